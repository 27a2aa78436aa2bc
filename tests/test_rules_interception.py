"""Jump-in's words and pairs ("Cartes identiques", wikipedia-uno-fr.txt), with the house rule ``faults``
(issue 14, item 8).

"le joueur qui possède une carte de 1 à 9 identique (même nombre) à celle qui vient d'être posée peut la
poser même si ce n'est pas à son tour de jouer [...] Il doit en même temps crier « INTERCEPTION ». S'il ne le
fait pas, il pioche 2 cartes. Et si le même joueur a deux cartes identiques il peut également les jouer en
même temps à condition que le nombre soit le même, indépendamment de la couleur."
"""

from __future__ import annotations

from uno_access.engine import PASS, Phase, Play, RuleSet
from uno_access.engine.events import CardsDrawn, DrawReason
from uno_access.engine.rules import with_house_rules

from .conftest import card, deal_variant

PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"
NUMBERS = with_house_rules(RuleSet.preset("official"), ["jump-in-number"])
STRICT_TABLE = with_house_rules(RuleSet.preset("official"), ["jump-in-number", "faults"])


def penalties(events: list[object], player: int) -> list[int]:
    return [e.count for e in events if isinstance(e, CardsDrawn) and e.player == player
            and e.reason is DrawReason.NO_INTERCEPTION]


def test_a_jump_in_without_the_word_costs_two_cards() -> None:
    """"Il doit en même temps crier « INTERCEPTION ». S'il ne le fait pas, il pioche 2 cartes"."""
    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 y6 y7"], "r9", PILE, rules=STRICT_TABLE)
    state.apply(0, Play(card("r5")))
    events = state.apply(2, Play(card("y5")))  # out of turn, without the word
    assert penalties(events, 2) == [2] and len(state.hands[2]) == 4
    assert state.current_player == 0  # the jump-in stands: play goes on from player 2


def test_a_jump_in_with_the_word_costs_nothing() -> None:
    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 y6 y7"], "r9", PILE, rules=STRICT_TABLE)
    state.apply(0, Play(card("r5")))
    events = state.apply(2, Play(card("y5"), intercept=True))
    assert penalties(events, 2) == [] and len(state.hands[2]) == 2


def test_without_faults_the_word_is_not_needed() -> None:
    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 y6 y7"], "r9", PILE, rules=NUMBERS)
    state.apply(0, Play(card("r5")))
    assert penalties(state.apply(2, Play(card("y5"))), 2) == []


def test_two_identical_numbers_at_once() -> None:
    """"si le même joueur a deux cartes identiques il peut également les jouer en même temps à condition
    que le nombre soit le même, indépendamment de la couleur"."""
    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 b5 y7"], "r9", PILE, rules=NUMBERS)
    state.apply(0, Play(card("r5")))
    state.apply(2, Play(card("y5")))
    assert state.phase is Phase.SEQUENCE and state.current_player == 2
    assert state.legal_actions(2)[:2] == [Play(card("b5")), PASS]
    state.apply(2, Play(card("b5")))
    assert state.phase is Phase.PLAY and state.current_player == 0 and state.hands[2] == [card("y7")]


def test_the_second_card_may_be_kept() -> None:
    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 b5 y7"], "r9", PILE, rules=NUMBERS)
    state.apply(0, Play(card("r5")))
    state.apply(2, Play(card("y5")))
    state.apply(2, PASS)
    assert state.current_player == 0 and len(state.hands[2]) == 2


# ---------------------------------------------------------------- in the console

def test_the_console_gives_the_word_and_the_player_says_it() -> None:
    from uno_access.console.session import HUMAN
    from uno_access.i18n import Translator

    from .test_console_questions import Lines, said, table

    session = table(["y5 y6 y7", "r5 r1 r2", "g1 g2 g3"], "r9", PILE, rules=STRICT_TABLE)
    session.table.apply(1, Play(card("r5")))
    assert session.table.window_open()
    session.reader = Lines(["interception y5"])
    session.out_of_turn.offer_window()
    t = Translator("fr")
    assert t("jump-in-hint-word", cards="j 5") in said(session)  # "Interceptez : interception j 5."
    assert len(session.state.hands[HUMAN]) == 2  # no penalty: the word was said
    assert session.state.current_player == 1  # play goes on from the player


def test_bots_say_the_word() -> None:
    from uno_access.bots import make_bot

    state = deal_variant(["r5 r1 r2", "g1 g2 g3", "y5 y6 y7"], "r9", PILE, rules=STRICT_TABLE)
    state.apply(0, Play(card("r5")))
    bot = make_bot("normal", 2, seed=1)
    action = bot.react(state.view_for(2))
    assert isinstance(action, Play) and action.intercept
