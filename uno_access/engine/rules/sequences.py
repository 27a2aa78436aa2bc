"""Sequences ("Suites"): after a numbered card, more numbered cards in the same turn.

wikipedia-uno-fr.txt, "Suites": "lorsqu'un joueur a posé une carte numérotée, il peut continuer à poser
des cartes de 0 à 9 portant le même numéro (éventuellement d'une autre couleur) ou un nombre consécutif
(de la même couleur) [...] Par exemple, il est possible de réaliser la suite suivante : 6 rouge, 5 rouge,
5 rouge, 4 rouge, 4 vert, 5 vert. Le joueur peut être interrompu dans sa suite par un joueur ayant une
carte identique (variante des cartes identiques). Rappel : il est impossible d'accumuler deux cartes
spéciales comme +2/+4."

Readings chosen where the book is silent: each card follows the one just laid (the example's 4 vert
follows 4 rouge by its number, 5 vert follows 4 vert by its colour); the player says when they stop
(``Pass``), or stops when nothing in their hand can follow; a 7 or a 0 under the 7-0 rule ends the
sequence with its effect; drawing is not allowed in the middle of a sequence.

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def follows(card: Card, last: Card) -> bool:
    """Whether ``card`` may follow ``last`` in a sequence: the same number in any colour, or the next
    number up or down in the same colour."""
    number, previous = card.number, last.number
    if number is None or previous is None:
        return False
    return number == previous or card.color is last.color and abs(number - previous) == 1


def can_follow(state: State, card: Card) -> bool:
    """Whether ``card`` goes on the sequence being laid (the top of the discard pile is its last card)."""
    return bool(state.discard) and follows(card, state.discard[-1])


def open_sequence(state: State, player: int) -> bool:
    """After ``player`` laid a numbered card: let them go on when a card of their hand can follow.

    ``True`` when the sequence goes on (the player keeps the turn, in :attr:`Phase.SEQUENCE`).
    """
    top = state.discard[-1]
    for card in state.hands[player]:
        if follows(card, top):
            state.current_player = player
            state.phase = Phase.SEQUENCE
            return True
    return False
