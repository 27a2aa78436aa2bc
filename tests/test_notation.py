"""Card names as on the braille UNO deck, written and read in French and English.

braille-uno-rules-fr.txt: "Les quatre couleurs [...] sont représentées par leur
initiale. [...] le 4 bleu = b 4", "+ 2 = r + 2", "inversion = ] [",
"passer un tour = [ ]".
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uno_access.engine import Card, Color, Rank
from uno_access.engine.cards import classic_deck, family_deck
from uno_access.notation import (
    AmbiguousCard,
    CardNotInHand,
    UnknownCard,
    format_card,
    parse_card,
    parse_choice,
    parse_color,
)

RED, YELLOW, GREEN, BLUE = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE
WILD = Card(None, Rank.WILD)
WILD4 = Card(None, Rank.WILD_DRAW_FOUR)

# The table of the issue: card, French brief, French full, English brief, English full.
TABLE = [
    (Card(BLUE, Rank.FOUR), "b 4", "bleu 4", "b 4", "blue 4"),
    (Card(RED, Rank.DRAW_TWO), "r +2", "rouge plus deux", "r +2", "red draw two"),
    (Card(YELLOW, Rank.REVERSE), "j ][", "jaune inversion", "y ][", "yellow reverse"),
    (Card(GREEN, Rank.SKIP), "v [ ]", "vert passe", "g [ ]", "green skip"),
    (WILD, "joker", "joker", "wild", "wild"),
    (WILD4, "+4", "super joker", "+4", "wild draw four"),
]


@pytest.mark.parametrize("card, fr_brief, fr_full, en_brief, en_full", TABLE)
def test_cards_are_written_as_on_the_braille_deck(card, fr_brief, fr_full, en_brief, en_full):
    assert format_card(card, "fr") == fr_brief
    assert format_card(card, "fr", verbose=True) == fr_full
    assert format_card(card, "en") == en_brief
    assert format_card(card, "en", verbose=True) == en_full


def test_after_a_joker_the_chosen_colour_is_always_said():
    assert format_card(WILD, "fr", chosen=BLUE) == "joker, bleu"
    assert format_card(WILD4, "en", verbose=True, chosen=RED) == "wild draw four, red"


HAND = [
    Card(RED, Rank.SEVEN),
    Card(RED, Rank.DRAW_TWO),
    Card(YELLOW, Rank.REVERSE),
    Card(GREEN, Rank.SKIP),
    Card(BLUE, Rank.FOUR),
    WILD,
    WILD4,
]


@pytest.mark.parametrize(
    "typed, card",
    [
        # the short code with or without spaces, in either order
        ("r7", Card(RED, Rank.SEVEN)),
        ("r 7", Card(RED, Rank.SEVEN)),
        ("7r", Card(RED, Rank.SEVEN)),
        ("7 R", Card(RED, Rank.SEVEN)),
        # the locale's words, either language's words and initials
        ("rouge 7", Card(RED, Rank.SEVEN)),
        ("red seven", Card(RED, Rank.SEVEN)),
        ("b4", Card(BLUE, Rank.FOUR)),
        ("bleu quatre", Card(BLUE, Rank.FOUR)),
        ("r +2", Card(RED, Rank.DRAW_TWO)),
        ("r+2", Card(RED, Rank.DRAW_TWO)),
        ("rouge plus deux", Card(RED, Rank.DRAW_TWO)),
        # reverse and skip: the symbols or the words
        ("j ][", Card(YELLOW, Rank.REVERSE)),
        ("j ] [", Card(YELLOW, Rank.REVERSE)),
        ("j inv", Card(YELLOW, Rank.REVERSE)),
        ("y rev", Card(YELLOW, Rank.REVERSE)),
        ("jaune inversion", Card(YELLOW, Rank.REVERSE)),
        ("v [ ]", Card(GREEN, Rank.SKIP)),
        ("v[]", Card(GREEN, Rank.SKIP)),
        ("v passe", Card(GREEN, Rank.SKIP)),
        ("g skip", Card(GREEN, Rank.SKIP)),
        ("vert passe", Card(GREEN, Rank.SKIP)),
        # accents and case do not matter
        ("VERT PASSE", Card(GREEN, Rank.SKIP)),
        ("joker", WILD),
        ("wild", WILD),
        ("+4", WILD4),
        ("super joker", WILD4),
        # a value alone, when one card of the hand has it
        ("7", Card(RED, Rank.SEVEN)),
    ],
)
def test_a_card_may_be_typed_many_ways(typed, card):
    assert parse_card(typed, "fr", HAND) == card


def test_english_players_type_english_initials():
    assert parse_card("y ][", "en", HAND) == Card(YELLOW, Rank.REVERSE)
    assert parse_card("g skip", "en", HAND) == Card(GREEN, Rank.SKIP)
    assert parse_card("wild draw four", "en", HAND) == WILD4


def test_a_colour_after_a_black_card_names_the_colour_to_play():
    choice = parse_choice("joker v", "fr", HAND)
    assert (choice.card, choice.color) == (WILD, GREEN)
    choice = parse_choice("+4 blue", "en", HAND)
    assert (choice.card, choice.color) == (WILD4, BLUE)


def test_a_value_alone_is_enough_when_one_card_of_the_hand_has_it():
    assert parse_card("+2", "fr", HAND) == Card(RED, Rank.DRAW_TWO)


def test_a_colour_alone_is_ambiguous_and_says_what_fits():
    with pytest.raises(AmbiguousCard) as caught:
        parse_card("r", "fr", HAND)
    assert caught.value.color is RED
    assert caught.value.candidates == (Card(RED, Rank.SEVEN), Card(RED, Rank.DRAW_TWO))


def test_a_card_not_in_the_hand_is_named_back():
    with pytest.raises(CardNotInHand) as caught:
        parse_card("r 9", "fr", HAND)
    assert caught.value.card == Card(RED, Rank.NINE)


def test_unknown_text_says_which_part_was_not_understood():
    with pytest.raises(UnknownCard) as caught:
        parse_card("r 7 x", "fr", HAND)
    assert caught.value.unknown == "x"
    assert caught.value.color is RED
    with pytest.raises(UnknownCard):
        parse_card("bonjour", "fr", HAND)


def test_a_number_alone_is_the_value_heard_not_a_position():
    """Issue 13: "7" alone plays the 7 the player heard, not the 7th card of the hand."""
    with pytest.raises(CardNotInHand) as caught:
        parse_card("9", "fr", HAND)
    assert caught.value.rank is Rank.NINE
    hand = [Card(RED, Rank.SEVEN), Card(BLUE, Rank.SEVEN), Card(YELLOW, Rank.TWO)]
    with pytest.raises(AmbiguousCard) as ambiguous:
        parse_card("7", "fr", hand)
    assert ambiguous.value.candidates == (Card(RED, Rank.SEVEN), Card(BLUE, Rank.SEVEN))
    assert parse_card("2", "en", hand) == Card(YELLOW, Rank.TWO)


def test_colours_alone():
    assert parse_color("j", "fr") is YELLOW
    assert parse_color("yellow", "fr") is YELLOW
    assert parse_color("Verte", "fr") is GREEN
    assert parse_color("g", "en") is GREEN
    assert parse_color("r 7", "fr") is None


EVERY_CARD = sorted(set(classic_deck(shuffle_hands=True, swap_hands=True, custom_cards=3, uno_cards=4)) | set(family_deck()),
                    key=Card.sort_key)


@given(card=st.sampled_from(EVERY_CARD), lang=st.sampled_from(["fr", "en"]), verbose=st.booleans(),
       typing_lang=st.sampled_from(["fr", "en"]))
def test_every_card_written_in_either_language_reads_back(card, lang, verbose, typing_lang):
    """What the game writes, a player may type back, in the other language's game too."""
    text = format_card(card, lang, verbose)
    hand = [card, Card(RED, Rank.ZERO) if card != Card(RED, Rank.ZERO) else Card(BLUE, Rank.ZERO)]
    assert parse_card(text, typing_lang, hand) == card


@given(text=st.text(max_size=20))
def test_any_text_gives_a_card_or_a_specific_error(text):
    try:
        card = parse_card(text, "fr", HAND)
    except (UnknownCard, AmbiguousCard, CardNotInHand):
        return
    assert card in HAND
