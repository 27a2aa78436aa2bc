"""The ``hard`` level: counts cards, reads opponents, bluffs and searches.

On top of the ``normal`` habits it:

- remembers every card it saw and what each opponent's behaviour gave away:
  drawing on a colour means lacking it, naming a colour with a Joker means
  holding it, a hand shown after a challenge is known card by card;
- turns the colour in play to one the next player probably lacks, and names
  such a colour after a Joker, above all against a player close to going out;
- challenges a +4 from the odds of the bluffer's hand (what was seen, what
  they lacked, how often they bluffed before), and bluffs a +4 itself when the
  victim is unlikely to challenge;
- when it has a choice of cards, weighs the best few by determinized
  sampling: hidden hands consistent with everything it saw are dealt out and
  each candidate is played out by normal's habits for everyone (see
  :mod:`uno_access.bots.search`); the rule of thumb's card is kept unless
  another clearly wins more.  The work is a fixed amount (:data:`HARD_SEARCH`,
  less on the engine's slower Python source: :func:`default_budget`) that fits
  the 50 ms budget, drawn from the decision's own random numbers, so the same
  seed gives the same game, resumed or not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from uno_access.engine.actions import Action, Draw, Pass, Play
from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.rules import BluffRule
from uno_access.engine.view import PlayerView
from uno_access.engine_build import engine_kind

from .base import without
from .normal import THREAT_CARDS, NormalBot
from .odds import color_counts, probability_none, share_of_color, unseen_cards
from .search import SearchBudget, search

#: How hard searches on the compiled engine (measured with ``bench/bots.py``; see README.md): up to 1,000
#: playouts a decision, no new guess past 8,000 moves of work (99% of decisions under 25 ms on this project's
#: 2-core test machine, within the 50 ms budget), playouts cut at 20 moves and scored on the hand sizes, a move
#: clearly worse (2 standard errors) dropped every 4 guesses, and the rule of thumb overruled when another move
#: wins more on the same guesses by a standard error.
HARD_SEARCH = SearchBudget(playouts=1000, max_steps=8000, max_actions=20, margin=0.0, z=1.0, drop_z=2.0)
#: On the engine's Python source a move costs about seven times as much (``bench/bots.py``): the same time
#: buys an eighth of the playouts.
HARD_SEARCH_PYTHON = replace(HARD_SEARCH, max_steps=1000)


def default_budget() -> SearchBudget:
    """Hard's search for the engine that runs here (``uno-access --version`` says which)."""
    return HARD_SEARCH if engine_kind() == "compiled" else HARD_SEARCH_PYTHON


