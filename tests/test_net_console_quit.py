"""Ctrl+C on the network console (``join``) asks "Quit the match?" as the solo console does, whenever it is
typed: a real ``host`` and a real ``join`` in pseudo-terminals (as tests/test_net_console.py plays them)."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pexpect
import pytest

from uno_access.i18n import Translator

from .test_net_console import Console, join, start_host


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
def test_ctrl_c_on_the_joined_console_as_a_question_opens_asks_to_quit(tmp_path: Path) -> None:
    """The joined console ended with status 130 on a Ctrl+C typed while no prompt read the keys (its line
    just answered, the next question on its way): the solo console asks "Quit the match?" there."""
    t = Translator("fr")
    # A target out of reach: the match must outlive every Ctrl+C of this test.  With the first round's end
    # as its end (target 1), a quick round sometimes ended it before the last one, which then met "Play
    # again?" (where Ctrl+C is a no) instead of "Quit the match?" (failed once under load).
    host, code, port = start_host(tmp_path / "alice", target=100_000)
    bob = join(tmp_path / "bob", port, code)
    try:
        bob.expect("Alice lancera la partie")
        host.expect("Bob joins the table.")
        host.send("\r")
        bob.expect("La partie commence.")
        alice, bob_console = Console(host, "en"), Console(bob, "fr")
        asked = 0
        deadline = time.monotonic() + 90
        while asked < 3 and time.monotonic() < deadline and not alice.over:
            alice.step()
            bob_console.pump()
            if time.monotonic() - bob_console.changed < bob_console.QUIET:
                continue
            if bob_console.open_prompt() != "play":
                continue
            # Bob's turn: he draws, and types Ctrl+C once the console answers, before his next question opens.
            bob_console.send(t("command-draw"))
            answered = time.monotonic() + 10
            while "\n" not in bob_console.screen.lstrip("\r\n") and time.monotonic() < answered:
                bob_console.pump(0.005)
            bob.send("\x03")
            try:
                bob.expect(re.escape(t("prompt-quit")), timeout=10)
            except pexpect.EOF:
                bob.close()
                pytest.fail(f"the joined console ended (status {bob.exitstatus}) instead of asking to quit")
            bob.sendline("n")
            bob.expect(re.escape(t("quit-cancelled")))
            bob_console.seen = bob_console.screen = ""
            asked += 1
        assert asked >= 1, bob_console.seen[-600:]
        assert bob.isalive() and not alice.over  # the match goes on: Ctrl+C asks, as it must
        bob.send("\x03")  # and yes: Bob leaves, the program ends well
        bob.expect(re.escape(t("prompt-quit")), timeout=10)
        bob.sendline(t("answer-yes"))
        bob.expect(re.escape(t("goodbye")))
        bob.expect(pexpect.EOF, timeout=10)
        bob.close()
        assert bob.exitstatus == 0
    finally:
        for child in (bob, host):
            child.terminate(force=True)
