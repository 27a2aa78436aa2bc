"""UNO H2O Splash, ``--rules h2o`` (issue 15, item 1): the Downpour +1 and +2.

wikipedia-uno-fr.txt, "Uno H2O Splash Game": "Si une carte « Downpour » +1 ou +2 est jouée, tous les autres
joueurs doivent piocher une ou deux cartes, selon la carte « Downpour » jouée. Celui qui joue la carte peut
aussi choisir une nouvelle couleur ; le jeu se poursuit alors dans la même direction. Ces cartes sont
compatibles avec les instructions du jeu Uno original."
"""

from __future__ import annotations

from collections import Counter

import pytest

from uno_access.engine import Color, Direction, Phase, Play, RuleSet
from uno_access.engine.cards import Rank
from uno_access.engine.events import CardsDrawn, DrawReason

from .conftest import deal_variant, random_rounds_keep_every_card, variant_card

H2O = RuleSet.preset("h2o")
DP1, DP2 = variant_card("dp1"), variant_card("dp2")
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def test_the_downpour_cards_are_added_to_the_classic_deck() -> None:
    """"compatibles avec les instructions du jeu Uno original": the 108 cards, plus two of each Downpour."""
    deck = H2O.build_deck()
    counts = Counter(card.rank for card in deck)
    assert len(deck) == 112 and counts[Rank.DOWNPOUR_ONE] == 2 and counts[Rank.DOWNPOUR_TWO] == 2
    assert Counter(card.rank for card in RuleSet.preset("official").build_deck()) == counts - Counter(
        {Rank.DOWNPOUR_ONE: 2, Rank.DOWNPOUR_TWO: 2})
    assert DP1.is_black and DP1.chooses_color


@pytest.mark.parametrize(("code", "count"), [("dp1", 1), ("dp2", 2)])
def test_every_other_player_draws_and_play_goes_on_in_the_same_direction(code: str, count: int) -> None:
    """"tous les autres joueurs doivent piocher une ou deux cartes [...] Celui qui joue la carte peut aussi choisir
    une nouvelle couleur ; le jeu se poursuit alors dans la même direction": nobody loses a turn."""
    state = deal_variant([f"{code} r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"], "r9", PILE, rules=H2O)
    assert Play(variant_card(code)) in state.legal_actions(0)  # on anything, as a Joker
    events = state.apply(0, Play(variant_card(code), color=Color.GREEN))
    drawn = [(event.player, event.count, event.reason) for event in events if isinstance(event, CardsDrawn)]
    assert drawn == [(1, count, DrawReason.DOWNPOUR), (2, count, DrawReason.DOWNPOUR), (3, count, DrawReason.DOWNPOUR)]
    assert [len(hand) for hand in state.hands] == [2, 3 + count, 3 + count, 3 + count]
    assert state.color is Color.GREEN and state.direction is Direction.LEFT
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_the_colour_may_be_asked_after_the_card() -> None:
    state = deal_variant(["dp2 r1 r2", "g1 g2 g3"], "r9", PILE, rules=H2O)
    state.apply(0, Play(DP2))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    from uno_access.engine.actions import ChooseColor

    state.apply(0, ChooseColor(Color.BLUE))
    assert len(state.hands[1]) == 5 and state.current_player == 1 and state.color is Color.BLUE


def test_a_downpour_turned_first_acts_as_if_the_dealer_had_laid_it() -> None:
    """wikipedia-uno-fr.txt: "Une carte spéciale entraîne systématiquement l'application de son effet au premier
    joueur": every player but the dealer draws; the first player names the colour and plays."""
    state = deal_variant(["r1 r2", "g1 g2", "y1 y2"], "dp1", PILE, rules=H2O)
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    from uno_access.engine.actions import ChooseColor

    state.apply(0, ChooseColor(Color.RED))
    assert [len(hand) for hand in state.hands] == [3, 3, 2]  # the dealer (seat 2) draws nothing
    assert state.current_player == 0 and state.phase is Phase.PLAY


def test_a_downpour_is_worth_twenty_points_as_the_plus_two_it_imitates() -> None:
    """The book's scoring list leaves them out; its equipment list says they apply "l'effet des cartes « +2 »"."""
    assert H2O.card_points(DP1) == H2O.card_points(DP2) == 20


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_h2o_rounds_keep_every_card(players: int) -> None:
    random_rounds_keep_every_card(H2O, players)



