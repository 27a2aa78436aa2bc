"""The expert level: information-set Monte Carlo tree search over every choice of its turn (issue 19, part 3)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from uno_access.bots import LEVELS, make_bot
from uno_access.bots import expert as expert_module
from uno_access.bots.expert import EXPERT_SEARCH, EXPERT_SEARCH_PYTHON, ExpertBot, default_tree_budget
from uno_access.bots.ismcts import TreeBudget, ismcts, move_key, tree_moves
from uno_access.engine import CALL_UNO, DRAW, ChooseColor, Game, Phase, Play, RuleSet
from uno_access.engine.cards import COLORS
from uno_access.engine.rules import HOUSE_RULES, PRESETS, with_house_rules
from uno_access.simulate import deliver, play_round
from uno_access.version import engine_kind

from .conftest import SMALL_EXPERT, card, deal


def test_expert_is_a_level_beyond_hard() -> None:
    assert LEVELS.index("expert") == LEVELS.index("hard") + 1
    assert isinstance(make_bot("expert", 0, 1), ExpertBot)


@pytest.mark.full_expert
def test_expert_searches_with_the_work_its_engine_does_in_the_same_time() -> None:
    assert default_tree_budget() == (EXPERT_SEARCH if engine_kind() == "compiled" else EXPERT_SEARCH_PYTHON)
    assert EXPERT_SEARCH_PYTHON.max_steps < EXPERT_SEARCH.max_steps
    assert EXPERT_SEARCH_PYTHON.model_max_steps <= EXPERT_SEARCH.model_max_steps
    assert EXPERT_SEARCH.max_steps < EXPERT_SEARCH_PYTHON.model_max_steps  # the model: more work in the same time
    assert expert_module.default_tree_budget() == ExpertBot(0, 1).tree


def test_the_tree_compares_turn_moves_with_uno_said() -> None:
    """Two cards left: each play says UNO (one move, not two); calling UNO alone is not a move of the tree."""
    state = deal(["r7 b5", "y1 g3"], "r4", "g1 g2 g5 g6")
    moves = tree_moves(state, 0)
    assert CALL_UNO in state.legal_actions(0) and CALL_UNO not in moves
    assert moves == [Play(card("r7"), None, True), DRAW]


def test_every_move_has_its_own_key() -> None:
    moves = [Play(c) for c in RuleSet.preset("official").build_deck()]
    moves += [Play(c, color, uno) for c in (card("wild"), card("+4")) for color in COLORS for uno in (False, True)]
    moves += [ChooseColor(color) for color in COLORS] + [DRAW]
    keys = {move: move_key(1, move) for move in moves}
    assert len(set(keys.values())) == len(keys)
    assert move_key(0, DRAW) != move_key(1, DRAW)


def test_the_search_goes_out_when_it_can() -> None:
    state = deal(["r7 b5", "y1 y2"], "r4", "g1 g2 g3 g5 g6 g7 y8 y9")
    state.hands[0] = [card("r7")]
    view = state.view_for(0)
    bot = make_bot("hard", 0, 1)
    result = ismcts(view, bot.memory, random.Random(1), SMALL_EXPERT)  # type: ignore[attr-defined]
    assert result.choice == Play(card("r7"))
    assert result.means[result.moves.index(Play(card("r7")))] == 1.0


def test_the_same_search_gives_the_same_choice() -> None:
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    view = state.view_for(0)
    first = ismcts(view, bot.memory, random.Random(9), SMALL_EXPERT)  # type: ignore[attr-defined]
    again = ismcts(view, bot.memory, random.Random(9), SMALL_EXPERT)  # type: ignore[attr-defined]
    assert first == again and first.iterations > 10
    assert sum(first.visits) == first.iterations  # every iteration went through one of our moves


def test_the_work_is_bounded_by_moves_played() -> None:
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    budget = TreeBudget(iterations=10_000, max_steps=500)
    result = ismcts(state.view_for(0), bot.memory, random.Random(3), budget)  # type: ignore[attr-defined]
    assert result.steps >= 500 and result.iterations < 10_000


def test_expert_plays_whole_rounds_reproducibly() -> None:
    def play(seed: int, rules: RuleSet, players: int) -> list[object]:
        state = Game(players, rules).new_match(seed=seed)
        bots = [make_bot("expert" if seat == 0 else "hard", seat, seed) for seat in range(players)]
        deliver(bots, state.events)
        play_round(state, bots)
        assert state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        return list(state.log)

    for rules, players in ((RuleSet.preset("official"), 2), (RuleSet.preset("rapido"), 3)):
        assert play(4, rules, players) == play(4, rules, players)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_expert_plays_every_edition(preset: str) -> None:
    rules = RuleSet.preset(preset)
    players = max(rules.min_players, 3)
    state = Game(players, rules).new_match(seed=2)
    bots = [make_bot("expert", seat, seat) for seat in range(players)]
    deliver(bots, state.events)
    play_round(state, bots)
    assert state.is_round_over


def test_expert_plays_with_every_house_rule() -> None:
    for index, name in enumerate(sorted(HOUSE_RULES)):
        rules = with_house_rules(RuleSet.preset("official+"), [name])
        state = Game(4, rules).new_match(seed=index)
        bots = [make_bot("expert" if seat % 2 == 0 else "normal", seat, index) for seat in range(4)]
        deliver(bots, state.events)
        play_round(state, bots)
        assert state.is_round_over, name


# ---------------------------------------------------------------- sequential halving on shared guesses

HALVING = dataclasses.replace(SMALL_EXPERT, halving=True, depth=1)


def test_halving_goes_out_when_it_can() -> None:
    state = deal(["r7 b5", "y1 y2"], "r4", "g1 g2 g3 g5 g6 g7 y8 y9")
    state.hands[0] = [card("r7")]
    bot = make_bot("hard", 0, 1)
    result = ismcts(state.view_for(0), bot.memory, random.Random(1), HALVING)  # type: ignore[attr-defined]
    assert result.choice == Play(card("r7"))
    assert result.means[result.moves.index(Play(card("r7")))] == 1.0


def test_halving_plays_every_move_first_then_keeps_the_better_half_until_one_is_left() -> None:
    """Karnin, Koren and Somekh (2013): at each of log2(moves) stages the worse half stops being played out;
    the move chosen was played out on every guess, the ones dropped first on the fewest."""
    state = deal(["r7 r5 b5 y3 g1 +4", "y1 y2 b9 r2 r3 g4"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    view = state.view_for(0)
    result = ismcts(view, bot.memory, random.Random(5), HALVING)  # type: ignore[attr-defined]
    assert set(result.moves) == set(tree_moves(state, 0))  # every move played out in the first stage
    chosen = result.moves.index(result.choice)  # type: ignore[arg-type]
    assert result.visits[chosen] == max(result.visits)
    assert len(set(result.visits)) > 1  # some were dropped on the way
    assert sum(result.visits) == result.iterations
    again = ismcts(view, bot.memory, random.Random(5), HALVING)  # type: ignore[attr-defined]
    assert again == result  # the same decision's random numbers, the same search


def test_halving_work_is_bounded_by_moves_played() -> None:
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    budget = TreeBudget(iterations=10_000, max_steps=500, depth=1, halving=True)
    result = ismcts(state.view_for(0), bot.memory, random.Random(3), budget)  # type: ignore[attr-defined]
    assert 500 <= result.steps < 500 + 200 and result.iterations < 10_000


# ---------------------------------------------------------------- fair play (issue 36)


@pytest.mark.parametrize(("voids", "learned"), [(False, ""), (True, ""), (True, "both")],
                         ids=["no-voids", "voids", "voids-learned"])
def test_expert_sees_only_its_view_against_a_stacked_deck(voids: bool, learned: str) -> None:
    """Fair play: the deck is stacked so that reading the hidden cards would pay (the opponent holds only blue
    cards, the draw pile turns up +4s and the colours expert lacks).  At every decision of expert in the
    whole round, a twin table whose hidden cards (the other hand, the draw pile) are dealt otherwise shows
    expert the same view, and a copy of expert decides the same there: it plays from its PlayerView alone."""
    state = deal(["r7 r5 y3 g1 wild g+2 bskip", "b1 b2 b3 b4 b6 b8 b9"], "r4",
                 "+4 y1 y2 y4 g2 g4 g5 r1 r2 b5 +4 bskip y9 g9 r9 rrev b+2 y+2 r8 g8 y8 b0")
    # voids: what the draws showed; learned: the playouts by a policy learned from self-play (issue 36)
    tree = dataclasses.replace(default_tree_budget(), voids=voids, learned=learned)
    bots = [ExpertBot(0, 5, tree=tree), make_bot("hard", 1, 5)]
    shadow = ExpertBot(0, 5, tree=tree)  # the same bot, seeing the same events, asked on the twin tables
    deliver(bots, state.events)
    deliver([shadow], state.events)  # seat 0's share of the events
    shuffler = random.Random(36)
    decisions = 0
    while not state.is_round_over:
        player = state.current_player
        assert player is not None
        view = state.view_for(player)
        if player == 0:
            twin = state.clone()
            hidden = list(twin.hands[1]) + list(twin.draw_pile)
            shuffler.shuffle(hidden)
            size = len(twin.hands[1])
            twin.hands[1][:] = hidden[:size]
            twin.draw_pile[:] = hidden[size:]
            assert twin.hands[1] != state.hands[1] or twin.draw_pile != state.draw_pile
            assert twin.view_for(0) == view
            elsewhere = shadow.choose(twin.view_for(0))
            action = bots[0].choose(view)
            assert action == elsewhere
            decisions += 1
        else:
            action = bots[player].choose(view)
        events = state.apply(player, action)
        deliver(bots, events)
        deliver([shadow], events)
    assert decisions >= 3


def test_a_decision_stops_at_its_deadline_with_the_best_move_so_far() -> None:
    """Issue 36: the work is bounded in time too, so a slower machine plays weaker, never slower.  A deadline
    already passed stops the search after one guess (every move played out once), which still chooses."""
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    budget = TreeBudget(iterations=10**6, max_steps=10**9, depth=1, halving=True, deadline=0.0)
    result = ismcts(state.view_for(0), bot.memory, random.Random(3), budget)  # type: ignore[attr-defined]
    assert result.iterations == len(tree_moves(state, 0)) and result.choice in tree_moves(state, 0)
    assert EXPERT_SEARCH.deadline is not None and EXPERT_SEARCH.deadline < 0.2


def test_hard_habits_in_the_playouts_and_inference_keep_the_search_reproducible() -> None:
    """The options measured for issue 36 (playouts by hard's habits, the named colour dealt, the halving
    limited to hard's best moves) search reproducibly and legally."""
    state = deal(["r7 r5 b5 y3 g1 wild", "y1 y2 b9 r2 r3 g4"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    view = state.view_for(0)
    for options in ({"policy": "hard"}, {"policy": "hard", "named": True}, {"max_moves": 3}, {"voids": True},
                    {"learned": "both"}):
        choices = []
        for _ in range(2):
            bot = ExpertBot(0, 1, tree=dataclasses.replace(HALVING, **options))  # type: ignore[arg-type]
            deliver([bot], state.events)
            choices.append(bot.choose(view))
        assert choices[0] == choices[1] and choices[0] in view.legal_actions, options
