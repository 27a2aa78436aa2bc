"""The player's settings: a frozen :class:`Settings`, validated, kept in a plain text file.

The file (``settings.toml`` in the config folder) is one ``key = value`` per
line with ``#`` comments, readable and editable in any text editor::

    # Speech rate, words per minute: 50 to 500.
    rate = 200
    verbosity = "brief"

Reading is forgiving and line by line: a bad value, an unknown key, a broken
line, bytes that are not text or a file that cannot be read are each reported
as a :class:`SettingProblem` (the console says one localized line each, ids
``storage-settings-file-…``) and the default is used for that setting only.
The file is never silently overwritten: it is written only when the player
changes a setting, and if it held problems a copy is first kept aside
(``settings.toml.bad-20261122-170501``).

The in-game ``options`` menu uses :data:`SPECS` (one :class:`SettingSpec` per
setting, with its label and help message ids), :func:`parse_setting` to read
the player's answer (a :class:`SettingValueError` says what is allowed, ids
``storage-settings-answer-…``) and :meth:`Settings.replace` to change it.
"""

from __future__ import annotations

import dataclasses
import math
import os
import re
import stat
import tempfile
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from enum import Enum
from pathlib import Path
from typing import Any

from uno_access.engine.rules import PRESETS
from uno_access.typed import shown

from .paths import aside_path, ensure_dir

#: The bots' levels a player may choose, weakest first (``uno_access.bots.LEVELS``
#: less ``random``, the measuring baseline).
BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
#: ``t(message_id, **args) -> str``, e.g. :class:`uno_access.i18n.Translator`.
Translate = Callable[..., str]


class SettingKind(Enum):
    """How a setting's value is written and checked."""

    CHOICE = "choice"  # one word among a list
    INTEGER = "integer"  # a whole number in a range
    NUMBER = "number"  # a decimal number in a range ("1.5" or "1,5")
    TEXT = "text"  # free text (a voice name)
    NAMES = "names"  # a comma-separated list of choices, possibly empty (house rules)


@dataclass(frozen=True)
class SettingSpec:
    """What one setting accepts."""

    key: str
    kind: SettingKind
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    max_length: int = 100

    @property
    def label_id(self) -> str:
        """Its name in the menu: ``storage-setting-bot-pacing``."""
        return "storage-setting-" + self.key.replace("_", "-")

    @property
    def help_id(self) -> str:
        """One line saying what it does and what it accepts: ``storage-setting-bot-pacing-help``."""
        return self.label_id + "-help"

    def value_label_id(self, value: str) -> str:
        """The spoken name of a choice: ``storage-setting-value-speech-on``, ``…-rules-official-plus``."""
        word = re.sub(r"[^a-z0-9]+", "-", value.lower().replace("+", "-plus")).strip("-")
        return f"storage-setting-value-{self.key.replace('_', '-')}-{word}"

    def value_label(self, value: str, t: Translate | None = None) -> str:
        """The localized name of a choice, or the value itself when it has none (a new preset)."""
        if t is None or self.kind not in (SettingKind.CHOICE, SettingKind.NAMES):
            return value
        message_id = self.value_label_id(value)
        label = t(message_id)
        return value if label == message_id else label

    def allowed(self, t: Translate | None = None) -> str:
        """What is allowed, for messages: ``"auto, on, off"`` or ``"50–500"``.

        With ``t``, choices are given by their localized names.
        """
        if self.kind in (SettingKind.CHOICE, SettingKind.NAMES):
            return ", ".join(self.value_label(choice, t) for choice in self.choices)
        if self.kind in (SettingKind.INTEGER, SettingKind.NUMBER):
            if t is not None:
                return t("storage-settings-range", min=self.minimum, max=self.maximum)
            return f"{_number_text(self.minimum)} - {_number_text(self.maximum)}"
        return ""


