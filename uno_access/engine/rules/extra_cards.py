"""Extra cards for any deck, from wikipedia-uno-fr.txt's equipment list: the +2? and the +4?.

"4 cartes « +2? » (une par couleur) et deux « +4? » ayant le même effet que des cartes « +2 » et « +4 »
normales mais pouvant pénaliser indifféremment n'importe quel joueur" (``RuleSet.any_victim_cards``).

This game's reading, said in the help: the +2? is played as a +2 (on its colour or on another +2?), the +4?
as a +4 (its player names the colour); then their player chooses any other player, who draws 2 or 4.  If
that player is the next one, they also lose their turn, as under a +2 or a +4; anyone else only draws, and
the next player plays.  The card is not stacked nor challenged: the +4? may only be laid by a player holding
no card of the colour in play (the +4's rule in official-rules-fr.txt, checked here instead of challenged).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import _Target
from ..cards import Color, Rank
from ..events import DrawReason
from ..view import Phase
from . import answers as rules_answers
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State

#: Cards the chosen victim draws, and why.
VICTIM_CARDS: dict[Rank, tuple[int, DrawReason]] = {
    Rank.DRAW_TWO_ANY: (2, DrawReason.DRAW_TWO),
    Rank.DRAW_FOUR_ANY: (4, DrawReason.DRAW_FOUR),
}


def may_lay_draw_four_any(state: State, color: Color | None) -> bool:
    """The +4's rule for the +4?: no card of the colour in play in the hand of the player to play."""
    player = state.current_player
    return color is None or player is None or not any(card.color is color for card in state.hands[player])


def choose_victim(state: State, player: int, rank: Rank) -> None:
    """The card is laid (and its colour named): its player chooses who draws."""
    state._give_count = VICTIM_CARDS[rank][0]
    state._target = _Target.VICTIM
    state.current_player = player
    state.phase = Phase.CHOOSE_TARGET


def hit_victim(state: State, player: int, victim: int) -> None:
    """The chosen player draws; the next player also loses their turn, as under a +2 or a +4."""
    card = state._pending_card
    reason = VICTIM_CARDS[card.rank][1] if card is not None and card.rank in VICTIM_CARDS else DrawReason.GIVEN
    rules_piles.give(state, victim, state._give_count, reason)
    following = state.next_player(player)
    if victim == following:
        rules_answers.skip(state, victim)
    else:
        state._begin_turn(following)
