"""Round f46 of Elem Master's first game (issue 24), from nc58's report."""

from __future__ import annotations

from lang import french, plain

from game import i18n

# nc58 shots 071-079 (turn 2): the warning's values the hint gave there (the plan ends with the Air in f3, the
# bot's Fire of 3 in e5 can split a token off that comes and attacks it)
NC58_WARN = {"warn_cell": "f3", "warn_beside": 0, "warn_foe": "fire", "warn_to": "e5", "warn_source": "air",
             "warn_more": 0}
NC58_LEVELS = {"e5": 3, "b5": 3, "f1": 3}  # the foes' cells to their levels (e5: a stack a token may leave)


def test_the_warning_says_whose_piece_goes_where():
    """nc58 shots 071, 074, 079: « l'adversaire peut venir attaquer votre Air, une fois en f3 (Feu en e5 : un jeton
    détaché de sa pile peut s'approcher puis attaquer dans le même tour) »: who would be « en f3 »? The warning says
    where the person's piece ends the turn, and whose token comes, from where, next to it."""
    from scenes.elemmaster.table import hint_warning

    with french():
        said = plain(hint_warning(NC58_WARN, NC58_LEVELS, {"a1", "b1", "c1", "b2", "f1"}))
        assert "une fois" not in said, said
        assert said == " Attention : votre Air finira ce tour en f3. À son prochain tour, l'adversaire peut détacher " \
                       "un jeton de sa pile de Feu en e5, l'amener à côté de votre Air et l'attaquer.", said
        there = plain(hint_warning(NC58_WARN, NC58_LEVELS, {"f3", "f1"}))
        assert there.startswith(" Attention à votre Air en f3 : à son prochain tour, l'adversaire peut"), there
        single = plain(hint_warning(NC58_WARN, {"e5": 1}, {"f3"}))
        assert "l'adversaire peut amener son Feu de e5 à côté de votre Air, par une vague ou un souffle" in single
    i18n.set_lang("en")
    assert "your Air will end this turn on f3. On its next turn, the enemy can split a token off its Fire stack on " \
           "e5, bring it next to your Air and attack it." in hint_warning(NC58_WARN, NC58_LEVELS, {"f1"})


# nc58's turn 2 after the brasier and the growth in c3 (shot 076), one action point left: the Air of 3 in f1
NC58_TURN2 = """blocks: [savanna, mountain, forest, swamp]
stacks:
  a1: 0 air 1
  b1: 0 water 1
  c1: 0 earth 2
  d1: 0 earth 2
  e1: 0 water 1
  f1: 0 air 3
  b2: 0 fire 1 played
  e2: 0 fire 2
  b3: 0 fire 1
  c3: 0 fire 2 played
  b5: 1 fire 3
  e5: 1 fire 3
  b6: 1 water 1
  c6: 1 earth 3
  d6: 1 earth 3
  e6: 1 water 2
reserves: {0: {earth: 2, fire: 0, water: 4, air: 2}, 1: {earth: 0, fire: 0, water: 3, air: 6}}
current: 0
ap: 1
turn: 3
"""


def test_no_free_step_that_gains_nothing_and_a_warned_move_says_how_it_stands():
    """nc58 shot 079: right after « l'adversaire peut venir attaquer votre Air, une fois en f3 », Conseil said
    « Déplacez votre Air de f2 vers f3 »: that free step gained nothing (a tie with ending the turn, taken as the
    first of equals) and f2 was as much in reach. With no action point left a free step that gains nothing is not
    advised (the turn's end is); a hinted move into the warned cell says whether the piece was in reach where it
    stands (« en c3 comme en c2 ») or the move brings the risk (« c'est le risque de ce coup »)."""
    from test_elemmaster_f16 import _hint

    from game.core import Action
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    from scenes.elemmaster.table import hint_warning

    st = from_text(NC58_TURN2)
    st._apply(0, Action.parse("move f1 f2 1"))  # as the person did: the Air in f2 may take a free second step
    assert st.ap == 0 and st.current == 0
    assert [str(a) for a in ElemBot(0, 1, "hard")._plan_turn(st)] == ["end"]
    with french():
        for board, plan, words in (
                ({"a1": "0 earth 2", "c2": "0 air 1", "e4": "1 fire 3", "f6": "1 earth 2"}, ["move c2 c3 1", "end"],
                 " Attention : en c3 comme en c2, votre Air reste à portée. À son prochain tour, l'adversaire peut "
                 "détacher un jeton de sa pile de Feu en e4, l'amener à côté de votre Air et l'attaquer."),
                ({"a1": "0 earth 2", "a3": "0 air 1", "e4": "1 fire 3", "f6": "1 earth 2"}, ["move a3 b3 1", "end"],
                 " Attention : en b3, votre Air sera à portée, c'est le risque de ce coup. À son prochain tour,")):
            _, (_, params) = _hint(board, plan)
            said = plain(hint_warning(params, {"e4": 3}, {"a1", plan[0].split()[1]}))
            assert said.startswith(words), said


