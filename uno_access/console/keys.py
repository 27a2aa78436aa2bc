"""The keys that act while the line is empty: browse the hand, the playable cards, the history.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.hand_keys``; the reader (:mod:`.reader`) binds the keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.view import PlayerView
from .commands import Command, Verb
from .reader import Key
from .seat_base import CARD_PHASES

if TYPE_CHECKING:
    from .session import Session


class HandKeys:
    """Arrows on the hand, ``z`` on the playable cards, Page Up/Down on the history."""

    #: Page Up/Down's place in the history (``None``: after the newest line; a command typed puts it back there).
    history_cursor: int | None = None

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def on_key(self, key: Key) -> Command | None:
        """What a key does while the line is empty (see :mod:`.reader`)."""
        hand = self.session.hand()
        view = self.session.view
        if key is Key.DRAW:
            return Command(Verb.DRAW)
        if key is Key.HELP:
            self.session.info_commands.help("")
            return None
        if key is Key.REPEAT:
            self.session.output.repeat()
            return None
        if key is Key.SILENCE:
            self.session.output.speaker.cancel()
            return None
        if key in (Key.HISTORY_BACK, Key.HISTORY_FORWARD):
            self.step_history(-1 if key is Key.HISTORY_BACK else 1)
            return None
        if key in (Key.ROUND_BACK, Key.ROUND_FORWARD):
            self.step_history(-1 if key is Key.ROUND_BACK else 1, by_round=True)
            return None
        if not hand:
            self.session.say(self.session.t("hand-empty"))
            return None
        if key in (Key.NEXT_PLAYABLE, Key.PREVIOUS_PLAYABLE):
            if not view.is_my_turn:
                self.session.output.say([self.session.t("playable-not-your-turn")], record=False)
                return None
            if view.phase not in CARD_PHASES:
                self.session.output.say(self.session.info_commands.help_now(), record=False)
                return None
            playable = set(self.session.renderer.playable(view))
            if not playable:
                self.session.output.say([self.session.explaining.no_playable_line()], record=False)
                return None
            step = 1 if key is Key.NEXT_PLAYABLE else -1
            focus = self.session.focus
            index = focus if focus is not None else (-1 if step == 1 else len(hand))
            for _ in range(len(hand)):
                index = (index + step) % len(hand)
                if hand[index] in playable:
                    break
            self.session.focus = index
        elif key is Key.NEXT_CARD:
            focus = self.session.focus
            self.session.focus = 0 if focus is None else min(focus + 1, len(hand) - 1)
        elif key is Key.PREVIOUS_CARD:
            focus = self.session.focus
            self.session.focus = len(hand) - 1 if focus is None else max(focus - 1, 0)
        elif key is Key.FIRST_CARD:
            self.session.focus = 0
        elif key is Key.LAST_CARD:
            self.session.focus = len(hand) - 1
        self.say_focus(hand, view)
        return None

    def say_focus(self, hand: list[Card], view: PlayerView) -> None:
        focus = self.session.focus
        assert focus is not None
        card = hand[focus]
        playable = view.is_my_turn and card in self.session.renderer.playable(view)
        self.session.output.say(
            [self.session.t("focus-card", card=self.session.card(card), playable=playable, position=focus + 1, count=len(hand))],
            record=False,
            interrupt=True,
        )

    def step_history(self, step: int, *, by_round: bool = False) -> None:
        """Page Up/Down: the game's events line by line, from the newest; with Ctrl, round by round."""
        history = self.session.history_lines(-1)
        if not history:
            self.session.output.say([self.session.t("history-empty")], record=False)
            return
        cursor = len(history) if self.history_cursor is None else self.history_cursor
        starts = self.session.events_seen.round_starts(self.session.narrator.render_fresh)
        if by_round:
            if step < 0:
                earlier = [start for start in starts if start < cursor]
                cursor = earlier[-1] if earlier else 0
            else:
                later = [start for start in starts if start > cursor]
                cursor = later[0] if later else len(history) - 1
        else:
            cursor = cursor + step
        cursor = max(0, min(len(history) - 1, cursor))
        self.history_cursor = cursor
        # Counted in the cursor's round, as `history` counts its events: "(3/19)" and "last 10 of 19" agree.
        begin = max(start for start in starts if start <= cursor)
        end = min((start for start in starts if start > cursor), default=len(history))
        self.session.output.say([self.session.t("history-line", position=cursor - begin + 1, count=end - begin,
                                line=history[cursor])], record=False)
