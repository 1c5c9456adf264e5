"""Fix round f38 (newcomer nc37, Monsters): a dealt hand with no line says so at once, Conseil in two
stages, the tie order in sight, and the tutorial's first step shorter."""

from __future__ import annotations

from test_scenes_monsters import go_live, table_with

from game import i18n
from game.i18n import t
from game.match import Match


def _seed_needing_a_swap() -> int:
    from game.monsters.defs import load_defs

    cards = load_defs().cards
    for s in range(80):
        v = Match("monsters", ["human", "bot:beginner"], seed=s).state.view(0)
        hand, centre = v["hand"], v["centre"]
        if not cards.colours_of(hand) and any(cards.colours_of([*(c for c in hand if c != o), centre]) for o in hand):
            return s
    raise AssertionError("no opening hand of these seeds needs a swap first")


def test_a_dealt_hand_without_a_line_says_so_at_once(app) -> None:
    """nc37 shot 62: 35 s of search in vain before Conseil said « Aucune ligne avec ces cartes »; the
    prompt under the hand says it as the hand is dealt, in every game."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=_seed_needing_a_swap())
    go_live(app, table)
    assert table.hint_shown is None and not table.guided
    said = table.play_prompt([])
    assert said.startswith("Aucune ligne sans échange\u00a0: regardez le centre"), said
