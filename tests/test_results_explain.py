"""Results that explain (issue 24): each game's engine says what decided the winner (`decided_by`),
and its results module words it. Every tie-break of every game is forced here, from a scenario or a
seeded position set by hand, and the sentence checked in French."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from lang import plain
from scene_input import BlitSpy

from game import data, i18n, registry
from game.core import Chance, Result
from game.elemons.state import ElemonsState
from game.evolution import engine as evo
from game.kaiju.state import KaijuState
from game.monsters import from_scenario
from game.monsters.defs import load_rules
from game.monsters.state import MonstersState, decided_round, deck_out_decision, deck_out_winners
from tests.test_monsters import trick_of

NAMES = ["Joueur 1", "Bot 2", "Bot 3", "Bot 4"]


@pytest.fixture(autouse=True)
def french() -> Any:
    before = i18n.lang
    i18n.set_lang("fr")
    yield
    i18n.set_lang(before)


def explain(game_id: str, result: Result, view: dict[str, Any] | None = None) -> list[str]:
    return [plain(s) for s in registry.get(game_id).part("explain")(view or {}, result, NAMES)]


def round_sentences(decided: dict[str, Any], names: list[str]) -> list[str]:
    from scenes.monsters.results import round_sentences as said

    return [plain(s) for s in said(decided, names)]


# -- Monsters -------------------------------------------------------------------------------------


def monsters_scenario(tmp_path: Path, name: str, **changes: Any) -> MonstersState:
    """A shipped scenario, with some keys changed (e.g. a one-round match)."""
    text = data.game_file("monsters", f"scenarios/{name}.yaml").read_text(encoding="utf-8")
    extra = "".join(f"{k}: {v}\n" for k, v in changes.items())
    path = tmp_path / f"{name}.yaml"
    path.write_text(text + extra, encoding="utf-8")
    return from_scenario(data.load(path), Chance(0))


def round_over(st: MonstersState, seat: int, colour: str) -> dict[str, Any]:
    """The round's end after that trick, with what decided it as the summary reads it."""
    events = st.apply(seat, trick_of(st, seat, colour))
    over = next(e for e in events if e.kind == "round_over").data
    return {**over, "decided_by": decided_round(over, st.num_seats)}


def test_monsters_the_tie_of_the_issue_seven_tricks_against_six_is_explained(tmp_path: Path) -> None:
    # the issue's case: the person took 7 tricks, the bot 6, and the bot won: a 3-3 tie on the best
    # colour that the bot's red tricks break ("le plus de plis rouges")
    st = monsters_scenario(tmp_path, "deck_out_tie", best_of=1)
    over = round_over(st, 0, "purple")
    assert over["decided_by"]["rule"] == "tie_colour" and over["decided_by"]["winners"] == [1]
    assert over["decided_by"]["colour"] == "red" and over["decided_by"]["total_beaten"] is True
    lines = explain("monsters", st.result())
    assert lines[0] == "Bot 2 gagne la partie, jouée en une seule manche."
    assert lines[1].startswith("Manche 1. Fin de manche : pioche épuisée. Égalité sur la meilleure couleur "
                               "(3 partout) : Bot 2 gagne avec plus de plis en rouge, 3 contre 0.")
    assert "Le nombre total de plis ne compte pas" in lines[1]
    assert "rouge, bleu, vert, jaune, violet" in lines[1]


def test_monsters_the_round_summary_says_the_same_sentences(tmp_path: Path) -> None:

    st = monsters_scenario(tmp_path, "deck_out_tie")
    over = round_over(st, 0, "purple")
    said = round_sentences(over["decided_by"], NAMES)
    assert said[0].endswith("Bot 2 gagne avec plus de plis en rouge, 3 contre 0.")
    assert said[1].startswith("Le nombre total de plis ne compte pas")


def test_monsters_most_tricks_of_one_colour(tmp_path: Path) -> None:
    st = monsters_scenario(tmp_path, "deck_out_tie", best_of=1)
    over = round_over(st, 0, "blue")
    assert over["decided_by"] == {**over["decided_by"], "rule": "best_colour", "winners": [0], "count": 4,
                                  "colour": "blue", "runner": 3, "total_beaten": False}
    line = explain("monsters", st.result())[1]
    # round 11: the colour that decided and the other seat's best, in tricks ("3 au mieux" read oddly)
    assert line == ("Manche 1. Fin de manche : pioche épuisée. Joueur 1 gagne avec 4 plis bleus ; "
                    "meilleure couleur de Bot 2 : 3 plis.")


