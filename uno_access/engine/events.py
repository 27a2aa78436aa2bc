"""What happened: the engine's only output, rendered by the interfaces.

Every event says who may see it.  ``event.seen_by(player)`` gives the event as
that player may know it: the same event, a redacted copy (another player's
drawn cards become a count), or ``None`` when it is private to someone else.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Final

from ._values import FrozenValue
from .actions import Action, Effect
from .cards import Card, Color, Direction, Rank


class DrawReason(Enum):
    """Why cards went into a hand."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

    CHOICE = "choice"  # drew instead of playing
    DRAW_TWO = "draw-two"
    DRAW_FOUR = "draw-four"
    CHALLENGE_LOST = "challenge-lost"  # challenged an honest +4: 6 cards
    BLUFF_CAUGHT = "bluff-caught"  # played +4 while holding the colour: 4 cards
    UNO_PENALTY = "uno-penalty"  # forgot to say UNO and was caught: 2 cards
    STACK = "stack"  # the total of stacked +2/+4
    RETURNED = "returned"  # a card taken back into the hand (braille bluff rule)
    UNO_CARD = "uno-card"  # UNO Rapido's UNO card: 8 cards
    CONFUSION = "confusion"  # UNO Rapido: a wrong play costs 2 cards
    QUICKOS = "quickos"  # the +4 turned back on its player by the Quickos card
    GIVEN = "given"  # cards given by a player (customizable cards)
    TIME_UP = "time-up"  # house rule time-limit: too slow
    NO_INTERCEPTION = "no-interception"  # jumped in without saying "interception" (faults)
    CUSTOM_CARD = "custom-card"  # what a customizable card makes the next player draw
    TWOS_ROUND = "twos-round"  # UNO Olympique: no 2 to lay when a 2 goes round the table
    DOWNPOUR = "downpour"  # UNO H2O: a Downpour card makes every other player draw 1 or 2
    BOOMERANG = "boomerang"  # a +2 or +4 sent back to its player by a boomerang
    HIT_TWICE = "hit-twice"  # UNO Extreme: a 2x, the next player presses the launcher twice
    EXTREME = "extreme"  # UNO Extreme: a Coup Extrême, every other player presses once
    WHEEL = "wheel"  # UNO Wizz: the wheel's "Carte rouge" or "Carte bleue", draw until that colour or a Joker


class Wheel(Enum):
    """UNO Wizz's wheel: its nine outcomes, in the book's order (wikipedia-uno-fr.txt, "Uno Wizz")."""

    __hash__ = object.__hash__

    ALMOST_UNO = "almost-uno"  # "Presque Uno : Débarrassez-vous de toutes vos cartes sauf 2."
    ONE_NUMBER_LESS = "one-number-less"  # "Débarrassez-vous de toutes vos cartes portant le même chiffre."
    ONE_COLOR_LESS = "one-color-less"  # "Débarrassez-vous de toutes vos cartes de la même couleur."
    RED_CARD = "red-card"  # "piocher des cartes jusqu'à ce qu'il pioche une carte rouge ou une carte JOKER"
    BLUE_CARD = "blue-card"  # the same, blue
    PASS_HANDS = "pass-hands"  # "Chaque joueur échange sa main avec le joueur à sa gauche."
    SHOW_HAND = "show-hand"  # "Montrez votre main à tous les autres joueurs."
    UNO_WIZZ = "uno-wizz"  # "Le premier joueur à crier « Uno wizz » met une carte dans le talon."
    WAR = "war"  # "Tous les joueurs montrent [...] leur carte portant le chiffre le plus élevé"


@dataclass(frozen=True, slots=True)
class Event(FrozenValue):
    """Base class: public by default.

    The events built on every turn (about 150 a round), and those of every
    deal, round end, +4 challenge and UNO caught, have a hand-written
    ``__init__`` setting each field with ``object.__setattr__``: compiled by
    mypyc it is a plain store (60 ns an event instead of 300 through the
    ``__init__`` that ``dataclass`` writes at run time, which mypyc does not
    compile).  They stay frozen, compared, hashed and printed as dataclasses.
    """

    def seen_by(self, player: int) -> Event | None:
        """This event as ``player`` may know it, or ``None`` if hidden from them."""
        return self


