"""Ctrl+\\ and Ctrl+D do as Ctrl+C does, at every question of the network console and in a match, through real
pseudo-terminals (the fourth pass on the lobby's low findings).

Ctrl+\\ at the list's "Table >", at "Password >" and at the lobby's "Waiting >" (``--plain``) ended the program
with status 131 and not a word; at a prompt_toolkit prompt it did nothing at all, in a match as in the lobby;
in a networked match read with ``--plain`` it killed the console the same way (no goodbye, the seat not left,
a host's table closed under its guests).  Ctrl+D at the lobby ended without a goodbye.  Now Ctrl+\\ is Ctrl+C
wherever the player types it: before the table, goodbye and status 0; in a match, "Quit the match?"."""

from __future__ import annotations

import os
import re
import shlex
import sys
import threading
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

def _quit_twice(child: pexpect.spawn, t: Translator, key: str = CTRL_BACKSLASH) -> None:
    """``key`` asks "Quit the match?" as Ctrl+C does; no, and the match goes on; asked again, yes (for
    Ctrl+D, ``key`` again at the question: yes, as Ctrl+C there)."""
    press(child, key)
    child.expect_exact(t("prompt-quit"))
    press(child, t("answer-no") + "\r")
    child.expect_exact(t("quit-cancelled"))
    press(child, key)
    child.expect_exact(t("prompt-quit"))
    press(child, key if key == CTRL_D else t("answer-yes") + "\r")


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
    # Never over while the test plays; a deal that opens on the guest's turn (no colour nor challenge asked first).
    alice = Host(server.port, "Alice", listed=False, target=100_000, seed=4)
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


# ---------------------------------------------------------------- Ctrl+D in a match (a terminal's key, not the end of a pipe)

@pytest.mark.slow  # a whole program to a match's first turn, twice asked
@MODES
def test_ctrl_d_in_a_solo_match_asks_to_quit_as_ctrl_c_does(tmp_path: Path, plain: bool, lang: str) -> None:
    """Ctrl+D typed at a terminal in a match quit at once ("saved, goodbye"): as Ctrl+C, it asks; no, the match
    goes on; Ctrl+D at the question itself, yes (as Ctrl+C there): saved, status 0."""
    t = Translator(lang)
    game = run(tmp_path, "--bots", "2", "--seed", "4", lang=lang, plain=plain)
    game.expect(YOUR_TURN)
    game.expect_exact(">")
    _quit_twice(game, t, CTRL_D)
    said = ends_well(game, t)
    assert t("storage-saved-goodbye").splitlines()[0] in said + (game.before or ""), said


@pytest.mark.slow  # a whole program to a match's first turn, twice asked, then join again
@MODES
def test_ctrl_d_in_a_networked_match_asks_to_quit_and_join_again_says_the_seat_was_left(
        server: Any, tmp_path: Path, plain: bool, lang: str) -> None:
    """A guest's Ctrl+D at its turn said goodbye at once and left the seat (a bot took it); it asks now, as
    Ctrl+C does.  Once the seat was really left, ``join`` with the same code said "No table has this code"
    (untrue, the table plays on): it says the seat was left and the match goes on without this player."""
    t = Translator(lang)
    # Never over while the test plays; a deal that opens on the guest's turn (no colour nor challenge asked first).
    alice = Host(server.port, "Alice", listed=False, target=100_000, seed=4)
    guest = run(tmp_path, "join", f"127.0.0.1:{server.port}", alice.code, "--name", "Zoe", lang=lang, plain=plain)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Zoe", "joined"))
    alice.start_playing()
    guest.expect_exact(t("net-started"))
    guest.expect(YOUR_TURN)
    guest.expect_exact(">")
    _quit_twice(guest, t, CTRL_D)
    ends_well(guest, t)
    again = run(tmp_path, "join", f"127.0.0.1:{server.port}", alice.code, "--name", "Zoe", lang=lang, plain=plain)
    again.expect(r"STATUS (\d+)")
    said = clean(again.before or "")
    assert t("net-refused-no-table") not in said, said
    assert t("net-left-table").splitlines()[0] in said, said
    alice.close()


@pytest.mark.slow  # a host's whole program to its match's first turn
@MODES
def test_the_hosts_ctrl_d_in_its_match_asks_before_closing_the_table(tmp_path: Path, plain: bool,
                                                                     lang: str) -> None:
    """``host``: Ctrl+D at its turn ended the table for everyone with no question; it asks, as Ctrl+C does."""
    t = Translator(lang)
    # A seed whose deal opens on the host's turn (a Joker first asks its colour first: a fresh-clone CI run).
    host = run(tmp_path, "host", "--port", "0", "--name", "Alice", "--bots", "1", "--target", "100000",
               "--seed", "4", lang=lang, plain=plain)
    host.expect_exact(t("prompt-lobby-host"))
    press(host, "\r")
    host.expect(YOUR_TURN)
    host.expect_exact(">")
    _quit_twice(host, t, CTRL_D)
    ends_well(host, t)


# ---------------------------------------------------------------- a move typed out of turn

