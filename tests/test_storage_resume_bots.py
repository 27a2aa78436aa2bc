"""A resumed match goes on exactly as the uninterrupted one: the bots included.

The match is rebuilt from its seed and action log; the bots are rebuilt from
their seed and the events of the replay.  These tests play whole matches in
process (the real console session, the real saves database, the real bots)
with a scripted human, "kill" them at chosen moments — at a prompt, while a
bot is about to move, right after an action was saved and before the bots
saw it — resume them as the program does (``--resume``), play on to the end,
and compare the action log with the one of the same match never
interrupted: it must be identical, move for move.
"""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from uno_access import engine as e
from uno_access.bots import make_bot
from uno_access.cli import solo_seat
from uno_access.console.commands import Command, Verb
from uno_access.console.options import ConsoleOptions, Level, MatchOptions
from uno_access.console.output import Output
from uno_access.console.session import HUMAN, Session
from uno_access.engine.view import Phase
from uno_access.i18n import Translator
from uno_access.notation import format_color
from uno_access.storage import MatchMeta, MatchStatus, SavedMatch, SaveStore, Seat
from uno_access.storage.autosave import begin_match, feed_bots, take_up
from uno_access.storage.codec import encode_action

from .conftest import card, cards


class Killed(BaseException):
    """The process dies here (a BaseException: nothing in the game may catch it)."""


class Human:
    """The human's seat played by a rule: each answer drawn from the match's state alone.

    The answer depends on the log length, the phase and how many answers were
    already given at that log length (answers that change nothing, like an
    empty line, are given again after a resume): a resumed run therefore gets
    the same answers as the uninterrupted one.  ``die_at`` kills the run at
    that prompt (counted over the whole run).
    """

    def __init__(self, session: Session, seed: int, die_at: int | None = None) -> None:
        self.session = session
        self.seed = seed
        self.die_at = die_at
        self.prompts = 0
        self._at: tuple[int, int] = (-1, 0)

    def read(self, prompt: str) -> str | Command | None:
        self.prompts += 1
        if self.die_at is not None and self.prompts >= self.die_at:
            raise Killed
        state = self.session.state
        length = len(state.log)
        asked = self._at[1] + 1 if self._at[0] == length else 0
        self._at = (length, asked)
        rng = random.Random(f"{self.seed}/{length}/{state.phase.value}/{state.current_player}/{asked}")
        if state.phase is Phase.ROUND_OVER:
            return Command(Verb.EMPTY)
        legal = state.legal_actions(HUMAN)
        if state.current_player != HUMAN:  # the out-of-turn window: let it pass, catch, or jump in
            options: list[e.Action | None] = [None, None, *legal]
        else:
            options = list(legal)
            if asked < 2 and rng.random() < 0.15:
                return Command(Verb.EMPTY)  # nothing chosen: the turn is said again
        return self.command(rng.choice(options), rng, state)

    def command(self, action: e.Action | None, rng: random.Random, state: e.State) -> str | Command:
        if action is None:
            return Command(Verb.EMPTY)
        if isinstance(action, e.Play):
            return Command(Verb.PLAY, card=action.card, uno=rng.random() < 0.6)
        if isinstance(action, e.ChooseColor):
            return Command(Verb.PLAY, arg=format_color(action.color, "en", verbose=False))
        if isinstance(action, e.ChooseTarget):
            targets = [a.target for a in state.legal_actions(HUMAN) if isinstance(a, e.ChooseTarget)]
            return Command(Verb.PLAY, arg=str(targets.index(action.target) + 1))
        if isinstance(action, e.CatchUno):
            return Command(Verb.CATCH)
        if isinstance(action, e.CallUno):
            return Command(Verb.UNO)
        verbs = {e.Draw: Verb.DRAW, e.Pass: Verb.PASS, e.Accept: Verb.ACCEPT, e.Challenge: Verb.CHALLENGE}
        verb = verbs.get(type(action))
        return Command(verb) if verb is not None else Command(Verb.EMPTY)

    def close(self) -> None:
        """Nothing to release."""


