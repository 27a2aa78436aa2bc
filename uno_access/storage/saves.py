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

SQLite errors are judged by their result code (:func:`error_kind`), never by
their words: only ``SQLITE_CORRUPT``, ``SQLITE_NOTADB`` (and a failed
``quick_check``) mean a damaged file.  A full disk, an I/O error, a file that
cannot be opened or is busy leave the file where it is: its matches are read
into memory and offered, the store goes back to the file at every write, and
once it accepts writes there what it kept (:meth:`SaveStore._merge`).  A new
file is built under another name and linked in whole, under a lock file
(``saves.db.repair.lock``), so a copy of the game never finds one half made,
and a file deleted under two running copies is made again once.

A file damaged where it is while the game runs (cut short, its first page
overwritten) is invisible to SQLite as long as every page it reads is in the
WAL — and SQLite discards a WAL whose database file is empty.  So each write
first reads the file's 16-byte header and size (:meth:`SaveStore._damaged_in_place`):
a damaged file is kept aside with its WAL, under one name, and written again
at once.  At start, a WAL beside an empty or non-SQLite file (or beside no
file) is never given to SQLite: the files are kept aside together and the
WAL replayed by hand (:mod:`.salvage`), its matches carried into the new file.

Bots: nothing of a bot is stored but its level and seed.  A bot is
deterministic from its seed and what it observed: it draws each decision's
random numbers from its seed, its seat and the number of events it has seen
(:mod:`uno_access.bots.base`), not from one long stream.  So the console
rebuilds each bot by creating it afresh from its seed and feeding it the
events of the replay (the initial deal first, as a new match's bots are fed
it too), and the rebuilt bot decides from then on exactly as the one that
was killed would have (:func:`uno_access.storage.autosave.take_up`).

Two copies of the game: each writes into the file only the matches it plays
(one writer per match, :meth:`SaveStore._merge`), each write in ``BEGIN
IMMEDIATE`` with a busy timeout; each match being played (or offered for resuming)
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
import secrets
import shutil
import sqlite3
import stat
import tempfile
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
from .locks import MatchLocks, held
from .paths import aside_path, ensure_dir
from .salvage import salvage_into

#: The database schema version (``PRAGMA user_version``).
SCHEMA_VERSION = 1
_SQLITE_HEADER = b"SQLite format 3\x00"
_TABLES = {"matches", "actions", "rounds"}
#: The start of a :class:`_Corrupt` detail for a file that is not an SQLite file at all.
_NOT_SQLITE = "not an SQLite file"

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
    #: The saves file was found damaged where it is while the game ran: kept aside, written again.
    DAMAGED = "damaged"
    #: Another program holds the saves file's write lock: the moves are kept in memory and
    #: written when it is free.
    BUSY = "busy"
    #: At start: the saves file was damaged (its latest moves only in its WAL); the files are kept
    #: aside together and the matches read back from them are in a new file.
    RECOVERED = "recovered"
    #: At start: the saves file was damaged and its WAL beside it could not be read back: the files
    #: are kept aside together (nothing thrown away), the match is not offered.
    UNRECOVERED = "unrecovered"


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


#: How long a move's write waits for another program's write to end before the move is kept in
#: memory and the player told (R3-11: a held lock must not freeze every move).
WRITE_PATIENCE = 0.5
#: How long opening the file, starting a match and the goodbye's check wait for another writer.
OPEN_PATIENCE = 5.0
#: How long a new match waits for another writer before it is begun in memory.
START_PATIENCE = 1.0
#: While the file stays busy, each later move only looks whether it is free.
BUSY_RETRY_PATIENCE = 0.02

#: SQLite's primary result codes (https://sqlite.org/rescode.html) that mean the file itself is damaged.
_DAMAGED_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB
#: Another connection writes: wait it out.
_BUSY_CODES = frozenset({5, 6})  # SQLITE_BUSY, SQLITE_LOCKED
#: SQLITE_READONLY_DBMOVED: the file was deleted or renamed under the open connection.
_READONLY_DBMOVED = 1032


class ErrorKind(Enum):
    """What an SQLite or OS error means for the saves file (:func:`error_kind`)."""

    #: The file is damaged: only this moves a file aside.
    DAMAGED = "damaged"
    #: The file was deleted or renamed under the game: the path is looked at again.
    MOVED = "moved"
    #: Another program writes (or holds the write lock): waited out, the moves kept meanwhile.
    BUSY = "busy"
    #: Anything else (disk full, I/O error, cannot open, read-only...): a condition, the file left alone.
    REFUSED = "refused"


def error_kind(error: BaseException) -> ErrorKind:
    """Classify an error by SQLite's result code, never by its words (which vary by version).

    Only ``SQLITE_CORRUPT`` and ``SQLITE_NOTADB`` mean a damaged file;
    ``FULL``, ``IOERR``, ``CANTOPEN``, a schema race... are conditions to wait
    out, and an ``OSError`` is always one.
    """
    code = getattr(error, "sqlite_errorcode", None)
    if not isinstance(code, int):
        return ErrorKind.REFUSED
    if code == _READONLY_DBMOVED:
        return ErrorKind.MOVED
    if code & 0xFF in _DAMAGED_CODES:
        return ErrorKind.DAMAGED
    if code & 0xFF in _BUSY_CODES:
        return ErrorKind.BUSY
    return ErrorKind.REFUSED


def _describe(error: BaseException | str, folder: Path) -> str:
    """The technical detail of a failure: the error, SQLite's code name, and a nearly full disk.

    SQLite often says only "disk I/O error" when the disk is full (the WAL
    index cannot grow): the free space says which it is.
    """
    detail = error if isinstance(error, str) else repr(error)
    name = getattr(error, "sqlite_errorname", None)
    if name:
        detail += f" [{name}]"
    try:
        info = os.statvfs(folder)
        if info.f_bavail * info.f_frsize < 64 * 1024:
            detail += " (no space left on the disk)"
    except (OSError, AttributeError):  # no such folder; no statvfs (Windows)
        pass
    return detail


