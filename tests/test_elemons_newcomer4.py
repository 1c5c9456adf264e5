"""Issue 24, fourth newcomer's Elemons findings: the bot's pairs wait to be seen like its misses,
an Aeromon swap's hint says in game terms what it brings, the tutorial speaks in short steps,
a Polymon's limits are said where it is met, one name for the hint, and the help box under the
grid never covers the prompt."""

from __future__ import annotations

import pygame
import pytest
from lang import plain
from scene_input import click, key, open_scenario, run
from test_elemons_why import idle
from test_elemons_why import table_at as scenario_table

from game import i18n
from scenes.elemons.table import ElemonsTable


def table_at(app, tmp_path, grid, pile, seats=("human", "bot:easy"), speed="normal") -> ElemonsTable:
    """A scenario table against the easy bot, at the pace a person sees."""
    return scenario_table(app, tmp_path, grid, pile, seats, speed)


def bot_pair(app, tmp_path) -> ElemonsTable:
    """The person misses (tiles 1 and 2); the bot then turns two of the seven Floramons: a pair."""
    app.settings.tiles_up = 0.0  # the default: until a click
    grid = ["aeromon", "pyromon"] + ["floramon"] * 7
    table = table_at(app, tmp_path, grid, ["geomon"] * 6)
    for _ in range(3000):
        app.frame(1 / 60, draw=False)  # (no picture needed to get there: the suite's time)
        if table.up_won:
            return table
        if table.up_slots:
            key(app, pygame.K_SPACE)  # a miss, anyone's: seen
        seat = table.human_to_act()
        if seat is not None and not table.busy:  # the person misses on purpose: tiles 1 and 2
            table.act(seat, table.grid_attempt(0 if table.m.grid[0].face_up is None else 1))
    pytest.fail(f"the bot's pair never waited to be seen (moves: {table.feed.match.moves})")


def test_the_bots_pair_stays_face_up_until_the_person_has_seen_it(app, tmp_path):
    i18n.set_lang("fr")
    table = bot_pair(app, tmp_path)
    slots = sorted(table.up_won)
    assert len(slots) == 2 and set(table.up_won.values()) == {"floramon"} and table.up_who == 1
    run(app, 8.0)
    assert sorted(table.up_won) == slots, "with 'until a click' the bot's pair waits for the person"
    pile = table.m.pile
    assert table.holds_events() and table.m.grid[slots[0]].tile is False, "the refill and the draw wait too"
    words = table.up_words()
    assert words.startswith(f"{table.short_names()[1]} gagne la paire de Floramons (tuiles ")
    assert str(slots[0] + 1) in words and str(slots[1] + 1) in words
    click(app, table.slot_rect(4).center)  # a click anywhere: seen
    assert table.up_won == {} and table.up_slots == []
    idle(app, table)
    assert table.m.pile < pile, "then the refill and the Floramon's draw are shown"


# -- the tutorial speaks in short steps ------------------------------------------------------------
def sentences(text: str) -> list[str]:
    """A text's sentences: ends at . ! ? (an ellipsis … leads on to the next step)."""
    import re

    text = re.sub(r"«\s*\?\s*»", "«?»", text)  # the "?" button's name ends no sentence
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def words(text: str) -> list[str]:
    """A text's words: a French colon or « » standing alone between no-break spaces is none."""
    return [w for w in text.split() if any(c.isalnum() for c in w)]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("gid", ["elemons", "kaiju", "evolution"])
def test_every_tutorial_step_is_one_to_three_short_sentences(gid, lang):
    """A step is read while the table waits: 1-3 sentences, 40 words at most (Kaiju's steps 9-10
    ran to eleven lines; nc47 Evolution: « 22 steps, many of 6-8 lines »), its opening's steps too."""
    from game import tutorial

    tut = tutorial.load(gid)
    for i, step in enumerate([s for part in tut.parts for s in part.steps], 1):
        text = step.text(lang)
        assert 1 <= len(sentences(text)) <= 3, f"step {i} has {len(sentences(text))} sentences: {text}"
        assert len(words(text)) <= 40, f"step {i} is a wall of {len(words(text))} words: {text}"
    end = tut.end[lang]
    assert len(sentences(end)) <= 3 and len(words(end)) <= 45, end


def test_the_tutorial_still_says_how_a_gigamon_is_caught_and_how_the_game_is_won():
    from game import tutorial

    tut = tutorial.load("elemons")
    said = " ".join(s.text("fr") for s in tut.steps) + " " + tut.end["fr"]
    assert "trois Elemons de son élément" in said
    assert "Un troisième Gigamon fait gagner aussitôt" in plain(said) and "pioche est vide" in said
    assert "Supermon" in said, "the Polymon's limit is said before the first real game"


# -- an Aeromon swap's hint says what it brings -----------------------------------------------------