class Run:
    """One run of the program on a saves database: ``--resume``, then play until the end or a death."""

    def __init__(self, home: Path, match: MatchOptions, *, die_at_prompt: int | None = None,
                 die_before_bot_move: int | None = None, die_after_saving: int | None = None) -> None:
        self.home = home
        self.match = match
        self.die_at_prompt = die_at_prompt
        self.die_before_bot_move = die_before_bot_move
        self.die_after_saving = die_after_saving
        self.bot_moves = 0

    def sleep(self, seconds: float) -> None:
        """The pause before a bot's move: where a kill catches it while the bots play."""
        self.bot_moves += 1
        if self.die_before_bot_move is not None and self.bot_moves >= self.die_before_bot_move:
            raise Killed

    def go(self) -> bool:
        """True when the match ended, False when the run died."""
        console = ConsoleOptions(lang="en", pace=0.001)
        output = Output(io.StringIO())

        def make_session(options: MatchOptions, state: e.State | None) -> Session:
            session = solo_seat(options, console, output, state=state, sleep=self.sleep)
            session.resumed = state is not None
            return session

        begun = begin_match(self.match, make_session, resume=True, ask=None, yes_no=lambda _: None,
                            say=lambda _: None, t=Translator("en"), path=self.home / "saves.db")
        assert begun is not None
        session, store = begun
        if self.die_after_saving is not None:
            saved_here = [0]

            def die_after_saving(seat: int, action: e.Action, events: Sequence[e.Event]) -> None:
                # Runs after the recorder, before the bots see the action or react to it.
                saved_here[0] += 1
                if saved_here[0] >= self.die_after_saving:  # type: ignore[operator]
                    raise Killed

            session.on_apply.append(die_after_saving)
        session.reader = Human(session, self.match.seed or 0, self.die_at_prompt)
        try:
            session.run()
        except Killed:
            # Killed just after the last action was saved: the match is over (saved as finished).
            return session.state.is_match_over
        finally:
            store.close()
        assert session.state.is_match_over
        return True


def the_log(home: Path) -> list[tuple[int, str]]:
    """The only match of the database, finished, as (player, action) pairs."""
    store = SaveStore(home / "saves.db")
    try:
        (match_id,) = store.matches()
        saved = store.load(match_id)
    finally:
        store.close()
    assert saved.status is MatchStatus.FINISHED
    return [(player, encode_action(action)) for player, action in saved.log]


def uninterrupted(tmp_path: Path, match: MatchOptions) -> list[tuple[int, str]]:
    home = tmp_path / "uninterrupted"
    assert Run(home, match).go()
    return the_log(home)


MATCHES = [
    pytest.param(MatchOptions(bots=3, level=Level.EASY, seed=1), id="easy-3-bots"),
    pytest.param(MatchOptions(bots=2, level=Level.NORMAL, seed=2), id="normal-2-bots"),
    pytest.param(MatchOptions(bots=3, level=Level.EASY, seed=3, house=("jump-in", "stacking")),
                 id="easy-jump-in-stacking"),
    pytest.param(MatchOptions(bots=1, level=Level.HARD, seed=4), id="hard-1-bot"),
]


@pytest.mark.parametrize("match", MATCHES)
def test_killed_at_prompts_then_resumed_the_match_ends_move_for_move_as_never_interrupted(
    tmp_path: Path, match: MatchOptions
) -> None:
    expected = uninterrupted(tmp_path, match)
    home = tmp_path / "killed"
    rng = random.Random(match.seed)
    deaths = 0
    while not Run(home, match, die_at_prompt=rng.randint(1, 12)).go():
        deaths += 1
    assert deaths >= 3, "the match should have been killed several times"
    assert the_log(home) == expected


