"""The game menu (all five games, with resume) and the game setup screen."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game import i18n, paths, registry
from game.bots import CLOSE
from game.core import Chance
from game.data import DataError, game_file, load
from game.i18n import t
from game.match import Match, SaveError, SaveLocked
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.common import ButtonScene
from scenes.table import close_level_names, close_sentence
from scenes.ui import (
    ACCENT,
    BG,
    DANGER,
    INK,
    MUTED,
    OK,
    Button,
    ButtonBar,
    Moment,
    ScrollView,
    TextField,
    text_block,
    title,
)
from sprites.fonts import TYPE, font, render, wrap


def set_aside(path: Path) -> Path:
    """A corrupt save is renamed, never deleted or overwritten: the player may want it back."""
    aside = path.with_name(f"{path.stem}.corrupt-{int(time.time())}{path.suffix}")
    path.rename(aside)
    return aside


def option_value(game_id: str, key: str, value: Any) -> str:
    """A setup option's value in words when the texts have it (`option.GAME.KEY.VALUE`)."""
    name = f"option.{game_id}.{key}.{value}"
    if i18n.has(name):
        return t(name)
    if key.startswith("specialty_seat"):  # a specialty card: its name in the game's own data
        try:
            cards = load(game_file(game_id, "specialties.yaml"))
            return cards[str(value)]["name"].texts()[i18n.lang]
        except DataError:
            return str(value)
    return str(value)


def resume_saved(app: SceneHost, game_id: str) -> str | None:
    """Open the game in progress of `game_id` on its table; else why not, in words (another window
    plays it; a corrupt save, set aside)."""
    path = paths.save_path(game_id)
    try:
        match = Match.load(path)
    except SaveLocked:  # another window plays it: not corrupt, left as it is
        return t("save.locked")
    except SaveError as exc:
        aside = set_aside(path)
        return t("save.corrupt", name=aside.name, error=str(exc).split(": ", 1)[-1][:80])
    app.open_table(match)
    return None


