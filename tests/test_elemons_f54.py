"""Round 65's fixes on Elemons & Gigamons (fix round f54), each from a newcomer's report (nc65)."""

from __future__ import annotations

from scene_input import open_scenario_text
from waiting import wait_until

from game import i18n
from game.core import act

HYDROMON_PAIR = """game: elemons
seats: 2
current: 0
grid: [hydromon, geomon, hydromon, pyromon, floramon, electromon, geomon, polymon, floramon]
pile: [aeromon, geomon, geomon, pyromon, polymon, electromon, aeromon, pyromon, floramon, geomon, electromon, hydromon]
won: [[aeromon, hydromon, hydromon, floramon, floramon, pyromon, polymon],
      [geomon, electromon, electromon, pyromon, pyromon]]
gigamons: {electromon: 0, geomon: 1}
rocks: {7: 1}
"""


def test_conseil_suite_never_says_a_good_player_thinks_while_the_screen_holds_the_pair(app, tmp_path):
    """nc65 (093, 095): after a hinted Hydromon pair the box « Conseil (suite) » said « Un bon joueur réfléchit… »
    while the pair waited for a click and while Halomon's catch flew, read as a placeholder left in the box. The
    next step is found but held until the screen shows the position: the box now says so, and the step comes once
    the screen allows, through the catch and every peek."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:medium"), tmp_path, HYDROMON_PAIR, speed="normal")
    seen: list[str] = []

    def frame() -> None:
        app.frame(1 / 60)
        if table.hint_seat is not None or table.hint_shown is not None:
            seen.append(table._hint_body())

    assert wait_until(lambda: not table.busy, 20, 0, frame)
    table.act(0, act("flip", 0))
    assert wait_until(lambda: not table.busy, 20, 0, frame)
    table.act(0, act("flip", 2))  # the pair: held up until a click
    table.ask_hint()
    assert wait_until(lambda: table.held and table.feed.hint(0) is not None, 20, 0, frame)
    for _ in range(30):
        frame()
    assert table.hint_shown is None and table._hint_body() == "Le conseil vient dès que l'écran a montré le coup."
    done: list[str] = []
    for _ in range(6):
        if table.held:
            table._release_up()  # the person's click on the pair
        assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), (done, table._hint_body())
        step = table.hint_shown.action
        done.append(str(step))
        if table.hint_nudged():
            table.ask_hint()
        table.act(0, step)
        if step.kind == "peek" and len([d for d in done if d.startswith("peek")]) == 4:
            break
    assert done[0] == "trade hydromon" and done[-1].startswith("peek"), done
    assert i18n.t("hint.after_screen") in seen


PEEK = """game: elemons
seats: 2
current: 0
grid: [hydromon, geomon, hydromon, pyromon, floramon, electromon, geomon, polymon, floramon]
pile: [aeromon, geomon, geomon, pyromon, polymon, electromon, aeromon, pyromon, floramon, geomon, electromon, hydromon]
"""


def test_a_bot_never_sees_the_persons_secret_peeks(tmp_path):
    """nc65 (085-100): the bot rocked, then turned, the Polymon the person had peeked at, and its blind flips twice
    landed on tiles only the person had looked at: « is it cheating? ». The engine tells a bot only what it may see:
    the person's peeks reach neither its view nor its memory (only that a tile was looked at)."""
    from game.match import Match

    path = tmp_path / "peek.yaml"
    path.write_text(PEEK)
    match = Match("elemons", ["human", "bot:hard"], scenario=str(path), seed=3)
    match.play(0, act("flip", 0))
    match.play(0, act("flip", 2))  # the Hydromon pair: four secret looks
    peeked = []
    for _ in range(4):
        look = next(a for a in match.state.legal_actions(0) if a.kind == "peek")
        peeked.append(int(look.args[0]))
        match.play(0, look)
    assert peeked
    bot = match.bots[1]
    assert set(peeked) <= set(bot.others_seen)  # it knows which tiles were looked at, no more
    assert not set(bot.memory) & set(peeked), (bot.memory, peeked)
    grid = match.state.view(1)["grid"]
    assert all(grid[s]["face_up"] is None for s in peeked), grid


