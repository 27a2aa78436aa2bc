"""Cards and decks: what exists on the table, with no wording attached.

A :class:`Card` is a value: two red 7s of the classic deck are equal, as they
are at a real table, so hands are lists (multisets) and actions name a card by
its value.  How a card is written or spoken belongs to :mod:`uno_access.notation`.

>>> from uno_access.engine.cards import Card, Color, Rank, classic_deck
>>> Card(Color.BLUE, Rank.FOUR).number
4
>>> len(classic_deck())
108
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter

from ._values import FrozenValue


class Color(Enum):
    """The four colours of the deck, in the order hands are sorted."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"

    # Members are singletons: identity hashing is exact, and C-fast (Enum's own __hash__ is Python code,
    # on the engine's hot path through every Card hash).
    __hash__ = object.__hash__


COLORS: tuple[Color, ...] = tuple(Color)


class Direction(Enum):
    """Direction of play; the first player is to the dealer's left."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

    LEFT = 1  # clockwise, the direction at the start of a round
    RIGHT = -1

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact, and C-fast

_COLOR_ORDER: dict[Color | None, int] = {**{color: index for index, color in enumerate(COLORS)}, None: len(COLORS)}


class Rank(Enum):
    """What is printed on a card besides its colour."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    DRAW_TWO = "+2"
    REVERSE = "reverse"
    SKIP = "skip"
    WILD = "wild"
    WILD_DRAW_FOUR = "+4"
    # Optional cards of the official deck (official-rules-fr.txt, "cartes optionnelles").
    SHUFFLE_HANDS = "shuffle"
    SWAP_HANDS = "swap"
    CUSTOM = "custom"  # the first customizable card; each carries the effect the table chose for it
    CUSTOM_2 = "custom-2"
    CUSTOM_3 = "custom-3"
    # The 68-card family deck (uno-family-quick-fr.txt).
    FAMILY_QUICK = "family"
    QUICKOS = "quickos"
    # UNO Rapido's double-faced UNO card (uno-rapido-fr.txt).
    UNO_CARD = "uno"
    # The house rule "Carte Uno" (wikipedia-uno-fr.txt): played at any moment, every hand turns one seat.
    TURN = "turn"
    # UNO Olympique (wikipedia-uno-fr.txt): the "invisible" UNO card passes a malus on to the next player.
    INVISIBLE = "invisible"
    # UNO H2O Splash (wikipedia-uno-fr.txt): the Downpour cards, after which every other player draws 1 or 2.
    DOWNPOUR_ONE = "downpour+1"
    DOWNPOUR_TWO = "downpour+2"
    # The book's equipment list: "+2?" and "+4?", a +2 and a +4 whose player chooses the victim.
    DRAW_TWO_ANY = "+2?"
    DRAW_FOUR_ANY = "+4?"
    # The book's equipment list: the boomerang sends a +2 or a +4 back to whoever laid it ("sur fond blanc").
    BOOMERANG = "boomerang"
    # UNO Extreme / Attack (wikipedia-uno-fr.txt): "Poser Tout", "2x" and "Coup Extrême".
    DISCARD_ALL = "discard-all"
    HIT_TWICE = "2x"
    EXTREME_HIT = "extreme"
    # UNO Wizz (wikipedia-uno-fr.txt): played "comme [...] une carte portant un chiffre ordinaire"; the next
    # player spins the wheel.
    WIZZ = "wizz"

    __hash__ = object.__hash__  # as for Color: identity hashing, C-fast


NUMBER_RANKS: tuple[Rank, ...] = tuple(Rank)[:10]
_RANK_ORDER: dict[Rank, int] = {rank: index for index, rank in enumerate(Rank)}
_NUMBER_OF: dict[Rank, int] = {rank: index for index, rank in enumerate(NUMBER_RANKS)}
#: The customizable cards, in the order the deck options add them.
CUSTOM_RANKS: tuple[Rank, ...] = (Rank.CUSTOM, Rank.CUSTOM_2, Rank.CUSTOM_3)


