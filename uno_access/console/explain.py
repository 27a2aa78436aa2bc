"""What the console says when an answer is refused: what was wrong, then what is allowed now.

Every refusal names what the question accepts, in words (:meth:`Explaining.allowed_now`);
the game is unchanged.  A part of the console seat (:class:`.session.Session`), which holds it as
``session.explaining``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import engine as e
from ..engine.view import Phase
from ..notation import (
    AmbiguousCard,
    CardNotInHand,
    CardParseError,
    UnknownCard,
    format_color,
    format_partial,
)
from ..typed import shown

if TYPE_CHECKING:
    from .session import Session


class Explaining:
    """Refusals and "what can I do now", in one short line each."""

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def color_letters(self) -> list[str]:
        """The colours' initials in the language ("r", "j", "v", "b")."""
        return [format_color(c, self.session.options.lang, verbose=False) for c in e.COLORS]

    def color_initials(self) -> str:
        """The colours' initials as choices: "r, j, v ou b"; only those the question allows when it names some
        (the Wizz wheel's "one colour less" asks about the colours in the hand)."""
        allowed = [format_color(a.color, self.session.options.lang, verbose=False) for a in self.session.view.legal_actions
                   if isinstance(a, e.ChooseColor)]
        return self.or_list(allowed if allowed and len(allowed) < len(e.COLORS) else self.color_letters())

    def or_list(self, items: Sequence[str]) -> str:
        """Choices said in words: "a, b ou c"."""
        return self.session.renderer.words.or_list(items)

    def parse_error_lines(self, error: CardParseError) -> list[str]:
        """What was wrong with a typed card, then what may be typed now when nothing was understood."""
        view = self.session.view
        if isinstance(error, UnknownCard) and error.color is None and error.rank is None:
            return [self.parse_error(error), self.allowed_now()]
        if view.is_my_turn and view.phase is not Phase.PLAY and not isinstance(error, AmbiguousCard):
            # A question (the +4 to challenge, a +2 to answer): what was wrong, then what it accepts.
            return [self.parse_error(error), self.allowed_now()]
        return [self.parse_error(error)]

    def no_playable_line(self) -> str:
        """No card to play: "draw" during play; what the question accepts otherwise (a +4 to challenge)."""
        if self.session.view.phase is Phase.PLAY:
            return self.session.t("playable-none", launcher=bool(self.session.view.rules.launcher))
        return self.allowed_now()

    def not_now_lines(self) -> list[str]:
        """An action or command that makes no sense now: during a question, what it accepts;
        else "not now" and what may be done."""
        view = self.session.view
        if view.current_player == self.session.seat and view.phase not in (Phase.PLAY, Phase.ROUND_OVER):
            # What was wrong, then the answers: the question's own line is not said again alone.
            return [self.session.t("error-not-an-answer"), self.allowed_now()]
        return [self.session.t("error-not-now"), self.allowed_now()]

    def allowed_now(self) -> str:
        """One short line: what may be typed at this moment of the game."""
        view = self.session.view
        t = self.session.t
        if view.phase is Phase.ROUND_OVER:
            return t("allowed-round-over")
        if view.phase is Phase.MATCH_OVER:
            return t("help-now-match-over")
        if view.current_player != self.session.seat:
            actions = self.session.out_of_turn_actions()
            catch = next((a.target for a in actions if isinstance(a, e.CatchUno)), None)
            cards = [self.session.card(a.card) for a in actions if isinstance(a, e.Play)]
            if catch is None and not cards:
                return t("help-now-wait")
            return t("allowed-window", catch=catch is not None, player=self.session.names[catch] if catch is not None else "",
                     cards=self.or_list(list(dict.fromkeys(cards))))
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            return t("error-color", colors=self.color_initials())
        if phase is Phase.AFTER_DRAW and view.drawn_card is not None:
            return t("allowed-after-draw", card=self.session.card(view.drawn_card), **{"pass": e.PASS in view.legal_actions})
        if phase is Phase.CHALLENGE:
            answers = self.session.renderer.answers(view)  # a +4 on the +4 (the strict +4): said with the keys
            if answers:
                return t("allowed-challenge-cards", cards=self.or_list([self.session.card(card) for card in answers]))
            return t("allowed-challenge")
        if phase is Phase.SEQUENCE:
            return t("allowed-sequence")
        if phase is Phase.ANSWER:
            answers = self.session.renderer.answers(view)
            if not answers:
                return self.session.renderer.answer_line(view)
            return t("allowed-answer", cards=self.or_list([self.session.card(card) for card in answers]), count=view.draw_owed)
        if phase is Phase.CHOOSE_TARGET:
            return self.session.card_questions.target_choices([a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)])
        if phase is Phase.CHOOSE_EFFECT:
            return self.session.card_questions.effect_choices()
        if phase is Phase.WHEEL:
            return self.session.renderer.wheel_line(view)
        return t("allowed-play")

    def parse_error(self, error: CardParseError) -> str:
        lang = self.session.options.lang
        if isinstance(error, AmbiguousCard):
            understood = format_partial(error.color, error.rank, lang, verbose=not self.session.options.brief)
            cards = self.session.t("list-or").join(self.session.card(card) for card in error.candidates)
            return self.session.t("error-ambiguous", understood=understood, cards=cards)
        if isinstance(error, CardNotInHand):
            understood = format_partial(error.color, error.rank, lang, verbose=not self.session.options.brief)
            return self.session.t("error-not-in-hand", card=understood)
        if isinstance(error, UnknownCard):
            if error.color is not None or error.rank is not None:
                understood = format_partial(error.color, error.rank, lang, verbose=not self.session.options.brief)
                return self.session.t("error-unknown-part", text=shown(error.text), understood=understood)
            return self.session.t("error-unknown", text=shown(error.text))
        return self.session.t("error-unknown", text=shown(error.text))  # pragma: no cover

    def refusal(self, error: e.IllegalAction) -> str:
        """Why the engine refused, in words, with the card and the table when they help."""
        message = f"error-{error.reason.value}"
        if not self.session.t.has(message):
            message = "error-not-available"
        action = error.action
        view = self.session.view
        card = self.session.card(action.card) if isinstance(action, e.Play) else ""
        top = self.session.card(view.top_card) if view.top_card else self.session.t("table-no-card")
        color = format_color(view.color, self.session.options.lang) if view.color else self.session.t("table-no-color")
        drawn = self.session.card(view.drawn_card) if view.drawn_card else ""
        return self.session.t(message, card=card, top=top, color=color, drawn=drawn)
