"""Fix round f38 (newcomer nc37, Monsters): a dealt hand with no line says so at once, Conseil in two
stages, the tie order in sight, and the tutorial's first step shorter."""

from __future__ import annotations

from test_scenes_monsters import go_live, table_with

from game import i18n
from game.i18n import t
from game.match import Match


def _seed_needing_a_swap() -> int:
    from game.monsters.defs import load_defs

    cards = load_defs().cards
    for s in range(80):
        v = Match("monsters", ["human", "bot:beginner"], seed=s).state.view(0)
        hand, centre = v["hand"], v["centre"]
        if not cards.colours_of(hand) and any(cards.colours_of([*(c for c in hand if c != o), centre]) for o in hand):
            return s
    raise AssertionError("no opening hand of these seeds needs a swap first")


def test_a_dealt_hand_without_a_line_says_so_at_once(app) -> None:
    """nc37 shot 62: 35 s of search in vain before Conseil said « Aucune ligne avec ces cartes »; the
    prompt under the hand says it as the hand is dealt, in every game."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=_seed_needing_a_swap())
    go_live(app, table)
    assert table.hint_shown is None and not table.guided
    said = table.play_prompt([])
    assert said.startswith("Aucune ligne sans échange\u00a0: regardez le centre"), said


def _seed_with_a_trick() -> int:
    for seed in range(60):
        state = Match("monsters", ["human", "bot:beginner"], seed=seed).state
        if any(a.kind == "trick" for a in state.legal_actions(0)):
            return seed
    raise AssertionError("no opening hand of these seeds holds a trick")


def _hinted_table(app, lang: str):
    """A game's table with the advisor's own hint on a trick shown for the person."""
    from game.hints import HintJob

    i18n.set_lang(lang)
    table = table_with(app, ["human", "bot:beginner"], seed=_seed_with_a_trick())
    go_live(app, table)
    hint = HintJob(table.feed.match, 0, threaded=False).result()
    assert hint is not None and hint.action.kind == "trick", hint
    table.hint_seat, table.hint_shown = 0, hint
    return table, hint, hint.action


def test_a_games_first_conseil_on_a_trick_is_a_clue(app) -> None:
    """nc37 shots 66, 71: the Conseil gave the whole recipe at once, « cela ôte le puzzle ». The first
    press says the colour and the cards its line lies on, no order, no badges."""
    for lang in ("fr", "en"):
        table, hint, trick = _hinted_table(app, lang)
        assert table.guide is None and table.nudging(hint)
        said = table.hint_detail(hint)
        colour = i18n.name("monsters", str(trick.args[0]), gender="f")
        head = "Une ligne" if lang == "fr" else "A"
        assert said.startswith(f"{head} {colour} "), said
        cards_said = ("touche", "trois cartes") if lang == "fr" else ("your card", "all three")
        assert any(w in said for w in cards_said), said
        assert t("hint.then").strip() not in said and "dessous" not in said, said
        assert table.hint_badges(trick) == []
        cards = table.clue_cards(trick)
        assert cards and set(cards) <= {int(x) for x in trick.args[1::3]}
        assert len(table.hint_places(trick)) == len(cards)  # the cards its line lies on, no claim button
    i18n.set_lang("fr")


def test_a_games_second_conseil_gives_the_whole_recipe(app) -> None:
    """The same key again: the whole recipe, its order and the badges on the cards (fr and en)."""
    for lang in ("fr", "en"):
        table, hint, trick = _hinted_table(app, lang)
        clue = table.hint_detail(hint)
        table.ask_hint()
        assert not table.nudging(hint) and table.hint_detail(hint) != clue
        said = table.hint_detail(hint)
        assert ("puis" if lang == "fr" else "then") in said, said
        assert ("étiquettes" if lang == "fr" else "labels") in said, said  # f39: the badges carry the steps
        assert table.hint_badges(trick), "the badges repeat the steps"
    i18n.set_lang("fr")


def test_the_tie_order_stands_above_the_deck_with_its_meaning_on_hover(app, monkeypatch) -> None:
    """nc37 (shot 60): « à égalité, le rouge passe avant le violet » surprised, learned only when it
    mattered. Five tokens above the deck, red first, violet last; the help box over them says it."""
    import pygame
    from scene_input import spy_texts

    import scenes.monsters.drawing as drawing
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    tokens = table.painter.tie_tokens()
    assert [c for c, _ in tokens] == ["red", "blue", "green", "yellow", "purple"]
    for _, r in tokens:  # clear of the deck's pile, the clock and the centre card
        assert not r.colliderect(L.deck.move(-10, -10)) and not r.colliderect(L.clock) and not r.colliderect(L.centre)
    seen = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert ">" in seen
    for lang, words in (("fr", "Deux plis rouges battent donc deux plis violets"),
                        ("en", "two red tricks beat two purple tricks")):
        i18n.set_lang(lang)
        found = table.inspect_at(tokens[2][1].center)
        assert found is not None and words in found[1], found
    i18n.set_lang("fr")


def test_the_welcome_keeps_off_the_pile_and_its_words() -> None:
    """nc37, shot 07: « Bienvenue dans le tutoriel ! » covered the pile and its labels for its first
    seconds. It sits over the hand's row, face down while it shows."""
    from scenes.monsters.drawing import L, welcome_rect
    from sprites.fonts import TYPE, render

    box = welcome_rect()
    for lang in ("fr", "en"):
        for i, key in enumerate(("top", "middle", "bottom")):
            r = L.layer_slot(i)
            lab = render(i18n.t_in(lang, f"monsters.layer.{key}"), TYPE.SMALL, (0, 0, 0))
            assert not box.colliderect(lab.get_rect(midleft=(r.right + 8, r.centery))), (lang, key, box)
            assert not box.colliderect(r)
    for r in (L.board, L.deck, L.centre, L.last):
        assert not box.colliderect(r), (r, box)
    assert box.left >= L.seat_panel(0).right
    assert box.bottom < 598, "clear of the prompt under the hand"


def test_tutorial_step_1_is_short_and_says_the_wheel_when_a_turn_is_first_needed(app) -> None:
    """nc37, shot 08: step 1 was dense, its last line « ↻ Tourner, ↺ dans l'autre sens, ⇄ Retourner »
    said before anything was done. The step says the rule and the labels; the prompt's line « ↻ : molette
    vers le bas ; ↺ : … ; ⇄ : clic droit » comes once a card that wants a turn or a flip is on the pile."""
    from scene_input import open_table

    from game import tutorial

    first = tutorial.load("monsters").steps[0]
    for lang in ("fr", "en"):
        assert "⇄" not in first.text(lang) and "↺" not in first.text(lang), first.text(lang)
        assert len(first.text(lang).split("\n")) == 2
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, tutorial.load("monsters").feed())
    table = app.stack.top
    for _ in range(40):
        if table.human_to_act() is not None and table.guide.expected() is not None:
            break
        app.frame(1.0)
    controls = t("monsters.prompt.controls")
    assert controls not in table.play_prompt([])
    step = table.guide.expected()
    args = [int(v) for v in step.args[1:]]
    want = [(args[i], args[i + 1] % 4 or args[i + 2]) for i in range(0, len(args), 3)][::-1]  # bottom first
    for cid, turns in want:
        table.put_on_stack(cid)
        if turns:
            break
        assert controls not in table.play_prompt([]), "a card that wants no turn says nothing of them"
    assert table.play_prompt([]).endswith("\n" + controls)
    table.arrangement.stack.clear()
    assert table.play_prompt([]).endswith("\n" + controls), "once said, it stays"
