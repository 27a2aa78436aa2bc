"""The ``easy`` level: a beginner who knows the rules but not the tricks.

It plays any card that fits, picked at random (nine times in ten among the
coloured ones, so it seldom wastes a Joker), names the colour it holds
most, forgets to say UNO one time in three (and remembers late half the
time), catches a forgetful player one time in five, and never challenges a +4.
"""

from __future__ import annotations

from uno_access.engine.actions import Action, Draw, Play
from uno_access.engine.view import PlayerView

from .base import BaseBot, _first

FORGETS_UNO = 1 / 3
REMEMBERS_LATE = 1 / 2
CATCHES = 1 / 5


class EasyBot(BaseBot):
    level = "easy"

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        if not plays:
            return _first(turn, Draw)
        coloured = [play for play in plays if not play.card.is_black]
        # "Without much thought": any fitting card will do, most often a coloured one.
        pool = coloured if coloured and self.rng.random() < 0.9 else plays
        return self.with_uno(view, self.rng.choice(pool))

    def says_uno(self, view: PlayerView) -> bool:
        return self.rng.random() >= FORGETS_UNO

    def remembers_late_uno(self, view: PlayerView) -> bool:
        return self.rng.random() < REMEMBERS_LATE

    def wants_to_catch(self, view: PlayerView, target: int) -> bool:
        return self.rng.random() < CATCHES

    def should_challenge(self, view: PlayerView) -> bool:
        return False
