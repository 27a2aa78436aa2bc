"""The server's store (issues 31 and 32), through real processes and sockets with the console's own
:class:`~uno_access.net.client.RemoteTable`: a ``serve --store`` stopped and started again goes on with the
match (C2), a full disk under the store makes the table wait and go on (R3-7), a damaged ``server.db`` is set
aside (R3-8), the file is private and holds no token (L4)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.console.opponents import make_opponent
from uno_access.console.options import Level
from uno_access.engine.rules import RuleSet
from uno_access.net import protocol as p
from uno_access.net.client import Back, Link, RemoteTable
from uno_access.table.messages import DecisionKind


class _Side:
    """The console seat's side of a RemoteTable (what it is told besides the questions)."""

    def __init__(self) -> None:
        self.heard: list[Any] = []
        self.events: list[Any] = []

    def news(self, news: Any) -> None:
        self.heard.append(news)

    def pausing(self) -> None:
        pass

    def net_event(self, message: Any) -> None:
        self.events.append(message)


class Console:
    """A console at a shared table, as the real one drives its RemoteTable: the next question, an answer
    to each new one (a bot chooses), waiting for news while others play."""

    def __init__(self, link: Link, welcome: p.Welcome) -> None:
        self.link = link
        self.table = RemoteTable(link, welcome)
        self.side = _Side()
        self.table.sit(welcome.seat, self.side)  # type: ignore[arg-type]
        self.bot = make_opponent(Level.NORMAL, welcome.seat, 1)
        self.answers = 0
        self.over = False
        self.stop = threading.Event()

    def run(self) -> None:
        table = self.table
        answered = (-1, -1)
        while not self.stop.is_set():
            decision = table.advance()
            if decision.kind is DecisionKind.MATCH_OVER:
                self.over = True
                return
            ask = table.ask
            assert ask is not None
            if decision.kind is DecisionKind.WAIT or (ask.serial, ask.acts) == answered:
                table.take(block=True)
                continue
            answered = (ask.serial, ask.acts)
            if decision.kind is DecisionKind.TURN:
                action = self.bot.choose(decision.view)
            elif decision.kind is DecisionKind.NEXT_ROUND:
                action = e.NEXT_ROUND
            else:
                action = e.PASS
            try:
                if table.act(action):
                    self.answers += 1
            except e.IllegalAction:
                answered = (-1, -1)


def start_serve(home: Path, port: int = 0, *extra: str) -> tuple[subprocess.Popen[str], int, list[str]]:
    """``uno-access serve`` in a process of its own (its log lines, read until it says its port)."""
    env = {**os.environ, "UNO_ACCESS_HOME": str(home)}
    process = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", str(port), "--lang", "en",
                                *extra], env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert process.stderr is not None
    lines: list[str] = []
    for line in process.stderr:
        lines.append(line)
        found = re.search(r"on port (\d+)", line)
        if found:
            threading.Thread(target=lambda: lines.extend(process.stderr or ()), daemon=True).start()
            return process, int(found.group(1)), lines
    raise AssertionError(lines)


