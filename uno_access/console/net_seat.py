"""The console seat at a shared table (:mod:`uno_access.net`): waiting while others play, the chat, who comes
and goes, the connection.

Part of the console seat (:class:`.session.Session`).  The table is a
:class:`~uno_access.net.client.RemoteTable`: news arrive while the player may
be at a prompt.  They wake the prompt when its line is empty (the news are
said, then the same prompt again); while the player types, they wait for
Enter; a new question closes the line whatever it holds (keys typed before a
question never answer it).
"""

from __future__ import annotations

from typing import Any

from ..table.messages import Decision
from .commands import Command, Verb
from .seat_base import SeatBase


class NetSeat(SeatBase):
    """What the console seat does at a shared table only."""

    #: Chat lines are said (``chat`` turns them off; they stay in the history).
    chat_heard = True
    _serial: int
    open_question: Any
    info: Any
    not_now_lines: Any

    @property
    def shared(self) -> bool:
        return bool(getattr(self.table, "remote", False))

    def wake_for(self, message: Any) -> None:
        """From the connection's thread: wake the prompt for ``message`` (a new question closes any line)."""
        from ..net import protocol as p

        wake = getattr(self.reader, "wake", None)
        if wake is None:
            return
        if isinstance(message, p.Ask):
            serial = message.serial
            # Asked when the prompt handles the wake: the console may have opened this question meanwhile.
            wake(force=lambda: serial > self._serial)
        else:
            wake()

    def take_news(self) -> bool:
        """Said the news received (woken prompt); ``True`` when the question open changed."""
        clear = getattr(self.reader, "clear_wake", None)
        if clear is not None:
            clear()
        table: Any = self.table
        while table.take(block=False):
            pass
        ask = table.ask
        return ask is None or ask.serial != self._serial or table.closed is not None

    def wait_for_others(self, decision: Decision) -> None:
        """Nothing to decide while others play: the commands that change nothing, and the chat."""
        self.open_question(decision)
        command: Command | None = self.read("prompt-wait")  # type: ignore[assignment]
        if command is None:
            self.end_of_input()
            return
        if command.verb in (Verb.WAKE, Verb.EMPTY):
            return
        if command.verb in (Verb.DRAW, Verb.PASS, Verb.PLAY, Verb.CHALLENGE, Verb.ACCEPT, Verb.CATCH):
            self.say(self.t("help-now-wait"))
            return
        self.info(command)

    def chat_command(self, command: Command) -> None:
        """``say hello``: a line to the table; ``chat``: the chat heard or not."""
        if command.verb is Verb.CHAT:
            self.chat_heard = not self.chat_heard
            self.say(self.t("chat-on" if self.chat_heard else "chat-off"))
            return
        text = command.arg.strip()
        if not self.shared:
            self.say(*self.not_now_lines())
            return
        if not text:
            self.say(self.t("chat-empty"))
            return
        self.table.chat(text)  # type: ignore[attr-defined]

    def net_event(self, message: Any) -> None:
        """A message of the shared table that is not news: who comes and goes, the chat, the connection."""
        from ..net import client
        from ..net import protocol as p

        self.narrator.flush(hold_fate=True)  # in its place among the news
        line: str | None = None
        if isinstance(message, p.Presence):
            if message.what == "started":
                return
            if message.what == "bot-played":
                line = self.t("net-bot-played")
            else:
                line = self.t(f"net-{message.what}", player=self.seat_name(message.seat, message.name))
        elif isinstance(message, p.Said):
            if message.seat < 0 and message.name:  # a spectator's line (issue 33)
                line = self.t("net-said-watcher", player=message.name, text=message.text)
            else:
                line = self.t("net-said", player=self.seat_name(message.seat, ""), text=message.text)
            self.events_seen.add_line(line)
            if not self.chat_heard:
                return
            self.say(line)
            return
        elif isinstance(message, client.Lost):
            line = self.t("net-lost")
        elif isinstance(message, client.Back):
            line = self.t("net-reconnected")
        elif isinstance(message, client.Gone):
            line = gone_line(self.t, message.reason)
        elif isinstance(message, client.TooLate):
            line = self.t("net-too-late")
        elif isinstance(message, p.Refused):
            line = refusal_line(self.t, message)
        elif isinstance(message, p.Welcome):
            self.names[:] = self.names[:len(message.names)]
            return
        if line is not None:
            if isinstance(message, p.Presence):
                self.events_seen.add_line(line)
            self.say(line)

    def seat_name(self, seat: int, name: str) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return name


def refusal_line(t: Any, message: Any) -> str:
    """A refusal of the server in one line of the player's language."""
    from ..net.protocol import MAX_CHAT

    known = {"no-table", "full", "started", "not-host", "flood", "bad-chat", "locked", "taken-over", "busy",
             "seed", "cannot-save", "unavailable"}
    known |= {"name-taken", "name-reserved", "chat-flood", "chat-off", "not-now"}  # issue 33
    if message.reason in known:
        return str(t(f"net-refused-{message.reason}", max=MAX_CHAT))
    return str(t("net-refused", reason=message.reason))


#: Why a table is out of reach, said in a line of its own (else "out of reach", with the reason's code).
GONE_SAID = ("taken-over", "busy")


def gone_line(t: Any, reason: str) -> str:
    """The table out of reach for ``reason``, in one line of the player's language."""
    if reason in GONE_SAID:
        return str(t(f"net-refused-{reason}"))
    return str(t("net-gone", reason=reason))
