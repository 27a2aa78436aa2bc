"""Telling what happened between two of the player's questions: one line a turn, the player's fate last.

At a pace of 0 a turn of three bots used to print a dozen lines at once,
and "you draw 2" was somewhere in the middle.  Now:

- each player's turn (one or more actions of the same player in a row) is
  one line, its sentences joined — in brief verbosity while they fit the
  40 cells of a braille display, so a long turn takes two short lines;
  lists (a hand dealt, the scores) keep their own lines, cut to 40 cells;
- what happened *to* the player (cards they had to draw, a turn lost, being
  caught without UNO, the cards taken at once) is held and said last, just
  before their question, with the hints that call for an answer (catch a
  player, jump in);
- with a pace, each bot's line is said before the table waits.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from .. import engine as e
from ..table.messages import News
from .render import BRAILLE_CELLS, Renderer

if TYPE_CHECKING:
    from .seat_base import SeatBase

#: Events said in a sentence of their own, joined with the other sentences of the same turn.
_SENTENCES: tuple[type, ...] = (
    e.TurnStarted, e.CardPlayed, e.ColorChosen, e.CardsDrawn, e.DrawnCardPlayable, e.TurnPassed, e.PlayerSkipped,
    e.DirectionChanged, e.PileReshuffled, e.NoCardToDraw, e.UnoCalled, e.UnoMissed, e.UnoCaught,
    e.ChallengeOffered, e.Challenged, e.HandsShuffled, e.HandsSwapped,
    *(getattr(e, name) for name in ("DrawOwed", "EffectChosen", "HandsPassed", "Confused", "PlayerEliminated",
                                    "OpenHands", "NextPlayerChosen") if hasattr(e, name)),
)

#: Events that end a round: what the player was owed is said before them, not after the scores.
_ENDINGS = (e.RoundEnded, e.MatchEnded)


def is_fate(event: e.Event, viewer: int) -> bool:
    """What another player's move did to the viewer: cards drawn, a turn lost, caught without UNO."""
    if isinstance(event, (e.CardsDrawn, e.PlayerSkipped)):
        return event.player == viewer
    if isinstance(event, e.UnoCaught):
        return event.target == viewer
    if isinstance(event, e.Challenged):
        return event.target == viewer
    return False


def turn_lines(renderer: Renderer, events: Sequence[e.Event]) -> list[str]:
    """The lines of one player's turn: its sentences joined in one line, lists on lines of their own."""
    lines: list[str] = []
    run: list[e.Event] = []

    def close_run() -> None:
        sentences = renderer.render(run)
        run.clear()
        if not sentences:
            return
        if not renderer.brief:
            lines.append(" ".join(sentences))
            return
        # Brief: a braille display shows 40 cells; the turn's sentences share a line while they fit.
        line = sentences[0]
        for sentence in sentences[1:]:
            if len(line) + 1 + len(sentence) <= BRAILLE_CELLS:
                line += " " + sentence
            else:
                lines.append(line)
                line = sentence
        lines.append(line)

    for event in events:
        if isinstance(event, _SENTENCES):
            run.append(event)
        else:
            close_run()
            lines.extend(renderer.render([event]))
    close_run()
    return lines


def _groups(news: Sequence[tuple[News, bool]]) -> Iterator[tuple[int, bool, list[e.Event], tuple[int, ...]]]:
    """Consecutive news of the same actor (and the same fate flag), with their events together and
    the card counts after the last of them."""
    current: tuple[int, bool] | None = None
    events: list[e.Event] = []
    counts: tuple[int, ...] = ()
    for item, fate in news:
        key = (item.actor, fate)
        if current is not None and key != current:
            yield current[0], current[1], events, counts
            events = []
        current = key
        events.extend(item.events)
        counts = item.hand_counts
    if current is not None:
        yield current[0], current[1], events, counts


class Narrator:
    """Holds the news of the table until the seat says them, in the order a player can follow."""

    def __init__(self, seat: SeatBase) -> None:
        self.seat = seat
        self._pending: list[tuple[News, bool]] = []
        self._fate: list[str] = []
        self._own = False

    @contextmanager
    def own_fate(self) -> Iterator[None]:
        """The news during this block happened to the player (the cards the console takes at once)."""
        self._own = True
        try:
            yield
        finally:
            self._own = False

    @property
    def holding_own_fate(self) -> bool:
        return self._own

    def add(self, news: News) -> None:
        self._pending.append((news, self._own))

    def fate(self, line: str) -> None:
        """A line about the player's own fate, said just before their question."""
        self._fate.append(line)

    def flush(self, *, hold_fate: bool = False) -> None:
        """Say what is pending: the turns in order, then (unless held) the player's fate."""
        seat = self.seat
        renderer = seat.renderer
        viewer = renderer.viewer
        pending, self._pending = self._pending, []
        lines: list[str] = []
        for actor, own, events, counts in _groups(pending):
            renderer.counts = counts
            if own:
                self._fate.extend(turn_lines(renderer, events))
                continue
            if any(isinstance(event, _ENDINGS) for event in events):
                lines.extend(self._fate)
                self._fate = []
            mine = actor == viewer
            told = [event for event in events if mine or not is_fate(event, viewer)]
            lines.extend(turn_lines(renderer, told))
            if not mine:
                fate = [event for event in events if is_fate(event, viewer)]
                if fate:
                    self._fate.extend(turn_lines(renderer, fate))
            for event in events:
                if isinstance(event, e.UnoMissed) and event.player != viewer:
                    self._fate.append(seat.t("catch-hint", player=seat.names[event.player]))
        if not hold_fate:
            lines.extend(self._fate)
            self._fate = []
        seat.output.say(lines)

    def render_fresh(self, news: Sequence[News]) -> list[str]:
        """The lines of past news in order, by a renderer of their own (the history, in the verbosity of now)."""
        renderer = Renderer(self.seat.options, self.seat.names, viewer=self.seat.renderer.viewer)
        renderer.rules = self.seat.renderer.rules
        lines: list[str] = []
        for _actor, _own, events, counts in _groups([(item, False) for item in news]):
            renderer.counts = counts
            lines.extend(turn_lines(renderer, events))
        return lines
