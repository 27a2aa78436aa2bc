"""Match set-up, shared by every program that seats a match: how well the bots play (:class:`Level`), what a
match is made of (:class:`MatchOptions`), its rules (:func:`rules_of`) and its bots (:func:`make_opponent`).

The console, the command line and the table server (``net/room.py``) all set matches up; this module lives
below all three, so the server never loads the console to seat a bot.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the engine loads when a match is set up, not when the program starts (``--help``)
    from .engine.actions import Action
    from .engine.events import Event
    from .engine.rules import RuleSet
    from .engine.view import PlayerView

__all__ = ["Level", "MatchOptions", "Opponent", "make_opponent", "rules_of"]


class Opponent(Protocol):
    """What a table asks of a bot."""

    def choose(self, view: PlayerView) -> Action: ...

    def react(self, view: PlayerView) -> Action | None: ...

    def observe(self, event: Event) -> None: ...


class Level(Enum):
    """How well the bots play."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    EXPERT = "expert"


@dataclass(frozen=True, slots=True)
class MatchOptions:
    """What a match is made of: enough, with the action log, to rebuild it."""

    bots: int = 3
    level: Level = Level.NORMAL
    rules: str = "official"
    #: House rules switched on by name (``engine.rules.HOUSE_RULES``).
    house: tuple[str, ...] = ()
    #: The effects chosen for the customizable cards 1, 2, 3 (``engine.rules.CustomEffect`` values;
    #: ``""`` or a missing place keeps the edition's effect for that card); only editions with such cards use them.
    custom: tuple[str, ...] = ()
    target: int | None = None
    seed: int | None = None
    #: The time limit in seconds a turn (``--time-limit``), over what the house rules say; ``None``: theirs.
    time_limit: int | None = None


def rules_of(match: MatchOptions) -> RuleSet:
    """The rules of a match: its edition, its house rules, its custom cards' effects, its target."""
    from .custom_cards import with_custom_effects
    from .engine.rules import RuleSet, with_house_rules

    rules = RuleSet.preset(match.rules)
    if match.house:
        rules = with_house_rules(rules, match.house)
    if match.custom:
        rules = with_custom_effects(rules, match.custom)
    if match.target is not None:
        rules = rules.replace(target_score=match.target)
    if match.time_limit is not None:
        rules = rules.replace(time_limit=match.time_limit)
    return rules


def make_opponent(level: Level, seat: int, seed: int | None) -> Opponent:
    """The bot of ``level`` for ``seat`` (:func:`uno_access.bots.make_bot`), deterministic given ``seed``."""
    from .bots import make_bot  # the bots load when a match is seated, not when the program starts

    return make_bot(level.value, seat, seed)
