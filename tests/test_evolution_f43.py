"""Rounds 45 and 46's fixes on Elementary Evolution (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from test_evolution_controls import StandIn
from test_evolution_nc16 import _asked

from game import i18n
from game.core import act
from game.evolution.checks import position, run
from scenes.evolution.controls import Controls

# The bot's turn: two Fires for the person's Air pile, one after the other (nc44 shots 089-092)
TWO_FIRES = {"seats": 2, "current": 1, "turn": 7,
             "mages": [{"hand": ["earth3", "air3"], "rest": "draw",
                        "piles": {"air": ["air0", "air1"], "earth": ["earth0"]}},
                       {"hand": ["fire1", "fire2", "earth1"], "rest": "draw", "piles": {"fire": ["fire0"]}}]}


def test_one_answer_sends_every_card_burnt_in_that_rivals_turn_to_the_same_discard():
    """nc44 shots 089-092: Feu 0, Feu 1, Feu 2 of the bot burnt three of the person's cards in one turn, and
    « … dans quelle défausse la poser ? » came three times. The question offers « Rapide pour tout ce tour »:
    the next card burnt in that turn goes there by itself, said in the log's line; the next turn asks again."""
    import pygame
    from lang import plain

    i18n.set_lang("fr")
    st = position(TWO_FIRES)
    run(st, "1 play fire1 fire", "1 burn 0 air")
    board = StandIn(_asked(st, 0), 0)
    controls = Controls(board, pygame.Rect(0, 0, 600, 150), tuple(st.defs.elements))
    controls.build_buttons()
    labels = [plain(b.label) for b in controls.bar.buttons]
    assert labels == ["Défausse rapide (Q) ⏎", "Défausse principale (M)",  # (⏎: the default, f48)
                      "Rapide pour tout ce tour", "Principale pour tout ce tour"], labels
    assert not controls.answer_dest(0)  # nothing said yet: asked
    next(b for b in controls.bar.buttons if plain(b.label) == "Rapide pour tout ce tour").action()
    assert board.sent == [(0, act("dest", "quick"))]
    run(st, "0 dest quick", "1 play fire2 fire", "1 give salamander 0", "1 burn 0 air")
    board.now = _asked(st, 0)
    controls.build_buttons()  # the screen caught up
    assert board.now.task is not None and board.now.task["card"] == "air0"
    assert controls.answer_dest(0)
    assert board.sent[-1] == (0, act("dest", "quick"))
    assert plain(board.flashes[-1]) == \
        "Air 0 brûlée va dans votre défausse rapide, comme vous l'avez choisi pour ce tour."
    board.now.model.turn += 1  # another turn: asked again
    controls.build_buttons()
    assert not controls.answer_dest(0) and controls.dest_for_turn is None


def test_the_turn_answer_is_not_offered_in_ones_own_turn_for_a_lone_card():
    """A card of one's own burnt in one's own turn (a Sirène turned the Fire back) is one card: two buttons only."""
    import pygame
    from lang import plain
    from test_evolution_nc16 import SIRENE

    i18n.set_lang("fr")
    st = position(SIRENE)
    run(st, "0 play fire1 fire", "0 burn 1 air", "1 power siren 0 water")
    controls = Controls(StandIn(_asked(st, 0), 0), pygame.Rect(0, 0, 600, 150), tuple(st.defs.elements))
    controls.build_buttons()
    # (⏎: the default, f48)
    assert [plain(b.label) for b in controls.bar.buttons] == ["Défausse rapide (Q) ⏎", "Défausse principale (M)"]


ONDINE = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [fire0, air0, earth2]
    piles: {earth: [earth0, earth1], water: [water0, ether1]}
    rest: draw
  - hand: [air1, air2, earth3]
    piles: {fire: [fire0], water: [water0]}
    rest: draw