def _number_text(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(frozen=True)
class Settings:
    """Everything the player can set; every field has a sensible default."""

    #: ``auto`` follows the system's language.
    language: str = "auto"
    #: ``auto``: the game speaks when it runs in a terminal; ``off`` for screen-reader users.
    speech: str = "auto"
    #: Words per minute.
    rate: int = 200
    #: Percent.
    volume: int = 100
    #: A voice name or id; empty for the language's default voice.
    voice: str = ""
    #: ``auto``: the sounds play with the game's voice (not with a screen reader unless ``on``).
    sounds: str = "auto"
    #: Percent.
    sound_volume: int = 70
    #: ``brief`` lines fit a 40-cell braille display; ``full`` says everything in words.
    verbosity: str = "brief"
    #: How the hand is sorted when read.
    hand_order: str = "color"
    #: Seconds between two bot moves (0: at once, for screen-reader users).
    #: espeak-ng says a bot's line ("Carol plays yellow 6, 6 cards.") in 2 to 3 s at its default 175 words a
    #: minute; screen-reader users mostly listen two or three times faster, about 1 s a line: a second lets
    #: each bot's line be heard before the next (a key typed meanwhile skips the waits).
    bot_pacing: float = 1.0
    #: The rule preset of new matches.
    rules: str = "official"
    #: House rules switched on for new matches, comma separated (``stacking,seven-zero``).
    house_rules: str = ""
    #: The score that ends a match (0: the preset's own).
    target_score: int = 0
    #: How many bots sit at the table.
    bots: int = 3
    bot_level: str = "normal"
    #: A draw card or skip played on you that you cannot answer (stacking, Rapido, Quickos):
    #: ``on`` takes it at once with one line saying so; ``off`` asks, as when you hold an answer.
    auto_accept: str = "on"

    def __post_init__(self) -> None:
        for spec in SPECS.values():
            value = getattr(self, spec.key)
            problem = _check(spec, value)
            if problem is not None:
                raise SettingValueError(spec.key, str(value), problem)

    def replace(self, **changes: Any) -> Settings:
        """A copy with some settings changed; raises :class:`SettingValueError` on a bad value."""
        for key in changes:
            if key not in SPECS:
                raise SettingValueError(key, str(changes[key]), SettingIssue.UNKNOWN_KEY)
        return dataclasses.replace(self, **changes)

    def as_text(self, key: str) -> str:
        """A setting's value as written in the file (without quotes)."""
        value = getattr(self, key)
        return _number_text(value) if isinstance(value, float) else str(value)


class SettingIssue(Enum):
    """What was wrong with a setting, a line or the file."""

    UNKNOWN_KEY = "unknown-key"
    BAD_CHOICE = "bad-choice"
    OUT_OF_RANGE = "out-of-range"
    NOT_A_NUMBER = "not-a-number"
    NOT_A_WHOLE_NUMBER = "not-a-whole-number"
    BAD_TEXT = "bad-text"
    BAD_LINE = "bad-line"
    DUPLICATE_KEY = "duplicate-key"
    NOT_TEXT = "not-text"
    UNREADABLE = "unreadable"
    UNWRITABLE = "unwritable"


def _house_rules() -> dict[str, Any]:
    from uno_access.engine import rules as rules_module

    return dict(getattr(rules_module, "HOUSE_RULES", {}))


def _fields_spec() -> dict[str, SettingSpec]:
    specs = {
        "language": SettingSpec("language", SettingKind.CHOICE, ("auto", "fr", "en")),
        "speech": SettingSpec("speech", SettingKind.CHOICE, ("auto", "on", "reader", "off")),
        "rate": SettingSpec("rate", SettingKind.INTEGER, minimum=50, maximum=500),
        "volume": SettingSpec("volume", SettingKind.INTEGER, minimum=0, maximum=100),
        "voice": SettingSpec("voice", SettingKind.TEXT, max_length=100),
        "sounds": SettingSpec("sounds", SettingKind.CHOICE, ("auto", "on", "off")),
        "sound_volume": SettingSpec("sound_volume", SettingKind.INTEGER, minimum=0, maximum=100),
        "verbosity": SettingSpec("verbosity", SettingKind.CHOICE, ("brief", "full")),
        "hand_order": SettingSpec("hand_order", SettingKind.CHOICE, ("color", "number")),
        "bot_pacing": SettingSpec("bot_pacing", SettingKind.NUMBER, minimum=0, maximum=10),
        "rules": SettingSpec("rules", SettingKind.CHOICE, tuple(PRESETS)),
        "house_rules": SettingSpec("house_rules", SettingKind.NAMES, tuple(_house_rules())),
        "target_score": SettingSpec("target_score", SettingKind.INTEGER, minimum=0, maximum=100_000),
        "bots": SettingSpec("bots", SettingKind.INTEGER, minimum=1, maximum=9),
        "bot_level": SettingSpec("bot_level", SettingKind.CHOICE, BOT_LEVELS),
        "auto_accept": SettingSpec("auto_accept", SettingKind.CHOICE, ("on", "off")),
    }
    return specs


#: One spec per setting, in menu order.
SPECS: dict[str, SettingSpec] = _fields_spec()
assert tuple(SPECS) == tuple(field.name for field in fields(Settings)), "SPECS must follow Settings"


def _check(spec: SettingSpec, value: Any) -> SettingIssue | None:
    if spec.kind is SettingKind.CHOICE:
        return None if value in spec.choices else SettingIssue.BAD_CHOICE
    if spec.kind is SettingKind.NAMES:
        if not isinstance(value, str):
            return SettingIssue.BAD_CHOICE
        names = [name for name in value.split(",") if name]
        if value != ",".join(names) or len(set(names)) != len(names):
            return SettingIssue.BAD_CHOICE
        return None if all(name in spec.choices for name in names) else SettingIssue.BAD_CHOICE
    if spec.kind is SettingKind.TEXT:
        if not isinstance(value, str) or len(value) > spec.max_length:
            return SettingIssue.BAD_TEXT
        return None if value.isprintable() else SettingIssue.BAD_TEXT
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return SettingIssue.NOT_A_NUMBER
    if spec.kind is SettingKind.INTEGER and not isinstance(value, int):
        return SettingIssue.NOT_A_WHOLE_NUMBER
    if not math.isfinite(value):
        return SettingIssue.NOT_A_NUMBER
    assert spec.minimum is not None and spec.maximum is not None
    return None if spec.minimum <= value <= spec.maximum else SettingIssue.OUT_OF_RANGE


class SettingValueError(ValueError):
    """A value the player typed (or the file holds) that a setting does not accept.

    The state is unchanged; :meth:`message_args` and :attr:`message_id` give
    the localized answer saying what is allowed.
    """

    def __init__(self, key: str, value: str, issue: SettingIssue) -> None:
        self.key = key
        self.value = value
        self.issue = issue
        super().__init__(f"{key} = {value!r}: {issue.value}")

    @property
    def message_id(self) -> str:
        """``storage-settings-answer-bad-choice``…"""
        return f"storage-settings-answer-{self.issue.value}"

    def message_args(self, t: Translate | None = None) -> dict[str, Any]:
        """``setting`` (its localized name with ``t``), ``value``, ``allowed`` (the choices, or
        the range), ``min`` and ``max`` (a number's range), ``length`` (a text's longest)."""
        spec = SPECS.get(self.key)
        return {
            "setting": t(spec.label_id) if (t and spec) else self.key,
            "value": shown(self.value),
            "allowed": spec.allowed(t) if spec else ", ".join(SPECS),
            **_range_args(spec),
        }


def _range_args(spec: SettingSpec | None) -> dict[str, Any]:
    if spec is None:
        return {"min": 0, "max": 0, "length": 0}
    return {
        "min": spec.minimum if spec.minimum is not None else 0,
        "max": spec.maximum if spec.maximum is not None else 0,
        "length": spec.max_length,
    }


def parse_setting(key: str, text: str, t: Translate | None = None) -> Any:
    """The value of setting ``key`` that the player's ``text`` means.

    Choices are matched without regard to case, by their value or (with ``t``)
    their localized name or its first letters when unambiguous; numbers accept
    a decimal comma.  Raises :class:`SettingValueError`.
    """
    spec = SPECS.get(key)
    if spec is None:
        raise SettingValueError(key, text, SettingIssue.UNKNOWN_KEY)
    raw = text.strip()
    if spec.kind is SettingKind.CHOICE:
        return _match_choice(spec, raw, t)
    if spec.kind is SettingKind.NAMES:
        chosen: list[str] = []
        nothing = {"-", "0", "none"}
        if t is not None:
            nothing.add(_fold(t(spec.value_label_id("none"))))
        if _fold(raw.strip('"')) in nothing:
            return ""
        for part in re.split(r"[,;\s]+", raw.strip('"')):
            if part:
                name = _match_choice(spec, part, t)
                if name not in chosen:
                    chosen.append(name)
        return ",".join(chosen)
    if spec.kind is SettingKind.TEXT:
        value = raw.strip('"')
        if _check(spec, value) is not None:
            raise SettingValueError(key, text, SettingIssue.BAD_TEXT)
        return value
    number_text = raw.replace(",", ".").replace("_", "")
    if re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)", number_text) is None:
        raise SettingValueError(key, text, SettingIssue.NOT_A_NUMBER)
    if spec.kind is SettingKind.INTEGER:
        if re.fullmatch(r"[+-]?\d+", number_text) is None:
            raise SettingValueError(key, text, SettingIssue.NOT_A_WHOLE_NUMBER)
        # Past Python's 4,300-digit limit int() raises; no setting's range comes near 100 digits.
        number: int | float = int(number_text) if len(number_text) < 100 else (
            -(10**100) if number_text.startswith("-") else 10**100)
    else:
        number = float(number_text)
    problem = _check(spec, number)
    if problem is not None:
        raise SettingValueError(key, text, problem)
    return number


