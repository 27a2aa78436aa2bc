"""The customizable cards of official+ (official-rules-fr.txt, "Carte à personnaliser").

The table picks each blank card's effect at setup (``RuleSet.custom_effects``): a chosen player draws 2
or 4, the next draws until the colour, the player chooses who plays next, open hands...

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .._shared import (
    _Target,
)
from ..cards import BY_ORDER, CUSTOM_RANKS, Rank
from ..events import (
    DrawReason,
    OpenHands,
)
from ..hooks import Family
from ..pending import PendingChoice
from ..rules import CustomEffect
from ..view import Phase
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView


def _view(state: State, player: int, record: bool) -> Mapping[str, object]:
    return {"open_hands": tuple(tuple(sorted(hand, key=BY_ORDER)) for hand in state.hands) if record else None}


def _from_view(view: PlayerView, record: bool) -> bool:
    return view.open_hands is not None


#: A customizable card made everyone play with open hands until the next black card (a new round closes them).
FAMILY: Family[bool] = Family("custom", lambda rules: rules.custom_cards > 0, False, view=_view, from_view=_from_view)


def open_hands(state: State) -> bool:
    """Whether everyone plays with open hands ("Tout le monde doit jouer à découvert")."""
    return FAMILY.of(state)


def custom_effect(state: State, rank: Rank) -> CustomEffect:
    return state.rules.custom_effects[CUSTOM_RANKS.index(rank)]


def play_custom(state: State, player: int, following: int, effect: CustomEffect) -> None:
    """A customizable card, its colour named: its effect, chosen by the table at setup."""
    choice = state.pending_choice  # the card's, its colour named
    card = choice.card if choice is not None else None
    if effect in (CustomEffect.GIVE_TWO, CustomEffect.GIVE_FOUR):
        state.pending_choice = PendingChoice(card, target=_Target.GIVE,
                                             give_count=2 if effect is CustomEffect.GIVE_TWO else 4)
    elif effect is CustomEffect.CHOOSE_NEXT:
        state.pending_choice = PendingChoice(card, target=_Target.NEXT)
    else:
        suffer_custom(state, player, following, effect)
        state.begin_turn(following)
        return
    state.current_player = player
    state.phase = Phase.CHOOSE_TARGET


def suffer_custom(state: State, player: int, victim: int, effect: CustomEffect) -> None:
    """The effects a customizable card has on the next player (or on the whole table)."""
    if effect is CustomEffect.NEXT_DRAWS_FOUR:
        rules_piles.give(state, victim, 4, DrawReason.CUSTOM_CARD)
    elif effect is CustomEffect.DRAW_UNTIL_COLOR and state.color is not None:
        rules_piles.draw_until(state, victim, state.color, DrawReason.CUSTOM_CARD)
    elif effect is CustomEffect.OPEN_HANDS:
        FAMILY.put(state, True)
        state.emit(OpenHands, player, True)
