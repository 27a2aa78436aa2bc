"""The server over real sockets (issue 17): people join a table by its code, play whole matches, come back
after a dropped connection without hearing anything twice; bad, hostile, oversize and flooding clients get
an answer or are dropped, and never stop the server; TLS."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import ssl
import subprocess
from pathlib import Path
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.net import protocol as p
from uno_access.net.server import Server
from uno_access.table.messages import DecisionKind

from .netplay import create

ACTIONABLE = (DecisionKind.TURN, DecisionKind.WINDOW, DecisionKind.RACE, DecisionKind.NEXT_ROUND)


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, 120))


async def started_server(**options: Any) -> tuple[Server, str, list[str]]:
    logged: list[str] = []
    server = Server(log=logged.append, **{"seeds": True, **options})  # the test switch: deals from create.seed
    port = await server.start("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{port}", logged


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, made by openssl in ``folder``."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


async def connect(url: str, **options: Any) -> Any:
    from websockets.asyncio.client import connect as ws_connect

    return await ws_connect(url, max_size=None, **options)


class BotClient:
    """A person's console over a real socket, answering as a quick player (a bot chooses)."""

    def __init__(self, url: str, first: p.Create | p.Hello, seed: int) -> None:
        from uno_access.console.opponents import make_opponent
        from uno_access.console.options import Level

        self.url = url
        self.first = first
        self.rng = random.Random(seed)
        self.make_bot = lambda seat: make_opponent(Level.NORMAL, seat, seed)
        self.bot: Any = None
        self.received: list[Any] = []
        self.welcome: p.Welcome | None = None
        self.answered: tuple[int, int] = (-1, -1)
        self.last_seq = 0
        self.connection: Any = None

    async def open(self, hello: p.Hello | p.Create | None = None) -> None:
        self.connection = await connect(self.url)
        await self.connection.send(p.encode(hello or self.first))

    async def next(self) -> Any:
        message = p.decode(await self.connection.recv())
        self.received.append(message)
        if isinstance(message, p.Welcome):
            self.welcome = message
            self.bot = self.make_bot(message.seat)
        if isinstance(message, p.News):
            self.last_seq = message.seq
        return message

    async def until(self, wanted: Any) -> Any:
        while True:
            message = await self.next()
            if wanted(message):
                return message

    async def play(self, stop: Any = None) -> None:
        """Answer every question until the match ends (or ``stop(message)`` says so)."""
        while True:
            message = await self.next()
            if stop is not None and stop(message):
                return
            if not isinstance(message, p.Ask):
                continue
            if message.kind is DecisionKind.MATCH_OVER:
                return
            if message.kind not in ACTIONABLE or (message.serial, message.acts) == self.answered:
                continue
            self.answered = (message.serial, message.acts)
            await self.connection.send(p.encode(p.Act(message.serial, self.choose(message))))

    def choose(self, ask: p.Ask) -> e.Action:
        if ask.kind is DecisionKind.NEXT_ROUND:
            return e.NEXT_ROUND
        if ask.kind is DecisionKind.RACE:
            return e.SHOUT if self.rng.random() < 0.5 else e.PASS
        if ask.kind is DecisionKind.WINDOW:
            action = self.bot.react(ask.view)
            return action if action is not None else e.PASS
        return self.bot.choose(ask.view)

    def news_seqs(self) -> list[int]:
        return [message.seq for message in self.received if isinstance(message, p.News)]


async def table_of_three(url: str, rules: str = "official", bots: int = 1, target: int = 60,
                         wait: float = 30.0, seed: int = 4) -> list[BotClient]:
    """Alice hosts, Bob and Chloé join by the code, Alice starts."""
    from uno_access.engine.rules import RuleSet

    host = BotClient(url, create(RuleSet.preset(rules).replace(target_score=target), bots=bots, seed=seed, wait=wait),
                     1)
    await host.open()
    welcome = await host.until(lambda m: isinstance(m, p.Welcome))
    assert welcome.host and len(welcome.code) == 6 and welcome.code.isdigit()
    guests = [BotClient(url, p.Hello(welcome.code[:3] + " " + welcome.code[3:], name, lang), seed)
              for seed, (name, lang) in enumerate((("Bob", "en"), ("Chloé", "fr")), start=2)]
    for guest in guests:
        await guest.open()
        assert (await guest.until(lambda m: isinstance(m, p.Welcome))).seat in (1, 2)
    await host.until(lambda m: isinstance(m, p.Presence) and m.name == "Chloé")
    await host.connection.send(p.encode(p.Start()))
    return [host, *guests]


def test_three_people_join_by_code_and_play_a_whole_match_over_sockets() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        clients = await table_of_three(url)
        await asyncio.gather(*(client.play() for client in clients))
        for client in clients:
            seqs = client.news_seqs()
            assert seqs == list(range(1, len(seqs) + 1))
            assert client.welcome is not None and client.welcome.names == ("Alice", "Bob", "Chloé", "")
        assert any("match started" in line for line in logged)
        assert not any("error" in line for line in logged), logged
        assert not any(card in line for line in logged for card in ("red/", "blue/", "green/", "yellow/"))
        await server.close()

    run(main())


