"""Choosing the dealer.

official-rules-fr.txt: "Chaque participant sélectionne une carte. Celui qui obtient la carte avec le chiffre le
plus élevé devient le donneur (Les cartes qui ont des symboles représentent le chiffre 0)"; a tie draws again.
The next round's dealer is "le joueur à la gauche du donneur de la manche précédente"; wikipedia-uno-fr.txt,
"Préparation du jeu", draws again each round: "Au début de chaque manche, chaque joueur tire une carte chiffre au
hasard dans la pioche" (``RuleSet.dealer_each_round``).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import _shuffle
from ..events import DealerChosen, DealerDraw

if TYPE_CHECKING:
    from ..state import State


def choose_dealer(state: State) -> int:
    """Each player draws a card; the highest number deals, symbols count 0, ties draw again."""
    deck = state.rules.build_deck()
    _shuffle(state.rng, deck)
    contenders = [player for player in range(state.num_players) if not state.eliminated[player]]
    while True:
        draws: dict[int, int] = {}
        for player in contenders:
            if not deck:
                deck = state.rules.build_deck()
                _shuffle(state.rng, deck)
            card = deck.pop()
            state.emit(DealerDraw, player, card)
            draws[player] = card.number or 0
        best = max(draws.values())
        contenders = [player for player in contenders if draws[player] == best]
        if len(contenders) == 1:
            state.emit(DealerChosen, contenders[0])
            return contenders[0]


def next_dealer(state: State) -> int:
    """The next round's dealer: the player to the left of this one, or drawn again (``dealer_each_round``)."""
    if state.rules.dealer_each_round:
        return choose_dealer(state)
    return state.next_seat_left(state.dealer)
