"""The Elem Master table's panels: the turn and its action points, one row per player
(specialty, tokens on the board / in reserve, events used), the event cards in play, the
prompt and buttons under the board, and the specialties' draft over the board.

Drawn from the display model, the layout and the drawing context (`Pieces`) only; what the
feed decides (who is waiting for whom, the seat's usable cards) comes in as plain values.
The side changes only with an event: it is drawn once per event and blitted every frame.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n
from game.elemmaster.contract import BEATS, count_lead, own_side
from game.elemmaster.contract import fire_owners as owners_of_fire
from game.elemmaster.defs import load_defs
from game.elemmaster.rules import COUNTED
from game.i18n import t
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.model import ELEMENTS, ElemMasterModel
from scenes.elemmaster.pieces import Pieces
from scenes.ui import ACCENT, INK, MUTED, PANEL, ButtonBar, draw_prompt, panel, prompt_lines
from sprites.elemmaster import art
from sprites.fonts import TYPE, fit_text, font, render, wrap

CardSpot = tuple[pygame.Rect, str | None]  # where an event card lies; its id when it may be picked
CountTable = tuple[dict[str, Any], list[int], int | None]  # the count's decision, the seats' sides, the viewer


LEGEND_MARKS = ("x/y", "⊗", "✶", "◤", "1, 2…", "1·3")  # what the legend explains, as the board draws it
LEGEND_LINES = 6  # the legend's sentences under the players' rows, at most
KEY_SWATCH, KEY_GAP = 14, 7  # the terrains' key under « Qui bat qui »: a cell in small, then its name


def board_terrains(m: ElemMasterModel) -> list[str]:
    """The board's terrains as the key lists them: each once, from the bottom row up, void cells left out."""
    void = set(m.void)
    size = max(1, m.size)
    return [ter for i, ter in enumerate(m.terrain)
            if f"{'abcdefghij'[i % size]}{i // size + 1}" not in void]


def pins_possible(m: ElemMasterModel | None) -> bool:
    """Whether this game can immobilise a piece (✶): a terrain whose growth pins (the Jungle), the
    events, or a piece already pinned. Else the legend leaves ✶ out (nc23: « ✶ : immobilisé » was
    never met in a standard game, while « 1·3 » on the board went unexplained)."""
    if m is None:
        return True
    terrains = load_defs().terrains
    return bool(m.events_on or any(s.pin for s in m.stacks.values())
                or any(terrains[x].growth_pin for x in set(m.terrain) if x in terrains))


def legend_text(m: ElemMasterModel | None) -> str:
    """The legend of the board's markers, ✶ only where it may be drawn."""
    return t("elemmaster.legend", pin=1 if pins_possible(m) else 0)


def count_text(m: ElemMasterModel, seats: Seats, with_end: bool = False, short: bool = False,
               reserve: bool = True, close: bool = True) -> str:
    """Who the count would make the winner now, as the engine decides it (`m.count`: its `decision`),
    with the figure that decides it (nc24: the tie-break, Earth then Water then Air, was only in the
    help, and a newcomer feared the bot's Waters would win it); with `reserve`, a word on the viewer's
    empty reserve of a counted element (`reserve_out_text`); without `close`, not the word that putting out one's
    own Fire ends the game (the warning under it says so). "" when the engine gave none."""
    d = m.count
    if not d:
        return ""
    end = count_end_text(list(seats.ends), seats, m.sides) if with_end else ""
    left = fire_left_text(m, seats.viewer)
    out = reserve_out_text(m, seats.viewer) if reserve else ""
    if d.get("rule") != "count":
        return t("elemmaster.count_now.draw", fire_left=left) + out + end
    winners = [w for w in d.get("winners") or [] if 0 <= w < len(seats.names)]
    you = "yes" if seats.viewer is not None and seats.viewer in winners else "no"
    equal = [i18n.name("elemmaster", e) for e in d.get("equal") or []]
    key = "elemmaster.count_now.short" if short else "elemmaster.count_now.lead"
    # nc58 (« ending the game is a chore »: its own four Fires to put out, which the line never said): a
    # side that would win with only its own Fire left is told that putting it out ends the game
    close_words = t("elemmaster.count_close") if close and count_lead(d, m.sides, seats.viewer) \
        and fire_owners(m, seats.viewer) == "all" else ""
    return t(key, you=you, who=i18n.listed(seats.names[w] for w in winners),
             element=i18n.name("elemmaster", d.get("element", "earth")), won=d.get("won", 0),
             runner=d.get("runner", 0), equal=i18n.listed(equal), tied="yes" if equal else "no",
             fire_left=left) + close_words + out + end


