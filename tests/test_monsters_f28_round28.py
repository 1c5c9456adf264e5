"""Monsters, round 28 (nc28): the last trick's forecast counts a fifth colour as the round's win; the stuck
line reads as a normal moment; the tutorial's race shows its imagined rival and a bot's pace; « Carte du
centre » keeps one place; the clock, the deck's count, the summary's edge and the solo log line; two lines of
one colour make one trick."""

from __future__ import annotations

from pathlib import Path

import pygame
from scene_input import BlitSpy, open_scenario, spy_texts
from test_monsters_f21_round20 import free_table
from test_monsters_f23_round22 import _tutorial
from test_monsters_f26_round25 import _stack
from test_scenes_monsters import go_live

from game import i18n, tutorial
from game.i18n import t
from game.monsters import load_defs
from game.monsters.state import claim_decision

# nc28, shot 66, replayed from the person's save: round 2, Bot 2 a round up, the deck at 2 cards; the person
# (yellow 2, green 2, red 1, purple 1, no blue) holds a blue trick (35 under, 44 flipped, 11 on top), the bot
# leads the deck's count on red (2 red, 2 purple against 2 yellow, 2 green)
LAST_FIVE = """title: {fr: Dernier pli et cinquième couleur, en: Last trick and a fifth colour}
seats: 2
round: 2
rounds_won: [0, 1]
hands: [[11, 35, 44], [3, 12, 16]]
centre: 7
deck: [22, 10]
tricks:
  - - {colour: yellow, cards: [13, 37, 43]}
    - {colour: yellow, cards: [29, 6, 4]}
    - {colour: green, cards: [34, 38, 25]}
    - {colour: red, cards: [36, 39, 26]}
    - {colour: purple, cards: [15, 5, 24]}
    - {colour: green, cards: [40, 8, 41]}
  - - {colour: red, cards: [19, 1, 33]}
    - {colour: purple, cards: [20, 31, 42]}
    - {colour: red, cards: [2, 9, 21]}
    - {colour: yellow, cards: [18, 23, 27]}
    - {colour: green, cards: [28, 30, 32]}
    - {colour: purple, cards: [17, 14, 45]}
"""


def test_a_fifth_colour_on_the_last_trick_is_forecast_as_the_rounds_win() -> None:
    """The rule the forecast missed: the full set ends the round before the deck's count is read."""
    rules = load_defs().rules
    ids, order = list(rules.colour_ids), rules.tie_priority
    counts = [[2, 2, 1, 0, 1], [1, 1, 2, 0, 2]]  # yellow, green, red, blue, purple: shot 66
    decided = claim_decision(counts, 0, ids.index("blue"), order, ids)
    assert decided == {"rule": "all_colours", "winners": [0]}
    # without the fifth colour the count decides, as before: a third yellow wins it, a second purple leaves
    # Bot 2 ahead on red (2 against 1)
    assert claim_decision(counts, 0, ids.index("yellow"), order, ids)["rule"] == "best_colour"
    assert claim_decision(counts, 0, ids.index("yellow"), order, ids)["winners"] == [0]
    assert claim_decision(counts, 0, ids.index("purple"), order, ids)["winners"] == [1]
    assert counts == [[2, 2, 1, 0, 1], [1, 1, 2, 0, 2]], "the counts given are left as they were"


