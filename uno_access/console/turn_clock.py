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
from typing import Self

from ..sounds.earcons import Earcon
from .output import Output

#: Longest wait for the speech before the clock starts anyway (a voice that never ends is no reason to wait).
MAX_SPEECH_WAIT = 60.0


def warning_at(seconds: int) -> int:
    """Seconds left when the warning is said: 10, or a third of a limit under 30 seconds."""
    return 10 if seconds >= 30 else max(1, seconds // 3)


class _Clock:
    """A question's clock on a thread of its own: it starts counting once the game's voice (or the screen
    reader) is quiet, and ``expire()`` closes the question (called from the clock's thread)."""

    _name = "clock"

    def __init__(self, output: Output, expire: Callable[[], None], monotonic: Callable[[], float]) -> None:
        self.output = output
        self._expire = expire
        self._now = monotonic
        self._stopped = threading.Event()
        self.started_at: float | None = None
        self.expired = False
        self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)

    def start(self) -> Self:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopped.set()

    def _speaking(self) -> bool:
        return bool(getattr(self.output.speaker, "speaking", False))

    def _quiet(self) -> bool:
        """Wait until nothing is being said (at most MAX_SPEECH_WAIT); False when stopped meanwhile."""
        waited = self._now()
        while self._speaking() and self._now() - waited < MAX_SPEECH_WAIT:
            if self._stopped.wait(0.05):
                return False
        self.started_at = self._now()
        return True

    def _close(self) -> None:
        self.expired = True
        self._expire()

    def _run(self) -> None:  # pragma: no cover - each clock says what it counts
        raise NotImplementedError


class TurnClock(_Clock):
    """The time limit's clock.  ``say(lines)`` says lines where the player is (above the prompt)."""

    _name = "time-limit-clock"

    def __init__(self, seconds: int, output: Output, *, warn: Callable[[int], list[str]],
                 say: Callable[[list[str]], None], expire: Callable[[], None],
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self._warn = warn
        self._say = say
        super().__init__(output, expire, monotonic)

    #: The clock polls this often while it runs (it stops while help or rules are read).
    TICK = 0.05

    def hold(self, seconds: float) -> None:
        """Stop the clock for ``seconds`` from now (what the player asked to read: help, rules, their hand...),
        and while the game's voice speaks: reading must not cost the turn; the limit is for thinking."""
        self._held_until = max(self._held_until, self._now()) + max(0.0, seconds)
        self._hold_speech = True

    _held_until = 0.0
    #: After a hold, the clock also waits while the game's voice speaks (what was asked is being said).
    _hold_speech = False

    def _run(self) -> None:
        if not self._quiet():
            return
        warn = warning_at(self.seconds)
        warned = self.seconds <= warn  # a limit this short has no warning
        deadline = self._now() + self.seconds
        last = self._now()
        while not self._stopped.wait(min(self.TICK, max(0.0, deadline - last))):
            now = self._now()
            if now < self._held_until or (self._hold_speech and self._speaking()):
                deadline += now - last  # stopped while the player reads
                if warned and self.seconds > warn and deadline - now > warn:
                    warned = False  # warned again when the time comes
            elif not self._speaking():
                self._hold_speech = False
            last = now
            left = deadline - now
            if not warned and left <= warn:
                warned = True
                self.output.sound((Earcon.TIME,))
                self._say(self._warn(warn))
            if left <= 0:
                self._close()
                return


def reading_time(text: str, output: Output, speed: float) -> float:
    """Seconds a screen reader reading the terminal takes to say ``text`` (at ``speed`` characters a second);
    0 when the game speaks, by its voice or through the screen reader: that speech is waited for.  A voice
    that cannot speak (no sound card) counts as none: the player reads the text."""
    speaker = output.speaker
    if hasattr(speaker, "speaking") and getattr(speaker, "unavailable", None) is None:
        return 0.0
    return len(text) / max(speed, 1.0)


class RaceClock(_Clock):
    """UNO Wizz's race to shout: once the game's voice is quiet and ``reading`` seconds have passed (what a
    screen reader takes to say the announcement), the fastest bot shouts after ``delay`` seconds."""

    _name = "race-clock"

    def __init__(self, delay: float, output: Output, *, expire: Callable[[], None], reading: float = 0.0,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.delay = delay
        self.reading = reading
        super().__init__(output, expire, monotonic)

    def _run(self) -> None:
        if self._quiet() and not self._stopped.wait(self.reading + self.delay):
            self._close()
