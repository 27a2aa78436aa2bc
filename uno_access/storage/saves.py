"""Autosave: every match in an SQLite database, as seed + rules + seats + action log.

A match is never stored as a snapshot: the engine is deterministic from its
seed, so the seed, the rules, the seats and the list of actions replay it
exactly (:meth:`SavedMatch.rebuild`).  The console calls :meth:`SaveStore.append`
after every action the engine accepted; each call is one small committed
transaction (one row appended to ``actions``), so killing the process at any
moment loses at most the action in progress.

Durability: WAL journal with ``synchronous=FULL`` — the commit returns only
once the WAL is on disk, so even a power cut keeps every committed action;
WAL makes that one sequential write per action (``bench/stress.py --saves``
measures it).

Bad files are never a traceback: opening an unreadable database (truncated,
random bytes, malformed) or one of an unknown or newer schema renames the file
aside (``saves.db.corrupt-20261122-170501``, never deleted), starts a fresh one
and reports it in :attr:`SaveStore.issue`; a saved match that no longer
replays is marked ``broken`` in the database, a copy of the database is kept
aside, and :class:`StorageError` says so.  The console turns a
:class:`StorageIssue` into one localized line (``locales/*/storage.ftl``,
ids ``storage-problem-…``).

Bots: nothing of a bot is stored but its level and seed.  A bot is
deterministic from its seed and what it observed: it draws each decision's
random numbers from its seed, its seat and the number of events it has seen
(:mod:`uno_access.bots.base`), not from one long stream.  So the console
rebuilds each bot by creating it afresh from its seed and feeding it the
events of the replay (the initial deal first, as a new match's bots are fed
it too), and the rebuilt bot decides from then on exactly as the one that
was killed would have (:func:`uno_access.storage.autosave.take_up`).

Two copies of the game: each match being played (or offered for resuming)
is locked by the copy that has it (:mod:`.locks`, an OS lock the kernel
drops when that copy dies, ``kill -9`` included).  :meth:`SaveStore.unfinished`
passes over the matches another running copy holds (listed in
:attr:`SaveStore.busy`), and :meth:`SaveStore.start_match` puts away only
the unfinished matches no running copy holds, so a second copy plays a match
of its own, saved separately, and never touches the first one's.

Usage (the console)::

    store = SaveStore(paths.saves_path())
    if store.issue:                              # a bad file was set aside
        say(t(store.issue.message_id, **store.issue.message_args))
    try:
        saved = store.unfinished()               # checked: it replays
    except StorageError as error:                # set aside; offer a new match
        say(t(error.issue.message_id, **error.issue.message_args)); saved = None
    if saved and (args.resume or ask("storage-resume-question")):
        match_id, state = saved.match_id, saved.rebuild(on_step=feed_bots)
    else:
        if saved: store.abandon(saved.match_id)
        match_id = store.start_match(MatchMeta(seed, rules, seats, human_seat=0))
    ...
    events = state.apply(player, action)         # the single action path
    store.append(match_id, player, action, events)   # also records statistics
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from uno_access.engine import Game, State
from uno_access.engine.actions import Action
from uno_access.engine.cards import Card
from uno_access.engine.events import Event, MatchEnded, RoundEnded
from uno_access.engine.rules import RuleSet, Scoring

from .codec import (
    CODEC_VERSION,
    CodecError,
    decode_action,
    decode_card,
    decode_rules,
    encode_action,
    encode_card,
    encode_rules,
)
from .locks import MatchLocks
from .paths import aside_path, ensure_dir

#: The database schema version (``PRAGMA user_version``).
SCHEMA_VERSION = 1
_SQLITE_HEADER = b"SQLite format 3\x00"
_TABLES = {"matches", "actions", "rounds"}

_SCHEMA = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    status TEXT NOT NULL DEFAULT 'playing',
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    codec INTEGER NOT NULL,
    meta TEXT NOT NULL,
    preset TEXT NOT NULL,
    level TEXT NOT NULL,
    human_seat INTEGER,
    lowest_wins INTEGER NOT NULL,
    final_score INTEGER,
    won INTEGER
);
CREATE INDEX matches_by_status ON matches (status, id);
CREATE TABLE actions (
    match_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    player INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE TABLE rounds (
    match_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    won INTEGER NOT NULL,
    points INTEGER NOT NULL,
    score INTEGER NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
"""


