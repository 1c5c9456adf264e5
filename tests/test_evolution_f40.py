"""f40 (fixes after nc39, Elementary Evolution): the newcomer's words, each checked where it shows."""

from __future__ import annotations

from lang import plain
from test_evolution_nc27 import TORNADO

from game import i18n

PAUSED_TORNADO = TORNADO.replace("    piles: {air: [air0]}\n",
                                 "    piles: {air: [air0]}\n    quick_state: unavailable\n", 1)


def _tornado_buttons(app, tmp_path, text: str) -> dict[str, tuple[object, bool]]:
    """The buttons offered for the fire3 thrown by a Tornado: label → (rect, enabled)."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], text)
    c = table.controls
    c.do(act("play", "air1", "air"))
    assert run_until(app, lambda: c.asked is not None and c.asked.first("tornado") is not None, 3), c.prompt
    c.select("fire3")
    labels = lambda: [b.label for b in c.bar.buttons]  # noqa: E731
    assert run_until(app, lambda: any("Défausse" in x for x in labels()), 3), labels()
    out = {plain(b.label).replace(" ⏎", ""): (b.rect.copy(), b.enabled) for b in c.bar.buttons}
    app.stack.pop()
    return out


def test_the_discards_buttons_keep_their_places_when_the_quick_one_is_closed(app, tmp_path):
    """nc39 shots 143, 161: in one Tornado the left button was « Défausse principale (M) », in the next
    « Défausse rapide (Q) » (the quick discard open again), and a habit click sent Air 2 to the quick one.
    The quick discard's button stays left, greyed while it is closed; the main one keeps its place."""
    both = _tornado_buttons(app, tmp_path, TORNADO)
    closed = _tornado_buttons(app, tmp_path, PAUSED_TORNADO)
    quick, main = "Défausse rapide (Q)", "Défausse principale (M)"
    assert both[quick][1] and both[main][1], both
    assert both[quick][0].x < both[main][0].x
    assert closed[quick][0] == both[quick][0] and not closed[quick][1], closed
    assert closed[main][0] == both[main][0] and closed[main][1], closed


def test_the_hold_back_question_says_why_the_rivals_own_card_matters():
    """nc39 shots 008, 106: « n'est plus qu'à un niveau de poser sa propre Air 4 » (so what?) and « peut déjà
    poser la sienne » (its Sirène?): its own card would release the creature again, said so."""
    for gap, words in (("now", "Bot 2 peut déjà la libérer de nouveau avec sa propre Air 4."),
                       ("soon", "Bot 2 n'a plus qu'une carte à poser avant sa propre Air 4.")):
        said = plain(i18n.t_in("fr", "evolution.prompt.release", creature="Elfe", way="block", holder="",
                               power="", kind="condemn_quick", card="Air 4", rival="Bot 2", gap=gap))
        assert said.endswith(words) and "la sienne" not in said, said
    said = i18n.t_in("en", "evolution.prompt.release", creature="Elf", way="block", holder="", power="",
                     kind="condemn_quick", card="Air 4", rival="Bot 2", gap="now")
    assert said.endswith("Bot 2 can already release it again with their own Air 4."), said


