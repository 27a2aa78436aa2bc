"""Determinized sampling: weigh candidate moves on guesses of the hidden cards.

A guess (:class:`Dealer`) deals the unseen cards
(:func:`uno_access.bots.odds.unseen_cards`) into the other hands and the draw
pile, respecting what the bot knows: cards known in a hand, colours an
opponent showed they lack (only for the cards they held before drawing
again), open hands.  Each candidate move is played on every guess, then the
round is played out by ``normal``'s habits for everyone, on a real engine
state built once a guess by :func:`determinize` and copied for each
candidate, with ``record_events=False``: the engine's one reading of the
rules, whatever the edition and the house rules.  A playout still running after ``max_actions`` moves
is scored by :func:`win_chance` from the hand sizes.

The candidates share the guesses, so their difference comes from the moves,
not from the cards dealt: :func:`search` compares each with the first (the
rule of thumb's move) on the same guesses, drops those clearly worse as the
guesses come in, and chooses another move only when it clearly wins more.

The work is a fixed amount (:class:`SearchBudget`: playouts and moves
played), drawn from the bot's random numbers for this decision: the same seed
and the same events give the same decision on any machine, and a resumed match
goes on as the uninterrupted one.  The amount is sized so that a decision
stays well inside the 50 ms budget.
"""
from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

# The engine's hot constants (compiled, a Final is a C static, where ``Rank.SKIP`` is a lookup at every use).
from uno_access.engine._shared import (
    _AFTER_DRAW,
    _DRAW_FOUR,
    _DRAW_TWO,
    _PLAY,
    _REVERSE,
    _SKIP,
    _WILD,
)
from uno_access.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseTarget,
    Draw,
    Pass,
    Play,
)
from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.determinize import determinize
from uno_access.engine.rules import draw_four as rules_draw_four
from uno_access.engine.state import State
from uno_access.engine.view import Phase, PlayerView

