"""One running copy of the game per saved match: an OS lock on a small file next to the database.

Two copies of the game started at once share one saves database.  Each
match a copy plays (or offers to resume) is locked by that copy: the file
``saves.db.match-17.lock`` beside the database, locked with ``fcntl.flock``
on POSIX and ``msvcrt.locking`` on Windows.  The kernel drops such a lock
when the process ends in any way — ``kill -9``, a crash, a power cut — so a
lock never outlives its copy: a lock file left behind by a killed copy is
simply free to take (the resume of its match takes it again).  At start the
game removes those of matches no longer to resume (:meth:`MatchLocks.remove_stale`),
so they do not pile up.  (A PID file alone
could not tell a live copy from a dead one whose number was reused.)

The file is removed by its holder when the match is over or put away, and
whoever takes a lock checks that the file it locked is still the one at that
path, so a copy never believes it holds a lock on a file just removed.

When no lock file can be made (a read-only folder), locking is simply off:
the game plays as if it were the only copy.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - written for Windows, tested on POSIX only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        """Lock the file's first byte without waiting; False if another process holds it."""
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Lock the whole file without waiting; False if another open file holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


#: How often to start again when the file was removed between opening and locking it.
_ATTEMPTS = 5


def lock_path(database: Path, match_id: int) -> Path:
    """The lock file of a match: ``saves.db.match-17.lock`` beside ``saves.db``."""
    return database.with_name(f"{database.name}.match-{match_id}.lock")


def acquire(path: Path) -> int | None:
    """Lock ``path`` (created if missing) and return its descriptor; ``None`` if another copy holds it.

    Raises :class:`OSError` when the file cannot be made or opened at all.
    """
    for _ in range(_ATTEMPTS):
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return None
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(path))
            except FileNotFoundError:
                same = False
        except BaseException:
            os.close(fd)
            raise
        if same:
            return fd
        # Its holder removed it after we opened it: the lock we hold is on a file nobody sees.
        _unlock(fd)
        os.close(fd)
    return None


def release(fd: int, path: Path, *, remove: bool) -> None:
    """Give the lock back; ``remove`` deletes the file first, while it is still held."""
    if remove and sys.platform != "win32":
        try:
            path.unlink()
        except OSError:
            pass
    _unlock(fd)
    try:
        os.close(fd)
    except OSError:
        pass
    if remove and sys.platform == "win32":  # pragma: no cover - an open file cannot be removed there
        try:
            path.unlink()
        except OSError:
            pass


class MatchLocks:
    """The match locks of one saves database that this process holds."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self._held: dict[int, int] = {}

    def claim(self, match_id: int) -> bool:
        """Take the match's lock (kept until :meth:`release`); False if another running copy holds it.

        True as well when no lock can be made at all: the game then plays as
        the only copy, as it did before there were locks.
        """
        if match_id in self._held:
            return True
        try:
            fd = acquire(lock_path(self.database, match_id))
        except OSError:
            return True
        if fd is None:
            return False
        self._held[match_id] = fd
        return True

    def holds(self, match_id: int) -> bool:
        """Whether this process holds the match's lock."""
        return match_id in self._held

    def release(self, match_id: int, *, remove: bool = True) -> None:
        """Give the match's lock back (and remove its file) if this process holds it."""
        fd = self._held.pop(match_id, None)
        if fd is not None:
            release(fd, lock_path(self.database, match_id), remove=remove)

    def remove_stale(self, keep: Iterable[int], *, upto: int | None = None) -> list[int]:
        """Remove the lock files nobody holds (left by a copy killed with ``kill -9``), but those of
        ``keep`` (the unfinished matches, whose file the resume takes again) and of numbers above
        ``upto``; the removed matches' ids.

        Harmless as they are (a lock file nobody holds is free to take), they
        would pile up.  Each is removed only while this process holds its lock,
        so a copy holding one, or taking it meanwhile, keeps it (:func:`acquire`
        checks it locked the file still at the path).
        """
        kept = set(keep) | set(self._held)
        prefix = f"{self.database.name}.match-"
        removed: list[int] = []
        try:
            names = os.listdir(self.database.parent)
        except OSError:
            return removed
        for name in names:
            number = name[len(prefix) : -len(".lock")] if name.startswith(prefix) and name.endswith(".lock") else ""
            if not number.isdigit() or int(number) in kept or (upto is not None and int(number) > upto):
                continue
            path = lock_path(self.database, int(number))
            try:
                fd = acquire(path)
            except OSError:
                continue
            if fd is not None:
                release(fd, path, remove=True)
                removed.append(int(number))
        return removed

    def release_all(self) -> None:
        """Give every lock back (the saves are closed)."""
        for match_id in list(self._held):
            self.release(match_id)


def held(path: Path, patience: float) -> contextlib.AbstractContextManager[bool]:
    """Hold the lock file ``path`` for a ``with`` block, waiting up to ``patience`` seconds for it.

    The block gets True when the lock is held, or when no lock file can be
    made at all (a read-only folder: the game then acts as the only copy);
    False when another running copy kept it the whole time.
    """
    return _Held(path, patience)


class _Held:
    def __init__(self, path: Path, patience: float) -> None:
        self.path = path
        self.patience = patience
        self.fd: int | None = None

    def __enter__(self) -> bool:
        deadline = time.monotonic() + self.patience
        while True:
            try:
                self.fd = acquire(self.path)
            except OSError:
                return True
            if self.fd is not None:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            release(self.fd, self.path, remove=True)
            self.fd = None
