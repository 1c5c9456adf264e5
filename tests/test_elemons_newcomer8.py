"""Round 8 of a newcomer's first game of Elemons (issue 24): the tutorial box keeps step with the game,
its steps are numbered without a gap, the catch and the trade say what the engine does."""

from __future__ import annotations

import re

import pytest
from lang import french
from scene_input import run
from test_tutorial import follow_guide, live, open_tutorial, tap

from game import i18n
from game.i18n import t


@pytest.fixture(autouse=True)
def in_french():
    with french():
        yield


def walk_tutorial(app, gid: str) -> list[tuple[str, int, bool]]:
    """Click where the tutorial points at normal speed, a reveal held until a click as by default:
    every change of the box's header, with the step index and whether the person may act."""
    app.settings.tiles_up = 0.0
    table = open_tutorial(app, gid, speed="normal")
    seen: list[tuple[str, int, bool]] = []
    tables = [table]

    def ended() -> bool:
        table = tables[0] = live(app, tables[0])
        words = table.guide_words()
        at = table.guide.numbered(table.guide.index)["n"]  # counted over the parts (Evolution's opening)
        if words is not None and (not seen or seen[-1][0] != words[1]):
            seen.append((words[1], at, table.human_to_act() is not None and not table.busy))
        return table.guide.done and table.guide.tutorial.then is None and not table.busy

    if not follow_guide(app, table, ended, clicks=40000, release=True):
        raise AssertionError(f"{gid}: the tutorial never ended (step {tables[0].guide.index + 1})")
    return seen


# a step may add its actions' progress after « · » (Monsters' trick steps: « Étape 1 sur 11 · pile : 2 sur 3 », f49)
STEP = re.compile(r"^Étape (\d+) sur (\d+)(?: · .+)?$")


@pytest.mark.parametrize("gid", ["elemons", "evolution", "monsters", "kaiju", "elemmaster"])
def test_every_step_number_shows_in_turn_and_the_box_never_goes_back_after_their_turn(app, gid):
    seen = walk_tutorial(app, gid)
    numbers = [int(m.group(1)) for h, _, _ in seen if (m := STEP.match(h))]
    total = next(int(m.group(2)) for h, _, _ in seen if (m := STEP.match(h)))
    missing = sorted(set(range(1, total + 1)) - set(numbers))
    assert not missing, f"{gid}: steps never numbered on screen: {missing} (headers {[h for h, _, _ in seen]})"
    assert t("tutorial.look_header") not in [h for h, _, _ in seen], f"{gid}: an unnumbered 'Regardez' box"
    for header, index, _ in seen if gid == "kaiju" else ():
        # a step's number shows only while that step speaks (nc35 Kaiju: « Étape 9 sur 13 » showed its words,
        # then « Prenez le temps de bien regarder »; step 11's choice stood through the bot's turn)
        m = STEP.match(header)
        assert m is None or int(m.group(1)) == index + 1, f"{gid}: '{header}' shown again at step {index + 1}"
    for (before, _, _), (after, index, _) in zip(seen, seen[1:], strict=False):
        m = STEP.match(after)
        if before.startswith("Au tour de") and m:
            assert int(m.group(1)) == index + 1, \
                f"{gid}: after the opponent's turn the box went back to '{after}' (the next step is {index + 1})"


def elemons_table(app, tmp_path, grid, pile, won, seats=("human", "human")):
    """A two-person scenario table (the person plays every seat: the test decides each move)."""
    from scene_input import open_scenario

    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    f"grid: [{', '.join(grid)}]\npile: [{', '.join(pile)}]\n"
                    f"won: [[{', '.join(won[0])}], [{', '.join(won[1])}]]\n")
    app.settings.tiles_up = 0.05
    return open_scenario(app, "elemons", list(seats), path)


def log_text(table) -> list[str]:
    return list(table.log.entries)


def settle(app, table) -> None:
    from waiting import wait_until

    assert wait_until(lambda: not table.busy, 60, 0, lambda: app.frame(1 / 60)), "the table never caught up"


def test_a_catch_during_an_electromon_replay_says_the_turn_goes_on(app, tmp_path):
    """The newcomer read "Bot 2 attrape Meteoromon" then two more flips: the log says why."""
    from game.core import act

    table = elemons_table(app, tmp_path, ["electromon", "electromon", "geomon", "aeromon", "floramon",
                                          "hydromon", "polymon", "pyromon", "geomon"],
                          ["floramon"] * 8, [["electromon"], ["aeromon"]])
    for action in (act("flip", 0), act("flip", 1), act("trade", "electromon"), act("flip", 2), act("flip", 3)):
        settle(app, table)
        assert table.act(0, action), f"{action} refused"
    settle(app, table)
    text = "\n".join(log_text(table))
    goes_on = t("elemons.caught_goes_on", who=table.names[0])
    assert goes_on in text, f"no '{goes_on}' in the log:\n{text}"
    assert t("elemons.caught_ends_turn", who=table.names[0]) not in text
    entries = log_text(table)
    said = entries.index(goes_on)
    assert "Meteoromon" in entries[said - 1] and "tuile 3" in entries[said + 1].lower(), entries[said - 1: said + 2]


