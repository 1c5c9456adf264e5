"""The Evolution table's parts alone, with no table and no window: `Asked` (what each legal action
means on the table, pure) and `Controls` (the person's choices and the prompt's buttons) served by a
stand-in `Board`."""

from __future__ import annotations

from dataclasses import replace

import pygame
import yaml
from test_scenes_evolution import BURN4, DUEL

from game.core import Action, act
from game.evolution.checks import position
from scenes.evolution.choices import Asked, Place
from scenes.evolution.controls import Controls
from scenes.evolution.model import Model


def asked_for(scenario: str, seat: int) -> Asked:
    st = position(yaml.safe_load(scenario))
    view = st.view(seat)
    task = view["stack"][-1] if view["stack"] else None
    names = [f"mage {s}" for s in range(st.num_seats)]
    return Asked(st.legal_actions(seat), task, Model.from_view(view, seat), names, st.defs)


class StandIn:
    """A `Board`: one seat to act, a fixed moment, and what the controls sent."""

    def __init__(self, asked: Asked, seat: int) -> None:
        self.now, self.seat = asked, seat
        self.sent: list[tuple[int | None, Action]] = []
        self.flashes: list[str] = []

    def my_seat(self) -> int | None:
        return self.seat

    def asked(self, seat: int | None) -> Asked:
        return self.now if seat is not None else replace(self.now, legal=[])

    def act(self, seat: int | None, action: Action) -> bool:
        self.sent.append((seat, action))
        return True

    def will_confirm(self, seat: int, action: Action) -> bool:
        return False  # the confirmation setting at its default: an end of turn is not asked about

    def flash(self, message: str, calm: bool = False) -> None:
        self.flashes.append(message)

    def tell(self, message: str) -> None:
        self.flashes.append(message)

    def catching_up(self) -> bool:
        return False

    def placed_this_turn(self, seat: int) -> bool:
        return any(a.kind in ("play", "discard") for _s, a in self.sent)

    def hand_order(self) -> list[str]:
        return self.now.model.hand or []

    def hand_hit(self, pos: tuple[int, int]) -> str | None:
        return None

    def hand_gap(self, pos: tuple[int, int]) -> bool:
        return False

    def off_step(self, card: str) -> bool:
        return False  # no tutorial here

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        return None

    def target_rect(self, key: Place) -> pygame.Rect:
        return pygame.Rect(0, 0, 0, 0)

    def hit_rect(self, key: Place) -> pygame.Rect:
        return pygame.Rect(0, 0, 0, 0)

    def button_color(self, kind: str) -> tuple[int, int, int]:
        return (0, 0, 0)

    def hinted(self, seat: int) -> Action | None:
        return None


def controls_for(scenario: str, seat: int) -> tuple[Controls, StandIn]:
    board = StandIn(asked_for(scenario, seat), seat)
    controls = Controls(board, pygame.Rect(0, 0, 600, 150), tuple(board.now.defs.elements))
    controls.build_buttons()
    return controls, board


def press(controls: Controls, k: int) -> None:
    controls.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_a_picked_card_lights_the_places_its_legal_actions_go_to():
    asked = asked_for(DUEL, 0)  # hand: air0, fire0, earth0, water0, ether1
    targets = asked.targets(0, "water0", None)
    assert set(targets) == {("pile", 0, "water"), ("quick", 0), ("main", 0)}
    assert all(a.args[0] == "water0" for acts in targets.values() for a in acts)
    assert asked.own_targets(0, "water0", None) == [("pile", 0, "water"), ("quick", 0), ("main", 0)]
    assert asked.attempt(0, ("pile", 0, "air"), "water0") == act("play", "water0", "air")  # to hear why not
    assert asked.choice_for(0, act("end")) is not None and asked.choice_for(0, act("end")).kind == "end"
    assert all(asked.choice_for(0, a) is None for a in asked.legal if a.kind in ("play", "discard"))
    assert asked.default() == act("end")


def test_keys_pick_a_card_and_send_its_play_through_the_board():
    controls, board = controls_for(DUEL, 0)
    press(controls, pygame.K_4)
    assert controls.selected == "water0"
    assert [b.tag for b in controls.bar.buttons] == ["play", "discard", "discard", "back"]
    press(controls, pygame.K_e)
    assert board.sent == [(0, act("play", "water0", "water"))] and controls.selected is None


def test_enter_asks_before_ending_a_turn_with_no_card_placed():
    controls, board = controls_for(DUEL, 0)
    press(controls, pygame.K_RETURN)
    assert board.sent == [] and controls.confirm_end is not None
    assert [b.tag for b in controls.bar.buttons] == ["end", "back"]
    press(controls, pygame.K_BACKSPACE)
    assert controls.confirm_end is None and board.sent == []


