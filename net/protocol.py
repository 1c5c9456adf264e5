"""The wire protocol between a host and its clients: small JSON messages, checked on both sides.

Written down for people in docs/protocol.md. Every message is one JSON object
with a `type`; nothing is ever unpickled or evaluated. A message that is not
valid JSON, too large, of an unknown type or with a field of the wrong type is
refused with a reason (`ProtocolError`), and the match is never touched.
"""

from __future__ import annotations

import json
from typing import Any

from game.core import Action, Event

# real time: the host's clock rests this long between rounds (the round's summary, then the countdown,
# on every screen); `host --round-break` may change it
ROUND_BREAK = 8.0

VERSION = 2  # 2: TLS by default, increasing action ids, notices, seat takeover
MAX_MESSAGE = 64 * 1024  # bytes a client may send in one message (the host sends views: no limit there)
MAX_CHAT = 300  # characters in one chat line

# type -> {field: python type}; every listed field is required, no other field is allowed.
CLIENT_MESSAGES: dict[str, dict[str, type | tuple[type, ...]]] = {
    "hello": {"version": int, "token": str},
    "action": {"id": int, "action": str},
    "chat": {"text": str},
    "journal": {"entry": dict},  # a seat's playtest journal line (refusal, aid, note, survey, timing), if it consents
    "bye": {},
}
HOST_MESSAGES: dict[str, dict[str, type | tuple[type, ...]]] = {
    "welcome": {"version": int, "game": str, "seat": (int, type(None)), "seats": list, "options": dict},
    "sync": {"view": dict, "legal": list, "actors": list, "history": list, "clock": (int, float), "over": bool,
             "result": (dict, type(None)), "chat": list},
    "update": {"events": list, "view": dict, "legal": list, "actors": list, "clock": (int, float), "over": bool,
               "result": (dict, type(None))},
    "refused": {"id": (int, type(None)), "reason": str, "key": str, "params": dict},
    "chat": {"seat": (int, type(None)), "text": str},
    "bye": {"reason": str},
    "notice": {"key": str, "params": dict},  # net.left / net.arrived / net.back {seat}: who dropped or came back
}


# Fields a message may carry besides its required ones (added after version 1 was written down; a
# host or client that does not send them is still understood).
OPTIONAL_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "welcome": {"names": list},  # the seat names typed on the host's setup screen ("" = the default)
    "sync": {"chat_at": list},  # for each chat line, how many events of the history came before it
    "bye": {"key": str},  # why, for the client to act on (net.taken_over: do not knock again)
}
# Likewise for what a client sends.
CLIENT_OPTIONAL_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "hello": {"client": str},  # "bot" for `join --bot`: the playtest journal counts its decisions as a bot's
}


class ProtocolError(ValueError):
    """A message that breaks the protocol; the text says how, in one line."""


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(raw: str | bytes, schema: dict[str, dict[str, type | tuple[type, ...]]],
           limit: int | None = MAX_MESSAGE) -> dict[str, Any]:
    """Parse and check one message against `schema`; ProtocolError if anything is off."""
    if limit is not None and len(raw) > limit:
        raise ProtocolError(f"message too large ({len(raw)} bytes, at most {limit})")
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("message is not UTF-8 text") from None
    try:
        msg = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("message is not valid JSON") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ProtocolError("message is not an object with a 'type'")
    fields = schema.get(msg["type"])
    if fields is None:
        raise ProtocolError(f"unknown message type '{msg['type'][:40]}'")
    optional = (OPTIONAL_FIELDS if schema is HOST_MESSAGES else CLIENT_OPTIONAL_FIELDS).get(msg["type"], {})
    extra = set(msg) - set(fields) - set(optional) - {"type"}
    if extra:
        raise ProtocolError(f"'{msg['type']}' has unknown fields: {', '.join(sorted(map(str, extra)))[:80]}")
    for name, kind in {**fields, **optional}.items():
        if name not in msg:
            if name in optional:
                continue
            raise ProtocolError(f"'{msg['type']}' lacks '{name}'")
        value = msg[name]
        if isinstance(value, bool) and kind in (int, float, (int, float)):
            raise ProtocolError(f"'{msg['type']}.{name}' has the wrong type")
        if not isinstance(value, kind):
            raise ProtocolError(f"'{msg['type']}.{name}' has the wrong type")
    return msg


def parse_action(text: str) -> Action:
    """A client's action text (`flip 3`) as an Action, or ProtocolError."""
    if not text.strip() or len(text) > 200:
        raise ProtocolError("an action is a short line of text such as 'flip 3'")
    try:
        return Action.parse(text)
    except (ValueError, IndexError):
        raise ProtocolError(f"'{text[:40]}' is not an action") from None


def event_from_json(data: dict[str, Any]) -> Event:
    """An event as the host sent it (Event.to_json), checked."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str) or not isinstance(data.get("data"), dict):
        raise ProtocolError("an event needs a kind and its data")
    seat = data.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise ProtocolError("an event's seat is a number or null")
    to = data.get("to")
    if to is not None and not (isinstance(to, list) and all(isinstance(s, int) for s in to)):
        raise ProtocolError("an event's 'to' is a list of seats")
    return Event(data["kind"], seat, data["data"], tuple(to) if to is not None else None)
