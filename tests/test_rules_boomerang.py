"""The boomerang, an extra card for any deck (issue 15, item 4): ``--house boomerang``.

wikipedia-uno-fr.txt's equipment list: "4 cartes « boomerang » (sur fond blanc) renvoyant l'effet de la
dernière carte spéciale jouée à celui qui l'a posée".

This game's reading (said in the help): a player facing a +2, a +4 (or a stack of them, or UNO Rapido's UNO
card) may lay a boomerang instead of drawing: whoever laid that card draws what was owed, and play goes on
from the player after the boomerang's player.  It has no colour ("sur fond blanc"): it goes under the top
card, the colour and the card to match stay.  It answers nothing else, and is never laid as a card of its own.
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import ACCEPT, Color, Phase, Play, RuleSet
from uno_access.engine.cards import Rank
from uno_access.engine.events import CardsDrawn, DrawReason
from uno_access.engine.rules import with_house_rules

from .conftest import card, deal_variant, random_rounds_keep_every_card, variant_card

BOOMERANG_RULES = with_house_rules(RuleSet.preset("official"), ["boomerang"])
BOOMERANG = variant_card("boomerang")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_four_boomerangs_join_the_deck() -> None:
    deck = BOOMERANG_RULES.build_deck()
    assert len(deck) == 112 and Counter(c.rank for c in deck)[Rank.BOOMERANG] == 4
    assert BOOMERANG.color is None and not BOOMERANG.chooses_color


def test_a_plus_two_comes_back_to_whoever_laid_it() -> None:
    """"renvoyant l'effet de la dernière carte spéciale jouée à celui qui l'a posée"."""
    state = deal_variant(["r+2 r1 r2", "boomerang g2 g3", "y1 y2 y3"], "r9", PILE, rules=BOOMERANG_RULES)
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and state.current_player == 1
    assert Play(BOOMERANG) in state.legal_actions(1)
    events = state.apply(1, Play(BOOMERANG))
    drawn = [(e.player, e.count, e.reason) for e in events if isinstance(e, CardsDrawn)]
    assert drawn == [(0, 2, DrawReason.BOOMERANG)]
    assert state.top_card == card("r+2") and state.color is Color.RED  # under the top card
    assert state.current_player == 2 and state.phase is Phase.PLAY
    assert len(state.hands[1]) == 2


def test_a_challenged_plus_four_may_be_sent_back_too() -> None:
    state = deal_variant(["+4 r1 r2", "boomerang g2 g3", "y1 y2 y3"], "r9", PILE, rules=BOOMERANG_RULES)
    state.apply(0, Play(variant_card("+4"), color=Color.BLUE))
    assert state.phase is Phase.CHALLENGE and Play(BOOMERANG) in state.legal_actions(1)
    state.apply(1, Play(BOOMERANG))
    assert len(state.hands[0]) == 2 + 4 and state.current_player == 2


def test_without_a_boomerang_the_victim_is_still_asked_and_takes_the_cards() -> None:
    """Asking only the players who hold one would tell the table what they hold."""
    state = deal_variant(["r+2 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=BOOMERANG_RULES)
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and state.legal_actions(1) == [ACCEPT]
    state.apply(1, ACCEPT)
    assert len(state.hands[1]) == 5 and state.current_player == 2


def test_it_answers_nothing_else_and_is_never_laid_alone() -> None:
    state = deal_variant(["boomerang r1 r2", "g1 g2 g3"], "r9", PILE, rules=BOOMERANG_RULES)
    assert Play(BOOMERANG) not in state.legal_actions(0)
    state = deal_variant(["r1 r2 r3", "boomerang g2 g3"], "rskip", PILE, rules=BOOMERANG_RULES)
    assert Play(BOOMERANG) not in state.legal_actions(state.current_player)


def test_it_is_never_a_first_card_and_is_worth_twenty() -> None:
    state = deal_variant(["r1 r2", "g1 g2"], "boomerang", PILE, rules=BOOMERANG_RULES)
    assert state.top_card != BOOMERANG
    assert BOOMERANG_RULES.card_points(BOOMERANG) == 20


def test_a_last_boomerang_ends_the_round_and_the_cards_still_go_back() -> None:
    state = deal_variant(["r+2 r5 r7", "boomerang r6 y9", "y1 y2 y3"], "r9", PILE, rules=BOOMERANG_RULES)
    state.hands[1] = [BOOMERANG]  # player 1 is at UNO
    state.apply(0, Play(card("r+2")))
    state.apply(1, Play(BOOMERANG))
    assert state.is_round_over and len(state.hands[0]) == 2 + 2


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_rounds_with_boomerangs_keep_every_card(players: int) -> None:
    rules = with_house_rules(RuleSet.preset("official"), ["boomerang", "stacking"])
    random_rounds_keep_every_card(rules, players)
