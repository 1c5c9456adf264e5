"""nc19's findings on Elementary Evolution: the discard prompt, the hand's empty places, the labels."""

from __future__ import annotations

from game import i18n

HAND = """
seats: 2
current: 0
mages:
  - hand: [fire0, water0, earth0, air0]
    rest: draw
  - hand: [air1]
    rest: draw
"""


def test_the_hand_keeps_every_used_place_in_a_turn_and_a_new_card_fills_one(app, tmp_path):
    """nc19 shot-136: a used card's place closed up at the end of the hand and stayed in the middle, so
    an empty place was clicked. One rule: every place stays within the turn, a card coming in fills one."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HAND)
    m = table.m
    a, b, c, d = start = list(m.hand)
    assert table.hand_slots() == start
    m.hand = [a, b, c]  # the last card played: its place stays
    assert table.hand_slots() == [a, b, c, None]
    m.hand = [a, c]  # one in the middle too
    assert table.hand_slots() == [a, None, c, None]
    m.hand = [a, c, "air3"]  # a draw in the turn takes the first empty place
    assert table.hand_slots() == [a, "air3", c, None]
    m.hand = [a, c, "air3", d]  # an undone card goes back to its own place
    assert table.hand_slots() == [a, "air3", c, d]
    m.hand = [a, c, "air3", d, "water3", "water4"]  # more than the places: added after
    assert table.hand_slots() == [a, "air3", c, d, "water3", "water4"]
    m.hand, m.current = [a, c], 1  # a new turn lays the hand out closed up
    assert table.hand_slots() == [a, c]


def test_the_stuck_prompt_says_which_discard_takes_what_as_the_hint_does():
    """nc19 shot-135: « Défaussez ce qui ne servira pas bientôt (la rapide revient d'abord) » read as « to
    the quick one », while the Conseil sent a dead card to the main one. The prompt now says both."""
    from types import SimpleNamespace

    from lang import plain

    from game.core import act
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import Asked

    mage = SimpleNamespace(piles={"air": ["air0"], "fire": [], "earth": [], "water": []}, quick=[], main=[],
                           quick_state="open", draw_count=9)
    model = SimpleNamespace(tokens={}, mages=[mage, mage], hand=["air3"], limbo={}, seat=0)
    asked = Asked([act("discard", "air3", "main"), act("end")], None, model, ["Joueur 1", "Bot 2"],  # type: ignore[arg-type]
                  load_defs(), 0)
    # f52 (nc63): the main discard for what will never fit, as Conseil plays (meant change)
    for lang, quick, main in (("fr", "dans la rapide ce qui resservira", "dans la principale ce qui ne se posera plus"),
                              ("en", "to the quick one what will serve again", "to the main one what will never fit")):
        i18n.set_lang(lang)
        text = plain(asked.prompt_text())
        assert quick in text and main in text, text
    i18n.set_lang("fr")


def test_the_word_under_a_pile_is_true_of_its_top_card(app, tmp_path, monkeypatch):
    """nc19 shots 93, 153: « protégées » under the chips of a rooted heap with a free card on top read as
    « this pile is safe ». Under a pile, « protégée » stands only where the top card is; a free top on a
    heap says « dessus libre », and the chips' help says the cards under are safe."""
    import pygame
    from lang import plain
    from test_evolution_nc18 import HEAP
    from test_scenes_evolution import table_for

    import scenes.evolution.table as evo

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAP)
    said: list[str] = []
    real = evo.render
    monkeypatch.setattr(evo, "render", lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))[1])
    table.draw_table(pygame.Surface((1280, 720)))
    # free tops on heaps: the person's Terre (2 rooted of 4) and Eau (3 of 4), the bot's Feu (2 of 3); the
    # person's Air is rooted whole: its top is « protégée »
    assert "dessus libre" in said and "protégée" in said and "protégées" not in said, said
    assert [p for p in ("air", "earth", "water") if table.under_word_rect(0, p) is not None] == ["earth", "water"]
    assert table.root_word_rects(), "the Air heap's « protégée »"
    for seat, pile in ((0, "earth"), (0, "water"), (1, "fire")):
        word = table.under_word_rect(seat, pile)
        assert word is not None
        help_text = table.inspect_at(word.center)
        # nc59 shots 089, 114: what « dessus libre » means, first (the chips' cards safe, the top not)
        assert help_text is not None and "cartes enracinées dessous, à l'abri" in plain(help_text[1]), help_text
        assert "elle n'est pas protégée" in plain(help_text[1]), help_text
    i18n.set_lang("en")
    assert plain(i18n.t("evolution.top_free")) == "top free"
    i18n.set_lang("fr")


SIREN_BURN = {"seats": 2, "current": 0,
              "mages": [{"hand": ["fire1", "air1"], "rest": "draw", "piles": {"fire": ["fire0"]}},
                        {"hand": ["air1"], "rest": "draw",
                         "piles": {"water": ["water0", "water1"], "earth": ["earth0", "earth1"]}}],
              "tokens": {"siren": {"holder": 1}}}


