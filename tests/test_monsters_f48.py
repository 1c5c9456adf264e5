"""Monsters, fix round f48 (nc59, nc60: newcomers' first game against « Bot sur mesure », by mouse, in French)."""

from __future__ import annotations

import os
import random

import pygame
from lang import plain
from test_monsters_f12_round11 import _live_two
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n
from game.core import Action
from game.hints import Hint
from game.monsters.bots import leave_for_next
from sprites.fonts import wrap

SHOTS = os.environ.get("MONSTERS_F48_SHOTS")  # a folder: the fixed screens are saved there to be looked at


def _save(app, name: str) -> None:
    if SHOTS:
        pygame.image.save(app.canvas, os.path.join(SHOTS, name))


def _stuck_with_a_card_to_leave(table) -> tuple[list[int], int]:
    """A hand and a centre card that make no line even by swapping, where a hand card is worth leaving at the
    centre for the bot's next swap (searched from a fixed seed)."""
    cards = table.defs.cards
    pool = sorted(set(cards.cards) - set(table.feed.match.state.hands[1]))
    rng = random.Random(60)
    view = dict(table.feed.view(0))
    for _ in range(5000):
        *hand, centre = rng.sample(pool, 4)
        four = [*hand, centre]
        if any(cards.colours_of([c for c in four if c != out]) for out in four):
            continue
        if leave_for_next(table.defs, {**view, "hand": hand, "centre": centre}, 0) is not None:
            return hand, centre
    raise AssertionError("no stuck hand with a card to leave found")


def test_a_dead_end_says_what_frees_it_and_the_card_to_leave_at_the_centre(app) -> None:
    """nc60: three dead ends in a game, « nothing to do but wait ». Stuck (no trick among the hand and the centre,
    even by swapping), only the bot's next swap frees the person: it takes the centre card. The prompt says so and
    names the hand card to leave there first, the one the fewest new cards would complete; once it is there, the
    prompt says the wait is ready and what comes next."""
    table = _live_two(app)
    state = table.feed.match.state
    hand, centre = _stuck_with_a_card_to_leave(table)
    state.hands[0], state.centre = list(hand), centre
    table.sync()
    assert table.stuck_with() is not None
    leave, _ = leave_for_next(table.defs, table.feed.view(0), 0)
    place = table.hand().index(leave) + 1
    name = table.names[1]
    prompt = plain(table.play_prompt([]))
    assert prompt == (f"Aucun pli, même en échangeant. Le prochain échange de {name} prendra la carte du centre : "
                      f"mettez-y d'abord votre carte {place}, la moins utile."), prompt
    # Conseil in the dead end says the same move (it said « Attendez que le centre change. », the centre alone)
    worst = min(table.hand(), key=lambda c: table.defs.cards.cards[c].monsters)
    advice = Hint(0, Action.parse(f"swap {worst}"), "let_go", {"card": worst, "monsters": 3}, at=table._decisions())
    table.hint_shown = advice
    said = plain(table.hint_line(advice))
    assert said == f"Échangez la carte {place} avec le centre.\nLa moins utile : l'autre la prendra.", said
    assert table._hint_rects(advice.action) == [drawing.L.hand_slot(place - 1), drawing.L.centre]
    assert plain(table.hint_detail(advice)) == prompt
    box, size = table._hint_box()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        assert len(wrap(table.hint_line(advice), box.width - 24, size)) <= 2, lang
    i18n.set_lang("fr")
    if SHOTS:
        app.frame(1 / 60)
        _save(app, "stuck_leave.png")
    table.hint_shown = None
    table.feed.submit(0, Action.parse(f"swap {leave}"))
    table.sync()
    assert table.model.centre == leave and table.stuck_with() is not None
    for _ in range(45):  # the swap's flight
        app.frame(1 / 30)
    prompt = plain(table.play_prompt([]))
    assert prompt == (f"C'est prêt : {name} prendra cette carte du centre à son prochain échange et en posera une "
                      "nouvelle. Cherchez alors avec elle."), prompt
    if SHOTS:
        app.frame(1 / 60)
        _save(app, "stuck_ready.png")
    # and it is: the beginner renews the centre for a stuck seat within seconds, taking the card left there
    assert wait_until(lambda: leave in state.hands[1], 20.0, 0.0, lambda: app.frame(0.25))
    for lang in ("fr", "en"):  # whole in the prompt's two lines, with the longest bot's name
        i18n.set_lang(lang)
        for key in ("monsters.prompt.stuck_leave", "monsters.prompt.stuck_again_leave", "monsters.prompt.stuck_ready"):
            said = i18n.t(key, place=3, who="Bot 2 (sur mesure)")
            assert len(wrap(said, drawing.PROMPT_W, drawing.PROMPT_SIZE)) <= 2, (lang, said)
    i18n.set_lang("fr")


