"""Monsters, round 25 (nc25): the tutorial's race step has one way on (the centre's click, then
« Continuer »), its demonstration stops once met; back from the aid (« ? ») the table goes on where it
was (the tutorial at once, a game after « Reprise… » with the cards in sight)."""

from __future__ import annotations

import pygame
from scene_input import key, spy_texts
from test_monsters_f21_round20 import free_table
from test_monsters_f23_round22 import _tutorial
from test_scenes_monsters import go_live

from game.i18n import t
from scenes.monsters import drawing
from scenes.monsters.drawing import L


def tap(app, pos) -> None:
    """A click: pressed and released."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def _race_step(app, monkeypatch):
    """The tutorial played to its race step (step 5), as a person would, the screen caught up."""
    table = _tutorial(app)
    go_live(app, table)
    guide = table.guide
    for _ in range(400):
        if guide.step is not None and guide.step.show == "centre_swap" and not table.busy:
            break
        app.frame(0.05, draw=False)
        if table.busy:
            continue
        if table.guide_reading():
            table.read_on()
        elif guide.expected() is not None and table.human_to_act() is not None:
            table.act(table.human_to_act(), guide.expected())
    app.frame(1 / 30)
    assert table.example == "centre_swap" and guide.step.reads
    return table


def test_the_race_step_has_one_way_on_the_centre_then_continue(app, monkeypatch) -> None:
    """Shot 14: « cliquez sur le centre » beside a « Continuer » button; shot 28: cards that did nothing.
    Before the refusal there is no « Continuer » and the centre is ringed; any other click, turn or Entrée
    is answered with that click; after it, « Continuer » (the answer's words stand for the step's)."""
    table = _race_step(app, monkeypatch)
    app.frame(1 / 30)
    assert table.race_unmet() and not table.guide_reading()
    assert table.guide_target() == L.centre
    hand = list(table.hand())
    for press in (lambda: tap(app, L.hand_slot(0).center), lambda: key(app, pygame.K_r),
                  lambda: key(app, pygame.K_RETURN), lambda: key(app, pygame.K_f)):
        table.error = ""
        press()
        assert table.error == t("monsters.tutorial_race_wrong"), table.error
        assert table._guide_answering() and not table.arrangement.stack and table.hand() == hand
        assert not any(table.arrangement.orient.get(c, (0, 0)) != (0, 0) for c in hand)
    assert table.guide_reading() is False  # Entrée did not go on either
    played = [c for seat in table.model.tricks for trick in seat for c in trick["cards"] if c != table.model.centre]
    cid = table.model.centre
    assert cid is not None and played
    table.autoplay = True  # `tutorial --autoplay` (check-data, screenshots) clicks the centre as a person does
    table._guide_autoplay()
    table.autoplay = False
    assert not table.race_unmet() and table.race_met() and table.error == t("monsters.swap_too_late")
    # shot 21: after « La démonstration s'arrête ici » the centre went on changing, its tag restarting
    assert table.painter.demo_centre(cid) == (played[0], 1.0)
    table.motion.centre_late_until = 0.0  # its « Trop tard » said: the tag goes
    assert table.painter.centre_flash() is None
    app.frame(1 / 30)
    assert table.guide_reading(), table.guide_words()
    step = next(s for s in table.guide.tutorial.steps if s.show == "centre_swap")
    assert "Essayez, cliquez sur le centre" in step.text("fr") and "Try it: click the centre" in step.text("en")


def test_back_from_the_aid_the_tutorial_goes_on_where_it_was(app, monkeypatch) -> None:
    """Shot 25: closing the aid mid-step showed « Bienvenue dans le tutoriel ! 1 », every card face down."""
    table = _tutorial(app)
    go_live(app, table)
    app.open("aid", "monsters")
    assert app.stack.top is not table
    app.stack.pop()
    app.frame(1 / 30)
    assert app.stack.top is table and table.live and table.countdown is None and table.faces_up()
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    assert t("monsters.welcome") not in seen


def test_back_from_the_aid_a_game_resumes_with_its_cards_in_sight(app, tmp_path, monkeypatch) -> None:
    """A game: the bots wait through a short « Reprise… », the cards face up: the same moment, not a new round."""
    table = free_table(app, tmp_path)
    app.open("aid", "monsters")
    app.stack.pop()
    app.frame(1 / 30)
    assert not table.live and table.countdown is not None and table.resuming and table.faces_up()
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    assert t("monsters.resume") in seen and t("monsters.get_ready") not in seen, seen
    assert table.prompt == t("monsters.prompt.resume")  # not « la manche commence dans un instant »
    go_live(app, table)
    assert not table.resuming and not table.motion.turning


def _stack(table, action) -> None:
    """The person's stack for `action`, as clicks and turns leave it."""
    table.arrangement.clear()
    placements = [tuple(int(v) for v in action.args[1 + 3 * i: 4 + 3 * i]) for i in range(3)]
    for cid, _, _ in reversed(placements):
        table.put_on_stack(cid)
    for cid, rot, flip in placements:
        table.arrangement.orient[cid] = (rot, flip)


