"""UNO Robot (wikipedia-uno-fr.txt): "un robot interactif peut, à tout moment, intervenir et modifier les règles du
jeu" (``RuleSet.robot``).

This game's reading, said in the help: a robot with no seat speaks at random moments (when a turn starts, one
time in :data:`ODDS`, from the game's seeded random source: a seed and the actions replay the same robot).  Each
time it puts one house rule in force, taken from :data:`ROBOT_RULES` (the rules that can change between two turns
without a card to add or a score to recount), or brings the table back to its own rules; the change holds until
the robot speaks again, and ends with the round.  It is an event (:class:`~..events.RobotSpoke`), and the rules
in force carry it (``RuleSet.robot_rule``), so the history and the rules command both say it.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import RobotSpoke
from ..hooks import Family
from ..ruleset import HOUSE_RULES, RuleSet

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView

#: The house rules the robot may put in force: each changes only how turns are played, never the deck or scores.
ROBOT_RULES: tuple[str, ...] = (
    "stacking", "seven-zero", "jump-in", "jump-in-number", "draw-until-playable", "forced-play", "sequences",
    "no-two-player-rule",
)
#: The robot speaks when a turn starts, one time in this many.
ODDS = 10


def rules_with(base: RuleSet, name: str) -> RuleSet:
    """The table's own rules with the robot's rule ``name`` in force ("" for none)."""
    if not name:
        return base
    return base.replace(**HOUSE_RULES[name], robot_rule=name)


def base_of(rules: RuleSet) -> RuleSet:
    """The table's own rules, read back from the rules in force (for a guess, which sees only those): the robot's
    rule undone, its options as the official rules have them (exact unless the table chose that rule itself)."""
    if not rules.robot_rule:
        return rules
    official = type(rules)()
    undone = {option: getattr(official, option) for option in HOUSE_RULES[rules.robot_rule]}
    return rules.replace(**undone, robot_rule="")


def turn_starts(state: State, player: int) -> int:
    """A turn starts: now and then, the robot speaks (``player``'s turn starts all the same)."""
    base = FAMILY.of(state)
    if base is None:
        base = state.rules
        FAMILY.put(state, base)
    if state.rng.randrange(ODDS):
        return player
    current = state.rules.robot_rule
    choices = [name for name in ("", *ROBOT_RULES) if name != current and _changes(state, base, name)]
    name = choices[state.rng.randrange(len(choices))]
    state.change_rules(rules_with(base, name))
    state.emit(RobotSpoke, name)
    return player


def _changes(state: State, base: RuleSet, name: str) -> bool:
    """Whether the robot saying ``name`` would change anything: not a rule the table already plays, nor the
    two-player reverse at a bigger table (words with no effect are noise to a player listening)."""
    if not name:
        return True
    if name == "no-two-player-rule" and state.num_players - sum(state.eliminated) != 2:
        return False
    return any(getattr(base, option) != value for option, value in HOUSE_RULES[name].items())


def round_starts(state: State) -> None:
    """A new round: the table's own rules again."""
    base = FAMILY.of(state)
    if base is not None:
        state.change_rules(base)


def _keep(record: RuleSet | None) -> RuleSet | None:
    return record  # the table's own rules hold for the whole match


def _from_view(view: PlayerView, record: RuleSet | None) -> RuleSet | None:
    return base_of(view.rules)  # the table's own rules, read back from the rules in force


#: The table's own rules, before the robot changed one (``None`` until its first turn).
FAMILY: Family[RuleSet | None] = Family("robot", lambda rules: rules.robot, None, reset=_keep, from_view=_from_view,
                                        round_starts=round_starts, turn_starts=turn_starts)
