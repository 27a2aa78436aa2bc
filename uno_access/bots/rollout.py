"""A compact playout model of the official rules, for expert's search: the same game, a fraction of the cost.

Expert's search (:mod:`uno_access.bots.ismcts`) spends its time playing rounds
out by ``normal``'s habits (:func:`uno_access.bots.search.heuristic_action`).
On the engine each of those moves builds actions, checks them and runs the
rules' machinery for every edition and house rule.  For the rules expert
most often plays, the official ones (:func:`covers`: any number of seats,
with or without the two-player reverse, the +4's challenge and restriction as
set), this module plays the same playouts on plain integers: each card a
code from 0 to 53 (:data:`CARDS`, in the engine's hand order), hands as lists
of codes with their count per colour kept up to date, no events, no action
objects, no legality checks beyond the rules' own.  The playout policy is
``normal``'s habits as :func:`heuristic_action` reads them, drawing the same
random numbers in the same order; a reshuffle is the engine's own walk
(:func:`uno_access.engine._shared._shuffle`).  Started from the same state with
the same random stream, a playout here and one on the engine play the same
moves to the same end (``tests/test_bots_rollout.py`` checks it on many
seeds, move by move: the legal moves, the policy's move, every hand, pile and
colour).

Moves are ints: a card's code to play it (``+ 64 * (colour + 1)`` when a
colour is named with a Joker; a Joker played without one names the colour the
engine's playout would: :func:`uno_access.bots.search._best_color`), or
:data:`DRAW`, :data:`PASS`, :data:`ACCEPT` (take a +4 rather than challenge
it: nobody bluffs or challenges in a playout).  UNO is not modelled: in a
playout everyone says it, so nobody is ever caught.

Typed for mypyc: it is compiled with the engine and the search
(:mod:`uno_access.engine_build`), and plain enough to be fast as Python too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Final

from uno_access.engine.actions import Action, Draw, Pass, Play
from uno_access.engine.cards import COLORS, NUMBER_RANKS, Card, Direction, Rank
from uno_access.engine.ruleset import DrawFourRestriction, RuleSet
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from .search import win_chance

#: The 54 different cards of the official deck, by code: a colour's 13 cards (0-9, +2, reverse, skip, as
#: ``Rank`` lists them) at ``13 * colour``, then the Joker (52) and the +4 (53): the engine's hand order.
CARDS: Final[list[Card]] = [
    *(Card(color, rank) for color in COLORS for rank in (*NUMBER_RANKS, Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP)),
    Card(None, Rank.WILD),
    Card(None, Rank.WILD_DRAW_FOUR),
]
#: A card's code.
CODES: Final[dict[Card, int]] = {card: code for code, card in enumerate(CARDS)}
#: The colour of each code (0 to 3, as ``COLORS``; 4: black), and its rank within a colour (0-9 the number,
#: then :data:`DRAW_TWO`, :data:`REVERSE`, :data:`SKIP`; :data:`WILD` and :data:`DRAW_FOUR` for the black ones).
COLOR_OF: Final[list[int]] = [code // 13 for code in range(52)] + [4, 4]
RANK_OF: Final[list[int]] = [code % 13 for code in range(52)] + [13, 14]
DRAW_TWO: Final = 10
REVERSE: Final = 11
SKIP: Final = 12
WILD: Final = 13
DRAW_FOUR: Final = 14
BLACK: Final = 4

#: Moves that are not plays.
DRAW: Final = -1
PASS: Final = -2
ACCEPT: Final = -3

#: Phases: a turn to play, the card just drawn to play or keep, a +4 to take (or challenge), the round won.
PLAYING: Final = 0
AFTER_DRAW: Final = 1
CHALLENGE: Final = 2
OVER: Final = 3

#: The rules' fields that change nothing in a playout of the official rules (scores, who deals, the first
#: card's effects, a bluff's penalty: nobody bluffs or challenges in a playout), or that the model reads
#: (``two_player_reverse_skips``, ``allow_challenge``, ``draw_four_restriction``).  Every other field must be
#: the official rules' own.
_FREE: Final = frozenset({
    "name", "target_score", "scoring", "min_players", "max_players", "hand_size", "first_wild_chooser",
    "first_reverse", "first_skip", "dealer_each_round", "swap_card_points", "custom_effects", "round_hundred",
    "uno_penalty", "two_player_reverse_skips", "allow_challenge", "bluff_rule", "bluff_penalty",
    "draw_four_restriction",
})
_OFFICIAL: Final = RuleSet.preset("official")
_COVERED: Final[dict[RuleSet, bool]] = {}


def covers(rules: RuleSet) -> bool:
    """Whether the model plays ``rules`` as the engine does (the official rules, the fields in ``_FREE`` aside)."""
    known = _COVERED.get(rules)
    if known is None:
        known = all(getattr(rules, field.name) == getattr(_OFFICIAL, field.name)
                    for field in fields(RuleSet) if field.name not in _FREE)
        _COVERED[rules] = known
    return known


def covers_view(view: PlayerView) -> bool:
    """Whether a playout from ``view``'s decision can be played by the model (else the search uses the engine)."""
    return (
        (view.phase is Phase.PLAY or view.phase is Phase.AFTER_DRAW)
        and view.current_player == view.player
        and view.color is not None
        and view.top_card is not None
        and view.uno_catchable is None
        and not view.eliminated
        and view.draw_owed == 0
        and view.open_hands is None
        and covers(view.rules)
    )


