"""Hard bots play a match on while a test reads the hint of every move (the hint tests share this walk)."""

from collections.abc import Iterator

from game.hints import Hint
from game.match import Match


def hinted_moves(m: Match, moves: int) -> Iterator[tuple[int, Hint]]:
    """(seat, hint) at each of up to `moves` moves; the hint's move is then played (it is the hard
    bot's own). Real time passes while nobody may act; the walk ends with the game."""
    for _ in range(moves):
        if m.state.is_over:
            return
        actors = [s for s in m.state.actors() if m.state.legal_actions(s)]
        if not actors:
            m.pass_time(0.5)
            continue
        seat = actors[0]
        h = m.hint(seat)
        assert h is not None and h.action in m.state.legal_actions(seat), f"move {len(m.moves)}: hint {h}"
        yield seat, h
        m.play(seat, h.action)
