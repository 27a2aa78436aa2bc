"""The settings as the console uses them: defaults at start, the ``options`` menu, ``stats``.

- :class:`StoredSettings` reads the settings file at start (each problem is
  one localized line), gives the console its defaults (flags still win, see
  :meth:`StoredSettings.apply`) and writes back what the player changed
  during the match (:meth:`StoredSettings.remember`).
- :func:`settings_menu` is the in-game ``options``/``settings`` menu: a
  numbered list read aloud, a number to pick a setting, its value typed (or
  its localized name), every refusal saying what is allowed; a change applies
  at once when it can (voice, verbosity, pacing, hand order, language) and is
  saved to the file; table settings (rules, bots…) apply to the next match.
- :func:`stats_command` reads the statistics aloud.

The console objects (``Session``, ``MatchOptions``, ``ConsoleOptions``) are
used by their attribute names only, so this module imports nothing from the
console.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .paths import settings_path
from .settings import SPECS, SettingKind, SettingProblem, Settings, SettingsFile, SettingValueError, parse_setting
from .stats import read_stats, stats_lines
from ..typed import shown, whole_number

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
        match = dataclasses.replace(match, **changes)
        if "speech" not in given:
            console.speech = s.speech
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
_LIVE_KEYS = ("speech", "verbosity", "bot_pacing", "hand_order")


def _live(console: Any, settings: Settings) -> dict[str, Any]:
    """The console's current values of :data:`_LIVE_KEYS`."""
    return {
        "speech": getattr(console, "speech", settings.speech),
        "verbosity": getattr(getattr(console, "verbosity", None), "value", settings.verbosity),
        "bot_pacing": float(getattr(console, "pace", settings.bot_pacing)),
        "hand_order": getattr(getattr(console, "order", None), "value", settings.hand_order),
    }


def _shown_value(key: str, value: Any, t: Translate) -> str:
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
        "verbosity": o.verbosity.value,
        "bot_pacing": float(o.pace),
        "hand_order": o.order.value,
    }
    if hasattr(o, "auto_accept"):
        live["auto_accept"] = "on" if o.auto_accept else "off"
    # The voice as heard in this run (--rate, --volume, --voice win over the file for the run).
    for key in ("rate", "volume", "voice"):
        if getattr(o, key, None) is not None:
            live[key] = getattr(o, key)
    try:
        return stored.settings.replace(**live)
    except SettingValueError:
        return stored.settings


def settings_menu(session: Any, stored: StoredSettings) -> None:
    """The ``options`` menu on the session's reader; returns when the player presses Enter."""
    changed = False
    keys = list(SPECS)
    listed = False
    while True:
        t: Translate = session.t
        settings = current_settings(stored, session)
        if not listed:  # the list once; after a change, only the question (short to hear)
            lines = [t("storage-settings-title")]
            for number, key in enumerate(keys, start=1):
                lines.append(t("storage-settings-item", number=number, setting=t(SPECS[key].label_id),
                               value=_shown_value(key, getattr(settings, key), t)))
            session.say(*lines)
            listed = True
        key = _ask_setting(session, keys)
        if key is None:
            if not changed:
                session.say(t("storage-settings-unchanged"))
            return
        value = _ask_value(session, key, settings)
        if value is None:
            continue
        if getattr(settings, key) == value:
            continue
        changed = True
        _apply_live(session, key, value)
        stored.note_live(key, value)
        t = session.t  # the language may have changed
        session.say(t("storage-settings-changed", setting=t(SPECS[key].label_id), value=_shown_value(key, value, t)))
        if key in TABLE_SETTINGS:
            session.say(t("storage-settings-next-match"))
        # Only this setting is written: values given by flags for this run stay out of the file.
        session.say(*stored.save(stored.settings.replace(**{key: value}), t))


def _read(session: Any, prompt: str) -> str | None:
    """A line from the player; ``None`` at end of input or for a key command (leave the menu)."""
    answer = session.reader.read(prompt + " ")
    return answer if isinstance(answer, str) else None


def _ask_setting(session: Any, keys: list[str]) -> str | None:
    while True:
        answer = _read(session, session.t("storage-settings-prompt"))
        if answer is None or not answer.strip():
            return None
        text = answer.strip()
        number = whole_number(text, 1, len(keys))
        if number is not None:
            return keys[number - 1]
        session.say(session.t("storage-settings-bad-number", count=len(keys)))


def _ask_value(session: Any, key: str, settings: Settings) -> Any:
    """The new value, or ``None`` if the player pressed Enter (nothing changes)."""
    spec = SPECS[key]
    while True:
        t = session.t
        question = t("storage-settings-ask", setting=t(spec.label_id), allowed=_allowed_lines(spec, t),
                     value=_shown_value(key, getattr(settings, key), t))
        *said, prompt = question.split("\n")  # a line each on a braille display; the last one prompts
        if said:
            session.say(*said)
        answer = _read(session, prompt)
        if answer is None or (not answer.strip() and spec.kind is not SettingKind.TEXT):
            return None
        try:
            return parse_setting(key, answer, t)
        except SettingValueError as error:
            session.say(t(error.message_id, **error.message_args(t)))


def _allowed_lines(spec: Any, t: Translate) -> str:
    """What a setting allows, its choices cut between names into lines of 40 braille cells."""
    if spec.kind not in (SettingKind.CHOICE, SettingKind.NAMES):
        return spec.allowed(t)
    lines = [""]
    for name in (spec.value_label(choice, t) for choice in spec.choices):
        joined = f"{lines[-1]}, {name}" if lines[-1] else name
        if lines[-1] and len(joined) + 2 > BRAILLE_CELLS:  # room for the "," or "." that ends the line
            lines[-1] += ","
            lines.append(name)
        else:
            lines[-1] = joined
    return "\n".join(lines)


#: The cells of a braille display line.
BRAILLE_CELLS = 40


def _apply_live(session: Any, key: str, value: Any) -> None:
    """Make a change heard at once when the running match can take it."""
    o = session.options
    speaker = session.output.speaker
    if key == "language":
        from uno_access.i18n import detect_language

        o.lang = detect_language() if value == "auto" else value
        speaker.set_voice_options(language=o.lang)
    elif key == "speech":
        if value in ("on", "off") and value != o.speech:
            session.set_speech_mode(value)
        o.speech = value
    elif key == "verbosity":
        o.verbosity = type(o.verbosity)(value)
    elif key == "hand_order":
        o.order = type(o.order)(value)
        session.focus = None
    elif key == "bot_pacing":
        o.pace = float(value)
    elif key == "auto_accept" and hasattr(o, "auto_accept"):
        o.auto_accept = value == "on"
    elif key in ("rate", "volume", "voice") and hasattr(session, "set_voice"):
        session.set_voice(**{key: value})  # the speaker now, and again if speech is switched off and on
    elif key == "rate":
        speaker.set_voice_options(rate=value)
    elif key == "volume":
        speaker.set_voice_options(volume=value / 100)
    elif key == "voice":
        speaker.set_voice_options(voice=value)


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
    "settings_menu",
    "stats_command",
    "voice_options",
    "SettingProblem",
]
