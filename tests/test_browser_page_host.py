"""The web seat at a `host` table and the page's wording beside the console's (the page tester's findings): a
host quitting is said as to a console and the page goes back to its start; a `host`'s server opens no other
table (nor does its page offer to); a name refused as a game word names the word; a seat removed with `kick`
is said once and ends; a plain reload says nothing of a connection.

The system's Chromium driven by Playwright and a real server (a real `host` in a pseudo-terminal where the
finding is about `host`), as in :mod:`tests.test_browser_page`, whose fixtures and helpers are reused.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest

from uno_access.i18n import translator
from uno_access.net import protocol as p

from . import test_browser_page as pages
from .test_browser_page import WAIT, Host, expect, join_by_keyboard, log_lines, open_page, seated_page, some_moves

#: The browser and the server of :mod:`tests.test_browser_page`, this module's own (module-scoped) copies.
browser = pages.browser
server = pages.server

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name == "nt", reason="pseudo-terminals")]


def real_host(home: Path) -> tuple[Any, str, int]:
    """`uno-access host` in a pseudo-terminal (Alice, English, a bot): its child, its table's code and its
    port."""
    from .test_net_console import start_host

    return start_host(home)


def socket_closed(page: Any) -> None:
    """Until the page's WebSocket closed (its frames watched by :func:`open_page`)."""
    deadline = time.monotonic() + WAIT / 1000
    while "closed" not in page.frames_seen and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert "closed" in page.frames_seen, page.frames_seen[-10:]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_host_that_quits_is_said_in_the_page_and_enter_goes_back_to_the_start(browser: Any, tmp_path: Path,
                                                                                 lang: str) -> None:
    """The tester's finding: the page said only "Connection lost, reconnecting.", then, 15 seconds later, "No
    table has this code"; a console hears "Alice quit: the table is closed."."""
    t = translator(lang)
    host, code, port = real_host(tmp_path / "alice")
    try:
        page = open_page(browser, port, lang, f"/t/{code}")
        join_by_keyboard(page, "Zoé")
        host.expect("Zoé joins the table.")
        host.send("\r")  # Enter starts the match
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        host.send("\x03")
        host.expect(re.escape(translator("en")("prompt-quit")), timeout=20)
        host.sendline("y")
        expect(page.locator("#log")).to_contain_text(t("net-closed", player="Alice"), timeout=WAIT)
        socket_closed(page)
        page.wait_for_timeout(1500)  # past the page's one-second retry: nothing more is said
        lines = log_lines(page)
        assert lines.count(t("net-closed", player="Alice")) == 1, lines[-5:]
        assert t("net-lost") not in lines and t("net-refused-no-table") not in lines, lines[-5:]
        assert page.locator("#hand button").count() == 0
        assert page.evaluate("sessionStorage.getItem('uno-access-seat')") is None
        page.locator("#command").focus()
        page.keyboard.press("Enter")  # back to the start, as at the match's end
        expect(page.locator("#lobby")).to_be_visible(timeout=WAIT)
        expect(page.locator("#name")).to_be_focused()
        assert page.errors == []
        page.context.close()
    finally:
        host.terminate(force=True)


def test_a_host_s_server_opens_no_other_table_and_its_page_does_not_offer_to(browser: Any, tmp_path: Path) -> None:
    """The tester's finding: the page of a `host` table opened tables in the host's program (bots running
    there); only `serve` opens tables for whoever asks."""
    t = translator("en")
    host, code, port = real_host(tmp_path / "alice")
    try:
        page = open_page(browser, port, "en")
        expect(page.locator("#create")).to_be_hidden()
        expect(page.locator("#new-heading")).to_be_hidden()
        # Asked anyway (a page of another version, a hand-made message): refused, in words.
        from uno_access.engine.rules import RuleSet
        from uno_access.net.client import Link

        link = Link(f"ws://127.0.0.1:{port}", p.Create("Bea", "en", RuleSet.preset("official"), 1)).start()
        answer = link.inbox.get(timeout=WAIT / 1000)
        while not isinstance(answer, p.Refused):
            assert not isinstance(answer, p.Welcome), "a host's server opened another table"
            answer = link.inbox.get(timeout=WAIT / 1000)
        assert answer.reason == "no-new-table"
        link.close()
        page.evaluate("""() => { document.getElementById("create-form").hidden = false;
                                 document.getElementById("name").value = "Bea"; }""")
        page.locator("#create").click()
        expect(page.locator("#lobby-error")).to_have_text(t("net-refused-no-new-table"), timeout=WAIT)
        # The host's own table is still joined from the page.
        page.locator("#code").fill(code)
        page.locator("#join").click()
        expect(page.locator("#table")).to_be_visible(timeout=WAIT)
        assert page.errors == []
        page.context.close()
    finally:
        host.terminate(force=True)