def swap_match(tmp_path, mine: str, theirs: str):
    from game.core import act
    from game.match import Match

    scenario = tmp_path / "swap.yaml"
    scenario.write_text("game: elemons\nseats: 2\n"
                        "grid: [aeromon, aeromon, geomon, hydromon, floramon, polymon, electromon, geomon, pyromon]\n"
                        f"pile: [floramon, floramon, floramon]\nwon: [[{mine}], [{theirs}]]\n")
    m = Match("elemons", ["human", "human"], seed=3, scenario=str(scenario))
    m.play(0, act("flip", 0))
    m.play(0, act("flip", 1))
    while m.state.phase == "look":
        m.play(0, m.state.legal_actions(0)[0])
    assert m.state.phase == "swap"
    return m


def test_the_swap_hint_names_what_it_gives_takes_and_the_gigamon_it_brings(tmp_path):
    i18n.set_lang("fr")
    m = swap_match(tmp_path, "electromon, electromon, pyromon", "electromon, hydromon, hydromon")
    h = m.hint(0)
    assert h is not None and h.reason == "swap_catch", h
    text = plain(i18n.hint_text("elemons", h.reason, h.params, ["Vous", "Bot 2"]))
    # (f51: the words nc63 asked for, « Échangez votre Hydromon contre son Aeromon : vous attrapez Anemomon »; a
    # swap that catches is now taken without the look-ahead, the one leaving Bot 2 furthest from a Gigamon: an
    # Aeromon, not the Pyromon that left it one short of Heliomon)
    assert text == "Échangez votre Aeromon contre son Electromon : vous attrapez Meteoromon.", text
    assert "souvent" not in text


def test_a_swap_short_of_a_catch_says_how_many_of_the_three_it_makes(tmp_path):
    i18n.set_lang("fr")
    words = plain(i18n.hint_text("elemons", "swap_toward", {"give": "pyromon", "take": "aeromon", "have": 2, "need": 3,
                                                       "gigamon": "anemomon", "left": 0, "target": 1,
                                                       "they_keep": "none"},
                           ["Vous", "Bot 2"]))
    assert words == ("Donnez un Pyromon et prenez un Aeromon à Bot 2 : vous aurez 2 Aeromons sur les 3 qui "
                     "attrapent Anemomon, et Bot 2 n'en aura plus aucun."), words
    i18n.set_lang("en")
    words = plain(i18n.hint_text("elemons", "swap_toward", {"give": "pyromon", "take": "hydromon", "have": 1, "need": 3,
                                                       "gigamon": "halomon", "left": 0, "target": 1,
                                                       "they_keep": "some"},
                           ["You", "Bot 2"]))
    assert words == ("Give one Pyromon and take one Hydromon from Bot 2: you will hold 1 Hydromon of the 3 "
                     "that catch Halomon."), words


# -- one name for the hint button ------------------------------------------------------------------
def test_the_hint_button_is_conseil_h_before_and_after_undo_comes(app, tmp_path):
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["aeromon", "pyromon"] + ["floramon"] * 7, ["geomon"] * 6, speed="instant")

    def label() -> str:
        return next(b.label for b in table.tools.buttons if b.tag == "hint")

    labels, tools = set(), set()

    def frames_until(done) -> None:
        """Frames, the held tiles seen with a key, the tool row read at each, until `done()` holds
        (rather than 240 frames a flip whatever happened: the test took 1440 frames)."""
        for _ in range(600):
            app.frame(1 / 60)
            if table.up_slots:
                key(app, pygame.K_SPACE)
            labels.add(label())
            tools.update(b.tag for b in table.tools.buttons)
            if done():
                return
        pytest.fail("the table never came back to the person")

    for _ in range(3):  # the person misses (tiles 1 and 2), the bot plays: Undo and Last turn come and go
        for slot in (0, 1):
            if table.human_to_act() == 0:
                table.act(0, table.grid_attempt(slot))
            frames_until(lambda: table.human_to_act() == 0 and not table.busy)
    assert {"undo", "again"} & tools, f"the row held more than the hint button: {tools}"
    assert labels == {"Conseil (H)"}, labels


# -- the help box under the grid never covers the prompt -----------------------------------------------
@pytest.mark.parametrize("seats", [("human", "bot:easy"), ("human", "bot:easy", "bot:easy", "bot:easy")])
def test_a_tiles_help_box_covers_neither_the_prompt_nor_any_tile(app, tmp_path, seats):
    i18n.set_lang("fr")
    scenario = tmp_path / "box.yaml"
    grid = ["geomon", "pyromon", "aeromon", "hydromon", "floramon", "polymon", "electromon", "geomon", "pyromon"]
    scenario.write_text(f"game: elemons\nseats: {len(seats)}\ngrid: [{', '.join(grid)}]\n"
                        "pile: [floramon, floramon, floramon]\n")
    table = open_scenario(app, "elemons", seats, scenario, speed="instant")
    table.act(0, table.grid_attempt(5))  # the Polymon face up: the longest of the tiles' help
    idle(app, table)
    assert table.prompt, "the prompt shows under the grid"
    prompt = table.keep_clear()[0]
    surf = pygame.Surface((1280, 720))
    for s in range(9):
        table.pinned = None
        table.pointer, table.pointer_still = table.slot_rect(s).center, 5.0
        if table.hover_delay(table.pointer) is None:
            continue  # a face-down tile explains itself on a right click only (same place)
        table.draw(surf)
        box = table.inspect_box
        assert box is not None, f"tile {s + 1}: no help box"
        assert not box.colliderect(prompt), f"tile {s + 1}: the box {box} covers the prompt {prompt}"
        assert not any(box.colliderect(table.slot_rect(k)) for k in range(9)), f"tile {s + 1}: box over a tile"
        assert surf.get_rect().contains(box)


