"""Types shared by every speech backend: priorities, reasons, options, the Speaker protocol.

Nothing here speaks or prints; the two speakers defined here are the silent
ones (:class:`OffSpeaker`, :class:`RecordingSpeaker`).
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

__all__ = [
    "Priority",
    "SpeechUnavailable",
    "VoiceOptions",
    "Speaker",
    "ProblemCallback",
    "OffSpeaker",
    "RecordingSpeaker",
    "SpokenCall",
]


class Priority(enum.IntEnum):
    """How urgent a message is.

    Queued messages are spoken highest priority first, in arrival order within
    a priority. A message never cuts speech of a higher priority: an
    interrupting LOW message cannot silence a HIGH one.
    """

    LOW = 0
    NORMAL = 1
    HIGH = 2


class SpeechUnavailable(enum.Enum):
    """Why the game's own voice cannot work (the console turns it into a localized line).

    Every value except :attr:`NO_VOICE` means speech is off for the rest of the
    session and the game goes on in text.
    """

    NO_ENGINE = "no-engine"
    """The Python package ``pyttsx3`` is not installed (remedy: ``pip install pyttsx3``)."""

    NO_SYNTHESIZER = "no-synthesizer"
    """pyttsx3 is installed but the system synthesizer would not start: on Linux
    espeak-ng is missing (``apt install espeak-ng``); on Windows SAPI5, on macOS
    NSSpeechSynthesizer failed."""

    ENGINE_FAILED = "engine-failed"
    """The synthesizer started but then failed or crashed repeatedly (or
    pyttsx3 is older than 2.99 with espeak, which cannot write audio files
    without ffmpeg: ``pip install -U pyttsx3``)."""

    NO_PLAYER = "no-player"
    """No audio player program: ``paplay``, ``pw-play`` or ``aplay`` on Linux
    (``apt install pulseaudio-utils`` or ``alsa-utils``), ``afplay`` on macOS, or
    the command given with ``player_command`` does not exist."""

    NO_AUDIO_DEVICE = "no-audio-device"
    """A player exists but cannot play a sound: no sound card, no sound server
    (found at start, or later when players keep failing: the device went away)."""

    NO_READER = "no-reader"
    """No screen reader to speak through (``--speech reader``): none runs, prismatoid is not
    installed (``pip install prismatoid``), or the reader stopped answering."""

    NO_VOICE = "no-voice"
    """Warning only, speech goes on: no voice for the requested language or
    voice name was found, the engine's default voice is used."""

    @property
    def fatal(self) -> bool:
        """True when speech is off for good, False for a warning (:attr:`NO_VOICE`)."""
        return self is not SpeechUnavailable.NO_VOICE


ProblemCallback = Callable[[SpeechUnavailable], None]
"""Called (from a speech thread, at most once per reason) when speech runs into a problem."""


RATE_RANGE = (50, 500)


@dataclass(frozen=True)
class VoiceOptions:
    """Voice settings. ``None`` means "the engine's default".

    ``rate`` is in words per minute (clamped to 50..500), ``volume`` from 0.0 to
    1.0, ``voice`` a voice id or name (exact, then substring, case-insensitive),
    ``language`` a tag such as ``"fr"``, ``"en"`` or ``"fr-CA"`` used to pick a
    voice when ``voice`` is not given.
    """

    language: str = "en"
    rate: int | None = None
    volume: float | None = None
    voice: str | None = None

    def __post_init__(self) -> None:
        if self.rate is not None:
            object.__setattr__(self, "rate", int(min(max(self.rate, RATE_RANGE[0]), RATE_RANGE[1])))
        if self.volume is not None:
            object.__setattr__(self, "volume", float(min(max(self.volume, 0.0), 1.0)))
        if self.voice is not None and not self.voice.strip():
            object.__setattr__(self, "voice", None)

    def updated(
        self,
        *,
        rate: int | None = None,
        volume: float | None = None,
        voice: str | None = None,
        language: str | None = None,
    ) -> VoiceOptions:
        """A copy with the given fields changed (``None`` leaves a field as it is)."""
        changes: dict[str, Any] = {}
        if rate is not None:
            changes["rate"] = rate
        if volume is not None:
            changes["volume"] = volume
        if voice is not None:
            changes["voice"] = voice
        if language is not None:
            changes["language"] = language
        return replace(self, **changes) if changes else self


