"""Print sheets: page size at 300 dpi, bleed, cut marks, mirrored backs, the PDF, the command."""

import re
import types

import pygame
import pytest

import main
from sprites import components as comps
from sprites import sheets
from sprites.art import ArtStore

RED, GREEN, BLUE, WHITE, BLACK = (220, 30, 30), (30, 200, 60), (40, 60, 230), (255, 255, 255), (0, 0, 0)
A4 = (2480, 3508)  # 210 x 297 mm at 300 dpi
BLEED = 35  # 3 mm at 300 dpi


def split_face(left, rest):
    """A face whose first pixel column is `left` and the rest `rest`: shows where the bleed comes from."""

    def make(size):
        s = pygame.Surface(size, pygame.SRCALPHA)
        s.fill(rest)
        s.fill(left, pygame.Rect(0, 0, 1, size[1]))
        return s

    return make


def tile(cid="t", count=1, back=True, size=(128, 128), mm=None):
    return comps.Component(
        cid, "tile", size, ("a test tile",), split_face(RED, GREEN), split_face(BLUE, BLUE) if back else None,
        count=count, mm=mm,
    )


def fake_game(monkeypatch, items, game_id="kaiju"):
    """`game_id` lists `items` as its components (the real list of that game, if any, is set aside)."""
    module = types.ModuleType(f"sprites.components_{game_id}")
    module.components = lambda: items
    real = comps.provider
    monkeypatch.setattr(comps, "provider", lambda gid: module if gid == game_id else real(gid))


def px(surf, pos):
    return tuple(surf.get_at(pos))[:3]


def test_pages_are_a4_at_300_dpi_and_pieces_their_printed_size():
    pages = sheets.plan([tile(count=30)])
    assert [p.size for p in pages] == [A4, A4]
    assert sum(len(p.cells) for p in pages) == 30
    first = pages[0]
    assert len(first.cells) == 24  # 4 columns x 6 rows of 46 mm (40 mm and 2 x 3 mm of bleed)
    for cell in first.cells:
        assert cell.trim.size == (472, 472)  # 40 mm
        assert cell.bleed == cell.trim.inflate(2 * BLEED, 2 * BLEED)
        margin = sheets.px(sheets.MARGIN_MM)
        assert pygame.Rect(margin, margin, A4[0] - 2 * margin, A4[1] - 2 * margin).contains(cell.bleed)
    boxes = [c.bleed for c in first.cells]
    assert all(a == b or not a.colliderect(b) for a in boxes for b in boxes)


def test_a_piece_can_say_its_printed_size_and_sizes_get_their_own_grid():
    pages = sheets.plan([tile("card", mm=(63, 88)), tile("t", count=2)])
    by_size = {p.cells[0].trim.size for p in pages}
    assert by_size == {(744, 1039), (472, 472)}  # a 63 x 88 mm card, a 40 mm tile
    assert all(len({c.trim.size for c in p.cells}) == 1 for p in pages)


def test_a_piece_larger_than_a4_gets_a_page_of_its_own_size():
    (page,) = sheets.plan([tile("board", mm=(400, 400))])
    assert page.size[0] >= 4724 + 2 * BLEED and page.size[1] >= 4724 + 2 * BLEED
    assert page.cells[0].trim.size == (4724, 4724)