def _fold(text: str) -> str:
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char)).strip()


def _match_choice(spec: SettingSpec, raw: str, t: Translate | None) -> str:
    wanted = _fold(raw.strip('"'))
    names: dict[str, str] = {choice.casefold(): choice for choice in spec.choices}
    if t is not None:
        for choice in spec.choices:
            names.setdefault(_fold(spec.value_label(choice, t)), choice)
    if wanted in names:
        return names[wanted]
    if wanted:
        matches = {choice for name, choice in names.items() if name.startswith(wanted)}
        if len(matches) == 1:
            return matches.pop()
    raise SettingValueError(spec.key, raw, SettingIssue.BAD_CHOICE)


def house_rule_names(settings: Settings) -> list[str]:
    """The house rules of :attr:`Settings.house_rules`, as a list of names."""
    return [name for name in settings.house_rules.split(",") if name]


# ------------------------------------------------------------------ the file


@dataclass(frozen=True)
class SettingProblem:
    """One thing wrong in the settings file; the default was used instead."""

    issue: SettingIssue
    key: str | None = None
    value: str | None = None
    line: int | None = None

    @property
    def message_id(self) -> str:
        """``storage-settings-file-bad-choice``…"""
        return f"storage-settings-file-{self.issue.value}"

    def message_args(self, t: Translate | None = None) -> dict[str, Any]:
        """``setting``, ``key`` (as written in the file), ``value``, ``allowed``, ``default``, ``line``."""
        spec = SPECS.get(self.key or "")
        default = Settings().as_text(self.key) if spec and self.key else ""
        return {
            "setting": t(spec.label_id) if (t and spec) else (self.key or ""),
            "key": shown(self.key or ""),
            "value": shown(self.value or ""),
            "allowed": spec.allowed() if spec else ", ".join(SPECS),
            "default": default,
            "line": self.line or 0,
            **_range_args(spec),
        }


