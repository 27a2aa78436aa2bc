"""The one place cards are written and read, per language, as on the braille deck.

Writing (:func:`format_card`): brief verbosity gives the braille deck's code
("r 7", "v [ ]", "+4"), full verbosity the words ("rouge 7", "vert passe",
"super joker").  After a Joker the chosen colour is always said.

Reading (:func:`parse_card`): a player may type the code with or without
spaces and in either order (``r7``, ``r 7``, ``7r``), the words (``rouge 7``),
the French or English initials and words, the symbols or the words for
reverse and skip (``][``, ``inv``, ``rev``, ``[ ]``, ``passe``, ``skip``), or
the card's position in the sorted hand (``3``).  A colour after a black card
names the colour to play (``joker r``, ``+4 b``).  Every word comes from
``locales/*/cards.ftl``.

>>> from uno_access.engine import Card, Color, Rank
>>> format_card(Card(Color.BLUE, Rank.FOUR), "fr")
'b 4'
>>> format_card(Card(Color.RED, Rank.DRAW_TWO), "en", verbose=True)
'red draw two'
>>> parse_card("7r", "fr", [Card(Color.RED, Rank.SEVEN)])
Card(RED 7)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from .engine.cards import Card, Color, Rank
from .i18n import LANGUAGES, normalize, translator

__all__ = [
    "CardChoice",
    "CardParseError",
    "UnknownCard",
    "AmbiguousCard",
    "CardNotInHand",
    "color_id",
    "rank_id",
    "format_card",
    "format_color",
    "format_rank",
    "format_partial",
    "parse_card",
    "parse_choice",
    "parse_color",
    "spoken",
]


def color_id(color: Color) -> str:
    """The message id of a colour in ``cards.ftl``."""
    return f"card-color-{color.name.lower()}"


def rank_id(rank: Rank) -> str:
    """The message id of a rank in ``cards.ftl``."""
    return "card-rank-" + rank.name.lower().replace("_", "-")


# ---------------------------------------------------------------- writing


def format_color(color: Color, lang: str, verbose: bool = True) -> str:
    """A colour's word ("rouge") or, brief, its initial ("r")."""
    t = translator(lang)
    return t(color_id(color)) if verbose else t.attr(color_id(color), "short")


def format_rank(rank: Rank, lang: str, verbose: bool = False) -> str:
    """A rank's code ("+2") or words ("plus deux")."""
    t = translator(lang)
    message = rank_id(rank)
    if not t.has(message):
        return t("card-unknown", rank=rank.value)
    return t(message) if verbose else t.attr(message, "short")


def format_card(card: Card, lang: str, verbose: bool = False, chosen: Color | None = None) -> str:
    """How ``card`` is written in ``lang``; ``chosen`` is a black card's chosen colour.

    >>> from uno_access.engine import Card, Color, Rank
    >>> format_card(Card(None, Rank.WILD), "fr", chosen=Color.GREEN)
    'joker, vert'
    """
    t = translator(lang)
    rank = format_rank(card.rank, lang, verbose)
    if card.color is None:
        text = rank
        if chosen is not None:
            text = t("card-with-color", card=text, color=format_color(chosen, lang, verbose=True))
        return text
    message = "card-full" if verbose else "card-brief"
    return t(message, color=format_color(card.color, lang, verbose), rank=rank)


@cache
def _spoken_symbols(lang: str) -> tuple[tuple[str, str], ...]:
    """The deck's symbols that speech leaves silent, and their words: ("][", "inversion"), ("[ ]", "passe")."""
    return tuple((format_rank(rank, lang), format_rank(rank, lang, verbose=True)) for rank in (Rank.REVERSE, Rank.SKIP))


