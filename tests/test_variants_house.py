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
    CatchUno,
    ChooseTarget,
    Color,
    Direction,
    DrawnCardPlayable,
    DrawOwed,
    DrawReason,
    Game,
    HandsPassed,
    HandsSwapped,
    InvalidRuleOption,
    Phase,
    Play,
    PlayerSkipped,
    Reason,
    RoundEnded,
    RuleSet,
    State,
    TurnPassed,
    TurnStarted,
)
from uno_access.engine.rules import HOUSE_RULES, JumpIn, Stacking, with_house_rules

from .conftest import card, cards, deal, plays, refused

OFFICIAL = RuleSet.preset("official")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9"


def house(*names: str, **options: object) -> RuleSet:
    """The official rules with the named house rules switched on, and any other options."""
    return with_house_rules(OFFICIAL, list(names)).replace(**options)


# ---------------------------------------------------------------------------- the options themselves


def test_every_house_rule_is_off_by_default() -> None:
    """Issue 6: "House rules (options, each off by default, combinable)".  A house rule that gives an edition
    the official reading back (issue 14: "the official reading as an option", e.g. the braille first reverse)
    is already the official rules' own: it must change some edition instead."""
    from uno_access.engine.rules import PRESETS

    for name, options in HOUSE_RULES.items():
        for option, value in options.items():
            if getattr(OFFICIAL, option) == value:
                assert any(getattr(preset, option) != value for preset in PRESETS.values()), name
            else:
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
    assert DrawOwed(2, 4) in events and state.current_player == 2
    # Player 2 holds no +2: "le premier des joueurs qui ne peut pas suivre la série" draws 2 + 2 and is skipped.
    events = state.apply(2, ACCEPT)
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
    # Player 2's yellow +2 does not answer a +4: player 2 may only take 2 + 4 and is skipped.  A +4 played as
    # an answer is not offered for a challenge (wikipedia-uno-fr.txt, UNO Olympique: "On ne peut pas dire
    # « tu bluffes » à quelqu'un qui se défend contre un malus").
    assert DrawOwed(2, 6) in events and state.phase is Phase.ANSWER and state.legal_actions(2) == [ACCEPT]
    refused(state, 2, Play(card("y+2")), Reason.MUST_ANSWER_DRAW)
    refused(state, 2, CHALLENGE, Reason.MUST_ANSWER_DRAW)
    events = state.apply(2, ACCEPT)
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
    assert DrawOwed(2, 8) in events and state.legal_actions(2) == [ACCEPT]  # player 2 holds no +4
    events = state.apply(2, ACCEPT)
    assert CardsDrawn(2, 8, tuple(cards(PILE)[:8]), DrawReason.STACK) in events
    assert state.current_player == 0


def test_stacking_the_player_who_could_answer_may_still_take_the_cards() -> None:
    """Answering is a right, not a duty: Accept takes the total and the lost turn."""
    state = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    state.apply(0, Play(card("r+2")))
    events = state.apply(1, ACCEPT)
    assert CardsDrawn(1, 2, tuple(cards("b1 b2")), DrawReason.DRAW_TWO) in events
    assert PlayerSkipped(1) in events and state.current_player == 2


