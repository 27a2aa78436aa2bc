"""Information-set Monte Carlo tree search (ISMCTS) for the ``expert`` level.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set
Monte Carlo Tree Search", IEEE TCIAIG 2012): one tree of moves for the whole
table, searched from the bot's information set.  Each iteration deals a new
guess of the hidden cards (:class:`uno_access.bots.search.Dealer`: the
cards the bot did not see, never a colour a hand is known to lack, known
cards where they are), builds it on the engine (:func:`determinize`), then

- walks down the tree, each seat choosing among the moves it has *in this
  guess* by UCB1 with availability counts (a move is compared only with the
  iterations in which it could be played);
- adds one node, plays the round out by ``normal``'s habits for everyone
  (:func:`uno_access.bots.search.heuristic_action`), cut after
  ``max_actions`` moves and scored from the hand sizes;
- credits every node on the way with the result for the seat that chose it.

The bot plays the root move chosen most often.

One move deep (``depth=1``), :func:`halving` compares our moves instead by
sequential halving on shared guesses (``TreeBudget.halving``, what expert
ships): each guess is built once and every move still in is played out on
it; after each of log2(moves) stages the worse half is dropped.  It aims at
the best move (UCB1 aims at playing good moves while searching), the moves
are compared on the same cards, and a playout costs less.  For the rules it
covers, the halving plays its playouts on the compact model of
:mod:`uno_access.bots.rollout` (the same game, a fraction of the cost), each
guess dealt straight into it.

Either way the search reads nothing but what a
player at the table knows: the hidden hands exist only in the guesses, and a
seat's choices in the tree are made from its own guessed hand.  The work is a
fixed amount (iterations and moves played) drawn from the decision's own
random numbers: the same seed gives the same game on any machine fast enough
to do that work before the budget's ``deadline``; a slower one stops there
and plays the best move found so far (weaker, never slower).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from uno_access.engine._shared import (
    _AFTER_DRAW,
    _DRAW_FOUR,
    _DRAW_TWO,
    _MATCH_OVER,
    _PLAY,
    _REVERSE,
    _ROUND_OVER,
    _SKIP,
    _WILD,
)
from uno_access.engine.actions import Action, CallUno, CatchUno, ChooseColor, Draw, Pass, Play
from uno_access.engine.cards import COLORS, Card, Color
from uno_access.engine.determinize import determinize
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from . import playout_weights, rollout
from .memory import Memory
from .search import (
    GUESS_COST,
    PLAYOUT_COST,
    Dealer,
    _honest_draw_four,
    _other_action,
    _play,
    heuristic_action,
    score_unfinished,
)

#: The phases whose moves the tree branches on; any other decision (a challenge, a target...) is played by
#: the playout policy inside the tree, and left to the level's own judgement at the root.
TREE_PHASES: Final = (Phase.PLAY, Phase.AFTER_DRAW, Phase.CHOOSE_COLOR)


@dataclass(frozen=True, slots=True)
class TreeBudget:
    """How much thinking one decision gets."""

    #: Iterations (guesses, each walked down the tree and played out once).
    iterations: int = 2000
    #: No new iteration once the playouts of a decision have played this many moves (time, reproducibly).
    max_steps: int = 60_000
    #: A playout longer than this many moves is scored on the hand sizes.
    max_actions: int = 40
    #: UCB1's exploration constant (results are between 0 and 1).
    exploration: float = 0.7
    #: Moves deep the tree grows (0: no limit; 1: only our moves, a flat search over the guesses).
    depth: int = 0
    #: One move deep, every move still in played out on each guess (the same cards for all), the worse half
    #: dropped at each of log2(moves) stages (sequential halving) instead of UCB1 on separate guesses.
    halving: bool = False
    #: Wall-clock limit of one decision in seconds (``None``: none): the work above is what this machine does
    #: well within it, reproducibly; a slower or busier machine stops at the deadline and plays weaker, never
    #: slower (its games are then no longer replayed move for move from the seed).
    deadline: float | None = None
    #: Guesses deal a player who named a colour with a Joker (and has not drawn on it since) a card of it.
    named: bool = False
    #: Halving: at most this many of our moves compared, the level's preferred first (0: all of them).
    max_moves: int = 0
    #: Who plays the playouts: ``"normal"``'s habits (:func:`heuristic_action`) or ``"hard"``'s
    #: (:func:`hard_action`: in a duel, shed the colours held least, turn to a colour the next player lacks).
    policy: str = "normal"
    #: Halving, ``normal``'s playouts, and rules the compact playout model covers (:mod:`.rollout`: the
    #: official rules): its playouts are the same game at a fraction of the cost, so the work is this many
    #: iterations and moves instead of ``iterations`` and ``max_steps`` (0: the engine plays every playout).
    model_iterations: int = 0
    model_max_steps: int = 0
    #: Guesses deal each opponent's hand as it was read from their draws (:attr:`memory.OpponentModel.lacked`):
    #: a player who drew instead of playing held no card of the colour in play, none of the top card's rank
    #: and no black card, and the card drawn, kept, did not fit either (hard and normal play whenever a card
    #: fits), for the cards held then; for the rules the playout model covers (the official ones).
    voids: bool = False
    #: The model's playouts at two players by a policy learned from self-play (:mod:`.playout_weights`) instead of
    #: ``normal``'s habits: ``"expert"`` every seat by the weights that imitate expert's search, ``"hard"`` the
    #: opponents by the weights that imitate hard (ours ``normal``'s), ``"both"`` ours by expert's and theirs by
    #: hard's; ``""``: none (measured in README's Strength, issue 36: not shipped).
    learned: str = ""


class _Node:
    """A move in the tree: who made it, how often it was tried, how often it could have been, what it won."""

    __slots__ = ("seat", "visits", "available", "reward", "children", "moves")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        #: Keyed by :func:`move_key` of the seat and its move: one tree for the whole table, where a node reached
        #: by different guesses may see different seats decide (a move forced in one guess is a choice in another).
        self.children: dict[int, _Node] = {}
        #: The moves of the children, by key (the root's are read back at the end).
        self.moves: dict[int, Action] = {}


def move_key(seat: int, move: Action) -> int:
    """One int for a seat's move (a frozen action's own hash is Python code, run at every lookup)."""
    kind = type(move)
    if kind is Play:
        play: Play = move  # type: ignore[assignment]
        color = play.color
        code = play.card.order * 16 + (COLORS.index(color) + 1 if color is not None else 0) * 2 + play.uno
    elif kind is ChooseColor:
        named: ChooseColor = move  # type: ignore[assignment]
        code = -1 - COLORS.index(named.color)
    elif kind is Draw:
        code = -10
    elif kind is Pass:
        code = -11
    else:
        code = -100 - hash(move) % 1_000_000  # a variant's rare move: kept apart from the others
    return seat * 100_000_000 + code


def tree_moves(state: State, player: int) -> list[Action]:
    """The moves the tree compares for ``player``: their turn's actions, UNO said with the second-to-last card.

    Out-of-turn calls and catches are left out (every level says UNO and
    catches a forgotten one on its own), and a card playable with and without
    UNO is one move.
    """
    hand_size = len(state.hands[player])
    moves: list[Action] = []
    for action in state.legal_actions(player):
        kind = type(action)
        if kind is CallUno or kind is CatchUno:
            continue
        if kind is Play and hand_size == 2:
            play: Play = action  # type: ignore[assignment]
            if not play.uno:
                action = Play(play.card, play.color, True, play.intercept)
        if action not in moves:
            moves.append(action)
    return moves


def _ends(budget: TreeBudget) -> float:
    """When the search must stop, on ``time.perf_counter``'s clock (never, without a deadline)."""
    return math.inf if budget.deadline is None else time.perf_counter() + budget.deadline


