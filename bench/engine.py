"""Speed of the rules engine: random 2-player rounds per second, against rlcard's UnoGame when installed.

Both engines play the same policy, the one rlcard's legal actions allow: a
random legal card when there is one, a draw only when there is none (a card
just drawn is played when it can be, as rlcard does by itself), a random
colour for a Joker named with the play (rlcard's actions are "r-wild").  Both
loops pick with the same code (``actions[int(random() * len(actions))]``).
Our engine plays the full official rules (UNO calls, +4 challenges, first-card
effects, scoring, a new deal each round); rlcard's ``UnoGame`` plays its
simplified ones.  This is a measurement, not a test.  Times are CPU time of
this process (``time.process_time``), steadier than wall time on a busy
machine.

    python3 bench/engine.py [--rounds N] [--seed S] [--repeat K]

Both engines run in the same run: the compiled one (mypyc, when the install
built it) in this process, the engine's Python source in a second process
(``UNO_ACCESS_ENGINE=python``).  Each figure is the best of ``--repeat`` runs,
taken in turn with rlcard's, so a busy moment of the machine weighs on all
alike.  The last line is ``compiled engine/rlcard games per second ratio: X``
(the goal is X >= 3), with events recorded as the console and the simulator
record them; the line before is the Python engine's (goal: >= 1.2).  A line
also gives what the loop alone costs, run over a stand-in engine that answers
at once.

Each engine also plays the same rounds with its own playout loop
(``uno_access.engine.playout``: the same policy and random numbers, the
same actions), the lines ``..., its own playout loop``: compiled with the
compiled engine, that loop runs no Python between two actions, as the bots'
playouts do.  rlcard has no loop of its own, so those ratios weigh our
engine with its compiled loop against rlcard with the Python loop above,
which is what a simulation costs with each as shipped; the ratios through
the same Python loop, last, weigh the engines alone.  ``bench/engine_ceiling.py`` runs the same loop over a bare yardstick
that does only each step's work: how fast any pure-Python engine behind this
API could be.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# From a fresh clone with the system's Python: install what the game needs into .venv first, as
# ``python3 -m uno_access`` does, then run this script again with that environment.
from uno_access._bootstrap import ensure_installed

ensure_installed("bench", extras="test",  # latency and speech drive the game with pexpect
                 script=os.path.abspath(__file__))

from uno_access.engine import (  # noqa: E402
    ACCEPT,
    CHALLENGE,
    COLORS,
    DRAW,
    NEXT_ROUND,
    PASS,
    CallUno,
    Card,
    CatchUno,
    Color,
    Game,
    Phase,
    Play,
    Rank,
)
from uno_access.engine.playout import play_random_rounds  # noqa: E402


def play_our_rounds(rounds: int, seed: int, record_events: bool = True, game: Any = None) -> tuple[float, int]:
    """Play ``rounds`` rounds of 2-player official UNO; return (seconds, steps).

    The loop only reads the public API and keeps in local names what it looks
    up at every step, as a simulator would.  It relies on the documented order
    of ``legal_actions``: the cards to play come first, then the draw, then UNO
    calls and catches; a random card is one index below the count of plays.
    """
    random_ = random.Random(seed).random
    game = game or Game(2)
    # Actions are values: one Play per Joker and colour, made once (rlcard's actions are "r-wild").
    jokers = (Card(None, Rank.WILD), Card(None, Rank.WILD_DRAW_FOUR))
    colored = {(card, color): Play(card, color=color) for card in jokers for color in COLORS}
    play_phase, after_draw, challenge = Phase.PLAY, Phase.AFTER_DRAW, Phase.CHALLENGE
    over = (Phase.ROUND_OVER, Phase.MATCH_OVER)
    steps = 0
    start = time.process_time()
    state = game.new_match(seed, record_events=record_events)
    for _ in range(rounds):
        legal_actions, apply = state.legal_actions, state.apply
        while True:
            phase = state.phase
            player = state.current_player
            if phase is play_phase:
                actions = legal_actions(player)
                plays = len(actions)
                while plays and actions[plays - 1].__class__ is not Play:
                    plays -= 1  # the draw, UNO calls and catches come after the cards
                if plays:
                    action = actions[int(random_() * plays)]
                    card = action.card
                    if card.chooses_color:  # rlcard's actions name the colour too
                        action = colored[card, COLORS[int(random_() * 4)]]
                else:
                    action = DRAW
            elif phase is after_draw:
                action = legal_actions(player)[0]  # the drawn card: rlcard plays it whenever it can
                card = action.card
                if card.chooses_color:
                    action = colored[card, COLORS[int(random_() * 4)]]
            elif phase is challenge:
                action = CHALLENGE if random_() < 0.5 else ACCEPT
            elif phase in over:
                break
            else:
                turn = [action for action in legal_actions(player) if not isinstance(action, (CallUno, CatchUno))]
                action = turn[int(random_() * len(turn))] if turn else PASS
            apply(player, action)
            steps += 1
        if state.is_match_over:
            state = game.new_match(int(random_() * 2**32), record_events=record_events)
        else:
            state.apply(0, NEXT_ROUND)
    return time.process_time() - start, steps


class _FreeState:
    """A stand-in engine that costs nothing: the same answers every step, rounds of ``steps`` actions.

    Run through ``play_our_rounds``'s loop, it measures what the loop itself
    costs (reading the phase, asking for the legal actions, choosing one,
    applying it): the ceiling any engine behind this API could reach.
    """

    is_match_over = False

    def __init__(self, steps: int) -> None:
        self.steps, self.done = steps, 0
        self.phase, self.current_player = Phase.PLAY, 0
        cards = [Card(Color.RED, rank) for rank in (Rank.ONE, Rank.FOUR, Rank.SEVEN)] + [Card(Color.BLUE, Rank.FOUR)]
        self.actions = [Play(card) for card in cards] + [DRAW]

    def legal_actions(self, player: int) -> list:
        return self.actions

    def apply(self, player: int, action: object) -> list:
        if action is NEXT_ROUND:
            self.phase = Phase.PLAY
        else:
            self.done += 1
            if self.done % self.steps == 0:
                self.phase = Phase.ROUND_OVER
        return []


class _FreeGame:
    def __init__(self, steps: int) -> None:
        self.state = _FreeState(steps)

    def new_match(self, seed: int, record_events: bool = True) -> _FreeState:
        return self.state


def loop_floor(rounds: int, seed: int, steps: int) -> float:
    """Seconds per round of the benchmark loop alone, over rounds of ``steps`` actions."""
    seconds, _ = play_our_rounds(rounds, seed, record_events=False, game=_FreeGame(steps))
    return seconds / rounds


def play_engine_loop_rounds(rounds: int, seed: int, record_events: bool = True) -> tuple[float, int]:
    """The same rounds played by the engine's own loop (``uno_access.engine.playout``): (seconds, steps).

    The same policy drawing the same random numbers as :func:`play_our_rounds`
    (the same seed plays the same actions: ``tests/test_engine_playout.py``),
    but the loop is engine code: compiled with the compiled engine, so no
    Python runs between two actions, as in the bots' playouts (``bots/search.py``
    is compiled with the engine too).  rlcard has no such loop: its rounds are
    played by :func:`play_rlcard_rounds`'s Python loop.
    """
    start = time.process_time()
    steps, _ = play_random_rounds(Game(2), rounds, seed, record_events=record_events)
    return time.process_time() - start, steps


def play_rlcard_rounds(rounds: int, seed: int) -> tuple[float, int] | None:
    """The same with rlcard's bare UnoGame, or None when rlcard is not installed."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    random_ = random.Random(seed).random
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(seed)
    steps = 0
    start = time.process_time()
    for _ in range(rounds):
        game.init_game()
        while not game.is_over():
            actions = game.get_legal_actions()
            game.step(actions[int(random_() * len(actions))])
            steps += 1
    return time.process_time() - start, steps


