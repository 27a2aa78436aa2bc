"""Hands that change owners: Swap Hands, Shuffle Hands, the 7-0 rule, a chosen player.

official-rules-fr.txt, "Échange de main": not "contre un joueur qui n'a qu'une seule carte";
"Mélanger les mains": the player "commence par le joueur qui se trouve à sa gauche";
wikipedia-uno-fr.txt, the 7-0 rule: a 7 swaps with a chosen player, a 0 passes every hand on.

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .._shared import (
    _shuffle,
    _Target,
)
from ..cards import BY_ORDER, Direction, Rank
from ..events import (
    DrawReason,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    NewHand,
    NextPlayerChosen,
)
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def others(state: State, player: int) -> list[int]:
    return [p for p in range(state.num_players) if p != player and not state.eliminated[p]]


def swap_targets(state: State, player: int) -> list[int]:
    """Whom Swap Hands may target: "pas contre un joueur qui n'a qu'une seule carte"."""
    return [p for p in state._others(player) if len(state.hands[p]) != 1]


def targets_for(state: State, player: int, purpose: _Target) -> list[int]:
    if purpose is _Target.SWAP_CARD:
        return state._swap_targets(player)
    if purpose is _Target.NEXT:
        return [p for p in range(state.num_players) if not state.eliminated[p]]
    return state._others(player)


def targets(state: State, player: int) -> list[int]:
    return state._targets_for(player, state._target)


def shuffle_hands(state: State, player: int) -> None:
    """Collect every hand, shuffle, deal them all out from the player's left."""
    cards = [card for hand in state.hands for card in hand]
    _shuffle(state.rng, cards)
    state.hands = [[] for _ in range(state.num_players)]
    seat = player
    for card in cards:
        # "il commence par le joueur qui se trouve à sa gauche" - to the left, whatever the direction of play
        seat = state.next_seat_left(seat)
        state.hands[seat].append(card)
    state._uno_catchable = None
    state._uno_declared = [False] * state.num_players
    state._emit(HandsShuffled, player)
    state._emit_new_hands(state._others(player) + [player])


def swap_hands(state: State, player: int, target: int) -> None:
    state.hands[player], state.hands[target] = state.hands[target], state.hands[player]
    state._uno_catchable = None
    state._uno_declared[player] = state._uno_declared[target] = False
    state._emit(HandsSwapped, player, target)
    state._emit_new_hands((player, target))


def pass_hands(state: State, player: int, direction: Direction | None = None) -> None:
    """7-0: a 0 passes every hand to the next player in the direction of play (UNO Olympique: in the
    ``direction`` its player chose)."""
    seats = [p for p in range(state.num_players) if not state.eliminated[p]]
    moved = [list(state.hands[p]) for p in range(state.num_players)]
    direction = direction or state.direction
    for index, seat in enumerate(seats):
        state.hands[seats[(index + direction.value) % len(seats)]] = moved[seat]
    state._uno_catchable = None
    state._uno_declared = [False] * state.num_players
    state._emit(HandsPassed, player, direction)
    state._emit_new_hands(seats)


def emit_new_hands(state: State, players: Iterable[int]) -> None:
    if state.record_events:
        for p in players:
            state._new.append(NewHand(p, tuple(sorted(state.hands[p], key=BY_ORDER)), len(state.hands[p])))


def choose_target(state: State, player: int, target: int) -> None:
    if state._target is _Target.GIVE:
        state._give(target, state._give_count, DrawReason.GIVEN)
        state._begin_turn(state.next_player(player))
        return
    if state._target is _Target.NEXT:
        state._emit(NextPlayerChosen, player, target)
        state._begin_turn(target)
        return
    if state._target is _Target.SEVEN:
        state._swap_hands(player, target)
        # olympic.py: "on considère que c'est B qui vient de jouer et le tour reprend à lui"
        state._begin_turn(state.next_player(target if state.rules.seven_zero_choice else player))
        return
    state._swap_hands(player, target)
    card = state._pending_card
    if card is not None and card.rank is Rank.FAMILY_QUICK:
        state._resolve(player, Rank.FAMILY_QUICK)
        return
    preset, state._preset_color = state._preset_color, None
    if preset is not None:
        state._choose_color(player, preset)
    else:
        state.phase = Phase.CHOOSE_COLOR