class _Corrupt(Exception):
    """The file at the path is damaged, or not a saves file of ours: it is kept aside."""

    def __init__(self, problem: StorageProblem, detail: str, identity: tuple[int, int] | None = None) -> None:
        self.problem = problem
        self.detail = detail
        self.identity = identity
        super().__init__(detail)


class _Condition(Exception):
    """The file cannot be used now (disk full, busy, refused): nothing is moved; tried again later."""

    def __init__(self, detail: str, kind: ErrorKind = ErrorKind.REFUSED) -> None:
        self.detail = detail
        self.kind = kind
        #: What had been done and is still to say (a bad file set aside before the disk refused).
        self.said: StorageIssue | None = None
        super().__init__(detail)


class _LookAgain(Exception):
    """The path changed while it was being opened: look at it again."""


def _create_schema(conn: sqlite3.Connection) -> None:
    """The saves schema, in the transaction the caller holds."""
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _template(page_size: int) -> bytes:
    """A new empty saves database of ``page_size`` bytes a page, as bytes (see :func:`.salvage.wal_image`)."""
    with tempfile.TemporaryDirectory(prefix="uno-access-") as folder:
        path = Path(folder) / "template.db"
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute(f"PRAGMA page_size = {int(page_size)}")
            conn.execute("BEGIN")
            _create_schema(conn)
            conn.execute("COMMIT")
        finally:
            conn.close()
        return path.read_bytes()


def _wal_size(path: Path) -> int:
    """The size of the database's WAL (0 when there is none, or it is not a file)."""
    try:
        info = os.stat(f"{path}-wal")
    except OSError:
        return 0
    return info.st_size if stat.S_ISREG(info.st_mode) else 0


def _orphaned_wal(path: Path, header: bytes) -> bool:
    """A WAL holding moves beside a main file that is empty or not SQLite's: SQLite would throw it away
    (a WAL whose database is empty is deleted at open), so SQLite must never open that pair."""
    return header != _SQLITE_HEADER and _wal_size(path) > 0


def _schema_of(conn: sqlite3.Connection) -> tuple[int, set[str]]:
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    tables.discard("sqlite_sequence")
    return version, tables


