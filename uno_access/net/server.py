"""The server: tables (:class:`~.room.Room`) reached by a code, over WebSocket (``websockets`` on asyncio).

One process, one event loop: each connection's messages are read one at a time and handed to its room, so the
rooms need no lock and the first message to arrive is the first applied.  Whatever a client sends may be
hostile: a message is size-limited (by ``websockets`` itself, before it is read) and validated
(:func:`.protocol.decode`); a bad one gets a ``refused`` answer and changes nothing; a client that floods is
slowed, then dropped; a client that guesses codes is dropped.  Nothing a client sends can stop the server: an
unexpected error in a room is logged (one line) and answered, never raised out of the connection.

The server logs one line per table event to stderr (who joins, leaves, starts) and never a card.
"""

from __future__ import annotations

import asyncio
import secrets
import socket
import ssl
import sys
import time
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .directory import BEAT, Directory
from .room import Person, Room, RoomError
from .store import Keeper, KeptTable

#: The port a table listens on when none is given.
DEFAULT_PORT = 8765
#: Messages a connection may send per second, on average, and in a burst.
RATE = 20.0
BURST = 60.0
#: Seconds a connection may stay over its rate (being slowed) before it is dropped.
FLOOD_LIMIT = 5.0
#: Wrong codes or tokens a connection may try before it is dropped.
GUESSES = 5
#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 15.0
#: Seconds between two settings-aside of the objects alive (:func:`tune_collector`).
FREEZE_EVERY = 5.0
#: Seconds a table with nobody connected is kept (its players may still come back).
IDLE_TABLE = 3600.0


def new_code(taken: set[str] | dict[str, Any]) -> str:
    """A table code a person can read aloud and type: six digits, not starting with 0."""
    while True:
        code = str(100_000 + secrets.randbelow(900_000))
        if code not in taken:
            return code


