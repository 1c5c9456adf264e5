"""Issue 24, round 11 (Elem Master): nc10 lost a whole turn without a word. A no to the question
about one's own stack clears the selection, a click on an empty square with nothing selected says
what to do, and ending a turn with every action point unspent asks once."""

import pygame
from scene_input import click, key, look
from test_elemmaster_newcomer import button, cell, table_for

from game.core import act
from game.i18n import t


def press(app, table, tag: str) -> None:
    """A mouse click on the bar's button `tag`, as a person makes it."""
    click(app, button(table, tag).rect.center)


def test_a_no_clears_the_selection_and_the_next_click_says_something(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c2")  # own Earth, lit in its shade: the question
    assert table.confirm.question is not None and table.confirm.question.action == act("attack", "b2", "c2")
    press(app, table, "no")
    assert table.selection.cells == [] and table.confirm.question is None and table.feed.match.moves == []
    assert table.error == t("elemmaster.after_no")
    cell(app, table, "d4")  # an empty square, nothing selected: never a click that does nothing
    assert table.selection.cells == [] and table.error == t("elemmaster.pick_first")


def test_ending_a_turn_with_every_point_unspent_asks_once(app, tmp_path):
    table = table_for(app, tmp_path)
    ap = table.model.ap
    assert ap == 3
    press(app, table, "end")
    q = table.confirm.question
    assert q is not None and q.reason == "idle" and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_idle"
    assert "3 PA perdus" in table.prompt.replace("\u00a0", " ").replace("\u202f", " ") or ap != 3
    key(app, pygame.K_n)  # no: the turn goes on
    assert table.confirm.question is None and table.feed.match.moves == []
    look(app)  # « Fin du tour » came back under the pointer in the place of the question's button
    press(app, table, "end")  # asked once: the second press ends the turn
    assert table.feed.match.moves[:1] == [[0, "end"]], table.feed.match.moves


def test_a_yes_ends_the_turn(app, tmp_path):
    table = table_for(app, tmp_path)
    key(app, pygame.K_e)
    assert table.confirm.question is not None and table.confirm.question.reason == "idle"
    key(app, pygame.K_o)
    assert table.feed.match.moves[:1] == [[0, "end"]]


def test_a_played_turn_is_not_asked_about(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "a6")
    cell(app, table, "a6")  # grows the Earth: one point spent
    assert table.feed.match.moves == [[0, "grow a6"]], (table.feed.match.moves, table.error)
    press(app, table, "end")
    assert table.confirm.question is None and table.feed.match.moves[1] == [0, "end"]


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _follow(app, table, hint, said: str) -> list[str]:
    """Makes the hinted move as the hint words it: its cells clicked in order, then each button the
    hint names in « », then the question's yes. Returns the labels that were on the bar."""
    import re

    from scenes.elemmaster.selection import action_paths
    m = table.feed.match
    before, seen = len(m.moves), []
    for i, c in enumerate(action_paths(hint.action)[0]):
        if len(m.moves) > before:
            break
        cell(app, table, c)
        seen += [b.label for b in table.bar.buttons]
        if i == 0 and hint.action.kind == "vague":
            # nc34: « cliquez c3, puis « Vague » en bas, puis d4 … »: the wave is asked for after its Water
            assert "puis « Vague » en bas, puis" in said, said
            click(app, next(b for b in table.bar.buttons if b.tag == "wave").rect.center)
    if "deux fois" in said and len(m.moves) == before:
        cell(app, table, action_paths(hint.action)[0][-1])
    for name in re.findall(r"« (.+?) »", said.replace("puis « Vague » en bas, puis", "")):
        if len(m.moves) > before:
            break
        found = [b for b in table.bar.buttons if re.sub(r"^\d+\. ", "", _plain(b.label)).startswith(name)]
        assert found, f"« {name} » named by the hint is no button: {said} / {[b.label for b in table.bar.buttons]}"
        click(app, found[0].rect.center)
    if table.confirm.question is not None and len(m.moves) == before:
        press(app, table, "yes")
    assert m.moves[before:before + 1] == [[0, str(hint.action)]], (said, m.moves[before:], table.error, seen)
    return seen


def test_every_hint_names_the_clicks_and_buttons_of_the_screen(app):
    """nc10, shot-85: the hint said « Attaquer d1 → e1 » sous le plateau, no such button. Over
    hinted games on the table, each hinted move is made by the clicks and buttons it names."""
    from waiting import wait_until

    from game import i18n
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    kinds: set[str] = set()
    for seed in (0,):  # one hinted game (two walked the same clicks twice: the suite's time, f14)
        app.stack.push(MenuScene(app))
        m = Match("elemmaster", ["human", "bot:easy"], seed=seed, options={})
        open_table(app, m)
        table = app.stack.top
        def mine(m=m, table=table) -> bool:
            return m.state.is_over or table.acting_seat() == 0 or (table.model.phase != "play"
                                                                 and 0 in table.feed.actors())

        for _ in range(20):  # 20 hinted moves meet 5 kinds of hints (30 took 20 s of the suite's time, stop 50)
            assert wait_until(mine, 30, between=lambda: app.frame(1 / 30)), "never my turn"
            if m.state.is_over:
                break
            h = m.hint(0)
            said = _plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Vous", "Bot"]))
            if table.model.phase != "play":
                table.act(0, h.action)
                continue
            kinds.add(h.reason + ("_own" if h.params.get("own") else ""))
            _follow(app, table, h, said)
    assert len(kinds) >= 3, kinds


def test_the_hint_for_an_attack_on_ones_own_piece_names_the_yes_button():
    from game import i18n
    i18n.set_lang("fr")
    said = _plain(i18n.hint_text("elemmaster", "plan_attack", {
        "own": 1, "element": "water", "to": "e1", "source": "earth", "cell": "d1", "effect": "x",
        "lose_element": "water", "lose_cell": "e1", "win_element": "earth", "win_cell": "d1", "grows": 1,
        "why": ["why_safe", {}], "count": 1, "next": 0, "then": ""}, ["Vous", "Bot"]))
    assert "« Oui »" in said and "Attaquer d1" not in said, said
    assert _plain(t("elemmaster.confirm.yes_own", loser="Eau", winner="Terre")).startswith("Oui"), said


def test_the_end_banner_keeps_clear_of_the_title(monkeypatch):
    """nc10, shot-28: « Fin de partie · Un camp a perdu toute sa Terre » covered « Elem Master »."""
    import pygame

    from sprites.elemmaster import art
    from sprites.tween import Tween
    plates: list[pygame.Rect] = []
    real = art.draw_plate
    monkeypatch.setattr(art, "draw_plate",
                        lambda surf, r, shown: (plates.append(pygame.Rect(r)), real(surf, r, shown))[1])
    text = t("elemmaster.banner.over_why", why=t("end.elemmaster.elimination"))
    tween = Tween(0.0, 1.0, 2.0, elapsed=1.0)  # the middle of its time: whole
    art.CardBanner(text, (320, 342), tween, small=True, board=pygame.Rect(40, 62, 560, 560)).draw(
        pygame.Surface((1280, 720)))
    assert plates and plates[0].right <= 640 - art.TITLE_HALF and plates[0].left >= 40, plates


def test_ones_own_piece_reads_apart_from_a_special_in_one_vocabulary():
    """nc10: « rose : votre pièce, violet : spécial » looked alike. The own shade is a dashed hot
    pink, and the prompt and the tutorial name it the same way."""
    import colorsys

    from game import tutorial
    from sprites.elemmaster import art
    hue = [colorsys.rgb_to_hsv(*(v / 255 for v in art.color(k)))[0] * 360 for k in ("own", "special")]
    assert abs(hue[0] - hue[1]) >= 40, hue
    lit = ", ".join(t(f"elemmaster.lit.{k}") for k in ("move", "attack", "own", "special"))
    prompt = _plain(t("elemmaster.prompt.selected_own", cell="b2", lit=lit))
    assert "pointillés roses au survol : sacrifier" in prompt and "violet : spécial" in prompt, prompt
    steps = [s.text() for s in tutorial.load("elemmaster").steps]
    assert any("rose en pointillés" in _plain(x) for x in steps) and not any("éclairée en rose" in x for x in steps)
