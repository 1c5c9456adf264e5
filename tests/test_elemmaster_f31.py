"""Newcomer round 32 (nc32) on Elem Master: what a fresh player stumbled on, fixed (f31)."""

from __future__ import annotations

from pathlib import Path

import yaml

from game import i18n

TUTORIAL = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "tutorial.yaml"


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_wave_step_names_d3_violet_when_it_is(app) -> None:
    """nc32 shots 5-7: « cliquez d3 (cadre violet) » while d3 was not violet yet (it is once b4 is
    clicked), and « par un côté, pas plus hautes » was cryptic: the words follow the clicks."""
    from test_elemmaster_f30 import _tutorial_at
    from test_tutorial import tap
    i18n.set_lang("fr")
    table = _tutorial_at(app, "vague")
    feed = table.guide
    said = _plain(feed.step.text())
    first, second = said.index("puis le Feu en b4"), said.index("d3 s'encadre alors de violet")
    assert first < second and "qui la touchent par un côté, pas plus hautes qu'elle" in said, said
    tap(app, table.layout.cell_rect("c3").center)
    assert "special" not in table.selection.targets().get("d3", []), table.selection.targets()
    tap(app, table.layout.cell_rect("b4").center)
    assert table.selection.targets().get("d3", [None])[0] == "special", table.selection.targets()


def test_the_last_words_end_on_what_was_learnt() -> None:
    """nc32 shot 39: the end brought in the losing attack on purpose and the « sous-terrain », never
    shown: it names what was practised and where the rest is, without teaching it."""
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    end, en = _plain(data["end"]["fr"]), data["end"]["en"]
    assert not any(w in end for w in ("sous-terrain", "exprès", "Attaque perdue", "le plus d'Eau")), end
    assert "sous le bouton « ? », en bas à droite" in end and "Vous savez" in end, end
    assert "tunnel" not in en and "on purpose" not in en and 'under the "?" button' in en, en
