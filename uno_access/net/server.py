"""The server: tables (:class:`~.room.Room`) reached by a code, over WebSocket (``websockets`` on asyncio).

One process, one event loop: each connection's messages are read one at a time and handed to its room, so the
rooms need no lock and the first message to arrive is the first applied.  Whatever a client sends may be
hostile: a message is size-limited (by ``websockets`` itself, before it is read, then refused ``too-large``
past the protocol's limit) and validated
(:func:`.protocol.decode`); a bad one gets a ``refused`` answer and changes nothing; a client that floods is
slowed, then dropped; a client that guesses codes is dropped.  Nothing a client sends can stop the server: an
unexpected error in a room is logged (one line) and answered, never raised out of the connection.

Limits hold from a connection's first byte (issue 32): connections are capped per address and in all (one over
a cap gets HTTP 503 at once), a connection has a few frames and a fixed time to say hello, what waits to be sent
to it is bounded (one that does not read is cut), wrong codes are counted per address (then ``locked``) and
answered alike whatever was wrong, and a browser's page connects only from the server's own host or an allowed
origin.

The server logs one line per table event to stderr (who joins, leaves, starts) and never a card.
"""

from __future__ import annotations

import asyncio
import dataclasses
import secrets
import socket
import ssl
import struct
import sys
import time
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .directory import BEAT, Directory, Unavailable
from .lobby import Watcher, listing
from .pages import Pages
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
#: Seconds a new connection has to say hello (from its opening, whatever it sends meanwhile).
HELLO_TIMEOUT = 15.0
#: Frames a connection may send before it sits at a table (a console sends one, a few after a typo).
HELLO_FRAMES = 10
#: Bytes (UTF-8, as sent) waiting to be sent to one connection, in its outbox and its socket's write buffer:
#: past that, it does not read, and it is cut.
OUTBOX_BYTES = 1024 * 1024
#: The kernel's send buffer of a connection (``SO_SNDBUF``; Linux doubles it): left to itself it grows to
#: megabytes under a client that does not read, unseen by :data:`OUTBOX_BYTES`.  A table's messages are a
#: few KiB: this is plenty for a person far away.
SEND_BUFFER = 128 * 1024
#: The largest frame read at all (``websockets``' ``max_size``): a message over
#: :data:`~.protocol.MAX_MESSAGE_BYTES` and up to this is refused ``too-large`` (then the connection is closed);
#: over it, the connection is closed at once (1009, "message too big").  With :data:`RECEIVED_FRAMES` waiting
#: at most, what a connection's messages hold in the server is bounded by about 1 MiB.
WIRE_MAX_BYTES = 4 * p.MAX_MESSAGE_BYTES
#: Frames read and waiting for the connection's handler, at most (then its socket is not read).
RECEIVED_FRAMES = 4
#: Connections one address may hold at once, and connections in all (lowered to fit the open-file limit).
PER_ADDRESS = 20
MAX_CONNECTIONS = 10_000
#: Open files kept for the server itself (its store, its logs, the listening sockets) below the limit.
FILES_KEPT = 64
#: Wrong codes (or tokens, or passwords) one address may try, and the seconds after which one is forgiven:
#: past them every hello from that address is refused ``locked`` (the code space is 900,000).
ADDRESS_GUESSES = 20
FORGIVE_GUESS = 60.0
#: Seconds between two settings-aside of the objects alive (:func:`tune_collector`).
FREEZE_EVERY = 1.0
#: Seconds between two full collections of the objects set aside, at most (:meth:`Server.collect_set_aside`).
COLLECT_SET_ASIDE_EVERY = 60.0
#: Seconds a table with nobody connected is kept (its players may still come back; it plays nothing meanwhile).
IDLE_TABLE = 600.0
#: The shortest pace of the bots on a shared server (``serve``): a table of bots at pace 0 would take a core.
MIN_PACE = 0.3
#: Threads the searching bots (hard, expert) think in, away from the loop.
THINKERS = 2


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
                 directory: Directory | None = None, hello_timeout: float = HELLO_TIMEOUT,
                 outbox_bytes: int = OUTBOX_BYTES, per_address: int = PER_ADDRESS,
                 max_connections: int = MAX_CONNECTIONS, address_guesses: int = ADDRESS_GUESSES,
                 allow_origins: tuple[str, ...] = (), proxies: tuple[str, ...] = (),
                 seeds: bool = False, min_pace: float = 0.0, pages: Pages | None = None,
                 keep_host: bool = False, opens_tables: bool = True) -> None:
        self.rooms: dict[str, Room] = {}
        #: Whether a ``create`` opens a table while this server holds one (``serve``); a `host`'s server holds its
        #: host's table only: another ``create`` is refused ``no-new-table`` (its page offers none), or anyone
        #: reaching the host's computer would run tables and bots there.
        self.opens_tables = opens_tables
        #: The web pages this server serves (:mod:`.pages`: the program that starts it gives them), or none.
        self.pages = pages
        #: A person's own ``host`` (the server lives in the host's program): its host is never voted out.
        self.keep_host = keep_host
        #: Whether a client's ``create.seed`` deals the match (the tests; a person's own ``host``): a shared
        #: server refuses it, or whoever opens a table could compute every hand.
        self.seeds = seeds
        #: The bots' pace is at least this (``serve``: :data:`MIN_PACE`; a person's own ``host``: 0).
        self.min_pace = min_pace
        self._thinkers: Any = None
        #: Several servers sharing a Redis: who holds which table, and the tables' store.
        self.directory = directory
        #: Where the tables are kept (SQLite, or the shared Redis): a server started again takes them back.
        self.store: Keeper | None = directory if directory is not None else store
        self.log = log if log is not None else _stderr
        self.rate = rate
        self.burst = burst
        self.flood_limit = flood_limit
        self.hello_timeout = hello_timeout
        self.outbox_bytes = outbox_bytes
        #: The largest frame read at all (:data:`WIRE_MAX_BYTES`).
        self.hard_max = WIRE_MAX_BYTES
        self.connections = 0
        #: The caps on connections (:meth:`_admit`, :meth:`_seat`), and the connections open: by address, those
        #: not yet a WebSocket (a request being read or a page's file being answered) and the WebSockets; in all.
        self.per_address = per_address
        self.max_connections = max_connections
        self._opening: dict[str, int] = {}
        self._by_address: dict[str, int] = {}
        self._open = 0
        self._refusing = 0
        self._refusals = REFUSING
        #: Wrong codes by address: how many (less those forgiven since), and when the last was tried.
        self.address_guesses = address_guesses
        self._wrong: dict[str, tuple[float, float]] = {}
        #: The web pages (``Origin``) whose scripts may connect besides this server's own host's.
        self.allow_origins = tuple(origin.rstrip("/").lower() for origin in allow_origins)
        self._own_hosts: set[str] = set()
        #: Reverse proxies in front of this server (their addresses): a connection from one is not capped per
        #: address (the proxy caps its clients), and its wrong codes count against the address it forwards.
        self.proxies = frozenset(proxies)
        self._server: Any = None
        #: The full collection of the objects set aside (:meth:`collect_set_aside`): when the last one ran, and
        #: the next one, once asked for.
        self._collected_set_aside = -COLLECT_SET_ASIDE_EVERY
        self._collect_set_aside: asyncio.TimerHandle | None = None
        #: This server's address as clients reach it (the shared directory names it).
        self.address = directory.address if directory is not None else ""
        self._shared_setup()

    # ------------------------------------------------------------ the rooms

    def open_room(self, create: p.Create, code: str | None = None) -> Room:
        """A new table for ``create`` (its host sits when their connection does).  Raises :class:`RoomError`
        (``seed``: a client's seed on a server that deals itself)."""
        if create.seed >= 0 and not self.seeds:
            raise RoomError("seed", "this server deals the cards itself: no seed is accepted")
        code = code or self._new_code()
        if create.pace < self.min_pace:
            create = dataclasses.replace(create, pace=self.min_pace)
        room = Room(code, create, later=self._later_for(code), now=asyncio.get_running_loop().time, log=self.log,
                    store=self.store, think=self._think_for(code))
        room.keep_host = self.keep_host
        self.rooms[code] = room
        self.log(f"table {code}: opened ({create.rules.name}, {create.bots} bots)")
        return room

    def _later_for(self, code: str) -> Callable[[float, Callable[[], None]], asyncio.TimerHandle]:
        loop = asyncio.get_running_loop()

        def later(seconds: float, function: Callable[[], None]) -> asyncio.TimerHandle:
            return loop.call_later(seconds, self._guarded, code, function)

        return later

    def _think_for(self, code: str) -> Callable[[Callable[[], Any], Callable[[Any], None]], None]:
        """How a room's searching bot thinks: in one of :data:`THINKERS` threads, its choice handed back to the
        loop (an error in the search is logged, and the table asks again)."""
        loop = asyncio.get_running_loop()

        def think(job: Callable[[], Any], done: Callable[[Any], None]) -> None:
            if self._thinkers is None:
                from concurrent.futures import ThreadPoolExecutor

                self._thinkers = ThreadPoolExecutor(THINKERS, thread_name_prefix="uno-access-bot")

            def finished(future: Any) -> None:
                if future.cancelled():
                    return  # the server stops
                error = future.exception()
                if error is not None:
                    self.log(f"table {code}: error in a bot's search: {type(error).__name__}: {error}")
                self._guarded(code, lambda: done(None if error is not None else future.result()))

            future = loop.run_in_executor(self._thinkers, job)
            future.add_done_callback(finished)

        return think

    def _new_code(self) -> str:
        return new_code(self.rooms)  # with a shared directory, the code is held there first (_shared_code)

    def collect_set_aside(self) -> None:
        """Something long-lived that only the cycle collector frees just ended (a web page's console seat: its
        session's objects refer to each other): a full collection, the objects set aside every second
        (:func:`tune_collector`) included, else they are kept for ever.  At once, or once
        :data:`COLLECT_SET_ASIDE_EVERY` seconds passed since the last one (one for all that ended meanwhile): a
        full collection pauses a server of thousands of tables 100 to 200 ms."""
        if self._collect_set_aside is not None:
            return
        loop = asyncio.get_running_loop()
        wait = max(0.0, self._collected_set_aside + COLLECT_SET_ASIDE_EVERY - loop.time())

        def collect() -> None:
            import gc

            self._collect_set_aside = None
            self._collected_set_aside = loop.time()
            gc.unfreeze()
            gc.collect()
            gc.freeze()

        self._collect_set_aside = loop.call_later(wait, collect)

    def _take_over(self, kept: KeptTable) -> Room | None:
        try:
            room = Room.take_back(kept, later=self._later_for(kept.code), now=asyncio.get_running_loop().time,
                                  log=self.log, store=self.store, think=self._think_for(kept.code))
        except Exception as error:  # noqa: BLE001 - a table that no longer replays is left, not the server
            self.log(f"table {kept.code}: cannot be taken back: {type(error).__name__}: {error}")
            return None
        self.rooms[kept.code] = room
        return room

    async def _find(self, code: str) -> Room:
        """The room of ``code``: here, or taken over from a server that stopped; raises :class:`RoomError`
        (``elsewhere`` with the holder's address: the client goes there)."""
        room = self.rooms.get(code)
        if room is not None:
            return room
        if self.directory is None:
            raise RoomError("no-table", "no table has this code")
        return await self._find_shared(code, self.directory)

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
        """Tables with nobody connected for :data:`IDLE_TABLE`, tables everyone left, and tables whose match is
        over with nobody left."""
        now = time.monotonic()
        for code, room in list(self.rooms.items()):
            connected = any(person.send is not None for person in room.people)
            if connected:
                room.last_activity = now
            elif now - room.last_activity > IDLE_TABLE or all(person.left for person in room.people) \
                    or (room.table is not None and room.table.state.is_match_over):
                del self.rooms[code]
                room.lobby.closing()  # its spectators are told, and their connections end
                _end_watchers(room)
                room.close()
                if self.store is not None:
                    try:
                        self.store.forget(code)
                    except Exception as error:  # noqa: BLE001 - a full disk: forgotten at a next close or start
                        self.log(f"table {code}: cannot be forgotten by the store ({type(error).__name__})")
                self.log(f"table {code}: closed")

    # ------------------------------------------------------------ serving

    async def start(self, host: str | list[str] = "", port: int = DEFAULT_PORT, *, certfile: str | None = None,
                    keyfile: str | None = None) -> int:
        """Listen on ``host``:``port`` (every address when empty); the port listened on (``0``: any free)."""
        from websockets.asyncio.server import serve

        tune_collector()
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_error)
        # The sockets this process may open: the connections admitted, the refusals under way, the rest.
        files = max(8, raise_open_files() - FILES_KEPT)
        self._refusals = min(REFUSING, files // 4)
        self.max_connections = max(1, min(self.max_connections, files - self._refusals))

        self._own_hosts = own_hosts(host, self.address)
        context = None
        if certfile:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(certfile, keyfile)
        options = dict(max_size=self.hard_max, max_queue=RECEIVED_FRAMES, ssl=context, compression=None, close_timeout=1,
                       create_connection=self._connection_type(), process_request=self._request,
                       # asyncio accepts up to this many sockets at once, before any is counted
                       backlog=max(8, min(100, self._refusals)))
        hosts = [host] if isinstance(host, str) else host
        for attempt in range(5):
            # Several addresses and any free port: one port for all (friends type one), found on the first.
            chosen = _free_port(hosts[0]) if len(hosts) > 1 and port == 0 else port
            try:
                where: Any = (hosts if len(hosts) > 1 else hosts[0]) or None  # asyncio takes a list of hosts
                self._server = await serve(self.handle, where, chosen, **options)
                break
            except OSError:
                if chosen == port or attempt == 4:  # the port asked is taken: said by the caller
                    raise
        sockets = list(self._server.sockets)
        # Port 0 on every address gives IPv4 and IPv6 a port each: the IPv4 one is said (what friends type).
        sockets.sort(key=lambda sock: sock.family != socket.AF_INET)
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self) -> None:
        if self._collect_set_aside is not None:
            self._collect_set_aside.cancel()
            self._collect_set_aside = None
        if self._thinkers is not None:
            self._thinkers.shutdown(wait=False, cancel_futures=True)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self._close_shared()

    async def serve_forever(self) -> None:
        """Housekeeping while the server runs: alive in the shared directory (and the tables of servers that
        stopped taken over), the collector's pauses kept short, idle tables closed.  An error in one of them
        is logged and the housekeeping goes on (a Redis restarting, a table that cannot be closed)."""
        writer = asyncio.create_task(self.directory.run(self.log)) if self.directory is not None else None
        ticks = 0
        young_collections_only(True)
        try:
            while True:
                await self._housekeeping("shared", self.look_after_orphans)
                await asyncio.sleep(BEAT)
                ticks += 1
                if ticks % int(FREEZE_EVERY / BEAT) == 0:
                    tune_collector()
                if ticks % int(60 / BEAT) == 0:
                    await self._housekeeping("idle", self.forget_idle)
        finally:
            young_collections_only(False)
            if writer is not None:
                writer.cancel()

    # ------------------------------------------------------------ connections: how many, from where

    def _connection_type(self) -> Any:
        """The websockets connection, counted from its first byte: one over a cap is refused at once (an HTTP
        503, "busy"), before it costs more than its socket."""
        from websockets.asyncio.server import ServerConnection

        server = self

        class Counted(ServerConnection):
            admitted = False
            seated = False  # a WebSocket (:meth:`Server._seat`), no longer a request being read
            peer = "?"
            _refused: Any = None

            def connection_made(self, transport: Any) -> None:
                peername = transport.get_extra_info("peername")
                self.peer = str(peername[0]) if isinstance(peername, tuple) and peername else "?"
                self.admitted = server._admit(self.peer)
                if self.admitted:
                    _set_send_buffer(transport)
                    super().connection_made(transport)
                elif server._refuse(transport):
                    self._refused = transport  # answered "busy": closed once its request is read

            def data_received(self, data: bytes) -> None:
                if self.admitted:
                    super().data_received(data)
                elif self._refused is not None:
                    self._refused.close()  # its request read: the 503 reaches it before the socket closes

            def eof_received(self) -> None:
                if self.admitted:
                    super().eof_received()

            def connection_lost(self, exc: Exception | None) -> None:
                transport = self._refused or getattr(self, "transport", None)
                if self.admitted:
                    server._release(self.peer, self.seated)
                    super().connection_lost(exc)
                elif self._refused is not None:
                    self._refused = None
                    server._refusing -= 1
                _untie(transport)

        return Counted

    def _admit(self, address: str) -> bool:
        """Whether a new connection from ``address`` fits the caps (then it is counted, as opening); a refusal
        is logged in one line.

        An address holds ``per_address`` connections opening (its request not read yet, or a page's file being
        answered, then closed) and, apart, ``per_address`` WebSockets (:meth:`_seat`): the page's files are
        never refused because its address holds seats — a few tabs, or a reload while the old tab's socket
        closes, loaded a blank "busy" page — and a flood of sockets that say nothing is still cut."""
        opening = self._opening.get(address, 0)
        if self._open >= self.max_connections:
            self.log(f"{address}: refused: {self._open} connections in all")
            return False
        if opening >= self.per_address and address not in self.proxies:
            self.log(f"{address}: refused: {opening} connections opening from this address")
            return False
        self._opening[address] = opening + 1
        self._open += 1
        return True

    def _seat(self, connection: Any) -> Any:
        """A WebSocket handshake read: ``None`` when its address may hold one more WebSocket (then it is
        counted as one, no longer as opening), else the HTTP 503 "busy" (logged in one line)."""
        address = getattr(connection, "peer", "?")
        if getattr(connection, "seated", True) or not getattr(connection, "admitted", False):
            return None  # not a counted connection (a test's stand-in), or counted already
        held = self._by_address.get(address, 0)
        if held >= self.per_address and address not in self.proxies:
            self.log(f"{address}: refused: {held} connections from this address")
            return connection.respond(503, "busy\n")
        _count(self._opening, address, -1)
        self._by_address[address] = held + 1
        connection.seated = True
        return None

    def _release(self, address: str, seated: bool) -> None:
        self._open -= 1
        _count(self._by_address if seated else self._opening, address, -1)

    def _refuse(self, transport: Any) -> bool:
        """Answer "busy" (HTTP 503) and close once the client's request is read, or after a second (``True``);
        when too many refusals are under way, cut at once (``False``)."""
        if self._refusing >= self._refusals:
            transport.abort()
            return False
        self._refusing += 1
        transport.write(BUSY_RESPONSE)
        asyncio.get_running_loop().call_later(1.0, transport.close)
        return True

    def _check_origin(self, connection: Any, request: Any) -> Any:
        """A browser's page (it says its ``Origin``) may connect only from this server's own host or a page of
        ``allow_origins``: else any web page a player opens could reach a server on their computer and try
        codes.  A console sends no ``Origin``: always let in."""
        origins = request.headers.get_all("Origin")
        if not origins:
            return None
        origin = origins[0].rstrip("/").lower()
        if len(origins) == 1 and (origin in self.allow_origins or _origin_host(origin) in self._own_hosts
                                  or self._peer_origin(origin)):
            return None
        self.log(f"{_peer(connection)}: refused: a web page from {_shown(origins[0])}")
        return connection.respond(403, "this page may not connect to this server\n")

    def _peer_origin(self, origin: str) -> bool:
        """Whether ``origin`` is a page of a server sharing this one's directory (its table moved here)."""
        directory = self.directory
        return directory is not None and _origin_host(origin) in {_origin_host(server) for server in directory.servers}

    def _request(self, connection: Any, request: Any) -> Any:
        """websockets' ``process_request``, the one way in of every request: first the ``Origin`` check
        (:meth:`_check_origin`: a page of this server's own host passes), then a plain HTTP request is
        answered with the page's files (:mod:`uno_access.web.http`), a WebSocket handshake counted (:meth:`_seat`);
        ``None`` lets a handshake on."""
        refused = self._check_origin(connection, request)
        if refused is not None:
            return refused
        if request.headers.get("Upgrade", "").lower() == "websocket":
            return self._seat(connection)
        return None if self.pages is None else self.pages.answer(connection, request, self.directory is not None,
                                                                 self.opens_tables)

    def _page(self, connection: Any, message: Any, outbox: Outbox) -> Any:
        """For a ``create`` or ``hello`` asking for words (a web page), what the greeting does differently:
        its :class:`uno_access.web.words.Greeting` (the room's ``send`` is the web seat's); ``None`` for a
        console."""
        if not isinstance(message, (p.Create, p.Hello)) or not message.words or self.pages is None:
            return None
        request = getattr(connection, "request", None)
        return self.pages.greeting(self, message.lang, outbox,
                                   request.headers.get("Host", "") if request is not None else "")

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """An error the event loop caught (a socket not accepted...): one line, never a traceback."""
        error = context.get("exception")
        self.log(f"server: {context.get('message', '')}" + (f": {type(error).__name__}: {error}" if error else ""))

    def _not_reading(self, connection: Any) -> None:
        """A connection's outbox is full: it does not read what it is sent; cut at once (a close handshake
        would wait behind what it does not read)."""
        self.log(f"{_peer(connection)}: dropped: does not read what it is sent")
        transport = getattr(connection, "transport", None)
        if transport is not None:
            _reset(transport)

    async def handle(self, connection: Any) -> None:
        """One client, from its hello to its last message."""
        self.connections += 1
        outbox = Outbox(connection, self.outbox_bytes, self._not_reading)
        writer = asyncio.create_task(_write(connection, outbox))
        seat: tuple[Room, Person] | None = None
        try:
            seat = await self._greet(connection, outbox)
            if seat is not None and isinstance(seat[1], Watcher):
                watching, seat = seat, None  # a spectator's connection is served, and ended, by its own loop
                await self._serve_watcher(connection, outbox, *watching)  # type: ignore[arg-type]
            elif seat is not None:
                self._tell_servers(outbox.put_nowait)
                await self._serve(connection, outbox, *seat)
        except Exception as error:  # noqa: BLE001 - a connection's end, however it ends, is only that
            if type(error).__name__ not in ("ConnectionClosedOK", "ConnectionClosedError", "ConnectionClosed"):
                self.log(f"connection error: {type(error).__name__}: {error}")
            _drop_traceback(error)
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

    async def _greet(self, connection: Any, outbox: Outbox) -> tuple[Room, Person] | None:
        """The first messages: create a table, sit at one, or come back to one's seat.

        Limited from the first frame: the frame budget of a seated connection, at most :data:`HELLO_FRAMES`
        frames, and a deadline from the opening that no frame restarts."""
        send = outbox.put_nowait
        guesses = 0
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.hello_timeout
        budget = Budget(self.rate, self.burst, self.flood_limit)
        for frame in range(HELLO_FRAMES + 1):
            try:
                text = await asyncio.wait_for(connection.recv(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                send(p.encode(p.Refused("timeout", "say hello first")))
                outbox.end()
                return None
            if frame == HELLO_FRAMES or not await budget.spend():
                break  # one frame more than allowed: answered "flood" (10 answers, then this one)
            try:
                message = p.decode(text)
            except p.ProtocolError as error:
                send(p.encode(p.Refused(error.reason, error.detail)))
                if error.reason == "too-large":
                    outbox.end(TOO_BIG)
                    return None
                continue
            try:
                page = self._page(connection, message, outbox)
                if isinstance(message, p.Create):
                    # A table nobody sat at (its host's name refused) holds nothing: the host's next try opens.
                    if not self.opens_tables and any(room.people for room in self.rooms.values()):
                        raise RoomError("no-new-table", "this host's server holds its host's table only")
                    sender = page.sitting() if page is not None else send
                    room = self.open_room(message, await self._shared_code())
                    person = room.sit(message.name, message.lang, sender)
                    if page is not None:
                        page.seated(room, person)
                    return room, person
                if isinstance(message, p.Hello):
                    return await self._hello(connection, message, send, page)
                if isinstance(message, p.ListTables):  # the open tables (issue 33): a frame like any other
                    send(p.encode(listing(self.rooms)))
                    continue
                send(p.encode(p.Refused("hello-first", "create or hello first")))
            except RoomError as error:
                send(p.encode(p.Refused(error.reason, error.detail)))
                if error.reason == "locked":
                    outbox.end()
                    return None
                guesses += error.reason in ("no-table", "bad-token")
                if guesses >= GUESSES:
                    self.log("a connection dropped after too many wrong codes")
                    return None
        self.log(f"{_peer(connection)}: dropped: too many frames before its hello")
        send(p.encode(p.Refused("flood", "say hello first")))
        outbox.end()
        return None

    # ------------------------------------------------------------ hello: codes, passwords, tokens

    async def _hello(self, connection: Any, hello: p.Hello, send: Callable[[str], None],
                     page: Any = None) -> tuple[Room, Person]:
        """Sit at the table of ``hello``, or come back to one's seat with its token.  Raises :class:`RoomError`.

        Whatever is wrong (no such code, a started or full table, a wrong password or token) is answered
        alike, ``no-table``, and counted against the address: the answer says nothing of which codes exist
        until the code and its password (or a seat's token) are right.  An address that tried too many wrong
        ones is refused ``locked`` for a while; a seat's token still comes back from it.

        A web page's hello (``words``: ``page`` is its :class:`uno_access.web.words.Greeting`) goes the same way,
        checked alike; only the ``send`` the room is given is its web seat's, started once it sat or came back."""
        address = self._client(connection)
        if not hello.token and self._locked(address):
            self.log(f"{address}: locked: too many wrong codes")
            raise RoomError("locked", "too many wrong codes from this address: try again in a few minutes")
        try:
            room = await self._find(normal_code(hello.code))
            restored = False
            if hello.watch and hello.token and not hello.words:  # a spectator back (issue 33)
                watcher = room.lobby.come_back(hello.token, send)
                if watcher is not None:
                    return room, watcher  # type: ignore[return-value]
                # No longer watching (a drop, a restart): they watch anew, the token standing for the password.
                vouched = room.lobby.vouches(hello.token)
                restored = room.lobby.restored(hello.token)  # watched before a restart: not said again
                hello = dataclasses.replace(hello, token="",
                                            password=room.options.password if vouched else hello.password)
            if hello.token:
                if page is None:
                    return room, self._come_back(room, hello, send)
                sender, last_seq = page.coming_back(room, hello)
                person = self._come_back(room, hello, sender, last_seq)
            else:
                if not _same(hello.password, room.options.password):
                    raise RoomError("no-table", "a wrong password")
                if hello.watch and hello.words:  # a page (served or not: a server given no pages)
                    raise RoomError("not-now", "a page cannot watch a table yet: sit, or watch from a console")
                if hello.watch:  # a spectator (issue 33): no seat, the table's public news
                    return room, room.lobby.watch(hello.name, hello.lang, send,  # type: ignore[return-value]
                                                  address, restored=restored)
                person = room.sit(hello.name, hello.lang, page.sitting() if page is not None else send, address)
                host = room.host
                if page is None and host is not None and host is not person and host.send is None:
                    send(p.encode(p.Presence(host.seat, host.name, "away")))  # else they would wait for nobody
            if page is not None:
                page.seated(room, person)
            return room, person
        except RoomError as error:
            if error.reason in ("no-table", "bad-token", "started", "full"):
                self._guessed(address)
                raise RoomError("no-table", "no table has this code") from None
            raise

    def _come_back(self, room: Room, hello: p.Hello, send: Callable[[str], None],
                   last_seq: int | None = None) -> Person:
        """The seat of ``hello.token`` comes back on this connection (the news after ``last_seq`` sent again:
        ``hello.last_seq`` unless given); the connection that held it (another place) is told, then closed."""
        before = next((person.send for person in room.people if _same(person.token, hello.token)), None)
        person = room.come_back(hello.token, hello.last_seq if last_seq is None else last_seq, send)
        holder = getattr(before, "__self__", None)
        if isinstance(holder, Outbox) and holder is not getattr(send, "__self__", None):
            holder.put_nowait(p.encode(p.Refused("taken-over", "this seat was taken over from another place")))
            holder.end()
            getattr(before, "taken_over", lambda send: None)(send)  # a web page's seat: its console ends
            self.log(f"table {room.code}: seat {person.seat} taken over from another place")
        return person

    def _client(self, connection: Any) -> str:
        """The address a connection's wrong codes count against: its own, or, from a proxy of
        :attr:`proxies`, the client address the proxy appended last to ``X-Forwarded-For``."""
        address = _peer(connection)
        if address in self.proxies:
            request = getattr(connection, "request", None)
            forwarded = request.headers.get_all("X-Forwarded-For") if request is not None else []
            if forwarded:
                return str(forwarded[-1].split(",")[-1].strip()[:64]) or address
        return address

    def _locked(self, address: str) -> bool:
        # Locked from the last wrong code allowed until one is forgiven (the count falls as time passes).
        return self._wrong_count(address, time.monotonic()) > self.address_guesses - 1

    def _guessed(self, address: str) -> None:
        """One more wrong code from ``address`` (one is forgiven every :data:`FORGIVE_GUESS` seconds)."""
        now = time.monotonic()
        self._wrong[address] = (self._wrong_count(address, now) + 1, now)
        if len(self._wrong) > 100_000:  # many addresses: the forgiven ones are forgotten
            for key, (count, when) in list(self._wrong.items()):
                if count - (now - when) / FORGIVE_GUESS <= 0:
                    del self._wrong[key]

    def _wrong_count(self, address: str, now: float) -> float:
        count, when = self._wrong.get(address, (0.0, now))
        return max(0.0, count - (now - when) / FORGIVE_GUESS)

    async def _serve(self, connection: Any, outbox: Outbox, room: Room, person: Person) -> None:
        send = outbox.put_nowait
        budget = Budget(self.rate, self.burst, self.flood_limit)
        async for text in connection:
            if not await budget.spend():
                self.log(f"table {room.code}: seat {person.seat} dropped for flooding")
                send(p.encode(p.Refused("flood", "too many messages", person.acts)))
                outbox.end()
                return
            try:
                message = p.decode(text)
            except p.ProtocolError as error:
                if error.kind == "act":
                    person.acts += 1  # every act is counted, one that does not decode too (as the room counts)
                send(p.encode(p.Refused(error.reason, error.detail, person.acts)))
                if error.reason == "too-large":
                    outbox.end(TOO_BIG)
                    return
                continue
            if person.send is None or getattr(person.send, "__self__", None) is not outbox:
                if person.left and isinstance(message, p.Line):
                    # A page whose seat left (its "no" to play again): its connection stays for its console's
                    # last words; its lines are read no more, as once its console ended.
                    send(p.encode(p.Refused("not-now", "this seat left")))
                    continue
                return  # this seat came back on another connection: this one is over
            try:
                if room.handle(person, message):
                    pass
                elif isinstance(message, p.Leave):
                    room.leave(person)
                    return
                elif isinstance(message, p.Line) and self.pages is not None:  # a page's line or key (its seat reads words)
                    self.pages.line(self, person, message)
                else:
                    send(p.encode(p.Refused("unexpected", type(message).__name__)))
            except RoomError as error:
                send(p.encode(p.Refused(error.reason, error.detail, person.acts)))
            except Exception as error:  # noqa: BLE001 - never let one message stop the server
                self.log(f"table {room.code}: error: {type(error).__name__}: {error}")
                send(p.encode(p.Refused("server-error", type(error).__name__, person.acts)))


    # ------------------------------------------------------------ spectators (issue 33, lobby.py)

    async def _serve_watcher(self, connection: Any, outbox: Outbox, room: Room, watcher: Watcher) -> None:
        """A spectator's messages: a chat line, ``look`` (how the table stands), ``leave``; anything else is
        refused ``not-now``.  Their
        connection's end ends their watching (the seats are told)."""
        send = outbox.put_nowait
        budget = Budget(self.rate, self.burst, self.flood_limit)
        try:
            async for text in connection:
                if not await budget.spend():
                    send(p.encode(p.Refused("flood", "too many messages")))
                    outbox.end()
                    return
                try:
                    message = p.decode(text)
                except p.ProtocolError as error:
                    send(p.encode(p.Refused(error.reason, error.detail)))
                    if error.reason == "too-large":
                        outbox.end(TOO_BIG)
                        return
                    continue
                if getattr(watcher.send, "__self__", None) is not outbox:
                    return  # this spectator came back on another connection: this one is over
                try:
                    if isinstance(message, p.Chat):
                        room.lobby.watcher_chat(watcher, message.text)
                    elif isinstance(message, p.Look):
                        room.lobby.look(watcher)
                    elif isinstance(message, p.Leave):
                        return
                    else:
                        send(p.encode(p.Refused("not-now", "a spectator only watches and chats")))
                except RoomError as error:
                    send(p.encode(p.Refused(error.reason, error.detail)))
        finally:
            try:
                if getattr(watcher.send, "__self__", None) is outbox:  # not come back on another connection
                    room.lobby.unwatch(watcher)
            except Exception as error:  # noqa: BLE001 - never let one spectator stop the server
                self.log(f"table {room.code}: error on a spectator's end: {type(error).__name__}: {error}")

    # ------------------------------------------------------------ several servers sharing a Redis (directory.py)

    def _shared_setup(self) -> None:
        self._outage = False
        self._beats = 0
        self._took_back = False
        self._background: set[asyncio.Task[Any]] = set()
        if self.directory is not None:
            self.directory.fenced = self._fenced
            self.directory.history = self._history

    async def _housekeeping(self, what: str, function: Callable[[], Any]) -> None:
        """One housekeeping step: an error is logged (once while Redis stays out of reach), never raised."""
        try:
            result = function()
            if asyncio.iscoroutine(result):
                await result
            if what == "shared" and self._outage:
                self._outage = False
                self.log("redis: reachable again")
        except Unavailable as error:
            if not self._outage:
                self._outage = True
                self.log(f"redis: out of reach ({error}); the tables play on")
        except Exception as error:  # noqa: BLE001 - the housekeeping must outlive any one failure
            self.log(f"housekeeping ({what}): {type(error).__name__}: {error}")

    async def _shared_code(self) -> str | None:
        """A new table's code held in the shared directory (``None``: no directory, the server picks it)."""
        directory = self.directory
        if directory is None:
            return None
        for _ in range(20):
            code = new_code(self.rooms)
            try:
                if await directory.reserve(code):
                    return code
            except Unavailable:
                raise RoomError("unavailable", "the directory of tables cannot be reached: try again") from None
        raise RoomError("unavailable", "no free table code")

    async def _find_shared(self, code: str, directory: Directory) -> Room:
        """A table this server does not play: another server's (the client is sent there), or one whose
        server stopped saying it is alive (taken over here, with a new epoch: the old holder is fenced)."""
        try:
            holder = await directory.holder(code)
            if holder is None:
                raise RoomError("no-table", "no table has this code")
            # Right after an outage of Redis nobody has said it is alive yet: no take-over before each could.
            if holder != self.address and (not directory.steady() or await directory.alive(holder)):
                raise RoomError("elsewhere", holder)
            room = self.rooms.get(code)
            if room is not None:
                return room  # taken over meanwhile (by another hello, or the housekeeping)
            kept = await directory.take(code, holder)
            room = self.rooms.get(code)
            if room is not None:
                return room
            if kept is None:
                holder = await directory.holder(code)
                if holder is not None and holder != self.address:
                    raise RoomError("elsewhere", holder)  # another server took it first
                raise RoomError("no-table", "no table has this code")
        except Unavailable:
            raise RoomError("unavailable", "the directory of tables cannot be reached: try again") from None
        taken = self._take_over(kept)
        if taken is None:
            directory.drop(code)
            raise RoomError("no-table", "no table has this code")
        self.log(f"table {code}: taken over from {holder}" if holder != self.address else
                 f"table {code}: taken back")
        return taken

    async def look_after_orphans(self) -> None:
        """Alive in the shared directory; the tables this server was fenced from stopped (checked every tenth
        beat, and at once after its lease lapsed: a pause); the tables of the servers that stopped saying they
        are alive taken over.  Raises :class:`Unavailable`."""
        directory = self.directory
        if directory is None:
            return
        lapsed = asyncio.get_running_loop().time() > directory.lease_until
        servers = directory.servers
        await directory.beat()
        if not self._took_back:  # started again with the same address: its tables, each with a new epoch
            for own in await directory.own_tables():
                if own.code not in self.rooms and self._take_over(own) is None:
                    directory.drop(own.code)
            self._took_back = True
        if directory.servers != servers:
            self._tell_everyone_servers()
        self._beats += 1
        if lapsed or self._beats % 10 == 0:
            for code in await directory.mine():
                directory.drop(code)
                self._fenced(code)
        if not directory.steady():
            return
        for code, gone in await directory.orphans():
            if code in self.rooms:
                continue
            kept = await directory.take(code, gone)
            if kept is None:
                continue
            if self._take_over(kept) is not None:
                self.log(f"table {code}: taken over from {gone}")
            else:
                directory.drop(code)

    def _fenced(self, code: str) -> None:
        """Another server holds table ``code`` now (this one was paused, or cut from Redis, longer than its
        lease): it stops here at once, and its players are sent to the new holder."""
        room = self.rooms.pop(code, None)
        if room is None:
            return
        sends = [person.send for person in room.people if person.send is not None]
        room.close()
        task = asyncio.get_running_loop().create_task(self._send_away(code, sends))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _send_away(self, code: str, sends: list[Callable[[str], None]]) -> None:
        directory = self.directory
        assert directory is not None
        holder = None
        for _ in range(10):
            try:
                holder = await directory.holder(code)
                break
            except Unavailable:
                await asyncio.sleep(BEAT)
        self.log(f"table {code}: held by {holder or 'nobody'} now: stopped here")
        text = p.encode(p.Refused("elsewhere", holder) if holder else p.Refused("no-table", "the table moved"))
        for send in sends:
            send(text)

    def _history(self, code: str) -> list[tuple[int, Any]] | None:
        """Table ``code``'s moves so far (to write it again to a Redis that lost it); ``None``: not here."""
        room = self.rooms.get(code)
        if room is None:
            return None
        return list(room.table.state.log) if room.table is not None else []

    def _tell_servers(self, send: Callable[[str], None], fresh: bool = True) -> None:
        """Every server sharing the directory, for a client to try when the one it knows is gone (``fresh``:
        and again once read from Redis, if a server started since the last beat)."""
        directory = self.directory
        if directory is None:
            return
        send(p.encode(p.Servers(directory.servers)))
        if fresh:
            task = asyncio.get_running_loop().create_task(self._tell_fresh_servers(send, directory.servers))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    async def _tell_fresh_servers(self, send: Callable[[str], None], told: tuple[str, ...]) -> None:
        directory = self.directory
        assert directory is not None
        try:
            servers = await directory.known_servers()
        except Unavailable:
            return
        if servers != told:
            send(p.encode(p.Servers(servers)))

    def _tell_everyone_servers(self) -> None:
        for room in self.rooms.values():
            for person in room.people:
                if person.send is not None:
                    self._tell_servers(person.send, fresh=False)

    async def close_tables(self, wait: float = 1.0) -> None:
        """Every table ends now (a `host` table, in its host's program, which quits): each seat connected is
        told ``presence`` ``closed`` (the host's name) and its connection closed once that is sent (at most
        ``wait`` seconds); the tables are forgotten."""
        outboxes: list[Outbox] = []
        for code, room in list(self.rooms.items()):
            host = room.host
            room.broadcast(p.Presence(host.seat if host else -1, host.name if host else "", "closed"))
            for person in room.people:
                outbox = getattr(person.send, "__self__", None)
                if isinstance(outbox, Outbox):
                    outbox.end()
                    outboxes.append(outbox)
            outboxes.extend(_end_watchers(room))
            del self.rooms[code]
            room.close()
            self.log(f"table {code}: closed by its host")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        while any(not outbox._queue.empty() for outbox in outboxes) and loop.time() < deadline:  # noqa: SLF001 - this module's
            await asyncio.sleep(0.02)

    async def _close_shared(self) -> None:
        """A stopping server writes what its tables queued (for a moment: Redis may be out of reach)."""
        directory = self.directory
        if directory is None or not directory.unwritten():  # moves, or only who sits, the seed
            return
        try:
            await asyncio.wait_for(directory.flush(), 1.0)
        except (Unavailable, TimeoutError):
            self.log(f"redis: {directory.waiting()} moves could not be written")


#: The close code after a ``too-large`` refusal ("message too big", as ``websockets`` closes past its limit).
TOO_BIG = 1009
#: Refusals (:data:`BUSY_RESPONSE`) under way at once (at most a quarter of the sockets); past that a connection
#: over a cap is cut without one.
REFUSING = 256
#: The answer to a connection over a cap, before its WebSocket opens (the console says "busy").
BUSY_RESPONSE = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n"
                 b"Connection: close\r\n\r\nbusy\n")


def _count(counts: dict[str, int], address: str, step: int) -> None:
    """``counts[address]`` moved by ``step``; an address counted nothing is dropped (the dict stays small)."""
    count = counts.get(address, 0) + step
    if count > 0:
        counts[address] = count
    else:
        counts.pop(address, None)


def raise_open_files() -> int:
    """The open-file limit raised to what the system allows this process (its soft limit to its hard one): a
    server holds a socket per connection; the limit in force is returned."""
    try:
        import resource
    except ImportError:  # not on this system (Windows): the caps alone
        return MAX_CONNECTIONS + FILES_KEPT
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, MAX_CONNECTIONS + FILES_KEPT)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):  # not allowed here: the limit as it is
            pass
    return int(soft) if soft != resource.RLIM_INFINITY else MAX_CONNECTIONS + FILES_KEPT


