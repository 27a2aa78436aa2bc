"""Counting cards: what is still unseen, and the odds a hand holds a colour.

Everything here works from a :class:`PlayerView` (and the bot's memory), so
it counts only cards the player saw: their own hand and the discard pile.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.predicates import draw_four_is_bluff
from uno_access.engine.rules import RuleSet
from uno_access.engine.view import Phase, PlayerView


@lru_cache(maxsize=64)
def _deck_counts(rules: RuleSet) -> tuple[tuple[Card, int], ...]:
    return tuple(Counter(rules.build_deck()).items())


def full_deck(rules: RuleSet) -> Counter[Card]:
    """Every card of the deck these rules play with, counted."""
    return Counter(dict(_deck_counts(rules)))


def unseen_cards(view: PlayerView) -> Counter[Card]:
    """Cards that are neither in my hand nor on the discard pile: in other hands or the draw pile."""
    pool = full_deck(view.rules)
    pool.subtract(view.hand)
    pool.subtract(view.discard)
    return +pool  # drops zero and (never expected) negative counts


def color_counts(cards: Counter[Card] | tuple[Card, ...] | list[Card]) -> Counter[Color]:
    """How many cards of each colour (black cards are not counted)."""
    counts: Counter[Color] = Counter()
    items = cards.items() if isinstance(cards, Counter) else ((card, 1) for card in cards)
    for card, number in items:
        if card.color is not None:
            counts[card.color] += number
    return counts


def probability_none(total: int, matching: int, drawn: int) -> float:
    """Chance that ``drawn`` cards taken from ``total`` include none of ``matching`` given ones.

    >>> round(probability_none(10, 5, 1), 2)
    0.5
    >>> probability_none(10, 0, 4)
    1.0
    """
    if drawn <= 0:
        return 1.0
    if drawn > total - matching:
        return 0.0
    chance = 1.0
    for index in range(drawn):
        chance *= (total - matching - index) / (total - index)
    return chance


def draw_four_is_honest(view: PlayerView, card: Card) -> bool:
    """Whether playing this +4 now follows the +4 rule (so a challenge would fail): the engine's reading
    (:func:`uno_access.engine.predicates.draw_four_is_bluff`)."""
    rules = view.rules
    if not rules.allow_challenge or rules.family_draw_four:
        return True  # no challenge possible: a +4 is never a bluff
    rest = list(view.hand)
    rest.remove(card)
    top = view.top_card
    on_a_draw_four = view.phase is Phase.ANSWER and top is not None and top.rank is Rank.WILD_DRAW_FOUR
    return not draw_four_is_bluff(rules, rest, view.color, top, on_a_draw_four)


def share_of_color(pool: Counter[Card], color: Color) -> float:
    """The part of ``pool`` that is of ``color``."""
    total = sum(pool.values())
    if not total:
        return 0.25
    return sum(number for card, number in pool.items() if card.color is color) / total


def colors_by_count(hand: tuple[Card, ...] | list[Card]) -> list[tuple[Color, int]]:
    """Colours with how many cards of each the hand holds, most first (ties in deck order)."""
    counts = color_counts(hand)
    return sorted(((color, counts[color]) for color in COLORS), key=lambda item: -item[1])
