"""How many tables one server process holds at people's pace (issue 17): a measurement, not a test.

A real server (``uno_access.net.server``, one process, one event loop) listens on the loopback address; the
simulated players run in another process and reach it over real sockets, one WebSocket connection each.
Each table has four people (no bot): the first opens it (``create``), three join by its code, the host
starts; each player answers their questions after a person's thinking time (``--think`` seconds on average,
give or take half), the next round as soon as it is asked, windows and races let pass now and then.

The load grows in steps (``--steps``: tables at each step, each held ``--hold`` seconds); at each step the
delay from an answer sent to the server's reply (the ``ask`` counting it, or the ``refused``) is measured at
the player, and the 50th, 99th percentile and worst are printed with the server's memory per table.  The run
stops by itself after the last step, or at the first step whose 99th percentile is over the goal.

    python3 bench/server.py [--steps 250,500,1000,1500,2000] [--hold 20] [--think 2.0]

Goal: at least 1,000 concurrent 4-seat tables with p99 <= 50 ms on one process of this 2-core machine.  The
last line reads ``tables held with p99 <= 50 ms: N``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import resource
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from uno_access._bootstrap import ensure_installed  # noqa: E402

GOAL_MS = 50.0
SEATS = 4


def _raise_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


# ---------------------------------------------------------------- the server process


def serve(port_out: Any, stop: Any) -> None:
    _raise_fd_limit()
    if os.environ.get("BENCH_SERVER_NO_GC"):
        import gc

        gc.disable()
    from uno_access.net.server import Server

    async def main() -> None:
        server = Server(log=lambda line: None, per_address=1_000_000,  # every player comes from 127.0.0.1
                        seeds=True)  # the bench's deals are reproducible
        port = await server.start("127.0.0.1", 0)
        port_out.put((port, os.getpid()))
        housekeeping = asyncio.create_task(server.serve_forever())
        while not stop.is_set():
            await asyncio.sleep(0.2)
        housekeeping.cancel()
        await server.close()

    profile = os.environ.get("BENCH_SERVER_PROFILE")  # a file: the server's profile (cProfile), to read later
    if profile:
        import cProfile

        cProfile.runctx("asyncio.run(main())", globals(), locals(), profile)
    else:
        asyncio.run(main())


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# ---------------------------------------------------------------- the players' process


class Seat:
    """One simulated person: answers each question after a thinking time; times the server's replies."""

    def __init__(self, url: str, think: float, rng: random.Random, delays: list[float]) -> None:
        self.url = url
        self.think = think
        self.rng = rng
        self.delays = delays
        self.connection: Any = None
        self.sent_at: float | None = None
        self.acts_expected = 0
        self.answered: tuple[int, int] = (-1, -1)
        self.welcome: dict[str, Any] | None = None
        self.pending: asyncio.Task[None] | None = None

    async def open(self, first: str) -> None:
        from websockets.asyncio.client import connect

        self.connection = await connect(self.url, max_size=None, compression=None, open_timeout=60,
                                        ping_interval=None)
        await self.connection.send(first)

    async def run(self, stop: asyncio.Event) -> None:
        try:
            async for text in self.connection:
                if stop.is_set():
                    return
                message = json.loads(text)
                kind = message["t"]
                if kind == "welcome":
                    self.welcome = message
                elif kind in ("ask", "refused"):
                    if self.sent_at is not None and message.get("acts", 0) >= self.acts_expected:
                        self.delays.append(time.perf_counter() - self.sent_at)
                        self.sent_at = None
                    if kind == "ask":
                        self.consider(message)
        except Exception:  # noqa: BLE001 - the bench ends by closing every connection
            return

    def consider(self, ask: dict[str, Any]) -> None:
        kind = ask["kind"]
        key = (ask["serial"], ask["acts"])
        if kind in ("wait", "match-over", "lobby") or key == self.answered or self.sent_at is not None:
            return
        self.answered = key
        if kind == "next-round":
            action: dict[str, Any] = {"a": "NextRound"}
            delay = 0.2
        elif kind in ("window", "race"):
            action = {"a": "Pass"} if kind == "window" or self.rng.random() < 0.5 else {"a": "Shout"}
            delay = self.think * self.rng.uniform(0.2, 0.6)
        else:
            legal = ask["view"]["legal_actions"]
            plays = [a for a in legal if a["a"] == "Play"]
            action = self.rng.choice(plays) if plays and self.rng.random() < 0.8 else legal[-1] if not plays else plays[0]
            if action.get("a") == "Play" and "color" not in action and action["card"] in ("wild", "+4"):
                action = dict(action, color=self.rng.choice(("red", "yellow", "green", "blue")))
            delay = self.think * self.rng.uniform(0.5, 1.5)
        serial = ask["serial"]
        acts = ask["acts"]
        self.pending = asyncio.get_running_loop().create_task(self.answer(delay, serial, acts, action))

    async def answer(self, delay: float, serial: int, acts: int, action: dict[str, Any]) -> None:
        await asyncio.sleep(delay)
        self.acts_expected = acts + 1
        self.sent_at = time.perf_counter()
        try:
            await self.connection.send(json.dumps({"v": 1, "t": "act", "serial": serial, "action": action},
                                                  separators=(",", ":")))
        except Exception:  # noqa: BLE001
            self.sent_at = None


