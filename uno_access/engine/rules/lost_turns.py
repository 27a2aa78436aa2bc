"""A turn lost later, not at once: the +2? and +4?'s chosen player, a boomerang's sender.

wikipedia-uno-fr.txt's equipment list: the +2? and +4? have "le même effet que des cartes « +2 » et « +4 »
normales mais pouvant pénaliser indifféremment n'importe quel joueur" (``RuleSet.any_victim_skips``), and the
boomerang sends "l'effet de la dernière carte spéciale jouée à celui qui l'a posée" (``RuleSet.boomerang_whole``):
read whole, the effect is to lose a turn, and the player hit may not be the next one.  Their next turn is lost:
when it would start, they are skipped (once for each time they were hit).

A leaf of the rules engine (it imports no other rule module): the core and the turn's fast paths call
:func:`turn_starts` only while a turn is owed (``state._lost_turns``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import PLAYER_SKIPPED, NextTurnLost

if TYPE_CHECKING:
    from ..state import State


def lose_next_turn(state: State, player: int) -> None:
    """``player`` will lose their next turn (said now: the table knows it)."""
    state._lost_turns = (*state._lost_turns, player)
    state.emit(NextTurnLost, player)


def turn_starts(state: State, player: int) -> int:
    """The player whose turn starts instead of ``player``: one who owes a lost turn is skipped, and it is spent."""
    lost = list(state._lost_turns)
    while player in lost:  # each pass spends one: it ends
        lost.remove(player)
        if state.record_events:
            state.new_events.append(PLAYER_SKIPPED[player])
        player = state.next_player(player)
    state._lost_turns = tuple(lost)
    return player
