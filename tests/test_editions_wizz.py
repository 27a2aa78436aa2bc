"""UNO Wizz, ``--rules wizz`` (issue 15, item 2): the Wizz card and its wheel.

wikipedia-uno-fr.txt, "Uno Wizz": "Un joueur peut jouer une carte Wizz [...] comme il jouerait une carte
portant un chiffre ordinaire. Cependant, quand une carte Wizz est jouée, le joueur suivant doit faire tourner
la roue. Lorsqu'un joueur fait tourner la roue, il ne peut pas jouer de carte. La roue indique alors une action
à effectuer" - nine of them, each tested here; where the book leaves a choice, the player chooses.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_access.engine import (
    PASS,
    SHOUT,
    TIME_UP,
    ChooseColor,
    Color,
    Direction,
    IllegalAction,
    Phase,
    Play,
    Reason,
    RuleSet,
    Wheel,
)
from uno_access.engine.cards import Rank
from uno_access.engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    DrawReason,
    HandShown,
    RoundEnded,
    Shouted,
    WarShown,
    WheelSpun,
)
from uno_access.engine.state import State

from .conftest import FixedWheel, card, cards, deal_variant, random_rounds_keep_every_card

WIZZ = RuleSet.preset("wizz")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def spin_to(outcome: Wheel, hands: list[str], first: str = "r9", pile: str = PILE) -> State:
    """Player 0 lays their first card, a Wizz; the wheel player 1 spins stops on ``outcome``.  The hands may
    differ in size (set after a deal of ``hands[0]``'s size)."""
    state = deal_variant([hands[0]] * len(hands), first, pile, rules=WIZZ)
    state.hands = [cards(hand) for hand in hands]
    state.rng = FixedWheel(outcome)
    state.apply(0, Play(cards(hands[0])[0]))
    return state


def test_the_wizz_cards_are_added_to_the_classic_deck() -> None:
    """Two Wizz of each colour (the book gives no count) on the 108 cards; 20 points, as an action card."""
    deck = WIZZ.build_deck()
    counts = Counter(card.rank for card in deck)
    assert len(deck) == 116 and counts[Rank.WIZZ] == 8
    assert Counter(c.color for c in deck if c.rank is Rank.WIZZ) == {color: 2 for color in Color}
    assert WIZZ.card_points(card("rwizz")) == 20


def test_a_wizz_is_played_as_an_ordinary_number() -> None:
    """"comme il jouerait une carte portant un chiffre ordinaire": on its colour, or on another Wizz."""
    state = deal_variant(["rwizz bwizz g1", "g2 g3 g4"], "r5", PILE, rules=WIZZ)
    plays = {action.card for action in state.legal_actions(0) if isinstance(action, Play)}
    assert card("rwizz") in plays and card("bwizz") not in plays
    state = spin_to(Wheel.SHOW_HAND, ["rwizz r1", "g2 g3", "bwizz g4"], first="r5")
    assert state.current_player == 2 and Play(card("bwizz")) in state.legal_actions(2)


@pytest.mark.parametrize("outcome", list(Wheel))
def test_the_next_player_spins_instead_of_playing_then_play_goes_on_after_them(outcome: Wheel) -> None:
    """"le joueur suivant doit faire tourner la roue [...] il ne peut pas jouer de carte": whatever the wheel
    says, the player after the spinner plays next (once the wheel's question, if any, is answered)."""
    state = spin_to(outcome, ["rwizz r1 r2", "r3 g4 b5 y6", "g6 g7 b7 y8"])
    spun = [event for event in state.events if isinstance(event, WheelSpun)]
    assert spun == [WheelSpun(1, outcome)]
    for _ in range(6):
        if state.phase is Phase.SHOUT:
            state.apply(2, SHOUT)
        elif state.phase is Phase.WHEEL:
            state.apply(state.current_player, state.legal_actions(state.current_player)[0])
    assert state.phase is Phase.PLAY and state.current_player == 2
    assert not any(isinstance(event, CardPlayed) and event.player == 1 for event in state.events)  # no card laid


def test_almost_uno_keeps_the_two_cards_the_player_chooses() -> None:
    """1. "Presque Uno : Débarrassez-vous de toutes vos cartes sauf 2.": the rest go under the top card."""
    state = spin_to(Wheel.ALMOST_UNO, ["rwizz r1 r2", "wild b5 b5 y6 g2", "g6 g7"])
    assert state.phase is Phase.WHEEL and state.current_player == 1
    assert set(state.legal_actions(1)) == {Play(c) for c in cards("y6 g2 b5")} | {Play(card("wild"))}
    state.apply(1, Play(card("wild")))
    assert Play(card("wild")) not in state.legal_actions(1)  # the only wild is kept already
    state.apply(1, Play(card("b5")))
    assert sorted(map(str, state.hands[1])) == sorted(map(str, [card("wild"), card("b5")]))
    assert state.discard[-1] == card("rwizz") and state.color is Color.RED  # the card to match stays
    assert Counter(state.discard[:-1]) == Counter([card("r9"), *cards("b5 y6 g2")])
    assert state.current_player == 2 and state.uno_declared[1] is False


def test_almost_uno_with_two_cards_or_fewer_changes_nothing() -> None:
    state = spin_to(Wheel.ALMOST_UNO, ["rwizz r1", "b5 y6", "g6 g7"])
    assert state.hands[1] == cards("b5 y6") and state.current_player == 2
    assert CardsDiscarded(1, (), 2) in state.events  # said: nothing to let go


def test_one_number_less_lets_every_card_of_the_chosen_number_go() -> None:
    """2. "Un chiffre en moins : Débarrassez-vous de toutes vos cartes portant le même chiffre."."""
    state = spin_to(Wheel.ONE_NUMBER_LESS, ["rwizz r1 r2", "b5 y5 g2 wild", "g6 g7"])
    assert state.legal_actions(1) == [Play(card("y5")), Play(card("g2")), Play(card("b5"))]  # each names its number
    state.apply(1, Play(card("b5")))  # names the number 5, whichever 5
    assert state.hands[1] == [card("g2"), card("wild")]


def test_one_number_held_goes_without_a_question() -> None:
    state = spin_to(Wheel.ONE_NUMBER_LESS, ["rwizz r1 r2", "b5 y5 wild", "g6 g7"])
    assert state.hands[1] == [card("wild")] and state.current_player == 2
    assert state.uno_declared[1]  # one card left by the wheel: an UNO said, nobody can catch it
    assert state.uno_catchable is None


def test_one_colour_less_lets_every_card_of_the_chosen_colour_go() -> None:
    """3. "Une couleur en moins : Débarrassez-vous de toutes vos cartes de la même couleur."."""
    state = spin_to(Wheel.ONE_COLOR_LESS, ["rwizz r1 r2", "b5 b7 y5 g2 wild", "g6 g7"])
    assert state.legal_actions(1) == [ChooseColor(Color.YELLOW), ChooseColor(Color.GREEN), ChooseColor(Color.BLUE)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, ChooseColor(Color.RED))
    assert refused.value.reason is Reason.WHEEL_CHOICE
    state.apply(1, ChooseColor(Color.BLUE))
    assert state.hands[1] == cards("y5 g2") + [card("wild")]


@pytest.mark.parametrize(("outcome", "pile", "drawn"), [
    (Wheel.RED_CARD, "b1 g2 r3 y4", "b1 g2 r3"),
    (Wheel.RED_CARD, "b1 +4 r3", "b1 +4"),
    (Wheel.BLUE_CARD, "r1 wild b3", "r1 wild"),
    (Wheel.BLUE_CARD, "b1 r1", "b1"),
])
def test_red_or_blue_card_draws_until_that_colour_or_a_joker(outcome: Wheel, pile: str, drawn: str) -> None:
    """4-5. "piocher des cartes jusqu'à ce qu'il pioche une carte rouge [bleue] ou une carte JOKER"."""
    state = spin_to(outcome, ["rwizz r1", "g6 g7", "g8 g9"], pile=pile)
    events = [event for event in state.events if isinstance(event, CardsDrawn)]
    assert [(e.player, list(e.cards), e.reason) for e in events] == [(1, cards(drawn), DrawReason.WHEEL)]


def test_the_hands_pass_to_the_left_whatever_the_direction() -> None:
    """6. "Chaque joueur échange sa main avec le joueur à sa gauche.": seat n's hand goes to seat n+1."""
    state = spin_to(Wheel.PASS_HANDS, ["rwizz r1", "g6 g7", "y8 y9"])
    assert state.hands == [cards("y8 y9"), cards("r1"), cards("g6 g7")]
    state = deal_variant(["rrev r1 r2", "g6 g7 g8", "rwizz y8 y9"], "r9", PILE, rules=WIZZ)
    state.rng = FixedWheel(Wheel.PASS_HANDS)
    state.apply(0, Play(card("rrev")))  # counter-clockwise now: seat 2 lays the Wizz, seat 1 spins
    state.apply(2, Play(card("rwizz")))
    assert state.direction is Direction.RIGHT
    assert state.hands == [cards("y8 y9"), cards("r1 r2"), cards("g6 g7 g8")]
    assert state.current_player == 0  # after the spinner, counter-clockwise


def test_show_your_hand_shows_it_to_everyone() -> None:
    """7. "Main visible : Montrez votre main à tous les autres joueurs."."""
    state = spin_to(Wheel.SHOW_HAND, ["rwizz r1", "g6 b2 g7", "y8 y9"])
    shown = next(event for event in state.events if isinstance(event, HandShown))
    assert shown == HandShown(1, tuple(cards("g6 g7 b2")))
    assert all(shown.seen_by(viewer) == shown for viewer in range(3))


def test_uno_wizz_is_a_race_the_first_shout_wins() -> None:
    """8. "Uno wizz : Le premier joueur à crier « Uno wizz » met une carte dans le talon."."""
    state = spin_to(Wheel.UNO_WIZZ, ["rwizz r1 r2", "g6 g7", "y8 y9 +4"])
    assert state.phase is Phase.SHOUT
    assert all(state.legal_actions(seat) == [SHOUT] for seat in range(3))  # the spinner, and the others
    state.apply(2, SHOUT)
    assert Shouted(2) in state.events and state.phase is Phase.WHEEL and state.current_player == 2
    with pytest.raises(IllegalAction):
        state.apply(0, SHOUT)  # too late
    state.apply(2, Play(card("+4")))  # any card: laid under the top card, with no effect
    assert state.hands[2] == cards("y8 y9") and state.discard[-1] == card("rwizz") and state.color is Color.RED
    assert state.current_player == 2 and state.phase is Phase.PLAY  # after the spinner (1): seat 2


def test_uno_wizz_nobody_shouting_in_time_lays_nothing() -> None:
    state = spin_to(Wheel.UNO_WIZZ, ["rwizz r1 r2", "g6 g7", "y8 y9"])
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Play(card("r1")))
    assert refused.value.reason is Reason.SHOUT_NOW
    state.apply(0, TIME_UP)  # the table's clock
    assert Shouted(-1) in state.events and [len(hand) for hand in state.hands] == [2, 2, 2]
    assert state.current_player == 2


