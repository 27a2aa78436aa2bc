"""The console with the H2O and extra cards (issue 15): names in both languages, the victim question, refusals."""

from __future__ import annotations

import io

import pytest

from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, MatchOptions
from uno_access.console.output import Output
from uno_access.engine import Card, Color, Play, Rank, RuleSet
from uno_access.engine.rules import with_house_rules
from uno_access.i18n import LANGUAGES
from uno_access.notation import format_card, parse_card

from .conftest import card, deal_variant, variant_card

ANY_VICTIM = with_house_rules(RuleSet.preset("official"), ["any-victim"])
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


@pytest.mark.parametrize(("lang", "brief", "full"), [
    ("en", ["dp+1", "dp+2", "r +2?", "+4?"],
     ["downpour +1", "downpour +2", "red draw two, any player", "wild draw four, any player"]),
    # French says the Downpour in French (the second tester heard "downpour" in a French match).
    ("fr", ["av+1", "av+2", "r +2?", "+4?"], ["averse +1", "averse +2", "rouge +2 au choix", "+4 au choix"]),
])
def test_the_new_cards_are_named_braille_deck_style_and_in_full(lang: str, brief: list[str], full: list[str]) -> None:
    new = [Card(None, Rank.DOWNPOUR_ONE), Card(None, Rank.DOWNPOUR_TWO), Card(Color.RED, Rank.DRAW_TWO_ANY),
           Card(None, Rank.DRAW_FOUR_ANY)]
    assert [format_card(c, lang) for c in new] == brief
    assert [format_card(c, lang, verbose=True) for c in new] == full
    for c, short in zip(new, brief):
        assert parse_card(short.replace(" ", ""), lang, new) == c
    for c, typed in zip(new, ["dp+1", "dp 2"]):  # the book's name, as the English box prints it, still typed
        assert parse_card(typed, lang, new) == c


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_victim_question_says_how_many_cards_and_who(lang: str) -> None:
    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    state = deal_variant(["r+2? r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(card("r+2?")))
    line = " ".join(session.renderer.turn_lines(state.view_for(0)))
    t = session.t
    assert line.startswith(t("turn-choose-target", players="", why="give", count=2).rstrip(" .")), line
    assert session.names[1] in line and session.names[2] in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_plus_four_any_says_the_colour_held(lang: str) -> None:
    from uno_access import engine as e

    session = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    state = deal_variant(["+4? r1 g2", "g3 g4 g5"], "r9", PILE, rules=ANY_VICTIM)
    try:
        state.apply(0, Play(variant_card("+4?"), color=Color.GREEN))
    except e.IllegalAction as error:
        refused = error
    assert refused.reason is e.Reason.COLOR_IN_HAND
    line = session.t("error-color-in-hand", card=session.renderer.words.card(variant_card("+4?")),
                     color=session.renderer.words.color(Color.RED))
    assert "+4?" in line and len(line) <= 40


@pytest.mark.parametrize(("lang", "held", "expected"), [
    ("en", "boomerang g2 g3", "On you, +2: play boomerang or draw 2."),
    ("en", "g1 g2 g3", "No boomerang: a or Space draws 2."),
    ("fr", "boomerang g2 g3", "Sur vous, +2 : boomerang ou piochez 2."),
    ("fr", "g1 g2 g3", "Pas de boomerang : a ou Espace pioche 2."),
])
def test_a_plus_two_facing_a_boomerang_table_says_the_answer_or_its_lack(lang: str, held: str, expected: str) -> None:
    rules = with_house_rules(RuleSet.preset("official"), ["boomerang"])
    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    state = deal_variant(["r+2 r1 r2", held, "y1 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(card("r+2")))
    assert session.renderer.turn_lines(state.view_for(1)) == [expected]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_press_of_the_launcher_is_one_line_with_what_it_gave(lang: str) -> None:
    """UNO Extreme: the press, what it gave and the turn's end in one line; your cards cut to 40 cells."""
    from uno_access import engine as e

    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    r, t = session.renderer, session.t
    cards = tuple(Card(color, rank) for color in (Color.RED, Color.BLUE) for rank in (Rank.SEVEN, Rank.DISCARD_ALL,
                                                                                      Rank.HIT_TWICE))
    own = r.render([e.LauncherFired(0, 1, 6), e.CardsDrawn(0, 6, cards, e.DrawReason.CHOICE), e.TurnPassed(0)])
    assert len(own) >= 2 and all(len(line) <= 40 for line in own)  # brief: cut, never a long line
    other = r.render([e.LauncherFired(1, 2, 6), e.CardsDrawn(1, 6, cards, e.DrawReason.HIT_TWICE)])
    assert other == [t("event-launcher-drew", presses=2, count=6, **r.words.who(1))]
    assert r.render([e.LauncherFired(2, 1, 0), e.TurnPassed(2)]) == [
        t("event-launcher-nothing", presses=1, **r.words.who(2))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_playable_under_the_launcher_says_a_press(lang: str) -> None:
    session = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    extreme = RuleSet.preset("extreme")
    state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "y9", PILE, rules=extreme)
    lines = session.renderer.playable_lines(state.view_for(0))
    assert lines == [session.t("playable-none", launcher=True)] and len(lines[0]) <= 40
    assert lines[0] != session.t("playable-none", launcher=False)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_extreme_rules_say_no_plus_four_challenge(lang: str) -> None:
    """UNO Extreme has no +4: its rules do not speak of challenging one."""
    from uno_access.console.rules_text import option_lines, rules_lines

    lines = rules_lines(RuleSet.preset("extreme"), lang)
    assert not set(option_lines("allow_challenge", True, lang)) & set(lines)
    assert set(option_lines("launcher", 7, lang)) <= set(lines)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", ["brief", "full"])
def test_the_victim_question_numbers_the_players_first_and_words_their_cards(lang: str, verbosity: str) -> None:
    """"Qui pioche 2 ? Anna (2), Bruno (7)." read the card counts as the choice numbers the next question asks
    ("Quel joueur (nom ou 1 à 2) ?"): each player is "1. Anna, 2 cartes", the number first, the count worded,
    within 40 cells a line in brief verbosity."""
    from uno_access.console.options import Verbosity
    from uno_access.console.render import BRAILLE_CELLS

    options = ConsoleOptions(lang=lang, verbosity=Verbosity(verbosity))
    session = solo_seat(MatchOptions(bots=2, seed=1), options, Output(io.StringIO()))
    state = deal_variant(["r+2? r1 r2 r3", "g1 g2 g3 g4", "y1 y2 y3 y4"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(card("r+2?")))
    lines = session.renderer.turn_lines(state.view_for(0))
    t = session.t
    text = " ".join(lines)
    for number, seat in ((1, 1), (2, 2)):
        choice = t("target-choice", number=number, player=session.names[seat], count=len(state.hands[seat]))
        assert choice.startswith(f"{number}. {session.names[seat]}, {len(state.hands[seat])} ")
        assert choice in text, (choice, text)
    assert f"({len(state.hands[1])})" not in text
    if verbosity == "brief":
        assert all(len(line) <= BRAILLE_CELLS for line in lines), lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_press_that_empties_the_pile_says_the_shuffle_then_what_it_gave(lang: str) -> None:
    """UNO Extreme, the pile run out during a press (the tester's `--rules extreme --seed 2`): the shuffle is
    said, then the press with its cards, never "You press: nothing." followed by an ordinary draw."""
    from uno_access import engine as e

    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    r, t = session.renderer, session.t
    cards = (Card(Color.RED, Rank.NINE), Card(Color.GREEN, Rank.SEVEN))
    lines = r.render([e.LauncherFired(1, 1, 2), e.PileReshuffled(71), e.CardsDrawn(1, 2, cards, e.DrawReason.CHOICE),
                      e.TurnPassed(1)])
    assert lines == r.render([e.PileReshuffled(71)]) + [t("event-launcher-drew", presses=1, count=2, **r.words.who(1))]
    own = r.render([e.LauncherFired(0, 4, 1), e.PileReshuffled(85), e.CardsDrawn(0, 1, cards[:1],
                                                                                  e.DrawReason.UNO_PENALTY)])
    assert own == r.render([e.PileReshuffled(85)]) + [t("event-launcher-drew-cards", presses=4,
                                                        cards=r.words.cards(cards[:1]))]
