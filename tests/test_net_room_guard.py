"""The room's features against a hostile guest (issue 33, the black-box break report), over real sockets:
the host is never voted out while connected (nor ever on a person's own ``host`` table), a repeated vote is
not announced again and votes count against the chat's pace, spectators coming and going do not flood the
seats, and a kick in the lobby keeps the name out while a dropped lobby seat is freed after a grace."""

from __future__ import annotations

import asyncio

from uno_access.net import lobby as lobby_module
from uno_access.net import protocol as p
from uno_access.net import room as room_module

from .netplay import Inbox, create, make_room
from .test_net_lobby import ask, host_table
from .test_net_room_life import _table
from .test_net_server import BotClient, connect, run, started_server


async def _sync(client: BotClient, text: str) -> None:
    """Everything ``client`` sent before was read: a chat line it then hears back."""
    await client.connection.send(p.encode(p.Chat(text)))
    await client.until(lambda m: isinstance(m, p.Said) and m.text == text)


# ---------------------------------------------------------------- defect 1: the host is never voted out here


def test_guests_cannot_vote_out_the_host_while_the_host_is_connected() -> None:
    """The break report's kickhost.py: two guest votes removed the connected host.  Now a guest naming the
    host is refused ``host-here``, as a guest naming another guest is, and nothing is voted."""

    async def main() -> None:
        server, url, _ = await started_server()
        host, bruno, carol = await _table(url, ["Bruno", "Carol"])
        for guest in (bruno, carol):
            await guest.connection.send(p.encode(p.Kick("alice")))
            refused = await guest.until(lambda m: isinstance(m, p.Refused))
            assert refused.reason == "host-here", refused
        await _sync(host, "still here")
        assert not [m for m in bruno.received if isinstance(m, (p.Voted,)) or
                    (isinstance(m, p.Presence) and m.what in ("kicked", "host"))]
        await server.close()

    run(main())


def test_on_a_person_s_own_host_table_the_host_s_seat_is_never_kicked_even_away() -> None:
    """kh2.py: one guest vote ended the host's program (its table with it).  On a ``host`` table (the
    server lives in the host's program: ``keep_host``) the host's seat cannot be voted out at all."""

    async def main() -> None:
        server, url, _ = await started_server(keep_host=True)
        host, bruno, carol = await _table(url, ["Bruno", "Carol"])
        await bruno.until(lambda m: isinstance(m, p.Ask))
        await host.connection.close()  # away (its console's connection blinked)
        await bruno.until(lambda m: isinstance(m, p.Presence) and m.what == "away")
        await bruno.connection.send(p.encode(p.Kick("Alice")))
        refused = await bruno.until(lambda m: isinstance(m, p.Refused))
        assert refused.reason == "host-here"
        # Another guest may still be voted out while the host is away.
        await bruno.connection.send(p.encode(p.Kick("Carol")))
        assert await bruno.until(lambda m: isinstance(m, p.Voted)) == p.Voted(1, "Carol", 1, 1)
        await server.close()

    run(main())


# ---------------------------------------------------------------- defect 2: votes do not flood


def test_a_repeated_vote_is_told_to_its_voter_alone_and_votes_count_against_the_chat_pace() -> None:
    """spam2.py / votespam.py: 20 repeats of one vote were 20 lines for every seat.  Now the others hear the
    vote once; the voter alone hears it counted again, until the chat's pace cuts them (said once)."""

    async def main() -> None:
        server, url, _ = await started_server()
        host, bruno, carol, dana = await _table(url, ["Bruno", "Carol", "Dana"])
        await bruno.until(lambda m: isinstance(m, p.Ask))
        await host.connection.close()  # the host is away: the people vote
        await carol.until(lambda m: isinstance(m, p.Presence) and m.what == "away")
        for _ in range(20):
            await bruno.connection.send(p.encode(p.Kick("Dana")))
        await bruno.connection.send(p.encode(p.Kick("Nobody")))  # answered no-player: every vote was read
        await bruno.until(lambda m: isinstance(m, p.Refused) and m.reason == "no-player")
        await _sync(dana, "marker")
        await carol.until(lambda m: isinstance(m, p.Said) and m.text == "marker")
        votes = [m for m in carol.received if isinstance(m, p.Voted)]
        assert votes == [p.Voted(1, "Dana", 1, 2)], votes
        own = [m for m in bruno.received if isinstance(m, p.Voted)]
        assert own and all(m == p.Voted(1, "Dana", 1, 2) for m in own)
        assert len(own) <= lobby_module.CHAT_BURST, "the chat's pace holds votes too"
        flood = [m for m in bruno.received if isinstance(m, p.Refused) and m.reason == "chat-flood"]
        assert len(flood) == 1, "the pace is told once"
        assert not dana.received or not any(isinstance(m, p.Refused) and m.reason == "kicked"
                                            for m in dana.received)
        await server.close()

    run(main())


# ---------------------------------------------------------------- defect 3: spectators do not flood


