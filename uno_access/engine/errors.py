"""Specific errors, each carrying a code the interface translates.

The engine never words an error: it says *why* with a :class:`Reason`, and
the console turns the reason into a sentence from ``locales/``.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


class Reason(Enum):
    """Why an action was refused."""

    GAME_OVER = "game-over"
    ROUND_OVER = "round-over"
    UNKNOWN_PLAYER = "unknown-player"
    NOT_YOUR_TURN = "not-your-turn"
    WRONG_PHASE = "wrong-phase"
    CARD_NOT_IN_HAND = "card-not-in-hand"
    CARD_DOES_NOT_MATCH = "card-does-not-match"
    #: The +4? while holding the colour in play (extra_cards.py: the +4's rule, checked instead of challenged).
    COLOR_IN_HAND = "color-in-hand"
    ONLY_DRAWN_CARD = "only-drawn-card"
    COLOR_NOT_ALLOWED = "color-not-allowed"
    COLOR_REQUIRED = "color-required"
    INVALID_TARGET = "invalid-target"
    TARGET_HAS_UNO = "target-has-uno"
    NOTHING_TO_CATCH = "nothing-to-catch"
    UNO_NOT_NOW = "uno-not-now"
    NOT_AVAILABLE = "not-available"
    MUST_ANSWER_DRAW = "must-answer-draw"
    NOT_IDENTICAL = "not-identical"
    WHEEL_CHOICE = "wheel-choice"  # UNO Wizz: not an answer to what the wheel asks
    NO_TOTEM = "no-totem"  # UNO Totem Power: no such totem held, or not four for the immediate UNO
    SHOUT_NOW = "shout-now"  # UNO Wizz: a race to shout "Uno wizz" is on, nothing else is played


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the state is unchanged."""

    def __init__(self, reason: Reason, player: object = None, action: Any = None) -> None:
        self.reason = reason
        self.player = player
        self.action = action
        super().__init__(f"{reason.value}: player {player} cannot {action!r}")


class RulesError(ValueError):
    """A rule set that cannot be built."""


class InvalidRuleOption(RulesError):
    """An unknown rule option, or a value out of range; lists what is valid."""

    def __init__(self, option: str, value: Any = None, valid: tuple[str, ...] = (), detail: str = "") -> None:
        self.option = option
        self.value = value
        self.valid = valid
        self.detail = detail
        message = f"invalid rule option {option!r}"
        if value is not None:
            message += f" = {value!r}"
        if detail:
            message += f": {detail}"
        if valid:
            message += "; valid: " + ", ".join(valid)
        super().__init__(message)


class ConflictingHouseRules(RulesError):
    """Two house rules that set the same option differently (``jump-in`` and ``jump-in-number``)."""

    def __init__(self, first: str, second: str) -> None:
        self.first = first
        self.second = second
        super().__init__(f"house rules {first!r} and {second!r} cannot be combined")


class UnknownPreset(RulesError):
    """A preset name that does not exist; lists the presets."""

    def __init__(self, name: str, valid: tuple[str, ...]) -> None:
        self.name = name
        self.valid = valid
        super().__init__(f"unknown preset {name!r}; valid: " + ", ".join(valid))


class InvalidPlayerCount(RulesError):
    """Too few or too many players for the rules."""

    def __init__(self, count: int, minimum: int, maximum: int) -> None:
        self.count = count
        self.minimum = minimum
        self.maximum = maximum
        super().__init__(f"{count} players: these rules are for {minimum} to {maximum}")
