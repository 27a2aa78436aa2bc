"""The web seat in a real browser (issue 37): the system's Chromium driven by Playwright, keyboard only, reading
the page's live region as a screen reader would: a whole match against bots in each language, a console and a
browser at one table (each its own hand, chat both ways), a reload that comes back to the seat, the server
started again (its tables kept) and servers sharing a Redis (``elsewhere``, ``servers``) that the page follows,
a seat taken over by a console, and axe-core's audit of every screen at WCAG 2.2 AA.

Skipped, with the reason, where Playwright or Chromium is absent (.ci/run installs Chromium; no browser is ever
downloaded).  One browser at a time, headless: the machine's cores are few.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from uno_access.i18n import translator
from uno_access.net import protocol as p

pytestmark = pytest.mark.slow

CHROMIUM = next((path for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser", shutil.which("chromium") or "")
                 if path and Path(path).exists()), None)
AXE = Path(__file__).parent / "data" / "axe-core" / "axe.min.js"
#: Playwright's ARIA snapshots of the page's screens, reviewed (UNO_ACCESS_GOLDEN=update writes them again).
GOLDEN = Path(__file__).parent / "data" / "aria"
#: Playwright's waits, in milliseconds (a loaded machine: generous, never a timing assert).
WAIT = 30_000
#: The test server's log (told when a page waits in vain).
SERVER_LOG: list[str] = []


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed "
                                   "(pip install playwright; no browser download is needed)")
    if CHROMIUM is None:
        pytest.skip("no system Chromium (apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server() -> Any:
    from uno_access.netplay import ServerThread

    SERVER_LOG[:] = []
    from uno_access.cli import web_pages

    thread = ServerThread("127.0.0.1", 0, log=SERVER_LOG.append, pages=web_pages())  # its log told when a page waits in vain
    thread.start()
    return thread


def expect(locator: Any) -> Any:
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(locator)


class Host:
    """The table's host, a console's connection (a small target, bots at once): it opens the table, starts it
    when the page has sat down, and leaves it to a bot."""

    def __init__(self, port: int, target: int = 60, bots: int = 1, seed: int = 11, password: str = "") -> None:
        from uno_access.engine.rules import RuleSet
        from uno_access.net.client import Link

        rules = RuleSet.preset("official").replace(target_score=target)
        self.link = Link(f"ws://127.0.0.1:{port}", p.Create("Ann", "en", rules, bots, wait=1.0, pace=0.0, seed=seed,
                                                                password=password)).start()
        self.welcome = self.until(lambda message: isinstance(message, p.Welcome))

    def until(self, wanted: Any) -> Any:
        while True:
            message = self.link.inbox.get(timeout=WAIT / 1000)
            if wanted(message):
                return message

    def start_and_leave(self) -> None:
        self.until(lambda message: isinstance(message, p.Presence) and message.what == "joined")
        self.link.send(p.Start())
        self.until(lambda message: isinstance(message, p.Ask))
        self.link.close(leave=True)


def open_page(browser: Any, port: int, lang: str, path: str = "/", viewport: dict[str, int] | None = None) -> Any:
    context = browser.new_context(locale="fr-FR" if lang == "fr" else "en-US",
                                  viewport=viewport or {"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    # The frames both ways and the page's console, told when a page waits in vain (a key lost, or a prompt).
    frames: list[str] = []

    def watch(socket: Any) -> None:
        frames.append(f"open {socket.url}")
        socket.on("framesent", lambda frame: frames.append(f"> {str(frame)[:160]}"))
        socket.on("framereceived", lambda frame: frames.append(f"< {str(frame)[:160]}"))
        socket.on("close", lambda _: frames.append("closed"))

    page.on("websocket", watch)
    page.on("console", lambda message: frames.append(f"console {message.text[:160]}"))
    page.frames_seen = frames
    page.goto(f"http://127.0.0.1:{port}{path}")
    expect(page.locator("h1")).to_have_text(translator(lang)("web-title"))
    return page


def join_by_keyboard(page: Any, name: str, password: str = "", seated: bool = True) -> None:
    """The name typed, Tab to the join button past the code (already filled from the address) and the
    password (typed when given), Enter."""
    page.keyboard.press("Tab")  # the language switch
    page.keyboard.press("Tab")  # the sounds (off)
    page.keyboard.press("Tab")  # the name
    page.keyboard.type(name)
    page.keyboard.press("Tab")  # the code
    page.keyboard.press("Tab")  # the password
    page.keyboard.type(password)
    page.keyboard.press("Tab")  # join
    page.keyboard.press("Enter")
    if seated:
        expect(page.locator("#table")).to_be_visible(timeout=WAIT)


def log_lines(page: Any) -> list[str]:
    return [line for line in page.locator("#log p").all_inner_texts()]


def prompt_count(page: Any) -> str:
    return page.locator("#prompt").get_attribute("data-count") or "0"


def wait_for_prompt(page: Any, count: str) -> None:
    try:
        expect(page.locator("#prompt")).not_to_have_attribute("data-count", count, timeout=WAIT)
    except AssertionError as error:
        # What the keys reached, to tell a key lost in the page from a prompt the server never sent.
        focused = page.evaluate("document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : ''")
        typed = page.locator("#command").input_value()
        raise AssertionError(f"no new prompt after {log_lines(page)[-25:]}, the focus on {focused}, "
                             f"{typed!r} in the command box, the last frames {page.frames_seen[-20:]}, "
                             f"the server's log {SERVER_LOG[-10:]}") from error


def letter_in(prompt: str) -> str:
    """The first answer a prompt names in its parentheses ("Colour (r, y, g, b)? >": "r")."""
    found = re.findall(r"\(([^()]*)\)", prompt)
    return found[-1].split(",")[0].split()[0].strip() if found else ""


def one_move(page: Any, t: Any) -> None:
    """One answer by keyboard, as a player reading the prompt and the hand would give it."""
    # The prompt's words and its number read at once: a prompt coming between two reads (a turn right after
    # a wait's news) would be waited for again, a stall only the player's move could end.
    prompt, count = page.evaluate("""() => {
        const prompt = document.getElementById("prompt");
        return [prompt.innerText.trim(), prompt.dataset.count || "0"];
    }""")
    command = page.locator("#command")
    in_hand = page.evaluate("document.activeElement && document.activeElement.closest('#hand') !== null")
    playable = page.locator("#hand button.playable").count()
    colour = t("prompt-color", colors="").split("(")[0]
    challenge = t("prompt-challenge")
    if prompt == t("prompt-wait").strip():
        wait_for_prompt(page, count)
        return
    if prompt.startswith(t("prompt-again-table").split("(")[0]):
        # The match is over: its question is the caller's to answer. The prompt may come before the
        # caller's look at the log sees "Match over", so Enter here would answer it ("Answer y or n").
        expect(page.locator("#log")).to_contain_text(t("match-over"), timeout=WAIT)
        return
    if prompt.startswith(colour) or prompt == challenge:
        if in_hand:
            page.keyboard.press("Tab")  # to the command box
        page.keyboard.type(letter_in(prompt) if prompt.startswith(colour) else "a")
        page.keyboard.press("Enter")
    elif prompt == t("prompt-play").strip() and page.locator("#hand button").count():
        if not in_hand:
            page.keyboard.press("Shift+Tab")  # from the command box back to the hand's card
        if playable:
            page.keyboard.press("z")
            page.keyboard.press("Enter")
        else:
            page.keyboard.press(" ")
    else:  # Enter answers the other questions (the next round, a chance that goes by, the drawn card: play it)
        if in_hand:
            page.keyboard.press("Tab")
        expect(command).to_be_focused()
        page.keyboard.press("Enter")
    wait_for_prompt(page, count)


def some_moves(page: Any, t: Any, count: int) -> None:
    """A few answers, fewer if the match ends first (one round may reach the target)."""
    for _ in range(count):
        if t("match-over") in log_lines(page):
            return
        try:
            one_move(page, t)
        except AssertionError:
            if t("match-over") in log_lines(page):
                return  # the move ended the match: no question follows
            raise


def play_to_the_end(page: Any, lang: str, moves: int = 400, questions: list[str] | None = None) -> None:
    """The match played to its end by keyboard; ``questions``: the first question of each kind met (a colour
    to choose, a +4 to challenge) is audited by axe-core, and its prompt added to the list."""
    t = translator(lang)
    over = t("match-over")
    kinds = (t("prompt-color", colors="").split("(")[0], t("prompt-challenge"))
    for _ in range(moves):
        if over in log_lines(page):
            return
        if questions is not None:
            prompt = page.locator("#prompt").inner_text().strip()
            kind = next((kind for kind in kinds if prompt.startswith(kind)), None)
            if kind is not None and not any(seen.startswith(kind) for seen in questions):
                assert audit(page) == [], prompt  # a question
                questions.append(prompt)
        try:
            one_move(page, t)
        except AssertionError:
            if over in log_lines(page):
                return
            raise
    prompt = page.locator("#prompt").inner_text()
    raise AssertionError(f"the match did not end: prompt {prompt!r}, last lines {log_lines(page)[-30:]}")


def audit(page: Any) -> list[Any]:
    """axe-core's violations of the page as it is, at WCAG 2.2 AA."""
    page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("""axe.run(document, {runOnly: {type: "tag", values:
        ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]}})""")
    assert result["passes"]  # axe ran, and checked something
    return [(violation["id"], [node["target"] for node in violation["nodes"]]) for violation in result["violations"]]


