"""Print sheets of a game's components: 300 dpi pages with bleed and cut marks, a PDF, a contact sheet.

    python main.py sheets GAME --out DIR [--art PACK ...]

Every copy of every component (`Component.count`) is laid out on A4 pages at
its printed size, grouped by size so each page is a regular grid. Around each
piece the art runs on for 3 mm past the cut line (bleed: its edge pixels
stretched outwards), so a slightly-off cut shows no white edge; the cut
lines are marked in the page margins. Back pages are mirrored left to right,
so printing the PDF two-sided (flip on the long edge) puts each back behind
its front. A piece too large for A4 gets a page of its own size.

Written to DIR: GAME-NN-fronts.png and GAME-NN-backs.png (lossless),
GAME-sheets.pdf (the same pages, fronts and backs interleaved for two-sided
printing), GAME-contact.png (every component once, front and back, with
its id and what the gallery would flag).

The PDF is written here rather than by a library: a page is one image, a
PDF 1.4 file of image pages is a few objects and a cross-reference table,
and Pillow (the library that would do it) would add about 18 MB to every
player's download for a designers' tool.
"""

from __future__ import annotations

import math
import os
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import i18n, registry
from game.data import DataError
from game.i18n import t
from sprites import components as comps
from sprites.art import ArtStore, Placeholder, builtin_pack
from sprites.fonts import fit_text, render, wrap

DPI = comps.PRINT_DPI
PAPERS = {"A4": (210.0, 297.0)}
PAPER = "A4"
BLEED_MM = 3.0
MARGIN_MM = 10.0  # printers leave 3 to 5 mm blank; the cut marks live in the rest
MARK_GAP_MM = 1.0  # between the bleed and a cut mark, so a mark never prints on the art
MARK_MM = 5.0
MARK_WIDTH_MM = 0.25
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


def px(mm: float) -> int:
    """Millimetres to pixels at 300 dpi."""
    return round(mm * DPI / 25.4)


@dataclass(frozen=True)
class Cell:
    comp: comps.Component
    trim: pygame.Rect  # where the piece is cut
    bleed: pygame.Rect  # the trim and its bleed: what is printed


@dataclass(frozen=True)
class Page:
    size: tuple[int, int]  # pixels at 300 dpi
    cells: tuple[Cell, ...]

    def has_backs(self) -> bool:
        return any(c.comp.back is not None for c in self.cells)


def plan(items: list[comps.Component], paper: str = PAPER) -> list[Page]:
    """Every copy of every component placed on pages: a grid per printed size, centred on the page."""
    groups: dict[tuple[int, int], list[comps.Component]] = {}
    for comp in items:
        groups.setdefault(comp.print_px, []).extend([comp] * comp.count)
    paper_w, paper_h = (px(v) for v in PAPERS[paper])
    margin, bleed = px(MARGIN_MM), px(BLEED_MM)
    pages = []
    for (tw, th), copies in groups.items():
        cw, ch = tw + 2 * bleed, th + 2 * bleed
        page_w, page_h = max(paper_w, cw + 2 * margin), max(paper_h, ch + 2 * margin)
        cols, rows = (page_w - 2 * margin) // cw, (page_h - 2 * margin) // ch
        gx, gy = (page_w - cols * cw) // 2, (page_h - rows * ch) // 2
        for start in range(0, len(copies), cols * rows):
            cells = []
            for i, comp in enumerate(copies[start : start + cols * rows]):
                r, c = divmod(i, cols)
                box = pygame.Rect(gx + c * cw, gy + r * ch, cw, ch)
                cells.append(Cell(comp, box.inflate(-2 * bleed, -2 * bleed), box))
            pages.append(Page((page_w, page_h), tuple(cells)))
    return pages


def mirrored(rect: pygame.Rect, page_w: int) -> pygame.Rect:
    """The same rectangle seen from the back of the sheet (flipped on the long edge)."""
    return pygame.Rect(page_w - rect.right, rect.y, rect.width, rect.height)