def reserve_out(m: ElemMasterModel, viewer: int | None) -> str | None:
    """The first element the count weighs (Earth, then Water, then Air) whose reserve the viewer has used up, if
    any: it cannot grow that element any more, a turn the race for the count is lost in (nc59: « the endgame's
    reserve race », 6 tokens an element). Only while that element stands on the board: a reserve emptied by the
    board, not by tokens out of the game."""
    if viewer is None or not 0 <= viewer < len(m.reserve) or m.reserve[viewer] is None:
        return None
    reserve = m.reserve[viewer] or {}
    counts = m.counts(viewer, settled=True)
    return next((e for e in COUNTED if reserve.get(e, 0) == 0 and counts.get(e, 0) > 0), None)


def reserve_out_text(m: ElemMasterModel, viewer: int | None) -> str:
    """A space and the warning that the viewer's reserve of a counted element is empty (`reserve_out`), or ""."""
    element = reserve_out(m, viewer)
    return " " + t("elemmaster.reserve_out", element=i18n.name("elemmaster", element)) if element else ""


def count_line(m: ElemMasterModel, seats: Seats, short: bool, width: int, most: int) -> str:
    """The count line under « Qui bat qui », whole in `most` lines of `width`: the long words when they fit,
    else the short ones (nc36 shots 64-80: « …Terre et Eau à égalité, plus d'Air (3 contre » was cut), and
    the word on an empty reserve last of all, where nothing else leaves it room."""
    # the reserve's word goes last (f49: the longer « dont 4 niveaux à vous » left the long words no room for it)
    tries = [(False, True), (True, True), (False, False), (True, False)]
    for is_short, reserve in [x for x in tries if x[0] or not short]:
        # under the warning that the game may end (`short`), not « Éteignez vos Feux pour finir la partie » again:
        # the longer line did not fit and went whole (nc64 shot 057: « Au décompte, vous gagneriez maintenant :
        # Terre 3 contre 2. » gone while the orange warning under it stayed)
        text = count_text(m, seats, with_end=False, short=is_short, reserve=reserve, close=not short)
        if len(wrap(text, width, TYPE.SMALL)) <= most:
            return text
    return text


COUNT_INK = INK  # the count line under « Qui bat qui », on the felt (7.6:1; the muted grey was 3.8:1)
RESERVE_OUT = (240, 120, 105)  # an empty reserve's figure in a player's row
FIRE_CELLS_NAMED = 3  # up to this many Fire cells the count line names them; more, it says how many


def fire_owners(m: ElemMasterModel, viewer: int | None) -> str:
    """Whose Fire is left on the board, seen from the viewer: "all" its side's, "some", or "none"
    (`contract.fire_owners`, which Conseil asks too)."""
    return owners_of_fire([s.owner for s in m.stacks.values() if s.element == "fire"], m.sides, viewer)


def fire_left_text(m: ElemMasterModel, viewer: int | None = None) -> str:
    """What is left of the Fire the count's end waits for, both sides: its levels on the board and where
    (nc34: « je ne savais pas comment conclure une partie que je menais », the line said how it would end,
    never how far off that was), and how much of it is the viewer's own (nc58 had to put out its own four
    Fires to end a game it led, and never read that they counted). Reserves are not said: a Fire gone
    from the board never comes back."""
    fires = sorted(c for c, s in m.stacks.items() if s.element == "fire")
    levels = sum(m.stacks[c].level for c in fires)
    own = sum(m.stacks[c].level for c in fires if own_side(m.sides, viewer, m.stacks[c].owner))
    named = len(fires) <= FIRE_CELLS_NAMED
    return t("elemmaster.fire_left", levels=levels, cells=len(fires), many="no" if named else "yes",
             where=", ".join(fires), own=fire_owners(m, viewer), mine=own)


def count_end_text(ends: list[dict[str, Any]], seats: Seats, sides: list[int]) -> str:
    """A space and who can end the game by the count within its turn (this one or its next) and win or tie
    it, as the engine found (`ElemState.count_ends`), or "" (nc25: the bot grew two Earths and threw its
    last Fire on a Water; nothing had said it could). The viewer's own chance to end it now comes
    first, else an enemy's, else the viewer's next turn's; the viewer's own without the cells (Conseil's)."""
    mine = [e for e in ends if own_side(sides, seats.viewer, e["seat"])]
    theirs = [e for e in ends if e not in mine]
    pick = next(iter([e for e in mine if e["now"]] + theirs + mine), None)
    if pick is None or not 0 <= pick["seat"] < len(seats.names):
        return ""
    if pick in mine:
        # that it can and how it would end, not the cells (nc61 shot 181: « … le dernier Feu (c5), après une
        # attaque en e2 » played the ending unasked): the how is Conseil's, when the person asks for it
        return " " + t("elemmaster.count_end_own", now="yes" if pick["now"] else "no", outcome=pick["outcome"])
    grown = {k: v for k, v in pick.get("grown", {}).items() if v}
    element = i18n.name("elemmaster", next(iter(grown))) if len(grown) == 1 else ""
    total = sum(grown.values()) if element else 0
    return " " + t("elemmaster.count_end", now="yes" if pick["now"] else "no",
                   who=seats.names[pick["seat"]], fires=len(pick["fires"]), cells=", ".join(pick["fires"]),
                   grow=total, element=element, outcome=pick["outcome"], struck=pick.get("struck") or "none")


