"""The Elem Master table's panels: the turn and its action points, one row per player
(specialty, tokens on the board / in reserve, events used), the event cards in play, the
prompt and buttons under the board, and the specialties' draft over the board.

Drawn from the table's display model only (`tb.m`), once per event (the table caches them).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import i18n
from game.i18n import t
from scenes.elemmaster.model import ELEMENTS
from scenes.table import SEAT_COLORS
from scenes.ui import ACCENT, INK, MUTED, panel
from sprites.elemmaster import art as art
from sprites.fonts import fit_text, render, wrap


def status_rect(tb: Any) -> pygame.Rect:
    return pygame.Rect(tb.lay.side.x, tb.lay.side.y, tb.lay.side.width, 58)

def player_rect(tb: Any, seat: int) -> pygame.Rect:
    row_h = 64 if tb.m.num_seats == 4 else 80
    return pygame.Rect(tb.lay.side.x, 120 + seat * (row_h + 4), tb.lay.side.width, row_h)

def draw_side(tb: Any, surf: pygame.Surface) -> None:
    m = tb.m
    over = m.over is not None
    r = status_rect(tb)
    panel(surf, r, 205)
    if over:
        head, color = t("elemmaster.over"), ACCENT
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
        head, color = t(key, who=tb.names[m.current], turn=turn), SEAT_COLORS[m.current % 4]
    surf.blit(render(head, fit_text(head, r.width - 20, 18, bold=True), color, bold=True), (r.x + 10, r.y + 6))
    if m.phase == "play" and not over:
        surf.blit(render(t("elemmaster.ap"), 15, MUTED), (r.x + 10, r.y + 34))
        for i in range(max(3, m.ap)):
            c = (r.x + 60 + i * 22, r.y + 43)
            pygame.draw.circle(surf, ACCENT if i < m.ap else (60, 64, 70), c, 8)
            pygame.draw.circle(surf, (20, 20, 20), c, 8, 1)
        eff = ", ".join(t(f"elemmaster.effect.{e}") for e in m.effects)
        if eff:
            surf.blit(render(eff, fit_text(eff, r.width - 150, 13), (170, 220, 255)), (r.x + 140, r.y + 36))
    for seat in range(m.num_seats):
        draw_player(tb, surf, seat)
    legend_y = player_rect(tb, m.num_seats - 1).bottom + 4
    legend = t("elemmaster.legend")
    surf.blit(render(legend, fit_text(legend, r.width, 12), MUTED), (r.x + 4, legend_y))
    draw_events(tb, surf, legend_y + 20)

def draw_player(tb: Any, surf: pygame.Surface, seat: int) -> None:
    m = tb.m
    n = m.num_seats
    pr = player_rect(tb, seat)
    panel(surf, pr, 195)
    if m.current == seat and m.phase in ("play", "draft") and m.over is None:
        pygame.draw.rect(surf, SEAT_COLORS[seat % 4], pr, 3, border_radius=12)
    pygame.draw.circle(surf, art.owner_color(seat), (pr.x + 16, pr.y + 16), 9)
    pygame.draw.circle(surf, (120, 120, 120), (pr.x + 16, pr.y + 16), 9, 1)
    name = tb.names[seat]
    if m.mode == "teams":
        name += f"  [{t('elemmaster.team', n=m.sides[seat] + 1)}]"
    surf.blit(render(name, fit_text(name, 165, 16, True), SEAT_COLORS[seat % 4], bold=True), (pr.x + 32, pr.y + 7))
    spec = m.specialty[seat]
    spec_txt = tb.card_name(spec, "specialties") if spec else t("elemmaster.no_specialty")
    if m.aside[seat]:
        spec_txt += " " + t("elemmaster.aside", n=m.aside[seat])
    img = render(spec_txt, fit_text(spec_txt, 135, 14), (200, 190, 250))
    surf.blit(img, img.get_rect(topright=(pr.right - 10, pr.y + 9)))
    y = pr.y + 30 if n == 4 else pr.y + 36
    if m.eliminated[seat]:
        surf.blit(render(t("elemmaster.eliminated"), 16, (230, 110, 100), bold=True), (pr.x + 32, y + 4))
        return
    reserve = m.reserve[seat]
    if m.phase == "placement" and (seat != tb.viewer or reserve is None):
        placed = m.placed[seat] if m.placed else 0
        txt = t("elemmaster.placed", n=placed, total=m.army_size) + ("  ✓" if m.ready[seat] else "")
        surf.blit(render(txt, 15, INK), (pr.x + 32, y + 6))
        return
    counts = m.counts(seat)
    for i, e in enumerate(ELEMENTS):
        cx = pr.x + 20 + i * 62
        pygame.draw.circle(surf, art.color(e), (cx, y + 14), 9)
        pygame.draw.circle(surf, art.owner_color(seat), (cx, y + 14), 9, 2)
        surf.blit(render(f"{counts[e]}/{(reserve or {}).get(e, 0)}", 14, INK), (cx + 13, y + 6))
    if m.events_on:
        img = render(t("elemmaster.events_used", n=len(m.ev_used[seat]), max=m.events_per_player), 13, MUTED)
        surf.blit(img, img.get_rect(topright=(pr.right - 8, y + 8 if n == 4 else y + 28)))

def draw_events(tb: Any, surf: pygame.Surface, y: int) -> None:
    tb._card_rects = []
    if not tb.m.events_on:
        return
    x0, side_w = tb.lay.side.x, tb.lay.side.width
    surf.blit(render(t("elemmaster.events"), 16, ACCENT, bold=True), (x0 + 4, y))
    cards = tb.m.event_cards()
    usable = {str(a.args[0]) for _, a in tb.paths() if a.kind == "event"}
    cols = 3
    rows = max(1, math.ceil(len(cards) / cols))
    w = (side_w - (cols - 1) * 6) // cols
    h = min(78, (650 - (y + 22) - (rows - 1) * 5) // rows)
    for i, (cid, status, seat) in enumerate(cards):
        r = pygame.Rect(x0 + (i % cols) * (w + 6), y + 22 + (i // cols) * (h + 5), w, h)
        if r.bottom > 656:
            break
        tb._card_rects.append((r, cid if status in ("free", "held") else None))
        pygame.draw.rect(surf, (26, 24, 40) if status != "used" else (30, 30, 32), r, border_radius=8)
        if cid is None:
            surf.blit(tb.card_img(None, h - 8, h - 8), (r.x + 4, r.y + 4))
            surf.blit(render(t("elemmaster.card_hidden"), 13, MUTED), (r.x + h + 2, r.y + 8))
            continue
        pygame.draw.rect(surf, art.color("event_card") if status != "used" else (58, 56, 64), r.inflate(-4, -4),
                         border_radius=7)
        nm = tb.card_name(cid)
        surf.blit(render(nm, fit_text(nm, w - 12, 15, True), INK, bold=True), (r.x + 7, r.y + 6))
        if status == "free":
            stxt, scol = t("elemmaster.card_free"), (150, 230, 160)
        else:
            who = tb.names[seat or 0]
            stxt = t("elemmaster.card_held" if status == "held" else "elemmaster.card_used", who=who)
            scol = SEAT_COLORS[(seat or 0) % 4] if status == "held" else MUTED
        for j, line in enumerate(wrap(stxt, w - 12, 12)[:2]):
            surf.blit(render(line, 12, scol), (r.x + 7, r.y + 26 + j * 14))
        if cid in usable and status != "used":
            pygame.draw.rect(surf, art.color("event"), r, 2, border_radius=8)
        if tb.sel_event == cid:
            pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 3, border_radius=9)


def draw_bottom(tb: Any, surf: pygame.Surface) -> None:
    text, b = tb.prompt, tb.lay.board
    if tb.acting_seat() is None and not tb.feed.is_over:
        actors = tb.feed.actors()
        if actors and tb.feed.seats[actors[0]].startswith("bot:"):
            text = t("elemmaster.waiting", who=tb.names[actors[0]])
        elif tb.m.phase == "placement":
            text = t("elemmaster.status.placement")
    if tb.hover_text:
        lines = wrap(tb.hover_text, 880, 15)[:3]
        hr = pygame.Rect(b.x, 656 - 8 - 20 * len(lines), 900, 20 * len(lines) + 6)
        panel(surf, hr, 235)
        for i, line in enumerate(lines):
            surf.blit(render(line, 15, INK), (hr.x + 8, hr.y + 3 + i * 20))
    if text:
        surf.blit(render(text, fit_text(text, 900, 16), INK), (b.x, tb.lay.bar_y - 22))
    tb.bar.draw(surf)

def draw_draft(tb: Any, surf: pygame.Surface) -> None:
    r = tb.board_rect().inflate(8, 8)
    panel(surf, r, 235)
    surf.blit(render(t("elemmaster.prompt.draft"), 18, ACCENT, bold=True), (r.x + 16, r.y + 12))
    if tb.feed.seats[tb.m.current].startswith("bot:"):
        surf.blit(render(t("elemmaster.waiting", who=tb.names[tb.m.current]), 16, INK), (r.x + 16, r.y + 44))
    buttons = tb.bar.buttons
    focus = tb.bar.focus
    tag = buttons[focus].tag if 0 <= focus < len(buttons) else ""
    tag = tag or next((b.tag for i, b in enumerate(buttons) if i == tb.bar.hover), "")
    card = tb.defs.specialties.get(tag)
    if card is not None:
        y = r.bottom - 150
        surf.blit(render(card.name[i18n.lang], 18, ACCENT, bold=True), (r.x + 16, y))
        for i, line in enumerate(wrap(card.text[i18n.lang], r.width - 32, 15)[:6]):
            surf.blit(render(line, 15, INK), (r.x + 16, y + 26 + i * 19))
