"""The settings as the console uses them: defaults at start, the ``options`` menu, ``stats``.

- :class:`StoredSettings` reads the settings file at start (each problem is
  one localized line), gives the console its defaults (flags still win, see
  :meth:`StoredSettings.apply`) and writes back what the player changed
  during the match (:meth:`StoredSettings.remember`).
- the in-game ``options`` menu is the console's
  (:mod:`uno_access.console.settings_menu`), over this API.
- :func:`stats_command` reads the statistics aloud.

The console objects (``MatchOptions``, ``ConsoleOptions``) are used by their
attribute names only, so this module imports nothing from the console.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .paths import settings_path
from .settings import SPECS, SettingKind, SettingProblem, Settings, SettingsFile, SettingValueError
from .stats import read_stats, stats_lines

Translate = Callable[..., str]

#: Settings that change the table: they apply to the next match.
TABLE_SETTINGS = ("rules", "house_rules", "target_score", "bots", "bot_level")


class StoredSettings:
    """The settings file of this run: loaded once, written when the player changes something."""

    def __init__(self, path: Any = None) -> None:
        self.file = SettingsFile(path or settings_path())
        self.settings, self.problems = self.file.load()
        #: The console's values at start (flags included): only what differs at the end was changed in game.
        self._baseline: dict[str, Any] = {key: getattr(self.settings, key) for key in _LIVE_KEYS}
        #: Table settings changed in the menu during this run: "play again" starts a match with them.
        self.changed_for_next_match: set[str] = set()

    def problem_lines(self, t: Translate) -> list[str]:
        """One localized line per problem found in the file."""
        return [t(problem.message_id, **problem.message_args(t)) for problem in self.problems]

    @property
    def language(self) -> str | None:
        """The language chosen in the file, or ``None`` for ``auto``."""
        return None if self.settings.language == "auto" else self.settings.language

    def apply(self, match: Any, console: Any, given: set[str]) -> tuple[Any, Any]:
        """The console's options with the stored settings as defaults; ``given`` names the flags given.

        Flag names: ``bots``, ``level``, ``rules``, ``house``, ``target``,
        ``speech``, ``verbosity``, ``pace`` (the language is handled by the caller).
        """
        match = self.match_defaults(match, given)
        s = self.settings
        if "speech" not in given:
            console.speech = s.speech
        if "sounds" not in given and hasattr(console, "sounds"):
            console.sounds = s.sounds
        if "sound_volume" not in given and hasattr(console, "sound_volume"):
            console.sound_volume = s.sound_volume
        if "verbosity" not in given:
            console.verbosity = type(console.verbosity)(s.verbosity)
        if "pace" not in given:
            console.pace = s.bot_pacing
        try:
            console.order = type(console.order)(s.hand_order)
        except (AttributeError, ValueError):
            pass
        if hasattr(console, "auto_accept"):
            console.auto_accept = s.auto_accept == "on"
        self._baseline = _live(console, self.settings)
        return match, console

    def match_defaults(self, match: Any, given: set[str]) -> Any:
        """``match`` with the stored table settings where no flag in ``given`` chose them."""
        s = self.settings
        changes: dict[str, Any] = {}
        fields = {field.name: field for field in dataclasses.fields(match)}
        if "bots" not in given and "bots" in fields:
            changes["bots"] = s.bots
        if "level" not in given and "level" in fields:
            level_type = type(match.level)
            try:
                changes["level"] = level_type(s.bot_level)
            except ValueError:
                pass
        if "rules" not in given and "rules" in fields:
            changes["rules"] = s.rules
        if "house" not in given and "house" in fields and s.house_rules:
            changes["house"] = tuple(name for name in s.house_rules.split(",") if name)
        if "target" not in given and "target" in fields and s.target_score:
            changes["target"] = s.target_score
        return dataclasses.replace(match, **changes)

    def next_match(self, match: Any) -> Any:
        """``match`` with the table settings changed in the menu during this run (the next match's)."""
        changed = {flag for flag, key in (("bots", "bots"), ("level", "bot_level"), ("rules", "rules"),
                                          ("house", "house_rules"), ("target", "target_score"))
                   if key in self.changed_for_next_match}
        return self.match_defaults(match, {"bots", "level", "rules", "house", "target"} - changed)

    def note_live(self, key: str, value: Any) -> None:
        """A change already saved (by the menu): not to be saved again at the end."""
        if key in self._baseline:
            self._baseline[key] = value

    def save(self, settings: Settings, t: Translate) -> list[str]:
        """Write ``settings``; the lines to say (an old faulty file kept aside, or a write failure)."""
        kept, problem = self.file.save(settings, t)
        self.settings = settings
        lines = []
        if kept is not None:
            lines.append(t("storage-settings-file-kept-aside", file=str(kept)))
        if problem is not None:
            lines.append(t(problem.message_id, **problem.message_args(t)))
        return lines

    def remember(self, console: Any, t: Translate) -> list[str]:
        """Save what the player changed with the console's own commands (verbosity, pace…).

        Values given by flags are not saved: only what differs from the start.
        """
        live = _live(console, self.settings)
        changes = {key: value for key, value in live.items() if self._baseline.get(key) != value}
        if not changes:
            return []
        try:
            updated = self.settings.replace(**changes)
        except SettingValueError:
            return []
        self._baseline.update(changes)
        return self.save(updated, t)


#: Settings the console can change during a match with its own commands.
_LIVE_KEYS = ("speech", "sounds", "verbosity", "bot_pacing", "hand_order")


def _live(console: Any, settings: Settings) -> dict[str, Any]:
    """The console's current values of :data:`_LIVE_KEYS`."""
    return {
        "speech": getattr(console, "speech", settings.speech),
        "sounds": getattr(console, "sounds", settings.sounds),
        "verbosity": getattr(getattr(console, "verbosity", None), "value", settings.verbosity),
        "bot_pacing": float(getattr(console, "pace", settings.bot_pacing)),
        "hand_order": getattr(getattr(console, "order", None), "value", settings.hand_order),
    }


def shown_value(key: str, value: Any, t: Translate) -> str:
    spec = SPECS[key]
    if spec.kind is SettingKind.CHOICE:
        return spec.value_label(str(value), t)
    if spec.kind is SettingKind.NAMES:
        names = [name for name in str(value).split(",") if name]
        if not names:
            return spec.value_label("none", t) if t(spec.value_label_id("none")) != spec.value_label_id("none") else "-"
        return ", ".join(spec.value_label(name, t) for name in names)
    if key == "voice" and not value:
        return t("storage-setting-value-voice-default")
    if key == "target_score" and not value:
        return t("storage-setting-value-target-score-default")
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def current_settings(stored: StoredSettings, session: Any) -> Settings:
    """The stored settings with the live values of the running session."""
    o = session.options
    live = {
        "language": stored.settings.language if stored.language in (None, o.lang) else o.lang,
        "speech": o.speech,
        "sounds": getattr(o, "sounds", stored.settings.sounds),
        "verbosity": o.verbosity.value,
        "bot_pacing": float(o.pace),
        "hand_order": o.order.value,
    }
    if hasattr(o, "auto_accept"):
        live["auto_accept"] = "on" if o.auto_accept else "off"
    # The voice as heard in this run (--rate, --volume, --voice win over the file for the run).
    for key in ("rate", "volume", "voice", "sound_volume"):
        if getattr(o, key, None) is not None:
            live[key] = getattr(o, key)
    try:
        return stored.settings.replace(**live)
    except SettingValueError:
        return stored.settings


def voice_options(settings: Settings) -> dict[str, Any]:
    """The speaker's voice options from the settings (``set_voice_options(**…)``)."""
    return {"rate": settings.rate, "volume": settings.volume / 100, "voice": settings.voice}


def stats_command(session: Any, store: Any) -> None:
    """``stats``: the statistics, one fact per line."""
    session.say(*stats_lines(read_stats(store), session.t))


__all__ = [
    "StoredSettings",
    "TABLE_SETTINGS",
    "current_settings",
    "shown_value",
    "stats_command",
    "voice_options",
    "SettingProblem",
]
