"""Newcomer round 59 (nc59) on Elem Master's first game against « Bot sur mesure » (f48): Conseil near the end,
the « ! » marks' reach, the count as a table, the reserve race."""

from __future__ import annotations

from game import i18n


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


# seat 0 leads the count (Earth 3 to 2); two Fire levels left: its own on a Savanna (c3, it may grow there) and
# the bot's far away (f4); its Water (a4) two steps from its Fire
NEAR_END = """terrain: forest
cells: {c3: savanna, b3: savanna}
stacks:
  a1: 0 earth 3
  c3: 0 fire 1
  a4: 0 water 1
  f6: 1 earth 2
  f4: 1 fire 1
  e6: 1 water 1
current: 0
turn: 20
"""


def test_conseil_leading_near_the_end_puts_the_fire_out_rather_than_grow_it(app, tmp_path):
    """nc59: little Fire left, the count line saying the person would win, Conseil said « Faites grandir votre Feu
    en c3 ». Now its plan weighs the end's nearness (the count line's own test, `count_lead`) and says so first."""
    from test_elemmaster_newcomer import table_for

    from game.elemmaster.bots import ElemBot, closing
    from game.elemmaster.scenario import from_text
    from game.hints import Hint

    st = from_text(NEAR_END)
    assert closing(st, 0) == {"close_fires": ["c3", "f4"], "close_owners": "some"}
    assert closing(st, 1) is None  # the side behind is not told to end it
    view, legal = st.view(0), st.legal_actions(0)
    for seed in range(3):
        bot = ElemBot(0, seed, "hard")
        bot.explaining = True
        first = bot.choose(view, legal)
        plan = [first, *bot.plan]
        assert not any(a.kind == "grow" and a.args[0] == "c3" for a in plan), plan
        # the turn takes a Fire level off the board
        w = st.fast_copy()
        for a in plan:
            if w.current == 0 and a in w.legal_actions(0):
                w._apply(0, a)
        assert sum(s.level for s in w.stacks.values() if s.element == "fire") < 2, plan
        assert bot.why is not None and bot.why[1]["close_fires"] == ["c3", "f4"]
    # the bot's own play too since f52 (nc62: a bot ahead waited for the drive of a long game, 36 rounds)
    plain_bot = ElemBot(0, 0, "hard")
    assert plain_bot.choose(view, legal).kind != "grow"

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, NEAR_END)
    reason, params = bot.why
    line = _plain(table.hint_line(Hint(0, first, reason, params, table._decisions())))
    assert line.startswith("Vous gagneriez au décompte : éteignez les derniers Feux (c3, f4) pour finir la "
                           "partie. "), line
    params = dict(params, close_fires=["c3"], close_owners="all")
    line = _plain(table.hint_line(Hint(0, first, reason, params, table._decisions())))
    assert line.startswith("Vous gagneriez au décompte : éteignez votre dernier Feu (c3) pour finir la partie."), line
    i18n.set_lang("en")
    line = _plain(table.hint_line(Hint(0, first, reason, params, table._decisions())))
    assert line.startswith("You would win on the count: put out your last Fire (c3) to end the game."), line
    i18n.set_lang("fr")


def _reach_board(fire: str) -> str:
    return f"terrain: forest\nstacks:\n  b1: 0 earth 2\n  a1: 0 water 1\n  {fire}\n  f6: 1 earth 2\ncurrent: 0\n"


def test_the_risk_marks_count_a_splits_and_a_brasiers_reach(app, tmp_path):
    """nc59: the red « ! » marked only the cells beside an enemy that beats the piece; a Fire two cells away that
    splits (its moved part is unmarked) or throws a brasier burnt the Earth moved there. The engine's legal actions
    on the view say what reaches (`split_reach`), not a copy of the rules in the scene."""
    from test_elemmaster_newcomer import cell, table_for

    from game.core import Action
    from game.elemmaster.rules import split_reach
    from game.elemmaster.scenario import from_text

    def reach(fire: str, to: str) -> list[str]:
        return split_reach(from_text(_reach_board(fire)).view(0), 0, Action.parse(f"move b1 {to} 2"))

    assert reach("d4: 1 fire 2", "c2") == ["d4"]  # a token to d3, then the attack
    assert reach("d4: 1 fire 1", "c2") == []  # a whole move marks the Fire: it cannot attack that turn
    assert reach("e4: 1 fire 3", "c2") == ["e4"]  # a brasier's new Fire on d3
    assert reach("d4: 1 fire 2", "c1") == []
    for fire, risky in (("d4: 1 fire 2", {"b2", "c2"}), ("d4: 1 fire 1", set()), ("e4: 1 fire 3", {"c2"})):
        table = table_for(app, tmp_path, _reach_board(fire))
        cell(app, table, "b1")
        assert table.selection.cells == ["b1"]
        assert set(table.board_marks().risky) == risky, (fire, table.board_marks().risky)