def measure(rounds: int, seed: int, repeat: int, rlcard: bool) -> dict[str, float]:
    """Seconds (best of ``repeat``) for ``rounds`` rounds: ours without and with events, and rlcard's."""
    best: dict[str, float] = {}
    for _ in range(repeat):
        runs = {"quiet": play_our_rounds(rounds, seed, record_events=False), "events": play_our_rounds(rounds, seed),
                "own loop quiet": play_engine_loop_rounds(rounds, seed, record_events=False),
                "own loop events": play_engine_loop_rounds(rounds, seed)}
        if rlcard:
            played = play_rlcard_rounds(rounds, seed)
            if played is not None:
                runs["rlcard"] = played
        for name, (seconds, steps) in runs.items():
            best[name] = min(best.get(name, seconds), seconds)
            best[name + " steps"] = steps
    return best


def _python_engine_figures(rounds: int, seed: int, repeat: int) -> dict[str, float] | None:
    """The same measure of the engine's Python source, in a second process (its modules cannot share this one)."""
    import json
    import subprocess

    environment = {**os.environ, "UNO_ACCESS_ENGINE": "python"}
    command = [sys.executable, os.path.abspath(__file__), "--rounds", str(rounds), "--seed", str(seed),
               "--repeat", str(repeat), "--json"]
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        return None
    return dict(json.loads(result.stdout.splitlines()[-1]))


