"""The compact playout model (bots/rollout.py) plays the same game as the engine, for the rules it covers.

A differential test: from many states of real rounds (2 to 4 seats, the official rules and the variants the
model reads), the engine and the model are played side by side, each with its own copy of the same random
stream; at every move the legal moves, the playout policy's move (``search.heuristic_action`` on the engine,
``Rollout.policy`` on the model) and the whole table after it (hands, draw pile, discard pile, colour, who
plays, phase, winner) must be the same, through reshuffles, +2, +4 and their challenge, reverses and skips.
"""

from __future__ import annotations

import random

import pytest

from uno_access.bots import rollout
from uno_access.bots.expert import ExpertBot
from uno_access.bots.ismcts import TreeBudget, halving, root_moves
from uno_access.bots.ismcts import _play_out as engine_play_out
from uno_access.bots.memory import Memory
from uno_access.bots.search import Dealer, heuristic_action, score_unfinished
from uno_access.engine import Game
from uno_access.engine.actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from uno_access.engine.cards import COLORS
from uno_access.engine.determinize import determinize
from uno_access.engine.ruleset import DrawFourRestriction, RuleSet
from uno_access.engine.state import State
from uno_access.engine.view import Phase
from uno_access.simulate import deliver, play_round

OFFICIAL = RuleSet.preset("official")
VARIANTS = [
    OFFICIAL,
    OFFICIAL.replace(two_player_reverse_skips=False),
    OFFICIAL.replace(allow_challenge=False),
    RuleSet.preset("braille"),  # the +4's other restriction, the bluffer taking it back (no bluff in a playout)
    OFFICIAL.replace(target_score=200),
]


def engine_move(action: Action) -> int:
    """The model's int for an engine action (a play's colour named or not)."""
    if isinstance(action, Play):
        code = rollout.CODES[action.card]
        return code + (64 * (COLORS.index(action.color) + 1) if action.color is not None else 0)
    if isinstance(action, Draw):
        return rollout.DRAW
    if isinstance(action, Pass):
        return rollout.PASS
    assert isinstance(action, Accept), action
    return rollout.ACCEPT


def engine_legal(state: State, player: int) -> list[int]:
    """The engine's moves for ``player`` as the model lists them (UNO calls and catches, the challenge left out:
    in a playout everyone says UNO and takes a +4)."""
    return [engine_move(action) for action in state.legal_actions(player)
            if not isinstance(action, (CallUno, CatchUno, Challenge))
            and not (isinstance(action, Play) and action.uno)]


def same_table(state: State, model: rollout.Rollout) -> None:
    assert model.hands == model.hands  # (typed)
    for seat in range(state.num_players):
        assert sorted(rollout.CODES[card] for card in state.hands[seat]) == sorted(model.hands[seat]), seat
        assert model.colors[seat] == [sum(1 for code in model.hands[seat] if rollout.COLOR_OF[code] == color)
                                      for color in range(5)]
    assert [rollout.CODES[card] for card in state.draw_pile] == model.draw_pile
    assert [rollout.CODES[card] for card in state.discard] == model.discard
    if state.phase is Phase.ROUND_OVER or state.phase is Phase.MATCH_OVER:
        assert model.phase == rollout.OVER
        assert not state.hands[model.winner]
        return
    assert state.color is not None
    assert COLORS.index(state.color) == model.color
    assert state.current_player == model.current
    expected = {Phase.PLAY: rollout.PLAYING, Phase.AFTER_DRAW: rollout.AFTER_DRAW, Phase.CHALLENGE: rollout.CHALLENGE}
    assert expected[state.phase] == model.phase
    assert model.step == (1 if state.direction.value == 1 else -1)


def state_log_start(state: State) -> int:
    """Where the log stood when the start state was taken (``start_states`` records it)."""
    return STARTS[id(state)]


STARTS: dict[int, int] = {}


def phase_of(state: State) -> Phase:
    """The state's phase, read again after a move (mypy keeps its narrowing from before)."""
    return state.phase


def start_states(rules: RuleSet, players: int, seed: int) -> list[State]:
    """States of a real round, every few moves of a playout, where the model applies."""
    state = Game(players, rules).new_match(seed=seed)
    state.record_events = False
    rng = random.Random(seed)
    found: list[State] = []
    for move in range(400):
        if state.is_round_over or state.current_player is None:
            break
        if move % 7 == 0 and rollout.from_state(state) is not None:
            found.append(state.clone(random.Random(seed + move)))
            STARTS[id(found[-1])] = len(state.log)
        player = state.current_player
        state.apply(player, heuristic_action(state, player, rng))
    return found


