"""Hosting and joining from the window, headless: a lobby with invitations, a table fed by the network."""

from __future__ import annotations

import json
import random
import sys
import threading
import time
import traceback

import pygame
import pytest
from scene_input import read_summary, run, see_held
from waiting import patience

from game import registry
from game.feed import LocalFeed
from net.client import NetFeed
from scenes.elemons.table import ElemonsTable
from scenes.menu import MenuScene, SetupScene
from scenes.netplay import HostLobbyScene, HostPickScene, JoinScene


def wait_for(app, table, cond, seconds=60.0, reads=True, what="the awaited state"):
    """Run frames until `cond` holds (True); `reads`: a person reads any summary that waits for
    them and goes on. At the deadline the test fails with every thread's stack: a host that
    stalled beside the window shows where (its loop, a worker, a lock)."""
    end = time.monotonic() + seconds * patience()  # stretched by the machine's load
    while time.monotonic() < end:
        run(app, 0.05)
        if reads:
            read_summary(app, table)
        if cond():
            return True
    pytest.fail(f"{what}: not within {seconds:g} s; the threads of this process:\n{thread_stacks()}")


def thread_stacks() -> str:
    """Every thread's stack, then each TLS connection's flow-control state: a stalled host shows
    whether it waits for a socket, a lock or a worker."""
    import gc
    from asyncio import sslproto

    names = {t.ident: t.name for t in threading.enumerate()}
    lines = [f"--- {names.get(ident, ident)}\n{''.join(traceback.format_stack(frame)[-14:])}"
             for ident, frame in sys._current_frames().items()]
    # type(), not isinstance(): a weak proxy among the objects whose referent died raises on __class__
    for proto in [o for o in gc.get_objects() if issubclass(type(o), sslproto.SSLProtocol)]:
        transport = getattr(proto, "_transport", None)
        lines.append(f"--- TLS {getattr(proto, '_state', '?')}: app paused {proto._app_writing_paused}, "
                     f"ssl paused {proto._ssl_writing_paused}, backlog {proto._write_buffer_size} B, "
                     f"bio {proto._outgoing.pending} B, socket buffer "
                     f"{transport.get_write_buffer_size() if transport is not None else '-'} B")
    return "\n".join(lines)


def test_host_from_the_window_then_a_second_window_joins_and_they_chat(app):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    assert isinstance(app.stack.top, HostPickScene)
    app.stack.top.pick("elemons")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.hosting
    setup.cycle_seat(1)
    while setup.seats[1] != "remote":
        setup.cycle_seat(1)
    setup.start()
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene) and len(lobby.lines) == 1 and lobby.lines[0].startswith("invite 1 ")
    try:
        lobby.sit()
        table = app.stack.top
        assert isinstance(table, ElemonsTable) and isinstance(table.feed, NetFeed)
        # the second player, in another "window" (a second table on the same stack is enough here)
        app.stack.push(JoinScene(app))
        join = app.stack.top
        join.join(lobby.lines[0])
        other = app.stack.top
        assert isinstance(other, ElemonsTable) and other.feed.seat == 1
        app.stack.pop()
        app.stack.pop()  # the join screen: back to the host's own table
        assert wait_for(app, table, lambda: table.human_to_act() == 0, what="the host's seat 0 to act")
        seen = len(table.feed.history())
        assert table.act(0, table.feed.legal(0)[0]), f"the window's action was not sent: {table.error}"
        assert wait_for(app, table, lambda: len(table.feed.history()) > seen and not table.busy,
                        what="the host's update after the window's action")
        assert table.model == type(table.model).from_view(table.feed.view(0), 0)
        table.chat_field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.chat_field.rect.center, button=1))
        for ch in "gg":
            table.chat_field.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        table.chat_field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
        assert wait_for(app, table, lambda: any("gg" in e for e in table.log.entries), what="the chat line in the log")
        assert wait_for(app, table, lambda: other.feed.poll(0) is not None and other.feed.chat == [[0, "gg"]],
                        what="the chat line at the second window")
    finally:
        lobby.host.stop()


