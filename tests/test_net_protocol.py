"""The network protocol (issue 17): every message, event and view goes over the wire and comes back the same;
anything malformed, oversize or of another version is refused with a reason, never a crash."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uno_access.engine import PRESETS, Card, Color, Game, Play, Rank
from uno_access.engine.actions import DRAW, SHOUT
from uno_access.net.protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    Act,
    Ask,
    Chat,
    Create,
    Hello,
    Leave,
    Look,
    News,
    Presence,
    ProtocolError,
    Refused,
    Said,
    Start,
    Welcome,
    decode,
    encode,
)
from uno_access.table.messages import DecisionKind


def test_each_client_and_server_message_comes_back_the_same() -> None:
    view = Game(3).new_match(1).view_for(0)
    messages = [
        Hello("tiger-seven", "Anna", "fr"),
        Hello("tiger-seven", "Bob", "en", token="x" * 32, last_seq=12),
        Act(4, Play(Card(Color.RED, Rank.SEVEN), uno=True)),
        Act(5, DRAW),
        Act(6, SHOUT),
        Chat("bien joué"),
        Leave(),
        Welcome(1, "secret", ("Anna", "Bob", "Alice"), (2,)),
        News(7, 2, Play(Card(None, Rank.WILD), color=Color.BLUE), (), (7, 7, 6)),
        Ask(3, DecisionKind.TURN, view),
        Said(0, "hello"),
        Refused("not-your-turn", "seat 1 cannot Draw()"),
        Refused("illegal", "card-not-in-hand", acts=4),
        Create("Alice", "fr", PRESETS["wizz"].replace(target_score=300), 2, "hard", 30.0, 0.5, 7),
        Start(),
        Look(),
        Presence(2, "Chloé", "bot-played"),
        Presence(2, "Chloé", "missed"),
        Welcome(0, "secret", ("Alice", "", "Chloé"), (1,), "482913", host=True, started=True),
        Ask(4, DecisionKind.WAIT, view, acts=3),
    ]
    for message in messages:
        wire = encode(message)
        assert json.loads(wire)["v"] == PROTOCOL_VERSION
        assert decode(wire) == message, wire
        assert decode(wire.encode()) == message


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_event_and_view_of_random_matches_crosses_the_wire(preset: str) -> None:
    """What a seat may see of whole random matches of every edition, news and questions alike."""
    rng = random.Random(preset)
    state = Game(3, PRESETS[preset]).new_match(7)
    seq = 0
    for _ in range(400):
        if state.is_match_over:
            break
        options = [(player, action) for player in range(3) for action in state.legal_actions(player)]
        player, action = options[rng.randrange(len(options))]
        events = state.apply(player, action)
        for seat in range(3):
            seen = tuple(s for s in (event.seen_by(seat) for event in events) if s is not None)
            seq += 1
            news = News(seq, player, action, seen, tuple(len(hand) for hand in state.hands))
            assert decode(encode(news)) == news
        ask = Ask(seq, DecisionKind.TURN, state.view_for(rng.randrange(3)))
        wire = encode(ask)
        assert len(wire) < MAX_MESSAGE_BYTES // 4
        assert decode(wire) == ask


@pytest.mark.parametrize(("wire", "reason"), [
    ("not json", "not-json"),
    ("[1, 2]", "not-a-message"),
    ('{"t": "chat", "text": "hi"}', "version"),
    ('{"v": 99, "t": "chat", "text": "hi"}', "version"),
    ('{"v": 1, "t": "steal", "seat": 2}', "unknown-type"),
    ('{"v": 1, "t": []}', "unknown-type"),  # found by the fuzz test over a socket: a list is not a type name
    ('{"v": 1, "t": {"a": 1}}', "unknown-type"),
    ('{"v": 1, "t": "create", "name": "Eve", "lang": "fr", "rules": {"name": "official"}, "bots": 50}', "bad-field"),
    ('{"v": 1, "t": "create", "name": "Eve", "lang": "fr", "rules": {"nope": 1}, "bots": 1}', "bad-field"),
    ('{"v": 1, "t": "create", "name": "Eve", "lang": "fr", "rules": {}, "bots": 1, "wait": "NaN"}', "bad-field"),
    ('{"v": 1, "t": "presence", "seat": 1, "name": "Bob", "what": "teleported"}', "bad-field"),
    ('{"v": 1, "t": "chat", "text": "hi", "as_seat": 2}', "bad-field"),
    ('{"v": 1, "t": "chat", "text": 5}', "bad-field"),
    ('{"v": 1, "t": "chat", "text": "\\u0007ring"}', "bad-chat"),
    ('{"v": 1, "t": "chat", "text": "' + "a" * 301 + '"}', "bad-chat"),
    ('{"v": 1, "t": "act", "serial": "3", "action": {"a": "Draw"}}', "bad-field"),
    ('{"v": 1, "t": "act", "serial": -1, "action": {"a": "Draw"}}', "bad-field"),
    ('{"v": 1, "t": "act", "serial": 3, "action": {"a": "Cheat"}}', "bad-field"),
    ('{"v": 1, "t": "act", "serial": 3, "action": {"a": "Play", "card": "purple/7"}}', "bad-field"),
    ('{"v": 1, "t": "act", "serial": 3}', "bad-field"),
    ('{"v": 1, "t": "hello", "code": "x", "name": "", "lang": "fr"}', "bad-name"),
    ('{"v": 1, "t": "hello", "code": "x", "name": "' + "n" * 25 + '", "lang": "fr"}', "bad-name"),
    ('{"v": 1, "t": "hello", "code": "x", "name": "Anna", "lang": "de"}', "bad-lang"),
    ('{"v": 1, "t": "news", "seq": 1, "actor": 0, "action": null, "events": [{"e": "Hack"}], "counts": []}',
     "bad-field"),
    ("[" * 100_000 + "]" * 100_000, "too-large"),
    ("[" * 20_000 + "]" * 20_000, "not-json"),
])
def test_a_malformed_message_is_refused_with_its_reason(wire: str, reason: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(wire)
    assert refused.value.reason == reason


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(["hello", "act", "chat", "leave", "welcome", "news", "ask", "said", "refused", "x",
                             "create", "start", "presence"]) | _json,
       fields=st.dictionaries(st.sampled_from(["code", "name", "lang", "token", "last_seq", "serial", "action",
                                               "text", "seat", "names", "bots", "seq", "actor", "events",
                                               "counts", "kind", "view", "reason", "detail", "rules", "bots",
                                               "level", "wait", "pace", "what", "acts", "host"]), _json,
                                 max_size=6))
def test_random_messages_are_read_or_refused_never_a_crash(kind: object, fields: dict[str, object]) -> None:
    wire = json.dumps({"v": PROTOCOL_VERSION, "t": kind, **fields})
    try:
        decode(wire)
    except ProtocolError:
        pass


def test_the_examples_of_the_protocol_page_are_messages() -> None:
    """docs/protocol.md: each whole example (one not cut with "…") is read as the message it shows."""
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    examples = [line for line in page.splitlines() if line.startswith('{"v":1') and "…" not in line]
    assert len(examples) >= 6
    for line in examples:
        assert encode(decode(line)) == line


def test_every_message_type_has_an_example_in_the_protocol_page() -> None:
    """docs/protocol.md shows each message type at least once, written as it goes on the wire (``look`` had
    none: a client writer reading the page never learned of it)."""
    import re
    from pathlib import Path

    from uno_access.net import protocol

    page = (Path(__file__).resolve().parent.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    shown = set(re.findall(r'^\{"v":1,"t":"([a-z-]+)"', page, flags=re.MULTILINE))
    assert sorted(set(protocol._TYPES) - shown) == []


def test_the_protocol_module_examples_run() -> None:
    import doctest

    from uno_access.net import protocol

    assert doctest.testmod(protocol).failed == 0
