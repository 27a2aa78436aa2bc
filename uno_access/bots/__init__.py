"""Bots at three strengths that play by the rules and never cheat.

>>> from uno_access.bots import LEVELS, make_bot
>>> LEVELS
('easy', 'normal', 'hard', 'expert', 'random')
>>> bot = make_bot("normal", player=1, seed=7)
>>> bot.level, bot.player
('normal', 1)
>>> make_bot("master", player=0)
Traceback (most recent call last):
...
uno_access.bots.UnknownLevel: unknown bot level 'master'; valid: easy, normal, hard, expert, random

A bot is handed only what its player may know: the :class:`PlayerView` of
its seat (``state.view_for(player)``) and the events redacted for it
(``event.seen_by(player)``).  ``choose(view)`` answers a decision of its own;
``react(view)`` is asked when it is someone else's turn and returns an
out-of-turn action (catch a missed UNO, say a forgotten UNO late, jump in)
or ``None``.  Every bot draws its randomness from its own seed.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from uno_access.engine.actions import Action
from uno_access.engine.events import Event
from uno_access.engine.view import PlayerView

from .base import BaseBot, NoDecision
from .easy import EasyBot
from .expert import ExpertBot
from .hard import HardBot
from .normal import NormalBot
from .random_bot import RandomBot

__all__ = ["LEVELS", "Bot", "BaseBot", "NoDecision", "UnknownLevel", "make_bot"]

#: The levels, weakest opponent first; ``random`` is the measuring baseline.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert", "random")

_CLASSES: dict[str, type[BaseBot]] = {
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
    "expert": ExpertBot,
    "random": RandomBot,
}


class UnknownLevel(ValueError):
    """A bot level that does not exist; ``valid`` lists the levels."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.valid = LEVELS
        super().__init__(f"unknown bot level {level!r}; valid: " + ", ".join(LEVELS))


@runtime_checkable
class Bot(Protocol):
    """What the console and the simulator ask of a bot."""

    player: int
    level: str

    def observe(self, event: Event) -> None:
        """Take note of an event this player may see."""

    def choose(self, view: PlayerView) -> Action:
        """The action to take now, one of ``view.legal_actions`` (a play may add ``uno=True``)."""

    def react(self, view: PlayerView) -> Action | None:
        """An out-of-turn action while it is not this bot's turn, or ``None``."""


def make_bot(level: str, player: int, seed: int | None = None) -> Bot:
    """A bot of ``level`` for seat ``player``, deterministic given ``seed``."""
    try:
        cls = _CLASSES[level]
    except (KeyError, TypeError):
        raise UnknownLevel(level) from None
    return cls(player, seed)
