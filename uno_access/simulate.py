"""``uno-access simulate``: bots play each other, to measure them.

    uno-access simulate --games N --players P --bots LEVEL[,LEVEL...] --rules PRESET --seed S [--match] [--json]
                        [--house RULE,RULE] [--custom EFFECT,EFFECT,EFFECT]

plays bot-only rounds (or whole matches to the target score with
``--match``), rotating the levels round the seats from one game to the next,
and prints the speed, the wins of each level with a 95% confidence interval
(Wilson) and the average number of turns per round.  ``--custom`` picks the
effects of the customizable cards (``official+``), as the game's own flag does.  ``--json`` prints one
JSON object instead.  The same seed gives the same results, whatever
``--jobs`` says.

:func:`run_simulation` returns the result as a dict; :func:`main` is the
command (``python -m uno_access.simulate`` or ``uno-access simulate``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, NoReturn, TextIO

from uno_access.bots import LEVELS, Bot, UnknownLevel, make_bot
from uno_access.engine.actions import NEXT_ROUND
from uno_access.engine.errors import RulesError
from uno_access.engine.events import Event, MatchEnded, RoundEnded, TurnStarted
from uno_access.engine.game import Game
from uno_access.engine.rules import PRESETS, CustomEffect, RuleSet
from uno_access.engine.state import State
from uno_access.engine.view import Phase
from uno_access.i18n import LANGUAGES
from uno_access.table.table import Table
from uno_access.version import engine_kind

#: A round that lasts longer than this many actions is stopped and counted as an error.
MAX_ACTIONS_PER_ROUND = 5000
#: A match that lasts longer than this many rounds is stopped and counted as an error.
MAX_ROUNDS_PER_MATCH = 500


class RoundTooLong(RuntimeError):
    """A round that does not end: a bug in a bot or in the engine."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """One simulated game (a round, or a match with ``--match``)."""

    #: The level sitting in each seat.
    seats: tuple[str, ...]
    #: Seats that won (several only when a lowest-score match ends in a tie).
    winners: tuple[int, ...]
    turns: int
    rounds: int
    error: str | None = None


# ---------------------------------------------------------------------- playing


def deliver(bots: Sequence[Bot], events: Sequence[Event]) -> None:
    """Give each bot the events its player may see, redacted for it."""
    for seat, bot in enumerate(bots):
        for event in events:
            seen = event.seen_by(seat)
            if seen is not None:
                bot.observe(seen)


def play_round(state: State, bots: Sequence[Bot], max_actions: int = MAX_ACTIONS_PER_ROUND) -> int:
    """Let the bots play until the round is over, at a :class:`~uno_access.table.table.Table` with no person
    (the table that runs the console's and the server's matches: its order of reactions, its race to shout);
    returns the number of moves.  A bot's illegal move raises, to be counted (the table of a match with people
    would play a legal one for it)."""
    table = Table(state, dict(enumerate(bots)), humans=(), strict_bots=True)
    actions = 0
    while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        actions += 1
        if actions > max_actions:
            raise RoundTooLong(f"round {state.round_number} still running after {max_actions} actions")
        if state.phase is Phase.SHOUT:
            table.race_to_bots()  # UNO Wizz's race: the bot with the shortest delay shouts
        elif not table.bot_step():  # pragma: no cover - a table of bots never waits
            raise RuntimeError("a table of bots waits for nobody")
    return actions


def play_game(
    levels: Sequence[str], rules: RuleSet, game_seed: int, *, match: bool = False, raise_errors: bool = False
) -> GameResult:
    """One round (or match) between bots of ``levels``, seat by seat, all seeded from ``game_seed``."""
    seats = tuple(levels)
    turns = rounds = 0
    try:
        bots = [make_bot(level, seat, _bot_seed(game_seed, seat)) for seat, level in enumerate(seats)]
        state = Game(len(seats), rules).new_match(seed=game_seed)
        deliver(bots, state.events)
        while True:
            start = len(state.events)
            play_round(state, bots)
            rounds += 1
            turns += sum(1 for event in state.events[start:] if isinstance(event, TurnStarted))
            if not match or state.phase is Phase.MATCH_OVER:
                break
            if rounds >= MAX_ROUNDS_PER_MATCH:
                raise RoundTooLong(f"match still running after {rounds} rounds")
            deliver(bots, state.apply(0, NEXT_ROUND))
        if match:
            ended = next(event for event in reversed(state.events) if isinstance(event, MatchEnded))
            winners = tuple(ended.winners)
        else:
            ended_round = next(event for event in reversed(state.events) if isinstance(event, RoundEnded))
            winners = (ended_round.winner,)
        return GameResult(seats, winners, turns, rounds)
    except Exception as error:  # a bug must be counted, not stop a long run
        if raise_errors:
            raise
        return GameResult(seats, (), turns, rounds, error=f"{type(error).__name__}: {error}")


def _bot_seed(game_seed: int, seat: int) -> int:
    return (game_seed * 1_000_003 + seat + 1) % (1 << 63)


def seat_levels(levels: Sequence[str], players: int, game_index: int) -> tuple[str, ...]:
    """The level in each seat for game ``game_index``: the levels turn round the table.

    >>> seat_levels(["hard", "normal"], 2, 0), seat_levels(["hard", "normal"], 2, 1)
    (('hard', 'normal'), ('normal', 'hard'))
    """
    return tuple(levels[(seat + game_index) % len(levels)] for seat in range(players))


# ---------------------------------------------------------------------- statistics


def wilson_interval(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    """
    if games <= 0:
        return (0.0, 1.0)
    rate = wins / games
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    margin = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - margin), min(1.0, centre + margin))


