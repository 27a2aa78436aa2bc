"""The time limit ("Le temps limité", wikipedia-uno-fr.txt), house rules ``time-limit`` (issue 14, item 9).

"Dans cette variante, le joueur possède un temps limité, et s'il met trop de temps à choisir sa carte, il en
pioche deux !" — UNO Master: "Il y a 3 vitesses de jeu possibles."
"""

from __future__ import annotations

import pytest

from uno_access.engine import DRAW, TIME_UP, IllegalAction, Phase, RuleSet
from uno_access.engine.events import CardsDrawn, DrawReason
from uno_access.engine.rules import HOUSE_RULES, with_house_rules

from .conftest import deal_variant

TIMED = with_house_rules(RuleSet.preset("official"), ["time-limit"])
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_three_master_speeds_off_by_default() -> None:
    assert RuleSet().time_limit == 0
    speeds = sorted(HOUSE_RULES[name]["time_limit"] for name in ("time-limit-slow", "time-limit", "time-limit-fast"))
    assert speeds == [15, 30, 45]


def test_too_slow_the_player_draws_two_and_the_turn_passes() -> None:
    """"s'il met trop de temps à choisir sa carte, il en pioche deux"."""
    state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=TIMED)
    events = state.apply(0, TIME_UP)
    assert [(e.count, e.reason) for e in events if isinstance(e, CardsDrawn)] == [(2, DrawReason.TIME_UP)]
    assert len(state.hands[0]) == 5 and state.current_player == 1 and state.phase is Phase.PLAY


def test_the_clock_runs_after_a_draw_too() -> None:
    state = deal_variant(["g1 g2 g3", "g4 g5 g6"], "r9", "r1 " + PILE, rules=TIMED)
    state.apply(0, DRAW)  # r1, playable
    assert state.phase is Phase.AFTER_DRAW
    state.apply(0, TIME_UP)
    assert len(state.hands[0]) == 6 and state.current_player == 1


def test_no_clock_no_time_up() -> None:
    state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=RuleSet())
    with pytest.raises(IllegalAction):
        state.apply(0, TIME_UP)
    timed = deal_variant(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=TIMED)
    with pytest.raises(IllegalAction):
        timed.apply(1, TIME_UP)  # only the player whose turn it is
    assert TIME_UP not in timed.legal_actions(0)  # never a choice: the clock sends it


# ---------------------------------------------------------------- the clock, in the console

def test_the_clock_waits_for_the_speech_then_warns_then_closes_the_question() -> None:
    """"A time limit must never make the game unplayable with a screen reader" (issue 14): the clock starts
    once the game is quiet, a warning comes before the end, then the question closes."""
    import io
    import threading
    import time

    from uno_access.console.output import Output
    from uno_access.console.turn_clock import TurnClock, warning_at

    class Talking:
        speaking = True

        def speak(self, *args: object, **kwargs: object) -> None: ...

        def cancel(self) -> None: ...

    output = Output(io.StringIO(), Talking())  # type: ignore[arg-type]
    said: list[list[str]] = []
    expired = threading.Event()
    clock = TurnClock(3, output, warn=lambda left: [f"{left} s"], say=said.append, expire=expired.set).start()
    time.sleep(0.3)
    assert clock.started_at is None  # still speaking: not counting
    output.speaker.speaking = False  # type: ignore[attr-defined]
    assert expired.wait(5) and clock.expired
    assert said == [[f"{warning_at(3)} s"]]
    assert warning_at(30) == 10 and warning_at(15) == 5 and warning_at(3) == 1


def test_a_player_too_slow_draws_two_in_the_console() -> None:
    """The whole way: a real prompt_toolkit prompt that nobody answers, closed by the clock."""
    import io

    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from uno_access.console.output import Output
    from uno_access.console.reader import PromptReader
    from uno_access.console.session import HUMAN

    from .test_console_questions import table

    fast = TIMED.replace(time_limit=1)
    session = table(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=fast)
    session.state.apply(1, session.state.legal_actions(1)[0])  # the bot's turn: now the human's
    assert session.state.current_player == HUMAN
    stream = io.StringIO()
    session.output = Output(stream)
    with create_pipe_input() as pipe:
        session.reader = PromptReader(session.output, session, ["pioche"], pipe_input=pipe, pt_output=DummyOutput())
        session.human_turn()
    assert len(session.state.hands[HUMAN]) == 5 and session.state.current_player != HUMAN
    assert "trop lent" in stream.getvalue() or "trop lent" in " ".join(session.output.history)
