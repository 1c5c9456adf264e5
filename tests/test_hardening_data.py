"""Every data file the client reads, mutated: check-data answers each in one line with exit 2 (or the
mutation is harmless: the game still builds and plays), never a traceback; the running client's text
reload keeps the last good texts. Mutations are sampled with a fixed seed to keep the run short."""

from __future__ import annotations

import os
import random
import re
import shutil
from pathlib import Path

import pytest
import yaml

import main
from game import data, paths, registry
from game.match import Match

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "data"
FILES = sorted(
    p.relative_to(SOURCE).as_posix()
    for p in SOURCE.rglob("*")
    if p.suffix in (".yaml", ".tmx", ".tsx") and p.is_file()
)
SYNTAX = ("empty", "junk", "broken", "deep", "duplicate")
SEMANTIC = ("delete_key", "change_type", "out_of_range")


def forget_caches() -> None:
    """check-data in-process must see the files as they are now, not as a cache remembers them."""
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
    shutil.copytree(SOURCE, copy)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(tmp_path / "home"))
    forget_caches()
    yield copy
    forget_caches()


def leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield path + (k,), v
            yield from leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield path + (i,), v
            yield from leaves(v, path + (i,))


def set_at(value, path, new):
    for k in path[:-1]:
        value = value[k]
    if new is DELETE:
        del value[path[-1]]
    else:
        value[path[-1]] = new


DELETE = object()


def mutate_yaml(text: str, kind: str, rng: random.Random) -> str | None:
    if kind == "empty":
        return ""
    if kind == "junk":
        return bytes(rng.randrange(256) for _ in range(300)).decode("latin-1")
    if kind == "broken":
        return text + "\n  - [unclosed: {\n"
    if kind == "deep":
        return "a: " + "[" * 20000 + "]" * 20000 + "\n"
    if kind == "duplicate":
        first = next((ln for ln in text.splitlines() if re.match(r"^[A-Za-z_\"][^:#]*:", ln)), None)
        return None if first is None else text + "\n" + first + "\n"
    # the values only (the file is dumped again below): libyaml's loader when installed, the same
    # constructor and resolver as yaml.safe_load (game.data reads every file so), at a fifth of its cost
    value = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - a safe loader
    items = list(leaves(value))
    if kind == "delete_key":
        keys = [p for p, _ in items if isinstance(p[-1], str)]
        if not keys:
            return None
        set_at(value, rng.choice(keys), DELETE)
    elif kind == "change_type":
        scalars = [p for p, v in items if not isinstance(v, dict | list)]
        if not scalars:
            return None
        p = rng.choice(scalars)
        old = dict(items)[p]
        set_at(value, p, rng.choice([[1, 2], {"x": 1}, "zz" if not isinstance(old, str) else 7, None, True]))
    elif kind == "out_of_range":
        nums = [p for p, v in items if isinstance(v, int | float) and not isinstance(v, bool)]
        if not nums:
            return None
        set_at(value, rng.choice(nums), rng.choice([-(10**9), 10**9, -1, 0, float("nan"), float("inf")]))
    return yaml.safe_dump(value, sort_keys=False, allow_unicode=True)


def mutate_xml(text: str, kind: str, rng: random.Random) -> str | None:
    if kind == "empty":
        return ""
    if kind == "junk":
        return bytes(rng.randrange(256) for _ in range(300)).decode("latin-1")
    if kind == "broken":
        return text[: len(text) // 2]
    if kind == "deep":
        return text.replace("</map>", "<g>" * 5000 + "</g>" * 5000 + "</map>")
    if kind == "duplicate":  # a negative cell in a layer, or an image outside data/
        if "<image" in text:
            return re.sub(r'source="[^"]*"', 'source="../../../../etc/passwd"', text, count=1)
        return re.sub(r"(<data encoding=\"csv\">\s*)(\d+)", r"\g<1>-5", text, count=1)
    if kind == "delete_key":
        return re.sub(r"<property [^>]*/>", "", text, count=1)
    if kind == "change_type":
        return re.sub(r'value="[^"]*"', 'value="[1, 2]"', text, count=1)
    return re.sub(r'(width|height)="\d+"', r'\1="-7"', text, count=1)


def touch(path: Path, step: int) -> None:
    """A new modification time, so that any cache keyed on it sees the change."""
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000 * (step + 1)))


