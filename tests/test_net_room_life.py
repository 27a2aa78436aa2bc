"""Who holds a table (issue 33), through real sockets and a room driven by its own clock: a seat left in the
lobby is freed at once (the audit's nine join+leave), the host's role passes on when the host leaves, the
host removes a player and the others vote while the host is away, a silent seat is played by a bot for a turn
and then taken until its person answers, "play again" deals a new match to the same seats, and a console
coming back gets the round it had heard (for its history)."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.net import protocol as p
from uno_access.net.room import Room, RoomError
from uno_access.net.room_life import SILENT_FLOOR
from uno_access.table.messages import DecisionKind

from .netplay import Inbox, create, make_room
from .test_net_server import BotClient, connect, run, started_server


def seat(room: Room, names: list[str]) -> list[tuple[Any, Inbox]]:
    seated = []
    for name in names:
        inbox = Inbox()
        seated.append((room.sit(name, "en", inbox.send), inbox))
    return seated


# ---------------------------------------------------------------- the lobby (the audit's M3), over sockets


def test_nine_strangers_joining_and_leaving_do_not_fill_a_lobby() -> None:
    """The audit's case: nine join and send ``leave``; the next friend was refused ``full`` and the match
    started with ten seats.  Now each seat is freed at once: the friend sits at seat 1."""

    async def main() -> None:
        server, url, _ = await started_server()
        host = BotClient(url, create(bots=0, seed=3), 1)
        await host.open()
        welcome = await host.until(lambda m: isinstance(m, p.Welcome))
        for n in range(9):
            grief = await connect(url)
            await grief.send(p.encode(p.Hello(welcome.code, f"Grief{n}", "en")))
            assert isinstance(p.decode(await grief.recv()), p.Welcome)
            await grief.send(p.encode(p.Leave()))
            await grief.wait_closed()
        friend = BotClient(url, p.Hello(welcome.code, "Bruno", "fr"), 2)
        await friend.open()
        seated = await friend.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
        assert isinstance(seated, p.Welcome) and seated.seat == 1, seated
        assert seated.names == ("Alice", "Bruno")
        await host.connection.send(p.encode(p.Start()))
        started = await host.until(lambda m: isinstance(m, p.Welcome) and m.started)
        assert started.names == ("Alice", "Bruno")
        await server.close()

    run(main())


def test_the_host_leaving_the_lobby_passes_the_table_to_the_next_person_who_starts_it() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host = BotClient(url, create(bots=1, seed=3), 1)
        await host.open()
        code = (await host.until(lambda m: isinstance(m, p.Welcome))).code
        bruno = BotClient(url, p.Hello(code, "Bruno", "fr"), 2)
        carol = BotClient(url, p.Hello(code, "Carol", "en"), 3)
        for guest in (bruno, carol):
            await guest.open()
            await guest.until(lambda m: isinstance(m, p.Welcome))
        await host.connection.send(p.encode(p.Leave()))
        said = await carol.until(lambda m: isinstance(m, p.Presence) and m.what == "host")
        assert said == p.Presence(0, "Bruno", "host")
        welcome = await bruno.until(lambda m: isinstance(m, p.Welcome))
        assert welcome.host and welcome.seat == 0 and welcome.names == ("Bruno", "Carol")
        await bruno.connection.send(p.encode(p.Start()))
        started = await carol.until(lambda m: isinstance(m, p.Welcome) and m.started)
        assert started.names == ("Bruno", "Carol", "") and started.seat == 1
        await server.close()

    run(main())


def test_the_host_leaving_the_match_passes_the_table_on() -> None:
    room, _ = make_room(create(bots=1))
    (alice, _), (bruno, bruno_in), (carol, carol_in) = seat(room, ["Alice", "Bruno", "Carol"])
    room.start(alice)
    room.leave(alice)
    assert p.Presence(1, "Bruno", "host") in carol_in.messages
    assert room.host is bruno
    room.leave(bruno)
    assert p.Presence(2, "Carol", "host") in carol_in.messages and room.host is carol


# ---------------------------------------------------------------- kick, and the vote when the host is away


def test_the_host_removes_a_player_who_cannot_come_back_and_everyone_hears_it() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        clients = await _table(url, ["Bruno", "Carol"])
        host, bruno, carol = clients
        await bruno.connection.send(p.encode(p.Kick("carol")))
        refused = await bruno.until(lambda m: isinstance(m, p.Refused))
        assert refused.reason == "host-here", "the host is here: only the host removes"
        await host.connection.send(p.encode(p.Kick("Carol")))
        assert await bruno.until(lambda m: isinstance(m, p.Presence) and m.what == "kicked") == \
            p.Presence(2, "Carol", "kicked")
        await bruno.until(lambda m: isinstance(m, p.Presence) and m.what == "bot" and m.seat == 2)
        assert await carol.until(lambda m: isinstance(m, p.Refused)) == p.Refused("kicked", "the table removed you")
        back = await connect(url)
        assert carol.welcome is not None
        await back.send(p.encode(p.Hello(carol.welcome.code, "Carol", "en", carol.welcome.token, carol.last_seq)))
        answer = p.decode(await back.recv())
        assert isinstance(answer, p.Refused) and answer.reason == "no-table", "her token no longer seats her"
        await host.connection.send(p.encode(p.Kick("Nobody")))
        assert (await host.until(lambda m: isinstance(m, p.Refused))).reason == "no-player"
        await server.close()

    run(main())


def test_while_the_host_is_away_a_majority_of_the_people_here_removes_a_player() -> None:
    room, _ = make_room(create(bots=0))
    people = seat(room, ["Alice", "Bruno", "Carol", "Dana"])
    (alice, _), (bruno, bruno_in), (carol, carol_in), (dana, dana_in) = people
    room.start(alice)
    room.drop(alice)  # the host is away
    room.handle(bruno, p.Kick("Dana"))
    assert p.Voted(1, "Dana", 1, 2) in carol_in.messages, "Bruno and Carol are here besides Dana: 2 needed"
    assert not dana.left
    room.handle(carol, p.Kick("dana"))
    assert p.Voted(2, "Dana", 2, 2) in bruno_in.messages
    assert dana.left and p.Presence(3, "Dana", "kicked") in bruno_in.messages
    assert dana_in.messages[-1] == p.Refused("kicked", "the table removed you")
    with pytest.raises(RoomError) as gone:
        room.come_back(dana.token, 0, Inbox().send)
    assert gone.value.reason == "bad-token"


def test_a_player_removed_in_the_lobby_frees_the_seat() -> None:
    room, _ = make_room(create(bots=0))
    (alice, _), (bruno, bruno_in), (carol, carol_in) = seat(room, ["Alice", "Bruno", "Carol"])
    room.handle(alice, p.Kick("Bruno"))
    assert [person.name for person in room.people] == ["Alice", "Carol"] and carol.seat == 1
    assert carol_in.of(p.Welcome)[-1].names == ("Alice", "Carol")
    assert bruno_in.messages[-1] == p.Refused("kicked", "the table removed you")


# ---------------------------------------------------------------- a silent seat


def _at_turn(room: Room, person: Any) -> bool:
    table = room.table
    return table is not None and table.questions().get(person.seat) is DecisionKind.TURN


def test_a_silent_seat_is_played_by_a_bot_each_turn_then_taken_until_its_person_answers() -> None:
    room, clock = make_room(create(bots=1, wait=20.0, seed=3))
    room.options = dataclasses.replace(room.options, silent=2)
    (alice, alice_in), (bruno, bruno_in) = seat(room, ["Alice", "Bruno"])
    room.start(alice)
    for _ in range(400):
        if bruno.benched:
            break
        ask = alice_in.last_ask()
        if ask is not None and ask.kind is DecisionKind.TURN and _at_turn(room, alice):
            from uno_access.console.opponents import make_opponent
            from uno_access.console.options import Level

            room.act(alice, p.Act(ask.serial, make_opponent(Level.NORMAL, 0, 1).choose(ask.view)))
            continue
        if ask is not None and ask.kind in (DecisionKind.WINDOW, DecisionKind.NEXT_ROUND):
            room.act(alice, p.Act(ask.serial, e.PASS if ask.kind is DecisionKind.WINDOW else e.NEXT_ROUND))
            continue
        clock.pass_time(clock.next_timer() or 1.0)
    assert bruno.benched, "two turns let go: a bot takes Bruno's seat"
    assert alice_in.of(p.Presence).count(p.Presence(1, "Bruno", "silent")) == 2
    assert p.Presence(1, "Bruno", "silent-bot") in alice_in.messages
    assert 1 in room.table.bots  # type: ignore[union-attr]
    room.handle(bruno, p.Look())  # Bruno is back at his keyboard (the console sends a look on Enter)
    assert not bruno.benched and 1 in room.table.humans  # type: ignore[union-attr]
    assert p.Presence(1, "Bruno", "back") in alice_in.messages


def test_a_turn_answered_in_time_is_never_played_for() -> None:
    room, clock = make_room(create(bots=0, wait=5.0, seed=3))
    (alice, alice_in), (bruno, _) = seat(room, ["Alice", "Bruno"])
    room.start(alice)
    clock.pass_time(SILENT_FLOOR - 1)
    assert not any(m.what == "silent" for m in alice_in.of(p.Presence))
    clock.pass_time(2)
    assert any(m.what == "silent" for m in alice_in.of(p.Presence)), "the floor: 15 s even when wait is 5"


# ---------------------------------------------------------------- play again


def test_play_again_deals_a_new_match_to_the_same_seats_over_sockets() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        clients = await _table(url, ["Bruno", "Carol"], target=1)
        await asyncio.gather(*(client.play() for client in clients))
        host, bruno, carol = clients
        await carol.connection.send(p.encode(p.Leave()))
        for client in (host, bruno):
            await client.connection.send(p.encode(p.Again()))
        presence = await host.until(lambda m: isinstance(m, p.Presence) and m.what == "again" and m.seat == 1)
        assert presence.name == "Bruno"
        welcome = await bruno.until(lambda m: isinstance(m, p.Welcome) and m.started)
        assert welcome.seat == 1 and welcome.names[:3] == ("Alice", "Bruno", "Carol")
        ask = await bruno.until(lambda m: isinstance(m, p.Ask))
        assert ask.kind is not DecisionKind.MATCH_OVER and sum(ask.view.hand_counts) >= 14
        await asyncio.gather(host.play(), bruno.play())
        await server.close()

    run(main())


def test_play_again_waits_for_everyone_here_and_refuses_before_the_end() -> None:
    room, clock = make_room(create(bots=1))
    (alice, alice_in), (bruno, _) = seat(room, ["Alice", "Bruno"])
    room.start(alice)
    with pytest.raises(RoomError) as early:
        room.handle(alice, p.Again())
    assert early.value.reason == "not-now"


# ---------------------------------------------------------------- a console coming back (L1)


def test_a_seat_coming_back_gets_the_round_it_had_heard_before_what_it_missed() -> None:
    room, clock = make_room(create(bots=1, wait=30.0, seed=5))
    (alice, alice_in), (bruno, bruno_in) = seat(room, ["Alice", "Bruno"])
    room.start(alice)
    heard = [event for news in bruno_in.of(p.News) for event in news.events]
    last_seq = bruno_in.of(p.News)[-1].seq
    back = Inbox()
    room.drop(bruno)
    room.come_back(bruno.token, last_seq, back.send)
    pasts = back.of(p.Past)
    assert len(pasts) == 1 and list(pasts[0].events) == heard[len(heard) - len(pasts[0].events):]
    assert pasts[0].events, "the deal at least"


# ---------------------------------------------------------------- helpers


async def _table(url: str, names: list[str], target: int = 60) -> list[BotClient]:
    from uno_access.engine.rules import RuleSet

    host = BotClient(url, create(RuleSet.preset("official").replace(target_score=target), bots=1, seed=4), 1)
    await host.open()
    code = (await host.until(lambda m: isinstance(m, p.Welcome))).code
    guests = [BotClient(url, p.Hello(code, name, "en"), n) for n, name in enumerate(names, start=2)]
    for guest in guests:
        await guest.open()
        await guest.until(lambda m: isinstance(m, p.Welcome))
    await host.until(lambda m: isinstance(m, p.Presence) and m.name == names[-1])
    await host.connection.send(p.encode(p.Start()))
    return [host, *guests]



# ---------------------------------------------------------------- the real console: L1 and L2


def _console(lang: str, first: list[Any]) -> tuple[Any, Any, Any]:
    """Bob's console (seat 1): a real Session on a real RemoteTable, the server's messages ``first`` read
    before it sits (as a console started again reads them)."""
    from .test_net_client import console_at_a_shared_table

    return console_at_a_shared_table(lang, first)


def _played(moves: int) -> Any:
    from uno_access.console.opponents import make_opponent
    from uno_access.console.options import Level

    state = e.Game(3).new_match(4)
    bots = [make_opponent(Level.NORMAL, seat, 1) for seat in range(3)]
    for _ in range(moves):
        seat = state.current_player
        state.apply(seat, bots[seat].choose(state.view_for(seat)))
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_console_started_again_has_the_round_heard_before_in_its_history(lang: str) -> None:
    """L1: a console killed and started again said "Nothing yet." to ``history``: the server sends the round
    it had heard (``past``), kept for the history, not said again."""
    state = _played(6)
    heard = tuple(seen for seen in (event.seen_by(1) for event in state.events) if seen is not None)
    session, _, stream = _console(lang, [p.Past(heard), p.Ask(9, DecisionKind.WAIT, state.view_for(1))])
    lines = session.history_lines()
    from uno_access.i18n import Translator

    t = Translator(lang)
    played = [event for event in heard if isinstance(event, e.CardPlayed)]
    assert len(played) >= 3 and t("history-empty") not in lines
    assert len([line for line in lines if line]) >= len(played)
    assert stream.getvalue() == "", "the past is not said again"
    assert session.events_seen.round_count() == 2, "numbered round 1, as the other consoles number it"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_the_end_of_a_match_the_connection_lost_is_not_said_before_match_over(lang: str) -> None:
    """L2: the host's program ended right after the match; the guest's console said "Connection lost,
    reconnecting." before "Match over.".  What the connection does after the match's end is said after it."""
    from uno_access.i18n import Translator
    from uno_access.net.client import Lost

    state = _played(2)
    session, wire, stream = _console(lang, [p.Ask(1, DecisionKind.WAIT, state.view_for(1))])
    wire.inbox.put(p.Ask(2, DecisionKind.MATCH_OVER, state.view_for(1)))
    wire.inbox.put(Lost())
    assert session.run() == 0
    t = Translator(lang)
    said = stream.getvalue()
    assert t("match-over") in said and t("net-lost") not in said, said
    assert session.table.after == [Lost()], "kept for after the match (the program says it, or not)"