def _values(state: State) -> list[float]:
    """Each seat's result: 1.0 for the seat that went out, else its chance from the hand sizes."""
    return [score_unfinished(state, seat) for seat in range(state.num_players)]


def _play_out(state: State, rng: random.Random, max_actions: int, hard: bool = False) -> int:
    """Play on by the playout policy until the round ends or ``max_actions`` moves; the moves played."""
    for done in range(max_actions):
        phase = state.phase
        if phase is _ROUND_OVER or phase is _MATCH_OVER:
            return done
        player = state.current_player
        if player is None:
            return done
        state.apply(player, hard_action(state, player, rng) if hard else heuristic_action(state, player, rng))
    return max_actions


def hard_action(state: State, player: int, rng: random.Random) -> Action:
    """A playout policy closer to ``hard``'s habits than :func:`heuristic_action` (``normal``'s), read from the state.

    As :meth:`uno_access.bots.hard.HardBot.score_card` does: face to face it
    sheds the colours it holds least (keeping its strong colour to come back
    to), at a bigger table it stays in its strong colour; it keeps a card of the
    same number in another colour; it prefers a colour the next player lacks
    (in the guess, the next hand is known), more so the fewer cards they hold;
    after a Joker it names the colour it holds most plus that lack.
    """
    phase = state.phase
    if phase is not _PLAY and phase is not _AFTER_DRAW:
        return heuristic_action(state, player, rng)
    legal = state.legal_actions(player)
    hand = state.hands[player]
    plays: list[Play] = []
    draw: Action | None = None
    for action in legal:
        if type(action) is Play:
            plays.append(action)
        elif draw is None and (type(action) is Draw or type(action) is Pass):
            draw = action
    if not plays:
        return draw if draw is not None else _other_action(state, player, legal, hand)
    following = state.next_player(player)
    theirs = state.hands[following]
    count = len(theirs)
    threat = count <= 2
    weight = 3.0 if count <= 1 else 2.0 if count <= 2 else 1.2 if count <= 4 else 1.0
    if len(hand) == 1 or len(plays) == 1 and plays[0].card.rank is not _DRAW_FOUR:
        best: Play | None = plays[0]
    else:
        two = state.num_players - sum(state.eliminated) == 2
        reverse_skips = state.rules.two_player_reverse_skips
        random_ = rng.random
        blacks = 0
        for card in hand:
            if card.color is None:
                blacks += 1
        best = None
        best_score = -1e9
        for play in plays:
            card = play.card
            rank = card.rank
            color = card.color
            if color is None:
                if rank is _DRAW_FOUR:
                    if not _honest_draw_four(state, hand, card):
                        continue
                    score = -10.0 + (30.0 if threat else 0.0) + (4.0 if two else 0.0)
                else:
                    score = -12.0 + (0.5 if rank is not _WILD else 0.0)
            else:
                held = -1
                same_rank = 0
                pair = False  # a card of the same number in another colour: a way to change colour later
                for other in hand:
                    if other.color is color:
                        held += 1
                    if other.rank is rank:
                        same_rank += 1
                        if other.color is not color:
                            pair = True
                number = card.number
                score = float(held) + (number / 20.0 if number is not None else 0.0)
                again = False
                if number is None:
                    stopper = rank is _SKIP or rank is _DRAW_TWO
                    again = two and (stopper or rank is _REVERSE and reverse_skips)
                    if again:
                        score += 4.0 if held or blacks or same_rank > 1 else -5.0
                    if stopper or rank is _REVERSE and not two:
                        score += 8.0 if threat else 0.5
                if pair:
                    score -= 1.5
                if not again:
                    if two:
                        score -= 2.0 * held  # shed the colours held least
                    lacks = True
                    for other in theirs:
                        if other.color is color:
                            lacks = False
                            break
                    if lacks:
                        score += weight
            score += 0.001 * random_()
            if score > best_score:
                best, best_score = play, score
    if best is None:  # only a +4 that would be a bluff
        if draw is not None:
            return draw
        best = plays[0]
    card = best.card
    uno = len(hand) == 2
    if card.chooses_color:
        return _play(card, _named(hand, theirs, weight, rng), uno)
    if uno or best.color is not None:
        return _play(card, None, uno)
    return best


