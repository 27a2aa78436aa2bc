"""The rules engine: pure, deterministic from a seed, no I/O and no wording.

Shared by the console, the bots, the simulator, the tests and network play.
"""

from .actions import (
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    TIME_UP,
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseTarget,
    Deal,
    Draw,
    NextRound,
    Pass,
    Play,
    TimeUp,
)
from .cards import COLORS, Card, Color, DeckKind, Rank, classic_deck, family_deck
from .errors import IllegalAction, InvalidPlayerCount, InvalidRuleOption, Reason, RulesError, UnknownPreset
from .events import *  # noqa: F401,F403 - every event type is public API
from .events import Direction, DrawReason, Event
from .game import Game, stacked_deck
from .rules import (
    HOUSE_RULES,
    PRESETS,
    BluffRule,
    CustomEffect,
    DrawFourRestriction,
    FirstReverse,
    FirstWildChooser,
    JumpIn,
    RuleSet,
    Scoring,
    Stacking,
    with_house_rules,
)
from .state import State
from .view import Phase, PlayerView