def test_monsters_a_full_set_of_colours(tmp_path: Path) -> None:
    st = monsters_scenario(tmp_path, "last_colour", best_of=1)
    over = round_over(st, 0, "purple")
    assert over["decided_by"] == {"rule": "all_colours", "winners": [0]}
    assert explain("monsters", st.result())[1] == "Manche 1. Joueur 1 gagne la manche : un pli de chaque couleur."


def test_monsters_every_step_of_the_tie_break_order() -> None:
    rules = load_rules()
    prio, ids = rules.tie_priority, rules.colour_ids
    cases = [  # colours in data order: yellow, green, red, blue, purple
        ([[0, 0, 1, 2, 0], [0, 2, 1, 0, 0]], "blue", ["red"], 0),
        ([[2, 0, 1, 1, 0], [0, 2, 1, 1, 0]], "green", ["red", "blue"], 1),
        ([[2, 1, 0, 0, 0], [1, 1, 0, 0, 2]], "yellow", ["red", "blue", "green"], 0),
        ([[2, 0, 0, 0, 1], [2, 0, 0, 0, 0]], "purple", ["red", "blue", "green", "yellow"], 0),
    ]
    for counts, colour, equal, seat in cases:
        decided = deck_out_decision(counts, prio, ids)
        assert decided["winners"] == deck_out_winners(counts, prio) == [seat]
        assert (decided["rule"], decided["colour"], decided["equal"]) == ("tie_colour", colour, equal)

    decided = {**deck_out_decision(cases[0][0], prio, ids), "reason": "deck_out"}
    assert round_sentences(decided, NAMES) == [
        "Fin de manche : pioche épuisée. Égalité sur la meilleure couleur (2 partout) et en rouge ; le bleu "
        "départage : Joueur 1 gagne, 2 contre 0 en bleu."]
    shared = {**deck_out_decision([[1, 0, 0, 0, 1], [1, 0, 0, 0, 1], [0, 0, 0, 0, 1]], prio, ids),
              "reason": "stalled"}
    assert shared["rule"] == "shared" and shared["winners"] == [0, 1]
    assert round_sentences(shared, NAMES)[0].endswith("Égalité dans chaque couleur : manche partagée entre "
                                                      "Joueur 1, Bot 2.")


def test_monsters_a_match_of_three_rounds_and_a_shared_match() -> None:
    st = MonstersState.new(3, Chance(1), {"rounds": 3})
    st.is_over, st.rounds_won = True, [2, 1, 0]
    assert explain("monsters", st.result())[0] == ("Joueur 1 gagne le match, joué en 3 manches au plus : manches "
                                                   "gagnées, 2 contre 1.")
    st.rounds_won = [2, 2, 0]
    assert explain("monsters", st.result())[0] == ("Match partagé : Joueur 1, Bot 2, à égalité de manches gagnées "
                                                   "(2 partout).")


def test_monsters_solo(tmp_path: Path) -> None:
    st = monsters_scenario(tmp_path, "solo_last_seconds")
    st.advance_time(60)
    lines = explain("monsters", st.result())
    assert lines == ["Les cinq couleurs n'ont pas été réunies à temps : perdu.",
                     "Manche 1. Manche perdue : sablier vide."]


# -- Elemons --------------------------------------------------------------------------------------


def elemons_end(gigamons: dict[str, int], won: list[int]) -> Result:
    st = ElemonsState.new(3, Chance(3))
    st.gigamons = dict(gigamons)
    st.won = [list(range(n)) for n in won]
    st.over = True
    return st.result()


def test_elemons_a_game_ended_by_catching_the_gigamons_says_so() -> None:
    """Three Gigamons caught end the game at once: the winner is said to have caught them, not to
    have "the most Gigamons, 3 to 0" (a count the game never compared)."""
    st = ElemonsState.new(2, Chance(3))
    st.gigamons = {"a": 0, "b": 0, "c": 0}
    st.won = [list(range(6)), []]
    assert st.defs.gigamons_to_win == 3
    st.over, st.end_reason = True, "gigamons"
    res = st.result()
    assert res.winners == (0,) and res.details["decided_by"]["rule"] == "caught"
    said = "Joueur 1 gagne en attrapant 3 Gigamons : c'est ce qui met fin à la partie."  # words compared (plain)
    assert explain("elemons", res) == [said]
    st.end_reason = "pile"  # the same count at the end of the pile: the most Gigamons decided it
    assert st.result().details["decided_by"]["rule"] == "gigamons"


