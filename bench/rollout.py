"""Expert's playouts on the compact model (bots/rollout.py) against the engine: speed, and the work 180 ms buys.

    python3 bench/rollout.py [--positions 60] [--playouts 200] [--deadline 0.180]

On decisions of real two-player rounds of the official rules (expert's own
positions: its turn, at least two moves to compare), it prints

- playouts a second, each a guess of the hidden cards played out from one of
  our moves by ``normal``'s habits: on the engine (a guess built by
  ``determinize``, copied, played by ``heuristic_action``) and on the model
  (the same guess dealt into the model, copied, played by ``Rollout.policy``);
- the iterations expert's halving search does within the deadline (no
  iteration cap), engine and model, median and tenth percentile over the
  positions: the amount to put in ``EXPERT_SEARCH`` so that a decision fits.

Run it on both engines: as built (compiled, when it is) and with
``UNO_ACCESS_ENGINE=python``.  It prints figures, never asserts: the machine is noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_access.bots import rollout
from uno_access.bots.expert import EXPERT_SEARCH
from uno_access.bots.ismcts import _guess, _play_out, halving, root_moves
from uno_access.bots.memory import Memory
from uno_access.bots.search import Dealer, heuristic_action, score_unfinished
from uno_access.engine import Game, RuleSet
from uno_access.engine.view import Phase, PlayerView
from uno_access.version import engine_kind


def positions(count: int, seed: int) -> list[PlayerView]:
    """Views of decisions with a choice, from rounds played by ``normal``'s habits (official rules, 2 seats)."""
    rng = random.Random(seed)
    found: list[PlayerView] = []
    game = 0
    while len(found) < count:
        state = Game(2, RuleSet.preset("official")).new_match(seed=seed * 1000 + game)
        game += 1
        state.record_events = False
        for move in range(200):
            player = state.current_player
            if state.is_round_over or player is None:
                break
            if move % 5 == 2 and state.phase in (Phase.PLAY, Phase.AFTER_DRAW):
                view = state.view_for(player)
                if len(root_moves(view)) >= 2 and rollout.covers_view(view):
                    found.append(view)
            state.apply(player, heuristic_action(state, player, rng))
    return found[:count]


def engine_playouts(views: list[PlayerView], playouts: int, max_actions: int) -> float:
    """Playouts a second on the engine (a guess per move compared, as the halving's first stage)."""
    done = 0
    started = time.perf_counter()
    for number, view in enumerate(views):
        rng = random.Random(number)
        dealer = Dealer(view, Memory(view.player), rng)
        moves = list(root_moves(view))
        while done < playouts * (number + 1):
            guess = _guess(view, dealer, rng, None)
            assert guess is not None
            for move in moves:
                state = guess.clone(rng)
                state.apply(view.player, move)
                _play_out(state, rng, max_actions)
                score_unfinished(state, view.player)
                done += 1
    return done / (time.perf_counter() - started)


def model_playouts(views: list[PlayerView], playouts: int, max_actions: int) -> float:
    """Playouts a second on the model, the same work."""
    done = 0
    started = time.perf_counter()
    for number, view in enumerate(views):
        rng = random.Random(number)
        dealer = Dealer(view, Memory(view.player), rng)
        codes = [rollout.move_of(move) for move in root_moves(view)]
        hands, pile = dealer.deal(rng)
        table = rollout.from_view(view, hands, pile)
        while done < playouts * (number + 1):
            hands, pile = dealer.deal(rng)
            guess = table.guess(view.player, hands, pile)
            for code in codes:
                state = guess.copy()
                state.apply(code, rng)
                state.play_out(rng, 1 + max_actions)
                state.value(view.player)
                done += 1
    return done / (time.perf_counter() - started)


def iterations_in(views: list[PlayerView], deadline: float, model: bool) -> list[int]:
    """The iterations expert's halving does in ``deadline`` seconds at each position (no iteration cap)."""
    budget = replace(EXPERT_SEARCH, iterations=10**9, max_steps=10**12, deadline=deadline,
                     model_iterations=10**9 if model else 0, model_max_steps=10**12 if model else 0)
    done = []
    for number, view in enumerate(views):
        # One stage only (no move dropped early): the whole deadline spent playing out.
        result = halving(view, Memory(view.player), random.Random(number), budget)
        done.append(result.iterations)
    return done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--playouts", type=int, default=200, help="playouts timed per position")
    parser.add_argument("--deadline", type=float, default=0.180)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    views = positions(args.positions, args.seed)
    max_actions = EXPERT_SEARCH.max_actions
    kind = engine_kind()
    print(f"{kind} engine, {len(views)} positions, playouts cut at {max_actions} moves")
    engine_rate = engine_playouts(views, args.playouts, max_actions)
    model_rate = model_playouts(views, args.playouts, max_actions)
    print(f"playouts a second: engine {engine_rate:,.0f}, model {model_rate:,.0f} ({model_rate / engine_rate:.1f}x)")
    for model in (False, True):
        done = sorted(iterations_in(views, args.deadline, model))
        print(f"iterations in {1000 * args.deadline:.0f} ms, {'model' if model else 'engine'}: median "
              f"{statistics.median(done):,.0f}, tenth percentile {done[len(done) // 10]:,}, lowest {done[0]:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
