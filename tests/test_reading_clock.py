"""Reading must not cost a turn (issue 34): under a time limit (``--time-limit``, UNO Olympique), help,
rules, hand, status and history said during the turn stop the player's clock while they are read.

Through the whole program in a pty with the prompt_toolkit console, ``--speech off``: the player reads
the screen (a screen reader), so the clock waits the reading time of what was said (15 characters a
second by default).  Before, ``help all`` or ``rules`` at a 15 s limit ended in "too slow".
"""

from __future__ import annotations

import sys
import time

import pexpect
import pytest

from tests.test_storage_e2e import environment
from tests.test_type_ahead import PROMPT, clean

from .test_cli_pty import end_with_ctrl_d

TOO_SLOW = "too slow"
WARNING = "seconds left"


def spawn(home, *args: str) -> pexpect.spawn:
    argv = ["-m", "uno_access", "--speech", "off", "--lang", "en", "--bots", "2", "--seed", "4", "--pace", "0", *args]
    child = pexpect.spawn(sys.executable, argv, env=environment(home, TERM="xterm"), encoding="utf-8", timeout=30,
                          dimensions=(40, 100))
    child.delaybeforesend = None
    return child


@pytest.mark.parametrize("command", ["help all", "rules", "hand", "status", "history"])
def test_reading_during_the_turn_stops_the_clock(tmp_path, command):
    child = spawn(tmp_path, "--time-limit", "3")
    child.expect(r"Your turn: [^\n]*\n")
    child.expect_exact(PROMPT)
    child.send(command + "\r")
    child.expect_exact(PROMPT)
    said = clean(child.before)
    # The limit is 3 s: without the pause the clock runs out within it; the reading time of even
    # the shortest answer here is longer than the 4 s watched.
    index = child.expect([TOO_SLOW, WARNING, pexpect.TIMEOUT], timeout=4)
    said += clean(child.before)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert index == 2, f"{command!r} cost the turn: {said[-300:]!r}"


def test_the_clock_runs_on_after_the_reading(tmp_path):
    """The pause is the reading time, not a way out of the limit: "top" (one short line) is read, then the
    clock runs out as usual."""
    child = spawn(tmp_path, "--time-limit", "2")
    child.expect(r"Your turn: [^\n]*\n")
    child.expect_exact(PROMPT)
    started = time.monotonic()
    child.send("top\r")
    child.expect(TOO_SLOW, timeout=30)
    assert time.monotonic() - started >= 2  # a lower bound: the limit, and the reading on top of it
    child.expect_exact(PROMPT)  # the next question (a key typed before it would be dropped)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_a_line_half_typed_when_the_clock_runs_out_is_dropped_whole_and_said(tmp_path):
    """Keys typed for a question the clock closed answer no other: "hel" half typed at the time-up is not
    left in the next question's line, and the game says the keys were dropped, once, before it."""
    from tests.test_type_ahead import EARLY

    child = spawn(tmp_path, "--time-limit", "2")
    child.expect(r"Your turn: [^\n]*\n")
    child.expect_exact(PROMPT)
    child.send("hel")
    child.expect(TOO_SLOW)
    child.expect(r"Your turn: [^\n]*\n")
    said = clean(child.before)
    child.expect_exact(PROMPT)
    child.send("hand\r")
    index = child.expect([r"Hand, [^\n]*card", "not a card or a command"])
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert index == 0  # "helhand" would be refused
    assert said.count(EARLY) == 1, said


@pytest.mark.parametrize("lang, line", [("en", "Time limit: reading stops the clock."),
                                        ("fr", "Temps limité : lire arrête l'horloge.")])
def test_help_says_that_reading_stops_the_clock(tmp_path, lang, line):
    argv = ["-m", "uno_access", "--speech", "off", "--lang", lang, "--bots", "2", "--seed", "4", "--pace", "0",
            "--time-limit", "30"]
    child = pexpect.spawn(sys.executable, argv, env=environment(tmp_path, TERM="xterm"), encoding="utf-8",
                          timeout=30, dimensions=(40, 100))
    child.expect_exact(PROMPT)
    child.send(("help" if lang == "en" else "aide") + "\r")
    child.expect_exact(line)
    child.expect_exact(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