def test_a_followed_plan_keeps_its_step_count_with_a_free_step(app, tmp_path):
    """nc58 shots 076 -> 079: « Étape 3 sur 3 de ce conseil », followed, became « Étape 4 sur 4 »: the Air's free
    second step was left out of the count until it came. The plan counts its free steps from the first, said as
    free: here « Étape 1 sur 2 de ce conseil (dont une gratuite) » (two tokens of the Air in f1 to f2, then one of
    them on to f3, free), then « Étape 2 sur 2 »."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    table = table_for(app, tmp_path, NC58_TURN2)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    said = []
    for _ in range(2):
        table.ask_hint()
        assert wait_until(lambda: table.hint_shown is not None and table.hint_shown.at == table._decisions(),
                          20, 0, frame), "the hint"
        hint = table.hint_shown
        said.append((str(hint.action), plain(table.hint_line(hint))))
        table.act(0, hint.action)
        frame()
    assert [a for a, _ in said] == ["move f1 f2 2", "move f2 f3 1"], said
    assert "Étape 1 sur 2 de ce conseil (dont une gratuite)." in said[0][1], said
    assert "Étape 2 sur 2 de ce conseil (dont une gratuite)." in said[1][1], said


# nc58's turn 4 (shot 094), one action point left and the Air reserve empty (6/0): the Air of 3 in f2 may blow the
# Water in e3 onto the bot's Fire in d4, and its spent token goes back to the reserve
NC58_TURN4 = """blocks: [savanna, mountain, forest, swamp]
stacks:
  a1: 0 air 1
  c1: 0 earth 2
  d1: 0 earth 2
  f1: 0 air 2
  a2: 0 water 1
  b2: 0 fire 1
  e2: 0 fire 2
  f2: 0 air 3
  b3: 0 fire 1
  c3: 0 fire 2
  e3: 0 water 1 played
  f3: 1 fire 1
  b4: 1 fire 1
  c4: 1 fire 1
  d4: 1 fire 1
  b5: 1 fire 1
  e5: 1 fire 1
  b6: 1 water 1
  c6: 1 earth 3
  d6: 1 earth 3
  e6: 1 water 1
  f6: 1 water 3
