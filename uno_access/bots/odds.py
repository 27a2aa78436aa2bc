"""Counting cards: what is still unseen, and the odds a hand holds a colour.

Everything here works from a :class:`PlayerView` (and the bot's memory), so
it counts only cards the player saw: their own hand and the discard pile.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.rules import DrawFourRestriction, RuleSet
from uno_access.engine.view import PlayerView


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


def is_playable_on(card: Card, color: Color | None, top: Card | None) -> bool:
    """Whether ``card`` matches the colour in play or the top card (black cards always do)."""
    if card.color is None:
        return True
    if card.color is color:
        return True
    return top is not None and top.color is not None and card.rank is top.rank and card.rank is not Rank.FAMILY_QUICK


def draw_four_is_honest(view: PlayerView, card: Card) -> bool:
    """Whether playing this +4 now follows the +4 rule (so a challenge would fail)."""
    rules = view.rules
    if not rules.allow_challenge or getattr(rules, "family_draw_four", False):
        return True  # no challenge possible: a +4 is never a bluff
    rest = list(view.hand)
    rest.remove(card)
    if rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
        return view.color is None or not any(other.color is view.color for other in rest)
    return not any(
        other.rank is not Rank.WILD_DRAW_FOUR and is_playable_on(other, view.color, view.top_card) for other in rest
    )


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
