"""Elem Master, fix round f41 (nc40): what a newcomer met in round 40."""

from __future__ import annotations

import pytest

from game.match import Match


def _waters(st, seat: int) -> int:
    return sum(s.level for s in st.stacks.values() if s.owner == seat and s.element == "water")


def _turns_water_to_earth(st, seat: int, a) -> bool:
    """Whether `a` is `seat` attacking its own Water with its own Earth, or the other way: Earth beats
    Water, so the Water loses a level and the Earth gains one (a conversion the rules allow)."""
    if a.kind != "attack":
        return False
    src, dst = (st.stacks.get(st.geo.index[str(v)]) for v in a.args[:2])
    return src is not None and dst is not None and src.owner == dst.owner == seat \
        and {src.element, dst.element} == {"water", "earth"}


@pytest.mark.parametrize("level", ["bot:medium", "bot:close"])  # (the levels « sur mesure » opens with)
def test_no_bot_turns_its_last_water_into_earth(level):
    """nc40: on its first two turns « Bot sur mesure » sacrificed both its Waters to grow its Earth
    (« b6 affronte son propre élémentaire en c6 … Eau en b6 disparaît »). With no Water on the board
    nothing of its own could beat Fire again (the reserve only grows a piece already there), and the
    person's Fires walked to its Earth. No level converts its own last Water while an enemy Fire stands."""
    chances = 0
    for seed in range(12):
        seats = [level, "bot:easy"] if seed % 2 else ["bot:easy", level]
        seat = seats.index(level)
        m = Match("elemmaster", seats, seed=seed)
        while not m.state.is_over and m.state.turn < 10:
            st = m.state
            mover = st.current
            a = m.bot_choice(mover)
            enemy_fire = any(s.owner != seat and s.element == "fire" for s in st.stacks.values())
            if mover == seat and enemy_fire and _waters(st, seat) == 1:
                chances += any(_turns_water_to_earth(st, seat, b) for b in st.legal_actions(seat))
                assert not _turns_water_to_earth(st, seat, a), (seed, st.turn, str(a))
            m.play(mover, a)
    assert chances, "the last Water could never be converted: the check saw nothing"


def test_a_turns_first_line_names_the_earths_an_enemy_stands_ready_to_burn(app, tmp_path):
    """nc40: « threats said at the start of each turn »: the red « ! » showed only once a piece was picked,
    and nothing said, as the turn began, that the bot's Fire stood beside the person's Earth. The line under
    the board that says the turn's losses names each Earth beside an enemy that beats Earth, and by whom;
    an Earth with no such neighbour, or beside a Water, is not named."""
    from test_elemmaster_f19 import _plain, board

    from game import i18n

    i18n.set_lang("fr")
    table = board(app, tmp_path, "terrain: steppe\nstacks:\n  b2: 0 earth 2\n  e5: 0 earth 1\n  a3: 1 fire 1\n"
                  "  f6: 1 water 1\n  d1: 1 earth 2\n  c6: 0 water 1\ncurrent: 0\n", seats=("human", "bot:easy"))
    assert [_plain(x) for x in table.earth_threats(0)] == ["votre Terre en b2 (Feu en a3)"]
    table.model.round = 2
    table._say_losses(0)
    said = _plain(table.exposed_line[1] if table.exposed_line else "")
    assert said.endswith("Menace : votre Terre en b2 (Feu en a3)."), said
    assert table.earth_threats(1) == [], "the bot's Earth in d1 has no Fire of the person beside it"


def test_the_way_to_an_earth_is_never_a_water_attacking_it(tmp_path):
    """nc41b shot 188: Conseil warned « … le Eau en b2, qui peut arriver en b2 … attaquez d'abord ce Eau avec une
    Eau »: an attack by a Water, which Earth beats, was taken for a way to burn the person's Earth. Only a piece
    that beats Earth makes such a way."""
    from game.elemmaster import bots

    path = tmp_path / "s.yaml"
    path.write_text("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  b2: 1 water 2\n  f6: 1 earth 2\n  e1: 0 fire 1\n"
                    "current: 0\n")
    m = Match("elemmaster", ["human", "bot:easy"], scenario=str(path))
    st = m.state
    assert bots._search_earth_way(st, 0, {st.geo.index["a1"]}) is None
    path.write_text("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  b2: 1 fire 2\n  f6: 1 earth 2\n  e1: 0 water 1\n"
                    "current: 0\n")
    st = Match("elemmaster", ["human", "bot:easy"], scenario=str(path)).state
    way = bots._search_earth_way(st, 0, {st.geo.index["a1"]})
    assert way is not None and way["element"] == "fire" and way["start"] == "b2", way


def test_no_tutorial_step_says_keep_it_for_turn_4():
    """nc40 and nc41b (shots 027, 029): « gardez-le pour le tour 4 » (keep what? the screen said « Tour 2 »), in two
    steps. Both now say it is the souffle that waits for turn 4."""
    from game import tutorial

    for step in tutorial.load("elemmaster").steps:
        for lang in ("fr", "en"):
            text = step.say[lang].lower()
            assert "gardez-le pour le tour" not in text and "keep it for turn" not in text, text
