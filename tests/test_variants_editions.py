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
    TurnPassed,
)
from uno_access.engine.actions import ChooseEffect, Effect
from uno_access.engine.events import EffectChosen
from uno_access.engine.rules import PRESETS, BluffRule, JumpIn, Stacking

from .conftest import card, cards, deal, deal_variant, drawn, plays, refused, variant_card

PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def preset(name: str, **options: object) -> RuleSet:
    return RuleSet.preset(name).replace(**options)


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


# ---------------------------------------------------------------------------- braille


def test_braille_two_to_six_players_without_the_uno_cards() -> None:
    """braille-uno-rules-fr.txt: "Pour 2 à 6 joueurs" and "4 cartes UNO (à retirer du jeu)"."""
    rules = RuleSet.preset("braille")
    Game(2, rules)
    Game(6, rules)
    with pytest.raises(InvalidPlayerCount):
        Game(7, rules)
    deck = rules.build_deck()
    assert len(deck) == 108 and all(c.rank is not Rank.UNO_CARD for c in deck)


def test_braille_a_first_joker_the_dealer_chooses_the_colour() -> None:
    """braille-uno-rules-fr.txt, JOKER: "Si c'est la première carte du talon, le donneur choisira alors la
    couleur de départ." The player to the dealer's left then plays first."""
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3"], "wild", PILE, rules=preset("braille"))
    assert state.dealer == 2 and state.phase is Phase.CHOOSE_COLOR and state.current_player == 2
    refused(state, 0, ChooseColor(Color.RED), Reason.NOT_YOUR_TURN)
    events = state.apply(2, ChooseColor(Color.YELLOW))
    assert ColorChosen(2, Color.YELLOW) in events
    assert state.current_player == 0 and state.phase is Phase.PLAY and state.color is Color.YELLOW
    # The official book: "le joueur qui se trouve à la gauche du donneur sélectionne une couleur de départ".
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3"], "wild", PILE)
    assert state.current_player == 0 and state.phase is Phase.CHOOSE_COLOR


def test_braille_a_first_skip_the_second_player_right_of_the_dealer_plays() -> None:
    """braille-uno-rules-fr.txt, PASSER UN TOUR: "Si c'est la première carte du talon, le premier à jouer sera
    alors le 2ème joueur situé à droite du donneur." Read as written, as the same book's first reverse
    ("le joueur situé à droite du donneur") is: two seats to the dealer's right, play going on to the left."""
    hands = ["r5 r1 r2", "g1 g2 g3", "g4 y2 y3", "b1 b2 b3", "r7 r8 r9"]
    state = deal(hands, "gskip", PILE, rules=preset("braille"), dealer=4)
    assert state.current_player == 2 and state.direction is Direction.LEFT
    assert not any(isinstance(event, PlayerSkipped) for event in state.events)  # nobody loses a turn: the book
    # names who starts
    state.apply(2, Play(card("g4")))
    assert state.current_player == 3  # and on to the left, as ever
    # The official book: the player at the dealer's left loses the turn, the next one plays.
    state = deal(hands, "gskip", PILE, dealer=4)
    assert state.current_player == 1


def test_braille_a_plus_four_only_without_any_other_playable_card() -> None:
    """braille-uno-rules-fr.txt, +4: "cette carte ne peut être jouée que s'il n'a en main aucune autre carte
    possiblement jouable !" - a card of the same number counts, where the official book only asks for no card
    of the colour ("uniquement lorsque le joueur ne dispose d'aucune carte de la couleur qui lui est demandée")."""
    for name, bluff in (("official", False), ("braille", True)):
        state = deal(["+4 g5 b1", "g1 g2 g3", "y1 y2 y3"], "r5", PILE, rules=preset(name))
        state.apply(0, Play(card("+4"), color=Color.BLUE))
        events = state.apply(1, CHALLENGE)
        assert any(isinstance(event, Challenged) and event.bluff is bluff for event in events), name


