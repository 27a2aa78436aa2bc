"""How the engine is built: pure, typed frozen data, a validated RuleSet, determinism, replay, copies."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import os
import subprocess
import sys
import typing
from pathlib import Path

import pytest

import uno_access.engine as engine
from uno_access.engine import (
    DRAW,
    PRESETS,
    Card,
    Color,
    Event,
    Game,
    IllegalAction,
    InvalidRuleOption,
    Play,
    PlayerView,
    Reason,
    RuleSet,
    Scoring,
    UnknownPreset,
)
from uno_access.engine import actions as actions_module
from uno_access.engine import events as events_module
from uno_access.engine.state import State

from .conftest import card, cards, deal, snapshot

ENGINE_DIR = Path(engine.__file__).parent
#: What an engine module may import: the standard library's pure parts and the engine itself.
ALLOWED_IMPORTS = {
    "__future__", "dataclasses", "enum", "typing", "random", "collections", "functools", "copy", "itertools", "operator", "bisect"
}
FORBIDDEN_CALLS = {"print", "open", "input", "exec", "eval"}


@pytest.mark.parametrize("module", sorted(path.name for path in ENGINE_DIR.glob("*.py")))
def test_the_engine_is_pure_python_without_io(module: str) -> None:
    """No I/O in the engine: no files, no printing, no clock, no OS; only pure standard modules."""
    tree = ast.parse((ENGINE_DIR / module).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] in ALLOWED_IMPORTS, f"{module} imports {alias.name}"
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            assert (node.module or "").split(".")[0] in ALLOWED_IMPORTS, f"{module} imports {node.module}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{module} calls {node.func.id}()"


def _public_dataclasses(module: object) -> list[type]:
    return [
        value
        for name, value in vars(module).items()
        if inspect.isclass(value) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__  # type: ignore[attr-defined]
    ]


def test_cards_actions_events_rules_and_views_are_frozen() -> None:
    """Typed frozen data: nothing the engine hands out can be changed in place."""
    classes = [Card, RuleSet, PlayerView, *_public_dataclasses(actions_module), *_public_dataclasses(events_module)]
    assert len(classes) > 30
    for cls in classes:
        assert cls.__dataclass_params__.frozen, f"{cls.__name__} is not frozen"  # type: ignore[attr-defined]
        assert all(field.type for field in dataclasses.fields(cls)), f"{cls.__name__} has an untyped field"
    with pytest.raises(dataclasses.FrozenInstanceError):
        card("r7").color = Color.BLUE  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().hand_size = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Game(2).new_match(1).view_for(0).hand = ()  # type: ignore[misc]


def test_an_unknown_rule_option_is_an_error_listing_the_valid_ones() -> None:
    with pytest.raises(InvalidRuleOption) as refused:
        RuleSet.preset("official").replace(colour="red")
    assert refused.value.option == "colour"
    assert set(refused.value.valid) == set(RuleSet.option_names())
    assert "hand_size" in str(refused.value) and "target_score" in str(refused.value)


@pytest.mark.parametrize(
    "options",
    [
        {"hand_size": 0},
        {"hand_size": "7"},
        {"hand_size": True},
        {"target_score": -1},
        {"scoring": "most-wins"},
        {"allow_challenge": "yes"},
        {"min_players": 5, "max_players": 4},
        {"custom_cards": 4},
    ],
)
def test_bad_rule_values_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(InvalidRuleOption):
        RuleSet.preset("official").replace(**options)


def test_enum_options_accept_their_value_strings_and_list_the_choices() -> None:
    assert RuleSet().replace(scoring="lowest-wins").scoring is Scoring.LOWEST_WINS
    with pytest.raises(InvalidRuleOption) as refused:
        RuleSet().replace(scoring="most-wins")
    assert "winner-collects" in refused.value.valid and "lowest-wins" in refused.value.valid


def test_an_unknown_preset_lists_the_presets() -> None:
    with pytest.raises(UnknownPreset) as refused:
        RuleSet.preset("officiel")
    assert set(refused.value.valid) == set(PRESETS)
    assert {"official", "official+", "braille", "family"} <= set(PRESETS)


def test_a_refused_action_is_a_value_error_with_a_reason_code() -> None:
    state = deal(["r5 b1", "g1 g2"], "r7")
    with pytest.raises(ValueError) as refused:
        state.apply(0, Play(card("b1")))
    assert isinstance(refused.value, IllegalAction)
    assert refused.value.reason is Reason.CARD_DOES_NOT_MATCH and refused.value.player == 0
    assert all(isinstance(reason.value, str) for reason in Reason)


def test_apply_returns_the_new_events_and_the_log_records_the_actions() -> None:
    state = deal(["r5 b1", "g1 g2"], "r7", "y5 y6")
    known = len(state.events)
    events = state.apply(0, Play(card("r5")))
    assert events and all(isinstance(event, Event) for event in events)
    assert state.events[known:] == events
    assert state.log == [(0, Play(card("r5")))]


def test_a_match_starts_from_a_given_deck_order_top_card_first() -> None:
    """stacked_deck deals round the table from the dealer's left, then turns the first card."""
    deck = cards("r1 g1 r2 g2 y9 b5 b6")
    state = Game(2, RuleSet().replace(hand_size=2)).new_match(0, deck=deck, dealer=1)
    assert state.hands == [cards("r1 r2"), cards("g1 g2")]
    assert state.top_card == card("y9")
    assert state.draw_pile[::-1] == cards("b5 b6"), "b5 is the next card drawn"


