"""Round f48 of Evolution's first game against « Bot sur mesure », from nc60's report: the bots hold a strong
creature back with an Ether (and the table says so), Conseil's words where its look-ahead chose, the questions a
two-player table need not ask."""

from __future__ import annotations

import pytest
from lang import plain

from game import i18n
from game.core import act
from game.evolution.bots import EasyBot, EvolutionBot, HardBot
from game.evolution.checks import position, run


def _release(creature_card: str, hand: list[str], rival_piles: dict[str, list[str]] | None = None):
    """Seat 1 (a bot) places `creature_card` on its pile and its creature waits to be given or held back."""
    el = creature_card.rstrip("0123456789")
    level = int(creature_card[len(el):])
    doc = {
        "seats": 2,
        "current": 1,
        "turn": 6,
        "mages": [
            {"hand": ["fire1", "earth2", "water2"], "rest": "draw",
             "piles": rival_piles if rival_piles is not None else {"air": ["air0"], "fire": ["fire0"]}},
            {"hand": [creature_card, *hand], "rest": "draw",
             "piles": {el: [f"{el}{n}" for n in range(level)], "water": ["water0", "water1"]}},
        ],
    }
    st = position(doc)
    run(st, f"1 play {creature_card} {el}")
    assert st.stack and st.stack[-1]["t"] == "release", st.stack
    return st


@pytest.mark.parametrize("cls", [EasyBot, EvolutionBot, HardBot])
def test_a_bot_holds_a_strong_creature_back_with_an_ether_rather_than_give_it(cls):
    """nc60: « the bot gave away all eight creatures it released … the bot's gifts decided the game »: the bots
    never spent an Ether at a release. The Sylphe (a turn more) given to the only rival is worth more than a level
    on a pile: every bot holds it back."""
    st = _release("air2", ["ether1", "fire3"])
    bot = cls(1, 3)
    if isinstance(bot, HardBot):  # its look-ahead finds every move alike: the policy's weighing stands
        bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
    assert bot.choose(st.view(1), st.legal_actions(1)) == act("block", "ether1")


@pytest.mark.parametrize("cls", [EvolutionBot, HardBot])
def test_a_weak_creature_whose_rival_card_is_past_still_goes_and_the_ether_stays(cls):
    """The Elfe (a quick discard condemned) against a level on a pile: given, the Ether kept for the piles."""
    st = _release("air4", ["ether1", "fire3"], {"air": ["air0", "air1", "air2", "air3", "air4"], "fire": ["fire0"]})
    bot = cls(1, 3)
    if isinstance(bot, HardBot):
        bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
    assert bot.choose(st.view(1), st.legal_actions(1)) == act("give", "elf", 0)


BOT_SYLPH = """
seats: 2
current: 1
turn: 6
mages:
  - hand: [fire1, air1, water2]
    piles: {air: [air0], fire: [fire0]}
    rest: draw
  - hand: [air2, ether1]
    piles: {air: [air0, air1], water: [water0, water1]}
    rest: draw
"""


def test_the_table_says_the_bot_held_the_creature_back_with_an_ether(app, tmp_path):
    """A newcomer must see it: the banner says the creature was held back with an Ether, what that creature does
    under it (as its release said), and the log's line names the bot and reads well (« Éther », not a card id)."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:medium"], BOT_SYLPH)
    assert run_until(app, lambda: any(e.kind == "block" for e in table.shown), 20)
    held = next(e for e in table.shown if e.kind == "block")
    key = table.pres.events["block"]["banner"]
    assert plain(table.banner_text(key, held)) == "Créature retenue par un Éther : Sylphe !"
    assert plain(table.banner_detail(held)) == "Sylphe : un tour de plus"
    line = plain(table.describe(held))
    assert " défausse Éther au centre pour retenir Sylphe" in line and "ether1" not in line, line


def _skipped_burn(rival_hand: list[str], rival_water: list[str]):
    from game.evolution.bots import HardBot

    doc = {"seats": 2, "current": 0, "turn": 5,
           "mages": [{"hand": ["fire1", "earth2"], "rest": "draw", "piles": {"fire": ["fire0"]}},
                     {"hand": rival_hand, "rest": "draw",
                      "piles": {"air": ["air0", "air1", "ether1", "ether2"], "water": rival_water}}]}
    st = position(doc)
    run(st, "0 play fire1 fire")
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(st, act("skip"))
    assert bot.why is not None and bot.why[0] == "skip_burn", bot.why
    return bot.why


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_burn_the_look_ahead_left_says_what_it_meets_on_the_table_not_how_it_was_reckoned(lang):
    """nc60: Conseil's reason « en jouant la suite plusieurs fois » (a rollout's words) told a person nothing they could
    reuse. A Fire left by the look-ahead says what the burn meets in the game: the Cascade that may answer it, with
    the odds the table shows, else the burned card back first from the rival's quick discard."""
    i18n.set_lang(lang)
    try:
        why = _skipped_burn(["air2", "earth1"], ["water0"])
        said = plain(i18n.hint_text("evolution", why[0], why[1], ["Joueur 1", "Bot 2"]))
        assert ("plusieurs fois" not in said and "la partie tourne" not in said) if lang == "fr" else \
            "several times" not in said, said
        odds = why[1]["odds"]
        assert odds == 1, why  # two cards in hand, among the many out of sight
        if lang == "fr":
            assert "mais Bot 2 peut avoir Eau 1 en main (1 chance sur 10) : sa Cascade contrerait ce Feu et " \
                   "ferait monter sa pile Eau. C'est serré : brûler se défend aussi." in said, said
        # no Water card can answer it (the Eau pile done): where the burned card goes, and why it matters little
        water = ["water0", "water1", "water2", "water3", "water4", "water5"]
        why = _skipped_burn(["air2", "earth1"], water)
        said = plain(i18n.hint_text("evolution", why[0], why[1], ["Joueur 1", "Bot 2"]))
        assert ("défausse rapide, qui revient la première dans sa pioche : Bot 2 la reposerait vite." if lang == "fr"
                else "quick discard, which comes back first into their draw pile") in said, said
    finally:
        i18n.set_lang("fr")


