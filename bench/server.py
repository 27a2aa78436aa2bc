"""How many tables one server process holds at people's pace (issue 17): a measurement, not a test.

A real server (``uno_access.net.server``, one process, one event loop) listens on the loopback address; the
simulated players run in another process and reach it over real sockets, one WebSocket connection each.
Each table has four people (no bot): the first opens it (``create``), three join by its code, the host
starts; each player answers their questions after a person's thinking time (``--think`` seconds on average,
give or take half), the next round as soon as it is asked, windows and races let pass now and then.

The load grows in steps (``--steps``: tables at each step, each held ``--hold`` seconds); at each step the
delay from an answer sent to the server's reply (the ``ask`` counting it, or the ``refused``) is measured at
the player (an answer still unanswered when the step ends counts with the time it has waited), and the
50th, 99th percentile and worst are printed with the server's memory per table, and the share of one core the
server and the players' process each used meanwhile (both share the machine's cores: a server short of CPU
because the players or other programs took it shows a low share and a high p99).  A configuration stops by
itself after the last step, or at the first step whose 99th percentile is over the goal.

The server is measured as it is deployed (``--configs``, each in a fresh server process):

- ``none``: no store (the figure this bench printed first);
- ``store``: its tables kept in SQLite, as ``uno-access serve`` always runs;
- ``redis``: its tables kept in a local ``redis-server`` that the bench starts (``serve --redis``).

Then hostile clients (``--hostile``) beside ``--hostile-tables`` honest tables (``store``), one kind at a
time, each in a fresh server: a junk flooder (one socket sending junk frames as fast as it can, before any
hello, and back at once when dropped), non-readers (ten sockets sending junk and never reading what the
server answers, back at once too), a table of nine bots at pace 0 whose only person left.  (The server's
cap of connections per address is lifted, as every player here comes from 127.0.0.1.)  Whether the honest tables keep their p99 is printed, with the
server's memory.

Then web pages (``--pages``, 0 for none) beside ``--pages-tables`` honest tables (``store``), in a fresh
server: each page is a browser's seat as ``uno_access/web/static/app.js`` plays it (``create`` with ``"words":
true``, three bots at people's pace; the server runs a console seat in a thread for it), answering each
prompt after a person's thinking time with the page's lines and keys (Enter on a playable card, Space to
draw, a question's first answer).  Printed: how many page seats held (seated to the end, every line
answered), the delay from a line sent to the first words or prompt in reply (p50, p99, worst), and the
honest tables' p99 beside them.

    python3 bench/server.py [--steps 250,500,1000,1500,2000] [--hold 20] [--think 2.0]
                            [--configs none,store,redis] [--hostile flooder,non-reader,pace-0] [--hostile-tables 250]
                            [--pages 50] [--pages-tables 250]

Goals on this 2-core machine, 4-seat tables with p99 <= 50 ms on one server process: at least 1,500 with
its store, at least 1,000 with Redis.  The last lines read ``tables held with p99 <= 50 ms: N`` (no store),
``tables held with p99 <= 50 ms (store): N`` and ``tables held with p99 <= 50 ms (redis): N``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from uno_access._bootstrap import ensure_installed

GOAL_MS = 50.0
SEATS = 4
#: The goal of each configuration (tables held with p99 <= GOAL_MS).
GOALS = {"none": 1000, "store": 1500, "redis": 1000}
#: Junk sockets of the non-reader.
NON_READERS = 10


def _load_process() -> Any:
    """What a process that makes the load sets first: many sockets, no collector (its pauses, tens of ms with
    thousands of connections, would be counted as the server's delay), and the tables' rules."""
    _raise_fd_limit()
    import gc

    gc.disable()
    from uno_access.engine.rules import RuleSet
    from uno_access.storage.codec import encode_rules

    return encode_rules(RuleSet.preset("official").replace(target_score=100_000))


def _raise_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


# ---------------------------------------------------------------- the server process


def serve(port_out: Any, stop: Any, config: str = "none", redis_url: str = "") -> None:
    _raise_fd_limit()
    if os.environ.get("BENCH_SERVER_NO_GC"):
        import gc

        gc.disable()
    from uno_access.cli import web_pages
    from uno_access.net.server import Server

    async def main() -> None:
        directory: Any = None  # (per_address: every player comes from 127.0.0.1; seeds: reproducible deals)
        if config == "store":
            from uno_access.net.store import TableStore

            store = TableStore(os.path.join(tempfile.mkdtemp(), "server.db"))
            server = Server(log=lambda line: None, per_address=1_000_000, seeds=True, store=store, pages=web_pages())
        elif config == "redis":
            from uno_access.net.directory import Directory

            directory = Directory(redis_url, "")
            server = Server(log=lambda line: None, per_address=1_000_000, seeds=True, directory=directory, pages=web_pages())
        else:
            server = Server(log=lambda line: None, per_address=1_000_000, seeds=True, pages=web_pages())
        port = await server.start("127.0.0.1", 0)
        if directory is not None:  # as serve does: its address known once it listens
            directory.address = server.address = f"ws://127.0.0.1:{port}"
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


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has used so far (nan where /proc is not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
    for number in range(1, SEATS):  # a number, not a Seat: the loop below names the table's seats
        guest = Seat(url, think, random.Random(index * 10 + number), delays)
        await guest.open(json.dumps({"v": 1, "t": "hello", "code": code, "name": f"P{number}", "lang": "en"}))
        table.append(guest)
    joined = 0
    while joined < SEATS - 1:  # the host starts once every guest sat (a start before would find fewer seated)
        message = json.loads(await host.connection.recv())
        joined += message["t"] == "presence" and message["what"] == "joined"
    for seat in table:
        asyncio.get_running_loop().create_task(seat.run(stop))
    await host.connection.send('{"v":1,"t":"start"}')
    seats.extend(table)


def players(url: str, steps: list[int], hold: float, think: float, queue: Any, go: Any, opened_out: Any = None,
            server_pid: int = 0) -> None:
    """The players' process: at each step, open tables up to the step's count, measure ``hold`` seconds
    (``opened_out`` is told when a step's tables are open: the hostile clients come then), with the share of
    a core the server and this process used meanwhile (both share the machine's cores)."""
    rules = _load_process()

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
            if opened_out is not None:
                opened_out.put(opened)
            await asyncio.sleep(min(hold / 2, 5.0))  # the new tables settle (their first questions)
            delays.clear()
            started = time.perf_counter()
            server_cpu, own_cpu = cpu_seconds(server_pid), time.process_time()
            await asyncio.sleep(hold)
            ended = time.perf_counter()
            cpu = ((cpu_seconds(server_pid) - server_cpu) / (ended - started),
                   (time.process_time() - own_cpu) / (ended - started))
            # An answer still waiting for its reply has waited this long at least: it counts (a frozen
            # server answers nothing, and must not be measured only by the few replies it sent).
            waiting = [ended - seat.sent_at for seat in seats if seat.sent_at is not None]
            queue.put((count, list(delays) + waiting, ended - started, len(waiting), cpu))
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


def start_redis() -> tuple[subprocess.Popen[bytes], str]:
    """A local ``redis-server`` of the bench's own (TCP on the loopback, nothing saved)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    process = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return process, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError("redis-server did not start")


def hostile(url: str, kind: str, level: str) -> None:
    """The hostile process: one kind of hostile client, until the bench ends it."""
    import gc

    gc.disable()
    from uno_access.engine.rules import RuleSet
    from uno_access.storage.codec import encode_rules

    async def flood(read: bool) -> None:
        """Junk frames as fast as the socket takes them; dropped by the server, it comes back at once (an
        attacker does)."""
        from websockets.asyncio.client import connect

        async def drain(connection: Any) -> None:
            try:
                async for _ in connection:
                    pass
            except Exception:  # noqa: BLE001 - dropped: the flood notices it
                return

        while True:
            try:
                connection = await connect(url, max_size=None, compression=None, open_timeout=60,
                                           ping_interval=None)
                if read:
                    asyncio.get_running_loop().create_task(drain(connection))
                else:
                    connection.transport.pause_reading()  # never reads what the server answers
                while True:
                    await connection.send("x")
            except Exception:  # noqa: BLE001 - dropped or refused by the server: that is its defence
                await asyncio.sleep(0.05)

    async def bots_at_pace_zero() -> None:
        from websockets.asyncio.client import connect

        rules = encode_rules(RuleSet.preset("official").replace(target_score=100_000))
        async with connect(url, max_size=None, compression=None, open_timeout=60) as connection:
            await connection.send(json.dumps({"v": 1, "t": "create", "name": "X", "lang": "en", "rules": rules,
                                              "bots": 9, "level": level, "wait": 0, "pace": 0}))
            await connection.recv()
            await connection.send('{"v":1,"t":"start"}')
            while json.loads(await connection.recv())["t"] != "ask":
                pass
            await connection.send('{"v":1,"t":"leave"}')
        await asyncio.sleep(3600)

    async def main() -> None:
        if kind == "flooder":
            await flood(read=True)
        elif kind == "non-reader":
            await asyncio.gather(*(flood(read=False) for _ in range(NON_READERS)))
        elif kind == "pace-0":
            await bots_at_pace_zero()
        await asyncio.sleep(3600)

    try:
        asyncio.run(main())
    except Exception as error:  # noqa: BLE001
        print(f"hostile {kind}: {type(error).__name__}: {error}", file=sys.stderr)


#: What the hostile clients are, as the table of results names them.
HOSTILE_NAMES = {"none": "none", "flooder": "junk flooder (1 socket, back at once)",
                 "non-reader": f"non-readers ({NON_READERS} sockets)", "pace-0": "9 bots at pace 0, left alone"}


def measure(context: Any, config: str, steps: list[int], args: argparse.Namespace, *,
            hostile_kind: str = "none", quiet: bool = False) -> tuple[int, list[tuple[Any, ...]]]:
    """One server process in ``config``; the tables held within the goal, and each step's figures."""
    redis_process = None
    redis_url = ""
    if config == "redis":
        redis_process, redis_url = start_redis()
    port_queue, stop = context.Queue(), context.Event()
    server = context.Process(target=serve, args=(port_queue, stop, config, redis_url), daemon=True)
    server.start()
    port, pid = port_queue.get(timeout=60)
    url = f"ws://127.0.0.1:{port}"
    base = rss_kib(pid)
    results, go, opened = context.Queue(), context.Queue(), context.Queue()
    client = context.Process(target=players, args=(url, steps, args.hold, args.think, results, go, opened, pid),
                             daemon=True)
    client.start()
    attacker = None
    if hostile_kind != "none":
        attacker = context.Process(target=hostile, args=(url, hostile_kind, args.hostile_level), daemon=True)
    held = 0
    rows: list[tuple[Any, ...]] = []
    if not quiet:
        print(f"{'tables':>7} {'answers/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'RSS MiB':>8} "
              f"{'KiB/table':>10} {'unanswered':>10} {'server CPU':>10} {'players CPU':>11}")
    try:
        for _ in steps:
            if _wait(opened, client) is None:
                print("the players could not open their tables (the server does not answer)")
                break
            if attacker is not None and attacker.exitcode is None and not attacker.is_alive():
                attacker.start()  # the honest tables are open: the hostile client comes now
            got = _wait(results, client)
            if got is None:
                print("the players stopped (see above)")
                break
            count, delays, seconds, waiting, (server_cpu, players_cpu) = got
            rss = rss_kib(pid)
            p50, p99, worst = (percentile(delays, share) * 1000 for share in (0.5, 0.99, 1.0))
            rows.append((count, len(delays) / seconds, p50, p99, worst, rss / 1024, (rss - base) / count, waiting))
            if not quiet:
                print(f"{count:>7} {len(delays) / seconds:>10.0f} {p50:>8.1f} {p99:>8.1f} {worst:>8.1f} "
                      f"{rss / 1024:>8.0f} {(rss - base) / count:>10.0f} {waiting:>10} {server_cpu:>10.0%} "
                      f"{players_cpu:>11.0%}", flush=True)
            within = bool(delays) and p99 <= GOAL_MS
            if within:
                held = count
            go.put(within)
            if not within:
                break
        client.join(60)
    finally:
        for process in (attacker, client):
            if process is not None and process.is_alive():
                process.kill()
        stop.set()
        server.join(10)
        if server.is_alive():
            server.kill()  # a frozen server does not stop when asked
        if redis_process is not None:
            redis_process.kill()
            redis_process.wait(10)
    return held, rows


# ---------------------------------------------------------------- web pages (seats that read words)


class Page:
    """One browser's seat as the page's script plays it: ``words`` asked for, the prompt and the hand read,
    lines and keys sent (``{"t":"line"}``).  Each line's delay is timed to the first words or prompt that
    answer it."""

    def __init__(self, url: str, think: float, rng: random.Random, delays: list[float]) -> None:
        self.url = url
        self.think = think
        self.rng = rng
        self.delays = delays
        self.connection: Any = None
        self.sent_at: float | None = None
        self.shown = ""
        self.prompt: dict[str, Any] = {}
        self.tries = 0
        self.last_answered = ""
        self.pending: asyncio.TimerHandle | None = None
        self.lines = 0
        self.dropped = False

    async def run(self, index: int, stop: asyncio.Event, rules: dict[str, Any]) -> None:
        from websockets.asyncio.client import connect

        try:
            self.connection = await connect(self.url, max_size=None, max_queue=None, compression=None,
                                            open_timeout=60, ping_interval=None)
            await self.connection.send(json.dumps({"v": 1, "t": "create", "name": f"W{index}", "lang": "en",
                                                   "rules": rules, "bots": 3, "level": "easy", "wait": 600.0,
                                                   "pace": 1.0, "seed": index, "words": True}))
            async for text in self.connection:
                if stop.is_set():
                    return
                message = json.loads(text)
                if message["t"] in ("words", "prompt") and self.sent_at is not None:
                    self.delays.append(time.perf_counter() - self.sent_at)
                    self.sent_at = None
                if message["t"] == "prompt":
                    self.prompt = message
                    self.shown = message["text"] or self.shown
                    if self.pending is not None:
                        self.pending.cancel()  # a newer prompt: the answer is to it
                    if self.shown.strip() not in ("Wait >", "Waiting >"):
                        delay = 0.2 if self.shown.strip() == "Enter starts >" else \
                            self.think * self.rng.uniform(0.5, 1.5)
                        self.pending = asyncio.get_running_loop().call_later(delay, self._answer)
                elif message["t"] == "refused" and message["reason"] in ("flood", "busy", "taken-over"):
                    self.dropped = True
        except Exception:  # noqa: BLE001 - the bench ends by closing every connection
            return
        finally:
            if not stop.is_set():
                self.dropped = True  # closed by the server

    def _answer(self) -> None:
        """The page's line: Enter on the first playable card, else Space (draw); at a question its first
        answer in parentheses, the next ones when it comes again; else Enter."""
        self.pending = None
        self.tries = self.tries + 1 if self.shown == self.last_answered else 0
        self.last_answered = self.shown
        cards, playable = self.prompt.get("cards", []), self.prompt.get("playable", [])
        options = [option.strip() for group in re.findall(r"\(([^()]*)\)", self.shown)
                   for option in re.split(r",|/| or ", group) if option.strip() and " " not in option.strip()]
        line: dict[str, Any]
        if self.shown.strip() == ">" and cards and any(playable) and self.tries % 2 == 0:
            line = {"text": "", "focus": playable.index(True)}
        elif self.shown.strip() == ">" and cards:
            line = {"key": "draw"}
        elif options:
            line = {"text": options[self.tries % len(options)]}
        else:
            line = {"text": ""}
        self.sent_at = time.perf_counter()
        self.lines += 1
        asyncio.get_running_loop().create_task(self.connection.send(json.dumps({"v": 1, "t": "line", **line})))


def pages(url: str, count: int, hold: float, think: float, out: Any) -> None:
    """The pages' process: ``count`` pages, each at a table of its own with three bots, measured ``hold``
    seconds after they settled; ``out`` gets (line delays, page seats held, lines sent)."""
    rules = _load_process()

    async def main() -> None:
        stop = asyncio.Event()
        delays: list[float] = []
        seated = [Page(url, think, random.Random(10_000 + index), delays) for index in range(count)]
        tasks = [asyncio.get_running_loop().create_task(page.run(index, stop, rules))
                 for index, page in enumerate(seated)]
        await asyncio.sleep(min(hold / 2, 5.0))
        delays.clear()
        before = [page.lines for page in seated]
        await asyncio.sleep(hold)
        ended = time.perf_counter()
        waiting = [ended - page.sent_at for page in seated if page.sent_at is not None]
        held = sum(1 for page, lines in zip(seated, before) if not page.dropped and page.lines > lines and (
            page.sent_at is None or ended - page.sent_at <= 1.0))
        out.put((list(delays) + waiting, held, sum(page.lines for page in seated) - sum(before)))
        stop.set()
        for page in seated:
            if page.connection is not None:
                try:
                    await page.connection.close()
                except Exception:  # noqa: BLE001
                    pass
        for task in tasks:
            task.cancel()

    asyncio.run(main())


def measure_pages(context: Any, args: argparse.Namespace) -> None:
    """``--pages`` web pages beside ``--pages-tables`` honest tables, in a fresh server (store): the line
    printed for them, and the honest tables' p99 beside them."""
    port_queue, stop = context.Queue(), context.Event()
    server = context.Process(target=serve, args=(port_queue, stop, "store", ""), daemon=True)
    server.start()
    port, pid = port_queue.get(timeout=60)
    url = f"ws://127.0.0.1:{port}"
    results, go, opened, out = context.Queue(), context.Queue(), context.Queue(), context.Queue()
    client = context.Process(target=players, args=(url, [args.pages_tables], args.hold + 5.0, args.think, results,
                                                   go, opened), daemon=True)
    browser = context.Process(target=pages, args=(url, args.pages, args.hold, args.think, out), daemon=True)
    try:
        client.start()
        if _wait(opened, client) is None:
            print("the players could not open their tables (the server does not answer)")
            return
        browser.start()
        got = _wait(out, browser)
        tables = _wait(results, client)
        go.put(False)
        if got is None or tables is None:
            print("the pages or the players stopped (see above)")
            return
        delays, held, lines = got
        p50, p99, worst = (percentile(delays, share) * 1000 for share in (0.5, 0.99, 1.0))
        table_p99 = percentile(tables[1], 0.99) * 1000
        print(f"page seats held: {held} of {args.pages}; {lines} lines in {args.hold:.0f} s; line to reply "
              f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms; beside {args.pages_tables} honest "
              f"tables (p99 {table_p99:.1f} ms); RSS {rss_kib(pid) / 1024:.0f} MiB", flush=True)
    finally:
        for process in (browser, client):
            if process.is_alive():
                process.kill()
        stop.set()
        server.join(10)
        if server.is_alive():
            server.kill()


def _wait(queue: Any, process: Any) -> Any:
    """The next item of ``queue`` (``None`` when ``process``, which puts them, has ended)."""
    import queue as queues

    while True:
        try:
            return queue.get(timeout=1)
        except queues.Empty:
            if not process.is_alive():
                return None


def main() -> int:
    ensure_installed("bench", script=os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", default="250,500,1000,1500,2000")
    parser.add_argument("--hold", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--configs", default="none,store,redis")
    parser.add_argument("--hostile", default="flooder,non-reader,pace-0", help="'' for none")
    parser.add_argument("--hostile-tables", type=int, default=250)
    parser.add_argument("--hostile-level", default="expert")
    parser.add_argument("--pages", type=int, default=50, help="web pages (seats reading words); 0 for none")
    parser.add_argument("--pages-tables", type=int, default=250)
    args = parser.parse_args()
    steps = [int(step) for step in args.steps.split(",")]
    configs = [config for config in args.configs.split(",") if config]
    kinds = [kind for kind in args.hostile.split(",") if kind]
    if "redis" in configs and shutil.which("redis-server") is None:
        print("redis-server is not installed (apt-get install redis-server): the redis configuration is skipped")
        configs.remove("redis")
    from uno_access.engine_build import engine_kind

    context = multiprocessing.get_context("spawn")
    print(f"engine: {engine_kind()}; 4 people a table, thinking {args.think} s on average; each step held "
          f"{args.hold:.0f} s; load average {os.getloadavg()[0]:.1f} at the start")
    held: dict[str, int] = {}
    for config in configs:
        print(f"\nserver with {'no store' if config == 'none' else 'its tables in SQLite' if config == 'store' else 'its tables in a local Redis'} ({config}):")
        held[config], _ = measure(context, config, steps, args)
    if kinds:
        print(f"\nhostile clients beside {args.hostile_tables} honest tables (store), one kind per server:")
        print(f"{'hostile':<38} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'unanswered':>10} {'RSS MiB':>8}  kept p99")
        baseline = None
        for kind in ["none", *kinds]:
            _, rows = measure(context, "store", [args.hostile_tables], args, hostile_kind=kind, quiet=True)
            if not rows:
                continue
            _, _, p50, p99, worst, rss, _, waiting = rows[-1]
            if kind == "none":
                baseline = p99
            kept = "-" if baseline is None or kind == "none" else \
                "yes" if p99 <= max(GOAL_MS, 2 * baseline) else "NO"
            print(f"{HOSTILE_NAMES.get(kind, kind):<38} {p50:>8.1f} {p99:>8.1f} {worst:>8.1f} {waiting:>10} "
                  f"{rss:>8.0f}  {kept}", flush=True)
        print(f"(kept p99: at most twice the p99 without hostile clients, or within {GOAL_MS:.0f} ms)")
    if args.pages > 0:
        print(f"\nweb pages (seats reading words, a thread each on the server) beside {args.pages_tables} honest "
              "tables (store):")
        measure_pages(context, args)
    print()
    for config in configs:
        print(f"goal ({config}): at least {GOALS[config]:,} tables with p99 <= {GOAL_MS:.0f} ms")
    if "none" in held:
        print(f"tables held with p99 <= {GOAL_MS:.0f} ms: {held['none']}")
    for config in ("store", "redis"):
        if config in held:
            print(f"tables held with p99 <= {GOAL_MS:.0f} ms ({config}): {held[config]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
