"""Round 13's newcomer findings on Elementary Evolution: a burn aimed at the holder of the Sirène
comes back unwarned; the easy bot handed back the creatures it held; the stuck prompt named a
condemned quick discard; the tutorial's order of words."""

from __future__ import annotations

import random
from types import SimpleNamespace

from lang import plain

from game import i18n, tutorial
from game.core import act
from game.evolution.bots import MEDIUM, HardBot
from game.evolution.checks import position, run
from game.evolution.defs import load_defs
from scenes.evolution.choices import Asked

PILES3 = {"air": ["air0", "air1", "air2", "air3"], "water": ["water0", "water1"]}


def _siren_duel(holder: int = 1) -> dict:
    return {
        "seats": 2, "current": 0,
        "mages": [{"hand": ["fire1", "earth5", "earth4"], "piles": {"fire": ["fire0"], "water": ["water0", "water1"]}},
                  {"hand": ["water5"], "piles": PILES3}],
        "tokens": {"siren": {"holder": holder, "giver": 1 - holder}},
    }


def _asked(task: dict, legal: list, siren_holder: int | None) -> Asked:
    tokens = {c: {"state": "centre", "holder": None} for c in load_defs().creatures}
    if siren_holder is not None:
        tokens["siren"] = {"state": "held", "holder": siren_holder, "giver": 0}
    # nc34: the burn's question reads the rivals' piles for a Cascade; empty hands here, none to say
    empty = SimpleNamespace(piles={}, quick=[], main=[], hand_count=0)
    model = SimpleNamespace(tokens=tokens, centre=[], num_seats=2, finished=[], seat=0, mages=[empty, empty],
                            variant="standard", pile_label=lambda seat, pile: f"{pile}")
    return Asked(legal, task, model, ["Joueur 1", "Bot 2 (facile)"], load_defs(), 0)  # type: ignore[arg-type]


def test_the_burn_prompt_and_its_button_warn_of_the_sirene_the_target_holds():
    i18n.set_lang("fr")
    task = {"t": "effect", "effect": "burn", "card": "fire0"}
    legal = [act("burn", 1, "fire"), act("skip")]
    warned = _asked(task, legal, 1)
    said = plain(warned.prompt_text())
    assert "Bot 2 (facile) tient Sirène, qui peut vous renvoyer ce Feu" in said and "(Feu 0)" in said, said
    button = warned.choice_for(0, legal[0])
    assert button is not None and button.path[0] == "Bot 2 · tient Sirène", button
    calm = _asked(task, legal, None)  # no Sirène out (or the person's own): nothing added
    assert "Sirène" not in plain(calm.prompt_text()) and calm.choice_for(0, legal[0]).path[0] == "Bot 2"
    assert "Sirène" not in plain(_asked(task, legal, 0).prompt_text())


def test_the_burn_hint_names_the_sirene_of_its_target():
    i18n.set_lang("fr")
    st = position(_siren_duel())
    run(st, "0 play fire1 fire")
    bot = HardBot(0, 1)
    bot.explain(st, act("burn", 1, "air"))
    key, params = bot.why
    text = plain(i18n.hint_text("evolution", key, params, ["Joueur 1", "Bot 2 (facile)"]))
    assert "Si Sirène renvoie ce Feu sur votre" in text, text  # nc35: the question names its holder
    st_calm = position({**_siren_duel(), "tokens": {}})
    run(st_calm, "0 play fire1 fire")
    bot.explain(st_calm, act("burn", 1, "air"))
    calm = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2 (facile)"]))
    assert "Sirène" not in calm, calm


def test_the_policy_weighs_the_sirene_before_a_burn():
    st = position(_siren_duel())
    run(st, "0 play fire1 fire")
    calm = position({**_siren_duel(), "tokens": {}})
    run(calm, "0 play fire1 fire")
    assert MEDIUM.burn_value(st, 0, 1, "air") < MEDIUM.burn_value(calm, 0, 1, "air") - 2


