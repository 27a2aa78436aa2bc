"""``uno-access join ADDRESS CODE --watch``: the console of a spectator (issue 33).

A spectator has no seat and no hand: the server sends them every move as a player who holds no card sees it
(:mod:`uno_access.net.lobby`), the chat, who comes and goes.  Each move is said as the players' consoles say another
player's move (the console's own renderer, everyone by name), one line a turn, chat lines begun with
"Chat,".  The prompt (``Watch >``) takes ``say`` and words, ``status``, ``history``, ``help``, ``repeat``
and ``quit``; the news wake it when its line is empty, as at a table.  At "Match over" it watches on: a table
playing again is followed (the server seats its spectators at the new match), and a table the server closes
is said ("The table is closed.") before the console ends; a table whose players are all away says it waits.  ``status`` (``top``, ``scores`` too)
asks the server how the table stands (``look``: a view that holds no hand) and says it, as it is said on
sitting down during a match.
"""

from __future__ import annotations

from typing import Any

from ..net import protocol as p
from ..net.client import Back, Gone, Lost

#: Lines of the moves kept for ``history`` (the newest).
KEPT_LINES = 500


class WatchKeys:
    """The keys of a spectator's prompt: help, repeat, silence, Page Up/Down through the moves heard."""

    def __init__(self, watching: Watching) -> None:
        self.watching = watching
        self.cursor: int | None = None

    def on_key(self, key: Any) -> Any:
        from .reader import Key

        watching = self.watching
        output = watching.output
        if key is Key.HELP:
            output.say([watching.t("help-watch")], record=False)
        elif key is Key.REPEAT:
            output.repeat()
        elif key is Key.SILENCE:
            output.speaker.cancel()
        elif key in (Key.HISTORY_BACK, Key.HISTORY_FORWARD):
            lines = watching.moves
            if not lines:
                output.say([watching.t("history-empty")], record=False)
                return None
            step = -1 if key is Key.HISTORY_BACK else 1
            cursor = len(lines) if self.cursor is None else self.cursor
            self.cursor = max(0, min(len(lines) - 1, cursor + step))
            output.say([watching.t("history-line", position=self.cursor + 1, count=len(lines),
                                   line=lines[self.cursor])], record=False)
        return None


