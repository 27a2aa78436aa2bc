"""Speed of the rules engine: random 2-player rounds per second, against rlcard's UnoGame when installed.

Both engines play the same policy, the one rlcard's legal actions allow: a
random legal card when there is one, a draw only when there is none (a card
just drawn is played when it can be, as rlcard does by itself), a random
colour for a Joker named with the play (rlcard's actions are "r-wild").  Our engine plays the full official rules (UNO calls,
+4 challenges, first-card effects, scoring, a new deal each round); rlcard's
``UnoGame`` plays its simplified ones.  This is a measurement, not a test.
Times are CPU time of this process (``time.process_time``), steadier than wall
time on a busy machine.

    python3 bench/engine.py [--rounds N] [--seed S]

The last line is ``engine/rlcard games per second ratio: X`` (the goal is X >= 3).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from uno_access.engine import (  # noqa: E402
    ACCEPT,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    COLORS,
    CallUno,
    CatchUno,
    Game,
    Phase,
    Play,
)


def play_our_rounds(rounds: int, seed: int, record_events: bool = True) -> tuple[float, int]:
    """Play ``rounds`` rounds of 2-player official UNO; return (seconds, steps).

    The loop only reads the public API; it keeps in local names what it looks up
    at every step, as a simulator would (rlcard's side needs no such care: its
    loop is three calls).
    """
    rng = random.Random(seed)
    choice = rng.choice
    game = Game(2)
    # Actions are values: one Play per Joker and colour, made once (rlcard's actions are "r-wild" strings).
    colored = {}
    play_phase, after_draw, challenge = Phase.PLAY, Phase.AFTER_DRAW, Phase.CHALLENGE
    over = (Phase.ROUND_OVER, Phase.MATCH_OVER)
    steps = 0
    start = time.process_time()
    state = game.new_match(seed, record_events=record_events)
    for _ in range(rounds):
        legal_actions, apply = state.legal_actions, state.apply
        while True:
            phase = state.phase
            if phase in over:
                break
            player = state.current_player
            actions = legal_actions(player)
            if phase is play_phase:
                plays = [action for action in actions if action.__class__ is Play]
                action = choice(plays) if plays else DRAW
            elif phase is after_draw:
                action = actions[0]  # the drawn card: rlcard plays it whenever it can
            elif phase is challenge:
                action = CHALLENGE if rng.random() < 0.5 else ACCEPT
            else:
                turn = [action for action in actions if not isinstance(action, (CallUno, CatchUno))]
                action = choice(turn) if turn else PASS
            if action.__class__ is Play and action.card.chooses_color:
                color = choice(COLORS)  # rlcard's actions name the colour too
                action = colored.get((action.card, color)) or colored.setdefault(
                    (action.card, color), Play(action.card, color=color)
                )
            apply(player, action)
            steps += 1
        if state.is_match_over:
            state = game.new_match(rng.randrange(2**32), record_events=record_events)
        else:
            state.apply(0, NEXT_ROUND)
    return time.process_time() - start, steps


def play_rlcard_rounds(rounds: int, seed: int) -> tuple[float, int] | None:
    """The same with rlcard's bare UnoGame, or None when rlcard is not installed."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    rng = random.Random(seed)
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(seed)
    steps = 0
    start = time.process_time()
    for _ in range(rounds):
        game.init_game()
        while not game.is_over():
            game.step(rng.choice(game.get_legal_actions()))
            steps += 1
    return time.process_time() - start, steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000, help="rounds per engine (default 3000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    quiet_seconds, quiet_steps = play_our_rounds(args.rounds, args.seed, record_events=False)
    quiet_rate = args.rounds / quiet_seconds
    print(
        f"uno-access engine, no events (simulations): {args.rounds} rounds in {quiet_seconds:.2f} s: "
        f"{quiet_rate:.0f} games/s, {quiet_steps / quiet_seconds:.0f} actions/s"
    )
    ours_seconds, ours_steps = play_our_rounds(args.rounds, args.seed)
    ours_rate = args.rounds / ours_seconds
    print(
        f"uno-access engine: {args.rounds} rounds in {ours_seconds:.2f} s: {ours_rate:.0f} games/s, "
        f"{ours_steps / ours_seconds:.0f} actions/s, {ours_steps / args.rounds:.1f} actions per round"
    )
    rlcard = play_rlcard_rounds(args.rounds, args.seed)
    if rlcard is None:
        print("rlcard is not installed (pip install rlcard): no comparison")
        return 0
    rl_seconds, rl_steps = rlcard
    rl_rate = args.rounds / rl_seconds
    print(
        f"rlcard UnoGame: {args.rounds} rounds in {rl_seconds:.2f} s: {rl_rate:.0f} games/s, "
        f"{rl_steps / rl_seconds:.0f} actions/s, {rl_steps / args.rounds:.1f} actions per round"
    )
    print(f"engine without events/rlcard games per second ratio: {quiet_rate / rl_rate:.2f}")
    print(f"engine/rlcard games per second ratio: {ours_rate / rl_rate:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
