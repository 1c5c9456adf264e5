"""Hints in plain words: over many seeded positions, every reason names the move as the table shows
it and says why without the bot's figures (no %, no decimals, no "valeur", "écart", "parties jouées
d'avance"), in both languages; and the cases newcomers stumbled on read right."""

import re

import pytest
from hint_walk import hinted_moves, kept_walk

from game import i18n
from game.core import Action
from game.evolution.bots import HardBot as EvolutionHard
from game.match import Match
from game.monsters.bots import trick_steps

GAMES = ["elemons", "evolution", "monsters", "kaiju", "elemmaster"]
JARGON = ("valeur", "écart", "jouées d'avance", "played ahead", "gap", "robot")
DECIMAL = re.compile(r"\d[.,]\d")


def reasons(game_id: str, seeds: int = 2, moves: int = 40):
    """(hint, fr text, en text) for the reasoned hints of hard bots playing seeded games."""
    out = []
    for seed in range(seeds):
        if game_id == "elemmaster":  # the walk test_hints and test_elemmaster_r8 read too (tests/hint_walk.py)
            walk = [step.hint for step in kept_walk(game_id, seed, moves)]
        else:
            walk = [h for _, h in hinted_moves(Match(game_id, ["bot:hard", "bot:hard"], seed=seed), moves)]
        for h in walk:
            if h.reason not in ("only", "plain"):
                texts = []
                for lang in ("fr", "en"):
                    i18n.set_lang(lang)
                    texts.append(i18n.hint_text(game_id, h.reason, h.params, ["Ana", "Bob"]))
                i18n.set_lang("fr")
                out.append((h, *texts))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_is_plain_words_naming_the_move(game_id):
    # Elem Master walks longer, to meet hints that attack one's own pieces (checked below on the same walk)
    found = reasons(game_id, moves=60 if game_id == "elemmaster" else 40)
    assert len(found) >= 5, f"{game_id}: too few reasoned hints to judge"
    own = 0
    for h, fr, en in found:
        if h.reason == "plan_attack" and h.params.get("own"):
            # an attack on one's own piece carries its effect, and says whose piece it is
            own += 1
            assert "effect" in h.params and "votre propre" in fr, fr
        for text in (fr, en):
            assert text.strip() and "{" not in text, (h, text)
            assert "%" not in text, (h, text)
            assert not DECIMAL.search(text), (h, text)
            low = text.lower()
            assert not any(j in low for j in JARGON), (h, text)
        # the move is named as the table labels it: a number (card, tile, cell) or a name of the position
        assert not h.action.args or re.search(r"\d", fr) or any(
            isinstance(v, str) and v and i18n.name(game_id, v).lower() in fr.lower() for v in h.params.values()
        ), (h, fr)
    assert game_id != "elemmaster" or own > 0, "no hint attacked its own piece: the effect went unchecked"


def test_monsters_trick_says_the_clicks_in_order_flip_before_turn():
    action = Action("trick", ("green", 3, 3, 0, 26, 2, 1, 27, 0, 0))
    steps = trick_steps(action)
    assert [s[1].get("card") for s in steps[:3]] == [27, 26, 3], "the bottom card is placed first"
    i18n.set_lang("fr")
    text = i18n.hint_text("monsters", "missing", {"colour": "green", "count": 2, "steps": steps}, ["Ana", "Bob"])
    assert text.index("n° 27") < text.index("n° 26") < text.index("n° 3 ")
    middle = text[text.index("n° 26"):text.index("n° 3 ")]
    assert middle.index("retournez") < middle.index("tournez-la"), middle
    assert "Pli vert" in text
    i18n.set_lang("en")
    text = i18n.hint_text("monsters", "missing", {"colour": "green", "count": 2, "steps": steps}, ["Ana", "Bob"])
    middle = text[text.index("no. 26"):text.index("no. 3 ")]
    assert middle.index("flip it first") < middle.index("turn it"), middle
    i18n.set_lang("fr")


