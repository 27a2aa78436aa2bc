"""Rule 1, cards and decks: each deck against the table of its rule book."""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import COLORS, Card, Game, RuleSet, classic_deck, family_deck
from uno_access.engine.cards import NUMBER_RANKS, Rank


def _count(deck: list[Card]) -> Counter[tuple[object, Rank]]:
    return Counter((card.color, card.rank) for card in deck)


def test_classic_deck_has_the_108_cards_of_the_official_table() -> None:
    """official-rules-fr.txt, "Contenu de la boîte": "Le jeu UNO de base se compose de 108 cartes".

    "Cartes bleues numérotées de 0 à 9 — 19 : un seul zéro et deux cartes de
    chaque chiffre" (and so for green, yellow, red); "+2 — 8 : 2 de chaque
    couleur", the same for reverse and skip; "Joker — 4"; "+4 — 4".
    """
    deck = classic_deck()
    counts = _count(deck)
    assert len(deck) == 108
    for color in COLORS:
        assert sum(1 for card in deck if card.color is color and card.number is not None) == 19
        assert counts[(color, Rank.ZERO)] == 1
        for rank in NUMBER_RANKS[1:]:
            assert counts[(color, rank)] == 2
        for rank in (Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP):
            assert counts[(color, rank)] == 2
    assert counts[(None, Rank.WILD)] == 4
    assert counts[(None, Rank.WILD_DRAW_FOUR)] == 4
    assert sum(counts.values()) == 19 * 4 + 8 * 3 + 4 + 4


def test_optional_cards_are_off_by_default() -> None:
    """official-rules-fr.txt: "jusqu'à 5 cartes optionnelles (*) en fonction des versions"."""
    rules = RuleSet.preset("official")
    deck = rules.build_deck()
    assert len(deck) == 108
    assert not {Rank.SHUFFLE_HANDS, Rank.SWAP_HANDS, Rank.CUSTOM} & {card.rank for card in deck}


@pytest.mark.parametrize(
    ("options", "extra"),
    [
        ({"shuffle_hands_card": True}, {Rank.SHUFFLE_HANDS: 1}),
        ({"swap_hands_card": True}, {Rank.SWAP_HANDS: 1}),
        ({"custom_cards": 1}, {Rank.CUSTOM: 1}),
        ({"custom_cards": 3}, {Rank.CUSTOM: 1, Rank.CUSTOM_2: 1, Rank.CUSTOM_3: 1}),
        (
            {"shuffle_hands_card": True, "swap_hands_card": True, "custom_cards": 3},
            {Rank.SHUFFLE_HANDS: 1, Rank.SWAP_HANDS: 1, Rank.CUSTOM: 1, Rank.CUSTOM_2: 1, Rank.CUSTOM_3: 1},
        ),
    ],
)
def test_optional_cards_are_deck_options(options: dict[str, object], extra: dict[Rank, int]) -> None:
    """official-rules-fr.txt: "Mélanger les mains — 1", "Échange de main — 1", "Carte à personnaliser — 3".

    "il faut aussi définir le nombre de cartes blanches à personnaliser que les
    joueurs utiliseront. Il est possible de se servir d'une seule carte ou
    d'utiliser trois cartes à la fois."
    """
    deck = RuleSet.preset("official").replace(**options).build_deck()
    counts = Counter(card.rank for card in deck)
    assert len(deck) == 108 + sum(extra.values())
    for rank, number in extra.items():
        assert counts[rank] == number
    assert all(card.is_black for card in deck if card.rank in extra)


@pytest.mark.parametrize("bad", [-1, 4])
def test_custom_cards_are_zero_to_three(bad: int) -> None:
    """official-rules-fr.txt lists 3 customizable cards: no more, no fewer than none."""
    from uno_access.engine import InvalidRuleOption

    with pytest.raises(InvalidRuleOption):
        RuleSet.preset("official").replace(custom_cards=bad)


def test_official_plus_preset_has_both_optional_action_cards() -> None:
    """The "official+" preset plays the official deck with Shuffle Hands and Swap Hands."""
    ranks = Counter(card.rank for card in RuleSet.preset("official+").build_deck())
    assert ranks[Rank.SHUFFLE_HANDS] == 1 and ranks[Rank.SWAP_HANDS] == 1


