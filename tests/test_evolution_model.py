"""The display model's law for Elementary Evolution: the model of the view before an action, with
the action's visible events folded in, equals the model of the view after it (every seat, public)."""

from __future__ import annotations

import random

import pytest

from game.core import Chance
from game.evolution import EvolutionState
from game.evolution.bots import MEDIUM
from scenes.evolution.model import Model, inspect_text


def viewers(st: EvolutionState) -> list[int | None]:
    return [None, *range(st.num_seats)]


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [3, 11])
def test_folding_visible_events_gives_the_model_of_the_view_after(seed, n):
    rng = random.Random(seed)
    st = EvolutionState.new_game(n, Chance(seed), variant="fusion" if seed % 2 else "standard")
    for seat in viewers(st):  # the opening: the boxed decks, dealt out by the set-up events
        m = Model.from_view(st.view(seat), seat)
        m.rewind_setup(len(st.defs.deck()))
        for ev in st.setup_events:
            if ev.visible_to(seat):
                m.apply(ev)
        assert m == Model.from_view(st.view(seat), seat)
    kinds: set[str] = set()
    for _ in range(700):
        if st.is_over:
            break
        before = {s: Model.from_view(st.view(s), s) for s in viewers(st)}
        (actor,) = st.actors()
        acts = st.legal_actions(actor)
        events = st.apply(actor, rng.choice(acts) if rng.random() < 0.6 else MEDIUM(st, actor, acts, rng))
        kinds.update(e.kind for e in events)
        for s, m in before.items():
            for ev in events:
                if ev.visible_to(s):
                    m.apply(ev)
            assert m == Model.from_view(st.view(s), s), f"viewer {s} after {[e.kind for e in events]}"
    assert {"play", "burned", "discard", "give"} <= kinds


def test_every_piece_the_table_shows_has_a_name_and_a_text_in_both_languages():
    st = EvolutionState.new_game(2, Chance(0))
    d = st.defs
    pieces = [("card", c) for c in d.cards] + [("creature", c) for c in d.creatures]
    pieces += [("pile", p) for p in d.elements]
    pieces += [(k, k) for k in ("quick", "main", "draw", "centre", "unavailable", "condemned", "token_back")]
    for kind, ident in pieces:
        fr, en = inspect_text(kind, ident, "fr"), inspect_text(kind, ident, "en")
        assert all(fr) and all(en) and "{" not in fr[1] + en[1], (kind, ident)
    assert inspect_text("creature", "phoenix", "fr")[0] == "Phénix"
    assert inspect_text("creature", "phoenix", "en")[0] == "Phoenix"
