"""Elem Master, what the second newcomer found (issue 24): a tutorial that answers wrong clicks, a
growth that says why it cannot happen, a Brasier labelled as one, a log that names an attack on
one's own elemental and why a winner gains nothing."""

from __future__ import annotations

import pygame
from scene_input import run
from test_tutorial import first_target, open_tutorial, tap

from game import i18n
from game.core import Event
from scenes.elemmaster.table import ElemMasterTable


def say(kind: str, **data) -> str:
    return i18n.describe("elemmaster", Event(kind, 1, data), ["Joueur 1", "Bot 2 (facile)"]) or ""


def test_the_log_names_an_attack_on_ones_own_elemental_and_says_it_is_allowed():
    line = say("attack", src="a6", dst="b5", winner="b5", loser="a6", winner_element="fire", loser_element="air",
               lost=1, gained=1, vanished=False, cause="attack", side="own", no_gain="")
    # nc12: "attaque … (permis : on peut convertir ses troupes)" while the tutorial said "sacrifier"
    assert "a6 affronte son propre élémentaire en b5 (un sacrifice permis" in line, line
    line = say("attack", src="c6", dst="b6", winner="c6", loser="b6", winner_element="fire", loser_element="earth",
               lost=1, gained=1, vanished=False, cause="attack", side="enemy", no_gain="")
    assert "c6 affronte b6" in line and "gagne 1 niveau" in line, line


def test_the_log_says_why_a_winner_gains_nothing():
    base = dict(src="c6", dst="b6", winner="c6", loser="b6", winner_element="fire", loser_element="earth",
                lost=1, gained=0, vanished=False, cause="attack", side="enemy")
    assert "ne gagne rien (réserve vide)" in say("attack", **base, no_gain="reserve")
    assert "reste au niveau 3" in say("attack", **base, no_gain="full")
    assert "gagne 0" not in say("attack", **base, no_gain="nogain")


def test_a_merge_names_returned_tokens_only_when_some_go_back():
    assert say("merge", cell="e4", element="fire", level=3, excess=0) == "Fusion en e4\u00a0: Feu de niveau 3"
    assert "1 jeton en trop rendu" in say("merge", cell="e4", element="fire", level=3, excess=1)


def test_the_engine_tells_whose_target_and_why_no_gain():
    from game import registry
    from game.core import Chance, act
    from game.elemmaster.pieces import Stack
    st = registry.get("elemmaster").new_state(2, Chance(4), {})
    st.stacks.clear()
    g = st.geo
    me = st.current
    st.stacks[g.index["b2"]] = Stack(me, "fire", 3, False, 0, "")
    st.stacks[g.index["b3"]] = Stack(me, "earth", 2, False, 0, "")
    st.stacks[g.index["f6"]] = Stack(1 - me, "earth", 1, False, 0, "")
    ev = st.apply(me, act("attack", "b2", "b3"))
    data = next(e.data for e in ev if e.kind == "attack")
    assert data["side"] == "own" and data["no_gain"] == "full", data


def tutorial_table(app) -> ElemMasterTable:
    """The tutorial open at its first step that asks a click on the board (the opening words read)."""
    table = open_tutorial(app, "elemmaster")
    assert isinstance(table, ElemMasterTable)
    past_reading(app, table)
    return table


def past_reading(app, table) -> pygame.Rect:
    """Click "Continue" on the words-only steps until a step asks an action; its pointer's rect."""
    target = first_target(app, table)
    for _ in range(5):
        if table.guide.step is None or not table.guide.step.reads:
            return target
        tap(app, target.center)
        target = first_target(app, table)
    raise AssertionError(f"still reading at step {table.guide.index + 1}")


def test_a_click_that_only_selects_another_piece_is_answered_by_the_tutorial(app):
    """Step 1 asks for the Earth on b2; a click on the Water on c3 used to select it silently."""
    table = tutorial_table(app)
    feed, step = table.guide, table.guide.step
    tap(app, table.layout.cell_rect("c3").center)
    assert table.error == step.wrong_text(), table.error
    assert "b2" in table.error
    start = feed.index
    assert table.selection.cells == [] and step.do == "grow b2"
    tap(app, table.layout.cell_rect("b2").center)  # the right piece: selected, no answer
    assert table.selection.cells == ["b2"]
    tap(app, table.layout.cell_rect("b2").center)
    run(app, 0.05)
    assert feed.index == start + 1, "the growth went through"


def test_the_second_brasier_click_is_labelled_as_a_brasier(app):
    # the tutorial's step opened at once (the steps before played headless: was clicked through); nc31
    # shot 16: there the prompt names the Brasier's last cell only (a game's says « Brasier » or a count)
    from test_elemmaster_f30 import _tutorial_at
    table = _tutorial_at(app, "brasier")
    tap(app, table.layout.cell_rect("d2").center)
    tap(app, table.layout.cell_rect("d3").center)
    assert table.prompt_key == "elemmaster.prompt.brasier_step", table.prompt
    assert table.prompt.startswith("d2 → d3") and "brasier" in table.prompt and "combien" not in table.prompt