def test_the_war_the_only_highest_number_may_be_laid() -> None:
    """9. "La guerre : Tous les joueurs montrent en même temps leur carte portant le chiffre le plus élevé. Le
    joueur dont la carte a le chiffre le plus élevé peut la mettre dans le talon."."""
    state = spin_to(Wheel.WAR, ["rwizz r1 r2", "g6 b9 y9 wild", "y8 +4"])
    war = next(event for event in state.events if isinstance(event, WarShown))
    assert war.cards == (card("r2"), card("y9"), card("y8")) and war.winner == 1
    assert state.legal_actions(1) == [Play(card("y9")), Play(card("b9")), PASS]
    state.apply(1, Play(card("b9")))
    assert state.hands[1] == cards("g6 y9") + [card("wild")] and state.current_player == 2


def test_the_war_may_be_kept_and_a_tie_lays_nothing() -> None:
    """"peut la mettre": the winner may keep it.  A tie: this game's reading, nobody lays."""
    state = spin_to(Wheel.WAR, ["rwizz r1 r2", "g6 b9", "y8 +4"])
    state.apply(1, PASS)
    assert state.hands[1] == cards("g6 b9") and state.current_player == 2
    state = spin_to(Wheel.WAR, ["rwizz r1 r9", "g6 b9", "y8 +4"])
    assert next(event for event in state.events if isinstance(event, WarShown)).winner is None
    assert state.current_player == 2 and [len(hand) for hand in state.hands] == [2, 2, 2]