@pytest.mark.parametrize(("lang", "line"), [("en", "kick Carol"), ("fr", "exclure Carol"), ("fr", "kick Carol")])
def test_kick_name_at_the_console_sends_the_name_as_typed(lang: str, line: str) -> None:
    from uno_access.console.commands import Verb, parse_command

    state = _played(1)
    session, wire, stream = _console(lang, [p.Ask(1, DecisionKind.WAIT, state.view_for(1))])
    command = parse_command(line, lang)
    assert command.verb is Verb.KICK
    session.info_commands.info(command.__class__(Verb.KICK, line.partition(" ")[2]))
    assert wire.sent == [p.Kick("Carol")]
    session.info_commands.info(command.__class__(Verb.KICK, ""))
    assert "kick" in stream.getvalue().lower() or "exclure" in stream.getvalue().lower()


class _Reader:
    """A console's reader: the lines typed at each question; ``discard`` drops what was typed before it."""

    def __init__(self, early: list[str], lines: list[str]) -> None:
        self.early = list(early)
        self.lines = list(lines)
        self.prompts: list[str] = []

    def discard(self) -> int:
        dropped, self.early = len(self.early), []
        return dropped

    def read(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        source = self.early or self.lines
        return source.pop(0) if source else None

    def timed(self) -> None:
        pass

    def clear_wake(self) -> None:
        pass


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_play_again_is_asked_and_keys_typed_before_never_answer_it(lang: str) -> None:
    """At "Match over": a "n" typed while the last moves were said is dropped; "maybe" is not an answer; yes
    sends ``again`` and says the console waits for the others."""
    import io

    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output
    from uno_access.i18n import Translator
    from uno_access.net.client import RemoteTable
    from uno_access.netplay import Client
    from uno_access.speech.base import RecordingSpeaker

    from .test_net_client import _Wire

    t = Translator(lang)
    stream = io.StringIO()
    client = Client(ConsoleOptions(lang=lang), MatchOptions(), Output(stream, RecordingSpeaker()), "ws://127.0.0.1:1",
                    p.Hello("123456", "Bob", lang), "")
    class Wire(_Wire):
        def close(self, leave: bool = False) -> None:
            if leave:
                self.send(p.Leave())

    wire = Wire()
    client.link = wire  # type: ignore[assignment]
    client.welcome = p.Welcome(1, "token", ("Alice", "Bob"), (), "123456", started=True)
    client.names = ["Alice", "Bob"]
    client.reader = _Reader(["n"], [t("answer-yes") + "?", "peut-être", t("answer-yes")])
    table = RemoteTable(wire, client.welcome)  # type: ignore[arg-type]
    table.after = [p.Presence(0, "Alice", "again")]
    assert client.play_again(table) is True
    assert wire.sent == [p.Again()]
    said = stream.getvalue()
    assert t("net-again", player="Alice") in said and t("net-again-wait") in said
    assert said.count(t("error-yes-no")) == 2
    assert client.reader.prompts[0] == t("prompt-again-table") + " "
    client.reader = _Reader([], ["n"])
    wire.sent.clear()
    assert client.play_again(table) is False and wire.sent == [p.Leave()]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_host_refuses_serves_options_instead_of_ignoring_them(lang: str, tmp_path: Any) -> None:
    """The audit's M5: ``host --store`` (and ``--certfile``, ``--keyfile``) were accepted and ignored; the table
    still died with its host.  Now refused, saying what does keep a table: ``serve``, then ``host --on``."""
    import os
    import subprocess
    import sys

    from uno_access.i18n import Translator

    done = subprocess.run([sys.executable, "-m", "uno_access", "host", "--store", str(tmp_path / "s.db"), "--port",
                           "0", "--lang", lang], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                          env={**os.environ, "UNO_ACCESS_HOME": str(tmp_path)})
    assert done.returncode == 2
    assert Translator(lang)("net-host-serve-only") in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "s.db").exists()


