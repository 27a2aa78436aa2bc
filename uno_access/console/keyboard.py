"""Who owns the keyboard: keys typed before a question never answer it, and nothing typed is echoed
into the game's lines.

A screen-reader user types while listening.  Between two questions (while
the bots play, while lines are said) the terminal does not echo what is
typed — without this, "hel" lands in the middle of "Carol plays y 6" — and
when a new question opens, what was typed before it is dropped: a Space
typed during the bots' turns must not draw a card on the next turn, a
leftover Enter must not take four cards without a challenge.

Only a real terminal is held: piped commands (tests, scripts) are answers
written in advance, and are read as they come.
"""

from __future__ import annotations

import atexit
import os
import re
import select
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, overload

#: The keyboards held now: a question read with ``input()`` gives them back their line mode (:func:`cooked`).
_HELD: list[Keyboard] = []

#: The signals that quit or ask to quit (Ctrl+C, SIGTERM, SIGHUP, Ctrl+\\).
QUIT_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")


@contextmanager
def signals_held() -> Iterator[None]:
    """Ctrl+C, Ctrl+\\ and SIGTERM that come while the block runs act when it ends.

    For a first import: an import cut by ``KeyboardInterrupt`` leaves a package half made (``asyncio``'s
    submodules kept, the package dropped), and every later import of it fails — Ctrl+C as the first prompt
    was being made turned the "Quit the match?" question it opens into "Internal error".  Elsewhere than in
    the main thread (no handler runs there) the block runs as it is.
    """
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: list[int] = []
    handlers: dict[int, Any] = {}
    for name in QUIT_SIGNALS:
        number = getattr(signal, name, None)
        if number is None or not callable(handler := signal.getsignal(number)):
            continue  # ignored or the system's default: left as it is
        handlers[number] = handler
        signal.signal(number, lambda signum, _frame: came.append(signum))
    try:
        yield
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
        if came:
            handlers[came[0]](came[0], None)


#: How often, in seconds, a wait for a typed line runs the handlers of the signals that came.
SIGNAL_STEP = 0.2


class _Typed:
    """What the terminal handed over and no question read yet: whole lines, then the start of one.

    Lines typed while the terminal was held come as one block when its line mode is back; Python's
    ``readline`` (or C's ``fgets``) took the first and kept the others in a buffer that ``select`` cannot
    see, so a wait for the next line sat on a line already typed until another key came.  Read here from
    the descriptor, every line is seen.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.partial = b""

    def add(self, chunk: bytes) -> None:
        *whole, self.partial = (self.partial + chunk).split(b"\n")
        self.lines += [_decoded(line) for line in whole]

    def take(self) -> bytes:
        """Everything kept, as it was typed, and nothing kept after."""
        kept = b"".join(line.encode("utf-8") + b"\n" for line in self.lines) + self.partial
        self.lines, self.partial = [], b""
        return kept


def _decoded(line: bytes) -> str:
    encoding = getattr(sys.stdin, "encoding", None) or "utf-8"
    try:
        return line.decode(encoding, "replace").rstrip("\r")
    except LookupError:
        return line.decode("utf-8", "replace").rstrip("\r")


#: The lines the player's terminal (standard input) gave and no question read yet.
_TYPED = _Typed()


def terminal_fd() -> int | None:
    """Standard input's descriptor when it is a terminal read here (with ``select``: not on Windows)."""
    try:
        fd = sys.stdin.fileno()
        return fd if sys.platform != "win32" and os.isatty(fd) else None
    except (AttributeError, ValueError, OSError):
        return None


@overload
def read_line(prompt: str = "", closed: None = None) -> str: ...
@overload
def read_line(prompt: str, closed: threading.Event) -> str | None: ...
def read_line(prompt: str = "", closed: threading.Event | None = None) -> str | None:
    """``input(prompt)`` that Ctrl+C, Ctrl+\\ and SIGTERM always interrupt, and that ``closed`` may close
    (then ``None``).

    On a terminal, ``input()`` writes its prompt, then blocks in ``read()`` with the interpreter's lock given
    up.  A signal that comes between the two — Ctrl+\\ pressed as the prompt appears, on a loaded machine —
    runs only its C handler; the game's handler waits for the interpreter, that is for the next Enter: the
    key seemed lost (6 of 60 tries hung under load).  Here the prompt is written, then the line is waited
    for with ``select`` in short steps, each of which runs the handlers of the signals that came, and read
    from the descriptor (:class:`_Typed`).  Piped input, and Windows (whose ``select`` takes sockets only),
    use ``input()`` as it is (and ``closed`` is the caller's to watch).
    """
    fd = terminal_fd()
    if fd is None:
        return input(prompt)
    if prompt:
        sys.stdout.write(prompt)
        sys.stdout.flush()
    step = SIGNAL_STEP if closed is None else CLOSED_STEP
    while not _TYPED.lines:
        if closed is not None and closed.is_set():
            return None
        if not select.select([fd], [], [], step)[0]:
            continue
        chunk = os.read(fd, 65536)
        if not chunk:  # Ctrl+D: the end of input (what was typed before it is a line of its own)
            if _TYPED.partial:
                return _decoded(_TYPED.take())
            raise EOFError
        _TYPED.add(chunk)
    return _TYPED.lines.pop(0)


