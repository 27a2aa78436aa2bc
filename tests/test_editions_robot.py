"""UNO Robot, ``--rules robot`` (issue 15, item 5).

wikipedia-uno-fr.txt: "Uno Robot : un robot interactif peut, à tout moment, intervenir et modifier les règles du
jeu."  This game's reading (engine/rules/robot.py): at random moments, from the seeded random source, a seatless
robot puts one house rule in force, or brings back the table's own rules, until it speaks again.
"""

from __future__ import annotations

import random

import pytest

from uno_access.engine import Game, RuleSet
from uno_access.engine.events import RobotSpoke, RoundStarted
from uno_access.engine.rules import HOUSE_RULES, robot

ROBOT = RuleSet.preset("robot")


def _play(state, rng: random.Random, actions: int):  # type: ignore[no-untyped-def]
    events = []
    for _ in range(actions):
        if state.is_match_over:
            break
        actor = state.current_player if state.current_player is not None else 0
        legal = state.legal_actions(actor)
        events.extend(state.apply(actor, rng.choice(legal)))
    return events


def test_the_robot_speaks_now_and_then_and_its_rule_holds_until_it_speaks_again() -> None:
    """"à tout moment, intervenir et modifier les règles du jeu": the rule in force is the last one it said."""
    state = Game(3, ROBOT).new_match(7)
    spoken = []
    rng = random.Random(7)
    for _ in range(3000):
        if state.is_round_over:
            break
        events = _play(state, rng, 1)
        for event in events:
            if isinstance(event, RobotSpoke):
                spoken.append(event.rule)
                assert state.rules.robot_rule == event.rule
                assert state.rules == robot.rules_with(ROBOT, event.rule)
                for option, value in HOUSE_RULES.get(event.rule, {}).items():
                    assert getattr(state.rules, option) == value
    assert len(spoken) >= 2
    assert set(spoken) <= {"", *robot.ROBOT_RULES}
    assert all(a != b for a, b in zip(spoken, spoken[1:]))  # each time, a change


def test_the_robot_only_chooses_rules_that_can_change_between_two_turns() -> None:
    for name in robot.ROBOT_RULES:
        options = HOUSE_RULES[name]
        assert not {"scoring", "target_score", "turn_cards", "invisible_cards", "uno_cards", "cursed_cards",
                    "teams", "elimination", "time_limit"} & set(options), name


def test_a_new_round_brings_back_the_tables_own_rules() -> None:
    state = Game(2, ROBOT).new_match(3)
    rng = random.Random(3)
    while not state.is_round_over:
        _play(state, rng, 1)
    from uno_access.engine import NextRound

    events = state.apply(0, NextRound()) if not state.is_match_over else []
    if events:
        assert any(isinstance(e, RoundStarted) for e in events)
        assert state.rules.robot_rule in ("", *[e.rule for e in events if isinstance(e, RobotSpoke)])


def test_the_same_seed_and_actions_replay_the_same_robot() -> None:
    said = []
    for _ in range(2):
        state = Game(4, ROBOT).new_match(11)
        events = _play(state, random.Random(11), 600)
        said.append([e.rule for e in events if isinstance(e, RobotSpoke)])
    assert said[0] == said[1] and said[0]


@pytest.mark.parametrize("players", [2, 5, 10])
def test_random_robot_matches_keep_every_card(players: int) -> None:
    rng = random.Random(players)
    for seed in range(10):
        state = Game(players, ROBOT).new_match(seed)
        for _ in range(2000):
            if state.is_round_over:
                break
            total = state.card_count()
            _play(state, rng, 1)
            assert state.card_count() == total or state.is_round_over


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_command_says_the_robots_rule_in_force(lang: str) -> None:
    """Issue 15: "in ``help rules`` ("now in force: …")", each line within 40 cells."""
    from uno_access.console.rules_text import rules_lines
    from uno_access.i18n import Translator

    lines = rules_lines(robot.rules_with(ROBOT, "stacking"), lang)
    t = Translator(lang)
    assert t("storage-setting-value-house-rules-stacking") + "." in lines
    assert all(len(line) <= 40 for line in lines)
    assert not any(t("storage-setting-value-house-rules-stacking") + "." == line for line in rules_lines(ROBOT, lang))


def test_a_guess_reads_the_tables_own_rules_back_from_the_rules_in_force() -> None:
    """Bots see the rules in force only: the robot's rule undone gives the table's own rules back."""
    for name in robot.ROBOT_RULES:
        assert robot.base_of(robot.rules_with(ROBOT, name)) == ROBOT
    assert robot.base_of(ROBOT) is ROBOT


def test_the_robot_has_a_sound_of_its_own_for_everyone() -> None:
    from uno_access.console.sound_cues import burst_sounds
    from uno_access.sounds.earcons import Earcon

    assert burst_sounds([RobotSpoke("stacking")], viewer=0) == [Earcon.RULE_CHANGE]
    assert burst_sounds([RobotSpoke("")], viewer=2) == [Earcon.RULE_CHANGE]


def test_the_robot_never_announces_a_rule_that_changes_nothing() -> None:
    """A rule the table already plays, or the two-player reverse at a bigger table, would be noise."""
    table = RuleSet.preset("robot").replace(stacking=RuleSet.preset("official").replace(
        stacking="plus-cards").stacking)
    for players in (3, 4):
        state = Game(players, table).new_match(5)
        rng = random.Random(5)
        events = _play(state, rng, 1500)
        said = {e.rule for e in events if isinstance(e, RobotSpoke)}
        assert said and "stacking" not in said and "no-two-player-rule" not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_the_robot_may_say_fits_a_braille_line(lang: str) -> None:
    """The second tester met "Robot : désormais, interception par numéro." (43 cells) in a French match: each
    rule the robot may put in force, and the table's own rules back, is said by the console in one line of
    40 cells (brief verbosity)."""
    from .test_console_session import make_session

    session, stream = make_session(lang, rules="robot")
    for name in ("", *robot.ROBOT_RULES):
        session.announce([RobotSpoke(name)])
    said = stream.getvalue().splitlines()
    assert len(said) == len(robot.ROBOT_RULES) + 1, said
    assert [line for line in said if len(line) > 40] == []