class Rollout:
    """One round in play, as integers: what a playout needs, nothing more."""

    __slots__ = ("players", "hands", "colors", "draw_pile", "discard", "color", "current", "step", "phase",
                 "drawn", "winner", "moves", "reverse_skips", "challenge", "no_matching_color", "learned")

    def __init__(self, players: int, reverse_skips: bool, challenge: bool, no_matching_color: bool) -> None:
        self.players = players
        #: Each seat's cards, as codes (in no particular order).
        self.hands: list[list[int]] = []
        #: Each seat's count of cards per colour (index 4: black ones).
        self.colors: list[list[int]] = []
        self.draw_pile: list[int] = []  # top card last
        self.discard: list[int] = []  # top card last
        self.color = 0
        self.current = 0
        self.step = 1
        self.phase = PLAYING
        self.drawn = -1
        self.winner = -1
        #: Moves applied (the engine logs one entry a move: the work a search counts).
        self.moves = 0
        self.reverse_skips = reverse_skips
        self.challenge = challenge
        self.no_matching_color = no_matching_color
        #: Each seat's learned playout weights (:func:`features`, :mod:`.playout_weights`), an empty list for
        #: ``normal``'s habits; ``None``: ``normal``'s habits for every seat (the model as the engine plays it).
        self.learned: list[list[float]] | None = None

    # ------------------------------------------------------------------ building and copying

    @staticmethod
    def empty(rules: RuleSet, players: int) -> Rollout:
        """A table of ``players`` seats under ``rules`` (which :func:`covers`), nothing dealt yet."""
        return Rollout(players, rules.two_player_reverse_skips, rules.allow_challenge,
                       rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR)

    def set_hand(self, seat: int, cards: Sequence[Card]) -> None:
        """Give ``seat`` these cards (codes kept with their colour counts)."""
        codes = [CODES[card] for card in cards]
        counts = [0, 0, 0, 0, 0]
        for code in codes:
            counts[COLOR_OF[code]] += 1
        self.hands[seat] = codes
        self.colors[seat] = counts

    def copy(self) -> Rollout:
        """An independent copy (for each move compared on one guess)."""
        other = Rollout(self.players, self.reverse_skips, self.challenge, self.no_matching_color)
        other.hands = [list(hand) for hand in self.hands]
        other.colors = [list(counts) for counts in self.colors]
        other.draw_pile = list(self.draw_pile)
        other.discard = list(self.discard)
        other.color = self.color
        other.current = self.current
        other.step = self.step
        other.phase = self.phase
        other.drawn = self.drawn
        other.winner = self.winner
        other.moves = self.moves
        other.learned = self.learned  # never changed in a playout: shared
        return other

    # ------------------------------------------------------------------ the rules

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % self.players

    def fits(self, code: int) -> bool:
        """Whether the card ``code`` may go on the pile now (a +4 always may: bluffing is allowed)."""
        color = COLOR_OF[code]
        if color == self.color or color == BLACK:
            return True
        top = self.discard[-1]
        return COLOR_OF[top] != BLACK and RANK_OF[top] == RANK_OF[code]

    def plays(self) -> list[int]:
        """The different cards the player to move may lay, in the engine's order (``legal_actions``'s)."""
        if self.phase == AFTER_DRAW:
            return [self.drawn]
        if self.phase != PLAYING:
            return []
        top = self.discard[-1]
        top_rank = RANK_OF[top] if COLOR_OF[top] != BLACK else -1
        color = self.color
        found: list[int] = []
        for code in self.hands[self.current]:
            card_color = COLOR_OF[code]
            if card_color == color or card_color == BLACK or RANK_OF[code] == top_rank:
                if code not in found:
                    found.append(code)
        found.sort()
        return found

    def legal(self) -> list[int]:
        """The moves of the player to move (plays without a colour named, as the engine lists them)."""
        phase = self.phase
        if phase == CHALLENGE:
            return [ACCEPT]
        if phase == AFTER_DRAW:
            return [self.drawn, PASS]
        if phase == PLAYING:
            return [*self.plays(), DRAW]
        return []

    def _take(self, seat: int, code: int) -> None:
        self.hands[seat].remove(code)
        self.colors[seat][COLOR_OF[code]] -= 1

    def _add(self, seat: int, code: int) -> None:
        self.hands[seat].append(code)
        self.colors[seat][COLOR_OF[code]] += 1

    def _pop(self, rng: random.Random) -> int:
        """The top card of the draw pile, the discard pile (but its top card) shuffled in when it is empty; -1
        when there is no card left at all (the engine's ``piles.pop_draw_pile``)."""
        pile = self.draw_pile
        if not pile:
            discard = self.discard
            if len(discard) <= 1:
                return -1
            top = discard.pop()
            shuffle(rng, discard)
            self.draw_pile = pile = discard
            self.discard = [top]
        return pile.pop()

    def _give(self, seat: int, count: int, rng: random.Random) -> None:
        """``seat`` draws ``count`` cards from the top of the pile, or as many as there are."""
        for _ in range(count):
            code = self._pop(rng)
            if code < 0:
                return
            self._add(seat, code)

    def apply(self, move: int, rng: random.Random) -> None:
        """The player to move makes ``move`` (one of :meth:`legal`'s, a play possibly with a colour named)."""
        self.moves += 1
        seat = self.current
        if move == ACCEPT:  # the +4's cards, and the turn lost
            self.phase = PLAYING
            self._give(seat, 4, rng)
            self.current = self.next_seat(seat)
            return
        if move == PASS:
            self.phase = PLAYING
            self.drawn = -1
            self.current = self.next_seat(seat)
            return
        if move == DRAW:
            code = self._pop(rng)
            if code >= 0:
                self._add(seat, code)
                if self.fits(code):  # "Si elle peut être utilisée immédiatement, il s'en sert" - or keeps it
                    self.drawn = code
                    self.phase = AFTER_DRAW
                    return
            self.current = self.next_seat(seat)
            return
        code = move & 63
        named = (move >> 6) - 1
        self._take(seat, code)
        self.discard.append(code)
        self.drawn = -1
        self.phase = PLAYING
        color = COLOR_OF[code]
        if color == BLACK:
            if named < 0 and self.hands[seat]:  # laid without a colour: the playout names one (a move of its own)
                self.moves += 1
                named = most_held_first(self.colors[seat])
            color = named
        self.color = color
        rank = RANK_OF[code]
        following = self.next_seat(seat)
        if not self.hands[seat]:
            self.winner = seat
            self.phase = OVER
            if rank == DRAW_TWO or rank == DRAW_FOUR:  # a last +2 or +4 still makes the next player draw
                self._give(following, 2 if rank == DRAW_TWO else 4, rng)
            return
        if rank < DRAW_TWO or rank == WILD:
            self.current = following
        elif rank == SKIP:
            self.current = self.next_seat(following)
        elif rank == DRAW_TWO:
            self._give(following, 2, rng)
            self.current = self.next_seat(following)
        elif rank == REVERSE:
            if self.players == 2 and self.reverse_skips:
                self.current = seat
            else:
                self.step = -self.step
                self.current = self.next_seat(seat)
        elif self.challenge:  # a +4: its victim may challenge it (takes it, in a playout)
            self.current = following
            self.phase = CHALLENGE
        else:
            self._give(following, 4, rng)
            self.current = self.next_seat(following)

    # ------------------------------------------------------------------ the playout policy

    def policy(self, rng: random.Random) -> int:
        """``normal``'s habits (:func:`uno_access.bots.search.heuristic_action`), the same random numbers drawn."""
        phase = self.phase
        if phase == CHALLENGE:
            return ACCEPT
        seat = self.current
        hand = self.hands[seat]
        plays = self.plays()
        if not plays:
            return DRAW
        fallback = PASS if phase == AFTER_DRAW else DRAW
        if len(hand) == 1 or len(plays) == 1 and plays[0] != 53:
            best = plays[0]
        else:
            threat = len(self.hands[self.next_seat(seat)]) <= 2
            best = self._best_play(seat, hand, plays, self.color, threat, rng.random)
        if best < 0:  # only a +4 that would be a bluff
            return fallback
        if COLOR_OF[best] == BLACK:
            return best + 64 * (most_held(self.colors[seat], rng) + 1)
        return best

    def _best_play(self, seat: int, hand: list[int], plays: list[int], color: int, threat: bool,
                   random_: Callable[[], float]) -> int:
        """``search._best_play``: the best-looking play of several, -1 if none will do.  ``color``: the colour
        to play; ``threat``: the next player holds two cards or fewer (:meth:`play_out` keeps both in locals,
        so they are passed); ``random_``: the playout's ``rng.random``, looked up once."""
        learned = self.learned
        if learned is not None and learned[seat]:
            return self._learned_play(seat, hand, plays, color, threat, learned[seat], random_)
        two = self.players == 2
        counts = self.colors[seat]
        blacks = counts[BLACK]
        best = -1
        best_score = -1e9
        for code in plays:
            rank = RANK_OF[code]
            card_color = COLOR_OF[code]
            score: float
            if card_color == BLACK:
                if rank == DRAW_FOUR:
                    if not self._honest(seat, hand, color):
                        continue
                    score = -10.0 + (30.0 if threat else 0.0) + (4.0 if two else 0.0)
                else:
                    score = -12.0
            else:
                held = counts[card_color] - 1
                if rank < DRAW_TWO:
                    score = held + rank / 20.0
                else:
                    score = float(held)
                    stopper = rank == SKIP or rank == DRAW_TWO
                    if two and (stopper or rank == REVERSE and self.reverse_skips):
                        same_rank = 0
                        for other in hand:
                            if RANK_OF[other] == rank:
                                same_rank += 1
                        score += 4.0 if held or blacks or same_rank > 1 else -5.0
                    if stopper or rank == REVERSE and not two:
                        score += 8.0 if threat else 0.5
            score += 0.001 * random_()  # ties broken at random, as normal does
            if score > best_score:
                best = code
                best_score = score
        return best

    def _learned_play(self, seat: int, hand: list[int], plays: list[int], color: int, threat: bool,
                      weights: list[float], random_: Callable[[], float]) -> int:
        """:meth:`_best_play` by learned weights: the play whose :func:`features` weigh most (``weights`` of
        :data:`FEATURES`), a dishonest +4 never; the same random numbers drawn (one a card considered).  Written
        out rather than a dot product with :func:`features` (no list a card: a playout's cost), the tests check
        that both give the same scores."""
        counts = self.colors[seat]
        blacks = counts[BLACK]
        theirs = self.colors[(seat + self.step) % self.players]
        again_reverse = self.players == 2 and self.reverse_skips
        two = self.players == 2
        best = -1
        best_score = -1e9
        for code in plays:
            rank = RANK_OF[code]
            card_color = COLOR_OF[code]
            score: float
            if card_color == BLACK:
                if rank == DRAW_FOUR:
                    if not self._honest(seat, hand, color):
                        continue
                    score = weights[11] + (weights[12] if threat else 0.0)
                else:
                    score = weights[10] + (weights[13] if threat else 0.0)
            else:
                held = counts[card_color] - 1
                score = weights[0] * held + (weights[14] * held if threat else 0.0)
                pair = False
                same_rank = 0
                for other in hand:
                    if RANK_OF[other] == rank:
                        same_rank += 1
                        if COLOR_OF[other] != card_color:
                            pair = True
                if rank < DRAW_TWO:
                    score += weights[1] * (rank / 20.0)
                else:
                    stopper = rank == SKIP or rank == DRAW_TWO
                    if stopper:
                        score += weights[2] + (weights[5] if threat else 0.0)
                    if rank == DRAW_TWO:
                        score += weights[9]
                    if two and (stopper or rank == REVERSE and again_reverse):
                        score += weights[3] if held or blacks or same_rank > 1 else weights[4]
                if theirs[card_color] == 0:
                    score += weights[6] + (weights[7] if threat else 0.0)
                if pair:
                    score += weights[8]
            score += 0.001 * random_()
            if score > best_score:
                best = code
                best_score = score
        return best

    def _honest(self, seat: int, hand: list[int], color: int) -> bool:
        """Whether a +4 laid now on ``color`` follows its rule (``predicates.draw_four_is_bluff``, the +4 left
        out)."""
        if not self.challenge:
            return True
        if self.no_matching_color:
            return self.colors[seat][color] == 0
        top = self.discard[-1]
        top_rank = RANK_OF[top] if COLOR_OF[top] != BLACK else -1
        for code in hand:
            if code != 53 and (COLOR_OF[code] == color or COLOR_OF[code] == BLACK or RANK_OF[code] == top_rank):
                return False
        return True

    def play_out_stepwise(self, rng: random.Random, limit: int) -> None:
        """:meth:`play_out` one :meth:`policy` and one :meth:`apply` at a time (what the tests compare it with)."""
        while self.moves < limit and self.phase != OVER:
            self.apply(self.policy(rng), rng)

    def play_out(self, rng: random.Random, limit: int) -> None:
        """Play on by the policy until the round is won or :attr:`moves` reaches ``limit``.

        :meth:`policy` and :meth:`apply` written out in one loop over local variables (the same moves, the
        same random numbers: a test plays both ways): a playout's whole cost, so no call per move but the
        random numbers and, where several cards fit, the policy's own choice (:meth:`_best_play`, one copy)."""
        hands = self.hands
        colors = self.colors
        players = self.players
        two = players == 2
        reverse_skips = self.reverse_skips
        challenge = self.challenge
        color_of = COLOR_OF
        rank_of = RANK_OF
        random_ = rng.random
        color = self.color
        current = self.current
        step = self.step
        phase = self.phase
        drawn = self.drawn
        moves = self.moves
        discard = self.discard
        while moves < limit and phase != OVER:
            moves += 1
            seat = current
            following = (seat + step) % players
            if phase == CHALLENGE:  # the +4 taken: four cards, and the turn lost
                phase = PLAYING
                self._give(seat, 4, rng)
                discard = self.discard
                current = following
                continue
            hand = hands[seat]
            counts = colors[seat]
            # The policy (normal's habits): the cards that fit, in the engine's order.
            if phase == AFTER_DRAW:
                plays = [drawn]
            else:
                top = discard[-1]
                top_rank = rank_of[top] if top < 52 else -1
                plays = []
                for code in hand:
                    card_color = color_of[code]
                    if (card_color == color or card_color == BLACK or rank_of[code] == top_rank) \
                            and code not in plays:
                        plays.append(code)
                if len(plays) > 1:
                    plays.sort()
            best = -1
            if not plays:
                pass
            elif len(hand) == 1 or len(plays) == 1 and plays[0] != 53:
                best = plays[0]
            else:
                best = self._best_play(seat, hand, plays, color, len(hands[following]) <= 2, random_)
            if best < 0:  # nothing that fits (or only a +4 that would be a bluff): draw, or keep the card drawn
                if phase == AFTER_DRAW:
                    phase = PLAYING
                    drawn = -1
                    current = following
                    continue
                pile = self.draw_pile
                if pile:
                    code = pile.pop()
                else:
                    self.discard = discard
                    code = self._pop(rng)
                    discard = self.discard
                if code >= 0:
                    hand.append(code)
                    card_color = color_of[code]
                    counts[card_color] += 1
                    if card_color == color or card_color == BLACK or \
                            color_of[discard[-1]] != BLACK and rank_of[discard[-1]] == rank_of[code]:
                        drawn = code
                        phase = AFTER_DRAW
                        continue
                current = following
                continue
            # The play.
            hand.remove(best)
            card_color = color_of[best]
            counts[card_color] -= 1
            discard.append(best)
            drawn = -1
            phase = PLAYING
            if card_color == BLACK:
                named = 0  # the colour held most, ties broken at random (search._most_held)
                most = -1.0
                for other in range(4):
                    value = 0.001 * random_() + counts[other]
                    if value > most:
                        named = other
                        most = value
                color = named
            else:
                color = card_color
            rank = rank_of[best]
            if not hand:
                self.winner = seat
                phase = OVER
                if rank == DRAW_TWO or rank == DRAW_FOUR:  # a last +2 or +4 still makes the next player draw
                    self.discard = discard
                    self._give(following, 2 if rank == DRAW_TWO else 4, rng)
                    discard = self.discard
                break
            if rank < DRAW_TWO or rank == WILD:
                current = following
            elif rank == SKIP:
                current = (following + step) % players
            elif rank == DRAW_TWO:
                self.discard = discard
                self._give(following, 2, rng)
                discard = self.discard
                current = (following + step) % players
            elif rank == REVERSE:
                if two and reverse_skips:
                    current = seat
                else:
                    step = -step
                    current = (seat + step) % players
            elif challenge:
                current = following
                phase = CHALLENGE
            else:
                self.discard = discard
                self._give(following, 4, rng)
                discard = self.discard
                current = (following + step) % players
        self.color = color
        self.current = current
        self.step = step
        self.phase = phase
        self.drawn = drawn
        self.moves = moves
        self.discard = discard

    def guess(self, me: int, hands: Sequence[Sequence[Card]], pile: Sequence[Card]) -> Rollout:
        """A copy with the other seats' hands and the draw pile as guessed (``search.Dealer.deal``'s)."""
        other = self.copy()
        for seat in range(self.players):
            if seat != me:
                other.set_hand(seat, hands[seat])
        other.draw_pile = [CODES[card] for card in pile]
        return other

    def value(self, me: int) -> float:
        """``me``'s result: 1.0 won, 0.0 lost, else its chance from the hand sizes
        (:func:`uno_access.bots.search.score_unfinished`)."""
        if self.phase == OVER:
            return 1.0 if self.winner == me else 0.0
        hands = self.hands
        mine = len(hands[me])
        best_other = 1000
        others = 0
        theirs = 0
        for seat in range(self.players):
            size = len(hands[seat])
            if seat != me and size:
                others += 1
                theirs = size
                if size < best_other:
                    best_other = size
        if not others or not mine:
            return 1.0 if not mine else 0.0
        if others == 1:
            if self.current == me:
                return win_chance(mine, theirs)
            return 1.0 - win_chance(theirs, mine)
        duel = 0.5 * (win_chance(mine, best_other) + 1.0 - win_chance(best_other, mine))
        return duel * 2.0 / (others + 1)


