"""Round 26 newcomer's Elemons findings (nc26)."""

from __future__ import annotations

from game import i18n


def test_a_quick_click_on_always_two_seconds_only_goes_on_and_the_choice_sits_far_from_the_words(app, tmp_path,
                                                                                                  monkeypatch):
    """nc26 shot 49: « Toujours 2 s, sans clic » sat right under « cliquez pour continuer », and the person feared
    changing a setting with the click meant to go on. The choice sits at the row's far end, and a click on it
    counts only once the pointer was brought there and rested a moment: a quick one there only goes on."""
    import pygame
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from game.core import Event

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # until a click
    monkeypatch.setattr(type(app.settings), "save", lambda s: None)
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    for s in (0, 1):
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(Event("tiles_hidden", 1, {"slots": [0, 1], "tiles": ["geomon", "pyromon"]}))
    assert table.held and table.fast_offered()
    words_end = 330 + screen.render(table.up_words(), screen.TYPE.BODY, (0, 0, 0)).get_width()
    assert screen.FAST_RECT.left > min(words_end, screen.PROMPT_WIDTH + 330) - 100, "not under the words' start"
    assert screen.FAST_RECT.left >= table.slot_rect(2).right, "right of the grid, away from its tiles"
    pos = screen.FAST_RECT.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)
    assert app.settings.tiles_up == 0.0, "a quick click there changes no setting"
    assert not table.held, "it went on"
