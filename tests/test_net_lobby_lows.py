"""The network lobby's low findings of the README-only tester (issue 33's third report), through pseudo-terminals
as a person reads them: the name rule says every mark a name may hold, a game word in a name is named with
what is allowed, the list's lines fit 40 cells however long a host's name, Ctrl+\\ and Ctrl+D at the name
question end as Ctrl+C does, a seat taken back says the name it keeps, the news missed while a console was
closed are one turn a line, and a control key inside a typed name is said, the text kept."""

from __future__ import annotations

import os
import re
import signal
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.console.open_tables import table_line
from uno_access.i18n import LANGUAGES, Translator
from uno_access.net import protocol as p
from uno_access.net.lobby import NAME_MARKS, has_only_letters
from uno_access.netplay import ServerThread

from .test_cli_pty import clean, spawn
from .test_net_lobby_console import QUIET, Host, join

pytestmark = [pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals"),
              pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]

CELLS = 40


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread


# ---------------------------------------------------------------- 1. the name rule says what is allowed

#: How each language names the marks a name may hold besides letters and spaces (in words: a screen reader
#: at its default punctuation level says neither "-", "'" nor ".").
MARK_WORDS = {"en": {"-": "hyphens", "'": "apostrophes", ".": "dots"},
              "fr": {"-": "tirets", "'": "apostrophes", ".": "points"}}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_name_rule_names_every_mark_a_name_may_hold_and_the_name_it_allows_is_taken(
        server: Any, tmp_path: Path, lang: str) -> None:
    """The tester: "Names: letters, spaces, - and '; digits only inside a word." said nothing of the full stop
    the server takes ("J. R."), and a screen reader says none of the marks.  Each mark is named in words, in
    lines of 40 cells, and a name with every one of them is taken."""
    t = Translator(lang)
    rule = t("net-refused-name-letters")
    assert set(MARK_WORDS[lang]) == {mark for mark in NAME_MARKS if mark.isascii()}
    for word in MARK_WORDS[lang].values():
        assert word in rule, (word, rule)
    assert all(len(line) <= CELLS for line in rule.splitlines()), rule
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "r 7", "--plain", lang=lang)
    for line in rule.splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("J.-R. O'Neil")  # every mark the rule names
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "J.-R. O'Neil", "joined"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


# ---------------------------------------------------------------- 2. a game word: which, and what is allowed

@pytest.mark.parametrize(("lang", "name", "word"), [("en", "Alice plays", "plays"), ("fr", "Rouge Gorge", "rouge"),
                                                    ("en", "Partie terminée", "partie terminée")])
def test_a_name_holding_a_game_word_is_told_the_word_and_what_a_name_may_be(server: Any, tmp_path: Path, lang: str,
                                                                          name: str, word: str) -> None:
    """The tester heard "That is a word of the game: choose another name." of "Alice plays": what in it, and
    what would do?  The word is said (as the game writes it, the other language's too), then what is allowed."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", name, "--plain", lang=lang)
    said = t("net-refused-name-word", word=word)
    assert said != "net-refused-name-word" and word in said
    assert all(len(line) <= CELLS for line in said.splitlines()), said
    for line in said.splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("Zoé")
    guest.expect_exact(t("net-wait-host", host="Alice"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_word_fits_the_refusal_that_names_it(lang: str) -> None:
    """The longest word of either language's list ("connexion perdue") said in the refusal: 40 cells."""
    t = Translator(lang)
    words = [word.strip() for other in LANGUAGES for word in Translator(other)("net-reserved-names").split("|")]
    for word in words:
        for line in t("net-refused-name-word", word=word).splitlines():
            assert len(line) <= CELLS, line
    generic = t("net-refused-name-reserved")
    assert all(len(line) <= CELLS for line in generic.splitlines()), generic


# ---------------------------------------------------------------- 3. the list's lines fit 40 cells

