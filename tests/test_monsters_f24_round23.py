"""Monsters, round 23 (nc23): the first swap after a rival changed the centre is refused once, only
inside the tag's window since nc24 (its bar running down); the tutorial lets the person meet that refusal; its last box
says the warning first and names the results button; the empty prompt says the first card goes under."""

from __future__ import annotations

import time

import pygame
from scene_input import click, key, spy_texts
from test_monsters_f21_round20 import bot_swaps, free_table
from test_monsters_f23_round22 import _tutorial
from test_scenes_monsters import go_live

from game import i18n
from game.core import Event
from game.i18n import t
from scenes.monsters import drawing
from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W, L
from sprites.fonts import wrap


def test_a_centre_changed_long_ago_no_longer_refuses_a_swap(app, tmp_path, monkeypatch) -> None:
    """nc23 (shots 50-51) had the first swap after a rival's change refused however long ago; nc24 (shot 62)
    found that unfair: refused on a card studied 10 s, the tag up a minute (shots 61-83). Now only inside
    the tag's window (CENTRE_FLASH, its bar running down): after it, the tag is gone and a swap goes."""
    from scenes.monsters.table import CENTRE_FLASH

    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    table.motion.centre_flash = (1, time.monotonic() - 1.0)  # its window over
    table._centre_changed_at = time.monotonic() - CENTRE_FLASH - 1.0
    assert table.painter.centre_flash() is None
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    assert t("monsters.centre") in seen and not any("Bot 2" in s for s in seen if "échang" in s), seen
    mine = table.hand()[0]
    click(app, L.centre.center)
    key(app, pygame.K_1)
    assert mine not in table.feed.view(0)["hand"], table.error


def test_the_centre_tag_counts_down_then_goes(app, tmp_path) -> None:
    """The tag's bar says when the refusal ends: full as the rival swaps, half way at half the window,
    empty (and the tag gone) at its end."""
    from scenes.monsters.table import CENTRE_FLASH

    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    flash = table.painter.centre_flash()
    assert flash is not None and table.painter.centre_tag_share(flash[1]) > 0.9
    assert 8.0 <= CENTRE_FLASH <= 12.0
    table.motion.centre_flash = (1, time.monotonic() + CENTRE_FLASH / 2)
    flash = table.painter.centre_flash()
    assert flash is not None and 0.4 < table.painter.centre_tag_share(flash[1]) < 0.6
    table.motion.centre_flash = (1, time.monotonic() - 0.01)
    assert table.painter.centre_flash() is None


def test_a_new_rounds_centre_card_forgets_a_rivals_change(app, tmp_path) -> None:
    """A rival's swap late in a round is no reason to refuse the first swap of the next one."""
    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    assert table.late_swap(table.model.centre, time.monotonic())
    table.on_centre(Event("centre", None, {"card": table.model.centre, "deck": 30}))
    assert table.painter.centre_flash() is None
    assert not table.late_swap(table.model.centre, time.monotonic() + 2.0)


def test_the_tutorials_race_step_lets_the_person_meet_the_refusal(app, monkeypatch) -> None:
    """Shot 15: step 5 promised a refusal the person never saw. A click on the centre there now meets it."""
    table = _tutorial(app)
    go_live(app, table)
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    hand = list(table.hand())
    click(app, L.centre.center)
    assert table.error == t("monsters.swap_too_late") and not table.arrangement.swap_mode
    assert table.motion.centre_late_until > time.monotonic() and table.hand() == hand
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    # nc35, shots 17-18: the tag goes on saying what happened; « Trop tard » is the toast's alone
    tag = t("monsters.centre_swapped", who=t("monsters.example.rival"))
    assert tag in seen and not any("Trop tard" in s for s in seen), [s for s in seen if "tard" in s]
    step = next(s for s in table.guide.tutorial.steps if s.show == "centre_swap")
    assert "cliquez sur le centre" in step.text("fr") and "click the centre" in step.text("en")


