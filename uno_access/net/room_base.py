"""What a table's parts share (:mod:`.room` and the parts it is made of, :mod:`.room_life` and :mod:`.lobby`):
the refusal a room answers, the server's time margin, the news of a deal.  Kept apart so that the parts import
it, not the room (which imports them).
"""

from __future__ import annotations

from ..table.messages import News as TableNews
from ..table.table import Table

#: Seconds past the time limit before the server ends a turn itself: each console runs the clock from when its
#: turn was said (the reading, then the limit) and sends the time-up; the server steps in only for a console
#: that never answers, so a frozen or dishonest one cannot hold the table.
TIME_MARGIN = 20.0


class RoomError(Exception):
    """A message the room refuses: ``reason`` is the protocol's code."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


def deal_news(table: Table, seat: int) -> list[TableNews]:
    """What ``seat`` may see of the match so far, as one piece of news (the deal, the first card)."""
    past = table.past(seat)
    counts = tuple(len(hand) for hand in table.state.hands)
    return [TableNews(-1, None, past, counts)] if past else []
