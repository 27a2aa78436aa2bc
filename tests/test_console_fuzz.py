"""Whatever the player types, at any moment, the game answers and goes on: never a traceback, never a changed game.

The mission: "Bad input always gets a clear, localized answer saying what was
wrong and what is allowed — never a traceback, never a changed or lost game."
A typist here mixes good moves with every kind of command, answer, garbage and
control character, in both languages, under every edition, through whole
matches; the engine's own log must replay to the very same game.
"""

from __future__ import annotations

import io
import random

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, Level, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.session import HUMAN, Session
from uno_access.engine import Game
from uno_access.notation import format_card

#: What a hurried, curious or clumsy player may type, in either language.
TYPED = [
    "", " ", "?", "??", "d", "p", "u", "c", "a", "h", "s", "o", "n", "y", "r", "q", "0", "1", "3", "99", "-1", "+4",
    "pioche", "draw", "passe", "pass", "uno", "catch", "attrape", "conteste", "challenge", "accepte", "accept",
    "main", "hand", "jouables", "playable", "dessus", "top", "état", "status", "scores", "stats", "règles", "rules",
    "règles tout", "rules all", "répète", "repeat", "historique", "history", "aide", "help", "aide tout", "help all",
    "help draw", "aide pioche", "touches", "keys", "verbosité", "verbosity full", "rythme 0", "pace 0", "tri",
    "sort", "bip", "beep", "silence", "parole", "speech off", "réglages", "settings", "joue", "play", "r7", "r 7",
    "b+2", "j ][", "y [ ]", "v7 uno", "g7 uno", "joker r", "wild b", "+4 v", "+4 g", "r", "rouge", "red", "bleu",
    "inv", "rev", "éch", "swap", "aucun", "none", "skip", "Anna", "Bob", "2",
    "é", "\x1b[A", "\t", "\x00", "carte", "card", "a" * 300, "r7 r8", "uno uno", "1 2 3", "🂡", "NaN", "∞",
]


class Typist:
    """A reader that types at random: a legal card one time in three (so matches end), else anything."""

    def __init__(self, session: Session, seed: int, lines: int) -> None:
        self.session, self.rng, self.left = session, random.Random(seed), lines

    def read(self, prompt: str) -> str | None:
        if self.left == 0:
            return None
        self.left -= 1
        state, rng = self.session.state, self.rng
        if rng.random() < 0.35 and state.current_player == HUMAN:
            plays = [a for a in state.legal_actions(HUMAN) if isinstance(a, e.Play)]
            if plays:
                return format_card(rng.choice(plays).card, self.session.options.lang)
        if rng.random() < 0.15:
            return ""  # Enter: the default, the browsed card, the next round
        return rng.choice(TYPED)

    def close(self) -> None:
        """Nothing to release."""


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("rules", ["official", "braille", "rapido", "official+", "family"])
def test_random_typing_through_a_match_never_breaks_or_changes_the_game(lang, rules):
    seed = {"official": 1, "braille": 2, "rapido": 3, "official+": 4, "family": 5}[rules] + (10 if lang == "en" else 0)
    stream = io.StringIO()
    session = solo_seat(
        MatchOptions(bots=2, seed=seed, rules=rules, level=Level.EASY),
        ConsoleOptions(lang=lang, verbosity=Verbosity.BRIEF, pace=0.0),
        Output(stream),
    )
    session.reader = Typist(session, seed, lines=600)
    assert session.run() == 0
    text = stream.getvalue()
    assert "Traceback" not in text and "Error" not in text
    state = session.state
    replayed = Game(state.num_players, state.rules).replay(state.seed, state.log)
    assert replayed.log == state.log and replayed.scores == state.scores and replayed.hands == state.hands
    assert state.round_number >= 1 and len(state.log) > 20
