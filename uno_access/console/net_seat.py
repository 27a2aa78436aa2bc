"""The console seat at a shared table (:mod:`uno_access.net`): waiting while others play, the chat, who comes
and goes, the connection.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.net_seat``.  The table is a
:class:`~uno_access.net.client.RemoteTable`: news arrive while the player may
be at a prompt.  They wake the prompt when its line is empty (the news are
said, then the same prompt again); while the player types, they wait for
Enter; a new question closes the line whatever it holds (keys typed before a
question never answer it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..table.messages import Decision
from .commands import Command, Verb

if TYPE_CHECKING:
    from .session import Session


class NetSeat:
    """What the console seat does at a shared table only."""

    #: Chat lines are said (``chat`` turns them off; they stay in the history).
    chat_heard = True

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def wake_for(self, message: Any) -> None:
        """From the connection's thread: wake the prompt for ``message`` (a new question closes any line)."""
        from ..net import protocol as p

        wake = getattr(self.session.reader, "wake", None)
        if wake is None:
            return
        if isinstance(message, p.Ask):
            serial = message.serial
            # Asked when the prompt handles the wake: the console may have opened this question meanwhile.
            wake(force=lambda: serial > self.session.serial)
        else:
            wake()

    def take_news(self) -> bool:
        """Said the news received (woken prompt); ``True`` when the question open changed."""
        clear = getattr(self.session.reader, "clear_wake", None)
        if clear is not None:
            clear()
        table = self.session.shared_table
        if table is None:
            return False
        while table.take(block=False):
            pass
        ask = table.ask
        return ask is None or ask.serial != self.session.serial or table.closed is not None

    def wait_for_others(self, decision: Decision) -> None:
        """Nothing to decide while others play: the commands that change nothing, and the chat."""
        self.session.open_question(decision)
        command = self.session.read("prompt-wait")
        if command is None:
            self.session.end_of_input()
            return
        shared = self.session.shared_table
        if command.verb is Verb.EMPTY and shared is not None:
            shared.here()  # at the keyboard: a seat a bot took for silence is back
        if command.verb in (Verb.WAKE, Verb.EMPTY):
            return
        if command.verb in (Verb.DRAW, Verb.PASS, Verb.PLAY, Verb.CHALLENGE, Verb.ACCEPT, Verb.CATCH):
            # Plainly not this player's turn, and whose it is ("The others play" read as a hint, not a refusal).
            current = decision.view.current_player
            self.session.say(self.session.t("help-now-wait") if current is None else
                             self.session.t("error-not-your-turn-who", player=self.session.names[current]))
            return
        self.session.info_commands.info(command)

    def chat_command(self, command: Command) -> None:
        """``say hello``: a line to the table; ``chat``: the chat heard or not; ``kick NAME``: remove a player."""
        if command.verb is Verb.KICK:
            self.kick_command(command)
            return
        if command.verb is Verb.CHAT:
            self.chat_heard = not self.chat_heard
            self.session.say(self.session.t("chat-on" if self.chat_heard else "chat-off"))
            return
        text = command.arg.strip()
        shared = self.session.shared_table
        if shared is None:
            self.session.say(*self.session.explaining.not_now_lines())
            return
        if not text:
            self.session.say(self.session.t("chat-empty"))
            return
        shared.chat(text)

    def net_event(self, message: Any) -> None:
        """A message of the shared table that is not news: who comes and goes, the chat, the connection."""
        from ..net import client
        from ..net import protocol as p

        self.session.narrator.flush(hold_fate=True)  # in its place among the news
        line: str | None = None
        own = presence_line(self.session.t, message, self.seat_name, self.session.seat)
        if own is not None:
            if own:
                self.session.events_seen.add_line(own)
                self.session.say(own)
            return
        if isinstance(message, p.Presence):
            if message.what == "started":
                return
            if message.what == "bot-played":
                line = self.session.t("net-bot-played")
            else:
                line = self.session.t(f"net-{message.what}", player=self.seat_name(message.seat, message.name))
        elif isinstance(message, p.Said):
            if message.seat < 0 and message.name:  # a spectator's line (issue 33)
                line = self.session.t("net-said-watcher", player=message.name, text=message.text)
            else:
                line = self.session.t("net-said", player=self.seat_name(message.seat, ""), text=message.text)
            self.session.events_seen.add_line(line)
            if not self.chat_heard:
                return
            self.session.say(line)
            return
        elif isinstance(message, client.Lost):
            line = self.session.t("net-lost")
        elif isinstance(message, client.Back):
            line = self.session.t("net-reconnected")
        elif isinstance(message, client.Gone):
            line = gone_line(self.session.t, message.reason) if message.reason != "closed" else None  # said by "closed"
        elif isinstance(message, client.TooLate):
            line = self.session.t("net-too-late")
        elif isinstance(message, p.Refused):
            line = refusal_line(self.session.t, message)
        elif isinstance(message, p.Welcome):
            self.session.names[:] = self.session.names[:len(message.names)]
            return
        if line is not None:
            if isinstance(message, p.Presence):
                self.session.events_seen.add_line(line)
            self.session.say(line)

    def kick_command(self, command: Command) -> None:
        """``kick NAME``: the host removes a player; while the host is away, a vote (the server decides)."""
        name = command.arg.strip()
        shared = self.session.shared_table
        if shared is None:
            self.session.say(*self.session.explaining.not_now_lines())
        elif not name:
            self.session.say(self.session.t("kick-empty"))
        else:
            shared.kick(name)

    def seat_name(self, seat: int, name: str) -> str:
        if 0 <= seat < len(self.session.names):
            return self.session.names[seat]
        return name


