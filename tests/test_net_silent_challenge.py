"""A question let go answers the safe way (the tester's report: the bot answering for a silent player
challenged an honest +4, and the silent player drew 6): when a person's "Challenge the +4?" times out, the
+4 is accepted (4 cards, no challenge), whatever a bot would have chosen.  Over real sockets: the host plays
every +4 it may, the guest never answers."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.engine.cards import Rank
from uno_access.engine.events import CardsDrawn, Challenged, ChallengeOffered
from uno_access.net import protocol as p

from .netplay import create
from .test_net_server import BotClient, run, started_server

pytestmark = [pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]


class DrawFourHost(BotClient):
    """A host who plays a +4 whenever one is in hand (its colour: the first the bot would name)."""

    def choose(self, ask: p.Ask) -> e.Action:
        for action in ask.view.legal_actions:
            if isinstance(action, e.Play) and action.card.rank is Rank.WILD_DRAW_FOUR and action.color is not None:
                return action
        return super().choose(ask)


class Bold:
    """A stand-in that challenges every +4 (as the tester's did), else plays as ``inner``."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def choose(self, view: Any) -> e.Action:
        if any(isinstance(action, e.Challenge) for action in view.legal_actions):
            return e.CHALLENGE
        return self.inner.choose(view)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_a_silent_players_plus_four_question_is_answered_by_accepting_it(monkeypatch: Any) -> None:
    from uno_access.engine.rules import RuleSet
    from uno_access.net import room_life

    monkeypatch.setattr(room_life, "SILENT_FLOOR", 0.2)  # the 15 s floor, shortened for the test
    real = room_life.make_opponent
    monkeypatch.setattr(room_life, "make_opponent", lambda *args: Bold(real(*args)))

    async def main() -> None:
        server, url, _ = await started_server()
        rules = RuleSet.preset("official").replace(target_score=500)
        host = DrawFourHost(url, dataclasses.replace(create(rules, bots=0, seed=6, wait=0.2), silent=0), 1)
        await host.open()
        code = (await host.until(lambda m: isinstance(m, p.Welcome))).code
        guest = BotClient(url, p.Hello(code, "Bruno", "en"), 2)  # connected, never answering
        await guest.open()
        await guest.until(lambda m: isinstance(m, p.Welcome))
        await host.connection.send(p.encode(p.Start()))

        def events() -> list[Any]:
            return [event for m in guest.received if isinstance(m, p.News) for event in m.events]

        def answered(message: Any) -> bool:
            seen = events()
            offered = [i for i, event in enumerate(seen) if isinstance(event, ChallengeOffered) and event.player == 1]
            return bool(offered) and any(isinstance(event, (CardsDrawn, Challenged)) for event in seen[offered[0]:])

        playing = asyncio.create_task(host.play())
        await asyncio.wait_for(guest.until(answered), 60)
        playing.cancel()
        seen = events()
        first = next(i for i, event in enumerate(seen) if isinstance(event, ChallengeOffered) and event.player == 1)
        after = seen[first:]
        assert not any(isinstance(event, Challenged) for event in after), after
        drawn = next(event for event in after if isinstance(event, CardsDrawn))
        assert drawn.player == 1 and drawn.count == 4, after
        assert p.Presence(1, "Bruno", "silent") in guest.received
        await server.close()

    run(main())
