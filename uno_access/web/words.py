"""Words for a seat: a web page at a table hears the console's own lines, because the console's own seat plays
for it, on the server.

A seat whose ``hello`` (or ``create``) says ``"words": true`` gets, besides every message a console seat gets,
the lines the console would say to its player (:class:`~uno_access.net.protocol.Words`) and, when the console
would read the player's next line, its prompt and the hand (:class:`~uno_access.net.protocol.Prompt`).  The page
answers with what its player typed or pressed (:class:`~uno_access.net.protocol.Line`).

How: a :class:`WebSeat` runs the console's network seat (:class:`uno_access.netplay.Client`: its lobby, then a
:class:`~uno_access.console.session.Session` on a :class:`~uno_access.net.client.RemoteTable`) in a thread of its
own, with a link to the room in this process instead of a WebSocket (:class:`_RoomLink`), a reader fed by the
page (:class:`_PageReader`) and an output that sends what it says to the page (:class:`_PageOutput`).  So the
page says the same lines as the console in the same order, from the same Fluent messages, and a typed ``r7``
is read by the console's own parser and commands: one renderer, one parser, one set of rules about what a line
means at which question, and nothing of it written again in JavaScript.  The cost is a thread per seat reading
words (blocked on the page's next line most of the time), which is small next to a browser's own.

The seat's lines are kept (the last :data:`KEPT_LINES`): a page that reloads or reconnects says how many it
has (``heard``) and gets the rest.  The seat outlives the page's connection: the room sees the connection drop
and come back as for a console, and the console seat, which never saw its connection drop, plays on.
"""

from __future__ import annotations

import asyncio
import queue
import secrets
import threading
from collections import deque
from typing import Any

from .. import engine as e
from ..net import protocol as p
from ..net.room import Person, Room, RoomError, token_hash

#: Lines kept for each seat, sent again to a page that reloads.
KEPT_LINES = 1000

#: Seats reading words a server runs at once (a thread each): past that, a page is refused ``busy``.
MAX_SEATS = 1000
#: Seconds between two looks, while the page types nothing, at whether the table still exists.
LOOK_AGAIN = 60.0

_WAKE = object()
_TIME_UP = object()
_END = object()


class _PageSend:
    """The room's ``send`` for a seat reading words: every message goes to the console seat in this process,
    and on to the page.  Its ``__self__`` is the connection's outbox, as for a console's seat (the server tells
    by it which connection holds the seat)."""

    def __init__(self, seat: WebSeat, outbox: Any) -> None:
        self.seat = seat
        self.__self__ = outbox

    def __call__(self, text: str) -> None:
        self.__self__.put_nowait(text)
        self.seat.deliver(text)

    def taken_over(self, send: Any) -> None:
        """The server's take-over (:meth:`uno_access.net.server.Server._come_back`): another connection holds
        the seat now, with ``send``.  Another page's is this seat's own (its lines go on there); a console's
        plays the seat itself: this seat's console then ends."""
        if getattr(send, "seat", None) is not self.seat:
            self.seat.end()


class _RoomLink:
    """What the console's :class:`~uno_access.net.client.Link` does over a WebSocket, done in this process: the
    messages the room sends this seat fill ``inbox``; the seat's messages are applied to the room in the
    server's loop, as the server applies a connection's."""

    def __init__(self, seat: WebSeat) -> None:
        self.seat = seat
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.wake: Any = lambda message: None
        self.remember: Any = lambda code, token, seq: None
        #: No code: this computer's list of seats to come back to (:mod:`uno_access.net.seats`) is the
        #: console's, not the pages'.
        self.code = ""
        self.token = ""
        self.last_seq = 0

    def start(self) -> _RoomLink:
        return self

    def put(self, message: Any) -> None:
        self.inbox.put(message)
        self.wake(message)

    def send(self, message: Any) -> None:
        """From the console seat's thread: ``message`` applied in the server's loop."""
        try:
            self.seat.loop.call_soon_threadsafe(self.seat.apply, message)
        except RuntimeError:  # the server's loop ended
            pass

    def close(self, leave: bool = False) -> None:
        if leave:
            self.send(p.Leave())


