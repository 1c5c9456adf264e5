"""Interface texts in French and English (Project Fluent), and the log panel's sentences for game events.

Why Fluent: a designer edits plain `.ftl` files (one `id = text` a line, `{ $var }` for a value),
and a sentence carries its own grammar: CLDR plural categories (`{ $count -> [one] … *[other] … }`)
and selectors on any word (a seat's gender, a noun's gender for a colour's agreement), so no plural
or agreement logic lives in code. `fluent.runtime` formats numbers with Babel's locale data.

Layout: data/i18n/<lang>/*.ftl, every file of the folder read (interface.ftl for the shared screens,
<game>.ftl for a game's own keys). `t("a.b_c")` asks for the message `a-b_c` (`fluent_id`).
A game's log sentences, names and refusals stay in data/<id>/texts.yaml ({fr: …, en: …}); each
sentence there is a Fluent pattern too (`{var}` reads as `{ $var }`, and a selector may be written).

A message missing in one language is said in the other, once on the console; one missing in both
is said as an empty text, never as its id.
"""

from __future__ import annotations

import functools
import itertools
import re
import sys
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from game import data, paths
from game.core import Event

LANGS = ("fr", "en")
lang = "fr"
# The first part of a key -> the .ftl file holding it (tools/yaml_to_ftl.py appends there).
FILE_OF = {g: g for g in ("elemons", "evolution", "monsters", "kaiju", "elemmaster")}


def fluent_id(key: str) -> str:
    """The Fluent id of an interface key: dots become hyphens, any other sign an underscore."""
    ident = re.sub(r"[^A-Za-z0-9_.]", "_", key).replace(".", "-")
    return ident if ident[:1].isalpha() else "k" + ident


_PLACE = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def _de(value: Any) -> str:
    """French "de" before a name, elided before a vowel or a mute h: "Victoire d'Ana", "Tour de Zoé",
    "l'effet d'Air 2". Written `{ DE($who) }` in a French sentence (Fluent cannot elide by itself)."""
    text = str(value)
    return ("d'" if text[:1].lower() in "aeiouyàâäéèêëîïôöùûüœæh" else "de ") + text


def _a(value: Any) -> str:
    """English "a" or "an" before a name or a number as it is said: "an 8", "an 11", "a 10", "an Ether".
    Written `{ A($card) }` in an English sentence (Fluent cannot choose the article by itself)."""
    text = str(value)
    digits = text.replace(",", "")
    if digits.isdigit():  # "eight", "eleven", "eighteen", "eighty...", "eleven thousand"...
        an = digits.startswith("8") or (len(digits) % 3 == 2 and digits[:2] in ("11", "18"))
    else:
        an = text[:1].lower() in "aeiou"
    return ("an " if an else "a ") + text


FUNCTIONS: dict[str, Any] = {"DE": _de, "A": _a}  # functions a sentence may call (Fluent's own NUMBER included)


def to_fluent(text: str) -> str:
    """A `str.format` template (`{var}`) as a Fluent pattern; Fluent syntax already there is kept."""
    if re.search(r"\{\s*(\$|[A-Z]+\()", text):  # a variable or a function (DE): Fluent already
        return text
    out: list[str] = []
    pos = 0
    for m in _PLACE.finditer(text):
        out.append(_literal(text[pos:m.start()]))
        out.append("{ $" + m.group(1) + " }")
        pos = m.end()
    out.append(_literal(text[pos:]))
    body = "".join(out)
    if not body:
        return '{""}'
    if body[0] == " ":
        body = '{" "}' + body[1:]
    if body[-1] == " ":
        body = body[:-1] + '{" "}'
    return body


def _literal(text: str) -> str:
    return text.replace("{", '{"{"}').replace("}", '{"}"}') if "{" in text or "}" in text else text


_serials = itertools.count()


@dataclass
class Catalogue:
    """One language's interface texts: the Fluent bundle, and each message's file for a report."""

    code: str
    bundle: FluentBundle
    files: dict[str, str] = field(default_factory=dict)  # id -> file:line
    serial: int = field(default_factory=lambda: next(_serials))  # this reading of the files


