"""Joining a host: the feed a table is fed by over the network, and a headless bot client.

`NetFeed` is a `Feed` (game/feed.py) whose view, legal actions and events come
from the host: the same table, animations and log as a local game, for the one
seat this screen holds. Messages are read on a background thread and handed to
the table on its own frames (`poll`), so the window never waits on the network.
`play_as_bot` plays a seat from a headless process. No pygame is imported here.
"""

from __future__ import annotations

import asyncio
import queue
import random
import threading
import time
from collections.abc import Coroutine
from concurrent.futures import CancelledError
from typing import TYPE_CHECKING, Any, TypeVar

from game import registry
from game.core import Action, Event, IllegalAction, Result
from game.feed import Feed
from game.i18n import t
from net import protocol, tls
from net.protocol import ProtocolError

if TYPE_CHECKING:
    from websockets.asyncio.client import ClientConnection

T = TypeVar("T")
CONNECT_TIMEOUT = 5.0
SEND_TIMEOUT = 10.0  # a host that reads nothing for this long is gone
TRY_AGAIN_LATER = 1013  # the websocket close code of a host with too many connections at once


class NetError(Exception):
    """Joining failed (unreachable host, wrong token, another protocol): one line for the person."""


class Busy(NetError):
    """The host refused the connection for now (too many at once): knocking again soon is welcome."""


class Untrusted(NetError):
    """The host's certificate is not the one to trust: never knock again on our own."""


class Dropped(NetError):
    """The host went away in the middle of the talk (killed, restarting): knocking again may find it back."""


def parse_address(address: str) -> str:
    """'host:port' -> the websocket URI, encrypted (wss://); a ws:// URI (a host started with
    --insecure prints one) stays as it is."""
    if address.startswith(("ws://", "wss://")):
        return address
    host, sep, port = address.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise NetError(f"'{address}' is not an address: use HOST:PORT, e.g. 127.0.0.1:8765")
    return f"wss://{host}:{port}"


def parse_fingerprint(text: str | None) -> str | None:
    """An invitation's fingerprint (None: none given, trust on first use); NetError if it is not one."""
    if text is None or not text.strip():
        return None
    clean = tls.normal_fingerprint(text)
    if clean is None:
        raise NetError(f"'{text[:80]}' is not a certificate fingerprint (64 hexadecimal digits)")
    return clean


def pin(address: str, fingerprint: str) -> None:
    """Trust this certificate for this address from now on (the window's `join --fingerprint`)."""
    tls.remember(parse_address(address).split("://", 1)[1].rstrip("/"), fingerprint)


def read_invitation(text: str) -> tuple[str, str, str | None]:
    """'invite SEAT ADDRESS TOKEN [FINGERPRINT]' (as the host prints it), 'spectate ADDRESS TOKEN
    [FINGERPRINT]', or 'ADDRESS TOKEN [FINGERPRINT]' -> (address, token, fingerprint or None)."""
    words = text.split()
    said = "paste the invitation line the host printed: invite SEAT ADDRESS TOKEN FINGERPRINT"
    bare = not words or words[0] not in ("invite", "spectate")
    if words and words[0] == "invite":
        words = words[2:] if len(words) in (4, 5) else []
    elif words and words[0] == "spectate":
        words = words[1:]
    if len(words) not in (2, 3) or (bare and ":" not in words[0]):
        raise NetError(said)
    return words[0], words[1], parse_fingerprint(words[2] if len(words) == 3 else None)


def parse_invitation(text: str) -> tuple[str, str]:
    """An invitation's address and token (its fingerprint: `read_invitation`)."""
    address, token, _fingerprint = read_invitation(text)
    return address, token


def _result(data: dict[str, Any] | None) -> Result:
    if not data:
        return Result(winners=(), scores=[], reason="in progress")
    return Result(winners=tuple(data.get("winners", ())), scores=list(data.get("scores", [])),
                  reason=str(data.get("reason", "")), details=dict(data.get("details") or {}))


class _LinkLoop:
    """The event loop every link of this process lives in, on one daemon thread.

    A TLS connection must be read and written by one thread: OpenSSL forbids `SSL_read` and
    `SSL_write` on one connection from two threads at once. websockets' threaded client does just
    that (a thread blocked reading while the caller writes), and under TLS 1.3 a message was now and
    then lost or a handshake never answered (about 1 connection in 150 here). In asyncio the
    connection's TLS object is only ever touched by its loop's thread; callers wait on futures.
    """

    _lock = threading.Lock()
    _loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def get(cls) -> asyncio.AbstractEventLoop:
        with cls._lock:
            if cls._loop is None or cls._loop.is_closed():
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="net-links", daemon=True).start()
                cls._loop = loop
            return cls._loop


