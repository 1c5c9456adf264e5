"""Screens every game shares: pause, look-away, results (with the finished table), replays, settings."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game import i18n, registry, tutorial
from game.core import Result
from game.feed import ReplayFeed
from game.i18n import t
from game.journal import Journal
from game.match import Match
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.settings import CONFIRM_NAMES, LANGS, SPEED_NAMES, TILES_UP, VISION_NAMES
from scenes.table import TableScene, close_level_names, score_rows
from scenes.ui import ACCENT, BG, INK, MUTED, Button, ButtonBar, Slider, panel, text_block, title
from sprites.fonts import TYPE, fit_text, font, render, wrap

Choice = tuple[str, Callable[[], object]]  # a button's label and what a click does


def _column(labels_actions: list[Choice], top: int, width: int = 360, height: int = 52) -> list[Button]:
    buttons = []
    for i, (label, action) in enumerate(labels_actions):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (WIDTH // 2, top + i * (height + 14))
        buttons.append(Button(rect, label, action))
    return buttons


class ButtonScene(Scene):
    """A screen of buttons: the bar takes mouse and keys, Escape goes back."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.bar.focus = 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.bar.handle(event)


class PauseScene(Scene):
    overlay = True

    def __init__(self, app: SceneHost, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.bar = ButtonBar()
        self.bar.focus = 0

    def on_enter(self) -> None:
        self.bar.set(_column(self.choices(), 230))

    def choices(self) -> list[Choice]:
        """A game in play: resume, or save and leave. A replay has nothing to save: back to the
        replay, to the archive it came from, to the menu, or quit."""
        if self.table.feed.replaying:
            back = [(t("pause.replay_results"), self.to_results)] if self.results_under() is not None else []
            return [(t("pause.replay_resume"), self.app.stack.pop), *back,
                    (t("menu.howto"), self.howto),
                    (t("menu.settings"), lambda: self.app.open("settings")),
                    (t("pause.replay_archive"), self.to_archive),
                    (t("pause.replay_menu"), self.to_menu),
                    (t("menu.quit"), self.app.quit)]
        return [(t("pause.resume"), self.app.stack.pop),
                (t("menu.howto"), self.howto),
                (t("menu.settings"), lambda: self.app.open("settings")),
                (t("pause.menu"), self.to_menu)]

    def howto(self) -> None:
        self.table.journal_aid("howto")
        self.app.open("howto", self.table.game_id)

    def results_under(self) -> ResultsScene | None:
        """The results a replay was opened from (right under its table), if any."""
        scenes = self.app.stack.scenes
        at = next((i for i, s in enumerate(scenes) if s is self.table), 0)
        under = scenes[at - 1] if at > 0 else None
        return under if isinstance(under, ResultsScene) else None

    def to_results(self) -> None:
        """Close the replay: back to the results it was opened from."""
        results = self.results_under()
        while results is not None and self.app.stack.top not in (None, results):
            self.app.stack.pop()

    def leave_replay(self, go: Callable[[], None]) -> None:
        """Leave a replay for `go`: through the results it came from, whose survey is still to come."""
        results = self.results_under()
        if results is None:
            go()
            return
        self.to_results()
        results.leave(go)

    def out(self) -> None:
        """The replay's own way out, in one click (round 18: four newcomers of five clicked « Sortir du
        replay » and met this menu instead): back to the results it was opened from, else to the
        screen under it (the archive), else to the menu."""
        if self.results_under() is not None:
            self.to_results()
            return
        scenes = self.app.stack.scenes
        at = next((i for i, s in enumerate(scenes) if s is self.table), 0)
        if at == 0:
            self.to_menu()
            return
        under = scenes[at - 1]
        while self.app.stack.top not in (None, under):
            self.app.stack.pop()

    def to_menu(self) -> None:
        if not self.table.feed.replaying:
            self.table.autosave()
            self.app.stack.clear_to(self.app.make("menu"))
            return
        self.leave_replay(lambda: self.app.stack.clear_to(self.app.make("menu")))

    def to_archive(self) -> None:
        """The archive, over the menu (whether the replay was opened from it, the results or the
        command line), listing the games as they are now."""
        def go() -> None:
            self.app.stack.clear_to(self.app.make("menu"))
            self.app.open("replays")

        self.leave_replay(go)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.app.stack.pop()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, surf.get_rect(), 170, (0, 0, 0))
        title(surf, t("pause.title"), 150)
        self.bar.draw(surf)


