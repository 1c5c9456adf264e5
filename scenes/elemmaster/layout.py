"""Where the Elem Master table lies on the 1280x720 canvas, and the board's cells as rectangles.

A cell is named as the rules name it (`a1` bottom left to `j10`), the board's first row at the
bottom of the screen. The kit's log and tools sit to the right (scenes/table.py); this is
everything the game's own parts (the board, the panels, the input) place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

LETTERS = "abcdefghij"


@dataclass(frozen=True)
class Layout:
    """The board of `size` cells per side, the side panels and the button bar under the board."""

    size: int  # cells per side
    board: pygame.Rect = field(default_factory=lambda: pygame.Rect(40, 62, 560, 560))
    side: pygame.Rect = field(default_factory=lambda: pygame.Rect(614, 56, 336, 600))
    bar_y: int = 666

    @property
    def cs(self) -> int:
        """A cell's side in pixels."""
        return self.board.width // self.size

    @property
    def grid(self) -> pygame.Rect:
        """The cells themselves (the board less what a whole number of cells leaves over)."""
        return pygame.Rect(self.board.x, self.board.y, self.cs * self.size, self.cs * self.size)

    # -- cells ---------------------------------------------------------------------------
    @staticmethod
    def name(col: int, row: int) -> str:
        return f"{LETTERS[col]}{row + 1}"

    @staticmethod
    def colrow(cell: str) -> tuple[int, int]:
        return LETTERS.index(cell[0]), int(cell[1:]) - 1

    def cell_rect(self, cell: str) -> pygame.Rect:
        col, row = self.colrow(cell)
        cs, b = self.cs, self.board
        return pygame.Rect(b.x + col * cs, b.y + (self.size - 1 - row) * cs, cs, cs)

    def cell_at(self, pos: tuple[int, int]) -> str | None:
        g = self.grid
        if not g.collidepoint(pos):
            return None
        return self.name((pos[0] - g.x) // self.cs, self.size - 1 - (pos[1] - g.y) // self.cs)

    # -- the side panels ---------------------------------------------------------------------
    def status_rect(self) -> pygame.Rect:
        """The turn and its action points, at the top of the side."""
        return pygame.Rect(self.side.x, self.side.y, self.side.width, 58)

    def player_rect(self, seat: int, num_seats: int) -> pygame.Rect:
        """One player's row (lower rows at four players, so the event cards still fit)."""
        row_h = 64 if num_seats == 4 else 80
        return pygame.Rect(self.side.x, 120 + seat * (row_h + 4), self.side.width, row_h)
