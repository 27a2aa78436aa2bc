"""``host`` and ``join`` refuse what they cannot take, in words (the tester's report): a stray word on the
command line (``--password sesame ouvre`` unquoted kept "sesame" and dropped "ouvre" without a word, and
friends typing "sesame ouvre" were refused), ``--wait`` under 15 s (the README's minimum), an address whose
port is no number (it said "No answer at..."), and "Cannot listen on" within 40 cells.  Real processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from uno_access.i18n import Translator

QUIET = ("--speech", "off", "--sounds", "off")


def run_cli(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "uno_access", *args, *QUIET], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL, env={**os.environ, "UNO_ACCESS_HOME": str(tmp_path)})


def said_whole(said: str, message: str) -> None:
    for line in message.splitlines():
        assert line in said, (line, said)
        assert len(line) <= 40, line


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", [("host", "--port", "0", "--unlisted"),
                                     ("join", "127.0.0.1:9", "482913")], ids=["host", "join"])
def test_a_password_of_two_words_unquoted_is_refused_saying_to_quote_it(tmp_path: Path, lang: str,
                                                                         command: tuple[str, ...]) -> None:
    done = run_cli(tmp_path, *command, "--name", "Ann", "--password", "sesame", "ouvre", "--lang", lang)
    assert done.returncode == 2, done
    said_whole(done.stderr, Translator(lang)("net-extra-word", word="ouvre"))
    assert "Traceback" not in done.stderr
    assert not done.stdout.strip(), done.stdout  # no table opened, no server reached


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_wait_under_15_seconds_is_refused_with_the_allowed_range(tmp_path: Path, lang: str) -> None:
    done = run_cli(tmp_path, "host", "--port", "0", "--name", "Ann", "--unlisted", "--wait", "5", "--lang", lang)
    assert done.returncode == 2, done
    said_whole(done.stderr, Translator(lang)("cli-error-number", flag="--wait", value="5", low=15, high=3600))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("address", ["ws://127.0.0.1:notaport", "127.0.0.1:notaport", "127.0.0.1:99999",
                                     "ws://:8765"])
def test_an_address_that_is_no_address_is_said_so_with_what_one_looks_like(tmp_path: Path, lang: str,
                                                                           address: str) -> None:
    done = run_cli(tmp_path, "join", address, "123456", "--name", "Ann", "--lang", lang)
    assert done.returncode == 2, done
    t = Translator(lang)
    said_whole(done.stderr + done.stdout, t("net-bad-address", address=address))
    assert t("net-unreachable", address=address).splitlines()[0] not in done.stderr + done.stdout


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cannot_listen_is_said_in_lines_of_40_cells(tmp_path: Path, lang: str) -> None:
    done = run_cli(tmp_path, "host", "--bind", "10.255.255.1", "--port", "8765", "--name", "Ann", "--unlisted",
                   "--lang", lang)
    assert done.returncode == 1, done
    said_whole(done.stderr, Translator(lang)("net-listen-failed", address="10.255.255.1:8765"))