@dataclass(frozen=True, slots=True)
class CardKind(FrozenValue):
    """What a card of one rank is, whatever its colour: one entry of :data:`CARDS`, the one place that says it.

    The deck, the rules (:mod:`.predicates`, ``rules/``) and the scores read it; a card carries its own
    (``Card.kind``), so a rule asks the card rather than a list of ranks.
    """

    #: Printed on black: no colour of its own.
    black: bool
    #: Its player names the colour to play next.
    chooses_color: bool
    #: Its value in a hand at the end of a round (official-rules-fr.txt, "Le comptage des points au UNO").
    points: int
    #: One of official-rules-fr.txt's 108 cards (contre_uno.py: only their effect can wait).
    official: bool = False
    #: Turned first, it starts the round (first_card.py); else it goes back into the pile (the +4 under
    #: ``family_draw_four`` aside).
    may_start: bool = True
    #: It may be laid as a card of its own where it fits (predicates.fits); else it only answers another card.
    laid_alone: bool = True
    #: A coloured card fits on a card of its rank (predicates.fits): not the Family Quick Jokers.
    fits_its_rank: bool = True
    #: Ranks it may not be laid on (predicates.fits).
    not_on: frozenset[Rank] = frozenset()
    #: Cards it makes the next player draw (answers.py): the +2, the +4, Rapido's UNO card.
    draws: int = 0
    #: ``Stacking.PLUS_CARDS`` (answers.py): the ranks laid on it instead of drawing.
    stacked_by: tuple[Rank, ...] = ()
    #: A boomerang sends its cards back to whoever laid it (extra_cards.py).
    returned: bool = False


def _number(value: int) -> CardKind:
    return CardKind(black=False, chooses_color=False, points=value, official=True)