class InProgressScene(ButtonScene):
    """`play GAME` on the command line while that game has one in progress: the window asks, as the
    setup screen does, and the safe answer (resume it) has the focus; nothing is replaced unasked."""

    def __init__(self, app: SceneHost, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.path = paths.save_path(match.game_id)
        self.message = ""
        self.locked = paths.lock_owner(self.path) is not None
        choices: list[tuple[str, Any, str]] = []
        if not self.locked:
            choices += [(t("inprogress.resume"), self.resume, "resume"), (t("inprogress.new"), self.replace, "new")]
        choices.append((t("inprogress.menu"), self.to_menu, "menu"))
        buttons = []
        for i, (label, action, tag) in enumerate(choices):
            rect = pygame.Rect(0, 0, 520, 56)
            rect.midtop = (WIDTH // 2, 290 + i * 72)
            buttons.append(Button(rect, label, action, tag=tag,
                                  color=(70, 110, 60) if tag == "resume" else (52, 70, 92)))
        self.bar.set(buttons)
        self.bar.focus = 0

    def when(self) -> str:
        try:
            return time.strftime("%d/%m/%Y %H:%M", time.localtime(self.path.stat().st_mtime))
        except OSError:
            return ""

    def resume(self) -> None:
        self.app.stack.clear_to(self.app.make("menu"))
        problem = resume_saved(self.app, self.match.game_id)
        if problem:  # the menu says it, with the game's Resume gone if the save was set aside
            menu = self.app.stack.top
            if isinstance(menu, MenuScene):
                menu.message = problem
                menu.build()

    def replace(self) -> None:
        """The new game the command asked for, over the one in progress (the player said so)."""
        if paths.lock_owner(self.path) is not None:  # another window took it meanwhile
            self.message = t("save.locked")
            return
        self.app.stack.clear_to(self.app.make("menu"))
        self.app.open_table(self.match)

    def to_menu(self) -> None:
        self.app.stack.clear_to(self.app.make("menu"))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, i18n.t(f"game.{self.match.game_id}"), 80, TYPE.TITLE)
        text = t("save.locked") if self.locked else t("inprogress.question", game=i18n.t(f"game.{self.match.game_id}"),
                                                       when=self.when())
        text_block(surf, text, pygame.Rect(WIDTH // 2 - 330, 170, 660, 100), TYPE.BODY, INK, center=True)
        self.bar.draw(surf)
        if self.message:
            img = render(self.message, TYPE.BODY, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 30)))


class MenuScene(Scene):
    """The five games (how to play, set up, resume), then settings, gallery, replays, lab, network."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.bar.focus = 0
        self.message = app.warning or ""
        self.notice = ""  # good news for the person (a survey kept), till they go on

    def tell(self, words: str) -> None:
        """Say `words` at the foot of the menu, in a calm colour, until the person goes on."""
        self.notice = words

    def on_enter(self) -> None:
        self.build()

    def build(self) -> None:
        buttons = []
        # the column (how to play, the game, resume if any game has a save) is centred under the title
        saved = any(paths.save_path(gid).exists() for gid in registry.GAME_IDS)
        group = 196 + 420 + (186 if saved else 0)
        for i, gid in enumerate(registry.GAME_IDS):
            rect = pygame.Rect(WIDTH // 2 - group // 2 + 196, 170 + i * 72, 420, 58)
            buttons.append(Button(rect, i18n.t(f"game.{gid}"), partial(self.setup, gid), tag=gid))
            how = pygame.Rect(rect.left - 196, rect.top + 6, 180, 46)
            buttons.append(Button(how, t("menu.howto"), partial(self.howto, gid)))
            if paths.save_path(gid).exists():
                r = pygame.Rect(rect.right + 16, rect.top, 170, 58)
                buttons.append(Button(r, t("menu.resume"), partial(self.resume, gid), color=(70, 110, 60)))
        y = 170 + 5 * 72 + 20
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 380, y, 150, 52), t("menu.settings"), self.settings))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 220, y, 150, 52), t("menu.gallery"), self.gallery))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 60, y, 150, 52), t("menu.replays"), self.replays))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 100, y, 130, 52), t("lab.menu"), self.lab))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 240, y, 140, 52), t("menu.quit"), self.app.quit))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 450, y + 64, 290, 48), t("menu.learn"), self.learn,
                              color=(70, 110, 60)))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 145, y + 64, 290, 48), t("net.host"), self.host))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 160, y + 64, 290, 48), t("net.join"), self.join))
        self.bar.set(buttons)

    def settings(self) -> None:
        self.app.open("settings")

    def howto(self, game_id: str) -> None:
        self.app.open("howto", game_id)

    def learn(self) -> None:
        self.app.open("tutorials")

    def host(self) -> None:
        self.app.open("host_pick")

    def join(self) -> None:
        self.app.open("join")

    def replays(self) -> None:
        self.app.open("replays")

    def lab(self) -> None:
        self.app.open("lab")

    def gallery(self) -> None:
        self.app.open("gallery")

    def setup(self, game_id: str) -> None:
        self.app.open("setup", game_id)

    def resume(self, game_id: str) -> None:
        problem = resume_saved(self.app, game_id)
        if problem:
            self.message = problem
            self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.notice = ""  # read: the person goes on
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, "Elemental Table", 40, TYPE.DISPLAY)
        sub = render(t("menu.subtitle"), TYPE.LARGE, MUTED)
        surf.blit(sub, sub.get_rect(midtop=(WIDTH // 2, 110)))
        self.bar.draw(surf)
        if self.message:
            img = render(self.message, TYPE.BODY, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 20)))
        elif self.notice:
            text_block(surf, self.notice, pygame.Rect(60, HEIGHT - 52, WIDTH - 120, 50), TYPE.SMALL, OK, center=True)


def option_shown(key: str, seats: int, options: dict[str, Any]) -> bool:
    """Only the options of the seats in play: a 2-player game hides the 4-player mode and seats 3-4."""
    if key == "players_mode":
        return seats == 4
    if key == "hourglass":
        return seats == 1  # Monsters: the hourglass runs in solo only
    if key == "rounds":
        return seats > 1
    if key.startswith("specialty_seat"):
        return int(key.removeprefix("specialty_seat")) < seats and options.get("specialties") == "choose"
    return True


# the width of the words on « sur mesure » under the seats, from x 40: clear of the Options column at x 660
CLOSE_W = WIDTH // 2 - 60

class SetupScene(ButtonScene):
    """Seats (name, person or bot strength), the game's options in a scrolled list, then the table.

    Enter starts from anywhere but a name field; the options scroll under their own frame, so the
    bottom buttons stay clickable whatever the number of options (Elem Master has many).
    """

    BUTTON_H = 46  # an option's button; its explanation follows, wrapped at the type scale's smallest size

    def __init__(self, app: SceneHost, game_id: str, hosting: bool = False, bind: str = "127.0.0.1") -> None:
        super().__init__(app)
        self.game_id = game_id
        self.hosting = hosting  # seats may be remote players; Play starts a host
        self.bind = bind  # where a host listens: this machine only, or every network interface
        self.spec = registry.get(game_id)
        lo, hi = self.spec.seats
        n = max(lo, min(hi, 2))
        # a new bot seat starts at the game's weakest level ("facile"; Monsters: "débutant"):
        # newcomers always went looking for the easiest level; ▶ steps up from there
        self.seats = ["human"] + [self.new_bot()] * (n - 1)
        self.options = self.spec.default_options()
        self.recall()
        self.replace_asked = False
        self.names: list[str] = [""] * hi
        self.fields: list[TextField] = []
        self.view = ScrollView(pygame.Rect(WIDTH // 2 + 20, 176, WIDTH // 2 - 60, HEIGHT - 176 - 110))
        self.option_rows: list[tuple[str, int]] = []  # (key, top in content coordinates)
        self.problem = ""
        self.close_rect: pygame.Rect | None = None  # the words on « sur mesure », as drawn last
        self.build()

    def recall(self) -> None:
        """The seats and options this game was last started with (the settings keep them), where they
        are still valid: a newcomer set "1 manche" and found 3 again the next game."""
        last = self.app.settings.setup.get(self.game_id, {})
        options = last.get("options")
        if isinstance(options, dict):
            for k, values in self.spec.options.items():
                if k in options and options[k] in values:
                    self.options[k] = options[k]
        seats = last.get("seats")
        lo, hi = self.spec.seats
        if not self.hosting and isinstance(seats, list) and lo <= len(seats) <= hi and \
                all(seats[i] in self.seat_kinds(i) for i in range(len(seats))):
            self.seats = [str(s) for s in seats]
        if not self.fits(self.chosen_options()):
            self.options = self.spec.default_options()

    def remember(self) -> None:
        """Keep this start's seats and options for the next setup of the game (see `recall`)."""
        settings = self.app.settings
        settings.setup[self.game_id] = {"seats": list(self.seats), "options": dict(self.chosen_options())}
        try:
            settings.save()
        except OSError:
            pass  # not kept: the next setup opens on the defaults, nothing else is lost

    def shown_options(self) -> list[str]:
        return [k for k in self.spec.options if option_shown(k, len(self.seats), self.options)]

    def build(self) -> None:
        lo, hi = self.spec.seats
        buttons = []
        x0 = 40
        self.fields = []
        for i, who in enumerate(self.seats):
            y = 176 + i * 60
            field = TextField(pygame.Rect(x0, y, 220, 48), partial(self.set_name, i),
                              hint=self.default_name(i), limit=24, hint_is_value=True)
            field.text = self.names[i]
            self.fields.append(field)
            if who.startswith("bot:"):
                kind = t("seat.kind.bot", strength=t(f"strength.{who[4:]}"))
            else:
                kind = t(f"seat.kind.{who}")
            fixed = self.hosting and i == 0  # the hosting window's own seat
            wide = 300 if fixed else 196
            buttons.append(Button(pygame.Rect(x0 + 232, y, wide, 48), kind, partial(self.cycle_seat, i),
                                  tag=f"seat_kind:{i}"))
            if not fixed:
                # one step weaker (◀) or stronger (▶), in the order Humain, facile, moyen, difficile: the
                # arrows stop at the ends (a newcomer took ◀ from "facile" to "Humain" for a wrap-around)
                kinds = self.seat_kinds(i)
                at = kinds.index(who) if who in kinds else 0
                back = Button(pygame.Rect(x0 + 434, y, 46, 48), "◀", partial(self.step_seat, i, -1),
                              tag=f"seat_back:{i}")
                back.enabled = at > 0
                up = Button(pygame.Rect(x0 + 486, y, 46, 48), "▶", partial(self.step_seat, i, 1),
                            tag=f"seat_up:{i}")
                up.enabled = at < len(kinds) - 1
                buttons += [back, up]
        y = 176 + len(self.seats) * 60
        if len(self.seats) < hi:
            buttons.append(Button(pygame.Rect(x0, y, 220, 42), t("setup.add"), self.add_seat))
        if len(self.seats) > lo:
            buttons.append(Button(pygame.Rect(x0 + 232, y, 220, 42), t("setup.remove"), self.remove_seat))
        self.option_rows = []
        top = 0
        for k in self.shown_options():
            self.option_rows.append((k, top))
            top += self.block_height(k) + 8
        self.view.content_height = top
        self.view.scroll_to(self.view.offset)
        width = self.view.rect.width - ScrollView.BAR - 10
        for key, top in self.option_rows:
            rect = pygame.Rect(self.view.rect.left, self.view.rect.top + top - self.view.offset, width, self.BUTTON_H)
            if not self.row_shown(key, top):
                continue  # scrolled out of the frame, or its words would be cut: not clickable
            label = t("setup.option_line", label=t(f"option.{self.game_id}.{key}"),
                      value=option_value(self.game_id, key, self.options[key]))
            values = self.spec.options[key]
            buttons.append(Button(rect, label, partial(self.cycle_option, key, values), tag=f"option:{key}"))
        bottom = HEIGHT - 80
        buttons.append(Button(pygame.Rect(40, bottom, 220, 56), t("back"), self.app.stack.pop, tag="back"))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 130, bottom, 260, 56), t("menu.howto"), self.howto, tag="howto"))
        start = pygame.Rect(WIDTH - 300, bottom, 260, 56)
        buttons.append(Button(start, t("setup.start"), self.start, color=(60, 110, 70), tag="start"))
        # the focus frame stays on the button it was on (Tab/arrows move it, a click never does: a
        # newcomer's click on ◀ framed "Jouer"); with none, Enter plays at once all the same (`handle`)
        was = self.bar.buttons[self.bar.focus] if 0 <= self.bar.focus < len(self.bar.buttons) else None
        self.bar.set(buttons)
        if was is not None:
            same = was.tag or was.label
            self.bar.focus = next((i for i, b in enumerate(buttons) if (b.tag or b.label) == same), -1)

    def block_height(self, key: str) -> int:
        """An option's button and its explanation under it."""
        return self.BUTTON_H + 4 + len(self.help_lines(key)) * font(TYPE.SMALL).get_linesize()

    def row_shown(self, key: str, top: int) -> bool:
        """An option shows whole or not at all: its button and every line of its explanation inside
        the frame (a newcomer read "…3 par jouer" cut off at the frame's foot and took it for a bug)."""
        y = self.view.rect.top + top - self.view.offset
        return y >= self.view.rect.top - 2 and y + self.block_height(key) <= self.view.rect.bottom + 2

    def help_lines(self, key: str) -> list[str]:
        """An option's explanation, wrapped to the options' column (never shrunk below reading)."""
        own = f"option.{self.game_id}.{key}.help.{self.options[key]}"  # the chosen value's own words, if any
        text = t(own) if i18n.has(own) else t(f"option.{self.game_id}.{key}.help")
        return wrap(text, self.view.rect.width - ScrollView.BAR - 16, TYPE.SMALL)

    def default_name(self, i: int) -> str:
        who = self.seats[i] if i < len(self.seats) else "human"
        if who.startswith("bot:"):
            return t("seat.bot", n=i + 1, strength=t(f"strength.{who[4:]}"))
        return t("seat.human", n=i + 1)

    def set_name(self, i: int, text: str) -> None:
        self.names[i] = text.strip()
        self.fields[i].text = self.names[i]
        self.fields[i].focused = False

    def howto(self) -> None:
        self.app.open("howto", self.game_id)

    def seat_kinds(self, i: int) -> tuple[str, ...]:
        """What seat `i` may be, in click order: the person first, then the bots weakest to strongest."""
        bots = tuple(f"bot:{s}" for s in self.spec.strengths)  # the game's own, weakest first (Monsters: a beginner)
        return ("remote", *bots) if self.hosting and i > 0 else ("human", *bots)

    def levels_line(self) -> str:
        """Every kind a seat may be, said once under the seats: a newcomer found the bot levels only by
        clicking ◀ ▶ one by one (no list); empty when no seat has the arrows."""
        free = [i for i in range(len(self.seats)) if not (self.hosting and i == 0)]
        if not free:
            return ""
        names = []
        for kind in self.seat_kinds(free[-1]):
            names.append(t("seat.kind.bot", strength=t(f"strength.{kind[4:]}")) if kind.startswith("bot:")
                         else t(f"seat.kind.{kind}"))
        # each kind whole on its line ("Bot" at the end of one, "difficile" alone under it, nc13 shot-32)
        return t("setup.levels", kinds=", ".join(n.replace(" ", "\u00a0") for n in names))

    def close_line(self) -> str:
        """What « sur mesure » does, said while a seat is one: a level named after the person
        would otherwise read as a promise nobody explains; empty when no seat is one."""
        if f"bot:{CLOSE}" not in self.seats:
            return ""
        named = close_level_names(self.game_id)
        if named is None:
            return ""  # check-data and the game's start say the bad file
        return close_sentence(self.game_id, named[0])

    def close_shown(self, top: float, line_h: int) -> list[str]:
        """The lines said of « sur mesure »: its gist in one line, and the whole sentence (its levels, when
        it switches) while the pointer is on it (nc40: four lines of levels and margins on the setup were
        « too much for a newcomer »; nc31, nc34 wanted the switch said: it stays, a hover away)."""
        whole = self.close_line()
        if not whole:
            self.close_rect = None
            return []
        key = f"setup.close.short.{self.game_id}"  # a game's own gist (Monsters: at your pace)
        # clear of the Options column (nc62 shot 055: the sentence ran up against it)
        short = wrap(t(key if i18n.has(key) else "setup.close.short"), CLOSE_W, TYPE.SMALL)[:2]
        was = self.close_rect  # as drawn last: the whole sentence while the pointer stays anywhere on it
        pointer = Moment.pointer or (-1, -1)
        self.close_rect = pygame.Rect(40, int(top), CLOSE_W, line_h * len(short))
        # or on a « Bot sur mesure » seat's button (nc41 shots 061-062: hovered first, it said nothing)
        on_seat = any(b.tag == f"seat_kind:{i}" and b.rect.collidepoint(pointer)
                      for b in self.bar.buttons for i, who in enumerate(self.seats) if who == f"bot:{CLOSE}")
        on_words = self.close_rect.collidepoint(pointer) or (was is not None and was.collidepoint(pointer))
        if on_seat or on_words:
            lines = wrap(whole, CLOSE_W, TYPE.SMALL)[:6]  # three levels: 5 lines
            self.close_rect.height = line_h * len(lines)
            return lines
        return short

    def pace_line(self) -> str:
        """A game's own word on its bots' pace (`GAME.setup_pace`, given the slowest level's name), said
        while a bot sits: in a race every level is a pace, and a newcomer looked for a calmer first game
        and did not see one (nc36, Monsters); empty for a game without it."""
        key = f"{self.game_id}.setup_pace"
        if not i18n.has(key) or not any(s.startswith("bot:") for s in self.seats):
            return ""
        return t(key, slowest=t("seat.kind.bot", strength=t(f"strength.{self.spec.strengths[0]}")))

    def cycle_seat(self, i: int, step: int = 1) -> None:
        """The seat's next kind in click order (`step` -1: the one before, one bot weaker)."""
        kinds = self.seat_kinds(i)
        if self.hosting and i == 0:
            return  # seat 1 is the hosting window's own player
        self.seats[i] = kinds[(kinds.index(self.seats[i]) + step) % len(kinds)] if self.seats[i] in kinds else kinds[0]
        self.build()

    def step_seat(self, i: int, step: int) -> None:
        """The arrows: one kind weaker or stronger, never past either end."""
        kinds = self.seat_kinds(i)
        at = kinds.index(self.seats[i]) if self.seats[i] in kinds else 0
        if 0 <= at + step < len(kinds):
            self.cycle_seat(i, step)

    def new_bot(self) -> str:
        """The kind a new bot seat starts as: the first-game level « sur mesure »."""
        return f"bot:{self.spec.first_bot}"

    def add_seat(self) -> None:
        self.seats.append(self.new_bot())
        self.build()

    def remove_seat(self) -> None:
        self.seats.pop()
        self.build()

    def cycle_option(self, key: str, values: list[Any]) -> None:
        """The next value the game accepts with these seats (a 4-player arena is skipped with 2).
        Numbers go up in order, whatever order the data lists them in (the first listed is the default):
        "Manches" went 3 → 1 → 5 and a newcomer expected 1 → 3 → 5."""
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            values = sorted(values)
        cur = values.index(self.options[key])
        for step in range(1, len(values) + 1):
            value = values[(cur + step) % len(values)]
            if self.fits({**self.chosen_options(), key: value}):
                self.options[key] = value
                break
        self.problem = ""
        self.build()

    def fits(self, options: dict[str, Any]) -> bool:
        try:
            self.spec.new_state(len(self.seats), Chance(0), options)
        except ValueError:
            return False
        return True

    def seat_names(self) -> list[str]:
        """The names typed (a field still being typed in counts too); "" keeps the default name."""
        for i, f in enumerate(self.fields):
            self.names[i] = f.text.strip()
        return self.names[: len(self.seats)]

    def chosen_options(self) -> dict[str, Any]:
        """The options as shown; a hidden one (a seat not in play, specialties off) keeps its default,
        so that "Specialties: off" never gives a seat a specialty picked earlier."""
        default = self.spec.default_options()
        return {k: v if option_shown(k, len(self.seats), self.options) else default[k] for k, v in self.options.items()}

    def start(self) -> None:
        seed = int(time.time() * 1000) % 1_000_000
        names = self.seat_names()
        options = self.chosen_options()
        if self.hosting:
            self.app.open("host_lobby", self.game_id, list(self.seats), options, seed, bind=self.bind, names=names)
            return
        path = paths.save_path(self.game_id)
        if paths.lock_owner(path) is not None:  # never overwrite the game another window plays
            self.problem = t("save.locked")
            return
        if path.exists() and not self.replace_asked:  # a game in progress: ask before replacing it
            self.problem, self.replace_asked = t("setup.replace"), True
            return
        try:
            match = Match(self.game_id, list(self.seats), seed=seed, options=options)
        except ValueError:  # e.g. a 4-player arena kept after a player left: said, not a crash
            seats_key = f"setup.seat_count.{self.game_id}"  # a game that refuses this many seats says why
            refused = i18n.has(seats_key) and not self.fits(self.spec.default_options())
            self.problem = t(seats_key if refused else "setup.cannot_start")
            return
        match.names = names
        self.remember()
        self.app.stack.pop()
        self.app.open_table(match)

    def handle(self, event: pygame.event.Event) -> None:
        for f in self.fields:
            if f.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    for other in self.fields:
                        other.focused = other is f
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.bar.buttons[self.bar.focus] if 0 <= self.bar.focus < len(self.bar.buttons) else None
            if focused is None or focused.tag in ("start", ""):
                self.start()
                return
        if event.type == pygame.MOUSEWHEEL or (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION,
                                                                pygame.MOUSEBUTTONUP)
                                                 and (self.view.track().collidepoint(getattr(event, "pos", (-1, -1)))
                                                      or self.view.dragging is not None)):
            if self.view.handle(event):
                self.build()
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.view.handle(event)
            self.build()
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, i18n.t(f"game.{self.game_id}"), 16, TYPE.TITLE)
        lo, hi = self.spec.seats
        about = t(f"setup.about.{self.game_id}")
        facts_key = f"setup.facts.{self.game_id}"  # a game whose seat counts are not a range says its own
        facts_key = facts_key if i18n.has(facts_key) else "setup.facts"
        facts = t(facts_key, lo=lo, hi=hi, time=t(f"setup.time.{self.game_id}"))
        img = render(about, TYPE.BODY, INK)
        surf.blit(img, img.get_rect(midtop=(WIDTH // 2, 68)))
        img = render(facts, TYPE.BODY, MUTED)
        surf.blit(img, img.get_rect(midtop=(WIDTH // 2, 96)))
        surf.blit(render(t("setup.seats"), TYPE.HEADING, ACCENT), (40, 138))
        surf.blit(render(t("setup.name_hint"), TYPE.SMALL, MUTED), (150, 144))
        for f in self.fields:
            f.draw(surf)
        levels = self.levels_line()
        if levels:
            line_h = font(TYPE.SMALL).get_linesize()
            top = 176 + len(self.seats) * 60 + 50
            for k, line in enumerate(wrap(levels, WIDTH // 2 - 28, TYPE.SMALL)[:2]):  # up to the options
                surf.blit(render(line, TYPE.SMALL, MUTED), (40, top + k * line_h))
            close = self.close_shown(top + 2.5 * line_h, line_h)
            for k, line in enumerate(close):
                surf.blit(render(line, TYPE.SMALL, INK), (40, top + (2.5 + k) * line_h))
            for k, line in enumerate(wrap(self.pace_line(), WIDTH // 2 - 28, TYPE.SMALL)[:2]):
                surf.blit(render(line, TYPE.SMALL, ACCENT), (40, top + (3 + len(close) + k) * line_h))
        self.bar.draw(surf)
        if self.option_rows:
            surf.blit(render(t("setup.options"), TYPE.HEADING, ACCENT), (self.view.rect.left, 138))
            clip = surf.get_clip()
            surf.set_clip(self.view.rect)
            line_h = font(TYPE.SMALL).get_linesize()
            for key, top in self.option_rows:
                if not self.row_shown(key, top):
                    continue
                y = self.view.rect.top + top - self.view.offset + self.BUTTON_H + 4
                for k, line in enumerate(self.help_lines(key)):
                    surf.blit(render(line, TYPE.SMALL, MUTED), (self.view.rect.left + 6, y + k * line_h))
            surf.set_clip(clip)
            thumb = self.view.thumb()
            if thumb is not None:
                pygame.draw.rect(surf, (40, 52, 60), self.view.track(), border_radius=6)
                pygame.draw.rect(surf, MUTED, thumb, border_radius=6)
        else:
            surf.blit(render(t("setup.no_options"), TYPE.BODY, MUTED), (self.view.rect.left, 176))
        if self.problem:
            img = render(self.problem, TYPE.BODY, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 88)))
