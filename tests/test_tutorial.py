"""The guided first games (game/tutorial.py, the kit's guide, scenes/tutorial.py): each tutorial plays
to a finished game by itself and by clicking where its pointer points; a wrong click is answered and
changes nothing; a broken tutorial file is named by file and line; the menu opens them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from in_process import check_data
from scene_input import run

from game import i18n, paths, registry, tutorial
from game.data import DataError
from game.i18n import t
from scenes.app import open_table
from scenes.common import ResultsScene
from scenes.menu import MenuScene
from scenes.table import TableScene
from scenes.tutorial import TutorialPick

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.GAME_IDS


def tap(app, pos):
    """A click as a mouse makes it: down, then up at the same place (Monsters acts on the release)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def open_tutorial(app, gid: str, speed: str = "instant") -> TableScene:
    app.settings.speed = speed
    open_table(app, tutorial.load(gid).feed())
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None
    return table


def live(app, table: TableScene) -> TableScene:
    """The tutorial's table now: once an opening's last words are read, the rest of the tutorial opens
    on a table of its own in place of the first (Evolution's real start, then later in the game); once
    a part is won with a last part to come, its results' « Suite du tutoriel » is clicked (Elem Master's
    ending, the count)."""
    top = app.stack.top
    if isinstance(top, ResultsScene) and top.next_part is not None and not top.surveys:
        tap(app, next(b for b in top.bar.buttons if b.label == t("results.tutorial_next")).rect.center)
        top = app.stack.top
    if isinstance(top, TableScene) and top is not table and top.guide is not None:
        top.autoplay = table.autoplay
        return top
    return table


def follow_guide(app, table, done, clicks: int = 4000, release: bool = False) -> bool:
    """Click where the tutorial points, a frame at a time, until `done()` holds; its last answer.
    `release`: a click off the table lets go what the screen holds up for the person to see.
    `done` may call `live` to follow an opening's table to the rest's: this loop does the same."""
    for n in range(clicks):
        table = live(app, table)
        if done():
            return True
        if release and table.holds_events() and table.busy:
            app.frame(1 / 60)
            tap(app, (5, 5))
            continue
        target = table.guide_target() if not table.busy else None
        if target is None:
            app.frame(1 / 60, draw=n % 6 == 0)  # waiting for the animations: one picture in 6 (the suite's time)
            continue
        tap(app, target.center)
        run(app, 0.05)
    return bool(done())


def step_frame(app, table) -> None:
    """One frame, its picture drawn when the table is on top and still (not busy): the pictures a
    step's box, halo and pointer are read from. The frames of the animations between are not drawn
    (no check looks at them; drawing them was most of the tutorial tests' time): a drawn frame is
    this same frame with its picture (`App.frame` is the update, then `App.draw`)."""
    app.frame(1 / 60, draw=False)
    if app.stack.top is table and not table.busy:
        app.draw()


def first_target(app, table, frames: int = 600) -> pygame.Rect:
    """Frames pass until the step's pointer is on screen (the position shown, the person to act)."""
    for _ in range(frames):
        app.frame(1 / 60)
        target = table.guide_target()
        if target is not None and not table.busy:
            return target
    raise AssertionError(f"{table.game_id}: the first step's pointer never showed (step {table.guide.index + 1})")


@pytest.mark.parametrize("gid", GAMES)
def test_every_shipped_tutorial_plays_headless_to_its_end(gid):
    files = tutorial.verify(tutorial.load(gid))
    assert any(f.endswith("tutorial.yaml") for f in files)


@pytest.mark.parametrize("gid", GAMES)
def test_each_tutorial_autoplays_to_a_finished_game_and_its_results(app, gid):
    table = open_tutorial(app, gid)
    table.autoplay = True
    for _ in range(3000):
        step_frame(app, table)
        table = live(app, table)
        if isinstance(app.stack.top, ResultsScene):
            break
    feed = table.guide
    assert feed.is_over, f"{gid}: autoplay stopped at step {feed.index + 1} of {len(feed.tutorial.steps)}"
    assert feed.done and isinstance(app.stack.top, ResultsScene)
    assert feed.tutorial.person in feed.result().winners  # a first game the newcomer wins
    assert not paths.save_path(gid).exists()  # a tutorial never replaces the game in progress
    # the recap waits on the results screen, to be read at leisure (newcomers saw it go by in a second)
    results = app.stack.top
    assert results.recap == feed.tutorial.end_text() and results.recap
    said: list[str] = []
    real = results.draw_sentences
    results.draw_sentences = lambda surf, box, head, sentences: (said.append(head), real(surf, box, head, sentences))
    results.draw(pygame.Surface((1280, 720)))
    assert i18n.t("tutorial.done") in said, said