def test_a_bot_keeps_the_creature_it_holds_when_its_own_card_frees_it_again():
    """nc13, shot-120: « Bot 2 (facile) libère la créature Sylphe (Air 2) / donne Sylphe à Joueur 1 »."""
    # (three mages, f48: at two the creature stays its holder's with no question at all)
    doc = {"seats": 3, "current": 1,
           "mages": [{"hand": ["fire3"], "piles": {"air": ["air0"]}},
                     {"hand": ["air2", "fire4"], "piles": {"air": ["air0", "air1"]}}, {"hand": ["water1"]}],
           "tokens": {"sylph": {"holder": 1, "giver": 0}}}
    st = position(doc)
    run(st, "1 play air2 air")
    legal = st.legal_actions(1)
    assert act("keep") in legal and act("give", "sylph", 0) in legal
    assert MEDIUM(st, 1, legal, random.Random(0)) == act("keep")


def test_the_tutorial_says_the_joker_and_the_late_levels_before_they_matter():
    """nc13: « Un seul Éther suffit » came before « Éther = joker »; « niveaux 4 et 5 dans la
    principale » only on the last box; the bot's Cascade against the person's burn went without a word;
    step 1 was a wall of text. nc47: the joker is named as the opening keeps its Ether, and said what it
    does where one is placed; the 4s and 5s are told in the first box."""
    tut = tutorial.load("evolution")
    fr = [plain(s.say["fr"]) for s in [*tut.prev.steps, *tut.steps]]
    joker = next(i for i, x in enumerate(fr) if "joker" in x)
    placed = next(i for i, s in enumerate([*tut.prev.steps, *tut.steps]) if s.do.startswith("play ether"))
    assert joker < placed and "il prend le niveau qui manque à une pile" in fr[placed], fr[placed]
    assert "vos cartes de niveau 4 et 5 attendent dans la défausse principale" in fr[0], fr[0]
    after_burn = fr[next(i for i, s in enumerate([*tut.prev.steps, *tut.steps]) if s.do.startswith("burn")) + 1]
    assert "Il n'a pas contré" in after_burn, after_burn
    assert max(len(w.split()) for w in fr[:2]) <= 45, fr[:2]


def test_the_stuck_prompt_sends_the_discards_to_the_main_one_when_the_quick_one_is_shut():
    """nc13, shot-153: « la rapide revient d'abord » was said while the quick discard was condemned."""
    i18n.set_lang("fr")

    def said(quick_state: str) -> str:
        mage = SimpleNamespace(piles={"air": ["air0"], "fire": [], "earth": [], "water": []}, quick=[], main=[],
                               quick_state=quick_state, draw_count=9)
        model = SimpleNamespace(tokens={}, mages=[mage, mage], hand=["air3"], limbo={}, seat=0)
        asked = Asked([act("discard", "air3", "main"), act("end")], None, model, ["Joueur 1", "Bot 2"],  # type: ignore[arg-type]
                      load_defs(), 0)
        return plain(asked.prompt_text())

    assert "(elle revient d'abord)" in said("open")
    shut = said("condemned")
    assert "votre rapide est condamnée" in shut and "revient d'abord" not in shut, shut
    assert "la rapide sert de pioche" in said("unavailable")


ROOTED = """
seats: 2
current: 0
mages:
  - hand: [air0, fire4, earth1, water0, ether1]
    piles: {fire: [fire0, fire1, ether2, fire3], earth: [earth0]}
    rooted: {fire: 4}
    rest: draw
  - hand: [air3, fire1, earth1, ether3, ether4]
    piles: {air: [air0, air1, air2]}
    rooted: {air: 3}
    rest: draw
"""


