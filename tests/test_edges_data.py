"""Every file the client reads checked, bombs bounded (#28): what check-data must refuse with its
file:line, and the YAML and image bombs refused before they expand."""

from __future__ import annotations

import re
import shutil
import struct
import zlib
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

import main
from game import data

ROOT = Path(__file__).resolve().parent.parent
LOCATED = re.compile(r"^error: \S+:\d+: ")


def forget_caches() -> None:
    from game import i18n
    from game.elemmaster import defs as em
    from game.evolution import defs as ev
    from game.kaiju import defs as kd
    from game.monsters import defs as md

    em.load_defs.cache_clear()
    ev._load_cached.cache_clear()
    kd.load_defs.cache_clear()
    md._DEFS = None
    i18n._ui.clear()
    i18n._games.clear()


@pytest.fixture()
def datadir(tmp_path, monkeypatch):
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    forget_caches()
    yield copy
    forget_caches()


def check(capsys, *games: str) -> tuple[int, str, str]:
    forget_caches()
    rc = main.main(["check-data", *games])
    out = capsys.readouterr()
    return rc, out.out, out.err


def located_once(err: str, name: str) -> bool:
    lines = [ln for ln in err.splitlines() if ln.startswith("error: ")]
    return len(lines) == 1 and bool(LOCATED.match(lines[0])) and name in lines[0] and "Traceback" not in err


# -- what the screens read -------------------------------------------------------------------


def test_a_deleted_palette_colour_is_located(datadir, capsys):
    f = datadir / "elemmaster" / "presentation.yaml"
    f.write_text(re.sub(r"\n\s*owner0:[^\n]*", "", f.read_text(encoding="utf-8")), encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "presentation.yaml") and "owner0" in err, err


def test_a_negative_palette_value_is_located(datadir, capsys):
    f = datadir / "elemmaster" / "presentation.yaml"
    f.write_text(re.sub(r"(owner1: \[)(\d+)", r"\1-\2", f.read_text(encoding="utf-8")), encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "presentation.yaml") and "below the minimum" in err, err


def test_a_colour_a_monsters_screen_indexes_is_required(datadir, capsys):
    f = datadir / "monsters" / "presentation.yaml"
    f.write_text(re.sub(r"\n\s*claim_button:[^\n]*", "", f.read_text(encoding="utf-8")), encoding="utf-8")
    rc, _, err = check(capsys, "monsters")
    assert rc == 2 and located_once(err, "presentation.yaml") and "claim_button" in err, err


def test_a_specialty_cost_is_never_defaulted(datadir, capsys):
    f = datadir / "elemmaster" / "specialties.yaml"
    f.write_text(re.sub(r"\n  cost: \d+", "", f.read_text(encoding="utf-8"), count=1), encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "specialties.yaml") and "missing 'cost'" in err, err


