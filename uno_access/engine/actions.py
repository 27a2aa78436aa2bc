"""What a player can do: one frozen dataclass per kind of decision.

Actions are values, so ``Play(Card(Color.RED, Rank.SEVEN))`` typed by a human,
chosen by a bot or read back from a saved log are the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from ._values import FrozenValue
from .cards import Card, Color, Direction


class _Value(FrozenValue):
    """An action is a value (copied and pickled as one: :class:`FrozenValue`).

    A compiled engine checks the types of an action's fields when it is built
    (a ``TypeError``); the Python engine refuses a wrong one when it is applied.
    """

    __slots__ = ()


@dataclass(frozen=True, slots=True, repr=False)
class Play(_Value):
    """Play a card from the hand.

    ``color`` may name the colour at once for a card that chooses one (else the
    engine asks for it in the ``CHOOSE_COLOR`` phase); ``uno`` calls UNO with
    the second-to-last card.
    """

    card: Card
    color: Color | None = None
    uno: bool = False
    #: Said "interception!" with a card played out of turn (``RuleSet.interception_call``).
    intercept: bool = False

    def __repr__(self) -> str:
        # Printed as before the interception word existed (recorded games' digests, logs).
        more = ", intercept=True" if self.intercept else ""
        return f"Play(card={self.card!r}, color={self.color!r}, uno={self.uno!r}{more})"


@dataclass(frozen=True, slots=True)
class Draw(_Value):
    """Draw from the pile instead of playing (or take the cards owed)."""


@dataclass(frozen=True, slots=True)
class Pass(_Value):
    """Keep the card just drawn and end the turn."""


@dataclass(frozen=True, slots=True, init=False)
class ChooseColor(_Value):
    """Name the colour to play after a Joker or another black card."""

    color: Color

    def __init__(self, color: Color) -> None:  # compiled (see CatchUno)
        object.__setattr__(self, "color", color)


@dataclass(frozen=True, slots=True, init=False)
class ChooseTarget(_Value):
    """Choose the player a card acts on (e.g. Swap Hands)."""

    target: int

    def __init__(self, target: int) -> None:  # compiled (see CatchUno)
        object.__setattr__(self, "target", target)


class Effect(Enum):
    """What a Family Quick Joker does, chosen by the player who plays it (uno-family-quick-fr.txt)."""

    NONE = "none"
    REVERSE = "reverse"
    SKIP = "skip"
    DRAW_TWO = "draw-two"
    SWAP_HANDS = "swap-hands"


@dataclass(frozen=True, slots=True)
class ChooseEffect(_Value):
    """Choose what the Family Quick Joker just played does."""

    effect: Effect


@dataclass(frozen=True, slots=True, repr=False)
class Challenge(_Value):
    """Challenge the +4 just played on you: was it a bluff?

    ``target`` names the player of an earlier +4 when two are stacked (house rule
    ``strict-draw-four``: "à l'un des deux joueurs, ou même aux deux à tour de rôle");
    ``None`` challenges the +4 on top.
    """

    target: int | None = None

    def __repr__(self) -> str:
        # The plain challenge prints as it always did (recorded games' digests, logs).
        return "Challenge()" if self.target is None else f"Challenge(target={self.target!r})"


@dataclass(frozen=True, slots=True)
class Accept(_Value):
    """Take what is owed: the +4 without challenging, a stack of draw cards, a skip."""


@dataclass(frozen=True, slots=True)
class CallUno(_Value):
    """Say UNO: just before playing the second-to-last card, or late if nobody caught you yet."""


@dataclass(frozen=True, slots=True, init=False)
class CatchUno(_Value):
    """Catch a player who went down to one card without saying UNO (out of turn)."""

    target: int

    # Written here, mypyc compiles it: ``dataclass`` writes its ``__init__`` at run time, as Python, and
    # legal_actions builds a CatchUno whenever a missed UNO may be caught (2% of the engine's own playout loop).
    def __init__(self, target: int) -> None:
        object.__setattr__(self, "target", target)


@dataclass(frozen=True, slots=True)
class TimeUp(_Value):
    """The turn's time ran out (house rule ``time-limit``): sent by the table's clock, never chosen."""


@dataclass(frozen=True, slots=True)
class Deal(_Value):
    """The dealer deals this many cards to each player (UNO Olympique: "entre 7 et 15 cartes, à son choix")."""

    count: int


@dataclass(frozen=True, slots=True)
class ChooseDirection(_Value):
    """Choose a direction: the deal's, which sets the direction of play, or the way a 0 turns the hands
    (UNO Olympique; a 0 may also be declined with :class:`Pass`)."""

    direction: Direction


@dataclass(frozen=True, slots=True)
class Shout(_Value):
    """Shout "Uno wizz!" (UNO Wizz's wheel): the first player to shout lays a card.  Out of turn, anyone."""


@dataclass(frozen=True, slots=True)
class SpendTotem(_Value):
    """UNO Totem Power: give the ``color`` totem back to counter the action card laid on you (totems.py)."""

    color: Color


@dataclass(frozen=True, slots=True)
class TotemUno(_Value):
    """UNO Totem Power: with the four totems, keep ``card`` and let the rest of the hand go (totems.py)."""

    card: Card


@dataclass(frozen=True, slots=True)
class NextRound(_Value):
    """Deal the next round once the round is over."""


Action = (Play | Draw | Pass | ChooseColor | ChooseTarget | ChooseEffect | Challenge | Accept | CallUno | CatchUno
          | NextRound | TimeUp | Deal | ChooseDirection | Shout | SpendTotem | TotemUno)

#: Every kind of action, for ``isinstance`` (what ``State.apply`` accepts).
ACTION_TYPES: Final = (Play, Draw, Pass, ChooseColor, ChooseTarget, ChooseEffect, Challenge, Accept, CallUno,
                       CatchUno, NextRound, TimeUp, Deal, ChooseDirection, Shout, SpendTotem, TotemUno)

# Final: compiled, the engine reads these as C statics rather than from the module's dictionary.
DRAW: Final = Draw()
PASS: Final = Pass()
CHALLENGE: Final = Challenge()
ACCEPT: Final = Accept()
CALL_UNO: Final = CallUno()
NEXT_ROUND: Final = NextRound()
TIME_UP: Final = TimeUp()
SHOUT: Final = Shout()