def _wait(coro: Coroutine[Any, Any, T], timeout: float | None) -> T:
    """Run `coro` in the links' loop and wait for it (TimeoutError after `timeout`; it is then cancelled)."""
    future = asyncio.run_coroutine_threadsafe(coro, _LinkLoop.get())
    try:
        return future.result(timeout)
    except TimeoutError:
        future.cancel()
        raise


class Link:
    """A websocket to the host; hello, then messages in a queue filled by a reader thread."""

    def __init__(self, address: str, token: str, fingerprint: str | None = None, client: str = "window") -> None:
        self.client = client
        end = time.monotonic() + CONNECT_TIMEOUT
        while True:
            try:
                self._open(address, token, fingerprint)
                return
            except Busy:  # many joining at once from one address: the host lets them in a few at a time
                if time.monotonic() >= end:
                    raise
                time.sleep(0.05 + random.random() * 0.2)

    def _open(self, address: str, token: str, fingerprint: str | None) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import WebSocketException

        uri = parse_address(address)
        secure = uri.startswith("wss://")

        async def opened() -> ClientConnection:
            return await connect(uri, open_timeout=CONNECT_TIMEOUT, max_size=None, close_timeout=1,
                                 ssl=tls.client_context() if secure else None)

        try:
            self.ws = _wait(opened(), CONNECT_TIMEOUT + 1.0)
        except (OSError, TimeoutError, WebSocketException) as exc:
            raise NetError(f"cannot reach the host at {address} ({type(exc).__name__}: {exc})") from None
        self.fingerprint: str | None = None
        if secure:  # the certificate is checked before the token leaves this machine
            tls_object = self.ws.transport.get_extra_info("ssl_object")
            der = tls_object.getpeercert(binary_form=True) if tls_object is not None else None
            try:
                self.fingerprint = tls.check_peer(uri.split("://", 1)[1].rstrip("/"), der, fingerprint)
            except tls.TrustError as exc:
                self.hang_up()
                raise Untrusted(str(exc)) from None
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        if not self.send({"type": "hello", "version": protocol.VERSION, "token": token, "client": self.client}):
            self._recv(1.0)  # says Busy when the host asked to try again later
            raise NetError(f"the host at {address} closed the connection at once")
        self.welcome = self._first("welcome")
        self.sync = self._first("sync")
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _recv(self, timeout: float | None) -> dict[str, Any]:
        from websockets.exceptions import ConnectionClosed, WebSocketException

        try:
            raw = _wait(self.ws.recv(), timeout)
        except ConnectionClosed as exc:
            if exc.rcvd is not None and exc.rcvd.code == TRY_AGAIN_LATER:
                raise Busy("the host is busy with other connections: try again in a moment") from None
            raise Dropped("the host closed the connection") from None
        except (WebSocketException, TimeoutError, OSError, RuntimeError, CancelledError):
            raise Dropped("the host closed the connection") from None
        try:
            return protocol.decode(raw, protocol.HOST_MESSAGES, limit=None)
        except ProtocolError as exc:
            raise NetError(f"the host sent a bad message ({exc})") from None

    def _first(self, kind: str) -> dict[str, Any]:
        msg = self._recv(CONNECT_TIMEOUT)
        if msg["type"] == "refused":
            if msg["key"] == "net.wrong_token":
                raise NetError("the host refused: wrong token")
            raise NetError(f"the host refused: {msg['reason']}")
        if msg["type"] == "bye":
            raise NetError(f"the host said goodbye: {msg['reason']}")
        if msg["type"] != kind:
            raise NetError(f"the host sent '{msg['type']}' where '{kind}' was expected")
        return msg

    def _read(self) -> None:
        while True:
            try:
                self.inbox.put(self._recv(None))
            except NetError:
                self.inbox.put(None)
                return

    def send(self, message: dict[str, Any]) -> bool:
        """Queue a message to the host; False when the connection is gone (or the host has not read
        for SEND_TIMEOUT seconds)."""
        from websockets.exceptions import WebSocketException

        try:
            _wait(self.ws.send(protocol.encode(message)), SEND_TIMEOUT)
        except (WebSocketException, OSError, RuntimeError, TimeoutError, CancelledError):
            return False
        return True

    def hang_up(self) -> None:
        """Close the socket without a goodbye (the host keeps the seat for a return)."""
        from websockets.exceptions import WebSocketException

        try:
            _wait(self.ws.close(), 3.0)
        except (WebSocketException, OSError, RuntimeError, TimeoutError, CancelledError):
            return

    def close(self) -> None:
        self.send({"type": "bye"})
        self.hang_up()