class _PageReader:
    """The console's reader, fed by the page: its lines (``r7``), its keys (the console's
    :class:`~uno_access.console.reader.Key`), the wakes of the news, as :class:`~uno_access.console.reader.
    PlainReader` reads a terminal's lines."""

    #: A prompt is shown once a wait (the news go above it).
    prompt_once = True

    def __init__(self, seat: WebSeat) -> None:
        self.seat = seat
        self.queue: queue.Queue[Any] = queue.Queue()
        self.handler: Any = None
        self._woken = False
        self._timed = False
        #: The last prompt asked for, and whether it was never sent (a wake came first).
        self._asked = ""
        self._unshown = False

    def read(self, prompt: str) -> Any:
        from ..console.commands import Command, Verb
        from ..console.reader import Key

        if prompt.strip():
            self._asked = prompt.strip()
        if self._woken:
            # The news come first; the prompt is shown when the line is read.  The console then asks again with
            # an empty prompt (a printed prompt stays on a terminal): the page is sent the one it never got.
            self._unshown = self._unshown or bool(prompt.strip())
            return Command(Verb.WAKE)
        text = prompt.strip() or (self._asked if self._unshown else "")
        self._unshown = False
        self.seat.prompt(text)
        timed, self._timed = self._timed, False
        while True:
            try:
                item = self.queue.get(timeout=LOOK_AGAIN)
            except queue.Empty:
                if self.seat.closed():
                    return None  # the table was closed (nobody came back for an hour): the seat ends
                continue
            if item is _END:
                return None
            if item is _WAKE:
                if self._woken:
                    return Command(Verb.WAKE)
                continue  # a wake already read
            if item is _TIME_UP:
                if timed:
                    return Command(Verb.TIME_UP)
                continue
            if isinstance(item, str) and self._page_setting(item):
                continue
            if isinstance(item, tuple):  # Enter on a card of the page's hand: the console's cursor on it
                session = self.handler if hasattr(self.handler, "focused_card") else None  # the session sits
                hand = session.hand() if session is not None else []
                chosen = hand[item[0]] if session is not None and 0 <= item[0] < len(hand) else None
                if session is not None and chosen is not None and self._jumps_in(session, chosen):
                    return Command(Verb.PLAY, card=chosen)  # out of turn: that card jumps in
                if session is not None and chosen is not None and not self._drawn_focused(session, chosen):
                    session.focus = item[0]
                return item[1]
            if isinstance(item, Key):
                command = self.handler.on_key(item) if self.handler is not None else None
                if command is not None:
                    return command
                continue
            return item

    @staticmethod
    def _jumps_in(session: Any, chosen: Any) -> bool:
        """Whether ``chosen`` may be played now out of turn (a jump-in): Enter on it plays it, where an empty
        line lets the chance pass."""
        from ..engine import Play

        ask = getattr(session.table, "ask", None)
        view = ask.view if ask is not None else None
        return view is not None and not view.is_my_turn and any(
            isinstance(action, Play) and action.card == chosen for action in view.legal_actions)

    @staticmethod
    def _drawn_focused(session: Any, chosen: Any) -> bool:
        """Whether the console's cursor is on the card just drawn ("Enter plays it") and the card ``chosen`` on
        the page may not be played: Enter then plays the drawn card from whichever card it is pressed on."""
        from ..engine import Phase, Play

        ask = getattr(session.table, "ask", None)
        view = ask.view if ask is not None else None
        if view is None or view.phase is not Phase.AFTER_DRAW or view.drawn_card is None:
            return False
        playable = {action.card for action in view.legal_actions if isinstance(action, Play)}
        return session.focused_card() == view.drawn_card and chosen not in playable

    def _page_setting(self, line: str) -> bool:
        """The console's voice and sounds would be the server's (the host's loudspeakers): a page's player hears
        their own screen reader (``speech``, ``silence``: said so), and the page's sounds, whose one setting is
        the page's Sounds box: ``sounds`` and ``beep`` (the console's "your turn" sound) set it there, and the
        page says the new state (:meth:`WebSeat.sounds_box`).  ``True``: the line was answered, not run."""
        from ..console.commands import Verb, parse_command

        command = parse_command(line, self.seat.lang)
        if command.verb in (Verb.SOUNDS, Verb.BELL):
            self.seat.sounds_box(command.arg if command.verb is Verb.SOUNDS else "")
            return True
        if command.verb not in (Verb.SPEECH, Verb.SILENCE):
            return False
        from ..i18n import translator

        self.seat.said([translator(self.seat.lang)("web-not-here")], True)
        return True

    def discard(self) -> int:
        """The lines the page sent before the question opened: dropped (the console says so)."""
        kept, dropped = [], 0
        while True:
            try:
                item = self.queue.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, (str, tuple)):
                dropped += 1
            else:
                kept.append(item)
        for item in kept:
            self.queue.put(item)
        return dropped

    def wake(self, force: object = False) -> None:
        self._woken = True
        self.queue.put(_WAKE)

    def clear_wake(self) -> None:
        self._woken = False

    def timed(self) -> None:
        self._timed = True

    def expire(self) -> None:
        self.queue.put(_TIME_UP)

    def call_soon(self, function: Any) -> None:
        function()

    def close(self) -> None:
        self.queue.put(_END)


