"""The host: the one authoritative match, served to remote seats over websockets.

`HostTable` is the whole logic without any input/output (so tests drive it
directly): it binds connections to seats by their secret token, judges actions
in arrival order, plays the host's bots, runs a real-time game's clock, keeps
the chat, autosaves after every change, and decides what each connection may
receive: its own seat's view and the events that seat may see, never more.
`serve` wraps it in a websockets server. No pygame is imported here.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import Event, IllegalAction, visible
from game.feed import LocalFeed
from game.match import Match
from game.paths import atomic_write
from net import protocol
from net.protocol import ROUND_BREAK, ProtocolError

Outbox = list[tuple[int, dict[str, Any]]]  # (connection id, message)
ABUSE_LIMIT = 20  # protocol errors a connection may make before it is closed
TICK = 0.1  # seconds between clock ticks of a real-time game
START_BREAK = 3.0  # real time: seconds before the first round, once everyone sits (each screen counts down)


@dataclass
class Conn:
    """One websocket connection: which seat it holds (None: not yet, or a spectator)."""

    id: int
    seat: int | None = None
    spectator: bool = False
    errors: int = 0
    closed: str = ""  # a reason once the host decided to close it

    @property
    def bound(self) -> bool:
        return self.seat is not None or self.spectator


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

    def __post_init__(self) -> None:
        self.feed = LocalFeed(self.match)
        for seat in self.remote_seats():
            self.tokens.setdefault(seat, new_token())
        self.conns: dict[int, Conn] = {}
        self.left_at: dict[int, float] = {s: time.monotonic() for s in self.remote_seats()}
        self.joined: set[int] = set()  # remote seats that have come at least once
        self.hold: float | None = None  # real time: seconds the clock still waits (None: not started)
        self.feed.poll(0.0)  # the opening is in the history every joiner receives

    # -- seats ----------------------------------------------------------------------------------
    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s == "remote"]

    def seat_of_token(self, token: str) -> int | None:
        for seat, known in self.tokens.items():
            if secrets.compare_digest(known, token):
                return seat
        return None

    def holder(self, seat: int) -> Conn | None:
        return next((c for c in self.conns.values() if c.seat == seat and not c.closed), None)

    # -- connections ----------------------------------------------------------------------------
    def connect(self, conn_id: int) -> None:
        self.conns[conn_id] = Conn(conn_id)

    def disconnect(self, conn_id: int) -> None:
        conn = self.conns.pop(conn_id, None)
        if conn is not None and conn.seat is not None and self.holder(conn.seat) is None:
            self.left_at[conn.seat] = time.monotonic()

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
        conn.closed = "bye"
        self.disconnect(conn_id)
        return []

    def _bad(self, conn: Conn, reason: str, close: bool = False, key: str = "net.protocol") -> Outbox:
        conn.errors += 1
        out: Outbox = [(conn.id, refused(None, reason, key))]
        if close or conn.errors > ABUSE_LIMIT:
            conn.closed = reason
            out.append((conn.id, {"type": "bye", "reason": reason}))
        return out

    def _hello(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        if conn.bound:
            return self._bad(conn, "already joined")
        if msg["version"] != protocol.VERSION:
            return self._bad(conn, f"this host speaks protocol {protocol.VERSION}, not {msg['version']}", close=True,
                             key="net.version")
        if self.spectator_token is not None and secrets.compare_digest(self.spectator_token, msg["token"]):
            conn.spectator = True
            return self._welcome(conn)
        seat = self.seat_of_token(msg["token"])
        if seat is None:
            return self._bad(conn, "wrong token", close=True, key="net.wrong_token")
        if self.holder(seat) is not None:
            return self._bad(conn, f"seat {seat} is already taken", close=True, key="net.seat_taken")
        if self.match.seats[seat] != "remote":
            return self._bad(conn, f"seat {seat} was handed to a bot", close=True, key="net.seat_taken")
        conn.seat = seat
        self.joined.add(seat)
        self.left_at.pop(seat, None)
        return self._welcome(conn)

    def _welcome(self, conn: Conn) -> Outbox:
        m = self.match
        names = [str(m.names[i]) if i < len(m.names) and m.names[i] else "" for i in range(len(m.seats))]
        welcome = {"type": "welcome", "version": protocol.VERSION, "game": m.game_id, "seat": conn.seat,
                   "seats": list(m.seats), "options": dict(m.options), "names": names}
        history = [e.to_json() for e in visible(self.feed.history(), conn.seat)]
        sync = {"type": "sync", **self._state(conn.seat), "history": history, "chat": list(self.chat)}
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
            return [(conn.id, refused(msg["id"], "a spectator does not act", "net.spectator"))]
        try:
            action = protocol.parse_action(msg["action"])
        except ProtocolError as exc:
            return self._bad(conn, str(exc))
        try:
            self.feed.submit(conn.seat, action)
        except IllegalAction as exc:
            key = getattr(exc, "key", "") or "core.illegal"
            return [(conn.id, refused(msg["id"], str(exc), key, getattr(exc, "params", {})))]
        events = self.feed.poll(0.0)
        return self.broadcast(events)

    def _chat(self, conn: Conn, msg: dict[str, Any]) -> Outbox:
        text = " ".join(msg["text"].split())[: protocol.MAX_CHAT]
        if not text:
            return []
        self.chat.append([conn.seat, text])
        self.save()
        return [(c.id, {"type": "chat", "seat": conn.seat, "text": text}) for c in self.conns.values()
                if c.bound and not c.closed]

    # -- the match moves on ---------------------------------------------------------------------
    def broadcast(self, events: list[Event]) -> Outbox:
        """After a change: each connection gets its seat's events and view; then an autosave."""
        self.save()
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
        host = {"tokens": {str(s): t for s, t in self.tokens.items()}, "chat": self.chat,
                "spectator_token": self.spectator_token}
        return {**self.match.to_json(), "host": host}

    def save(self) -> None:
        if self.save_to is not None:
            atomic_write(self.save_to, json.dumps(self.to_json(), separators=(",", ":")))

    @classmethod
    def load(cls, path: Path, save_to: Path | None = None, **kw: Any) -> HostTable:
        """A restarted host: the match replayed from its autosave, the same tokens, the chat."""
        match = Match.load(path)
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
        host = raw.get("host") or {}
        tokens = {int(s): str(t) for s, t in (host.get("tokens") or {}).items()}
        chat = [list(line) for line in host.get("chat") or [] if isinstance(line, list) and len(line) == 2]
        return cls(match, save_to or path, tokens, host.get("spectator_token"), chat, **kw)

    def result_line(self) -> str:
        res = self.feed.result()
        scores = ",".join(f"{s:g}" for s in res.scores)
        return f"result winners={','.join(map(str, res.winners)) or '-'} scores={scores}"


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


