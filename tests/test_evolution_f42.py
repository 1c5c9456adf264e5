"""Issue 24, fix round f42: Evolution, from round 41 and 42's newcomers."""

from __future__ import annotations

import random

from game.core import Action

PHOENIX_TURN = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["fire4", "water4", "air0", "earth0", "ether1"], "rest": "draw",
         "piles": {"fire": ["fire0", "fire1", "fire2", "fire3"], "water": ["water0", "water1", "water2", "water3"]}},
        {"hand": ["air0"], "rest": "draw"},
    ],
}


def test_evolution_the_easy_bot_keeps_the_phoenix_while_another_card_fits():
    """nc41: the easy level gave away six creatures, the Phénix among them (« donne Phénix à Joueur 1 »), and
    the person's Golem then Phénix burnt three of its cards: « the win felt given rather than earned »."""
    from game.evolution.bots import EasyBot
    from game.evolution.checks import position

    firsts = set()
    for seed in range(40):
        st = position(PHOENIX_TURN, seed=3)
        legal = st.legal_actions(0)
        assert Action.parse("play fire4 fire") in legal and Action.parse("play water4 water") in legal
        firsts.add(str(EasyBot(0, seed).choose(st.view(0), legal)))
    assert "play fire4 fire" not in firsts, firsts
    assert "play water4 water" in firsts, firsts  # the other level 4 still goes down
    # alone, the card that frees it is played (the bot does not stall)
    alone = {**PHOENIX_TURN, "mages": [{**PHOENIX_TURN["mages"][0], "hand": ["fire4"]}, PHOENIX_TURN["mages"][1]]}
    st = position(alone, seed=3)
    picks = {str(EasyBot(0, seed).choose(st.view(0), st.legal_actions(0))) for seed in range(10)}
    assert "play fire4 fire" in picks, picks


def test_evolution_the_power_question_says_stop_asking_leaves_the_fires_asked():
    """nc41: « I was afraid « Ne plus me demander » would also stop the reactions I wanted (Golem or Ondine in
    answer to a Fire) »: the question says it is for itself only (a burn aimed at the person is another window,
    which `Controls.skip_moment` never passes)."""
    from game import i18n
    from game.i18n import t

    i18n.set_lang("fr")
    said = t("evolution.prompt.moment").replace("\u202f", " ").replace("\u00a0", " ")
    assert "« Ne plus me demander » ne vaut que pour cette question, pas pour un Feu qui vous vise" in said, said
    # nc53: « not clear about how long it lasts (this turn? the whole game?) »: until S, a lasting setting, said when
    # it is clicked (nc58 shot 054: in the question, one clause too many)
    assert "(S pour les reproposer)" in t("evolution.pass_powers_on")
    i18n.set_lang("en")
    assert "not a Fire aimed at you" in t("evolution.prompt.moment")
    assert "(S to offer them again)" in t("evolution.pass_powers_on")
    i18n.set_lang("fr")


def test_evolution_the_phoenix_hint_says_ones_own_ondine_does_not_shield_from_it():
    """nc42 (shots 137-146): Conseil said the Phénix burns « toutes les cartes libres non protégées », and the
    person's own Phénix burnt their Feu 1 « gardée (Ondine) ». The rules: the Ondine shields from a rival's
    burns (« contre les embrasements adverses »); the Phénix burns every free card, its user's included."""
    from lang import plain

    from game import i18n

    params = {"creature": "phoenix", "copied": "none", "pile": "none", "target": "none", "yours": 0,
              "answer": "none", "power": "burn_all", "card": "none", "ondine": 1}
    i18n.set_lang("fr")
    said = plain(i18n.hint_text("evolution", "power", params, ["Vous", "Bot"]))
    assert "non protégées" not in said and "votre Ondine ne garde pas une carte de votre propre Phénix" in said, said
    i18n.set_lang("en")
    said = plain(i18n.hint_text("evolution", "power", params, ["You", "Bot"]))
    assert "your Ondine does not shield a card from your own Phénix" in said, said
    # nc47 shot 100: no word on « votre Ondine » while the Ondine still lies in the centre
    for lang, names in (("fr", ["Vous", "Bot"]), ("en", ["You", "Bot"])):
        i18n.set_lang(lang)
        said = plain(i18n.hint_text("evolution", "power", {**params, "ondine": 0}, names))
        assert "Ondine" not in said and "comprises." in said or "included." in said, said
    i18n.set_lang("fr")


ONDINE = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["air0"], "rest": "draw",
         "piles": {"water": ["water0", "water1", "water2", "water3"], "fire": ["fire0", "fire1"]}},
        {"hand": ["earth0"], "rest": "draw"},
    ],
    "markers": {"ondine": {"seat": 0, "pile": "water"}},
}


