"""The bots at the other seats.

:func:`make_opponent` uses the real bots (:mod:`uno_access.bots`, issue 5)
when they are there, else :class:`SimpleBot`, a legal-move opponent.  Both
answer ``choose(view)`` on their turn and ``react(view)`` out of turn (to
catch a player who forgot UNO); ``observe(event)`` lets them remember.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from .. import engine as e
from ..engine.cards import COLORS, Color
from ..engine.view import Phase, PlayerView
from .options import Level

#: Chance that a bot forgets to say UNO, and that it notices someone else forgot.
_FORGETS: dict[Level, float] = {Level.EASY: 0.35, Level.NORMAL: 0.15, Level.HARD: 0.03, Level.EXPERT: 0.03}
_NOTICES: dict[Level, float] = {Level.EASY: 0.25, Level.NORMAL: 0.5, Level.HARD: 0.85, Level.EXPERT: 0.85}


class Opponent(Protocol):
    """What the session asks of a bot."""

    def choose(self, view: PlayerView) -> e.Action: ...

    def react(self, view: PlayerView) -> e.Action | None: ...

    def observe(self, event: e.Event) -> None: ...


class SimpleBot:
    """A legal-move opponent: plays a matching card before a Joker, names its commonest colour."""

    def __init__(self, level: Level, seat: int, seed: int | None) -> None:
        self.level = level
        self.seat = seat
        self.rng = random.Random(None if seed is None else seed * 1000 + seat)

    def observe(self, event: e.Event) -> None:
        """The simple bot remembers nothing."""

    def choose(self, view: PlayerView) -> e.Action:
        legal = view.legal_actions
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            return e.ChooseColor(self._best_color(view))
        if phase is Phase.CHALLENGE:
            challenge = self.level is not Level.EASY and self.rng.random() < 0.2
            return e.CHALLENGE if challenge and e.CHALLENGE in legal else e.ACCEPT
        plays = [action for action in legal if isinstance(action, e.Play)]
        if plays:
            coloured = [play for play in plays if not play.card.is_black]
            play = (coloured or plays)[0] if self.level is Level.EASY else self._pick(coloured or plays)
            says_uno = len(view.hand) == 2 and self.rng.random() >= _FORGETS[self.level]
            return e.Play(play.card, uno=says_uno)
        turn_actions = [action for action in legal if not isinstance(action, (e.CatchUno, e.CallUno))]
        return turn_actions[0] if turn_actions else legal[0]

    def react(self, view: PlayerView) -> e.Action | None:
        for action in view.legal_actions:
            if isinstance(action, e.CatchUno) and self.rng.random() < _NOTICES[self.level]:
                return action
        return None

    def _pick(self, plays: list[e.Play]) -> e.Play:
        # Action cards first: they hurt the next player and are worth 20 points in hand.
        return max(plays, key=lambda play: (play.card.number is None, -(play.card.number or 0)))

    def _best_color(self, view: PlayerView) -> Color:
        counts = Counter(card.color for card in view.hand if card.color is not None)
        if not counts:
            return self.rng.choice(COLORS)
        return counts.most_common(1)[0][0]


def make_opponent(level: Level, seat: int, seed: int | None) -> Opponent:
    """The bot for ``seat``: the real bots when available, else :class:`SimpleBot`."""
    try:
        from ..bots import make_bot  # type: ignore[attr-defined]
    except ImportError:
        return SimpleBot(level, seat, seed)
    bot = make_bot(level.value, seat, seed)
    if not hasattr(bot, "react"):
        return _Adapter(bot, level, seat, seed)
    return bot


class _Adapter:
    """Gives a real bot without out-of-turn reactions the simple bot's reactions."""

    def __init__(self, bot: object, level: Level, seat: int, seed: int | None) -> None:
        self.bot = bot
        self.fallback = SimpleBot(level, seat, seed)

    def choose(self, view: PlayerView) -> e.Action:
        return self.bot.choose(view)  # type: ignore[attr-defined]

    def react(self, view: PlayerView) -> e.Action | None:
        return self.fallback.react(view)

    def observe(self, event: e.Event) -> None:
        observe = getattr(self.bot, "observe", None)
        if observe is not None:
            observe(event)