@pytest.mark.slow  # a whole program to a shared match's wait
@MODES
def test_a_move_typed_while_others_play_says_whose_turn_it_is(server: Any, tmp_path: Path, plain: bool,
                                                             lang: str) -> None:
    """``pioche`` at "Attente >" answered "Les autres jouent. Entrée : continuer.": it says plainly it is not
    this player's turn, and whose it is.  The host here never answers: its turn waits while the guest types."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False, target=100_000)
    guest = run(tmp_path, "join", f"127.0.0.1:{server.port}", alice.code, "--name", "Zoe", lang=lang, plain=plain)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Zoe", "joined"))
    alice.connection.send(p.encode(p.Start()))  # no player thread: Alice's turn, once it comes, stays hers
    guest.expect_exact(t("net-started"))
    after_draw = t("prompt-after-draw", **{"pass": True}).split("?")[0]
    questions = [re.escape(t("prompt-wait")), YOUR_TURN, re.escape(after_draw), r"\(r, "]
    for _ in range(8):  # Zoe's own turn first: a card drawn, then passed (or a colour, a wild one played)
        asked = guest.expect(questions)
        if asked == 0:
            break
        press(guest, [t("command-draw"), t("command-pass"), "r"][asked - 1] + "\r")
    else:
        raise AssertionError(clean(guest.before or ""))
    press(guest, t("command-draw") + "\r")
    guest.expect_exact(t("error-not-your-turn-who", player="Alice").splitlines()[0])
    assert t("help-now-wait") not in clean(guest.before or ""), clean(guest.before or "")
    guest.terminate(force=True)
    alice.close()


# ---------------------------------------------------------------- the list's "Table >": wrong lines asked again

@MODES
def test_a_wrong_line_or_code_at_the_list_says_what_was_wrong_and_asks_again(server: Any, tmp_path: Path,
                                                                            plain: bool, lang: str) -> None:
    """At "Table >", ``n`` only repeated how to choose, and a code no table has ended the program ("No table
    has this code", status 1): each says what was wrong and what is allowed, and the list asks again."""
    t = Translator(lang)
    alice = Host(server.port, "Alice")
    guest = run(tmp_path, "join", f"127.0.0.1:{server.port}", "--name", "Zoe", lang=lang, plain=plain)
    guest.expect_exact(t("prompt-list"))
    press(guest, "n\r")
    guest.expect_exact(t("net-list-not-table", text="n", count=1).splitlines()[0])
    guest.expect_exact(t("prompt-list"))
    wrong = "999999" if alice.code != "999999" else "999998"
    press(guest, wrong + "\r")
    guest.expect_exact(t("net-refused-no-table").splitlines()[0])
    guest.expect_exact(t("prompt-list"))  # the list again (it ended, status 1)
    press(guest, CTRL_BACKSLASH)
    ends_well(guest, t)
    alice.close()


# ---------------------------------------------------------------- the host's "Play again?" with people at its table

class Guest(Host):
    """A guest over a real socket (a script): sits at ``code`` and plays its seat quickly."""

    def __init__(self, port: int, code: str, name: str) -> None:
        from websockets.sync.client import connect

        self.connection = connect(f"ws://127.0.0.1:{port}", max_size=None)
        self.connection.send(p.encode(p.Hello(code, name, "en")))
        self.received = []
        assert isinstance(self.next(), p.Welcome)
        self.code, self.name = code, name
        from uno_access.console.opponents import make_opponent
        from uno_access.console.options import Level

        self.bot = make_opponent(Level.NORMAL, 1, 1)
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()


@pytest.mark.slow  # a whole match of one round (the host's seat played by the table's bot after 15 s, the least wait)
@MODES
def test_the_hosts_ctrl_c_at_play_again_asks_before_closing_the_table_for_its_guests(
        tmp_path: Path, plain: bool, lang: str) -> None:
    """Ctrl+C at "Play again, same people?" ended a host at once, closing the table for guests who might play
    again, with no question: with people at its table it asks "Close the table for everyone?"; no, and
    "Play again?" is asked again; Ctrl+C, then yes: goodbye, status 0."""
    t = Translator(lang)
    host = run(tmp_path, "host", "--port", "0", "--name", "Alice", "--bots", "0", "--target", "1", "--wait", "15",
               lang=lang, plain=plain)
    host.expect(r"(\d{3} ?\d{3})")
    code = host.match.group(1).replace(" ", "")
    host.expect(r":(\d+)\.")
    port = int(host.match.group(1))
    host.expect_exact(t("prompt-lobby-host"))
    lou = Guest(port, code, "Lou")
    host.expect_exact(t("net-joined", player="Lou"))
    press(host, "\r")
    host.expect(r"(gagnez? la partie|wins? the match)", timeout=120)  # nobody types: a bot plays Alice's seat
    if host.expect_exact([t("prompt-again-table"), pexpect.TIMEOUT], timeout=5) == 1:
        press(host, "\r")  # the seat a bot played for silence waits for its player's Enter to hear the end
        host.expect_exact(t("prompt-again-table"))
    press(host, "\x03")
    host.expect_exact(t("prompt-close-table"))
    press(host, t("answer-no") + "\r")
    host.expect_exact(t("prompt-again-table"))
    press(host, "\x03")
    host.expect_exact(t("prompt-close-table"))
    press(host, t("answer-yes") + "\r")
    ends_well(host, t)
    lou.close()
