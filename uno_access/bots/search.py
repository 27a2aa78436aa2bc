"""Determinized sampling: weigh candidate moves on guesses of the hidden cards.

A guess deals the unseen cards (:func:`uno_access.bots.odds.unseen_cards`)
into the other hands and the draw pile, respecting what the bot knows: cards
known in a hand, colours an opponent showed they lack (only for the cards they
held before drawing again), open hands.  :func:`determinize` turns the guess
into a real engine state; each candidate move is applied to a copy and the
round is played out by a quick rule-of-thumb policy for everyone.  The move
that wins most often across the guesses is chosen.  The same guesses and the
same random playouts serve every candidate, so differences come from the
moves, not from luck.

The work is a fixed number of playouts (reproducible from the seed), sized so
a decision fits the 50 ms budget; an optional deadline cuts it short on a slow
machine.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from uno_access.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseTarget,
    Draw,
    Pass,
    Play,
)
from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.rules import DrawFourRestriction
from uno_access.engine.determinize import InconsistentGuess, determinize
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from .memory import Memory
from .odds import unseen_cards


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How much thinking one decision gets."""

    #: Playouts shared among the candidates (each guess plays every candidate once); 0: no search.
    playouts: int = 0
    #: Guesses of the hidden cards, at least (raised when there are few candidates).
    min_guesses: int = 8
    #: No new guess once the playouts of a decision have played this many actions (time, reproducibly).
    max_steps: int = 1_000_000
    #: A playout longer than this many actions is scored on the hand sizes.
    max_actions: int = 120
    #: Wall-clock limit in seconds, or ``None`` for a reproducible fixed amount of work.
    deadline: float | None = None
    #: Who plays the playouts: ``"heuristic"`` (normal's habits read from the state, fast),
    #: ``"normal"`` bots (the same habits through views, slow) or the rough ``"quick"`` rule of thumb.
    policy: str = "heuristic"
    #: How much better (in share of playouts won) a move must do to overrule the rule of thumb.
    margin: float = 0.15
    #: And by how many standard errors of the difference (paired on the same guesses).
    z: float = 0.0


