"""What every game table shares: the match loop, bot pacing, the event queue, the log, saves.

A table turns the engine's events into animations one at a time. The
subclass says how long an event takes on screen (`present`) and how to draw
the position (`draw_table`); this base decides when a bot may act (when the
screen has caught up and a short thinking pause has passed), writes the log
panel, plays sounds, autosaves after every action and opens the results.
It never decides a rule: actions go to the engine, which says what happened.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core import Action, Event, IllegalAction
from game.match import Match
from game.thinker import Thinker
from scenes import i18n
from scenes.base import Scene
from scenes.i18n import t
from scenes.ui import ACCENT, FELT, INK, LogPanel, title
from sprites.tween import Tween, Tweens

SEAT_COLORS = [(235, 110, 90), (90, 170, 235), (120, 210, 120), (230, 190, 80)]
SOUNDS = {
    "tile_turned": "flip",
    "pair_won": "pair",
    "tiles_hidden": "miss",
    "power": "power",
    "dice_rolled": "dice",
    "game_over": "win",
}


class TableScene(Scene):
    """Base of every game table; subclasses draw and map input to actions."""

    bot_pause = 0.6  # seconds a bot "thinks" on screen at normal speed, so a person can follow
    log_rect = pygame.Rect(960, 70, 310, 560)

    def __init__(self, app: Any, match: Match, demo: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.demo = demo
        self.game_id = match.game_id
        self.tweens = Tweens(self.speed)
        self.queue: list[Event] = []
        self.current: Event | None = None
        self.hold = 0.0  # seconds left on the event being shown
        self.bot_wait = 0.0
        self.thinker = Thinker(match)  # bots decide in a worker thread, never inside a frame
        self.log = LogPanel(self.log_rect.copy())
        self.viewer: int | None = self._pick_viewer()
        self.finished_shown = False
        self._looked: int | None = None  # the private event the others already looked away for
        self.error = ""
        self.error_until = 0.0
        self.names = self.seat_names()
        self._background: pygame.Surface | None = None
        self._background_lang = ""
        self.log.add(t("log.start", game=i18n.t(f"game.{self.game_id}")), ACCENT)
        if not match.moves:  # a resumed game does not deal its opening again
            self.feed(match.opening_events)

    @property
    def speed(self) -> float:
        """The animation speed; a demo runs at least fast so a few seconds show a real game."""
        return max(self.app.speed, 2.5) if self.demo else self.app.speed

    # -- seats --------------------------------------------------------------------------------
    def seat_names(self) -> list[str]:
        names = []
        for i, who in enumerate(self.match.seats):
            if who == "human":
                names.append(t("seat.human", n=i + 1))
            else:
                names.append(t("seat.bot", n=i + 1, strength=t(f"strength.{who[4:]}")))
        return names

    def _pick_viewer(self) -> int | None:
        humans = self.match.humans()
        if not humans:
            return None
        actors = [s for s in self.match.state.actors() if s in humans]
        if actors:
            return actors[0]
        return humans[0]

    @property
    def view(self) -> dict[str, Any]:
        return self.match.state.view(self.viewer)

    def human_to_act(self) -> int | None:
        """The human seat that may act now, if the screen has caught up."""
        if self.busy or self.match.state.is_over:
            return None
        for seat in self.match.state.actors():
            if self.match.seats[seat] == "human":
                return seat
        return None

    # -- the event queue ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.current is not None or self.tweens.busy

    def feed(self, events: list[Event]) -> None:
        self.queue.extend(events)

    def act(self, seat: int, action: Action) -> bool:
        """A person's action: to the engine, its events to the screen, then an autosave."""
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:
            self.flash(str(exc))
            return False
        self.feed(events)
        self.autosave()
        return True

    def flash(self, message: str) -> None:
        self.error = message
        self.error_until = time.monotonic() + 3.0

    def autosave(self) -> None:
        from scenes.app import save_path

        if self.demo:
            return
        path = save_path(self.game_id)
        if self.match.state.is_over:
            path.unlink(missing_ok=True)
        else:
            try:
                self.match.save(path)
            except OSError as exc:
                self.flash(t("save.failed", error=str(exc)))

    def _next_event(self) -> None:
        while self.queue and self.current is None:
            ev = self.queue.pop(0)
            if not ev.visible_to(self.viewer):
                continue
            if ev.to is not None and len(self.match.humans()) > 1 and not self.look_away_done(ev):
                self.queue.insert(0, ev)
                return
            line = i18n.describe(self.game_id, ev, self.names)
            if line:
                color = SEAT_COLORS[ev.seat % 4] if ev.seat is not None else INK
                self.log.add(line, color)
            sound = SOUNDS.get(ev.kind)
            if sound:
                self.app.sounds.play(sound)
            duration = self.present(ev)
            if self.speed <= 0:
                self.tweens.finish_all()
                duration = 0.0
            else:
                duration /= self.speed
            if duration > 0:
                self.current = ev
                self.hold = duration

    def look_away_done(self, ev: Event) -> bool:
        """Shared screen: before a private reveal, the others are asked to look away."""
        from scenes.common import LookAway

        key = id(ev)
        if self._looked == key:
            return True
        self._looked = key
        self.app.stack.push(LookAway(self.app, self.names[self.viewer] if self.viewer is not None else ""))
        return False

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweens.speed = self.speed
        self.tweens.step(dt)
        if self.current is not None:
            self.hold -= dt
            if self.hold <= 0:
                self.current = None
        if self.current is None:
            self._next_event()
        if not self.busy:
            self.sync()
            if self.match.state.is_over:
                # Only once the last events have been shown: the final move is seen, then the results.
                if not self.finished_shown:
                    self.finished_shown = True
                    self.autosave()
                    self.open_results()
                return
            self._maybe_switch_viewer()
            self._drive_bots(dt)

    def _maybe_switch_viewer(self) -> None:
        humans = self.match.humans()
        if len(humans) <= 1:
            return
        actors = self.match.state.actors()
        if self.viewer in actors:
            return  # several may act at once (a simultaneous set-up): the screen stays with its viewer
        for seat in actors:
            if seat in humans and seat != self.viewer:
                from scenes.common import LookAway

                self.viewer = seat
                self.app.stack.push(LookAway(self.app, self.names[seat]))
                self.sync()
                return

    def _drive_bots(self, dt: float) -> None:
        seat = self.match.bot_to_act()
        if seat is None:
            self.bot_wait = 0.0
            self.thinker.cancel()
            return
        self.thinker.start(seat)  # thinks during the pause; a no-op while the same thought runs
        self.bot_wait += dt
        pause = self.bot_pause / self.speed if self.speed > 0 else 0.0
        if self.bot_wait < pause:
            return
        action = self.thinker.result()
        if action is None:
            return
        self.bot_wait = 0.0
        self.feed(self.match.play(seat, action))
        self.autosave()

    def open_results(self) -> None:
        from scenes.common import ResultsScene

        self.app.stack.push(ResultsScene(self.app, self))

    def handle(self, event: pygame.event.Event) -> None:
        if self.log.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            from scenes.common import PauseScene

            self.app.stack.push(PauseScene(self.app, self))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            from game import paths

            shot = paths.user_dir() / "screenshots" / f"{self.game_id}-{int(time.time())}.png"
            self.app.screenshot(shot)
            self.flash(t("screenshot.saved", path=str(shot)))
            return
        self.handle_table(event)

    def draw(self, surf: pygame.Surface) -> None:
        if self._background is None or self._background_lang != i18n.lang:
            self._background = pygame.Surface(surf.get_size()).convert()
            self._background_lang = i18n.lang
            self.draw_background(self._background)
        surf.blit(self._background, (0, 0))
        self.draw_table(surf)
        self.log.draw(surf)
        if self.error and time.monotonic() < self.error_until:
            from scenes.ui import DANGER, panel
            from sprites.fonts import render

            img = render(self.error, 18, INK)
            r = img.get_rect(midbottom=(surf.get_width() // 2, surf.get_height() - 12)).inflate(24, 12)
            panel(surf, r, 230, DANGER)
            surf.blit(img, img.get_rect(center=r.center))

    def draw_background(self, surf: pygame.Surface) -> None:
        """What never moves (felt, title, fixed frames): drawn once, then blitted each frame."""
        surf.fill(FELT)
        title(surf, i18n.t(f"game.{self.game_id}"), 12, size=26)

    def reload_art(self) -> None:
        self._background = None

    # -- for subclasses ---------------------------------------------------------------------
    def present(self, event: Event) -> float:
        """Start the animation of one event; return how long to show it (seconds at speed 1)."""
        return 0.0

    def sync(self) -> None:
        """Bring the drawn position in line with the engine's view (after the animations)."""

    def handle_table(self, event: pygame.event.Event) -> None:
        """Input on the table itself."""

    def draw_table(self, surf: pygame.Surface) -> None:
        """The position."""

    def reload_defs(self) -> None:
        """Definitions changed: games whose drawing depends on them re-read them."""

    def result_lines(self) -> list[str]:
        """The results screen's lines, one per seat (subclasses add detail)."""
        res = self.match.state.result()
        lines = []
        for s, name in enumerate(self.names):
            mark = "★ " if s in res.winners else "   "
            lines.append(f"{mark}{name}: {res.scores[s]:g}")
        return lines

    def tween(self, start: float, end: float, duration: float, **kw: Any) -> Tween:
        return self.tweens.add(Tween(start, end, duration, **kw))
