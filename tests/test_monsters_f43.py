"""Rounds 45, 47 and 48's fixes on Monsters (fix round f43), each from a newcomer's report."""

from __future__ import annotations

# Bot 2 lacks only purple; every card of the person's hand shows purple: whichever swap Conseil gives feeds it
ALL_PURPLE = """title: {fr: Tout est violet, en: All purple}
seats: 2
hands: [[45, 6, 33], [1, 2, 3]]
centre: 37
tricks:
  - []
  - - {colour: yellow, cards: [8, 9, 10]}
    - {colour: green, cards: [11, 13, 14]}
    - {colour: red, cards: [16, 18, 19]}
    - {colour: blue, cards: [21, 22, 23]}
"""


def test_a_swap_hint_that_feeds_a_rival_says_why_it_stands(app, tmp_path):
    """nc45 shot 091: « Échangez votre carte de la touche 2 … Attention : cette carte montre un monstre violet, la
    couleur qui manque encore à Bot 2 ; au centre, elle pourrait l'aider. » read as Conseil contradicting itself
    (« I expected the hint to pick the safest option, or to say why the risk is worth it »). The hint already
    gives the swap that feeds least among those that reach as far; when it still feeds, it says so."""
    from lang import plain
    from test_monsters_newcomer5 import _table

    from game import i18n
    from game.hints import hint

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    table = _table(app, tmp_path, ALL_PURPLE)
    advice = hint(table.feed.match, 0)
    assert advice is not None and advice.action.kind == "swap" and advice.reason in ("swap_towards", "swap_useful")
    said = plain(table.feeding(advice))
    assert said.startswith("Attention : cette carte montre") and "violet" in said, said
    assert said.endswith("au centre, elle pourrait l'aider. Les autres échanges l'aideraient autant, ou vous "
                         "avanceraient moins."), said
    assert said in plain(table.hint_detail(advice))
    i18n.set_lang("en")
    assert plain(table.feeding(advice)).endswith("The other swaps would help them as much, or take you less far.")
    i18n.set_lang("fr")


def test_ones_own_swap_flies_under_the_words_beside_the_hand(app):
    """nc45 shot 093: after the person's swap, the card taken went round the pile being built, over the
    « Dernier pli ! » box, and hid « Le prochain pli, le vôtre ou un autre, vide la pioche… », the round's most
    urgent words. Both cards of one's own swap fly under them, as the cards drawn do."""
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from game.core import Event

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    hand, centre = list(table.hand()), table.view["centre"]
    assert centre is not None
    table.on_swap(Event("swap", 0, {"gave": centre, "took": hand[1]}))  # as the view then stands: the card taken
    assert len(table.motion.under) == 2, table.motion.under
    assert all(f in table.anim.flights for f in table.motion.under)


def test_a_swap_hint_followed_never_says_the_person_went_their_own_way(app, tmp_path):
    """nc47 shots 073-074, 082, 090: Conseil said « Échangez votre carte de la touche 2 contre la carte du centre »,
    the person did, and the toast said « Vous suivez votre idée : l'indice s'efface »: the card had left the hand,
    which read as another way taken. A swap hint followed goes on to its next step without that line."""
    from test_monsters_newcomer5 import _table

    from game import i18n
    from game.hints import hint

    i18n.set_lang("fr")
    app.settings.speed = "normal"
    table = _table(app, tmp_path, ALL_PURPLE)
    advice = hint(table.feed.match, 0)
    assert advice is not None and advice.action.kind == "swap"
    table.hint_shown = advice
    flashes: list[str] = []
    real = table.flash
    table.flash = lambda message, calm=False: (flashes.append(message), real(message, calm))[1]
    assert table.act(0, advice.action)
    for _ in range(30):
        app.frame(1 / 30)
    assert i18n.t("monsters.hint_gone") not in flashes, flashes
    assert table.hint_shown is None or table.hint_shown.at != advice.at


def test_a_clue_stays_while_its_cards_are_stacked_in_any_order(app):
    """nc47 shots 081-082: the clue « Une ligne jaune est possible : ses monstres, cerclés, sont sur vos cartes des
    touches 1 et 3. À vous de trouver l'ordre et l'orientation », then, as the person stacked the yellow line their
    own way, « Vous suivez votre idée : l'indice s'efface »: a clue names no order, so its cards stacked in any
    order are its way. A full recipe left still goes with its line; a line of the hinted colour made another way
    goes without a word."""
    from test_monsters_f10_newcomer import legal_trick
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from game.core import Action
    from game.hints import Hint
    from game.i18n import t

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    clue = Hint(0, action, "missing", {"colour": str(action.args[0]), "steps": []}, at=table._decisions())
    table.hint_shown = clue
    assert table.nudging(clue)
    table.put_on_stack(placements[0][0])  # the trick's top card at the bottom: not the recipe's order
    app.frame(1 / 60)
    assert table.hint_shown is clue and table.error != t("monsters.hint_gone")
    table.take_back(placements[0][0])
    app.frame(1 / 60)
    # a recipe of another order, the line made the person's way: no « Vous suivez votre idée » over the line found
    other = Action("trick", (action.args[0], *action.args[4:7], *action.args[1:4], *action.args[7:]))
    assert other != action
    table.hint_shown = Hint(0, other, "missing", {"colour": str(action.args[0])}, at=table._decisions())
    table.error = ""
    for cid, turns, flip in reversed(placements):
        table.put_on_stack(cid)
        table.arrangement.orient[cid] = (turns, flip)
    colour = table.colour_ids.index(str(action.args[0]))
    assert table.defs.cards.check(table.arrangement.placements(), colour)
    app.frame(1 / 60)
    assert table.hint_shown is None and table.error != t("monsters.hint_gone"), table.error