def screen(page: Any, lang: str) -> str:
    """The page's ARIA snapshot with what changes from match to match left out: the log's lines, the cards
    (one button stands for the hand), the code typed, the prompt."""
    kept: list[str] = []
    skip_deeper: int | None = None
    hand_depth: int | None = None
    card_seen = False
    label = translator(lang)("web-command")
    for line in page.locator("body").aria_snapshot().splitlines():
        depth = len(line) - len(line.lstrip())
        if skip_deeper is not None and depth > skip_deeper:
            continue
        skip_deeper = None
        if hand_depth is not None and depth <= hand_depth:
            hand_depth = None
        text = line.strip()
        if text.startswith("- log "):
            kept.append(line.rstrip(":"))
            skip_deeper = depth
            continue
        if text.startswith("- list "):
            hand_depth = depth
        elif hand_depth is not None and text.startswith("- listitem"):
            if card_seen:
                skip_deeper = depth
                continue
            card_seen = True
        elif hand_depth is not None and text.startswith("- button"):
            line = line[:depth] + '- button "(a card)"'
        line = re.sub(r'(textbox "[^"]*"): .*', r"\1", line)
        if text.startswith(f"- text: {label}"):
            line = line[:depth] + f"- text: {label} (the prompt)"
        kept.append(line)
    return "\n".join(kept) + "\n"


def golden(page: Any, name: str, lang: str) -> None:
    """The screen as its reviewed golden file says (written again with UNO_ACCESS_GOLDEN=update)."""
    import os

    path = GOLDEN / f"{name}.yml"
    shown = screen(page, lang)
    if os.environ.get("UNO_ACCESS_GOLDEN") == "update" or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(shown, encoding="utf-8")
    assert shown == path.read_text(encoding="utf-8"), f"{name}: the screen changed (review, then update)"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_match_in_the_page_against_bots_by_keyboard_only(browser: Any, server: Any, lang: str) -> None:
    t = translator(lang)
    host = Host(server.port, seed=11 if lang == "en" else 12)
    page = open_page(browser, server.port, lang, f"/t/{host.welcome.code}")
    assert page.locator("html").get_attribute("lang") == lang
    assert audit(page) == []  # the lobby
    golden(page, f"lobby.{lang}", lang)
    join_by_keyboard(page, "Zoé")
    expect(page.locator("#log")).to_contain_text(t("net-wait-host", host="Ann"), timeout=WAIT)
    assert audit(page) == []  # seated, waiting for the host
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    # The host leaves once asked its first move: the page may show the hand before it hears so.
    expect(page.locator("#log")).to_contain_text(t("net-bot", player="Ann"), timeout=WAIT)
    assert t("net-started") in log_lines(page)
    # The hand: buttons named in braille-deck notation, one in the tab order (roving focus).
    names = page.locator("#hand button").all_inner_texts()
    assert all(re.fullmatch(r"[a-z] (\d|\+2|\]\[|\[ \]|\+4|j|w)|[a-z+4\]\[ ]+", name) for name in names), names
    assert page.locator('#hand button[tabindex="0"]').count() == 1
    assert audit(page) == []  # a turn
    golden(page, f"turn.{lang}", lang)
    questions: list[str] = []
    play_to_the_end(page, lang, questions=questions)
    assert questions, "no question met: another seed"
    # The match is over: the console's "Match over", then its question, play again with the same people.
    expect(page.locator("#log p").last).to_have_text(t("match-over"), timeout=WAIT)
    assert page.locator("#hand button").count() == 0
    # The player's own turns are said at once: their lines sit in an assertive part of the log.
    turn = page.locator('#log p[aria-live="assertive"]')
    assert turn.count() > 0
    turn_starts = t("turn-play", top="@", color="", count=1).split("@")[0]
    turns = [paragraph for paragraph in page.locator("#log p").all() if paragraph.inner_text().startswith(turn_starts)]
    assert turns and all(paragraph.get_attribute("aria-live") == "assertive" for paragraph in turns)
    assert page.locator("#log").get_attribute("role") == "log"
    assert page.errors == []
    assert audit(page) == []  # the match's end
    golden(page, f"end.{lang}", lang)
    # No: the seat leaves; its console ends, said once by the page; Enter goes back to the start (the page's
    # keys and lines were refused in silence).
    page.locator("#command").focus()
    page.keyboard.type("n")  # (n)on, (n)o
    page.keyboard.press("Enter")
    expect(page.locator("#log p").last).to_have_text(t("web-over"), timeout=WAIT)
    lines = log_lines(page)
    assert lines[-2] == t("goodbye") and lines.count(t("web-over")) == 1
    sent = len(page.frames_seen)
    page.keyboard.press("F2")  # a key of the seat that left: refused in silence, its connection kept
    for _ in range(WAIT // 50):  # till the server answered it, or closed the connection
        after = page.frames_seen[sent:]
        if "closed" in after or any(frame.startswith("< ") and "not-now" in frame for frame in after):
            break
        page.wait_for_timeout(50)
    assert "closed" not in page.frames_seen[sent:], page.frames_seen[sent:]
    assert t("net-lost") not in log_lines(page) and log_lines(page)[-1] == t("web-over")
    page.keyboard.press("Enter")
    expect(page.locator("#lobby")).to_be_visible(timeout=WAIT)
    expect(page.locator("#name")).to_be_focused()
    assert page.evaluate("sessionStorage.getItem('uno-access-seat')") is None
    assert audit(page) == []  # back at the start
    page.context.close()


def test_yes_to_play_again_in_the_page_deals_a_new_match_at_the_same_table(browser: Any, server: Any) -> None:
    """At "Match over" the page's console asks to play again with the same people: y, then Enter, and the
    same table deals again (its host left: a bot plays for it, the page is the only one to answer)."""
    t = translator("en")
    host = Host(server.port, seed=11)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "Zoé")
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    play_to_the_end(page, "en")
    expect(page.locator("#log p").last).to_have_text(t("match-over"), timeout=WAIT)
    expect(page.locator("#prompt")).to_have_text(t("prompt-again-table"), timeout=WAIT)
    page.locator("#command").focus()
    page.keyboard.type("y")
    page.keyboard.press("Enter")
    # The new match's hand, at the same table (the address keeps its code), and the seat still the page's.
    expect(page.locator("#hand button")).to_have_count(7, timeout=WAIT)
    lines = log_lines(page)
    ended = lines.index(t("match-over"))
    assert t("net-again-wait") in lines[ended:] and t("web-over") not in lines and t("goodbye") not in lines
    assert page.evaluate("location.pathname") == f"/t/{host.welcome.code}"
    assert page.evaluate("sessionStorage.getItem('uno-access-seat')") is not None
    assert page.errors == []
    page.context.close()


