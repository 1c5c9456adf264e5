"""Newcomer round 26 (nc26) on Elem Master: the panels during a turn's end, the prompts' width."""

from __future__ import annotations

from game import i18n
from game.core import act
from game.elemmaster.scenario import from_text


def test_a_turn_that_ends_by_itself_shows_its_last_actions_counts_while_it_holds(app, tmp_path):
    """nc26 shots 114-115: the person's last point went on a Fire that lost to an enemy Water (the Water
    gained a level); while the turn's end held, the panels still read the counts from before that attack
    (Bot « Eau 5/1 », one yellow point, the count line). The turn's end carries its own status."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    i18n.set_lang("fr")
    board = ("terrain: forest\nstacks:\n  a1: 0 earth 1\n  b2: 0 fire 1\n  b3: 1 water 1\n  f6: 1 earth 1\n"
             "  e1: 0 fire 1\n  c6: 1 fire 1\nap: 1\ncurrent: 0\n")
    table = table_for(app, tmp_path, board)
    m = table.model
    before = m.counts(1, settled=True)["water"], (m.reserve[1] or {}).get("water", 0)
    seen: list[tuple] = []  # what the panels read when the turn's end begins to hold

    def on_end(ev):
        m = table.model
        seen.append((m.ap, m.current, m.counts(1, settled=True)["water"], (m.reserve[1] or {}).get("water", 0),
                     m.counts(0, settled=True)["fire"], m.count))
        return real(ev)
    real, table.on_turn_end = table.on_turn_end, on_end
    assert table.act(0, act("attack", "b2", "b3"), confirmed=True)  # a lost attack, asked since f38
    assert wait_until(lambda: seen, 5, 0, lambda: app.frame(1 / 60))
    ap, current, water, reserve, fire, count = seen[0]
    assert (ap, current) == (0, 0), seen
    assert (water, reserve) == (before[0] + 1, before[1] - 1), (before, seen)
    assert fire == 1, seen  # the Fire in b2 gone, the one in e1 left
    st = from_text(board)
    st.apply(0, act("attack", "b2", "b3"))
    assert count == st.count_now() and count["won"] == 2, (count, seen)  # Earth even, Water 2 to 0 (was 1 to 0)


def test_every_prompt_goes_on_the_line_under_the_board(app):
    """nc26 shot 117: « …recliquez la case pour toute la pile, ou cliquez une Eau en » (the wave's count
    prompt, cut at the right edge). Each prompt of the game, with the longest cells a board names, is one
    line of the prompt's width (those naming the lit colours have a short form, tested with the colours)."""
    import re
    from pathlib import Path

    from scenes.elemmaster.panels import PROMPT_W
    from sprites.fonts import TYPE, wrap
    words = {"cell": "j10 → j9", "ap": 3, "n": 12, "total": 12, "src": "j10", "dst": "j9", "loser": "Terre",
             "lose_cell": "j10", "winner": "Terre", "win_cell": "j9", "action": "Déplacer 1 jeton", "most": 3,
             "special": 0, "loss": 0}
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        text = (Path(__file__).parents[1] / "data" / "i18n" / lang / "elemmaster.ftl").read_text()
        keys = re.findall(r"^elemmaster-prompt-([\w-]+) = (.*)$", text, re.M)
        assert len(keys) > 20, keys
        for key, words_of in keys:
            if "$lit" in words_of or words_of.strip() == "":
                continue
            said = i18n.t("elemmaster.prompt." + key.replace("-", "."), **words)
            assert len(wrap(said, PROMPT_W, TYPE.SMALL)) == 1, (lang, key, said)