#: What the learned playout policy weighs, for a card the seat to move may play (:func:`features`).
FEATURES: Final = (
    "held",  # cards of its colour left in hand
    "number",  # a number card's value / 20
    "stopper",  # a skip or a +2
    "again_follows",  # two players: it plays again, with a card to follow (its colour, a black card, its rank)
    "again_alone",  # two players: it plays again, with nothing sure to follow
    "stopper_threat",  # a skip or a +2 while the next player holds two cards or fewer
    "next_lacks",  # the next player holds no card of its colour
    "next_lacks_threat",  # the same while they hold two cards or fewer
    "pair",  # a card of its rank in another colour stays in hand (a way to change colour later)
    "draw_two",  # a +2
    "wild",  # a Joker
    "draw_four",  # an honest +4
    "draw_four_threat",  # an honest +4 while the next player holds two cards or fewer
    "wild_threat",  # a Joker while the next player holds two cards or fewer
    "held_threat",  # cards of its colour left while the next player holds two cards or fewer
)
#: ``normal``'s habits as weights of :data:`FEATURES`, at two players (:meth:`Rollout._best_play`).
NORMAL_WEIGHTS: Final = (1.0, 1.0, 0.5, 4.0, -5.0, 7.5, 0.0, 0.0, 0.0, 0.0, -12.0, -6.0, 30.0, 0.0, 0.0)