@pytest.mark.parametrize("match", MATCHES)
def test_killed_while_the_bots_play_then_resumed_the_match_is_the_same(
    tmp_path: Path, match: MatchOptions
) -> None:
    expected = uninterrupted(tmp_path, match)
    home = tmp_path / "killed"
    rng = random.Random(match.seed + 100)  # type: ignore[operator]
    deaths = 0
    while True:
        if rng.random() < 0.5:
            run = Run(home, match, die_before_bot_move=rng.randint(1, 15))
        else:
            run = Run(home, match, die_after_saving=rng.randint(1, 15))
        if run.go():
            break
        deaths += 1
    assert deaths >= 3
    assert the_log(home) == expected


def test_a_rebuilt_bot_remembers_what_the_original_remembers_and_decides_alike() -> None:
    """Memory learnt from events (colours a player lacks, cards seen) is rebuilt from the replay."""
    game = e.Game(3, e.RuleSet.preset("official"))
    state = game.new_match(seed=8)
    original = {seat: make_bot("hard", seat, 8) for seat in (1, 2)}
    feed_bots(original, state.events)
    rng = random.Random(8)
    while len(state.log) < 150 and not state.is_match_over:
        seat = state.current_player
        if state.phase is Phase.ROUND_OVER:
            seat, action = HUMAN, e.NEXT_ROUND
        elif seat in original:
            action = original[seat].choose(state.view_for(seat))
        else:
            action = rng.choice([a for a in state.legal_actions(seat) if not isinstance(a, e.CallUno)])
        events = state.apply(seat, action)
        feed_bots(original, events)
        for bot in original.values():
            bot.react(state.view_for(bot.player))  # asked and declining: draws numbers, leaves no trace
    rebuilt = {seat: make_bot("hard", seat, 8) for seat in (1, 2)}
    feed_bots(rebuilt, state.events)
    for seat in (1, 2):
        assert rebuilt[seat].seen == original[seat].seen
        assert rebuilt[seat].memory.models == original[seat].memory.models
        assert rebuilt[seat].memory.hand == original[seat].memory.hand
        view = state.view_for(seat)
        assert rebuilt[seat].react(view) == original[seat].react(view)
        if state.current_player == seat:
            assert rebuilt[seat].choose(view) == original[seat].choose(view)


def test_each_bot_of_a_match_has_its_own_random_numbers() -> None:
    """All the bots of a match get the match seed; the seat makes their numbers differ."""
    first, second = make_bot("easy", 1, 5), make_bot("easy", 2, 5)
    first.reseed("choose")
    second.reseed("choose")
    assert [first.rng.random() for _ in range(3)] != [second.rng.random() for _ in range(3)]


def test_the_bots_of_a_new_match_see_the_deal_as_those_of_a_resumed_one(tmp_path: Path) -> None:
    """Fed the same events from the start, new and rebuilt bots keep the same memory."""
    console = ConsoleOptions(lang="en")

    def make_session(options: MatchOptions, state: e.State | None) -> Session:
        return solo_seat(options, console, Output(io.StringIO()), state=state)

    begun = begin_match(MatchOptions(bots=2, seed=6), make_session, resume=False, ask=None,
                        yes_no=lambda _: None, say=lambda _: None, t=Translator("en"), path=tmp_path / "saves.db")
    assert begun is not None
    session, store = begun
    store.close()
    for seat, bot in session.opponents.items():
        visible = [event for event in session.state.events if event.seen_by(seat) is not None]
        assert visible and bot.seen == len(visible)  # type: ignore[attr-defined]
        assert sum(bot.memory.hand.values()) == 7  # type: ignore[attr-defined]  # its dealt hand


# ---------------------------------------------------------------- the real program, killed with SIGKILL

#: The human's answer in each phase: the same in every run, so only the bots could make runs differ.
PTY_ANSWERS = {"play": "draw", "after-draw": "pass", "choose-color": "red", "challenge": "accept",
               "answer": "accept", "choose-target": "1", "round-over": ""}