class _TurnWhileRead:
    """A page whose turn comes (a new prompt, ">", with a playable card) right after the test's first look at
    its prompt: what happens on a loaded machine when the prompt's words and its number are read apart."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.keyboard = page.keyboard
        self.frames_seen: list[str] = []
        self.came = False

    def _turn_comes(self) -> None:
        if not self.came:
            self.came = True
            self.page.evaluate("""() => {
                const prompt = document.getElementById("prompt");
                prompt.textContent = ">";
                prompt.dataset.count = String(Number(prompt.dataset.count) + 1);
                document.querySelector("#hand button").classList.add("playable");
            }""")

    def evaluate(self, *args: Any) -> Any:
        result = self.page.evaluate(*args)
        self._turn_comes()
        return result

    def locator(self, selector: str) -> Any:
        real = self.page.locator(selector)
        if self.came:
            return real  # (Playwright's expect takes only its own locators)
        outer = self

        class Read:
            def __getattr__(self, name: str) -> Any:
                found = getattr(real, name)
                if name not in ("inner_text", "get_attribute", "count", "all_inner_texts"):
                    return found

                def read(*args: Any, **kwargs: Any) -> Any:
                    result = found(*args, **kwargs)
                    outer._turn_comes()
                    return result
                return read
        return Read()


def test_a_turn_that_comes_while_the_test_reads_the_prompt_is_not_waited_for_again(browser: Any) -> None:
    # The whole match's test stalled (1 run in 10): it read "Waiting >", the turn's prompt came, then it read
    # the prompt's number, the turn's, and waited for a prompt after it, which only its move could bring.
    t = translator("en")
    page = browser.new_context().new_page()
    page.set_content(f"""<ul id="hand"><li><button type="button">r 5</button></li></ul>
        <form><span id="prompt" data-count="3">{t("prompt-wait")}</span><input id="command"></form>
        <div id="log"></div>""")
    page.locator("#command").focus()
    one_move(_TurnWhileRead(page), t)  # a prompt came after the one read: nothing to wait for
    page.context.close()


def test_a_console_and_a_browser_at_one_table_each_see_only_their_own_hand_and_chat(browser: Any,
                                                                                    server: Any) -> None:
    from uno_access.console.options import HandOrder
    from uno_access.console.render import sort_hand
    from uno_access.engine.rules import RuleSet
    from uno_access.net.client import Link, RemoteTable
    from uno_access.notation import format_card

    rules = RuleSet.preset("official").replace(target_score=60)
    link = Link(f"ws://127.0.0.1:{server.port}", p.Create("Ann", "en", rules, 1, pace=0.0, seed=5)).start()

    def console_until(wanted: Any) -> Any:
        while True:
            message = link.inbox.get(timeout=WAIT / 1000)
            if wanted(message):
                return message

    welcome = console_until(lambda message: isinstance(message, p.Welcome))
    page = open_page(browser, server.port, "en", f"/t/{welcome.code}")
    frames: list[str] = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda frame: frames.append(str(frame))))
    join_by_keyboard(page, "Zoé")
    console_until(lambda message: isinstance(message, p.Presence) and message.what == "joined")
    link.send(p.Start())
    ask = console_until(lambda message: isinstance(message, p.Ask))
    table = RemoteTable(link, welcome)
    table.ask = ask
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    room = server.server.rooms[welcome.code]
    hands = room.table.state.hands
    shown = page.locator("#hand button").all_inner_texts()
    assert shown == [format_card(card, "en") for card in sort_hand(hands[1], HandOrder.COLOR)]
    assert sorted(ask.view.hand, key=str) == sorted(hands[0], key=str) and ask.view.player == 0
    # The page's frames hold its own view only: every ask is seat 1's.
    asks = [json.loads(frame) for frame in frames if frame.startswith('{"v":1,"t":"ask"')]
    assert asks and all(data["view"]["player"] == 1 for data in asks)
    # Chat both ways: the console's line in the page's log, the page's "say" at the console.
    link.send(p.Chat("bonjour"))
    expect(page.locator("#log")).to_contain_text(translator("en")("net-said", player="Ann", text="bonjour"),
                                                 timeout=WAIT)
    page.locator("#command").focus()
    page.keyboard.type("say hello all")
    page.keyboard.press("Enter")
    said = console_until(lambda message: isinstance(message, p.Said) and message.seat != 0)
    assert (said.seat, said.text) == (1, "hello all")
    link.close(leave=True)
    page.context.close()


def test_a_reload_in_the_middle_of_a_match_comes_back_to_the_seat(browser: Any, server: Any) -> None:
    t = translator("en")
    host = Host(server.port, target=500, seed=21)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "Zoé")
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    some_moves(page, t, 4)
    kept = json.loads(page.evaluate("sessionStorage.getItem('uno-access-seat')"))
    assert kept["token"] and kept["token"] not in page.url and kept["code"] in page.url
    before = log_lines(page)
    page.add_init_script(OBSERVE_ADDED_LINES)
    page.reload()
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    page.wait_for_function(f"document.querySelectorAll('#log p').length >= {len(before)}", timeout=WAIT)
    after = log_lines(page)
    assert after[:len(before)] == before  # the log as it was, then the match goes on
    # The lines heard before the reload are back in the log to be read again, not said again (up to 1,000
    # lines late in a match, said one after another by a screen reader: the browser tester's finding).
    added = page.evaluate("window.added")
    again = added[:len(before)]
    assert [text for text, _, _ in again] == before
    assert all(live == "off" and own is None for _, live, own in again), again[:3]
    expect(page.locator("#log")).to_have_attribute("aria-live", "polite", timeout=WAIT)  # live again once they were seen
    assert t("net-reconnected") not in after and t("net-lost") not in after  # a reload: nothing was lost
    assert json.loads(page.evaluate("sessionStorage.getItem('uno-access-seat')"))["token"] == kept["token"]
    some_moves(page, t, 3)
    assert page.errors == []
    page.context.close()



#: What a screen reader would say: each line added to the log, with whether the log was live then (read when
#: the browser next looks, after the whole message is in, as a screen reader's browser does).
OBSERVE_ADDED_LINES = """
    window.added = [];
    new MutationObserver((changes) => {
      const log = document.getElementById("log");
      for (const change of changes) for (const node of change.addedNodes)
        if (node.tagName === "P" && node.parentNode === log) window.added.push([node.textContent, log.getAttribute("aria-live"),
                                                     node.getAttribute("aria-live")]);
    }).observe(document, {childList: true, subtree: true});
