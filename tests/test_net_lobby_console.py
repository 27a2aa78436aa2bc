"""The room around the table (issue 33) through pseudo-terminals, read as a person reads the screen: the list
of open tables chosen with the arrows (English, prompt_toolkit) or a typed number (French, ``--plain``), keys
typed before the list never choosing; a name taken or a game word asked again; a spectator's console hearing
the moves and no hand, and the seats hearing that someone watches."""

from __future__ import annotations

import io
import os
import random
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
from uno_access.lines import cut_between_parts
from uno_access.net import protocol as p
from uno_access.netplay import ServerThread
from uno_access.table.messages import DecisionKind

from .test_cli_pty import spawn

pytestmark = [pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals"),
              pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]

QUIET = ("--speech", "off", "--sounds", "off")


class Host:
    """A table's host over a real socket (a script, not a console): opens the table, and plays its seat as a
    quick player, paced as a script must be (docs/protocol.md)."""

    def __init__(self, port: int, name: str, *, listed: bool = True, password: str = "", target: int = 500,
                 bots: int = 1, wait: float = 60.0, seed: int = -1) -> None:
        from websockets.sync.client import connect

        self.connection = connect(f"ws://127.0.0.1:{port}", max_size=None)
        rules = RuleSet.preset("official").replace(target_score=target)
        self.connection.send(p.encode(p.Create(name, "en", rules, bots, pace=0.0, listed=listed,
                                               password=password, wait=wait, seed=seed)))
        self.received: list[Any] = []
        welcome = self.next()
        assert isinstance(welcome, p.Welcome)
        self.code = welcome.code
        self.name = name
        self.bot = make_opponent(Level.NORMAL, 0, 1)
        self.rng = random.Random(1)
        self._thread: threading.Thread | None = None

    def next(self) -> Any:
        message = p.decode(self.connection.recv(timeout=30))
        self.received.append(message)
        return message

    def until(self, wanted: Any) -> Any:
        while True:
            message = self.next()
            if wanted(message):
                return message

    def start_playing(self) -> None:
        self.connection.send(p.encode(p.Start()))
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()

    def _play(self) -> None:
        answered = (-1, -1)
        try:
            while True:
                message = self.next()
                if not isinstance(message, p.Ask):
                    continue
                if message.kind is DecisionKind.MATCH_OVER:
                    return
                if message.kind not in (DecisionKind.TURN, DecisionKind.WINDOW, DecisionKind.RACE,
                                        DecisionKind.NEXT_ROUND) or (message.serial, message.acts) == answered:
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
        return self.bot.choose(ask.view)

    def close(self) -> None:
        self.connection.close()


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread
    # a daemon thread: it ends with the test process


def join(home: Path, *args: str, lang: str, typed_first: str = "") -> pexpect.spawn:
    return spawn("join", *args, *QUIET, "--lang", lang, lang=lang, env={"UNO_ACCESS_HOME": str(home)}, timeout=20,
                 typed_first=typed_first)


def watch(home: Path, server: Any, host: Host, name: str, lang: str) -> tuple[pexpect.spawn, io.StringIO]:
    """A spectator's console (``join --watch``, plain lines) at ``host``'s table, welcomed, and seen watching by
    the host: the console, and its whole screen (read at the end)."""
    spectator = join(home, f"127.0.0.1:{server.port}", host.code, "--watch", "--name", name, "--plain", lang=lang)
    spectator.logfile_read = screen = io.StringIO()
    spectator.expect_exact(Translator(lang)("net-watch-welcome", host=host.name).splitlines()[0])
    host.until(lambda m: m == p.Presence(-1, name, "watching"))
    return spectator, screen


def test_the_list_is_browsed_with_the_arrows_and_keys_typed_before_it_never_choose(server: Any,
                                                                                    tmp_path: Path) -> None:
    t = Translator("en")
    alice = Host(server.port, "Alice")
    bruno = Host(server.port, "Bruno", listed=False)  # private: never in the list
    chloe = Host(server.port, "Chloé")
    zoe = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", lang="en")
    zoe.send("\x1b[B\r")  # Down and Enter, typed before the list is said: they choose nothing
    zoe.expect_exact(t("net-list-count", count=2))
    zoe.expect_exact("1. Chloé, official, 1 of 2, open.")
    zoe.expect_exact("2. Alice, official, 1 of 2, open.")
    zoe.expect_exact(t("prompt-list"))
    time.sleep(1.0)
    assert "Bruno" not in zoe.before
    with pytest.raises(pexpect.TIMEOUT):
        zoe.expect_exact(t("net-wait-host", host="Chloé"), timeout=1)
    zoe.send("\x1b[B")  # Down: the first table, read aloud
    zoe.expect_exact("1. Chloé, official, 1 of 2, open.")
    zoe.send("\x1b[B")  # Down: the second
    zoe.expect_exact("2. Alice, official, 1 of 2, open.")
    zoe.send("\r")  # Enter sits there
    zoe.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Zoé", "joined"))
    zoe.sendline(t("command-quit"))
    zoe.expect(pexpect.EOF)
    for host in (alice, bruno, chloe):
        host.close()


