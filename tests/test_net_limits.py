"""A server strangers can reach (issue 32, the connection's side), through real sockets: limits from the first
frame (a frame budget before ``hello``, an absolute hello deadline, a bounded outbox), caps on connections
per address and in all (and a server under a low open-file limit still serving), wrong codes locked out per
address with no existence oracle, a table's password, browser origins, a seat taken over from another place,
and a self-signed certificate trusted with ``cafile``."""

from __future__ import annotations

import asyncio
import os
import re
import resource
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from uno_access.net import protocol as p
from uno_access.net.server import Server

from .netplay import create
from .test_net_server import BotClient, connect, run, started_server


async def closed_after(connection: Any, *, limit: int = 100_000) -> list[Any]:
    """Every message read until the server closes ``connection`` (at most ``limit``; a guard, not a timing)."""
    received: list[Any] = []
    try:
        while len(received) < limit:
            received.append(p.decode(await asyncio.wait_for(connection.recv(), 30)))
    except Exception as error:  # noqa: BLE001 - closed (what the tests wait for)
        if isinstance(error, TimeoutError):
            raise
    return received


async def connect_from(url: str, address: str, **options: Any) -> Any:
    """A websocket from a loopback address of its own (127.0.0.2, 127.0.0.3...): another computer, as the
    server sees it."""
    host, port = url.removeprefix("ws://").split(":")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((address, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (host, int(port)))
    return await connect(url, sock=sock, **options)


# ---------------------------------------------------------------- H3: limits from the first frame


def test_junk_before_hello_is_cut_after_a_few_frames() -> None:
    """The audit's flooder: ``"x"`` frames in a loop before any hello were each answered, forever."""
    async def main() -> None:
        server, url, logged = await started_server()
        junk = await connect(url)
        for _ in range(300):
            await junk.send("x")
        received = await closed_after(junk)
        assert len(received) <= 12, len(received)
        assert received[-1] == p.Refused("flood", "say hello first")
        assert any("before its hello" in line for line in logged), logged
        host = BotClient(url, create(bots=1), 1)  # the server serves the others
        await host.open()
        assert isinstance(await host.next(), p.Welcome)
        await server.close()

    run(main())


def test_the_hello_deadline_does_not_restart_with_each_frame() -> None:
    async def main() -> None:
        server, url, _ = await started_server(hello_timeout=1.0)
        slow = await connect(url)
        for _ in range(6):  # one frame every 0.4 s: each would have restarted a per-frame deadline
            try:
                await slow.send("x")
            except Exception:  # noqa: BLE001 - closed by the deadline meanwhile
                break
            await asyncio.sleep(0.4)
        received = await closed_after(slow)
        assert p.Refused("timeout", "say hello first") in received, received
        await server.close()

    run(main())


def test_a_connection_that_does_not_read_is_closed_before_its_outbox_grows() -> None:
    """The audit's non-reader: its answers piled up in the server (850 MB for ten of them)."""
    async def main() -> None:
        server, url, logged = await started_server(rate=1e6, burst=1e6, outbox_bytes=256 * 1024)
        host = BotClient(url, create(bots=1), 1)
        await host.open()
        await host.until(lambda m: isinstance(m, p.Welcome))
        await host.connection.send(p.encode(p.Start()))
        await host.until(lambda m: isinstance(m, p.Ask))
        host.connection.transport.pause_reading()
        look = p.encode(p.Look())
        sent = 0
        try:
            for _ in range(10_000):  # about 20 MB of views: more than every buffer on the way holds
                await host.connection.send(look)
                sent += 1
        except Exception:  # noqa: BLE001 - closed by the server
            pass
        host.connection.transport.resume_reading()
        received = await closed_after(host.connection)
        assert len([m for m in received if isinstance(m, p.Ask)]) < sent
        assert any("does not read" in line for line in logged), logged
        await server.close()

    run(main())