def test_over_sockets_a_silent_guest_is_played_for_then_benched_then_back_and_a_new_console_gets_the_past(
        monkeypatch: Any) -> None:
    from uno_access.engine.rules import RuleSet
    from uno_access.net import room_life

    monkeypatch.setattr(room_life, "SILENT_FLOOR", 0.3)  # the 15 s floor, shortened for the test

    async def main() -> None:
        server, url, _ = await started_server()
        rules = RuleSet.preset("official").replace(target_score=500)
        host = BotClient(url, dataclasses.replace(create(rules, bots=0, seed=6, wait=0.3), silent=2), 1)
        await host.open()
        code = (await host.until(lambda m: isinstance(m, p.Welcome))).code
        guest = BotClient(url, p.Hello(code, "Bruno", "fr"), 2)
        await guest.open()
        await guest.until(lambda m: isinstance(m, p.Welcome))
        await host.connection.send(p.encode(p.Start()))
        playing = asyncio.create_task(host.play(lambda m: isinstance(m, p.Presence) and m.what == "silent-bot"))
        said = await guest.until(lambda m: isinstance(m, p.Presence) and m.what == "silent-bot")
        assert said == p.Presence(1, "Bruno", "silent-bot")
        await playing
        assert sum(1 for m in guest.received if m == p.Presence(1, "Bruno", "silent")) == 2
        await guest.connection.send(p.encode(p.Look()))  # Enter at the waiting prompt
        assert await host.until(lambda m: isinstance(m, p.Presence) and m.what == "back") == \
            p.Presence(1, "Bruno", "back")
        await guest.connection.close()
        heard = [event for m in guest.received if isinstance(m, p.News) for event in m.events]
        again = await connect(url)  # a console started again: its token and the last news it heard
        assert guest.welcome is not None
        await again.send(p.encode(p.Hello(code, "Bruno", "fr", guest.welcome.token, guest.last_seq)))
        while not isinstance(message := p.decode(await again.recv()), p.Past):
            pass
        assert message.events and heard[-len(message.events):] == list(message.events)
        await again.close()
        await server.close()

    run(main())


def test_over_sockets_the_people_here_vote_a_player_out_while_the_host_is_away() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, bruno, carol, dana = await _table(url, ["Bruno", "Carol", "Dana"])
        await host.connection.close()  # the host is away
        await bruno.until(lambda m: isinstance(m, p.Presence) and m.what == "away")
        await bruno.connection.send(p.encode(p.Kick("Dana")))
        assert await carol.until(lambda m: isinstance(m, p.Voted)) == p.Voted(1, "Dana", 1, 2)
        await carol.connection.send(p.encode(p.Kick("dana")))
        assert await bruno.until(lambda m: isinstance(m, p.Presence) and m.what == "kicked") == \
            p.Presence(3, "Dana", "kicked")
        assert (await dana.until(lambda m: isinstance(m, p.Refused))).reason == "kicked"
        await server.close()

    run(main())