class HardBot(NormalBot):
    level = "hard"

    #: Weight of "the next player probably lacks this colour" against one card of ours.
    void_weight = 1.0
    #: Weight of the cards of the played colour left in hand (normal: +1, stay in the strong colour),
    #: with two players and with more.
    held_weight = -1.0
    held_weight_many = 1.0
    #: Value of keeping a card whose number matches another colour (a way to change colour).
    pair_weight = 1.5
    #: Before any +4 of theirs was challenged, how likely an opponent bluffs: most players don't.
    bluff_prior = 0.03
    #: A victim less likely than this to challenge is worth a bluffed +4.
    bluff_when_challenge_below = 0.2
    #: How likely a bluff looks to a typical opponent before they know us (normal's prior).
    assumed_suspicion = NormalBot.bluff_prior

    #: Search only when a hand (ours or another) is down to this many cards; ``None``: every choice of card.
    search_from_cards: int | None = None
    #: Cards compared by the search besides the rule of thumb's choice.
    max_candidates = 4
    #: Colours compared for a Joker (1: only the one the rule of thumb names).
    search_colors = 1
    #: Whether to search "play the card just drawn, or keep it".
    search_after_draw = False
    #: Whether drawing is compared with playing (measured: it rarely wins, and costs a third of the playouts).
    search_draw = False

    def __init__(self, player: int, seed: int | None = None, *, budget: SearchBudget | None = None) -> None:
        super().__init__(player, seed)
        self.budget = budget if budget is not None else default_budget()
        self._pool_cache: tuple[PlayerView, Counter[Card]] | None = None

    # ------------------------------------------------------------------ reading opponents

    def lacks(self, view: PlayerView, seat: int, color: Color) -> float:
        """How likely ``seat`` holds no card of ``color``."""
        model = self.memory.models.get(seat)
        count = view.hand_counts[seat]
        if count <= 0:
            return 1.0
        if model is not None:
            if any(card.color is color for card in model.known):
                return 0.0
        pool = self._pool(view)
        total = sum(pool.values())
        matching = sum(n for card, n in pool.items() if card.color is color)
        baseline = probability_none(total, matching, count)
        if model is None:
            return baseline
        if color in model.void_since:
            share = matching / total if total else 0.25
            return max(baseline, (1.0 - share) ** model.void_since[color])
        if model.named is color:
            return baseline * 0.2
        return baseline

    def _pool(self, view: PlayerView) -> Counter[Card]:
        """The unseen cards, counted once per view (a decision asks many times)."""
        cached = self._pool_cache
        if cached is not None and cached[0] is view:
            return cached[1]
        pool = unseen_cards(view)
        self._pool_cache = (view, pool)
        return pool

    def threat_weight(self, view: PlayerView, seat: int) -> float:
        """How much it matters to block ``seat``: more the fewer cards they hold."""
        count = view.hand_counts[seat]
        if count <= 1:
            return 3.0
        if count <= THREAT_CARDS:
            return 2.0
        if count <= 4:
            return 1.2
        return 1.0

    def color_value(self, view: PlayerView, color: Color, rest: Sequence[Card]) -> float:
        """How good it is for us that ``color`` is the colour in play once our turn ends."""
        mine = sum(1 for card in rest if card.color is color)
        value = float(mine)
        following = self.next_seat(view)
        value += self.void_weight * self.threat_weight(view, following) * self.lacks(view, following, color)
        if self.active_players(view) > 2:
            for seat in range(view.num_players):
                if seat not in (self.player, following) and view.hand_counts[seat] <= THREAT_CARDS:
                    value += 0.5 * self.lacks(view, seat, color)
        return value

    # ------------------------------------------------------------------ playing

    def score_card(self, view: PlayerView, card: Card) -> float | None:
        score = super().score_card(view, card)
        if card.rank is Rank.WILD_DRAW_FOUR and score is None and self.bluffs(view, card):
            score = -10.0 + 30.0  # a bluff worth taking: as good as an honest stopper
        if score is None or card.is_black or score >= 1000.0:
            return score
        rest = without(view.hand, card)
        if any(other.rank is card.rank and other.color is not card.color for other in rest):
            # A card of the same number in another colour lets us change colour later: keep the pair.
            score -= self.pair_weight
        if self.plays_again(view, card):
            return score  # we choose the colour again on the next play
        held = color_counts(rest)[card.color]  # type: ignore[index]
        # Normal stays in the colour it holds most.  Measured against it, two players
        # win more by shedding the colours held least (keeping the strong colour to come
        # back to); at a bigger table staying in the strong colour wins more.
        weight = self.held_weight if self.active_players(view) == 2 else self.held_weight_many
        score += (weight - 1.0) * held
        return score + self.color_value(view, card.color, rest) - held  # type: ignore[arg-type]

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        chosen = super().choose_play(view, turn)
        if not self.should_search(view):
            return chosen
        return self._searched(view, self.search_candidates(view, turn, chosen), chosen)

    def choose_after_draw(self, view: PlayerView, turn: list[Action]) -> Action:
        chosen = super().choose_after_draw(view, turn)
        if not self.search_after_draw or not self.should_search(view):
            return chosen
        candidates = [self._complete(view, chosen)]
        for action in turn:
            if isinstance(action, (Play, Pass)) and not isinstance(chosen, type(action)):
                candidates.append(self._complete(view, self.with_uno(view, action) if isinstance(action, Play) else action))
                break
        return self._searched(view, candidates, chosen)

    def _searched(self, view: PlayerView, candidates: list[Action], chosen: Action) -> Action:
        """The candidate the search prefers (the first is the rule of thumb's), or ``chosen`` if in doubt."""
        if len(candidates) < 2:
            return chosen
        try:
            result = search(
                view,
                self.memory,
                candidates,
                self.rng,
                self.budget,
                previous_color=self.memory.color_before_last_play,
            )
        except Exception:  # noqa: BLE001 - a search failure must never stop the game: play the rule of thumb
            return chosen
        return candidates[result.choice]

    def should_search(self, view: PlayerView) -> bool:
        """Whether to weigh this decision by search (any choice of card, unless limited to the end game)."""
        if self.budget.playouts <= 0:
            return False
        others = [count for seat, count in enumerate(view.hand_counts) if seat != self.player and count > 0]
        if not others:
            return False
        return self.search_from_cards is None or min(min(others), len(view.hand)) <= self.search_from_cards

    def search_candidates(self, view: PlayerView, turn: list[Action], chosen: Action) -> list[Action]:
        """The moves worth comparing: the rule of thumb's first, then the best other cards, then drawing."""
        scored: list[tuple[float, Play]] = []
        for action in turn:
            if isinstance(action, Play):
                score = self.score_card(view, action.card)
                if score is not None:
                    scored.append((score, action))
        scored.sort(key=lambda item: -item[0])
        candidates: list[Action] = [self._complete(view, chosen)]
        for _score, play in scored[: self.max_candidates]:
            action = self._complete(view, self.with_uno(view, play))
            if all(not _same_move(action, other) for other in candidates):
                candidates.append(action)
        if self.search_colors > 1:
            for action in list(candidates):
                if isinstance(action, Play) and action.card.chooses_color:
                    for color in self._colors_by_value(view, action.card)[1 : self.search_colors]:
                        candidates.append(Play(action.card, color, action.uno))
        if self.search_draw:
            for action in turn:
                if isinstance(action, Draw) and all(not isinstance(other, Draw) for other in candidates):
                    candidates.append(action)
        return candidates

    def _complete(self, view: PlayerView, action: Action) -> Action:
        """A play of a black card names its colour at once (the one we would name)."""
        if isinstance(action, Play) and action.card.chooses_color and action.color is None:
            return Play(action.card, self._colors_by_value(view, action.card)[0], action.uno)
        return action

    def _colors_by_value(self, view: PlayerView, card: Card) -> list[Color]:
        """The colours to name after playing ``card``, best first."""
        rest = without(view.hand, card)
        return sorted(COLORS, key=lambda c: (-self.color_value(view, c, rest), COLORS.index(c)))

    def choose_color(self, view: PlayerView, colors: Sequence[Color]) -> Color:
        rest = view.hand
        return max(colors, key=lambda color: (self.color_value(view, color, rest), self.rng.random()))

    # ------------------------------------------------------------------ +4: bluffing and challenging

    def bluffs(self, view: PlayerView, card: Card) -> bool:
        """Whether to play this +4 although it is a bluff."""
        rules = view.rules
        if not rules.allow_challenge:
            return True
        victim = self.next_seat(view)
        left = len(view.hand) - 1
        if view.hand_counts[victim] > THREAT_CARDS and left > 1:
            return False  # only worth the risk to stop a player or to reach UNO
        return self.challenge_chance(view, victim, left) < self.bluff_when_challenge_below

    def challenge_chance(self, view: PlayerView, victim: int, left: int) -> float:
        """How likely ``victim`` challenges a +4 from us when we keep ``left`` cards."""
        model = self.memory.models.get(victim)
        pool = self._pool(view)
        total = sum(pool.values())
        color = view.color
        matching = sum(n for c, n in pool.items() if c.color is color) if color else 0
        honest = probability_none(total, matching, left)
        suspicion = self.assumed_suspicion
        looks_like_bluff = suspicion * (1 - honest) / (suspicion * (1 - honest) + honest)
        prior = 0.8 if looks_like_bluff > 0.2 else 0.15
        if model is None:
            return prior
        return (model.challenged + 2 * prior) / (model.challenged + model.accepted + 2)

    def bluff_tendency(self, bluffer: int) -> float:
        model = self.memory.models.get(bluffer)
        if model is None:
            return self.bluff_prior
        return (model.bluffs_caught + 2 * self.bluff_prior) / (model.bluffs_caught + model.honest_shown + 2)

    def honest_hand_chance(self, view: PlayerView, bluffer: int) -> float:
        chance = super().honest_hand_chance(view, bluffer)
        previous = self.memory.color_before_last_play
        model = self.memory.models.get(bluffer)
        if previous is None or model is None:
            return chance
        if any(card.color is previous for card in model.known):
            return 0.0  # we know they hold that colour
        if previous in model.void_since:
            share = share_of_color(self._pool(view), previous)
            chance = max(chance, (1.0 - share) ** model.void_since[previous])
        return chance

    def challenge_threshold(self, view: PlayerView) -> float:
        threshold = super().challenge_threshold(view)
        if view.rules.bluff_rule is BluffRule.TAKE_BACK:
            threshold *= 0.9
        return threshold


def _same_move(first: Action, second: Action) -> bool:
    if isinstance(first, Play) and isinstance(second, Play):
        return first.card == second.card
    return first == second