def _end_watchers(room: Room) -> list[Outbox]:
    """The spectators' connections of a table that closes end once what they were sent is (their outboxes)."""
    ended = []
    for watcher in room.lobby.watchers:
        outbox = getattr(watcher.send, "__self__", None)
        if isinstance(outbox, Outbox):
            outbox.end()
            ended.append(outbox)
    return ended


def tune_collector() -> None:
    """Short pauses of Python's cycle collector in a server holding thousands of tables.

    A full collection walks every object of every table (hundreds of thousands): pauses of 100 to 200 ms
    every few seconds, which were the server's worst delays (bench/server.py; with the collector off, the
    99th percentile fell from 80 to 12 ms at 500 tables).  Every second the objects alive are set aside
    (``gc.freeze``): a collection then walks only the objects made since.  A table's objects are freed by
    reference counting when it closes (:meth:`Room.close` breaks its one cycle), not by the collector.

    While a server serves (:meth:`Server.serve_forever`), only the youngest generation is collected by itself
    (:func:`young_collections_only`).
    """
    import gc

    gc.freeze()


#: Servers serving in this process, and the collector's thresholds before the first (see
#: :func:`young_collections_only`).
_serving = [0]
_thresholds: list[tuple[int, int, int]] = []
#: A collector threshold never reached (the older generations are not collected by themselves).
_NEVER = 1 << 30


