"""The action codec: every engine action, today's and the variants' to come, survives a save."""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uno_access.engine import PRESETS, Card, Color, Play, Rank, RuleSet
from uno_access.engine import rules as rules_module
from uno_access.engine_build import declared_hints
from uno_access.storage.codec import (
    CodecError,
    action_types,
    decode_action,
    decode_card,
    decode_rules,
    encode_action,
    encode_card,
    encode_rules,
)


def all_cards() -> list[Card]:
    cards = []
    for rank in Rank:
        for color in (None, *Color):
            try:
                cards.append(Card(color, rank))
            except ValueError:
                pass
    return cards


CARDS = st.sampled_from(all_cards())


def strategy_for(hint: Any) -> st.SearchStrategy[Any]:
    """Values of any field type an action may have, read from its type hints."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, __import__("types").UnionType):
        return st.one_of(*(strategy_for(arg) for arg in typing.get_args(hint)))
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans()
    if hint is int:
        return st.integers(-5, 20)
    if hint is str:
        return st.text(max_size=10)
    if hint is Card:
        return CARDS
    if isinstance(hint, type) and issubclass(hint, Enum):
        return st.sampled_from(list(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(strategy_for(args[0]), max_size=4).map(tuple)
        return st.tuples(*(strategy_for(arg) for arg in args))
    raise AssertionError(f"no strategy for {hint!r}: teach the codec test this type")


def actions() -> st.SearchStrategy[Any]:
    """Every action class of the engine, with any field values."""
    choices = []
    for cls in action_types().values():
        hints = declared_hints(cls)  # as the source declares them: a compiled class keeps erased annotations
        fields = {field.name: strategy_for(hints[field.name]) for field in dataclasses.fields(cls)}
        choices.append(st.builds(cls, **fields))
    return st.one_of(*choices)


def test_every_action_class_of_the_engine_is_known() -> None:
    names = set(action_types())
    assert {"Play", "Draw", "Pass", "ChooseColor", "ChooseTarget", "Challenge", "Accept", "CallUno", "CatchUno",
            "NextRound"} <= names


@given(actions())
@settings(max_examples=300, deadline=None)
def test_any_action_reads_back_equal(action: Any) -> None:
    text = encode_action(action)
    assert decode_action(text) == action
    assert type(decode_action(text)) is type(action)


def test_the_encoding_is_compact_and_readable() -> None:
    assert encode_action(Play(Card(Color.BLUE, Rank.DRAW_TWO))) == '{"a":"Play","card":"blue/+2"}'
    assert encode_action(Play(Card(None, Rank.WILD), Color.GREEN)) == '{"a":"Play","card":"wild","color":"green"}'


@pytest.mark.parametrize("card", all_cards(), ids=repr)
def test_every_card_reads_back(card: Card) -> None:
    assert decode_card(encode_card(card)) == card


@given(st.text(max_size=60))
@settings(max_examples=300, deadline=None)
def test_garbage_is_a_codec_error_never_a_crash(text: str) -> None:
    try:
        decode_action(text)
    except CodecError:
        pass


@pytest.mark.parametrize(
    "text",
    [
        '{"a":"Play"}',  # the card is missing
        '{"a":"Play","card":"red/wild"}',  # a coloured Joker
        '{"a":"Play","card":"red/7","uno":"yes"}',
        '{"a":"CatchUno","target":true}',
        '{"a":"Draw","extra":1}',
        '{"a":"Explode"}',
        '["Play"]',
        "null",
    ],
)
def test_bad_actions_are_refused(text: str) -> None:
    with pytest.raises(CodecError):
        decode_action(text)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_reads_back(name: str) -> None:
    rules = RuleSet.preset(name)
    assert decode_rules(encode_rules(rules)) == rules


def test_house_rules_read_back() -> None:
    house = getattr(rules_module, "HOUSE_RULES", {})
    for options in house.values():
        try:
            rules = RuleSet.preset("official").replace(**options)
        except ValueError:
            continue
        assert decode_rules(encode_rules(rules)) == rules


def test_an_option_missing_from_an_older_save_takes_the_presets_value() -> None:
    data = encode_rules(RuleSet.preset("braille"))
    del data["bluff_rule"]
    assert decode_rules(data) == RuleSet.preset("braille")


@pytest.mark.parametrize(
    "change",
    [{"colour": "red"}, {"hand_size": 999}, {"scoring": "most-wins"}, {"allow_challenge": "yes"}],
)
def test_bad_rules_are_refused(change: dict[str, Any]) -> None:
    with pytest.raises(CodecError):
        decode_rules({**encode_rules(RuleSet()), **change})
