"""UNO Olympique (wikipedia-uno-fr.txt), the preset ``olympic`` (issue 14, item 7): the rules a program
enforces today; the social ones ("Tribunal Populaire", the banned word "Carte", the "Camouflet") are the
table's, and the rules summary says so in one line."""

from __future__ import annotations

from uno_access.console.rules_text import summary_lines
from uno_access.engine import CHALLENGE, PASS, TIME_UP, Color, Phase, Play, Rank, RuleSet
from uno_access.engine.events import DealChosen, HandsKept, HandsPassed, MalusPassed, RoundHundred, TwosRound
from uno_access.engine.rules import JumpIn, Scoring, Stacking

from .conftest import deal_variant
from .conftest import variant_card as card

OLYMPIC = RuleSet.preset("olympic")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_the_preset_gathers_the_rules_of_the_book() -> None:
    """"La pénalité consiste en une carte piochée"; "L'Interception : [...] carte exactement identique";
    "La Surenchère"; "Poser un « 0 »" / "Poser un « 7 »"; "c'est le donneur [...] qui fait donc les choix"."""
    assert OLYMPIC.uno_penalty == OLYMPIC.confusion_penalty == OLYMPIC.time_penalty == 1
    assert OLYMPIC.jump_in is JumpIn.IDENTICAL and OLYMPIC.stacking is Stacking.PLUS_CARDS
    assert OLYMPIC.seven_zero and OLYMPIC.first_wild_chooser.value == "dealer"
    assert OLYMPIC.time_limit > 0 and OLYMPIC.scoring is Scoring.LOWEST_WINS and OLYMPIC.round_hundred


def test_a_penalty_never_costs_a_turn() -> None:
    """"En aucun cas elle n'influe sur l'ordre des tours : un joueur qui prend une pénalité ne saute pas le
    sien" — too slow ("Quelqu'un qui hésite [...] prend une pénalité"): one card, and still their turn."""
    state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, TIME_UP)
    assert len(state.hands[0]) == 4 and state.current_player == 0 and state.phase is Phase.PLAY


