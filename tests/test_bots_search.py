"""Determinized sampling (issue 5): guesses of the hidden cards, playouts, and hard's search.

The hard level weighs its choices of card by playing them out on guesses of
the hidden cards consistent with what it saw; these tests check that the
guesses keep what the bot knows, that the playouts play the engine's rules,
and that a search is reproducible from the seed (a resumed match goes on
exactly as the uninterrupted one).
"""

from __future__ import annotations

import doctest
import random
from dataclasses import replace

import pytest

from uno_access.bots import make_bot
from uno_access.bots import search as search_module
from uno_access.bots.hard import HARD_SEARCH, HardBot
from uno_access.bots.search import (
    SearchBudget,
    fast_playout,
    guess_hidden,
    heuristic_action,
    plays_fast,
    rank_candidates,
    win_chance,
)
from uno_access.engine import DRAW, Draw, Game, Phase, Play, RuleSet, State
from uno_access.engine.cards import COLORS
from uno_access.engine.determinize import InconsistentGuess, determinize
from uno_access.engine.rules import HOUSE_RULES, PRESETS, with_house_rules
from uno_access.simulate import deliver

from .conftest import card, deal

#: For tests that watch a function of the search module: a compiled search calls it directly, unwatched.
#: They run in the suite's second pass, on the Python source (python3 -m tests).
PYTHON_SEARCH_ONLY = pytest.mark.skipif(str(search_module.__file__).endswith((".so", ".pyd")),
                                        reason="watches a function the compiled search calls directly")


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
    def play(seed: int, rules: RuleSet) -> list[object]:
        state = Game(2, rules).new_match(seed=seed)
        bots = [HardBot(0, seed, budget=replace(HARD_SEARCH, max_steps=1500)), make_bot("normal", 1, seed)]
        deliver(bots, state.events)
        while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            player = state.current_player
            assert player is not None
            deliver(bots, state.apply(player, bots[player].choose(state.view_for(player))))
        return list(state.log)

    for rules in (RuleSet.preset("official"), RuleSet.preset("rapido")):  # fast playouts, engine playouts
        assert play(3, rules) == play(3, rules)


def test_hard_searches_by_default() -> None:
    bot = make_bot("hard", 0, 1)
    assert isinstance(bot, HardBot) and bot.budget == HARD_SEARCH and HARD_SEARCH.playouts > 0
    assert HARD_SEARCH.deadline is None  # a fixed amount of work: the machine's speed never changes a decision


def test_a_rebuilt_hard_bot_searches_to_the_same_moves() -> None:
    """Resuming rebuilds the bots from their seeds and the events: every searched decision comes out the same.

    Asked twice at the same moment, a bot also answers the same (its numbers
    depend on the seed, the seat, the question and the events seen, not on
    how often it was asked).
    """
    state = Game(2).new_match(seed=21)
    bots = [make_bot("hard", 0, 5), make_bot("normal", 1, 5)]
    deliver(bots, state.events)
    checked = 0
    while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        player = state.current_player
        assert player is not None
        view = state.view_for(player)
        action = bots[player].choose(view)
        if player == 0 and sum(isinstance(a, Play) for a in view.legal_actions) >= 2:
            assert bots[0].choose(view) == action
            rebuilt = make_bot("hard", 0, 5)
            deliver([rebuilt], state.events)
            assert rebuilt.choose(view) == action
            checked += 1
        deliver(bots, state.apply(player, action))
    assert checked >= 3


@PYTHON_SEARCH_ONLY
def test_engine_playouts_record_no_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where fast playouts do not apply, the engine plays them out in its fast mode (no event built), each guess
    built once and copied for every candidate."""
    built: list[State] = []
    real = search_module.determinize

    def watched(*args: object, **kwargs: object) -> State:
        state = real(*args, **kwargs)  # type: ignore[arg-type]
        built.append(state)
        return state

    monkeypatch.setattr(search_module, "determinize", watched)
    rules = RuleSet.preset("rapido")
    assert not plays_fast(rules)
    state = Game(2, rules).new_match(seed=4)
    while state.phase is not Phase.PLAY:
        player = state.current_player
        assert player is not None
        state.apply(player, heuristic_action(state, player, random.Random(1)))
    me = state.current_player
    assert me is not None
    view = state.view_for(me)
    bot = make_bot("hard", me, 1)
    candidates = [a for a in view.legal_actions if isinstance(a, (Play, Draw))][:2]
    result = search_module.search(view, bot.memory, candidates, random.Random(2), SearchBudget(playouts=20))  # type: ignore[attr-defined]
    assert built and all(not s.record_events and not s.events for s in built)  # and so their copies
    assert len(built) == max(len(row) for row in result.samples)  # one guess built, copied for each candidate


@PYTHON_SEARCH_ONLY
def test_official_rules_are_played_out_on_plain_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "determinize", None)  # the engine is not needed: it is never called
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    view = state.view_for(0)
    candidates = [Play(card("r7")), Play(card("r5")), Play(card("b5"))]
    result = search_module.search(view, bot.memory, candidates, random.Random(2), HARD_SEARCH)  # type: ignore[attr-defined]
    assert all(result.samples) and result.steps > 0


def test_the_same_search_gives_the_same_choice() -> None:
    state = deal(["r7 r5 b5 y3 g1", "y1 y2 b9 r2 r3"], "r4", "g2 g3 g5 g6 g7 y8 y9 b1 b2 b3")
    bot = make_bot("hard", 0, 1)
    view = state.view_for(0)
    candidates = [Play(card("r7")), Play(card("r5")), Play(card("b5"))]
    first = search_module.search(view, bot.memory, candidates, random.Random(9), HARD_SEARCH)  # type: ignore[attr-defined]
    again = search_module.search(view, bot.memory, candidates, random.Random(9), HARD_SEARCH)  # type: ignore[attr-defined]
    assert first == again


def test_the_rule_of_thumb_is_kept_unless_clearly_beaten() -> None:
    """A move no better than the rule of thumb's never replaces it; a far better one does."""
    state = deal(["r7 b5", "y1 y2"], "r4", "g1 g2 g3 g5 g6 g7 y8 y9")
    state.hands[0] = [card("r7")]
    view = state.view_for(0)
    bot = make_bot("hard", 0, 1)
    going_out = search_module.search(view, bot.memory, [DRAW, Play(card("r7"))], random.Random(1), HARD_SEARCH)  # type: ignore[attr-defined]
    assert going_out.choice == 1
    same = search_module.search(view, bot.memory, [Play(card("r7")), Play(card("r7"))], random.Random(1), HARD_SEARCH)  # type: ignore[attr-defined]
    assert same.choice == 0


def test_the_win_chance_of_a_round_stopped_early() -> None:
    """Fewer cards than the other player: better than even; the player to move has the edge."""
    assert win_chance(1, 7) > win_chance(3, 7) > win_chance(7, 7) > win_chance(7, 3) > win_chance(7, 1)
    assert win_chance(5, 5) > 0.5 > 1.0 - win_chance(5, 5)
    assert doctest.testmod(search_module).failed == 0


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
