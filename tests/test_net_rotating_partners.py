"""Rotating partners and teams at a network table, over real sockets: a table whose rules need four players
fills with bots up to four (and is full at four people), and a team table with an odd number of players is
refused at start with a localized sentence, never the engine's English message."""

from __future__ import annotations

from uno_access.console.net_seat import refusal_line
from uno_access.engine.rules import RuleSet, with_house_rules
from uno_access.i18n import Translator
from uno_access.net import protocol as p

from .netplay import create
from .test_net_server import BotClient, run, started_server


def _rules(house: str) -> RuleSet:
    return with_house_rules(RuleSet.preset("official"), (house,))


async def _table(url: str, house: str, bots: int, guests: tuple[str, ...]) -> tuple[BotClient, list[BotClient]]:
    host = BotClient(url, create(_rules(house), bots=bots, seed=3), 1)
    await host.open()
    welcome = await host.until(lambda m: isinstance(m, p.Welcome))
    code = welcome.code[:3] + " " + welcome.code[3:]
    joined = []
    for seed, name in enumerate(guests, start=2):
        guest = BotClient(url, p.Hello(code, name, "en"), seed)
        await guest.open()
        joined.append(guest)
    return host, joined


def test_rotating_partners_fill_the_table_with_bots_up_to_four_people_and_bots() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        host, (joe,) = await _table(url, "rotating-partners", 3, ("Joe",))
        await joe.until(lambda m: isinstance(m, p.Welcome))
        await host.until(lambda m: isinstance(m, p.Presence) and m.name == "Joe")
        await host.connection.send(p.encode(p.Start()))
        started = await host.until(lambda m: isinstance(m, (p.Refused, p.Ask)))
        assert not isinstance(started, p.Refused), started
        assert host.welcome is not None and host.welcome.bots == (2, 3), host.welcome
        assert len([name for name in host.welcome.names if name]) <= 4
        assert any("match started, 2 people, 2 bots" in line for line in logged), logged
        await server.close()

    run(main())


def test_a_fifth_person_is_refused_at_a_rotating_partners_table() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, guests = await _table(url, "rotating-partners", 3, ("Bob", "Chloé", "Dan", "Eve"))
        for guest in guests[:3]:
            assert isinstance(await guest.until(lambda m: isinstance(m, (p.Welcome, p.Refused))), p.Welcome)
        refused = await guests[3].until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
        # A full table is answered as every full table is (net-refused-no-table: no guessing which codes exist).
        assert isinstance(refused, p.Refused) and refused.reason == "no-table"
        await server.close()

    run(main())


def test_teams_with_an_odd_number_of_players_are_refused_in_the_players_language() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, guests = await _table(url, "teams", 2, ("Bob", "Chloé"))
        for guest in guests:
            await guest.until(lambda m: isinstance(m, p.Welcome))
        await host.until(lambda m: isinstance(m, p.Presence) and m.name == "Chloé")
        await host.connection.send(p.encode(p.Start()))
        refused = await host.until(lambda m: isinstance(m, (p.Refused, p.Ask)))
        assert isinstance(refused, p.Refused), refused
        for lang in ("en", "fr"):
            t = Translator(lang)
            line = refusal_line(t, refused)
            assert line == t("net-refused-teams")
            assert "invalid" not in line and "rule option" not in line
        await server.close()

    run(main())
