"""Widgets and the table's look: buttons, panels, the log panel, a keyboard focus ring."""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from sprites.fonts import TYPE, fit_text, font, render, wrap

BG = (24, 40, 36)
FELT = (30, 82, 62)
FELT_DARK = (22, 60, 46)
PANEL = (18, 24, 30)
INK = (236, 236, 228)
MUTED = (160, 170, 165)
ACCENT = (242, 196, 72)
DANGER = (220, 90, 80)
OK = (110, 200, 120)


@dataclass
class Button:
    """A clickable, keyboard-focusable label. `action` runs on click, Enter or its hotkey.

    Its label takes the type scale's button size, or the size its bar gives it (`text_size`, shared
    by neighbouring buttons); a label too long for one line at the smallest size takes two."""

    rect: pygame.Rect
    label: str
    action: Callable[[], object]  # what it returns is not used (a pushed scene, a stack's pop)
    enabled: bool = True
    hotkey: int | None = None
    color: tuple[int, int, int] = (52, 70, 92)
    tag: str = ""
    text_size: int | None = None  # set by the bar: the size its neighbours share
    # when it came under the pointer (`Moment.now`), or never: a press that soon is not for it
    born: float = field(default=-math.inf, repr=False, compare=False)
    _fit: tuple[tuple[str, int, int, int | None], int, list[str]] | None = field(default=None, repr=False,
                                                                                 compare=False)

    def fitted(self) -> tuple[int, list[str]]:
        """The label's size and lines as drawn."""
        key = (self.label, self.rect.width, self.rect.height, self.text_size)
        if self._fit is None or self._fit[0] != key:
            size = self.text_size or label_size(self.label, self.rect)
            self._fit = (key, size, label_lines(self.label, self.rect, size))
        return self._fit[1], self._fit[2]

    def draw(self, surf: pygame.Surface, focused: bool = False, hover: bool = False) -> None:
        base = self.color if self.enabled else (50, 50, 54)
        if hover and self.enabled:
            base = tuple(min(255, c + 25) for c in base)  # type: ignore[assignment]
        pygame.draw.rect(surf, base, self.rect, border_radius=8)
        pygame.draw.rect(surf, ACCENT if focused else (90, 110, 130), self.rect, 3 if focused else 1, border_radius=8)
        self.draw_label(surf)

    def draw_label(self, surf: pygame.Surface) -> None:
        """The label alone, in ink when enabled (a muted label says switched off)."""
        size, lines = self.fitted()
        line_h = font(size).get_linesize()
        top = self.rect.centery - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            text = render(line, size, INK if self.enabled else MUTED)
            surf.blit(text, text.get_rect(center=(self.rect.centerx, top + line_h * i + line_h // 2)))


PAD = 12  # a label's room inside its button, both sides together


def label_size(label: str, rect: pygame.Rect) -> int:
    """The largest size of the type scale, from the button size down to the smallest, at which
    `label` fits `rect`: on one line, else on two where the button is tall enough."""
    room = rect.width - PAD
    sizes = sorted((s for s in TYPE.sizes() if TYPE.SMALL <= s <= TYPE.LARGE), reverse=True)
    for k, size in enumerate(sizes):
        if size > rect.height - PAD and size > TYPE.SMALL:
            continue
        f = font(size)
        if f.size(label)[0] <= room:
            return size
        lines = wrap(label, room, size)
        if len(lines) <= 2 and f.get_linesize() * len(lines) <= rect.height - 4 and \
                all(f.size(line)[0] <= room for line in lines):
            # one line a size smaller reads better than two ("Annuler / (U)" parted a word from its key)
            smaller = sizes[k + 1] if k + 1 < len(sizes) else None
            return smaller if smaller is not None and font(smaller).size(label)[0] <= room else size
    return TYPE.SMALL


def label_lines(label: str, rect: pygame.Rect, size: int) -> list[str]:
    """The label on one line when it fits at `size`, else wrapped (two lines at most)."""
    if font(size).size(label)[0] <= rect.width - PAD:
        return [label]
    lines = wrap(label, rect.width - PAD, size)
    if font(size).get_linesize() * 2 <= rect.height - 4:
        return lines if len(lines) <= 2 else [lines[0], clip(" ".join(lines[1:]), rect.width - PAD, size)]
    return [clip(label, rect.width - PAD, size)]  # never drawn over its neighbours


def clip(text: str, width: int, size: int) -> str:
    """`text` cut with an ellipsis to `width` at `size` (the last resort of a label with no room)."""
    f = font(size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def neighbours(a: pygame.Rect, b: pygame.Rect, reach: int = 24) -> bool:
    """Two buttons a person sees side by side, at most `reach` apart: in one row, or in one column of
    alike buttons (a list); a bar of filters over a list of rows is not a neighbour of the rows."""
    if not a.inflate(2 * reach, 2 * reach).colliderect(b):
        return False
    rows = min(a.bottom, b.bottom) - max(a.top, b.top) >= min(a.height, b.height) // 2
    cols = min(a.right, b.right) - max(a.left, b.left) >= min(a.width, b.width) // 2
    return rows or (cols and min(a.width, b.width) * 4 >= max(a.width, b.width) * 3)


def share_sizes(buttons: list[Button]) -> None:
    """Neighbouring buttons (and their neighbours, in turn) share one label size: the largest at
    which every label of the group fits, so no label is smaller than the one beside it."""
    parent = list(range(len(buttons)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(buttons):
        for j in range(i + 1, len(buttons)):
            if neighbours(a.rect, buttons[j].rect):
                parent[root(j)] = root(i)
    best: dict[int, int] = {}
    for i, b in enumerate(buttons):
        size = label_size(b.label, b.rect)
        best[root(i)] = min(best.get(root(i), size), size)
    for i, b in enumerate(buttons):
        b.text_size = best[root(i)]


_FIGURES = re.compile(r"\d+")
FRESH = 0.35  # seconds a button come under a resting pointer takes no press: it shows itself first


class Moment:
    """The scenes' clock and the pointer, as the app's frames give them: `now` sums the seconds of
    the frames run (a test drives it by running frames, never by waiting), `pointer` is where the last
    mouse event was (on the canvas), None before any. `App.frame` ticks it and notes every mouse event."""

    now = 0.0
    pointer: tuple[int, int] | None = None

    @classmethod
    def tick(cls, dt: float) -> None:
        cls.now += dt

    @classmethod
    def saw(cls, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                hasattr(event, "pos"):
            cls.pointer = (int(event.pos[0]), int(event.pos[1]))

    @classmethod
    def reset(cls) -> None:
        """A new app: no pointer known yet."""
        cls.pointer = None


def same_button(a: Button, b: Button) -> bool:
    """The same button for a person: it says and does the same (its label and its tag); the action
    itself is a new function each time a bar is built. A label whose figures tick (« La suite dans
    24 s ») stays the same button: by its whole label it came anew each second, faded and deaf."""
    return a.tag == b.tag and _FIGURES.sub("#", a.label) == _FIGURES.sub("#", b.label)


@dataclass
class ButtonBar:
    """Buttons with a focus ring: Tab/arrows move it, Enter/Space press, the mouse clicks.

    `one_size`: every label of the bar at one size, not only neighbours' (an action bar whose rows
    come and go: a lone button must not read larger than the row it stood beside a moment ago);
    `most`: no label larger than this size (the table's tool row keeps one size, whatever it holds).

    A button that comes under a resting pointer (a new bar laid out, another button in the place of
    the one pointed at) takes no press for `FRESH` seconds and fades in meanwhile: the click was
    meant for what stood there (nc23 Elemons shot 70-72: « Ne pas échanger » came where « Attraper
    Anemomon » was, and the click refused the trade). The same button rebuilt in its place keeps its
    age, so quick clicks on one button all count; keys are never held back. The hover highlight waits
    for the pointer to move once the bar is up: resting where it happened to be, it lit an entry
    nobody pointed at (nc23 menu, « Monstres, cartes perforées »)."""

    buttons: list[Button] = field(default_factory=list)
    focus: int = -1
    hover: int = -1
    one_size: bool = False
    most: int | None = None
    _shared: tuple[tuple[str, tuple[int, ...]], ...] = field(default=(), repr=False, compare=False)
    # where the pointer rested when the bar came (None: not known yet); `moved` once it left it
    _rest: tuple[int, int] | None = field(default=None, repr=False, compare=False)
    moved: bool = field(default=False, repr=False, compare=False)
    ignored: int = field(default=0, repr=False, compare=False)  # presses a fresh button did not take

    def __post_init__(self) -> None:
        self._gone: Button | None = None
        self._rest = Moment.pointer
        self._arrive([], self.buttons)

    def set(self, buttons: list[Button]) -> None:
        labels = [b.label for b in self.buttons]
        self._arrive(self.buttons, buttons)
        self.buttons = buttons
        if [b.label for b in buttons] != labels:
            self.focus = -1

    def _arrive(self, old: list[Button], new: list[Button]) -> None:
        """The buttons `new` come in place of `old`: the one under the pointer is fresh unless the same
        button stood there."""
        at = Moment.pointer
        if at is None:
            return
        # the button that stood there, or the last one that did if the bar was emptied meanwhile (a
        # table clears its buttons while an animation plays: the catch that comes back is no new button)
        was = next((b for b in old if b.rect.collidepoint(at)), None) or (self._gone if old == [] else None)
        self._gone = was
        for b in new:
            if b.rect.collidepoint(at):
                if was is None or not same_button(was, b):
                    b.born = Moment.now
                elif b is not was:
                    b.born = was.born

    @staticmethod
    def fresh(b: Button) -> float:
        """How far `b` is still in its fresh moment: 1 just come, 0 (or less) settled."""
        return 1.0 - (Moment.now - b.born) / FRESH

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            Moment.saw(event)
            pos = (int(event.pos[0]), int(event.pos[1]))
            if self._rest is None:
                self._rest = pos  # the first position known: where the pointer rests, not a move
            elif pos != self._rest:
                self.moved = True
            hover = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(event.pos)), -1)
            self.hover = hover if self.moved else -1
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            Moment.saw(event)
            for b in self.buttons:
                if b.enabled and b.rect.collidepoint(event.pos):
                    if self.fresh(b) > 0:
                        self.ignored += 1  # meant for the button that stood there: this one fades in
                        return True
                    b.action()
                    return True
        elif event.type == pygame.KEYDOWN:
            for b in self.buttons:
                if b.enabled and b.hotkey is not None and event.key == b.hotkey:
                    b.action()
                    return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT) and self.buttons:
                self.focus = (self.focus + 1) % len(self.buttons)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT) and self.buttons:
                self.focus = (self.focus - 1) % len(self.buttons)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and 0 <= self.focus < len(
                self.buttons
            ):
                b = self.buttons[self.focus]
                if b.enabled:
                    b.action()
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        self.share()
        for i, b in enumerate(self.buttons):
            fresh = self.fresh(b)
            place = b.rect.clip(surf.get_rect())
            under = surf.subsurface(place).copy() if fresh > 0 and place.width and place.height else None
            b.draw(surf, focused=i == self.focus, hover=i == self.hover)
            if under is not None:  # fading in: what lay there shows through, less and less
                under.set_alpha(int(140 * fresh))  # light: a button at 200 read as switched off (nc24)
                surf.blit(under, place)
                # its words in full ink over the fade: a dimmed label read as a greyed button (Kaiju nc61
                # shot-017: « Jouer 5 : Tourner un dé went grey with no reason », come where « Relancer » stood)
                b.draw_label(surf)

    def share(self) -> None:
        """Neighbours share one label size (`share_sizes`), worked out again when a label or a place
        changed (a scene may relabel a button in place)."""
        key = (*((b.label, tuple(b.rect)) for b in self.buttons), (str(self.most), ()))
        if key != self._shared or any(b.text_size is None for b in self.buttons):  # or new buttons
            self._shared = key
            share_sizes(self.buttons)
            if self.one_size and self.buttons:
                size = min(b.text_size or TYPE.LARGE for b in self.buttons)
                for b in self.buttons:
                    b.text_size = size
            if self.most is not None:
                for b in self.buttons:
                    b.text_size = min(b.text_size or self.most, self.most)


_panels: dict[tuple[tuple[int, int], int, tuple[int, ...]], pygame.Surface] = {}


def panel(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 215, color: tuple[int, int, int] = PANEL) -> None:
    """A translucent rounded box; the boxes are cached, tables draw the same ones every frame."""
    key = (rect.size, alpha, tuple(color))
    layer = _panels.get(key)
    if layer is None:
        if len(_panels) > 200:
            _panels.clear()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=12)
        _panels[key] = layer
    surf.blit(layer, rect.topleft)


def title(surf: pygame.Surface, text: str, y: int, size: int = TYPE.TITLE,
          color: tuple[int, int, int] = ACCENT) -> None:
    """A screen's title, centred; a long one gets smaller to stay inside the canvas (not under a heading)."""
    size = fit_text(text, surf.get_width() - 40, size, bold=True, floor=min(size, TYPE.HEADING))
    img = render(text, size, color, bold=True)
    surf.blit(img, img.get_rect(midtop=(surf.get_width() // 2, y)))


def text_block(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int = TYPE.BODY,
               color: tuple[int, int, int] = INK, center: bool = False) -> int:
    """Wrapped text in a box (each line centred when `center`); returns the y after the last line."""
    y = rect.top
    line_h = font(size).get_linesize()
    for line in wrap(text, rect.width, size):
        if y + line_h > rect.bottom:
            break
        img = render(line, size, color)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)) if center else (rect.left, y))
        y += line_h
    return y


def prompt_lines(text: str, width: int, size: int = TYPE.BODY, max_lines: int = 2,
                 bold: bool = False) -> tuple[int, list[str]]:
    """A prompt's size and lines in `width`: at `size` on as many lines as allowed, else at the type
    scale's smallest; never shrunk past reading (what still does not fit is cut at `max_lines`)."""
    lines: list[str] = []
    for s in dict.fromkeys((size, TYPE.SMALL)):
        lines = wrap(text, width, s, bold)
        if len(lines) <= max_lines:
            return s, lines
    return TYPE.SMALL, lines[:max_lines]


def draw_prompt(surf: pygame.Surface, text: str, pos: tuple[int, int], width: int,
                color: tuple[int, int, int] = INK, size: int = TYPE.BODY, max_lines: int = 2, bold: bool = False,
                up: bool = False) -> int:
    """A prompt at `pos` (its top left; `up`: its bottom left, the lines growing upward), in
    `prompt_lines`' size and lines; the height it took."""
    s, lines = prompt_lines(text, width, size, max_lines, bold)
    line_h = font(s, bold).get_linesize()
    y = pos[1] - line_h * len(lines) if up else pos[1]
    wide = 0
    for i, line in enumerate(lines):
        img = render(line, s, color, bold)
        surf.blit(img, (pos[0], y + i * line_h))
        wide = max(wide, img.get_width())
    note_prompt(pygame.Rect(pos[0], y, wide, line_h * len(lines)))
    return line_h * len(lines)


# Where prompts were written since the table's frame began (`draw_prompt`, `note_prompt`): a notice
# (the red toast) keeps off them, in every game, without each table naming its prompt's place.
_PROMPTS: list[pygame.Rect] = []


def note_prompt(rect: pygame.Rect) -> None:
    """A table that writes its prompt itself says where, so that notices keep off it."""
    if rect.width > 0 and rect.height > 0:
        _PROMPTS.append(pygame.Rect(rect))


def prompts_drawn() -> list[pygame.Rect]:
    """The prompts written this frame (see `note_prompt`)."""
    return [r.copy() for r in _PROMPTS]


def forget_prompts() -> None:
    """A new frame: the prompts are written again."""
    _PROMPTS.clear()


class LogPanel:
    """What each seat did and what it caused, newest at the bottom; the wheel scrolls."""

    def __init__(self, rect: pygame.Rect, size: int = TYPE.SMALL, under: tuple[int, int, int] = FELT) -> None:
        self.rect = rect
        self.under = under  # the colour beneath: the panel is drawn opaque, which blits fastest
        self.size = size
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.entries: list[str] = []  # the sentences as added (lines are them wrapped to the width)
        self.heads: list[bool] = []  # per line: whether it begins its sentence
        self.scroll = 0
        self._cache: pygame.Surface | None = None
        # the newest sentence said again and again (a Monsters bot swapping with the centre, 8 lines alike in
        # a row, nc34) shows once with its count: its colour, times said, and the lines it takes
        self._last: tuple[str, tuple[int, int, int], int, int] | None = None
        self._end = 0

    def add(self, text: str, color: tuple[int, int, int] = INK) -> None:
        self.entries.append(text)
        shown = text
        last = self._last
        # only while nobody changed the lines since (a table may take its own last lines back)
        if last is not None and last[0] == text and last[1] == color and self._end == len(self.lines) >= last[3]:
            times = last[2] + 1
            del self.lines[-last[3]:], self.heads[-last[3]:]
            shown = f"{text} (×{times})"
        else:
            times = 1
        wrapped = wrap(shown, self.rect.width - 16, self.size)
        for i, line in enumerate(wrapped):
            self.lines.append((line, color))
            self.heads.append(i == 0)
        self._last = (text, color, times, len(wrapped))
        self.lines = self.lines[-400:]
        self.heads = self.heads[-400:]
        self._end = len(self.lines)
        self.scroll = 0
        self._cache = None

    @property
    def newest_lines(self) -> int:
        """How many lines the newest sentence shows in (its count included): a table that says a sentence
        again as it grows takes back exactly these."""
        return 0 if self._last is None or self._end != len(self.lines) else self._last[3]

    def place(self, rect: pygame.Rect) -> None:
        """Draw in `rect` from now on, of the same width (the lines keep their wrapping): a
        tutorial's words take the top of the log column."""
        if rect != self.rect:
            self.rect = rect
            self._cache = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "pos", pygame.mouse.get_pos())):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
            self._cache = None
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if self._cache is None:
            layer = pygame.Surface(self.rect.size)
            layer.fill(self.under)
            glass = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glass, (*PANEL, 200), glass.get_rect(), border_radius=10)
            layer.blit(glass, (0, 0))
            line_h = font(self.size).get_linesize()
            rows = (self.rect.height - 12) // line_h
            end = len(self.lines) - self.scroll
            start = max(0, end - rows)
            # a sentence whose head does not fit is left out whole: its tail alone read as nonsense
            # ("perforées" at the top of the Monsters log, issue 24)
            while 0 < start < end - 1 and start < len(self.heads) and not self.heads[start]:
                start += 1
            if 0 < start < len(self.heads) and not self.heads[start]:
                # too short for even the newest sentence: its beginning, not a tail (nc26 Monsters, shot 30:
                # « gagnées : 1 » alone under the tutorial's box)
                while start > 0 and not self.heads[start]:
                    start -= 1
                end = min(end, start + max(1, rows))
            shown = self.lines[start:end]
            y = 6
            for text, color in shown:
                layer.blit(render(text, self.size, color), (8, y))
                y += line_h
            self._cache = layer.convert() if pygame.display.get_surface() else layer
        surf.blit(self._cache, self.rect.topleft)


