"""Rule 2, setting up a round: the dealer, the deal, and the first card of the discard pile."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    NEXT_ROUND,
    CardsDrawn,
    ChooseColor,
    Color,
    DealerChosen,
    DealerDraw,
    Direction,
    DrawReason,
    FirstCard,
    FirstCardReturned,
    Game,
    HandDealt,
    Phase,
    Play,
    PlayerSkipped,
    RoundStarted,
    RuleSet,
)
from uno_access.engine.cards import Rank

from .conftest import card, deal


def _dealer_draw_rounds(events: list[object]) -> tuple[list[dict[int, int]], int]:
    """The successive draws for the deal (player -> value) and the dealer chosen."""
    rounds: list[dict[int, int]] = [{}]
    for event in events:
        if isinstance(event, DealerDraw):
            if event.player in rounds[-1]:
                rounds.append({})
            rounds[-1][event.player] = event.card.number or 0
        elif isinstance(event, DealerChosen):
            return rounds, event.dealer
    raise AssertionError("no dealer chosen")


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_dealer_is_the_highest_number_symbols_count_zero_ties_draw_again(players: int) -> None:
    """official-rules-fr.txt, "La préparation du jeu": "Chaque participant sélectionne une carte. Celui
    qui obtient la carte avec le chiffre le plus élevé devient le donneur (Les cartes qui ont des
    symboles représentent le chiffre 0)". Ties draw again (between the tied players only).
    """
    ties_seen = 0
    for seed in range(60):
        state = Game(players).new_match(seed)
        rounds, dealer = _dealer_draw_rounds(state.events)
        assert set(rounds[0]) == set(range(players)), "every player draws"
        for before, after in zip(rounds, rounds[1:]):
            best = max(before.values())
            tied = {player for player, value in before.items() if value == best}
            assert len(tied) > 1 and set(after) == tied
            ties_seen += 1
        last = rounds[-1]
        assert [player for player, value in last.items() if value == max(last.values())] == [dealer]
        assert state.dealer == dealer
    assert ties_seen, "the seeds should include a tie"


def test_dealer_draw_values_symbol_cards_as_zero() -> None:
    """"Les cartes qui ont des symboles représentent le chiffre 0": a skip never beats a 1."""
    for seed in range(200):
        state = Game(2).new_match(seed)
        rounds, dealer = _dealer_draw_rounds(state.events)
        draws = [event for event in state.events if isinstance(event, DealerDraw)]
        if any(event.card.number is None for event in draws[:2]) and len(rounds) == 1:
            loser = 1 - dealer
            assert rounds[0][dealer] > rounds[0][loser]
            return
    pytest.fail("no seed drew a symbol card for the dealer")


def test_the_next_round_is_dealt_by_the_player_to_the_left() -> None:
    """official-rules-fr.txt: "Le nouveau donneur est le joueur à la gauche du donneur de la manche
    précédente." (Seats are numbered clockwise: the left neighbour of seat d is d + 1.)
    """
    state = deal(["g1", "b2", "r7"], "r3", "y5 y6 y7", dealer=1)
    state.apply(2, Play(card("r7")))
    assert state.phase is Phase.ROUND_OVER
    events = state.apply(0, NEXT_ROUND)
    started = [event for event in events if isinstance(event, RoundStarted)]
    assert started == [RoundStarted(round_number=2, dealer=2, hand_size=1)]
    assert state.dealer == 2
    assert state.current_player in (0, 1, 2)


@pytest.mark.parametrize("hand_size", [7, 5, 10])
def test_seven_cards_each_is_a_rule_option(hand_size: int) -> None:
    """official-rules-fr.txt: "le donneur en distribue 7 à chaque participant. Le nombre de carte UNO
    pour une partie classique est de 7 mais rien ne vous empêche d'en distribuer plus ou moins"."""
    rules = RuleSet.preset("official").replace(hand_size=hand_size)
    state = Game(4, rules).new_match(seed=11)
    dealt = [event for event in state.events if isinstance(event, HandDealt)]
    assert [event.count for event in dealt] == [hand_size] * 4
    assert RuleSet.preset("official").hand_size == 7


def test_the_deal_starts_at_the_dealers_left_and_play_too() -> None:
    """official-rules-fr.txt: "le joueur à la gauche du donneur commence la partie"."""
    state = deal(["r1 r2", "g1 g2", "b1 b2"], "y5", dealer=0)
    assert state.hands == [[card("r1"), card("r2")], [card("g1"), card("g2")], [card("b1"), card("b2")]]
    assert state.current_player == 1
    assert state.top_card == card("y5") and state.color is Color.YELLOW


