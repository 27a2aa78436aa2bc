"""The game's own voice: speech that starts at once, never blocks, and stops when told.

The console decides *what* is said (already localized strings, exactly the
printed text) and *when* to interrupt; this package decides *how*. It holds no
player-facing wording and prints nothing.

Usage::

    speaker, problem = create_speaker(args.speech, "fr", stdout_is_tty=sys.stdout.isatty(),
                                      on_problem=report_later)
    if problem is not None:
        print(localized_line_for(problem))     # e.g. speech-no-engine
    speaker.speak("Alice joue un 7 rouge.")
    speaker.speak("À vous de jouer.", Priority.HIGH, interrupt=True)  # new turn
    speaker.cancel()                            # a key press
    speaker.repeat()                            # "répète" / "repeat"
    speaker.set_voice_options(rate=220, volume=0.8, language="en")
    speaker.close()

Modes (``--speech``): ``off`` never speaks; ``reader`` speaks through the
player's screen reader (:mod:`uno_access.speech.reader`); ``auto`` speaks
through the screen reader when one is running, else with the game's voice when
stdout is a terminal and a synthesizer, a player and a sound device work;
``on`` is the game's voice, even when stdout is not a terminal, and reports why
it cannot.

Reasons (:class:`SpeechUnavailable`), for the console's locale messages.
:func:`create_speaker` returns at once; what it can check cheaply (a Python
package, a program on PATH) comes back in its result, the rest (starting the
synthesizer, playing a short silence) is checked on a speech thread and comes
through ``on_problem(reason)`` (called on that thread) and the speaker's
``unavailable`` property:

- ``NO_ENGINE`` — the Python package pyttsx3 is missing (``pip install pyttsx3``).
- ``NO_SYNTHESIZER`` — pyttsx3 is there but the system synthesizer is not:
  on Linux install espeak-ng (``apt install espeak-ng``).
- ``ENGINE_FAILED`` — the synthesizer started but failed or crashed repeatedly
  (also: pyttsx3 older than 2.99 with espeak-ng; ``pip install -U pyttsx3``).
- ``NO_PLAYER`` — no audio player program (Linux: ``paplay``, ``pw-play`` or
  ``aplay``, from pulseaudio-utils, pipewire-bin or alsa-utils; macOS:
  ``afplay``), or the given ``player_command`` does not exist.
- ``NO_AUDIO_DEVICE`` — a player exists but cannot play (no sound card or
  sound server), found at start or later (players keep failing: the device
  went away).
- ``NO_READER`` — ``--speech reader`` found no screen reader to speak
  through: none runs, or the library prismatoid is missing
  (``pip install prismatoid``), or the reader stopped answering.
- ``NO_VOICE`` — a warning, speech goes on: no voice for the language (or the
  voice asked for), the default voice is used. On Linux the espeak-ng package
  has French and English voices.

Every reason but ``NO_VOICE`` means the game goes on in text, silently.
In ``auto`` mode with stdout not a terminal the result is an :class:`OffSpeaker`
and no reason (that is not a problem).

Design (see :mod:`uno_access.speech.tts`): pyttsx3 runs in a server process
whose stdout and stderr are devnull, so nothing it or espeak prints reaches the
player's terminal, and a crash or hang costs only the voice; each message is
synthesized to a file and played by a player process (stdio devnull) that is
killed to interrupt; a controller thread keeps the queue, so the game never
waits. pyttsx3 is never imported in the game's process.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from .base import (
    OffSpeaker,
    Priority,
    ProblemCallback,
    RecordingSpeaker,
    Speaker,
    SpeechUnavailable,
    SpokenCall,
    VoiceOptions,
)

if TYPE_CHECKING:
    from .tts import TraceCallback, TtsSpeaker

__all__ = [
    "SPEECH_MODES",
    "SpeechMode",
    "Priority",
    "SpeechUnavailable",
    "VoiceOptions",
    "Speaker",
    "OffSpeaker",
    "RecordingSpeaker",
    "SpokenCall",
    "TtsSpeaker",
    "create_speaker",
]

# The speaking machinery (subprocess, json, wave, tempfile...) is imported
# only when speech is on: ``--speech off`` costs the game nothing more.
def __getattr__(name: str) -> Any:
    if name == "TtsSpeaker":
        from .tts import TtsSpeaker

        return TtsSpeaker
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


SpeechMode = Literal["auto", "on", "reader", "off"]
SPEECH_MODES: tuple[str, ...] = ("auto", "on", "reader", "off")


def create_speaker(
    mode: SpeechMode,
    language: str,
    *,
    stdout_is_tty: bool,
    rate: int | None = None,
    volume: float | None = None,
    voice: str | None = None,
    player_command: Sequence[str] | None = None,
    on_problem: ProblemCallback | None = None,
    engine: str = "pyttsx3",
    trace: TraceCallback | None = None,
) -> tuple[Speaker, SpeechUnavailable | None]:
    """Make the speaker for ``--speech MODE``; returns at once, never imports pyttsx3.

    Returns ``(speaker, reason)``: ``reason`` is None, or why speech cannot
    work (the speaker is then an :class:`OffSpeaker`). Problems found later,
    on the speech thread, go to ``on_problem`` and ``speaker.unavailable``.

    ``language`` picks the voice (``"fr"``, ``"en"``, ``"fr-CA"``...);
    ``rate`` (words per minute), ``volume`` (0.0-1.0) and ``voice`` (id or name)
    are None for the engine's defaults. ``player_command`` replaces the
    platform's audio players: the file is put where ``{file}`` is, else
    appended. ``engine="silence"`` synthesizes silence (tests); ``trace``
    is a diagnostics hook (see :data:`uno_access.speech.tts.TraceCallback`).
    """
    if mode not in SPEECH_MODES:
        raise ValueError(f"speech mode must be one of {SPEECH_MODES}, not {mode!r}")
    if mode == "off":
        return OffSpeaker(), None
    if mode in ("reader", "auto"):
        # A running screen reader first (--speech auto), or the best there is (--speech reader).
        from .reader import ReaderSpeaker, open_reader

        backend, name = open_reader(readers_only=mode == "auto", language=language)
        if backend is not None and name is not None:
            return ReaderSpeaker(backend, name, on_problem=on_problem), None
        if mode == "reader":
            return OffSpeaker(SpeechUnavailable.NO_READER), SpeechUnavailable.NO_READER
    if mode == "auto" and not stdout_is_tty:
        return OffSpeaker(), None
    from .player import resolve_players
    from .tts import TtsSpeaker

    if engine == "pyttsx3" and importlib.util.find_spec("pyttsx3") is None:
        return OffSpeaker(SpeechUnavailable.NO_ENGINE), SpeechUnavailable.NO_ENGINE
    players = resolve_players(player_command)
    if not players:
        return OffSpeaker(SpeechUnavailable.NO_PLAYER), SpeechUnavailable.NO_PLAYER
    options = VoiceOptions(language=language, rate=rate, volume=volume, voice=voice)
    speaker = TtsSpeaker(options, players=players, engine=engine, on_problem=on_problem, trace=trace)
    return speaker, None