def young_collections_only(serving: bool) -> None:
    """While a server serves in this process (``serving``: one more; else one less), the cycle collector
    collects only its youngest generation by itself; the thresholds it had are back when the last one stops
    (the rest of a process that served a while, the test suite, is collected as before).

    The two older generations filled, within a second, with what every connection awaits (its coroutines and
    futures, made again at each message: tens of thousands with thousands of tables), and their collections
    paused the server 20 to 50 ms once or twice a second (bench/server.py, 2,500 tables with the store; the
    youngest generation's take 0.3 ms on average, rarely over 10).  They found next to no garbage (90 objects
    in a whole run of the bench): a server's cycles die young (an error's traceback), where the youngest
    generation's collections find them; what lives longer is set aside every second (:func:`tune_collector`).
    """
    import gc

    if serving:
        _serving[0] += 1
        if _serving[0] == 1:
            _thresholds[:] = [gc.get_threshold()]
            gc.set_threshold(_thresholds[0][0], _NEVER, _NEVER)
    elif _serving[0] > 0:
        _serving[0] -= 1
        if _serving[0] == 0 and _thresholds:
            gc.set_threshold(*_thresholds[0])


async def _write(connection: Any, outbox: Outbox) -> None:
    """Send a connection's messages in order, until ``None`` (then close it when its outbox was ended)."""
    while True:
        data = await outbox.get()
        if data is None:
            if outbox.ending:
                try:
                    await connection.close(outbox.close_code)
                except Exception:  # noqa: BLE001 - already closed
                    pass
            return
        try:
            await connection.send(data, text=True)  # encoded once, by the outbox that counted it
        except Exception:  # noqa: BLE001 - the connection closed: its reader ends it
            return


