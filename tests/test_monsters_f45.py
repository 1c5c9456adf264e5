"""Round 51's fixes on Monsters (fix round f45), from nc51's report: a race leaves no time to read."""

from __future__ import annotations

from itertools import combinations

import pygame
from lang import plain
from test_monsters_f43 import ALL_PURPLE
from test_monsters_newcomer5 import _table
from test_scenes_monsters import move

from game import i18n
from game.core import act
from game.hints import Hint, hint
from scenes.monsters.drawing import L
from sprites.fonts import font, wrap

TRICK_REASONS = ("missing", "deck_out_set", "deck_out_win", "deck_out_share", "deck_out_last", "after_swap", "renew")
SWAP_REASONS = ("swap_towards", "swap_useful", "deck_out_swap", "deck_out_none", "let_go")


def _box_lines(table, shown: Hint) -> list[str]:
    """The lines Conseil's box shows for `shown`, as the kit fits them; its header fits its one line."""
    table.hint_shown = shown
    box, size = table._hint_box()
    assert size == 16, "the box's words never shrink to fit"
    head = table.hint_head(shown.seat)
    assert font(17, True).size(head)[0] <= box.width - 24, head
    return wrap(table.hint_line(shown), box.width - 24, size)


def test_every_conseil_reads_in_two_lines_the_move_and_its_reason(app, tmp_path, monkeypatch) -> None:
    """nc51 shot 062: « Échangez votre carte de la touche 2 contre la carte du centre. … Attention : cette carte
    montre 3 monstres verts ou rouges … Les autres échanges … » was a 9-line paragraph, read while the bot kept
    playing. Every kind of advice (each reason the hard bot gives, a swap or a trick, the clue, the tutorial's
    nudge, a demo's bot) is at most two lines in the box, in French and in English, whatever its colours."""
    app.settings.speed = "instant"
    table = _table(app, tmp_path, ALL_PURPLE)
    colours = list(table.colour_ids)
    subsets = [list(c) for n in range(1, 6) for c in combinations(colours, n)]
    hand = table.hand()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for seat, demo in ((0, False), (1, True)):
            monkeypatch.setattr(table, "demo", demo)
            for reason in SWAP_REASONS:
                for card in hand:
                    for named in subsets:
                        params = {"card": card, "colours": named[:-1], "last": named[-1],
                                  "colours_count": len(named), "missing": named, "count": len(named)}
                        if reason == "deck_out_swap":
                            params = {"card": card, "colours": named, "deck": 2}
                        lines = _box_lines(table, Hint(seat, act("swap", card), reason, params, at=table._decisions()))
                        assert 1 <= len(lines) <= 2, (lang, reason, named, lines)
            for reason in TRICK_REASONS:
                for colour in colours:
                    trick = act("trick", colour, hand[0], 0, 0, hand[1], 0, 0, hand[2], 0, 0)
                    lines = _box_lines(table, Hint(seat, trick, reason, {"colour": colour}, at=table._decisions()))
                    assert 1 <= len(lines) <= 2, (lang, reason, colour, lines)
        monkeypatch.setattr(table, "demo", False)
        # the clue (a game's first press on a trick): its colour and the cards its line lies on, and its reason
        steps = [["step_card", {"card": c, "layer": layer, "turns": 1, "flip": 1}]
                 for c, layer in zip(hand, ("bottom", "middle", "top"), strict=True)]
        for colour in colours:
            trick = act("trick", colour, hand[2], 1, 1, hand[1], 1, 1, hand[0], 1, 1)
            for n in (1, 2, 3):
                for cards in combinations(hand, n):
                    monkeypatch.setattr(table, "clue_cards", lambda _a, cards=cards: list(cards))
                    for reason in TRICK_REASONS:
                        clue = Hint(0, trick, reason, {"colour": colour, "steps": steps}, at=table._decisions())
                        assert table.nudging(clue)
                        lines = _box_lines(table, clue)
                        assert len(lines) == 2, (lang, colour, cards, lines)
            # the tutorial's nudge: the card to start with
            monkeypatch.setattr(table, "guide", object())
            for first in hand:
                nudge_steps = [["step_card", {"card": first, "layer": "bottom", "turns": 2, "flip": 0}]]
                nudge = Hint(0, trick, "missing", {"colour": colour, "steps": nudge_steps}, at=table._decisions())
                lines = _box_lines(table, nudge)
                assert len(lines) == 2, (lang, colour, lines)
            monkeypatch.setattr(table, "guide", None)
        # asked again as another seat changed the centre: the header says so, the words stay two lines
        swap = Hint(0, act("swap", hand[1]), "swap_towards", {"card": hand[1], "colours": ["green", "red"],
                    "last": "purple", "colours_count": 3, "missing": colours, "count": 5}, at=table._decisions())
        table.centre_note_at = swap.at
        assert len(_box_lines(table, swap)) == 2
        assert table.hint_head(0) == i18n.t("monsters.hint_head.centre")
        table.centre_note_at = -1
    i18n.set_lang("fr")