def test_spectators_coming_and_going_do_not_flood_the_seats() -> None:
    """watchspam.py: 40 spectators opened and closed gave the seats 80 lines.  Now a spectator gone within
    seconds is not said to go, a name is said to watch once in a while, the arrivals of many are held to a
    few, and one address holds a few spectators at a table at once."""

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        for n in range(12):
            peek = await connect(url)
            assert isinstance(await ask(peek, p.Hello(welcome.code, f"W{n % 3}", "en", watch=True)), p.Welcome)
            await peek.close()
            await peek.wait_closed()
        held = []
        for n in range(lobby_module.WATCHERS_PER_ADDRESS):
            held.append(await connect(url))
            assert isinstance(await ask(held[-1], p.Hello(welcome.code, f"V{n}", "en", watch=True)), p.Welcome)
        one_more = await connect(url)
        refused = await ask(one_more, p.Hello(welcome.code, "V9", "en", watch=True))
        assert isinstance(refused, p.Refused), "one address holds a few spectators at a table"
        await _sync(host, "marker")
        lines = [m for m in host.received if isinstance(m, p.Presence) and m.seat == -1]
        assert not [m for m in lines if m.what == "stopped-watching"], "gone within seconds: not said"
        assert len(lines) <= lobby_module.WATCH_SAID_BURST, lines
        await server.close()

    run(main())


def test_a_spectator_who_stayed_is_said_to_go() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        stay = await connect(url)
        assert isinstance(await ask(stay, p.Hello(welcome.code, "Carol", "en", watch=True)), p.Welcome)
        await host.until(lambda m: m == p.Presence(-1, "Carol", "watching"))
        await asyncio.sleep(lobby_module.WATCH_QUIET + 0.2)
        await stay.close()
        await host.until(lambda m: m == p.Presence(-1, "Carol", "stopped-watching"))
        await server.close()

    old = lobby_module.WATCH_QUIET
    lobby_module.WATCH_QUIET = 0.3  # the seconds, shortened for the test
    try:
        run(main())
    finally:
        lobby_module.WATCH_QUIET = old


# ---------------------------------------------------------------- defect 6: a kick in the lobby keeps them out


def test_a_person_kicked_in_the_lobby_cannot_sit_again_under_that_name() -> None:
    """spec2.py: Bea, kicked in the lobby, sent a fresh hello with the same name and sat again."""

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        bea = await connect(url)
        assert isinstance(await ask(bea, p.Hello(welcome.code, "Bea", "en")), p.Welcome)
        await host.until(lambda m: isinstance(m, p.Presence) and m.name == "Bea")
        await host.connection.send(p.encode(p.Kick("Bea")))
        await host.until(lambda m: isinstance(m, p.Presence) and m.what == "kicked")
        again = await connect(url)
        refused = await ask(again, p.Hello(welcome.code, "bea!", "en"))
        assert isinstance(refused, p.Refused) and refused.reason == "kicked", refused
        friend = await connect(url)
        assert isinstance(await ask(friend, p.Hello(welcome.code, "Bruno", "en")), p.Welcome)
        await server.close()

    run(main())


def test_a_person_kicked_in_the_lobby_is_kept_out_from_their_address_too() -> None:
    room, _ = make_room(create(bots=0))
    room.sit("Alice", "en", Inbox().send)
    bea = room.sit("Bea", "en", Inbox().send, address="192.0.2.7")
    room.handle(room.people[0], p.Kick("Bea"))
    assert bea.left
    try:
        room.sit("Zoe", "en", Inbox().send, address="192.0.2.7")
    except room_module.RoomError as error:
        assert error.reason == "kicked"
    else:
        raise AssertionError("the kicked address sat again")
    room.sit("Bruno", "en", Inbox().send, address="192.0.2.8")
    # A loopback address (a tunnel's: every guest comes from it) is never kept out.
    room.sit("Carl", "en", Inbox().send, address="127.0.0.1")
    room.handle(room.people[0], p.Kick("Carl"))
    room.sit("Dora", "en", Inbox().send, address="127.0.0.1")


def test_a_lobby_seat_whose_connection_dropped_is_freed_after_a_grace() -> None:
    """nine.py: six joiners dropped instead of leaving and kept their seats.  Now a seat in the lobby whose
    connection dropped is freed after :data:`~uno_access.net.room.LOBBY_GRACE`, as a seat left."""

    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url)
        for n in range(3):
            grief = await connect(url)
            assert isinstance(await ask(grief, p.Hello(welcome.code, f"Temp{n}", "en")), p.Welcome)
            await grief.close()
        for name in ("Temp0", "Temp1", "Temp2"):
            await host.until(lambda m, name=name: isinstance(m, p.Presence) and m.what == "left" and m.name == name)
        friend = BotClient(url, p.Hello(welcome.code, "Bruno", "fr"), 2)
        await friend.open()
        seated = await friend.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
        assert isinstance(seated, p.Welcome) and seated.seat == 1 and seated.names == ("Alice", "Bruno")
        await server.close()

    old = room_module.LOBBY_GRACE
    room_module.LOBBY_GRACE = 0.3  # the seconds, shortened for the test
    try:
        run(main())
    finally:
        room_module.LOBBY_GRACE = old


def test_a_lobby_seat_back_within_the_grace_keeps_it() -> None:
    room, clock = make_room(create(bots=0))
    room.sit("Alice", "en", Inbox().send)
    bea = room.sit("Bea", "en", Inbox().send)
    room.drop(bea)
    inbox = Inbox()
    room.come_back(bea.token, 0, inbox.send)
    clock.pass_time(room_module.LOBBY_GRACE + 1)
    assert [person.name for person in room.people] == ["Alice", "Bea"] and not bea.left
    room.drop(bea)
    clock.pass_time(room_module.LOBBY_GRACE + 1)
    assert [person.name for person in room.people] == ["Alice"] and bea.left

