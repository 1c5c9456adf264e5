"""Issue 24, round 10 (Elem Master): a newcomer's frictions with the hints' reasons, one's own
pieces as targets, the frames over the cells, the tutorial and the bot's turn."""

from hint_walk import hinted_moves

from game import i18n
from game.match import Match


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _levels(m: Match, mine: bool) -> int:
    """The levels on the board of seat 0 (`mine`) or of the other side."""
    return sum(s[2] for s in m.state.view(0)["stacks"].values() if (s[0] == 0) == mine)


def test_a_hints_reason_says_what_its_own_move_does():
    """« Déplacez votre Eau de e1 vers f2 : l'adversaire perd encore un niveau ce tour » (shot-51): a
    move that takes nothing was sold by the whole turn's figure. The why is now the named move's
    own: the levels it takes or gains, else what it prepares, else what it changes on the board."""
    i18n.set_lang("fr")
    reasons: dict[str, int] = {}
    for seed in (0, 1):
        m = Match("elemmaster", ["human", "bot:easy"], seed=seed, options={})
        for seat, h in hinted_moves(m, 50):
            if seat != 0 or m.state.view(0)["phase"] != "play" or h.reason in ("plan_win", "plan_over"):
                continue
            why, values = h.params["why"]
            reasons[why] = reasons.get(why, 0) + 1
            said = _plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Vous", "Bot"]))
            assert "ce tour" not in said.split(" : ")[1].split(".")[0], said  # no whole-turn figure
            theirs, mine = _levels(m, False), _levels(m, True)
            after = m.state.fast_copy() if hasattr(m.state, "fast_copy") else None
            assert after is not None
            after._apply(0, h.action)
            lost = theirs - sum(s.level for s in after.stacks.values() if s.owner != 0)
            won = sum(s.level for s in after.stacks.values() if s.owner == 0) - mine
            if why == "why_hurt":
                assert values["n"] == lost > 0, (said, lost)
            elif why == "why_grow":
                assert values["n"] == won > 0, (said, won)
            else:
                assert lost <= 0 and (won <= 0 or h.params.get("own")), (said, lost, won)
            if why == "why_prepare":
                assert values["cell"] in (str(x) for x in h.action.args), said  # the piece this move places
                assert said.split(" : ")[1].startswith("pour "), said
                if not h.params.get("next"):
                    assert "Ensuite" not in said, said
    assert reasons.get("why_prepare", 0) >= 2, reasons
    assert len(reasons) >= 4, reasons
