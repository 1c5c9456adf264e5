"""The window's side of issue #25, headless: every invitation in the lobby (the host's own seat too),
a word when there is none to send, a fixed port kept in the settings folder, who is connected, a
crashed hosted game taken back from the host screen, and the table told when a player drops."""

from __future__ import annotations

import socket
import time

import pygame
from scene_input import run
from waiting import patience

from game.match import Match
from net.client import NetFeed, read_invitation
from net.host import HostTable
from scenes.menu import MenuScene, SetupScene
from scenes.netplay import HostLobbyScene, HostPickScene, HostThread, hosting_port


def wait_for(app, cond, seconds=20.0):
    end = time.monotonic() + seconds * patience()  # stretched by the machine's load
    while time.monotonic() < end:
        run(app, 0.05)
        if cond():
            return True
    return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_lobby_shows_the_hosts_own_invitation_and_says_when_there_is_none_to_send(app):
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    app.stack.top.pick("elemons")
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.seats[1].startswith("bot:")  # the default: you and a bot
    setup.start()
    lobby = app.stack.top
    try:
        assert isinstance(lobby, HostLobbyScene) and not lobby.host.error
        assert lobby.lines == [] and lobby.mine_line.startswith("invite 0 ")
        address, token, fingerprint = read_invitation(lobby.mine_line)
        assert fingerprint == lobby.host.fingerprint and token == lobby.host.table.tokens[0]
        lobby.draw(pygame.Surface((1280, 720)))  # the hint and the own seat's line are drawn
        assert lobby.host.table.present() == {0: False}
        lobby.sit()
        assert wait_for(app, lambda: lobby.host.table.present() == {0: True})
    finally:
        lobby.host.stop()


def test_a_fixed_port_is_kept_in_the_settings_folder(app, private_home):
    port = free_port()
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    pick = app.stack.top
    assert isinstance(pick, HostPickScene)
    pick.set_port("99999")
    assert pick.message and hosting_port() == 0
    pick.set_port(str(port))
    assert hosting_port() == port and (private_home / "hosting.json").exists()
    pick.pick("elemons")
    app.stack.top.start()
    lobby = app.stack.top
    try:
        assert lobby.host.port == port and f":{port} " in lobby.mine_line
    finally:
        lobby.host.stop()
    assert HostPickScene(app).port_field.text == str(port)


def test_a_hosted_game_in_progress_is_taken_back_from_the_host_screen(app):
    from net.cli import new_save_path

    save = new_save_path("elemons")
    table = HostTable(Match("elemons", ["remote", "remote"], seed=4), save_to=save)
    table.save()
    table.release()  # as after a crash: nobody serves it
    app.stack.push(MenuScene(app))
    app.stack.top.host()
    pick = app.stack.top
    assert [(f, g) for f, g in pick.resumable] == [(save, "elemons")]
    pick.resume(save)
    lobby = app.stack.top
    try:
        assert isinstance(lobby, HostLobbyScene) and not lobby.host.error
        assert lobby.host.table.tokens == table.tokens  # the same invitations as before
        other = NetFeed(*read_invitation(lobby.lines[0]))
        assert other.seat == 1
        other.close()
        assert HostPickScene(app).resumable == []  # served again: not offered twice
    finally:
        lobby.host.stop()


def test_the_table_says_when_a_player_drops_and_comes_back(app):
    from scenes.app import table_class

    host = HostThread(HostTable(Match("elemons", ["remote", "remote"], seed=2)))
    try:
        address = f"127.0.0.1:{host.port}"
        mine = NetFeed(address, host.table.tokens[0], host.fingerprint)
        app.settings.speed = "instant"
        app.stack.push(MenuScene(app))
        table = table_class("elemons")(app, mine)
        app.stack.push(table)
        other = NetFeed(address, host.table.tokens[1], host.fingerprint)
        name = table.names[1]
        assert wait_for(app, lambda: any(name in e and ("rejoint" in e or "joined" in e) for e in table.log.entries))
        other.close()
        assert wait_for(app, lambda: any(name in e and ("connexion" in e or "connection" in e)
                                         for e in table.log.entries))
        back = NetFeed(address, host.table.tokens[1], host.fingerprint)
        assert wait_for(app, lambda: any(name in e and ("retour" in e or "back" in e) for e in table.log.entries))
        back.close()
    finally:
        host.stop()


def test_chat_keeps_its_place_in_the_log_when_the_table_joins_again(app):
    from scenes.app import table_class

    host = HostThread(HostTable(Match("elemons", ["remote", "remote"], seed=2)))
    try:
        address = f"127.0.0.1:{host.port}"
        mine = NetFeed(address, host.table.tokens[0], host.fingerprint)
        theirs = NetFeed(address, host.table.tokens[1], host.fingerprint)
        app.settings.speed = "instant"
        app.stack.push(MenuScene(app))
        table = table_class("elemons")(app, mine)
        app.stack.push(table)

        def play(moves: int) -> None:
            target = len(host.table.match.moves) + moves
            end = time.monotonic() + 30
            while len(host.table.match.moves) < target and not host.table.feed.is_over and time.monotonic() < end:
                run(app, 0.05)
                theirs.poll(0)
                for feed in (mine, theirs):
                    if feed.seat in feed.actors() and feed.legal(feed.seat):
                        feed.submit(feed.seat, feed.legal(feed.seat)[0])
                        break
            assert len(host.table.match.moves) >= target or host.table.feed.is_over

        play(2)
        mine.say("platypus")
        assert wait_for(app, lambda: any("platypus" in e for e in table.log.entries))
        play(4)
        assert wait_for(app, lambda: not table.busy)
        mine.link.hang_up()  # the connection drops: the table joins again and rebuilds its log
        assert wait_for(app, lambda: mine.link.ws.protocol.state.name == "OPEN" and not mine.closed
                        and any("platypus" in e for e in table.log.entries), 20)
        entries = table.log.entries
        said = next(i for i, e in enumerate(entries) if "platypus" in e)
        assert said < len(entries) - 1, "the chat line went to the end of the log"
        theirs.close()
    finally:
        host.stop()
