"""A key acts only on the question that was open when it was typed, at any timing (issue 34).

The whole program in a pseudo-terminal with the prompt_toolkit console, the bots at a pace.  Each
trial makes a move, types keys some time after it (0.1 to 3 s: one key, Space and Enter together,
arrows, a word typed slowly), and waits for the next question.  The game's own record of the match
(``UNO_ACCESS_DEBUG_STATE``: one line per action, with ``time.monotonic()``, one clock for every
process) says when the last move before the question was made: keys sent before it were typed while no
question was open, and must be dropped whole (no action, nothing left in the line) and said once, just
before the question.  Keys sent after the question is on the screen answer it.  A key sent between the
two cannot be told apart: such a trial only checks that nothing went wrong.

A dropped key never changes the pace: the bots' turns take their pauses whatever is typed.  That is a
lower bound (a pause is never shorter than asked, however slow the machine), so it is no timing
assert.
"""

from __future__ import annotations

import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pexpect
import pytest

from tests.test_storage_e2e import environment, states
from uno_access.console.render import bot_names
from uno_access.engine.cards import Card, Rank
from uno_access.i18n import Translator
from uno_access.notation import format_card
from uno_access.storage.codec import decode_value

from .test_cli_pty import end_with_ctrl_d

T = Translator("en")
EARLY = T("keys-typed-early")
#: A line begun before the question, ended by Enter after it: refused whole.
BEGUN = T("line-begun-early")
BOTS = bot_names("en", 3)
#: What prompt_toolkit writes as each prompt starts (bracketed paste switched on).
PROMPT = "\x1b[?2004h"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|[\x07\x08\r]")
#: The questions a move may lead to, each with the text said just before its prompt.
QUESTIONS = {
    "turn": r"Your turn: [^\n]*\n",
    "window": r"or Enter >",
    "challenge": r"Challenge \(f\) or accept \(a\)\?",
    "colour": r"Colour \(",
    "after-draw": r"Play or pass\?",
    "answer": r"take it \(a or Space\)\?",
    "next-round": r"Enter: next round",
    "race": r"Space shouts",
    "over": T("match-over"),
}
REFUSED = [": not a card or a command.", "not understood"]

#: Keys a player types, as the terminal sends them (a word is typed one letter at a time).
KEYS: dict[str, list[str]] = {
    "space": [" "],
    "enter": ["\r"],
    "space-enter": [" \r"],
    "arrows": ["\x1b[C", "\x1b[C", "\x1b[D"],
    "word": list("main"),
    "word-enter": [*"hand", "\r"],
    "draw-word": [*"d", "\r"],
}


def clean(text: str) -> str:
    return ESCAPES.sub("", text)


@dataclass
class Trial:
    """One move, keys typed ``delay`` seconds after it, and what the game made of them."""

    keys: str
    delay: float
    moved_at: float = 0.0
    typed_at: float = 0.0
    said: str = ""
    actions: list[dict[str, Any]] = field(default_factory=list)
    question: str = ""
    #: How many actions the game had recorded before the move.
    start: int = 0

    @property
    def before_question(self) -> bool:
        """The keys were all sent before the last bot's move preceding the question (no question open)."""
        bots = []
        for move in self.actions[1:]:
            if move["state"]["last_action"][0] == 0:
                break  # the player's next move: the question was open before it
            bots.append(move)
        return bool(bots) and self.typed_at < bots[-1]["t"]


