"""Reading the player's next line: prompt_toolkit in a screen-reader mode, or plain input.

:class:`PromptReader` is a prompt_toolkit session set up for screen readers
and braille displays: readline-like Tab completion (no pop-up menu), no
toolbar, no right prompt, no cursor-position requests, no colour, no space
reserved below the prompt.  Keys work only while the line is empty, so typed
commands keep working alongside them:

- Left/Right (or Up/Down): previous/next card of the hand, read aloud; Home/End: first/last;
- ``z`` / ``Z``: next/previous playable card (ELTEN's keys);
- Enter on an empty line: play the card under the cursor;
- Space: draw; PageUp/PageDown: step back/forward through the game's events, Ctrl+PageUp/PageDown
  by round;
- F1 or ``?``: help; F2: repeat; Escape: stop speech.

Whatever a key says is printed above the prompt (``run_in_terminal``), never
over what the player is typing.  A line never grows past :data:`~uno_access.typed.MAX_LINE`
characters, cut as the keys arrive (a paste without bracketed paste too), and
a colour code pasted at the prompt (``ESC [ 31 m``) is shown as ``?``.

:class:`PlainReader` uses ``input()`` (``--plain``, or stdin that is not a
terminal: commands piped in, one a line).
"""

from __future__ import annotations

import os
import select
import sys
import threading
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from ..typed import MAX_LINE, cap_line, shown
from .commands import Command, Verb
from .keyboard import Keyboard, line_begun, read_line, signals_held, terminal_fd
from .output import Output

if TYPE_CHECKING:  # prompt_toolkit loads at the first prompt (about 0.1 s)
    from prompt_toolkit import PromptSession
    from prompt_toolkit.input import Input
    from prompt_toolkit.key_binding import KeyBindings, KeyPress
    from prompt_toolkit.key_binding.key_processor import KeyPressEvent
    from prompt_toolkit.output import Output as ScreenOutput


class Key(Enum):
    """Keys the console acts on while the line is empty."""

    NEXT_CARD = "next-card"
    PREVIOUS_CARD = "previous-card"
    FIRST_CARD = "first-card"
    LAST_CARD = "last-card"
    NEXT_PLAYABLE = "next-playable"
    PREVIOUS_PLAYABLE = "previous-playable"
    DRAW = "draw"
    HISTORY_BACK = "history-back"
    HISTORY_FORWARD = "history-forward"
    ROUND_BACK = "round-back"
    ROUND_FORWARD = "round-forward"
    HELP = "help"
    REPEAT = "repeat"
    SILENCE = "silence"


class KeyHandler(Protocol):
    """The session: says what a key means (through the output) or gives a command to run."""

    def on_key(self, key: Key) -> Command | None: ...


class Reader(Protocol):
    """Reads one line; ``None`` at the end of input."""

    def read(self, prompt: str) -> str | Command | None: ...

    def discard(self) -> int: ...

    def close(self) -> None: ...


