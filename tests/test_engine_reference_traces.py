"""The engine's fast paths change nothing: random matches play out exactly as the reference engine played them.

The speed work on the engine (fast paths for the common turn, precomputed
playability, an exact one-call shuffle, interned cards) must not change a
single rule.  ``data/engine_traces.json`` holds digests of random matches
(every action of every player, out-of-turn ones included, every event, the
phase and whose turn it is after each action, then scores, hands and piles)
as played by the engine before that work (commit de8bc1b), over every preset,
house rules alone and combined, and 2 to 4 players.  A digest that differs
means the engine now plays some situation differently.

To regenerate after a deliberate change of rules or events:
``python -m tests.test_engine_reference_traces > tests/data/engine_traces.json``.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from uno_access.engine import PRESETS, Game, RuleSet
from uno_access.engine.rules import HOUSE_RULES, with_house_rules

TRACES = Path(__file__).parent / "data" / "engine_traces.json"
#: House rules played alone, and two combinations that mix their effects.
HOUSE_COMBINATIONS: tuple[tuple[str, ...], ...] = (
    (),
    *((name,) for name in HOUSE_RULES),
    ("stacking", "seven-zero", "jump-in"),
    ("draw-until-playable", "forced-play"),
)
STEPS = 400


def _cases() -> list[tuple[str, tuple[str, ...], int]]:
    cases = []
    for preset in PRESETS:
        for combination in HOUSE_COMBINATIONS:
            for players in (2, 3, 4):
                cases.append((preset, combination, players))
    return cases


def trace_digest(preset: str, combination: tuple[str, ...], players: int, seed: int = 0) -> str | None:
    """The digest of a random match of ``STEPS`` actions, or None when the table cannot be set."""
    try:
        rules = with_house_rules(RuleSet.preset(preset), list(combination))
        state = Game(players, rules).new_match(seed)
    except ValueError:
        return None  # e.g. teams need 4 players: not a table
    rng = random.Random(seed * 7 + players)
    digest = hashlib.sha256(repr(state.events).encode())
    for _ in range(STEPS):
        if state.is_match_over:
            break
        options = [(player, action) for player in range(players) for action in state.legal_actions(player)]
        player, action = options[rng.randrange(len(options))]
        events = state.apply(player, action)
        digest.update(repr((player, action, events, state.phase, state.current_player)).encode())
    digest.update(repr((state.scores, state.hands, state.draw_pile, state.discard)).encode())
    return digest.hexdigest()[:16]


def _key(preset: str, combination: tuple[str, ...], players: int) -> str:
    return f"{preset}|{'+'.join(combination)}|{players}"


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_random_matches_play_out_exactly_as_the_reference_engine_played_them(preset: str) -> None:
    expected = json.loads(TRACES.read_text(encoding="utf-8"))
    differing = []
    for case_preset, combination, players in _cases():
        if case_preset != preset:
            continue
        key = _key(case_preset, combination, players)
        if trace_digest(case_preset, combination, players) != expected[key]:
            differing.append(key)
    assert not differing, f"played differently from the reference: {differing}"


if __name__ == "__main__":
    print(
        json.dumps(
            {_key(*case): trace_digest(*case) for case in _cases()},
            indent=0,
            sort_keys=True,
        )
    )