def _named(hand: list[Card], theirs: list[Card], weight: float, rng: random.Random) -> Color:
    """The colour hard would name: the one it holds most, plus ``weight`` if the next player lacks it."""
    random_ = rng.random
    best = COLORS[0]
    best_value = -1.0
    for color in COLORS:
        value = 0.001 * random_()
        for card in hand:
            if card.color is color:
                value += 1.0
        lacks = True
        for card in theirs:
            if card.color is color:
                lacks = False
                break
        if lacks:
            value += weight
        if value > best_value:
            best, best_value = color, value
    return best


#: The most players at which the guesses read the draws (``TreeBudget.voids``).  Measured against hard on the same
#: 1,000 rounds with and without (seed 51, README's Strength): +2.2 points at three players, but -2.3 at four,
#: where half the opponents are experts, and an expert may draw though a card fits (its search compares drawing),
#: so a draw there proves less; at two players +2.3 over 2,000 paired rounds.
VOIDS_MAX_PLAYERS: Final = 3


def _dealer(view: PlayerView, memory: Memory, rng: random.Random, budget: TreeBudget) -> Dealer:
    """The guesses' dealer, with what the opponents' draws showed (``budget.voids``) where it reads them right:
    the official rules, where a card fits by colour, by rank or black, at tables of at most
    :data:`VOIDS_MAX_PLAYERS`."""
    voids = budget.voids and view.num_players <= VOIDS_MAX_PLAYERS and rollout.covers(view.rules)
    return Dealer(view, memory, rng, budget.named, voids)


