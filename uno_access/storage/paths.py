"""Where the game keeps its files: the user's data and config folders.

``platformdirs`` gives the usual places (``~/.local/share/uno-access`` and
``~/.config/uno-access`` on Linux, ``%LOCALAPPDATA%`` on Windows,
``~/Library/Application Support`` on macOS).  The environment variable
``UNO_ACCESS_HOME`` replaces both with one folder: tests always set it to a
temporary folder so they never touch the real home, and a player can keep the
game on a USB stick.

Nothing is created here until it is needed (:func:`ensure_dir`).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

#: The application name used for the folders.
APP_NAME = "uno-access"
#: One folder for everything, overriding the platform's folders.
HOME_ENV = "UNO_ACCESS_HOME"
#: The SQLite database of saved matches and statistics.
SAVES_FILE = "saves.db"
#: The plain-text settings file.
SETTINGS_FILE = "settings.toml"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """The folder of the saves database (``UNO_ACCESS_HOME`` if set)."""
    return _home_override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The folder of the settings file (``UNO_ACCESS_HOME`` if set)."""
    return _home_override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_path() -> Path:
    """The saves database: ``<data dir>/saves.db``."""
    return data_dir() / SAVES_FILE


def settings_path() -> Path:
    """The settings file: ``<config dir>/settings.toml``."""
    return config_dir() / SETTINGS_FILE


def ensure_dir(path: Path) -> None:
    """Create ``path`` (a folder) and its parents if missing; private to the user."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)


def aside_path(path: Path, tag: str, when: str) -> Path:
    """A free name next to ``path`` for keeping a bad file aside: ``saves.db.corrupt-20261122-170501``.

    ``when`` is a timestamp such as ``20261122-170501``; ``-1``, ``-2``… are
    added if that name is taken, so nothing already kept aside is overwritten.
    """
    base = path.with_name(f"{path.name}.{tag}-{when}")
    candidate = base
    number = 0
    while candidate.exists() or Path(f"{candidate}-wal").exists():
        number += 1
        candidate = base.with_name(f"{base.name}-{number}")
    return candidate
