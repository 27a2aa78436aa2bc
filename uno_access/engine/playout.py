"""Random rounds played by the engine's own loop: simulations and playouts without a Python call per action.

A simulation or a search plays many rounds by a simple policy; written in
Python above the engine, each action costs the interpreter a loop turn, a
policy and two calls into the engine (``legal_actions``, ``apply``), about as
much as the compiled engine's own work.  Here the loop is engine code,
compiled with it (``engine_build.py`` compiles every engine module): it asks
the state only through its public API (``phase``, ``current_player``,
``legal_actions``, ``apply``), so it plays legal moves only and its rounds
replay from their seed and ``State.log`` like any other.

The policy is ``bench/engine.py``'s, the one rlcard's legal actions allow: a
random card that fits when there is one, a draw only when there is none, the
card just drawn played whenever it can be, a random colour named with a
Joker, a +4 challenged half the time, any other decision at random (UNO calls
and catches aside).  Random numbers come from the caller's ``random()``
function, in the same order as that bench loop takes them, so the same seed
plays the same rounds in both (``tests/test_engine_playout.py``).

>>> from uno_access.engine import Game
>>> from uno_access.engine.playout import play_random_rounds
>>> steps, state = play_random_rounds(Game(2), rounds=3, seed=5, record_events=False)
>>> steps > 30 and state.round_number >= 1
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from .actions import ACCEPT, CHALLENGE, DRAW, NEXT_ROUND, PASS, Action, CallUno, CatchUno, Play
from .cards import COLORS, Card, Color
from .game import Game
from .state import State
from .view import Phase

# Module constants compiled as C statics (``Final``): ``Phase.PLAY`` would be a lookup at every action.
_PLAY: Final = Phase.PLAY
_AFTER_DRAW: Final = Phase.AFTER_DRAW
_CHALLENGE: Final = Phase.CHALLENGE
_ROUND_OVER: Final = Phase.ROUND_OVER
_MATCH_OVER: Final = Phase.MATCH_OVER
_DRAW: Final = DRAW
_PASS: Final = PASS
_ACCEPT: Final = ACCEPT
_CHALLENGE_ACTION: Final = CHALLENGE
_NEXT_ROUND: Final = NEXT_ROUND
_COLORS: Final[tuple[Color, ...]] = COLORS

#: A Joker's play with each colour named, by the card's ``order``: made once (cards are interned, actions are values).
_NAMED: Final[dict[int, list[Play]]] = {}


def _named(card: Card, random_: Callable[[], float]) -> Play:
    """``card`` played naming a colour drawn at random."""
    plays = _NAMED.get(card.order)
    if plays is None:
        plays = _NAMED[card.order] = [Play(card, color=color) for color in _COLORS]
    return plays[int(random_() * 4)]


def random_action(state: State, player: int, random_: Callable[[], float]) -> Action:
    """The policy's action for ``player``, whose decision it is (see the module's docstring)."""
    phase = state.phase
    if phase is _PLAY:
        actions = state.legal_actions(player)
        plays = len(actions)
        while plays and type(actions[plays - 1]) is not Play:
            plays -= 1  # the draw, UNO calls and catches come after the cards (legal_actions' documented order)
        if not plays:
            return _DRAW
        action = actions[int(random_() * plays)]
    elif phase is _AFTER_DRAW:
        action = state.legal_actions(player)[0]  # the card just drawn, played whenever it can be
    elif phase is _CHALLENGE:
        return _CHALLENGE_ACTION if random_() < 0.5 else _ACCEPT
    else:
        turn = [action for action in state.legal_actions(player) if not isinstance(action, (CallUno, CatchUno))]
        return turn[int(random_() * len(turn))] if turn else _PASS
    if isinstance(action, Play) and action.card.chooses_color:
        return _named(action.card, random_)  # rlcard's actions name the colour too
    return action


def play_random_round(state: State, random_: Callable[[], float], max_actions: int = 1_000_000) -> int:
    """Play the round in progress to its end (or ``max_actions`` actions) by the random policy; the actions played."""
    steps = 0
    while steps < max_actions:
        phase = state.phase
        if phase is _ROUND_OVER or phase is _MATCH_OVER:
            break
        player = state.current_player
        if player is None:
            break
        state.apply(player, random_action(state, player, random_))
        steps += 1
    return steps


def play_random_rounds(game: Game, rounds: int, seed: int, *, record_events: bool = True) -> tuple[int, State]:
    """Play ``rounds`` rounds of matches of ``game`` from ``seed``; the actions played, and the last match's state.

    A match over, the next starts from a seed drawn from the same stream;
    otherwise seat 0 deals the next round.  The same seed plays the same
    rounds, with or without events, on the compiled engine and on its source.
    """
    random_ = random.Random(seed).random
    state = game.new_match(seed, record_events=record_events)
    steps = 0
    for _ in range(rounds):
        steps += play_random_round(state, random_)
        if state.is_match_over:
            state = game.new_match(int(random_() * 2**32), record_events=record_events)
        else:
            state.apply(0, _NEXT_ROUND)
    return steps, state
