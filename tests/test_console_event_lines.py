"""Every event the engine can send is said, in both languages (issue 35): the renderer has a handler for each
event type (an unknown one is silently not said, so nothing but this test would tell), and that handler gives
a line, in French and in English, from messages both languages have.

Each event type is built from its fields (every member of an enum field, both truths of a flag), seen by the
player it is about and by another, in brief and full words.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
import re
import types
import typing
from typing import Any

import pytest

from uno_access import i18n
from uno_access.console.options import ConsoleOptions, Verbosity
from uno_access.console.render import Renderer
from uno_access.engine import events as ev
from uno_access.engine.cards import Card, Color, Rank

PLAYERS = 4
NAMES = ["Ann", "Bob", "Cyd", "Dan"]
RED_FIVE = Card(Color.RED, Rank.FIVE)

#: Events another line says, by design (each handler says which).
SAID_BY_ANOTHER_LINE = {
    "DealerChosen": "the round's first line names the dealer",
    "DrawOwed": "the turn line, or the answer or draw of whoever owes, says it",
    "DrawnCardPlayable": "the turn line says it, with its keys",
}

EVENT_TYPES = sorted((kind for kind in vars(ev).values()
                      if isinstance(kind, type) and issubclass(kind, ev.Event) and kind is not ev.Event
                      and dataclasses.is_dataclass(kind)), key=lambda kind: kind.__name__)


def _values(hint: Any) -> list[Any]:
    """A few values of a field's type: every member of an enum, a card, a seat."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return [value for arg in args for value in _values(arg)]
    if origin is tuple:
        item = args[0]
        if item is int:
            return [tuple(range(PLAYERS))]
        return [(RED_FIVE, Card(Color.BLUE, Rank.SKIP)), ()]
    if hint is type(None):
        return [None]
    if hint is bool:
        return [False, True]
    if hint is int:
        return [1, 0]
    if hint is str:
        return ["robot-draw"]
    if hint is Card:
        return [RED_FIVE, Card(None, Rank.WILD)]
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return list(hint)
    raise AssertionError(f"no sample value for {hint!r}")


def _source_hints() -> dict[str, dict[str, Any]]:
    """Each event's field types as its Python source writes them: the compiled module says ``tuple`` of a
    ``tuple[Card, ...]`` field (mypyc keeps the outer type only)."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(ev.__file__).with_name("events.py").read_text(encoding="utf-8"))
    return {node.name: {item.target.id: eval(ast.unparse(item.annotation), vars(ev))
                        for item in node.body
                        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)}
            for node in tree.body if isinstance(node, ast.ClassDef)}


SOURCE_HINTS = _source_hints()


def _instances(kind: type) -> list[ev.Event]:
    hints = {**typing.get_type_hints(kind, vars(ev)), **SOURCE_HINTS.get(kind.__name__, {})}
    fields = [field.name for field in dataclasses.fields(kind)]
    choices = [_values(hints[name]) for name in fields]
    made: list[ev.Event] = []
    # Each field's values in turn, the others at their first value: every enum member is rendered once.
    for index, values in enumerate(choices):
        for value in values:
            chosen = {name: choice[0] for name, choice in zip(fields, choices)}
            chosen[fields[index]] = value
            try:
                made.append(kind(**chosen))
            except (TypeError, ValueError):
                continue
    if not fields:
        made.append(kind())
    return made


def test_the_events_are_found() -> None:
    assert len(EVENT_TYPES) > 40
    assert ev.CardPlayed in EVENT_TYPES and ev.TotemTaken in EVENT_TYPES


@pytest.mark.parametrize("kind", EVENT_TYPES, ids=lambda kind: kind.__name__)
def test_every_event_type_has_a_handler_and_a_line_in_both_languages(kind: type,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    missing: list[str] = []
    monkeypatch.setattr(i18n, "_report", lambda message_id, errors: missing.append(f"{message_id}: {errors}"))
    instances = _instances(kind)
    assert instances, f"{kind.__name__}: no instance could be built"
    for lang in ("en", "fr"):
        said: list[str] = []
        # A pace: a bot's turn is said only while the bots take their time.
        for event, viewer, verbosity, pace in itertools.product(instances, (0, 1), Verbosity, (0.0, 1.0)):
            renderer = Renderer(ConsoleOptions(lang=lang, verbosity=verbosity, pace=pace), NAMES, viewer=viewer)
            renderer.state.counts = (7,) * PLAYERS
            assert type(event) in renderer.events.handlers, f"{kind.__name__} has no handler: it would never be said"
            said.extend(renderer.render([event]))
        # A message neither language has comes out as its id: never a line for a player.
        assert [line for line in said if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", line.strip())] == []
        if kind.__name__ in SAID_BY_ANOTHER_LINE:
            assert said == [], f"{kind.__name__}: said twice"
        else:
            assert any(line.strip() for line in said), f"{kind.__name__}: no line in {lang}"
    assert missing == []
