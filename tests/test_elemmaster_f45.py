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
        assert counts[0] == f"{level}. Toute la pile ({level})", counts
        assert counts[1:] == [f"{n}. Déplacer {n} jeton{'s' if n > 1 else ''}" for n in range(1, level)], counts
        app.stack.pop()
