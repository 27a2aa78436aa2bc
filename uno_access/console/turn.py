"""The player's turn: what a typed command or key does, the card it names, the action sent to the table.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.turn_commands``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import engine as e
from ..engine.cards import Card, Color
from ..engine.view import Phase, PlayerView
from ..i18n import normalize
from ..notation import AmbiguousCard, CardChoice, CardParseError, parse_choice, parse_color, parse_several
from ..typed import shown
from .commands import Command, Verb
from .seat_base import CARD_PHASES

if TYPE_CHECKING:
    from .session import Session

#: The commands that are one turn action each.
_TURN_ACTIONS: dict[Verb, e.Action] = {Verb.DRAW: e.DRAW, Verb.PASS: e.PASS, Verb.CHALLENGE: e.CHALLENGE,
                                       Verb.ACCEPT: e.ACCEPT}


class TurnCommands:
    """The answers to the player's own turn: play, draw, pass, challenge, accept, UNO, catch."""

    #: The cards "which one?" listed: a colour alone answers it at the next prompt (read once by the seat).
    which: tuple[Card, ...] = ()
    #: The card browsed when the player said UNO: still under the cursor when the question opens again.
    keep_focus: Card | None = None

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def take_owed_at_once(self, view: PlayerView) -> bool:
        """A draw card or skip you cannot answer: take it now, in one line (``auto_accept``).

        The engine asks every victim when the rules allow an answer, so the
        table learns nothing of their hand; the console spares the human the
        question when their only turn action is to accept.  Not while they may
        still catch a player who forgot UNO: that chance waits at the prompt.
        The line and the cards drawn are said in their place; the cards are
        said again before the next question when others played meanwhile.
        """
        if view.phase is not Phase.ANSWER or not self.session.options.auto_accept:
            return False
        legal = view.legal_actions
        if any(isinstance(a, e.CatchUno) for a in legal):
            return False
        if [a for a in legal if not isinstance(a, e.CallUno)] != [e.ACCEPT]:
            return False
        self.session.focus = None
        missing = self.session.renderer.missing_answers(view)
        if missing:  # else only UNO Olympique's invisible card would answer: the lost turn says it all
            self.session.say(self.session.t("answer-taken-at-once", answers=missing, count=view.draw_owed))
        self.turn_action(e.ACCEPT)
        return True

    def handle(self, command: Command, view: PlayerView) -> None:
        """Do what the human asked on their turn."""
        verb = command.verb
        phase = view.phase
        # A question of its own (a colour, a player, an effect, the deal, a direction): the typed words answer it.
        questions = self.session.card_questions
        question = {Phase.CHOOSE_COLOR: questions.choose_color, Phase.CHOOSE_TARGET: questions.choose_target,
                    Phase.CHOOSE_EFFECT: questions.choose_effect, Phase.DEAL: questions.choose_deal,
                    Phase.CHOOSE_DIRECTION: questions.choose_direction}.get(phase)
        if phase is Phase.WHEEL and view.wheel is e.Wheel.ONE_COLOR_LESS:
            question = questions.choose_color  # UNO Wizz: the colour let go
        if question is not None and verb in (Verb.PLAY, Verb.EMPTY):
            question(command)
            return
        if verb is Verb.PLAY and phase is not Phase.PLAY and not any(isinstance(a, e.Play) for a in view.legal_actions):
            # A question no card answers (the +4: f or a): whatever card is typed, held or not, one reply.
            self.session.refuse(*self.session.explaining.not_now_lines())
        elif verb is Verb.PLAY:
            self.play(command)
        elif verb is Verb.EMPTY:
            focused = self.focused_card()
            if focused is None and phase is Phase.AFTER_DRAW:
                focused = view.drawn_card
            playable = {a.card for a in view.legal_actions if isinstance(a, e.Play)}
            if focused is None and phase is Phase.WHEEL and e.PASS in view.legal_actions:
                self.turn_action(e.PASS)  # UNO Wizz's war: Enter keeps the card, as the question says
            elif focused is None and phase is Phase.SEQUENCE and e.PASS in view.legal_actions:
                self.turn_action(e.PASS)  # Enter alone stops the sequence, as the question says
            elif focused is None and phase is Phase.SEQUENCE:
                self.play(Command(Verb.PLAY, card=next(a.card for a in view.legal_actions if isinstance(a, e.Play))))
            elif focused is not None and phase in CARD_PHASES and focused not in playable \
                    and view.rules.confusion_penalty > 0:
                # UNO Rapido's confusion rule makes a wrong card cost cards: Enter alone never risks it.
                self.session.say(self.session.t("error-confusion-enter", card=self.session.card(focused),
                                count=view.rules.confusion_penalty))
            elif focused is not None and phase in CARD_PHASES:
                self.play(Command(Verb.PLAY, card=focused))
            else:
                self.session.say(*self.session.renderer.turn_lines(view))
        elif verb is Verb.CHALLENGE and command.arg:
            self.challenge_player(command.arg, view)
        elif verb is Verb.DRAW and phase in (Phase.ANSWER, Phase.CHALLENGE):
            self.turn_action(e.ACCEPT)  # Space takes what is owed: "piochez 4 (Espace)"
        elif verb is Verb.PASS and phase is Phase.ANSWER and view.draw_owed == 0:
            self.turn_action(e.ACCEPT)  # a skip on you: its line says "jouez b [ ] ou passez", passing loses the turn
        elif verb in _TURN_ACTIONS:
            self.turn_action(_TURN_ACTIONS[verb])
        elif verb is Verb.UNO and self.uno_already_said(view):
            self.session.say(self.session.t("error-uno-already"))
        elif verb is Verb.UNO:
            focused = self.focused_card()
            if self.try_apply(e.CALL_UNO):
                # The call opens the turn's question again: the card browsed stays under the cursor for Enter.
                self.keep_focus = focused
        elif verb is Verb.CATCH:
            self.session.out_of_turn.catch()
        elif verb is Verb.TOTEM:
            self.totem(command, view)
        else:
            self.session.info_commands.info(command)

    def totem(self, command: Command, view: PlayerView) -> None:
        """UNO Totem Power: ``totem`` (or ``totem b``) gives a totem back against what is laid on you; with the
        four, ``totem r5`` (or the card under the cursor) keeps that card and lets the others go."""
        counters = [a for a in view.legal_actions if isinstance(a, e.SpendTotem)]
        keeps = [a for a in view.legal_actions if isinstance(a, e.TotemUno)]
        if counters:
            wanted = parse_color(command.arg, self.session.options.lang) if command.arg.strip() else None
            chosen = [a for a in counters if wanted is None or a.color is wanted]
            if chosen:  # no colour named: any totem counters it, the first held goes
                self.turn_action(chosen[0])
                return
        elif keeps:
            card = self.focused_card() if not command.arg.strip() else None
            if card is None and command.arg.strip():
                try:
                    card = parse_choice(command.arg, self.session.options.lang, self.session.hand()).card
                except CardParseError as error:
                    self.session.say(*self.session.explaining.parse_error_lines(error))
                    return
            if card is None:
                self.session.say(self.session.t("turn-totem-uno"))
                return
            self.turn_action(e.TotemUno(card))
            return
        self.session.refuse(self.session.t("error-no-totem", held=bool(view.rules.totems and view.player in view.totems)))

    def challenge_player(self, name: str, view: PlayerView) -> None:
        """``f Anna``: the strict +4, two +4s stacked, challenge the one laid by that player."""
        options = {view.challenge_from: e.CHALLENGE} if view.challenge_from is not None else {}
        options.update({a.target: a for a in view.legal_actions if isinstance(a, e.Challenge) and a.target is not None})
        wanted = normalize(name)
        chosen = [action for seat, action in options.items()
                  if seat is not None and normalize(self.session.names[seat]).startswith(wanted)]
        if len(chosen) == 1:
            self.turn_action(chosen[0])
            return
        names = self.session.t("list-or").join(self.session.names[seat] for seat in options if seat is not None)
        self.session.refuse(self.session.t("error-challenge-whom", name=shown(name), names=names or "-"))

    @staticmethod
    def uno_already_said(view: PlayerView) -> bool:
        """UNO typed again: the human said it already (two cards and no UNO left to say, or one card)."""
        if view.player in view.uno_called:
            return True
        return (view.is_my_turn and view.phase in (Phase.PLAY, Phase.AFTER_DRAW) and len(view.hand) == 2
                and e.CALL_UNO not in view.legal_actions)

    def focused_card(self) -> Card | None:
        hand = self.session.hand()
        focus = self.session.focus
        if focus is None or not 0 <= focus < len(hand):
            return None
        return hand[focus]

    def turn_action(self, action: e.Action) -> bool:
        """A turn action: sent to the table, which lets the bots that noticed a forgotten UNO act first."""
        return self.try_apply(action, turn=True)

    def try_apply(self, action: e.Action, *, turn: bool = False) -> bool:
        """Send the human's action, or say why not and what is allowed (the game is unchanged)."""
        try:
            if turn:
                return self.session.table.act(action)
            self.session.table.apply(self.session.seat, action)
        except e.IllegalAction as error:
            if error.reason in (e.Reason.WRONG_PHASE, e.Reason.MUST_ANSWER_DRAW, e.Reason.NOT_AVAILABLE):
                self.session.refuse(*self.session.explaining.not_now_lines())
            elif error.reason in (e.Reason.CARD_DOES_NOT_MATCH, e.Reason.COLOR_IN_HAND) and self.session.view.phase is Phase.PLAY:
                # What was wrong, then what is allowed: the cards that do go, or the draw.
                self.session.refuse(self.session.explaining.refusal(error), *self.session.renderer.playable_lines(self.session.view))
            else:
                self.session.refuse(self.session.explaining.refusal(error))
            return False
        return True

    def play(self, command: Command) -> bool:
        rules = self.session.view.rules
        if command.card is None and (rules.sequences or rules.number_finish or rules.royal_sequence) \
                and len(command.arg.split()) > 1:
            several = parse_several(command.arg, self.session.options.lang, self.session.hand())
            if several is not None:
                return self.play_several(several, command.uno)
        chosen = self.chosen_card(command)
        if chosen is None:
            return False
        card, color = chosen
        return self.turn_action(e.Play(card, color=color, uno=command.uno))

    def play_several(self, choices: list[CardChoice], uno: bool) -> bool:
        """A sequence typed in one line: each card in turn while the sequence goes on; the first refused
        stops it (said why).  ``uno`` goes with the card that leaves one in hand."""
        played = False
        for index, choice in enumerate(choices):
            view = self.session.view
            if index and (view.current_player != self.session.seat or view.phase is not Phase.SEQUENCE):
                self.session.say(self.session.t("sequence-stopped", count=len(choices) - index))
                break
            last_but_one = uno and len(view.hand) == 2
            if not self.turn_action(e.Play(choice.card, color=choice.color, uno=last_but_one)):
                break
            played = True
        return played

    def which_one(self, error: AmbiguousCard) -> tuple[Card, Color | None] | None:
        """A value alone ("7") that several cards of the hand have: the one that can be played, if only
        one can; else the question "which one?", listing them, that a colour alone answers."""
        playable = {a.card for a in self.session.view.legal_actions if isinstance(a, e.Play)}
        fitting = [card for card in error.candidates if card in playable]
        if len(fitting) == 1 and error.rank is not None:
            return fitting[0], None
        self.which = tuple(fitting) if len(fitting) > 1 else error.candidates
        self.session.say(self.session.explaining.parse_error(AmbiguousCard(error.text, error.color, error.rank, self.which)))
        return None

    def which_answer(self, line: str, which: tuple[Card, ...]) -> Command | None:
        """After "which one?": a colour alone ("b") names one of the cards listed."""
        color = parse_color(line, self.session.options.lang)
        matching = [card for card in which if color is not None and card.color is color]
        return Command(Verb.PLAY, card=matching[0]) if len(matching) == 1 else None

    def chosen_card(self, command: Command) -> tuple[Card, Color | None] | None:
        """The card a play command names (typed, or under the cursor) and its colour; ``None`` when
        the command names none (said why)."""
        chosen: Color | None = None
        if command.card is None and not command.arg.strip():  # "joue" alone
            card_now = self.focused_card() or (self.session.view.drawn_card if self.session.view.phase is Phase.AFTER_DRAW else None)
            if card_now is None:
                self.session.say(self.session.explaining.allowed_now())
                return None
            command = Command(Verb.PLAY, card=card_now, uno=command.uno)
        if command.card is not None:
            card = command.card
        else:
            try:
                choice = parse_choice(command.arg, self.session.options.lang, self.session.hand())
            except AmbiguousCard as error:
                return self.which_one(error)
            except CardParseError as error:
                self.session.refuse(*self.session.explaining.parse_error_lines(error))
                return None
            card, chosen = choice.card, choice.color
        if chosen is not None and not card.chooses_color:
            chosen = None
        return card, chosen
