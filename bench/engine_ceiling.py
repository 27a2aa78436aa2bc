"""How fast could any pure-Python engine behind our step API be?  A bare yardstick, not an engine.

``BareState`` answers the questions ``bench/engine.py``'s loop asks (phase,
current player, legal actions, apply) for official 2-player rounds with as
little Python as it can, keeping only what the rules engine issue asks of every
step:

- each action checked (turn, phase, card held, card fits), and logged for replay;
- UNO called with the second-to-last card, and the window to catch a missed call;
- the drawn card's decision (play it or keep it), the +4 challenge (bluff or not);
- the first card's effect, the discard pile reshuffled, scoring to 500;
- with ``record_events``, the engine's own event objects for each step (cards
  played and drawn, turns, skips, UNO missed, challenges, colours).

It leaves out what the real engine also does on the way: the editions and house
rules, 3 to 10 players, specific reasons for refusals, the events of a deal and
of the end of a round.  It plays through the same loop, with the same policy,
rounds of the same length as ``uno_access.engine`` (about 57 actions).  Its
rate is therefore an upper bound for an engine that does everything the issue
asks, in the same Python: a speed goal above this bound is out of any
rewrite's reach.

    python3 bench/engine_ceiling.py [--rounds N] [--seed S]

Not used by the game and not a second reading of the rules to maintain: the
rules are ``uno_access.engine``'s.  Cards, actions, events and the shuffle are
the engine's own.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# From a fresh clone with the system's Python: install what the game needs into .venv first, as
# ``python3 -m uno_access`` does, then run this script again with that environment.
from uno_access._bootstrap import ensure_installed

ensure_installed("bench", extras="test",  # latency and speech drive the game with pexpect
                 script=os.path.abspath(__file__))

from engine import play_our_rounds, play_rlcard_rounds  # noqa: E402  (bench/engine.py)

from uno_access.engine import (  # noqa: E402
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    COLORS,
    DRAW,
    NEXT_ROUND,
    PASS,
    Card,
    ChooseColor,
    Phase,
    Play,
    Rank,
)
from uno_access.engine._shared import _shuffle  # noqa: E402  (the engine's own shuffle: the same deals)
from uno_access.engine.cards import BY_ORDER, classic_deck  # noqa: E402
from uno_access.engine.events import (  # noqa: E402
    CardPlayed,
    CardsDrawn,
    Challenged,
    ColorChosen,
    DrawnCardPlayable,
    DrawReason,
    PlayerSkipped,
    TurnPassed,
    TurnStarted,
    UnoMissed,
)

_DECK = tuple(classic_deck())
_POINTS = {card: card.number if card.number is not None else 50 if card.color is None else 20 for card in _DECK}
_PLAY, _AFTER_DRAW, _CHALLENGE, _CHOOSE = Phase.PLAY, Phase.AFTER_DRAW, Phase.CHALLENGE, Phase.CHOOSE_COLOR
_DRAW_TWO, _DRAW_FOUR, _SKIPS = Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR, (Rank.SKIP, Rank.REVERSE)
_COLORS = [ChooseColor(color) for color in COLORS]
_BLACK = [card for card in _DECK if card.color is None]
#: What fits on (colour in play, rank of a coloured top card): a set met with the hand in one C call.
_FITS = {
    (color, rank): frozenset(_BLACK + [c for c in _DECK if c.color is color or c.color is not None and c.rank is rank])
    for color in COLORS
    for rank in [None, *{card.rank for card in _DECK if card.color is not None}]
}
_PLAYS = {card: Play(card) for card in _DECK}
_SORTED: dict[frozenset[Card], tuple[Play, ...]] = {}


def _sorted_plays(playable: frozenset[Card]) -> tuple[Play, ...]:
    plays = _SORTED.get(playable)
    if plays is None:
        plays = tuple(_PLAYS[card] for card in sorted(playable, key=BY_ORDER))
        if len(playable) <= 2:
            _SORTED[playable] = plays
    return plays


class Refused(ValueError):
    """An action the rules do not allow (the real engine says which rule)."""


class BareState:
    """Official 2-player UNO reduced to the work of each step."""

    def __init__(self, seed: int, record_events: bool) -> None:
        self.record_events = record_events
        self.events: list[object] = []
        if not record_events:
            self.apply = self._step  # nothing to collect: no list to build and return at each step
        self.rng = random.Random(seed)
        self.scores = [0, 0]
        self.log: list[tuple[int, object]] = []
        self.dealer = 0
        self.is_match_over = False
        self._deal()

    def _deal(self) -> None:
        pile = list(_DECK)
        _shuffle(self.rng, pile)
        self.hands = [pile[-7:], pile[-14:-7]]
        del pile[-14:]
        self.pile, self.discard = pile, []
        self.uno, self.catchable, self.drawn, self.bluff = [False, False], None, None, False
        first = 1 - self.dealer
        card = pile.pop()
        while card.rank is _DRAW_FOUR:  # back into the pile, another card turned
            pile.insert(self.rng.randrange(len(pile) + 1), card)
            card = pile.pop()
        self.discard.append(card)
        self.color, self.top_rank = card.color, card.rank if card.color is not None else None
        self.phase, self.current_player = _PLAY, first
        if card.rank is _DRAW_TWO:
            self._draw(first, 2, DrawReason.DRAW_TWO)
            self.current_player = self.dealer
        elif card.rank in _SKIPS:  # with 2 players, reverse is a skip: the dealer plays
            self.current_player = self.dealer
        elif card.color is None:
            self.phase = _CHOOSE

    def _draw(self, player: int, count: int, reason: DrawReason) -> None:
        hand, pile = self.hands[player], self.pile
        held = len(hand)
        for _ in range(count):
            if not pile:
                top = self.discard.pop()
                pile[:], self.discard = self.discard, [top]
                _shuffle(self.rng, pile)
                if not pile:
                    return
            hand.append(pile.pop())
        if self.record_events:
            self.events.append(CardsDrawn(player, len(hand) - held, tuple(hand[held:]), reason))

    def legal_actions(self, player: int) -> list:
        if player != self.current_player:
            return [CALL_UNO] if player == self.catchable else []
        phase = self.phase
        if phase is _PLAY:
            hand = self.hands[player]
            playable = _FITS[self.color, self.top_rank].intersection(hand)
            actions = [*_sorted_plays(playable), DRAW] if playable else [DRAW]
            if len(hand) == 2 and not self.uno[player]:
                actions.append(CALL_UNO)
            return actions
        if phase is _AFTER_DRAW:
            return [_PLAYS[self.drawn], PASS]
        if phase is _CHALLENGE:
            return [CHALLENGE, ACCEPT]
        if phase is _CHOOSE:
            return list(_COLORS)
        return [NEXT_ROUND]

    def apply(self, player: int, action: object) -> list[object] | None:
        """Check and apply ``action``; return the events it caused (nothing without events)."""
        events = self.events
        done = len(events)
        self._step(player, action)
        return events[done:] if self.record_events else []

    def _step(self, player: int, action: object) -> None:
        if action is NEXT_ROUND:
            if self.phase is not Phase.ROUND_OVER:
                raise Refused("the round is not over")
            self.dealer = 1 - self.dealer
            self._deal()
            return
        if player != self.current_player:
            raise Refused("not your turn")
        record = self.record_events
        phase = self.phase
        if action.__class__ is Play:
            card, hand = action.card, self.hands[player]
            if phase is _PLAY:
                if card not in _FITS[self.color, self.top_rank] or card not in hand:
                    raise Refused("that card does not fit, or is not in the hand")
            elif phase is not _AFTER_DRAW or card is not self.drawn:
                raise Refused("only the drawn card may be played")
            if (card.color is None) is (action.color is None):
                raise Refused("a colour is named with a Joker, and only with it")
            self.log.append((player, action))
            if self.catchable is not None and self.catchable != player:
                self.catchable = None
            previous = self.color
            hand.remove(card)
            self.discard.append(card)
            if card.color is None:
                self.color, self.top_rank = action.color, None
            else:
                self.color, self.top_rank = card.color, card.rank
            left = len(hand)
            called = action.uno or self.uno[player]
            if record:
                self.events.append(CardPlayed(player, card, left, called and left == 1))
                if card.color is None:
                    self.events.append(ColorChosen(player, action.color))
            if left == 1:
                if called:
                    self.uno[player] = True
                else:
                    self.catchable = player
                    if record:
                        self.events.append(UnoMissed(player))
            elif left:
                self.uno[player] = False
            else:
                self._score(player)
                return
            other, rank = 1 - player, card.rank
            self.phase, self.drawn = _PLAY, None
            if rank is _DRAW_FOUR:
                self.bluff = any(held.color is previous for held in hand)
                self.phase, self.current_player = _CHALLENGE, other
                return
            if rank is _DRAW_TWO:
                self._draw(other, 2, DrawReason.DRAW_TWO)
            if rank is _DRAW_TWO or rank in _SKIPS:
                if record:
                    self.events.append(PlayerSkipped(other))
            else:
                self.current_player = other
            if record:
                self.events.append(TurnStarted(self.current_player))
            return
        if action is DRAW and phase is _PLAY:
            self.log.append((player, action))
            if self.catchable is not None and self.catchable != player:
                self.catchable = None
            hand = self.hands[player]
            self.uno[player] = False
            held = len(hand)
            if self.pile:  # one card from a pile that has one: the common draw, without _draw's loop
                hand.append(self.pile.pop())
                if record:
                    self.events.append(CardsDrawn(player, 1, (hand[-1],), DrawReason.CHOICE))
            else:
                self._draw(player, 1, DrawReason.CHOICE)
            if len(hand) > held and hand[-1] in _FITS[self.color, self.top_rank]:
                self.drawn, self.phase = hand[-1], _AFTER_DRAW
                if record:
                    self.events.append(DrawnCardPlayable(player, hand[-1]))
            else:
                self.current_player = 1 - player
                if record:
                    self.events += (TurnPassed(player), TurnStarted(1 - player))
            return
        if action is PASS and phase is _AFTER_DRAW:
            self.log.append((player, action))
            self.phase, self.drawn, self.current_player = _PLAY, None, 1 - player
            if record:
                self.events += (TurnPassed(player), TurnStarted(1 - player))
            return
        if (action is CHALLENGE or action is ACCEPT) and phase is _CHALLENGE:
            self.log.append((player, action))
            self.phase = _PLAY
            bluffer = 1 - player
            if record and action is CHALLENGE:
                self.events.append(Challenged(player, bluffer, self.bluff))
            if action is CHALLENGE and self.bluff:
                self._draw(bluffer, 4, DrawReason.BLUFF_CAUGHT)  # bluff proven: the challenger plays
            else:
                reason = DrawReason.CHALLENGE_LOST if action is CHALLENGE else DrawReason.DRAW_FOUR
                self._draw(player, 6 if action is CHALLENGE else 4, reason)
                self.current_player = bluffer
                if record:
                    self.events.append(PlayerSkipped(player))
            if record:
                self.events.append(TurnStarted(self.current_player))
            return
        if action.__class__ is ChooseColor and phase is _CHOOSE:
            self.log.append((player, action))
            self.color, self.phase = action.color, _PLAY
            if record:
                self.events += (ColorChosen(player, action.color), TurnStarted(player))
            return
        if action is CALL_UNO and (player == self.catchable or len(self.hands[player]) == 2):
            self.log.append((player, action))
            self.uno[player], self.catchable = True, None
            return
        raise Refused("not now")

    def _score(self, winner: int) -> None:
        last = self.discard[-1].rank
        if last is _DRAW_TWO or last is _DRAW_FOUR:
            reason = DrawReason.DRAW_TWO if last is _DRAW_TWO else DrawReason.DRAW_FOUR
            self._draw(1 - winner, 2 if last is _DRAW_TWO else 4, reason)  # the next player still draws
        self.scores[winner] += sum(_POINTS[card] for hand in self.hands for card in hand)
        self.current_player = None
        self.is_match_over = self.scores[winner] >= 500
        self.phase = Phase.MATCH_OVER if self.is_match_over else Phase.ROUND_OVER


class BareGame:
    """What ``play_our_rounds`` needs of a game: new matches."""

    def new_match(self, seed: int, record_events: bool = True) -> BareState:
        return BareState(seed, record_events)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000, help="rounds per engine (default 3000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rates = {}
    for record_events in (False, True):
        for name, game in (("bare yardstick", BareGame()), ("uno-access engine", None)):
            seconds, steps = play_our_rounds(args.rounds, args.seed, record_events=record_events, game=game)
            rates[name, record_events] = args.rounds / seconds
            print(
                f"{name}, {'with' if record_events else 'no'} events: {args.rounds / seconds:.0f} games/s, "
                f"{steps / args.rounds:.1f} actions per round"
            )
    rlcard = play_rlcard_rounds(args.rounds, args.seed)
    if rlcard is None:
        print("rlcard is not installed (pip install rlcard): no comparison")
        return 0
    rl_rate = args.rounds / rlcard[0]
    print(f"rlcard UnoGame: {rl_rate:.0f} games/s")
    for (name, record_events), rate in rates.items():
        print(f"{name}, {'with' if record_events else 'no'} events/rlcard ratio: {rate / rl_rate:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
