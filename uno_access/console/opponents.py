"""The bots at the other seats: match set-up, now in :mod:`uno_access.match` (the server seats bots too, and
must not load the console); the names stay here for older imports."""

from __future__ import annotations

from ..match import Opponent as Opponent
from ..match import make_opponent as make_opponent
