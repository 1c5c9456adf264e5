"""Monsters, round 21 (nc21): each round's deal draws new luck (the same centre card twice was chance);
the tutorial names the centre's tag, says how a match is won and how soon a bot may take a trick; a
tie-break lead no longer reads « à égalité »; what sits over the panels and the pile is kept off them."""

from __future__ import annotations

import pygame
from scene_input import spy_texts
from test_scenes_monsters import go_live, table_with

from game import i18n, tutorial
from game.core import Chance, Event
from game.i18n import t
from game.monsters.defs import load_defs
from game.monsters.state import ALL_COLOURS, MonstersState
from scenes.monsters import drawing
from scenes.monsters.drawing import L
from sprites.palette import SEAT_COLORS


def test_each_round_deals_from_a_new_shuffle() -> None:
    """Shots 30, 46: both rounds opened on the same centre card, right after « 45 cartes mélangées ». The
    newcomer's seed (241583, from the finished save) drew two different shuffles: card 18 came to the
    centre in both by chance, 1 time in 45; the hands differ. Each round gathers the 45 cards and shuffles
    them with the game's chance, recorded, so a game stays the same from its seed."""
    st = MonstersState.new(2, Chance(241583))
    first = (list(st.hands[0]), list(st.hands[1]), st.centre)
    st._end_round(ALL_COLOURS, [0])
    second = (list(st.hands[0]), list(st.hands[1]), st.centre)
    shuffles = [value for label, value in st.chance.record if label == "shuffle"]
    assert len(shuffles) == 2 and shuffles[0] != shuffles[1]
    assert first[2] == second[2] and first[:2] != second[:2], (first, second)
    # the same seed deals the same two rounds again
    again = MonstersState.new(2, Chance(241583))
    again._end_round(ALL_COLOURS, [0])
    assert (list(again.hands[0]), list(again.hands[1]), again.centre) == second
    # and over many seeds the centre card comes back no more often than chance says (1 in 45)
    cards = len(load_defs().card_ids)
    same = 0
    for seed in range(450):
        st = MonstersState.new(2, Chance(seed))
        centre = st.centre
        st._end_round(ALL_COLOURS, [0])
        same += st.centre == centre
    assert same <= 3 * 450 // cards, same


def test_the_race_step_names_the_tag_it_speaks_of() -> None:
    """Shot 13: « Tant que c'est écrit » named nothing. The step quotes the tag the centre carries in its
    picture, word for word, in both languages."""
    race = next(s for s in tutorial.load("monsters").steps if s.show == "centre_swap")
    for lang in ("fr", "en"):
        tag = i18n.t_in(lang, "monsters.centre_swapped", who=i18n.t_in(lang, "monsters.example.rival"))
        text = race.text(lang)
        assert tag in text, (tag, text)
        assert "c'est écrit" not in text and "that shows" not in text, text


def test_the_end_says_how_many_rounds_and_how_soon_a_bot_may_score() -> None:
    """nc21: « plusieurs manches » but not how many nor how a match is won (heard first at the setup,
    « Manches (au plus) : 3 »), and nothing said a bot may take a trick 15 s in."""
    rules = load_defs().rules
    best_of = rules.options["rounds"][0]
    assert best_of == 3  # what the end says: the setup's default
    tut = tutorial.load("monsters")
    fr, en = tut.end_text("fr").replace("\u00a0", " "), tut.end_text("en")
    assert "3 au plus : deux manches gagnées l'emportent" in fr, fr
    assert "3 at most: two rounds won take it" in en, en
    assert "10 à 30 secondes" in fr and "10 to 30 seconds" in en  # (nc29: the race step's own figure)


def test_the_first_step_puts_its_three_ideas_on_three_lines() -> None:
    """Step 1 packed the rule, the labels and the three buttons into one paragraph."""
    first = tutorial.load("monsters").steps[0]
    for lang in ("fr", "en"):
        assert len(first.text(lang).split("\n")) == 2, first.text(lang)  # f38: the buttons' line went


def test_a_tie_break_lead_does_not_read_as_a_tie(app) -> None:
    """Shots 32, 34: « vous, à égalité mais devant en vert (1 à 0) »."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.model.counts[0].update(green=1)
    table.model.counts[1].update(yellow=1)
    line = table.painter.standing().replace("\u00a0", " ").replace("\u202f", " ")
    # nc24, shot 55: « (1 contre 0) » at one trick each read as if the bot had none; nc31, shot 38: « grâce
    # au vert : 1 pli vert contre 0 » beside the other's one yellow: the colours' order decides, and says so
    assert line == "En tête si la pioche s'épuise : vous ; à égalité, le vert passe avant le jaune", line
    i18n.set_lang("en")
    said = table.painter.standing()
    assert said == "Ahead if the deck runs out: you; level, but green comes before yellow", said
    i18n.set_lang("fr")
    assert t("monsters.standing_you") == "vous"


def _own_trick(table) -> Event:
    hand = table.hand()
    return Event("trick", 0, {"colour": "green", "cards": list(hand), "rot": [0, 0, 0], "flip": [0, 0, 0],
                              "lines": ["col1"], "shown": [], "count": 1, "colours": 1})


def _flights_seen(app, table, seconds: float, step: float = 0.05) -> list[pygame.Rect]:
    seen: list[pygame.Rect] = []
    for _ in range(round(seconds / step)):
        app.frame(step)
        seen += [f.rect() for f in table.anim.flights if f.tween.elapsed >= f.tween.delay]
    return seen


def test_the_persons_trick_flies_to_its_chip_clear_of_the_other_panels(app) -> None:
    """Shot 32: the person's trick, flying straight from the board to its chip, crossed Bot 2's panel over
    its round markers. It goes by the gap between the panels and the board, then along its own row."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
    go_live(app, table)
    table.anim.clear()
    table.trick_shown(_own_trick(table), say=False)
    seen = _flights_seen(app, table, 1.6)
    assert seen, "no flight to the chip"
    chip = L.chip(0, 1)
    assert any(r.colliderect(chip) for r in seen), "it never reached its chip"
    assert not any(r.colliderect(L.seat_panel(1)) for r in seen), [r for r in seen if r.colliderect(L.seat_panel(1))]


