"""Monsters, the sixth newcomer's findings (issue 24, /tmp/nc6-monsters/): each test says what the
person saw and what they see now."""

from __future__ import annotations

from functools import partial

import pygame
from scene_input import click
from test_scenes_monsters import go_live, table_with
from waiting import wait_until

from game import i18n


def _idle(table) -> bool:
    return not table.busy


def _bot_swapped(app):
    """A table against the beginner bot, live, at the pace a person sees, once the bot has swapped
    with the centre (as its clock would send it)."""
    for seed in range(1, 40):
        table = table_with(app, ["human", "bot:easy"], seed=seed, speed="normal")
        go_live(app, table)
        swaps = [a for a in table.feed.match.state.legal_actions(1) if a.kind == "swap"]
        if swaps:
            table.feed.submit(1, swaps[0])
            frame = lambda: app.frame(1 / 30)  # noqa: E731
            assert wait_until(partial(_idle, table), 10, 0, frame), "the bot's swap shown"
            return table
        app.stack.pop()
    raise AssertionError("no seed gave the bot a swap")


def test_a_swap_shown_again_stays_on_screen_until_a_click(app):
    """Shots 33-34: "Revoici le tour de Bot 2 (débutant) · un clic pour passer" was gone a second later;
    round 11 still found replays too quick: the swap now stays until a click."""
    i18n.set_lang("fr")
    table = _bot_swapped(app)
    assert table.show_last_turn()
    for _ in range(300):  # ten seconds
        app.frame(1 / 30)
    assert table.showing_again and not table.again, "the swap, its last step, waits for a click"
    assert table.again_caption.endswith("un clic pour reprendre la partie"), table.again_caption
    click(app, (640, 30))
    assert not table.showing_again


def test_the_replay_caption_pushes_the_log_down_instead_of_letting_it_show_through(app):
    """Shot 33: the caption box covered the top of the log, and a clipped log line showed under it."""
    i18n.set_lang("fr")
    table = _bot_swapped(app)
    assert table.show_last_turn()
    assert wait_until(lambda: bool(table.again_line), 10, 0, lambda: app.frame(1 / 30)), "the step's sentence"
    box = table.again_box()
    assert box is not None and box.bottom > table.log_rect.top, "the sentence grows the caption over the log"
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert table.log.rect.top >= box.bottom, (table.log.rect, box)
    # its heading readable in the narrow log column: on two lines rather than tiny
    from scenes.table import AGAIN_HEAD_MIN
    from sprites.fonts import fit_text

    width = table.again_caption_rect().width - 24
    heads = table.again_heads(width)
    assert len(heads) == 2 and heads[0].startswith("Revoir le tour de"), heads
    assert all(fit_text(h, width, table.AGAIN_SIZE) >= AGAIN_HEAD_MIN for h in heads), heads
    click(app, (640, 30))
    table.draw(surf)
    assert table.log.rect.top == table.log_rect.top, "the log has its whole column back"


def _sentences(text: str) -> list[str]:
    import re

    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def test_every_tutorial_step_is_one_idea_in_one_to_three_short_sentences():
    """Shot 16: step 5 ran to 15 lines, the deck-out tie-break and a three-card recipe in one box."""
    from game import tutorial

    tut = tutorial.load("monsters")
    for lang in ("fr", "en"):
        for i, step in enumerate(tut.steps, 1):
            text = step.text(lang)
            assert 1 <= len(_sentences(text)) <= 3, f"{lang} step {i}: {len(_sentences(text))} sentences: {text}"
            # words, not the French colon or « » standing alone between no-break spaces (as for the other games)
            words = [w for w in text.split() if any(c.isalnum() for c in w)]
            assert len(words) <= 40, f"{lang} step {i} is a wall of {len(words)} words: {text}"
    # the deck-out rule has a step of its own, words only, before the trick that follows it
    ruled = [k for k, s in enumerate(tut.steps) if "pioche s'épuise" in s.text("fr")]
    assert ruled and tut.steps[ruled[0]].reads, ruled
    assert not tut.steps[ruled[0] + 1].reads and "carte 2 dessous" in tut.steps[ruled[0] + 1].text("fr").lower()
    assert "pioche" not in tut.steps[ruled[0] + 1].text("fr")


