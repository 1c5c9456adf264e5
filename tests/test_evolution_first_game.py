"""Issue 24, a newcomer's first game of Evolution (round 5): a win in hand is hinted and shown, a card that
frees a creature says so before it is played, the bar's buttons keep their places, help boxes leave with
the pointer, and an easy bot's turn does not drag."""

from __future__ import annotations

import yaml
from scene_input import click, run
from test_scenes_evolution import RELEASE, hand_pos, table_for
from waiting import wait_until

from game import i18n
from game.core import act
from game.evolution.bots import winning_line
from game.evolution.checks import position
from game.match import Match
from scenes.evolution.table import L

# Three piles at level 5; the Air pile at 2 with Air 3, 4 and 5 in hand: the Air 3's Tornado would
# throw the Air 5 away (the policy's hint did: "Tornade sur Air 5"), the win is to let it go.
WIN_IN_HAND = """
seats: 2
current: 0
turn: 30
mages:
  - hand: [air3, air4, air5, fire4, earth4]
    piles: {air: [air0, air1, air2], fire: [fire0, fire1, fire2, fire3, ether1, fire5],
            earth: [earth0, earth1, earth2, earth3, ether2, earth5],
            water: [water0, water1, water2, water3, water4, water5]}
    rooted: {fire: 6, earth: 6, water: 6}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""

# One pile short by its last two levels, with an Air 4 (it frees the Elf) and an Ether in hand: the
# joker gets there without handing the opponent a power.
WIN_BY_JOKER = WIN_IN_HAND.replace("[air3, air4, air5, fire4, earth4]", "[air4, air5, ether3, fire4, earth4]") \
    .replace("air: [air0, air1, air2], fire", "air: [air0, air1, air2, air3], fire")


def test_a_win_in_hand_is_found_with_the_fewest_powers_given():
    st = position(yaml.safe_load(WIN_IN_HAND))
    assert winning_line(st, 0) == [("air3", "air"), ("air4", "air"), ("air5", "air")]
    st = position(yaml.safe_load(WIN_BY_JOKER))
    assert winning_line(st, 0) == [("ether3", "air"), ("air5", "air")]  # the Elf stays in the centre
    st.hands[0].remove("air5")
    assert winning_line(st, 0) is None
    assert winning_line(position(yaml.safe_load(WIN_IN_HAND)), 1) is None  # not its turn


def test_the_hint_says_the_win_is_in_hand_and_following_it_wins(tmp_path):
    path = tmp_path / "win.yaml"
    path.write_text(WIN_IN_HAND)
    m = Match("evolution", ["human", "bot:easy"], seed=3, scenario=str(path))
    i18n.set_lang("fr")
    first = m.hint(0)
    assert first is not None and first.action == act("play", "air3", "air") and first.reason == "win"
    text = i18n.hint_text("evolution", first.reason, first.params, ["Joueur 1", "Bot 2"])
    assert "gagner dès ce tour" in text and "Air 3" in text and "Air 5" in text, text
    for _ in range(12):
        if m.state.is_over:
            break
        (seat,) = m.state.actors()
        h = m.hint(seat) if seat == 0 else None
        if h is not None:
            assert not (h.action.kind == "tornado"), f"the hint throws a card of the win away: {h}"
        m.play(seat, h.action if h is not None else m.state.legal_actions(seat)[-1])
    assert m.state.is_over and m.state.finished[:1] == [0], "following the hint did not win this turn"


def test_the_table_shows_the_winning_move_with_its_words(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], WIN_IN_HAND)
    i18n.set_lang("fr")
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 30, between=lambda: run(app, 1 / 30)), "no hint shown"
    assert table.hint_shown.reason == "win"
    assert "gagner dès ce tour" in table.hint_line(table.hint_shown)
    places = table._hint_rects(table.hint_shown.action)
    hand = table.hand_rects(len(table.m.hand))[table.m.hand.index("air3")]
    assert any(r.colliderect(hand) for r in places), "the hint does not point at the Air 3 in hand"


def _shot(app, tmp_path, name):
    """The screen as the person sees it, kept in the test's folder for a look."""
    import pygame

    app.frame(1 / 60)
    pygame.image.save(app.canvas, str(tmp_path / f"{name}.png"))


