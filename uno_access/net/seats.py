"""The seats this computer holds at shared tables: a console started again (after a crash, a kill, a closed
terminal) comes back to its seat, and hears only what it missed.

One small JSON file next to the saves (``net-seats.json``): for each table code, the seat's secret token and
the number of the last news heard.  It holds no card and no hand.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..storage.paths import data_dir, ensure_dir

FILE = "net-seats.json"
#: Seats kept (the oldest are forgotten).
KEPT = 20


def _path() -> Path:
    return data_dir() / FILE


def recall(code: str) -> tuple[str, int] | None:
    """The token and last news number of this computer's seat at table ``code``, if it has one."""
    entry = _read().get(code)
    if not isinstance(entry, dict):
        return None
    token, last = entry.get("token"), entry.get("last_seq")
    if isinstance(token, str) and isinstance(last, int) and not isinstance(last, bool) and last >= 0:
        return token, last
    return None


def held() -> frozenset[str]:
    """The codes of the tables this computer holds a seat at (``join ADDRESS`` marks them in the list)."""
    return frozenset(code for code in _read() if recall(code) is not None)


def remember(code: str, token: str, last_seq: int) -> None:
    """Keep the seat at ``code`` (written at once: the program may be killed at any moment)."""
    seats = _read()
    seats.pop(code, None)
    seats[code] = {"token": token, "last_seq": last_seq}
    while len(seats) > KEPT:
        seats.pop(next(iter(seats)))
    _write(seats)


def forget(code: str) -> None:
    seats = _read()
    if seats.pop(code, None) is not None:
        _write(seats)


def mark_left(code: str) -> None:
    """The seat at ``code`` was left during its match: no seat to come back to, but the next ``join`` of that
    code is told so (the server answers ``no-table`` to a started table, which read "No table has this code":
    untrue, the table plays on)."""
    seats = _read()
    seats.pop(code, None)
    seats[code] = {"left": True}
    while len(seats) > KEPT:
        seats.pop(next(iter(seats)))
    _write(seats)


def was_left(code: str) -> bool:
    """Whether this computer's player left the match at table ``code`` (:func:`mark_left`)."""
    entry = _read().get(code)
    return isinstance(entry, dict) and entry.get("left") is True


def _read() -> dict[str, Any]:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(seats: dict[str, Any]) -> None:
    path = _path()
    try:
        ensure_dir(path.parent)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(seats), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass  # only a convenience: the seat can still be played while the program runs
