"""The network protocol: versioned JSON messages between a table's server and its seats (docs/protocol.md).

Every message is one JSON object with ``"v"`` (the protocol's version) and ``"t"`` (its type).  The seat
sends actions and chat; the server sends what the seat may see: the news of every action (its events already
redacted with ``seen_by``), each with a sequence number of that seat's own, and the question open for it.
Engine values are written as the saves write them (:mod:`uno_access.storage.codec`): an action as
``{"a": "Play", "card": "red/7"}``, an event as ``{"e": "CardPlayed", ...}``, cards as ``"red/7"``.

Anything read from the network may be hostile: :func:`decode` checks the size, the version, the type and
every field, and raises :class:`ProtocolError` with a short reason the server sends back.  Nothing a bad
message holds reaches the table.

>>> wire = encode(Act(serial=3, action=DRAW))
>>> wire
'{"v":1,"t":"act","serial":3,"action":{"a":"Draw"}}'
>>> decode(wire) == Act(serial=3, action=DRAW)
True
"""

from __future__ import annotations

import dataclasses
import inspect
import json
from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache
from typing import Any

from ..engine import events as _events_module
from ..engine.actions import DRAW, Action
from ..engine.cards import Card
from ..engine.events import Event
from ..engine.rules import RuleSet
from ..engine.view import PlayerView
from ..i18n import LANGUAGES
from ..storage.codec import (
    CodecError,
    action_data,
    action_from_data,
    build,
    decode_rules,
    encode_card,
    encode_rules,
    encode_value,
)
from ..table.messages import DecisionKind

__all__ = [
    "DRAW",
    "MAX_CHAT",
    "MAX_MESSAGE_BYTES",
    "MAX_NAME",
    "PROTOCOL_VERSION",
    "PRESENCE",
    "Act",
    "Again",
    "Ask",
    "Chat",
    "Create",
    "Hello",
    "Kick",
    "Leave",
    "ListTables",
    "TableInfo",
    "Tables",
    "Line",
    "Look",
    "News",
    "Past",
    "Presence",
    "ProtocolError",
    "Refused",
    "Said",
    "Servers",
    "Start",
    "Voted",
    "Welcome",
    "Prompt",
    "Words",
    "decode",
    "encode",
]

#: Bumped when a message changes in a way an older program cannot read.
PROTOCOL_VERSION = 1
#: The largest message either side accepts (a view of a full table is about 4 KB).
MAX_MESSAGE_BYTES = 64 * 1024
#: The bots' levels a table may ask for.
LEVELS = ("easy", "normal", "hard", "expert")
#: The longest player name and chat line, in characters.
MAX_NAME = 24
MAX_CHAT = 300
#: The longest table password, in characters.
MAX_PASSWORD = 64
#: The longest line a seat reading words may type (a chat line and the word that says it).
MAX_LINE = 320


