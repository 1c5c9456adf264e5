"""Monsters, round 23 (nc23): the first swap after a rival changed the centre is refused once however long
ago it changed, its tag staying till then; the tutorial lets the person meet that refusal; its last box
says the warning first and names the results button; the empty prompt says the first card goes under."""

from __future__ import annotations

import time

import pygame
from scene_input import click, key, spy_texts
from test_monsters_f21_round20 import bot_swaps, free_table
from test_monsters_f23_round22 import _tutorial
from test_scenes_monsters import go_live
from waiting import wait_until

from game import i18n
from game.core import Event
from game.i18n import t
from scenes.monsters import drawing
from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W, L
from sprites.fonts import wrap


def test_a_centre_changed_long_ago_still_refuses_the_first_swap_once(app, tmp_path, monkeypatch) -> None:
    """Shots 50-51: the person studied the centre card for half a minute; the bot swapped it meanwhile,
    its 8 s flash over before they looked up; their click took the bot's card without a word. The tag
    stays (« Changée par … ») till their next swap, refused once and said plainly; then it goes."""
    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    table.motion.centre_flash = (1, time.monotonic() - 1.0)  # its flash long over
    table._centre_changed_at = time.monotonic() - 30.0
    assert table.painter.centre_flash() == (1, 0.0)
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    assert any(s.startswith(t("monsters.centre_new", who="Bot 2")[:10]) for s in seen), seen
    mine = table.hand()[0]
    click(app, L.centre.center)
    key(app, pygame.K_1)
    assert mine in table.feed.view(0)["hand"], "a card the person had not chosen came without a word"
    assert table.error == t("monsters.swap_centre_new", who="Bot 2"), table.error
    seen.clear()
    app.frame(1 / 30)
    # nothing "late" nor "just" about it: it is old (the tag keeps its words while the refusal is said)
    assert not any(s.startswith("Trop tard") or "vient de" in s for s in seen), seen
    assert any(s.startswith(t("monsters.centre_new", who="Bot 2")[:10]) for s in seen), seen
    click(app, L.centre.center)  # said, looked at: the next swap goes, and the tag with it
    key(app, pygame.K_1)
    assert mine not in table.feed.view(0)["hand"], table.error
    assert wait_until(lambda: table.painter.centre_flash() is None, 2.0, 0.0, lambda: app.frame(0.05))


def test_a_new_rounds_centre_card_forgets_a_rivals_change(app, tmp_path) -> None:
    """A rival's swap late in a round is no reason to refuse the first swap of the next one."""
    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    assert table.centre_unseen()
    table.on_centre(Event("centre", None, {"card": table.model.centre, "deck": 30}))
    assert not table.centre_unseen() and table.painter.centre_flash() is None


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
    late = t("monsters.centre_swapped_late", who=t("monsters.example.rival").lower())
    assert late in seen, [s for s in seen if "tard" in s or "adversaire" in s]  # mid-sentence, the rival in lower case
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
        assert ("quinze secondes" in first) if lang == "fr" else ("fifteen seconds" in first), end
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
    centre, mine = table.model.centre, table.hand()[0]
    assert centre is not None
    for ev in (Event("swap", 1, {"gave": mine, "took": centre}), Event("dealt", 1, {"count": 3})):
        table.anim.clear()
        (table.on_swap if ev.kind == "swap" else table.on_dealt)(ev)
        seen = _flights_seen(app, table, 0.6, 0.1)
        assert any(r.colliderect(panel) for r in seen), ev.kind
        assert not any(r.colliderect(name) for r in seen), [r for r in seen if r.colliderect(name)]
