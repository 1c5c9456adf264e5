"""Input for headless scene tests: post a pygame event, then run a frame, as a person's click would."""

import pygame

from game.match import Match
from scenes.app import open_table
from scenes.menu import MenuScene
from scenes.monsters.table import PANEL_GUARD
from scenes.ui import FRESH


class BlitSpy(pygame.Surface):
    """A screen that notes each image drawn on it and the rect it was put at, whole (not clipped to the
    screen): `blits`, (image, rect) in drawing order."""

    def __init__(self, size=(1280, 720)):
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, img, pos, *a, **k):  # type: ignore[override]
        self.blits.append((img, pygame.Rect(pos, img.get_size()) if isinstance(pos, tuple) else pygame.Rect(pos)))
        return super().blit(img, pos, *a, **k)


def run(app, seconds, step=1 / 60):
    """Let `seconds` of frames pass; only the last one is drawn (what a test reads from a picture is
    the picture after the stretch; drawing the frames between cost a third of the suite's time)."""
    n = int(seconds / step)
    for i in range(n):
        app.frame(step, draw=i == n - 1)


def look(app):
    """A person's look at a button just come under the resting pointer before clicking it: the moment
    it takes no press (`scenes.ui.FRESH`), in frames."""
    run(app, FRESH + 0.05)


def open_scenario(app, game_id, seats, scenario, speed="instant"):
    """A table on a scenario file, opened over the menu as the client does, once it has caught up."""
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    open_table(app, Match(game_id, list(seats), scenario=str(scenario)))
    run(app, 0.1)
    return app.stack.top


def open_scenario_text(app, game_id, seats, folder, text: str, speed="instant"):
    """`open_scenario` on a scenario written from `text` into `folder` (a test's tmp_path)."""
    path = folder / "scenario.yaml"
    path.write_text(text)
    return open_scenario(app, game_id, seats, path, speed)


def spy_on(owner, name: str, setattr=setattr) -> list:
    """Every first argument `owner.name(...)` is called with from now on, in order (the call still
    happens): the texts a painter drew, the lines a log said, the banners a table raised."""
    seen: list = []
    real = getattr(owner, name)

    def spy(first, *args, **kwargs):
        seen.append(first)
        return real(first, *args, **kwargs)

    setattr(owner, name, spy)
    return seen


def spy_texts(monkeypatch, module) -> list[str]:
    """Every text `module.render` draws from now on, in order (what a painter put on screen)."""
    return spy_on(module, "render", monkeypatch.setattr)


def open_replay(app, match, speed="instant"):
    """The replay of `match` on its game's table, opened over the menu as the client does, caught up."""
    from game.feed import ReplayFeed
    from scenes.app import table_class

    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    table = table_class(match.game_id)(app, ReplayFeed(match.log()))
    app.stack.push(table)
    run(app, 0.1)
    return table


def spy_sizes(monkeypatch, module) -> dict[str, int]:
    """The size `module.render` draws each text at from now on (its last size when drawn twice)."""
    sizes: dict[str, int] = {}
    real = module.render

    def spy(text, size, *a, **k):
        sizes[text] = size
        return real(text, size, *a, **k)

    monkeypatch.setattr(module, "render", spy)
    return sizes


def step_again(table) -> bool:
    """What a person watching the last turn again does: a click once the step on screen has played out
    and waits for it (True: clicked)."""
    if table.again_waiting and table.current is None and not table.tweens.busy:
        table.again_next()
        return True
    return False


def watch_replay(table, tick, limit: float = 90.0, look: float = 0.0) -> tuple[list[str], float]:
    """Show the last turn again (L) and let frames pass (`tick`, a 30th of a second each) until it ends,
    going on as a person does: a click (`again_next`) once a step has played out, waits for it and
    has been looked at for `look` seconds. The step sentences its caption said, in order, and the
    seconds it took."""
    lines: list[str] = []
    seconds = looked = 0.0
    assert table.show_last_turn()
    while table.showing_again and seconds < limit:
        if table.again_line and (not lines or lines[-1] != table.again_line):
            lines.append(table.again_line)
        resting = table.again_waiting and table.current is None and not table.tweens.busy
        looked = looked + 1 / 30 if resting else 0.0
        if looked >= look:
            step_again(table)
        tick()
        seconds += 1 / 30
    assert not table.showing_again, "the turn shown again never ended"
    return lines, seconds


def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.frame(1 / 60)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame(1 / 60)


def read_summary(app, table) -> bool:
    """A person at the table reads a result that waits for them (Monsters' round summary, which keeps
    the table busy until Continue) and goes on, as Enter does once the summary takes input.
    True when a key was pressed."""
    if getattr(table, "round_panel", None) is not None and table.round_panel_left is None \
            and table.round_panel_age >= PANEL_GUARD and app.stack.top is table:
        key(app, pygame.K_RETURN)
        return True
    return False


def see_held(app, table) -> bool:
    """A person's click on what the table holds up for them to see (`holds_events`: Kaiju's drawn card,
    Elemons' turned tiles), off the pieces; the frame runs. True when a click was given."""
    if app.stack.top is table and table.holds_events():
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 700), button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 700), button=1))
        app.frame(1 / 60)
        return True
    return False


def run_until(app, cond, seconds: float, step: float = 1 / 30, draw_every: int = 1) -> bool:
    """Frames pass until `cond()` holds or `seconds` of the game's time have gone by: the bound is in
    frames, not in the wall clock, so a loaded machine takes longer but never fails for it."""
    for i in range(int(seconds / step)):
        if cond():
            return True
        app.frame(step, draw=i % draw_every == 0)
    return bool(cond())
