"""UNO Family Quick: the Quick Joker's effect and the Quickos card.

uno-family-quick-fr.txt: "si l'un des joueurs dépose la carte +4 au centre du jeu, le joueur en
possession de la carte Quickos peut retourner la carte contre lui" (:func:`quickos`); the family Joker is played as the
effect its player chooses (``Effect``).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _Target,
)
from ..actions import (
    Effect,
    Play,
)
from ..cards import Rank
from ..events import (
    CardPlayed,
    DrawReason,
    EffectChosen,
)
from ..pending import PendingChoice
from ..view import Phase
from . import hands as rules_hands
from . import piles as rules_piles
from . import scoring as rules_scoring

if TYPE_CHECKING:
    from ..state import State


def may_turn_back(state: State, player: int) -> bool:
    """Whether ``player``, not the one the +4 hits, may turn it back now (``RuleSet.quickos_anyone``)."""
    draw = state.pending_draw
    return (
        state.rules.quickos_anyone
        and draw is not None
        and draw.rank is Rank.WILD_DRAW_FOUR
        and draw.by is not None
        and player != draw.by
        and player != state.current_player
        and not state.eliminated[player]
    )


def quickos(state: State, player: int, action: Play) -> None:
    """uno-family-quick-fr.txt: the Quickos card "peut retourner la carte contre lui", the +4's player.

    The engine's reading: the +4's player draws the cards it owed, and the player it hit, spared,
    plays their turn on the colour named with the +4.  The book gives the Quickos card no other use:
    it is not a Joker, names no colour, and is never laid on its own (it counts 50 points in hand).
    ``RuleSet.quickos_anyone``: whoever holds it may turn the +4 back, not only the player it hits.
    """
    draw = state.pending_draw
    owed, by = (draw.owed, draw.by) if draw is not None else (0, None)
    victim = state.current_player
    state.pending_draw = None
    card = action.card
    hand = state.hands[player]
    hand.remove(card)
    state.discard.append(card)
    out_of_turn = player != victim
    state.emit(CardPlayed, player, card, len(hand), jump_in=out_of_turn)
    rules_piles.after_card_left_hand(state, player, action.uno or state.uno_declared[player])
    assert by is not None and victim is not None
    rules_piles.give(state, by, owed, DrawReason.QUICKOS)
    if not hand:
        rules_scoring.finish_round(state, player, card)
        return
    state.begin_turn(victim)


def choose_effect(state: State, player: int, effect: Effect) -> None:
    """A Family Quick Joker: "Le joueur peut décider lui-même de la fonction de sa carte"."""
    state.emit(EffectChosen, player, effect)
    if effect is Effect.SWAP_HANDS:
        if rules_hands.swap_targets(state, player):
            choice = state.pending_choice  # the Joker's: its card, no colour named
            state.pending_choice = PendingChoice(choice.card if choice is not None else None, target=_Target.SWAP_CARD)
            state.phase = Phase.CHOOSE_TARGET
            return
        state.resolve(player, Rank.FAMILY_QUICK)
        return
    rank = {
        Effect.NONE: Rank.FAMILY_QUICK,
        Effect.REVERSE: Rank.REVERSE,
        Effect.SKIP: Rank.SKIP,
        Effect.DRAW_TWO: Rank.DRAW_TWO,
    }[effect]
    state.resolve(player, rank)
