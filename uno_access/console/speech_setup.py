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
    from ..speech.tts import TraceCallback
    from .options import ConsoleOptions
    from .output import Output
    from .session import Session


def problem_line(reason: SpeechUnavailable, lang: str, reader: str | None = None) -> str:
    """The localized message for a reason speech cannot work: a few lines, each within 40 cells
    (:meth:`Output.say` says them one by one).  ``reader``: the screen reader opened, by name, when it is
    the one that does not answer."""
    t = translator(lang)
    if reason is SpeechUnavailable.NO_READER:
        from ..speech.reader import reader_library_present

        if reader is not None:
            return t("speech-reader-gone", reader=reader)
        if reader_library_present():  # installed: advising to install it would be a wrong fix
            return t("speech-unavailable-no-reader-running")
    return t(f"speech-unavailable-{reason.value}")


def start_speech(mode: str, lang: str, output: Output, *, announce: bool = True, rate: int | None = None,
                 volume: int | None = None, voice: str | None = None, check: float = 0.0) -> list[str]:
    """Give ``output`` a speaker for ``--speech MODE`` (``off`` costs nothing).

    Returns the lines that say who speaks ("Speech: through NVDA.") or why
    nothing can; ``announce`` says them at once.

    ``rate`` (words per minute), ``volume`` (percent) and ``voice`` (a name)
    are ``None`` for the engine's defaults.  ``check`` waits up to that many
    seconds for the voice to start and its sound output to answer (25 ms
    when there is no sound card, about half a second for a working one): a
    voice that cannot speak is then said in the game's first lines, with
    how to fix it, not after the player's first "your turn".
    """
    if mode == "off":
        output.speaker = OffSpeaker()
        return []
    from ..speech import create_speaker
    from ..speech.reader import ReaderSpeaker

    said: set[SpeechUnavailable] = set()

    def line_for(reason: SpeechUnavailable) -> str:
        speaking = output.speaker
        return problem_line(reason, lang, speaking.display_name if isinstance(speaking, ReaderSpeaker) else None)

    def later(reason: SpeechUnavailable) -> None:
        if reason not in said:  # already said at start
            said.add(reason)
            output.later(line_for(reason))

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
    t = translator(lang)
    if isinstance(speaker, ReaderSpeaker) and problem is None and check > 0:
        # The announcement is the reader's first message: a reader that cannot say it is said at once, by
        # name, instead of "Speech: through it." then, seconds later, "no screen reader".
        speaker.speak(t("speech-source-reader", reader=speaker.display_name))
        speaker.said_already(t("speech-source-reader", reader=speaker.display_name))
    if problem is None and check > 0:
        wait_ready = getattr(speaker, "wait_ready", None)
        found = wait_ready(check) if wait_ready is not None else None
        # A slow start is not a failure: a voice that is still starting may yet speak.
        if found is not None and found is not SpeechUnavailable.ENGINE_FAILED or speaker.unavailable is not None:
            problem = speaker.unavailable or found
            assert problem is not None  # one of the two, by the condition above
            said.add(problem)
            output.forget_later(line_for(problem))  # the speech thread may have kept it already
    if problem is not None:
        lines = [line_for(problem)]
    elif isinstance(speaker, ReaderSpeaker):
        lines = [t("speech-source-reader", reader=speaker.display_name)]
    elif isinstance(speaker, OffSpeaker):
        lines = []  # auto, printing to a file or a pipe: nobody listens
    else:
        lines = [t("speech-source-voice")]
    if announce:
        output.say(lines)
    return lines


def start_sounds(options: ConsoleOptions, output: Output) -> None:
    """Give ``output`` the game's sounds: ``auto`` plays them with the game's voice (not with a
    screen reader, whose user has sounds of their own, unless asked: ``--sounds on``)."""
    from ..sounds.player import NoSounds, create_sounds
    from ..speech.reader import ReaderSpeaker

    output.sounds.close()
    wanted = options.sounds == "on" or options.sounds == "auto" and not isinstance(
        output.speaker, (OffSpeaker, ReaderSpeaker))
    if not wanted:
        output.sounds = NoSounds()
        return
    lang = options.lang

    def later(reason: SpeechUnavailable) -> None:
        output.later(translator(lang)("sounds-unavailable", reason=reason.value))

    output.sounds = create_sounds(True, volume=options.sound_volume, on_problem=later)
    if isinstance(output.sounds, NoSounds) and output.sounds.unavailable is not None:
        # No player at all, found at once; a player that cannot play is said by ``later`` from its thread.
        output.later(translator(lang)("sounds-unavailable", reason=output.sounds.unavailable.value))


def switch_speech(session: Session, value: str) -> None:
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
        start_sounds(session.options, output)
        return
    o = session.options
    output.speaker.cancel()
    output.speaker.close()
    o.speech = value
    lines = start_speech(value, lang, output, rate=o.rate, volume=o.volume, voice=o.voice, check=2.0,
                         announce=False)
    if output.speaker.unavailable is None and value == "on":
        lines = [t("speech-on")]
    output.say(lines)
    start_sounds(o, output)


def set_voice(session: Session, *, rate: int | None = None, volume: int | None = None,
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


def _trace_to_file() -> TraceCallback | None:
    """``UNO_ACCESS_SPEECH_TRACE=FILE`` appends the speech thread's diagnostics to FILE (bug reports)."""
    import os
    import time

    path = os.environ.get("UNO_ACCESS_SPEECH_TRACE")
    if not path:
        return None

    def trace(event: str, info: dict[str, object]) -> None:
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