def test_elemons_most_gigamons_then_most_elemons_then_shared() -> None:
    res = elemons_end({"a": 0, "b": 0, "c": 1}, [1, 9, 2])
    assert res.winners == (0,)
    assert explain("elemons", res) == ["Joueur 1 gagne avec le plus de Gigamons : 2 contre 1."]
    res = elemons_end({"a": 0, "b": 1}, [4, 6, 9])
    assert res.winners == (1,) and res.details["decided_by"]["rule"] == "elemons"
    assert explain("elemons", res) == ["Gigamons à égalité (1 partout) : Bot 2 gagne avec le plus d'Elemons "
                                       "en main, 6 contre 4."]
    res = elemons_end({"a": 0, "b": 1}, [6, 6, 9])
    assert res.winners == (0, 1)
    assert explain("elemons", res) == ["Gigamons (1 partout) et Elemons (6 partout) à égalité : victoire "
                                       "partagée entre Joueur 1, Bot 2."]


# -- Kaiju ----------------------------------------------------------------------------------------


def kaiju_end(hands: list[list[int]]) -> Result:
    st = KaijuState.new_game(len(hands), Chance(4))
    st.hands = [list(h) for h in hands]
    st.mechas = [[] for _ in hands]
    st.wounds = [0 for _ in hands]
    return st.result()


def test_kaiju_points_then_fewest_cards_then_shared() -> None:
    res = kaiju_end([[6, 5], [6, 3]])
    assert res.winners == (0,)
    assert explain("kaiju", res) == ["Joueur 1 gagne avec le plus de points : 11 contre 9."]
    res = kaiju_end([[3, 3, 3], [6, 3]])  # 9 points each, two cards against three
    assert res.winners == (1,) and res.details["tiebreak"] == "cards"
    assert explain("kaiju", res) == ["Égalité à 9 points : Bot 2 gagne avec le moins de cartes en main (Kaijūs et "
                                     "Mechas), 2 contre 3."]
    res = kaiju_end([[4, 5], [6, 3]])
    assert res.winners == (0, 1) and res.details["tiebreak"] == "shared"
    assert explain("kaiju", res) == ["Égalité à 9 points et en cartes en main (2 partout) : victoire partagée "
                                     "entre Joueur 1, Bot 2."]


# -- Elementary Evolution -------------------------------------------------------------------------


def evolution_end(levels: list[int], finished: list[int]) -> Result:
    st = registry.get("evolution").new_state(len(levels), Chance(5), {})
    for s, n in enumerate(levels):
        st.piles[s] = {p: [] for p in st.piles[s]}
        first = next(iter(st.piles[s]))
        st.piles[s][first] = ["x"] * (n + 1)  # a pile's top level is its length - 1
    st.finished = list(finished)
    return st.result()


def test_evolution_first_to_finish_then_levels_then_shared() -> None:
    res = evolution_end([20, 19], [1])
    assert res.winners == (1,)
    assert explain("evolution", res) == ["Bot 2 gagne : le premier à réunir quatre Élémentaires de niveau 5."]
    res = evolution_end([12, 14, 9], [])
    assert res.winners == (1,)
    assert explain("evolution", res) == ["Limite de tours, personne n'a fini : Bot 2 gagne avec le plus de niveaux "
                                         "au sommet des piles, 14 contre 12."]
    res = evolution_end([12, 12, 9], [])
    assert res.winners == (0, 1)
    assert explain("evolution", res) == ["Limite de tours, personne n'a fini : niveaux à égalité (12 partout) : "
                                         "première place partagée entre Joueur 1, Bot 2."]
    assert evo.decision([], [3, 3], [0, 1])["rule"] == "shared"


# -- Elem Master ----------------------------------------------------------------------------------