def test_the_burn_buttons_name_the_bot_short_enough_to_read_whole():
    """nc19 shots 118, 45: « Bot 2 (à votre mesure) · tient Sirè… » cut off, and a lone choice opened
    by « Bot 2 (à votre mesure) (au choix) ▸ ». The buttons name the seat without its level's brackets."""
    import pygame
    from lang import plain
    from test_evolution_controls import StandIn

    from game.evolution.checks import position, run
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import Asked
    from scenes.evolution.controls import Controls
    from scenes.evolution.model import Model

    i18n.set_lang("fr")
    st = position(SIREN_BURN)
    run(st, "0 play fire1 fire")
    view = st.view(0)
    names = ["Joueur 1", "Bot 2 (un niveau au nom vraiment très long)"]
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), names, load_defs())
    assert "Bot 2 (un niveau au nom vraiment très long) tient Sirène" in plain(asked.prompt_text())
    controls = Controls(StandIn(asked, 0), pygame.Rect(342, 176, 602, 156), tuple(asked.defs.elements))
    controls.build_buttons()
    labels = [plain(b.label) for b in controls.bar.buttons]
    burns = [x for x in labels if x.startswith("Bot 2")]
    assert burns and all("(" not in x and "au choix" not in x and "tient Sirène" in x for x in burns), labels
    assert controls._fits([(x, "burn", lambda: None, None) for x in burns]), labels
    twins = Asked(st.legal_actions(0), None, Model.from_view(view, 0), ["Bot (a)", "Bot (b)"], load_defs())
    assert twins.button_names() == ["Bot (a)", "Bot (b)"]  # names that would meet keep their brackets


def test_the_tutorial_names_the_egg_as_the_cards_do_and_says_the_discards_cycle_plainly():
    """nc19 shot-01: « Œuf » in the tutorial, but the cards read « Feu 0 »; shot-07: « Une pioche vide
    reprend d'abord la rapide (alors en pause), puis la principale (la rapide rouvre) » packed a rule."""
    import re

    import yaml
    from lang import plain

    steps = yaml.safe_load(open("data/evolution/tutorial.yaml", encoding="utf-8"))["opening"]["steps"]
    egg = next(s["say"] for s in steps if s["do"] == "play fire0 fire")
    assert "Œuf de Feu (Feu 0)" in plain(egg["fr"]) and "Fire Egg (Fire 0)" in egg["en"], egg
    told = next(s["say"] for s in steps if "la principale" in s["say"]["fr"])
    # nc26: « en pause » met in the real game unexplained: one plain clause now says it (not « rouvre »)
    assert "rouvre" not in told["fr"] and "reopens" not in told["en"], told
    for text in (egg["fr"], egg["en"], told["fr"], told["en"]):
        assert len(re.findall(r"\w+(?:['’-]\w+)*", text)) <= 40, text


def test_a_bots_draw_keeps_off_its_header_and_a_landing_card_off_protegee(app, tmp_path):
    """nc19 shot-161: the bot's drawn cards flew over its « 3 en main »; shot-138: a card landing on a
    rooted heap covered half its « protégée »."""
    import pygame
    from test_evolution_nc18 import HEAP
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAP)
    start, end = table.draw_rect(1), table.hand_anchor(1)
    blits, _ = table.header(1)
    for k in range(11):  # the flight's rect, from the draw pile to the hand
        f = k / 10
        r = pygame.Rect(round(start.x + (end.x - start.x) * f), round(start.y + (end.y - start.y) * f),
                        start.width, start.height)
        assert all(not r.colliderect(pygame.Rect(xy, img.get_size())) for img, xy in blits), (k, r)
    table.root_tags = []
    table.draw_zone(pygame.Surface((1280, 720)), 0)
    assert len(table.root_tags) == 1, table.root_tags  # the Air heap's « protégée »
    table.root_tags = []
    table.arriving[("pile", 0, "air")] += 1  # a card on its way to the whole rooted Air heap
    table.m.mages[0].piles["air"].append("air4")
    table.draw_zone(pygame.Surface((1280, 720)), 0)
    assert table.root_tags == [], table.root_tags


def test_a_power_hint_does_not_claim_more_than_the_one_move_it_weighed():
    """nc19 shot-110: « c'est l'emploi de ce pouvoir qui vous avance le plus » for the Phénix, when the
    Gnome first burned one card more: the hint weighs moves one at a time, and now says so (in words
    nc20 read at once: « des coups pris un par un » was read twice)."""
    from lang import plain

    i18n.set_lang("fr")
    params = {"creature": "phoenix", "target": "none", "pile": "none", "copied": "none", "yours": 0,
              "answer": "none", "card": "none"}
    fr = plain(i18n.hint_text("evolution", "power", params, ["Vous", "Bot 2"]))
    assert "à lui seul" in fr and "un autre pouvoir joué avant peut parfois faire mieux" in fr, fr
    i18n.set_lang("en")
    en = plain(i18n.hint_text("evolution", "power", params, ["You", "Bot 2"]))
    assert "on its own" in en and "another power played first" in en, en
    i18n.set_lang("fr")
