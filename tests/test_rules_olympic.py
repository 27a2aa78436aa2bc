"""UNO Olympique (wikipedia-uno-fr.txt), the preset ``olympic`` (issue 14, item 7): the rules a program
enforces today; the social ones ("Tribunal Populaire", the banned word "Carte", the "Camouflet") are the
table's, and the rules summary says so in one line."""

from __future__ import annotations

from uno_access.console.rules_text import summary_lines
from uno_access.engine import TIME_UP, Phase, Play, RuleSet
from uno_access.engine.events import RoundHundred
from uno_access.engine.rules import JumpIn, Scoring, Stacking

from .conftest import card, deal_variant

OLYMPIC = RuleSet.preset("olympic")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_the_preset_gathers_the_rules_of_the_book() -> None:
    """"La pénalité consiste en une carte piochée"; "L'Interception : [...] carte exactement identique";
    "La Surenchère"; "Poser un « 0 »" / "Poser un « 7 »"; "c'est le donneur [...] qui fait donc les choix"."""
    assert OLYMPIC.uno_penalty == OLYMPIC.confusion_penalty == OLYMPIC.time_penalty == 1
    assert OLYMPIC.jump_in is JumpIn.IDENTICAL and OLYMPIC.stacking is Stacking.PLUS_CARDS
    assert OLYMPIC.seven_zero and OLYMPIC.first_wild_chooser.value == "dealer"
    assert OLYMPIC.time_limit > 0 and OLYMPIC.scoring is Scoring.LOWEST_WINS and OLYMPIC.round_hundred


def test_a_penalty_never_costs_a_turn() -> None:
    """"En aucun cas elle n'influe sur l'ordre des tours : un joueur qui prend une pénalité ne saute pas le
    sien" — too slow ("Quelqu'un qui hésite [...] prend une pénalité"): one card, and still their turn."""
    state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, TIME_UP)
    assert len(state.hands[0]) == 4 and state.current_player == 0 and state.phase is Phase.PLAY


def test_a_wrong_card_costs_one_card() -> None:
    """"Se tromper de carte ou de moment pour jouer coûte une pénalité"."""
    state = deal_variant(["g1 r2 r3", "g4 g2 g3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("g1")))  # g1 does not go on r9
    assert len(state.hands[0]) == 4 and state.current_player == 0


def test_a_score_on_a_round_hundred_loses_99() -> None:
    """"Un joueur qui atteint un compte rond (100, 200, etc.) en tout ou pour une manche obtient une réduction
    de 99 points sur son score"."""
    # Player 0 goes out; player 1 holds +4, +4, b9, b1: 110 points (each scores their own hand).
    state = deal_variant(["r1 r2 r3 r4", "+4 +4 b9 b1"], "r9", PILE, rules=OLYMPIC)
    state.hands[0] = [card("r1")]
    state.scores[1] = 90  # 90 + 110 = 200: a round hundred in all
    events = state.apply(0, Play(card("r1")))
    assert RoundHundred(1) in events and state.scores[1] == 200 - 99


def test_the_summary_says_the_social_rules_are_the_tables() -> None:
    for lang, word in (("fr", "sociales"), ("en", "Social")):
        lines = summary_lines("olympic", lang)
        assert any(word in line for line in lines) and all(len(line) <= 40 for line in lines)


def test_two_identical_cards_laid_together_skip_the_next_player() -> None:
    """"Deux cartes exactement identiques (couleur ET signe) peuvent être jouées en même temps, sautant le
    tour du suivant"."""
    state = deal_variant(["r5 r5 g1", "g2 g3 g4", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r5")))
    assert state.phase is Phase.SEQUENCE and state.current_player == 0
    assert state.legal_actions(0)[0] == Play(card("r5"))
    state.apply(0, Play(card("r5")))
    assert state.current_player == 2 and state.phase is Phase.PLAY  # player 1 skipped


def test_the_twin_may_be_kept() -> None:
    from uno_access.engine import PASS

    state = deal_variant(["r5 r5 g1", "g2 g3 g4", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r5")))
    state.apply(0, PASS)
    assert state.current_player == 1 and state.hands[0].count(card("r5")) == 1