def _guess(view: PlayerView, dealer: Dealer, rng: random.Random, previous_color: Color | None) -> State | None:
    """A new guess of the hidden cards, built on the engine without events; ``None`` when it does not fit."""
    hands, pile = dealer.deal(rng)
    try:
        state = determinize(view, hands, pile, 0, previous_color=previous_color, rng=rng)
    except ValueError:  # a guess that does not fit the view: no search
        return None
    state.record_events = False
    return state


@dataclass(frozen=True, slots=True)
class TreeResult:
    """The root's moves with their visits and average results, and the one chosen."""

    moves: tuple[Action, ...]
    visits: tuple[int, ...]
    means: tuple[float, ...]
    choice: Action | None
    iterations: int
    steps: int


def ismcts(
    view: PlayerView,
    memory: Memory,
    rng: random.Random,
    budget: TreeBudget,
    *,
    previous_color: Color | None = None,
    preferred: Sequence[Action] = (),
) -> TreeResult:
    """Search from ``view``'s information set; ``choice`` is the root move tried most (``None``: no search).

    ``preferred``: our moves, best first by the level's judgement; with ``budget.max_moves`` the halving
    compares only that many of them (the others come after, in the order the engine lists them)."""
    if budget.halving:
        return halving(view, memory, rng, budget, previous_color=previous_color, preferred=preferred)
    me = view.player
    root = _Node(me)
    dealer = _dealer(view, memory, rng, budget)
    exploration = budget.exploration
    steps = iterations = 0
    ends = _ends(budget)
    while iterations < budget.iterations and steps < budget.max_steps and time.perf_counter() < ends:
        state = _guess(view, dealer, rng, previous_color)
        if state is None:
            break
        iterations += 1
        steps += GUESS_COST + PLAYOUT_COST
        start = len(state.log)
        node = root
        path: list[_Node] = []
        expanded = False
        depth = budget.depth
        while not expanded and (not depth or len(path) < depth):
            phase = state.phase
            player = state.current_player
            if phase is _ROUND_OVER or phase is _MATCH_OVER or player is None:
                break
            if phase not in TREE_PHASES:
                state.apply(player, heuristic_action(state, player, rng))  # a forced or rare decision
                continue
            moves = tree_moves(state, player)
            if len(moves) == 1:
                state.apply(player, moves[0])
                continue
            children = node.children
            untried: list[int] = []  # indices in moves
            best: _Node | None = None
            best_move = moves[0]
            best_score = -1.0
            keys: list[int] = []
            for index, move in enumerate(moves):
                key = move_key(player, move)
                keys.append(key)
                child = children.get(key)
                if child is None:
                    untried.append(index)
                    continue
                child.available += 1
                score = child.reward / child.visits + exploration * math.sqrt(math.log(child.available) / child.visits)
                if score > best_score:
                    best, best_move, best_score = child, move, score
            if untried:
                # A new node: the playout policy's move first when it is untried, else one at random.
                policy_key = move_key(player, heuristic_action(state, player, rng))
                chosen = untried[int(rng.random() * len(untried))]
                for index in untried:
                    if keys[index] == policy_key:
                        chosen = index
                best = _Node(player)
                best.available = 1
                best_move = moves[chosen]
                children[keys[chosen]] = best
                node.moves[keys[chosen]] = best_move
                expanded = True
            assert best is not None
            state.apply(player, best_move)
            path.append(best)
            node = best
        _play_out(state, rng, budget.max_actions, budget.policy == "hard")
        steps += len(state.log) - start
        values = _values(state)
        for visited in path:
            visited.visits += 1
            visited.reward += values[visited.seat]
    root_keys = [key for key, child in root.children.items() if child.seat == me]
    root_moves_ = tuple(root.moves[key] for key in root_keys)
    tried = [root.children[key] for key in root_keys]
    visits = tuple(child.visits for child in tried)
    means = tuple(child.reward / child.visits if child.visits else 0.0 for child in tried)
    choice: Action | None = None
    if tried:
        chosen = max(range(len(tried)), key=lambda index: (visits[index], means[index]))
        choice = root_moves_[chosen]
    return TreeResult(root_moves_, visits, means, choice, iterations, steps)