@dataclass(frozen=True, slots=True)
class DealerDraw(Event):
    """Each player draws a card to choose the dealer (highest number; symbols count 0)."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    dealer: int


@dataclass(frozen=True, slots=True, init=False)
class RoundStarted(Event):
    round_number: int
    dealer: int
    hand_size: int

    def __init__(self, round_number: int, dealer: int, hand_size: int) -> None:
        object.__setattr__(self, "round_number", round_number)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "hand_size", hand_size)


@dataclass(frozen=True, slots=True, init=False)
class HandDealt(Event):
    """A player's hand: its cards only for them, the count for others."""

    player: int
    cards: tuple[Card, ...]
    count: int

    def __init__(self, player: int, cards: tuple[Card, ...], count: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "count", count)

    def seen_by(self, player: int) -> Event | None:
        return self if player == self.player else dataclasses.replace(self, cards=())


@dataclass(frozen=True, slots=True, init=False)
class FirstCard(Event):
    """The first card of the discard pile, turned from the draw pile."""

    card: Card

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class FirstCardReturned(Event):
    """A first card that may not start a round went back into the pile."""

    card: Card


@dataclass(frozen=True, slots=True, init=False)
class TurnStarted(Event):
    """``player`` is to play (after any skip or penalty)."""

    player: int

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)


@dataclass(frozen=True, slots=True, init=False)
class CardPlayed(Event):
    player: int
    card: Card
    cards_left: int
    uno_called: bool = False
    #: Played out of turn on an identical card (jump-in, Rapido).
    jump_in: bool = False

    def __init__(
        self, player: int, card: Card, cards_left: int, uno_called: bool = False, jump_in: bool = False
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "cards_left", cards_left)
        object.__setattr__(self, "uno_called", uno_called)
        object.__setattr__(self, "jump_in", jump_in)



@dataclass(frozen=True, slots=True, init=False)
class DrawOwed(Event):
    """``player`` owes ``count`` cards (or a skip when 0): answer with a card or accept."""

    player: int
    count: int

    def __init__(self, player: int, count: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)


@dataclass(frozen=True, slots=True)
class EffectChosen(Event):
    player: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class HandsPassed(Event):
    """A 0 under the 7-0 rule: every hand passes to the next player in the direction of play."""

    player: int
    direction: Direction


@dataclass(frozen=True, slots=True)
class Confused(Event):
    """UNO Rapido's confusion: a wrong play, paid in cards instead of refused."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class OpenHands(Event):
    """A customizable card: everyone plays with open hands (``shown``) until the next black card."""

    player: int
    shown: bool


@dataclass(frozen=True, slots=True)
class NextPlayerChosen(Event):
    """A customizable card: ``player`` decides who plays next."""

    player: int
    target: int


@dataclass(frozen=True, slots=True)
class CursedCard(Event):
    """Cursed cards ("Mauvaises cartes"): the card shown at the round's start; the cards identical to it are cursed."""

    card: Card


@dataclass(frozen=True, slots=True)
class PartnersChanged(Event):
    """Partners that change each round (rules/partners.py): each seat's team this round (0 or 1)."""

    teams: tuple[int, ...]


class CurseReason(Enum):
    """Why a cursed card costs points."""

    LAID = "laid"  # laid without going out: its player pays
    WENT_OUT = "went-out"  # the last card of the round: every other player pays
    HELD = "held"  # still in hand when the round ended


@dataclass(frozen=True, slots=True)
class CursePaid(Event):
    """``player`` adds ``points`` to their score for the cursed ``card``."""

    player: int
    card: Card
    points: int
    reason: CurseReason


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    """UNO Challenge: ``player`` reached the target and leaves the table."""

    player: int


@dataclass(frozen=True, slots=True, init=False)
class ColorChosen(Event):
    player: int
    color: Color

    def __init__(self, player: int, color: Color) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "color", color)


