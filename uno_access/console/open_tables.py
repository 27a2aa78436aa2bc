"""``uno-access join ADDRESS`` with no code: the server's open tables, one line each, chosen as a card of
the hand is (issue 33).

The list is asked on a short connection of its own (``list``, answered ``tables``: :mod:`uno_access.net.lobby`), then
said one line a table, key fact first: its number, its host, its rules, the people sitting of the players it
will have, whether one may sit ("2. Bruno, official, 1 of 2, open.").  Up/Down (or Left/Right, Home/End)
read the tables one by one, as they read the hand; Enter on an empty line sits at the table under the cursor;
a typed number sits at that table, a typed code at that table (a private one), ``q`` leaves.  The keys typed
before the list was said are dropped, as before a question: they never choose.  A table being played is
watched; a table with a password asks it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..net import protocol as p
from ..net.client import Gone
from ..net.server import normal_code
from ..typed import shown

#: Seconds to reach the server and read its list.
LIST_TIMEOUT = 5.0
#: Players a table holds at most, people and bots (:meth:`uno_access.net.room.Room.sit`): a table of as many
#: is listed "full".
MAX_PLAYERS = 10


def fetch_tables(url: str, cafile: str | None = None) -> p.Tables | Gone:
    """The open tables of the server at ``url``; else why not, as the connection says it (:class:`Gone`:
    ``busy``, ``unreachable``, ``cert``; its ``detail`` for the connection's log)."""
    from websockets.sync.client import connect

    options: dict[str, Any] = {}
    if cafile and url.startswith("wss://"):
        import ssl

        options["ssl"] = ssl.create_default_context(cafile=cafile)
    try:
        with connect(url, open_timeout=LIST_TIMEOUT, max_size=p.MAX_MESSAGE_BYTES, compression=None,
                     **options) as connection:
            connection.send(p.encode(p.ListTables()))
            answer = p.decode(connection.recv(timeout=LIST_TIMEOUT))
    except p.ProtocolError as error:
        return Gone("unreachable", f"{url}: {error.reason}")
    except Exception as error:  # noqa: BLE001 - any failure of the network is said, never a traceback
        import ssl

        status = getattr(getattr(error, "response", None), "status_code", None)
        detail = f"{url}: {type(error).__name__}: {error}"
        if status == 503:
            return Gone("busy", detail)
        return Gone("cert" if isinstance(error, ssl.SSLError) else "unreachable", detail)
    if isinstance(answer, p.Tables):
        return answer
    return Gone("unreachable", f"{url}: answered {getattr(answer, 'reason', type(answer).__name__)}")


@dataclass(frozen=True)
class Chosen:
    """What the player chose: a table's code, whether to watch it (it is playing), and whether it asks a
    password."""

    code: str
    watch: bool = False
    password: bool = False
    #: A code typed at the list (a private table's, or a wrong one): the server's ``no-table`` asks again.
    typed: bool = False


def rules_word(t: Any, name: str) -> str:
    """A rule set's name as the console says it ("official" / "officielles"), else its name as it is."""
    word = str(t(f"preset-{name}"))
    return name if word == f"preset-{name}" else word


def table_line(t: Any, number: int, info: p.TableInfo, held: frozenset[str] = frozenset()) -> str:
    """One table of the list, key fact first; ``held``: the codes of the tables this computer has a seat at.

    A line longer than a braille display's 40 cells ("1. Hana, officielles, 1 sur 2, mot de passe.", or a host
    of 24 letters) goes on a second line, cut between its parts: the number and the host's whole name first,
    never a name cut in two; the two lines are said together, as one table."""
    from ..lines import cut_between_parts

    state = "net-list-yours" if info.code in held else "net-list-playing" if info.playing else "net-list-full" if is_full(info) \
        else "net-list-password" if info.password else "net-list-open"
    line = str(t("net-list-table", number=number, host=info.host, rules=rules_word(t, info.rules),
                 people=info.people, seats=info.people + info.bots, state=t(state)))
    return "\n".join(cut_between_parts(line))


def is_full(info: p.TableInfo) -> bool:
    """Whether no one may sit at a table of the list any more (it is not playing: it may not be watched)."""
    return not info.playing and info.people + info.bots >= MAX_PLAYERS


class TableChooser:
    """The list said, then read as the hand is read: keys on an empty line, a number or a code typed."""

    def __init__(self, t: Any, output: Any, tables: tuple[p.TableInfo, ...], *, keys: bool,
                 held: frozenset[str] = frozenset()) -> None:
        self.t = t
        #: The codes of the tables this computer holds a seat at: chosen, the seat comes back.
        self.held = held
        self.output = output
        self.tables = tables
        self.keys = keys
        #: The table under the cursor (an index), ``None`` before the first arrow.
        self.focus: int | None = None
        #: The table the arrows read last, until a line is typed (F2 says it again).
        self.read: str | None = None

    def lines(self) -> list[str]:
        t = self.t
        if not self.tables:
            return [t("net-list-empty")]
        return [t("net-list-count", count=len(self.tables)),
                *(table_line(t, number, info, self.held) for number, info in enumerate(self.tables, start=1)),
                t("net-list-how" if self.keys else "net-list-how-plain")]

    def on_key(self, key: Any) -> Any:
        """What a key does while the line is empty (the reader's keys: those of the hand)."""
        from .reader import Key

        if key is Key.HELP:
            self.output.say(self.lines()[-1:], record=False)
            return None
        if key is Key.REPEAT:
            if self.read is not None:  # the table just read with the arrows, not the hint before it
                self.output.say([self.read], record=False, interrupt=True)
            else:
                self.output.repeat()
            return None
        if key is Key.SILENCE:
            self.output.speaker.cancel()
            return None
        count = len(self.tables)
        if not count or key not in (Key.NEXT_CARD, Key.PREVIOUS_CARD, Key.FIRST_CARD, Key.LAST_CARD):
            return None
        if key is Key.NEXT_CARD:
            self.focus = 0 if self.focus is None else min(self.focus + 1, count - 1)
        elif key is Key.PREVIOUS_CARD:
            self.focus = count - 1 if self.focus is None else max(self.focus - 1, 0)
        elif key is Key.FIRST_CARD:
            self.focus = 0
        else:
            self.focus = count - 1
        self.read = table_line(self.t, self.focus + 1, self.tables[self.focus], self.held)
        self.output.say([self.read], record=False, interrupt=True)
        return None

    def answer(self, line: str) -> Chosen | str | None:
        """A line typed at the list: the table chosen, or a line to say (``None``: leave)."""
        text = line.strip()
        t = self.t
        self.read = None
        if text.casefold() in ("q", str(t("command-quit")).casefold()):
            return None
        if not text:
            if self.focus is None:
                return str(t("net-list-choose") if self.tables else t("net-list-empty"))
            return self._chosen(self.tables[self.focus])
        if text.isdigit() and len(text) <= 3:
            number = int(text)
            if 1 <= number <= len(self.tables):
                return self._chosen(self.tables[number - 1])
            return str(t("net-list-no-such", count=len(self.tables))) if self.tables else str(t("net-list-empty"))
        code = normal_code(text)
        if code.isdigit() and len(code) == 6:
            return Chosen(code, typed=True)  # a private table's code, typed at the list
        # What was wrong (the line, shown safely), then what is allowed: it only said how to choose again.
        return str(t("net-list-not-table", text=shown(text, 12), count=len(self.tables)))

    def _chosen(self, info: p.TableInfo) -> Chosen | str:
        if info.code in self.held:
            return Chosen(info.code)  # one's own seat: sat at again, never watched
        if is_full(info):
            return str(self.t("net-list-full-chosen"))  # said, and the list goes on
        return Chosen(info.code, watch=info.playing, password=info.password)  # watching asks it too


def choose_table(reader: Any, output: Any, t: Any, tables: p.Tables, *, keys: bool,
                 held: frozenset[str] = frozenset()) -> Chosen | None:
    """Say the list, then read the player's choice (``None``: they left, or the list is empty and they
    pressed Enter... they may still type a code)."""
    from .commands import Command, Verb

    chooser = TableChooser(t, output, tables.tables, keys=keys, held=held)
    previous = getattr(reader, "handler", None)
    if previous is not None:
        reader.handler = chooser
    try:
        output.say(chooser.lines())
        discard = getattr(reader, "discard", None)
        if discard is not None and discard():  # keys typed before the list was said never choose
            output.say([t("keys-typed-early")])  # and the player hears they were dropped, as at every question
        while True:
            line = reader.read(t("prompt-list") + " ")
            if line is None or isinstance(line, Command) and line.verb is Verb.QUIT:
                return None
            if isinstance(line, Command):
                continue  # a key's command (none chooses by itself)
            output.new_command()
            answer = chooser.answer(line)
            if answer is None or isinstance(answer, Chosen):
                if isinstance(answer, Chosen) and answer.watch:
                    output.say([t("net-list-watching")])
                return answer
            output.say([answer])
    finally:
        if previous is not None:
            reader.handler = previous
