"""The host's logic, in process: seats by token, no leaks, no crash on hostile input, rejoin, restart.

`HostTable` is the host without sockets: each test speaks to it with the very
messages a client would send and reads what it would send back.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from game import registry
from game.core import Action
from game.match import Match
from net import protocol
from net.host import HostTable

GAMES = registry.GAME_IDS
IDS = itertools.count(1)


def remote_match(gid: str, n: int | None = None, seed: int = 1) -> Match:
    lo, hi = registry.get(gid).seats
    n = n or max(lo, 2)
    return Match(gid, ["remote"] * n, seed=seed)


def hello(table: HostTable, conn: int, token: str) -> list:
    table.connect(conn)
    return table.receive(conn, protocol.encode({"type": "hello", "version": protocol.VERSION, "token": token}))


def roundtrip(value):
    return json.loads(json.dumps(value))


def messages_to(out, conn):
    return [m for c, m in out if c == conn]


def play_randomly(table: HostTable, conns: dict[int, int], rng: random.Random, steps: int, check=None):
    """Seat s speaks on connection conns[s]; a random legal action of a seat that may act, `steps` times.
    Each action has a new id (protocol 2: ids increase on a connection)."""
    for _ in range(steps):
        if table.feed.is_over:
            return
        movers = [s for s in table.feed.actors() if table.feed.legal(s) and s in conns]
        if not movers:
            out = table.tick(0.5)
        else:
            seat = rng.choice(movers)
            action = rng.choice(table.feed.legal(seat))
            message = {"type": "action", "id": next(IDS), "action": str(action)}
            out = table.receive(conns[seat], protocol.encode(message))
        if check:
            check(out)


@pytest.mark.parametrize("gid", GAMES)
def test_no_seat_ever_receives_another_seats_secrets(gid):
    """Every view a seat receives is the engine's own view of that seat; every event is one it may see."""
    for n in sorted({max(registry.get(gid).seats[0], 2), registry.get(gid).seats[1]}):
        table = HostTable(remote_match(gid, n, seed=n))
        conns = {s: 100 + s for s in range(n)}
        for s in range(n):
            out = hello(table, conns[s], table.tokens[s])
            sync = messages_to(out, conns[s])[1]
            assert roundtrip(sync["view"]) == roundtrip(table.match.state.view(s))
            assert all(protocol.event_from_json(e).visible_to(s) for e in sync["history"])

        def check(out, table=table):
            for conn, msg in out:
                seat = conn - 100
                if msg["type"] == "update":
                    sent, own = roundtrip(msg["view"]), roundtrip(table.match.state.view(seat))
                    assert sent == own, f"{gid}: seat {seat}: another view"
                    for e in msg["events"]:
                        assert protocol.event_from_json(e).visible_to(seat), f"{gid}: seat {seat} got {e}"
                    assert msg["legal"] == [str(a) for a in table.feed.legal(seat)]

        play_randomly(table, conns, random.Random(n), 400, check)


@pytest.mark.parametrize("gid", GAMES)
def test_a_spectator_sees_the_public_view_only(gid):
    table = HostTable(remote_match(gid), spectator_token="watch")
    out = hello(table, 9, "watch")
    welcome, sync = messages_to(out, 9)
    assert welcome["seat"] is None and sync["legal"] == []
    assert roundtrip(sync["view"]) == roundtrip(table.match.state.view(None))
    conns = {s: 100 + s for s in range(table.match.state.num_seats)}
    for s, c in conns.items():
        hello(table, c, table.tokens[s])

    def check(out):
        for conn, msg in out:
            if conn == 9 and msg["type"] == "update":
                assert roundtrip(msg["view"]) == roundtrip(table.match.state.view(None))
                assert all(protocol.event_from_json(e).to is None for e in msg["events"])

    play_randomly(table, conns, random.Random(3), 80, check)
    assert table.receive(9, protocol.encode({"type": "action", "id": 5, "action": "flip 0"}))[0][1]["type"] == "refused"


HOSTILE = [
    b"\xff\xfe not utf-8",
    "not json at all",
    "[1, 2, 3]",
    '{"no_type": 1}',
    '{"type": "launch_missiles"}',
    '{"type": "action", "id": "seven", "action": "flip 0"}',
    '{"type": "action", "id": 1, "action": 42}',
    '{"type": "action", "id": true, "action": "flip 0"}',
    '{"type": "action", "id": 1, "action": "flip 0", "extra": 1}',
    '{"type": "action", "id": 1, "action": ""}',
    '{"type": "action", "id": 1, "action": "' + "x" * 500 + '"}',
    '{"type": "action", "id": 1, "action": "move a1 a2 99999999999999999999999"}',
    '{"type": "chat", "text": null}',
    '{"type": "hello", "version": 1, "token": "again"}',
    "[" * 20000 + "]" * 20000,
    '{"type": "action", "id": 1, "action": "' + "é" * 40000 + '"}',
]


