"""The settings of a match and of the console, chosen by flags or start-up questions."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..match import Level as Level
from ..match import MatchOptions as MatchOptions


class Verbosity(Enum):
    """Brief lines fit a 40-cell braille display; full lines say everything in words."""

    BRIEF = "brief"
    FULL = "full"


class HandOrder(Enum):
    """How the hand is sorted when read."""

    COLOR = "color"
    NUMBER = "number"


@dataclass(slots=True)
class ConsoleOptions:
    """How the console talks; changeable during the match (``options``)."""

    lang: str = "en"
    verbosity: Verbosity = Verbosity.BRIEF
    speech: str = "auto"
    plain: bool = False
    #: Seconds between two bot actions (0: at once, for screen-reader users).
    pace: float = 0.0
    order: HandOrder = HandOrder.COLOR
    #: The game's voice: words per minute (50-500), volume in percent (0-100), a voice name;
    #: ``None`` for the speech engine's default (``--rate``, ``--volume``, ``--voice``, or the settings file).
    rate: int | None = None
    volume: int | None = None
    voice: str | None = None
    #: The game's sounds (earcons): ``auto`` plays them with the game's voice, ``on`` always, ``off`` never.
    sounds: str = "auto"
    #: Their volume in percent (``--sound-volume`` or the settings file).
    sound_volume: int = 70
    #: A draw card or skip played on you that you cannot answer: take it at once, with one line
    #: saying so (off: the game asks, as when you hold an answer).
    auto_accept: bool = True
    #: UNO Wizz's race to shout: the seconds a bot takes to shout, on average (``--reaction``); counted once the
    #: announcement has been printed and spoken.
    reaction: float = 1.5
    #: A screen reader's speed, for the race's fairness when the game's own voice is off: characters a second.
    reading_speed: float = 15.0
    extras: dict[str, str] = field(default_factory=dict)

    @property
    def brief(self) -> bool:
        return self.verbosity is Verbosity.BRIEF