def test_kaiju_steal_cancel_and_play_name_the_card_and_why_without_figures():
    i18n.set_lang("fr")
    cancel = i18n.hint_text("kaiju", "cancel", {"card": 6, "effect": "steal", "player": 1, "mine": 0, "aimed": 1},
                            ["Ana", "Bob"])
    assert "carte 6" in cancel and "Bob" in cancel and "voler" in cancel
    play = i18n.hint_text("kaiju", "play_risky", {"card": 5, "effect": "set"}, ["Ana", "Bob"])
    assert "carte 5" in play and "%" not in play and "annul" in play
    steal = i18n.hint_text("kaiju", "steal_mecha", {"ahead": 1}, ["Ana", "Bob"])
    assert "Tenter le Mecha" in steal and "au hasard" in steal and "15 points" in steal


def test_elemmaster_attack_on_own_piece_says_what_it_does():
    i18n.set_lang("fr")
    params = {"count": 1, "cell": "c6", "to": "b6", "element": "water", "source": "earth", "own": 1,
              "why": ["why_safe", {}], "lose_element": "water", "lose_cell": "b6", "win_element": "earth",
              "win_cell": "c6", "grows": 1,
              "effect": ["own_attack", {"grow_cell": "c6", "grow_element": "earth", "grows": 1,
                                        "shrink_cell": "b6", "shrink_element": "water", "gone": 1}]}
    text = i18n.hint_text("elemmaster", "plan_attack", params, ["Ana", "Bob"])
    assert "votre propre Eau en b6" in text and "cliquez c6, puis b6" in text
    assert "gagne un niveau" in text and "disparaît" in text, text


def test_evolution_power_names_its_target_and_the_clicks_in_order():
    i18n.set_lang("fr")
    text = i18n.hint_text("evolution", "power", {"creature": "siren", "target": 1, "pile": "water", "copied": "none"},
                          ["Ana", "Bob"])
    assert "Sirène" in text and "Bob" in text and "Eau" in text
    # the clicks in order: the power's button, then the target pile's button (f25: no « Bob » step the
    # screen never shows, nc24 shot 139)
    assert text.index("Pouvoir") < text.rindex("le bouton de la pile Eau de Bob"), text


def test_evolution_explains_the_look_aheads_own_pick_in_plain_words():
    bot = EvolutionHard(0, 1)
    assert hasattr(bot, "explain")
    for h, fr, _en in reasons("evolution", seeds=1, moves=60):
        assert not h.reason.startswith("search_"), (h, fr)


def test_evolution_hint_marks_one_prompt_button_never_all_that_start_alike(app, tmp_path, monkeypatch):
    """Over a person's decisions against a bot, the hint outlines at most one of the prompt's buttons:
    the action's own, or the group on its way (a power's targets all start "Pouvoir : Sirène")."""
    from test_hints import local_table, wait_for

    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(tmp_path))
    table = local_table(app, "evolution", ["human", "bot:medium"], seed=4)
    marked_buttons = 0
    for _ in range(25):
        wait_for(app, table, lambda: table.human_to_act() is not None or table.feed.is_over, seconds=30)
        if table.feed.is_over:
            break
        table.ask_hint()
        wait_for(app, table, lambda: table.hint_shown is not None)
        h = table.hint_shown
        shown = [b.rect for b in table.controls.bar.buttons]
        on_buttons = [r for r in table._hint_rects(h.action) if any(r == b for b in shown)]
        assert len(on_buttons) <= 1, f"{h.action}: {len(on_buttons)} prompt buttons outlined"
        marked_buttons += len(on_buttons)
        table.act(h.seat, h.action)
    assert marked_buttons, "no hint went through the prompt's buttons"


def test_evolution_moving_a_creature_names_the_piles_top_level_not_its_card_count():
    """A newcomer read "votre pile Feu : elle est plus haute (niveau 4)" over a Fire pile at level 3:
    a pile of cards 0..3 is at level 3 (the engine's `levels` counts so)."""
    m = Match("evolution", ["bot:hard", "bot:hard"], seed=1)
    st = m.state
    pile = next(iter(st.piles[0]))
    st.piles[0][pile] = [f"c{i}" for i in range(4)]  # four cards, levels 0 to 3
    bot = EvolutionHard(0, 1)
    bot.explain(st, Action("move", ("ondine", pile)))
    key, params = bot.why
    assert key == "move" and params["level"] == 3, bot.why
