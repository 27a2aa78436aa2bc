"""The network lobby as the third tester played it from the README (``host``, ``join``), through the real
parts: a real server on real sockets, the consoles in real pseudo-terminals, ``host`` a real process killed
and started again.

- A catch question nobody answers no longer holds a shared table: after the table's wait it passes, as the
  rules say when nobody catches (play goes on), and everyone hears it.
- A name ``--name`` gives with a tab or an invisible sign is explained and asked again (or, with no
  terminal, explained in a clear line), never "The table refused it (bad-name)."
- A server that does not answer is said in a short line of the player's language with what to do, and no
  exception's name (that goes to ``connection.log`` only).
- A ``host`` killed and started again: its guest hears that the table is gone, not "Connection back." and
  then "No table has this code".
"""

from __future__ import annotations

import io
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access import engine as e
from uno_access.console.opponents import make_opponent
from uno_access.console.options import Level
from uno_access.engine.rules import RuleSet
from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.netplay import ServerThread
from uno_access.table.messages import DecisionKind

from .test_cli_pty import ROOT, clean, prompt_regex, spawn
from .test_net_console import Console

pytestmark = [pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals"),
              pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]

QUIET = ("--speech", "off", "--sounds", "off", "--plain")
#: Exception names a player must never read (the connection's own failures).
EXCEPTION_NAME = re.compile(r"\b\w+(Error|Exception|Refused)\b|\((unreachable|gave up|bad-[a-z]+)")


