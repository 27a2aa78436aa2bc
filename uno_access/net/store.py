"""The server's tables on disk (SQLite), as the solo game keeps its matches: a server started again takes its
tables back, and their players come back to their seats with the tokens they hold.

A table is kept as what makes it: its ``create`` message, its people (names, languages, tokens), its seed,
and every action applied at it, in order (``seat``, action as the saves write it).  Taking a table back replays
the actions from the seed, as a resumed solo match does (:mod:`uno_access.storage.autosave`): the bots are
rebuilt from their seed and fed every event, so the match goes on as it would have.  Every person is away
at first; the table waits for them as it waits for a dropped connection.

The file holds hands only as the actions and the seed imply them, like the solo saves: it is the server's,
never sent to anyone.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ..storage.codec import action_data, action_from_data
from . import protocol as p

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    create_message TEXT NOT NULL,
    people TEXT NOT NULL,
    seed INTEGER
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, number)
);
"""


class Keeper(Protocol):
    """Where tables are kept: a server's SQLite file (:class:`TableStore`), or a shared Redis
    (:class:`~.directory.Directory`)."""

    def keep(self, code: str, create: p.Create, people: list[dict[str, Any]], seed: int | None) -> None: ...

    def append(self, code: str, seat: int, action: Any) -> None: ...

    def forget(self, code: str) -> None: ...

    def tables(self) -> list[KeptTable]: ...


@dataclass(frozen=True)
class KeptTable:
    """A table as the store holds it."""

    code: str
    create: p.Create
    people: tuple[dict[str, Any], ...]
    seed: int | None
    actions: tuple[tuple[int, Any], ...]


class TableStore:
    """The tables of one server, in one SQLite file (``:memory:`` for none on disk)."""

    def __init__(self, path: str | Path) -> None:
        self.connection = sqlite3.connect(str(path), isolation_level=None)
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute("PRAGMA synchronous=NORMAL")  # a power cut may lose the last moves, never the file
        self.connection.executescript(SCHEMA)
        self._numbers: dict[str, int] = {}

    def keep(self, code: str, create: p.Create, people: list[dict[str, Any]], seed: int | None) -> None:
        """The table ``code`` as it is now (a new table, a person sitting down, the match started)."""
        self.connection.execute(
            "INSERT INTO tables (code, create_message, people, seed) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(code) DO UPDATE SET create_message = excluded.create_message, people = excluded.people, "
            "seed = excluded.seed",
            (code, p.encode(create), json.dumps(people), seed))

    def append(self, code: str, seat: int, action: Any) -> None:
        """One more action applied at table ``code``."""
        number = self._numbers.get(code)
        if number is None:
            row = self.connection.execute("SELECT COUNT(*) FROM actions WHERE code = ?", (code,)).fetchone()
            number = int(row[0])
        self.connection.execute("INSERT INTO actions (code, number, seat, action) VALUES (?, ?, ?, ?)",
                                (code, number, seat, json.dumps(action_data(action), separators=(",", ":"))))
        self._numbers[code] = number + 1

    def forget(self, code: str) -> None:
        self.connection.execute("DELETE FROM actions WHERE code = ?", (code,))
        self.connection.execute("DELETE FROM tables WHERE code = ?", (code,))
        self._numbers.pop(code, None)

    def tables(self) -> list[KeptTable]:
        """Every table kept (one that cannot be read is skipped: a newer program's, or a damaged row)."""
        kept = []
        for code, create_text, people_text, seed in self.connection.execute(
                "SELECT code, create_message, people, seed FROM tables ORDER BY code"):
            try:
                create = p.decode(create_text)
                people = tuple(json.loads(people_text))
                actions = tuple(
                    (int(seat), action_from_data(json.loads(text))) for seat, text in self.connection.execute(
                        "SELECT seat, action FROM actions WHERE code = ? ORDER BY number", (code,)))
            except (ValueError, TypeError, p.ProtocolError):
                continue
            if isinstance(create, p.Create):
                kept.append(KeptTable(code, create, people, seed, actions))
        return kept

    def close(self) -> None:
        self.connection.close()