def test_stacking_a_victim_holding_no_answer_is_still_asked_so_the_table_learns_nothing_of_their_hand() -> None:
    """wikipedia-uno-fr.txt: "le premier des joueurs qui ne peut pas suivre la série, doit piocher" - whether
    they can is theirs to know: at the table a hand is only shown on a challenge (official-rules-fr.txt: "en lui
    demandant de présenter toutes ses cartes").  If only a victim who held a +2 were asked, the pause itself
    would tell everyone what they hold; so the victim is always asked, and with no answer may only take the
    cards (plus catch a missed UNO, as any player may)."""
    without = deal(["r+2 r1 r2", "g3 g1 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    with_answer = deal(["r+2 r1 r2", "g+2 g1 g2", "y1 y2 y3"], "r5", PILE, rules=house("stacking"))
    events = without.apply(0, Play(card("r+2")))
    answered_events = with_answer.apply(0, Play(card("r+2")))
    assert DrawOwed(1, 2) in events
    assert without.phase is Phase.ANSWER and without.current_player == 1 and without.draw_owed == 2
    assert without.legal_actions(1) == [ACCEPT]
    refused(without, 1, Play(card("g3")), Reason.MUST_ANSWER_DRAW)
    refused(without, 1, DRAW, Reason.MUST_ANSWER_DRAW)
    # The other players see exactly the same events and the same table, whatever the victim holds.
    for other in (0, 2):
        assert [event.seen_by(other) for event in events] == [event.seen_by(other) for event in answered_events]
        assert without.view_for(other) == with_answer.view_for(other)
    events = without.apply(1, ACCEPT)
    assert CardsDrawn(1, 2, tuple(cards("b1 b2")), DrawReason.DRAW_TWO) in events
    assert PlayerSkipped(1) in events and without.current_player == 2
    # A +2 played as the second-to-last card without UNO: the victim, asked, may also catch the player.
    state = deal(["r+2 r1", "g3 g1", "y1 y2"], "r5", PILE, rules=house("stacking"))
    events = state.apply(0, Play(card("r+2")))
    assert DrawOwed(1, 2) in events and state.legal_actions(1) == [ACCEPT, CatchUno(0)]


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


# ---------------------------------------------------------------------------- 7-0


def test_seven_zero_a_zero_passes_every_hand_to_the_next_player() -> None:
    """wikipedia-uno-fr.txt, "Cartes « 0 » et « 7 »": "les cartes « 0 » permettent de faire tourner les mains de
    tous les joueurs, leur imposant ainsi de passer leurs cartes au joueur jouant après eux-mêmes." """
    state = deal(["r0 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r5", PILE, rules=house("seven-zero"))
    events = state.apply(0, Play(card("r0")))
    assert HandsPassed(0, Direction.LEFT) in events
    assert state.hands == [cards("y1 y2 y3"), cards("r1 r2"), cards("g1 g2 g3")]
    assert state.current_player == 1  # then play goes on as after any number card


def test_seven_zero_hands_follow_the_direction_of_play() -> None:
    """"au joueur jouant après eux-mêmes": after a reverse, hands pass to the right."""
    state = deal(["b1 b2 b3", "g1 g2 g3", "y1 y2 y3", "r0 r4 r5"], "rrev", PILE, rules=house("seven-zero"))
    # official-rules-fr.txt: a first reverse: "le donneur joue en premier, et ensuite le jeu change de sens".
    assert state.current_player == 3 and state.direction is Direction.RIGHT
    state.apply(3, Play(card("r0")))
    assert state.hands == [cards("g1 g2 g3"), cards("y1 y2 y3"), cards("r4 r5"), cards("b1 b2 b3")]
    assert state.current_player == 2


def test_seven_zero_a_seven_swaps_hands_with_a_chosen_player() -> None:
    """wikipedia-uno-fr.txt: "Les cartes « 7 », quant à elles, permettent au joueur qui les joue d'échanger son
    paquet avec le joueur de son choix." """
    state = deal(["r7 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r5", PILE, rules=house("seven-zero"))
    state.apply(0, Play(card("r7")))
    assert state.phase is Phase.CHOOSE_TARGET and state.current_player == 0
    assert state.legal_actions(0) == [ChooseTarget(1), ChooseTarget(2)]
    refused(state, 0, ChooseTarget(0), Reason.INVALID_TARGET)
    refused(state, 1, ChooseTarget(2), Reason.NOT_YOUR_TURN)
    events = state.apply(0, ChooseTarget(2))
    assert HandsSwapped(0, 2) in events
    assert state.hands[0] == cards("y1 y2 y3") and state.hands[2] == cards("r1 r2")
    assert state.current_player == 1


def test_seven_zero_off_sevens_and_zeros_are_plain_numbers() -> None:
    """The official rules, by default: a 0 or a 7 has no effect."""
    state = deal(["r7 r0 r2", "g1 g2 g3", "y1 y2 y3"], "r5", PILE)
    assert state.apply(0, Play(card("r7")))[-1] == TurnStarted(1)
    state = deal(["r7 r0 r2", "g1 g2 g3", "y1 y2 y3"], "r5", PILE)
    state.apply(0, Play(card("r0")))
    assert state.hands[1] == cards("g1 g2 g3") and state.current_player == 1


# ---------------------------------------------------------------------------- jump-in


def test_jump_in_an_identical_card_is_played_out_of_turn_and_play_goes_on_from_there() -> None:
    """wikipedia-uno-fr.txt, "Cartes identiques": "Une sous-variante de ce jeu restreint ces possibilités à des
    cartes rigoureusement identiques (même nombre & couleur)"; UNO Olympique, "L'Interception": "Le tour de jeu
    reprend à partir de lui." """
    state = deal(["r5 r1 r2", "g1 g2 g3", "y5 y2 y3", "r5 b8 b9"], "r9", PILE, rules=house("jump-in"))
    state.apply(0, Play(card("r5")))
    assert state.current_player == 1
    assert plays(state, 3) == cards("r5")  # identical: offered out of turn
    assert plays(state, 2) == []  # the same number in another colour is not identical
    refused(state, 2, Play(card("y5")), Reason.NOT_IDENTICAL)
    events = state.apply(3, Play(card("r5")))
    assert events[0] == CardPlayed(3, card("r5"), 2, jump_in=True)
    # Players 1 and 2 lose their turn: "certains joueurs sont alors privés de leur tour".
    assert state.current_player == 0 and state.phase is Phase.PLAY


def test_jump_in_number_only_any_colour_but_not_a_symbol_nor_a_zero() -> None:
    """wikipedia-uno-fr.txt, "Cartes identiques": "le joueur qui possède une carte de 1 à 9 identique (même
    nombre) à celle qui vient d'être posée peut la poser même si ce n'est pas à son tour de jouer, et le jeu se
    poursuit à partir de lui"."""
    rules = house("jump-in-number")
    state = deal(["r5 r1 rskip", "g1 g2 g3", "y5 y2 y3", "b5 bskip y0"], "r9", PILE, rules=rules)
    state.apply(0, Play(card("r5")))
    assert plays(state, 2) == cards("y5") and plays(state, 3) == cards("b5")
    state.apply(2, Play(card("y5")))
    assert state.current_player == 3 and state.color is Color.YELLOW
    state = deal(["rskip r1 r2", "g1 g2 g3", "y5 y2 y3", "b5 bskip y0"], "r9", PILE, rules=rules)
    state.apply(0, Play(card("rskip")))  # player 1 is skipped, player 2 plays
    assert plays(state, 3) == []  # a symbol is not "une carte de 1 à 9"
    refused(state, 3, Play(card("bskip")), Reason.NOT_IDENTICAL)
    state = deal(["r0 r1 r2", "g1 g2 g3", "y5 y2 y3", "b5 bskip y0"], "r9", PILE, rules=rules)
    state.apply(0, Play(card("r0")))
    assert plays(state, 3) == []  # nor is a 0


def test_jump_in_off_no_card_may_be_played_out_of_turn() -> None:
    state = deal(["r5 r1 r2", "g1 g2 g3", "r5 y2 y3"], "r9", PILE)
    state.apply(0, Play(card("r5")))
    assert state.legal_actions(2) == []
    refused(state, 2, Play(card("r5")), Reason.NOT_YOUR_TURN)


def test_jump_in_while_the_player_to_act_holds_a_drawn_card() -> None:
    """The jump-in interrupts the turn in progress: the drawn card simply stays in the drawer's hand."""
    state = deal(["r5 r1 r2", "y7 g2 g3", "r5 y2 y3"], "r9", "g5 " + PILE, rules=house("jump-in"))
    state.apply(0, Play(card("r5")))
    state.apply(1, DRAW)
    assert state.phase is Phase.AFTER_DRAW and state.current_player == 1
    state.apply(2, Play(card("r5")))
    assert state.current_player == 0 and state.phase is Phase.PLAY
    assert card("g5") in state.hands[1]


# ---------------------------------------------------------------------------- drawing


def test_draw_until_playable_at_most_three_cards() -> None:
    """wikipedia-uno-fr.txt, "Pioche": "si un joueur ne peut pas jouer, il doit piocher jusqu'à ce qu'il puisse
    poser une carte, avec une limite de trois cartes." """
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "y7 y8 b1 " + PILE, rules=house("draw-until-playable"))
    events = state.apply(0, DRAW)
    assert [event.cards for event in events if isinstance(event, CardsDrawn)] == [(c,) for c in cards("y7 y8 b1")]
    assert events[-1] == DrawnCardPlayable(0, card("b1"))
    assert state.phase is Phase.AFTER_DRAW and state.legal_actions(0)[0] == Play(card("b1"))
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "y7 y8 y6 b1 " + PILE, rules=house("draw-until-playable"))
    events = state.apply(0, DRAW)
    assert sum(event.count for event in events if isinstance(event, CardsDrawn)) == 3
    assert TurnPassed(0) in events and state.current_player == 1


def test_draw_until_playable_a_playable_card_need_not_be_played() -> None:
    """wikipedia-uno-fr.txt: "Si le joueur pioche une carte jouable, il n'est cependant pas obligé de la jouer et
    peut piocher jusqu'à trois cartes" """
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "b1 b2 b3 b4 " + PILE, rules=house("draw-until-playable"))
    state.apply(0, DRAW)
    assert state.legal_actions(0) == [Play(card("b1")), PASS, DRAW]
    state.apply(0, DRAW)
    state.apply(0, DRAW)
    assert state.legal_actions(0) == [Play(card("b3")), PASS]  # the third card is the last one
    refused(state, 0, DRAW, Reason.ONLY_DRAWN_CARD)
    refused(state, 0, Play(card("b1")), Reason.ONLY_DRAWN_CARD)  # only the card just drawn may be played
    state.apply(0, Play(card("b3")))
    assert state.hands[0] == cards("r5 r1 r2 b1 b2")


def test_draw_one_card_by_default() -> None:
    """official-rules-fr.txt: "Dans le cas inverse, si la carte ne peut être utilisée immédiatement, il passe son
    tour, tout en conservant cette carte comme carte supplémentaire." """
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "y7 y8 b1 " + PILE)
    events = state.apply(0, DRAW)
    assert sum(event.count for event in events if isinstance(event, CardsDrawn)) == 1
    assert TurnPassed(0) in events