# ---------------------------------------------------------------------- running


def _play_chunk(args: tuple[tuple[tuple[str, ...], int], ...], rules: RuleSet, match: bool) -> list[GameResult]:
    return [play_game(levels, rules, game_seed, match=match) for levels, game_seed in args]


def run_simulation(
    games: int,
    players: int,
    levels: Sequence[str],
    rules: RuleSet | str = "official",
    seed: int = 0,
    *,
    match: bool = False,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot-only games and return the figures (the ``--json`` object).

    ``progress`` is called with a whole percentage as games finish.
    """
    if isinstance(rules, str):
        rules = RuleSet.preset(rules)
    for level in levels:
        if level not in LEVELS:
            raise UnknownLevel(level)
    Game(players, rules)  # checks the number of players against the rules
    master = random.Random(seed)
    plan = [(seat_levels(levels, players, index), master.getrandbits(63)) for index in range(games)]
    started = time.perf_counter()
    results: list[GameResult] = []
    chunk = max(1, min(200, games // (jobs * 20) or 1))
    chunks = [tuple(plan[i : i + chunk]) for i in range(0, games, chunk)]
    last_percent = 0

    def report() -> None:
        nonlocal last_percent
        if progress is None or not games:
            return
        percent = len(results) * 100 // games
        if percent // 10 > last_percent // 10:
            last_percent = percent
            progress(percent)

    if jobs > 1 and len(chunks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_play_chunk, chunks, [rules] * len(chunks), [match] * len(chunks)):
                results.extend(part)
                report()
    else:
        for part_args in chunks:
            results.extend(_play_chunk(part_args, rules, match))
            report()
    seconds = time.perf_counter() - started
    return summarize(results, games, players, rules, levels, seconds, seed=seed, match=match)


def summarize(
    results: Sequence[GameResult],
    games: int,
    players: int,
    rules: RuleSet,
    levels: Sequence[str],
    seconds: float,
    *,
    seed: int,
    match: bool,
) -> dict[str, Any]:
    """The figures of a run, as printed by ``--json``."""
    unique = list(dict.fromkeys(levels))
    wins = {level: 0 for level in unique}
    present = {level: 0 for level in unique}
    turns = rounds = errors = 0
    for result in results:
        if result.error is not None:
            errors += 1
            continue
        for level in set(result.seats):
            present[level] += 1
        for seat in result.winners:
            wins[result.seats[seat]] += 1
        turns += result.turns
        rounds += result.rounds
    intervals = {level: [round(bound, 4) for bound in wilson_interval(wins[level], present[level])] for level in unique}
    return {
        "games": games,
        "players": players,
        "rules": rules.name,
        #: The effects of the customizable cards in the deck (none for most editions).
        "custom_effects": [effect.value for effect in rules.custom_effects[: rules.custom_cards]],
        "seconds": round(seconds, 3),
        "engine": engine_kind(),  # compiled or python: the speed depends on it
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
        "wins": wins,
        "average_turns": round(turns / rounds, 2) if rounds else 0.0,
        "errors": errors,
        "levels": list(levels),
        "seed": seed,
        "match": match,
        "played": present,
        "ci95": intervals,
    }


# ---------------------------------------------------------------------- command line


class _Parser(argparse.ArgumentParser):
    """argparse, with its complaints and its help worded from ``locales/`` and no traceback."""

    def __init__(self, t: Callable[..., str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._t = t

    def error(self, message: str) -> NoReturn:
        self.exit(2, self._t("simulate-error-arguments", detail=message) + "\n" + self._t("simulate-usage") + "\n")

    def format_help(self) -> str:
        return help_text(self._t)


def _translator(argv: Sequence[str] = ()) -> Callable[..., str]:
    """The messages in ``--lang``'s language if given (checked before the other flags, so that
    their errors are said in it too), else the system's."""
    from uno_access.i18n import Translator, detect_language, scan_lang

    return Translator(scan_lang(argv) or detect_language())


#: The options in the order ``--help`` says them; each is said by ``simulate-help-<option>``.
HELP_OPTIONS = ("games", "players", "bots", "rules", "house", "custom", "seed", "match", "json", "jobs", "lang", "help")


def help_text(t: Callable[..., str]) -> str:
    """``--help`` as plain lines that each fit a 40-cell braille display: one option a line, the flag
    first, its explanation after it or on the next lines, the lists of code names cut between names
    (argparse's own help aligns columns with spaces, which a screen reader reads out)."""
    from uno_access.engine.rules import HOUSE_RULES
    from uno_access.lines import names_in_lines as lines

    lists = {"levels": lines(LEVELS), "presets": lines(list(PRESETS)), "house": lines(list(HOUSE_RULES)),
             "effects": lines([effect.value for effect in CustomEffect])}
    said = [t("simulate-help-usage"), t("simulate-description"), t("simulate-help-options")]
    said += [t(f"simulate-help-{option}", **lists) for option in HELP_OPTIONS]
    return "\n".join(said) + "\n"