def test_the_last_tricks_box_says_the_fifth_colour_wins_the_round(app, tmp_path) -> None:
    """Shot 66: « Avec votre pli bleu, Bot 2 la gagnerait quand même. »; the person took it and won the
    round with five colours (shot 67). The box now says so, and the engine agrees."""
    i18n.set_lang("fr")
    path = tmp_path / "last_five.yaml"
    path.write_text(LAST_FIVE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    painter = table.painter
    assert table.model.deck == 2 and painter.tricks_left() == 0
    # before any line, the one colour missing is named (shot 45: four colours, only « … arrête la manche »)
    assert painter.last_warning()[-1] == t("monsters.last.missing_one", colour="bleu"), painter.last_warning()
    tricks = {a.args[0]: a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick"}
    assert "blue" in tricks
    _stack(table, tricks["blue"])
    assert table.claimable() == ["blue"]
    said = painter.last_warning()[-1]
    assert said == t("monsters.last.claim_all", colour="bleu"), said
    assert "cinq couleurs" in said and "gagnée" in said and "Bot 2" not in said
    # whole in its box (7 rows: « … la manche est » and the rest were cut)
    from scenes.monsters.drawing import TYPE, wrap

    width = painter.last_warning_rect().w - 20
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for key in ("monsters.last.claim_all", "monsters.last.missing_one", "monsters.last.claim_win",
                    "monsters.last.claim_lose", "monsters.last.claim_shared"):
            for colour in table.colour_ids:
                said = [t("monsters.last.next"), t(key, colour=i18n.name("monsters", colour), who="Bot 2")]
                assert sum(len(wrap(line, width, TYPE.SMALL)) for line in said) <= 7, said
    i18n.set_lang("fr")
    state = table.feed.match.state.clone()
    events = state.apply(0, tricks["blue"])
    over = [e for e in events if e.kind == "round_over"]
    assert over and over[0].data["winners"] == [0] and over[0].data["reason"] == "all_colours"


def test_the_stuck_line_reads_as_a_normal_moment_on_two_lines() -> None:
    """Shot 48: « Aucun pli possible … » at a round's start felt like a dead end. It says that a swap cannot
    help (the four cards stay the same: the rules' only other move), that this happens, and what changes
    it; whole on the prompt's two lines (a third is cut between sentences) with the longest bot names."""
    from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W
    from sprites.fonts import wrap

    for lang, words in (("fr", ("même en échangeant", "cela arrive", "Surveillez le centre")),
                        ("en", ("even by swapping", "it happens", "Watch the centre"))):
        for who in ("Bot 2 (sur mesure)", i18n.t_in(lang, "monsters.prompt.someone")):
            text = i18n.t_in(lang, "monsters.prompt.stuck", who=who)
            assert all(w in text.replace("\u00a0", " ") for w in words), text
            assert len(wrap(text, PROMPT_W, PROMPT_SIZE)) <= 2, text


def test_the_race_step_shows_the_rival_it_speaks_of_and_a_bots_pace(app, monkeypatch) -> None:
    """Shots 15-16: the centre changed twice under « Un adversaire vient de l'échanger », « Trop tard : un
    adversaire l'a prise », and nobody sat at the table. The rival is on a panel where a bot's would be,
    « imaginaire », saying how often it swaps and a real bot's pace; the step points to it."""
    from scenes.monsters import drawing

    table = _tutorial(app)
    go_live(app, table)
    surf = pygame.Surface((1280, 720))
    seen = spy_texts(monkeypatch, drawing)
    table.painter.draw_table(surf, "", table.bar)
    assert t("monsters.demo_rival.what") not in seen, "only in the race step"
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    monkeypatch.setattr(type(table), "race_met", lambda self: False)
    seen.clear()
    table.painter.draw_table(surf, "", table.bar)
    said = " ".join(seen)
    assert t("monsters.example.rival") in seen and t("monsters.demo_rival.what") in seen
    assert "toutes les 4" in said and "10 à 30" in said, seen
    # once the refusal is met the picture stops: the panel says it has stopped (f50, nc62 shot 026: the line went)
    monkeypatch.setattr(type(table), "race_met", lambda self: True)
    assert table.painter.demo_rival_lines() == [t("monsters.demo_rival.stopped"), t("monsters.demo_rival.pace")]
    race = next(s for s in tutorial.load("monsters").steps if s.show == "centre_swap")
    # f39 (nc38, shot 022): the tag under the centre, the imaginary rival's panel on the left, each said apart
    assert "adversaire imaginaire (à gauche) joue" in race.text("fr")  # f40: the tag, « marqué dessous »
    assert "its panel on the left" in race.text("en")
    # the refusal's answer keeps to the refusal (f47, nc59 shot 020: three ideas in one box, « Sans ligne même
    # avec le centre … » among them; the game's own prompt says what to do when stuck)
    for lang in ("fr", "en"):
        said = i18n.t_in(lang, "monsters.tutorial_refused")
        assert len(said.split()) <= 40 and said.count(". ") <= 2, said


def test_the_centre_caption_keeps_one_place_tag_or_not(app, tmp_path, monkeypatch) -> None:
    """Shots 15, 16, 39, 45, 63: « Carte du centre » jumped from under the card to above it whenever the
    centre's tag came up, tight on its frame. One place, above, clear of the frames."""
    from scenes.monsters import drawing
    from scenes.monsters.drawing import CENTRE_CAPTION_GAP, L, centre_caption_rect

    table = free_table(app, tmp_path)
    painter = table.painter
    caption: list[pygame.Surface] = []
    real = drawing.render

    def spy(text, *args, **kwargs):
        img = real(text, *args, **kwargs)
        if text == t("monsters.centre"):
            caption.append(img)
        return img

    monkeypatch.setattr(drawing, "render", spy)
    places = []
    for flash in (None, (1, 5.0)):
        monkeypatch.setattr(type(painter), "centre_flash", lambda self, f=flash: f)
        caption.clear()
        screen = BlitSpy()
        painter.draw_centre(screen)
        places += [r for img, r in screen.blits if caption and img is caption[-1]]
    assert len(places) == 2 and places[0] == places[1], places
    assert places[0] == centre_caption_rect(places[0].size)
    assert places[0].bottom <= L.centre.inflate(12, 12).top - CENTRE_CAPTION_GAP, places


def test_a_round_just_live_shows_0_00_while_its_cards_turn_up() -> None:
    """Shot 68: the hand still face down (turning up, 0.3 s) under « 0:01 »: the round seemed to have
    begun before the cards. Time gone by rounds down; the sand left still rounds up."""
    from scenes.monsters.drawing import clock_text

    assert clock_text(0.02, elapsed=True) == "0:00" and clock_text(0.99, elapsed=True) == "0:00"
    assert clock_text(1.0, elapsed=True) == "0:01" and clock_text(61.5, elapsed=True) == "1:01"
    assert clock_text(0.02) == "0:01" and clock_text(119.5) == "2:00"  # the hourglass: « 0:00 » only when empty


def test_the_deck_count_and_the_log_agree_as_the_person_draws(app, tmp_path) -> None:
    """Shot 14: « Pioche : 38 » while the log already said « Joueur 1 pioche 3 cartes (pioche : 35) »: the
    count waited for the public « drew » event, after the cards' flight. The person's own draw sets it."""
    from game.core import Event

    table = free_table(app, tmp_path)
    model = table.model
    before = model.deck
    hand = list(model.hand or [])
    model.apply(Event("draw", 0, {"cards": hand, "deck": before - 3}, to=(0,)))
    assert model.deck == before - 3
    line = table.describe(Event("draw", 0, {"cards": hand, "deck": before - 3}, to=(0,)))
    assert line is not None and f"(pioche\u00a0: {before - 3})" in line, line


def test_the_summary_hides_the_centres_last_move_mark(app, tmp_path) -> None:
    """Shot 80: a 1 px blue sliver right of the round's summary: the frame marking the bot's last swap at
    the centre (10 px wider than the card) reaches past the summary's edge. Under the summary it goes."""
    from scenes.monsters.drawing import L

    table = free_table(app, tmp_path)
    assert table.mark_rect(("centre",)) == L.centre
    assert L.centre.inflate(10, 10).right > L.round_panel.right, "why it showed"
    table.round_panel = {}
    assert table.mark_rect(("centre",)) is None
    assert table.mark_rect(("seat", 1)) == L.seat_panel(1), "the panels' marks stay: they lie beside it"
    table.round_panel = None


def test_alone_the_rounds_log_line_fits_two_rows_without_a_count_of_rounds(app) -> None:
    """Shot 28: under the tutorial's last box the log had two rows: « … Victoire : Joueur 1 ; manches » and
    the rest cut. Alone there is no count of rounds to give."""
    from game.core import Event
    from sprites.fonts import TYPE, wrap

    table = _tutorial(app)
    counts = {c: 1 for c in table.colour_ids}
    for kind in ("round_over", "match_over"):
        ev = Event(kind, None, {"round": 1, "reason": "all_colours", "winners": [0], "counts": [counts],
                                "seconds": 0.0, "rounds_won": [1]})
        line = table.describe(ev)
        assert line is not None and "Joueur 1" in line and "manches" not in line, line
        assert len(wrap(line, table.log.rect.width - 16, TYPE.SMALL)) <= 2, line


DOUBLE = """title: {fr: Deux lignes bleues, en: Two blue lines}
seats: 2
hands: [[22, 34, 18], [1, 2, 4]]
centre: 35
"""


def test_two_lines_of_one_colour_are_said_to_make_one_trick(app, tmp_path) -> None:
    """Shot 73 (replayed: 22 turned twice on top, 18, 34 under): the middle row and the middle column both
    blue, « Une ligne bleue ! » and one blue trick counted; nothing said whether a double line counts double.
    The prompt says it: one trick, the three cards."""
    from game.core import Action
    from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W
    from sprites.fonts import wrap

    i18n.set_lang("fr")
    path = tmp_path / "double.yaml"
    path.write_text(DOUBLE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    _stack(table, Action.parse("trick blue 22 2 0 18 0 0 34 0 0"))
    assert table.claimable() == ["blue"] and table.lines_of_colour("blue") == 2
    said = table.play_prompt(table.claimable())
    button = t("monsters.btn.claim", colour="bleu")
    assert said == t("monsters.prompt.trick_double", n=2, colour="bleues", button=button), said
    assert "un seul pli" in said and "trois cartes" in said, said

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = table.play_prompt(table.claimable())
        assert len(wrap(said, PROMPT_W, PROMPT_SIZE)) <= 2, said
    i18n.set_lang("fr")
    # the rules' page says it too (« ? », Précisions)
    howto = (Path(__file__).parents[1] / "data" / "monsters" / "howto.yaml").read_text(encoding="utf-8")
    assert "un seul pli d'une seule couleur, même s'il montre deux lignes" in howto
    assert "one trick of one colour, even when it shows two lines" in howto