class StorageProblem(Enum):
    """Why saving or resuming did not work as expected (one localized line each)."""

    #: Not a database the game can read: truncated, random bytes, malformed.
    UNREADABLE = "unreadable"
    #: Written by a newer version of the game.
    TOO_NEW = "too-new"
    #: An older or foreign format this version cannot read.
    INCOMPATIBLE = "incompatible"
    #: A saved match that no longer replays (its log or rules cannot be read back).
    REPLAY_FAILED = "replay-failed"
    #: The folder or the file cannot be written (permissions, disk full, read-only):
    #: the game goes on without saving until writing works again.
    UNWRITABLE = "unwritable"
    #: The saves file vanished or was replaced while the game ran: it was written again
    #: from what this copy holds (a file found in its place is kept aside).
    REWRITTEN = "rewritten"


class MatchStatus(Enum):
    """Where a stored match stands."""

    PLAYING = "playing"
    FINISHED = "finished"
    #: The player started another match instead of resuming this one.
    ABANDONED = "abandoned"
    #: It no longer replays; kept for inspection, never offered again.
    BROKEN = "broken"


@dataclass(frozen=True)
class StorageIssue:
    """A problem found, and where the bad file was kept (if it was moved or copied aside)."""

    problem: StorageProblem
    kept_aside: Path | None = None
    #: Technical detail for a bug report; never shown as the player's line.
    detail: str = ""
    #: The saves file concerned (said with ``UNWRITABLE``: where the game tried to write).
    path: Path | None = None

    @property
    def message_id(self) -> str:
        """The ``storage.ftl`` message for this problem: ``storage-problem-unreadable``…"""
        return f"storage-problem-{self.problem.value}"

    @property
    def reason(self) -> str:
        """Why a write failed, for the player: ``disk-full``, ``permission``, ``read-only`` or ``other``."""
        return write_failure_reason(self.detail)

    @property
    def message_args(self) -> dict[str, str]:
        """The placeables of :attr:`message_id`: ``kept`` (``yes``/``no``), ``file`` (the path kept aside,
        else the saves file), ``reason`` (see :attr:`reason`)."""
        shown = self.kept_aside or self.path
        return {"kept": "yes" if self.kept_aside else "no", "file": str(shown) if shown else "",
                "reason": self.reason}


def write_failure_reason(detail: str) -> str:
    """The player's reason for a failed write, from the error's text (errno names and SQLite's words).

    >>> write_failure_reason("OperationalError('database or disk is full')")
    'disk-full'
    >>> write_failure_reason("OSError(28, 'No space left on device')")
    'disk-full'
    >>> write_failure_reason("OperationalError('attempt to write a readonly database')")
    'read-only'
    >>> write_failure_reason("PermissionError(13, 'Permission denied')")
    'permission'
    """
    text = detail.lower()
    if "disk is full" in text or "no space" in text or "(28," in text or "quota" in text:
        return "disk-full"
    if "permission" in text or "(13," in text or "(1," in text:
        return "permission"
    if "readonly" in text or "read-only" in text or "(30," in text:
        return "read-only"
    return "other"


class StorageError(Exception):
    """Raised when a saved match cannot be given back; :attr:`issue` says why."""

    def __init__(self, issue: StorageIssue) -> None:
        self.issue = issue
        super().__init__(f"{issue.problem.value}: {issue.detail}")


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: the human (``bot_level`` None) or a bot with its level and seed."""

    name: str
    bot_level: str | None = None
    bot_seed: int | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None


@dataclass(frozen=True)
class MatchMeta:
    """Everything but the actions needed to replay a match exactly."""

    seed: int
    rules: RuleSet
    seats: tuple[Seat, ...]
    #: The human's seat (``None``: bots only, nothing counted in the statistics).
    human_seat: int | None = 0
    dealer: int | None = None
    #: A fixed first-round deck (scenario tests), top card first.
    deck: tuple[Card, ...] | None = None
    #: Anything else the console needs to rebuild the table (JSON values).
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ValueError("a saved match needs an integer seed to replay")
        if not self.seats:
            raise ValueError("a match needs seats")
        if self.human_seat is not None and not 0 <= self.human_seat < len(self.seats):
            raise ValueError(f"human seat {self.human_seat} is not a seat")

    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def bot_level(self) -> str:
        """The bots' level for the statistics: their common level, ``mixed``, or ``none``."""
        levels = {seat.bot_level for seat in self.seats if seat.bot_level is not None}
        if not levels:
            return "none"
        return levels.pop() if len(levels) == 1 else "mixed"

    def to_json(self) -> str:
        data = {
            "seed": self.seed,
            "rules": encode_rules(self.rules),
            "seats": [[seat.name, seat.bot_level, seat.bot_seed] for seat in self.seats],
            "human_seat": self.human_seat,
            "dealer": self.dealer,
            "deck": None if self.deck is None else [encode_card(card) for card in self.deck],
            "extra": dict(self.extra),
        }
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> MatchMeta:
        """Read back :meth:`to_json`; raises :class:`CodecError`."""
        try:
            data = json.loads(text)
            seats = tuple(Seat(str(name), level, seed) for name, level, seed in data["seats"])
            deck = data.get("deck")
            return cls(
                seed=data["seed"],
                rules=decode_rules(data["rules"]),
                seats=seats,
                human_seat=data.get("human_seat"),
                dealer=data.get("dealer"),
                deck=None if deck is None else tuple(decode_card(card) for card in deck),
                extra=dict(data.get("extra") or {}),
            )
        except CodecError:
            raise
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise CodecError(f"unreadable match description: {error!r}") from None


