"""What a damaged saves file still holds: its WAL replayed by hand, then read table by table.

A saves file is in WAL mode: every committed move is first appended to
``saves.db-wal`` and reaches ``saves.db`` only at a checkpoint.  So when the
main file is damaged where it is (truncated to nothing, its first page
overwritten), the latest moves are only in the WAL — and SQLite throws away a
WAL whose database file is empty, or cannot open it at all when the first
page is not SQLite's.  SQLite is therefore never asked to open such a pair:
:func:`wal_image` rebuilds the database from the bytes (the main file's pages,
then every frame of the WAL up to its last valid commit, as SQLite itself
replays it: salts and running checksums checked), and :func:`read_tables`
copies whatever rows of that image can still be read.

Nothing here writes beside the damaged files: the image is built in memory
and opened from a temporary folder.
"""

from __future__ import annotations

import sqlite3
import struct
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

#: WAL header magic numbers: the low bit says the checksums are computed on big-endian words.
_WAL_MAGIC = (0x377F0682, 0x377F0683)
_WAL_HEADER = 32
_FRAME_HEADER = 24
_SQLITE_HEADER = b"SQLite format 3\x00"
#: Never read more than this of a file into memory (a saves file is a few hundred KiB).
MAX_BYTES = 256 * 1024 * 1024


def _checksum(data: bytes, s0: int, s1: int, big_endian: bool) -> tuple[int, int]:
    """SQLite's WAL checksum (https://sqlite.org/fileformat2.html#walformat), continued from ``s0, s1``."""
    words = struct.unpack(f"{'>' if big_endian else '<'}{len(data) // 4}I", data)
    for index in range(0, len(words), 2):
        s0 = (s0 + words[index] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[index + 1] + s0) & 0xFFFFFFFF
    return s0, s1


def wal_page_size(wal: bytes) -> int:
    """The page size a WAL's header gives (0 when it is not a WAL)."""
    if len(wal) < _WAL_HEADER:
        return 0
    magic, _version, page_size = struct.unpack(">3I", wal[:12])
    if magic not in _WAL_MAGIC or page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return 0
    return int(page_size)


def wal_image(main: bytes, wal: bytes, template: bytes = b"") -> bytes | None:
    """The database that ``main`` and its WAL make once every committed frame is applied.

    Pages the WAL does not hold come from ``main``.  Where ``main`` gives
    nothing usable (too short, or a first page that is not SQLite's), the
    page of ``template`` is taken: a new empty saves database of the same
    page size, whose first page (the schema) and empty tables are what a
    saves file starts with — in WAL mode SQLite rarely writes page 1 again,
    so after ``truncate -s0`` the WAL alone lacks it.  ``None`` when the WAL
    holds no valid commit.  The image says "rollback journal" in its header,
    so SQLite opens it alone.

    >>> wal_image(b"", b"not a wal") is None
    True
    """
    if not wal_page_size(wal):
        return None
    magic, _version, page_size, _sequence, salt1, salt2, check1, check2 = struct.unpack(">8I", wal[:_WAL_HEADER])
    big_endian = bool(magic & 1)
    s0, s1 = _checksum(wal[:24], 0, 0, big_endian)
    if (s0, s1) != (check1, check2):
        return None
    pending: dict[int, bytes] = {}
    committed: dict[int, bytes] = {}
    pages = 0
    offset = _WAL_HEADER
    while offset + _FRAME_HEADER + page_size <= len(wal):
        number, size_after, frame_salt1, frame_salt2, frame1, frame2 = struct.unpack(
            ">6I", wal[offset : offset + _FRAME_HEADER])
        if (frame_salt1, frame_salt2) != (salt1, salt2) or number == 0:
            break  # a frame of an older generation of the WAL: the valid ones end here
        page = wal[offset + _FRAME_HEADER : offset + _FRAME_HEADER + page_size]
        s0, s1 = _checksum(wal[offset : offset + 8], s0, s1, big_endian)
        s0, s1 = _checksum(page, s0, s1, big_endian)
        if (s0, s1) != (frame1, frame2):
            break  # torn or foreign: SQLite stops here too
        pending[number] = page
        if size_after:
            committed.update(pending)
            pending.clear()
            pages = size_after
        offset += _FRAME_HEADER + page_size
    if not pages:
        return None
    image = bytearray()
    patched = False
    for number in range(1, pages + 1):
        from_wal = committed.get(number)
        if from_wal is not None:
            page = from_wal
        else:
            page = main[(number - 1) * page_size : number * page_size]
            fallback = template[(number - 1) * page_size : number * page_size]
            usable = len(page) == page_size and (number != 1 or page[:16] == _SQLITE_HEADER)
            if not usable and len(fallback) == page_size:
                page, patched = fallback, patched or number == 1
            page = page.ljust(page_size, b"\0")
        image += page
    if patched:
        image[28:32] = struct.pack(">I", pages)  # the template's own size would hide the other pages
    if image[:16] == _SQLITE_HEADER:
        image[18:20] = b"\x01\x01"  # rollback journal: no WAL to look for beside the image
    return bytes(image)


