"""The rule families plug into the core through one registry (engine/families.py, issue 35): each family owns a
frozen record (its reset, its view, its reading back) and the hooks it implements, chosen once per RuleSet."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from uno_access.engine import NEXT_ROUND, PRESETS, Game, RuleSet
from uno_access.engine.families import FAMILIES, FRESH, hooks_for
from uno_access.engine.rules import HOUSE_RULES, with_house_rules

RULES = Path(__file__).resolve().parent.parent / "uno_access" / "engine" / "rules"


def test_the_official_rules_switch_on_no_family_and_call_no_hook() -> None:
    """No hook is the official fast path: nothing to call, nothing to check but one flag."""
    hooks = hooks_for(RuleSet())
    assert not hooks.any and hooks.families == ()
    assert (hooks.round_starts, hooks.turn_starts, hooks.dealt, hooks.number_laid, hooks.card_laid) == ((),) * 5
    assert hooks.gives is None and hooks.team_of is None and hooks.rounds == 0 and hooks.plain_deck


def test_the_hooks_are_chosen_once_per_rule_set() -> None:
    rules = with_house_rules(RuleSet(), ["boomerang-whole"])
    assert hooks_for(rules) is hooks_for(rules.replace(name=rules.name))
    assert [family.name for family in hooks_for(rules).families] == ["lost_turns"]


def test_every_family_module_is_registered_once_in_its_slot() -> None:
    """A module that defines a FAMILY is in the registry (a family forgotten there would keep no record)."""
    defining = sorted(path.stem for path in RULES.glob("*.py")
                      if any(isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                             and node.target.id == "FAMILY" for node in ast.parse(path.read_text("utf-8")).body))
    assert len({family.name for family in FAMILIES}) == len(FAMILIES) == len(defining)
    assert [family.slot for family in FAMILIES] == list(range(len(FAMILIES)))
    assert FRESH == tuple(family.fresh for family in FAMILIES)


def test_a_clone_shares_the_frozen_records_in_a_list_of_its_own() -> None:
    state = Game(3, PRESETS["wizz"]).new_match(seed=4)
    copy = state.clone()
    assert copy.records == state.records and copy.records is not state.records
    assert all(mine is theirs for mine, theirs in zip(copy.records, state.records, strict=True))


def test_every_house_rule_keeps_a_fresh_record_for_the_families_it_leaves_off() -> None:
    """A family switched off never changes its record: what a copy shares and a guess leaves alone."""
    for name in sorted(HOUSE_RULES):
        rules = with_house_rules(RuleSet(), [name])
        players = 4 if rules.teams else 3
        state = Game(players, rules).new_match(seed=7)
        rng = random.Random(7)
        for _ in range(150):
            if state.is_match_over:
                break
            if state.is_round_over:
                state.apply(0, NEXT_ROUND)
                continue
            player = state.current_player
            assert player is not None
            state.apply(player, rng.choice(state.legal_actions(player)))
        on = set(hooks_for(rules).families)
        for family in FAMILIES:
            if family not in on and not rules.robot:
                assert state.records[family.slot] == family.fresh, (name, family.name)