class Game:
    """The game in a pseudo-terminal, and its record of the match."""

    def __init__(self, home: Path, *args: str, pace: float) -> None:
        self.home = home
        self.pace = pace
        argv = ["-m", "uno_access", "--speech", "off", "--lang", "en", "--bots", "3", "--level", "normal",
                "--pace", str(pace), *args]
        self.child = pexpect.spawn(sys.executable, argv, env=environment(home, TERM="xterm"), encoding="utf-8",
                                   timeout=30, dimensions=(40, 100))
        self.child.delaybeforesend = None

    def records(self) -> list[dict[str, Any]]:
        return [line for line in states(self.home) if line["pid"] == self.child.pid and line["why"] == "action"]

    def question(self) -> tuple[str, str]:
        """Wait for the next question's prompt: its name and what was said since the last one."""
        names = list(QUESTIONS)
        index = self.child.expect([QUESTIONS[name] for name in names])
        said = clean(self.child.before + self.child.after)
        if names[index] == "turn":  # the turn's line, then its prompt (the others match their prompt's text)
            self.child.expect_exact(PROMPT)
        return names[index], said

    def sync(self) -> str:
        """Ask for the hand: when it is said, every key typed before was handled.  What was said."""
        self.child.send("hand\r")
        index = self.child.expect([r"Hand, [^\n]*card", *[re.escape(r) for r in REFUSED], re.escape(BEGUN),
                                   pexpect.TIMEOUT], timeout=10)
        said = ""
        if index == len(REFUSED) + 1:
            # A word was begun before the question (its letters dropped): this Enter ended its tail, refused
            # whole; the question is asked again, and "hand" typed again answers it.
            said = clean(self.child.before + self.child.after)
            self.child.expect_exact(PROMPT)
            self.child.send("hand\r")
            index = self.child.expect([r"Hand, [^\n]*card", *[re.escape(r) for r in REFUSED], pexpect.TIMEOUT],
                                      timeout=10)
            index = index if index <= len(REFUSED) else len(REFUSED) + 2
        if index == len(REFUSED) + 2:  # the keys answered the question: "hand" came while the bots played
            return said + clean(self.child.before) + " NO ANSWER"
        self.child.expect_exact(PROMPT)
        return said + clean(self.child.before) + ("" if index == 0 else " REFUSED")

    def set_pace(self, seconds: float) -> None:
        """The bots' pace, set at the prompt as a player does (``pace 1.5``)."""
        self.pace = round(seconds, 2)
        self.child.send(f"pace {self.pace}\r")
        self.child.expect_exact("Bot pace:")
        self.child.expect_exact(PROMPT)

    def type_after(self, trial: Trial, move: str, gap: float = 0.35) -> None:
        """Make ``move``, then type the trial's keys ``trial.delay`` seconds later, ``gap`` between keys."""
        self.child.send(move)
        trial.moved_at = time.monotonic()
        time.sleep(trial.delay)
        for index, key in enumerate(KEYS[trial.keys]):
            if index:
                time.sleep(gap)
            self.child.send(key)
        trial.typed_at = time.monotonic()

    def leave(self) -> str:
        said = end_with_ctrl_d(self.child)
        self.child.expect(pexpect.EOF)
        return said + self.child.before

    def hand_and_top(self) -> tuple[list[Card], dict[str, Any]]:
        state = [line for line in states(self.home) if line["pid"] == self.child.pid][-1]["state"]
        return [decode_value(card, Card) for card in state["hands"][0]], state


def number_card_to_play(game: Game) -> Card | None:
    """A number card of the player's that the top card takes (plays that call for no other question)."""
    hand, state = game.hand_and_top()
    top = decode_value(state["top_card"], Card) if state["top_card"] else None
    for card in hand:
        if card.number is None or card.rank is Rank.WILD:
            continue
        if (state["color"] and card.color is not None and card.color.value == state["color"]) or (
                top is not None and top.rank is card.rank):
            return card
    return None


def pauses(moves: list[dict[str, Any]]) -> int:
    """The bots' pauses before these moves: one before each turn of a bot after another player's."""
    count, last = 0, 0
    for move in moves:
        seat = move["state"]["last_action"][0]
        kind = move["state"]["last_action"][1].get("a") if isinstance(move["state"]["last_action"][1], dict) else None
        if seat != last and seat != 0 and kind not in ("CatchUno", "CallUno"):
            count += 1
        last = seat
    return count


def check(game: Game, trial: Trial) -> None:
    """What the rule asks of one trial, once its question is on the screen."""
    said = trial.said + game.sync()
    trial.actions = game.records()[trial.start:]
    assert "Traceback" not in said and "Press ENTER" not in said, said
    player_moves = [move for move in trial.actions[1:] if move["state"]["last_action"][0] == 0]
    if trial.before_question:
        where = f"{trial.keys} {trial.delay} s after the move: {said!r}"
        assert not player_moves, "keys typed while no question was open took an action: " + where
        assert "REFUSED" not in said, "keys typed while no question was open were left in the line: " + where
        assert "NO ANSWER" not in said, "keys typed while no question was open answered the next: " + where
        assert trial.said.count(EARLY) == 1, "the keys dropped were not said once: " + where
        after = trial.said[trial.said.index(EARLY):]
        assert not any(f"\n{name} " in after for name in BOTS), "said before the bots' moves: " + where
    # A dropped key never changes the pace: the bots took every pause (a lower bound: sleeps are never short).
    bot_moves = [move for move in trial.actions[1:] if move["state"]["last_action"][0] != 0]
    if bot_moves:
        taken = bot_moves[-1]["t"] - trial.moved_at
        assert taken >= game.pace * (pauses(bot_moves) - 1), f"{trial.keys} at {trial.delay} s made the bots hurry"


