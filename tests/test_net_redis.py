"""Several servers sharing one Redis (issue 17): a client given any server's address is sent to the server that
holds its table, and when that server dies another takes its tables over from what Redis keeps, while their
players reconnect by themselves.  A real ``redis-server`` is started by the test."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import queue
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.net import protocol as p
from uno_access.net.client import Back, Gone, Link, Lost
from uno_access.net.directory import Directory
from uno_access.net.server import Server
from uno_access.storage.codec import action_from_data
from uno_access.table.messages import DecisionKind

from .netplay import create
from .test_net_client import take
from .test_net_server import ACTIONABLE, BotClient, run

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None,
                       reason="redis-server is not installed (apt-get install redis-server; .ci/run installs it)"),
    pytest.mark.skipif(importlib.util.find_spec("redis") is None,
                       reason="the redis client is not installed (pip install 'uno-access[server]')"),
]


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    sock = tmp_path / "redis.sock"
    process = subprocess.Popen(["redis-server", "--port", "0", "--unixsocket", str(sock), "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not sock.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sock.exists(), "redis-server did not start"
    yield f"unix://{sock}"
    process.terminate()
    process.wait(10)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


#: The lease of the tests' servers: short, for quick take-overs, yet past a beat (1 s) with a margin.  A lease of
#: one beat lapsed at every beat by the beat's own work, and a loaded machine's pause of the servers' loop
#: handed the tables to the other server in the middle of a test (a stress run at load 25: a page's table moved
#: under it, a host's ``start`` was lost with the table the first server let go).
LEASE = 3.0


async def start(url: str, logged: list[str], pages: Any = None) -> tuple[Server, str, Any]:
    port = free_port()
    address = f"ws://127.0.0.1:{port}"
    server = Server(log=logged.append, directory=Directory(url, address, alive_for=LEASE), seeds=True, pages=pages)
    await server.start("127.0.0.1", port)
    housekeeping = asyncio.create_task(server.serve_forever())
    return server, address, housekeeping


def test_two_servers_share_a_redis_and_one_takes_over_the_tables_of_the_other(redis_url: str) -> None:
    async def main() -> None:
        logged: list[str] = []
        first, first_address, first_keeping = await start(redis_url, logged)
        second, second_address, second_keeping = await start(redis_url, logged)
        host = BotClient(first_address, create(bots=1, seed=8), 1)
        await host.open()
        welcome = await host.until(lambda m: isinstance(m, p.Welcome))
        # Bob is given the other server's address: he is sent to the one holding the table.
        guest = Link(second_address, p.Hello(welcome.code, "Bob", "en"), retry=0.2).start()
        loop = asyncio.get_running_loop()
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, p.Welcome))
        assert got[-1].seat == 1 and guest.url == first_address
        await host.until(lambda m: isinstance(m, p.Presence) and m.what == "joined")
        await host.connection.send(p.encode(p.Start()))
        await host.until(lambda m: isinstance(m, p.Ask))
        await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, p.Ask))
        moves = len(first.rooms[welcome.code].table.state.log)  # type: ignore[union-attr]

        # The first server dies: it stops saying it is alive, its connections drop.
        first_keeping.cancel()
        await first.close()
        # "Back" is said once a server answered: the take-over comes first (a bound, not a timing).
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, Back), 40.0)
        assert any(isinstance(m, Lost) for m in got)
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, (p.Welcome, Gone)), 40.0)
        # Gone("no-table"): the second server found the table without Bob (the first had not stored it).
        assert isinstance(got[-1], p.Welcome), got[-1]
        assert got[-1].started and guest.url == second_address
        assert welcome.code in second.rooms, "the second server took the table over"
        assert len(second.rooms[welcome.code].table.state.log) == moves  # type: ignore[union-attr]
        assert any(f"table {welcome.code}: taken over from {first_address}" in line
                   or f"table {welcome.code}: taken back" in line for line in logged)
        host.url = first_address  # the host tries its own server, gone; any server's address does
        host.url = second_address
        await host.open(p.Hello(welcome.code, "Alice", "fr", welcome.token, host.last_seq))
        back = await host.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
        assert isinstance(back, p.Welcome) and back.started and back.seat == 0
        guest.close()
        await host.connection.close()
        second_keeping.cancel()
        await second.close()

    run(main())


def test_a_server_stopping_before_its_writer_ran_stores_who_sat_and_that_the_match_started(redis_url: str) -> None:
    """What a stopping server has not written yet is written as it stops: not only the moves, also the
    table's people and seed (a match just started has no move yet).  Else the server taking over finds the
    table without its guest (refused ``no-table``) or not started.  The writer (the housekeeping) is not
    run here: the worst of a loaded machine, where it had no turn before the server stopped."""
    async def main() -> None:
        logged: list[str] = []
        port = free_port()
        address = f"ws://127.0.0.1:{port}"
        server = Server(log=logged.append, directory=Directory(redis_url, address, alive_for=1.0), seeds=True)
        await server.start("127.0.0.1", port)
        host = BotClient(address, create(bots=1, seed=8), 1)
        await host.open()
        welcome = await host.until(lambda m: isinstance(m, p.Welcome))
        guest = BotClient(address, p.Hello(welcome.code, "Bob", "en"), 2)
        await guest.open()
        await guest.until(lambda m: isinstance(m, p.Welcome))
        await host.until(lambda m: isinstance(m, p.Presence) and m.what == "joined")
        await host.connection.send(p.encode(p.Start()))
        await host.until(lambda m: isinstance(m, p.Ask))
        room = server.rooms[welcome.code]
        await guest.connection.close()
        await host.connection.close()
        await server.close()
        assert room.table is not None
        played = len(room.table.state.log)

        reader = Directory(redis_url, "ws://127.0.0.1:1")
        kept = await reader.table(welcome.code)
        assert kept is not None, "the table is in Redis"
        assert [person["name"] for person in kept.people] == ["Alice", "Bob"]
        assert kept.seed is not None, "the match started"
        assert len(kept.actions) == played
        assert not any("could not be written" in line for line in logged)
        await reader.redis.aclose()

    run(main())


# ---------------------------------------------------------------- real `serve` processes (issue 32: H4, H5)


class RedisProcess:
    """A real ``redis-server`` on a unix socket, that the test pauses (SIGSTOP), resumes and restarts (empty)."""

    def __init__(self, folder: Path) -> None:
        self.socket = folder / "redis.sock"
        self.url = f"unix://{self.socket}"
        self.process: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self) -> None:
        if self.socket.exists():
            self.socket.unlink()
        self.process = subprocess.Popen(["redis-server", "--port", "0", "--unixsocket", str(self.socket),
                                         "--save", "", "--appendonly", "no"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self.socket.exists, 10, "redis-server did not start")
        wait_for(self._answers, 10, "redis-server does not answer")

    def _answers(self) -> bool:
        try:
            return bool(self.client().ping())
        except Exception:  # noqa: BLE001
            return False

    def client(self) -> Any:
        import redis

        return redis.Redis.from_url(self.url, decode_responses=True, socket_timeout=5)

    def signal(self, number: int) -> None:
        assert self.process is not None
        self.process.send_signal(number)

    def stop(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGCONT)
            self.process.terminate()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def redis_process(tmp_path: Path) -> Iterator[RedisProcess]:
    process = RedisProcess(tmp_path)
    yield process
    process.stop()


def wait_for(condition: Callable[[], Any], seconds: float, what: str) -> Any:
    """``condition()`` once it is true, checked every 0.1 s for at most ``seconds`` (a bound, not a timing)."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


