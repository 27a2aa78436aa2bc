"""House rules (issue 6): each off by default, combinable, each checked on a stacked deck.

Every test quotes the rule book sentence it checks (/work/shared/seeds/).  Where the
books leave a point open, the comment says which reading the engine takes and why.
"""

from __future__ import annotations

import pytest

from uno_access.engine import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    CardPlayed,
    CardsDrawn,
    ChooseTarget,
    Color,
    Direction,
    DrawnCardPlayable,
    DrawOwed,
    DrawReason,
    Game,
    HandsPassed,
    HandsSwapped,
    IllegalAction,
    InvalidRuleOption,
    MatchEnded,
    Phase,
    Play,
    PlayerSkipped,
    Reason,
    RoundEnded,
    RuleSet,
    Scoring,
    State,
    TurnPassed,
    TurnStarted,
)
from uno_access.engine.actions import Action
from uno_access.engine.rules import HOUSE_RULES, JumpIn, Stacking, with_house_rules

from .conftest import card, cards, deal, snapshot

OFFICIAL = RuleSet.preset("official")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9"


def house(*names: str, **options: object) -> RuleSet:
    """The official rules with the named house rules switched on, and any other options."""
    return with_house_rules(OFFICIAL, list(names)).replace(**options)


def plays(state: State, player: int) -> list[object]:
    return [action.card for action in state.legal_actions(player) if isinstance(action, Play)]


def refused(state: State, player: int, action: Action, reason: Reason) -> None:
    """The action is refused with ``reason`` and the state is left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(player, action)
    assert error.value.reason is reason
    assert snapshot(state) == before


# ---------------------------------------------------------------------------- the options themselves


def test_every_house_rule_is_off_by_default() -> None:
    """Issue 6: "House rules (options, each off by default, combinable)"."""
    for options in HOUSE_RULES.values():
        for option, value in options.items():
            assert getattr(OFFICIAL, option) != value, option


def test_house_rules_combine_and_unknown_names_list_the_valid_ones() -> None:
    rules = with_house_rules(OFFICIAL, ["stacking", "seven-zero", "jump-in", "draw-until-playable"])
    assert rules.stacking is Stacking.PLUS_CARDS and rules.seven_zero
    assert rules.jump_in is JumpIn.IDENTICAL and rules.draw_limit == 3
    with pytest.raises(InvalidRuleOption) as error:
        with_house_rules(OFFICIAL, ["stacking", "double-uno"])
    assert set(error.value.valid) == set(HOUSE_RULES)


# ---------------------------------------------------------------------------- stacking


def test_stacking_a_plus_two_answers_a_plus_two_and_the_next_draws_the_total() -> None:
    """wikipedia-uno-fr.txt, "Cumul des « +2 » et « +4 »": "le fait de jouer une carte « +2 » ne pénalise
    pas le joueur suivant s'il pose immédiatement une carte « +2 » lui aussi. Après plusieurs cartes « +2 »
    jouées, le premier des joueurs qui ne peut pas suivre la série, doit piocher autant de cartes que le
    nombre obtenu par l'addition des « +2 », et passer son tour." """
    state = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    events = state.apply(0, Play(card("r+2")))
    assert DrawOwed(1, 2) in events
    assert state.phase is Phase.ANSWER and state.current_player == 1 and state.draw_owed == 2
    assert state.legal_actions(1) == [Play(card("g+2")), ACCEPT]
    events = state.apply(1, Play(card("g+2")))
    # Player 2 holds no +2: "le premier des joueurs qui ne peut pas suivre la série" draws 2 + 2 and is skipped.
    drawn = [event for event in events if isinstance(event, CardsDrawn)]
    assert drawn == [CardsDrawn(2, 4, tuple(cards("b1 b2 b3 b4")), DrawReason.STACK)]
    assert PlayerSkipped(2) in events and state.current_player == 0 and state.phase is Phase.PLAY


