"""The room around the table (issue 33, first half), over real sockets: a list of the server's public tables
(never a private one), spectators who hear every public event and no hand, names unique at a table and no
name that is a game word, and a chat that cannot flood."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from uno_access import engine as e
from uno_access.engine.rules import RuleSet
from uno_access.net import protocol as p

from .netplay import create
from .test_net_server import BotClient, connect, run, started_server


async def ask(connection: Any, message: Any) -> Any:
    await connection.send(p.encode(message))
    return p.decode(await connection.recv())


async def host_table(url: str, *, name: str = "Alice", listed: bool = False, password: str = "", bots: int = 1,
                     watch_chat: bool = True) -> tuple[BotClient, p.Welcome]:
    rules = RuleSet.preset("official").replace(target_score=60)  # a short match
    host = BotClient(url, dataclasses.replace(create(rules, bots=bots, name=name), listed=listed, password=password,
                                              watch_chat=watch_chat), 1)
    await host.open()
    welcome = await host.until(lambda m: isinstance(m, p.Welcome))
    return host, welcome


def test_join_with_no_code_lists_the_public_tables_and_never_a_private_one() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        listing = await connect(url)
        empty = await ask(listing, p.ListTables())
        assert empty == p.Tables(())
        host, public = await host_table(url, listed=True)
        _, private = await host_table(url, name="Zed", password="tulipe 7", bots=2)
        _, unlisted = await host_table(url, name="Yann")
        tables = await ask(listing, p.ListTables())
        assert [table.code for table in tables.tables] == [public.code]
        assert tables.tables[0] == p.TableInfo(public.code, "Alice", "official", 1, 1, False, False)
        assert private.code not in p.encode(tables) and unlisted.code not in p.encode(tables)
        # The same connection sits at a listed table by its code.
        welcome = await ask(listing, p.Hello(public.code, "Bob", "en"))
        assert isinstance(welcome, p.Welcome) and welcome.seat == 1
        other = await connect(url)
        seen = await ask(other, p.ListTables())
        assert seen.tables[0].people == 2
        await host.connection.send(p.encode(p.Start()))
        await host.until(lambda m: isinstance(m, p.Ask))
        seen = await ask(other, p.ListTables())
        assert seen.tables[0].playing, "a table playing is listed as playing (it may be watched)"
        # A hello to the private table without its password gets the one answer any wrong code gets.
        refused = await ask(other, p.Hello(private.code, "Eve", "en"))
        assert refused == p.Refused("no-table", "no table has this code")
        await server.close()

    run(main())


def looks_answered(heard: list[Any]) -> bool:
    """The match's end and the answer to the look sent after it were both read."""
    ended = any(isinstance(m, p.News) and any(isinstance(ev, e.MatchEnded) for ev in m.events) for m in heard)
    return ended and any(isinstance(m, p.Ask) for m in heard)


def test_a_list_asked_again_and_again_counts_as_the_frames_before_hello() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        connection = await connect(url)
        for _ in range(10):
            assert isinstance(await ask(connection, p.ListTables()), p.Tables)
        assert await ask(connection, p.ListTables()) == p.Refused("flood", "say hello first")
        await server.close()

    run(main())


