"""The console's connection (issue 17): a dropped connection is retried by itself, with the seat's token and the
last news heard; the console is told once that it was lost and once that it is back, and hears nothing twice."""

from __future__ import annotations

import asyncio
import queue
import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from uno_access.net import protocol as p
from uno_access.net.client import Back, Link, Lost
from uno_access.netplay import ServerThread

from .netplay import create
from .test_net_server import self_signed


class Proxy:
    """A TCP relay in a thread of its own, whose connections can be cut (a network that drops)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = 0
        self._writers: list[Any] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        ready = threading.Event()
        threading.Thread(target=lambda: asyncio.run(self._main(ready)), daemon=True).start()
        ready.wait(5)

    async def _main(self, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        ready.set()
        await asyncio.Event().wait()

    async def _relay(self, reader: Any, writer: Any) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        self._writers += [writer, up_writer]

        async def pump(source: Any, sink: Any) -> None:
            try:
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            except Exception:  # noqa: BLE001 - cut
                pass
            finally:
                sink.close()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))

    def cut(self) -> None:
        """Every connection through the relay drops (new ones are still relayed)."""
        def close() -> None:
            for writer in self._writers:
                writer.transport.abort()
            self._writers.clear()

        assert self._loop is not None
        self._loop.call_soon_threadsafe(close)


def take(link: Link, wanted: Any, timeout: float = 10.0) -> list[Any]:
    """Messages from the link until one is ``wanted``; all of them."""
    got = []
    deadline = time.monotonic() + timeout
    while True:
        message = link.inbox.get(timeout=max(0.1, deadline - time.monotonic()))
        got.append(message)
        if wanted(message):
            return got


def test_a_dropped_connection_comes_back_by_itself_and_nothing_is_heard_twice() -> None:
    server = ServerThread("127.0.0.1", 0)
    port = server.start()
    proxy = Proxy(port)
    host = Link(f"ws://127.0.0.1:{port}", create(bots=1, pace=0.0), retry=0.2).start()
    (welcome,) = [m for m in take(host, lambda m: isinstance(m, p.Welcome))]
    guest = Link(f"ws://127.0.0.1:{proxy.port}", p.Hello(welcome.code, "Bob", "en"), retry=0.2).start()
    take(guest, lambda m: isinstance(m, p.Welcome))
    host.send(p.Start())
    before_ask = take(guest, lambda m: isinstance(m, p.Ask))
    heard = guest.last_seq
    # What came instead of the deal's news, by kind and number (the CI saw none twice, after a Welcome with the
    # match started; not reproduced in some 190 runs under load, cold and warm; a whole repr is cut short by
    # pytest just where the news would be); with what the link could not read, and the news the server numbered
    # for that seat (sent, or not).
    came = [f"{type(m).__name__}#{m.seq}" if isinstance(m, p.News) else f"{type(m).__name__}" for m in before_ask]
    room = server.server.rooms.get(welcome.code)
    numbered = [seq for seq, _ in room.people[1].kept] if room is not None and len(room.people) > 1 else None
    assert heard >= 1, (came, list(guest.unread), numbered)
    proxy.cut()
    got = take(guest, lambda m: isinstance(m, Back))
    assert sum(isinstance(m, Lost) for m in got) == 1
    got = take(guest, lambda m: isinstance(m, p.Ask))
    welcome_again = next(m for m in got if isinstance(m, p.Welcome))
    assert welcome_again.seat == 1 and welcome_again.started
    seqs = [m.seq for m in got if isinstance(m, p.News)]
    assert all(seq > heard for seq in seqs), "nothing heard twice"
    hosts = take(host, lambda m: isinstance(m, p.Presence) and m.what == "back")
    assert any(isinstance(m, p.Presence) and m.what == "away" and m.seat == 1 for m in hosts)
    for link in (guest, host):
        link.close()
    try:
        while True:
            guest.inbox.get_nowait()
    except queue.Empty:
        pass


def test_a_table_out_of_reach_is_said_and_closing_it_is_safe() -> None:
    """No server at that address: the console says so (no traceback), and closing the link then is harmless
    (it raised "Event loop is closed" once)."""
    from uno_access.net.client import Gone

    link = Link("ws://127.0.0.1:9", p.Hello("123456", "Bob", "en"), retry=0.1).start()
    (gone,) = take(link, lambda m: isinstance(m, Gone))
    assert gone.reason.startswith("unreachable")
    time.sleep(0.2)
    link.send(p.Chat("anyone?"))
    link.close(leave=True)


class _Wire:
    """A connection that holds what the server would have sent, and keeps what the console sends."""

    def __init__(self) -> None:
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.sent: list[Any] = []
        self.code = "123456"

    def send(self, message: Any) -> None:
        self.sent.append(message)


def console_at_a_shared_table(lang: str, first: list[Any] | None = None) -> tuple[Any, _Wire, Any]:
    """Bob's console (seat 1) at a shared table where Alice plays: a real Session on a RemoteTable, the server's
    messages ``first`` read before it sits (as a console started again reads them; by default, a wait at a new
    match)."""
    import io

    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output
    from uno_access.console.session import Session
    from uno_access.engine import Game
    from uno_access.net.client import RemoteTable
    from uno_access.speech.base import RecordingSpeaker
    from uno_access.table.messages import DecisionKind

    wire = _Wire()
    for message in [p.Ask(1, DecisionKind.WAIT, Game(3).new_match(4).view_for(1))] if first is None else first:
        wire.inbox.put(message)
    table = RemoteTable(wire, p.Welcome(1, "token", ("Alice", "Bob", ""), (2,), "123456", started=True))  # type: ignore[arg-type]
    table.advance()
    stream = io.StringIO()
    session = Session(MatchOptions(), ConsoleOptions(lang=lang), Output(stream, RecordingSpeaker()), table=table,
                      names=("Alice", "Bob", ""))
    return session, wire, stream


def test_a_shared_table_names_its_people_and_says_what_waiting_allows() -> None:
    from uno_access.console.commands import Command, Verb

    session, wire, stream = console_at_a_shared_table("en")
    from uno_access.i18n import Translator

    assert session.names[:2] == ["Alice", Translator("en")("player-you")]
    assert session.names[2] not in ("Alice", "Bob", ""), "a bot gets a name of its own"
    assert session.info_commands.help_now()[0].startswith("Others are playing.")
    session.net_seat.chat_command(Command(Verb.SAY, "Bonne chance, Alice !"))
    assert wire.sent == [p.Chat("Bonne chance, Alice !")], "said as typed, accents and capitals kept"
    session.net_event(p.Said(0, "merci"))
    session.net_event(p.Presence(0, "Alice", "away"))
    session.net_seat.chat_command(Command(Verb.CHAT))
    session.net_event(p.Said(0, "not heard"))
    printed = stream.getvalue().splitlines()
    # Issue 33: a chat line begins with "Chat," (no one's chat can read like a line of the game).
    assert "Chat, Alice: merci" in printed and "Alice lost the connection." in printed and "Chat off." in printed
    assert "Chat, Alice: not heard" not in printed, "chat off: not said"
    assert "Chat, Alice: not heard" in session.history_lines(), "but kept in the history"


def test_a_seat_taken_over_from_another_place_is_said_and_not_taken_back() -> None:
    """Issue 32 L5: a second console with the seat's token took it silently; the first kept reconnecting."""
    from uno_access.net.client import Gone

    server = ServerThread("127.0.0.1", 0)
    port = server.start()
    first = Link(f"ws://127.0.0.1:{port}", create(bots=1), retry=0.1).start()
    (welcome,) = [m for m in take(first, lambda m: isinstance(m, p.Welcome))]
    second = Link(f"ws://127.0.0.1:{port}", p.Hello(welcome.code, "x", "en", welcome.token), retry=0.1).start()
    assert take(second, lambda m: isinstance(m, p.Welcome))[-1].seat == 0
    got = take(first, lambda m: isinstance(m, Gone))
    assert got[-1] == Gone("taken-over")
    first._thread.join(10)
    assert not first._thread.is_alive(), "the first console does not take the seat back"
    second.close()
    first.close()


