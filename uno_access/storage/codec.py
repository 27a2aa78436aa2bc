"""A compact, versioned JSON encoding of engine actions and rule sets.

The codec is generic: it knows no action by name.  Any dataclass of
:mod:`uno_access.engine.actions` is encoded as its class name plus the fields
that differ from their defaults, each field by its type hint — cards as
``"red/7"`` (``"+4"`` for a black card), enums by value, tuples as lists — so
the actions the engine gains for new variants are saved without a change here.

>>> from uno_access.engine import Play, Card, Color, Rank, DRAW
>>> encode_action(Play(Card(Color.RED, Rank.SEVEN), uno=True))
'{"a":"Play","card":"red/7","uno":true}'
>>> decode_action('{"a":"Play","card":"+4","color":"blue"}')
Play(card=Card(BLACK +4), color=<Color.BLUE: 'blue'>, uno=False)
>>> decode_action(encode_action(DRAW)) == DRAW
True
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import threading
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from uno_access.engine import actions as _actions_module
from uno_access.engine.cards import Card, Color, Rank
from uno_access.engine.errors import RulesError
from uno_access.engine.rules import PRESETS, RuleSet
from uno_access.engine_build import declared_hints

#: Bumped when the encoding changes in a way older programs cannot read.
CODEC_VERSION = 1


class CodecError(ValueError):
    """A stored action or rule set that this program cannot read back."""


# ---------------------------------------------------------------- cards


def encode_card(card: Card) -> str:
    """``"red/7"``, ``"blue/+2"``; a black card is its rank alone: ``"wild"``, ``"+4"``."""
    if card.color is None:
        return card.rank.value
    return f"{card.color.value}/{card.rank.value}"


def decode_card(text: Any) -> Card:
    """The inverse of :func:`encode_card`; raises :class:`CodecError`."""
    if not isinstance(text, str):
        raise CodecError(f"a card is a string, not {text!r}")
    color_text, slash, rank_text = text.partition("/")
    try:
        if not slash:
            return Card(None, Rank(color_text))
        return Card(Color(color_text), Rank(rank_text))
    except ValueError as error:
        raise CodecError(f"unknown card {text!r}: {error}") from None


# ---------------------------------------------------------------- generic values


def encode_value(value: Any) -> Any:
    """A JSON-ready form of an engine value (card, enum, tuple, dataclass, number…)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return encode_card(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [encode_value(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((encode_value(item) for item in value), key=repr)
    if isinstance(value, dict):
        return {str(encode_value(key)): encode_value(item) for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: encode_value(getattr(value, field.name)) for field in dataclasses.fields(value)}
    raise CodecError(f"cannot encode {type(value).__name__}")


def decode_value(data: Any, hint: Any) -> Any:
    """Read back ``data`` as the type ``hint`` (a resolved type hint); raises :class:`CodecError`."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if data is None and type(None) in options:
            return None
        problems = []
        for option in options:
            if option is type(None):
                continue
            try:
                return decode_value(data, option)
            except CodecError as error:
                problems.append(str(error))
        raise CodecError("; ".join(problems) or f"unexpected {data!r}")
    if hint is type(None):
        if data is not None:
            raise CodecError(f"expected nothing, got {data!r}")
        return None
    if hint is bool:
        if not isinstance(data, bool):
            raise CodecError(f"expected true or false, got {data!r}")
        return data
    if hint is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise CodecError(f"expected a whole number, got {data!r}")
        return data
    if hint is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise CodecError(f"expected a number, got {data!r}")
        return float(data)
    if hint is str:
        if not isinstance(data, str):
            raise CodecError(f"expected a string, got {data!r}")
        return data
    if hint is Card:
        return decode_card(data)
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(data)
        except ValueError:
            raise CodecError(f"{data!r} is not a {hint.__name__}") from None
    if origin in (tuple, list, frozenset, set):
        if not isinstance(data, list):
            raise CodecError(f"expected a list, got {data!r}")
        args = typing.get_args(hint)
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise CodecError(f"expected {len(args)} items, got {len(data)}")
            return tuple(decode_value(item, arg) for item, arg in zip(data, args))
        item_hint = args[0] if args else Any
        return origin(decode_value(item, item_hint) for item in data)
    if origin is dict:
        if not isinstance(data, dict):
            raise CodecError(f"expected a mapping, got {data!r}")
        key_hint, value_hint = typing.get_args(hint) or (Any, Any)
        return {_decode_key(key, key_hint): decode_value(item, value_hint) for key, item in data.items()}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(data, dict):
            raise CodecError(f"expected a mapping for {hint.__name__}, got {data!r}")
        return _build(hint, data)
    raise CodecError(f"cannot decode a {hint!r}")


def _decode_key(key: str, hint: Any) -> Any:
    if hint is int:
        try:
            return int(key)
        except ValueError:
            raise CodecError(f"expected a whole number key, got {key!r}") from None
    return decode_value(key, hint)


#: One reading of a class's fields at a time: ``declared_hints`` parses the source with ``ast``, whose
#: recursion-depth count CPython 3.11 keeps per interpreter, not per thread.  Two threads reading a class for
#: the first time at once (a server's and a client's in one process) failed one of them: "AST constructor
#: recursion depth mismatch" (a fresh-clone CI run, named by test_net_client's diagnostic: a deal's news unread).
_HINTS_LOCK = threading.Lock()


def _hints(cls: type) -> dict[str, Any]:
    with _HINTS_LOCK:
        return _read_hints(cls)


@cache
def _read_hints(cls: type) -> dict[str, Any]:
    try:
        return declared_hints(cls) if cls.__module__.startswith("uno_access.engine.") else typing.get_type_hints(cls)
    except Exception as error:  # noqa: BLE001 - an unresolvable annotation: report, never crash
        raise CodecError(f"cannot read the fields of {cls.__name__}: {error}") from None


def _build(cls: type, data: dict[str, Any], given: dict[str, Any] | None = None) -> Any:
    hints = _hints(cls)
    names = {field.name for field in dataclasses.fields(cls)}
    unknown = set(data) - names
    if unknown:
        raise CodecError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    values = {name: decode_value(value, hints[name]) for name, value in data.items()}
    values.update(given or {})
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:
        raise CodecError(f"cannot build {cls.__name__}: {error}") from None


# ---------------------------------------------------------------- actions


@cache
def action_types() -> dict[str, type]:
    """Every action class of :mod:`uno_access.engine.actions`, by class name."""
    return {
        name: cls
        for name, cls in inspect.getmembers(_actions_module, inspect.isclass)
        if dataclasses.is_dataclass(cls) and cls.__module__ == _actions_module.__name__
    }


def action_data(action: Any) -> dict[str, Any]:
    """One action, JSON-ready: ``{"a": class name}`` and its non-default fields."""
    cls = type(action)
    if action_types().get(cls.__name__) is not cls:
        raise CodecError(f"{cls.__name__} is not an engine action")
    data: dict[str, Any] = {"a": cls.__name__}
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if field.default is not dataclasses.MISSING and value == field.default and type(value) is type(field.default):
            continue
        data[field.name] = encode_value(value)
    return data


def action_from_data(data: Any) -> Any:
    """The action :func:`action_data` wrote; raises :class:`CodecError`."""
    if not isinstance(data, dict) or not isinstance(data.get("a"), str):
        raise CodecError(f"not an action: {data!r}")
    fields = dict(data)
    cls = action_types().get(fields.pop("a"))
    if cls is None:
        raise CodecError(f"unknown action {data['a']!r}")
    return _build(cls, fields)


def build(cls: type, data: Any, **given: Any) -> Any:
    """An engine dataclass of ``cls`` from its fields (as :func:`encode_value` wrote them), with the fields
    ``given`` already built; raises :class:`CodecError`."""
    if not isinstance(data, dict):
        raise CodecError(f"expected a mapping for {cls.__name__}, got {data!r}")
    return _build(cls, data, given)


def encode_action(action: Any) -> str:
    """One action as compact JSON: its class name and its non-default fields."""
    return json.dumps(action_data(action), separators=(",", ":"), ensure_ascii=False)


def decode_action(text: str) -> Any:
    """The action that :func:`encode_action` wrote; raises :class:`CodecError`."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as error:
        raise CodecError(f"not JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("a"), str):
        raise CodecError(f"not an action: {text!r}")
    return action_from_data(data)


# ---------------------------------------------------------------- rule sets


def encode_rules(rules: RuleSet) -> dict[str, Any]:
    """Every option of ``rules`` (enums by value), JSON-ready."""
    return {field.name: encode_value(getattr(rules, field.name)) for field in dataclasses.fields(rules)}


def decode_rules(data: Any) -> RuleSet:
    """The rule set :func:`encode_rules` wrote.

    Options missing from an older save take the value of the named preset (or
    the default): new house rules are off unless the preset turns them on.
    """
    if not isinstance(data, dict):
        raise CodecError(f"expected the rule options, got {data!r}")
    name = data.get("name")
    base = PRESETS.get(name, RuleSet()) if isinstance(name, str) else RuleSet()
    hints = _hints(RuleSet)
    unknown = set(data) - set(hints)
    if unknown:
        raise CodecError(f"unknown rule option {sorted(unknown)[0]!r}")
    options = {key: decode_value(value, hints[key]) for key, value in data.items()}
    try:
        return base.replace(**options)
    except (RulesError, TypeError, ValueError) as error:
        raise CodecError(f"invalid rules: {error}") from None
