"""UNO Extreme / UNO Attack, ``--rules extreme`` (issue 15, item 3): the card launcher and its cards.

wikipedia-uno-fr.txt: "Uno Extreme (Uno Attack aux États-Unis) : quand un joueur doit piocher, il actionne une
machine qui distribue aléatoirement entre 0 et 7 cartes. C'est cette variante qui remplace les cartes « +2 » et
« +4 » / « Super Joker » par les cartes « Poser Tout » et « Coup Extrême »"; the equipment list's launcher
"allant de 0 à 12", "4 cartes « Poser Tout » [...] une par couleur, permettant au joueur qui les joue de se
défausser en un coup de toutes les cartes de la couleur demandée", "4 cartes « 2x » (une par couleur)
permettant au joueur qui l'utilise de forcer le joueur suivant à appuyer deux fois sur le distributeur".
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import DRAW, Color, Game, Phase, Play, RuleSet
from uno_access.engine.cards import COLORS, Card, Rank
from uno_access.engine.errors import InvalidRuleOption
from uno_access.engine.events import CardsDiscarded, CardsDrawn, LauncherFired, PlayerSkipped, TurnPassed
from uno_access.engine.rules import extreme, with_house_rules

from .conftest import deal_variant, random_rounds_keep_every_card, variant_card

EXTREME = RuleSet.preset("extreme")
PILE = " ".join([f"{c}{n}" for c in "bgy" for n in range(1, 10)] * 2)


def test_the_deck_trades_the_plus_cards_for_the_extreme_cards() -> None:
    """"remplace les cartes « +2 » et « +4 » [...] par les cartes « Poser Tout » et « Coup Extrême »": one Poser Tout
    and one 2x per colour, four Coup Extrême for the four +4; 108 cards."""
    deck = EXTREME.build_deck()
    counts = Counter((card.color, card.rank) for card in deck)
    assert len(deck) == 108
    assert not any(card.rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) for card in deck)
    for color in COLORS:
        assert counts[(color, Rank.DISCARD_ALL)] == 1 and counts[(color, Rank.HIT_TWICE)] == 1
    assert counts[(None, Rank.EXTREME_HIT)] == 4


def test_points_follow_the_books_scoring_list() -> None:
    """"« 2x » [...] 20 points", "« Poser tout » [...] 30 points", "« Coup Extrême » [...] 50 points"."""
    assert EXTREME.card_points(Card(Color.RED, Rank.HIT_TWICE)) == 20
    assert EXTREME.card_points(Card(Color.RED, Rank.DISCARD_ALL)) == 30
    assert EXTREME.card_points(Card(None, Rank.EXTREME_HIT)) == 50


@pytest.mark.parametrize("top", [7, 12])
def test_the_launcher_gives_zero_to_its_top_with_the_stated_odds(top: int) -> None:
    """"entre 0 et 7 cartes", "allant de 0 à 12": the odds of :data:`extreme.ODDS` (hundredths, said in the help)."""
    odds = extreme.ODDS[top]
    assert len(odds) == top + 1 and sum(odds) == 100
    rules = EXTREME.replace(launcher=top)
    state = Game(2, rules).new_match(1)
    seen = Counter(extreme.press(state, 1) for _ in range(20_000))
    assert set(seen) <= set(range(top + 1))
    for count, hundredths in enumerate(odds):
        assert abs(seen[count] / 20_000 - hundredths / 100) < 0.015


def test_drawing_is_one_press_and_ends_the_turn() -> None:
    """"quand un joueur doit piocher, il actionne une machine": whatever it gives, the turn ends."""
    for seed in range(30):
        state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "y9", PILE, rules=EXTREME, seed=seed)
        events = state.apply(0, DRAW)
        fired = [e for e in events if isinstance(e, LauncherFired)]
        assert len(fired) == 1 and fired[0].presses == 1
        drawn = sum(e.count for e in events if isinstance(e, CardsDrawn))
        assert drawn == fired[0].count and len(state.hands[0]) == 3 + drawn
        assert any(isinstance(e, TurnPassed) for e in events) and state.current_player == 1


def test_a_seed_replays_the_same_launcher() -> None:
    hands = []
    for _ in range(2):
        state = deal_variant(["r1 r2 r3", "g1 g2 g3"], "y9", PILE, rules=EXTREME, seed=5)
        for _ in range(6):
            state.apply(state.current_player, DRAW)
        hands.append([list(hand) for hand in state.hands])
    assert hands[0] == hands[1]


def test_hit_twice_makes_the_next_player_press_twice_and_lose_the_turn() -> None:
    state = deal_variant(["r2x r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=EXTREME)
    events = state.apply(0, Play(Card(Color.RED, Rank.HIT_TWICE)))
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(1, 2)]
    assert any(isinstance(e, PlayerSkipped) and e.player == 1 for e in events)
    assert state.current_player == 2


def test_coup_extreme_makes_every_other_player_press_once() -> None:
    state = deal_variant(["extreme r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"], "r9", PILE, rules=EXTREME)
    events = state.apply(0, Play(Card(None, Rank.EXTREME_HIT), color=Color.GREEN))
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(1, 1), (2, 1), (3, 1)]
    assert state.color is Color.GREEN and state.current_player == 1 and state.phase is Phase.PLAY


def test_poser_tout_lays_every_other_card_of_its_colour() -> None:
    """"se défausser en un coup de toutes les cartes de la couleur demandée"; the Poser Tout stays on top."""
    state = deal_variant(["rall r1 r5 g2 r7", "g1 g3 g4 g5 g6"], "r9", PILE, rules=EXTREME)
    events = state.apply(0, Play(Card(Color.RED, Rank.DISCARD_ALL)))
    discarded = next(e for e in events if isinstance(e, CardsDiscarded))
    assert sorted(card.number or 0 for card in discarded.cards) == [1, 5, 7] and discarded.cards_left == 1
    assert state.hands[0] == [Card(Color.GREEN, Rank.TWO)]
    assert state.top_card == Card(Color.RED, Rank.DISCARD_ALL) and state.color is Color.RED
    assert state.current_player == 1


def test_poser_tout_may_empty_the_hand_and_win() -> None:
    state = deal_variant(["rall r1 r5", "g1 g3 g4"], "r9", PILE, rules=EXTREME)
    state.apply(0, Play(Card(Color.RED, Rank.DISCARD_ALL)))
    assert state.is_round_over and not state.hands[0]


def test_every_draw_is_one_press_whatever_it_owes() -> None:
    """"quand un joueur doit piocher, il actionne une machine": one press per draw, whatever the cards owed (a
    forgotten UNO, Rapido's UNO card and its 8); only the 2x says twice, and a penalty four times
    (test_rules_readings.py) where the preset says so, not in this rule set."""
    state = deal_variant(["r1 r2", "g1 g3"], "r9", PILE, rules=EXTREME.replace(penalty_presses=1))
    state.apply(0, Play(variant_card("r1")))  # without UNO
    from uno_access.engine import CatchUno

    events = state.apply(1, CatchUno(0))
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(0, 1)]


def test_rapido_with_the_big_launcher_ends_its_rounds() -> None:
    """Found by the property tests: one press per card owed (8 for Rapido's UNO card, 16 stacked, about 2.3
    cards a press) filled the hands and rounds between bots did not end in 5,000 actions."""
    from uno_access.simulate import play_game

    rules = with_house_rules(RuleSet.preset("rapido"), ["launcher-12"])
    results = [play_game(("normal", "hard")[::1 - 2 * (seed % 2)], rules, seed) for seed in range(12)]
    assert [result.error for result in results if result.error] == []


def test_the_launcher_needs_a_press_to_end_the_turn() -> None:
    with pytest.raises(InvalidRuleOption):
        RuleSet.preset("official").replace(launcher=7)
    with pytest.raises(InvalidRuleOption):
        EXTREME.replace(launcher=5)
    assert with_house_rules(RuleSet.preset("official"), ["launcher-12"]).launcher == 12


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_extreme_rounds_keep_every_card(players: int) -> None:
    random_rounds_keep_every_card(EXTREME, players)


def test_without_a_launcher_a_press_is_a_card() -> None:
    rules = RuleSet.preset("official").replace(extreme_cards=True)
    state = deal_variant(["extreme r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(Card(None, Rank.EXTREME_HIT), color=Color.GREEN))
    assert [len(hand) for hand in state.hands] == [2, 4, 4]
    state = deal_variant(["r2x r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(Card(Color.RED, Rank.HIT_TWICE)))
    assert [len(hand) for hand in state.hands] == [2, 5, 3] and state.current_player == 2