def test_picking_a_card_that_frees_a_creature_says_what_the_opponent_gets(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    i18n.set_lang("fr")
    click(app, hand_pos(table, "earth1"))  # Terre 1 frees the Gnome
    assert table.controls.selected == "earth1"
    prompt = table.controls.prompt
    assert "Gnome" in prompt and "Bot 2" in prompt and "Éther" in prompt, prompt
    assert len(table._wrapped(prompt, L.prompt.width - 20, 15)) <= 2, "the warning is cut on screen"
    _shot(app, tmp_path, "frees")
    click(app, hand_pos(table, "fire0"))  # no symbol: the plain question
    assert table.controls.selected == "fire0" and "Gnome" not in table.controls.prompt
    info = i18n.t("evolution.info.creature", creature="Gnome")
    assert "adversaire" in info


def test_a_used_creature_or_ones_own_gift_warns_of_nothing(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    asked = table.controls.asked
    assert asked.release_warning("earth1") is not None
    asked.model.tokens["gnome"].update(state="used")
    assert asked.release_warning("earth1") is None
    asked.model.tokens["gnome"].update(state="held", holder=1, giver=0)
    assert asked.release_warning("earth1") is None  # « pas son propre cadeau »: nothing is released
    asked.model.tokens["gnome"].update(state="held", holder=0, giver=1)
    assert asked.release_warning("earth1") is None  # given to this mage: it may keep it


def test_the_tutorial_says_a_card_with_a_symbol_gives_the_opponent_a_power():
    steps = yaml.safe_load(open("data/evolution/tutorial.yaml", encoding="utf-8"))["steps"]
    at = next(i for i, s in enumerate(steps) if s["do"].startswith("block"))
    said = steps[at]["say"]  # the step of the choice, as it shows (nc47: the Elf held back)
    assert "Un symbole est un coût" in said["fr"] and "passe l'Elfe à l'adversaire" in said["fr"]
    assert "A symbol is a cost" in said["en"] and "hands the Elf to your opponent" in said["en"]


def _homes_kept(app, table, clicks):
    """Click each of `clicks` (a function of the table giving the button to click); after each,
    no button that ends the turn, lets a choice go or draws stands where the pointer just clicked,
    unless it is the very button clicked (same words)."""
    for pick in clicks:
        b = pick(table)
        assert b is not None, [x.label for x in table.controls.bar.buttons]
        at, label = b.rect.center, b.label
        click(app, at)
        run(app, 0.45)  # a new question takes no click for FRESH_GUARD (0.4 s, nc29)
        for nb in table.controls.bar.buttons:
            if nb.rect.collidepoint(at) and nb.tag in ("end", "skip", "pass", "draw"):
                assert nb.label == label, f"'{nb.label}' came under the pointer after '{label}'"


def _button(kind):
    return lambda table: next((b for b in table.controls.bar.buttons if b.tag == kind), None)


def test_end_turn_never_takes_the_place_of_the_button_just_clicked(app, tmp_path):
    """Shots 09-10: "Piocher 1" then, after the automatic draw, "Fin de tour" in the very same place:
    the end of the turn has its own place, the bar's bottom right, and the skip, the pass and the
    Tornado's draw theirs, the bottom left, whatever else the bar holds."""
    table = table_for(app, tmp_path, ["human", "bot:easy"], WIN_BY_JOKER.replace("turn: 30", "turn: 3"))
    end = table.controls.button_for[act("end")].rect
    assert end.right >= L.prompt.right - 16 and end.bottom >= L.prompt.bottom - 16, end
    click(app, hand_pos(table, "air4"))
    _homes_kept(app, table, [_button("play"), _button("give")])  # the Elf given: the Tornado is asked
    skip = table.controls.button_for[act("skip")].rect
    assert skip.left <= L.prompt.left + 16 and skip.bottom >= L.prompt.bottom - 16, skip
    click(app, hand_pos(table, "fire4"))  # the Tornado: a card to the quick discard, then draw
    _homes_kept(app, table, [_button("tornado"), _button("draw")])
    assert wait_until(lambda: act("end") in table.controls.button_for, 10, between=lambda: run(app, 0.1))
    assert table.controls.button_for[act("end")].rect == end, "the end of the turn moved"
    _shot(app, tmp_path, "end-home")


def _move(app, pos):
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)


def test_a_help_box_leaves_with_the_pointer(app, tmp_path):
    """A right click's help box stayed on screen after the pointer left its card (shot g04)."""
    import pygame

    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    card = hand_pos(table, "earth1")
    click(app, card, button=3)
    app.frame(1 / 60)
    assert table.pinned is not None and table.inspect_box is not None
    _move(app, (card[0] + 3, card[1] + 2))  # still on the card: the box stays
    assert table.pinned is not None and table.inspect_box is not None
    _move(app, (700, 480))  # the empty felt of the person's zone
    assert table.pinned is None and table.inspect_box is None, "the help box stayed after the pointer left"
    _move(app, card)  # a rest on the card shows it again, the pointer leaving the window takes it away
    assert wait_until(lambda: table.inspect_box is not None, 10, between=lambda: run(app, 0.1))
    pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE, window=None))
    run(app, 1.0)
    assert table.inspect_box is None, "a help box stayed while the pointer was out of the window"
    _move(app, card)
    click(app, card)  # a click picks the card: no box pops up over it while the pointer rests there
    run(app, 2.0)
    assert table.controls.selected == "earth1" and table.inspect_box is None, "a help box popped up at the click"