def test_the_count_is_a_small_table_beside_who_beats_whom(app, tmp_path):
    """nc59 asked for the count as a table (side × Terre, Eau, Air, the column that decides marked), not only a
    sentence: the engine's decision carries every side's figures, drawn on the chart's right."""
    import pygame
    from test_elemmaster_newcomer import table_for

    from game.elemmaster.scenario import from_text
    from scenes.ui import ACCENT

    decided = from_text(NEAR_END).count_now()
    assert decided is not None and decided["table"] == {"0": [3, 1, 0], "1": [2, 1, 0]}
    assert decided["element"] == "earth"
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, NEAR_END)
    surf = pygame.Surface((1280, 720))
    table.draw_table(surf)
    p = table.panels
    assert p.beats_rect is not None and p.count_table_rect is not None
    assert p.beats_rect.contains(p.count_table_rect)
    assert p.count_rect is None or not p.count_rect.colliderect(p.count_table_rect)
    # the Earth's column, the one that decides, is framed in the accent colour; the Air's is not
    spot = p.count_table_rect
    col_w = (spot.width - 22) // 3

    def framed(i: int) -> bool:
        x = spot.x + 22 + i * col_w + 1
        below_title = range(spot.y + 20, spot.bottom)  # (the title is in the accent too)
        return any(tuple(surf.get_at((x + dx, y)))[:3] == ACCENT for dx in (0, 1) for y in below_title)

    assert framed(0) and not framed(2)


# seat 0 has all six of its Earth tokens on the board: its Earth reserve is empty
RESERVE_OUT = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  b1: 0 earth 3\n  c3: 0 fire 1\n  a4: 0 water 1\n" \
              "  f6: 1 earth 2\n  f4: 1 fire 1\n  e6: 1 water 1\ncurrent: 0\nturn: 20\n"


def test_the_count_line_warns_when_a_counted_reserve_runs_out_and_the_panel_shows_it(app, tmp_path):
    """nc59, the endgame's reserve race (6 tokens an element): the panel shows each reserve (« x/y »), an empty one
    now in red, and the count line says when the person's reserve of an element the count weighs is used up."""
    import pygame
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import RESERVE_OUT as RED
    from scenes.elemmaster.panels import Seats, count_line, count_text, reserve_out

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, RESERVE_OUT)
    m = table.model
    assert m.reserve[0]["earth"] == 0 and reserve_out(m, 0) == "earth" and reserve_out(m, 1) is None
    you = Seats(["Vous", "Bot 2"], 0)
    assert _plain(count_text(m, you)).endswith("Votre réserve de Terre est vide : plus aucune croissance de Terre.")
    assert "réserve de Terre est vide" in count_text(m, you, short=True)
    assert "réserve" not in count_text(m, Seats(["Joueur 1", "Vous"], 1))
    # drawn whole under the chart, and the empty reserve's « 0 » in red in the person's row
    surf = pygame.Surface((1280, 720))
    table.draw_table(surf)
    p, lay = table.panels, table.layout
    assert p.beats_rect is not None
    room = (lay.bar_y - 32 - p.beats_rect.bottom - 4) // 18
    for lang, words in (("fr", "réserve de Terre est vide"), ("en", "Earth reserve is empty")):
        i18n.set_lang(lang)
        assert words in _plain(count_line(m, you, False, lay.side.width - 4, room))
    i18n.set_lang("fr")
    row = lay.player_rect(0, 2)
    earth = pygame.Rect(row.x + 20, row.y + 36, 62, 28)
    assert any(tuple(surf.get_at((x, y)))[:3] == RED for x in range(earth.x, earth.right)
               for y in range(earth.y, earth.bottom))
    bot_row = lay.player_rect(1, 2)
    assert not any(tuple(surf.get_at((x, y)))[:3] == RED for x in range(bot_row.x, bot_row.right)
                   for y in range(bot_row.y, bot_row.bottom))


def test_conseils_cue_to_end_is_not_said_twice_on_an_attack_on_a_fire(app, tmp_path):
    """With « Vous gagneriez au décompte : éteignez … » first, the attack on a Fire does not add « Cela rapproche la
    fin : vous menez au décompte … » (the same words twice in one hint)."""
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.elemmaster.bots import closing
    from game.elemmaster.scenario import from_text
    from game.hints import Hint

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  a2: 0 water 2\n  b3: 1 fire 2\n  c1: 0 fire 1\n" \
            "  d1: 1 earth 2\n  f6: 1 earth 1\ncurrent: 0\n"
    close = closing(from_text(board), 0)
    assert close == {"close_fires": ["b3", "c1"], "close_owners": "some"}
    table = table_for(app, tmp_path, board)
    params = {"count": 1, "left": 2, "why": "", "own": 0, "element": "fire", "source": "water", "cell": "a2",
              "to": "b3", "next": 0, "then": ""}
    attack = Action.parse("attack a2 b3")
    line = _plain(table.hint_line(Hint(0, attack, "plan_attack", params, table._decisions())))
    assert "Cela rapproche la fin" in line and "Vous gagneriez" not in line, line
    line = _plain(table.hint_line(Hint(0, attack, "plan_attack", dict(params, **close), table._decisions())))
    assert line.startswith("Vous gagneriez au décompte : éteignez les derniers Feux (b3, c1)"), line
    assert "Cela rapproche la fin" not in line, line