def test_a_right_click_on_the_slot_of_the_card_just_placed_flips_it_as_the_wheel_turns_it(app):
    """nc47 shots 047-048: card 2 put on the pile, a right click on its now empty slot did nothing, while a wheel
    notch there turns the card just placed (« ⇄ : clic droit » on screen). The right click flips it the same."""
    from scene_input import click
    from test_monsters_f10_newcomer import legal_trick
    from test_scenes_monsters import go_live, table_with

    from scenes.monsters.drawing import L

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    _action, placements = legal_trick(table)
    cid = placements[-1][0]
    slot = L.hand_slot(table.hand().index(cid))
    table.put_on_stack(cid)
    app.frame(1 / 60)
    assert table.card_at(slot.center)[0] == "" and table.arrangement.chosen() == cid
    before = table.arrangement.orient.get(cid, (0, 0))[1]
    click(app, slot.center, button=3)
    assert table.arrangement.orient.get(cid, (0, 0))[1] != before


def test_a_swap_hint_that_came_while_the_rivals_swap_was_shown_lets_its_swap_go(app, tmp_path):
    """nc48 shot 064: « Le centre a changé : échangez votre carte de la touche 3 », followed about 6 s after the bot's
    swap, was refused « Trop tard : le centre vient de changer », its tag still up. The hint had arrived while the
    screen still showed the bot's swap, was looked at once, and never marked as shown on the new centre. It is
    marked once the screen shows that centre, and the swap it advises goes."""
    import time

    from test_monsters_f21_round20 import bot_swaps, free_table
    from test_scenes_monsters import click

    from game.core import act
    from game.hints import Hint
    from scenes.monsters.drawing import L

    table = free_table(app, tmp_path)
    mine = table.hand()[0]
    bot_swaps(app, table)
    table._centre_changed_at = time.monotonic() - 0.5  # inside the grace: refused without a hint shown since
    hint = Hint(0, act("swap", mine), "swap_towards", {}, at=table._decisions())
    table.hint_shown = hint
    table._hint_centre = (hint, table.model.centre, False)  # looked at once, as the rival's swap was still shown
    table._centre_hinted = (None, -1e9)
    for _ in range(10):  # (a hand card under the pointer is not taken the moment the centre is clicked)
        app.frame(0.05)
    assert table._centre_hinted[0] == table.model.centre
    table._centre_changed_at = min(table._centre_changed_at, time.monotonic() - 0.5)  # still inside the grace
    click(app, L.centre.center)
    click(app, L.hand_slot(0).center)
    assert mine not in table.feed.view(0)["hand"], table.error


def test_a_hint_that_finds_cards_already_stacked_another_way_stays_until_the_stack_moves(app):
    """nc48 shots 065-066: cards 1 and 2 lay on the pile, Conseil said « Échangez votre carte de la touche 3 », the
    person did, and at once « Vous suivez votre idée : l'indice s'efface »: the next step's recipe had found the
    stack another way, before the person did anything. A hint stays while the stack is as it found it; a card moved
    after it is the person's own way."""
    from test_monsters_f10_newcomer import legal_trick
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from game.hints import Hint
    from game.i18n import t

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    table.put_on_stack(placements[0][0])  # the recipe's top card, at the bottom: not its way
    app.frame(1 / 60)
    recipe = Hint(0, action, "missing", {"colour": str(action.args[0])}, at=table._decisions())
    assert not table.nudging(recipe) and not table.on_the_way(action)
    table.hint_shown = recipe
    table.error = ""
    for _ in range(5):
        app.frame(1 / 60)
    assert table.hint_shown is recipe and table.error != t("monsters.hint_gone")
    other = next(c for c, _t, _f in placements if c not in table.arrangement.stack)
    table.put_on_stack(other)  # a card moved after the hint: the person's own way
    app.frame(1 / 60)
    assert table.hint_shown is None and table.error == t("monsters.hint_gone")
