"""The UNO card house rule (« Carte Uno », wikipedia-uno-fr.txt), ``--house uno-card`` (issue 14, item 6).

"Une ou plusieurs cartes Uno sont disponibles dans le jeu. Celle-ci peut-être jouée à n'importe quel moment
de la partie. La carte, une fois posée, consiste à faire tourner le jeu, c'est-à-dire que tous les joueurs
échangent leurs cartes dans le sens inverse des aiguilles d'une montre (si le jeu tourne dans le sens des
aiguilles d'une montre) et inversement. Si un joueur annonce Uno (puisqu'il ne lui reste qu'une carte) il
la pose mais les cartes des joueurs tournent quand même… donc c'est l'autre joueur qui remporte la
partie. Cette carte vaut 100 points."
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import Color, Phase, Play, RuleSet
from uno_access.engine.cards import Card, Rank
from uno_access.engine.events import HandsPassed, RoundEnded
from uno_access.engine.rules import with_house_rules

from .conftest import card, cards, deal_variant, variant_card

UNO_CARD = with_house_rules(RuleSet.preset("official"), ["uno-card"])
TURN = variant_card("turn")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_the_deck_holds_the_uno_cards_worth_100() -> None:
    """"Une ou plusieurs cartes Uno": two, worth 100 points ("Cette carte vaut 100 points")."""
    deck = UNO_CARD.build_deck()
    assert Counter(c.rank for c in deck)[Rank.TURN] == 2 and len(deck) == 110
    assert UNO_CARD.card_points(TURN) == 100


def test_laid_in_turn_every_hand_moves_one_seat_against_play() -> None:
    """"tous les joueurs échangent leurs cartes dans le sens inverse des aiguilles d'une montre (si le jeu
    tourne dans le sens des aiguilles d'une montre)": each player takes the next player's hand."""
    state = deal_variant(["turn r1 r2", "g1 g2 g3", "y1 y2 y4"], "r9", PILE, rules=UNO_CARD)
    assert Play(TURN) in state.legal_actions(0)  # on anything
    events = state.apply(0, Play(TURN))
    assert sorted(state.hands[0], key=str) == sorted(cards("g1 g2 g3"), key=str)
    assert sorted(state.hands[1], key=str) == sorted(cards("y1 y2 y4"), key=str)
    assert sorted(state.hands[2], key=str) == sorted(cards("r1 r2"), key=str)
    assert any(isinstance(event, HandsPassed) for event in events)
    assert state.color is Color.RED and state.current_player == 1  # the colour stays, play goes on


def test_laid_out_of_turn_at_any_moment() -> None:
    """"Celle-ci peut-être jouée à n'importe quel moment de la partie": the player whose turn it was
    starts it again with the hand they receive."""
    state = deal_variant(["r1 r2 r3", "g1 g2 g3", "turn y1 y2"], "r9", PILE, rules=UNO_CARD)
    assert state.current_player == 0 and state.legal_actions(2) == [Play(TURN)]
    state.apply(2, Play(TURN))
    assert sorted(state.hands[0], key=str) == sorted(cards("g1 g2 g3"), key=str)
    assert state.current_player == 0 and state.phase is Phase.PLAY


def test_the_last_card_still_turns_the_hands_and_the_one_who_receives_the_empty_hand_wins() -> None:
    """"il la pose mais les cartes des joueurs tournent quand même… donc c'est l'autre joueur qui remporte"."""
    state = deal_variant(["turn r1", "g1 g2", "y1 y2"], "r9", PILE, rules=UNO_CARD)
    state.apply(0, Play(card("r1"), uno=True))
    state.apply(1, Play(card("g1")))
    state.apply(2, Play(card("y1"), uno=True))
    # Player 0 lays the UNO card, its last: the empty hand goes to player 2 (against play), who wins.
    events = state.apply(0, Play(TURN))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.winner == 2


def test_it_is_never_a_first_card() -> None:
    state = deal_variant(["r1 r2", "g1 g2"], "turn", "b1 b2 b3 b4 b5 b6", rules=UNO_CARD)
    assert state.top_card != TURN


@pytest.mark.parametrize("players", [2, 4])
def test_bots_and_random_play_keep_every_card(players: int) -> None:
    import random

    from uno_access.engine import Game

    for seed in range(20):
        state = Game(players, UNO_CARD).new_match(seed)
        total = state.card_count()
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_round_over:
                break
            options = [(p, a) for p in range(players) for a in state.legal_actions(p)]
            player, action = options[rng.randrange(len(options))]
            state.apply(player, action)
            assert state.card_count() == total
    assert Card(None, Rank.TURN) is TURN


def test_the_uno_card_alone_opens_no_question_after_every_move() -> None:
    """Laid "à n'importe quel moment": the console does not stop after every bot's move to ask about it
    (it would be a question a move); the player lays it at their turn, or at a chance asked for another reason."""
    from .test_console_questions import table

    session = table(["turn y1 y2", "r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=UNO_CARD)
    assert Play(TURN) in session.table.out_of_turn_actions()
    assert not session.table.window_open() and not session.table.human_may_react()


def test_cards_received_before_the_hands_turned_are_not_recalled_as_new() -> None:
    """Found in a piped game: after the hands turned, "New card: b 0" recalled a card drawn before, which had
    gone to another player with the old hand.  A new hand ends the recall, as a new deal does."""
    from uno_access import engine as e
    from uno_access.table.messages import News

    from .test_console_questions import said, table

    session = table(["turn y1 y2", "r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=UNO_CARD)
    b0 = card("b0")
    counts = (3, 3, 3)
    session.narrator.add(News(0, e.DRAW, (e.CardsDrawn(0, 1, (b0,), e.DrawReason.CHOICE),), counts))
    session.narrator.add(News(1, Play(TURN), (e.CardPlayed(1, TURN, 2, jump_in=True), e.HandsPassed(1, e.Direction.RIGHT),
                                              e.NewHand(0, (card("r2"), card("r3")), 2)), counts))
    session.narrator.add(News(2, Play(card("g1")), (e.CardPlayed(2, card("g1"), 2),), counts))
    lines = said(session)
    assert not any("b 0" in line for line in lines[-2:])