def _bot_moves_and_pauses(app, tmp_path, seed):
    """(its move's rank in the turn, the pause before it) for each move of the easy bot, at normal speed,
    the person ending each of their turns at once."""
    table = table_for(app, tmp_path, ["human", "bot:easy"], None, speed="normal", seed=seed)
    out: list[tuple[int, float]] = []
    ends = 0
    for _ in range(60 * 90):
        before, rank = len(table.queue), table.bot_moves
        app.frame(1 / 60, draw=False)  # the pauses are read from the table, not from its picture
        if len(table.queue) > before and table.last_actor == 1 == table.m.current:
            out.append((rank, table.bot_pause))
        if table.human_to_act() == 0 and not table.busy:
            legal = table.legal(0)
            end = next((x for x in legal if x.kind == "end"), None)
            table.act(0, end or next(x for x in legal if x.kind in ("pass", "skip", "draw", "give", "keep")),
                      confirmed=True)
            ends += end is not None
            if ends > 2:
                break
    return out


def test_an_easy_bot_turn_pauses_fully_only_before_its_first_move(app, tmp_path):
    """Measured at normal speed (seeds 7 and 11, five bot turns each): from the person's end of turn to
    their next prompt took 9.8 s on average, 38% of it the bot's 0.6 s pause before each move; 8.2 s now."""
    from scenes.evolution.table import BOT_ANSWER_PAUSE, BOT_NEXT_PAUSE
    from scenes.table import TableScene

    moves = _bot_moves_and_pauses(app, tmp_path, 11)
    assert sum(1 for r, _ in moves if r == 0) >= 2 and any(r >= 2 for r, _ in moves), moves
    for rank, pause in moves:
        assert pause == (TableScene.bot_pause if rank == 0 else pause), moves
        assert rank == 0 or pause in (BOT_NEXT_PAUSE, BOT_ANSWER_PAUSE), moves
    assert BOT_ANSWER_PAUSE < BOT_NEXT_PAUSE < TableScene.bot_pause


def test_the_hint_to_burn_an_egg_says_the_pile_is_emptied():
    """Shot g13: "la pile redescend au niveau 0" for a burn that destroys the pile's only card, its Egg."""
    from game.evolution.bots import HardBot

    doc = yaml.safe_load(RELEASE)
    doc["mages"][0]["hand"] = ["fire0", "earth1", "air0", "water0", "ether1"]
    doc["mages"][1]["piles"] = {"fire": ["fire0"]}
    doc["mages"][1]["hand"] = ["air0", "fire1", "earth1", "ether1", "ether2"]
    st = position(doc)
    st.apply(0, act("play", "fire0", "fire"))
    bot = HardBot(0, 1)
    bot.explaining = True
    legal = st.legal_actions(0)
    assert bot.choose(st.view(0), legal) == act("burn", 1, "fire")
    key, params = bot.why
    i18n.set_lang("fr")
    text = i18n.hint_text("evolution", key, params, ["Joueur 1", "Bot 2"])
    assert "vidée" in text and "niveau 0" not in text, text
