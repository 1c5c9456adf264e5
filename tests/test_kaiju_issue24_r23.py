"""Issue 24, twenty-third round of Kaiju & Mecha (newcomer nc23)."""

from __future__ import annotations

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
  - hand: [2, 8]
  - hand: [4, 9]
pile_top: [6]
"""


def test_a_double_that_offers_only_its_mecha_says_the_mecha_is_optional(app, tmp_path):
    """nc23 shots 14, 47, 55: « Prendre est obligatoire dès que les dés prennent quelque chose » on other
    turns, then « Prendre le Mecha 6 » beside « Ne rien prendre »: which is it? The note beside the
    buttons says the Mecha is optional; the compulsory note names the Kaiju."""
    from scenes.kaiju.layout import L

    path = tmp_path / "mecha.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    legal = [str(a) for a in table.legal(0)]
    assert "take nothing" in legal and "take mecha" in legal, legal
    note = table.must_take_note()
    assert note is not None and table.controls.mecha_optional() and not table.controls.must_take()
    img, (x, _y) = note
    assert x + img.get_width() <= L.home.right
    said = plain(i18n.t_in("fr", "kaiju.mecha_optional"))
    assert "au choix" in said and "ne rien prendre" in said, said
    for lang in ("fr", "en"):
        assert "Kaij" in i18n.t_in(lang, "kaiju.must_take") and "Kaij" in i18n.t_in(lang, "kaiju.must_take_one")
    app.stack.pop()


def test_the_discard_counts_a_card_as_it_sets_off(app, tmp_path, monkeypatch):
    """nc23 shot-13: « 1 carte » under the Défausse while a second card was visibly landing on it."""
    import scenes.kaiju.table as kt

    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.tweens.speed = 1.0
    before = len(table.model.shown_discard())
    table.model.discard.append(5)
    table.fly("k5", (600, 300), kt.L.discard.center, 0.5, kt.CARD, kt.STACKED, lands=("discard",))
    seen: list[str] = []
    real = kt.render
    monkeypatch.setattr(kt, "render", lambda text, *a, **k: (seen.append(plain(str(text))), real(text, *a, **k))[1])
    table.draw_discard(app.screen if hasattr(app, "screen") else __import__("pygame").Surface((1280, 720)))
    want = plain(i18n.t("kaiju.discard_count", n=before + 1))
    assert want in seen, seen
    assert len(table.landed.discard()) == before, "its picture shows once it has landed"
    app.stack.pop()


def test_the_joue_badge_leaves_the_persons_panel_once_a_bot_thinks(app, tmp_path):
    """nc23 shot-26: « La pioche est vide … » with « Bot 2 (facile) réfléchit… » under it, and the orange
    « joue » still on the person's panel: the badge goes where the status line says."""
    path = tmp_path / "main.yaml"
    path.write_text(MAIN.replace("dice: [6, 6]", "dice: [1, 1]").replace("[8, 7, 2, 2, 3, 7, 7, 3]",
                                                                          "[8, 7, 2, 2, 3, 7, 7, 1]"),
                    encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path, speed="normal")
    assert table.playing_seat() == 0
    table.act(0, next(a for a in table.legal(0) if str(a) == "take 1"))
    assert list(table.feed.actors()) == [1], table.feed.actors()
    # the person's last events still show (the model's turn is still theirs): the bot is the one playing
    assert table.model.active == 0 and table.human_to_act() is None, table.model.active
    assert table.playing_seat() == 1
    app.stack.pop()


def test_a_fading_bubble_leaves_no_empty_outline(app, tmp_path):
    """nc23 shot-21: an empty rounded outline floated where « Vous annulez ! » had faded: the frame was
    drawn whole while the words and the plate faded."""
    import pygame

    from sprites.fonts import render

    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    colour = (230, 90, 80)
    table.bubble(0, "Vous annulez !", colour, 1.0)
    effect = table.anim.effects[-1]
    box = table.bubble_box(0, render("Vous annulez !", 16, colour, bold=True).get_size())
    for progress, seen in ((0.5, True), (0.99, False)):
        surf = pygame.Surface((1280, 720))
        surf.fill((0, 0, 0))
        effect.draw_at(surf, effect.rect, progress)
        edge = surf.get_at((box.left, box.centery))[:3]
        assert (max(edge) > 150) == seen, (progress, edge)
    app.stack.pop()


def test_a_lone_take_button_reads_at_the_size_of_a_full_row(app, tmp_path):
    """nc23 shot-40: a lone « Prendre 2 » looked bigger and bolder than every other button of the game."""
    sizes = {}
    for dice in ("6, 2", "1, 4"):
        path = tmp_path / "row.yaml"
        path.write_text(MAIN.replace("dice: [6, 6]", f"dice: [{dice}]").replace(
            "[8, 7, 2, 2, 3, 7, 7, 3]", "[5, 2, 1, 3, 1, 5, 11, 4]").replace("hand: [2, 8]", "hand: [8]"),
            encoding="utf-8")
        table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
        run(app, 0.05)
        table.controls.bar.share()
        sizes[dice] = {b.text_size for b in table.controls.bar.buttons}
        app.stack.pop()
    assert len(sizes["6, 2"]) == 1 and sizes["6, 2"] == sizes["1, 4"], sizes


