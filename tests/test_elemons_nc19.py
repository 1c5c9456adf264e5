"""Round 19 newcomer's Elemons findings (nc19): the tutorial's burn is seen landing in the Box before
the next step, the hint for a single opponent speaks of no choice, and the pile says plainly that the
next pair ends the game."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.core import Event


def test_the_tutorials_burn_is_watched_into_the_box_before_the_next_step(app, tmp_path):
    """nc19 shots 24-25: « Regardez-le partir dans la Boîte », and step 15 came about 2 s later: the
    Elemon was never seen leaving. Its flight is slower there, and the next events wait for it and a
    moment more; outside the tutorial it keeps its pace."""
    from test_elemons_why import table_at

    from scenes.elemons import table as screen

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.guide = object()  # type: ignore[assignment]  # (a tutorial's feed: only its presence counts here)
    burn = Event("tile_burned", 0, {"target": 1, "tile": "geomon"})
    waits = table.on_tile_burned(burn)
    assert waits is not None and waits >= screen.BURN_WATCH + 0.9, waits
    assert table.anim.flights[-1].tween.duration >= 1.5, "a flight too quick to follow"
    table.guide = None  # a real game: one's own burn keeps the presentation's pace
    assert table.on_tile_burned(burn) is None


def test_the_hint_for_the_only_opponent_asks_no_choice():
    """nc19 shots 50-51: « Choisissez Bot 2 : le seul adversaire… », but the screen chose him itself."""
    names = ["Joueur 1", "Bot 2"]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        try:
            for key in ("threat_look", "threat_burn"):
                one = plain(i18n.hint_text("elemons", key, {"target": 1, "gigamons": 0, "won": 2, "only": "yes"},
                                           names))
                assert "Choisissez" not in one and "Choose" not in one and "Bot 2" in one, one
                several = plain(i18n.hint_text("elemons", key, {"target": 1, "gigamons": 1, "won": 2, "only": "no"},
                                               names))
                assert several.startswith(("Choisissez Bot 2", "Choose Bot 2")), several
        finally:
            i18n.set_lang("fr")
    burn = plain(i18n.hint_text("elemons", "threat_burn", {"target": 1, "gigamons": 0, "won": 4, "only": "yes"},
                                names))
    assert "le seul adversaire" in burn and "hasard" in burn, burn


def test_a_won_tile_lands_on_its_spot_in_the_hand_never_over_the_count(app, tmp_path):
    """nc19 shots 21, 56, 59, 63: a won tile flew to the panel's centre, over « Elemons en main : N »."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    me = table.m.players[0]
    me.tiles, me.won = ["floramon", "geomon", "geomon"], 3
    table._fly_pair({0: "geomon", 1: "geomon"}, 0, 0.0)
    table.on_tile_drawn(Event("tile_drawn", 0, {"tile": "floramon"}))
    table.m.players[1].won = 2
    table.on_tile_drawn_public(Event("tile_drawn_public", 1, {}))
    spots = {k: [r for r, kind, _ in table.hand_spots(0) if kind == k] for k in ("floramon", "geomon")}
    # (a won pair's tiles go over the grid first, then across: their last legs, nc31)
    ends = [f.end for f in table.anim.flights if f.end.x < table.slot_rect(0).x][-4:]
    assert ends[0] == ends[1] == spots["geomon"][0], "both on their kind's spot (one a kind, nc21)"
    assert ends[2] == spots["floramon"][0]
    assert ends[3] == table.won_rect(1, 1, 2), "a face-down tile lands on the last back"
    for seat, end in zip((0, 0, 0, 1), ends, strict=True):
        assert end.top >= table.panel_rect(seat).y + 54, "over the count's line"


def test_a_replay_step_shows_the_missed_pair_face_up_never_mid_flip(app, tmp_path):
    """nc19 shot 91: at « Coup 6 sur 45 » tiles 2 and 3 were thin and sideways, mid-flip, then face down.
    Stepped by hand, the step's missed pair stays face up until the next step; stepping on turns it back."""
    from scene_input import run

    from game.core import act
    from game.feed import ReplayFeed
    from game.match import Match
    from scenes.elemons.table import ElemonsTable
    from scenes.menu import MenuScene

    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\ngrid: [geomon, pyromon, aeromon, hydromon, floramon, "
                    "electromon, geomon, pyromon, aeromon]\npile: [hydromon, hydromon, floramon, floramon]\n")
    m = Match("elemons", ["human", "human"], seed=1, scenario=str(path))
    m.play(0, act("flip", 0))
    m.play(0, act("flip", 1))
    m.play(1, act("flip", 2))
    app.settings.speed = "normal"
    app.stack.push(MenuScene(app))
    table = ElemonsTable(app, ReplayFeed(m.log()))
    app.stack.push(table)
    table.replay_step(1)
    table.replay_step(1)  # the second flip: a miss
    run(app, 2.0)
    assert not table.busy and table.replay_up == {0: "geomon", 1: "pyromon"}
    assert all(table.slot_anim[s].turn is None for s in (0, 1)), "no flip left half done"
    import pygame

    table.draw(pygame.Surface((1280, 720)))
    table.replay_step(1)
    assert table.replay_up == {}, "the next step turns them back"


def test_a_pale_ring_lasts_from_its_refill_through_the_persons_next_turn_and_is_said_only_when_shown(
        app, tmp_path, monkeypatch):
    """nc19 shot 66: by mid-game nearly every tile had a pale ring (« jamais retournée »), and the legend
    stopped helping; shot 01: at step 1 the legend spoke of a ring nobody could see."""
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from sprites.tween import Tween

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    said: list[str] = []
    monkeypatch.setattr(screen, "wrap", lambda text, *a, **kw: (said.append(text), [text])[1])
    import pygame

    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert said and "pâle" not in said[-1], said[-1:]
    table.slot_anim[3].fresh = table.rings.add(Tween(1.0, 1.0, 1.0))
    table.draw(surf)
    assert "Pointillés" in said[-1], said[-1]
    start = Event("turn_started", 0, {})
    table.on_turn_started(start)  # the person's next turn: the new tile still ringed
    assert table.slot_anim[3].fresh is not None
    table.on_turn_started(Event("turn_started", 1, {}))
    assert table.slot_anim[3].fresh is not None, "another's turn drops no ring"
    table.on_turn_started(start)  # the turn after: still there until turned (nc61: « jamais retournée »)
    assert table.slot_anim[3].fresh is not None
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 3, "tile": "geomon"}))
    assert table.slot_anim[3].fresh is None and not table.rings_shown()


def test_a_miss_of_two_tiles_already_shown_says_so(app, tmp_path):
    """nc19 item 9: each miss waited for a click; where both tiles were already seen on this screen,
    nothing new is shown: the words say so. (They went by themselves then; nc25 and nc51 read that as a pause
    skipped, and they wait for the click as every miss now: tests/test_elemons_f45.py.)"""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    hidden = Event("tiles_hidden", 1, {"slots": [0, 1], "tiles": ["geomon", "pyromon"]})
    for s in (0, 1):
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(hidden)
    assert table.up_left is None and "cliquez" in plain(table.up_words()), "new tiles: a click to go on"
    for s in (0, 1):  # the same tiles turned again
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(hidden)
    assert table.up_left is None, "known tiles wait for the click as every miss (nc51 shot 091)"
    assert plain(table.up_words()) == "Tuiles 1, 2 de Bot 2, déjà vues : cliquez pour continuer"  # (f54)
