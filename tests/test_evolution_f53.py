"""Round f53 of Evolution's first game, from nc64's report: Conseil's reasons for a gift said as the one comparison
the look-ahead made (what the card brings against the creature's power, and which won)."""

from __future__ import annotations

from lang import plain
from test_evolution_f42 import SYLPH_DUEL
from test_evolution_f46 import GOLEM_LAST
from test_evolution_issue24_hints import NAMES

from game import i18n
from game.evolution.bots import HardBot
from game.evolution.checks import position

# nc64 shot 136: Air 2 (Sylphe's symbol) and Feu 2 (Salamandre's) in hand, a rival's card to burn
TWO_GIFTS = {
    "seats": 2,
    "current": 0,
    "turn": 7,
    "mages": [
        {"hand": ["fire2", "air2"], "rest": "draw", "rooted": {"earth": 3},
         "piles": {"air": ["air0", "air1"], "fire": ["fire0", "fire1"], "earth": ["earth0", "earth1", "earth2"]}},
        {"hand": ["water1", "earth1"], "rest": "draw",
         "piles": {"fire": ["fire0"], "water": ["water0"], "air": ["air0", "air1", "air2", "air3"]}},
    ],
}


def _hint(doc, scores=None, lang="fr"):
    """The hard bot's hint on `doc`, its look-ahead scoring every move alike (or by `scores`, its candidates'
    order), and its words."""
    st = position(doc)
    bot = HardBot(0, 1)
    bot.explaining = True
    if scores is None:
        bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
    else:
        bot.look_ahead = lambda view, cands, rng: {a: s for a, s in zip(cands, scores, strict=False)}  # type: ignore
    pick = bot.choose(st.view(0), st.legal_actions(0))
    i18n.set_lang(lang)
    try:
        return pick, plain(i18n.hint_text("evolution", *bot.why, NAMES))
    finally:
        i18n.set_lang("fr")


def _no_vague(said):
    assert "presque rien" not in said and "vaut pourtant" not in said and "pèse lourd" not in said, said
    assert "next to nothing" not in said and "still worth" not in said, said


def test_a_gift_kept_to_the_end_of_the_turn_says_what_the_card_brings_against_the_power():
    """nc64 shot 100: « vous pourriez poser Terre 1, mais son symbole donnerait Gnome … pour presque rien de plus »:
    the card's gain (a level and its rooting) and the creature's power, and which won."""
    pick, said = _hint(GOLEM_LAST)
    assert str(pick) == "end", pick
    assert ("vous pourriez poser Terre 3, mais son symbole donnerait Golem à Bot 2, qui pourra enraciner toutes ses "
            "piles d'un coup ; ce que la carte apporte (un niveau et un enracinement) ne vaut pas ce pouvoir. Mieux "
            "vaut la garder pour un prochain tour.") in said, said
    _no_vague(said)
    _, said = _hint(GOLEM_LAST, lang="en")
    assert "what the card brings (a level and a rooting) is not worth that power" in said, said


def test_a_gift_kept_for_another_move_says_the_same_comparison():
    pick, said = _hint(SYLPH_DUEL)
    assert str(pick) != "play air2 air", pick
    assert said.endswith("Pas encore Air 2 : le poser maintenant donnerait Sylphe à Bot 2, qui pourra jouer un tour "
                         "de plus ; ce que la carte apporte (un niveau et une Tornade) ne vaut pas ce pouvoir. "
                         "La suite du tour peut changer la donne."), said
    _no_vague(said)


def test_a_gift_worth_it_says_what_won_not_a_warning_then_its_opposite():
    """nc64 shots 115, 136: « Un tour de plus pour Bot 2 pèse lourd … Ce niveau vaut pourtant ce prix »."""
    pick, said = _hint(SYLPH_DUEL, scores=[0.9, 0.1])
    assert str(pick) == "play air2 air", pick
    assert ("Son symbole libère Sylphe : son jeton ira à Bot 2, qui pourra jouer un tour de plus, un gros atout dans "
            "une course à deux. Ce que la carte apporte (un niveau et une Tornade) l'emporte ici sur ce pouvoir") \
        in said, said
    _no_vague(said)


def test_of_two_gifts_the_lesser_is_said_as_such_and_the_other_weighed():
    """nc64 shot 136: Air 2 advised (Sylphe), Feu 2 advised against « pour presque rien de plus » though it would
    burn a card: the play says it is the lesser gift, and Feu 2's burn is counted in what it brings."""
    pick, said = _hint(TWO_GIFTS)
    assert str(pick) == "play air2 air", pick
    assert "Ce cadeau coûte moins cher que celui de Feu 2. Pas encore Feu 2 : le poser maintenant donnerait " \
           "Salamandre à Bot 2" in said, said
    assert "ce que la carte apporte (un niveau et une brûlure) ne vaut pas ce pouvoir" in said, said
    _no_vague(said)


