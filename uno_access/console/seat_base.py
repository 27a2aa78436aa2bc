"""What every part of the console seat shares: the language, the view of the table, the output.

The seat sees the table only through what the table sends it (the view of
its player and the news of each action): it never holds the engine state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import engine as e
from ..engine.cards import Card, Color
from ..engine.view import Phase, PlayerView
from ..i18n import Translator, translator
from ..notation import format_card, spoken
from ..sounds.earcons import Earcon
from .options import ConsoleOptions, MatchOptions
from .output import Output
from .render import Renderer, sort_hand

if TYPE_CHECKING:
    from ..table.link import TableLink
    from .history import History
    from .narrator import Narrator
    from .reader import Reader

#: The seat of the player at this console.
HUMAN = 0
#: Phases in which the human answers with a card of the hand.
CARD_PHASES = frozenset({Phase.PLAY, Phase.AFTER_DRAW, Phase.ANSWER, Phase.CHALLENGE, Phase.SEQUENCE, Phase.WHEEL})


class SeatBase:
    """The shared attributes and helpers of the console seat's parts."""

    match: MatchOptions
    options: ConsoleOptions
    output: Output
    reader: Reader | None
    renderer: Renderer
    names: list[str]
    table: TableLink
    #: The seat of the player at this console (0 in a solo game; the server's seat at a shared table).
    seat: int = HUMAN
    events_seen: History
    narrator: Narrator
    focus: int | None
    quitting: bool
    store: object | None
    stored_settings: object | None
    _history_cursor: int | None
    # Methods of the seat's other parts, used across them (each part is a file of its own).
    target_choices: Callable[[Sequence[int]], str]
    effect_choices: Callable[[], str]
    end_of_input: Callable[[], None]
    catch: Callable[[], bool]
    take_news: Callable[[], bool]
    chat_command: Callable[[Any], None]

    @property
    def t(self) -> Translator:
        """The translator of the current language."""
        return translator(self.options.lang)

    @property
    def view(self) -> PlayerView:
        """What this seat's player may see now."""
        return self.table.view(self.seat)

    def say(self, *lines: str) -> None:
        """Say ``lines`` after what happened at the table before them (the player's own fate still waits)."""
        self.narrator.flush(hold_fate=True)
        self.output.say(lines)

    def refuse(self, *lines: str) -> None:
        """Say why an action was refused: the error sound, then the words, cutting stale speech."""
        self.narrator.flush(hold_fate=True)
        self.output.sound((Earcon.ERROR,))
        self.output.say(lines, interrupt=True)

    def spoken_line(self, line: str) -> str:
        """What the game's voice says for a printed line: the deck's reverse and skip in words."""
        return spoken(line, self.options.lang)

    def card(self, card: Card, chosen: Color | None = None) -> str:
        return format_card(card, self.options.lang, verbose=not self.options.brief, chosen=chosen)

    def hand(self) -> list[Card]:
        """The human's hand in reading order (the order positions and keys use)."""
        return sort_hand(self.view.hand, self.options.order)

    def out_of_turn_actions(self) -> list[e.Action]:
        """What the player may do while it is not their turn: catch a player, jump in."""
        view = self.view
        if view.current_player == self.seat:
            return []
        return [a for a in view.legal_actions if isinstance(a, (e.CatchUno, e.Play))]

    # Defined by the seat (session.py); declared here for the parts that call them.
    def turn_action(self, action: e.Action) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError

    def try_apply(self, action: e.Action) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError

    def read(self, prompt_id: str, answers: object = None, **args: object) -> object:  # pragma: no cover
        raise NotImplementedError

    def history_lines(self, round_index: int | None = None) -> list[str]:  # pragma: no cover - overridden
        raise NotImplementedError