class NetFeed(Feed):
    """One seat of a hosted match, as a table sees it."""

    can_chat = True
    host_clock = True

    def __init__(self, address: str, token: str, fingerprint: str | None = None) -> None:
        self.address, self.token = address, token
        self.link = Link(address, token, fingerprint)
        self.fingerprint = self.link.fingerprint  # the certificate met first: a reconnection must meet it again
        self._retry_at = 0.0
        self._resync = False
        w, s = self.link.welcome, self.link.sync
        self.game_id = str(w["game"])
        try:
            self.spec = registry.get(self.game_id)
        except (ValueError, registry.GameNotBuilt) as exc:
            raise NetError(f"the host plays a game this client does not have ({exc})") from None
        self.seat: int | None = w["seat"]
        # the host's bots keep their kind (their names and "thinking" lines); other people are remote
        self.seats = ["human" if i == self.seat else str(k) if str(k).startswith("bot:") else "remote"
                      for i, k in enumerate(w["seats"])]
        named = w.get("names") or []
        self.names = [n[:40] if isinstance(n, str) else "" for n in named][: len(self.seats)]
        self.realtime = self.spec.realtime
        self._history = [protocol.event_from_json(e) for e in s["history"]]
        self._pending: list[Event] = []
        self._refusals: list[IllegalAction] = []
        self.chat: list[list[Any]] = list(s["chat"])
        self.chat_at = _chat_at(s, len(self._history))
        self._notices: list[tuple[str, dict[str, Any]]] = []
        self.taken_over = False
        self.closed = ""
        self._take(s)
        self._next_id = 0

    def typed_names(self) -> list[str]:
        return list(self.names)  # the host's setup screen named the seats

    def _take(self, msg: dict[str, Any]) -> None:
        self._view: dict[str, Any] = msg["view"]
        self._legal = [Action.parse(a) for a in msg["legal"]]
        self._actors = tuple(int(a) for a in msg["actors"])
        self._clock = float(msg["clock"])
        self._clock_at = time.monotonic()
        self._over = bool(msg["over"])
        self._result = _result(msg["result"])

    # -- Feed -----------------------------------------------------------------------------------
    def local_seats(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._view

    def legal(self, seat: int) -> list[Action]:
        return list(self._legal) if seat == self.seat else []

    def actors(self) -> tuple[int, ...]:
        return self._actors

    @property
    def is_over(self) -> bool:
        return self._over

    def result(self) -> Result:
        return self._result

    @property
    def resumed(self) -> bool:
        return len(self._history) > 3

    def history(self) -> list[Event]:
        return list(self._history)

    def clock(self) -> float:
        """The host's clock, run on locally since its last word (real-time games show it)."""
        if self.realtime and not self._over:
            return self._clock + time.monotonic() - self._clock_at
        return self._clock

    def why(self, seat: int, action: Action) -> str | None:
        return None if action in self.legal(seat) else "the host will judge it"

    def submit(self, seat: int, action: Action) -> None:
        """Sent to the host, which judges it in arrival order; a refusal comes back as a notice."""
        if seat != self.seat:
            raise IllegalAction("that seat is not yours")
        self._next_id += 1
        if not self.link.send({"type": "action", "id": self._next_id, "action": str(action)}):
            raise IllegalAction("the connection to the host is lost")

    def say(self, text: str) -> None:
        self.link.send({"type": "chat", "text": text[: protocol.MAX_CHAT]})

    def send_journal(self, entry: dict[str, Any]) -> None:
        """A line of this seat's playtest journal, for the host's journal of the game (if it consents)."""
        self.link.send({"type": "journal", "entry": entry})

    def refusals(self) -> list[IllegalAction]:
        out, self._refusals = self._refusals, []
        return out

    def poll(self, dt: float) -> list[Event]:
        while True:
            try:
                msg = self.link.inbox.get_nowait()
            except queue.Empty:
                break
            if msg is None:
                if not self.taken_over:
                    self._reconnect()
                break
            self._handle(msg)
        out, self._pending = self._pending, []
        return out

    def _reconnect(self) -> None:
        """The connection dropped: knock again now and then; on success the table starts again from the host's word."""
        now = time.monotonic()
        if now < self._retry_at:
            self.link.inbox.put(None)  # still lost: look again on a later frame
            return
        self._retry_at = now + 2.0
        again = reconnect(self.address, self.token, 0.5, self.fingerprint)
        if again is None:
            self.closed = "the connection to the host is lost; trying again"
            self.link.inbox.put(None)
            return
        self.link, self.closed = again, ""
        self._history = [protocol.event_from_json(e) for e in again.sync["history"]]
        self.chat = list(again.sync["chat"])
        self.chat_at = _chat_at(again.sync, len(self._history))
        self._take(again.sync)
        self._pending = []
        self._resync = True

    def resynced(self) -> bool:
        out, self._resync = self._resync, False
        return out

    def _handle(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "update":
            events = [protocol.event_from_json(e) for e in msg["events"]]
            self._history += events
            self._pending += events
            self._take(msg)
        elif kind == "sync":
            self._take(msg)
        elif kind == "refused":
            exc = IllegalAction(msg["reason"])
            exc.key, exc.params = msg["key"], msg["params"]
            self._refusals.append(exc)
        elif kind == "chat":
            self.chat.append([msg["seat"], msg["text"]])
            self.chat_at.append(len(self._history))
        elif kind == "notice":
            self._notices.append((msg["key"], msg["params"]))
        elif kind == "bye":
            key = msg.get("key")
            self.closed = msg["reason"]
            if key in ("net.taken_over", "net.abuse", "net.too_many_tries"):  # said in the player's language
                self.closed = t(f"why.{key}")
            self.taken_over = key == "net.taken_over"

    def notices(self) -> list[tuple[str, dict[str, Any]]]:
        """What the host told this table since the last look (a player dropped or came back)."""
        out, self._notices = self._notices, []
        return out

    def close(self) -> None:
        self.link.close()


def _chat_at(sync: dict[str, Any], history: int) -> list[int]:
    """Where each chat line of a sync was said in this seat's history (the end when the host did not say)."""
    at = sync.get("chat_at")
    chat = sync["chat"]
    if isinstance(at, list) and len(at) == len(chat) and all(type(a) is int and 0 <= a <= history for a in at):
        return list(at)
    return [history] * len(chat)


def reconnect(address: str, token: str, patience: float, fingerprint: str | None = None) -> Link | None:
    """The host went away: knock again for `patience` seconds (a restarted host takes its clients back)."""
    end = time.monotonic() + patience
    while time.monotonic() < end:
        try:
            return Link(address, token, fingerprint)
        except Untrusted:
            return None
        except NetError:
            time.sleep(0.5)
    return None


def play_as_bot(address: str, token: str, strength: str, seed: int = 0, timeout: float = 3600.0,
                patience: float = 30.0, latencies: list[float] | None = None,
                fingerprint: str | None = None) -> Result:
    """Play a seat with a bot until the match ends (headless: tests, load, watching bots on screens).

    A lost connection is retried for `patience` seconds; the bot then starts again from the
    whole history the host sends, so its memory is exactly what the seat has seen.
    `latencies` collects the seconds from each action sent to the host's update.
    """
    try:
        link = Link(address, token, fingerprint, client="bot")
    except Dropped:
        # the host went away while taking this seat back (a test saw the host killed just after it said
        # « seat back », before the welcome reached the bot): knock again, as after a link lost later
        again = reconnect(address, token, patience, fingerprint)
        if again is None:
            raise
        link = again
    fingerprint = link.fingerprint
    spec = registry.get(str(link.welcome["game"]))
    seat = link.welcome["seat"]
    if seat is None:
        raise NetError("a spectator's token cannot play")
    if strength not in spec.strengths:
        link.close()
        raise NetError(f"{spec.id} bots are {', '.join(spec.strengths)}, not '{strength}'")

    def start(link: Link) -> tuple[Any, dict[str, Any]]:
        bot = spec.make_bot(strength, seat, seed)
        bot.observe([protocol.event_from_json(e) for e in link.sync["history"]])
        return bot, link.sync

    bot, state = start(link)
    received = time.monotonic()  # the host's clock ran on since this view was sent
    deadline = time.monotonic() + timeout
    sent_for: tuple[str, ...] | None = None
    sent_at = 0.0
    sent_id = 0  # each action its own id: a refusal of an older action must not make the bot act twice
    while not state["over"] and time.monotonic() < deadline:
        legal = [Action.parse(a) for a in state["legal"]]
        if legal and seat in state["actors"] and tuple(state["legal"]) != sent_for:
            wait = bot.delay(state["view"], legal) - (time.monotonic() - received) if spec.realtime else 0.0
            if wait <= 0:
                sent_id += 1
                link.send({"type": "action", "id": sent_id, "action": str(bot.choose(state["view"], legal))})
                sent_for, sent_at = tuple(state["legal"]), time.monotonic()
        try:
            incoming = link.inbox.get(timeout=0.05)
        except queue.Empty:
            continue
        if incoming is None:
            again = reconnect(address, token, patience, fingerprint)
            if again is None:
                raise NetError("the host closed the connection before the end")
            link = again
            bot, state = start(link)
            received, sent_for = time.monotonic(), None
            continue
        if incoming["type"] == "update":
            if latencies is not None and sent_for is not None and incoming["events"]:
                latencies.append(time.monotonic() - sent_at)
            bot.observe([protocol.event_from_json(e) for e in incoming["events"]])
            state, received = incoming, time.monotonic()
            sent_for = None
        elif incoming["type"] == "refused" and incoming["id"] == sent_id:
            sent_for = None  # the position moved on under us (real time): choose again
        elif incoming["type"] == "bye":
            break
    link.close()
    return _result(state["result"])