def refusal_line(t: Any, message: Any) -> str:
    """A refusal of the server in one line of the player's language."""
    from ..net.protocol import MAX_CHAT, MAX_NAME

    known = {"no-table", "full", "started", "not-host", "flood", "bad-chat", "locked", "taken-over", "busy",
             "seed", "cannot-save", "unavailable", "teams", "players", "no-new-table", *OWN_REFUSALS}
    known |= {"name-taken", "name-reserved", "name-letters", "chat-flood", "chat-off", "not-now"}  # issue 33
    if message.reason == "bad-name":  # the name's own rule, never the code (the console checks it first)
        return str(t("net-refused-bad-name", max=MAX_NAME))
    known |= {"name-scripts", "version", "server-error"}
    if message.reason == "unknown-type":
        return str(t("net-refused-version"))  # a message the server does not know: an older server
    if message.reason in known:
        return str(t(f"net-refused-{message.reason}", max=MAX_CHAT))
    return str(t("net-refused"))  # never the code


#: Why a table is out of reach, said in a line of its own (else "out of reach", the reason to the log only).
#: ``no-table``: README's one answer to a code (or a password) that seats nobody, never the code.
GONE_SAID = ("taken-over", "busy", "kicked", "no-table")
#: The connection's own reasons (:class:`~uno_access.net.client.Gone`), each with its line.
GONE_LINES = {"unreachable": "net-unreachable", "cert": "net-gone-cert", "tls": "net-gone-tls",
              "gave-up": "net-gone-gave-up", "table-gone": "net-gone-table", "seat-gone": "net-gone-seat"}


def gone_line(t: Any, reason: str, address: str = "") -> str:
    """The table out of reach for ``reason``, in the player's language and never as a code (``address``: where
    the console looked for it, as typed or as a URL)."""
    if reason in GONE_SAID:
        return str(t(f"net-refused-{reason}"))
    if reason in GONE_LINES:
        return str(t(GONE_LINES[reason], address=address))
    return str(t("net-gone"))


# ---------------------------------------------------------------- who holds the table (issue 33)

#: The refusals of :mod:`uno_access.net.room_life`, each said in a line of its own.
OWN_REFUSALS = ("kicked", "no-player", "host-here")
#: What :class:`~uno_access.net.protocol.Presence` says that the player hears with ``you`` (their own seat).
OWN_PRESENCE = ("host", "kicked", "silent", "silent-bot", "again", "closed", "passed")


def presence_line(t: Any, message: Any, name_of: Any, seat: int) -> str | None:
    """The line of a message of :mod:`uno_access.net.room_life` (a vote, the host passing on, a silent seat,
    play again, a closed table): ``None`` for any other message; ``""`` for one said elsewhere (a table
    closed is said by the connection's end)."""
    from ..net import protocol as p

    if isinstance(message, p.Voted):
        return str(t("net-voted", player=name_of(message.seat, ""), target=message.name, votes=message.votes,
                     needed=message.needed, you="yes" if message.seat == seat else "no"))
    if isinstance(message, p.Past):
        return ""  # for the history of a console started again (client.RemoteTable keeps it)
    if isinstance(message, p.Presence) and message.what == "back" and message.seat == seat:
        return str(t("net-back-you"))  # a seat a bot took for silence, given back at Enter
    if not isinstance(message, p.Presence) or message.what not in OWN_PRESENCE:
        return None
    if message.seat == seat and message.what in ("again", "kicked", "closed"):
        return ""  # said otherwise to this player ("Waiting for the others.", "You were removed...")
    # The name the server gives: the seats may have moved up since the names were known (a seat freed).
    return str(t(f"net-{message.what}", player=message.name or name_of(message.seat, ""),
                 you="yes" if message.seat == seat else "no"))


def rounds_before(heard: Any) -> list[list[Any]]:
    """The rounds a console started again does not know, empty, before the round it was sent (``past``): its
    history numbers that round as the others do ("Round 2")."""
    from .. import engine as e

    first = next((at for at, event in enumerate(heard) if isinstance(event, e.RoundStarted)), None)
    if first is None:
        return []
    # What came before the round's start (the first dealer's draw) is a "round" of its own, as in a match heard
    # from its beginning.
    return [[] for _ in range(heard[first].round_number - (1 if first > 0 else 0))]