def test_the_deck_out_step_is_read_then_continue_goes_on(app, monkeypatch):
    """The step of words only: its box has a "Continuer" the pointer points at; a click on the cards
    is answered in the box; the button (or Entrée) goes on to the trick, whose pointer is on a card."""
    from scene_input import spy_texts
    from test_tutorial import first_target, follow_guide, open_tutorial, tap

    import scenes.tutorial as guide_module
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = open_tutorial(app, "monsters")
    feed = table.guide
    reading = next(k for k, s in enumerate(feed.tutorial.steps) if s.reads)
    assert follow_guide(app, table, lambda: feed.index == reading), f"stopped at step {feed.index + 1}"
    target = first_target(app, table)
    box = table.guide_box
    assert box is not None and box.contains(target), (box, target)
    seen = spy_texts(monkeypatch, guide_module)
    table.draw(pygame.Surface((1280, 720)))
    assert "Continuer ▸" in seen, seen
    moves = len(feed.match.moves)
    tap(app, L.hand_slot(0).center)  # a card: not now
    assert feed.index == reading and table.arrangement.stack == []
    assert table.error == i18n.t("tutorial.read_wrong") and "Continuer" in table.error
    target = first_target(app, table)  # the answer in the box: its button lower down
    assert table.guide_box.contains(target)
    tap(app, (table.guide_box.x + 20, table.guide_box.y + 60))  # anywhere on the box: the words read
    assert feed.index == reading + 1 and len(feed.match.moves) == moves, "read: nothing reached the engine"
    assert first_target(app, table) in [L.hand_slot(i) for i in range(3)], "the trick's pointer is on a card"


def test_the_tutorial_title_says_the_hourglass_is_stopped_and_two_lines_are_both_named(app, monkeypatch):
    """Shots 04-22: "Solo : battez le sablier" over "Sablier 2:00 à l'arrêt"; shot 15: a red and a green
    line on the board, the prompt said only "Une ligne rouge !"."""
    from scene_input import spy_texts
    from test_tutorial import follow_guide, open_tutorial

    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table = open_tutorial(app, "monsters")
    seen = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert "Tutoriel\xa0: prenez votre temps" in seen and "Solo\xa0: battez le sablier" not in seen, seen
    feed = table.guide
    red = next(k for k, s in enumerate(feed.tutorial.steps) if s.do.startswith("trick red"))
    assert follow_guide(app, table, lambda: feed.index == red), f"stopped at step {feed.index + 1}"
    assert follow_guide(app, table, lambda: len(table.claimable()) == 2), "the red and green stack built"
    assert table.claimable() == ["red", "green"], "the colour the person lacks first"
    assert table.prompt.startswith("Deux lignes, rouge et verte\xa0!"), table.prompt


def test_the_persons_trick_banner_is_never_a_thin_clipped_bar(app):
    """Shot 36: "Votre pli jaune !" drawn as a thin bar, its words cut top and bottom (rolling up)."""
    from sprites.anim import banner_open

    table = table_with(app, ["human", "bot:easy"], speed="normal")
    go_live(app, table)
    table.say_trick(table.viewer, "yellow")
    item = table.anim.banner_item
    assert item is not None and "Votre pli jaune" in item.text
    full = item.rect().height
    for k in range(0, 100):
        item.tween.elapsed = item.tween.duration * k / 100
        shown = banner_open(item.tween.progress, 0.0, item.closing)
        assert shown in (0.0, 1.0) or round(full * shown) == full, f"at {k}%: {shown:.2f} of its height"
    # every table's banners go whole (Elemons nc10 read the rolling-up words as a clipped banner)
    from sprites.anim import Anim
    from sprites.tween import Tweens

    assert Anim(Tweens()).banner("x", (0, 0)).closing == 0.0