#: How often, in seconds, a wait that something else may close looks whether it was closed.
CLOSED_STEP = 0.05


@contextmanager
def cooked() -> Iterator[None]:
    """The terminal in its line mode for a question read with ``input()``, then held again."""
    held = list(_HELD)
    for keyboard in held:
        keyboard.release()
    try:
        yield
    finally:
        for keyboard in held:
            keyboard.hold()


class Keyboard:
    """The terminal the player types at, held quiet between questions."""

    def __init__(self, fd: int | None = None) -> None:
        self.fd: int | None = None
        #: What the last :meth:`discard` dropped (its last :data:`MAX_KEPT` bytes).
        self.dropped = b""
        self._saved: Any = None
        self._held = False
        try:
            import termios

            if fd is None:
                fd = sys.stdin.fileno()
            if os.isatty(fd):
                self._saved = termios.tcgetattr(fd)
                self.fd = fd
                atexit.register(self.release)
        except (ImportError, OSError, ValueError, AttributeError):  # no terminal, or not a POSIX one
            self.fd = None

    @property
    def active(self) -> bool:
        return self.fd is not None

    def hold(self) -> None:
        """Between questions: typed keys are neither echoed nor cooked into lines (Ctrl+C still works)."""
        if self.fd is None or self._held:
            return
        import termios

        try:
            attributes = termios.tcgetattr(self.fd)
            attributes[3] &= ~(termios.ECHO | termios.ICANON)  # lflag
            attributes[6][termios.VMIN] = 0
            attributes[6][termios.VTIME] = 0
            termios.tcsetattr(self.fd, termios.TCSANOW, attributes)
            self._held = True
            if self not in _HELD:
                _HELD.append(self)
        except (OSError, termios.error):
            pass

    def release(self) -> None:
        """The terminal as it was found: for a line read with ``input()``, and at the end."""
        if self.fd is None or not self._held:
            return
        import termios

        try:
            termios.tcsetattr(self.fd, termios.TCSANOW, self._saved)
        except (OSError, termios.error):
            pass
        self._held = False
        if self in _HELD:
            _HELD.remove(self)

    def discard(self) -> int:
        """Drop what was typed and not read yet; how many bytes were dropped.

        Called when a new question opens: whatever the terminal holds then was typed while no question
        was open (or for an older one), so none of it answers this one.  No timing: a key typed a moment
        later belongs to the new question.

        Ctrl+C (or Ctrl+\\, which does as it does) is no type-ahead key: one typed while a prompt held the
        terminal raw, and left unread when it closed, is a byte here.  It raises ``KeyboardInterrupt``, as
        the terminal's own Ctrl+C does (the game asks whether to quit); the other keys are dropped with it.
        """
        self.dropped = _TYPED.take() if self.fd is not None and self.fd == terminal_fd() else b""
        if self.fd is None:
            return 0
        dropped = len(self.dropped)
        interrupted = False
        try:
            while select.select([self.fd], [], [], 0)[0]:
                chunk = os.read(self.fd, 4096)
                if not chunk:
                    break
                dropped += len(chunk)
                self.dropped = (self.dropped + chunk)[-MAX_KEPT:]
                interrupted = interrupted or CTRL_C in chunk or CTRL_BACKSLASH in chunk
        except OSError:
            pass
        if interrupted:
            raise KeyboardInterrupt
        return dropped


#: The byte Ctrl+C sends when the terminal does not make it a signal (raw mode).
CTRL_C = b"\x03"
#: Ctrl+\\'s byte in raw mode: it does as Ctrl+C does (:func:`uno_access.cli._on_quit_key`).
CTRL_BACKSLASH = b"\x1c"
#: The last bytes :meth:`Keyboard.discard` keeps of what it dropped (to tell whether a line was begun).
MAX_KEPT = 4096
#: An escape sequence a key sends (arrows, F1...): no character of a line.
_ESCAPE = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?", re.DOTALL)
#: Keys that act on an empty line instead of starting one (Space draws, z: the next playable card, ?: help).
_LINE_KEYS = " zZ?"


def line_begun(typed: str) -> bool:
    """Whether ``typed`` (keys as the terminal sent them) ends in a line begun and not ended by Enter: the
    player was typing a word when the question opened, and its tail is typed for no question either."""
    line = ""
    for char in _ESCAPE.sub("", typed):
        if char in "\r\n" or char == "\x15":  # Enter, Ctrl+U
            line = ""
        elif char in "\x7f\x08":  # Backspace
            line = line[:-1]
        elif char.isprintable() and (line or char not in _LINE_KEYS):
            line += char
    return bool(line)