@pytest.mark.parametrize("gid", GAMES)
def test_hostile_messages_are_refused_and_change_nothing(gid):
    table = HostTable(remote_match(gid))
    hello(table, 1, table.tokens[0])
    hello(table, 2, table.tokens[1])
    rng = random.Random(4)
    play_randomly(table, {0: 1, 1: 2}, rng, 6)
    before = json.dumps(table.match.state.to_json(), sort_keys=True)
    for raw in HOSTILE:
        conn = table.conns.get(2)
        if conn is None or conn.closed:
            hello(table, 2, table.tokens[1])
        out = table.receive(2, raw)
        assert out and out[0][1]["type"] == "refused", f"{raw[:40]!r} was not refused"
        assert json.dumps(table.match.state.to_json(), sort_keys=True) == before
    # fuzz: random bytes and random JSON shapes
    for i in range(300):
        conn = table.conns.get(2)
        if conn is None or conn.closed:
            table.disconnect(2)
            hello(table, 2, table.tokens[1])
        if i % 2:
            raw = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 80)))
        else:
            raw = json.dumps({"type": rng.choice(["action", "chat", "hello", "bye", "x"]),
                              rng.choice(["id", "action", "text", "token"]): rng.choice([1, "a", None, [], {}])})
        table.receive(2, raw)
    assert json.dumps(table.match.state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("gid", GAMES)
def test_seats_belong_to_their_token(gid):
    table = HostTable(remote_match(gid))
    out = hello(table, 1, "guess")
    assert [m["type"] for m in messages_to(out, 1)] == ["refused", "bye"]
    assert messages_to(out, 1)[0]["key"] == "net.wrong_token"
    hello(table, 2, table.tokens[0])
    out = hello(table, 3, table.tokens[0])  # protocol 2: the newest connection with the token takes the seat
    assert messages_to(out, 2)[0]["key"] == "net.taken_over" and messages_to(out, 3)[0]["type"] == "welcome"
    table.disconnect(2)
    hello(table, 4, table.tokens[1])
    before = json.dumps(table.match.state.to_json(), sort_keys=True)
    for seat, conn in ((0, 3), (1, 4)):
        if seat in table.feed.actors():
            continue
        others = [a for s in table.feed.actors() for a in table.feed.legal(s)]
        for action in others[:5]:  # another seat's actions, replayed by this one: out of turn
            msg = table.receive(conn, protocol.encode({"type": "action", "id": 3, "action": str(action)}))
            assert msg[0][1]["type"] == "refused"
    assert json.dumps(table.match.state.to_json(), sort_keys=True) == before
    unbound = 7
    table.connect(unbound)
    out = table.receive(unbound, protocol.encode({"type": "action", "id": 1, "action": "flip 0"}))
    assert out[0][1]["type"] == "refused"


def test_a_client_that_drops_rejoins_with_the_whole_log_and_the_pending_prompt():
    table = HostTable(remote_match("elemons"))
    hello(table, 1, table.tokens[0])
    hello(table, 2, table.tokens[1])
    play_randomly(table, {0: 1, 1: 2}, random.Random(6), 20)
    table.disconnect(1)
    out = hello(table, 5, table.tokens[0])
    welcome, sync = messages_to(out, 5)
    assert welcome["seat"] == 0
    history = [e for step in table.match.history for e in step if e.visible_to(0)]
    assert [protocol.event_from_json(e) for e in sync["history"]] == [
        protocol.event_from_json(roundtrip(e.to_json())) for e in history]
    assert sync["legal"] == [str(a) for a in table.feed.legal(0)]


def test_a_restarted_host_takes_its_clients_back_with_the_chat(tmp_path):
    save = tmp_path / "host.json"
    table = HostTable(remote_match("kaiju"), save_to=save)
    hello(table, 1, table.tokens[0])
    hello(table, 2, table.tokens[1])
    table.receive(1, protocol.encode({"type": "chat", "text": "  that Mecha   is strong  "}))
    play_randomly(table, {0: 1, 1: 2}, random.Random(2), 15)
    state = table.match.state.to_json()
    again = HostTable.load(save)
    assert again.match.state.to_json() == state
    assert again.tokens == table.tokens
    assert again.chat == [[0, "that Mecha is strong"]]
    out = hello(again, 1, table.tokens[0])
    assert messages_to(out, 1)[1]["chat"] == [[0, "that Mecha is strong"]]


def test_a_seat_left_empty_can_be_handed_to_a_bot():
    table = HostTable(remote_match("elemons"))
    hello(table, 1, table.tokens[0])
    before = len(table.match.moves)
    table.hand_to_bot(1, "easy")
    assert table.match.seats[1] == "bot:easy"
    play_randomly(table, {0: 1}, random.Random(1), 400)
    assert table.feed.is_over
    assert any(move[0] == 1 for move in table.match.moves[before:]), "the bot never played the seat"
    out = hello(table, 9, table.tokens[1])
    assert messages_to(out, 9)[0]["key"] == "net.seat_taken"


def test_an_empty_seat_goes_to_a_bot_after_the_handover_delay():
    table = HostTable(remote_match("elemons"), handover_after=0.01)
    hello(table, 1, table.tokens[0])
    table.left_at[1] -= 1.0  # the seat has been empty longer than the delay (no waiting for the clock)
    table.tick(0.1)
    assert table.match.seats == ["remote", "bot:medium"]


def test_protocol_checks_what_the_host_sends_too():
    with pytest.raises(protocol.ProtocolError):
        protocol.decode('{"type": "update", "events": []}', protocol.HOST_MESSAGES, limit=None)
    with pytest.raises(protocol.ProtocolError):
        protocol.event_from_json({"kind": "x", "data": {}, "to": ["all"]})
    assert protocol.parse_action("flip 3") == Action("flip", (3,))


def test_the_hosts_clock_waits_for_everyone_then_rests_between_rounds():
    table = HostTable(Match("monsters", ["remote", "bot:hard"], seed=3), round_break=2.0)
    table.tick(5.0)
    assert table.match.clock == 0.0, "the hourglass ran before the players sat down"
    hello(table, 10, table.tokens[0])
    table.tick(1.0)
    assert table.match.clock == 0.0 and table.hold == 1.0  # the start's countdown
    table.tick(1.0)
    table.tick(1.5)
    assert table.match.clock + table.feed.unsent_time() > 0.0
    for _ in range(2000):
        if table.hold:
            break
        table.tick(0.5)
    assert table.hold == 2.0, "a round ended without the clock resting"
    clock = table.match.clock + table.feed.unsent_time()
    table.tick(1.0)
    assert table.match.clock + table.feed.unsent_time() == clock


def test_a_seat_token_never_starts_with_a_dash(monkeypatch):
    """`join ADDRESS --token -abc` would read the token as an option: such tokens are drawn again."""
    import secrets

    from net import host

    drawn = iter(["-Abc", "--xy", "Qr-s_t"])
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: next(drawn))
    assert host.new_token() == "Qr-s_t"


