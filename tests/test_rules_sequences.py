"""Sequences ("Suites", wikipedia-uno-fr.txt): after a numbered card, the same number in any colour or
the next number up or down in the same colour, in one turn, until the player stops.

"Par exemple, il est possible de réaliser la suite suivante : 6 rouge, 5 rouge, 5 rouge, 4 rouge,
4 vert, 5 vert."
"""

from __future__ import annotations

import pytest

from uno_access import engine as e
from uno_access.engine.errors import IllegalAction, Reason
from uno_access.engine.view import Phase

from .conftest import deal_variant, variant_card

SEQUENCES = e.with_house_rules(e.RuleSet.preset("official"), ["sequences"])


def table(hands: list[str], first: str, rules: e.RuleSet = SEQUENCES) -> e.State:
    """Seat 0 plays first (seat 1 deals)."""
    return deal_variant(hands, first, "y1 y2 y3 y4 y5 y6 y7 y8 y9 b1 b2 b3", rules=rules, dealer=1)


def test_the_books_example_is_one_turn():
    state = table(["r6 r5 r5 r4 g4 g5 g6 b9", "y1 y2 y3 y4 y5 y6 y7 y8"], "r7")
    for code in ("r6", "r5", "r5", "r4", "g4", "g5"):  # 6 rouge, 5 rouge, 5 rouge, 4 rouge, 4 vert, 5 vert
        assert state.current_player == 0 and state.phase in (Phase.PLAY, Phase.SEQUENCE)
        state.apply(0, e.Play(variant_card(code)))
    assert state.phase is Phase.SEQUENCE and e.Play(variant_card("g6")) in state.legal_actions(0)
    state.apply(0, e.PASS)  # the player says they stop: g6 stays in hand
    assert state.current_player == 1
    assert sorted(map(str, state.hands[0])) == sorted(map(str, [variant_card("g6"), variant_card("b9")]))


def test_a_card_that_does_not_follow_is_refused_and_the_sequence_waits():
    state = table(["r6 r5 b9 g2", "y1 y2 y3 y4"], "r7")
    state.apply(0, e.Play(variant_card("r6")))
    assert state.phase is Phase.SEQUENCE
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, e.Play(variant_card("b9")))
    assert refused.value.reason is Reason.CARD_DOES_NOT_MATCH
    assert e.Play(variant_card("r5")) in state.legal_actions(0) and e.PASS in state.legal_actions(0)
    assert e.DRAW not in state.legal_actions(0)


def test_the_turn_passes_by_itself_when_nothing_can_follow():
    state = table(["r6 b9 g2", "y1 y2 y3"], "r7")
    state.apply(0, e.Play(variant_card("r6")))
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_without_the_rule_a_numbered_card_ends_the_turn():
    state = table(["r6 r5 b9", "y1 y2 y3"], "r7", rules=e.RuleSet.preset("official"))
    state.apply(0, e.Play(variant_card("r6")))
    assert state.current_player == 1


def test_a_sequence_can_empty_the_hand_and_win_the_round():
    state = table(["r6 r5", "y1 y2"], "r7")
    state.apply(0, e.Play(variant_card("r6"), uno=True))
    state.apply(0, e.Play(variant_card("r5")))
    assert state.phase is Phase.ROUND_OVER


def test_an_identical_card_interrupts_the_sequence():
    """"Le joueur peut être interrompu dans sa suite par un joueur ayant une carte identique"."""
    rules = e.with_house_rules(e.RuleSet.preset("official"), ["sequences", "jump-in"])
    state = table(["r6 r5 r4 b9", "r6 y2 y3 y4"], "r7", rules=rules)
    state.apply(0, e.Play(variant_card("r6")))
    assert e.Play(variant_card("r6")) in state.legal_actions(1)
    state.apply(1, e.Play(variant_card("r6")))
    assert state.current_player != 0 or state.phase is not Phase.SEQUENCE


# ---------------------------------------------------------------- in the console


def console(lang: str, hands: list[str], first: str):  # a Session
    import io

    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output

    state = table(hands, first)
    session = solo_seat(MatchOptions(bots=1, seed=1, house=("sequences",)), ConsoleOptions(lang=lang),
                      Output(io.StringIO()), state=state)
    session.start()
    return session


