"""UNO Wizz at the console (issue 15, item 2): the wheel's questions, and the race to shout "Uno wizz".

The race is fair to a player who listens: the bots' delays count from the moment the announcement has
been printed and spoken (wikipedia-uno-fr.txt: "Le premier joueur à crier « Uno wizz » met une carte dans
le talon").
"""

from __future__ import annotations

import io
import random
import threading
import time

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.render_base import BRAILLE_CELLS
from uno_access.console.seat_base import HUMAN
from uno_access.console.session import Session
from uno_access.console.turn_clock import RaceClock, reading_time
from uno_access.engine import Phase, Wheel
from uno_access.i18n import LANGUAGES
from uno_access.notation import format_card, format_color, parse_card
from uno_access.table.messages import DecisionKind

from .conftest import FixedWheel, card, deal_variant
from .test_console_questions import Lines

WIZZ = e.RuleSet.preset("wizz")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def wizz_table(outcome: Wheel, hands: list[str], lang: str = "en", reaction: float = 1.5) -> Session:
    """Seat 2 (a bot) lays a red Wizz: the human, next, spins the wheel, which stops on ``outcome``."""
    state = deal_variant(hands, "r9", PILE, rules=WIZZ, dealer=1)
    state.rng = FixedWheel(outcome)
    options = ConsoleOptions(lang=lang, verbosity=Verbosity.BRIEF, reaction=reaction)
    session = solo_seat(MatchOptions(bots=len(hands) - 1, seed=1, rules="wizz"), options, Output(io.StringIO()),
                      state=state)
    session.start()
    session.apply(2, e.Play(card("rwizz")))
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wizz_card_is_named_braille_deck_style(lang: str) -> None:
    wizz = card("rwizz")
    assert format_card(wizz, lang) == "r wizz"  # red is "r" in both languages
    assert parse_card("rwizz", lang, [wizz]) == wizz


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("outcome", list(Wheel))
def test_every_wheel_line_fits_a_braille_display(lang: str, outcome: Wheel) -> None:
    session = wizz_table(outcome, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"], lang)
    session.narrator.flush()
    lines = list(session.output.history)
    if session.state.phase is Phase.WHEEL and session.state.current_player == HUMAN:
        lines += session.renderer.turn_lines(session.view)
    assert lines and all(len(line) <= BRAILLE_CELLS for line in lines), lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_human_keeps_two_cards_with_the_card_keys(lang: str) -> None:
    """"Presque Uno": the cards typed (or chosen with the arrows and Enter) are kept."""
    session = wizz_table(Wheel.ALMOST_UNO, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"],
                         lang)
    session.reader = Lines([format_card(card("wild"), lang).replace(" ", ""), "g4"])
    session.human_turn()
    session.human_turn()
    assert sorted(map(repr, session.state.hands[HUMAN])) == sorted(map(repr, [card("wild"), card("g4")]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_number_alone_names_the_number_to_let_go(lang: str) -> None:
    session = wizz_table(Wheel.ONE_NUMBER_LESS, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"],
                         lang)
    line = session.renderer.turn_line(session.view)
    assert all(number in line for number in "1234"), line
    session.reader = Lines(["4"])
    session.human_turn()
    assert [c for c in session.state.hands[HUMAN] if c.number == 4] == []


def test_a_colour_letter_names_the_colour_to_let_go() -> None:
    session = wizz_table(Wheel.ONE_COLOR_LESS, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"])
    session.reader = Lines(["r", "g"])
    session.human_turn()  # red: not in the hand, refused with the question's answers
    assert session.state.phase is Phase.WHEEL
    session.human_turn()
    assert sorted(map(repr, session.state.hands[HUMAN])) == sorted(map(repr, [card("y3"), card("b2"), card("b4"),
                                                                           card("wild")]))


def race(lang: str = "en", reaction: float = 1.5) -> Session:
    """The human spins "Uno wizz": the race is open for every seat."""
    return wizz_table(Wheel.UNO_WIZZ, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"], lang,
                      reaction)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bots_wait_for_the_human_race_question(lang: str) -> None:
    """After the announcement no bot has shouted yet: the race is the human's question first."""
    session = race(lang)
    decision = session.table.advance()
    assert decision.kind is DecisionKind.RACE and session.state.phase is Phase.SHOUT


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("typed", ["u", " "])
def test_the_human_who_shouts_first_lays_a_card(lang: str, typed: str) -> None:
    session = race(lang)
    session.reader = Lines(["uno" if typed == "u" else "d", "g1"])  # the UNO word, or the draw key (Space)
    session.out_of_turn.offer_race(session.table.advance())
    assert e.Shouted(HUMAN) in session.state.events
    session.human_turn()
    assert card("g1") not in session.state.hands[HUMAN] and session.state.phase is Phase.PLAY


@pytest.mark.parametrize("lang", LANGUAGES)
def test_enter_lets_the_fastest_bot_shout(lang: str) -> None:
    session = race(lang)
    session.reader = Lines([""])
    fastest = session.table.race_delays()[0][1]
    session.out_of_turn.offer_race(session.table.advance())
    assert e.Shouted(fastest) in session.state.events


def test_a_slow_human_is_beaten_by_the_fastest_bot_once_its_delay_has_passed() -> None:
    """The race clock closes the question (the reader's expire) after the fastest bot's delay."""
    session = race(reaction=0.3)
    expired = threading.Event()

    class Waiting(Lines):
        def read(self, prompt: str) -> str | object | None:
            expired.wait(5)
            from uno_access.console.commands import Command, Verb

            return Command(Verb.TIME_UP)

        def expire(self) -> None:
            expired.set()

    session.reader = Waiting([])
    session.out_of_turn.offer_race(session.table.advance())
    assert expired.is_set()
    shouted = [event for event in session.state.events if isinstance(event, e.Shouted)]
    assert shouted and shouted[0].player != HUMAN


def test_the_race_starts_once_the_announcement_has_been_spoken() -> None:
    """A player who listens is never beaten by words they had no time to hear."""
    class Voice:
        def __init__(self) -> None:
            self.until = time.monotonic() + 0.3

        @property
        def speaking(self) -> bool:
            return time.monotonic() < self.until

    voice = Voice()
    output = Output(io.StringIO())
    output.speaker = voice  # type: ignore[assignment]
    done = threading.Event()
    clock = RaceClock(0.05, output, expire=done.set).start()
    assert done.wait(5)
    assert clock.started_at is not None and clock.started_at >= voice.until


def test_a_screen_reader_reading_the_terminal_gets_the_time_to_read_the_announcement() -> None:
    """No voice of the game's: the race waits what a screen reader takes to say the lines (an estimate)."""
    output = Output(io.StringIO())  # speech off: a screen reader reads the terminal
    assert reading_time("x" * 30, output, 15.0) == pytest.approx(2.0)

    class Voice:
        speaking = False

    output.speaker = Voice()  # type: ignore[assignment]
    assert reading_time("x" * 30, output, 15.0) == 0.0  # the game's voice is waited for instead

    class Silent(Voice):
        unavailable = "no-audio-output"  # a voice with no sound card: the player reads the text

    output.speaker = Silent()  # type: ignore[assignment]
    assert reading_time("x" * 30, output, 15.0) == pytest.approx(2.0)


class Player:
    """Types what a player reading the screen would, at every question, races included."""

    def __init__(self, session: Session, limit: int = 3000) -> None:
        self.session = session
        self.limit = limit
        self.rng = random.Random(5)

    def read(self, prompt: str) -> str | None:
        self.limit -= 1
        if self.limit < 0:
            return None
        s = self.session
        state = s.state
        if state.phase is Phase.SHOUT:
            return self.rng.choice(["uno", ""])
        if state.phase is Phase.ROUND_OVER or state.current_player != HUMAN:
            return ""
        view = s.view
        if view.phase is Phase.CHOOSE_COLOR:
            return s.t.attr("card-color-blue", "short")
        if view.phase is Phase.CHALLENGE:
            return s.t("command-accept")
        if view.phase is Phase.AFTER_DRAW:
            return s.t("command-play")
        if view.phase is Phase.WHEEL:
            colors = [a.color for a in view.legal_actions if isinstance(a, e.ChooseColor)]
            if colors:
                return format_color(colors[0], s.options.lang, verbose=False)
            plays = [a.card for a in view.legal_actions if isinstance(a, e.Play)]
            return s.card(plays[0]) if plays and self.rng.random() < 0.8 else ""
        playable = s.renderer.playable(view)
        if playable and view.phase is Phase.PLAY:
            return s.card(playable[0])
        return s.t("command-accept") if view.phase is Phase.ANSWER else s.t("command-draw")

    def close(self) -> None:
        """Nothing to release."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_wizz_matches_keep_brief_lines_within_40_cells(lang: str) -> None:
    for seed in range(2):
        stream = io.StringIO()
        session = solo_seat(MatchOptions(bots=3, seed=seed, rules="wizz", target=120),
                          ConsoleOptions(lang=lang), Output(stream))
        session.reader = Player(session)
        assert session.run() == 0
        assert session.state.is_match_over
        long = [line for line in stream.getvalue().splitlines() if len(line) > BRAILLE_CELLS]
        assert long == [], long
        assert any(isinstance(event, e.WheelSpun) for event in session.state.events)


def test_a_space_typed_before_the_race_opened_never_shouts() -> None:
    """A key acts only on the question open when it was typed: a Space pressed while the bots played (to draw,
    say) is dropped when the race opens, and the player is told."""

    class TypedAhead(Lines):
        def __init__(self) -> None:
            super().__init__([""])  # Enter, typed once the race question is open
            self.early = ["d"]  # Space, typed before it

        def discard(self) -> int:
            dropped, self.early = len(self.early), []
            return dropped

    session = race()
    session.reader = TypedAhead()
    session.out_of_turn.offer_race(session.table.advance())
    shouted = [event.player for event in session.state.events if isinstance(event, e.Shouted)]
    assert shouted and shouted[0] != HUMAN
    assert session.t("keys-typed-early") in session.output.history


@pytest.mark.parametrize("lang", LANGUAGES)
def test_enter_alone_at_one_colour_less_names_only_the_colours_asked(lang: str) -> None:
    """The prompt asks "Colour (g, y or b)?": Enter alone answered "Colour: r, y, g or b." (red is not in the hand)."""
    session = wizz_table(Wheel.ONE_COLOR_LESS, ["g1 b2 y3 g4 b4 wild", "y1 y2 y4 b5 b6 g8", "rwizz g5 g6 g7 b8 y9"],
                         lang)
    session.reader = Lines([""])
    session.human_turn()
    assert session.state.phase is Phase.WHEEL
    text = session.output.stream.getvalue()  # type: ignore[attr-defined]
    allowed = sorted(format_color(a.color, lang, verbose=False) for a in session.view.legal_actions
                     if isinstance(a, e.ChooseColor))
    red = format_color(e.Color.RED, lang, verbose=False)
    assert red not in allowed
    said = text.splitlines()[-1]
    assert all(letter in said for letter in allowed), said
    assert f"{red}," not in said and f" {red}." not in said, said
