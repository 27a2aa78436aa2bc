"""The state machine of a match: rounds, turns, decisions, scores.

One :meth:`State.apply` checks an action and returns the events it caused; the
phase and :attr:`State.current_player` say whose decision comes next, and
:meth:`State.legal_actions` lists, in a stable order, what any player may do,
out of turn included (catching a missed UNO, jumping in).  Everything random
comes from the state's own ``random.Random``, so a seed and the action log
replay a match.

Seats are numbered clockwise; play starts to the dealer's left
(official-rules-fr.txt: "le joueur à la gauche du donneur commence").
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, cast

from ._shared import (
    _AFTER_DRAW,
    _ANSWER,
    _CHALLENGE,
    _FAMILY_QUICK,
    _LEFT,
    _PLAY,
    _PLAYS,
    _SEVEN_ZERO,
    CATCH_UNO,
    _anyone_out,
    _holds,
    _log_entry,
    _play_of,
    _shuffle,
    _take,
)
from .actions import (
    ACTION_TYPES,
    CALL_UNO,
    DRAW,
    PASS,
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseEffect,
    ChooseTarget,
    Deal,
    Draw,
    NextRound,
    Pass,
    Play,
    Shout,
    SpendTotem,
    TimeUp,
    TotemUno,
)
from .cards import BY_ORDER, Card, Color, Direction, Rank
from .errors import IllegalAction, Reason
from .events import (
    TURN_PASSED,
    TURN_STARTED,
    UNO_MISSED,
    CardPlayed,
    Event,
    HandDealt,
    History,
    RoundStarted,
    UnoCalled,
    card_played,
)
from .families import fresh_records, hooks_for, new_round, view_fields
from .hooks import Hooks
from .pending import PendingChoice, PendingDraw
from .predicates import fits as card_fits
from .predicates import next_seat
from .rules import RuleSet
from .rules import answers as rules_answers
from .rules import card_effects as rules_card_effects
from .rules import checks as rules_checks
from .rules import confusion as rules_confusion
from .rules import contre_uno as rules_contre_uno
from .rules import custom as rules_custom
from .rules import dealing as rules_dealing
from .rules import draw_four as rules_draw_four
from .rules import family as rules_family
from .rules import first_card as rules_first_card
from .rules import hands as rules_hands
from .rules import jump_in as rules_jump_in
from .rules import legal as rules_legal
from .rules import olympic as rules_olympic
from .rules import piles as rules_piles
from .rules import scoring as rules_scoring
from .rules import sequences as rules_sequences
from .rules import timers as rules_timers
from .rules import totems as rules_totems
from .rules import uno as rules_uno
from .rules import uno_turn as rules_uno_turn
from .rules import wizz as rules_wizz
from .rules.scoring import Tally
from .view import Phase, PlayerView, view_of


class State:
    """A match in progress.  Create with :meth:`uno_access.engine.Game.new_match`.

    With ``record_events=False`` no event is built (``apply`` returns an empty
    list): the same rules, faster, for simulations and bots' look-ahead.

    Its public attributes are the core's data, which the rule modules (``rules/``) read and write: the table
    (``hands``, ``draw_pile``, ``discard``, ``color``, ``direction``), the match's tally across rounds (``tally``:
    scoring.py's record, read out as ``scores``, ``round_number``, ``winners``, ``dealer``), what happened
    (``history``: events.py's record of the action log and the events, read out as ``log`` and ``events``), whose
    decision it is
    (``phase``, ``current_player``), what waits besides a turn (``pending_draw``, ``pending_choice``:
    :mod:`.pending`'s frozen values), and the turn's own facts (``drawn``, ``draws_this_turn``,
    ``uno_declared``, ``uno_catchable``).  Underscored names belong to the core or to one rule family.
    """

    #: Whether events are built and kept (off for fast simulations).
    record_events = True

    def __init__(
        self,
        rules: RuleSet,
        num_players: int,
        seed: int | None = None,
        *,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        record_events: bool = True,
        start: bool = True,
        hooks: Hooks | None = None,
    ) -> None:
        if start:  # a copy (clone, determinize) is of a table already checked
            rules.check_players(num_players)
        self.record_events = record_events
        if dealer is not None and not 0 <= dealer < num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, dealer)
        self.rules = rules
        #: The hooks of the rule families these rules switch on (families.py), chosen once per ``RuleSet``.
        self.hooks = hooks if hooks is not None else hooks_for(rules)
        #: Each rule family's record (hooks.py), in registry order: frozen, replaced on each change.
        self.records = fresh_records()
        self.num_players = num_players
        self.seed = seed
        # An empty table gets its random stream's state from its copier: seeding one here (from the OS) would
        # cost more than the rest of a copy.
        self.rng = random.Random(seed) if start else random.Random.__new__(random.Random)
        #: The match's tally across rounds: scores, round number, winners, dealer (scoring.py), read out below.
        self.tally = Tally([0] * num_players, 0, (), dealer or 0)
        #: What happened: the action log, the events kept, the events of the action being applied (events.py).
        self.history = History([], [], [])
        self.phase = Phase.PLAY
        self.current_player: int | None = None
        self.direction = Direction.LEFT
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.draw_pile: list[Card] = []  # top of the pile is the end of the list
        self.discard: list[Card] = []  # top card is the end of the list
        self.color: Color | None = None
        self.eliminated = [False] * num_players
        #: The card the current player just drew (AFTER_DRAW phase), and how many they drew this turn.
        self.drawn: Card | None = None
        self.draws_this_turn = 0
        #: Who said UNO (down to one card, or about to be); a player down to one card who did not say UNO, while
        #: they can be caught.
        self.uno_declared = [False] * num_players
        self.uno_catchable: int | None = None
        #: A draw card or a skip the current player answers or takes, and the +4 open to a challenge (pending.py).
        self.pending_draw: PendingDraw | None = None
        #: A card laid that waits for its player's choice: a colour, a player, an effect (pending.py).
        self.pending_choice: PendingChoice | None = None
        if not start:  # an empty table, every field at its default: what clone() and determinize() fill in
            return
        if dealer is None:
            self.tally.dealer = rules_dealing.choose_dealer(self)
        self._start_round(deck)
        self._flush()

    # ------------------------------------------------------------------ queries

    @property
    def log(self) -> list[tuple[int, Action]]:
        """Every action applied, as ``(player, action)``: with the seed, it replays the match (the history's)."""
        return self.history.log

    @property
    def events(self) -> list[Event]:
        """Every event so far, when events are recorded (the history's)."""
        return self.history.events

    @property
    def scores(self) -> list[int]:
        """Each player's points in the match (the tally's: scoring.py)."""
        return self.tally.scores

    @property
    def round_number(self) -> int:
        """The round being played, 1 for the first (the tally's)."""
        return self.tally.round_number

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won the match, empty until it ends (the tally's: scoring.py)."""
        return self.tally.winners

    @property
    def dealer(self) -> int:
        """Who dealt this round (the tally's: dealing.py)."""
        return self.tally.dealer

    @property
    def top_card(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def is_round_over(self) -> bool:
        return self.phase is Phase.ROUND_OVER or self.phase is Phase.MATCH_OVER

    @property
    def is_match_over(self) -> bool:
        return self.phase is Phase.MATCH_OVER

    @property
    def open_hands(self) -> bool:
        """A customizable card made everyone play with open hands until the next black card (custom.py)."""
        return rules_custom.open_hands(self)

    @property
    def draw_owed(self) -> int:
        """Cards owed by the player who must answer a draw card (ANSWER and CHALLENGE phases)."""
        draw = self.pending_draw
        return draw.owed if draw is not None else 0

    def next_player(self, player: int, steps: int = 1) -> int:
        """The player ``steps`` seats away from ``player`` in the direction of play, skipping players out."""
        step = 1 if self.direction is _LEFT else -1  # _STEP, without a dictionary
        count = self.num_players
        if not _anyone_out(self.eliminated):
            return (player + step * steps) % count
        return next_seat(player, self.direction, count, self.eliminated, steps)

    def team_of(self, player: int) -> int:
        """The team of ``player`` when playing in teams: partners sit alternately (or as a family seats them:
        partners.py)."""
        team_of = self.hooks.team_of
        if team_of is not None:
            return team_of(self, player)
        return player % 2

    def same_side(self, player: int, other: int) -> bool:
        """Whether ``player`` is ``other`` or, when playing in teams, ``other``'s partner."""
        return player == other or (self.rules.teams and self.team_of(player) == self.team_of(other))

    def is_playable(self, card: Card) -> bool:
        """Whether ``card`` may go on the discard pile now (a +4 always may: bluffing is allowed)."""
        return self.fits_with(card, self.color)

    def fits_with(self, card: Card, color: Color | None) -> bool:
        """Whether ``card`` fits on the top card with ``color`` in play (:func:`.predicates.fits`)."""
        card_color = card.color
        if card_color is not None and card_color is color:
            return True  # the common case first: a card of the colour in play
        player = self.current_player
        return card_fits(card, color, self.discard[-1] if self.discard else None,
                         self.hands[player] if player is not None else ())

    def legal_actions(self, player: int) -> list[Action]:
        """What ``player`` may do now, in a stable order: turn actions, jump-ins, then UNO calls and catches."""
        phase = self.phase
        if player == self.current_player and (phase is _AFTER_DRAW or phase is _PLAY and self.hooks.plain_deck):
            # The hottest question of every simulation, answered without the general machinery below.
            hand = self.hands[player]
            if phase is _PLAY:
                # A classic deck (no UNO card, no Family card) has no card with a playability exception:
                # a card fits by its colour, its rank, or being black.
                discard = self.discard
                top = discard[-1] if discard else None
                top_rank = top.rank if top is not None and top.color is not None else None
                color = self.color
                # The plays of the cards that fit, once each, in hand order (colour, then rank): one list, built
                # in order as the hand is read, of the shared plays (a Play's card is the card itself).
                plays: list[Play] = []
                for card in hand:
                    if card.color is color or card.color is None or card.rank is top_rank:
                        order = card.order
                        at = len(plays)
                        while at and plays[at - 1].card.order > order:
                            at -= 1
                        if not at or plays[at - 1].card is not card:
                            play = _PLAYS[order]  # _play_of, inlined
                            plays.insert(at, play if play is not None else _play_of(card))
                actions = cast("list[Action]", plays)
                actions.append(DRAW)
            else:
                rules = self.rules
                actions = [_play_of(self.drawn)]  # type: ignore[arg-type]
                if not rules.forced_play:
                    actions.append(PASS)
                    if self.draws_this_turn < rules.draw_limit:
                        actions.append(DRAW)
            if len(hand) == 2 and not self.uno_declared[player]:
                actions.append(CALL_UNO)
        else:
            return rules_legal.legal_actions(self, player)  # rules/legal.py: every other phase, out of turn, every deck
        catchable = self.uno_catchable
        if catchable is not None:
            actions.append(CALL_UNO if player == catchable else CATCH_UNO[catchable] if catchable < len(CATCH_UNO)
                           else CatchUno(catchable))
        return actions

    @staticmethod
    def distinct(hand: Iterable[Card]) -> list[Card]:
        """The different cards of a hand, in hand order (colour, then rank)."""
        return sorted(set(hand), key=BY_ORDER)

    def view_for(self, player: int) -> PlayerView:
        """What ``player`` may know: their own hand, the others' card counts, the table (view.py)."""
        return view_of(self, player, view_fields(self, player) if self.hooks.any else None)

    def card_count(self) -> int:
        """All cards in hands and piles (conserved within a round)."""
        return sum(len(hand) for hand in self.hands) + len(self.draw_pile) + len(self.discard)

    # ------------------------------------------------------------------ applying

    def apply(self, player: object, action: object) -> list[Event]:
        """Apply ``player``'s ``action`` and return the events it caused.

        Raises :class:`IllegalAction` (with a :class:`Reason`) and leaves the
        state unchanged when the rules do not allow it.  Under UNO Rapido's
        confusion rule, a wrong play of a card the player holds is not refused
        but costs cards, as at the table.  Anything may be passed (input read
        from a network or a file): a player that is not a seat number, or an
        action that is not one, is refused the same way.
        """
        if type(player) is int and player == self.current_player:
            # The common turn actions (a coloured card that fits, a draw) are checked and applied here,
            # without the general check and dispatch below: this is the path of every simulation.
            phase = self.phase
            if isinstance(action, Play) and type(action.card) is Card:
                card = action.card
                if card.color is not None:
                    named_ok = action.color is None
                else:  # a Joker of the classic deck, its colour named with the play (a plain black card always fits)
                    named_ok = type(action.color) is Color and card.chooses_color and self.hooks.plain_deck
                if not named_ok:
                    fits = False
                elif phase is _PLAY:
                    discard = self.discard
                    fits = (
                        card.color is None
                        or card.color is self.color
                        or bool(discard)
                        and card.rank is discard[-1].rank
                        and discard[-1].color is not None
                        and card.rank is not _FAMILY_QUICK
                    ) and _holds(self.hands[player], card)
                else:
                    fits = phase is _AFTER_DRAW and card is self.drawn
                if fits:
                    self.history.log.append(_log_entry(player, action))
                    catchable = self.uno_catchable
                    if catchable is not None and player != catchable:
                        if not self.hands[catchable]:  # contre_uno.py: too late, the round was won
                            rules_contre_uno.too_late(self)
                            return self._flush()
                        self.uno_catchable = None  # as _record_turn_action, inlined
                    if card.number is None or card.rank in _SEVEN_ZERO and self.rules.seven_zero:
                        self._play(player, action)
                    else:
                        rules_card_effects.play_number(self, player, card, action.uno)
                    return self._flush() if self.record_events else []
            elif isinstance(action, Accept) and (phase is _CHALLENGE or phase is _ANSWER):
                self._record_turn_action(player, action)
                rules_answers.accept(self, player)
                return self._flush() if self.record_events else []
            elif isinstance(action, Challenge) and phase is _CHALLENGE and action.target is None \
                    and self.pending_draw is not None and self.pending_draw.challenge is not None:
                self._record_turn_action(player, action)
                rules_draw_four.resolve_challenge(self, player)
                return self._flush() if self.record_events else []
            elif isinstance(action, Draw) and phase is _PLAY:
                if not self._record_turn_action(player, action):
                    return self._flush()  # contre_uno.py: too late, the round was won
                rules = self.rules
                if self.draw_pile and rules.draw_limit == 1 and not rules.draw_ends_turn:
                    rules_piles.draw_one(self, player)  # the official draw, without the loop of the house rules
                else:
                    rules_piles.draw_instead_of_playing(self, player)
                return self._flush() if self.record_events else []
        if not isinstance(player, int) or isinstance(player, bool):
            raise IllegalAction(Reason.UNKNOWN_PLAYER, player, action)
        if not isinstance(action, ACTION_TYPES):
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
        try:
            rules_checks.check(self, player, action)
        except IllegalAction as error:
            if not rules_confusion.is_confusion(self, player, action, error.reason):
                raise
            self.history.log.append((player, action))
            rules_confusion.confuse(self, player, action)
            return self._flush()
        self.history.log.append((player, action))
        self._dispatch(player, action)
        return self._flush()

    def _flush(self) -> list[Event]:
        history = self.history
        new, history.new_events = history.new_events, []
        history.events.extend(new)
        return new

    def emit(self, kind: type[Event], *fields: Any, **named: Any) -> None:
        """Record an event of ``kind``; built only when events are recorded (not in fast simulations)."""
        if self.record_events:
            self.history.new_events.append(kind(*fields, **named))

    def _dispatch(self, player: int, action: Action) -> None:
        if isinstance(action, CatchUno):
            if self.hands[action.target]:
                rules_uno.catch_uno(self, player, action.target)
            else:
                rules_contre_uno.caught(self, player, action.target)  # contre_uno.py: the round goes on
            return
        if isinstance(action, CallUno):
            if player == self.uno_catchable:
                self.uno_catchable = None
            self.uno_declared[player] = True
            self.emit(UnoCalled, player)
            if not self.hands[player]:
                rules_contre_uno.said_in_time(self, player)  # contre_uno.py: "avant lui", the round is won
            return
        if self.phase is Phase.WHEEL or self.phase is Phase.SHOUT:
            if isinstance(action, Shout):
                rules_wizz.shout(self, player)  # wizz.py: the first to shout lays a card
            elif isinstance(action, TimeUp):
                rules_wizz.nobody_shouted(self)  # wizz.py: the table closed the race
            else:
                rules_wizz.choose(self, player, action)  # wizz.py: what the wheel asked
            return
        if isinstance(action, SpendTotem):
            rules_totems.spend(self, player, action.color)  # totems.py: the action card countered
            return
        if isinstance(action, TotemUno):
            rules_totems.immediate_uno(self, player, action.card)  # totems.py: the four totems
            return
        if isinstance(action, NextRound):
            self.tally.dealer = rules_dealing.next_dealer(self)  # dealing.py: to the left, or drawn again
            self._start_round(None)
            return
        # Any turn action by another player closes the window to catch a missed UNO
        # (braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue").
        if self.uno_catchable is not None and player != self.uno_catchable:
            if not self.hands[self.uno_catchable]:
                rules_contre_uno.too_late(self)  # contre_uno.py: nobody said CONTRE-UNO, the round was won
                return
            self.uno_catchable = None
        if isinstance(action, Play):
            if action.card.rank is Rank.TURN:
                rules_uno_turn.lay_turn_card(self, player, action)  # uno_turn.py, in turn or not
            elif action.card.rank is Rank.INVISIBLE and (player != self.current_player or self.phase is Phase.PLAY):
                rules_olympic.lay_invisible(self, player, action)  # olympic.py: "n'importe quand", no malus
            elif player != self.current_player and action.card.rank is Rank.QUICKOS:
                rules_family.quickos(self, player, action)  # family.py: held by anyone
            elif player != self.current_player:
                rules_jump_in.jump_in(self, player)
                rules_jump_in.set_jumping(self, True)
                try:
                    self._play(player, action, jump_in=True)
                finally:
                    rules_jump_in.set_jumping(self, False)
                rules_jump_in.interception_said(self, player, action)
            elif self.phase is Phase.ANSWER or self.phase is Phase.CHALLENGE:
                rules_answers.answer(self, player, action)
            else:
                if self.hooks.any:
                    rules_jump_in.laid_in_turn(self)  # jump_in.py: a pair's second card skips, a twin is the last
                self._play(player, action)
        elif isinstance(action, Draw):
            rules_piles.draw_instead_of_playing(self, player)
        elif isinstance(action, Pass) and (self.phase is Phase.CHOOSE_DIRECTION or self.phase is Phase.CHOOSE_TARGET):
            rules_olympic.keep_hands(self, player)  # olympic.py: a 0 or a 7 "Ce n'est pas obligatoire"
        elif isinstance(action, Pass) and self.hooks.any and rules_jump_in.pairing(self) \
                and self.discard[-1].number is None:
            rules_jump_in.passed(self)  # card_effects.py: an action card's twin kept, it acts alone
            rules_card_effects.resolve(self, player, self.discard[-1].rank)
        elif isinstance(action, Pass):
            pairing = False
            if self.hooks.any:
                pairing = rules_jump_in.passed(self)  # jump_in.py: a twin or a pair's second card kept
                rules_sequences.stop(self)  # sequences.py: a Suite Royale declined after its first card
            if self.record_events:
                self.history.new_events.append(TURN_PASSED[player])
            if pairing and self.rules.twos_round and self.discard[-1].rank is Rank.TWO:
                rules_olympic.open_twos(self, player)  # olympic.py: the twin kept, the 2 was laid alone
            else:
                self.end_turn(player)
        elif isinstance(action, ChooseColor):
            rules_card_effects.choose_color(self, player, action.color)
        elif isinstance(action, ChooseTarget):
            rules_hands.choose_target(self, player, action.target)
        elif isinstance(action, ChooseEffect):
            rules_family.choose_effect(self, player, action.effect)
        elif isinstance(action, Challenge):
            rules_draw_four.resolve_challenge(self, player, action.target)
        elif isinstance(action, Accept):
            rules_answers.accept(self, player)
        elif isinstance(action, TimeUp):
            rules_timers.time_up(self, player)
        elif isinstance(action, Deal):
            rules_olympic.deal(self, player, action)
        elif isinstance(action, ChooseDirection):
            rules_olympic.choose_direction(self, player, action.direction)

    def change_rules(self, rules: RuleSet) -> None:
        """Put ``rules`` in force (UNO Robot changes a rule): the hooks called are theirs."""
        self.rules = rules
        self.hooks = hooks_for(rules)

    def next_seat_left(self, player: int) -> int:
        """The next player still in the match to the left of ``player``, whatever the direction."""
        seat = (player + 1) % self.num_players
        while self.eliminated[seat]:
            seat = (seat + 1) % self.num_players
        return seat

    # ------------------------------------------------------------------ setting up

    def _start_round(self, deck: Sequence[Card] | None) -> None:
        for starts in self.hooks.round_starts:
            starts(self)  # robot.py: each round starts with the table's own rules
        self.tally.round_number += 1
        new_round(self.records)  # each rule family's record as a new round has it (families.py)
        if deck is None:
            pile = self.rules.build_deck()
            _shuffle(self.rng, pile)
        else:
            pile = list(reversed(deck))
        self.draw_pile = pile
        self.discard = []
        self.hands = [[] for _ in range(self.num_players)]
        self.direction = Direction.LEFT
        self.color = None
        self.drawn = None
        self.draws_this_turn = 0
        self.pending_draw = None
        self.uno_declared = [False] * self.num_players
        self.uno_catchable = None
        self.phase = Phase.PLAY
        if self.record_events:
            self.history.new_events.append(RoundStarted(self.round_number, self.dealer, self.rules.hand_size))
        if self.rules.dealer_deals:
            rules_olympic.ask_deal(self)  # olympic.py: the dealer chooses how many cards, and which way
            return
        self.deal_cards(self.rules.hand_size)

    def deal_cards(self, count: int) -> None:
        """Deal ``count`` cards each, one at a time in the direction of play from the dealer, then turn the
        first card."""
        pile = self.draw_pile
        order = []
        seat = self.dealer
        for _ in range(self.num_players - sum(self.eliminated)):
            seat = self.next_player(seat)
            order.append(seat)
        for _ in range(count):
            for player in order:
                if pile:
                    self.hands[player].append(pile.pop())
        if self.record_events:
            for player in order:
                hand = self.hands[player]
                self.history.new_events.append(HandDealt(player, tuple(sorted(hand, key=BY_ORDER)), len(hand)))
        rules_first_card.turn_first_card(self)
        for dealt in self.hooks.dealt:
            dealt(self)  # cursed.py: the card shown

    # ------------------------------------------------------------------ turns

    def begin_turn(self, player: int) -> None:
        hooks = self.hooks
        if hooks.any:
            for starts in hooks.turn_starts:
                player = starts(self, player)  # robot.py: the robot may speak; lost_turns.py: a turn lost earlier
        self.current_player = player
        self.phase = _PLAY
        self.drawn = None
        self.draws_this_turn = 0
        if self.record_events:
            self.history.new_events.append(TURN_STARTED[player])

    def skip(self, victim: int) -> None:
        """``victim`` loses their turn: the player after them plays (answers.py)."""
        rules_answers.skip(self, victim)

    def resolve(self, player: int, rank: Rank) -> None:
        """The effect of a card of ``rank`` that ``player`` laid, once any colour is chosen (card_effects.py).

        The core's door to the effects: a rule module that makes a card act calls it here rather than import
        card_effects, which imports the rule modules (no import circle)."""
        rules_card_effects.resolve(self, player, rank)

    def choose_color(self, player: int, color: Color) -> None:
        """``player`` names ``color`` for the card just laid, which then acts (card_effects.py)."""
        rules_card_effects.choose_color(self, player, color)

    def end_turn(self, player: int) -> None:
        """The turn of ``player`` is over without any effect: the next player plays."""
        self.uno_declared[player] = False
        self.begin_turn(self.next_player(player))

    def _record_turn_action(self, player: int, action: Action) -> bool:
        """Log a turn action; by another player than the one who forgot UNO, it closes the window to catch them.
        ``False`` when it closed on a last card laid without UNO (contre_uno.py): the round is won, the action void.

        braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue".
        """
        self.history.log.append(_log_entry(player, action))
        catchable = self.uno_catchable
        if catchable is not None and player != catchable:
            if not self.hands[catchable]:
                rules_contre_uno.too_late(self)  # contre_uno.py: nobody said CONTRE-UNO, the round was won
                return False
            self.uno_catchable = None
        return True

    def _play(self, player: int, action: Play, *, jump_in: bool = False) -> None:
        card = action.card
        hand = self.hands[player]
        previous_color = self.color
        _take(hand, card)
        self.drawn = None
        card_color = card.color
        if card_color is not None and card.rank is not _FAMILY_QUICK:
            # A coloured card, the common case: no bluff, no colour to name, no open hands to close.
            self.discard.append(card)
            self.color = card_color
            left = len(hand)
            extra = self.hooks.any
            if extra and card.number is not None and (self.phase is _PLAY or self.phase is _AFTER_DRAW):
                for laid in self.hooks.number_laid:
                    laid(self, player, card, left)  # sequences.py: a 7 or a 0 of the 7-0 rule comes here
            called = action.uno or self.uno_declared[player]
            record = self.record_events
            if record:
                self.history.new_events.append(CardPlayed(player, card, left, called and left == 1, True) if jump_in
                                 else card_played(player, card, left, called and left == 1))
            if extra:
                for laid in self.hooks.card_laid:
                    laid(self, player, card, left)  # cursed.py: what the card costs, said after it
            if left == 1:
                if called:
                    self.uno_declared[player] = True
                else:
                    self.uno_catchable = player
                    if record:
                        self.history.new_events.append(UNO_MISSED[player])
            elif not left:
                if not rules_uno.defer_going_out(self, player, called):  # uno.py: CONTRE-UNO
                    rules_scoring.finish_round(self, player, card)
                return
            rules_card_effects.resolve(self, player, card.rank)
            return
        rules_card_effects.play_black(self, player, action, previous_color, jump_in)  # card_effects.py: Jokers, +4, Family, UNO

    # ------------------------------------------------------------------ copies

    def attributes(self) -> dict[str, Any]:
        """Every attribute of this state by name (for copies and tests).

        A compiled State has no ``__dict__``; both kinds have ``__getstate__``.
        """
        return dict(cast("dict[str, Any]", self.__getstate__()))

    def clone(self, rng: random.Random | None = None) -> State:
        """An independent copy (for search): same cards, same random stream, empty event log.

        Given ``rng``, the copy draws from that stream instead of a copy of its own: a search's playouts share
        the decision's stream (copying a stream's 625 numbers took as long as the rest of the copy).

        Every attribute is named here (a test reads this method to check it): compiled, each line is one field
        copied, where a copy by names through :meth:`attributes` took most of a playout's setting up.
        """
        other = State(self.rules, self.num_players, start=False, hooks=self.hooks)
        if rng is None:
            other.rng.setstate(self.rng.getstate())  # the same stream, in an object of its own
        else:
            other.rng = rng
        other.record_events = self.record_events
        other.seed = self.seed
        other.tally = self.tally.copy()
        other.history = History(list(self.history.log), [], [])
        other.phase = self.phase
        other.current_player = self.current_player
        other.direction = self.direction
        other.hands = [list(hand) for hand in self.hands]
        other.draw_pile = list(self.draw_pile)
        other.discard = list(self.discard)
        other.color = self.color
        other.eliminated = list(self.eliminated)
        other.drawn = self.drawn
        other.draws_this_turn = self.draws_this_turn
        other.uno_declared = list(self.uno_declared)
        other.uno_catchable = self.uno_catchable
        other.pending_draw = self.pending_draw
        other.pending_choice = self.pending_choice
        # The rule families' records, frozen: shared, one list of them copied (families.py).
        other.records = list(self.records)
        return other
