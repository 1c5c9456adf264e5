"""Which pieces a colour-blind player may mistake for one another, before the designer prints.

Each game declares the sets of pieces a player must tell apart by colour (`sprites/<id>/colours.py`,
`colour_sets()`: elements, Monsters' colours, seat colours, terrains...). For every pair of a set
and every vision (`sprites.vision`), the colours are compared by CIEDE2000 (Sharma, Wu & Dalal
2005), the CIE's distance that follows what people judge alike. A piece with a designer's image
is compared by its image's dominant colour, else by its placeholder's colour. A pair closer than
the threshold is reported, with a picture of both pieces as each vision sees them.
"""

from __future__ import annotations

import importlib
import math
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import registry
from game.i18n import t
from sprites import vision
from sprites.art import ArtStore
from sprites.palette import SEAT_COLORS

RGB = tuple[int, int, int]
Placeholder = Callable[[tuple[int, int]], pygame.Surface]

# Below this CIEDE2000 distance two pieces are reported: about where two flat colours side by side
# stop reading as different at a glance on a table (2 is a just-noticeable step; 10 reads as
# "similar shades"; the default leaves some room for screens and print).
THRESHOLD = 10.0


@dataclass(frozen=True)
class Member:
    """One piece of a set: its name on screen, its placeholder colour, its art id in a pack."""

    label: str
    colour: RGB
    art_id: str | None = None
    placeholder: Placeholder | None = None
    # A second cue beside the colour (a symbol, a letter): the pair is still reported, as a note.
    cue: str | None = None


@dataclass(frozen=True)
class ColourSet:
    """Pieces a player must tell apart by colour (the elements, the seats' colours...)."""

    game: str
    name: str
    members: tuple[Member, ...]


@dataclass(frozen=True)
class Pair:
    """Two pieces of a set that come within the threshold under one vision."""

    game: str
    set_name: str
    vision: str
    a: Member
    b: Member
    seen_a: RGB  # their colours as that vision sees them
    seen_b: RGB
    distance: float
    sources: tuple[str, str] = ("placeholder", "placeholder")

    @property
    def told_apart(self) -> bool:
        """Both pieces are placeholders with different second cues (symbols): the colours merge but
        a player still tells them apart. A designer's image is never assumed to carry one."""
        return (self.sources == ("placeholder", "placeholder") and bool(self.a.cue) and bool(self.b.cue)
                and self.a.cue != self.b.cue)

    def line(self) -> str:
        cue = "; their symbols still tell them apart" if self.told_apart else ""
        return (f"{self.game} {self.set_name}: {self.a.label} / {self.b.label} under {self.vision}: "
                f"ΔE00 {self.distance:.1f}{cue}")

    def slug(self) -> str:
        def clean(text: str) -> str:
            return "".join(ch if ch.isalnum() else "-" for ch in text.lower()).strip("-")

        return f"{self.game}-{clean(self.set_name)}-{clean(self.a.label)}-{clean(self.b.label)}-{self.vision}"


@dataclass
class Report:
    pairs: list[Pair] = field(default_factory=list)
    compared: int = 0  # pairs x visions looked at
    closest: dict[str, float] = field(default_factory=dict)  # per vision, the smallest distance met


