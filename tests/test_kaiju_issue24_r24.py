"""Issue 24, twenty-fourth round of Kaiju & Mecha (newcomer nc24)."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import open_scenario, run

from game import i18n
from game.core import Event

MAIN = """\
seats: 2
active: 0
phase: main
dice: [6, 6]
table: [8, 7, 2, 2, 3, 7, 7, 3]
players:
  - hand: [1, 2, 8]
  - hand: [1, 1, 9]
pile_top: [6]
"""


def _open(app, tmp_path):
    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    return table


def test_the_panels_say_the_points_and_the_cards_seen_enter_a_hand(app, tmp_path):
    """nc24: the total showed only at the end (« I added it up in my head »), and the bot's cards seen
    enter its hand only in the scrolled journal while Conseil counted on them. The person's name line
    says their points; the bot's panel its points as far as seen, the cards seen enter its hand (less
    those seen leave it), and who leads the 1s; nothing the viewer has not seen."""
    table = _open(app, tmp_path)
    # what a real game shows of the bot's hand: a start card drawn face up, a take, a card played
    table.shown += [
        Event("start_draw", 1, {"card": 9, "total": 9, "pile": 20}),
        Event("cards_taken", 1, {"cards": [1], "slots": [0], "dice": [1, 4]}),
        Event("cards_taken", 1, {"cards": [6], "slots": [1], "dice": [6, 2]}),
        Event("card_played", 1, {"card": 6, "effect": "draw", "args": []}),
    ]
    lines = [plain(line) for line in table.seen_lines(1)]
    # a tie in 1s shares the bonus: the bot's points count it, as the person's do (nc25)
    assert lines[0] == "Au moins 25 points avec le bonus des 1, sans compter 1 carte cachée", lines
    assert lines[1] == "Vu entrer dans sa main : 1, 9", lines
    assert lines[2] == "Bonus des 1 (+15) : égalité : 1 chez vous, 1 vu chez Bot 2", lines
    assert table.seen_lines(0) == [] and table.points_of(0) == (11, 0)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert "11 points" in plain(i18n.t_in("fr", "kaiju.home_points", cards="Cartes : 3", n=11, with_bonus="no"))
    panel = table.places.seat_rect(1)
    rects = table.seen_rects(1, panel.x + 300, panel.right - 14)
    assert len(rects) == 3 and all(panel.contains(r) for _t, r, _s in rects)
    for lang in ("fr", "en"):
        for state in ("lead", "behind", "tie", "none"):
            said = i18n.t_in(lang, "kaiju.seen.ones", state=state, mine=2, theirs=1, bonus=15, who="Bot 2")
            assert "15" in said and "{" not in said
    app.stack.pop()


def test_step_ten_points_at_the_panel(app):
    """nc24 shot-19: « Sa main de départ et ses prises se voient » while the bot's cards lay face down:
    the step says where they are told."""
    import yaml

    with open("data/kaiju/tutorial.yaml", encoding="utf-8") as f:
        steps = yaml.safe_load(f)["steps"]
    said = [s["say"]["fr"] for s in steps if s.get("do") == "play 7 draw"]
    assert said and "panneau" in said[0] and "se voient" not in said[0], said


SHOT_36 = """\
seats: 2
active: 0
phase: main
dice: [5, 1]
table: [10, 1, 2, 5, 2, 9, 1, 6]
discard: [1, 1, 1]
players:
  - hand: [2, 5, 7]
  - hand: [1, 11]
pile_top: [6]
"""
# (bt26: the other 1s in the discard: with 1s still hidden the hard bot takes 1 and 5, the race undecided)


def test_a_card_played_for_two_1s_says_the_bonus_and_names_the_mecha_left(tmp_path):
    """nc24 shot-36: « Jouez votre carte 5 … puis prenez les cartes 1, 1 au centre : les deux ensemble vous
    rapportent plus que … (6 points au mieux) »: two 1s are 2 points; the reason is the 1s bonus, and the
    double 1 also offered the Mecha 1, unsaid. The hint says both."""
    from lang import french

    from game.kaiju.bots import HardBot
    from game.match import Match

    path = tmp_path / "s36.yaml"
    path.write_text(SHOT_36, encoding="utf-8")
    match = Match("kaiju", ["human", "bot:hard"], scenario=str(path))
    bot = HardBot(0, 1)
    bot.observe([Event("start_draw", 1, {"card": 1, "total": 1, "pile": 9}),
                 Event("start_draw", 1, {"card": 11, "total": 12, "pile": 8})])
    view = match.state.view(0)
    assert str(bot.choose(view, match.state.legal_actions(0))) == "play 5 set 1 1"
    reason, params = bot.why
    assert params["then"][0] == "then_cards_ones", params
    with french():
        said = plain(i18n.hint_text("kaiju", reason, params, ["Joueur 1", "Bot 2"]))
    assert "pour le bonus des 1" in said and "plutôt que le Mecha 1" in said, said
    i18n.set_lang("en")
    said_en = i18n.hint_text("kaiju", reason, params, ["Player 1", "Bot 2"])
    assert "rather than Mecha 1" in said_en, said_en


def test_pass_advice_says_the_second_cancel_card_it_weighed():
    """nc24 shot-72: « … qui vous aurait alors coûté votre carte 6 pour rien » to a hand of two 6s: the
    second could answer the bot's 11 in turn. The advice says so (two cards of the hand at stake)."""
    from lang import french

    with french():
        for key in ("let_pass_again", "let_pass_kept"):
            said = plain(i18n.hint_text("kaiju", key, {"card": 6, "holder": 1, "holds": 11, "effect": "set",
                                                       "more": 1}, ["Joueur 1", "Bot 2"]))
            assert "pour rien" not in said and "deux cartes de votre main" in said, said
            alone = plain(i18n.hint_text("kaiju", key, {"card": 6, "holder": 1, "holds": 11, "effect": "set",
                                                        "more": 0}, ["Joueur 1", "Bot 2"]))
            # nc59 shot 098: one card alone is not lost « pour rien »: it goes for theirs
            assert "pour rien" not in alone and "contre son 11" in alone, alone