@pytest.mark.parametrize("game", ["elemons", "evolution", "kaiju", "monsters", "elemmaster"])
def test_a_truncated_texts_file_loses_no_sentence_silently(datadir, capsys, game):
    f = datadir / game / "texts.yaml"
    doc = yaml.safe_load(f.read_text(encoding="utf-8"))
    doc["events"] = dict(list(doc["events"].items())[: len(doc["events"]) // 2])
    f.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    rc, _, err = check(capsys, game)
    assert rc == 2 and located_once(err, "texts.yaml") and "the engine sends it" in err, err


@pytest.mark.parametrize("game", ["elemons", "evolution", "kaiju", "monsters", "elemmaster"])
def test_every_refusal_of_the_engine_needs_its_sentence(datadir, capsys, game):
    keys = main.refusal_keys(game)
    assert keys, game
    f = datadir / game / "texts.yaml"
    doc = yaml.safe_load(f.read_text(encoding="utf-8"))
    del doc["why"][keys[-1]]
    f.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    rc, _, err = check(capsys, game)
    assert rc == 2 and located_once(err, "texts.yaml") and keys[-1] in err, err


@pytest.mark.parametrize("game", ["evolution", "kaiju", "elemmaster"])
def test_missing_inspect_texts_are_located(datadir, capsys, game):
    f = datadir / game / "texts.yaml"
    doc = yaml.safe_load(f.read_text(encoding="utf-8"))
    keys = list(doc["inspect"])
    for k in keys[len(keys) // 2 :]:
        del doc["inspect"][k]
    f.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    rc, _, err = check(capsys, game)
    assert rc == 2 and located_once(err, "texts.yaml") and "inspect" in err, err


def test_an_english_text_missing_is_located(datadir, capsys):
    f = datadir / "kaiju" / "texts.yaml"
    doc = yaml.safe_load(f.read_text(encoding="utf-8"))
    first = next(iter(doc["why"]))
    del doc["why"][first]["en"]
    f.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    rc, _, err = check(capsys, "kaiju")
    assert rc == 2 and located_once(err, "texts.yaml") and "English" in err, err


def test_the_shipped_data_passes(capsys):
    forget_caches()
    rc, out, err = check(capsys)
    assert rc == 0, err


# -- bombs ----------------------------------------------------------------------------------------


def laughs(levels: int = 9, width: int = 9) -> str:
    text = "a: &a [" + ",".join(['"lol"'] * width) + "]\n"
    prev = "a"
    for i in range(levels - 1):
        name = f"l{i}"
        text += f"{name}: &{name} [" + ",".join([f"*{prev}"] * width) + "]\n"
        prev = name
    return text


@pytest.mark.parametrize("rel", ["kaiju/howto.yaml", "kaiju/scenarios/bomb.yaml", "i18n/fr.yaml"])
def test_a_billion_laughs_is_refused_with_its_line(datadir, rel):
    f = datadir / rel
    f.write_text(laughs(), encoding="utf-8")
    with pytest.raises(data.DataError) as info:
        data.load(f)
    assert "aliases expand" in str(info.value) and info.value.line is not None


def test_a_bomb_in_howto_is_one_located_line_of_check_data(datadir, capsys):
    (datadir / "kaiju" / "howto.yaml").write_text(laughs(), encoding="utf-8")
    rc, _, err = check(capsys, "kaiju")
    assert rc == 2 and located_once(err, "howto.yaml") and "aliases" in err, err


def test_an_alias_inside_its_own_anchor_is_refused():
    with pytest.raises(data.DataError, match="its own anchor"):
        data.bound_aliases(yaml.compose("a: &a [1, *a]\n"), "x.yaml")


def expand(value: object) -> int:
    if isinstance(value, dict):
        return 1 + sum(1 + expand(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(expand(v) for v in value)
    return 1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=6))
def test_the_count_is_the_expanded_size_or_a_refusal(widths):
    text = "a: &a 1\n"
    prev = "a"
    for i, w in enumerate(widths):
        text += f"b{i}: &b{i} [" + ",".join([f"*{prev}"] * w) + "]\n"
        prev = f"b{i}"
    node = yaml.compose(text)
    try:
        n = data.bound_aliases(node, "x.yaml")
    except data.DataError:
        assert expand(yaml.safe_load(text)) > data.MAX_VALUES
    else:
        assert n == expand(yaml.safe_load(text))


def png_header(w: int, h: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


def test_a_tileset_image_declared_huge_is_refused_before_pytmx(datadir, capsys):
    f = datadir / "elemmaster" / "tilesets" / "advantageous.tsx"
    f.write_text(re.sub(r'(<image [^>]*width=")\d+', r"\g<1>99999999", f.read_text(encoding="utf-8")),
                 encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "advantageous.tsx") and "99999999" in err, err


def test_a_tileset_image_whose_header_is_huge_is_refused(datadir, capsys):
    (datadir / "elemmaster" / "tilesets" / "advantageous.png").write_bytes(png_header(99_999_999, 32))
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "advantageous.tsx") and "99999999x32" in err, err


def test_image_sizes_come_from_headers(tmp_path):
    f = tmp_path / "x.png"
    f.write_bytes(png_header(123, 45))
    assert data.image_size(f) == (123, 45)
    f.write_bytes(b"GIF89a" + struct.pack("<HH", 7, 9) + b"\0" * 20)
    assert data.image_size(f) == (7, 9)
    f.write_bytes(b"junk" * 10)
    with pytest.raises(ValueError):
        data.image_size(f)


def test_a_map_declared_huge_is_refused(datadir, capsys):
    f = datadir / "elemmaster" / "arenas" / "blank.tmx"
    f.write_text(re.sub(r'(<map [^>]*?\bwidth=")\d+', r"\g<1>99999999", f.read_text(encoding="utf-8")),
                 encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "blank.tmx") and "above the maximum" in err, err


def test_a_tileset_outside_data_is_one_line_and_pytmx_prints_nothing(datadir, capsys, tmp_path):
    outside = tmp_path / "elsewhere.tsx"
    shutil.copy(datadir / "elemmaster" / "tilesets" / "void.tsx", outside)
    f = datadir / "elemmaster" / "arenas" / "blank.tmx"
    f.write_text(f.read_text(encoding="utf-8").replace("../tilesets/void.tsx", str(outside)), encoding="utf-8")
    rc, out, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "blank.tmx") and "outside the data folder" in err, err
    assert "Found external tileset" not in out + err


def test_pytmx_complaints_join_the_one_line(datadir, capsys):
    f = datadir / "elemmaster" / "arenas" / "blank.tmx"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace('source="../tilesets/void.tsx"', 'source="../tilesets/void.tsx" firstgid="x"', 1)
                 if 'firstgid="1" source' not in text else text.replace('firstgid="1"', 'firstgid="zz"', 1),
                 encoding="utf-8")
    rc, out, err = check(capsys, "elemmaster")
    assert rc == 2 and "Traceback" not in err
    assert [ln for ln in out.splitlines() if not ln.endswith("ok") and ": ok (" not in ln] == []


def test_a_key_missing_from_one_language_is_located_in_the_other(datadir, capsys):
    f = datadir / "i18n" / "en" / "interface.ftl"
    f.write_text(re.sub(r"\nresults-again =[^\n]*", "", f.read_text(encoding="utf-8")), encoding="utf-8")
    rc, _, err = check(capsys, "kaiju")
    assert rc == 2 and located_once(err, "fr/interface.ftl") and "results-again" in err and "no en text" in err, err


def test_a_firstgid_that_is_not_a_number_is_located(datadir, capsys):
    f = datadir / "elemmaster" / "arenas" / "blank.tmx"
    f.write_text(re.sub(r'firstgid="\d+"', 'firstgid="4x2"', f.read_text(encoding="utf-8"), count=1),
                 encoding="utf-8")
    rc, _, err = check(capsys, "elemmaster")
    assert rc == 2 and located_once(err, "blank.tmx") and "whole number" in err, err