def test_forced_play_a_drawn_playable_card_must_be_played() -> None:
    """Issue 6: "forced play option (must play a drawn playable card)" - against official-rules-fr.txt's
    "Si elle peut être utilisée immédiatement, il s'en sert", read as a duty."""
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "b1 " + PILE, rules=house("forced-play"))
    state.apply(0, DRAW)
    assert state.legal_actions(0) == [Play(card("b1"))]
    refused(state, 0, PASS, Reason.ONLY_DRAWN_CARD)
    state.apply(0, Play(card("b1")))
    assert state.current_player == 1
    # Combined with "Pioche", the first playable card drawn must be played: no drawing on.
    state = deal(["r5 r1 r2", "g1 g2 g3"], "b9", "y1 b1 " + PILE, rules=house("forced-play", "draw-until-playable"))
    state.apply(0, DRAW)
    assert state.legal_actions(0) == [Play(card("b1"))]
    refused(state, 0, DRAW, Reason.ONLY_DRAWN_CARD)


# ---------------------------------------------------------------------------- two players


def test_two_players_a_reverse_lets_the_player_play_again() -> None:
    """braille-uno-rules-fr.txt, "A 2 joueurs": "Le fait de jouer une carte INVERSION ou PASSER UN TOUR revient à
    avoir la possibilité de rejouer immédiatement une seconde carte." """
    state = deal(["rrev r1 r2", "g1 g2 g3"], "r5", PILE)
    events = state.apply(0, Play(card("rrev")))
    assert PlayerSkipped(1) in events and state.current_player == 0
    state = deal(["rskip r1 r2", "g1 g2 g3"], "r5", PILE)
    state.apply(0, Play(card("rskip")))
    assert state.current_player == 0


