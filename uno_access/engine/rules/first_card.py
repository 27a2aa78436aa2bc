"""The first card turned at the start of a round, and what it does.

official-rules-fr.txt: "La première carte de la Pioche est retournée afin de représenter le talon";
a +4 goes back into the pile; "Si la carte « Joker » est découverte en début de jeu, le joueur qui se
trouve à la gauche du donneur sélectionne une couleur de départ"; a first reverse, skip or +2 acts as if
the dealer had played it.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CUSTOM_RANKS, Card, Direction, Rank
from ..events import (
    DirectionChanged,
    DrawReason,
    FirstCard,
    FirstCardReturned,
    PlayerSkipped,
)
from ..pending import PendingChoice
from ..rules import FirstReverse, FirstSkip, FirstWildChooser
from ..view import Phase
from . import custom as rules_custom
from . import extreme as rules_extreme
from . import h2o as rules_h2o
from . import hands as rules_hands
from . import piles as rules_piles
from . import wizz as rules_wizz

if TYPE_CHECKING:
    from ..state import State

def may_start(state: State, card: Card) -> bool:
    """Whether ``card``, turned first, starts the round (``CardKind.may_start``; the others go back into the
    pile): uno-family-quick-fr.txt, "remet alors la carte sous la pioche et en retourne une autre"; the UNO card,
    the launcher's "tour", the invisible card and the boomerang act only against another card.  The +4 starts
    one under ``family_draw_four`` only."""
    if card.rank is Rank.WILD_DRAW_FOUR:
        return state.rules.family_draw_four
    return card.kind.may_start


def turn_first_card(state: State) -> None:
    """Turn the first card and apply its effect (official-rules-fr.txt, "en début de partie")."""
    first_player = state.next_player(state.dealer)  # olympic.py: the deal's direction
    while True:
        card = rules_piles.pop_draw_pile(state)
        if card is None:  # a stacked deck with nothing left: play on without a top card
            state.begin_turn(first_player)
            return
        if not any(may_start(state, other) for other in state.draw_pile):
            break  # nothing left could start the round (a tiny stacked deck): this card does, not a loop
        if card.rank is Rank.DRAW_FOUR_ANY or card.rank is Rank.WILD_DRAW_FOUR and not state.rules.family_draw_four:
            # extra_cards.py: the +4? goes back as the +4 does
            # "le donneur la remet dans la pioche et sélectionne une autre carte"
            state.emit(FirstCardReturned, card)
            state.draw_pile.insert(state.rng.randrange(len(state.draw_pile) + 1), card)
            continue
        if not may_start(state, card):
            # uno-family-quick-fr.txt: "remet alors la carte sous la pioche et en retourne une autre"
            state.emit(FirstCardReturned, card)
            state.draw_pile.insert(0, card)
            continue
        break
    state.discard.append(card)
    state.color = card.color
    if state.record_events:
        state.history.new_events.append(FirstCard(card))
    rank = card.rank
    if rank is Rank.HIT_TWICE:
        # extreme.py: as a first +2, the first player presses twice and loses the turn
        rules_extreme.hit(state, first_player, 2, DrawReason.HIT_TWICE)
        state.emit(PlayerSkipped, first_player)
        state.begin_turn(state.next_player(first_player))
    elif rank is Rank.DRAW_TWO or rank is Rank.DRAW_TWO_ANY:
        # extra_cards.py: a +2? turned first hits the first player, as a +2 (the dealer chose no one)
        rules_piles.give(state, first_player, 2, DrawReason.DRAW_TWO)
        state.emit(PlayerSkipped, first_player)
        state.begin_turn(state.next_player(first_player))
    elif rank is Rank.REVERSE:
        state.direction = Direction(-state.direction.value)
        state.emit(DirectionChanged, state.direction)
        if state.rules.first_reverse is FirstReverse.RIGHT_OF_DEALER:
            # braille-uno-rules-fr.txt: "le premier à jouer sera alors le joueur situé à droite du donneur"
            state.begin_turn(state.next_player(state.dealer))
        else:
            # official-rules-fr.txt: "le donneur joue en premier, et ensuite le jeu change de sens"
            state.begin_turn(state.dealer)
    elif rank is Rank.SKIP and state.rules.first_skip is FirstSkip.SECOND_RIGHT_OF_DEALER:
        # braille-uno-rules-fr.txt: "Si c'est la première carte du talon, le premier à jouer sera alors le 2ème
        # joueur situé à droite du donneur": two seats against the way of play, which then goes on as ever
        state.begin_turn(_against_play(state, _against_play(state, state.dealer)))
    elif rank is Rank.SKIP:
        state.emit(PlayerSkipped, first_player)
        state.begin_turn(state.next_player(first_player))
    elif rank is Rank.WIZZ:
        rules_wizz.spin(state, first_player)  # wizz.py: as if the dealer had laid it
    elif card.chooses_color:
        chooser = first_player
        if rank is Rank.WILD and state.rules.first_wild_chooser is FirstWildChooser.DEALER:
            chooser = state.dealer
        state.pending_choice = PendingChoice(card, opening=True)  # the round starts after the choice
        state.current_player = chooser
        if rank is Rank.SWAP_HANDS and rules_hands.swap_targets(state, first_player):
            # "échange ses cartes avec le joueur de son choix avant de débuter la partie"
            state.phase = Phase.CHOOSE_TARGET
        else:
            state.phase = Phase.CHOOSE_COLOR
    else:
        state.begin_turn(first_player)


def _against_play(state: State, player: int) -> int:
    """The player before ``player`` in the way of play (to the right when play goes left)."""
    state.direction = Direction(-state.direction.value)
    try:
        return state.next_player(player)
    finally:
        state.direction = Direction(-state.direction.value)


def start_after_first_card(state: State) -> None:
    """The first card was black and its colour is chosen: the round starts."""
    choice = state.pending_choice
    card = choice.card if choice is not None else None
    state.pending_choice = PendingChoice(card)  # the choice made: the card acts as laid
    first_player = state.next_player(state.dealer)  # olympic.py: the deal's direction
    if card is not None and card.rank is Rank.WILD_DRAW_FOUR:
        # uno-family-quick-fr.txt, +4: "Si cette carte est retournée en début de jeu, la même règle s'applique."
        rules_piles.give(state, first_player, 4, DrawReason.DRAW_FOUR)
        state.emit(PlayerSkipped, first_player)
        state.begin_turn(state.next_player(first_player))
        return
    if card is not None and card.rank is Rank.EXTREME_HIT:
        rules_extreme.hit_everyone(state, state.dealer)  # extreme.py: as if the dealer had laid it
    if card is not None and card.rank in rules_h2o.DOWNPOUR:
        # h2o.py: laid by the dealer, as every first card's effect ("tous les autres joueurs doivent piocher")
        rules_h2o.downpour(state, state.dealer, card.rank)
    if card is not None and card.rank in CUSTOM_RANKS:
        # "c'est le joueur à gauche du donneur qui décidera de la couleur de départ.
        # Il subira également sa règle personnalisée." (choices of a player: none at the start)
        rules_custom.suffer_custom(state, state.dealer, first_player, rules_custom.custom_effect(state, card.rank))
    state.begin_turn(first_player)