def _page_output(seat: WebSeat) -> Any:
    """The console's output, saying its lines to the page (nothing printed, nothing spoken on the server)."""
    from ..console.output import Output

    class PageOutput(Output):
        def say(self, lines: Any, *, priority: Any = None, record: bool = True, interrupt: bool = False,
                speak: bool = True) -> None:
            lines = [part for line in lines for part in line.split("\n") if part]
            loud = interrupt or self._interrupt_next
            if priority is None:
                super().say(lines, record=record, interrupt=interrupt, speak=False)
            else:
                super().say(lines, priority=priority, record=record, interrupt=interrupt, speak=False)
            if lines:
                seat.said(lines, loud)

        def sound(self, earcons: Any) -> None:
            seat.sounds(tuple(earcon.value for earcon in earcons))

        def cue(self) -> None:
            seat.sounds(("your-turn",))

    class Nowhere:
        def write(self, text: str) -> int:
            return len(text)

        def flush(self) -> None:
            pass

    output = PageOutput(Nowhere())  # type: ignore[arg-type]
    output.bell = False
    return output


class WebSeat:
    """One seat reading words: the console's seat for it, in a thread, and the lines it said."""

    def __init__(self, server: Any, lang: str, address: str) -> None:
        from ..console.options import ConsoleOptions, MatchOptions
        from ..netplay import Client

        self.server = server
        self.loop = asyncio.get_running_loop()
        self.lang = lang
        self.room: Room | None = None
        self.person: Person | None = None
        self.sender: _PageSend | None = None
        self.lines: deque[str] = deque(maxlen=KEPT_LINES)
        #: How many lines were said in all (the number of the next one).
        self.count = 0
        #: Lines are said at once until the next prompt (see :meth:`said`).
        self._loud = False
        self._lock = threading.Lock()
        #: Ended (the seat is another connection's now, or no more): nothing more of it reaches the room.
        self.ended = False
        #: Made for a page coming back (its server was started again, or another took its table over): its
        #: console's "Connection back." is left out, the page says it itself after every reconnection.
        self.page_says_back = False
        self.link = _RoomLink(self)
        self.reader = _PageReader(self)
        console = ConsoleOptions(lang=lang, speech="off", sounds="off", plain=True)
        seat = self

        class PageClient(Client):
            """The console at a shared table, reading the page (its session answers the keys once it sits,
            as :meth:`Client._play` makes it the reader's handler)."""

            def make_reader(self) -> Any:
                seat.reader.handler = self._lobby_keys()
                return seat.reader

            def keys_work(self) -> bool:
                return True  # the page sends F1, F2, Page Up as the console's keys (welcome says F1)

            def _lobby_keys(self) -> Any:
                from ..netplay import _LobbyKeys

                return _LobbyKeys(self)

        client = PageClient(console, MatchOptions(), _page_output(self), "", p.Hello("", "-", lang), address)
        client.link = self.link  # type: ignore[assignment]
        self.link.wake = client._wake  # noqa: SLF001 - the page's own console client, woken by its lines
        self.client = client
        self.thread = threading.Thread(target=self._run, name="uno-access-web-seat", daemon=True)

    # ------------------------------------------------------------ the console seat's thread

    def _run(self) -> None:
        try:
            self.client.run()
        except Exception as error:  # noqa: BLE001 - one page's seat must never stop the server
            try:
                self.loop.call_soon_threadsafe(self.server.log, f"web seat error: {type(error).__name__}: {error}")
            except RuntimeError:  # the server's loop ended
                pass
        finally:
            try:
                self.loop.call_soon_threadsafe(self._finished)
            except RuntimeError:  # the server's loop ended: nothing of it is left to free
                pass

    def _finished(self) -> None:
        """In the server's loop: the console seat ended (the match is over, the seat left, the table closed).
        A page still attached is told its lines are read no more (``not-now``, as a line is answered from then
        on): it says so and offers to go back to its start.  Then the seat is forgotten."""
        if not self.ended:
            self._send_page(p.encode(p.Refused("not-now", "this seat's console ended")))
        self._forget()
        self._collected_once_ended()

    def _collected_once_ended(self) -> None:
        """In the server's loop: once the seat's thread ended (it returns from here at once), the server collects
        what the seat's console leaves: objects that refer to each other, which a serving server set aside from
        the collector, and would keep (:meth:`uno_access.net.server.Server.collect_set_aside`)."""
        if self.thread.is_alive():
            self.loop.call_later(0.05, self._collected_once_ended)
            return
        self.server.collect_set_aside()

    def closed(self) -> bool:
        """Whether this seat is no more: taken over by a console, its table closed by the server, or the server
        stopped (its thread then ends)."""
        room = self.room
        if self.ended or self.loop.is_closed():
            return True
        return room is not None and self.server.rooms.get(room.code) is not room

    def end(self) -> None:
        """In the server's loop: this seat is no more; its console ends (its thread reads no more lines)."""
        self.ended = True
        self._forget()
        self.reader.close()

    def _forget(self) -> None:
        """In the server's loop: the seat out of the server's seats (its thread ended, or is ending), so that
        its lines and its console are freed."""
        person = self.person
        seats = _seats(self.server)
        if person is not None and seats.get(person.token) is self:
            del seats[person.token]
        self.sender = None

    def said(self, lines: list[str], loud: bool) -> None:
        """From the console seat's thread: lines said, kept and sent to the page."""
        lines = [part for line in lines for part in line.split("\n") if part]
        if self.page_says_back:
            from ..i18n import translator

            back = translator(self.lang)("net-reconnected")
            if back in lines:
                lines.remove(back)
                self.page_says_back = False
                if not lines:
                    return
        # What the console says at once (the player's turn: what happened since, then the turn; a refusal) is
        # one utterance until the next prompt: all of it at once, the turn's own line too.
        loud = self._loud = loud or self._loud
        with self._lock:
            first = self.count
            self.count += len(lines)
            self.lines.extend(lines)
        self._to_page(p.Words(first, tuple(lines), loud))

    def sounds(self, names: tuple[str, ...]) -> None:
        """From the console seat's thread: the sounds of what is about to be said (the page plays them, if its
        player wants them)."""
        if names:
            self._to_page(p.Words(self.count, (), False, names))

    def sounds_box(self, arg: str) -> None:
        """From the console seat's thread: ``sounds [on|off]`` or ``beep`` typed in the page set its Sounds box
        (``on``, ``off``; nothing: switched), which the page says; a word that is neither is told what is."""
        from ..i18n import normalize, translator
        from ..typed import shown

        t = translator(self.lang)
        value = "switch" if not arg.strip() else next(
            (value for value in ("on", "off") for lang in (self.lang, "fr", "en")
             if normalize(arg) in (normalize(translator(lang)(f"value-speech-{value}")),
                                   *translator(lang).words(f"value-speech-{value}"))), "")
        if not value:
            choices = t("list-or").join(t(f"value-speech-{value}") for value in ("on", "off"))
            self.said([t("error-setting", value=shown(arg), choices=choices)], True)
            return
        self._to_page(p.Words(self.count, (), False, (), value))

    def prompt(self, text: str) -> None:
        """From the console seat's thread: the console reads the player's next line."""
        from ..i18n import translator

        if text and text == translator(self.lang)("prompt-quit").strip():
            # The console's terminal shows this question where the player types; the page's prompt is only the
            # command box's description, never read again while the focus stays there: said as a line.
            self.said([text.rstrip(" >")], True)
        self._loud = False
        from ..console.render import sort_hand

        cards: tuple[str, ...] = ()
        playable: tuple[bool, ...] = ()
        session = self.client.session
        ask = session.table.ask if session is not None else None
        if session is not None and ask is not None:
            view = ask.view
            hand = sort_hand(view.hand, session.options.order)
            # Out of turn, the cards that may jump in (z finds them, Enter plays them).
            can = set(session.renderer.playable(view)) if view.is_my_turn else {
                action.card for action in view.legal_actions if isinstance(action, e.Play)}
            cards = tuple(session.card(card) for card in hand)
            playable = tuple(card in can for card in hand)
        self._to_page(p.Prompt(text, cards, playable))

    def _to_page(self, message: Any) -> None:
        text = p.encode(message)
        try:
            self.loop.call_soon_threadsafe(self._send_page, text)
        except RuntimeError:  # the server's loop ended
            pass

    # ------------------------------------------------------------ the server's loop

    def _send_page(self, text: str) -> None:
        person, sender = self.person, self.sender
        if person is None or sender is None:
            return
        # A seat that left (its console's "no" to play again, or quit) is nobody's in the room any more: its
        # console's last words ("Goodbye") and its end still go to its page, which holds the seat no other can.
        if person.send is sender or (person.left and not self.ended):
            sender.__self__.put_nowait(text)

    def attach(self, outbox: Any, heard: int) -> _PageSend:
        """A page's connection holds this seat now: the lines it has not heard yet, then what follows."""
        self.sender = _PageSend(self, outbox)
        with self._lock:
            oldest = self.count - len(self.lines)
            start = max(heard, oldest)
            missed = tuple(list(self.lines)[start - oldest:]) if start < self.count else ()
        if missed:
            outbox.put_nowait(p.encode(p.Words(start, missed, False)))
        return self.sender

    def deliver(self, text: str) -> None:
        """A message of the room to this seat: for the console seat, as its connection would hand it over."""
        try:
            message = p.decode(text)
        except p.ProtocolError:
            return
        if isinstance(message, p.Servers):
            return  # where to go when this server is gone: the page's business, not its console seat's
        if isinstance(message, p.News):
            if message.seq <= self.link.last_seq:
                return
            self.link.last_seq = message.seq
        elif isinstance(message, p.Welcome):
            self.link.token = message.token
        self.link.put(message)

    def apply(self, message: Any) -> None:
        """A message of the console seat, applied to the room as the server applies a connection's."""
        room, person = self.room, self.person
        if room is None or person is None or self.ended or self.server.rooms.get(room.code) is not room:
            # A seat another connection holds now, or a table closed: its console's last words (a leave when it
            # ends) are not the seat's.
            return
        try:
            if room.handle(person, message):
                pass
            elif isinstance(message, p.Leave):
                if not person.left:
                    room.leave(person)
        except RoomError as error:
            self.link.put(p.Refused(error.reason, error.detail, person.acts))
        except Exception as error:  # noqa: BLE001 - never let one message stop the server
            self.server.log(f"table {room.code}: error: {type(error).__name__}: {error}")
            self.link.put(p.Refused("server-error", type(error).__name__, person.acts))

    def line(self, message: p.Line) -> None:
        """The page's line or key, for the console seat to read."""
        from ..console.reader import Key

        if message.key:
            try:
                self.reader.queue.put(Key(message.key))
            except ValueError:
                raise RoomError("bad-line", "unknown key") from None
        elif message.focus >= 0:
            self.reader.queue.put((message.focus, message.text))
        else:
            self.reader.queue.put(message.text)


