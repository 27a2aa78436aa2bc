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
from uno_access.engine.cards import COLORS, Card, Rank
from uno_access.engine.determinize import InconsistentGuess, determinize
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from .memory import Memory
from .odds import unseen_cards


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How much thinking one decision gets."""

    #: Playouts shared among the candidates (each guess plays every candidate once).
    playouts: int = 0
    #: Guesses of the hidden cards, at least (raised when there are few candidates).
    min_guesses: int = 8
    #: A playout longer than this many actions is scored on the hand sizes.
    max_actions: int = 120
    #: Wall-clock limit in seconds, or ``None`` for a reproducible fixed amount of work.
    deadline: float | None = None
    #: Who plays the playouts: ``"normal"`` bots (sound, slower) or the ``"quick"`` rule of thumb.
    policy: str = "normal"
    #: How much better (in share of playouts won) a move must do to overrule the rule of thumb.
    margin: float = 0.15


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
    """The playout policy: sound, simple and fast (it may read the guessed state freely)."""
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
    elif phase is Phase.CHOOSE_COLOR:
        return ChooseColor(_best_color(hand, None))
    elif plays and any(isinstance(a, Accept) for a in legal):
        return Play(plays[0].card, _best_color(hand, plays[0].card) if plays[0].card.chooses_color else None)
    elif phase is Phase.CHOOSE_TARGET:
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
    """Play the round out from ``state``; 1.0 if ``me`` wins it, 0.0 if someone else does."""
    return _play_out(state, me, lambda player: quick_action(state, player, rng), max_actions)


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


def rank_candidates(
    view: PlayerView,
    memory: Memory,
    candidates: Sequence[Action],
    rng: random.Random,
    budget: SearchBudget,
    *,
    previous_color=None,
) -> list[float]:
    """Average playout result of each candidate (higher is better for ``view.player``)."""
    started = time.perf_counter()
    totals = [0.0] * len(candidates)
    runs = [0] * len(candidates)
    guesses = max(budget.min_guesses, budget.playouts // max(1, len(candidates)))
    for _ in range(guesses):
        if budget.deadline is not None and time.perf_counter() - started > budget.deadline:
            break
        hands, pile = guess_hidden(view, memory, rng)
        seed = rng.getrandbits(32)
        try:
            base = determinize(view, hands, pile, seed, previous_color=previous_color)
        except InconsistentGuess:
            continue
        for index, action in enumerate(candidates):
            state = base.clone()
            try:
                state.apply(view.player, action)
            except ValueError:
                totals[index] = float("-inf")
                continue
            if budget.policy == "quick":
                totals[index] += playout(state, view.player, random.Random(seed), budget.max_actions)
            else:
                totals[index] += bot_playout(state, view.player, seed, budget.max_actions)
            runs[index] += 1
    return [total / run if run else float("-inf") for total, run in zip(totals, runs)]
