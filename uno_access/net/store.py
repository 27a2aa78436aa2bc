"""The server's tables on disk (SQLite), as the solo game keeps its matches: a server started again takes its
tables back, and their players come back to their seats with the tokens they hold.

A table is kept as what makes it: its ``create`` message, its people (names, languages, tokens; with them the
names and hashed addresses removed from the table), its seed,
and every action applied at it, in order (``seat``, action as the saves write it).  Taking a table back replays
the actions from the seed, as a resumed solo match does (:mod:`uno_access.storage.autosave`): the bots are
rebuilt from their seed and fed every event, so the match goes on as it would have.  Every person is away
at first; the table waits for them as it waits for a dropped connection.

The file holds hands only as the actions and the seed imply them, like the solo saves: it is the server's,
never sent to anyone, readable by the server's user only (0600), and it keeps each seat's token as its
SHA-256 only (:func:`~.room.token_hash`).

SQLite's errors are told apart by their result code: only ``SQLITE_CORRUPT`` and ``SQLITE_NOTADB`` (or a
failed ``PRAGMA quick_check``) mean a damaged file, set aside at start (``server.db.corrupt-<time>``, one log
line) for a fresh one.  A full disk, an I/O error, a lock are conditions: a write refused raises
:class:`StoreUnavailable` and changes nothing; the table waits and tries again (:mod:`.room`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import time
from collections.abc import Callable
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


#: Seconds a write waits for a lock held by another program before it is refused (the server's loop waits).
BUSY_TIMEOUT = 0.2


class StoreUnavailable(Exception):
    """The store cannot write now (a full disk, an I/O error, a lock): nothing was written; try again later."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def damaged(error: sqlite3.Error) -> bool:
    """Whether ``error`` says the file itself is damaged (not a condition such as a full disk or a lock)."""
    name = str(getattr(error, "sqlite_errorname", "") or "")
    return name.startswith("SQLITE_CORRUPT") or name == "SQLITE_NOTADB"