def test_conseil_tells_a_swap_in_two_levels_and_waits_to_be_asked_after_it(app) -> None:
    """nc60: « the hint plays the key trick for me ». Conseil is told in levels (the kit's `levels`): a first press
    on a swap says only that the centre card gives a line of a colour, marking the centre alone; the second names
    the card to give, with no new asking. Once the person has swapped, no advice comes by itself: the trick's comes
    at the next press, its clue first, then its recipe."""
    from test_scenes_monsters import go_live, table_with

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], scenario="swap_for_trick.yaml")
    go_live(app, table)

    def tick() -> None:
        app.frame(1 / 30)

    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 10, 0.0, tick), "the first hint"
    hint = table.hint_shown
    assert hint is not None and hint.action.kind == "swap" and table.hint_levels(hint) == 2, hint
    assert table.hint_level == 0
    clue = plain(table.hint_line(hint))
    # f50 (nc62 shot 107: « Pli jaune avec le centre : une carte de trop. » read as cryptic): the swap said plainly
    assert clue.startswith("Échangez une carte avec le centre pour un pli "), clue
    assert "touche" not in plain(table.hint_detail(hint)) and "Échangez la carte" not in plain(table.hint_detail(hint))
    assert table._hint_rects(hint.action) == [drawing.L.centre], "the centre alone: the card to give is untold"
    assert table.hint_head(0) == i18n.t("monsters.hint_head.clue")
    if SHOTS:
        tick()
        _save(app, "conseil_swap_clue.png")
    table.ask_hint()
    assert table.hint_shown is hint and table.hint_seat is None and table.hint_level == 1, "told further, not re-asked"
    place = table.hand().index(int(hint.action.args[0])) + 1
    assert plain(table.hint_line(hint)).startswith(f"Échangez la carte {place} avec le centre.")
    assert drawing.L.hand_slot(place - 1) in table._hint_rects(hint.action)
    if SHOTS:
        tick()
        _save(app, "conseil_swap_whole.png")
    table.ask_hint()  # a third press: nothing further to tell, the same advice stays
    assert table.hint_level == 1
    assert table.act(table.viewer, hint.action)
    for _ in range(30):
        tick()
    assert table.hint_shown is None and table.hint_seat is None, "after the person's swap, no advice by itself"
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 10, 0.0, tick)
    assert table.hint_shown.action.kind == "trick" and table.nudging(table.hint_shown), "the trick's clue first"
    if SHOTS:
        tick()
        _save(app, "conseil_trick_clue.png")


def test_turn_and_flip_show_a_preview_while_the_pointer_rests_on_them(app, monkeypatch) -> None:
    """nc59/nc60: under the clock, ↻ or ↺ pressed only to see what it does cost a second press to undo. While the
    pointer is on ↻, ↺ or ⇄, the board draws the card it acts on as the press would leave it (its lines and all),
    framed and marked « Aperçu »; nothing changes until the click, and the preview goes with the pointer."""
    from test_scenes_monsters import move

    i18n.set_lang("fr")
    table = _live_two(app)
    cid = table.hand()[0]
    table.arrangement.stack = [cid]
    table.arrangement.orient[cid] = (1, 0)
    table.build_buttons()
    drawn: list[tuple[int, tuple[int, int] | None]] = []
    original = table.painter.draw_card

    def spy(surf, card, center, size, orient=None, alpha=255):
        drawn.append((card, orient))
        original(surf, card, center, size, orient, alpha)

    monkeypatch.setattr(table.painter, "draw_card", spy)
    move(app, drawing.L.deck.center)  # the pointer's first place is a rest, not a move (scenes.ui.ButtonBar)
    for tag, after in (("turn", (2, 0)), ("turn_back", (0, 0)), ("flip", (3, 1))):
        button = next(b for b in table.bar.buttons if b.tag == tag)
        move(app, button.rect.center)
        app.frame(1 / 60)
        assert table.turn_preview() == (cid, after), (tag, table.turn_preview())
        drawn.clear()
        app.frame(1 / 60)
        assert (cid, after) in drawn, (tag, drawn)
        assert table.arrangement.orient[cid] == (1, 0), "a preview changes nothing"
        if SHOTS:
            _save(app, f"preview_{tag}.png")
    move(app, drawing.L.deck.center)
    app.frame(1 / 60)
    assert table.turn_preview() is None
    drawn.clear()
    app.frame(1 / 60)
    assert (cid, (1, 0)) in drawn and not any(o in ((2, 0), (0, 0), (3, 1)) for c, o in drawn if c == cid), drawn


def test_a_hand_card_previews_its_turn_in_its_slot(app) -> None:
    """The card Turn acts on may still be in the hand (clicked, not stacked): its slot shows the preview."""
    from test_scenes_monsters import move

    table = _live_two(app)
    cid = table.hand()[1]
    table.arrangement.selected = cid
    table.build_buttons()
    move(app, drawing.L.deck.center)
    move(app, next(b for b in table.bar.buttons if b.tag == "turn_back").rect.center)
    app.frame(1 / 60)
    assert table.turn_preview() == (cid, (3, 0))
    if SHOTS:
        _save(app, "preview_hand.png")