def spoken(text: str, lang: str) -> str:
    """A printed line as a voice should say it: the braille deck's reverse and skip in words.

    Synthesizers say nothing for ``][`` and ``[ ]`` (espeak-ng, and screen
    readers below their "most" punctuation level), so "b ][" would be heard
    as "b".  The printed and brailled line keeps the deck's symbols.

    >>> spoken("Anna joue b ][, puis v [ ].", "fr")
    'Anna joue b inversion, puis v passe.'
    """
    for symbol, words in _spoken_symbols(lang):
        if symbol in text:
            text = text.replace(symbol, words)
    return text


def format_partial(color: Color | None, rank: Rank | None, lang: str, verbose: bool = False) -> str:
    """What was understood of a card typed incompletely: a colour, a rank, or both."""
    if color is not None and rank is not None:
        try:
            return format_card(Card(color, rank), lang, verbose)
        except ValueError:
            return format_card(Card(None, rank), lang, verbose, chosen=color)
    if color is not None:
        return format_color(color, lang, verbose=True)
    if rank is not None:
        return format_rank(rank, lang, verbose)
    return ""


# ---------------------------------------------------------------- reading


class CardParseError(ValueError):
    """What a player typed is not one card of their hand."""

    def __init__(self, text: str, message: str) -> None:
        self.text = text
        super().__init__(message)


class UnknownCard(CardParseError):
    """Nothing, or not all, of the text names a card; ``unknown`` is the part not understood."""

    def __init__(self, text: str, unknown: str, color: Color | None = None, rank: Rank | None = None) -> None:
        self.unknown = unknown
        self.color = color
        self.rank = rank
        super().__init__(text, f"not a card: {unknown!r} in {text!r}")


class AmbiguousCard(CardParseError):
    """The text names only a colour or a rank, and several cards of the hand fit."""

    def __init__(self, text: str, color: Color | None, rank: Rank | None, candidates: tuple[Card, ...]) -> None:
        self.color = color
        self.rank = rank
        self.candidates = candidates
        super().__init__(text, f"{text!r} could be {candidates!r}")


class CardNotInHand(CardParseError):
    """The text names a card (``card``), or part of one, that the hand does not hold."""

    def __init__(self, text: str, color: Color | None, rank: Rank | None, card: Card | None = None) -> None:
        self.color = color
        self.rank = rank
        self.card = card
        super().__init__(text, f"{text!r}: not in hand")


@dataclass(frozen=True, slots=True)
class CardChoice:
    """A card of the hand, and the colour named with it for a black card."""

    card: Card
    color: Color | None = None


@dataclass(frozen=True, slots=True)
class _Vocabulary:
    """Typed words (spaces removed) to the colour or rank they name."""

    colors: dict[str, Color]
    ranks: dict[str, Rank]
    longest: int


def _squeeze(text: str) -> str:
    return normalize(text).replace(" ", "")


@cache
def _vocabulary(lang: str) -> _Vocabulary:
    """The words of ``lang`` first, then those of the other languages that do not clash."""
    colors: dict[str, Color] = {}
    ranks: dict[str, Rank] = {}
    order = (lang, *(other for other in LANGUAGES if other != lang))
    for language in order:
        t = translator(language)
        for color in Color:
            for word in (*t.words(color_id(color)), _squeeze(t(color_id(color)))):
                key = word.replace(" ", "")
                if key and key not in colors and key not in ranks:
                    colors[key] = color
        for rank in Rank:
            if not t.has(rank_id(rank)):
                continue
            words = (*t.words(rank_id(rank)), _squeeze(t(rank_id(rank))), _squeeze(t.attr(rank_id(rank), "short")))
            for word in words:
                key = word.replace(" ", "")
                if key and key not in ranks and key not in colors:
                    ranks[key] = rank
    longest = max(len(word) for word in (*colors, *ranks))
    return _Vocabulary(colors, ranks, longest)