def elemmaster_end(winners: list[int], reason: str, counts: dict[str, list[int]]) -> Result:
    st = registry.get("elemmaster").new_state(2, Chance(6), {})
    st.over = {"winners": winners, "reason": reason, "counts": counts}
    return st.result()


def test_elemmaster_elimination_then_earth_water_air_then_draw() -> None:
    res = elemmaster_end([1], "elimination", {"1": [2, 0, 0]})
    assert explain("elemmaster", res)[:1] == ["Bot 2 gagne : Joueur 1 n'a plus de Terre."]
    res = elemmaster_end([0], "no_fire", {"0": [4, 1, 0], "1": [3, 5, 5]})
    assert explain("elemmaster", res)[:1] == ["Plus aucun Feu sur le plateau : on compte les jetons sur le plateau. "
                                          "Joueur 1 gagne avec plus de jetons Terre : 4 contre 3."]
    res = elemmaster_end([1], "turn_limit", {"0": [3, 2, 9], "1": [3, 4, 0]})
    assert explain("elemmaster", res)[:1] == ["Limite de tours atteinte : on compte les jetons sur le plateau. Terre à "
                                          "égalité, Bot 2 gagne avec plus de jetons Eau : 4 contre 2."]
    res = elemmaster_end([0], "no_fire", {"0": [3, 2, 2], "1": [3, 2, 1]})
    assert res.details["decided_by"]["equal"] == ["earth", "water"]
    assert explain("elemmaster", res)[0].endswith("Terre et Eau à égalité, Joueur 1 gagne avec plus de jetons "
                                                  "Air : 2 contre 1.")
    res = elemmaster_end([0, 1], "draw", {"0": [3, 2, 1], "1": [3, 2, 1]})
    assert explain("elemmaster", res)[:1] == ["Match nul : Terre, Eau et Air à égalité sur le plateau (Terre 3, Eau 2, "
                                          "Air 1 de chaque côté)."]
    res = elemmaster_end([], "draw", {})
    assert explain("elemmaster", res)[:1] == ["Match nul : tous les camps ont perdu leur dernière Terre en même temps."]


def test_elemmaster_results_say_why_fire_is_not_counted() -> None:
    """A newcomer saw "4 Terre, 2 Eau, 4 Air" with 6 Fire on the board: after a count the results say the
    rule; after an elimination (the fifth newcomer) they do not explain a count that did not apply."""
    res = elemmaster_end([1], "elimination", {"1": [2, 0, 0]})
    assert len(explain("elemmaster", res)) == 1, explain("elemmaster", res)
    res = elemmaster_end([0], "no_fire", {"0": [4, 1, 0], "1": [3, 5, 5]})
    assert explain("elemmaster", res)[1] == ("Le Feu n'est jamais compté : seuls Terre, puis Eau, puis Air "
                                             "départagent.")
    assert res.details["fire"] == {"0": 4, "1": 4}, "the start army's Fire, counted per side for the rows"


def test_elemmaster_the_engine_count_and_its_decision_agree() -> None:
    # the engine's own count at the turn limit, on a real start position (both sides level: a draw)
    st = registry.get("elemmaster").new_state(2, Chance(6), {})
    st._finish_by_count([], "turn_limit")
    res = st.result()
    assert list(res.details["decided_by"]["winners"]) == list(res.winners)
    assert res.details["decided_by"]["rule"] == ("shared" if len(res.winners) != 1 else "count")
    assert explain("elemmaster", res) and not explain("elemmaster", res)[0].startswith("results.")


# -- every game ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_game_explains_a_finished_random_game_in_both_languages(game_id: str) -> None:
    from game.match import Match

    spec = registry.get(game_id)
    seats = ["bot:easy"] * max(2, spec.seats[0])
    m = Match(game_id, seats, seed=11)
    m.run_bots()
    assert m.state.is_over, f"{game_id}: the bots did not finish"
    res = m.state.result()
    decided = res.details.get("decided_by")
    assert decided and list(decided["winners"]) == list(res.winners), f"{game_id}: {decided} vs {res.winners}"
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        lines = explain(game_id, res, m.state.view(0))
        assert lines and all(line and not line.startswith("results.") and "{" not in line for line in lines), lines


