"""The house rule « Carte Uno » (``RuleSet.turn_cards``, ``--house uno-card``).

wikipedia-uno-fr.txt, "« Carte Uno »": "Une ou plusieurs cartes Uno sont disponibles dans le jeu.
Celle-ci peut-être jouée à n'importe quel moment de la partie. La carte, une fois posée, consiste à faire
tourner le jeu, c'est-à-dire que tous les joueurs échangent leurs cartes dans le sens inverse des aiguilles
d'une montre (si le jeu tourne dans le sens des aiguilles d'une montre) et inversement. Si un joueur
annonce Uno (puisqu'il ne lui reste qu'une carte) il la pose mais les cartes des joueurs tournent quand
même… donc c'est l'autre joueur qui remporte la partie. Cette carte vaut 100 points."

The engine's reading: the card fits on anything and leaves the colour in play as it was; "à n'importe
quel moment" is the player's own turn, or anyone else's while a card may be laid (not in the middle of a
choice or a challenge).  Each hand goes one seat against the direction of play (each player takes the
hand of the next player); whoever receives an empty hand wins the round.  Laid in turn, play goes on to
the next player; laid out of turn, the player whose turn it was starts it again with their new hand.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Play
from ..cards import Card, Direction, Rank
from ..events import CardPlayed, HandsPassed
from ..view import Phase
from . import hands as rules_hands
from . import scoring as rules_scoring
from . import sequences as rules_sequences

if TYPE_CHECKING:
    from ..state import State

#: The phases in which another player may lay the card out of turn.
_OPEN_PHASES = (Phase.PLAY, Phase.AFTER_DRAW, Phase.SEQUENCE)


def may_lay_out_of_turn(state: State, player: int, card: Card) -> bool:
    """Whether ``player``, whose turn it is not, may lay ``card`` now: an UNO card, while a card may be laid."""
    return (card.rank is Rank.TURN and player != state.current_player and state.phase in _OPEN_PHASES
            and not state.eliminated[player] and not rules_sequences.unbroken(state))


def lay_turn_card(state: State, player: int, action: Play) -> None:
    """The UNO card is laid: every hand turns one seat against the direction of play."""
    card = action.card
    out_of_turn = player != state.current_player
    hand = state.hands[player]
    hand.remove(card)
    state.discard.append(card)  # the colour in play stays
    rules_sequences.stop(state)
    state.emit(CardPlayed, player, card, len(hand), jump_in=out_of_turn)
    seats = [seat for seat in range(state.num_players) if not state.eliminated[seat]]
    moved = {seat: state.hands[seat] for seat in seats}
    for seat in seats:
        state.hands[seat] = moved[state.next_player(seat)]
    state.uno_catchable = None
    state.uno_declared = [False] * state.num_players
    state.emit(HandsPassed, player, Direction(-state.direction.value))
    rules_hands.emit_new_hands(state, seats)
    empty = [seat for seat in seats if not state.hands[seat]]
    if empty:
        # "les cartes des joueurs tournent quand même… donc c'est l'autre joueur qui remporte la partie"
        rules_scoring.finish_round(state, empty[0], card)
        return
    current = state.current_player
    state.begin_turn(current if out_of_turn and current is not None else state.next_player(player))
