"""What a match waits for besides a turn: a draw owed (and the +4 open to a challenge), a card's choice.

The core's public data (:class:`~uno_access.engine.state.State`'s ``pending_draw`` and ``pending_choice``), read
and written by the rule modules: each decision is one frozen value, replaced whole, ``None`` when nothing waits.
Both may wait at once: a +4 laid on a +2 waits for its colour while the +2's cards stay owed.  They copy and
pickle as values (:class:`FrozenValue`: compiled, a frozen dataclass cannot be rebuilt field by field).
"""

from __future__ import annotations

from dataclasses import dataclass

from ._shared import _Target
from ._values import FrozenValue
from .cards import Card, Color, Rank


@dataclass(frozen=True, slots=True)
class PendingChallenge(FrozenValue):
    """A +4 that may be challenged ("tu bluffes"): who laid it, whom it hit, whether it broke the +4 rule, and
    the colour in play before it (given back when the bluffer takes the card back)."""

    bluffer: int
    victim: int
    bluff: bool
    color_before: Color | None


@dataclass(frozen=True, slots=True)
class PendingDraw(FrozenValue):
    """A draw card or a skip the current player must answer or take (ANSWER and CHALLENGE phases).

    answers.py, draw_four.py: ``owed`` cards (0 for a skip) for the card of ``rank`` laid by ``by``;
    ``challenge``: the +4 on top, open to a challenge; ``earlier`` (strict_draw_four): the +4 under it, still
    open too, at ``earlier_at`` in the discard pile.
    """

    owed: int
    rank: Rank
    by: int | None
    challenge: PendingChallenge | None = None
    earlier: PendingChallenge | None = None
    earlier_at: int = 0


@dataclass(frozen=True, slots=True)
class PendingChoice(FrozenValue):
    """A card laid that acts once its player has chosen (a colour, a player, an effect).

    ``card``: the card whose effect waits (card_effects.py, hands.py); ``opening``: it is the round's first card,
    the round starts after the choice (first_card.py); ``target``: why a player is chosen (hands.py, custom.py,
    extra_cards.py); ``preset_color``: a colour named with the card, said after the player is chosen (a Swap
    Hands card, a last card waiting under CONTRE-UNO); ``give_count``: the cards the chosen player draws;
    ``challenge``: a +4 waiting for its colour, already weighed for a challenge (draw_four.py).
    """

    card: Card | None
    opening: bool = False
    target: _Target = _Target.SWAP_CARD
    preset_color: Color | None = None
    give_count: int = 0
    challenge: PendingChallenge | None = None
