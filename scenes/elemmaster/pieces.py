"""The drawing context of the Elem Master table: its pieces' images and the cards' names.

Every image comes from the art store first (a PNG pack may replace any piece under its art id)
and falls back on the placeholder functions of sprites/elemmaster/art.py, so the table, the
gallery and the print sheets draw the same pieces. The board, the panels and the animations
all draw through one `Pieces`, which keeps the caches that make a frame cheap.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.elemmaster.defs import Defs, load_defs
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.model import ElemMasterModel
from scenes.ui import FELT
from sprites.art import ArtStore
from sprites.elemmaster import art

StackKey = tuple[int, str, int, bool, bool, str, int]


class Pieces:
    """Images (terrain, tokens, stacks, cards) at the sizes the table asks, and card names."""

    def __init__(self, store: ArtStore) -> None:
        self.store = store
        self.defs: Defs = load_defs()
        self._stacks: dict[StackKey, pygame.Surface] = {}
        self._terrain: pygame.Surface | None = None
        self._terrain_key: object = None

    def reload_defs(self) -> None:
        """Re-read the definitions (raises when a file being edited is broken: the old ones stay)."""
        self.defs = load_defs()

    def forget(self) -> None:
        """The art or the definitions changed: draw everything anew."""
        self._stacks.clear()
        self._terrain = None

    # -- names -------------------------------------------------------------------------------
    def card_name(self, cid: str, kind: str = "events") -> str:
        """An event's (or a specialty's) name in the chosen language; an unknown id as it is."""
        cards = self.defs.events if kind == "events" else self.defs.specialties
        return cards[cid].name[i18n.lang] if cid in cards else cid

    # -- images ------------------------------------------------------------------------------
    def terrain(self, terrain: str, cs: int) -> pygame.Surface:
        return self.store.image("elemmaster", terrain, (cs, cs), lambda sz: art.terrain(self.defs, terrain, sz))

    def token(self, element: str, size: tuple[int, int]) -> pygame.Surface:
        return self.store.image("elemmaster", element, size, lambda sz: art.token(element, sz))

    def stack(self, owner: int, element: str, level: int, cs: int, played: bool = False, pin: bool = False,
              morph: str = "") -> pygame.Surface:
        """A stack in a cell of `cs` pixels (drawn once per look: hundreds are blitted a frame)."""
        key = (owner, element, level, played, pin, morph, cs)
        img = self._stacks.get(key)
        if img is None:
            if len(self._stacks) > 600:
                self._stacks.clear()
            img = art.stack(owner, element, level, cs, played, pin, morph, disc=self.token)
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._stacks[key] = img
        return img

    def card(self, card_id: str | None, w: int, h: int) -> pygame.Surface:
        """An event card's face, or its back when `card_id` is None."""
        art_id = card_id or "event_back"
        return self.store.image("elemmaster", art_id, (w, h), lambda sz: art.card(self.defs, card_id, sz))

    def terrain_layer(self, m: ElemMasterModel, lay: Layout) -> pygame.Surface:
        """The whole board's terrain in one opaque picture, drawn again only when a cell changes."""
        key = (tuple(m.terrain), tuple(m.void), lay.cs)
        if self._terrain is None or key != self._terrain_key:
            size, cs, void = m.size, lay.cs, set(m.void)
            layer = pygame.Surface((cs * size + 4, cs * size + 4))
            layer.fill(FELT)
            b = lay.board
            for idx, ter in enumerate(m.terrain):
                name = lay.name(idx % size, idx // size)
                r = lay.cell_rect(name).move(-b.x + 2, -b.y + 2)
                layer.blit(self.terrain("void" if name in void else ter, cs), r)
            pygame.draw.rect(layer, (12, 30, 22), layer.get_rect(), 2)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()  # opaque: the fastest blit of the frame
            self._terrain, self._terrain_key = layer, key
        return self._terrain
