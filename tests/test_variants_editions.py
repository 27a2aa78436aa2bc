"""Editions (issue 6): the presets official, official+, braille, rapido and family, on stacked decks.

Each test quotes the rule book of its edition (/work/shared/seeds/).  Where a book leaves a
point open, the comment says which reading the engine takes and why.
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    CardPlayed,
    CardsDrawn,
    Challenged,
    ChooseColor,
    ChooseTarget,
    Color,
    ColorChosen,
    Confused,
    DeckKind,
    Direction,
    DirectionChanged,
    DrawOwed,
    DrawReason,
    FirstCardReturned,
    Game,
    HandsShuffled,
    HandsSwapped,
    IllegalAction,
    InvalidPlayerCount,
    InvalidRuleOption,
    MatchEnded,
    Phase,
    Play,
    PlayerSkipped,
    Rank,
    Reason,
    RoundEnded,
    RuleSet,
    Scoring,
    State,
    TurnPassed,
)
from uno_access.engine.actions import Action, ChooseEffect, Effect
from uno_access.engine.events import EffectChosen
from uno_access.engine.rules import PRESETS, BluffRule, FirstWildChooser, JumpIn, Stacking

from .conftest import card, cards, deal, deal_variant, snapshot, variant_card

PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def preset(name: str, **options: object) -> RuleSet:
    return RuleSet.preset(name).replace(**options)


def plays(state: State, player: int) -> list[object]:
    return [action.card for action in state.legal_actions(player) if isinstance(action, Play)]


def refused(state: State, player: int, action: Action, reason: Reason) -> None:
    """The action is refused with ``reason`` and the state is left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(player, action)
    assert error.value.reason is reason
    assert snapshot(state) == before


def drawn(events: list[object], player: int) -> int:
    return sum(event.count for event in events if isinstance(event, CardsDrawn) and event.player == player)


# ---------------------------------------------------------------------------- official, the default


def test_the_official_rules_are_the_default_with_every_house_rule_off() -> None:
    """Issue 6: "official — official-rules-fr.txt, the default"."""
    official = RuleSet.preset("official")
    assert official == RuleSet()
    assert len(official.build_deck()) == 108
    assert official.stacking is Stacking.OFF and official.jump_in is JumpIn.OFF and not official.seven_zero
    assert official.draw_limit == 1 and official.scoring is Scoring.WINNER_COLLECTS
    assert set(PRESETS) >= {"official", "official+", "braille", "rapido", "family"}


# ---------------------------------------------------------------------------- official+: optional cards


def test_official_plus_adds_shuffle_hands_and_swap_hands_to_the_deck() -> None:
    """official-rules-fr.txt: "Le jeu UNO de base se compose de 108 cartes auxquelles peuvent s'ajouter jusqu'à
    5 cartes optionnelles" - "Mélanger les mains" and "Échange de main", one each."""
    ranks = Counter(card.rank for card in RuleSet.preset("official+").build_deck())
    assert ranks[Rank.SHUFFLE_HANDS] == 1 and ranks[Rank.SWAP_HANDS] == 1
    assert sum(ranks.values()) == 108 + 2 + 3  # and the three customizable cards


def test_shuffle_hands_collects_shuffles_and_deals_everything_from_the_players_left() -> None:
    """official-rules-fr.txt, "Mélanger les mains": "le joueur peut récupérer toutes les cartes de chaque joueur.
    Ensuite, il les mélange dans le but de les distribuer par la suite. Pour la distribution intégrale des
    cartes, il commence par le joueur qui se trouve à sa gauche." Then "choisir la couleur qu'il veut pour la
    suite du jeu après avoir redistribué toutes les cartes." """
    # A first reverse: the dealer (2) plays first and play goes to the right, yet the deal starts to the left.
    state = deal(["r2 g5 g6", "y4 y5 y6", "r1 shuffle b1"], "rrev", "b7 " + PILE, rules=preset("official+"))
    assert state.current_player == 2 and state.direction is Direction.RIGHT
    state.apply(2, Play(card("r1")))
    state.apply(1, DRAW)  # b7 does not match: player 1 now holds 4 cards
    state.apply(0, Play(card("r2")))
    before = Counter(c for hand in state.hands for c in hand if c != card("shuffle"))
    assert [len(hand) for hand in state.hands] == [2, 4, 2]
    events = state.apply(2, Play(card("shuffle")))
    assert HandsShuffled(2) in events
    assert Counter(c for hand in state.hands for c in hand) == before  # every card dealt out, none lost
    # 7 cards from player 2's left: players 0, 1, 2, 0, 1, 2, 0.
    assert [len(hand) for hand in state.hands] == [3, 2, 2]
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 2
    state.apply(2, ChooseColor(Color.GREEN))
    assert state.color is Color.GREEN and state.current_player == 1


