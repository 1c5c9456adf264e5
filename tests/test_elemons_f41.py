"""Elemons, fix round f41 (nc40): what a newcomer met in round 40."""

from __future__ import annotations

import pygame
import pytest

from game import elemons
from sprites import shapes
from sprites.elemons import components


def _gold_on_top(face: pygame.Surface) -> int:
    """Pixels of the crown's gold in the top third of a face, inside its frame."""
    w, h = face.get_size()
    return sum(1 for x in range(w // 5, w - w // 5) for y in range(h // 3)
               if face.get_at((x, y))[:3] == shapes.GOLD)


@pytest.mark.parametrize("size", [128, 64, 30])
def test_a_gigamon_wears_a_crown_its_elemon_does_not(size):
    """nc40 shot 086: Terramon beside Geomon in the hand read as the same piece (the Gigamon was its Elemon with
    a gold border), and the rules page's « Anemomon » under an Aeromon's picture read as an Elemon. A Gigamon's
    face has a gold crown over its symbol, at every size the table draws it; an Elemon's has none."""
    pygame.init()
    for kind in elemons.load_defs().kinds.values():
        tile = components.tile_front(kind)((size, size))
        giga = components.gigamon_front(kind)((size, size))
        assert _gold_on_top(tile) == 0, kind.id
        assert _gold_on_top(giga) >= size * size // 60, (kind.id, _gold_on_top(giga))


def test_the_aeromon_pickers_small_chips_carry_no_unreadable_name(app, tmp_path, monkeypatch):
    """nc40 shots 049, 098: with no room for names under the picker's chips, each chip carried its name drawn
    at about 7 px, unreadable. A chip too small for a name under it shows its picture only (colour and
    symbol, as in the hands); a chip with a name under it was bare already."""
    from test_elemons_f36 import ALL
    from test_elemons_nc21 import aeromon_swap

    from game import i18n

    i18n.set_lang("fr")
    mine = ["electromon", "floramon", "geomon", "hydromon", "polymon", "pyromon"] * 2
    won = f"[[{', '.join(mine)}], [{', '.join(ALL * 2)}]]\ngigamons: {{floramon: 0, pyromon: 1}}"
    table = aeromon_swap(app, tmp_path, won=won)
    drawn: list[tuple[str, int]] = []
    real = table.face
    monkeypatch.setattr(table, "face", lambda kind, size: drawn.append((kind, size)) or real(kind, size))
    app.frame(1 / 60)
    assert not table.swap_named, "the crowded picker has no room for names under its chips"
    chips = {(k, r.width) for row in table.swap_rows() for r, k in row}
    assert chips and not chips & set(drawn), sorted(chips & set(drawn))


def test_the_persons_own_panel_says_what_they_are_one_elemon_from(app, tmp_path):
    """nc41 shot 127: two Geomons in the person's hand while the bot held Terramon, and nothing said that one
    more Geomon would take it; only the bot's panel said « À 1 … de … ». The person's own panel says it too,
    for a wild Gigamon or another seat's; none when nothing is one short."""
    from scene_input import open_scenario_text

    from game import i18n

    i18n.set_lang("fr")
    table = open_scenario_text(
        app, "elemons", ("human", "bot:easy"), tmp_path, "game: elemons\nseats: 2\ngrid: [aeromon, hydromon, geomon,"
        " hydromon, floramon, pyromon, electromon, floramon, pyromon]\npile: [floramon, floramon, floramon]\n"
        "won: [[geomon, geomon, pyromon], [electromon, electromon, hydromon]]\ngigamons: {geomon: 1}\n")
    app.frame(1 / 60)
    said, _warn = table.own_near_words(0)
    assert said.replace("\u202f", " ") == "Plus qu'un Geomon pour Terramon !", said
    lines, *_ = table.near_layout(0)
    assert lines and "Geomon" in " ".join(lines), lines
    table.m.players[0].tiles = ["pyromon", "hydromon"]
    assert table.own_near_words(0) == ("", False)


def test_the_hint_to_turn_a_second_tile_for_a_chance_says_what_it_shows_the_opponent():
    """nc41 shots 089, 110: twice the hint's second tile, turned for a chance at the pair, showed the bot a
    tile it paired on its next turn, and nothing had said the risk (nor the memory tactic behind it)."""
    from lang import plain

    from game import i18n

    for lang, words in (("fr", "Sinon, votre adversaire l'aura vue aussi."), ("en", "If not, your opponent will have "
                                                                                   "seen it too.")):
        i18n.set_lang(lang)
        said = plain(i18n.hint_text("elemons", "blind_second", {"slot": 2, "kind": "geomon", "up_slot": 0}))
        assert said.endswith(words), said
    i18n.set_lang("fr")
