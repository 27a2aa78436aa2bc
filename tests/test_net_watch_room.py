"""A spectator's console over the life of a table (issue 33's gaps), through a real server, real sockets and the
real console in a pseudo-terminal: it watches on after "Match over" and follows a table playing again, hears
the table close and ends cleanly, and hears that a table whose players are all away waits for them."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.engine.rules import RuleSet
from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.netplay import ServerThread

from .test_net_lobby_console import Host, join, watch

pytestmark = [pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals"),
              pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]



@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread
    # a daemon thread: it ends with the test process


def _play_again(host: Host) -> None:
    """The host's script played to "Match over": it says yes to playing again and plays the new match."""
    assert host._thread is not None
    host._thread.join(60)
    host.connection.send(p.encode(p.Again()))
    host._thread = threading.Thread(target=host._play, daemon=True)
    host._thread.start()


def _on_loop(server: Any, function: Any) -> None:
    """``function`` run in the server's own loop (as its housekeeping runs it), waited for."""

    async def call() -> None:
        function()

    asyncio.run_coroutine_threadsafe(call(), server._loop).result(10)


def test_a_spectator_watches_on_after_match_over_and_follows_the_table_playing_again(server: Any,
                                                                                     tmp_path: Path) -> None:
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False, target=30)
    carol, screen = watch(tmp_path, server, alice, "Carol", "en")
    alice.start_playing()
    carol.expect_exact(t("net-started"))
    carol.expect_exact(t("match-over"), timeout=120)
    carol.expect_exact(t("net-watch-again"))  # the console goes on: the table may play again
    _play_again(alice)
    carol.expect_exact(t("net-watch-new-match"), timeout=30)
    carol.expect("Alice (plays|draws)", timeout=30)
    carol.sendline(t("command-quit"))
    carol.expect(pexpect.EOF)
    seen = screen.getvalue()
    assert "Traceback" not in seen
    assert seen.split(t("net-watch-again"))[-1].count("Alice plays") >= 1, seen[-1500:]
    alice.close()


def test_a_spectator_hears_the_table_close_and_its_console_ends(server: Any, tmp_path: Path) -> None:
    """Everyone left: the server closes the table (its housekeeping) and the spectator is told, in French here."""
    t = Translator("fr")
    alice = Host(server.port, "Alice", listed=False, target=30)
    carol, screen = watch(tmp_path, server, alice, "Carol", "fr")
    alice.connection.send(p.encode(p.Leave()))  # the only player leaves the lobby: nobody is left
    carol.expect_exact(t("net-left", player="Alice"))
    _on_loop(server, server.server.forget_idle)
    carol.expect_exact(t("net-table-closed"))
    carol.expect(pexpect.EOF)
    carol.close()
    assert carol.exitstatus == 0, screen.getvalue()[-800:]
    seen = screen.getvalue()
    assert "Traceback" not in seen and "(closed)" not in seen, seen[-800:]
    alice.close()


def test_a_table_whose_players_are_all_away_says_it_waits_to_its_spectators(server: Any, tmp_path: Path) -> None:
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False, bots=2)
    carol, screen = watch(tmp_path, server, alice, "Zora", "en")
    alice.start_playing()
    carol.expect("Alice (plays|draws)", timeout=30)
    alice.close()  # her connection drops: no player is connected, the table waits (and says so)
    carol.expect_exact(t("net-away", player="Alice"))
    carol.expect_exact(t("net-waiting"))
    # A second spectator (the bots are Bob and Carol) arriving at the waiting table hears it too.
    dana = join(tmp_path / "dana", f"127.0.0.1:{server.port}", alice.code, "--watch", "--name", "Yves", "--plain",
                lang="en")
    dana.expect_exact(t("net-waiting"))
    dana.sendline(t("command-quit"))
    dana.expect(pexpect.EOF)
    time.sleep(0.5)
    assert screen.getvalue().count(t("net-waiting")) == 1  # said once
    carol.sendline(t("command-quit"))
    carol.expect(pexpect.EOF)
    assert "Traceback" not in screen.getvalue()


def test_the_waiting_is_said_again_only_after_a_player_came_back_and_never_at_match_over() -> None:
    """The room alone, on its own clock: every player away says ``waiting`` to the spectators once; a player
    back lets the table go on (and a next absence is said again); a seat gone for good says nothing of it."""
    from .netplay import Inbox, create, make_room

    room, _clock = make_room(create(bots=1, seed=5))
    alice_inbox, carol = Inbox(), Inbox()
    alice = room.sit("Alice", "en", alice_inbox.send)
    room.lobby.watch("Carol", "en", carol.send)
    room.start(alice)

    def waiting() -> int:
        return carol.messages.count(p.Presence(-1, "", "waiting"))

    room.drop(alice)
    assert waiting() == 1
    room.drop(alice)
    room.look(alice)
    assert waiting() == 1  # said once
    room.come_back(alice.token, 0, alice_inbox.send)
    assert not room.lobby.waiting and waiting() == 1
    room.drop(alice)
    assert waiting() == 2  # a new absence
    room.come_back(alice.token, 0, alice_inbox.send)
    room.leave(alice)  # gone for good: the table closes, it does not wait
    assert waiting() == 2


