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

from dataclasses import dataclass
from enum import Enum


class Color(Enum):
    """The four colours of the deck, in the order hands are sorted."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"

    # Members are singletons: identity hashing is exact, and C-fast (Enum's own __hash__ is Python code,
    # on the engine's hot path through every Card hash).
    __hash__ = object.__hash__


COLORS: tuple[Color, ...] = tuple(Color)
_COLOR_ORDER: dict[Color | None, int] = {**{color: index for index, color in enumerate(COLORS)}, None: len(COLORS)}


class Rank(Enum):
    """What is printed on a card besides its colour."""

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

    __hash__ = object.__hash__  # as for Color: identity hashing, C-fast


NUMBER_RANKS: tuple[Rank, ...] = tuple(Rank)[:10]
_NUMBER_OF: dict[Rank, int] = {rank: index for index, rank in enumerate(NUMBER_RANKS)}
#: Ranks printed on black cards: they have no colour of their own.
#: The customizable cards, in the order the deck options add them.
CUSTOM_RANKS: tuple[Rank, ...] = (Rank.CUSTOM, Rank.CUSTOM_2, Rank.CUSTOM_3)
BLACK_RANKS: frozenset[Rank] = frozenset(
    {Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.SHUFFLE_HANDS, Rank.SWAP_HANDS, Rank.QUICKOS, Rank.UNO_CARD, *CUSTOM_RANKS}
)
#: Black cards after which the player names the colour to play.
COLOR_CHOOSING_RANKS: frozenset[Rank] = frozenset(
    {Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.SHUFFLE_HANDS, Rank.SWAP_HANDS, Rank.QUICKOS, *CUSTOM_RANKS}
)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card: a colour (``None`` for black cards) and a rank."""

    color: Color | None
    rank: Rank

    # Written by hand: hands are searched and deduplicated at every step, and two
    # identity tests are several times faster than dataclass's tuple comparison.
    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.color is other.color and self.rank is other.rank  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.rank) ^ hash(self.color)

    def __post_init__(self) -> None:
        if (self.color is None) != (self.rank in BLACK_RANKS):
            kind = "black" if self.rank in BLACK_RANKS else "coloured"
            raise ValueError(f"{self.rank.name} is a {kind} card; colour {self.color!r} does not fit")

    @property
    def is_black(self) -> bool:
        """True for wild cards and the other cards printed on black."""
        return self.color is None

    @property
    def number(self) -> int | None:
        """The printed number, or ``None`` for a symbol card."""
        return _NUMBER_OF.get(self.rank)

    @property
    def chooses_color(self) -> bool:
        """True when the player who plays it names the colour to play next."""
        return self.rank in COLOR_CHOOSING_RANKS

    def sort_key(self) -> tuple[int, int]:
        """Hands are sorted by colour (black last), then by rank."""
        return (_COLOR_ORDER[self.color], _RANK_ORDER[self.rank])

    def __repr__(self) -> str:
        color = self.color.name if self.color else "BLACK"
        return f"Card({color} {self.rank.value})"


_RANK_ORDER: dict[Rank, int] = {rank: index for index, rank in enumerate(Rank)}


class DeckKind(Enum):
    """Which physical deck the table plays with."""

    CLASSIC = "classic"
    FAMILY = "family"


def classic_deck(
    *, shuffle_hands: bool = False, swap_hands: bool = False, custom_cards: int = 0, uno_cards: int = 0
) -> list[Card]:
    """The 108 cards of official-rules-fr.txt, plus the chosen optional cards.

    Per colour: one 0, two of each 1-9, two +2, two reverse, two skip;
    then four Jokers and four +4.
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


#: Points of official-rules-fr.txt, "Le comptage des points au UNO".
OFFICIAL_POINTS: dict[Rank, int] = {
    **{rank: number for rank, number in _NUMBER_OF.items()},
    Rank.DRAW_TWO: 20,
    Rank.REVERSE: 20,
    Rank.SKIP: 20,
    Rank.WILD: 50,
    Rank.WILD_DRAW_FOUR: 50,
    Rank.SHUFFLE_HANDS: 50,
    Rank.SWAP_HANDS: 50,
    Rank.CUSTOM: 50,
    Rank.CUSTOM_2: 50,
    Rank.CUSTOM_3: 50,
    Rank.FAMILY_QUICK: 50,
    Rank.QUICKOS: 50,
    Rank.UNO_CARD: 100,
}
#: Points of uno-family-quick-fr.txt, "CALCUL DES POINTS": the +4 is worth 40.
FAMILY_POINTS: dict[Rank, int] = {**OFFICIAL_POINTS, Rank.WILD_DRAW_FOUR: 40}
#: Points of uno-rapido-fr.txt: jokers, +2 and +4 are worth 50, the UNO card 100.
RAPIDO_POINTS: dict[Rank, int] = {**OFFICIAL_POINTS, Rank.DRAW_TWO: 50, Rank.UNO_CARD: 100}
