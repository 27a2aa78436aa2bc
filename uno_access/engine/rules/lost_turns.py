"""A turn lost later, not at once: the +2? and +4?'s chosen player, a boomerang's sender.

wikipedia-uno-fr.txt's equipment list: the +2? and +4? have "le même effet que des cartes « +2 » et « +4 »
normales mais pouvant pénaliser indifféremment n'importe quel joueur" (``RuleSet.any_victim_skips``), and the
boomerang sends "l'effet de la dernière carte spéciale jouée à celui qui l'a posée" (``RuleSet.boomerang_whole``):
read whole, the effect is to lose a turn, and the player hit may not be the next one.  Their next turn is lost:
when it would start, they are skipped (once for each time they were hit).

A leaf of the rules engine (it imports no other rule module).  Its record (:data:`FAMILY`) is the tuple of
players who owe a turn, public (``PlayerView.lost_turns``); the core calls :func:`turn_starts` as each turn
starts (a hook), which does nothing while no turn is owed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..events import PLAYER_SKIPPED, NextTurnLost
from ..hooks import Family

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView


def lose_next_turn(state: State, player: int) -> None:
    """``player`` will lose their next turn (said now: the table knows it)."""
    FAMILY.put(state, (*FAMILY.of(state), player))
    state.emit(NextTurnLost, player)


def turn_starts(state: State, player: int) -> int:
    """The player whose turn starts instead of ``player``: one who owes a lost turn is skipped, and it is spent."""
    owed = FAMILY.of(state)
    if not owed:
        return player
    lost = list(owed)
    while player in lost:  # each pass spends one: it ends
        lost.remove(player)
        if state.record_events:
            state.history.new_events.append(PLAYER_SKIPPED[player])
        player = state.next_player(player)
    FAMILY.put(state, tuple(lost))
    return player


def _view(state: State, player: int, record: tuple[int, ...]) -> Mapping[str, object]:
    return {"lost_turns": record}


def _from_view(view: PlayerView, record: tuple[int, ...]) -> tuple[int, ...]:
    return view.lost_turns  # who will lose a turn is public


#: Players whose next turn is lost, once each time they are named (``()``: none; a new round forgets them).
FAMILY: Family[tuple[int, ...]] = Family(
    "lost_turns", lambda rules: rules.any_victim_skips or rules.boomerang_whole or rules.identical_pair_actions, (),
    view=_view, from_view=_from_view, turn_starts=turn_starts)
