"""The time limit of a turn: its clock, started at the question's first asking, held while the player reads.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.time_limit``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import TYPE_CHECKING, Any

from ..engine.view import Phase, PlayerView
from .turn_clock import TurnClock, reading_time

if TYPE_CHECKING:
    from .session import Session


class TimeLimit:
    """The clock of the question open (UNO's time limit house rule); reading never costs the turn."""

    #: The clock of the question open, and the count of the seat's news when it started (the question is still
    #: open while no news came).
    clock: TurnClock | None = None
    clock_log = -1

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def reading(self, clock: TurnClock) -> AbstractContextManager[None]:
        """What is said inside is read by the player: the clock stops for its reading time (and while the
        game's voice says it).  Reading must not cost the turn."""
        output = self.session.output
        said: list[str] = []
        say = output.say

        def counting(lines: Iterable[str], **options: Any) -> None:
            lines = list(lines)
            said.extend(lines)
            say(lines, **options)

        @contextmanager
        def held() -> Iterator[None]:
            output.say = counting  # type: ignore[method-assign]
            try:
                yield
            finally:
                output.say = say  # type: ignore[method-assign]
                clock.hold(reading_time(" ".join(said), output, self.session.options.reading_speed))

        return held()

    def run_clock(self, view: PlayerView) -> TurnClock | None:
        """The time limit's clock for this question: started at its first asking, running on when it is
        asked again after a command that changed nothing (``main``), stopped once anything was played."""
        seconds = view.rules.time_limit
        log = self.session.actions_seen
        if self.clock is not None and self.clock_log != log:
            self.stop_clock()
        if not seconds or view.phase not in (Phase.PLAY, Phase.AFTER_DRAW):
            return None
        if self.clock is None:
            reader = self.session.reader

            def expire() -> None:
                if self.clock is clock and self.clock_log == self.session.actions_seen:  # still this question's
                    getattr(reader, "expire", lambda: None)()

            clock = self.clock = TurnClock(
                seconds, self.session.output,
                warn=lambda left: [self.session.t("time-warning", seconds=left)],
                say=lambda lines: getattr(reader, "call_soon", lambda f: f())(
                    lambda: self.session.output.say(lines, interrupt=True)),
                expire=expire,
            ).start()
            self.clock_log = log
        getattr(self.session.reader, "timed", lambda: None)()
        return self.clock

    def stop_clock(self) -> None:
        if self.clock is not None:
            self.clock.stop()
            self.clock = None
