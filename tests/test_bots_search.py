"""Determinized sampling (issue 5): a state rebuilt from a view and a guess of the hidden cards."""

from __future__ import annotations

import random

import pytest

from uno_access.bots import make_bot
from uno_access.bots.hard import HardBot
from uno_access.bots.search import (
    SearchBudget,
    fast_playout,
    guess_hidden,
    heuristic_action,
    plays_fast,
    rank_candidates,
)
from uno_access.engine import DRAW, Draw, Game, Phase, Play, RuleSet
from uno_access.engine.cards import COLORS
from uno_access.engine.determinize import InconsistentGuess, determinize
from uno_access.engine.rules import HOUSE_RULES, PRESETS, with_house_rules
from uno_access.simulate import deliver

from .conftest import card, deal


def _rule_sets() -> list[RuleSet]:
    sets = [RuleSet.preset(name) for name in sorted(PRESETS)]
    sets += [with_house_rules(RuleSet.preset("official+"), [name]) for name in sorted(HOUSE_RULES) if name != "teams"]
    return sets


@pytest.mark.parametrize("rules", _rule_sets(), ids=lambda rules: rules.name + str(hash(rules) % 1000))
def test_the_true_hidden_cards_rebuild_the_same_game(rules: RuleSet) -> None:
    """Given the real hands and pile, the rebuilt state shows the same view and plays on the same way."""
    players = 3
    state = Game(players, rules).new_match(seed=11)
    bots = [make_bot("normal", seat, seat) for seat in range(players)]
    deliver(bots, state.events)
    steps = 0
    while not state.is_round_over and steps < 120:
        steps += 1
        player = state.current_player
        assert player is not None
        view = state.view_for(player)
        rebuilt = determinize(view, [list(hand) for hand in state.hands], list(state.draw_pile), seed=1)
        assert rebuilt.view_for(player) == view
        action = bots[player].choose(view)
        if state.draw_pile and not (isinstance(action, Play) and action.card.rank.name == "SHUFFLE_HANDS"):
            real = state.clone()
            real.apply(player, action)
            rebuilt.apply(player, action)
            if len(real.draw_pile) == len(rebuilt.draw_pile):  # no reshuffle: same cards everywhere
                for seat in range(players):
                    assert rebuilt.view_for(seat) == real.view_for(seat)
        deliver(bots, state.apply(player, action))


def test_a_guess_that_does_not_fit_the_view_is_refused() -> None:
    state = deal(["r7 b5 g3", "y1 y2 b9"], "r4", "g1 g2")
    view = state.view_for(0)
    with pytest.raises(InconsistentGuess):
        determinize(view, [[], [card("y1")]], [card("g1"), card("g2")], seed=1)
    with pytest.raises(InconsistentGuess):
        determinize(view, [[], list(state.hands[1])], [card("g1")], seed=1)


def test_search_ranks_an_obvious_move_first() -> None:
    """Going out with the last card wins every playout; drawing does not."""
    state = deal(["r7 b5", "y1 y2"], "r4", "g1 g2 g3 g5 g6 g7 y8 y9")
    state.hands[0] = [card("r7")]
    view = state.view_for(0)
    bot = make_bot("hard", 0, 1)
    values = rank_candidates(view, bot.memory, [Play(card("r7")), DRAW], random.Random(1), SearchBudget(playouts=8))  # type: ignore[attr-defined]
    assert values[0] == 1.0 and values[1] < 1.0


def test_hard_with_search_plays_legal_whole_rounds_and_is_reproducible() -> None:
    def play(seed: int) -> list[object]:
        state = Game(2).new_match(seed=seed)
        bots = [HardBot(0, seed, budget=SearchBudget(playouts=12, max_actions=30)), make_bot("normal", 1, seed)]
        deliver(bots, state.events)
        while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            player = state.current_player
            assert player is not None
            deliver(bots, state.apply(player, bots[player].choose(state.view_for(player))))
        return list(state.log)

    assert play(3) == play(3)


def test_guesses_follow_the_colours_an_opponent_lacks() -> None:
    """Player 1 drew on green: the cards they held then are never guessed green."""
    state = deal(["r7 g8 b5 y3 r1", "y1 y2 b9 r2 r3"], "g4", "r9 y9 b1 b2 b3 b4 b6")
    bot = make_bot("hard", 0, 0)
    deliver([bot], state.events)
    deliver([bot], state.apply(0, Play(card("g8"))))
    deliver([bot], state.apply(1, DRAW))  # draws r9, cannot play it: lacks green
    view = state.view_for(0)
    rng = random.Random(2)
    for _ in range(30):
        hands, _pile = guess_hidden(view, bot.memory, rng)  # type: ignore[attr-defined]
        assert not any(c.color is not None and c.color.name == "GREEN" for c in hands[1])


def _fast_replay_agrees(rules: RuleSet, players: int, seed: int) -> bool:
    """A fast playout's moves, told to the engine, are legal and end the round the same way.

    Returns False (nothing checked) when the playout reshuffled the discard
    pile: the engine shuffles with its own numbers.
    """
    state = Game(players, rules).new_match(seed=seed)
    rng = random.Random(seed)
    while state.phase is not Phase.PLAY:  # a first card that asks something: answer as the playouts do
        player = state.current_player
        assert player is not None
        state.apply(player, heuristic_action(state, player, rng))
    me = state.current_player
    assert me is not None
    first = rng.choice([a for a in state.legal_actions(me) if isinstance(a, (Play, Draw))])
    if isinstance(first, Play) and first.card.chooses_color:
        first = Play(first.card, COLORS[seed % 4])
    hands = [list(hand) for hand in state.hands]
    discard = list(state.discard)
    trace: list[tuple[int, object]] = []
    value, _moves = fast_playout(
        hands, list(state.draw_pile), discard, state.color, me, state.direction.value, first, me, rules, rng, 500, trace
    )
    if len(discard) < len(state.discard):
        return False
    for player, action in trace:
        assert state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        assert player == state.current_player, (player, action, state.phase)
        state.apply(player, action)  # raises if the engine refuses the move
    assert state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert [sorted(hand, key=lambda c: c.order) for hand in state.hands] == [
        sorted(hand, key=lambda c: c.order) for hand in hands
    ]
    assert value == (1.0 if not state.hands[me] else 0.0)
    return True


@pytest.mark.parametrize(
    "rules, players",
    [
        (RuleSet.preset("official"), 2),
        (RuleSet.preset("official"), 3),
        (RuleSet.preset("official"), 5),
        (RuleSet.preset("official").replace(two_player_reverse_skips=False), 2),
        (RuleSet.preset("braille"), 2),
        (RuleSet.preset("braille"), 4),
    ],
    ids=["official-2", "official-3", "official-5", "reverse-does-not-skip", "braille-2", "braille-4"],
)
def test_fast_playouts_play_the_engine_rules(rules: RuleSet, players: int) -> None:
    """Played on plain lists for speed, a playout stays a game the engine would play, move for move."""
    assert plays_fast(rules)
    checked = sum(_fast_replay_agrees(rules, players, seed) for seed in range(60))
    assert checked >= 40


def test_fast_playouts_are_kept_to_the_rules_they_know() -> None:
    assert plays_fast(RuleSet.preset("official"))
    assert not plays_fast(RuleSet.preset("official+"))
    assert not plays_fast(RuleSet.preset("rapido"))
    assert not plays_fast(RuleSet.preset("family"))
    assert not plays_fast(with_house_rules(RuleSet.preset("official"), ["stacking"]))
    assert not plays_fast(with_house_rules(RuleSet.preset("official"), ["seven-zero"]))
