"""House rules and editions that meet (issue 6): stacking with jump-in, 7-0 with the UNO catch,
elimination with the dealer's rotation, teams in every scoring school.

Each test quotes the rule book sentences it combines; where the books do not say how two rules
meet, the comment gives the engine's reading and why.
"""

from __future__ import annotations

import pytest

from uno_access.engine import (
    ACCEPT,
    CALL_UNO,
    DRAW,
    NEXT_ROUND,
    CardsDrawn,
    CatchUno,
    ChooseTarget,
    DrawOwed,
    DrawReason,
    Event,
    HandDealt,
    HandsPassed,
    IllegalAction,
    MatchEnded,
    Phase,
    Play,
    PlayerEliminated,
    PlayerSkipped,
    Reason,
    RoundEnded,
    RoundStarted,
    RuleSet,
    Scoring,
    State,
    UnoCaught,
    UnoMissed,
)
from uno_access.engine.rules import with_house_rules

from .conftest import card, cards, deal, drawn

OFFICIAL = RuleSet.preset("official")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def house(*names: str, **options: object) -> RuleSet:
    return with_house_rules(OFFICIAL, list(names)).replace(**options)


def play_when_you_can(state: State) -> list[Event]:
    """One decision of the player to act: the first card they may play, else what is left (draw, accept...)."""
    if state.phase is Phase.ROUND_OVER:
        return state.apply(state.dealer, NEXT_ROUND)
    player = state.current_player
    assert player is not None
    actions = state.legal_actions(player)
    return state.apply(player, next((action for action in actions if isinstance(action, Play)), actions[0]))


# ---------------------------------------------------------------------------- stacking + jump-in


def test_stacking_and_jump_in_nobody_jumps_in_on_a_draw_card_waiting_for_its_answer() -> None:
    """wikipedia-uno-fr.txt: "Cumul des « +2 »" - "le premier des joueurs qui ne peut pas suivre la série, doit
    piocher"; "Cartes identiques" - "le jeu se poursuit à partir de lui".

    The engine's reading (uno-rapido-fr.txt: "la règle de défense prime sur celle du Rapido"): while a +2 waits
    for the answer of the player it hits, no identical card is jumped in from elsewhere; the series belongs to
    the players in turn."""
    state = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3", "r+2 b8 b9"], "r5", PILE, rules=house("stacking", "jump-in"))
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and state.legal_actions(3) == []
    with pytest.raises(IllegalAction) as refused:
        state.apply(3, Play(card("r+2")))
    assert refused.value.reason is Reason.NOT_YOUR_TURN


def test_stacking_and_jump_in_a_jumped_in_plus_two_starts_a_new_series() -> None:
    """uno-rapido-fr.txt: "Le cumul ne prend pas en compte les cartes dont un joueur a déjà subit les effets."
    Once player 1 took the first +2, an identical +2 jumped in hits the player after the jumper, who may answer
    it in turn: that series starts again from 2."""
    state = deal(["r+2 y+2 r2", "g1 g2 g3", "y1 y7 y3", "r+2 b8 b9"], "r5", PILE, rules=house("stacking", "jump-in"))
    events = state.apply(0, Play(card("r+2")))
    assert DrawOwed(1, 2) in events and state.legal_actions(1) == [ACCEPT]  # player 1 holds no +2
    events = state.apply(1, ACCEPT)
    assert drawn(events, 1) == 2 and state.current_player == 2
    events = state.apply(3, Play(card("r+2")))  # out of turn: player 2 loses the turn
    assert events[0].jump_in and DrawOwed(0, 2) in events
    assert state.current_player == 0 and state.phase is Phase.ANSWER
    events = state.apply(0, Play(card("y+2")))
    assert DrawOwed(1, 4) in events  # 2 + 2: the +2 player 1 already took is not counted again
    events = state.apply(1, ACCEPT)
    assert drawn(events, 1) == 4 and PlayerSkipped(1) in events and state.current_player == 2


def test_stacking_an_answer_with_the_second_to_last_card_needs_uno_too() -> None:
    """official-rules-fr.txt: "Lorsqu'un joueur pose son avant-dernière carte, il doit crier « UNO »" - an answer
    to a +2 is such a card.  The call goes with the card (``Play(card, uno=True)``) or just before it, by a
    CallUno - offered while answering only to a player who holds an answer and two cards, as in the PLAY phase."""
    hands = ["r1 g+2 b7", "g1 y+2 g3", "y5 y6 y7"]
    for said in ("with the card", "before the card", "not at all"):
        state = deal(hands, "r5", "b8 " + PILE, rules=house("stacking"))
        state.apply(0, Play(card("r1")))
        state.apply(1, Play(card("g1")))  # the same number; player 1 keeps y+2 and g3
        state.apply(2, DRAW)  # b8 does not match
        state.apply(0, Play(card("g+2"), uno=True))
        assert state.phase is Phase.ANSWER
        assert state.legal_actions(1) == [Play(card("y+2")), ACCEPT, CALL_UNO]
        if said == "before the card":
            state.apply(1, CALL_UNO)
        events = state.apply(1, Play(card("y+2"), uno=said == "with the card"))
        missed = said == "not at all"
        assert DrawOwed(2, 4) in events and state.current_player == 2
        assert (UnoMissed(1) in events) is missed
        assert (CatchUno(1) in state.legal_actions(0)) is missed
        events = state.apply(2, ACCEPT)  # player 2 holds no +2; taking the cards closes the catch window
        assert drawn(events, 2) == 4 and state.current_player == 0 and CatchUno(1) not in state.legal_actions(0)