# -- a Polymon's limits, said where it is met ---------------------------------------------------------
def test_a_turned_polymon_says_its_limits_in_the_prompt_and_its_help(app, tmp_path):
    i18n.set_lang("fr")
    grid = ["geomon", "pyromon", "aeromon", "hydromon", "floramon", "polymon", "electromon", "geomon", "pyromon"]
    table = table_at(app, tmp_path, grid, ["floramon"] * 3, speed="instant")
    assert "Polymon" not in table.prompt
    table.act(0, table.grid_attempt(5))
    idle(app, table)
    said = "Polymon : n'importe quelle tuile fait la paire avec lui, mais sans pouvoir."
    assert plain(table.prompt).endswith(said), table.prompt
    name, text = table.inspect_at(table.slot_rect(5).center)
    assert name == "Polymon" and "pas de pouvoir" in text and "ne compte que pour Supermon" in text, text
    table.act(0, table.grid_attempt(4))  # a pair with the Floramon: the turn goes on
    idle(app, table)
    assert "Polymon :" not in table.prompt, "once no Polymon is face up, the prompt is as before"


def test_a_held_polymon_pair_says_it_has_no_power(app, tmp_path):
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["floramon"] * 9, ["geomon"] * 3, speed="instant")
    table.hold_up([4, 5], 1, None, won={4: "polymon", 5: "hydromon"})
    bot = table.short_names()[1]
    assert plain(table.up_words()).startswith(f"{bot} gagne la paire Hydromon + Polymon (tuiles 5, 6), "
                                              "sans pouvoir :"), table.up_words()
    table.hold_up([4, 5], 1, None, won={4: "geomon", 5: "geomon"})
    assert "sans pouvoir" not in table.up_words() and "paire de Geomons" in table.up_words()


def test_a_face_up_elemons_help_says_what_its_pair_does_and_what_three_catch(app, tmp_path):
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["hydromon"] + ["floramon"] * 8, ["geomon"] * 3, speed="instant")
    name, text = table.describe_kind("hydromon")
    assert name == "Hydromon"
    assert plain(text) == ("Hydromon : regardez 4 tuiles en secret, quand vous en gagnez une paire. "
                           "3 Hydromons attrapent Halomon."), text


def test_ones_own_polymon_pair_says_why_no_power_follows(app, tmp_path):
    i18n.set_lang("fr")
    grid = ["geomon", "pyromon", "aeromon", "hydromon", "floramon", "polymon", "electromon", "geomon", "pyromon"]
    table = table_at(app, tmp_path, grid, ["floramon"] * 3, speed="instant")
    said: list[str] = []
    real = table.banner
    table.banner = lambda text, duration=1.0: said.append(text) or real(text, duration)
    table.act(0, table.grid_attempt(5))
    idle(app, table)
    table.act(0, table.grid_attempt(4))
    idle(app, table)
    words = i18n.t("elemons.pair_no_power")
    assert words in said and words in table.log.entries, (said, table.log.entries[-4:])


# -- what another player's power takes from the person is said, and waited on -------------------------
def test_a_swap_or_a_burn_done_to_the_person_is_said_in_a_banner_that_waits(app, tmp_path):
    from game.core import Event

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["floramon"] * 9, ["geomon"] * 3, speed="instant")
    said: list[str] = []
    real = table.banner
    table.banner = lambda text, duration=1.0: said.append(plain(text)) or real(text, duration)
    bot = table.short_names()[1]
    # (round 14) the swap waits under the grid until seen, its two Elemons pictured: no passing banner
    table.on_tiles_swapped(Event("tiles_swapped", 1, {"target": 0, "gave": "aeromon", "took": "floramon"}))
    assert table.held and table.up_swap == (1, "floramon", "aeromon"), table.up_swap
    assert plain(table.up_words()).startswith(f"{bot} échange avec vous (Aeromon) : votre Floramon contre son "
                                              "Aeromon"), table.up_words()
    table._release_up()
    assert not table.held
    wait = table.on_tile_burned(Event("tile_burned", 1, {"target": 0, "tile": "hydromon"}))
    assert wait and said[-1] == f"{table.names[1]} brûle votre Hydromon : il part dans la Boîte"
    n = len(said)
    assert table.on_tile_burned(Event("tile_burned", 0, {"target": 1, "tile": "hydromon"})) is None
    assert len(said) == n, "the person's own burn needs no such banner"
