"""News of a shared table wake the prompt (issue 17), and a key acts only on the question open when it was
typed: news wake a prompt whose line is empty; while the player types they wait for Enter; only a question
newer than the one open closes the line.  A real prompt_toolkit prompt reads a pipe; the news come from
another thread, as the connection's do."""

from __future__ import annotations

import threading
import time
from typing import Any

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from uno_access.console.commands import Command, Verb
from uno_access.console.net_seat import NetSeat
from uno_access.console.output import Output
from uno_access.console.reader import PromptReader
from uno_access.engine.view import PlayerView
from uno_access.net import protocol as p
from uno_access.table.messages import DecisionKind


class NoKeys:
    def on_key(self, key: Any) -> None:
        return None


def read_with(typed: str, meanwhile: Any) -> tuple[str | Command | None, PromptReader]:
    """A prompt where ``typed`` is typed (no Enter); then ``meanwhile(reader)`` runs from another thread, as
    news arriving; then Enter."""
    import io

    with create_pipe_input() as pipe:
        reader = PromptReader(Output(io.StringIO(), "fr"), NoKeys(), [], pipe_input=pipe, pt_output=DummyOutput())

        def news() -> None:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                app = getattr(reader._session, "app", None)
                if app is not None and app.is_running and app.current_buffer.text == typed:
                    break
                time.sleep(0.01)
            meanwhile(reader)
            time.sleep(0.2)  # the wake is handled in the prompt's loop
            pipe.send_text("\r")

        pipe.send_text(typed)
        thread = threading.Thread(target=news)
        thread.start()
        line = reader.read("> ")
        thread.join()
    return line, reader


def test_news_wait_for_enter_while_the_player_types() -> None:
    line, reader = read_with("r 2", lambda reader: reader.wake())
    assert line == "r 2"
    assert not reader.dropped_by_wake


def test_a_new_question_closes_the_line_and_the_keys_typed_are_dropped() -> None:
    line, reader = read_with("r 2", lambda reader: reader.wake(force=lambda: True))
    assert line == Command(Verb.WAKE)
    assert reader.dropped_by_wake


class Seat:
    """The console seat as its shared-table part (:class:`NetSeat`) sees it when it wakes the prompt: its reader
    and the question it has open."""

    def __init__(self, reader: PromptReader, serial: int) -> None:
        self.reader = reader
        self.serial = serial
        self.net_seat = NetSeat(self)  # type: ignore[arg-type]

    def wake_for(self, message: Any) -> None:
        self.net_seat.wake_for(message)


def ask(serial: int) -> p.Ask:
    return p.Ask(serial, DecisionKind.TURN, PlayerView.__new__(PlayerView))


def test_a_question_the_console_opened_before_its_wake_was_handled_does_not_close_the_line() -> None:
    """The race of a shared table: the connection's thread puts question 8 in the inbox and wakes the prompt
    while question 7 is open; before the prompt's loop handles that wake, the console has read question 8,
    opened it, and the player typed.  Question 8 is the one open: the keys typed answer it."""

    def racing(reader: PromptReader) -> None:
        seat = Seat(reader, serial=7)
        loop = reader._session.app.loop  # type: ignore[attr-defined]
        busy, free = threading.Event(), threading.Event()

        def prompt_loop_busy() -> None:  # the prompt's loop is busy a moment (drawing, say)
            busy.set()
            free.wait(5)

        loop.call_soon_threadsafe(prompt_loop_busy)
        busy.wait(5)
        seat.wake_for(ask(8))  # decided while 7 is open; handled once the loop is free
        seat.serial = 8  # meanwhile the console opened question 8
        free.set()

    line, reader = read_with("r 2", racing)
    assert line == "r 2"
    assert not reader.dropped_by_wake


def test_a_question_newer_than_the_one_open_closes_the_line() -> None:
    def new_question(reader: PromptReader) -> None:
        Seat(reader, serial=7).wake_for(ask(8))

    line, reader = read_with("r 2", new_question)
    assert line == Command(Verb.WAKE)
    assert reader.dropped_by_wake


def test_a_long_line_typed_while_many_news_come_is_kept() -> None:
    """A player who leaves a line half typed while the table plays on: every news wakes the prompt, and
    none closes the line (each wake is checked in constant time: thousands of them cost nothing)."""

    def many_news(reader: PromptReader) -> None:
        seat = Seat(reader, serial=7)
        for serial in range(5, 8):  # questions already open or answered: never newer than the one open
            for _ in range(1000):
                seat.wake_for(ask(serial))

    line, reader = read_with("r 2", many_news)
    assert line == "r 2"
    assert not reader.dropped_by_wake
