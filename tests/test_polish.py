"""Issue 24's "everywhere" polish: the replay's pause and caption, banners that hide what lies under
them, one type scale, `play` over a game in progress, labelled how-to pictures."""

from __future__ import annotations

import random

import pygame

from game import paths
from game.feed import ReplayFeed
from game.i18n import t
from game.match import Match
from scenes.app import open_table


def _played(game: str, seed: int, moves: int) -> Match:
    m = Match(game, ["human", "bot:easy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.state.is_over:
            break
        seat = m.state.actors()[0]
        m.play(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def _key(scene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _replay(app, game: str = "kaiju", step: int = 12):
    app.open("menu")
    open_table(app, ReplayFeed(_played(game, 3, 30).log(), step))
    return app.stack.top


# -- 1. the replay's Escape menu and its caption ---------------------------------------------
def test_escape_in_a_replay_offers_the_archive_the_menu_and_quit_never_saving(app):
    table = _replay(app)
    _key(table, pygame.K_ESCAPE)
    pause = app.stack.top
    labels = [b.label for b in pause.bar.buttons]
    assert t("pause.resume") not in labels and t("pause.menu") not in labels, labels
    assert not any("Sauver" in label or "Save" in label for label in labels), labels
    for key in ("pause.replay_resume", "pause.replay_archive", "pause.replay_menu", "menu.quit"):
        assert t(key) in labels, (key, labels)
    saves = sorted(paths.saves_dir().rglob("*.json"))
    next(b for b in pause.bar.buttons if b.label == t("pause.replay_archive")).action()
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "ArchiveScene"]
    assert sorted(paths.saves_dir().rglob("*.json")) == saves  # nothing was saved on the way out


def test_escape_in_a_game_still_offers_to_save(app):
    app.open("menu")
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=1))
    _key(app.stack.top, pygame.K_ESCAPE)
    assert t("pause.menu") in [b.label for b in app.stack.top.bar.buttons]


def test_the_replay_caption_is_clear_of_the_help_button_and_readable(app):
    from sprites.fonts import TYPE

    for game in ("kaiju", "elemons", "evolution", "monsters", "elemmaster"):
        table = _replay(app, game, 6)
        caption = table.replay_caption_rect()
        assert not caption.colliderect(table.aid_rect), game
        assert not caption.colliderect(table.log_rect) and not caption.colliderect(table.tool_rect), game
        line = t("replay.status", step=6, total=30, who=table.names[0])
        from sprites.fonts import font, wrap

        lines = wrap(line, caption.width, TYPE.SMALL)
        assert len(lines) * font(TYPE.SMALL).get_linesize() <= caption.height, (game, lines)
        for b in table.tools.buttons:
            assert not b.rect.colliderect(table.aid_rect), game
        app.stack.scenes.clear()


# -- 4. `play GAME` with a game of GAME in progress ----------------------------------------------
def _save_in_progress() -> tuple[Match, bytes]:
    ongoing = _played("kaiju", 7, 8)
    assert not ongoing.state.is_over
    path = paths.save_path("kaiju")
    ongoing.save(path)
    paths.release_lock(path)
    return ongoing, path.read_bytes()


def _run_play(monkeypatch, argv: list[str], frames: int = 10) -> list[object]:
    """`main.py play ...` as the command line runs it, with the window's loop cut to a few frames;
    the scenes it left on the stack."""
    import main
    from scenes import app as app_module

    seen: list[object] = []

    def run(self, seconds=None, screenshot=None):
        for _ in range(frames):
            self.frame(1 / 30)
        seen.extend(self.stack.scenes)

    monkeypatch.setattr(app_module.App, "run", run)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # the other tests' fonts stay alive
    args = main.build_parser().parse_args(argv)
    assert app_module.run_client(args) == 0
    return seen


def test_play_on_the_command_line_asks_before_replacing_a_game_in_progress(monkeypatch):
    ongoing, before = _save_in_progress()
    scenes = _run_play(monkeypatch, ["play", "kaiju", "--seed", "99"])
    assert [type(s).__name__ for s in scenes] == ["MenuScene", "InProgressScene"], scenes
    assert paths.save_path("kaiju").read_bytes() == before  # nothing replaced while it asks
    asking = scenes[-1]
    assert asking.bar.buttons[asking.bar.focus].tag == "resume"  # Enter keeps the game in progress


def test_resume_opens_the_game_in_progress_and_keeps_its_save(app):
    from scenes.app import new_match, open_play

    ongoing, before = _save_in_progress()
    open_play(app, new_match("kaiju", None, 99, {}))
    asking = app.stack.top
    _key(asking, pygame.K_RETURN)
    table = app.stack.top
    assert table.feed.resumed and table.feed.moves_since(0) == ongoing.moves
    for _ in range(5):
        app.frame(1 / 30)
    saved = Match.read_save(paths.save_path("kaiju"))
    assert saved["log"]["seed"] == ongoing.seed and saved["log"]["moves"][: len(ongoing.moves)] == ongoing.moves


def test_new_game_replaces_only_when_chosen_and_escape_leaves_it(app):
    from scenes.app import new_match, open_play

    ongoing, before = _save_in_progress()
    open_play(app, new_match("kaiju", None, 99, {}))
    _key(app.stack.top, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "MenuScene"
    assert paths.save_path("kaiju").read_bytes() == before
    open_play(app, new_match("kaiju", None, 99, {}))
    next(b for b in app.stack.top.bar.buttons if b.tag == "new").action()
    table = app.stack.top
    assert not table.feed.resumed
    table.autosave()
    assert Match.read_save(paths.save_path("kaiju"))["log"]["seed"] == 99


def test_play_without_a_game_in_progress_goes_straight_to_the_table(monkeypatch):
    scenes = _run_play(monkeypatch, ["play", "kaiju", "--seed", "4"], frames=2)
    assert [type(s).__name__ for s in scenes] == ["KaijuTable"], scenes
