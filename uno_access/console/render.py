"""Engine events and views to localized lines: one event per line, the key fact first.

The renderer knows who is watching (the human's seat) and redacts with
``event.seen_by``; it never decides anything.  Brief lines that matter fit a
40-cell braille display; full lines say everything in words.  An event type
it does not know (a variant added later) gives no line rather than a crash.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import engine as e
from ..engine.rules import RuleSet
from ..i18n import translator
from ..lines import BRAILLE_CELLS as BRAILLE_CELLS  # the renderer's own names for them
from ..lines import wrap_items as wrap_items
from .options import ConsoleOptions
from .render_base import sort_hand as sort_hand  # imported from here by the console
from .render_events import RenderEvents
from .render_views import RenderViews


def bot_names(lang: str, count: int) -> list[str]:
    """Names of the bots for the seats 1..count, distinct when spoken, from ``console.ftl``."""
    t = translator(lang)
    return [t(f"bot-name-{seat}") for seat in range(1, count + 1)]


class Renderer(RenderViews, RenderEvents):
    """Turns what the engine says into lines for the player at ``viewer``."""

    def __init__(self, options: ConsoleOptions, names: Sequence[str], viewer: int = 0) -> None:
        self.options = options
        self.names = list(names)
        self.viewer = viewer
        #: The rules of the match, for the target said with the scores.
        self.rules: RuleSet | None = None
        #: Who played the last card: the giver of the cards a customizable card makes another player draw.
        self._last_card_by: int | None = None
        #: Every player's card count after the events being rendered (the table's news), if known.
        self.counts: tuple[int, ...] = ()
        self._handlers: dict[type, Callable[[Any], list[str]]] = {
            e.DealerDraw: self._dealer_draw,
            e.DealerChosen: self._dealer_chosen,
            e.RoundStarted: self._round_started,
            e.HandDealt: self._hand_dealt,
            e.FirstCard: self._first_card,
            e.FirstCardReturned: self._first_card_returned,
            e.TurnStarted: self._turn_started,
            e.CardPlayed: self._card_played,
            e.ColorChosen: self._color_chosen,
            e.CardsDrawn: self._cards_drawn,
            e.DrawnCardPlayable: self._drawn_card_playable,
            e.TurnPassed: self._turn_passed,
            e.PlayerSkipped: self._player_skipped,
            e.DirectionChanged: self._direction_changed,
            e.PileReshuffled: self._pile_reshuffled,
            e.NoCardToDraw: self._no_card_to_draw,
            e.UnoCalled: self._uno_called,
            e.UnoMissed: self._uno_missed,
            e.UnoCaught: self._uno_caught,
            e.ChallengeOffered: self._challenge_offered,
            e.Challenged: self._challenged,
            e.HandRevealed: self._hand_revealed,
            e.HandsShuffled: self._hands_shuffled,
            e.HandsSwapped: self._hands_swapped,
            e.NewHand: self._new_hand,
            e.RoundEnded: self._round_ended,
            e.MatchEnded: self._match_ended,
            e.DrawOwed: self._draw_owed,
            e.EffectChosen: self._effect_chosen,
            e.HandsPassed: self._hands_passed,
            e.Confused: self._confused,
            e.PlayerEliminated: self._player_eliminated,
            e.OpenHands: self._open_hands,
            e.NextPlayerChosen: self._next_player_chosen,
            e.CursedCard: self._cursed_card,
            e.PartnersChanged: self._partners_changed,
            e.CursePaid: self._curse_paid,
            e.RoundHundred: self._round_hundred,
            e.DealChosen: self._deal_chosen,
            e.HandsKept: self._hands_kept,
            e.TwosRound: self._twos_round,
            e.MalusPassed: self._malus_passed,
            e.LauncherFired: self._launcher_fired,
            e.NextTurnLost: self._next_turn_lost,
            e.CardsDiscarded: self._cards_discarded,
            e.RobotSpoke: self._robot_spoke,
            e.WheelSpun: self._wheel_spun,
            e.HandShown: self._hand_shown,
            e.WarShown: self._war_shown,
            e.Shouted: self._shouted,
            e.TotemTaken: self._totem_taken,
            e.TotemSpent: self._totem_spent,
            e.TotemUnoCalled: self._totem_uno,
        }