def test_the_whole_advice_and_its_warnings_show_on_hover_over_the_box(app, tmp_path) -> None:
    """nc51 shot 062: the warning (« Attention : cette carte montre … ») and the other exchanges were in the
    box; now they are only in the help box over it, on hover, and the box keeps the move and its reason. The
    marks the hint draws stay: the card to give and the centre."""
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    table = _table(app, tmp_path, ALL_PURPLE)
    advice = hint(table.feed.match, 0)
    assert advice is not None and advice.action.kind == "swap", advice
    table.hint_seat, table.hint_shown = 0, advice
    table.hint_level = 1  # f48 (nc60): the swap's second level, the whole move (the first is its clue)
    line = plain(table.hint_line(advice))
    place = table.hand().index(int(advice.action.args[0])) + 1
    assert line.split("\n")[0] == f"Échangez la carte {place} avec le centre.", line
    assert "Attention" not in line and "Les autres échanges" not in line, line
    rects = table._hint_rects(advice.action)
    assert L.hand_slot(place - 1) in rects and L.centre in rects, rects
    box = table._hint_box()[0]
    move(app, box.center)
    for _ in range(120):  # until the pointer has rested there long enough
        if table.inspect_box is not None:
            break
        app.frame(1 / 30)
    assert table.inspect_box is not None, "a help box over Conseil's box"
    name, body = table.inspect_here(box.center)
    assert name == "Le conseil en entier" and "Attention" in plain(body) and "Cliquez d'abord le centre" in body, body
    assert table.log_rect.left <= table.inspect_box.left and table.inspect_box.bottom <= box.top, table.inspect_box
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 40), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 30)
    assert table.inspect_box is None


def _caption_probe() -> tuple[int, int]:
    """A point beside the words « Carte du centre », inside the plate that flashes behind them."""
    from scenes.monsters.drawing import centre_caption_rect
    from scenes.ui import INK
    from sprites.fonts import render

    where = centre_caption_rect(render(i18n.t("monsters.centre"), 15, INK).get_size())
    return where.left - 3, where.centery


def test_a_centre_changed_by_another_seat_flashes_its_caption(app, tmp_path) -> None:
    """nc51 (report, bugs): planning a swap, the person got the new centre card without noticing it changed
    (« the « Bot 2 vient de l'échanger » tag exists, but it is small and easy to miss »). « Carte du centre »
    now flashes in the swapper's colour: a tween at the animation speed, none when animations are instant."""
    from test_monsters_f21_round20 import bot_swaps, free_table

    table = free_table(app, tmp_path)
    app.settings.speed = "normal"
    probe = _caption_probe()
    app.frame(1 / 30)
    felt = tuple(app.canvas.get_at(probe))
    bot_swaps(app, table)
    seen: set[tuple[int, ...]] = set()
    for _ in range(200):  # until the flash is over
        app.frame(1 / 30)
        seen.add(tuple(app.canvas.get_at(probe)))
        lit = getattr(table.motion, "caption_flash", None)
        if lit is None or lit[1].done:
            break
    assert seen - {felt}, "the caption flashed"
    assert table.motion.caption_flash is not None and table.motion.caption_flash[1].done
    app.frame(1 / 30)
    assert tuple(app.canvas.get_at(probe)) == felt, "and the flash is gone"
    # animations off: no flash at all
    app.settings.speed = "instant"
    bot_swaps(app, table, cid=table.feed.view(1)["hand"][0])
    app.frame(1 / 30)
    assert table.motion.caption_flash is not None and table.motion.caption_flash[1].done
    assert tuple(app.canvas.get_at(probe)) == felt


def test_the_symmetry_rule_stands_left_of_turn_and_flip(app) -> None:
    """nc51 (report, change 3): « The « coins aux coins » rule … appears once, in a paragraph, and nowhere during
    the game. Expected: a small reminder near the rotate buttons ». « coin→coin, bord→bord » stands left of
    Turn, on the bare felt (clear of the panels, of the warning under them at its tallest, of every button),
    in both languages, and its help box says the whole rule."""
    from test_scenes_monsters import go_live, table_with

    for lang, words in (("fr", "coin→coin, bord→bord"), ("en", "corner→corner, edge→edge")):
        i18n.set_lang(lang)
        table = table_with(app, ["human", "bot:beginner"], seed=3)
        go_live(app, table)
        table.put_on_stack(table.hand()[0])  # Turn and Flip now act on a card
        app.frame(1 / 30)
        turn = next(b.rect for b in table.bar.buttons if b.tag == "turn")
        row = pygame.Rect(L.seat.x, L.button_y, turn.left - L.seat.x, 60)
        colours = {tuple(app.canvas.get_at((x, y))) for x in range(row.left, row.right)
                   for y in range(row.top, row.bottom)}
        assert len(colours) > 1, "words left of Turn"
        from scenes.monsters.drawing import RUNAWAY_GAP, RUNAWAY_MOST, symmetry_rect

        assert i18n.t("monsters.symmetry") == words
        size = table.symmetry_rect().size
        for seats in (1, 2, 3, 4):
            where = symmetry_rect(size, seats)
            assert row.contains(where), (seats, where)
            warning = pygame.Rect(L.seat.x, L.seat_panel(seats - 1).bottom + RUNAWAY_GAP, L.seat.w, RUNAWAY_MOST)
            assert not where.colliderect(warning) and not where.colliderect(L.seat_panel(seats - 1)), (seats, where)
            assert not any(where.colliderect(b.rect) for b in table.bar.buttons), (seats, where)
        name, body = table.inspect_here(table.symmetry_rect().center)
        assert ("coins aux coins" if lang == "fr" else "corners in the corners") in body, body
        app.stack.scenes.clear()
    i18n.set_lang("fr")