def test_a_trick_that_ends_the_round_does_not_fly_over_the_panels_beside_its_summary(app) -> None:
    """Shots 44, 57: under « Manche 1 : vous gagnez », a thumbnail of the winning trick sat on the person's
    chips. The summary shows the trick: nothing flies out beside it, whether the flight had begun or not."""
    i18n.set_lang("fr")
    for wait in (0.5, 1.1):  # before the flight leaves the board, and once it is on its way
        table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
        go_live(app, table)
        table.anim.clear()
        table.trick_shown(_own_trick(table), say=False)
        _flights_seen(app, table, wait, 0.1)
        table.on_round_over(Event("round_over", None, {
            "round": 1, "reason": "all_colours", "winners": [0], "counts": [{"green": 1}, {}], "seconds": 20.0,
            "rounds_won": [1, 0]}))
        assert table.round_panel is not None
        seen = _flights_seen(app, table, 1.0, 0.1)
        panels = L.seat_panel(0).union(L.seat_panel(1))
        assert not any(r.colliderect(panels) for r in seen), (wait, seen)
        table.close_round_panel()
        app.stack.pop()


def test_the_centres_tag_keeps_under_a_rounds_summary(app, monkeypatch) -> None:
    """Shot 57: the blue frame and tag of « Bot 2 vient de l'échanger » poked out behind « Manche 2 : vous
    gagnez »; under the summary the centre says nothing."""
    import time

    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.motion.centre_flash = (1, time.monotonic() + 5.0)
    tags = {t("monsters.centre_swapped", who=who) for who in (table.names[1], "Bot 2")}
    said = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert tags & set(said), said
    said.clear()
    table.round_panel = {"round": 1, "reason": "all_colours", "winners": [0], "counts": [{}, {}], "seconds": 1.0,
                         "rounds_won": [1, 0], "trick": None, "late": None}
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert not tags & set(said), said
    # nothing of the seat's colour beside the summary, where the frame and the tag stood
    frame = L.centre.inflate(12, 12).union(L.centre.inflate(12, 12).move(0, -30)).clip(surf.get_rect())
    outside = [surf.get_at((x, y))[:3] for x in range(frame.x, frame.right) for y in range(frame.y, frame.bottom)
               if not L.round_panel.collidepoint(x, y)]
    assert SEAT_COLORS[1][:3] not in outside


def test_a_replays_trick_box_hides_neither_the_line_nor_the_pile_names(app) -> None:
    """Shot 60: in a replay, « Le pli jaune de Joueur 1, carte par carte » covered the board where the
    person's stack showed its line, and cut « dessous » in two. The person's own trick (the hand it took
    is empty) lays out over the hand; another's over the board, above the bottom layer and its name."""
    from test_monsters_f19_round18 import replay_table

    i18n.set_lang("fr")
    table = replay_table(app, ["human", "bot:medium"])
    table.model.hand = list(table.model.hand or [])
    assert table.model.hand
    box = table.painter.again_trick_box()
    bottom = L.layer_slot(2).inflate(6, 6)
    assert not box.colliderect(bottom) and box.bottom < L.layer_slot(2).centery - 10, box
    assert not any(box.colliderect(L.hand_slot(i)) for i in range(3)), box
    table.model.hand = []
    box = table.painter.again_trick_box()
    assert not box.colliderect(L.board) and not box.colliderect(L.layer_slot(0)), box


def test_the_piles_name_keeps_a_line_below_the_clocks_no_limit(app) -> None:
    """Shot 01: « Pile » and « sans limite » on one band read « Pile sans limite » (English's « Stack » and
    « no time limit » overlapped); the pile's name is now a line lower, above its first layer."""
    from scenes.monsters.drawing import no_time_limit_rect
    from sprites.fonts import TYPE, render

    for lang in ("fr", "en"):
        words = no_time_limit_rect(render(i18n.t_in(lang, "monsters.no_time_limit"), TYPE.SMALL, (0, 0, 0)).get_size())
        name = render(i18n.t_in(lang, "monsters.layers"), TYPE.SMALL, (0, 0, 0)).get_rect(
            topleft=(L.layer.x, L.layer.y - drawing.LAYERS_NAME_DY))
        assert name.top >= words.bottom, (lang, name, words)
        ink = render(i18n.t_in(lang, "monsters.layers"), TYPE.SMALL, (0, 0, 0)).get_bounding_rect()
        # its letters keep clear of the top card's frame (nc22, shot 08: « Pile » clipped by « dessus »)
        assert name.top + ink.bottom <= L.layer_slot(0).inflate(10, 10).top, (lang, name, ink)  # its widest ring
        assert name.bottom <= L.layer.y + 2 and L.layer_slot(2).inflate(6, 6).bottom < L.claim_y, name
