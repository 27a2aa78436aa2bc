"""Stress the engine: random rounds across every preset and house-rule combination.

    python bench/stress.py [--rounds 100000] [--seed 1] [--jobs N] [--saves 2000]

Plays ``--rounds`` rounds with a random policy that plays when it can (so rounds
end), names colours and targets at random, calls UNO most of the time, and now
and then acts out of turn (catching a missed UNO, jumping in) or tries an
action the rules refuse.  After every action it checks the invariants:

- cards are conserved within a round (hands + draw pile + discard), and a
  round starts with the whole deck;
- no negative count (cards, scores);
- the player to act has a legal action, and every action listed as legal is
  accepted;
- a refused action leaves the state exactly as it was, and an accepted one
  was listed as legal (but for a wrong play under UNO Rapido's confusion
  rule, which is paid in cards by design);
- every round ends (at most 20,000 actions; rounds over 3000 are counted as long);
- every action survives the save codec (``uno_access.storage.codec``).

The rule sets: first every preset with each option of :class:`RuleSet` moved
alone off its preset value (bool and enum options are found with
``dataclasses.fields``, so options the engine gains are covered without a
change here), then random combinations of all of them.  Combinations the
rules refuse (``RulesError``) are counted, not played.

Prints the rounds, actions, configurations, violations and exceptions (goal:
0 and 0, with one example each to replay), the peak memory (largest resident
set of the processes) and the time; with ``--saves N`` also the cost of an
autosave (``SaveStore.append``) in both durability modes.  Progress goes to
stderr only when it is a terminal.  The exit code is 1 if anything was wrong.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
import traceback
import typing
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# From a fresh clone with the system's Python: install what the game needs into .venv first, as
# ``python3 -m uno_access`` does, then run this script again with that environment.
from uno_access._bootstrap import ensure_installed

ensure_installed("bench", extras="test",  # latency and speech drive the game with pexpect
                 script=os.path.abspath(__file__))

from uno_access.engine import (  # noqa: E402
    COLORS,
    PRESETS,
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseTarget,
    Draw,
    Game,
    IllegalAction,
    NextRound,
    Pass,
    Play,
    RulesError,
    RuleSet,
    State,
)
from uno_access.engine import rules as rules_module  # noqa: E402
from uno_access.storage.codec import decode_action, encode_action  # noqa: E402

#: A round longer than this is a violation: it does not end.  Random play at 8 players with
#: stacking and big hands can honestly take a few thousand actions (counted as "long rounds").
MAX_ACTIONS_PER_ROUND = 20_000
LONG_ROUND = 3000
#: A round is stuck when no card reaches or leaves the discard pile for this many actions.  A round still
#: moving at MAX_ACTIONS_PER_ROUND is stopped and counted, not a violation: random play with cards that refill
#: every hand (the H2O Downpour cards, the +2?/+4? and Shuffle Hands at 8 players) is a random walk that
#: honestly takes 100,000 actions and more, where bots end the same rounds in about 100 turns.
STALL = 2000
STOPPED = "rounds stopped still moving (random play)"
ROUNDS_PER_MATCH = 4
#: Options that describe the table rather than a rule, or that would only slow the bench.
_NOT_VARIED = {"name", "min_players", "max_players", "target_score"}


# ---------------------------------------------------------------- rule sets


def varied_options() -> dict[str, list[Any]]:
    """Every option of RuleSet that can be varied, with all its values (bools, enums, small ranges)."""
    hints = typing.get_type_hints(RuleSet)
    ranges: dict[str, tuple[int, int]] = getattr(rules_module, "_RANGES", {})
    options: dict[str, list[Any]] = {}
    for option in dataclasses.fields(RuleSet):
        name, hint = option.name, hints[option.name]
        if name in _NOT_VARIED:
            continue
        if hint is bool:
            options[name] = [False, True]
        elif isinstance(hint, type) and issubclass(hint, Enum):
            options[name] = list(hint)
        elif hint is int and name in ranges:
            low, high = ranges[name]
            options[name] = sorted({low, high, (low + high) // 2, low + 1} & set(range(low, min(high, 12) + 1)))
    return options


def sweep_configs() -> Iterator[tuple[str, dict[str, Any]]]:
    """Each preset alone, then each preset with one option moved off its value."""
    options = varied_options()
    for preset_name, preset in PRESETS.items():
        yield preset_name, {}
        for name, values in options.items():
            for value in values:
                if value != getattr(preset, name):
                    yield preset_name, {name: value}


def random_config(rng: random.Random, options: dict[str, list[Any]]) -> tuple[str, dict[str, Any]]:
    """A preset with a random combination of options (each moved with probability 0.3)."""
    changes = {name: rng.choice(values) for name, values in options.items() if rng.random() < 0.3}
    return rng.choice(list(PRESETS)), changes


def build_rules(preset: str, changes: dict[str, Any], rng: random.Random) -> RuleSet:
    rules = RuleSet.preset(preset).replace(**changes)
    return rules.replace(target_score=rng.choice((50, 150, 500)))


def player_count(rules: RuleSet, rng: random.Random) -> int | None:
    """A random number of players these rules accept, or None."""
    counts = list(range(rules.min_players, min(rules.max_players, 8) + 1))
    rng.shuffle(counts)
    for count in counts:
        try:
            rules.check_players(count)
        except RulesError:
            continue
        return count
    return None


# ---------------------------------------------------------------- checks


@dataclass
class Tally:
    """What one worker saw."""

    rounds: int = 0
    actions: int = 0
    matches: int = 0
    configs: int = 0
    refused_configs: int = 0
    out_of_turn: int = 0
    probes: int = 0
    probes_refused: int = 0
    violations: Counter[str] = field(default_factory=Counter)
    exceptions: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    covered: Counter[str] = field(default_factory=Counter)
    peak_rss_kib: int = 0

    def violation(self, kind: str, example: str) -> None:
        self.violations[kind] += 1
        self.examples.setdefault(kind, example)

    def exception(self, kind: str, example: str) -> None:
        self.exceptions[kind] += 1
        self.examples.setdefault(kind, example)

    def merge(self, other: Tally) -> None:
        for name in ("rounds", "actions", "matches", "configs", "refused_configs", "out_of_turn", "probes",
                     "probes_refused"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.violations.update(other.violations)
        self.exceptions.update(other.exceptions)
        self.covered.update(other.covered)
        for kind, example in other.examples.items():
            self.examples.setdefault(kind, example)
        self.peak_rss_kib = max(self.peak_rss_kib, other.peak_rss_kib)


def fingerprint(state: State) -> tuple[Any, ...]:
    """Everything a refused action must leave unchanged."""
    return (
        state.phase,
        state.current_player,
        len(state.log),
        len(state.events),
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.draw_pile),
        tuple(state.discard),
        state.color,
        state.direction,
        tuple(state.scores),
        state.rng.getstate(),
    )


def counts_ok(state: State) -> bool:
    return min(state.scores, default=0) >= 0 and all(len(hand) >= 0 for hand in state.hands)


def listed(action: Any, legal: list[Any]) -> bool:
    """Whether ``action`` is among ``legal`` (a play may add a colour or an UNO call)."""
    if action in legal:
        return True
    if isinstance(action, Play):
        return Play(action.card) in legal
    return False


# ---------------------------------------------------------------- the policy


def turn_action(state: State, player: int, legal: list[Any], rng: random.Random) -> Any:
    """Play when possible (rounds end), else a random turn action; UNO said 80% of the time."""
    plays = [action for action in legal if isinstance(action, Play)]
    if plays:
        action = rng.choice(plays)
        if len(state.hands[player]) == 2 and rng.random() < 0.8:
            action = dataclasses.replace(action, uno=True)
        if action.card.chooses_color and rng.random() < 0.5:
            action = dataclasses.replace(action, color=rng.choice(COLORS))
        return action
    turn = [action for action in legal if not isinstance(action, (CallUno, CatchUno))]
    return rng.choice(turn or legal)


def probe_action(state: State, rng: random.Random) -> Any:
    """Any action at all, legal or not."""
    kind = rng.randrange(7)
    if kind == 0:
        deck = state.rules.build_deck()
        return Play(rng.choice(deck))
    if kind == 1:
        return Draw()
    if kind == 2:
        return Pass()
    if kind == 3:
        return ChooseColor(rng.choice(COLORS))
    if kind == 4:
        return CatchUno(rng.randrange(state.num_players))
    if kind == 5:
        return ChooseTarget(rng.randrange(-1, state.num_players + 1))
    return NextRound()


# ---------------------------------------------------------------- one match


def play_match(tally: Tally, rules: RuleSet, players: int, seed: int, rng: random.Random, label: str) -> int:
    """Play up to ROUNDS_PER_MATCH rounds of a match; return the rounds played."""
    where = f"{label} players={players} seed={seed} target={rules.target_score}"
    try:
        state = Game(players, rules).new_match(seed)
    except RulesError:
        tally.refused_configs += 1
        return 0
    except Exception as error:  # noqa: BLE001 - counted and shown
        tally.exception(f"new_match: {type(error).__name__}: {error}", where + "\n" + traceback.format_exc())
        return 0
    tally.matches += 1
    deck_size = len(rules.build_deck())
    rounds = 0
    while rounds < ROUNDS_PER_MATCH:
        rounds += 1
        tally.rounds += 1
        if state.card_count() != deck_size:
            tally.violation("a round starts without the whole deck", f"{where} round={state.round_number}")
        count = state.card_count()
        actions_this_round = 0
        discard_seen, moved_at = len(state.discard), 0
        while not state.is_round_over:
            actions_this_round += 1
            if len(state.discard) != discard_seen:
                discard_seen, moved_at = len(state.discard), actions_this_round
            if actions_this_round == LONG_ROUND:
                tally.covered["long rounds (over 3000 actions)"] += 1
            if actions_this_round > MAX_ACTIONS_PER_ROUND or actions_this_round - moved_at > STALL:
                recent = Counter(type(event).__name__ for event in state.events[-300:]).most_common(4)
                piles = f"hands {[len(hand) for hand in state.hands]}, pile {len(state.draw_pile)}, " \
                        f"discard {len(state.discard)}"
                if actions_this_round - moved_at > STALL:
                    tally.violation("a round stalled", f"{where} round={state.round_number}: {piles}; "
                                    f"last events {recent}")
                else:
                    tally.covered[STOPPED] += 1
                return rounds
            player = state.current_player
            if player is None:
                tally.violation("nobody to act in a round in progress", where)
                return rounds
            legal = state.legal_actions(player)
            if not legal:
                tally.violation(f"no legal action for the player to act ({state.phase.value})", where)
                return rounds
            roll = rng.random()
            if roll < 0.05:  # out of turn: a catch, a late UNO, a jump-in
                others = [p for p in range(players) if p != player]
                actor = rng.choice(others)
                candidates = state.legal_actions(actor)
                if candidates:
                    tally.out_of_turn += 1
                    action = rng.choice(candidates)
                else:
                    actor, action = player, turn_action(state, player, legal, rng)
            elif roll < 0.07:  # anything: must be refused cleanly or be legal
                actor, action = rng.randrange(players), probe_action(state, rng)
                tally.probes += 1
                before = fingerprint(state)
                actor_legal = state.legal_actions(actor)
                try:
                    state.apply(actor, action)
                except IllegalAction:
                    tally.probes_refused += 1
                    if fingerprint(state) != before:
                        tally.violation("a refused action changed the state", f"{where} {actor} {action!r}")
                    continue
                except Exception as error:  # noqa: BLE001
                    tally.exception(f"apply: {type(error).__name__}: {error}", f"{where} {actor} {action!r}\n"
                                    + traceback.format_exc())
                    return rounds
                if not listed(action, actor_legal):
                    if isinstance(action, Play) and rules.confusion_penalty > 0:
                        # UNO Rapido's confusion rule: a wrong play is paid in cards, not refused.
                        tally.covered["a wrong play paid under the confusion rule"] += 1
                    else:
                        tally.violation("an accepted action was not listed as legal", f"{where} {actor} {action!r}")
                tally.actions += 1
                if not after_action(tally, state, count, where, action):
                    return rounds
                continue
            else:
                actor, action = player, turn_action(state, player, legal, rng)
            try:
                state.apply(actor, action)
            except IllegalAction as refusal:
                simple = Play(action.card) if isinstance(action, Play) else None
                if simple is not None and simple != action and simple in legal:
                    tally.covered["a play with a colour or UNO refused, played plainly"] += 1
                    try:
                        state.apply(actor, simple)
                    except Exception as error:  # noqa: BLE001
                        tally.violation("an action listed as legal was refused", f"{where} {actor} {simple!r}: {error}")
                        return rounds
                    action = simple
                else:
                    tally.violation("an action listed as legal was refused",
                                    f"{where} {actor} {action!r}: {refusal.reason.value}")
                    return rounds
            except Exception as error:  # noqa: BLE001
                tally.exception(f"apply: {type(error).__name__}: {error}", f"{where} {actor} {action!r}\n"
                                + traceback.format_exc())
                return rounds
            tally.actions += 1
            if not after_action(tally, state, count, where, action):
                return rounds
        if state.is_match_over:
            return rounds
        try:
            state.apply(rng.randrange(players), NextRound())
        except Exception as error:  # noqa: BLE001
            tally.exception(f"next round: {type(error).__name__}: {error}", where + "\n" + traceback.format_exc())
            return rounds
    return rounds


def after_action(tally: Tally, state: State, count: int, where: str, action: Any) -> bool:
    """The invariants after one action; False stops this match."""
    if not state.is_round_over and state.card_count() != count:
        tally.violation("cards not conserved within a round", f"{where} after {action!r}")
        return False
    if not counts_ok(state):
        tally.violation("a negative count", f"{where} after {action!r}")
        return False
    try:
        if decode_action(encode_action(action)) != action:
            tally.violation("an action does not survive the save codec", f"{where} {action!r}")
    except Exception as error:  # noqa: BLE001
        tally.exception(f"codec: {type(error).__name__}", f"{where} {action!r}: {error}")
    return True


# ---------------------------------------------------------------- workers


def work(job: int, rounds: int, seed: int, sweep: list[tuple[str, dict[str, Any]]]) -> Tally:
    """Play ``rounds`` rounds: first the given sweep configurations, then random ones."""
    rng = random.Random(seed * 1_000_003 + job)
    tally = Tally()
    options = varied_options()
    queue = list(sweep)
    while tally.rounds < rounds:
        preset, changes = queue.pop() if queue else random_config(rng, options)
        tally.configs += 1
        label = f"preset={preset} changes={json.dumps({k: getattr(v, 'value', v) for k, v in changes.items()})}"
        try:
            rules = build_rules(preset, changes, rng)
        except RulesError:
            tally.refused_configs += 1
            continue
        players = player_count(rules, rng)
        if players is None:
            tally.refused_configs += 1
            continue
        tally.covered[f"preset {preset}"] += 1
        for name, value in changes.items():
            tally.covered[f"{name}={getattr(value, 'value', value)}"] += 1
        match_seed = rng.randrange(2**32)
        # The policy's own stream comes from the match seed: an example replays with --repro.
        play_match(tally, rules, players, match_seed, random.Random(match_seed), label)
    tally.peak_rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return tally


def measure_saves(count: int) -> dict[str, list[float]]:
    """Milliseconds per autosave (SaveStore.append) in each durability mode."""
    from uno_access.storage import MatchMeta, SaveStore, Seat

    timings: dict[str, list[float]] = {}
    rules = RuleSet.preset("official").replace(target_score=100_000)
    for durable in (True, False):
        with tempfile.TemporaryDirectory() as folder:
            store = SaveStore(Path(folder) / "saves.db", durable=durable)
            seats = (Seat("human"), Seat("bot", "normal", 1), Seat("bot", "normal", 2))
            match_id = store.start_match(MatchMeta(seed=1, rules=rules, seats=seats))
            state = Game(3, rules).new_match(1)
            rng = random.Random(2)
            samples: list[float] = []
            while len(samples) < count:
                if state.is_round_over:
                    action, player = NextRound(), 0
                else:
                    player = state.current_player or 0
                    action = turn_action(state, player, state.legal_actions(player), rng)
                events = state.apply(player, action)
                start = time.perf_counter()
                store.append(match_id, player, action, events)
                samples.append((time.perf_counter() - start) * 1000)
            store.close()
        timings["synchronous=FULL (default)" if durable else "synchronous=NORMAL"] = samples
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100_000, help="rounds to play (default 100000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--saves", type=int, default=0, help="also time N autosaves in each durability mode")
    parser.add_argument("--repro", nargs=5, metavar=("PRESET", "CHANGES_JSON", "PLAYERS", "SEED", "TARGET"),
                        help="replay one match of an example line (the target score is printed with it)")
    args = parser.parse_args(argv)
    if args.repro:
        preset, changes, players, seed, target = args.repro
        rules = RuleSet.preset(preset).replace(**json.loads(changes)).replace(target_score=int(target))
        tally = Tally()
        play_match(tally, rules, int(players), int(seed), random.Random(int(seed)), "repro")
        print(f"rounds {tally.rounds}, actions {tally.actions}, violations {dict(tally.violations)}, "
              f"exceptions {dict(tally.exceptions)}")
        for kind, example in tally.examples.items():
            print(f"{kind}: {example}")
        return 1 if tally.violations or tally.exceptions else 0
    if args.rounds < 1 or args.jobs < 1 or args.saves < 0:
        parser.error("--rounds and --jobs must be at least 1, --saves at least 0")

    progress = sys.stderr.isatty()
    started = time.perf_counter()
    sweep = list(sweep_configs())
    # Many small chunks so progress can be shown and the work spreads evenly.
    chunk = max(200, min(5000, args.rounds // (args.jobs * 8) or 1))
    sizes: list[int] = []
    remaining = args.rounds
    while remaining > 0:
        sizes.append(min(chunk, remaining))
        remaining -= sizes[-1]
    # Every sweep configuration is played once, spread over the chunks.
    spread: list[list[tuple[str, dict[str, Any]]]] = [[] for _ in sizes]
    for position, config in enumerate(sweep):
        spread[position % len(sizes)].append(config)
    total = Tally()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(work, job, size, args.seed, spread[job]) for job, size in enumerate(sizes)]
        for future in as_completed(futures):
            total.merge(future.result())
            if progress:
                elapsed = time.perf_counter() - started
                print(f"{total.rounds}/{args.rounds} rounds, {elapsed:.0f} s", file=sys.stderr)
    elapsed = time.perf_counter() - started
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    peak_mib = max(total.peak_rss_kib, own, children) / 1024

    print(f"rounds: {total.rounds}")
    print(f"actions: {total.actions} ({total.actions / elapsed:.0f} per second)")
    print(f"matches: {total.matches}")
    print(f"rule configurations: {total.configs} tried, {total.refused_configs} refused by the rules")
    print(f"sweep: {len(sweep)} configurations (every preset, each option alone)")
    print(f"options covered: {sum(1 for key in total.covered if '=' in key)} option values, "
          f"{sum(1 for key in total.covered if key.startswith('preset '))} presets")
    print(f"out-of-turn actions: {total.out_of_turn}; probes: {total.probes} ({total.probes_refused} refused)")
    print(f"long rounds (over {LONG_ROUND} actions): {total.covered['long rounds (over 3000 actions)']}, "
          f"of which stopped at {MAX_ACTIONS_PER_ROUND} actions, cards still moving: {total.covered[STOPPED]}")
    print(f"violations: {sum(total.violations.values())}")
    for kind, number in total.violations.most_common():
        print(f"  {number} x {kind}; e.g. {total.examples[kind].splitlines()[0]}")
    print(f"exceptions: {sum(total.exceptions.values())}")
    for kind, number in total.exceptions.most_common():
        print(f"  {number} x {kind}")
        print("    " + total.examples[kind].replace("\n", "\n    ").rstrip())
    print(f"peak memory: {peak_mib:.0f} MiB (largest resident set of a process)")
    print(f"time: {elapsed:.1f} s with {args.jobs} worker(s)")
    if args.saves:
        for mode, samples in measure_saves(args.saves).items():
            samples.sort()
            p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
            print(f"autosave {mode}: median {statistics.median(samples):.2f} ms, p99 {p99:.2f} ms, "
                  f"max {samples[-1]:.2f} ms over {len(samples)} actions")
    return 1 if total.violations or total.exceptions else 0


if __name__ == "__main__":
    raise SystemExit(main())
