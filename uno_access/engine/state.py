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
from enum import Enum

from .actions import (
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseEffect,
    ChooseTarget,
    Draw,
    Effect,
    NextRound,
    Pass,
    Play,
)
from .cards import BLACK_RANKS, BY_ORDER, COLORS, CUSTOM_RANKS, NUMBER_RANKS, Card, Color, DeckKind, Rank
from .errors import IllegalAction, Reason
from .events import (
    CardPlayed,
    CardsDrawn,
    ChallengeOffered,
    Challenged,
    ColorChosen,
    Confused,
    DealerChosen,
    DealerDraw,
    Direction,
    DirectionChanged,
    DrawnCardPlayable,
    DrawOwed,
    DrawReason,
    EffectChosen,
    Event,
    FirstCard,
    FirstCardReturned,
    HandDealt,
    HandRevealed,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    MatchEnded,
    NewHand,
    NextPlayerChosen,
    NoCardToDraw,
    OpenHands,
    PileReshuffled,
    PlayerEliminated,
    PlayerSkipped,
    RoundEnded,
    RoundStarted,
    TurnPassed,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    UnoMissed,
)
from .rules import BluffRule, CustomEffect, DrawFourRestriction, FirstWildChooser, JumpIn, RuleSet, Scoring, Stacking
from .view import Phase, PlayerView


class _Then(Enum):
    """What follows a colour, target or effect choice."""

    RESOLVE_PLAY = "resolve-play"  # finish the effect of the card just played
    START_ROUND = "start-round"  # the first card was black: the round starts after the choice


class _Target(Enum):
    """Why a player is choosing another player."""

    SWAP_CARD = "swap-card"  # Swap Hands card, or a Family Quick Joker used as one
    SEVEN = "seven"  # a 7 under the 7-0 rule
    GIVE = "give"  # a customizable card: the chosen player draws
    NEXT = "next"  # a customizable card: the chosen player plays next


#: Cards owed by each draw card, and whether their victim is skipped afterwards.
_DRAW_CARDS: dict[Rank, int] = {Rank.DRAW_TWO: 2, Rank.WILD_DRAW_FOUR: 4, Rank.UNO_CARD: 8}
_DRAW_REASONS: dict[Rank, DrawReason] = {
    Rank.DRAW_TWO: DrawReason.DRAW_TWO,
    Rank.WILD_DRAW_FOUR: DrawReason.DRAW_FOUR,
    Rank.UNO_CARD: DrawReason.UNO_CARD,
}
#: uno-rapido-fr.txt: the UNO card "se joue sur n'importe quelle carte qui n'est pas un +2, +4 ou interdit de jouer".
_UNO_CARD_REFUSED_ON = frozenset({Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR, Rank.SKIP})
_PLAY_PHASES = (Phase.PLAY, Phase.AFTER_DRAW)
#: Seats moved by one step of play (``Direction.value`` is a Python-level property: slow in hot loops).
_STEP: dict[Direction, int] = {direction: direction.value for direction in Direction}


class _SharedPlays(dict[Card, Play]):
    """One shared Play action per card: actions are immutable values, so legal_actions need not build new ones."""

    def __missing__(self, card: Card) -> Play:
        play = self[card] = Play(card)
        return play


_PLAYS = _SharedPlays()


class _ClassicFits(dict[tuple[Color | None, Rank | None], frozenset[Card]]):
    """For a colour in play and the rank of a coloured top card: every card of the classic deck that fits on it.

    Any black card (the UNO card and the Family deck aside: they have exceptions) and the coloured cards of
    that colour or that rank.  ``_CLASSIC_FITS[color, rank].intersection(hand)`` is then one C call.
    """

    def __missing__(self, key: tuple[Color | None, Rank | None]) -> frozenset[Card]:
        color, rank = key
        coloured_ranks = (*NUMBER_RANKS, Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP)
        fits = frozenset(
            [Card(None, black) for black in BLACK_RANKS if black is not Rank.UNO_CARD and black is not Rank.QUICKOS]
            + [Card(c, r) for c in COLORS for r in coloured_ranks if c is color or r is rank]
        )
        self[key] = fits
        return fits


_CLASSIC_FITS = _ClassicFits()
#: The Play actions of the small sets of playable cards, sorted as hands are: most turns meet one of them.
#: Only sets of one or two cards are remembered (at most about 1,500 in the classic deck, under 1 MB);
#: a bigger set is sorted each time.
_SORTED_PLAYS: dict[frozenset[Card], tuple[Play, ...]] = {}


def _sorted_plays(playable: frozenset[Card]) -> tuple[Play, ...]:
    """The shared Play actions of ``playable``, in hand order; remembered for small sets."""
    plays = tuple(map(_play_of, sorted(playable, key=BY_ORDER)))
    if len(playable) <= 2:
        _SORTED_PLAYS[playable] = plays
    return plays
_play_of = _PLAYS.__getitem__
# Module constants for the hot paths: a global read is cheaper than an Enum class attribute.
_PLAY = Phase.PLAY
_AFTER_DRAW = Phase.AFTER_DRAW
_CHALLENGE = Phase.CHALLENGE
_ANSWER = Phase.ANSWER
_FAMILY_QUICK = Rank.FAMILY_QUICK
_SEVEN_ZERO = (Rank.SEVEN, Rank.ZERO)
#: The phases in which each kind of turn action (other than Play) may be taken.
_ACTION_PHASES: dict[type, tuple[Phase, ...]] = {
    Draw: (Phase.PLAY, Phase.AFTER_DRAW),
    Pass: (Phase.AFTER_DRAW,),
    ChooseColor: (Phase.CHOOSE_COLOR,),
    ChooseTarget: (Phase.CHOOSE_TARGET,),
    ChooseEffect: (Phase.CHOOSE_EFFECT,),
    Challenge: (Phase.CHALLENGE,),
    Accept: (Phase.CHALLENGE, Phase.ANSWER),
}


