"""What each game is made of, for the gallery and the print sheets.

A game lists its components in `sprites/<id>/components.py` (named by `GameSpec.components`), with

    def components() -> list[Component]: ...

Each `Component` names its art id (the image file a pack provides), its
kind, its size on the table, the lines of its definition, and how to draw its
placeholder front (and back, for two-sided pieces). The table scene of the
game draws with the same placeholder functions, so what the gallery and the
sheets show is what the table shows. A game without such a module is simply
absent from the gallery. The protocol, for the engineers of each game:
docs/components.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from game import registry
from game.i18n import t
from sprites.art import BAD_IMAGE, ArtStore, Placeholder

KINDS = ("card", "tile", "token", "die", "board", "background")
# The table's scale: 3.2 px on the 1280x720 canvas per printed millimetre,
# i.e. a 128 px tile is a 40 mm tile. A component can say its printed size.
PX_PER_MM = 3.2
PRINT_DPI = 300


class ComponentError(Exception):
    """A component list that cannot be used (a bad kind, a duplicate id); says which game and id."""


@dataclass(frozen=True)
class Component:
    id: str  # the art id: PACK/GAME/<id>.png
    kind: str  # one of KINDS
    size: tuple[int, int]  # pixels on the table canvas
    lines: tuple[str, ...]  # the definition, as the gallery shows it
    front: Placeholder  # draws the placeholder face at any size
    back: Placeholder | None = None  # None: a one-sided piece
    back_id: str | None = None  # art id of the back; default "<id>.back"; several pieces may share one
    count: int = 1  # copies in the box (the print sheets print that many)
    mm: tuple[float, float] | None = None  # printed size; default: size / PX_PER_MM
    bare: Placeholder | None = None  # the front without the name it writes on itself (the help captions it)

    @property
    def back_art(self) -> str | None:
        """The art id of the back, or None for a one-sided piece."""
        if self.back is None:
            return None
        return self.back_id or f"{self.id}.back"

    @property
    def print_mm(self) -> tuple[float, float]:
        return self.mm or (self.size[0] / PX_PER_MM, self.size[1] / PX_PER_MM)

    @property
    def print_px(self) -> tuple[int, int]:
        """The printed size in pixels at 300 dpi, without bleed."""
        w, h = self.print_mm
        return round(w * PRINT_DPI / 25.4), round(h * PRINT_DPI / 25.4)

    def sides(self) -> list[tuple[str, str, Placeholder]]:
        """("front" | "back", art id, placeholder) for each side the piece has."""
        out: list[tuple[str, str, Placeholder]] = [("front", self.id, self.front)]
        if self.back is not None and self.back_art is not None:
            out.append(("back", self.back_art, self.back))
        return out


def provider(game_id: str) -> ModuleType | None:
    """The game's component module (named by its registration), imported on first use; None when it has none."""
    try:
        spec = registry.get(game_id)
    except registry.GameNotBuilt:
        return None
    module: ModuleType | None = spec.part("components")
    return module


def games() -> list[str]:
    """The games that list their components, in the menu's order."""
    return [gid for gid in registry.GAME_IDS if provider(gid) is not None]


def components(game_id: str) -> list[Component]:
    """A game's components, checked; [] for a game without a list.

    The game's definitions are read on each call (a definition error is the
    game's `DataError`), so a caller that keeps the list re-reads it when the
    definitions change.
    """
    module = provider(game_id)
    if module is None:
        return []
    found = list(module.components())
    seen: set[str] = set()
    for c in found:
        where = f"{module.__name__}: {c.id}"
        if c.id in seen:
            raise ComponentError(f"{where}: the id appears twice")
        seen.add(c.id)
        if c.kind not in KINDS:
            raise ComponentError(f"{where}: kind '{c.kind}' is not one of {', '.join(KINDS)}")
        if c.size[0] <= 0 or c.size[1] <= 0 or c.count < 1:
            raise ComponentError(f"{where}: the size and the count must be above 0")
    return found


@dataclass(frozen=True)
class Flag:
    """Something a designer should look at: `code` is missing | bad | ratio | small | print."""

    code: str
    side: str
    detail: str = ""


def review(store: ArtStore, game_id: str, comp: Component) -> list[Flag]:
    """What is missing or wrong in the art of one component, side by side.

    missing: no image in any pack (the placeholder shows); bad: an image that
    cannot be used; ratio: proportions more than 5% off; small: fewer pixels
    than the piece has on the table; print: fewer pixels than 300 dpi asks.
    """
    flags: list[Flag] = []
    for side, art_id, _ in comp.sides():
        if store.find(game_id, art_id) is None:
            flags.append(Flag("missing", side, art_id))
            continue
        problem = store.problem(game_id, art_id)
        if problem:
            path = str(store.find(game_id, art_id))
            detail = store.problem_text(path, detail_only=True) or problem.removeprefix(BAD_IMAGE)
            flags.append(Flag("bad", side, detail))
            continue
        src = store.source(game_id, art_id)
        if src is None:
            continue
        sw, sh = src.get_size()
        want = comp.size[0] / comp.size[1]
        if abs(sw / sh - want) / want > 0.05:
            flags.append(Flag("ratio", side, f"{sw}x{sh} = {sw / sh:.2f} / {want:.2f}"))
        elif sw < comp.size[0] or sh < comp.size[1]:
            flags.append(Flag("small", side, f"{sw}x{sh} < {comp.size[0]}x{comp.size[1]}"))
        elif sw < comp.print_px[0] or sh < comp.print_px[1]:
            flags.append(Flag("print", side, f"{sw}x{sh} < {comp.print_px[0]}x{comp.print_px[1]}"))
    return flags


def mm_text(value: float) -> str:
    """Millimetres as a designer writes them: 40, 31.9."""
    return f"{value:.1f}".removesuffix(".0")


def flag_text(flag: Flag) -> str:
    """A flag as the gallery and the contact sheet write it, in the interface's language."""
    side = t(f"gallery.{flag.side}")
    if flag.code == "missing":
        return t("gallery.placeholder", side=side, id=flag.detail)
    return f"{side}: {t(f'gallery.flag.{flag.code}', detail=flag.detail)}"
