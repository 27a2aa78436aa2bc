"""Every edition's deck, as a table checked against the rule books (issue 15: "Deck compositions as a table
per edition, checked by a test against the text").

Each row: the number cards, then every other card and how many, with the book's words.  A count the book
does not give is this game's choice, said in the README's table of editions and in ``rules``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from uno_access.engine import PRESETS
from uno_access.engine.cards import NUMBER_RANKS

_CLASSIC = {"+2": 8, "reverse": 8, "skip": 8, "wild": 4, "+4": 4}

#: official-rules-fr.txt's table: per colour "19 : un seul zéro et deux cartes de chaque chiffre", then "+2" 8,
#: "Changement de sens" 8, "Passer" 8, "Joker" 4, "+4" 4: 108 cards, in every classic edition.
DECKS: dict[str, tuple[int, dict[str, int]]] = {
    "official": (76, _CLASSIC),
    # "jusqu'à 5 cartes optionnelles": "Mélanger les mains" 1, "Échange de main" 1, "Carte à personnaliser" 3.
    "official+": (76, {**_CLASSIC, "shuffle": 1, "swap": 1, "custom": 1, "custom-2": 1, "custom-3": 1}),
    "braille": (76, _CLASSIC),
    # uno-rapido-fr.txt: the 108 cards and "la carte UNO" (four: the book gives no count).
    "rapido": (76, {**_CLASSIC, "uno": 4}),
    # wikipedia-uno-fr.txt, UNO Olympique: the "invisible" UNO card (two: the book gives no count).
    "olympic": (76, {**_CLASSIC, "invisible": 2}),
    # UNO H2O Splash: the Downpour +1 and +2 added (two of each: our count).
    "h2o": (76, {**_CLASSIC, "downpour+1": 2, "downpour+2": 2}),
    # UNO Extreme: "remplace les cartes « +2 » et « +4 »" by Poser Tout, 2x and Coup Extrême (one of each per
    # colour, four Coup Extrême: our count).
    "extreme": (76, {"reverse": 8, "skip": 8, "wild": 4, "discard-all": 4, "2x": 4, "extreme": 4}),
    # UNO Robot and UNO Totem Power: the classic deck (the robot and the totems are not cards).
    "robot": (76, _CLASSIC),
    "totem": (76, _CLASSIC),
    # UNO Wizz: Wizz cards added (two per colour: our count).
    "wizz": (76, {**_CLASSIC, "wizz": 8}),
    # uno-family-quick-fr.txt: "68 cartes": 0 to 9, a +2, a reverse, a skip and two Family Quick Jokers per
    # colour; 4 Jokers, 3 +4, the Quickos card.
    "family": (40, {"+2": 4, "reverse": 4, "skip": 4, "family": 8, "wild": 4, "+4": 3, "quickos": 1}),
}


def test_every_edition_has_its_row() -> None:
    assert set(DECKS) == set(PRESETS)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_edition_deals_the_deck_of_its_book(name: str) -> None:
    deck = PRESETS[name].build_deck()
    numbers, others = DECKS[name]
    assert sum(1 for card in deck if card.rank in NUMBER_RANKS) == numbers
    assert Counter(card.rank.value for card in deck if card.rank not in NUMBER_RANKS) == others
    assert len(deck) == numbers + sum(others.values())


def test_the_readme_names_every_edition() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert all(f"| `{name}` |" in readme for name in PRESETS)
