"""Art packs: resolution and layering, placement, bad images, hot reload during a game, the gallery."""

import os
import struct
import threading
import types
from pathlib import Path

import pygame
import pytest
from waiting import wait_until

from game import elemons
from game.match import Match
from scenes.app import open_table
from scenes.elemons.table import ElemonsTable
from scenes.menu import MenuScene
from sprites import components as comps
from sprites.art import ArtStore, Placement, fit, probe
from sprites.elemons import components as pieces

ROOT = Path(__file__).resolve().parent.parent
RED, GREEN, BLUE, MAGENTA = (220, 30, 30), (30, 200, 60), (40, 60, 230), (255, 0, 255)


def solid(path, color, size=(64, 64)):
    path.parent.mkdir(parents=True, exist_ok=True)
    surf = pygame.Surface(size)
    surf.fill(color)
    pygame.image.save(surf, str(path))
    return path


def touch_later(path, seconds=2):
    """Move a file's time forward, so a rewrite within the same clock tick still counts as a change."""
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + seconds * 1_000_000_000))


def never(size):
    raise AssertionError("the placeholder was drawn although the pack has art")


def placeholder(color):
    def make(size):
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(color)
        return s

    return make


def center(surf):
    return tuple(surf.get_at((surf.get_width() // 2, surf.get_height() // 2)))[:3]


# -- resolution and layering ------------------------------------------------------------------
def test_a_later_pack_covers_an_earlier_one_id_by_id(tmp_path):
    low, high = tmp_path / "low", tmp_path / "high"
    solid(low / "elemons" / "aeromon.png", RED)
    solid(low / "elemons" / "geomon.png", GREEN)
    solid(high / "elemons" / "aeromon.jpg", BLUE)
    store = ArtStore([low, high])
    assert store.find("elemons", "aeromon") == high / "elemons" / "aeromon.jpg"
    assert store.find("elemons", "geomon") == low / "elemons" / "geomon.png"
    assert store.find("elemons", "hydromon") is None
    assert center(store.image("elemons", "geomon", (32, 32), never)) == GREEN
    blue = center(store.image("elemons", "aeromon", (32, 32), never))
    assert all(abs(a - b) < 12 for a, b in zip(blue, BLUE, strict=True))  # a JPEG is close, not exact


def test_an_image_used_before_the_watcher_saw_it_still_goes_when_removed(tmp_path):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    store = ArtStore([pack])
    art = solid(pack / "elemons" / "aeromon.PNG", RED)
    assert center(store.image("elemons", "aeromon", (16, 16), placeholder(MAGENTA))) == RED  # no look in between
    art.unlink()
    assert store.poll()
    assert center(store.image("elemons", "aeromon", (16, 16), placeholder(MAGENTA))) == MAGENTA


def test_an_id_no_pack_has_keeps_its_placeholder(tmp_path):
    store = ArtStore([tmp_path / "pack"])
    img = store.image("elemons", "hydromon", (40, 30), placeholder(MAGENTA))
    assert img.get_size() == (40, 30) and center(img) == MAGENTA
    assert not store.has_art("elemons", "hydromon")


def test_a_placement_applies_to_the_images_of_its_own_pack_only(tmp_path):
    low, high = tmp_path / "low", tmp_path / "high"
    sheet = pygame.Surface((200, 100))
    sheet.fill(BLUE)
    sheet.fill(RED, pygame.Rect(0, 0, 100, 100))
    (low / "elemons").mkdir(parents=True)
    pygame.image.save(sheet, str(low / "elemons" / "aeromon.png"))
    (low / "elemons" / "art.yaml").write_text("aeromon: {crop: [0, 0, 100, 100]}\ngeomon: {crop: [0, 0, 10, 10]}\n")
    store = ArtStore([low])
    assert store.placement("elemons", "aeromon").crop == (0, 0, 100, 100)
    assert center(store.image("elemons", "aeromon", (50, 50), never)) == RED
    solid(high / "elemons" / "aeromon.png", GREEN, (100, 100))
    store.set_packs([low, high])
    assert store.placement("elemons", "aeromon") == Placement()  # high's image is not cropped by low's file
    assert center(store.image("elemons", "aeromon", (50, 50), never)) == GREEN


def test_scale_and_anchor_place_the_image_in_its_box():
    src = pygame.Surface((100, 100))
    src.fill(RED)
    out = fit(src, (100, 100), Placement(scale=0.5, anchor="top"))
    assert tuple(out.get_at((50, 10)))[:3] == RED
    assert out.get_at((50, 80)).a == 0  # below the half-size image: transparent
    wide = fit(src, (200, 100))
    assert wide.get_at((10, 50)).a == 0 and tuple(wide.get_at((100, 50)))[:3] == RED  # centred, ratio kept


def test_a_bad_placement_entry_is_reported_and_the_others_kept(tmp_path):
    pack = tmp_path / "pack"
    solid(pack / "elemons" / "aeromon.png", RED)
    solid(pack / "elemons" / "geomon.png", GREEN)
    (pack / "elemons" / "art.yaml").write_text("aeromon: {scael: 2}\ngeomon: {scale: 0.5, anchor: bottom}\n")
    store = ArtStore([pack])
    assert store.placement("elemons", "geomon") == Placement(None, 0.5, "bottom")
    assert store.placement("elemons", "aeromon") == Placement()
    problem = store.problems[str(pack / "elemons" / "art.yaml")]
    assert "aeromon" in problem and "scael" in problem


# -- bad images -------------------------------------------------------------------------------
def huge_png(path, w=20000, h=20000):
    """A real 1x1 PNG whose header claims another size: the store must refuse it before decoding."""
    solid(path, RED, (1, 1))
    data = bytearray(path.read_bytes())
    data[16:24] = struct.pack(">II", w, h)
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(
    "kind, make, says",
    [
        ("corrupt", lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(300)), "bad image"),
        ("not an image", lambda p: p.write_text("I am a text file, not a picture"), "not a PNG, JPEG"),
        ("truncated", lambda p: p.write_bytes(solid(p, RED, (64, 64)).read_bytes()[:60]), "bad image"),
        ("huge", huge_png, "20000x20000 px is too large"),
        ("empty", lambda p: p.write_bytes(b""), "bad image"),
    ],
)
def test_a_bad_image_is_named_and_the_placeholder_stands_in(tmp_path, kind, make, says):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    bad = pack / "elemons" / "aeromon.png"
    make(bad)
    store = ArtStore([pack])
    img = store.image("elemons", "aeromon", (32, 32), placeholder(MAGENTA))
    assert center(img) == MAGENTA
    assert says in store.problems[str(bad)]
    assert store.problem("elemons", "aeromon") == store.problems[str(bad)]
    assert "aeromon.png" in store.warning() and "\n" not in store.warning()


def test_a_file_over_the_byte_limit_is_refused(tmp_path, monkeypatch):
    import sprites.art

    monkeypatch.setattr(sprites.art, "MAX_BYTES", 100)
    path = solid(tmp_path / "pack" / "elemons" / "aeromon.png", RED, (300, 300))
    store = ArtStore([tmp_path / "pack"])
    assert center(store.image("elemons", "aeromon", (8, 8), placeholder(MAGENTA))) == MAGENTA
    assert "larger than" in store.problems[str(path)]


def test_the_header_gives_the_size_of_every_format(tmp_path):
    surf = pygame.Surface((37, 21))
    for ext, fmt in (("png", "png"), ("jpg", "jpeg"), ("bmp", "bmp")):
        pygame.image.save(surf, str(tmp_path / f"x.{ext}"))
        assert probe(tmp_path / f"x.{ext}") == (fmt, 37, 21)
    (tmp_path / "x.gif").write_bytes(b"GIF89a" + struct.pack("<HH", 37, 21) + bytes(30))
    assert probe(tmp_path / "x.gif") == ("gif", 37, 21)
    vp8x = b"RIFF" + bytes(4) + b"WEBPVP8X" + bytes(8) + (36).to_bytes(3, "little") + (20).to_bytes(3, "little")
    (tmp_path / "x.webp").write_bytes(vp8x + bytes(8))
    assert probe(tmp_path / "x.webp") == ("webp", 37, 21)


# -- the components protocol ------------------------------------------------------------------
def test_elemons_lists_every_piece_the_table_draws():
    defs = elemons.load_defs()
    found = {c.id: c for c in comps.components("elemons")}
    assert set(found) == set(defs.kinds) | {k.gigamon for k in defs.kinds.values()} | {"rock"}
    assert found["aeromon"].count == defs.kinds["aeromon"].count and found["aeromon"].back_art == "back"
    assert found["rock"].count == defs.rocks and found["rock"].back is None
    assert found["aeromon"].print_px == (472, 472)  # 40 mm at 300 dpi
    assert "elemons" in comps.games()


def test_a_game_without_a_component_list_is_skipped(monkeypatch):
    monkeypatch.setattr(comps, "provider", lambda gid: None if gid != "elemons" else pieces)
    assert comps.games() == ["elemons"]
    assert comps.components("kaiju") == []


def test_a_bad_component_list_says_which_id(monkeypatch):
    fake = types.ModuleType("sprites.components_fakegame")
    front = placeholder(RED)
    fake.components = lambda: [comps.Component("a", "tile", (10, 10), (), front)] * 2
    monkeypatch.setattr(comps, "provider", lambda gid: fake)
    with pytest.raises(comps.ComponentError, match="a: the id appears twice"):
        comps.components("fakegame")
    fake.components = lambda: [comps.Component("a", "meeple", (10, 10), (), front)]
    with pytest.raises(comps.ComponentError, match="kind 'meeple'"):
        comps.components("fakegame")


# -- in the client ----------------------------------------------------------------------------
def table_with(app, seats=("human", "bot:easy")):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", list(seats), seed=4))
    table = app.stack.top
    assert isinstance(table, ElemonsTable)
    app.frame(1 / 60)
    return table


def until(app, condition, seconds=3.0):
    """Run frames in real time until `condition` holds; how many times the client looked at the files.

    The client looks every half second, so a change taken at the first look shows within a
    second. Counting looks rather than seconds keeps the test exact on a busy machine.
    """
    looks = []
    real = app.poll_files
    app.poll_files = lambda *scanned: (looks.append(1), real(*scanned))
    try:
        assert condition() or wait_until(condition, seconds, 0.01, between=lambda: app.frame(1 / 60)), \
            "nothing changed on screen"
    finally:
        del app.poll_files
    return len(looks)


def settle(app):
    """Wait for a look at the files already under way (its thread) and take its result, so that a
    change written next is found by the first look that follows: one begun before the change could
    not see it."""
    scan = app._scan
    if scan is not None:
        scan.join()
        app.frame(1 / 60)
    assert app._scan is None


def test_the_table_draws_the_same_placeholders_as_the_component_list(app):
    table = table_with(app)
    k = table.defs.kinds["pyromon"]
    by_id = {c.id: c for c in comps.components("elemons")}
    for mine, theirs in (
        (table.face("pyromon", 128), by_id["pyromon"].front((128, 128))),
        (table.back(96), by_id["pyromon"].back((96, 96))),
        (table.giga("pyromon", 56), by_id[k.gigamon].front((56, 56))),
        (table.rock_img(102), by_id["rock"].front((102, 102))),
    ):
        assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(theirs.convert_alpha(), "RGBA")


def test_an_image_dropped_in_shows_within_a_second_and_the_game_goes_on(app, tmp_path):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    app.art.set_packs([pack])
    table = table_with(app)
    table.act(0, table.grid_actions()[0])
    app.frame(1 / 60)
    moves, match = list(table.feed.match.moves), table.feed.match
    assert center(table.face("aeromon", 128)) != RED
    settle(app)
    art = solid(pack / "elemons" / "aeromon.png", RED, (128, 128))
    assert until(app, lambda: center(table.face("aeromon", 128)) == RED) == 1  # the first look finds it
    solid(art, GREEN, (128, 128))  # changed again: the new file replaces the old one
    touch_later(art)
    until(app, lambda: center(table.face("aeromon", 128)) == GREEN)
    art.unlink()  # removed: back to the placeholder
    until(app, lambda: center(table.face("aeromon", 128)) != GREEN)
    assert app.stack.top is table and table.feed.match is match and table.feed.match.moves[: len(moves)] == moves


def test_the_window_thread_never_stats_the_art_or_the_definitions(app, tmp_path, monkeypatch):
    """A stat lets the interpreter go; with a bot thinking in its worker, the window would wait for
    it once per file, so the half-second look at the files is made in a thread of its own."""
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    app.art.set_packs([pack])
    threads: list[str] = []
    # watched from before the first frame: a look already under way would call the unwatched scan
    for owner, name in ((app.art, "scan"), (app, "_data_snapshot")):
        real = getattr(owner, name)
        monkeypatch.setattr(owner, name, lambda real=real: (threads.append(threading.current_thread().name), real())[1])
    table = table_with(app)
    assert center(table.face("aeromon", 128)) != RED
    solid(pack / "elemons" / "aeromon.png", RED, (128, 128))
    until(app, lambda: center(table.face("aeromon", 128)) == RED)
    assert threads and set(threads) == {"file-scan"}, threads


@pytest.fixture
def app_on_copy(data_copy, request):
    return request.getfixturevalue("app")


def test_a_definition_edited_during_a_game_shows_and_the_match_keeps_its_rules(app_on_copy, data_copy):
    app = app_on_copy
    table = table_with(app)
    table.act(0, table.grid_actions()[0])
    app.frame(1 / 60)
    moves, match = list(table.feed.match.moves), table.feed.match
    tiles = data_copy / "elemons" / "tiles.yaml"
    text = tiles.read_text(encoding="utf-8")
    settle(app)
    tiles.write_text(text.replace('color: "#8fd3ff"', 'color: "#ff00ff"'), encoding="utf-8")
    touch_later(tiles)

    def inner(surf):  # a point of the face's colour, away from the frame, the symbol and the name
        return tuple(surf.get_at((14, 40)))[:3]

    assert until(app, lambda: inner(table.face("aeromon", 128)) == MAGENTA) == 1
    assert table.feed.match is match and table.feed.match.moves[: len(moves)] == moves
    assert match.state.defs.kinds["aeromon"].color != MAGENTA  # the rules of a started game do not move

    tiles.write_text(text.replace("kinds:", "kinds: [broken"), encoding="utf-8")  # saved half-way through a change
    touch_later(tiles, 4)
    until(app, lambda: "tiles.yaml" in table.error)
    assert app.stack.top is table
    tiles.write_text(text, encoding="utf-8")
    touch_later(tiles, 6)
    until(app, lambda: inner(table.face("aeromon", 128)) != MAGENTA)


def test_a_bad_image_on_the_table_is_one_line_and_the_game_goes_on(app, tmp_path):
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    (pack / "elemons" / "back.png").write_text("not an image")
    app.art.set_packs([pack])
    table = table_with(app)
    for _ in range(3):
        app.frame(1 / 60)
    assert "back.png" in table.error and "\n" not in table.error
    assert str(pack / "elemons" / "back.png") in app.art.problems


# -- the gallery ------------------------------------------------------------------------------
def test_the_gallery_opens_from_the_menu_and_flags_what_is_wrong(app, tmp_path):
    pack = tmp_path / "pack"
    solid(pack / "elemons" / "aeromon.png", RED, (512, 512))  # fine
    solid(pack / "elemons" / "geomon.png", GREEN, (300, 100))  # wrong ratio
    solid(pack / "elemons" / "hydromon.png", BLUE, (200, 200))  # enough for the table, not for print
    solid(pack / "elemons" / "floramon.png", BLUE, (64, 64))  # too small even for the table
    (pack / "elemons" / "back.png").write_bytes(b"\x89PNG broken")
    app.art.set_packs([pack])
    app.stack.push(MenuScene(app))
    app.stack.top.gallery()
    gallery = app.stack.top
    assert type(gallery).__name__ == "GalleryScene"
    app.frame(1 / 60)
    codes = {cid: {(f.code, f.side) for f in flags} for cid, flags in gallery.flags.items()}
    assert codes["aeromon"] == {("bad", "back")}
    assert ("ratio", "front") in codes["geomon"]
    assert ("print", "front") in codes["hydromon"]
    assert ("small", "front") in codes["floramon"]
    assert ("missing", "front") in codes["pyromon"]
    assert codes["rock"] == {("missing", "front")}
    assert len(gallery.items) == 15
    for i in range(len(gallery.items)):  # every component draws, front and back, at both sizes
        gallery.select(i)
        app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(1 / 60)
    assert isinstance(app.stack.top, MenuScene)


def test_the_gallery_follows_art_and_definitions_edited_on_disk(app_on_copy, data_copy, tmp_path):
    app = app_on_copy
    pack = tmp_path / "pack"
    (pack / "elemons").mkdir(parents=True)
    app.art.set_packs([pack])
    app.stack.push(MenuScene(app))
    app.stack.top.gallery()
    gallery = app.stack.top
    app.frame(1 / 60)
    solid(pack / "elemons" / "rock.png", RED, (40, 10))
    until(app, lambda: ("ratio", "front") in {(f.code, f.side) for f in gallery.flags["rock"]})
    tiles = data_copy / "elemons" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8").replace("rocks: 4", "rocks: 6"), encoding="utf-8")
    touch_later(tiles)
    until(app, lambda: next(c for c in gallery.items if c.id == "rock").count == 6)


def test_kaiju_and_monsters_pieces_are_listed_and_draw():
    import pygame

    from sprites import components

    if pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((16, 16))
    for game, least in (("kaiju", 30), ("monsters", 45)):
        comps = components.components(game)
        assert len(comps) >= least
        for comp in comps[:12]:
            assert comp.front(comp.size).get_size() == comp.size
    kaiju = {c.id: c for c in components.components("kaiju")}
    assert kaiju["7"].count == 6 and kaiju["M3"].back_art == "back" and "die-6" in kaiju


def test_evolution_pieces_are_listed_and_draw_as_on_the_table():
    import pygame

    from sprites import components

    if pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((16, 16))
    comps = {c.id: c for c in components.components("evolution")}
    assert "air0" in comps and comps["air0"].count == 4 and comps["air0"].back_art == "back"
    creatures = [c for c in comps.values() if c.kind == "token"]
    assert len(creatures) == 10
    for comp in list(comps.values())[:8] + creatures[:2]:
        assert comp.front(comp.size).get_size() == comp.size


def test_elemmaster_pieces_are_listed_and_draw_as_on_the_table():
    import pygame

    from sprites import components

    if pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((16, 16))
    comps = {c.id: c for c in components.components("elemmaster")}
    assert {"earth", "fire", "water", "air", "void"} <= set(comps)
    assert sum(1 for c in comps.values() if c.kind == "card") == 30 + 16  # 30 events, 16 specialties
    for comp in comps.values():
        assert comp.front(comp.size).get_size() == comp.size