def play_by_rule(child: Any, home: Path, prompts: int | None = None) -> int:
    """Answer ``prompts`` prompts (all until the match is over if ``None``); how many were answered.

    At the end of the match the answer to "play again?" is no (not counted).
    """
    from .test_storage_e2e import PROMPT, last_state

    count = 0
    while prompts is None or count < prompts:
        child.expect(PROMPT)
        state = last_state(home, child.pid)["state"]
        if state["phase"] == "match-over":
            child.sendline("no")  # play again? no
            return count
        count += 1
        window = state["phase"] != "round-over" and state["current_player"] != HUMAN
        child.sendline("" if window else PTY_ANSWERS.get(state["phase"], ""))
    return count


@pytest.mark.parametrize(("seed", "level", "killed_at"), [(41, "easy", 0.3), (42, "normal", 0.6)])
def test_the_real_program_killed_then_resumed_plays_the_same_match_to_the_end(
    tmp_path: Path, seed: int, level: str, killed_at: float
) -> None:
    import pexpect

    from .test_storage_e2e import PROMPT, kill, spawn

    args = ("--lang", "en", "--bots", "2", "--level", level, "--seed", str(seed))
    never = tmp_path / "never-killed"
    child = spawn(never, *args)
    prompts = play_by_rule(child, never)
    child.expect(pexpect.EOF)

    home = tmp_path / "killed"
    child = spawn(home, *args)
    assert play_by_rule(child, home, int(prompts * killed_at)) == int(prompts * killed_at)
    child.expect(PROMPT)
    kill(child)
    resumed = spawn(home, "--resume")
    play_by_rule(resumed, home)
    resumed.expect(pexpect.EOF)
    assert the_log(home) == the_log(never)


# ---------------------------------------------------------------- what follows the last saved move


class Calls:
    """A session that records which of the bots' next steps a resume asked for."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def after_bot_action(self) -> None:
        self.calls.append("after_bot_action")

    def bots_react(self) -> None:
        self.calls.append("bots_react")

    def let_bots_wait(self) -> None:
        self.calls.append("let_bots_wait")


def taken_up(log: list[tuple[int, e.Action]]) -> list[str]:
    """What a resume asks of the session after ``log`` (a real match: a two-card deal, official rules)."""
    hands = [cards("r1 g5"), cards("r2 b7"), cards("r3 y8")]
    deck = e.stacked_deck(3, 2, hands, card("r9"), cards("g1 g2 g3 g4 g6 g7 g8 g9"))
    rules = e.RuleSet.preset("official").replace(hand_size=2)
    meta = MatchMeta(seed=0, rules=rules, seats=(Seat("you"), Seat("A", "easy", 0), Seat("B", "easy", 0)),
                     human_seat=0, dealer=2, deck=tuple(deck))
    saved = SavedMatch(1, meta, tuple(log), MatchStatus.PLAYING, "", "")
    saved.rebuild()  # the moves are legal
    session = Calls()
    take_up(session, saved)
    return session.calls


def test_after_a_resume_the_bots_react_to_the_last_move_or_wait_as_they_did() -> None:
    """"Si un joueur oublie de dire UNO [...] et qu'un autre joueur le remarque" (official rules): the
    human has the first chance to catch a bot, then the bots; a resume keeps that order."""
    you = (HUMAN, e.Play(card("r1"), uno=True))
    alice_forgets = (1, e.Play(card("r2")))
    you_catch = (HUMAN, e.CatchUno(1))
    assert taken_up([]) == []
    assert taken_up([you]) == ["bots_react"]  # the human's move: the bots react to it
    assert taken_up([you, alice_forgets]) == ["after_bot_action"]  # a bot's move: the human's chance first
    # The human caught Alice and then the program was killed: the bots still wait for their turn to react.
    assert taken_up([you, alice_forgets, you_catch]) == ["let_bots_wait"]