@dataclass(frozen=True, slots=True, init=False)
class CardsDrawn(Event):
    """Cards went into a hand: which ones, for the drawer; how many, for others."""

    player: int
    count: int
    cards: tuple[Card, ...]
    reason: DrawReason
    #: Fewer cards than owed could be drawn: the piles ran dry.
    short: bool = False

    def __init__(
        self, player: int, count: int, cards: tuple[Card, ...], reason: DrawReason, short: bool = False
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "short", short)

    def seen_by(self, player: int) -> Event | None:
        # A card taken back (a +4 bluff caught) was face up on the pile: everyone knows it.
        if player == self.player or self.reason is DrawReason.RETURNED:
            return self
        return dataclasses.replace(self, cards=())



@dataclass(frozen=True, slots=True, init=False)
class DrawnCardPlayable(Event):
    """Private: the card just drawn may be played now (or the turn passed)."""

    player: int
    card: Card

    def __init__(self, player: int, card: Card) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)

    def seen_by(self, player: int) -> Event | None:
        return self if player == self.player else None



@dataclass(frozen=True, slots=True, init=False)
class TurnPassed(Event):
    """The player ends the turn without playing (after drawing)."""

    player: int

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)


@dataclass(frozen=True, slots=True, init=False)
class PlayerSkipped(Event):
    player: int

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)


@dataclass(frozen=True, slots=True)
class DirectionChanged(Event):
    direction: Direction


@dataclass(frozen=True, slots=True)
class PileReshuffled(Event):
    """The discard pile, but its top card, became the new draw pile."""

    count: int


@dataclass(frozen=True, slots=True)
class NoCardToDraw(Event):
    """Nothing left to draw at all: the draw ends and the game goes on."""

    player: int


@dataclass(frozen=True, slots=True)
class UnoCalled(Event):
    player: int


@dataclass(frozen=True, slots=True, init=False)
class UnoMissed(Event):
    """``player`` is down to one card without saying UNO: anyone may catch them."""

    player: int

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)


@dataclass(frozen=True, slots=True, init=False)
class UnoCaught(Event):
    catcher: int
    target: int

    def __init__(self, catcher: int, target: int) -> None:
        object.__setattr__(self, "catcher", catcher)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True, slots=True, init=False)
class ChallengeOffered(Event):
    """``player`` may challenge the +4 that ``by`` just played."""

    player: int
    by: int

    def __init__(self, player: int, by: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "by", by)


@dataclass(frozen=True, slots=True, init=False)
class Challenged(Event):
    challenger: int
    target: int
    bluff: bool

    def __init__(self, challenger: int, target: int, bluff: bool) -> None:
        object.__setattr__(self, "challenger", challenger)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "bluff", bluff)


@dataclass(frozen=True, slots=True, init=False)
class HandRevealed(Event):
    """The challenged player shows their hand to the challenger only."""

    player: int
    to: int
    cards: tuple[Card, ...]

    def __init__(self, player: int, to: int, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "to", to)
        object.__setattr__(self, "cards", cards)

    def seen_by(self, player: int) -> Event | None:
        return self if player in (self.player, self.to) else None


@dataclass(frozen=True, slots=True)
class HandsShuffled(Event):
    """Shuffle Hands: every hand collected, shuffled and dealt again."""

    player: int


@dataclass(frozen=True, slots=True)
class HandsSwapped(Event):
    player: int
    target: int


@dataclass(frozen=True, slots=True)
class NewHand(Event):
    """Private: a player's whole hand after shuffling or swapping hands."""

    player: int
    cards: tuple[Card, ...]
    count: int

    def seen_by(self, player: int) -> Event | None:
        return self if player == self.player else dataclasses.replace(self, cards=())


@dataclass(frozen=True, slots=True)
class DealChosen(Event):
    """UNO Olympique: "Le donneur distribue entre 7 et 15 cartes, à son choix", and "Le sens de distribution
    des cartes est au choix du donneur et définit le sens du jeu"."""

    dealer: int
    count: int
    direction: Direction


@dataclass(frozen=True, slots=True)
class HandsKept(Event):
    """UNO Olympique: a 0 or a 7 laid without turning or swapping hands ("Ce n'est pas obligatoire")."""

    player: int


@dataclass(frozen=True, slots=True)
class TwosRound(Event):
    """UNO Olympique: "Poser un « 2 » oblige les autres joueurs à poser des « 2 » ou à piocher jusqu'à la fin du
    tour de table"."""

    player: int