def test_a_console_that_drops_comes_back_and_hears_only_what_it_missed() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        host, bob, chloe = await table_of_three(url)
        others = [asyncio.create_task(client.play()) for client in (host, chloe)]
        await bob.play(stop=lambda m: isinstance(m, p.News) and m.seq >= 8)
        await bob.connection.close()  # the connection drops mid-round
        await host.until(lambda m: isinstance(m, p.Presence) and m.what == "away") if False else None
        seen = bob.news_seqs()
        assert bob.welcome is not None
        await bob.open(p.Hello(bob.welcome.code, "Bob", "en", bob.welcome.token, bob.last_seq))
        back = await bob.next()
        assert isinstance(back, p.Welcome) and back.seat == bob.welcome.seat
        await bob.play()
        await asyncio.gather(*others)
        seqs = bob.news_seqs()
        assert seqs == list(range(1, len(seqs) + 1)), "nothing heard twice, nothing missed"
        assert len(seqs) > len(seen)
        assert any(m == p.Presence(1, "Bob", "away") for m in host.received)
        assert any(m == p.Presence(1, "Bob", "back") for m in host.received)
        await server.close()

    run(main())


def test_a_wrong_code_or_token_is_refused_and_five_guesses_close_the_connection() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        client = BotClient(url, p.Hello("000000", "Eve", "en"), 1)
        await client.open()
        assert await client.next() == p.Refused("no-table", "no table has this code")
        for _ in range(4):
            await client.connection.send(p.encode(p.Hello("000001", "Eve", "en", token="x" * 20)))
        answers = [await client.next() for _ in range(4)]
        assert all(isinstance(answer, p.Refused) for answer in answers)
        with pytest.raises(Exception):  # noqa: B017 - closed by the server
            await asyncio.wait_for(client.connection.recv(), 5)
        await server.close()

    run(main())


BAD = [
    "not json",
    "[]",
    '{"v":2,"t":"hello"}',
    '{"v":1,"t":"teleport"}',
    '{"v":1,"t":"act","serial":1,"action":{"a":"Play","card":"purple/12"}}',
    '{"v":1,"t":"act","serial":-4,"action":{"a":"Draw"}}',
    '{"v":1,"t":"act","serial":1,"action":{"a":"Draw"},"extra":1}',
    '{"v":1,"t":"chat","text":"' + "x" * 400 + '"}',
    '{"v":1,"t":"hello","code":"1","name":"","lang":"fr"}',
    '{"v":1,"t":"hello","code":"1","name":"Eve","lang":"de"}',
    '{"v":1,"t":"create","name":"Eve","lang":"fr","rules":{"name":"official"},"bots":50}',
    '{"v":1,"t":"welcome","seat":0,"token":"x","names":[],"bots":[]}',
    "{" * 5000,
]


def test_bad_messages_are_refused_with_a_reason_and_change_nothing() -> None:
    async def main() -> None:
        server, url, logged = await started_server()
        host, bob, chloe = await table_of_three(url)
        ask = await bob.until(lambda m: isinstance(m, p.Ask))
        for text in BAD:
            await bob.connection.send(text)
            answer = await bob.until(lambda m: isinstance(m, p.Refused))
            assert answer.reason, text
        await bob.connection.send(p.encode(p.Act(ask.serial + 50, e.DRAW)))  # out of order: a question not asked
        assert (await bob.until(lambda m: isinstance(m, p.Refused))).reason == "stale"
        await bob.connection.send(p.encode(p.Start()))
        assert (await bob.until(lambda m: isinstance(m, p.Refused))).reason in ("not-host", "started")
        # The match goes on for everyone.
        await asyncio.gather(host.play(), bob.play(), chloe.play())
        assert not any("error" in line for line in logged), logged
        await server.close()

    run(main())


def test_an_oversize_message_closes_only_its_connection() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        client = await connect(url)
        await client.send("x" * (p.MAX_MESSAGE_BYTES + 10))
        assert p.decode(await asyncio.wait_for(client.recv(), 5)).reason == "too-large"
        with pytest.raises(Exception):  # noqa: B017 - then closed with 1009 "message too big"
            await asyncio.wait_for(client.recv(), 5)
        clients = await table_of_three(url, target=1)
        await asyncio.gather(*(c.play() for c in clients))
        await server.close()

    run(main())


def test_a_flooding_client_is_slowed_then_dropped_and_the_table_goes_on() -> None:
    async def main() -> None:
        server, url, logged = await started_server(rate=20.0, burst=20.0, flood_limit=0.5)
        host, bob, chloe = await table_of_three(url, target=1, wait=0.5)
        flood = p.encode(p.Chat("spam"))

        async def spam() -> None:
            try:
                for _ in range(3000):
                    await bob.connection.send(flood)
            except Exception:  # noqa: BLE001 - dropped by the server
                return

        await spam()
        await asyncio.sleep(1.5)
        assert any("dropped for flooding" in line for line in logged)
        await asyncio.gather(host.play(), chloe.play())  # Bob is away, then a bot plays for him
        await server.close()

    run(main())


