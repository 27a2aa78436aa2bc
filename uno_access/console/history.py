"""The game's history as a seat saw it: its events, round by round, said in the verbosity of now.

Only what happened at the table is kept (the news the table sent this
seat), not what the console printed: help, refusals and the hand asked for
are not history.  The lines are made when they are asked for, by a renderer
of their own, so a player who switched to full verbosity reviews the round
in full words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import engine as e
from ..table.messages import News


def news_by_turn(events: Sequence[e.Event]) -> list[News]:
    """Past events as the seat saw them (a match resumed, the deal before the first question) cut into
    news, one a turn: the state keeps its events, not who caused each, and a turn starts with
    :class:`~e.TurnStarted`."""
    news: list[News] = []
    actor = -1
    current: list[e.Event] = []
    for event in events:
        if isinstance(event, (e.TurnStarted, e.RoundStarted)) and current:
            news.append(News(actor, None, tuple(current)))
            current = []
        if isinstance(event, e.TurnStarted):
            actor = event.player
        elif isinstance(event, e.RoundStarted):
            actor = -1
        current.append(event)
    if current:
        news.append(News(actor, None, tuple(current)))
    return news


Render = Callable[[list[News]], list[str]]


def _round_lines(render: Render, items: list[News | str]) -> list[str]:
    """A round's lines: its news rendered together (a turn is one line), a line said at the table (chat, who
    comes and goes at a shared table) as it was said, in its place."""
    lines: list[str] = []
    news: list[News] = []
    for item in items:
        if isinstance(item, str):
            lines += render(news) if news else []
            news = []
            lines.append(item)
        else:
            news.append(item)
    return lines + (render(news) if news else [])


class History:
    """The news of each round, in order; ``rounds[0]`` holds what came before the first deal."""

    def __init__(self) -> None:
        self.rounds: list[list[News | str]] = [[]]

    def add(self, news: News) -> None:
        # The first deal opens round 1 even when nothing came before it: rounds[0] stays what came before.
        if any(isinstance(event, e.RoundStarted) for event in news.events) and (any(self.rounds[-1])
                                                                               or len(self.rounds) == 1):
            self.rounds.append([])
        self.rounds[-1].append(news)

    def add_line(self, line: str) -> None:
        """A line said at a shared table (chat, who comes and goes), kept in its place among the news."""
        self.rounds[-1].append(line)

    def round_count(self) -> int:
        return len(self.rounds)

    def lines(self, render: Render, round_index: int | None = None) -> list[str]:
        """The lines of one round (the current one by default), or of the whole match with ``-1``: then one
        entry an event, its lines cut for 40 cells joined again (Page Up steps event by event: the second
        half of "You get 7 cards: r 4, …," heard alone did not say whose cards)."""
        if round_index == -1:
            return [line for items in self.rounds for line in _whole(_round_lines(render, items))]
        return _round_lines(render, self.rounds[-1 if round_index is None else round_index])

    def events(self, render: Render, round_index: int | None = None) -> list[list[str]]:
        """The events of one round (the current one by default), each as its lines cut for 40 cells: ``history``
        counts and shows events, as Page Up steps them, so both say the same count for the same round."""
        return _grouped(_round_lines(render, self.rounds[-1 if round_index is None else round_index]))

    def round_starts(self, render: Render) -> list[int]:
        """Where each round begins in :meth:`lines` of the whole match (for stepping by round)."""
        starts, total = [], 0
        for items in self.rounds:
            starts.append(total)
            total += len(_whole(_round_lines(render, items)))
        return starts


def _grouped(lines: list[str]) -> list[list[str]]:
    """Lines cut between the items of a list (each cut line ends with its comma) gathered, one list an event."""
    groups: list[list[str]] = []
    for line in lines:
        if groups and groups[-1][-1].endswith(","):
            groups[-1].append(line)
        else:
            groups.append([line])
    return groups


def _whole(lines: list[str]) -> list[str]:
    """Lines cut between the items of a list (each cut line ends with its comma) joined again, one an event."""
    return [" ".join(group) for group in _grouped(lines)]