def test_two_player_rule_off_a_reverse_only_changes_the_direction() -> None:
    """With the two-player rule switched off, a reverse just turns play around: the other player plays."""
    state = deal(["rrev r1 r2", "g1 g2 g3"], "r5", PILE, rules=house("no-two-player-rule"))
    state.apply(0, Play(card("rrev")))
    assert state.current_player == 1 and state.direction is Direction.RIGHT
    state = deal(["rskip r1 r2", "g1 g2 g3"], "r5", PILE, rules=house("no-two-player-rule"))
    state.apply(0, Play(card("rskip")))  # a skip still skips
    assert state.current_player == 0


# ---------------------------------------------------------------------------- scoring, target, hand size


def _go_out(rules: RuleSet, hands: tuple[str, ...] = ("r1", "b9", "+4")) -> tuple[State, RoundEnded]:
    """Player 0 goes out at once; the others keep their single card."""
    state = deal(hands, "r5", PILE, rules=rules)
    events = state.apply(0, Play(card(hands[0])))
    return state, next(event for event in events if isinstance(event, RoundEnded))


def test_scoring_the_winner_collects_by_default() -> None:
    """wikipedia-uno-fr.txt: "D'autres comptabilisent les points au gagnant de la manche, qui engrange les points
    de tous ses adversaires vaincus. Là, le vainqueur de la partie est celui qui atteint le premier, les fameux
    500 points." """
    state, ended = _go_out(OFFICIAL)
    assert ended.hand_points == (0, 9, 50) and ended.round_points == (59, 0, 0) and state.scores == [59, 0, 0]
    state, ended = _go_out(OFFICIAL.replace(target_score=50))
    assert state.phase is Phase.MATCH_OVER and state.winners == (0,)


