"""Ctrl+\\ and Ctrl+D do as Ctrl+C does, at every question of the network console and in a match, through real
pseudo-terminals (the fourth pass on the lobby's low findings).

Ctrl+\\ at the list's "Table >", at "Password >" and at the lobby's "Waiting >" (``--plain``) ended the program
with status 131 and not a word; at a prompt_toolkit prompt it did nothing at all, in a match as in the lobby;
in a networked match read with ``--plain`` it killed the console the same way (no goodbye, the seat not left,
a host's table closed under its guests).  Ctrl+D at the lobby ended without a goodbye.  Now Ctrl+\\ is Ctrl+C
wherever the player types it: before the table, goodbye and status 0; in a match, "Quit the match?"."""

from __future__ import annotations

import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.netplay import ServerThread

from .test_cli_pty import ROOT, clean
from .test_net_lobby_console import QUIET, Host
from .test_net_lobby_lows import STTY

pytestmark = [pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals"),
              pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]

CTRL_BACKSLASH, CTRL_D = "\x1c", "\x04"
KEYS = pytest.mark.parametrize("key", [CTRL_BACKSLASH, CTRL_D], ids=["ctrl-backslash", "ctrl-d"])
#: Each question read both ways, one language each: ``input()`` lines (French) and prompt_toolkit (English).
MODES = pytest.mark.parametrize(("plain", "lang"), [(True, "fr"), (False, "en")], ids=["plain-fr", "keys-en"])


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread


def run(home: Path, *args: str, lang: str, plain: bool) -> pexpect.spawn:
    """``uno_access ARGS`` run by a shell that says, once it ended, its status and whether the terminal is in
    its line mode again and echoes (``icanon echo``)."""
    command = " ".join(shlex.quote(a) for a in (sys.executable, "-m", "uno_access", *args, *QUIET, "--lang", lang,
                                                    "--pace", "0", *(["--plain"] if plain else [])))
    environment = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    environment.update({"LANG": "en_US.UTF-8" if lang == "en" else "fr_FR.UTF-8", "TERM": "xterm",
                        "UNO_ACCESS_HOME": str(home)})
    child = pexpect.spawn("/bin/sh", ["-c", f"set -m; {command}; echo STATUS $?; {STTY}"], cwd=str(ROOT),
                          env=environment, encoding="utf-8", dimensions=(30, 100), timeout=20)
    child.delaybeforesend = None
    return child


def press(child: pexpect.spawn, key: str) -> None:
    time.sleep(0.4)  # the question is open: a key typed before it is dropped as typed too early
    child.send(key)


def ends_well(child: pexpect.spawn, t: Translator, *, goodbye: bool = True) -> str:
    """The program said goodbye, ended with status 0, no traceback, the terminal as it was; what it said."""
    if goodbye:
        child.expect_exact(t("goodbye"))
    child.expect(r"STATUS (\d+)")
    said = clean(child.before or "")
    assert child.match.group(1) == "0", said
    child.expect("END")
    modes = (child.before or "").split()
    assert "icanon" in modes and "echo" in modes, modes
    child.expect(pexpect.EOF)
    assert "Traceback" not in said, said
    return said


# ---------------------------------------------------------------- the questions before the table

@KEYS
@MODES
@pytest.mark.parametrize("question", ["list", "password", "lobby"])
def test_ctrl_backslash_or_ctrl_d_at_a_question_after_the_list_ends_as_ctrl_c_does(
        server: Any, tmp_path: Path, question: str, key: str, plain: bool, lang: str) -> None:
    """"Table >", "Password >" and "Waiting >" of ``join ADDRESS``: goodbye, status 0, the terminal restored
    (Ctrl+\\ was 131 and no word with ``--plain``, nothing at all at a prompt_toolkit prompt; Ctrl+D at the
    lobby ended without a goodbye)."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", password="abc" if question == "password" else "")
    guest = run(tmp_path, "join", f"127.0.0.1:{server.port}", "--name", "Zoe", lang=lang, plain=plain)
    guest.expect_exact(t("prompt-list"))
    if question != "list":
        press(guest, "1\r")
        guest.expect_exact(t("prompt-password" if question == "password" else "prompt-lobby"))
    press(guest, key)
    ends_well(guest, t)
    alice.close()


@KEYS
@MODES
def test_ctrl_backslash_or_ctrl_d_at_the_hosts_lobby_ends_as_ctrl_c_does(tmp_path: Path, key: str, plain: bool,
                                                                        lang: str) -> None:
    """``host``'s "Enter starts >": the table in this program closes, goodbye, status 0."""
    t = Translator(lang)
    host = run(tmp_path, "host", "--port", "0", "--name", "Alice", "--bots", "1", lang=lang, plain=plain)
    host.expect_exact(t("prompt-lobby-host"))
    press(host, key)
    ends_well(host, t)


