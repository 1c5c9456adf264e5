"""Newcomer round 60 (nc60) on Elementary Evolution."""

from __future__ import annotations

from game import i18n


def test_the_out_of_turn_reminder_gives_way_to_the_question(app, tmp_path, monkeypatch):
    """nc60 shots 153-157: after « Ne plus me demander (S) », every prompt ended « · Hors de votre tour, on ne vous
    propose plus vos pouvoirs (S pour les » and was cut there. The reminder shows where the question leaves it room,
    and gives way where it does not: the prompt never runs past the lines its panel shows."""
    from test_evolution_nc31 import PHOENIX
    from test_scenes_evolution import table_for

    from sprites.fonts import wrap

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    c = table.controls
    assert c.asked is not None
    box = c.prompt_rect
    c.pass_powers = True
    reminder = i18n.t("evolution.pass_powers_on")
    shown = []
    long = ("Une question longue, de celles qui disent ce que fait une créature donnée, à qui elle irait, et ce "
            "que coûterait de la retenir avec un Éther jusqu'à la prochaine carte posée.")
    for words in ("Une question courte.", long):
        monkeypatch.setattr(type(c.asked), "prompt_text", lambda self, words=words: words)
        c.build_buttons()
        assert c.prompt.startswith(words)
        assert len(wrap(c.prompt, box.width - 20, 15)) <= c.prompt_lines, (c.prompt_lines, c.prompt)
        shown.append(c.prompt)
    assert reminder in shown[0]  # room left: the reminder stays
    assert shown[1] == words  # the long one: the question kept whole, the reminder gone
