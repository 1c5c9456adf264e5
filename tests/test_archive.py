"""The game archive: one entry per game, scrolling, filtered by game, replay and delete (which asks)."""

from __future__ import annotations

import json
import random

import pygame

from game import paths
from game.match import Match
from scenes.archive import ArchiveScene, archive


def _played(game: str, seed: int, moves: int | None = None) -> Match:
    m = Match(game, ["human", "bot:easy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves if moves is not None else 5000):
        if m.state.is_over:
            break
        seat = m.state.actors()[0]
        m.play(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def test_one_entry_per_game_with_its_winner_and_length(private_home):
    fin = paths.saves_dir() / "finished"
    done = _played("kaiju", 1)
    assert done.state.is_over
    done.save(fin / "kaiju-1.json")
    # the same game's last autosave left beside the finished copy by an older client: listed once
    half = Match.replay({**done.log(), "moves": done.moves[:5]})
    half.save(paths.saves_dir() / "kaiju.json")
    ongoing = _played("elemons", 2, moves=6)
    ongoing.save(paths.saves_dir() / "elemons.json")
    (fin / "junk.json").write_text("{not json", encoding="utf-8")
    entries = archive()
    assert [(e.game, e.finished) for e in sorted(entries, key=lambda e: e.game)] == [("elemons", False),
                                                                                  ("kaiju", True)]
    kaiju = next(e for e in entries if e.game == "kaiju")
    assert kaiju.winners == list(done.state.result().winners) and kaiju.moves == len(done.moves)
    assert [e.game for e in archive("elemons")] == ["elemons"]
    saved = json.loads((fin / "kaiju-1.json").read_text(encoding="utf-8"))
    assert saved["result"]["winners"] == list(done.state.result().winners)


def test_the_archive_scrolls_filters_replays_and_asks_before_deleting(app, private_home):
    fin = paths.saves_dir() / "finished"
    for i in range(14):
        _played("kaiju" if i % 2 else "elemons", i, moves=4).save(fin / f"g-{i}.json")
    scene = app.open("replays")
    assert isinstance(scene, ArchiveScene) and len(scene.entries) == 14
    shown = [b.tag for b in scene.bar.buttons if b.tag.startswith("replay:")]
    assert len(shown) == scene.rows < 14
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, pos=(600, 300)))
    assert scene.scroll == 3
    later = [b.tag for b in scene.bar.buttons if b.tag.startswith("replay:")]
    assert later[0] == shown[3]
    next(b for b in scene.bar.buttons if b.tag == "filter:kaiju").action()
    assert {e.game for e in scene.entries} == {"kaiju"} and scene.scroll == 0
    victim = scene.entries[0]
    delete = next(b for b in scene.bar.buttons if b.tag == f"delete:{victim.path.name}")
    delete.action()
    assert victim.path.exists() and scene.confirm == victim.path  # the first click asks
    next(b for b in scene.bar.buttons if b.tag == f"delete:{victim.path.name}").action()
    assert not victim.path.exists() and len(scene.entries) == 6
    next(b for b in scene.bar.buttons if b.tag.startswith("replay:")).action()
    assert type(app.stack.top).__name__.endswith("Table") and app.stack.top.feed.replaying


def test_two_games_finished_in_the_same_second_keep_both_files(private_home, monkeypatch):
    import time as _time

    from game.feed import finished_path

    monkeypatch.setattr(_time, "time", lambda: 1_800_000_000.0)
    folder = paths.saves_dir() / "finished"
    folder.mkdir(parents=True)
    first = finished_path(folder, "kaiju")
    first.write_text("{}", encoding="utf-8")
    second = finished_path(folder, "kaiju")
    assert first != second and not second.exists()