def test_the_paused_quick_discard_says_one_wording_whatever_the_draw_pile_holds():
    """nc64 shots 043, 147: « rouvre au tirage suivant » at one moment, « rouvre à la pioche vide » at another. One
    wording, true at any count (the main discard comes back as the draw pile, and the quick one reopens)."""
    for lang, words in (("fr", "rouvre au retour de la principale"), ("en", "reopens when the main returns")):
        said = {plain(i18n.t_in(lang, "evolution.quick_paused_why", n=n)) for n in (0, 1, 7)}
        assert said == {words}, said


def test_the_tutorial_step_on_the_cycle_says_when_to_use_each_discard():
    """nc64: « when to use the main discard (« principale ») rather than the fast one » came with no step."""
    from game import tutorial

    step = next(s for s in tutorial.load("evolution").steps if "en pause" in plain(s.say["fr"]))
    fr = plain(step.say["fr"])
    assert "Défaussez dans la rapide ce qui resservira bientôt, dans la principale ce qui peut attendre." in fr, fr
    assert "jusqu'au retour de la principale" in fr, fr  # (the caption's words)
    assert "Quick discard: what you need soon; main: what can wait." in plain(step.say["en"])


def test_the_creatures_and_keys_boxes_leave_the_tutorial_step_and_its_button_visible(app, tmp_path):
    """nc64 shots 029, 030: the « Créatures » and « Clavier » hover boxes covered the tutorial's step and its
    « Continuer »: they open beside it, on the screen, off the label hovered."""
    import pygame
    from test_scenes_evolution import DUEL, table_for

    from sprites.fonts import TYPE, font, wrap

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    i18n.set_lang("fr")
    app.frame(1 / 60)
    table.guide_box = pygame.Rect(960, 70, 310, 322)  # the step's panel with its « Continuer », as in shot 029
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    for label in (table.creatures_rect, table.keys_rect):
        pos = label.center
        table.pointer = pos
        _title, body = table.inspect_at(pos) or ("", "")
        w = table.inspect_width
        size = (w, 44 + font(TYPE.BODY).get_linesize() * len(wrap(body, w - 24, TYPE.BODY)))
        box = table.inspect_place(pygame.Rect((0, 0), size), pos, area)
        assert area.contains(box), box
        assert not box.colliderect(table.guide_box), (label, box)
        assert not box.collidepoint(pos), (label, box)


def test_the_creatures_words_agree_with_la_creature():
    """nc64 shot 029: « Sylphe (libérée par Air 2, dans son tour) : il rejoue un tour »; shots 021, 172: « Vous
    libérez Golem … : donnée à l'adversaire, elle servira »."""
    assert plain(i18n.t_in("fr", "evolution.creature_plain", power="extra_turn")) == "son détenteur rejoue un tour."
    for kind in ("protect", "burn_all", "other"):
        said = plain(i18n.t_in("fr", "evolution.prompt.release", creature="Golem", power="p", way="block", kind=kind,
                               card="none", rival="none", gap=0, n=1))
        assert ", la créature " in said and ", elle " not in said, said


def test_the_tutorials_jump_says_what_happened_to_the_creatures_meanwhile():
    """nc64 shot 018: after the jump, « several creature tokens were already greyed out or had changed owner (✕
    marks on Salamandre, Sirène, Sylphe, Gnome) with no explanation ». The step says who got which and that they
    served, as the scenario holds them."""
    from game import tutorial
    from game.evolution.engine import USED

    tut = tutorial.load("evolution")
    fr, en = plain(tut.steps[0].say["fr"]), plain(tut.steps[0].say["en"])
    assert "vos cartes ont donné Sylphe et Gnome à l'adversaire, les siennes Sirène et Salamandre à vous" in fr, fr
    assert "toutes ont servi (✕)" in fr and "all were used (✕)" in en, (fr, en)
    st = tut.new_match().state
    held = {cid: (tok["holder"], tok["state"]) for cid, tok in st.tokens.items() if tok["holder"] is not None}
    assert held == {"sylph": (1, USED), "gnome": (1, USED), "siren": (0, USED), "salamander": (0, USED)}, held


def test_an_opponents_drawn_cards_fly_beside_its_draw_pile_not_across_its_piles(app, tmp_path):
    """nc64 shots 010, 124: while the bot drew, its face-down cards flew across its Air and Fire piles (to its header's
    end), « it looked broken for half a second ». They fly to the room between its draw pile and its first pile."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import Event

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    app.frame(1 / 60)
    flown = []
    table.fly = lambda card, start, end, *a, **k: flown.append((card, start.copy(), end.copy()))  # type: ignore
    table.on_draw(Event("draw", 1, {"count": 5, "reason": "refill"}))
    assert len(flown) == 5, flown
    piles = [table.pile_column(1, p) for p in table.elements]
    for card, start, end in flown:
        assert card == "back" and start == table.draw_rect(1), (card, start)
        path = start.union(end)  # a straight line in the row of cards: what it crosses lies in this box
        assert not any(path.colliderect(p) for p in piles), (path, piles)
        assert end.right < piles[0].left and end.left > start.right, (end, start)