"""


def test_lines_that_came_during_a_reload_are_said_and_those_heard_before_are_not(browser: Any, server: Any) -> None:
    # A page reloaded while the table goes on gets back, in one message, the lines it had shown and those it
    # had not (on their way when it went: the bots play on). A live region is read when the browser next
    # looks at it, after the whole message is in: the lines shown before must not be live then, and the new
    # ones must be (a fresh-clone CI run found such a batch live from its first line: all of it said again).
    t = translator("en")
    host = Host(server.port, target=500, seed=21)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "Zoé")
    expect(page.locator("#log")).to_contain_text(t("net-wait-host", host="Ann"), timeout=WAIT)
    before = log_lines(page)
    assert len(before) >= 2
    # The last line shown, as if it were still on its way when the page went: the page had not kept it.
    page.evaluate("""() => {
        const kept = JSON.parse(sessionStorage.getItem("uno-access-seat"));
        kept.heard -= 1;
        sessionStorage.setItem("uno-access-seat", JSON.stringify(kept));
    }""")
    page.add_init_script(OBSERVE_ADDED_LINES)
    page.reload()
    expect(page.locator("#log")).to_contain_text(before[-1], timeout=WAIT)
    added = page.evaluate("window.added")
    assert [text for text, _, _ in added][:len(before)] == before
    assert all(live == "off" and own is None for _, live, own in added[:len(before) - 1]), added
    assert added[len(before) - 1][1] == "polite", added  # the line not heard yet: said
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    assert page.locator("#log").get_attribute("aria-live") == "polite"
    assert page.errors == []
    page.context.close()

def seated_page(browser: Any, server: Any, lang: str, seed: int, viewport: dict[str, int] | None = None) -> Any:
    """A page sat at a table (its host gone, a bot in its place) whose match has started."""
    host = Host(server.port, target=500, seed=seed)
    page = open_page(browser, server.port, lang, f"/t/{host.welcome.code}", viewport)
    join_by_keyboard(page, "Zoé")
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    return page


def test_a_lost_connection_is_said_once_and_the_seat_plays_on(browser: Any, server: Any) -> None:
    t = translator("en")
    page = seated_page(browser, server, "en", 31)
    some_moves(page, t, 2)
    sockets = server.server._server
    sockets.get_loop().call_soon_threadsafe(lambda: [connection.transport.abort() for connection in sockets.connections])
    expect(page.locator("#log")).to_contain_text(t("net-lost"), timeout=WAIT)
    expect(page.locator("#log")).to_contain_text(t("net-reconnected"), timeout=WAIT)
    some_moves(page, t, 3)
    lines = log_lines(page)
    assert lines.count(t("net-lost")) == 1 and lines.count(t("net-reconnected")) == 1
    assert lines.index(t("net-lost")) < lines.index(t("net-reconnected"))
    assert page.errors == []
    page.context.close()


def test_the_page_at_400_percent_zoom_and_in_forced_colours(browser: Any, server: Any) -> None:
    """1280 by 1024 at 400 %: a 320 by 256 window; nothing scrolls sideways, the focus shows, and axe finds
    nothing in forced-colours mode either."""
    t = translator("en")
    small = {"width": 320, "height": 256}
    host = Host(server.port, target=500, seed=41)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}", small)
    sideways = "document.documentElement.scrollWidth > document.documentElement.clientWidth"
    assert page.evaluate(sideways) is False
    join_by_keyboard(page, "Zoé")
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    some_moves(page, t, 1)
    assert page.evaluate(sideways) is False
    page.locator("#command").focus()
    page.keyboard.press("Shift+Tab")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert page.evaluate("document.activeElement.closest('#hand') !== null") and outline != "none"
    page.emulate_media(forced_colors="active")
    assert audit(page) == []
    page.context.close()


def test_the_console_s_keys_and_commands_in_the_page(browser: Any, server: Any) -> None:
    """F2 says the last lines again, ? the help, Page Up a line of the history, and the command box reads the
    console's commands, in French here: `main` says the hand, a word it does not know is refused aloud."""
    t = translator("fr")
    page = seated_page(browser, server, "fr", 51)
    sounds = page.locator("#sounds")
    assert not sounds.is_checked()  # off unless asked for
    sounds.focus()
    page.keyboard.press(" ")
    assert sounds.is_checked()
    command = page.locator("#command")
    command.focus()

    def said_after(action: Any, prompted: bool = True) -> list[str]:
        """What ``action`` made the page say: a line typed is answered, then read again (a new prompt); a key
        that only says something leaves the line being read as it was."""
        count = prompt_count(page)
        before = len(log_lines(page))
        action()
        if prompted:
            wait_for_prompt(page, count)
        expect(page.locator("#log p").nth(before)).to_be_attached(timeout=WAIT)
        return log_lines(page)[before:]

    def press(key: str) -> Any:
        return lambda: page.keyboard.press(key)

    def typed(text: str) -> Any:
        def send() -> None:
            page.keyboard.type(text)
            page.keyboard.press("Enter")
        return send

    hand = said_after(typed(t("command-hand")))
    assert hand[0].startswith(t("hand-intro", count=page.locator("#hand button").count()))
    again = said_after(press("F2"), prompted=False)  # repeat: the game's last lines again, not the hand (the
    assert again and again[0] != hand[0]             # console says it aside: repeat skips what answers a question)
    assert said_after(press("?"), prompted=False)  # the help of the moment
    assert audit(page) == []  # the help said
    assert said_after(press("PageUp"), prompted=False)  # a line of the history
    refused_before = page.locator('#log p[aria-live="assertive"]').count()
    said_after(typed("xyzzy"))
    assert page.locator('#log p[aria-live="assertive"]').count() > refused_before
    assert page.errors == []
    page.context.close()


def test_a_seat_that_is_no_more_brings_the_page_back_to_the_lobby_saying_why(browser: Any, server: Any) -> None:
    """A tab kept after its table closed (or a token the server does not know): the page says the table's refusal
    in words and offers to join again, instead of waiting forever on an empty table."""
    t = translator("en")
    host = Host(server.port, seed=61)
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    seat = {"code": host.welcome.code, "token": "not-a-token", "name": "Zoé", "lang": "en", "heard": 3}
    page.evaluate(f"sessionStorage.setItem('uno-access-seat', {json.dumps(json.dumps(seat))})")
    page.reload()
    expect(page.locator("#lobby")).to_be_visible(timeout=WAIT)
    # Answered as a wrong code is (the server's one greeting: no answer tells a table's tokens from its code).
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-no-table"), timeout=WAIT)
    assert page.evaluate("sessionStorage.getItem('uno-access-seat')") is None
    assert page.locator("#table").is_hidden()
    expect(page.locator("#name")).to_be_focused()  # the first field, not the page's body (break report #8)
    page.keyboard.type("Zoé")
    page.locator("#join").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)  # and the table is there to join again
    host.link.close(leave=True)
    page.context.close()


def test_a_table_with_a_password_is_joined_from_the_page_only_with_it(browser: Any, server: Any) -> None:
    """A table opened with ``--password``: the page's hello goes through the server's greeting, so a wrong
    password is answered as a wrong code is ("No table has this code (or password)."), and the right one,
    typed in the page's password field, seats the player."""
    t = translator("en")
    host = Host(server.port, seed=71, password="tulipe 7")
    page = open_page(browser, server.port, "en", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "Zoé", "tulipe", seated=False)
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-no-table"), timeout=WAIT)
    assert page.locator("#table").is_hidden()
    assert audit(page) == []  # the password refused
    page.locator("#password").fill("tulipe 7")
    page.locator("#join").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)
    host.start_and_leave()
    expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
    assert page.errors == []
    page.context.close()


# ---------------------------------------------------------------- servers that stop, start again, share a directory

class Loop:
    """An event loop in a thread of its own, for servers the test stops and starts (or several at once)."""

    def __init__(self) -> None:
        import asyncio
        import threading

        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="wt-browser-servers", daemon=True)
        self.thread.start()

    def run(self, coroutine: Any) -> Any:
        import asyncio

        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(WAIT / 1000)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def frames_opened(page: Any) -> list[str]:
    """The WebSocket addresses the page opened, in order."""
    return [frame.removeprefix("open ") for frame in page.frames_seen if frame.startswith("open ")]


