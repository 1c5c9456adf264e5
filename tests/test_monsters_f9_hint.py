"""Monsters, round 9 (issue 24): the hint keeps to its word after the person follows it, says when the
centre changed under it, never marks a misplaced card as right, and the deal lines stay short."""

from __future__ import annotations

from scene_input import open_scenario
from test_scenes_monsters import go_live, table_with
from waiting import wait_until

from game import i18n
from game.core import act
from game.hints import Hint
from game.match import Match
from game.monsters.bots import MonstersBot

FREE = """title: {fr: Libre, en: Free}
seats: 2
hands: [[1, 2, 4], [3, 5, 6]]
centre: 13
"""


def _trick_and_a_swap_towards_another_colour():
    """A real position of seat 0 (hard bots play on) holding a trick while a swap offers a colour its
    tricks do not show: (view, legal, that colour)."""
    for seed in range(40):
        m = Match("monsters", ["bot:hard", "bot:hard"], seed=seed)
        for _ in range(200):
            if m.state.is_over:
                break
            view, legal = m.state.view(0), m.state.legal_actions(0)
            held = {str(a.args[0]) for a in legal if a.kind == "trick"}
            options = MonstersBot("hard", 0, seed)._swap_options(view)
            other = sorted(set().union(*options.values()) - held) if options else []
            if held and other and view["deck"] >= 3:
                return view, legal, held, other[0]
            m.run_bots(max_steps=1)
    raise AssertionError("no position with a trick and a swap towards another colour")


def test_after_its_own_swap_the_hard_bot_makes_the_trick_it_swapped_for():
    """Shots 68-69: "échangez la carte 3 : un pli rouge", done; the bot changed the centre, and the next
    hint asked for a swap towards blue past the red trick in hand. A hand as the seat's own swap left
    it, with a trick: the trick (and so the hint, the hard bot's move), where a swap towards a missing
    colour was chosen before."""
    view, legal, held, other = _trick_and_a_swap_towards_another_colour()
    # the tricks in hand are of colours held already; `other` is the one missing
    view = {**view, "colour_counts": [dict(c) for c in view["colour_counts"]]}
    view["colour_counts"][0] = {c: 0 if c == other else 1 for c in view["colour_counts"][0]}
    view["changed_at"], view["swapped_at"] = list(view["changed_at"]), list(view["swapped_at"])
    view["changed_at"][0] = 5.0
    view["swapped_at"][0] = 1.0  # a trick or a deal since its last swap: the swap towards `other`
    before = MonstersBot("hard", 0, 1)
    before.why = ("", {})
    assert before.choose(view, legal).kind == "swap" and before.why[0] == "swap_towards", before.why
    view["swapped_at"][0] = 5.0  # the hand is as its own swap left it: the trick it swapped for
    after = MonstersBot("hard", 0, 1)
    after.why = ("", {})
    choice = after.choose(view, legal)
    assert choice.kind == "trick" and str(choice.args[0]) in held, choice
    assert after.why[0] == "after_swap" and after.why[1]["missing"] == [other] and after.why[1]["steps"], after.why


def test_the_after_swap_reason_reads_in_both_languages():
    steps = [["step_claim", {"colour": "red"}]]
    i18n.set_lang("fr")
    try:
        one = i18n.hint_text("monsters", "after_swap", {"colour": "red", "missing": ["blue"], "count": 1,
                                                         "steps": steps})
        assert one.startswith("Faites le pli rouge que votre échange vous a donné") and "le bleu" in one, one
        two = i18n.hint_text("monsters", "after_swap", {"colour": "red", "missing": ["blue", "purple"],
                                                         "count": 2, "steps": steps})
        assert "(bleu et violet)" in two or "(bleu, violet)" in two, two
        i18n.set_lang("en")
        en = i18n.hint_text("monsters", "after_swap", {"colour": "red", "missing": ["blue"], "count": 1,
                                                        "steps": steps})
        assert en.startswith("Make the red trick your swap gave you"), en
    finally:
        i18n.set_lang("fr")


def test_a_swap_hint_overtaken_by_a_bots_swap_comes_again_saying_the_centre_changed(app, tmp_path):
    """The person was told to swap for the centre card; the bot took that card first. The box does
    not just vanish: the next advice comes by itself and begins "Le centre a changé : …"."""
    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    table.hint_shown = Hint(0, act("swap", 2), "swap_towards",
                            {"card": 2, "colours": [], "last": "yellow", "colours_count": 1,
                             "missing": ["yellow", "green", "red", "blue", "purple"], "count": 5},
                            at=table._decisions())
    table.feed.submit(1, act("swap", 3))  # the bot puts card 3 down, taking the centre card 13

    def shown():
        return table.hint_shown is not None and table.hint_shown.at == table._decisions()

    assert wait_until(shown, 20, between=lambda: app.frame(1 / 30)), (table.hint_shown, table.hint_seat)
    line = table.hint_detail(table.hint_shown)
    assert line.startswith("Le centre a changé\u00a0: "), line
    assert line[len("Le centre a changé\u00a0: ")].islower(), line
    # a hint asked later, with nothing changed under it, says nothing of the centre
    table.centre_note_at = -1
    assert not table.hint_detail(table.hint_shown).startswith("Le centre a changé"), table.hint_detail(table.hint_shown)


