"""Monsters, round 20 (nc20): the first swap begun while the centre still says who changed it is refused
once, as the tutorial promises; the centre's tag clear above its frame; « ↺ Tourner (Maj R) »; a bot's
trick by its panel names it; a replay's trick laid out over the board, not the hand, and « Dernier pli »
says its colour while the showcase draws the card."""

from __future__ import annotations

import time

import pygame
from scene_input import click, key, open_scenario, spy_texts
from test_monsters_f10_newcomer import FREE
from test_scenes_monsters import go_live

from game import i18n, tutorial
from game.core import act
from game.i18n import t
from scenes.monsters.drawing import L


def free_table(app, tmp_path):
    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    return table


def bot_swaps(app, table, cid: int = 3) -> None:
    table.motion.centre_flash = None  # a flash from before goes: the wait below is for this one
    table.feed.submit(1, act("swap", cid))
    for _ in range(60):  # the bot's swap lands on screen
        if table.motion.centre_flash is not None:
            break
        app.frame(0.05)
    assert table.motion.centre_flash is not None


def test_the_first_swap_while_the_centre_says_who_changed_it_is_refused_once(app, tmp_path) -> None:
    """Shots 38, 53: the person clicked the centre card they had studied 15-20 s before and got the one
    the bot had just put there, its tag gone, no refusal: the tutorial promised one. The tag now stays as
    long as that first swap is refused, and the next one goes."""
    from scenes.monsters.table import CENTRE_FLASH, LATE_GRACE

    assert CENTRE_FLASH > LATE_GRACE + 4
    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    table._centre_changed_at = time.monotonic() - (LATE_GRACE + 3.0)  # past the grace, the tag still up
    assert table.painter.centre_flash() is not None
    mine = table.hand()[0]
    click(app, L.centre.center)
    key(app, pygame.K_1)
    assert mine in table.feed.view(0)["hand"], "the swap went through on a card changed under the person"
    assert table.error == table.swap_too_late_said()
    click(app, L.centre.center)  # refused once: now the person has looked, it goes
    key(app, pygame.K_1)
    assert mine not in table.feed.view(0)["hand"], table.error
    # its window over, the tag goes and a swap works (nc24, shot 62): see test_monsters_f24_round23.py;
    # the tutorial promises the refusal, and lets the person meet it
    race = next(s for s in tutorial.load("monsters").steps if s.show == "centre_swap")
    assert "votre échange est refusé une fois" in race.text("fr") and "your swap is refused once" in race.text("en")


def test_the_centre_tag_sits_clear_above_its_frame_and_the_bot_trick_banner_names_it(app, tmp_path,
                                                                                    monkeypatch) -> None:
    """Shots 15, 58, 60: the tag sat on the frame's top edge, sticking out both sides. Shot 56: « un pli
    violet ! » by the bot's panel, whose? Shot 05: « ↺ (Maj R) » had no word."""
    import scenes.monsters.drawing as drawing

    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    spots: list[tuple[str, pygame.Rect]] = []
    real = pygame.Surface.blit

    class Spy(pygame.Surface):
        def blit(self, source, dest, *a, **k):  # type: ignore[override]
            r = real(self, source, dest, *a, **k)
            spots.append(("", r))
            return r

    said = spy_texts(monkeypatch, drawing)
    surf = Spy((1280, 720))
    table.draw(surf)
    tag = t("monsters.centre_swapped", who=table.names[1])
    assert tag in said or t("monsters.centre_swapped", who="Bot 2") in said, said
    frame = L.centre.inflate(12, 12)
    # under the frame since nc24 (shots 16, 58: above it, it was cramped under the title), clear of the
    # last trick's panel
    tags = [r for _, r in spots if r.top >= frame.bottom and r.right <= frame.right and r.right >= frame.right - 12
            and r.h < 30 and r.w > 60]
    assert tags, "the tag flush right under the frame"
    assert all(r.top >= frame.bottom + 2 and r.bottom < L.last.y - 4 for r in tags), tags
    # the bot's trick by its panel keeps its name, short
    table.seat_banner(1, t("monsters.banner.trick", who=table.names[1], colour="violet"),
                      t("monsters.banner.seat_trick", colour="violet"))
    text = table.anim.banner_item.text
    assert text.startswith("Bot 2") and "violet" in text, text
    back = next(b for b in table.bar.buttons if b.tag == "turn_back")
    assert back.label.startswith("↺ ") and "Tourner" in back.label, back.label
    buttons = [b.rect for b in table.bar.buttons if b.rect.y == back.rect.y]
    assert all(a.right < b.left for a, b in zip(buttons, buttons[1:], strict=False)), buttons
    assert buttons[-1].right < 960, "clear of the log"


def test_a_replays_trick_leaves_the_hand_in_sight_and_the_last_trick_says_its_colour(app, monkeypatch) -> None:
    """Shot 66: at « Coup 3 » the trick laid out over the hand made it look empty, and « Dernier pli »
    showed the card alone (the showcase drawing it) without its colour and line."""
    from test_monsters_f19_round18 import replay_table

    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table = replay_table(app, ["human", "bot:medium"])
    for _ in range(30):
        table.replay_step(1)
        app.frame(1 / 30)
        if table.motion.again_trick is not None:
            break
    assert table.motion.again_trick is not None, "no trick in the replay's first moves"
    box = table.painter.again_trick_box()
    assert not any(box.colliderect(L.hand_slot(i)) for i in range(3)), box
    assert box.right < L.last.x and box.bottom < L.hand.y, box
    lt = table.motion.last_trick
    assert lt is not None
    from scenes.monsters.drawing import Showcase

    table.motion.showcase = Showcase(lt["seat"], lt["colour"], lt["placements"], lt["lines"], L.last_card_rect(),
                                     table.tween(0.0, 1.0, 5.0))
    said = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert i18n.name("monsters", lt["colour"]) in said, said
