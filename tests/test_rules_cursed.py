"""Cursed cards ("Mauvaises cartes", wikipedia-uno-fr.txt): a card shown at each round's start curses the
cards identical to it; "Si un joueur pose une carte maudite sans terminer ou si une carte maudite est
présente dans le jeu d'un joueur alors que la mène est terminée, le joueur ajoute à son score +25 points
si la carte maudite est un chiffre, +50 [...] +75 [...]. En revanche, si le joueur termine avec une carte
maudite, les autres joueurs prennent les points indiqués précédemment."
"""

from __future__ import annotations

import pytest

from uno_access import engine as e
from uno_access.engine.cards import Card, Color, Rank
from uno_access.engine.rules.cursed import curse_points

from .conftest import deal_variant, variant_card

CURSED = e.with_house_rules(e.RuleSet.preset("official"), ["cursed-cards"])


def table(hands: list[str], first: str, cursed: str) -> e.State:
    """Seat 0 plays first; the draw pile holds only ``cursed`` cards, so the card shown is one of them."""
    return deal_variant(hands, first, " ".join([cursed] * 12), rules=CURSED, dealer=len(hands) - 1)


def paid(state: e.State) -> list[tuple[int, str, int, str]]:
    return [(ev.player, str(ev.card), ev.points, ev.reason.value) for ev in state.events if isinstance(ev, e.CursePaid)]


def test_the_card_is_shown_at_the_start_of_the_round():
    state = table(["r7 b3 g5", "y1 y2 y3"], "r5", "r7")
    shown = [ev.card for ev in state.events if isinstance(ev, e.CursedCard)]
    assert shown == [variant_card("r7")]


def test_laying_a_cursed_card_without_going_out_costs_its_points():
    state = table(["r7 b3 g5", "y1 y2 y3"], "r5", "r7")
    state.apply(0, e.Play(variant_card("r7")))
    assert paid(state) == [(0, str(variant_card("r7")), 25, "laid")] and state.scores[0] == 25


@pytest.mark.parametrize(("first", "laid"), [("r7", "r7"), ("r+2", "r+2"), ("wild", "wild")])
def test_the_card_is_said_before_the_curse_it_costs(first: str, laid: str) -> None:
    """The play first, then what it costs: "Alice plays b 3" before "Cursed b 3: +25 for Alice" (found in a
    tmux round: the curse was said before anyone knew the card was laid)."""
    state = table([f"{laid} b3 g5", "y1 y2 y3"], "r5", laid)
    color = e.Color.RED if laid == "wild" else None
    events = state.apply(0, e.Play(variant_card(laid), color=color))
    kinds = [type(ev) for ev in events]
    assert e.CursePaid in kinds and kinds.index(e.CardPlayed) < kinds.index(e.CursePaid)


def test_going_out_on_a_cursed_card_makes_every_other_player_pay():
    state = table(["r7", "y1", "y2"], "r5", "r7")
    state.apply(0, e.Play(variant_card("r7")))
    assert sorted((p, reason) for p, _, _, reason in paid(state)) == [(1, "went-out"), (2, "went-out")]


def test_a_cursed_card_held_at_the_end_costs_its_holder():
    state = table(["b3", "r7"], "b5", "r7")
    state.apply(0, e.Play(variant_card("b3")))
    assert (1, str(variant_card("r7")), 25, "held") in paid(state)


@pytest.mark.parametrize("card, points", [(Card(Color.RED, Rank.SEVEN), 25), (Card(Color.BLUE, Rank.SKIP), 50),
                                          (Card(Color.GREEN, Rank.DRAW_TWO), 50), (Card(None, Rank.WILD), 75),
                                          (Card(None, Rank.WILD_DRAW_FOUR), 75)])
def test_the_points_of_the_book(card, points):
    assert curse_points(card) == points


def test_the_house_rule_scores_each_hand_as_the_book_reads():
    assert CURSED.scoring is e.Scoring.LOWEST_WINS


# ---------------------------------------------------------------- faults ("Pénalités")


def test_a_fault_costs_two_cards_instead_of_being_refused():
    """wikipedia-uno-fr.txt, "Pénalités": a card of the wrong colour is "une faute de jeu" and the player
    draws two cards; without the rule the play is only refused."""
    faults = e.with_house_rules(e.RuleSet.preset("official"), ["faults"])
    state = deal_variant(["b3 g5 y2", "y1 y4 y6"], "r5", " ".join(["y9"] * 12), rules=faults, dealer=1)
    state.apply(0, e.Play(variant_card("b3")))
    assert len(state.hands[0]) == 5 and any(isinstance(ev, e.Confused) for ev in state.events)
    strict = deal_variant(["b3 g5 y2", "y1 y4 y6"], "r5", " ".join(["y9"] * 12),
                          rules=e.RuleSet.preset("official"), dealer=1)
    with pytest.raises(e.IllegalAction):
        strict.apply(0, e.Play(variant_card("b3")))


# ---------------------------------------------------------------- the first card's reverse, in both readings


@pytest.mark.parametrize("preset, house, first", [
    ("official", (), "dealer"),  # official-rules-fr.txt: "le donneur joue en premier"
    ("braille", (), "right"),  # braille-uno-rules-fr.txt: "le joueur situé à droite du donneur"
    ("braille", ("first-reverse-dealer",), "dealer"),
    ("official", ("first-reverse-right",), "right"),
])
def test_a_reverse_turned_first_starts_with_the_reading_of_the_book(preset, house, first):
    rules = e.with_house_rules(e.RuleSet.preset(preset), list(house))
    state = deal_variant(["r1 r2", "y1 y2", "g1 g2", "b1 b2"], "rrev", " ".join(["y9"] * 12), rules=rules, dealer=0)
    # Seats clockwise: the dealer is 0, their left is 1, their right is 3.
    assert state.current_player == (0 if first == "dealer" else 3)
    assert state.direction is e.Direction.RIGHT
