"""Rules 8 and 9: two players (reverse acts as skip) and tables of 2 to 10 players."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    ACCEPT,
    Color,
    Direction,
    Game,
    HandDealt,
    InvalidPlayerCount,
    InvalidRuleOption,
    Phase,
    Play,
    PlayerSkipped,
    RuleSet,
)

from .conftest import card, deal

PILE = "b2 b3 b4 b5 b6 b7 b8 b9"


@pytest.mark.parametrize("code", ["rrev", "rskip", "r+2"])
def test_two_players_reverse_skip_and_draw_two_let_the_player_play_again(code: str) -> None:
    """braille-uno-rules-fr.txt, "A 2 joueurs": "Le fait de jouer une carte INVERSION ou PASSER UN TOUR revient
    à avoir la possibilité de rejouer immédiatement une seconde carte. Le fait de jouer une carte +2 ou +4
    pénalise l'adversaire qui doit tirer 2 ou 4 cartes dans la pioche, et permet de rejouer immédiatement"."""
    state = deal([f"{code} r1 r2", "g1 g2 g3"], "r7", PILE, dealer=1)
    events = state.apply(0, Play(card(code)))
    assert PlayerSkipped(1) in events
    assert state.current_player == 0 and state.phase is Phase.PLAY
    assert state.direction is Direction.LEFT


def test_two_players_draw_four_lets_the_player_play_again() -> None:
    """"Le fait de jouer une carte +2 ou +4 pénalise l'adversaire ... et permet de rejouer immédiatement"."""
    state = deal(["+4 r1 r2", "g1 g2 g3"], "b7", PILE, dealer=1)
    state.apply(0, Play(card("+4"), color=Color.RED))
    state.apply(1, ACCEPT)
    assert len(state.hands[1]) == 3 + 4
    assert state.current_player == 0


def test_two_players_reverse_as_skip_is_an_option() -> None:
    """Without the two-player rule a reverse only turns the direction: the opponent plays next."""
    rules = RuleSet.preset("official").replace(two_player_reverse_skips=False)
    state = deal(["rrev r1 r2", "g1 g2 g3"], "r7", PILE, dealer=1, rules=rules)
    events = state.apply(0, Play(card("rrev")))
    assert not any(isinstance(event, PlayerSkipped) for event in events)
    assert state.current_player == 1 and state.direction is Direction.RIGHT


def test_three_players_reverse_turns_the_direction() -> None:
    """official-rules-fr.txt: "La carte permet de renverser le sens du jeu"."""
    state = deal(["rrev r1", "g1 g2", "y1 y2"], "r7", PILE)
    state.apply(0, Play(card("rrev"), uno=True))
    assert state.direction is Direction.RIGHT and state.current_player == 2


@pytest.mark.parametrize("players", range(2, 11))
def test_two_to_ten_players(players: int) -> None:
    """uno-family-quick-fr.txt: "JOUEURS : 2-10"; official UNO is played by 2 to 10 players, 7 cards each."""
    state = Game(players).new_match(seed=players)
    dealt = [event for event in state.events if isinstance(event, HandDealt)]
    assert sorted(event.player for event in dealt) == list(range(players))
    assert all(event.count == 7 for event in dealt)
    assert state.current_player in range(players)


@pytest.mark.parametrize("players", [0, 1, 11, 20])
def test_fewer_than_two_or_more_than_ten_players_are_refused(players: int) -> None:
    with pytest.raises(InvalidPlayerCount) as refused:
        Game(players)
    assert (refused.value.minimum, refused.value.maximum) == (2, 10)


def test_braille_edition_is_for_two_to_six_players() -> None:
    """braille-uno-rules-fr.txt: "Pour 2 à 6 joueurs"."""
    Game(6, RuleSet.preset("braille"))
    with pytest.raises(InvalidPlayerCount):
        Game(7, RuleSet.preset("braille"))


def test_too_many_cards_for_the_deck_is_refused() -> None:
    """A deal that needs more cards than the deck holds is refused with the option to change."""
    with pytest.raises(InvalidRuleOption) as refused:
        Game(10, RuleSet.preset("official").replace(hand_size=11))
    assert refused.value.option == "hand_size"


def test_family_deck_seats_ten_players_only_with_smaller_hands() -> None:
    """uno-family-quick-fr.txt says "JOUEURS : 2-10" and "en distribue 7 à chaque joueur", but its 68 cards
    cannot deal 7 to 10 players (70 cards): the engine says which option to change rather than deal short."""
    family = RuleSet.preset("family")
    Game(9, family)
    with pytest.raises(InvalidRuleOption) as refused:
        Game(10, family)
    assert refused.value.option == "hand_size"
    state = Game(10, family.replace(hand_size=6)).new_match(seed=1)
    assert state.card_count() == 68