def test_evolution_the_ondine_move_hint_says_why_as_the_bot_moves_it():
    """nc42 (shots 112, 130, 173): « elle est plus haute (niveau 2) que celle où il se trouve », while the Ondine
    sat on a higher pile, rooted: the card it shielded was no longer free, which is why the bot moves it."""
    from lang import plain

    from game import i18n
    from game.core import act
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    i18n.set_lang("fr")

    def said(st, pile: str) -> str:
        bot = HardBot(0, 1)
        bot.explaining = True
        bot.explain(st, act("move", "ondine", pile))
        return plain(i18n.hint_text("evolution", *bot.why, ["Vous", "Bot"]))

    st = position(ONDINE)
    st.rooted[0]["water"] = 4  # the Water 3 it shields is rooted: no longer free
    text = said(st, "fire")
    assert "la carte n'est plus libre (couverte ou enracinée)" in text and "plus haute" not in text, text
    moved = {**ONDINE, "markers": {"ondine": {"seat": 0, "pile": "fire"}}}
    text = said(position(moved), "water")
    assert "elle est plus haute (niveau 3) que la pile Feu, où se trouve Ondine" in text, text


GOLEM_AGAIN = {  # (three mages, f48: at two the creature stays its holder's with no question at all)
    "seats": 3,
    "current": 0,
    "mages": [
        {"hand": ["earth3", "ether1", "air0"], "rest": "draw",
         "piles": {"earth": ["earth0", "earth1", "earth2"], "water": ["water0", "water1"]}},
        {"hand": ["fire1"], "rest": "draw", "piles": {"fire": ["fire0"]}},
        {"hand": ["water1"], "rest": "draw", "piles": {"water": ["water0"]}},
    ],
    "tokens": {"golem": {"holder": 0}},
}


def test_evolution_the_hint_keeps_ones_own_creature_freed_again():
    """nc43 (shot 128): « Donner à Bot 2 / La garder ⏎ / Retenir : Éther au centre », and Conseil said « Donnez
    Golem … garder votre Éther pour vos piles vous avance plus que de la retenir »: it weighed giving against holding
    back, never against keeping it for free. The creature stays its holder's, in the hint as in the policy."""
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    for seed in range(6):
        st = position(GOLEM_AGAIN, seed=seed)
        st.apply(0, Action.parse("play earth3 earth"))
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        if Action.parse("keep") not in legal:  # (the window before the release: answered as the table would)
            st.apply(seat, legal[-1])
            (seat,) = st.actors()
            legal = st.legal_actions(seat)
        assert seat == 0 and Action.parse("keep") in legal and any(a.kind == "give" for a in legal), legal
        bot = HardBot(0, seed)
        bot.explaining = True
        give = next(a for a in legal if a.kind == "give")
        # the look-ahead's noise, at its worst: it would give the Golem away (as the kept rehearsal did)
        bot.search = lambda view, cands, base, give=give: give  # type: ignore[method-assign]
        assert str(bot.choose(st.view(0), legal)) == "keep", seed


SYLPH_DUEL = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["air2", "fire3", "earth4"], "rest": "draw",
         "piles": {"air": ["air0", "air1"], "water": ["water0", "water1"], "fire": ["fire0"]}},
        {"hand": ["fire1"], "rest": "draw", "piles": {"fire": ["fire0"]}},
    ],
}


def test_evolution_a_gift_barely_worth_it_in_a_duel_is_kept_by_the_hint():
    """nc43 (shot 070): « Son symbole libère Sylphe … Un tour de plus pour Bot 2 : dans une course à deux, c'est
    souvent la partie. C'est serré : garder Air 2 pour plus tard vaudrait presque autant », followed, and the bot's
    double turn won it the game by one turn. A close call in a duel: the hint advises the other move, and says why."""
    from lang import plain

    from game import i18n
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    i18n.set_lang("fr")
    st = position(SYLPH_DUEL)
    legal = st.legal_actions(0)
    bot = HardBot(0, 1)
    bot.explaining = True
    base = bot.policy(st, 0, legal, random.Random(0))
    if str(base) != "play air2 air":  # the position is built for the policy to place the Air 2 (and free Sylphe)
        raise AssertionError(base)
    bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
    pick = bot.choose(st.view(0), legal)
    assert str(pick) != "play air2 air", pick
    said = plain(i18n.hint_text("evolution", *bot.why, ["Vous", "Bot 2"]))
    assert said.endswith("Pas encore Air 2 : le poser maintenant donnerait Sylphe à Bot 2, qui pourra jouer un tour "
                         "de plus ; ce que la carte apporte (un niveau et une Tornade) ne vaut pas ce pouvoir. "
                         "La suite du tour peut changer la donne."), said  # (f53: the comparison said, nc64 shot 100)
    bot.look_ahead = lambda view, cands, rng: {a: 0.9 if a == cands[0] else 0.1 for a in cands}  # type: ignore
    assert str(bot.choose(st.view(0), legal)) == "play air2 air"  # worth it: the play stands


def test_evolution_a_gift_is_weighed_alike_whoever_asks_in_the_same_turn():
    """nc44 (shots 104, 108): « Gardez Terre 1 pour plus tard : le poser donnerait Gnome … », then two clicks later
    « Cliquez Terre 1 … Ce niveau vaut ce prix »: the look-ahead's worlds came from the bot's own draws, and the
    verdict fell either side of its margin. The worlds are the turn's and the card's: every asker agrees."""
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    st = position(SYLPH_DUEL)
    legal = st.legal_actions(0)
    picks = set()
    for seed in range(6):
        bot = HardBot(0, seed)
        bot.explaining = True
        for _ in range(seed):
            bot.rng.random()  # each asker's own draws, at a different point
        picks.add(str(bot.choose(st.view(0), legal)))
    assert len(picks) == 1, picks
