"""The registry of rule families plugged into the core: one line each (:class:`~.hooks.Family`).

A family's place in :data:`FAMILIES` is where the state keeps its record (``State.records``), and the order in
which the core calls its hooks (UNO Robot speaks before a turn lost earlier is spent).  The core asks
:func:`hooks_for` once per ``RuleSet`` which hooks to call; a copy of the match copies the list of records, and a
new round asks each family what it keeps (:func:`new_round`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .hooks import Family, Hooks
from .rules import cursed, custom, extreme, jump_in, lost_turns, olympic, partners, robot, sequences, totems, wizz

if TYPE_CHECKING:
    from .ruleset import RuleSet
    from .state import State
    from .view import PlayerView

#: Every rule family with a record or a hook, in the order the core calls their hooks.
FAMILIES: tuple[Family[Any], ...] = (
    jump_in.FAMILY,
    sequences.FAMILY,
    cursed.FAMILY,
    olympic.FAMILY,
    robot.FAMILY,
    wizz.FAMILY,
    lost_turns.FAMILY,
    totems.FAMILY,
    extreme.FAMILY,
    partners.FAMILY,
    custom.FAMILY,
)

for _slot, _family in enumerate(FAMILIES):
    _family.slot = _slot

#: Each family's record at a fresh match, in registry order.
FRESH: tuple[object, ...] = tuple(family.fresh for family in FAMILIES)
#: The families whose record shows in a player's view, and those a guess reads back from one.
_VIEWED = tuple(family for family in FAMILIES if family.view is not None)

_HOOKS: dict[RuleSet, Hooks] = {}


def hooks_for(rules: RuleSet) -> Hooks:
    """The hooks the core calls under ``rules`` (computed once per ``RuleSet``)."""
    hooks = _HOOKS.get(rules)
    if hooks is None:
        hooks = _HOOKS[rules] = Hooks(tuple(family for family in FAMILIES if family.switched_on(rules)), rules)
    return hooks


def fresh_records() -> list[object]:
    """The records of a fresh match, one per family."""
    return list(FRESH)


def new_round(records: list[object]) -> None:
    """A round starts: each record as its family's ``reset`` makes it (``fresh`` by default).  A record still
    fresh stays as it is: the official rules' rounds pay no call."""
    for slot, family in enumerate(FAMILIES):
        record = records[slot]
        if record is not FRESH[slot]:
            reset = family.reset
            records[slot] = reset(record) if reset is not None else FRESH[slot]


def view_fields(state: State, player: int) -> dict[str, object]:
    """What the families add to ``player``'s view (``PlayerView`` fields); a fresh record shows the defaults."""
    fields: dict[str, object] = {}
    records = state.records
    for family in _VIEWED:
        record = records[family.slot]
        if record is not family.fresh:
            view = family.view
            assert view is not None
            fields.update(view(state, player, record))
    return fields


def from_view(state: State, view: PlayerView) -> None:
    """A guess's records, read back from ``view`` by the families its rules switch on (the others stay fresh)."""
    for family in hooks_for(view.rules).families:
        read = family.from_view
        if read is not None:
            state.records[family.slot] = read(view, state.records[family.slot])
