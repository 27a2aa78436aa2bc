"""UNO Totem Power, ``--rules totem`` (issue 15, item 6): four totems, in this game's reading.

wikipedia-uno-fr.txt, "Autres variantes": "quatre « totems » (un de chaque couleur, marquée U, N, O, et !)
peuvent être capturés ou échangés par les joueurs. Un totem permet de contrer les cartes « action », et la
possession simultanée des 4 pièces permet d'obtenir un Uno immédiat."  The reading (totems.py, said in the
help): an action card takes the totem of its colour; a totem given back cancels a +2, a +4 or a skip laid on
its holder; the four at once let their holder keep one card at their turn.
"""

from __future__ import annotations

import io

import pytest

from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.render_base import BRAILLE_CELLS
from uno_access.console.session import Session
from uno_access.engine import (
    ACCEPT,
    NEXT_ROUND,
    Color,
    IllegalAction,
    Phase,
    Play,
    Reason,
    RuleSet,
    SpendTotem,
    TotemUno,
)
from uno_access.engine.events import CardsDiscarded, CardsDrawn, PlayerSkipped, TotemSpent, TotemTaken, TotemUnoCalled
from uno_access.engine.rules import totems
from uno_access.i18n import LANGUAGES

from .conftest import card, cards, deal_variant, random_rounds_keep_every_card
from .test_console_questions import Lines

TOTEM = RuleSet.preset("totem")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"
MIDDLE = totems.MIDDLE


def table(hands: list[str], first: str = "r9", **held: int) -> object:
    """A round of the totem rules; ``held`` gives totems to players before play (``r=1``: seat 1 holds red)."""
    state = deal_variant(hands, first, PILE, rules=TOTEM)
    letters = "rygb"
    totems.FAMILY.put(state, tuple(held.get(letter, MIDDLE) for letter in letters))
    return state


def test_the_four_totems_start_each_round_in_the_middle() -> None:
    """"quatre « totems » (un de chaque couleur, marquée U, N, O, et !)": one per colour, nobody's at first."""
    state = deal_variant(["r1 r2", "g1 g2"], "r9", PILE, rules=TOTEM)
    assert totems.holders(state) == (MIDDLE,) * 4 and state.view_for(0).totems == (MIDDLE,) * 4
    assert totems.MARKS == ("U", "N", "O", "!") and len(TOTEM.build_deck()) == 108


@pytest.mark.parametrize("code", ["r+2", "rrev", "rskip"])
def test_an_action_card_captures_the_totem_of_its_colour_from_the_middle(code: str) -> None:
    """"peuvent être capturés": laying a +2, a reverse or a skip takes the totem of its colour."""
    state = table([f"{code} r1 r2", "g1 g2 g3", "y1 y2 y3"])
    events = state.apply(0, Play(card(code)))
    assert TotemTaken(0, Color.RED, MIDDLE) in events and totems.holders(state)[0] == 0


def test_a_totem_held_by_another_player_changes_hands() -> None:
    """"ou échangés": the action card takes it from whoever holds it."""
    state = table(["rrev r1 r2", "g1 g2 g3", "y1 y2 y3"], r=2)
    events = state.apply(0, Play(card("rrev")))
    assert TotemTaken(0, Color.RED, 2) in events and totems.holders(state)[0] == 0


def test_a_number_card_captures_nothing() -> None:
    state = table(["r1 r2 r3", "g1 g2 g3"])
    state.apply(0, Play(card("r1")))
    assert totems.holders(state) == (MIDDLE,) * 4


def test_a_totem_counters_a_plus_two_laid_on_its_holder() -> None:
    """"Un totem permet de contrer les cartes « action »": given back, the +2 does nothing to them."""
    state = table(["r+2 r1 r2", "g1 g2 g3", "y1 y2 y3"], b=1)
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and state.current_player == 1
    assert SpendTotem(Color.BLUE) in state.legal_actions(1)
    events = state.apply(1, SpendTotem(Color.BLUE))
    assert TotemSpent(1, Color.BLUE, 2) in events
    assert not any(isinstance(event, (CardsDrawn, PlayerSkipped)) for event in events)
    assert state.current_player == 1 and state.phase is Phase.PLAY and len(state.hands[1]) == 3
    assert totems.holders(state) == (0, MIDDLE, MIDDLE, MIDDLE)  # the blue one back in the middle, red taken by seat 0


def test_a_totem_counters_a_skip_and_a_plus_four() -> None:
    state = table(["rskip r1 r2", "g1 g2 g3", "y1 y2 y3"], g=1)
    state.apply(0, Play(card("rskip")))
    state.apply(1, SpendTotem(Color.GREEN))
    assert state.current_player == 1
    state = table(["+4 g1 g2", "g3 g4 g5", "y1 y2 y3"], y=1)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    assert state.phase is Phase.CHALLENGE and SpendTotem(Color.YELLOW) in state.legal_actions(1)
    state.apply(1, SpendTotem(Color.YELLOW))
    assert state.current_player == 1 and len(state.hands[1]) == 3


def test_the_holder_may_still_take_the_cards() -> None:
    state = table(["r+2 r1 r2", "g1 g2 g3", "y1 y2 y3"], b=1)
    state.apply(0, Play(card("r+2")))
    state.apply(1, ACCEPT)
    assert len(state.hands[1]) == 5 and totems.holders(state)[3] == 1


