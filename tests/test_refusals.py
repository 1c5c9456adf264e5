"""Refusals are specific and translatable: every key an engine can give has its sentence in both
languages, its placeholders are among its values, and a direct legality check agrees with the
legal list (so speeding up `why_illegal` changed no rule)."""

from __future__ import annotations

import pickle
import re
from functools import cache
from pathlib import Path

import pytest
from refusal_probe import legal_form, probe

from game import data, i18n, registry
from game.core import Action, Chance, IllegalAction, Refusal, act
from game.data import Node
from game.elemons import ElemonsState
from game.evolution.engine import EvolutionState

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.GAME_IDS
KEY = re.compile(r'"((?:core|elemons|kaiju|evolution|monsters|elemmaster)\.[a-z_]+)"')


@cache
def sentences(key: str) -> dict[str, str]:
    """{fr, en} for a refusal key, from data/i18n (core) or the game's texts.yaml `why:` section."""
    game, reason = key.split(".", 1)
    if game == "core":
        out = {}
        for lang in ("fr", "en"):
            text = catalogue_text(lang, f"why.{key}")
            if text is not None:
                out[lang] = text
        return out
    why = data.load(data.game_file(game, "texts.yaml")).get("why", {})
    return why[reason].texts() if why.has(reason) else {}


def catalogue_text(lang: str, key: str) -> str | None:
    """The Fluent source of the interface message `key` (data/i18n/<lang>/*.ftl), as a designer wrote it."""
    from fluent.syntax import FluentSerializer

    entry = catalogue_messages(lang).get(i18n.fluent_id(key))
    return None if entry is None else FluentSerializer().serialize_entry(entry).split("=", 1)[1].strip()


@cache
def catalogue_messages(lang: str) -> dict:
    """The interface messages of a language by id (the first of an id, in file order): the files
    parsed once for every key asked (and the parse the client made of them), not once a key."""
    from fluent.syntax import ast as ftl

    out: dict = {}
    for path in i18n.ftl_files(lang):
        for entry in i18n.parse_ftl(path).body:  # the client's own parse, kept per text
            if isinstance(entry, ftl.Message) and entry.id.name not in out:
                out[entry.id.name] = entry
    return out


def static_keys() -> set[str]:
    """Keys written in the engines' source, plus the families built from a phase or task name."""
    keys: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        keys |= set(KEY.findall(path.read_text(encoding="utf-8")))
    keys |= {f"elemons.now_{p}" for p in ElemonsState._PHASE_TEXT}
    keys |= {f"evolution.now_{t or 'turn'}" for t in EvolutionState._TASK_TEXT}
    return keys


def placeholders(text: str) -> set[str]:
    return i18n.text_variables(text)


@cache
def probed(game_id: str) -> tuple[dict[str, Refusal], int]:
    """One refusal per key met in random games with tried illegal actions; and the disagreements."""
    found: dict[str, Refusal] = {}
    disagree = 0
    lo, hi = registry.get(game_id).seats
    seat_counts = (2, 4) if game_id == "elemmaster" else sorted({max(2, lo), hi})
    for seats in seat_counts:
        for seed in range(3):
            for st, seat, a, why, legal in probe(game_id, seed, seats, max_steps=250):
                is_legal = legal_form(st, seat, a) in legal
                if why is None:
                    # Monsters lists one arrangement per colour but accepts every real one.
                    disagree += not is_legal and game_id != "monsters"
                    continue
                disagree += is_legal
                assert isinstance(why, Refusal), f"{game_id}: a plain str refusal for {a}: {why}"
                found.setdefault(why.key, why)
    return found, disagree


def test_every_key_in_the_source_has_a_sentence_in_both_languages():
    keys = static_keys()
    assert len(keys) > 60
    missing = [k for k in sorted(keys) if set(sentences(k)) != {"fr", "en"}]
    assert not missing, missing
    for k in keys:
        fr, en = sentences(k)["fr"], sentences(k)["en"]
        assert fr.strip() and en.strip()
        assert placeholders(fr) == placeholders(en), k


@pytest.mark.parametrize("game_id", GAMES)
def test_refusals_met_in_play_are_translatable_with_their_values(game_id):
    found, _ = probed(game_id)
    assert any(k.startswith(game_id + ".") for k in found), found.keys()
    assert set(found) <= static_keys()
    for key, refusal in found.items():
        texts = sentences(key)
        assert set(texts) == {"fr", "en"}, key
        for lang, text in texts.items():
            assert placeholders(text) <= set(refusal.params), (key, lang, text, refusal.params)
            said = i18n.fill(text, lang, **refusal.params)
            assert said and "{" not in said, (key, lang, said)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_direct_check_agrees_with_the_legal_list(game_id):
    _, disagree = probed(game_id)
    assert disagree == 0