def first_message(link: Link, kind: type, timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        message = link.inbox.get(timeout=max(0.1, deadline - time.monotonic()))
        if isinstance(message, kind):
            return message


def two_consoles(url: str, target: int = 300) -> list[Console]:
    """Alice opens a table (one bot, pace 0), Bob joins by its code, Alice starts: both consoles play."""
    rules = RuleSet.preset("official").replace(target_score=target)
    alice = Link(url, p.Create("Alice", "en", rules, 1, "normal", 30.0, 0.0), retry=0.2).start()
    welcome = first_message(alice, p.Welcome)
    bob = Link(url, p.Hello(welcome.code, "Bob", "fr"), retry=0.2).start()
    bob_welcome = first_message(bob, p.Welcome)
    first_message(alice, p.Presence)
    alice.send(p.Start())
    return [Console(alice, welcome), Console(bob, bob_welcome)]


def answers_until(consoles: list[Console], wanted: int, timeout: float) -> None:
    """Wait until each console answered ``wanted`` more questions (or the match ended)."""
    start = [console.answers for console in consoles]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(console.over or console.answers - before >= wanted for console, before in zip(consoles, start)):
            return
        time.sleep(0.05)
    raise AssertionError(f"answers {[c.answers - b for c, b in zip(consoles, start)]}: the consoles are stuck")


def test_a_serve_stopped_and_started_again_goes_on_with_the_consoles_match(tmp_path: Path) -> None:
    """C2: the consoles count their answers (``acts``) and wait for the server's count to pass theirs; the
    server started again from its store counted from 0, and every console froze at its first move.  Two
    consoles (the real RemoteTable), a ``serve --store`` stopped with SIGTERM and started again on its port:
    both go on answering."""
    process, port, _ = start_serve(tmp_path)
    consoles: list[Console] = []
    threads: list[threading.Thread] = []
    try:
        consoles = two_consoles(f"ws://127.0.0.1:{port}")
        threads = [threading.Thread(target=console.run, daemon=True) for console in consoles]
        for thread in threads:
            thread.start()
        answers_until(consoles, 4, 60)
        process.terminate()
        process.wait(10)
        process, _, lines = start_serve(tmp_path, port)
        answers_until(consoles, 6, 60)
        assert any("taken back" in line for line in lines), lines
    finally:
        for console in consoles:
            console.stop.set()
            console.link.close()
        process.terminate()
        process.wait(10)


def test_the_store_is_private_to_the_server_and_holds_no_seat_token(tmp_path: Path) -> None:
    """L4: ``server.db`` was created 0644 and held every seat's token: anyone reading it could take a seat.
    It is created 0600 (its journal too) and keeps each token's SHA-256 only; a console coming back with its
    token still finds its seat."""
    from uno_access.net.room import Room
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, create

    old = os.umask(0o022)
    try:
        store = TableStore(tmp_path / "server.db")
    finally:
        os.umask(old)
    clock = Clock()
    room = Room("654321", create(bots=1, seed=3), later=clock.later, now=clock.now, store=store)
    alice = room.sit("Alice", "fr", Inbox().send)
    room.start(alice)
    token = alice.token
    for path in tmp_path.iterdir():
        assert path.stat().st_mode & 0o777 == 0o600, path
        assert token.encode() not in path.read_bytes(), path
    store.close()
    again = TableStore(tmp_path / "server.db")
    (kept,) = again.tables()
    back = Room.take_back(kept, later=clock.later, now=clock.now, log=lambda line: None, store=again)
    inbox = Inbox()
    assert back.come_back(token, 0, inbox.send).seat == 0
    assert inbox.of(p.Welcome)[-1].token == token


def _a_kept_table(path: Path) -> None:
    from uno_access.net.room import Room
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, create, play_out

    store = TableStore(path)
    clock = Clock()
    room = Room("654321", create(bots=1, seed=3), later=clock.later, now=clock.now, store=store)
    room.start(room.sit("Alice", "fr", Inbox().send))
    del play_out
    store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()


def test_a_damaged_server_db_is_set_aside_and_serve_starts_with_a_fresh_one(tmp_path: Path) -> None:
    """R3-8: random bytes over the file, the file cut in half, a file of noise: ``serve`` stopped at start
    with an internal error.  It keeps the bad file aside, logs one line naming it, and serves."""
    import random

    for damage in ("noise", "half", "bytes"):
        home = tmp_path / damage
        home.mkdir()
        path = home / "server.db"
        _a_kept_table(path)
        data = bytearray(path.read_bytes())
        rng = random.Random(4)
        if damage == "noise":
            data = bytearray(rng.randbytes(8192))
        elif damage == "half":
            data = data[: len(data) // 2]
        else:
            for _ in range(6):
                at = rng.randrange(0, len(data) - 64)
                data[at:at + 64] = rng.randbytes(64)
            data[0:16] = rng.randbytes(16)
        path.write_bytes(bytes(data))
        process, _, lines = start_serve(home)
        try:
            aside = [line for line in lines if "damaged" in line]
            assert len(aside) == 1, lines
            kept = list(home.glob("server.db.corrupt-*"))
            assert len(kept) == 1 and kept[0].read_bytes() == bytes(data), damage
            assert str(kept[0]) in aside[0]
        finally:
            process.terminate()
            assert process.wait(10) == 0


def test_a_shared_server_deals_itself_and_refuses_a_clients_seed() -> None:
    """H2: ``create.seed`` was accepted, so whoever opened a table could compute every hand.  A server refuses
    it (``seed``) and draws the seed itself; only a server told so (the tests, a person's own ``host``) deals
    from a client's seed."""
    import asyncio

    from websockets.asyncio.client import connect

    from uno_access.net.server import Server

    from .netplay import create

    async def main() -> None:
        server = Server(log=lambda line: None)
        port = await server.start("127.0.0.1", 0)
        async with connect(f"ws://127.0.0.1:{port}") as client:
            await client.send(p.encode(create(bots=1, seed=424242)))
            refused = p.decode(await client.recv())
            assert isinstance(refused, p.Refused) and refused.reason == "seed", refused
            assert not server.rooms
            await client.send(p.encode(create(bots=1, seed=-1)))
            welcome = p.decode(await client.recv())
            assert isinstance(welcome, p.Welcome)
            await client.send(p.encode(p.Start()))
            while not server.rooms[welcome.code].started:
                await asyncio.sleep(0.01)
            assert server.rooms[welcome.code].seed not in (None, -1, 424242)
        await server.close()
        trusting = Server(log=lambda line: None, seeds=True)
        port = await trusting.start("127.0.0.1", 0)
        async with connect(f"ws://127.0.0.1:{port}") as client:
            await client.send(p.encode(create(bots=1, seed=424242)))
            assert isinstance(p.decode(await client.recv()), p.Welcome)
        await trusting.close()

    asyncio.run(asyncio.wait_for(main(), 60))


async def _a_table_of_bots_left_alone(url: str, level: str = "normal") -> str:
    """C1's attack: 9 bots at pace 0, a target of 100,000 points, started and left; its code."""
    from websockets.asyncio.client import connect

    rules = RuleSet.preset("official").replace(target_score=100_000)
    async with connect(url) as client:
        await client.send(p.encode(p.Create("X", "en", rules, 9, level, 0.0, 0.0)))
        welcome = p.decode(await client.recv())
        assert isinstance(welcome, p.Welcome)
        await client.send(p.encode(p.Start()))
        while not isinstance(p.decode(await client.recv()), p.Ask):
            pass
        await client.send(p.encode(p.Leave()))
    return welcome.code


def test_a_table_of_bots_left_alone_never_stops_the_other_tables() -> None:
    """C1: the bots' match ran inside the loop: no other table answered until it ended (minutes).  Another
    table's ``look`` is answered before that match is over (the server here runs in the test's own loop: what
    is checked is the order, never a time)."""
    import asyncio

    from websockets.asyncio.client import connect

    from uno_access.net.server import Server

    async def main() -> None:
        server = Server(log=lambda line: None)
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        async with connect(url) as probe:
            await probe.send(p.encode(p.Create("Probe", "en", RuleSet.preset("official"), 1)))
            assert isinstance(p.decode(await probe.recv()), p.Welcome)
            await probe.send(p.encode(p.Start()))
            code = await _a_table_of_bots_left_alone(url)
            for _ in range(20):
                await probe.send(p.encode(p.Look()))
                while not isinstance(p.decode(await probe.recv()), p.Ask):
                    pass
            hostile = server.rooms.get(code)
            assert hostile is not None and hostile.table is not None
            assert not hostile.table.state.is_match_over, "the whole match ran before the probe was answered"
        await server.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_serve_stops_at_once_on_sigterm_with_a_table_of_expert_bots(tmp_path: Path) -> None:
    """C1: with expert bots the frozen server ignored SIGTERM (its handler runs in the loop)."""
    import asyncio

    process, port, _ = start_serve(tmp_path)
    try:
        asyncio.run(asyncio.wait_for(_a_table_of_bots_left_alone(f"ws://127.0.0.1:{port}", "expert"), 60))
        time.sleep(1)
        process.terminate()
        assert process.wait(10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.fixture
def full_disk(tmp_path: Path) -> Any:
    """A real small filesystem (tmpfs, mounted as root), and a way to fill it and to free it again."""
    if sys.platform != "linux" or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root on Linux")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"mount -t tmpfs is not allowed here: {done.stderr.decode()[:100]}")

    class Disk:
        path = mount
        filler = mount / "filler"

        def fill(self) -> None:
            descriptor = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            try:
                while True:
                    os.write(descriptor, b"\0" * 4096)
            except OSError:
                pass
            finally:
                os.close(descriptor)

        def free(self) -> None:
            self.filler.unlink()

    try:
        yield Disk()
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_a_full_disk_under_the_store_makes_the_table_wait_and_go_on_when_space_returns(full_disk: Any) -> None:
    """R3-7: the move that could not be stored was applied anyway (the views disagreed), its player was told
    ``server-error`` (said "Too late: the table moved on.") and the table stayed frozen after space returned.
    Now a move is stored before it is applied: on a full disk nothing changes, every seat is told the
    server cannot save, the answer is refused ``cannot-save``; when space returns the table goes on, and the
    file holds every move once, in order."""
    import random

    from uno_access.net.room import Room, RoomError
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, Player, create

    store = TableStore(full_disk.path / "server.db")
    clock = Clock()
    room = Room("654321", create(bots=1, seed=8), later=clock.later, now=clock.now, store=store)
    inboxes = [Inbox(), Inbox()]
    people = [room.sit(name, "fr", inbox.send) for name, inbox in zip(("Alice", "Bob"), inboxes)]
    room.start(people[0])
    players = [Player(room, person, inbox, n) for n, (person, inbox) in enumerate(zip(people, inboxes))]
    table = room.table
    assert table is not None
    rng = random.Random(1)

    def play(moves: int) -> list[str]:
        refused = []
        for _ in range(moves):
            ready = [player for player in players if player.pending() is not None]
            if ready:
                try:
                    rng.choice(ready).answer()
                except RoomError as error:
                    refused.append(error.reason)
                    ready[0].answered = (-1, -1)
            clock.pass_time(0.5)
        return refused

    play(20)
    full_disk.fill()
    refused: list[str] = []
    for _ in range(200):
        refused += play(1)
        if any(isinstance(m, p.Presence) and m.what == "cannot-save" for m in inboxes[0].messages):
            break
    assert any(isinstance(m, p.Presence) and m.what == "cannot-save" for inbox in inboxes for m in inbox.messages)
    frozen = len(table.state.log)
    refused += play(30)
    assert len(table.state.log) == frozen, "nothing applied that is not stored"
    assert set(refused) <= {"cannot-save"} and refused, refused
    full_disk.free()
    play(60)
    assert len(table.state.log) > frozen, "the table goes on once space returns"
    assert any(isinstance(m, p.Presence) and m.what == "saving" for m in inboxes[1].messages)
    store.close()
    (kept,) = TableStore(full_disk.path / "server.db").tables()
    replayed = e.Game(3, kept.create.rules).new_match(kept.seed)
    for seat, action in kept.actions:
        replayed.apply(seat, action)
    assert replayed.log == table.state.log, "every move stored once, in order"


def test_a_console_refused_cannot_save_hears_so_not_too_late() -> None:
    """R3-7: every refusal but ``illegal`` was said "Too late: the table moved on."; the console says the
    server's own reason for ``cannot-save`` (both languages), and "too late" only for a stale answer."""
    import queue

    from uno_access.console.net_seat import refusal_line
    from uno_access.i18n import translator

    class FakeLink:
        def __init__(self) -> None:
            self.inbox: queue.Queue[Any] = queue.Queue()

        def send(self, message: Any) -> None:
            pass

    from .netplay import create

    room_view = None
    for reason, said in (("cannot-save", p.Refused), ("stale", type(None))):
        link = FakeLink()
        welcome = p.Welcome(0, "t", ("Alice", ""), (1,), "123456", True, True)
        table = RemoteTable(link, welcome)  # type: ignore[arg-type]
        side = _Side()
        table.sit(0, side)  # type: ignore[arg-type]
        if room_view is None:
            from uno_access.net.room import Room

            from .netplay import Clock, Inbox

            clock = Clock()
            room = Room("123456", create(bots=1, seed=2), later=clock.later, now=clock.now)
            inbox = Inbox()
            room.start(room.sit("Alice", "en", inbox.send))
            room_view = inbox.last_ask()
        assert room_view is not None
        link.inbox.put(room_view)
        table.advance()
        link.inbox.put(p.Refused(reason, "", room_view.acts + 1))
        assert table.act(e.DRAW) is False
        told = side.events[-1]
        assert isinstance(told, said) if said is p.Refused else type(told).__name__ == "TooLate"
    for lang, line in (("en", "The server cannot save; the table waits."),
                       ("fr", "Sauvegarde impossible : la table attend.")):
        assert refusal_line(translator(lang), p.Refused("cannot-save")) == line
        assert len(line) <= 40


def test_a_store_that_cannot_be_opened_or_a_full_disk_at_start_leaves_serve_running(
        tmp_path: Path, full_disk: Any) -> None:
    """R3-8: a folder where server.db should be, or a full disk at start, stopped ``serve`` with an internal
    error.  It serves, its tables kept in memory only, and says so in one log line (a condition, not a
    damage: nothing is set aside)."""
    folder = tmp_path / "home"
    (folder / "server.db").mkdir(parents=True)
    device = tmp_path / "device"
    device.mkdir()
    (device / "server.db").symlink_to("/dev/full")
    mode = os.stat("/dev/full").st_mode
    full_disk.fill()
    for home, store in ((folder, []), (device, []),
                        (full_disk.path, ["--store", str(full_disk.path / "server.db")])):
        process, _, lines = start_serve(home, 0, *store)
        try:
            said = [line for line in lines if "cannot be opened" in line]
            assert len(said) == 1 and "not kept on disk" in said[0], lines
            assert not list(home.glob("server.db.corrupt-*"))
        finally:
            process.terminate()
            assert process.wait(10) == 0
    assert os.stat("/dev/full").st_mode == mode, "a device is never made private"


def test_a_table_nobody_is_connected_to_is_closed_after_ten_minutes_and_one_everyone_left_at_once() -> None:
    """C1: a table whose people left kept its bots playing for an hour."""
    import asyncio

    from uno_access.net.server import IDLE_TABLE, Server

    from .netplay import Inbox, create

    assert IDLE_TABLE <= 600

    async def main() -> None:
        server = Server(log=lambda line: None, seeds=True)
        idle = server.open_room(create(bots=1))
        person = idle.sit("Alice", "fr", Inbox().send)
        idle.drop(person)
        gone = server.open_room(create(bots=1))
        gone.leave(gone.sit("Bob", "fr", Inbox().send))
        server.forget_idle()
        assert idle.code in server.rooms and gone.code not in server.rooms
        idle.last_activity -= IDLE_TABLE + 1
        server.forget_idle()
        assert idle.code not in server.rooms

    asyncio.run(main())


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
def test_two_real_consoles_go_on_after_their_serve_is_stopped_and_started_again(tmp_path: Path) -> None:
    """C2 through the real consoles (pseudo-terminals, as a person reads them): ``host --on`` a ``serve
    --store`` and a ``join``; the server is stopped with SIGTERM mid-match and started again on its port;
    both consoles say the connection is back and go on playing (they froze at their first move)."""
    from .test_cli_pty import spawn
    from .test_net_console import CODE
    from .test_net_console import Console as Screen

    class Console(Screen):  # type: ignore[misc, valid-type]
        """A person reads the prompt still open above a line said after it (a player coming back: the plain
        console says it below the turn's prompt, and the prompt still reads what is typed)."""

        def open_prompt(self) -> str | None:
            said = self.t("net-back", player="X")
            suffix = said[said.index("X") + 1:].strip("\u2068\u2069")
            lines = self.screen.rstrip("\n").split("\n")
            while len(lines) > 1 and lines[-1].strip().endswith(suffix):
                lines.pop()
            screen = "\n".join(lines)
            saved, self.screen = self.screen, screen
            try:
                return super().open_prompt()
            finally:
                self.screen = saved

    process, port, _ = start_serve(tmp_path / "server")
    consoles: list[Any] = []
    try:
        host = spawn("host", "--on", f"127.0.0.1:{port}", "--unlisted", "--name", "Alice", "--bots", "1", "--target", "500",
                     "--pace", "0", "--speech", "off", "--sounds", "off", "--lang", "en", lang="en",
                     env={"UNO_ACCESS_HOME": str(tmp_path / "alice")}, timeout=20)
        host.expect(CODE)
        code = host.match.group(1)
        bob = spawn("join", f"127.0.0.1:{port}", code, "--name", "Bob", "--speech", "off", "--sounds", "off",
                    "--plain", "--lang", "fr", lang="fr", env={"UNO_ACCESS_HOME": str(tmp_path / "bob")},
                    timeout=20)
        bob.expect("Alice lancera la partie")
        host.expect("Bob joins the table.")
        host.send("\r")
        bob.expect("La partie commence.")
        consoles = [Console(host, "en"), Console(bob, "fr")]

        def play(turns: int, seconds: float) -> int:
            done = 0
            deadline = time.monotonic() + seconds
            while done < turns and time.monotonic() < deadline:
                for console in consoles:
                    done += console.step() not in (None, "over")
            return done

        assert play(6, 60) >= 6
        process.terminate()
        process.wait(10)
        process, _, _ = start_serve(tmp_path / "server", port)
        host.expect("Connection back.", timeout=20)
        bob.expect("Connexion rétablie.", timeout=20)
        for console in consoles:
            console.screen = ""
        assert play(8, 90) >= 8, (consoles[0].seen[-600:], consoles[1].seen[-600:])
        assert "Traceback" not in consoles[0].seen + consoles[1].seen
    finally:
        for console in consoles:
            console.child.terminate(force=True)
        process.terminate()
        process.wait(10)


def test_a_table_taken_back_twice_is_still_the_same_match_and_its_counts_still_grow(tmp_path: Path) -> None:
    """C2's epochs are written when a table is taken back: that write must keep the table's seed (a second
    restart would find a lobby), and a second restart numbers beyond the first."""
    from uno_access.net.room import EPOCH_SPAN, Room
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, create

    clock = Clock()
    store = TableStore(tmp_path / "server.db")
    room = Room("654321", create(bots=1, seed=3), later=clock.later, now=clock.now, store=store)
    alice = room.sit("Alice", "fr", Inbox().send)
    room.start(alice)
    clock.pass_time(5)
    token, log = alice.token, list(room.table.state.log)  # type: ignore[union-attr]
    store.close()
    for restart in (1, 2):
        store = TableStore(tmp_path / "server.db")
        (kept,) = store.tables()
        again = Room.take_back(kept, later=clock.later, now=clock.now, log=lambda line: None, store=store)
        assert again.table is not None and again.table.state.log == log, f"restart {restart}"
        inbox = Inbox()
        again.come_back(token, 0, inbox.send)
        assert inbox.last_ask().serial > restart * EPOCH_SPAN  # type: ignore[union-attr]
        again.drop(again.people[0])
        store.close()


def test_a_console_goes_on_after_another_server_takes_its_table_over(tmp_path: Path) -> None:
    """C2 after a take-over (several servers sharing a Redis): the server taking the table over counted the
    seat's answers from 0 and the console froze at its first move.  Bob's console (the real RemoteTable,
    given the second server's address) plays, the first server dies, the second takes the table over, and
    Bob goes on answering."""
    import asyncio
    import importlib.util
    import shutil

    if shutil.which("redis-server") is None or importlib.util.find_spec("redis") is None:
        pytest.skip("redis-server or the redis client is not installed")
    from uno_access.net.directory import Directory
    from uno_access.net.server import Server

    sock = tmp_path / "redis.sock"
    redis = subprocess.Popen(["redis-server", "--port", "0", "--unixsocket", str(sock), "--save", "",
                              "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not sock.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        url = f"unix://{sock}"

        async def main() -> None:
            import socket

            servers = []
            for _ in range(2):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", 0))
                    port = probe.getsockname()[1]
                address = f"ws://127.0.0.1:{port}"
                server = Server(log=lambda line: None, directory=Directory(url, address, alive_for=1.0))
                await server.start("127.0.0.1", port)
                servers.append((server, address, asyncio.create_task(server.serve_forever())))
            loop = asyncio.get_running_loop()
            rules = RuleSet.preset("official").replace(target_score=500)
            alice = Link(servers[0][1], p.Create("Alice", "en", rules, 1, "normal", 30.0, 0.0), retry=0.2).start()
            welcome = await loop.run_in_executor(None, first_message, alice, p.Welcome)
            bob = Link(servers[1][1], p.Hello(welcome.code, "Bob", "fr"), retry=0.2).start()
            bob_welcome = await loop.run_in_executor(None, first_message, bob, p.Welcome)
            assert bob.url == servers[0][1], "sent to the server holding the table"
            await loop.run_in_executor(None, first_message, alice, p.Presence)
            alice.send(p.Start())
            await loop.run_in_executor(None, first_message, alice, p.Ask)
            alice.close(leave=True)  # a bot plays for Alice: Bob plays on alone
            console = Console(bob, bob_welcome)
            thread = threading.Thread(target=console.run, daemon=True)
            thread.start()
            try:
                await loop.run_in_executor(None, answers_until, [console], 4, 60)
                first, _, keeping = servers[0]
                keeping.cancel()
                await first.close()
                await loop.run_in_executor(None, answers_until, [console], 6, 60)
                assert welcome.code in servers[1][0].rooms, "taken over by the second server"
            finally:
                console.stop.set()
                bob.close()
                for server, _, keeping in servers[1:]:
                    keeping.cancel()
                    await server.close()

        asyncio.run(asyncio.wait_for(main(), 180))
    finally:
        redis.terminate()
        redis.wait(10)


def test_a_spectator_back_after_a_restart_is_not_said_to_watch_again(tmp_path: Path) -> None:
    """The tester heard "Wanda is watching." again at every seat after a ``serve --store`` restart, though a
    spectator's coming is said once in 5 minutes: one watching before the restart comes back unsaid.  Wanda's
    console comes back once the seats are back (as a console whose retry came later)."""
    process, port, _ = start_serve(tmp_path)
    url = f"ws://127.0.0.1:{port}"
    links: list[Link] = []
    try:
        alice, bob = two_consoles(url)
        links = [alice.link, bob.link]
        code = alice.link.code
        wanda = Link(url, p.Hello(code, "Wanda", "en", watch=True), retry=0.2).start()
        links.append(wanda)
        first_message(wanda, p.Welcome)
        while first_message(alice.link, p.Presence) != p.Presence(-1, "Wanda", "watching"):
            pass
        wanda.close()  # her console's retry comes after the seats' (below)
        process.terminate()
        process.wait(10)
        process, _, lines = start_serve(tmp_path, port)
        for seat in (alice, bob):
            # Back, then the welcome of the server started again: a welcome of the stopped one may still wait
            # unread (Wanda's hello handled before Alice's start leaves it there), and with it Wanda chatted
            # before Alice's retry came, and her line was heard by nobody (the CI's intermittent Empty).
            first_message(seat.link, Back, 30)
            first_message(seat.link, p.Welcome, 30)
        wanda = Link(url, p.Hello(code, "Wanda", "en", wanda.token, watch=True), retry=0.2).start()
        links.append(wanda)
        first_message(wanda, p.Welcome, 30)  # back, watching again
        wanda.send(p.Chat("back"))
        heard = []
        while True:  # what Alice hears up to Wanda's chat, sent after Wanda sat again
            message = alice.link.inbox.get(timeout=30)
            heard.append(message)
            if isinstance(message, p.Said) and message.text == "back":
                break
        assert p.Presence(-1, "Wanda", "watching") not in heard, heard
    finally:
        for link in links:
            link.close()
        process.terminate()
        process.wait(10)
