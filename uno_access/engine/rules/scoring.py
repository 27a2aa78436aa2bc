"""The end of a round and of the match: points, targets, elimination, teams.

official-rules-fr.txt: the winner of a round "marquera des points pour toutes les cartes que ses
adversaires ont encore en main", and "le premier joueur qui atteint la barre des 500 points remporte le
jeu"; braille-uno-rules-fr.txt: "Dès qu'un joueur a atteint 500 points, il est éliminé" (elimination);
the scoring options of ``RuleSet.scoring``.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _DRAW_CARDS,
    _DRAW_REASONS,
    VICTIM_CARDS,
    previous_color_of,
)
from ..cards import CUSTOM_RANKS, Card, Rank
from ..events import (
    DrawReason,
    MatchEnded,
    PlayerEliminated,
    RoundEnded,
    RoundHundred,
)
from ..rules import Scoring
from ..view import Phase
from . import cursed as rules_cursed
from . import custom as rules_custom
from . import extreme as rules_extreme
from . import h2o as rules_h2o
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


class Tally:
    """The match's tally, kept across rounds: the scores, the round being played (1 for the first), who won the
    match (empty until it ends), and the dealer (dealing.py chooses them).  One record of :class:`State`'s
    (``state.tally``), which reads them out as ``scores``, ``round_number``, ``winners`` and ``dealer``; this
    module and dealing.py write them.

    Mutable (``scores`` changes in place), so copies copy it (:meth:`copy`); equal when the fields are.
    """

    __slots__ = ("scores", "round_number", "winners", "dealer")

    def __init__(self, scores: list[int], round_number: int, winners: tuple[int, ...], dealer: int) -> None:
        self.scores = scores
        self.round_number = round_number
        self.winners = winners
        self.dealer = dealer

    def copy(self) -> Tally:
        """An independent copy (its own list of scores)."""
        return Tally(list(self.scores), self.round_number, self.winners, self.dealer)

    def fields(self) -> tuple[object, ...]:
        """The fields, in the order the constructor takes them."""
        return (self.scores, self.round_number, self.winners, self.dealer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tally) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return f"Tally{self.fields()!r}"

    def __reduce__(self) -> tuple[type[Tally], tuple[object, ...]]:
        return Tally, self.fields()


def finish_round(state: State, winner: int, last_card: Card | None) -> None:
    """The round ends; a last +2 or +4 still makes the next player draw (``last_card`` is ``None`` when the
    last cards left without being played: UNO Wizz's wheel, wizz.py)."""
    following = state.next_player(winner)
    rank = last_card.rank if last_card is not None else None
    if rank is Rank.DRAW_TWO or rank is Rank.WILD_DRAW_FOUR:
        # "le joueur suivant pioche alors 2 cartes et le comptage des points débute" (with any stack)
        owed = state.draw_owed + _DRAW_CARDS[rank]
        rules_piles.give(state, following, owed, _DRAW_REASONS[rank] if owed == _DRAW_CARDS[rank] else DrawReason.STACK)
    elif rank is Rank.HIT_TWICE:
        rules_extreme.hit(state, following, 2, DrawReason.HIT_TWICE)  # extreme.py: as a last +2
    elif rank is Rank.EXTREME_HIT:
        rules_extreme.hit_everyone(state, winner)  # extreme.py: as a last Downpour
    elif rank in rules_h2o.DOWNPOUR:
        rules_h2o.downpour(state, winner, rank)  # h2o.py: as after a last +2, the others still draw
    elif rank in VICTIM_CARDS:
        # extra_cards.py: as a last +2 or +4, the next player draws (the round is over: no one is chosen)
        count, reason = VICTIM_CARDS[rank]
        rules_piles.give(state, following, count, reason)
    elif rank in CUSTOM_RANKS:
        # "le joueur suivant subit sa règle personnalisée et le comptage des points débute"
        state.color = state.color or previous_color_of(state.discard)
        rules_custom.suffer_custom(state, winner, following, rules_custom.custom_effect(state, rank))
    state.pending_draw = None
    state.uno_catchable = None
    state.drawn = None
    state.current_player = None
    rules = state.rules
    if rules.cursed_cards:
        rules_cursed.pay_held(state)  # cursed.py: a cursed card still in hand costs its holder
    points = rules.points  # the table once (it is worked out at each read: the Swap Hands card's own value)
    players = range(state.num_players)
    hand_points = tuple(sum(points[card.rank] for card in hand) for hand in state.hands)
    if rules.elimination:
        # braille-uno-rules-fr.txt, UNO CHALLENGE: "le joueur qui l'a remportée ne marque pas de points, tandis
        # que chacun des autres joueurs marque individuellement le nombre de points qu'il a en main" - whatever
        # the scoring option, or the round's winner would be the one eliminated.
        round_points = hand_points
    elif rules.scoring is Scoring.ROUNDS_WON:
        # With teams, "la somme des points que chaque couple" - a round won by a partner counts for the team.
        round_points = tuple(1 if state.same_side(p, winner) else 0 for p in players)
    elif rules.teams:
        team = state.team_of(winner)
        if rules.scoring is Scoring.WINNER_COLLECTS:
            # "la somme des points que chaque couple d'adversaires a alors en main"
            gained = sum(hand_points[p] for p in players if state.team_of(p) != team)
            round_points = tuple(gained if state.team_of(p) == team else 0 for p in players)
        else:
            team_points = [sum(hand_points[p] for p in players if state.team_of(p) == t) for t in (0, 1)]
            round_points = tuple(team_points[state.team_of(p)] for p in players)
    elif rules.scoring is Scoring.WINNER_COLLECTS:
        round_points = tuple(sum(hand_points) if p == winner else 0 for p in players)
    else:
        round_points = hand_points
    if rules.round_hundred:
        # UNO Olympique: "un compte rond (100, 200, etc.) en tout ou pour une manche": 99 points off, counted in
        # the round's points so that the scores still add up.
        hundreds = [p for p, gained in enumerate(round_points) if gained and not state.eliminated[p]
                    and (gained % 100 == 0 or (state.scores[p] + gained) % 100 == 0)]
        round_points = tuple(gained - 99 if p in hundreds else gained for p, gained in enumerate(round_points))
        for p in hundreds:
            state.emit(RoundHundred, p)
    for p, gained in enumerate(round_points):
        if not state.eliminated[p]:
            state.scores[p] += gained
    if state.record_events:
        state.history.new_events.append(RoundEnded(winner, hand_points, round_points, tuple(state.scores)))
    winners = match_winners(state, winner)
    if winners:
        state.tally.winners = winners
        state.phase = Phase.MATCH_OVER
        state.emit(MatchEnded, winners, tuple(state.scores))
    else:
        state.phase = Phase.ROUND_OVER


def match_winners(state: State, round_winner: int) -> tuple[int, ...]:
    """Who won the match, if it is over (empty tuple otherwise)."""
    rules = state.rules
    target = rules.target_score
    scores = state.scores
    players = range(state.num_players)
    rounds = state.hooks.rounds
    if rounds:
        # A match of so many rounds (partners.py: "jouer en 3 manches [...] chacun totalise ses points").
        if state.round_number < rounds:
            return ()
        best = min(scores) if rules.scoring is Scoring.LOWEST_WINS else max(scores)
        return tuple(p for p in players if scores[p] == best)
    if rules.elimination:
        # "Dès qu'un joueur a atteint 500 points, il est éliminé."
        for p in players:
            if not state.eliminated[p] and scores[p] >= target:
                state.eliminated[p] = True
                state.emit(PlayerEliminated, p)
        left = [p for p in players if not state.eliminated[p]]
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
            return tuple(p for p in players if state.team_of(p) == state.team_of(round_winner))
        return (round_winner,)
    return ()
