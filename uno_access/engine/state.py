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
from typing import Any
from collections.abc import Iterable, Sequence

from .actions import (
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
    TimeUp,
)
from .cards import BY_ORDER, Card, Color, DeckKind, Rank
from .errors import IllegalAction, Reason
from .events import (
    CardPlayed,
    DealerChosen,
    DealerDraw,
    Direction,
    Event,
    HandDealt,
    RoundStarted,
    TurnPassed,
    TurnStarted,
    UnoCalled,
    UnoMissed,
)
from .rules import RuleSet
from .view import Phase, PlayerView


from .rules import answers as rules_answers
from .rules import card_effects as rules_card_effects
from .rules import checks as rules_checks
from .rules import piles as rules_piles
from .rules import confusion as rules_confusion
from .rules import cursed as rules_cursed
from .rules import custom as rules_custom
from .rules import draw_four as rules_draw_four
from .rules import family as rules_family
from .rules import first_card as rules_first_card
from .rules import hands as rules_hands
from .rules import jump_in as rules_jump_in
from .rules import legal as rules_legal
from .rules import scoring as rules_scoring
from .rules import sequences as rules_sequences
from .rules import uno as rules_uno
from .rules import uno_turn as rules_uno_turn
from .rules import olympic as rules_olympic
from .rules import timers as rules_timers
from ._shared import (  # noqa: F401 - previous_color_of is imported from here
    _Then,
    _Target,
    _DRAW_CARDS,
    _DRAW_REASONS,
    _UNO_CARD_REFUSED_ON,
    _PLAY_PHASES,
    _STEP,
    _SharedPlays,
    _PLAYS,
    _ClassicFits,
    _CLASSIC_FITS,
    _SORTED_PLAYS,
    _sorted_plays,
    _play_of,
    _PLAY,
    _AFTER_DRAW,
    _CHALLENGE,
    _ANSWER,
    _FAMILY_QUICK,
    _SEVEN_ZERO,
    _ACTION_PHASES,
    _shuffle,
    previous_color_of,
)


