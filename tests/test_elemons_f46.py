"""Round 54's fixes on Elemons & Gigamons (fix round f46), each from a newcomer's report (nc59)."""

from __future__ import annotations

from lang import plain
from scene_input import open_scenario, open_scenario_text
from test_elemons_issue24_r12 import _scenario
from waiting import wait_until

from game import i18n
from game.core import Action, Event


def _near(table, seat: int) -> str:
    """The panel's « À 1 … » words as drawn now, in one line."""
    return plain(" ".join(table.near_layout(seat)[0]))


def test_one_short_of_halomon_is_said_while_a_catch_is_open(app, tmp_path):
    """nc59 shots 021-022, 080: two Hydromons held, then a pair of Electromons made three: « À 1 Hydromon
    d'Halomon ! » went from the person's panel the moment the pair was won, and came back only once Meteoromon
    was caught. Only the kinds nearest a catch were looked at, and a catch open (none short) hid those one short.
    Now the line stays on every frame, from before the pair to after the catch. The Electromons themselves get
    no line: the « Attraper Meteoromon » button stands in for them while the catch is open (checked here). nc64 (024,
    084): a catch ready is said first now, « Vous pouvez attraper Meteoromon ! », the Hydromons' line after it."""
    i18n.set_lang("fr")
    grid = ["electromon", "electromon", "geomon", "pyromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["electromon", "hydromon", "hydromon"], ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    said: list[str] = []

    def frame() -> None:
        app.frame(1 / 30, draw=False)  # the words are read from the layout, each frame: no need to draw
        said.append(_near(table, 0))

    assert _near(table, 0) == "Plus qu'un Hydromon pour Halomon !"
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
    assert (table.m.players[0].tiles or []).count("electromon") == 3
    assert any(b.tag == "trade electromon" for b in table.bar.buttons), "the catch's button stands in for it"
    table.act(0, Action("trade", ("electromon",)))
    assert wait_until(lambda: table.m.players[0].gigamons == ["electromon"] and not table.busy, 10, 0, frame)
    assert said and all(s.endswith("Plus qu'un Hydromon pour Halomon !") for s in said), sorted(set(said))
    assert "Vous pouvez attraper Meteoromon ! Plus qu'un Hydromon pour Halomon !" in said, sorted(set(said))


def test_the_bots_panel_says_a_catch_open_and_a_kind_one_short(app, tmp_path):
    """nc59: the same on the bot's panel. Seen winning three Electromons and two Hydromons, it read only « De quoi
    attraper Meteoromon », as if nothing else were close; the Hydromons were said only once Meteoromon was
    caught (and their warning banner came a turn late). Both are said now, and the near catches it holds are
    all known at once."""
    i18n.set_lang("fr")
    table = table_with_bot_pairs(app, tmp_path, [["electromon", "electromon"], ["electromon", "polymon"],
                                                 ["hydromon", "hydromon"]])
    assert plain(table.near_words(1)[0]) == \
        "De quoi attraper Meteoromon, et il lui manque 1 Elemon pour un autre Gigamon"
    assert {k for k, _n in table.near(1)} == {"electromon", "hydromon"}
    i18n.set_lang("en")
    assert plain(table.near_words(1)[0]) == "Enough to catch Meteoromon, and 1 Elemon short of another Gigamon"


def table_with_bot_pairs(app, tmp_path, pairs: list[list[str]]):
    """A table against the bot whose panel has been shown the bot winning `pairs`, as its turns would."""
    grid = ["geomon", "pyromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon", "floramon", "hydromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["geomon"], []])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path)
    for tiles in pairs:
        ev = Event("pair_won", 1, {"slots": [0, 1], "tiles": tiles})
        table.m.apply(ev)
        table.seen.apply(ev)
    return table


def test_no_panel_says_one_short_once_the_winning_gigamon_is_caught(app, tmp_path):
    """nc59 shots 092-093: « À 1 Hydromon d'Halomon ! » under the winner's three Gigamons on the winning catch's
    frame, then gone on the next (« Fin de partie »), and the bot's « À 1 Elemon d'un Gigamon : … » with it. The
    game is decided from that catch: no panel says what one more Elemon would bring, on any of its frames."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ["human", "bot:easy"], tmp_path, (
        "game: elemons\nseats: 2\ngrid: [aeromon, geomon, electromon, pyromon, floramon, aeromon, electromon, "
        "pyromon, floramon]\npile: [floramon, floramon, floramon]\n"
        "won: [[geomon, geomon, geomon, hydromon, hydromon], [aeromon]]\ngigamons: {floramon: 0, electromon: 0}\n"),
        speed="normal")
    assert _near(table, 0), "one Elemon from the win: said before the catch"
    said: list[str] = []

    def frame() -> None:
        app.frame(1 / 30, draw=False)
        if len(table.m.players[0].gigamons) == 3:
            said.append(_near(table, 0) + _near(table, 1))

    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
    table.act(0, Action("trade", ("geomon",)))
    assert wait_until(lambda: table.m.over, 10, 0, frame)
    assert said and set(said) == {""}, sorted(set(said))


def test_the_aeromon_strip_keeps_badges_and_names_apart(app, tmp_path, monkeypatch):
    """nc59 shots 035, 037: in the Aeromon's swap strip, Aeromon's « ×2 » lay 3 px from the Hydromon's picture,
    under the frame of a pick, and the names under the pictures (« Aeromon », « Hydromon », « Pyromon ») stood
    6 px apart. Nothing a chip draws (its picture with a pick's frame, its « ×2 » and « ! », its name) touches
    another's (4 px apart at least), the names stay off the frames, and two names are at least 12 px apart."""
    import pygame
    from scene_input import BlitSpy

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ["human", "bot:easy"], tmp_path, (  # as at the tutorial's step 21
        "game: elemons\nseats: 2\ngrid: [aeromon, aeromon, geomon, hydromon, pyromon, floramon, polymon, electromon, "
        "geomon]\npile: [floramon, floramon, floramon]\nwon: [[hydromon, hydromon, pyromon, pyromon], "
        "[electromon, geomon, floramon]]\ngigamons: {electromon: 0}\n"), speed="normal")
    frame = lambda: app.frame(1 / 30, draw=False)  # noqa: E731
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: table.view["phase"] == "swap" and table.swap_rows()[1], 10, 0, frame)
    drawn: dict[int, str] = {}
    real = screen.render

    def render(text, *a, **k):
        img = real(text, *a, **k)
        drawn[id(img)] = text
        return img

    monkeypatch.setattr(screen, "render", render)
    for side, picks in (("mine", [None, "aeromon", "hydromon", "pyromon"]), ("theirs", ["electromon", "floramon"])):
        for pick in picks:
            table.swap_pick[side] = pick  # each pick's frame in turn
            spy = BlitSpy()
            table.draw(spy)
            assert table.swap_named, "the band has room for the names under the pictures"
            for row_i, row in enumerate(table.swap_rows()):
                names = {table.kind(k).name["fr"]: k for _r, k in row}
                band = pygame.Rect(row[0][0].x, row[0][0].bottom, 1280, 40)
                said = {names[drawn[id(img)]]: r for img, r in spy.blits
                        if drawn.get(id(img)) in names and band.contains(r)}
                assert set(said) == set(names.values()), said
                chips = []
                for rect, kind in row:
                    count, mark = table.swap_badges(rect, kind, row_i)
                    parts = [rect.inflate(6, 6), said[kind], *(b for b in (count, mark) if b is not None)]
                    assert not said[kind].colliderect(rect.inflate(6, 6)), (kind, "its name under its frame")
                    assert not any(said[kind].colliderect(b) for b in (count, mark) if b is not None), kind
                    chips.append((kind, parts))
                for (k1, parts1), (k2, parts2) in zip(chips, chips[1:], strict=False):
                    # (4 px of felt at least between them: touching, the « ×2 » read as on the next tile)
                    assert not any(a.inflate(8, 0).colliderect(b) for a in parts1 for b in parts2), (k1, k2, parts1,
                                                                                                   parts2)
                    assert said[k2].left - said[k1].right >= 12, (k1, k2, "names too close")


def test_every_catch_of_a_turn_has_its_banner_till_its_gigamon_has_landed(app, tmp_path):
    """nc59 shot 081: Meteoromon caught after an Electromon's replay, then Biomon in the same turn; 2 s after the
    first catch no « Meteoromon attrapé ! » was left, while the later catches had theirs. It was not skipped nor
    replaced: it was said 1.4 s, while its card took 1.3 s over the grid to the panel, so it went as the card
    landed. Each catch's banner now stays a second after its Gigamon has landed (2.3 s at least), and nothing
    after it (the next catch, the warning that one more wins) comes sooner."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ["human", "bot:easy"], tmp_path, (
        "game: elemons\nseats: 2\ngrid: [electromon, electromon, polymon, pyromon, floramon, aeromon, geomon, "
        "pyromon, hydromon]\npile: [floramon, geomon, aeromon, hydromon, geomon, aeromon, pyromon, pyromon]\n"
        "won: [[electromon, floramon, floramon, floramon, hydromon, hydromon], [pyromon, polymon]]\n"),
        speed="normal")
    step, now = 1 / 30, [0.0]
    shown: dict[str, list[float]] = {}  # each banner's words: the times it was on screen
    landed: list[float] = []  # when a flight (a pair, a Gigamon) was last seen under way

    def frame() -> None:
        app.frame(step, draw=False)
        now[0] += step
        if table.anim.banner_item is not None:
            shown.setdefault(plain(table.anim.banner_item.text), []).append(now[0])
        if any(not f.tween.done for f in table.anim.flights):
            landed.append(now[0])

    def ready(tag: str) -> bool:
        return table.human_to_act() == 0 and not table.busy and any(b.tag == tag for b in table.bar.buttons)

    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    catches = []
    for kind in ("electromon", "floramon"):  # the second as soon as the screen lets the person click it
        assert wait_until(lambda k=kind: ready(f"trade {k}"), 10, 0, frame)
        catches.append(now[0])
        table.act(0, Action("trade", (kind,)))
    assert wait_until(lambda: not table.busy, 10, 0, frame)
    for name, clicked in zip(("Meteoromon", "Biomon"), catches, strict=True):
        times = shown.get(f"{name} attrapé !")
        assert times, (name, sorted(shown))
        flown = max(t for t in landed if t <= times[-1] and t >= clicked)  # its card's flight, to the panel
        assert times[-1] - times[0] >= 2.0 - 2 * step, (name, times[0], times[-1])  # the newcomer's look, 2 s on
        assert times[-1] - flown >= 0.9, (name, "gone as its Gigamon landed", flown, times[-1])
        assert all(b - a < 2 * step for a, b in zip(times, times[1:], strict=False)), (name, "replaced a while")


def test_the_frames_legend_keeps_the_pale_frames_sentence_once_said(app, tmp_path, monkeypatch):
    """nc59 shots 054, 062: « Pointillés pâles : tuile posée depuis la fin de votre tour, jamais retournée »
    under the grid at one turn, gone at another, and the legend changed length with it: it spoke of the pale
    frame only while one was on the grid. A sentence comes once its mark can be seen (none at the game's start),
    then stays for the game; with the keyboard's corners too, the four lines stay above the buttons."""
    import pygame
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon", "pyromon", "aeromon", "hydromon", "floramon", "polymon",
                                     "electromon", "geomon", "pyromon"], ["floramon"] * 6,
                     seats=("human", "bot:easy"), speed="normal")
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0,
                      lambda: app.frame(1 / 30, draw=False))
    texts = spy_texts(monkeypatch, screen)
    pale = "Pointillés : tuile jamais montrée à tous."  # (f54: one wording with the tutorial)

    def legend() -> str:
        texts.clear()
        table.draw(pygame.Surface((1280, 720)))
        said = plain(" ".join(texts))
        assert "Couleur : dernier tour de chacun" in said, said
        return said

    assert pale not in legend(), "no pale frame yet: not a word of it"
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 6, "pile": 5}))  # a tile come in the bot's turn
    for _ in range(30):
        app.frame(1 / 30, draw=False)
    assert table.rings_shown() and pale in legend()
    table.slot_anim[6].fresh = None  # the tile turned: its ring goes (nc61: only a turn takes it)
    assert not table.rings_shown()
    app.frame(1 / 30, draw=False)
    assert pale in legend(), "the pale frame's sentence went with the last ring"
    table.keys_used = True  # the keyboard's corners join it: four lines, begun higher, all above the buttons
    said = legend()
    assert pale in said and "Coins blancs : le curseur du clavier" in said, said
    lines, top = table.frames_legend()
    last = top + (len(lines) - 1) * 19
    assert len(lines) <= 4 and last + screen.font(screen.TYPE.SMALL).get_linesize() <= screen.BAR_TOP