def test_a_spectator_hears_every_public_event_and_no_hand_and_the_seats_hear_who_watches() -> None:
    async def main() -> None:
        server, url, _ = await started_server(rate=1000.0, burst=1000.0)  # the test's players answer at once
        host, welcome = await host_table(url)
        bob = BotClient(url, p.Hello(welcome.code, "Bob", "en"), 2)
        await bob.open()
        await bob.until(lambda m: isinstance(m, p.Welcome))
        carol = await connect(url)
        seated = await ask(carol, p.Hello(welcome.code, "Zelda", "en", watch=True))
        assert isinstance(seated, p.Welcome) and seated.seat == -1 and seated.names == ("Alice", "Bob")
        for client in (host, bob):
            await client.until(lambda m: m == p.Presence(-1, "Zelda", "watching"))
        await carol.send(p.encode(p.Chat("good luck")))
        said = await host.until(lambda m: isinstance(m, p.Said))
        assert said == p.Said(-1, "good luck", "Zelda")
        await carol.send(p.encode(p.Look()))
        while not isinstance(answer := p.decode(await carol.recv()), p.Refused):
            assert answer == p.Said(-1, "good luck", "Zelda")  # its own line, heard as everyone hears it
        assert answer == p.Refused("not-started", "the match has not started")
        await host.connection.send(p.encode(p.Start()))
        await asyncio.gather(host.play(), bob.play())
        await carol.send(p.encode(p.Look()))  # how the table stands: a view with no hand
        heard: list[Any] = []
        while not looks_answered(heard):
            message = p.decode(await asyncio.wait_for(carol.recv(), 10))
            heard.append(message)
        looks = [message for message in heard if isinstance(message, p.Ask)]
        assert len(looks) == 1, "a spectator is asked nothing: its one ask answers its look"
        assert looks[0].view.hand == () and looks[0].view.legal_actions == () and looks[0].serial == 0
        news = [message for message in heard if isinstance(message, p.News)]
        assert [item.seq for item in news] == list(range(1, len(news) + 1))
        players_news = [message for message in host.received if isinstance(message, p.News)]
        assert len(news) == len(players_news), "every action the players heard, the spectator heard"
        for item in news:
            for event in item.events:
                assert not isinstance(event, e.DrawnCardPlayable)
                if isinstance(event, (e.HandDealt, e.CardsDrawn)) and getattr(event, "reason", None) \
                        is not e.DrawReason.RETURNED:
                    assert event.cards == (), event
        await server.close()

    run(main())


def test_the_host_may_keep_spectators_from_chatting() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, watch_chat=False)
        carol = await connect(url)
        await ask(carol, p.Hello(welcome.code, "Carol", "fr", watch=True))
        refused = await ask(carol, p.Chat("coucou"))
        assert isinstance(refused, p.Refused) and refused.reason == "chat-off"
        await server.close()

    run(main())


def test_names_are_unique_at_a_table_and_game_words_are_no_names() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        host, welcome = await host_table(url)
        guest = await connect(url)
        for name in ("Alice", " alice", "ALICE"):
            refused = await ask(guest, p.Hello(welcome.code, name, "fr"))
            assert isinstance(refused, p.Refused) and refused.reason == "name-taken", name
        for name, lang in (("Your turn", "en"), ("À vous", "fr"), ("à  VOUS", "en"), ("You", "fr"), ("Vous", "en"),
                           ("Table", "en")):
            refused = await ask(guest, p.Hello(welcome.code, name, lang))
            assert isinstance(refused, p.Refused) and refused.reason == "name-reserved", name
        # None of these counted as a wrong code: the same connection still sits.
        welcome_bob = await ask(guest, p.Hello(welcome.code, "Alicia", "fr"))
        assert isinstance(welcome_bob, p.Welcome) and welcome_bob.names == ("Alice", "Alicia")
        watcher = await connect(url)
        refused = await ask(watcher, p.Hello(welcome.code, "alicia", "en", watch=True))
        assert isinstance(refused, p.Refused) and refused.reason == "name-taken"
        # A wrong code still gets the one answer, whatever the name.
        assert (await ask(watcher, p.Hello("999999", "Alice", "en"))).reason == "no-table"
        await server.close()

    run(main())


def test_a_flood_of_chat_is_cut_and_said_once() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        bob = BotClient(url, p.Hello(welcome.code, "Bob", "en"), 2)
        await bob.open()
        await bob.until(lambda m: isinstance(m, p.Welcome))
        for n in range(12):
            await bob.connection.send(p.encode(p.Chat(f"line {n}")))
        await bob.connection.send(p.encode(p.Start()))  # refused not-host: everything before it was read
        await bob.until(lambda m: isinstance(m, p.Refused) and m.reason == "not-host")
        flood = [m for m in bob.received if isinstance(m, p.Refused) and m.reason == "chat-flood"]
        assert len(flood) == 1, "the throttle is said once"
        await asyncio.sleep(2.5)  # the budget comes back with time
        await bob.connection.send(p.encode(p.Chat("after a pause")))
        await host.until(lambda m: isinstance(m, p.Said) and m.text == "after a pause")
        said = [m.text for m in host.received if isinstance(m, p.Said)]
        assert 2 <= len(said) - 1 <= 5 and said[0] == "line 0", said
        await server.close()

    run(main())