def side_by_side(state: State, stream: int, moves: int = 400) -> int:
    """Play the engine and the model from ``state`` with equal random streams, checking every move; the moves."""
    model = rollout.from_state(state)
    assert model is not None
    engine_rng = random.Random(stream)
    model_rng = random.Random(stream)
    state.rng = engine_rng  # the engine's reshuffles and the policy share one stream, as in a search
    same_table(state, model)
    for played in range(moves):
        if state.is_round_over:
            assert model.phase == rollout.OVER
            return played
        player = state.current_player
        assert player is not None
        assert engine_legal(state, player) == model.legal()
        action = heuristic_action(state, player, engine_rng)
        move = model.policy(model_rng)
        assert engine_move(action) == move
        state.apply(player, action)
        model.apply(move, model_rng)
        assert model.moves == played + 1
        same_table(state, model)
        assert score_unfinished(state, 0) == pytest.approx(model.value(0))
    return moves


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda rules: str(VARIANTS.index(rules)))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_model_plays_the_engines_game_move_for_move(rules: RuleSet, players: int) -> None:
    moves = 0
    states = 0
    for seed in range(12):
        for state in start_states(rules, players, seed * 31 + players):
            moves += side_by_side(state, seed * 1000 + states)
            states += 1
    assert states > 40 and moves > 1000  # many states, many moves: reshuffles, draw cards, reverses


def test_a_long_round_goes_through_reshuffles() -> None:
    """Rounds played until the pile is reshuffled several times: the model's shuffle is the engine's."""
    reshuffled = 0
    for seed in range(30):
        state = Game(2, OFFICIAL).new_match(seed=seed)
        state.record_events = False
        model = rollout.from_state(state)
        if model is None:
            continue
        rng_engine, rng_model = random.Random(seed), random.Random(seed)
        state.rng = rng_engine
        for _ in range(300):
            if state.is_round_over:
                break
            player = state.current_player
            assert player is not None
            before = len(model.draw_pile)
            # Draw whenever allowed: hands grow and the pile runs out.
            legal = model.legal()
            move = rollout.DRAW if rollout.DRAW in legal else model.policy(rng_model)
            action = Draw() if move == rollout.DRAW else heuristic_action(state, player, rng_engine)
            if move != rollout.DRAW:
                assert engine_move(action) == move
            state.apply(player, action)
            model.apply(move, rng_model)
            reshuffled += len(model.draw_pile) > before
            same_table(state, model)
    assert reshuffled > 10


def test_a_joker_laid_without_its_colour_names_the_playouts_colour() -> None:
    """At the root the search compares a Joker as the engine lists it (no colour): the engine's playout then
    names the colour held most, a move of its own; the model does the same in one."""
    checked = 0
    for seed in range(200):
        state = Game(2, OFFICIAL).new_match(seed=seed)
        state.record_events = False
        model = rollout.from_state(state)
        if model is None or state.phase is not Phase.PLAY:
            continue
        player = state.current_player
        assert player is not None
        jokers = [a for a in state.legal_actions(player) if isinstance(a, Play) and a.card.color is None]
        if not jokers or len(state.hands[player]) < 2:
            continue
        rng = random.Random(seed)
        state.rng = rng
        state.apply(player, jokers[0])
        assert phase_of(state) is Phase.CHOOSE_COLOR
        state.apply(player, heuristic_action(state, player, rng))
        assert isinstance(state.log[-1][1], ChooseColor)
        model.apply(rollout.CODES[jokers[0].card], random.Random(seed))
        assert model.moves == 2
        same_table(state, model)
        checked += 1
    assert checked > 10


def test_what_the_model_covers() -> None:
    assert rollout.covers(OFFICIAL)
    assert all(rollout.covers(rules) for rules in VARIANTS)
    assert RuleSet.preset("braille").draw_four_restriction is not DrawFourRestriction.NO_MATCHING_COLOR
    for name in ("official+", "rapido", "family", "olympic", "h2o", "extreme", "robot", "wizz", "totem"):
        assert not rollout.covers(RuleSet.preset(name))
    assert not rollout.covers(OFFICIAL.replace(draw_limit=3))
    assert not rollout.covers(OFFICIAL.replace(seven_zero=True))


def test_a_guess_from_the_view_is_the_determinized_state() -> None:
    """What the search builds (the view and a dealt guess) is what ``determinize`` builds on the engine."""
    checked = 0
    for seed in range(40):
        for state in start_states(OFFICIAL, 2 + seed % 3, seed):
            player = state.current_player
            assert player is not None
            if state.phase not in (Phase.PLAY, Phase.AFTER_DRAW):
                continue
            view = state.view_for(player)
            if not rollout.covers_view(view):
                continue
            rng = random.Random(seed)
            hands, pile = Dealer(view, Memory(player), rng).deal(rng)
            engine = rollout.from_state(determinize(view, hands, pile, 0))
            model = rollout.from_view(view, hands, pile)
            assert engine is not None
            for name in ("hands", "colors", "draw_pile", "discard", "color", "current", "step", "phase", "drawn"):
                assert getattr(model, name) == getattr(engine, name), name
            checked += 1
    assert checked > 50