markers: {ondine: {seat: 0, pile: water}}
"""


def test_an_ondine_whose_card_left_shows_its_face_and_says_it_waits_to_move(app, tmp_path, monkeypatch):
    """nc44 shots 097, 104: the Salamandre burnt the Éther the Ondine lay on; the Ondine's token then showed
    the grey cross of a used creature, beside « Déplacer Ondine » buttons. A shield in play, on a card or
    waiting for one, shows its creature; its help says it shields nothing until moved."""
    from lang import plain
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], ONDINE)
    assert table.m.markers["ondine"]["card"] == "ether1"
    table.m.markers["ondine"]["card"] = None  # its card burnt (the engine's marker, as the view gives it)
    faces: dict[str, bool] = {}
    real = table.token_img

    def img(cid, d, face):
        faces[cid] = face
        return real(cid, d, face)

    monkeypatch.setattr(table, "token_img", img)
    import pygame

    table.draw_token(pygame.Surface((1280, 720)), "ondine", table.token_rect("ondine"))
    assert faces["ondine"] is True
    title, body = table._inspect(table.token_rect("ondine").center, table._hit_rects())
    assert plain(title) == "Ondine"
    assert "Sur aucune carte (la sienne a quitté sa pile) : elle ne protège rien jusqu'à ce que vous la déplaciez" \
        in plain(body), body
    assert "utilisé" not in plain(body)


def test_a_card_clicked_onto_a_pile_while_the_tornado_waits_lets_it_go_and_plays(app, tmp_path):
    """nc44 shots 099-162: every Air card asked « Tornade (Air 0) : cliquez une carte de votre main, puis une
    défausse… », and six times in a game the person clicked « Ne pas appliquer l'effet » before their next
    card (« playing the next card should skip it »). A hand card clicked onto one of one's piles lets the
    Tornado go and lands there, said in the log's line; a click on a discard still feeds the Tornado."""
    from lang import plain
    from scene_input import click, run_until
    from test_evolution_nc23 import TORNADO
    from test_scenes_evolution import effect_waiting, moves

    i18n.set_lang("fr")
    table = effect_waiting(app, tmp_path, TORNADO, "air2", "air")
    slots = table.hand_slots()  # Air 2's place stays empty: the others keep theirs
    click(app, table.hand_rects(len(slots))[slots.index("air3")].center)
    assert table.controls.selected == "air3"
    assert "Un clic sur une de vos piles laisse la Tornade et l'y pose." in \
        plain(table.controls.asked.pending_text("air3") or "")
    click(app, table.pile_rect(0, "air").center)
    assert run_until(app, lambda: "0 play air3 air" in moves(table), 10), moves(table)
    assert moves(table)[-2:] == ["0 skip", "0 play air3 air"], moves(table)
    assert "Vous laissez la Tornade d'Air 2 pour poser Air 3." in [plain(e) for e in table.log.entries]


def test_a_hint_names_the_one_button_that_takes_its_move(app, tmp_path):
    """nc45 shot 156: Conseil said « Dans l'ordre : cliquez « Pouvoir : Ondine », puis la pile Feu » while the
    one button was « Pouvoir : Ondine · Feu 3 » (the same with « Déplacer Ondine », nc44 shot 104). A power
    or a move that one button of the screen takes whole is named by that button's words."""
    from lang import plain
    from test_scenes_evolution import table_for

    from game.evolution.bots import HardBot
    from game.hints import Hint

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], ONDINE)
    table.m.markers["ondine"]["card"] = None
    table.feed.match.state.markers["ondine"]["card"] = None  # its card burnt: the Ondine waits to be moved
    table.controls.build_buttons()
    move = act("move", "ondine", "earth")
    assert plain(table.controls.button_for[move].label) == "Déplacer Ondine · Terre 1"
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(table.feed.match.state, move)
    assert bot.why is not None and bot.why[0] == "move", bot.why
    h = Hint(0, move, bot.why[0], bot.why[1])
    said = plain(table.hint_line(h))
    assert said.startswith("Cliquez « Déplacer Ondine · Terre 1 » : là où se trouve Ondine"), said
    away = Hint(1, move, bot.why[0], bot.why[1])  # another seat's hint (a shared screen's other person)
    assert plain(table.hint_line(away)).startswith("Cliquez « Déplacer Ondine », puis votre pile Terre"), \
        table.hint_line(away)