def _refused(st, seat: int, action: Action) -> IllegalAction:
    before = st.to_json()
    with pytest.raises(IllegalAction) as err:
        st.apply(seat, action)
    assert st.to_json() == before
    return err.value


def test_core_refusals_and_illegal_action_carry_the_key():
    st = registry.get("kaiju").new_state(2, Chance(3), {})
    other = 1 - st.actors()[0]
    e = _refused(st, other, act("roll"))
    assert e.key == "core.not_your_turn" and e.params == {"seat": other}
    e = _refused(st, st.actors()[0], "roll")  # type: ignore[arg-type]
    assert e.key == "core.bad_action"
    assert IllegalAction("plain words").key == "" and IllegalAction("plain words").params == {}
    r = Refusal("Fire cannot attack Fire", "elemmaster.same_element", element="fire")
    back = pickle.loads(pickle.dumps(r))
    assert back == r and back.key == r.key and back.params == {"element": "fire"}


def test_elemons_refusals():
    st = ElemonsState.new(2, Chance(5))
    seat = st.current
    st.apply(seat, act("flip", 0))
    if st.current == seat and st.phase == "flip":
        assert _refused(st, seat, act("flip", 0)).key == "elemons.face_up"
        e = _refused(st, seat, act("trade", next(iter(st.defs.kinds))))
        assert e.key == "elemons.trade_too_few" and e.params["have"] == 0
        assert _refused(st, seat, act("end")).key == "elemons.now_flip"
    assert _refused(st, seat, act("dance")).key == "core.bad_action"


def test_kaiju_refusals():
    st = registry.get("kaiju").new_state(2, Chance(1), {})
    seat = st.actors()[0]
    assert _refused(st, seat, act("take", 3)).key == "kaiju.roll_first"
    st.apply(seat, act("roll"))
    missing = next(v for v in range(1, 12) if v not in st.hands[seat])
    e = _refused(st, seat, act("play", missing, "draw"))
    assert e.key == "kaiju.not_in_hand" and e.params == {"card": missing}
    assert _refused(st, seat, act("roll")).key == "kaiju.already_rolled"


def test_evolution_refusals_name_the_rule():
    from game.evolution import from_scenario

    st = from_scenario(data.load(data.game_file("evolution", "scenarios/turn-example.yaml")), Chance(0))
    e = _refused(st, 0, act("play", "water5", "water"))
    assert e.key == "evolution.wrong_level" and e.params == {"pile": "water", "need": 3, "level": 5}
    assert _refused(st, 0, act("play", "fire3", "air")).key == "evolution.wrong_element"
    assert _refused(st, 0, act("play", "air4", "air")).key == "evolution.not_in_hand"
    assert _refused(st, 0, act("pass")).key == "evolution.now_turn"
    assert st.why_illegal(0, act("play", "air1", "air")) is None


def test_monsters_refusals():
    st = registry.get("monsters").new_state(2, Chance(2), {})
    missing = next(c for c in range(100) if c not in st.hands[0])
    e = _refused(st, 0, act("swap", missing))
    assert e.key == "monsters.not_in_hand" and e.params == {"card": missing}
    assert _refused(st, 0, act("trick", "pink", *[0] * 9)).key == "monsters.no_colour"


def test_elemmaster_says_fire_cannot_attack_fire():
    doc = {"terrain": "forest", "current": 0,
           "stacks": {"b2": "0 fire 1", "c2": "1 fire 2", "b3": "1 air 1", "a2": "0 earth 1", "d2": "1 earth 1"}}
    st = registry.get("elemmaster").from_scenario(Node(doc, None, "<test>"), Chance(0))
    e = _refused(st, 0, act("attack", "b2", "c2"))
    assert e.key == "elemmaster.same_element" and e.params == {"element": "fire"}
    assert str(e) == "Fire cannot attack Fire"
    assert sentences(e.key)["en"].format(element="Fire") == "Fire cannot attack Fire"
    assert _refused(st, 0, act("attack", "c2", "b2")).key == "elemmaster.not_yours"
    assert _refused(st, 0, act("attack", "b2", "e5")).key == "elemmaster.not_adjacent"
    assert _refused(st, 0, act("attack", "b2", "zz9")).key == "core.bad_action"
    assert st.why_illegal(0, act("attack", "b2", "b3")) is None