@runtime_checkable
class Speaker(Protocol):
    """What the console talks to. Every method returns at once (never waits for speech)."""

    def speak(self, text: str, priority: Priority = Priority.NORMAL, interrupt: bool = False) -> None:
        """Say ``text`` (already localized, exactly what is printed).

        Without ``interrupt`` it is queued after what is being said. With
        ``interrupt`` (a new turn, a key press) speech of the same or lower
        priority stops at once and queued messages of the same or lower
        priority are dropped, then ``text`` is said.
        """
        ...

    def cancel(self) -> None:
        """Stop speaking at once and drop every queued message."""
        ...

    def repeat(self) -> None:
        """Say the last message given to :meth:`speak` again, interrupting current speech."""
        ...

    def set_voice_options(
        self,
        *,
        rate: int | None = None,
        volume: float | None = None,
        voice: str | None = None,
        language: str | None = None,
    ) -> None:
        """Change voice settings; they apply to every message not yet playing (no restart).

        ``None`` leaves a setting as it is; ``voice=""`` goes back to the
        language's own voice.
        """
        ...

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        """The fatal reason speech stopped working, or None while it works (or is simply off)."""
        ...

    def close(self) -> None:
        """Stop speech and release the engine and player processes. Idempotent."""
        ...


class OffSpeaker:
    """A speaker that says nothing (``--speech off``, screen-reader users)."""

    def __init__(self, reason: SpeechUnavailable | None = None) -> None:
        self._reason = reason

    def speak(self, text: str, priority: Priority = Priority.NORMAL, interrupt: bool = False) -> None:
        """Do nothing."""

    def cancel(self) -> None:
        """Do nothing."""

    def repeat(self) -> None:
        """Do nothing."""

    def set_voice_options(
        self,
        *,
        rate: int | None = None,
        volume: float | None = None,
        voice: str | None = None,
        language: str | None = None,
    ) -> None:
        """Do nothing."""

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        """The reason given at creation (None when speech was turned off on purpose)."""
        return self._reason

    def close(self) -> None:
        """Do nothing."""


@dataclass(frozen=True)
class SpokenCall:
    """One call recorded by :class:`RecordingSpeaker`."""

    method: str
    text: str | None = None
    priority: Priority | None = None
    interrupt: bool = False
    options: dict[str, object] = field(default_factory=dict)


class RecordingSpeaker:
    """A fake speaker that records calls, for wording tests of the console.

    It says nothing: it is never the only test of speech.
    """

    def __init__(self) -> None:
        self.calls: list[SpokenCall] = []
        self._lock = threading.Lock()
        self._last: tuple[str, Priority] | None = None

    @property
    def spoken(self) -> list[str]:
        """Texts passed to speak() (and repeat()), in order."""
        with self._lock:
            return [c.text for c in self.calls if c.method in ("speak", "repeat") and c.text is not None]

    def speak(self, text: str, priority: Priority = Priority.NORMAL, interrupt: bool = False) -> None:
        """Record the call."""
        with self._lock:
            self.calls.append(SpokenCall("speak", text, Priority(priority), interrupt))
            self._last = (text, Priority(priority))

    def cancel(self) -> None:
        """Record the call."""
        with self._lock:
            self.calls.append(SpokenCall("cancel"))

    def repeat(self) -> None:
        """Record the call, with the text it would say again."""
        with self._lock:
            text, prio = self._last if self._last else (None, None)
            self.calls.append(SpokenCall("repeat", text, prio, True))

    def set_voice_options(
        self,
        *,
        rate: int | None = None,
        volume: float | None = None,
        voice: str | None = None,
        language: str | None = None,
    ) -> None:
        """Record the call."""
        opts: dict[str, object] = {k: v for k, v in (("rate", rate), ("volume", volume), ("voice", voice),
                                                    ("language", language)) if v is not None}
        with self._lock:
            self.calls.append(SpokenCall("set_voice_options", options=opts))

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        """Always None."""
        return None

    def close(self) -> None:
        """Record the call."""
        with self._lock:
            self.calls.append(SpokenCall("close"))