def test_a_refill_is_one_line_of_the_log(app, tmp_path):
    """nc23: each refill added « Carte 1 retournée (place 8) » per card, pushing the lines worth reading
    out of sight. The cards turned up in a row make one sentence; another line starts a new one."""
    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    before = len(table.log.entries)
    table._log_line(Event("card_revealed", None, {"slot": 1, "card": 7, "pile": 3}))
    table._log_line(Event("card_revealed", None, {"slot": 4, "card": 2, "pile": 2}))
    assert len(table.log.entries) == before + 1
    assert plain(table.log.entries[-1]) == "7, 2 révélés remplissent les places 2, 5", table.log.entries[-1]
    assert [plain(line) for line, _ in table.log.lines][-1].endswith("places 2, 5")
    table._log_line(Event("nothing_taken", 1, {}))
    table._log_line(Event("card_revealed", None, {"slot": 0, "card": 9, "pile": 1}))
    assert plain(table.log.entries[-1]) == "Un 9 révélé remplit la place 1", table.log.entries[-1]
    table._log_line(Event("nothing_taken", 0, {}))
    for k in range(3):
        table._log_line(Event("card_revealed", None, {"slot": 5 + k, "card": 3, "pile": 0}))
    assert plain(table.log.entries[-1]) == "3, 3, 3 révélés remplissent les places 6 à 8", table.log.entries[-1]
    assert len(table.log.heads) == len(table.log.lines)
    app.stack.pop()


def test_undo_says_what_it_takes_back_while_it_shows(app, tmp_path, monkeypatch):
    """nc23 shot-88: « Défaire (U) » came for a moment after « Laisser faire », nothing said what it would
    undo (dice, hidden hands), and the person did not dare press it. Under it, while it shows, a line says
    which move it takes back (undo comes only while the same seat still plays: after a pass in one's own
    turn, mostly)."""
    import pygame

    from scenes.ui import Button

    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    assert table.undo_words() is None and table.undo_caption() is None
    table.tools.buttons.append(Button(pygame.Rect(table.tool_rect.x, table.tool_rect.y, 90, 40), "Défaire (U)",
                                      lambda: None, tag="undo"))
    for move, words in (("pass", "Défaire annule votre « Laisser faire »."),
                        ("play 5 set 1 3", "Défaire annule votre 5 joué.")):
        monkeypatch.setattr(table.feed, "moves_since", lambda _n, move=move: [[0, "roll"], [0, move]])
        said = plain(table.undo_words() or "")
        assert said == words, said
        img, (x, y) = table.undo_caption()
        assert x + img.get_width() <= table.note_rect.x and y >= table.tool_rect.bottom, (x, y, img.get_size())
    app.stack.pop()


def test_the_hint_box_says_when_it_goes(app, tmp_path):
    """nc23 shots 88-90: the Conseil box refreshed by itself after the hinted « Laisser faire », then
    vanished after the next move; nothing said when it stays. Its words end by saying it; the box still
    holds them (it grows, its type shrinks no lower than 12)."""
    from game.core import act
    from game.hints import Hint

    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.hint_shown = Hint(0, act("take", "mecha"), "only", {})
    body = plain(table._hint_body())
    # nc60 shots 036-043: « suivi, le suivant vient seul » did not hold when the bot could answer first: said no more
    assert body.endswith("(Ce conseil s'efface au prochain coup.)")
    box, size = table._hint_box()
    assert size >= 12 and box.height <= table.hint_rect.height, (box, size)
    table.hint_shown = None
    table.hint_seat = 0  # still thinking: only « Un bon joueur réfléchit… »
    assert "s'efface" not in plain(table._hint_body())
    app.stack.pop()


def test_a_stolen_3s_wound_counts_as_the_box_says_it(app, tmp_path):
    """Past nc23's list, the same contradiction as shots 22 and 81: the stolen box said « Blessure (−3) »
    while the thief's panel showed no Wound until the box went and the token flew. The Wound counts with
    the steal; the token flies no more where the box showed."""
    path = tmp_path / "main.yaml"
    path.write_text(MAIN.replace("  - hand: [4, 9]", "  - hand: [3, 9]"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.tweens.speed = 1.0
    steal = Event("card_stolen", 0, {"from": 1, "card": 3, "kept": False, "mecha_wanted": None})
    table.model.apply(steal)
    table.on_card_stolen(steal)
    assert table.reveal == 3 and table.model.players[0].wounds == 1
    assert not table.anim.flights
    wound = Event("wound_taken", 0, {"card": 3, "wounds": 1, "points": -3})
    table.model.apply(wound)
    table.on_wound_taken(wound)
    assert table.model.players[0].wounds == 1 and not table.anim.flights
    app.stack.pop()
