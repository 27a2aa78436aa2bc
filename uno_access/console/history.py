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


class History:
    """The news of each round, in order; ``rounds[0]`` holds what came before the first deal."""

    def __init__(self) -> None:
        self.rounds: list[list[News]] = [[]]

    def add(self, news: News) -> None:
        if any(isinstance(event, e.RoundStarted) for event in news.events) and any(self.rounds[-1]):
            self.rounds.append([])
        self.rounds[-1].append(news)

    def round_count(self) -> int:
        return len(self.rounds)

    def lines(self, render: Callable[[list[News]], list[str]], round_index: int | None = None) -> list[str]:
        """The lines of one round (the current one by default), or of the whole match with ``-1``."""
        if round_index == -1:
            return [line for news in self.rounds for line in render(news)]
        news = self.rounds[-1 if round_index is None else round_index]
        return render(news)

    def round_starts(self, render: Callable[[list[News]], list[str]]) -> list[int]:
        """Where each round begins in :meth:`lines` of the whole match (for stepping by round)."""
        starts, total = [], 0
        for news in self.rounds:
            starts.append(total)
            total += len(render(news))
        return starts
