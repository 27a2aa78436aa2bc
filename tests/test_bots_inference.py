"""Inference of an opponent's hand from what it did (issue 36): a draw shows what the hand held then lacked.

Hard and normal draw only when no card fits (a Joker fits everything, and a
+4 is honest when nothing else fits) and play the card drawn when it fits,
so a draw instead of playing proves the hand held then had no card of the
colour in play, none of the top card's rank and no black card; the card
drawn, kept, did not fit either.  Memory keeps per opponent what the hand
lacked and how many of its cards came in since (:attr:`OpponentModel.lacked`);
expert's guesses deal the constrained cards accordingly with
``TreeBudget.voids``.  These tests play the real engine and feed memory the
events a seat hears (``event.seen_by``).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from uno_access.bots import make_bot
from uno_access.bots.expert import EXPERT_SEARCH, EXPERT_SEARCH_PYTHON, ExpertBot
from uno_access.bots.ismcts import _dealer
from uno_access.bots.memory import Memory
from uno_access.bots.search import Dealer
from uno_access.engine import DRAW, PASS, Game, Play, RuleSet, State
from uno_access.engine.actions import ChooseTarget
from uno_access.engine.cards import Color, Rank
from uno_access.engine.events import CardPlayed, Event, HandsShuffled
from uno_access.engine.rules import with_house_rules
from uno_access.simulate import deliver

from .conftest import SMALL_EXPERT, card, deal

RED, FIVE = Color.RED, Rank.FIVE
BLACK = None


def _heard(memory: Memory, events: Sequence[Event]) -> None:
    """Give ``memory`` what its seat hears of ``events``."""
    for event in events:
        seen = event.seen_by(memory.player)
        if seen is not None:
            memory.observe(seen)


def _table(draw: str) -> tuple[State, Memory]:
    """Seat 0 plays a red 5 on the red 4; seat 1 (no red, no 5, no black card) must draw: ``draw`` is the pile."""
    state = deal(["r5 r+2 r3 g1 g2", "b1 b2 b9 g7 y7"], "r4", draw)
    memory = Memory(0)
    _heard(memory, state.events)
    _heard(memory, state.apply(0, Play(card("r5"))))
    return state, memory


def test_a_draw_at_a_red_5_means_no_red_no_5_and_no_black_in_the_hand_held_then() -> None:
    state, memory = _table("b3 b4 r6 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))  # b3: does not fit, the turn passes
    assert memory.model(1).lacked == {RED: 0, FIVE: 0, BLACK: 0}


def test_the_card_drawn_and_kept_by_choice_counts_as_not_fitting() -> None:
    """A player who plays whenever a card fits kept the card drawn only if it did not fit."""
    state, memory = _table("r6 b4 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))  # r6 fits: kept
    assert memory.model(1).lacked == {RED: 1, FIVE: 1, BLACK: 1}  # until the next event says
    _heard(memory, state.apply(1, PASS))
    assert memory.model(1).lacked == {RED: 0, FIVE: 0, BLACK: 0}


def test_playing_the_card_just_drawn_leaves_the_hand_held_then() -> None:
    state, memory = _table("r6 b4 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))
    _heard(memory, state.apply(1, Play(card("r6"))))
    assert memory.model(1).lacked == {RED: 0, FIVE: 0, BLACK: 0}  # the red it played was the one drawn
    assert RED not in memory.model(1).void_since  # hard's own reading forgets the colour there: unchanged


def test_cards_received_since_lift_it_one_card_each() -> None:
    state, memory = _table("b3 b4 r6 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))
    _heard(memory, state.apply(0, Play(card("r+2"))))  # seat 1 takes b4 and r6
    assert memory.model(1).lacked == {RED: 2, FIVE: 2, BLACK: 2}
    _heard(memory, state.apply(0, Play(card("r3"))))
    _heard(memory, state.apply(1, Play(card("r6"))))  # a red: one of the two that came in
    assert memory.model(1).lacked == {RED: 1, FIVE: 2, BLACK: 2}


def test_a_card_of_a_kind_lacked_with_nothing_drawn_since_drops_that_kind() -> None:
    """A player who does not play as we read them (a person may draw with a card that fits) is read no more
    for that kind."""
    memory = Memory(0)
    memory.model(1).lacked = {RED: 0, FIVE: 0, BLACK: 0}
    memory.observe(CardPlayed(1, card("r7"), 4))
    assert memory.model(1).lacked == {FIVE: 0, BLACK: 0}


def test_a_swap_or_a_shuffle_clears_what_a_hand_lacked() -> None:
    rules = with_house_rules(RuleSet.preset("official"), ["seven-zero"])
    state = deal(["r5 r7 b7 g1 g2", "b1 b2 b9 g7 y7", "y1 y2 y3 y4 y6"], "r4", "b3 b4 b6 y6 y8 g3", rules=rules)
    memory = Memory(0)
    _heard(memory, state.events)
    _heard(memory, state.apply(0, Play(card("r5"))))
    _heard(memory, state.apply(1, DRAW))  # b3: seat 1 lacked red, 5 and black
    _heard(memory, state.apply(2, DRAW))  # b4: seat 2 too
    assert memory.model(1).lacked and memory.model(2).lacked
    _heard(memory, state.apply(0, Play(card("r7"))))
    _heard(memory, state.apply(0, ChooseTarget(1)))  # seat 0 and seat 1 swap hands
    assert memory.model(1).lacked == {}  # seat 1 now holds seat 0's old hand (known card by card)
    assert memory.model(2).lacked == {RED: 0, FIVE: 0, BLACK: 0}
    memory.observe(HandsShuffled(2))
    assert memory.model(2).lacked == {}


def test_guesses_deal_the_cards_held_then_without_what_the_hand_lacked() -> None:
    """With ``voids`` the guesses never deal seat 1 a red card, a 5 or a black card among the cards it held when
    it drew (all of its hand but the two cards it took since); without, they do."""
    state, memory = _table("b3 b4 r6 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))
    _heard(memory, state.apply(0, Play(card("r+2"))))  # 2 cards since
    view = state.view_for(0)
    assert view.current_player == 0 and view.hand_counts[1] == 8
    rng = random.Random(5)
    lacking = Dealer(view, memory, rng, voids=True)
    plain = Dealer(view, memory, rng)
    seen_plain: set[object] = set()
    for _ in range(200):
        hands, pile = lacking.deal(rng)
        assert len(hands[1]) == 8 and len(pile) == view.draw_pile_size
        held_then = hands[1][:6]
        assert not [c for c in held_then if c.color in (RED, None) or c.rank is FIVE], held_then
        hands, _pile = plain.deal(rng)
        seen_plain.update("black" if c.color is None else "5" if c.rank is FIVE else "" for c in hands[1][:6])
    assert {"black", "5"} <= seen_plain  # the option is what keeps them out
    on = dataclasses.replace(SMALL_EXPERT, voids=True)
    assert _dealer(view, memory, rng, on).slots == lacking.slots  # expert's search deals with it, official rules


def test_a_hand_that_cannot_lack_so_much_is_still_dealt_whole() -> None:
    """More lacked than the unseen cards allow (a person who drew with a card that fitted): the slots that find no
    allowed card are dealt unconstrained."""
    state, memory = _table("b3 b4 r6 y1 y2 y4")
    _heard(memory, state.apply(1, DRAW))
    memory.model(1).lacked = {color: 0 for color in Color} | {BLACK: 0}
    view = state.view_for(0)
    rng = random.Random(1)
    hands, pile = Dealer(view, memory, rng, voids=True).deal(rng)
    assert len(hands[1]) == view.hand_counts[1] and len(pile) == view.draw_pile_size


def test_the_inference_reads_only_what_a_seat_hears() -> None:
    """Fair play: over whole rounds of hard against hard (three seats, so draws go unseen by two of them), a
    memory fed every event with its cards, hidden or not, reads the same lacks as one fed what its seat hears:
    the inference never looks at a card it could not see."""
    for seed in range(4):
        state = Game(3, RuleSet.preset("official")).new_match(seed=seed)
        bots = [make_bot("hard", seat, seed) for seat in range(3)]
        heard, told = Memory(0), Memory(0)
        deliver(bots, state.events)
        _heard(heard, state.events)
        for event in state.events:
            told.observe(event)
        draws = 0
        while not state.is_round_over:
            player = state.current_player
            assert player is not None
            action = bots[player].choose(state.view_for(player))
            draws += action == DRAW
            events = state.apply(player, action)
            deliver(bots, events)
            _heard(heard, events)
            for event in events:
                told.observe(event)
            for seat in (1, 2):
                assert heard.model(seat).lacked == told.model(seat).lacked
        assert draws


def test_expert_with_the_inference_searches_reproducibly_and_legally() -> None:
    state, _memory = _table("b3 b4 r6 y1 y2 y4")
    state.apply(1, DRAW)
    view = state.view_for(0)
    choices = []
    for _ in range(2):
        bot = ExpertBot(0, 1, tree=dataclasses.replace(SMALL_EXPERT, halving=True, depth=1, voids=True))
        deliver([bot], state.events)
        choices.append(bot.choose(view))
    assert choices[0] == choices[1] and choices[0] in view.legal_actions


def test_expert_ships_reading_the_draws() -> None:
    """Measured against hard (README, Strength): +2.3 points over 2,000 paired rounds, 95% +0.5 to +4.0."""
    assert EXPERT_SEARCH.voids and EXPERT_SEARCH_PYTHON.voids


def test_at_four_players_expert_s_guesses_do_not_read_the_draws() -> None:
    """Measured (README, Strength; seed 51, 1,000 rounds each, the same rounds with and without): reading the
    draws won +2.3 points at two players (2,000 paired rounds) and +2.2 at three, but cost 2.3 at four, where
    half the opponents are experts, which may draw with a card that fits: from four players the guesses deal
    every hand at random among the unseen cards."""
    state = deal(["r5 r+2 r3 g1 g2", "b1 b2 b9 g7 y7", "g3 g4 g5 y1 y2", "b3 b4 g6 y3 y4"], "r4",
                 "b5 b6 r6 y5 y6 y8 g8 g9")
    memory = Memory(0)
    _heard(memory, state.events)
    _heard(memory, state.apply(0, Play(card("r5"))))
    _heard(memory, state.apply(1, DRAW))
    assert memory.model(1).lacked  # memory read it: the guesses leave it
    view = state.view_for(0)
    rng = random.Random(5)
    on = dataclasses.replace(SMALL_EXPERT, voids=True)
    assert _dealer(view, memory, rng, on).slots == Dealer(view, memory, rng).slots
