"""What a seat asks of its table: :class:`TableLink`, which the local :class:`~.table.Table` and the network's
:class:`~uno_access.net.client.RemoteTable` both implement.

The console seat (:mod:`uno_access.console.session`) is given one of them by the program that starts the
match — the solo game builds a :class:`~.table.Table` and its bots, ``host`` and ``join`` a ``RemoteTable``
— and never builds its authority itself.  It reads what its player may see (``view``, ``past``), asks for its
next question (``advance``) and sends the player's answers (``act``, ``apply``, ``jump_in``, ``let_pass``,
``shout``, ``race_to_bots``).  A table on a server does a little more (:class:`SharedTableLink`): the news
come by themselves, the chat, who comes and goes.

Written as :class:`typing.Protocol` classes: neither table inherits from them; mypy checks that both fit
(``tests/test_table_link.py``).
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from .. import engine as e
from ..engine.view import PlayerView
from .messages import Decision, News


class SeatListener(Protocol):
    """What a table tells the seat sitting at it: the news of every action, a word before it waits (the pace),
    and, at a shared table, what is not news (who comes and goes, the chat, the connection)."""

    def news(self, news: News) -> None: ...

    def pausing(self) -> None: ...

    def net_event(self, message: Any) -> None: ...


class TableLink(Protocol):
    """What the console seat asks of the table it plays at."""

    #: The seat of the player at this console.
    human: int

    def sit(self, seat: int, link: SeatListener) -> None:
        """``link`` hears the news of ``seat`` from now on."""
        ...

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now."""
        ...

    def past(self, seat: int) -> tuple[e.Event, ...]:
        """What ``seat`` may see of the match so far (a seat that sits down, or comes back)."""
        ...

    def advance(self) -> Decision:
        """The question open for the human seat (the bots play until there is one)."""
        ...

    def act(self, action: e.Action, seat: int | None = None) -> bool:
        """A turn action of the human seat; ``False`` when the table moved on before it (nothing changed)."""
        ...

    def apply(self, seat: int, action: e.Action) -> list[e.Event]:
        """Apply one action of ``seat`` (raises :class:`~uno_access.engine.IllegalAction` when refused)."""
        ...

    def jump_in(self, action: e.Action, seat: int | None = None) -> None:
        """An action out of turn (a jump-in, a catch)."""
        ...

    def let_pass(self) -> None:
        """The human lets an out-of-turn chance pass."""
        ...

    def shout(self, seat: int | None = None) -> None:
        """UNO Wizz: the human shouts first."""
        ...

    def race_to_bots(self) -> None:
        """UNO Wizz: the human lets the race go (the fastest bot shouts)."""
        ...

    def race_delay(self) -> float | None:
        """The fastest bot's delay in the race open (``None``: no race here, or the server runs its clock)."""
        ...

    def window_open(self) -> bool:
        """Whether the human has an out-of-turn chance open."""
        ...


@runtime_checkable
class SharedTableLink(TableLink, Protocol):
    """A table on a server, seen from one seat (:class:`~uno_access.net.client.RemoteTable`): what the seat asks
    of it besides :class:`TableLink`."""

    #: The round heard before this console started (a seat coming back), for its history only.
    heard: tuple[e.Event, ...]
    #: Why the table is out of reach (the connection's end), or ``None``.
    closed: Any
    #: The question the server asked last (``None`` before the first).
    ask: Any

    def take(self, block: bool) -> bool:
        """Handle the messages received (waiting for one when ``block``); ``False`` when none came."""
        ...

    def here(self) -> None:
        """The player is at the keyboard again (a seat a bot took for silence is theirs again)."""
        ...

    def chat(self, text: str) -> None:
        """A line to the table."""
        ...

    def kick(self, name: str) -> None:
        """Ask the server to remove the player ``name`` (the host; a vote while the host is away)."""
        ...


def _local_fits(table: Table) -> TableLink:
    """Never called: mypy proves here that the local table is a :class:`TableLink`."""
    return table


from .table import Table  # noqa: E402 - after the protocols, for the proof above (table.py never imports this)