async def open_table(url: str, index: int, think: float, delays: list[float], seats: list[Seat],
                     stop: asyncio.Event, rules: dict[str, Any]) -> None:
    rng = random.Random(index)
    host = Seat(url, think, rng, delays)
    create = {"v": 1, "t": "create", "name": "P0", "lang": "en", "rules": rules, "bots": 0, "level": "easy",
              "wait": 600.0, "pace": 1.0, "seed": index}
    await host.open(json.dumps(create))
    welcome = json.loads(await host.connection.recv())
    code = welcome["code"]
    table = [host]
    for seat in range(1, SEATS):
        guest = Seat(url, think, random.Random(index * 10 + seat), delays)
        await guest.open(json.dumps({"v": 1, "t": "hello", "code": code, "name": f"P{seat}", "lang": "en"}))
        table.append(guest)
    for seat in table:
        asyncio.get_running_loop().create_task(seat.run(stop))
    await asyncio.sleep(0.05)
    await host.connection.send('{"v":1,"t":"start"}')
    seats.extend(table)


def players(url: str, steps: list[int], hold: float, think: float, queue: Any, go: Any) -> None:
    """The players' process: at each step, open tables up to the step's count, measure ``hold`` seconds."""
    _raise_fd_limit()
    # The players' process only makes the load: its own garbage collector's pauses (tens of ms with
    # thousands of connections) would be counted as the server's delay.
    import gc

    gc.disable()
    from uno_access.engine.rules import RuleSet
    from uno_access.storage.codec import encode_rules

    rules = encode_rules(RuleSet.preset("official").replace(target_score=100_000))

    async def main() -> None:
        stop = asyncio.Event()
        delays: list[float] = []
        seats: list[Seat] = []
        opened = 0
        for count in steps:
            while opened < count:
                batch = [open_table(url, opened + i, think, delays, seats, stop, rules)
                         for i in range(min(50, count - opened))]
                await asyncio.gather(*batch)
                opened += len(batch)
            await asyncio.sleep(min(hold / 2, 5.0))  # the new tables settle (their first questions)
            delays.clear()
            started = time.perf_counter()
            await asyncio.sleep(hold)
            queue.put((count, list(delays), time.perf_counter() - started))
            if not go.get():
                break
        stop.set()
        for seat in seats:
            try:
                await seat.connection.close()
            except Exception:  # noqa: BLE001
                pass

    asyncio.run(main())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main() -> int:
    ensure_installed("bench", script=os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="250,500,1000,1500,2000")
    parser.add_argument("--hold", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=2.0)
    args = parser.parse_args()
    steps = [int(step) for step in args.steps.split(",")]
    from uno_access.engine_build import engine_kind

    context = multiprocessing.get_context("spawn")
    port_queue, stop = context.Queue(), context.Event()
    server = context.Process(target=serve, args=(port_queue, stop), daemon=True)
    server.start()
    port, pid = port_queue.get(timeout=60)
    base = rss_kib(pid)
    print(f"engine: {engine_kind()}; server process {pid} on port {port}; 4 people a table, thinking {args.think} s "
          f"on average; each step held {args.hold:.0f} s")
    results, go = context.Queue(), context.Queue()
    client = context.Process(target=players, args=(f"ws://127.0.0.1:{port}", steps, args.hold, args.think,
                                                   results, go), daemon=True)
    client.start()
    held = 0
    print(f"{'tables':>7} {'answers/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'RSS MiB':>8} {'KiB/table':>10}")
    for _ in steps:
        count, delays, seconds = results.get(timeout=3600)
        rss = rss_kib(pid)
        p50, p99, worst = (percentile(delays, share) * 1000 for share in (0.5, 0.99, 1.0))
        print(f"{count:>7} {len(delays) / seconds:>10.0f} {p50:>8.1f} {p99:>8.1f} {worst:>8.1f} "
              f"{rss / 1024:>8.0f} {(rss - base) / count:>10.0f}", flush=True)
        within = bool(delays) and p99 <= GOAL_MS
        if within:
            held = count
        go.put(within)
        if not within:
            break
    client.join(60)
    stop.set()
    server.join(10)
    print(f"goal: at least 1,000 tables with p99 <= {GOAL_MS:.0f} ms")
    print(f"tables held with p99 <= {GOAL_MS:.0f} ms: {held}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
