"""Issue 24, round 11 (nc10-elemons): the bot must not look like it cheats, hints know a pending
replay, the count of held Elemons is named for what it is, and the tutorial's words read well."""

from __future__ import annotations

import random

import pytest

from game.core import visible
from game.match import Match


def _person_move(m: Match, rng: random.Random) -> None:
    """Seat 0 plays like a newcomer: any legal move, but a Hydromon peek looks at unknown tiles."""
    legal = m.state.legal_actions(0)
    m.play(0, rng.choice(legal))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_bot_knows_what_another_seat_peeked_in_secret(level):
    """Every tile a bot remembers was shown to its own seat (turned, or its own peek); the person's
    secret peek never reaches it (nc10: 'the bot flipped exactly the two tiles I had peeked')."""
    peeks_checked = 0
    for seed in range(6):
        m = Match("elemons", ["human", f"bot:{level}"], seed=seed)
        bot = m.bots[1]
        shown: dict[int, str] = {}  # slot -> kind, as seat 1 was shown it (latest wins)
        rng = random.Random(seed)
        steps = 0
        while not m.state.is_over and steps < 600:
            steps += 1
            if m.bot_to_act() is not None:
                _seat, _action, events = m.bot_step()
            elif 0 in m.state.actors():
                before = len(m.history)
                _person_move(m, rng)
                events = [e for batch in m.history[before:] for e in batch]
            else:
                break
            for e in events:
                if e.kind == "tile_peeked" and e.seat == 0:
                    peeks_checked += 1
                    assert not e.visible_to(1)
                for e1 in visible([e], 1):
                    if e1.kind in ("tile_turned", "tile_peeked"):
                        shown[e1.data["slot"]] = e1.data["tile"]
                    elif e1.kind in ("slot_refilled",):
                        shown.pop(e1.data["slot"], None)
            for slot, kind in bot.recall().items():
                assert shown.get(slot) == kind, (
                    f"{level} seed {seed}: the bot recalls tile {slot} as {kind} but was never shown it")
    assert peeks_checked > 0, "the person never peeked: the test checked nothing"


def test_a_catch_hint_says_whether_the_turn_goes_on_and_counts_what_is_held():
    """nc10: during an Electromon replay the hint said 'Attrapez Meteoromon avec vos 3 Electromons'
    (four were held) and nothing told whether the replay was lost. Catching before the flips keeps
    the turn; the hint says so, and what it says about the turn is what then happens."""
    from hint_walk import hinted_moves

    from game import i18n

    i18n.set_lang("fr")
    seen = {"goes_on": 0, "ends": 0}
    for seed in range(8):
        m = Match("elemons", ["bot:hard", "bot:hard"], seed=seed)
        for seat, h in hinted_moves(m, 400):
            if h.reason not in ("trade", "trade_from"):
                continue
            text = i18n.hint_text("elemons", h.reason, h.params, ["Joueur 1", "Joueur 2"])
            have = h.params["have"]
            held = sum(1 for k in m.state.view(seat)["players"][seat]["tiles"] if k == h.params["kind"])
            assert have == held, (text, held)
            if have > 3:
                assert f"3 de vos {have}" in text, text
            turn = m.state.turn
            then = h.params["then"]
            if then in seen:
                seen[then] += 1
            # the walk plays the hint's move right after this yield: check it on the next one
            m_turn_after = _turn_after(m, seat, h.action)
            if then == "goes_on":
                assert "Votre tour continue" in text and m_turn_after == turn, text
            elif then == "wins":
                assert m_turn_after == -1 and "tour" not in text, text
            elif then == "ends":
                assert "termine votre tour" in text and m_turn_after != turn, text
    assert seen["goes_on"] and seen["ends"], seen


def _turn_after(m: Match, seat: int, action) -> int:
    """The turn number after `action`, on a copy (the walk plays it for real next)."""
    from game.elemons import ElemonsState

    copy = ElemonsState.from_json(m.state.to_json())
    copy.apply(seat, action)
    return -1 if copy.is_over else copy.turn  # a winning catch ends the game, the turn with it


