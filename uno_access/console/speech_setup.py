"""Wiring the game's own voice (:mod:`uno_access.speech`) to the console.

The lines printed are exactly what is spoken.  Problems found later, on a
speech thread, wait in :meth:`Output.later` until the next prompt, so nothing
is printed while the player types.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..i18n import translator
from ..speech.base import OffSpeaker, SpeechUnavailable

if TYPE_CHECKING:  # pragma: no cover
    from .output import Output
    from .session import Session


def problem_line(reason: SpeechUnavailable, lang: str) -> str:
    """The localized message for a reason speech cannot work: a few lines, each within 40 cells
    (:meth:`Output.say` says them one by one)."""
    return translator(lang)(f"speech-unavailable-{reason.value}")


def start_speech(mode: str, lang: str, output: "Output", *, announce: bool = True, rate: int | None = None,
                 volume: int | None = None, voice: str | None = None) -> None:
    """Give ``output`` a speaker for ``--speech MODE`` (``off`` costs nothing).

    ``rate`` (words per minute), ``volume`` (percent) and ``voice`` (a name)
    are ``None`` for the engine's defaults.
    """
    if mode == "off":
        output.speaker = OffSpeaker()
        return
    from ..speech import create_speaker

    def later(reason: SpeechUnavailable) -> None:
        output.later(problem_line(reason, lang))

    speaker, problem = create_speaker(
        mode,  # type: ignore[arg-type]
        lang,
        stdout_is_tty=_stdout_is_tty(),
        rate=rate,
        volume=None if volume is None else volume / 100,
        voice=voice or None,
        on_problem=later,
        trace=_trace_to_file(),
    )
    output.speaker = speaker
    if problem is not None and announce:
        output.say([problem_line(problem, lang)])


def switch_speech(session: "Session", value: str) -> None:
    """The ``voix``/``speech`` command: ``on`` or ``off`` during the match."""
    output = session.output
    lang = session.options.lang
    t = translator(lang)
    if value == "off":
        output.speaker.cancel()
        output.speaker.close()
        output.speaker = OffSpeaker()
        session.options.speech = "off"
        output.say([t("speech-off")])
        return
    session.options.speech = "on"
    o = session.options
    start_speech("on", lang, output, rate=o.rate, volume=o.volume, voice=o.voice)
    if output.speaker.unavailable is None:
        output.say([t("speech-on")])


def set_voice(session: "Session", *, rate: int | None = None, volume: int | None = None,
              voice: str | None = None) -> None:
    """Change the voice now and for the rest of the run (the options menu): ``None`` leaves a value as it is."""
    o = session.options
    if rate is not None:
        o.rate = rate
    if volume is not None:
        o.volume = volume
    if voice is not None:
        o.voice = voice
    session.output.speaker.set_voice_options(
        rate=rate, volume=None if volume is None else volume / 100, voice=voice)


def _trace_to_file():  # noqa: ANN202 - a TraceCallback or None
    """``UNO_ACCESS_SPEECH_TRACE=FILE`` appends the speech thread's diagnostics to FILE (bug reports)."""
    import os
    import time

    path = os.environ.get("UNO_ACCESS_SPEECH_TRACE")
    if not path:
        return None

    def trace(event: str, info: dict) -> None:  # type: ignore[type-arg]
        try:
            with open(path, "a", encoding="utf-8") as file:
                file.write(f"{time.time():.2f} {event} {info!r}\n")
        except OSError:
            pass

    return trace


def _stdout_is_tty() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False