def play_trials(game: Game, trials: list[Trial], *, until: str | None = None) -> list[Trial]:
    """Each trial at a turn of the player: the bots' pace set a little longer than the trial's delay (so
    its keys come while the bots play, in their first pause at least), a number card played, the keys
    typed, the next question checked."""
    done: list[Trial] = []
    name, _ = game.question()
    pending = list(trials)
    while pending:
        if name == "over":
            break
        if name != "turn":  # another question first: let it pass
            game.child.send({"window": "\r", "colour": "r\r", "challenge": "a\r", "after-draw": "pass\r",
                             "answer": "a\r", "next-round": "\r", "race": "\r"}[name])
            name, _ = game.question()
            continue
        card = number_card_to_play(game)
        if card is None:
            game.child.send("d\r")
            name, _ = game.question()
            continue
        trial = pending.pop(0)
        game.set_pace(trial.delay + 0.4 + 0.35 * (len(KEYS[trial.keys]) - 1))
        trial.start = len(game.records())
        game.type_after(trial, format_card(card, "en") + "\r")
        name, trial.said = game.question()
        trial.question = name
        check(game, trial)
        done.append(trial)
        if until is not None:
            if name == until:
                break
            pending.append(Trial(trial.keys, trial.delay))  # the same again, until that question comes
    return done


#: (keys, seconds after the move): one key, Space and Enter together, arrows, words typed slowly.
PLAY_TIMINGS = [
    ("space-enter", 0.9), ("word", 0.35), ("space", 0.1), ("arrows", 0.6), ("enter", 1.3),
    ("draw-word", 2.0), ("word-enter", 0.2), ("space", 2.8), ("word", 1.0), ("space-enter", 1.3),
]


@pytest.mark.parametrize("seed", [11])
def test_keys_typed_while_the_bots_play_never_act_on_the_next_turn(tmp_path, seed):
    """Issue 34: seed 11, 3 bots; Space and Enter 0.9 or 1.3 s after a move drew and passed at the next
    turn, `main` at 350 ms a key left `ain` in the line, and the first key made the bots hurry."""
    game = Game(tmp_path, "--seed", str(seed), pace=0.6)
    done = play_trials(game, [Trial(keys, delay) for keys, delay in PLAY_TIMINGS[:4]])
    game.leave()
    assert all(trial.before_question for trial in done) and len(done) == 4


@pytest.mark.slow
@pytest.mark.parametrize("seed", [5, 23])
def test_keys_at_many_timings_never_act_on_the_next_turn(tmp_path, seed):
    game = Game(tmp_path, "--seed", str(seed), pace=0.6)
    done = play_trials(game, [Trial(keys, delay) for keys, delay in PLAY_TIMINGS])
    game.leave()
    assert all(trial.before_question for trial in done) and len(done) == len(PLAY_TIMINGS)


def race_lost(game: Game) -> tuple[str, float]:
    """Wait, not answering, for a race a bot wins ("… shouts first!"): what was said, and when it was seen."""
    while True:
        name, _ = game.question()
        if name == "race":
            break
        assert name != "over"
        game.child.send({"turn": "d\r", "window": "\r", "colour": "r\r", "challenge": "a\r", "after-draw": "pass\r",
                         "answer": "a\r", "next-round": "\r"}[name])
        if name == "turn":
            index = game.child.expect([r"Play or pass\?", r"You draw[^\n]*\n"])
            if index == 0:
                game.child.send("pass\r")
    game.child.expect(r"shouts first!")
    return clean(game.child.before), time.monotonic()