def test_the_persons_own_swap_still_clears_the_swap_hint_without_a_note(app, tmp_path):
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    swap = act("swap", 2)
    table.hint_shown = Hint(0, swap, "swap_towards", {"card": 2, "colours": [], "last": "yellow",
                                                      "colours_count": 1, "count": 1, "missing": ["yellow"]},
                            at=table._decisions())
    assert table.act(0, swap)
    for _ in range(10):
        app.frame(1 / 30)
    # the swap's box goes without a note; what may follow is the next step, a trick (round 14)
    assert table.hint_shown is None or table.hint_shown.action.kind == "trick", table.hint_shown
    assert table.centre_note_at == -1


def test_h_on_the_tutorials_last_step_puts_no_tick_on_a_card_stacked_the_wrong_way(app, monkeypatch):
    """The purple step (`marks: false`): a card stacked where the line does not want it, then H: the
    labels come, but a ✓ means "right", so that card carries none (nor any other label: what would it
    press?); the cards still in hand carry theirs."""
    import pygame
    from scene_input import key, spy_texts
    from test_tutorial import first_target, follow_guide, open_tutorial, tap

    import scenes.monsters.table as mt
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = open_tutorial(app, "monsters")
    feed = table.guide
    purple = next(k for k, s in enumerate(feed.tutorial.steps) if s.do.startswith("trick purple"))
    assert follow_guide(app, table, lambda: feed.index == purple), f"stopped at step {feed.index + 1}"
    first_target(app, table)
    expected = feed.expected()
    bottom = int(expected.args[-3])
    wrong = next(c for c in table.hand() if c != bottom)
    tap(app, L.hand_slot(table.hand().index(wrong)).center)
    assert table.arrangement.stack == [wrong], table.arrangement.stack
    key(app, pygame.K_h)
    assert not table.guide_free()
    drawn = spy_texts(monkeypatch, mt)
    table.draw(pygame.Surface((1280, 720)))
    badges = table.hint_badges(expected)
    assert badges, "H shows the labels of the cards still in hand"
    slot = table.stack_slot(0)
    assert not any(slot.colliderect(rect) for rect, _ in badges), "no label on the misplaced card"
    assert "✓" not in drawn, drawn
    # stacked at its place, the bottom card does carry its label (✓ once it lies right)
    table.take_back(wrong)
    tap(app, L.hand_slot(table.hand().index(bottom)).center)
    assert table.arrangement.stack == [bottom]
    assert any(table.stack_slot(0).colliderect(rect) for rect, _ in table.hint_badges(expected))


def test_the_persons_deal_draw_and_swap_lines_are_short(app, tmp_path):
    """The log said "reçoit les cartes (2 rouges, 1 bleu…) (…) (…)": the cards lie face up in the hand,
    so the line counts them, as it does for the others; the person's own swap ran four lines."""
    from game.core import Event

    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    me = table.names[0]
    assert table.describe(Event("deal", 0, {"cards": [1, 2, 4]}, to=(0,))) == f"{me} reçoit 3 cartes"
    drew = table.describe(Event("draw", 0, {"cards": [1, 2, 4], "deck": 35}, to=(0,)))
    assert drew == f"{me} pioche 3 cartes (pioche\u00a0: 35)", drew
    dealt = table_with(app, ["human", "bot:beginner"], seed=4)
    go_live(app, dealt)
    # with the deck left, as the bot's line says it (nc19, shot 56); f40 (nc38): one line for every seat's deal
    assert any(line.startswith("Tout le monde reçoit 3 cartes (pioche") for line in dealt.log.entries), \
        dealt.log.entries
    # every seat's swap in one short style (round 10: the bot's named both cards by their monsters)
    assert table.describe(Event("swap", 0, {"gave": 2, "took": 13})) == f"{me} échange une carte avec celle du centre"
    theirs = table.describe(Event("swap", 1, {"gave": 3, "took": 13}))
    assert theirs == f"{table.short_names()[1]} échange une carte avec celle du centre", theirs
    i18n.set_lang("en")
    try:
        assert table.describe(Event("deal", 0, {"cards": [1, 2, 4]}, to=(0,))) == f"{me} receives 3 cards"
    finally:
        i18n.set_lang("fr")