class Watching:
    """A spectator's console: the table's moves and chat said, a prompt for ``say``."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.output = client.output
        self.t = client.t
        self.lang = client.console.lang
        self.names: list[str] = []
        self.renderer: Any = None
        #: The lines of the moves heard (``history``).
        self.moves: list[str] = []
        #: ``status`` was asked: the table's public view is said when it comes.
        self.looking = False
        #: The match was heard to end: the spectator watches on until the table plays again (or closes).
        self.over = False

    def run(self, reader: Any) -> int:
        from .commands import Command, Verb, parse_command

        client, t, output = self.client, self.t, self.output
        keys = WatchKeys(self)
        if hasattr(reader, "handler"):
            reader.handler = keys
        status = self.take(client.link.inbox.get())  # the welcome (or why not)
        # A plain console prints the prompt once a wait, not again after each move (as at a table).
        once = getattr(reader, "prompt_once", False)
        shown = False
        while status is None:
            status = self.take_all()
            if status is not None:
                break
            reader.clear_wake()
            link = client.link  # a new one when a wrong password was asked again
            if not link.inbox.empty():
                continue
            reader.timed()  # the news close the line while it is empty
            line = reader.read("" if shown else t("prompt-watch") + " ")
            if isinstance(line, Command) and line.verb is Verb.WAKE:
                shown = once
                continue
            shown = False
            if line is None:  # Ctrl+D: as Ctrl+C and quit do, goodbye (it ended in silence)
                link.close(leave=True)
                output.say([t("goodbye")])
                return 0
            command = line if isinstance(line, Command) else parse_command(line, self.lang)
            output.new_command()
            if command.verb is Verb.QUIT:
                link.close(leave=True)
                output.say([t("goodbye")])
                return 0
            if command.verb is Verb.EMPTY:
                continue
            if command.verb is Verb.SAY and isinstance(line, str):
                text = line.strip().partition(" ")[2].strip()
                output.say([t("chat-empty")]) if not text else link.send(p.Chat(text))
            elif command.verb is Verb.HELP:
                output.say([t("help-watch")])
            elif command.verb is Verb.REPEAT:
                output.repeat()
            elif command.verb is Verb.HISTORY:
                output.say(self.moves[-20:] or [t("history-empty")])
            elif command.verb in (Verb.STATUS, Verb.TOP, Verb.SCORES):
                self.looking = True
                link.send(p.Look())  # said when the server's answer comes
            else:
                output.say([t("net-watch-only")])
        return status

    def take_all(self) -> int | None:
        """Say every message received; an exit status when the table is over or out of reach."""
        inbox = self.client.link.inbox
        while not inbox.empty():
            status = self.take(inbox.get())
            if status is not None:
                return status
        return None

    def take(self, message: Any) -> int | None:
        from .net_seat import presence_line, refusal_line

        t, output = self.t, self.output
        if isinstance(message, p.Presence) and message.what == "closed" and message.seat < 0:
            output.say([t("net-table-closed")])  # the server closed the table: the connection ends next
            return None
        # Who hosts, removed, silent, plays again, votes: said as the players' consoles say them (no seat is
        # the spectator's own).
        line = presence_line(t, message, self._name_of, -1)
        if line is not None:
            if line:
                output.say([line])
            return None
        if isinstance(message, p.Welcome):
            first = self.renderer is None
            self._seat(message)
            if first:
                output.say([t("net-watch-welcome", host=self.names[0] if self.names else "")])
                if message.started:  # a match under way: how it stands, first
                    self.looking = True
                    self.client.link.send(p.Look())
        elif isinstance(message, p.Ask):
            if self.looking and self.renderer is not None:
                self.looking = False
                renderer = self.renderer
                renderer.state.rules = message.view.rules
                output.say([renderer.top_line(message.view), *renderer.status_lines(message.view)])
                from ..engine.view import Phase

                if message.view.phase is Phase.MATCH_OVER:  # came after the end: the table may play again
                    self._match_over()
        elif isinstance(message, p.News):
            if self._news(message):
                self._match_over()
        elif isinstance(message, p.Presence):
            if message.what == "started":
                output.say([t("net-watch-new-match" if self.over else "net-started")])
                self.over = False
            elif message.what not in ("bot-played", "missed"):
                name = self.names[message.seat] if 0 <= message.seat < len(self.names) else message.name
                output.say([t(f"net-{message.what}", player=name)])
        elif isinstance(message, p.Said):
            if message.seat >= 0:
                name = self.names[message.seat] if message.seat < len(self.names) else ""
                output.say([t("net-said", player=name, text=message.text)])
            else:
                output.say([t("net-said-watcher", player=message.name, text=message.text)])
        elif isinstance(message, p.Refused):
            if message.reason == "not-started" and self.looking:
                self.looking = False
                output.say([t("net-watch-not-started")])
                return None
            if self.renderer is None and message.reason == "no-table" and self.client.list_password:
                if self.client.password_again():  # a wrong password typed at the list: asked again
                    return self.take(self.client.link.inbox.get())
                output.say([t("goodbye")])
                return 0
            output.say([refusal_line(t, message)], interrupt=True)
            if self.renderer is None:
                return 1  # refused before watching (a wrong code, a name taken...)
        elif isinstance(message, Lost):
            output.say([t("net-lost")])
        elif isinstance(message, Back):
            output.say([t("net-reconnected")])
        elif isinstance(message, Gone):
            if message.reason == "closed":
                return 0  # said by the table's "closed" (its host quit, or the server closed it)
            output.say([self.client.gone_line(message)])
            return 1
        return None

    def _name_of(self, seat: int, name: str) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else name

    def _seat(self, welcome: p.Welcome) -> None:
        from .render import Renderer
        from .session import shared_names

        self.names = shared_names(welcome.names, -1, self.lang)
        renderer = Renderer(self.client.console, self.names, viewer=-1)
        if self.renderer is not None:
            renderer.state.rules = self.renderer.state.rules
        self.renderer = renderer

    def _news(self, news: p.News) -> bool:
        """Say one move; ``True`` when it ended the match."""
        from ..engine import events as ev
        from .narrator import turn_lines

        renderer = self.renderer
        if renderer is None:
            return False
        renderer.state.counts = news.counts
        lines = turn_lines(renderer, news.events)
        self.moves.extend(lines)
        del self.moves[:-KEPT_LINES]
        self.output.say(lines)
        return any(isinstance(event, ev.MatchEnded) for event in news.events)

    def _match_over(self) -> None:
        """"Match over", and the spectator watches on: the table may play again (the server seats them at the
        new match), or close (they are told, and the console ends)."""
        if not self.over:
            self.over = True
            self.output.say([self.t("match-over"), self.t("net-watch-again")])