class PlainReader:
    """``input()``: for ``--plain``, dumb terminals and piped commands."""

    #: News said during a question do not print its prompt again (a printed line stays on the screen).
    prompt_once = True
    #: No key works in a line read by ``input()``: the game says the words instead (F1 is ``help``...).
    keys = False

    def __init__(self, output: Output, echo: bool = False, keyboard: Keyboard | None = None) -> None:
        self.output = output
        #: Piped input is not echoed by a terminal: echo it so a transcript reads well.
        self.echo = echo
        self.keyboard = keyboard if keyboard is not None else Keyboard()
        self.keyboard.hold()

    def discard(self) -> int:
        """Drop the keys typed at the terminal before the question (nothing is dropped from a pipe)."""
        dropped = self.keyboard.discard()
        # A word begun before the question: the next line is its tail (a cooked line cannot be seen erased).
        self.tail = line_begun(self.keyboard.dropped.decode("utf-8", "replace"))
        return dropped

    #: A line was begun before the question opened: the next line read is its tail, refused and said.
    tail = False

    #: The last ``None`` read was Ctrl+D typed at a terminal, not the end of piped input: in a match it asks
    #: "Quit the match?" as Ctrl+C does (it ended the match, or a whole shared table, with no question).
    key_eof = False

    _woken = False

    def wake(self, force: bool = False) -> None:
        """A shared table sent news: the line being read ends (a cooked terminal cannot tell whether the
        player is typing: what they typed stays for the next line)."""
        self._woken = True
        self._closing = Command(Verb.WAKE)
        if self._expired is not None:
            self._expired.set()

    def clear_wake(self) -> None:
        self._woken = False

    def read(self, prompt: str) -> str | Command | None:
        self.key_eof = False
        if self._woken:
            return Command(Verb.WAKE)
        self.keyboard.release()  # input() reads a cooked, echoed line
        try:
            line = self._timed_input(prompt) if self._expired is not None else read_line(prompt)
            if line is _TIMED_OUT:
                closing, self._closing = self._closing, Command(Verb.TIME_UP)
                return closing
            assert isinstance(line, str)
        except EOFError:
            self.output.stream.write("\n")
            self.key_eof = terminal_fd() is not None  # Ctrl+D typed, or a pipe's end
            return None
        except KeyboardInterrupt:
            self.output.stream.write("\n")
            return Command(Verb.QUIT)
        finally:
            self.keyboard.hold()
        if self.tail:
            self.tail = False  # the Enter of a line begun before the question: it answers none
            self.output.notice("line-begun-early")
            return self.read(prompt)
        line, cut = cap_line(line)
        if self.echo:
            # What a pipe sends is written back cleaned: no escape sequence reaches the terminal.
            self.output.stream.write(shown(line, MAX_LINE) + "\n")
            self.output.stream.flush()
        if cut:
            self.output.notice("input-line-cut", length=MAX_LINE)
        return line

    def close(self) -> None:
        """The terminal as it was found."""
        self.keyboard.release()

    _expired: threading.Event | None = None
    _closing = Command(Verb.TIME_UP)

    def timed(self) -> None:
        """The next :meth:`read` may be closed by :meth:`expire` (the time limit)."""
        self._expired = threading.Event()

    def expire(self) -> None:
        """Close the question being read (from the clock's thread)."""
        if self._expired is not None:
            self._expired.set()

    def call_soon(self, function: Callable[[], None]) -> None:
        """Run ``function`` where it may print: here, a line of its own ends the line being typed first."""
        self.output.stream.write("\n")
        function()

    def _timed_input(self, prompt: str) -> object:
        """``input()`` that the clock may close: the line is read once the terminal hands it over (Enter)."""
        expired = self._expired
        assert expired is not None
        if self._woken:
            expired.set()
        try:
            return self._wait_line(prompt, expired)
        finally:
            self._expired = None

    def _wait_line(self, prompt: str, expired: threading.Event) -> object:
        stream = self.output.stream
        if terminal_fd() is not None:
            line = read_line(prompt, closed=expired)
            if line is not None:
                return line
        else:
            stream.write(prompt)
            stream.flush()
            try:
                fd = sys.stdin.fileno()
            except (AttributeError, ValueError, OSError):
                return input()
            while not expired.is_set():
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    line = sys.stdin.readline()
                    if not line:
                        raise EOFError
                    return line.rstrip("\r\n")
        if prompt:
            stream.write("\n")  # the prompt's line ends before what closed it is said
        return _TIMED_OUT


#: What a timed read returns when the clock closed the question.
_TIMED_OUT = object()


