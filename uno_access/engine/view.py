"""What one player may know: the only thing bots and front ends receive."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from .actions import Action
from .cards import BY_ORDER, Card, Color, Direction
from .events import Wheel
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import State


class Phase(Enum):
    """Whose decision it is, and what kind of decision."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

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
    WHEEL = "wheel"  # UNO Wizz: a card to choose, a colour, or a card to lay or keep, as the wheel said
    SHOUT = "shout"  # UNO Wizz: anyone may shout "Uno wizz" (a race)
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
    #: Cards owed by the player to act in the ANSWER phase (0 for a skip); while a +4 laid on a stack waits for
    #: its colour, the stack it goes on.
    draw_owed: int = 0
    #: Players out of the match (UNO Challenge).
    eliminated: frozenset[int] = frozenset()
    #: Every hand, when a customizable card made everyone play with open hands.
    open_hands: tuple[tuple[Card, ...], ...] | None = None
    #: Cursed cards ("Mauvaises cartes"): the card shown this round, whose identical cards are cursed.
    cursed: Card | None = None
    #: UNO Olympique: the cards the dealer chose to deal each, while they choose the way (0 otherwise).
    dealing: int = 0
    #: UNO Olympique: who laid the 2 going round the table (``None`` outside the round of 2s).
    twos_from: int | None = None
    #: UNO Wizz: what the wheel asks in the WHEEL and SHOUT phases (``None`` otherwise).
    wheel: Wheel | None = None
    #: UNO Wizz: who spun the wheel whose question is open (play goes on after them).
    spinner: int | None = None
    #: UNO Wizz's "Presque Uno": the cards the player to choose has kept so far (their own view only).
    kept: tuple[Card, ...] = ()
    #: UNO Totem Power: who holds each totem, in colour order (-1: the middle); public.
    totems: tuple[int, ...] = (-1, -1, -1, -1)
    #: Players who will lose their next turn (a +2? read whole, a boomerang's whole effect); public.
    lost_turns: tuple[int, ...] = ()
    #: Each seat's team this round (0 or 1) when partners change each round (``None``: they sit alternately).
    teams: tuple[int, ...] | None = None

    @property
    def is_my_turn(self) -> bool:
        return self.current_player == self.player


#: Where cards owed are known to the table: answering them, or naming the colour of a +4 laid on a stack.
_OWED_PHASES = (Phase.ANSWER, Phase.CHALLENGE, Phase.CHOOSE_COLOR)


def view_of(state: State, player: int, families: Mapping[str, object] | None = None) -> PlayerView:
    """What ``player`` may know: their own hand, the others' card counts, the table; ``families``: what the rule
    families switched on add (their fields of the view, :func:`.families.view_fields`)."""
    draw = state.pending_draw
    challenge = draw.challenge if draw is not None else None
    challenge_from = challenge.bluffer if challenge is not None and state.phase is Phase.CHALLENGE else None
    return PlayerView(
        player=player,
        num_players=state.num_players,
        rules=state.rules,
        phase=state.phase,
        current_player=state.current_player,
        hand=tuple(sorted(state.hands[player], key=BY_ORDER)),
        hand_counts=tuple(len(hand) for hand in state.hands),
        top_card=state.top_card,
        color=state.color,
        direction=state.direction,
        draw_pile_size=len(state.draw_pile),
        discard=tuple(state.discard),
        dealer=state.dealer,
        round_number=state.round_number,
        scores=tuple(state.scores),
        drawn_card=state.drawn if player == state.current_player and state.phase is Phase.AFTER_DRAW else None,
        uno_catchable=state.uno_catchable,
        uno_called=frozenset(
            p for p in range(state.num_players) if state.uno_declared[p] and len(state.hands[p]) == 1
        ),
        challenge_from=challenge_from,
        legal_actions=tuple(state.legal_actions(player)),
        draw_owed=state.draw_owed if state.phase in _OWED_PHASES else 0,
        eliminated=frozenset(p for p in range(state.num_players) if state.eliminated[p]),
        **(families or {}),  # type: ignore[arg-type]
    )