def legend_height(width: int, m: ElemMasterModel | None = None) -> int:
    """How tall the legend of the board's markers is in `width` (the table keeps a box off it)."""
    size, lines = prompt_lines(legend_text(m), width - 4, TYPE.SMALL, LEGEND_LINES)
    return font(size).get_linesize() * len(lines)


def seat_ink(seat: int) -> tuple[int, int, int]:
    """A seat's name colour: its tokens' rim colour where that reads on the panels, else the ink
    (the black rim: its swatch beside the name says the colour)."""
    return art.owner_text_color(seat, PANEL) or INK


# « Qui bat qui », laid out close (its title's line, a row of the chart): with its note, the count's line and the
# warning that the game may end fit under it (nc58 shot 049)
BEATS_HEAD, BEATS_ROW = 24, 26
# the count's table on the chart's right (f48, nc59): its width, its plates' column, its tokens' row
COUNT_TABLE_W, COUNT_LABEL_W, COUNT_HEAD_H = 112, 22, 15
PROMPT_W = 900  # the prompt's width under the board (as far as the side panels' right edge)
GAP_LINES = 4  # the prompt's lines between the bar's buttons (under the letters, down to the window's foot)
GAP_FOOT = 50  # how far under the bar's top they may go (the window ends 54 px under it)
LETTERS_H = 20  # the column letters under the board (scenes/elemmaster/board.py draws them)


@dataclass(frozen=True)
class Seats:
    """What the side shows besides the position: the seats' names, who looks at the screen,
    and the event cards the seat at the screen may play (and the one it is playing)."""

    names: list[str]
    viewer: int | None
    usable: frozenset[str] = frozenset()
    selected: str | None = None
    ends: tuple[dict[str, Any], ...] = ()  # who can end the game on the count this turn or the next (nc25)
    count: bool = True  # the count line under « Qui bat qui » (off in the tutorial: its end tells it, nc31)