def test_a_second_click_on_a_stack_that_cannot_grow_says_why(app):
    """A Fire on Savane with an empty reserve: the double click used to do nothing at all."""
    from game.match import Match
    from scenes.app import open_table
    m = next(m for m in (Match("elemmaster", ["human", "bot:easy"], seed=s, options={}) for s in range(20))
             if m.state.current == 0)
    st = m.state
    me = st.current
    cell = next(st.geo.names[c] for c, s in st.stacks.items() if s.owner == me and s.element == "fire"
                and st.growth_amount(c, s) > 0)
    st.reserve[me]["fire"] = 0
    open_table(app, m)
    table = app.stack.top
    for _ in range(900):  # the opening banner, then the person's turn
        app.frame(1 / 60)
        if table.acting_seat() is not None and not table.busy:
            break
    assert table.acting_seat() == 0, "the person's turn never came"
    tap(app, table.layout.cell_rect(cell).center)
    assert table.selection.cells == [cell]
    tap(app, table.layout.cell_rect(cell).center)
    assert "réserve" in table.error and "Feu" in table.error, table.error


# -- the easy bot ----------------------------------------------------------------------------------


def _position(stacks: dict[str, str], terrain: str = "savanna"):
    import yaml

    from game.elemmaster.scenario import from_text
    return from_text(yaml.safe_dump({"terrain": terrain, "stacks": stacks}))


def test_the_easy_bot_defends_its_last_earth():
    """Its last Earth at level 1 beside an enemy Fire: every seed defends it (moves it away, or hits
    the Fire with its Water), where a random look at four options used to leave it to burn."""
    from game.elemmaster.bots import make_bot
    from game.elemmaster.pieces import BEATS
    for seed in range(8):
        st = _position({"a1": "0 earth 1", "b2": "1 fire 2", "c1": "0 water 1", "e1": "0 air 1", "d1": "0 fire 1",
                        "f6": "1 earth 3", "e6": "1 fire 1"})
        assert st.current == 0
        bot = make_bot("easy", 0, seed)
        action = bot.choose(st.view(0), st.legal_actions(0))
        st.apply(0, action)
        earth = [c for c, s in st.stacks.items() if s.owner == 0 and s.element == "earth"]
        threatened = [c for c in earth for d in st.geo.neighbours[c]
                      if d in st.stacks and st.stacks[d].owner == 1 and "earth" in BEATS[st.stacks[d].element]]
        fire = st.stacks.get(st.geo.index["b2"])
        weakened = fire is None or fire.owner != 1 or fire.level < 2
        assert earth and (not threatened or weakened), (seed, action)


def test_the_easy_bot_never_burns_its_own_earth_nor_undoes_its_last_move():
    from hint_walk import EASY_GAMES, kept_bot_game

    from game.elemmaster.bots import make_bot
    for seed in range(3):
        moves: dict[int, list] = {0: [], 1: []}
        for step in kept_bot_game("elemmaster", *EASY_GAMES, seed)[:240]:
            seat, action, events = step.seat, step.action, step.events
            for e in events:
                if e.kind == "attack" and e.data["side"] == "own" and e.data["cause"] == "attack":
                    assert e.data["loser_element"] != "earth", (seed, action)
            if action.kind == "move":
                moves[seat].append((str(action.args[0]), str(action.args[1])))
        for seat, ms in moves.items():
            undone = sum(1 for a, b in zip(ms, ms[1:], strict=False) if b == (a[1], a[0]))
            assert undone == 0, (seed, seat, undone)
    assert make_bot("easy", 0, 1).last_move is None


def test_a_stronger_level_still_beats_a_weaker_one():
    """Over a few seeded games, seats swapped: medium beats easy, hard beats medium (the easy bot's
    new care for its Earth leaves the levels in order). The suite's one check of the strength order
    (hard > easy follows; it was also played out in tests/test_elemmaster_props.py, 8 s for the
    claim these games make). The measurement is bench/bots.py's (`python bench/bots.py elemmaster
    --a hard --b easy --games 16 --seed 100`): hard won 16 of 16 from seed 100 (round 22); medium
    beats easy 29 games in 32 (from seed 700, issue 24 round 13). The hard bot searches each turn
    for a win within it (`winning_turn`): its games are the costly ones, so two here."""
    from game.match import Match

    def wins(strong: str, weak: str, games: int) -> float:
        won = 0.0
        for seed in range(games):
            seats = [strong, weak] if seed % 2 == 0 else [weak, strong]
            m = Match("elemmaster", seats, seed=100 + seed)
            m.run_bots()
            winners = m.state.result().winners
            won += sum(1 for w in winners if seats[w] == strong) / max(1, len(winners))
        return won / games
    assert wins("bot:medium", "bot:easy", 6) >= 0.8
    assert wins("bot:hard", "bot:medium", 2) == 1.0  # both games, one from each seat


def test_a_help_box_keeps_off_the_steps_words_and_the_prompt(app):
    """The piece's help box sat over the tutorial's step box (and over the prompt line)."""
    import pygame
    table = tutorial_table(app)
    app.frame(1 / 60)
    assert table.guide_box is not None
    pos = table.layout.cell_rect("d2").center
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    box = table.inspect_place(pygame.Rect(0, 0, 360, 150), pos, area)
    assert area.contains(box) and not box.collidepoint(pos)
    assert not box.colliderect(table.guide_box), (box, table.guide_box)
    assert not any(box.colliderect(r) for r in table.keep_clear()), box


def test_the_turn_banner_sits_above_the_board(app):
    """"Tour de Joueur 1" covered row 6: it now sits above the board, beside the title."""
    import pygame

    from sprites.elemmaster.art import CardBanner
    table = tutorial_table(app)
    table.show_banner("Tour de Joueur 1", "", 0.9, small=True)
    item = table.anim.banner_item
    assert isinstance(item, CardBanner)
    item.tween.step(0.45)  # half its time: whole
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    item.draw(surf)
    grid = table.layout.grid
    drawn = surf.get_bounding_rect()
    assert drawn.height > 0 and drawn.bottom <= grid.top, (drawn, grid)