def run_check(capsys, game: str | None = None) -> tuple[int, str]:
    forget_caches()
    try:
        rc = main.main(["check-data", *([game] if game else [])])
    except SystemExit as exc:
        rc = exc.code
    err = capsys.readouterr().err
    return rc, err


def game_of(rel: str) -> str | None:
    top = rel.split("/")[0]
    return top if top in registry.GAME_IDS else None


def still_plays(rel: str) -> None:
    """A mutation check-data accepts must be harmless: the game builds, plays and logs."""
    from game import i18n

    gid = game_of(rel)
    assert i18n.reload() is None
    games = [gid] if gid else list(registry.GAME_IDS)
    for g in games:
        spec = registry.get(g)
        m = Match(g, ["bot:easy"] * max(spec.seats[0], 2) if g != "monsters" else ["bot:easy"], seed=3)
        for _ in range(3):
            step = m.bot_step() if not spec.realtime else (m.pass_time(0.5) or True)
            if step is None or m.state.is_over:
                break
        for e in m.opening_events:
            i18n.describe(g, e, ["A", "B", "C", "D"])
    i18n.t("menu.subtitle")


def plan() -> list[tuple[str, str]]:
    """Every file gets every syntax mutation (cheap: they stop in the reader) and one sampled semantic one."""
    rng = random.Random(15)
    out = []
    for rel in FILES:
        if rel.endswith(".yaml"):
            out += [(rel, kind) for kind in SYNTAX]
            out.append((rel, rng.choice(SEMANTIC)))
        else:  # boards and tilesets go through check-data whole: a sample of four kinds each
            out += [(rel, kind) for kind in rng.sample(SYNTAX + SEMANTIC, 4)]
    return out


def test_every_mutation_is_one_line_and_exit_2_or_harmless(datadir, capsys):
    rng = random.Random(15)
    outcomes: dict[str, int] = {"refused": 0, "harmless": 0, "not applicable": 0}
    full_runs = 0
    for step, (rel, kind) in enumerate(plan()):
        path = datadir / rel
        original = path.read_text(encoding="utf-8")
        mutated = (mutate_xml if path.suffix in (".tmx", ".tsx") else mutate_yaml)(original, kind, rng)
        if mutated is None or mutated == original:
            outcomes["not applicable"] += 1
            continue
        path.write_text(mutated, encoding="utf-8", errors="surrogateescape")
        touch(path, step)
        try:
            if path.suffix == ".yaml" and kind in SYNTAX:
                # The reader is the one door of every YAML file: it must refuse in one located line.
                with pytest.raises(data.DataError) as info:
                    data.load(path)
                assert "\n" not in str(info.value) and rel.split("/")[-1] in str(info.value), (rel, kind)
                outcomes["refused"] += 1
                continue
            rc, err = run_check(capsys, game_of(rel))
            full_runs += 1
            assert "Traceback" not in err, (rel, kind, err)
            if rc == 2:
                lines = [ln for ln in err.splitlines() if ln.strip()]
                assert lines and all(ln.startswith("error: ") for ln in lines), (rel, kind, err)
                outcomes["refused"] += 1
            else:
                assert rc == 0, (rel, kind, rc, err)
                still_plays(rel)
                outcomes["harmless"] += 1
        finally:
            path.write_text(original, encoding="utf-8")
            touch(path, step + 1)
    assert outcomes["refused"] > len(FILES) * 4
    assert full_runs >= len(FILES)


@pytest.mark.parametrize("rel", ["i18n/en/interface.ftl", "i18n/fr/kaiju.ftl", "elemons/texts.yaml",
                                 "kaiju/texts.yaml"])
def test_a_broken_text_file_while_the_client_runs_keeps_the_last_good_texts(datadir, rel):
    from game import i18n

    i18n.set_lang("en")
    try:
        before = i18n.t("menu.subtitle")
        i18n.game_texts("elemons")
        i18n.game_texts("kaiju")
        for bad in ("", "events: 5\n", "\x00\x01junk", "a: [\n"):
            (datadir / rel).write_text(bad, encoding="utf-8")
            problem = i18n.reload()
            assert problem and "\n" not in problem and rel.split("/")[-1] in problem
            assert i18n.t("menu.subtitle") == before  # the last good texts stay
    finally:
        i18n.set_lang("fr")


def test_an_empty_texts_file_fails_check_data(datadir, capsys):
    (datadir / "elemons" / "texts.yaml").write_text("", encoding="utf-8")
    rc, err = run_check(capsys)
    assert rc == 2 and "texts.yaml:1: the file is empty" in err


