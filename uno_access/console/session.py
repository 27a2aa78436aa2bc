"""The match loop: the human at seat 0, bots at the other seats.

Every action, whoever takes it, goes through :meth:`Session.apply` — the one
place where autosave and statistics hook in (:attr:`Session.on_apply`) — so a
match is rebuilt from its seed, its options and ``state.log``
(``Game.replay``).

Nothing is printed while the player types: bots act only between two
prompts, and what other threads report (speech problems) waits for the next
prompt.

Catching a forgotten UNO, fairly (official-rules-fr.txt: the player who
forgot draws 2 "si un autre joueur le remarque" before the next player
plays):

- when a bot forgets, the game says so and stops at a prompt — the human's
  turn prompt when the human plays next, else a short "catch, or Enter"
  prompt.  The human has the first chance, at their own speed (no timer,
  whatever the pacing); when they let it pass, a bot that noticed (each bot
  notices by its level) catches instead;
- when the human forgets, the bots that notice catch at once; if none did,
  the human may still say ``uno`` until the next player acts.

The same window lets the human jump in out of turn when the rules allow it.
After every move the bots are asked, in the order of play, whether they act
out of turn (catch, say UNO late, jump in): the first that does acts.

Every question names its answers, in its prompt and in the line said before
it (what speech users hear); an answer not understood is told what the
question accepts (:meth:`Session.allowed_now`).  The engine asks the victim
of a draw card or a skip whenever the rules allow an answer, whatever their
hand; when the human holds none (their only turn action is ``Accept``), the
console takes it at once in one line (``ConsoleOptions.auto_accept``, on by
default) unless they may still catch a forgotten UNO.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from .. import engine as e
from ..engine.actions import ChooseEffect, Effect
from ..engine.cards import Card, Color
from ..typed import shown, whole_number
from ..engine.view import Phase, PlayerView
from ..i18n import normalize, translator
from ..notation import (
    AmbiguousCard,
    BadPosition,
    CardNotInHand,
    CardParseError,
    UnknownCard,
    format_card,
    format_color,
    format_partial,
    parse_choice,
    parse_color,
    spoken,
)
from .commands import HELP_ORDER, Command, Verb, command_id, parse_command, play_or_pass, yes_no
from .opponents import Opponent, make_opponent
from .options import ConsoleOptions, HandOrder, MatchOptions, Verbosity
from .output import Output
from .reader import Key, Reader
from .render import Renderer, bot_names, sort_hand
from .rules_text import rules_lines
from .table import rules_of

#: Called after every applied action: (seat, action, events).  Autosave hooks here.
ApplyHook = Callable[[int, e.Action, Sequence[e.Event]], None]

HUMAN = 0
#: Phases in which the human answers with a card of the hand.
_CARD_PHASES = frozenset({Phase.PLAY, Phase.AFTER_DRAW, Phase.ANSWER, Phase.CHALLENGE})


class Session:
    """One match between the human and the bots, from the deal to the final score."""

    def __init__(
        self,
        match: MatchOptions,
        options: ConsoleOptions,
        output: Output,
        reader: Reader | None = None,
        *,
        state: e.State | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.match = match
        self.options = options
        self.output = output
        output.spoken = self.spoken_line
        output.translate = lambda message_id, **args: self.t(message_id, **args)
        self.reader = reader
        self.sleep = sleep
        rules = state.rules if state is not None else rules_of(match)
        self.game = e.Game(match.bots + 1, rules)
        self.state = state if state is not None else self.game.new_match(match.seed)
        t = translator(options.lang)
        self.names = [t("player-you"), *bot_names(options.lang, match.bots)]
        self.renderer = Renderer(options, self.names, viewer=HUMAN)
        self.renderer.rules = self.state.rules
        self.opponents: dict[int, Opponent] = {
            seat: make_opponent(match.level, seat, match.seed) for seat in range(1, match.bots + 1)
        }
        self.on_apply: list[ApplyHook] = []
        #: The saves and the settings file, set by the program (uno_access.storage) when it uses them.
        self.store: object | None = None
        self.stored_settings: object | None = None
        #: A resumed match: its past events are not announced again.
        self.resumed = False
        self.quitting = False
        #: The card under the keyboard cursor (an index into the sorted hand), if any.
        self.focus: int | None = None
        self._history_cursor: int | None = None
        #: The state (log length) at which the last turn line was said.
        self._announced: tuple[int, Phase] | None = None
        #: The log length at which the human last had an out-of-turn chance.
        self._window_offered: int | None = None
        self._bot_acted = False
        self._started = False
        #: The bots' reactions wait: the human has the first chance to catch or jump in.
        self._deferred = False
        self._warmed = False

    # ------------------------------------------------------------------ helpers

    @property
    def t(self):  # noqa: ANN201 - the translator of the current language
        return translator(self.options.lang)

    @property
    def view(self) -> PlayerView:
        return self.state.view_for(HUMAN)

    def say(self, *lines: str) -> None:
        self.output.say(lines)

    def spoken_line(self, line: str) -> str:
        """What the game's voice says for a printed line: the deck's reverse and skip in words."""
        return spoken(line, self.options.lang)

    def card(self, card: Card, chosen: Color | None = None) -> str:
        return format_card(card, self.options.lang, verbose=not self.options.brief, chosen=chosen)

    def hand(self) -> list[Card]:
        """The human's hand in reading order (the order positions and keys use)."""
        return sort_hand(self.state.hands[HUMAN], self.options.order)

    # ------------------------------------------------------------------ applying

    def apply(self, seat: int, action: e.Action) -> list[e.Event]:
        """Apply one action: the ONE place every move of the match goes through.

        Raises :class:`uno_access.engine.IllegalAction` (state unchanged).
        """
        events = self.state.apply(seat, action)
        for hook in self.on_apply:
            hook(seat, action, events)
        for bot_seat, bot in self.opponents.items():
            for event in events:
                seen = event.seen_by(bot_seat)
                if seen is not None:
                    bot.observe(seen)
        self.announce(events)
        return events

    def announce(self, events: Sequence[e.Event]) -> None:
        lines = self.renderer.render(events)
        for event in events:
            if isinstance(event, e.UnoMissed) and event.player != HUMAN:
                lines.append(self.t("catch-hint", player=self.names[event.player]))
        self.output.say(lines)

    # ------------------------------------------------------------------ the loop

    def run(self) -> int:
        """Play until the match ends or the player quits; the exit status."""
        if not self._started:
            self.say(*self.renderer.partner_lines(self.state.num_players))
        if not self.resumed:
            self.start()
        elif not self._started and self.state.phase is Phase.ROUND_OVER:
            # Resumed at "next round?": the round's result again, so the question makes sense.
            ended = [event for event in self.state.events if isinstance(event, e.RoundEnded)]
            if ended:
                self.announce(ended[-1:])
        self._started = True
        self.resumed = True  # run() again after a Ctrl+C: nothing to repeat
        while not self.quitting:
            self.output.flush_later()
            state = self.state
            if state.is_match_over:
                self.say(self.t("match-over"))
                return 0
            if state.phase is Phase.ROUND_OVER:
                self.between_rounds()
                continue
            if self.window_open():
                self.offer_window()
                continue
            if self._deferred and state.current_player != HUMAN:
                self.bots_react()  # the human let their chance pass
                continue
            if state.current_player == HUMAN:
                self.human_turn()
            else:
                self.bot_turn(state.current_player)
        return 0

    def start(self) -> None:
        """Say what happened before the first decision: the dealer, the deal, the first card."""
        if not self._started:
            self._started = True
            self.announce(self.state.events)

    def read(self, prompt_id: str, answers: Callable[[str], Command | None] | None = None,
             **args: object) -> Command | None:
        """The player's next command (``None`` at the end of input).

        ``answers`` understands the answers proper to the question asked
        (``joue``/``passe`` after drawing) before the commands and cards.
        """
        assert self.reader is not None
        self.output.flush_later()
        if not self._warmed:
            self._warmed = True
            _warm_up_later(self.options.lang)
        line = self.reader.read(self.t(prompt_id, **args) + " ")
        if line is None:
            return None
        self.output.new_command()
        self._history_cursor = None
        if isinstance(line, Command):
            return line
        if answers is not None:
            answered = answers(line)
            if answered is not None:
                return answered
        return parse_command(line, self.options.lang)

    def end_of_input(self) -> None:
        self.say(self.t("goodbye"))
        self.quitting = True

    # ------------------------------------------------------------------ bots

    def bot_turn(self, seat: int | None) -> None:
        if seat is None:  # pragma: no cover - the engine always names a player in play
            self.quitting = True
            return
        if self.options.pace > 0 and self._bot_acted:
            self.sleep(self.options.pace)
        bot = self.opponents[seat]
        view = self.state.view_for(seat)
        try:
            action = bot.choose(view)
            self.apply(seat, action)
        except e.IllegalAction:
            # A bot's mistake must never stop the match: take its first legal turn action.
            fallback = [a for a in view.legal_actions if not isinstance(a, (e.CatchUno, e.CallUno))]
            self.apply(seat, fallback[0] if fallback else view.legal_actions[0])
        self._bot_acted = True
        self.after_bot_action()

    def after_bot_action(self) -> None:
        """The human has the first chance to react to a bot's move; else the other bots react now."""
        if self.human_may_react():
            self._deferred = True
        else:
            self.bots_react()

    def let_bots_wait(self) -> None:
        """A resumed match: the bots' reactions wait for the human's chance, as before the kill (autosave)."""
        self._deferred = True

    def human_may_react(self) -> bool:
        """The human may catch a forgotten UNO, or jump in out of turn."""
        state = self.state
        if state.is_round_over:
            return False
        for action in state.legal_actions(HUMAN):
            if isinstance(action, e.CatchUno):
                return True
            if isinstance(action, e.Play) and state.current_player != HUMAN:
                return True
        return False

    def bots_react(self) -> None:
        """Out-of-turn moves of the bots: catch a forgotten UNO, say UNO late, jump in.

        The first bot in the order of play that wants to act does; then they are
        asked again (one move may allow another), until none acts or the human
        has a chance of their own.
        """
        self._deferred = False
        state = self.state
        for _ in range(2 * state.num_players):
            if state.is_round_over:
                return
            acted = False
            start = state.current_player if state.current_player is not None else HUMAN
            for step in range(state.num_players):
                seat = (start + step) % state.num_players
                if seat == HUMAN or seat == state.current_player or seat not in self.opponents:
                    continue
                legal = state.legal_actions(seat)
                if not legal:
                    continue
                view = state.view_for(seat)
                try:
                    action = self.opponents[seat].react(view)
                except Exception:  # noqa: BLE001 - a bot's failure must never stop the match
                    action = None
                # legal_actions lists plain plays; a bot may add its UNO call or colour to one.
                if action is not None and (
                    action in view.legal_actions
                    or isinstance(action, e.Play)
                    and e.Play(action.card) in view.legal_actions
                ):
                    self.apply(seat, action)
                    acted = True
                    break
            if not acted:
                return
            if self.human_may_react():
                self._deferred = True
                return

    # ------------------------------------------------------------------ out-of-turn window

    def out_of_turn_actions(self) -> list[e.Action]:
        if self.state.current_player == HUMAN:
            return []
        return [a for a in self.state.legal_actions(HUMAN) if isinstance(a, (e.CatchUno, e.Play))]

    def window_open(self) -> bool:
        """The human may catch a bot (or jump in) and has not had this chance yet."""
        return bool(self.out_of_turn_actions()) and self._window_offered != len(self.state.log)

    def offer_window(self) -> None:
        self._window_offered = len(self.state.log)
        jump_ins = [a.card for a in self.out_of_turn_actions() if isinstance(a, e.Play)]
        if jump_ins:
            cards = self.t("list-or").join(self.card(card) for card in dict.fromkeys(jump_ins))
            self.say(self.t("jump-in-hint", cards=cards))
        catch = any(isinstance(a, e.CatchUno) for a in self.out_of_turn_actions())
        while not self.quitting:
            command = self.read("prompt-window", catch=catch, jump=bool(jump_ins))
            if command is None:
                self.end_of_input()
                return
            if command.verb is Verb.CATCH:
                if self.catch():
                    return
                continue
            if command.verb is Verb.EMPTY:
                return
            if command.verb is Verb.PLAY and any(isinstance(a, e.Play) for a in self.out_of_turn_actions()):
                self._deferred = False  # the human jumps in first; the bots react after
                if self.play(command):
                    return
                continue
            if command.verb in (Verb.DRAW, Verb.PASS, Verb.PLAY, Verb.CHALLENGE, Verb.ACCEPT):
                self.say(self.t("error-not-your-turn-window"))
                continue
            self.info(command)

    def catch(self) -> bool:
        target = self.state.uno_catchable
        if target is None or target == HUMAN:
            self.say(self.t("error-nothing-to-catch"))
            return False
        return self.try_apply(e.CatchUno(target))

    # ------------------------------------------------------------------ between rounds

    def between_rounds(self) -> None:
        command = self.read("prompt-next-round")
        if command is None:
            self.end_of_input()
            return
        if command.verb is Verb.EMPTY:
            self.focus = None
            self.apply(HUMAN, e.NEXT_ROUND)
            return
        self.info(command, fallback="allowed-round-over")

    # ------------------------------------------------------------------ the human's turn

    def human_turn(self) -> None:
        view = self.view
        if self.take_owed_at_once(view):
            return
        key = (len(self.state.log), view.phase)
        if self._announced != key:
            if self._announced is None or self._announced[0] != key[0]:
                self.focus = None
            self._announced = key
            if view.phase is Phase.AFTER_DRAW and view.drawn_card is not None:
                self.focus = self.hand().index(view.drawn_card)
            self.output.cue()
            self.say(*self.renderer.turn_lines(view))
        phase = view.phase
        prompt = {
            Phase.CHOOSE_COLOR: "prompt-color",
            Phase.CHALLENGE: "prompt-challenge",
            Phase.ANSWER: "prompt-answer",
            Phase.AFTER_DRAW: "prompt-after-draw",
            Phase.CHOOSE_TARGET: "prompt-target",
            Phase.CHOOSE_EFFECT: "prompt-effect",
        }.get(phase, "prompt-play")
        args: dict[str, object] = {}
        if phase is Phase.CHOOSE_COLOR:
            args["colors"] = self.t("list-or").join(self.color_letters())
        elif phase is Phase.AFTER_DRAW:
            args["pass"] = e.PASS in view.legal_actions
        elif phase is Phase.CHOOSE_TARGET:
            args["count"] = sum(1 for a in view.legal_actions if isinstance(a, e.ChooseTarget))
        answers = {Phase.AFTER_DRAW: self.drawn_card_answer, Phase.CHOOSE_EFFECT: self.effect_answer}.get(phase)
        command = self.read(prompt, answers, **args)
        if command is None:
            self.end_of_input()
            return
        self.handle(command, view)

    def take_owed_at_once(self, view: PlayerView) -> bool:
        """A draw card or skip you cannot answer: take it now, in one line (``auto_accept``).

        The engine asks every victim when the rules allow an answer, so the
        table learns nothing of their hand; the console spares the human the
        question when their only turn action is to accept.  Not while they may
        still catch a player who forgot UNO: that chance waits at the prompt.
        """
        if view.phase is not Phase.ANSWER or not self.options.auto_accept:
            return False
        legal = view.legal_actions
        if any(isinstance(a, e.CatchUno) for a in legal):
            return False
        if [a for a in legal if not isinstance(a, e.CallUno)] != [e.ACCEPT]:
            return False
        self.focus = None
        self.say(self.t("answer-taken-at-once", answers=self.renderer.missing_answers(view), count=view.draw_owed))
        self.turn_action(e.ACCEPT)
        return True

    def drawn_card_answer(self, line: str) -> Command | None:
        """After drawing a playable card: ``joue``/``oui``/``play`` plays it, ``passe``/``non``/``n`` passes."""
        drawn = self.view.drawn_card
        answer = play_or_pass(line, self.options.lang)
        uno = False
        if answer is None:
            command = parse_command(line, self.options.lang)  # "joue uno": play it and say UNO
            if command.verb is Verb.PLAY and command.uno and play_or_pass(command.arg, self.options.lang):
                answer, uno = True, True
        if answer is None:
            return None
        if answer and drawn is not None:
            return Command(Verb.PLAY, card=drawn, uno=uno)
        return Command(Verb.PASS)

    def handle(self, command: Command, view: PlayerView) -> None:
        """Do what the human asked on their turn."""
        verb = command.verb
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR and verb in (Verb.PLAY, Verb.EMPTY):
            self.choose_color(command)
            return
        if phase is Phase.CHOOSE_TARGET and verb in (Verb.PLAY, Verb.EMPTY):
            self.choose_target(command)
            return
        if phase is Phase.CHOOSE_EFFECT and verb in (Verb.PLAY, Verb.EMPTY):
            self.choose_effect(command)
            return
        if verb is Verb.PLAY:
            self.play(command)
        elif verb is Verb.EMPTY:
            focused = self.focused_card()
            if focused is None and phase is Phase.AFTER_DRAW:
                focused = view.drawn_card
            if focused is not None and phase in _CARD_PHASES:
                self.play(Command(Verb.PLAY, card=focused))
            else:
                self.say(*self.renderer.turn_lines(view))
        elif verb is Verb.DRAW and phase in (Phase.ANSWER, Phase.CHALLENGE):
            self.turn_action(e.ACCEPT)  # Space takes what is owed: "piochez 4 (Espace)"
        elif verb is Verb.DRAW:
            self.turn_action(e.DRAW)
        elif verb is Verb.PASS:
            self.turn_action(e.PASS)
        elif verb is Verb.CHALLENGE:
            self.turn_action(e.CHALLENGE)
        elif verb is Verb.ACCEPT:
            self.turn_action(e.ACCEPT)
        elif verb is Verb.UNO and self.uno_already_said(view):
            self.say(self.t("error-uno-already"))
        elif verb is Verb.UNO:
            self.try_apply(e.CALL_UNO)
        elif verb is Verb.CATCH:
            self.catch()
        else:
            self.info(command)

    @staticmethod
    def uno_already_said(view: PlayerView) -> bool:
        """UNO typed again: the human said it already (two cards and no UNO left to say, or one card)."""
        if view.player in view.uno_called:
            return True
        return (view.is_my_turn and view.phase in (Phase.PLAY, Phase.AFTER_DRAW) and len(view.hand) == 2
                and e.CALL_UNO not in view.legal_actions)

    def focused_card(self) -> Card | None:
        hand = self.hand()
        if self.focus is None or not 0 <= self.focus < len(hand):
            return None
        return hand[self.focus]

    def turn_action(self, action: e.Action) -> bool:
        """A turn action closes the human's chance to catch: bots that noticed act first, then react to it."""
        if self._deferred:
            self.bots_react()
            if self.state.current_player != HUMAN or self.state.is_round_over:
                return False  # a bot jumped in: the turn moved on
        done = self.try_apply(action)
        if done:
            self.bots_react()
        return done

    def try_apply(self, action: e.Action) -> bool:
        """Apply the human's action, or say why not and what is allowed (the game is unchanged)."""
        try:
            self.apply(HUMAN, action)
        except e.IllegalAction as error:
            if error.reason in (e.Reason.WRONG_PHASE, e.Reason.MUST_ANSWER_DRAW, e.Reason.NOT_AVAILABLE):
                self.say(*self.not_now_lines())
            elif error.reason is e.Reason.CARD_DOES_NOT_MATCH and self.view.phase is Phase.PLAY:
                # What was wrong, then what is allowed: the cards that do go, or the draw.
                self.say(self.refusal(error), *self.renderer.playable_lines(self.view))
            else:
                self.say(self.refusal(error))
            return False
        return True

    def play(self, command: Command) -> bool:
        hand = self.hand()
        chosen: Color | None = None
        if command.card is None and not command.arg.strip():  # "joue" alone
            card_now = self.focused_card() or (self.view.drawn_card if self.view.phase is Phase.AFTER_DRAW else None)
            if card_now is None:
                self.say(self.allowed_now())
                return False
            command = Command(Verb.PLAY, card=card_now, uno=command.uno)
        if command.card is not None:
            card = command.card
        else:
            try:
                choice = parse_choice(command.arg, self.options.lang, hand)
            except CardParseError as error:
                self.say(*self.parse_error_lines(error))
                return False
            card, chosen = choice.card, choice.color
        if chosen is not None and not card.chooses_color:
            chosen = None
        return self.turn_action(e.Play(card, color=chosen, uno=command.uno))

    def choose_color(self, command: Command) -> None:
        color = parse_color(command.arg, self.options.lang) if command.arg else None
        if color is None:
            self.say(self.t("error-color", colors=self.color_initials()))
            return
        self.turn_action(e.ChooseColor(color))

    def color_letters(self) -> list[str]:
        """The colours' initials in the language ("r", "j", "v", "b")."""
        return [format_color(c, self.options.lang, verbose=False) for c in e.COLORS]

    def color_initials(self) -> str:
        """The colours' initials as choices: "r, j, v ou b"."""
        return self.or_list(self.color_letters())

    def or_list(self, items: Sequence[str]) -> str:
        """Choices said in words: "a, b ou c"."""
        items = list(items)
        if len(items) < 2:
            return "".join(items)
        return self.t("list-or").join(items[:-1]) + self.t("list-or-last") + items[-1]

    def choose_target(self, command: Command) -> None:
        """A player named by name (or its first letters) or by place in the list offered."""
        targets = [a.target for a in self.view.legal_actions if isinstance(a, e.ChooseTarget)]
        wanted = normalize(command.arg)
        chosen: list[int] = []
        place = whole_number(wanted, 1, len(targets))
        if place is not None:
            chosen = [targets[place - 1]]
        elif wanted:
            chosen = [seat for seat in targets if normalize(self.names[seat]) == wanted]
            chosen = chosen or [seat for seat in targets if normalize(self.names[seat]).startswith(wanted)]
        if len(chosen) == 1:
            self.turn_action(e.ChooseTarget(chosen[0]))
            return
        self.say(self.target_choices(targets))

    def target_choices(self, targets: Sequence[int]) -> str:
        return self.t("error-target", players=self.or_list([self.names[seat] for seat in targets]))

    def choose_effect(self, command: Command) -> None:
        effect = self.effect_named(command.arg)
        if effect is None:
            self.say(self.effect_choices())
        else:
            self.turn_action(ChooseEffect(effect))

    def effect_named(self, text: str) -> Effect | None:
        """The Family Quick Joker's effect ``text`` names, in the game's language first, or ``None``."""
        wanted = normalize(text)
        if not wanted:
            return None
        for lang in (self.options.lang, *(other for other in ("fr", "en") if other != self.options.lang)):
            t = translator(lang)
            for effect in Effect:
                message = f"effect-{effect.value}"
                if wanted in (normalize(t(message)), *t.words(message)):
                    return effect
        return None

    def effect_answer(self, line: str) -> Command | None:
        """At the effect question, an effect's name is the answer before any command of the same word
        ("passe" is the skip effect there, not the command that passes)."""
        return Command(Verb.PLAY, arg=line) if self.effect_named(line) is not None else None

    def effect_choices(self) -> str:
        if self.options.brief:
            return self.t("turn-choose-effect")  # the short names, within 40 cells
        return self.t("error-effect", effects=self.or_list([self.t(f"effect-{effect.value}") for effect in Effect]))

    # ------------------------------------------------------------------ errors

    def parse_error_lines(self, error: CardParseError) -> list[str]:
        """What was wrong with a typed card, then what may be typed now when nothing was understood."""
        if isinstance(error, UnknownCard) and error.color is None and error.rank is None:
            if self.view.phase is Phase.PLAY or not self.view.is_my_turn:
                return [self.parse_error(error), self.allowed_now()]
            return [self.allowed_now()]  # a question: what it accepts is the answer
        return [self.parse_error(error)]

    def no_playable_line(self) -> str:
        """No card to play: "draw" during play; what the question accepts otherwise (a +4 to challenge)."""
        if self.view.phase is Phase.PLAY:
            return self.t("playable-none")
        return self.allowed_now()

    def not_now_lines(self) -> list[str]:
        """An action or command that makes no sense now: during a question, what it accepts;
        else "not now" and what may be done."""
        if self.state.current_player == HUMAN and self.state.phase not in (Phase.PLAY, Phase.ROUND_OVER):
            return [self.allowed_now()]
        return [self.t("error-not-now"), self.allowed_now()]

    def allowed_now(self) -> str:
        """One short line: what may be typed at this moment of the game."""
        state = self.state
        view = self.view
        t = self.t
        if state.phase is Phase.ROUND_OVER:
            return t("allowed-round-over")
        if state.phase is Phase.MATCH_OVER:
            return t("help-now-match-over")
        if state.current_player != HUMAN:
            actions = self.out_of_turn_actions()
            catch = next((a.target for a in actions if isinstance(a, e.CatchUno)), None)
            cards = [self.card(a.card) for a in actions if isinstance(a, e.Play)]
            if catch is None and not cards:
                return t("help-now-wait")
            return t("allowed-window", catch=catch is not None, player=self.names[catch] if catch is not None else "",
                     cards=self.or_list(list(dict.fromkeys(cards))))
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            return t("error-color", colors=self.color_initials())
        if phase is Phase.AFTER_DRAW and view.drawn_card is not None:
            return t("allowed-after-draw", card=self.card(view.drawn_card), **{"pass": e.PASS in view.legal_actions})
        if phase is Phase.CHALLENGE:
            return t("allowed-challenge")
        if phase is Phase.ANSWER:
            answers = self.renderer.answers(view)
            if not answers:
                return self.renderer.answer_line(view)
            return t("allowed-answer", cards=self.or_list([self.card(card) for card in answers]), count=view.draw_owed)
        if phase is Phase.CHOOSE_TARGET:
            return self.target_choices([a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)])
        if phase is Phase.CHOOSE_EFFECT:
            return self.effect_choices()
        return t("allowed-play")

    def parse_error(self, error: CardParseError) -> str:
        lang = self.options.lang
        if isinstance(error, BadPosition):
            return self.t("error-position", position=error.position, count=error.size)
        if isinstance(error, AmbiguousCard):
            understood = format_partial(error.color, error.rank, lang, verbose=not self.options.brief)
            cards = self.t("list-or").join(self.card(card) for card in error.candidates)
            return self.t("error-ambiguous", understood=understood, cards=cards)
        if isinstance(error, CardNotInHand):
            understood = format_partial(error.color, error.rank, lang, verbose=not self.options.brief)
            return self.t("error-not-in-hand", card=understood)
        if isinstance(error, UnknownCard):
            if error.color is not None or error.rank is not None:
                understood = format_partial(error.color, error.rank, lang, verbose=not self.options.brief)
                return self.t("error-unknown-part", text=shown(error.text), understood=understood)
            return self.t("error-unknown", text=shown(error.text))
        return self.t("error-unknown", text=shown(error.text))  # pragma: no cover

    def refusal(self, error: e.IllegalAction) -> str:
        """Why the engine refused, in words, with the card and the table when they help."""
        message = f"error-{error.reason.value}"
        if not self.t.has(message):
            message = "error-not-available"
        action = error.action
        view = self.view
        card = self.card(action.card) if isinstance(action, e.Play) else ""
        top = self.card(view.top_card) if view.top_card else self.t("table-no-card")
        color = format_color(view.color, self.options.lang) if view.color else self.t("table-no-color")
        drawn = self.card(view.drawn_card) if view.drawn_card else ""
        return self.t(message, card=card, top=top, color=color, drawn=drawn)

    # ------------------------------------------------------------------ information

    def info(self, command: Command, fallback: str = "error-not-now") -> None:
        """Commands that change nothing in the game: hand, status, help, settings..."""
        verb = command.verb
        view = self.view
        r = self.renderer
        if verb is Verb.HAND:
            self.say(*r.hand_lines(view.hand, r.playable(view) if view.is_my_turn else ()))
        elif verb is Verb.PLAYABLE:
            if view.is_my_turn and not r.playable(view):
                self.say(self.no_playable_line())
            elif view.is_my_turn:
                self.say(*r.playable_lines(view))
            else:
                self.say(self.t("playable-not-your-turn"))
        elif verb is Verb.TOP:
            self.say(r.top_line(view))
        elif verb is Verb.STATUS:
            self.say(*r.status_lines(view))
        elif verb is Verb.SCORES:
            self.say(*r.score_lines(view.scores, view.rules))
        elif verb is Verb.STATS:
            self.stats()
        elif verb is Verb.RULES:
            everything = bool(command.arg) and normalize(command.arg) in self.t.words("help-all")
            self.say(*rules_lines(view.rules, self.options.lang, everything=everything))
        elif verb is Verb.HELP:
            self.help(command.arg)
        elif verb is Verb.KEYS:
            self.say(*self.verb_help(Verb.KEYS))
        elif verb is Verb.REPEAT:
            self.output.repeat()
        elif verb is Verb.HISTORY:
            self.history(command.arg)
        elif verb is Verb.SETTINGS:
            self.settings()
        elif verb is Verb.VERBOSITY:
            self.set_verbosity(command.arg)
        elif verb is Verb.PACE:
            self.set_pace(command.arg)
        elif verb is Verb.SPEECH:
            self.set_speech(command.arg)
        elif verb is Verb.SORT:
            self.set_order(command.arg)
        elif verb is Verb.BELL:
            self.output.bell = not self.output.bell
            self.say(self.t("settings-bell", value=self.output.bell))
        elif verb is Verb.SILENCE:
            self.output.speaker.cancel()
        elif verb is Verb.QUIT:
            self.confirm_quit()
        elif fallback == "error-not-now":
            self.say(*self.not_now_lines())
        else:
            self.say(self.t(fallback))

    def help(self, topic: str) -> None:
        t = self.t
        if topic:
            command = parse_command(topic, self.options.lang)
            if command.verb not in (Verb.PLAY, Verb.EMPTY):
                self.say(*self.verb_help(command.verb))
                return
            if normalize(topic) in t.words("help-all"):
                self.say(*(line for verb in HELP_ORDER for line in self.verb_help(verb)))
                return
        self.say(*self.help_now())
        words = [t(command_id(verb)) for verb in HELP_ORDER]
        first = t("help-commands") + " "
        self.say(*self.renderer.wrap(words, first))
        self.say(*t("help-more").splitlines())

    def verb_help(self, verb: Verb) -> list[str]:
        """A command's help: the words that work, then what it does, one line each (help.ftl's lines,
        40 cells).  A word that differs from one already said only by its accents (``etat`` after
        ``état``) is not said: it is typed the same way."""
        t = self.t
        words: dict[str, str] = {}
        for word in (t(command_id(verb)), *t.words(command_id(verb))):
            words.setdefault(normalize(word), word)
        return t(f"help-{verb.value}", words=t("list-or").join(words.values())).splitlines()

    def help_now(self) -> list[str]:
        """What can be done at this moment, in a few short lines (the first thing ``aide`` says)."""
        state = self.state
        if state.phase is Phase.ROUND_OVER:
            message = "help-now-round-over"
        elif state.phase is Phase.MATCH_OVER:
            message = "help-now-match-over"
        elif self.window_open() or (self.state.current_player != HUMAN and self.out_of_turn_actions()):
            message = "help-now-window"
        else:
            phase = state.phase.value if state.current_player == HUMAN else "wait"
            message = f"help-now-{phase}"
            if not self.t.has(message):
                message = "help-now-play"
        return self.t(message, colors=self.color_initials(),
                      **{"pass": e.PASS in self.view.legal_actions}).splitlines()

    def history(self, arg: str) -> None:
        count = whole_number(arg, 1, 10**6) or 10
        lines = self.output.history[-count:]
        if not lines:
            self.say(self.t("history-empty"))
            return
        self.output.say([self.t("history-intro", count=len(lines)), *lines], record=False)

    # ------------------------------------------------------------------ settings

    def stats(self) -> None:
        """``stats``: the statistics kept with the saves (cli.play sets ``self.store``)."""
        from ..storage.menu import stats_command

        store = getattr(self, "store", None)
        if store is None:
            self.say(self.t("error-not-now"))
            return
        stats_command(self, store)

    def settings(self) -> None:
        stored = getattr(self, "stored_settings", None)
        if stored is not None:  # the options menu of uno_access.storage: every setting, saved to the file
            from ..storage.menu import settings_menu

            settings_menu(self, stored)
            return
        o = self.options
        self.say(
            self.t("settings-verbosity", value=o.verbosity.value),
            self.t("settings-pace", seconds=o.pace),
            self.t("settings-speech", value=o.speech),
            self.t("settings-sort", value=o.order.value),
            self.t("settings-how"),
        )

    def _choice(self, arg: str, prefix: str, values: Sequence[str]) -> str | None:
        wanted = normalize(arg)
        for value in values:
            message = f"{prefix}-{value}"
            if wanted in (normalize(self.t(message)), *self.t.words(message)):
                return value
        for lang in ("fr", "en"):
            for value in values:
                message = f"{prefix}-{value}"
                if wanted in (normalize(translator(lang)(message)), *translator(lang).words(message)):
                    return value
        return None

    def set_verbosity(self, arg: str) -> None:
        o = self.options
        if not arg:
            o.verbosity = Verbosity.FULL if o.brief else Verbosity.BRIEF
        else:
            value = self._choice(arg, "value-verbosity", [v.value for v in Verbosity])
            if value is None:
                self.say(self.t("error-setting", value=shown(arg), choices=self._choices("value-verbosity", Verbosity)))
                return
            o.verbosity = Verbosity(value)
        self.say(self.t("settings-verbosity", value=o.verbosity.value))

    def set_order(self, arg: str) -> None:
        o = self.options
        if not arg:
            o.order = HandOrder.NUMBER if o.order is HandOrder.COLOR else HandOrder.COLOR
        else:
            value = self._choice(arg, "value-sort", [v.value for v in HandOrder])
            if value is None:
                self.say(self.t("error-setting", value=shown(arg), choices=self._choices("value-sort", HandOrder)))
                return
            o.order = HandOrder(value)
        self.focus = None
        self.say(self.t("settings-sort", value=o.order.value))

    def _choices(self, prefix: str, enum: type) -> str:
        return self.t("list-or").join(self.t(f"{prefix}-{member.value}") for member in enum)  # type: ignore[attr-defined]

    def set_pace(self, arg: str) -> None:
        try:
            seconds = float(arg.replace(",", "."))
            if not 0 <= seconds <= 10:
                raise ValueError(arg)
        except ValueError:
            self.say(self.t("error-pace", value=shown(arg)))
            return
        self.options.pace = seconds
        self.say(self.t("settings-pace", seconds=seconds))

    def set_speech(self, arg: str) -> None:
        value = self._choice(arg, "value-speech", ["on", "off"]) if arg else ("off" if self.options.speech != "off" else "on")
        if value is None:
            self.say(self.t("error-setting", value=shown(arg), choices=self.t("list-or").join(
                self.t(f"value-speech-{v}") for v in ("on", "off"))))
            return
        self.set_speech_mode(value)

    def set_speech_mode(self, value: str) -> None:
        """Turn the game's own voice on or off (the console module wires the speaker)."""
        from .speech_setup import switch_speech

        switch_speech(self, value)

    def set_voice(self, *, rate: int | None = None, volume: int | None = None, voice: str | None = None) -> None:
        """Change the game's voice now and for the rest of the run (the options menu)."""
        from .speech_setup import set_voice

        set_voice(self, rate=rate, volume=volume, voice=voice)

    def play_again(self) -> bool:
        """At the end of the match: "Rejouer ? (o/n) [oui]"; ``False`` for no, Ctrl+C or the end of input.

        Enter alone says yes, the default the question shows in brackets as the start-up
        questions do: Enter goes on everywhere else in the game, and a new match costs nothing
        (the finished one is saved; quitting is one word away).
        """
        assert self.reader is not None
        while True:
            line = self.reader.read(self.t("prompt-again") + " ")
            if line is None or (isinstance(line, Command) and line.verb is Verb.QUIT):
                return False
            if isinstance(line, str) and not line.strip():
                return True
            answer = yes_no(line, self.options.lang) if isinstance(line, str) else None
            if answer is not None:
                return answer
            self.say(self.t("error-yes-no"))

    def confirm_quit(self) -> None:
        while True:
            assert self.reader is not None
            line = self.reader.read(self.t("prompt-quit") + " ")
            if line is None:
                self.end_of_input()
                return
            if isinstance(line, Command):
                answer = True if line.verb is Verb.QUIT else None
            elif not line.strip():
                answer = False  # Enter alone keeps playing: the safe default, shown in brackets
            else:
                answer = yes_no(line, self.options.lang)
            if answer is True:
                self.say(self.t("goodbye"))
                self.quitting = True
                return
            if answer is False:
                self.say(self.t("quit-cancelled"))
                return
            self.say(self.t("error-yes-no"))

    # ------------------------------------------------------------------ keys

    def on_key(self, key: Key) -> Command | None:
        """What a key does while the line is empty (see :mod:`.reader`)."""
        hand = self.hand()
        view = self.view
        if key is Key.DRAW:
            return Command(Verb.DRAW)
        if key is Key.HELP:
            self.help("")
            return None
        if key is Key.REPEAT:
            self.output.repeat()
            return None
        if key is Key.SILENCE:
            self.output.speaker.cancel()
            return None
        if key in (Key.HISTORY_BACK, Key.HISTORY_FORWARD):
            self.step_history(-1 if key is Key.HISTORY_BACK else 1)
            return None
        if not hand:
            self.say(self.t("hand-empty"))
            return None
        if key in (Key.NEXT_PLAYABLE, Key.PREVIOUS_PLAYABLE):
            if not view.is_my_turn:
                self.output.say([self.t("playable-not-your-turn")], record=False)
                return None
            if view.phase not in _CARD_PHASES:
                self.output.say(self.help_now(), record=False)
                return None
            playable = set(self.renderer.playable(view))
            if not playable:
                self.output.say([self.no_playable_line()], record=False)
                return None
            step = 1 if key is Key.NEXT_PLAYABLE else -1
            index = self.focus if self.focus is not None else (-1 if step == 1 else len(hand))
            for _ in range(len(hand)):
                index = (index + step) % len(hand)
                if hand[index] in playable:
                    break
            self.focus = index
        elif key is Key.NEXT_CARD:
            self.focus = 0 if self.focus is None else min(self.focus + 1, len(hand) - 1)
        elif key is Key.PREVIOUS_CARD:
            self.focus = len(hand) - 1 if self.focus is None else max(self.focus - 1, 0)
        elif key is Key.FIRST_CARD:
            self.focus = 0
        elif key is Key.LAST_CARD:
            self.focus = len(hand) - 1
        self.say_focus(hand, view)
        return None

    def say_focus(self, hand: list[Card], view: PlayerView) -> None:
        assert self.focus is not None
        card = hand[self.focus]
        playable = view.is_my_turn and card in self.renderer.playable(view)
        self.output.say(
            [self.t("focus-card", card=self.card(card), playable=playable, position=self.focus + 1, count=len(hand))],
            record=False,
            interrupt=True,
        )

    def step_history(self, step: int) -> None:
        history = self.output.history
        if not history:
            self.output.say([self.t("history-empty")], record=False)
            return
        cursor = len(history) if self._history_cursor is None else self._history_cursor
        cursor = max(0, min(len(history) - 1, cursor + step))
        self._history_cursor = cursor
        self.output.say([self.t("history-line", position=cursor + 1, count=len(history), line=history[cursor])],
                        record=False)


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