def test_ctrl_backslash_stops_serve_as_ctrl_c_does(tmp_path: Path) -> None:
    """``serve`` in a terminal: Ctrl+\\ stops it as Ctrl+C does (the tables kept, status 0), not by the signal."""
    t = Translator("en")
    serve = run(tmp_path, "serve", "--port", "0", lang="en", plain=False)
    serve.expect(t("net-serving", port=0).replace("0", r"\d+"))
    press(serve, CTRL_BACKSLASH)
    ends_well(serve, t, goodbye=False)


# ---------------------------------------------------------------- in a match

def _quit_twice(child: pexpect.spawn, t: Translator) -> None:
    """Ctrl+\\ asks "Quit the match?" as Ctrl+C does; no, and the match goes on; asked again, yes."""
    press(child, CTRL_BACKSLASH)
    child.expect_exact(t("prompt-quit"))
    press(child, t("answer-no") + "\r")
    child.expect_exact(t("quit-cancelled"))
    press(child, CTRL_BACKSLASH)
    child.expect_exact(t("prompt-quit"))
    press(child, t("answer-yes") + "\r")


YOUR_TURN = r"(Your turn|À vous)[^\n]*\n"


@pytest.mark.slow  # a whole program to a match's first turn, twice asked
@MODES
def test_ctrl_backslash_in_a_solo_match_asks_to_quit_as_ctrl_c_does(tmp_path: Path, plain: bool,
                                                                   lang: str) -> None:
    """At the solo console Ctrl+\\ did nothing at a prompt_toolkit prompt and quit at once with ``--plain``
    (saved, status 131): as Ctrl+C, it asks; yes, and the match is saved, status 0."""
    t = Translator(lang)
    game = run(tmp_path, "--bots", "2", "--seed", "4", lang=lang, plain=plain)
    game.expect(YOUR_TURN)
    game.expect_exact(">")
    _quit_twice(game, t)
    said = ends_well(game, t)
    assert t("storage-saved-goodbye").splitlines()[0] in said + (game.before or ""), said


@pytest.mark.slow  # a whole program to a match's first turn, twice asked
@MODES
def test_ctrl_backslash_in_a_networked_match_asks_to_quit_as_ctrl_c_does(server: Any, tmp_path: Path,
                                                                        plain: bool, lang: str) -> None:
    """At a shared table Ctrl+\\ killed a ``--plain`` console (131, no goodbye, its seat not left) and did
    nothing at a prompt_toolkit prompt: as Ctrl+C, it asks; yes, and the seat is left, goodbye, status 0."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False, target=100_000)  # never over while the test plays
    guest = run(tmp_path, "join", f"127.0.0.1:{server.port}", alice.code, "--name", "Zoe", lang=lang, plain=plain)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Zoe", "joined"))
    alice.start_playing()
    guest.expect_exact(t("net-started"))
    guest.expect(YOUR_TURN)
    guest.expect_exact(">")
    _quit_twice(guest, t)
    ends_well(guest, t)
    alice.close()


@pytest.mark.slow
def test_ctrl_d_at_play_again_says_goodbye_as_ctrl_c_does(tmp_path: Path) -> None:
    """"Play again, same people?" of a joined console: Ctrl+D left the table in silence (Ctrl+C and "no" say
    goodbye).  A whole match of one round, played by both consoles (tests/test_net_console.py's players)."""
    from .test_net_console import Console, join, start_host

    t = Translator("fr")
    host, code, port = start_host(tmp_path / "alice")
    bob = join(tmp_path / "bob", port, code)
    try:
        bob.expect("Alice lancera la partie")
        host.expect("Bob joins the table.")
        host.send("\r")
        bob.expect("La partie commence.")
        alice, bob_console = Console(host, "en"), Console(bob, "fr")
        deadline = time.monotonic() + 600  # bounds, not timing: a round lasts what its deal makes it
        while not bob_console.over and time.monotonic() < deadline \
                and time.monotonic() - max(alice.heard_at, bob_console.heard_at) < 60:
            alice.step()
            bob_console.step()
        bob_console.wait_for(t("prompt-again-table"))
        press(bob, CTRL_D)
        bob_console.wait_for(t("goodbye"))
        bob.expect(pexpect.EOF, timeout=10)
        bob.close()
        assert bob.exitstatus == 0 and "Traceback" not in bob_console.seen, bob_console.seen[-600:]
    finally:
        for child in (bob, host):
            child.terminate(force=True)


@KEYS
@MODES
def test_ctrl_backslash_or_ctrl_d_at_a_spectators_prompt_ends_as_ctrl_c_does(server: Any, tmp_path: Path, key: str,
                                                                            plain: bool, lang: str) -> None:
    """``join --watch``: the spectator's prompt, where Ctrl+D ended in silence; goodbye, status 0."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    spectator = run(tmp_path, "join", f"127.0.0.1:{server.port}", alice.code, "--watch", "--name", "Zoe",
                    lang=lang, plain=plain)
    spectator.expect_exact(t("net-watch-welcome", host="Alice").splitlines()[0])
    spectator.expect_exact(t("prompt-watch"))
    press(spectator, key)
    ends_well(spectator, t)
    alice.close()