class ProtocolError(ValueError):
    """A message this program will not act on; ``reason`` is a short code sent back to its sender."""

    def __init__(self, reason: str, detail: str = "", kind: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
        #: The message's type (``"act"``...) when it was read that far, else ``""``: a refused ``act`` is
        #: still counted in its seat's ``acts``.
        self.kind = kind


# ---------------------------------------------------------------- from a seat


@dataclass(frozen=True, slots=True)
class Create:
    """Open a new table and sit at it as its host: its rules, how many bots fill it, their level, the seconds
    the table waits for a player whose connection dropped before a bot plays for them, the pace of the bots."""

    name: str
    lang: str
    rules: RuleSet
    bots: int
    level: str = "normal"
    wait: float = 60.0
    pace: float = 1.0
    seed: int = -1
    #: Who sits at this table must give it in their ``hello`` (``""``: the code is enough).
    password: str = ""
    #: The seat reads the table in words (a browser, :mod:`uno_access.web.words`): see :class:`Hello`.
    words: bool = False
    #: Turns a connected seat may let the wait run out (a bot plays each) before a bot takes the seat until
    #: its person answers again (``0``: never taken).
    silent: int = 3
    #: The table is in the server's list of open tables (:class:`ListTables`); else it is joined by its code.
    listed: bool = False
    #: Spectators (``hello`` with ``watch``) may chat.
    watch_chat: bool = True


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts the match with the players sitting at the table (bots fill the other seats)."""


@dataclass(frozen=True, slots=True)
class Hello:
    """Sit at the table ``code`` as ``name``, reading ``lang``; with ``token``, come back to one's own seat and
    get what happened after the news numbered ``last_seq``."""

    code: str
    name: str
    lang: str
    token: str = ""
    last_seq: int = 0
    #: The table's password, when it has one (a seat coming back with its token needs none).
    password: str = ""
    #: The seat wants the table in words (a web page): the console's own lines, in ``lang``, sent as
    #: :class:`Words` and :class:`Prompt` besides the messages every seat gets; it answers with :class:`Line`.
    words: bool = False
    #: With ``words`` and ``token``: how many lines this seat already shows (the rest are sent again).
    heard: int = 0
    #: Watch the table as a spectator: every public event, no hand, no seat (``welcome.seat`` is ``-1``).
    watch: bool = False


@dataclass(frozen=True, slots=True)
class Act:
    """An answer to the question numbered ``serial`` (an action out of turn names the last one seen)."""

    serial: int
    action: Action


@dataclass(frozen=True, slots=True)
class Chat:
    """A line said to the table."""

    text: str


@dataclass(frozen=True, slots=True)
class Line:
    """A seat reading words (``words`` in its hello) typed a line, or pressed a key: the console's command
    (``r7``, ``7``, ``pioche``), read on the server by the console's own parser; ``key`` names a console key
    (:class:`uno_access.console.reader.Key` value: ``help``, ``repeat``, ``history-back``…) instead."""

    text: str = ""
    key: str = ""
    #: The card under the page's cursor (its place in the hand the last prompt listed), ``-1`` for none: an
    #: empty line then plays it, as Enter on an empty line plays the card under the console's cursor.
    focus: int = -1


@dataclass(frozen=True, slots=True)
class Look:
    """Send me my view again (a waiting seat gets only the news; its player asked for the hand, the table...)."""


@dataclass(frozen=True, slots=True)
class Leave:
    """The seat leaves the table (a bot plays for it)."""


# ---------------------------------------------------------------- from the server


@dataclass(frozen=True, slots=True)
class Welcome:
    """You sit at ``seat``; ``token`` brings you back to it; ``names`` are the seats' names, in seat order."""

    seat: int
    token: str
    names: tuple[str, ...]
    bots: tuple[int, ...]
    #: The table's code, to give to friends.
    code: str = ""
    #: Whether this seat is the host (it starts the match).
    host: bool = False
    #: Whether the match has started.
    started: bool = False


@dataclass(frozen=True, slots=True)
class News:
    """The action numbered ``seq`` for this seat: who acted, and the events this seat may see."""

    seq: int
    actor: int
    action: Action | None
    events: tuple[Event, ...]
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Ask:
    """The question open for this seat (``serial`` grows with each new one), and what the seat sees."""

    serial: int
    kind: DecisionKind
    view: PlayerView
    #: How many of this seat's answers (``act``) the server has handled: a seat knows its answer was read.
    acts: int = 0


@dataclass(frozen=True, slots=True)
class Said:
    """A chat line from ``seat`` (``-1``: the table itself, or the spectator ``name``)."""

    seat: int
    text: str
    #: A spectator's name (they have no seat): ``""`` for a seat's line.
    name: str = ""


@dataclass(frozen=True, slots=True)
class Words:
    """Lines said to a seat reading words, numbered from ``first`` (0 for the first line said to this seat);
    ``loud`` when the console would cut the speech for them (the player's turn, a refusal)."""

    first: int
    lines: tuple[str, ...]
    loud: bool = False
    #: The console's sounds (earcons, :class:`uno_access.sounds.earcons.Earcon` values) for what follows: the
    #: page plays them when its player turned its sounds on.
    sounds: tuple[str, ...] = ()
    #: The page's Sounds box, its one sound setting, set by the console's ``sounds`` or ``beep`` typed in the
    #: page: ``on``, ``off`` or ``switch`` (the page says the new state); empty: unchanged.
    sounds_box: str = ""


@dataclass(frozen=True, slots=True)
class Prompt:
    """A seat reading words is asked for its next line: the console's prompt, its hand in reading order (in
    braille-deck notation) and which of those cards may be played now."""

    text: str
    cards: tuple[str, ...] = ()
    playable: tuple[bool, ...] = ()


#: What :class:`Presence` says of a seat.
PRESENCE = ("joined", "away", "back", "bot", "left", "bot-played", "missed", "started", "cannot-save", "saving",
            *("host", "kicked", "silent", "silent-bot", "again", "closed", "passed"),
            "watching", "stopped-watching", "waiting")


@dataclass(frozen=True, slots=True)
class Presence:
    """Who comes and goes: ``what`` is one of :data:`PRESENCE` ("bot": a bot plays for the seat from now on;
    "bot-played": sent to a seat coming back, a bot played for it meanwhile; "passed": the seat let a chance out
    of turn go unanswered for the table's wait, and play went on; "missed": sent to a seat coming
    back, the oldest of the news it missed are no longer kept; "cannot-save" and "saving", seat ``-1``: the
    server cannot write its store, the table waits / it can again, the table goes on; to spectators, seat
    ``-1``: "waiting", every player is away and the table waits for them, "closed", the server closed the
    table)."""

    seat: int
    name: str
    what: str


@dataclass(frozen=True, slots=True)
class Refused:
    """The last message was not acted on; ``reason`` says why (a code), ``detail`` in English for logs."""

    reason: str
    detail: str = ""
    #: As in :class:`Ask`: the answers of this seat handled so far (this refusal's answer included).
    acts: int = 0


#: The most addresses a :class:`Servers` message holds, and the longest address.
MAX_SERVERS = 16
MAX_ADDRESS = 200


@dataclass(frozen=True, slots=True)
class Servers:
    """The servers sharing this table's directory (``ws://`` or ``wss://`` addresses, this one first): where
    the client asks for its table when the server it knows no longer answers."""

    addresses: tuple[str, ...]


# ---------------------------------------------------------------- who holds the table (issue 33): kick, votes, play again


@dataclass(frozen=True, slots=True)
class Kick:
    """The host removes the player named ``name`` from the table (a bot takes the seat; in the lobby the seat
    is freed); from another seat while the host is away, a vote to remove them (:class:`Voted`)."""

    name: str


@dataclass(frozen=True, slots=True)
class Again:
    """At "Match over": play again with the same people (a new match starts once everyone here said so)."""


@dataclass(frozen=True, slots=True)
class Voted:
    """The seat ``seat`` voted to remove ``name``: ``votes`` of the ``needed`` (a majority of the people
    connected, the one named aside) are in."""

    seat: int
    name: str
    votes: int
    needed: int


@dataclass(frozen=True, slots=True)
class Past:
    """Sent to a seat coming back, before the news it missed: what it may see of the match until the news it
    last heard (the events of ``news``), for its history only (a console started again has none)."""

    events: tuple[Event, ...]


_TYPES: dict[str, type] = {
    "create": Create,
    "start": Start,
    "presence": Presence,
    "hello": Hello,
    "act": Act,
    "chat": Chat,
    "leave": Leave,
    "look": Look,
    "line": Line,
    "words": Words,
    "prompt": Prompt,
    "welcome": Welcome,
    "news": News,
    "ask": Ask,
    "said": Said,
    "refused": Refused,
    "servers": Servers,
    "kick": Kick,
    "again": Again,
    "voted": Voted,
    "past": Past,
}
_NAMES = {cls: name for name, cls in _TYPES.items()}
#: Fields added after version 1 was first written, left out at their default: a console's hello is written as
#: before, and a server older than them (which refuses a field it does not know) still reads it.
_QUIET: dict[str, tuple[str, ...]] = {"hello": ("words", "heard"), "create": ("words", "silent"), "line": ("key", "focus"),
                                     "words": ("sounds", "sounds_box")}


# ---------------------------------------------------------------- the lobby (issue 33): the list, spectators

#: The most tables a :class:`Tables` message lists (the newest first).
MAX_LISTED = 100


@dataclass(frozen=True, slots=True)
class ListTables:
    """Before ``hello``: which tables of this server are open to all (``create`` with ``listed``)?"""


@dataclass(frozen=True, slots=True)
class TableInfo:
    """One open table as the list says it: its code, its host's name, its rules' name, the people sitting, its
    bots, whether its match is being played (then it may be watched), and whether it asks a password."""

    code: str
    host: str
    rules: str
    people: int
    bots: int
    playing: bool
    password: bool


@dataclass(frozen=True, slots=True)
class Tables:
    """The answer to :class:`ListTables`: this server's listed tables, at most :data:`MAX_LISTED` (a table
    that is not listed is never in it: its code is told only by its host)."""

    tables: tuple[TableInfo, ...]


_TYPES.update({"list": ListTables, "tables": Tables})
_NAMES.update({ListTables: "list", Tables: "tables"})
_QUIET["create"] = (*_QUIET["create"], "listed", "watch_chat")
_QUIET["hello"] = (*_QUIET["hello"], "watch")
_QUIET["said"] = ("name",)


# ---------------------------------------------------------------- writing


def encode(message: Any) -> str:
    """One message as compact JSON."""
    name = _NAMES.get(type(message))
    if name is None:
        raise ProtocolError("unknown-type", type(message).__name__)
    data: dict[str, Any] = {"v": PROTOCOL_VERSION, "t": name}
    quiet = _QUIET.get(name, ())
    for field in dataclasses.fields(message):
        value = getattr(message, field.name)
        if field.name in quiet and value == field.default:
            continue
        data[field.name] = _write(value)
    if data.get("password") == "":
        del data["password"]  # on the wire only when there is one (what a program without passwords writes)
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _write(value: Any) -> Any:
    """A message's field, JSON-ready.  The server writes a news and a view at every move of every table: the
    common values (numbers, text, cards, enums, events, actions) take a short path of their own; anything
    else is written by the saves' codec (the same words either way)."""
    kind = type(value)
    if value is None or kind is int or kind is str or kind is bool or kind is float:
        return value
    if kind is Card:
        text = _CARD_TEXT.get(value)
        if text is None:
            text = _CARD_TEXT[value] = encode_card(value)
        return text
    if kind is tuple or kind is list:
        return [_write(item) for item in value]
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Event):
        data = {"e": kind.__name__}
        for name in _field_names(kind):
            data[name] = _write(getattr(value, name))
        return data
    if kind.__module__ == "uno_access.engine.actions":
        return _action(value)
    if kind is RuleSet:
        return _rules_data(value)
    if kind is PlayerView:
        return _write_view(value)
    if kind is TableInfo:
        return {name: getattr(value, name) for name in _field_names(TableInfo)}
    return encode_value(value)


