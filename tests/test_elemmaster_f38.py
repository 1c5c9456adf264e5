"""Newcomer round 37 (nc37) on Elem Master: what a fresh player stumbled on, fixed (f38)."""

from __future__ import annotations

import pygame
from scene_input import click, key, run
from test_elemmaster_newcomer import cell, table_for

from game import i18n
from game.core import act

COSTLY = """terrain: forest
stacks:
  a1: 0 earth 2
  c3: 0 fire 1
  c4: 1 water 2
  a5: 0 air 1
  b5: 1 earth 1
  e2: 0 water 2
  e3: 1 fire 1
  f6: 1 fire 1
current: 0
"""


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")



def test_a_losing_attack_asks_first_and_says_what_is_lost(app, tmp_path) -> None:
    """nc37 shot 143: « my Fire into enemy Eau f3 runs with no question, marked only by a thin grey frame ».
    Asked as the sacrifice is (« Oui / Non »), the bar saying the Fire disappears; a no plays nothing,
    a yes plays it; the setting « off » asks nothing."""
    i18n.set_lang("fr")
    # f50: a second Fire of one's own, else the question says it is the last (test_elemmaster_f50)
    table = table_for(app, tmp_path, COSTLY.replace("  a1: 0 earth 2\n", "  a1: 0 earth 2\n  a2: 0 fire 1\n"))
    cell(app, table, "c3")
    cell(app, table, "c4")
    q = table.confirm.question
    assert q is not None and q.action == act("attack", "c3", "c4") and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_loss"
    assert _plain(table.prompt) == "Attaque perdue d'avance (Eau bat Feu) : votre Feu en c3 perd un niveau " \
                                   "et disparaît. Attaquer quand même ?", table.prompt
    assert {b.tag for b in table.bar.buttons} >= {"yes", "no", "always"}
    key(app, pygame.K_n)
    assert table.confirm.question is None and table.feed.match.moves == []
    cell(app, table, "c3")
    cell(app, table, "c4")
    key(app, pygame.K_o)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, str(act("attack", "c3", "c4"))]]


def test_the_setting_governs_the_losing_attack_as_the_sacrifice(app, tmp_path) -> None:
    table = table_for(app, tmp_path, COSTLY)
    app.settings.confirm = "off"
    cell(app, table, "c3")
    cell(app, table, "c4")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, str(act("attack", "c3", "c4"))]]


def test_a_souffle_spending_the_airs_last_token_asks_first(app, tmp_path) -> None:
    """nc37 shot 123: « 1 jeton d'Air dépensé, son dernier : l'Air disparaît », with no warning."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, COSTLY)
    souffle = act("souffle", "a5", "b5", 1)
    assert souffle in table.feed.legal(0)
    cell(app, table, "a5")
    cell(app, table, "b5")
    if table.confirm.question is None:  # a count to pick first
        table.act(0, souffle)
    q = table.confirm.question
    assert q is not None and q.action == souffle and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_air"
    assert _plain(table.prompt) == "Ce souffle dépense le dernier jeton de votre Air en a5 : l'Air disparaît. " \
                                   "Souffler quand même ?", table.prompt
    yes = next(b for b in table.bar.buttons if b.tag == "yes")
    assert _plain(yes.label) == "Oui, souffler (O)"
    click(app, yes.rect.center)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, str(souffle)]]


def test_a_plain_move_and_a_winning_attack_do_not_ask(app, tmp_path) -> None:
    table = table_for(app, tmp_path, COSTLY)
    assert table.costly(act("attack", "e2", "e3")) is None and not table.harms_own(0, act("attack", "e2", "e3"))
    cell(app, table, "c3")
    cell(app, table, "b3")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, str(act("move", "c3", "b3", 1))]]
    cell(app, table, "e2")
    cell(app, table, "e3")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves[-1] == [0, str(act("attack", "e2", "e3"))]


SPLIT = """terrain: forest
stacks:
  a1: 0 earth 2
  b5: 0 water 3
  e2: 0 fire 1
  f6: 1 fire 1
  f5: 1 earth 1