class Budget:
    """A connection's frames: ``rate`` a second on average, ``burst`` at once; past that each frame waits its
    turn (the client is slowed), and after ``flood_limit`` seconds over the rate the connection is over."""

    def __init__(self, rate: float, burst: float, flood_limit: float) -> None:
        self.rate, self.burst, self.flood_limit = rate, burst, flood_limit
        self.allowance = burst
        self.last = time.monotonic()
        self.over_since: float | None = None

    async def spend(self) -> bool:
        """One frame read: ``False`` when the connection flooded too long (it is to be dropped)."""
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.last) * self.rate)
        self.last = now
        if self.allowance < 1:  # over its rate: this message waits its turn (the client is slowed)
            self.over_since = self.over_since or now
            if now - self.over_since > self.flood_limit:
                return False
            await asyncio.sleep((1 - self.allowance) / self.rate)
            self.allowance, self.last = 1.0, time.monotonic()
        elif self.allowance >= self.burst / 2:
            self.over_since = None  # back under its rate for a while
        self.allowance -= 1
        return True


try:
    from websockets.protocol import State as _State

    _OPEN: Any = _State.OPEN
except ImportError:  # pragma: no cover - a websockets without it: every message goes through the writer
    _OPEN = object()


class Outbox:
    """The messages waiting to be sent to one connection, at most ``limit`` bytes: a client that does not read
    what it is sent would otherwise grow the server without end.  Past the limit ``full`` is called (the
    connection is cut) and nothing more is kept."""

    def __init__(self, connection: Any, limit: int, full: Callable[[Any], None]) -> None:
        self._queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.connection = connection
        self.limit = limit
        self.full = full
        self.bytes = 0
        self.overflowed = False
        #: Ended by the server (a refusal said last): the writer closes the connection once it is sent.
        self.ending = False
        self.close_code = 1000

    def put_nowait(self, text: str | None) -> None:
        """Queue ``text`` (``None``: the writer stops); what a room calls as its person's ``send``."""
        if text is None:
            self._queue.put_nowait(None)
            return
        if self.overflowed or self.ending:
            return
        data = text.encode("utf-8")  # counted as sent: a character may take 4 bytes
        writing = self._writing()
        if self.bytes + len(data) + writing > self.limit:
            self.overflowed = True
            self.full(self.connection)
            return
        if not self.bytes and not writing and self._send_now(data):
            return
        self.bytes += len(data)
        self._queue.put_nowait(data)

    def _send_now(self, data: bytes) -> bool:
        """``data`` written to the connection at once when nothing waits before it (nothing queued, the socket
        keeping up): what the writer would do, without waking it (the writer and its awaits, at every message
        to every seat, took a tenth of a busy server's time).  ``False``: the writer is to send it."""
        connection = self.connection
        protocol = getattr(connection, "protocol", None)
        send_data = getattr(connection, "send_data", None)
        if protocol is None or send_data is None or protocol.state is not _OPEN:
            return False
        try:
            protocol.send_text(data)
        except Exception:  # noqa: BLE001 - closing after all: the writer finds it closed
            return False
        try:
            send_data()  # to the socket (what it cannot take yet stays in the transport, counted by _writing)
        except Exception:  # noqa: BLE001 - the connection broke: its reader ends it
            pass
        return True

    def _writing(self) -> int:
        """Bytes in the connection's write buffer (sent to the socket, not yet taken by the kernel)."""
        transport = getattr(self.connection, "transport", None)
        try:
            return int(transport.get_write_buffer_size()) if transport is not None else 0
        except Exception:  # noqa: BLE001 - a transport closed meanwhile holds nothing
            return 0

    def end(self, code: int = 1000) -> None:
        """Nothing more is sent: what is queued is, then the connection is closed (with ``code``)."""
        if not self.ending:
            self._queue.put_nowait(None)
            self.ending = True
            self.close_code = code

    async def get(self) -> bytes | None:
        """The next message to send, as UTF-8 (``None``: the writer stops)."""
        data = await self._queue.get()
        if data is not None:
            self.bytes -= len(data)
        return data


