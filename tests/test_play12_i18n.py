"""Issue 12: the art warnings and the gallery's problems speak the player's language."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from sprites.art import ArtStore
from sprites.components import review
from sprites.elemons.components import components


def placeholder(size):
    return pygame.Surface(size)


@pytest.fixture
def french():
    i18n.set_lang("fr")
    yield
    i18n.set_lang("fr")


@pytest.mark.parametrize(
    "content, fr",
    [
        ("I am a text file, not a picture", "ce n'est pas une image PNG"),
        ("", "image inutilisable"),
    ],
)
def test_a_bad_image_is_explained_in_french(tmp_path, french, content, fr):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    bad = pack / "elemons" / "aeromon.png"
    bad.write_text(content)
    store = ArtStore([pack])
    store.image("elemons", "aeromon", (32, 32), placeholder)
    assert "placeholder" in store.problems[str(bad)]  # the log and check-data keep English
    warning = store.warning()
    assert warning.startswith("images\u00a0: 1 fichier") and "aeromon.png" in warning
    assert fr in store.problem_text(str(bad))
    i18n.set_lang("en")
    assert store.warning().startswith("art: 1 unusable file")
    assert "placeholder shown" in store.problem_text(str(bad))


def test_a_bad_placement_file_and_the_gallery_flags_are_in_french(tmp_path, french):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    (pack / "elemons" / "art.yaml").write_text("- just\n- a list\n")
    (pack / "elemons" / "aeromon.png").write_text("not a picture")
    store = ArtStore([pack])
    store.image("elemons", "aeromon", (32, 32), placeholder)
    store.placement("elemons", "aeromon")
    texts = [store.problem_text(f) for f in store.problems]
    assert any("fichier de placement ignoré" in x for x in texts)
    comp = next(c for c in components() if c.id == "aeromon")
    flags = review(store, "elemons", comp)
    assert any(f.code == "bad" and "ce n'est pas une image" in f.detail for f in flags)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_key_added_for_issue_12_exists_in_both_languages(lang):
    other = "en" if lang == "fr" else "fr"
    mine = [k for k in i18n.ui_strings(lang) if k.startswith(("art.", "elemons.announce", "elemons.end.",
                                                                "monsters.panel.", "evolution.confirm",
                                                                "evolution.pass_powers"))]
    assert len(mine) >= 30
    for k in mine:
        assert k in i18n.ui_strings(other) and i18n.ui_strings(other)[k] != ""