current: 0
"""


def _drawn_waters(table) -> list[int]:
    """The Water levels the board draws (its stacks and its ghosts), in the order drawn."""
    levels: list[int] = []
    real = table.board.pieces.stack

    def spy(owner, element, level, cs, *rest, **kw):
        if element == "water":
            levels.append(level)
        return real(owner, element, level, cs, *rest, **kw)

    table.board.pieces.stack = spy
    try:
        table.draw(pygame.Surface((1280, 720)))
    finally:
        table.board.pieces.stack = real
    return levels


def test_the_split_preview_shows_what_stays_and_what_arrives_for_each_count(app, tmp_path) -> None:
    """nc37 shot 131 (tutorial shot 34): « b5 → c5 : combien de jetons déplacer ? » still showed 3 on b5
    and 1 on c5. The source shows what stays, the target what arrives: the fewest first, then the count
    of the button under the pointer (or the keys' focus)."""
    table = table_for(app, tmp_path, SPLIT)
    cell(app, table, "b5")
    assert _drawn_waters(table) == [3]  # selected, nothing chosen yet: the whole stack
    cell(app, table, "c5")
    assert table.selection.count_menu() and table.feed.match.moves == []
    assert _drawn_waters(table) == [2, 1]  # b5 keeps 2, c5 gets 1
    for n, (stays, arrives) in ((2, (1, 2)), (3, (None, 3))):
        i = next(i for i, b in enumerate(table.bar.buttons) if b.tag == str(act("move", "b5", "c5", n)))
        table.bar.hover = i
        assert table.split_preview() == ("b5", "c5", n)
        assert _drawn_waters(table) == [x for x in (stays, arrives) if x is not None], n
        table.bar.hover = -1
        table.bar.focus = i  # the keys' focus the same
        assert table.split_preview() == ("b5", "c5", n)
        table.bar.focus = -1
    key(app, pygame.K_ESCAPE)
    assert table.split_preview() is None and _drawn_waters(table) == [3]


def test_annuler_keeps_one_place_whatever_the_bar_holds(app, tmp_path) -> None:
    """nc37 shots 84, 91, 131, 139: « Annuler (Échap) » sat bottom-left, then after the count buttons; the
    hand looked for it where it was. One place: the bar's left end, with a one-line prompt above, a
    two-line prompt beside it, or the counts of a move beside it."""
    from scenes.elemmaster.panels import PROMPT_W
    from scenes.ui import TYPE, wrap
    i18n.set_lang("fr")
    board = "terrain: savanna\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  a2: 0 water 1\n  a6: 0 fire 2\n" \
            "  b6: 0 fire 2\n  d4: 0 water 3\n  f6: 1 earth 1\n  c6: 1 earth 1\n  e4: 1 water 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)

    def cancel():
        return next(b.rect for b in table.bar.buttons if b.label == i18n.t("elemmaster.cancel"))

    cell(app, table, "a2")
    one_line = cancel()
    assert len(wrap(table.bottom_text(), PROMPT_W, TYPE.SMALL)) == 1
    assert one_line.x == table.layout.board.x
    key(app, pygame.K_ESCAPE)
    cell(app, table, "d4")
    cell(app, table, "d5")
    assert table.selection.count_menu() and cancel() == one_line  # first, the counts after it
    assert all(b.rect.x > one_line.right for b in table.bar.buttons if b.tag.startswith("move"))
    key(app, pygame.K_ESCAPE)
    cell(app, table, "c3")
    cell(app, table, "c3")  # grows: the Fire reserve empty, said after the prompt of the next Fire
    cell(app, table, "b6")
    assert len(wrap(table.bottom_text(), PROMPT_W, TYPE.SMALL)) >= 2, table.bottom_text()
    assert cancel() == one_line


def test_the_tutorials_bot_never_passes_a_whole_turn() -> None:
    """nc37 shot 39: « Bot 2 (facile) passe son tour sans rien jouer ... (3 PA perdus) » while its Fire stood
    beside the person's Earth. Each of its turns plays something (its Fire burns b2 again), the step after
    says so, and the tutorial still ends as written."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    match = tutorial.played(tut)
    turns: list[list[str]] = [[]]
    for seat, move in match.moves:  # the bot's turns: its runs of moves between the person's
        if seat == 1:
            turns[-1].append(move)
        elif turns[-1]:
            turns.append([])
    bot_turns = [t for t in turns if t]
    assert len(bot_turns) == 3 and all(t != ["end"] for t in bot_turns), bot_turns
    assert bot_turns[-1] == ["attack a3 b2", "end"]
    grow = next(s for s in tut.steps if s.do == "grow f4")
    for lang, said in (("fr", "Son Feu a encore brûlé votre Terre (b2)."),
                       ("en", "Its Fire burnt your Earth (b2) again.")):
        i18n.set_lang(lang)
        assert _plain(grow.text()).startswith(said) and "pass" not in grow.text(), grow.text()
    i18n.set_lang("fr")



GIFTS = """terrain: forest
stacks:
  a1: 0 earth 3
  d5: 0 fire 1
  d4: 0 fire 1
  b3: 0 water 2
  d2: 0 earth 1
  d6: 1 air 2
  b5: 1 fire 1
  c4: 1 fire 1
  f1: 1 earth 2
current: 1
"""


def test_no_bot_souffles_an_enemy_into_a_fusion_nor_throws_a_lone_fire_away(tmp_path) -> None:
    """nc37 item 2: the bot's souffle pushed the person's Fire onto their other Fire (« fusion ... Feu de
    niveau 3 »), and its lone level-1 Fires walked next to the person's Waters, taken for nothing. Those are
    blunders (`blunder`), and no level plays one while it has anything else."""
    from game.core import Action
    from game.elemmaster.bots import _after_events, blunder, make_bot
    from game.match import Match

    path = tmp_path / "gifts.yaml"
    path.write_text(GIFTS)
    m = Match("elemmaster", ["human", "human"], scenario=str(path))
    st = m.state
    legal = st.legal_actions(1)

    def bad(text: str) -> bool:
        a = Action.parse(text)
        assert a in legal, (text, legal)
        return blunder(st, 1, a, *_after_events(st, 1, a))

    assert bad("souffle d6 d5 1")  # the person's Fire d5 onto their Fire d4: a level-2 Fire given
    assert bad("move b5 b4 1")  # alone beside the Water b3, nothing to burn there
    assert not bad("move b5 a5 1")  # no Water beside
    assert not bad("move c4 c3 1")  # beside the Water, but the Earth d2 to burn
    # the levels never choose one (before, the easy bot did from seeds 4 and 10)
    for strength, seeds in (("easy", range(12)), ("medium", range(4)), ("hard", range(1))):
        for seed in seeds:
            bot = make_bot(strength, 1, seed)
            choice = bot.choose(st.view(1), legal)
            assert not blunder(st, 1, choice, *_after_events(st, 1, choice)), (strength, seed, choice)


def _explained(tmp_path, monkeypatch, why, warn, note, then_to):
    """Conseil's words for a plan from a small position, with the reason, the reach warning, the note on
    the plan's end and the next step's risk as given."""
    from game.core import Action
    from game.elemmaster import bots as B
    from game.match import Match

    path = tmp_path / "plan.yaml"
    path.write_text(GIFTS.replace("current: 1", "current: 0"))
    st = Match("elemmaster", ["human", "human"], scenario=str(path)).state
    bot = B.make_bot("hard", 0, 1)
    bot.explaining = True
    monkeypatch.setattr(B.ElemBot, "_why", lambda self, *a: (why, False))
    monkeypatch.setattr(B.ElemBot, "_reach_warning", staticmethod(lambda *a: warn))
    monkeypatch.setattr(B.ElemBot, "_exposed_note", staticmethod(lambda *a: note))
    monkeypatch.setattr(B.ElemBot, "_earth_note", lambda self, *a: {"note": "none"})
    monkeypatch.setattr(B.ElemBot, "_earth_reach", staticmethod(lambda *a: {}))
    monkeypatch.setattr(B.ElemBot, "_lands_exposed", staticmethod(
        lambda w, seat, a: {"note_foe": "water", "note_to": "b6"} if a.args[1:2] == (then_to,) else {}))
    bot.explain_plan(st, [Action.parse("grow d2"), Action.parse(f"move d4 {then_to} 1")])
    return bot.why[1]


def test_conseil_gives_each_warning_once(tmp_path, monkeypatch) -> None:
    """nc37 shots 75, 105: « Ensuite : déplacez votre Feu de b4 vers c5 (l'Eau en b6 pourra l'y attaquer : un
    risque que le Conseil prend, faute de mieux). Un risque, pas une étape à jouer : ... votre Feu finirait le
    tour en c5, à portée d'une attaque adverse (Eau en b6) »; « 3 élémentaires restent menacés ... Attention :
    ... et 3 autres de vos pièces aussi ». The risk of the next step said once, and no reach warning after a
    reason that counts the threatened pieces."""
    warn = {"warn_cell": "e2", "warn_source": "fire", "warn_foe": "water", "warn_to": "e3", "warn_beside": 1,
            "warn_more": 3}
    end_note = {"note": "exposed_end", "note_cell": "d3", "note_source": "fire", "note_foe": "water",
                "note_to": "b3"}
    p = _explained(tmp_path, monkeypatch, ["why_least", {"n": 3}], warn, end_note, "d3")
    assert p["then"][1]["kind"] == "step_move_exposed" and p["note"] == "none", p
    assert "warn_cell" not in p, p
    p = _explained(tmp_path, monkeypatch, ["why_safe", {}], warn, end_note, "c3")  # another cell: both said
    assert p["then"][1]["kind"] == "step_move_exposed" and p["note"] == "exposed_end" and p["warn_cell"] == "e2", p


def test_a_hinted_souffle_on_ones_own_piece_names_its_button() -> None:
    """Found while checking f38 (tests/test_elemmaster_f11.py): « Souffle de votre Air en a1 vers a2 (cliquez
    a1, puis a2) » for a lone Air's token on its own Fire, where the click on a2 offers « Souffle ×1 » below
    the board (one's own piece is never a target): the hint names the button."""
    import yaml

    from game.core import act
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    board = {"terrain": "forest", "current": 0,
             "stacks": {"a1": "0 air 1", "a2": "0 fire 1", "a3": "1 earth 2", "f1": "0 earth 2", "f6": "1 fire 1"}}
    st = from_text(yaml.safe_dump(board))
    assert act("souffle", "a1", "a2", 1) in st.legal_actions(0)
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [act("souffle", "a1", "a2", 1)])
    assert bot.why is not None
    said = _plain(i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]))
    assert said.startswith("Souffle de votre Air en a1 vers a2 (cliquez a1, puis a2, puis « Souffle ×1 » en bas)"), said