@dataclass(frozen=True, slots=True)
class MalusPassed(Event):
    """UNO Olympique: the invisible UNO card "permet à un joueur d'éviter un malus, mais n'annule pas le malus :
    il est reporté sur le suivant"; ``count`` cards (0: a skip) now fall on ``target``."""

    player: int
    target: int
    count: int


@dataclass(frozen=True, slots=True)
class RoundHundred(Event):
    """UNO Olympique: the player's score landed on a round hundred: 99 points off."""

    player: int


@dataclass(frozen=True, slots=True, init=False)
class RoundEnded(Event):
    """The round is over: who went out and the points it brought."""

    winner: int
    #: Points of each player's remaining hand.
    hand_points: tuple[int, ...]
    #: What each player scored this round.
    round_points: tuple[int, ...]
    scores: tuple[int, ...]

    def __init__(
        self, winner: int, hand_points: tuple[int, ...], round_points: tuple[int, ...], scores: tuple[int, ...]
    ) -> None:
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "hand_points", hand_points)
        object.__setattr__(self, "round_points", round_points)
        object.__setattr__(self, "scores", scores)


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]


AnyEvent = (
    DealerDraw | DealerChosen | RoundStarted | HandDealt | FirstCard | FirstCardReturned | TurnStarted
    | CardPlayed | ColorChosen | CardsDrawn | DrawnCardPlayable | TurnPassed | PlayerSkipped
    | DirectionChanged | PileReshuffled | NoCardToDraw | UnoCalled | UnoMissed | UnoCaught
    | ChallengeOffered | Challenged | HandRevealed | HandsShuffled | HandsSwapped | NewHand
    | RoundHundred | RoundEnded | MatchEnded | DrawOwed | EffectChosen | HandsPassed | Confused
    | PlayerEliminated | OpenHands | NextPlayerChosen | CursedCard | PartnersChanged | CursePaid | DealChosen | HandsKept
    | TwosRound | MalusPassed
)


#: Seats at the largest table (``RuleSet.max_players`` is at most 10).
_SEATS = range(10)
# The events that name only a seat are values, made once per seat and shared (as cards are): the turns of a
# round then allocate no new object for them, half of all the events of a round.
TURN_STARTED: Final[tuple[TurnStarted, ...]] = tuple(TurnStarted(seat) for seat in _SEATS)
TURN_PASSED: Final[tuple[TurnPassed, ...]] = tuple(TurnPassed(seat) for seat in _SEATS)
PLAYER_SKIPPED: Final[tuple[PlayerSkipped, ...]] = tuple(PlayerSkipped(seat) for seat in _SEATS)
UNO_MISSED: Final[tuple[UnoMissed, ...]] = tuple(UnoMissed(seat) for seat in _SEATS)

# The commonest events that carry a card are shared too, made the first time they happen: a card played in
# turn with few cards left, a card drawn instead of playing, that card playable.  Recorded matches then
# allocate a third fewer objects, which the garbage collector would otherwise walk (a tenth of the time of
# a match with events).  Events are values: a shared one is equal to a new one in every way.
#: Places of cards (``Card.order``).
_ORDERS: Final = (len(Color) + 1) * len(Rank)
#: Cards left in hand up to which a played card's event is shared.
_LEFT: Final = 16
_PLAYED: Final[list[CardPlayed | None]] = [None] * (len(_SEATS) * _ORDERS * _LEFT * 2)
_DRAWN: Final[list[CardsDrawn | None]] = [None] * (len(_SEATS) * _ORDERS)
_PLAYABLE: Final[list[DrawnCardPlayable | None]] = [None] * (len(_SEATS) * _ORDERS)


def card_played(player: int, card: Card, left: int, uno_called: bool) -> CardPlayed:
    """``CardPlayed(player, card, left, uno_called)``, played in turn: a shared event where it can be."""
    if not (0 <= player < len(_SEATS) and 0 <= left < _LEFT):
        return CardPlayed(player, card, left, uno_called)
    at = ((player * _ORDERS + card.order) * _LEFT + left) * 2 + (1 if uno_called else 0)
    event = _PLAYED[at]
    if event is None:
        event = _PLAYED[at] = CardPlayed(player, card, left, uno_called)
    return event