def test_a_last_downpour_still_makes_the_others_draw_before_the_count() -> None:
    """As a last +2 (official-rules-fr.txt: "le joueur suivant pioche alors 2 cartes et le comptage des points
    débute"): every other player draws, and those cards count."""
    from uno_access.engine import DRAW

    state = deal_variant(["dp1 dp2", "y5 y6", "y7 y8"], "r9", PILE, rules=H2O)
    state.apply(0, Play(DP1, color=Color.RED, uno=True))
    state.apply(1, DRAW)  # b1: no red, no 1 on top... it does not fit, the turn ends
    state.apply(2, DRAW)
    assert state.current_player == 0
    state.apply(0, Play(DP2, color=Color.RED))
    assert state.is_round_over
    assert [len(hand) for hand in state.hands] == [0, 2 + 1 + 1 + 2, 2 + 1 + 1 + 2]


#: Words of the English card names and draws that French says too (French words as well, or names: UNO Family
#: Quick is the edition's name in both).
SHARED_WORDS = {"quickos", "invisible", "boomerang", "wizz", "bluff", "family", "quick"}


def _english_words() -> set[str]:
    """The words of the English card names and of the English reasons for a draw, but those French says too."""
    import re

    from uno_access.i18n import Translator
    from uno_access.notation import rank_id

    en = Translator("en")
    texts = [text for rank in Rank if en.has(rank_id(rank))
             for text in (en(rank_id(rank)), en.attr(rank_id(rank), "short"))]
    plain = en("event-drew", player="Anna", you=False, count=2, reason="none", by="Bob", by_you=False)
    texts += [en("event-drew", player="Anna", you=False, count=2, reason=reason.value, by="Bob", by_you=False)
              .removeprefix(plain.removesuffix(".")) for reason in DrawReason]
    return {word for text in texts for word in re.findall(r"[a-z]{4,}", text.lower())} - SHARED_WORDS


def _english_in(text: str, english: set[str]) -> list[str]:
    import re

    return [line for line in text.splitlines() if english & set(re.findall(r"[a-zà-ÿ]{4,}", line.lower()))]


@pytest.mark.parametrize("verbosity", ["brief", "full"])
def test_french_h2o_names_the_downpour_and_its_draws_in_french(verbosity: str) -> None:
    """The second tester heard English in a French H2O match: "Anna pioche 1 carte, downpour." The card, the
    cards drawn for it and the rules are said in French words, through the console, in both verbosities."""
    import io

    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions, MatchOptions, Verbosity
    from uno_access.console.output import Output

    from .test_console_session import Lines

    english = _english_words()
    assert "downpour" in english and "draw" in english  # what is looked for
    state = deal_variant(["dp1 dp2 r1 r2", "g1 g2 g3 g4", "y1 y2 y3 y4"], "r9", PILE, rules=H2O)
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=2, seed=1, rules="h2o"),
                        ConsoleOptions(lang="fr", verbosity=Verbosity(verbosity)), Output(stream), state=state)
    session.reader = Lines(["dp+1", "v", "main", "règles"])
    session.run()
    drawn = [event for event in session.state.events if isinstance(event, CardsDrawn)
             and event.reason is DrawReason.DOWNPOUR]
    assert len(drawn) == 2, stream.getvalue()  # the Downpour +1 was laid: the two others drew
    said = stream.getvalue()
    assert _english_in(said, english) == []


def test_whole_french_h2o_matches_say_no_english_card_word() -> None:
    import io

    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output

    from .test_console_questions import Reader

    english = _english_words()
    downpours = 0
    for seed in range(3):
        stream = io.StringIO()
        session = solo_seat(MatchOptions(bots=3, seed=seed, rules="h2o", target=150), ConsoleOptions(lang="fr"),
                            Output(stream))
        session.reader = Reader(session)
        assert session.run() == 0 and session.state.is_match_over
        downpours += sum(isinstance(event, CardsDrawn) and event.reason is DrawReason.DOWNPOUR
                         for event in session.state.events)
        assert _english_in(stream.getvalue(), english) == []
    assert downpours  # Downpour cards were laid and said
