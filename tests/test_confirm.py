"""Optional confirmation of a move (issue 24): one kit mechanism (scenes/confirm.py), a setting
(off by default except a move that hurts one's own pieces), Elem Master's question about attacking
one's own stack through it, and the moves with no way back asked about when the setting says so."""

from __future__ import annotations

import json

import pygame
from scene_input import click, key, run
from test_elemmaster_newcomer import cell, table_for
from test_scenes_kaiju import MAIN, scenario_table

from game import i18n, paths
from game.core import act
from game.i18n import t
from scenes.common import SettingsScene
from scenes.confirm import ASKED, LEVELS
from scenes.settings import CONFIRM_NAMES, Settings
from sprites.fonts import fit_text


def test_the_setting_defaults_to_asking_only_about_harm_and_survives_a_bad_file(tmp_path, monkeypatch):
    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(tmp_path))
    assert Settings().confirm == "harm" == LEVELS[0] and CONFIRM_NAMES == LEVELS
    assert ASKED["harm"] == {"harm"} and ASKED["off"] == set()
    s = Settings(confirm="final")
    s.save()
    assert Settings.load()[0].confirm == "final"
    Settings.path().write_text(json.dumps({"confirm": "sometimes"}), encoding="utf-8")
    assert Settings.load()[0].confirm == "harm"
    assert paths.user_dir() == tmp_path


def test_the_settings_screen_cycles_the_confirmation(app):
    app.settings.confirm = "harm"
    app.stack.push(SettingsScene(app))
    scene = app.stack.top
    label = t("settings.confirm", value=t("settings.confirm.harm"))
    found = [b for b in scene.bar.buttons if b.label == label]
    assert found, [b.label for b in scene.bar.buttons]
    click(app, found[0].rect.center)
    assert app.settings.confirm == "final"
    assert any(b.label == t("settings.confirm", value=t("settings.confirm.final")) for b in scene.bar.buttons)
    for b in scene.bar.buttons:  # every button stays clear of the volume slider below them
        assert b.rect.bottom < scene.volume.rect.top or b.label == t("back")
    for lang in ("fr", "en"):  # each value fits its button at the size of its neighbours
        i18n.set_lang(lang)
        for value in CONFIRM_NAMES:
            label = t("settings.confirm", value=t(f"settings.confirm.{value}"))
            assert fit_text(label, found[0].rect.width - 12, 22) == 22, label
    i18n.set_lang("fr")


def test_elemmaster_attack_on_ones_own_stack_is_not_asked_when_the_setting_is_off(app, tmp_path):
    app.settings.confirm = "off"
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c2")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, "attack b2 c2"]]


def test_a_move_with_no_way_back_plays_at_once_by_default(app, tmp_path):
    app.settings.confirm = "harm"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [4]}, {hand: [1]}]\n")
    assert table.act(0, act("take", 8))
    assert table.confirm.question is None and table.feed.match.moves[-1] == [0, "take 8"]


def test_a_move_with_no_way_back_is_asked_about_when_the_setting_says_so(app, tmp_path):
    app.settings.confirm = "final"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [4]}, {hand: [1]}]\n")
    assert not table.act(0, act("take", 8))  # held back: the kit's panel asks
    assert table.confirm.question is not None and table.confirm.question.reason == "final"
    assert table.feed.match.moves == []
    assert {b.tag for b in table.confirm.bar.buttons} == {"yes", "no", "always"}
    surf = pygame.Surface((1280, 720))
    table.draw(surf)  # the question shows over the table
    key(app, pygame.K_n)
    assert table.confirm.question is None and table.feed.match.moves == []
    table.act(0, act("take", 8))
    key(app, pygame.K_ESCAPE)  # Escape is a no too (not the pause)
    assert table.confirm.question is None and app.stack.top is table and table.feed.match.moves == []
    table.act(0, act("take", 8))
    key(app, pygame.K_y)
    assert table.feed.match.moves[0] == [0, "take 8"]


def test_yes_do_not_ask_again_and_a_refused_move_is_not_asked(app, tmp_path):
    app.settings.confirm = "final"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [4]}, {hand: [1]}]\n")
    assert not table.act(0, act("take", 7))  # not takeable with 3 and 5: refused in words, never asked
    assert table.confirm.question is None and table.error
    table.act(0, act("take", 8))
    always = next(b for b in table.confirm.bar.buttons if b.tag == "always")
    click(app, always.rect.center)
    assert table.feed.match.moves[0] == [0, "take 8"] and "final" in table.confirm.unasked
    assert table.confirm.wanted("harm") and not table.confirm.wanted("final")


def test_evolution_asks_once_before_ending_the_turn_when_the_setting_says_so(app):
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    app.settings.speed, app.settings.confirm = "instant", "final"
    app.stack.push(MenuScene(app))
    open_table(app, Match("evolution", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    for _ in range(200):
        if table.human_to_act() == 0 and act("end") in table.legal(0):
            break
        run(app, 0.1)
    end = act("end")
    assert end in table.legal(0), "the person never could end a turn"
    assert table.will_confirm(0, end)
    assert not table.controls.wants_confirm(0, end)  # Evolution's own question stands aside: asked once
    assert not table.act(0, end) and table.confirm.question.action == end
    app.settings.confirm = "harm"
    assert not table.will_confirm(0, end)