def test_a_wrong_card_costs_one_card() -> None:
    """"Se tromper de carte ou de moment pour jouer coûte une pénalité"."""
    state = deal_variant(["g1 r2 r3", "g4 g2 g3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("g1")))  # g1 does not go on r9
    assert len(state.hands[0]) == 4 and state.current_player == 0


def test_a_score_on_a_round_hundred_loses_99() -> None:
    """"Un joueur qui atteint un compte rond (100, 200, etc.) en tout ou pour une manche obtient une réduction
    de 99 points sur son score"."""
    # Player 0 goes out; player 1 holds +4, +4, b9, b1: 110 points (each scores their own hand).
    state = deal_variant(["r1 r2 r3 r4", "+4 +4 b9 b1"], "r9", PILE, rules=OLYMPIC)
    state.hands[0] = [card("r1")]
    state.scores[1] = 90  # 90 + 110 = 200: a round hundred in all
    events = state.apply(0, Play(card("r1")))
    assert RoundHundred(1) in events and state.scores[1] == 200 - 99


def test_the_summary_says_the_social_rules_are_the_tables() -> None:
    for lang, word in (("fr", "sociales"), ("en", "Social")):
        lines = summary_lines("olympic", lang)
        assert any(word in line for line in lines) and all(len(line) <= 40 for line in lines)


def test_two_identical_cards_laid_together_skip_the_next_player() -> None:
    """"Deux cartes exactement identiques (couleur ET signe) peuvent être jouées en même temps, sautant le
    tour du suivant"."""
    state = deal_variant(["r5 r5 g1", "g2 g3 g4", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r5")))
    assert state.phase is Phase.SEQUENCE and state.current_player == 0
    assert state.legal_actions(0)[0] == Play(card("r5"))
    state.apply(0, Play(card("r5")))
    assert state.current_player == 2 and state.phase is Phase.PLAY  # player 1 skipped


def test_the_twin_may_be_kept() -> None:
    from uno_access.engine import PASS

    state = deal_variant(["r5 r5 g1", "g2 g3 g4", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r5")))
    state.apply(0, PASS)
    assert state.current_player == 1 and state.hands[0].count(card("r5")) == 1


# ---------------------------------------------------------------- the deal (issue 14, item 7: "Distribution")

def test_the_dealer_deals_7_to_15_cards_and_the_deal_sets_the_direction() -> None:
    """"Le donneur distribue entre 7 et 15 cartes, à son choix"; "Le sens de distribution des cartes est au choix
    du donneur et définit le sens du jeu"."""
    from uno_access.engine import Deal, Game, IllegalAction
    from uno_access.engine.actions import ChooseDirection
    from uno_access.engine.cards import Direction

    state = Game(4, OLYMPIC).new_match(3, dealer=0)
    assert state.phase is Phase.DEAL and state.current_player == 0 and not any(state.hands)
    assert [a.count for a in state.legal_actions(0)] == list(range(7, 16))
    for wrong in (Deal(6), Deal(16)):
        try:
            state.apply(0, wrong)
        except IllegalAction:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"{wrong} was accepted")
    state.apply(0, Deal(11))
    assert state.phase is Phase.CHOOSE_DIRECTION and PASS not in state.legal_actions(0)
    events = state.apply(0, ChooseDirection(Direction.RIGHT))
    assert DealChosen(0, 11, Direction.RIGHT) in events
    assert state.direction is Direction.RIGHT or state.top_card.rank is Rank.REVERSE
    assert [len(hand) for hand in state.hands] == [11, 11, 11, 11]
    assert state.card_count() == len(OLYMPIC.build_deck())


def test_ten_players_are_dealt_no_more_than_the_deck_allows() -> None:
    from uno_access.engine import Game

    state = Game(10, OLYMPIC).new_match(1, dealer=4)
    counts = [a.count for a in state.legal_actions(4)]
    assert counts[0] == 7 and counts[-1] * 10 <= len(OLYMPIC.build_deck()) - 10


def test_the_first_player_sits_the_way_of_the_deal() -> None:
    from uno_access.engine import Deal, Game
    from uno_access.engine.actions import ChooseDirection
    from uno_access.engine.cards import Direction

    for seed in range(40):
        state = Game(4, OLYMPIC).new_match(seed, dealer=1)
        state.apply(1, Deal(7))
        state.apply(1, ChooseDirection(Direction.RIGHT))
        if state.top_card is not None and state.top_card.number is not None and state.phase is Phase.PLAY:
            assert state.current_player == 0  # the dealer's right: seat 1 -> seat 0
            return
    raise AssertionError("no round opened on a number card")  # pragma: no cover


# ---------------------------------------------------------------- the 0 and the 7, as the player chooses

def test_a_zero_turns_the_hands_the_way_its_player_chooses() -> None:
    """"Poser un « 0 » permet de tourner les jeux dans le sens du choix du poseur.\""""
    from uno_access.engine.actions import ChooseDirection
    from uno_access.engine.cards import Direction

    state = deal_variant(["r0 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r0")))
    assert state.phase is Phase.CHOOSE_DIRECTION and PASS in state.legal_actions(0)
    events = state.apply(0, ChooseDirection(Direction.RIGHT))  # against the direction of play
    assert HandsPassed(0, Direction.RIGHT) in events
    assert set(state.hands[2]) == {card("r1"), card("r2")}  # player 0's hand went right, to seat 2
    assert set(state.hands[0]) == {card("g1"), card("g2"), card("g3")}
    # "c'est le jeu qui importe, et non le joueur": seat 2 holds the hand that laid the 0 (test_rules_readings.py)
    assert state.current_player == 0 and state.direction is Direction.LEFT


def test_a_zero_or_a_seven_may_be_kept() -> None:
    """"Ce n'est pas obligatoire" (the 0, and the 7)."""
    state = deal_variant(["r0 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r0")))
    assert HandsKept(0) in state.apply(0, PASS)
    assert state.hands[0] == [card("r1"), card("r2")] and state.current_player == 1

    state = deal_variant(["r7 r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r7")))
    assert state.phase is Phase.CHOOSE_TARGET and PASS in state.legal_actions(0)
    state.apply(0, PASS)
    assert state.hands[0] == [card("r1"), card("r2")] and state.current_player == 1


def test_after_a_swap_play_goes_on_from_the_player_swapped_with() -> None:
    """"Si A échange ses cartes avec B, on considère que c'est B qui vient de jouer et le tour reprend à lui.\""""
    from uno_access.engine import ChooseTarget

    state = deal_variant(["r7 r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r7")))
    state.apply(0, ChooseTarget(2))
    assert state.hands[2] == [card("r1"), card("r2")] and state.current_player == 3


# ---------------------------------------------------------------- the round of 2s

def test_a_two_goes_round_the_table_each_lays_a_two_or_draws_one() -> None:
    """"Poser un « 2 » oblige les autres joueurs à poser des « 2 » ou à piocher jusqu'à la fin du tour de
    table": each other player once, then the player who laid it plays again."""
    from uno_access.engine import ACCEPT

    state = deal_variant(["r2 r4 r5", "g2 g3 g4", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    events = state.apply(0, Play(card("r2")))
    assert TwosRound(0) in events
    assert state.phase is Phase.ANSWER and state.current_player == 1 and state.draw_owed == 1
    assert Play(card("g2")) in state.legal_actions(1)
    state.apply(1, Play(card("g2")))  # any colour: "des « 2 »"
    assert state.current_player == 2 and state.phase is Phase.ANSWER
    assert [a for a in state.legal_actions(2) if isinstance(a, Play)] == []
    state.apply(2, ACCEPT)
    assert len(state.hands[2]) == 4
    assert state.current_player == 0 and state.phase is Phase.PLAY and state.color.value == "green"


# ---------------------------------------------------------------- the invisible UNO card

def test_the_invisible_card_passes_a_draw_two_on_to_the_next_player() -> None:
    """"La carte « UNO » double-face est « invisible » : elle permet à un joueur d'éviter un malus, mais
    n'annule pas le malus : il est reporté sur le suivant.\""""
    from uno_access.engine import ACCEPT

    state = deal_variant(["r+2 r4 r5", "invisible g3 g4", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r+2")))
    assert state.phase is Phase.ANSWER and Play(card("invisible")) in state.legal_actions(1)
    events = state.apply(1, Play(card("invisible")))
    assert MalusPassed(1, 2, 2) in events
    assert state.top_card == card("r+2") and state.color.value == "red"  # invisible: under the top card
    assert state.current_player == 2 and state.draw_owed == 2
    state.apply(2, ACCEPT)
    assert len(state.hands[2]) == 5 and len(state.hands[1]) == 2 and state.current_player == 0


def test_the_invisible_card_avoids_a_draw_four_and_its_challenge() -> None:
    from uno_access.engine import ACCEPT

    state = deal_variant(["+4 r4 r5", "invisible g3 g4", "y1 y3 y4"], "b9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("+4"), color=Color.RED))
    assert state.phase is Phase.CHALLENGE and Play(card("invisible")) in state.legal_actions(1)
    state.apply(1, Play(card("invisible")))
    assert state.current_player == 2 and state.phase is Phase.ANSWER and state.draw_owed == 4
    assert CHALLENGE not in state.legal_actions(2)
    state.apply(2, ACCEPT)
    assert len(state.hands[2]) == 7


def test_the_invisible_card_passes_a_skip_and_is_never_laid_alone() -> None:
    from uno_access.engine import ACCEPT

    state = deal_variant(["rskip r4 r5", "invisible g3 r3", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    assert Play(card("invisible")) not in state.legal_actions(1)
    state.apply(0, Play(card("rskip")))
    assert state.phase is Phase.ANSWER and state.current_player == 1
    state.apply(1, Play(card("invisible")))
    state.apply(2, ACCEPT)  # the skip falls on player 2
    assert state.current_player == 0


def test_going_out_on_the_invisible_card_still_passes_the_malus() -> None:
    state = deal_variant(["r+2 r4 r5", "invisible g1 g2", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    state.hands[0] = [card("r+2"), card("r4")]
    state.hands[1] = [card("invisible")]
    state.apply(0, Play(card("r+2"), uno=True))
    state.apply(1, Play(card("invisible")))
    assert state.is_round_over and len(state.hands[2]) == 5


def test_the_invisible_card_is_worth_100_points() -> None:
    """"La carte UNO vaut 100 points.\""""
    assert OLYMPIC.card_points(card("invisible")) == 100
    assert OLYMPIC.build_deck().count(card("invisible")) == 2


def test_a_skip_is_not_answered_with_a_skip_in_olympique() -> None:
    """Only the invisible card passes a skip on: Olympique has no Rapido defence (found in an English tmux
    round: "For you, [ ]: [ ] or lose your turn" offered the player's own skip)."""
    state = deal_variant(["rskip r4 r5", "gskip g3 r3", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("rskip")))
    assert state.phase is Phase.ANSWER and state.current_player == 1
    assert [a for a in state.legal_actions(1) if isinstance(a, Play)] == []


def test_a_guessed_game_knows_the_round_of_twos_goes_on() -> None:
    """The bots' guessed games (determinize) rebuild the round of 2s from the view: who laid the 2 is public."""
    from uno_access.engine import ACCEPT
    from uno_access.engine.determinize import determinize

    state = deal_variant(["r2 r4 r5", "g1 g3 g4", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r2")))
    view = state.view_for(1)
    assert view.twos_from == 0
    rebuilt = determinize(view, [list(hand) for hand in state.hands], list(state.draw_pile), seed=1)
    real = state.clone()
    real.apply(1, ACCEPT)
    rebuilt.apply(1, ACCEPT)
    assert rebuilt.view_for(2) == real.view_for(2) and real.current_player == 2 and real.phase is Phase.ANSWER


def test_a_two_laid_alone_after_keeping_its_twin_still_goes_round() -> None:
    """The identical pair declined (the twin kept): the 2 was laid alone, so the round of 2s starts."""
    state = deal_variant(["r2 r2 r5", "g2 g3 g4", "y1 y3 y4"], "r9", PILE, rules=OLYMPIC)
    state.apply(0, Play(card("r2")))
    assert state.phase is Phase.SEQUENCE  # the twin may follow
    events = state.apply(0, PASS)
    assert TwosRound(0) in events and state.current_player == 1 and state.phase is Phase.ANSWER