def test_getting_rid_of_the_last_cards_by_the_wheel_wins_the_round() -> None:
    """The wheel's own way out: no card's effect is applied (a last +2 here would make the next player draw)."""
    state = spin_to(Wheel.ONE_COLOR_LESS, ["rwizz r1", "b+2 b7", "g6 g7"])
    assert state.phase is Phase.ROUND_OVER
    ended = next(event for event in state.events if isinstance(event, RoundEnded))
    assert ended.winner == 1 and [len(hand) for hand in state.hands] == [1, 0, 2]


def test_a_wizz_turned_first_makes_the_first_player_spin() -> None:
    """As every first card's effect: as if the dealer had laid it."""
    state = deal_variant(["r1 r2", "g6 g7", "y8 y9"], "rwizz", PILE, rules=WIZZ, seed=3)
    assert [event.player for event in state.events if isinstance(event, WheelSpun)] == [0]


def test_the_wheel_comes_from_the_seeded_random_source() -> None:
    """A seed and the action log replay a game exactly: the same wheels."""
    def wheels(seed: int) -> list[Wheel]:
        state = WIZZ_GAME.new_match(seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if state.is_round_over:
                break
            if state.phase is Phase.SHOUT:
                state.apply(rng.randrange(3), SHOUT)
                continue
            actor = state.current_player
            state.apply(actor, rng.choice(state.legal_actions(actor)))
        return [event.outcome for event in state.events if isinstance(event, WheelSpun)]

    assert wheels(4) == wheels(4) and wheels(4)


from uno_access.engine import Game  # noqa: E402

WIZZ_GAME = Game(3, WIZZ)


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_wizz_rounds_keep_every_card(players: int) -> None:
    random_rounds_keep_every_card(WIZZ, players)
