"""Several servers sharing one Redis (issue 17): a client given any server's address is sent to the server that
holds its table, and when that server dies another takes its tables over from what Redis keeps, while their
players reconnect by themselves.  A real ``redis-server`` is started by the test."""

from __future__ import annotations

import asyncio
import importlib.util
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from uno_access.net import protocol as p
from uno_access.net.client import Back, Link, Lost
from uno_access.net.directory import Directory
from uno_access.net.server import Server

from .netplay import create
from .test_net_client import take
from .test_net_server import BotClient, run

pytestmark = [
    pytest.mark.skipif(shutil.which("redis-server") is None,
                       reason="redis-server is not installed (apt-get install redis-server; .ci/run installs it)"),
    pytest.mark.skipif(importlib.util.find_spec("redis") is None,
                       reason="the redis client is not installed (pip install 'uno-access[server]')"),
]


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    sock = tmp_path / "redis.sock"
    process = subprocess.Popen(["redis-server", "--port", "0", "--unixsocket", str(sock), "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not sock.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sock.exists(), "redis-server did not start"
    yield f"unix://{sock}"
    process.terminate()
    process.wait(10)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def start(url: str, logged: list[str]) -> tuple[Server, str, Any]:
    port = free_port()
    address = f"ws://127.0.0.1:{port}"
    server = Server(log=logged.append, directory=Directory(url, address, alive_for=1.0), seeds=True)
    await server.start("127.0.0.1", port)
    housekeeping = asyncio.create_task(server.serve_forever())
    return server, address, housekeeping


def test_two_servers_share_a_redis_and_one_takes_over_the_tables_of_the_other(redis_url: str) -> None:
    async def main() -> None:
        logged: list[str] = []
        first, first_address, first_keeping = await start(redis_url, logged)
        second, second_address, second_keeping = await start(redis_url, logged)
        host = BotClient(first_address, create(bots=1, seed=8), 1)
        await host.open()
        welcome = await host.until(lambda m: isinstance(m, p.Welcome))
        # Bob is given the other server's address: he is sent to the one holding the table.
        guest = Link(second_address, p.Hello(welcome.code, "Bob", "en"), retry=0.2).start()
        loop = asyncio.get_running_loop()
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, p.Welcome))
        assert got[-1].seat == 1 and guest.url == first_address
        await host.until(lambda m: isinstance(m, p.Presence) and m.what == "joined")
        await host.connection.send(p.encode(p.Start()))
        await host.until(lambda m: isinstance(m, p.Ask))
        await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, p.Ask))
        moves = len(first.rooms[welcome.code].table.state.log)  # type: ignore[union-attr]

        # The first server dies: it stops saying it is alive, its connections drop.
        first_keeping.cancel()
        await first.close()
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, Back), 15.0)
        assert any(isinstance(m, Lost) for m in got)
        got = await loop.run_in_executor(None, take, guest, lambda m: isinstance(m, p.Welcome))
        assert got[-1].started and guest.url == second_address
        assert welcome.code in second.rooms, "the second server took the table over"
        assert len(second.rooms[welcome.code].table.state.log) == moves  # type: ignore[union-attr]
        assert any(f"table {welcome.code}: taken over from {first_address}" in line
                   or f"table {welcome.code}: taken back" in line for line in logged)
        host.url = first_address  # the host tries its own server, gone; any server's address does
        host.url = second_address
        await host.open(p.Hello(welcome.code, "Alice", "fr", welcome.token, host.last_seq))
        back = await host.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
        assert isinstance(back, p.Welcome) and back.started and back.seat == 0
        guest.close()
        await host.connection.close()
        second_keeping.cancel()
        await second.close()

    run(main())