# ---------------------------------------------------------------------------- 7-0 + the UNO catch


def test_seven_zero_a_missed_uno_on_a_seven_is_caught_before_the_swap() -> None:
    """official-rules-fr.txt: "Lorsqu'un joueur pose son avant-dernière carte, il doit crier « UNO » [...] S'il ne
    le fait pas et que c'est un autre joueur qui lui en fait la remarque, il doit prendre 2 nouvelles cartes";
    wikipedia-uno-fr.txt: a 7 lets its player "échanger son paquet avec le joueur de son choix".

    The catch window is open while the 7's player chooses whom to swap with: the penalty cards join the hand
    that is then handed over."""
    state = deal(["r7 r1", "g1 g2", "y1 y2"], "r5", PILE, rules=house("seven-zero"))
    events = state.apply(0, Play(card("r7")))
    assert UnoMissed(0) in events and state.phase is Phase.CHOOSE_TARGET
    assert CatchUno(0) in state.legal_actions(2)
    events = state.apply(2, CatchUno(0))
    assert events == [UnoCaught(2, 0), CardsDrawn(0, 2, tuple(cards("b1 b2")), DrawReason.UNO_PENALTY)]
    assert state.phase is Phase.CHOOSE_TARGET and state.current_player == 0
    state.apply(0, ChooseTarget(1))
    assert state.hands[1] == cards("r1 b1 b2") and state.hands[0] == cards("g1 g2")


def test_seven_zero_a_seven_with_uno_hands_the_last_card_over_and_nobody_can_be_caught() -> None:
    """wikipedia-uno-fr.txt: "Un joueur en situation de « UNO » ayant pioché [...] puis étant revenu en situation de
    « UNO », doit répéter « UNO »" - only a player who *plays* down to one card must say it; the player who
    receives a one-card hand by a 7 did not, so there is nothing to catch (the engine's reading)."""
    state = deal(["r7 r1", "g1 g2", "y1 y2"], "r5", PILE, rules=house("seven-zero"))
    state.apply(0, Play(card("r7"), uno=True))
    assert state.uno_catchable is None and state.view_for(1).uno_called == frozenset({0})
    state.apply(0, ChooseTarget(2))
    assert state.hands[2] == cards("r1") and state.hands[0] == cards("y1 y2")
    assert state.uno_catchable is None and state.view_for(1).uno_called == frozenset()
    assert not any(isinstance(action, CatchUno) for player in range(3) for action in state.legal_actions(player))


def test_seven_zero_a_zero_without_uno_passes_the_last_card_on_and_closes_the_catch() -> None:
    """wikipedia-uno-fr.txt: the 0 makes everyone "passer leurs cartes au joueur jouant après eux-mêmes";
    the penalty is for "le joueur n'ayant plus qu'une seule carte en main".

    The engine's reading: the player who forgot UNO holds a full hand again the moment the hands turn, so the
    missed call can no longer be caught, as when a player draws (wikipedia: "Il sort alors de sa situation de
    « UNO »")."""
    state = deal(["r0 r1", "g1 g2", "y1 y2"], "r5", PILE, rules=house("seven-zero"))
    events = state.apply(0, Play(card("r0")))
    assert UnoMissed(0) in events and HandsPassed in map(type, events)
    assert state.hands == [cards("y1 y2"), cards("r1"), cards("g1 g2")]
    assert state.uno_catchable is None
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, CatchUno(0))
    assert refused.value.reason is Reason.NOTHING_TO_CATCH


# ---------------------------------------------------------------------------- elimination + the dealer


