"""Round 53 of a newcomer's first game of Kaiju & Mecha (issue 24)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from lang import plain

OWN_DOUBLE = """\
seats: 2
active: 0
phase: roll
table: [8, 2, 5, 7, 2, 3, 8, 7]
players:
  - hand: [1, 8]
    mechas: [5, 6]
  - hand: [4, 9, 10]
    mechas: [2]
pile_top: [6]
"""


@pytest.mark.parametrize("name", ["", "Marie-Christine Lefebvre"])
def test_the_persons_bubble_keeps_clear_of_the_legend_when_the_name_line_is_full(app, tmp_path, monkeypatch, name):
    """nc53 shots 079, 122: with « 54 points avec le bonus des 1 » on the person's name line, « Double 5 : votre
    Mecha 5 est déjà à vous » was drawn over the legend's first line (« bonus des 1 / relancer / volé : Blessure »).
    The bubble drawn after that roll covers neither the legend nor the hand nor the name line's words nor the
    prompt, whatever the name's length (24 letters at most)."""
    from scene_input import run, run_until

    from game.core import act
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    path = tmp_path / "own_double.yaml"
    path.write_text(OWN_DOUBLE)
    match = Match("kaiju", ["human", "bot:easy"], scenario=str(path), chance_script={"die": [5, 5]})
    match.names = [name, ""]
    app.settings.speed = "normal"  # the bubble shows for its time
    app.stack.push(MenuScene(app))
    open_table(app, match)
    run(app, 0.3)
    table = app.stack.top
    words, _ = table.header_rects(0)
    assert words[1].right > 540, words  # the name line is full: the bubble does not fit beside « joue »
    boxes: list = []  # (seat, words, (box, size)) of every bubble drawn
    real = table.bubble_place

    def place(seat, text):
        boxes.append((seat, text, real(seat, text)))
        return boxes[-1][2]

    monkeypatch.setattr(table, "bubble_place", place)
    table.act(0, act("roll"))
    assert run_until(app, lambda: any(plain(text).startswith("Double 5") for _, text, _ in boxes), 5.0)
    seat, text, (box, size) = next(b for b in boxes if plain(b[1]).startswith("Double 5"))
    assert seat == 0 and plain(text) == "Double 5 : votre Mecha 5 est déjà à vous" and size >= 14, (text, size)
    groups = table.landed.groups(0)
    legend = table.places.legend_rect(groups)
    assert not box.colliderect(legend), (box, legend)
    assert all(not box.colliderect(cell) for cell, _, _ in table.legend_cells())
    assert box.collidelist([r for r, *_ in table.places.hand_rects(groups)]) < 0, box
    assert box.collidelist(words) < 0 and table.places.seat_rect(0).contains(box), (box, words)
    prompt = table.home_prompt_rect()
    assert prompt is None or not box.colliderect(prompt), (box, prompt)
    app.stack.pop()


TURN_FOR_EIGHTS = """\
seats: 2
active: 0
phase: main
dice: [1, 4]
table: [8, 2, 3, 7, 2, 3, 8, 7]
players:
  - hand: [5, 8]
    mechas: [5]
  - hand: [1, 1, 2, 7]
    mechas: [2, 3]
pile_top: [6]
"""


