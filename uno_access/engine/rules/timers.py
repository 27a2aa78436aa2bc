"""The time limit ("Le temps limité", wikipedia-uno-fr.txt), ``RuleSet.time_limit``.

"Dans cette variante, le joueur possède un temps limité, et s'il met trop de temps à choisir sa carte, il en
pioche deux !"; UNO Master: "un chronomètre électronique fixe le délai de réflexion maximal dont dispose
chaque joueur à chaque tour. Il y a 3 vitesses de jeu possibles."

The engine keeps no clock (it is pure): the table's clock sends :class:`~uno_access.engine.actions.TimeUp`
when the player to choose a card (phases PLAY and AFTER_DRAW) took too long.  The engine's reading: they
draw ``RuleSet.time_penalty`` cards and their turn is over.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import DrawReason
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State

#: UNO Master's three speeds, in seconds a turn (the book gives no figures: these are generous enough for
#: a screen reader at a usual speed, the clock starting once the turn has been said).
MASTER_SPEEDS: dict[str, int] = {"slow": 45, "medium": 30, "fast": 15}


def time_up(state: State, player: int) -> None:
    """Too slow: "il en pioche deux", and the turn passes (UNO Olympique: one card, and the player plays on,
    the clock starting again: "un joueur qui prend une pénalité ne saute pas le sien")."""
    rules_piles.give(state, player, state.rules.time_penalty, DrawReason.TIME_UP)
    if state.rules.penalty_keeps_turn:
        state.begin_turn(player)
        return
    state.end_turn(player)
