"""The client: pygame starts here (never at import), the scene stack runs at 60 FPS.

The app is the one module that knows every screen: `SCENES` maps a name to the factory of a scene,
and a scene opens another through the app by that name (`app.open("howto", game_id)`), so no
scene module imports another that would import it back. A game's table is named by its
registration (`GameSpec.table`) and opened with `app.open_table(source)`.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, Concatenate

import pygame

from game import data, i18n, paths, registry, tutorial
from game.data import DataError
from game.feed import ReplayFeed
from game.match import Match, SaveError, parse_options, parse_seats
from net.client import NetError, NetFeed
from scenes.archive import ArchiveScene
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost, SceneStack
from scenes.common import FinalTableScene, LookAway, PauseScene, ResultsScene, SettingsScene
from scenes.gallery import GalleryScene
from scenes.howto import AidScene, HowToScene
from scenes.lab import LabScene
from scenes.menu import InProgressScene, MenuScene, SetupScene
from scenes.netplay import HostPickScene, JoinScene, start_hosting
from scenes.playtest import NoteScene, SurveyScene
from scenes.settings import Settings
from scenes.table import TableScene
from scenes.tutorial import TutorialPick
from scenes.ui import Moment, TextField
from sprites import vision as cvd
from sprites.art import ArtStore
from sprites.fonts import TYPE, render
from sprites.sound import Sounds
from sprites.tween import SPEEDS
from sprites.vision import next_vision

# Every screen but the tables, by the name scenes open it with; each factory takes the app first
# (typed as what a scene may ask of it, so mypy checks that App gives all of that).
SCENES: dict[str, Callable[Concatenate[SceneHost, ...], Scene]] = {
    "menu": MenuScene,
    "setup": SetupScene,  # (game_id, hosting=False, bind="127.0.0.1")
    "in_progress": InProgressScene,  # (match): `play GAME` while GAME has a game in progress
    "settings": SettingsScene,
    "howto": HowToScene,  # (game_id)
    "aid": AidScene,  # (game_id): the player aid over a table; DataError when the game's file is broken
    "pause": PauseScene,  # (table)
    "look_away": LookAway,  # (who, heading=None)
    "results": ResultsScene,  # (table)
    "final_table": FinalTableScene,  # (table)
    "replays": ArchiveScene,  # the game archive
    "gallery": GalleryScene,
    "lab": LabScene,
    "host_pick": HostPickScene,
    "host_lobby": start_hosting,  # (game_id, seats, options, seed, bind=..., names=...): starts a host
    "join": JoinScene,
    "note": NoteScene,  # (keep): a tester's one-line note over the table (N)
    "survey": SurveyScene,  # (who, send): the optional survey at the end of a game
    "tutorials": TutorialPick,  # "Learn to play": the five guided first games
}


def table_class(game_id: str) -> Any:
    """The table scene of a game, named by the game's registration."""
    return registry.get(game_id).part("table")


save_path = paths.save_path  # the game in progress of each game id (tests and tools ask the app)


class FileScan(threading.Thread):
    """The hot-reload scan, a stat per art and data file, made off the window's thread.

    Every stat lets the interpreter go; while a bot thinks in its worker (`game/thinker.py`) the
    window then waits for it to come back, once per file: in the window's thread the scan took a
    38 ms frame in Elem Master (3.8 ms of it its own work). The window compares and reloads.
    """

    def __init__(self, art_scan: Callable[[], dict[Path, tuple[int, int]]],
                 data_scan: Callable[[], dict[str, int]]) -> None:
        super().__init__(name="file-scan", daemon=True)
        self._scans = (art_scan, data_scan)
        self.result: tuple[dict[Path, tuple[int, int]], dict[str, int]] | None = None

    def run(self) -> None:
        try:
            self.result = (self._scans[0](), self._scans[1]())
        except Exception:  # a folder that went away mid-walk: the next look (half a second on) sees it
            self.result = None