@pytest.mark.parametrize("gid", GAMES)
def test_clicking_where_the_pointer_points_plays_every_step(app, gid):
    """The mouse alone, on the pointer's rectangle, takes the newcomer through every step to the end:
    the pointer sits on the piece (or button) that plays the step, including the steps made of
    several clicks (Kaiju's card then die, Monsters' stacking, Elem Master's cells)."""
    table = open_tutorial(app, gid)
    feed = table.guide
    clicks = 0
    for _ in range(4000):
        table = live(app, table)
        feed = table.guide
        if feed.is_over and isinstance(app.stack.top, ResultsScene):
            break
        target = table.guide_target() if app.stack.top is table and not table.busy else None
        if target is None and app.stack.top is table and table.holds_events():
            tap(app, (640, 700))  # shown for the person to see (Kaiju's drawn card): a click says "seen"
            continue
        if target is None:
            step_frame(app, table)
            continue
        reading = table.guide_step_reads()  # words only (or a lone choice): the pointer is the box's "Continue"
        if table.guide_box is not None and not reading:  # the words never cover the piece they point at
            assert not table.guide_box.colliderect(target), (gid, feed.index, table.guide_box, target)
        tap(app, target.center)
        run(app, 0.05)
        clicks += 1
        assert clicks < 25 * len(feed.tutorial.steps), f"{gid}: step {feed.index + 1} never went through"
        assert not (table.error and table.error == (feed.step.wrong_text() if feed.step else "")), \
            f"{gid}: the pointer's click was answered as a wrong one at step {feed.index + 1}"
    assert feed.is_over and feed.done, f"{gid}: stopped at step {feed.index + 1}"
    assert clicks >= len(feed.tutorial.steps) - 1  # Evolution's table gives one answer by itself


def test_a_wrong_click_gets_the_tutorials_answer_and_changes_nothing(app):
    table = open_tutorial(app, "elemons")
    target = first_target(app, table)
    feed = table.guide
    step = feed.step
    before_moves = list(feed.match.moves)
    before_view = feed.view(0)
    wrong = table.slot_rect(8)  # the step asks for tile 1, the person clicks tile 9
    assert not wrong.colliderect(target)
    tap(app, wrong.center)
    assert table.error == step.wrong_text()
    assert feed.index == 0 and feed.match.moves == before_moves and feed.view(0) == before_view
    tap(app, target.center)  # the right one goes through
    assert feed.index == 1 and len(feed.match.moves) == 1


def test_a_wrong_action_is_refused_by_the_feed_in_the_players_language():
    from game.core import Action, IllegalAction

    feed = tutorial.load("kaiju").feed()
    i18n.set_lang("en")
    try:
        with pytest.raises(IllegalAction) as refused:
            feed.submit(0, Action.parse("take nothing"))
        assert str(refused.value) == feed.step.wrong_text("en")
        assert feed.index == 0 and feed.match.moves == []
        assert not feed.can_undo(0)
    finally:
        i18n.set_lang("fr")