_ui: dict[str, Catalogue] = {}
_fallback: dict[str, str] = {}  # a language whose files were broken at the start -> the one spoken instead
_said: set[str] = set()  # what was already said on the console (once each)


def set_lang(value: str) -> None:
    global lang
    lang = _fallback.get(value, value)


def other(code: str) -> str:
    return "en" if code == "fr" else "fr"


def _line_of(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


# The last good parse of each .ftl file, kept with the text it was parsed from: a hot reload (any
# data file edited) re-reads every catalogue, and parsing them all again took a quarter of a second.
# Keyed on the text, not the file: the same text in another data folder (a copy: tests, a mod that
# leaves a language as it is) is not parsed again. The parse is read-only (bundles share it).
_parsed: dict[str, ftl.Resource] = {}


def parse_ftl(path: Path) -> ftl.Resource:
    """A .ftl file, or a DataError `file:line: what is wrong` at its first unreadable entry."""
    return _source_and_resource(path)[1]


def _source_and_resource(path: Path) -> tuple[str, ftl.Resource]:
    """The file's text and its parse; parsed again only when the text differs from the last good one."""
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise data.DataError(data._display(path), None, f"cannot read: {exc}") from None
    kept = _parsed.get(source)
    if kept is not None:
        return source, kept
    resource = FluentParser(with_spans=True).parse(source)
    for entry in resource.body:
        if isinstance(entry, ftl.Junk):
            note = entry.annotations[0] if entry.annotations else None
            where = _line_of(source, entry.span.start if entry.span is not None else 0)  # the entry's first line
            what = note.message if note is not None else "unreadable entry"
            content = (entry.content or "").strip()
            first = content.splitlines()[0] if content else ""
            raise data.DataError(data._display(path), where, f"{what} (in '{first[:60]}')", "ftl_syntax")
    if not any(isinstance(e, ftl.Message) for e in resource.body):  # emptied by mistake: its texts would vanish
        raise data.DataError(data._display(path), None, "no message in this file", "ftl_empty")
    if len(_parsed) > 64:  # the files in use are a dozen: the rest are edits gone by
        _parsed.clear()
    _parsed[source] = resource
    return source, resource


def ftl_files(code: str) -> list[Path]:
    return sorted((paths.data_dir() / "i18n" / code).glob("*.ftl"))


# The last good catalogue of each language, kept with the files and the texts it was read from:
# check-data and a hot reload (any data file edited) read both languages again, and a catalogue of
# the same texts is the same catalogue (its bundle and messages are read-only once built).
_read_cache: dict[str, tuple[tuple[tuple[Path, str], ...], Catalogue]] = {}


def _read_ui(code: str) -> Catalogue:
    files = ftl_files(code)
    if not files:
        raise data.DataError(data._display(paths.data_dir() / "i18n" / code), None, "no .ftl file")
    read = [(f, *_source_and_resource(f)) for f in files]  # every file's text, read now
    key = tuple((f, source) for f, source, _ in read)
    kept = _read_cache.get(code)
    if kept is not None and kept[0] == key:
        return kept[1]
    bundle = FluentBundle([code], use_isolating=False, functions=FUNCTIONS)
    where: dict[str, str] = {}
    for f, source, resource in read:
        shown = data._display(f)
        pos, line = 0, 1  # lines counted as the entries come (in order): once through the file
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                start = entry.span.start if entry.span else pos
                line += source.count("\n", pos, start)
                pos = start
                if entry.id.name in where:
                    raise data.DataError(shown, line, f"'{entry.id.name}' is already in {where[entry.id.name]}",
                                         "ftl_twice")
                where[entry.id.name] = f"{shown}:{line}"
        bundle.add_resource(resource)
    cat = Catalogue(code, bundle, where)
    _read_cache[code] = (key, cat)
    return cat


def catalogue(code: str) -> Catalogue:
    if code not in _ui:
        _ui[code] = _read_ui(code)
    return _ui[code]


def ui_strings(code: str) -> dict[str, str]:
    """Every interface text of a language as its key (dots) -> text without values (for checks)."""
    cat = catalogue(code)
    return {mid.replace("-", "."): _format(cat, mid, {})[0] for mid in cat.files}


def start(code: str) -> str | None:
    """Read both interface languages once, at a start, so a broken file never surfaces as a
    traceback in the middle of drawing a table.

    A broken `code` file makes the interface speak the other language; a broken other file makes
    it stand in for that one. Returns the one line to tell the person (None when both read), and
    raises the DataError of `code` when neither can be used (the caller exits with it).
    """
    problems: dict[str, data.DataError] = {}
    _said_texts.clear()
    for c in (code, other(code)):
        try:
            _ui[c] = _read_ui(c)
        except data.DataError as exc:
            problems[c] = exc
    if code in problems and other(code) in problems:
        raise problems[code]
    if code in problems:
        _ui[code] = _ui[other(code)]
        _fallback[code] = other(code)
        set_lang(other(code))
        return f"{problems[code]} (the interface speaks {_LANG_NAMES[other(code)]})"
    if other(code) in problems:
        _ui[other(code)] = _ui[code]
        return f"{problems[other(code)]} ({_LANG_NAMES[other(code)]} shows the {_LANG_NAMES[code]} texts)"
    return None


_LANG_NAMES = {"fr": "French", "en": "English"}


def _say_once(message: str) -> None:
    if message not in _said:
        _said.add(message)
        print(f"warning: {message}", file=sys.stderr)


def fluent_args(values: dict[str, Any]) -> dict[str, Any]:
    """Values as Fluent takes them: numbers stay numbers (for plural categories), without
    thousands separators (a port, a year, a seed are not amounts); anything else as text."""
    out: dict[str, Any] = {}
    for k, v in values.items():
        if isinstance(v, bool) or v is None:
            out[k] = str(v) if v is not None else "-"
        elif isinstance(v, int | float):
            out[k] = fluent_number(v, useGrouping=False, maximumFractionDigits=2)
        else:
            out[k] = str(v)
    return out


def _format(cat: Catalogue, mid: str, values: dict[str, Any]) -> tuple[str, list[Any]]:
    msg = cat.bundle.get_message(mid)
    if msg.value is None:
        return "", []
    text, errors = cat.bundle.format_pattern(msg.value, fluent_args(values))
    return str(text), errors


def t(key: str, **kw: Any) -> str:
    """The interface text `key` in the current language; a text missing there is said in the other
    language (once on the console), and one missing in both as "" (never its id)."""
    return t_in(lang, key, **kw)


_said_texts: dict[tuple[Any, ...], str] = {}  # formatted texts: screens ask for the same ones every frame


def t_in(code: str, key: str, **kw: Any) -> str:
    """The interface text `key` in the language `code` (a screen or a report in a language of its own)."""
    try:  # the texts as read (a re-read catalogue is a new one): an edited file is never shown stale
        memo: tuple[Any, ...] | None = (catalogue(code).serial, key, *sorted(kw.items()))
        hash(memo)
    except (TypeError, data.DataError):  # a value that cannot be a key (a list), or no texts: not kept
        memo = None
    if memo is not None and memo in _said_texts:
        return _said_texts[memo]
    text = _t_in(code, key, kw)
    if memo is not None:
        if len(_said_texts) > 8000:
            _said_texts.clear()
        _said_texts[memo] = text
    return text


def _t_in(code: str, key: str, kw: dict[str, Any]) -> str:
    mid = fluent_id(key)
    for c in (code, other(code)):
        try:
            cat = catalogue(c)
        except data.DataError:
            continue
        if cat.bundle.has_message(mid):
            if c != code:
                _say_once(f"no {_LANG_NAMES.get(code, code)} text for '{key}': the {_LANG_NAMES[c]} one is shown")
            return _format(cat, mid, kw)[0]
    _say_once(f"no text for '{key}' in data/i18n (neither language)")
    return ""


def has(key: str) -> bool:
    """Whether the interface has a text for `key` (in either language)."""
    mid = fluent_id(key)
    return any(_readable(c) and catalogue(c).bundle.has_message(mid) for c in LANGS)


def _readable(code: str) -> bool:
    try:
        catalogue(code)
    except data.DataError:
        return False
    return True


def variables(key: str) -> list[str]:
    """The variables the message `key` uses, in order (for proofreading and checks)."""
    mid = fluent_id(key)
    for c in (lang, other(lang)):
        cat = catalogue(c)
        if cat.bundle.has_message(mid):
            return pattern_variables(cat.bundle._messages[mid])
    return []


# What the walks below found in a parsed message, kept while the message lives: parses are kept
# per text (`_parsed`, `_sentence`), and check-data walks every message of both languages each run.
_walked: weakref.WeakKeyDictionary[Any, dict[str, list[str]]] = weakref.WeakKeyDictionary()


def _walk_once(node: Any, what: str, walk: Callable[[Any], list[str]]) -> list[str]:
    try:
        kept = _walked.setdefault(node, {})
    except TypeError:  # a node that cannot be kept (none of Fluent's): walked each time
        return walk(node)
    if what not in kept:
        kept[what] = walk(node)
    return list(kept[what])


def pattern_variables(node: Any) -> list[str]:
    """Every `$var` a Fluent message or pattern refers to, in order, once each."""
    return _walk_once(node, "vars", _pattern_variables)


def _pattern_variables(node: Any) -> list[str]:
    found: list[str] = []

    class Walk(Visitor):
        def visit_VariableReference(self, ref: ftl.VariableReference) -> None:  # noqa: N802
            if ref.id.name not in found:
                found.append(ref.id.name)

    Walk().visit(node)
    return found


# -- a game's texts: data/<id>/texts.yaml ------------------------------------------------------------
@dataclass
class GameTexts:
    """A game's sections (events, names, why, inspect): key -> {lang: sentence}, and the sentences
    as Fluent bundles, one per language (message id `<section>-<key>`)."""

    sections: dict[str, dict[str, dict[str, str]]]
    bundles: dict[str, FluentBundle] = field(default_factory=dict)
    # names said, by (lang, id, gender, count): a table names its piles and cards every frame (an
    # Evolution table asked Fluent for 18 names a frame, an eighth of its drawing); read again, new texts
    named: dict[tuple[str, str, str | None, int | None], str] = field(default_factory=dict)

    def bundle(self, code: str) -> FluentBundle:
        if code not in self.bundles:
            b = FluentBundle([code], use_isolating=False, functions=FUNCTIONS)
            for section, entries in self.sections.items():
                for key, texts in entries.items():
                    if code in texts:
                        source = f"{fluent_id(section + '.' + key)} = {to_fluent(texts[code])}\n"
                        resource = _message(source.replace("\n", "\n    ").rstrip() + "\n")
                        if not any(isinstance(e, ftl.Junk) for e in resource.body):
                            b.add_resource(resource)
            self.bundles[code] = b
        return self.bundles[code]

    def variables(self, section: str, key: str, code: str) -> list[str]:
        """The variables a sentence uses (for proofreading with sample values)."""
        b = self.bundle(code)
        mid = fluent_id(section + "." + key)
        return pattern_variables(b._messages[mid]) if b.has_message(mid) else []

    def say(self, section: str, key: str, code: str, values: dict[str, Any]) -> str | None:
        """The sentence in `code`, else in the other language, else its raw text, else None."""
        mid = fluent_id(section + "." + key)
        for c in (code, other(code)):
            b = self.bundle(c)
            if b.has_message(mid):
                msg = b.get_message(mid)
                return str(b.format_pattern(msg.value, fluent_args(values))[0]) if msg.value else ""
        texts = self.sections.get(section, {}).get(key)
        if texts:  # a sentence Fluent cannot read (being edited): shown as written
            return texts.get(code) or next(iter(texts.values()))
        return None


_games: dict[str, GameTexts] = {}


def _read_game(game_id: str) -> GameTexts:
    f = data.game_file(game_id, "texts.yaml")
    sections: dict[str, dict[str, dict[str, str]]] = {}
    if f.exists():
        node = data.load(f)
        for section in ("events", "names", "why", "inspect"):
            sections[section] = {str(k): n.texts() for k, n in node.get(section, {}).items()}
    return GameTexts(sections)


def game(game_id: str) -> GameTexts:
    if game_id not in _games:
        _games[game_id] = _read_game(game_id)
    return _games[game_id]


def game_texts(game_id: str) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """(event templates, id names) from data/<game>/texts.yaml."""
    g = game(game_id)
    return g.sections.get("events", {}), g.sections.get("names", {})


def why_texts(game_id: str) -> dict[str, dict[str, str]]:
    """Refusal reasons of a game (`why:` in data/<game>/texts.yaml): reason -> {lang: sentence}."""
    return game(game_id).sections.get("why", {})


def game_say(game_id: str, section: str, key: str, lang_: str | None = None, **kw: Any) -> str | None:
    """A sentence of a game's texts.yaml section (e.g. `inspect`), filled, or None when it has none."""
    return game(game_id).say(section, key, lang_ or lang, kw)


def refusal(game_id: str, reason: Any, seat_names: list[str] | None = None) -> str:
    """The engine's reason for refusing an action, in the chosen language.

    Engines refuse with a `Refusal` (or an `IllegalAction` carrying one): an English
    sentence plus a key such as `elemmaster.same_element` and its parameters; the
    sentence in the player's language comes from the game's texts (`why:`), or, for
    the reasons every game shares (`core.*`), from the interface texts.
    """
    key = str(getattr(reason, "key", "") or "")
    params = dict(getattr(reason, "params", {}) or {})
    english = str(reason)
    if not key:
        return english
    values: dict[str, Any] = {}
    for k, v in params.items():
        seat = isinstance(v, int) and not isinstance(v, bool) and k in SEAT_KEYS and seat_names and v < len(seat_names)
        if k in ("slot", "slots"):
            values[k] = slot_text(v)  # the log's numbering: a refusal names the tile the person clicked
        else:
            values[k] = seat_names[v] if seat and seat_names else _value(game_id, v)
    if key.startswith(("core.", "net.")):
        return t(f"why.{key}", **values) if has(f"why.{key}") else english
    gid, _, reason_key = key.partition(".")
    said = game(gid).say("why", reason_key, lang, values)
    return said if said is not None else english


def reload() -> str | None:
    """Re-read the texts in use. A broken file keeps the last good texts and returns its one-line problem."""
    try:
        ui = {code: _read_ui(code) for code in set(_ui) | {"fr", "en", lang}}
        games = {gid: _read_game(gid) for gid in _games}
    except data.DataError as exc:
        return str(exc)
    _ui.clear()
    _ui.update(ui)
    _fallback.clear()  # every language read: a file broken at the start has been mended
    _games.clear()
    _games.update(games)
    _said.clear()
    _said_texts.clear()
    return None


def name(game_id: str, value: Any, gender: str | None = None, count: int | None = None) -> str:
    """A translated id (an Elemon, a card, a colour) or the value as it is. `gender` ("f"/"m") and
    `count` reach the name's own selectors: a colour agreeing with the noun it qualifies."""
    if isinstance(value, list):
        return ", ".join(name(game_id, v, gender, count) for v in value)
    texts = game(game_id)
    if isinstance(value, str) and value in texts.sections.get("names", {}):
        memo = (lang, value, gender, count)
        if memo not in texts.named:
            said = texts.say("names", value, lang, {"gender": gender or "m", "count": 1 if count is None else count})
            texts.named[memo] = said if said is not None else value
        return texts.named[memo]
    return str(value)


def _value(game_id: str, value: Any) -> Any:
    """An event's or refusal's value for a sentence: numbers stay numbers (plurals), ids are named."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return name(game_id, value)


SEAT_KEYS = ("target", "from", "seat", "player", "to_seat", "holder", "owner", "victim", "first", "winner", "partner")


def slot_text(value: Any) -> str:
    """A slot (or a list of slots) as the screen counts them: 0-based in the engine, from 1 on screen
    (the log, the refusals, the numbers drawn on the tiles and the keys 1-9 agree)."""
    if isinstance(value, list):
        return ", ".join(slot_text(v) for v in value)
    return str(value + 1) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def describe(game_id: str, event: Event, seat_names: list[str]) -> str | None:
    """The log panel's sentence for an event, or None when the event is not worth a line."""
    events = game(game_id).sections.get("events", {})
    # "kind.effect" in texts.yaml: a sentence for one effect of the kind (it names that effect's choices).
    key = f"{event.kind}.{event.data.get('effect')}"
    if key not in events:
        key = event.kind
    if key not in events:
        return None
    values: dict[str, Any] = {}
    values["who"] = seat_names[event.seat] if event.seat is not None and event.seat < len(seat_names) else ""
    for k, value in event.data.items():
        if isinstance(value, int) and not isinstance(value, bool) and k in SEAT_KEYS and value < len(seat_names):
            values[k] = seat_names[value]
        elif value is None:
            values[k] = "-"
        elif k in ("slot", "slots"):  # slots are 0-based in the engine, counted from 1 on screen
            values[k] = slot_text(value)
        else:
            values[k] = _value(game_id, value)
        if isinstance(value, list) and f"{k}_count" not in values:
            values[f"{k}_count"] = len(value)  # a list's size, for a plural ("les cartes 3, 7")
        if k == "scores" and isinstance(value, list) and len(value) == len(seat_names):
            # whose each score is: "Joueur 1 135, Bot 2 (facile) 70", not a bare "135, 70"
            pairs = zip(seat_names, value, strict=True)
            values["scores_by_seat"] = ", ".join(f"{n} {_value(game_id, s)}" for n, s in pairs)
    return game(game_id).say("events", key, lang, values)


def data_error(exc: Exception) -> str:
    """A broken definition said in the player's language, with its file:line kept as it is (a
    designer opens that line). Faults of a known shape (`DataError.key`) are translated; any other
    (a rule a game's loader checks itself) keeps its English words after a translated lead-in."""
    if not isinstance(exc, data.DataError):
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    where = exc.where
    if exc.key and has(f"data.{exc.key}"):
        said = t(f"data.{exc.key}", **exc.params)
        path = t("data.top") if exc.path in ("", "(top)") else exc.path
        return f"{where}: {path}: {said}" if exc.path else f"{where}: {said}"
    return f"{where}: {t('data.other')} {exc.message}"



SLOT_KEYS = ("slot", "slots", "up_slot", "other_slot")
_DECIMAL = re.compile(r"^[+-]?\d+\.\d+$")  # a figure the bot wrote as text: a number for Fluent (2,5 in French)


def _is_part(value: Any) -> bool:
    """A hint's value that is a sentence of its own: [reason key, {its values}] (steps, a why)."""
    pair = isinstance(value, list | tuple) and len(value) == 2
    return pair and isinstance(value[0], str) and isinstance(value[1], dict)


def listed(items: Iterable[object], word: str = "and") -> str:
    """Words said as a list, « 1, 2 et 3 » (word "and") or « Biomon, Supermon ou Halomon » (word "or"), in
    the chosen language: every table's sentences join their lists here ("1 & 3" read as a sign to a
    newcomer; five games once wrote five joiners)."""
    said = [str(item) for item in items]
    if len(said) < 2:
        return "".join(said)
    return ", ".join(said[:-1]) + t(f"hint.{word}") + said[-1]


def hint_text(game_id: str, reason: str, params: dict[str, Any], seat_names: list[str] | None = None) -> str:
    """A hint's reason (game/hints.py) in the chosen language: `hint.<game>.<reason>`, else the shared
    wording of its family (a look-ahead's `search_*`, a plan's `plan_*`), else `hint.<reason>`; seats
    by name, slots from 1, ids by their names, numbers as numbers (plurals, decimal commas)."""
    values: dict[str, Any] = {}
    for k, v in params.items():
        if _is_part(v) or (isinstance(v, list) and v and all(_is_part(x) for x in v)):
            # a part of the sentence said by itself (a step of the move, the why), in order
            parts = [v] if _is_part(v) else v
            values[k] = t("hint.then").join(hint_text(game_id, str(p[0]), dict(p[1]), seat_names) for p in parts)
            continue
        seat = k in SEAT_KEYS and isinstance(v, int) and not isinstance(v, bool)
        if seat and seat_names and 0 <= v < len(seat_names):
            values[k] = seat_names[v]
        elif k in SLOT_KEYS:
            values[k] = listed([str(int(s) + 1) for s in v]) if isinstance(v, list) else str(int(v) + 1)
        elif isinstance(v, str) and _DECIMAL.match(v):
            values[k] = float(v)
        else:
            values[k] = _value(game_id, v)
        if isinstance(v, list) and f"{k}_count" not in params:
            values[f"{k}_count"] = len(v)  # a list's size, for a plural, as events have it
    family = reason.split("_", 1)[0]
    for key in (f"hint.{game_id}.{reason}", f"hint.{game_id}.{family}", f"hint.{family}", f"hint.{reason}"):
        if has(key):
            return t(key, **values)
    return t("hint.plain", count=params.get("count", ""))


PLURAL_FORMS = ("one", "other")  # the forms French and English both need (CLDR; "many" falls to other)
_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


def plural_gaps(node: Any) -> list[str]:
    """The plural forms a message's selectors lack: a selector whose variants are plural categories
    must say `one` and `other` (so 1 and 2 each read right)."""
    return _walk_once(node, "plurals", _plural_gaps)


def _plural_gaps(node: Any) -> list[str]:
    lacking: list[str] = []

    class Walk(Visitor):
        def visit_SelectExpression(self, sel: ftl.SelectExpression) -> None:  # noqa: N802
            keys = {v.key.name for v in sel.variants if isinstance(v.key, ftl.Identifier)}
            if keys & _CATEGORIES and keys <= _CATEGORIES:
                lacking.extend(f for f in PLURAL_FORMS if f not in keys)
            self.generic_visit(sel)

    Walk().visit(node)
    return lacking


_patterns: dict[tuple[str, str], tuple[FluentBundle, bool]] = {}


def fill(text: str, lang_: str | None = None, **kw: Any) -> str:
    """A sentence kept outside the catalogues (a definition's words) filled as a Fluent pattern:
    `{var}` or `{ $var }`, selectors for plurals. A sentence Fluent cannot read is shown as written.
    Raises KeyError naming a value the sentence uses and `kw` lacks (check-data's inspect check)."""
    code = lang_ or lang
    if (code, text) not in _patterns:
        b = FluentBundle([code], use_isolating=False, functions=FUNCTIONS)
        res = FluentParser().parse("m = " + to_fluent(text).replace("\n", "\n    ") + "\n")
        ok = not any(isinstance(e, ftl.Junk) for e in res.body)
        if ok:
            b.add_resource(res)
        if len(_patterns) > 4000:
            _patterns.clear()
        _patterns[(code, text)] = (b, ok)
    b, ok = _patterns[(code, text)]
    if not ok:
        return text
    msg = b.get_message("m")
    missing = [v for v in pattern_variables(msg) if v not in kw]
    if missing:
        raise KeyError(missing[0])
    return str(b.format_pattern(msg.value, fluent_args(kw))[0]) if msg.value else ""


def forget() -> None:
    """Drop every text read (tests and tools that point the data folder elsewhere): the next use reads again."""
    global lang
    _ui.clear()
    _games.clear()
    _fallback.clear()
    _said.clear()
    _patterns.clear()
    _said_texts.clear()
    lang = "fr"


@functools.lru_cache(maxsize=16384)
def _message(source: str) -> ftl.Resource:
    """A game's sentence as the one-message resource of its bundle (read-only; kept per text: every
    reading of a texts.yaml, check-data's and a hot reload's, builds both languages' bundles again)."""
    return FluentParser().parse(source)


@functools.lru_cache(maxsize=8192)
def _sentence(text: str) -> ftl.Resource:
    """A texts.yaml sentence parsed as a one-message resource (read-only; kept per text)."""
    return FluentParser().parse("m = " + to_fluent(text).replace("\n", "\n    ") + "\n")


def parse_sentence(text: str) -> ftl.Message | None:
    """A texts.yaml sentence as a Fluent message, or None when Fluent cannot read it."""
    res = _sentence(text)
    return next((e for e in res.body if isinstance(e, ftl.Message)), None) if not any(
        isinstance(e, ftl.Junk) for e in res.body) else None


def text_variables(text: str) -> set[str]:
    """The event fields a sentence of a texts.yaml (a Fluent pattern, or a `{var}` template) needs:
    `<name>_count`, which `describe` derives from the list `<name>`, counts as `<name>`."""
    res = _sentence(text)
    used = {v for e in res.body if isinstance(e, ftl.Message) for v in pattern_variables(e)}
    return {v.removesuffix("_count") if v.endswith("_count") and v != "_count" else v for v in used}