def _shuffle(rng: random.Random, cards: list[Any]) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle`` does, with one Python call instead of one per card.

    The same Fisher-Yates walk drawing the same bits from ``rng`` (CPython's
    ``Random.shuffle`` with ``_randbelow_with_getrandbits``), so a seed deals the
    same cards; written out here, it also stays the same whatever a later Python
    changes in ``random``, which keeps saved matches replayable.
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:  # j must be below i + 1, as _randbelow(i + 1) draws it
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


class State:
    """A match in progress.  Create with :meth:`uno_access.engine.Game.new_match`.

    With ``record_events=False`` no event is built (``apply`` returns an empty
    list): the same rules, faster, for simulations and bots' look-ahead.
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
    ) -> None:
        rules.check_players(num_players)
        self.record_events = record_events
        if dealer is not None and not 0 <= dealer < num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, dealer)
        self.rules = rules
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
        self._plain_deck = rules.deck is DeckKind.CLASSIC and not rules.uno_cards
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
            return True
        if top is None or top.color is None or card.rank is Rank.FAMILY_QUICK:
            return False
        return card.rank is top.rank

    def _answers(self, card: Card) -> bool:
        """Whether ``card`` answers the draw card or skip now owed (stacking, defence, Quickos)."""
        rank = self._owed_rank
        if card.rank is Rank.QUICKOS:
            return rank is Rank.WILD_DRAW_FOUR and self._owed_by is not None
        if rank is Rank.SKIP:
            return card.rank is Rank.SKIP
        stacking = self.rules.stacking
        if stacking is Stacking.SAME_CARD:
            return card.rank is rank
        if stacking is Stacking.PLUS_CARDS:
            if rank is Rank.DRAW_TWO:
                return card.rank is Rank.DRAW_TWO or card.rank is Rank.WILD_DRAW_FOUR
            return rank is Rank.WILD_DRAW_FOUR and card.rank is Rank.WILD_DRAW_FOUR
        return False

    def _can_jump_in(self, card: Card) -> bool:
        """Whether ``card`` may be played out of turn on the top card (jump-in, Rapido)."""
        mode = self.rules.jump_in
        top = self.discard[-1] if self.discard else None
        if mode is JumpIn.OFF or top is None or card.color is None:
            return False
        if mode is JumpIn.SAME_NUMBER:
            # wikipedia-uno-fr.txt: "une carte de 1 à 9 identique (même nombre)": not a 0, nor a symbol.
            return bool(card.number) and card.rank is top.rank
        return card == top

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
            if not 0 <= player < self.num_players:
                return []  # not a seat at this table: nothing apply would accept (no -1 read from the end)
            if phase is Phase.MATCH_OVER:
                return []
            if phase is Phase.ROUND_OVER:
                return [NEXT_ROUND]
            if self.eliminated[player]:
                return []
            actions = []
            hand = self.hands[player]
            if player == self.current_player:
                if phase is Phase.PLAY:
                    # A deck with the UNO card or Family cards: each card asks is_playable (_fits).
                    color = self.color
                    playable = {card for card in hand if self._fits(card, color)}
                    actions.extend(_play_of(card) for card in sorted(playable, key=BY_ORDER))
                    actions.append(DRAW)
                    if len(hand) == 2 and not self._uno_declared[player]:
                        actions.append(CALL_UNO)
                elif phase is Phase.CHOOSE_COLOR:
                    actions.extend(ChooseColor(color) for color in COLORS)
                elif phase is Phase.CHOOSE_TARGET:
                    actions.extend(ChooseTarget(target) for target in self._targets(player))
                elif phase is Phase.CHOOSE_EFFECT:
                    actions.extend(ChooseEffect(effect) for effect in Effect)
                elif phase is Phase.CHALLENGE or phase is Phase.ANSWER:
                    # Only stacking and the Quickos card answer a +4; the others answer draw cards and skips.
                    may_answer = phase is Phase.ANSWER or self.rules.stacking is not Stacking.OFF or not self._plain_deck
                    answers = [Play(card) for card in self._distinct(hand) if self._answers(card)] if may_answer else []
                    actions.extend(answers)
                    if phase is Phase.CHALLENGE:
                        actions.append(CHALLENGE)
                    actions.append(ACCEPT)
                    if answers and len(hand) == 2 and not self._uno_declared[player]:
                        actions.append(CALL_UNO)
            elif phase in _PLAY_PHASES and self.rules.jump_in is not JumpIn.OFF:
                actions.extend(Play(card) for card in self._distinct(hand) if self._can_jump_in(card))
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
            elif kind is Challenge and phase is _CHALLENGE:
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

    def _check(self, player: int, action: Action) -> None:
        """Raise the most helpful :class:`IllegalAction` if ``action`` is not legal."""
        if (
            action.__class__ is Play
            and player.__class__ is int
            and player == self.current_player
            and self.phase is Phase.PLAY
            and action.color is None
            and action.card in self.hands[player]
            and self.is_playable(action.card)
        ):
            return  # the common case, checked first; anything else gets the full check and its reason
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, player, action)
        if self.phase is Phase.MATCH_OVER:
            raise IllegalAction(Reason.GAME_OVER, player, action)
        if isinstance(action, NextRound):
            if self.phase is not Phase.ROUND_OVER:
                raise IllegalAction(Reason.WRONG_PHASE, player, action)
            return
        if self.phase is Phase.ROUND_OVER:
            raise IllegalAction(Reason.ROUND_OVER, player, action)
        if self.eliminated[player]:
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
        if isinstance(action, CatchUno):
            if self._uno_catchable is None or action.target != self._uno_catchable:
                raise IllegalAction(Reason.NOTHING_TO_CATCH, player, action)
            if action.target == player:
                raise IllegalAction(Reason.INVALID_TARGET, player, action)
            return
        if isinstance(action, CallUno):
            if player == self._uno_catchable:
                return
            if (
                player == self.current_player
                and len(self.hands[player]) == 2
                and not self._uno_declared[player]
                and (
                    self.phase in _PLAY_PHASES
                    or self.phase in (Phase.ANSWER, Phase.CHALLENGE)
                    and any(self._answers(card) for card in self.hands[player])
                )
            ):
                return
            raise IllegalAction(Reason.UNO_NOT_NOW, player, action)
        phase = self.phase
        if isinstance(action, Play):
            card = action.card
            if not isinstance(card, Card) or card not in self.hands[player]:
                raise IllegalAction(Reason.CARD_NOT_IN_HAND, player, action)
            if action.color is not None and (not card.chooses_color or not isinstance(action.color, Color)):
                raise IllegalAction(Reason.COLOR_NOT_ALLOWED, player, action)
            if player != self.current_player:
                if phase in _PLAY_PHASES and self._can_jump_in(card):
                    return
                if self.rules.jump_in is not JumpIn.OFF and phase in _PLAY_PHASES:
                    raise IllegalAction(Reason.NOT_IDENTICAL, player, action)
                raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
            if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
                if not self._answers(card):
                    raise IllegalAction(Reason.MUST_ANSWER_DRAW, player, action)
                return
            if phase not in _PLAY_PHASES:
                raise IllegalAction(Reason.WRONG_PHASE, player, action)
            if phase is Phase.AFTER_DRAW and card != self._drawn:
                raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
            if not self.is_playable(card):
                raise IllegalAction(Reason.CARD_DOES_NOT_MATCH, player, action)
            return
        if player != self.current_player:
            raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
        expected = _ACTION_PHASES.get(type(action))
        if expected is None:
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
        if phase not in expected:
            if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
                raise IllegalAction(Reason.MUST_ANSWER_DRAW, player, action)
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        if (
            isinstance(action, Draw)
            and phase is Phase.AFTER_DRAW
            and (self.rules.forced_play or self._draws_this_turn >= self.rules.draw_limit)
        ):
            raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
        if isinstance(action, Pass) and self.rules.forced_play:
            raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
        if isinstance(action, ChooseColor) and not isinstance(action.color, Color):
            raise IllegalAction(Reason.COLOR_REQUIRED, player, action)
        if isinstance(action, ChooseEffect) and not isinstance(action.effect, Effect):
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
        if isinstance(action, ChooseTarget) and action.target not in self._targets(player):
            if self._target is _Target.SWAP_CARD and action.target in self._others(player):
                raise IllegalAction(Reason.TARGET_HAS_UNO, player, action)
            raise IllegalAction(Reason.INVALID_TARGET, player, action)

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
            if player != self.current_player:
                self._jump_in(player)
                self._play(player, action, jump_in=True)  # type: ignore[arg-type]
            elif self.phase is Phase.ANSWER or self.phase is Phase.CHALLENGE:
                self._answer(player, action)  # type: ignore[arg-type]
            else:
                self._play(player, action)  # type: ignore[arg-type]
        elif kind is Draw:
            self._draw_instead_of_playing(player)
        elif isinstance(action, Pass):
            self._emit(TurnPassed, player)
            self._end_turn(player)
        elif isinstance(action, ChooseColor):
            self._choose_color(player, action.color)
        elif isinstance(action, ChooseTarget):
            self._choose_target(player, action.target)
        elif isinstance(action, ChooseEffect):
            self._choose_effect(player, action.effect)
        elif isinstance(action, Challenge):
            self._resolve_challenge(player)
        elif isinstance(action, Accept):
            self._accept(player)

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
        self._challenge = None
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        self._uno_declared = [False] * self.num_players
        self._uno_catchable = None
        self.open_hands = False
        self.phase = Phase.PLAY
        self._emit(RoundStarted, self.round_number, self.dealer, self.rules.hand_size)
        order = []
        seat = self.dealer
        for _ in range(self.num_players - sum(self.eliminated)):
            seat = self.next_seat_left(seat)
            order.append(seat)
        for _ in range(self.rules.hand_size):
            for player in order:
                if pile:
                    self.hands[player].append(pile.pop())
        if self.record_events:
            for player in order:
                hand = self.hands[player]
                self._new.append(HandDealt(player, tuple(sorted(hand, key=BY_ORDER)), len(hand)))
        self._turn_first_card()

    def _may_start(self, card: Card) -> bool:
        """Whether ``card``, turned first, starts the round (the others go back into the pile)."""
        if card.rank is Rank.WILD_DRAW_FOUR:
            return self.rules.family_draw_four
        return card.rank not in (Rank.FAMILY_QUICK, Rank.QUICKOS, Rank.UNO_CARD)

    def _turn_first_card(self) -> None:
        """Turn the first card and apply its effect (official-rules-fr.txt, "en début de partie")."""
        first_player = self.next_seat_left(self.dealer)
        while True:
            card = self._pop_draw_pile()
            if card is None:  # a stacked deck with nothing left: play on without a top card
                self._begin_turn(first_player)
                return
            if not any(self._may_start(other) for other in self.draw_pile):
                break  # nothing left could start the round (a tiny stacked deck): this card does, not a loop
            if card.rank is Rank.WILD_DRAW_FOUR and not self.rules.family_draw_four:
                # "le donneur la remet dans la pioche et sélectionne une autre carte"
                self._emit(FirstCardReturned, card)
                self.draw_pile.insert(self.rng.randrange(len(self.draw_pile) + 1), card)
                continue
            if card.rank in (Rank.FAMILY_QUICK, Rank.QUICKOS, Rank.UNO_CARD):
                # uno-family-quick-fr.txt: "remet alors la carte sous la pioche et en retourne une autre"
                self._emit(FirstCardReturned, card)
                self.draw_pile.insert(0, card)
                continue
            break
        self.discard.append(card)
        self.color = card.color
        self._emit(FirstCard, card)
        rank = card.rank
        if rank is Rank.DRAW_TWO:
            self._give(first_player, 2, DrawReason.DRAW_TWO)
            self._emit(PlayerSkipped, first_player)
            self._begin_turn(self.next_player(first_player))
        elif rank is Rank.REVERSE:
            # "le donneur joue en premier, et ensuite le jeu change de sens"
            self.direction = Direction.RIGHT
            self._emit(DirectionChanged, self.direction)
            self._begin_turn(self.dealer)
        elif rank is Rank.SKIP:
            self._emit(PlayerSkipped, first_player)
            self._begin_turn(self.next_player(first_player))
        elif card.chooses_color:
            chooser = first_player
            if rank is Rank.WILD and self.rules.first_wild_chooser is FirstWildChooser.DEALER:
                chooser = self.dealer
            self._then = _Then.START_ROUND
            self._pending_card = card
            self.current_player = chooser
            if rank is Rank.SWAP_HANDS and self._swap_targets(first_player):
                # "échange ses cartes avec le joueur de son choix avant de débuter la partie"
                self._target = _Target.SWAP_CARD
                self.phase = Phase.CHOOSE_TARGET
            else:
                self.phase = Phase.CHOOSE_COLOR
        else:
            self._begin_turn(first_player)

    def _start_after_first_card(self) -> None:
        """The first card was black and its colour is chosen: the round starts."""
        self._then = _Then.RESOLVE_PLAY
        first_player = self.next_seat_left(self.dealer)
        card = self._pending_card
        if card is not None and card.rank is Rank.WILD_DRAW_FOUR:
            # uno-family-quick-fr.txt, +4: "Si cette carte est retournée en début de jeu, la même règle s'applique."
            self._give(first_player, 4, DrawReason.DRAW_FOUR)
            self._emit(PlayerSkipped, first_player)
            self._begin_turn(self.next_player(first_player))
            return
        if card is not None and card.rank in CUSTOM_RANKS:
            # "c'est le joueur à gauche du donneur qui décidera de la couleur de départ.
            # Il subira également sa règle personnalisée." (choices of a player: none at the start)
            self._suffer_custom(self.dealer, first_player, self._custom_effect(card.rank))
        self._begin_turn(first_player)

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

    def _jump_in(self, player: int) -> None:
        """An identical card played out of turn: "le tour de jeu reprend à partir de lui"."""
        interrupted = self.current_player
        if interrupted is not None:
            self._uno_declared[interrupted] = False
        self._drawn = None
        self._draws_this_turn = 0
        self.current_player = player
        self.phase = Phase.PLAY

    def _record_turn_action(self, player: int, action: Action) -> None:
        """Log a turn action; by another player than the one who forgot UNO, it closes the window to catch them.

        braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue".
        """
        self.log.append((player, action))
        catchable = self._uno_catchable
        if catchable is not None and player != catchable:
            self._uno_catchable = None

    def _play_number(self, player: int, card: Card, uno: bool) -> None:
        """A number card played in turn: the commonest action of all, so ``_play`` and ``_resolve`` inlined.

        It goes on the pile, UNO is settled, and the next player's turn starts.
        """
        hand = self.hands[player]
        hand.remove(card)
        self._drawn = None
        self.discard.append(card)
        self.color = card.color
        left = len(hand)
        record = self.record_events
        if record:
            called = uno or self._uno_declared[player]
            self._new.append(CardPlayed(player, card, left, called and left == 1))
        if left == 1:
            if uno or self._uno_declared[player]:
                self._uno_declared[player] = True
            else:
                self._uno_catchable = player
                if record:
                    self._new.append(UnoMissed(player))
        elif left:
            self._uno_declared[player] = False
        else:
            self._finish_round(player, card)
            return
        following = (player + _STEP[self.direction]) % self.num_players
        if True in self.eliminated:
            following = self.next_player(player)
        self.current_player = following
        self.phase = _PLAY
        self._draws_this_turn = 0
        if record:
            self._new.append(TurnStarted(following))

    def _draw_one(self, player: int) -> None:
        """Draw one card instead of playing, the pile not empty: ``_draw_instead_of_playing`` for the official rule.

        official-rules-fr.txt: "Si elle peut être utilisée immédiatement, il s'en sert" (or keeps it and
        passes); a card that cannot be played ends the turn.
        """
        card = self.draw_pile.pop()
        self.hands[player].append(card)
        self._draws_this_turn = 1
        self._uno_declared[player] = False  # more than one card again: nothing to say, nothing to catch
        if self._uno_catchable == player:
            self._uno_catchable = None
        record = self.record_events
        if record:
            self._new.append(CardsDrawn(player, 1, (card,), DrawReason.CHOICE))
        color = self.color
        if card.color is color:
            playable = True
        elif self._plain_deck:
            discard = self.discard
            playable = card.is_black or bool(
                discard and discard[-1].color is not None and card.rank is discard[-1].rank
            )
        else:
            playable = self._fits(card, color)
        if playable:
            self._drawn = card
            self.phase = _AFTER_DRAW
            if record:
                self._new.append(DrawnCardPlayable(player, card))
            return
        if record:
            self._new.append(TurnPassed(player))
        following = (player + _STEP[self.direction]) % self.num_players
        if True in self.eliminated:
            following = self.next_player(player)
        self.current_player = following
        self._draws_this_turn = 0
        if record:
            self._new.append(TurnStarted(following))

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
        bluff = False
        if card.rank is Rank.WILD_DRAW_FOUR and self.rules.allow_challenge:
            bluff = self._is_bluff(hand, previous_color)
        self.discard.append(card)
        if card.color is not None or card.rank is not Rank.UNO_CARD:
            self.color = card.color  # the UNO card has no colour: the colour in play stays
        if self.open_hands and card.color is None:
            # "jusqu'à l'utilisation d'une nouvelle carte à fond noir"
            self.open_hands = False
            self._emit(OpenHands, player, False)
        called = action.uno or self._uno_declared[player]
        self._emit(CardPlayed, player, card, len(hand), uno_called=called and len(hand) == 1, jump_in=jump_in)
        self._after_card_left_hand(player, called)
        if not hand:
            self._finish_round(player, card)
            return
        if card.rank is Rank.WILD_DRAW_FOUR:
            self._challenge = (player, self.next_player(player), bluff, previous_color)
        self._pending_card = card
        self._then = _Then.RESOLVE_PLAY
        if card.rank is Rank.SHUFFLE_HANDS:
            self._shuffle_hands(player)
        if card.rank is Rank.FAMILY_QUICK:
            self.phase = Phase.CHOOSE_EFFECT
            return
        if card.rank is Rank.SWAP_HANDS and self._swap_targets(player):
            self._preset_color = action.color
            self._target = _Target.SWAP_CARD
            self.phase = Phase.CHOOSE_TARGET
            return
        if card.chooses_color:
            if action.color is not None:
                self._choose_color(player, action.color)
            else:
                self.phase = Phase.CHOOSE_COLOR
            return
        self._resolve(player, card.rank)

    def _after_card_left_hand(self, player: int, called: bool) -> None:
        """UNO: down to one card, the player is safe if they said it, else anyone may catch them."""
        if len(self.hands[player]) == 1:
            if called:
                self._uno_declared[player] = True
            else:
                self._uno_catchable = player
                self._emit(UnoMissed, player)

    def _no_longer_one_card(self, player: int) -> None:
        """A drawing player holds more than one card again: nothing to say, nothing to catch."""
        self._uno_declared[player] = False
        if self._uno_catchable == player:
            self._uno_catchable = None

    def _is_bluff(self, hand: list[Card], previous_color: Color | None) -> bool:
        """Whether a +4 was played against the rule (the rest of the hand is ``hand``)."""
        if self.rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
            return previous_color is not None and any(card.color is previous_color for card in hand)
        # Called before the +4 goes on the pile: the top card is still the one it covers.
        return any(card.rank is not Rank.WILD_DRAW_FOUR and self._fits(card, previous_color) for card in hand)

    def _choose_color(self, player: int, color: Color) -> None:
        self.color = color
        self._emit(ColorChosen, player, color)
        if self._then is _Then.START_ROUND:
            self._start_after_first_card()
            return
        card = self._pending_card
        assert card is not None
        self._resolve(player, card.rank)

    def _choose_effect(self, player: int, effect: Effect) -> None:
        """A Family Quick Joker: "Le joueur peut décider lui-même de la fonction de sa carte"."""
        self._emit(EffectChosen, player, effect)
        if effect is Effect.SWAP_HANDS:
            if self._swap_targets(player):
                self._target = _Target.SWAP_CARD
                self.phase = Phase.CHOOSE_TARGET
                return
            self._resolve(player, Rank.FAMILY_QUICK)
            return
        rank = {
            Effect.NONE: Rank.FAMILY_QUICK,
            Effect.REVERSE: Rank.REVERSE,
            Effect.SKIP: Rank.SKIP,
            Effect.DRAW_TWO: Rank.DRAW_TWO,
        }[effect]
        self._resolve(player, rank)

    def _choose_target(self, player: int, target: int) -> None:
        if self._target is _Target.GIVE:
            self._give(target, self._give_count, DrawReason.GIVEN)
            self._begin_turn(self.next_player(player))
            return
        if self._target is _Target.NEXT:
            self._emit(NextPlayerChosen, player, target)
            self._begin_turn(target)
            return
        if self._target is _Target.SEVEN:
            self._swap_hands(player, target)
            self._begin_turn(self.next_player(player))
            return
        self._swap_hands(player, target)
        card = self._pending_card
        if card is not None and card.rank is Rank.FAMILY_QUICK:
            self._resolve(player, Rank.FAMILY_QUICK)
            return
        preset, self._preset_color = self._preset_color, None
        if preset is not None:
            self._choose_color(player, preset)
        else:
            self.phase = Phase.CHOOSE_COLOR

    def _resolve(self, player: int, rank: Rank) -> None:
        """The effect of a card of ``rank`` played by ``player``, once any colour is chosen."""
        self._uno_declared[player] = len(self.hands[player]) == 1 and self._uno_declared[player]
        following = self.next_player(player)
        rules = self.rules
        # Without an answer in the rules (no skip defence, no stacking), a skip or a +2 takes effect at once:
        # the shortcut of _hit and _accept, with the same events.
        unanswered = self._owed_rank is None
        if rank is Rank.SKIP:
            if unanswered and not rules.skip_defence:
                self._challenge = None
                self._skip(following)
            else:
                self._hit(player, following, Rank.SKIP, 0)
        elif rank is Rank.DRAW_TWO and unanswered and rules.stacking is Stacking.OFF:
            self._challenge = None
            self._give(following, 2, DrawReason.DRAW_TWO)
            self._skip(following)
        elif rank is Rank.REVERSE:
            if self.num_players - sum(self.eliminated) == 2 and rules.two_player_reverse_skips:
                # braille-uno-rules-fr.txt, "A 2 joueurs": reverse lets the player play again
                self._skip(following)
            else:
                self.direction = Direction(-self.direction.value)
                self._emit(DirectionChanged, self.direction)
                self._begin_turn(self.next_player(player))
        elif rank in _DRAW_CARDS:
            self._hit(player, following, rank, _DRAW_CARDS[rank])
        elif rank is Rank.ZERO and rules.seven_zero:
            self._pass_hands(player)
            self._begin_turn(following)
        elif rank is Rank.SEVEN and rules.seven_zero and self._targets_for(player, _Target.SEVEN):
            self._target = _Target.SEVEN
            self.current_player = player
            self.phase = Phase.CHOOSE_TARGET
        elif rank in CUSTOM_RANKS:
            self._play_custom(player, following, self._custom_effect(rank))
        else:
            self._begin_turn(following)

    # ------------------------------------------------------------------ customizable cards

    def _custom_effect(self, rank: Rank) -> CustomEffect:
        return self.rules.custom_effects[CUSTOM_RANKS.index(rank)]

    def _play_custom(self, player: int, following: int, effect: CustomEffect) -> None:
        """A customizable card, its colour named: its effect, chosen by the table at setup."""
        if effect in (CustomEffect.GIVE_TWO, CustomEffect.GIVE_FOUR):
            self._give_count = 2 if effect is CustomEffect.GIVE_TWO else 4
            self._target = _Target.GIVE
        elif effect is CustomEffect.CHOOSE_NEXT:
            self._target = _Target.NEXT
        else:
            self._suffer_custom(player, following, effect)
            self._begin_turn(following)
            return
        self.current_player = player
        self.phase = Phase.CHOOSE_TARGET

    def _suffer_custom(self, player: int, victim: int, effect: CustomEffect) -> None:
        """The effects a customizable card has on the next player (or on the whole table)."""
        if effect is CustomEffect.NEXT_DRAWS_FOUR:
            self._give(victim, 4, DrawReason.CUSTOM_CARD)
        elif effect is CustomEffect.DRAW_UNTIL_COLOR and self.color is not None:
            drawn: list[Card] = []
            while True:
                card = self._pop_draw_pile()
                if card is None:
                    break
                drawn.append(card)
                if card.color is self.color:
                    break
            self.hands[victim].extend(drawn)
            if drawn:
                self._no_longer_one_card(victim)
                self._emit(CardsDrawn, victim, len(drawn), tuple(drawn), DrawReason.CUSTOM_CARD)
            else:
                self._emit(NoCardToDraw, victim)
        elif effect is CustomEffect.OPEN_HANDS:
            self.open_hands = True
            self._emit(OpenHands, player, True)

    def _hit(self, player: int, victim: int, rank: Rank, count: int) -> None:
        """``victim`` faces a draw card or a skip: answer it, challenge it, or take it."""
        rules = self.rules
        answering = self._owed_rank is not None
        self._owed += count
        self._owed_rank = rank
        self._owed_by = player
        challengeable = rank is Rank.WILD_DRAW_FOUR and rules.allow_challenge and not answering
        if not challengeable:
            self._challenge = None
        self.current_player = victim
        if challengeable:
            self.phase = Phase.CHALLENGE
            self._emit(ChallengeOffered, victim, player)
            return
        # The victim is asked whenever the rules give an answer, whatever their hand:
        # asking only those who hold an answer would tell the table what they hold.
        defended = rank is Rank.SKIP and rules.skip_defence
        if rank is not Rank.SKIP and rules.stacking is not Stacking.OFF:
            defended = True
        if rank is Rank.WILD_DRAW_FOUR and rules.deck is DeckKind.FAMILY:
            defended = True  # the Quickos card may be in any hand
        if defended:
            self.phase = Phase.ANSWER
            self._emit(DrawOwed, victim, self._owed)
            return
        self._accept(victim)

    def _answer(self, player: int, action: Play) -> None:
        """An answer to a draw card or a skip: the total goes on to the next player."""
        card = action.card
        self._challenge = None
        if card.rank is Rank.QUICKOS:
            self._quickos(player, action)
            return
        self._play(player, action)

    def _quickos(self, player: int, action: Play) -> None:
        """uno-family-quick-fr.txt: the Quickos card "retourne la carte contre lui", the +4's player.

        The +4's player draws what was owed; the Quickos then acts as a Joker
        played by its holder: they name the colour and play goes on from them.
        """
        owed, by = self._owed, self._owed_by
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        card = action.card
        hand = self.hands[player]
        hand.remove(card)
        self.discard.append(card)
        self.color = None
        self._emit(CardPlayed, player, card, len(hand))
        self._after_card_left_hand(player, action.uno or self._uno_declared[player])
        assert by is not None
        self._give(by, owed, DrawReason.QUICKOS)
        if not hand:
            self._finish_round(player, card)
            return
        self._pending_card = card
        self._then = _Then.RESOLVE_PLAY
        if action.color is not None:
            self._choose_color(player, action.color)
        else:
            self.phase = Phase.CHOOSE_COLOR

    def _accept(self, victim: int) -> None:
        """Take what is owed: the cards, then the lost turn (but after a UNO card the victim plays)."""
        owed, rank = self._owed, self._owed_rank
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        self._challenge = None
        if rank is Rank.SKIP:
            self._skip(victim)
            return
        reason = _DRAW_REASONS.get(rank, DrawReason.STACK) if owed == _DRAW_CARDS.get(rank) else DrawReason.STACK
        self._give(victim, owed, reason)
        if rank is Rank.UNO_CARD:
            # uno-rapido-fr.txt: "Celui-ci peut en revanche jouer après avoir pioché."
            self._begin_turn(victim)
            return
        self._skip(victim)

    def _skip(self, victim: int) -> None:
        if self.record_events:
            self._new.append(PlayerSkipped(victim))
        self._begin_turn(self.next_player(victim))

    def _draw_instead_of_playing(self, player: int) -> None:
        rules = self.rules
        record = self.record_events
        while True:
            card = self.draw_pile.pop() if self.draw_pile else self._pop_draw_pile()
            if card is None:
                self._emit(NoCardToDraw, player)
                self._emit(TurnPassed, player)
                self._end_turn(player)
                return
            self._draws_this_turn += 1
            self.hands[player].append(card)
            self._uno_declared[player] = False  # _no_longer_one_card, inlined
            if self._uno_catchable == player:
                self._uno_catchable = None
            if record:
                self._new.append(CardsDrawn(player, 1, (card,), DrawReason.CHOICE))
            if rules.draw_ends_turn:
                # uno-rapido-fr.txt, "piocher, c'est jouer": "il pioche et c'est au tour du joueur 2"
                break
            if card.color is self.color or self._fits(card, self.color):
                # "Si elle peut être utilisée immédiatement, il s'en sert" - or keeps it and passes.
                self._drawn = card
                self.phase = Phase.AFTER_DRAW
                self._emit(DrawnCardPlayable, player, card)
                return
            if self._draws_this_turn >= rules.draw_limit:
                break
        self._emit(TurnPassed, player)
        self._end_turn(player)

    # ------------------------------------------------------------------ +4 challenge

    def _resolve_challenge(self, challenger: int) -> None:
        assert self._challenge is not None
        bluffer, _victim, bluff, previous_color = self._challenge
        self._challenge = None
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        self._emit(Challenged, challenger, bluffer, bluff)
        if self.record_events:
            self._new.append(HandRevealed(bluffer, challenger, tuple(sorted(self.hands[bluffer], key=BY_ORDER))))
        if not bluff:
            # "le joueur suivant pioche alors 6 cartes au lieu des 4"
            self._give(challenger, 6, DrawReason.CHALLENGE_LOST)
            self._skip(challenger)
            return
        if self.rules.bluff_rule is BluffRule.TAKE_BACK:
            # braille-uno-rules-fr.txt: "la reprend, et c'est alors à lui de tirer 4 cartes"
            card = self.discard.pop()
            self.hands[bluffer].append(card)
            self.color = previous_color
            self._emit(CardsDrawn, bluffer, 1, (card,), DrawReason.RETURNED)
        self._give(bluffer, 4, DrawReason.BLUFF_CAUGHT)
        self._begin_turn(challenger)

    # ------------------------------------------------------------------ UNO and confusion

    def _catch_uno(self, catcher: int, target: int) -> None:
        self._uno_catchable = None
        self._emit(UnoCaught, catcher, target)
        self._give(target, self.rules.uno_penalty, DrawReason.UNO_PENALTY)

    def _is_confusion(self, player: int, action: Action, reason: Reason) -> bool:
        """UNO Rapido: a wrong play of a card one holds is paid in cards, not refused."""
        # The reason first: these reasons come after the player was found to be a seat at the table,
        # so an unknown player (-1, 99, "0") is refused as such, never compared as a number.
        return (
            self.rules.confusion_penalty > 0
            and reason
            in (
                Reason.CARD_DOES_NOT_MATCH,
                Reason.NOT_YOUR_TURN,
                Reason.NOT_IDENTICAL,
                Reason.ONLY_DRAWN_CARD,
                Reason.MUST_ANSWER_DRAW,
            )
            and isinstance(action, Play)
            and self.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)
            and 0 <= player < self.num_players
            and not self.eliminated[player]
        )

    def _confuse(self, player: int, action: Action) -> None:
        assert isinstance(action, Play)
        self._emit(Confused, player, action.card)
        self._give(player, self.rules.confusion_penalty, DrawReason.CONFUSION)

    # ------------------------------------------------------------------ hands changing owners

    def _others(self, player: int) -> list[int]:
        return [p for p in range(self.num_players) if p != player and not self.eliminated[p]]

    def _swap_targets(self, player: int) -> list[int]:
        """Whom Swap Hands may target: "pas contre un joueur qui n'a qu'une seule carte"."""
        return [p for p in self._others(player) if len(self.hands[p]) != 1]

    def _targets_for(self, player: int, purpose: _Target) -> list[int]:
        if purpose is _Target.SWAP_CARD:
            return self._swap_targets(player)
        if purpose is _Target.NEXT:
            return [p for p in range(self.num_players) if not self.eliminated[p]]
        return self._others(player)

    def _targets(self, player: int) -> list[int]:
        return self._targets_for(player, self._target)

    def _shuffle_hands(self, player: int) -> None:
        """Collect every hand, shuffle, deal them all out from the player's left."""
        cards = [card for hand in self.hands for card in hand]
        _shuffle(self.rng, cards)
        self.hands = [[] for _ in range(self.num_players)]
        seat = player
        for card in cards:
            # "il commence par le joueur qui se trouve à sa gauche" - to the left, whatever the direction of play
            seat = self.next_seat_left(seat)
            self.hands[seat].append(card)
        self._uno_catchable = None
        self._uno_declared = [False] * self.num_players
        self._emit(HandsShuffled, player)
        self._emit_new_hands(self._others(player) + [player])

    def _swap_hands(self, player: int, target: int) -> None:
        self.hands[player], self.hands[target] = self.hands[target], self.hands[player]
        self._uno_catchable = None
        self._uno_declared[player] = self._uno_declared[target] = False
        self._emit(HandsSwapped, player, target)
        self._emit_new_hands((player, target))

    def _pass_hands(self, player: int) -> None:
        """7-0: a 0 passes every hand to the next player in the direction of play."""
        seats = [p for p in range(self.num_players) if not self.eliminated[p]]
        moved = [list(self.hands[p]) for p in range(self.num_players)]
        for seat in seats:
            self.hands[self.next_player(seat)] = moved[seat]
        self._uno_catchable = None
        self._uno_declared = [False] * self.num_players
        self._emit(HandsPassed, player, self.direction)
        self._emit_new_hands(seats)

    def _emit_new_hands(self, players: Iterable[int]) -> None:
        if self.record_events:
            for p in players:
                self._new.append(NewHand(p, tuple(sorted(self.hands[p], key=BY_ORDER)), len(self.hands[p])))

    # ------------------------------------------------------------------ piles

    def _pop_draw_pile(self) -> Card | None:
        if not self.draw_pile:
            if len(self.discard) <= 1:
                return None
            # "le talon sera mélangé (sauf la dernière carte, qui servira de continuité)"
            top = self.discard.pop()
            pile = self.discard
            _shuffle(self.rng, pile)
            self.draw_pile = pile
            self.discard = [top]
            self._emit(PileReshuffled, len(pile))
        return self.draw_pile.pop()

    def _give(self, player: int, count: int, reason: DrawReason) -> None:
        """``player`` draws ``count`` cards, or as many as there are."""
        pile = self.draw_pile
        if 0 < count <= len(pile):
            # Enough cards in the pile: taken from its top in one slice, no reshuffle to consider.
            drawn = pile[: -count - 1 : -1]
            del pile[-count:]
            self.hands[player].extend(drawn)
            self._no_longer_one_card(player)
            if self.record_events:
                self._new.append(CardsDrawn(player, count, tuple(drawn), reason))
            return
        drawn = []
        for _ in range(count):
            card = self._pop_draw_pile()
            if card is None:
                break
            drawn.append(card)
        self.hands[player].extend(drawn)
        if drawn:
            self._no_longer_one_card(player)
        if count and not drawn:
            self._emit(NoCardToDraw, player)
            return
        self._emit(CardsDrawn, player, len(drawn), tuple(drawn), reason, short=len(drawn) < count)

    # ------------------------------------------------------------------ end of round

    def _finish_round(self, winner: int, last_card: Card) -> None:
        """The round ends; a last +2 or +4 still makes the next player draw."""
        following = self.next_player(winner)
        rank = last_card.rank
        if rank is Rank.DRAW_TWO or rank is Rank.WILD_DRAW_FOUR:
            # "le joueur suivant pioche alors 2 cartes et le comptage des points débute" (with any stack)
            owed = self._owed + _DRAW_CARDS[rank]
            self._give(following, owed, _DRAW_REASONS[rank] if owed == _DRAW_CARDS[rank] else DrawReason.STACK)
        elif rank in CUSTOM_RANKS:
            # "le joueur suivant subit sa règle personnalisée et le comptage des points débute"
            self.color = self.color or previous_color_of(self.discard)
            self._suffer_custom(winner, following, self._custom_effect(rank))
        self._owed, self._owed_rank, self._owed_by = 0, None, None
        self._uno_catchable = None
        self._challenge = None
        self._drawn = None
        self.current_player = None
        rules = self.rules
        points = rules.card_points
        players = range(self.num_players)
        hand_points = tuple(sum(points(card) for card in hand) for hand in self.hands)
        if rules.elimination:
            # braille-uno-rules-fr.txt, UNO CHALLENGE: "le joueur qui l'a remportée ne marque pas de points, tandis
            # que chacun des autres joueurs marque individuellement le nombre de points qu'il a en main" - whatever
            # the scoring option, or the round's winner would be the one eliminated.
            round_points = hand_points
        elif rules.scoring is Scoring.ROUNDS_WON:
            # With teams, "la somme des points que chaque couple" - a round won by a partner counts for the team.
            round_points = tuple(1 if self._same_side(p, winner) else 0 for p in players)
        elif rules.teams:
            team = self.team_of(winner)
            if rules.scoring is Scoring.WINNER_COLLECTS:
                # "la somme des points que chaque couple d'adversaires a alors en main"
                gained = sum(hand_points[p] for p in players if self.team_of(p) != team)
                round_points = tuple(gained if self.team_of(p) == team else 0 for p in players)
            else:
                team_points = [sum(hand_points[p] for p in players if self.team_of(p) == t) for t in (0, 1)]
                round_points = tuple(team_points[self.team_of(p)] for p in players)
        elif rules.scoring is Scoring.WINNER_COLLECTS:
            round_points = tuple(sum(hand_points) if p == winner else 0 for p in players)
        else:
            round_points = hand_points
        for p, gained in enumerate(round_points):
            if not self.eliminated[p]:
                self.scores[p] += gained
        self._emit(RoundEnded, winner, hand_points, round_points, tuple(self.scores))
        winners = self._match_winners(winner)
        if winners:
            self.winners = winners
            self.phase = Phase.MATCH_OVER
            self._emit(MatchEnded, winners, tuple(self.scores))
        else:
            self.phase = Phase.ROUND_OVER

    def _match_winners(self, round_winner: int) -> tuple[int, ...]:
        """Who won the match, if it is over (empty tuple otherwise)."""
        rules = self.rules
        target = rules.target_score
        scores = self.scores
        players = range(self.num_players)
        if rules.elimination:
            # "Dès qu'un joueur a atteint 500 points, il est éliminé."
            for p in players:
                if not self.eliminated[p] and scores[p] >= target:
                    self.eliminated[p] = True
                    self._emit(PlayerEliminated, p)
            left = [p for p in players if not self.eliminated[p]]
            if len(left) <= 1:
                if left:
                    return tuple(left)
                lowest = min(scores)
                return tuple(p for p in players if scores[p] == lowest)
            return ()
        if rules.scoring is Scoring.LOWEST_WINS:
            if max(scores) < target:
                return ()
            lowest = min(scores)
            return tuple(p for p in players if scores[p] == lowest)
        if scores[round_winner] >= target:
            if rules.teams:
                return tuple(p for p in players if self.team_of(p) == self.team_of(round_winner))
            return (round_winner,)
        return ()

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


def previous_color_of(discard: list[Card]) -> Color | None:
    """The colour of the last coloured card under the top of the discard pile."""
    for card in reversed(discard[:-1]):
        if card.color is not None:
            return card.color
    return None