def test_the_tutorials_last_words_wait_for_the_games_end_on_screen(app):
    """nc59 shot 039: « Bravo : la pioche est vide et vous gagnez » in the box while « Heliomon attrapé ! » was
    still up, before the game was over on the screen. The last step's words stay while its catch and the turn's
    end play out; the last words come with the game's end, before the results open by themselves."""
    from test_tutorial import follow_guide, open_tutorial

    from scenes.common import ResultsScene

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")  # played instantly to the last step's click, then at the normal pace
    total = len(table.guide.tutorial.steps)
    assert follow_guide(app, table, lambda: table.guide.index == total - 1 and not table.busy
                        and table.guide_target() is not None)
    app.settings.speed = "normal"
    assert follow_guide(app, table, lambda: table.guide.step is None)
    last = table.guide.tutorial.steps[-1].text()
    end = table.guide.tutorial.end_text()
    seen: list[tuple[str, str, bool]] = []  # per frame: the box's words, the banner's, the game over on screen
    for _ in range(600):
        if isinstance(app.stack.top, ResultsScene):
            break
        words = table.guide_words()
        banner = table.anim.banner_item.text if table.anim.banner_item is not None else ""
        seen.append((words[0] if words else "", plain(banner), table.m.over))
        app.frame(1 / 30, draw=False)
    assert isinstance(app.stack.top, ResultsScene), "the results never came by themselves"
    caught = [s for s in seen if s[1] == "Heliomon attrapé !"]
    assert caught and all(words == last for words, _b, _over in caught), "the last words came over the catch"
    assert all(over for words, _b, over in seen if end in words), "the last words came before the game's end"
    assert any(end in words for words, _b, _over in seen), "the last words never showed before the results"
