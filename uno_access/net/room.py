"""One table on a server: the people sitting at it, the match (a :class:`~uno_access.table.Table`), and what
each seat is sent.

A room reads one message at a time (the server's event loop calls it), so the first message to arrive is the
first applied: that is how a catch, a jump-in or a race between people is decided fairly.  It never blocks:
it hands encoded messages to each person's ``send`` and asks the server's loop for timers (``later``), so the
tests drive it directly, with no socket and no clock.  Each bot move is a step of its own (a timer, even at
pace 0): the loop serves every other table between two.  A searching bot (hard, expert) thinks away from the
loop (``think``, a worker thread on the server), at most :data:`THINK_CAP` seconds.  A table nobody is
connected to plays nothing (its spectators are told it waits for its players: :meth:`.Lobby.players_away`).

A move is written to the store (when there is one) before it is applied: a store that cannot write leaves the
table as it was, and the table waits, its seats told, until it can (:data:`SAVE_RETRY`).

Each seat gets only what it may see: the table's news redacted with ``seen_by`` for that seat, its own view,
and the chat.  News carry a sequence number of the seat's own; a seat coming back after a dropped connection
gets the news after the last one it saw (the last :data:`KEPT` are kept), or a fresh view when too many are
missing.
"""

from __future__ import annotations

import dataclasses
import hashlib
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import engine as e
from ..engine.actions import ACTION_TYPES
from ..engine.errors import RulesError
from ..engine.rules.partners import PLAYERS as ROTATING_PLAYERS
from ..engine.view import Phase
from ..match import Level, make_opponent
from ..storage.autosave import feed_bots
from ..table.messages import DecisionKind
from ..table.messages import News as TableNews
from ..table.table import Table
from . import protocol as p
from .lobby import Lobby
from .room_base import TIME_MARGIN as TIME_MARGIN
from .room_base import RoomError as RoomError
from .room_base import deal_news
from .room_life import Membership
from .store import Keeper, KeptTable, StoreUnavailable

#: News kept for each seat, to resend to a seat that comes back (about 250 bytes each).
KEPT = 300
#: Seconds a person has to read the race's announcement before the bots' own delays start (the server cannot
#: know how fast each player hears it: about the time to say "Uno wizz! Space to shout").
RACE_ALLOWANCE = 2.0

#: Seconds a searching bot (hard, expert) may think in the server's worker before the table plays a quick
#: choice for it instead (the search goes on, unheard, and its choice is dropped).
THINK_CAP = 5.0
#: Seconds between two tries of a table whose store could not write (a full disk): the table waits meanwhile.
SAVE_RETRY = 2.0
#: Seconds a seat in the lobby whose connection dropped is kept for its person: then it is freed, as a seat
#: left (strangers dropping instead of leaving filled a listed table).
LOBBY_GRACE = 30.0
#: How every news starts on the wire, before its number.
_NEWS_HEAD = '{"v":1,"t":"news","seq":'
Send = Callable[[str], None]
Later = Callable[[float, Callable[[], None]], Any]
#: Runs ``job`` away from the server's loop (a worker thread), then ``done(its result)`` in the loop (``None``
#: when the job failed).
Think = Callable[[Callable[[], Any], Callable[[Any], None]], None]


@dataclass(eq=False)
class Person:
    """Someone sitting at the table (by their seat), connected or away."""

    seat: int
    name: str
    lang: str
    #: The seat's secret as its console holds it (``""`` for a table taken back, until the console comes back
    #: with it: the store keeps only :attr:`token_hash`).
    token: str
    send: Send | None = None
    token_hash: str = ""
    #: The news sent to this seat (encoded), the last :data:`KEPT`; ``seq`` of the newest.
    kept: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=KEPT))
    seq: int = 0
    serial: int = 0
    #: The seat's answers (``Act``) the room has handled, and that number as its last question said it.
    acts: int = 0
    acts_told: int = -1
    #: The seat's ``seq`` when its question was last sent (a waiting seat gets a fresh view after news).
    seq_at_ask: int = -1
    asked: tuple[Any, ...] | None = None
    kind: DecisionKind = DecisionKind.LOBBY
    #: When the connection dropped (the room's clock), ``None`` while connected.
    away_since: float | None = None
    #: A bot played for this seat while it was away (it is told when it comes back).
    played_for: bool = False
    left: bool = False
    #: Turns in a row a bot answered for this seat, connected but silent; a bot took the seat for it (both
    #: end when the person sends anything); it plays again at "Match over" (:mod:`.room_life`).
    silent: int = 0
    benched: bool = False
    again: bool = False
    #: Where the person connected from (a kick in the lobby keeps it out of the table: :meth:`Room.sit`).
    address: str = ""

    def __post_init__(self) -> None:
        if not self.token_hash:
            self.token_hash = token_hash(self.token)


