"""The plain reader (``--plain``, ``TERM=dumb``) reads every line typed, however fast (issue 33's tester).

Between questions the terminal is held (no echo, no line mode).  Two lines typed there — quickly, while
news arrive — reach the program as one block when the line mode comes back: Python's ``readline`` took
the first and kept the second in its buffer, where ``select`` cannot see it, so a network seat's timed read
(which waits with ``select``) sat on it until the next key.
"""

from __future__ import annotations

import io
import os
import sys
import threading

import pytest

from uno_access.console.commands import Command
from uno_access.console.keyboard import Keyboard
from uno_access.console.output import Output
from uno_access.console.reader import PlainReader

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")


def test_two_lines_typed_while_the_terminal_is_held_are_both_read(monkeypatch: pytest.MonkeyPatch) -> None:
    master, slave = os.openpty()
    stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(slave, "r", closefd=False)), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    reader = PlainReader(Output(io.StringIO()), keyboard=Keyboard(fd=slave))
    try:
        os.write(master, b"hand\nstatus\n")  # typed between two questions: the terminal is held
        lines = []
        for _ in range(2):
            reader.timed()
            clock = threading.Timer(5, reader.expire)  # a bound: the line is there, nothing waits for it
            clock.start()
            lines.append(reader.read(""))
            clock.cancel()
        assert lines == ["hand", "status"], [str(line) if isinstance(line, Command) else line for line in lines]
    finally:
        reader.close()
        os.close(master)
        os.close(slave)