def test_path_like_ids_and_duplicate_keys_are_located(tmp_path):
    f = tmp_path / "x.yaml"
    f.write_text("kinds:\n  a: 1\n  ../b: 2\n", encoding="utf-8")
    with pytest.raises(data.DataError, match=r"x.yaml:3: the key '../b'"):
        data.load(f)
    f.write_text("a: 1\nb: 2\na: 3\n", encoding="utf-8")
    with pytest.raises(data.DataError, match=r"x.yaml:3: duplicate key 'a' \(first on line 1\)"):
        data.load(f)
    f.write_text("x: " + "[" * 20000 + "]" * 20000 + "\n", encoding="utf-8")
    with pytest.raises(data.DataError, match="nested deeper"):
        data.load(f)
    f.write_text("x: .nan\n", encoding="utf-8")
    with pytest.raises(data.DataError, match="expected a number"):
        data.load(f)["x"].number()
    assert paths.data_dir()  # the reader never needed the real data folder


def test_a_negative_cell_and_an_image_outside_data_are_located(datadir, capsys):
    arena = datadir / "elemmaster" / "arenas" / "lake.tmx"
    text = arena.read_text(encoding="utf-8")
    arena.write_text(re.sub(r"(<data encoding=\"csv\">\s*)(\d+)", r"\g<1>-5", text, count=1), encoding="utf-8")
    rc, err = run_check(capsys, "elemmaster")
    assert rc == 2 and "lake.tmx:11: a layer cell must be 0 or a tile id" in err
    arena.write_text(text, encoding="utf-8")
    tsx = datadir / "elemmaster" / "tilesets" / "void.tsx"
    tsx.write_text(re.sub(r'source="[^"]*"', 'source="../../../../etc/passwd"', tsx.read_text()), encoding="utf-8")
    rc, err = run_check(capsys, "elemmaster")
    assert rc == 2 and "lies outside the data folder" in err


@pytest.mark.parametrize("game", ["kaiju"])
def test_the_running_client_survives_every_file_broken_on_disk(datadir, app, game):
    """Hot reload: each file in turn is emptied while a table runs; the client says so and goes on.
    One running table is enough to show it (every file of every game is emptied under it); a
    second game doubled the suite's longest test for no file it did not already break."""
    import pygame

    from scenes.app import open_table
    from scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    open_table(app, Match(game, ["human", "bot:easy"], seed=1))
    table = app.stack.scenes[-1]
    surf = pygame.Surface((1280, 720))
    said = 0
    for step, rel in enumerate(FILES):
        path = datadir / rel
        original = path.read_text(encoding="utf-8")
        path.write_text("", encoding="utf-8")
        touch(path, step)
        app.poll_files()
        table.update(0.05)
        table.draw(surf)
        said += bool(getattr(table, "error", ""))
        path.write_text(original, encoding="utf-8")
        touch(path, step + 1)
        app.poll_files()
    assert said >= 2  # the texts and this game's own definitions at least were reported on the table


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_gallery_says_a_broken_definition_in_the_players_language(datadir, app, lang):
    """file:line stays as it is (the designer opens that line); the fault is said in French for a
    French player, in the command line's words in English; a game's own check gets a lead-in."""
    from game import i18n
    from game.data import DataError
    from scenes.gallery import GalleryScene

    before = i18n.lang
    i18n.set_lang(lang)
    try:
        cards = datadir / "kaiju" / "cards.yaml"
        text = cards.read_text(encoding="utf-8")
        cards.write_text(text.replace("points: 15", "points: lots", 1), encoding="utf-8")
        forget_caches()
        gallery = GalleryScene(app)
        gallery.game = "kaiju"
        gallery.load()
        assert gallery.error.startswith("data/kaiju/cards.yaml:") or "cards.yaml:" in gallery.error.split()[0]
        if lang == "fr":
            assert "un nombre entier était attendu, trouvé 'lots'" in gallery.error
        else:
            assert "expected a whole number, found 'lots'" in gallery.error
        own = DataError("data/kaiju/cards.yaml", 3, "cards: two cards share the id 'x'")
        said = i18n.data_error(own)
        assert said.startswith("data/kaiju/cards.yaml:3: ") and said.endswith("cards: two cards share the id 'x'")
        assert ("vérification du jeu" in said) == (lang == "fr")
    finally:
        i18n.set_lang(before)