LONG_NAME = "Marie-Christine Lefebvre"  # 24 letters: the longest name a server takes
assert len(LONG_NAME) == p.MAX_NAME and has_only_letters(LONG_NAME)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_of_the_list_fits_40_cells_and_never_cuts_a_name(lang: str) -> None:
    """"1. Hana, officielles, 1 sur 2, mot de passe." was 44 cells.  A table's line is cut between its parts
    (never inside the host's name, which stays whole on the first line, number first)."""
    t = Translator(lang)
    presets = ("official", "official-plus", "olympic", "extreme")
    for host in ("Hana", LONG_NAME, "Jean Pierre de la Fontaine"[:p.MAX_NAME]):
        for rules in presets:
            for number in (1, 100):
                for playing, password, people, bots in ((False, True, 1, 1), (False, False, 10, 0),
                                                        (True, False, 9, 1), (False, False, 3, 4)):
                    info = p.TableInfo("123456", host, rules, people, bots, playing, password)
                    for held in (frozenset(), frozenset({"123456"})):
                        lines = table_line(t, number, info, held).splitlines()
                        assert all(len(line) <= CELLS for line in lines), lines
                        assert lines[0].startswith(f"{number}. {host}"), lines  # key fact first, the name whole
                        assert lines[-1].endswith("."), lines


def test_the_list_said_at_the_console_fits_40_cells_with_long_names(server: Any, tmp_path: Path) -> None:
    t = Translator("fr")
    hana = Host(server.port, "Hana", password="abc")
    long = Host(server.port, LONG_NAME)
    zoe = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", "--plain", lang="fr")
    zoe.expect_exact(t("prompt-list"))
    screen = clean(zoe.before or "")
    listed = [line for line in screen.splitlines() if line.strip()]
    assert any(line.startswith("1. " + LONG_NAME) for line in listed), listed
    assert any(line.startswith("2. Hana,") for line in listed), listed
    assert all(len(line) <= CELLS for line in listed), listed
    zoe.sendline("q")
    zoe.expect(pexpect.EOF)
    hana.close()
    long.close()


# ---------------------------------------------------------------- 4. Ctrl+\ and Ctrl+D at the name question

STTY = "stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo END"


def _join_then_stty(home: Path, *args: str, lang: str) -> pexpect.spawn:
    """``join`` run by a shell that says, once the program ended, whether the terminal is in its line mode
    again and echoes (``icanon echo``, not ``-icanon -echo``)."""
    import shlex
    import sys

    from .test_cli_pty import ROOT

    command = " ".join(shlex.quote(a) for a in (sys.executable, "-m", "uno_access", "join", *args, *QUIET,
                                                    "--lang", lang, "--pace", "0"))
    environment = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    environment.update({"LANG": "en_US.UTF-8" if lang == "en" else "fr_FR.UTF-8", "TERM": "xterm",
                        "UNO_ACCESS_HOME": str(home)})
    child = pexpect.spawn("/bin/sh", ["-c", f"set -m; {command}; echo STATUS $?; {STTY}"], cwd=str(ROOT), env=environment,
                          encoding="utf-8", dimensions=(30, 100), timeout=20)
    child.delaybeforesend = None
    return child


