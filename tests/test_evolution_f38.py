"""f38 (fixes after nc36-nc37, Elementary Evolution): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game import i18n


def test_the_cascade_warning_says_a_possibility_not_the_bots_hand():
    """nc36-37: « Bot 2 peut contrer ce Feu avec Eau 2 (Cascade) » was read as « Bot 2 holds Eau 2 ». The
    hand is hidden: the warning says « if » (that the question still shows whole at its longest, with these
    words, is nc35's test)."""
    from test_evolution_nc34 import FIRE, _burn_asked

    # f54 (nc65 089-092, 146): the Cascade raises the defender's pile, said with the odds (meant)

    for lang, words in (("fr", "Si Bot 2 a une Eau 1 (3 chances sur 10), sa Cascade le contrera en montant sa pile."),
                        ("en", "If Bot 2 holds a Water 1 (3 chances in 10), their Cascade will counter it and raise "
                               "their pile.")):
        text = _burn_asked(FIRE, lang)[0].prompt_text()
        assert text.endswith(" " + words), text
    i18n.set_lang("fr")


# nc37 shot 116: the person a card from the win (19), their Eau 4 free; the bot holds the Phénix, its own free
# cards two level-1 ones
PHOENIX_HELD = """
seats: 2
current: 0
turn: 17
mages:
  - hand: [air4, fire5, ether4]
    piles:
      air: [air0, ether1]
      fire: [fire0, fire1]
      earth: [earth0, earth1, earth2, earth3, earth4]
      water: [water0, water1, water2, water3, water4, water5]
    rooted: {earth: 5, water: 6}
    rest: draw
  - hand: [water5, ether2]
    piles:
      air: [air0, air1, air2, air3, air4, air5]
      fire: [fire0, fire1, fire2, fire3, fire4, fire5]
      earth: [earth0, earth1, earth2, earth3, earth4, earth5]
      water: [water0, water1, water2, ether3, water4]
    rest: draw
tokens:
  phoenix: {holder: 0, giver: 1}
"""


def test_the_bots_burn_with_the_phoenix_a_rival_far_ahead_and_free():
    """nc36-37: the bot kept the Phénix three turns while the person, a card from the win, lay free (« my
    last two placements were never punished »). Medium and hard use it now; level with the bot, the same
    free card is not worth it (the bot's own free cards burn too)."""
    import random

    import yaml

    from game.evolution.bots import MEDIUM, SHARP
    from game.evolution.checks import position

    st = position(yaml.safe_load(PHOENIX_HELD))
    legal = st.legal_actions(0)
    assert any(a.kind == "power" and a.args[0] == "phoenix" for a in legal), legal
    for policy in (MEDIUM, SHARP):
        chosen = policy(st, 0, legal, random.Random(1))
        assert chosen.kind == "power" and chosen.args[0] == "phoenix", chosen
    level = yaml.safe_load(PHOENIX_HELD)
    level["mages"][1]["piles"] = {"water": ["water0", "water1", "water2", "ether3", "water4"]}
    st = position(level)
    assert MEDIUM(st, 0, st.legal_actions(0), random.Random(1)).kind != "power"


def test_a_turn_that_ends_by_itself_shows_its_line_a_beat_first_with_no_help_box(app, tmp_path):
    """nc37 shot 81 (change 5): « votre tour se termine de lui-même » surprised them, and the rapid discard's
    help box lay over the Fire and Earth piles meanwhile. The line shows a beat before the turn ends, and no
    help box comes by itself while the turn ends."""
    from scene_input import run, run_until
    from test_evolution_newcomer import LAST_CARD
    from test_scenes_evolution import moves, table_for

    from game.core import Action

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], LAST_CARD)
    table.controls.do(Action.parse("play earth1 earth"))
    run(app, 0.3)
    assert table.hover_delay((0, 0)) is not None  # a help box may come while the person has a choice
    table.controls.do(Action.parse("skip"))
    assert run_until(app, lambda: table.held_line_now() == i18n.t("evolution.auto.end"), 1)
    assert "0 end" not in moves(table), moves(table)  # the beat: the line is shown, the turn not ended yet
    assert table.hover_delay((0, 0)) is None
    assert run_until(app, lambda: "0 end" in moves(table), 3)