def _engine_lines(kind: str, figures: dict[str, float], rounds: int) -> list[str]:
    lines = []
    for loop, label in (("", ""), ("own loop ", ", its own playout loop")):
        quiet, events = figures[loop + "quiet"], figures[loop + "events"]
        steps = figures[loop + "events steps"]
        lines += [
            f"uno-access {kind} engine{label}, no events (simulations): {rounds} rounds in {quiet:.2f} s: "
            f"{rounds / quiet:.0f} games/s, {figures[loop + 'quiet steps'] / quiet:.0f} actions/s",
            f"uno-access {kind} engine{label}: {rounds} rounds in {events:.2f} s: {rounds / events:.0f} games/s, "
            f"{steps / events:.0f} actions/s, {steps / rounds:.1f} actions per round",
        ]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3000, help="rounds per engine and run (default 3000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each, the best one kept (default 3)")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # the Python engine's process
    args = parser.parse_args(argv)
    from uno_access.version import engine_kind

    kind = engine_kind()
    ours = measure(args.rounds, args.seed, args.repeat, rlcard=not args.json)
    if args.json:
        import json

        print(json.dumps(ours))
        return 0
    engines = {kind: ours}
    if kind == "compiled":
        python = _python_engine_figures(args.rounds, args.seed, args.repeat)
        if python is not None:
            engines["python"] = python
    for name in ("python", "compiled"):
        if name in engines:
            print("\n".join(_engine_lines(name, engines[name], args.rounds)))
    if "rlcard" not in ours:
        print("rlcard is not installed (pip install rlcard): no comparison")
        return 0
    rl_seconds, rl_steps = ours["rlcard"], ours["rlcard steps"]
    rl_rate = args.rounds / rl_seconds
    print(
        f"rlcard UnoGame: {args.rounds} rounds in {rl_seconds:.2f} s: {rl_rate:.0f} games/s, "
        f"{rl_steps / rl_seconds:.0f} actions/s, {rl_steps / args.rounds:.1f} actions per round"
    )
    steps_per_round = ours["events steps"] / args.rounds
    # The best of --repeat runs, as every other figure (one run read 23 us a round where the others read 14 to 15).
    floor = min(loop_floor(args.rounds, args.seed, round(steps_per_round)) for _ in range(args.repeat))
    print(
        f"the loop alone (a free engine, same steps per round): {floor * 1e6:.0f} us per round, "
        f"so at most {1 / floor:.0f} games/s (ratio {1 / floor / rl_rate:.2f}) whatever the engine behind this loop"
    )
    costs, ratios = [], []
    for name in ("python", "compiled"):
        figures = engines.get(name)
        if figures is not None:  # rlcard has no loop of its own: its Python loop against the engine's own loop
            ratios.append(f"{name} engine, its own playout loop, without events/rlcard with its Python loop games per "
                          f"second ratio: {rl_seconds / figures['own loop quiet']:.2f}")
            ratios.append(f"{name} engine, its own playout loop/rlcard with its Python loop games per second ratio: "
                          f"{rl_seconds / figures['own loop events']:.2f}")
    for name in ("python", "compiled"):  # the compiled engine's ratio last, both through the same Python loop
        figures = engines.get(name)
        if figures is not None:
            costs.append(f"{name} engine: {(figures['quiet'] / args.rounds - floor) * 1e6 / steps_per_round:.2f} us per "
                         f"action without events, {(figures['events'] / args.rounds - floor) * 1e6 / steps_per_round:.2f} with")
            costs.append(f"{name} engine, its own playout loop: "
                         f"{figures['own loop quiet'] / args.rounds * 1e6 / steps_per_round:.2f} us per action without "
                         f"events, {figures['own loop events'] / args.rounds * 1e6 / steps_per_round:.2f} with (its loop "
                         f"included)")
            ratios.append(f"{name} engine without events/rlcard games per second ratio: {rl_seconds / figures['quiet']:.2f}")
            ratios.append(f"{name} engine/rlcard games per second ratio: {rl_seconds / figures['events']:.2f}")
    print("\n".join(costs + ratios))
    if "compiled" not in engines:
        print("compiled engine: not built on this machine (no C compiler at install): the Python engine ran")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
