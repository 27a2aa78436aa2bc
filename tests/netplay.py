"""Helpers of the network tests: a room driven without sockets (a clock of its own), and people who answer
their questions as a quick player would (a bot chooses for them)."""

from __future__ import annotations

import heapq
import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from uno_access import engine as e
from uno_access.console.opponents import make_opponent
from uno_access.console.options import Level
from uno_access.engine.rules import RuleSet
from uno_access.net import protocol as p
from uno_access.net.room import Person, Room, RoomError
from uno_access.table.messages import DecisionKind


class Clock:
    """The room's timers, run when the test says time passed."""

    def __init__(self) -> None:
        self.time = 0.0
        self._timers: list[tuple[float, int, Callable[[], None]]] = []
        self._count = 0

    def now(self) -> float:
        return self.time

    def later(self, seconds: float, function: Callable[[], None]) -> None:
        self._count += 1
        heapq.heappush(self._timers, (self.time + seconds, self._count, function))

    def pass_time(self, seconds: float) -> None:
        until = self.time + seconds
        while self._timers and self._timers[0][0] <= until:
            when, _, function = heapq.heappop(self._timers)
            self.time = max(self.time, when)
            function()
        self.time = until

    def run_one(self) -> None:
        """The next timer alone (as an event loop runs one callback, then the others waiting)."""
        when, _, function = heapq.heappop(self._timers)
        self.time = max(self.time, when)
        function()

    def next_timer(self) -> float | None:
        return self._timers[0][0] - self.time if self._timers else None


@dataclass
class Inbox:
    """What one connection received: the wire text and the message, in order."""

    texts: list[str] = field(default_factory=list)
    messages: list[Any] = field(default_factory=list)
    #: Called with each text as it is sent (the privacy check reads the live table then).
    check: Callable[[str], None] | None = None

    def send(self, text: str) -> None:
        if self.check is not None:
            self.check(text)
        self.texts.append(text)
        self.messages.append(p.decode(text))

    def of(self, kind: type) -> list[Any]:
        return [message for message in self.messages if isinstance(message, kind)]

    def last_ask(self) -> p.Ask | None:
        asks = self.of(p.Ask)
        return asks[-1] if asks else None


def create(rules: str | RuleSet = "official", bots: int = 1, *, pace: float = 0.0, wait: float = 30.0,
           seed: int = 7, name: str = "Alice") -> p.Create:
    rule_set = RuleSet.preset(rules) if isinstance(rules, str) else rules
    return p.Create(name, "fr", rule_set, bots, "normal", wait, pace, seed)


def make_room(message: p.Create, clock: Clock | None = None) -> tuple[Room, Clock]:
    clock = clock or Clock()
    return Room("123456", message, later=clock.later, now=clock.now), clock


class Player:
    """A person at the room, answering their questions with a bot's choices (and letting chances pass
    sometimes, shouting in races sometimes)."""

    def __init__(self, room: Room, person: Person, inbox: Inbox, seed: int) -> None:
        self.room = room
        self.person = person
        self.inbox = inbox
        self.rng = random.Random(seed)
        self.bot = make_opponent(Level.NORMAL, person.seat, seed)
        self.answered: tuple[int, int] = (-1, -1)

    def pending(self) -> p.Ask | None:
        """The question to answer now, if any (each question once, unless the answer was refused)."""
        ask = self.inbox.last_ask()
        if ask is None or (ask.serial, ask.acts) == self.answered:
            return None
        if ask.kind in (DecisionKind.WAIT, DecisionKind.MATCH_OVER, DecisionKind.LOBBY):
            return None
        return ask

    def answer(self) -> bool:
        ask = self.pending()
        if ask is None:
            return False
        self.answered = (ask.serial, ask.acts)
        try:
            self.room.act(self.person, p.Act(ask.serial, self.choose(ask)))
        except RoomError as error:
            if error.reason != "stale":
                raise
            # A bot that had noticed a chance acted first (a jump-in): the next question comes.
        return True

    def choose(self, ask: p.Ask) -> e.Action:
        view = ask.view
        if ask.kind is DecisionKind.NEXT_ROUND:
            return e.NEXT_ROUND
        if ask.kind is DecisionKind.RACE:
            return e.SHOUT if self.rng.random() < 0.5 else e.PASS
        if ask.kind is DecisionKind.WINDOW:
            action = self.bot.react(view)
            return action if action is not None and self.rng.random() < 0.7 else e.PASS
        return self.bot.choose(view)


def play_out(room: Room, clock: Clock, players: list[Player], *, rng: random.Random, limit: int = 20_000) -> int:
    """Let everyone answer (in a random order, as messages arrive) and time pass, until the match ends;
    the number of answers."""
    answers = 0
    for _ in range(limit):
        table = room.table
        assert table is not None
        if table.state.is_match_over:
            return answers
        ready = [player for player in players if player.pending() is not None]
        if ready:
            rng.choice(ready).answer()
            answers += 1
            continue
        wait = clock.next_timer()
        assert wait is not None, "nobody to answer and no timer: the table is stuck"
        clock.pass_time(wait)
    raise AssertionError("the match did not end")


#: Events whose cards everyone saw before they went back into the deck (they may be in any hand later).
PUBLIC_THEN_SHUFFLED = ("DealerDraw", "FirstCardReturned", "PileReshuffled")


def cards_named(text: str) -> Counter[str]:
    """The coloured cards a wire message names (black cards are all alike)."""
    found: Counter[str] = Counter()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if "/" in value and value.split("/")[0] in ("red", "yellow", "green", "blue"):
                found[value] += 1
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            if value.get("e") in PUBLIC_THEN_SHUFFLED:
                return
            for key, item in value.items():
                if key != "rules":
                    walk(item)

    walk(json.loads(text))
    return found