#: Cards as the wire writes them ("red/7"), made once each.
_CARD_TEXT: dict[Card, str] = {}


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(field.name for field in dataclasses.fields(cls))
    return names


def _write_view(view: PlayerView) -> dict[str, Any]:
    data = {name: _write(getattr(view, name)) for name in _plain_view_fields()}
    data["rules"] = _rules_data(view.rules)
    data["legal_actions"] = [_action(action) for action in view.legal_actions]
    return data


#: Actions as the wire writes them, made once each (a view lists about ten; there are a few hundred in all).
_ACTION_DATA: dict[Any, dict[str, Any]] = {}


def _action(action: Any) -> dict[str, Any]:
    data = _ACTION_DATA.get(action)
    if data is None:
        data = action_data(action)
        if len(_ACTION_DATA) < 4096:
            _ACTION_DATA[action] = data
    return data


@cache
def _plain_view_fields() -> tuple[str, ...]:
    return tuple(field.name for field in dataclasses.fields(PlayerView) if field.name not in ("rules", "legal_actions"))


@lru_cache(maxsize=64)
def _rules_read(text: str) -> RuleSet:
    """A table's rules read once (every view carries them)."""
    return decode_rules(json.loads(text))


@lru_cache(maxsize=256)
def _rules_data(rules: RuleSet) -> dict[str, Any]:
    """A table's rules, written once (a view carries them, and they never change during a match)."""
    return encode_rules(rules)