# -- colour science ------------------------------------------------------------------------------
def _linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def srgb_to_lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (_linear(v) for v in rgb[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), as Sharma, Wu & Dalal (2005) give it."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_bar7 / (c_bar7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    d_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp = (l1 + l2) / 2
    cbp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbp = (h1p + h2p + 360) / 2
    else:
        hbp = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    d_theta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    cbp7 = cbp**7
    rc = 2 * math.sqrt(cbp7 / (cbp7 + 25**7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc = 1 + 0.045 * cbp
    sh = 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (d_hp / sh) ** 2 + rt * (dcp / sc) * (d_hp / sh))


def distance(c1: RGB, c2: RGB) -> float:
    """CIEDE2000 between two sRGB colours."""
    return ciede2000(srgb_to_lab(c1), srgb_to_lab(c2))


# -- the pieces' colours -------------------------------------------------------------------------
def dominant_colour(surf: pygame.Surface) -> RGB:
    """The colour most of an image is painted in (its opaque pixels, in bins of 16 levels): what a
    player sees of a piece at a glance, where a mean would mix the frame and the figure."""
    small = pygame.transform.smoothscale(surf.convert_alpha() if pygame.display.get_surface() else surf, (32, 32))
    bins: Counter[tuple[int, int, int]] = Counter()
    sums: dict[tuple[int, int, int], list[int]] = {}
    for x in range(32):
        for y in range(32):
            r, g, b, a = small.get_at((x, y))
            if a < 128:
                continue
            key = (r >> 4, g >> 4, b >> 4)
            bins[key] += 1
            s = sums.setdefault(key, [0, 0, 0])
            s[0] += r
            s[1] += g
            s[2] += b
    if not bins:
        return (0, 0, 0)
    key, n = bins.most_common(1)[0]
    s = sums[key]
    return (s[0] // n, s[1] // n, s[2] // n)


def seat_set() -> ColourSet:
    """The seats' colours, which every table uses for names, banners and marks."""
    return ColourSet("table", t("vision.set.seats"),
                     tuple(Member(t("vision.owner", n=i + 1), c) for i, c in enumerate(SEAT_COLORS)))


def colour_sets(game_id: str) -> list[ColourSet]:
    """The sets a game declares in `sprites/<id>/colours.py` (none when it has no such module)."""
    try:
        module = importlib.import_module(f"sprites.{game_id}.colours")
    except ModuleNotFoundError as exc:
        if exc.name == f"sprites.{game_id}.colours":
            return []
        raise
    sets: list[ColourSet] = module.colour_sets()
    return sets


def member_colour(store: ArtStore | None, game: str, m: Member) -> tuple[RGB, str]:
    """The colour a piece shows and where it comes from: a pack's image, else its placeholder."""
    if store is not None and m.art_id:
        path = store.find(game, m.art_id)
        if path is not None and not path.is_relative_to(store.packs[0]):
            src = store.source(game, m.art_id)
            if src is not None:
                return dominant_colour(src), str(path)
    return m.colour, "placeholder"


def check(store: ArtStore | None, games: Iterable[str] | None = None, threshold: float = THRESHOLD,
          visions: Iterable[str] = vision.VISIONS) -> Report:
    """Every pair of every set of the games under every vision; those under `threshold` reported."""
    report = Report()
    sets = [seat_set()] + [cset for gid in (games or registry.GAME_IDS) for cset in colour_sets(gid)]
    for cset in sets:
        shown = [member_colour(store, cset.game, m) for m in cset.members]
        for vis in visions:
            seen = vision.simulate_colors([c for c, _ in shown], vis)
            for i in range(len(cset.members)):
                for j in range(i + 1, len(cset.members)):
                    d = distance(seen[i], seen[j])
                    report.compared += 1
                    report.closest[vis] = min(report.closest.get(vis, math.inf), d)
                    if d < threshold:
                        report.pairs.append(Pair(cset.game, cset.name, vis, cset.members[i], cset.members[j],
                                                 seen[i], seen[j], d, (shown[i][1], shown[j][1])))
    return report


def piece_image(store: ArtStore | None, game: str, m: Member, size: tuple[int, int]) -> pygame.Surface:
    """The piece as the table shows it: the pack's image, its placeholder, or a swatch of its colour."""
    if store is not None and m.art_id and m.placeholder is not None:
        return store.image(game, m.art_id, size, m.placeholder)
    if store is not None and m.art_id:
        src = store.source(game, m.art_id)
        if src is not None:
            return pygame.transform.smoothscale(src, size)
    if m.placeholder is not None:
        return m.placeholder(size)
    surf = pygame.Surface(size)
    surf.fill(m.colour)
    return surf


def pair_picture(store: ArtStore | None, pair: Pair, path: Path, size: int = 96) -> Path:
    """A PNG of both pieces: as most people see them (top) and as `pair.vision` sees them (bottom)."""
    pad = 8
    out = pygame.Surface((2 * size + 3 * pad, 2 * size + 3 * pad))
    out.fill((30, 30, 34))
    for col, m in enumerate((pair.a, pair.b)):
        img = piece_image(store, pair.game, m, (size, size))
        base = pygame.Surface((size, size))
        base.fill((30, 30, 34))
        base.blit(img, (0, 0))
        x = pad + col * (size + pad)
        out.blit(base, (x, pad))
        out.blit(vision.simulated_copy(base, pair.vision), (x, 2 * pad + size))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(out, str(path))
    return path


def run(games: list[str] | None, packs: list[Path], threshold: float, out: Path) -> int:
    """`check-art --vision`: print each pair that merges, with its picture; 0 when none merges,
    1 when some do (pairs that only symbols tell apart are listed, and do not fail)."""
    store = ArtStore(packs)
    report = check(store, games, threshold, vision.DEFICIENT + ("normal",))
    failing = [p for p in report.pairs if not p.told_apart]
    for pair in sorted(report.pairs, key=lambda p: (p.told_apart, p.game, p.set_name, p.distance)):
        picture = pair_picture(store, pair, out / f"{pair.slug()}.png")
        print(f"{pair.line()}  [{picture}]")
    closest = ", ".join(f"{v} {d:.1f}" for v, d in sorted(report.closest.items()))
    print(f"{report.compared} pairs compared (vision x set); {len(failing)} merge, "
          f"{len(report.pairs) - len(failing)} more told apart by their symbols; threshold ΔE00 {threshold:g}; "
          f"closest per vision: {closest}")
    return 1 if failing else 0