def spoken_code(code: str) -> str:
    """The code as it is read: two groups of three digits ("482 913")."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


def normal_code(text: str) -> str:
    """A code as typed: spaces and dashes dropped ("482 913", "482-913")."""
    return "".join(ch for ch in text if ch.isalnum())


class Server:
    """Tables by code, and the connections of the people sitting at them."""

    def __init__(self, *, log: Callable[[str], None] | None = None, rate: float = RATE, burst: float = BURST,
                 flood_limit: float = FLOOD_LIMIT, store: Keeper | None = None,
                 directory: Directory | None = None) -> None:
        self.rooms: dict[str, Room] = {}
        #: Several servers sharing a Redis: who holds which table, and the tables' store.
        self.directory = directory
        #: Where the tables are kept (SQLite, or the shared Redis): a server started again takes them back.
        self.store: Keeper | None = directory if directory is not None else store
        self.log = log if log is not None else _stderr
        self.rate = rate
        self.burst = burst
        self.flood_limit = flood_limit
        self.connections = 0
        self._server: Any = None
        #: This server's address as clients reach it (the shared directory names it).
        self.address = directory.address if directory is not None else ""

    # ------------------------------------------------------------ the rooms

    def open_room(self, create: p.Create, code: str | None = None) -> Room:
        """A new table for ``create`` (its host sits when their connection does)."""
        code = code or self._new_code()
        room = Room(code, create, later=self._later_for(code), now=asyncio.get_running_loop().time, log=self.log,
                    store=self.store)
        self.rooms[code] = room
        self.log(f"table {code}: opened ({create.rules.name}, {create.bots} bots)")
        return room

    def _later_for(self, code: str) -> Callable[[float, Callable[[], None]], asyncio.TimerHandle]:
        loop = asyncio.get_running_loop()

        def later(seconds: float, function: Callable[[], None]) -> asyncio.TimerHandle:
            return loop.call_later(seconds, self._guarded, code, function)

        return later

    def _new_code(self) -> str:
        while True:
            code = new_code(self.rooms)
            if self.directory is None or not self.directory.code_taken(code):
                return code

    def _take_over(self, kept: KeptTable) -> Room | None:
        try:
            room = Room.take_back(kept, later=self._later_for(kept.code), now=asyncio.get_running_loop().time,
                                  log=self.log, store=self.store)
        except Exception as error:  # noqa: BLE001 - a table that no longer replays is left, not the server
            self.log(f"table {kept.code}: cannot be taken back: {type(error).__name__}: {error}")
            return None
        self.rooms[kept.code] = room
        return room

    def _find(self, code: str) -> Room:
        """The room of ``code``: here, or taken over from a server that stopped; raises :class:`RoomError`
        (``elsewhere`` with the holder's address: the client goes there)."""
        room = self.rooms.get(code)
        if room is not None:
            return room
        directory = self.directory
        holder = directory.holder(code) if directory is not None else None
        if directory is None or holder is None:
            raise RoomError("no-table", "no table has this code")
        if holder != self.address and directory.alive(holder):
            raise RoomError("elsewhere", holder)
        if holder == self.address or directory.claim(code, holder):
            kept = directory.table(code)
            taken = self._take_over(kept) if kept is not None else None
            if taken is not None:
                return taken
        raise RoomError("no-table", "no table has this code")

    def look_after_orphans(self) -> None:
        """Take over the tables of the servers that stopped saying they are alive."""
        directory = self.directory
        if directory is None:
            return
        directory.beat()
        for code in directory.orphans():
            gone = directory.holder(code)
            if gone is not None and directory.claim(code, gone):
                kept = directory.table(code)
                if kept is not None and self._take_over(kept) is not None:
                    self.log(f"table {code}: taken over from {gone}")

    def take_back(self) -> int:
        """The tables kept by this server before it stopped (its store); how many."""
        if self.store is None:
            return 0
        for kept in self.store.tables():
            self._take_over(kept)
        return len(self.rooms)

    def _guarded(self, code: str, function: Callable[[], None]) -> None:
        """A room's timer: an error in it is logged, never raised into the loop."""
        try:
            function()
        except Exception as error:  # noqa: BLE001 - one table's fault must not stop the others
            self.log(f"table {code}: error in a timer: {type(error).__name__}: {error}")

    def forget_idle(self) -> None:
        """Tables with nobody connected for an hour, and tables whose match is over with nobody left."""
        now = time.monotonic()
        for code, room in list(self.rooms.items()):
            connected = any(person.send is not None for person in room.people)
            if connected:
                room.last_activity = now
            elif now - room.last_activity > IDLE_TABLE or (room.table is not None and room.table.state.is_match_over):
                del self.rooms[code]
                room.close()
                if self.store is not None:
                    self.store.forget(code)
                self.log(f"table {code}: closed")

    # ------------------------------------------------------------ serving

    async def start(self, host: str = "", port: int = DEFAULT_PORT, *, certfile: str | None = None,
                    keyfile: str | None = None) -> int:
        """Listen on ``host``:``port`` (every address when empty); the port listened on (``0``: any free)."""
        from websockets.asyncio.server import serve

        tune_collector()

        context = None
        if certfile:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(certfile, keyfile)
        self._server = await serve(self.handle, host or None, port, max_size=p.MAX_MESSAGE_BYTES,
                                   max_queue=16, ssl=context, compression=None,
                                   close_timeout=1, process_request=self.web)
        sockets = list(self._server.sockets)
        # Port 0 on every address gives IPv4 and IPv6 a port each: the IPv4 one is said (what friends type).
        sockets.sort(key=lambda sock: sock.family != socket.AF_INET)
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def serve_forever(self) -> None:
        """Housekeeping while the server runs: alive in the shared directory (and the tables of servers that
        stopped taken over), the collector's pauses kept short, idle tables closed."""
        ticks = 0
        while True:
            self.look_after_orphans()
            await asyncio.sleep(BEAT)
            ticks += 1
            if ticks % int(FREEZE_EVERY / BEAT) == 0:
                tune_collector()
            if ticks % int(60 / BEAT) == 0:
                self.forget_idle()

    async def handle(self, connection: Any) -> None:
        """One client, from its hello to its last message."""
        self.connections += 1
        outbox: asyncio.Queue[str | None] = asyncio.Queue()
        writer = asyncio.create_task(_write(connection, outbox))
        seat: tuple[Room, Person] | None = None
        try:
            seat = await self._greet(connection, outbox)
            if seat is not None:
                await self._serve(connection, outbox, *seat)
        except Exception as error:  # noqa: BLE001 - a connection's end, however it ends, is only that
            if type(error).__name__ not in ("ConnectionClosedOK", "ConnectionClosedError", "ConnectionClosed"):
                self.log(f"connection error: {type(error).__name__}: {error}")
        finally:
            self.connections -= 1
            if seat is not None:
                room, person = seat
                if person.send is not None and person.send.__self__ is outbox:  # type: ignore[attr-defined]
                    try:
                        room.drop(person)
                    except Exception as error:  # noqa: BLE001
                        self.log(f"table {room.code}: error on a drop: {type(error).__name__}: {error}")
            outbox.put_nowait(None)
            await writer

    def web(self, connection: Any, message: Any, where: Any = None) -> Any:
        """The browser's way in (:mod:`uno_access.web`): a plain HTTP request (the page; ``None`` lets a
        WebSocket handshake through), a page's hello asking for words (its seat), a page's line."""
        if isinstance(message, p.Line):
            from ..web.words import line

            return line(self, where, message)
        if isinstance(message, (p.Create, p.Hello)):
            from ..web.words import seat_with_words

            request = getattr(connection, "request", None)
            return seat_with_words(self, message, where, request.headers.get("Host", "") if request else "")
        from ..web.http import answer

        return answer(connection, message)

    async def _greet(self, connection: Any, outbox: asyncio.Queue[str | None]) -> tuple[Room, Person] | None:
        """The first messages: create a table, sit at one, or come back to one's seat."""
        send = outbox.put_nowait
        guesses = 0
        while True:
            try:
                text = await asyncio.wait_for(connection.recv(), HELLO_TIMEOUT)
            except TimeoutError:
                send(p.encode(p.Refused("timeout", "say hello first")))
                return None
            try:
                message = p.decode(text)
            except p.ProtocolError as error:
                send(p.encode(p.Refused(error.reason, error.detail)))
                continue
            try:
                if getattr(message, "words", False):  # a web page: the console's words too
                    return self.web(connection, message, outbox)
                if isinstance(message, p.Create):
                    room = self.open_room(message)
                    return room, room.sit(message.name, message.lang, send)
                if isinstance(message, p.Hello):
                    room = self._find(normal_code(message.code))
                    if message.token:
                        return room, room.come_back(message.token, message.last_seq, send)
                    return room, room.sit(message.name, message.lang, send)
                send(p.encode(p.Refused("hello-first", "create or hello first")))
            except RoomError as error:
                send(p.encode(p.Refused(error.reason, error.detail)))
                guesses += error.reason in ("no-table", "bad-token")
                if guesses >= GUESSES:
                    self.log("a connection dropped after too many wrong codes")
                    return None

    async def _serve(self, connection: Any, outbox: asyncio.Queue[str | None], room: Room, person: Person) -> None:
        send = outbox.put_nowait
        allowance = self.burst
        last = time.monotonic()
        over_since: float | None = None
        async for text in connection:
            now = time.monotonic()
            allowance = min(self.burst, allowance + (now - last) * self.rate)
            last = now
            if allowance < 1:  # over its rate: this message waits its turn (the client is slowed)
                over_since = over_since or now
                if now - over_since > self.flood_limit:
                    self.log(f"table {room.code}: seat {person.seat} dropped for flooding")
                    send(p.encode(p.Refused("flood", "too many messages")))
                    return
                await asyncio.sleep((1 - allowance) / self.rate)
                allowance, last = 1.0, time.monotonic()
            elif allowance >= self.burst / 2:
                over_since = None  # back under its rate for a while
            allowance -= 1
            try:
                message = p.decode(text)
            except p.ProtocolError as error:
                send(p.encode(p.Refused(error.reason, error.detail, person.acts)))
                continue
            if person.send is None or getattr(person.send, "__self__", None) is not outbox:
                return  # this seat came back on another connection: this one is over
            try:
                if isinstance(message, p.Act):
                    room.act(person, message)
                elif isinstance(message, p.Chat):
                    room.chat(person, message.text)
                elif isinstance(message, p.Look):
                    room.look(person)
                elif isinstance(message, p.Start):
                    room.start(person)
                elif isinstance(message, p.Leave):
                    room.leave(person)
                    return
                elif isinstance(message, p.Line):
                    self.web(connection, message, person)
                else:
                    send(p.encode(p.Refused("unexpected", type(message).__name__)))
            except RoomError as error:
                send(p.encode(p.Refused(error.reason, error.detail, person.acts)))
            except Exception as error:  # noqa: BLE001 - never let one message stop the server
                self.log(f"table {room.code}: error: {type(error).__name__}: {error}")
                send(p.encode(p.Refused("server-error", type(error).__name__, person.acts)))


def tune_collector() -> None:
    """Short pauses of Python's cycle collector in a server holding thousands of tables.

    A full collection walks every object of every table (hundreds of thousands): pauses of 100 to 200 ms
    every few seconds, which were the server's worst delays (bench/server.py; with the collector off, the
    99th percentile fell from 80 to 12 ms at 500 tables).  Every few seconds the objects alive are set aside
    (``gc.freeze``): a collection then walks only the objects made since.  A table's objects are freed by
    reference counting when it closes (:meth:`Room.close` breaks its one cycle), not by the collector.
    """
    import gc

    gc.freeze()


async def _write(connection: Any, outbox: asyncio.Queue[str | None]) -> None:
    """Send a connection's messages in order, until ``None``."""
    while True:
        text = await outbox.get()
        if text is None:
            return
        try:
            await connection.send(text)
        except Exception:  # noqa: BLE001 - the connection closed: its reader ends it
            return


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