@pytest.mark.parametrize("left", [False, True], ids=["answered", "left-too-long"])
def test_the_page_comes_back_to_its_seat_after_the_server_was_started_again(browser: Any, tmp_path: Path,
                                                                             left: bool) -> None:
    """The trust issue's restart: ``serve`` keeps its tables (SQLite); stopped in the middle of a match and
    started again on its port, it takes them back, and the page, which kept trying, comes back to its seat
    by itself: "Connection lost" once, then "Connection back" once, its log as it was, the match goes on.

    The same seat: the page shows the hand the table taken back holds for it, the hand it showed before the
    stop unless a move was made for it since.  A turn left unanswered past the silent seat's wait (15 s) is
    played for it: a loaded machine's return reached that once, and the hand compared with the one before
    had two cards more (a +2 taken for the seat).  ``left`` leaves the turn that long on purpose."""
    from uno_access.cli import web_pages
    from uno_access.net.server import Server
    from uno_access.net.store import TableStore

    t = translator("en")
    store = str(tmp_path / "server.db")
    loop = Loop()
    logged: list[str] = []

    async def start(port: int = 0) -> tuple[Any, int]:
        server = Server(log=logged.append, store=TableStore(store), seeds=True, pages=web_pages())
        listening = await server.start("127.0.0.1", port)
        taken.append(server.take_back())  # as serve does: before any request is read
        return server, listening

    taken: list[int] = []

    server, port = loop.run(start())
    try:
        host = Host(port, target=500, seed=81)
        page = open_page(browser, port, "en", f"/t/{host.welcome.code}")
        join_by_keyboard(page, "Zoé")
        host.start_and_leave()
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        some_moves(page, t, 3)
        before = log_lines(page)
        hand = page.locator("#hand button").all_inner_texts()
        loop.run(server.close())
        code = host.welcome.code
        played = loop.run(moves_at(server, code))  # the moves the table taken back starts from
        expect(page.locator("#log")).to_contain_text(t("net-lost"), timeout=WAIT)
        server, _ = loop.run(start(port))
        assert taken == [0, 1]
        expect(page.locator("#log")).to_contain_text(t("net-reconnected"), timeout=WAIT)
        wait_for_prompt(page, "0")
        lines = log_lines(page)
        assert lines[:len(before)] == before
        assert lines.count(t("net-lost")) == 1 and lines.count(t("net-reconnected")) == 1
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        if left:  # the turn left unanswered: the silent seat's wait, then a move made for it (said once more)
            silent = t("net-silent", you="yes", player="Zoé")
            expect(page.locator("#log p", has_text=silent)).to_have_count(lines.count(silent) + 1, timeout=WAIT)
        shown = hand_of_the_seat(page, loop, server, code, 1)  # the same seat
        assert shown == hand or loop.run(moves_at(server, code)) > played, (shown, hand)
        some_moves(page, t, 3)
        assert page.errors == []
        page.context.close()
    finally:
        loop.run(server.close())
        loop.close()


async def moves_at(server: Any, code: str) -> int:
    """The moves of table ``code`` on ``server`` (read on the servers' loop)."""
    return len(server.rooms[code].table.state.log)


