"""Kaiju & Mecha, newcomer nc33: words that say the rule in general, follow the dice, and keep their room."""

from __future__ import annotations

import re

from lang import plain

from game import i18n


def test_the_mechas_caption_says_the_rule_not_an_example():
    """nc33 shots 01+: « Mechas (15 points) : un double 4 prend le 4 », always there, read as if the 4 were
    special. The caption says the rule for every Mecha, and keeps left of the played cards' tag."""
    from scenes.kaiju.layout import L
    from scenes.kaiju.table import MECHAS_CAPTION_ROOM
    from sprites.fonts import TYPE, font

    for lang in ("fr", "en"):
        caption = plain(i18n.t_in(lang, "kaiju.mechas"))
        assert re.findall(r"\d+", caption) == ["15"], caption
        assert "double" in caption and "Mecha" in caption.split(":")[1], caption
        assert font(TYPE.SMALL).size(i18n.t_in(lang, "kaiju.mechas"))[0] <= MECHAS_CAPTION_ROOM, caption
        assert MECHAS_CAPTION_ROOM + 12 + L.mechas[0] <= L.stack[0]
