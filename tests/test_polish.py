"""Issue 24's "everywhere" polish: the replay's pause and caption, banners that hide what lies under
them, one type scale, `play` over a game in progress, labelled how-to pictures."""

from __future__ import annotations

import random

import pygame

from game import paths
from game.feed import ReplayFeed
from game.i18n import t
from game.match import Match
from scenes.app import open_table


def _played(game: str, seed: int, moves: int) -> Match:
    m = Match(game, ["human", "bot:easy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.state.is_over:
            break
        seat = m.state.actors()[0]
        m.play(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def _key(scene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _replay(app, game: str = "kaiju", step: int = 12):
    app.open("menu")
    open_table(app, ReplayFeed(_played(game, 3, 30).log(), step))
    return app.stack.top


# -- 1. the replay's Escape menu and its caption ---------------------------------------------
def test_escape_in_a_replay_offers_the_archive_the_menu_and_quit_never_saving(app):
    table = _replay(app)
    _key(table, pygame.K_ESCAPE)
    pause = app.stack.top
    labels = [b.label for b in pause.bar.buttons]
    assert t("pause.resume") not in labels and t("pause.menu") not in labels, labels
    assert not any("Sauver" in label or "Save" in label for label in labels), labels
    for key in ("pause.replay_resume", "pause.replay_archive", "pause.replay_menu", "menu.quit"):
        assert t(key) in labels, (key, labels)
    saves = sorted(paths.saves_dir().rglob("*.json"))
    next(b for b in pause.bar.buttons if b.label == t("pause.replay_archive")).action()
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "ArchiveScene"]
    assert sorted(paths.saves_dir().rglob("*.json")) == saves  # nothing was saved on the way out


def test_escape_in_a_game_still_offers_to_save(app):
    app.open("menu")
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=1))
    _key(app.stack.top, pygame.K_ESCAPE)
    assert t("pause.menu") in [b.label for b in app.stack.top.bar.buttons]


def test_the_replay_caption_is_clear_of_the_help_button_and_readable(app):
    from sprites.fonts import TYPE

    for game in ("kaiju", "elemons", "evolution", "monsters", "elemmaster"):
        table = _replay(app, game, 6)
        caption = table.replay_caption_rect()
        assert not caption.colliderect(table.aid_rect), game
        assert not caption.colliderect(table.log_rect) and not caption.colliderect(table.tool_rect), game
        line = t("replay.status", step=6, total=30, who=table.names[0])
        from sprites.fonts import font, wrap

        lines = wrap(line, caption.width, TYPE.SMALL)
        assert len(lines) * font(TYPE.SMALL).get_linesize() <= caption.height, (game, lines)
        for b in table.tools.buttons:
            assert not b.rect.colliderect(table.aid_rect), game
            assert not b.rect.colliderect(table.note_rect) and not b.rect.colliderect(caption), game
        app.stack.scenes.clear()


def test_a_replay_shows_its_way_out_and_it_leaves_in_one_click(app):
    """nc16 (Kaiju): « nothing on the replay screen says how to leave it »; round 18: four newcomers
    of five clicked « Sortir du replay (Échap) » and met the Escape menu instead of leaving."""
    from scene_input import click, look

    from sprites.fonts import TYPE

    table = _replay(app, "elemons", 6)
    app.frame(1 / 60)
    out = next(b for b in table.tools.buttons if b.tag == "leave")
    assert out.label == t("replay.leave") and out.rect.bottom <= 720
    size, lines = out.fitted()
    assert len(lines) == 1 and size >= TYPE.SMALL, (size, lines)
    click(app, out.rect.center)
    assert type(app.stack.top).__name__ == "MenuScene" and table not in app.stack.scenes
    # opened from the archive: back to the archive
    app.stack.scenes.clear()
    app.open("menu")
    archive = app.open("replays")
    open_table(app, ReplayFeed(_played("kaiju", 3, 30).log(), 4))
    look(app)  # its « Sortir » came where the pointer rested after the first one
    click(app, next(b for b in app.stack.top.tools.buttons if b.tag == "leave").rect.center)
    assert app.stack.top is archive


# -- 4. `play GAME` with a game of GAME in progress ----------------------------------------------
def _save_in_progress() -> tuple[Match, bytes]:
    ongoing = _played("kaiju", 7, 8)
    assert not ongoing.state.is_over
    path = paths.save_path("kaiju")
    ongoing.save(path)
    paths.release_lock(path)
    return ongoing, path.read_bytes()


def _run_play(monkeypatch, argv: list[str], frames: int = 10) -> list[object]:
    """`main.py play ...` as the command line runs it, with the window's loop cut to a few frames;
    the scenes it left on the stack."""
    import main
    from scenes import app as app_module

    seen: list[object] = []

    def run(self, seconds=None, screenshot=None):
        for _ in range(frames):
            self.frame(1 / 30)
        seen.extend(self.stack.scenes)

    monkeypatch.setattr(app_module.App, "run", run)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # the other tests' fonts stay alive
    args = main.build_parser().parse_args(argv)
    assert app_module.run_client(args) == 0
    return seen


def test_play_on_the_command_line_asks_before_replacing_a_game_in_progress(monkeypatch):
    ongoing, before = _save_in_progress()
    scenes = _run_play(monkeypatch, ["play", "kaiju", "--seed", "99"])
    assert [type(s).__name__ for s in scenes] == ["MenuScene", "InProgressScene"], scenes
    assert paths.save_path("kaiju").read_bytes() == before  # nothing replaced while it asks
    asking = scenes[-1]
    assert asking.bar.buttons[asking.bar.focus].tag == "resume"  # Enter keeps the game in progress


def test_resume_opens_the_game_in_progress_and_keeps_its_save(app):
    from scenes.app import new_match, open_play

    ongoing, before = _save_in_progress()
    open_play(app, new_match("kaiju", None, 99, {}))
    asking = app.stack.top
    _key(asking, pygame.K_RETURN)
    table = app.stack.top
    assert table.feed.resumed and table.feed.moves_since(0) == ongoing.moves
    for _ in range(5):
        app.frame(1 / 30)
    saved = Match.read_save(paths.save_path("kaiju"))
    assert saved["log"]["seed"] == ongoing.seed and saved["log"]["moves"][: len(ongoing.moves)] == ongoing.moves


def test_new_game_replaces_only_when_chosen_and_escape_leaves_it(app):
    from scenes.app import new_match, open_play

    ongoing, before = _save_in_progress()
    open_play(app, new_match("kaiju", None, 99, {}))
    _key(app.stack.top, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "MenuScene"
    assert paths.save_path("kaiju").read_bytes() == before
    open_play(app, new_match("kaiju", None, 99, {}))
    next(b for b in app.stack.top.bar.buttons if b.tag == "new").action()
    table = app.stack.top
    assert not table.feed.resumed
    table.autosave()
    assert Match.read_save(paths.save_path("kaiju"))["log"]["seed"] == 99


def test_play_without_a_game_in_progress_goes_straight_to_the_table(monkeypatch):
    scenes = _run_play(monkeypatch, ["play", "kaiju", "--seed", "4"], frames=2)
    assert [type(s).__name__ for s in scenes] == ["KaijuTable"], scenes


# -- 2. banners hide what lies under them ----------------------------------------------------
GAMES = ("elemons", "evolution", "monsters", "kaiju", "elemmaster")


def test_a_banner_over_the_title_shows_none_of_it_at_any_moment(app):
    """A banner put over each table's title, drawn at several moments of its life: inside the part
    of its plate that shows, the pixels are the banner's alone (drawn again over a blank surface)."""
    app.settings.speed = "normal"
    for game in GAMES:
        app.stack.scenes.clear()
        app.open("menu")
        open_table(app, Match(game, ["human", "bot:easy"], seed=5))
        table = app.stack.top
        table.banner_center = (640, 28)  # the kit's title line, whatever the game's own place
        table.banner("Une bannière assez longue pour couvrir tout le titre du jeu")
        item = table.anim.banner_item
        table.tweens.speed = 1.0
        for progress in (0.05, 0.5, 0.85, 0.95):
            item.tween.elapsed = item.tween.delay + progress * item.tween.duration
            canvas = pygame.Surface((1280, 720))
            table.draw(canvas)
            blank = pygame.Surface((1280, 720))
            blank.fill((255, 0, 255))
            item.draw(blank)
            plate = item.rect(canvas.get_rect())
            inner = plate.inflate(-16, -16)
            seen = [(x, y) for x in range(inner.left, inner.right, 3) for y in range(inner.top, inner.bottom, 2)
                    if blank.get_at((x, y))[:3] != (255, 0, 255)]
            if progress < 0.9:
                assert seen, (game, progress)  # the banner shows at these moments
            differ = [p for p in seen if canvas.get_at(p) != blank.get_at(p)]
            assert not differ, (game, progress, differ[:5])


def test_elem_masters_card_banner_is_opaque_too(app):
    from sprites.anim import Banner
    from sprites.elemmaster import art
    from sprites.tween import Tween

    tw = Tween(0.0, 1.0, 1.0)
    board = pygame.Rect(40, 62, 560, 560)
    for small in (False, True):
        b = art.CardBanner("Printemps", (320, 342), tw, sub="Un texte de carte sur deux lignes au moins, "
                           "pour voir le plateau dessous", small=small, board=board)
        assert isinstance(b, Banner)
        for progress in (0.3, 0.6, 0.9):
            tw.elapsed = progress
            striped = pygame.Surface((640, 700))
            for x in range(0, 640, 4):  # a pattern under it: any show-through changes pixels
                pygame.draw.line(striped, (250, 250, 250) if x % 8 else (0, 0, 0), (x, 0), (x, 700))
            flat = pygame.Surface((640, 700))
            flat.fill((255, 0, 255))
            b.draw(striped)
            b.draw(flat)
            pts = [(x, y) for x in range(0, 640, 2) for y in range(0, 700, 3)
                   if flat.get_at((x, y))[:3] != (255, 0, 255)]
            assert pts, (small, progress)
            inside = [p for p in pts if all(flat.get_at((p[0] + dx, p[1] + dy))[:3] != (255, 0, 255)
                                            for dx in (-6, 6) for dy in (-6, 6)
                                            if 0 <= p[0] + dx < 640 and 0 <= p[1] + dy < 700)]
            assert not [p for p in inside if striped.get_at(p) != flat.get_at(p)], (small, progress)


# -- 5. every how-to picture has a caption in the player's language --------------------------
def test_every_howto_and_aid_picture_has_a_caption_in_both_languages():
    from scenes.howto import load_howto
    from sprites.components import components

    for game in GAMES:
        known = {c.id for c in components(game)}
        h = load_howto(game, known)
        shown = {p for s in (*h.sections, *h.aid_rows) for p in (*s.show, *(x for pair in s.beats for x in pair))}
        assert shown, game
        for p in shown:
            fr, en = h.caption(p, "fr"), h.caption(p, "en")
            for caption in (fr, en):  # words, not the component's id ("rock", "die-6", "M1")
                assert caption != p and caption[:1].isupper(), (game, p, caption)


def test_elem_master_says_who_beats_whom_with_labelled_pictures():
    from scenes.howto import load_howto

    h = load_howto("elemmaster")
    attacks = next(s for s in h.sections if s.id == "attacks")
    assert set(attacks.beats) == {("fire", "earth"), ("fire", "air"), ("water", "fire"), ("earth", "water")}
    assert [h.caption(x, "fr") for x in ("fire", "earth", "water", "air")] == ["Feu", "Terre", "Eau", "Air"]
    assert [h.caption(x, "en") for x in ("fire", "earth", "water", "air")] == ["Fire", "Earth", "Water", "Air"]
    terrains = next(s for s in h.sections if s.id == "terrains")
    assert h.caption("forest", "fr") == "Forêt" and h.caption("forest", "en") == "Forest"
    assert len(terrains.show) == 12


def test_a_picture_without_a_caption_is_refused_with_its_line(tmp_path, monkeypatch):
    from game import data
    from game.data import DataError
    from scenes.howto import load_howto

    src = data.game_file("elemons", "howto.yaml").read_text(encoding="utf-8")
    broken = src[: src.index("labels:")]  # the Rock loses its caption
    folder = tmp_path / "elemons"
    folder.mkdir()
    (folder / "howto.yaml").write_text(broken, encoding="utf-8")
    real = data.game_file
    import scenes.howto as howto

    monkeypatch.setattr(howto, "game_file",
                        lambda g, n: folder / n if (g, n) == ("elemons", "howto.yaml") else real(g, n))
    try:
        load_howto("elemons")
    except DataError as exc:
        assert "rock" in str(exc) and "caption" in str(exc) and ":11:" in str(exc), str(exc)
    else:
        raise AssertionError("a picture without a caption was accepted")


def test_captions_are_drawn_under_the_pictures_at_a_readable_size(app):
    from scenes.howto import pictures
    from sprites.fonts import TYPE

    bare = pictures("elemmaster", ("forest",), 96)[0]
    labelled = pictures("elemmaster", ("forest",), 96, ["Forêt"])[0]
    assert labelled.get_height() >= bare.get_height() + TYPE.SMALL  # a line of caption under it
    assert labelled.get_width() >= bare.get_width()


# -- 3. one type scale ---------------------------------------------------------------------------
SHARED_SCREENS = ("scenes/menu.py", "scenes/common.py", "scenes/archive.py", "scenes/gallery.py", "scenes/howto.py",
                  "scenes/lab.py", "scenes/netplay.py", "scenes/playtest.py", "scenes/ui.py", "scenes/table.py",
                  "scenes/app.py")


def _bars(obj, depth: int = 0, seen: set[int] | None = None) -> list:
    """The button bars of a scene and of its parts (a table's controls)."""
    from scenes.ui import ButtonBar

    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 2:
        return []
    seen.add(id(obj))
    out = []
    for value in vars(obj).values() if hasattr(obj, "__dict__") else ():
        if isinstance(value, ButtonBar):
            out.append(value)
        elif hasattr(value, "__dict__") and type(value).__module__.startswith("scenes"):
            out += _bars(value, depth + 1, seen)
    return out


def _check_buttons(scene, where: str) -> int:
    """Every label at a size of the scale, not under the smallest, whole, and the same as its neighbours'."""
    from scenes.ui import PAD, neighbours
    from sprites.fonts import TYPE, font

    checked = 0
    for bar in _bars(scene):
        bar.share()
        for b in bar.buttons:
            size, lines = b.fitted()
            assert size in TYPE.sizes() and size >= TYPE.SMALL, (where, b.label, size)
            assert all(font(size).size(line)[0] <= b.rect.width - PAD + 1 for line in lines), (where, b.label, lines)
            assert " ".join(lines).split() == b.label.split(), (where, b.label, lines)  # nothing cut off
            checked += 1
        for i, a in enumerate(bar.buttons):
            for c in bar.buttons[i + 1:]:
                if neighbours(a.rect, c.rect):
                    assert a.fitted()[0] == c.fitted()[0], (where, a.label, a.fitted()[0], c.label, c.fitted()[0])
    return checked


def test_every_screen_s_buttons_share_a_readable_size_with_their_neighbours(app):
    from game import i18n

    fin = paths.saves_dir() / "finished"
    for i, g in enumerate(GAMES):
        _played(g, i, 12).save(fin / f"{g}.json")
    checked = 0
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        screens = [("menu",), ("settings",), ("gallery",), ("replays",), ("lab",), ("host_pick",), ("join",)]
        screens += [("setup", g) for g in GAMES] + [("howto", g) for g in GAMES] + [("aid", g) for g in GAMES]
        for name, *args in screens:
            app.stack.scenes.clear()
            app.open("menu")
            if name != "menu":
                app.open(name, *args)
            app.frame(1 / 30)
            checked += _check_buttons(app.stack.top, f"{lang}:{name}:{args}")
        for g in GAMES:
            app.stack.scenes.clear()
            app.open("menu")
            open_table(app, Match(g, ["human", "bot:easy"], seed=5))
            table = app.stack.top
            for _ in range(900):
                app.frame(1 / 30, draw=False)  # the pictures between are never looked at
                if app.stack.top is table and table.human_to_act() is not None and not table.busy:
                    break
            for _ in range(45):  # Monsters' round starts after its countdown
                app.frame(1 / 30, draw=False)
            app.frame(1 / 30)
            checked += _check_buttons(table, f"{lang}:table:{g}")
            _key(table, pygame.K_ESCAPE)
            checked += _check_buttons(app.stack.top, f"{lang}:pause:{g}")
        app.stack.scenes.clear()
        table = _replay(app, "kaiju", 6)
        checked += _check_buttons(table, f"{lang}:replay")
        _key(table, pygame.K_ESCAPE)
        checked += _check_buttons(app.stack.top, f"{lang}:replay pause")
        app.stack.scenes.clear()
        _save_in_progress()
        from scenes.app import new_match, open_play

        open_play(app, new_match("kaiju", None, 99, {}))
        checked += _check_buttons(app.stack.top, f"{lang}:in progress")
    i18n.set_lang("fr")
    assert checked > 300


def test_the_shared_screens_write_no_word_under_the_smallest_size():
    """Sizes come from the scale by name; no literal size under it is left in the shared screens."""
    import re
    from pathlib import Path

    from sprites.fonts import TYPE

    assert TYPE.SMALL >= 15 and list(TYPE.sizes()) == sorted(TYPE.sizes())
    root = Path(__file__).resolve().parent.parent
    tiny = re.compile(r"\b(render|fit_text|text_block|wrap|font)\(.*,\s*(\d{1,2})\s*[,)]")
    found = []
    for name in SHARED_SCREENS:
        for n, line in enumerate((root / name).read_text(encoding="utf-8").splitlines(), 1):
            m = tiny.search(line)
            if m and int(m.group(2)) < TYPE.SMALL:
                found.append(f"{name}:{n}: {line.strip()}")
    assert not found, found


def test_setup_explanations_wrap_at_a_readable_size_instead_of_shrinking(app):
    from sprites.fonts import TYPE, font

    app.open("menu")
    s = app.open("setup", "elemmaster")
    width = s.view.rect.width - 30
    for key, _ in s.option_rows:
        lines = s.help_lines(key)
        assert lines and all(font(TYPE.SMALL).size(line)[0] <= width for line in lines), (key, lines)
    tops = [top for _, top in s.option_rows]
    gaps = [b - a for a, b in zip(tops, tops[1:], strict=False)]
    assert all(g >= s.BUTTON_H + 4 + font(TYPE.SMALL).get_linesize() for g in gaps), gaps


def test_play_over_a_game_another_window_plays_offers_only_the_menu(app):
    import os

    from scenes.app import new_match, open_play

    _, before = _save_in_progress()
    path = paths.save_path("kaiju")
    paths.lock_path(path).write_text(f"{os.getppid()} {paths._host()}\n", encoding="utf-8")  # a live client
    assert paths.lock_owner(path) is not None
    open_play(app, new_match("kaiju", None, 99, {}))
    asking = app.stack.top
    assert [b.tag for b in asking.bar.buttons] == ["menu"]
    asking.draw(pygame.Surface((1280, 720)))
    _key(asking, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "MenuScene" and path.read_bytes() == before