class State:
    """A match in progress.  Create with :meth:`uno_access.engine.Game.new_match`.

    With ``record_events=False`` no event is built (``apply`` returns an empty
    list): the same rules, faster, for simulations and bots' look-ahead.
    """

    #: Whether events are built and kept (off for fast simulations).
    record_events = True

    # The rule families, one module each (uno_access/engine/rules/): their functions are this class's
    # methods, so the core calls them as self._name(...) and runs as fast as when they were written here.
    # The +4 and its challenge.  (draw_four)
    _is_bluff = rules_draw_four.is_bluff
    _resolve_challenge = rules_draw_four.resolve_challenge
    _answers_draw_four = rules_draw_four.answers_draw_four
    _block = rules_draw_four.block
    #: strict_draw_four: the first +4 when a second one was laid on it, still open to a challenge (draw_four.py).
    _earlier: tuple[int, int, bool, Color | None] | None = None
    _earlier_at = 0
    # Draw cards and skips owed, and the cards that answer them (stacking, Rapido's defence).  (answers)
    _answers = rules_answers.answers
    _hit = rules_answers.hit
    _answer = rules_answers.answer
    _accept = rules_answers.accept
    _skip = rules_answers.skip
    # UNO Family Quick: the Quick Joker's effect, the Quickos card.  (family)
    _quickos = rules_family.quickos
    # The time limit: too slow, cards to draw.  (timers)
    _time_up = rules_timers.time_up
    # The house rule "Carte Uno": every hand turns one seat.  (uno_turn)
    _lay_turn_card = rules_uno_turn.lay_turn_card
    _may_turn = rules_uno_turn.may_lay_out_of_turn
    _quickos_anyone = rules_family.may_turn_back
    _choose_effect = rules_family.choose_effect
    # The customizable cards of official+.  (custom)
    _custom_effect = rules_custom.custom_effect
    _play_custom = rules_custom.play_custom
    _suffer_custom = rules_custom.suffer_custom
    # Hands that change owners: Swap Hands, Shuffle Hands, the 7-0 rule, a chosen player.  (hands)
    _others = rules_hands.others
    _swap_targets = rules_hands.swap_targets
    _targets_for = rules_hands.targets_for
    _targets = rules_hands.targets
    _shuffle_hands = rules_hands.shuffle_hands
    _swap_hands = rules_hands.swap_hands
    _pass_hands = rules_hands.pass_hands
    _emit_new_hands = rules_hands.emit_new_hands
    _choose_target = rules_hands.choose_target
    # Jump-in: an identical card played out of turn.  (jump_in)
    _can_jump_in = rules_jump_in.can_jump_in
    _jump_in = rules_jump_in.jump_in
    _interception_said = rules_jump_in.interception_said
    _open_twin = rules_jump_in.open_twin
    #: A jump-in is being laid, and a second card of its number may follow it (jump_in.py).
    _jumping = False
    _twin = False
    #: UNO Olympique: the second card of an identical pair may follow, and then the one after it is laid.
    _pairing = False
    _pair_second = False
    _open_pair = rules_jump_in.open_pair
    # UNO Rapido's confusion rule: a wrong card costs cards instead of being refused.  (confusion)
    _is_confusion = rules_confusion.is_confusion
    _confuse = rules_confusion.confuse
    # Saying UNO, forgetting it, being caught.  (uno)
    _catch_uno = rules_uno.catch_uno
    _after_card_left_hand = rules_uno.after_card_left_hand
    _no_longer_one_card = rules_uno.no_longer_one_card
    # The end of a round and of the match: points, targets, elimination, teams.  (scoring)
    _finish_round = rules_scoring.finish_round
    _match_winners = rules_scoring.match_winners
    # The first card turned at the start of a round, and what it does.  (first_card)
    _may_start = rules_first_card.may_start
    _turn_first_card = rules_first_card.turn_first_card
    _start_after_first_card = rules_first_card.start_after_first_card
    # Sequences ("Suites") and finishing with one number.  (sequences)
    _open_sequence = rules_sequences.open_sequence
    _can_follow = rules_sequences.can_follow
    _start_finish = rules_sequences.start_finish
    _start_royal = rules_sequences.start_royal
    _number_laid = rules_sequences.number_laid
    #: A finish with one number is being laid (sequences.py): no stop, no interruption.
    _finishing = False
    #: A Suite Royale is being laid (sequences.py): +1 from 1, -1 from 9, 0 otherwise; cards laid so far.
    _royal = 0
    _royal_laid = 0
    # Cursed cards ("Mauvaises cartes").  (cursed)
    _show_cursed = rules_cursed.show_cursed
    _card_laid = rules_cursed.card_laid
    _pay_cursed_held = rules_cursed.pay_held
    #: The card shown at the round's start: the cards identical to it are cursed (cursed.py).
    _cursed: Card | None = None
    # UNO Olympique: the dealer's deal, the 0 and the 7 as chosen, the round of 2s, the invisible card.  (olympic)
    _ask_deal = rules_olympic.ask_deal
    _deal_counts = rules_olympic.deal_counts
    _choose_deal = rules_olympic.deal
    _choose_direction = rules_olympic.choose_direction
    _keep_hands = rules_olympic.keep_hands
    _may_keep_hands = rules_olympic.may_keep_hands
    _open_twos = rules_olympic.open_twos
    _ask_twos = rules_olympic.ask_twos
    _miss_two = rules_olympic.miss_two
    _pass_malus = rules_olympic.pass_malus
    #: The cards the dealer chose to deal, until they choose the direction (olympic.py).
    _deal_count = 0
    #: Who laid the 2 that goes round the table (olympic.py).
    _twos_from: int | None = None
    # What each card does when played: numbers (and the 7-0 rule), reverse, skip, draw cards, jokers.  (card_effects)
    _play_number = rules_card_effects.play_number
    _play_black = rules_card_effects.play_black
    _resolve = rules_card_effects.resolve
    _choose_color = rules_card_effects.choose_color
    # The draw pile and the discard pile: drawing, reshuffling, giving cards.  (piles)
    _draw_one = rules_piles.draw_one
    _draw_instead_of_playing = rules_piles.draw_instead_of_playing
    _pop_draw_pile = rules_piles.pop_draw_pile
    _give = rules_piles.give
    # Whether an action is allowed now, and why not.  (checks)
    _check = rules_checks.check
    # What a player may do, outside the fast path of legal_actions.  (legal)
    _legal_elsewhere = rules_legal.legal_actions

    def __init__(
        self,
        rules: RuleSet,
        num_players: int,
        seed: int | None = None,
        *,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        record_events: bool = True,
    ) -> None:
        rules.check_players(num_players)
        self.record_events = record_events
        if dealer is not None and not 0 <= dealer < num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, dealer)
        self.rules = rules
        #: A rule acts on each card laid: sequences, a finish with one number, cursed cards (rules/).
        self._extra = rules.sequences or rules.number_finish or rules.cursed_cards or rules.royal_sequence \
            or rules.identical_pair or rules.twos_round
        self.num_players = num_players
        self.seed = seed
        self.rng = random.Random(seed)
        self.scores = [0] * num_players
        self.round_number = 0
        self.log: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self._new: list[Event] = []
        self.phase = Phase.PLAY
        self.current_player: int | None = None
        self.direction = Direction.LEFT
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.draw_pile: list[Card] = []  # top of the pile is the end of the list
        self.discard: list[Card] = []  # top card is the end of the list
        self.color: Color | None = None
        self.winners: tuple[int, ...] = ()
        self.eliminated = [False] * num_players
        self._drawn: Card | None = None
        self._draws_this_turn = 0
        self._then = _Then.RESOLVE_PLAY
        self._target = _Target.SWAP_CARD
        self._pending_card: Card | None = None
        self._preset_color: Color | None = None
        self._uno_declared = [False] * num_players
        self._uno_catchable: int | None = None
        self._challenge: tuple[int, int, bool, Color | None] | None = None  # bluffer, victim, bluff, colour before
        self._owed = 0  # cards owed by the player answering (ANSWER / CHALLENGE phase)
        self._owed_rank: Rank | None = None  # the card being answered
        self._owed_by: int | None = None  # who played it
        self._give_count = 0  # cards a customizable card gives to the chosen player
        #: A customizable card made everyone play with open hands until the next black card.
        self.open_hands = False
        #: No card of this deck has a playability exception (the UNO card, Family cards): legal_actions' fast path.
        self._plain_deck = rules.deck is DeckKind.CLASSIC and not rules.uno_cards and not rules.turn_cards \
            and not rules.invisible_cards
        if dealer is None:
            dealer = self._choose_dealer()
        self.dealer = dealer
        self._start_round(deck)
        self._flush()

    # ------------------------------------------------------------------ queries

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
    def uno_catchable(self) -> int | None:
        """A player down to one card who did not say UNO, while they can be caught."""
        return self._uno_catchable

    @property
    def draw_owed(self) -> int:
        """Cards owed by the player who must answer a draw card (ANSWER and CHALLENGE phases)."""
        return self._owed

    def next_player(self, player: int, steps: int = 1) -> int:
        """The player ``steps`` seats away from ``player`` in the direction of play, skipping players out."""
        step = _STEP[self.direction]
        count = self.num_players
        if not any(self.eliminated):
            return (player + step * steps) % count
        for _ in range(steps):
            player = (player + step) % count
            while self.eliminated[player]:
                player = (player + step) % count
        return player

    def team_of(self, player: int) -> int:
        """The team of ``player`` when playing in teams: partners sit alternately."""
        return player % 2

    def _same_side(self, player: int, other: int) -> bool:
        """Whether ``player`` is ``other`` or, when playing in teams, ``other``'s partner."""
        return player == other or (self.rules.teams and self.team_of(player) == self.team_of(other))

    def is_playable(self, card: Card) -> bool:
        """Whether ``card`` may go on the discard pile now (a +4 always may: bluffing is allowed)."""
        return self._fits(card, self.color)

    def _fits(self, card: Card, color: Color | None) -> bool:
        """Whether ``card`` fits on the top card with ``color`` in play."""
        card_color = card.color
        if card_color is not None and card_color is color:
            return True  # the common case first: a card of the colour in play
        top = self.discard[-1] if self.discard else None
        if card_color is None:
            if card.rank is Rank.UNO_CARD:
                return top is None or top.rank not in _UNO_CARD_REFUSED_ON
            # family.py: the Quickos card only turns a +4 back, olympic.py: the invisible card only passes a
            # malus on; neither is ever laid as a card of its own.
            return card.rank is not Rank.QUICKOS and card.rank is not Rank.INVISIBLE
        if top is None or top.color is None or card.rank is Rank.FAMILY_QUICK:
            return False
        return card.rank is top.rank

    def legal_actions(self, player: int) -> list[Action]:
        """What ``player`` may do now, in a stable order: turn actions, jump-ins, then UNO calls and catches."""
        phase = self.phase
        if player == self.current_player and (phase is _AFTER_DRAW or phase is _PLAY and self._plain_deck):
            # The hottest question of every simulation, answered without the general machinery below.
            hand = self.hands[player]
            if phase is _PLAY:
                # A classic deck (no UNO card, no Family card) has no card with a playability exception:
                # what fits is one precomputed set, met with the hand in one C call.
                discard = self.discard
                top = discard[-1] if discard else None
                top_rank = top.rank if top is not None and top.color is not None else None
                playable = _CLASSIC_FITS[self.color, top_rank].intersection(hand)
                plays = _SORTED_PLAYS.get(playable) or _sorted_plays(playable) if playable else ()
                actions: list[Action] = [*plays, DRAW]
            else:
                rules = self.rules
                actions = [_play_of(self._drawn)]  # type: ignore[arg-type]
                if not rules.forced_play:
                    actions.append(PASS)
                    if self._draws_this_turn < rules.draw_limit:
                        actions.append(DRAW)
            if len(hand) == 2 and not self._uno_declared[player]:
                actions.append(CALL_UNO)
        else:
            return self._legal_elsewhere(player)  # rules/legal.py: every other phase, out of turn, every deck
        catchable = self._uno_catchable
        if catchable is not None:
            actions.append(CALL_UNO if player == catchable else CatchUno(catchable))
        return actions

    @staticmethod
    def _distinct(hand: Iterable[Card]) -> list[Card]:
        """The different cards of a hand, in hand order (colour, then rank)."""
        return sorted(set(hand), key=BY_ORDER)

    def view_for(self, player: int) -> PlayerView:
        """What ``player`` may know: their own hand, the others' card counts, the table."""
        challenge_from = self._challenge[0] if self._challenge and self.phase is Phase.CHALLENGE else None
        return PlayerView(
            player=player,
            num_players=self.num_players,
            rules=self.rules,
            phase=self.phase,
            current_player=self.current_player,
            hand=tuple(sorted(self.hands[player], key=BY_ORDER)),
            hand_counts=tuple(len(hand) for hand in self.hands),
            top_card=self.top_card,
            color=self.color,
            direction=self.direction,
            draw_pile_size=len(self.draw_pile),
            discard=tuple(self.discard),
            dealer=self.dealer,
            round_number=self.round_number,
            scores=tuple(self.scores),
            drawn_card=self._drawn if player == self.current_player and self.phase is Phase.AFTER_DRAW else None,
            uno_catchable=self._uno_catchable,
            uno_called=frozenset(
                p for p in range(self.num_players) if self._uno_declared[p] and len(self.hands[p]) == 1
            ),
            challenge_from=challenge_from,
            legal_actions=tuple(self.legal_actions(player)),
            draw_owed=self._owed if self.phase in (Phase.ANSWER, Phase.CHALLENGE) else 0,
            eliminated=frozenset(p for p in range(self.num_players) if self.eliminated[p]),
            open_hands=tuple(tuple(sorted(hand, key=BY_ORDER)) for hand in self.hands)
            if self.open_hands
            else None,
            cursed=self._cursed,
            dealing=self._deal_count,
        )

    def card_count(self) -> int:
        """All cards in hands and piles (conserved within a round)."""
        return sum(len(hand) for hand in self.hands) + len(self.draw_pile) + len(self.discard)

    # ------------------------------------------------------------------ applying

    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply ``player``'s ``action`` and return the events it caused.

        Raises :class:`IllegalAction` (with a :class:`Reason`) and leaves the
        state unchanged when the rules do not allow it.  Under UNO Rapido's
        confusion rule, a wrong play of a card the player holds is not refused
        but costs cards, as at the table.
        """
        if player == self.current_player and player.__class__ is int:
            # The common turn actions (a coloured card that fits, a draw) are checked and applied here,
            # without the general check and dispatch below: this is the path of every simulation.
            kind = action.__class__
            phase = self.phase
            if kind is Play and action.card.__class__ is Card:
                card = action.card
                if card.color is not None:
                    named_ok = action.color is None
                else:  # a Joker of the classic deck, its colour named with the play (a plain black card always fits)
                    named_ok = action.color.__class__ is Color and card.chooses_color and self._plain_deck
                if not named_ok:
                    fits = False
                elif phase is _PLAY:
                    discard = self.discard
                    fits = (
                        card.color is None
                        or card.color is self.color
                        or discard
                        and card.rank is discard[-1].rank
                        and discard[-1].color is not None
                        and card.rank is not _FAMILY_QUICK
                    ) and card in self.hands[player]
                else:
                    fits = phase is _AFTER_DRAW and card is self._drawn
                if fits:
                    self.log.append((player, action))
                    catchable = self._uno_catchable
                    if catchable is not None and player != catchable:
                        self._uno_catchable = None  # as _record_turn_action, inlined
                    if card.number is None or card.rank in _SEVEN_ZERO and self.rules.seven_zero:
                        self._play(player, action)
                    else:
                        self._play_number(player, card, action.uno)
                    return self._flush() if self.record_events else []
            elif kind is Accept and (phase is _CHALLENGE or phase is _ANSWER):
                self._record_turn_action(player, action)
                self._accept(player)
                return self._flush() if self.record_events else []
            elif kind is Challenge and phase is _CHALLENGE and action.target is None and self._challenge is not None:
                self._record_turn_action(player, action)
                self._resolve_challenge(player)
                return self._flush() if self.record_events else []
            elif kind is Draw and phase is _PLAY:
                self._record_turn_action(player, action)
                rules = self.rules
                if self.draw_pile and rules.draw_limit == 1 and not rules.draw_ends_turn:
                    self._draw_one(player)  # the official draw, without the loop of the house rules
                else:
                    self._draw_instead_of_playing(player)
                return self._flush() if self.record_events else []
        try:
            self._check(player, action)
        except IllegalAction as error:
            if not self._is_confusion(player, action, error.reason):
                raise
            self.log.append((player, action))
            self._confuse(player, action)
            return self._flush()
        self.log.append((player, action))
        self._dispatch(player, action)
        return self._flush()

    def _flush(self) -> list[Event]:
        new, self._new = self._new, []
        self.events.extend(new)
        return new

    def _emit(self, kind: type[Event], *fields: Any, **named: Any) -> None:
        """Record an event of ``kind``; built only when events are recorded (not in fast simulations)."""
        if self.record_events:
            self._new.append(kind(*fields, **named))

    def _dispatch(self, player: int, action: Action) -> None:
        kind = action.__class__
        if kind is CatchUno:
            self._catch_uno(player, action.target)  # type: ignore[union-attr]
            return
        if kind is CallUno:
            if player == self._uno_catchable:
                self._uno_catchable = None
            self._uno_declared[player] = True
            self._emit(UnoCalled, player)
            return
        if kind is NextRound:
            self.dealer = self.next_seat_left(self.dealer)  # the next dealer is to the left
            self._start_round(None)
            return
        # Any turn action by another player closes the window to catch a missed UNO
        # (braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue").
        if self._uno_catchable is not None and player != self._uno_catchable:
            self._uno_catchable = None
        if kind is Play:
            if action.card.rank is Rank.TURN:  # type: ignore[union-attr]
                self._lay_turn_card(player, action)  # type: ignore[arg-type]  # uno_turn.py, in turn or not
            elif player != self.current_player and action.card.rank is Rank.QUICKOS:  # type: ignore[union-attr]
                self._quickos(player, action)  # type: ignore[arg-type]  # family.py: held by anyone
            elif player != self.current_player:
                self._jump_in(player)
                self._jumping = True
                try:
                    self._play(player, action, jump_in=True)  # type: ignore[arg-type]
                finally:
                    self._jumping = False
                self._interception_said(player, action)  # type: ignore[arg-type]
            elif self.phase is Phase.ANSWER or self.phase is Phase.CHALLENGE:
                self._answer(player, action)  # type: ignore[arg-type]
            else:
                self._pair_second = self._pairing  # jump_in.py: the second card of an identical pair skips
                self._twin = self._pairing = False  # jump_in.py: the second identical number is the last
                self._play(player, action)  # type: ignore[arg-type]
        elif kind is Draw:
            self._draw_instead_of_playing(player)
        elif isinstance(action, Pass) and (self.phase is Phase.CHOOSE_DIRECTION or self.phase is Phase.CHOOSE_TARGET):
            self._keep_hands(player)  # olympic.py: a 0 or a 7 "Ce n'est pas obligatoire"
        elif isinstance(action, Pass):
            self._royal = self._royal_laid = 0  # a Suite Royale declined after its first card
            self._twin = self._pairing = False
            self._emit(TurnPassed, player)
            self._end_turn(player)
        elif isinstance(action, ChooseColor):
            self._choose_color(player, action.color)
        elif isinstance(action, ChooseTarget):
            self._choose_target(player, action.target)
        elif isinstance(action, ChooseEffect):
            self._choose_effect(player, action.effect)
        elif isinstance(action, Challenge):
            self._resolve_challenge(player, action.target)
        elif isinstance(action, Accept):
            self._accept(player)
        elif isinstance(action, TimeUp):
            self._time_up(player)
        elif isinstance(action, Deal):
            self._choose_deal(player, action)
        elif isinstance(action, ChooseDirection):
            self._choose_direction(player, action.direction)

    def next_seat_left(self, player: int) -> int:
        """The next player still in the match to the left of ``player``, whatever the direction."""
        seat = (player + 1) % self.num_players
        while self.eliminated[seat]:
            seat = (seat + 1) % self.num_players
        return seat

    # ------------------------------------------------------------------ setting up

    def _choose_dealer(self) -> int:
        """Each player draws a card; the highest number deals, symbols count 0, ties draw again."""
        deck = self.rules.build_deck()
        _shuffle(self.rng, deck)
        contenders = list(range(self.num_players))
        while True:
            draws: dict[int, int] = {}
            for player in contenders:
                if not deck:
                    deck = self.rules.build_deck()
                    _shuffle(self.rng, deck)
                card = deck.pop()
                self._emit(DealerDraw, player, card)
                draws[player] = card.number or 0
            best = max(draws.values())
            contenders = [player for player in contenders if draws[player] == best]
            if len(contenders) == 1:
                self._emit(DealerChosen, contenders[0])
                return contenders[0]

    def _start_round(self, deck: Sequence[Card] | None) -> None:
        self.round_number += 1
        self._finishing = self._twin = self._pairing = self._pair_second = False
        self._royal = self._royal_laid = 0
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
        self._drawn = None
        self._draws_this_turn = 0
        self._challenge = self._earlier = None
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        self._uno_declared = [False] * self.num_players
        self._uno_catchable = None
        self.open_hands = False
        self.phase = Phase.PLAY
        self._twos_from = None
        self._emit(RoundStarted, self.round_number, self.dealer, self.rules.hand_size)
        if self.rules.dealer_deals:
            self._ask_deal()  # olympic.py: the dealer chooses how many cards, and which way
            return
        self._deal(self.rules.hand_size)

    def _deal(self, count: int) -> None:
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
                self._new.append(HandDealt(player, tuple(sorted(hand, key=BY_ORDER)), len(hand)))
        self._turn_first_card()
        if self.rules.cursed_cards:
            self._show_cursed()

    # ------------------------------------------------------------------ turns

    def _begin_turn(self, player: int) -> None:
        self.current_player = player
        self.phase = _PLAY
        self._drawn = None
        self._draws_this_turn = 0
        if self.record_events:
            self._new.append(TurnStarted(player))

    def _end_turn(self, player: int) -> None:
        """The turn of ``player`` is over without any effect: the next player plays."""
        self._uno_declared[player] = False
        self._begin_turn(self.next_player(player))

    def _record_turn_action(self, player: int, action: Action) -> None:
        """Log a turn action; by another player than the one who forgot UNO, it closes the window to catch them.

        braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue".
        """
        self.log.append((player, action))
        catchable = self._uno_catchable
        if catchable is not None and player != catchable:
            self._uno_catchable = None

    def _play(self, player: int, action: Play, *, jump_in: bool = False) -> None:
        card = action.card
        hand = self.hands[player]
        previous_color = self.color
        hand.remove(card)
        self._drawn = None
        card_color = card.color
        if card_color is not None and card.rank is not _FAMILY_QUICK:
            # A coloured card, the common case: no bluff, no colour to name, no open hands to close.
            self.discard.append(card)
            self.color = card_color
            left = len(hand)
            if self._extra:
                if card.number is not None and (self.phase is _PLAY or self.phase is _AFTER_DRAW):
                    self._number_laid(player, card, left)  # sequences.py: a 7 or a 0 of the 7-0 rule comes here
                self._card_laid(player, card, left)  # cursed.py
            called = action.uno or self._uno_declared[player]
            record = self.record_events
            if record:
                self._new.append(CardPlayed(player, card, left, called and left == 1, jump_in))
            if left == 1:
                if called:
                    self._uno_declared[player] = True
                else:
                    self._uno_catchable = player
                    if record:
                        self._new.append(UnoMissed(player))
            elif not left:
                self._finish_round(player, card)
                return
            self._pending_card = card
            self._then = _Then.RESOLVE_PLAY
            self._resolve(player, card.rank)
            return
        self._play_black(player, action, previous_color, jump_in)  # card_effects.py: Jokers, +4, Family, UNO

    # ------------------------------------------------------------------ copies

    def clone(self) -> "State":
        """An independent copy (for search): same cards, same random stream, empty event log."""
        other = object.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.scores = list(self.scores)
        other.log = list(self.log)
        other.events = []
        other._new = []
        other.hands = [list(hand) for hand in self.hands]
        other.draw_pile = list(self.draw_pile)
        other.discard = list(self.discard)
        other.eliminated = list(self.eliminated)
        other._uno_declared = list(self._uno_declared)
        return other