def test_the_art_runs_on_into_the_bleed_and_cut_marks_line_up_with_the_cuts():
    (page,) = sheets.plan([tile(count=2)])
    surf = sheets.draw_page(page, "front", ArtStore([]), "test", "label")
    assert surf.get_size() == A4
    cell = page.cells[0]
    # bleed: the first column of the face (red) stretched to the left, the rest (green) up and down
    assert px(surf, (cell.bleed.left + 1, cell.trim.centery)) == RED
    assert px(surf, (cell.trim.left, cell.trim.centery)) == RED
    assert px(surf, (cell.trim.centerx, cell.bleed.top + 1)) == GREEN
    assert px(surf, (cell.trim.centerx, cell.bleed.bottom - 1)) == GREEN
    assert px(surf, (cell.bleed.left - 2, cell.trim.centery)) == WHITE  # nothing printed past the bleed
    # cut marks: in the margin, in line with each cut, clear of the bleed
    gap, length = sheets.px(sheets.MARK_GAP_MM), sheets.px(sheets.MARK_MM)
    top = min(c.bleed.top for c in page.cells)
    left = min(c.bleed.left for c in page.cells)
    for x in (cell.trim.left, cell.trim.right - 1):
        assert px(surf, (x, top - gap - length // 2)) == BLACK
        assert px(surf, (x, top - 1)) == WHITE
    for y in (cell.trim.top, cell.trim.bottom - 1):
        assert px(surf, (left - gap - length // 2, y)) == BLACK
    assert px(surf, (cell.trim.centerx, top - gap - length // 2)) == WHITE  # no mark where no cut is


def test_backs_are_mirrored_so_two_sided_printing_puts_each_back_behind_its_front():
    (page,) = sheets.plan([tile("a"), tile("b", back=False)])
    front = sheets.draw_page(page, "front", ArtStore([]), "test", "")
    back = sheets.draw_page(page, "back", ArtStore([]), "test", "")
    a, b = page.cells
    assert px(front, a.trim.center) == GREEN
    mirror_a = sheets.mirrored(a.trim, A4[0])
    assert mirror_a.right == A4[0] - a.trim.left
    assert px(back, mirror_a.center) == BLUE
    assert px(back, sheets.mirrored(b.trim, A4[0]).center) == WHITE  # a one-sided piece has a blank back


def read_pdf(path):
    data = path.read_bytes()
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    start = int(re.search(rb"startxref\n(\d+)", data).group(1))
    assert data[start : start + 4] == b"xref"
    table = data[start:].split(b"\n")
    count = int(table[1].split()[1])
    for i, row in enumerate(table[3 : 2 + count], 1):  # every object where the table says it is
        offset = int(row.split()[0])
        assert data[offset:].startswith(b"%d 0 obj" % i)
    return data


def test_the_command_writes_pngs_a_pdf_and_a_contact_sheet(monkeypatch, tmp_path):
    fake_game(monkeypatch, [tile("t", count=25), tile("token", back=False, size=(64, 64))])
    out = tmp_path / "sheets"
    assert main.main(["sheets", "kaiju", "--out", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == [
        "kaiju-01-backs.png", "kaiju-01-fronts.png", "kaiju-02-backs.png", "kaiju-02-fronts.png",
        "kaiju-03-fronts.png", "kaiju-contact.png", "kaiju-sheets.pdf",
    ]  # 24 tiles, then the 25th, then the token (one-sided: no back page)
    assert pygame.image.load(str(out / "kaiju-01-fronts.png")).get_size() == A4
    data = read_pdf(out / "kaiju-sheets.pdf")
    assert data.count(b"/Type /Page ") == 5 and b"/Count 5" in data
    assert b"/MediaBox [0 0 595.200 841.920]" in data  # A4 in points: the PDF prints at 300 dpi
    contact = pygame.image.load(str(out / "kaiju-contact.png"))
    assert contact.get_width() > 600 and contact.get_height() > 300


def test_the_command_uses_the_art_packs_and_reports_bad_images(monkeypatch, tmp_path, capsys):
    fake_game(monkeypatch, [tile("t"), tile("u")])
    pack = tmp_path / "pack"
    (pack / "kaiju").mkdir(parents=True)
    art = pygame.Surface((472, 472))
    art.fill(BLUE)
    pygame.image.save(art, str(pack / "kaiju" / "t.png"))
    (pack / "kaiju" / "u.png").write_text("no picture here")
    out = tmp_path / "sheets"
    assert main.main(["sheets", "kaiju", "--out", str(out), "--art", str(pack)]) == 0
    page = pygame.image.load(str(out / "kaiju-01-fronts.png"))
    t, u = sheets.plan([tile("t"), tile("u")])[0].cells
    assert px(page, t.trim.center) == BLUE  # the pack's art
    assert px(page, u.trim.center) == GREEN  # the placeholder stands in for the bad file
    out_text = capsys.readouterr().out
    assert any(line.startswith("warning:") and "u.png" in line for line in out_text.splitlines())


@pytest.mark.parametrize(
    "args, says",
    [
        (["--art", "/no/such/pack"], "is not a folder"),
        ([], "does not list its components"),
    ],
)
def test_the_command_says_what_is_wrong_in_one_line(monkeypatch, tmp_path, capsys, args, says):
    monkeypatch.setattr(comps, "provider", lambda gid: None)
    assert main.main(["sheets", "kaiju", "--out", str(tmp_path), *args]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