def test_a_click_on_the_place_conseil_rings_plays_its_card_there(app, tmp_path):
    """nc45 shots 171-173: Conseil said « Tornade sur Feu 2 … défaussez-la » and ringed Feu 2 in the hand and the
    main discard; the ring read as the card picked, and a click on the main discard did nothing. A click on the
    ringed place, no card picked, plays the hint's card there; elsewhere nothing changes."""
    from scene_input import click, run_until
    from test_evolution_nc23 import TORNADO
    from test_scenes_evolution import effect_waiting, moves

    from game.hints import Hint

    i18n.set_lang("fr")
    table = effect_waiting(app, tmp_path, TORNADO, "air2", "air")
    hinted = act("tornado", "earth4", "main")
    assert hinted in table.controls.legal()
    table.hint_shown = Hint(0, hinted, "plain", {})
    click(app, table.target_rect(("quick", 0)).center)  # not the place it rings: nothing played
    assert moves(table)[-1] == "0 play air2 air" and table.controls.selected is None
    table.hint_shown = Hint(0, hinted, "plain", {})  # (a click elsewhere put the hint away)
    click(app, table.target_rect(("main", 0)).center)
    assert run_until(app, lambda: "0 tornado earth4 main" in moves(table), 10), moves(table)


def test_a_fire_kept_by_the_look_ahead_says_what_burning_would_do():
    """nc45 shot 076: Conseil said « Cliquez « Ne pas appliquer l'effet » : aucun choix ne vous fait avancer ici »
    beside « Bot 2 · Air (Éther 3) », a burn that would set the bot back a level; the newcomer burnt it and read
    the hint as wrong. A skipped burn says what burning would do, that the look-ahead found the game better
    without it, and the Cascade the rival could answer with; never « aucun choix »."""
    from lang import plain

    from game.evolution.bots import HardBot

    doc = {"seats": 2, "current": 0, "turn": 5,
           "mages": [{"hand": ["fire1", "earth2"], "rest": "draw", "piles": {"fire": ["fire0"]}},
                     {"hand": ["air2", "earth1"], "rest": "draw",
                      "piles": {"air": ["air0", "air1", "ether1", "ether2"], "water": ["water0"]}}]}
    st = position(doc)
    run(st, "0 play fire1 fire")
    assert act("burn", 1, "air") in st.legal_actions(0)
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(st, act("skip"))
    assert bot.why is not None and bot.why[0] == "skip_burn", bot.why
    # (f48: the look-ahead's « en jouant la suite plusieurs fois » gave way to what the burn meets on the table,
    # tests/test_evolution_f48.py)
    for lang, words in (("fr", "Cliquez « Ne pas appliquer l'effet » : brûler la carte Éther de Bot 2 le ferait "
                               "reculer d'un niveau, mais "),
                        ("en", 'Click "Skip the effect": burning the Ether card of Bot 2 would set them back')):
        i18n.set_lang(lang)
        said = plain(i18n.hint_text("evolution", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))
        assert said.startswith(words), said
        assert "aucun choix" not in said and "no choice" not in said
    i18n.set_lang("fr")


def test_a_card_says_which_creature_its_symbol_frees(app, monkeypatch):
    """nc45 shots 131, 153: a card's creature showed as a bare star in a circle, and which creature only in the
    badge that comes when the card can be placed, or on hover (« I had to hover to learn which creature a card
    carries »). The circle carries the creature's two letters, as its token does; a tiny card keeps the star."""
    import pygame

    from game.evolution.defs import load_defs
    from sprites.evolution import art

    defs = load_defs()
    card = next(c for c, cid in defs.symbol.items() if cid == "sylph")
    drawn: list[str] = []
    real = art.render
    monkeypatch.setattr(art, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    art.card_face(defs, card, (80, 112))  # a hand card
    assert "Sy" in drawn, drawn
    drawn.clear()
    stars: list[str] = []
    monkeypatch.setattr(art.shapes, "symbol", lambda surf, kind, *a, **k: stars.append(kind))
    art.card_face(defs, card, (48, 66))  # a bot's small pile
    assert "Sy" not in drawn and "star" in stars
    assert isinstance(art.card_face(defs, card, (80, 112)), pygame.Surface)


def test_the_last_banner_on_the_table_says_who_won(app, tmp_path):
    """nc47 shot 165: after the person's winning card the table's last banner read « Fin de partie », where the
    tutorial's ended on « Vous gagnez : quatre Élémentaires ultimes ! ». The game's end says who won."""
    from lang import plain
    from test_evolution_nc24 import LAST_CARD
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], LAST_CARD)
    table.act(0, act("play", "water5", "water"))
    assert table.feed.match.state.is_over
    table.m.finished = [0]
    over = Event("game_over", None, {})
    assert plain(table.banner_text("evolution.banner.over", over)) == "Fin de partie : vous gagnez !"
    table.m.finished = [1]
    assert plain(table.banner_text("evolution.banner.over", over)) == "Fin de partie : Bot 2 (facile) gagne"
    i18n.set_lang("en")
    assert plain(table.banner_text("evolution.banner.over", over)) == f"Game over: {table.names[1]} wins"
    i18n.set_lang("fr")


