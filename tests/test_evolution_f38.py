"""f38 (fixes after nc36-nc37, Elementary Evolution): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game import i18n
from scenes.ui import wrap


def test_the_cascade_warning_says_a_possibility_not_the_bots_hand(app, tmp_path):
    """nc36-37: « Bot 2 peut contrer ce Feu avec Eau 2 (Cascade) » was read as « Bot 2 holds Eau 2 ». The
    hand is hidden: the warning says « if », and the burn question still shows whole at its longest."""
    from test_evolution_nc34 import FIRE, _burn_asked
    from test_evolution_nc35 import _burn_table

    for lang, words in (("fr", "Si Bot 2 a une Eau 1 en main, sa Cascade peut contrer ce Feu."),
                        ("en", "If Bot 2 holds a Water 1, their Cascade can counter this Fire.")):
        text = _burn_asked(FIRE, lang)[0].prompt_text()
        assert text.endswith(" " + words), text
    i18n.set_lang("fr")
    table = _burn_table(app, tmp_path, 2)
    c = table.controls
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        c.build_buttons()
        assert "Cascade" in c.prompt and "Sir" in c.prompt, c.prompt
        assert len(wrap(c.prompt, c.prompt_rect.width - 20, 15)) <= c.prompt_lines, c.prompt
    i18n.set_lang("fr")