def test_the_winning_gigamon_is_offered_before_the_hydromon_looks(app, tmp_path):
    """The newcomer held their winning pair and had to look at four tiles first: the catch is a button now."""
    from game.core import act

    table = elemons_table(app, tmp_path, ["hydromon", "hydromon", "geomon", "aeromon", "floramon",
                                          "electromon", "polymon", "pyromon", "geomon"],
                          ["floramon"] * 8, [["hydromon"], ["aeromon"]])
    for action in (act("flip", 0), act("flip", 1)):
        settle(app, table)
        assert table.act(0, action)
    settle(app, table)
    assert table.view["phase"] == "peek"
    tags = [b.tag for b in table.bar.buttons]
    assert "trade hydromon" in tags, f"no catch button during the looks: {tags}"
    button = next(b for b in table.bar.buttons if b.tag == "trade hydromon")
    tap(app, button.rect.center)
    settle(app, table)
    assert table.view["gigamons"]["hydromon"] == 0 and table.view["phase"] == "peek"


def rock_match(tmp_path, secret_kind: str):
    """Seat 0 holds two Floramons, looks in secret at tiles 4-7 (a Floramon on tile 6, if `secret_kind`
    says so), seat 1 misses (a Pyromon, an Electromon), then seat 0 wins a Geomon pair: its Rock is to place."""
    from game.core import act
    from game.match import Match

    grid = ["hydromon", "hydromon", "geomon", "pyromon", "aeromon", secret_kind, "electromon", "geomon", "polymon"]
    path = tmp_path / "rock.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    f"grid: [{', '.join(grid)}]\npile: [{', '.join(['pyromon', 'aeromon'] * 6)}]\n"
                    "won: [[floramon, floramon], [aeromon]]\n")
    m = Match("elemons", ["human", "human"], seed=3, scenario=str(path))
    for seat, a in [(0, act("flip", 0)), (0, act("flip", 1)), (0, act("peek", 3)), (0, act("peek", 4)),
                    (0, act("peek", 5)), (0, act("peek", 6)), (1, act("flip", 3)), (1, act("flip", 6)),
                    (0, act("flip", 2)), (0, act("flip", 7))]:
        m.play(seat, a)
    assert m.state.phase == "rock" and m.state.current == 0
    return m


def test_the_rock_hint_keeps_a_tile_seen_in_secret_of_a_kind_the_person_collects(tmp_path):
    """The newcomer had seen a Geomon in secret and held two: the hint said 'aucune paire connue'."""
    with french():
        m = rock_match(tmp_path, "floramon")
        h = m.hint(0)
        assert h is not None and str(h.action) == "rock 5", h
        assert h.reason == "rock_keep" and h.params["have"] == 2, h
        words = i18n.hint_text("elemons", h.reason, h.params, ["Joueur 1", "Bot 2"])
        assert "tuile 6" in words and "Floramon" in words and "Biomon" in words, words


def test_a_tile_seen_in_secret_is_never_said_seen_by_everyone(tmp_path):
    with french():
        m = rock_match(tmp_path, "pyromon")
        h = m.hint(0)
        assert h is not None and h.action.kind == "rock"
        if h.reason == "rock_seen":
            assert int(h.action.args[0]) not in (5, 6), f"a secret look called public: {h}"


def test_the_tutorials_arrow_keeps_off_the_title_labels_panels_and_other_tiles(app):
    """The newcomer saw the arrow over the title, a turned-up Electromon, the 'Gigamons sauvages' label,
    the wild Gigamons' icons and the bot's panel: at every step it now finds a free side."""
    import pygame

    from scenes.tutorial import _covered, arrow_from

    table = open_tutorial(app, "elemons")
    checked = 0
    for _ in range(20000):
        if table.guide.done:
            break
        target = table.guide_target() if not table.busy else None
        if target is None or table.guide_box is None:
            app.frame(1 / 60)
            continue
        avoid = [r.inflate(8, 8) for r in table.arrow_avoid() if not r.colliderect(target)]
        shun = [*table.text_rects(), *(b.rect for b in table.buttons_shown())]
        way = arrow_from(target, table.guide_box, shun, pygame.Rect(0, 0, 1280, 720), avoid)
        # what the newcomer saw covered (the pile's picture may be grazed where no side is free)
        words = [table.arrow_avoid()[0], *(table.slot_rect(s) for s in range(9)), table.panel_rect(0),
                 table.panel_rect(1), pygame.Rect(770, 378, 185, 22), *(table.wild_rect(i) for i in range(7))]
        avoid = [r.inflate(8, 8) for r in words if not r.colliderect(target)]
        if way is not None:
            (sx, sy), (ex, ey) = way
            way_dir = ((sx - ex) / 58, (sy - ey) / 58)
            assert _covered((ex, ey), (sx, sy), way_dir, avoid) <= 2, \
                f"step {table.guide.index + 1}: the arrow at {way} covers a label, panel or tile"
            checked += 1
        tap(app, target.center)
        run(app, 0.05)
    # (7: the Pyromon's step has no button any more, its only opponent is named by the screen, nc17)
    assert checked >= 7, f"only {checked} arrows looked at"


