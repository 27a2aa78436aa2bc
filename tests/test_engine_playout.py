"""The engine's own playout loop (``engine/playout.py``) plays legal moves only, replays, and is the bench's policy.

Its loop is compiled with the engine, so no Python runs between two actions:
what ``bench/engine.py`` measures as "its own playout loop" must be the same
rounds as its Python loop plays (the same seed, the same actions), and the
same on the compiled engine and on its Python source.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from uno_access import engine_build
from uno_access.engine import NEXT_ROUND, PRESETS, Game, Play, RuleSet, State
from uno_access.engine.playout import play_random_round, play_random_rounds, random_action
from uno_access.engine.rules import with_house_rules

from .test_engine_reference_traces import HOUSE_COMBINATIONS

ROOT = Path(__file__).resolve().parent.parent


def _bench_engine():  # bench/engine.py, as tests/test_bench_engine.py loads it
    spec = importlib.util.spec_from_file_location("bench_engine_for_playout", ROOT / "bench" / "engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rounds(game: Game, seed: int, rounds: int, record_events: bool = True) -> State:
    """One match of ``game`` played ``rounds`` rounds (or to its end) by the engine's playout loop."""
    state = game.new_match(seed, record_events=record_events)
    random_ = random.Random(seed).random
    for _ in range(rounds):
        assert play_random_round(state, random_) > 0
        assert state.is_round_over
        if state.is_match_over:
            break
        state.apply(0, NEXT_ROUND)
    return state


def _legal(state: State, player: int, action: object) -> bool:
    """Whether ``action`` is among ``player``'s legal actions (a Joker's play may name its colour)."""
    legal = state.legal_actions(player)
    return action in legal or isinstance(action, Play) and action.color is not None and Play(action.card) in legal


def test_its_rounds_are_legal_moves_that_replay_through_apply_with_the_same_log_and_events() -> None:
    game = Game(2)
    played = _rounds(game, 11, 6)
    assert played.round_number >= 2 and len(played.log) > 100
    replay = game.new_match(11)
    for player, action in played.log:
        assert player == replay.current_player or action is NEXT_ROUND
        assert action is NEXT_ROUND or _legal(replay, player, action), (player, action)
        replay.apply(player, action)
    assert replay.log == played.log
    assert replay.events == played.events
    assert replay.hands == played.hands and replay.scores == played.scores and replay.phase is played.phase


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_edition_plays_whole_rounds_that_replay(preset: str) -> None:
    game = Game(3, RuleSet.preset(preset))
    played = _rounds(game, 5, 2)
    replay = game.replay(5, played.log)
    assert replay.events == played.events and replay.hands == played.hands


@pytest.mark.parametrize("house_rules", HOUSE_COMBINATIONS, ids=["+".join(c) or "none" for c in HOUSE_COMBINATIONS])
def test_every_house_rule_plays_whole_rounds_that_replay(house_rules: tuple[str, ...]) -> None:
    """Out-of-turn plays, answers, choices: the policy plays every house rule's rounds to their end (checked by hand
    2026-11-27 on all 1,331 tables of the reference games, 3 rounds each; here one table a house rule)."""
    game = Game(4, with_house_rules(RuleSet.preset("official"), list(house_rules)))  # teams need 4
    played = _rounds(game, 4, 2)
    replay = game.replay(4, played.log)
    assert replay.events == played.events and replay.hands == played.hands


def test_events_change_nothing_in_the_play_and_max_actions_stops_a_round() -> None:
    game = Game(2)
    assert _rounds(game, 3, 4, record_events=False).log == _rounds(game, 3, 4).log
    state = game.new_match(3)
    assert play_random_round(state, random.Random(3).random, max_actions=5) == 5
    assert len(state.log) == 5 and not state.is_round_over


def test_it_plays_the_bench_loops_rounds_action_for_action() -> None:
    """``bench/engine.py``'s Python loop and this one: the same seed, the same number of actions, events or not."""
    bench = _bench_engine()
    for seed in (1, 7):
        for events in (False, True):
            _, steps = bench.play_our_rounds(40, seed, record_events=events)
            assert play_random_rounds(Game(2), 40, seed, record_events=events)[0] == steps


def test_random_action_is_a_legal_action_of_the_player_whose_decision_it_is() -> None:
    state = Game(4).new_match(2)
    random_ = random.Random(2).random
    for _ in range(300):
        if state.is_round_over:
            break
        player = state.current_player
        assert player is not None
        action = random_action(state, player, random_)
        assert _legal(state, player, action)
        state.apply(player, action)


_DIGEST = """
import hashlib, json, sys
from uno_access.engine import Game, RuleSet
from uno_access.engine.playout import play_random_rounds
from uno_access.engine_build import engine_kind
digests = []
for players, preset in ((2, "official"), (3, "rapido"), (4, "family")):
    steps, state = play_random_rounds(Game(players, RuleSet.preset(preset)), 25, 9)
    digests.append([steps, hashlib.sha256(repr((state.log, state.events, state.scores)).encode()).hexdigest()])
print(json.dumps([engine_kind(), digests]))
"""


def _digests(**environment: str) -> tuple[str, list[list[object]]]:
    result = subprocess.run([sys.executable, "-c", _DIGEST], capture_output=True, text=True, check=True, cwd=ROOT,
                            env={**os.environ, **environment})
    kind, digests = json.loads(result.stdout.splitlines()[-1])
    return kind, digests


def test_the_same_seed_plays_the_same_rounds_on_the_compiled_engine_and_on_its_source() -> None:
    python_kind, python = _digests(**{engine_build.VARIABLE: "python"})
    assert python_kind == "python"
    this_kind, this = _digests()  # compiled where built (and current), else the source again
    assert this == python, this_kind
    assert all(isinstance(steps, int) and steps > 25 * 10 for steps, _ in python)
    assert len({digest for _, digest in python}) == 3
