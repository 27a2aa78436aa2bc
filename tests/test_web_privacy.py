"""H1 for a web page's seat (issue 37): a seat reading words gets, besides the frames every seat gets, the
console's lines and its hand's names, made on the server by the console seat it runs for the page.  Every
one of them is read as it leaves for the page, over whole matches of several editions and house rules played
from the page (its lines and keys, as its player would), and the cards it names are among what the seat may
know at that moment: no card of another hand is ever named, in the lines, the prompt's hand or the frames."""

from __future__ import annotations

import asyncio
import queue
import re
from functools import cache
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.cli import web_pages
from uno_access.engine.cards import Card, Color, Rank
from uno_access.engine.rules import RuleSet
from uno_access.i18n import translator
from uno_access.net import protocol as p
from uno_access.net.server import Server
from uno_access.notation import format_card
from uno_access.storage.codec import encode_card

from .netplay import cards_named
from .test_net_room import PRIVATE_TABLES, _cards_of

#: Editions and house rules where a card changes hands or is shown to some seats only.
TABLES = ("official", "wizz", "totem", "extreme", "seven-zero, stacking, jump-in", "official + swap-card",
          "official + any-victim")


@cache
def _card_words(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """Every coloured card's names in ``lang`` (the braille deck's code and the words), and a pattern that
    finds them in a line (not inside a longer word or code)."""
    names: dict[str, str] = {}
    for color in Color:
        for rank in Rank:
            try:
                card = Card(color, rank)
            except Exception:  # noqa: BLE001 - a rank that is never coloured
                continue
            for verbose in (False, True):
                names[format_card(card, lang, verbose=verbose).lower()] = encode_card(card)
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w\[\]+])({alternatives})(?![\w\[\]+])"), names


def named_in_words(text: str, lang: str) -> set[str]:
    """The coloured cards a line (or several, joined) names."""
    pattern, names = _card_words(lang)
    return {names[found.group(1)] for found in pattern.finditer(text.lower())}