class PromptReader:
    """A prompt_toolkit session configured for screen readers (see the module docstring)."""

    #: The keys of the module docstring work (F1, arrows, Space...).
    keys = True

    def __init__(self, output: Output, handler: KeyHandler, words: list[str], *, pipe_input: Input | None = None,
                 pt_output: ScreenOutput | None = None) -> None:
        self.output = output
        self.handler = handler
        self.words = words
        self._pipe_input = pipe_input
        self._pt_output = pt_output
        self._session: PromptSession[Any] | None = None
        self._cut = False
        # prompt_toolkit reads a test's pipe: the real terminal, if any, is not the player's keyboard.
        self.keyboard = Keyboard() if pipe_input is None else Keyboard(fd=-1)
        self.keyboard.hold()

    @property
    def session(self) -> PromptSession[Any]:
        """The prompt_toolkit session, made on first use.

        Importing prompt_toolkit takes about 0.1 s: made at the first prompt,
        the lines before it (the deal, the bots' first moves, the turn line)
        are on the screen and in the screen reader's ears that much sooner.
        """
        if self._session is None:
            # No cursor-position requests: they print garbage on some readers and pipes.
            os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
            with signals_held():  # a Ctrl+C typed in this tenth of a second must not cut an import in two
                self._session = self._make_session()
        return self._session

    def _make_session(self) -> PromptSession[Any]:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.completion import WordCompleter
        from prompt_toolkit.output import ColorDepth
        from prompt_toolkit.shortcuts import CompleteStyle
        from prompt_toolkit.styles import DummyStyle

        return PromptSession(
            completer=WordCompleter(self.words, ignore_case=True, sentence=True),
            complete_style=CompleteStyle.READLINE_LIKE,
            complete_while_typing=False,
            key_bindings=self._bindings(),
            reserve_space_for_menu=0,
            mouse_support=False,
            enable_system_prompt=False,
            enable_suspend=False,
            enable_open_in_editor=False,
            include_default_pygments_style=False,
            style=DummyStyle(),
            color_depth=ColorDepth.MONOCHROME,
            input=self._capped_input(),
            output=self._pt_output,
            erase_when_done=False,
        )

    def _capped_input(self) -> Input:
        """The keyboard, cut as it arrives: characters past :data:`MAX_LINE` in a line are dropped before
        prompt_toolkit processes them one by one (a 100,000-character paste without bracketed paste froze
        the game 14 s; 1 MB, 2 minutes), and the player is told the line was cut."""
        from prompt_toolkit.application import get_app_or_none
        from prompt_toolkit.input import create_input
        from prompt_toolkit.keys import Keys

        keyboard = self._pipe_input if self._pipe_input is not None else create_input()
        read_keys = keyboard.read_keys

        def capped() -> list[KeyPress]:
            keys = read_keys()
            if len(keys) <= MAX_LINE:
                return keys  # typing, and short pastes: nothing to count
            app = get_app_or_none()
            length = len(app.current_buffer.text) if app is not None else 0
            kept = []
            for key in keys:
                if isinstance(key.key, Keys):  # Enter, arrows, Ctrl keys...: kept; a new line starts after Enter
                    kept.append(key)
                    if key.key in (Keys.ControlM, Keys.ControlJ):
                        length = 0
                elif length < MAX_LINE:
                    kept.append(key)
                    length += len(key.key)
                else:
                    self._cut = True
            return kept

        keyboard.read_keys = capped  # type: ignore[method-assign]
        return keyboard

    def _bindings(self) -> KeyBindings:
        from prompt_toolkit.application import run_in_terminal
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings

        bindings = KeyBindings()

        @Condition
        def empty() -> bool:
            from prompt_toolkit.application import get_app

            return get_app().current_buffer.text == "" and not self.tail  # a begun line's tail is no key

        @bindings.add("backspace", filter=Condition(lambda: self.tail), eager=True)
        @bindings.add("c-u", filter=Condition(lambda: self.tail), eager=True)
        def _(event: KeyPressEvent) -> None:
            buffer = event.current_buffer
            if buffer.text:
                buffer.delete_before_cursor(len(buffer.text) if event.key_sequence[0].key == "c-u" else 1)
            if not buffer.text:
                self.tail = False  # the begun line erased: what comes next is the question's

        def bind(key_name: str, key: Key, *, eager: bool = False) -> None:
            @bindings.add(key_name, filter=empty, eager=eager)
            def _(event: KeyPressEvent) -> None:
                command = self.handler.on_key(key)
                if command is not None:
                    event.app.exit(result=command)

        for key_name, key in (
            ("right", Key.NEXT_CARD),
            ("left", Key.PREVIOUS_CARD),
            # Up/Down too, as the accessible game platforms browse lists (typed lines are short:
            # no command history to recall on an empty line).
            ("down", Key.NEXT_CARD),
            ("up", Key.PREVIOUS_CARD),
            ("home", Key.FIRST_CARD),
            ("end", Key.LAST_CARD),
            ("z", Key.NEXT_PLAYABLE),
            ("Z", Key.PREVIOUS_PLAYABLE),
            ("space", Key.DRAW),
            ("pageup", Key.HISTORY_BACK),
            ("pagedown", Key.HISTORY_FORWARD),
            ("c-pageup", Key.ROUND_BACK),
            ("c-pagedown", Key.ROUND_FORWARD),
            ("f1", Key.HELP),
            ("?", Key.HELP),
            ("f2", Key.REPEAT),
            ("escape", Key.SILENCE),
        ):
            bind(key_name, key)
        self._bind_line_cap(bindings)
        self._bind_stray_escapes(bindings)

        @bindings.add("c-\\", eager=True)
        def _(event: KeyPressEvent) -> None:
            # Ctrl+\ does as Ctrl+C does (as the terminal's SIGQUIT does where a line is read: uno_access.cli);
            # the prompt's raw mode made it a key that did nothing, in a match as at the lobby.
            event.app.exit(exception=KeyboardInterrupt, style="class:aborting")

        self._run_in_terminal = run_in_terminal
        return bindings

    def _bind_line_cap(self, bindings: KeyBindings) -> None:
        """Keys typed past :data:`MAX_LINE` characters are dropped, and a paste is cut to fit.

        A pasted 100,000-character line cost 30 s of CPU and gigabytes of
        memory while prompt_toolkit laid it out; now the line never grows past
        what the game reads, and the player is told it was cut.
        """
        from prompt_toolkit.application import get_app
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.keys import Keys

        @Condition
        def full() -> bool:
            return len(get_app().current_buffer.text) >= MAX_LINE

        @bindings.add(Keys.Any, filter=full)
        def _(event: KeyPressEvent) -> None:
            self._cut = True

        @bindings.add(Keys.BracketedPaste)
        def _(event: KeyPressEvent) -> None:
            buffer = event.current_buffer
            data = " ".join(event.data.splitlines())
            room = max(0, MAX_LINE - len(buffer.text))
            if len(data) > room:
                data, self._cut = data[:room], True
            buffer.insert_text(data)

    @staticmethod
    def _bind_stray_escapes(bindings: KeyBindings) -> None:
        """``ESC [ 31 m`` (a colour code pasted without bracketed paste) reads as a mouse event to
        prompt_toolkit, whose handler raised and printed a traceback ("Press ENTER to continue"): the mouse
        is off, so such a sequence is typed text gone wrong, shown as ``?`` as the plain console shows escapes."""
        from prompt_toolkit.keys import Keys

        @bindings.add(Keys.Vt100MouseEvent, eager=True)
        def _(event: KeyPressEvent) -> None:
            buffer = event.current_buffer
            if len(buffer.text) < MAX_LINE:
                buffer.insert_text("?")

    def read(self, prompt: str) -> str | Command | None:
        def printer(write: Callable[[], object]) -> None:  # a function that writes lines
            self._run_in_terminal(write)

        self.output.printer = printer
        self._cut = False
        self.key_eof = False
        try:
            self.session.app.erase_when_done = False  # only a prompt closed for news is erased
            line = self.session.prompt(prompt, pre_run=self._check_wake)
            while isinstance(line, str) and self.tail:
                # The Enter of a line begun before the question: it answers none; said, and asked again.
                self.tail = False
                self.output.printer = None
                self.output.notice("line-begun-early")
                self.output.printer = printer
                line = self.session.prompt(prompt, pre_run=self._check_wake)
            if self._cut:
                self.output.printer = None
                self.output.notice("input-line-cut", length=MAX_LINE)
            return cap_line(line)[0] if isinstance(line, str) else line  # a key's command, as it is
        except EOFError:
            # Ctrl+D (the end of a test's pipe): the caller decides; in a match, it asks as Ctrl+C does.
            self.key_eof = self._pipe_input is None
            return None
        except KeyboardInterrupt:
            # Ctrl+C at the prompt: ask to quit (the answer is confirmed).
            return Command(Verb.QUIT)
        finally:
            self.output.printer = None

    def timed(self) -> None:
        """Nothing to prepare: :meth:`expire` closes the prompt itself."""

    _woken = False
    #: A new question came (``force=True``): the line closes whatever it holds.
    _forced = False
    #: Asked when the wake is handled: is a question newer than the one open waiting?  The latest one only:
    #: the questions' serials grow, so when an older one's question is newer than the open one, so is this one's.
    _force_check: Callable[[], bool] | None = None
    #: Text the player had typed when a new question, or the clock, closed the line (it answers no question).
    dropped_by_wake = False

    def wake(self, force: bool | Callable[[], bool] = False) -> None:
        """A shared table sent news: the prompt closes (:attr:`Verb.WAKE`) when its line is empty, so they are
        said at once; while the player types, they wait for Enter.  ``force``: a new question, which closes
        the line whatever it holds (keys typed before a question never answer it).  As a function, it is
        asked when the wake is handled in the prompt's loop, not when the news came: by then the console
        may have opened that question itself, and what the player typed answers it."""
        self._woken = True
        if callable(force):
            self._force_check = force
        else:
            self._forced = self._forced or force
        app = getattr(self._session, "app", None)
        if app is not None and app.is_running and app.loop is not None:
            app.loop.call_soon_threadsafe(self._check_wake)

    def clear_wake(self) -> None:
        self._woken = self._forced = False
        self._force_check = None

    def _check_wake(self) -> None:
        app = getattr(self._session, "app", None)
        if app is None or not self._woken or not app.is_running or app.future is None or app.future.done():
            return
        text = app.current_buffer.text
        if text and not (self._forced or (self._force_check is not None and self._force_check())):
            return
        self.dropped_by_wake = self.dropped_by_wake or bool(text)
        # An empty prompt closed for news leaves no line behind: the news take its place and the prompt comes
        # back under them, so the screen (and a screen reader reviewing it) holds one prompt, not one a move.
        app.erase_when_done = not text
        app.exit(result=Command(Verb.WAKE))

    def expire(self) -> None:
        """Close the prompt being read, from the clock's thread: it answers the time limit's command."""
        app = getattr(self._session, "app", None)
        if app is None:
            return

        def close() -> None:
            if app.is_running and app.future is not None and not app.future.done():
                # A line half typed for the question that closed answers no other: dropped whole, and said.
                self.dropped_by_wake = self.dropped_by_wake or bool(app.current_buffer.text)
                app.exit(result=Command(Verb.TIME_UP))

        if app.is_running and app.loop is not None:
            app.loop.call_soon_threadsafe(close)

    def call_soon(self, function: Callable[[], None]) -> None:
        """Run ``function`` in prompt_toolkit's loop, where lines are printed above the prompt."""
        app = getattr(self._session, "app", None)
        if app is not None and app.is_running and app.loop is not None:
            app.loop.call_soon_threadsafe(function)
        else:
            function()

    def discard(self) -> int:
        """Drop the keys typed before the question: those the terminal holds, and those prompt_toolkit
        kept after the last Enter for the next prompt (its "type-ahead").  A Ctrl+C among them raises
        ``KeyboardInterrupt`` (the game asks whether to quit)."""
        interrupted = False
        try:
            dropped = self.keyboard.discard()
        except KeyboardInterrupt:
            dropped, interrupted = 0, True
        if self._session is not None:
            from prompt_toolkit.input.typeahead import get_typeahead
            from prompt_toolkit.keys import Keys

            keys = get_typeahead(self.session.input)  # taking them clears them
            dropped += len(keys)
            # Ctrl+C is no type-ahead key: read by the prompt as it closed, it still asks whether to quit.
            interrupted = interrupted or any(key.key in (Keys.ControlC, Keys.SIGINT, Keys.ControlBackslash)
                                             for key in keys)
            typed = "".join(key.data for key in keys) + self.keyboard.dropped.decode("utf-8", "replace")
        else:
            typed = self.keyboard.dropped.decode("utf-8", "replace")
        if interrupted:
            raise KeyboardInterrupt
        # A word begun before the question (h, a, n dropped): its tail (d, Enter) answers no question either.
        self.tail = line_begun(typed)
        return dropped

    #: A line was begun before the question opened: what is typed up to the next Enter is its tail, refused
    #: on Enter (and said); the keys do not act meanwhile.  Erasing the line to empty ends it.
    tail = False

    #: The last ``None`` read was Ctrl+D typed (not a test's pipe ended): see :attr:`PlainReader.key_eof`.
    key_eof = False

    def close(self) -> None:
        """The terminal as it was found."""
        self.keyboard.release()


def stdin_is_terminal() -> bool:
    """True when the player types at a terminal (not piped commands)."""
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def keys_work(*, plain: bool, interactive: bool) -> bool:
    """Whether the player's keys work (a prompt_toolkit prompt), or only typed words (``input()`` lines)."""
    return not (plain or not interactive or os.environ.get("TERM", "") == "dumb")


def reader_for(output: Output, handler: KeyHandler, lang: str, *, plain: bool,
               interactive: bool) -> PlainReader | PromptReader:
    """The reader a console uses: ``input()`` lines for ``--plain``, piped commands and dumb terminals,
    else a prompt_toolkit prompt whose keys ``handler`` answers."""
    if not keys_work(plain=plain, interactive=interactive):
        return PlainReader(output, echo=not interactive)
    from .commands import command_words

    return PromptReader(output, handler, command_words(lang))
