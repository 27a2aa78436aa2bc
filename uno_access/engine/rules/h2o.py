"""UNO H2O Splash's Downpour cards (wikipedia-uno-fr.txt, "Uno H2O Splash Game").

"Les « Downpour » +1 et +2. Si une carte « Downpour » +1 ou +2 est jouée, tous les autres joueurs doivent
piocher une ou deux cartes, selon la carte « Downpour » jouée. Celui qui joue la carte peut aussi choisir une
nouvelle couleur ; le jeu se poursuit alors dans la même direction. Ces cartes sont compatibles avec les
instructions du jeu Uno original."

A Downpour card is black and goes on anything, as a Joker does; its player names the colour, then every other
player, from the next one in the direction of play, draws 1 or 2 cards, and the next player plays: nobody loses
a turn.  Turned first, it acts as if the dealer had laid it: every player but the dealer draws, then the player
to the dealer's left names the colour and plays (first_card.py).  Worth 20 points, as a +2 (ruleset.py).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Rank
from ..events import DrawReason
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State

#: Cards each other player draws.
DOWNPOUR: dict[Rank, int] = {Rank.DOWNPOUR_ONE: 1, Rank.DOWNPOUR_TWO: 2}


def downpour(state: State, player: int, rank: Rank) -> None:
    """"tous les autres joueurs doivent piocher une ou deux cartes": in the order of play from the next one."""
    count = DOWNPOUR[rank]
    seat = state.next_player(player)
    while seat != player:
        rules_piles.give(state, seat, count, DrawReason.DOWNPOUR)
        seat = state.next_player(seat)
