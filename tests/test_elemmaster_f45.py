"""Round f45 of Elem Master's first game (issue 24), from nc53's report."""

from __future__ import annotations

from test_elemmaster_f26 import ENDING

from game import i18n
from scenes.ui import prompt_lines
from sprites.fonts import TYPE, wrap


def test_the_warning_that_the_game_may_end_is_never_cut_the_count_line_gives_way(app, tmp_path, monkeypatch):
    """nc53 shot 140: « Attention : à son prochain tour, Bot 2 (sur mesure) peut finir la partie en faisant disparaître
    les derniers Feux (c5, b6) : il » — cut at the panel's bottom, under a three-line count line: the game's most
    important words. The warning comes whole first; the count's line takes the room left, or none."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster import panels as module
    i18n.set_lang("fr")
    threat = dict(ENDING)
    del threat["b3"]  # the person cannot end it now: the bot can, next turn
    text = "terrain: forest\nstacks:\n" + \
        "".join(f"  {k}: {v}\n" for k, v in threat.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text)
    table.names = ["Joueur 1", "Bot 2 (sur mesure)"]
    drawn: list[tuple[str, int, int]] = []
    real = module.draw_prompt

    def spy(surf, words, pos, width, color=None, size=TYPE.BODY, max_lines=2, **kw):
        drawn.append((words, width, max_lines))
        return real(surf, words, pos, width, color, size, max_lines, **kw) if color is not None else \
            real(surf, words, pos, width, size=size, max_lines=max_lines, **kw)

    monkeypatch.setattr(module, "draw_prompt", spy)
    table.panels._side = None  # the side is drawn again, with the names
    app.frame(1 / 60)
    app.draw()
    warning = [(w, width, most) for w, width, most in drawn if w.startswith("Attention")]
    assert warning, [w for w, _, _ in drawn]
    words, width, most = warning[-1]
    assert "Bot 2 (sur mesure)" in words and "gagnerait au décompte" in words.replace("\u00a0", " "), words
    _, lines = prompt_lines(words, width, TYPE.SMALL, most)
    assert len(lines) == len(wrap(words, width, TYPE.SMALL)) and lines[-1].rstrip().endswith("."), lines


def test_the_whole_stack_button_stands_first_whatever_the_stacks_height(app, tmp_path):
    """nc54 shots 261-263: « Toute la pile » was the third count button for three tokens, the second for two:
    following Conseil's « Toute la pile (3) », a hand used to the second button moved 2 tokens of 3. The whole
    stack comes first, at one place; the digits still say how many tokens."""
    from test_elemmaster_newcomer import cell, table_for

    i18n.set_lang("fr")
    for level in (2, 3):
        text = f"terrain: forest\nstacks:\n  b2: 0 earth {level}\n  f6: 1 earth 1\n  f5: 1 fire 1\ncurrent: 0\n"
        table = table_for(app, tmp_path, text)
        cell(app, table, "b2")
        cell(app, table, "c2")
        table.refresh_ui()
        counts = [b.label.replace("\u00a0", " ") for b in table.bar.buttons if b.tag.startswith("move b2 c2")]
        # Enter's, unnumbered (nc56: « 2. Toute la pile (2) » left of « 1. … » read as out of order); its digit works
        assert counts[0] == f"Toute la pile ({level})\u00a0⏎".replace("\u00a0", " "), counts
        first = next(b for b in table.bar.buttons if b.tag.startswith("move b2 c2"))
        assert len(first.fitted()[1]) == 1, first.fitted()  # one line (nc58 shot 167: a lone ⏎ under the words)
        from game.i18n import t
        from scenes.ui import Button
        tunnel = Button(first.rect.copy(), t("elemmaster.act.tunnel_all", n=3, dst="c3") + "\u00a0⏎", lambda: None)
        assert len(tunnel.fitted()[1]) == 1, tunnel.fitted()
        assert counts[1:] == [f"{n}. Déplacer {n} jeton{'s' if n > 1 else ''}" for n in range(1, level)], counts
        if level == 3:  # its digit still says how many: 3, the whole stack
            import pygame
            from scene_input import key
            key(app, pygame.K_3)
            mine = [str(a) for seat, a in table.feed.match.moves if seat == 0]
            assert mine and mine[-1] == "move b2 c2 3", table.feed.match.moves
        app.stack.pop()


# nc54 shots 298-300, made small (Mountain: no Earth grows): the person leads on Water, Earth level; the bot's Earth
# in b6 can take the person's Water in a6 (Earth 5 to 4), then its Water put out its own last Fire: won on the count
STRIKE = {"a1": "0 earth 3", "a2": "0 earth 1", "a6": "0 water 1", "c1": "0 water 2",
          "f1": "1 earth 3", "b6": "1 earth 1", "e3": "1 fire 1", "e2": "1 water 1"}


def test_the_count_end_foresees_an_attack_that_moves_the_count_before_the_last_fire():
    """nc54 shots 298-300: « fin au décompte : vous gagneriez » just before the bot's Earth took the person's Water
    and its last Fire went on its own Water; nothing had warned of that end (only growths were looked for)."""
    import yaml

    from game.elemmaster.scenario import from_text
    st = from_text(yaml.safe_dump({"terrain": "mountain", "stacks": STRIKE, "current": 0}))
    theirs = next(e for e in st.count_ends() if e["seat"] == 1)
    assert theirs["outcome"] == "win" and not theirs["now"] and theirs["struck"] == "a6", theirs
    assert theirs["plan"][0] == "attack b6 a6" and theirs["fires"] == ["e3"], theirs
    w = st.fast_copy()
    from game.core import Action
    w._apply(0, Action.parse("end"))
    for a in theirs["plan"]:
        assert Action.parse(a) in w.legal_actions(1), (a, theirs)
        w._apply(1, Action.parse(a))
    assert w.over is not None and w.over["winners"] == [1] and w.over["reason"] == "no_fire", w.over


def test_the_warning_names_the_attack_before_the_end(app, tmp_path):
    from test_elemmaster_f16 import _plain
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Seats, count_end_text
    i18n.set_lang("fr")
    text = "terrain: mountain\nstacks:\n" + "".join(f"  {k}: {v}\n" for k, v in STRIKE.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text)
    ends = [e for e in table.count_ends() if e["seat"] == 1]
    said = _plain(count_end_text(ends, Seats(["Vous", "Bot 2"], 0, ends=tuple(ends)), table.model.sides))
    assert said == " Attention : à son prochain tour, Bot 2 peut finir la partie en faisant disparaître le dernier " \
                   "Feu (e3), après une attaque en a6 : il gagnerait au décompte.", said
    i18n.set_lang("en")
    try:
        said = count_end_text(ends, Seats(["You", "Bot 2"], 0, ends=tuple(ends)), table.model.sides)
        assert said == " Beware: on its next turn, Bot 2 can end the game by taking the last Fire off the board " \
                       "(e3), after an attack on a6: it would win on the count.", said
    finally:
        i18n.set_lang("fr")


def test_the_question_of_a_move_that_ends_the_game_says_the_end_whole(app, tmp_path):
    """nc56 shot 176: « Sacrifier votre Feu en e5 au profit de votre Eau en f4 ? Votre Feu perd un niveau. La partie
    s'arrête alors. Plus aucun » cut at the game's most important sentence: where the whole is cut, the question's
    first sentence with the end, else the end alone."""
    from test_elemmaster_f16 import _plain
    from test_elemmaster_newcomer import cell, table_for

    from scenes.elemmaster.panels import Panels
    i18n.set_lang("fr")
    stacks = {"e5": "0 fire 1", "f4": "0 water 1", "a1": "0 earth 3", "a2": "0 earth 3", "f6": "1 earth 3",
              "f1": "1 earth 2", "c4": "1 water 1"}
    text = "terrain: forest\nstacks:\n" + "".join(f"  {k}: {v}\n" for k, v in stacks.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text, ("human", "bot:close"))
    cell(app, table, "e5")
    cell(app, table, "f4")
    table.refresh_ui()
    assert table.confirm.question is not None, table.prompt
    shown = _plain(table.bottom_text())
    assert "La partie s'arrête alors" in _plain(table.prompt) and "La partie s'arrête alors" in shown, shown
    assert shown == "La partie s'arrête alors. Joueur 1 gagne avec plus de jetons Terre : 6 contre 5.", shown
    assert Panels.prompt_fits(table.layout, table.bottom_text(), [b.rect for b in table.bar.buttons]), shown
