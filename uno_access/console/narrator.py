"""Telling what happened between two of the player's questions: one line a turn, the player's fate last.

At a pace of 0 a turn of three bots used to print a dozen lines at once,
and "you draw 2" was somewhere in the middle.  Now:

- each player's turn (one or more actions of the same player in a row) is
  one line, its sentences joined — in brief verbosity while they fit the
  40 cells of a braille display, so a long turn takes two short lines;
  lists (a hand dealt, the scores) keep their own lines, cut to 40 cells;
- what happened *to* the player is said in its place (moving "you lose your
  turn" after later moves made it read as if it happened now), and when
  other players played after the player was given cards (a +2, a
  penalty; not a card they chose to draw, whose line said it), those cards
  are said again last, just before the question ("New cards: y +2, y 4."),
  with the hints that call for an answer (catch a player, jump in);
- with a pace, each bot's line is said before the table waits.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from .. import engine as e
from ..sounds.earcons import Earcon
from ..table.messages import News
from .options import ConsoleOptions
from .output import Output
from .render import BRAILLE_CELLS, Renderer
from .sound_cues import burst_sounds


class Teller(Protocol):
    """What the narrator needs of the seat: its renderer, its words, its output."""

    renderer: Renderer
    names: list[str]
    output: Output
    options: ConsoleOptions

    @property
    def t(self) -> Callable[..., str]: ...

#: Events said in a sentence of their own, joined with the other sentences of the same turn.
_SENTENCES: tuple[type, ...] = (
    e.TurnStarted, e.CardPlayed, e.ColorChosen, e.CardsDrawn, e.DrawnCardPlayable, e.TurnPassed, e.PlayerSkipped,
    e.DirectionChanged, e.PileReshuffled, e.NoCardToDraw, e.UnoCalled, e.UnoMissed, e.UnoCaught,
    e.ChallengeOffered, e.Challenged, e.HandsShuffled, e.HandsSwapped,
    *(getattr(e, name) for name in ("DrawOwed", "EffectChosen", "HandsPassed", "Confused", "PlayerEliminated",
                                    "OpenHands", "NextPlayerChosen", "CursePaid",
                                    "RoundHundred", "HandsKept", "TwosRound", "MalusPassed",
                                    "LauncherFired", "CardsDiscarded", "RobotSpoke", "NextTurnLost")
      if hasattr(e, name)),
)

#: Events that end a round: what the player was owed is said before them, not after the scores.
_ENDINGS = (e.RoundEnded, e.MatchEnded)


def turn_lines(renderer: Renderer, events: Sequence[e.Event]) -> list[str]:
    """The lines of one player's turn: its sentences joined in one line, lists on lines of their own."""
    lines: list[str] = []
    run: list[e.Event] = []

    def close_run() -> None:
        sentences = renderer.render(run)
        run.clear()
        if not sentences:
            return
        if not renderer.words.brief:
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
        if isinstance(event, _SENTENCES) or isinstance(event, e.HandRevealed) and event.player == renderer.state.viewer:
            run.append(event)  # ("Your hand is shown to Alice." is a sentence; another's hand is a list)
        else:
            close_run()
            lines.extend(renderer.render([event]))
    close_run()
    return lines


def _groups(news: Sequence[News]) -> Iterator[tuple[int, list[e.Event], tuple[int, ...]]]:
    """Consecutive news of the same actor, with their events together and the card counts after the last."""
    current: int | None = None
    events: list[e.Event] = []
    counts: tuple[int, ...] = ()
    for item in news:
        if current is not None and item.actor != current:
            yield current, events, counts
            events = []
        current = item.actor
        events.extend(item.events)
        counts = item.hand_counts
    if current is not None:
        yield current, events, counts


class Narrator:
    """Holds the news of the table until the seat says them, in the order a player can follow."""

    def __init__(self, seat: Teller) -> None:
        self.seat = seat
        self._pending: list[News] = []
        #: Lines that call for an answer (catch a player, jump in): said last, just before the question.
        self._hints: list[str] = []
        #: The cards the player received since their last question, and whether others played since.
        self._received: list[e.Card] = []
        self._told_since = False

    def add(self, news: News) -> None:
        self._pending.append(news)

    def hint(self, line: str) -> None:
        """A line that calls for the player's answer, said just before their question."""
        self._hints.append(line)

    def flush(self, *, hold_fate: bool = False) -> None:
        """Say what is pending, one line a turn; at a question (``hold_fate`` false), then the cards the
        player received since their last question when other players' lines came after them, and the hints.
        Their sounds come first, one of each kind."""
        seat = self.seat
        renderer = seat.renderer
        viewer = renderer.state.viewer
        pending, self._pending = self._pending, []
        lines: list[str] = []
        sounds = burst_sounds([event for item in pending for event in item.events], viewer, self._same_side)
        for actor, events, counts in _groups(pending):
            renderer.state.counts = counts
            said = turn_lines(renderer, events)
            lines.extend(said)
            if said and actor != viewer and self._received:
                self._told_since = True
            for event in events:
                if isinstance(event, e.CardsDrawn) and event.player == viewer and event.cards:
                    if event.reason is e.DrawReason.CHOICE:
                        continue  # drawn by the player's own choice, and said so ("You draw r 4 and pass.")
                    self._received.extend(event.cards)
                    self._told_since = False
                elif isinstance(event, _ENDINGS) or isinstance(event, (e.HandDealt, e.NewHand)) \
                        and event.player == viewer:
                    # A new hand (dealt, or passed, swapped, turned): what came before it is not in it.
                    self._received, self._told_since = [], False
                elif isinstance(event, e.UnoMissed) and event.player != viewer:
                    self._hints.append(seat.t("catch-hint", player=seat.names[event.player]))
        if not hold_fate and self._hints and Earcon.WINDOW not in sounds:
            sounds.append(Earcon.WINDOW)  # a chance to answer now: catch a player, jump in
        seat.output.sound(sounds)
        if not hold_fate:
            if self._received and self._told_since:
                # What happened to the player, last: the cards they got while the others played on.
                cards = [renderer.words.card(card) for card in self._received]
                lines.extend(renderer.words.wrap(cards, seat.t("fate-new-cards", count=len(cards)) + " "))
            lines.extend(self._hints)
            self._received, self._told_since, self._hints = [], False, []
        seat.output.say(lines)

    def _same_side(self, player: int) -> bool:
        """Whether ``player`` is the seat's player or, in teams, their partner (whose win is theirs)."""
        renderer = self.seat.renderer
        return player == renderer.state.viewer or player in renderer.partners(len(self.seat.names))

    def render_fresh(self, news: Sequence[News]) -> list[str]:
        """The lines of past news in order, by a renderer of their own (the history, in the verbosity of now)."""
        renderer = Renderer(self.seat.options, self.seat.names, viewer=self.seat.renderer.state.viewer)
        renderer.state.rules = self.seat.renderer.state.rules
        lines: list[str] = []
        for _actor, events, counts in _groups(news):
            renderer.state.counts = counts
            lines.extend(turn_lines(renderer, events))
        return lines