reserves: {0: {earth: 2, fire: 0, water: 4, air: 0}, 1: {earth: 0, fire: 0, water: 1, air: 6}}
current: 0
ap: 1
turn: 7
"""


def test_a_next_growth_from_an_empty_reserve_says_the_token_comes_back():
    """nc58 shot 094: « Ensuite : faites grandir votre Air en f1 » while the panel showed the Air reserve empty (6/0):
    it worked because the souffle gives its token back, which read as a bug at first. The next step says so."""
    from game.core import Action
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text

    st = from_text(NC58_TURN4)
    assert st.reserve[0]["air"] == 0
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("souffle f2 e3 1"), Action.parse("grow f1")])
    reason, params = bot.why
    with french():
        said = plain(i18n.hint_text("elemmaster", reason, params))
    assert "Ensuite : faites grandir votre Air en f1 (le souffle rend un jeton à votre réserve d'Air, vide pour " \
           "l'instant)." in said, said
    i18n.set_lang("en")
    assert "(the souffle gives a token back to your Air reserve, empty for now)" in \
        i18n.hint_text("elemmaster", reason, params)
    bot.explain_plan(st, [Action.parse("souffle f2 e3 1"), Action.parse("grow f2")])  # a reserve not empty: no word
    assert "rend un jeton" not in i18n.hint_text("elemmaster", *bot.why)


def test_a_click_badge_leaves_the_danger_mark_whole(app, tmp_path):
    """nc58 shot 166: Conseil's « clic 2 » badge sat on the red « ! » of c3 (a piece moved there would stand beside
    an enemy that beats it), half hiding it. Both show: the « ! » of a badged cell goes under its badge, as whole
    as on a cell with no badge."""
    from test_elemmaster_newcomer import cell, table_for

    from game.core import act
    from game.hints import Hint
    from scenes.elemmaster.board import RISKY

    text = "terrain: forest\nstacks:\n  d1: 0 earth 2\n  c3: 0 earth 1\n  d2: 1 fire 2\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, text)
    table.hint_shown = Hint(0, act("tunnel", "d1", "c3", 2), "plain", {}, at=table._decisions())
    cell(app, table, "d1")  # its targets c1, c2, c3 beside the enemy Fire in d2: « ! »; c3 is the hint's « clic 2 »
    app.draw()
    canvas = app.canvas

    def red(name: str) -> int:
        r = table.layout.cell_rect(name)
        return sum(1 for x in range(r.x, r.right) for y in range(r.y, r.bottom)
                   if tuple(canvas.get_at((x, y)))[:3] == RISKY)

    assert red("c2") > 200, red("c2")  # a risky cell with no badge: its whole « ! »
    assert red("c3") == red("c2"), (red("c3"), red("c2"))


def test_the_sacrifice_yes_button_holds_its_words_on_one_line(app, tmp_path):
    """nc58 shot 285: « Oui (O) : Feu −1, Eau +0 (déjà niveau 3) » ran onto two lines (« … (déjà niveau » / « 3) »).
    The button is as wide as its words, on one line, whole, beside « Non » and « Oui, ne plus demander », in French
    and in English, at the top level and with an empty reserve."""
    from test_elemmaster_newcomer import cell, table_for

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for text in ("terrain: savanna\nstacks:\n  b2: 0 fire 1\n  b1: 0 water 3\n  f6: 1 earth 2\ncurrent: 0\n",
                     "terrain: savanna\nstacks:\n  b2: 0 earth 1\n  b1: 0 water 1\n  f6: 1 earth 2\n"
                     "reserves: {0: {earth: 0, fire: 6, water: 5, air: 6}}\ncurrent: 0\n"):
            table = table_for(app, tmp_path, text)
            cell(app, table, "b2")
            cell(app, table, "b1")
            assert table.confirm.question is not None
            table.refresh_ui()
            buttons = {b.tag: b for b in table.bar.buttons}
            assert {"yes", "no", "always"} <= set(buttons), list(buttons)
            yes = buttons["yes"]
            assert ("+0" in yes.label) and len(yes.fitted()[1]) == 1, (yes.label, yes.fitted())
            assert not yes.rect.colliderect(buttons["no"].rect) and buttons["always"].rect.right <= 950
            app.stack.pop()


# nc58 shot 049 (the tutorial's step 25, made a game): the person can end the game this turn on the count
COUNT_END = """blocks: [forest, savanna, swamp, mountain]
stacks:
  a6: 0 water 1
  a5: 0 fire 1
  c5: 1 air 1
  e5: 1 earth 2
  b2: 0 earth 3
  e2: 1 fire 2
  d1: 0 water 2
  f1: 0 water 1
current: 0
"""


def test_who_beats_whom_keeps_its_note_when_the_count_warns_of_the_end(app, tmp_path, monkeypatch):
    """nc58 shot 049: « Qui bat qui » lost its line « Terre et Eau n'agissent pas sur l'Air… » to make room for the
    count's warning that the game may end this turn, and the panel jumped. The chart keeps its note and its size;
    the count's line and the warning both fit under it, over the prompt line."""
    from test_elemmaster_newcomer import table_for

    from game.i18n import t
    from scenes.elemmaster import panels as module

    drawn: list[str] = []
    render, prompt = module.render, module.draw_prompt
    monkeypatch.setattr(module, "render", lambda text, *a, **k: drawn.append(plain(str(text))) or render(text, *a, **k))
    monkeypatch.setattr(module, "draw_prompt",
                        lambda surf, words, *a, **k: drawn.append(plain(words)) or prompt(surf, words, *a, **k))
    note = plain(t("elemmaster.beats.note")).split()[:4]
    sizes = []
    far = COUNT_END.replace("  e2: 1 fire 2\n", "  e2: 1 fire 2\n  f6: 1 fire 3\n")  # two Fires: no end this turn
    for text, end in ((COUNT_END, True), (far, False)):
        table = table_for(app, tmp_path, text)
        table.names = ["Joueur 1", "Bot 2 (facile)"]
        table.panels._side = None
        drawn.clear()
        app.draw()
        p = table.panels
        assert any(d.split()[:4] == note for d in drawn), drawn
        sizes.append(p.beats_rect.size)
        assert p.count_rect is not None and p.count_rect.bottom <= table.layout.bar_y - 30, p.count_rect
        assert any(d.startswith("Au décompte" if end else "Sans Terre") for d in drawn), drawn  # the count's line
        assert any(d.startswith("Vous pouvez finir la partie à ce tour") for d in drawn) == end, drawn
        app.stack.pop()
    assert sizes[0] == sizes[1], sizes  # the chart stands still whether the end is near or not


