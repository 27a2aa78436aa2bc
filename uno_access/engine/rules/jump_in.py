"""Jump-in: an identical card played out of turn.

wikipedia-uno-fr.txt, "Cartes identiques": "le joueur qui possède une carte de 1 à 9 identique (même
nombre) à celle qui vient d'être posée peut la poser même si ce n'est pas à son tour de jouer, et le jeu
se poursuit à partir de lui"; UNO Rapido plays it too (``RuleSet.jump_in``).

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card
from ..rules import JumpIn
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def can_jump_in(state: State, card: Card) -> bool:
    """Whether ``card`` may be played out of turn on the top card (jump-in, Rapido)."""
    mode = state.rules.jump_in
    top = state.discard[-1] if state.discard else None
    if mode is JumpIn.OFF or top is None or card.color is None:
        return False
    if mode is JumpIn.SAME_NUMBER:
        # wikipedia-uno-fr.txt: "une carte de 1 à 9 identique (même nombre)": not a 0, nor a symbol.
        return bool(card.number) and card.rank is top.rank
    return card == top


def jump_in(state: State, player: int) -> None:
    """An identical card played out of turn: "le tour de jeu reprend à partir de lui"."""
    interrupted = state.current_player
    if interrupted is not None:
        state._uno_declared[interrupted] = False
    state._drawn = None
    state._draws_this_turn = 0
    state.current_player = player
    state.phase = Phase.PLAY