@pytest.mark.parametrize("key", ["\x1c", "\x04", "\x03"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_ctrl_backslash_or_ctrl_d_at_your_name_ends_as_ctrl_c_does(server: Any, tmp_path: Path, key: str,
                                                                  lang: str) -> None:
    """The tester's Ctrl+\\ at "Your name >" ended the program with status 131 and no word (Ctrl+D: no word
    either); Ctrl+C says goodbye and ends with 0.  All three now: goodbye, 0, no traceback, the terminal as
    it was."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    guest = _join_then_stty(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang=lang)
    guest.expect_exact(t("prompt-name"))
    time.sleep(0.3)  # the question is open (a key before it is dropped as typed too early)
    guest.send(key)
    guest.expect_exact(t("goodbye"))
    guest.expect(r"STATUS (\d+)")
    assert guest.match.group(1) == "0", guest.before
    guest.expect("END")
    modes = guest.before.split()
    assert "icanon" in modes and "echo" in modes, modes
    guest.expect(pexpect.EOF)
    assert "Traceback" not in guest.before
    alice.close()


@pytest.mark.parametrize("plain", [True])
def test_ctrl_backslash_at_your_name_asked_again_ends_as_ctrl_c_does(server: Any, tmp_path: Path,
                                                                    plain: bool) -> None:
    """The name asked again after a refusal (the console's own reader, plain or prompt_toolkit)."""
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    guest = _join_then_stty(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "r 7",
                            *(["--plain"] if plain else []), lang="en")
    guest.expect_exact(t("net-refused-name-letters").splitlines()[-1])
    guest.expect_exact(t("prompt-name"))
    time.sleep(0.3)
    guest.send("\x1c")
    guest.expect_exact(t("goodbye"))
    guest.expect(r"STATUS (\d+)")
    assert guest.match.group(1) == "0", guest.before
    guest.expect("END")
    modes = guest.before.split()
    assert "icanon" in modes and "echo" in modes, modes
    guest.expect(pexpect.EOF)
    assert "Traceback" not in guest.before
    alice.close()


# ---------------------------------------------------------------- 5. a seat taken back keeps its name: said

@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_seat_taken_back_with_another_name_says_the_name_it_keeps(server: Any, tmp_path: Path, lang: str) -> None:
    """The tester's console was closed, then ``join ... --name Zed`` took the seat back as Bruno without a
    word; now it says so.  The same name again says nothing more."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    bruno = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Bruno", "--plain", lang=lang)
    bruno.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Bruno", "joined"))
    bruno.terminate(force=True)  # killed: the seat's token stays on this computer
    back = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Zed", "--plain", lang=lang)
    for line in t("net-back-as", player="Bruno").splitlines():
        back.expect_exact(line)
    back.expect_exact(t("net-wait-host", host="Alice"))
    back.terminate(force=True)
    again = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Bruno", "--plain", lang=lang)
    again.expect_exact(t("net-wait-host", host="Alice"))
    assert t("net-back-as", player="Bruno").splitlines()[0] not in (again.before or "")
    again.sendline(t("command-quit"))
    again.expect(pexpect.EOF)
    alice.close()


# ---------------------------------------------------------------- 6. the news missed: one turn a line

#: Who plays a card ("You play", "Alice plays"): two on a line are two turns (a draw may be a play's effect,
#: "You play y +2. Bob draws 2 cards (+2).", said in its turn as the news are).
MOVE = {"en": re.compile(r"\b(You|[A-Z][a-z]+) (?:play|plays)\b"),
        "fr": re.compile(r"\b(Vous|[A-Z][a-z]+) (?:jouez|joue)\b")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_news_missed_while_the_console_was_closed_are_one_turn_a_line(server: Any, tmp_path: Path,
                                                                          lang: str) -> None:
    """The tester, back at the seat: "You play g 7. Alice plays g 3, 4 cards." on one line: the moves heard on
    coming back were said as one turn, their sentences joined while they fit 40 cells."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False, bots=2, wait=0.0, target=100_000)  # never over here
    bruno = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Bruno", "--plain", lang=lang)
    bruno.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Bruno", "joined"))
    alice.start_playing()
    bruno.expect_exact(t("net-started"))
    bruno.kill(signal.SIGKILL)  # closed at once: the seat kept here; a bot plays for it after the table's wait
    bruno.close()
    deadline = time.monotonic() + 60  # the host's seat reads in its thread: what it received is looked at
    while sum(isinstance(m, p.News) and m.actor == 1 for m in list(alice.received)) < 3 \
            and time.monotonic() < deadline:
        time.sleep(0.2)  # a bot played the seat a few times, and the others around it
    back = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--plain", lang=lang)
    back.expect_exact(t("net-reconnected"))
    back.expect_exact(t("net-bot-played"))
    back.expect(r"> ")
    time.sleep(1.0)
    back.sendline(t("command-quit"))
    screen = clean((back.before or "") + str(back.after))
    moves = 0
    for line in screen.splitlines():
        subjects = set(MOVE[lang].findall(line))
        moves += bool(subjects)
        assert len(subjects) <= 1, line
    assert moves >= 2, screen
    back.terminate(force=True)
    alice.close()


# ---------------------------------------------------------------- 7. a control key inside a typed name

@pytest.mark.parametrize("key", ["\x07", "\x0b", "\x1b[D"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_control_key_inside_a_typed_name_is_said_and_the_name_kept(server: Any, tmp_path: Path, key: str,
                                                                    lang: str) -> None:
    """The tester typed "Ann", Ctrl+G, "Bob": the whole name was refused as "A name: 1 to 24 letters." and
    asked again, what was typed lost for a reason that was not the one.  The keys are left out, said, and the
    name typed is the name."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, lang=lang)
    guest.expect_exact(t("prompt-name"))
    time.sleep(0.3)
    guest.send("Ann" + key + "Bob\r")
    for line in t("net-name-keys-left", name="AnnBob").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "AnnBob", "joined"))
    assert t("error-name", max=p.MAX_NAME) not in (guest.before or "")
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


def test_a_control_key_inside_a_name_asked_again_is_said_and_the_name_kept(server: Any, tmp_path: Path) -> None:
    """The same at the name asked again by the console's own plain reader."""
    t = Translator("en")
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "r 7", "--plain", lang="en")
    guest.expect_exact(t("net-refused-name-letters").splitlines()[-1])
    guest.expect_exact(t("prompt-name"))
    time.sleep(0.3)
    guest.send("Ann\x07Bob\r")
    for line in t("net-name-keys-left", name="AnnBob").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "AnnBob", "joined"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_lines_fit_40_cells_with_the_longest_name(lang: str) -> None:
    t = Translator(lang)
    for text in (t("net-back-as", player=LONG_NAME), t("net-name-keys-left", name=LONG_NAME),
                 t("net-refused-name-letters"), t("net-refused-name-reserved")):
        assert all(len(line) <= CELLS for line in text.splitlines()), text


@pytest.mark.parametrize("key", ["\x1c", "\x04"])
def test_ctrl_backslash_or_ctrl_d_at_list_this_table_ends_as_ctrl_c_does(server: Any, tmp_path: Path,
                                                                        key: str) -> None:
    """The other question before the table (``host --on``): the same three keys, the same end."""
    t = Translator("en")
    host = spawn("host", "--on", f"127.0.0.1:{server.port}", "--name", "Olga", *QUIET, "--lang", "en", lang="en",
                 env={"UNO_ACCESS_HOME": str(tmp_path)}, timeout=20)
    host.expect_exact(t("net-ask-listed").splitlines()[-1])
    time.sleep(0.3)
    host.send(key)
    host.expect_exact(t("goodbye"))
    host.expect(pexpect.EOF)
    host.close()
    assert host.exitstatus == 0 and "Traceback" not in (host.before or ""), (host.exitstatus, host.before)


# ---------------------------------------------------------------- 8. a control key inside a password typed at the list

@pytest.mark.parametrize("key", ["\x07", "\x0b", "\x1b[D"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_control_key_inside_a_password_typed_at_the_list_is_said_and_left_out(server: Any, tmp_path: Path,
                                                                               key: str, lang: str) -> None:
    """"Ann", Ctrl+G, "Bob" typed at "Password >" was sent as it was, a control character no password holds
    (``--password`` refuses it: printable characters only): the table refused it.  As in a name, the keys are
    left out and said (the password is not said aloud), and the password typed is the password."""
    t = Translator(lang)
    alice = Host(server.port, "Alice", password="AnnBob")
    guest = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoe", "--plain", lang=lang)
    guest.expect_exact(t("prompt-list"))
    time.sleep(0.3)
    guest.send("1\r")
    guest.expect_exact(t("prompt-password"))
    time.sleep(0.3)
    guest.send("Ann" + key + "Bob\r")
    said = t("net-password-keys-left")
    assert all(len(line) <= CELLS for line in said.splitlines()), said
    for line in said.splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Zoe", "joined"))
    assert "AnnBob" not in clean(guest.before or "")  # never said: the terminal's echo is all
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


def test_a_control_key_inside_a_password_asked_again_is_said_and_left_out(server: Any, tmp_path: Path) -> None:
    """The password asked again after a wrong one: the same."""
    t = Translator("en")
    alice = Host(server.port, "Alice", password="AnnBob")
    guest = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoe", "--plain", lang="en")
    guest.expect_exact(t("prompt-list"))
    time.sleep(0.3)
    guest.send("1\r")
    guest.expect_exact(t("prompt-password"))
    time.sleep(0.3)
    guest.send("wrong\r")
    guest.expect_exact(t("net-list-password-wrong").splitlines()[-1])
    guest.expect_exact(t("prompt-password"))
    time.sleep(0.3)
    guest.send("Ann\x07Bob\r")
    guest.expect_exact(t("net-password-keys-left"))
    guest.expect_exact(t("net-wait-host", host="Alice"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()
