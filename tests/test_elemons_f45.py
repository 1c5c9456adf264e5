"""Round 53's fixes on Elemons & Gigamons (fix round f45), each from a newcomer's report (nc51)."""

from __future__ import annotations

from lang import plain
from test_elemons_issue24_r12 import _scenario

from game import i18n
from game.core import Action
from game.match import Match


def test_the_hint_turns_an_unknown_tile_before_the_known_polymon(tmp_path):
    """nc51 shots 102-104: the first click spent, then a Pyromon whose twin (tile 3) was known: that pair was lost.
    A good player turns the unknown tile first, so that the second click may still take a known twin. With a
    Polymon known (seen in secret) and a lone Aeromon, the hint turned the Polymon first, spending the first click
    on a pair that was sure anyway: it now turns a tile never seen, keeps the Polymon for the second click and
    says why; the tile turned out to be the Aeromon's twin, the second click takes that pair, with its power."""
    i18n.set_lang("fr")
    grid = ["hydromon", "hydromon", "polymon", "aeromon", "geomon", "electromon", "floramon", "pyromon", "aeromon"]
    m = Match("elemons", ["human", "human"], seed=1,
              scenario=str(_scenario(tmp_path, grid, ["geomon"] * 6, [["pyromon"], ["floramon"]])))
    for what in ("flip 0", "flip 1", "peek 2", "peek 3", "peek 4", "peek 5"):  # the Hydromons' four looks
        m.play(0, Action.parse(what))
    for what in ("flip 6", "flip 7"):  # the other player misses before everyone's eyes
        m.play(1, Action.parse(what))
    assert m.state.current == 0
    hint = m.hint(0)
    assert hint is not None and hint.reason == "wild_last", hint
    assert int(hint.action.args[0]) in (0, 1, 8), "a tile this seat never saw"
    assert hint.params["other_slot"] == 2 and hint.params["known"] == 5, hint.params
    said = plain(i18n.hint_text("elemons", hint.reason, hint.params, ["Vous", "Bot"]))
    assert "gardez le Polymon de la tuile 3 pour votre second clic" in said, said
    assert "si elle est le double d'une tuile que vous connaissez, prenez cette paire, avec son pouvoir" in said, said
    m.play(0, Action.parse("flip 8"))  # never seen: the twin of the Aeromon on tile 4
    second = m.hint(0)
    assert second is not None and second.action == Action("flip", (3,)), second
    assert second.reason == "match" and second.params["power"] == "swap", second.params


def test_the_explore_hint_says_why_an_unknown_tile_goes_first():
    """nc51 (« Expected: one tutorial sentence such as « Retournez d'abord une tuile inconnue … » »): the hint that
    turns a tile never seen, some tiles being known, says the habit it follows."""
    i18n.set_lang("fr")
    said = plain(i18n.hint_text("elemons", "explore", {"slot": 2, "count": 5, "known": 4}))
    assert said.startswith("Retournez la tuile 3, jamais vue par vous : aucune paire n'est connue sur la grille, et "
                           "une tuile inconnue d'abord laisse votre second clic libre. Si c'est le double d'une tuile "
                           "que vous connaissez, ce clic prend la paire"), said
    none = plain(i18n.hint_text("elemons", "explore", {"slot": 2, "count": 9, "known": 0}))
    assert "second clic" not in none, none  # nothing known yet: no twin to hope for
    i18n.set_lang("en")
    assert "an unknown tile first keeps your second click free" in i18n.hint_text(
        "elemons", "explore", {"slot": 2, "count": 5, "known": 4})


def test_the_tutorial_teaches_the_unknown_tile_first():
    """nc51: « It never teaches the most useful memory habit: turn over the UNKNOWN tile first ». Said once, where
    the person has just seen a lone tile (the Electromon looked at in secret)."""
    from game.tutorial import load

    tutorial = load("elemons")
    said = {lang: [plain(step.say[lang]) for step in tutorial.steps] for lang in ("fr", "en")}
    fr = [s for s in said["fr"] if "retournez d'abord une tuile inconnue" in s]
    en = [s for s in said["en"] if "turn an unknown tile first" in s]
    assert len(fr) == 1 and "votre second clic prend la paire" in fr[0], said["fr"]
    assert len(en) == 1 and "your second click takes the pair" in en[0], said["en"]