def halving(
    view: PlayerView,
    memory: Memory,
    rng: random.Random,
    budget: TreeBudget,
    *,
    previous_color: Color | None = None,
    preferred: Sequence[Action] = (),
) -> TreeResult:
    """Sequential halving on shared guesses (Karnin, Koren and Somekh, 2013): the work is split into
    log2(moves) stages; in each, every move still in is played out on the same guesses (so their difference
    comes from the moves, not the cards), then the worse half is dropped.  It spends the playouts where the
    choice is in doubt, and aims at the best move rather than at playing good moves while searching (UCB1)."""
    started = time.perf_counter()
    me = view.player
    dealer = _dealer(view, memory, rng, budget)
    moves: list[Action] = []
    totals: list[float] = []
    counts: list[int] = []
    live: list[int] = []
    steps = iterations = 0
    stage = stages = 0
    hard = budget.policy == "hard"
    deadline = budget.deadline
    max_iterations, max_steps = budget.iterations, budget.max_steps
    if budget.model_iterations and not hard and rollout.covers_view(view):
        model = _halving_on_model(view, dealer, rng, budget, preferred, started)
        if model is not None:
            return model
    while iterations < max_iterations and steps < max_steps:
        guess = _guess(view, dealer, rng, previous_color)
        if guess is None:
            break
        steps += GUESS_COST
        if not moves:
            moves = tree_moves(guess, me) if guess.phase in TREE_PHASES and guess.current_player == me else []
            moves = _compared(moves, me, budget, preferred)
            if len(moves) < 2:
                moves = []  # nothing to compare
                break
            totals, counts, live = [0.0] * len(moves), [0] * len(moves), list(range(len(moves)))
            stages = max(1, math.ceil(math.log2(len(moves))))
        for index in live:
            state = guess.clone(rng)
            start = len(state.log)
            state.apply(me, moves[index])
            _play_out(state, rng, budget.max_actions, hard)
            steps += len(state.log) - start + PLAYOUT_COST
            totals[index] += score_unfinished(state, me)
            counts[index] += 1
            iterations += 1
        done, late = _spent(steps, max_steps, iterations, max_iterations, started, deadline)
        if late:  # out of time: the best of the moves still in, on the guesses played so far
            break
        if done >= (stage + 1) / stages:
            stage += 1
            live = _better_half(live, totals, counts)
            if len(live) == 1:
                break
    return _halving_result(moves, live, totals, counts, iterations, steps)


def _spent(steps: int, max_steps: int, iterations: int, max_iterations: int, started: float,
           deadline: float | None) -> tuple[float, bool]:
    """The share of a halving's work spent (moves, playouts, or time against ``deadline``), and whether the
    deadline has passed: the engine's playouts and the model's count their work alike."""
    done = max(steps / max_steps, iterations / max_iterations)
    if deadline is None:
        return done, False
    done = max(done, (time.perf_counter() - started) / deadline if deadline > 0.0 else 1.0)
    return done, done >= 1.0