def test_the_search_on_the_model_chooses_a_legal_move() -> None:
    budget = TreeBudget(iterations=300, max_steps=10_000, depth=1, halving=True, model_iterations=600,
                        model_max_steps=20_000)
    searched = 0
    for seed in range(30):
        for state in start_states(OFFICIAL, 2, seed)[:3]:
            player = state.current_player
            assert player is not None
            view = state.view_for(player)
            if len(root_moves(view)) < 2:
                continue
            result = halving(view, Memory(player), random.Random(seed), budget)
            if result.choice is None:
                continue
            assert rollout.covers_view(view)
            legal = state.legal_actions(player)
            choice = result.choice
            assert choice in legal or isinstance(choice, Play) and Play(choice.card, choice.color) in legal
            assert result.iterations > budget.iterations  # the model's budget, not the engine's
            searched += 1
    assert searched > 20


def test_expert_on_the_model_plays_whole_rounds() -> None:
    budget = TreeBudget(iterations=200, max_steps=5_000, depth=1, halving=True, model_iterations=400,
                        model_max_steps=10_000)
    for seed in range(3):
        state = Game(2, OFFICIAL).new_match(seed=seed)
        bots = [ExpertBot(0, seed, tree=budget), ExpertBot(1, seed + 1, tree=budget)]
        deliver(bots, state.events)
        play_round(state, bots)
        assert state.is_round_over


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda rules: str(VARIANTS.index(rules)))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_playout_loop_is_the_engines_playout(rules: RuleSet, players: int) -> None:
    """``Rollout.play_out`` (policy and rules written out in one loop) ends where the engine's playout
    (``ismcts._play_out``) and the model's step-by-step playout end, cut or not, from the same random streams."""
    compared = 0
    for seed in range(10):
        for number, state in enumerate(start_states(rules, players, seed * 17 + players)):
            model = rollout.from_state(state)
            assert model is not None
            stepwise = model.copy()
            limit = 5 + (number * 7) % 60  # cut early, late, or played to the end
            stream = seed * 100 + number
            state.rng = random.Random(stream)
            engine_play_out(state, state.rng, limit)
            model.play_out(random.Random(stream), limit)
            stepwise.play_out_stepwise(random.Random(stream), limit)
            for other in (model, stepwise):
                same_table(state, other)
                assert other.moves == len(state.log) - state_log_start(state)
                assert score_unfinished(state, 1) == pytest.approx(other.value(1))
            compared += 1
    assert compared > 30


# ---------------------------------------------------------------- a playout policy learned from self-play (issue 36)


def test_learned_weights_score_the_cards_as_their_features_say() -> None:
    """``Rollout._learned_play`` (written out for speed) picks the card whose ``rollout.features`` weigh most
    under any weights, drawing the same random numbers; with ``NORMAL_WEIGHTS`` it is normal's own choice."""
    from uno_access.bots import playout_weights

    weigher = random.Random(36)
    compared = 0
    for seed in range(40):
        for state in start_states(OFFICIAL, 2, seed):
            model = rollout.from_state(state)
            assert model is not None
            plays = model.plays()
            if model.phase != rollout.PLAYING or len(plays) < 2:
                continue
            seat = model.current
            threat = len(model.hands[(seat + model.step) % 2]) <= 2
            weights = [weigher.uniform(-5.0, 5.0) for _ in rollout.FEATURES]
            noise = random.Random(seed)
            scored = [(sum(w * f for w, f in zip(weights, found)) + 0.001 * noise.random(), code)
                      for code in plays if (found := rollout.features(model, code)) is not None]
            expected = max(scored)[1] if scored else -1
            assert model._learned_play(seat, model.hands[seat], plays, model.color, threat, weights,
                                       random.Random(seed).random) == expected
            normal = model._best_play(seat, model.hands[seat], plays, model.color, threat, random.Random(seed).random)
            model.learned = playout_weights.for_seats("normal", seat, 2)
            assert model._best_play(seat, model.hands[seat], plays, model.color, threat,
                                    random.Random(seed).random) == normal
            compared += 1
    assert compared > 100


@pytest.mark.parametrize("mode", ["expert", "hard", "both"])
def test_a_learned_playout_policy_replays_from_its_seed(mode: str) -> None:
    """The learned policies are plain weights: the same seed plays the same playouts, the same moves, whole
    rounds of expert against hard, legally (issue 36's determinism)."""
    from uno_access.bots import make_bot

    budget = TreeBudget(iterations=200, max_steps=5_000, depth=1, halving=True, model_iterations=300,
                        model_max_steps=6_000, voids=True, learned=mode)
    for seed in range(2):
        logs = []
        for _ in range(2):
            state = Game(2, OFFICIAL).new_match(seed=seed)
            bots = [ExpertBot(0, seed, tree=budget), make_bot("hard", 1, seed + 1)]
            deliver(bots, state.events)
            play_round(state, bots)
            assert state.is_round_over
            logs.append(list(state.log))
        assert logs[0] == logs[1]