def test_the_menu_opens_learn_to_play_then_a_tutorial(app):
    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    learn = next(b for b in app.stack.top.bar.buttons if b.label == t("menu.learn"))
    tap(app, learn.rect.center)
    pick = app.stack.top
    assert isinstance(pick, TutorialPick)
    assert [b.tag for b in pick.bar.buttons if b.tag] == list(GAMES)
    button = next(b for b in pick.bar.buttons if b.tag == "kaiju")
    tap(app, button.rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.game_id == "kaiju" and table.guide is not None


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_step_not_legal_when_reached_is_named_by_file_and_line(data_copy):
    f = data_copy / "elemons" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8").replace("do: flip 0", "do: flip 1", 1)
    f.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as broken:
        tutorial.verify(tutorial.load("elemons"))
    second = [i for i, line in enumerate(text.splitlines(), 1) if "do: flip 1" in line][1]  # step 2's line
    assert f"tutorial.yaml:{second}:" in str(broken.value)
    assert "step 2 ('flip 1') is not legal when it is reached" in str(broken.value)


def test_check_data_reports_a_broken_tutorial_in_one_line(data_copy, capsys):
    f = data_copy / "kaiju" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    en = [line for line in text.splitlines() if line.strip().startswith("en:")][0]
    f.write_text(text.replace(en + "\n", "", 1), encoding="utf-8")  # the first step's English text is gone
    # the command line's main() in this process (tests/in_process.py), on the copy data_copy names
    rc, _, err = check_data(capsys, "kaiju")
    assert rc == 2
    errors = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "tutorial.yaml:" in errors[0] and "no text in 'en'" in errors[0], err
    assert "Traceback" not in err


def test_the_steps_must_end_the_game(data_copy):
    f = data_copy / "elemmaster" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    # the last two steps, the words on the souffle and the finishing souffle
    cut = text.rindex("  - do: read", 0, text.rindex("  - do: souffle d4 e5 1"))
    f.write_text(text[:cut] + text[text.index("\nend:\n") + 1:], encoding="utf-8")
    with pytest.raises(DataError) as broken:
        tutorial.verify(tutorial.load("elemmaster"))
    assert "the game is not over after the last step" in str(broken.value)
    last = text[:cut].count("\n", 0, text[:cut].rindex("  - do: ")) + 1  # the step now last: the Air's move
    assert f"tutorial.yaml:{last}:" in str(broken.value), str(broken.value)


def test_the_command_line_autoplays_and_saves_each_steps_screen(tmp_path):
    shot = tmp_path / "kaiju-{step}.png"
    done = subprocess.run([sys.executable, "main.py", "tutorial", "kaiju", "--autoplay", "--screenshot", str(shot)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "played to the end" in done.stdout
    shots = sorted(p.name for p in tmp_path.glob("kaiju-*.png"))
    assert shots == [f"kaiju-{i:02d}.png" for i in range(1, 15)]  # 14 steps (nc11: the 7 that draws; f53: the deal)
    bad = subprocess.run([sys.executable, "main.py", "tutorial", "chess"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) <= 2


def test_a_wrong_pick_moves_the_pointer_to_the_way_back(app):
    """Kaiju: picking the 5 instead of the 2 sends nothing (a pick, not a move: its die is asked); the
    pointer then shows Back, and from there the 2 again."""
    table = open_tutorial(app, "kaiju")
    target = first_target(app, table)
    tap(app, target.center)  # roll
    tap(app, first_target(app, table).center)  # f53: the deal, a step to read
    target = first_target(app, table)
    card5 = next(b for b in table.controls.bar.buttons if b.tag == "card 5")
    tap(app, card5.rect.center)
    back = next(b for b in table.controls.bar.buttons if b.tag == "back")
    assert table.guide_target() == back.rect and table.guide.index == 2
    tap(app, back.rect.center)
    card2 = next(b for b in table.controls.bar.buttons if b.tag == "card 2")
    assert table.guide_target() == card2.rect


def test_the_words_keep_off_the_cells_they_name(app):
    """Elem Master: a step that names a cell ("the Earth on f6") leaves it in sight; the pointer
    shows a split move's count button once both cells are clicked."""
    table = open_tutorial(app, "elemmaster")
    assert table.guide_mentions("la Terre en f6, pas en z9 ni en g7") == [table.layout.cell_rect("f6")]
    feed = table.guide
    # click the pointer up to the Brasier's step, which names f6 away from the piece to click
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.do.startswith("brasier")), \
        "the Brasier's step never came"
    first_target(app, table)
    app.frame(1 / 60)
    named = table.guide_mentions(feed.step.text())
    assert table.layout.cell_rect("f6") in named
    assert table.guide_box is not None and not any(table.guide_box.colliderect(r) for r in named), \
        (table.guide_box, named)


def test_elemons_names_its_tiles_by_their_numbers_on_screen(app):
    table = open_tutorial(app, "elemons")
    assert table.guide_mentions("le Floramon de la tuile 5, puis the tile 9; tuile 0 n'existe pas") == \
        [table.slot_rect(4), table.slot_rect(8)]


def own_panel(table, seat: int) -> list[pygame.Rect]:
    """The person's own panel (hand, timer, Monsters' stack) through each table's own geometry,
    not through `own_rects`, which the box is placed by."""
    gid = table.game_id
    if gid == "elemons":
        return [table.panel_rect(seat)]
    if gid == "kaiju":
        return [table.places.seat_rect(seat)]
    if gid == "elemmaster":
        return [table.layout.player_rect(seat, table.feed.num_seats)]
    if gid == "evolution":
        return [pygame.Rect(table.zones[seat].rect), *table.hand_rects(5)]
    from scenes.monsters.drawing import L
    return [L.seat_panel(seat), L.clock, L.board, *(L.layer_slot(i) for i in range(3)),
            *(L.hand_slot(i) for i in range(3))]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("gid", GAMES)
def test_the_box_covers_neither_the_piece_nor_the_persons_own_panel_and_stays_put(app, gid, lang):
    """At every step of every tutorial, played by itself, in both languages (English runs longer):
    the words' box covers neither the step's piece, nor what its words name, nor the person's own
    panel, hand or timer (Monsters: the stack being built); it stays inside the screen, at one
    steady place (its top left corner never moves), and its words fit in it."""

    i18n.set_lang(lang)
    try:
        table = open_tutorial(app, gid)
        table.autoplay = True
        feed = table.guide
        seen: dict[int, pygame.Rect] = {}
        for _ in range(3000):
            step_frame(app, table)
            if isinstance(app.stack.top, ResultsScene):
                break
            table = live(app, table)
            feed = table.guide
            box, target = table.guide_box, table.guide_target()
            if box is None or target is None or table.busy or feed.step is None:
                continue
            where = f"{gid} ({lang}) step {feed.index + 1}"
            if table.guide_step_reads():  # words only (or a choice it waits to make): "Continue" in the box
                assert box.contains(target), f"{where}: the box's Continue {target} is not in it {box}"
            else:
                assert not box.colliderect(target), f"{where}: the box {box} covers the piece {target}"
            mine = own_panel(table, feed.tutorial.person)
            assert box.collidelist(mine) < 0, f"{where}: the box {box} covers the person's own {mine}"
            named = table.guide_mentions(feed.step.text())
            assert box.collidelist(named) < 0, f"{where}: the box {box} covers what it names {named}"
            assert app.canvas.get_rect().contains(box), f"{where}: the box {box} leaves the screen"
            seen[feed.numbered(feed.index)["n"]] = box.copy()
        assert isinstance(app.stack.top, ResultsScene), f"{gid}: stopped at step {feed.index + 1}"
        # a step the table plays by itself (a single choice: Elemons' burn and Aeromon's look) has no piece
        steps = [*(feed.tutorial.prev.steps if feed.tutorial.prev else []), *feed.tutorial.steps]
        alone = sum(1 for s in steps if s.do.split()[0] in table.only_choice_kinds)
        assert len(seen) >= len(steps) - max(1, alone), f"{gid}: only steps {sorted(seen)} were seen"
        corners = {r.topleft for r in seen.values()}
        assert corners == {table.guide_home().topleft}, f"{gid} ({lang}): the box moved: {corners}"
        assert all(r.bottom <= table.guide_home().bottom for r in seen.values()), seen
    finally:
        i18n.set_lang("fr")


@pytest.mark.parametrize("gid", GAMES)
def test_the_results_come_by_themselves_after_the_last_step(app, gid):
    """Played by mouse at the normal animation speed with the default settings (Elemons holds
    missed tiles up until a click, which the person gives), the results open by themselves once the last
    step is played: nobody has to press Escape or click anywhere (a newcomer did, in Elemons and
    Evolution)."""
    from scenes.settings import Settings

    app.settings.tiles_up = Settings().tiles_up
    app.settings.survey = True  # a tutorial is no playtest: no survey comes between
    assert app.settings.speed == "normal"
    open_table(app, tutorial.load(gid).feed())
    table = app.stack.top
    feed = table.guide
    for n in range(20000):
        table = live(app, table)
        feed = table.guide
        if feed.done and feed.tutorial.then is None:
            break
        target = table.guide_target() if app.stack.top is table and not table.busy else None
        if target is not None:
            tap(app, target.center)
        elif app.stack.top is table and table.holds_events():
            tap(app, (640, 700))  # tiles held up for the person to look at: a click says "seen"
        else:
            app.frame(1 / 20, draw=n % 10 == 0)  # the animations' own pace, one picture in 10 (the suite's time)
    assert feed.done, f"{gid}: the clicks stopped at step {feed.index + 1}"
    frames = 0
    # a game may keep long last words up to be read (Monsters: `end_read_seconds`), never forever
    reading = getattr(table, "end_read_seconds", lambda: 0.0)()
    while not isinstance(app.stack.top, ResultsScene) and frames < 20 * (10 + reading):  # not one click or key
        app.frame(1 / 20, draw=frames % 10 == 0)
        frames += 1
    assert isinstance(app.stack.top, ResultsScene), \
        f"{gid}: no results 10 s after the last step (on top: {type(app.stack.top).__name__}, busy {table.busy})"
    assert frames < 20 * (6 + reading), f"{gid}: the results took {frames / 20:.1f} s to come"


def test_the_log_keeps_under_the_box_and_h_asks_no_hint_in_a_tutorial(app):
    """The words take the top of the log column: the log's newest lines keep to the room under the
    box, never half hidden; H shows no hint box there (the step already points at the move)."""
    from scene_input import key

    table = open_tutorial(app, "elemons")
    first_target(app, table)
    app.frame(1 / 60)
    box = table.guide_box
    assert box is not None and box.topleft == table.guide_home().topleft
    assert table.log.rect.top >= box.bottom and table.log.rect.bottom == table.log_rect.bottom, (box, table.log.rect)
    key(app, pygame.K_h)
    run(app, 0.2)
    assert table.hint_seat is None and table.hint_shown is None


def test_the_box_fits_its_home_and_leaves_it_only_for_what_it_must_not_cover(app):
    """`box_rect`: at the top of its home in the largest type that fits; a longer text in a smaller
    type, still inside; a piece in the home sends it to the home's foot, a piece filling the home
    sends it over the table, never on the piece."""
    from scenes.tutorial import SIZES, box_rect

    home = pygame.Rect(960, 70, 310, 560)
    box, size = box_rect(home, "Cliquez sur la tuile 2 : elle cache un Hydromon. " * 3)
    assert box.topleft == home.topleft and box.width == home.width and size == SIZES[0]
    box, size = box_rect(home, "Une très longue explication, mot après mot. " * 18)
    assert home.contains(box) and size < SIZES[0], (box, size)
    piece = pygame.Rect(1000, 90, 60, 60)
    box, _ = box_rect(home, "Cliquez ici.", keep=[piece])
    assert home.contains(box) and not box.colliderect(piece) and box.bottom == home.bottom
    box, _ = box_rect(home, "Cliquez ici.", keep=[home], avoid=[pygame.Rect(400, 600, 300, 60)])
    assert not box.colliderect(home) and pygame.Rect(0, 0, 1280, 720).contains(box), box


def test_monsters_names_its_cards_by_their_place_in_the_hand(app):
    """Monsters' steps say "carte 2", "vos cartes 1 et 2", "la carte du centre": the box keeps off them."""
    from scenes.monsters.drawing import L

    table = open_tutorial(app, "monsters")
    assert table.guide_mentions("Carte 2 dessous, puis vos cartes 1 et 3 ; la carte du centre") == \
        [L.hand_slot(0), L.hand_slot(1), L.hand_slot(2), L.centre]
    assert table.guide_mentions("card 3 on top; cards 1, 2 below") == [L.hand_slot(0), L.hand_slot(1), L.hand_slot(2)]
    assert table.guide_mentions("carte 7, une carte") == []
