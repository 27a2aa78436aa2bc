"""Who holds a table (issue 33): :class:`Membership`, a part a :class:`~.room.Room` holds and calls. A seat left in the lobby is freed
at once, the host's role passes to the next person when the host leaves, the host removes a player (``kick``)
or, while the host is away, the people vote, a seat whose person does not answer is played by a bot for that
turn and, after :attr:`~.protocol.Create.silent` such turns, taken by a bot until its person answers again,
and "play again" deals a new match at the same table, to the same seats.

Like the room, it never blocks and never reads a clock but the room's (``later``, ``now``): the tests drive
it with no socket.
"""

from __future__ import annotations

import json
import secrets
from typing import TYPE_CHECKING

from .. import engine as e
from ..i18n import normalize
from ..match import Level, make_opponent
from ..table.messages import DecisionKind
from . import protocol as p
from .room_base import TIME_MARGIN, RoomError, deal_news

if TYPE_CHECKING:
    from .room import Person, Room

#: The shortest wait for a silent seat, in seconds: a table whose ``wait`` is 0 (a dropped player is replaced
#: at once) still gives a person at the keyboard time to answer.
SILENT_FLOOR = 15.0
#: The most bytes the history sent to a seat coming back may take (a message is at most 64 KiB): the oldest
#: events of the round are left out past it.
PAST_BYTES = 48 * 1024


def address_key(address: str) -> str:
    """How an address removed from a table is kept: hashed (the store keeps it, and no address in clear)."""
    import hashlib

    return "address:" + hashlib.sha256(address.encode("utf-8")).hexdigest()[:32]


