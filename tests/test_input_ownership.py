"""A key acts only on the question that was open when it was typed (issue 13), through the whole
program in a pseudo-terminal.

A screen-reader user types while listening: a Space typed while the bots play must not draw on the
next turn, a leftover Enter must not take a +4 without a challenge nor play the card just drawn, and
what is typed while the bots play never appears inside their lines.  Each test sends keys before a
question opens (while the bots play, at a pace), then reads the game's own record of the match
(``UNO_ACCESS_DEBUG_STATE``, one line per action) to check that no action of the player was taken.

The seeds are found, not guessed: :func:`first_question` plays the same table as ``--seed N`` (the
same bots, fed the same deal) to its first question for the player.
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

import pexpect
import pytest

from tests.test_storage_e2e import environment, last_state
from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, MatchOptions
from uno_access.console.output import Output
from uno_access.i18n import Translator
from uno_access.storage.autosave import feed_bots
from uno_access.table.messages import DecisionKind

from .test_cli_pty import end_with_ctrl_d

T = Translator("en")
EARLY = T("keys-typed-early")


def first_question(rules: str, house: tuple[str, ...], kind: DecisionKind, phase: str) -> tuple[int, int]:
    """A seed whose first question for the player is ``kind``/``phase``, and the actions before it."""
    for seed in range(400):
        session = solo_seat(MatchOptions(bots=3, seed=seed, rules=rules, house=house), ConsoleOptions(lang="en"),
                          Output(io.StringIO()), sleep=lambda seconds: None)
        feed_bots(session.opponents, session.state.events)
        decision = session.table.advance()
        asked = phase != "answer" or any(type(a).__name__ == "Play" for a in decision.view.legal_actions)
        if decision.kind is kind and decision.view.phase.value == phase and len(session.state.log) >= 2 and asked:
            return seed, len(session.state.log)
    raise AssertionError(f"no seed opens with {kind} {phase}")


def spawn_game(home: Path, *args: str, plain: bool = True) -> pexpect.spawn:
    argv = ["-m", "uno_access", "--speech", "off", "--lang", "en", "--bots", "3", "--level", "normal",
            *(["--plain"] if plain else []), *args, *([] if "--pace" in args else ["--pace", "0"])]
    env = environment(home, TERM="dumb" if plain else "xterm")
    return pexpect.spawn(sys.executable, argv, env=env, encoding="utf-8", timeout=30, dimensions=(40, 80))


def actions_now(home: Path, child: pexpect.spawn) -> int:
    return int(last_state(home, child.pid)["actions"])


def leave(child: pexpect.spawn) -> str:
    said = end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    return said + child.before


CASES = [
    # (rules, house, kind, phase, the question's prompt)
    ("official", (), DecisionKind.TURN, "challenge", "Challenge (f) or accept (a)?"),
    ("official", ("stacking",), DecisionKind.TURN, "answer", "take it (a or Space)?"),
    ("rapido", (), DecisionKind.TURN, "answer", "take it (a or Space)?"),
    ("rapido", (), DecisionKind.WINDOW, "play", "or Enter"),
    ("official", (), DecisionKind.TURN, "play", "> "),
]


@pytest.mark.parametrize("rules, house, kind, phase, prompt", CASES,
                         ids=[f"{c[0]}-{c[3]}-{c[2].value}" for c in CASES])
def test_keys_typed_while_the_bots_play_never_answer_the_next_question(tmp_path, rules, house, kind, phase, prompt):
    seed, before = first_question(rules, house, kind, phase)
    house_flags = ["--house", ",".join(house)] if house else []
    child = spawn_game(tmp_path, "--seed", str(seed), "--rules", rules, *house_flags, "--pace", "0.4")
    child.expect("First card")
    # While the bots play: Enter, Space (draw, or take what is owed), "a" (accept) and Enter, "hello".
    child.send("\r \ra\rhello\r")
    child.expect_exact(prompt)
    assert actions_now(tmp_path, child) == before  # the player's stray keys took no action
    said = child.before + leave(child)
    assert EARLY in said
    assert "hello" not in said  # never echoed into the bots' lines, never read as a command


def test_a_stray_enter_after_drawing_does_not_play_the_card_drawn(tmp_path):
    """Issue 13: "another [Enter] played the drawn card"."""
    seed, before = first_question("official", (), DecisionKind.TURN, "play")
    child = spawn_game(tmp_path, "--seed", str(seed))
    child.expect("Your turn")
    child.expect_exact("> ")
    child.send("d\r\r\r")  # the draw, then Enters typed before the drawn card's question could be heard
    child.expect(["drawn: Enter plays it", "You draw"])
    child.expect_exact("> ")
    state = last_state(tmp_path, child.pid)
    if "Enter plays it" in child.before + child.after:
        assert state["state"]["phase"] == "after-draw"  # the question still waits for its answer
    assert state["actions"] >= before + 1
    leave(child)


def test_type_ahead_in_the_prompt_toolkit_console_is_dropped_too(tmp_path):
    """The same rule with the screen-reader console of prompt_toolkit (its own type-ahead buffer)."""
    seed, before = first_question("official", (), DecisionKind.TURN, "challenge")
    child = spawn_game(tmp_path, "--seed", str(seed), "--pace", "0.4", plain=False)
    child.expect("First card")
    child.send("a\r \r")
    child.expect("Challenge \\(f\\) or accept \\(a\\)\\?")
    said = child.before
    child.expect_exact(">")
    assert actions_now(tmp_path, child) == before
    said += end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert EARLY in said + child.before


def test_an_enter_typed_with_a_wild_card_does_not_answer_the_colour_question(tmp_path):
    """Enter on the colour question says it again; an Enter typed with the Joker never reaches it."""
    for seed in range(200):
        session = solo_seat(MatchOptions(bots=3, seed=seed), ConsoleOptions(lang="en"), Output(io.StringIO()),
                          sleep=lambda seconds: None)
        feed_bots(session.opponents, session.state.events)
        decision = session.table.advance()
        wild = [a.card for a in decision.view.legal_actions
                if type(a).__name__ == "Play" and a.card.color is None]
        if decision.kind is DecisionKind.TURN and decision.view.phase.value == "play" and wild:
            break
    else:
        pytest.skip("no seed gives a wild card at the first turn")
    before = len(session.state.log)
    name = "wild" if wild[0].rank.name == "WILD" else "+4"
    child = spawn_game(tmp_path, "--seed", str(seed))
    child.expect("Your turn")
    child.expect_exact("> ")
    child.send(f"{name}\r\r\r")  # the card, then Enters typed before the colour question opened
    child.expect_exact(EARLY)
    child.expect_exact("Colour (")
    child.expect_exact("> ")
    state = last_state(tmp_path, child.pid)
    assert state["actions"] == before + 1 and state["state"]["phase"] == "choose-color"
    leave(child)


def test_a_burst_of_keys_is_not_split_by_the_question_opening_between_its_keys(tmp_path):
    """A Space and an Enter typed 0.1 s apart while the bots wait: both are dropped when the question opens
    (the bots kept their pace: a dropped key never hurries them), neither answers it."""
    seed, before = first_question("official", (), DecisionKind.TURN, "challenge")
    child = spawn_game(tmp_path, "--seed", str(seed), "--pace", "1", plain=False)
    child.expect("First card")
    child.send(" ")
    time.sleep(0.1)
    child.send("\r")
    child.expect("Challenge \\(f\\) or accept \\(a\\)\\?")
    said = child.before
    child.expect_exact(">")
    assert child.expect([r"Challenge \(f\)", pexpect.TIMEOUT], timeout=1) == 1  # not asked again by an Enter
    assert actions_now(tmp_path, child) == before
    assert EARLY in said
    leave(child)
