"""Round f45 of Evolution's first game (issue 24), from nc53's report: a creature's power said under the
banner where it comes into play; the tutorial's bot keeps what the person was told to keep."""

from __future__ import annotations

from lang import plain
from test_evolution_nc16 import _played

from game import i18n
from game.core import Event
from sprites.anim import Banner
from sprites.tween import Tween


def test_a_banner_says_its_detail_on_a_second_smaller_line_within_its_width():
    words = Banner("Créature libérée par Bot 2 (facile) : Sirène !", (400, 300), Tween(0.0, 1.0, 1.0), max_width=540)
    both = Banner(words.text, words.center, words.tween, max_width=540,
                  detail="Sirène : renvoie le Feu d'une carte, même sur celui qui l'a lancé")
    one, two = words.image(), both.image()
    assert two.get_height() > one.get_height() * 1.4 and two.get_width() <= 540, (one.get_size(), two.get_size())
    assert two.get_width() >= one.get_width()  # the words keep their size: the detail does not shrink them


def test_a_creature_released_or_given_to_you_says_what_it_does_under_its_banner(app, tmp_path):
    """nc53 shot 018: « teach creatures when they first matter: « Nouveau : Sylphe – un tour de plus » »: the ten
    tokens' hovers were met once, in the tutorial, and a game's creatures came unexplained. Said in the banner's
    words, the power shrank its line to size 9: it goes under them, smaller."""
    from test_scenes_evolution import DUEL, table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    release = Event("release", 1, {"creature": "sylph", "card": "air2", "holder": None})
    table.shown.append(release)
    table.show(release)
    banner = table.anim.banner_item
    assert banner is not None and plain(banner.text) == "Créature libérée par Bot 2 (facile) : Sylphe !", banner.text
    assert plain(banner.detail) == "Sylphe : un tour de plus", banner.detail
    table.shown.append(Event("give", 1, {"creature": "gnome", "target": 0, "taken_from": None}))
    assert table.on_give(table.shown[-1]) is not None
    gift = table.anim.banner_item
    assert gift is not None and plain(gift.text) == "Bot 2 (facile) vous donne Gnome : la créature est à vous !"
    assert plain(gift.detail) == "Gnome : désenracine une pile", gift.detail
    # an event with nothing to add keeps one line
    burn = Event("burn", 1, {"card": "fire1", "target": 0, "target_card": "air0", "pile": "air"})
    assert table.banner_detail(burn) == ""
    i18n.set_lang("en")
    try:
        assert table.creature_does("sylph") == "Sylph: an extra turn", table.creature_does("sylph")
    finally:
        i18n.set_lang("fr")


def test_the_tutorials_bot_keeps_its_one_and_its_ether_as_the_person_was_told():
    """nc53 shot 010: just after « Gardez vos cartes 1 et l'Éther », the easy bot threw its whole hand, Ether
    and Earth 1 too, into its quick discard (« looks silly »): its first turn is scripted to keep them, and the
    step that watches it says so."""
    steps = _played()
    i = next(i for i, (s, _, _) in enumerate(steps) if s.do == "play fire0 fire")
    step, events, _ = steps[i]
    thrown = [str(e.data.get("card")) for e in events if e.kind == "discard" and e.seat == 1]
    assert thrown and "ether1" not in thrown and "earth1" not in thrown, thrown
    assert "il garde, comme vous, sa carte 1 et son Éther" in plain(step.watch_text("fr")), step.watch_text("fr")


def test_the_empty_ether_place_shows_a_faint_ether_star(app, tmp_path):
    """nc53 shots 001, 049: « Éther : 0 » beside an empty dark square, « a newcomer cannot tell what it is until an
    Éther lands there »: the place shows the Ether's star, faint."""
    from test_scenes_evolution import DUEL, table_for

    from scenes.evolution.table import FELT, L
    from sprites import shapes

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert not table.m.centre
    app.frame(1 / 60)
    app.draw()
    empty = shapes.shade(FELT, -0.25)
    assert tuple(app.canvas.get_at(L.ether.center))[:3] != tuple(empty)[:3]
    assert tuple(app.canvas.get_at((L.ether.x + 3, L.ether.bottom - 4)))[:3] == tuple(empty)[:3]


def test_the_undine_is_said_to_stay_and_guard_where_it_moves():
    """nc53 shot 147: « I thought a creature power worked once, but the log says « Bot 2 déplace Ondine sur la carte
    Feu 4 » »: the tutorial's « chacun sert une seule fois » names the Undine's exception, and the log line says
    what the move does."""
    from game import tutorial

    tut = tutorial.load("evolution")
    tokens = next(s for s in tut.steps if "jetons de créatures à libérer" in s.text("fr"))
    assert "l'Ondine, elle, reste et se déplace" in plain(tokens.text("fr")), tokens.text("fr")
    assert "the Undine stays and moves" in tokens.text("en")
    moved = Event("move_marker", 1, {"creature": "ondine", "card": "fire4", "pile": "fire"})
    i18n.set_lang("fr")
    said = plain(i18n.describe("evolution", moved, ["Joueur 1", "Bot 2"]) or "")
    assert said == "Bot 2 déplace Ondine, qui garde désormais la carte Feu 4 (pile Feu)", said


def test_a_centre_creatures_hover_says_what_frees_it_in_fewer_words(app, tmp_path):
    """nc53 shot 020: Dhyâna's hover ran eight lines (« Créature libérée par le 2e Éther posé au centre (« Éther : »
    les compte) ; un Éther y va quand un mage retient une créature, et ce mage donne alors celle-ci… »)."""
    from test_scenes_evolution import DUEL, table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    i18n.set_lang("fr")
    _, body = table.inspect_at(table.token_rect("dhyana").center) or ("", "")
    said = plain(body)
    assert "les compte" not in said and "retient une créature" in said and len(said.split()) <= 40, said


