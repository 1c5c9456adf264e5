"""A data file gone bad under a game in progress (removed, broken, unreadable): the game goes on with
the definitions it had, one line says so, the game is saved as before; an unexpected error in the
window's loop saves, logs and says one line (never a black window); an idle table draws no frame."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import data, i18n, paths
from game.kaiju import defs as kaiju_defs
from game.match import Match

SOURCE = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture()
def datadir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    copy = tmp_path / "data"
    shutil.copytree(SOURCE / "kaiju", copy / "kaiju")
    for other in SOURCE.iterdir():  # the other games' folders read where they are (only Kaiju breaks)
        if other.name != "kaiju":
            (copy / other.name).symlink_to(other)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(tmp_path / "home"))
    kept = data.keep_last_good(True)  # as the window's loop has it (App.run)
    data.take_problems()
    yield copy
    data.keep_last_good(kept)
    data.take_problems()
    kaiju_defs.load_defs.cache_clear()


def remove(f: Path) -> None:
    f.unlink()


def break_yaml(f: Path) -> None:
    f.write_text("kaiju: [\n  - value: 1\n", encoding="utf-8")
    st = f.stat()
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))


def unreadable(f: Path) -> None:
    f.unlink()
    f.mkdir()  # read fails even for root (chmod 000 does not stop root)


@pytest.mark.parametrize("spoil", [remove, break_yaml, unreadable], ids=["removed", "broken", "unreadable"])
def test_a_kaiju_file_gone_bad_mid_game_keeps_the_game_going(datadir, app, spoil):
    from scenes.app import open_table

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=1))
    table = app.stack.top
    before = kaiju_defs.load_defs()
    spoil(datadir / "kaiju" / "cards.yaml")
    app.poll_files()  # the hot reload sees the change and the tables read their definitions again
    assert kaiju_defs.load_defs() is before  # the bot's and the engine's reads too
    app.frame(0.05, draw=False)
    assert "cards.yaml" in table.error and "la partie continue" in table.error and "\n" not in table.error
    assert "Traceback" not in table.error
    for _ in range(400):  # the opening shown, frame by frame until the person has the hand
        if table.human_to_act() is not None:
            break
        app.frame(0.05, draw=False)
    seat = table.human_to_act()
    assert seat is not None
    moved = table.feed.progress()
    table.act(seat, table.feed.legal(seat)[0])
    for _ in range(400):  # the bot's move, frame by frame until the person has the hand again
        app.frame(0.05, draw=False)
        if table.human_to_act() is not None and table.feed.progress() > moved + 1:
            break
    assert table.human_to_act() is not None  # the bot played and the person has the hand again
    app.draw()
    save = paths.save_path("kaiju")
    assert save.is_file()
    assert Match.load(save).state.to_json() == table.feed.match.state.to_json()
    assert data.take_problems() == []  # said once, not at every read


def test_a_removed_image_falls_back_to_the_placeholder(tmp_path, app):
    import pygame

    pack = tmp_path / "pack"
    (pack / "kaiju").mkdir(parents=True)
    img = pack / "kaiju" / "card-1.png"
    surf = pygame.Surface((40, 60))
    surf.fill((200, 10, 10))
    pygame.image.save(surf, str(img))
    app.art.set_packs([pack])

    def placeholder(size: tuple[int, int]) -> pygame.Surface:
        out = pygame.Surface(size)
        out.fill((10, 200, 10))
        return out

    assert app.art.image("kaiju", "card-1", (40, 60), placeholder).get_at((20, 30))[:3] == (200, 10, 10)
    img.unlink()
    app.poll_files()
    assert app.art.image("kaiju", "card-1", (40, 60), placeholder).get_at((20, 30))[:3] == (10, 200, 10)


def test_an_unexpected_error_in_the_loop_saves_logs_and_says_one_line(datadir, app):
    from scenes.app import log_path, open_table

    i18n.set_lang("fr")
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=1))
    table = app.stack.top
    save = paths.save_path("kaiju")
    save.unlink(missing_ok=True)

    def broken(dt: float) -> None:
        raise RuntimeError("boom")

    table.update = broken  # type: ignore[method-assign]
    app.guarded_frame(0.05)  # no exception escapes the loop
    assert save.is_file() and Match.load(save).state.to_json() == table.feed.match.state.to_json()
    assert "Traceback" in log_path().read_text(encoding="utf-8") and "boom" in log_path().read_text(encoding="utf-8")
    assert "boom" in table.error and "client.log" in table.error and "\n" not in table.error
    table.draw = broken  # type: ignore[method-assign,assignment]
    app.guarded_frame(0.05)  # again, and the table cannot even draw: the line alone is drawn
    assert app.running and app.faults == 2
    assert app.canvas.get_at((5, 5))[:3] == (20, 20, 24)


@pytest.mark.parametrize("game", ["evolution"])
def test_an_idle_table_draws_no_new_picture(tmp_path, monkeypatch, app, game):
    """Waiting for the person's click, the loop shows no new picture while the picture stays the same;
    input shows one at once. (The loop's times set to none: the test counts frames, not seconds.)"""
    import pygame

    from scenes import app as app_module
    from scenes.app import open_table

    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(app_module, "ACTIVE_FOR", 1e-6)  # input: this frame only
    monkeypatch.setattr(app_module, "LOOK_FIRST", 0.0)  # a still window drawn at every frame, shown if changed
    monkeypatch.setattr(app_module, "LOOK_LAST", 0.0)
    # the table's pulses (a prompt's target frame) follow the wall clock: held still here, since on a
    # loaded machine the 30 frames below spanned enough of it for a pulse to change the picture (sp31
    # saw this test fail under -n 3; a pulsing frame is a changed picture, rightly shown)
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 1000)
    app.settings.speed = "instant"
    open_table(app, Match(game, ["human", "bot:easy"], seed=1))
    table = app.stack.top
    for _ in range(600):  # the opening shown, the bot's move if it opens: until the person has the hand
        if table.human_to_act() is not None and not table.anim.busy:
            break
        app.frame(0.05, draw=False)
    assert table.human_to_act() is not None
    app.loop_frame(1 / 60)
    drawn = app.pictures
    for _ in range(30):
        app.loop_frame(1 / 60)
    assert app.pictures - drawn <= 3, app.pictures - drawn  # 30 shown before
    before = app.pictures
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.loop_frame(1 / 60)
    assert app.pictures == before + 1
