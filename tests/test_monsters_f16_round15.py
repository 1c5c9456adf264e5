"""Round 15 (newcomer nc15, Monsters): the ↺ the labels ask for has its own button, the clock's
"sans limite" reads at the least type size, a hand card's label stays whole, the hint's stack is the
simplest, the match's length is said as a person says it, and flights go round the pile."""

from __future__ import annotations

import pygame
from scene_input import open_table, spy_texts
from test_scenes_monsters import go_live, table_with

import scenes.monsters.drawing as drawing
from game import i18n, tutorial
from game.monsters.defs import load_defs
from scenes.monsters.drawing import L, no_time_limit_rect
from scenes.monsters.table import around_pile
from sprites.fonts import TYPE, render


def _presses(placements) -> int:
    return sum(f + min(r % 4, 4 - r % 4) for _, r, f in placements)


def test_the_tutorial_lights_the_turn_the_label_names(app) -> None:
    """Step 1 lit "↻ Tourner" under a card labelled ↺ (three quarters, one the other way): ↺ has its
    own button, and the guide lights it, so the highlight and the label agree."""
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, tutorial.load("monsters").feed())
    table = app.stack.top
    for _ in range(40):
        if table.human_to_act() is not None:
            break
        app.frame(1.0)
    step = table.guide.expected()
    hand = table.hand()
    args = [int(v) for v in step.args[1:]]
    want = {args[i]: (args[i + 1], args[i + 2]) for i in range(0, len(args), 3)}
    for cid in reversed(list(want)):  # bottom first
        table.put_on_stack(cid)
    top = next(iter(want))
    assert want[top] == (3, 0), want  # the top card owes ↺ alone (step 1's data)
    table.arrangement.selected = top
    table.build_buttons()
    lit = table.action_rect(step)
    back = next(b for b in table.bar.buttons if b.tag == "turn_back")
    assert lit == back.rect and back.label.startswith("↺"), (lit, back.rect, back.label)
    back.action()  # one press of ↺ and the card is as its label asked
    assert table.arrangement.orient[top] == (3, 0)
    assert table.action_rect(step) != back.rect
    assert hand == table.hand()


def test_the_clock_says_no_limit_readably_and_clear_of_the_pile(app, monkeypatch) -> None:
    """"une course, sans limite" was fitted down to a tiny size under the clock: now short, at the
    least type size, and clear of the time above, the deck beside and the pile's name and layers."""
    i18n.set_lang("fr")
    for words in (i18n.t("monsters.no_time_limit"), "no time limit"):  # the English is the wider
        spot = no_time_limit_rect(render(words, TYPE.SMALL, (0, 0, 0)).get_size())
        assert spot.left >= L.clock.x - 4 and spot.right <= L.deck.x - 8, (words, spot)
        assert not spot.colliderect(L.layer_slot(0)) and not spot.colliderect(L.deck), spot
        assert spot.top >= L.clock.y + 44, spot  # under the time's figures (26 px from clock.y + 20)
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    seen: list = []
    real = drawing.render

    def spy(text, size, *a, **k):
        seen.append((text, size))
        return real(text, size, *a, **k)

    monkeypatch.setattr(drawing, "render", spy)
    table.draw(pygame.Surface((1280, 720)))
    assert (i18n.t("monsters.no_time_limit"), TYPE.SMALL) in seen, seen