#: ``on_step(player, action, events)``: ``(None, None, initial events)`` first, then each action.
StepCallback = Callable[[int | None, Action | None, Sequence[Event]], None]


@dataclass(frozen=True)
class SavedMatch:
    """A stored match: its description, its action log and where it stands."""

    match_id: int
    meta: MatchMeta
    log: tuple[tuple[int, Action], ...]
    status: MatchStatus
    created: str
    updated: str

    def rebuild(self, on_step: StepCallback | None = None, *, actions: int | None = None) -> State:
        """The match as it stood after its last saved action (or after its first ``actions``).

        ``on_step`` sees every step's events (the initial deal first), to feed
        fresh bots.  Raises :class:`StorageError` (``REPLAY_FAILED``) when the
        log no longer replays.
        """
        meta = self.meta
        seq = -1
        try:
            game = Game(meta.num_players, meta.rules)
            state = game.new_match(meta.seed, deck=meta.deck, dealer=meta.dealer)
            if on_step is not None:
                on_step(None, None, tuple(state.events))
            for seq, (player, action) in enumerate(self.log[:actions]):  # noqa: B007 - seq names a failure below
                events = state.apply(player, action)
                if on_step is not None:
                    on_step(player, action, events)
        except Exception as error:  # any engine refusal or crash means: this log no longer replays
            where = f" at action {seq}" if seq >= 0 else ""
            raise StorageError(
                StorageIssue(StorageProblem.REPLAY_FAILED, detail=f"match {self.match_id}{where}: {error!r}")
            ) from error
        return state


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _empty_database(schema: bool = True) -> sqlite3.Connection:
    """A database in memory, with the saves schema unless ``schema`` is False."""
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    if schema:
        conn.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
    return conn


class _Corrupt(Exception):
    def __init__(self, problem: StorageProblem, detail: str) -> None:
        self.problem = problem
        self.detail = detail
        super().__init__(detail)