def test_the_prompt_of_cells_both_green_and_violet_reads_in_plain_words(app, tmp_path):
    """nc58 shot 017: « vert et violet : un clic, puis le bouton pour déplacer ou une 2e case pour le brasier » was
    hard to parse. One idea per clause: such a cell moves or blazes, chosen after that click (the prompt then says
    how: « Brasier, cliquez sa 2e case (en violet) ; pour un simple déplacement, choisissez en bas »)."""
    from test_elemmaster_newcomer import cell, table_for

    text = "blocks: [forest, savanna, swamp, mountain]\nstacks:\n  d2: 0 fire 3\n  a1: 0 earth 2\n  f6: 1 earth 2\n" \
           "  a6: 1 fire 1\ncurrent: 0\n"
    for lang, words in (("fr", "d2 : cliquez une case (vert : déplacer, violet : brasier, vert et violet : déplacer ou "
                                "brasier, au choix après ce clic)"),
                        ("en", "green and purple: move or blaze, your choice after that click")):
        i18n.set_lang(lang)
        table = table_for(app, tmp_path, text)
        cell(app, table, "d2")
        table.refresh_ui()
        assert words in plain(table.prompt), table.prompt
        cell(app, table, "d3")
        table.refresh_ui()
        if lang == "fr":
            assert "Brasier, cliquez sa 2e case (en violet) ; pour un simple déplacement, choisissez en bas" \
                in plain(table.prompt), table.prompt
        app.stack.pop()


# nc58 shot 241 (turn 21), made small: the bot's Waters in f4, f5, f6 by its Earths in e5, e6; the person's Fire in d5
WAVE = """terrain: swamp
stacks:
  a1: 0 earth 3
  d5: 0 fire 1
  b2: 0 fire 1
  f4: 1 water 2
  f5: 1 water 2
  f6: 1 water 2
  e5: 1 earth 2
  e6: 1 earth 2
current: 0
"""


def test_the_bots_wave_is_said_in_the_turns_summary(app, tmp_path):
    """nc58 shot 241: the bot's wave from f5 gave two of its Waters to its Earths (two sacrifices), brought a Water
    to e4, and that Water then took the person's Fire in d5; the log's ten lines could not be followed, and the line
    under the board said only « votre Feu en d5 a disparu ». The summary says what the wave did, in one clause, and
    which piece took the Fire."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    from game.core import act

    def bots_turn(lang: str) -> tuple[str, str]:
        i18n.set_lang(lang)
        table = table_for(app, tmp_path, WAVE)
        table.names = ["Joueur 1", "Bot 2"]
        script = [act("vague", "f5", "e5", "f4", "f6"), act("attack", "e4", "d5"), act("end")]
        table.feed.match.bot_choice = lambda seat: script.pop(0)
        table.act(0, act("end"))
        assert wait_until(lambda: not script and table.acting_seat() == 0 and not table.busy, 20, 0,
                          lambda: app.frame(1 / 60))
        said = plain(table.exposed_line[1]), plain(table.bottom_text())
        app.stack.pop()
        return said

    said, shown = bots_turn("fr")
    words = "Pendant le tour de Bot 2 : sa vague f5 → e5 (2 sacrifices Eau → Terre, une Eau amenée en e4) ; " \
            "votre Feu en d5 a disparu sous l'attaque de l'Eau en e4."
    assert said == words and shown.startswith(words), (said, shown)  # whole, under the board
    said, _ = bots_turn("en")
    assert said == "Bot 2 played: its wave f5 → e5 (2 sacrifices Water → Earth, a Water brought to e4); your Fire on " \
                   "d5 is gone, taken by the Water on e4.", said