class ServeProcess:
    """``uno-access serve --redis URL`` in a process of its own (its log in a file)."""

    def __init__(self, url: str, folder: Path, port: int | None = None) -> None:
        self.port = port or free_port()
        self.address = f"ws://127.0.0.1:{self.port}"
        folder.mkdir(parents=True, exist_ok=True)
        self.log_path = folder / "serve.log"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "uno_access", "serve", "--lang", "en", "--port", str(self.port), "--bind",
             "127.0.0.1", "--redis", url, "--public", self.address],
            cwd=str(Path(__file__).resolve().parents[1]), env={**os.environ, "HOME": str(folder)},
            stdout=subprocess.DEVNULL, stderr=self.log_path.open("w"))
        wait_for(self._listening, 30, "serve did not start")

    def _listening(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return True
        except OSError:
            return False

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            self.process.wait(10)


@pytest.fixture
def serves(redis_process: RedisProcess, tmp_path: Path) -> Iterator[Callable[..., ServeProcess]]:
    started: list[ServeProcess] = []

    def start(port: int | None = None) -> ServeProcess:
        server = ServeProcess(redis_process.url, tmp_path / f"serve{len(started)}", port)
        started.append(server)
        client = redis_process.client()
        wait_for(lambda: client.exists(f"uno:alive:{server.address}"), 30, "serve does not say it is alive")
        return server

    yield start
    for server in started:
        server.stop()


class AutoPlayer:
    """A person answering every question at once over a real :class:`Link` (which follows the table from one
    server to another); ``hold`` stops the answers (the questions are still recorded)."""

    def __init__(self, url: str, first: p.Create | p.Hello) -> None:
        self.link = Link(url, first, retry=0.2).start()
        self.received: list[tuple[str, Any]] = []
        self.hold = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        answered: tuple[int, int] | None = None
        pending: p.Ask | None = None
        while not self._stop.is_set():
            try:
                message = self.link.inbox.get(timeout=0.1)
                self.received.append((self.link.url, message))
                if isinstance(message, p.Ask):
                    pending = message
            except queue.Empty:
                pass
            if pending is not None and not self.hold and pending.kind in ACTIONABLE and \
                    (pending.serial, pending.acts) != answered:
                answered = (pending.serial, pending.acts)
                self.link.send(p.Act(pending.serial, choose(pending)))

    def messages(self, kind: Any) -> list[Any]:
        return [message for _, message in list(self.received) if isinstance(message, kind)]

    def welcomed_at(self, address: str) -> bool:
        return any(url == address and isinstance(message, p.Welcome) for url, message in list(self.received))

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.link.close()


def choose(ask: p.Ask) -> e.Action:
    if ask.kind is DecisionKind.NEXT_ROUND:
        return e.NEXT_ROUND
    if ask.kind in (DecisionKind.RACE, DecisionKind.WINDOW):
        return e.PASS
    legal = ask.view.legal_actions
    return next((action for action in legal if isinstance(action, e.Play)), legal[0])


def replay(client: Any, code: str) -> e.State:
    """The match of table ``code`` as Redis keeps it, replayed by the engine (raises when it does not replay)."""
    data = client.hgetall(f"uno:table:{code}")
    message = p.decode(data["create"])
    state = e.Game(len(json.loads(data["people"])) + message.bots, message.rules).new_match(int(data["seed"]))
    for text in client.lrange(f"uno:moves:{code}", 0, -1):
        seat, action = json.loads(text)
        state.apply(seat, action_from_data(action))
    return state


def match_started(player: AutoPlayer, client: Any, moved: int = 6) -> p.Welcome:
    """``player``'s table (its welcome), once its match was started and ``moved`` moves were stored in Redis."""
    welcome: p.Welcome = wait_for(lambda: player.messages(p.Welcome), 20, "no welcome")[0]
    player.link.send(p.Start())
    wait_for(lambda: moves(client, welcome.code) >= moved, 30, "the match did not start")
    return welcome


def moves(client: Any, code: str) -> int:
    return int(client.llen(f"uno:moves:{code}"))


def test_a_paused_server_is_fenced_once_taken_over_and_sends_its_players_to_the_new_holder(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    """A server paused longer than its lease (a GC pause, a VM migration) is taken over; once it runs again it
    must not write one more move: the history stays one match, and its players go to the new holder."""
    first, second = serves(), serves()
    client = redis_process.client()
    player = AutoPlayer(first.address, create(bots=2, pace=0.05, wait=0.0, seed=-1))
    other: AutoPlayer | None = None
    try:
        welcome = match_started(player, client, 10)
        first.process.send_signal(signal.SIGSTOP)
        wait_for(lambda: client.get(f"uno:holder:{welcome.code}") == second.address, 30, "no take-over")
        taken = moves(client, welcome.code)
        # The seat's token comes back on the new holder too (the audit's second connection): it plays there.
        other = AutoPlayer(second.address, p.Hello(welcome.code, "Alice", "fr", welcome.token, player.link.last_seq))
        wait_for(lambda: moves(client, welcome.code) > taken, 30, "the new holder plays no move")
        player.received.clear()
        first.process.send_signal(signal.SIGCONT)
        # The paused server's player answers on: the old holder must stop, and send it to the new one.
        wait_for(lambda: player.welcomed_at(second.address) or len(player.messages(p.Ask)) > 30, 30,
                 "the player heard nothing")
        replay(client, welcome.code)  # one match: every move stored replays
        wait_for(lambda: player.welcomed_at(second.address), 30, "the player was not sent to the new holder")
        wait_for(lambda: f"table {welcome.code}: held by {second.address}" in first.log(), 10,
                 "the old holder did not say it stopped the table")
        replay(client, welcome.code)
    finally:
        player.close()
        if other is not None:
            other.close()


def test_tables_play_on_while_redis_is_paused_and_every_move_is_stored_once_it_is_back(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    server = serves()
    client = redis_process.client()
    player = AutoPlayer(server.address, create(bots=1, pace=0.05, wait=30.0, seed=-1))
    try:
        welcome = match_started(player, client)
        redis_process.signal(signal.SIGSTOP)
        try:
            acts = max(ask.acts for ask in player.messages(p.Ask))
            # Answers are answered while Redis is still stopped: the server's loop does not wait for it.
            wait_for(lambda: max(ask.acts for ask in player.messages(p.Ask)) >= acts + 3, 30,
                     "no answer while Redis is paused")
            wait_for(lambda: "redis: out of reach" in server.log(), 30, "the server did not notice")
            wait_for(lambda: max(ask.acts for ask in player.messages(p.Ask)) >= acts + 6, 30,
                     "no answer once the server knows Redis is out of reach")
        finally:
            redis_process.signal(signal.SIGCONT)
        player.hold = True

        def stored_as_seen() -> bool:
            last = player.messages(p.Ask)[-1]  # the table waits for this held player: its state stays
            return sorted(map(str, replay(client, welcome.code).hands[0])) == sorted(map(str, last.view.hand))

        wait_for(stored_as_seen, 30, "the moves played during the pause were not all stored")
        assert "Traceback" not in server.log()
    finally:
        player.close()


def test_a_restarted_redis_is_told_again_who_is_alive_and_which_tables_they_hold(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    server = serves()
    client = redis_process.client()
    player = AutoPlayer(server.address, create(bots=1, pace=0.05, wait=30.0, seed=-1))
    try:
        welcome = match_started(player, client)
        redis_process.stop()
        redis_process.start()  # empty: it kept nothing
        client = redis_process.client()
        wait_for(lambda: client.exists(f"uno:alive:{server.address}"), 30, "the server no longer says it is alive")
        wait_for(lambda: client.get(f"uno:holder:{welcome.code}") == server.address, 30,
                 "the table was not written again")
        wait_for(lambda: moves(client, welcome.code) >= 6, 30, "the moves were not written again")
        replay(client, welcome.code)
    finally:
        player.close()


def test_after_a_take_over_every_player_finds_the_table_and_hears_lost_and_back_once(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    first, second = serves(), serves()
    host = AutoPlayer(first.address, create(bots=1, pace=0.5, wait=60.0, seed=-1))
    guest: AutoPlayer | None = None
    try:
        welcome = wait_for(lambda: host.messages(p.Welcome), 20, "no welcome")[0]
        guest = AutoPlayer(second.address, p.Hello(welcome.code, "Bob", "en"))  # sent to the first server
        wait_for(lambda: guest.welcomed_at(first.address), 20, "the guest was not sent to the table's server")
        host.link.send(p.Start())
        wait_for(lambda: guest.messages(p.Ask), 20, "no question")
        first.process.kill()  # the host's first (and only known) address is gone for good
        wait_for(lambda: guest.welcomed_at(second.address), 40, "the guest did not find the table again")
        wait_for(lambda: host.welcomed_at(second.address), 40, "the host did not find the table again")
        for player in (host, guest):
            said = [type(message).__name__ for _, message in list(player.received)
                    if isinstance(message, (Lost, Back))]
            assert said == ["Lost", "Back"], said
    finally:
        host.close()
        if guest is not None:
            guest.close()


def test_a_server_started_again_with_its_address_takes_its_tables_back_with_a_new_epoch(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    server = serves()
    client = redis_process.client()
    player = AutoPlayer(server.address, create(bots=1, pace=0.05, wait=30.0, seed=-1))
    try:
        welcome = match_started(player, client)
        epoch = int(client.get(f"uno:epoch:{welcome.code}"))
        server.stop()
        again = serves(server.port)
        wait_for(lambda: f"table {welcome.code}: taken back" in again.log(), 30, "the table was not taken back")
        assert int(client.get(f"uno:epoch:{welcome.code}")) == epoch + 1
        wait_for(lambda: player.welcomed_at(again.address) and player.messages(p.Ask), 30, "the player is not back")
        replay(client, welcome.code)
    finally:
        player.close()


def test_a_table_asked_for_while_redis_is_out_of_reach_is_refused_unavailable_in_the_players_language(
        redis_process: RedisProcess, serves: Callable[..., ServeProcess]) -> None:
    from uno_access.console.net_seat import refusal_line
    from uno_access.i18n import translator

    server = serves()
    redis_process.signal(signal.SIGSTOP)
    try:
        link = Link(server.address, create(bots=1, seed=-1), retry=0.2).start()
        got = take(link, lambda m: isinstance(m, p.Refused), 30.0)
        link.close()
    finally:
        redis_process.signal(signal.SIGCONT)
    refused = got[-1]
    assert refused.reason == "unavailable"
    assert refusal_line(translator("en"), refused) == "Server unavailable, try again."
    assert refusal_line(translator("fr"), refused) == "Serveur indisponible, réessayez."


@pytest.mark.parametrize("addresses", [["http://evil.example"], ["ws://a"] * 17, ["ws://" + "a" * 300],
                                       ["ws://a\nb"], "ws://a", [3]])
def test_a_servers_message_holds_only_a_few_websocket_addresses(addresses: Any) -> None:
    with pytest.raises(p.ProtocolError):
        p.decode(json.dumps({"v": 1, "t": "servers", "addresses": addresses}))
    assert p.decode('{"v":1,"t":"servers","addresses":["wss://a.example:8765"]}') == \
        p.Servers(("wss://a.example:8765",))
