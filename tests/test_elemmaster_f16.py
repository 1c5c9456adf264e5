"""Elem Master, the fifteenth newcomer's tutorial and first game (round 16): every tutorial step short,
the wave in lower case, the attacker's mark said, the hint never sending a marked piece, the panel right
before the game's end, the easy bot's Fires at work, the banners clear of the title."""

from __future__ import annotations

import re

from game import i18n


def test_every_tutorial_step_is_at_most_three_sentences_and_forty_words():
    """nc15: steps of 61 and 71 words (the mark, the bases and the wave in one)."""
    from game import tutorial
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for step in tutorial.load("elemmaster").steps:
            said = step.text().replace("\u00a0", " ").replace("\u202f", " ")
            assert len(re.findall(r"\w+(?:['’-]\w+)*", said)) <= 40, (lang, said)
            assert 1 <= len(re.findall(r"[.!?](?:\s|$)", said)) <= 3, (lang, said)
            # an action, not a terrain; the wave's button is named as a button (nc34)
            bare = said.replace("le bouton « Vague »", "")
            assert "Vague" not in bare and "Brasier" not in said, (lang, said)


def test_the_panel_reserves_are_right_in_the_pause_before_the_game_over():
    """nc15: between the final collision and game_over (a tutorial holds game_over), the reserves
    were those before the last action: the status came on game_over only."""
    from game import tutorial
    from scenes.elemmaster.model import ElemMasterModel
    tut = tutorial.load("elemmaster")
    start = tut.new_match()
    model = ElemMasterModel.from_view(start.state.view(0), 0)
    events = [e for batch in tutorial.played(tut).history for e in batch if e.visible_to(0)]
    assert events[-1].kind == "game_over"
    for ev in events[:-1]:
        model.apply(ev)
    final = events[-1].data["status"]
    assert model.reserve == final["reserve"], (model.reserve, final["reserve"])
    assert model.phase == "play" and model.over is None, "the game is not over before its game_over"
    model.apply(events[-1])
    assert model.phase == "over" and model.over is not None


def _hint(stacks: dict[str, str], plan: list[str] | None = None):
    import yaml

    from game.core import Action
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    st = from_text(yaml.safe_dump({"terrain": "forest", "stacks": stacks}))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    actions = [Action.parse(x) for x in plan] if plan else bot._plan_turn(st)
    bot.explain_plan(st, actions)
    assert bot.why is not None
    return actions, bot.why


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_hint_never_asks_a_second_attack_of_a_piece_that_cannot_make_it():
    """nc15: the hint split a Fire (the half left behind is marked), attacked with the other half,
    and said « attaquez-la deux fois dans le même tour »: no piece could. It now says to ready two."""
    i18n.set_lang("fr")
    # the hard bot's own plan here (a split, the half left on d4 marked), written out: planning is slow
    _, (reason, params) = _hint({"a1": "0 earth 1", "d4": "0 fire 2", "e5": "1 earth 3", "f1": "1 fire 1"},
                                ["move d4 e4 1", "grow a1", "attack e4 e5"])
    assert params["note"] == "regrow_later", params
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "deux fois dans le même tour" not in said and "préparez deux pièces" in said, said
    assert "qui attaque est marqué ⊗" in said, said
    _, (reason, params) = _hint({"a1": "0 earth 1", "d4": "0 fire 1", "e5": "1 earth 3", "f1": "1 fire 1"},
                                ["attack d4 e5", "end"])
    assert params["note"] == "regrow_later", params  # one Fire: marked after its attack
    # two Fires beside it: a second attack is there to make this turn
    _, (reason, params) = _hint({"a1": "0 earth 1", "d4": "0 fire 1", "e4": "0 fire 1", "e5": "1 earth 3",
                                 "f1": "1 fire 1"}, ["attack d4 e5", "end"])
    assert params["note"] == "regrow", params
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "deux fois dans le même tour, avec deux pièces" in said, said
    i18n.set_lang("en")
    assert "with two pieces" in i18n.hint_text("elemmaster", reason, params, ["You", "Bot"])


def test_the_tutorial_arrow_keeps_off_who_beats_whom(app):
    """nc15: the arrow to the Air in f2 lay over « Qui bat qui »: the chart is words the arrow avoids
    (tests/test_tutorial_arrow.py then holds every step to it)."""
    from test_tutorial import open_tutorial
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    app.frame(1 / 60)
    chart = table.panels.beats_rect
    assert chart is not None and chart in table.text_rects(), chart


def test_banners_sit_clear_of_the_title_and_the_board(app, tmp_path, monkeypatch):
    """nc15: « À vous »-like banners were pressed against the title and the board's edge; the kit's
    « Élimination de … » was moved into that strip too."""
    import pygame
    from test_elemmaster_f14 import SMALL, board

    from sprites.elemmaster import art
    from sprites.tween import Tween
    i18n.set_lang("fr")
    table = board(app, tmp_path, SMALL)
    title = table.title_rect()
    grid = table.layout.grid
    table.banner(i18n.t("elemmaster.banner.eliminated", who="Bot 2"), 1.0)  # the presentation's banner
    assert isinstance(table.anim.banner_item, art.CardBanner) and table.anim.banner_item.small
    plates: list[pygame.Rect] = []
    real = art.draw_plate
    monkeypatch.setattr(art, "draw_plate",
                        lambda surf, r, shown: (plates.append(pygame.Rect(r)), real(surf, r, shown))[1])
    for text in (i18n.t("elemmaster.banner.turn", who="Joueur 1"), i18n.t("elemmaster.banner.eliminated", who="Bot 2"),
                 i18n.t("elemmaster.banner.over_why", why=i18n.t("end.elemmaster.elimination"))):
        plates.clear()
        art.CardBanner(text, (320, 342), Tween(0.0, 1.0, 2.0, elapsed=1.0), small=True, board=grid).draw(
            pygame.Surface((1280, 720)))
        plate = plates[0]
        assert plate.right <= title.left - 40, (text, plate, title)
        assert plate.top >= 4 and plate.bottom <= grid.top - 4, (text, plate, grid)
        assert abs(plate.centery - title.centery) <= 6, (text, plate, title)  # on the title's line
