"""What a match waits for besides a turn: a draw owed (and the +4 open to a challenge), a card's choice.

The core's public data (:class:`~uno_access.engine.state.State`'s ``pending_draw`` and ``pending_choice``), read
and written by the rule modules: each decision is one immutable value (its fields ``Final``: mypy refuses a
write), replaced whole, ``None`` when nothing waits.  Both may wait at once: a +4 laid on a +2 waits for its
colour while the +2's cards stay owed.

Plain classes rather than frozen dataclasses, for speed: compiled (mypyc), a frozen dataclass is built by
Python code, field by field (about a microsecond each, and a +4 builds three), where these are built in C.
They compare, hash, print, copy and pickle as values all the same.
"""

from __future__ import annotations

from typing import Final

from ._shared import _Target
from ._values import FrozenValue
from .cards import Card, Color, Rank


class _Record(FrozenValue):
    """A value of named fields: equal when the fields are, copied as itself, pickled as a call with them."""

    __slots__ = ()

    def fields(self) -> tuple[object, ...]:
        """The fields, in the order the constructor takes them."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, _Record) and self.fields() == other.fields()

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self.fields()!r}"

    def __reduce__(self) -> tuple[type[_Record], tuple[object, ...]]:
        return type(self), self.fields()


class PendingChallenge(_Record):
    """A +4 that may be challenged ("tu bluffes"): who laid it, whom it hit, whether it broke the +4 rule, and
    the colour in play before it (given back when the bluffer takes the card back)."""

    __slots__ = ("bluffer", "victim", "bluff", "color_before")

    def __init__(self, bluffer: int, victim: int, bluff: bool, color_before: Color | None) -> None:
        self.bluffer: Final = bluffer
        self.victim: Final = victim
        self.bluff: Final = bluff
        self.color_before: Final = color_before

    def fields(self) -> tuple[object, ...]:
        return (self.bluffer, self.victim, self.bluff, self.color_before)


class PendingDraw(_Record):
    """A draw card or a skip the current player must answer or take (ANSWER and CHALLENGE phases).

    answers.py, draw_four.py: ``owed`` cards (0 for a skip) for the card of ``rank`` laid by ``by``;
    ``challenge``: the +4 on top, open to a challenge; ``earlier`` (strict_draw_four): the +4 under it, still
    open too, at ``earlier_at`` in the discard pile.
    """

    __slots__ = ("owed", "rank", "by", "challenge", "earlier", "earlier_at")

    def __init__(self, owed: int, rank: Rank, by: int | None, challenge: PendingChallenge | None = None,
                 earlier: PendingChallenge | None = None, earlier_at: int = 0) -> None:
        self.owed: Final = owed
        self.rank: Final = rank
        self.by: Final = by
        self.challenge: Final = challenge
        self.earlier: Final = earlier
        self.earlier_at: Final = earlier_at

    def fields(self) -> tuple[object, ...]:
        return (self.owed, self.rank, self.by, self.challenge, self.earlier, self.earlier_at)


class PendingChoice(_Record):
    """A card laid that acts once its player has chosen (a colour, a player, an effect).

    ``card``: the card whose effect waits (card_effects.py, hands.py); ``opening``: it is the round's first card,
    the round starts after the choice (first_card.py); ``target``: why a player is chosen (hands.py, custom.py,
    extra_cards.py); ``preset_color``: a colour named with the card, said after the player is chosen (a Swap
    Hands card, a last card waiting under CONTRE-UNO); ``give_count``: the cards the chosen player draws;
    ``challenge``: a +4 waiting for its colour, already weighed for a challenge (draw_four.py).
    """

    __slots__ = ("card", "opening", "target", "preset_color", "give_count", "challenge")

    def __init__(self, card: Card | None, opening: bool = False, target: _Target = _Target.SWAP_CARD,
                 preset_color: Color | None = None, give_count: int = 0,
                 challenge: PendingChallenge | None = None) -> None:
        self.card: Final = card
        self.opening: Final = opening
        self.target: Final = target
        self.preset_color: Final = preset_color
        self.give_count: Final = give_count
        self.challenge: Final = challenge

    def fields(self) -> tuple[object, ...]:
        return (self.card, self.opening, self.target, self.preset_color, self.give_count, self.challenge)


#: One shared choice per card with nothing else waiting (a Joker laid, its colour to name): values never change,
#: so the commonest choice is not built again at each black card (:func:`choice_of`).
_CHOICES: list[PendingChoice | None] = [None] * ((len(Color) + 1) * len(Rank))


def choice_of(card: Card) -> PendingChoice:
    """``PendingChoice(card)``, shared."""
    choice = _CHOICES[card.order]
    if choice is None:
        choice = _CHOICES[card.order] = PendingChoice(card)
    return choice