@pytest.mark.parametrize(("lang", "line"), [("en", "Your seat was taken over\nfrom another place.\n"),
                                            ("fr", "Votre place a été reprise\ndepuis un autre endroit.\n")])
def test_the_console_says_its_seat_was_taken_over(lang: str, line: str) -> None:
    from uno_access.net.client import Gone

    session, _, stream = console_at_a_shared_table(lang)
    session.net_event(Gone("taken-over"))
    assert line in stream.getvalue()


def test_a_server_over_its_caps_is_said_busy() -> None:
    """Issue 32 M1: a connection over the server's caps gets HTTP 503; the console says the server is busy."""
    from uno_access.net.client import Gone

    server = ServerThread("127.0.0.1", 0)
    server.server.per_address = 1
    port = server.start()
    held = Link(f"ws://127.0.0.1:{port}", create(bots=1)).start()
    take(held, lambda m: isinstance(m, p.Welcome))
    refused = Link(f"ws://127.0.0.1:{port}", p.Hello("123456", "Bob", "en"), retry=0.1).start()
    assert take(refused, lambda m: isinstance(m, Gone))[-1] == Gone("busy")
    refused.close()
    held.close()


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is needed to make a test certificate")
def test_join_trusts_a_self_signed_certificate_given_with_cafile(tmp_path: Path) -> None:
    """Issue 32 L6: ``join wss://...`` refused a self-signed certificate and nothing could make it trusted."""
    from uno_access.net.client import Gone

    cert, key = self_signed(tmp_path)
    server = ServerThread("127.0.0.1", 0, certfile=str(cert), keyfile=str(key))
    port = server.start()
    untrusted = Link(f"wss://127.0.0.1:{port}", create(bots=1)).start()
    assert take(untrusted, lambda m: isinstance(m, Gone))[-1].reason == "cert"  # said: --cafile trusts it
    trusted = Link(f"wss://127.0.0.1:{port}", create(bots=1), cafile=str(cert)).start()
    assert take(trusted, lambda m: isinstance(m, (p.Welcome, Gone)))[-1].host
    trusted.close()
    untrusted.close()
