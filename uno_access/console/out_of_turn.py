"""The questions out of the player's turn: catch a player who forgot UNO or jump in (the window), and UNO Wizz's
race to shout.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.out_of_turn``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import engine as e
from ..engine.cards import Rank
from ..sounds.earcons import Earcon
from ..table.messages import Decision
from .commands import Command, Verb
from .turn_clock import RaceClock, reading_time

if TYPE_CHECKING:
    from .session import Session


class OutOfTurn:
    """Enter lets the chance pass; ``c`` catches; a card jumps in; Space shouts first."""

    #: UNO Wizz: the clock of the race to shout that is open.
    race_clock: RaceClock | None = None

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def offer_window(self, decision: Decision | None = None) -> None:
        """Catch a player who forgot UNO, or jump in: Enter lets the chance pass."""
        if decision is None:  # called directly (tests): the question the table has open
            decision = self.session.table.advance()
        new = self.session.open_question(decision)
        if new:
            self.session.narrator.flush()  # the moves that opened the window, then the keys dropped, then its hint
            self.session.say_dropped()
        jump_ins = [a.card for a in self.session.out_of_turn_actions() if isinstance(a, e.Play)]
        if new and jump_ins:
            cards = self.session.t("list-or").join(self.session.card(card) for card in dict.fromkeys(jump_ins))
            quickos = all(card.rank is Rank.QUICKOS for card in jump_ins)
            hint = "quickos-hint" if quickos else (
                "jump-in-hint-word" if self.session.view.rules.interception_call else "jump-in-hint")
            self.session.narrator.hint(self.session.t(hint, cards=cards))
        catch = any(isinstance(a, e.CatchUno) for a in self.session.out_of_turn_actions())
        command = self.session.read("prompt-window", catch=catch, jump=bool(jump_ins))
        if command is None:
            self.session.end_of_input()
            return
        if command.verb is Verb.WAKE:
            return  # a shared table opened another question
        if command.verb is Verb.CATCH:
            self.catch()
            return
        if command.verb is Verb.EMPTY:
            self.session.table.let_pass()
            return
        if command.verb is Verb.PLAY and jump_ins:
            self.jump_in(command)
            return
        if command.verb in (Verb.DRAW, Verb.PASS, Verb.PLAY, Verb.CHALLENGE, Verb.ACCEPT):
            self.session.say(self.session.t("error-not-your-turn-window"))
            return
        self.session.info_commands.info(command)

    def jump_in(self, command: Command) -> None:
        chosen = self.session.turn_commands.chosen_card(command)
        if chosen is None:
            return
        card, color = chosen
        try:
            self.session.table.jump_in(e.Play(card, color=color, uno=command.uno, intercept=command.intercept))
        except e.IllegalAction as error:
            self.session.refuse(self.session.explaining.refusal(error))

    def catch(self) -> bool:
        target = self.session.view.uno_catchable
        if target is None or target == self.session.seat:
            self.session.say(self.session.t("error-nothing-to-catch"))
            return False
        return self.session.turn_commands.try_apply(e.CatchUno(target))

    def offer_race(self, decision: Decision) -> None:
        """Shout first (Space, or u and Enter) before the fastest bot; Enter lets the race go.

        The bots' delays count from the moment the announcement has been printed and spoken
        (:class:`.turn_clock.RaceClock`): a player who listens is never beaten by words they had no time
        to hear.
        """
        if self.session.open_question(decision):
            self.session.narrator.flush()
            self.session.output.sound((Earcon.WINDOW,))  # answer now
            self.session.say_dropped()
            self.session.say(self.session.t("race-line"))
            self.start_race_clock()
        clock = self.race_clock
        if clock is not None and clock.expired:
            command: Command | None = Command(Verb.TIME_UP)
        else:
            getattr(self.session.reader, "timed", lambda: None)()
            command = self.session.read("prompt-race")
        if command is None:
            self.stop_race_clock()
            self.session.end_of_input()
            return
        if command.verb is Verb.WAKE:
            self.stop_race_clock()
            return  # a shared table opened another question
        if command.verb is Verb.TIME_UP or command.verb is Verb.EMPTY:
            self.stop_race_clock()
            if command.verb is Verb.TIME_UP:
                self.session.question_closed()
            self.session.table.race_to_bots()
            return
        if command.verb in (Verb.DRAW, Verb.UNO):
            self.stop_race_clock()
            try:
                self.session.table.shout()
            except e.IllegalAction as error:
                self.session.refuse(self.session.explaining.refusal(error))
            return
        if command.verb in (Verb.PLAY, Verb.PASS, Verb.CHALLENGE, Verb.ACCEPT, Verb.CATCH):
            self.session.say(self.session.t("error-shout-now"))
            return
        self.session.info_commands.info(command)

    def start_race_clock(self) -> None:
        """The race's clock: the fastest bot's delay, after the words said so far (race_line and prompt)."""
        self.stop_race_clock()
        delay = self.session.table.race_delay()
        if delay is None:
            return
        reader = self.session.reader
        opened = self.session.actions_seen

        def expire() -> None:
            if self.race_clock is clock and self.session.actions_seen == opened:  # still this race
                getattr(reader, "expire", lambda: None)()

        heard = self.session.t("race-line") + " " + self.session.t("prompt-race")
        clock = self.race_clock = RaceClock(delay, self.session.output, expire=expire,
                                             reading=reading_time(heard, self.session.output, self.session.options.reading_speed)).start()

    def stop_race_clock(self) -> None:
        if self.race_clock is not None:
            self.race_clock.stop()
            self.race_clock = None
