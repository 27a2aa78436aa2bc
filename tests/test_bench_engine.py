"""The engine benchmarks run and say what they measured (figures are never asserted: machines are noisy).

``bench/engine.py`` is issue 2's measurement; ``bench/engine_ceiling.py`` the
bare yardstick the speed goal is weighed against.  Both only ask the public
API, so a change to the engine that breaks them shows here.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from uno_access.engine import Phase

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _load(name: str) -> ModuleType:
    sys.path.insert(0, str(BENCH))  # engine_ceiling imports engine, as it does when run as a script
    try:
        spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


@pytest.fixture(scope="module")
def engine_bench() -> ModuleType:
    return _load("engine")


@pytest.fixture(scope="module")
def ceiling_bench() -> ModuleType:
    return _load("engine_ceiling")


def test_engine_bench_prints_its_ratio_last_or_says_rlcard_is_missing(engine_bench, capsys) -> None:
    assert engine_bench.main(["--rounds", "20"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("uno-access python engine, no events (simulations): 20 rounds")
    # Each engine's own playout loop (engine/playout.py) plays the same rounds, on a line of its own.
    assert any(line.startswith("uno-access python engine, its own playout loop: 20 rounds") for line in lines)
    assert lines[-1].startswith(("compiled engine/rlcard games per second ratio: ", "compiled engine: not built")) \
        or "rlcard is not installed" in lines[-1]
    from uno_access.version import engine_kind

    if engine_kind() == "compiled":  # both engines in the same run, the Python one from its source in a second process
        assert any(line.startswith("uno-access compiled engine: 20 rounds") for line in lines)
        assert any(line.startswith("uno-access python engine: 20 rounds") for line in lines)
        assert any(line.startswith("uno-access compiled engine, its own playout loop: 20 rounds") for line in lines)


def test_engine_bench_plays_whole_rounds_with_and_without_events(engine_bench) -> None:
    _, quiet_steps = engine_bench.play_our_rounds(30, 7, record_events=False)
    _, steps = engine_bench.play_our_rounds(30, 7)
    assert quiet_steps == steps > 30 * 10  # the same rounds: events change nothing in the play


def test_ceiling_bench_runs_both_engines_with_and_without_events(ceiling_bench, capsys) -> None:
    assert ceiling_bench.main(["--rounds", "20"]) == 0
    out = capsys.readouterr().out
    for line in ("bare yardstick, no events", "bare yardstick, with events", "uno-access engine, with events"):
        assert line in out


def test_bare_yardstick_conserves_the_deck_and_refuses_what_is_not_allowed(ceiling_bench) -> None:
    """A yardstick that played wrong rounds would measure nothing: the 108 cards stay, turns are kept."""
    state = ceiling_bench.BareState(3, record_events=True)
    pick = random.Random(3)
    for _ in range(3000):
        if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            if state.is_match_over:
                break
            state.apply(0, ceiling_bench.NEXT_ROUND)
            continue
        player = state.current_player
        assert sum(map(len, state.hands)) + len(state.pile) + len(state.discard) == 108
        with pytest.raises(ceiling_bench.Refused):
            state.apply(1 - player, ceiling_bench.DRAW)  # not their turn
        actions = [a for a in state.legal_actions(player) if a is not ceiling_bench.CALL_UNO]
        action = pick.choice(actions)
        if action.__class__ is ceiling_bench.Play and action.card.color is None:
            action = ceiling_bench.Play(action.card, color=pick.choice(ceiling_bench.COLORS))
        events = state.apply(player, action)
        assert events  # each step says what happened
    assert max(state.scores) > 0
