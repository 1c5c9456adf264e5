"""Issue 24, seventh round of Elemons and Kaiju: a tutorial step's words come with its halo and arrow
(in every game); the Hydromon prompt holds in two lines; a hint's reason for a Rock is said in game
terms; Kaiju's log says when a double could have stolen the person's Mecha and did not; Kaiju's
tutorial steps are short."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial import follow_guide, live, open_tutorial, tap

from game import i18n, registry
from scenes.common import ResultsScene


# -- 1. the step's words, halo and arrow appear together ----------------------------------------
@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_a_steps_words_never_show_before_its_halo(app, gid):
    """Fifth Elemons newcomer: after the Hydromon banner, the peek step's words showed about two
    seconds before its halo and arrow. Played by the pointer at normal speed, every frame that shows
    a step's own words is a frame where the person may play it (the halo is drawn)."""
    table = open_tutorial(app, gid, speed="normal")
    feed = table.guide
    surf = pygame.Surface((1280, 720))
    early: list[int] = []
    together = 0
    for n in range(30000):
        if feed.is_over and isinstance(app.stack.top, ResultsScene):
            break
        app.frame(1 / 30, draw=n % 6 == 0)  # the words and the target are read from the table, not the picture
        table = live(app, table)  # an opening's table gives way to the rest's (Evolution)
        feed = table.guide
        if app.stack.top is not table:
            continue
        if table.holds_events() and table.busy:
            tap(app, (5, 5))  # the person reads what waits (Elemons' turned tiles) and goes on
            continue
        words = table.guide_words()
        step = feed.step
        if words is not None and step is not None and words[0] == step.text():
            if table.guide_acting() is None:  # the seat the step speaks to (Elemons: with its prompt)
                early.append(feed.index + 1)
            else:
                together += 1
        target = table.guide_target() if not table.busy else None
        if target is not None:
            table.draw(surf)
            tap(app, target.center)
    assert feed.is_over, f"{gid}: stopped at step {feed.index + 1}"
    assert not early, f"{gid}: steps {sorted(set(early))} showed their words before the person could play them"
    assert together > 0


def test_the_hydromon_step_shows_words_and_halo_at_once(app):
    table = open_tutorial(app, "elemons", speed="normal")
    feed = table.guide
    peek = next(i for i, s in enumerate(feed.tutorial.steps) if s.do.startswith("peek"))
    assert follow_guide(app, table, lambda: feed.index == peek, 20000, release=True)
    seen: list[tuple[str, bool]] = []
    for _ in range(600):
        words = table.guide_words()
        if words is not None:
            seen.append((words[0], table.guide_target() is not None))
        if table.guide_target() is not None and not table.busy:
            break
        app.frame(1 / 30)
    texts = [w for w, _ in seen]
    # nc18: the looks' prompt comes while the pair's banner still plays, and the step with it (a click
    # on a tile before the step pointed at one was told off); its words still never come before its halo
    first = texts.index(feed.step.text())
    assert seen[first][1], "the peek step's words come with its halo"


# -- 2. the Hydromon prompt holds in two lines --------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hydromon_prompt_holds_in_two_lines_whatever_the_grid(app, lang):
    """Fifth newcomer: the Hydromon prompt ran to three lines under the grid (at 1280x720)."""
    from scenes.elemons.table import PROMPT_WIDTH, peek_prompt
    from sprites.fonts import TYPE, wrap

    before = i18n.lang
    i18n.set_lang(lang)
    try:
        for left in (4, 3, 2, 1):
            for empty in (0, 1, 2):
                for unseen in (9, 3, 2, 1, 0):
                    text = peek_prompt(left, empty, unseen)
                    lines = wrap(text, PROMPT_WIDTH, TYPE.BODY)
                    assert len(lines) <= 2, (left, empty, unseen, lines)
                    assert text.startswith(i18n.t("elemons.prompt.peek", left=left))
        # a grid with fewer unseen tiles than looks still says so when it fits
        assert i18n.t("elemons.peek_fewer", n=0, left=4) in peek_prompt(4, 0, 0)
        assert i18n.t("elemons.peek_refill_after", n=2) in peek_prompt(4, 2, 9)
    finally:
        i18n.set_lang(before)


def test_the_tutorials_hydromon_prompt_is_two_lines_on_screen(app):
    from scenes.elemons.table import PROMPT_WIDTH
    from sprites.fonts import TYPE, wrap

    table = open_tutorial(app, "elemons")
    feed = table.guide
    peek = next(i for i, s in enumerate(feed.tutorial.steps) if s.do.startswith("peek"))
    assert follow_guide(app, table, lambda: feed.index == peek and table.guide_target() is not None
                        and not table.busy, release=True)
    assert table.prompt.startswith("Hydromon")
    assert len(wrap(table.prompt, PROMPT_WIDTH, TYPE.BODY)) <= 2, table.prompt


