"""The room around the table (issue 33), the tester's breaks (issue 33's second report): keys typed before
"List this table?" never answer it (a real pty), a spectator of a password table comes back with its token
alone, names that read like game lines, a full table said full, a wrong password asked again, bots never
named as a spectator, the list after a restart, a spectator arriving after the match, small slips."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.net.play import ServerThread
from uno_access.net.tables import fetch_tables

from .test_cli_pty import spawn
from .test_net_lobby import ask, host_table
from .test_net_server import connect, run, started_server

QUIET = ("--speech", "off", "--sounds", "off")


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_keys_typed_before_list_this_table_never_answer_it(server: Any, tmp_path: Path, lang: str) -> None:
    t = Translator(lang)
    host = spawn("host", "--on", f"127.0.0.1:{server.port}", "--name", "Olga", "--bots", "1", *QUIET,
                 "--lang", lang, lang=lang, env={"UNO_ACCESS_HOME": str(tmp_path)}, timeout=20)
    host.send(t("answer-yes") + "\r")  # typed at once, before the question is asked: it answers nothing
    host.expect_exact(t("net-ask-listed").splitlines()[-1])
    host.send(t("answer-no") + "\r")
    host.expect_exact(t("net-code", code="X").split("X")[0])
    tables = fetch_tables(f"ws://127.0.0.1:{server.port}")
    assert isinstance(tables, p.Tables) and tables.tables == (), "the table went public by keys typed early"
    host.sendline(t("command-quit"))
    host.expect(pexpect.EOF)


def test_a_spectator_of_a_password_table_comes_back_with_its_token_and_no_password() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, password="abc")
        first = await connect(url)
        seated = await ask(first, p.Hello(welcome.code, "Sue", "en", password="abc", watch=True))
        assert isinstance(seated, p.Welcome) and seated.token
        await first.close()  # dropped
        await host.until(lambda m: m == p.Presence(-1, "Sue", "stopped-watching"))
        second = await connect(url)
        back = await ask(second, p.Hello(welcome.code, "Sue", "en", seated.token, 0, watch=True))
        assert isinstance(back, p.Welcome) and back.seat == -1, back
        # A made-up token is no password.
        third = await connect(url)
        refused = await ask(third, p.Hello(welcome.code, "Max", "en", "x" * 22, 0, watch=True))
        assert isinstance(refused, p.Refused) and refused.reason == "no-table"
        await server.close()

    run(main())
