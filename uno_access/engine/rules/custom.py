"""The customizable cards of official+ (official-rules-fr.txt, "Carte à personnaliser").

The table picks each blank card's effect at setup (``RuleSet.custom_effects``): a chosen player draws 2
or 4, the next draws until the colour, the player chooses who plays next, open hands...

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _Target,
)
from ..cards import CUSTOM_RANKS, Card, Rank
from ..events import (
    CardsDrawn,
    DrawReason,
    NoCardToDraw,
    OpenHands,
)
from ..rules import CustomEffect
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def custom_effect(state: State, rank: Rank) -> CustomEffect:
    return state.rules.custom_effects[CUSTOM_RANKS.index(rank)]


def play_custom(state: State, player: int, following: int, effect: CustomEffect) -> None:
    """A customizable card, its colour named: its effect, chosen by the table at setup."""
    if effect in (CustomEffect.GIVE_TWO, CustomEffect.GIVE_FOUR):
        state._give_count = 2 if effect is CustomEffect.GIVE_TWO else 4
        state._target = _Target.GIVE
    elif effect is CustomEffect.CHOOSE_NEXT:
        state._target = _Target.NEXT
    else:
        state._suffer_custom(player, following, effect)
        state._begin_turn(following)
        return
    state.current_player = player
    state.phase = Phase.CHOOSE_TARGET


def suffer_custom(state: State, player: int, victim: int, effect: CustomEffect) -> None:
    """The effects a customizable card has on the next player (or on the whole table)."""
    if effect is CustomEffect.NEXT_DRAWS_FOUR:
        state._give(victim, 4, DrawReason.CUSTOM_CARD)
    elif effect is CustomEffect.DRAW_UNTIL_COLOR and state.color is not None:
        drawn: list[Card] = []
        while True:
            card = state._pop_draw_pile()
            if card is None:
                break
            drawn.append(card)
            if card.color is state.color:
                break
        state.hands[victim].extend(drawn)
        if drawn:
            state._no_longer_one_card(victim)
            state._emit(CardsDrawn, victim, len(drawn), tuple(drawn), DrawReason.CUSTOM_CARD)
        else:
            state._emit(NoCardToDraw, victim)
    elif effect is CustomEffect.OPEN_HANDS:
        state.open_hands = True
        state._emit(OpenHands, player, True)