def features(model: Rollout, code: int) -> list[float] | None:
    """What the learned policy weighs for the seat to move playing ``code`` (:data:`FEATURES`), read from the
    table as :meth:`Rollout._learned_play` reads it; ``None`` for a +4 that would be a bluff (never played)."""
    seat = model.current
    hand = model.hands[seat]
    counts = model.colors[seat]
    following = (seat + model.step) % model.players
    threat = 1.0 if len(model.hands[following]) <= 2 else 0.0
    two = model.players == 2
    found = [0.0] * len(FEATURES)
    rank = RANK_OF[code]
    card_color = COLOR_OF[code]
    if card_color == BLACK:
        if rank == DRAW_FOUR:
            if not model._honest(seat, hand, model.color):  # noqa: SLF001 - the model's own rule, read alike
                return None
            found[11], found[12] = 1.0, threat
        else:
            found[10], found[13] = 1.0, threat
        return found
    held = counts[card_color] - 1
    found[0], found[14] = float(held), held * threat
    same_rank = sum(1 for other in hand if RANK_OF[other] == rank)
    if rank < DRAW_TWO:
        found[1] = rank / 20.0
    else:
        stopper = rank == SKIP or rank == DRAW_TWO
        if stopper:
            found[2], found[5] = 1.0, threat
        if rank == DRAW_TWO:
            found[9] = 1.0
        if two and (stopper or rank == REVERSE and model.reverse_skips):
            found[3 if held or counts[BLACK] or same_rank > 1 else 4] = 1.0
    if model.colors[following][card_color] == 0:
        found[6], found[7] = 1.0, threat
    found[8] = 1.0 if any(RANK_OF[other] == rank and COLOR_OF[other] != card_color for other in hand) else 0.0
    return found


