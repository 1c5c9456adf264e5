"""The host: the one authoritative match, served to remote seats over websockets.

`HostTable` is the whole logic without any input/output (so tests drive it
directly): it binds connections to seats by their secret token, judges actions
in arrival order, plays the host's bots, runs a real-time game's clock, keeps
the chat, autosaves after every change, and decides what each connection may
receive: its own seat's view and the events that seat may see, never more.
It also keeps each connection within its limits (`Limits`): a flood of actions
or chat lines, illegal actions and replayed action ids close that connection,
never the match.

`serve` wraps it in a websockets server (TLS unless told otherwise) that gives
every connection its own bounded send queue and writer task: a client that does
not read fills only its own queue and is closed, the others never wait on it.
No pygame is imported here.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import journal, paths
from game.core import Event, IllegalAction, visible
from game.feed import LocalFeed
from game.match import Match
from net import protocol
from net.protocol import ROUND_BREAK, ProtocolError
from net.tls import write_private

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.server import ServerConnection

Outbox = list[tuple[int, dict[str, Any]]]  # (connection id, message)
ABUSE_LIMIT = 20  # protocol errors a connection may make before it is closed
TICK = 0.1  # seconds between clock ticks of a real-time game
START_BREAK = 3.0  # real time: seconds before the first round, once everyone sits (each screen counts down)
MAX_TOKEN = 64  # characters: a longer "token" is a wrong one, never compared


@dataclass
class Limits:
    """What one connection, one address and one table may cost the host (docs/protocol.md, "Limits").

    Rates are (per second, burst): a bucket holds `burst` and refills at `per second`.
    """

    hello_timeout: float = 5.0  # seconds from the TCP connection to a hello (TLS and websocket handshakes included)
    queue_messages: int = 512  # messages waiting for a slow reader before its connection is closed
    queue_bytes: int = 8 << 20  # bytes waiting for a slow reader before its connection is closed
    connections: int = 1000  # sockets in all (lowered to fit the open-file limit)
    per_address: int = 256  # sockets from one address
    pending: int = 128  # sockets that have not said hello yet, in all
    pending_per_address: int = 64  # sockets that have not said hello yet, from one address
    spectators: int = 16  # per table
    wrong_tokens: tuple[float, float] = (0.2, 10.0)  # hellos with a wrong token, per address
    messages: tuple[float, float] = (50.0, 100.0)  # messages read from one connection: beyond, it waits (paced)
    illegal: tuple[float, float] = (0.5, 30.0)  # illegal actions, per connection: beyond, it is closed
    chat: tuple[float, float] = (0.5, 6.0)  # chat lines, per connection
    journal: tuple[float, float] = (5.0, 60.0)  # playtest journal lines, per connection (beyond: dropped)
    chat_kept: int = 500  # lines kept in the save and sent on join (the oldest go)
    chat_save_every: float = 2.0  # seconds: chat alone rewrites the save at most this often
    log_lines: int = 20  # stderr lines per 10 seconds; the rest are counted, then summed up


@dataclass
class Bucket:
    """A token bucket: `take` is False once the burst is spent faster than the rate refills it."""

    rate: float
    burst: float
    level: float = -1.0
    at: float = 0.0

    def _fill(self, now: float) -> None:
        if self.level < 0:
            self.level, self.at = self.burst, now
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now

    def take(self, now: float | None = None) -> bool:
        self._fill(time.monotonic() if now is None else now)
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True

    def delay(self, now: float | None = None) -> float:
        """Take one even when there is none: the seconds to wait before acting on it (a paced reader)."""
        self._fill(time.monotonic() if now is None else now)
        self.level -= 1.0
        return 0.0 if self.level >= 0 else -self.level / self.rate

    def empty(self, now: float | None = None) -> bool:
        self._fill(time.monotonic() if now is None else now)
        return self.level < 1.0


@dataclass
class Conn:
    """One websocket connection: which seat it holds (None: not yet, or a spectator)."""

    id: int
    seat: int | None = None
    spectator: bool = False
    errors: int = 0
    closed: str = ""  # a reason once the host decided to close it
    last_id: int | None = None  # action ids must increase on a connection: an old frame is not played again
    illegal: Bucket = field(default_factory=lambda: Bucket(*Limits.illegal))
    chat: Bucket = field(default_factory=lambda: Bucket(*Limits.chat))
    journal: Bucket = field(default_factory=lambda: Bucket(*Limits.journal))

    @property
    def bound(self) -> bool:
        return self.seat is not None or self.spectator


def same_token(known: str, given: str) -> bool:
    """Constant-time comparison that never raises: a non-ASCII or odd token is simply a wrong one."""
    if not isinstance(given, str) or len(given) > MAX_TOKEN:
        return False
    return secrets.compare_digest(known.encode("utf-8", "replace"), given.encode("utf-8", "replace"))


def notice(key: str, **params: Any) -> dict[str, Any]:
    return {"type": "notice", "key": key, "params": params}


@dataclass
class HostTable:
    """A match and the seats' connections. Every method returns the messages to send."""

    match: Match
    save_to: Path | None = None
    tokens: dict[int, str] = field(default_factory=dict)
    spectator_token: str | None = None
    chat: list[list[Any]] = field(default_factory=list)  # [seat or None, text]
    handover_after: float = 0.0  # seconds a remote seat may stay empty before a bot takes it (0: never)
    round_break: float = ROUND_BREAK  # real time: the clock's rest between rounds
    limits: Limits = field(default_factory=Limits)
    chat_at: list[int] = field(default_factory=list)  # for each chat line, the length of the history when said
    keep_journal: bool = True  # the playtest journal of the hosted game (host --no-journal: none)

    def __post_init__(self) -> None:
        self.feed = LocalFeed(self.match)
        for seat in self.remote_seats():
            self.tokens.setdefault(seat, new_token())
        self.conns: dict[int, Conn] = {}
        self.left_at: dict[int, float] = {s: time.monotonic() for s in self.remote_seats()}
        self.joined: set[int] = set()  # remote seats that have come at least once
        self.hold: float | None = None  # real time: seconds the clock still waits (None: not started)
        self.feed.poll(0.0)  # the opening is in the history every joiner receives
        self.chat_at = (self.chat_at + [-1] * len(self.chat))[: len(self.chat)]  # -1: said before positions were kept
        self._journal_ended = False
        self.dirty = False  # something (the chat) is not in the save yet
        self.saved_at = 0.0
        self._locked = False
        self.journal = self._open_journal() if self.keep_journal else None

    def _open_journal(self) -> journal.Journal | None:
        """The hosted game's playtest journal (game/journal.py): every seat's decisions as the host
        plays them, and what each consenting client sends of its own (refusals, aids, notes, times)."""
        if self.save_to is None:
            return None
        m = self.match
        book = journal.Journal(journal.journal_path(m.game_id, m.started, m.seed), m.game_id, list(m.seats),
                               list(m.names), m.seed, m.started, resumed=bool(m.moves))
        book.moved(len(m.moves))
        return book

    def _journal_moves(self) -> None:
        book = self.journal
        if book is None:
            return
        for move in self.match.moves[book.move:]:
            if move and move[0] != "time":
                book.decided(int(move[0]), str(move[1]))
            else:
                book.move += 1
        if self.feed.is_over and not self._journal_ended:
            self._journal_ended = True
            book.end(list(self.feed.result().winners), len(self.match.moves))

    # -- seats ----------------------------------------------------------------------------------
    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s == "remote"]

    def seat_of_token(self, token: str) -> int | None:
        for seat, known in self.tokens.items():
            if same_token(known, token):
                return seat
        return None

    def is_spectator_token(self, token: str) -> bool:
        return self.spectator_token is not None and same_token(self.spectator_token, token)

    def holder(self, seat: int) -> Conn | None:
        return next((c for c in self.conns.values() if c.seat == seat and not c.closed), None)

    def present(self) -> dict[int, bool]:
        """Each remote seat: is someone at it now (the lobby lists who is connected)."""
        return {s: self.holder(s) is not None for s in self.remote_seats()}

    def _others(self, conn_id: int, message: dict[str, Any]) -> Outbox:
        return [(c.id, message) for c in self.conns.values() if c.bound and not c.closed and c.id != conn_id]

    # -- connections ----------------------------------------------------------------------------
    def connect(self, conn_id: int) -> None:
        lim = self.limits
        self.conns[conn_id] = Conn(conn_id, illegal=Bucket(*lim.illegal), chat=Bucket(*lim.chat))

    def disconnect(self, conn_id: int) -> Outbox:
        """A connection is gone; if it held a seat that is now empty, the others are told."""
        conn = self.conns.pop(conn_id, None)
        if conn is not None and conn.seat is not None and self.holder(conn.seat) is None:
            self.left_at[conn.seat] = time.monotonic()
            if not self.feed.is_over:
                return self._others(conn_id, notice("net.left", seat=conn.seat))
        return []

    def receive(self, conn_id: int, raw: str | bytes) -> Outbox:
        """One message from a connection; a bad one is refused (or closes an abusive connection)."""
        conn = self.conns.get(conn_id)
        if conn is None or conn.closed:
            return []
        try:
            msg = protocol.decode(raw, protocol.CLIENT_MESSAGES)
        except ProtocolError as exc:
            return self._bad(conn, str(exc), close=len(raw) > protocol.MAX_MESSAGE)
        kind = msg["type"]
        if kind == "hello":
            return self._hello(conn, msg)
        if not conn.bound:
            return self._bad(conn, "say hello with your token first", close=True)
        if kind == "action":
            return self._action(conn, msg)
        if kind == "chat":
            return self._chat(conn, msg)
        if kind == "journal":
            return self._journal(conn, msg)
        conn.closed = "bye"
        return self.disconnect(conn_id)

    def _bad(self, conn: Conn, reason: str, close: bool = False, key: str = "net.protocol") -> Outbox:
        conn.errors += 1
        out: Outbox = [(conn.id, refused(None, reason, key))]
        if close or conn.errors > ABUSE_LIMIT:
            conn.closed = reason
            out.append((conn.id, {"type": "bye", "reason": reason, "key": key}))
        return out

    def _hello(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        if conn.bound:
            return self._bad(conn, "already joined")
        if msg["version"] != protocol.VERSION:
            return self._bad(conn, f"this host speaks protocol {protocol.VERSION}, not {msg['version']}", close=True,
                             key="net.version")
        token = msg["token"]
        if self.is_spectator_token(token):
            watching = sum(1 for c in self.conns.values() if c.spectator and not c.closed)
            if watching >= self.limits.spectators:
                return self._bad(conn, f"this table has {watching} spectators already", close=True, key="net.full")
            conn.spectator = True
            return self._welcome(conn)
        seat = self.seat_of_token(token)
        if seat is None:
            return self._bad(conn, "wrong token", close=True, key="net.wrong_token")
        if self.match.seats[seat] != "remote":
            return self._bad(conn, f"seat {seat} was handed to a bot", close=True, key="net.seat_taken")
        out: Outbox = []
        stale = self.holder(seat)
        if stale is not None:  # last one wins: a frozen or forgotten connection never locks its owner out
            stale.closed = "taken over"
            reason = "a new connection with this seat's token took the seat"
            out.append((stale.id, {"type": "bye", "reason": reason, "key": "net.taken_over"}))
        else:
            came = "net.back" if seat in self.joined else "net.arrived"
            out += self._others(conn.id, notice(came, seat=seat))
        conn.seat = seat
        self.joined.add(seat)
        if self.journal is not None and msg.get("client") == "bot":
            self.journal.seats[seat] = "bot:remote"  # `join --bot`: its decisions are a bot's
        self.left_at.pop(seat, None)
        return out + self._welcome(conn)

    def _welcome(self, conn: Conn) -> Outbox:
        m = self.match
        names = [str(m.names[i]) if i < len(m.names) and m.names[i] else "" for i in range(len(m.seats))]
        welcome = {"type": "welcome", "version": protocol.VERSION, "game": m.game_id, "seat": conn.seat,
                   "seats": list(m.seats), "options": dict(m.options), "names": names}
        everything = self.feed.history()
        seen_before = [0] * (len(everything) + 1)  # events of the whole history -> events this seat has seen
        for i, e in enumerate(everything):
            seen_before[i + 1] = seen_before[i] + (1 if e.visible_to(conn.seat) else 0)
        history = [e.to_json() for e in visible(everything, conn.seat)]
        chat_at = [seen_before[min(at, len(everything))] if at >= 0 else len(history) for at in self.chat_at]
        sync = {"type": "sync", **self._state(conn.seat), "history": history, "chat": list(self.chat),
                "chat_at": chat_at}
        return [(conn.id, welcome), (conn.id, sync)]

    def _state(self, seat: int | None) -> dict[str, Any]:
        feed = self.feed
        return {
            "view": feed.view(seat),
            "legal": [str(a) for a in feed.legal(seat)] if seat is not None else [],
            "actors": list(feed.actors()),
            "clock": feed.clock(),
            "over": feed.is_over,
            "result": feed.result().to_json() if feed.is_over else None,
        }

    def _action(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        if conn.seat is None:
            return self._bad(conn, "a spectator does not act", key="net.spectator")
        now = time.monotonic()
        if conn.last_id is not None and msg["id"] <= conn.last_id:
            return self._bad(conn, f"action id {msg['id']} is not above {conn.last_id}", key="net.old_action")
        conn.last_id = msg["id"]
        try:
            action = protocol.parse_action(msg["action"])
        except ProtocolError as exc:
            return self._bad(conn, str(exc))
        try:
            self.feed.submit(conn.seat, action)
        except IllegalAction as exc:
            key = getattr(exc, "key", "") or "core.illegal"
            out: Outbox = [(conn.id, refused(msg["id"], str(exc), key, getattr(exc, "params", {})))]
            if not conn.illegal.take(now):
                reason = "too many illegal actions"
                conn.closed = reason
                out.append((conn.id, {"type": "bye", "reason": reason, "key": "net.abuse"}))
            return out
        events = self.feed.poll(0.0)
        return self.broadcast(events)

    def _chat(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        if not conn.chat.take():
            return self._bad(conn, "too many chat lines: slow down", key="net.chat_too_fast")
        text = " ".join(msg["text"].split())[: protocol.MAX_CHAT]
        if not text:
            return []
        self.chat.append([conn.seat, text])
        self.chat_at.append(len(self.feed.history()))
        if len(self.chat) > self.limits.chat_kept:
            del self.chat[: -self.limits.chat_kept]
            del self.chat_at[: -self.limits.chat_kept]
        self.dirty = True
        self.flush()
        if self.journal is not None:
            self.journal.chat(conn.seat, text)
        return [(c.id, {"type": "chat", "seat": conn.seat, "text": text}) for c in self.conns.values()
                if c.bound and not c.closed]

    def _journal(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        """A seat's own journal line, written into the hosted game's journal under that seat (a seat
        never writes for another; a spectator writes nothing); a flood is dropped, not answered."""
        if conn.seat is None or self.journal is None or not conn.journal.take():
            return []
        entry = journal.journal_entry(msg["entry"], conn.seat, self.match.moves)
        if entry is not None:
            self.journal.write(entry)
        return []

    # -- the match moves on ---------------------------------------------------------------------
    def broadcast(self, events: list[Event]) -> Outbox:
        """After a change: each connection gets its seat's events and view; then an autosave."""
        self.save()
        self._journal_moves()
        out: Outbox = []
        for c in self.conns.values():
            if c.bound and not c.closed:
                seen = [e.to_json() for e in visible(events, c.seat)]
                out.append((c.id, {"type": "update", "events": seen, **self._state(c.seat)}))
        return out

    def bot_turn(self) -> Outbox:
        """Let the host's bots act while one may (turn-based games)."""
        out: Outbox = []
        for _ in range(1000):
            if self.feed.bot_to_act() is None:
                break
            self.feed.bot_step()
            out += self.broadcast(self.feed.poll(0.0))
        return out

    def tick(self, dt: float) -> Outbox:
        """The host's clock is the clock: a real-time game's hourglass and bots move on."""
        self.flush()
        self._handover_empty_seats()
        if not self.feed.realtime or self.feed.is_over:
            return self.bot_turn()
        if not self.joined >= set(self.remote_seats()):
            return []  # the hourglass waits until every remote player has sat down
        if self.hold is None:
            self.hold = min(START_BREAK, self.round_break)
        if self.hold > 0:
            self.hold -= dt  # between rounds the host's clock stands still, as every screen's does
            return []
        events = self.feed.poll(dt)
        if any(e.kind in self.match.spec.clock_stops for e in events):
            self.hold = self.round_break
        return self.broadcast(events) if events else []

    def busy(self) -> bool:
        """Does the clock have anything to do for this table (else its tick is skipped)?"""
        if self.feed.is_over:
            return self.dirty
        return (self.feed.realtime or self.feed.bot_to_act() is not None or self.handover_after > 0
                or self.dirty)

    def _handover_empty_seats(self) -> None:
        if self.handover_after <= 0:
            return
        now = time.monotonic()
        for seat, since in list(self.left_at.items()):
            if now - since >= self.handover_after and self.match.seats[seat] == "remote":
                self.hand_to_bot(seat)

    def hand_to_bot(self, seat: int, strength: str = "medium") -> None:
        """A person has left: a bot plays the seat from now on (it is told all that seat has seen)."""
        m = self.match
        m.seats[seat] = f"bot:{strength}"
        bot = m.spec.make_bot(strength, seat, m.seed)
        m.bots[seat] = bot
        bot.observe(visible(self.feed.history(), seat))
        self.left_at.pop(seat, None)
        self.save()

    # -- saving ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        host = {"tokens": {str(s): t for s, t in self.tokens.items()}, "chat": self.chat, "chat_at": self.chat_at,
                "spectator_token": self.spectator_token}
        return {**self.match.to_json(), "host": host}

    def save(self) -> None:
        """Owner-only (it holds the tokens and the chance state) and atomic; the first save takes the
        hosting lock of the file, so a second host of the same save refuses instead of overwriting it."""
        if self.save_to is None:
            return
        if not self._locked:
            paths.acquire_lock(hosting_lock(self.save_to))
            self._locked = True
        write_private(self.save_to, json.dumps(self.to_json(), separators=(",", ":")))
        self.dirty = False
        self.saved_at = time.monotonic()

    def flush(self) -> None:
        """Write what only the chat changed, at most every `chat_save_every` seconds (a flood of lines
        never rewrites the save once a line)."""
        if self.dirty and time.monotonic() - self.saved_at >= self.limits.chat_save_every:
            self.save()

    def release(self) -> None:
        """The hosting is over: the save is written and its lock let go."""
        if self.dirty:
            self.save()
        if self._locked and self.save_to is not None:
            paths.release_lock(hosting_lock(self.save_to))
            self._locked = False

    @classmethod
    def load(cls, path: Path, save_to: Path | None = None, **kw: Any) -> HostTable:
        """A restarted host: the match replayed from its autosave, the same tokens, the chat."""
        match = Match.load(path)
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
        host = raw.get("host") or {}
        tokens = {int(s): str(t) for s, t in (host.get("tokens") or {}).items()}
        chat = [list(line) for line in host.get("chat") or [] if isinstance(line, list) and len(line) == 2]
        at = host.get("chat_at")
        chat_at = [int(a) for a in at] if isinstance(at, list) and all(type(a) is int for a in at) else []
        if len(chat_at) != len(chat):
            chat_at = []
        spectator = host.get("spectator_token")
        return cls(match, save_to or path, tokens, spectator if isinstance(spectator, str) else None, chat,
                   chat_at=chat_at, **kw)

    def result_line(self) -> str:
        res = self.feed.result()
        scores = ",".join(f"{s:g}" for s in res.scores)
        return f"result winners={','.join(map(str, res.winners)) or '-'} scores={scores}"


def hosting_lock(save: Path) -> Path:
    """What a host locks for its save (as local saves lock theirs, game/paths.py): a lock of its own,
    so a second host refuses while readers (a replay, a test watching the game) may still read it."""
    return Path(save).with_name(Path(save).name + ".host")


def refused(msg_id: int | None, reason: str, key: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": "refused", "id": msg_id, "reason": reason, "key": key, "params": dict(params or {})}


def new_token() -> str:
    """A seat's secret: 96 random bits in URL-safe letters, never starting with '-', which a command
    line (`join ADDRESS --token -x...`) would take for an option."""
    while True:
        token = secrets.token_urlsafe(12)
        if not token.startswith("-"):
            return token


def lan_address() -> str:
    """The address other machines of this network reach this one by, for the invitations of a host
    bound to every interface. A UDP socket "connected" outward picks the route without sending a
    packet; without a network it is 127.0.0.1 (the invitation then works on this machine only)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, nothing is sent
        address = probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
    return address if address and not address.startswith("0.") else "127.0.0.1"


class Log:
    """stderr, rate-limited: a flood of failing connections costs a few lines, never megabytes."""

    def __init__(self, lines: int = 20, window: float = 10.0) -> None:
        self.lines, self.window = lines, window
        self.start, self.used, self.dropped = 0.0, 0, 0

    def __call__(self, text: str) -> None:
        now = time.monotonic()
        if now - self.start >= self.window:
            if self.dropped:
                self._write(f"host: {self.dropped} more lines like these were left out")
            self.start, self.used, self.dropped = now, 0, 0
        if self.used >= self.lines:
            self.dropped += 1
            return
        self.used += 1
        self._write(text)

    @staticmethod
    def _write(text: str) -> None:
        try:
            print(text.splitlines()[0][:300] if text else "", file=sys.stderr, flush=True)
        except (OSError, ValueError):
            return


class _LogHandler(logging.Handler):
    """The websockets and asyncio loggers, one line per record (no traceback), through `Log`."""

    def __init__(self, log: Log) -> None:
        super().__init__(logging.WARNING)
        self.log = log

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except (TypeError, ValueError):
            text = str(record.msg)
        if record.exc_info and record.exc_info[1] is not None:
            text = f"{text} ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
        self.log(f"host: {text}")


def _quiet_libraries(log: Log) -> None:
    for name in ("websockets", "asyncio"):
        logger = logging.getLogger(name)
        logger.handlers = [h for h in logger.handlers if not isinstance(h, _LogHandler)] + [_LogHandler(log)]
        logger.propagate = False


def _open_file_room() -> int:
    """Raise this process's open-file limit to what the system allows; the sockets it leaves room for."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return 1 << 20
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
        except (ValueError, OSError):
            pass
    return 1 << 20 if soft == resource.RLIM_INFINITY else max(16, soft - 48)  # room for saves, logs, the loop


class Peer:
    """A connection's socket and its own queue of messages, sent by its own writer task: a client
    that does not read fills its own queue (then is closed), and no one else ever waits for it."""

    def __init__(self, ws: ServerConnection, address: str, limits: Limits) -> None:
        self.ws, self.address, self.limits = ws, address, limits
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.queued = 0  # characters waiting
        self.closing = False
        self.pace = Bucket(*limits.messages)  # a flood is read no faster than this: it waits in its own socket
        self.writer = asyncio.create_task(self._write())

    def put(self, text: str) -> bool:
        """Queue a message; False when the queue is full (the reader is too slow: it must go)."""
        if self.closing:
            return True
        if self.queue.qsize() >= self.limits.queue_messages or self.queued + len(text) > self.limits.queue_bytes:
            return False
        self.queued += len(text)
        self.queue.put_nowait(text)
        return True

    def close_after(self) -> None:
        """Close once what is queued (a refusal, a goodbye) is sent."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(None)

    def abort(self) -> None:
        self.closing = True
        self.ws.transport.abort()

    async def _write(self) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                item = await self.queue.get()
                if item is None:
                    await self.ws.close()
                    return
                self.queued -= len(item)
                await self.ws.send(item)
        except ConnectionClosed:
            return


async def serve(tables: HostTable | list[HostTable], bind: str, port: int, ready: Callable[[int], None] | None = None,
                stop: asyncio.Event | None = None, *, ssl_context: ssl.SSLContext | None = None,
                limits: Limits | None = None) -> None:
    """Serve one table or many (a connection's token says which), until every match is over or `stop`.

    `ssl_context` None serves plain ws:// (the `--insecure` debugging mode).
    """
    from websockets.asyncio.server import serve as ws_serve
    from websockets.exceptions import ConnectionClosed

    every = tables if isinstance(tables, list) else [tables]
    lim = limits or every[0].limits
    if ssl_context is not None:
        # asyncio gives every TLS connection a 256 KiB read buffer from its first byte, handshake or not:
        # 1,000 sockets that never finish a handshake would hold 260 MB. A TLS record is at most 16 KiB.
        from asyncio import sslproto

        sslproto.SSLProtocol.max_size = min(sslproto.SSLProtocol.max_size, 32 * 1024)
    lim.connections = min(lim.connections, _open_file_room())
    log = Log(lim.log_lines)
    _quiet_libraries(log)
    asyncio.get_running_loop().set_exception_handler(lambda _loop, ctx: log(f"host: {ctx.get('message', '')}"))
    lock = asyncio.Lock()
    peers: dict[int, Peer] = {}
    seated: dict[int, HostTable] = {}  # connection -> the table its hello chose
    by_address: dict[str, int] = {}
    pending: dict[str, int] = {}  # connections that have not said hello yet, by address
    wrong: dict[str, Bucket] = {}  # wrong-token hellos, by address
    done = stop or asyncio.Event()
    counter = iter(range(1, 1 << 62))

    def table_for(conn_id: int, raw: str | bytes) -> HostTable:
        """A connection belongs to the table whose token its hello carries (the first table otherwise)."""
        if conn_id in seated:
            return seated[conn_id]
        token = ""
        try:
            msg = json.loads(raw) if len(raw) <= protocol.MAX_MESSAGE else {}
            token = msg.get("token", "") if isinstance(msg, dict) and isinstance(msg.get("token"), str) else ""
        except (ValueError, RecursionError):
            token = ""
        chosen = next((t for t in every if t.seat_of_token(token) is not None or t.is_spectator_token(token)), every[0])
        seated[conn_id] = chosen
        chosen.connect(conn_id)
        return chosen

    def deliver(out: Outbox) -> None:
        """Into each connection's own queue, at once: nobody waits for anybody's socket."""
        for conn_id, message in out:
            peer = peers.get(conn_id)
            if peer is None:
                continue
            if not peer.put(protocol.encode(message)):
                log(f"host: connection {conn_id} from {peer.address} does not read: closed (it may join again)")
                table = seated.get(conn_id)
                conn = table.conns.get(conn_id) if table is not None else None
                if conn is not None:
                    conn.closed = "too slow"
                peer.abort()
                continue
            if message["type"] == "bye":
                peer.close_after()
        if all(t.feed.is_over for t in every):
            done.set()

    def count(where: dict[str, int], address: str, step: int) -> None:
        where[address] = where.get(address, 0) + step
        if where[address] <= 0:
            del where[address]

    async def handler(ws: ServerConnection) -> None:
        peer_name = ws.remote_address
        address = str(peer_name[0]) if isinstance(peer_name, tuple) and peer_name else "?"
        if (len(peers) >= lim.connections or by_address.get(address, 0) >= lim.per_address
                or sum(pending.values()) >= lim.pending or pending.get(address, 0) >= lim.pending_per_address):
            log(f"host: too many connections (from {address}): one refused")
            await ws.close(1013, "too many connections, try again later")
            return
        conn_id = next(counter)
        peer = Peer(ws, address, lim)
        peers[conn_id] = peer
        count(by_address, address, 1)
        count(pending, address, 1)
        waiting = True
        table: HostTable | None = None
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), lim.hello_timeout)
            except TimeoutError:
                return
            tries = wrong.setdefault(address, Bucket(*lim.wrong_tokens))
            if tries.empty():
                reason = "too many wrong tokens from this address: wait a minute"
                deliver([(conn_id, refused(None, reason, "net.too_many_tries")),
                         (conn_id, {"type": "bye", "reason": reason, "key": "net.too_many_tries"})])
                return
            async with lock:
                table = table_for(conn_id, first)
                out = table.receive(conn_id, first)
            if any(c == conn_id and m.get("key") == "net.wrong_token" for c, m in out):
                tries.take()
            deliver(out)
            conn = table.conns.get(conn_id)
            if conn is None or conn.closed or not conn.bound:
                return
            count(pending, address, -1)
            waiting = False
            async for raw in ws:
                wait = peer.pace.delay()
                if wait > 0:
                    await asyncio.sleep(wait)
                async with lock:
                    out = table.receive(conn_id, raw)
                deliver(out)  # the player's own move is on its way before the host's bots think
                if out and not table.feed.realtime and table.feed.bot_to_act() is not None:
                    async with lock:
                        deliver(await asyncio.to_thread(table.bot_turn))
                conn = table.conns.get(conn_id)
                if conn is None or conn.closed:
                    break
        except ConnectionClosed:
            pass
        finally:
            if waiting:
                count(pending, address, -1)
            count(by_address, address, -1)
            async with lock:
                if table is not None:
                    deliver(table.disconnect(conn_id))
                seated.pop(conn_id, None)
            peers.pop(conn_id, None)
            if peer.closing and not peer.writer.done():
                try:  # the refusal or goodbye reaches the client, within bounds
                    await asyncio.wait_for(asyncio.shield(peer.writer), 2.0)
                except (TimeoutError, ConnectionClosed):
                    pass
            peer.writer.cancel()

    async def clock() -> None:
        last = time.monotonic()
        while not done.is_set():
            await asyncio.sleep(TICK)
            now = time.monotonic()
            for table in every:
                async with lock:
                    out = await asyncio.to_thread(table.tick, now - last) if table.busy() else []
                if out:
                    deliver(out)
            last = now
            if all(t.feed.is_over for t in every):
                done.set()

    async with ws_serve(handler, bind, port, max_size=protocol.MAX_MESSAGE, ping_interval=20, ping_timeout=20,
                        ssl=ssl_context, open_timeout=lim.hello_timeout, close_timeout=2,
                        write_limit=64 * 1024) as server:
        real_port = next(iter(server.sockets)).getsockname()[1]
        if ready is not None:
            ready(real_port)
        ticker = asyncio.create_task(clock())
        await done.wait()
        await asyncio.sleep(0.3)  # the last updates reach the clients
        for table in every:
            table.release()
        for peer in list(peers.values()):
            peer.put(protocol.encode({"type": "bye", "reason": "the match is over"}))
            peer.close_after()
        writers = [p.writer for p in peers.values() if not p.writer.done()]
        if writers:
            await asyncio.wait(writers, timeout=2.0)
        ticker.cancel()
