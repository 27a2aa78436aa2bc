"""What one player may know: the only thing bots and front ends receive."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .actions import Action
from .cards import Card, Color
from .cards import Direction
from .rules import RuleSet


class Phase(Enum):
    """Whose decision it is, and what kind of decision."""

    PLAY = "play"  # play a card or draw
    AFTER_DRAW = "after-draw"  # play the card just drawn, or pass
    CHOOSE_COLOR = "choose-color"
    CHOOSE_TARGET = "choose-target"
    CHALLENGE = "challenge"  # challenge or accept a +4
    ANSWER = "answer"  # answer a draw card or a skip with the same kind of card, or accept it
    CHOOSE_EFFECT = "choose-effect"  # what a Family Quick Joker does
    SEQUENCE = "sequence"  # go on with a sequence of numbered cards, or stop (the "sequences" house rule)
    DEAL = "deal"  # the dealer chooses how many cards to deal (UNO Olympique)
    CHOOSE_DIRECTION = "choose-direction"  # the deal's direction, or the way a 0 turns the hands (UNO Olympique)
    ROUND_OVER = "round-over"
    MATCH_OVER = "match-over"

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and C-fast


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``player`` may know, and nothing more."""

    player: int
    num_players: int
    rules: RuleSet
    phase: Phase
    #: Whose decision it is (``None`` between rounds).
    current_player: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    top_card: Card | None
    #: The colour to play (a Joker's chosen colour, or the top card's own).
    color: Color | None
    direction: Direction
    draw_pile_size: int
    #: Every card of the discard pile, bottom first: they were all seen face up.
    discard: tuple[Card, ...]
    dealer: int
    round_number: int
    scores: tuple[int, ...]
    #: The card drawn this turn that may now be played, if any.
    drawn_card: Card | None
    #: A player down to one card who did not say UNO and can be caught.
    uno_catchable: int | None
    #: Players who said UNO and still hold one card.
    uno_called: frozenset[int]
    #: Who played the +4 that may now be challenged.
    challenge_from: int | None
    legal_actions: tuple[Action, ...]
    #: Cards owed by the player to act in the ANSWER phase (0 for a skip).
    draw_owed: int = 0
    #: Players out of the match (UNO Challenge).
    eliminated: frozenset[int] = frozenset()
    #: Every hand, when a customizable card made everyone play with open hands.
    open_hands: tuple[tuple[Card, ...], ...] | None = None
    #: Cursed cards ("Mauvaises cartes"): the card shown this round, whose identical cards are cursed.
    cursed: Card | None = None
    #: UNO Olympique: the cards the dealer chose to deal each, while they choose the way (0 otherwise).
    dealing: int = 0

    @property
    def is_my_turn(self) -> bool:
        return self.current_player == self.player