def test_random_and_hostile_messages_never_stop_the_server() -> None:
    """Fuzz over a real socket: random bytes, random JSON, real messages with random fields, from several
    connections at once; then a whole match still plays."""
    async def main() -> None:
        server, url, logged = await started_server(rate=10_000.0, burst=10_000.0)
        rng = random.Random(17)
        host = BotClient(url, create(bots=1), 1)
        await host.open()
        welcome = await host.until(lambda m: isinstance(m, p.Welcome))
        shapes: list[Any] = [0, -1, 2**70, 1.5, None, True, "", "x" * 50, [], {}, [1, "a"], {"a": "Play"},
                             {"a": "Play", "card": "red/7"}, {"e": "CardPlayed"}, welcome.code, "red/7"]
        types = ["hello", "act", "chat", "leave", "start", "create", "welcome", "news", "ask", "said", "refused",
                 "presence", "x"]
        fields = ["code", "name", "lang", "token", "last_seq", "serial", "action", "text", "seat", "rules", "bots",
                  "v", "t"]

        async def fuzzer(index: int) -> None:
            connection = await connect(url, close_timeout=0.5)
            try:
                for _ in range(150):
                    roll = rng.random()
                    if roll < 0.2:
                        text: str | bytes = bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 80)))
                    elif roll < 0.4:
                        text = json.dumps(rng.choice(shapes))
                    else:
                        message = {"v": 1 if rng.random() < 0.9 else rng.choice(shapes), "t": rng.choice(types)}
                        for _ in range(rng.randrange(0, 5)):
                            message[rng.choice(fields)] = rng.choice(shapes)
                        if message["t"] == "hello" and rng.random() < 0.5:
                            message.update(code=welcome.code, name=f"F{index}", lang="fr")
                        text = json.dumps(message)
                    await connection.send(text)
                    if rng.random() < 0.3:
                        try:
                            await asyncio.wait_for(connection.recv(), 0.05)
                        except TimeoutError:
                            pass
            except Exception:  # noqa: BLE001 - the server may close a hostile connection
                pass
            finally:
                await connection.close()

        await asyncio.gather(*(fuzzer(index) for index in range(4)))
        assert not any("error" in line for line in logged), logged
        clients = await table_of_three(url, target=1)
        await asyncio.gather(*(c.play() for c in clients))
        await server.close()

    run(main())


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is needed to make a test certificate")
def test_tls_with_a_certificate(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)

    async def main() -> None:
        server = Server(log=lambda line: None, seeds=True)
        port = await server.start("127.0.0.1", 0, certfile=str(cert), keyfile=str(key))
        context = ssl.create_default_context(cafile=str(cert))
        client = await connect(f"wss://127.0.0.1:{port}", ssl=context)
        await client.send(p.encode(create(bots=1)))
        welcome = p.decode(await client.recv())
        assert isinstance(welcome, p.Welcome) and welcome.host
        await client.close()
        with pytest.raises(Exception):  # noqa: B017 - plain ws:// to a TLS server fails
            plain = await connect(f"ws://127.0.0.1:{port}", open_timeout=3)
            await plain.recv()
        await server.close()

    run(main())


def test_a_server_killed_and_started_again_takes_its_tables_back(tmp_path: Path) -> None:
    """``uno-access serve`` keeps its tables (SQLite): stopped mid-match and started again, it takes them back;
    the players come back with their tokens and play the match to its end."""
    import os
    import re
    import sys

    env = {**os.environ, "UNO_ACCESS_HOME": str(tmp_path), "UNO_ACCESS_ENGINE": os.environ.get("UNO_ACCESS_ENGINE", "")}

    def start_serve() -> tuple[subprocess.Popen[str], int]:
        process = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", "0", "--lang", "en"],
                                   env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        assert process.stderr is not None
        lines = []
        for line in process.stderr:  # the tables taken back are logged first, then the port
            lines.append(line)
            found = re.search(r"on port (\d+)", line)
            if found:
                return process, int(found.group(1))
        raise AssertionError(lines)

    process, port = start_serve()

    async def first_half() -> list[BotClient]:
        clients = await table_of_three(f"ws://127.0.0.1:{port}", target=200, seed=-1)  # serve deals itself
        await asyncio.gather(*(c.play(stop=lambda m: isinstance(m, p.News) and m.seq >= 10) for c in clients))
        return clients

    try:
        clients = run(first_half())
    finally:
        process.terminate()
        process.wait(10)
    process, port = start_serve()
    try:
        async def second_half() -> None:
            for client in clients:
                assert client.welcome is not None
                client.url = f"ws://127.0.0.1:{port}"
                await client.open(p.Hello(client.welcome.code, "x", "en", client.welcome.token, client.last_seq))
                back = await client.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
                assert isinstance(back, p.Welcome) and back.started
            await asyncio.gather(*(client.play() for client in clients))

        run(second_half())
        for client in clients:
            assert any(isinstance(m, p.Ask) and m.kind is DecisionKind.MATCH_OVER for m in client.received)
    finally:
        process.terminate()
        process.wait(10)