def _tokens(text: str, lang: str) -> tuple[list[Color], list[Rank], str]:
    """Split typed text into colours and ranks, longest word first; returns what was not understood."""
    vocabulary = _vocabulary(lang)
    squeezed = _squeeze(text)
    colors: list[Color] = []
    ranks: list[Rank] = []
    unknown = ""
    index = 0
    while index < len(squeezed):
        for size in range(min(vocabulary.longest, len(squeezed) - index), 0, -1):
            piece = squeezed[index : index + size]
            if piece in vocabulary.colors:
                colors.append(vocabulary.colors[piece])
                break
            if piece in vocabulary.ranks:
                ranks.append(vocabulary.ranks[piece])
                break
        else:
            unknown += squeezed[index]
            index += 1
            continue
        index += size
    return colors, ranks, unknown


def parse_color(text: str, lang: str) -> Color | None:
    """A colour named alone ("r", "rouge", "red", "vert"), or ``None``.

    >>> parse_color("Verte", "fr")
    <Color.GREEN: 'green'>
    """
    colors, ranks, unknown = _tokens(text, lang)
    if len(colors) == 1 and not ranks and not unknown:
        return colors[0]
    return None


def parse_choice(text: str, lang: str, hand: Sequence[Card]) -> CardChoice:
    """The card of ``hand`` that ``text`` names, and a colour named with a black card.

    A number alone is the value the player heard ("7" is a 7 of the hand,
    not its 7th card: players misplayed with positions); when several
    colours have it, :class:`AmbiguousCard` lists them.  Positions are for
    the arrow keys.

    Raises :class:`UnknownCard`, :class:`AmbiguousCard` or :class:`CardNotInHand`,
    each saying what was understood.
    """
    stripped = text.strip()
    colors, ranks, unknown = _tokens(stripped, lang)
    color = colors[0] if colors else None
    rank = ranks[0] if ranks else None
    if unknown or len(colors) > 1 or len(ranks) > 1 or (color is None and rank is None):
        extra = unknown or normalize(stripped)
        raise UnknownCard(text, extra, color, rank)
    if rank is not None and _is_black(rank):
        card = Card(None, rank)
        if card not in hand:
            raise CardNotInHand(text, color, rank, card)
        return CardChoice(card, color)
    if rank is not None and color is not None:
        card = Card(color, rank)
        if card not in hand:
            raise CardNotInHand(text, color, rank, card)
        return CardChoice(card)
    candidates = tuple(
        dict.fromkeys(
            card
            for card in sorted(hand, key=Card.sort_key)
            if (color is None or card.color is color) and (rank is None or card.rank is rank)
        )
    )
    if not candidates:
        raise CardNotInHand(text, color, rank)
    if len(candidates) > 1:
        raise AmbiguousCard(text, color, rank, candidates)
    return CardChoice(candidates[0])


def parse_several(text: str, lang: str, hand: Sequence[Card]) -> list[CardChoice] | None:
    """Several cards of ``hand`` typed in one line ("r6 r5 r5 r4 v4 v5": a sequence), in the order typed;
    ``None`` unless the line is two cards or more, each one a card of the hand.

    Each card is the longest run of words that names one card, so ``r 6 r 5`` works as ``r6 r5``.

    >>> from uno_access.engine.cards import Card, Color, Rank
    >>> hand = [Card(Color.RED, Rank.SIX), Card(Color.RED, Rank.FIVE)]
    >>> [choice.card for choice in parse_several("r 6 r5", "fr", hand)]
    [Card(RED 6), Card(RED 5)]
    """
    words = text.split()
    choices: list[CardChoice] = []
    start = 0
    while start < len(words):
        for end in range(len(words), start, -1):
            try:
                choices.append(parse_choice(" ".join(words[start:end]), lang, hand))
            except CardParseError:
                continue
            start = end
            break
        else:
            return None
    return choices if len(choices) > 1 else None


def parse_card(text: str, lang: str, hand: Sequence[Card]) -> Card:
    """The card of ``hand`` that ``text`` names (see :func:`parse_choice`)."""
    return parse_choice(text, lang, hand).card


def _is_black(rank: Rank) -> bool:
    try:
        Card(None, rank)
    except ValueError:
        return False
    return True