def free_port() -> int:
    """A port nothing listens on (taken, then given back)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Script:
    """A person at the table over a real socket (a script, not a console), answering as a quick player: a bot
    chooses its turns (``forgets``: it never says UNO), and it lets every chance out of turn pass at once."""

    def __init__(self, port: int, first: p.Create | p.Hello, *, forgets: bool = False) -> None:
        from websockets.sync.client import connect

        self.connection = connect(f"ws://127.0.0.1:{port}", max_size=None)
        self.connection.send(p.encode(first))
        self.received: list[Any] = []
        self.forgets = forgets
        self.lock = threading.Lock()
        welcome = self.next()
        assert isinstance(welcome, p.Welcome), welcome
        self.code = welcome.code
        self.bot = make_opponent(Level.NORMAL, welcome.seat, 1)
        self._thread: threading.Thread | None = None

    def next(self) -> Any:
        message = p.decode(self.connection.recv(timeout=30))
        with self.lock:
            self.received.append(message)
        return message

    def until(self, wanted: Any) -> Any:
        while True:
            message = self.next()
            if wanted(message):
                return message

    def seen(self) -> list[Any]:
        with self.lock:
            return list(self.received)

    def play(self) -> None:
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()

    def _play(self) -> None:
        answered = (-1, -1)
        try:
            while True:
                message = self.next()
                if not isinstance(message, p.Ask) or message.kind not in (
                        DecisionKind.TURN, DecisionKind.WINDOW, DecisionKind.RACE, DecisionKind.NEXT_ROUND) \
                        or (message.serial, message.acts) == answered:
                    continue
                answered = (message.serial, message.acts)
                time.sleep(0.06)  # a script paces itself (20 messages a second at most)
                self.connection.send(p.encode(p.Act(message.serial, self.choose(message))))
        except Exception:  # noqa: BLE001 - the test closed the connection
            return

    def choose(self, ask: p.Ask) -> e.Action:
        if ask.kind is DecisionKind.NEXT_ROUND:
            return e.NEXT_ROUND
        if ask.kind in (DecisionKind.RACE, DecisionKind.WINDOW):
            return e.PASS
        action = self.bot.choose(ask.view)
        if isinstance(action, e.CatchUno):  # it lets the others' missed UNO go, as the chances out of turn
            others = [a for a in ask.view.legal_actions if not isinstance(a, (e.CatchUno, e.CallUno))]
            action = others[0] if others else action
        if self.forgets and isinstance(action, e.Play) and action.uno:
            action = e.Play(action.card, action.color)  # the second-to-last card laid without a word
        return action

    def close(self) -> None:
        self.connection.close()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Any:
    # The table's wait for a silent seat is at least 15 s; 2 s here, the same clock (the test is not a minute).
    monkeypatch.setattr("uno_access.net.room_life.SILENT_FLOOR", 2.0)
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    return thread


def join(home: Path, *args: str, lang: str) -> pexpect.spawn:
    return spawn("join", *args, *QUIET, "--lang", lang, lang=lang, env={"UNO_ACCESS_HOME": str(home)}, timeout=20)


# ---------------------------------------------------------------- 1. a catch question nobody answers


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_catch_question_left_unanswered_passes_after_the_tables_wait_and_play_goes_on(
        server: Any, tmp_path: Path, lang: str) -> None:
    """The tester's defect: "Bob did not say UNO! … Catch (c) or Enter" left unanswered held a shared table
    for good (the +4 challenge, a turn, is played by a bot after the table's wait).  Now the chance passes
    after the same wait: nobody caught, so the rules' play goes on; the silent player hears it, and so does
    everyone at the table."""
    t = Translator(lang)
    rules = RuleSet.preset("official").replace(hand_size=2)  # a missed UNO comes at once
    carol = Script(server.port, p.Create("Carol", "en", rules, 1, "normal", wait=2.0, pace=0.0, seed=5))
    alice = join(tmp_path, f"127.0.0.1:{server.port}", carol.code, "--name", "Alice", lang=lang)
    alice.expect_exact(t("net-wait-host", host="Carol"))
    bob = Script(server.port, p.Hello(carol.code, "Bob", "en"), forgets=True)  # after Bob: a bot, not Alice
    carol.until(lambda m: m == p.Presence(2, "Bob", "joined"))
    carol.connection.send(p.encode(p.Start()))
    carol.play()
    bob.play()
    console = Console(alice, lang)
    window = re.compile(rf"(?:{prompt_regex(t, 'prompt-window')})\s*$")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # Alice plays until she is asked to catch someone; then she is silent
        console.pump()
        if time.monotonic() - console.changed >= Console.QUIET and window.search(console.screen.rstrip("\n")):
            break
        console.step()
    else:
        pytest.fail(f"no catch question in two minutes: {console.seen[-800:]}")
    asked_at = len(console.seen)
    console.wait_for(t("net-passed", you="yes", player="Alice"), seconds=30)
    deadline = time.monotonic() + 10  # Carol's thread reads her connection: what it received is looked at
    while p.Presence(1, "Alice", "passed") not in carol.seen() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert p.Presence(1, "Alice", "passed") in carol.seen()
    after = console.seen[asked_at:]
    assert EXCEPTION_NAME.search(after) is None, after
    # Play goes on: the next player's move is heard, and Alice's console waits, or asks her next question.
    console.pump(1.0)
    deadline = time.monotonic() + 30
    moves = re.compile(r"\w+ (joue|pioche|plays|draws)\b")
    while not moves.search(console.seen[asked_at:]) and time.monotonic() < deadline:
        console.pump(0.5)
    assert moves.search(console.seen[asked_at:]), console.seen[asked_at:]
    for line in t("net-passed", you="yes", player="Alice").splitlines():
        assert len(line) <= 40, line
    alice.terminate(force=True)
    carol.close()
    bob.close()


# ---------------------------------------------------------------- 2. a name --name gives with a hidden sign


def opened_table(port: int) -> Script:
    return Script(port, p.Create("Carol", "en", RuleSet.preset("official"), 1, "normal", pace=0.0))


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "name"), [("fr", "Bo\tb"), ("en", "Bo\tb"), ("fr", "Bo\u200bb"), ("en", "Bo\u200bb")])
def test_a_name_given_with_a_hidden_sign_is_explained_and_asked_again(server: Any, tmp_path: Path, lang: str,
                                                                      name: str) -> None:
    """The tester's defect: ``join --name $'Bo\\tb'`` (or a zero-width sign) heard the raw "The table refused
    it (bad-name)." and join ended; typed at the name question, the same name is explained and asked again."""
    t = Translator(lang)
    carol = opened_table(server.port)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", carol.code, "--name", name, lang=lang)
    for line in t("error-name-hidden").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    assert "bad-name" not in (guest.before or "")
    guest.sendline(name)  # typed at the question
    if "\t" in name:  # a key typed, Tab: left out and said, the letters kept (as Ctrl+G or an arrow)
        for line in t("net-name-keys-left", name="Bob").splitlines():
            guest.expect_exact(line)
    else:  # an invisible sign cannot be a key left out: the same answer
        for line in t("error-name-hidden").splitlines():
            guest.expect_exact(line)
        guest.expect_exact(t("prompt-name"))
        guest.sendline("Bob")
    guest.expect_exact(t("net-wait-host", host="Carol"))
    carol.until(lambda m: m == p.Presence(1, "Bob", "joined"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    for line in t("error-name-hidden").splitlines():
        assert len(line) <= 40, line
    carol.close()


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_host_name_with_a_tab_is_asked_again_too(tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    host = spawn("host", "--port", "0", "--name", "Al\tice", "--bots", "1", *QUIET, "--lang", lang, lang=lang,
                 env={"UNO_ACCESS_HOME": str(tmp_path)}, timeout=20)
    for line in t("error-name-hidden").splitlines():
        host.expect_exact(line)
    host.expect_exact(t("prompt-name"))
    host.sendline("Alice")
    host.expect(r"\d{3} \d{3}")
    host.terminate(force=True)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_without_a_terminal_a_name_with_a_hidden_sign_is_explained_in_a_clear_line(server: Any, tmp_path: Path,
                                                                                   lang: str) -> None:
    t = Translator(lang)
    carol = opened_table(server.port)
    env = {**os.environ, "UNO_ACCESS_HOME": str(tmp_path), "LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "uno_access", "join", f"127.0.0.1:{server.port}", carol.code,
                           "--name", "Bo\u200bb", *QUIET, "--lang", lang], cwd=ROOT, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    said = done.stdout + done.stderr
    assert done.returncode == 2, said
    assert t("error-name-hidden").splitlines()[0] in said, said
    assert "bad-name" not in said and "Traceback" not in said, said
    carol.close()


# ---------------------------------------------------------------- 3. a server that does not answer


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("listing", [False, True], ids=["code", "list"])
def test_a_server_that_does_not_answer_is_said_in_words_with_what_to_do(tmp_path: Path, lang: str,
                                                                        listing: bool) -> None:
    """The tester's defect: "Table injoignable (unreachable: ConnectionRefusedError)." (57 cells, English in
    a French line, no next step).  Now the address, and what to check, in the player's language; the
    exception's name only in ``connection.log``, for a bug report."""
    t = Translator(lang)
    port = free_port()
    address = f"127.0.0.1:{port}"
    guest = join(tmp_path, address, *([] if listing else ["482913"]), "--name", "Bob", lang=lang)
    guest.expect(pexpect.EOF)
    said = clean(guest.before or "")
    expected = t("net-unreachable", address=address).splitlines()
    for line in expected:
        assert line in said, said
        assert len(line) <= 40, line
    assert EXCEPTION_NAME.search(said) is None, said
    assert "unreachable" not in said and "injoignable (" not in said, said
    guest.close()
    assert guest.exitstatus == 1
    assert "ConnectionRefusedError" in (tmp_path / "connection.log").read_text(encoding="utf-8")


# ---------------------------------------------------------------- 4. a host killed and started again


def start_host(home: Path, port: int) -> tuple[pexpect.spawn, str]:
    host = spawn("host", "--port", str(port), "--bind", "127.0.0.1", "--name", "Alice", "--bots", "1", *QUIET,
                 "--lang", "en", lang="en", env={"UNO_ACCESS_HOME": str(home)}, timeout=20)
    host.expect(r"(\d{3} \d{3})")
    return host, host.match.group(1).replace(" ", "")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("started", [True, False], ids=["match", "lobby"])
def test_a_guest_of_a_host_killed_and_started_again_hears_the_table_is_gone(tmp_path: Path, lang: str,
                                                                            started: bool) -> None:
    """The tester's defect: ``host`` killed (SIGKILL) and started again, its guest heard "Connection back."
    and then "No table has this code".  A `host` table lives in its host's program and is not kept (no store:
    the program started again opens a new table, with a new code), so the guest hears once, plainly, that the
    table is gone with the host's program, and what to do: never "Connection back."."""
    t = Translator(lang)
    port = free_port()
    host, code = start_host(tmp_path / "alice", port)
    guest = join(tmp_path / "bob", f"127.0.0.1:{port}", code, "--name", "Bob", lang=lang)
    guest.logfile_read = screen = io.StringIO()
    guest.expect_exact(t("net-wait-host", host="Alice"))
    host.expect_exact("Bob joins the table.")
    if started:
        host.send("\r")  # Enter starts the match
        guest.expect_exact(t("net-started"))
        guest.expect(r"(Manche|Round) 1")
        guest.expect_exact(">")  # the guest's first prompt: it plays (or waits) at the table
    host.kill(signal.SIGKILL)
    host.close()
    guest.expect_exact(t("net-lost"))
    killed_at = len(screen.getvalue())
    again, _ = start_host(tmp_path / "alice", port)  # the same program, the same port: a new table
    guest.expect(pexpect.EOF, timeout=30)
    after = clean(screen.getvalue()[killed_at:])
    for line in t("net-gone-table").splitlines():
        assert line in after, after
        assert len(line) <= 40, line
    assert t("net-reconnected") not in after, after
    assert t("net-refused-no-table").splitlines()[0] not in after, after
    assert EXCEPTION_NAME.search(after) is None, after
    guest.close()
    assert guest.exitstatus == 1
    again.terminate(force=True)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_host_whose_port_is_taken_says_so_in_words(tmp_path: Path, lang: str) -> None:
    """Found with the killed host: a `host` started on a port another program holds (the first `host` still
    running) printed a thread's traceback, waited 10 s, then said the table did not answer."""
    t = Translator(lang)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        host = spawn("host", "--port", str(port), "--bind", "127.0.0.1", "--name", "Alice", *QUIET, "--lang", lang,
                     lang=lang, env={"UNO_ACCESS_HOME": str(tmp_path)}, timeout=20)
        host.expect(pexpect.EOF)
    said = clean(host.before or "")
    for line in t("net-listen-in-use", port=port).splitlines():
        assert line in said, said
        assert len(line) <= 40, line
    assert "Traceback" not in said and EXCEPTION_NAME.search(said) is None, said
    host.close()
    assert host.exitstatus == 1


# ---------------------------------------------------------------- no code said to a player


def reasons_in_the_sources() -> set[str]:
    """Every refusal code the server side can send (``RoomError``, ``Refused``, ``ProtocolError``)."""
    found: set[str] = set()
    for source in (ROOT / "uno_access" / "net").glob("*.py"):
        found |= set(re.findall(r"(?:RoomError|Refused|ProtocolError)\(\s*\"([a-z-]+)\"", source.read_text()))
    return found


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_refusal_and_no_lost_table_is_said_as_its_code(lang: str) -> None:
    """"The table refused it (bad-name).", "Table injoignable (unreachable: ConnectionRefusedError).": a code in
    parentheses is no sentence.  Every refusal the server can send, and every reason the connection gives up,
    is said in words of the player's language, in lines of 40 cells at most."""
    from uno_access.console.net_seat import GONE_LINES, GONE_SAID, gone_line, refusal_line

    t = Translator(lang)
    reasons = reasons_in_the_sources()
    assert {"bad-name", "no-table", "unexpected", "server-error", "version"} <= reasons, reasons
    lines = {reason: refusal_line(t, p.Refused(reason)) for reason in reasons}
    lines |= {f"gone {reason}": gone_line(t, reason, "192.168.1.5:8765")
              for reason in (*GONE_SAID, *GONE_LINES, "bad-token", "something new")}
    for reason, said in lines.items():
        code = reason.removeprefix("gone ")
        assert f"({code}" not in said and not re.search(r"\([a-z]+-[a-z-]+\)", said), (reason, said)
        assert not said.startswith(("net-", "error-")), (reason, said)  # a message of the locale, not its key
        for line in said.splitlines():
            assert len(line) <= 40, (reason, line)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_join_typed_again_after_the_host_was_started_again_says_the_seat_is_no_more(tmp_path: Path,
                                                                                    lang: str) -> None:
    """The guest's console was closed too: ``join`` typed again comes back with the seat kept on this computer
    (``net-seats.json``), to a host started again that has no such table.  It heard "No table has this code
    (or password).", a code and a password the player did not type: now that the seat is no more (the table
    closed, or the seat was removed), and the next ``join`` sits anew."""
    t = Translator(lang)
    port = free_port()
    host, code = start_host(tmp_path / "alice", port)
    guest = join(tmp_path / "bob", f"127.0.0.1:{port}", code, "--name", "Bob", lang=lang)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    host.expect_exact("Bob joins the table.")
    host.send("\r")
    guest.expect_exact(t("net-started"))
    guest.kill(signal.SIGKILL)
    guest.close()
    host.kill(signal.SIGKILL)
    host.close()
    again, _ = start_host(tmp_path / "alice", port)
    back = join(tmp_path / "bob", f"127.0.0.1:{port}", code, lang=lang)  # no --name: the seat kept comes back
    back.expect(pexpect.EOF)
    said = clean(back.before or "")
    for line in t("net-gone-seat").splitlines():
        assert line in said, said
        assert len(line) <= 40, line
    assert t("net-refused-no-table").splitlines()[0] not in said, said
    assert EXCEPTION_NAME.search(said) is None, said
    anew = join(tmp_path / "bob", f"127.0.0.1:{port}", code, lang=lang)  # the seat forgotten: the name asked
    anew.expect_exact(t("prompt-name"))
    anew.terminate(force=True)
    again.terminate(force=True)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_chance_let_pass_by_the_clock_is_said_to_the_others_by_name(lang: str) -> None:
    """What the other consoles (and the spectators) say of ``presence`` ``passed``: who did not answer, and that
    play goes on; the player's own console says it to them as "Too long"."""
    from uno_access.console.net_seat import presence_line

    t = Translator(lang)
    passed = p.Presence(1, "Alice", "passed")
    others = presence_line(t, passed, lambda seat, name: name, 0)
    own = presence_line(t, passed, lambda seat, name: name, 1)
    assert others == t("net-passed", you="no", player="Alice") and "Alice" in (others or "")
    assert own == t("net-passed", you="yes", player="Alice") and "Alice" not in (own or "")
    assert p.decode(p.encode(passed)) == passed  # a message of the protocol (an older console skips it)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_server_whose_port_is_taken_says_so_in_words(tmp_path: Path, lang: str) -> None:
    """``serve`` on a port another program holds printed asyncio's traceback."""
    t = Translator(lang)
    env = {**os.environ, "UNO_ACCESS_HOME": str(tmp_path)}
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "uno_access", "serve", "--port", str(port), "--bind",
                               "127.0.0.1", "--lang", lang, "--store", str(tmp_path / "server.db")], cwd=ROOT,
                              env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    said = done.stdout + done.stderr
    assert done.returncode == 1, said
    for line in t("net-listen-in-use", port=port).splitlines():
        assert line in said, said
    assert "Traceback" not in said and EXCEPTION_NAME.search(said) is None, said
