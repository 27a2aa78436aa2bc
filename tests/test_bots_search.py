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
from uno_access.bots.hard import HARD_SEARCH, HARD_SEARCH_PYTHON, HardBot, default_budget
from uno_access.bots.search import (
    SearchBudget,
    guess_hidden,
    heuristic_action,
    rank_candidates,
    win_chance,
)
from uno_access.engine import DRAW, Draw, Game, Phase, Play, RuleSet, State
from uno_access.engine.determinize import SET_HERE, InconsistentGuess, determinize
from uno_access.engine.families import FAMILIES
from uno_access.engine.rules import HOUSE_RULES, PRESETS, with_house_rules
from uno_access.simulate import deliver
from uno_access.version import engine_kind

from .conftest import card, deal

#: For tests that watch a function of the search module: a compiled search calls it directly, unwatched.
#: They run in the suite's second pass, on the Python source (python3 -m tests).
PYTHON_SEARCH_ONLY = pytest.mark.skipif(str(search_module.__file__).endswith((".so", ".pyd")),
                                        reason="watches a function the compiled search calls directly")


def _rule_sets() -> dict[str, RuleSet]:
    """The presets and official+ with each house rule, by a name that is the same in every process (pytest-xdist's
    workers must collect the same tests: ``hash()`` of a rule set is not)."""
    sets = {name: RuleSet.preset(name) for name in sorted(PRESETS)}
    sets |= {f"official+{name}": with_house_rules(RuleSet.preset("official+"), [name])
             for name in sorted(HOUSE_RULES) if name not in ("teams", "rotating-partners")}  # 4 players (and 3 here)
    return sets


RULE_SETS = _rule_sets()


@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
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
            rebuilt.rng.setstate(real.rng.getstate())  # the same random outcomes (UNO Robot, the launcher)
            real.apply(player, action)
            rebuilt.apply(player, action)
            if len(real.draw_pile) == len(rebuilt.draw_pile):  # no reshuffle: same cards everywhere
                for seat in range(players):
                    assert rebuilt.view_for(seat) == real.view_for(seat)
        deliver(bots, state.apply(player, action))


@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
def test_what_a_guess_does_not_set_starts_as_in_a_freshly_dealt_round(rules: RuleSet) -> None:
    """determinize() leaves every attribute it does not read from the view at an empty state's value: a fresh
    round's, for every rule family (a rule that kept a counter across the deal would be caught here)."""
    for players in (2, 4):
        empty = State(rules, players, start=False).attributes()
        dealt = [Game(players, rules).new_match(seed=seed) for seed in range(40)]
        plain = [state for state in dealt if state.phase is Phase.PLAY and state.top_card is not None
                 and state.top_card.number is not None]
        fresh = (plain or dealt)[0].attributes()  # UNO Olympique's dealer deals first: a round as it opens
        for name in sorted(set(fresh) - SET_HERE):
            assert fresh[name] == empty.get(name, fresh[name]), name
        # The rule families' records: one a guess does not read back from the view (no ``from_view``) is, in a
        # freshly dealt round, its family's fresh record (families.py).
        for family in FAMILIES:
            if family.from_view is None:
                assert fresh["records"][family.slot] == family.fresh, family.name


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

    for rules in (RuleSet.preset("official"), RuleSet.preset("rapido")):
        assert play(3, rules) == play(3, rules)


def test_hard_searches_by_default_with_the_work_its_engine_does_in_the_same_time() -> None:
    bot = make_bot("hard", 0, 1)
    assert isinstance(bot, HardBot) and bot.budget == default_budget() and HARD_SEARCH.playouts > 0
    assert default_budget() == (HARD_SEARCH if engine_kind() == "compiled" else HARD_SEARCH_PYTHON)
    # The Python engine is slower: the same time buys fewer playouts, otherwise the same search.
    assert HARD_SEARCH_PYTHON == replace(HARD_SEARCH, max_steps=HARD_SEARCH_PYTHON.max_steps)
    assert 0 < HARD_SEARCH_PYTHON.max_steps < HARD_SEARCH.max_steps
    # A fixed amount of work: the machine's speed never changes a decision.
    assert HARD_SEARCH.deadline is None and HARD_SEARCH_PYTHON.deadline is None


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
    """Playouts run on the engine in its fast mode (no event built), each guess built once and copied for every
    candidate: the official rules as every edition (there is no second copy of the rules for them)."""
    built: list[State] = []
    real = search_module.determinize

    def watched(*args: object, **kwargs: object) -> State:
        state = real(*args, **kwargs)  # type: ignore[arg-type]
        built.append(state)
        return state

    monkeypatch.setattr(search_module, "determinize", watched)
    for preset in ("official", "rapido"):
        _guesses_are_built_once_without_events(RuleSet.preset(preset), built)
        built.clear()


def _guesses_are_built_once_without_events(rules: RuleSet, built: list[State]) -> None:
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