def test_family_deck_has_the_68_cards_of_its_table() -> None:
    """uno-family-quick-fr.txt, "CONTIENT : 68 cartes réparties comme suit".

    "10 cartes bleues numérotées de 0 à 9" (each colour), "4 cartes +2 (1 bleue,
    1 verte, 1 rouge et 1 jaune)", "4 cartes Inversement de sens (1 de chaque
    couleur)", "4 cartes Passer (1 de chaque couleur)", "4 cartes Joker
    couleur", "8 cartes Joker Family Quick", "3 cartes +4", "1 carte Quickos".
    """
    deck = family_deck()
    counts = _count(deck)
    assert len(deck) == 68
    for color in COLORS:
        for rank in (*NUMBER_RANKS, Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP):
            assert counts[(color, rank)] == 1
        assert counts[(color, Rank.FAMILY_QUICK)] == 2
    assert sum(1 for card in deck if card.rank is Rank.FAMILY_QUICK) == 8
    assert counts[(None, Rank.WILD)] == 4
    assert counts[(None, Rank.WILD_DRAW_FOUR)] == 3
    assert counts[(None, Rank.QUICKOS)] == 1
    assert RuleSet.preset("family").build_deck() == deck


OFFICIAL_TABLE = {
    # official-rules-fr.txt, "Le comptage des points au UNO"
    Rank.DRAW_TWO: 20,
    Rank.REVERSE: 20,
    Rank.SKIP: 20,
    Rank.WILD: 50,
    Rank.WILD_DRAW_FOUR: 50,
    Rank.SHUFFLE_HANDS: 50,
    Rank.SWAP_HANDS: 50,
    Rank.CUSTOM: 50,
}


def test_official_points() -> None:
    """official-rules-fr.txt: "Cartes numérotées de 0 à 9 — Valeur du chiffre sur la carte",
    "+2 — 20 points", "Changement de sens — 20", "Passer — 20", "Joker — 50", "+4 — 50",
    "Mélanger les mains — 50", "Échange de main — 50", "Carte à personnaliser — 50".
    """
    rules = RuleSet.preset("official")
    for rank in NUMBER_RANKS:
        assert rules.card_points(Card(COLORS[0], rank)) == int(rank.value)
    for rank, points in OFFICIAL_TABLE.items():
        color = None if rank in {Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.SHUFFLE_HANDS, Rank.SWAP_HANDS, Rank.CUSTOM} else COLORS[1]
        assert rules.card_points(Card(color, rank)) == points


def test_family_points() -> None:
    """uno-family-quick-fr.txt, "CALCUL DES POINTS": "Carte +4 : 40 points", "Joker Couleur : 50 points",
    "Joker Family Quick : 50 points", "Carte Quickos : 50 points", "+2 : 20", numbers at face value.
    """
    rules = RuleSet.preset("family")
    table = {
        Card(None, Rank.WILD_DRAW_FOUR): 40,
        Card(None, Rank.WILD): 50,
        Card(COLORS[2], Rank.FAMILY_QUICK): 50,
        Card(None, Rank.QUICKOS): 50,
        Card(COLORS[3], Rank.DRAW_TWO): 20,
        Card(COLORS[3], Rank.REVERSE): 20,
        Card(COLORS[3], Rank.SKIP): 20,
        Card(COLORS[0], Rank.NINE): 9,
    }
    for card, points in table.items():
        assert rules.card_points(card) == points
    assert sum(rules.card_points(card) for card in family_deck()) == 4 * (45 + 60 + 100) + 200 + 120 + 50


def test_a_round_is_dealt_from_the_rules_deck() -> None:
    """Every card of the chosen deck is on the table once a round is dealt: hands, draw pile, discard."""
    for name in ("official", "official+", "family"):
        rules = RuleSet.preset(name)
        state = Game(4, rules).new_match(seed=3)
        on_table = [card for hand in state.hands for card in hand] + state.draw_pile + state.discard
        assert Counter(on_table) == Counter(rules.build_deck())


def test_cards_are_values() -> None:
    """Two red 7s are the same card, as at a real table; a coloured Joker cannot exist."""
    assert Card(COLORS[0], Rank.SEVEN) == Card(COLORS[0], Rank.SEVEN)
    assert hash(Card(COLORS[0], Rank.SEVEN)) == hash(Card(COLORS[0], Rank.SEVEN))
    with pytest.raises(ValueError):
        Card(COLORS[0], Rank.WILD)
    with pytest.raises(ValueError):
        Card(None, Rank.SEVEN)