def test_a_bots_miss_on_tiles_already_seen_waits_for_the_click_as_every_miss_does(app, tmp_path):
    """nc51 shot 091 against 055: every bot turn stopped on « Tuiles 7, 8 de Bot 2 … : cliquez pour continuer »;
    once, « Pas de paire (tuiles 8, 3) » went straight on, tile 3 never seen face up. Both tiles had been shown
    before (tile 8 looked at in secret, tile 3 turned at an earlier turn), and such a miss went by itself in 2.4 s.
    A memory-game player checks every reveal against what they remember: it waits for the click as every miss
    does (« Toujours 2 s, sans clic » spares the clicks to whoever wants), and its words say it is nothing new."""
    from test_elemons_why import table_at

    from game.core import Event

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_tile_peeked(Event("tile_peeked", 0, {"slot": 7, "tile": "electromon"}, to=0))  # a Hydromon's look
    table._release_up()
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 2, "tile": "pyromon"}))  # an earlier turn, all saw it
    for s, kind in ((7, "electromon"), (2, "pyromon")):  # the bot's miss on those very tiles
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": kind}))
    table.on_tiles_hidden(Event("tiles_hidden", 1, {"slots": [7, 2], "tiles": ["electromon", "pyromon"]}))
    assert table.up_slots == [7, 2] and table.up_left is None, "held until a click, as every miss"
    assert plain(table.up_words()) == "Tuiles 8, 3 de Bot 2, déjà vues : cliquez pour continuer"  # (f54)
    for _ in range(600):  # ten seconds of frames: still up
        app.frame(1 / 60)
    assert table.up_slots == [7, 2], "gone without the click"
    i18n.set_lang("en")
    assert table.up_words().endswith("tiles 8, 3, seen before: click to go on"), table.up_words()


def test_the_hand_keeps_its_place_while_a_new_kind_flies_in(app, tmp_path):
    """nc51 shots 022, 064, 087: while a won pair flew to the hand, the kinds after its spot moved aside at once and
    left a gap (its spot, and the room of its « ×2 ») for the whole flight. The row is laid out from what is drawn:
    while the pair is on its way, the Hydromons stay where they were, nothing beside them; once it has landed,
    the Electromons sit before them, counted."""
    from scene_input import BlitSpy, open_scenario
    from waiting import wait_until

    grid = ["electromon", "electromon", "geomon", "pyromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["hydromon", "hydromon"], ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    panel = table.panel_rect(0)

    def faces(kind: str) -> list:
        """Where the hand's picture of `kind` is drawn in the person's panel now."""
        spy = BlitSpy()
        table.draw(spy)
        img = table.face(kind, table.hand_spots(0)[0][0].width)
        return [r for i, r in spy.blits if i is img and panel.contains(r)]

    before = faces("hydromon")
    assert len(before) == 1
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: "electromon" in (table.m.players[0].tiles or []), 10, 0, frame)  # won, on its way
    electro = next(spot for spot, kind, _n in table.hand_spots(0) if kind == "electromon")
    end = (electro.x, electro.y, electro.w, electro.h)

    def on_its_way() -> bool:
        return bool(table.flying_to().get(end)) and not table.flying_in(0)

    assert wait_until(on_its_way, 10, 0, frame), "the pair never flew to the hand"
    assert faces("hydromon") == before, "the Hydromons moved aside while the pair was still on its way"
    assert not faces("electromon")
    assert wait_until(lambda: not table.flying_to().get(end) and not table.up_won, 10, 0, frame)
    landed = faces("hydromon")
    assert faces("electromon") == [electro] and landed and landed[0].x > before[0].x


