"""The +4 ("Super Joker") and its challenge.

official-rules-fr.txt, "Carte +4": the +4 may be played only without a card of the colour to play
(``RuleSet.draw_four``), and the next player may challenge it: "s'il a bluffé, il doit piocher 4 cartes",
else "le joueur suivant pioche alors 6 cartes au lieu des 4"; braille-uno-rules-fr.txt: the bluffer
"la reprend, et c'est alors à lui de tirer 4 cartes" (``RuleSet.bluff``).

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import BY_ORDER, Card, Color, Rank
from ..events import (
    CardsDrawn,
    Challenged,
    DrawReason,
    HandRevealed,
)
from ..rules import BluffRule, DrawFourRestriction

if TYPE_CHECKING:
    from ..state import State


def is_bluff(state: State, hand: list[Card], previous_color: Color | None) -> bool:
    """Whether a +4 was played against the rule (the rest of the hand is ``hand``)."""
    if state.rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
        return previous_color is not None and any(card.color is previous_color for card in hand)
    # Called before the +4 goes on the pile: the top card is still the one it covers.
    return any(card.rank is not Rank.WILD_DRAW_FOUR and state._fits(card, previous_color) for card in hand)


def resolve_challenge(state: State, challenger: int) -> None:
    assert state._challenge is not None
    bluffer, _victim, bluff, previous_color = state._challenge
    state._challenge = None
    state._owed, state._owed_rank, state._owed_by = 0, None, None
    state._emit(Challenged, challenger, bluffer, bluff)
    if state.record_events:
        state._new.append(HandRevealed(bluffer, challenger, tuple(sorted(state.hands[bluffer], key=BY_ORDER))))
    if not bluff:
        # "le joueur suivant pioche alors 6 cartes au lieu des 4"
        state._give(challenger, 6, DrawReason.CHALLENGE_LOST)
        state._skip(challenger)
        return
    if state.rules.bluff_rule is BluffRule.TAKE_BACK:
        # braille-uno-rules-fr.txt: "la reprend, et c'est alors à lui de tirer 4 cartes"
        card = state.discard.pop()
        state.hands[bluffer].append(card)
        state.color = previous_color
        state._emit(CardsDrawn, bluffer, 1, (card,), DrawReason.RETURNED)
    state._give(bluffer, 4, DrawReason.BLUFF_CAUGHT)
    state._begin_turn(challenger)