def test_the_list_in_french_takes_a_number_and_an_empty_list_says_what_to_do(server: Any, tmp_path: Path) -> None:
    t = Translator("fr")
    empty = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", "--plain", lang="fr")
    for line in t("net-list-empty").splitlines():
        empty.expect_exact(line)
    empty.expect_exact(t("prompt-list"))  # a "q" typed before the question would be dropped (a CI run sent it so)
    empty.sendline("q")
    empty.expect(pexpect.EOF)
    alice = Host(server.port, "Alice")
    bruno = Host(server.port, "Bruno", password="tulipe 7")
    zoe = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", "--plain", lang="fr")
    zoe.expect_exact("1. Bruno, officielles, 1 sur 2,")  # 44 cells: cut after a comma (the third tester)
    zoe.expect_exact("mot de passe.")
    zoe.expect_exact("2. Alice, officielles, 1 sur 2, ouverte.")
    zoe.expect_exact(t("prompt-list"))
    zoe.sendline("9")
    zoe.expect_exact(t("net-list-no-such", count=2))
    zoe.sendline("1")
    zoe.expect_exact(t("prompt-password"))
    zoe.sendline("tulipe 7")
    zoe.expect_exact(t("net-wait-host", host="Bruno"))
    bruno.until(lambda m: m == p.Presence(1, "Zoé", "joined"))
    zoe.sendline(t("command-quit"))
    zoe.expect(pexpect.EOF)
    alice.close()
    bruno.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_name_taken_or_a_game_word_is_asked_again(server: Any, tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "alice", "--plain", lang=lang)
    for line in t("net-refused-name-taken").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("À vous" if lang == "fr" else "Your turn")
    for line in t("net-refused-name-word", word="à vous" if lang == "fr" else "your turn").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("Bob")
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Bob", "joined"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


def test_a_spectator_hears_the_moves_and_no_hand_and_may_chat(server: Any, tmp_path: Path) -> None:
    t = Translator("fr")
    alice = Host(server.port, "Alice", listed=False, target=30)
    carol, screen = watch(tmp_path, server, alice, "Carol", "fr")
    carol.expect_exact(t("prompt-watch"))
    carol.sendline("dis bonne chance")
    said = alice.until(lambda m: isinstance(m, p.Said))
    assert said == p.Said(-1, "bonne chance", "Carol")
    carol.expect_exact("Chat, Carol spectateur : bonne chance")
    carol.sendline("main")
    carol.expect_exact(t("net-watch-only"))
    flooded = False
    for n in range(8):  # a flood of chat, a line as soon as the one before was said: cut, and said once
        carol.sendline(f"dis vite {n}")
        if flooded:
            time.sleep(0.2)  # dropped without a word
        else:
            flooded = carol.expect_exact([f"Chat, Carol spectateur : vite {n}", t("net-refused-chat-flood")]) == 1
    assert flooded
    alice.start_playing()
    carol.expect_exact(t("net-started"))
    carol.expect("Alice (joue|pioche)")
    carol.expect_exact(t("match-over"), timeout=120)
    carol.expect_exact(t("net-watch-again"))  # she watches on: the table may play again
    carol.sendline(t("command-quit"))
    carol.expect(pexpect.EOF)
    seen = screen.getvalue()
    # The moves of both seats heard (a random deal: a round the bot wins with skips gives Alice one move).
    assert seen.count(" joue ") + seen.count(" pioche ") >= 3, seen[-2000:]  # Alice's were waited for above
    assert t("turn-play", top="X", color="Y", count=1).split(":")[0] not in seen  # never "À vous"
    assert "Traceback" not in seen
    assert seen.count(t("net-refused-chat-flood")) == 1 and seen.count("Chat, Carol spectateur : vite") < 7
    # The prompt is printed once a wait, not once a move (nothing is typed once the match started).
    assert seen.split(t("net-started"))[-1].count(t("prompt-watch")) <= 1, seen[-1500:]
    alice.close()