def test_replay_with_a_given_deck_and_dealer() -> None:
    state = deal(["r5 r6 b1", "g1 g2 r3"], "r7", "y5 y6 r9", dealer=1)
    for player, action in ((0, Play(card("r5"))), (1, Play(card("r3"))), (0, DRAW)):
        state.apply(player, action)
    deck = [*(c for pair in zip(cards("r5 r6 b1"), cards("g1 g2 r3")) for c in pair), card("r7"), *cards("y5 y6 r9")]
    again = Game(2, state.rules).replay(0, state.log, deck=deck, dealer=1)
    assert again.events == state.events and again.hands == state.hands


def test_every_action_type_is_accepted_by_apply() -> None:
    """``apply`` refuses what is not an action before the rules look at it: the list it checks is the Action type's."""
    assert set(typing.get_args(actions_module.Action)) == set(actions_module.ACTION_TYPES)


def test_rules_actions_and_events_survive_pickling_and_copying() -> None:
    """The simulator sends rule sets to its processes; copies of values are the values (compiled engine too)."""
    import copy
    import pickle

    rules = RuleSet.preset("olympic")
    values = [rules, Play(card("r5"), color=None, uno=True), DRAW, events_module.CardPlayed(0, card("r5"), 3),
              events_module.TurnStarted(1), events_module.CardsDrawn(1, 2, tuple(cards("r1 b2")), events_module.DrawReason.STACK)]
    for value in values:
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value and copy.copy(value) == value


def test_a_clone_is_independent() -> None:
    state = deal(["r5 r6 b1", "g1 g2 r3"], "r7", "y5 y6 r9")
    before = snapshot(state)
    copy = state.clone()
    copy.apply(0, Play(card("r5")))
    copy.apply(1, DRAW)
    assert snapshot(state) == before
    assert copy.hands[0] == cards("r6 b1")


def test_a_clone_has_the_same_random_stream_in_an_object_of_its_own() -> None:
    """A reshuffle in a search's copy draws the numbers the match would draw, and leaves the match's stream alone."""
    state = Game(3).new_match(5)
    before = state.rng.getstate()
    copy = state.clone()
    assert copy.rng is not state.rng and copy.rng.getstate() == before
    drawn = [copy.rng.random() for _ in range(3)]
    assert state.rng.getstate() == before
    assert [state.rng.random() for _ in range(3)] == drawn


#: What a clone starts afresh rather than copies (of the history, the log is copied: checked apart).
_NOT_COPIED = {"rng", "history"}
#: What a clone must copy, not share: the state changes them in place.
_MUTABLE = ("tally", "scores", "log", "hands", "draw_pile", "discard", "eliminated", "uno_declared", "records")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_clone_copies_every_attribute_of_the_state(preset: str) -> None:
    """clone() names each attribute (fast when compiled): a new attribute left out of it would be caught here."""
    import random

    rng = random.Random(preset)
    for seed in range(6):
        state = Game(3, PRESETS[preset]).new_match(seed)
        for _ in range(rng.randrange(60)):
            if state.is_round_over:
                break
            player = state.current_player
            assert player is not None
            state.apply(player, rng.choice(state.legal_actions(player)))
        copy = state.clone()
        names = _state_attributes(state) - _NOT_COPIED
        assert {name: getattr(copy, name) for name in names} == {name: getattr(state, name) for name in names}
        assert copy.log == state.log and not copy.events  # the history: the log copied, no event
        for name in _MUTABLE:
            assert getattr(copy, name) is not getattr(state, name), name
        assert all(mine is not theirs for mine, theirs in zip(copy.hands, state.hands, strict=True))


def _state_attributes(state: State) -> set[str]:
    """The attributes of a state (the rule families' records are one of them: ``records``)."""
    return set(state.attributes())


def test_clone_names_every_attribute_a_state_has() -> None:
    """Read from the source (a compiled method has none): every attribute of a state is set by clone()."""
    path = Path(engine.__file__).parent / "state.py"
    text = path.read_text(encoding="utf-8")
    clone = next(node for node in ast.walk(ast.parse(text)) if isinstance(node, ast.FunctionDef) and node.name == "clone")
    assigned = {node.attr for node in ast.walk(clone) if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)}
    # The stream is copied by setstate, the rules, their hooks and the table's size are given to the constructor.
    missing = _state_attributes(Game(2).new_match(1)) - assigned - {"rng", "rules", "num_players", "hooks"}
    assert not missing, f"clone() leaves out {sorted(missing)}"


_PROGRAM = """
import json, random, sys
from uno_access.engine import Game, Play, PRESETS
state = Game(3, PRESETS["official"]).new_match(int(sys.argv[1]))
rng = random.Random(1)
for _ in range(150):
    if state.is_round_over:
        break
    player = state.current_player
    actions = state.legal_actions(player)
    plays = [a for a in actions if isinstance(a, Play)]
    state.apply(player, rng.choice(plays or actions))
print(json.dumps([repr(event) for event in state.events] + [repr(state.hands), repr(state.draw_pile)]))
"""


def test_the_same_seed_gives_the_same_match_in_another_process() -> None:
    """Deterministic from random.Random(seed), whatever the process's hash seed."""
    root = Path(engine.__file__).parents[2]
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(root)}
        out = subprocess.run(
            [sys.executable, "-c", _PROGRAM, "42"], capture_output=True, text=True, env=env, check=True, timeout=60
        ).stdout
        runs.append(json.loads(out))
    assert runs[0] == runs[1]
    here = Game(3, PRESETS["official"]).new_match(42)
    assert [repr(event) for event in here.events] == runs[0][: len(here.events)]