def own_hosts(bound: str | list[str], public: str = "") -> set[str]:
    """The names and addresses of this computer a page may come from (its ``Origin``): the addresses listened
    on, its loopback names, its address on its network and name, and the public address's host.  Never the
    ``Host`` a client claims: a page of any site can make its name point here (DNS rebinding)."""
    from urllib.parse import urlsplit

    hosts = {"127.0.0.1", "::1", "localhost", socket.gethostname().lower()}
    hosts.update(address.lower() for address in ([bound] if isinstance(bound, str) else bound) if address)
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: it only picks the outgoing interface
            hosts.add(str(probe.getsockname()[0]))
    except OSError:
        pass
    if public:
        hosts.add((urlsplit(public).hostname or "").lower())
    hosts.discard("")
    return hosts


def _origin_host(origin: str) -> str:
    """The host of an ``Origin`` (``http://10.0.0.5:8000`` → ``10.0.0.5``); ``""`` when it has none."""
    from urllib.parse import urlsplit

    try:
        return (urlsplit(origin).hostname or "").lower()
    except ValueError:
        return ""


def _free_port(host: str) -> int:
    """A port free on ``host`` now (another program may take it before it is listened on: tried again)."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def _set_send_buffer(transport: Any) -> None:
    """A connection's kernel send buffer kept to :data:`SEND_BUFFER` (what a non-reader may hold there)."""
    sock = transport.get_extra_info("socket")
    try:
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
    except OSError:  # not a TCP socket (a test's pipe): nothing to keep
        pass


