"""The engine's readings of a rule, as the bots and the console use them (issue 35: one reading per rule).

``engine/predicates.py`` holds what the bots and the console used to write again from their views: a card that
fits, a +4 that is a bluff, the next seat with players out, what answers a draw card.  The engine itself calls
the first three; these tests tie the fourth to the engine's own answer and check the view-side calls agree
with the engine over random matches of every preset and house rule.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from uno_access.bots.odds import draw_four_is_honest
from uno_access.engine import PRESETS, Game, Play, RuleSet
from uno_access.engine.cards import Rank
from uno_access.engine.predicates import answering_ranks, fits, next_seat
from uno_access.engine.rules import HOUSE_RULES, with_house_rules
from uno_access.engine.rules import draw_four as rules_draw_four
from uno_access.engine.state import State
from uno_access.engine.view import Phase

CASES = [(preset, ()) for preset in sorted(PRESETS)] + [("official+", (name,)) for name in sorted(HOUSE_RULES)]
CASES += [("official+", ("strict-draw-four", "stacking")), ("family", ("quickos-anyone",))]


def _walk(preset: str, house: tuple[str, ...], seed: int, steps: int = 600) -> Iterator[State]:
    """States of a random match (each player acting at random among their legal actions)."""
    try:
        rules = with_house_rules(RuleSet.preset(preset), list(house))
        state = Game(4, rules).new_match(seed)
    except ValueError:
        return
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_match_over:
            return
        yield state
        options = [(player, action) for player in range(4) for action in state.legal_actions(player)]
        player, action = rng.choice(options)
        state.apply(player, action)


@pytest.mark.parametrize(("preset", "house"), CASES, ids=lambda case: case if isinstance(case, str) else ",".join(case))
def test_the_view_readings_agree_with_the_engine(preset: str, house: tuple[str, ...]) -> None:
    """Over random matches: a card the engine takes as playable fits by the view's reading; the next seat of the
    view is the engine's; every card the engine accepts as an answer to a draw card is one the console names."""
    for seed in range(8 if "strict-draw-four" in house else 3):
        for state in _walk(preset, house, seed):
            player = state.current_player
            if player is None:
                continue
            view = state.view_for(player)
            out = [seat in view.eliminated for seat in range(view.num_players)]
            assert next_seat(player, view.direction, view.num_players, out) == state.next_player(player)
            if state.phase is Phase.PLAY:
                for card in view.hand:
                    assert fits(card, view.color, view.top_card, view.hand) == state.is_playable(card), card
            owed = state.pending_draw.rank if state.pending_draw is not None else None
            if state.phase in (Phase.ANSWER, Phase.CHALLENGE) and owed is not None:
                named = answering_ranks(state.rules, owed)
                for action in state.legal_actions(player):
                    if isinstance(action, Play):
                        assert action.card.rank in named, (owed, action.card)


@pytest.mark.parametrize("preset", ["official", "official+"])
def test_a_bot_s_honest_draw_four_is_one_the_engine_does_not_call_a_bluff(preset: str) -> None:
    """The bots' "is this +4 honest" is the engine's bluff rule read on the view."""
    checked = 0
    for seed in range(40):
        for state in _walk(preset, (), seed, steps=300):
            player = state.current_player
            if player is None or state.phase is not Phase.PLAY:
                continue
            view = state.view_for(player)
            for card in set(view.hand):
                if card.rank is not Rank.WILD_DRAW_FOUR:
                    continue
                after = state.clone()
                rest = list(after.hands[player])
                rest.remove(card)
                bluff = rules_draw_four.is_bluff(after, rest, after.color)
                assert draw_four_is_honest(view, card) is not bluff
                checked += 1
    assert checked > 20