class SaveStore:
    """The saves database.  Opening never raises: see :attr:`issue`.

    All methods are thread-safe.  Writing methods never raise for a disk
    problem either: they return a :class:`StorageIssue` the first time saving
    fails (``UNWRITABLE``), ``None`` otherwise, and the game goes on.
    """

    def __init__(self, path: Path | str, *, durable: bool = True) -> None:
        self.path = Path(path)
        self._durable = durable
        self._lock = threading.RLock()
        self._next_seq: dict[int, int] = {}
        #: No file could be opened: everything is kept in memory for this run.
        self._memory_only = False
        #: The last write was refused (disk full, read-only...): nothing is said saved until one works.
        self._write_failed = False
        #: ``(st_dev, st_ino)`` of the file this copy opened: a deleted or replaced file is noticed.
        self._identity: tuple[int, int] | None = None
        #: What this copy knows of the matches it plays, to write the file again from scratch:
        #: the ``matches`` row and every action as stored (``(player, encoded)``).
        self._rows: dict[int, tuple[Any, ...]] = {}
        self._logs: dict[int, list[tuple[int, str]]] = {}
        #: The problem found when opening (a bad file set aside, or saving off), else ``None``.
        self.issue: StorageIssue | None = None
        #: Unfinished matches that :meth:`unfinished` passed over: another running copy plays them.
        self.busy: tuple[int, ...] = ()
        self._conn = self._open()
        #: The locks of the matches this copy plays; none when nothing is saved to disk.
        self._locks: MatchLocks | None = None if self._memory_only else MatchLocks(self.path)

    # ------------------------------------------------------------------ opening

    def _open(self) -> sqlite3.Connection:
        try:
            ensure_dir(self.path.parent)
        except OSError as error:
            return self._in_memory(str(error))
        if self.path.exists() and (self.path.is_dir() or not os.access(self.path, os.R_OK | os.W_OK)):
            # Not ours to move: a folder in the way, or the player's permissions; keep it untouched.
            return self._in_memory("the saves file cannot be opened")
        try:
            return self._connect_checked()
        except OSError as error:
            return self._in_memory(repr(error))
        except _Corrupt as corrupt:
            kept = self._move_aside("corrupt")
            if kept is None:
                return self._in_memory(f"cannot move aside: {corrupt.detail}")
            self.issue = StorageIssue(corrupt.problem, kept, corrupt.detail)
        except sqlite3.Error as error:
            return self._in_memory(repr(error))
        try:
            return self._connect_checked()
        except (_Corrupt, sqlite3.Error, OSError) as error:
            return self._in_memory(repr(error))

    def _connect_checked(self) -> sqlite3.Connection:
        """Open the file, check it is a readable database of our schema, create it if new."""
        if self.path.exists() and self.path.stat().st_size > 0:
            with open(self.path, "rb") as file:
                header = file.read(len(_SQLITE_HEADER))
            if header != _SQLITE_HEADER:
                raise _Corrupt(StorageProblem.UNREADABLE, "not an SQLite file")
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=5.0)
        try:
            self._check(conn)
            self._identity = self._file_identity()
        except sqlite3.DatabaseError as error:
            conn.close()
            if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
                raise
            raise _Corrupt(StorageProblem.UNREADABLE, repr(error)) from None
        except BaseException:
            conn.close()
            raise
        return conn

    def _check(self, conn: sqlite3.Connection) -> None:
        check = conn.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise _Corrupt(StorageProblem.UNREADABLE, f"quick_check: {check!r}")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        tables.discard("sqlite_sequence")
        if version == 0 and not tables:
            conn.execute("PRAGMA journal_mode = WAL")
            conn.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        elif version > SCHEMA_VERSION:
            raise _Corrupt(StorageProblem.TOO_NEW, f"schema {version}, this program knows {SCHEMA_VERSION}")
        elif version != SCHEMA_VERSION or not _TABLES <= tables:
            raise _Corrupt(StorageProblem.INCOMPATIBLE, f"schema {version}, tables {sorted(tables)}")
        else:
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(f"PRAGMA synchronous = {'FULL' if self._durable else 'NORMAL'}")

    def _move_aside(self, tag: str) -> Path | None:
        """Rename the bad file (and its WAL files) aside; ``None`` if that failed."""
        target = aside_path(self.path, tag, _stamp())
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        for suffix in ("-wal", "-shm"):
            companion = Path(f"{self.path}{suffix}")
            if companion.exists():
                try:
                    os.replace(companion, Path(f"{target}{suffix}"))
                except OSError:
                    pass
        return target

    def _in_memory(self, detail: str) -> sqlite3.Connection:
        """Saving is impossible: play on with a database in memory."""
        self.issue = StorageIssue(StorageProblem.UNWRITABLE, None, detail, path=self.path)
        self._memory_only = True
        self._identity = None
        return _empty_database()

    @property
    def saving(self) -> bool:
        """False when matches are not being saved to disk (see :attr:`issue`, :attr:`failing`)."""
        return not (self._memory_only or self._write_failed)

    @property
    def failing(self) -> bool:
        """True while the disk refuses writes: the last write did not reach the file."""
        return self._write_failed

    # ------------------------------------------------------------------ the file under our feet

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return (info.st_dev, info.st_ino)

    def _file_is_ours(self) -> bool:
        """True when the path still names the file this copy writes to (not deleted, not replaced)."""
        return self._memory_only or (self._identity is not None and self._file_identity() == self._identity)

    def _restore_file(self, why: str) -> StorageIssue | None:
        """Write the saves file again from what this copy holds; the problem to say, or ``None``.

        The file was deleted, replaced or damaged under the running game.  The
        open connection still reads the old file: its content is copied to
        memory, checked against what this copy wrote (a damaged file is not
        trusted: its matches are then written from this copy's own records),
        anything now at the path is kept aside, and a new file is made.
        """
        try:
            copy = _empty_database(schema=False)
            self._conn.backup(copy)
            if not self._holds_our_matches(copy):
                raise sqlite3.DatabaseError("the old file lost some of our actions")
        except sqlite3.Error:
            copy = self._database_from_records()
        try:
            self._conn.close()  # before a new file exists: closing removes the old file's WAL by name
        except sqlite3.Error:
            pass
        # WAL files at the path are the old file's (closed now) or strays: never read into the new file.
        self._move_aside_companions()
        kept: Path | None = None
        if self.path.exists() or self.path.is_symlink():
            kept = self._move_aside("replaced")
        try:
            self._conn = self._create_file(copy)
        except (OSError, sqlite3.Error) as error:
            self._conn = copy  # play on in memory; the next write tries the disk again
            self._identity = None
            return self._failed(repr(error))
        copy.close()
        return StorageIssue(StorageProblem.REWRITTEN, kept, why, path=self.path)

    def _create_file(self, content: sqlite3.Connection | None = None) -> sqlite3.Connection:
        """A new saves file at the path holding ``content``; raises ``OSError``/``sqlite3.Error``."""
        ensure_dir(self.path.parent)
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=5.0)
        try:
            if content is not None:
                content.backup(conn)
            self._check(conn)
            identity = self._file_identity()
            if identity is None:
                raise OSError("the new saves file vanished")
        except BaseException:
            conn.close()
            raise
        self._identity = identity
        return conn

    def _holds_our_matches(self, conn: sqlite3.Connection) -> bool:
        for match_id, log in self._logs.items():
            rows = conn.execute(
                "SELECT player, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)
            ).fetchall()
            if [tuple(row) for row in rows] != log[: len(rows)] or len(rows) < self._next_seq.get(match_id, 0):
                return False
        return conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"

    def _database_from_records(self) -> sqlite3.Connection:
        """A database holding only the matches this copy plays, from its own records."""
        conn = _empty_database()
        for match_id, row in self._rows.items():
            conn.execute(
                "INSERT INTO matches (id, status, created, updated, codec, meta, preset, level, human_seat,"
                " lowest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (match_id, *row),
            )
            conn.executemany(
                "INSERT INTO actions (match_id, seq, player, action) VALUES (?, ?, ?, ?)",
                [(match_id, seq, player, action) for seq, (player, action) in enumerate(self._logs.get(match_id, []))],
            )
        return conn

    def _move_aside_companions(self) -> None:
        """WAL files left without their database would be read into a new one: keep them aside."""
        for suffix in ("-wal", "-shm"):
            companion = Path(f"{self.path}{suffix}")
            if companion.exists():
                try:
                    os.replace(companion, aside_path(companion, "orphan", _stamp()))
                except OSError:
                    pass

    def confirm(self, match_id: int, actions: int) -> bool:
        """True when the file at the path, read by a connection of its own, holds the match's first
        ``actions`` actions as this copy wrote them: the only "saved" the game says.

        A deleted, replaced or damaged file is written again first (see
        :meth:`_restore_file`).
        """
        with self._lock:
            if self._memory_only:
                return False
            if not self._file_is_ours():
                self._restore_file("the saves file vanished or was replaced")
            if self._read_back(match_id, actions):
                return True
            self._restore_file("the saves file did not read back")
            return self._read_back(match_id, actions)

    def _read_back(self, match_id: int, actions: int) -> bool:
        expected = self._logs.get(match_id, [])[:actions]
        if len(expected) < actions or not self._file_is_ours():
            return False
        try:
            other = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
        except sqlite3.Error:
            return False
        try:
            if other.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                return False
            rows = other.execute(
                "SELECT player, action FROM actions WHERE match_id = ? AND seq < ? ORDER BY seq", (match_id, actions)
            ).fetchall()
            return [tuple(row) for row in rows] == expected
        except sqlite3.Error:
            return False
        finally:
            other.close()

    def _failed(self, detail: str) -> StorageIssue | None:
        """A write did not reach the disk: the problem to say when it starts, ``None`` while it lasts."""
        if self._write_failed:
            return None
        self._write_failed = True
        return StorageIssue(StorageProblem.UNWRITABLE, None, detail, path=self.path)

    def close(self) -> None:
        """Close the database (everything is already committed) and give back this copy's match locks."""
        with self._lock:
            self._conn.close()
            if self._locks is not None:
                self._locks.release_all()

    # ------------------------------------------------------------------ two copies of the game

    def claim(self, match_id: int) -> bool:
        """Lock ``match_id`` for this copy; False if another running copy of the game holds it."""
        return self._locks is None or self._locks.claim(match_id)

    def release(self, match_id: int) -> None:
        """Give back this copy's lock on ``match_id`` (another copy may then resume it)."""
        if self._locks is not None:
            self._locks.release(match_id)

    def __enter__(self) -> SaveStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ writing

    def _write(self, statements: Callable[[sqlite3.Connection], Any]) -> StorageIssue | None:
        """Run ``statements`` in one transaction; afterwards :attr:`failing` says whether it reached the disk.

        The file is checked first: deleted or replaced under the game, it is
        written again (:meth:`_restore_file`); damaged, the write is retried
        once on a file written again.  Returns the problem to say: a file
        written again, or the first of a run of failed writes.
        """
        with self._lock:
            said: StorageIssue | None = None
            if not self._file_is_ours():
                said = self._restore_file("the saves file vanished or was replaced")
                if not self._file_is_ours():  # no file could be made: nothing is written, not even to memory
                    return self._failed("the saves file cannot be made again") or said
            for attempt in (1, 2):
                try:
                    self._transaction(statements)
                except (sqlite3.Error, OSError) as error:
                    damaged = isinstance(error, sqlite3.DatabaseError) and not isinstance(
                        error, sqlite3.OperationalError)
                    if attempt == 1 and damaged and not self._memory_only:
                        said = self._restore_file(repr(error)) or said
                        if self._file_is_ours():
                            continue
                        return self._failed(repr(error)) or said
                    return self._failed(repr(error)) or said
                break
            self._write_failed = False
            return said

    def _transaction(self, statements: Callable[[sqlite3.Connection], Any]) -> None:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            statements(conn)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def start_match(self, meta: MatchMeta) -> int:
        """Store a new match and return its id.

        Other unfinished matches are left as they are: each is offered at the
        next start, and only the one the player declines is abandoned.
        """
        now = _now()
        row = (MatchStatus.PLAYING.value, now, now, CODEC_VERSION, meta.to_json(), meta.rules.name,
               meta.bot_level, meta.human_seat, int(meta.rules.scoring is Scoring.LOWEST_WINS))
        with self._lock:
            holder: list[int] = []

            def insert(conn: sqlite3.Connection) -> None:
                holder.clear()
                cursor = conn.execute(
                    "INSERT INTO matches (status, created, updated, codec, meta, preset, level, human_seat,"
                    " lowest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
                holder.append(int(cursor.lastrowid or 0))
                # Locked before the commit makes it visible: no other copy ever sees it free.
                self.claim(holder[-1])

            issue = self._write(insert)
            if self._write_failed or not holder:
                for match_id in holder:
                    self.release(match_id)
                # The disk refused even this: play on in memory (the player is told at once).
                self._conn.close()
                self._conn = self._in_memory(issue.detail if issue is not None else "cannot start a match on disk")
                self._locks = None
                holder.clear()
                self._write(insert)
            match_id = holder[-1]
            self._next_seq[match_id] = 0
            self._rows[match_id] = row
            self._logs[match_id] = []
            return match_id

    def append(
        self, match_id: int, player: int, action: Action, events: Iterable[Event] = ()
    ) -> StorageIssue | None:
        """Save one action the engine accepted, with the events it caused.

        ``events`` (what :meth:`State.apply` returned) let the store count the
        statistics in the same transaction: a round or a match that ended.
        """
        encoded = encode_action(action)
        round_ended: list[RoundEnded] = []
        match_ended: list[MatchEnded] = []
        for event in events:
            if isinstance(event, RoundEnded):
                round_ended.append(event)
            elif isinstance(event, MatchEnded):
                match_ended.append(event)
        with self._lock:
            seq = self._seq(match_id)
            human = self._human_seat(match_id) if (round_ended or match_ended) else None
            now = _now()

            def write(conn: sqlite3.Connection) -> None:
                conn.execute(
                    "INSERT INTO actions (match_id, seq, player, action) VALUES (?, ?, ?, ?)",
                    (match_id, seq, player, encoded),
                )
                if human is not None:
                    for ended in round_ended:
                        conn.execute(
                            "INSERT OR REPLACE INTO rounds (match_id, seq, won, points, score) VALUES (?, ?, ?, ?, ?)",
                            (
                                match_id,
                                seq,
                                int(ended.winner == human),
                                ended.round_points[human],
                                ended.scores[human],
                            ),
                        )
                    for finished in match_ended:
                        conn.execute(
                            "UPDATE matches SET status = ?, final_score = ?, won = ?, updated = ? WHERE id = ?",
                            (
                                MatchStatus.FINISHED.value,
                                finished.scores[human],
                                int(human in finished.winners),
                                now,
                                match_id,
                            ),
                        )
                if match_ended and human is None:
                    conn.execute(
                        "UPDATE matches SET status = ?, updated = ? WHERE id = ?",
                        (MatchStatus.FINISHED.value, now, match_id),
                    )

            issue = self._write(write)
            if self._write_failed:
                return issue  # not on disk: the same place is written when the disk accepts again
            self._next_seq[match_id] = seq + 1
            self._logs.setdefault(match_id, []).append((player, encoded))
            if match_ended:
                self._note_status(match_id, MatchStatus.FINISHED, now)
                self.release(match_id)  # over: nothing left to resume
            return issue

    def _seq(self, match_id: int) -> int:
        seq = self._next_seq.get(match_id)
        if seq is None:
            try:
                row = self._conn.execute(
                    "SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE match_id = ?", (match_id,)
                ).fetchone()
                seq = int(row[0])
            except sqlite3.Error:
                seq = 0
            self._next_seq[match_id] = seq
        return seq

    def _human_seat(self, match_id: int) -> int | None:
        try:
            row = self._conn.execute("SELECT human_seat FROM matches WHERE id = ?", (match_id,)).fetchone()
        except sqlite3.Error:
            return None
        return None if row is None or row[0] is None else int(row[0])

    def _set_status(self, match_id: int, status: MatchStatus) -> StorageIssue | None:
        now = _now()
        issue = self._write(
            lambda conn: conn.execute(
                "UPDATE matches SET status = ?, updated = ? WHERE id = ?", (status.value, now, match_id)
            )
        )
        self._note_status(match_id, status, now)
        self.release(match_id)  # never offered again: no lock to keep
        return issue

    def _note_status(self, match_id: int, status: MatchStatus, now: str) -> None:
        """Keep this copy's record of the match's row in step (a file written again keeps the status)."""
        row = self._rows.get(match_id)
        if row is not None:
            self._rows[match_id] = (status.value, row[1], now, *row[3:])

    def finish(self, match_id: int) -> StorageIssue | None:
        """Mark a match over (done by :meth:`append` itself when the engine ends it)."""
        return self._set_status(match_id, MatchStatus.FINISHED)

    def abandon(self, match_id: int) -> StorageIssue | None:
        """The player chose a new match instead of resuming this one: never offered again."""
        return self._set_status(match_id, MatchStatus.ABANDONED)

    def set_aside(self, match_id: int, detail: str = "") -> StorageIssue:
        """A match that no longer replays: keep a copy of the database aside, mark it broken.

        Returns the ``REPLAY_FAILED`` issue naming the copy.
        """
        with self._lock:
            kept: Path | None = None
            if not self._memory_only:
                target = aside_path(self.path, "broken", _stamp())
                try:
                    copy = sqlite3.connect(target)
                    with copy:
                        self._conn.backup(copy)
                    copy.close()
                    kept = target
                except (sqlite3.Error, OSError):
                    kept = None
            self._set_status(match_id, MatchStatus.BROKEN)
            return StorageIssue(StorageProblem.REPLAY_FAILED, kept, detail)

    # ------------------------------------------------------------------ reading

    def load(self, match_id: int) -> SavedMatch:
        """A stored match, decoded (not replayed); raises :class:`StorageError` if unreadable."""
        with self._lock:
            try:
                row = self._conn.execute(
                    "SELECT id, status, created, updated, codec, meta FROM matches WHERE id = ?", (match_id,)
                ).fetchone()
                rows = self._conn.execute(
                    "SELECT seq, player, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)
                ).fetchall()
            except sqlite3.Error as error:
                raise StorageError(StorageIssue(StorageProblem.UNREADABLE, None, repr(error))) from error
        if row is None:
            raise KeyError(match_id)
        try:
            if row[4] > CODEC_VERSION:
                raise CodecError(f"codec {row[4]}, this program knows {CODEC_VERSION}")
            meta = MatchMeta.from_json(row[5])
            log = []
            for expected, (seq, player, action) in enumerate(rows):
                if seq != expected or not isinstance(player, int):
                    raise CodecError(f"action log has a gap at {expected}")
                log.append((player, decode_action(action)))
            status = MatchStatus(row[1])
        except (CodecError, ValueError, TypeError) as error:
            raise StorageError(
                StorageIssue(StorageProblem.REPLAY_FAILED, None, f"match {match_id}: {error}")
            ) from error
        return SavedMatch(int(row[0]), meta, tuple(log), status, str(row[2]), str(row[3]))

    def unfinished(self) -> SavedMatch | None:
        """The newest match to offer for resumption (see :meth:`unfinished_matches`), or ``None``.

        Raises :class:`StorageError` when that match no longer replays (it is
        set aside and not offered again).
        """
        problems: list[StorageIssue] = []
        found = self.unfinished_matches(problems, first_only=True)
        if problems and not found:
            raise StorageError(problems[0])
        return found[0] if found else None

    def unfinished_matches(self, problems: list[StorageIssue] | None = None, *,
                           first_only: bool = False) -> list[SavedMatch]:
        """Every unfinished match to offer, newest first, each checked to replay and locked for this copy.

        Matches another running copy of the game holds are passed over and
        listed in :attr:`busy`.  Each lock is kept until the match is over or
        put away, until :meth:`release`, or until the store is closed.  A
        match that no longer replays is set aside (:meth:`set_aside`), its
        problem added to ``problems``, and never offered again.
        """
        with self._lock:
            busy: list[int] = []
            found: list[SavedMatch] = []
            self.busy = ()
            try:
                rows = self._conn.execute(
                    "SELECT id FROM matches WHERE status = ? ORDER BY id DESC", (MatchStatus.PLAYING.value,)
                ).fetchall()
            except sqlite3.Error:
                return []
            for row in rows:
                match_id = int(row[0])
                if not self.claim(match_id):
                    busy.append(match_id)
                    continue
                if not self._still_playing(match_id):  # put away by another copy meanwhile
                    self.release(match_id)
                    continue
                try:
                    saved = self.load(match_id)
                    saved.rebuild()
                except StorageError as error:
                    issue = self.set_aside(match_id, error.issue.detail)
                    if problems is not None:
                        problems.append(issue)
                    if first_only:
                        break
                    continue
                self._next_seq[match_id] = len(saved.log)
                self._remember(match_id)
                found.append(saved)
                if first_only:
                    break
            self.busy = tuple(busy)
            return found

    def _remember(self, match_id: int) -> None:
        """Keep this copy's record of a match it plays (see :meth:`_restore_file`)."""
        try:
            row = self._conn.execute(
                "SELECT status, created, updated, codec, meta, preset, level, human_seat, lowest_wins"
                " FROM matches WHERE id = ?", (match_id,)
            ).fetchone()
            actions = self._conn.execute(
                "SELECT player, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)
            ).fetchall()
        except sqlite3.Error:
            return
        if row is not None:
            self._rows[match_id] = tuple(row)
            self._logs[match_id] = [tuple(action) for action in actions]  # type: ignore[misc]

    def _still_playing(self, match_id: int) -> bool:
        try:
            row = self._conn.execute("SELECT status FROM matches WHERE id = ?", (match_id,)).fetchone()
        except sqlite3.Error:
            return False
        return row is not None and row[0] == MatchStatus.PLAYING.value

    def matches(self, status: MatchStatus | None = None) -> list[int]:
        """Ids of the stored matches (optionally of one status), oldest first."""
        with self._lock:
            if status is None:
                rows = self._conn.execute("SELECT id FROM matches ORDER BY id").fetchall()
            else:
                rows = self._conn.execute(
                    "SELECT id FROM matches WHERE status = ? ORDER BY id", (status.value,)
                ).fetchall()
        return [int(row[0]) for row in rows]

    def connection_for_stats(self) -> sqlite3.Connection:
        """The connection, for :mod:`uno_access.storage.stats` (use under :meth:`locked`)."""
        return self._conn

    def locked(self) -> threading.RLock:
        """The store's lock, for readers that share the connection."""
        return self._lock