async def serve(tables: HostTable | list[HostTable], bind: str, port: int, ready: Callable[[int], None] | None = None,
                stop: asyncio.Event | None = None) -> None:
    """Serve one table or many (a connection's token says which), until every match is over or `stop`."""
    from websockets.asyncio.server import ServerConnection
    from websockets.asyncio.server import serve as ws_serve
    from websockets.exceptions import ConnectionClosed

    every = tables if isinstance(tables, list) else [tables]
    lock = asyncio.Lock()
    sockets: dict[int, ServerConnection] = {}
    seated: dict[int, HostTable] = {}  # connection -> the table its hello chose
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
        chosen = next((t for t in every if t.seat_of_token(token) is not None or
                       (t.spectator_token is not None and secrets.compare_digest(t.spectator_token, token))), every[0])
        seated[conn_id] = chosen
        chosen.connect(conn_id)
        return chosen

    async def deliver(table: HostTable, out: Outbox) -> None:
        for conn_id, message in out:
            ws = sockets.get(conn_id)
            if ws is None:
                continue
            try:
                await ws.send(protocol.encode(message))
            except ConnectionClosed:
                continue
            conn = table.conns.get(conn_id)
            if conn is not None and conn.closed and message["type"] == "bye":
                await ws.close()
        if all(t.feed.is_over for t in every):
            done.set()

    async def handler(ws: ServerConnection) -> None:
        conn_id = next(counter)
        sockets[conn_id] = ws
        table: HostTable | None = None
        try:
            async for raw in ws:
                async with lock:
                    table = table_for(conn_id, raw)
                    out = table.receive(conn_id, raw)
                    if out and not table.feed.realtime:
                        out += await asyncio.to_thread(table.bot_turn)
                await deliver(table, out)
                conn = table.conns.get(conn_id)
                if conn is None or conn.closed:
                    break
        except ConnectionClosed:
            pass
        finally:
            async with lock:
                if table is not None:
                    table.disconnect(conn_id)
                seated.pop(conn_id, None)
            sockets.pop(conn_id, None)

    async def clock() -> None:
        last = time.monotonic()
        while not done.is_set():
            await asyncio.sleep(TICK)
            now = time.monotonic()
            for table in every:
                async with lock:
                    idle = not table.feed.realtime and table.feed.bot_to_act() is None and table.handover_after <= 0
                    out = [] if idle or table.feed.is_over else await asyncio.to_thread(table.tick, now - last)
                if out:
                    await deliver(table, out)
            last = now
            if all(t.feed.is_over for t in every):
                done.set()

    async with ws_serve(handler, bind, port, max_size=protocol.MAX_MESSAGE, ping_interval=20) as server:
        real_port = next(iter(server.sockets)).getsockname()[1]
        if ready is not None:
            ready(real_port)
        ticker = asyncio.create_task(clock())
        await done.wait()
        await asyncio.sleep(0.3)  # the last updates reach the clients
        for ws in list(sockets.values()):
            try:
                await ws.send(protocol.encode({"type": "bye", "reason": "the match is over"}))
                await ws.close()
            except ConnectionClosed:
                continue
        ticker.cancel()