def test_a_power_window_already_let_go_is_not_asked_again():
    controls, board = controls_for(BURN4, 1)  # the start of the turn: Mage 1 may use the Gnome
    assert board.now.is_moment() and board.now.powers()
    assert not controls.skip_moment(1)
    press(controls, pygame.K_RETURN)  # pass
    assert board.sent == [(1, act("pass"))]
    assert controls.skip_moment(1)  # the same creature again: nothing new to ask
    assert board.flashes and "Gnome" in board.flashes[-1]  # said once: it stays theirs, for their own turn
    controls.new_turn(1)
    assert controls.skip_moment(1)  # let go for the opponents' turns of the whole game (issue 24)
    board.now.model.turn += 1  # another opponent's turn (nc34: « plus tard » holds for the rest of one)
    controls.declined[1].clear()  # a creature never let go (as one newly received) is asked about
    assert not controls.skip_moment(1)


def test_an_effect_with_one_target_is_the_default_but_a_tornado_is_not():
    one_root = """
seats: 2
current: 0
mages:
  - hand: [earth1, air0]
    piles: {earth: [earth0]}
    rest: draw
  - hand: [air1]
    rest: draw
"""
    st = position(yaml.safe_load(one_root))
    st.apply(0, act("play", "earth1", "earth"))
    st.apply(0, act("give", "gnome", 1))
    view = st.view(0)
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["a", "b"], st.defs)
    assert asked.task is not None and asked.task["t"] == "effect"
    assert asked.default() == act("root", "earth") and act("skip") in asked.legal
    legal = [act("tornado", "air0", "main"), act("skip")]
    # a far card to send away (an Earth 3 on an Earth 1): the Tornado picks its cards (f50: with nothing worth
    # sending away, its skip is the default, tests/test_evolution_f50.py)
    tornado = replace(asked, task={**asked.task, "effect": "tornado"}, legal=legal,
                      model=replace(asked.model, hand=["earth3"]))
    assert tornado.default() is None


def test_power_buttons_with_long_names_fit_their_buttons_and_never_overlap():
    """"Pouvoir : Gnome · Bot 3 (difficile) · Feu 3" is too long for a prompt button: the targets
    gather under one "Pouvoir : Gnome ▸" button, which opens them, each label readable in its button."""
    from sprites.fonts import font

    asked = replace(asked_for(BURN4, 1), names=["Joueur 1", "Bot 2 (facile)", "Bot 3 (difficile)", "Bot 4 (moyen)"])
    board = StandIn(asked, 1)
    controls = Controls(board, pygame.Rect(342, 176, 602, 156), tuple(asked.defs.elements))

    def check() -> None:
        buttons = controls.bar.buttons
        for i, b in enumerate(buttons):
            assert all(not b.rect.colliderect(o.rect) for o in buttons[i + 1 :]), [x.rect for x in buttons]
            size, lines = b.fitted()
            assert " ".join(lines) == b.label, (b.label, lines)  # the whole label, no ellipsis
            assert all(font(size).size(line)[0] <= b.rect.width for line in lines), (b.label, b.rect)

    controls.build_buttons()
    check()
    group = next(b for b in controls.bar.buttons if b.label.endswith("▸"))
    group.action()
    labels = [b.label for b in controls.bar.buttons]
    assert any(x.startswith("Bot 3 ·") and "Feu 3" in x for x in labels), labels  # nc19: no level in buttons
    check()
    next(b for b in controls.bar.buttons if b.label.startswith("Bot 3 ·")).action()
    assert board.sent == [(1, act("power", "gnome", 2, "fire"))]


def test_a_lone_power_too_long_for_its_button_opens_like_a_group():
    """Issue 24, shot-59: "Pouvoir : Gnome · Bot 2 (facile) · F…" was cut; a lone target whose label
    does not fit is reached through "Pouvoir : Gnome ▸", never shown cut."""
    asked = replace(asked_for(BURN4, 1), names=["Joueur 1", "Bot 2 (facile)", "Bot 3 (difficile)", "Bot 4"])
    only = [a for a in asked.legal if a.kind != "power"] + [next(a for a in asked.legal if a.kind == "power")]
    asked = replace(asked, legal=only)
    board = StandIn(asked, 1)
    controls = Controls(board, pygame.Rect(342, 176, 602, 156), tuple(asked.defs.elements))
    controls.build_buttons()
    for b in controls.bar.buttons:
        size, lines = b.fitted()
        assert " ".join(lines) == b.label, (b.label, lines)  # the whole label, no ellipsis
    assert not any("…" in b.label for b in controls.bar.buttons)


def test_a_discard_clicked_with_no_card_picked_says_to_pick_a_card_first():
    from game.i18n import t

    controls, board = controls_for(DUEL, 0)
    board.place_at = lambda pos: ("main", 0)  # type: ignore[method-assign]  # the click lands on the main discard
    controls.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(900, 500)))
    assert board.flashes == [t("evolution.pick_card_to_discard")] and board.sent == []
    press(controls, pygame.K_q)  # the quick discard's key, the same answer
    assert board.flashes[-1] == t("evolution.pick_card_to_discard") and board.sent == []
    press(controls, pygame.K_4)  # with a card picked, the discard takes it
    press(controls, pygame.K_q)
    assert board.sent == [(0, act("discard", "water0", "quick"))]