@pytest.mark.parametrize("delay", [0.1, pytest.param(0.6, marks=pytest.mark.slow),
                                   pytest.param(1.5, marks=pytest.mark.slow)])
def test_a_late_shout_never_draws_on_the_next_turn(tmp_path, delay):
    """Issue 34: in a Wizz race at pace 0, Space typed as a shout after a bot had shouted first drew a card
    on the player's own turn.  A race lost closes its question under the player: the next question opens
    once what followed is said (its reading time), and the late Space, typed for no question, is dropped."""
    game = Game(tmp_path, "--seed", "58", "--rules", "wizz", pace=0.0)
    race_lost(game)
    start = len(game.records())
    trial = Trial("space", delay)
    trial.moved_at = time.monotonic()
    time.sleep(delay)
    game.child.send(" ")
    trial.typed_at = time.monotonic()
    name, trial.said = game.question()
    said = trial.said + game.sync()
    trial.actions = game.records()[start - 1:]
    game.leave()
    player_draws = [m for m in trial.actions[1:] if m["state"]["last_action"][0] == 0]
    assert not player_draws, said
    assert trial.said.count(EARLY) == 1, said


#: Questions opened by the bots' first moves: (rules, house, kind, phase) as ``first_question`` finds them.
FIRST_QUESTIONS = {
    "plus-four": ("official", (), "turn", "challenge"),
    "catch-or-jump-in": ("rapido", (), "window", "play"),
    "stacking-answer": ("official", ("stacking",), "turn", "answer"),
}
#: (situation, keys, seconds after the deal): a few here, the rest in the slow set.
FIRST_TIMINGS = [("plus-four", "space-enter", 0.3), ("catch-or-jump-in", "enter", 0.9),
                 ("stacking-answer", "word-enter", 0.1)]
FIRST_TIMINGS_SLOW = [
    (situation, keys, delay) for situation in FIRST_QUESTIONS
    for keys, delay in [("space", 0.1), ("space-enter", 1.3), ("enter", 2.5), ("arrows", 0.6), ("word", 0.2),
                        ("draw-word", 1.0)]
]


def first_question_trial(tmp_path: Path, situation: str, keys: str, delay: float) -> None:
    """Keys typed ``delay`` s after the first card is turned, while the bots play to the question."""
    from tests.test_input_ownership import first_question
    from uno_access.table.messages import DecisionKind

    rules, house, kind, phase = FIRST_QUESTIONS[situation]
    seed, _ = first_question(rules, house, DecisionKind(kind), phase)
    house_flags = ["--house", ",".join(house)] if house else []
    pace = round(delay + 0.4 + 0.35 * (len(KEYS[keys]) - 1), 2)
    game = Game(tmp_path, "--seed", str(seed), "--rules", rules, *house_flags, pace=pace)
    game.child.expect_exact("First card")
    trial = Trial(keys, delay, start=0)
    trial.moved_at = time.monotonic()
    time.sleep(delay)
    for index, key in enumerate(KEYS[keys]):
        if index:
            time.sleep(0.35)
        game.child.send(key)
    trial.typed_at = time.monotonic()
    name, trial.said = game.question()
    trial.said = "\n" + trial.said
    trial.actions = [{"state": {"last_action": [-1, None]}}, *game.records()]  # no move of the player's first
    assert trial.before_question, (keys, delay)
    check(game, trial)
    game.leave()


@pytest.mark.parametrize("situation, keys, delay", FIRST_TIMINGS)
def test_keys_typed_before_a_plus_four_or_a_window_never_answer_it(tmp_path, situation, keys, delay):
    first_question_trial(tmp_path, situation, keys, delay)


@pytest.mark.slow
@pytest.mark.parametrize("situation, keys, delay", FIRST_TIMINGS_SLOW)
def test_keys_typed_before_a_question_at_many_timings(tmp_path, situation, keys, delay):
    first_question_trial(tmp_path, situation, keys, delay)


@pytest.mark.slow
def test_keys_typed_as_a_round_ends_never_start_the_next(tmp_path):
    """Enter, Space or a word typed while the last moves of a round are played: the round's end and its
    scores are said, and "Enter: next round" waits for a key typed once it is asked."""
    game = Game(tmp_path, "--seed", "11", "--bots", "1", pace=0.6)
    timings = [Trial(keys, delay) for keys, delay in [("enter", 0.1), ("space-enter", 0.3), ("word-enter", 0.2)]]
    done = play_trials(game, timings, until="next-round")
    game.leave()
    assert done[-1].question == "next-round" and done[-1].before_question