def _loopback(address: str) -> bool:
    import ipaddress

    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class Membership:
    """Who sits at a room's table, who hosts it, who is removed from it, who plays again: a part the room holds
    (it works on the room's people and table through the room's own methods)."""

    def __init__(self, room: Room) -> None:
        self.room = room
        #: The host's seat (it passes to the next person when the host leaves).
        self.host_seat = 0
        #: The votes to remove a person (by their token's hash): the voters' seats.
        self.votes: dict[str, set[int]] = {}
        #: The names (:func:`~.lobby.name_key`) and addresses (hashed: :func:`address_key`) removed from this
        #: table: never seated again.  Kept with the table in the store, so a server started again keeps them out.
        self.kept_out: set[str] = set()
        #: The matches played at this table (play again deals the next).
        self.matches = 1

    # ------------------------------------------------------------ the host

    def the_host(self) -> Person | None:
        """The person who hosts the table (``None`` for a table nobody sits at)."""
        room = self.room
        if not room.people:
            return None
        return room.people[min(self.host_seat, len(room.people) - 1)]

    def pass_host(self, gone: Person) -> None:
        """``gone`` hosted and left: the next person still here hosts now, said to all ("Bruno now hosts.")."""
        room = self.room
        if gone.seat != self.host_seat:
            return
        count = len(room.people)
        for step in range(1, count + 1):
            person = room.people[(gone.seat + step) % count]
            if not person.left:
                self.host_seat = person.seat
                room.keep()  # kept: the list names who hosts after a restart too
                room.broadcast(p.Presence(person.seat, person.name, "host"))
                room.log(f"table {room.code}: seat {person.seat} hosts now")
                room.welcome(person)  # its welcome says it hosts (its console's lobby prompt: Enter starts)
                return

    def leave_lobby(self, person: Person, what: str = "left") -> None:
        """``person`` leaves before the match: their seat is freed at once (nine join and leave cannot fill a
        lobby), the seats after it move up one, and everyone gets a new welcome (the names by seat)."""
        room = self.room
        hosted = person.seat == self.host_seat
        room.people.remove(person)
        for seat, seated in enumerate(room.people):
            seated.seat = seat
        person.left = True
        person.send = None
        self.host_seat = 0
        room.keep()
        room.broadcast(p.Presence(person.seat, person.name, what))
        room.log(f"table {room.code}: seat {person.seat} {what}, freed")
        if hosted and room.people:
            host = room.people[0]
            room.broadcast(p.Presence(host.seat, host.name, "host"))
            room.log(f"table {room.code}: seat 0 hosts now")
        for seated in room.people:
            room.welcome(seated)
        room.lobby.welcome_all()  # the spectators' names by seat too (issue 33, lobby.py)

    # ------------------------------------------------------------ kick, and the vote when the host is away

    def kick(self, by: Person, name: str) -> None:
        """``by`` asks to remove the player named ``name``: done when ``by`` hosts; a vote while the host is
        away (a majority of the people connected, the one named aside).  Raises :class:`RoomError`."""
        room = self.room
        wanted = normalize(name)
        target = next((person for person in room.people
                       if not person.left and person is not by and normalize(person.name) == wanted), None)
        if target is None:
            raise RoomError("no-player", "no other player at this table has this name")
        if not room.lobby.may_chat(by):
            return  # a kick counts against the chat's pace (break report: votes flooded every seat)
        host = self.the_host()
        if by is host:
            self.remove(target)
            return
        # The host is never voted out while connected (the break report: two guests removed the host), and
        # never at all on a person's own ``host`` table (the server lives in the host's program).
        if host is not None and not host.left and (host.send is not None or (room.keep_host and host is target)):
            raise RoomError("host-here", "only the host removes a player (a vote while the host is away)")
        votes = self.votes.setdefault(target.token_hash, set())
        again = by.seat in votes
        votes.add(by.seat)
        voters = [person for person in room.people if not person.left and person.send is not None
                  and person is not target]
        needed = len(voters) // 2 + 1
        counted = len(votes & {person.seat for person in voters})
        if again and by.send is not None:  # counted already: told to its voter alone, not to every seat again
            by.send(p.encode(p.Voted(by.seat, target.name, counted, needed)))
            return
        room.broadcast(p.Voted(by.seat, target.name, counted, needed))
        room.log(f"table {room.code}: a vote to remove seat {target.seat}: {counted} of {needed}")
        if counted >= needed:
            self.remove(target)

    def keep_out(self, name: str, address: str = "") -> None:
        """Raises :class:`RoomError` ``kicked`` when ``name`` (as heard) or ``address`` was removed from this
        table (a fresh hello under the same name sat a kicked person again)."""
        from .lobby import name_key
        from .room_base import RoomError

        if "name:" + name_key(name) in self.kept_out or (address and address_key(address) in self.kept_out):
            raise RoomError("kicked", "this table removed you")

    def remove(self, target: Person) -> None:
        """``target`` is removed: said to all, their console told (``refused`` ``kicked``: it stops and its
        token no longer brings it back, nor its name or address a new seat), their seat freed (lobby) or given
        to a bot (match)."""
        from .lobby import name_key

        room = self.room
        self.votes.pop(target.token_hash, None)
        self.kept_out.add("name:" + name_key(target.name))
        if target.address and not _loopback(target.address):  # a tunnel's guests all come from loopback
            self.kept_out.add(address_key(target.address))
        send = target.send
        if send is not None:
            send(p.encode(p.Presence(target.seat, target.name, "kicked")))
            send(p.encode(p.Refused("kicked", "the table removed you")))
        target.send = None
        if not room.started:
            self.leave_lobby(target, "kicked")
            return
        target.left = True
        room.keep()
        room.broadcast(p.Presence(target.seat, target.name, "kicked"))
        room.log(f"table {room.code}: seat {target.seat} removed")
        self.pass_host(target)
        room.give_to_bot(target)
        self.maybe_again()

    # ------------------------------------------------------------ a seat that does not answer

    def silent_clock(self, person: Person, kind: DecisionKind) -> None:
        """A turn (or "next round?") just asked of a connected ``person``: if it is still open after the table's
        wait, a bot answers it for them (said to all; "Challenge the +4?" is accepted, the safe answer), and after :attr:`~.protocol.Create.silent` such turns
        in a row a bot takes the seat until they answer again.  A chance out of turn (catch a missed UNO, jump
        in) still open after the same wait passes, as when nobody takes it: play goes on (said to all); it
        held the whole table for good, the others waiting on it."""
        room = self.room
        table = room.table
        if table is None or person.send is None or kind not in (DecisionKind.TURN, DecisionKind.NEXT_ROUND,
                                                                DecisionKind.WINDOW):
            return
        serial = person.serial

        def silent() -> None:
            if person.serial != serial or room.table is not table or person.send is None \
                    or person.seat not in table.humans:
                return  # answered, or away (the wait for a dropped connection has its own clock), or a bot's
            if kind is DecisionKind.WINDOW:
                self._chance_passed(person)
            else:
                self._silent_turn(person, kind)

        # Under the time limit the rules end a turn first (the server steps in 20 s past it): never before.
        limit = table.state.rules.time_limit
        room.later(max(room.options.wait, SILENT_FLOOR, limit + TIME_MARGIN + 1 if limit else 0.0), silent)

    def _silent_turn(self, person: Person, kind: DecisionKind) -> None:
        from .store import StoreUnavailable

        room = self.room
        table = room.table
        assert table is not None
        person.silent += 1
        room.log(f"table {room.code}: seat {person.seat} did not answer ({person.silent})")
        room.broadcast(p.Presence(person.seat, person.name, "silent"))
        if kind is DecisionKind.NEXT_ROUND:
            table.ready.add(person.seat)
        else:
            # "Challenge the +4?" let go is accepted (4 cards), never challenged: a lost challenge costs the
            # silent player 6 cards on a bot's guess (the tester's report); a person who wants to challenge
            # answers in time.  Any other turn is played by a stand-in bot.
            if table.state.phase is e.Phase.CHALLENGE:
                action: e.Action = e.ACCEPT
            else:
                action = make_opponent(Level(room.options.level), person.seat, None).choose(table.view(person.seat))
            try:
                table.act(action, person.seat)
            except (e.IllegalAction, StoreUnavailable):
                pass  # the table moved on, or waits for its store: the turn stays open
        if room.options.silent and person.silent >= room.options.silent and person.seat in table.humans:
            person.benched = True
            table.humans.discard(person.seat)
            table.bots[person.seat] = make_opponent(Level(room.options.level), person.seat, None)
            room.broadcast(p.Presence(person.seat, person.name, "silent-bot"))
            room.log(f"table {room.code}: a bot plays for the silent seat {person.seat}")
        room.settle()

    def _chance_passed(self, person: Person) -> None:
        """``person`` let their chance out of turn go unanswered for the table's wait: it passes, as when nobody
        catches (official-rules-fr.txt: the penalty only "si un autre joueur le remarque"), and play goes on.
        A chance is no turn: it does not count towards a bot taking the seat."""
        room = self.room
        table = room.table
        assert table is not None
        room.log(f"table {room.code}: seat {person.seat} let a chance pass (no answer)")
        room.broadcast(p.Presence(person.seat, person.name, "passed"))  # before the move that follows
        table.let_pass_at(person.seat)
        room.settle()

    def heard_from(self, person: Person) -> None:
        """``person`` sent something: they are at the keyboard.  A seat a bot took for silence is theirs again."""
        room = self.room
        person.silent = 0
        table = room.table
        if not person.benched or table is None:
            return
        person.benched = False
        if person.seat in table.bots and not person.left:
            del table.bots[person.seat]
            table.humans.add(person.seat)
            room.broadcast(p.Presence(person.seat, person.name, "back"))
            room.log(f"table {room.code}: seat {person.seat} answers again")
            person.asked = None
            room.refresh(resend=person)

    # ------------------------------------------------------------ play again

    def again(self, person: Person) -> None:
        """At "Match over", ``person`` plays again; once everyone here did, a new match starts at the same
        seats (bots where people left).  Raises :class:`RoomError`."""
        table = self.room.table
        if table is None or not table.state.is_match_over:
            raise RoomError("not-now", "the match is not over")
        if not person.again:
            person.again = True
            self.room.broadcast(p.Presence(person.seat, person.name, "again"), but=person)  # its console said it
        self.maybe_again()

    def maybe_again(self) -> None:
        """A new match once everyone still connected said to play again (at "Match over")."""
        table = self.room.table
        if table is None or not table.state.is_match_over:
            return
        here = [person for person in self.room.people if not person.left and person.send is not None]
        if not here or not all(person.again for person in here):
            return
        self._new_match()

    def _new_match(self) -> None:
        """The next match at this table: the same people at the same seats, a new deal, its moves kept anew."""
        room = self.room
        old = room.table
        assert old is not None
        old.seats.clear()
        old.on_apply.clear()
        old.before_apply.clear()
        self.matches += 1
        seed = room.options.seed + self.matches - 1 if room.options.seed >= 0 else secrets.randbits(48)
        count = len(room.people) + room.options.bots
        state = e.Game(count, room.options.rules).new_match(seed)
        for person in room.people:
            person.again = person.benched = False
            person.silent = 0
            person.asked = None
        room.table = None
        room.seed = seed
        if room.store is not None:
            try:
                room.store.forget(room.code)  # the last match's moves: the new one is replayed from its seed
            except Exception as error:  # noqa: BLE001 - a full disk: the table is kept again below, or later
                room.log(f"table {room.code}: cannot clear the last match ({type(error).__name__})")
            room.keep()
        room.restart_steps()
        room.seat_table(state, seed)
        table = room.table
        assert table is not None
        host = self.the_host()
        room.broadcast(p.Presence(host.seat if host else -1, host.name if host else "", "started"))
        for person in room.people:
            room.welcome(person)
            for news in deal_news(table, person.seat):
                room.tell(person, news)
        room.lobby.started()  # the spectators watch the new match too (issue 33, lobby.py)
        for person in room.people:
            if not person.left and person.send is None:
                room.wait_for(person)  # away: the wait, then a bot, as for a dropped connection
        room.log(f"table {room.code}: match {self.matches} started")
        room.settle()

    # ------------------------------------------------------------ a seat coming back: its history

    def send_past(self, person: Person, missed: list[str]) -> None:
        """Before the news ``person`` missed: the round's events they had heard, for the history of a console
        started again (one that kept its own ignores it)."""
        table = self.room.table
        send = person.send
        if table is None or send is None:
            return
        past = list(table.past(person.seat))
        missed_events = 0
        for text in missed:
            try:
                missed_events += len(json.loads(text).get("events", ()))
            except ValueError:
                continue
        heard = past[:max(0, len(past) - missed_events)]
        starts = [index for index, event in enumerate(heard) if isinstance(event, e.RoundStarted)]
        heard = heard[starts[-1]:] if starts else heard
        text = p.encode(p.Past(tuple(heard)))
        while len(text.encode("utf-8")) > PAST_BYTES and heard:
            heard = heard[len(heard) // 4 + 1:]
            text = p.encode(p.Past(tuple(heard)))
        send(text)
