"""Commands that change nothing in the game: hand, status, scores, rules, help, history, quit.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.info_commands``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import engine as e
from ..engine.view import Phase
from ..i18n import normalize
from ..typed import shown, whole_number
from .commands import HELP_ORDER, Command, Verb, command_id, parse_command, yes_no
from .rules_text import rules_lines

if TYPE_CHECKING:
    from .session import Session

#: The argument of the ``keys`` command the game gives a key typed where keys cannot work (an arrow, F1).
KEY_TYPED = "\x1b"


class InfoCommands:
    """What the player asks about the game, and the two questions that end it (quit, play again)."""

    #: The words for the keys were said this match (plain input): a key typed again gets one short line.
    _keys_explained = False

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def info(self, command: Command, fallback: str = "error-not-now") -> None:
        """Commands that change nothing in the game: hand, status, help, settings...

        What they say is set aside: ``repeat`` (F2) after them says the game's last lines again.
        """
        game = list(self.session.output.last)
        with self.session.output.aside():
            self._info(command, fallback)
        if command.verb is Verb.SETTINGS and game and not self.session.quitting:
            self.session.output.say([game[-1]], record=False)  # back from the menu: the question still open

    def _info(self, command: Command, fallback: str) -> None:
        verb = command.verb
        view = self.session.view
        r = self.session.renderer
        if verb is Verb.HAND:
            self.session.say(*r.hand_lines(view.hand, r.playable(view) if view.is_my_turn else ()))
        elif verb is Verb.PLAYABLE:
            if view.is_my_turn and not r.playable(view):
                self.session.say(self.session.explaining.no_playable_line())
            elif view.is_my_turn:
                self.session.say(*r.playable_lines(view))
            else:
                self.session.say(self.session.t("playable-not-your-turn"))
        elif verb is Verb.TOP:
            self.session.say(r.top_line(view))
        elif verb is Verb.STATUS:
            self.session.say(*r.status_lines(view))
        elif verb is Verb.SCORES:
            self.session.say(*r.score_lines(view.scores, view.rules, view.round_number))
        elif verb is Verb.STATS:
            self.session.settings_commands.stats()
        elif verb is Verb.RULES:
            everything = bool(command.arg) and normalize(command.arg) in self.session.t.words("help-all")
            self.session.say(*rules_lines(view.rules, self.session.options.lang, everything=everything))
        elif verb is Verb.HELP:
            self.help(command.arg)
        elif verb is Verb.KEYS:
            if command.arg == KEY_TYPED and self._keys_explained:
                self.session.say(self.session.t("keys-plain-again"))  # an arrow again: the block once a match is enough
            else:
                self.session.say(*self.verb_help(Verb.KEYS))
                self._keys_explained = True
        elif verb is Verb.REPEAT:
            self.session.output.repeat()
        elif verb in (Verb.HISTORY, Verb.VERBOSITY, Verb.PACE, Verb.SPEECH, Verb.SORT, Verb.SOUNDS):
            settings = self.session.settings_commands
            {Verb.HISTORY: self.history, Verb.VERBOSITY: settings.set_verbosity, Verb.PACE: settings.set_pace,
             Verb.SPEECH: settings.set_speech, Verb.SORT: settings.set_order, Verb.SOUNDS: settings.set_sounds}[verb](command.arg)
        elif verb is Verb.SETTINGS:
            self.session.settings_commands.settings()
        elif verb is Verb.BELL:
            self.session.output.bell = not self.session.output.bell
            self.session.say(self.session.t("settings-bell", value=self.session.output.bell))
        elif verb is Verb.SILENCE:
            self.session.output.speaker.cancel()
        elif verb is Verb.QUIT:
            self.confirm_quit()
        elif verb in (Verb.SAY, Verb.CHAT, Verb.KICK):
            self.session.net_seat.chat_command(command)
        elif fallback == "error-not-now":
            self.session.say(*self.session.explaining.not_now_lines())
        else:
            self.session.say(self.session.t(fallback))

    def help(self, topic: str) -> None:
        """``aide`` (F1, ``?``): what can be done now, or a command's help (``aide pioche``); inside a menu, the
        menu's own help."""
        menu_help = self.session.menu_help
        if menu_help is not None:
            self.session.say(*menu_help())
            return
        with self.session.output.aside():
            self._help(topic)

    def _help(self, topic: str) -> None:
        t = self.session.t
        if topic:
            command = parse_command(topic, self.session.options.lang)
            if command.verb not in (Verb.PLAY, Verb.EMPTY):
                self.session.say(*self.verb_help(command.verb))
                if command.verb is Verb.SOUNDS:
                    from .sound_demo import play_demo

                    play_demo(self.session)  # each sound, then its name
                return
            if normalize(topic) in t.words("help-all"):
                self.session.say(*(line for verb in self.help_verbs() for line in self.verb_help(verb)))
                return
        self.session.say(*self.help_now())
        if self.session.view.rules.time_limit:
            self.session.say(t("help-time-limit"))  # reading does not cost the turn (session.Session.reading)
        words = [t(command_id(verb)) for verb in self.help_verbs()]
        first = t("help-commands") + " "
        self.session.say(*self.session.renderer.words.wrap(words, first))
        more = "help-more-plain" if not getattr(self.session.reader, "keys", True) and t.has("help-more-plain") else "help-more"
        self.session.say(*t(more).splitlines())

    def help_verbs(self) -> list[Verb]:
        """The commands ``help`` lists: the totem command only where there are totems (UNO Totem Power), the chat
        only at a shared table."""
        shared = self.session.shared
        return [verb for verb in HELP_ORDER if (verb is not Verb.TOTEM or self.session.view.rules.totems)
                and (verb not in (Verb.SAY, Verb.CHAT, Verb.KICK) or shared)]

    def verb_help(self, verb: Verb) -> list[str]:
        """A command's help: the words that work, then what it does, one line each (help.ftl's lines,
        40 cells).  A word that differs from one already said only by its accents (``etat`` after
        ``état``) is not said: it is typed the same way."""
        t = self.session.t
        words: dict[str, str] = {}
        # The words as written (« répéter », not the « repeter » they are compared as): shown without their
        # accents they read as typos.
        written = (word.strip() for word in t.attr(command_id(verb), "accept").split(","))
        for word in (t(command_id(verb)), *(word for word in written if word)):
            words.setdefault(normalize(word), word)
        message = f"help-{verb.value}"
        if not getattr(self.session.reader, "keys", True) and t.has(message + "-plain"):
            message += "-plain"  # plain input: the words, never keys that cannot work (F1, arrows)
        return t(message, words=t("list-or").join(words.values())).splitlines()

    def help_now(self) -> list[str]:
        """What can be done at this moment, in a few short lines (the first thing ``aide`` says)."""
        view = self.session.view
        if view.phase is Phase.ROUND_OVER:
            message = "help-now-round-over"
        elif view.phase is Phase.MATCH_OVER:
            message = "help-now-match-over"
        elif view.phase is Phase.SHOUT:
            message = "help-now-shout"  # UNO Wizz: a race open to everyone, whoever spun
        elif view.current_player != self.session.seat and self.session.out_of_turn_actions():
            message = "help-now-window"
        else:
            phase = view.phase.value if view.current_player == self.session.seat else "wait"
            if phase == "wait" and self.session.shared:
                phase = "wait-shared"  # nothing to go on with: the news come by themselves
            message = f"help-now-{phase}"
            if not self.session.t.has(message):
                message = "help-now-play"
        if not getattr(self.session.reader, "keys", True) and self.session.t.has(message + "-plain"):
            message += "-plain"  # plain input: the words, never keys that cannot work
        return self.session.t(message, colors=self.session.explaining.color_initials(),
                      **{"pass": e.PASS in self.session.view.legal_actions}).splitlines()

    def history(self, arg: str) -> None:
        """The game's events: the last ten of this round, the last N (``historique 20``), or a whole round
        (``historique manche 2``, ``history round 2``)."""
        rounds = self.session.events_seen.round_count()
        words = arg.split()
        round_index: int | None = None
        count = 10
        if words and normalize(words[0]) in self.session.t.words("history-round-word"):
            number = whole_number(words[1], 1, rounds - 1) if len(words) == 2 else None
            if number is None:
                self.session.say(self.session.t("error-history-round", count=rounds - 1))
                return
            round_index, count = number, 10**6
        elif words:
            number = whole_number(arg, 1, 10**6)
            if number is None:
                self.session.say(self.session.t("error-history", value=shown(arg)))
                return
            count = number
        events = self.session.events_seen.events(self.session.narrator.render_fresh, round_index)
        if not events:
            self.session.say(self.session.t("history-empty"))
            return
        shown_events = events[-count:]  # events, as Page Up counts them: one may take two lines of 40 cells
        number = round_index if round_index is not None else max(rounds - 1, 0)
        self.session.output.say([self.session.t("history-intro", count=len(shown_events), round=number, total=len(events)),
                         *(line for event in shown_events for line in event)], record=False)

    def play_again(self) -> bool:
        """At the end of the match: "Rejouer ? (o/n) [oui]"; ``False`` for no, Ctrl+C or the end of input.

        Enter alone says yes, the default the question shows in brackets as the start-up
        questions do: Enter goes on everywhere else in the game, and a new match costs nothing
        (the finished one is saved; quitting is one word away).
        """
        assert self.session.reader is not None
        while True:
            line = self.session.reader.read(self.session.t("prompt-again") + " ")
            if isinstance(line, str) and line.strip() and parse_command(line, self.session.options.lang).verb is Verb.QUIT:
                line = None  # "quit" at this question: no, as the words say
            if line is None or (isinstance(line, Command) and line.verb is Verb.QUIT):
                answer: bool | None = False
            elif isinstance(line, str) and not line.strip():
                answer = True
            else:
                answer = yes_no(line, self.session.options.lang) if isinstance(line, str) else None
            if answer is False:
                self.session.say(self.session.t("goodbye"))  # the match is over and saved: only the goodbye is left to say
                return False
            if answer is not None:
                self.session.output.new_command()  # the next match's lines are what F2 repeats, not this one's end
                return answer
            self.session.say(self.session.t("error-yes-no"))

    def confirm_quit(self) -> None:
        while True:
            assert self.session.reader is not None
            line = self.session.reader.read(self.session.t("prompt-quit") + " ")
            if line is None and getattr(self.session.reader, "key_eof", False):
                line = Command(Verb.QUIT)  # Ctrl+D typed at this question: yes, as Ctrl+C says here
            if line is None:
                self.session.end_of_input()
                return
            if isinstance(line, Command) and line.verb is Verb.WAKE:
                self.session.net_seat.take_news()  # a shared table's news, said before the question again
                self.session.narrator.flush(hold_fate=True)
                continue
            if isinstance(line, Command):
                answer = True if line.verb is Verb.QUIT else None
            elif not line.strip():
                answer = False  # Enter alone keeps playing: the safe default, shown in brackets
            else:
                answer = yes_no(line, self.session.options.lang)
            if answer is True:
                self.session.say(self.session.t("goodbye"))
                self.session.quitting = True
                return
            if answer is False:
                self.session.say(self.session.t("quit-cancelled"))
                return
            self.session.say(self.session.t("error-yes-no"))