def most_held(counts: list[int], rng: random.Random) -> int:
    """The colour held most, ties broken at random (``search._most_held``: one random number a colour)."""
    best = 0
    best_count = -1.0
    for color in range(4):
        count = 0.001 * rng.random() + counts[color]
        if count > best_count:
            best = color
            best_count = count
    return best


def most_held_first(counts: list[int]) -> int:
    """The colour held most, the first of ``COLORS`` on a tie (``search._best_color``)."""
    best = 0
    for color in range(1, 4):
        if counts[color] > counts[best]:
            best = color
    return best


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """The engine's shuffle (``_shared._shuffle``: ``random.shuffle``'s walk, the same bits drawn)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def from_view(view: PlayerView, hands: Sequence[Sequence[Card]], pile: Sequence[Card]) -> Rollout:
    """The round ``view`` shows (it must be :func:`covers_view`), the hidden cards as guessed: ``hands[p]`` the
    hand of each other seat, ``pile`` the draw pile, top card last (as :class:`search.Dealer` deals them)."""
    model = Rollout.empty(view.rules, view.num_players)
    model.hands = [[] for _ in range(view.num_players)]
    model.colors = [[] for _ in range(view.num_players)]
    for seat in range(view.num_players):
        model.set_hand(seat, view.hand if seat == view.player else hands[seat])
    model.draw_pile = [CODES[card] for card in pile]
    model.discard = [CODES[card] for card in view.discard]
    color = view.color
    assert color is not None
    model.color = COLORS.index(color)
    model.current = view.player
    model.step = 1 if view.direction is Direction.LEFT else -1
    if view.phase is Phase.AFTER_DRAW and view.drawn_card is not None:
        model.phase = AFTER_DRAW
        model.drawn = CODES[view.drawn_card]
    return model


def from_state(state: State) -> Rollout | None:
    """The round ``state`` plays, or ``None`` where the model does not play it as the engine does (other rules,
    another phase than a turn to play, a card drawn to play or keep, or a +4 to take)."""
    phase = state.phase
    player = state.current_player
    if not covers(state.rules) or player is None or state.color is None or not state.discard \
            or True in state.eliminated or state.uno_catchable is not None or state.open_hands:
        return None
    model = Rollout.empty(state.rules, state.num_players)
    model.hands = [[] for _ in range(state.num_players)]
    model.colors = [[] for _ in range(state.num_players)]
    for seat in range(state.num_players):
        model.set_hand(seat, state.hands[seat])
    model.draw_pile = [CODES[card] for card in state.draw_pile]
    model.discard = [CODES[card] for card in state.discard]
    model.color = COLORS.index(state.color)
    model.current = player
    model.step = 1 if state.direction is Direction.LEFT else -1
    legal = state.legal_actions(player)
    if phase is Phase.AFTER_DRAW:
        model.phase = AFTER_DRAW
        model.drawn = CODES[legal[0].card] if isinstance(legal[0], Play) else -1
    elif phase is Phase.CHALLENGE and state.draw_owed == 4:
        model.phase = CHALLENGE
    elif phase is not Phase.PLAY or state.draw_owed:
        return None
    return model


def move_of(action: Action) -> int:
    """The model's move for a root action (a play, a draw, keeping the card drawn); ``ACCEPT`` for anything else."""
    kind = type(action)
    if kind is Play:
        play: Play = action  # type: ignore[assignment]
        named = play.color
        return CODES[play.card] + (64 * (COLORS.index(named) + 1) if named is not None else 0)
    if kind is Draw:
        return DRAW
    if kind is Pass:
        return PASS
    return ACCEPT