def test_the_lobby_messages_cross_the_wire_and_an_older_program_s_messages_are_written_as_before() -> None:
    rules = RuleSet.preset("official")
    messages = [
        p.ListTables(),
        p.Tables(()),
        p.Tables((p.TableInfo("482913", "Alice", "official", 2, 1, False, False),
                  p.TableInfo("613502", "Bruno", "wizz", 1, 3, True, True))),
        p.Hello("482913", "Carol", "en", watch=True),
        p.Create("Alice", "fr", rules, 1, listed=True, watch_chat=False),
        p.Said(-1, "bonne chance", "Carol"),
        p.Presence(-1, "Carol", "watching"),
        p.Presence(-1, "Carol", "stopped-watching"),
    ]
    for message in messages:
        assert p.decode(p.encode(message)) == message
    # A console's hello and a seat's chat line are written as an older server reads them.
    assert p.encode(p.Hello("482913", "Anna", "fr")) == \
        '{"v":1,"t":"hello","code":"482913","name":"Anna","lang":"fr","token":"","last_seq":0}'
    assert p.encode(p.Said(1, "hi")) == '{"v":1,"t":"said","seat":1,"text":"hi"}'
    assert "listed" not in p.encode(p.Create("Alice", "fr", rules, 1))


def test_a_malformed_list_is_refused() -> None:
    bad = ['{"v":1,"t":"tables","tables":{}}',
           '{"v":1,"t":"tables","tables":[{"code":"1"}]}',
           '{"v":1,"t":"tables","tables":[{"code":"1","host":"A","rules":"official","people":99,"bots":0,'
           '"playing":false,"password":false}]}',
           '{"v":1,"t":"said","seat":-1,"text":"hi","name":"' + "x" * 30 + '"}']
    for wire in bad:
        try:
            p.decode(wire)
        except p.ProtocolError as error:
            assert error.reason in ("bad-field", "bad-name"), wire
        else:
            raise AssertionError(wire)


def test_the_bots_are_never_named_as_a_person_at_the_table_on_any_console() -> None:
    from uno_access.console.render import bot_names
    from uno_access.console.session import shared_names

    for lang in ("fr", "en"):
        people = tuple(bot_names(lang, 3))  # people who took the first bots' names of this language
        names = (*people, "", "", "")
        for seat in (-1, 0):  # a spectator's console, a player's
            shown = shared_names(names, seat, lang)
            bots = shown[len(people):]
            assert not {name.casefold() for name in bots} & {name.casefold() for name in people}, (lang, shown)
            assert len(set(shown)) == len(shown)


def test_a_web_page_asking_to_watch_is_refused_rather_than_seated() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        page = await connect(url)
        refused = await ask(page, p.Hello(welcome.code, "Zoé", "fr", words=True, watch=True))
        assert isinstance(refused, p.Refused) and refused.reason == "not-now"
        await host.connection.send(p.encode(p.Chat("anyone?")))
        await host.until(lambda m: isinstance(m, p.Said))
        assert not any(isinstance(m, p.Presence) for m in host.received), "nobody sat"
        await server.close()

    run(main())


