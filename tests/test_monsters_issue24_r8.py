"""Issue 24, eighth round of Monsters: a trick hint nudges first (the card to start with), H again
gives the whole recipe; the badges' line names only the presses the trick needs; the tutorial arrow
keeps off the monsters of the next card; Enter with no line formed says so."""

from __future__ import annotations

from test_scenes_monsters import go_live, table_with
from waiting import wait_until

from game import i18n


def trick_hint(app, table):
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 10.0, step=0,
                      between=lambda: app.frame(1 / 30)), "the hint never came"
    hint = table.hint_shown
    assert hint.action.kind == "trick" and "steps" in hint.params, hint
    return hint


def test_a_trick_hint_gives_the_whole_recipe_at_once_in_a_game(app):
    """Round 8 nudged first (the card to start with), H again for the rest; round 11: in the race that cost
    two or three more presses, so a game gives the whole recipe at once (the tutorial still nudges)."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    hint = trick_hint(app, table)
    table.ask_hint()  # f38: a game's first press is a clue (nc37, shots 66, 71), the second the recipe
    assert not table.nudging(hint)
    whole = table.hint_detail(hint)
    assert "H de nouveau" not in whole, whole
    # f39 (nc38, shots 057, 071, 081): the whole recipe is the action and one line; the badges carry the steps
    assert whole.startswith("Faites un pli violet.\n") and "Pli violet" in whole and "étiquettes" in whole, whole
    assert "Dans l'ordre" not in whole, whole
    assert len(table.hint_places(hint.action)) >= 2
    assert len(table.hint_badges(hint.action)) == len(hint.action.args[1::3])


def test_the_badges_line_names_only_the_presses_the_trick_needs(app):
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    hint = trick_hint(app, table)
    table.ask_hint()
    # f39 (nc38): a game's recipe no longer spells the steps; the words that still do (the hint's own text,
    # the tutorial's) name only the presses the trick needs
    from scenes.monsters.table import keyed

    whole = i18n.hint_text(table.game_id, hint.reason, keyed(hint.params, table.hand()), table.names)
    assert len(table.hint_badges(hint.action)) == len(hint.action.args[1::3]), whole
    rots = [int(x) for x in hint.action.args[2::3]]
    flips = [int(x) for x in hint.action.args[3::3]]
    assert ("⇄" in whole) == any(flips), whole
    assert ("↻" in whole or "↺" in whole) == any(r % 4 for r in rots), whole
    # the line that listed the badges' presses (hint-monsters-stack) is gone with the long recipe (f40)


def test_enter_with_no_line_says_there_is_no_line_yet_and_names_no_colour(app):
    import pygame
    from scene_input import key

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    for k in (pygame.K_1, pygame.K_2, pygame.K_3):
        key(app, k)
        app.frame(1 / 30)
    assert len(table.arrangement.stack) == 3
    for cid in list(table.arrangement.stack):  # some orientation that shows no line
        if not table.claimable():
            break
        table.flip(cid)
    assert not table.claimable(), "every orientation tried shows a line"
    moves = len(table.feed.moves_since(0))
    key(app, pygame.K_RETURN)
    app.frame(1 / 30)
    assert table.error == i18n.t("monsters.prompt.full"), table.error
    assert "Pas de ligne" in table.error and "violet" not in table.error
    assert len(table.feed.moves_since(0)) == moves, "nothing was sent"


def test_the_tutorial_arrow_never_lies_over_another_hand_card(app, monkeypatch):
    """Step 1: the arrow to card 2 lay over the top-left monster of card 3."""
    import pygame
    from test_tutorial import open_tutorial, tap

    import scenes.tutorial as tut
    from scenes.monsters.drawing import L

    arrows: list[tuple] = []
    real = tut.draw_arrow
    monkeypatch.setattr(tut, "draw_arrow", lambda surf, a, b: (arrows.append((a, b)), real(surf, a, b))[1])
    table = open_tutorial(app, "monsters")
    checked = 0
    for _ in range(3000):
        if table.guide.is_over:
            break
        target = table.guide_target() if not table.busy else None
        if target is None:
            app.frame(1 / 60)
            continue
        arrows.clear()
        app.frame(1 / 60)
        others = [L.hand_slot(i) for i in range(len(table.hand())) if L.hand_slot(i) != target]
        for (sx, sy), (ex, ey) in arrows:
            line = pygame.Rect(min(sx, ex) - 6, min(sy, ey) - 6, abs(sx - ex) + 12, abs(sy - ey) + 12)
            assert line.collidelist(others) < 0, (table.guide.index + 1, line, target)
            checked += 1
        tap(app, target.center)
        app.frame(1 / 20)
    assert table.guide.is_over and checked >= 2, checked


def test_the_prompt_is_never_cut_mid_sentence(app):
    """A full stack with no line: "… (S). ↻ et ⇄ agissent sur la carte du dessus (touche 3) ;" and
    the rest cut off; the line under the buttons says which card Turn and Flip act on anyway."""
    from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W
    from sprites.fonts import wrap

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    hand = table.hand()
    for k in range(len(hand) + 1):
        if k:
            table.put_on_stack(hand[k - 1])
        prompt = table.play_prompt([])
        assert len(wrap(prompt, PROMPT_W, PROMPT_SIZE)) <= 2, prompt
    assert table.play_prompt([]).startswith("Pas de ligne")
