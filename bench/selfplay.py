"""A playout policy learned from self-play (issue 36): collect the bots' choices, fit weights to them.

Expert's search plays its playouts by ``normal``'s habits for every seat; a
playout that plays more like the players really play (expert itself, and hard
facing it) may judge the moves better.  This script learns such policies as
weights of the playout model's features (``uno_access.bots.rollout.FEATURES``):

    python3 bench/selfplay.py collect --games 400 --seed 1 --out choices.jsonl
    python3 bench/selfplay.py fit choices.jsonl --level expert

``collect`` plays two-player rounds of expert against hard (official rules,
the levels changing seats every round, seeded as ``simulate`` seeds them) on
the engine, and at every turn where a seat may lay two different cards or
more it writes one JSON line: the level, the features of each card it may
lay (read from the true table by ``rollout.features``: the next player's hand
as the model's guess would hold it) and the one it laid (turns where it drew
instead are counted, not written).  ``fit`` fits a conditional logit (each
card's chance ``exp(w.f)`` over its turn's cards) by gradient ascent with a
little L2, on four fifths of the turns, and prints how often the fitted
weights, and ``normal``'s, pick the card the level picked on the other
fifth, then the weights as a Python tuple for ``bots/playout_weights.py``.
Pure Python, deterministic (the same file gives the same weights).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from dataclasses import replace
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from uno_access.bots import make_bot, rollout
from uno_access.bots.expert import ExpertBot, default_tree_budget
from uno_access.engine import Game, Phase, RuleSet
from uno_access.engine.actions import Draw, Play
from uno_access.engine.state import State
from uno_access.simulate import deliver, play_round, seat_levels


def _recording(bot: Any, level: str, state_of: list[State], out: Any, counts: dict[str, int]) -> Any:
    """``bot`` whose turns with a choice of cards are written to ``out`` (read from the true table)."""
    choose = bot.choose

    def recorded(view: Any) -> Any:
        state = state_of[0]
        cards: list[int] = []
        found: list[list[float]] = []
        if state.phase is Phase.PLAY and state.current_player == bot.player:
            model = rollout.from_state(state)
            if model is not None and model.phase == rollout.PLAYING:
                for code in model.plays():
                    described = rollout.features(model, code)
                    if described is not None:
                        cards.append(code)
                        found.append(described)
        action = choose(view)
        if len(cards) >= 2:
            if isinstance(action, Play) and rollout.CODES[action.card] in cards:
                out.write(json.dumps({"level": level, "features": found,
                                      "chosen": cards.index(rollout.CODES[action.card])}) + "\n")
                counts[level] += 1
            elif isinstance(action, Draw):
                counts[level + " drew"] += 1
        return action

    bot.choose = recorded
    return bot


def collect(games: int, seed: int, path: str, spec: str) -> None:
    """Play ``games`` rounds of expert (``spec``: deadline=none unless given) against hard, writing the turns."""
    budget: dict[str, Any] = {"deadline": None}
    for item in filter(None, spec.split(",")):
        key, _, value = item.partition("=")
        budget[key.strip()] = None if value == "none" else int(value) if value.isdigit() else value
    tree = replace(default_tree_budget(), **budget)
    rules = RuleSet.preset("official")
    master = random.Random(seed)
    plan = [(index, master.getrandbits(63)) for index in range(games)]
    counts = {"expert": 0, "hard": 0, "expert drew": 0, "hard drew": 0}
    with open(path, "w", encoding="utf-8") as out:
        for index, game_seed in plan:
            seats = seat_levels(["expert", "hard"], 2, index)
            state_of: list[State] = []
            bots = []
            for seat, level in enumerate(seats):
                bot_seed = (game_seed * 1_000_003 + seat + 1) % (1 << 63)  # as the simulator seeds them
                bot = ExpertBot(seat, bot_seed, tree=tree) if level == "expert" else make_bot(level, seat, bot_seed)
                bots.append(_recording(bot, level, state_of, out, counts))
            state = Game(2, rules).new_match(seed=game_seed)
            state_of.append(state)
            deliver(bots, state.events)
            play_round(state, bots)
            if index % 20 == 19:
                print(f"... {index + 1} rounds: {counts}", file=sys.stderr, flush=True)
    print(f"{games} rounds (seed {seed}): {counts}")


def _score(weights: list[float], found: list[float]) -> float:
    return sum(w * f for w, f in zip(weights, found))


def _accuracy(weights: list[float] | tuple[float, ...], turns: list[dict[str, Any]]) -> float:
    """How often the best-weighed card is the one chosen (a tie counts as a share)."""
    hits = 0.0
    for turn in turns:
        scores = [_score(list(weights), found) for found in turn["features"]]
        best = max(scores)
        tied = [index for index, score in enumerate(scores) if score >= best - 1e-9]
        hits += (turn["chosen"] in tied) / len(tied)
    return hits / len(turns) if turns else 0.0


def fit(paths: list[str], level: str, epochs: int, l2: float) -> list[float]:
    """The conditional logit's weights for ``level``'s turns in ``paths`` (Adam, full batch)."""
    turns: list[dict[str, Any]] = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            turns.extend(turn for turn in map(json.loads, lines) if turn["level"] == level)
    random.Random(0).shuffle(turns)
    held_out = turns[: len(turns) // 5]
    train = turns[len(turns) // 5 :]
    size = len(rollout.FEATURES)
    weights = [0.0] * size
    first = [0.0] * size
    second = [0.0] * size
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for epoch in range(1, epochs + 1):
        gradient = [-l2 * w for w in weights]
        likelihood = 0.0
        for turn in train:
            found = turn["features"]
            scores = [_score(weights, f) for f in found]
            top = max(scores)
            exps = [math.exp(score - top) for score in scores]
            total = sum(exps)
            likelihood += scores[turn["chosen"]] - top - math.log(total)
            chosen = found[turn["chosen"]]
            for index in range(size):
                expected = sum(e * f[index] for e, f in zip(exps, found)) / total
                gradient[index] += (chosen[index] - expected) / len(train)
        for index in range(size):
            first[index] = beta1 * first[index] + (1 - beta1) * gradient[index]
            second[index] = beta2 * second[index] + (1 - beta2) * gradient[index] ** 2
            step = first[index] / (1 - beta1**epoch) / (math.sqrt(second[index] / (1 - beta2**epoch)) + 1e-8)
            weights[index] += rate * step
        if epoch % 100 == 0 or epoch == epochs:
            print(f"epoch {epoch}: log-likelihood a turn {likelihood / len(train):.4f}", file=sys.stderr)
    print(f"{level}: {len(train)} turns fitted, {len(held_out)} held out")
    for name, candidate in (("fitted", weights), ("normal's", rollout.NORMAL_WEIGHTS)):
        print(f"  {name} weights pick {level}'s card: {100 * _accuracy(candidate, train):.1f}% of the fitted turns, "
              f"{100 * _accuracy(candidate, held_out):.1f}% of the held-out turns")
    print("  (" + ", ".join(f"{w:.3f}" for w in weights) + ")")
    for name, w in zip(rollout.FEATURES, weights):
        print(f"    {name:18} {w:+.3f}")
    return weights


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("collect", help="play expert against hard and write each turn with a choice of cards")
    play.add_argument("--games", type=int, default=400)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--out", required=True)
    play.add_argument("--expert", default="", help="changes to expert's settings (TreeBudget's fields)")
    learn = sub.add_parser("fit", help="fit the weights of one level's choices")
    learn.add_argument("files", nargs="+")
    learn.add_argument("--level", default="expert")
    learn.add_argument("--epochs", type=int, default=400)
    learn.add_argument("--l2", type=float, default=0.01)
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.games, args.seed, args.out, args.expert)
    else:
        fit(args.files, args.level, args.epochs, args.l2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
