"""Hostile input, closed streams and signals (issue 16): the real program never ends in an internal
error, never changes the game for input it refused, and writes back nothing but printable text.

The corpus goes through a pipe and through a pseudo-terminal, in both languages.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest

from uno_access.storage.autosave import DEBUG_STATE_ENV, read_snapshots
from uno_access.typed import MAX_LINE, shown, whole_number

from .test_cli_pty import end_with_ctrl_d

#: Lines a careless paste, a broken keyboard or a malicious file may send; none is a move.
CORPUS = [
    "9" * 30,                      # a card place of 30 digits (crashed in number formatting)
    "history " + "9" * 5000,       # more digits than int() reads
    "٣",                           # an Arabic-Indic digit
    "²",                           # a superscript two (str.isdigit is True)
    "\x1b]0;owned\x07",            # sets the window title and rings the bell if written back
    "\x1b[2J\x1b[H",               # clears the screen if written back
    "a\u200bb\u202ec\u2066",       # zero-width and bidirectional marks
    "blabla",
    "r7 r7 r7 r7",
    "x" * 3000,                    # a line far longer than the game reads
    "\x00\x08\x7f",
]

ESCAPE = re.compile(r"\x1b|\x07|\x00|\x08|\x7f|[\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


def environment(home: Path, lang: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("UNO_ACCESS")}
    env.update({"UNO_ACCESS_HOME": str(home), DEBUG_STATE_ENV: str(home / "states.jsonl"), "TERM": "dumb",
                "NO_COLOR": "1", "LANG": "C.UTF-8"})
    return env


def test_typed_numbers_are_bounded_and_ascii() -> None:
    assert whole_number("3", 1, 7) == 3
    assert whole_number("9" * 5000, 1, 7) is None
    assert whole_number("٣", 1, 7) is None and whole_number("²", 1, 9) is None
    assert whole_number("", 1, 7) is None and whole_number("-1", 0, 7) is None


def test_what_is_written_back_is_printable_and_short() -> None:
    for line in CORPUS:
        echoed = shown(line)
        assert not ESCAPE.search(echoed), repr(echoed)
        assert len(echoed) <= 33
    assert shown("  blabla ") == "blabla"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_corpus_through_a_pipe_changes_nothing_and_crashes_nothing(tmp_path: Path, lang: str) -> None:
    commands = "\n".join(CORPUS + ["options", "²", "", "quit", "y"]) + "\n"
    result = subprocess.run(
        [sys.executable, "-m", "uno_access", "--speech", "off", "--lang", lang, "--seed", "3"],
        input=commands.encode("utf-8") + b"\xff\xfe\n", capture_output=True, env=environment(tmp_path, lang),
        timeout=120,
    )
    out = result.stdout.decode("utf-8", "replace")
    assert result.returncode == 0, out + result.stderr.decode()
    assert "Traceback" not in out and "rror" not in result.stderr.decode()
    assert "nterne" not in out and "nternal" not in out
    assert not ESCAPE.search(out), [line for line in out.splitlines() if ESCAPE.search(line)]
    assert ("Ligne coupée à" if lang == "fr" else "Line cut to") in out
    assert max(len(line) for line in out.splitlines()) <= MAX_LINE + 2
    states = read_snapshots(tmp_path / "states.jsonl")
    assert states[-1]["actions"] == states[0]["actions"]  # no refused line moved the game


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_corpus_through_a_terminal(tmp_path: Path, lang: str) -> None:
    child = pexpect.spawn(sys.executable, ["-m", "uno_access", "--speech", "off", "--lang", lang, "--seed", "3",
                                           "--pace", "0"],
                          env=environment(tmp_path, lang), encoding="utf-8", timeout=30, dimensions=(24, 80))
    child.expect("À vous" if lang == "fr" else "Your turn")
    child.expect("> ")
    time.sleep(0.3)
    transcript = ""
    for line in CORPUS[:-2] + ["x" * 2000]:
        child.send(line + "\r")
        child.expect("> ")
        transcript += child.before
    time.sleep(0.3)  # the prompt takes the terminal back (raw mode) after printing
    transcript += end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    transcript += child.before or ""
    assert "nterne" not in transcript and "nternal" not in transcript
    assert ("Partie sauvegardée." if lang == "fr" else "Match saved.") in transcript
    assert ("Ligne coupée à 300 caractères." if lang == "fr" else "Line cut to 300 characters.") in transcript
    states = read_snapshots(tmp_path / "states.jsonl")
    assert states[-1]["actions"] == states[0]["actions"]


def run(home: Path, *shell: str) -> subprocess.CompletedProcess[str]:
    argv = f"{sys.executable} -m uno_access --speech off --lang fr --seed 3"
    return subprocess.run(["bash", "-c", " ".join([argv, *shell])], capture_output=True, text=True,
                          env=environment(home, "fr"), timeout=60)


def test_a_closed_stdin_is_the_end_of_input(tmp_path: Path) -> None:
    result = run(tmp_path, "<&-")
    assert result.returncode == 0 and "Partie sauvegardée." in result.stdout
    assert "nterne" not in result.stdout + result.stderr


@pytest.mark.parametrize("redirect", [">&-", ">/dev/full"])
def test_a_closed_or_full_stdout_ends_cleanly(tmp_path: Path, redirect: str) -> None:
    result = subprocess.run(["bash", "-c", f"echo pioche | {sys.executable} -m uno_access --speech off "
                             f"--lang fr --seed 3 {redirect}"], capture_output=True, text=True,
                            env=environment(tmp_path, "fr"), timeout=60)
    assert result.returncode == 74
    assert result.stderr == "Écriture à l'écran impossible :\njeu arrêté.\n"


def test_an_ascii_only_output_gets_french_without_accents(tmp_path: Path) -> None:
    env = environment(tmp_path, "fr") | {"PYTHONIOENCODING": "ascii"}
    result = subprocess.run([sys.executable, "-m", "uno_access", "--speech", "off", "--lang", "fr", "--seed", "3"],
                            input=b"pioche\n", capture_output=True, env=env, timeout=60)
    assert result.returncode == 0
    assert b"Partie sauvegardee." in result.stdout


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_save_say_goodbye_and_restore_the_terminal(tmp_path: Path, signum: int) -> None:
    env = environment(tmp_path, "en") | {"TERM": "xterm"}
    child = pexpect.spawn("bash", ["-c", f"{sys.executable} -m uno_access --speech off --lang en --seed 3 --pace 0; "
                                   "echo rc=$?; stty -a"],
                          env=env, encoding="utf-8", timeout=30)
    child.expect("Your turn")
    pid = int(subprocess.run(["pgrep", "-P", str(child.pid)], capture_output=True, text=True).stdout.split()[0])
    time.sleep(1.0)  # the prompt has the terminal in raw mode
    os.kill(pid, signum)
    child.expect(pexpect.EOF)
    text = (child.before or "").replace("\r", "")
    if signum == signal.SIGTERM:
        assert "Goodbye.\nMatch saved. It resumes next time." in text
    assert f"rc={128 + signum}" in text
    assert re.search(r"(?<!-)icanon", text) and re.search(r"(?<![-\w])echo ", text), text[-800:]