# ---------------------------------------------------------------- reading


def decode(text: str | bytes) -> Any:
    """The message ``text`` holds; raises :class:`ProtocolError` for anything this program will not act on."""
    # Counted in bytes as sent (UTF-8: a character may take 4); a short text is under the limit anyway.
    size = len(text) if isinstance(text, bytes) or len(text) <= MAX_MESSAGE_BYTES // 4 \
        else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"{size} bytes, at most {MAX_MESSAGE_BYTES}")
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise ProtocolError("not-json", str(error)[:100]) from None
    if not isinstance(data, dict):
        raise ProtocolError("not-a-message", "a message is a JSON object")
    if data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("version", f"this program speaks version {PROTOCOL_VERSION}")
    kind = data.get("t")
    cls = _TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError("unknown-type", repr(data.get("t"))[:40])
    fields = {key: value for key, value in data.items() if key not in ("v", "t")}
    names = {field.name for field in dataclasses.fields(cls)}
    unknown = set(fields) - names
    if unknown:
        raise ProtocolError("bad-field", sorted(unknown)[0][:40], str(kind))
    try:
        message = _READERS[cls](fields)
    except (CodecError, KeyError, TypeError, ValueError) as error:
        raise ProtocolError("bad-field", str(error)[:200], str(kind)) from None
    try:
        _check(message)
    except ProtocolError as error:
        error.kind = str(kind)
        raise
    return message


