"""UNO Rapido's confusion rule: a wrong card costs cards instead of being refused.

uno-rapido-fr.txt, "La règle de confusion": "chaque fois qu'un joueur joue au mauvais moment [...] il est
« confus » et doit piocher deux cartes. Il peut en revanche jouer si c'est son tour."

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import (
    Action,
    Play,
)
from ..errors import Reason
from ..events import (
    Confused,
    DrawReason,
)
from ..view import Phase
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


def is_confusion(state: State, player: int, action: Action, reason: Reason) -> bool:
    """UNO Rapido: a wrong play of a card one holds is paid in cards, not refused."""
    # The reason first: these reasons come after the player was found to be a seat at the table,
    # so an unknown player (-1, 99, "0") is refused as such, never compared as a number.
    return (
        state.rules.confusion_penalty > 0
        and reason
        in (
            Reason.CARD_DOES_NOT_MATCH,
            Reason.COLOR_IN_HAND,
            Reason.NOT_YOUR_TURN,
            Reason.NOT_IDENTICAL,
            Reason.ONLY_DRAWN_CARD,
            Reason.MUST_ANSWER_DRAW,
        )
        and isinstance(action, Play)
        and state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        and 0 <= player < state.num_players
        and not state.eliminated[player]
    )


def confuse(state: State, player: int, action: Action) -> None:
    assert isinstance(action, Play)
    state.emit(Confused, player, action.card)
    rules_piles.give(state, player, state.rules.confusion_penalty, DrawReason.CONFUSION)
