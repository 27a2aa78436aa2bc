"""What every part of the console seat shares: the seat they belong to, and its words, view and output.

The console seat (:class:`.session.Session`) holds its parts — the refusals (:class:`.explain.Explaining`),
the settings (:class:`.settings_commands.SettingsCommands`), the information commands
(:class:`.info.InfoCommands`), the keys (:class:`.keys.HandKeys`), the answers a card asks for
(:class:`.questions.CardQuestions`), the turn (:class:`.turn.TurnCommands`), the shared table
(:class:`.net_seat.NetSeat`) — as objects it owns and calls, as NVDA's speech manager holds its queue and
its trackers.  Each part holds the seat; one part calls another through it (``self.session.explaining``),
never through a base class.

The seat sees the table only through what the table sends it (the view of
its player and the news of each action): it never holds the engine state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.cards import Card, Color
from ..engine.view import Phase, PlayerView
from ..i18n import Translator

if TYPE_CHECKING:
    from .options import ConsoleOptions
    from .output import Output
    from .render import Renderer
    from .session import Session

#: The seat of the player at this console.
HUMAN = 0
#: Phases in which the human answers with a card of the hand.
CARD_PHASES = frozenset({Phase.PLAY, Phase.AFTER_DRAW, Phase.ANSWER, Phase.CHALLENGE, Phase.SEQUENCE, Phase.WHEEL})


class SeatPart:
    """One part of the console seat: it holds the seat, and reads through it what every part uses (the
    options, the words, the view, the output; saying a line, naming a card)."""

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to (its other parts: ``session.explaining``, ``session.turn_commands``...).
        self.session = session

    @property
    def options(self) -> ConsoleOptions:
        return self.session.options

    @property
    def output(self) -> Output:
        return self.session.output

    @property
    def renderer(self) -> Renderer:
        return self.session.renderer

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def t(self) -> Translator:
        """The translator of the current language."""
        return self.session.t

    @property
    def view(self) -> PlayerView:
        """What the seat's player may see now."""
        return self.session.view

    def say(self, *lines: str) -> None:
        """Say ``lines`` after what happened at the table before them (:meth:`.session.Session.say`)."""
        self.session.say(*lines)

    def refuse(self, *lines: str) -> None:
        """Say why an action was refused (:meth:`.session.Session.refuse`)."""
        self.session.refuse(*lines)

    def card(self, card: Card, chosen: Color | None = None) -> str:
        """A card's name, in the player's verbosity."""
        return self.session.card(card, chosen)

    def hand(self) -> list[Card]:
        """The human's hand in reading order (the order positions and keys use)."""
        return self.session.hand()