def _seats(server: Any) -> dict[str, WebSeat]:
    """The seats reading words on ``server``, by their token."""
    seats: dict[str, WebSeat] = server.__dict__.setdefault("web_seats", {})
    return seats


def _room_for_one_more(server: Any) -> None:
    """Raises :class:`RoomError` ``busy`` when :data:`MAX_SEATS` seats read words already (a thread each)."""
    seats = _seats(server)
    live = [token for token, held in seats.items() if held.thread.is_alive() or not held.thread.ident]
    if len(live) >= MAX_SEATS:
        for token in set(seats) - set(live):
            del seats[token]  # the seats whose match ended (their lines are no longer asked for)
        raise RoomError("busy", f"at most {MAX_SEATS} seats reading words")


class Greeting:
    """What the server's one greeting (:meth:`uno_access.net.server.Server._greet` and ``_hello``) does
    differently for a page's ``create`` or ``hello`` asking for words.  The greeting finds the table, checks
    the code, the password, the token, the address's wrong tries, exactly as for a console; this only gives
    the room the web seat's ``send`` (:meth:`WebSeat.attach`), then registers the seat and starts its thread
    once it sat or came back."""

    def __init__(self, server: Any, lang: str, outbox: Any, address: str) -> None:
        self.server = server
        self.lang = lang
        self.outbox = outbox
        self.address = address
        self.seat: WebSeat | None = None

    def sitting(self) -> _PageSend:
        """The ``send`` of a new seat (its code and password were right).  Raises ``busy``."""
        _room_for_one_more(self.server)
        self.seat = WebSeat(self.server, self.lang, self.address)
        return self.seat.attach(self.outbox, 0)

    def coming_back(self, room: Room, hello: p.Hello) -> tuple[_PageSend, int]:
        """The ``send`` of the seat of ``hello.token`` at ``room``, and the last news its console seat heard
        (those after it are sent again).  The web seat is this server's own, or, when this server has none for
        it (it was started again and took its tables back), a new one whose lines are numbered on from what the
        page already shows (``heard``) and which hears the question open, not the news already said.  Raises
        ``bad-token`` (the greeting answers it ``no-table``, as for a console)."""
        seat = _seats(self.server).get(hello.token)
        if seat is not None and seat.room is room:
            self.seat = seat
            return seat.attach(self.outbox, hello.heard), seat.link.last_seq
        hashed = token_hash(hello.token)  # a table taken back knows its seats' tokens by their hash only
        person = next((person for person in room.people
                       if secrets.compare_digest(person.token_hash, hashed) and not person.left), None)
        if person is None:
            raise RoomError("bad-token", "no seat holds this token")
        _room_for_one_more(self.server)
        seat = self.seat = WebSeat(self.server, self.lang, self.address)
        seat.page_says_back = True
        seat.count = hello.heard
        seat.link.last_seq = person.seq
        return seat.attach(self.outbox, hello.heard), person.seq

    def seated(self, room: Room, person: Person) -> None:
        """The seat sat (or came back): registered by its token, its console seat's thread started."""
        seat = self.seat
        assert seat is not None
        seat.room = room
        seat.person = person
        _seats(self.server)[person.token] = seat
        if seat.thread.ident is None:
            seat.thread.start()


def line(server: Any, person: Person, message: p.Line) -> None:
    """A page's line for the seat ``person`` (refused to a seat that did not ask for words)."""
    seat = _seats(server).get(person.token)
    if seat is None or seat.person is not person:
        raise RoomError("not-now", "this seat did not ask for words")
    seat.line(message)