def test_swap_hands_with_a_chosen_player_then_choose_the_colour() -> None:
    """official-rules-fr.txt, "Échange de main": "le joueur échange immédiatement ses cartes contre celles d'un
    autre joueur. Il ne peut cependant pas échanger ses cartes contre un joueur qui n'a qu'une seule carte en
    main (un joueur qui a « UNO »)." """
    state = deal(["swap r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("official+"))
    state.apply(0, Play(card("swap")))
    assert state.phase is Phase.CHOOSE_TARGET and state.legal_actions(0) == [ChooseTarget(1), ChooseTarget(2)]
    events = state.apply(0, ChooseTarget(1))
    assert HandsSwapped(0, 1) in events
    assert state.hands[0] == cards("g1 g2 g3") and state.hands[1] == cards("r1 r2")
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    state.apply(0, ChooseColor(Color.GREEN))
    assert state.current_player == 1 and state.color is Color.GREEN


def test_swap_hands_not_with_a_player_who_has_one_card() -> None:
    """official-rules-fr.txt: "Il ne peut cependant pas échanger ses cartes contre un joueur qui n'a qu'une seule
    carte en main (un joueur qui a « UNO »)." """
    # A first skip: player 0 is skipped, player 1 starts.
    state = deal(["swap b8 b9", "r5 r6 g1", "y1 y2 y3"], "rskip", PILE, rules=preset("official+"))
    state.apply(1, Play(card("r5")))
    state.apply(2, DRAW)  # b1 does not match: turn passes
    state.apply(0, DRAW)  # b2 neither
    state.apply(1, Play(card("r6"), uno=True))  # player 1 has UNO
    state.apply(2, DRAW)
    state.apply(0, Play(card("swap")))
    assert state.legal_actions(0) == [ChooseTarget(2)]
    refused(state, 0, ChooseTarget(1), Reason.TARGET_HAS_UNO)
    state.apply(0, ChooseTarget(2))
    assert state.hands[0] == cards("y1 y2 y3 b1 b3") and state.hands[2] == cards("b8 b9 b2")


def test_swap_hands_with_nobody_to_swap_with_works_as_a_joker() -> None:
    """official-rules-fr.txt: the card "peut aussi être utilisée comme une carte « Joker »" (said of Shuffle
    Hands, and of Swap Hands by wikipedia-uno-fr.txt: "Étant une carte de type Joker"): with only a player
    holding one card to swap with, the colour is chosen and nothing is swapped."""
    state = deal(["r1 swap r2", "rskip r5 g1"], "r9", PILE, rules=preset("official+"))
    state.apply(0, Play(card("r1")))
    state.apply(1, Play(card("rskip")))  # two players: player 1 plays again
    state.apply(1, Play(card("r5"), uno=True))
    state.apply(0, Play(card("swap")))
    assert state.phase is Phase.CHOOSE_COLOR
    assert not any(isinstance(event, HandsSwapped) for event in state.events)


def test_swap_hands_turned_first_the_first_player_swaps_then_chooses_the_colour() -> None:
    """official-rules-fr.txt: "Dans le cas où la carte est retournée au début du jeu, le joueur à la gauche du
    donneur échange ses cartes avec le joueur de son choix avant de débuter la partie avec la couleur de son
    choix." """
    state = deal(["r1 r2 r3", "g1 g2 g3", "y1 y2 y3"], "swap", PILE, rules=preset("official+"))
    assert state.phase is Phase.CHOOSE_TARGET and state.current_player == 0
    state.apply(0, ChooseTarget(2))
    assert state.hands[0] == cards("y1 y2 y3") and state.phase is Phase.CHOOSE_COLOR
    state.apply(0, ChooseColor(Color.YELLOW))
    assert state.current_player == 0 and state.phase is Phase.PLAY and state.color is Color.YELLOW


def test_shuffle_hands_turned_first_the_first_player_chooses_the_colour() -> None:
    """official-rules-fr.txt: "Dans le cas où la carte est retournée au début du jeu, c'est le joueur à la gauche
    du donneur qui décide de la couleur de départ." (and nothing is shuffled)"""
    state = deal(["r1 r2 r3", "g1 g2 g3", "y1 y2 y3"], "shuffle", PILE, rules=preset("official+"))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    state.apply(0, ChooseColor(Color.GREEN))
    assert state.hands[0] == cards("r1 r2 r3") and state.current_player == 0