def test_first_card_draw_two_first_player_draws_two_and_is_skipped() -> None:
    """official-rules-fr.txt: "Dans le cas où une carte « +2 » est tirée en début de partie, le joueur à
    gauche du donneur pioche 2 cartes et saute son tour. Le premier joueur est donc le joueur situé à
    deux places à gauche du donneur."
    """
    state = deal(["r1", "g1", "b1"], "y+2", "r5 r6 r7", dealer=2)
    drawn = [event for event in state.events if isinstance(event, CardsDrawn)]
    assert drawn == [CardsDrawn(0, 2, (card("r5"), card("r6")), DrawReason.DRAW_TWO)]
    assert PlayerSkipped(0) in state.events
    assert len(state.hands[0]) == 3
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_first_card_reverse_dealer_plays_first_then_play_goes_right() -> None:
    """official-rules-fr.txt: "Si la carte est découverte à l'entame du jeu, le donneur joue en premier,
    et ensuite le jeu change de sens. C'est-à-dire que le voisin de droite sera le joueur suivant."
    """
    state = deal(["r1 r2", "y1 y2", "g1 g2", "b1 b2"], "yrev", dealer=1)
    assert state.current_player == 1
    assert state.direction is Direction.RIGHT
    state.apply(1, Play(card("y1")))
    assert state.current_player == 0, "the dealer's right neighbour plays next"


def test_first_card_skip_first_player_is_skipped() -> None:
    """official-rules-fr.txt: "Si la carte « Passer » est découverte au début de la partie, le joueur à
    gauche du donneur passe son tour. Le premier joueur est donc le joueur situé à deux places à gauche
    du donneur."
    """
    state = deal(["r1", "g1", "b1", "y1"], "bskip", dealer=0)
    assert PlayerSkipped(1) in state.events
    assert state.current_player == 2
    assert state.direction is Direction.LEFT


def test_first_card_joker_first_player_chooses_the_colour_then_plays() -> None:
    """official-rules-fr.txt: "Si la carte « Joker » est découverte en début de jeu, le joueur qui se
    trouve à la gauche du donneur sélectionne une couleur de départ et joue la première carte."
    """
    state = deal(["r1", "g1", "b1"], "wild", dealer=2)
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    assert state.legal_actions(0) == [ChooseColor(color) for color in Color]
    assert state.legal_actions(1) == []
    state.apply(0, ChooseColor(Color.GREEN))
    assert state.color is Color.GREEN
    assert state.phase is Phase.PLAY and state.current_player == 0


def test_first_card_joker_braille_dealer_chooses() -> None:
    """braille-uno-rules-fr.txt, "JOKER": "Si c'est la première carte du talon, le donneur choisira alors
    la couleur de départ." The player to the dealer's left still plays first."""
    state = deal(["r1", "g1", "b1"], "wild", dealer=2, rules=RuleSet.preset("braille"))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 2
    state.apply(2, ChooseColor(Color.BLUE))
    assert state.current_player == 0 and state.color is Color.BLUE


def test_first_card_draw_four_goes_back_and_another_is_turned() -> None:
    """official-rules-fr.txt: "Dans le cas où la carte « Super Joker » est tirée en début de partie, le
    donneur au UNO la remet dans la pioche et sélectionne une autre carte."
    """
    for seed in range(20):
        state = deal(["r1", "g1"], "+4", "b7 b8 b9", seed=seed)
        assert FirstCardReturned(card("+4")) in state.events
        first = [event for event in state.events if isinstance(event, FirstCard)]
        assert len(first) == 1 and first[0].card.rank is not Rank.WILD_DRAW_FOUR
        assert state.top_card == first[0].card
        assert card("+4") in state.draw_pile, "the +4 is back in the draw pile"
        assert state.current_player == 0 and state.phase is Phase.PLAY
        assert len(state.draw_pile) + len(state.discard) == 4


def test_first_card_with_no_effect_first_player_plays() -> None:
    """A number first card: "le joueur à la gauche du donneur commence la partie"."""
    state = deal(["r1", "g1", "b1"], "g4", dealer=1)
    assert state.current_player == 2
    assert not any(isinstance(event, PlayerSkipped) for event in state.events)


def test_a_draw_four_turned_first_with_nothing_else_to_turn_starts_the_round() -> None:
    """"la remet dans la pioche et sélectionne une autre carte" — when no other card is left to turn (a tiny
    stacked deck), the +4 starts the round as a Joker instead of going back forever."""
    state = deal(["r1", "g1"], "+4", "+4")
    assert state.top_card == card("+4")
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    assert len(state.hands[1]) == 1, "nobody draws four at the start"