def test_host_names_seats_from_the_command_line(capsys):
    """`host --name SEAT=NAME`: the names every table shows; a malformed one is one line, exit 2."""
    import main
    from net.cli import parse_names

    assert parse_names(["0=Alice", "2= Chloé  B "], 3) == ["Alice", "", "Chloé B"]
    assert parse_names([], 2) == []
    for bad in ("Alice", "x=Alice", "5=Alice", "1="):
        code = main.main(["host", "elemons", "--players", "remote,bot:easy", "--port", "0", "--name", bad])
        err = capsys.readouterr().err
        assert code == 2 and err.count("\n") == 1 and "--name" in err, err


def test_a_welcome_may_carry_names_and_they_are_checked():
    from net import protocol

    base = {"type": "welcome", "version": 1, "game": "elemons", "seat": 0, "seats": ["remote"], "options": {}}
    assert "names" not in protocol.decode(protocol.encode(base), protocol.HOST_MESSAGES, limit=None)
    named = protocol.decode(protocol.encode({**base, "names": ["Alice"]}), protocol.HOST_MESSAGES, limit=None)
    assert named["names"] == ["Alice"]
    with pytest.raises(protocol.ProtocolError):
        protocol.decode(protocol.encode({**base, "names": "Alice"}), protocol.HOST_MESSAGES, limit=None)
    with pytest.raises(protocol.ProtocolError):  # a client may not send it
        protocol.decode(protocol.encode({"type": "bye", "names": []}), protocol.CLIENT_MESSAGES)