def test_the_last_turn_is_explained_and_no_order_stays_under_the_finished_tutorial(app):
    """The newcomer read 'ce tour est le dernier' beside 'Pioche : 2', and 'Retournez deux tuiles…'
    still under the grid after 'Tutoriel terminé'."""
    from test_tutorial import follow_guide

    from game import tutorial

    last = next(s for s in tutorial.load("elemons").steps if s.do == "flip 2").text("fr")  # the last turn's first
    # (nc16: the bot never got a last turn: the step says none comes)
    assert "sans tour pour l'adversaire" in last, last
    # nc24 shot 26: the pile's « Prochaine paire : fin ! » is said where it first shows (nc25: in that step, the
    # Floramon and the taking rule in boxes of their own)
    before = next(s for s in tutorial.load("elemons").steps if "Prochaine paire" in s.text("fr"))
    assert "2 dernières tuiles" in before.text("fr"), before.text("fr")
    app.settings.tiles_up = 0.05
    table = open_tutorial(app, "elemons", speed="normal")
    # nc18 shot-10/11 and 23: the Hydromon's looks, the Electromon's replay: their prompt came under the
    # grid with the power's banner, while the box still said the step before and pointed at no tile
    early: dict[int, tuple[object, object]] = {}
    pair_words: list[object] = []

    def done() -> bool:
        index = table.guide.index
        if index in (4, 11) and index not in early and table.busy and table.acting_next() == table.viewer:
            early[index] = (table.guide_words(), table.guide_target())
        if table.up_won and table.up_who == table.viewer and table.up_left and not table.feed.is_over:
            # one's own pair goes by itself: the box never says « cliquez … pour continuer » (nc18)
            pair_words.append(table.guide_words())
        return table.guide.done

    assert follow_guide(app, table, done)
    steps = table.guide.tutorial.steps
    assert steps[4].do == "peek 3" and steps[11].do == "flip 0"  # (nc28: one more; nc32: one less)
    assert sorted(early) == [4, 11], early
    assert pair_words and not any(w is not None and w[0] == t("tutorial.look") for w in pair_words), pair_words
    for index, slot in ((4, 3), (11, 0)):
        words, target = early[index]
        assert isinstance(words, tuple) and words[0] == steps[index].text(), (index, words)
        assert target == table.slot_rect(slot), (index, target)
    seen = []
    for _ in range(600):
        app.frame(1 / 60)
        if table.finished_shown:
            break
        seen.append(table.prompt)
    flip = t("elemons.prompt.flip")
    assert seen and not any(p.startswith(flip[:20]) for p in seen), f"an order stayed: {set(seen)}"


def test_last_turn_again_is_one_line_beside_the_hint(app, tmp_path):
    """'Revoir le tour (L)' wrapped onto two lines in a small box."""
    from game.core import act

    table = elemons_table(app, tmp_path, ["aeromon", "geomon", "geomon", "aeromon", "floramon",
                                          "electromon", "polymon", "pyromon", "hydromon"],
                          ["floramon"] * 8, [[], []], seats=("human", "bot:easy"))
    for action in (act("flip", 0), act("flip", 1)):
        settle(app, table)
        assert table.act(0, action)
    settle(app, table)
    app.frame(1 / 60)
    buttons = {b.tag: b for b in table.tools.buttons}
    assert "again" in buttons and "hint" in buttons, list(buttons)
    assert len(buttons["again"].fitted()[1]) == 1, buttons["again"].fitted()
    assert len(buttons["hint"].fitted()[1]) == 1, buttons["hint"].fitted()


def test_the_aids_gigamon_rule_is_a_row_of_its_own_not_biomons_power():
    """The general rule sat in the Biomon row and read as Biomon's power; 'Rendez trois Polymons' was unclear."""
    from scenes.howto import load_howto

    rows = load_howto("elemons").aid_rows
    general = next(r for r in rows if r.text["fr"].startswith("Règle de tous les Gigamons"))
    assert len(general.show) >= 2 and "à tout moment de votre tour" in general.text["fr"]
    assert not any(r.text["fr"].startswith("Rendez") for r in rows)
    assert all("boîte" not in r.text["fr"] for r in rows), "the Box, as the table names it"
