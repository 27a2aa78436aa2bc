"""Names that look alike are one name (the tester's report: host "Sam", then a guest "Sаm" with a Cyrillic
"а" was seated, and everyone read "Sаm joins the table."): letters of Cyrillic or Greek that look Latin are
heard as their Latin look-alike, and a name mixing Latin with Cyrillic or Greek letters is refused with
what a name may be.  A name wholly in one alphabet stays a name."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.i18n import Translator
from uno_access.net import protocol as p
from uno_access.net.lobby import heard_key
from uno_access.netplay import ServerThread

from .test_net_lobby import ask, host_table
from .test_net_server import connect, run, started_server

pytestmark = [pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")]

#: Mixed names that read "Sam", "Bob", "Alex", "Eve" on a screen: Cyrillic а, о, е, х, В, С, Е;
#: Greek Α, ο, ν, Ε.
MIXED = ("S\u0430m", "B\u043eb", "Al\u0435\u0445", "\u0412ob", "\u0421arl", "\u0395ve", "\u0391lex", "B\u03bfb",
         "E\u03bde", "Sam \u0410nn")


def test_look_alike_letters_are_heard_as_their_latin_look_alike() -> None:
    assert heard_key("\u0405\u0430\u0455") == heard_key("Sas")  # wholly Cyrillic, reads "Sas"
    assert heard_key("\u0392\u039f\u03a1") == heard_key("bop")  # wholly Greek, reads "BOP"
    assert heard_key("\u0441\u043e\u0440\u0435\u0445") == heard_key("Copex")
    assert heard_key("\u0405\u0430m") == heard_key("Sam")
    assert heard_key("Сергей") != heard_key("Sergei")  # a Russian name is no look-alike of a Latin one


def test_a_mixed_name_is_refused_and_a_look_alike_is_taken() -> None:
    async def main() -> None:
        server, url, _ = await started_server()
        host, welcome = await host_table(url, name="Sam")

        async def hello(name: str) -> Any:
            guest = await connect(url)  # one connection a name (a connection's hellos are few)
            answer = await ask(guest, p.Hello(welcome.code, name, "en"))
            if isinstance(answer, p.Refused):
                await guest.close()
            return answer

        for name in MIXED:
            refused = await hello(name)
            assert isinstance(refused, p.Refused) and refused.reason == "name-scripts", (name, refused)
        # Wholly Cyrillic or Greek, reading as the host's name: taken.
        for name in ("\u0405\u0410\u041c",):
            refused = await hello(name)
            assert isinstance(refused, p.Refused) and refused.reason == "name-taken", (name, refused)
        # Names wholly in one alphabet are names.
        for name in ("Сергей", "Νίκος", "Zoé"):
            seated = await hello(name)
            assert isinstance(seated, p.Welcome), (name, seated)
        await server.close()

    run(main())


@pytest.fixture
def server() -> Any:
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    yield thread


@pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_guest_posing_as_the_host_is_refused_in_words_and_asked_again(server: Any, tmp_path: Path,
                                                                         lang: str) -> None:
    from .test_net_lobby_console import Host, join

    t = Translator(lang)
    sam = Host(server.port, "Sam", listed=False)
    guest = join(tmp_path, f"127.0.0.1:{server.port}", sam.code, "--name", "S\u0430m", "--plain", lang=lang)
    for line in t("net-refused-name-scripts").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("\u0405\u0410\u041c")  # wholly Cyrillic "SAM": the host's name
    for line in t("net-refused-name-taken").splitlines():
        guest.expect_exact(line)
    guest.expect_exact(t("prompt-name"))
    guest.sendline("Zoé")
    guest.expect_exact(t("net-wait-host", host="Sam"))
    guest.sendline(t("command-quit"))
    guest.expect(pexpect.EOF)
    sam.close()
    for each in ("fr", "en"):
        lines = Translator(each)("net-refused-name-scripts").splitlines()
        assert len(lines) >= 2 and all(len(line) <= 40 for line in lines), lines