OWN_SYLPH = {
    "seats": 2,
    "current": 0,
    "turn": 6,
    "tokens": {"sylph": {"holder": 0, "giver": 1}},
    "mages": [
        {"hand": ["air2", "ether1", "fire1"], "rest": "draw", "piles": {"air": ["air0", "air1"], "fire": ["fire0"]}},
        {"hand": ["fire2", "earth1", "water2"], "rest": "draw", "piles": {"air": ["air0"], "fire": ["fire0", "fire1"]}},
    ],
}


def test_at_two_players_a_creature_one_holds_already_stays_without_a_question():
    """nc60: « déjà à vous : gardez-la ou donnez-la » at two players had one sensible answer: the token is the
    person's, and the only mage to give it to is the rival (an Ether spent on it helps nobody either). The engine
    keeps it without asking, says so with the release, and the log's keep line follows."""
    st = position(OWN_SYLPH)
    events = st.apply(0, act("play", "air2", "air"))
    release = next(e for e in events if e.kind == "release")
    assert release.data.get("stays") is True, release
    keep = next(e for e in events if e.kind == "keep")
    assert keep.data["whose"] == "own", keep
    assert not any(t["t"] == "release" for t in st.stack), st.stack
    assert st.tokens["sylph"]["holder"] == 0
    # three mages: giving it to one of two rivals stays a choice
    three = {**OWN_SYLPH, "seats": 3, "mages": [*OWN_SYLPH["mages"],
                                                  {"hand": ["water1"], "rest": "draw", "piles": {}}]}
    st = position(three)
    events = st.apply(0, act("play", "air2", "air"))
    assert not next(e for e in events if e.kind == "release").data.get("stays")
    assert {a.kind for a in st.legal_actions(0)} == {"give", "keep", "block"}


def test_the_banner_says_the_creature_stays_yours_and_asks_nothing(app, tmp_path):
    """The release's banner said « Vous la détenez : gardez-la ou donnez-la » where no question comes now."""
    import yaml
    from scene_input import run_until
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:medium"], yaml.safe_dump(OWN_SYLPH))
    table.act(0, act("play", "air2", "air"))
    assert run_until(app, lambda: any(e.kind == "keep" for e in table.shown), 10)
    release = next(e for e in table.shown if e.kind == "release")
    key = table.pres.events["release"]["banner"]
    said = plain(table.banner_text(key, release))
    assert said == "Créature libérée : Sylphe, déjà à vous.", said
    assert table.release_choice(release) == "none"


def test_where_a_burnt_card_goes_offers_the_quick_discard_as_the_default_with_enter():
    """nc60: many small questions a turn, among them where a burnt card goes. The burnt card was the top of its pile,
    so it fits there again at once, and the quick discard comes back first into the draw pile: that answer is the
    default (Enter, its button marked ⏎), the main discard still a button, and the question says why."""
    from scenes.evolution.choices import Asked
    from scenes.evolution.model import Model

    i18n.set_lang("fr")
    doc = {"seats": 2, "current": 1, "turn": 4,
           "mages": [{"hand": ["earth2", "fire3"], "rest": "draw", "piles": {"air": ["air0", "air1"]}},
                     {"hand": ["fire1", "earth3"], "rest": "draw", "piles": {"fire": ["fire0"]}}]}
    st = position(doc)
    run(st, "1 play fire1 fire")
    run(st, "1 burn 0 air")
    assert st.actors() == (0,) and st.stack[-1]["t"] == "dest", st.stack
    view = st.view(0)
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs, 0)
    assert asked.default() == act("dest", "quick")
    assert act("dest", "main") in st.legal_actions(0)
    said = plain(asked.prompt_text())
    assert said.endswith("dans quelle défausse la poser ? La rapide (⏎) revient la première dans votre pioche."), said


def test_the_release_banner_reads_the_choice_from_the_question_the_engine_puts(app, tmp_path):
    """The table re-derived the engine's `_release_actions` from the view to say which choice a freed creature asks
    (scenes decide no rule): it now reads the question the engine puts to the person (its legal answers, the release
    on top of its stack). With an Éther in hand: « Donnez-la ou retenez-la »; once answered, nothing is left to say."""
    from scene_input import run_until
    from test_scenes_evolution import RELEASE, table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    table.act(0, act("play", "earth1", "earth"))
    assert run_until(app, lambda: not table.busy and any(e.kind == "release" for e in table.shown), 10)
    release = next(e for e in table.shown if e.kind == "release")
    assert {a.kind for a in table.feed.legal(0)} == {"give", "block"}
    assert table.release_choice(release) == "retain"
    said = plain(table.banner_text("evolution.banner.release", release))
    assert said == "Créature libérée : Gnome. Donnez-la ou retenez-la.", said
    table.act(0, act("give", "gnome", 1))
    assert run_until(app, lambda: not table.busy and any(e.kind == "give" for e in table.shown), 10)
    assert table.release_choice(release) == "none"