def test_the_log_says_once_that_the_bot_turned_a_tile_it_never_saw_by_chance(app, tmp_path):
    """nc65 (100): the first time a bot turns a tile the person looked at in secret, the log says it is by chance:
    « Au hasard : Bot 2 ne voit jamais les tuiles que vous regardez en secret. », once."""
    from game.core import Event

    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:medium"), tmp_path, PEEK, speed="normal")
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    said: list[str] = []
    add = table.log.add
    table.log.add = lambda text, *a, **k: (said.append(text), add(text, *a, **k))[1]  # type: ignore[method-assign]
    table.on_tile_peeked(Event("tile_peeked", 0, {"slot": 5, "tile": "electromon"}))
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 5, "tile": "electromon"}))
    table.on_tile_peeked(Event("tile_peeked", 0, {"slot": 6, "tile": "geomon"}))
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 6, "tile": "geomon"}))
    blind = [line for line in said if "ne voit jamais" in line]
    assert blind == ["Au hasard\xa0: Bot 2 ne voit jamais les tuiles que vous regardez en secret."], said


def test_the_words_nc65_found_heavy_read_plainly():
    """nc65: step 5 joined two ideas with a colon (011); the tutorial's legend and the game's said the frames in two
    wordings (018, 044); « jamais retournée » stayed on tiles the person had looked at in secret (018, 056); the
    adaptive bot's hover was heavy (043)."""
    from lang import plain

    import scenes.elemons.table as screen
    from game import tutorial
    from sprites.fonts import TYPE, wrap

    fr = [plain(s.text("fr")) for s in tutorial.load("elemons").steps]
    peek = next(x for x in fr if "Hydromon vous laisse regarder" in x)
    assert "sauf l'Electromon. L'Hydromon" in peek and "que le bot ne voit pas" in peek, peek
    assert len(peek.split()) <= 40 and peek.count(". ") + 1 <= 3, peek
    for lang in ("fr", "en"):
        game = plain(i18n.t_in(lang, "elemons.frames"))
        tut = plain(i18n.t_in(lang, "elemons.frames_tutorial"))
        colour, dots = game.split(". ")[0].split(",")[0], game.split(". ")[1]
        assert colour in tut and dots in tut, (game, tut)  # one wording
        assert "jamais retournée" not in game + tut and "never turned" not in game + tut
        i18n.set_lang(lang)
        assert len(wrap(i18n.t("elemons.frames_tutorial"), screen.PROMPT_WIDTH, TYPE.SMALL)) <= 2
    i18n.set_lang("fr")
    words = plain(i18n.t_in("fr", "setup.close.margin.elemons", n=7))
    assert "comptant" not in words and "(un Gigamon compte pour 3)" in words, words
    assert plain(i18n.t_in("fr", "setup.close.settle", n=2)).strip() == "Il attend deux tours avant de changer."


def test_the_bots_pair_under_the_grid_keeps_the_body_type(app, tmp_path):
    """nc65 (086): « Bot 2 (sur mesure) gagne la paire d'Electromons (tuiles 4, 5) : cliquez pour continuer » fell to
    small type, unlike every other pause. The bot is named as the log names it, « Bot 2 », and the line keeps its
    size."""
    from scenes.elemons.table import up_size
    from sprites.fonts import TYPE

    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:close"), tmp_path, PEEK, speed="normal")
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    table.up_slots, table.up_who, table.up_won = [3, 4], 1, {3: "electromon", 4: "electromon"}
    table.up_left = None
    said = table.up_words()
    assert said.startswith("Bot 2 gagne la paire d'Electromons"), said
    assert up_size(said) == TYPE.BODY, said
