"""The console's side of a table on a server: the connection (a thread of its own) and :class:`RemoteTable`,
which answers the console seat as :class:`~uno_access.table.Table` does in a solo game.

The connection runs an asyncio loop in a thread: it reads the server's messages into an inbox and wakes the
console's prompt (:meth:`wake`); the console's thread reads the inbox when it asks for its next question.  A
dropped connection is retried by itself, with the seat's token and the last news it saw, so the server sends
only what was missed; the console says once that the connection was lost, and once that it is back.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import engine as e
from ..engine.view import PlayerView
from ..table.link import SeatListener, SharedTableLink
from ..table.messages import Decision, DecisionKind
from ..table.messages import News as TableNews
from . import protocol as p
from .server import DEFAULT_PORT

#: Seconds to wait for a view asked again (``look``) before using the one held.
LOOK_TIMEOUT = 3.0
#: Seconds between two tries to reconnect, and how long to keep trying.
RETRY = 1.0
GIVE_UP = 600.0


def address_url(address: str, *, tls: bool = False) -> str:
    """``host``, ``host:port`` or a ``ws://`` / ``wss://`` URL, as a URL (``wss://`` when ``tls``: a
    certificate was given, ``--cafile``)."""
    if address.startswith(("ws://", "wss://")):
        return address
    host, _, port = address.rpartition(":") if ":" in address and not address.endswith("]") else (address, "", "")
    if not host:
        host, port = address, ""
    return f"{'wss' if tls else 'ws'}://{host}:{port or DEFAULT_PORT}"


@dataclass(frozen=True)
class Lost:
    """The connection dropped (the client retries)."""


@dataclass(frozen=True)
class Back:
    """The connection is back."""


@dataclass(frozen=True)
class Gone:
    """The server will not take this seat back (or cannot be reached): ``reason`` says why, as a code the
    console says in words (``unreachable``, ``cert``, ``tls``, ``busy``, ``gave-up``, ``table-gone``, a
    refusal's); ``detail``, for the connection's log only (an exception's name is never said to a player)."""

    reason: str
    detail: str = field(default="", compare=False)


class Link:
    """The connection to the server, in a thread of its own; it reconnects by itself."""

    def __init__(self, url: str, first: p.Create | p.Hello, *, wake: Callable[[Any], None] = lambda m: None,
                 retry: float = RETRY, give_up: float = GIVE_UP, cafile: str | None = None,
                 log: Callable[[str], None] = lambda line: None) -> None:
        self.url = url
        #: Where the connection's failures are written in full (a file next to the saves: ``connection.log``).
        self.log = log
        #: A certificate (or several, PEM) trusted for ``wss://`` besides the system's: a server's own,
        #: self-signed one (``join --cafile``).
        self.cafile = cafile
        #: The address first given: asked again when the server holding the table stops.
        self.entry = url
        #: Every server the table's server said shares its directory (``servers``): tried in turn.
        self.addresses: tuple[str, ...] = (url,)
        #: When the connection dropped (``None``: connected, or never was); "back" is said once the seat is
        #: welcomed again (a server answering only to refuse it is no connection back).
        self._lost_at: float | None = None
        #: Since the connection dropped, the server's program was seen ending: the connection closed with no
        #: close frame (killed), or "going away", or refused (nothing listened there).  A table refused after
        #: that went with the program (``table-gone``).
        self._down = False
        self._moves = 0
        self.first = first
        self.inbox: queue.Queue[Any] = queue.Queue()
        #: The last messages this program could not read (skipped), each as its refusal's words: what a test
        #: names when a message it waited for never came.
        self.unread: deque[str] = deque(maxlen=8)
        self.wake = wake
        self.retry = retry
        self.give_up = give_up
        self.last_seq = 0
        self.token = first.token if isinstance(first, p.Hello) else ""
        self.last_seq = first.last_seq if isinstance(first, p.Hello) else 0
        self.code = first.code if isinstance(first, p.Hello) else ""
        #: Called with (code, token, last news heard) as they change (uno_access.net.seats keeps them).
        self.remember: Callable[[str, str, int], None] = lambda code, token, seq: None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue[str | None] | None = None
        self._ready = threading.Event()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="uno-access-link", daemon=True)

    def start(self) -> Link:
        self._thread.start()
        self._ready.wait(5)
        return self

    def send(self, message: Any) -> None:
        loop, out = self._loop, self._out
        if loop is not None and out is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(out.put_nowait, p.encode(message))
            except RuntimeError:  # the connection's loop ended meanwhile (the table is out of reach)
                pass

    def close(self, leave: bool = False) -> None:
        """End the connection (``leave``: tell the table first, a bot plays for this seat)."""
        if leave:
            self.send(p.Leave())
        self._closing = True
        loop, out = self._loop, self._out
        if loop is not None and out is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(out.put_nowait, None)
            except RuntimeError:
                pass
        if self._thread.is_alive():
            self._thread.join(3)

    # ------------------------------------------------------------ the thread

    def _run(self) -> None:
        asyncio.run(self._main())

    def _put(self, message: Any) -> None:
        self.inbox.put(message)
        self.wake(message)

    async def _main(self) -> None:
        from websockets.asyncio.client import connect

        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        self._ready.set()
        first = True
        tried_tls = False
        while not self._closing:
            try:
                async with connect(self.url, max_size=p.MAX_MESSAGE_BYTES, open_timeout=5,
                                   compression=None, **self._tls()) as connection:
                    hello: Any = p.Hello(self.code, _name(self.first), self.first.lang, self.token,
                                         self.last_seq, watch=getattr(self.first, "watch", False)) \
                        if self.token else self.first
                    await connection.send(p.encode(hello))
                    first = False
                    await self._exchange(connection)
                    if connection.close_code == GOING_AWAY and not self._closing:
                        self._down = True  # the server said it stops: its program ends
            except _Moved:
                continue  # the table is on another server (several servers share a directory): go there
            except Exception as error:  # noqa: BLE001 - any failure of the network: try again
                if first and self.url.startswith("ws://") and not tried_tls and _tls_answer(error):
                    # A TLS server answers a plain request with no HTTP: the same address, over TLS.
                    tried_tls = True
                    self.url = self.entry = "wss://" + self.url.removeprefix("ws://")
                    continue
                if first:
                    detail = f"{self.url}: {type(error).__name__}: {error}"
                    self.log(detail)
                    # It speaks TLS, but its certificate is not trusted: tried by itself (``tls``: the wss://
                    # address to type), or typed so (``cert``: --cafile trusts it).
                    cert = _tls_error(error) and self.url.startswith("wss://")
                    self._put(Gone("busy" if _busy(error) else ("tls" if tried_tls else "cert") if cert else
                                   "unreachable", detail))
                    return
                if _program_ended(error):
                    self._down = True  # the server's program ended (killed), or nothing listens there now
                self._moves = 0  # sent to a server that is gone: not a loop between servers
                self.url = self._next_address()
            if self._closing:
                return
            if self._lost_at is None:
                self._lost_at = self._loop.time()
                self._put(Lost())
            elif self._loop.time() - self._lost_at > self.give_up:
                self.log(f"{self.url}: no answer for {self.give_up:g} s, given up")
                self._put(Gone("gave-up"))
                return
            await asyncio.sleep(self.retry)

    def _next_address(self) -> str:
        """The server to try after this one failed: the first address, then every server of its directory."""
        known = (self.entry, *(address for address in self.addresses if address != self.entry))
        if self.url not in known:
            return self.entry  # a server the table was on: the first address finds who holds it now
        return known[(known.index(self.url) + 1) % len(known)]

    async def _exchange(self, connection: Any) -> None:
        assert self._out is not None
        out = self._out

        async def writer() -> None:
            while True:
                text = await out.get()
                if text is None:
                    await connection.close()
                    return
                await connection.send(text)

        task = asyncio.create_task(writer())
        try:
            async for text in connection:
                try:
                    message = p.decode(text)
                except p.ProtocolError as error:
                    self.unread.append(f"{error.kind or '?'}: {error}"[:200])
                    continue  # a newer server's message this program cannot read: skipped
                if isinstance(message, p.Servers):
                    self.addresses = message.addresses
                    continue
                if isinstance(message, p.Refused) and message.reason == "unavailable" and self.token:
                    raise ConnectionError("unavailable")  # that server cannot find the table now: try again
                if self._lost_at is not None and isinstance(message, p.Welcome):
                    self._lost_at = None
                    self._down = False
                    self._put(Back())  # the seat is back: said once (a refusal that follows a drop is no "back")
                if isinstance(message, p.News):
                    if message.seq <= self.last_seq:
                        continue  # already heard
                    self.last_seq = message.seq
                    self.remember(self.code, self.token, self.last_seq)
                elif isinstance(message, p.Welcome):
                    self.token, self.code = message.token, message.code or self.code
                    if message.seat < 0:
                        self.last_seq = 0  # a spectator (issue 33): its news are numbered anew at each sitting
                    self._moves = 0
                    self.remember(self.code, self.token, self.last_seq)
                elif isinstance(message, p.Refused) and message.reason == "elsewhere" and message.detail and \
                        message.detail != self.url and self._moves < 5:
                    self.url = message.detail
                    self._moves += 1
                    raise _Moved
                elif isinstance(message, p.Refused) and message.reason in ("bad-token", "no-table") and self.token:
                    self._closing = True
                    # The seat this console kept is no more.  The connection dropped, and the server's program
                    # stopped and came back without the table (a `host` table lives in its program): the table
                    # is gone.  Else the table closed, or removed the seat, meanwhile (the server says which to
                    # nobody: a token is no way to learn which codes exist): never "no table has this code (or
                    # password)", which the player did not type.
                    reason = "table-gone" if self._lost_at is not None and self._down else "seat-gone"
                    self.log(f"{self.url}: table {self.code} refused {message.reason} ({reason})")
                    self._put(Gone(reason, message.detail))
                    return
                elif isinstance(message, p.Refused) and message.reason in ("taken-over", "kicked"):
                    # Another console has the seat now, or the table removed this one: not taken back.
                    self._closing = True
                    self._put(Gone(message.reason))
                    return
                elif isinstance(message, p.Presence) and message.what == "closed":
                    self._closing = True  # a `host` table ended with its host's program: said once, no retry
                    self._put(message)
                    self._put(Gone("closed"))
                    return
                self._put(message)
        finally:
            task.cancel()


    def _tls(self) -> dict[str, Any]:
        """The TLS options of a ``wss://`` connection: the system's certificates, and ``cafile``'s."""
        if not self.cafile or not self.url.startswith("wss://"):
            return {}
        import ssl

        return {"ssl": ssl.create_default_context(cafile=self.cafile)}


def _tls_answer(error: Exception) -> bool:
    """Whether a plain (``ws://``) opening failed as a TLS server fails it: no HTTP answer
    (``InvalidMessage``), or the connection reset."""
    return type(error).__name__ == "InvalidMessage" or isinstance(error, ConnectionResetError)


def _tls_error(error: Exception) -> bool:
    """Whether a ``wss://`` opening failed in TLS itself (a certificate not trusted...)."""
    import ssl

    return isinstance(error, ssl.SSLError)


#: The close code of a server that stops (websockets' own on a server's ``close()``).
GOING_AWAY = 1001


def _program_ended(error: Exception) -> bool:
    """Whether a connection failed as it does when the server's program is not running any more: the
    connection refused (nothing listens at that address), or closed with no close frame either way (the
    program killed, its system closed the socket).  A keepalive timeout (the network gone quiet: a close
    frame sent, none received) is no such sign."""
    if isinstance(error, ConnectionRefusedError):
        return True
    from websockets.exceptions import ConnectionClosedError

    return isinstance(error, ConnectionClosedError) and error.rcvd is None and error.sent is None


def _busy(error: Exception) -> bool:
    """Whether the server refused the connection as over its caps (HTTP 503, "busy")."""
    response = getattr(error, "response", None)
    return getattr(response, "status_code", None) == 503


class _Moved(Exception):
    """The server said the table is held by another one (``refused`` ``elsewhere``)."""


def _name(first: p.Create | p.Hello) -> str:
    return first.name


#: What the remote table tells its console seat: the news, and what is not news (who comes and goes, the chat).
SeatSide = SeatListener


class TooLate(Exception):
    """The answer came after the table moved on (or, with ``refused``, the server refused it for another
    reason, said as that refusal: it cannot save, ...)."""

    def __init__(self, refused: p.Refused | None = None) -> None:
        super().__init__(refused.reason if refused is not None else "")
        self.refused = refused


class RemoteTable:
    """A table on a server, seen from one seat: what the console seat asks of :class:`Table`, over the network."""

    def __init__(self, link: Link, welcome: p.Welcome) -> None:
        self.link = link
        self.welcome = welcome
        self.human = welcome.seat
        self.humans = {welcome.seat}
        self.bots: dict[int, Any] = {}
        self.on_apply: list[Any] = []
        self.pace = 0.0
        self.seats: dict[int, SeatSide] = {}
        self.ask: p.Ask | None = None
        self._sent = 0
        #: The most answers of this seat the server said it handled.
        self._acts_seen = 0
        self.closed: Gone | None = None
        self.remote = True
        #: News received before the console seat sat down (the deal): its past.
        self._early: list[TableNews] = []
        #: News came since the last view (a waiting seat's view is asked for when it is needed).
        self._stale = False
        #: Other messages received before it sat down (a seat coming back: a bot played for it).
        self._held: list[Any] = []
        #: The round heard before this console started (a seat coming back: ``past``), for its history only.
        self.heard: tuple[e.Event, ...] = ()
        #: What came after "Match over" about the connection (lost, closed): said after it, by the program.
        self.after: list[Any] = []

    # ------------------------------------------------------------ what the seat reads

    def sit(self, seat: int, link: SeatSide) -> None:
        self.seats[seat] = link
        self._say_held()  # "a bot played for you", before the news of what it played

    def view(self, seat: int) -> PlayerView:
        """The seat's view; while it waits (others play), asked again from the server when news came since."""
        assert self.ask is not None
        if self._stale and self.ask.kind is DecisionKind.WAIT and self.closed is None:
            self._stale = False
            self.link.send(p.Look())
            while True:
                try:
                    message = self.link.inbox.get(timeout=LOOK_TIMEOUT)
                except queue.Empty:
                    break  # no answer: the view held (the connection is being retried)
                self._handle(message)
                if isinstance(message, (p.Ask, Lost, Gone)):
                    break
        return self.ask.view

    def past(self, seat: int) -> tuple[e.Event, ...]:
        """The news received before the seat sat down (the deal), as the seat's past."""
        return tuple(event for news in self._early for event in news.events)

    def race_delay(self) -> float | None:
        return None  # the server runs the race's clock

    def window_open(self) -> bool:
        return self.ask is not None and self.ask.kind is DecisionKind.WINDOW

    def pending(self) -> bool:
        return not self.link.inbox.empty()

    def take(self, block: bool) -> bool:
        """Handle the messages received (waiting for one when ``block``); ``False`` when none came."""
        try:
            message = self.link.inbox.get(block=block, timeout=None)
        except queue.Empty:
            return False
        self._handle(message)
        return True

    def _handle(self, message: Any) -> None:
        seat = self.seats.get(self.human)
        if self._after_match(message, seat is not None):
            return
        if isinstance(message, p.News):
            self._stale = True
            news = TableNews(message.actor, message.action, message.events, message.counts)
            if seat is not None:
                seat.news(news)
            else:
                self._early.append(news)
        elif seat is None and not isinstance(message, p.Ask):
            self._held.append(message)  # said once the seat sits down
        elif isinstance(message, p.Ask):
            self.ask = message
            self._stale = False
            self._acts_seen = max(self._acts_seen, message.acts)
        elif isinstance(message, p.Welcome):
            self.welcome = message
        elif isinstance(message, p.Refused):
            self._acts_seen = max(self._acts_seen, message.acts)
        elif isinstance(message, Gone):
            self.closed = message
        if seat is not None and not isinstance(message, (p.News, p.Ask)):
            seat.net_event(message)

    def _after_match(self, message: Any, sat: bool) -> bool:
        """The round heard before (``past``) kept for the history; once the match is over, what the connection
        does (lost, back, a table closed) kept for after "Match over" (a guest heard "Connection lost" first,
        the host's program ending).  ``True`` when ``message`` was taken."""
        if isinstance(message, p.Past):
            if not sat:
                self.heard = message.events
            return True
        over = self.ask is not None and self.ask.kind is DecisionKind.MATCH_OVER
        if over and (isinstance(message, (Lost, Back, Gone, p.Said, p.Voted))
                     or isinstance(message, p.Presence) and message.what != "started"):
            self.after.append(message)
            return True
        return False

    def here(self) -> None:
        """The player is at the keyboard (Enter while others play): a seat a bot took for silence is theirs
        again (any message says so; ``look`` changes nothing else)."""
        self.link.send(p.Look())

    def _say_held(self) -> None:
        seat = self.seats.get(self.human)
        if seat is not None and self._held:
            held, self._held = self._held, []
            for message in held:
                seat.net_event(message)

    def advance(self) -> Decision:
        """The question open for this seat, once every message received is handled."""
        self._say_held()
        while self.ask is None or self.pending():
            if self.closed is not None:
                return Decision(self.human, DecisionKind.MATCH_OVER, -1, self.ask.view) if self.ask else \
                    Decision(self.human, DecisionKind.MATCH_OVER, -1, None)  # type: ignore[arg-type]
            self.take(block=self.ask is None)
        if self.closed is not None:
            return Decision(self.human, DecisionKind.MATCH_OVER, -1, self.ask.view)
        return Decision(self.human, self.ask.kind, self.ask.serial, self.ask.view)

    # ------------------------------------------------------------ what the seat sends

    def send_answer(self, action: e.Action) -> None:
        """Send ``action`` as the answer to the open question; wait until the server read it.

        Raises :class:`~uno_access.engine.IllegalAction` when the rules refused it, :class:`TooLate` when the
        table had moved on (nothing changed either way)."""
        assert self.ask is not None
        self._sent = self._acts_seen + 1  # one answer at a time: the server's count after this one
        self.link.send(p.Act(self.ask.serial, action))
        while self.closed is None:
            message = self.link.inbox.get()
            if isinstance(message, (Lost, Back)):
                self._handle(message)
                raise TooLate
            if isinstance(message, p.Refused) and message.acts >= self._sent:
                self._acts_seen = max(self._acts_seen, message.acts)
                if message.reason == "illegal":
                    try:
                        reason = e.Reason(message.detail)
                    except ValueError:
                        reason = e.Reason.NOT_AVAILABLE
                    raise e.IllegalAction(reason, self.human, action)
                raise TooLate(message if message.reason not in ("stale", "not-now", "not-your-seat") else None)
            self._handle(message)
            if isinstance(message, p.Ask) and message.acts >= self._sent:
                return

    def act(self, action: e.Action, seat: int | None = None) -> bool:
        try:
            self.send_answer(action)
        except TooLate as late:
            self._too_late(late)
            return False
        return True

    def apply(self, seat: int, action: e.Action) -> list[e.Event]:
        self.act(action)
        return []

    def jump_in(self, action: e.Action, seat: int | None = None) -> None:
        self.act(action)

    def shout(self, seat: int | None = None) -> None:
        self.act(e.SHOUT)

    def let_pass(self) -> None:
        self.act(e.PASS)

    def race_to_bots(self) -> None:
        self.act(e.PASS)

    def next_round(self) -> None:
        self.act(e.NEXT_ROUND)

    def chat(self, text: str) -> None:
        self.link.send(p.Chat(text))

    def kick(self, name: str) -> None:
        """``kick NAME``: the host removes a player; while the host is away, a vote (the server decides)."""
        self.link.send(p.Kick(name[:p.MAX_NAME]))

    def _too_late(self, late: TooLate) -> None:
        seat = self.seats.get(self.human)
        if seat is not None:
            seat.net_event(late.refused if late.refused is not None else late)


def _remote_fits(table: RemoteTable) -> SharedTableLink:
    """Never called: mypy proves here that the remote table is a :class:`~uno_access.table.link.SharedTableLink`."""
    return table