def test_a_hand_card_keeps_its_key_and_number_in_every_state(app, monkeypatch) -> None:
    """"touche 3" showed without its "n°" under a flipped card: the number stays, flipped or stacked,
    and the back says itself on the card."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    cid = table.hand()[2]
    seen = spy_texts(monkeypatch, drawing)
    table.flip(cid)
    for _ in range(20):
        if not table.motion.turning:
            break
        app.frame(0.1)
    seen.clear()
    table.draw(pygame.Surface((1280, 720)))
    assert i18n.t("monsters.hand_key", n=3) in seen and i18n.t("monsters.hand_back") in seen, seen
    seen.clear()
    table.arrangement.stack.insert(0, cid)  # on the pile: the label under its slot stays whole too
    table.draw(pygame.Surface((1280, 720)))
    assert i18n.t("monsters.hand_key", n=3) in seen, seen


def test_the_simplest_stack_of_a_trick_needs_fewer_presses() -> None:
    """The engine's canonical stack flipped and turned cards where a plainer one made the same trick:
    `CardSet.simplest` finds the plainest (not yet used by the hint: the shared hint walks want the
    canonical action)."""
    cards = load_defs().cards
    hand = [15, 29, 4]
    plain = cards.simplest(hand, 0)
    canonical = cards.colours_of_sorted(tuple(sorted(hand)))[0]
    assert plain is not None and cards.shows(plain, 0)
    assert _presses(plain) < _presses(canonical), (plain, canonical)


def test_the_match_length_reads_as_a_person_says_it() -> None:
    """"Manche 1 · au meilleur de 3" read as translated: "Manche 1 sur 3 au plus"; one round, "Manche unique"."""
    i18n.set_lang("fr")
    line = i18n.t("monsters.round_info", round=1, best_of=3)
    assert "meilleur" not in line and line == "Manche 1 sur 3 au plus", line
    assert i18n.t("monsters.round_info", round=1, best_of=1) == "Manche unique"
    assert "meilleur" not in i18n.t("monsters.banner.round", n=2, best_of=5)
    assert "meilleur" not in i18n.t("option.monsters.rounds")
    i18n.set_lang("en")
    assert i18n.t("monsters.round_info", round=2, best_of=3) == "Round 2 of 3 at most"


def test_cards_drawn_go_round_the_pile(app) -> None:
    """The cards drawn flew from the deck across the pile to the hand, hiding it: they go down below
    the deck, then along the hand's row, never over the pile's layers."""
    pile = L.layer_slot(0).union(L.layer_slot(2))
    for i in range(3):
        end = L.hand_slot(i).center
        corner = around_pile(L.deck.center, end, L.hand.w)
        legs = [(L.deck.center, end)] if corner is None else [(L.deck.center, corner), (corner, end)]
        assert not any(pile.clipline(a, b) for a, b in legs), (i, legs)
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.anim.flights.clear()
    table.fly(table.face(table.hand()[0]), L.deck.center, L.hand_slot(0).center, (L.deck.w, L.hand.w), 0.4)
    (first,) = table.anim.flights
    assert first.end.center == around_pile(L.deck.center, L.hand_slot(0).center, L.hand.w)


def test_the_persons_own_trick_can_be_shown_again_when_no_other_move_is(app) -> None:
    """"Revoir" came only after a bot's trick: with no other seat's move of the round to show, the
    person's own last trick is offered, stacked again card by card from the hand it left."""
    from scene_input import key, step_again
    from waiting import wait_until

    table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
    go_live(app, table, step=1.0)
    trick = next((a for a in table.feed.legal(0) if a.kind == "trick"), None)
    assert trick is not None, "seed 1 deals the person a trick"
    before = table.hand()
    frame = lambda: app.frame(0.5)  # noqa: E731
    assert table.act(0, trick)
    assert wait_until(lambda: not table.busy, 10, 0, frame), "the trick shown"
    record = table.last_record()
    assert record is not None and record.seat == 0, record  # the bot has not moved yet (seed 1)
    assert any(b.tag == "again" for b in table.tools.buttons)
    key(app, pygame.K_l)
    assert table.showing_again
    stacked: list = []

    def watch() -> None:
        step_again(table)
        frame()
        if table.motion.restack is not None:
            stacked.append(list(table.motion.restack[1]))

    assert wait_until(lambda: not table.showing_again, 30, 0, watch)
    assert len(max(stacked, key=len)) == len(before), "stacked again card by card, on the board"
    assert table.hand() != before