def test_a_bots_move_by_its_panel_is_readable_and_its_status_stops_promising_a_stack(app, monkeypatch):
    """Shot 33: "Bot 2 (débutant) : échange avec le centre" shrunk tiny under the bot's panel, and
    "superpose..." kept animating for a bot that never finished a stack."""
    from scene_input import spy_texts

    import scenes.monsters.drawing as drawing
    from scenes.monsters.drawing import STACKING_SECONDS
    from scenes.monsters.table import SEAT_BANNER_MIN
    from sprites.fonts import fit_text

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], speed="normal")
    go_live(app, table)
    long = i18n.t("monsters.banner.swap", who=table.names[1])
    table.seat_banner(1, long, i18n.t("monsters.banner.seat_swap"))
    item = table.anim.banner_item
    assert item.text == "échange au centre", item.text
    assert fit_text(item.text, item.max_width, item.size, bold=True) >= SEAT_BANNER_MIN
    table.seat_banner(1, "Bo : un pli", "un pli")  # a name short enough stays
    assert table.anim.banner_item.text == "Bo : un pli"
    seen = spy_texts(monkeypatch, drawing)
    table.seat_moved[1] = table.round_clock()
    table.painter._panels.clear()
    table.draw(pygame.Surface((1280, 720)))
    assert any(s.startswith("prépare") for s in seen), "a bot with new cards stacks them"
    seen.clear()
    table.seat_moved[1] = table.round_clock() - STACKING_SECONDS - 1
    table.painter._panels.clear()
    table.draw(pygame.Surface((1280, 720)))
    assert "cherche" in seen and not any(s.startswith("prépare") for s in seen), seen


def test_the_prompt_says_which_card_the_buttons_turn_and_the_wheel_turns_back_at_once(app):
    """Finding 9: Turn and Flip act on "la dernière carte posée ou cliquée", said only in the small line
    under the buttons, and a "↻3" took three clicks."""
    from test_scenes_monsters import BOARD, wheel

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    hand = table.hand()
    said = table.prompt
    assert "molette vers le bas" in said and "molette vers le haut" in said, said
    assert "l'écran" not in said, said
    table.put_on_stack(hand[1])
    table.put_on_stack(hand[0])
    table.build_buttons()
    # round 11: the prompt stays the same two lines at every click (it changed after each and was no
    # longer read); the line under Turn and Flip says which card they act on
    assert table.prompt.split("\n")[1] == said.split("\n")[1], table.prompt
    table.update(0.0)
    assert "milieu (touche 1)" in table.acts_on, table.acts_on
    wheel(app, BOARD.center, 1)  # one notch away from the person: ↺, the same as ↻3
    assert table.arrangement.orient[hand[0]][0] == 3, table.arrangement.orient
    assert table.arrangement.orient[hand[1]][0] == 0, "the other card stays as it was"


def test_the_end_names_the_standing_lines_place_as_the_screen_titles_it():
    """Shot 23: "la ligne sous le dernier pli dit qui est en tête": which line? The tutorial, solo, never
    shows it; the end now names the frame by its title on screen and says when the line appears."""
    from game import tutorial

    tut = tutorial.load("monsters")
    # round 8: "une ligne sous « Dernier pli » dit alors qui mène" read as cryptic; the line by its own words
    title = i18n.t_in("fr", "monsters.standing", who="x", colour="y", count=1).split("\u00a0:")[0].strip()
    end = tut.end_text("fr")
    # nc23 (shot 29): the last box was a wall of text; the line is no longer named there, it shows in the
    # race with its own words (« En tête si la pioche s'épuise : … »)
    assert title and "la ligne sous le dernier pli" not in end