def test_stacking_a_plus_four_answers_a_plus_two_but_not_the_other_way() -> None:
    """wikipedia-uno-fr.txt: "La carte « +4 » / « Super Joker » étant la plus puissante du jeu, elle peut être
    placée sur un « +2 » ; l'inverse n'est pas possible cependant." """
    state = deal(["r+2 r1 r2", "+4 g+2 g2", "y+2 y2 y3"], "r5", PILE, rules=house("stacking"))
    state.apply(0, Play(card("r+2")))
    assert state.legal_actions(1) == [Play(card("g+2")), Play(card("+4")), ACCEPT]
    events = state.apply(1, Play(card("+4"), color=Color.YELLOW))
    # Player 2's yellow +2 does not answer a +4: player 2 takes 2 + 4 at once and is skipped.  A +4 played as
    # an answer is not offered for a challenge (wikipedia-uno-fr.txt, UNO Olympique: "On ne peut pas dire
    # « tu bluffes » à quelqu'un qui se défend contre un malus").
    assert not any(isinstance(event, DrawOwed) for event in events)
    assert CardsDrawn(2, 6, tuple(cards("b1 b2 b3 b4 b5 b6")), DrawReason.STACK) in events
    assert PlayerSkipped(2) in events and state.current_player == 0
    assert card("y+2") in state.hands[2]


def test_stacking_on_a_first_plus_four_the_victim_may_challenge_or_answer_with_a_plus_four() -> None:
    """wikipedia-uno-fr.txt: "La même règle peut être appliquée aux cartes « +4 »." The first +4 of a series
    may still be challenged (official-rules-fr.txt); a +2 cannot go on it."""
    state = deal(["+4 r1 r2", "+4 g+2 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    assert state.phase is Phase.CHALLENGE
    assert state.legal_actions(1) == [Play(card("+4")), CHALLENGE, ACCEPT]
    events = state.apply(1, Play(card("+4"), color=Color.BLUE))
    assert CardsDrawn(2, 8, tuple(cards(PILE)[:8]), DrawReason.STACK) in events
    assert state.current_player == 0


def test_stacking_the_player_who_could_answer_may_still_take_the_cards() -> None:
    """Answering is a right, not a duty: Accept takes the total and the lost turn."""
    state = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    state.apply(0, Play(card("r+2")))
    events = state.apply(1, ACCEPT)
    assert CardsDrawn(1, 2, tuple(cards("b1 b2")), DrawReason.DRAW_TWO) in events
    assert PlayerSkipped(1) in events and state.current_player == 2


def test_without_stacking_a_plus_two_is_not_answered() -> None:
    """wikipedia-uno-fr.txt: "il est donc impossible de cumuler plusieurs cartes « +2 » pour faire piocher une
    personne plus de deux cartes" - the official rule, the default."""
    state = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3"], "r5", PILE)
    events = state.apply(0, Play(card("r+2")))
    assert CardsDrawn(1, 2, tuple(cards("b1 b2")), DrawReason.DRAW_TWO) in events
    assert state.current_player == 2 and state.phase is Phase.PLAY


def test_stacking_a_series_ended_by_a_last_card_makes_the_next_player_draw_the_total() -> None:
    """official-rules-fr.txt: "Si la carte est jouée pour terminer la partie, le joueur suivant pioche alors
    2 cartes et le comptage des points débute." With stacking, the next player draws the series' total."""
    state = deal(["r6 r+2 b3", "rskip r8 g+2"], "r5", PILE, rules=house("stacking"))
    state.apply(0, Play(card("r6")))
    state.apply(1, Play(card("rskip")))  # two players: a skip lets player 1 play again
    state.apply(1, Play(card("r8"), uno=True))
    state.apply(0, Play(card("r+2"), uno=True))
    events = state.apply(1, Play(card("g+2")))  # the answer is player 1's last card
    assert CardsDrawn(0, 4, tuple(cards("b1 b2 b3 b4")), DrawReason.STACK) in events
    ended = next(event for event in events if isinstance(event, RoundEnded))
    assert ended.winner == 1 and ended.hand_points[0] == 3 + 1 + 2 + 3 + 4
