"""Network play through pseudo-terminals (issue 17): ``uno-access host`` in English with prompt_toolkit, and
``uno-access join`` in French with ``--plain``, play a whole match against a bot, each in its own language;
the joined console is killed mid-round, the host's table waits, then a bot plays for it; started again, it
comes back to its seat and is told what was played for it."""

from __future__ import annotations

import os
import re
import signal
import time
from pathlib import Path

import pexpect
import pytest

from uno_access.i18n import Translator

from .test_cli_pty import clean, prompt_regex, spawn

CODE = re.compile(r"(\d{3} \d{3})")


class Console:
    """One console, answering as a player who draws at each turn and plays the card drawn when it goes."""

    def __init__(self, child: pexpect.spawn, lang: str) -> None:
        self.child = child
        self.t = Translator(lang)
        self.seen = ""
        self.over = False
        t = self.t
        self.actions = [
            (prompt_regex(t, "prompt-after-draw"), ""),  # Enter plays the card drawn
            (prompt_regex(t, "prompt-color"), "r"),
            (re.escape(t("prompt-wait")), None),
            (prompt_regex(t, "prompt-window"), ""),
            (prompt_regex(t, "prompt-challenge"), "a"),
            (prompt_regex(t, "prompt-next-round"), ""),
            (re.escape(t("match-over")), "over"),
            (re.escape(t("prompt-play")), "draw-word"),
        ]

    def step(self) -> str | None:
        """Answer what is on the screen now; ``"over"`` at the end of the match."""
        if self.over:
            return "over"
        try:
            index = self.child.expect([pattern for pattern, _ in self.actions], timeout=0.05)
        except (pexpect.TIMEOUT, pexpect.EOF):
            return None
        self.seen += clean(self.child.before) + str(self.child.after)
        answer = self.actions[index][1]
        if answer is None:
            return None  # waiting while others play: nothing to answer
        if answer == "over":
            self.over = True
            return "over"
        try:  # a prompt is answered only when it is the last thing on the screen, as a person reads it
            more = self.child.read_nonblocking(4096, timeout=0.1)
        except (pexpect.TIMEOUT, pexpect.EOF):
            more = ""
        if clean(more).strip():
            self.child.buffer = more + self.child.buffer
            return None
        if answer == "draw-word":
            self.child.sendline(self.t("command-draw"))
        elif answer is not None:
            self.child.sendline(answer)
        return answer


def start_host(home: Path) -> tuple[pexpect.spawn, str, int]:
    child = spawn("host", "--port", "0", "--name", "Alice", "--bots", "1", "--target", "1", "--wait", "2",
                  "--speech", "off", "--sounds", "off", "--lang", "en", lang="en",
                  env={"UNO_ACCESS_HOME": str(home)}, timeout=20)
    child.expect(CODE)
    code = child.match.group(1)
    child.expect(r"Address: [^:]+:(\d+)\.")
    return child, code, int(child.match.group(1))


def join(home: Path, port: int, code: str) -> pexpect.spawn:
    return spawn("join", f"127.0.0.1:{port}", code, "--name", "Bob", "--speech", "off", "--sounds", "off",
                 "--plain", "--lang", "fr", lang="fr", env={"UNO_ACCESS_HOME": str(home)}, timeout=20)


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
def test_a_host_and_a_joined_console_play_a_match_and_the_killed_one_comes_back(tmp_path: Path) -> None:
    host, code, port = start_host(tmp_path / "alice")
    bob_home = tmp_path / "bob"
    bob = join(bob_home, port, code)
    bob.expect("attend que Alice lance")
    host.expect("Bob joins the table.")
    bob.sendline("dis bonne chance à tous")
    host.expect("Bob: bonne chance à tous")
    host.send("\r")  # Enter starts the match
    bob.expect("La partie commence.")
    alice_console, bob_console = Console(host, "en"), Console(bob, "fr")
    turns = 0
    while turns < 6:  # a few turns each, then Bob's console is killed mid-round
        turns += alice_console.step() is not None
        turns += bob_console.step() is not None
    bob.kill(signal.SIGKILL)
    bob.close()
    host.expect("Bob lost the connection.")
    host.expect("A bot plays for Bob.", timeout=10)
    time.sleep(0.5)
    bob = join(bob_home, port, code)  # started again: the same seat, by the token kept on this computer
    bob.expect("Connexion rétablie.")
    bob.expect("Un robot a joué pour vous entre-temps.")
    host.expect("Bob is back.")
    bob_console = Console(bob, "fr")
    over = set()
    deadline = time.monotonic() + 120
    while len(over) < 2 and time.monotonic() < deadline:
        if alice_console.step() == "over":
            over.add("alice")
        if bob_console.step() == "over":
            over.add("bob")
    assert over == {"alice", "bob"}, (alice_console.seen[-500:], bob_console.seen[-500:])
    assert "Traceback" not in alice_console.seen + bob_console.seen
    for child in (host, bob):
        child.expect(pexpect.EOF, timeout=10)
