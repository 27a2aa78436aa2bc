"""What the renderer's parts share: the options, the names, the viewer (one :class:`RenderState` the renderer
holds), and the words for cards (:class:`Words`, which each part is).

Part of :mod:`.render` (the event lines in :mod:`.render_events`, the table's in :mod:`.render_views`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Deal
from ..engine.cards import Card, Color
from ..engine.rules import RuleSet
from ..engine.view import PlayerView
from ..i18n import Translator, translator
from ..lines import BRAILLE_CELLS, wrap_items
from ..notation import format_card, format_color
from .options import ConsoleOptions, HandOrder


def sort_hand(hand: Sequence[Card], order: HandOrder) -> list[Card]:
    """The hand in reading order: by colour then value, or by value then colour."""
    if order is HandOrder.NUMBER:
        return sorted(hand, key=lambda card: (card.sort_key()[1], card.sort_key()[0]))
    return sorted(hand, key=Card.sort_key)


def deal_range(view: PlayerView) -> tuple[int, int]:
    """UNO Olympique's deal question: the fewest and the most cards the dealer may deal each."""
    counts = [action.count for action in view.legal_actions if isinstance(action, Deal)]
    return counts[0], counts[-1]


class RenderState:
    """Who the lines are for and what they say it with: one object the renderer and its parts share, so that
    what the console sets on the renderer (the rules, the card counts of a news) every part reads."""

    def __init__(self, options: ConsoleOptions, names: Sequence[str], viewer: int = 0) -> None:
        self.options = options
        self.names = list(names)
        self.viewer = viewer
        #: The rules of the match, for the target said with the scores.
        self.rules: RuleSet | None = None
        #: Every player's card count after the events being rendered (the table's news), if known.
        self.counts: tuple[int, ...] = ()
        #: Each seat's team this round, when partners change each round (rules/partners.py; ``None``: alternate).
        self.teams: tuple[int, ...] | None = None
        #: The round being played (its RoundStarted), said with the scores when a match lasts so many rounds.
        self.round_number = 0


class Words:
    """The words every part of the renderer says things with (cards, colours, players, lists), read from the
    shared :class:`RenderState`; the renderer's parts are made of it, the renderer holds one."""

    def __init__(self, state: RenderState) -> None:
        self.state = state

    @property
    def options(self) -> ConsoleOptions:
        """The console's options (language, verbosity, pace) the lines follow."""
        return self.state.options

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return self.state.names

    @property
    def viewer(self) -> int:
        """The seat whose player reads the lines (``-1``: a spectator, who holds no card)."""
        return self.state.viewer

    @property
    def rules(self) -> RuleSet | None:
        """The rules of the match, once known."""
        return self.state.rules

    @property
    def counts(self) -> tuple[int, ...]:
        """Every player's card count after the events being rendered, if known."""
        return self.state.counts

    @property
    def teams(self) -> tuple[int, ...] | None:
        """Each seat's team this round, when partners change each round (the last ones said)."""
        return self.state.teams

    @property
    def t(self) -> Translator:  # the translator of the current language
        return translator(self.options.lang)

    @property
    def brief(self) -> bool:
        """Whether lines are brief (40 cells for the lines that matter)."""
        return self.options.brief

    def name(self, seat: int) -> str:
        """The name of the player at ``seat``."""
        return self.names[seat]

    def who(self, seat: int) -> dict[str, object]:
        """The placeables every message about a player takes: its name and whether it is you."""
        return {"player": self.name(seat), "you": seat == self.viewer}

    def card(self, card: Card, chosen: Color | None = None) -> str:
        """A card in words, as the verbosity says it (``chosen``: the colour a wild card was given)."""
        return format_card(card, self.options.lang, verbose=not self.brief, chosen=chosen)

    def or_list(self, items: Sequence[str]) -> str:
        """Choices said in words: "a, b or c"."""
        items = list(items)
        if len(items) < 2:
            return "".join(items)
        return self.t("list-or").join(items[:-1]) + self.t("list-or-last") + items[-1]

    def cards(self, cards: Sequence[Card]) -> str:
        """Cards in words, one after another."""
        return self.t("list-separator").join(self.card(card) for card in cards)

    def color(self, color: Color) -> str:
        """A colour in words."""
        return format_color(color, self.options.lang, verbose=True)

    def wrap(self, items: list[str], first: str) -> list[str]:
        """Items listed after ``first``: one line in full verbosity, cut to 40 cells in brief."""
        separator = self.t("list-separator")
        if not self.brief:
            return [first + separator.join(items) + self.t("list-end")]
        lines = wrap_items(items, first, BRAILLE_CELLS, separator)
        lines[-1] += self.t("list-end")
        return lines
