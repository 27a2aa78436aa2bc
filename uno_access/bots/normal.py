"""The ``normal`` level: a sound club player.

It keeps Jokers for when nothing else fits (or to stop a player about to go
out), plays +2, skip and reverse when they let it play again or stop someone,
stays in the colour it holds most, names that colour after a Joker, never
bluffs a +4, always says UNO, always catches a missed UNO, and challenges a +4
when the odds favour it: the chance that the player held the colour in play,
counted from the cards it has not seen, weighed against the cost of a failed
challenge (two cards more).
"""

from __future__ import annotations

from collections.abc import Sequence

from uno_access.engine.actions import Action, Draw, Pass, Play
from uno_access.engine.cards import Card, Color, Rank
from uno_access.engine.predicates import fits, next_seat
from uno_access.engine.rules import BluffRule, DrawFourRestriction
from uno_access.engine.view import PlayerView

from .base import BaseBot, _first, without
from .odds import color_counts, draw_four_is_honest, probability_none, unseen_cards

#: Cards that stop the next player (and, with two players, let us play again).
STOPPERS = frozenset({Rank.SKIP, Rank.DRAW_TWO})
#: How a player next to going out counts as a threat.
THREAT_CARDS = 2


class NormalBot(BaseBot):
    level = "normal"

    #: How much likelier an honest +4 is than a bluff, from a player who holds the colour.
    bluff_prior = 0.3

    # ------------------------------------------------------------------ playing

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        scored: list[tuple[float, float, Play]] = []
        for play in plays:
            score = self.score_card(view, play.card)
            if score is not None:
                scored.append((score, self.rng.random(), play))
        can_draw = any(isinstance(a, Draw) for a in turn)
        if not scored:
            return _first(turn, Draw) if can_draw else self.with_uno(view, plays[0])
        best = max(scored, key=lambda item: (item[0], item[1]))[2]
        if can_draw and self.prefers_drawing(view, best.card):
            return _first(turn, Draw)
        return self.with_uno(view, best)

    def choose_after_draw(self, view: PlayerView, turn: list[Action]) -> Action:
        plays = [a for a in turn if isinstance(a, Play)]
        if plays and self.score_card(view, plays[0].card) is not None and not self.keeps_drawn(view, plays[0].card):
            return self.with_uno(view, plays[0])
        return _first(turn, Pass)

    def prefers_drawing(self, view: PlayerView, card: Card) -> bool:
        """Whether to draw rather than play ``card`` (the best card available)."""
        return False

    def keeps_drawn(self, view: PlayerView, card: Card) -> bool:
        """Whether to keep the card just drawn although it could be played."""
        return False

    def score_card(self, view: PlayerView, card: Card) -> float | None:
        """How good playing ``card`` looks; ``None`` for a card this level will not play."""
        rest = without(view.hand, card)
        if not rest:
            return 1000.0  # going out wins the round
        threat = self.next_count(view) <= THREAT_CARDS
        plays_again = self.plays_again(view, card)
        if card.is_black:
            if card.rank is Rank.WILD_DRAW_FOUR:
                if not draw_four_is_honest(view, card):
                    return None
                return -10.0 + (30.0 if threat else 0.0) + (4.0 if plays_again else 0.0)
            return -12.0 + (0.5 if card.rank is not Rank.WILD else 0.0)
        counts = color_counts(rest)
        assert card.color is not None
        score = float(counts[card.color])
        if plays_again:
            follows = any(fits(other, card.color, card, rest) for other in rest)
            score += 4.0 if follows else -5.0
        if card.rank in STOPPERS or (card.rank is Rank.REVERSE and view.num_players > 2):
            score += 8.0 if threat else 0.5
        score += self.seven_zero_bonus(view, card, len(rest))
        score += (card.number or 0) / 20.0  # rid the hand of points first
        return score

    def plays_again(self, view: PlayerView, card: Card) -> bool:
        """Whether playing ``card`` gives us the next turn too (two players: skip, +2, reverse)."""
        if self.active_players(view) != 2:
            return False
        if card.rank in STOPPERS or card.rank is Rank.WILD_DRAW_FOUR:
            return True
        return card.rank is Rank.REVERSE and view.rules.two_player_reverse_skips

    def seven_zero_bonus(self, view: PlayerView, card: Card, left: int) -> float:
        """With the 7-0 rule a 7 takes a smaller hand, a 0 passes hands along."""
        if not view.rules.seven_zero:
            return 0.0
        others = [count for seat, count in enumerate(view.hand_counts) if seat != view.player and count > 0]
        if card.rank is Rank.SEVEN and others:
            return max(0.0, left - min(others)) * 1.5
        if card.rank is Rank.ZERO:
            previous = (view.player - view.direction.value) % view.num_players
            return (left - view.hand_counts[previous]) * 1.0
        return 0.0

    # ------------------------------------------------------------------ table helpers

    def active_players(self, view: PlayerView) -> int:
        return view.num_players - len(view.eliminated)

    def next_seat(self, view: PlayerView) -> int:
        """The next player, as the engine reads it (players out skipped)."""
        out = [seat in view.eliminated for seat in range(view.num_players)]
        return next_seat(view.player, view.direction, view.num_players, out)

    def next_count(self, view: PlayerView) -> int:
        return view.hand_counts[self.next_seat(view)]

    # ------------------------------------------------------------------ colours

    def choose_color(self, view: PlayerView, colors: Sequence[Color]) -> Color:
        counts = color_counts(view.hand)
        return max(colors, key=lambda color: (counts[color], self.rng.random()))

    # ------------------------------------------------------------------ +4 challenge

    def should_challenge(self, view: PlayerView) -> bool:
        chance = self.bluff_chance(view)
        return chance > self.challenge_threshold(view)

    def challenge_threshold(self, view: PlayerView) -> float:
        """Challenge when the chance of a bluff beats what a failed challenge costs.

        A failed challenge costs 2 cards more (6 instead of 4); a bluff caught
        saves our 4, gives the bluffer 4 and keeps our turn.
        """
        gain = 4.0 + 4.0 * (2.0 / self.active_players(view)) + 1.0
        if view.rules.bluff_rule is BluffRule.TAKE_BACK:
            gain += 1.0
        return 2.0 / (2.0 + gain)

    def bluff_chance(self, view: PlayerView) -> float:
        """The chance that the +4 now on us was a bluff."""
        bluffer = view.challenge_from
        if bluffer is None:
            return 0.0
        honest = self.honest_hand_chance(view, bluffer)
        prior = self.bluff_tendency(bluffer)
        bluff_weight = prior * (1.0 - honest)
        total = bluff_weight + honest
        return bluff_weight / total if total else 0.0

    def bluff_tendency(self, bluffer: int) -> float:
        return self.bluff_prior

    def honest_hand_chance(self, view: PlayerView, bluffer: int) -> float:
        """The chance that a hand like the bluffer's held nothing that made the +4 a bluff."""
        previous = self.memory.color_before_last_play
        if previous is None and len(view.discard) >= 2:
            previous = view.discard[-2].color
        if previous is None:
            return 1.0
        pool = unseen_cards(view)
        total = sum(pool.values())
        if view.rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
            matching = sum(n for card, n in pool.items() if card.color is previous)
        else:
            under = self.memory.card_before_last_play
            matching = sum(
                n
                for card, n in pool.items()
                if card.rank is not Rank.WILD_DRAW_FOUR and fits(card, previous, under, ())
            )
        return probability_none(total, matching, view.hand_counts[bluffer])