def test_the_last_trick_is_announced_with_what_the_persons_claim_would_do(app, monkeypatch) -> None:
    """Shots 84-85: the person claimed with the deck at 2 (it was 5 when they last looked), their trick
    ended the round and they lost the tie on red, with no word before. The deck's count stands out, and
    beside the hand « Dernier pli ! » says the next trick ends the round and what the claim on the board
    would give: here purple leaves Bot 2 ahead on red, blue wins (data/monsters/scenarios/deck_out_tie.yaml)."""
    from test_scenes_monsters import table_with

    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    painter = table.painter
    assert table.model.deck == 2 and painter.tricks_left() == 0
    assert painter.last_warning() == [t("monsters.last.title"), t("monsters.last.next")]
    assert painter.last_warning_rect() in table.keep_clear()  # toasts keep off it
    tricks = {a.args[0]: a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick"}
    _stack(table, tricks["purple"])
    assert table.claimable() == ["purple"]
    said = painter.last_warning()[-1]
    assert said == t("monsters.last.claim_lose", colour="violet", who="Bot 2"), said
    _stack(table, tricks["blue"])
    assert painter.last_warning()[-1] == t("monsters.last.claim_win", colour="bleu")
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    assert t("monsters.last.title") in seen and t("monsters.deck", n=2) in seen
    # the warning's box lies right of the hand, above the prompt, clear of the standing and the log
    box = painter.last_warning_rect()
    assert box.left > L.hand_slot(2).right and box.right <= 950 and box.top >= L.hand.y
    for deck, left in ((3, 1), (5, 1), (6, 2), (8, 2), (9, None)):  # from three tricks before (f39)
        table.model.deck = deck
        assert painter.tricks_left() == left, deck
    table.model.deck = 4
    assert painter.last_warning() == [t("monsters.last.soon_title"), t("monsters.last.soon", n=2)]
    table.model.deck = 9
    assert painter.last_warning() == []


def test_cards_to_and_from_a_bot_go_round_the_persons_board(app) -> None:
    """Shots 65, 72, 76: face-down cards flying to the bot crossed « Glissez vos cartes ici », as if they
    landed on the person's pile. They go up, along above the board and down the gap beside it."""
    from test_scenes_monsters import table_with

    from game.core import Event

    def flights_seen(seconds: float, step: float = 0.04) -> list[pygame.Rect]:
        seen: list[pygame.Rect] = []
        for _ in range(round(seconds / step)):
            app.frame(step, draw=False)  # where the flights are needs no picture
            seen += [f.rect() for f in table.anim.flights if f.tween.elapsed >= f.tween.delay]
        return seen

    table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
    go_live(app, table, step=1.0)
    # a bot's swap flies no card at all (nc36, shot 57: test_monsters_f36.py)
    for ev in (Event("dealt", 1, {"count": 3}),):
        table.anim.clear()
        table.on_dealt(ev)
        # nc32: the cards stop at the panel's edge
        seen = flights_seen(1.3)
        assert any(r.colliderect(L.seat_panel(1).inflate(2, 0)) for r in seen), ev.kind  # they still reach the bot
        assert not any(r.colliderect(L.board) for r in seen), [r for r in seen if r.colliderect(L.board)]
        assert not table.anim.flights and not table.motion.hidden, ev.kind  # landed, nothing left hidden


def test_the_tutorials_end_and_the_aid_say_the_deck_usually_runs_out() -> None:
    """nc25 never saw five colours in two rounds: nothing had said the deck running out is the usual
    end, where the most tricks of one colour decide."""
    from pathlib import Path

    from game import tutorial

    tut = tutorial.load("monsters")
    fr, en = tut.end_text("fr").replace("\u00a0", " "), tut.end_text("en")
    assert "Souvent, la pioche s'épuise d'abord : le plus de plis d'une couleur gagne alors" in fr, fr
    assert "Often the deck runs out first: the most tricks of one colour then wins" in en, en
    aid = Path("data/monsters/howto.yaml").read_text(encoding="utf-8").replace("\u00a0", " ")
    assert "Souvent, la pioche s'épuise avant : gagne alors" in aid and "Often the pile runs out first: then" in aid


def test_a_card_dragged_onto_the_race_steps_centre_meets_the_refusal(app, monkeypatch) -> None:
    """A drag to the centre is a swap too: it met « Lisez d'abord ces lignes, puis cliquez sur
    « Continuer » » while no « Continuer » showed yet."""
    table = _tutorial(app)
    go_live(app, table)
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    hand = list(table.hand())
    assert table.race_unmet()
    assert not table.swap(hand[0])
    assert table.race_met() and table.error == t("monsters.swap_too_late") and table.hand() == hand