def kept_message(exc: Exception) -> str:
    """One line for a definitions file gone bad under a game in progress (`data.keep_last_good`)."""
    if isinstance(exc, DataError):
        said = i18n.data_error(exc)
        why = said.removeprefix(f"{exc.where}: ")
        return i18n.t("data.kept", file=exc.where, why=why)
    return i18n.t("data.kept", file="?", why=i18n.data_error(exc))


def log_path() -> Path:
    """The client's log: what went wrong unexpectedly, tracebacks included (the screen says one line)."""
    return paths.user_dir() / "client.log"


def write_log(text: str) -> None:
    """Append to the client's log; a log that cannot be written is no reason to stop."""
    try:
        f = log_path()
        f.parent.mkdir(parents=True, exist_ok=True)
        with f.open("a", encoding="utf-8") as out:
            out.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{text}\n")
    except Exception:  # noqa: BLE001 - the log is the last resort; the screen still says the line
        pass


# An idle window shows a new picture only when it changed (issue: ~95 % of a core while waiting for
# a click under Xvfb: everything drawn and sent to the screen 60 times a second, the sending the
# dearer half). Every frame still reads input and updates the scenes. On input, while the top scene
# is busy (events shown, tweens, flights) and for ACTIVE_FOR seconds after, every frame is drawn and
# shown; then the scenes are drawn LOOK_FIRST seconds apart (a slow pulse, a clock, a caret, a hint
# that appears after a while), up to LOOK_LAST apart while nothing changes, and the picture is sent
# to the screen only when it differs from the one shown.
ACTIVE_FOR = 0.3
LOOK_FIRST = 0.05
LOOK_LAST = 0.2