def build_parser(t: Callable[..., str]) -> argparse.ArgumentParser:
    """The flags; ``--help`` prints :func:`help_text`."""
    parser = _Parser(t, prog="uno-access simulate", add_help=False)
    parser.add_argument("-h", "--help", action="help")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="normal,random")
    parser.add_argument("--rules", default="official")
    parser.add_argument("--house", default="")
    parser.add_argument("--custom", default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--match", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--lang", choices=LANGUAGES)
    return parser


def _rules_from(name: str, house: str) -> RuleSet:
    rules = RuleSet.preset(name)
    names = [part.strip() for part in house.split(",") if part.strip()]
    if names:
        from uno_access.engine import rules as rules_module

        with_house_rules = getattr(rules_module, "with_house_rules", None)
        if with_house_rules is None:
            from uno_access.engine.errors import InvalidRuleOption

            raise InvalidRuleOption(names[0])
        rules = with_house_rules(rules, names)
    return rules


def print_report(result: dict[str, Any], t: Callable[..., str], out: TextIO) -> None:
    """The figures as plain lines, one fact a line, the key fact first."""
    unit = "match" if result["match"] else "round"
    print(
        t(f"simulate-summary-{unit}", games=result["games"], players=result["players"], rules=result["rules"]),
        file=out,
    )
    # Figures with one decimal, as floats: Fluent writes them in the language's way ("6,6" in French).
    rate, seconds = round(result["games_per_second"], 1), round(result["seconds"], 1)
    print(t("simulate-speed", rate=rate, seconds=seconds, unit=unit), file=out)
    print(t("simulate-engine", engine=result.get("engine", "python")), file=out)
    for level, wins in result["wins"].items():
        played = result["played"][level]
        low, high = result["ci95"][level]
        percent = 100.0 * wins / played if played else 0.0
        print(
            t(
                "simulate-wins",
                level=level,
                wins=wins,
                played=played,
                percent=round(percent, 1),
                low=round(100 * low, 1),
                high=round(100 * high, 1),
            ),
            file=out,
        )
    if result.get("custom_effects"):
        print(t("simulate-custom", effects=", ".join(result["custom_effects"])), file=out)
    print(t("simulate-turns", turns=round(result["average_turns"], 1)), file=out)
    print(t("simulate-errors", count=result["errors"]), file=out)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; ``argv`` excludes the program name (and the word ``simulate``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    t = _translator(argv)
    parser = build_parser(t)
    args = parser.parse_args(argv)
    levels = [part.strip() for part in args.bots.split(",") if part.strip()]
    err = sys.stderr
    from uno_access.lines import names_in_lines  # lists of names cut into lines of 40 braille cells
    if args.games < 1:
        print(t("simulate-error-games", games=args.games), file=err)
        return 2
    if args.jobs < 1:
        print(t("simulate-error-jobs", jobs=args.jobs), file=err)
        return 2
    for level in levels or [""]:
        if level not in LEVELS:
            print(t("simulate-error-level", level=level, levels=names_in_lines(LEVELS)), file=err)
            return 2
    try:
        rules = _rules_from(args.rules, args.house)
    except RulesError as error:
        valid = getattr(error, "valid", ()) or ()
        if args.rules not in PRESETS:
            print(t("simulate-error-rules", rules=args.rules, presets=names_in_lines(list(PRESETS))), file=err)
        else:
            print(t("simulate-error-house", house=args.house, valid=names_in_lines(list(valid))), file=err)
        return 2
    if args.custom is not None:
        from uno_access.custom_cards import EFFECTS, effect_label, parse_custom, with_custom_effects

        language = getattr(t, "lang", "en")
        chosen = parse_custom(args.custom, language)
        if chosen is None:
            choices = names_in_lines([f"{effect.value} ({effect_label(effect, language)})" for effect in EFFECTS])
            print(t("simulate-error-custom", custom=args.custom, valid=choices), file=err)
            return 2
        if rules.custom_cards:
            rules = with_custom_effects(rules, chosen)
        else:  # said, and the run goes on with the rules as they are
            print(t("simulate-custom-ignored", rules=rules.name), file=err)
    try:
        Game(args.players, rules)
    except RulesError:
        print(
            t("simulate-error-players", players=args.players, low=rules.min_players, high=rules.max_players), file=err
        )
        return 2

    def show_progress(percent: int) -> None:
        print(t("simulate-progress", percent=percent), file=err, flush=True)

    # Plain percentage lines, never a spinner, and never into a pipe or a file.
    progress = show_progress if err.isatty() else None
    result = run_simulation(
        args.games, args.players, levels, rules, args.seed, match=args.match, jobs=args.jobs, progress=progress
    )
    if args.json:
        print(json.dumps(result))
    else:
        print_report(result, t, sys.stdout)
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