from .memory import Lack, Memory
from .odds import unseen_cards


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How much thinking one decision gets."""

    #: Playouts shared among the candidates (each guess plays every candidate once); 0: no search.
    playouts: int = 0
    #: Guesses of the hidden cards, at least (raised when there are few candidates).
    min_guesses: int = 8
    #: No new guess once the playouts of a decision have played this many actions (time, reproducibly).
    max_steps: int = 1_000_000
    #: A playout longer than this many actions is scored on the hand sizes.
    max_actions: int = 120
    #: Wall-clock limit in seconds, or ``None`` for a reproducible fixed amount of work.
    deadline: float | None = None
    #: Who plays the playouts: ``"heuristic"`` (normal's habits read from the state, fast),
    #: ``"normal"`` bots (the same habits through views, slow) or the rough ``"quick"`` rule of thumb.
    policy: str = "heuristic"
    #: How much better (in share of playouts won) a move must do to overrule the rule of thumb.
    margin: float = 0.15
    #: And by how many standard errors of the difference (paired on the same guesses).
    z: float = 0.0
    #: Guesses between two looks at which candidates are clearly worse (then played out no more).
    batch: int = 4
    #: A candidate behind the best by more than this many standard errors is dropped (``inf``: never).
    drop_z: float = math.inf
    #: The rule of thumb's move is dropped only after this many guesses, and further behind (standard errors):
    #: looking every few guesses, a 2-error gap turns up by chance in one search out of several.
    trust_guesses: int = 16
    trust_z: float = 3.0


class Dealer:
    """Deals guesses of the hidden cards for one decision, quickly and many times.

    What does not change between guesses is worked out once: the unseen cards,
    the cards known to be in a hand, the colours each opponent lacked for the
    cards they held then.  Each :meth:`deal` then draws the opponents' hands at
    random among the unseen cards (never a colour a hand is known to lack) and
    shuffles the top of the draw pile: the cards a playout can reach.
    """

    #: Cards on top of the draw pile shuffled afresh for every guess (the rest keep one order per decision).
    shuffled_top = 40

    def __init__(self, view: PlayerView, memory: Memory, rng: random.Random, named: bool = False,
                 voids: bool = False) -> None:
        pool = unseen_cards(view)
        me = view.player
        count = view.num_players
        self.fixed: list[list[Card]] = [[] for _ in range(count)]
        #: (seat, what is banned for each slot still to deal: colours, and with ``voids`` ranks and ``None`` for
        #: black cards: :data:`memory.Lack`) for the hands dealt at random.
        self.slots: list[tuple[int, list[frozenset[Lack]]]] = []
        seats = [p for p in range(count) if p != me and view.hand_counts[p] > 0]
        open_hands = view.open_hands
        if open_hands is not None:
            for p in seats:
                self.fixed[p] = list(open_hands[p])
                pool.subtract(open_hands[p])
            seats = []
        for p in seats:
            model = memory.models.get(p)
            if model is None:
                continue
            for card, number in model.known.items():  # known cards first, as long as they are still unseen
                take = min(number, pool[card], view.hand_counts[p] - len(self.fixed[p]))
                if take > 0:
                    self.fixed[p].extend([card] * take)
                    pool[card] -= take
        for p in seats:
            need = view.hand_counts[p] - len(self.fixed[p])
            model = memory.models.get(p)
            lacked: dict[Lack, int] = {}
            if model is not None:
                for color, since in model.void_since.items():
                    lacked[color] = since
            if voids and model is not None:
                # What the hand lacked when it drew instead of playing (the colour, the top card's rank, black):
                # the slots dealt first are the cards held then, the constrained ones.
                for kind, since in model.lacked.items():
                    lacked[kind] = min(since, lacked.get(kind, since))
            # The first (need - drawn since) cards were held when the colour was lacking.
            bans = [frozenset(kind for kind, since in lacked.items() if slot < need - since) for slot in range(need)]
            self.slots.append((p, bans))
        #: With ``named``: seat -> the colour it named with a Joker (and has not drawn on since), one card of
        #: which is dealt to it first: a player names the colour they hold.
        self.wants: dict[int, Color] = {}
        if named:
            for p, bans in self.slots:
                model = memory.models.get(p)
                if model is None or model.named is None or not bans:
                    continue
                color = model.named
                if color not in model.void_since and not any(card.color is color for card in self.fixed[p]):
                    self.wants[p] = color
        self.cards = list((+pool).elements())
        rng.shuffle(self.cards)
        self.pile_size = view.draw_pile_size

    def deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        """One guess: every other hand and the draw pile (top card last)."""
        random_ = rng.random
        cards = self.cards[:]
        left = len(cards)  # cards[:left] are still undealt
        hands = [list(hand) for hand in self.fixed]
        wants = self.wants
        for seat, bans in self.slots:
            hand = hands[seat]
            want = wants.get(seat) if wants else None
            for banned in bans:
                if not left:
                    break
                index = int(random_() * left)
                if want is not None:
                    index = _of_color(cards, left, want, index, random_)
                    want = None
                if banned and (cards[index].color in banned or cards[index].rank in banned):
                    index = _allowed(cards, left, banned, index, random_)
                left -= 1
                cards[index], cards[left] = cards[left], cards[index]
                hand.append(cards[left])
        bottom = max(0, left - self.shuffled_top)
        for index in range(left - 1, bottom, -1):  # a fresh order for the cards a playout can reach
            other = int(random_() * (index + 1))
            cards[index], cards[other] = cards[other], cards[index]
        size = self.pile_size
        pile = cards[max(0, left - size) : left]
        if len(pile) < size:  # the deck holds cards we cannot account for: invent plain ones
            pile[:0] = [Card(COLORS[n % 4], Rank.FIVE) for n in range(size - len(pile))]
        return hands, pile


def _of_color(cards: list[Card], left: int, color: Color, index: int, random_: Callable[[], float]) -> int:
    """An undealt card of ``color`` (a few tries at random, then the nearest), or ``index``."""
    for _ in range(8):
        other = int(random_() * left)
        if cards[other].color is color:
            return other
    for other in range(left):
        if cards[(index + other) % left].color is color:
            return (index + other) % left
    return index


def _allowed(cards: list[Card], left: int, banned: frozenset[Lack], index: int, random_: Callable[[], float]) -> int:
    """Another undealt card of no banned colour or rank (a few tries at random, then the nearest), or ``index``
    (none left: the hand lacked more than the unseen cards allow, so this slot is dealt unconstrained)."""
    for _ in range(8):
        other = int(random_() * left)
        if _none_of(cards[other], banned):
            return other
    for other in range(left):
        if _none_of(cards[(index + other) % left], banned):
            return (index + other) % left
    return index


def _none_of(card: Card, banned: frozenset[Lack]) -> bool:
    """Whether ``card`` is of no banned kind (``memory.is_of``: a colour, a coloured card's rank, black)."""
    color = card.color
    return color not in banned and (color is None or card.rank not in banned)


def guess_hidden(view: PlayerView, memory: Memory, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """One dealing of the unseen cards consistent with what the player saw and inferred."""
    return Dealer(view, memory, rng).deal(rng)


def quick_action(state: State, player: int, rng: random.Random) -> Action:
    """A rough playout policy: sound, simple and fast (it may read the guessed state freely)."""
    legal = state.legal_actions(player)
    hand = state.hands[player]
    phase = state.phase
    plays = [a for a in legal if isinstance(a, Play)]
    if phase is Phase.PLAY or phase is Phase.AFTER_DRAW:
        if plays:
            best = max(plays, key=lambda play: _quick_score(state, player, play.card, hand, rng))
            color = _best_color(hand, best.card) if best.card.chooses_color else None
            return Play(best.card, color, uno=len(hand) == 2)
        for action in legal:
            if isinstance(action, (Draw, Pass)):
                return action
    return _other_action(state, player, legal, hand)


def _other_action(state: State, player: int, legal: list[Action], hand: list[Card]) -> Action:
    """Any decision but playing or drawing: name the colour held most, take what is owed, and so on."""
    phase = state.phase
    plays = [a for a in legal if isinstance(a, Play)]
    if phase is Phase.CHOOSE_COLOR:
        return ChooseColor(_best_color(hand, None))
    if plays and any(isinstance(a, Accept) for a in legal):
        return Play(plays[0].card, _best_color(hand, plays[0].card) if plays[0].card.chooses_color else None)
    if phase is Phase.CHOOSE_TARGET:
        targets = [a for a in legal if isinstance(a, ChooseTarget)]
        if targets:
            return min(targets, key=lambda a: (a.target == player, len(state.hands[a.target])))
    for action in legal:
        if isinstance(action, Accept):
            return action
    for action in legal:
        if not isinstance(action, (CallUno, CatchUno)):
            return action
    return legal[0]


def _quick_score(state: State, player: int, card: Card, hand: list[Card], rng: random.Random) -> float:
    if len(hand) == 1:
        return 1000.0
    if card.color is None:
        return -10.0 + (3.0 if card.rank is Rank.WILD_DRAW_FOUR else 0.0) + rng.random()
    score = sum(1 for other in hand if other.color is card.color) + rng.random()
    if card.rank in (Rank.SKIP, Rank.DRAW_TWO, Rank.REVERSE):
        score += 3.0
    return score


def _best_color(hand: list[Card], played: Card | None) -> Color:
    counts = Counter([card.color for card in hand if card.color is not None and card is not played])
    if not counts:
        return COLORS[0]
    return max(COLORS, key=lambda color: counts[color])


def heuristic_action(state: State, player: int, rng: random.Random) -> Action:
    """The playout policy: ``normal``'s habits, read straight from the state (no view is built).

    Plays what :class:`uno_access.bots.normal.NormalBot` would (the colour held
    most, stoppers against a player close to going out, Jokers last, a +4 only
    when honest, the drawn card when it fits, the colour held most after a
    Joker); answers and challenges are simply accepted (nobody bluffs in a
    playout).  A fraction of the cost of a ``normal`` bot, which needs a view
    per decision.
    """
    phase = state.phase
    legal = state.legal_actions(player)
    hand = state.hands[player]
    if phase is not _PLAY and phase is not _AFTER_DRAW:
        return _other_action(state, player, legal, hand)
    plays: list[Play] = []
    draw: Action | None = None
    for action in legal:
        if type(action) is Play:
            plays.append(action)
        elif draw is None and (type(action) is Draw or type(action) is Pass):
            draw = action
    if not plays:
        return draw if draw is not None else _other_action(state, player, legal, hand)
    if len(hand) == 1 or len(plays) == 1 and plays[0].card.rank is not _DRAW_FOUR:
        best: Play | None = plays[0]  # going out, or the only card that fits (normal plays it)
    else:
        best = _best_play(state, player, hand, plays, rng)
    if best is None:  # only a +4 that would be a bluff
        if draw is not None:
            return draw
        best = plays[0]
    card = best.card
    uno = len(hand) == 2
    if card.chooses_color:
        return _play(card, _most_held(hand, rng), uno)
    if uno or best.color is not None:
        return _play(card, None, uno)
    return best


#: The plays the playouts made, kept: building a frozen action costs more than finding it again (a few hundred).
_PLAYS: Final[dict[tuple[Card, Color | None, bool], Play]] = {}


def _play(card: Card, color: Color | None, uno: bool) -> Play:
    """``Play(card, color, uno)``, the same object every time."""
    key = (card, color, uno)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(card, color, uno)
    return play


def _best_play(state: State, player: int, hand: list[Card], plays: list[Play], rng: random.Random) -> Play | None:
    """``NormalBot.score_card`` on the state: the best-looking play, ``None`` if none will do."""
    two = state.num_players - sum(state.eliminated) == 2
    threat = len(state.hands[state.next_player(player)]) <= 2
    reverse_skips = state.rules.two_player_reverse_skips
    random_ = rng.random
    blacks = 0
    for card in hand:
        if card.color is None:
            blacks += 1
    best: Play | None = None
    best_score = -1e9
    for play in plays:
        card = play.card
        rank = card.rank
        color = card.color
        if color is None:
            if rank is _DRAW_FOUR:
                if not _honest_draw_four(state, hand, card):
                    continue
                score = -10.0 + (30.0 if threat else 0.0) + (4.0 if two else 0.0)
            else:
                score = -12.0 + (0.5 if rank is not _WILD else 0.0)
        else:
            held = -1
            same_rank = 0
            for other in hand:
                if other.color is color:
                    held += 1
                if other.rank is rank:
                    same_rank += 1
            number = card.number
            score = held + (number / 20.0 if number is not None else 0.0)
            if number is None:
                stopper = rank is _SKIP or rank is _DRAW_TWO
                if two and (stopper or rank is _REVERSE and reverse_skips):
                    score += 4.0 if held or blacks or same_rank > 1 else -5.0
                if stopper or rank is _REVERSE and not two:
                    score += 8.0 if threat else 0.5
        score += 0.001 * random_()  # ties broken at random, as normal does
        if score > best_score:
            best, best_score = play, score
    return best


def _honest_draw_four(state: State, hand: list[Card], card: Card) -> bool:
    """Whether a +4 follows its rule now (playouts never bluff)."""
    rules = state.rules
    if not rules.allow_challenge or rules.family_draw_four:
        return True
    return not rules_draw_four.is_bluff(state, [other for other in hand if other is not card], state.color)  # the engine's


def _most_held(hand: list[Card], rng: random.Random) -> Color:
    """The colour held most (the card just played has left the hand); ties broken at random."""
    random_ = rng.random
    best = COLORS[0]
    best_count = -1.0
    for color in COLORS:
        count = 0.001 * random_()
        for card in hand:
            if card.color is color:
                count += 1.0
        if count > best_count:
            best, best_count = color, count
    return best


def _play_out(state: State, me: int, choose: Callable[[int], Action], max_actions: int) -> float:
    """Play the round out, each seat's action from ``choose(seat)``; 1.0 if ``me`` wins it."""
    for _ in range(max_actions):
        phase = state.phase
        if phase is Phase.ROUND_OVER or phase is Phase.MATCH_OVER:
            return 1.0 if not state.hands[me] else 0.0
        player = state.current_player
        if player is None:
            break
        state.apply(player, choose(player))
    return score_unfinished(state, me)


def playout(state: State, me: int, rng: random.Random, max_actions: int) -> float:
    """Play the round out from ``state`` by the rough policy; 1.0 if ``me`` wins it, 0.0 if someone else does."""
    return _play_out(state, me, lambda player: quick_action(state, player, rng), max_actions)


def heuristic_playout(state: State, me: int, rng: random.Random, max_actions: int) -> float:
    """Play the round out from ``state`` by :func:`heuristic_action`; 1.0 if ``me`` wins it."""
    return _play_out(state, me, lambda player: heuristic_action(state, player, rng), max_actions)


def bot_playout(state: State, me: int, seed: int, max_actions: int) -> float:
    """Play the round out with a ``normal`` bot in every seat; 1.0 if ``me`` wins it."""
    from .normal import NormalBot  # here: normal.py does not need the search

    bots = [NormalBot(seat, seed + seat) for seat in range(state.num_players)]
    return _play_out(state, me, lambda player: bots[player].choose(state.view_for(player)), max_actions)


def score_unfinished(state: State, me: int) -> float:
    """The chance that ``me`` wins a round stopped here, from the hand sizes alone."""
    phase = state.phase
    if phase is Phase.ROUND_OVER or phase is Phase.MATCH_OVER:
        return 1.0 if not state.hands[me] else 0.0
    hands = state.hands
    mine = len(hands[me])
    others = [len(hand) for seat, hand in enumerate(hands) if seat != me and hand]
    if not others or not mine:
        return 1.0 if not mine else 0.0
    best_other = min(others)
    mover = state.current_player
    if len(others) == 1 and mover is not None:
        theirs = others[0]
        if mover == me:
            return win_chance(mine, theirs)
        return 1.0 - win_chance(theirs, mine)
    # More players: against the closest opponent whoever moves, scaled to the share of a seat at the table.
    duel = 0.5 * (win_chance(mine, best_other) + 1.0 - win_chance(best_other, mine))
    return duel * 2.0 / (len(others) + 1)


#: Logistic fit of how often the player to move wins a two-player round (official rules, both
#: playing :func:`heuristic_action`), from the two hand sizes: ``(constant, log ratio, 1/mine, 1/theirs)``.
#: Measured over 20,000 rounds (1.2 million positions), root mean square error 0.011.
_WIN_FIT = (0.0371, 0.4858, 0.5789, -0.3816)


def win_chance(mine: int, theirs: int) -> float:
    """How often the player to move, holding ``mine`` cards, beats one holding ``theirs``.

    >>> round(win_chance(1, 1), 2), round(win_chance(7, 7), 2), round(win_chance(3, 9), 2)
    (0.56, 0.52, 0.67)
    """
    constant, ratio, own, other = _WIN_FIT
    logit = constant + ratio * (math.log(theirs) - math.log(mine)) + own / mine + other / theirs
    return 1.0 / (1.0 + math.exp(-logit))


#: The work of a search is counted in moves played on the engine; setting up a playout (a copy of the guess)
#: costs about ``PLAYOUT_COST`` of them, dealing and building a guess ``GUESS_COST`` (measured compiled).
PLAYOUT_COST = 2
GUESS_COST = 3


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What the playouts said about each candidate, and the move they chose."""

    #: ``samples[c][g]``: the result (1.0 won … 0.0 lost) of candidate ``c`` on guess ``g``;
    #: a candidate dropped as clearly worse has fewer guesses than the others.
    samples: tuple[tuple[float, ...], ...]
    #: The index of the candidate to play.
    choice: int
    #: Work done: actions played in all the playouts, plus :data:`PLAYOUT_COST` a playout and :data:`GUESS_COST` a guess.
    steps: int

    def means(self) -> list[float]:
        """Each candidate's average result (``-inf`` without any playout)."""
        return [sum(row) / len(row) if row else float("-inf") for row in self.samples]


class _Tally:
    """Running sums of the paired differences between candidates (the same guesses for all still in)."""

    def __init__(self, count: int) -> None:
        self.guesses = 0
        self.totals = [0.0] * count
        self.differences = [[0.0] * count for _ in range(count)]
        self.squares = [[0.0] * count for _ in range(count)]

    def add(self, values: dict[int, float]) -> None:
        """One guess's results of the candidates still in."""
        self.guesses += 1
        for first, value in values.items():
            self.totals[first] += value
            row, squares = self.differences[first], self.squares[first]
            for second, other in values.items():
                difference = other - value
                row[second] += difference
                squares[second] += difference * difference

    def paired(self, first: int, second: int) -> tuple[float, float]:
        """Mean and standard error of ``second``'s result minus ``first``'s on the same guesses."""
        count = self.guesses
        if count < 2:
            return 0.0, math.inf
        total = self.differences[first][second]
        mean = total / count
        variance = max(0.0, (self.squares[first][second] - total * mean) / (count - 1))
        return mean, math.sqrt(variance / count)


def search(
    view: PlayerView,
    memory: Memory,
    candidates: Sequence[Action],
    rng: random.Random,
    budget: SearchBudget,
    *,
    previous_color: Color | None = None,
) -> SearchResult:
    """Play the candidates out on the same guesses of the hidden cards and choose one.

    The first candidate is the rule of thumb's move: another is chosen only
    when it does better on the same guesses by more than ``budget.margin`` and
    by more than ``budget.z`` standard errors.  Every ``budget.batch`` guesses
    a candidate clearly worse than the best so far (by ``budget.drop_z``
    standard errors) stops being played out, and the search ends when one is
    left: the playouts go to the moves still in doubt.

    Playouts run on the engine itself, without events: one reading of the
    rules, for every edition and house rule.  The work is bounded
    reproducibly: at most ``budget.playouts`` playouts, and no new guess once
    ``budget.max_steps`` work was done (a guess plays every candidate still
    in, so they are compared on the same cards).  ``rng`` is the bot's stream
    for this decision: the same decision always makes the same guesses and the
    same playouts, whatever the machine's speed (unless a ``deadline`` is set).
    """
    started = time.perf_counter()
    me = view.player
    count = len(candidates)
    samples: list[list[float]] = [[] for _ in range(count)]
    tally = _Tally(count)
    live = list(range(count))
    dealer = Dealer(view, memory, rng)
    playouts = steps = 0
    while len(live) > 1 and playouts + len(live) <= max(budget.playouts, budget.min_guesses * count):
        if steps >= budget.max_steps:
            break
        if budget.deadline is not None and time.perf_counter() - started > budget.deadline:
            break
        hands, pile = dealer.deal(rng)
        results: dict[int, float] = {}
        seed = rng.getrandbits(32)
        try:
            # The playouts draw from the decision's stream (reshuffles too): one stream, no copy of it per playout.
            guess = determinize(view, hands, pile, seed, previous_color=previous_color, rng=rng)
        except ValueError:  # a guess that does not fit: trust the rule of thumb
            return SearchResult(tuple(tuple(row) for row in samples), 0, steps)
        guess.record_events = False  # playouts need the moves, not the events: the engine's fast mode
        steps += GUESS_COST
        for index in live:
            state = guess.clone(rng)  # the same guess for every candidate, built once
            start = len(state.log)
            try:
                state.apply(me, candidates[index])
            except ValueError:  # a move refused: trust the rule of thumb
                return SearchResult(tuple(tuple(row) for row in samples), 0, steps)
            results[index] = _engine_playout(state, me, rng, seed, budget)
            steps += len(state.log) - start + PLAYOUT_COST
        for index, value in results.items():
            samples[index].append(value)
        playouts += len(results)
        tally.add(results)
        if tally.guesses >= budget.min_guesses and tally.guesses % budget.batch == 0:
            live = _still_in_doubt(tally, live, budget)
    return SearchResult(tuple(tuple(row) for row in samples), _choose(tally, live, budget), steps)


def _engine_playout(state: State, me: int, rng: random.Random, seed: int, budget: SearchBudget) -> float:
    if budget.policy == "heuristic":
        return heuristic_playout(state, me, rng, budget.max_actions)
    if budget.policy == "quick":
        return playout(state, me, rng, budget.max_actions)
    return bot_playout(state, me, seed, budget.max_actions)


def _still_in_doubt(tally: _Tally, live: list[int], budget: SearchBudget) -> list[int]:
    """The candidates not clearly worse than the best so far.

    The rule of thumb's move (the first) is trusted longer: a few guesses can
    make any move look bad, and overruling it by mistake costs more than
    playing a few more guesses.
    """
    leader = max(live, key=lambda index: (tally.totals[index], -index))
    kept = []
    for index in live:
        if index != leader and (index != 0 or tally.guesses >= budget.trust_guesses):
            mean, error = tally.paired(leader, index)
            if mean + (budget.trust_z if index == 0 else budget.drop_z) * error < 0.0:
                continue
        kept.append(index)
    return kept


def _choose(tally: _Tally, live: list[int], budget: SearchBudget) -> int:
    """The rule of thumb's move unless another clearly beat it."""
    if 0 not in live:
        return max(live, key=lambda index: (tally.totals[index], -index))
    chosen, gain = 0, 0.0
    for index in live:
        if index == 0:
            continue
        mean, error = tally.paired(0, index)
        if mean > budget.margin and mean > gain and mean > budget.z * error:
            chosen, gain = index, mean
    return chosen


def rank_candidates(
    view: PlayerView,
    memory: Memory,
    candidates: Sequence[Action],
    rng: random.Random,
    budget: SearchBudget,
    *,
    previous_color: Color | None = None,
) -> list[float]:
    """Average playout result of each candidate (higher is better for ``view.player``)."""
    result = search(view, memory, candidates, rng, budget, previous_color=previous_color)
    return result.means()
