"""Defects a whole-match play-through found in the console (French and English, a blind player's habits),
each reproduced through a real session, as the player meets them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.commands import Command
from uno_access.console.options import MatchOptions
from uno_access.console.reader import Key
from uno_access.console.session import Session
from uno_access.i18n import Translator

from .conftest import deal_variant, variant_card
from .test_console_questions import Lines, human_draws_a_playable_card, said, table

LANGS = ["fr", "en"]


class KeyLines(Lines):
    """Lines and keys typed in order: a key acts on the session as the real reader's key does."""

    def __init__(self, session: Session, items: list[str | Key]) -> None:
        super().__init__([])
        self.session = session
        self.items = list(items)

    def read(self, prompt: str) -> str | Command | None:  # type: ignore[override]
        self.prompts.append(prompt)
        while self.items:
            item = self.items.pop(0)
            if not isinstance(item, Key):
                return item
            command = self.session.on_key(item)
            if command is not None:
                return command
        return None


@pytest.mark.parametrize("lang", LANGS)
def test_enter_after_uno_plays_the_card_browsed(lang):
    """`uno` then Enter said the turn again: the call reopened the question and lost the cursor."""
    session = table(["r1 r3", "r7 r4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.apply(1, e.Play(variant_card("r7"), uno=True))
    session.reader = KeyLines(session, [Key.NEXT_CARD, Key.NEXT_CARD, "uno", ""])
    session.human_turn()  # the cursor on r 3, then UNO said
    session.human_turn()  # Enter
    assert session.state.discard[-1] == variant_card("r3")
    assert len(session.view.hand) == 1  # UNO said: no penalty


@pytest.mark.parametrize("lang", LANGS)
def test_f2_at_the_first_turn_of_a_new_match_repeats_this_match(lang):
    """F2 at the first turn after "Play again? yes" said the previous match's end again (the program plays
    the next match with the same output, as uno_access.cli does)."""
    t = Translator(lang)
    rules = e.RuleSet.preset("official").replace(target_score=1)
    first = table(["r1", "r7"], "r5", "g1 g2 g3 g4", rules=rules, lang=lang)
    first.reader = Lines([])
    assert first.run() == 0  # Anna plays her last card: the match is over
    assert t("match-over") in first.output.history
    first.reader = Lines([""])
    assert first.play_again()  # Enter: yes
    output = first.output
    state = deal_variant(["r1 b3", "r7 r4"], "g5", "g1 g2 g3 g4", rules=e.RuleSet.preset("official"), dealer=0)
    second = solo_seat(MatchOptions(bots=1, seed=2), first.options, output, state=state)
    said_before = len(output.stream.getvalue())
    second.start()
    second.apply(1, e.DRAW)
    second.apply(1, e.PASS)
    turn = second.renderer.turn_lines(second.view)[-1]
    second.reader = KeyLines(second, [Key.REPEAT])
    second.run()  # the deal, Anna draws, the first turn; then F2, and the input ends
    repeated = output.stream.getvalue()[said_before:].splitlines()
    assert t("match-over") not in repeated, repeated
    assert repeated.count(turn) == 2, repeated  # the turn's line, then again by F2


GOES_OUT = {"fr": "Vous jouez r 1 et terminez.", "en": "You play r 1 and go out."}


@pytest.mark.parametrize("lang", LANGS)
def test_the_players_winning_card_is_said_as_going_out(lang):
    """"Vous jouez r 1." for the card that won the round, where a bot's is "Anna joue r 7 et termine."."""
    session = table(["r1", "r7"], "r5", "g1 g2 g3 g4", lang=lang)
    session.apply(1, e.DRAW)  # (g 1 goes on nothing: the turn passes)
    session.reader = Lines(["r1"])
    session.human_turn()
    assert GOES_OUT[lang] in said(session)


@pytest.mark.parametrize("lang", LANGS)
def test_a_colour_typed_for_a_wild_card_just_drawn_plays_it_in_that_colour(lang):
    """A Joker drawn, then "b" (blue, for the Joker) answered "bleu : lequel ? b 1, b 3." of the blue cards held."""
    t = Translator(lang)
    session = table(["wild b1 b3 g7 g8", "r7 r4 y4 y5 y6"], "r5", "wild g1 g2 g3 g4 g5 g6 g7", lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    session.reader = Lines([t("command-draw"), "b"])
    session.human_turn()
    session.human_turn()
    assert session.state.discard[-1] == variant_card("wild")
    assert session.state.color is e.Color.BLUE


@pytest.mark.parametrize("lang", LANGS)
def test_a_colour_alone_that_several_cards_have_is_asked_as_a_question(lang):
    """"bleu : lequel ? b 1, b 3." is no question: "Quel bleu : b 1, b 3 ?" / "Which blue: b 1, b 3?"."""
    session = table(["b1 b3 b5 g7 g8", "r7 r4 y4 y5 y6"], "b9", "g1 g2 g3 g4 g5 g6 g7", lang=lang)
    session.apply(1, e.DRAW)
    session.reader = Lines(["b"])
    session.human_turn()
    line = said(session)[-1]
    assert line == {"fr": "Quel bleu : b 1, b 3, b 5 ?", "en": "Which blue: b 1, b 3, b 5?"}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_history_and_page_up_count_the_same_events(lang):
    """`history` said "last 10 of 19" (lines cut for 40 cells) where Page Up said "(n/24)" (the whole match's
    events): the same round, two counts.  Both count this round's events now."""
    t = Translator(lang)
    session = table(["r1 r2 r3 r4 r6 r8 r9", "b7 b4 b8 y5 y6 g2 g3"], "r5",
                    "g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3", lang=lang)
    for _ in range(5):  # Anna draws, the player plays: a few events, and the deal's hand on two lines
        session.apply(1, e.DRAW)
        if session.state.current_player == 1:
            session.apply(1, e.PASS)
        session.apply(0, e.Play(session.state.hands[0][0]))
    said(session)
    stream = session.output.stream

    def lines_of(act: Callable[[], object]) -> list[str]:
        start = len(stream.getvalue())
        act()
        return stream.getvalue()[start:].splitlines()

    whole = lines_of(lambda: session.info_commands.history("100"))
    total = int(whole[0].rstrip(" :").split()[-1])
    assert len(whole) - 1 > total > 10  # (some events take two lines of 40 cells: they count as one)
    assert whole[0] == t("history-intro", count=total, round=1, total=total)  # (it said "Round 0")
    assert lines_of(lambda: session.on_key(Key.HISTORY_BACK))[-1].endswith(f"({total}/{total})")
    assert lines_of(lambda: session.info_commands.history(""))[0] == whole[0].replace(f" {total} ", " 10 ", 1)


#: The round's points, a line a player: the winner collects the hands of the others (official-rules-fr.txt,
#: "le premier joueur qui s'est débarrassé de ses cartes marque les points de ses adversaires").
BREAKDOWN = {
    "fr": ["Anna : +16, les mains des autres.", "Vous : 2 en main, pour Anna.", "Bruno : 14 en main, pour Anna."],
    "en": ["Alice: +16, the others' hands.", "You: 2 in hand, to Alice.", "Bob: 14 in hand, to Alice."],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_round_end_says_who_scored_what_from_which_hands(lang):
    """At a round's end only the totals were said: a line a player, key fact first, within 40 cells."""
    from uno_access.lines import BRAILLE_CELLS

    t = Translator(lang)
    session = table(["r1 r2", "r7 r9", "b9 g4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.apply(1, e.Play(variant_card("r7"), uno=True))
    session.apply(2, e.DRAW)  # g 1: Bruno cannot play it, the turn passes
    session.apply(0, e.Play(variant_card("r1"), uno=True))
    session.apply(1, e.Play(variant_card("r9")))  # Anna goes out
    lines = said(session)
    won = lines.index(t("event-round-won", points=16, you=False, player=session.names[1]))
    assert lines[won + 1:won + 4] == BREAKDOWN[lang]
    assert all(len(line) <= BRAILLE_CELLS for line in BREAKDOWN[lang])


@pytest.mark.parametrize("lang, points", [("fr", 1), ("en", 1), ("fr", 0), ("fr", 2)])
def test_a_round_won_for_one_point_says_point(lang, points):
    """"Anna gagne la manche : 1 points." (Rapido, lowest wins; a last hand of one 1)."""
    line = Translator(lang)("event-round-won", points=points, you=False, player="Anna")
    assert ("1 points" not in line) and (points != 2 or "2 points" in line)


@pytest.mark.parametrize("lang", LANGS)
def test_the_letter_the_challenge_names_is_the_one_that_challenges(lang):
    """The play-through found the challenge's letter not working in French: the letter the line, the prompt
    and the help name (f, in both languages) challenges, at the question and in the keys' help."""
    t = Translator(lang)
    session = table(["r1 b3 g5", "+4 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.apply(1, e.Play(variant_card("+4"), color=e.Color.BLUE))
    line = session.renderer.turn_lines(session.view)[0]
    prompt = t("prompt-challenge")
    letter = prompt.split("(")[1][0]
    assert f"{letter} " in line and f"({letter})" in t("help-now-challenge") and t("allowed-challenge").startswith(letter)
    session.reader = Lines([letter])
    session.human_turn()
    assert any(isinstance(event, e.Challenged) for event in session.state.events)


@pytest.mark.parametrize("lang", LANGS)
def test_the_drawn_card_line_fits_40_cells_for_every_colour_and_rank(lang):
    """"Pioche : j [ ], Entrée la joue, p passe." was measured at 41 by the play-through (40 characters, 41 bytes:
    the "é" of "Entrée"): every card's line, as the turn line says it (brief), fits 40 cells, and the French
    line has cells to spare ("Entrée joue", as "Espace pioche" says it)."""
    import dataclasses

    from uno_access.engine.cards import Card, Color, Rank, classic_deck, family_deck
    from uno_access.engine.view import Phase
    from uno_access.lines import BRAILLE_CELLS

    session = human_draws_a_playable_card(lang)
    view = session.view
    cards = set(classic_deck(shuffle_hands=True, swap_hands=True, custom_cards=3, uno_cards=4)) | set(family_deck())
    for color in (*Color, None):
        for rank in Rank:
            try:
                cards.add(Card(color, rank))
            except (ValueError, TypeError):
                pass  # no such card (a coloured wild card, a number without colour)
    for card in cards:
        for passing in (True, False):
            legal = view.legal_actions if passing else tuple(a for a in view.legal_actions if a != e.PASS)
            drawn = dataclasses.replace(view, drawn_card=card, phase=Phase.AFTER_DRAW, legal_actions=legal)
            line = session.renderer.turn_line(drawn)
            assert len(line) <= BRAILLE_CELLS, line
    line = session.renderer.turn_line(dataclasses.replace(view, drawn_card=variant_card("yskip")))
    assert len(line) <= BRAILLE_CELLS - 2, line


@pytest.mark.parametrize("lang", LANGS)
def test_plain_uno_then_enter_after_drawing_plays_the_card_drawn(lang):
    """--plain has no arrows: the card under the cursor is the card just drawn; `uno`, then Enter, plays it."""
    t = Translator(lang)
    session = table(["g5", "b9"], "r5", "b1 r2 g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.apply(1, e.DRAW)  # b 1 goes on nothing: Anna's turn passes
    session.reader = Lines([t("command-draw"), "uno", ""])
    for _ in range(3):
        session.human_turn()
    assert session.state.discard[-1] == variant_card("r2")
    assert session.view.hand == (variant_card("g5"),)  # UNO said: no penalty