def test_a_bad_invitation_is_said_in_words(app):
    app.stack.push(MenuScene(app))
    app.stack.push(JoinScene(app))
    join = app.stack.top
    join.join("hello there friend")
    assert "invite SEAT ADDRESS TOKEN" in join.message
    join.join("invite 0 127.0.0.1:9 abc")
    assert "cannot reach" in join.message
    assert isinstance(app.stack.top, JoinScene)


def test_a_local_feed_has_no_chat():
    from game.match import Match

    assert not LocalFeed(Match("elemons", ["human", "bot:easy"])).can_chat


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_every_table_plays_through_the_network(app, gid):
    """The same table, fed by a host: a person's seat plays random legal actions until the end or a bound."""
    from game.match import Match
    from net.host import HostTable
    from scenes.app import table_class
    from scenes.netplay import HostThread

    lo, _hi = registry.get(gid).seats
    seats = ["remote"] + ["bot:easy"] * (max(lo, 2) - 1)
    host = HostThread(HostTable(Match(gid, seats, seed=2)))
    try:
        feed = NetFeed(f"127.0.0.1:{host.port}", host.table.tokens[0])
        app.settings.speed = "instant"
        app.settings.confirm = "off"  # random moves, no questions (an own-stack attack asks: tests/test_confirm.py)
        app.stack.push(MenuScene(app))
        table = table_class(gid)(app, feed)
        app.stack.push(table)
        rng = random.Random(1)
        acted = 0
        end = time.monotonic() + 40
        while time.monotonic() < end and not feed.is_over and acted < 25:
            run(app, 0.05)
            read_summary(app, table)  # else a round's summary would wait for Continue until the bound
            see_held(app, table)  # a drawn card held up for the person waits for a click
            seat = table.human_to_act()
            if seat is not None and feed.legal(seat):
                assert table.act(seat, rng.choice(feed.legal(seat)))
                acted += 1
        assert acted > 0, f"{gid}: the networked table never let its person act"
        assert wait_for(app, table, lambda: not see_held(app, table) and not table.busy, 10,
                        what=f"{gid}: the table catching up")
        assert table.model == type(table.model).from_view(feed.view(0), 0)
        # once the messages in flight have arrived, the screen's view is the host's view of that seat;
        # a real-time game's clock excepted: the host tells it with events, the screen runs it on
        # itself, and a round may go on for seconds without an event (1 run in 17 at load 6-10)
        def same_view() -> bool:
            mine, hosts = dict(feed.view(0)), json.loads(json.dumps(host.table.match.state.view(0)))
            if feed.realtime:
                mine.pop("clock", None), hosts.pop("clock", None)
            return mine == hosts

        assert wait_for(app, table, same_view, 10, what=f"{gid}: the host's view")
    finally:
        host.stop()


def test_a_host_opened_to_other_machines_invites_by_this_machines_address(app, monkeypatch):
    from net import host as host_module
    from net.client import parse_invitation
    from scenes import netplay

    monkeypatch.setattr(netplay, "lan_address", lambda: "127.0.0.2")  # stands for this machine's LAN address
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    pick = app.stack.top
    closed = pick.reach.label
    pick.toggle_reach()
    assert pick.reach.label != closed
    pick.pick("elemons")
    setup = app.stack.top
    assert setup.bind == "0.0.0.0"
    while setup.seats[1] != "remote":
        setup.cycle_seat(1)
    setup.start()
    lobby = app.stack.top
    try:
        assert isinstance(lobby, HostLobbyScene) and lobby.open and not lobby.host.error
        address, token = parse_invitation(lobby.lines[0])
        assert lobby.lines[0].startswith("invite 1 ") and address == f"127.0.0.2:{lobby.host.port}"
        # the host listens on every interface: the invitation's address reaches it, not only loopback
        other = NetFeed(address, token)
        assert other.seat == 1
        other.close()
        assert lobby.mine is not None and lobby.mine[0].startswith("127.0.0.1:")
        surf = pygame.Surface((1280, 720))
        lobby.draw(surf)  # the lobby says what an open host exposes
    finally:
        lobby.host.stop()
    assert host_module.lan_address().count(".") == 3