def _row(seat, total, bonus=0, ones=0, mechas=0, kaiju_points=0):
    return {"seat": seat, "total": total, "bonus": bonus, "majority_cards": ones, "wounds": 0, "wound_points": 0,
            "mechas": mechas, "mecha_points": 15 * mechas, "cards": 5, "kaiju": 5, "kaiju_points": kaiju_points}


def test_the_results_call_the_person_vous():
    """nc24 shots 27, 89: « Vous gagnez ! » over « Joueur 1 gagne avec le plus de points »: the person
    who won alone is « vous » in what decided it too; another winner keeps their name."""
    from lang import french

    from game.core import Result
    from game.kaiju.state import decision
    from scenes.kaiju.results import explain

    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    for rows in ([_row(0, 91, bonus=15, ones=4, kaiju_points=61), _row(1, 85, ones=2, kaiju_points=70)],
                 [_row(0, 92, mechas=3, kaiju_points=47), _row(1, 40, mechas=1, kaiju_points=25)]):
        res = Result((0,), [float(r["total"]) for r in rows], "pile", {"breakdown": rows, "decided_by": decision(rows)})
        with french():
            mine = [plain(s) for s in explain({"you": 0}, res, names)]
            theirs = [plain(s) for s in explain({"you": 1}, res, names)]
        assert len(mine) == 2 and mine[0].startswith("Vous gagnez avec le plus de points"), mine
        assert "Joueur 1" not in " ".join(mine), mine
        assert theirs[0].startswith("Joueur 1 gagne"), theirs


def test_the_log_names_a_bot_with_its_level_on_its_turns_header_only(app, tmp_path):
    """nc24 shot-89: « Bot 2 (sur mesure) » spelt out in every journal line. The turn's header says the
    level; the turn's other lines say « Bot 2 »."""
    table = _open(app, tmp_path)
    table.names[1] = "Bot 2 (sur mesure)"
    head = plain(table.describe(Event("turn_start", 1, {"last_turns": None, "turn": 3})) or "")
    line = plain(table.describe(Event("dice_rolled", 1, {"dice": [2, 4]})) or "")
    assert "Bot 2 (sur mesure)" in head, head
    assert line.startswith("Bot 2 lance") and "(sur mesure)" not in line, line
    mine = plain(table.describe(Event("dice_rolled", 0, {"dice": [2, 4]})) or "")
    assert mine.startswith(table.names[0]), mine
    app.stack.pop()


def test_the_undo_caption_reads_on_two_lines_rather_than_squeezed(app, tmp_path, monkeypatch):
    """nc24 shot-69: « Défaire reprend votre « Laisser faire ». » at 11 px between the tool row and the ✎."""
    from scenes.ui import Button

    table = _open(app, tmp_path)
    table.tools.buttons.append(Button(pygame.Rect(table.tool_rect.x, table.tool_rect.y, 90, 40), "Défaire (U)",
                                      lambda: None, tag="undo"))
    monkeypatch.setattr(table.feed, "moves_since", lambda _n: [[0, "roll"], [0, "pass"]])
    sizes: list[int] = []
    import scenes.kaiju.table as kt

    real = kt.render
    monkeypatch.setattr(kt, "render", lambda text, size, *a, **k: (sizes.append(size), real(text, size, *a, **k))[1])
    img, (x, y) = table.undo_caption()
    assert min(sizes) >= 14, sizes
    assert x + img.get_width() <= table.note_rect.x and y >= table.tool_rect.bottom and y + img.get_height() <= 720
    app.stack.pop()