def test_a_name_kicked_stays_kept_out_after_the_server_restarts(tmp_path: Path) -> None:
    """A ``serve`` (its store: ``server.db``) stopped with SIGTERM and started again on its port: Bea, kicked
    in the lobby, is still refused ``kicked`` under her name, to sit or to watch; others still sit.  The store
    holds no address in clear."""
    import sqlite3

    from websockets.sync.client import connect

    from .test_net_server_store import start_serve

    def hello(port: int, message: Any) -> Any:
        with connect(f"ws://127.0.0.1:{port}") as connection:
            connection.send(p.encode(message))
            while True:
                answer = p.decode(connection.recv(timeout=10))
                if isinstance(answer, (p.Welcome, p.Refused)):
                    return answer

    process, port, _ = start_serve(tmp_path)
    try:
        with connect(f"ws://127.0.0.1:{port}") as alice:
            alice.send(p.encode(p.Create("Alice", "en", RuleSet.preset("official"), 1, pace=0.0)))
            welcome = p.decode(alice.recv(timeout=10))
            assert isinstance(welcome, p.Welcome)
            with connect(f"ws://127.0.0.1:{port}") as bea:
                bea.send(p.encode(p.Hello(welcome.code, "Bea", "en")))
                assert isinstance(p.decode(bea.recv(timeout=10)), p.Welcome)
                alice.send(p.encode(p.Kick("Bea")))
                while not (isinstance(message := p.decode(alice.recv(timeout=10)), p.Presence)
                           and message.what == "kicked"):
                    pass
            process.terminate()
            process.wait(10)
        process, _, lines = start_serve(tmp_path, port)
        refused = hello(port, p.Hello(welcome.code, "bea", "en"))
        assert isinstance(refused, p.Refused) and refused.reason == "kicked", refused
        refused = hello(port, p.Hello(welcome.code, "Béa", "en", watch=True))
        assert isinstance(refused, p.Refused) and refused.reason == "kicked", refused
        assert isinstance(hello(port, p.Hello(welcome.code, "Bruno", "en")), p.Welcome)
    finally:
        process.terminate()
        process.wait(10)
    with sqlite3.connect(tmp_path / "server.db") as db:
        stored = " ".join(str(row) for row in db.execute("SELECT people FROM tables"))
    assert "127.0.0.1" not in stored


def test_an_address_kicked_in_a_match_is_kept_out_after_a_restart_and_stored_hashed(tmp_path: Path) -> None:
    """The room over a real SQLite store, taken back as a server started again takes it: the name and the
    address removed during the match are still refused ``kicked``; the file holds no address in clear."""
    from uno_access.net.room import Room, RoomError
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, create

    store = TableStore(tmp_path / "server.db")
    clock = Clock()
    room = Room("123456", create(bots=1, seed=3), later=clock.later, now=clock.now, store=store)
    alice = room.sit("Alice", "en", Inbox().send, address="192.0.2.1")
    room.sit("Bea", "en", Inbox().send, address="192.0.2.7")
    room.start(alice)
    room.kick(alice, "Bea")
    store.close()
    assert b"192.0.2.7" not in (tmp_path / "server.db").read_bytes()
    again = TableStore(tmp_path / "server.db")
    (kept,) = again.tables()
    back = Room.take_back(kept, later=clock.later, now=clock.now, log=lambda line: None, store=again)
    for name, address in (("Bea", "192.0.2.99"), ("Zoe", "192.0.2.7")):
        with pytest.raises(RoomError) as refused:
            back.lobby.watch(name, "en", Inbox().send, address)
        assert refused.value.reason == "kicked"
    back.lobby.watch("Zoe", "en", Inbox().send, "192.0.2.8")
    again.close()


def test_a_spectator_of_a_host_table_closed_with_its_program_hears_it_once_and_ends(server: Any,
                                                                                      tmp_path: Path) -> None:
    """``host`` quits: its tables close (``close_tables``); the spectator hears who quit, once, not also "out of
    reach (closed)", and its console ends cleanly."""
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    carol, screen = watch(tmp_path, server, alice, "Carol", "en")
    server.close_tables()
    carol.expect_exact(t("net-closed", player="Alice"))
    carol.expect(pexpect.EOF)
    carol.close()
    seen = screen.getvalue()
    assert carol.exitstatus == 0, seen[-800:]
    assert seen.count(t("net-closed", player="Alice")) == 1 and "(closed)" not in seen, seen[-800:]
    alice.close()
