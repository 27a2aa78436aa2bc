"""Extra cards for any deck (issue 15, item 4): ``--house swap-card`` and ``--house any-victim``.

wikipedia-uno-fr.txt's equipment list: "1 carte « échange de jeu » [...] permettant au joueur l'utilisant
d'échanger sa main avec le joueur de son choix sauf ceux en situation de « UNO »"; "4 cartes « +2? » (une par
couleur) et deux « +4? » ayant le même effet que des cartes « +2 » et « +4 » normales mais pouvant pénaliser
indifféremment n'importe quel joueur"; its scoring list: "« échange de jeu » vaut 30 points".
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import Color, Phase, Play, RuleSet
from uno_access.engine.actions import ChooseTarget
from uno_access.engine.cards import Card, Rank
from uno_access.engine.events import CardsDrawn, DrawReason, PlayerSkipped
from uno_access.engine.rules import with_house_rules

from .conftest import card, deal_variant, random_rounds_keep_every_card, variant_card

ANY_VICTIM = with_house_rules(RuleSet.preset("official"), ["any-victim"])
SWAP_CARD = with_house_rules(RuleSet.preset("official"), ["swap-card"])
FOUR_ANY = variant_card("+4?")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_the_swap_card_joins_any_deck_worth_thirty() -> None:
    """"1 carte « échange de jeu »", "vaut 30 points" (the official book's Swap Hands is worth 50)."""
    for rules in (SWAP_CARD, with_house_rules(RuleSet.preset("family"), ["swap-card"])):
        counts = Counter(c.rank for c in rules.build_deck())
        assert counts[Rank.SWAP_HANDS] == 1
        assert rules.card_points(Card(None, Rank.SWAP_HANDS)) == 30
    assert RuleSet.preset("official+").card_points(Card(None, Rank.SWAP_HANDS)) == 50


def test_the_swap_card_never_takes_a_hand_at_uno() -> None:
    """"sauf ceux en situation de « UNO »"."""
    state = deal_variant(["swap r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=SWAP_CARD)
    state.hands[1] = [card("g1")]  # player 1 has said UNO
    state.apply(0, Play(variant_card("swap")))
    assert state.phase is Phase.CHOOSE_TARGET
    assert [a.target for a in state.legal_actions(0) if isinstance(a, ChooseTarget)] == [2]


def test_the_any_victim_cards_are_four_plus_two_and_two_plus_four() -> None:
    """"4 cartes « +2? » (une par couleur) et deux « +4? »"; worth what a +2 and a +4 are worth."""
    deck = ANY_VICTIM.build_deck()
    counts = Counter((c.color, c.rank) for c in deck)
    assert len(deck) == 114
    assert all(counts[(color, Rank.DRAW_TWO_ANY)] == 1 for color in Color)
    assert counts[(None, Rank.DRAW_FOUR_ANY)] == 2
    assert ANY_VICTIM.card_points(card("r+2?")) == 20 and ANY_VICTIM.card_points(FOUR_ANY) == 50


def test_a_plus_two_any_makes_the_chosen_player_draw_two_and_the_next_one_plays() -> None:
    """"pouvant pénaliser indifféremment n'importe quel joueur": the player across the table draws 2; the next
    player, spared, plays."""
    state = deal_variant(["r+2? r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(card("r+2?")))
    assert state.phase is Phase.CHOOSE_TARGET and state.current_player == 0
    assert [a.target for a in state.legal_actions(0)] == [1, 2, 3]
    events = state.apply(0, ChooseTarget(2))
    drawn = [(e.player, e.count, e.reason) for e in events if isinstance(e, CardsDrawn)]
    assert drawn == [(2, 2, DrawReason.DRAW_TWO)]
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_the_next_player_chosen_also_loses_the_turn_as_under_a_plus_two() -> None:
    """"le même effet que des cartes « +2 »": the next player draws and is skipped."""
    state = deal_variant(["r+2? r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(card("r+2?")))
    events = state.apply(0, ChooseTarget(1))
    assert any(isinstance(e, PlayerSkipped) and e.player == 1 for e in events)
    assert len(state.hands[1]) == 5 and state.current_player == 2


def test_a_plus_four_any_names_a_colour_then_a_victim() -> None:
    state = deal_variant(["+4? g1 g2", "g3 g4 g5", "y1 y2 y3"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(FOUR_ANY, color=Color.GREEN))
    assert state.phase is Phase.CHOOSE_TARGET and state.color is Color.GREEN
    state.apply(0, ChooseTarget(2))
    assert len(state.hands[2]) == 7 and state.current_player == 1


def test_a_plus_four_any_keeps_the_plus_fours_rule_instead_of_a_challenge() -> None:
    """official-rules-fr.txt's +4: only without a card of the colour in play; never challenged here."""
    state = deal_variant(["+4? r1 g2", "g3 g4 g5"], "r9", PILE, rules=ANY_VICTIM)
    assert Play(FOUR_ANY) not in state.legal_actions(0)
    from uno_access.engine import IllegalAction, Reason

    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Play(FOUR_ANY, color=Color.GREEN))
    assert refused.value.reason is Reason.COLOR_IN_HAND
    assert len(state.hands[0]) == 3


def test_a_plus_four_any_turned_first_goes_back_into_the_pile() -> None:
    state = deal_variant(["r1 r2", "g1 g2"], "+4?", PILE, rules=ANY_VICTIM)
    assert state.top_card != FOUR_ANY


@pytest.mark.parametrize("players", [2, 3, 5, 10])
def test_random_rounds_with_the_extra_cards_keep_every_card(players: int) -> None:
    rules = with_house_rules(RuleSet.preset("official"), ["any-victim", "swap-card"])
    random_rounds_keep_every_card(rules, players)



def test_a_last_plus_two_any_makes_the_next_player_draw_as_a_last_plus_two() -> None:
    """official-rules-fr.txt: a last +2 "le joueur suivant pioche alors 2 cartes"; once the round is over, nobody
    is chosen: the next player draws."""
    from uno_access.engine import DRAW

    state = deal_variant(["r+2? r5", "g3 g4", "y3 y4"], "r9", PILE, rules=ANY_VICTIM)
    state.apply(0, Play(card("r5"), uno=True))
    state.apply(1, DRAW)  # b1 does not fit: the turn ends
    state.apply(2, DRAW)
    state.apply(0, Play(card("r+2?")))
    assert state.is_round_over
    assert [len(hand) for hand in state.hands] == [0, 2 + 1 + 2, 2 + 1]