def test_monsters_rounds_are_numbered_as_played(tmp_path: Path) -> None:
    st = monsters_scenario(tmp_path, "deck_out_tie", best_of=3, round=3, rounds_won="[1, 1]")
    round_over(st, 0, "purple")
    lines = explain("monsters", st.result())
    assert lines[0] == "Bot 2 gagne le match, joué en 3 manches au plus : manches gagnées, 2 contre 1."
    assert lines[1].startswith("Manche 3. Fin de manche : pioche épuisée.")


def test_the_results_screen_shows_what_decided_it(app: Any, tmp_path: Path) -> None:
    from game.match import Match
    from scenes.app import open_table
    from scenes.common import ResultsScene
    from scenes.menu import MenuScene

    text = data.game_file("monsters", "scenarios/deck_out_tie.yaml").read_text(encoding="utf-8")
    path = tmp_path / "tie.yaml"
    path.write_text(text + "best_of: 1\n", encoding="utf-8")
    m = Match("monsters", ["bot:easy", "bot:easy"], seed=1, scenario=str(path))
    m.play(0, trick_of(m.state, 0, "purple"))
    app.settings.speed, app.settings.survey = "instant", False
    app.stack.push(MenuScene(app))
    open_table(app, m)
    for _ in range(600):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.frame(1 / 30)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene), f"the results did not open: {type(scene).__name__}"
    assert any("plus de plis en rouge, 3 contre 0" in line for line in scene.decided), scene.decided
    surf = pygame.Surface((1280, 720))
    scene.draw(surf)  # the sentences fit under the rows at a readable size
    assert scene.decided_size(670, 200) >= 15


def test_long_reasons_go_where_they_fit_and_the_survey_note_keeps_off_the_buttons(app: Any, tmp_path: Path,
                                                                                  monkeypatch: Any) -> None:
    """nc29 (Monsters, shot 93): three rounds' tie-breaks and the « sur mesure » line were cut in the small box
    under the picture while the rows' panel stood half empty, and « Une question rapide… » hid behind the buttons."""
    import scenes.common as common
    from scenes.common import ResultsScene

    test_the_results_screen_shows_what_decided_it(app, tmp_path)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene)
    tie = ("Manche 1. Fin de manche : pioche épuisée. Égalité sur la meilleure couleur (3 partout) et en rouge, bleu ; "
           "le vert départage : vous gagnez, 1 contre 0 en vert. Le nombre total de plis ne compte pas : d'abord le "
           "plus de plis d'une couleur ; à égalité, on compare les plis rouges, puis bleus, verts, jaunes, violets.")
    scene.decided = ["Vous gagnez le match, joué en 3 manches au plus : manches gagnées, 2 contre 1.",
                     tie, tie.replace("Manche 1", "Manche 2"), tie.replace("Manche 1", "Manche 3"),
                     "Bot 2 (sur mesure) a joué 16 de ses 28 choix comme le bot facile, "
                     "les autres comme le bot débutant."]
    scene.surveys = [0]
    boxes: list[tuple[pygame.Rect, list[str]]] = []
    real = ResultsScene.draw_sentences
    monkeypatch.setattr(ResultsScene, "draw_sentences",
                        lambda self, surf, box, heading, sentences: boxes.append((box, sentences))
                        or real(self, surf, box, heading, sentences))
    notes: list[pygame.Rect] = []
    real_render = common.render

    def render(text: str, *a: Any, **k: Any) -> pygame.Surface:
        img = real_render(text, *a, **k)
        if text == i18n.t("results.survey_next"):
            notes.append(img)
        return img

    monkeypatch.setattr(common, "render", render)
    screen = BlitSpy()
    scene.draw(screen)
    placed = [r for img, r in screen.blits if any(img is n for n in notes)]
    box, said = next((b, s) for b, s in boxes if s is scene.decided)
    inner = pygame.Rect(box.x, box.y + 28, box.width, box.height - 30)
    size = scene.decided_size(inner.width, inner.height)
    lines = sum(len(common.wrap(x, inner.width, size)) for x in said)
    assert lines * common.font(size).get_linesize() + 4 * (len(said) - 1) <= inner.height, (box, size, lines)
    assert size >= 12, (size, box, lines)  # the smallest the screen uses, all of it shown
    assert placed, "the survey note is said"
    buttons = [b.rect for b in scene.bar.buttons]
    assert all(not note.colliderect(b) for note in placed for b in buttons), (placed, buttons)