def test_each_face_of_a_turned_die_names_every_take_it_opens_and_fits_its_button(app, tmp_path):
    """nc53 shots 088, 090: turning the 1 with a 5, the face button read « 4 → Mecha » while the double 4 also took
    both 8s (the take Conseil advised, « prenez tous les 8 du centre »); the next screen offered both. Each face's
    button names every take the engine then offers (a face's lone card left out where both faces' cards are a
    take), « 4 → Mecha ou 8+8 », on one line at the bar's full size."""
    from scene_input import open_scenario_text

    from game.core import act
    from game.match import Match
    from sprites.fonts import TYPE

    table = open_scenario_text(app, "kaiju", ["human", "bot:easy"], tmp_path, TURN_FOR_EIGHTS)
    table.controls.pick_card(5)
    table.controls.pick_die(1)
    faces = {b.tag: b for b in table.controls.bar.buttons if b.tag.startswith("face ")}
    labels = {tag: plain(b.label) for tag, b in faces.items()}
    assert labels["face 4"] == "4 → Mecha ou deux 8", labels  # f49 (nc61 shot-067): cards in words, not « 8+8 »
    for f in range(2, 7):  # what the engine offers once die 1 shows f (the bot holds no 6: nothing cancels)
        match = Match("kaiju", ["human", "bot:easy"], scenario=str(tmp_path / "scenario.yaml"))
        match.play(0, act("play", 5, "set", 1, f))
        match.run_bots()
        takes = [tuple(str(x) for x in a.args) for a in match.state.legal_actions(0)
                 if a.kind in ("take", "steal") and a.args != ("nothing",)]
        pairs = [t for t in takes if len(t) == 2]
        eights = match.state.table.count(8)
        words = table.controls.cards_words
        named = {"Mecha" if t == ("mecha",) else words((8,) * eights) if t == ("8",) else words(tuple(map(int, t)))
                 for t in takes if len(t) == 2 or not any(t[0] in pair for pair in pairs)}
        said = labels[f"face {f}"].split(" → ", 1)[1]
        assert set(said.replace(", ou ", ", ").replace(" ou ", ", ").split(", ")) == (named or {"rien"}), \
            (f, said, named)
    # whole, never cut: on one line at the bar's size, or, the faces being as wide as each other (f50, nc62 shots
    # 012, 059: « 4 » twice as wide as « 1 »), the longest on two lines at the small size (a meant change)
    for b in faces.values():
        size, lines = b.fitted()
        assert " ".join(lines) == b.label and len(lines) <= 2 and size >= TYPE.SMALL, (b.label, size, lines)
        assert len(lines) == 1 and size >= TYPE.BODY or len(b.label) > 12, (b.label, size, lines)
    app.stack.pop()


STEAL_FROM_MECHAS = """\
seats: 2
active: 0
phase: main
dice: [2, 2]
table: [8, 1, 9, 7, 6, 1, 8, 7]
players:
  - hand: [2, 8, 11]
    mechas: [2]
  - hand: [4, 5]
    mechas: [3, 5]
pile_top: [6]
"""


def test_conseil_advising_a_steal_says_its_odds_and_what_it_wins(tmp_path):
    """nc53 shot 061: « Jouez votre carte 11 pour voler une carte, puis cliquez « Ne rien prendre » » said nothing
    of the odds, and giving up an 11 for a random card looked absurd: 2 of the bot's 4 cards were Mechas. The
    advice says them, from the hard bot's own lottery: « 2 Mechas sur 4 cartes : 1 chance sur 2 de gagner 15
    points »."""
    from game import i18n
    from game.kaiju import bots
    from game.match import Match

    path = tmp_path / "steal.yaml"
    path.write_text(STEAL_FROM_MECHAS)
    m = Match("kaiju", ["human", "bot:easy"], scenario=str(path))
    bot = bots.HardBot(0, 1)
    for card in (4, 5):
        bot.memory._add(1, card)  # seen going into the bot's hand (« Vu entrer dans sa main : 4, 5 »)
    assert str(bot.choose(m.state.view(0), m.state.legal_actions(0))) == "play 11 steal 1"
    said = plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2 (sur mesure)"]))
    assert said.startswith("Jouez votre carte 11 pour voler une carte") and said.endswith(
        " 2 Mechas sur 4 cartes : 1 chance sur 2 de gagner 15 points."), said
    i18n.set_lang("en")
    said = plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Player 1", "Bot 2"]))
    assert said.endswith(" 2 Mechas among 4 cards: 1 chance in 2 of winning 15 points."), said


