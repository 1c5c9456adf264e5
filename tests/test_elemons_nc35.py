"""Round 35 newcomer's Elemons findings (nc35)."""

from __future__ import annotations

from game import i18n
from game.core import Event


def caught(seat: int, kind: str, gigamon: str) -> Event:
    return Event("gigamon_caught", seat, {"gigamon": gigamon, "kind": kind, "from": None, "given": [kind] * 3})


def test_two_catches_in_one_turn_each_get_their_banner(app, tmp_path):
    """nc35 shots 90-91: the bot caught Biomon, then Supermon in the same turn; the banner said « Biomon
    attrapé ! », then only that one more Gigamon wins: Supermon was named in the log alone. Each catch is
    named in its banner, one after the other, the warning after the second."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.tweens.speed = 1.0
    said: list[str] = []
    held = 0.0
    for ev in (caught(1, "floramon", "biomon"), caught(1, "polymon", "supermon")):
        hold = table.show(ev)
        assert table.anim.banner_item is not None
        said.append(table.anim.banner_item.text)
        waited = 0.0
        while waited < hold:  # the next event waits this long: the banners it holds come in that time
            table.tweens.step(0.05)
            table.anim.prune()
            waited += 0.05
            if table.anim.banner_item is not None and table.anim.banner_item.text != said[-1]:
                said.append(table.anim.banner_item.text)
        held += hold
    biomon, supermon = (table.kind(k).gigamon_name["fr"] for k in ("floramon", "polymon"))
    one_more = i18n.t("elemons.announce.one_more", k=2, who=table.names[1], you="no")
    assert said == [i18n.t("elemons.caught", name=biomon), i18n.t("elemons.caught", name=supermon), one_more], said
    assert held < 6, held