class Lines:
    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def read(self, prompt: str) -> str | None:
        return self.lines.pop(0) if self.lines else None

    def close(self) -> None:
        """Nothing to release."""


@pytest.mark.parametrize("lang, typed", [("fr", "r6 r5 r5 r4 v4 v5"), ("en", "r6 r5 r5 r4 g4 g5"),
                                         ("fr", "r 6 r 5 r 5 r 4 v 4 v 5")])
def test_one_command_lays_the_whole_sequence(lang, typed):
    session = console(lang, ["r6 r5 r5 r4 g4 g5 g6 b9", "y1 y2 y3 y4 y5 y6 y7 y8"], "r7")
    session.reader = Lines([typed])
    session.human_turn()
    assert [str(card) for card in session.state.discard[-6:]] == [str(variant_card(c)) for c in
                                                                   ("r6", "r5", "r5", "r4", "g4", "g5")]
    assert session.state.phase.value == "sequence"  # g6 could follow: the question waits
    session.narrator.flush()
    said = session.output.history
    from uno_access.i18n import Translator

    assert Translator(lang)("turn-sequence", cards="v 6" if lang == "fr" else "g 6") in said + [
        session.renderer.turn_line(session.view)]
    session.reader = Lines([""])  # Enter stops
    session.human_turn()
    assert session.state.current_player == 1


def test_cards_laid_one_by_one_and_enter_stops():
    session = console("en", ["r6 r5 r4 b9", "y1 y2 y3 y4"], "r7")
    session.reader = Lines(["r6", "r5", ""])
    for _ in range(3):
        session.human_turn()
    assert session.state.current_player == 1
    assert [str(card) for card in session.state.hands[0]] == [str(variant_card("r4")), str(variant_card("b9"))] or \
        sorted(map(str, session.state.hands[0])) == sorted([str(variant_card("r4")), str(variant_card("b9"))])


# ---------------------------------------------------------------- finishing with one number

FINISH = e.with_house_rules(e.RuleSet.preset("official"), ["number-finish"])


def test_two_to_four_cards_of_one_number_are_laid_together_without_uno_and_win():
    """"si le joueur possède deux, trois ou quatre cartes en main d'un nombre identique mais de couleurs
    différentes [...] celui-ci peut poser les cartes en question en même temps sans avoir à dire Uno et peut
    donc remporter la manche.\""""
    state = table(["r7 b7 g7", "y1 y2 y3"], "r5", rules=FINISH)
    state.apply(0, e.Play(variant_card("r7")))  # no UNO said, none needed
    assert state.phase is Phase.SEQUENCE and e.PASS not in state.legal_actions(0)
    state.apply(0, e.Play(variant_card("b7")))
    assert state.uno_catchable is None
    assert not any(isinstance(a, e.CatchUno) for a in state.legal_actions(1))
    state.apply(0, e.Play(variant_card("g7")))
    assert state.phase is Phase.ROUND_OVER


def test_a_finish_cannot_be_stopped_and_takes_only_the_same_number():
    state = table(["r7 b7", "y1 y2"], "r5", rules=FINISH)
    state.apply(0, e.Play(variant_card("r7")))
    with pytest.raises(IllegalAction):
        state.apply(0, e.PASS)
    assert [a for a in state.legal_actions(0) if isinstance(a, e.Play)] == [e.Play(variant_card("b7"))]


def test_two_cards_of_one_colour_are_no_finish():
    state = table(["r7 r7 b3", "y1 y2 y3"], "r5", rules=FINISH)
    state.apply(0, e.Play(variant_card("r7")))
    assert state.current_player == 1  # the rest of the hand is not one number in different colours


def test_without_the_rule_the_last_but_one_card_needs_uno():
    state = table(["r7 b7", "y1 y2"], "r5", rules=e.RuleSet.preset("official"))
    state.apply(0, e.Play(variant_card("r7")))
    assert state.uno_catchable == 0


def test_a_finish_of_four_cards_needs_no_uno_either():
    state = table(["r7 b7 g7 y7", "y1 y2 y3 y4"], "r5", rules=FINISH)
    for code in ("r7", "b7", "g7"):
        state.apply(0, e.Play(variant_card(code)))
    assert state.uno_catchable is None and not any(isinstance(ev, e.UnoMissed) for ev in state.events)
    state.apply(0, e.Play(variant_card("y7")))
    assert state.phase is Phase.ROUND_OVER