def token_hash(token: str) -> str:
    """What the store keeps of a seat's token (its SHA-256): the file gives nobody a seat."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


#: A table taken back numbers its seats' questions (``serial``) and answers (``acts``) from ``epoch`` times
#: this: the consoles, which count both, see them grow across restarts (a count starting again at 0 froze
#: every console at its first move).
EPOCH_SPAN = 1 << 32


class Room:
    """A table on the server, from its lobby to the end of its match."""

    def __init__(self, code: str, create: p.Create, *, later: Later, now: Callable[[], float],
                 log: Callable[[str], None] = lambda line: None, store: Keeper | None = None,
                 think: Think | None = None) -> None:
        self.code = code
        #: Where a searching bot thinks (``None``: here, at once, as the tests drive a room).
        self.think = think
        #: Where the table is kept (a server started again takes it back); ``None``: nowhere.
        self.store = store
        self.seed: int | None = None
        self.options = create
        self.later = later
        self.now = now
        self.log = log
        self.people: list[Person] = []
        self.table: Table | None = None
        #: The races whose clock was started (by the log length each opened at).
        self._race_started = -1
        self._stepping = False
        #: The news of the last move as written for the wire (by what a seat sees of it).
        self._written: dict[tuple[Any, ...], str] = {}
        #: The bots' next move waits for the pace until then (the room's clock).
        self._paced_until = 0.0
        #: A step of the table is scheduled (``later``): each bot move is one, even at pace 0, so the server's
        #: loop serves the other tables between two moves.
        self._step_pending = False
        #: Moves applied at the table (a bot's search is for the table as it was at a number of moves).
        self._moves = 0
        #: A bot thinking in a worker: (seat, moves when it started); its choice when it came: + the action.
        self._thinking: tuple[int, int] | None = None
        self._thought: tuple[int, int, e.Action] | None = None
        #: The store refused the last move (a full disk): every seat was told the table waits.
        self._unsaved = False
        self.last_activity = now()
        #: How many times this table was taken back by a server started again (see :data:`EPOCH_SPAN`).
        self.epoch = 0
        #: A person's own ``host`` table (the server lives in the host's program): the host is never voted out,
        #: and their seat is kept in the lobby while their connection is away.
        self.keep_host = False
        #: Who sits, who hosts, who is removed, who plays again (issue 33, :mod:`.room_life`).
        self.members = Membership(self)
        #: Its spectators, the names and the chat's budgets (issue 33, :mod:`.lobby`).
        self.lobby = Lobby(self)

    # ------------------------------------------------------------ sitting down, coming back, leaving

    @property
    def started(self) -> bool:
        return self.table is not None

    @property
    def host(self) -> Person | None:
        return self.members.the_host()

    def sit(self, name: str, lang: str, send: Send, address: str = "") -> Person:
        """A new person at the table (the first is its host), connected from ``address``.  Raises
        :class:`RoomError` (``kicked``: that name, or that address, was removed from this table)."""
        if self.started:
            raise RoomError("started", "the match has started: only its players may come back")
        if len(self.people) + self.options.bots >= 10:
            raise RoomError("full", "at most 10 players")
        if self.options.rules.rotating_partners and len(self.people) >= ROTATING_PLAYERS:
            raise RoomError("full", "partners change at 4 players")  # the bots make way for people, not a 5th
        self.keep_out(name, address)
        self.lobby.check_name(name, lang=lang)
        person = Person(len(self.people), name, lang, secrets.token_urlsafe(16), send, address=address)
        self.people.append(person)
        try:
            self.keep(strict=True)
        except RoomError:
            self.people.pop()
            raise
        self.welcome(person)
        self.broadcast(p.Presence(person.seat, name, "joined"), but=person)
        self.log(f"table {self.code}: {name} joins at seat {person.seat}")
        self.refresh()
        return person

    def come_back(self, token: str, last_seq: int, send: Send) -> Person:
        """The person holding ``token`` is back: the news they missed, then their question."""
        hashed = token_hash(token)
        person = next((person for person in self.people if secrets.compare_digest(person.token_hash, hashed)),
                      None)
        if person is None or person.left:
            raise RoomError("bad-token", "no seat holds this token")
        person.token = token
        person.send = send
        person.away_since = None
        self.welcome(person)
        table = self.table
        if table is not None and person.seat in table.bots and person.seat not in table.humans:
            del table.bots[person.seat]  # the bot gives the seat back
            table.humans.add(person.seat)
        missed = [text for seq, text in person.kept if seq > last_seq]
        person.silent = 0
        self.members.send_past(person, missed)  # the round heard before: a console started again has no history
        oldest = person.kept[0][0] if person.kept else person.seq + 1
        if person.played_for:  # said first: the news that follow hold the moves the bot made for them
            person.played_for = False
            send(p.encode(p.Presence(person.seat, person.name, "bot-played")))
        if last_seq + 1 < oldest and person.seq > last_seq:
            self.log(f"table {self.code}: seat {person.seat} missed too much, a fresh view is sent")
            send(p.encode(p.Presence(person.seat, person.name, "missed")))  # the oldest of them are not kept
        for text in missed:
            send(text)
        self.broadcast(p.Presence(person.seat, person.name, "back"), but=person)
        self.log(f"table {self.code}: seat {person.seat} is back")
        person.asked = None  # the question (and the view) again, with its serial
        self.refresh(resend=person)
        self.settle()
        return person

    def drop(self, person: Person) -> None:
        """``person``'s connection dropped: the table waits ``wait`` seconds, then a bot plays for them."""
        if person.send is None:
            return
        person.send = None
        since = person.away_since = self.now()
        if not self.started and not (self.keep_host and person is self.host):
            self.later(LOBBY_GRACE, lambda: self._free_if_away(person, since))
        if self.table is not None and self.table.state.is_match_over:
            self.members.maybe_again()  # the match is over: nobody waits for anyone (the others may play again)
            return
        self.broadcast(p.Presence(person.seat, person.name, "away"))
        self.log(f"table {self.code}: seat {person.seat} away")
        self.wait_for(person)
        self.settle()

    def wait_for(self, person: Person) -> None:
        """The host's wait for someone away, then a bot plays for them (unless they came back)."""
        since = person.away_since
        self.later(self.options.wait, lambda: self._replace_if_away(person, since))

    def leave(self, person: Person) -> None:
        """``person`` leaves for good: a bot plays for them at once (in the lobby, their seat is freed)."""
        if not self.started and person in self.people:
            self.members.leave_lobby(person)
            return
        person.left = True
        person.send = None
        person.away_since = self.now()
        self.keep()
        self.broadcast(p.Presence(person.seat, person.name, "left"))
        self.log(f"table {self.code}: seat {person.seat} left")
        self.members.pass_host(person)
        self.give_to_bot(person)
        self.members.maybe_again()

    def _free_if_away(self, person: Person, since: float) -> None:
        """The lobby's grace ran out for ``person``, away since ``since``: their seat is freed, as a seat left."""
        if not self.started and person in self.people and person.send is None and person.away_since == since:
            self.members.leave_lobby(person)

    def _replace_if_away(self, person: Person, since: float | None) -> None:
        if person.away_since == since:
            self.give_to_bot(person)

    def give_to_bot(self, person: Person) -> None:
        """A bot plays for ``person`` from now on (said to all), then the table goes on."""
        table = self.table
        if table is None or person.seat not in table.humans:
            self.settle()
            return
        table.humans.discard(person.seat)
        table.bots[person.seat] = make_opponent(Level(self.options.level), person.seat, None)
        person.played_for = not person.left
        self.broadcast(p.Presence(person.seat, person.name, "bot"))
        self.log(f"table {self.code}: a bot plays for seat {person.seat}")
        self.settle()

    # ------------------------------------------------------------ the match

    def start(self, person: Person, deal: e.State | None = None) -> None:
        """The host starts the match (``deal``: a match already dealt, for the tests).  Raises
        :class:`RoomError`."""
        if person is not self.host:
            raise RoomError("not-host", "only the host starts the match")
        if self.started:
            raise RoomError("started", "the match has started")
        asked = self.options
        rules = self.options.rules
        if rules.rotating_partners:  # four players, always: bots fill the seats people leave free
            self.options = dataclasses.replace(asked, bots=max(0, ROTATING_PLAYERS - len(self.people)))
        count = len(self.people) + self.options.bots
        try:
            rules.check_players(count)
            game = e.Game(count, rules)
            seed = self.options.seed if self.options.seed >= 0 else secrets.randbits(48)
            state = deal if deal is not None else game.new_match(seed)
        except RulesError as error:
            self.options = asked
            # A code each console says in its player's language (the engine's words stay in the log).
            reason = "teams" if getattr(error, "option", "") == "teams" else "players"
            raise RoomError(reason, str(error)) from None
        if deal is None:  # a match dealt by a test is not kept
            self.seed = seed
            try:
                self.keep(strict=True)
            except RoomError:
                self.seed = None
                self.options = asked
                raise
        self.seat_table(state, seed)
        table = self.table
        assert table is not None
        self.broadcast(p.Presence(person.seat, person.name, "started"))
        for seated in self.people:
            self.welcome(seated)
            for event_news in deal_news(table, seated.seat):
                self.tell(seated, event_news)
        self.lobby.started()
        self.log(f"table {self.code}: match started, {len(self.people)} people, {self.options.bots} bots")
        self.settle()

    def act(self, person: Person, message: p.Act) -> None:
        """An answer of ``person`` to their question numbered ``message.serial``.  Raises :class:`RoomError`
        (nothing changed)."""
        table = self.table
        person.acts += 1
        if table is None:
            raise RoomError("not-started", "the match has not started")
        if person.seat not in table.humans:
            raise RoomError("not-your-seat", "a bot plays for this seat")
        if message.serial != person.serial:
            raise RoomError("stale", f"the question open is {person.serial}")
        kind = person.kind
        action = message.action
        answered = False
        try:
            if kind in (DecisionKind.WINDOW, DecisionKind.RACE) and action == e.PASS:
                table.let_pass_at(person.seat)
            elif kind is DecisionKind.RACE and action == e.SHOUT:
                table.shout(person.seat)
            elif kind is DecisionKind.NEXT_ROUND and action == e.NEXT_ROUND:
                table.ready.add(person.seat)
            elif kind is DecisionKind.TURN and isinstance(action, (e.CatchUno, e.CallUno)):
                table.apply(person.seat, action)  # words, not a turn action: the bots that noticed do not go first
            elif kind is DecisionKind.TURN:
                if not table.act(action, person.seat):
                    raise RoomError("stale", "a bot acted first")
            elif kind in (DecisionKind.WINDOW, DecisionKind.WAIT):
                table.jump_in(action, person.seat)  # out of turn: a catch, a jump-in (the rules check it)
            else:
                raise RoomError("not-now", f"nothing to answer ({kind.value})")
            answered = True
        except e.IllegalAction as error:
            raise RoomError("illegal", error.reason.value) from None
        except StoreUnavailable:
            raise RoomError("cannot-save", "the server cannot save right now; the table waits") from None
        finally:
            self.settle()
            if answered and person.acts_told != person.acts:
                self.refresh(resend=person)  # every answer is answered: its question, or the next

    def handle(self, person: Person, message: Any) -> bool:
        """A seat's ``act``, ``chat``, ``look`` or ``start``, applied as every seat's connection applies it (a
        console's, a web page's).  ``False`` for any other message: its connection decides.  Raises
        :class:`RoomError` as the method it calls does."""
        self.members.heard_from(person)  # a seat a bot took while its person was silent is theirs again
        if isinstance(message, p.Kick):
            self.kick(person, message.name)
        elif isinstance(message, p.Again):
            self.again(person)
        elif isinstance(message, p.Act):
            self.act(person, message)
        elif isinstance(message, p.Chat):
            self.chat(person, message.text)
        elif isinstance(message, p.Look):
            self.look(person)
        elif isinstance(message, p.Start):
            self.start(person)
        else:
            return False
        return True

    def kick(self, by: Person, name: str) -> None:
        """``by`` asks to remove the player named ``name`` (see :meth:`.Membership.kick`).  Raises
        :class:`RoomError`."""
        self.members.kick(by, name)

    def again(self, person: Person) -> None:
        """At "Match over", ``person`` plays again (see :meth:`.Membership.again`).  Raises :class:`RoomError`."""
        self.members.again(person)

    def keep_out(self, name: str, address: str = "") -> None:
        """Raises :class:`RoomError` ``kicked`` when ``name`` or ``address`` was removed from this table."""
        self.members.keep_out(name, address)

    def look(self, person: Person) -> None:
        """``person`` asks for their view again (their question, with the same serial)."""
        if self.table is not None:
            self.refresh(resend=person)

    def close(self) -> None:
        """The table is closed: its links to its people dropped (the table and the room no longer refer to
        each other, so reference counting frees them: the server sets the cycle collector aside)."""
        if self.table is not None:
            self.table.seats.clear()
            self.table.on_apply.clear()
        self.table = None
        for person in self.people:
            person.send = None
        self.lobby.close()
        self._written.clear()
        self.later = lambda seconds, function: None  # the server's timer maker refers to this room

    def chat(self, person: Person, text: str) -> None:
        if self.lobby.may_chat(person):  # a few lines a second (raises RoomError "chat-flood", said once)
            self.broadcast(p.Said(person.seat, text))

    def seat_table(self, state: e.State, seed: int) -> None:
        """The match at this table: the people at their seats, bots at the others (fed the match so far)."""
        count = len(self.people) + self.options.bots
        level = Level(self.options.level)
        bots = {seat: make_opponent(level, seat, seed) for seat in range(len(self.people), count)}
        gone = [person.seat for person in self.people if person.left]
        for seat in gone:
            bots[seat] = make_opponent(level, seat, None)
        feed_bots(bots, state.events)
        table = Table(state, bots, humans=[person.seat for person in self.people if not person.left])
        for seated in self.people:
            table.sit(seated.seat, _Link(self, seated))
        if self.store is not None:
            table.before_apply.append(self._store_move)
        table.on_apply.append(self._moved)
        self.table = table

    def _moved(self, seat: int, action: e.Action, events: Any) -> None:
        self._moves += 1

    def _store_move(self, seat: int, action: e.Action) -> None:
        """A move written before it is applied: a store that cannot write (a full disk, an outage) stops the
        move, and the table waits, every seat told, until it can (:data:`SAVE_RETRY`)."""
        assert self.store is not None
        try:
            self.store.append(self.code, seat, action)
        except Exception as error:  # noqa: BLE001 - SQLite's conditions, or a shared store's outage
            if not self._unsaved:
                self._unsaved = True
                reason = error.reason if isinstance(error, StoreUnavailable) else type(error).__name__
                self.log(f"table {self.code}: cannot save ({reason[:80]}), the table waits")
                self.broadcast(p.Presence(-1, "", "cannot-save"))
            raise StoreUnavailable(str(error)) from None
        if self._unsaved:
            self._unsaved = False
            self.log(f"table {self.code}: saving again, the table goes on")
            self.broadcast(p.Presence(-1, "", "saving"))

    @classmethod
    def take_back(cls, kept: KeptTable, *, later: Later, now: Callable[[], float],
                  log: Callable[[str], None], store: Keeper | None, think: Think | None = None) -> Room:
        """A table a server kept before it stopped: its match replayed, its people away (each comes back with
        their token; the table waits for them as for a dropped connection, then a bot plays for them)."""
        room = cls(kept.code, kept.create, later=later, now=now, log=log, store=store, think=think)
        epoch = 0
        for data in kept.people:
            stored = data.get("epoch", 0)
            epoch = max(epoch, stored if type(stored) is int and stored >= 0 else 0)
        room.epoch = epoch + 1
        base = room.epoch * EPOCH_SPAN
        for seat, data in enumerate(kept.people):
            hashed = data.get("token_hash")
            person = Person(seat, str(data["name"]), str(data["lang"]), "",
                            token_hash=str(hashed) if hashed else token_hash(str(data.get("token", ""))),
                            left=bool(data.get("left", False)))
            person.serial = person.acts = base  # see EPOCH_SPAN
            person.away_since = now()
            room.people.append(person)
            if data.get("host") is True:
                room.members.host_seat = seat  # who hosted before the restart (issue 33: the list names them)
            out = data.get("out", ())
            if isinstance(out, list):  # removed from this table: still kept out
                room.members.kept_out.update(str(key) for key in out if isinstance(key, str))
        room.seed = kept.seed
        room.keep()  # the new epoch (the seed kept with it): a next restart numbers from beyond this one
        if kept.seed is not None:
            count = len(room.people) + kept.create.bots
            state = e.Game(count, kept.create.rules).new_match(kept.seed)
            for seat, action in kept.actions:
                state.apply(seat, action)
            room.seed = kept.seed
            room.seat_table(state, kept.seed)
            table = room.table
            assert table is not None
            # Every seat heard the deal and one news a move: their numbers go on from there.
            for person in room.people:
                person.seq = 1 + len(kept.actions)
            if kept.actions:
                table.after_move(kept.actions[-1][0])  # what followed the last move: the bots' reactions
            for person in room.people:
                room.wait_for(person)
        log(f"table {kept.code}: taken back ({len(kept.actions)} moves)")
        return room

    def keep(self, *, strict: bool = False) -> None:
        """The table's people and seed to the store (``strict``: refused ``cannot-save`` when it cannot write;
        else said in the log, and kept at the next change)."""
        if self.store is None:
            return
        # The table's own facts ride with each person, as the epoch does: the names and addresses removed
        # from it (hashed), so that a server started again keeps them out.
        out = sorted(self.members.kept_out)
        people = [{"name": person.name, "lang": person.lang, "token_hash": person.token_hash,
                   "left": person.left, "epoch": self.epoch, "host": person.seat == self.members.host_seat,
                   **({"out": out} if out else {})}
                  for person in self.people]
        try:
            self.store.keep(self.code, self.options, people, self.seed)
        except Exception as error:  # noqa: BLE001 - SQLite's conditions, or a shared store's outage
            reason = error.reason if isinstance(error, StoreUnavailable) else type(error).__name__
            self.log(f"table {self.code}: cannot save the table ({reason[:80]})")
            if strict:
                raise RoomError("cannot-save", "the server cannot save right now; nothing changed") from None

    # ------------------------------------------------------------ running the table

    def settle(self) -> None:
        """One step of the table: a bot's move while nobody is asked anything (the next one is a step of its
        own, after the pace, even at pace 0); the questions of everyone; the race's clock.  A table nobody is
        connected to waits (a person coming back lets it go on)."""
        table = self.table
        if table is None or self._stepping:
            return
        self._stepping = True
        try:
            self._auto_answer_away()
            watched = self._watched()
            # Every player away, none gone for good, the match under way: its spectators are told it waits.
            self.lobby.players_away(not watched and not table.state.is_match_over
                                    and any(not person.left for person in self.people))
            if self._step_pending or self._thinking is not None or not watched:
                self.refresh()  # the next step is on its way (or a bot thinks, or nobody is here)
                return
            if self.now() < self._paced_until:
                self.refresh()
                self._next_step(self._paced_until - self.now())
                return
            try:
                moved = table.bot_step(self._decide)
                raced = not moved and self._thinking is None and self._race_clock()
            except StoreUnavailable:
                self.refresh()
                self._next_step(SAVE_RETRY)  # the move could not be stored: the table waits, then tries again
                return
            self.refresh()
            if moved:
                self._paced_until = self.now() + self.options.pace
                self._next_step(self.options.pace)
            elif raced:
                self._next_step(0.0)  # the race was decided now (everyone let it go): its winner plays on
        finally:
            self._stepping = False

    def restart_steps(self) -> None:
        """A new match at this table (play again): no race, search or pace of the last one goes on."""
        self._race_started = -1
        self._thinking = self._thought = None
        self._paced_until = 0.0

    def _watched(self) -> bool:
        """Someone is connected to the table (a table of bots alone waits)."""
        return any(person.send is not None for person in self.people)

    def _next_step(self, seconds: float) -> None:
        if self._step_pending:
            return
        self._step_pending = True

        def step() -> None:
            self._step_pending = False
            self.settle()

        self.later(seconds, step)

    def _decide(self, seat: int) -> e.Action | None:
        """The turn action of the bot at ``seat``: chosen at once, or (a searching bot, on a server) in a
        worker; ``None`` while it thinks."""
        table = self.table
        assert table is not None
        bot = table.bots[seat]
        thought = self._thought
        if thought is not None and thought[:2] == (seat, self._moves):
            self._thought = None
            return thought[2]
        view = table.view(seat)
        if self.think is None or not _searches(bot):
            return bot.choose(view)
        self._think(seat, bot, view)
        return None

    def _think(self, seat: int, bot: Any, view: Any) -> None:
        """The bot's search in a worker.  Meanwhile the table holds a stand-in at its seat (:class:`_Busy`): the
        moves made meanwhile are kept for the bot and told to it once it is back (a bot is never touched by
        two threads at once), and the stand-in plays quickly if the search outlasts :data:`THINK_CAP`.  The
        choice is played if the table is as it was, else the bot is asked again."""
        assert self.think is not None
        table, moves = self.table, self._moves
        assert table is not None
        key = (seat, moves)
        busy = _Busy(bot, seat)
        table.bots[seat] = busy
        self._thinking = key

        def done(action: Any) -> None:
            if table.bots.get(seat) is busy:
                table.bots[seat] = bot
                for event in busy.heard:
                    bot.observe(event)
            if self._thinking != key or self.table is not table:
                return  # capped meanwhile (a quick choice was played), or the table closed
            self._thinking = None
            if self._moves == moves and table.bots.get(seat) is bot:
                # A search that failed (logged by the server) gives way to a quick choice, never to a new search.
                self._thought = (seat, moves, action if isinstance(action, ACTION_TYPES) else busy.choose(view))
            self.settle()

        def capped() -> None:
            if self._thinking != key or self.table is not table:
                return
            self.log(f"table {self.code}: a bot's search took more than {THINK_CAP:g} s, a quick choice is played")
            self._thinking = None
            if self._moves == moves:
                self._thought = (seat, moves, busy.choose(view))
            self.settle()

        self.think(lambda: bot.choose(view), done)
        self.later(THINK_CAP, capped)

    def _auto_answer_away(self) -> None:
        """Nobody waits for a person who is away, but at their turn (the host's wait, then a bot)."""
        table = self.table
        assert table is not None
        for kind, seat in ((kind, seat) for seat, kind in table.questions().items()):
            person = self.people[seat] if seat < len(self.people) else None
            if person is None or person.send is not None:
                continue
            if kind in (DecisionKind.WINDOW, DecisionKind.RACE):
                table.let_pass_at(seat)
            elif kind is DecisionKind.NEXT_ROUND:
                table.ready.add(seat)

    def _race_clock(self) -> bool:
        """UNO Wizz's race: the bots shout after their delays (plus the time to hear the race); when every
        person let it go, the fastest bot shouts at once (``True``: the race was decided now)."""
        table = self.table
        assert table is not None
        state = table.state
        if state.phase is not Phase.SHOUT:
            return False
        opened = len(state.log)
        if not any(kind is DecisionKind.RACE for kind in table.questions().values()):
            table.race_to_bots()
            return True
        if self._race_started == opened:
            return False
        self._race_started = opened
        delay = table.race_delay()
        if delay is not None:
            self.later(RACE_ALLOWANCE + delay, lambda: self._race_over(opened))
        return False

    def _race_over(self, opened: int) -> None:
        table = self.table
        if table is not None and table.state.phase is Phase.SHOUT and len(table.state.log) == opened:
            try:
                table.race_to_bots()
            except StoreUnavailable:
                self.later(SAVE_RETRY, lambda: self._race_over(opened))
                return
            self.settle()

    def refresh(self, resend: Person | None = None) -> None:
        """Send each person their question when it changed: a new serial for a new question; the same serial,
        with a fresh view, while they wait (others play) or are asked the same again."""
        table = self.table
        if table is None:
            return
        asked = table.questions()
        log = len(table.state.log)
        for person in self.people:
            kind = asked.get(person.seat, DecisionKind.WAIT)
            key: tuple[Any, ...] = (kind,) if kind is DecisionKind.WAIT else (kind, log, table.state.phase)
            if key != person.asked:
                person.serial += 1
                person.asked = key
                self._time_limit(person, kind)
                self.members.silent_clock(person, kind)
            elif person is not resend:
                continue  # the same question (a waiting seat asks for its view again with ``look``)
            person.kind = kind
            person.seq_at_ask = person.seq
            if person.send is not None:
                person.acts_told = person.acts
                person.send(p.encode(p.Ask(person.serial, kind, table.view(person.seat), person.acts)))

    def _time_limit(self, person: Person, kind: DecisionKind) -> None:
        """Under the time limit, the turn just asked of ``person`` ends by the rules if nobody answers it."""
        table = self.table
        assert table is not None
        state = table.state
        limit = state.rules.time_limit
        if not limit or kind is not DecisionKind.TURN or state.phase not in (Phase.PLAY, Phase.AFTER_DRAW):
            return
        serial = person.serial

        def time_up() -> None:
            if person.serial != serial or self.table is not table or person.seat not in table.humans:
                return  # answered (or the seat is a bot's now): a new question has its own clock
            self.log(f"table {self.code}: seat {person.seat} ran out of time")
            try:
                table.act(e.TIME_UP, person.seat)
            except e.IllegalAction:
                return
            except StoreUnavailable:
                self.later(SAVE_RETRY, time_up)  # the table waits for its store, then the turn ends
                return
            self.settle()

        self.later(limit + TIME_MARGIN, time_up)

    # ------------------------------------------------------------ sending

    def welcome(self, person: Person) -> None:
        """``person``'s welcome (their seat, token, the names by seat, whether they host), if connected."""
        if person.send is None:
            return
        count = len(self.people) + (self.options.bots if self.started else 0)
        names = tuple(seated.name for seated in self.people) + ("",) * (count - len(self.people))
        bots = tuple(range(len(self.people), count)) if self.started else ()
        person.send(p.encode(p.Welcome(person.seat, person.token, names, bots, self.code, person is self.host,
                                       self.started)))

    def tell(self, person: Person, news: TableNews) -> None:
        """One news to ``person``, numbered and kept for a return (sent if connected)."""
        person.seq += 1
        text = self.news_text(person.seq, news)
        person.kept.append((person.seq, text))
        if person.send is not None:
            person.send(text)

    def news_text(self, seq: int, news: TableNews) -> str:
        """A news as the wire writes it: written once for all the seats that see the same events (most do),
        then numbered for each."""
        key = (news.actor, news.action, news.events, news.hand_counts)
        body = self._written.get(key)
        if body is None:
            if len(self._written) > 8:
                self._written.clear()
            body = self._written[key] = p.encode(p.News(0, *key))[len(_NEWS_HEAD) + 1:]
        return f"{_NEWS_HEAD}{seq}{body}"

    def broadcast(self, message: Any, but: Person | None = None) -> None:
        """``message`` to every person at the table connected (``but`` one); the room's parts and the server use it."""
        text = p.encode(message)
        for person in self.people:
            if person is not but and person.send is not None:
                person.send(text)
        self.lobby.send_all(text)

class _Busy:
    """The stand-in of a bot thinking in a worker: it keeps what the bot would hear, and plays quick choices
    (a normal bot's) while the search goes on."""

    def __init__(self, bot: Any, seat: int) -> None:
        self.bot = bot
        self.heard: list[e.Event] = []
        self.quick = make_opponent(Level.NORMAL, seat, None)

    def choose(self, view: Any) -> e.Action:
        return self.quick.choose(view)

    def react(self, view: Any) -> e.Action | None:
        return None  # busy: it lets the chances out of turn go by

    def observe(self, event: e.Event) -> None:
        self.heard.append(event)


def _searches(bot: Any) -> bool:
    """Whether ``bot`` searches (hard, expert: tens of milliseconds a move, more on the Python engine)."""
    from ..bots.hard import HardBot

    return isinstance(bot, HardBot)


class _Link:
    """How the table reaches one person (its :class:`~uno_access.table.SeatLink`)."""

    def __init__(self, room: Room, person: Person) -> None:
        self.room = room
        self.person = person

    def news(self, news: TableNews) -> None:
        self.room.tell(self.person, news)

    def pausing(self) -> None:
        """The room paces the bots itself (:meth:`Room._settle`)."""