def test_scoring_lowest_wins() -> None:
    """wikipedia-uno-fr.txt: "Certains comptabilisent les points des perdants, et 0 point pour le vainqueur de
    la manche. Le vainqueur de la partie est le joueur qui a le moins de points lorsque l'un des joueurs atteint
    500 points" """
    state, ended = _go_out(house("lowest-wins"))
    assert ended.round_points == (0, 9, 50) and state.phase is Phase.ROUND_OVER
    state, ended = _go_out(house("lowest-wins", target_score=50))
    assert state.phase is Phase.MATCH_OVER and state.winners == (0,)


def test_target_score_ends_the_match_when_reached() -> None:
    """official-rules-fr.txt: "Le premier joueur qui atteint 500 points est considéré comme le vainqueur." -
    with the target chosen by the table."""
    state, _ = _go_out(OFFICIAL.replace(target_score=60))
    assert state.phase is Phase.ROUND_OVER
    state, _ = _go_out(OFFICIAL.replace(target_score=59))
    assert state.phase is Phase.MATCH_OVER


def test_rounds_won_instead_of_points() -> None:
    """wikipedia-uno-fr.txt: "Une variante très commune consiste à comptabiliser le nombre de manches gagnées
    plutôt que les points restants." """
    rules = house("rounds-won", target_score=2)
    state, ended = _go_out(rules)
    assert ended.round_points == (1, 0, 0) and state.scores == [1, 0, 0]
    assert state.phase is Phase.ROUND_OVER
    state.apply(1, NEXT_ROUND)
    while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        _play_when_you_can(state)
    winner = state.events[-1].winners[0] if state.phase is Phase.MATCH_OVER else None
    assert sum(state.scores) == 2 and max(state.scores) <= 2
    # The target is a number of rounds: a second round won by player 0 ends the match, otherwise it goes on.
    assert (state.scores[0] == 2) == (state.phase is Phase.MATCH_OVER) == (winner == 0)


def _play_when_you_can(state: State) -> None:
    player = state.current_player
    assert player is not None
    actions = state.legal_actions(player)
    chosen = next((action for action in actions if isinstance(action, Play)), actions[0])
    state.apply(player, chosen)


@pytest.mark.parametrize("size", [7, 10, 15])
def test_hand_size_chosen_by_the_table(size: int) -> None:
    """official-rules-fr.txt: "Le nombre de carte UNO pour une partie classique est de 7 mais rien ne vous
    empêche d'en distribuer plus ou moins" (UNO Olympique: "Le donneur distribue entre 7 et 15 cartes")."""
    state = Game(4, OFFICIAL.replace(hand_size=size)).new_match(seed=size)
    dealt = [len(hand) for hand in state.hands]
    # The first card may make the first player draw (+2); everyone else holds exactly the hand size.
    assert sorted(dealt)[:3] == [size] * 3 and sorted(dealt)[3] in (size, size + 2)
    assert state.card_count() == 108


def test_hand_size_too_big_for_the_table_is_refused() -> None:
    with pytest.raises(InvalidRuleOption):
        Game(10, OFFICIAL.replace(hand_size=11))