def test_a_serve_page_still_offers_to_open_a_table(browser: Any, server: Any) -> None:
    page = open_page(browser, server.port, "en")
    expect(page.locator("#create")).to_be_visible()
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_refused_as_a_game_word_names_the_word_and_the_focus_goes_to_the_name(browser: Any, server: Any,
                                                                                     lang: str) -> None:
    """The console says "A word of the game: red. Choose a name without it."; the page said only that the name
    holds a game word, and left the focus on Join."""
    from uno_access.net.lobby import reserved_word

    t = translator(lang)
    host = Host(server.port, seed=131)
    page = open_page(browser, server.port, lang, f"/t/{host.welcome.code}")
    name = "Zoé " + t("color-red")
    word = reserved_word(name, lang)
    assert word
    page.locator("#name").fill(name)
    page.locator("#join").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-name-word", word=word), timeout=WAIT)
    expect(page.locator("#name")).to_be_focused()
    host.link.close(leave=True)
    page.context.close()


def test_a_seat_removed_with_kick_is_said_once_and_the_page_goes_back_to_its_start(browser: Any,
                                                                                   server: Any) -> None:
    t = translator("en")
    host = Host(server.port, target=500, seed=132)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "Zoé")
    host.until(lambda message: isinstance(message, p.Presence) and message.what == "joined")
    host.link.send(p.Start())
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    host.link.send(p.Kick("Zoé"))
    expect(page.locator("#log")).to_contain_text(t("net-refused-kicked"), timeout=WAIT)
    expect(page.locator("#hand button")).to_have_count(0, timeout=WAIT)
    page.wait_for_timeout(1500)  # what else the removal brings in, then the log read
    lines = log_lines(page)
    assert lines.count(t("net-refused-kicked")) == 1, lines[-6:]
    assert page.locator("#prompt").inner_text().strip() != t("prompt-wait").strip()
    assert t("net-lost") not in lines
    page.locator("#command").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#lobby")).to_be_visible(timeout=WAIT)
    expect(page.locator("#name")).to_be_focused()
    assert page.errors == []
    host.link.close(leave=True)
    page.context.close()


def test_a_plain_reload_says_nothing_of_a_connection(browser: Any, server: Any) -> None:
    t = translator("en")
    page = seated_page(browser, server, "en", 133)
    some_moves(page, t, 2)
    page.reload()
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    some_moves(page, t, 2)
    lines = log_lines(page)
    assert t("net-reconnected") not in lines and t("net-lost") not in lines, lines[-8:]
    assert json.loads(page.evaluate("sessionStorage.getItem('uno-access-seat')"))["token"]
    assert page.errors == []
    page.context.close()


def test_a_host_s_own_table_opens_after_its_name_was_refused_and_no_other_after_it() -> None:
    """The host's own `create` refused (a game word for a name, given with --name) leaves no table that would
    make its next `create`, with another name, refused ``no-new-table``."""
    from uno_access.engine.rules import RuleSet
    from uno_access.net.client import Link
    from uno_access.netplay import ServerThread

    thread = ServerThread("127.0.0.1", 0, opens_tables=False)
    port = thread.start()

    def answer(name: str) -> Any:
        link = Link(f"ws://127.0.0.1:{port}", p.Create(name, "en", RuleSet.preset("official"), 1)).start()
        try:
            while True:
                message = link.inbox.get(timeout=WAIT / 1000)
                if isinstance(message, (p.Welcome, p.Refused)):
                    return message
        finally:
            if name != "Alice":
                link.close()

    refused = answer("Red")
    assert isinstance(refused, p.Refused) and refused.reason == "name-reserved"
    assert refused.detail.endswith(": red")
    assert isinstance(answer("Alice"), p.Welcome)
    other = answer("Bea")
    assert isinstance(other, p.Refused) and other.reason == "no-new-table"
    thread.close_tables()
