"""Bad input everywhere (issue 7): thousands of random command lines and key sequences sent
to the real console, and random command-line flags — never a traceback, a localized answer
each time, and the game unchanged by what was refused."""

from __future__ import annotations

import io
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uno_access import cli
from uno_access.cli import solo_seat
from uno_access.console.commands import command_words
from uno_access.console.options import ConsoleOptions, Level, MatchOptions
from uno_access.console.output import Output
from uno_access.console.session import Session
from uno_access.engine import State
from uno_access.storage import HOME_ENV, SaveStore
from uno_access.storage.autosave import Recorder

#: A line that is only a message id means a missing translation.
BARE_ID = re.compile(r"^[a-z]+(-[a-z0-9]+)+$")

WORDS = sorted({*command_words("fr"), *command_words("en"), "oui", "non", "yes", "no", "y", "n", "options",
                "stats", "r7", "b+2", "j3", "v0", "wild", "+4", "joker rouge", "+4 bleu", "r 7", "1", "2", "0",
                "99", "-1", "rouge", "red", "green", "vert", "all", "tout", "aide tout", "help all"})
LINES = st.one_of(
    st.sampled_from(WORDS),
    st.sampled_from(WORDS).flatmap(lambda word: st.sampled_from([word.upper(), f"  {word}  ", f"{word} {word}"])),
    st.text(alphabet=string.printable, max_size=20),
    st.text(max_size=12),  # any unicode, control characters included
    st.just(""),
    st.just("x" * 5000),
)


def fingerprint(state: State) -> tuple[Any, ...]:
    """The whole game: what a refused input must leave as it was."""
    return (
        state.phase, state.current_player, len(state.log), tuple(tuple(hand) for hand in state.hands),
        tuple(state.draw_pile), tuple(state.discard), state.color, state.direction, tuple(state.scores),
        state.rng.getstate(),
    )


class ScriptedReader:
    """Feeds the session the given lines, checking between two reads that a line which did
    not move the game (no new action) changed nothing."""

    def __init__(self, session: Session, lines: list[str]) -> None:
        self.session = session
        self.lines: Iterator[str] = iter(lines)
        self.before: tuple[Any, ...] | None = None
        self.read_count = 0

    def read(self, prompt: str) -> str | None:
        state = self.session.state
        if self.before is not None and self.before[2] == len(state.log):
            assert fingerprint(state) == self.before, "a refused or informative line changed the game"
        self.before = fingerprint(state)
        self.read_count += 1
        return next(self.lines, None)

    def close(self) -> None:
        pass


def new_session(home: Path, lang: str, seed: int, bots: int) -> tuple[Session, io.StringIO, SaveStore]:
    stream = io.StringIO()
    output = Output(stream)
    match = MatchOptions(bots=bots, level=Level.NORMAL, seed=seed)
    session = solo_seat(match, ConsoleOptions(lang=lang), output, sleep=lambda seconds: None)
    store = SaveStore(home / "saves.db", durable=False)
    from uno_access.storage.autosave import _meta  # the same description the game stores

    match_id = store.start_match(_meta(match, session))
    session.on_apply.append(Recorder(store, match_id, lambda: session.state, lambda line: None, session.t,
                                     debug_path=""))
    return session, stream, store


@given(lang=st.sampled_from(["fr", "en"]), seed=st.integers(0, 2**32), bots=st.integers(1, 4),
       lines=st.lists(LINES, max_size=40))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
def test_random_command_lines_never_break_the_game(tmp_path: Path, lang: str, seed: int, bots: int,
                                                   lines: list[str]) -> None:
    session, stream, store = new_session(tmp_path, lang, seed, bots)
    session.reader = ScriptedReader(session, lines)
    assert session.run() == 0
    text = stream.getvalue()
    assert "Traceback" not in text
    assert not [line for line in text.splitlines() if BARE_ID.match(line.strip())]
    # what was saved is exactly the game that was played
    saved = store.unfinished()
    if saved is not None:
        assert fingerprint(saved.rebuild()) == fingerprint(session.state)
    store.close()


KEYS = st.sampled_from([
    "\x1b[C", "\x1b[D", "\x1b[A", "\x1b[B", "\x1b[H", "\x1b[F",  # arrows, Home, End
    "z", "Z", " ", "\x1bOP", "\x1bOQ", "?", "\x1b[5~", "\x1b[6~", "\x1b",  # F1, F2, PgUp, PgDn, Escape
    "\r", "\r", "\t", "\x7f", "\x03",  # Enter, Tab, Backspace, Ctrl+C
    "a", "d", "r", "7", "p", "n", "o", "y", "\x15",  # letters; Ctrl+U
])


@given(lang=st.sampled_from(["fr", "en"]), seed=st.integers(0, 2**32), keys=st.lists(KEYS, max_size=60))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
def test_random_key_sequences_at_the_real_prompt(tmp_path: Path, lang: str, seed: int, keys: list[str]) -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from uno_access.console.reader import PromptReader

    session, stream, store = new_session(tmp_path, lang, seed, 2)
    with create_pipe_input() as pipe:
        reader = PromptReader(session.output, session, command_words(lang), pipe_input=pipe,
                              pt_output=DummyOutput())
        checked = ScriptedReader(session, [])

        class Checked:
            def read(self, prompt: str) -> object:
                checked.read(prompt)  # the unchanged-game check between two reads
                return reader.read(prompt)

            def close(self) -> None:
                reader.close()

        session.reader = Checked()  # type: ignore[assignment]
        pipe.send_text("".join(keys) + "\r")
        pipe.close()
        assert session.run() == 0
    assert "Traceback" not in stream.getvalue()
    store.close()


# ---------------------------------------------------------------- command-line flags

FLAGS = ["--lang", "--bots", "--level", "--rules", "--house", "--target", "--seed", "--speech", "--verbosity",
         "--pace", "--plain", "--resume", "--help", "-h", "--", "-x", "--bots=", "--lang=de"]
VALUES = ["fr", "en", "de", "0", "1", "3", "9", "10", "-1", "1e9", "abc", "", "official", "braille", "rapido",
          "poker", "stacking,seven-zero", "stacking,,", "easy", "hard", "expert", "on", "off", "auto", "brief",
          "full", "2.5", "nan", "11", "99999999999999999999999", "é", "\x00"]
ARGV = st.lists(st.one_of(st.sampled_from(FLAGS), st.sampled_from(VALUES), st.text(max_size=8)), max_size=8)


@given(argv=ARGV)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_random_flags_get_a_localized_answer_never_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no player: the game, if it starts, ends at once
    argv = [arg.replace("\x00", "") for arg in argv]
    code = cli.main(["--speech", "off", *argv] if "--speech" not in argv else argv)
    out, err = capsys.readouterr()
    assert code in (0, 2), (argv, code, err)
    assert "Traceback" not in out + err
    assert "usage:" not in err and "error: argument" not in err  # never argparse's own English
    if code == 2:
        lines = [line for line in err.splitlines() if line.strip()]
        assert lines and not [line for line in lines if BARE_ID.match(line.strip())]
    # the saves, if any, are never left unreadable
    if (tmp_path / "saves.db").exists():
        store = SaveStore(tmp_path / "saves.db")
        assert store.issue is None
        store.close()