def test_a_caught_gigamon_never_flies_over_the_panels_words(app, tmp_path, monkeypatch):
    """nc51 shot 100: the caught Supermon, on its way across to the bot's panel, lay over « À 1 Elemon d'un
    Gigamon : Aeromon, Hydromon » beside the Gigamons. While a Gigamon crosses to a panel, that panel's « À 1 … »
    lines wait for it to land (the catch has just changed the hand they speak of); then they are back."""
    import pygame
    from scene_input import open_scenario, spy_texts
    from waiting import wait_until

    import scenes.elemons.table as screen
    from game.core import Action

    i18n.set_lang("fr")
    grid = ["geomon", "electromon", "geomon", "pyromon", "floramon", "aeromon", "electromon", "floramon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6,
                     [["pyromon", "pyromon", "pyromon", "hydromon", "hydromon"], ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
    table.act(0, Action("trade", ("pyromon",)))
    assert wait_until(lambda: table.m.players[0].gigamons == ["pyromon"], 10, 0, frame)
    lines, x, top, _warn = table.near_layout(0)
    assert lines and "Hydromon" in " ".join(lines), lines
    words = pygame.Rect(x, top, table.panel_rect(0).right - x, screen.NEAR_LINE * len(lines))
    cell = table.giga_rect(0, 0)

    def to_the_cell() -> list:
        return [f for f in table.anim.flights if not f.tween.done and f.end.colliderect(cell)]

    def over_the_words() -> bool:
        return any(f.tween.elapsed >= f.tween.delay and f.rect().colliderect(words) for f in to_the_cell())

    assert wait_until(over_the_words, 10, 0, frame), "the Gigamon never crossed the panel's words"
    texts = spy_texts(monkeypatch, screen)
    table.draw(pygame.Surface((1280, 720)))
    assert not set(lines) & set(texts), "the words drawn under the flying Gigamon"
    assert wait_until(lambda: not to_the_cell(), 10, 0, frame)
    texts.clear()
    table.draw(pygame.Surface((1280, 720)))
    assert set(table.near_layout(0)[0]) <= set(texts), "the words are back once it has landed"


def test_one_short_of_the_win_is_said_beside_the_hand_not_in_a_narrow_column(app, tmp_path):
    """nc51 shots 089-090: two Gigamons caught, two Hydromons and a Polymon held: « À 1 Hydromon de la victoire ! »
    stood in four lines of a word or two in the narrow column beside the Gigamons. It goes on the hand's row, right
    of the pictures, in two lines, clear of the pictures, their counts and the Gigamons."""
    import pygame
    from scene_input import open_scenario_text

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ["human", "bot:easy"], tmp_path, (
        "game: elemons\nseats: 2\ngrid: [aeromon, geomon, electromon, pyromon, floramon, aeromon, electromon, "
        "pyromon, geomon]\npile: [floramon, floramon, floramon]\n"
        "won: [[hydromon, hydromon, polymon], [aeromon, aeromon]]\ngigamons: {floramon: 0, geomon: 0}\n"),
        speed="normal")
    lines, x, top, warn = table.near_layout(0)
    assert warn and plain(" ".join(lines)) == "Un Hydromon et c'est gagné !", lines
    assert len(lines) <= 2, lines
    panel = table.panel_rect(0)
    box = pygame.Rect(x, top, max(screen.font(screen.TYPE.SMALL, True).size(line)[0] for line in lines),
                      screen.NEAR_LINE * len(lines))
    assert panel.contains(box), (box, panel)
    taken = [spot.union(table.hand_badge(0, spot, n) or spot) for spot, _k, n in table.hand_spots(0)]
    taken += [table.giga_rect(0, i) for i in range(2)]
    assert box.collidelist(taken) < 0, (box, taken)


def test_a_pair_on_its_way_to_an_empty_hand_is_said_plainly(app, tmp_path, monkeypatch):
    """nc51 shots 059, 064: « Elemons en main : +2 en route », odd wording, while the first pair lay face up or flew
    to an empty hand. The count says it plainly, as it is now and as the pair makes it: « 0, bientôt 2 »; once
    landed, « 2 »."""
    import pygame
    from scene_input import open_scenario, spy_texts
    from waiting import wait_until

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    grid = ["floramon", "polymon", "geomon", "pyromon", "electromon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["hydromon"] * 6, [[], ["electromon"]])  # a Polymon's pair: no power after
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    texts = spy_texts(monkeypatch, screen)

    def counted() -> list[str]:
        texts.clear()
        table.draw_player(pygame.Surface((1280, 720)), 0)
        return [plain(s) for s in texts if s.startswith("Elemons en main")]

    assert wait_until(lambda: counted() == ["Elemons en main : 0, bientôt 2"], 10, 0, frame), counted()
    assert wait_until(lambda: counted() == ["Elemons en main : 2"], 10, 0, frame), counted()


def test_the_swaps_badges_keep_clear_of_the_next_chip(app, tmp_path):
    """nc51 shots 039, 112: on the Aeromon's picker the « ×2 » and the small « ! » beside a picture stood 5 px from
    the next picture, crowding it, while the band had room to spare. That room goes between a chip with badges and
    the next one (up to SWAP_CHIP_ROOM); the rows still end inside the band."""
    from test_elemons_nc21 import aeromon_swap

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[electromon, electromon, pyromon, hydromon], "
                                           "[electromon, geomon, geomon, hydromon]]")
    row1, row2 = table.swap_rows()
    assert not table.swap_named and not table.swap_under
    gaps = []
    for side, row in ((0, row1), (1, row2)):
        for (rect, kind), (after, _other) in zip(row, row[1:], strict=False):
            count, mark = table.swap_badges(rect, kind, side)
            if count is not None or mark is not None:
                gaps.append(after.left - table.swap_chip(rect, kind, side).right)
    assert gaps and min(gaps) >= 2 * screen.SWAP_CHIP_GAP, gaps  # (8 px before: SWAP_CHIP_GAP)
    band = screen.SWAP_NARROW if table.wild_rect(6).bottom > table.swap_label_top() else screen.SWAP_RIGHT
    last, kind = row2[-1]
    assert table.swap_chip(last, kind, 1).right <= band
