"""Rule 6, an empty draw pile: the discard pile is reshuffled; with nothing at all to draw, play goes on."""

from __future__ import annotations

from collections import Counter

from uno_access.engine import (
    ACCEPT,
    DRAW,
    CardsDrawn,
    Color,
    DrawReason,
    NoCardToDraw,
    Phase,
    PileReshuffled,
    Play,
    PlayerSkipped,
    TurnPassed,
)

from .conftest import card, cards, deal


def test_an_empty_draw_pile_is_the_discard_pile_but_its_top_card_reshuffled() -> None:
    """braille-uno-rules-fr.txt: "Si la pioche est épuisée avant la fin d'une manche, le talon sera mélangé
    (sauf la dernière carte, qui servira de continuité)." official-rules-fr.txt: "Si la pioche ne contient
    plus de cartes avant la fin d'une partie, il faut mélanger les cartes de la défausse pour continuer"."""
    state = deal(["r5 r6 r8", "r1 r2 r3"], "r7", "", dealer=1)
    for player, code in ((0, "r5"), (1, "r1"), (0, "r6")):
        state.apply(player, Play(card(code)))
    assert state.draw_pile == [] and len(state.discard) == 4
    total = state.card_count()
    events = state.apply(1, DRAW)
    assert events[0] == PileReshuffled(3)
    drawn = events[1]
    assert isinstance(drawn, CardsDrawn) and drawn.count == 1
    assert drawn.cards[0] in cards("r7 r5 r1")
    assert state.discard == [card("r6")], "the top card stays as it is"
    assert Counter(state.draw_pile + list(drawn.cards)) == Counter(cards("r7 r5 r1"))
    assert state.card_count() == total


def test_a_draw_with_no_card_anywhere_ends_without_error() -> None:
    """If no card can be drawn at all, the draw ends and the game goes on (the next player plays)."""
    state = deal(["r5 b6", "g1 g2"], "r7", "", dealer=1)
    events = state.apply(0, DRAW)  # the draw pile is empty and the discard pile is its top card alone
    assert events[:2] == [NoCardToDraw(0), TurnPassed(0)]
    assert state.current_player == 1 and state.phase is Phase.PLAY
    assert state.hands[0] == cards("r5 b6")


def test_a_draw_two_with_too_few_cards_gives_what_there_is() -> None:
    """A +2 with one card left to draw (the red 7 under it, reshuffled): the player gets that card (a short
    draw) and is still skipped."""
    state = deal(["r+2 r6 r8", "g1 g2 g3", "y1 y2 y3"], "r7", "")
    events = state.apply(0, Play(card("r+2")))
    assert PileReshuffled(1) in events
    drawn = [event for event in events if isinstance(event, CardsDrawn)]
    assert len(drawn) == 1 and drawn[0].cards == (card("r7"),) and drawn[0].short
    assert drawn[0].reason is DrawReason.DRAW_TWO
    assert PlayerSkipped(1) in events and state.current_player == 2


def test_a_draw_four_short_of_cards_still_skips() -> None:
    """The draw ends without error with what there is; the +4 still makes the next player lose their turn."""
    state = deal(["+4 r6 r8", "g1 g2 g3", "y1 y2 y3"], "r7", "")
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    events = state.apply(1, ACCEPT)
    assert CardsDrawn(1, 1, (card("r7"),), DrawReason.DRAW_FOUR, short=True) in events
    assert PlayerSkipped(1) in events
    assert state.current_player == 2 and state.discard == [card("+4")]


def test_the_engine_shuffles_exactly_as_python_s_random_shuffle() -> None:
    """A seed deals the same cards as ``random.Random(seed).shuffle`` would: saved matches replay.

    The engine shuffles with its own copy of CPython's Fisher-Yates walk (one
    Python call for the whole deck instead of one per card); it must draw the
    same bits and leave the generator in the same state.
    """
    import random

    from uno_access.engine._shared import _shuffle

    for seed in range(200):
        expected, shuffled = list(range(seed % 120)), list(range(seed % 120))
        reference, ours = random.Random(seed), random.Random(seed)
        reference.shuffle(expected)
        _shuffle(ours, shuffled)
        assert shuffled == expected and ours.getstate() == reference.getstate()
