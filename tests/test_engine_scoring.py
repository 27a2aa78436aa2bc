"""Rule 7, the end of a round and scoring: the two schools of the rule books, and the target."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    DRAW,
    NEXT_ROUND,
    CardsDrawn,
    ChallengeOffered,
    DrawReason,
    IllegalAction,
    MatchEnded,
    Phase,
    Play,
    Reason,
    RoundEnded,
    RuleSet,
    Scoring,
)

from .conftest import card, cards, deal, snapshot

OFFICIAL = RuleSet.preset("official")
PILE = "g1 g2 g3 g4 g5 g6"


def _one_card_left(last: str, rules: RuleSet | None = None) -> object:
    """Player 0 holds ``last`` alone; player 1 holds y9 g+2 g1 (30 points), player 2 b7 wild g2 (59)."""
    state = deal([f"r4 {last}", "y9 g+2", "b7 wild"], "r7", PILE, rules=rules)
    state.apply(0, Play(card("r4"), uno=True))
    state.apply(1, DRAW)  # g1 cannot be played on a red 4: the turn passes
    state.apply(2, DRAW)  # g2 neither
    assert state.current_player == 0 and state.hands[0] == [card(last)]
    return state


def test_the_round_ends_when_a_player_plays_their_last_card() -> None:
    """official-rules-fr.txt: "La partie ne se termine que lorsqu'un joueur dépose sa dernière carte." The
    winner "obtient des points en fonction des cartes que ses adversaires ont encore en main"."""
    state = _one_card_left("r5")
    events = state.apply(0, Play(card("r5")))
    ended = [event for event in events if isinstance(event, RoundEnded)]
    assert ended == [RoundEnded(winner=0, hand_points=(0, 30, 59), round_points=(89, 0, 0), scores=(89, 0, 0))]
    assert state.phase is Phase.ROUND_OVER and state.current_player is None
    assert state.scores == [89, 0, 0]


def test_last_card_draw_two_the_next_player_still_draws() -> None:
    """official-rules-fr.txt: "Si la dernière carte qui est utilisée est une carte +2 ou une carte blanche +4,
    le joueur qui suit doit obligatoirement piocher 2 ou 4 nouvelles cartes. Ces cartes doivent être prises
    en compte dans son calcul de points." """
    state = _one_card_left("r+2")
    events = state.apply(0, Play(card("r+2")))
    assert CardsDrawn(1, 2, tuple(cards("g3 g4")), DrawReason.DRAW_TWO) in events
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.hand_points == (0, 30 + 3 + 4, 59)
    assert state.scores == [96, 0, 0]


def test_last_card_draw_four_the_next_player_draws_four_without_challenge() -> None:
    """official-rules-fr.txt, "+4": "Si la carte est jouée pour terminer la partie, le joueur suivant pioche
    alors 4 cartes et le comptage des points débute." """
    state = _one_card_left("+4")
    events = state.apply(0, Play(card("+4")))
    assert not any(isinstance(event, ChallengeOffered) for event in events)
    assert CardsDrawn(1, 4, tuple(cards("g3 g4 g5 g6")), DrawReason.DRAW_FOUR) in events
    assert state.scores == [30 + 18 + 59, 0, 0]
    assert state.phase is Phase.ROUND_OVER


@pytest.mark.parametrize("last", ["rrev", "rskip", "wild"])
def test_last_card_reverse_skip_or_joker_nothing_happens(last: str) -> None:
    """official-rules-fr.txt: "Si la carte est jouée pour terminer la partie, il ne se passe rien et on
    débute directement le décompte des points" (reverse, skip, Joker: no colour to name)."""
    state = _one_card_left(last)
    events = state.apply(0, Play(card(last)))
    assert not any(isinstance(event, CardsDrawn) for event in events)
    assert state.phase is Phase.ROUND_OVER
    assert state.scores == [89, 0, 0]


def test_lowest_wins_each_player_scores_their_own_hand() -> None:
    """official-rules-fr.txt, "Autre système de comptage": "calculant le nombre de points que chaque joueur a
    en main à la fin de chaque manche. Chaque joueur a ainsi un score personnel" """
    rules = OFFICIAL.replace(scoring=Scoring.LOWEST_WINS)
    state = _one_card_left("r5", rules)
    events = state.apply(0, Play(card("r5")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.round_points == (0, 30, 59) and ended.scores == (0, 30, 59)
    assert state.phase is Phase.ROUND_OVER


def test_lowest_wins_when_someone_reaches_the_target_the_lowest_total_wins() -> None:
    """official-rules-fr.txt: "dès qu'un joueur fait ou dépasse 500 points, il arrête la partie. Le joueur qui
    a le moins de points devient le vainqueur." (Here the target is 50.)"""
    rules = OFFICIAL.replace(scoring=Scoring.LOWEST_WINS, target_score=50)
    state = _one_card_left("r5", rules)
    events = state.apply(0, Play(card("r5")))
    assert MatchEnded(winners=(0,), scores=(0, 30, 59)) in events
    assert state.phase is Phase.MATCH_OVER and state.winners == (0,)


def test_winner_collects_the_first_to_the_target_wins() -> None:
    """official-rules-fr.txt: "Le premier joueur qui atteint 500 points est considéré comme le vainqueur."
    The target is an option (here 80; 89 points reach it)."""
    state = _one_card_left("r5", OFFICIAL.replace(target_score=80))
    events = state.apply(0, Play(card("r5")))
    assert MatchEnded(winners=(0,), scores=(89, 0, 0)) in events
    assert state.legal_actions(1) == [] and state.legal_actions(0) == []
    before = snapshot(state)
    for action in (NEXT_ROUND, DRAW):
        with pytest.raises(IllegalAction) as refused:
            state.apply(1, action)
        assert refused.value.reason is Reason.GAME_OVER
    assert snapshot(state) == before


def test_below_the_target_a_new_round_is_dealt() -> None:
    """official-rules-fr.txt: "Si à la fin de la partie, aucun joueur n'atteint 500 points, les cartes sont de
    nouveau mélangées puis les participants lancent une nouvelle manche." Scores carry over."""
    state = _one_card_left("r5")
    state.apply(0, Play(card("r5")))
    assert state.legal_actions(0) == [NEXT_ROUND] and state.legal_actions(2) == [NEXT_ROUND]
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, DRAW)
    assert refused.value.reason is Reason.ROUND_OVER
    assert snapshot(state) == before
    state.apply(1, NEXT_ROUND)
    assert state.round_number == 2 and state.scores == [89, 0, 0]
    assert state.card_count() == len(OFFICIAL.build_deck())
    assert all(len(hand) == state.rules.hand_size for hand in state.hands), "a fresh deal of the full deck"


def test_default_target_and_scoring_are_the_official_ones() -> None:
    assert OFFICIAL.target_score == 500 and OFFICIAL.scoring is Scoring.WINNER_COLLECTS


def test_family_deck_scores_its_draw_four_at_forty() -> None:
    """uno-family-quick-fr.txt, "CALCUL DES POINTS": "Carte +4 : 40 points"."""
    state = deal(["r4 r5", "+4 g2"], "r7", "g1 g2 g3", rules=RuleSet.preset("family"), dealer=1)
    state.apply(0, Play(card("r4"), uno=True))
    state.apply(1, DRAW)  # g1 cannot be played on a red 4
    events = state.apply(0, Play(card("r5")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.hand_points == (0, 40 + 2 + 1)