#: What each rank is.  Points: official-rules-fr.txt's list; the ranks it leaves out as the card they play like.
CARDS: dict[Rank, CardKind] = {
    **{rank: _number(index) for index, rank in enumerate(tuple(Rank)[:10])},
    # "Carte +2": the next player draws 2 and loses the turn; wikipedia-uno-fr.txt's "Cumul": a +2 or a +4 on it.
    Rank.DRAW_TWO: CardKind(False, False, 20, official=True, draws=2,
                            stacked_by=(Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR), returned=True),
    Rank.REVERSE: CardKind(False, False, 20, official=True),
    Rank.SKIP: CardKind(False, False, 20, official=True),
    Rank.WILD: CardKind(True, True, 50, official=True),
    # Turned first, a +4 goes back into the pile: "le donneur la remet dans la pioche".
    Rank.WILD_DRAW_FOUR: CardKind(True, True, 50, official=True, may_start=False, draws=4,
                                  stacked_by=(Rank.WILD_DRAW_FOUR,), returned=True),
    # Optional cards of the official deck (official-rules-fr.txt, "cartes optionnelles").
    Rank.SHUFFLE_HANDS: CardKind(True, True, 50),
    Rank.SWAP_HANDS: CardKind(True, True, 50),
    Rank.CUSTOM: CardKind(True, True, 50),
    Rank.CUSTOM_2: CardKind(True, True, 50),
    Rank.CUSTOM_3: CardKind(True, True, 50),
    # uno-family-quick-fr.txt: a Quick Joker turned first "remet alors la carte sous la pioche et en retourne une
    # autre"; played as the effect its player chooses, it never fits on its rank alone.
    Rank.FAMILY_QUICK: CardKind(False, False, 50, may_start=False, fits_its_rank=False),
    # The Quickos card only turns a +4 back (family.py): no colour named, never laid on its own.
    Rank.QUICKOS: CardKind(True, False, 50, may_start=False, laid_alone=False),
    # uno-rapido-fr.txt: the UNO card "se joue sur n'importe quelle carte qui n'est pas un +2, +4 ou interdit de
    # jouer"; the next player draws 8 ("Celui-ci peut en revanche jouer après avoir pioché").
    Rank.UNO_CARD: CardKind(True, False, 100, may_start=False,
                            not_on=frozenset({Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR, Rank.SKIP}), draws=8, returned=True),
    # The house rule "Carte Uno" (uno_turn.py): "Cette carte vaut 100 points."
    Rank.TURN: CardKind(True, False, 100, may_start=False),
    # UNO Olympique's invisible card only passes a malus on (olympic.py): "La carte UNO vaut 100 points."
    Rank.INVISIBLE: CardKind(True, False, 100, may_start=False, laid_alone=False),
    # The book's scoring list leaves the Downpour cards out; they apply "l'effet des cartes « +2 »" (its
    # equipment list), so they count as a +2.  The +2? and +4? count as the +2 and the +4, and go back as it does.
    Rank.DOWNPOUR_ONE: CardKind(True, True, 20),
    Rank.DOWNPOUR_TWO: CardKind(True, True, 20),
    Rank.DRAW_TWO_ANY: CardKind(False, False, 20),
    Rank.DRAW_FOUR_ANY: CardKind(True, True, 50, may_start=False),
    # Nor the boomerang: an action card that only answers a +2 or a +4 (extra_cards.py), it counts as the +2,
    # the reverse, the skip.
    Rank.BOOMERANG: CardKind(True, False, 20, may_start=False, laid_alone=False),
    # wikipedia-uno-fr.txt's scoring list: "« +2 » et « 2x » (Uno Extreme) vaut 20 points", "« Poser tout » (Uno
    # Extrême) [...] vaut 30 points", "« Coup Extrême » (Uno Extrême) vaut 50 points".
    Rank.DISCARD_ALL: CardKind(False, False, 30),
    Rank.HIT_TWICE: CardKind(False, False, 20),
    Rank.EXTREME_HIT: CardKind(True, True, 50),
    # Nor the Wizz card: a coloured card with an effect on the next player, it counts as the skip.
    Rank.WIZZ: CardKind(False, False, 20),
}
#: Ranks printed on black cards: they have no colour of their own.
BLACK_RANKS: frozenset[Rank] = frozenset(rank for rank, kind in CARDS.items() if kind.black)
#: Black cards after which the player names the colour to play (not the Quickos card: it only turns a +4 back,
#: the colour named with the +4 stays, family.py).
COLOR_CHOOSING_RANKS: frozenset[Rank] = frozenset(rank for rank, kind in CARDS.items() if kind.chooses_color)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card: a colour (``None`` for black cards) and a rank.

    Cards are interned: ``Card(color, rank)`` always returns the same object for
    the same colour and rank, so equality and hashing are identity (C-fast: hands
    are searched and deduplicated at every step), and a card carries, worked out
    once, what the engine asks of it on every turn.

    >>> Card(Color.RED, Rank.SEVEN) is Card(Color.RED, Rank.SEVEN)
    True
    """

    color: Color | None
    rank: Rank
    #: The printed number, or ``None`` for a symbol card.
    number: int | None = field(init=False, repr=False)
    #: True when the player who plays it names the colour to play next.
    chooses_color: bool = field(init=False, repr=False)
    #: True for wild cards and the other cards printed on black.
    is_black: bool = field(init=False, repr=False)
    #: Position in a sorted hand (colour, then rank): ``sort_key`` as one int.
    order: int = field(init=False, repr=False)
    #: What a card of its rank is (:data:`CARDS`).
    kind: CardKind = field(init=False, repr=False)

    def __new__(cls, color: Color | None, rank: Rank) -> Card:
        card = _INTERNED.get((color, rank))
        return card if card is not None else object.__new__(cls)

    def __post_init__(self) -> None:
        if _INTERNED.get((self.color, self.rank)) is self:
            return  # an interned card asked for again: already checked and complete
        if not isinstance(self.rank, Rank) or not (self.color is None or isinstance(self.color, Color)):
            raise TypeError(f"a card is a Color (or None) and a Rank, not {self.color!r}, {self.rank!r}")
        if (self.color is None) != (self.rank in BLACK_RANKS):
            kind = "black" if self.rank in BLACK_RANKS else "coloured"
            raise ValueError(f"{self.rank.name} is a {kind} card; colour {self.color!r} does not fit")
        set_field = object.__setattr__
        set_field(self, "number", _NUMBER_OF.get(self.rank))
        set_field(self, "chooses_color", self.rank in COLOR_CHOOSING_RANKS)
        set_field(self, "is_black", self.color is None)
        set_field(self, "order", _COLOR_ORDER[self.color] * len(Rank) + _RANK_ORDER[self.rank])
        set_field(self, "kind", CARDS[self.rank])
        _INTERNED[(self.color, self.rank)] = self

    # Copies and unpickling go through __new__, so they too give the interned card.
    def __reduce__(self) -> tuple[type, tuple[Color | None, Rank]]:
        return (Card, (self.color, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def sort_key(self) -> tuple[int, int]:
        """Hands are sorted by colour (black last), then by rank (``order`` is the same as one int)."""
        return (_COLOR_ORDER[self.color], _RANK_ORDER[self.rank])

    def __repr__(self) -> str:
        color = self.color.name if self.color else "BLACK"
        return f"Card({color} {self.rank.value})"


_INTERNED: dict[tuple[Color | None, Rank], Card] = {}
#: The key that sorts cards as hands are sorted (``Card.sort_key``, without a Python call per card).
BY_ORDER = attrgetter("order")


class DeckKind(Enum):
    """Which physical deck the table plays with."""

    # Members are singletons: hashed by identity, in C (Enum's own __hash__ is Python code, run at every lookup).
    __hash__ = object.__hash__

    CLASSIC = "classic"
    FAMILY = "family"


def classic_deck(
    *, shuffle_hands: bool = False, swap_hands: bool = False, custom_cards: int = 0, uno_cards: int = 0,
    turn_cards: int = 0, invisible_cards: int = 0, downpour_cards: int = 0, any_victim_cards: bool = False,
    boomerang_cards: bool = False, extreme_cards: bool = False, wizz_cards: int = 0,
) -> list[Card]:
    """The 108 cards of official-rules-fr.txt, plus the chosen optional cards.

    Per colour: one 0, two of each 1-9, two +2, two reverse, two skip;
    then four Jokers and four +4.  UNO H2O adds ``downpour_cards`` Downpour +1
    and as many Downpour +2; the book's equipment list, "4 cartes « +2? » (une
    par couleur) et deux « +4? »", "4 cartes « boomerang »".  UNO Extreme "remplace les cartes « +2 » et
    « +4 » / « Super Joker » par les cartes « Poser Tout » et « Coup Extrême »", with its four "2x": one Poser
    Tout and one 2x per colour, and four Coup Extrême for the four +4 (the book gives no count).  UNO Wizz adds
    ``wizz_cards`` Wizz cards of each colour.
    """
    deck: list[Card] = []
    for color in COLORS:
        deck.append(Card(color, Rank.ZERO))
        for rank in (*NUMBER_RANKS[1:], Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP):
            deck.extend((Card(color, rank), Card(color, rank)))
    deck.extend(Card(None, Rank.WILD) for _ in range(4))
    deck.extend(Card(None, Rank.WILD_DRAW_FOUR) for _ in range(4))
    if shuffle_hands:
        deck.append(Card(None, Rank.SHUFFLE_HANDS))
    if swap_hands:
        deck.append(Card(None, Rank.SWAP_HANDS))
    deck.extend(Card(None, rank) for rank in CUSTOM_RANKS[:custom_cards])
    deck.extend(Card(None, Rank.UNO_CARD) for _ in range(uno_cards))
    deck.extend(Card(None, Rank.TURN) for _ in range(turn_cards))
    deck.extend(Card(None, Rank.INVISIBLE) for _ in range(invisible_cards))
    for rank in (Rank.DOWNPOUR_ONE, Rank.DOWNPOUR_TWO):
        deck.extend(Card(None, rank) for _ in range(downpour_cards))
    if any_victim_cards:
        deck.extend(Card(color, Rank.DRAW_TWO_ANY) for color in COLORS)
        deck.extend(Card(None, Rank.DRAW_FOUR_ANY) for _ in range(2))
    if boomerang_cards:
        deck.extend(Card(None, Rank.BOOMERANG) for _ in range(4))
    if extreme_cards:
        deck = [card for card in deck if card.rank is not Rank.DRAW_TWO and card.rank is not Rank.WILD_DRAW_FOUR]
        deck.extend(Card(color, rank) for color in COLORS for rank in (Rank.DISCARD_ALL, Rank.HIT_TWICE))
        deck.extend(Card(None, Rank.EXTREME_HIT) for _ in range(4))
    deck.extend(Card(color, Rank.WIZZ) for color in COLORS for _ in range(wizz_cards))
    return deck


def family_deck() -> list[Card]:
    """The 68 cards of uno-family-quick-fr.txt.

    Per colour: one of each 0-9, one +2, one reverse, one skip and two
    Family Quick Jokers (Hugo, Manon, Marco and Cathy, two cards each); then
    four colour Jokers, three +4 and the Quickos card.
    """
    deck: list[Card] = []
    for color in COLORS:
        deck.extend(Card(color, rank) for rank in NUMBER_RANKS)
        deck.extend(Card(color, rank) for rank in (Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP))
        deck.extend((Card(color, Rank.FAMILY_QUICK), Card(color, Rank.FAMILY_QUICK)))
    deck.extend(Card(None, Rank.WILD) for _ in range(4))
    deck.extend(Card(None, Rank.WILD_DRAW_FOUR) for _ in range(3))
    deck.append(Card(None, Rank.QUICKOS))
    return deck


#: Points of official-rules-fr.txt, "Le comptage des points au UNO" (:data:`CARDS`).
OFFICIAL_POINTS: dict[Rank, int] = {rank: kind.points for rank, kind in CARDS.items()}
#: Points of uno-family-quick-fr.txt, "CALCUL DES POINTS": the +4 is worth 40.
FAMILY_POINTS: dict[Rank, int] = {**OFFICIAL_POINTS, Rank.WILD_DRAW_FOUR: 40}
#: Points of uno-rapido-fr.txt: jokers, +2 and +4 are worth 50, the UNO card 100.
RAPIDO_POINTS: dict[Rank, int] = {**OFFICIAL_POINTS, Rank.DRAW_TWO: 50, Rank.UNO_CARD: 100}