def test_a_rooted_heap_shows_the_levels_it_hides(app, tmp_path):
    """nc12 finding 6, nc13: a rooted pile collapsed to its top card and hid its lower levels."""
    import pygame
    from test_scenes_evolution import table_for

    from sprites.evolution import art

    table = table_for(app, tmp_path, ["human", "bot:easy"], ROOTED)
    app.draw()
    surf = app.shown()
    for seat, pile, hidden in ((0, "fire", ["fire", "fire", "ether"]), (1, "air", ["air", "air"])):
        z = table.zones[seat]
        heap = table.pile_card_rect(seat, pile, len(hidden))
        chips = table.heap_levels_rects(z, len(hidden), heap)
        assert len(chips) == len(hidden) and all(z.rect.contains(r) for r in chips), (seat, chips)
        for r, el in zip(chips, hidden, strict=True):
            assert tuple(surf.get_at((r.x + 2, r.bottom - 3)))[:3] == art.color(el), (seat, pile, r)
        assert not any(r.colliderect(pygame.Rect(heap.x, z.label_y, heap.width, 14)) for r in chips)
    assert table.heap_levels_rects(table.zones[0], 0, table.pile_card_rect(0, "earth", 0)) == []


def test_a_past_turn_shown_again_frames_the_whole_table_and_says_so(app, tmp_path, monkeypatch):
    """nc12 finding 12, nc13 finding 5: during Revoir only the bot's zone seemed to rewind; the person's
    piles and hand looked like the present. The whole table, hand included, wears a frame that says
    it is the past, and only then."""
    import pygame
    from scene_input import spy_texts, watch_replay
    from test_scenes_evolution import DUEL, table_for
    from waiting import wait_until

    import scenes.evolution.table as drawn
    from scenes.ui import ACCENT

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    tick = lambda: app.frame(1 / 30)  # noqa: E731
    table.controls.do(act("end"))
    assert wait_until(lambda: table.m.current == 0 and not table.busy, seconds=30, step=0, between=tick)
    assert table.past_frame_rects() is None
    texts = spy_texts(monkeypatch, drawn)
    frames: list = []

    def watch() -> None:
        frames.append(table.past_frame_rects())
        if len(frames) == 2:
            app.draw()
            surf = app.shown()
            frame, tag = frames[-1]
            assert tuple(surf.get_at((frame.x + 1, frame.centery)))[:3] == tuple(ACCENT)[:3]
            assert frame.contains(pygame.Rect(16, 584, 500, 120)) and frame.left < tag.left < tag.right < frame.right
            assert tag.collidelist([*table.hand_rects(5), *(z.rect for z in table.zones.values())]) < 0, tag
        tick()

    watch_replay(table, watch)
    assert len(frames) > 2 and frames[1] is not None, frames[:3]
    assert any("la table d'alors, votre main aussi" in str(x) for x in texts), texts[:5]
    assert table.past_frame_rects() is None


def test_the_end_of_turn_hint_gives_the_kept_cards_own_reason():
    """nc13 finding 6 (shot-51/63): an Air 1 on an empty Air pile was kept « (Éther joker, Eau pour la
    Cascade ou niveau tout proche) », three reasons of which none applied."""
    i18n.set_lang("fr")
    bot = HardBot(0, 1)
    for hand, piles, words in (
        (["air1"], {}, "Air 1 attend l'Œuf de sa pile, qui est encore vide"),
        (["air3"], {"air": ["air0", "air1"]}, "Air 3 se posera dès le niveau d'en dessous"),  # nc51 shot 141
        (["ether1"], {"air": ["air0", "air1", "air2", "air3", "air4"]}, "votre Éther attend une pile"),
    ):
        st = position({"seats": 2, "current": 0, "mages": [{"hand": hand, "piles": piles}, {}]})
        bot.explain(st, act("end"))
        text = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]))
        assert words in text and "Éther joker, Eau" not in text, text