def _better_half(live: list[int], totals: list[float], counts: list[int]) -> list[int]:
    """Sequential halving's stage end: the better half of the moves still in (by mean), in move order."""
    live.sort(key=lambda index: -totals[index] / counts[index])
    return sorted(live[: max(1, (len(live) + 1) // 2)])


def _halving_result(moves: list[Action], live: list[int], totals: list[float], counts: list[int], iterations: int,
                    steps: int) -> TreeResult:
    """What a halving found: every move tried with its playouts and mean, and the best of those still in."""
    tried = [index for index in range(len(moves)) if counts[index]]
    means = tuple(totals[index] / counts[index] for index in tried)
    choice: Action | None = None
    if live and counts[live[0]]:
        choice = moves[max(live, key=lambda index: (totals[index] / counts[index], -index))]
    return TreeResult(tuple(moves[index] for index in tried), tuple(counts[index] for index in tried), means,
                      choice, iterations, steps)


def _compared(moves: list[Action], me: int, budget: TreeBudget, preferred: Sequence[Action]) -> list[Action]:
    """The moves the halving compares: all of them, or ``budget.max_moves`` of them, the preferred first."""
    if budget.max_moves and len(moves) > budget.max_moves:
        rank = {move_key(me, move): index for index, move in enumerate(preferred)}
        order = sorted(range(len(moves)), key=lambda index: (rank.get(move_key(me, moves[index]), 1000), index))
        moves = [moves[index] for index in sorted(order[: budget.max_moves])]
    return moves


def _halving_on_model(
    view: PlayerView, dealer: Dealer, rng: random.Random, budget: TreeBudget, preferred: Sequence[Action],
    started: float,
) -> TreeResult | None:
    """:func:`halving` with the playouts on the compact model (:mod:`.rollout`), the same game for the rules
    it covers: each guess dealt straight into the model (no engine state built), copied for each move still
    in.  ``None`` when there is nothing to compare."""
    me = view.player
    moves = _compared(list(root_moves(view)), me, budget, preferred)
    if len(moves) < 2:
        return None
    codes = [rollout.move_of(move) for move in moves]
    hands, pile = dealer.deal(rng)
    table = rollout.from_view(view, hands, pile)
    if budget.learned and view.num_players == 2:
        table.learned = playout_weights.for_seats(budget.learned, me, view.num_players)
    totals, counts, live = [0.0] * len(moves), [0] * len(moves), list(range(len(moves)))
    stages = max(1, math.ceil(math.log2(len(moves))))
    stage = iterations = 0
    steps = 0
    max_iterations, max_steps = budget.model_iterations, budget.model_max_steps or budget.max_steps
    limit = 1 + budget.max_actions  # our move, then the playout's moves (the engine's _play_out)
    deadline = budget.deadline
    first = True
    while iterations < max_iterations and steps < max_steps:
        if first:
            guess = table  # the first deal, already in
            first = False
        else:
            hands, pile = dealer.deal(rng)
            guess = table.guess(me, hands, pile)
        steps += GUESS_COST
        for index in live:
            state = guess.copy()
            state.apply(codes[index], rng)
            state.play_out(rng, limit)
            steps += state.moves + PLAYOUT_COST
            totals[index] += state.value(me)
            counts[index] += 1
            iterations += 1
        done, late = _spent(steps, max_steps, iterations, max_iterations, started, deadline)
        if late:  # out of time: the best of the moves still in, on the guesses played so far
            break
        if done >= (stage + 1) / stages:
            stage += 1
            live = _better_half(live, totals, counts)
            if len(live) == 1:
                break
    return _halving_result(moves, live, totals, counts, iterations, steps)


def root_moves(view: PlayerView) -> Sequence[Action]:
    """The moves the search would compare at the root (for the level to decide whether to search)."""
    hand_size = len(view.hand)
    moves: list[Action] = []
    for action in view.legal_actions:
        if isinstance(action, (CallUno, CatchUno)):
            continue
        if isinstance(action, Play) and hand_size == 2 and not action.uno:
            action = Play(action.card, action.color, True, action.intercept)
        if action not in moves and isinstance(action, (Play, Draw, Pass, ChooseColor)):
            moves.append(action)
    return moves