def _text(data: dict[str, Any], name: str, default: str | None = None) -> str:
    value = data.get(name, default)
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string")
    return value


def _whole(data: dict[str, Any], name: str, default: int | None = None) -> int:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number")
    return value


def _numbers(data: dict[str, Any], name: str) -> tuple[int, ...]:
    value = data[name]
    if not isinstance(value, list) or any(isinstance(item, bool) or not isinstance(item, int) for item in value):
        raise ValueError(f"{name} must be a list of whole numbers")
    return tuple(value)


@cache
def event_types() -> dict[str, type]:
    """Every event class of the engine, by class name."""
    return {name: cls for name, cls in inspect.getmembers(_events_module, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event}


def _event(data: Any) -> Event:
    if not isinstance(data, dict) or not isinstance(data.get("e"), str):
        raise ValueError("an event is an object with its type in 'e'")
    fields = dict(data)
    cls = event_types().get(fields.pop("e"))
    if cls is None:
        raise ValueError(f"unknown event {data['e']!r}"[:60])
    event: Event = build(cls, fields)
    return event


def _view(data: Any) -> PlayerView:
    if not isinstance(data, dict):
        raise ValueError("a view is an object")
    fields = dict(data)
    rules = _rules_read(json.dumps(fields.pop("rules"), sort_keys=True))
    legal = fields.pop("legal_actions")
    if not isinstance(legal, list):
        raise ValueError("legal_actions must be a list")
    view: PlayerView = build(PlayerView, fields, rules=rules,
                             legal_actions=tuple(action_from_data(item) for item in legal))
    return view


def _flag(data: dict[str, Any], name: str, default: bool = False) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false")
    return value


def _read_hello(data: dict[str, Any]) -> Hello:
    return Hello(_text(data, "code"), _text(data, "name"), _text(data, "lang"), _text(data, "token", ""),
                 _whole(data, "last_seq", 0), _text(data, "password", ""), _flag(data, "words"),
                 _whole(data, "heard", 0), _flag(data, "watch"))


def _read_act(data: dict[str, Any]) -> Act:
    return Act(_whole(data, "serial"), action_from_data(data["action"]))


def _read_news(data: dict[str, Any]) -> News:
    action = data.get("action")
    events = data["events"]
    if not isinstance(events, list):
        raise ValueError("events must be a list")
    return News(_whole(data, "seq"), _whole(data, "actor"), None if action is None else action_from_data(action),
                tuple(_event(item) for item in events), _numbers(data, "counts"))


def _number(data: dict[str, Any], name: str, default: float) -> float:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise ValueError(f"{name} must be a number")
    return float(value)


def _read_create(data: dict[str, Any]) -> Create:
    return Create(_text(data, "name"), _text(data, "lang"), decode_rules(data["rules"]), _whole(data, "bots"),
                  _text(data, "level", "normal"), _number(data, "wait", 60.0), _number(data, "pace", 1.0),
                  _whole(data, "seed", -1), _text(data, "password", ""), _flag(data, "words"),
                  _whole(data, "silent", 3), listed=_flag(data, "listed"),
                  watch_chat=_flag(data, "watch_chat", True))


def _read_welcome(data: dict[str, Any]) -> Welcome:
    names = data["names"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ValueError("names must be a list of strings")
    host, started = data.get("host", False), data.get("started", False)
    if not isinstance(host, bool) or not isinstance(started, bool):
        raise ValueError("host and started must be true or false")
    return Welcome(_whole(data, "seat"), _text(data, "token"), tuple(names), _numbers(data, "bots"),
                   _text(data, "code", ""), host, started)


_READERS: dict[type, Any] = {
    Create: _read_create,
    Start: lambda data: Start(),
    Presence: lambda data: Presence(_whole(data, "seat"), _text(data, "name"), _text(data, "what")),
    Hello: _read_hello,
    Act: _read_act,
    Chat: lambda data: Chat(_text(data, "text")),
    Leave: lambda data: Leave(),
    Look: lambda data: Look(),
    Line: lambda data: Line(_text(data, "text", ""), _text(data, "key", ""), _whole(data, "focus", -1)),
    Words: lambda data: Words(_whole(data, "first"), _texts(data, "lines"), _flag(data, "loud"),
                              _texts(data, "sounds", ()), _text(data, "sounds_box", "")),
    Prompt: lambda data: Prompt(_text(data, "text"), _texts(data, "cards", ()),
                                tuple(bool(item) for item in data.get("playable", []) if isinstance(item, bool))),
    Welcome: _read_welcome,
    News: _read_news,
    Ask: lambda data: Ask(_whole(data, "serial"), DecisionKind(_text(data, "kind")), _view(data["view"]),
                          _whole(data, "acts", 0)),
    Said: lambda data: Said(_whole(data, "seat"), _text(data, "text"), _text(data, "name", "")),
    Refused: lambda data: Refused(_text(data, "reason"), _text(data, "detail", ""), _whole(data, "acts", 0)),
    Servers: lambda data: Servers(_texts(data, "addresses")),
    Kick: lambda data: Kick(_text(data, "name")),
    Again: lambda data: Again(),
    Voted: lambda data: Voted(_whole(data, "seat"), _text(data, "name"), _whole(data, "votes"),
                              _whole(data, "needed")),
    Past: lambda data: Past(_past_events(data)),
}


def _past_events(data: dict[str, Any]) -> tuple[Event, ...]:
    events = data["events"]
    if not isinstance(events, list):
        raise ValueError("events must be a list")
    return tuple(_event(item) for item in events)


def _read_tables(data: dict[str, Any]) -> Tables:
    tables = data["tables"]
    if not isinstance(tables, list) or len(tables) > MAX_LISTED:
        raise ValueError(f"tables: a list of at most {MAX_LISTED}")
    read = []
    for item in tables:
        if not isinstance(item, dict) or set(item) != set(_field_names(TableInfo)):
            raise ValueError("a table is an object with " + ", ".join(_field_names(TableInfo)))
        info = TableInfo(_text(item, "code"), _text(item, "host"), _text(item, "rules"), _whole(item, "people"),
                         _whole(item, "bots"), _flag(item, "playing"), _flag(item, "password"))
        if len(info.code) > 40 or len(info.host) > MAX_NAME or len(info.rules) > 40 or not (
                info.code + info.host + info.rules).isprintable() or not 0 <= info.people <= 10 \
                or not 0 <= info.bots <= 9:
            raise ValueError("a table's code, host, rules or counts")
        read.append(info)
    return Tables(tuple(read))


_READERS.update({ListTables: lambda data: ListTables(), Tables: _read_tables})


def _texts(data: dict[str, Any], name: str, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """A list of strings (required unless a ``default`` is given, for a field that may be left out)."""
    value = data[name] if default is None else data.get(name, list(default))
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError(f"{name} must be a list of strings")
    return tuple(value)


def _check(message: Any) -> None:
    """What the fields' types do not say: lengths, printable text, a known language, counts not negative."""
    if isinstance(message, (Hello, Create)):
        if not message.name.strip() or len(message.name) > MAX_NAME or not message.name.isprintable():
            raise ProtocolError("bad-name", f"1 to {MAX_NAME} printable characters")
        if message.lang not in LANGUAGES:
            raise ProtocolError("bad-lang", ", ".join(LANGUAGES))
        if len(message.password) > MAX_PASSWORD or not message.password.isprintable():
            raise ProtocolError("bad-field", f"password: at most {MAX_PASSWORD} printable characters")
    if isinstance(message, Create):
        if not 0 <= message.bots <= 9 or message.level not in LEVELS:
            raise ProtocolError("bad-field", f"bots 0 to 9, level one of {', '.join(LEVELS)}")
        if not (0 <= message.wait <= 3600 and 0 <= message.pace <= 10 and -1 <= message.seed < 2**63):
            raise ProtocolError("bad-field", "wait 0 to 3600 s, pace 0 to 10 s")
        if not 0 <= message.silent <= 99:
            raise ProtocolError("bad-field", "silent 0 to 99 turns")
    elif isinstance(message, Hello):
        if len(message.code) > 40 or len(message.token) > 100 or not message.token.isascii() or message.last_seq < 0 \
                or message.heard < 0:
            raise ProtocolError("bad-field", "code, token or last_seq")
    elif isinstance(message, (Chat, Said)):
        if len(message.text) > MAX_CHAT or not message.text.isprintable() or not message.text.strip():
            raise ProtocolError("bad-chat", f"1 to {MAX_CHAT} printable characters, not only spaces")
        if isinstance(message, Said) and (len(message.name) > MAX_NAME or not message.name.isprintable()):
            raise ProtocolError("bad-name", f"1 to {MAX_NAME} printable characters")
    elif isinstance(message, Line):
        if len(message.text) > MAX_LINE or not message.text.isprintable() or len(message.key) > 40 \
                or not -1 <= message.focus < 200:
            raise ProtocolError("bad-line", f"at most {MAX_LINE} printable characters")
    elif isinstance(message, (Kick, Voted)) and (len(message.name) > MAX_NAME or not message.name.isprintable()):
        raise ProtocolError("bad-name", f"at most {MAX_NAME} printable characters")
    elif isinstance(message, Act) and message.serial < 0:
        raise ProtocolError("bad-field", "serial")
    elif isinstance(message, Presence) and message.what not in PRESENCE:
        raise ProtocolError("bad-field", "what")
    elif isinstance(message, Servers) and (len(message.addresses) > MAX_SERVERS or not all(
            address.startswith(("ws://", "wss://")) and len(address) <= MAX_ADDRESS and address.isprintable()
            for address in message.addresses)):
        raise ProtocolError("bad-field", f"at most {MAX_SERVERS} ws:// or wss:// addresses")