def _drop_traceback(error: BaseException) -> None:
    """The frames of a connection's ending error let go: the error is kept by the connection (websockets'
    ``recv`` raises it again), and its traceback holds the frames that hold the connection — a cycle among
    objects set aside from the collector (:func:`tune_collector`), never freed: each client that closed
    before its hello stayed in the server."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        error.__traceback__ = None
        error = error.__cause__ or error.__context__  # type: ignore[assignment]


def _untie(transport: Any) -> None:
    """A lost connection's transport freed by reference counting: asyncio's socket transport refers to itself
    (the method it reads with, ``_read_ready_cb``), a cycle that the collector, with the server's objects set
    aside (:func:`tune_collector`), never frees: each connection closed left its transport and socket."""
    if transport is not None and hasattr(transport, "_read_ready_cb"):
        transport._read_ready_cb = None  # noqa: SLF001 - asyncio keeps its transport in a cycle: cut by hand


def _reset(transport: Any) -> None:
    """Cut a connection with a reset (RST): a plain close would leave what it did not read in the kernel,
    waiting to be sent before the FIN (FIN-WAIT-1) for as long as the client keeps its socket."""
    sock = transport.get_extra_info("socket")
    try:
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    transport.abort()


def _shown(text: str, most: int = 100) -> str:
    """What a client sent (a header), for the log: its UTF-8 read back, quoted and escaped as ``repr`` does
    (no control character, no line of its own can reach the log), cut after ``most`` characters (``…``)."""
    try:  # websockets keeps a header's non-ASCII bytes as surrogates
        text = text.encode("utf-8", "surrogateescape").decode("utf-8")
    except UnicodeError:
        pass
    return repr(text[:most]) + ("…" if len(text) > most else "")


def _same(given: str, secret: str) -> bool:
    """Whether ``given`` is ``secret``, in a time that does not tell how much of it was right."""
    return secrets.compare_digest(given.encode("utf-8"), secret.encode("utf-8"))


def _peer(connection: Any) -> str:
    """The address a connection comes from (for the log and the limits per address)."""
    try:
        return str(connection.remote_address[0])
    except (AttributeError, IndexError, TypeError):
        return "?"


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