def guess_hidden(view: PlayerView, memory: Memory, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """One dealing of the unseen cards consistent with what the player saw and inferred."""
    pool = unseen_cards(view)
    me = view.player
    count = view.num_players
    hands: list[list[Card]] = [[] for _ in range(count)]
    open_hands = getattr(view, "open_hands", None)
    seats = [p for p in range(count) if p != me and view.hand_counts[p] > 0]
    rng.shuffle(seats)
    if open_hands is not None:
        for p in seats:
            hands[p] = list(open_hands[p])
            pool.subtract(open_hands[p])
        seats = []
    # Known cards first, as long as they are still unseen.
    for p in seats:
        model = memory.models.get(p)
        if model is None:
            continue
        for card, number in model.known.items():
            take = min(number, pool[card], view.hand_counts[p] - len(hands[p]))
            if take > 0:
                hands[p].extend([card] * take)
                pool[card] -= take
    cards = list((+pool).elements())
    rng.shuffle(cards)
    for p in seats:
        need = view.hand_counts[p] - len(hands[p])
        model = memory.models.get(p)
        voids = dict(model.void_since) if model is not None else {}
        for slot in range(need):
            # The first (need - drawn since) cards were held when the colour was lacking.
            banned = {color for color, since in voids.items() if slot < need - since}
            index = _first_allowed(cards, banned)
            hands[p].append(cards.pop(index))
    pile = cards
    size = view.draw_pile_size
    if len(pile) > size:
        del pile[size:]
    while len(pile) < size:  # the deck holds cards we cannot account for: invent plain ones
        pile.append(Card(COLORS[len(pile) % 4], Rank.FIVE))
    return hands, pile


def _first_allowed(cards: list[Card], banned: set) -> int:
    if not banned:
        return len(cards) - 1
    for index in range(len(cards) - 1, -1, -1):
        if cards[index].color not in banned:
            return index
    return len(cards) - 1


def quick_action(state: State, player: int, rng: random.Random) -> Action:
    """A rough playout policy: sound, simple and fast (it may read the guessed state freely)."""
    legal = state.legal_actions(player)
    hand = state.hands[player]
    phase = state.phase
    plays = [a for a in legal if isinstance(a, Play)]
    if phase is Phase.PLAY or phase is Phase.AFTER_DRAW:
        if plays:
            best = max(plays, key=lambda play: _quick_score(state, player, play.card, hand, rng))
            color = _best_color(hand, best.card) if best.card.chooses_color else None
            return Play(best.card, color, uno=len(hand) == 2)
        for action in legal:
            if isinstance(action, (Draw, Pass)):
                return action
    return _other_action(state, player, legal, hand)


def _other_action(state: State, player: int, legal: list[Action], hand: list[Card]) -> Action:
    """Any decision but playing or drawing: name the colour held most, take what is owed, and so on."""
    phase = state.phase
    plays = [a for a in legal if isinstance(a, Play)]
    if phase is Phase.CHOOSE_COLOR:
        return ChooseColor(_best_color(hand, None))
    if plays and any(isinstance(a, Accept) for a in legal):
        return Play(plays[0].card, _best_color(hand, plays[0].card) if plays[0].card.chooses_color else None)
    if phase is Phase.CHOOSE_TARGET:
        targets = [a for a in legal if isinstance(a, ChooseTarget)]
        if targets:
            return min(targets, key=lambda a: (a.target == player, len(state.hands[a.target])))
    for action in legal:
        if isinstance(action, Accept):
            return action
    for action in legal:
        if not isinstance(action, (CallUno, CatchUno)):
            return action
    return legal[0]


def _quick_score(state: State, player: int, card: Card, hand: list[Card], rng: random.Random) -> float:
    if len(hand) == 1:
        return 1000.0
    if card.color is None:
        return -10.0 + (3.0 if card.rank is Rank.WILD_DRAW_FOUR else 0.0) + rng.random()
    score = sum(1 for other in hand if other.color is card.color) + rng.random()
    if card.rank in (Rank.SKIP, Rank.DRAW_TWO, Rank.REVERSE):
        score += 3.0
    return score


def _best_color(hand: list[Card], played: Card | None):
    counts = Counter(card.color for card in hand if card.color is not None and card is not played)
    if not counts:
        return COLORS[0]
    return max(COLORS, key=lambda color: counts[color])


_STOPPERS = frozenset({Rank.SKIP, Rank.DRAW_TWO})
_PLAY_PHASES = (Phase.PLAY, Phase.AFTER_DRAW)


def heuristic_action(state: State, player: int, rng: random.Random) -> Action:
    """The playout policy: ``normal``'s habits, read straight from the state (no view is built).

    Plays what :class:`uno_access.bots.normal.NormalBot` would (the colour held
    most, stoppers against a player close to going out, Jokers last, a +4 only
    when honest, the drawn card when it fits, the colour held most after a
    Joker); answers and challenges are simply accepted (nobody bluffs in a
    playout).  A fraction of the cost of a ``normal`` bot, which needs a view
    per decision.
    """
    phase = state.phase
    legal = state.legal_actions(player)
    hand = state.hands[player]
    if phase is not Phase.PLAY and phase is not Phase.AFTER_DRAW:
        return _other_action(state, player, legal, hand)
    plays = [action for action in legal if action.__class__ is Play]
    if not plays:
        for action in legal:
            if action.__class__ is Draw or action.__class__ is Pass:
                return action
        return _other_action(state, player, legal, hand)
    if len(hand) == 1 or len(plays) == 1 and plays[0].card.rank is not Rank.WILD_DRAW_FOUR:
        best: Play | None = plays[0]  # going out, or the only card that fits (normal plays it)
    else:
        best = _best_play(state, player, hand, plays, rng)
    if best is None:  # only a +4 that would be a bluff
        for action in legal:
            if action.__class__ is Draw or action.__class__ is Pass:
                return action
        best = plays[0]
    card = best.card
    uno = len(hand) == 2
    if card.chooses_color:
        return Play(card, _most_held(hand, card, rng), uno)
    if uno or best.color is not None:
        return Play(card, None, uno)
    return best


def _best_play(state: State, player: int, hand: list[Card], plays: list[Play], rng: random.Random) -> Play | None:
    """``NormalBot.score_card`` on the state: the best-looking play, ``None`` if none will do."""
    two = state.num_players - sum(state.eliminated) == 2
    threat = len(state.hands[state.next_player(player)]) <= 2
    reverse_skips = state.rules.two_player_reverse_skips
    colors: dict[Color | None, int] = {}
    ranks: dict[Rank, int] = {}
    for card in hand:
        colors[card.color] = colors.get(card.color, 0) + 1
        ranks[card.rank] = ranks.get(card.rank, 0) + 1
    blacks = colors.get(None, 0)
    best: Play | None = None
    best_score = -1e9
    for play in plays:
        card = play.card
        rank = card.rank
        color = card.color
        if color is None:
            if rank is Rank.WILD_DRAW_FOUR:
                if not _honest_draw_four(state, hand, card):
                    continue
                score = -10.0 + (30.0 if threat else 0.0) + (4.0 if two else 0.0)
            else:
                score = -12.0 + (0.5 if rank is not Rank.WILD else 0.0)
        else:
            held = colors[color] - 1
            score = held + (card.number or 0) / 20.0
            stopper = rank in _STOPPERS
            if two and (stopper or rank is Rank.REVERSE and reverse_skips):
                score += 4.0 if held or blacks or ranks[rank] > 1 else -5.0
            if stopper or rank is Rank.REVERSE and not two:
                score += 8.0 if threat else 0.5
        score += 0.001 * rng.random()  # ties broken at random, as normal does
        if score > best_score:
            best, best_score = play, score
    return best


def _honest_draw_four(state: State, hand: list[Card], card: Card) -> bool:
    """Whether a +4 follows its rule now (playouts never bluff)."""
    rules = state.rules
    if not rules.allow_challenge or getattr(rules, "family_draw_four", False):
        return True
    color = state.color
    if rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
        return not any(other.color is color and other is not card for other in hand)
    return not any(
        other.rank is not Rank.WILD_DRAW_FOUR and state.is_playable(other) for other in hand if other is not card
    )


def _most_held(hand: list[Card], played: Card | None, rng: random.Random) -> Color:
    """The colour held most once ``played`` has left the hand; ties broken at random."""
    counts = dict.fromkeys(COLORS, 0.0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1.0
    for color in counts:
        counts[color] += 0.001 * rng.random()
    return max(counts, key=counts.__getitem__)


def _play_out(state: State, me: int, choose: Callable[[int], Action], max_actions: int) -> float:
    """Play the round out, each seat's action from ``choose(seat)``; 1.0 if ``me`` wins it."""
    for _ in range(max_actions):
        phase = state.phase
        if phase is Phase.ROUND_OVER or phase is Phase.MATCH_OVER:
            return 1.0 if not state.hands[me] else 0.0
        player = state.current_player
        if player is None:
            break
        state.apply(player, choose(player))
    return _score_unfinished(state, me)


def playout(state: State, me: int, rng: random.Random, max_actions: int) -> float:
    """Play the round out from ``state`` by the rough policy; 1.0 if ``me`` wins it, 0.0 if someone else does."""
    return _play_out(state, me, lambda player: quick_action(state, player, rng), max_actions)


def heuristic_playout(state: State, me: int, rng: random.Random, max_actions: int) -> float:
    """Play the round out from ``state`` by :func:`heuristic_action`; 1.0 if ``me`` wins it."""
    return _play_out(state, me, lambda player: heuristic_action(state, player, rng), max_actions)


def bot_playout(state: State, me: int, seed: int, max_actions: int) -> float:
    """Play the round out with a ``normal`` bot in every seat; 1.0 if ``me`` wins it."""
    from .normal import NormalBot  # here: normal.py does not need the search

    bots = [NormalBot(seat, seed + seat) for seat in range(state.num_players)]
    return _play_out(state, me, lambda player: bots[player].choose(state.view_for(player)), max_actions)


def _score_unfinished(state: State, me: int) -> float:
    phase = state.phase
    if phase is Phase.ROUND_OVER or phase is Phase.MATCH_OVER:
        return 1.0 if not state.hands[me] else 0.0
    mine = len(state.hands[me])
    best_other = min(len(hand) for seat, hand in enumerate(state.hands) if seat != me)
    return max(0.0, min(1.0, 0.5 + 0.08 * (best_other - mine)))


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What the playouts said: one row per guess of the hidden cards, one value per candidate."""

    #: ``samples[g][c]``: the result (1.0 won … 0.0 lost) of candidate ``c`` on guess ``g``.
    samples: tuple[tuple[float, ...], ...]
    #: Actions played in all the playouts (the work done).
    steps: int

    def means(self, count: int) -> list[float]:
        """Each candidate's average result (``-inf`` without any playout)."""
        if not self.samples:
            return [float("-inf")] * count
        return [sum(row[index] for row in self.samples) / len(self.samples) for index in range(count)]

    def best(self, margin: float, z: float) -> int:
        """The candidate to play: the first (the rule of thumb's) unless another clearly beats it.

        Each other candidate is compared with the first on the same guesses (the
        same hidden cards, the same random numbers): it wins when it does better
        by more than ``margin`` on average and by more than ``z`` standard errors,
        so noise alone rarely overrules the rule of thumb.
        """
        rows = self.samples
        if len(rows) < 2:
            return 0
        chosen, chosen_gain = 0, 0.0
        for index in range(1, len(rows[0])):
            differences = [row[index] - row[0] for row in rows]
            count = len(differences)
            mean = sum(differences) / count
            if mean <= margin or mean <= chosen_gain:
                continue
            variance = sum((d - mean) ** 2 for d in differences) / (count - 1)
            if mean > z * math.sqrt(variance / count):
                chosen, chosen_gain = index, mean
        return chosen


def search(
    view: PlayerView,
    memory: Memory,
    candidates: Sequence[Action],
    rng: random.Random,
    budget: SearchBudget,
    *,
    previous_color: Color | None = None,
) -> SearchResult:
    """Play every candidate out on the same guesses of the hidden cards.

    The work is bounded twice, both reproducibly: at most ``budget.playouts``
    playouts, and no new guess once ``budget.max_steps`` actions were played
    (a guess always plays every candidate, so they are compared on the same
    cards).  ``rng`` is the bot's stream for this decision: the same decision
    always gives the same guesses and the same playouts.
    """
    started = time.perf_counter()
    me = view.player
    count = len(candidates)
    guesses = max(budget.min_guesses, budget.playouts // max(1, count))
    rows: list[tuple[float, ...]] = []
    steps = 0
    policy = budget.policy
    for _ in range(guesses):
        if steps >= budget.max_steps:
            break
        if budget.deadline is not None and time.perf_counter() - started > budget.deadline:
            break
        hands, pile = guess_hidden(view, memory, rng)
        seed = rng.getrandbits(32)
        try:
            base = determinize(view, hands, pile, seed, previous_color=previous_color)
        except InconsistentGuess:
            continue
        base.record_events = False  # playouts need the moves, not the events: the engine's fast mode
        start = len(base.log)
        row: list[float] = []
        for action in candidates:
            state = base.clone()
            try:
                state.apply(me, action)
            except ValueError:
                row.append(float("-inf"))
                continue
            if policy == "heuristic":
                row.append(heuristic_playout(state, me, random.Random(seed), budget.max_actions))
            elif policy == "quick":
                row.append(playout(state, me, random.Random(seed), budget.max_actions))
            else:
                row.append(bot_playout(state, me, seed, budget.max_actions))
            steps += len(state.log) - start
        if float("-inf") in row:
            return SearchResult((), steps)  # a candidate the rules refuse: do not trust the search
        rows.append(tuple(row))
    return SearchResult(tuple(rows), steps)


def rank_candidates(
    view: PlayerView,
    memory: Memory,
    candidates: Sequence[Action],
    rng: random.Random,
    budget: SearchBudget,
    *,
    previous_color: Color | None = None,
) -> list[float]:
    """Average playout result of each candidate (higher is better for ``view.player``)."""
    result = search(view, memory, candidates, rng, budget, previous_color=previous_color)
    return result.means(len(candidates))
