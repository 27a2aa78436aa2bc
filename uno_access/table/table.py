"""The table: the engine state, the bots, the out-of-turn windows, the pace, the hooks that save.

A table runs the match for the seats sitting at it.  A seat (the console,
a network connection, a web page) receives only what its player may see
(:class:`~.messages.News`, events redacted with ``seen_by``), asks the table
for its next :class:`~.messages.Decision`, and sends actions with
:meth:`Table.act`.  Bots play between two decisions of the human seat, so
nothing happens at the table while the player is being asked something.

Catching a forgotten UNO, fairly (official-rules-fr.txt: the player who
forgot draws 2 "si un autre joueur le remarque" before the next player
plays): after a bot's move the human seat has the first chance to catch it
or to jump in, at their own speed; the bots that noticed act only when the
human lets that chance pass (:attr:`Table.deferred`).  After every move the
bots are asked, in the order of play, whether they act out of turn (catch,
say UNO late, jump in): the first that does acts.

A race to shout (UNO Wizz's "Uno wizz", :attr:`DecisionKind.RACE`): each bot
shouts after a delay of its own, human-like (``reaction`` seconds, give or
take a third), counted by the human seat from the moment the announcement has
been printed and spoken; the human who shouts before the fastest bot wins.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from .. import engine as e
from ..engine.view import Phase, PlayerView
from .messages import Decision, DecisionKind, News

#: Called after every applied action: (seat, action, events).  Autosave hooks here.
ApplyHook = Callable[[int, e.Action, Sequence[e.Event]], None]


class Bot(Protocol):
    """What the table asks of a bot (:func:`uno_access.match.make_opponent`)."""

    def choose(self, view: PlayerView) -> e.Action: ...

    def react(self, view: PlayerView) -> e.Action | None: ...

    def observe(self, event: e.Event) -> None: ...


class SeatLink(Protocol):
    """How the table reaches a seat: news of every action, and a word before it waits (the pace)."""

    def news(self, news: News) -> None: ...

    def pausing(self) -> None: ...


class Table:
    """One match: the state, the bots at their seats, and the human seat's questions."""

    def __init__(
        self,
        state: e.State,
        bots: dict[int, Bot],
        *,
        human: int = 0,
        humans: Sequence[int] | None = None,
        pace: float | Callable[[], float] = 0.0,
        sleep: Callable[[float], None] = time.sleep,
        reaction: float = 1.5,
        strict_bots: bool = False,
    ) -> None:
        self.state = state
        self.bots = bots
        #: A bot's illegal move or failing reaction raises (``uno-access simulate`` counts it) instead of being
        #: replaced by a legal move (a match with people plays on).
        self.strict_bots = strict_bots
        self.human = human
        #: The seats people play (a shared table has several; a seat away too long is played by a bot).
        self.humans: set[int] = set(humans) if humans is not None else {human} - set(bots)
        #: A shared table: the log length at which each person let their out-of-turn chance pass.
        self.passed: dict[int, int] = {}
        #: A shared table: the people who pressed Enter for the next round.
        self.ready: set[int] = set()
        #: Seconds between two bots' turns: a number, or the seat's ``pace`` setting read each time.
        self._pace = pace
        self.sleep = sleep
        self.on_apply: list[ApplyHook] = []
        #: Called with (seat, action) before an action is applied, once the rules accept it: a server's store
        #: writes it here.  A hook that raises leaves the match unchanged (nothing applied, nothing said).
        self.before_apply: list[Callable[[int, e.Action], None]] = []
        self.seats: dict[int, SeatLink] = {}
        #: The bots' reactions wait: the human has the first chance to catch or jump in.
        self.deferred = False
        #: The log length at which the human last had an out-of-turn chance.
        self.window_offered: int | None = None
        self._bot_acted = False
        self._last_actor: int | None = None
        self._serial = 0
        self._asked: tuple[DecisionKind, int, Phase] | None = None
        #: Seconds a bot takes to shout in a race, on average (the human-like delay).
        self.reaction = reaction
        #: The bots' delays in the race open (by the log length it opened at), the fastest first.
        self._race: tuple[int, list[tuple[float, int]]] | None = None
        self._race_rng = random.Random(state.seed)

    @property
    def pace(self) -> float:
        return self._pace() if callable(self._pace) else self._pace

    @pace.setter
    def pace(self, seconds: float) -> None:
        self._pace = seconds

    # ------------------------------------------------------------ seats

    def sit(self, seat: int, link: SeatLink) -> None:
        """``link`` receives the news of ``seat`` from now on."""
        self.seats[seat] = link

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now."""
        return self.state.view_for(seat)

    def past(self, seat: int) -> tuple[e.Event, ...]:
        """What ``seat`` may see of the match so far (a seat that sits down, or comes back)."""
        return tuple(seen for seen in (event.seen_by(seat) for event in self.state.events) if seen is not None)

    # ------------------------------------------------------------ applying

    def apply(self, seat: int, action: e.Action) -> list[e.Event]:
        """Apply one action: the ONE place every move of the match goes through.

        Raises :class:`uno_access.engine.IllegalAction` (state unchanged), or what a :attr:`before_apply` hook
        raises (state unchanged).
        """
        if self.before_apply:
            # The rules are asked first, on a copy (same cards, same random stream): an action refused is never
            # written, and one written is applied exactly as it was checked.
            self.state.clone().apply(seat, action)
            for before in self.before_apply:
                before(seat, action)
        events = self.state.apply(seat, action)
        self._last_actor = seat
        for hook in self.on_apply:
            hook(seat, action, events)
        for bot_seat, bot in self.bots.items():
            for event in events:
                seen = event.seen_by(bot_seat)
                if seen is not None:
                    bot.observe(seen)
        if not self.seats:
            return events  # nobody to tell (a table of bots: ``uno-access simulate``)
        counts = tuple(len(hand) for hand in self.state.hands)
        named = _cards_named(action)
        for viewer, link in self.seats.items():
            seen_events = tuple(s for s in (event.seen_by(viewer) for event in events) if s is not None)
            shown: e.Action | None = action
            if named and viewer != seat and not named <= _cards_shown(seen_events):
                shown = None  # a card chosen in secret (UNO Totem Power's card kept, "Presque Uno"): not named
            link.news(News(seat, shown, seen_events, counts))
        return events

    # ------------------------------------------------------------ the human seat's questions

    def advance(self) -> Decision:
        """Let the bots play until the human seat has a question; that question.

        The same question asked again (after the player only asked for their
        hand) keeps its serial; a new one gets the next.
        """
        state = self.state
        while True:
            if state.is_match_over:
                return self._decision(DecisionKind.MATCH_OVER)
            if state.phase is Phase.ROUND_OVER:
                return self._decision(DecisionKind.NEXT_ROUND)
            if state.phase is Phase.SHOUT:
                if self.human not in self.bots and e.SHOUT in state.legal_actions(self.human):
                    return self._decision(DecisionKind.RACE)
                self.race_to_bots()  # the human is out of the round: the fastest bot shouts
                continue
            if self.window_open():
                self.window_offered = len(state.log)
                return self._decision(DecisionKind.WINDOW)
            if self._asked is not None and self._asked[0] is DecisionKind.WINDOW \
                    and self._asked[1] == len(state.log) and state.current_player != self.human:
                return self._decision(DecisionKind.WINDOW)  # the window still open: asked again
            if self.deferred and state.current_player != self.human:
                self.bots_react()  # the human let their chance pass
                continue
            if state.current_player == self.human:
                return self._decision(DecisionKind.TURN)
            self.bot_turn(state.current_player)

    def _decision(self, kind: DecisionKind) -> Decision:
        key = (kind, len(self.state.log), self.state.phase)
        if key != self._asked:
            self._asked = key
            self._serial += 1
        return Decision(self.human, kind, self._serial, self.view(self.human))

    def let_pass(self) -> None:
        """The human lets their out-of-turn chance pass: the bots may react."""
        self._asked = None

    def act(self, action: e.Action, seat: int | None = None) -> bool:
        """The human's turn action.  It closes their chance to catch: bots that noticed act first,
        then react to it.  ``False`` when a bot jumped in first (the turn moved on).

        Raises :class:`uno_access.engine.IllegalAction` (state unchanged).
        """
        seat = self.human if seat is None else seat
        if self.deferred:
            self.bots_react()
            if self.state.current_player != seat or self.state.is_round_over:
                return False
        self.apply(seat, action)
        self.after_move(seat)
        return True

    def jump_in(self, action: e.Action, seat: int | None = None) -> None:
        """The human plays out of turn (jump-in) before the bots react.  Raises ``IllegalAction``."""
        seat = self.human if seat is None else seat
        self.apply(seat, action)
        self.deferred = False
        self.after_move(seat)

    # ------------------------------------------------------------ bots

    def bot_turn(self, seat: int | None, chosen: e.Action | None = None) -> None:
        """The bot at ``seat`` plays its turn (``chosen``: the action it chose already, elsewhere)."""
        if seat is None:  # pragma: no cover - the engine always names a player in play
            raise RuntimeError("no player to play")
        # The pace falls between two players' turns, not inside one (a bot that draws, then plays it).
        if self.pace > 0 and self._bot_acted and seat != self._last_actor:
            for link in self.seats.values():
                link.pausing()
            self.sleep(self.pace)
        bot = self.bots[seat]
        view = self.state.view_for(seat)
        try:
            action = bot.choose(view) if chosen is None else chosen
            self.apply(seat, action)
        except e.IllegalAction:
            if self.strict_bots:
                raise
            # A bot's mistake must never stop the match: take its first legal turn action.
            fallback = [a for a in view.legal_actions if not isinstance(a, (e.CatchUno, e.CallUno))]
            self.apply(seat, fallback[0] if fallback else view.legal_actions[0])
        self._bot_acted = True
        self.after_bot_action()

    def after_bot_action(self) -> None:
        """The human has the first chance to react to a bot's move; else the other bots react now."""
        self.after_move(None)

    def after_move(self, actor: int | None) -> None:
        """After a move, the people (other than its actor) have the first chance to react to it: the bots
        wait for them; else the bots react now."""
        if self.someone_may_react(actor):
            self.deferred = True
        else:
            self.bots_react()

    def someone_may_react(self, actor: int | None = None) -> bool:
        """A person other than ``actor`` may catch a forgotten UNO or jump in."""
        return any(self.human_may_react(seat) for seat in self.humans if seat != actor)

    def let_bots_wait(self) -> None:
        """A resumed match: the bots' reactions wait for the human's chance, as before the kill (autosave)."""
        self.deferred = True

    def human_may_react(self, seat: int | None = None) -> bool:
        """The human (or the person at ``seat``) may catch a forgotten UNO, or jump in out of turn."""
        seat = self.human if seat is None else seat
        state = self.state
        if state.is_round_over:
            return False
        for action in state.legal_actions(seat):
            if isinstance(action, e.CatchUno):
                return True
            if isinstance(action, e.Play) and state.current_player != seat and _calls_for_a_question(action):
                return True
        return False

    def bots_react(self) -> None:
        """Out-of-turn moves of the bots: catch a forgotten UNO, say UNO late, jump in.

        The first bot in the order of play that wants to act does; then they are
        asked again (one move may allow another), until none acts or the human
        has a chance of their own.
        """
        self.deferred = False
        try:
            self._bots_react()
        except BaseException:
            self.deferred = True  # a move that could not be made (its store refused it): they react again later
            raise

    def _bots_react(self) -> None:
        state = self.state
        for _ in range(2 * state.num_players):
            if state.is_round_over or state.phase is Phase.SHOUT:
                return  # a race to shout is the race's own (race_to_bots), never a reaction
            acted = False
            start = state.current_player if state.current_player is not None else self.human
            for step in range(state.num_players):
                seat = (start + step) % state.num_players
                if seat == state.current_player or seat not in self.bots:
                    continue
                legal = state.legal_actions(seat)
                if not legal:
                    continue
                view = state.view_for(seat)
                try:
                    action = self.bots[seat].react(view)
                except Exception:
                    if self.strict_bots:
                        raise
                    action = None
                # legal_actions lists plain plays; a bot may add its UNO call or colour to one.
                if action is not None and (
                    self.strict_bots  # the rules refuse what is not legal
                    or action in view.legal_actions
                    or isinstance(action, e.Play)
                    and e.Play(action.card) in view.legal_actions
                ):
                    self.apply(seat, action)
                    acted = True
                    break
            if not acted:
                return
            if self.someone_may_react():
                self.deferred = True
                return

    # ------------------------------------------------------------ a race to shout (UNO Wizz)

    def race_delays(self) -> list[tuple[float, int]]:
        """The bots' shouting delays in the race open, fastest first: (seconds, seat)."""
        opened = len(self.state.log)
        if self._race is None or self._race[0] != opened:
            delays = sorted((self.reaction * self._race_rng.uniform(0.67, 1.33), seat) for seat in self.bots
                            if e.SHOUT in self.state.legal_actions(seat))
            self._race = (opened, delays)
        return self._race[1]

    def race_delay(self) -> float | None:
        """Seconds the fastest bot takes to shout in the race open (``None``: no bot in the race)."""
        delays = self.race_delays()
        return delays[0][0] if delays else None

    def shout(self, seat: int | None = None) -> None:
        """The human shouts first.  Raises ``IllegalAction`` when no race is open."""
        seat = self.human if seat is None else seat
        self.apply(seat, e.SHOUT)
        self.after_move(seat)

    def race_to_bots(self) -> None:
        """The human let the race go (or was too slow): the fastest bot shouts; with no bot, nobody."""
        delays = self.race_delays()
        if delays:
            self.apply(delays[0][1], e.SHOUT)
        else:
            self.apply(self.human, e.TIME_UP)
        self._bot_acted = True

    # ------------------------------------------------------------ a shared table (several people)

    def questions(self) -> dict[int, DecisionKind]:
        """A shared table: the question open for each person now (:attr:`DecisionKind.WAIT`: none).

        Everyone is asked at once what they may answer: the player whose turn it is, the others who may catch
        or jump in (until they let it pass), everyone in a race, everyone between two rounds.  What arrives
        first at the table is applied first (the server reads one message at a time).
        """
        state = self.state
        people = sorted(self.humans)
        if state.is_match_over:
            return dict.fromkeys(people, DecisionKind.MATCH_OVER)
        if state.phase is Phase.ROUND_OVER:
            return {seat: DecisionKind.WAIT if seat in self.ready else DecisionKind.NEXT_ROUND for seat in people}
        log = len(state.log)
        if state.phase is Phase.SHOUT:
            return {seat: DecisionKind.RACE if self.passed.get(seat) != log and e.SHOUT in state.legal_actions(seat)
                    else DecisionKind.WAIT for seat in people}
        asked: dict[int, DecisionKind] = {}
        for seat in people:
            if state.current_player == seat:
                asked[seat] = DecisionKind.TURN
            elif self.passed.get(seat) != log and self.human_may_react(seat):
                asked[seat] = DecisionKind.WINDOW
            else:
                asked[seat] = DecisionKind.WAIT
        return asked

    def let_pass_at(self, seat: int) -> None:
        """A shared table: the person at ``seat`` lets their chance (or the race) pass."""
        self.passed[seat] = len(self.state.log)

    def bot_step(self, decide: Callable[[int], e.Action | None] | None = None) -> bool:
        """A shared table: one move of the bots (or the next round, when everyone is ready) while nobody is
        being asked anything; ``False`` when the table waits for a person (or a race's clock).

        ``decide(seat)``: the turn action of the bot at ``seat``, chosen by the caller (a server runs the
        searching bots in a worker thread); ``None``: not chosen yet, the table waits."""
        state = self.state
        if state.is_match_over or state.phase is Phase.SHOUT:
            return False
        asked = self.questions()
        if state.phase is Phase.ROUND_OVER:
            if any(kind is DecisionKind.NEXT_ROUND for kind in asked.values()):
                return False
            self.apply(min(self.humans, default=0), e.NEXT_ROUND)
            self.ready.clear()
            return True
        if any(kind in (DecisionKind.TURN, DecisionKind.WINDOW) for kind in asked.values()):
            return False
        log = len(state.log)
        if self.deferred:
            self.bots_react()  # everyone let their chance pass
            if len(state.log) != log:
                return True
        seat = state.current_player
        if seat in self.bots:
            chosen = decide(seat) if decide is not None else None
            if decide is not None and chosen is None:
                return False  # the bot is thinking elsewhere
            self.bot_turn(seat, chosen)
            return True
        return False

    # ------------------------------------------------------------ out-of-turn window

    def out_of_turn_actions(self, seat: int | None = None) -> list[e.Action]:
        """What the human (or the person at ``seat``) may do while it is not their turn: catch, jump in."""
        seat = self.human if seat is None else seat
        if self.state.current_player == seat:
            return []
        return [a for a in self.state.legal_actions(seat) if isinstance(a, (e.CatchUno, e.Play))]

    def window_open(self) -> bool:
        """The human may catch a bot (or jump in) and has not had this chance yet."""
        return any(_calls_for_a_question(action) for action in self.out_of_turn_actions()) \
            and self.window_offered != len(self.state.log)


def _cards_named(value: object) -> frozenset[e.Card]:
    """The cards an action (or an event) names, in any of its fields."""
    if isinstance(value, e.Card):
        return frozenset((value,))
    if isinstance(value, (tuple, list)):
        return frozenset(card for item in value for card in _cards_named(item))
    fields = getattr(value, "__dataclass_fields__", None)
    if not fields:
        return frozenset()
    return frozenset(card for name in fields for card in _cards_named(getattr(value, name)))


def _cards_shown(events: Sequence[e.Event]) -> frozenset[e.Card]:
    return frozenset(card for event in events for card in _cards_named(event))


def _calls_for_a_question(action: e.Action) -> bool:
    """Whether a chance out of turn is worth stopping the match to ask about.  Not the UNO turn card alone
    (house rule uno-card), nor UNO Olympique's invisible card laid at any moment (invisible-any-time): either
    may be laid at any moment, so it would open a question after every move; it is offered with the other
    chances, and at the player's own turn."""
    return not (isinstance(action, e.Play) and action.card.rank in (e.Rank.TURN, e.Rank.INVISIBLE))
