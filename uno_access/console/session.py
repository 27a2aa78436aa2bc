"""The console seat: the player at this keyboard, at a table run by :mod:`uno_access.table`.

The table owns the match (the engine state, the bots, the out-of-turn
windows, the pace, the saves); the seat renders what its player may see,
reads their keys and sends their actions.  The seat's parts, one job each:
refusals (:mod:`.explain`), information commands (:mod:`.info`), settings
(:mod:`.settings_commands`), keys on an empty line (:mod:`.keys`), the
answers a card asks for (:mod:`.questions`).

Who owns the keyboard: a key acts only on the question that was open when
it was typed, decided by question, not by timing.  When the table opens a
new question (a new :attr:`~uno_access.table.messages.Decision.serial`),
everything typed before is dropped whole (:meth:`Reader.discard`, with a
line half typed when the clock closed its question), and the player is told
once, just before the question; what is typed from then on is the
question's.  A dropped key never changes the bots' pace.  Between two
questions the terminal echoes nothing (:mod:`.keyboard`).  A question the
game closed under the player (a race lost, the time limit) is followed by
the time to hear what happened before the next one opens.

Bursts: the bots' moves between two of the player's questions are said one
line per turn, and what happened to the player (cards drawn, a turn lost)
comes last, just before the question (:mod:`.narrator`).

Every question names its answers, in its prompt and in the line said before
it; an answer not understood is told what the question accepts.  When the
human holds no answer to a draw card or a skip (their only turn action is
``Accept``), the console takes it at once in one line
(``ConsoleOptions.auto_accept``, on by default) unless they may still catch
a forgotten UNO.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import engine as e
from ..engine.cards import Card, Color
from ..engine.view import Phase, PlayerView
from ..i18n import Translator, translator
from ..match import Opponent
from ..notation import format_card, format_color, parse_color, spoken
from ..sounds.earcons import Earcon
from ..table.link import SharedTableLink, TableLink
from ..table.messages import Decision, DecisionKind, News
from ..table.table import ApplyHook, Table
from .commands import Command, Verb, parse_command
from .explain import Explaining
from .history import History, news_by_turn
from .info import KEY_TYPED, InfoCommands
from .keys import HandKeys
from .narrator import Narrator
from .net_seat import NetSeat
from .options import ConsoleOptions, MatchOptions
from .out_of_turn import OutOfTurn
from .output import Output
from .questions import CardQuestions
from .reader import Key, Reader
from .render import Renderer, bot_names, sort_hand
from .render_base import deal_range
from .seat_base import HUMAN
from .settings_commands import SettingsCommands
from .time_limit import TimeLimit
from .turn import TurnCommands
from .turn_clock import MAX_SPEECH_WAIT, reading_time

if TYPE_CHECKING:
    from ..storage.menu import StoredSettings

__all__ = ["ApplyHook", "HUMAN", "Session"]

#: Commands that read (help, rules, the hand, the status, the history...): they stop the time limit's clock.
READING = frozenset({Verb.HELP, Verb.RULES, Verb.HAND, Verb.STATUS, Verb.HISTORY, Verb.PLAYABLE, Verb.TOP,
                     Verb.SCORES, Verb.KEYS, Verb.REPEAT, Verb.STATS})

#: Longest wait for a screen reader to read what followed a question closed under the player (seconds).
MAX_HOLD = 10.0



class Session:
    """The console seat of one match between the human and the bots, from the deal to the final score.

    It owns its reader, its renderer, its narrator and history, and its parts, which it calls (each holds
    the seat): :attr:`explaining` (refusals, "what now"), :attr:`settings_commands`, :attr:`info_commands`,
    :attr:`hand_keys` (keys on an empty line), :attr:`card_questions`, :attr:`turn_commands` (the player's
    turn), :attr:`out_of_turn` (the window to catch or jump in, UNO Wizz's race), :attr:`time_limit` (the
    turn's clock), :attr:`net_seat` (a shared table).  The seat itself runs the loop: each question the table
    opens, who owns the keys, the prompt.
    """

    #: Set by the options menu while it asks (:mod:`.settings_menu`): F1 and ``?`` say the menu's help.
    menu_help: Callable[[], list[str]] | None = None

    def __init__(
        self,
        match: MatchOptions,
        options: ConsoleOptions,
        output: Output,
        reader: Reader | None = None,
        *,
        table: TableLink,
        sleep: Callable[[float], None] = time.sleep,
        names: Sequence[str] = (),
    ) -> None:
        """The seat at ``table``, built by the program that starts the match (:func:`uno_access.cli.solo_seat`
        builds a local :class:`~uno_access.table.Table` and its bots; ``host`` and ``join`` a
        :class:`~uno_access.net.client.RemoteTable`): the seat never builds its authority.  ``names``: the
        players' names, "you" at this seat (a shared table's names as the server gives them)."""
        self.match = match
        self.options = options
        self.output = output
        output.spoken = self.spoken_line
        output.translate = lambda message_id, **args: self.t(message_id, **args)
        self.reader = reader
        self.sleep = sleep
        self.table = table
        #: The seat of the player at this console (0 in a solo game; the server's seat at a shared table).
        self.seat = table.human
        #: A table on a server (its news come by themselves; the chat; who comes and goes).
        self.shared_table = table if isinstance(table, SharedTableLink) else None
        rules = table.view(self.seat).rules
        self.names = shared_names(names, self.seat, options.lang) if self.shared_table is not None else list(names)
        self.game = e.Game(len(self.names), rules)
        self.renderer = Renderer(options, self.names, viewer=self.seat)
        # The seat's parts (seat_base.py): objects it owns and calls, each holding the seat.
        self.explaining = Explaining(self)
        self.settings_commands = SettingsCommands(self)
        self.info_commands = InfoCommands(self)
        self.hand_keys = HandKeys(self)
        self.card_questions = CardQuestions(self)
        self.turn_commands = TurnCommands(self)
        self.net_seat = NetSeat(self)
        self.out_of_turn = OutOfTurn(self)
        self.time_limit = TimeLimit(self)
        self.renderer.state.rules = rules
        self.events_seen = History()
        # The deal, or a resumed match's past (before it, what a console started again had heard: its history).
        heard = self.shared_table.heard if self.shared_table is not None else ()
        if heard:
            from .net_seat import rounds_before

            self.events_seen.rounds[:0] = rounds_before(heard)
        for past in news_by_turn((*heard, *self.table.past(self.seat))):
            self.events_seen.add(past)
        self.narrator = Narrator(self)
        self.table.sit(self.seat, self)
        #: The saves and the settings file, set by the program (uno_access.storage) when it uses them.
        self.store: object | None = None
        self.stored_settings: StoredSettings | None = None
        #: A resumed match: its past events are not announced again.
        self.resumed = False
        self.quitting = False
        #: The card under the keyboard cursor (an index into the sorted hand), if any.
        self.focus: int | None = None
        #: The question last opened (its serial): keys typed before a newer one are dropped.
        self._serial = 0
        #: The waiting prompt is on the screen, and nothing was typed since (a plain console prints it once).
        self._wait_shown = False
        self._started = False
        self._warmed = False
        #: Actions at the table since the seat sat down (its news): a clock's question is still open while
        #: this has not moved (the seat needs no look at the engine state, which a network seat has not).
        self.actions_seen = 0
        #: Keys dropped when the question opened (typed for no question): said once, just before it.
        self._dropped_early = False
        #: A question closed under the player: the length of the output's history then (:meth:`question_closed`).
        self._closed_at: int | None = None
        self._closed_time = 0.0

    # ------------------------------------------------------------------ the table, for the program in one process

    @property
    def local_table(self) -> Table:
        """The table in this process (a solo game): the program and the tests reach its state and bots."""
        assert isinstance(self.table, Table)  # a shared table's state is on its server
        return self.table

    @property
    def state(self) -> e.State:
        """The table's engine state (the program and the tests run the table in this process)."""
        return self.local_table.state

    @state.setter
    def state(self, state: e.State) -> None:
        self.local_table.state = state

    @property
    def opponents(self) -> dict[int, Opponent]:
        return self.local_table.bots

    @property
    def on_apply(self) -> list[ApplyHook]:
        """Called after every applied action: autosave and statistics hook in here."""
        return self.local_table.on_apply

    def apply(self, seat: int, action: e.Action) -> list[e.Event]:
        """Apply one action at the table (see :meth:`Table.apply`)."""
        return self.table.apply(seat, action)

    def bots_react(self) -> None:
        self.local_table.bots_react()

    def after_bot_action(self) -> None:
        self.local_table.after_bot_action()

    def let_bots_wait(self) -> None:
        self.local_table.let_bots_wait()

    # ------------------------------------------------------------------ what every part shares

    @property
    def t(self) -> Translator:
        """The translator of the current language."""
        return translator(self.options.lang)

    @property
    def view(self) -> PlayerView:
        """What this seat's player may see now."""
        return self.table.view(self.seat)

    @property
    def shared(self) -> bool:
        """A table on a server (the news come by themselves, the chat, who comes and goes)."""
        return self.shared_table is not None

    @property
    def serial(self) -> int:
        """The question last opened (its serial): keys typed before a newer one are dropped."""
        return self._serial

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

    # ------------------------------------------------------------------ the parts' commands the programs call on the
    # seat (each is a part's method; a part's other commands are called on the part: session.turn_commands.handle)

    def focused_card(self) -> Card | None:
        """The card under the keyboard cursor (:meth:`.turn.TurnCommands.focused_card`; the web seat asks)."""
        return self.turn_commands.focused_card()

    def play_again(self) -> bool:
        """At the end of the match: play again? (:meth:`.info.InfoCommands.play_again`)."""
        return self.info_commands.play_again()

    def confirm_quit(self) -> None:
        """Quit the match? (:meth:`.info.InfoCommands.confirm_quit`)."""
        self.info_commands.confirm_quit()

    def wake_for(self, message: Any) -> None:
        """From the connection's thread: wake the prompt (:meth:`.net_seat.NetSeat.wake_for`)."""
        self.net_seat.wake_for(message)

    # ------------------------------------------------------------------ what the table sends

    def news(self, news: News) -> None:
        """An action at the table, as this seat saw it: kept in the history, said at the right moment."""
        self.actions_seen += 1
        self.events_seen.add(news)
        self.narrator.add(news)
        if news.actor == self.seat:
            self.narrator.flush(hold_fate=True)  # the answer to the player's own command: said at once

    def net_event(self, message: Any) -> None:
        """A message of the shared table that is not news (:meth:`.net_seat.NetSeat.net_event`)."""
        self.net_seat.net_event(message)

    def pausing(self) -> None:
        """The table waits between two bots (the pace): what they did is said now."""
        self.narrator.flush(hold_fate=True)

    def announce(self, events: Sequence[e.Event]) -> None:
        """Say ``events`` now (the deal and the first card at the start, a round's end again at a resume), one
        turn a line as the news are said: a console started again at a shared table hears what it missed here,
        and as one news its players' moves shared a line ("You play g 7. Alice plays g 3, 4 cards.")."""
        for news in news_by_turn(events):
            self.narrator.add(news)
        self.narrator.flush()

    def history_lines(self, round_index: int | None = None) -> list[str]:
        """The game's events of a round (the current one by default; ``-1``: the whole match), in the
        verbosity of now."""
        return self.events_seen.lines(self.narrator.render_fresh, round_index)

    # ------------------------------------------------------------------ the loop

    def run(self) -> int:
        """Play until the match ends or the player quits; the exit status.  Ctrl+C whenever it is typed (a
        prompt open or not, the solo table or a shared one) asks "Quit the match?"; no, and the match goes on."""
        while True:
            try:
                return self._run_match()
            except KeyboardInterrupt:
                self.output.say([""])
                self.info_commands.confirm_quit()
                if self.quitting:
                    return 0

    def _run_match(self) -> int:
        # Partners that change each round are said by the deal of each round (PartnersChanged): once is enough.
        if not self._started and (self.resumed or self.view.teams is None):
            self.say(*self.renderer.partner_lines(self.view.num_players, self.view.teams))
        if not self.resumed:
            self.start()
        elif not self._started and self.view.phase is Phase.ROUND_OVER:
            # Resumed at "next round?": the round's result again, so the question makes sense.
            ended = [event for event in self.table.past(self.seat) if isinstance(event, e.RoundEnded)]
            if ended:
                self.announce(ended[-1:])
        elif not self._started and self.view.phase is not Phase.MATCH_OVER:
            # Resumed in a round (at the colour question after a wild, say): the pile and the hand first,
            # or the question comes with nothing it is about.
            self.say(self.renderer.top_line(self.view), *self.renderer.hand_lines(self.view.hand, ()))
        self._started = True
        self.resumed = True  # run() again after a Ctrl+C: nothing to repeat
        while not self.quitting:
            self.output.flush_later()
            if self.shared:
                getattr(self.reader, "clear_wake", lambda: None)()  # what advance() reads needs no wake
            decision = self.table.advance()
            if decision.kind is DecisionKind.MATCH_OVER:
                self.narrator.flush()
                if getattr(self.table, "closed", None) is not None:
                    return 1  # the shared table is out of reach (said as it happened)
                self.say(self.t("match-over"))
                return 0
            if decision.kind is DecisionKind.WAIT:
                self.net_seat.wait_for_others(decision)
            elif decision.kind is DecisionKind.NEXT_ROUND:
                self.between_rounds(decision)
            elif decision.kind is DecisionKind.WINDOW:
                self.out_of_turn.offer_window(decision)
            elif decision.kind is DecisionKind.RACE:
                self.out_of_turn.offer_race(decision)
            else:
                self.human_turn(decision)
        return 0

    def start(self) -> None:
        """Say what happened before the first decision: the dealer, the deal, the first card."""
        if not self._started:
            self._started = True
            self.announce(self.table.past(self.seat))

    def open_question(self, decision: Decision) -> bool:
        """A question opens: the keys typed while no question was open (or for an older one) are dropped
        whole, and said once, just before the question's lines (:meth:`say_dropped`).  ``True`` when new.

        The question is decided by its serial, not by timing: everything the terminal holds when a new
        question opens was typed before it (the bots played, the lines were said), and whatever is typed
        from now on is this question's.
        """
        if decision.serial == self._serial:
            return False
        self.hold_until_heard()
        discard = getattr(self.reader, "discard", None)  # a reader of lines written in advance keeps them
        if getattr(self.reader, "dropped_by_wake", False):  # a line half typed when its question closed
            self.reader.dropped_by_wake = False  # type: ignore[union-attr]
            self._dropped_early = True
        # A Ctrl+C among the keys dropped raises KeyboardInterrupt ("Quit the match?"): the question is not
        # open yet, so it opens whole (its lines said) when the match goes on.
        if discard is not None and discard():
            self._dropped_early = True
        self._serial = decision.serial
        return True

    def question_closed(self) -> None:
        """The game closed the player's question before they answered (a race a bot won, the time limit): what
        follows is said, and heard, before the next question opens (:meth:`hold_until_heard`).  The player
        was typing for the question that closed: a Space meant as a shout must not draw on the next turn."""
        self._closed_at = len(self.output.history)
        self._closed_time = time.monotonic()

    def hold_until_heard(self) -> None:
        """After a question closed under the player: say what happened since, and wait until it is heard (the
        voice is quiet, or a screen reader had the time to read it) before the next question opens.  Keys
        typed meanwhile were typed for no question: dropped when it opens."""
        closed, self._closed_at = self._closed_at, None
        if closed is None:
            return
        self.narrator.flush()
        text = " ".join(self.output.history[closed:])
        speaker = self.output.speaker
        if hasattr(speaker, "speaking") and getattr(speaker, "unavailable", None) is None:
            waited = 0.0
            while getattr(speaker, "speaking", False) and waited < MAX_SPEECH_WAIT:
                self.sleep(0.05)
                waited += 0.05
        else:
            reading = min(MAX_HOLD, reading_time(text, self.output, self.options.reading_speed))
            left = reading - (time.monotonic() - self._closed_time)  # the bots' pauses were reading time too
            if left > 0:
                self.sleep(left)

    def say_dropped(self) -> None:
        """Say, once, that keys typed while no question was open were dropped (just before the question)."""
        if self._dropped_early:
            self._dropped_early = False
            self.say(self.t("keys-typed-early"))

    def wait_between_bots(self, seconds: float) -> None:
        """The pace between two bots.  A key typed meanwhile changes nothing: it waits in the terminal, is
        dropped when the next question opens, and the bots keep their pace (the player hears them all)."""
        self.sleep(seconds)

    def read(self, prompt_id: str, answers: Callable[[str], Command | None] | None = None,
             **args: object) -> Command | None:
        """The player's next command (``None`` at the end of input).

        ``answers`` understands the answers proper to the question asked
        (``joue``/``passe`` after drawing) before the commands and cards.
        """
        assert self.reader is not None
        self.narrator.flush()
        self.say_dropped()  # (the questions with no line of their own: said just before the prompt)
        self.output.flush_later()
        if not self._warmed:
            self._warmed = True
            _warm_up_later(self.options.lang)
        turn = self.turn_commands
        which, turn.which = turn.which, ()  # "which one?" holds for the next answer only
        prompt = self.t(prompt_id, **args) + " "
        once = getattr(self.reader, "prompt_once", False)  # printed lines stay: a prompt said once still asks
        waiting = prompt_id == "prompt-wait"
        if once and waiting and self._wait_shown:
            prompt = ""  # still waiting (the server asked again): the waiting prompt above the news holds
        while True:
            if self.shared:
                getattr(self.reader, "timed", lambda: None)()  # the news may close the line (PlainReader)
            line = self.reader.read(prompt)
            if not (isinstance(line, Command) and line.verb is Verb.WAKE):
                break
            if self.net_seat.take_news():
                self._wait_shown = waiting
                return line  # a new question: the loop opens it
            self.narrator.flush(hold_fate=True)  # the news, then the same question read on
            if once:
                prompt = ""
        self._wait_shown = False
        if line is None:
            # Ctrl+D typed at a terminal asks "Quit the match?" as Ctrl+C does (it left at once, a host's
            # whole table with it); only the end of piped input leaves without a question (saved, or left).
            return Command(Verb.QUIT) if getattr(self.reader, "key_eof", False) else None
        if isinstance(line, str) and "\x1b" in line and not getattr(self.reader, "keys", True):
            line = Command(Verb.KEYS, KEY_TYPED)  # an arrow typed where keys cannot work: the words that do
        elif isinstance(line, str) and line and not line.strip() and not getattr(self.reader, "keys", True):
            line = Command(Verb.DRAW)  # Space, then Enter: what Space alone does where keys work
        if which and isinstance(line, str):
            answered = self.turn_commands.which_answer(line, which)
            if answered is not None:
                return answered
        self.output.new_command()
        self.hand_keys.history_cursor = None
        if isinstance(line, Command):
            return line
        if answers is not None:
            answered = answers(line)
            if answered is not None:
                return answered
        command = parse_command(line, self.options.lang)
        if command.verb in (Verb.SAY, Verb.KICK):  # the line as typed (parsing lowers it and drops its accents)
            command = Command(command.verb, line.strip().partition(" ")[2].strip())
        return command

    def end_of_input(self) -> None:
        self.say(self.t("goodbye"))
        self.quitting = True

    # ------------------------------------------------------------------ between rounds

    def between_rounds(self, decision: Decision | None = None) -> None:
        """Enter starts the next round.  ``decision``: the question the loop got (else asked for here)."""
        self.open_question(decision or self.table.advance())
        command = self.read("prompt-next-round")
        if command is None:
            self.end_of_input()
            return
        if command.verb is Verb.WAKE:
            return  # a shared table opened another question
        if command.verb is Verb.EMPTY:
            self.focus = None
            self.turn_commands.try_apply(e.NEXT_ROUND)
            return
        self.info_commands.info(command, fallback="allowed-round-over")

    # ------------------------------------------------------------------ the human's turn

    def human_turn(self, decision: Decision | None = None) -> None:
        """The player's turn question.  ``decision``: the question the loop got (else asked for here)."""
        decision = decision or self.table.advance()
        view = decision.view
        if self.turn_commands.take_owed_at_once(view):
            return
        if self.open_question(decision):
            self.focus = None
            kept, self.turn_commands.keep_focus = self.turn_commands.keep_focus, None
            if view.phase is Phase.AFTER_DRAW and view.drawn_card is not None:
                self.focus = self.hand().index(view.drawn_card)
            elif kept is not None and kept in self.hand():
                self.focus = self.hand().index(kept)
            # The player's turn cuts speech of what came before (its lines are in the history) and
            # starts with what happened since, then the turn itself.
            self.output.interrupt_next()
            self.narrator.flush()
            self.output.cue()
            self.say_dropped()
            self.say(*self.renderer.turn_lines(view))
        phase = view.phase
        prompt = {
            Phase.CHOOSE_COLOR: "prompt-color",
            Phase.CHALLENGE: "prompt-challenge",
            Phase.ANSWER: "prompt-answer",
            Phase.AFTER_DRAW: "prompt-after-draw",
            Phase.CHOOSE_TARGET: "prompt-target-keep" if e.PASS in view.legal_actions else "prompt-target",
            Phase.CHOOSE_EFFECT: "prompt-effect",
            Phase.DEAL: "prompt-deal",
            Phase.CHOOSE_DIRECTION: "prompt-direction",
            Phase.SEQUENCE: "prompt-sequence" if e.PASS in view.legal_actions else "prompt-finish",
            Phase.WHEEL: "prompt-wheel",
        }.get(phase, "prompt-play")
        args: dict[str, object] = {}
        if phase is Phase.CHOOSE_COLOR:
            args["colors"] = self.t("list-or").join(self.explaining.color_letters())
        elif phase is Phase.AFTER_DRAW:
            args["pass"] = e.PASS in view.legal_actions
        elif phase is Phase.CHOOSE_TARGET:
            args["count"] = sum(1 for a in view.legal_actions if isinstance(a, e.ChooseTarget))
        elif phase is Phase.DEAL:
            args["low"], args["high"] = deal_range(view)
        elif phase is Phase.CHOOSE_DIRECTION:
            args["keep"] = e.PASS in view.legal_actions
        elif phase is Phase.WHEEL:
            args["wheel"] = view.wheel.value if view.wheel is not None else ""
            args["colors"] = self.t("list-or").join(  # the colours the wheel asks about, as letters
                format_color(a.color, self.options.lang, verbose=False) for a in view.legal_actions
                if isinstance(a, e.ChooseColor)) or self.t("list-or").join(self.explaining.color_letters())
        questions = self.card_questions
        answers = {Phase.AFTER_DRAW: questions.drawn_card_answer, Phase.CHOOSE_EFFECT: questions.effect_answer,
                   Phase.DEAL: questions.deal_answer, Phase.CHOOSE_DIRECTION: questions.direction_answer,
                   Phase.WHEEL: self.wheel_answer}.get(phase)
        limit = self.time_limit
        clock = limit.run_clock(view)
        if clock is not None and clock.expired:
            command: Command | None = Command(Verb.TIME_UP)  # it ran out while the game was answering a command
        else:
            command = self.read(prompt, answers, **args)
        if command is None:
            self.end_of_input()
            return
        if command.verb is Verb.WAKE:
            return  # a shared table opened another question
        if command.verb is Verb.TIME_UP:
            limit.stop_clock()
            self.question_closed()
            if clock is not None and limit.clock_log == self.actions_seen:
                self.turn_commands.turn_action(e.TIME_UP)
            return
        if command.verb in READING and limit.clock is not None:
            with limit.reading(limit.clock):
                self.turn_commands.handle(command, view)
            return
        self.turn_commands.handle(command, view)

    def on_key(self, key: Key) -> Command | None:
        """A key on an empty line; those that read (help, history, the hand) stop the time limit's clock."""
        clock = self.time_limit.clock
        if clock is None or key is Key.DRAW or clock.expired:
            return self.hand_keys.on_key(key)
        with self.time_limit.reading(clock):
            return self.hand_keys.on_key(key)

    def wheel_answer(self, line: str) -> Command | None:
        """UNO Wizz, "one number less": a number alone ("5") names it, whatever the card's colour."""
        view = self.view
        wanted = line.strip()
        if view.wheel is not e.Wheel.ONE_NUMBER_LESS or not wanted.isdigit():
            return None
        cards = [a.card for a in view.legal_actions if isinstance(a, e.Play) and a.card.number == int(wanted)]
        return Command(Verb.PLAY, card=cards[0]) if cards else None

def shared_names(names: Sequence[str], seat: int, lang: str) -> list[str]:
    """The names at a shared table: "you" at this seat, the people's names, and a bot name for each seat a
    bot plays (its name as in a solo game, unless a person already has it)."""
    t = translator(lang)
    taken = {name.casefold() for name in names if name}
    spare = [name for name in bot_names(lang, 9) if name.casefold() not in taken]
    shown = []
    for at, name in enumerate(names):
        if at == seat:
            shown.append(t("player-you"))
        elif name:
            shown.append(name)
        else:
            shown.append(spare.pop(0) if spare else t("bot-name-1"))
    return shown


def _warm_up_later(lang: str, delay: float = 0.3) -> None:
    """Load the words of both languages while the player reads the first prompt.

    Typed words are looked up in both languages; loading the other language
    costs about 0.1 s, which the first answer would otherwise pay.  The
    delay keeps it out of the way of the first prompt's drawing.
    """
    import threading

    def warm() -> None:
        try:
            parse_command("r", lang)  # the command words of both languages
            parse_color("r", lang)  # the card words of both languages
        except Exception:  # noqa: BLE001 - only a speed-up; the answer will load them if needed
            pass

    timer = threading.Timer(delay, warm)
    timer.daemon = True
    timer.start()