PHOENIX_HELD = {"seats": 2, "current": 0, "turn": 30,
                "mages": [{"hand": ["water1", "air3"], "rest": "draw",
                           "piles": {"air": ["air0", "air1", "air2"], "earth": ["earth0"], "fire": ["fire0"],
                                     "water": ["water0"]},
                           "rooted": {"air": 3, "earth": 1, "fire": 1, "water": 1}},
                          {"hand": ["earth3", "earth4"], "rest": "draw",
                           "piles": {"air": ["air0", "air1", "air2", "air3"],
                                     "earth": ["earth0", "earth1", "earth2"]}}],
                "tokens": {"phoenix": {"holder": 0}}}


def test_the_phoenix_hint_speaks_of_ones_ondine_only_when_one_has_it_in_play():
    """nc47 shot 100: « … (votre Ondine ne garde pas une carte de votre propre Phénix) » while the Ondine still lay in
    the centre. The words on one's Ondine come only with an Ondine of one's own in play."""
    from game.evolution.bots import HardBot

    st = position(PHOENIX_HELD)
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(st, act("power", "phoenix"))
    assert bot.why is not None and bot.why[0] == "power" and bot.why[1]["ondine"] == 0, bot.why
    mine = {**PHOENIX_HELD["mages"][0], "rooted": {"air": 3, "earth": 1, "fire": 1}}  # its Water free, shielded
    with_ondine = position({**PHOENIX_HELD, "mages": [mine, PHOENIX_HELD["mages"][1]],
                            "markers": {"ondine": {"seat": 0, "pile": "water"}}})
    bot.explain(with_ondine, act("power", "phoenix"))
    assert bot.why is not None and bot.why[1]["ondine"] == 1, bot.why


BOTH = {"seats": 2, "current": 0, "turn": 30,
        "mages": [{"hand": ["water1", "air3"], "rest": "draw",
                   "piles": {"air": ["air0"], "earth": ["earth0", "earth1"], "fire": ["fire0"], "water": ["water0"]},
                   "rooted": {"fire": 1, "water": 1}},
                  {"hand": ["earth3", "earth4"], "rest": "draw",
                   "piles": {"air": ["air0", "air1", "air2", "air3"], "earth": ["earth0", "earth1", "earth2"],
                             "fire": ["fire0", "fire1"]}}],
        "tokens": {"phoenix": {"holder": 0}, "golem": {"holder": 0}}}


def test_the_golem_comes_before_ones_own_phoenix():
    """nc47 shots 100-103: Conseil said « Utilisez le pouvoir de Phénix … « Phénix · brûle 6 cartes, 2 à vous » »;
    the person used the Golem first, and the Phénix burnt the bot's 4 cards alone. Holding both, with one's own
    cards in its fire, the Golem comes first (the bots' policy, and so the hint), then the Phénix."""
    import random

    from game.evolution.bots import MEDIUM

    st = position(BOTH)
    pick = MEDIUM(st, 0, st.legal_actions(0), random.Random(0))
    assert pick == act("power", "golem"), pick
    st.apply(0, pick)
    assert MEDIUM(st, 0, st.legal_actions(0), random.Random(0)) == act("power", "phoenix")
    assert not any(st.burnable(0, p, 0) for p in st.defs.elements)  # nothing of one's own in its fire


def test_the_quick_discard_taken_back_is_said_in_the_log_not_as_a_toast(app, tmp_path):
    """nc44 shot 112, nc46 shot 099, nc47 shot 108: « Votre rapide sert de pioche, en pause : défaussez dans la
    principale. » came as a toast over the pile names, the prompt or « Éther : 0 », read as a stray tooltip. It is the
    table's line in the log, the first time; « en pause » and « rouvre à la pioche vide » stand under the discard."""
    from lang import plain
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    said = plain(i18n.t("evolution.quick_paused_told"))
    table.on_recover(Event("recover", 0, {"source": "quick", "count": 4}))
    assert said in [plain(e) for e in table.log.entries]
    assert plain(table.error or "") != said
    table.on_recover(Event("recover", 0, {"source": "quick", "count": 3}))
    assert [plain(e) for e in table.log.entries].count(said) == 1  # the first time only