def test_a_spectator_sitting_during_a_match_hears_how_it_stands_and_asks_again(server: Any, tmp_path: Path,
                                                                              monkeypatch: Any) -> None:
    from uno_access.net import lobby

    monkeypatch.setattr(lobby, "WATCH_QUIET", 0.0)  # one gone within seconds is not said to go: said here
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=True, bots=2)
    alice.start_playing()
    dana = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Dana", lang="en")  # the list, prompt_toolkit
    dana.expect_exact("1. Alice, official, 1 of 3, playing.")
    dana.expect_exact(t("prompt-list"))
    dana.send("1\r")
    dana.expect_exact(t("net-list-watching"))
    dana.expect_exact(t("net-watch-welcome", host="Alice").splitlines()[0])
    dana.expect(r"Top: [^\r\n]+\.\s+Draw pile")  # how the table stands, said on sitting down
    dana.expect(r"Alice: \d+ cards?")
    dana.expect_exact(t("prompt-watch"))
    dana.send(t("command-status") + "\r")
    dana.expect(r"Top: [^\r\n]+\.\s+Draw pile")
    dana.send(t("command-quit") + "\r")
    dana.expect(pexpect.EOF)
    deadline = time.monotonic() + 10  # the host's seat reads on in its thread
    while p.Presence(-1, "Dana", "stopped-watching") not in alice.received and time.monotonic() < deadline:
        time.sleep(0.1)
    assert p.Presence(-1, "Dana", "watching") in alice.received
    assert p.Presence(-1, "Dana", "stopped-watching") in alice.received
    alice.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_name_typed_before_your_name_is_asked_never_answers_it(server: Any, tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    # Typed before the program runs, so before "Your name >" is asked (whatever the load): it names nobody.
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang=lang, typed_first="Bob\r")
    guest.expect_exact(t("prompt-name"))
    guest.send("Zoé\r")
    guest.expect_exact(t("net-wait-host", host="Alice"))
    joined = alice.until(lambda m: isinstance(m, p.Presence) and m.what == "joined")
    assert joined.name == "Zoé", "a name typed before the question answered it"
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_word_begun_before_your_name_is_asked_is_said_dropped_not_shown_before_it(server: Any, tmp_path: Path,
                                                                                     lang: str) -> None:
    """The tester saw "EarlyYour name >", and the next Enter answered "A name: 1 to 24 letters."."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    # Typed before the program runs, no Enter: before the question, whatever the load.
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang=lang, typed_first="Early")
    guest.expect_exact(t("keys-typed-early"))
    guest.expect_exact(t("prompt-name"))
    assert "Early" + t("prompt-name") not in (guest.before or "") + guest.after
    guest.send("Zoé\r")
    guest.expect_exact(t("net-wait-host", host="Alice"))
    joined = alice.until(lambda m: isinstance(m, p.Presence) and m.what == "joined")
    assert joined.name == "Zoé"
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


def test_ctrl_c_at_your_name_says_goodbye(server: Any, tmp_path: Path) -> None:
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang="en")
    guest.expect_exact(t("prompt-name"))
    guest.send("\x03")
    guest.expect_exact(t("goodbye"))
    guest.expect(pexpect.EOF)
    guest.close()
    assert guest.exitstatus == 0, (guest.exitstatus, guest.signalstatus, guest.before)
    assert "Traceback" not in (guest.before or "")
    alice.close()


@pytest.mark.parametrize(("key", "status"), [("\x1c", 0), ("\x04", 0)])
def test_ctrl_c_or_ctrl_backslash_at_your_name_ends_without_a_traceback(server: Any, tmp_path: Path, key: str,
                                                                        status: int) -> None:
    """Ctrl+\\ and Ctrl+D end there as Ctrl+C does: goodbye, status 0 (Ctrl+\\ was 131 and no word, the third
    tester; tests/test_net_lobby_lows.py checks the terminal after it too)."""
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang="en")
    guest.expect_exact(t("prompt-name"))
    time.sleep(0.3)  # the question open: a key typed before it would be dropped as typed too early
    guest.send(key)
    guest.expect_exact(t("goodbye"))
    guest.expect(pexpect.EOF)
    guest.close()
    assert guest.exitstatus == status, (guest.exitstatus, guest.signalstatus, guest.before)
    assert "Traceback" not in (guest.before or "")
    alice.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_seat_joined_from_the_list_comes_back_from_the_list(server: Any, tmp_path: Path, lang: str) -> None:
    """The tester's defect: Bruno sat from the list, his console was killed; ``join ADDRESS`` again asked his
    name, showed his table as playing and made him a spectator refused for his own name."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", bots=2)
    bruno = join(tmp_path, f"127.0.0.1:{server.port}", "--plain", lang=lang)
    bruno.expect_exact(t("prompt-name"))
    bruno.sendline("Bruno")
    bruno.expect_exact(t("prompt-list"))
    bruno.sendline("1")
    bruno.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Bruno", "joined"))
    alice.start_playing()
    bruno.expect_exact(t("net-started"))
    bruno.terminate(force=True)  # killed: the seat is kept in net-seats.json
    back = join(tmp_path, f"127.0.0.1:{server.port}", "--plain", lang=lang)
    yours = cut_between_parts(t("net-list-table", number=1, host="Alice", rules=t("preset-official"), people=2,
                                seats=4, state=t("net-list-yours")))  # over 40 cells in French: two lines
    assert back.expect_exact([yours[0], t("prompt-name")]) == 0, back.before
    for line in yours[1:]:
        back.expect_exact(line)
    back.expect_exact(t("prompt-list"))
    back.sendline("1")
    back.expect_exact(t("net-reconnected"))
    back.terminate(force=True)
    assert t("net-list-watching") not in (back.before or "")
    alice.close()


