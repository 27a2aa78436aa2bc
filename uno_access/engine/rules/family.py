"""UNO Family Quick: the Quick Joker's effect and the Quickos card.

uno-family-quick-fr.txt: "si l'un des joueurs dépose la carte +4 au centre du jeu, le joueur en
possession de la carte Quickos peut retourner la carte contre lui"; the family Joker is played as the
effect its player chooses (``Effect``).

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _Target,
    _Then,
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
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def quickos(state: State, player: int, action: Play) -> None:
    """uno-family-quick-fr.txt: the Quickos card "retourne la carte contre lui", the +4's player.

    The +4's player draws what was owed; the Quickos then acts as a Joker
    played by its holder: they name the colour and play goes on from them.
    """
    owed, by = state._owed, state._owed_by
    state._owed, state._owed_rank, state._owed_by = 0, None, None
    card = action.card
    hand = state.hands[player]
    hand.remove(card)
    state.discard.append(card)
    state.color = None
    state._emit(CardPlayed, player, card, len(hand))
    state._after_card_left_hand(player, action.uno or state._uno_declared[player])
    assert by is not None
    state._give(by, owed, DrawReason.QUICKOS)
    if not hand:
        state._finish_round(player, card)
        return
    state._pending_card = card
    state._then = _Then.RESOLVE_PLAY
    if action.color is not None:
        state._choose_color(player, action.color)
    else:
        state.phase = Phase.CHOOSE_COLOR


def choose_effect(state: State, player: int, effect: Effect) -> None:
    """A Family Quick Joker: "Le joueur peut décider lui-même de la fonction de sa carte"."""
    state._emit(EffectChosen, player, effect)
    if effect is Effect.SWAP_HANDS:
        if state._swap_targets(player):
            state._target = _Target.SWAP_CARD
            state.phase = Phase.CHOOSE_TARGET
            return
        state._resolve(player, Rank.FAMILY_QUICK)
        return
    rank = {
        Effect.NONE: Rank.FAMILY_QUICK,
        Effect.REVERSE: Rank.REVERSE,
        Effect.SKIP: Rank.SKIP,
        Effect.DRAW_TWO: Rank.DRAW_TWO,
    }[effect]
    state._resolve(player, rank)
