"""What a table and a seat say to each other: plain, frozen data, nothing shared.

The console (a seat) never holds the engine state: it receives what its
player may see (:class:`News`, :class:`Decision`) and sends actions.  Every
field is an engine value (cards, actions, events already redacted for the
seat, a :class:`~uno_access.engine.view.PlayerView`), so a network
connection can carry the same messages later without change.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.view import PlayerView


class DecisionKind(Enum):
    """Which question is open for a seat."""

    #: The seat's turn (play, draw, a colour, a +4 to challenge, a drawn card...): the view's phase says which.
    TURN = "turn"
    #: Another player's move may be answered out of turn: catch a forgotten UNO, jump in.
    WINDOW = "window"
    #: UNO Wizz's "Uno wizz": a race to shout, open to every seat at once (the first shout wins).
    RACE = "race"
    #: The round is over: go on to the next one.
    NEXT_ROUND = "next-round"
    #: The match is over: nothing more to decide at this table.
    MATCH_OVER = "match-over"
    #: A shared table: nothing to decide now (others are playing); the seat may still ask for its hand, chat...
    WAIT = "wait"
    #: A shared table before its match: the players are sitting down (the host starts the match).
    LOBBY = "lobby"


@dataclass(frozen=True, slots=True)
class Decision:
    """A question open for one seat.

    ``serial`` grows with every new question the table asks this seat: a key
    typed before the question with this serial opened never answers it.
    """

    seat: int
    kind: DecisionKind
    serial: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class News:
    """One action at the table, as one seat saw it: who acted, and the events that seat may see."""

    actor: int
    action: Action | None
    events: tuple[Event, ...]
    #: Every player's card count after the action (what anyone at the table can count).
    hand_counts: tuple[int, ...] = ()