class Panels:
    """The side (status, players, event cards), the bottom (prompt, help, buttons), the draft."""

    def __init__(self, pieces: Pieces) -> None:
        self.pieces = pieces
        self.cards: list[CardSpot] = []  # where the event cards were drawn last
        self.beats_rect: pygame.Rect | None = None  # where « Qui bat qui » was drawn last (the tutorial points at it)
        self.count_rect: pygame.Rect | None = None  # the line on the count, drawn last (words: no arrow on it)
        self.count_table_rect: pygame.Rect | None = None  # the count's table beside the chart, drawn last
        self.key_cells: list[tuple[str, pygame.Rect]] = []  # the terrains' key as drawn last: terrain, swatch and name
        self._side: pygame.Surface | None = None
        self._side_key: Hashable = None

    def forget(self) -> None:
        """The art changed: the side is drawn anew."""
        self._side = None

    def card_at(self, pos: tuple[int, int]) -> CardSpot | None:
        return next((spot for spot in self.cards if spot[0].collidepoint(pos)), None)

    # -- the side ------------------------------------------------------------------------------
    def draw_side_cached(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, seats: Seats,
                         stamp: Hashable) -> None:
        """The side, drawn again only when `stamp` (the events shown, the viewer...) changes."""
        area = lay.side.inflate(8, 12)
        if stamp != self._side_key or self._side is None:
            full = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self.draw_side(full, m, lay, seats)
            side = full.subsurface(area).copy()
            if pygame.display.get_surface() is not None:
                side = side.convert_alpha()
            self._side, self._side_key = side, stamp
        surf.blit(self._side, area)

    @staticmethod
    def over_head(m: ElemMasterModel, seats: Seats) -> str:
        """The status once the game is over, with who won (nc49 shot 182: « Partie terminée » alone stood about
        3 s before the results said it)."""
        winners = [w for w in (m.over or {}).get("winners", []) if 0 <= w < len(seats.names)]
        if not winners:
            return t("elemmaster.over_draw")
        if seats.viewer in winners:
            return t("elemmaster.over_won")
        return t("elemmaster.over_lost", who=" & ".join(seats.names[w] for w in winners), count=len(winners))

    def draw_side(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, seats: Seats) -> None:
        over = m.over is not None
        r = lay.status_rect()
        panel(surf, r, 205)
        if over:
            head, color = self.over_head(m, seats), ACCENT
        elif m.phase == "placement":
            head, color = t("elemmaster.status.placement"), INK
        else:
            key = "elemmaster.status.draft" if m.phase == "draft" else "elemmaster.status.turn"
            # the turn counted as players count it: the round of the table (the engine counts every seat's
            # turns, and a seat count drifts once someone is eliminated); a save older than the count: estimated
            if m.phase == "play":
                turn = m.round or m.turn // max(1, m.num_seats) + 1
            else:
                turn = m.turn + 1
            head, color = t(key, who=seats.names[m.current], turn=turn), seat_ink(m.current)
        surf.blit(render(head, fit_text(head, r.width - 20, 18, bold=True), color, bold=True), (r.x + 10, r.y + 6))
        if m.phase == "play" and not over:
            surf.blit(render(t("elemmaster.ap"), 15, MUTED), (r.x + 10, r.y + 34))
            for i in range(max(3, m.ap)):
                c = (r.x + 60 + i * 22, r.y + 43)
                pygame.draw.circle(surf, ACCENT if i < m.ap else (60, 64, 70), c, 8)
                pygame.draw.circle(surf, (20, 20, 20), c, 8, 1)
            eff = ", ".join(t(f"elemmaster.effect.{e}") for e in m.effects)
            if eff:
                size = fit_text(eff, r.width - 150, TYPE.SMALL, floor=TYPE.SMALL)
                surf.blit(render(eff, size, (170, 220, 255)), (r.x + 140, r.y + 36))
        for seat in range(m.num_seats):
            self._draw_player(surf, m, lay, seats, seat)
        legend_y = lay.player_rect(m.num_seats - 1, m.num_seats).bottom + 4
        # in sentences, every marker the board draws is named (a newcomer read the short key as a code)
        legend = legend_text(m)
        taken = draw_prompt(surf, legend, (r.x + 4, legend_y), r.width - 4, MUTED, TYPE.SMALL,
                            max_lines=LEGEND_LINES)
        self.light_markers(surf, (r.x + 4, legend_y), r.width - 4, legend)
        below = legend_y + max(20, taken + 2)
        self._draw_events(surf, m, lay, seats, below)
        if not m.events_on:
            playing = m.phase == "play" and not over
            end = count_end_text(list(seats.ends), seats, m.sides) if playing and seats.count else ""
            # the chart keeps its note whatever comes under it (nc58 shot 049: « Terre et Eau n'agissent pas sur
            # l'Air… » went as the warning that the game may end came, and the chart jumped): a chart laid out
            # close leaves the count's line and that warning their room; only where it would not fit at all
            # does the note go
            area = pygame.Rect(lay.side.x, below + 6, lay.side.width, lay.side.bottom - below - 6)
            table = (m.count, list(m.sides), seats.viewer) if playing and seats.count and m.count else None
            self.beats_rect = self.draw_beats(surf, area, terrains=board_terrains(m), count=table) \
                or self.draw_beats(surf, area, note=False, terrains=board_terrains(m), count=table)
            self.count_rect = None
            if self.beats_rect is not None and playing and seats.count:
                line = font(TYPE.SMALL).get_linesize()
                room = lay.bar_y - 32 - self.beats_rect.bottom - 4
                width, most = lay.side.width - 4, max(1, room // line)
                # the warning that the game may end comes whole first (nc53 shot 140: « … les derniers Feux (c5,
                # b6) : il » cut, the game's most important words); the count's line takes the room left, or
                # none (the warning says who would win)
                warn = len(wrap(end.strip(), width, TYPE.SMALL)) if end else 0
                text = count_line(m, seats, bool(end), width, max(1, most - warn))
                if warn and len(wrap(text, width, TYPE.SMALL)) + warn > most:
                    text = ""
                top = self.beats_rect.bottom + 4  # under the chart, over the prompt line (its top: the bar's y - 30)
                # in the ink, not the muted grey (nc61 shot 054: « grey on green, hard to read »; 3.8:1 on the felt)
                taken = draw_prompt(surf, text, (lay.side.x + 4, top), width, COUNT_INK, TYPE.SMALL,
                                    max_lines=most) if text else 0
                if end and room - taken >= line:
                    taken += draw_prompt(surf, end.strip(), (lay.side.x + 4, top + taken), width,
                                         ACCENT, TYPE.SMALL, max_lines=max(1, (room - taken) // line))
                if taken:
                    self.count_rect = pygame.Rect(lay.side.x, top, lay.side.width, taken)

    def draw_beats(self, surf: pygame.Surface, area: pygame.Rect, note: bool = True,
                   terrains: Sequence[str] = (), count: CountTable | None = None) -> pygame.Rect | None:
        """« Qui bat qui » in the side's free room, from the contract's BEATS (nc13: the table was only
        under "?", and a newcomer learnt from grey cells that Water cannot touch Air), with a key of the
        board's `terrains` under it (nc32 shot 12: « en Savane » in the words, nothing tied the name to
        the yellow and its stars); the rect it took, or None when the room is too small (four players,
        the event cards). With `count`, the count as a small table on its right (`draw_count_table`): the Fire's
        row, the widest, comes last, so that the table stands beside the two others."""
        f = font(TYPE.SMALL)
        notes = wrap(t("elemmaster.beats.note"), area.width - 20, TYPE.SMALL) if note else []
        rows = sorted(((w, losers) for w, losers in BEATS.items() if losers), key=lambda row: len(row[1]))
        row_h, tok = BEATS_ROW, (30, 17)
        key = self.terrain_key_rows(terrains, area.width - 16)
        need = BEATS_HEAD + row_h * len(rows) + f.get_linesize() * (len(notes) + len(key)) + 6
        if area.height < need:
            return None
        r = pygame.Rect(area.x, area.y, area.width, need)
        panel(surf, r, 195)
        surf.blit(render(t("elemmaster.beats.title"), 16, ACCENT, bold=True), (r.x + 10, r.y + 4))
        verb = render(t("howto.beats"), TYPE.SMALL, ACCENT, bold=True)
        y = r.y + BEATS_HEAD

        def piece(x: int, element: str, comma: bool = False) -> int:
            surf.blit(self.pieces.token(element, tok), (x, y + 4))
            # a comma between two losers (nc61 shot 004: « Feu → bat → Terre  Air », the Air read as a stray word)
            name = render(i18n.name("elemmaster", element) + ("," if comma else ""), TYPE.SMALL, INK)
            surf.blit(name, (x + tok[0] + 4, y + 4))
            return x + tok[0] + 4 + name.get_width() + 10

        for winner, losers in rows:
            x = piece(r.x + 10, winner)
            x0, x1 = max(x, r.x + 96), max(x, r.x + 96) + max(44, verb.get_width() + 8)
            surf.blit(verb, verb.get_rect(midbottom=((x0 + x1) // 2, y + 12)))
            pygame.draw.line(surf, ACCENT, (x0, y + 16), (x1 - 6, y + 16), 2)
            pygame.draw.polygon(surf, ACCENT, [(x1, y + 16), (x1 - 8, y + 11), (x1 - 8, y + 21)])
            x = x1 + 8
            for n, loser in enumerate(losers):
                x = piece(x, loser, comma=n < len(losers) - 1)
            y += row_h
        for line in notes:
            surf.blit(render(line, TYPE.SMALL, MUTED), (r.x + 10, y + 2))
            y += f.get_linesize()
        self.key_cells = []
        for key_row in key:
            x = r.x + 10
            for ter, name in key_row:
                swatch = pygame.Rect(x, y + 4, KEY_SWATCH, KEY_SWATCH)
                surf.blit(self.pieces.terrain(ter, KEY_SWATCH), swatch)
                label = render(name, TYPE.SMALL, INK)
                surf.blit(label, (swatch.right + 4, y + 2))
                self.key_cells.append((ter, swatch.union(label.get_rect(topleft=(swatch.right + 4, y + 2)))))
                x = swatch.right + 4 + label.get_width() + KEY_GAP
            y += f.get_linesize()
        self.count_table_rect = None
        if count is not None:
            spot = pygame.Rect(r.right - COUNT_TABLE_W - 6, r.y + 4, COUNT_TABLE_W, BEATS_HEAD + BEATS_ROW * 2 - 4)
            self.count_table_rect = self.draw_count_table(surf, spot, *count)
        return r

    def draw_count_table(self, surf: pygame.Surface, spot: pygame.Rect, decision: dict[str, Any], sides: list[int],
                         viewer: int | None) -> pygame.Rect | None:
        """The count (Earth, Water, Air on the board, the engine's `decision` table) as a small table in `spot`:
        a title, the three elements' tokens over their columns, a row per side under its seats' plates (the
        viewer's first), and the column that decides framed (nc59 asked for it beside « Qui bat qui »: the
        figures were only in a sentence). None when it has no figures or more sides than fit (four players)."""
        table = decision.get("table") or {}
        mine = str(sides[viewer]) if viewer is not None and 0 <= viewer < len(sides) else None
        keys = sorted(table, key=lambda k: (k != mine, k))
        if not keys or len(keys) > 2:
            return None
        f = font(TYPE.SMALL)
        title = render(t("elemmaster.count_table"), TYPE.SMALL, ACCENT, bold=True)
        surf.blit(title, (spot.x, spot.y + 1))
        head_y = spot.y + f.get_linesize() + 2
        col_w = (spot.width - COUNT_LABEL_W) // 3
        decides = decision.get("element") if decision.get("rule") == "count" else None
        row_h = (spot.bottom - head_y - COUNT_HEAD_H) // 2
        for i, e in enumerate(("earth", "water", "air")):
            x = spot.x + COUNT_LABEL_W + i * col_w
            token = self.pieces.token(e, (22, 12))
            surf.blit(token, token.get_rect(midtop=(x + col_w // 2, head_y + 1)))
            if e == decides:
                frame = pygame.Rect(x + 1, head_y - 1, col_w - 2, COUNT_HEAD_H + row_h * len(keys) + 2)
                pygame.draw.rect(surf, ACCENT, frame, 2, border_radius=6)
        for j, k in enumerate(keys):
            y = head_y + COUNT_HEAD_H + j * row_h
            seats = [s for s, v in enumerate(sides) if str(v) == k]
            for n, seat in enumerate(seats[:2]):
                art.owner_swatch(surf, (spot.x + 11 + n * 8, y + row_h // 2), seat, radius=7)
            for i, e in enumerate(("earth", "water", "air")):
                x = spot.x + COUNT_LABEL_W + i * col_w
                strong = e == decides and int(k) in [sides[w] for w in decision.get("winners") or []
                                                     if 0 <= w < len(sides)]
                num = render(str(table[k][i]), TYPE.SMALL, ACCENT if strong else INK, bold=strong)
                surf.blit(num, num.get_rect(center=(x + col_w // 2, y + row_h // 2)))
        return spot

    def terrain_key_rows(self, terrains: Sequence[str], width: int) -> list[list[tuple[str, str]]]:
        """The terrains' key in rows of `width`: each terrain (swatch and name) once, in the board's order."""
        f = font(TYPE.SMALL)
        rows: list[list[tuple[str, str]]] = []
        x = width + 1
        for ter in dict.fromkeys(terrains):
            if ter == "void" or ter not in self.pieces.defs.terrains:
                continue
            name = self.pieces.defs.terrains[ter].name[i18n.lang]
            w = KEY_SWATCH + 4 + f.size(name)[0]
            if x + w > width:
                rows.append([])
                x = 0
            rows[-1].append((ter, name))
            x += w + KEY_GAP
        return rows

    def _seat_head(self, m: ElemMasterModel, lay: Layout, seats: Seats, seat: int) -> tuple[str, int, pygame.Surface]:
        """A seat's row head: its name, the width the name may take, its specialty drawn."""
        name = seats.names[seat]
        if m.mode == "teams":
            name += f"  [{t('elemmaster.team', n=m.sides[seat] + 1)}]"
        spec = m.specialty[seat]
        # « sans spécialité » only where some seat has one: in a game without any it said nothing and
        # squeezed the names
        dealt = any(m.specialty) or m.phase == "draft"
        spec_txt = self.pieces.card_name(spec, "specialties") if spec else t("elemmaster.no_specialty") if dealt else ""
        if m.aside[seat]:
            spec_txt = (spec_txt + " " + t("elemmaster.aside", n=m.aside[seat])).strip()
        img = render(spec_txt, fit_text(spec_txt, 135, TYPE.SMALL, floor=TYPE.SMALL), (200, 190, 250)) if spec_txt \
            else pygame.Surface((0, 0))
        pr = lay.player_rect(seat, m.num_seats)
        return name, pr.width - 32 - 10 - img.get_width() - 12, img

    def name_size(self, m: ElemMasterModel, lay: Layout, seats: Seats) -> int:
        """One size for every seat's name in the panel, the largest at which all fit beside their
        specialty (nc18: « Bot 2 (à votre mesure) » shrank alone, under « Joueur 1 »)."""
        sizes = []
        for seat in range(min(m.num_seats, len(seats.names))):
            name, room, _ = self._seat_head(m, lay, seats, seat)
            sizes.append(fit_text(name, room, 16, True))
        return min(sizes, default=16)

    def _draw_player(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, seats: Seats, seat: int) -> None:
        n = m.num_seats
        pr = lay.player_rect(seat, n)
        panel(surf, pr, 195)
        if m.current == seat and m.phase in ("play", "draft") and m.over is None:
            pygame.draw.rect(surf, seat_ink(seat), pr, 3, border_radius=12)
        art.owner_swatch(surf, (pr.x + 16, pr.y + 16), seat)
        name, _, img = self._seat_head(m, lay, seats, seat)
        surf.blit(render(name, self.name_size(m, lay, seats), seat_ink(seat), bold=True), (pr.x + 32, pr.y + 7))
        surf.blit(img, img.get_rect(topright=(pr.right - 10, pr.y + 9)))
        y = pr.y + 30 if n == 4 else pr.y + 36
        if m.eliminated[seat]:
            surf.blit(render(t("elemmaster.eliminated"), 16, (230, 110, 100), bold=True), (pr.x + 32, y + 4))
            return
        reserve = m.reserve[seat]
        if m.phase == "placement" and (seat != seats.viewer or reserve is None):
            placed = m.placed[seat] if m.placed else 0
            txt = t("elemmaster.placed", n=placed, total=m.army_size) + ("  ✓" if m.ready[seat] else "")
            surf.blit(render(txt, 15, INK), (pr.x + 32, y + 6))
            return
        counts = m.counts(seat, settled=True)
        for i, e in enumerate(ELEMENTS):
            cx = pr.x + 20 + i * 62
            pygame.draw.circle(surf, art.color(e), (cx, y + 14), 9)
            pygame.draw.circle(surf, art.owner_color(seat), (cx, y + 14), 9, 2)
            # an empty reserve in red: that element cannot grow any more (nc59, the endgame's reserve race)
            left = (reserve or {}).get(e, 0)
            board = render(f"{counts[e]}/", 14, INK)
            surf.blit(board, (cx + 13, y + 6))
            surf.blit(render(str(left), 14, RESERVE_OUT if reserve is not None and not left else INK,
                             bold=reserve is not None and not left), (cx + 13 + board.get_width(), y + 6))
        if m.events_on:
            used = t("elemmaster.events_used", n=len(m.ev_used[seat]), max=m.events_per_player)
            img = render(used, TYPE.SMALL, MUTED)
            surf.blit(img, img.get_rect(topright=(pr.right - 8, y + 8 if n == 4 else y + 28)))

    def _draw_events(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, seats: Seats, y: int) -> None:
        self.cards = []
        if not m.events_on:
            return
        x0, side_w = lay.side.x, lay.side.width
        surf.blit(render(t("elemmaster.events"), 16, ACCENT, bold=True), (x0 + 4, y))
        cards = m.event_cards()
        cols = 3
        rows = max(1, math.ceil(len(cards) / cols))
        w = (side_w - (cols - 1) * 6) // cols
        h = min(78, (650 - (y + 22) - (rows - 1) * 5) // rows)
        for i, (cid, status, seat) in enumerate(cards):
            r = pygame.Rect(x0 + (i % cols) * (w + 6), y + 22 + (i // cols) * (h + 5), w, h)
            if r.bottom > 656:
                break
            self.cards.append((r, cid if status in ("free", "held") else None))
            pygame.draw.rect(surf, (26, 24, 40) if status != "used" else (30, 30, 32), r, border_radius=8)
            if cid is None:
                surf.blit(self.pieces.card(None, h - 8, h - 8), (r.x + 4, r.y + 4))
                surf.blit(render(t("elemmaster.card_hidden"), TYPE.SMALL, MUTED), (r.x + h + 2, r.y + 8))
                continue
            pygame.draw.rect(surf, art.color("event_card") if status != "used" else (58, 56, 64), r.inflate(-4, -4),
                             border_radius=7)
            nm = self.pieces.card_name(cid)
            surf.blit(render(nm, fit_text(nm, w - 12, 15, True), INK, bold=True), (r.x + 7, r.y + 6))
            if status == "free":
                stxt, scol = t("elemmaster.card_free"), (150, 230, 160)
            else:
                who = seats.names[seat or 0]
                stxt = t("elemmaster.card_held" if status == "held" else "elemmaster.card_used", who=who)
                scol = seat_ink(seat or 0) if status == "held" else MUTED
            for j, line in enumerate(wrap(stxt, w - 12, TYPE.SMALL)[:2]):
                surf.blit(render(line, TYPE.SMALL, scol), (r.x + 7, r.y + 26 + j * 17))
            if cid in seats.usable and status != "used":
                pygame.draw.rect(surf, art.color("event"), r, 2, border_radius=8)
            if seats.selected == cid:
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 3, border_radius=9)

    @staticmethod
    def light_markers(surf: pygame.Surface, at: tuple[int, int], width: int, legend: str | None = None) \
            -> list[pygame.Rect]:
        """The markers the legend names (3/3, ⊗, ✶, ◤, 1, 2…) written again in the ink over its grey:
        the eye finds each one's sentence (nc19: by the souffle, a newcomer had lost track of them in a
        block of small grey text). The rects they took."""
        size, lines = prompt_lines(legend or legend_text(None), width, TYPE.SMALL, LEGEND_LINES)
        f, line_h = font(size), font(size).get_linesize()
        out: list[pygame.Rect] = []
        for i, line in enumerate(lines):
            for mark in LEGEND_MARKS:
                j = line.find(mark)
                if j < 0:
                    continue
                img = render(mark, size, INK)
                out.append(surf.blit(img, (at[0] + f.size(line[:j])[0], at[1] + i * line_h)))
        return out

    # -- under the board and over it -------------------------------------------------------------
    def draw_bottom(self, surf: pygame.Surface, lay: Layout, text: str, help_text: str, bar: ButtonBar) -> None:
        """The prompt line, the help box above it (a hovered card, the card being played), the buttons."""
        b = lay.board
        if help_text:
            lines = wrap(help_text, 880, 15)[:3]
            hr = pygame.Rect(b.x, 656 - 8 - 20 * len(lines), 900, 20 * len(lines) + 6)
            panel(surf, hr, 235)
            for i, line in enumerate(lines):
                surf.blit(render(line, 15, INK), (hr.x + 8, hr.y + 3 + i * 20))
        if text:
            self.draw_prompt_line(surf, lay, text, [btn.rect for btn in bar.buttons])
        bar.draw(surf)

    @staticmethod
    def draw_prompt_line(surf: pygame.Surface, lay: Layout, text: str,
                         buttons: bool | Sequence[pygame.Rect]) -> pygame.Rect:
        """The prompt under the board, kept off the column letters (a bot's long action ran onto two
        lines over a-f, nc13 shot-110): a line that fits sits on the button bar; a longer one, the bar
        empty (a bot's turn), hangs from under the letters over the bar; with buttons on the bar (their
        rects), its two lines go in the widest gap between them (nc16 shots 94/95: they sat on the
        letters). The rect it took."""
        x, bottom = lay.board.x, lay.bar_y - 2
        one = len(wrap(text, PROMPT_W, TYPE.SMALL)) <= 1
        if not one and buttons and not isinstance(buttons, bool):
            gap = Panels._bar_gap(lay, buttons)
            if Panels._fits_gap(text, gap):
                line_h = font(TYPE.SMALL).get_linesize()
                lines = wrap(text, gap.width, TYPE.SMALL)
                # two lines centred on the bar; three take the band from under the letters down
                tall = line_h * len(lines)
                top = max(gap.y, min(lay.bar_y + 22 - tall // 2, gap.bottom - tall))
                if len(lines) >= 3:  # (nc61 shots 149, 158: centred, the third line touched the window's foot)
                    top = gap.y + 2
                h = draw_prompt(surf, text, (gap.x, top), gap.width, size=TYPE.SMALL, max_lines=GAP_LINES)
                return pygame.Rect(gap.x, top, gap.width, h)
        if one or buttons:  # no room between the buttons: one line, on the bar, never over the letters
            h = draw_prompt(surf, text, (x, bottom), PROMPT_W, max_lines=1, up=True)
            return pygame.Rect(x, bottom - h, PROMPT_W, h)
        top = lay.grid.bottom + LETTERS_H
        h = draw_prompt(surf, text, (x, top), PROMPT_W, max_lines=3)
        return pygame.Rect(x, top, PROMPT_W, h)

    @staticmethod
    def prompt_fits(lay: Layout, text: str, buttons: bool | Sequence[pygame.Rect], most: int = GAP_LINES) -> bool:
        """Whether `draw_prompt_line` shows all of `text` (nc18 shot 70: the empty-reserve warning,
        with the prompt after it, was cut mid-sentence on the bar), on `most` lines at most between
        the buttons."""
        if len(wrap(text, PROMPT_W, TYPE.SMALL)) <= 1:
            return True
        if buttons and not isinstance(buttons, bool):
            return Panels._fits_gap(text, Panels._bar_gap(lay, buttons), most)
        return not buttons and len(wrap(text, PROMPT_W, TYPE.SMALL)) <= 3

    @staticmethod
    def _fits_gap(text: str, gap: pygame.Rect, most: int = GAP_LINES) -> bool:
        """Whether `text` goes on `most` lines at most in `gap`, the bar's free stretch between
        buttons (nc19 shots 78, 123: the lit colours' legend ran past two lines and was cut)."""
        lines = wrap(text, gap.width, TYPE.SMALL)
        return len(lines) <= most and font(TYPE.SMALL).get_linesize() * len(lines) <= gap.height

    @staticmethod
    def _bar_gap(lay: Layout, buttons: Sequence[pygame.Rect]) -> pygame.Rect:
        """The widest free stretch of the button bar's row under the board, between its buttons, from
        under the column letters down to the bar's bottom."""
        x0, x1 = lay.board.x, lay.board.x + PROMPT_W
        top = lay.grid.bottom + LETTERS_H
        edges = sorted((r.left, r.right) for r in buttons if r.right > x0 and r.left < x1)
        best, at = pygame.Rect(x0, top, 0, lay.bar_y + GAP_FOOT - top), x0
        for left, right in edges + [(x1, x1)]:
            if left - 12 - at > best.width:
                best = pygame.Rect(at, top, left - 12 - at, lay.bar_y + GAP_FOOT - top)
            at = max(at, right + 12)
        return best

    def draw_draft(self, surf: pygame.Surface, lay: Layout, waiting: str, bar: ButtonBar) -> None:
        """The specialties' draft over the board: `waiting` (for a bot), and the text of the
        specialty whose button has the focus or the pointer."""
        r = lay.grid.inflate(8, 8)
        panel(surf, r, 235)
        surf.blit(render(t("elemmaster.prompt.draft"), 18, ACCENT, bold=True), (r.x + 16, r.y + 12))
        if waiting:
            surf.blit(render(waiting, 16, INK), (r.x + 16, r.y + 44))
        buttons, focus = bar.buttons, bar.focus
        tag = buttons[focus].tag if 0 <= focus < len(buttons) else ""
        tag = tag or next((b.tag for i, b in enumerate(buttons) if i == bar.hover), "")
        card = self.pieces.defs.specialties.get(tag)
        if card is not None:
            y = r.bottom - 150
            surf.blit(render(card.name[i18n.lang], 18, ACCENT, bold=True), (r.x + 16, y))
            for i, line in enumerate(wrap(card.text[i18n.lang], r.width - 32, 15)[:6]):
                surf.blit(render(line, 15, INK), (r.x + 16, y + 26 + i * 19))