# ---------------------------------------------------------------- Suite Royale

ROYAL = e.with_house_rules(e.RuleSet.preset("official"), ["royal-sequence"])
RUN = "r1 b2 g3 y4 r5 b6 g7 y8 r9"


def test_a_whole_run_from_1_to_9_is_laid_in_one_go_without_uno():
    """"un joueur possédant une suite de chiffre complète de 1 à 9, peu importe la couleur, de la poser en
    commençant par le chiffre 1 ou 9. Cette pose ne peut pas être interrompu et il n'est pas nécessaire de
    dire Uno"."""
    state = table([RUN + " b5", "y1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=ROYAL)
    for code in RUN.split():
        assert state.current_player == 0
        state.apply(0, e.Play(variant_card(code)))
    assert state.current_player == 1 and state.hands[0] == [variant_card("b5")]
    assert state.uno_catchable is None  # one card left, no UNO said, none needed


def test_the_run_may_be_declined_at_its_second_card_and_not_after():
    state = table([RUN + " b5", "y1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=ROYAL)
    state.apply(0, e.Play(variant_card("r1")))
    assert e.PASS in state.legal_actions(0)
    state.apply(0, e.Play(variant_card("b2")))
    assert e.PASS not in state.legal_actions(0)
    assert [a.card for a in state.legal_actions(0) if isinstance(a, e.Play)] == [variant_card("g3")]


def test_nobody_jumps_into_a_suite_royale():
    rules = e.with_house_rules(e.RuleSet.preset("official"), ["royal-sequence", "jump-in"])
    state = table([RUN + " b5", "r1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=rules)
    state.apply(0, e.Play(variant_card("r1")))
    assert not any(isinstance(a, e.Play) for a in state.legal_actions(1))


def test_without_the_whole_run_a_1_is_a_plain_card():
    state = table(["r1 b2 g3 y4 r5 b6 g7 y8 b5 b5", "y1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=ROYAL)
    state.apply(0, e.Play(variant_card("r1")))
    assert state.current_player == 1


def test_the_console_lays_a_suite_royale_in_one_line_and_says_what_must_follow():
    import io

    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output
    from uno_access.i18n import Translator

    state = table([RUN + " b5", "y1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=ROYAL)
    session = solo_seat(MatchOptions(bots=1, seed=1, house=("royal-sequence",)), ConsoleOptions(lang="en"),
                      Output(io.StringIO()), state=state)
    session.start()
    session.reader = Lines(["r1 b2"])
    session.human_turn()
    assert session.renderer.turn_line(session.view) == Translator("en")("turn-finish", cards="g 3")
    session.reader = Lines(["g3 y4 r5 b6 g7 y8 r9"])
    session.human_turn()
    assert session.state.hands[0] == [variant_card("b5")] and session.state.current_player == 1


def test_a_seven_or_a_zero_laid_in_a_finish_or_a_suite_royale_swaps_no_hand() -> None:
    """"Cette pose ne peut pas être interrompu": under the 7-0 rule, the 7 inside a Suite Royale or a finish with
    one number does not stop it to swap hands (found by the stress bench: the swap left the run half laid)."""
    finish = e.with_house_rules(e.RuleSet.preset("official"), ["number-finish", "seven-zero"])
    state = table(["r7 b7", "y1 y2"], "r5", rules=finish)
    state.apply(0, e.Play(variant_card("r7")))
    assert state.phase is Phase.SEQUENCE and state.hands[0] == [variant_card("b7")]
    state.apply(0, e.Play(variant_card("b7")))
    assert state.phase is Phase.ROUND_OVER

    royal = e.with_house_rules(e.RuleSet.preset("official"), ["royal-sequence", "seven-zero"])
    state = table([RUN + " b5", "y1 y2 y3 y4 y5 y6 y7 y8 y9 g1"], "r3", rules=royal)
    for code in RUN.split():
        assert state.current_player == 0 and state.phase is not Phase.CHOOSE_TARGET
        state.apply(0, e.Play(variant_card(code)))
    assert state.current_player == 1 and state.hands[0] == [variant_card("b5")]
