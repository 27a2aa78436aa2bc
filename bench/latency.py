"""How fast the console answers, measured through a pseudo-terminal as a player meets it.

Prints, for prompt_toolkit and for ``--plain``:

- launch to first prompt: from starting ``python -m uno_access`` to the
  moment the first prompt is on the screen (goal: 0.3 s), and to the
  "your turn" line just before it (what the player hears first);
- command to answer: from pressing Enter on an information command (hand,
  status, top card, playable, scores, help) or on a bad card, to the moment
  the answer and the next prompt are on the screen (goal: 10 ms at the 99th
  percentile).  Bot pacing is 0 and no bot plays in between.

Usage: ``python bench/latency.py [--launches N] [--commands N] [--cold]``
(``--commands 0``: launches only).
Figures depend on the machine's load: run it on a quiet machine.

An installed game has its bytecode cached (pip compiles it; a checkout
writes ``__pycache__`` on the first run).  The launches are measured that way:
the children run with ``PYTHONPYCACHEPREFIX`` in a temporary folder, warmed
by one launch, and without ``PYTHONDONTWRITEBYTECODE``.  ``--cold`` measures
without any bytecode cache (every module compiled at each launch), as a
sandbox with ``PYTHONDONTWRITEBYTECODE=1`` runs it.  Either way the game's own
cache (the compiled messages, see ``uno_access.i18n``) is in a private
folder written by that first launch, as a player's is after their first game:
other programs sharing the user's cache folder cannot change the figures.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# From a fresh clone with the system's Python: install what the game needs into .venv first, as
# ``python3 -m uno_access`` does, then run this script again with that environment.
from uno_access._bootstrap import ensure_installed  # noqa: E402

ensure_installed("bench", extras="test",  # latency and speech drive the game with pexpect
                 script=os.path.abspath(__file__))

from uno_access.i18n import Translator  # noqa: E402

GOAL_LAUNCH = 0.3
GOAL_ANSWER = 0.010
#: Where the children keep their bytecode (``None``: no cache at all, ``--cold``).
PYCACHE: str | None = tempfile.mkdtemp(prefix="uno-bench-pyc-")
#: The children's cache folder (compiled messages), written by the first, unmeasured launch.
GAME_CACHE = tempfile.mkdtemp(prefix="uno-bench-cache-")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def spawn(plain: bool, seed: int) -> pexpect.spawn:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LANG", "NO_COLOR")}
    env.update({"LANG": "fr_FR.UTF-8", "TERM": "xterm", "UNO_ACCESS_HOME": tempfile.mkdtemp(prefix="uno-bench-"),
                "UNO_ACCESS_CACHE": GAME_CACHE})
    if PYCACHE is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = PYCACHE
    # A fresh private home each time: no saved match to offer, the player's saves untouched.
    args = ["-m", "uno_access", "--lang", "fr", "--bots", "3", "--seed", str(seed), "--speech", "off", "--pace", "0"]
    if plain:
        args.append("--plain")
    child = pexpect.spawn(sys.executable, args, cwd=str(ROOT), env=env, encoding="utf-8",
                          dimensions=(30, 100), timeout=15)
    child.delaybeforesend = None
    return child


def prompt_pattern() -> str:
    """Any prompt: they all end with ">" (prompt_toolkit moves the cursor after it, so no space is matched)."""
    return ">"


def launches(plain: bool, count: int) -> tuple[list[float], list[float], list[float]]:
    """Times to the first turn line (said before the prompt) and to the first prompt, and the
    CPU time the program used to reach the prompt."""
    t = Translator("fr")
    turn = re.escape(t("turn-play", top="A", color="B", count=7).split(":")[0])
    pattern = prompt_pattern()
    to_line, to_prompt, cpu = [], [], []
    # One launch to write the caches (bytecode unless --cold, compiled messages), not measured.
    warm = spawn(plain, 99)
    warm.expect(pattern)
    warm.terminate(force=True)
    for seed in range(count):
        start = time.perf_counter()
        child = spawn(plain, seed)
        index = child.expect([turn, pattern])
        to_line.append(time.perf_counter() - start)
        if index == 0:
            child.expect(pattern)
        to_prompt.append(time.perf_counter() - start)
        cpu.append(cpu_seconds(child.pid))
        child.terminate(force=True)
    return to_line, to_prompt, cpu


def answers(plain: bool, count: int) -> list[float]:
    t = Translator("fr")
    commands = [t("command-hand"), t("command-status"), t("command-top"), t("command-playable"),
                t("command-scores"), "xq", "r 99", t("command-help")]
    prompt = re.escape(t("prompt-play"))
    child = spawn(plain, 1)
    child.expect(re.escape(t("turn-play", top="A", color="B", count=7).split(":")[0]))
    child.expect(prompt)
    times = []
    for index in range(count):
        command = commands[index % len(commands)]
        child.send(command)
        drain(child)  # the line is typed and echoed: only Enter is left
        start = time.perf_counter()
        child.send("\r")
        child.expect("\n")  # the line is taken
        child.expect(prompt)  # the answer is printed and the prompt is back
        times.append(time.perf_counter() - start)
    child.terminate(force=True)
    return times


def drain(child: pexpect.spawn, quiet: float = 0.05) -> None:
    """Read whatever the program prints until it has been quiet for ``quiet`` seconds."""
    while True:
        try:
            child.read_nonblocking(100_000, timeout=quiet)
        except pexpect.TIMEOUT:
            return


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux), to read the figures on a loaded machine."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def report(name: str, values: list[float], goal: float) -> None:
    median = statistics.median(values)
    p99 = percentile(values, 0.99)
    print(f"{name:<34} median {median * 1000:7.1f} ms   p99 {p99 * 1000:7.1f} ms   "
          f"goal {goal * 1000:5.0f} ms   p99/goal {p99 / goal:5.2f}   (n={len(values)})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=15)
    parser.add_argument("--commands", type=int, default=200)
    parser.add_argument("--cold", action="store_true", help="no bytecode cache: every module compiled at launch")
    args = parser.parse_args()
    global PYCACHE
    if args.cold:
        PYCACHE = None
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; "
          f"bytecode cache: {'none (--cold)' if PYCACHE is None else 'warm'}")
    for plain in (False, True):
        mode = "--plain" if plain else "prompt_toolkit"
        line, wall, cpu = launches(plain, args.launches)
        report(f"launch to turn line ({mode})", line, GOAL_LAUNCH)
        report(f"launch to first prompt ({mode})", wall, GOAL_LAUNCH)
        report("  CPU time used to get there", cpu, GOAL_LAUNCH)
        if args.commands:  # --commands 0: launches only
            report(f"command to answer ({mode})", answers(plain, args.commands), GOAL_ANSWER)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
