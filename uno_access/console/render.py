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
from .render_base import answering_ranks as answering_ranks  # imported from here by the console
from .render_base import sort_hand as sort_hand
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
        }
        # Events of the variants, looked up by name so an older engine still loads.
        for name, handler in (
            ("DrawOwed", self._draw_owed),
            ("EffectChosen", self._effect_chosen),
            ("HandsPassed", self._hands_passed),
            ("Confused", self._confused),
            ("PlayerEliminated", self._player_eliminated),
            ("OpenHands", self._open_hands),
            ("NextPlayerChosen", self._next_player_chosen),
            ("CursedCard", self._cursed_card),
            ("CursePaid", self._curse_paid),
            ("RoundHundred", self._round_hundred),
            ("DealChosen", self._deal_chosen),
            ("HandsKept", self._hands_kept),
            ("TwosRound", self._twos_round),
            ("MalusPassed", self._malus_passed),
            ("LauncherFired", self._launcher_fired),
            ("CardsDiscarded", self._cards_discarded),
            ("RobotSpoke", self._robot_spoke),
            ("WheelSpun", self._wheel_spun),
            ("HandShown", self._hand_shown),
            ("WarShown", self._war_shown),
            ("Shouted", self._shouted),
            ("TotemTaken", self._totem_taken),
            ("TotemSpent", self._totem_spent),
            ("TotemUnoCalled", self._totem_uno),
        ):
            event_type = getattr(e, name, None)
            if event_type is not None:
                self._handlers[event_type] = handler
