"""The log's lines and Conseil name a bot without its level, in every game (nc24 and nc61 Kaiju, nc38 Elem Master,
nc63 Evolution: « Bot 2 (sur mesure) » in every line); its turn's header and its panel keep the level; a name typed
at setup stays whole. One mechanism, the kit's (`TableScene.short_names`, `full_name_lines`)."""

from __future__ import annotations

import pytest
from scene_input import run

from game import i18n
from game.core import Event, act
from game.hints import Hint
from game.match import Match
from scenes.app import open_table
from scenes.menu import MenuScene


def _table(app, game_id, names=None):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    m = Match(game_id, ["human", "bot:close", "bot:easy"] if game_id == "elemons" else ["human", "bot:close"], seed=5)
    if names:
        m.names = names
    open_table(app, m)
    table = app.stack.top
    run(app, 0.1)
    return table


@pytest.mark.parametrize("game_id", ["elemons", "evolution", "monsters", "kaiju", "elemmaster"])
def test_a_bot_is_named_without_its_level_but_in_its_turn_header(app, game_id, monkeypatch):
    i18n.set_lang("fr")
    table = _table(app, game_id)
    assert table.names[1] == "Bot 2 (sur mesure)" and table.short_names()[:2] == ["Joueur 1", "Bot 2"]
    assert "turn_start" in table.full_name_lines
    header = i18n.describe(game_id, Event("turn_start", 1, {}), table.names)
    if header:  # the turn's header, where a game has one, keeps the level
        assert table.describe(Event("turn_start", 1, {})) == header
    said = []
    monkeypatch.setattr(i18n, "hint_text", lambda game, reason, params, names=None: said.append(names) or "")
    table.hint_line(Hint(0, act("nothing"), "plain"))
    assert said and said[-1][:2] == ["Joueur 1", "Bot 2"]  # Conseil's seats, as the log's


def test_a_name_typed_at_setup_stays_whole(app):
    i18n.set_lang("fr")
    table = _table(app, "kaiju", names=["Alice", "Robot (gentil)"])
    assert table.short_names() == ["Alice", "Robot (gentil)"]
