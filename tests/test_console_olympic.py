"""UNO Olympique at the console (issue 14, item 7): the dealer's question, the 0's way, a 7 kept, the round
of 2s and the invisible card, said in short lines in both languages."""

from __future__ import annotations

import pytest

from uno_access.console.render import BRAILLE_CELLS
from uno_access.console.session import HUMAN
from uno_access.engine.view import Phase

from .test_console_session import Lines, make_session


def _dealt_by_the_human(lang: str, lines: list[str]):
    for seed in range(60):
        session, stream = make_session(lang, seed=seed, bots=3, rules="olympic")
        if session.state.dealer == HUMAN:
            session.reader = Lines(lines)
            session.run()
            return session, stream.getvalue()
    raise AssertionError("the human never deals")  # pragma: no cover


@pytest.mark.parametrize(("lang", "count", "way", "said"), [
    ("fr", "9", "d", "Vous donnez 9 cartes, vers la droite."),
    ("en", "12", "right", "You deal 12 cards, counter-clockwise."),
])
def test_the_dealer_chooses_the_cards_and_the_way(lang: str, count: str, way: str, said: str) -> None:
    """"Le donneur distribue entre 7 et 15 cartes, à son choix"; "Le sens de distribution [...] définit le sens
    du jeu"."""
    session, text = _dealt_by_the_human(lang, [count, way])
    assert said in text
    assert len(session.state.hands[1]) == int(count) or session.state.round_number > 1 or session.state.log


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_wrong_deal_is_refused_with_what_is_allowed(lang: str) -> None:
    session, text = _dealt_by_the_human(lang, ["30", "", "zz", "g"])
    assert ("Tapez un nombre de 7 à 15." if lang == "fr" else "Type a number from 7 to 15.") in text
    assert ("Tapez g (horaire) ou d (inverse)." if lang == "fr" else "Type l (clockwise) or r (counter).") in text
    assert ("Vous donnez 7 cartes, vers la gauche." if lang == "fr" else "You deal 7 cards, clockwise.") in text


def test_the_deal_question_lines_fit_a_braille_display() -> None:
    for lang in ("fr", "en"):
        session, text = _dealt_by_the_human(lang, ["9", "d"])
        prompts = session.reader.prompts  # type: ignore[attr-defined]
        assert any(prompt.startswith(("Combien", "How many")) for prompt in prompts)
        assert all(len(line) <= BRAILLE_CELLS for line in text.splitlines()[:6])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_olympique_matches_play_through_with_every_question_answered(lang: str) -> None:
    """Whole matches with a player answering the first way offered: the 0's way, the 7 kept or given, the
    deal; the lines that matter fit 40 cells."""
    from .test_console_session import FirstPlayable

    for seed in range(3):
        session, stream = make_session(lang, seed=seed, bots=3, rules="olympic")
        session.reader = FirstPlayable(session)
        assert session.run() == 0
        assert session.state.phase in (Phase.MATCH_OVER, Phase.ROUND_OVER) or session.state.is_match_over
        for line in stream.getvalue().splitlines():
            if line.startswith(("Le malus", "Malus", "Tour de 2", "Round of 2s", "Sans carte", "No invisible")):
                assert len(line) <= BRAILLE_CELLS, line


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_two_same_cards_that_answer_a_malus_are_named_once(lang: str) -> None:
    """The second tester read "+4, +4" when two +4 answered a +2: the answers name each card once, as the
    playable list does ("+4, +4, +4" says nothing more than "+4"), in the turn line and in what is allowed."""
    from uno_access import engine as e
    from uno_access.console.commands import parse_command

    from .conftest import variant_card
    from .test_console_questions import said, table

    session = table(["+4 +4 r1 g5", "r+2 r4 y4 b9"], "r6", "b1 b2 b3 b4 b5 b6 b7 b8 b9",
                    rules=e.RuleSet.preset("olympic"), lang=lang)
    session.apply(1, e.Play(variant_card("r+2")))
    assert session.view.phase is Phase.ANSWER and session.view.player == HUMAN
    session.reader = Lines(["zz"])
    session.human_turn()
    session.turn_commands.handle(parse_command("zz", lang), session.view)
    lines = said(session)
    t = session.t
    turn = t("turn-answer", owed="+2", cards="+4", count=2, full=False)
    allowed = t("allowed-answer", cards="+4", count=2)
    assert turn in lines and allowed in lines, lines
    asked = lines[lines.index(turn):]  # the hand, dealt before, lists each card
    assert not [line for line in asked if "+4, +4" in line or "+4 ou +4" in line or "+4 or +4" in line], asked