def test_braille_a_proven_bluff_the_bluffer_takes_the_plus_four_back_and_draws_four() -> None:
    """braille-uno-rules-fr.txt, PENALITES: "si cette carte ne devait logiquement pas être jouée, le joueur qui
    vient de la poser à mauvais escient la reprend, et c'est alors à lui de tirer 4 cartes de la pioche et de
    passer son tour." The official book instead leaves the +4 on the pile ("il est alors sanctionné et doit
    piocher 4 cartes à la place de son adversaire")."""
    state = deal(["+4 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("braille"))
    assert RuleSet.preset("braille").bluff_rule is BluffRule.TAKE_BACK
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    events = state.apply(1, CHALLENGE)
    assert CardsDrawn(0, 1, (card("+4"),), DrawReason.RETURNED) in events
    assert CardsDrawn(0, 4, tuple(cards("b1 b2 b3 b4")), DrawReason.BLUFF_CAUGHT) in events
    assert state.top_card == card("r9") and state.color is Color.RED  # the colour reverts with the card
    assert state.current_player == 1 and len(state.hands[1]) == 3
    state = deal(["+4 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE)
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    state.apply(1, CHALLENGE)
    assert state.top_card == card("+4") and state.color is Color.GREEN and len(state.hands[0]) == 6


def test_braille_two_players_a_draw_card_lets_its_player_play_again() -> None:
    """braille-uno-rules-fr.txt, "A 2 joueurs": "Le fait de jouer une carte +2 ou +4 pénalise l'adversaire qui
    doit tirer 2 ou 4 cartes dans la pioche, et permet de rejouer immédiatement une seconde carte." """
    state = deal(["r+2 r1 r2", "g1 g2 g3"], "r5", PILE, rules=preset("braille"))
    events = state.apply(0, Play(card("r+2")))
    assert drawn(events, 1) == 2 and state.current_player == 0


def test_braille_teams_need_an_even_number_of_players_seated_alternately() -> None:
    """braille-uno-rules-fr.txt, "Jeu en équipes": "Si l'on est un nombre pair de joueurs, on peut jouer en
    équipes [...] Les joueurs se placent en alternance autour de la table." """
    rules = preset("braille", teams=True)
    for count in (2, 3, 5):
        with pytest.raises(InvalidRuleOption):
            Game(count, rules)
    state = Game(4, rules).new_match(seed=1)
    assert [state.team_of(player) for player in range(4)] == [0, 1, 0, 1]
    assert [Game(6, rules).new_match(seed=1).team_of(player) for player in range(6)] == [0, 1] * 3


def test_braille_teams_the_winning_pair_scores_the_sum_of_the_opponents_hands() -> None:
    """braille-uno-rules-fr.txt: "Lorsqu'un joueur s'est débarrassé de toutes ses cartes, on établit les scores en
    faisant la somme des points que chaque couple d'adversaires a alors en main" """
    state = deal(["r1", "b9", "+4", "g7"], "r5", PILE, rules=preset("braille", teams=True, target_score=60))
    events = state.apply(0, Play(card("r1")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.hand_points == (0, 9, 50, 7)
    assert ended.round_points == (16, 0, 16, 0)  # players 1 and 3 hold 9 + 7; player 2's Joker does not count
    assert state.phase is Phase.ROUND_OVER


def test_braille_uno_challenge_whoever_reaches_the_target_is_eliminated() -> None:
    """braille-uno-rules-fr.txt, "UNO CHALLENGE": "à la fin de chaque manche, le joueur qui l'a remportée ne
    marque pas de points, tandis que chacun des autres joueurs marque individuellement le nombre de points qu'il a
    en main. Dès qu'un joueur a atteint 500 points, il est éliminé." """
    rules = preset("braille", elimination=True, scoring=Scoring.LOWEST_WINS, target_score=9)
    state = deal(["r1", "b9", "g2"], "r5", PILE, rules=rules)
    events = state.apply(0, Play(card("r1")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.round_points == (0, 9, 2)
    assert state.eliminated == [False, True, False] and state.phase is Phase.ROUND_OVER
    assert state.view_for(0).eliminated == frozenset({1})


# ---------------------------------------------------------------------------- rapido


def test_rapido_deck_has_four_uno_cards_worth_a_hundred() -> None:
    """uno-rapido-fr.txt: "Elle fonctionne avec le même jeu" plus "la carte UNO"; "Les cartes joker, +2 ou +4
    valent 50 points. Enfin, le UNO compte 100 points." """
    rules = RuleSet.preset("rapido")
    deck = rules.build_deck()
    assert len(deck) == 112 and sum(c.rank is Rank.UNO_CARD for c in deck) == 4
    assert rules.card_points(variant_card("unocard")) == 100
    assert [rules.card_points(card(code)) for code in ("r+2", "+4", "wild", "rskip", "rrev", "r7")] == [
        50, 50, 50, 20, 20, 7]


def test_rapido_drawing_is_playing() -> None:
    """uno-rapido-fr.txt, "piocher, c'est jouer": "si le joueur 1 ne peut placer aucune de ses cartes et qu'il est
    contraint de piocher [...] il pioche et c'est au tour du joueur 2." - even when the card drawn would match."""
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3"], "b9", "b7 " + PILE, rules=preset("rapido"))
    events = state.apply(0, DRAW)
    assert CardsDrawn(0, 1, (card("b7"),), DrawReason.CHOICE) in events
    assert TurnPassed(0) in events and state.current_player == 1 and state.phase is Phase.PLAY


def test_rapido_defence_the_same_card_passes_the_total_on() -> None:
    """uno-rapido-fr.txt, "La règle de défense": "quand le joueur 1 pose une carte « UNO », +2, +4, le joueur 2
    peut se défendre en jouant par-dessus une carte identique (même si elle n'est pas de la même couleur). Le
    joueur 3 recevra alors le cumul des cartes précédentes : +2 +2 = +4" """
    state = deal(["r+2 r1 r2", "g+2 +4 g3", "y1 y2 y3"], "r5", PILE, rules=preset("rapido"))
    events = state.apply(0, Play(card("r+2")))
    assert DrawOwed(1, 2) in events
    assert state.legal_actions(1) == [Play(card("g+2")), ACCEPT]  # "une carte identique": a +4 is not one
    # Under Rapido a wrong answer is not refused but "confus": two cards, and the +2 still waits for its answer.
    assert state.apply(1, Play(card("+4")))[0] == Confused(1, card("+4"))
    assert state.phase is Phase.ANSWER and state.current_player == 1 and len(state.hands[1]) == 5
    events = state.apply(1, Play(card("g+2")))
    assert DrawOwed(2, 4) in events and state.legal_actions(2) == [ACCEPT]  # player 2 holds no +2
    events = state.apply(2, ACCEPT)
    assert drawn(events, 2) == 4 and PlayerSkipped(2) in events and state.current_player == 0
    assert state.hands[2] == cards("y1 y2 y3 b3 b4 b5 b6")


def test_rapido_defence_a_plus_four_on_a_plus_four_makes_eight() -> None:
    """uno-rapido-fr.txt: "+4 +4 = +8". The first +4 may still be challenged (the official rule Rapido keeps:
    "selon les mêmes règles du Uno classique"); the second, played in defence, may not."""
    state = deal(["+4 r1 r2", "+4 g2 g3", "y1 y2 y3"], "r5", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    assert state.phase is Phase.CHALLENGE and state.legal_actions(1) == [Play(card("+4")), CHALLENGE, ACCEPT]
    events = state.apply(1, Play(card("+4"), color=Color.BLUE))
    assert DrawOwed(2, 8) in events and state.phase is Phase.ANSWER and state.legal_actions(2) == [ACCEPT]
    events = state.apply(2, ACCEPT)
    assert drawn(events, 2) == 8 and PlayerSkipped(2) in events and state.current_player == 0


def test_rapido_defence_does_not_count_cards_already_suffered() -> None:
    """uno-rapido-fr.txt: "Le cumul ne prend pas en compte les cartes dont un joueur a déjà subit les effets.
    Exemple : le joueur 1 joue un +2. Le joueur 2 pioche deux cartes. Le joueur 3 joue un nouveau +2 par-dessus :
    le joueur 4 ne ramassera que deux cartes." """
    state = deal(["r+2 r1 r2", "g1 g2 g3", "y+2 y2 y3", "b7 b8 b9"], "r5", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("r+2")))
    events = state.apply(1, ACCEPT)  # player 1 holds no +2
    assert drawn(events, 1) == 2 and state.current_player == 2
    events = state.apply(2, Play(card("y+2")))
    assert DrawOwed(3, 2) in events
    events = state.apply(3, ACCEPT)
    assert drawn(events, 3) == 2


def test_rapido_defence_a_skip_answers_a_skip_without_adding_skips() -> None:
    """uno-rapido-fr.txt: "Il est également possible de se défendre en posant une carte « interdit de jouer » sur
    la précédente. Mais cela ne cumule pas les sauts de tours : le joueur 1 pose une carte « interdit de jouer »,
    le joueur 2 se défend en en posant une autre, le joueur 3 passe son tour, c'est donc au joueur 4 de poser une
    carte." """
    state = deal(["rskip r1 r2", "gskip g2 g3", "y5 y2 y3", "y4 y7 y6"], "r9", PILE, rules=preset("rapido"))
    events = state.apply(0, Play(card("rskip")))
    assert DrawOwed(1, 0) in events and state.legal_actions(1) == [Play(card("gskip")), ACCEPT]
    events = state.apply(1, Play(card("gskip")))
    assert events[1:] == [DrawOwed(2, 0)] and state.legal_actions(2) == [ACCEPT]  # player 2 holds no skip
    events = state.apply(2, ACCEPT)
    assert events == [PlayerSkipped(2), events[-1]] and state.current_player == 3
    # Accepting a skip is simply losing the turn.
    state = deal(["rskip r1 r2", "gskip g2 g3", "y5 y2 y3", "y4 y7 y6"], "r9", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("rskip")))
    state.apply(1, ACCEPT)
    assert state.current_player == 2 and state.hands[1] == cards("gskip g2 g3")


def test_rapido_an_identical_card_may_be_played_out_of_turn() -> None:
    """uno-rapido-fr.txt, "La règle du Rapido": "quand un joueur possède une carte identique à celle du dessus de
    la pile, il peut la poser à tout moment [...] Le joueur 1 dit « Rapido » quand ce n'est pas à lui de jouer.
    C'est à présent le tour du joueur 2." """
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3", "r5 b8 b9"], "r9", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("r5")))
    events = state.apply(3, Play(card("r5")))
    assert events[0] == CardPlayed(3, card("r5"), 2, jump_in=True) and state.current_player == 0


def test_rapido_on_ones_own_card() -> None:
    """uno-rapido-fr.txt: "Le joueur 1 dit « Rapido » alors que c'est à son tour de jouer. Il peut alors jouer
    normalement, et placer un nouveau Rapido. C'est ensuite au tour du joueur 2." """
    state = deal(["r5 r5 r2 r3", "g1 g2 g3 g4", "y1 y2 y3 y4"], "r9", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("r5")))
    assert Play(card("r5")) in state.legal_actions(0)  # now out of turn, on an identical card
    events = state.apply(0, Play(card("r5")))
    assert events[0].jump_in and state.current_player == 1


def test_rapido_defence_comes_before_the_rapido() -> None:
    """uno-rapido-fr.txt: "On ne peut pas placer un Rapido sur un +2, +4, UNO ou « interdit de jouer » lorsque
    c'est à notre tour et rejouer par-dessus car la règle de défense prime sur celle du Rapido."

    The engine's reading: while a draw card or a skip waits for its answer, nobody jumps in - the answer belongs
    to the player it hits (the book only speaks of one's own turn; other players' Rapidos on a pending +2 would
    make who draws what unclear).  Once the cards are taken, the identical card may be jumped in as usual, and
    hits the player after the jumper, who is asked in turn."""
    state = deal(["r+2 r1 r2", "g+2 g2 g3", "y1 y2 y3", "r+2 b8 b9"], "r5", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and state.legal_actions(3) == []
    state.apply(1, ACCEPT)
    assert state.current_player == 2 and Play(card("r+2")) in state.legal_actions(3)
    events = state.apply(3, Play(card("r+2")))
    assert DrawOwed(0, 2) in events and state.current_player == 0 and state.legal_actions(0) == [ACCEPT]
    assert drawn(state.apply(0, ACCEPT), 0) == 2  # player 0 holds no +2


def test_rapido_the_uno_card_makes_the_next_player_draw_eight_who_may_then_play() -> None:
    """uno-rapido-fr.txt, "la carte UNO": "Elle se joue sur n'importe qu'elle carte qui n'est pas un +2, +4 ou
    « interdit de jouer » et fait piocher huit cartes au joueur suivant. Celui-ci peut en revanche jouer après
    avoir piocher."

    This overrides "piocher, c'est jouer" ("victime d'un +2, +4 ou d'une carte UNO, il pioche et c'est au tour du
    joueur 2"): the engine follows the UNO card's own, more specific sentence.  The card has no colour: the colour
    in play stays."""
    state = deal_variant(["unocard r1 r2", "g1 g2 g3", "y1 y2 y3"], "b9", PILE, rules=preset("rapido"))
    assert Play(variant_card("unocard")) in state.legal_actions(0)
    events = state.apply(0, Play(variant_card("unocard")))
    assert DrawOwed(1, 8) in events and state.legal_actions(1) == [ACCEPT]  # player 1 holds no UNO card
    events = state.apply(1, ACCEPT)
    assert drawn(events, 1) == 8 and state.current_player == 1 and state.phase is Phase.PLAY
    assert state.color is Color.BLUE and plays(state, 1) == cards("b1 b2 b3 b4 b5 b6 b7 b8")


@pytest.mark.parametrize("top", ["b+2", "bskip"])
def test_rapido_the_uno_card_does_not_go_on_a_draw_two_or_a_skip(top: str) -> None:
    """uno-rapido-fr.txt: the UNO card "se joue sur n'importe qu'elle carte qui n'est pas un +2, +4 ou « interdit
    de jouer »"."""
    state = deal_variant(["r1 r2 r3", "unocard g2 g3", "y1 y2 y3"], top, PILE, rules=preset("rapido"))
    assert state.current_player == 1 and state.top_card == card(top)  # player 0 was hit by the first card
    assert Play(variant_card("unocard")) not in state.legal_actions(1)


def test_rapido_the_uno_card_does_not_go_on_a_plus_four() -> None:
    state = deal_variant(["+4 r1 r2", "g1 g2 g3", "unocard y2 y3"], "r9", PILE, rules=preset("rapido"))
    state.apply(0, Play(card("+4"), color=Color.YELLOW))
    state.apply(1, ACCEPT)
    assert state.current_player == 2 and plays(state, 2) == cards("y2 y3")


def test_rapido_uno_cards_answer_each_other() -> None:
    """uno-rapido-fr.txt, défense: "quand le joueur 1 pose une carte « UNO » [...] le joueur 2 peut se défendre
    en jouant par-dessus une carte identique"; the next draws 16 and may then play."""
    state = deal_variant(["unocard r1 r2", "g1 unocard g3", "y1 y2 y3"], "b9", PILE, rules=preset("rapido"))
    state.apply(0, Play(variant_card("unocard")))
    assert state.phase is Phase.ANSWER and state.draw_owed == 8
    events = state.apply(1, Play(variant_card("unocard")))
    assert DrawOwed(2, 16) in events
    events = state.apply(2, ACCEPT)
    assert drawn(events, 2) == 16 and state.current_player == 2 and state.phase is Phase.PLAY


def test_rapido_confusion_a_wrong_play_costs_two_cards_instead_of_a_refusal() -> None:
    """uno-rapido-fr.txt, "La règle de confusion": "chaque fois qu'un joueur joue au mauvais moment [...] il est
    « confus » et doit piocher deux cartes. Il peut en revanche jouer si c'est son tour." """
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3"], "b9", PILE, rules=preset("rapido"))
    events = state.apply(1, Play(card("g1")))  # out of turn, not identical
    assert events == [Confused(1, card("g1")), CardsDrawn(1, 2, tuple(cards("b1 b2")), DrawReason.CONFUSION)]
    assert state.current_player == 0 and card("g1") in state.hands[1]
    events = state.apply(0, Play(card("r1")))  # on its turn, a card that does not match
    assert Confused(0, card("r1")) in events and len(state.hands[0]) == 5
    assert state.current_player == 0 and state.phase is Phase.PLAY  # "Il peut en revanche jouer"
    # A card the player does not hold is not a play at all: refused as everywhere.
    refused(state, 0, Play(card("g9")), Reason.CARD_NOT_IN_HAND)
    # Without confusion (the official rules), the same wrong play is refused and costs nothing.
    state = deal(["r5 r1 r2", "g1 g2 g3", "y1 y2 y3"], "b9", PILE)
    refused(state, 0, Play(card("r1")), Reason.CARD_DOES_NOT_MATCH)


def test_rapido_scoring_each_counts_their_own_hand_and_reaching_the_target_loses() -> None:
    """uno-rapido-fr.txt, "Décompte des points": "les joueurs comptent les points des cartes qu'il leur reste en
    main. Le gagnant obtient bien sûr 0 points. [...] Le premier joueur à atteindre 500 ou 1 000 (selon la durée du
    jeu) est le perdant. Le dernier, est déclaré gagnant." """
    state = deal_variant(["r1", "unocard", "b+2"], "r5", PILE, rules=preset("rapido"))
    events = state.apply(0, Play(card("r1")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.round_points == (0, 100, 50) and state.phase is Phase.ROUND_OVER
    state = deal_variant(["r1", "unocard", "b+2"], "r5", PILE, rules=preset("rapido", target_score=100))
    events = state.apply(0, Play(card("r1")))
    assert events[-1] == MatchEnded((0,), (0, 100, 50))


# ---------------------------------------------------------------------------- family


def test_family_deck_of_sixty_eight_cards() -> None:
    """uno-family-quick-fr.txt: "68 cartes" - 40 numbers, 4 +2, 4 reverse, 4 skip, 4 Jokers, 8 Family Quick
    Jokers, 3 +4 and 1 Quickos; "JOUEURS : 2-10"."""
    rules = RuleSet.preset("family")
    deck = rules.build_deck()
    ranks = Counter(c.rank for c in deck)
    assert len(deck) == 68 and rules.deck is DeckKind.FAMILY
    assert ranks[Rank.FAMILY_QUICK] == 8 and ranks[Rank.WILD_DRAW_FOUR] == 3 and ranks[Rank.QUICKOS] == 1
    assert ranks[Rank.ZERO] == 4 and ranks[Rank.NINE] == 4 and ranks[Rank.WILD] == 4 and ranks[Rank.DRAW_TWO] == 4
    Game(9, rules)
    # The book says 2-10 players and 7 cards each, but 10 x 7 = 70 cards is more than the 68 of the deck: the
    # engine asks for a smaller hand at 10 players rather than dealing a hand short.
    with pytest.raises(InvalidRuleOption):
        Game(10, rules)
    Game(10, rules.replace(hand_size=6))


def test_family_points_table() -> None:
    """uno-family-quick-fr.txt, "CALCUL DES POINTS": "Carte +4 : 40 points", "Joker Family Quick : 50 points",
    "Carte Quickos : 50 points", "Carte +2 : 20 points"."""
    rules = RuleSet.preset("family")
    assert [rules.card_points(variant_card(code)) for code in ("+4", "rfam", "quickos", "r+2", "wild", "g8")] == [
        40, 50, 50, 20, 50, 8]


def test_family_quick_joker_is_played_on_its_colour_only() -> None:
    """uno-family-quick-fr.txt: "Le joueur peut utiliser l'une de ces cartes comme il le souhaite, à condition
    qu'elle soit posée sur une carte de la même couleur." - not on a Family Quick Joker of another colour."""
    state = deal_variant(["rfam gfam r2", "g1 gfam g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    assert plays(state, 0) == [card("r2"), variant_card("rfam")]
    state.apply(0, Play(variant_card("rfam")))
    state.apply(0, ChooseEffect(Effect.NONE))
    assert variant_card("gfam") not in plays(state, 1)
    refused(state, 1, Play(variant_card("gfam")), Reason.CARD_DOES_NOT_MATCH)


@pytest.mark.parametrize(
    ("effect", "next_player", "cards_for_1"),
    [(Effect.NONE, 1, 3), (Effect.REVERSE, 2, 3), (Effect.SKIP, 2, 3), (Effect.DRAW_TWO, 2, 5)],
)
def test_family_quick_joker_the_player_picks_its_effect(effect: Effect, next_player: int, cards_for_1: int) -> None:
    """uno-family-quick-fr.txt: "Le joueur peut décider lui-même de la fonction de sa carte (changement de sens,
    échanger son jeu avec un autre joueur...)" """
    state = deal_variant(["rfam r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    state.apply(0, Play(variant_card("rfam")))
    assert state.phase is Phase.CHOOSE_EFFECT and state.legal_actions(0) == [ChooseEffect(e) for e in Effect]
    refused(state, 1, ChooseEffect(effect), Reason.NOT_YOUR_TURN)
    events = state.apply(0, ChooseEffect(effect))
    assert events[0] == EffectChosen(0, effect)
    assert state.current_player == next_player and len(state.hands[1]) == cards_for_1
    assert state.color is Color.RED  # the card keeps its colour


def test_family_quick_joker_swapping_hands() -> None:
    """uno-family-quick-fr.txt: "échanger son jeu avec un autre joueur" """
    state = deal_variant(["rfam r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    state.apply(0, Play(variant_card("rfam")))
    state.apply(0, ChooseEffect(Effect.SWAP_HANDS))
    assert state.phase is Phase.CHOOSE_TARGET and state.legal_actions(0) == [ChooseTarget(1), ChooseTarget(2)]
    events = state.apply(0, ChooseTarget(2))
    assert HandsSwapped(0, 2) in events and state.hands[0] == cards("y1 y2 y3")
    assert state.current_player == 1 and state.color is Color.RED


def test_family_plus_four_plays_on_anything_and_cannot_be_challenged() -> None:
    """uno-family-quick-fr.txt, +4: "Cette carte peut être jouée sur une carte de n'importe quelle couleur ou
    symbole." - the book has no challenge: the victim draws 4 and is skipped.  The victim is still asked
    (the Quickos card "retourne la carte contre lui" and may be in any hand), but may not challenge."""
    state = deal_variant(["+4 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    events = state.apply(0, Play(card("+4"), color=Color.GREEN))  # holding red cards is no bluff here
    assert DrawOwed(1, 4) in events and state.phase is Phase.ANSWER and state.legal_actions(1) == [ACCEPT]
    events = state.apply(1, ACCEPT)
    assert drawn(events, 1) == 4 and PlayerSkipped(1) in events and state.current_player == 2
    assert not any(isinstance(event, Challenged) for event in state.events)


def test_family_plus_four_turned_first_acts_on_the_first_player() -> None:
    """uno-family-quick-fr.txt, +4: "Si cette carte est retournée en début de jeu, la même règle s'applique."

    The engine's reading: as for a first Joker ("le joueur placé à gauche du donneur choisit la couleur de
    départ"), the player to the dealer's left names the colour, then draws 4 and is skipped."""
    state = deal_variant(["r1 r2 r3", "g1 g2 g3", "y1 y2 y3"], "+4", PILE, rules=preset("family"))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    events = state.apply(0, ChooseColor(Color.GREEN))
    assert drawn(events, 0) == 4 and PlayerSkipped(0) in events and state.current_player == 1
    # The official book returns it: "le donneur au UNO la remet dans la pioche et sélectionne une autre carte".
    state = deal(["r1 r2 r3", "g1 g2 g3", "y1 y2 y3"], "+4", PILE)
    assert FirstCardReturned(card("+4")) in state.events and state.top_card != card("+4")


@pytest.mark.parametrize("first", ["rfam", "quickos"])
def test_family_a_first_quick_joker_or_quickos_goes_back_under_the_pile(first: str) -> None:
    """uno-family-quick-fr.txt, REMARQUE: "Si l'une de ces cartes est retournée au début du jeu, la règle ne
    s'applique pas. Le joueur remet alors la carte sous la pioche et en retourne une autre." """
    state = deal_variant(["r1 r2 r3", "g1 g2 g3", "y1 y2 y3"], first, PILE, rules=preset("family"))
    assert FirstCardReturned(variant_card(first)) in state.events
    assert state.top_card == card("b1") and state.draw_pile[0] == variant_card(first)  # the bottom of the pile


def test_family_quickos_turns_the_plus_four_back_on_its_player() -> None:
    """uno-family-quick-fr.txt, "Carte Quickos": "si l'un des joueurs dépose la carte +4 au centre du jeu, le
    joueur en possession de la carte Quickos peut retourner la carte contre lui."

    The engine's reading (family.py): the +4's player draws the cards, and the player it hit, spared, plays
    their turn on the colour named with the +4 (the Quickos card names none: the book makes it no Joker)."""
    state = deal_variant(["+4 r1 r2", "quickos g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    state.apply(0, Play(card("+4"), color=Color.YELLOW))
    assert state.phase is Phase.ANSWER and state.legal_actions(1) == [Play(variant_card("quickos")), ACCEPT]
    assert state.legal_actions(2) == []  # the book's first reading: only the player the +4 hits
    events = state.apply(1, Play(variant_card("quickos")))
    assert CardsDrawn(0, 4, tuple(cards("b1 b2 b3 b4")), DrawReason.QUICKOS) in events
    assert state.phase is Phase.PLAY and state.current_player == 1 and len(state.hands[1]) == 2
    assert state.color is Color.YELLOW  # as named with the +4
    # Accepting instead: the usual 4 cards and a lost turn.
    state = deal_variant(["+4 r1 r2", "quickos g2 g3", "y1 y2 y3"], "r9", PILE, rules=preset("family"))
    state.apply(0, Play(card("+4"), color=Color.YELLOW))
    events = state.apply(1, ACCEPT)
    assert drawn(events, 1) == 4 and state.current_player == 2


def test_family_quickos_held_by_anyone_in_the_other_reading() -> None:
    """"le joueur en possession de la carte Quickos": read as whoever holds it (--house quickos-anyone), a
    player the +4 does not hit turns it back out of turn, and the player it hit is spared and plays."""
    rules = preset("family").replace(quickos_anyone=True)
    state = deal_variant(["+4 r1 r2", "g2 g3 g4", "quickos y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(card("+4"), color=Color.YELLOW))
    assert state.current_player == 1 and state.legal_actions(2) == [Play(variant_card("quickos"))]
    assert state.legal_actions(0) == []  # not its own +4
    events = state.apply(2, Play(variant_card("quickos")))
    assert CardsDrawn(0, 4, tuple(cards("b1 b2 b3 b4")), DrawReason.QUICKOS) in events
    assert state.phase is Phase.PLAY and state.current_player == 1 and len(state.hands[1]) == 3
    assert state.color is Color.YELLOW and len(state.hands[2]) == 2


def test_family_quickos_is_no_joker() -> None:
    """The book gives the Quickos card one use, turning a +4 back: it is never laid as a card of its own
    (it stays in hand, 50 points, "Carte Quickos : 50 points")."""
    state = deal_variant(["quickos r1 r2", "g2 g3 g4", "y1 y2 y3"], "b9", PILE, rules=preset("family"))
    assert Play(variant_card("quickos")) not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, Play(variant_card("quickos")))
    assert not variant_card("quickos").chooses_color
