"""One place that says things: prints a line, speaks the same text, keeps the history.

The printed line and the spoken text are the same message (one source of
messages); the voice says the deck's symbols for reverse and skip in words.
Lines are plain: no colour, no cursor movement, no redraw.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import TextIO

from ..sounds.earcons import Earcon
from ..sounds.player import NoSounds, Sounds
from ..speech.base import OffSpeaker, Priority, Speaker


class OutputLost(Exception):
    """The screen can no longer be written to: closed, full, or its terminal gone."""


def _bell_allowed(stream: TextIO) -> bool:
    import os

    try:
        return stream.isatty() and os.environ.get("TERM", "") != "dumb"
    except (AttributeError, ValueError):
        return False


class Output:
    """Prints and speaks lines; remembers them for ``repeat`` and ``history``."""

    def __init__(self, stream: TextIO | None = None, speaker: Speaker | None = None) -> None:
        self.stream = stream if stream is not None else sys.stdout
        self.speaker: Speaker = speaker if speaker is not None else OffSpeaker()
        #: The game's sounds (earcons); :class:`NoSounds` when off.
        self.sounds: Sounds = NoSounds()
        self.history: list[str] = []
        #: The lines said since the player's last command: what ``repeat`` says again.
        self.last: list[str] = []
        self._fresh = True
        #: Replaced while a prompt is on screen so that lines appear above it (prompt_toolkit).
        self.printer: Callable[[Callable[[], None]], None] | None = None
        self._later: list[str] = []
        self._interrupt_next = False
        #: How many commands the player has typed: a background task started by one stops at the next.
        self.commands = 0
        #: Ring the terminal's bell when the player's turn comes (the ``bip``/``beep`` command).
        self.bell = True
        self._lock = threading.Lock()
        #: The words a voice says for a printed line (the console sets :func:`uno_access.notation.spoken`):
        #: the screen and the braille display keep the deck's symbols, the voice says reverse and skip.
        self.spoken: Callable[[str], str] = str
        #: The messages of the game's language (the console sets it), for what the output says by itself.
        self.translate: Callable[..., str] | None = None

    def say(self, lines: Iterable[str], *, priority: Priority = Priority.NORMAL, record: bool = True,
            interrupt: bool = False, speak: bool = True) -> None:
        """Print and speak ``lines``, one by one, and add them to the history.

        ``interrupt`` cuts what is being spoken (a card read while browsing the hand, a refusal,
        the player's turn); ``speak=False`` only prints (what something else says aloud).
        """
        # A message of several lines (Fluent's multiline values) is printed, spoken and kept line by line:
        # each fits a braille display, and "repeat" and the history step through them one at a time.
        lines = [part for line in lines for part in line.split("\n") if part]
        if not lines:
            return
        if self._interrupt_next:
            interrupt, self._interrupt_next = True, False
        if record:
            if self._fresh:
                self.last = []
                self._fresh = False
            self.last.extend(lines)
            self.history.extend(lines)

        def write() -> None:
            try:
                for line in lines:
                    self.stream.write(line + "\n")
                self.stream.flush()
            except BrokenPipeError:
                raise  # the reader went away (``| head``): the program ends quietly
            except (OSError, ValueError) as error:  # ValueError: a closed file
                raise OutputLost(repr(error)) from error

        if self.printer is not None:
            self.printer(write)
        else:
            write()
        if not speak:
            return
        for index, line in enumerate(lines):
            self.speaker.speak(self.spoken(line), priority, interrupt=interrupt and index == 0)

    def interrupt_next(self) -> None:
        """The next lines said cut older speech (the player's turn: what came before is in the history)."""
        self._interrupt_next = True

    def notice(self, message_id: str, **args: object) -> None:
        """Say one of the game's messages (a reader's own notice: a line cut, keys typed too early)."""
        if self.translate is not None:
            self.say([self.translate(message_id, **args)])

    def sound(self, earcons: Iterable[Earcon]) -> None:
        """Play the sounds of what is about to be said (before its words: the sound comes first)."""
        earcons = tuple(earcons)
        if earcons:
            self.sounds.play(earcons)

    def cue(self) -> None:
        """The "your turn" sound: the game's earcon when sounds play, else the terminal's bell
        (when asked for and on a real terminal)."""
        if not isinstance(self.sounds, NoSounds) and self.sounds.unavailable is None:
            self.sounds.play((Earcon.YOUR_TURN,))
            return
        if self.bell and _bell_allowed(self.stream):
            self.stream.write("\a")
            self.stream.flush()

    def later(self, line: str) -> None:
        """Keep a line from another thread until the game may say it (never while the player types)."""
        with self._lock:
            self._later.append(line)

    def forget_later(self, line: str) -> None:
        """Drop a kept line that has been said another way."""
        with self._lock:
            self._later = [kept for kept in self._later if kept != line]

    def flush_later(self) -> None:
        """Say the lines kept by :meth:`later`."""
        with self._lock:
            lines, self._later = self._later, []
        self.say(lines)

    def new_command(self) -> None:
        """The player typed something: what follows is the answer to it; stale speech stops."""
        self._fresh = True
        self.commands += 1
        self.speaker.cancel()
        self.sounds.stop()

    def new_part(self) -> None:
        """A new part of the game begins (the match starts after the lobby): what ``repeat`` says begins here,
        speech going on as it was."""
        self._fresh = True

    def repeat(self) -> None:
        """Say the last lines again (not added to the history again)."""
        self.speaker.cancel()
        self.say(self.last, record=False)

    @contextlib.contextmanager
    def aside(self) -> Iterator[None]:
        """Lines said inside answer a question about the game (help, rules, the settings, the hand): ``repeat``
        still says the game's last lines and the question, not 60 lines of help."""
        last, fresh = list(self.last), self._fresh  # a copy: with no new command, lines said aside extend it
        try:
            yield
        finally:
            self.last, self._fresh = last, fresh
