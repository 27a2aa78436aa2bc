"""The table a match is played at, and what it says to its seats.

:class:`Table` owns the engine state, the bots, the out-of-turn windows, the
pace and the hooks that save; a seat (the console, one day a network
connection) receives :class:`News` and :class:`Decision` values and sends
actions.  Nothing is shared between the two but plain, frozen data.
"""

from .messages import Decision, DecisionKind, News
from .table import ApplyHook, Bot, SeatLink, Table

__all__ = ["ApplyHook", "Bot", "Decision", "DecisionKind", "News", "SeatLink", "Table"]
