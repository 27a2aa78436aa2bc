"""The time limit's clock on the player's own turn ("Le temps limité", engine/rules/timers.py).

Made for a player who listens: the clock starts only once the game has said
everything before the question (the voice or the screen reader is quiet), a
warning is heard before it runs out (a sound, then a line said above the
prompt, never into the line being typed), and when it runs out the question
is closed and the table applies :data:`~uno_access.engine.TIME_UP`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ..sounds.earcons import Earcon
from .output import Output

#: Longest wait for the speech before the clock starts anyway (a voice that never ends is no reason to wait).
MAX_SPEECH_WAIT = 60.0


def warning_at(seconds: int) -> int:
    """Seconds left when the warning is said: 10, or a third of a limit under 30 seconds."""
    return 10 if seconds >= 30 else max(1, seconds // 3)


class TurnClock:
    """One question's clock.  ``say(lines)`` says lines where the player is (above the prompt);
    ``expire()`` closes the question.  Both are called from the clock's thread."""

    def __init__(self, seconds: int, output: Output, *, warn: Callable[[int], list[str]],
                 say: Callable[[list[str]], None], expire: Callable[[], None],
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.output = output
        self._warn = warn
        self._say = say
        self._expire = expire
        self._now = monotonic
        self._stopped = threading.Event()
        self.started_at: float | None = None
        self.expired = False
        self._thread = threading.Thread(target=self._run, name="time-limit-clock", daemon=True)

    def start(self) -> TurnClock:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopped.set()

    def _speaking(self) -> bool:
        return bool(getattr(self.output.speaker, "speaking", False))

    def _run(self) -> None:
        waited = self._now()
        while self._speaking() and self._now() - waited < MAX_SPEECH_WAIT:
            if self._stopped.wait(0.05):
                return
        self.started_at = self._now()
        warn = warning_at(self.seconds)
        if self.seconds > warn:
            if self._stopped.wait(self.seconds - warn):
                return
            self.output.sound((Earcon.TIME,))
            self._say(self._warn(warn))
            remaining = warn
        else:
            remaining = self.seconds
        if self._stopped.wait(remaining):
            return
        self.expired = True
        self._expire()


def reading_time(text: str, output: Output, speed: float) -> float:
    """Seconds a screen reader reading the terminal takes to say ``text`` (at ``speed`` characters a second);
    0 when the game speaks, by its voice or through the screen reader: that speech is waited for."""
    if hasattr(output.speaker, "speaking"):
        return 0.0
    return len(text) / max(speed, 1.0)


class RaceClock:
    """UNO Wizz's race to shout: once the game's voice is quiet and ``reading`` seconds have passed (what a
    screen reader takes to say the announcement), the fastest bot shouts after ``delay`` seconds:
    ``expire()`` closes the question then (from the clock's thread)."""

    def __init__(self, delay: float, output: Output, *, expire: Callable[[], None], reading: float = 0.0,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.delay = delay
        self.reading = reading
        self.output = output
        self._expire = expire
        self._now = monotonic
        self._stopped = threading.Event()
        self.started_at: float | None = None
        self.expired = False
        self._thread = threading.Thread(target=self._run, name="race-clock", daemon=True)

    def start(self) -> RaceClock:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopped.set()

    def _run(self) -> None:
        waited = self._now()
        while getattr(self.output.speaker, "speaking", False) and self._now() - waited < MAX_SPEECH_WAIT:
            if self._stopped.wait(0.05):
                return
        self.started_at = self._now()
        if self._stopped.wait(self.reading + self.delay):
            return
        self.expired = True
        self._expire()
