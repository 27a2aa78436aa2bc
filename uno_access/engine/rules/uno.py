"""Saying UNO, forgetting it, being caught.

official-rules-fr.txt: a player left with one card says "UNO"; one who forgot draws 2 "si un autre
joueur le remarque" before the next player plays (``RuleSet.uno_penalty``).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import (
    DrawReason,
    UnoCaught,
    UnoMissed,
)
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


def catch_uno(state: State, catcher: int, target: int) -> None:
    state._uno_catchable = None
    state._emit(UnoCaught, catcher, target)
    rules_piles.give(state, target, state.rules.uno_penalty, DrawReason.UNO_PENALTY)


def after_card_left_hand(state: State, player: int, called: bool) -> None:
    """UNO: down to one card, the player is safe if they said it, else anyone may catch them."""
    if len(state.hands[player]) == 1:
        if called:
            state._uno_declared[player] = True
        else:
            state._uno_catchable = player
            state._emit(UnoMissed, player)


def no_longer_one_card(state: State, player: int) -> None:
    """A drawing player holds more than one card again: nothing to say, nothing to catch."""
    state._uno_declared[player] = False
    if state._uno_catchable == player:
        state._uno_catchable = None