def test_elimination_the_deal_passes_left_over_eliminated_players_and_the_last_two_play_on() -> None:
    """braille-uno-rules-fr.txt, "UNO CHALLENGE": "Dès qu'un joueur a atteint 500 points, il est éliminé. Lorsqu'il
    ne reste plus que 2 joueurs, ils jouent en duo, jusqu'à ce que l'un des deux dépasse le seuil fatidique";
    official-rules-fr.txt: "Le nouveau donneur est le joueur à la gauche du donneur de la manche précédente." """
    state = deal(["r1", "b9", "+4", "g2"], "r5", PILE, rules=house("elimination", target_score=50), dealer=3, seed=5)
    events = state.apply(0, Play(card("r1")))
    assert next(event for event in events if isinstance(event, RoundEnded)).round_points == (0, 9, 50, 2)
    assert PlayerEliminated(2) in events and state.eliminated == [False, False, True, False]
    events = state.apply(3, NEXT_ROUND)
    # The deal passes to the dealer's left (0); player 2 is dealt nothing and plays no more.
    assert events[0] == RoundStarted(2, 0, 1)
    assert [event.player for event in events if isinstance(event, HandDealt)] == [1, 3, 0]
    assert state.hands[2] == [] and state.legal_actions(2) == []
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, NEXT_ROUND if state.phase is Phase.ROUND_OVER else Play(card("r1")))
    assert refused.value.reason in (Reason.NOT_AVAILABLE, Reason.WRONG_PHASE)
    dealers = [0]
    while state.phase is not Phase.MATCH_OVER:
        for event in play_when_you_can(state):
            if isinstance(event, RoundStarted):
                # Each new dealer is the next player still in, to the left of the last one.
                seats = [(dealers[-1] + step) % 4 for step in range(1, 5)]
                assert event.dealer == next(seat for seat in seats if not state.eliminated[seat])
                dealers.append(event.dealer)
        assert state.current_player is None or not state.eliminated[state.current_player]
    assert len(dealers) >= 2  # the match went on over more rounds
    survivors = [p for p in range(4) if not state.eliminated[p]]
    assert len(survivors) == 1 and state.winners == tuple(survivors)
    assert isinstance(state.events[-1], MatchEnded) and state.events[-1].winners == tuple(survivors)


def test_elimination_scores_each_hand_whatever_the_scoring_option() -> None:
    """braille-uno-rules-fr.txt, "UNO CHALLENGE": "le joueur qui l'a remportée ne marque pas de points, tandis que
    chacun des autres joueurs marque individuellement le nombre de points qu'il a en main" - so the round's winner
    is never the one eliminated, even with winner-collects or rounds-won switched on too."""
    for scoring in Scoring:
        rules = OFFICIAL.replace(elimination=True, scoring=scoring, target_score=5)
        state = deal(["r1", "b9", "g2"], "r5", PILE, rules=rules)
        events = state.apply(0, Play(card("r1")))
        assert next(event for event in events if isinstance(event, RoundEnded)).round_points == (0, 9, 2), scoring
        assert state.eliminated == [False, True, False], scoring
    # Named in either order, "elimination" and "rounds-won" now make the same game, whatever the scoring field says.
    for names in (["rounds-won", "elimination"], ["elimination", "rounds-won"]):
        state = deal(["r1", "b9", "g2"], "r5", PILE, rules=house(*names, target_score=5))
        state.apply(0, Play(card("r1")))
        assert state.scores == [0, 9, 2] and state.eliminated == [False, True, False], names


# ---------------------------------------------------------------------------- teams in each scoring school


def test_teams_winner_collects_the_pair_scores_the_opponents_hands_and_wins_together() -> None:
    """braille-uno-rules-fr.txt, "Jeu en équipes": "on établit les scores en faisant la somme des points que chaque
    couple d'adversaires a alors en main à la fin de chaque manche." """
    state = deal(["r1", "b9", "+4", "g7"], "r5", PILE, rules=house("teams", target_score=16))
    events = state.apply(0, Play(card("r1")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.round_points == (16, 0, 16, 0)
    assert events[-1] == MatchEnded((0, 2), (16, 0, 16, 0))


def test_teams_lowest_wins_each_pair_scores_its_own_hands() -> None:
    """wikipedia-uno-fr.txt: "Certains comptabilisent les points des perdants, et 0 point pour le vainqueur de la
    manche" - with teams, each pair adds up its two hands (player 2, partner of the winner, still counts)."""
    state = deal(["r1", "b9", "+4", "g7"], "r5", PILE, rules=house("teams", "lowest-wins", target_score=50))
    events = state.apply(0, Play(card("r1")))
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.round_points == (50, 16, 50, 16)
    # Team 0 reached 50: the lowest pair, players 1 and 3, wins.
    assert events[-1] == MatchEnded((1, 3), (50, 16, 50, 16))


def test_teams_rounds_won_a_round_won_by_a_partner_counts_for_the_pair() -> None:
    """wikipedia-uno-fr.txt: "comptabiliser le nombre de manches gagnées plutôt que les points restants" - in
    teams, the round is the pair's."""
    state = deal(["r1", "b9", "+4", "g7"], "r5", PILE, rules=house("teams", "rounds-won", target_score=2))
    events = state.apply(0, Play(card("r1")))
    assert next(event for event in events if isinstance(event, RoundEnded)).round_points == (1, 0, 1, 0)
    assert state.phase is Phase.ROUND_OVER