class Knowledge:
    """What each seat may know of the live table: the cards it held this round, the discard pile, the events
    as the rules show them to it (``seen_by``), the hands played open (as tests/test_net_room.py reads it)."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[int, int, set[str]]] = {}

    def cards(self, room: Any, seat: int) -> set[str] | None:
        table = room.table
        if table is None:
            return None
        state = table.state
        events = state.events
        round_number, index, cards = self.known.get(seat, (-1, 0, set()))
        if round_number != state.round_number:
            starts = [n for n, event in enumerate(events) if isinstance(event, e.RoundStarted)]
            round_number, index, cards = state.round_number, starts[-1] if starts else 0, set()
        for event in events[index:]:
            seen = event.seen_by(seat)
            if seen is not None:
                cards |= _cards_of(seen)
        view = state.view_for(seat)
        cards |= {encode_card(c) for c in (*state.hands[seat], *state.discard, *(
            card for hand in view.open_hands or () for card in hand))}
        self.known[seat] = (round_number, len(events), cards)
        return cards


def _answer(text: str, prompt: p.Prompt, tries: int) -> p.Line:
    """What the page's player answers to the question ``text`` (the prompt shown) with the hand of ``prompt``,
    as a quick player would: a playable card (Enter on it), else Space (draw); at a question, one of its
    answers in parentheses (a colour...), or a number, a playable card named, Enter: the next one each time
    the last was refused."""
    if text.strip() == ">" and prompt.cards and any(prompt.playable) and tries == 0:
        return p.Line("", focus=prompt.playable.index(True))
    if text.strip() == ">" and prompt.cards and tries <= 1:
        return p.Line(key="draw")
    options = [option.strip() for group in re.findall(r"\(([^()]*)\)", text)
               for option in re.split(r",|/| or | ou ", group)]
    playable = [card for card, can in zip(prompt.cards, prompt.playable) if can]
    answers = [option for option in options if option and " " not in option] + ["1", *playable[:1], ""]
    return p.Line(answers[tries % len(answers)])


class Watched(queue.Queue):  # type: ignore[type-arg]
    """A web seat's queue of lines that tells when its console waits for the player's next line."""

    def __init__(self) -> None:
        super().__init__()
        self.blocked = False

    def get(self, block: bool = True, timeout: float | None = None) -> Any:
        self.blocked = True
        try:
            return super().get(block, timeout)
        finally:
            self.blocked = False


@pytest.mark.slow
@pytest.mark.parametrize(("name", "lang"), [(name, ("en", "fr")[n % 2]) for n, name in enumerate(TABLES)])
def test_a_page_s_words_name_no_card_its_seat_may_not_know(name: str, lang: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole matches from a page (2 bots), each edition or house rule in one language, the two languages in
    turn.  The page answers when its console waits for its line (the seat's queue tells), so that every
    answer is read at the question it was given for."""
    from uno_access.web import words

    rules: RuleSet = PRIVATE_TABLES[name]
    knowledge = Knowledge()
    checked = {"lines": 0, "prompts": 0, "frames": 0}
    leaks: list[str] = []
    seats: list[words.WebSeat] = []
    logged: list[str] = []
    sent = [0]  # the prompts the page was sent

    def check(seat: words.WebSeat, text: str) -> None:
        room, person = seat.room, seat.person
        if room is None or person is None:
            return
        known = knowledge.cards(room, person.seat)
        if known is None:
            return
        message = p.decode(text)
        if isinstance(message, p.Words):
            named = named_in_words(" ".join(message.lines), seat.lang)
            checked["lines"] += len(message.lines)
        elif isinstance(message, p.Prompt):
            named = named_in_words(" , ".join(message.cards), seat.lang)
            checked["prompts"] += 1
        else:
            named = set(cards_named(text))
            checked["frames"] += 1
        if named - known:
            leaks.append(f"seat {person.seat} was sent {sorted(named - known)}: {text[:400]}")

    send_page = words.WebSeat._send_page
    deliver = words.WebSeat.deliver
    made = words.WebSeat.__init__

    def checked_send(self: words.WebSeat, text: str) -> None:
        if text.startswith('{"v":1,"t":"prompt"'):
            sent[0] += 1
        check(self, text)  # a line or a prompt as it leaves for the page
        send_page(self, text)

    def checked_deliver(self: words.WebSeat, text: str) -> None:
        check(self, text)  # a frame of the room as it leaves for the page (and its console seat)
        deliver(self, text)

    def watched(self: words.WebSeat, *args: Any) -> None:
        made(self, *args)
        self.reader.queue = Watched()
        seats.append(self)

    monkeypatch.setattr(words.WebSeat, "_send_page", checked_send)
    monkeypatch.setattr(words.WebSeat, "deliver", checked_deliver)
    monkeypatch.setattr(words.WebSeat, "__init__", watched)

    async def main() -> None:
        from websockets.asyncio.client import connect

        server = Server(log=logged.append, seeds=True, pages=web_pages())
        port = await server.start("127.0.0.1", 0)
        over = translator(lang)("match-over")
        wait = translator(lang)("prompt-wait").strip()
        try:
            page = await connect(f"ws://127.0.0.1:{port}", max_size=None, max_queue=None)  # read while it waits
            await page.send(p.encode(p.Create("Zoé", lang, rules, 2, pace=0.0, seed=len(name), words=True)))
            seen: list[Any] = []
            prompts: list[p.Prompt] = []
            shown = ""
            tries = 0
            ended = False

            async def read_until(done: Any) -> None:
                nonlocal shown, ended
                while not done():
                    try:
                        message = p.decode(await asyncio.wait_for(page.recv(), 60))
                    except Exception as error:
                        said = [m.lines for m in seen if isinstance(m, p.Words) and m.lines]
                        raise AssertionError(f"the page's connection ended, or nothing came: {said[-20:]}, "
                                             f"{prompts[-3:]}, the server's log {logged[-5:]}") from error
                    seen.append(message)
                    if isinstance(message, p.Prompt):
                        prompts.append(message)
                        shown = message.text or shown
                    elif isinstance(message, p.Words) and over in message.lines:
                        ended = True

            await read_until(lambda: bool(prompts))
            while not ended:
                seat = seats[0]
                queue_ = seat.reader.queue
                assert isinstance(queue_, Watched)
                for _ in range(2000):  # the console waits for the player's line, nothing queued
                    if (queue_.blocked and queue_.empty()) or not seat.thread.is_alive():
                        break
                    await asyncio.sleep(0.005)
                asked = sent[0]
                await read_until(lambda asked=asked: len(prompts) >= asked or ended)
                if ended or not seat.thread.is_alive():
                    break
                if shown.strip() == wait:
                    await read_until(lambda asked=asked: len(prompts) > asked or ended)  # the others play
                    continue
                before = shown
                if tries:
                    await asyncio.sleep(0.1)  # refused: the next answer a moment later (the server's flood limit)
                try:
                    await page.send(p.encode(_answer(shown, prompts[-1], tries)))
                except Exception as error:
                    said = [m for m in seen if not isinstance(m, (p.News, p.Ask))]
                    raise AssertionError(f"the page's connection ended: {said[-20:]}, {logged[-5:]}") from error
                await read_until(lambda asked=asked: len(prompts) > asked or ended)
                tries = tries + 1 if shown == before and prompts[-1].cards == prompts[asked - 1].cards else 0
                assert len(prompts) < 5000, "the match did not end"
            await page.close()
        finally:
            await server.close()

    asyncio.run(asyncio.wait_for(main(), 600))
    assert not leaks, leaks[:5]
    assert checked["lines"] > 100 and checked["prompts"] > 20 and checked["frames"] > 50, checked


def test_the_card_names_are_found_in_a_line_as_the_console_writes_them() -> None:
    """The check's own reading: codes and words, in either language, not inside a longer code or word."""
    assert named_in_words("Anna joue v 4, 6 cartes. Nouvelle carte : j [ ].", "fr") == {"green/4", "yellow/skip"}
    assert named_in_words("You play red draw two, then b ][.", "en") == {"red/+2", "blue/reverse"}
    assert named_in_words("Bob has 2 cards (r, y, g, b).", "en") == set()
    assert named_in_words("+4, 13 cartes", "fr") == set()
