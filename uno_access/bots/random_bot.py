"""The ``random`` level: a baseline for measuring the others, not an opponent to enjoy.

Uniform over *all* legal actions would make rounds drag on (drawing is always
allowed), so, like rlcard's random agent, it plays a card chosen uniformly
among the playable ones, draws only when it has none, plays the drawn card
when it can, names a random colour and picks a random target, challenges a
+4 half the time, always says UNO and catches a missed UNO half the time.
"""

from __future__ import annotations

from collections.abc import Sequence

from uno_access.engine.actions import Action, Draw, Pass, Play
from uno_access.engine.cards import Color
from uno_access.engine.view import PlayerView

from .base import BaseBot, _first


class RandomBot(BaseBot):
    level = "random"

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        if plays:
            return self.with_uno(view, self.rng.choice(plays))
        return _first(turn, Draw)

    def choose_after_draw(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        return self.with_uno(view, plays[0]) if plays else _first(turn, Pass)

    def choose_color(self, view: PlayerView, colors: Sequence[Color]) -> Color:
        return self.rng.choice(list(colors))

    def choose_target(self, view: PlayerView, targets: Sequence[int]) -> int:
        return self.rng.choice(list(targets))

    def should_challenge(self, view: PlayerView) -> bool:
        return self.rng.random() < 0.5

    def wants_to_catch(self, view: PlayerView, target: int) -> bool:
        return self.rng.random() < 0.5

    def jump_in(self, view: PlayerView, plays: list[Play]) -> Action | None:
        return self.with_uno(view, self.rng.choice(plays)) if self.rng.random() < 0.5 else None

    def choose_other(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        return self.rng.choice(plays) if plays else self.rng.choice(turn)