def hand_of_the_seat(page: Any, loop: Loop, server: Any, code: str, seat: int) -> list[str]:
    """The hand the page shows, once it is the one ``server`` holds for ``seat`` now (a look between a move and
    its prompt looks again), in the page's order."""
    from uno_access.notation import format_card

    async def held() -> list[str]:
        return sorted(format_card(card, "en") for card in server.rooms[code].table.state.hands[seat])

    for _ in range(WAIT // 100):
        shown = page.locator("#hand button").all_inner_texts()
        if sorted(shown) == loop.run(held()):
            return list(shown)
        page.wait_for_timeout(100)
    raise AssertionError(f"the page shows {shown}, the seat holds {loop.run(held())}")


@contextlib.contextmanager
def shared_servers(tmp_path: Path, count: int = 2) -> Iterator[tuple[Loop, list[str], list[tuple[Any, str, Any]]]]:
    """``count`` servers sharing a Redis of their own (tests/test_net_redis.py's), each with its housekeeping, on
    a :class:`Loop`; all stopped after the block (the test passed or not): the loop, the servers' log, the servers
    (each ``(server, address, housekeeping)``)."""
    from uno_access.cli import web_pages

    from .test_net_redis import RedisProcess, start

    loop = Loop()
    logged: list[str] = []
    redis = RedisProcess(tmp_path)
    servers: list[tuple[Any, str, Any]] = []
    try:
        for _ in range(count):
            servers.append(loop.run(start(redis.url, logged, web_pages())))
        yield loop, logged, servers
    finally:
        for server, _address, _housekeeping in servers:
            loop.run(server.close())
        loop.close()
        redis.stop()


needs_redis = pytest.mark.skipif(shutil.which("redis-server") is None,
                                 reason="redis-server is not installed (apt-get install redis-server)")


@needs_redis
@pytest.mark.parametrize("moved", [False, True], ids=["held", "moved-first"])
def test_a_page_sent_elsewhere_joins_the_server_that_holds_the_table(browser: Any, tmp_path: Path,
                                                                    moved: bool) -> None:
    """Several servers share a Redis; the page is opened from one, its table is held by another: the first
    answers ``elsewhere`` with the holder's address, and the page sits there, as a console would.

    A loaded machine that pauses the servers' loop past their lease (3 s here) before the page's hello lets
    the page's own server take the table over: the page then sits there at once, nobody sends it elsewhere.
    ``moved`` makes that pause on purpose (the holder's housekeeping stopped past its lease, then resumed)."""
    with shared_servers(tmp_path) as (loop, logged, servers):
        (first, first_address, _), (second, second_address, _) = servers
        host = Host(int(second_address.rsplit(":", 1)[1]), seed=91)
        code = host.welcome.code
        if moved:
            pause_past_the_lease(loop, servers, 1, code)
            # The host's console follows the table first: a "joined" said while it moves is not said again.
            loop.run(until(lambda: first.rooms[code].people[0].send is not None))
        page = open_page(browser, int(first_address.rsplit(":", 1)[1]), "en", f"/t/{code}")
        join_by_keyboard(page, "Zoé")
        host.start_and_leave()
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        opened = [address.rstrip("/") for address in frames_opened(page)]
        if opened[:2] != [first_address, second_address]:  # the page's own server held the table by its hello
            assert opened[0] == first_address and f"table {code}: taken over from {second_address}" in logged, \
                (opened, logged[-10:])
        assert page.errors == []
        page.context.close()


@needs_redis
@pytest.mark.parametrize("moved", [False, True], ids=["held", "moved-first"])
def test_a_page_whose_server_is_gone_goes_on_at_another_server_of_its_list(browser: Any, tmp_path: Path,
                                                                          moved: bool) -> None:
    """The server holding the page's table stops (its table in Redis): the page, told the servers sharing the
    directory (``servers``), tries the next one, which takes the table over; the seat plays on there,
    "Connection lost" and "Connection back" said once each.

    The server stopped is the one holding the table then, not the page's own: a loaded machine that pauses the
    servers' loop longer than their lease (3 s here) lets the other server take the table over first, and the
    page follows it there without a word (``elsewhere``).  Stopping the page's own server then stopped nothing
    of the page's, which played on, silent ("Connection back" never came: seen in a stress run).  ``moved``
    makes that pause on purpose: the first server's housekeeping stops past its lease, the second takes the
    table over, the first (going on) hands its seat over."""
    t = translator("en")
    with shared_servers(tmp_path) as (loop, logged, servers):
        (first, first_address, _), (second, second_address, _) = servers
        host = Host(int(first_address.rsplit(":", 1)[1]), target=500, seed=92)
        code = host.welcome.code
        page = open_page(browser, int(first_address.rsplit(":", 1)[1]), "en", f"/t/{code}")
        join_by_keyboard(page, "Zoé")
        host.start_and_leave()
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        some_moves(page, t, 2)
        assert any('"t":"servers"' in frame and second_address in frame for frame in page.frames_seen)
        if moved:
            pause_past_the_lease(loop, servers, 0, code)
            loop.run(until(lambda: second.rooms[code].people[1].send is not None))  # the page sits there now
        before = log_lines(page)

        async def stop_the_holder() -> int:
            # Which server holds the table, and its stop, in one step of the servers' loop: no take-over between.
            index = 0 if code in first.rooms else 1
            server, _address, keeping = servers[index]
            keeping.cancel()
            await server.close()
            return index

        stopped = loop.run(stop_the_holder())
        other, other_address, _ = servers[1 - stopped]
        expect(page.locator("#log")).to_contain_text(t("net-reconnected"), timeout=WAIT)
        assert code in other.rooms, logged[-10:]
        assert frames_opened(page)[-1].rstrip("/") == other_address, frames_opened(page)
        expect(page.locator("#hand button").first).to_be_visible(timeout=WAIT)
        some_moves(page, t, 3)
        lines = log_lines(page)
        assert lines[:len(before)] == before
        assert lines.count(t("net-lost")) == 1 and lines.count(t("net-reconnected")) == 1
        assert page.errors == []
        page.context.close()


def pause_past_the_lease(loop: Loop, servers: list[tuple[Any, str, Any]], index: int, code: str) -> None:
    """The server ``index`` (holding table ``code``) says it is alive no more for longer than its lease (a
    machine that paused it), then goes on: another server took the table over meanwhile, and the paused one,
    seeing its lease lapsed, hands the table's seats over to it (``elsewhere``).  Waits for each step (bounds,
    not timings)."""
    import asyncio

    server, address, keeping = servers[index]

    async def pause() -> Any:
        await until(lambda: not server.directory.unwritten())  # its table in Redis, for the other to take over
        keeping.cancel()  # its housekeeping: its "alive" in the directory, and its look at its own tables
        await until(lambda: any(code in other.rooms for other, _, _ in servers if other is not server))
        resumed = asyncio.get_running_loop().create_task(server.serve_forever())
        await until(lambda: code not in server.rooms)  # it saw its lease lapsed: its table stopped here
        return resumed

    servers[index] = (server, address, loop.run(pause()))


async def until(done: Any) -> None:
    """Until ``done()`` (on the servers' loop: what it reads is theirs), at most :data:`WAIT`."""
    import asyncio

    for _ in range(WAIT // 50):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("not done in time")


def test_a_seat_taken_over_by_a_console_is_said_once_and_the_page_does_not_take_it_back(browser: Any,
                                                                                       server: Any) -> None:
    """The page's player opens their seat in a console (its token): the page says "taken over from another
    place" once, back at the lobby, and never reconnects to the seat (two places would take it from each
    other forever); the console plays on."""
    from uno_access.net.client import Link

    t = translator("en")
    page = seated_page(browser, server, "en", 101)
    kept = json.loads(page.evaluate("sessionStorage.getItem('uno-access-seat')"))
    opened = len(frames_opened(page))
    console = Link(f"ws://127.0.0.1:{server.port}", p.Hello(kept["code"], "Zoé", "en", kept["token"])).start()
    try:
        while not isinstance(console.inbox.get(timeout=WAIT / 1000), p.Welcome):
            pass
        expect(page.locator("#lobby-error")).to_have_text(t("net-refused-taken-over"), timeout=WAIT)
        assert page.locator("#table").is_hidden()
        expect(page.locator("#name")).to_be_focused()  # break report #8: it fell to the page's body
        assert page.evaluate("sessionStorage.getItem('uno-access-seat')") is None
        page.wait_for_timeout(2500)  # longer than the page's wait before a reconnection: none comes
        assert len(frames_opened(page)) == opened
        assert t("net-lost") not in log_lines(page)
        console.send(p.Look())
        while not isinstance(console.inbox.get(timeout=WAIT / 1000), p.Ask):
            pass
        assert page.errors == []
    finally:
        console.close(leave=True)
        page.context.close()


def test_letters_typed_on_the_hand_go_to_the_command_box(browser: Any, server: Any) -> None:
    """A player on their hand who hears a question ("Choose the colour: r, y, g or b.") types its answer
    there: the letters go to the command box, with the focus, and Enter sends the line; the hand's own keys
    (arrows, z, Space, Enter) stay the hand's.  (Typed on the hand, the letters were lost, and the Enter
    after them played the card under the focus.)"""
    t = translator("en")
    page = seated_page(browser, server, "en", 111)
    page.locator("#command").focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.closest('#hand') !== null")
    cards = page.locator("#hand button").count()
    count = prompt_count(page)
    before = len(log_lines(page))
    page.keyboard.type(t("command-hand"))
    expect(page.locator("#command")).to_be_focused()
    expect(page.locator("#command")).to_have_value(t("command-hand"))
    page.keyboard.press("Enter")
    wait_for_prompt(page, count)
    expect(page.locator("#log p").nth(before)).to_be_attached(timeout=WAIT)
    assert log_lines(page)[before].startswith(t("hand-intro", count=cards))
    assert page.locator("#hand button").count() == cards  # nothing played
    assert page.errors == []
    page.context.close()


def test_the_focus_goes_to_the_command_box_when_the_hand_it_was_on_is_emptied(browser: Any, server: Any) -> None:
    """The player's last card played from the hand (the round won): the hand is empty, and the focus, which
    was on its card, goes to the command box, where Enter answers "Enter: next round" (it fell to the page's
    body, where Enter did nothing: a stall found playing the page).  The server here is Playwright's stand-in
    for the WebSocket, which answers as the table would."""
    t = translator("en")
    lines: list[dict[str, Any]] = []

    def answer(send: Any, message: dict[str, Any]) -> None:
        if len(lines) == 1:
            send({"t": "words", "first": 1, "lines": ["You play r 7."], "loud": False})
            send({"t": "prompt", "text": t("prompt-next-round").strip(), "cards": [], "playable": []})

    page = seated_at_stand_in(browser, server, "en", t, lines, answer)
    expect(page.locator("#hand button")).to_have_count(1, timeout=WAIT)
    page.locator("#command").focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.closest('#hand') !== null")
    page.keyboard.press("Enter")  # the last card
    expect(page.locator("#hand button")).to_have_count(0, timeout=WAIT)
    expect(page.locator("#command")).to_be_focused()
    page.keyboard.press("Enter")  # the next round
    expect(page.locator("#command")).to_be_focused()
    until_sent(page, lines, 2)
    assert [line.get("focus", -1) for line in lines] == [0, -1] and lines[1]["text"] == "", lines
    assert page.errors == []
    page.context.close()


def seated_at_stand_in(browser: Any, server: Any, lang: str, t: Any, lines: list[dict[str, Any]],
                       answer: Any) -> Any:
    """A page whose table is :func:`stand_in_table`'s, joined by the keyboard as Zoé."""
    page = open_page(browser, server.port, lang, "/t/123456")
    page.route_web_socket(re.compile(r"^ws://"), stand_in_table(t, lines, answer))
    join_by_keyboard(page, "Zoé")
    return page


def stand_in_table(t: Any, lines: list[dict[str, Any]], answer: Any) -> Any:
    """Playwright's stand-in for the table's WebSocket: it welcomes the page at a started table, gives it a turn,
    and hands every line the page sends to ``answer(send, message)`` (kept in ``lines``)."""
    def table(socket: Any) -> None:
        def send(message: dict[str, Any]) -> None:
            socket.send(json.dumps({"v": 1, **message}))

        def receive(text: Any) -> None:
            message = json.loads(text)
            if message["t"] in ("hello", "create"):
                send({"t": "welcome", "seat": 0, "token": "tok", "names": ["Zoé", "Bob"], "bots": [1],
                      "code": "123456", "host": False, "started": True})
                send({"t": "words", "first": 0, "lines": [t("turn-play", top="r 5", color="red", count=1)],
                      "loud": True})
                send({"t": "prompt", "text": ">", "cards": ["r 7"], "playable": [True]})
            else:
                lines.append(message)
                answer(send, message)

        socket.on_message(receive)

    return table


def until_sent(page: Any, lines: list[Any], count: int) -> None:
    for _ in range(300):  # the line on its way to the stand-in (a bound, not a timing)
        if len(lines) >= count:
            return
        page.wait_for_timeout(100)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refusal_after_joining_is_said_and_a_no_break_space_is_a_space(browser: Any, server: Any,
                                                                          lang: str) -> None:
    """Break report #3: every refusal the table sends after the welcome (bad-line, flood, cannot-save...) is said
    in the log, in the page's language (it was dropped: the player believed they spoke); a chat line typed
    with a no-break space (French typography) or a Tab goes as plain spaces instead of being refused."""
    t = translator(lang)
    lines: list[dict[str, Any]] = []

    def answer(send: Any, message: dict[str, Any]) -> None:
        if not str(message.get("text", "")).isprintable():
            send({"t": "refused", "reason": "bad-line", "detail": "at most 320 printable characters"})
        else:
            send({"t": "refused", "reason": "cannot-save", "detail": "disk full"})

    page = seated_at_stand_in(browser, server, lang, t, lines, answer)
    page.locator("#command").fill("dis bonjour\u00a0!\tça va\u202f?")
    page.locator("#command").press("Enter")
    until_sent(page, lines, 1)
    assert lines[0]["text"] == "dis bonjour ! ça va ?", lines
    expect(page.locator("#log p").last).to_have_text(t("net-refused-cannot-save"), timeout=WAIT)
    # A refusal of a line the page cannot clean (a control character) is said too, in words.
    page.evaluate("""() => {
        const box = document.getElementById('command'); box.value = 'x\\u0007';
    }""")
    page.locator("#command").press("Enter")
    until_sent(page, lines, 2)
    expect(page.locator("#log p").last).to_have_text(
        re.compile(re.escape(t("net-refused-bad-line").split("\n")[0])), timeout=WAIT)
    assert page.locator("#log p").last.get_attribute("aria-live") == "assertive"
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize(("name", "said"), [("Zo\u200bé", "net-refused-bad-name"), ("Zoé!!!", "net-refused-name-letters"),
                                            ("Zo\u0435", "net-refused-name-scripts")])  # a Cyrillic "е"
def test_a_name_the_server_refuses_is_refused_in_words_in_the_page(browser: Any, server: Any, name: str,
                                                                   said: str) -> None:
    """A name with an invisible sign, or with marks no name holds: the page says what was wrong and what is
    allowed, as the console does (it said "La table a refusé.", the mediums helper's finding)."""
    t = translator("fr")
    host = Host(server.port, seed=122)
    page = open_page(browser, server.port, "fr", f"/t/{host.welcome.code}")
    page.locator("#name").fill(name)
    page.locator("#join").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#lobby-error")).to_have_text(t(said, max=p.MAX_NAME), timeout=WAIT)
    host.link.close(leave=True)
    page.context.close()


def test_a_name_taken_at_the_table_is_refused_in_words_in_the_page(browser: Any, server: Any) -> None:
    """Break report #1 (names were not unique): the server refuses a seat under the host's name; the page says
    why in words ("Someone here has this name"), not a reason code, and the player may choose another."""
    t = translator("fr")
    host = Host(server.port, seed=121)
    page = open_page(browser, server.port, "fr", f"/t/{host.welcome.code}")
    join_by_keyboard(page, "ANN", seated=False)
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-name-taken"), timeout=WAIT)
    page.locator("#name").fill("Zoé")
    page.locator("#join").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)
    host.link.close(leave=True)
    page.context.close()


def test_the_language_switched_at_the_table_keeps_each_line_in_its_own_voice(browser: Any, server: Any) -> None:
    """Break report #2: the page switched to French at an English seat. The page's labels turn French, but the
    seat's console speaks on in English: each game line, the prompt and the hand carry lang="en" (a screen
    reader reads them with the English voice, not the page's French one), and the page says, in French, that
    the game's lines change at the next table."""
    t = translator("en")
    fr = translator("fr")
    lines: list[dict[str, Any]] = []

    def answer(send: Any, message: dict[str, Any]) -> None:
        send({"t": "words", "first": 1, "lines": [t("hand-intro", count=1) + " r 7."], "loud": False})
        send({"t": "prompt", "text": ">", "cards": ["r 7"], "playable": [True]})

    page = seated_at_stand_in(browser, server, "en", t, lines, answer)
    expect(page.locator("#hand button")).to_have_count(1, timeout=WAIT)
    page.locator("#lang").select_option("fr")
    expect(page.locator("html")).to_have_attribute("lang", "fr", timeout=WAIT)
    expect(page.locator("#log p").last).to_have_text(
        re.compile(re.escape(fr("web-lang-later").split("\n")[0])), timeout=WAIT)
    assert page.locator("#log p").last.get_attribute("lang") == "fr"
    page.locator("#command").fill("hand")
    page.locator("#command").press("Enter")
    expect(page.locator("#log p").last).to_have_text(t("hand-intro", count=1) + " r 7.", timeout=WAIT)
    assert page.locator("#log p").first.get_attribute("lang") == "en"
    assert page.locator("#log p").last.get_attribute("lang") == "en"
    assert page.locator("#prompt").get_attribute("lang") == "en"
    assert page.locator("#hand").get_attribute("lang") == "en"
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_quit_in_the_page_asks_aloud_and_ends_as_a_match_does(browser: Any, server: Any, lang: str) -> None:
    """Break report #7 and #8: `quit` typed in the page says its question ("Quit the match? (y/n)") in the log
    (it was only the box's description, never re-read), and after "Goodbye." the page ends as after a match:
    "Enter: back to the start", the hand and the prompt cleared, and Enter goes to the start with the focus on
    the name box (it landed on a false "No table has this code", the focus on the page's body)."""
    t = translator(lang)
    page = seated_page(browser, server, lang, 131)
    command = page.locator("#command")
    command.focus()
    page.keyboard.type(t("command-quit"))
    page.keyboard.press("Enter")
    question = t("prompt-quit").split("(")[0].strip()
    expect(page.locator("#log p", has_text=question)).to_have_count(1, timeout=WAIT)
    page.keyboard.type("o" if lang == "fr" else "y")
    page.keyboard.press("Enter")
    expect(page.locator("#log p", has_text=t("web-over"))).to_have_count(1, timeout=WAIT)
    assert t("goodbye") in log_lines(page)
    assert page.locator("#hand button").count() == 0
    assert page.locator("#prompt").inner_text().strip() == ""
    expect(command).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#lobby")).to_be_visible(timeout=WAIT)
    expect(page.locator("#name")).to_be_focused()
    assert page.locator("#lobby-error").inner_text().strip() == ""
    assert page.errors == []
    page.context.close()


def test_a_line_typed_before_a_new_question_never_answers_it(browser: Any, server: Any) -> None:
    """Break report #12: `draw` typed (not sent) while the prompt is "Wait >", then the turn comes: the page closes
    the line as the console does ("Line begun too early: type it again."), the box emptied, so the Enter that
    follows never draws."""
    t = translator("en")
    sockets: list[Any] = []
    lines: list[dict[str, Any]] = []

    def table(socket: Any) -> None:
        sockets.append(socket)

        def receive(text: Any) -> None:
            message = json.loads(text)
            if message["t"] in ("hello", "create"):
                socket.send(json.dumps({"v": 1, "t": "welcome", "seat": 0, "token": "tok", "names": ["Zoé", "Bob"],
                                        "bots": [1], "code": "123456", "host": False, "started": True}))
                socket.send(json.dumps({"v": 1, "t": "prompt", "text": t("prompt-wait").strip(), "cards": ["r 7"],
                                        "playable": [False]}))
            else:
                lines.append(message)

        socket.on_message(receive)

    page = open_page(browser, server.port, "en", "/t/123456")
    page.route_web_socket(re.compile(r"^ws://"), table)
    join_by_keyboard(page, "Zoé")
    expect(page.locator("#prompt")).to_have_text(t("prompt-wait").strip(), timeout=WAIT)
    page.locator("#command").focus()
    page.keyboard.type(t("command-draw").split("\n")[0])
    sockets[0].send(json.dumps({"v": 1, "t": "prompt", "text": t("prompt-play").strip(), "cards": ["r 7"],
                                "playable": [True]}))
    expect(page.locator("#prompt")).to_have_text(t("prompt-play").strip(), timeout=WAIT)
    expect(page.locator("#command")).to_have_value("", timeout=WAIT)
    expect(page.locator("#log p").last).to_have_text(t("line-begun-early"), timeout=WAIT)
    assert lines == []
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("answer", ["closed", "silent"])
def test_joining_a_server_that_is_gone_gives_up_saying_so(browser: Any, server: Any, answer: str) -> None:
    """Break report #6: the page joins and its connection is closed at once (the server down, or busy), or never
    answered: it said "Connecting." forever. Now it says "Server unavailable, try again." within a bound, and
    Enter on the join button tries again."""
    t = translator("en")
    tries: list[Any] = []

    def table(socket: Any) -> None:
        tries.append(socket)

        def receive(text: Any) -> None:
            if answer == "closed":
                socket.close()

        socket.on_message(receive)

    page = open_page(browser, server.port, "en", "/t/123456")
    page.route_web_socket(re.compile(r"^ws://"), table)
    join_by_keyboard(page, "Zoé", seated=False)
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-unavailable"), timeout=WAIT)
    assert page.locator("#table").is_hidden()
    expect(page.locator("#join")).to_be_focused()
    page.keyboard.press("Enter")  # again
    until_sent(page, tries, 2)
    assert len(tries) == 2
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-unavailable"), timeout=WAIT)
    assert page.errors == []
    page.context.close()


def test_a_held_page_up_is_paced_by_the_page_not_sent_per_repeat(browser: Any, server: Any) -> None:
    """Break report #4: Page Up held (300 key repeats at once) was one message each, and the server dropped the
    page for flooding. The page paces its keys' repeats itself: far fewer go, the first one at once."""
    t = translator("en")
    lines: list[dict[str, Any]] = []
    page = seated_at_stand_in(browser, server, "en", t, lines, lambda send, message: None)
    page.locator("#log").focus()
    page.evaluate("""() => {
        const log = document.getElementById('log');
        log.dispatchEvent(new KeyboardEvent('keydown', {key: 'PageUp', bubbles: true}));
        for (let i = 0; i < 300; i += 1) {
            log.dispatchEvent(new KeyboardEvent('keydown', {key: 'PageUp', repeat: true, bubbles: true}));
        }
    }""")
    until_sent(page, lines, 1)
    page.wait_for_timeout(1000)  # any late ones arrive (a bound on what is counted, not a timing assert)
    assert lines[0].get("key") == "history-back"
    assert 1 <= len(lines) < 40, len(lines)
    assert page.errors == []
    page.context.close()


def test_the_focus_stays_on_its_card_when_the_hand_is_sorted_again(browser: Any, server: Any) -> None:
    """Break report #11: the focus on "r 7", Space draws "b 2", sorted before it: the focus stays on "r 7" (it
    kept the position, now a different card, renamed silently, and Enter played that one)."""
    t = translator("en")
    lines: list[dict[str, Any]] = []

    def answer(send: Any, message: dict[str, Any]) -> None:
        send({"t": "prompt", "text": ">", "cards": ["b 2", "r 7"], "playable": [False, True]})

    page = seated_at_stand_in(browser, server, "en", t, lines, answer)
    expect(page.locator("#hand button")).to_have_count(1, timeout=WAIT)
    page.locator("#command").focus()
    page.keyboard.press("Shift+Tab")
    expect(page.locator("#hand button").first).to_be_focused()
    page.keyboard.press(" ")
    expect(page.locator("#hand button")).to_have_count(2, timeout=WAIT)
    expect(page.locator("#hand button").nth(1)).to_be_focused()
    assert page.evaluate("document.activeElement.textContent") == "r 7"
    assert page.errors == []
    page.context.close()


@pytest.mark.filterwarnings("ignore:connect\\(\\) must be used as a context manager")
def test_the_page_loads_beside_an_address_at_its_cap_and_sits_once_a_seat_is_free(browser: Any) -> None:
    """The page loaded blank past 20 connections from one address (a few tabs, a reload as the old ones
    closed): its own files were counted with the seats' connections and refused "busy".  Here the cap is 3,
    all held by this address's seats: the page loads and reloads; joining says the server unavailable; one
    seat closed, Enter on the join button sits."""
    from websockets.sync.client import connect

    from uno_access.cli import web_pages
    from uno_access.netplay import ServerThread

    t = translator("en")
    thread = ServerThread("127.0.0.1", 0, pages=web_pages())
    thread.server.per_address = 3
    thread.start()
    host = Host(thread.port)  # one of the three
    held = [connect(f"ws://127.0.0.1:{thread.port}") for _ in range(2)]  # two more tabs' seats
    page = open_page(browser, thread.port, "en", f"/t/{host.welcome.code}")  # its files are served
    page.reload()
    expect(page.locator("h1")).to_have_text(t("web-title"))
    join_by_keyboard(page, "Zoé", seated=False)
    expect(page.locator("#lobby-error")).to_have_text(t("net-refused-unavailable"), timeout=WAIT)
    held.pop().close()
    expect(page.locator("#join")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#table")).to_be_visible(timeout=WAIT)
    assert page.errors == []
    page.context.close()
    for connection in held:
        connection.close()
    host.link.close(leave=True)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_beep_sounds_and_the_sounds_box_are_one_setting_said_when_changed(browser: Any, server: Any,
                                                                           lang: str) -> None:
    """The console's `beep` and `sounds` in the page, and the page's Sounds box, did not agree: `beep` said the
    turn's sound on while the box (what plays) stayed off, `sounds` said "not in the browser" though the page
    plays them.  Now the box is the one setting: each command sets it and says so; a box ticked by hand is what
    the next `beep` switches from; `silence` says the voice is the screen reader's."""
    t = translator(lang)
    page = seated_page(browser, server, lang, 53)
    sounds, command = page.locator("#sounds"), page.locator("#command")

    def typed(text: str, said: str) -> None:
        before = len(log_lines(page))
        command.focus()
        page.keyboard.type(text)
        page.keyboard.press("Enter")
        expect(page.locator("#log p").nth(before)).to_be_attached(timeout=WAIT)
        expect(page.locator("#log")).to_contain_text(said.split("\n")[0], timeout=WAIT)
        assert said.split("\n")[0] in "\n".join(log_lines(page)[before:]), log_lines(page)[before:]

    assert not sounds.is_checked()
    typed(t("command-bell"), t("sounds-on"))  # beep: the box ticked, and said
    expect(sounds).to_be_checked()
    typed(f"{t('command-sounds')} {t('value-speech-off')}", t("sounds-off"))
    expect(sounds).not_to_be_checked()
    sounds.focus()
    page.keyboard.press(" ")  # ticked by hand: the next beep switches it off
    expect(sounds).to_be_checked()
    typed(t("command-bell"), t("sounds-off"))
    expect(sounds).not_to_be_checked()
    typed(t("command-sounds"), t("sounds-on"))  # sounds alone: switched
    expect(sounds).to_be_checked()
    typed(t("command-silence"), t("web-not-here"))
    expect(sounds).to_be_checked()  # silence stops a voice, it sets nothing
    assert page.errors == []
    page.context.close()
