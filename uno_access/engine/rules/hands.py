"""Hands that change owners: Swap Hands, Shuffle Hands, the 7-0 rule, a chosen player.

official-rules-fr.txt, "Échange de main": not "contre un joueur qui n'a qu'une seule carte";
"Mélanger les mains": the player "commence par le joueur qui se trouve à sa gauche";
wikipedia-uno-fr.txt, the 7-0 rule: a 7 swaps with a chosen player, a 0 passes every hand on.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
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
from ..pending import PendingChoice
from ..view import Phase
from . import extra_cards as rules_extra_cards
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


def others(state: State, player: int) -> list[int]:
    return [p for p in range(state.num_players) if p != player and not state.eliminated[p]]


def swap_targets(state: State, player: int) -> list[int]:
    """Whom Swap Hands may target: "pas contre un joueur qui n'a qu'une seule carte"."""
    return [p for p in others(state, player) if len(state.hands[p]) != 1]


def targets_for(state: State, player: int, purpose: _Target) -> list[int]:
    if purpose is _Target.SWAP_CARD:
        return swap_targets(state, player)
    if purpose is _Target.NEXT:
        return [p for p in range(state.num_players) if not state.eliminated[p]]
    return others(state, player)


def target_purpose(state: State) -> _Target:
    """Why the player to act chooses a player (the choice open, else a Swap Hands card's)."""
    choice = state.pending_choice
    return choice.target if choice is not None else _Target.SWAP_CARD


def targets(state: State, player: int) -> list[int]:
    return targets_for(state, player, target_purpose(state))


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
    state.uno_catchable = None
    state.uno_declared = [False] * state.num_players
    state.emit(HandsShuffled, player)
    emit_new_hands(state, others(state, player) + [player])


def swap_hands(state: State, player: int, target: int) -> None:
    state.hands[player], state.hands[target] = state.hands[target], state.hands[player]
    state.uno_catchable = None
    state.uno_declared[player] = state.uno_declared[target] = False
    state.emit(HandsSwapped, player, target)
    emit_new_hands(state, (player, target))


def pass_hands(state: State, player: int, direction: Direction | None = None) -> None:
    """7-0: a 0 passes every hand to the next player in the direction of play (UNO Olympique: in the
    ``direction`` its player chose)."""
    seats = [p for p in range(state.num_players) if not state.eliminated[p]]
    moved = [list(state.hands[p]) for p in range(state.num_players)]
    direction = direction or state.direction
    for index, seat in enumerate(seats):
        state.hands[seats[(index + direction.value) % len(seats)]] = moved[seat]
    state.uno_catchable = None
    state.uno_declared = [False] * state.num_players
    state.emit(HandsPassed, player, direction)
    emit_new_hands(state, seats)


def emit_new_hands(state: State, players: Iterable[int]) -> None:
    if state.record_events:
        for p in players:
            state.history.new_events.append(NewHand(p, tuple(sorted(state.hands[p], key=BY_ORDER)), len(state.hands[p])))


def choose_target(state: State, player: int, target: int) -> None:
    choice = state.pending_choice
    purpose = choice.target if choice is not None else _Target.SWAP_CARD
    if purpose is _Target.VICTIM:
        rules_extra_cards.hit_victim(state, player, target)
        return
    if purpose is _Target.GIVE:
        rules_piles.give(state, target, choice.give_count if choice is not None else 0, DrawReason.GIVEN)
        state.begin_turn(state.next_player(player))
        return
    if purpose is _Target.NEXT:
        state.emit(NextPlayerChosen, player, target)
        state.begin_turn(target)
        return
    if purpose is _Target.SEVEN:
        swap_hands(state, player, target)
        # olympic.py: "on considère que c'est B qui vient de jouer et le tour reprend à lui"
        state.begin_turn(state.next_player(target if state.rules.seven_zero_choice else player))
        return
    swap_hands(state, player, target)
    card = choice.card if choice is not None else None
    if card is not None and card.rank is Rank.FAMILY_QUICK:
        state.resolve(player, Rank.FAMILY_QUICK)
        return
    preset = choice.preset_color if choice is not None else None
    if choice is not None and preset is not None:
        state.pending_choice = PendingChoice(choice.card, choice.opening, choice.target, None, choice.give_count,
                                             choice.challenge)
    if preset is not None:
        state.choose_color(player, preset)
    else:
        state.phase = Phase.CHOOSE_COLOR