def test_every_steal_conseil_advises_in_a_game_says_its_odds():
    """Every advice of a hard bots' game that leads to a random card (a card played to steal, a double's try
    for a held Mecha, a die turned for one) says the odds of the hand drawn from, as the table shows it:
    its Mechas among its cards and the 15 points, or the points a card brings on average."""
    from hint_walk import hinted_moves

    from game import i18n
    from game.match import Match

    m = Match("kaiju", ["bot:hard", "bot:hard"], seed=3)
    steals = 0
    for seat, h in hinted_moves(m, 120):
        view, a = m.state.view(seat), h.action
        victim = int(a.args[2]) if a.kind == "play" and a.args[1] == "steal" else None
        if a.kind == "steal":
            victim = next(s for s, p in enumerate(view["players"]) if view["dice"][0] in p["mechas"])
        if isinstance(h.params.get("then"), list) and h.params["then"][0] == "then_steal":
            victim = h.params["then"][1]["holder"]
        if victim is None:
            continue
        steals += 1
        p = view["players"][victim]
        said = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2"]))
        share = Fraction(len(p["mechas"]), p["cards"])
        if share == 1:
            odds = "15 points à coup sûr."
        elif p["mechas"]:
            odds = f"sur {p['cards']} cartes : {share.numerator} chance{'s' if share.numerator > 1 else ''} sur " \
                   f"{share.denominator} de gagner 15 points."
        elif p["cards"] == 1:
            odds = "Une seule carte dans sa main : "
        else:
            odds = f"Au hasard parmi {p['cards']} cartes : "
        assert odds in said and ("moyenne" in said or p["mechas"] or p["cards"] == 1), (str(a), odds, said)
    assert steals >= 2, steals


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rules_pictures_show_every_card_the_effects_text_speaks_of(app, lang):
    """nc53 shot 034: « Les effets des cartes » showed Kaijū 1 to 9 while its text says « 9, 10 et 11 : l'effet de
    votre choix ». Every card a line of the text names is pictured, and the pictures lie whole in the page's
    width, none over another."""
    import re

    from scene_input import BlitSpy

    from game import i18n
    from scenes.howto import HowToScene, _layout_row, load_howto, pictures
    from scenes.ui import ScrollView

    i18n.set_lang(lang)
    howto = load_howto("kaiju")
    section = next(s for s in howto.sections if s.id == "effects")
    named = {n for line in section.text[lang].split("\n") if line.startswith("- ")
             for n in re.findall(r"\d+", re.split(r"\s?:", line[2:], maxsplit=1)[0])}
    assert {"9", "10", "11"} <= named and named <= set(section.show), (sorted(named, key=int), section.show)
    scene = HowToScene(app, "kaiju")
    width = scene.view.rect.width - ScrollView.BAR - 24
    spy = BlitSpy((width + 24, 400))
    pics = pictures("kaiju", section.show, captions=[howto.caption(p, lang) for p in section.show])
    assert len(pics) == len(section.show)
    _layout_row(spy, pics, 12, 0, width)
    rects = [rect for _, rect in spy.blits]
    assert all(12 <= r.x and r.right <= 12 + width for r in rects), rects
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects


def test_a_play_unlikely_to_be_cancelled_says_the_hidden_cards_and_the_chance():
    """nc56 shot 116: « peu de chances qu'on l'annule », then a hidden 6 cancelled the game's last move (« a newcomer
    reads it as safe »): the hint says how many cards it cannot see and the chance one cancels."""
    import pathlib
    import tempfile

    from lang import french
    from test_kaiju_nc26 import SHOT72

    from game import data, i18n
    from game.core import Chance, Event, act
    from game.kaiju import HardBot, from_scenario
    from game.kaiju.bots import Model

    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "s.yaml"
        path.write_text(SHOT72.replace("hand: [1, 1, 1, 2, 2, 4, 7]", "hand: [3, 7, 8]"), encoding="utf-8")
        st = from_scenario(data.load(path), Chance(0))
    bot = HardBot(0, seed=1)
    bot.memory.observe([Event("start_draw", 1, {"card": c}) for c in (3, 7)])
    model = Model(st.view(0), bot.memory, bot.defs)
    bot.explain_main(model, act("play", 2, "reroll", 1), {}, {}, 0.1, 0.0, (2, 2), st.view(0))
    with french():
        said = i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]).replace("\u00a0", " ")
    assert "1 carte cachée en face : environ 1 chance sur 10 qu'on l'annule." in said, said
    assert "peu de chances" not in said, said
    i18n.set_lang("en")
    try:
        said = i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Player 1", "Bot 2"])
        assert "1 hidden card across the table: about 1 chance in 10 of a cancel." in said, said
    finally:
        i18n.set_lang("fr")