# -- 3. the Rock's hint says its reason in game terms -------------------------------------------
def test_the_rock_hint_without_a_pair_says_what_the_rock_keeps_not_trial_games():
    """Fifth newcomer: "c'est l'emplacement qui vous a donné le plus de victoires dans les parties
    d'essai": the bot's internals, not a reason a newcomer can weigh."""
    from game.core import Event, act
    from game.elemons.bots import make_bot

    grid = [{"tile": True, "face_up": None} for _ in range(9)]
    bot = make_bot("hard", 0, 1)
    bot.observe([Event("tile_turned", 1, {"slot": 3, "tile": "hydromon"}),
                 Event("tile_turned", 1, {"slot": 6, "tile": "pyromon"})])
    bot.explain_search({"grid": grid}, act("rock", 3), {act("rock", 3): 0.6, act("rock", 2): 0.4})
    key, params = bot.why
    assert key == "rock_seen" and params["slot"] == 3
    bot.explain_search({"grid": grid}, act("rock", 2), {act("rock", 2): 0.6, act("rock", 3): 0.4})
    unseen_key, unseen_params = bot.why
    assert unseen_key == "search_rock"
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        seen = i18n.hint_text("elemons", key, params)
        unseen = i18n.hint_text("elemons", unseen_key, unseen_params)
        assert "tuile 4" in seen or "tile 4" in seen, seen
        assert "Hydromon" in seen, seen
        assert "tuile 3" in unseen or "tile 3" in unseen, unseen
        for said in (seen, unseen):
            for internal in ("essai", "trial", "%", "victoires dans", "won you"):
                assert internal not in said, (lang, said)
            assert "prochain tour" in said or "next turn" in said, said  # what the Rock keeps, until when
    i18n.set_lang("fr")


def test_no_elemons_hint_on_a_walk_speaks_of_trial_games():
    """Hard bots play on while every hint is read: a Rock's hint (seen tile, unseen tile) and every
    other one give a reason in game terms, never the look-ahead's trial games."""
    from hint_walk import hinted_moves

    from game.match import Match

    i18n.set_lang("fr")
    rocks: set[str] = set()
    for seed in (4, 5):
        m = Match("elemons", ["bot:hard", "bot:hard"], seed=seed)
        for _seat, h in hinted_moves(m, 200):
            said = i18n.hint_text("elemons", h.reason, h.params)
            assert "essai" not in said and "jusqu'au bout" not in said, said
            if h.action.kind == "rock":
                rocks.add(h.reason)
                assert "prochain tour" in said, said
    # round 8: a tile of a kind the seat collects is kept first ("rock_keep"), a known pair blocked
    assert rocks and rocks <= {"search_rock", "rock_seen", "rock_keep", "rock_pair"}, rocks


# -- 4. Kaiju: the log says when a double could have stolen the person's Mecha ---------------------
DOUBLE = """\
seats: 2
active: 1
phase: main
dice: [{d}, {d}]
table: [{d}, {d}, 1, 7, 9, 10, 11, 8]
players:
  - hand: [3, 3]
    mechas: [{m}]
  - hand: [1, 3]
pile_top: [4]
"""


