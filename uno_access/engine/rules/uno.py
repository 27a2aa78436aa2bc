"""Saying UNO, forgetting it, being caught.

official-rules-fr.txt: a player left with one card says "UNO"; one who forgot draws 2 "si un autre
joueur le remarque" before the next player plays (``RuleSet.uno_penalty``).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Color
from ..events import (
    DrawReason,
    UnoCaught,
    UnoMissed,
)
from ..pending import PendingChallenge, PendingChoice
from . import piles as rules_piles
from . import sequences as rules_sequences

if TYPE_CHECKING:
    from ..state import State


def catch_uno(state: State, catcher: int, target: int) -> None:
    state.uno_catchable = None
    state.emit(UnoCaught, catcher, target)
    rules_piles.give(state, target, state.rules.uno_penalty, DrawReason.UNO_PENALTY)




def defer_going_out(state: State, player: int, called: bool, color: Color | None = None,
                    challenge: PendingChallenge | None = None) -> bool:
    """``RuleSet.contre_uno``: a last card laid without UNO ever said does not end the round yet.

    wikipedia-uno-fr.txt: "S'il abat sa dernière carte sans jamais avoir dit « UNO », et qu'un adversaire annonce
    « CONTRE-UNO » avant lui, le "vainqueur" doit reprendre deux cartes ; la manche continue."  The player is
    catchable with an empty hand, the next player's turn starts; the card waits to act (contre_uno.py).  Returns
    whether the round waits; ``False``: the caller ends it.  A Joker's colour named with it, and a +4's
    challenge, are kept for when it acts.
    """
    card = state.discard[-1]  # only the classic deck's cards (CardKind.official) can still act once caught
    if called or not state.rules.contre_uno or rules_sequences.unbroken(state) or not card.kind.official:
        return False
    state.pending_choice = PendingChoice(None, preset_color=color, challenge=challenge)
    state.uno_catchable = player
    state.emit(UnoMissed, player)
    state.begin_turn(state.next_player(player))
    return True