def drew_one(player: int, card: Card) -> CardsDrawn:
    """``CardsDrawn(player, 1, (card,), DrawReason.CHOICE)``: a shared event where it can be."""
    if not 0 <= player < len(_SEATS):
        return CardsDrawn(player, 1, (card,), DrawReason.CHOICE)
    at = player * _ORDERS + card.order
    event = _DRAWN[at]
    if event is None:
        event = _DRAWN[at] = CardsDrawn(player, 1, (card,), DrawReason.CHOICE)
    return event


def drawn_playable(player: int, card: Card) -> DrawnCardPlayable:
    """``DrawnCardPlayable(player, card)``: a shared event where it can be."""
    if not 0 <= player < len(_SEATS):
        return DrawnCardPlayable(player, card)
    at = player * _ORDERS + card.order
    event = _PLAYABLE[at]
    if event is None:
        event = _PLAYABLE[at] = DrawnCardPlayable(player, card)
    return event


@dataclass(frozen=True, slots=True)
class NextTurnLost(Event):
    """``player`` will lose their next turn (rules/lost_turns.py: a +2? read whole, a boomerang's whole effect,
    two skips paired); said when it is decided, the skip itself when the turn comes."""

    player: int


@dataclass(frozen=True, slots=True)
class LauncherFired(Event):
    """UNO Extreme: ``player`` pressed the card launcher ``presses`` times and it gave ``count`` cards (0: none;
    the cards themselves follow in a :class:`CardsDrawn`)."""

    player: int
    presses: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """UNO Extreme's Poser Tout: the other cards of its colour left ``player``'s hand in one go, face up."""

    player: int
    cards: tuple[Card, ...]
    cards_left: int


@dataclass(frozen=True, slots=True)
class RobotSpoke(Event):
    """UNO Robot: from now on, the house rule ``rule`` is in force ("" : the table's own rules again)."""

    rule: str


@dataclass(frozen=True, slots=True)
class TotemTaken(Event):
    """UNO Totem Power: ``player`` laid an action card and took the totem of its ``color`` from ``previous``
    (-1: the middle of the table)."""

    player: int
    color: Color
    previous: int


@dataclass(frozen=True, slots=True)
class TotemSpent(Event):
    """UNO Totem Power: ``player`` gave the ``color`` totem back to counter what was laid on them (``owed``
    cards not drawn; 0 for a skip)."""

    player: int
    color: Color
    owed: int


@dataclass(frozen=True, slots=True)
class TotemUnoCalled(Event):
    """UNO Totem Power: ``player`` used the four totems for an immediate UNO (the cards let go follow)."""

    player: int


@dataclass(frozen=True, slots=True)
class WheelSpun(Event):
    """UNO Wizz: a Wizz card was laid, ``player`` spun the wheel (and does not play this turn)."""

    player: int
    outcome: Wheel


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """UNO Wizz's "Main visible": ``player`` shows every card of their hand to the table."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class WarShown(Event):
    """UNO Wizz's "La guerre": each player's highest number, shown at once (``None``: no number card, or out);
    ``winner`` holds the only highest one (``None`` on a tie: nobody lays)."""

    cards: tuple[Card | None, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Shouted(Event):
    """UNO Wizz's "Uno wizz": ``player`` shouted first (``player`` is -1 when nobody shouted in time)."""

    player: int


class History:
    """The record of what happened in a match: the action log (``(player, action)``, what a save replays from the
    seed), the events kept, and those of the action being applied, handed out when it is done.  One record of
    :class:`~uno_access.engine.state.State`'s (``state.history``), which reads ``log`` and ``events`` out; the
    core and the rule modules append to it.
    """

    __slots__ = ("log", "events", "new_events")

    def __init__(self, log: list[tuple[int, Action]], events: list[Event], new_events: list[Event]) -> None:
        self.log = log
        self.events = events
        self.new_events = new_events

    def fields(self) -> tuple[object, ...]:
        """The fields, in the order the constructor takes them."""
        return (self.log, self.events, self.new_events)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, History) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return f"History{self.fields()!r}"

    def __reduce__(self) -> tuple[type[History], tuple[object, ...]]:
        return History, self.fields()