def bot_takes(app, tmp_path, d: int, m: int):
    """The bot's turn on a roll of `d` `d` while the person holds Mecha `m`: the table once its take is shown.
    The medium bot weighs its own points only: two cards `d` on the table outweigh a steal from a hand of
    two 3s (Wounds), so it takes them (the easy bot weighs the steal against its victim too, and steals)."""
    from scene_input import open_scenario
    from waiting import wait_until

    path = tmp_path / f"double{d}{m}.yaml"
    path.write_text(DOUBLE.format(d=d, m=m), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:medium"], path, speed="fast")
    took = ("cards_taken", "nothing_taken", "mecha_taken", "mecha_steal_attempt")
    assert wait_until(lambda: any(e.kind in took for e in table.shown) and not table.busy, 30,
                      step=0, between=lambda: app.frame(1 / 30)), "the bot never took anything"
    return table


def log_text(table) -> str:
    return " ".join(line[0] for line in table.log.lines).replace("\xa0", " ").replace("\u202f", " ")


def test_the_log_says_once_when_the_bot_could_have_stolen_the_persons_mecha(app, tmp_path):
    """Fifth Kaiju newcomer: the bot rolled the double of the person's Mecha and took a card: "does the
    steal even exist?" The log says the choice was there, once, in game terms."""
    i18n.set_lang("fr")
    table = bot_takes(app, tmp_path, 6, 6)
    assert any(e.kind == "cards_taken" and e.seat == 1 for e in table.shown)
    said = log_text(table)
    assert said.count("pouvait aussi tenter votre Mecha 6") == 1, said
    table.rebuild_log()  # a hand-over or a language change rebuilds the log: the line stays, once
    assert log_text(table).count("pouvait aussi tenter votre Mecha 6") == 1
    app.stack.pop()


def test_no_such_line_when_the_choice_did_not_exist(app, tmp_path):
    i18n.set_lang("fr")
    # a double 6 with the Mecha 6 on the table: the bot takes it, nothing to steal
    table = bot_takes(app, tmp_path, 6, 4)
    assert any(e.kind == "mecha_taken" for e in table.shown)
    assert "pouvait aussi tenter" not in log_text(table)
    app.stack.pop()


def test_the_line_in_english_and_for_another_seats_mecha():
    i18n.set_lang("en")
    try:
        mine = i18n.t("kaiju.log.steal_passed", who="Bot 2", face=6, victim="You", you="yes")
        theirs = i18n.t("kaiju.log.steal_passed", who="Bot 2", face=6, victim="Bot 3", you="no")
        assert "your Mecha 6" in mine and "Bot 3's Mecha 6" in theirs
    finally:
        i18n.set_lang("fr")
    assert "le Mecha 6 de Bot 3" in i18n.t("kaiju.log.steal_passed", who="Bot 2", face=6, victim="Bot 3", you="no")


# -- Kaiju: the prompt over the buttons never runs up into the hand ---------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_kaiju_prompt_holds_on_one_line_under_the_hand(app, lang):
    """Played by the helper (f7-ek, g15.png): "Rien sur la table ne correspond à ces dés. Jouez une
    carte si vous voulez, sinon…" ran to two lines, the first over the bottom of the hand's cards."""
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, font, wrap

    names = {"who": "Bot 2 (facile)"}
    cases = [("kaiju.prompt.roll", {}), ("kaiju.prompt.main", {}),
             # f52 (nc63): what could open a take on a dead roll, or only luck
             ("kaiju.prompt.main_nothing", {"cards": 0, "open": "none", "card": 0}),
             ("kaiju.prompt.main_nothing", {"cards": 1, "open": "none", "card": 0}),
             ("kaiju.prompt.main_nothing", {"cards": 3, "open": "set", "card": 11}),
             ("kaiju.prompt.main_nothing", {"cards": 3, "open": "reroll", "card": 11}),
             ("kaiju.prompt.card", {"v": 11}), ("kaiju.prompt.reroll", {}), ("kaiju.prompt.set", {}),
             ("kaiju.prompt.set_face", {"n": 2, "face": 6}),
             ("kaiju.prompt.steal", {}), ("kaiju.prompt.draw", {}), ("kaiju.prompt.pair", {}),
             ("kaiju.prompt.react", {**names, "card": 6, "what": "annuler le 11 de Joueur 1"}),
             ("kaiju.prompt.react_pass", {**names, "card": 4, "what": "voler une carte au hasard à Joueur 1"}),
             ("kaiju.waiting", names), ("kaiju.asking", names)]
    before = i18n.lang
    i18n.set_lang(lang)
    try:
        one_line = L.rows[0] - 4 - font(TYPE.BODY).get_linesize()
        assert one_line >= L.hand[1] + 82, "one line of prompt clears the hand's cards"
        for key, values in cases:
            said = i18n.t(key, **values)
            lines = wrap(said, L.home.width - 30, TYPE.BODY)
            assert len(lines) == 1, (key, lines)
    finally:
        i18n.set_lang(before)


def test_the_round_line_under_the_dice_keeps_inside_the_table(app, tmp_path):
    """Played by the helper (f7-ek, g19.png): "Tour de table 13 · pioche vide : encore 2 tours" ran
    past the table's edge, to the log."""
    from scenes.kaiju.layout import L
    from sprites.fonts import font

    i18n.set_lang("fr")
    table = bot_takes(app, tmp_path, 6, 6)
    table.model.turn, table.model.last_turns = 25, 2
    info, size = table.round_line()
    assert "un dernier tour chacun" in info.replace("\xa0", " ")  # two players, two turns: one each (nc10)
    cx = (L.dice[0][0] + L.dice[1][0]) // 2
    half = font(size).size(info)[0] / 2
    assert cx + half <= L.home.right and cx - half >= L.home.left, (info, size)
    app.stack.pop()
