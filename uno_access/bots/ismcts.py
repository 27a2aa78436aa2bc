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
are compared on the same cards, and a playout costs less.

Either way the search reads nothing but what a
player at the table knows: the hidden hands exist only in the guesses, and a
seat's choices in the tree are made from its own guessed hand.  The work is a
fixed amount (iterations and moves played) drawn from the decision's own
random numbers: the same seed gives the same game on any machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from uno_access.engine._shared import _MATCH_OVER, _ROUND_OVER
from uno_access.engine.actions import Action, CallUno, CatchUno, ChooseColor, Draw, Pass, Play
from uno_access.engine.cards import COLORS, Color
from uno_access.engine.determinize import determinize
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from .memory import Memory
from .search import GUESS_COST, PLAYOUT_COST, Dealer, heuristic_action, score_unfinished

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


def _values(state: State) -> list[float]:
    """Each seat's result: 1.0 for the seat that went out, else its chance from the hand sizes."""
    return [score_unfinished(state, seat) for seat in range(state.num_players)]


def _play_out(state: State, rng: random.Random, max_actions: int) -> int:
    """Play on by the playout policy until the round ends or ``max_actions`` moves; the moves played."""
    for done in range(max_actions):
        phase = state.phase
        if phase is _ROUND_OVER or phase is _MATCH_OVER:
            return done
        player = state.current_player
        if player is None:
            return done
        state.apply(player, heuristic_action(state, player, rng))
    return max_actions


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
) -> TreeResult:
    """Search from ``view``'s information set; ``choice`` is the root move tried most (``None``: no search)."""
    if budget.halving:
        return halving(view, memory, rng, budget, previous_color=previous_color)
    me = view.player
    root = _Node(me)
    dealer = Dealer(view, memory, rng)
    exploration = budget.exploration
    steps = iterations = 0
    while iterations < budget.iterations and steps < budget.max_steps:
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
                preferred = move_key(player, heuristic_action(state, player, rng))
                chosen = untried[int(rng.random() * len(untried))]
                for index in untried:
                    if keys[index] == preferred:
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
        _play_out(state, rng, budget.max_actions)
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
) -> TreeResult:
    """Sequential halving on shared guesses (Karnin, Koren and Somekh, 2013): the work is split into
    log2(moves) stages; in each, every move still in is played out on the same guesses (so their difference
    comes from the moves, not the cards), then the worse half is dropped.  It spends the playouts where the
    choice is in doubt, and aims at the best move rather than at playing good moves while searching (UCB1)."""
    me = view.player
    dealer = Dealer(view, memory, rng)
    moves: list[Action] = []
    totals: list[float] = []
    counts: list[int] = []
    live: list[int] = []
    steps = iterations = 0
    stage = stages = 0
    while iterations < budget.iterations and steps < budget.max_steps:
        guess = _guess(view, dealer, rng, previous_color)
        if guess is None:
            break
        steps += GUESS_COST
        if not moves:
            moves = tree_moves(guess, me) if guess.phase in TREE_PHASES and guess.current_player == me else []
            if len(moves) < 2:
                break
            totals, counts, live = [0.0] * len(moves), [0] * len(moves), list(range(len(moves)))
            stages = max(1, math.ceil(math.log2(len(moves))))
        for index in live:
            state = guess.clone(rng)
            start = len(state.log)
            state.apply(me, moves[index])
            _play_out(state, rng, budget.max_actions)
            steps += len(state.log) - start + PLAYOUT_COST
            totals[index] += score_unfinished(state, me)
            counts[index] += 1
            iterations += 1
        done = max(steps / budget.max_steps, iterations / budget.iterations)  # the share of the work spent
        if done >= (stage + 1) / stages:
            stage += 1
            live.sort(key=lambda index: -totals[index] / counts[index])
            live = sorted(live[: max(1, (len(live) + 1) // 2)])
            if len(live) == 1:
                break
    tried = [index for index in range(len(moves)) if counts[index]]
    means = tuple(totals[index] / counts[index] for index in tried)
    choice: Action | None = None
    if live and counts[live[0]]:
        choice = moves[max(live, key=lambda index: (totals[index] / counts[index], -index))]
    return TreeResult(tuple(moves[index] for index in tried), tuple(counts[index] for index in tried), means,
                      choice, iterations, steps)


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
