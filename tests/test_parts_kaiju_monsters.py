"""The parts the Kaiju and Monsters tables are composed of, each tested alone: Kaiju's controls
against a stand-in for the table (only what `KaijuScreen` declares), what is drawn while pieces fly
(`Landed`), where the pieces are (`Places`); Monsters' arrangement and motion."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import data
from game.core import Action, Chance, IllegalAction, act
from game.kaiju import KaijuState, from_scenario, load_defs
from game.kaiju.defs import KaijuDefs
from scenes.kaiju.controls import KaijuControls, plays, take_slots, take_values, takes
from scenes.kaiju.landed import Landed
from scenes.kaiju.layout import L, Places
from scenes.kaiju.model import KaijuModel
from scenes.monsters.drawing import Arrangement, CardAnim, Motion
from sprites.tween import Tween

MAIN = """seats: 2
active: 0
phase: main
dice: [3, 5]
table: [8, 2, 3, 5, 1, 1, 1, 1]
players: [{hand: [2, 4, 9]}, {hand: [1]}]
"""


class Screen:
    """A stand-in for the Kaiju table: a position, its legal actions, and what was sent."""

    def __init__(self, state: KaijuState, seat: int = 0) -> None:
        self.state, self.seat = state, seat
        self.defs: KaijuDefs = state.defs
        self.names = ["Ann", "Bob"]
        self.landed = Landed(lambda: self.model)
        self.sent: list[Action] = []
        self.refused: list[Action] = []
        self.flashed: list[str] = []

    @property
    def model(self) -> KaijuModel:
        return KaijuModel.from_view(self.state.view(self.seat), self.seat)

    @property
    def places(self) -> Places:
        return Places(self.seat, self.state.num_seats, tuple(self.defs.mecha_faces))

    def human_to_act(self) -> int | None:
        return self.seat

    @property
    def viewer(self) -> int | None:
        return self.seat  # the screen is the acting seat's

    def passes_openly(self, seat: int) -> bool:
        return False

    def only_pass(self, seat: int) -> bool:
        return self.legal(seat) == [Action("pass", ())]

    def legal(self, seat: int | None) -> list[Action]:
        return [] if seat is None else self.state.legal_actions(seat)

    def act(self, seat: int | None, action: Action) -> bool:
        if seat is None or action not in self.state.legal_actions(seat):
            self.refused.append(action)
            return False
        self.sent.append(action)
        return True

    def flash(self, message: str) -> None:
        self.flashed.append(message)

    def color(self, name: str) -> tuple[int, int, int]:
        return (52, 70, 92)

    def die_face(self, i: int) -> int | None:
        return (self.model.dice or [None, None])[i]


@pytest.fixture
def screen(tmp_path) -> Screen:
    pygame.font.init()  # the controls measure their labels
    path = tmp_path / "main.yaml"
    path.write_text(MAIN)
    return Screen(from_scenario(data.load(path), Chance(1), load_defs()))


def test_controls_send_through_the_one_verb_and_tag_every_button(screen):
    controls = KaijuControls(screen)
    controls.build_buttons()
    assert controls.prompt_key == "kaiju.prompt.main"
    tags = [b.tag for b in controls.bar.buttons]
    assert {"card 2", "card 4", "card 9"} <= set(tags)
    assert {f"take {v}" for v in (2, 3, 5, 8)} <= set(tags) and "take 3 5" in tags
    controls.click_slot(2)  # the 3: alone or with the 5, so it is only picked
    assert controls.picks.slot == 2 and not screen.sent
    controls.click_slot(3)
    assert screen.sent == [act("take", 3, 5)]


def test_controls_walk_a_cards_choices_then_back_out(screen):
    controls = KaijuControls(screen)
    controls.pick_card(9)  # a 9 does one of several things: its effect is asked first
    assert controls.picks.card == 9 and controls.picks.effect is None
    assert [b.tag for b in controls.bar.buttons][:2] == ["effect reroll", "effect steal"]
    controls.pick_effect("reroll")
    controls.toggle_die(2)
    assert next(b for b in controls.bar.buttons if b.tag == "reroll").enabled
    controls.back_out()
    assert controls.picks.card == 9 and controls.picks.effect is None
    controls.back_out()
    assert controls.picks.card is None


def test_a_refused_click_still_goes_to_the_table_so_the_engine_says_why(screen):
    controls = KaijuControls(screen)
    controls.click_slot(4)  # a 1: the dice 3, 5 do not take it
    assert screen.refused == [act("take", 1)]
    with pytest.raises(IllegalAction):
        screen.state.apply(0, act("take", 1))


def test_the_helpers_read_legal_actions_and_tags():
    legal = [act("play", 9, "reroll", 1), act("play", 9, "steal", 1), act("take", 3, 5), act("take", "nothing")]
    assert plays(legal) == {9: {"reroll": [legal[0]], "steal": [legal[1]]}}
    assert takes(legal) == {(3, 5): legal[2]}
    assert take_values("take 3 5") == (3, 5)
    assert take_values("take nothing") is None and take_values("card 7") is None
    assert take_slots([8, 8, 3, None, 8], (8,), frozenset({8})) == [0, 1, 4]  # an 8 takes every 8


def test_landed_keeps_a_flying_card_out_of_its_place(screen):
    landed = screen.landed
    assert landed.hand(0) == ([2, 4, 9], 3)
    landed.take_off(("hand", 0, 4))
    assert landed.hand(0) == ([2, 9], 2) and landed.flying(("hand", 0, 4)) == 1
    assert landed.groups(0) == [("k2", 1, 2), ("k9", 1, 9)]
    landed.land(("hand", 0, 4))
    assert landed.hand(0) == ([2, 4, 9], 3) and landed.flying(("hand", 0, 4)) == 0
    assert landed.hand(1) == (None, 1)  # another hand: backs only
    landed.take_off(("hand", 1, "back"))
    assert landed.hand(1) == (None, 0)
    landed.clear()
    assert landed.hand(1) == (None, 1)


def test_places_lay_the_home_hand_in_a_row_and_the_others_above():
    places = Places(1, 3, (1, 2, 3, 4, 5, 6))
    assert places.others() == [2, 0]
    assert places.seat_rect(1) == L.home
    assert places.seat_rect(2).x < places.seat_rect(0).x
    rects = places.hand_rects([("k2", 1, 2), ("k8", 3, 8), ("M4", 1, 4)])
    assert [art for _, art, _, _ in rects] == ["k2", "k8", "M4"]
    assert all(a[0].right < b[0].x for a, b in itertools.pairwise(rects))  # left to right, apart
    assert places.mecha_rect(2).x > places.mecha_rect(1).x


def test_arrangement_chooses_the_selected_stacked_card_else_the_top():
    arr = Arrangement(stack=[7, 3, 5], orient={3: (1, 0)})
    assert arr.chosen() == 7 and arr.placements() == [(7, 0, 0), (3, 1, 0), (5, 0, 0)]
    arr.selected = 5
    assert arr.chosen() == 5
    arr.selected = 9  # selected in the hand, not stacked
    assert arr.chosen() == 7
    arr.drag = {"card": 3, "moved": False}
    assert arr.dragged() is None
    arr.drag["moved"] = True
    assert arr.dragged() == 3
    arr.clear()
    assert arr == Arrangement()


def test_motion_clears_what_moves_but_keeps_the_last_trick():
    motion = Motion(turning={4: CardAnim("rot", Tween(0.0, 1.0, 0.2))}, hidden={("hand", 4)},
                    pulse={(0, "red"): Tween(0.0, 1.0, 0.6)}, last_trick={"seat": 0})
    motion.clear()
    assert (motion.turning, motion.hidden, motion.pulse, motion.showcase) == ({}, set(), {}, None)
    assert motion.last_trick == {"seat": 0}