def test_the_words_nc10_stumbled_on_read_plainly():
    """Step 3 names a tile not yet yours, step 9 says whose turn frees the Rock, the catch step and
    the help say when catching ends the turn, and the count of Elemons is what is held now."""
    from game import data, i18n

    text = open(data.game_file("elemons", "tutorial.yaml"), encoding="utf-8").read().replace("\u202f", " ")
    text = text.replace("\u00a0", " ")
    assert "Retournez votre Hydromon" not in text and "l'Hydromon de la tuile 2" in text
    assert "avant son prochain tour" not in text and "jusqu'à son prochain tour (« Rochers libres »" in text
    assert "Juste après une paire, votre tour finit quand il n'y a plus rien à attraper" in text  # (nc11, nc15)
    assert "Un troisième Gigamon fait gagner aussitôt" in text
    howto = open(data.game_file("elemons", "howto.yaml"), encoding="utf-8").read().replace("\u202f", " ")
    assert "sauf si un Electromon vous fait rejouer" in howto.replace("\u00a0", " ")  # (nc36: two sentences)
    i18n.set_lang("fr")
    assert i18n.t("elemons.won", n=8).startswith("Elemons en main")
    assert i18n.t("results.elemons.elemons", n=8).startswith("Elemons en main")


def test_the_last_turn_shown_again_shows_each_tile_face_long_enough(app, tmp_path):
    """nc10 shots 42-44: 'Revoir (L)' said one line in under 2 s and no tile face. Each tile the bot
    turned is seen face up in the replay, for seconds, and each step waits for a click."""
    import pygame
    from scene_input import key, watch_replay
    from test_elemons_newcomer4 import table_at

    from game import i18n

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0
    # nine different kinds: nobody can make a pair, the bot's two tiles go back face down
    grid = ["aeromon", "pyromon", "floramon", "geomon", "hydromon", "electromon", "aeromon", "pyromon", "geomon"]
    table = table_at(app, tmp_path, grid, ["hydromon"] * 6)
    acted = 0
    for _ in range(2400):
        app.frame(1 / 30)
        if table.up_slots or table.up_won:
            key(app, pygame.K_SPACE)
        seat = table.human_to_act()
        if seat is not None and not table.busy and acted < 2:
            table.act(seat, table.grid_attempt(acted))
            acted += 1
        record = table.last_record()
        if acted == 2 and seat is not None and record is not None and record.seat == 1 and not table.busy:
            break
    else:
        pytest.fail("the bot's turn never ended")
    up: dict[int, float] = {}

    def tick() -> None:
        app.frame(1 / 30)
        for s, cell in enumerate(table.m.grid):
            if cell.face_up:
                up[s] = up.get(s, 0.0) + 1 / 30

    lines, seconds = watch_replay(table, tick, look=2.0)  # each step waits until the person clicks
    turned = [ln for ln in lines if "retournée" in ln]
    assert len(turned) == 2, lines
    assert len(up) >= 2 and all(v >= 2.0 for v in up.values()), f"tile faces seen too briefly: {up}"
    assert table._again_steps == (len(lines), len(lines)), (table._again_steps, lines)


def test_the_frames_legend_says_the_turn_in_progress_too():
    """nc10 shot-41: at the person's new turn their frames went, while the legend said 'le dernier
    tour': the marks are those of the turn being played, else the last one, and the legend says so."""
    from game import i18n

    i18n.set_lang("fr")
    # (nc15: "ce qu'un joueur a joué au tour en cours"; nc28; nc31: « ou à son tour précédent » promised the
    # person's own last turn once theirs began: « effacé quand il rejoue »)
    assert "dernier tour de chacun, effacé quand il rejoue" in i18n.t("elemons.frames").replace("\u00a0", " ")
    # (nc34: shorter, to say the pale frame in 2 lines)
    assert "dernier tour de chacun" in i18n.t("elemons.frames_tutorial")


def test_the_frames_legend_is_whole_on_its_lines():
    """nc11 shots 03, 32: the longer legend ran past its lines, cut off under the grid ("… de ce").
    nc15 did not understand « sinon le dernier »: the plainer sentence takes a third line, which
    still ends above the buttons' row."""
    from game import i18n
    from scenes.elemons.table import BAR_TOP, FRAMES_LINES, FRAMES_TOP, PROMPT_WIDTH
    from sprites.fonts import TYPE, wrap

    assert FRAMES_TOP + FRAMES_LINES * 19 <= BAR_TOP
    try:
        for lang in ("fr", "en"):
            i18n.set_lang(lang)
            for key in ("elemons.frames", "elemons.frames_keys", "elemons.frames_tutorial"):
                lines = wrap(i18n.t(key), PROMPT_WIDTH, TYPE.SMALL)
                assert len(lines) <= FRAMES_LINES, (lang, key, lines)
    finally:
        i18n.set_lang("fr")