def test_the_keep_hint_names_the_button_the_person_sees_for_their_own_creature():
    """nc13 finding 8: the button reads « La garder » for the person's own token; the hint said « Laisser à … »."""
    i18n.set_lang("fr")
    # (three mages, f48: at two the creature stays its holder's with no question at all)
    doc = {"seats": 3, "current": 0,
           "mages": [{"hand": ["air2", "fire4"], "piles": {"air": ["air0", "air1"]}}, {"hand": ["fire3"]},
                     {"hand": ["water1"]}],
           "tokens": {"sylph": {"holder": 0, "giver": 1}}}
    st = position(doc)
    run(st, "0 play air2 air")
    bot = HardBot(0, 1)
    bot.explain(st, act("keep"))
    text = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]))
    assert "« La garder »" in text and "Laisser à" not in text, text


def test_the_end_of_turn_hint_gives_each_kept_cards_reason():
    """g11 (this round's look): with a Feu 1 and an Eau 1 on empty piles the hint still said « (Éther
    joker, Eau pour la Cascade ou niveau tout proche) »."""
    i18n.set_lang("fr")
    bot = HardBot(0, 1)
    st = position({"seats": 2, "current": 0,
                   "mages": [{"hand": ["fire1", "water1", "ether1", "air3"], "piles": {"air": ["air0", "air1"]}}, {}]})
    bot.explain(st, act("end"))
    text = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]))
    assert "Feu 1, Eau 1 attendent l'Œuf de leur pile" in text, text
    # nc51 shot 141: « il ne manque qu'un niveau sous Terre 5, Feu 5 » read as one step from the ultimate
    assert "Air 3 se posera dès le niveau d'en dessous" in text and "votre Éther servira de joker" in text, text
    assert "Éther joker, Eau" not in text


def test_a_heap_with_free_cards_on_it_shows_its_hidden_levels_beside_it(app, tmp_path):
    """The look of this round: a heap with a free card laid on it hid its lower levels (bot's Air 0)."""
    from test_scenes_evolution import table_for

    from sprites.evolution import art

    text = ROOTED.replace("rooted: {fire: 4}", "rooted: {fire: 3}")  # the Fire 3 lies free on the heap
    table = table_for(app, tmp_path, ["human", "bot:easy"], text)
    app.draw()
    surf = app.shown()
    top = table.pile_card_rect(0, "fire", 3)
    chips = table.heap_levels_rects(table.zones[0], 2, top, side=True)
    # nc14: under the whole pile, inside its column (a column left of the frame read as a glitch)
    column = table.pile_column(0, "fire")
    assert len(chips) == 2 and all(r.top > top.bottom and column.contains(r) for r in chips), (chips, column)
    assert tuple(surf.get_at((chips[1].x + 2, chips[1].bottom - 3)))[:3] == art.color("fire")


def test_the_play_hint_says_what_the_creature_freed_can_do_to_the_person():
    """nc13 finding 1 (shot-44): the hint had the person play Eau 1, which gave the bot the Sirène; the
    warning named it but not that it turns the person's Fire back."""
    i18n.set_lang("fr")
    bot = HardBot(0, 1)
    st = position({"seats": 2, "current": 0, "mages": [{"hand": ["water1"], "piles": {"water": ["water0"]}}, {}]})
    bot.explain(st, act("play", "water1", "water"))
    text = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]))
    assert "libère Sirène" in text and "renvoyer un de vos Feux sur vos propres cartes" in text, text


def test_the_log_says_whose_hands_a_kept_token_stays_in():
    """nc13 finding 4: « libère la créature Sylphe … » then a token the person could not follow."""
    from game.core import Event

    i18n.set_lang("fr")
    keep = Event("keep", 1, {"creature": "sylph", "holder": 1, "whose": "own"})
    line = i18n.describe("evolution", keep, ["Joueur 1", "Bot 2"])
    said = "Bot 2 libère de nouveau Sylphe, dont il avait déjà le jeton : il le garde"
    assert line is not None and plain(line) == said, line