def test_the_end_banner_goes_on_two_lines_rather_than_in_tiny_letters(app):
    """nc26 shot 127: « Fin de partie · Plus de Feu sur le plateau : on compte Terre, Eau, Air » in a very
    small font above the board. A small banner that would fall under SMALL_TWO_LINES goes on two lines of
    that size, its plate still above the board, left of the title."""
    import pygame

    from sprites.elemmaster import art
    from sprites.fonts import font
    from sprites.tween import Tween
    grid = pygame.Rect(40, 62, 560, 560)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for reason in ("no_fire", "elimination", "turn_limit"):
            text = i18n.t("elemmaster.banner.over_why", why=i18n.t(f"end.elemmaster.{reason}"))
            b = art.CardBanner(text, (320, 342), Tween(0.0, 1.0, 2.0, elapsed=1.0), small=True, board=grid)
            img, plate = b._small(1280)
            two = img.get_height() >= 2 * font(art.SMALL_TWO_LINES, True).get_linesize()
            assert two or img.get_height() >= font(art.SMALL_TWO_LINES, True).get_height() - 2, (lang, reason, img)
            assert plate.top >= 4 and plate.bottom <= grid.top - 4 and img.get_height() <= plate.height, (text, plate)
            assert plate.right <= 640 - art.TITLE_HALF, (text, plate)
    assert art.CardBanner("Fin de partie · Plus de Feu sur le plateau : on compte Terre, Eau, Air", (320, 342),
                          Tween(0.0, 1.0, 2.0, elapsed=1.0), small=True, board=grid)._small(1280)[0].get_height() \
        >= 2 * font(art.SMALL_TWO_LINES, True).get_linesize()


