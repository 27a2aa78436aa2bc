"""Nothing lost: autosave and resume, settings and statistics.

- :mod:`.paths` — the data and config folders (``UNO_ACCESS_HOME`` overrides both).
- :mod:`.saves` — :class:`SaveStore`: every match in SQLite as seed + rules +
  seats + action log, appended after every action; bad files set aside
  (only those SQLite's result code calls damaged: :func:`~.saves.error_kind`).
- :mod:`.locks` — one running copy per match: OS locks (``flock``) on files
  beside the database, dropped by the kernel when a copy dies.
- :mod:`.codec` — the versioned JSON encoding of engine actions and rule sets.
- :mod:`.settings` — :class:`Settings` and its plain-text file.
- :mod:`.stats` — rounds and matches played and won, best and average scores.
- :mod:`.autosave` — the console's side: :func:`~.autosave.begin_match` (resume
  offer, ``--resume``, a new match saved), the ``on_apply`` recorder, debug
  snapshots (``UNO_ACCESS_DEBUG_STATE``).
- :mod:`.menu` — the settings file as the console's defaults, the ``options``
  menu, the ``stats`` command.

Player-facing words live in ``locales/*/storage.ftl`` (ids ``storage-…``).
"""

from .codec import CODEC_VERSION, CodecError, decode_action, encode_action
from .paths import HOME_ENV, config_dir, data_dir, saves_path, settings_path
from .saves import (
    SCHEMA_VERSION,
    ErrorKind,
    MatchMeta,
    MatchStatus,
    SavedMatch,
    SaveStore,
    Seat,
    StorageError,
    StorageIssue,
    StorageProblem,
    error_kind,
)
from .settings import (
    BOT_LEVELS,
    SPECS,
    SettingIssue,
    SettingKind,
    SettingProblem,
    Settings,
    SettingsFile,
    SettingSpec,
    SettingValueError,
    parse_setting,
)
from .stats import GroupStats, StatsReport, read_stats, stats_lines

__all__ = [
    "BOT_LEVELS",
    "CODEC_VERSION",
    "HOME_ENV",
    "SCHEMA_VERSION",
    "SPECS",
    "CodecError",
    "ErrorKind",
    "GroupStats",
    "MatchMeta",
    "MatchStatus",
    "SaveStore",
    "SavedMatch",
    "Seat",
    "SettingIssue",
    "SettingKind",
    "SettingProblem",
    "SettingSpec",
    "SettingValueError",
    "Settings",
    "SettingsFile",
    "StatsReport",
    "StorageError",
    "StorageIssue",
    "StorageProblem",
    "config_dir",
    "data_dir",
    "decode_action",
    "encode_action",
    "error_kind",
    "parse_setting",
    "read_stats",
    "saves_path",
    "settings_path",
    "stats_lines",
]