def new_match_command(tmp_path: Path, delay: float) -> None:
    """Started bare, Enter at each set-up question, then ``rules`` typed ``delay`` s into the new match (a
    letter every 0.1 s): it is answered, or said dropped (typed while the bots played) and answered when
    typed again at the prompt.  Never silence (issue 34: "a command typed 3 s into a new match got no answer
    at all")."""
    env = environment(tmp_path, TERM="xterm", LANG="en_US.UTF-8")
    child = pexpect.spawn(sys.executable, ["-m", "uno_access", "--speech", "off"], env=env, encoding="utf-8",
                          timeout=20, dimensions=(40, 100))
    child.delaybeforesend = None
    for question in ("question-language", "question-bots", "question-level", "question-rules", "question-house",
                     "question-target"):
        child.expect(re.escape(T(question, default="X", choices="Y").split(" ")[0]) + r".*\] ")
        child.send("\r")
    time.sleep(delay)
    for letter in "rules\r":
        child.send(letter)
        time.sleep(0.1)
    rules = re.escape(T("rules-preset-official"))
    if child.expect([rules, re.escape(EARLY)]) == 1:
        child.expect_exact(PROMPT)
        child.send("rules\r")
        child.expect(rules)
    child.expect_exact(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("delay", [3.0])
def test_a_command_typed_early_in_a_new_match_is_answered_or_said_dropped(tmp_path, delay):
    new_match_command(tmp_path, delay)


@pytest.mark.slow
@pytest.mark.parametrize("delay", [0.2, 0.5, 1.0, 1.5, 2.0, 2.5, 3.5, 4.0])
def test_a_command_typed_in_a_new_match_at_many_timings(tmp_path, delay):
    new_match_command(tmp_path, delay)


@pytest.mark.parametrize("lang, word, erase", [("en", "hand", False), ("fr", "main", False), ("en", "b4", False),
                                               ("en", "hand", True)])
def test_a_word_typed_across_the_questions_opening_answers_no_question(tmp_path, lang, word, erase):
    """``han`` typed while the bots play, ``d`` and Enter once the turn is asked: the line showed ``> d`` and
    Enter drew a card (French ``main``: ``> ain``).  The begun line's tail is refused on Enter, said, and
    the question asked again; the next line answers it."""
    t = Translator(lang)
    argv = ["-m", "uno_access", "--speech", "off", "--lang", lang, "--bots", "3", "--seed", "1", "--pace", "0.6"]
    child = pexpect.spawn(sys.executable, argv, env=environment(tmp_path, TERM="xterm"), encoding="utf-8",
                          timeout=30, dimensions=(24, 80))
    child.expect_exact(PROMPT)
    time.sleep(0.3)
    child.send("z")
    time.sleep(0.3)
    child.send("\r")  # the first playable card: the bots play, 0.6 s each
    time.sleep(0.2)
    for key in word[:-1]:  # typed while no question is open
        child.send(key)
        time.sleep(0.1)
    child.expect_exact(t("keys-typed-early"))  # said just before the next question
    child.expect_exact(PROMPT)
    time.sleep(0.3)
    if erase:  # the player erases what they began: the next line is the question's
        child.send("\x7f" * len(word))
        time.sleep(0.2)
        child.send(t("command-hand") + "\r")
        child.expect_exact(PROMPT)
        assert t("line-begun-early") not in clean(child.before), clean(child.before)
        end_with_ctrl_d(child)
        child.expect(pexpect.EOF)
        return
    child.send(word[-1] + "\r")
    child.expect_exact(t("line-begun-early"))
    refused = clean(child.before)
    child.expect_exact(PROMPT)  # asked again
    time.sleep(0.3)
    child.send(word + "\r")  # typed whole for this question: answered, not refused
    child.expect_exact(PROMPT)
    assert t("line-begun-early") not in clean(child.before), clean(child.before)
    time.sleep(0.3)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    for drawn in ("drawn", "draw", "pioch"):
        assert drawn not in refused.lower(), refused