def edge_colour(img: pygame.Surface) -> tuple[int, int, int]:
    """The colour of the piece's edge: the mean of the opaque pixels in the middle of its four sides."""
    w, h = img.get_size()
    picks = [img.get_at((w // 2, 0)), img.get_at((w // 2, h - 1)), img.get_at((0, h // 2)), img.get_at((w - 1, h // 2))]
    solid = [c for c in picks if c.a > 0] or [pygame.Color(255, 255, 255)]
    return (sum(c.r for c in solid) // len(solid), sum(c.g for c in solid) // len(solid),
            sum(c.b for c in solid) // len(solid))


def with_bleed(img: pygame.Surface, bleed: int) -> pygame.Surface:
    """`img` with its edge pixels stretched `bleed` pixels outwards on every side.

    Transparent pixels (a placeholder's rounded corners) are first filled with the edge colour, so
    the print runs full bleed to the trim line at the corners too, never a white notch or a plus shape.
    """
    w, h = img.get_size()
    if w > 0 and h > 0:
        flat = pygame.Surface((w, h), pygame.SRCALPHA)
        flat.fill(edge_colour(img))
        flat.blit(img, (0, 0))
        img = flat
    out = pygame.Surface((w + 2 * bleed, h + 2 * bleed), pygame.SRCALPHA)
    out.blit(img, (bleed, bleed))
    if bleed <= 0:
        return out
    out.blit(pygame.transform.scale(img.subsurface((0, 0, 1, h)), (bleed, h)), (0, bleed))
    out.blit(pygame.transform.scale(img.subsurface((w - 1, 0, 1, h)), (bleed, h)), (w + bleed, bleed))
    full = w + 2 * bleed
    top = out.subsurface((0, bleed, full, 1)).copy()
    bottom = out.subsurface((0, h + bleed - 1, full, 1)).copy()
    out.blit(pygame.transform.scale(top, (full, bleed)), (0, 0))
    out.blit(pygame.transform.scale(bottom, (full, bleed)), (0, h + bleed))
    return out


def cut_marks(surf: pygame.Surface, trims: list[pygame.Rect], bleeds: list[pygame.Rect]) -> None:
    """A short line in the margin in line with every cut, outside the printed area."""
    left = min(b.left for b in bleeds)
    right = max(b.right for b in bleeds)
    top = min(b.top for b in bleeds)
    bottom = max(b.bottom for b in bleeds)
    gap, length, width = px(MARK_GAP_MM), px(MARK_MM), max(1, px(MARK_WIDTH_MM))
    for x in sorted({r.left for r in trims} | {r.right - 1 for r in trims}):
        pygame.draw.line(surf, BLACK, (x, top - gap - length), (x, top - gap), width)
        pygame.draw.line(surf, BLACK, (x, bottom + gap), (x, bottom + gap + length), width)
    for y in sorted({r.top for r in trims} | {r.bottom - 1 for r in trims}):
        pygame.draw.line(surf, BLACK, (left - gap - length, y), (left - gap, y), width)
        pygame.draw.line(surf, BLACK, (right + gap, y), (right + gap + length, y), width)


def side_art(comp: comps.Component, side: str) -> tuple[str, Placeholder] | None:
    for name, art_id, placeholder in comp.sides():
        if name == side:
            return art_id, placeholder
    return None


def draw_page(page: Page, side: str, store: ArtStore, game_id: str, label: str) -> pygame.Surface:
    """One sheet: the pieces of `side` with their bleed, the cut marks, a line saying what it is."""
    surf = pygame.Surface(page.size)
    surf.fill(WHITE)
    bleed = px(BLEED_MM)
    trims, boxes = [], []
    for cell in page.cells:
        trim, box = cell.trim, cell.bleed
        if side == "back":
            trim, box = mirrored(trim, page.size[0]), mirrored(box, page.size[0])
        trims.append(trim)
        boxes.append(box)
        art = side_art(cell.comp, side)
        if art is None:
            continue
        img = store.image(game_id, art[0], trim.size, art[1])
        surf.blit(with_bleed(img, bleed), box.topleft)
    if trims:
        cut_marks(surf, trims, boxes)
    text = render(label, fit_text(label, page.size[0] - 2 * px(MARGIN_MM), px(2.5)), (90, 90, 90))
    surf.blit(text, text.get_rect(midbottom=(page.size[0] // 2, page.size[1] - px(3))))
    return surf


class PdfImages:
    """A PDF whose every page is one image, stored losslessly (Flate), printed at `dpi`."""

    def __init__(self, dpi: int = DPI) -> None:
        self.dpi = dpi
        self.objects: list[bytes] = [b"", b""]  # 1: the catalog, 2: the page tree, filled in save()
        self.pages: list[int] = []

    def _add(self, body: bytes) -> int:
        self.objects.append(body)
        return len(self.objects)

    def add(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        data = zlib.compress(pygame.image.tobytes(surf, "RGB"), 6)
        image = self._add(
            b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB"
            b" /BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % (w, h, len(data))
            + data
            + b"\nendstream"
        )
        pw, ph = w * 72 / self.dpi, h * 72 / self.dpi  # PDF units are points, 72 to the inch
        draw = b"q %.3f 0 0 %.3f 0 0 cm /Im0 Do Q" % (pw, ph)
        content = self._add(b"<< /Length %d >>\nstream\n" % len(draw) + draw + b"\nendstream")
        self.pages.append(
            self._add(
                b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.3f %.3f] /Resources << /XObject << /Im0 %d 0 R >> >>"
                b" /Contents %d 0 R >>" % (pw, ph, image, content)
            )
        )

    def save(self, path: Path) -> None:
        self.objects[0] = b"<< /Type /Catalog /Pages 2 0 R >>"
        kids = b" ".join(b"%d 0 R" % k for k in self.pages)
        self.objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(self.pages))
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for i, body in enumerate(self.objects, 1):
            offsets.append(len(out))
            out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.objects) + 1)
        for offset in offsets:
            out += b"%010d 00000 n \n" % offset
        out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(self.objects) + 1, xref)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(bytes(out))
        os.replace(tmp, path)


# -- the contact sheet ------------------------------------------------------------------------
CONTACT_BG = (236, 234, 228)
CONTACT_INK = (30, 30, 36)
CONTACT_MUTED = (110, 110, 116)
FLAG_COLORS = {
    "bad": (200, 50, 40),
    "ratio": (200, 110, 20),
    "small": (200, 110, 20),
    "print": (150, 120, 0),
    "missing": (120, 120, 126),
}


def contact_sheet(items: list[comps.Component], store: ArtStore, game_id: str) -> pygame.Surface:
    """Every component once at table scale, front and back, with its id, count and flags."""
    side_max = 256
    sizes = []
    for comp in items:
        k = min(1.0, side_max / max(comp.size))
        sizes.append((max(1, round(comp.size[0] * k)), max(1, round(comp.size[1] * k))))
    img_w = max(w for w, _ in sizes)
    img_h = max(h for _, h in sizes)
    pad, line_h, text_lines = 14, 18, 9
    cell_w = max(2 * img_w + 3 * pad, 300)
    cell_h = img_h + 2 * pad + text_lines * line_h
    cols = max(1, min(len(items), 1600 // cell_w))
    rows = math.ceil(len(items) / cols)
    head = 60
    surf = pygame.Surface((cols * cell_w + pad, head + rows * cell_h + pad))
    surf.fill(CONTACT_BG)
    packs = ", ".join(t("gallery.builtin") if p == builtin_pack() else str(p) for p in store.packs)
    title = t("sheets.contact", game=i18n.t(f"game.{game_id}"), n=len(items), packs=packs)
    surf.blit(render(title, fit_text(title, surf.get_width() - 2 * pad, 22, True), CONTACT_INK, True), (pad, 18))
    for i, (comp, size) in enumerate(zip(items, sizes, strict=True)):
        r, c = divmod(i, cols)
        x, y = pad + c * cell_w, head + r * cell_h
        pygame.draw.rect(surf, (250, 250, 246), (x, y, cell_w - pad, cell_h - pad // 2), border_radius=8)
        for j, (_, art_id, placeholder) in enumerate(comp.sides()):
            surf.blit(store.image(game_id, art_id, size, placeholder), (x + pad + j * (img_w + pad), y + pad))
        ty = y + pad + img_h + 6
        flags = comps.review(store, game_id, comp)
        mark = next((FLAG_COLORS[f.code] for f in flags if f.code != "missing"), None)
        text_w = cell_w - 3 * pad
        mw, mh = (comps.mm_text(v) for v in comp.print_mm)
        head_line = f"{comp.id}  ·  {comp.kind}  ·  x{comp.count}  ·  {mw}x{mh} mm"
        surf.blit(render(head_line, fit_text(head_line, text_w, 15, True), CONTACT_INK, True), (x + pad, ty))
        lines = [(comps.flag_text(f), FLAG_COLORS[f.code]) for f in flags]
        lines.extend((line, CONTACT_MUTED) for line in comp.lines)
        wrapped = [(part, color) for text, color in lines for part in wrap(text, text_w, 13)]
        for k, (text, color) in enumerate(wrapped[: text_lines - 1]):
            surf.blit(render(text, 13, color), (x + pad, ty + (k + 1) * line_h))
        if mark is not None:
            pygame.draw.rect(surf, mark, (x, y, cell_w - pad, cell_h - pad // 2), 3, border_radius=8)
    return surf


# -- the command ------------------------------------------------------------------------------
def run_sheets(game_id: str, out: Path, art: list[Path]) -> int:
    """`main.py sheets`: write the sheets of `game_id` into `out`; 0, or 2 with one line on stderr."""
    for pack in art:
        if not Path(pack).is_dir():
            print(f"error: art pack '{pack}' is not a folder", file=sys.stderr)
            return 2
    try:
        items = comps.components(game_id)
    except (DataError, comps.ComponentError, registry.GameNotBuilt) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not items:
        print(
            f"error: {game_id} does not list its components yet (its registration names no components,"
            " see docs/components.md)",
            file=sys.stderr,
        )
        return 2
    pygame.font.init()
    store = ArtStore([Path(p) for p in art])
    try:
        out.mkdir(parents=True, exist_ok=True)
        written = write_sheets(game_id, items, store, out)
    except OSError as exc:
        print(f"error: cannot write the sheets in {out}: {exc}", file=sys.stderr)
        return 2
    pieces = sum(c.count for c in items)
    print(f"{game_id}: {len(items)} components, {pieces} pieces, {PAPER} at {DPI} dpi, bleed {BLEED_MM:g} mm")
    for path in written:
        print(f"  {path}")
    for file, problem in sorted(store.problems.items()):
        print(f"warning: {file}: {problem}")
    return 0


def write_sheets(game_id: str, items: list[comps.Component], store: ArtStore, out: Path) -> list[Path]:
    """The PNG pages, the PDF and the contact sheet; returns the files written."""
    pages = plan(items)
    pdf = PdfImages()
    written: list[Path] = []
    game = i18n.t(f"game.{game_id}")
    for n, page in enumerate(pages, 1):
        for side in ("front", "back"):
            if side == "back" and not page.has_backs():
                continue
            word = t("sheets.fronts" if side == "front" else "sheets.backs")
            label = t("sheets.page", game=game, side=word, n=n, total=len(pages), paper=PAPER, bleed=f"{BLEED_MM:g}")
            if side == "back":
                label += "  ·  " + t("sheets.duplex")
            surf = draw_page(page, side, store, game_id, label)
            path = out / f"{game_id}-{n:02d}-{side}s.png"
            pygame.image.save(surf, str(path))
            written.append(path)
            pdf.add(surf)
    pdf_path = out / f"{game_id}-sheets.pdf"
    pdf.save(pdf_path)
    written.append(pdf_path)
    contact = out / f"{game_id}-contact.png"
    pygame.image.save(contact_sheet(items, store, game_id), str(contact))
    written.append(contact)
    return written