def test_coming_back_after_being_kicked_says_the_readme_line_not_a_code(server: Any, tmp_path: Path) -> None:
    """The tester heard "The table is out of reach (no-table).": an internal code, unlike README's line.  The
    console was closed, its seat kept on this computer; the host removed the seat meanwhile."""
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    bruno = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Bruno", "--plain", lang="en")
    bruno.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Bruno", "joined"))
    bruno.terminate(force=True)  # killed: its seat's token stays in net-seats.json
    alice.until(lambda m: isinstance(m, p.Presence) and m.name == "Bruno" and m.what != "joined")
    alice.connection.send(p.encode(p.Kick("Bruno")))
    alice.until(lambda m: m == p.Presence(1, "Bruno", "kicked") or isinstance(m, p.Presence) and m.what == "left")
    again = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--plain", lang="en")
    again.expect(pexpect.EOF)
    seen = again.before or ""
    assert "no-table" not in seen, seen
    assert t("net-gone-seat").splitlines()[0] in seen, seen  # not "No table has this code": none was typed
    alice.close()


def test_french_lines_naming_the_host_need_no_elision(server: Any, tmp_path: Path) -> None:
    """The tester read "On attend que Alice lance." (French elides: "qu'Alice"); Fluent cannot elide, so the
    lines naming the host are phrased to need none, for any name ("de Alice" neither)."""
    t = Translator("fr")
    alice = Host(server.port, "Alice", listed=False)
    zoe = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Zoé", "--plain", lang="fr")
    zoe.expect_exact(t("net-wait-host", host="Alice"))
    carol = join(tmp_path / "carol", f"127.0.0.1:{server.port}", alice.code, "--watch", "--name", "Carol",
                 "--plain", lang="fr")
    carol.expect_exact(t("prompt-watch"))
    for child in (zoe, carol):
        seen = (child.before or "") + str(child.after)
        assert "Alice" in seen
        for unelided in ("que Alice", "de Alice", "le Alice", "la Alice"):
            assert unelided not in seen, seen
        child.sendline(t("command-quit"))
        child.expect(pexpect.EOF)
    alice.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_line_typed_before_the_list_is_dropped_and_said_dropped(server: Any, tmp_path: Path, lang: str) -> None:
    """A "q" typed while the program starts answers no question, and the player hears that it was dropped, as
    at every question (a fresh-clone CI run's test typed its "q" as the list was said: it vanished in
    silence)."""
    t = Translator(lang)
    early = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", "--plain", lang=lang)
    early.sendline("q")  # before the program has even started
    for line in t("net-list-empty").splitlines():
        early.expect_exact(line)
    early.expect_exact(t("keys-typed-early"))
    early.expect_exact(t("prompt-list"))
    early.sendline("q")
    early.expect(pexpect.EOF)


def test_a_seat_left_in_the_lobby_is_sat_at_again_by_the_same_join(server: Any, tmp_path: Path) -> None:
    """README, "Who holds the table": a seat left in the lobby is freed at once, and ``join`` typed again sits
    you down (the third tester: the console kept the freed seat's token, and the second ``join`` heard "No
    table has this code (or password).")."""
    t = Translator("en")
    alice = Host(server.port, "Alice")
    for _ in range(2):
        carl = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Carl", "--plain", lang="en")
        carl.expect_exact(t("net-wait-host", host="Alice"))
        alice.until(lambda m: m == p.Presence(1, "Carl", "joined"))
        carl.sendline(t("command-quit"))
        carl.expect(pexpect.EOF)
    alice.close()
