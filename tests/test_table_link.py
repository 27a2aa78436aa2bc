"""The seat's one way to its table (issue 35): :class:`~uno_access.table.link.TableLink`, which the local
:class:`~uno_access.table.Table` and the network's :class:`~uno_access.net.client.RemoteTable` both implement.

mypy proves the fit (``_local_fits`` in ``table/link.py``, ``_remote_fits`` in ``net/client.py``, checked by
``tests/test_code_checks.py``); here the same, at run time, on real objects.
"""

from __future__ import annotations

import queue
from typing import Any

from uno_access import engine as e
from uno_access.net import protocol as p
from uno_access.net.client import RemoteTable
from uno_access.table import Table
from uno_access.table.link import SharedTableLink, TableLink
from uno_access.table.messages import DecisionKind


def _members(protocol: type) -> set[str]:
    """The names a protocol asks for (its methods and attributes), its bases' included."""
    names: set[str] = set()
    for klass in protocol.__mro__:
        if klass in (object,) or klass.__name__ in ("Protocol", "Generic"):
            continue
        names |= {name for name in vars(klass) if not name.startswith("_")}
        names |= set(getattr(klass, "__annotations__", {}))
    return names


class _Wire:
    def __init__(self) -> None:
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.sent: list[Any] = []

    def send(self, message: Any) -> None:
        self.sent.append(message)


def _remote() -> tuple[RemoteTable, _Wire]:
    wire = _Wire()
    state = e.Game(3).new_match(4)
    wire.inbox.put(p.Ask(1, DecisionKind.WAIT, state.view_for(1)))
    table = RemoteTable(wire, p.Welcome(1, "token", ("Alice", "Bob", ""), (2,), "123456", started=True))  # type: ignore[arg-type]
    table.advance()
    return table, wire


def test_the_local_table_has_everything_a_seat_asks_of_its_table() -> None:
    table = Table(e.Game(2).new_match(1), {})
    missing = {name for name in _members(TableLink) if not hasattr(table, name)}
    assert not missing
    assert not isinstance(table, SharedTableLink)  # the seat's shared-table part stays away


def test_the_remote_table_has_everything_a_seat_asks_of_a_shared_table() -> None:
    table, wire = _remote()
    missing = {name for name in _members(SharedTableLink) if not hasattr(table, name)}
    assert not missing
    assert isinstance(table, SharedTableLink)
    table.kick("Alice")  # the seat asks the table, never its connection
    assert wire.sent == [p.Kick("Alice")]