def test_the_tie_order_reads_at_the_interfaces_size_with_room_around_it(app) -> None:
    """nc51 shots 040, 057: « égalité : ■>★>▲>●>◆ » was tiny (12 px words, 14 px tokens) and squeezed between
    « Durée » and « Carte du centre ». Its words are now the smallest interface size, its tokens larger, and it
    stands with room around it (top right, over the log's column), clear of the title, the clock, the deck, the
    centre's caption, the log and the caption of a move shown again."""
    from test_scenes_monsters import go_live, table_with

    from scenes.monsters.drawing import centre_caption_rect
    from scenes.ui import INK
    from sprites.fonts import TYPE, render

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = table_with(app, ["human", "bot:beginner"], seed=3)
        go_live(app, table)
        caption = table.painter.ties_caption()
        assert caption is not None
        words, where = caption
        assert words.get_height() >= font(TYPE.SMALL).get_height(), "the interface's smallest size at least"
        tokens = table.painter.tie_tokens()
        assert len(tokens) == 5 and all(r.h >= 18 for _, r in tokens), tokens
        zone = table.painter.ties_zone()
        assert zone is not None and pygame.Rect(0, 0, 1280, 720).contains(zone)
        around = [table.title_rect(), L.clock, L.deck.inflate(20, 20), table.log_rect, table.again_caption_rect(),
                  centre_caption_rect(render(i18n.t("monsters.centre"), 15, INK).get_size())]
        for r in around:
            assert not zone.inflate(16, 0).colliderect(r), (zone, r)
        app.stack.scenes.clear()
    i18n.set_lang("fr")


def test_ones_own_swap_leaves_no_second_frame_round_ones_panel(app, tmp_path) -> None:
    """nc51 shots 013, 032: « after an exchange, the player panel gets a second orange frame (a double border) ».
    The last move's mark (a frame 5 px out) stays round another seat's panel after its swap, where it says who
    changed the centre; round the person's own panel, which is framed already, it is not drawn."""
    from test_monsters_f21_round20 import bot_swaps, free_table

    table = free_table(app, tmp_path)
    app.settings.speed = "instant"
    mine, theirs = L.seat_panel(0), L.seat_panel(1)

    def ring(panel: pygame.Rect) -> tuple[int, ...]:
        return tuple(app.canvas.get_at((panel.right + 4, panel.centery)))

    app.frame(1 / 30)
    felt = ring(mine)
    assert ring(theirs) == felt
    table.swap(table.hand()[0])
    for _ in range(60):  # until the swap is shown and the table is still
        app.frame(1 / 30)
        if not table.busy and ("centre",) in table.last_move.marks():
            break
    assert table.last_move.marks().get(("seat", 0)) == 0, "the swap is the person's last move"
    assert ring(mine) == felt, "no second frame round the person's panel"
    bot_swaps(app, table, cid=table.feed.view(1)["hand"][0])
    for _ in range(60):
        app.frame(1 / 30)
        if not table.busy:
            break
    assert ring(theirs) != felt, "another seat's swap still frames its panel"


def test_near_the_deck_out_a_run_of_one_colour_is_warned_before_the_five(app) -> None:
    """nc57 shots 082-084: at « Pioche : 5 », « Bot 2 (sur mesure) n'a plus que le bleu à faire ! … ne laissez pas de
    bleu au centre », then its 4 red tricks won the round at the deck-out. With the deck nearly out, a seat ahead on
    one colour wins it first: that is said; earlier, the colour it lacks for the five is."""
    from test_monsters_f12_round11 import _live_two

    table = _live_two(app)
    painter, name = table.painter, table.names[1]
    table.model.counts[1].update({"red": 4, "yellow": 1, "green": 1, "purple": 1})
    table.model.counts[0].update({"red": 1, "yellow": 2, "green": 1, "blue": 1})
    assert painter.tricks_left() is None and painter.near_five() == (1, "blue")
    table.model.deck = 4  # two tricks left at most
    table.live_model().deck = 4
    assert painter.tricks_left() is not None
    lines = [s.replace("\u00a0", " ").replace("\u202f", " ") for s in painter.runaway_lines()]
    assert painter.near_five() is None and lines[0].startswith(f"{name} a déjà 4 plis rouges"), lines