def read_file(path: Path) -> bytes:
    """The bytes of ``path`` (empty if missing; at most :data:`MAX_BYTES`)."""
    try:
        with open(path, "rb") as file:
            return file.read(MAX_BYTES)
    except OSError:
        return b""


def open_image(image: bytes, folder: Path) -> sqlite3.Connection:
    """``image`` written to ``folder`` (a temporary one) and opened: a copy, so nothing kept aside changes."""
    target = folder / "image.db"
    target.write_bytes(image)
    return sqlite3.connect(target, isolation_level=None)


def read_tables(source: sqlite3.Connection, target: sqlite3.Connection, tables: Iterable[str]) -> dict[str, int]:
    """Copy into ``target`` every row of ``tables`` that ``source`` can still read; rows counted per table.

    A table whose pages are damaged gives the rows read before the damage
    (``INSERT OR IGNORE``: rows ``target`` has already are kept as they are).
    """
    counts: dict[str, int] = {}
    for table in tables:
        counts[table] = 0
        try:
            columns = [row[1] for row in target.execute(f"PRAGMA table_info({table})")]
            names = ", ".join(columns)
            marks = ", ".join("?" for _ in columns)
            cursor = source.execute(f"SELECT {names} FROM {table}")
            for row in cursor:
                try:
                    target.execute(f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})", row)
                except sqlite3.Error:
                    continue
                counts[table] += 1
        except sqlite3.Error:
            continue  # the rest of this table is unreadable: what was read stays
    return counts


def salvage_into(main: Path, wal: Path, target: sqlite3.Connection, tables: Iterable[str],
                 schema_version: int, template: Callable[[int], bytes] | None = None) -> dict[str, int] | None:
    """Copy into ``target`` what the damaged ``main`` and its ``wal`` still hold; ``None`` if nothing can be read.

    The WAL is replayed by :func:`wal_image` (SQLite is never given the
    damaged pair); without a usable WAL, the main file alone is read.  A file
    of another schema version gives nothing.  ``template(page_size)`` gives
    a new empty saves database (see :func:`wal_image`).
    """
    main_bytes = read_file(main)
    wal_bytes = read_file(wal)
    size = wal_page_size(wal_bytes)
    image = wal_image(main_bytes, wal_bytes, template(size) if template and size else b"") or main_bytes
    if image[:16] != _SQLITE_HEADER:
        return None
    with tempfile.TemporaryDirectory(prefix="uno-access-salvage-") as folder:
        try:
            source = open_image(image, Path(folder))
        except (OSError, sqlite3.Error):
            return None
        try:
            try:
                version = int(source.execute("PRAGMA user_version").fetchone()[0])
            except sqlite3.Error:
                return None
            if version != schema_version:
                return None
            target.execute("BEGIN")
            try:
                counts = read_tables(source, target, tables)
                target.execute("COMMIT")
            except BaseException:
                if target.in_transaction:
                    target.execute("ROLLBACK")
                raise
            return counts
        finally:
            source.close()