def _condition(error: sqlite3.Error) -> StoreUnavailable:
    name = str(getattr(error, "sqlite_errorname", "") or type(error).__name__)
    return StoreUnavailable(f"{name}: {error}")


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
    """The tables of one server, in one SQLite file (``:memory:`` for none on disk).

    A damaged file is set aside and a fresh one started (``log`` says it, :attr:`aside` names it); any other
    error opening it (a folder, a file that cannot be opened) is raised as :class:`StoreUnavailable`.
    """

    def __init__(self, path: str | Path, *, log: Callable[[str], None] = lambda line: None) -> None:
        self.path = str(path)
        self.log = log
        #: Where a damaged file was set aside at start (``None``: it was sound).
        self.aside: Path | None = None
        self._numbers: dict[str, int] = {}
        try:
            self.connection = self._open()
        except sqlite3.Error as error:
            if not damaged(error):
                raise _condition(error) from None
            self._set_aside(f"{getattr(error, 'sqlite_errorname', '')}: {error}")
            try:
                self.connection = self._open()
            except sqlite3.Error as again:
                raise _condition(again) from None
        except OSError as error:
            raise StoreUnavailable(f"{type(error).__name__}: {error}") from None

    def _open(self) -> sqlite3.Connection:
        if self.path != ":memory:":
            _private(self.path)
        connection = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=NORMAL")  # a power cut may lose the last moves, never the file
            connection.executescript(SCHEMA)
            (result,) = connection.execute("PRAGMA quick_check").fetchone()
            if result != "ok":
                error = sqlite3.DatabaseError(f"quick_check: {str(result)[:80]}")
                error.sqlite_errorname = "SQLITE_CORRUPT"
                raise error
        except BaseException:
            connection.close()
            raise
        for suffix in ("-wal", "-shm"):
            if self.path != ":memory:" and os.path.exists(self.path + suffix):
                os.chmod(self.path + suffix, 0o600)
        return connection

    def _set_aside(self, why: str) -> None:
        """The damaged file (and its journal) kept beside, never deleted: a fresh store takes its place."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = Path(f"{self.path}.corrupt-{stamp}")
        number = 1
        while aside.exists():
            number += 1
            aside = Path(f"{self.path}.corrupt-{stamp}-{number}")
        os.replace(self.path, aside)
        for suffix in ("-wal", "-shm"):
            if os.path.exists(self.path + suffix):
                os.replace(self.path + suffix, str(aside) + suffix)
        self.aside = aside
        self.log(f"store {self.path} is damaged ({why[:80]}): kept as {aside}, a fresh store is used")

    def _write(self, sql: str, values: tuple[Any, ...]) -> None:
        try:
            self.connection.execute(sql, values)
        except sqlite3.Error as error:
            raise _condition(error) from None

    def keep(self, code: str, create: p.Create, people: list[dict[str, Any]], seed: int | None) -> None:
        """The table ``code`` as it is now (a new table, a person sitting down, the match started).  Raises
        :class:`StoreUnavailable` (nothing written)."""
        self._write(
            "INSERT INTO tables (code, create_message, people, seed) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(code) DO UPDATE SET create_message = excluded.create_message, people = excluded.people, "
            "seed = excluded.seed",
            (code, p.encode(create), json.dumps(people), seed))

    def append(self, code: str, seat: int, action: Any) -> None:
        """One more action applied at table ``code`` (one committed transaction).  Raises
        :class:`StoreUnavailable` (nothing written: the action may be written again)."""
        number = self._numbers.get(code)
        if number is None:
            try:
                row = self.connection.execute("SELECT COUNT(*) FROM actions WHERE code = ?", (code,)).fetchone()
            except sqlite3.Error as error:
                raise _condition(error) from None
            number = int(row[0])
        self._write("INSERT INTO actions (code, number, seat, action) VALUES (?, ?, ?, ?)",
                    (code, number, seat, json.dumps(action_data(action), separators=(",", ":"))))
        self._numbers[code] = number + 1

    def forget(self, code: str) -> None:
        """Table ``code`` closed.  Raises :class:`StoreUnavailable` (it is forgotten at the next start)."""
        try:
            with self.connection:
                self.connection.execute("BEGIN")
                self.connection.execute("DELETE FROM actions WHERE code = ?", (code,))
                self.connection.execute("DELETE FROM tables WHERE code = ?", (code,))
        except sqlite3.Error as error:
            raise _condition(error) from None
        finally:
            self._numbers.pop(code, None)

    def tables(self) -> list[KeptTable]:
        """Every table kept, oldest first, as they were opened (the list of open tables says the newest first
        after a restart too); one that cannot be read is skipped and logged (a newer program's, a damaged row)."""
        kept = []
        try:
            rows = self.connection.execute("SELECT code, create_message, people, seed FROM tables ORDER BY rowid"
                                           ).fetchall()
        except sqlite3.Error as error:
            self.log(f"store {self.path}: the tables cannot be read ({error})")
            return []
        for code, create_text, people_text, seed in rows:
            try:
                create = p.decode(create_text)
                people = tuple(json.loads(people_text))
                actions = tuple(
                    (int(seat), action_from_data(json.loads(text))) for seat, text in self.connection.execute(
                        "SELECT seat, action FROM actions WHERE code = ? ORDER BY number", (code,)))
            except (ValueError, TypeError, p.ProtocolError, sqlite3.Error) as error:
                self.log(f"table {code}: cannot be read from the store ({type(error).__name__}), skipped")
                continue
            if isinstance(create, p.Create):
                kept.append(KeptTable(code, create, people, seed, actions))
        return kept

    def close(self) -> None:
        self.connection.close()


def _private(path: str) -> None:
    """The file exists and only its owner may read it (it holds the seeds: every hand).  Anything but a
    regular file (a folder, a device such as ``/dev/full``, a FIFO) raises :class:`OSError`, untouched."""
    try:
        os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600))
        return
    except FileExistsError:
        pass
    found = os.stat(path)
    if not stat.S_ISREG(found.st_mode):
        raise OSError(f"{path} is not a regular file")
    if found.st_mode & 0o077:
        os.chmod(path, 0o600)