def test_the_names_typed_on_the_hosts_setup_reach_every_table(app):
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    app.stack.top.pick("kaiju")
    setup = app.stack.top
    while setup.seats[1] != "remote":
        setup.cycle_seat(1)
    setup.add_seat()  # a third seat, a bot of the host's
    setup.fields[0].text = "Alice"
    setup.fields[1].text = "Bob"
    setup.start()
    lobby = app.stack.top
    try:
        lobby.sit()
        mine = app.stack.top
        app.stack.push(JoinScene(app))
        app.stack.top.join(lobby.lines[0])
        theirs = app.stack.top
        assert mine.names[:2] == ["Alice", "Bob"] and theirs.names[:2] == ["Alice", "Bob"]
        assert theirs.feed.typed_names()[:2] == ["Alice", "Bob"]
        bots = [i for i, s in enumerate(setup.seats) if s.startswith("bot:")]
        assert bots
        for i in bots:  # the host's bots keep their kind on the clients: "Bot 3 (medium)"
            assert theirs.feed.seats[i] == setup.seats[i] and theirs.names[i] != f"Player {i + 1}"
        theirs.feed.close()
    finally:
        lobby.host.stop()


@pytest.mark.parametrize("round_break", [2.0, 8.0])
def test_a_networked_monsters_summary_follows_the_hosts_clock(app, round_break):
    """The host's next round waits for nobody: the summary goes by itself (when the host's round
    arrives, or after the host's rest less the countdown), the round's events keep their order,
    and the screen goes live with the host."""
    from game import paths
    from game.match import Match
    from net.host import HostTable
    from scenes.monsters.table import ROUND_PANEL_NET, MonstersTable
    from scenes.netplay import HostThread

    # the first round starts two cards from its end (a whole real-time round took 15 s of the suite's time):
    # the summary, the host's rest and the next round are what this test is for
    near_end = str(paths.data_dir() / "monsters" / "scenarios" / "deck_out_tie.yaml")
    match = Match("monsters", ["remote", "bot:hard"], seed=3, scenario=near_end)
    host = HostThread(HostTable(match, round_break=round_break))
    try:
        feed = NetFeed(f"127.0.0.1:{host.port}", host.table.tokens[0])
        app.settings.speed = "instant"
        app.stack.push(MenuScene(app))
        table = MonstersTable(app, feed)
        app.stack.push(table)
        rng = random.Random(4)
        end = time.monotonic() + 60
        while time.monotonic() < end and table.round_panel is None and not feed.is_over:
            # a frame at a time: a window running late may receive the host's next round a frame
            # after the summary opened, which closes it at once (the host waits for nobody)
            app.frame(1 / 60)
            seat = table.human_to_act()
            if seat is not None and feed.legal(seat) and rng.random() < 0.07:
                table.act(seat, rng.choice(feed.legal(seat)))
        assert table.round_panel is not None, "no round ended"
        assert table.model.round == 1
        ages = [table.round_panel_age]  # the summary's age on the table's own clock (the frames' time), while up

        def gone() -> bool:
            if table.round_panel is not None:
                ages.append(table.round_panel_age)
                return False
            return True

        # nobody presses Continue: the summary goes when the host's round arrives, or after the
        # host's rest less the countdown, on the table's clock (not the machine's, which a busy
        # machine slows)
        assert wait_for(app, table, gone, round_break + 10, reads=False, what="the summary going by itself")
        assert ages[-1] <= ROUND_PANEL_NET, f"the summary stayed {ages[-1]:.2f} s, past the host's rest"
        assert wait_for(app, table, lambda: table.live, 15, reads=False, what="the screen going live for round 2")
        assert table.model.round == 2
        assert wait_for(app, table, lambda: not table.busy, 10, reads=False, what="the table catching up")
        assert table.model == type(table.model).from_view(feed.view(0), 0)
    finally:
        host.stop()