_LINE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_-]*)\s*=\s*(.*?)\s*$")


def parse_settings_text(text: str) -> tuple[Settings, list[SettingProblem]]:
    """Read the file's text, line by line; every problem is reported and defaulted."""
    values: dict[str, Any] = {}
    problems: list[SettingProblem] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        match = _LINE.match(line)
        if match is None:
            problems.append(SettingProblem(SettingIssue.BAD_LINE, value=stripped, line=number))
            continue
        written_key, rest = match.groups()
        key = written_key.replace("-", "_").lower()
        if key not in SPECS:
            problems.append(SettingProblem(SettingIssue.UNKNOWN_KEY, written_key, rest, number))
            continue
        if key in seen:
            problems.append(SettingProblem(SettingIssue.DUPLICATE_KEY, key, rest, number))
            continue
        seen.add(key)
        text_value = _toml_value_text(rest)
        if text_value is None:
            problems.append(SettingProblem(SettingIssue.BAD_LINE, key, rest, number))
            continue
        try:
            values[key] = parse_setting(key, text_value)
        except SettingValueError as error:
            # A long number is shown as written (0xfff…), not as the text the checks were given.
            shown = rest.split("#", 1)[0].strip() if len(text_value) >= 100 else text_value
            problems.append(SettingProblem(error.issue, key, shown, number))
    return Settings(**values), problems