def test_a_level_five_that_rooted_its_own_pile_is_not_said_to_fail_its_rooting():
    """nc54 shot 153: « Joueur 1 enracine automatiquement sa pile Terre (Terre 5) », then « L'enracinement de la carte
    Terre 5 n'a pas lieu : toutes les piles de Joueur 1 sont déjà enracinées » read as the rooting just done undone."""
    i18n.set_lang("fr")
    nothing = Event("no_target", 0, {"effect": "root", "card": "earth5"})
    said = plain(i18n.describe("evolution", nothing, ["Joueur 1", "Bot 2"]) or "")
    assert said == "La carte Terre 5 n'a plus de pile à enraciner : toutes les piles de Joueur 1 le sont déjà", said
    i18n.set_lang("en")
    try:
        said = i18n.describe("evolution", nothing, ["Player 1", "Bot 2"]) or ""
        assert said == "Earth 5 has no pile left to root: all of Player 1's piles are rooted already", said
    finally:
        i18n.set_lang("fr")


# nc53 shots 067-073, 095, 107: Conseil put both Ethers on Feu as 1 and 2; Feu 1 and Feu 2 came and were thrown away
ETHER_LOW = """
seats: 2
current: 0
turn: 4
mages:
  - hand: [ether1, ether2, water2, earth3, air3]
    piles: {air: [], fire: [fire0], earth: [], water: []}
    rest: draw
  - hand: [air1, air2, earth3, water4, fire4]
    piles: {air: [air0], fire: [fire0], earth: [earth0], water: [water0]}
    rest: draw
"""


def test_conseil_says_an_ether_leaves_the_card_of_its_level_nowhere_to_go():
    """nc53: « I expected Conseil to warn that the real Feu 1 and Feu 2 would become dead cards »: an Ether played
    at a level whose card is still to come says that card will fit the pile no more (words only: the pick stays)."""
    import yaml
    from test_evolution_issue24_hints import _hint

    from game.evolution.checks import position

    st = position(yaml.safe_load(ETHER_LOW))
    for lang, words in (("fr", "La carte Feu 1, encore à venir, ne se posera plus sur cette pile."),
                        ("en", "The Fire 1 card, still to come, will no longer fit this pile.")):
        i18n.set_lang(lang)
        a, text = _hint(st)
        assert str(a) == "play ether1 fire", a
        assert words in plain(text), text
    i18n.set_lang("fr")


# nc57 shots 168, 178: one card, one « il manque encore 4 niveaux », once to the quick discard, once to the main
SHUT = """
seats: 2
current: 0
turn: 10
mages:
  - hand: [earth5, air4, water4, fire4, earth4]
    piles: {air: [air0, air1], fire: [fire0, fire1], earth: [earth0], water: [water0, water1]}
    quick_state: unavailable
    rest: draw
  - hand: [air1, air2, earth3, water4, fire4]
    piles: {air: [air0], fire: [fire0], earth: [earth0], water: [water0]}
    rest: draw
"""


def test_conseil_says_why_a_card_that_will_serve_goes_to_the_main_discard():
    """nc57 shots 168, 178: « Mettez Terre 5 dans la défausse rapide : il manque encore 4 niveaux », then « principale »
    for the same reason (« the hint never says why »): the main one when the quick one is on hold, said so."""
    import yaml
    from test_evolution_issue24_hints import _hint

    from game.evolution.checks import position

    for lang, words in (("fr", "Mettez Terre 5 dans la défausse principale (votre rapide est en pause) : il manque"),
                        ("en", "Put Earth 5 in the main discard (your quick discard is on hold): its pile")):
        i18n.set_lang(lang)
        a, text = _hint(position(yaml.safe_load(SHUT)))
        assert str(a) == "discard earth5 main", a
        assert words in plain(text), text
        a, text = _hint(position(yaml.safe_load(SHUT.replace("    quick_state: unavailable\n", ""))))
        assert str(a) == "discard earth5 quick" and "(" not in plain(text).split(":")[0], text
    i18n.set_lang("fr")


# nc58 shots 160-164: a win this turn through Feu 4, whose symbol hands the Phénix to the bot, and no Ether to hold it
WIN_RISK = """
seats: 2
current: 0
turn: 20
mages:
  - hand: [fire4, fire5]
    piles: {air: [air0, air1, air2, air3, air4, air5], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3, earth4, earth5],
            water: [water0, water1, water2, water3, water4, water5]}
    rest: draw
  - hand: [air1, air2, earth3, water4, fire4]
    piles: {air: [air0], fire: [fire0], earth: [earth0], water: [water0]}
    rest: draw
"""


def test_a_win_this_turn_that_hands_over_a_striking_creature_says_so():
    """nc58 shots 160-164: « Vous pouvez gagner dès ce tour ! », then Feu 4 gave the bot the Phénix, which burned that
    very Feu 4: the win said as one that can be, with the creature and who gets it; with an Ether to hold it back (or
    to take Feu 4's place) nothing is said."""
    import yaml
    from test_evolution_issue24_hints import _hint

    from game.evolution.checks import position

    i18n.set_lang("fr")
    a, text = _hint(position(yaml.safe_load(WIN_RISK)))
    said = plain(text)
    assert str(a) == "play fire4 fire" and "la partie peut être à vous." in said, said
    assert said.endswith("Attention : Feu 4 donne Phénix à Bot 2, qui pourra s'en servir aussitôt contre cette "
                         "victoire."), said
    a, text = _hint(position(yaml.safe_load(WIN_RISK.replace("[fire4, fire5]", "[fire4, fire5, ether1]"))))
    assert "Attention" not in plain(text) and "la partie est à vous." in plain(text), text
