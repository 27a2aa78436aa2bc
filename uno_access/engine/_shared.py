"""What the core loop and the rule modules share: the engine's small tables and helpers.

Kept apart from :mod:`.state` so that the rule modules (:mod:`.rules`) use them without importing the core.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Any, Final

from .actions import (
    DRAW,
    Accept,
    Action,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseEffect,
    ChooseTarget,
    Deal,
    Draw,
    Pass,
    Play,
    TimeUp,
)
from .cards import CARDS, Card, Color, Direction, Rank
from .events import (
    DrawReason,
)
from .view import Phase


class _Target(Enum):
    """Why a player is choosing another player."""

    SWAP_CARD = "swap-card"  # Swap Hands card, or a Family Quick Joker used as one
    SEVEN = "seven"  # a 7 under the 7-0 rule
    GIVE = "give"  # a customizable card: the chosen player draws
    NEXT = "next"  # a customizable card: the chosen player plays next
    VICTIM = "victim"  # a +2? or a +4?: the chosen player draws (extra_cards.py)


#: Cards owed by each draw card (cards.CARDS).
_DRAW_CARDS: Final[dict[Rank, int]] = {rank: kind.draws for rank, kind in CARDS.items() if kind.draws}
#: The +2? and +4? (extra_cards.py): cards the chosen victim draws, and why (also after the round's last card,
#: scoring.py).
VICTIM_CARDS: Final[dict[Rank, tuple[int, DrawReason]]] = {
    Rank.DRAW_TWO_ANY: (2, DrawReason.DRAW_TWO),
    Rank.DRAW_FOUR_ANY: (4, DrawReason.DRAW_FOUR),
}
_DRAW_REASONS: Final[dict[Rank, DrawReason]] = {
    Rank.DRAW_TWO: DrawReason.DRAW_TWO,
    Rank.WILD_DRAW_FOUR: DrawReason.DRAW_FOUR,
    Rank.UNO_CARD: DrawReason.UNO_CARD,
}
_PLAY_PHASES: Final = (Phase.PLAY, Phase.AFTER_DRAW)
#: Seats moved by one step of play (``Direction.value`` is a Python-level property: slow in hot loops).
_STEP: Final[dict[Direction, int]] = {direction: direction.value for direction in Direction}


#: One shared Play action per card, at the card's ``order``: actions are immutable values, so legal_actions
#: need not build new ones, and a list read by index is one C access where a dictionary hashed the card.
_PLAYS: Final[list[Play | None]] = [None] * ((len(Color) + 1) * len(Rank))


def _play_of(card: Card) -> Play:
    """The shared Play of ``card`` (no colour named, no UNO said)."""
    play = _PLAYS[card.order]
    if play is None:
        play = _PLAYS[card.order] = Play(card)
    return play


# Module constants for the hot paths: a global read is cheaper than an Enum class attribute, and a Final one
# compiled is a C static (mypyc), not a lookup in the module's dictionary.
_PLAY: Final = Phase.PLAY
_AFTER_DRAW: Final = Phase.AFTER_DRAW
_CHALLENGE: Final = Phase.CHALLENGE
_ANSWER: Final = Phase.ANSWER
_ROUND_OVER: Final = Phase.ROUND_OVER
_MATCH_OVER: Final = Phase.MATCH_OVER
_FAMILY_QUICK: Final = Rank.FAMILY_QUICK
_SKIP: Final = Rank.SKIP
_DRAW_TWO: Final = Rank.DRAW_TWO
_REVERSE: Final = Rank.REVERSE
_WILD: Final = Rank.WILD
_DRAW_FOUR: Final = Rank.WILD_DRAW_FOUR
_SEVEN_ZERO: Final = (Rank.SEVEN, Rank.ZERO)
_LEFT: Final = Direction.LEFT
_RIGHT: Final = Direction.RIGHT
#: The phases in which each kind of turn action (other than Play) may be taken.
_ACTION_PHASES: Final[dict[type, tuple[Phase, ...]]] = {
    Draw: (Phase.PLAY, Phase.AFTER_DRAW),
    Pass: (Phase.AFTER_DRAW, Phase.SEQUENCE, Phase.CHOOSE_DIRECTION, Phase.CHOOSE_TARGET),
    ChooseColor: (Phase.CHOOSE_COLOR,),
    ChooseTarget: (Phase.CHOOSE_TARGET,),
    ChooseEffect: (Phase.CHOOSE_EFFECT,),
    Challenge: (Phase.CHALLENGE,),
    Accept: (Phase.CHALLENGE, Phase.ANSWER),
    TimeUp: (Phase.PLAY, Phase.AFTER_DRAW),
    Deal: (Phase.DEAL,),
    ChooseDirection: (Phase.CHOOSE_DIRECTION,),
}


#: The log's entries of the shared plays and of a draw, one per seat and card (and one per seat for the
#: draw, at the end), made the first time: a turn's log entry then allocates nothing.
_LOGGED: Final[list[tuple[int, Action] | None]] = [None] * (10 * (len(_PLAYS) + 1))


def _log_entry(player: int, action: Action) -> tuple[int, Action]:
    """``(player, action)`` for the action log: shared for a shared play or the draw at tables of up to ten."""
    if 0 <= player < 10:
        if action is DRAW:
            at = player * (len(_PLAYS) + 1) + len(_PLAYS)
        elif isinstance(action, Play) and action is _PLAYS[action.card.order]:
            at = player * (len(_PLAYS) + 1) + action.card.order
        else:
            return (player, action)
        entry = _LOGGED[at]
        if entry is None:
            entry = _LOGGED[at] = (player, action)
        return entry
    return (player, action)


#: Whether this module runs compiled (mypyc) rather than as Python source.
_COMPILED: Final = not __file__.endswith(".py")


def _holds(hand: list[Card], card: Card) -> bool:
    """Whether ``hand`` holds ``card``: ``card in hand``.

    Cards are interned, so a card is its value.  Compiled, a loop comparing identities is C, where ``in``
    calls Python's comparison for every other card of the hand; in Python, ``in`` is the faster.
    """
    if _COMPILED:
        for held in hand:
            if held is card:
                return True
        return False
    return card in hand


def _anyone_out(eliminated: list[bool]) -> bool:
    """Whether a player is out of the match: ``True in eliminated``, a C loop compiled (see :func:`_holds`)."""
    if _COMPILED:
        for out in eliminated:
            if out:
                return True
        return False
    return True in eliminated


def _take(hand: list[Card], card: Card) -> None:
    """Take ``card`` out of ``hand`` (its first copy): ``hand.remove(card)``, faster compiled (see :func:`_holds`)."""
    if _COMPILED:
        at = 0
        for held in hand:
            if held is card:
                hand.pop(at)
                return
            at += 1
    hand.remove(card)  # in Python; compiled, a card not held: the same ValueError


def _shuffle(rng: random.Random, cards: list[Any]) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle`` does, with one Python call instead of one per card.

    The same Fisher-Yates walk drawing the same bits from ``rng`` (CPython's
    ``Random.shuffle`` with ``_randbelow_with_getrandbits``), so a seed deals the
    same cards; written out here, it also stays the same whatever a later Python
    changes in ``random``, which keeps saved matches replayable.
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:  # j must be below i + 1, as _randbelow(i + 1) draws it
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def previous_color_of(discard: list[Card]) -> Color | None:
    """The colour of the last coloured card under the top of the discard pile."""
    for card in reversed(discard[:-1]):
        if card.color is not None:
            return card.color
    return None