def _toml_value_text(rest: str) -> str | None:
    """The value of ``key = rest`` as text: TOML first, then a forgiving bare word."""
    try:
        value = tomllib.loads(f"v = {rest}")["v"]
    except ValueError as error:  # TOMLDecodeError, or a number past Python's 4,300-digit limit
        if not isinstance(error, tomllib.TOMLDecodeError):
            return _long_number_text(rest)
        bare = rest.split("#", 1)[0].strip()
        if bare and re.fullmatch(r"[\w.,+-][\w .,+-]*", bare):
            return bare  # language = fr: not TOML, but plainly meant
        return None
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int) and value.bit_length() > 300:
        return f"{'-' if value < 0 else ''}{'9' * 100}"  # 0xfff…: said as out of range, never converted whole
    if isinstance(value, (int, float, str)):
        return str(value)
    return None  # arrays, tables, dates: no setting takes those


def _long_number_text(rest: str) -> str | None:
    """A decimal number of thousands of digits as text the checks refuse as out of range (R3-5)."""
    bare = rest.split("#", 1)[0].strip().replace("_", "")
    if re.fullmatch(r"[+-]?\d+", bare) is None:
        return None
    return bare[:101]


class SettingsFile:
    """The settings file: :meth:`load` never raises, :meth:`save` keeps a bad file aside first."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._had_problems = False
        self._keep_aside_before_writing = False
        self._move_aside_before_writing = False

    def load(self) -> tuple[Settings, list[SettingProblem]]:
        """The settings and the problems found; defaults where something was wrong.

        A missing file is not a problem (the defaults are used; :meth:`save`
        creates it).
        """
        self._had_problems = False
        self._move_aside_before_writing = False
        try:
            data = _read_small_regular_file(self.path)
        except FileNotFoundError:
            return Settings(), []
        except _NotASettingsFile as error:
            # A device, a FIFO or a huge file: never read it; a regular one is renamed aside before writing.
            self._had_problems = True
            self._move_aside_before_writing = error.regular
            return Settings(), [SettingProblem(SettingIssue.UNREADABLE, value=str(error))]
        except (OSError, ValueError) as error:
            self._had_problems = True
            return Settings(), [SettingProblem(SettingIssue.UNREADABLE, value=type(error).__name__)]
        problems: list[SettingProblem] = []
        try:
            text = data.decode("utf-8-sig")
            if "\x00" in text:
                raise UnicodeDecodeError("utf-8", data, 0, 1, "NUL byte")
        except UnicodeDecodeError:
            # Binary garbage: read what is plainly text, report the file once.
            problems.append(SettingProblem(SettingIssue.NOT_TEXT))
            text = "\n".join(
                line for line in data.decode("utf-8", errors="replace").splitlines()
                if "\ufffd" not in line and "\x00" not in line
            )
        settings, line_problems = parse_settings_text(text)
        problems.extend(line_problems)
        self._had_problems = bool(problems)
        self._keep_aside_before_writing = self._had_problems
        return settings, problems

    def save(self, settings: Settings, t: Translate | None = None) -> tuple[Path | None, SettingProblem | None]:
        """Write ``settings`` (with comments from ``t``), atomically.

        Returns ``(kept_aside, problem)``: where the previous, faulty file was
        kept (``None`` if it was fine or missing) and an ``UNWRITABLE`` problem
        if the file could not be written (the game goes on with the settings
        in memory).
        """
        kept: Path | None = None
        try:
            ensure_dir(self.path.parent)
            if self._move_aside_before_writing and self.path.is_file():
                kept = aside_path(self.path, "bad", _stamp())
                os.replace(self.path, kept)  # too big to copy: renamed, never deleted
            elif self._keep_aside_before_writing and self.path.exists():
                kept = aside_path(self.path, "bad", _stamp())
                _copy(self.path, kept)
            elif self.path.exists() and not os.access(self.path, os.R_OK | os.W_OK):
                raise PermissionError(str(self.path))
            text = render_settings(settings, t)
            handle, temporary = tempfile.mkstemp(prefix=".settings-", dir=self.path.parent)
            try:
                with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
                    file.write(text)
                    file.flush()
                    os.fsync(file.fileno())
                os.replace(temporary, self.path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError as error:
            return kept, SettingProblem(SettingIssue.UNWRITABLE, value=type(error).__name__)
        self._had_problems = False
        self._keep_aside_before_writing = False
        self._move_aside_before_writing = False
        return kept, None


#: The largest settings file read: a real one is under 4 KiB; anything bigger is not the player's settings.
MAX_SETTINGS_BYTES = 256 * 1024


class _NotASettingsFile(OSError):
    """The path is not a small regular file (``regular``: it is a regular file, only too big)."""

    def __init__(self, why: str, *, regular: bool = False) -> None:
        super().__init__(why)
        self.regular = regular


def _read_small_regular_file(path: Path) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most :data:`MAX_SETTINGS_BYTES`.

    Opened without blocking (a FIFO with no writer would hang the start) and
    checked on the open file, so a file swapped between the check and the
    read is still refused.  Raises ``FileNotFoundError``, :class:`_NotASettingsFile`
    or another ``OSError``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _NotASettingsFile("not a regular file")
        if info.st_size > MAX_SETTINGS_BYTES:
            raise _NotASettingsFile("too big", regular=True)
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_SETTINGS_BYTES:  # a file growing while read stops at the limit too
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_SETTINGS_BYTES:
            raise _NotASettingsFile("too big", regular=True)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _copy(source: Path, target: Path) -> None:
    with open(source, "rb") as reader, open(target, "xb") as writer:
        writer.write(reader.read())


def _stamp() -> str:
    import time

    return time.strftime("%Y%m%d-%H%M%S")


def render_settings(settings: Settings, t: Translate | None = None) -> str:
    """The file's text: a header, then for each setting its help comment and ``key = value``."""
    lines: list[str] = []
    if t is not None:
        lines.extend(f"# {line}" for line in t("storage-settings-file-header").splitlines())
        lines.append("")
    for spec in SPECS.values():
        if t is not None:
            allowed = spec.allowed(t) if spec.kind in (SettingKind.INTEGER, SettingKind.NUMBER) else spec.allowed()
            lines.append(f"# {t(spec.help_id, allowed=allowed, default=Settings().as_text(spec.key))}")
        value = getattr(settings, spec.key)
        if spec.kind in (SettingKind.CHOICE, SettingKind.TEXT, SettingKind.NAMES):
            escaped = value.replace("\\", "\\\\").replace('"', '\\"')
            lines.append(f'{spec.key} = "{escaped}"')
        else:
            lines.append(f"{spec.key} = {settings.as_text(spec.key)}")
        if t is not None:
            lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def settings_values(settings: Settings) -> Mapping[str, Any]:
    """The settings as a plain mapping, in menu order."""
    return {spec.key: getattr(settings, spec.key) for spec in SPECS.values()}