def test_a_spectator_whose_connection_drops_comes_back_with_its_token_and_keeps_its_name(monkeypatch: Any) -> None:
    from uno_access.net import lobby

    monkeypatch.setattr(lobby, "WATCH_QUIET", 0.0)  # one gone within seconds is not said to go: said here

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        first = await connect(url)
        seated = await ask(first, p.Hello(welcome.code, "Carol", "en", watch=True))
        assert seated.seat == -1 and seated.token
        # The first connection is not seen to drop yet (a blip): the token brings Carol back all the same.
        second = await connect(url)
        back = await ask(second, p.Hello(welcome.code, "Carol", "en", seated.token, 0, watch=True))
        assert isinstance(back, p.Welcome) and back.seat == -1
        await first.close()
        await host.connection.send(p.encode(p.Chat("still there?")))
        assert p.decode(await second.recv()) == p.Said(0, "still there?")
        await host.until(lambda m: m == p.Said(0, "still there?"))
        presences = [m for m in host.received if isinstance(m, p.Presence)]
        assert presences == [p.Presence(-1, "Carol", "watching")], "no second, no 'stopped' for the old one"
        # A token that no longer watches: a new spectator (with the password, had the table one).
        stale = await connect(url)
        await second.close()
        await host.until(lambda m: m == p.Presence(-1, "Carol", "stopped-watching"))
        again = await ask(stale, p.Hello(welcome.code, "Carol", "en", seated.token, 0, watch=True))
        assert isinstance(again, p.Welcome) and again.token != seated.token
        await server.close()

    run(main())


def test_a_steady_flood_of_chat_is_told_once_and_a_pause_gives_the_budget_back() -> None:
    from uno_access.net.room import RoomError

    from .netplay import Inbox, make_room

    room, clock = make_room(create(bots=1))
    inbox = Inbox()
    bob = room.sit("Bob", "en", inbox.send)
    told = said = 0
    for _ in range(40):  # four lines a second, for ten seconds: twice the pace allowed
        try:
            room.chat(bob, "spam")
        except RoomError as error:
            assert error.reason == "chat-flood"
            told += 1
        clock.pass_time(0.25)
    said = len(inbox.of(p.Said))
    assert told == 1, "a steady flood is told once"
    assert 20 <= said <= 30, said  # what the pace allows: 5 at once, then 2 a second
    clock.pass_time(5.0)  # a pause
    for _ in range(5):
        room.chat(bob, "back")
    try:
        room.chat(bob, "one more")
    except RoomError as error:
        assert error.reason == "chat-flood", "a new flood after a pause is told again"
    else:
        raise AssertionError("the sixth line at once is refused")


def test_a_spectator_follows_the_seats_moving_up_and_the_next_match_after_play_again() -> None:
    """Issue 33's two halves together: a seat freed in the lobby renames the seats, which the spectator's
    console reads by seat; play again deals a new match, which the spectator watches too."""
    import random

    from .netplay import Inbox, Player, make_room, play_out

    room, clock = make_room(create(RuleSet.preset("official").replace(target_score=30), bots=1))
    inboxes = {name: Inbox() for name in ("Alice", "Bruno", "Carol")}
    people = {name: room.sit(name, "fr", inbox.send) for name, inbox in inboxes.items()}
    spectator = Inbox()
    room.lobby.watch("Zoé", "en", spectator.send)
    room.handle(people["Alice"], p.Kick("Bruno"))
    assert spectator.of(p.Welcome)[-1].names == ("Alice", "Carol")
    room.start(people["Alice"])
    seated = [people["Alice"], people["Carol"]]
    players = [Player(room, person, inboxes[person.name], n) for n, person in enumerate(seated)]
    play_out(room, clock, players, rng=random.Random(3))
    first_match = len(spectator.of(p.News))
    for person in seated:
        room.handle(person, p.Again())
    assert spectator.of(p.Welcome)[-1].started
    news = spectator.of(p.News)
    assert len(news) > first_match, "the new match's deal reaches the spectator"
    assert any(isinstance(event, e.RoundStarted) for item in news[first_match:] for event in item.events)
    players = [Player(room, person, inboxes[person.name], 10 + n) for n, person in enumerate(seated)]
    play_out(room, clock, players, rng=random.Random(4))
    assert len(spectator.of(p.News)) > len(news) + 5