def test_a_threat_from_a_pile_the_move_marks_is_for_next_turn():
    """nc26 shots 64/66: « déplacez toute la pile … de là, votre Terre menace l'Eau en e3 », and the pile
    moved whole was ⊗: it could not attack this turn. Its threat is said for the next turn; a split's moved
    half (unmarked) threatens now."""
    from test_elemmaster_f16 import _hint, _plain
    stacks = {"a1": "0 earth 1", "c2": "0 earth 2", "e2": "1 water 1", "f6": "1 earth 2", "a6": "1 fire 1",
              "b1": "0 fire 1"}
    i18n.set_lang("fr")
    _, (reason, params) = _hint(stacks, ["move c2 d2 2", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "votre Terre menacera au prochain tour l'Eau en e2" in said, said
    _, (reason, params) = _hint(stacks, ["move c2 d2 1", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "votre Terre menace l'Eau en e2" in said, said
    i18n.set_lang("en")
    _, (reason, params) = _hint(stacks, ["move c2 d2 2", "end"])
    assert "your Earth will threaten the Water on e2 next turn" in i18n.hint_text("elemmaster", reason, params,
                                                                                   ["You", "Bot"])


def test_a_souffle_that_spends_the_last_air_says_the_air_goes():
    """nc26 shot 48: Conseil's souffle from the person's only Air (one token) spent it, and the piece was
    gone, unsaid. The hint says « Ce souffle dépense tout votre Air en b2 : il disparaît. »; a souffle that
    leaves tokens does not."""
    from test_elemmaster_f16 import _hint, _plain
    stacks = {"a1": "0 earth 1", "b2": "0 air 1", "c2": "1 fire 1", "f6": "1 earth 2", "b1": "0 fire 1",
              "e5": "0 air 2", "e4": "1 water 1"}
    i18n.set_lang("fr")
    _, (reason, params) = _hint(stacks, ["souffle b2 c2 1", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert reason == "plan_souffle" and "Ce souffle dépense tout votre Air en b2 : il disparaît." in said, said
    _, (reason, params) = _hint(stacks, ["souffle e5 e4 1", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert reason == "plan_souffle" and "disparaît" not in said, said
    params.pop("air_gone")  # a hint kept from before the words: said as before
    assert "disparaît" not in _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    i18n.set_lang("en")
    _, (reason, params) = _hint(stacks, ["souffle b2 c2 1", "end"])
    assert "This souffle spends all of your Air on b2: it disappears." in i18n.hint_text(
        "elemmaster", reason, params, ["You", "Bot"])


# nc26 shot 90, the person's turn over (0 PA): Conseil said « Fin de tour … seul votre Feu en e2 reste
# menacé », and the bot split a Fire off e3 and burnt the Terre in c2
SHOT90 = {"a6": "1 air 1", "b6": "1 water 1", "c6": "1 earth 1", "d6": "1 earth 1", "e6": "1 water 1",
          "f6": "1 air 1", "a5": "0 water 2", "c5": "1 earth 2", "e5": "1 fire 1", "f5": "1 air 2",
          "b4": "0 fire 2 played", "d4": "1 water 1", "a3": "0 water 1", "e3": "1 fire 2", "f3": "1 water 2",
          "b2": "0 fire 1", "c2": "0 earth 1 played", "e2": "0 fire 1", "b1": "0 earth 3",
          "c1": "0 earth 2 played", "d1": "0 fire 2", "e1": "0 water 1", "f1": "0 air 1"}


def test_the_hint_warns_of_the_earth_a_crowded_board_leaves_in_reach():
    """nc26 shots 88-91: on a crowded board the next enemy turn's search passed its bound and nothing was
    said of the Earth (the Fire in e3 could come and burn the Terre in c2); the words « seul votre Feu en e2
    reste menacé » read as « the rest is safe ». The Earth's check looks further (EARTH_REACH_NODES) and the
    piece beside an enemy is said without « seul »."""
    import yaml
    from test_elemmaster_f16 import _plain

    from game.core import Action
    from game.elemmaster.bots import ElemBot
    st = from_text(yaml.safe_dump({"blocks": ["forest", "savanna", "swamp", "mountain"], "stacks": SHOT90,
                                   "ap": 0, "current": 0}))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("end")])
    assert bot.why is not None
    reason, params = bot.why
    i18n.set_lang("fr")
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "seul" not in said and "votre Feu en e2 reste menacé (Eau en f3)" in said, said
    assert params["note"] == "earth_reach" and "c2" in params["note_cell"].split(", "), params
    assert "Attention à vos Terres en" in said and "Feu en e3" in said, said


def test_a_hint_that_warns_of_the_earth_leaves_out_a_piece_the_enemy_would_come_to():
    """nc26 shots 92, 100, 104: the Conseil box, a wall of small text: the Earth's warning, then
    « Attention : à son prochain tour, l'adversaire peut venir attaquer votre Feu en d1 (…), et 3 autres de
    vos pièces aussi. » With a warning in the note (or the count's ending), only a piece left beside an
    enemy that beats it is added (f25's case, nc24 shot 68); alone, the warning is said as before."""
    from scenes.elemmaster.table import hint_warning
    i18n.set_lang("fr")
    warn = {"warn_cell": "d1", "warn_foe": "water", "warn_to": "c4", "warn_beside": 0, "warn_source": "fire",
            "warn_more": 3}
    assert "votre Feu en d1" in hint_warning({**warn, "note": "none"})
    assert hint_warning({**warn, "note": "earth_reach"}) == ""
    assert hint_warning({**warn, "note": "none", "end_seat": 1}) == ""
    assert "votre Feu en d1 sera à portée" in hint_warning({**warn, "note": "earth_reach", "warn_beside": 1})


def test_the_turns_banner_leaves_the_table_free(app, tmp_path):
    """nc26 shot 13: « Tour de Joueur 1 » over the board while the tutorial's box still said « Au tour de Bot
    2 » with no « Fin de tour »: the table stayed busy the banner's 0.9 s, and the next step (or the person's
    buttons) waited for it. The turn's banner runs on tweens of its own; it still shows, then goes."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    from game.core import Event
    from sprites.elemmaster import art
    i18n.set_lang("fr")
    table = table_for(app, tmp_path)
    assert wait_until(lambda: not table.busy, 5, 0, lambda: app.frame(1 / 60))
    table.tweens.speed = 1.0
    table.on_turn_start(Event("turn_start", 0, {}))
    banner = table.anim.banner_item
    assert isinstance(banner, art.CardBanner) and banner.small and "Joueur 1" in banner.text
    assert not table.busy
    app.frame(1 / 60)
    assert table.anim.banner_item is banner and 0 < banner.tween.progress < 1  # on show, and running
    assert wait_until(lambda: table.anim.banner_item is None, 5, 0, lambda: app.frame(1 / 60))
