"""The room around the table (issue 33), the tester's breaks (issue 33's second report): keys typed before
"List this table?" never answer it (a real pty), a spectator of a password table comes back with its token
alone, names that read like game lines, a full table said full, a wrong password asked again, bots never
named as a spectator, the list after a restart, a spectator arriving after the match, small slips."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.console.open_tables import fetch_tables
from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.netplay import ServerThread

from .test_cli_pty import spawn
from .test_net_lobby import ask, host_table
from .test_net_server import connect, run, started_server

QUIET = ("--speech", "off", "--sounds", "off")
pytestmark = [pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_keys_typed_before_list_this_table_never_answer_it(server: Any, tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    # Typed before the program runs, so before the question is asked: it answers nothing. (Typed just after
    # the start, a loaded machine could hold the test back past the question: two stress runs did.)
    host = spawn("host", "--on", f"127.0.0.1:{server.port}", "--name", "Olga", "--bots", "1", *QUIET,
                 "--lang", lang, lang=lang, env={"UNO_ACCESS_HOME": str(tmp_path)}, timeout=20,
                 typed_first=t("answer-yes") + "\r")
    host.expect_exact(t("net-ask-listed").splitlines()[-1])
    host.send(t("answer-no") + "\r")
    host.expect_exact(t("net-code", code="X").split("X")[0])
    tables = fetch_tables(f"ws://127.0.0.1:{server.port}")
    assert isinstance(tables, p.Tables) and tables.tables == (), "the table went public by keys typed early"
    host.sendline(t("command-quit"))
    host.expect(pexpect.EOF)


def test_a_spectator_of_a_password_table_comes_back_with_its_token_and_no_password(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from uno_access.net import lobby

    monkeypatch.setattr(lobby, "WATCH_QUIET", 0.0)  # a spectator gone at once is said to go (to wait for it here)

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, password="abc")
        first = await connect(url)
        seated = await ask(first, p.Hello(welcome.code, "Sue", "en", password="abc", watch=True))
        assert isinstance(seated, p.Welcome) and seated.token
        await first.close()  # dropped
        await host.until(lambda m: m == p.Presence(-1, "Sue", "stopped-watching"))
        second = await connect(url)
        back = await ask(second, p.Hello(welcome.code, "Sue", "en", seated.token, 0, watch=True))
        assert isinstance(back, p.Welcome) and back.seat == -1, back
        # A made-up token is no password.
        third = await connect(url)
        refused = await ask(third, p.Hello(welcome.code, "Max", "en", "x" * 22, 0, watch=True))
        assert isinstance(refused, p.Refused) and refused.reason == "no-table"
        await server.close()

    run(main())


GAME_LINES = ("Alice plays r 7", "Match over", "Connection lost", "Goodbye", "Round 1", "Direction reversed",
              "New hand", "First card", "Draw pile", "Manche 1", "Partie terminée", "Nouvelle main", "A bot",
              "Un robot", "UNO", "Uno!", "Contre-Uno", "Wild", "Joker", "Red", "Rouge", "r 7", "7", "+4",
              "Too much chat", "No open table", "Eve, official, 1 of 2", "Aucune table ouverte", "😀", "!!!")


def test_names_that_read_like_game_lines_are_refused_and_names_clash_as_heard() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        async def hello(name: str, lang: str = "en") -> Any:
            guest = await connect(url)  # one connection a name (a connection's hellos are few)
            answer = await ask(guest, p.Hello(welcome.code, name, lang))
            if isinstance(answer, p.Refused):
                await guest.close()
            return answer

        for name in GAME_LINES:
            refused = await hello(name)
            assert isinstance(refused, p.Refused) and refused.reason in ("name-reserved", "name-letters"), name
        for name in ("😀", "!!!", "7", "+4", "Eve, official, 1 of 2"):  # the reason is said: letters only
            refused = await hello(name)
            assert refused.reason == "name-letters", name
        for name in ("A l i c e", "Al-ice", "al.ice"):
            refused = await hello(name)
            assert isinstance(refused, p.Refused) and refused.reason == "name-taken", name
        for name in ("Jean-Luc", "Zoé", "O'Neil", "Youssef", "Temp3"):
            welcome_other = await hello(name, "fr")
            assert isinstance(welcome_other, p.Welcome), name
        # The console says what a name may hold, in both languages, in lines of 40 cells.
        for lang in ("fr", "en"):
            lines = Translator(lang)("net-refused-name-letters").splitlines()
            assert lines and all(len(line) <= 40 for line in lines)
        await server.close()

    run(main())


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_full_table_is_listed_full_and_a_wrong_password_is_asked_again(server: Any, tmp_path: Path,
                                                                          lang: str) -> None:
    from .test_net_lobby_console import Host, join

    t = Translator(lang)
    full = Host(server.port, "Fay", bots=9)  # 1 person and 9 bots: no seat left
    bruno = Host(server.port, "Bruno", password="tulipe")
    zoe = join(tmp_path, f"127.0.0.1:{server.port}", "--name", "Zoé", "--plain", lang=lang)
    zoe.expect_exact(t("net-list-table", number=2, host="Fay", rules=t("preset-official"), people=1, seats=10,
                       state=t("net-list-full")))
    zoe.expect_exact(t("prompt-list"))
    zoe.sendline("2")
    zoe.expect_exact(t("net-list-full-chosen").splitlines()[0])
    zoe.expect_exact(t("prompt-list"))  # still at the list
    zoe.sendline("1")
    zoe.expect_exact(t("prompt-password"))
    zoe.sendline("rose")
    zoe.expect_exact(t("net-list-password-wrong").splitlines()[0])
    zoe.expect_exact(t("prompt-password"))  # asked again, the console still runs
    zoe.sendline("tulipe")
    zoe.expect_exact(t("net-wait-host", host="Bruno"))
    bruno.until(lambda m: m == p.Presence(1, "Zoé", "joined"))
    zoe.sendline(t("command-quit"))
    zoe.expect(pexpect.EOF)
    full.close()
    bruno.close()


def test_a_spectator_never_takes_a_name_a_console_gives_a_bot() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, name="Gus", bots=2)
        for name, lang in (("Alice", "en"), ("bob", "fr"), ("Anna", "en"), ("Bruno", "fr")):  # the bots' names
            watcher = await connect(url)
            refused = await ask(watcher, p.Hello(welcome.code, name, lang, watch=True))
            assert isinstance(refused, p.Refused) and refused.reason == "name-taken", name
            await watcher.close()
        watcher = await connect(url)
        assert isinstance(await ask(watcher, p.Hello(welcome.code, "Carolyn", "en", watch=True)), p.Welcome)
        await server.close()

    run(main())


def test_after_a_restart_the_list_is_newest_first_and_names_who_hosts_now(tmp_path: Path) -> None:
    import dataclasses

    from uno_access.net.lobby import listing
    from uno_access.net.room import Room
    from uno_access.net.store import TableStore

    from .netplay import Clock, Inbox, create

    store = TableStore(tmp_path / "server.db")
    clock = Clock()
    rooms: dict[str, Room] = {}
    for code, host in (("900000", "Alice"), ("100000", "Gus")):  # the older table has the greater code
        room = rooms[code] = Room(code, dataclasses.replace(create(bots=1, seed=3, name=host), listed=True),
                                  later=clock.later, now=clock.now, store=store)
        room.sit(host, "en", Inbox().send)
    first = rooms["900000"]
    bob = first.sit("Bob", "en", Inbox().send)
    first.start(first.people[0])
    first.leave(first.people[0])  # Alice leaves: Bob hosts
    assert first.host is bob
    assert [table.host for table in listing(rooms).tables] == ["Gus", "Bob"]
    store.close()
    again = TableStore(tmp_path / "server.db")
    back = {kept.code: Room.take_back(kept, later=clock.later, now=clock.now, log=lambda line: None, store=again)
            for kept in again.tables()}
    assert [table.host for table in listing(back).tables] == ["Gus", "Bob"]


def test_a_table_whose_people_are_all_gone_is_not_listed() -> None:
    import dataclasses

    from uno_access.net.lobby import LIST_AWAY, listing
    from uno_access.net.room import Room

    from .netplay import Clock, Inbox, create

    clock = Clock()
    rooms = {}
    for code, host in (("111111", "Ann"), ("222222", "Ben"), ("333333", "Cid")):
        room = rooms[code] = Room(code, dataclasses.replace(create(bots=1, name=host), listed=True),
                                  later=clock.later, now=clock.now)
        room.sit(host, "en", Inbox().send)
    rooms["111111"].start(rooms["111111"].people[0])
    rooms["111111"].leave(rooms["111111"].people[0])  # everyone left
    rooms["222222"].drop(rooms["222222"].people[0])  # away: listed a while, then no more
    assert [table.host for table in listing(rooms).tables] == ["Cid", "Ben"]
    clock.pass_time(LIST_AWAY + 1)
    assert [table.host for table in listing(rooms).tables] == ["Cid"]


def test_a_joiner_is_told_the_host_is_away() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, name="Alice")
        await host.connection.close()  # Alice's connection dropped
        while server.rooms[welcome.code].people[0].send is not None:
            await asyncio.sleep(0.02)
        guest = await connect(url)
        assert isinstance(await ask(guest, p.Hello(welcome.code, "Uma", "en")), p.Welcome)
        assert p.decode(await guest.recv()) == p.Presence(0, "Alice", "away")
        await server.close()

    run(main())


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
def test_a_spectator_arriving_after_the_match_ended_hears_match_over(server: Any, tmp_path: Path) -> None:
    from .test_net_lobby_console import Host, join

    t = Translator("en")
    gus = Host(server.port, "Gus", listed=False, target=30)
    gus.start_playing()
    assert gus._thread is not None
    gus._thread.join(120)
    assert any(isinstance(m, p.Ask) and m.kind.name == "MATCH_OVER" for m in gus.received)
    vera = join(tmp_path, f"127.0.0.1:{server.port}", gus.code, "--watch", "--name", "Vera", "--plain", lang="en")
    vera.expect_exact(t("match-over"))
    vera.expect_exact(t("net-watch-again"))  # she watches on: the table may play again
    vera.sendline(t("command-quit"))
    vera.expect(pexpect.EOF)
    gus.close()


def test_small_slips_a_blank_chat_statut_and_quiet_spectators_told_at_once() -> None:
    from uno_access.console.commands import Verb, parse_command

    assert parse_command("statut", "fr").verb is Verb.STATUS
    assert parse_command("état", "fr").verb is Verb.STATUS

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, watch_chat=False)
        await host.connection.send(p.encode(p.Chat("   ")))
        refused = await host.until(lambda m: isinstance(m, p.Refused))
        assert refused.reason == "bad-chat"
        watcher = await connect(url)
        assert isinstance(await ask(watcher, p.Hello(welcome.code, "Vera", "en", watch=True)), p.Welcome)
        told = p.decode(await watcher.recv())  # before any try: the host keeps spectators quiet
        assert isinstance(told, p.Refused) and told.reason == "chat-off"
        await server.close()

    run(main())


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_new_host_in_the_lobby_hears_you_host(server: Any, tmp_path: Path, lang: str) -> None:
    from .test_net_lobby_console import Host, join

    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    uma = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "Uma", "--plain", lang=lang)
    uma.expect_exact(t("net-wait-host", host="Alice"))
    alice.until(lambda m: m == p.Presence(1, "Uma", "joined"))
    alice.connection.send(p.encode(p.Leave()))
    uma.expect_exact(t("net-host", player="Uma", you="yes"))
    uma.sendline(t("command-quit"))
    uma.expect(pexpect.EOF)
    alice.close()


def test_f2_at_the_list_repeats_the_table_just_read() -> None:
    from uno_access.console.open_tables import TableChooser, table_line
    from uno_access.console.reader import Key

    class Heard:
        def __init__(self) -> None:
            self.lines: list[str] = []

        def say(self, lines: list[str], **_: Any) -> None:
            self.lines.extend(lines)

        def repeat(self) -> None:
            self.lines.append("(the last recorded line)")

    t = Translator("en")
    tables = (p.TableInfo("111111", "Ann", "official", 1, 1, False, False),
              p.TableInfo("222222", "Ben", "official", 1, 1, False, False))
    heard = Heard()
    chooser = TableChooser(t, heard, tables, keys=True)
    chooser.on_key(Key.LAST_CARD)
    chooser.on_key(Key.REPEAT)
    assert heard.lines[-2:] == [table_line(t, 2, tables[1])] * 2
    chooser.answer("9")  # a line typed: F2 says what was said last again
    chooser.on_key(Key.REPEAT)
    assert heard.lines[-1] == "(the last recorded line)"


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_name_like_a_card_is_refused_with_what_a_name_may_hold(server: Any, tmp_path: Path, lang: str) -> None:
    from .test_net_lobby_console import Host, join

    t = Translator(lang)
    alice = Host(server.port, "Alice", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", alice.code, "--name", "r 7", "--plain", lang=lang)
    for line in t("net-refused-name-letters").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("Partie terminée" if lang == "en" else "Match over")  # the other language's words too
    for line in t("net-refused-name-word", word="partie terminée" if lang == "en" else "match over").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("Zoé")
    guest.expect_exact(t("net-wait-host", host="Alice"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    alice.close()


def test_a_wake_from_the_refused_connection_does_not_end_the_name_question(monkeypatch: Any) -> None:
    """A refused name is asked again while the refused connection still closes: its closing wakes the reader
    (news came), and the question took that for the end of input: the console ended, saying nothing (a
    fresh-clone CI run under load: the second name question of
    ``test_a_name_like_a_card_is_refused_with_what_a_name_may_hold`` met the end of the program)."""
    import io
    from types import SimpleNamespace

    from uno_access.console import reader as reader_module
    from uno_access.console.output import Output
    from uno_access.console.reader import PlainReader
    from uno_access.netplay import Client

    output = Output(io.StringIO())
    client = Client(SimpleNamespace(lang="en"), None, output, "ws://127.0.0.1:9", p.Hello("1", "r 7", "en"),
                    "127.0.0.1:9")
    client.reader = PlainReader(output)
    typed = iter(["Zoé"])
    monkeypatch.setattr(reader_module, "read_line", lambda prompt: next(typed))
    client.reader.wake()  # the refused connection closed as the question opened
    assert client.ask_name() == "Zoé"
