"""Interface texts in French and English, and the log panel's sentences for game events."""

from __future__ import annotations

import string
from typing import Any

from game import data, paths
from game.core import Event

_ui: dict[str, dict[str, str]] = {}
_games: dict[str, tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]] = {}
lang = "fr"


def set_lang(value: str) -> None:
    global lang
    lang = _fallback.get(value, value)


_fallback: dict[str, str] = {}  # a language whose file was broken at the start -> the one spoken instead


def _read_ui(code: str) -> dict[str, str]:
    node = data.load(paths.data_dir() / "i18n" / f"{code}.yaml")
    return {k: n.str() for k, n in node.items()}


def ui_strings(code: str) -> dict[str, str]:
    if code not in _ui:
        _ui[code] = _read_ui(code)
    return _ui[code]


def start(code: str) -> str | None:
    """Read both interface languages once, at a start, so a broken file never surfaces as a
    traceback in the middle of drawing a table.

    A broken `code` file makes the interface speak the other language; a broken other file makes
    it stand in for that one. Returns the one line to tell the person (None when both read), and
    raises the DataError of `code` when neither file can be used (the caller exits with it).
    """
    other = "en" if code == "fr" else "fr"
    problems: dict[str, data.DataError] = {}
    for c in (code, other):
        try:
            _ui[c] = _read_ui(c)
        except data.DataError as exc:
            problems[c] = exc
    if code in problems and other in problems:
        raise problems[code]
    if code in problems:
        _ui[code] = _ui[other]
        _fallback[code] = other
        set_lang(other)
        return f"{problems[code]} (the interface speaks {_LANG_NAMES[other]})"
    if other in problems:
        _ui[other] = _ui[code]
        return f"{problems[other]} ({_LANG_NAMES[other]} shows the {_LANG_NAMES[code]} texts)"
    return None


_LANG_NAMES = {"fr": "French", "en": "English"}


def t(key: str, **kw: Any) -> str:
    """The interface text `key` in the current language (the key itself if a text is missing)."""
    text = ui_strings(lang).get(key) or ui_strings("fr").get(key) or key
    try:
        return text.format(**kw) if kw else text
    except (KeyError, ValueError, IndexError, AttributeError):  # a text being edited: show it as written
        return text


def _read_game(game_id: str) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    f = data.game_file(game_id, "texts.yaml")
    events: dict[str, dict[str, str]] = {}
    names: dict[str, dict[str, str]] = {}
    if f.exists():
        node = data.load(f)
        events = {k: n.texts() for k, n in node.get("events", {}).items()}
        names = {k: n.texts() for k, n in node.get("names", {}).items()}
    return events, names


def game_texts(game_id: str) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """(event templates, id names) from data/<game>/texts.yaml."""
    if game_id not in _games:
        _games[game_id] = _read_game(game_id)
    return _games[game_id]


_why: dict[str, dict[str, dict[str, str]]] = {}


def why_texts(game_id: str) -> dict[str, dict[str, str]]:
    """Refusal reasons of a game (`why:` in data/<game>/texts.yaml): reason -> {lang: sentence}."""
    if game_id not in _why:
        f = data.game_file(game_id, "texts.yaml")
        node = data.load(f) if f.exists() else None
        _why[game_id] = {k: n.texts() for k, n in node.get("why", {}).items()} if node is not None else {}
    return _why[game_id]


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
    values = _Safe()
    for k, v in params.items():
        seat = isinstance(v, int) and not isinstance(v, bool) and k in SEAT_KEYS and seat_names and v < len(seat_names)
        values[k] = seat_names[v] if seat and seat_names else name(game_id, v)
    if key.startswith(("core.", "net.")):
        text = ui_strings(lang).get(f"why.{key}") or ui_strings("en").get(f"why.{key}")
    else:
        tpl = why_texts(key.split(".", 1)[0]).get(key.split(".", 1)[1], {})
        text = tpl.get(lang) or tpl.get("en")
    return string.Formatter().vformat(text, (), values) if text else english


def reload() -> str | None:
    """Re-read the texts in use. A broken file keeps the last good texts and returns its one-line problem."""
    try:
        ui = {code: _read_ui(code) for code in set(_ui) | {"fr", lang}}
        games = {gid: _read_game(gid) for gid in _games}
    except data.DataError as exc:
        return str(exc)
    _ui.clear()
    _ui.update(ui)
    _fallback.clear()  # every language read: a file broken at the start has been mended
    _games.clear()
    _why.clear()
    _games.update(games)
    return None


def name(game_id: str, value: Any) -> str:
    """A translated id (an Elemon, a card) or the value as it is."""
    _, names = game_texts(game_id)
    if isinstance(value, list):
        return ", ".join(name(game_id, v) for v in value)
    if isinstance(value, str) and value in names:
        return names[value].get(lang, value)
    return str(value)


SEAT_KEYS = ("target", "from", "seat", "player", "to_seat", "holder", "owner", "victim", "first", "winner", "partner")


class _Safe(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def describe(game_id: str, event: Event, seat_names: list[str]) -> str | None:
    """The log panel's sentence for an event, or None when the event is not worth a line."""
    events, _ = game_texts(game_id)
    # "kind.effect" in texts.yaml: a sentence for one effect of the kind (it names that effect's choices).
    tpl = events.get(f"{event.kind}.{event.data.get('effect')}") or events.get(event.kind)
    if tpl is None:
        return None
    values = _Safe()
    values["who"] = seat_names[event.seat] if event.seat is not None and event.seat < len(seat_names) else ""
    for key, value in event.data.items():
        if isinstance(value, int) and key in SEAT_KEYS and value < len(seat_names):
            values[key] = seat_names[value]
        elif value is None:
            values[key] = "-"
        elif key in ("slot", "slots"):  # slots are 0-based in the engine, counted from 1 on screen
            values[key] = ", ".join(str(v + 1) for v in value) if isinstance(value, list) else str(value + 1)
        else:
            values[key] = name(game_id, value)
    text = tpl.get(lang) or tpl.get("fr", "")
    try:
        return string.Formatter().vformat(text, (), values)
    except (ValueError, IndexError, AttributeError, KeyError):  # a sentence being edited: show it as written
        return text


def data_error(exc: Exception) -> str:
    """A broken definition said in the player's language, with its file:line kept as it is (a
    designer opens that line). Faults of a known shape (`DataError.key`) are translated; any other
    (a rule a game's loader checks itself) keeps its English words after a translated lead-in."""
    if not isinstance(exc, data.DataError):
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    where = exc.where
    if exc.key and f"data.{exc.key}" in ui_strings(lang):
        said = t(f"data.{exc.key}", **exc.params)
        path = t("data.top") if exc.path in ("", "(top)") else exc.path
        return f"{where}: {path}: {said}" if exc.path else f"{where}: {said}"
    return f"{where}: {t('data.other')} {exc.message}"



def has(key: str) -> bool:
    """Whether the interface has a text for `key` (in either language)."""
    return key in ui_strings(lang) or key in ui_strings("fr")


def variables(key: str) -> list[str]:
    """The variables the text `key` uses, in order (for proofreading with sample values)."""
    text = ui_strings(lang).get(key) or ui_strings("fr").get(key) or ""
    names: list[str] = []
    for _, field, _, _ in string.Formatter().parse(text):
        if field and field not in names:
            names.append(field)
    return names