class App:
    """Window, canvas, settings, art, sounds and the scene stack."""

    def __init__(self, size: tuple[int, int] = (1280, 720), art: list[str] | None = None,
                 lang: str | None = None) -> None:
        self.pg = pygame
        self.settings, self.warning = Settings.load()
        if lang:
            self.settings.lang = lang
        i18n.set_lang(self.settings.lang)
        pygame.display.set_caption("Elemental Table")
        flags = pygame.RESIZABLE
        self.window = pygame.display.set_mode(size, flags)
        self.canvas = pygame.Surface((WIDTH, HEIGHT)).convert()
        packs = [Path(p) for p in self.settings.art_packs] + [Path(p) for p in art or []]
        for p in packs:
            if not p.is_dir():
                self.warning = f"art pack '{p}' is not a folder; ignored"
        self.art = ArtStore([p for p in packs if p.is_dir()])
        self.sounds = Sounds(self.settings.volume)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        Moment.reset()  # the scenes' clock goes on; no pointer is known in a new window
        self.running = True
        self.exit_code = 0  # 2: the window could not go on (`run`, after an unexpected error)
        self.faults = 0  # unexpected errors in a row (`run`)
        self.input_seen = False  # an input event in the last frame
        self._active_at = 0.0  # the last input, or the last frame the top scene was busy
        self._drawn_at = 0.0  # the scenes last drawn by `loop_frame`
        self._look_every = LOOK_FIRST
        self._last_picture: bytes | None = None  # the picture shown, when the window is still
        self.pictures = 0  # pictures shown by `loop_frame` (a test counts them)
        self.frame_times: list[float] = []
        self._last_poll = 0.0
        self._scan: FileScan | None = None  # the hot-reload scan under way, off this thread
        self._data_stamp = self._data_snapshot()
        self.first_frame_at: float | None = None
        # The colour vision the window simulates (sprites/vision.py), applied to a copy of the
        # canvas as it is shown: the scenes draw in true colours and never know.
        self.vision = "normal"
        self._filter: Any = None
        self._shown: Any = None
        self.set_vision(self.settings.vision, self.settings.colour_cues)

    # -- speeds and helpers ---------------------------------------------------------------
    @property
    def speed(self) -> float:
        return SPEEDS.get(self.settings.speed, 1.0)

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of the registered `name`, not pushed (`stack.clear_to(app.make("menu"))`)."""
        return SCENES[name](self, *args, **kwargs)

    def open(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Push a new scene of the registered `name` and return it."""
        scene = self.make(name, *args, **kwargs)
        self.stack.push(scene)
        return scene

    def open_table(self, source: Any, demo: bool = False) -> None:
        """Push the table of `source`'s game; see the module's `open_table`."""
        if demo:
            open_table(self, source, demo=True)
        else:
            open_table(self, source)  # looked up as the module's name: a test may stand in for it

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        ww, wh = (self.pg.display.get_surface() or self.window).get_size()
        cw, ch = self.canvas.get_size()
        k = min(ww / cw, wh / ch)
        ox, oy = (ww - cw * k) / 2, (wh - ch * k) / 2
        return int((pos[0] - ox) / k), int((pos[1] - oy) / k)

    def _data_snapshot(self) -> dict[str, int]:
        snap = {}
        for f in paths.data_dir().rglob("*"):
            if f.suffix in (".yaml", ".yml", ".tmx", ".tsx", ".ftl"):
                try:
                    snap[str(f)] = f.stat().st_mtime_ns
                except OSError:  # removed while we looked: the next poll sees it gone
                    continue
        return snap

    def poll_files(self, scanned: tuple[dict[Path, tuple[int, int]], dict[str, int]] | None = None) -> None:
        """Hot reload: art and definitions changed on disk show up without a restart. `scanned`:
        the art's and the data's snapshots, made by a `FileScan` (else looked at now)."""
        changed = self.art.poll(scanned[0] if scanned else None)
        snap = scanned[1] if scanned else self._data_snapshot()
        if snap != self._data_stamp:
            self._data_stamp = snap
            problem = i18n.reload()  # a broken text file keeps the last good texts
            if problem:
                self.show_problem(problem)
            changed = True
            for scene in self.stack.scenes:
                reload_defs = getattr(scene, "reload_defs", None)
                if reload_defs:
                    reload_defs()
        if changed:
            for scene in self.stack.scenes:
                scene.reload_art()

    def show_problem(self, message: str) -> None:
        """A data file broken while the client runs: one visible line, the game goes on."""
        self.warning = message
        for scene in self.stack.scenes:
            flash = getattr(scene, "flash", None)
            if flash:
                flash(message)
            elif hasattr(scene, "message"):
                scene.message = message

    # -- colour vision -----------------------------------------------------------------------
    def set_vision(self, vision: str, cues: bool | None = None) -> None:
        """Show the window as `vision` sees it ("normal": as drawn); `cues` turns the colour-blind
        cues of the placeholder art on or off (the art is drawn again)."""
        cvd.check_vision(vision)
        self.vision = vision
        if cues is not None and cues != cvd.cues_on():
            cvd.set_cues(cues)
            self.art.reload()
            for scene in self.stack.scenes:
                scene.reload_art()
        if vision != "normal" and self._filter is None:
            self._filter = cvd.ScreenFilter()

    def cycle_vision(self) -> None:
        """The V key: the next vision, kept in the settings."""
        self.set_vision(next_vision(self.vision))
        self.settings.vision = self.vision
        try:
            self.settings.save()
        except OSError as exc:
            self.warning = str(exc)

    def shown(self) -> Any:
        """The canvas as the window shows it: through the simulated vision, with its caption."""
        if self.vision == "normal":
            return self.canvas
        if self._shown is None or self._shown.get_size() != self.canvas.get_size():
            self._shown = self.canvas.copy()
        else:
            self._shown.blit(self.canvas, (0, 0))
        self._filter.apply(self._shown, self.vision)
        # Said on screen, in true colours, so that nobody mistakes the simulation for a fault.
        said = i18n.t("vision.shown", name=i18n.t(f"vision.{self.vision}"))
        label = render(said, TYPE.SMALL, (250, 240, 200), bold=True)
        box = label.get_rect(topright=(self._shown.get_width() - 8, 6)).inflate(12, 6)
        self.pg.draw.rect(self._shown, (20, 20, 24), box, border_radius=6)
        self._shown.blit(label, label.get_rect(center=box.center))
        return self._shown

    # -- the loop ---------------------------------------------------------------------------
    def present(self) -> None:
        pygame = self.pg
        self.window = pygame.display.get_surface() or self.window  # a resize may give a new surface
        ww, wh = self.window.get_size()
        canvas = self.shown()
        cw, ch = canvas.get_size()
        if (ww, wh) == (cw, ch):
            self.window.blit(canvas, (0, 0))
        else:
            k = min(ww / cw, wh / ch)
            size = (max(1, int(cw * k)), max(1, int(ch * k)))
            self.window.fill((0, 0, 0))
            scaled = pygame.transform.smoothscale(canvas, size)
            self.window.blit(scaled, ((ww - size[0]) // 2, (wh - size[1]) // 2))
        pygame.display.flip()

    def frame(self, dt: float, draw: bool = True) -> None:
        """One frame: input, update, then the picture (a headless test may skip the picture of a
        frame it never looks at: it draws the last frame of a stretch it lets pass)."""
        pygame = self.pg
        Moment.tick(dt)  # the scenes' clock: the events of this frame came during these dt seconds
        events = pygame.event.get()
        self.input_seen = bool(events)
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.VIDEORESIZE:
                continue
            if hasattr(event, "pos") and event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.MOUSEMOTION,
            ):
                attrs = dict(event.dict)
                attrs["pos"] = self.to_canvas(event.pos)
                event = pygame.event.Event(event.type, attrs)
                Moment.saw(event)
            if event.type == pygame.MOUSEWHEEL:  # give the wheel a canvas position, like the clicks
                attrs = dict(event.dict)
                attrs["pos"] = self.to_canvas(pygame.mouse.get_pos())
                event = pygame.event.Event(event.type, attrs)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_v and self._vision_key(event):
                self.cycle_vision()
                continue
            if self.stack.top:
                self.stack.top.handle(event)
        now = time.monotonic()
        scan = self._scan
        if scan is not None:
            if not scan.is_alive():
                self._scan = None
                if scan.result is not None:
                    self.poll_files(scan.result)
        elif now - self._last_poll > 0.5:
            self._last_poll = now
            self._scan = FileScan(self.art.scan, self._data_snapshot)
            self._scan.start()
        for problem in data.take_problems():  # a definitions file gone bad under a loader: said once
            self.show_problem(kept_message(problem))
        if self.stack.top:
            self.stack.top.update(dt)
        if draw:
            self.draw()

    def compose(self) -> None:
        """The scenes drawn on the canvas, not shown yet."""
        TextField.new_picture()
        for scene in self.stack.visible():
            scene.draw(self.canvas)

    def draw(self) -> None:
        start = time.perf_counter()
        self.compose()
        self.present()
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 2000:
            del self.frame_times[:1000]
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            if os.environ.get("ELEMENTAL_STARTUP_PROBE"):
                print(f"first-frame {time.time():.4f}", flush=True)  # read by bench/frames.py

    def run(self, seconds: float | None = None, screenshot: Path | None = None) -> None:
        """The window's loop. A games in progress keeps its last good definitions when a data file
        goes bad under it; an unexpected error saves the game, goes to the log and is said in one
        line, never a black window (`fault`)."""
        started = time.monotonic()
        kept = data.keep_last_good(True)
        try:
            while self.running and self.stack.top is not None:
                dt = self.clock.tick(60) / 1000.0
                self.guarded_frame(min(dt, 0.1), loop=True)
                if seconds is not None and time.monotonic() - started >= seconds:
                    break
            if screenshot is not None:
                self.screenshot(screenshot)
        finally:
            data.keep_last_good(kept)

    def guarded_frame(self, dt: float, loop: bool = False) -> None:
        """One frame of the loop (`loop`: drawn only when the picture may change, `loop_frame`);
        an exception that escapes it is handled by `fault`."""
        try:
            if loop:
                self.loop_frame(dt)
            else:
                self.frame(dt)
            self.faults = 0
        except Exception as exc:
            self.fault(exc)

    def loop_frame(self, dt: float) -> None:
        """A frame of the window's loop: input and update always, the picture when it may change."""
        self.frame(dt, draw=False)
        top = self.stack.top
        if not self.running or top is None:
            return
        now = time.monotonic()
        anim = getattr(top, "anim", None)
        if self.input_seen or getattr(top, "busy", False) or getattr(anim, "busy", False):
            self._active_at = now
        if now - self._active_at < ACTIVE_FOR:
            self.draw()
            self.pictures += 1
            self._drawn_at, self._look_every, self._last_picture = now, LOOK_FIRST, None
            return
        if now - self._drawn_at < self._look_every:
            return
        self._drawn_at = now
        self.compose()
        picture = self.canvas.get_buffer().raw
        if picture == self._last_picture:
            self._look_every = min(LOOK_LAST, self._look_every * 2)
            return
        self._look_every = LOOK_FIRST
        self._last_picture = picture
        self.present()
        self.pictures += 1

    def fault(self, exc: Exception) -> None:
        """An unexpected error: the games on the stack are saved (atomically, as always), the
        traceback goes to the client's log and one line shows. Errors frame after frame (the scene
        cannot even draw): the line alone is drawn; when not even that can be shown, one line on
        stderr and the loop stops with exit code 2."""
        self.faults += 1
        write_log("".join(traceback.format_exception(exc)))
        if self.faults == 1:
            for scene in self.stack.scenes:
                save = getattr(getattr(scene, "feed", None), "autosave", None)
                if save is not None and not getattr(scene, "demo", False):
                    try:
                        save()
                    except Exception as again:  # the save's own failure goes to the log too
                        write_log("".join(traceback.format_exception(again)))
        error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        try:
            where = str(log_path())
        except OSError:
            where = "client.log"
        message = i18n.t("crash.saved", error=error, log=where)
        self.warning = message
        if self.faults == 1:
            try:
                self.show_problem(message)
                return
            except Exception:
                pass
        try:  # the scenes cannot draw: the line alone, on a plain canvas
            self.canvas.fill((20, 20, 24))
            label = render(message, TYPE.BODY, (250, 240, 200))
            self.canvas.blit(label, label.get_rect(center=(WIDTH // 2, HEIGHT // 2)))
            self.present()
            for event in self.pg.event.get():
                if event.type == self.pg.QUIT or event.type == self.pg.KEYDOWN and event.key == self.pg.K_ESCAPE:
                    self.running = False
        except Exception:
            print(f"error: {message}", file=sys.stderr)
            self.exit_code = 2
            self.running = False

    def _vision_key(self, event: Any) -> bool:
        """V cycles the vision, unless a text field has the keyboard or the top scene reads V itself
        (Elem Master: V picks an event card), where Shift+V does."""
        if TextField.typing() or event.mod & (self.pg.KMOD_CTRL | self.pg.KMOD_ALT | self.pg.KMOD_META):
            return False
        if event.mod & self.pg.KMOD_SHIFT:
            return True
        return self.pg.K_v not in getattr(self.stack.top, "keys_taken", ())

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.pg.image.save(self.shown(), str(path))

    def quit(self) -> None:
        self.running = False


def init_pygame() -> None:
    """Start pygame's display and fonts; sound starts in sprites.sound, silent without a device."""
    if sys.platform.startswith("linux") and not os.path.exists("/dev/snd"):
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # no sound card: no ALSA noise on stderr
    pygame.display.init()
    pygame.font.init()


MAX_SIZE = (7680, 4320)  # an 8K screen; a larger window is a typo that would ask SDL for gigabytes


def _size(text: str | None) -> tuple[int, int]:
    if not text:
        return (1280, 720)
    try:
        if len(text) > 16:
            raise ValueError
        w, h = (int(v) for v in text.lower().split("x"))
        if w < 320 or h < 200 or w > MAX_SIZE[0] or h > MAX_SIZE[1]:
            raise ValueError
        return (w, h)
    except ValueError:
        shown = text if len(text) <= 16 else text[:16] + "..."
        most = f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"
        raise ValueError(f"--size takes WIDTHxHEIGHT from 320x200 to {most}, not '{shown}'") from None


def new_match(game_id: str, players: str | None, seed: int | None, options: dict[str, Any]) -> Match:
    spec = registry.get(game_id)
    seats = parse_seats(players) if players else ["human", "bot:medium"][: max(spec.seats[0], 2)]
    if spec.seats[0] == 1 and not players:
        seats = ["human"]
    return Match(game_id, seats, seed=seed if seed is not None else int(time.time()) % 1_000_000, options=options)


def open_table(app: App, source: Any, demo: bool = False, hints: bool = False) -> None:
    """Push the game's table, fed by a match here or by any feed (a replay, a host). `hints`: a demo
    shows the hint of each bot's move before it plays it (`demo --hint`)."""
    table = table_class(source.game_id)(app, source, demo=demo)
    table.demo_hints = hints and demo
    app.stack.push(table)


def open_play(app: App, match: Match) -> None:
    """`play GAME`: straight to the new game's table, unless GAME has a game in progress on this
    machine; then the window asks first (resume it, or replace it), over the menu."""
    if paths.save_path(match.game_id).exists():
        app.open("menu")
        app.open("in_progress", match)
    else:
        open_table(app, match)  # the menu is built only when the player goes back to it


def run_client(args: argparse.Namespace) -> int:
    """`python main.py`, `play` and `demo`; user errors become one line and exit code 2."""
    try:
        size = _size(getattr(args, "size", None))
        options = parse_options(getattr(args, "option", None))
        match = None
        if args.command == "play":
            if args.load:
                match = Match.load(args.load, game=args.game)
            else:
                match = new_match(args.game, args.players, args.seed, options)
                if args.scenario:
                    match = Match(args.game, match.seats, match.seed, options, scenario=str(args.scenario))
        elif args.command == "demo":
            spec = registry.get(args.game)
            players = args.players or ",".join(["bot:medium", "bot:hard", "bot:easy"][: max(spec.seats[0], 2)])
            match = new_match(args.game, players, args.seed, options)
        elif args.command == "tutorial":
            guided = tutorial.load(args.game).feed()
        elif args.command == "replay":
            log = Match.read_save(args.save).get("log")
            if not isinstance(log, dict) or not isinstance(log.get("moves"), list):
                raise SaveError(f"{args.save}: not a game's save")
            replay = ReplayFeed(log, min(args.step, len(log["moves"])))
        language_problem = start_language(args)
    except (DataError, SaveError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        init_pygame()
        app = App(size=size, art=getattr(args, "art", None), lang=getattr(args, "lang", None))
    except pygame.error as exc:
        print(f"error: no window could be opened ({exc}); headless, set SDL_VIDEODRIVER=dummy", file=sys.stderr)
        return 2
    if getattr(args, "vision", None):
        app.set_vision(args.vision)  # for this run only: the setting stays as it was
    if args.command == "tutorial":
        return run_tutorial(app, guided, args.autoplay, args.screenshot)
    if args.command == "replay":
        open_table(app, replay)  # the step a playtest report's note points at
    elif args.command == "play" and match is not None and not args.load:
        open_play(app, match)
    elif match is not None:
        # Straight to the table: the menu is built only when the player goes back to it.
        open_table(app, match, demo=args.command == "demo", hints=bool(getattr(args, "hint", False)))
    else:
        app.open("menu")
    if language_problem:
        app.show_problem(language_problem)  # the console had it once; the screen shows it too
    if args.command == "demo":
        app.run(seconds=args.seconds, screenshot=args.screenshot)
    else:
        app.run()
    pygame.quit()
    return app.exit_code


def shot_path(pattern: Path, step: int) -> Path:
    """`--screenshot`: a plain name is the first step's screen; a name with `{step}` saves every step."""
    return Path(str(pattern).replace("{step}", f"{step:02d}"))


def run_tutorial(app: App, feed: tutorial.TutorialFeed, autoplay: bool, screenshot: Path | None) -> int:
    """`tutorial GAME`: the guided first game in the window; `--autoplay` plays its steps to the end
    (the animations instant, the window closed on the results), `--screenshot` saves each step's
    screen as it is reached. Exit 0 when an autoplay ends on a finished game, 1 when it does not."""
    open_table(app, feed)
    table = app.stack.top
    if not isinstance(table, TableScene):
        raise TypeError(f"{feed.game_id}'s table is not a TableScene")
    every = screenshot is not None and "{step}" in str(screenshot)
    if autoplay:
        app.settings.speed = "instant"  # this run only: the settings file is not written
        table.autoplay = True
    shot_done: set[int] = set()
    frames = 0
    limit = 60 * 60 * 5  # an autoplay is over in seconds; a stuck one stops within five minutes of frames
    while app.running and app.stack.top is not None:
        dt = app.clock.tick(0 if autoplay else 60) / 1000.0
        app.frame(1 / 60 if autoplay else min(dt, 0.1))
        frames += 1
        top = app.stack.top
        if autoplay and isinstance(top, ResultsScene) and top.next_part is not None:
            top.tutorial_next()  # a part won, a last part to come (Elem Master: the count's ending)
            continue
        if isinstance(top, TableScene) and top is not table and top.guide is not None:
            table, feed = top, top.guide  # an opening read to its end, a part won: the next part
            table.autoplay = autoplay
        step = feed.numbered(feed.index)["n"]
        waiting = top is table and not table.busy and table.guide_target() is not None
        if screenshot is not None and waiting and step not in shot_done and (every or not shot_done):
            shot_done.add(step)
            app.draw()
            app.screenshot(shot_path(screenshot, step + 1) if every else screenshot)
        if autoplay and (feed.is_over and top is not table or frames > limit):
            break
    pygame.quit()
    if autoplay and not feed.is_over:
        print(f"error: the {feed.game_id} tutorial did not reach the end (step {feed.numbered(feed.index + 1)['n']})",
              file=sys.stderr)
        return 1
    if autoplay:
        print(f"{feed.game_id}: tutorial played to the end ({feed.tutorial.total} steps)")
    return 0


def start_language(args: argparse.Namespace) -> str | None:
    """The interface texts read before the window opens: a broken language file falls back to the
    other language, said once on the console (the caller shows it on screen); both broken raise the
    DataError, one line and exit 2 for the caller."""
    i18n.set_lang(getattr(args, "lang", None) or Settings.load()[0].lang)
    problem = i18n.start(i18n.lang)
    if problem:
        print(f"warning: {problem}", file=sys.stderr)
    return problem


def run_join(args: argparse.Namespace) -> int:
    """`join ADDRESS --token T`: the window opens straight on the table of that seat on the host."""
    try:
        language_problem = start_language(args)
        feed = NetFeed(args.address, args.token)
    except (NetError, DataError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        init_pygame()
        app = App(size=_size(getattr(args, "size", None)), lang=getattr(args, "lang", None))
    except (pygame.error, ValueError) as exc:
        print(f"error: no window could be opened ({exc}); headless, set SDL_VIDEODRIVER=dummy", file=sys.stderr)
        return 2
    open_table(app, feed)
    if language_problem:
        app.show_problem(language_problem)
    app.run()
    feed.close()
    pygame.quit()
    return 0
