"""Engine events and views to localized lines: one event per line, the key fact first.

The renderer knows who is watching (the human's seat) and redacts with
``event.seen_by``; it never decides anything.  Brief lines that matter fit a
40-cell braille display; full lines say everything in words.  An event type
it does not know (a variant added later) gives no line rather than a crash.

The renderer is made of parts it holds and calls, not of base classes: the state they share
(:class:`~.render_base.RenderState`: the options, the names, the viewer, the rules, the card counts), the
words (:class:`~.render_base.Words`), the table's lines (:class:`~.render_views.ViewLines`) and the events'
(:class:`~.render_events.EventLines`, which says a dealt hand or the scores with the view lines).
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import engine as e
from ..engine.cards import Card, Rank
from ..engine.rules import RuleSet
from ..engine.view import PlayerView
from ..i18n import translator
from ..lines import BRAILLE_CELLS as BRAILLE_CELLS  # the renderer's own names for them
from ..lines import wrap_items as wrap_items
from .options import ConsoleOptions
from .render_base import RenderState, Words
from .render_base import sort_hand as sort_hand  # imported from here by the console
from .render_events import EventLines
from .render_views import ViewLines


def bot_names(lang: str, count: int) -> list[str]:
    """Names of the bots for the seats 1..count, distinct when spoken, from ``console.ftl``."""
    t = translator(lang)
    return [t(f"bot-name-{seat}") for seat in range(1, count + 1)]


class Renderer:
    """Turns what the engine says into lines for the player at ``viewer``: it holds its parts and asks each for
    its lines (the console, the narrator, the spectator's watch and the web seat call these methods).

    What the parts share is reached where it is kept, not through a copy here: ``renderer.state`` (set the
    ``rules`` and the ``counts`` there, read the ``viewer``), ``renderer.words`` (a card, a colour, a list
    in words).
    """

    def __init__(self, options: ConsoleOptions, names: Sequence[str], viewer: int = 0) -> None:
        #: What every part reads: set here (``rules``, ``counts``), seen by all of them.
        self.state = RenderState(options, names, viewer)
        #: The words every part says things with (cards, colours, players, lists).
        self.words = Words(self.state)
        self.views = ViewLines(self.state)
        self.events = EventLines(self.state, self.views)

    # ------------------------------------------------------------ the events

    def render(self, events: Sequence[e.Event]) -> list[str]:
        """The lines of several events in order (see :meth:`.EventLines.render`)."""
        return self.events.render(events)

    def lines(self, event: e.Event) -> list[str]:
        """The lines one event gives the viewer (none if hidden from them or unknown)."""
        return self.events.lines(event)

    # ------------------------------------------------------------ the table, from a view

    def turn_lines(self, view: PlayerView) -> list[str]:
        """The turn line, cut to 40 cells when it lists players to choose from, and who cannot be chosen."""
        return self.views.turn_lines(view)

    def turn_line(self, view: PlayerView) -> str:
        """The one line that opens the player's turn: top card, colour to play, cards in hand."""
        return self.views.turn_line(view)

    def totems_lines(self, view: PlayerView) -> list[str]:
        """UNO Totem Power: who holds which totem, by colour."""
        return self.views.totems_lines(view)

    def totem_lines(self, view: PlayerView) -> list[str]:
        """UNO Totem Power, at your turn: a totem to counter what is laid on you, or the four totems' UNO."""
        return self.views.totem_lines(view)

    def wheel_line(self, view: PlayerView) -> str:
        """UNO Wizz: what the wheel asks of you, and the answers when they are few."""
        return self.views.wheel_line(view)

    def answers(self, view: PlayerView) -> list[Card]:
        """The cards of the hand that answer what is owed now."""
        return self.views.answers(view)

    def owed_rank(self, view: PlayerView) -> Rank | None:
        """The rank of the card to answer: the top of the discard pile."""
        return self.views.owed_rank(view)

    def missing_answers(self, view: PlayerView) -> str:
        """The cards that would answer, said as what you lack."""
        return self.views.missing_answers(view)

    def answer_line(self, view: PlayerView) -> str:
        """A draw card or a skip to answer: what is owed, your answers, what Space takes."""
        return self.views.answer_line(view)

    def target_reason(self, view: PlayerView) -> tuple[str, int]:
        """Why a player is to be chosen, from the card just played, and how many cards."""
        return self.views.target_reason(view)

    def top_line(self, view: PlayerView) -> str:
        """The top card of the discard pile and the colour to play."""
        return self.views.top_line(view)

    def playable(self, view: PlayerView) -> list[Card]:
        """The cards of the hand the player may play now."""
        return self.views.playable(view)

    def hand_lines(self, hand: Sequence[Card], playable: Sequence[Card], intro: str | None = None) -> list[str]:
        """The hand in reading order, playable cards marked, cut to fit the braille display."""
        return self.views.hand_lines(hand, playable, intro)

    def playable_lines(self, view: PlayerView) -> list[str]:
        """The cards the player may play now, cut to fit the braille display."""
        return self.views.playable_lines(view)

    def partners(self, num_players: int, teams: tuple[int, ...] | None = None) -> list[int]:
        """The viewer's partners in a team game (``teams``: this round's, when partners change each round)."""
        return self.views.partners(num_players, teams)

    def partner_lines(self, num_players: int, teams: tuple[int, ...] | None = None) -> list[str]:
        """Said when the match starts (and each round when partners change): who plays with you."""
        return self.views.partner_lines(num_players, teams)

    def status_lines(self, view: PlayerView) -> list[str]:
        """Each player's card count in the order of play from you, the direction, whose turn."""
        return self.views.status_lines(view)

    def score_lines(self, scores: Sequence[int], rules: RuleSet | None = None, round_number: int = 0) -> list[str]:
        """The scores, with the target score of ``rules`` when known (or the round of a match of 3 rounds)."""
        return self.views.score_lines(scores, rules, round_number)