def test_an_action_card_that_takes_the_only_totem_of_its_victim_leaves_nothing_to_counter() -> None:
    """The card takes its totem first: a victim whose only totem was that colour has none left."""
    state = table(["r+2 r1 r2", "g1 g2 g3", "y1 y2 y3"], r=1)
    state.apply(0, Play(card("r+2")))
    assert len(state.hands[1]) == 5 and state.current_player == 2


def test_a_totem_spent_without_an_action_card_or_not_held_is_refused() -> None:
    state = table(["r1 r2 r3", "g1 g2 g3"], b=0)
    with pytest.raises(IllegalAction):
        state.apply(0, SpendTotem(Color.BLUE))
    state = table(["r+2 r1 r2", "g1 g2 g3", "y1 y2 y3"], b=1)
    state.apply(0, Play(card("r+2")))
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, SpendTotem(Color.GREEN))
    assert refused.value.reason is Reason.NO_TOTEM


def test_the_four_totems_give_an_immediate_uno() -> None:
    """"la possession simultanée des 4 pièces permet d'obtenir un Uno immédiat": at their turn, the holder
    keeps one card of their choice; the rest go under the top card; the totems go back; UNO is said."""
    state = table(["r1 g5 b7 wild", "g1 g2 g3 g4"], r=0, y=0, g=0, b=0)
    assert set(state.legal_actions(0)) >= {TotemUno(c) for c in cards("r1 g5 b7")}
    events = state.apply(0, TotemUno(card("wild")))
    assert TotemUnoCalled(0) in events
    assert CardsDiscarded(0, tuple(cards("r1 g5 b7")), 1) in events
    assert state.hands[0] == [card("wild")] and state.discard[-1] == card("r9")
    assert totems.holders(state) == (MIDDLE,) * 4 and 0 in state.view_for(1).uno_called
    assert state.current_player == 1 and state.uno_catchable is None


def test_the_immediate_uno_needs_the_four_totems() -> None:
    state = table(["r1 g5 b7 wild", "g1 g2 g3 g4"], r=0, y=0, g=0)
    assert not any(isinstance(action, TotemUno) for action in state.legal_actions(0))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, TotemUno(card("wild")))
    assert refused.value.reason is Reason.NO_TOTEM


def test_each_round_starts_with_the_totems_in_the_middle() -> None:
    state = table(["r1", "g1"], r=0, b=1)
    state.apply(0, Play(card("r1")))
    assert state.phase is Phase.ROUND_OVER
    state.apply(0, NEXT_ROUND)
    assert totems.holders(state) == (MIDDLE,) * 4


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_totem_rounds_keep_every_card(players: int) -> None:
    random_rounds_keep_every_card(TOTEM, players)


def console(hands: list[str], lang: str, **held: int) -> Session:
    """A session where the human deals: the bot at seat 1 plays first."""
    state = deal_variant(hands, "r9", PILE, rules=TOTEM, dealer=0)
    totems.FAMILY.put(state, tuple(held.get(letter, MIDDLE) for letter in "rygb"))
    session = solo_seat(MatchOptions(bots=len(hands) - 1, seed=1, rules="totem"),
                      ConsoleOptions(lang=lang, verbosity=Verbosity.BRIEF), Output(io.StringIO()), state=state)
    session.start()
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_human_counters_with_the_totem_command(lang: str) -> None:
    session = console(["g1 g2 g3", "r+2 r1 r2"], lang, b=0)
    session.apply(1, Play(card("r+2")))
    assert session.state.current_player == 0 and session.state.phase is Phase.ANSWER
    lines = session.renderer.turn_lines(session.view)
    assert session.t("turn-totem-counter", colors="b", count=1) in lines  # "A totem: type totem to cancel it."
    assert all(len(line) <= BRAILLE_CELLS for line in lines), lines
    session.reader = Lines(["to"])
    session.human_turn()
    assert session.state.current_player == 0 and session.state.phase is Phase.PLAY
    assert len(session.state.hands[0]) == 3 and totems.holders(session.state)[3] == MIDDLE


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_human_keeps_one_card_with_the_four_totems(lang: str) -> None:
    session = console(["r1 g5 b7 wild", "r2 r3 r4 g4"], lang, r=0, y=0, g=0, b=0)
    session.apply(1, Play(card("r2")))
    lines = session.renderer.turn_lines(session.view) + session.renderer.status_lines(session.view)
    assert session.t("turn-totem-uno") in lines and all(len(line) <= BRAILLE_CELLS for line in lines), lines
    session.reader = Lines(["to " + session.card(card("wild")).replace(" ", "")])
    session.human_turn()
    assert session.state.hands[0] == [card("wild")] and session.state.current_player == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_totem_command_with_nothing_to_counter_says_so(lang: str) -> None:
    session = console(["r1 g5 b7 wild", "r2 r3 r4 g4"], lang, b=0)
    session.apply(1, Play(card("r2")))
    session.reader = Lines(["to"])
    session.human_turn()
    assert session.t("error-no-totem") in session.output.history
    assert len(session.state.hands[0]) == 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_names_the_totem_command_only_where_there_are_totems(lang: str) -> None:
    session = console(["r1 g5 b7 wild", "r2 r3 r4 g4"], lang)
    session.info_commands.help("")
    word = session.t("command-totem")
    assert any(word in line for line in session.output.history)
    plain = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    plain.info_commands.help("")
    assert not any(word in line.split() or word + "." in line.split() or word + "," in line.split()
                   for line in plain.output.history)
