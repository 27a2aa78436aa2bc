"""The answers to the questions a card asks: a colour, a player, an effect, a card just drawn.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.card_questions``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from .. import engine as e
from ..engine.actions import ChooseDirection, ChooseEffect, Deal, Effect
from ..engine.cards import Direction
from ..i18n import normalize, translator
from ..notation import format_card, parse_color
from ..typed import whole_number
from .commands import Command, Verb, parse_command, play_or_pass
from .render_base import deal_range

if TYPE_CHECKING:
    from .session import Session

_T = TypeVar("_T")


class CardQuestions:
    """A colour for a Joker, a player to swap with, the Quick Joker's effect, the drawn card."""

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def turn_action(self, action: e.Action) -> bool:
        """The answer, sent as the turn's action (:meth:`.turn.TurnCommands.turn_action`)."""
        return self.session.turn_commands.turn_action(action)

    def choose_color(self, command: Command) -> None:
        color = parse_color(command.arg, self.session.options.lang) if command.arg else None
        if color is None:
            self.session.say(self.session.t("error-color", colors=self.session.explaining.color_initials()))
            return
        self.turn_action(e.ChooseColor(color))

    def choose_target(self, command: Command) -> None:
        """A player named by name (or its first letters) or by place in the list offered."""
        targets = [a.target for a in self.session.view.legal_actions if isinstance(a, e.ChooseTarget)]
        if not command.arg and e.PASS in self.session.view.legal_actions:
            self.turn_action(e.PASS)  # UNO Olympique: a 7 "Ce n'est pas obligatoire"; Enter keeps the hand
            return
        wanted = normalize(command.arg)
        chosen: list[int] = []
        place = whole_number(wanted, 1, len(targets))
        if place is not None:
            chosen = [targets[place - 1]]
        elif wanted:
            chosen = [seat for seat in targets if normalize(self.session.names[seat]) == wanted]
            chosen = chosen or [seat for seat in targets if normalize(self.session.names[seat]).startswith(wanted)]
        if len(chosen) == 1:
            self.turn_action(e.ChooseTarget(chosen[0]))
            return
        self.session.say(self.target_choices(targets))

    def target_choices(self, targets: Sequence[int]) -> str:
        return self.session.t("error-target", players=self.session.renderer.words.or_list([self.session.names[seat] for seat in targets]))

    def choose_effect(self, command: Command) -> None:
        effect = self.effect_named(command.arg)
        if effect is None:
            self.session.say(self.effect_choices())
        else:
            self.turn_action(ChooseEffect(effect))

    def effect_named(self, text: str) -> Effect | None:
        """The Family Quick Joker's effect ``text`` names, in the game's language first, or ``None``."""
        return self.named(text, {f"effect-{effect.value}": effect for effect in Effect})

    def named(self, text: str, choices: dict[str, _T]) -> _T | None:
        """The choice whose message (its value or one of its ``.accept`` words) ``text`` is, in the game's
        language first, then the other one; ``None`` when it names none."""
        wanted = normalize(text)
        if not wanted:
            return None
        for lang in (self.session.options.lang, *(other for other in ("fr", "en") if other != self.session.options.lang)):
            t = translator(lang)
            for message, choice in choices.items():
                if wanted in (normalize(t(message)), *t.words(message)):
                    return choice
        return None

    def effect_answer(self, line: str) -> Command | None:
        """At the effect question, an effect's name is the answer before any command of the same word
        ("passe" is the skip effect there, not the command that passes)."""
        return Command(Verb.PLAY, arg=line) if self.effect_named(line) is not None else None

    def effect_choices(self) -> str:
        if self.session.options.brief:
            return self.session.t("turn-choose-effect")  # the short names, within 40 cells
        return self.session.t("error-effect", effects=self.session.renderer.words.or_list([self.session.t(f"effect-{effect.value}") for effect in Effect]))

    def choose_deal(self, command: Command) -> None:
        """UNO Olympique's dealer: a number of cards in the range offered; Enter deals the fewest."""
        low, high = deal_range(self.session.view)
        count = whole_number(normalize(command.arg), low, high) if command.arg else low
        if count is None:
            self.session.refuse(self.session.t("error-deal", low=low, high=high))
            return
        self.turn_action(Deal(count))

    def deal_answer(self, line: str) -> Command | None:
        """At the deal question, a number is the answer (not a card's value)."""
        return Command(Verb.PLAY, arg=line) if normalize(line).isdigit() else None

    def choose_direction(self, command: Command) -> None:
        """UNO Olympique: the deal's direction, or the way a 0 turns the hands (Enter keeps them)."""
        keep = e.PASS in self.session.view.legal_actions
        if not command.arg and keep:
            self.turn_action(e.PASS)
            return
        direction = self.direction_named(command.arg)
        if direction is None:
            self.session.refuse(self.session.t("error-direction", keep=keep))
            return
        self.turn_action(ChooseDirection(direction))

    def direction_named(self, text: str) -> Direction | None:
        """The direction ``text`` names (left or right, clockwise or not), in either language."""
        return self.named(text, {f"direction-{direction.name.lower()}": direction for direction in Direction})

    def direction_answer(self, line: str) -> Command | None:
        """At the direction question, a direction's word is the answer ("d" is right there, not a command)."""
        return Command(Verb.PLAY, arg=line) if self.direction_named(line) is not None else None

    def drawn_card_answer(self, line: str) -> Command | None:
        """After drawing a playable card: ``joue``/``oui``/``play`` plays it, ``passe``/``non``/``n`` passes."""
        drawn = self.session.view.drawn_card
        answer = play_or_pass(line, self.session.options.lang)
        uno = False
        if answer is None:
            command = parse_command(line, self.session.options.lang)  # "joue uno": play it and say UNO
            if command.verb is Verb.PLAY and command.uno and play_or_pass(command.arg, self.session.options.lang):
                answer, uno = True, True
        if answer is None and drawn is not None and drawn.chooses_color and parse_color(line, self.session.options.lang):
            # A colour alone for the wild card just drawn: play it in that colour (not "which blue card?").
            return Command(Verb.PLAY, f"{format_card(drawn, self.session.options.lang)} {line.strip()}", uno=uno)
        if answer is None:
            return None
        if answer and drawn is not None:
            return Command(Verb.PLAY, card=drawn, uno=uno)
        return Command(Verb.PASS)