class LookAway(Scene):
    """Shared screen: the next person takes the seat, the others look away."""

    overlay = False

    def __init__(self, app: SceneHost, who: str, heading: str | None = None) -> None:
        super().__init__(app)
        self.who = who
        self.heading = heading or t("lookaway.title", who=who)  # why the seat is asked (a turn, a reaction)
        rect = pygame.Rect(0, 0, 320, 60)
        rect.center = (WIDTH // 2, HEIGHT // 2 + 90)
        self.bar = ButtonBar([Button(rect, t("lookaway.ready"), self.app.stack.pop)], focus=0)

    def handle(self, event: pygame.event.Event) -> None:
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        # long names fit
        title(surf, self.heading, HEIGHT // 2 - 120, fit_text(self.heading, WIDTH - 80, TYPE.TITLE, True))
        text_block(surf, t("lookaway.text"), pygame.Rect(WIDTH // 2 - 330, HEIGHT // 2 - 50, 660, 100), TYPE.LARGE,
                   MUTED)
        self.bar.draw(surf)


def breakdown(game_id: str, result: Result, view: dict[str, Any], num_seats: int) -> list[list[str]]:
    """Per seat, the parts of its result in words and figures, from the feed's result and final view.

    Each game words its own (`GameSpec.results`, `scenes/<id>/results.py`); a seat it leaves without
    a row shows its score. Only `Result.details` and the view every seat gets are read, never the engine.
    """
    result_rows = registry.get(game_id).part("results")
    rows: list[list[str]] = result_rows(view, result, num_seats) if result_rows else [[] for _ in range(num_seats)]
    defaults = score_rows(result, num_seats)
    return [row or defaults[s] for s, row in enumerate(rows)]


def explanation(game_id: str, result: Result, view: dict[str, Any], names: list[str]) -> list[str]:
    """What decided the winner, in sentences (`GameSpec.explain`, `scenes/<id>/results.py`), from the
    engine's `Result.details["decided_by"]`; none when the game words none."""
    explain = registry.get(game_id).part("explain")
    return list(explain(view, result, names)) if explain else []


class FinalTableScene(Scene):
    """The finished table, looked at from the results, with a visible way back to them."""

    def __init__(self, app: SceneHost, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        # where the table's tools lie (a hint, the last turn: nothing to do on a finished table), not
        # over the game's title as it was (issue 24)
        back = Button(pygame.Rect(table.tool_rect), t("results.back_to_results"), app.stack.pop,
                      color=(60, 110, 70))
        self.bar = ButtonBar([back], focus=0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE):
            self.app.stack.pop()
            return
        if self.bar.handle(event):
            return
        aid = (event.type == pygame.KEYDOWN and event.key == pygame.K_F1) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.aid_rect.collidepoint(event.pos))
        if aid:
            self.table.handle(event)  # the "?" drawn on the table opens the player aid here too (it did nothing)
            return
        if event.type == pygame.MOUSEMOTION or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.table.handle(event)  # inspect still works on the final position

    def update(self, dt: float) -> None:
        self.table.pointer_still += dt

    def draw(self, surf: pygame.Surface) -> None:
        self.table.draw(surf)
        self.bar.draw(surf)


SNAPSHOT = (544, 306)  # the results' picture of the final position: large enough to read the pieces


class ResultsScene(Scene):
    """Who won and why, each seat's score in words and figures, the final position as a picture."""

    def __init__(self, app: SceneHost, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        # the kit's picture of the final position, taken as the results open
        shot = pygame.Surface((WIDTH, HEIGHT))
        try:
            table.picture(shot)
        except pygame.error:
            shot.fill(BG)
        self.snapshot = pygame.transform.smoothscale(shot, SNAPSHOT)
        res = table.feed.result()
        viewer = table.viewer if table.viewer is not None else 0
        final = table.feed.view(viewer)
        self.rows = breakdown(table.game_id, res, final, table.feed.num_seats)
        # the one person at this screen (none for bots only or several people): a game may word their
        # own result to them ("Vous gagnez la partie"), as the headline does
        alone = [s for s in table.feed.local_seats() if not table.feed.seats[s].startswith("bot:")]
        you = alone[0] if len(alone) == 1 and table.viewer == alone[0] else None
        # `tutorial`: a guided part began from a scripted position (nc62 shot 052: « Partie jouée en 13 tours » after
        # one turn played): a game may leave out what only a whole game tells
        self.decided = explanation(table.game_id, res, {**final, "you": you, "tutorial": table.guide is not None},
                                   table.names)
        self.decided += close_lines(table.game_id, table.feed.close_record(), table.names, final)
        self.decided += self.next_level(table, res, final, you)
        # a guided first game ends on its recap, here where it can be read at leisure (the table's
        # last box shows it only for the moments before this screen opens)
        self.recap = table.guide.tutorial.end_text() if table.guide is not None else ""

        log = table.feed.game_log()
        choices: list[Choice] = [(t("results.table"), lambda: self.app.open("final_table", table))]
        play_now: int | None = None
        # a tutorial's part won with a last part to come (Elem Master: the count's ending, nc49, nc50,
        # nc52): its « Continue » comes first and has the focus (Enter goes on)
        self.next_part = table.guide.next_part() if table.guide is not None and not table.feed.replaying else None
        if self.next_part is not None:
            choices.append((t("results.tutorial_next"), partial(self.leave, self.tutorial_next)))
        if table.guide is not None and not table.feed.replaying:
            # a guided first game ends on what a learner wants next: the tutorial again, or a real game
            # (nc31 Monsters, shot 33: « Revoir / Rejouer » spoke of a game, not of the tutorial)
            gid = table.game_id
            choices += [(t("results.tutorial_again"), partial(self.leave, partial(self.tutorial_again, gid))),
                        (t("results.play_now"), partial(self.leave, partial(self.play_now, gid)))]
            # the learner's next step has the focus, framed, as Enter goes there (nc61 shots 045-046: only « Menu »
            # was framed, and « Jouer une partie » beside it looked switched off)
            play_now = len(choices) - 1
        elif log is not None and not table.feed.replaying:
            # the replay opens over these results (its pause goes back to them): the survey waits until
            # the person leaves the results for good (a newcomer met it on « Revoir », before the replay)
            choices += [(t("results.replay"), partial(open_replay, self.app, log)),
                        (t("results.again"), partial(self.leave, partial(self.play_again, log)))]
        choices.append((t("results.menu"), partial(self.leave, lambda: self.app.stack.clear_to(self.app.make("menu")))))
        w = 230
        x0 = WIDTH // 2 - (len(choices) * (w + 14) - 14) // 2
        self.bar = ButtonBar(
            [Button(pygame.Rect(x0 + i * (w + 14), HEIGHT - 84, w, 56), label, fn)
             for i, (label, fn) in enumerate(choices)],
            focus=1 if self.next_part is not None else play_now if play_now is not None else len(choices) - 1,
        )

        # The end-of-game survey, one per person at this screen (a setting; each can skip it). It
        # comes once the results were read, as the person leaves them (replay, again, menu): popped
        # over them at once, it hid the scores a newcomer wanted to see first.
        people = [s for s in table.feed.local_seats() if not table.feed.seats[s].startswith("bot:")]
        self.people = people
        # a copy: the surveys are popped one by one, and `people` still says who reads the headline
        self.surveys = list(people) if table.journal is not None and getattr(app.settings, "survey", True) else []
        self.leaving: Callable[[], None] | None = None  # where the person goes once the surveys are done
        self.kept = ""  # where the last survey sent went, in words

    def next_level(self, table: TableScene, res: Any, final: dict[str, Any], you: int | None) -> list[str]:
        """After a clean win over « sur mesure » (every round won, none lost) without a hint or an aid, the next
        step, once per game (nc63 won 2-0 in 4.5 minutes: « a hint after the match to try a stronger bot »)."""
        record = table.feed.close_record()
        rounds = final.get("rounds_won")
        if (table.guide is not None or table.feed.replaying or you is None or not record
                or tuple(res.winners) != (you,) or not isinstance(rounds, list)
                or any(n for s, n in enumerate(rounds) if s != you) or getattr(table, "aided", True)):
            return []
        settings = getattr(self.app, "settings", None)
        done = getattr(settings, "suggested", None)
        if not isinstance(done, list) or table.game_id in done:
            return []
        done.append(table.game_id)
        try:
            settings.save()  # type: ignore[union-attr]
        except OSError:
            pass
        return [t("results.next_level", level=t("strength.medium"))]

    def leave(self, go: Callable[[], None]) -> None:
        """Leave the results for `go`, after the surveys still to answer (or skip)."""
        if self.surveys:
            self.leaving = go  # `update` opens the surveys one by one, then goes
        else:
            go()

    def update(self, dt: float) -> None:
        if self.leaving is None or self.app.stack.top is not self:
            return
        if self.surveys:
            seat = self.surveys.pop(0)
            book = self.table.journal
            # one person at this screen is spoken to, unnamed; at a shared screen each is named
            who = "" if len(self.people) == 1 else (self.table.names[seat] if seat < len(self.table.names)
                                                    else str(seat + 1))
            if book is not None:
                self.app.open("survey", who, partial(self.surveyed, book, seat))
            return
        go, self.leaving = self.leaving, None
        go()
        if self.kept:  # the screen it went to says it too: the thank-you is gone in a moment (nc23 Kaiju)
            top = self.app.stack.top
            tell = getattr(top, "tell", None)
            if callable(tell):
                tell(t("survey.notice", kept=self.kept))
            elif isinstance(top, TableScene):
                top.flash(t("survey.notice", kept=self.kept), calm=True)

    def surveyed(self, book: Journal, seat: int, fun: int | None, clarity: int | None, length: str | None,
                 comment: str) -> str:
        """A survey sent: into the game's journal; where it went, in words."""
        book.survey(seat, fun, clarity, length, comment)
        if book.path is not None:
            self.kept = t("survey.kept_in")  # no file path: three newcomers of round 36 read it as noise
        elif book.sink is not None:
            self.kept = t("survey.kept_host")
        else:
            self.kept = t("survey.not_kept", problem=book.problem or "")
        return self.kept

    def tutorial_next(self) -> None:
        """The tutorial's next part, from its own position; the menu waits under it."""
        if self.next_part is not None:
            self.app.stack.clear_to(self.app.make("menu"))
            self.app.open_table(self.next_part)

    def tutorial_again(self, game_id: str) -> None:
        """The same tutorial from its first step; the menu waits under it."""
        self.app.stack.clear_to(self.app.make("menu"))
        self.app.open_table(tutorial.load(game_id).feed())

    def play_now(self, game_id: str) -> None:
        """A real game of the tutorial's game: its setup, over the menu."""
        self.app.stack.clear_to(self.app.make("menu"))
        self.app.open("setup", game_id)

    def play_again(self, log: dict[str, Any]) -> None:
        """The same seats and options with the next seed; the menu waits under the new table."""
        new = Match(log["game"], log["seats"], seed=int(log["seed"]) + 1, options=log["options"])
        new.names = list(log.get("names") or [])
        self.app.stack.clear_to(self.app.make("menu"))
        self.app.open_table(new)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.picture_rect().collidepoint(event.pos):
            self.app.open("final_table", self.table)  # the picture, full size: the table as it ended
            return
        self.bar.handle(event)

    def picture_rect(self) -> pygame.Rect:
        """Where the final position's picture lies (a click on it shows the table itself)."""
        right = self.right_rect()
        return pygame.Rect(right.x + 5, right.y + 36, *SNAPSHOT)

    def right_rect(self) -> pygame.Rect:
        return pygame.Rect(WIDTH - 30 - SNAPSHOT[0] - 10, 140, SNAPSHOT[0] + 10, SNAPSHOT[1] + 40 + 22)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        res = self.table.feed.result()
        names = [self.table.names[w] for w in res.winners]
        head = winner_line(names, self.table.names[self.people[0]] if len(self.people) == 1 else None)
        # a guided first game ends a lesson, not a match (nc32 Monsters, shot 28: « Fin de partie »)
        key = "results.title" if not self.recap else "results.title_tutorial_part" if self.next_part else \
            "results.title_tutorial"
        title(surf, t(key), 16, TYPE.TITLE)
        title(surf, head, 66, TYPE.HEADING, INK)
        if res.reason:
            key = f"end.{self.table.game_id}.{res.reason}"
            if i18n.has(key):
                img = render(t(key), TYPE.BODY, ACCENT)
                surf.blit(img, img.get_rect(midtop=(WIDTH // 2, 106)))
        right = self.right_rect()
        left = pygame.Rect(30, 140, right.x - 20 - 30, HEIGHT - 240)
        panel(surf, left)
        # a game whose rows are no score names them (Elem Master's: the tokens left on the board)
        heading = f"results.breakdown.{self.table.game_id}"
        heading = heading if i18n.has(heading) else "results.breakdown"
        surf.blit(render(t(heading), TYPE.LARGE, ACCENT, True), (left.x + 14, left.y + 10))
        y = left.y + 44
        for s, parts in enumerate(self.rows):
            name = self.table.names[s] if s < len(self.table.names) else str(s + 1)
            won = s in res.winners
            surf.blit(render(name + ("  ★" if won else ""), TYPE.LARGE, ACCENT if won else INK, True), (left.x + 14, y))
            y += 28
            y = text_block(surf, " · ".join(parts), pygame.Rect(left.x + 30, y, left.width - 44, 80), TYPE.BODY,
                           INK) + 10
        panel(surf, right)
        surf.blit(render(t("results.final"), TYPE.LARGE, ACCENT, True), (right.x + 10, right.y + 8))
        surf.blit(self.snapshot, self.picture_rect())
        zoom = render(t("results.zoom"), TYPE.SMALL, MUTED)
        surf.blit(zoom, (right.x + 10, self.picture_rect().bottom + 3))
        under_picture = pygame.Rect(right.x, right.bottom + 10, right.width, left.bottom - right.bottom - 10)
        below = pygame.Rect(left.x + 14, y + 6, left.width - 28, left.bottom - y - 14)
        if self.recap:  # a tutorial's last words, first under the seats' rows, framed
            size = self.decided_size(below.width - 24, below.height, [self.recap])
            high = len(wrap(self.recap, below.width - 24, size)) * font(size).get_linesize() + 44
            box = pygame.Rect(below.x, below.y, below.width, min(high, below.height))
            pygame.draw.rect(surf, ACCENT, box, 2, border_radius=8)
            header = self.table.guide.done_header() if self.table.guide is not None else t("tutorial.done")
            self.draw_sentences(surf, box.inflate(-24, -12), header, [self.recap])
            below = pygame.Rect(below.x, box.bottom + 10, below.width, below.bottom - box.bottom - 10)
        picture_free = True
        if self.decided:
            # what decided it: under the seats' rows when it fits there at a readable size, else under the
            # picture, unless the rows leave more room (nc29, Monsters: three rounds' tie-breaks were cut in
            # the small box under the picture while the rows' panel stood half empty)
            framed = under_picture.inflate(-24, -12)
            here = self.decided_size(below.width, below.height - 30)
            there = self.decided_size(framed.width, framed.height - 30)
            if here >= 15 or here > there or (here == there and below.height >= framed.height):
                self.draw_sentences(surf, below, t("results.decided"), self.decided)
            else:
                panel(surf, under_picture)
                self.draw_sentences(surf, framed, t("results.decided"), self.decided)
                picture_free = False
        if self.surveys and self.leaving is None:
            # the survey comes as the person leaves: said here, so that it does not surprise them
            # (a newcomer met it on clicking "Menu" and wondered where it came from)
            note = t("results.survey_next")
            # else in the strip between the panels and the buttons (nc29: half hidden behind them)
            room = under_picture if picture_free else pygame.Rect(30, left.bottom + 1, WIDTH - 60, 14)
            img = render(note, fit_text(note, room.width - 20, TYPE.SMALL, floor=11), MUTED)
            surf.blit(img, img.get_rect(midtop=(room.centerx, room.y + (8 if picture_free else 0))))
        self.bar.draw(surf)

    def decided_size(self, width: int, height: int, sentences: list[str] | None = None) -> int:
        """The largest text size (17 down to 12) at which every sentence fits the box."""
        said = self.decided if sentences is None else sentences
        for size in (17, 16, 15, 14, 13):
            lines = sum(len(wrap(s, width, size)) for s in said)
            if lines * font(size).get_linesize() + 4 * (len(said) - 1) <= height:
                return size
        return 12

    def draw_sentences(self, surf: pygame.Surface, box: pygame.Rect, heading: str, sentences: list[str]) -> None:
        """A heading, then its sentences at the largest size that holds them (what decided it, a recap)."""
        surf.blit(render(heading, 18, ACCENT, True), (box.x, box.y))
        inner = pygame.Rect(box.x, box.y + 28, box.width, box.height - 30)
        size = self.decided_size(inner.width, inner.height, sentences)
        y = inner.y
        for sentence in sentences:
            y = text_block(surf, sentence, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), size, INK) + 4


def close_lines(game_id: str, record: dict[int, dict[str, int]], names: list[str],
                view: dict[str, Any] | None = None) -> list[str]:
    """How each « sur mesure » bot played, in words: a newcomer who read that it plays harder once
    it trails doubted a close win (nc20, Kaiju 86-82); a figure says what the win was against. `record`:
    per seat, its choices at each level (strength -> count, weakest first, `Match.close_record`)."""
    if not record or close_level_names(game_id) is None:
        return []
    pace = registry.get(game_id).pace
    if pace is not None and view is not None:
        return pace_lines(record, names, view, pace)
    out = []

    def key(which: str) -> str:
        """A game's own words for the line where its « coups » need naming (Elemons: every tile, Rock, catch…)."""
        own = f"results.close.{which}_{game_id}"
        return own if i18n.has(own) else f"results.close.{which}"

    for seat, counts in sorted(record.items()):
        choices = sum(counts.values())
        if not choices:
            continue
        who = names[seat] if seat < len(names) else str(seat + 1)
        order = list(counts)
        used = [(level, n) for level, n in counts.items() if n]
        name = {level: t(f"strength.{level}") for level in order}
        if len(used) == 1:
            level = used[0][0]
            which = "none" if level == order[0] else "all" if level == order[-1] else "only"
            out.append(t(key(which), who=who, choices=choices, low=name[level], high=name[level],
                         level=name[level]))
        elif len(used) == 2:  # the stronger one counted, the weaker « the others »
            (weak, _), (strong, n) = used
            # « les autres » or « l'autre » (nc62 shot-111: « 18 de ses 19 coups …, les autres comme le bot facile »)
            out.append(t(key("some"), who=who, n=n, choices=choices, low=name[weak], high=name[strong],
                         rest=choices - n))
        else:
            (weak, _), (mid, m), (strong, n) = used
            out.append(t(key("mix"), who=who, n=n, m=m, choices=choices, low=name[weak], mid=name[mid],
                         high=name[strong], rest=choices - n - m))
    return out


def pace_lines(record: dict[int, dict[str, int]], names: list[str], view: dict[str, Any],
               pace: Callable[[dict[str, Any], int], float | None]) -> list[str]:
    """How each « sur mesure » bot of a game that follows the person's pace played (Monsters, f49): its seconds
    per trick and the quickest other seat's (nc61 read « 9 de ses 11 choix comme le bot facile », a level that
    said nothing of its pace)."""
    out = []
    for seat in sorted(record):
        who = names[seat] if seat < len(names) else str(seat + 1)
        own = pace(view, seat)
        others = [p for s in range(int(view.get("seats", len(names)))) if s != seat and s not in record
                  for p in [pace(view, s)] if p is not None]
        if own is None or not others:
            continue
        out.append(t("results.close.pace", who=who, own=round(own), you=round(min(others))))
    return out


def winner_line(names: list[str], you: str | None = None) -> str:
    """The results' headline: one winner, a tie, or nobody (a solo game lost to the clock). `you`:
    the one person at this screen, spoken to as "vous" when they win alone."""
    if not names:
        return t("results.nobody")
    if you is not None and names == [you]:
        return t("results.you_win")
    return t("results.winner", who=names[0]) if len(names) == 1 else t("results.tie", who=", ".join(names))


def open_replay(app: SceneHost, log: dict[str, Any] | None) -> None:
    """Step through a game's log on its own table (from the results screen or the menu's replays)."""
    if log is None:
        return
    app.open_table(ReplayFeed(log))


class SettingsScene(ButtonScene):
    """Language and animation speed (buttons), volume (a slider): saved at once, atomically."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.volume = Slider(pygame.Rect(WIDTH // 2 - 230, 566, 460, 44), 0, 100, int(app.settings.volume),
                             self.set_volume, t("settings.volume_label"), step=5)
        self.rebuild()

    def rebuild(self) -> None:
        s = self.app.settings

        def cycle(attr: str, values: tuple[Any, ...]) -> Any:
            def go() -> None:
                cur = getattr(s, attr)
                setattr(s, attr, values[(values.index(cur) + 1) % len(values)] if cur in values else values[0])
                self.apply()

            return go

        buttons = _column(
            [
                (t("settings.lang", value=t(f"lang.{s.lang}")), cycle("lang", LANGS)),
                (t("settings.speed", value=t(f"speed.{s.speed}")), cycle("speed", SPEED_NAMES)),
                (t("settings.vision", value=t(f"vision.{s.vision}")), cycle("vision", VISION_NAMES)),
                (t("settings.cues", value=t("settings.on" if s.colour_cues else "settings.off")),
                 cycle("colour_cues", (False, True))),
                (t("settings.journal", value=t("settings.on" if s.journal else "settings.off")),
                 cycle("journal", (True, False))),
                (t("settings.survey", value=t("settings.on" if s.survey else "settings.off")),
                 cycle("survey", (True, False))),
                (t("settings.tiles_up", value=t("settings.tiles_up_click") if not s.tiles_up
                   else t("settings.seconds", n=f"{s.tiles_up:g}")), cycle("tiles_up", TILES_UP)),
                (t("settings.confirm", value=t(f"settings.confirm.{s.confirm}")), cycle("confirm", CONFIRM_NAMES)),
            ],
            124,
            560,
            height=42,
        )
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 115, 630, 230, 52), t("back"), self.app.stack.pop))
        self.bar.set(buttons)
        self.volume.label = t("settings.volume_label")

    def set_volume(self, value: int) -> None:
        self.app.settings.volume = value
        self.apply(rebuild=False)

    def handle(self, event: pygame.event.Event) -> None:
        if self.volume.handle(event):
            return
        super().handle(event)

    def apply(self, rebuild: bool = True) -> None:
        s = self.app.settings
        if s.lang != i18n.lang:
            self.app.art.reload()  # placeholders carry names in the language
        i18n.set_lang(s.lang)
        self.app.set_vision(s.vision, s.colour_cues)
        self.app.sounds.volume = s.volume
        self.app.sounds.play("click")
        try:
            s.save()
        except OSError as exc:
            self.app.warning = str(exc)
        if not rebuild:
            return
        focus = self.bar.focus
        self.rebuild()
        self.bar.focus = focus
        for scene in self.app.stack.scenes:
            if isinstance(scene, TableScene):
                scene.names = scene.seat_names()  # the default names are words of the language

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("menu.settings"), 58)
        self.bar.draw(surf)
        self.volume.draw(surf)