class SaveStore:
    """The saves database.  Opening never raises: see :attr:`issue`.

    All methods are thread-safe.  Writing methods never raise for a disk
    problem either: they return a :class:`StorageIssue` the first time saving
    fails (``UNWRITABLE``, or ``BUSY`` when another program holds the file),
    ``None`` otherwise, and the game goes on.

    Only a damaged file (SQLite's ``CORRUPT`` or ``NOTADB``, a failed
    ``quick_check``, not an SQLite file, a schema of another version) is ever
    moved aside.  A disk that refuses (full, read-only, busy) leaves the file
    where it is: its matches are read into memory to be offered, and the
    store goes back to the file at each write until the disk accepts again,
    then writes what it kept (:meth:`_merge`).  A new file is built under
    another name and linked in whole, so no copy of the game ever finds one
    half made; a file deleted under two running copies is made again once,
    by the first to notice, and each copy then writes into it the moves of
    its own matches that it lacks.
    """

    def __init__(self, path: Path | str, *, durable: bool = True) -> None:
        self.path = Path(path)
        self._durable = durable
        self._lock = threading.RLock()
        self._next_seq: dict[int, int] = {}
        #: The connection is to the file at the path (else to a database in memory: see :meth:`_snapshot`).
        self._on_disk = False
        #: The last write was refused (disk full, read-only, busy...): nothing is said saved until one works.
        self._write_failed = False
        self._failed_kind = ErrorKind.REFUSED
        #: Why the store is not on the file, while it is not: ``(detail, kind)``.
        self._why_not: tuple[str, ErrorKind] = ("", ErrorKind.REFUSED)
        #: ``(st_dev, st_ino)`` of the file this copy opened: a deleted or replaced file is noticed.
        self._identity: tuple[int, int] | None = None
        #: The largest size seen of that file: it never shrinks (no VACUUM), so a smaller one was cut.
        self._size_seen = 0
        #: What this copy knows of the matches it plays, to write them again into any file: the ``matches``
        #: row, every action as stored (``(player, encoded)``), the rounds' statistics, the final result.
        self._rows: dict[int, tuple[Any, ...]] = {}
        self._logs: dict[int, list[tuple[int, str]]] = {}
        self._rounds: dict[int, dict[int, tuple[int, int, int]]] = {}
        self._finals: dict[int, tuple[int | None, int | None]] = {}
        #: A match begun in memory whose number the file had given to another: its new number.
        self._renumbered: dict[int, int] = {}
        self._patience = OPEN_PATIENCE
        #: The problem found when opening (a bad file set aside, or saving off), else ``None``.
        self.issue: StorageIssue | None = None
        #: A repair made outside a move (by :meth:`confirm`), for the console to say (:meth:`take_notice`).
        self._notice: StorageIssue | None = None
        #: Unfinished matches that :meth:`unfinished` passed over: another running copy plays them.
        self.busy: tuple[int, ...] = ()
        self._conn: sqlite3.Connection = _empty_database()
        #: The locks of the matches this copy plays.
        self._locks: MatchLocks | None = MatchLocks(self.path)
        self._open()
        self._remove_stale_locks()

    # ------------------------------------------------------------------ opening

    def _remove_stale_locks(self) -> None:
        """Lock files left by copies killed (``kill -9``), of matches not to be resumed: removed."""
        try:
            playing = [int(row[0]) for row in self._conn.execute(
                "SELECT id FROM matches WHERE status = ?", (MatchStatus.PLAYING.value,))]
            last = int(self._conn.execute("SELECT COALESCE(MAX(id), 0) FROM matches").fetchone()[0])
        except sqlite3.Error:
            return  # not read: nothing removed
        if self._locks is not None:
            # Only numbers the file has given: a new match takes a higher one (AUTOINCREMENT), so a copy
            # locking the match it is starting never races this removal.
            self._locks.remove_stale(playing, upto=last)

    def _open(self) -> None:
        try:
            self.issue = self._attach(None, starting=True)
        except _Condition as condition:
            # The file stays where it is: its matches are offered from memory, written when the disk accepts.
            self._conn.close()
            self._conn = self._snapshot()
            self._why_not = (condition.detail, condition.kind)
            if condition.said is not None:
                self.issue = condition.said  # where the bad file went; the refusal is said at the first move
            else:
                self._write_failed = True
                self.issue = self._refusal(condition.detail, condition.kind)

    def _refusal(self, detail: str, kind: ErrorKind) -> StorageIssue:
        problem = StorageProblem.BUSY if kind is ErrorKind.BUSY else StorageProblem.UNWRITABLE
        return StorageIssue(problem, None, detail, path=self.path)

    def _attach(self, content: sqlite3.Connection | None, *, starting: bool = False,
                patience: float = OPEN_PATIENCE) -> StorageIssue | None:
        """Make the file at the path this store's connection, and write into it what it lacks of ours.

        A missing file is made from ``content`` (a database in memory: what
        this copy read of the old file), else empty; a damaged or foreign one
        is kept aside first.  Returns the issue to say (a file set aside or
        written again), raises :class:`_Condition` when the file cannot be
        used now (then nothing was moved).
        """
        said_holder: list[StorageIssue] = []
        try:
            return self._attach_once(content, starting, said_holder, patience)
        except _Condition as condition:
            condition.said = said_holder[-1] if said_holder else None  # a file set aside before: said still
            raise

    def _attach_once(self, content: sqlite3.Connection | None, starting: bool,
                     said_holder: list[StorageIssue], patience: float) -> StorageIssue | None:
        said: StorageIssue | None = None
        previous = self._identity
        try:
            ensure_dir(self.path.parent)
        except OSError as error:
            raise _Condition(_describe(error, self.path.parent)) from None
        for _attempt in range(6):
            if said is not None:
                said_holder.append(said)
            if not os.path.lexists(self.path):
                if starting and said is None and _wal_size(self.path) > 0:
                    # The saves file is gone but its WAL, holding the latest moves, is still there (the
                    # file deleted after a crash): kept aside and read back, never thrown away.
                    kept = self._keep_orphaned_wal()
                    if kept is not None:
                        salvaged = self._salvage(kept)
                        if salvaged is not None:
                            content = salvaged
                        said = StorageIssue(StorageProblem.RECOVERED if salvaged is not None
                                            else StorageProblem.UNRECOVERED, Path(f"{kept}-wal"),
                                            "a WAL without its saves file")
                        said_holder.append(said)
                try:
                    made = self._create_file(content)
                except OSError as error:
                    raise _Condition(_describe(error, self.path.parent)) from None
                # "Gone" only for a file this copy wrote to: one never made (a disk full from the
                # start) is simply written now, said by "Saving works again".
                if made and not starting and said is None and previous is not None:
                    said = StorageIssue(StorageProblem.REWRITTEN, None, "the saves file vanished", path=self.path)
            try:
                conn, identity = self._open_existing()
            except _LookAgain:
                continue
            except _Corrupt as corrupt:
                # Ours, damaged where it is (or found so at start): "corrupt"; another file put in its place: "replaced".
                foreign = not starting and corrupt.identity != previous
                # Its WAL and WAL index go with it, under the same name: at start a WAL is never thrown
                # away.  While playing, WAL files beside something that is not an SQLite file are those of
                # the file this copy had open (what it holds of them is in memory): left to _create_file.
                kept = self._move_aside("replaced" if foreign else "corrupt", corrupt.identity,
                                        with_wal=starting or not foreign
                                        or corrupt.problem is not StorageProblem.UNREADABLE
                                        or not corrupt.detail.startswith(_NOT_SQLITE))
                if kept is None:
                    continue  # changed meanwhile: look again
                if starting and corrupt.problem is StorageProblem.UNREADABLE and _wal_size(kept) > 0:
                    # The latest moves may be only in the WAL: what the files kept aside still hold
                    # goes into the new file (the game holds nothing yet: the WAL is the only copy).
                    salvaged = self._salvage(kept)
                    if salvaged is not None:
                        content = salvaged
                    said = StorageIssue(StorageProblem.RECOVERED if salvaged is not None
                                        else StorageProblem.UNRECOVERED, kept, corrupt.detail)
                elif starting:
                    said = StorageIssue(corrupt.problem, kept, corrupt.detail)
                elif foreign:
                    said = StorageIssue(StorageProblem.REWRITTEN, kept, corrupt.detail, path=self.path)
                else:
                    said = StorageIssue(StorageProblem.DAMAGED, kept, corrupt.detail, path=self.path)
                continue
            self._conn = conn
            self._identity = identity
            self._size_seen = self._file_size()
            self._on_disk = True
            self._patience = OPEN_PATIENCE
            if said is not None:
                said_holder.append(said)
            try:
                self._merge(patience)
            except sqlite3.Error as error:
                # Back to what was held before (cheaper than reading the file again at every move).
                conn.close()
                self._on_disk = False
                self._conn = content if content is not None else self._database_from_records()
                kind = error_kind(error)
                if kind is ErrorKind.DAMAGED:
                    raise _Condition(_describe(error, self.path.parent)) from None  # judged at the next try
                raise _Condition(_describe(error, self.path.parent), kind) from None
            return said
        raise _Condition("the saves file keeps changing", ErrorKind.BUSY)

    def _open_existing(self) -> tuple[sqlite3.Connection, tuple[int, int]]:
        """Open and check the file at the path; raises :class:`_Corrupt`, :class:`_Condition`, :class:`_LookAgain`."""
        folder = self.path.parent
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            if os.path.islink(self.path):  # a link to nothing (a folder not mounted yet?): not ours to move
                raise _Condition("the saves file is a link to nothing") from None
            raise _LookAgain() from None
        except OSError as error:
            raise _Condition(_describe(error, folder)) from None
        identity = (info.st_dev, info.st_ino)
        if stat.S_ISDIR(info.st_mode):
            raise _Condition("a folder is in the way of the saves file")  # not ours to move
        if not stat.S_ISREG(info.st_mode):
            raise _Corrupt(StorageProblem.UNREADABLE, f"{_NOT_SQLITE}: not a regular file", identity)
        if not os.access(self.path, os.R_OK | os.W_OK):
            raise _Condition("the saves file: permission denied")  # the player's permissions: untouched
        try:
            with open(self.path, "rb") as file:
                header = file.read(len(_SQLITE_HEADER))
        except OSError as error:
            raise _Condition(_describe(error, folder)) from None
        if _orphaned_wal(self.path, header):
            # Damaged in place (truncated, its first page overwritten): its latest moves are in the WAL.
            raise _Corrupt(StorageProblem.UNREADABLE, f"{_NOT_SQLITE} ({header[:16]!r}) beside a WAL", identity)
        if header and header != _SQLITE_HEADER:
            raise _Corrupt(StorageProblem.UNREADABLE, _NOT_SQLITE, identity)
        uri = f"{Path(os.path.abspath(self.path)).as_uri()}?mode=rw"  # never creates a file
        try:
            conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False,
                                   timeout=OPEN_PATIENCE)
        except sqlite3.Error as error:
            if not os.path.lexists(self.path):
                raise _LookAgain() from None
            raise _Condition(_describe(error, folder), error_kind(error)) from None
        try:
            self._check(conn)
            if self._file_identity() != identity:
                raise _LookAgain()
        except _Corrupt as corrupt:
            conn.close()
            corrupt.identity = identity
            raise
        except sqlite3.Error as error:
            conn.close()
            kind = error_kind(error)
            if kind is ErrorKind.DAMAGED:
                raise _Corrupt(StorageProblem.UNREADABLE, repr(error), identity) from None
            if kind is ErrorKind.MOVED:
                raise _LookAgain() from None
            raise _Condition(_describe(error, folder), kind) from None
        except BaseException:
            conn.close()
            raise
        return conn, identity

    def _check(self, conn: sqlite3.Connection) -> None:
        """A readable database of our schema (made here if the file is empty); raises :class:`_Corrupt`."""
        check = conn.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise _Corrupt(StorageProblem.UNREADABLE, f"quick_check: {check!r}")
        version, tables = _schema_of(conn)
        if version == 0 and not tables:
            # An empty file (left by an older version): the schema in one transaction that re-reads
            # after taking the lock, so two copies opening it at once both find it made once.
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("BEGIN IMMEDIATE")
            try:
                version, tables = _schema_of(conn)
                if version == 0 and not tables:
                    _create_schema(conn)
                    version, tables = SCHEMA_VERSION, set(_TABLES)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        if version > SCHEMA_VERSION:
            raise _Corrupt(StorageProblem.TOO_NEW, f"schema {version}, this program knows {SCHEMA_VERSION}")
        if version != SCHEMA_VERSION or not _TABLES <= tables:
            raise _Corrupt(StorageProblem.INCOMPATIBLE, f"schema {version}, tables {sorted(tables)}")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(f"PRAGMA synchronous = {'FULL' if self._durable else 'NORMAL'}")

    def _repair_lock(self) -> Path:
        return self.path.with_name(f"{self.path.name}.repair.lock")

    def _create_file(self, content: sqlite3.Connection | None = None) -> bool:
        """Make a saves file at the path, holding ``content`` (else empty), whole at once.

        It is built under another name and linked in, so no copy of the game
        ever opens it half made; the copies making one hold a lock file, so
        only one makes it.  False when one was there already.  Raises
        :class:`_Condition`.
        """
        folder = self.path.parent
        with held(self._repair_lock(), OPEN_PATIENCE) as ok:
            if not ok:
                raise _Condition("another copy of the game is writing the saves file again", ErrorKind.BUSY)
            if os.path.lexists(self.path):
                return False
            # WAL files without their database are a deleted file's: a new file must never read them.
            for suffix in ("-wal", "-shm"):
                try:
                    Path(f"{self.path}{suffix}").unlink(missing_ok=True)
                except OSError as error:  # a folder in the way
                    raise _Condition(_describe(error, folder)) from None
            temporary = self.path.with_name(f"{self.path.name}.new-{os.getpid()}-{secrets.token_hex(4)}")
            try:
                conn = sqlite3.connect(temporary, isolation_level=None)
                try:
                    if content is not None:
                        content.backup(conn)
                    version, tables = _schema_of(conn)
                    if version == 0 and not tables:
                        conn.execute("BEGIN")
                        _create_schema(conn)
                        conn.execute("COMMIT")
                    conn.execute("PRAGMA journal_mode = WAL")
                finally:
                    conn.close()
                try:
                    os.link(temporary, self.path)  # fails if a file is there now: never overwrites
                except FileExistsError:
                    return False
                except OSError:  # no hard links here (FAT): under the lock, a rename is as safe
                    if os.path.lexists(self.path):
                        return False
                    os.replace(temporary, self.path)
            except (OSError, sqlite3.Error) as error:
                raise _Condition(_describe(error, folder), error_kind(error)) from None
            finally:
                for suffix in ("", "-journal", "-wal", "-shm"):
                    try:
                        Path(f"{temporary}{suffix}").unlink(missing_ok=True)
                    except OSError:
                        pass
            return True

    def _keep_orphaned_wal(self) -> Path | None:
        """Rename a WAL (and its index) left without its saves file aside, as ``saves.db.corrupt-…-wal``;
        returns the name without ``-wal``, or ``None`` if the saves file is back or the WAL gone meanwhile."""
        with held(self._repair_lock(), OPEN_PATIENCE) as ok:
            if not ok or os.path.lexists(self.path):
                return None
            target = aside_path(self.path, "corrupt", _stamp())
            try:
                os.replace(f"{self.path}-wal", f"{target}-wal")
            except OSError:
                return None
            try:
                os.replace(f"{self.path}-shm", f"{target}-shm")
            except OSError:
                pass  # only an index, made again from the WAL
            return target

    def _salvage(self, kept: Path) -> sqlite3.Connection | None:
        """What the damaged file kept aside (and its WAL) still holds, as a database in memory.

        ``None`` when not one match can be read back from them.
        """
        target = _empty_database()
        try:
            counts = salvage_into(kept, Path(f"{kept}-wal"), target, ("matches", "actions", "rounds"),
                                  SCHEMA_VERSION, _template)
        except (OSError, sqlite3.Error):
            counts = None
        if not counts or not counts.get("matches"):
            target.close()
            return None
        return target

    def _move_aside(self, tag: str, identity: tuple[int, int] | None, *, with_wal: bool = True) -> Path | None:
        """Rename the damaged file (and its WAL files, under the same name) aside; ``None`` if the path
        changed meanwhile.

        Raises :class:`_Condition` when it cannot be moved.
        """
        folder = self.path.parent
        with held(self._repair_lock(), OPEN_PATIENCE) as ok:
            if not ok:
                raise _Condition("another copy of the game is writing the saves file again", ErrorKind.BUSY)
            if identity is not None and self._file_identity() != identity:
                return None
            target = aside_path(self.path, tag, _stamp())
            try:
                os.replace(self.path, target)
            except FileNotFoundError:
                return None
            except OSError as error:
                raise _Condition(f"cannot move aside: {_describe(error, folder)}") from None
            for suffix in ("-wal", "-shm") if with_wal else ():
                companion = Path(f"{self.path}{suffix}")
                if companion.exists():
                    try:
                        os.replace(companion, Path(f"{target}{suffix}"))
                    except OSError:
                        pass
            return target

    def _snapshot(self) -> sqlite3.Connection:
        """What the file at the path holds, in memory, read without writing anything beside it.

        Used when the file cannot be opened for writing (a full disk cannot
        even grow the WAL index): read in place if SQLite can, else from a
        copy in the system's temporary folder (WAL included), else the main
        file alone when no WAL holds anything.  Empty if none of that works.
        """
        if os.path.isfile(self.path):
            try:
                with open(self.path, "rb") as file:
                    header = file.read(len(_SQLITE_HEADER))
            except OSError:
                header = _SQLITE_HEADER
            if _orphaned_wal(self.path, header):
                # SQLite would throw that WAL away (or refuse the file): read back by hand, nothing written.
                return self._salvage(self.path) or _empty_database()
            for read in (self._read_in_place, self._read_from_copy, self._read_immutable):
                try:
                    copy = read()
                except (OSError, sqlite3.Error):
                    continue
                if copy is None:
                    continue
                try:
                    version, tables = _schema_of(copy)
                    if (version == SCHEMA_VERSION and _TABLES <= tables
                            and copy.execute("PRAGMA quick_check").fetchone()[0] == "ok"):
                        return copy
                except sqlite3.Error:
                    pass
                copy.close()
        return _empty_database()

    def _read_into_memory(self, uri: str) -> sqlite3.Connection:
        source = sqlite3.connect(uri, uri=True, timeout=WRITE_PATIENCE)
        try:
            copy = _empty_database(schema=False)
            source.backup(copy)
            return copy
        finally:
            source.close()

    def _read_in_place(self) -> sqlite3.Connection | None:
        return self._read_into_memory(f"{Path(os.path.abspath(self.path)).as_uri()}?mode=ro")

    def _read_from_copy(self) -> sqlite3.Connection | None:
        with tempfile.TemporaryDirectory(prefix="uno-access-") as folder:
            target = Path(folder) / "saves.db"
            shutil.copyfile(self.path, target)
            wal = Path(f"{self.path}-wal")
            if wal.is_file():
                shutil.copyfile(wal, Path(f"{target}-wal"))
            return self._read_into_memory(f"{target.as_uri()}?mode=rw")

    def _read_immutable(self) -> sqlite3.Connection | None:
        wal = Path(f"{self.path}-wal")
        if wal.is_file() and wal.stat().st_size > 0:
            return None  # its last moves are in the WAL, which this way would not read
        return self._read_into_memory(f"{Path(os.path.abspath(self.path)).as_uri()}?immutable=1")

    def _leave_disk(self) -> None:
        """Go on with a copy in memory of what the file holds (else of this copy's own records)."""
        copy = self._copy_of_connection() if self._on_disk else None
        try:
            # Safe even after the file was deleted and made again: SQLite does not fold or delete
            # the WAL of a file that moved (it would be the new file's, by name).
            self._conn.close()
        except sqlite3.Error:
            pass
        self._on_disk = False
        self._conn = copy if copy is not None else self._database_from_records()

    def _copy_of_connection(self) -> sqlite3.Connection | None:
        try:
            copy = _empty_database(schema=False)
            self._conn.backup(copy)
            version, tables = _schema_of(copy)
            if (version == SCHEMA_VERSION and _TABLES <= tables
                    and copy.execute("PRAGMA quick_check").fetchone()[0] == "ok"):
                return copy
            copy.close()
        except sqlite3.Error:
            pass
        return None

    @property
    def saving(self) -> bool:
        """False when matches are not being saved to disk (see :attr:`issue`, :attr:`failing`)."""
        return self._on_disk and not self._write_failed

    @property
    def failing(self) -> bool:
        """True while the disk refuses writes: the last write did not reach the file."""
        return self._write_failed

    def take_notice(self) -> StorageIssue | None:
        """A repair made outside a move (a new match's start or the goodbye's check wrote the file
        again), once, to be said."""
        with self._lock:
            notice, self._notice = self._notice, None
            return notice

    # ------------------------------------------------------------------ the file under our feet

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return (info.st_dev, info.st_ino)

    def _file_size(self) -> int:
        try:
            return os.stat(self.path).st_size
        except OSError:
            return 0

    def _damaged_in_place(self) -> str | None:
        """Why the file this copy writes to is damaged where it is, else ``None``: cheap enough for every move.

        SQLite notices nothing of a file cut (``truncate``) or overwritten
        under it while every page it reads is in the WAL, and would throw that
        WAL away at the next start.  So each write first looks at the file
        itself: it shrank below a size seen before (a saves file never
        shrinks), or its 16-byte header is no longer SQLite's.  One read of 16
        bytes, nothing parsed.  A file deleted or replaced is not this: see
        :meth:`_file_is_ours`.
        """
        try:
            with open(self.path, "rb", buffering=0) as file:
                info = os.fstat(file.fileno())
                header = file.read(len(_SQLITE_HEADER))
        except OSError:
            return None
        if (info.st_dev, info.st_ino) != self._identity:
            return None
        if header != _SQLITE_HEADER:
            return f"header {header!r}"
        if info.st_size < self._size_seen:
            return f"cut to {info.st_size} bytes from {self._size_seen}"
        self._size_seen = info.st_size  # a checkpoint grew it
        return None

    def _repair_in_place(self, why: str, patience: float) -> StorageIssue | None:
        """The file was damaged where it is: keep it aside with its WAL (under one name, before SQLite can
        fold or drop that WAL), and write a new one from what the damaged one still holds and this copy's
        own records.  Returns the issue to say (``DAMAGED``, naming the file kept)."""
        try:
            kept = self._move_aside("corrupt", self._identity)
        except _Condition:
            kept = None  # cannot move it now (another copy repairs it): looked at again as any changed file
        if kept is None:
            return self._reattach(patience)
        salvaged = self._salvage(kept)
        if self._on_disk:
            self._leave_disk()  # the file moved: closing does not fold the WAL into it (SQLite checks)
        if salvaged is not None:
            # What the damaged files give (other matches, the statistics); this copy's matches are then
            # written into the new file whole from its own records (_merge).
            self._conn.close()
            self._conn = salvaged
        said = self._reattach(patience)
        if not self._on_disk:
            return said
        return StorageIssue(StorageProblem.DAMAGED, kept, why, path=self.path)

    def _look_at_file(self, patience: float = OPEN_PATIENCE) -> StorageIssue | None:
        """Before a write or a check: get back onto the file if it was deleted, replaced or refused, and
        write it again if it was damaged in place.  Returns the issue to say."""
        if not self._file_is_ours():
            return self._reattach(patience)
        why = self._damaged_in_place()
        if why is not None:
            return self._repair_in_place(why, patience)
        return None

    def _file_is_ours(self) -> bool:
        """True when the path still names the file this copy writes to (not deleted, not replaced)."""
        return self._on_disk and self._identity is not None and self._file_identity() == self._identity

    def _reattach(self, patience: float = OPEN_PATIENCE) -> StorageIssue | None:
        """Get back onto the file at the path: after a refusing disk, or a file deleted, replaced or damaged.

        What the old file held (other copies' matches, the statistics) goes
        into a new file if one must be made; this copy's matches are then
        written into whatever file is there (:meth:`_merge`).  Returns the
        issue to say; afterwards ``_on_disk`` says whether it worked.
        """
        if self._on_disk:
            self._leave_disk()
        content = self._conn
        try:
            said = self._attach(content, patience=patience)
        except _Condition as condition:
            self._why_not = (condition.detail, condition.kind)
            return condition.said
        content.close()
        self._write_failed = False  # the file took what this copy held (_merge): nothing is pending here
        return said

    def _merge(self, patience: float = OPEN_PATIENCE) -> None:
        """Write into the file what it lacks of this copy's matches, in one transaction.

        The file may be the same one after a refusing disk, or another copy's
        new one after a deletion: each of our matches gets its row if missing,
        then the actions after those the file holds, its rounds and its end.
        A match whose number the file gives to another match (one begun in
        memory), or whose moves there differ from ours, is written whole under
        a new number (:attr:`_renumbered`): nothing of the file is replaced.
        """
        if not self._rows:
            return
        conn = self._conn
        self._set_patience(patience)
        renumbered: dict[int, int] = {}
        given_up: list[int] = []
        conn.execute("BEGIN IMMEDIATE")
        try:
            for match_id, row in self._rows.items():
                log = self._logs.get(match_id, [])
                target: int | None = match_id
                found = conn.execute("SELECT created, meta FROM matches WHERE id = ?", (match_id,)).fetchone()
                stored: list[tuple[int, str]] = []
                if found is not None and tuple(found) == (row[1], row[4]):
                    stored = [tuple(entry) for entry in conn.execute(
                        "SELECT player, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,))]
                    if len(stored) > len(log) and stored[: len(log)] == log:
                        given_up.append(match_id)  # another copy took it up since and plays on: not ours now
                        continue
                    if stored != log[: len(stored)]:
                        target, stored = None, []
                elif found is not None:
                    target = None
                if target is None or found is None:
                    cursor = conn.execute(
                        "INSERT INTO matches (id, status, created, updated, codec, meta, preset, level, human_seat,"
                        " lowest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", (target, *row))
                    if target is None:
                        target = int(cursor.lastrowid or 0)
                        renumbered[match_id] = target
                conn.executemany(
                    "INSERT INTO actions (match_id, seq, player, action) VALUES (?, ?, ?, ?)",
                    [(target, seq, player, action) for seq, (player, action) in enumerate(log) if seq >= len(stored)])
                conn.executemany(
                    "INSERT OR IGNORE INTO rounds (match_id, seq, won, points, score) VALUES (?, ?, ?, ?, ?)",
                    [(target, seq, *values) for seq, values in self._rounds.get(match_id, {}).items()])
                final_score, won = self._finals.get(match_id, (None, None))
                if row[0] != MatchStatus.PLAYING.value:
                    conn.execute("UPDATE matches SET status = ?, updated = ?, final_score = COALESCE(?, final_score),"
                                 " won = COALESCE(?, won) WHERE id = ?", (row[0], row[2], final_score, won, target))
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        for match_id in given_up:
            self._forget(match_id)
        for old, new in renumbered.items():
            self._renumber(old, new)

    def _forget(self, match_id: int) -> None:
        """No longer this copy's match: its records are dropped (never written into a file again)."""
        for record in (self._rows, self._logs, self._rounds, self._finals):
            record.pop(match_id, None)

    def _renumber(self, old: int, new: int) -> None:
        records: tuple[dict[int, Any], ...] = (self._rows, self._logs, self._rounds, self._finals, self._next_seq)
        for record in records:
            if old in record:
                record[new] = record.pop(old)
        for first, then in list(self._renumbered.items()):
            if then == old:
                self._renumbered[first] = new
        self._renumbered[old] = new
        if self._locks is not None and self._locks.holds(old):
            self._locks.claim(new)
            self._locks.release(old)

    def _id(self, match_id: int) -> int:
        """The match's number in the file (a match begun in memory may have got a new one)."""
        return self._renumbered.get(match_id, match_id)

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

    def confirm(self, match_id: int, actions: int) -> bool:
        """True when the file at the path, read by a connection of its own, holds the match's first
        ``actions`` actions as this copy wrote them: the only "saved" the game says.

        A deleted, replaced or damaged file is written again first, and what
        the file lacks of ours is written into it (:meth:`_merge`); such a
        repair is said by :meth:`take_notice`.
        """
        with self._lock:
            match_id = self._id(match_id)
            if not self._file_is_ours() or self._damaged_in_place() is not None:
                notice = self._look_at_file()
                if notice is not None:
                    self._notice = notice
                if not self._on_disk:
                    # The file cannot be written (a full disk cannot even open it for reading in place),
                    # but it may hold every move already: read it apart and compare.
                    return self._read_back_apart(match_id, actions)
                match_id = self._id(match_id)
            if self._read_back(match_id, actions):
                return True
            # Not read back as written: the file is looked at afresh (kept aside only if damaged)
            # and what it lacks of ours written into it.
            notice = self._reattach()
            if notice is not None:
                self._notice = notice
            return self._on_disk and self._read_back(self._id(match_id), actions)

    def _read_back_apart(self, match_id: int, actions: int) -> bool:
        """:meth:`_read_back` for a file this store is not on: read afresh (:meth:`_snapshot`)."""
        expected = self._logs.get(match_id, [])[:actions]
        if len(expected) < actions or match_id in self._renumbered.values():
            return False
        copy = self._snapshot()
        try:
            rows = copy.execute(
                "SELECT player, action FROM actions WHERE match_id = ? AND seq < ? ORDER BY seq", (match_id, actions)
            ).fetchall()
            row = copy.execute("SELECT created, meta FROM matches WHERE id = ?", (match_id,)).fetchone()
        except sqlite3.Error:
            return False
        finally:
            copy.close()
        record = self._rows.get(match_id)
        same_match = row is not None and record is not None and tuple(row) == (record[1], record[4])
        return same_match and [tuple(entry) for entry in rows] == expected

    def _read_back(self, match_id: int, actions: int) -> bool:
        expected = self._logs.get(match_id, [])[:actions]
        if len(expected) < actions or not self._file_is_ours():
            return False
        try:
            other = sqlite3.connect(f"{Path(os.path.abspath(self.path)).as_uri()}?mode=ro", uri=True,
                                    timeout=OPEN_PATIENCE)
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

    def _failed(self, detail: str, kind: ErrorKind = ErrorKind.REFUSED) -> StorageIssue | None:
        """A write did not reach the disk: the problem to say when it starts, ``None`` while it lasts."""
        if self._write_failed:
            return None
        self._write_failed = True
        self._failed_kind = kind
        return self._refusal(detail, kind)

    def close(self) -> None:
        """Close the database (everything is already committed) and give back this copy's match locks."""
        with self._lock:
            self._conn.close()
            if self._locks is not None:
                self._locks.release_all()

    # ------------------------------------------------------------------ two copies of the game

    def claim(self, match_id: int) -> bool:
        """Lock ``match_id`` for this copy; False if another running copy of the game holds it."""
        return self._locks is None or self._locks.claim(self._id(match_id))

    def release(self, match_id: int) -> None:
        """Give back this copy's lock on ``match_id`` (another copy may then resume it).

        A match still playing is then no longer this copy's to write: its
        records go (one finished or put away keeps them, so that a refusing
        disk still gets its end).
        """
        match_id = self._id(match_id)
        row = self._rows.get(match_id)
        if row is not None and row[0] == MatchStatus.PLAYING.value:
            self._forget(match_id)
        if self._locks is not None:
            self._locks.release(match_id)

    def __enter__(self) -> SaveStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ writing

    def _write(self, statements: Callable[[sqlite3.Connection], Any], *,
               patience: float = WRITE_PATIENCE) -> StorageIssue | None:
        """Run ``statements`` in one transaction; afterwards :attr:`failing` says whether it reached the disk.

        Off the file (a refusing disk), or the file deleted or replaced under
        the game, the store goes back to the path first (:meth:`_reattach`);
        a file damaged in place (cut, its header overwritten: :meth:`_damaged_in_place`)
        is kept aside and written again first (:meth:`_repair_in_place`); a
        write that finds the file damaged is retried once on a file written
        again.  Another writer is waited for ``patience`` seconds.  Returns
        the problem to say: a file written again, or the first of a run of
        failed writes.
        """
        with self._lock:
            if self._write_failed and self._failed_kind is ErrorKind.BUSY and patience <= WRITE_PATIENCE:
                patience = BUSY_RETRY_PATIENCE  # waited once already: the moves go on, written once it is free
            said: StorageIssue | None = self._look_at_file(patience)  # deleted, replaced, refused, or damaged in place
            if not self._on_disk:
                return self._failed(*self._why_not) or said
            for attempt in (1, 2):
                try:
                    self._set_patience(patience)
                    self._transaction(statements)
                except (sqlite3.Error, OSError) as error:
                    kind = error_kind(error)
                    if attempt == 1 and kind in (ErrorKind.DAMAGED, ErrorKind.MOVED):
                        # Damaged: kept aside with its WAL before the connection is closed (closing would
                        # fold that WAL into the damaged file, or drop it).
                        said = (self._repair_in_place(repr(error), patience) if kind is ErrorKind.DAMAGED
                                else self._reattach(patience)) or said
                        if self._on_disk:
                            continue
                        return self._failed(*self._why_not) or said
                    return self._failed(_describe(error, self.path.parent), kind) or said
                break
            self._write_failed = False
            return said

    def _set_patience(self, seconds: float) -> None:
        if seconds != self._patience and self._on_disk:
            self._conn.execute(f"PRAGMA busy_timeout = {int(seconds * 1000)}")
            self._patience = seconds

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

            was_failing = self._write_failed
            said = self._write(insert, patience=START_PATIENCE)
            if said is not None and said.problem in (StorageProblem.REWRITTEN, StorageProblem.DAMAGED):
                self._notice = said  # the file was written again: said with the first move
            if self._write_failed or not holder:
                for match_id in holder:
                    self.release(match_id)
                holder.clear()
                # The file refuses (full, busy...): the match is begun in memory and written, moves and
                # all, as soon as the file accepts (:meth:`_merge`).  The first move says the refusal.
                if self._on_disk:
                    self._leave_disk()
                    self._why_not = ("cannot start a match in the saves file", ErrorKind.REFUSED)
                insert(self._conn)
                self._write_failed = was_failing
            match_id = holder[-1]
            self._next_seq[match_id] = 0
            self._rows[match_id] = row
            self._logs[match_id] = []
            self._rounds[match_id] = {}
            return match_id

    def append(
        self, match_id: int, player: int, action: Action, events: Iterable[Event] = (), *,
        patience: float = WRITE_PATIENCE,
    ) -> StorageIssue | None:
        """Save one action the engine accepted, with the events it caused.

        Another program's write is waited for ``patience`` seconds (longer at
        goodbye: :data:`OPEN_PATIENCE`).

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
            seq = self._seq(self._id(match_id))
            human = self._human_seat(self._id(match_id)) if (round_ended or match_ended) else None
            now = _now()
            rounds = [] if human is None else [
                (int(ended.winner == human), ended.round_points[human], ended.scores[human]) for ended in round_ended]
            final = None if human is None or not match_ended else (
                match_ended[-1].scores[human], int(human in match_ended[-1].winners))

            def write(conn: sqlite3.Connection) -> None:
                stored_id = self._id(match_id)  # read here: going back to the file may renumber a match
                conn.execute(
                    "INSERT INTO actions (match_id, seq, player, action) VALUES (?, ?, ?, ?)",
                    (stored_id, seq, player, encoded),
                )
                for values in rounds:
                    conn.execute(
                        "INSERT OR REPLACE INTO rounds (match_id, seq, won, points, score) VALUES (?, ?, ?, ?, ?)",
                        (stored_id, seq, *values),
                    )
                if final is not None:
                    conn.execute(
                        "UPDATE matches SET status = ?, final_score = ?, won = ?, updated = ? WHERE id = ?",
                        (MatchStatus.FINISHED.value, *final, now, stored_id),
                    )
                elif match_ended:
                    conn.execute(
                        "UPDATE matches SET status = ?, updated = ? WHERE id = ?",
                        (MatchStatus.FINISHED.value, now, stored_id),
                    )

            issue = self._write(write, patience=patience)
            if self._write_failed:
                return issue  # not on disk: the same place is written when the disk accepts again
            stored_id = self._id(match_id)
            self._next_seq[stored_id] = seq + 1
            self._logs.setdefault(stored_id, []).append((player, encoded))
            for values in rounds:
                self._rounds.setdefault(stored_id, {})[seq] = values
            if final is not None:
                self._finals[stored_id] = final
            if match_ended:
                self._note_status(stored_id, MatchStatus.FINISHED, now)
                self.release(stored_id)  # over: nothing left to resume
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
        row = self._rows.get(match_id)
        if row is not None:
            return None if row[7] is None else int(row[7])
        try:
            row = self._conn.execute("SELECT human_seat FROM matches WHERE id = ?", (match_id,)).fetchone()
        except sqlite3.Error:
            return None
        return None if row is None or row[0] is None else int(row[0])

    def _set_status(self, match_id: int, status: MatchStatus) -> StorageIssue | None:
        now = _now()
        with self._lock:
            issue = self._write(
                lambda conn: conn.execute(
                    "UPDATE matches SET status = ?, updated = ? WHERE id = ?", (status.value, now, self._id(match_id))
                )
            )
            # Kept in this copy's records too: a refusing disk gets the status with the match's moves.
            self._note_status(self._id(match_id), status, now)
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
            match_id = self._id(match_id)
            kept: Path | None = None
            if self._on_disk:
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
            match_id = self._id(match_id)
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
        """Keep this copy's record of a match it plays, to write it into any file (see :meth:`_merge`)."""
        try:
            row = self._conn.execute(
                "SELECT status, created, updated, codec, meta, preset, level, human_seat, lowest_wins,"
                " final_score, won FROM matches WHERE id = ?", (match_id,)
            ).fetchone()
            actions = self._conn.execute(
                "SELECT player, action FROM actions WHERE match_id = ? ORDER BY seq", (match_id,)
            ).fetchall()
            rounds = self._conn.execute(
                "SELECT seq, won, points, score FROM rounds WHERE match_id = ?", (match_id,)
            ).fetchall()
        except sqlite3.Error:
            return
        if row is not None:
            self._rows[match_id] = tuple(row[:9])
            self._finals[match_id] = (row[9], row[10])
            self._logs[match_id] = [tuple(action) for action in actions]
            self._rounds[match_id] = {int(seq): (won, points, score) for seq, won, points, score in rounds}

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