def test_the_tutorials_last_box_says_the_warning_first_and_names_the_results_button(app, monkeypatch) -> None:
    """Shot 29: a wall of text, « un bot peut faire son premier pli en quinze secondes » in its middle,
    and « s'ouvrent d'eux-mêmes dans un instant » beside « La suite dans 24 s »."""
    table = _tutorial(app)
    monkeypatch.setattr(type(table.feed), "is_over", property(lambda _s: True))
    monkeypatch.setattr(type(table.guide), "step", property(lambda _s: None))
    counts = {c: 1 for c in table.colour_ids}
    table.on_round_over(Event("round_over", None, {"round": 1, "reason": "all_colours", "winners": [0],
                                                   "counts": [counts], "seconds": 0.0, "rounds_won": [1]}))
    assert table.round_panel is not None
    words = table.guide_words()
    assert words is not None
    text = words[0]
    assert t("tutorial.results_soon") not in text
    button = t("monsters.panel.results").rstrip(" ⏎")
    assert text.endswith(t("monsters.tutorial_results")) and f"«\u00a0{button}\u00a0»" in text
    for lang in ("fr", "en"):
        end = table.guide.tutorial.end_text(lang)
        first = end.split("\n")[0]
        assert ("10 à 30 secondes" in first) if lang == "fr" else ("10 to 30 seconds" in first), end
        assert len(end.split()) < 75, len(end.split())


def test_the_empty_prompt_says_the_first_card_goes_under(app) -> None:
    """Shot 01: « Cliquez ou glissez vos cartes… » did not say the order of the clicks is the stack's."""
    for lang, word in (("fr", "dessous"), ("en", "bottom")):
        said = i18n.t_in(lang, "monsters.prompt.empty")
        assert word in said and len(wrap(said, PROMPT_W, PROMPT_SIZE)) == 1, said


def test_cards_to_and_from_a_bots_panel_keep_off_its_name(app) -> None:
    """Shots 40, 55: a card the bot swapped (or was dealt) grew as it left its panel and hid « Bot 2 (sur
    mes… ». Over the panel a card now slides along the hand's row at the hand's size."""
    from test_monsters_f22_round21 import _flights_seen
    from test_scenes_monsters import table_with

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
    go_live(app, table, step=1.0)
    panel = L.seat_panel(1)
    name = pygame.Rect(panel.x, panel.y, panel.w, 30)
    # a bot's swap flies no card at all (nc36, shot 57: test_monsters_f36.py)
    for ev in (Event("dealt", 1, {"count": 3}),):
        table.anim.clear()
        table.on_dealt(ev)
        seen = _flights_seen(app, table, 1.2, 0.04)
        assert any(r.colliderect(panel.inflate(2, 0)) for r in seen), ev.kind  # to its edge (nc32)
        assert not any(r.colliderect(name) for r in seen), [r for r in seen if r.colliderect(name)]


def test_the_tutorials_race_step_answers_the_refusal_and_says_its_card_goes_back(app, monkeypatch) -> None:
    """nc24, shots 16-19: after the promised refusal the step's words stayed the same, and at the next step
    the centre was the old card again without a word. The step now answers, and names « Continuer »."""
    table = _tutorial(app)
    go_live(app, table)
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    words = table.guide_words()
    assert words is not None and words[0] != t("monsters.tutorial_refused")
    click(app, L.centre.center)
    words = table.guide_words()
    assert words is not None and words[0] == t("monsters.tutorial_refused"), words
    # the answer stands for the step's words: its « Continuer » stays (nc25: it went, a dead end)
    assert table.guide_words_are_step(words[0])
    for lang in ("fr", "en"):
        said = i18n.t_in(lang, "monsters.tutorial_refused")
        # f47 (nc59 shot 020: « le centre reprend sa carte » not understood): the old card « revient au centre »
        assert ("Continuer" in said and "l'ancienne carte revient au centre" in said) if lang == "fr" else \
            ("Continue" in said and "the old card comes back" in said), said
        assert len(said.split()) <= 40 and said.count(". ") <= 2, said