class TextField:
    """One line of text typed or pasted (Ctrl+V); Enter hands it to `on_enter`. Focused by a click."""

    _alive: weakref.WeakSet[TextField] = weakref.WeakSet()
    _picture = 0  # the window's pictures drawn so far (`new_picture`)

    @classmethod
    def typing(cls) -> bool:
        """Whether a field on screen has the keyboard: the window's own letter keys (V) leave it the
        letters. A field of a scene left behind (under the table, or gone and not yet collected)
        still focused must not swallow them: only fields in the last picture count."""
        return any(f.focused and f.picture == cls._picture for f in cls._alive)

    @classmethod
    def new_picture(cls) -> None:
        """The window starts drawing a picture (App.draw): fields drawn in it are the ones shown."""
        cls._picture += 1

    def __init__(self, rect: pygame.Rect, on_enter: Callable[[str], None], hint: str = "", limit: int = 300,
                 hint_is_value: bool = False) -> None:
        self.rect = rect
        self.on_enter = on_enter
        self.hint = hint
        # the hint is what the empty field stands for (the setup's default names): it reads as text, not
        # as a grey placeholder (nc32 Monsters, shot 30: « Joueur 1 » looked like an empty field)
        self.hint_is_value = hint_is_value
        self.limit = limit
        self.text = ""
        self.focused = False
        self.picture = -1  # the picture it was last drawn in
        TextField._alive.add(self)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was for this field (the table then ignores it)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[: self.limit]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            text, self.text = self.text.strip(), ""
            if text:
                self.on_enter(text)
            return True
        if event.key == pygame.K_ESCAPE:
            self.focused = False
            return True
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.text = (self.text + clipboard_text())[: self.limit]
        return True  # a focused field keeps every key (typing "p" must not pause the game)

    def draw(self, surf: pygame.Surface) -> None:
        self.picture = TextField._picture
        pygame.draw.rect(surf, (12, 18, 22), self.rect, border_radius=8)
        pygame.draw.rect(surf, ACCENT if self.focused else MUTED, self.rect, 2, border_radius=8)
        shown = self.text + ("|" if self.focused else "")
        color = INK if self.text or self.focused or self.hint_is_value else MUTED
        img = render(shown or self.hint, TYPE.BODY, color)
        clip = surf.get_clip()
        surf.set_clip(self.rect.inflate(-12, -4))
        x = self.rect.x + 8 - max(0, img.get_width() - (self.rect.width - 16))
        surf.blit(img, (x, self.rect.centery - img.get_height() // 2))
        surf.set_clip(clip)


def clipboard_text() -> str:
    """The clipboard's text, or "" where the system gives none (headless, no clipboard)."""
    try:
        return " ".join(pygame.scrap.get_text().split())  # SDL's clipboard: no scrap.init needed
    except pygame.error:
        return ""


def copy_text(text: str) -> bool:
    """Put text on the clipboard; False where there is no clipboard."""
    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        return False
    return True


class ScrollView:
    """A tall content surface seen through `rect`: wheel, arrows, PgUp/PgDn, Home/End and a draggable bar.

    Why one widget: the how-to-play pages, the player aids and the setup options all outgrow a
    1280x720 canvas, and each must scroll the same way.
    """

    BAR = 14

    def __init__(self, rect: pygame.Rect, content_height: int = 0) -> None:
        self.rect = rect
        self.content_height = content_height
        self.offset = 0
        self.dragging: int | None = None  # pointer y minus thumb top while dragging

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll_to(self, offset: float) -> None:
        self.offset = max(0, min(self.max_offset, int(offset)))

    def thumb(self) -> pygame.Rect | None:
        """The scrollbar thumb, None when everything fits."""
        if self.max_offset <= 0:
            return None
        track = self.track()
        h = max(30, track.height * self.rect.height // max(1, self.content_height))
        y = track.top + (track.height - h) * self.offset // self.max_offset
        return pygame.Rect(track.left, y, track.width, h)

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.BAR, self.rect.top, self.BAR, self.rect.height)

    @property
    def wheel_step(self) -> int:
        """Pixels a wheel notch scrolls: a fifth of the view (a fixed 60 made three notches a third of
        a page; a newcomer found the help slow to read through)."""
        return max(60, self.rect.height // 5)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled (or grabbed the bar)."""
        page = self.rect.height - 40
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * self.wheel_step)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}.get(event.key)
            if step is None:
                return False
            self.scroll_to(self.offset + step)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb()
            if thumb is None or not self.track().collidepoint(event.pos):
                return False
            if not thumb.collidepoint(event.pos):  # a click on the track jumps there
                self._drag_to(event.pos[1] - thumb.height // 2, thumb.height)
                thumb = self.thumb() or thumb
            self.dragging = event.pos[1] - thumb.top
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            thumb = self.thumb()
            if thumb is not None:
                self._drag_to(event.pos[1] - self.dragging, thumb.height)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return True
        return False

    def _drag_to(self, top: int, thumb_h: int) -> None:
        track = self.track()
        room = max(1, track.height - thumb_h)
        self.scroll_to((top - track.top) * self.max_offset / room)

    def content_pos(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """A screen point in content coordinates (None outside the view)."""
        if not self.rect.collidepoint(pos):
            return None
        return pos[0] - self.rect.left, pos[1] - self.rect.top + self.offset

    def draw(self, surf: pygame.Surface, content: pygame.Surface) -> None:
        seen = pygame.Rect(0, self.offset, self.rect.width - self.BAR - 4, self.rect.height)
        surf.blit(content, self.rect.topleft, seen)
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(surf, (40, 52, 60), self.track(), border_radius=6)
            pygame.draw.rect(surf, ACCENT if self.dragging is not None else MUTED, thumb, border_radius=6)


class Slider:
    """A value between `lo` and `hi` set by dragging, clicking, the wheel or Left/Right when focused."""

    def __init__(self, rect: pygame.Rect, lo: int, hi: int, value: int, on_change: Callable[[int], None],
                 label: str = "", step: int = 5) -> None:
        self.rect = rect
        self.lo, self.hi, self.step = lo, hi, step
        self.value = max(lo, min(hi, value))
        self.on_change = on_change
        self.label = label
        self.dragging = False
        self.focused = False

    def _set(self, value: float) -> None:
        value = max(self.lo, min(self.hi, int(round(value))))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def _from_x(self, x: int) -> None:
        track = self.rect.inflate(-20, 0)
        frac = (x - track.left) / max(1, track.width)
        self._set(self.lo + frac * (self.hi - self.lo))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused:
                self.dragging = True
                self._from_x(event.pos[0])
            return self.focused
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self._set(self.value + event.y * self.step)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._set(self.value + (self.step if event.key == pygame.K_RIGHT else -self.step))
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        track = self.rect.inflate(-20, 0)
        y = self.rect.centery + 8
        pygame.draw.line(surf, MUTED, (track.left, y), (track.right, y), 4)
        frac = (self.value - self.lo) / max(1, self.hi - self.lo)
        x = track.left + int(frac * track.width)
        pygame.draw.line(surf, ACCENT, (track.left, y), (x, y), 4)
        pygame.draw.circle(surf, ACCENT if (self.focused or self.dragging) else INK, (x, y), 10)
        label = render(f"{self.label}: {self.value}", TYPE.BODY, INK)
        surf.blit(label, (track.left, self.rect.top))
