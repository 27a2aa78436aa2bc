"""Properties of the engine over many random games: every preset of PRESETS, 2 to 10 players.

The games are driven by a policy that plays when it can (a random legal card),
sometimes draws anyway, calls UNO most of the time, and lets other players act
out of turn (catching a missed UNO, jumping in) now and then.  Purely random
legal actions with voluntary draws can take thousands of steps per round.

Each test runs ``UNO_ENGINE_EXAMPLES`` examples (default 300), the same ones
every run unless ``UNO_ENGINE_RANDOM`` is set.  A longer, fresh run:
``UNO_ENGINE_EXAMPLES=5000 UNO_ENGINE_RANDOM=1 python3 -m tests -k engine_properties``.
"""

from __future__ import annotations

import dataclasses
import os
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from uno_access.engine import (
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    PRESETS,
    CallUno,
    CardsDrawn,
    CatchUno,
    ChooseColor,
    ChooseTarget,
    Color,
    DrawnCardPlayable,
    DrawReason,
    Game,
    HandDealt,
    HandRevealed,
    IllegalAction,
    NewHand,
    Play,
    Rank,
    Reason,
    RoundEnded,
    RulesError,
    RuleSet,
    Scoring,
    State,
)
from uno_access.engine.actions import SHOUT, ChooseEffect, Effect
from uno_access.engine.rules import HOUSE_RULES, with_house_rules

from .conftest import snapshot

EXAMPLES = int(os.environ.get("UNO_ENGINE_EXAMPLES", "300"))
#: A round of the play-when-you-can policy lasts tens to a few hundred steps; this bound means "never ends".
MAX_STEPS_PER_ROUND = 5_000
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    derandomize=os.environ.get("UNO_ENGINE_RANDOM") is None,
)

presets = st.sampled_from(sorted(PRESETS))
player_counts = st.integers(min_value=2, max_value=10)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _table(preset: str, players: int, **options: object) -> Game:
    """The table, or skip the example when the preset does not seat that many players."""
    rules = PRESETS[preset].replace(**options) if options else PRESETS[preset]
    try:
        return Game(players, rules)
    except RulesError:
        assume(False)
        raise  # unreachable


def _choose(state: State, rng: random.Random) -> tuple[int, object]:
    """The next (player, action): mostly the current player's turn, sometimes someone out of turn."""
    current = state.current_player
    assert current is not None
    catchable = state.uno_catchable
    if catchable is not None and rng.random() < 0.3:
        catcher = rng.choice([p for p in range(state.num_players) if p != catchable])
        if CatchUno(catchable) in state.legal_actions(catcher):
            return catcher, CatchUno(catchable)
    if rng.random() < 0.08:
        other = rng.randrange(state.num_players)
        actions = state.legal_actions(other)
        if other != current and actions:
            return other, rng.choice(actions)
    actions = state.legal_actions(current)
    assert actions, f"player {current} has nothing to do in phase {state.phase}"
    if CallUno() in actions and rng.random() < 0.6:
        return current, CallUno()
    turn = [action for action in actions if not isinstance(action, (CallUno, CatchUno))] or actions
    plays = [action for action in turn if isinstance(action, Play)]
    if plays and rng.random() < 0.93:
        action = rng.choice(plays)
        if len(state.hands[current]) == 2 and rng.random() < 0.7:
            action = dataclasses.replace(action, uno=True)
        if action.card.chooses_color and rng.random() < 0.5:
            action = dataclasses.replace(action, color=rng.choice(list(Color)))
        return current, action
    return current, rng.choice(turn)


def _check_hidden_information(state: State, events: list[object]) -> None:
    """Nobody learns another player's cards from an event, except the challenger from a revealed hand, and
    everyone the +4 a caught bluffer takes back (it was face up on the pile)."""
    for event in events:
        for viewer in range(state.num_players):
            seen = event.seen_by(viewer)  # type: ignore[attr-defined]
            if isinstance(event, CardsDrawn) and event.reason is DrawReason.RETURNED:
                assert seen == event and all(card.rank is Rank.WILD_DRAW_FOUR for card in event.cards)
            elif isinstance(event, (CardsDrawn, HandDealt, NewHand)) and event.player != viewer:
                assert seen is not None and seen.cards == () and seen.count == event.count
            if isinstance(event, HandRevealed) and viewer not in (event.player, event.to):
                assert seen is None
            if isinstance(event, DrawnCardPlayable) and viewer != event.player:
                assert seen is None


def _check_round_end(state: State, ended: RoundEnded, scores_before: list[int]) -> None:
    """The points of each hand are the table's; the scores add up as the scoring school says."""
    rules = state.rules
    assert ended.hand_points == tuple(sum(rules.card_points(card) for card in hand) for hand in state.hands)
    assert ended.hand_points[ended.winner] == 0 or rules.teams
    assert list(ended.scores) == [before + gained for before, gained in zip(scores_before, ended.round_points)]
    assert list(ended.scores) == state.scores
    if rules.teams or rules.elimination:
        return
    if rules.scoring is Scoring.WINNER_COLLECTS:
        expected = [sum(ended.hand_points) if p == ended.winner else 0 for p in range(state.num_players)]
        assert list(ended.round_points) == expected
    elif rules.scoring is Scoring.LOWEST_WINS:
        expected_points = list(ended.hand_points)
        if rules.round_hundred:  # UNO Olympique: a round hundred, this round or in all, takes 99 off
            expected_points = [points - 99 if points and (points % 100 == 0 or (before + points) % 100 == 0)
                               else points for points, before in zip(ended.hand_points, scores_before)]
        assert list(ended.round_points) == expected_points


def _play_round(state: State, rng: random.Random, *, deep_checks: bool = True) -> int:
    """Play one round to its end, checking the invariants at every step; return the steps taken."""
    total = state.card_count()
    scores_before = list(state.scores)
    for step in range(MAX_STEPS_PER_ROUND):
        if state.is_round_over:
            return step
        current = state.current_player
        assert current is not None and state.legal_actions(current), "the player to act has a legal action"
        player, action = _choose(state, rng)
        events = state.apply(player, action)
        assert state.card_count() == total, "cards are conserved within a round"
        assert len(state.draw_pile) >= 0 and all(len(hand) >= 0 for hand in state.hands)
        assert all(score >= 0 for score in state.scores)
        if deep_checks:
            _check_hidden_information(state, events)
        for event in events:
            if isinstance(event, RoundEnded):
                _check_round_end(state, event, scores_before)
    pytest.fail(f"the round did not end in {MAX_STEPS_PER_ROUND} steps")


@SETTINGS
@given(preset=presets, players=player_counts, seed=seeds)
def test_a_round_conserves_cards_always_offers_an_action_and_ends(preset: str, players: int, seed: int) -> None:
    """Cards are conserved, the player to act always has a legal action, the round ends, scores add up,
    and no event shows a player another player's cards."""
    state = _table(preset, players).new_match(seed)
    _play_round(state, random.Random(seed))
    assert state.is_round_over


@SETTINGS
@given(preset=presets, players=st.integers(min_value=2, max_value=4), seed=seeds)
def test_a_match_plays_to_its_target(preset: str, players: int, seed: int) -> None:
    """Rounds follow one another, each dealt by the player to the left, until the match is won."""
    game = _table(preset, players, target_score=150)
    state = game.new_match(seed)
    rng = random.Random(seed)
    for _ in range(60):
        dealer = state.dealer
        _play_round(state, rng, deep_checks=False)
        if state.is_match_over:
            assert state.winners and state.legal_actions(0) == []
            return
        state.apply(rng.randrange(players), NEXT_ROUND)
        if not any(getattr(state, "eliminated", ())):
            assert state.dealer == (dealer + 1) % players
    pytest.fail("the match did not end in 60 rounds")


@settings(SETTINGS, max_examples=max(10, EXAMPLES // 3))
@given(preset=presets, players=player_counts, seed=seeds)
def test_replaying_the_seed_and_the_actions_gives_the_same_game(preset: str, players: int, seed: int) -> None:
    """Game.replay(seed, log) rebuilds the same hands, piles, scores and events."""
    game = _table(preset, players, target_score=100)
    state = game.new_match(seed)
    rng = random.Random(seed)
    _play_round(state, rng, deep_checks=False)
    if not state.is_match_over:
        state.apply(0, NEXT_ROUND)
        for _ in range(rng.randrange(40)):
            if state.is_round_over:
                break
            state.apply(*_choose(state, rng))
    again = game.replay(seed, state.log)
    assert again.hands == state.hands
    assert again.draw_pile == state.draw_pile and again.discard == state.discard
    assert again.scores == state.scores and again.phase is state.phase
    assert again.current_player == state.current_player and again.color is state.color
    assert again.events == state.events
    assert again.rng.getstate() == state.rng.getstate()


@SETTINGS
@given(preset=presets, players=player_counts, seed=seeds)
def test_every_listed_action_is_accepted_and_views_hide_other_hands(preset: str, players: int, seed: int) -> None:
    """What legal_actions lists for any player, apply accepts; a view holds its own hand only."""
    state = _table(preset, players).new_match(seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 60)):
        if state.is_round_over:
            break
        state.apply(*_choose(state, rng))
    for player in range(players):
        view = state.view_for(player)
        assert sorted(view.hand, key=lambda card: card.sort_key()) == sorted(
            state.hands[player], key=lambda card: card.sort_key()
        )
        assert view.hand_counts == tuple(len(hand) for hand in state.hands)
        assert view.legal_actions == tuple(state.legal_actions(player))
        for action in view.legal_actions:
            state.clone().apply(player, action)


def _candidate_actions(state: State, player: int, rng: random.Random) -> list[object]:
    """Every kind of action, with cards from the player's hand and a few others from the deck."""
    deck = state.rules.build_deck()
    hand_and_more = set(state.hands[player]) | set(rng.sample(deck, 6))
    seats = range(-1, state.num_players + 1)
    return [
        *(Play(card) for card in sorted(hand_and_more, key=lambda card: card.sort_key())),
        DRAW,
        PASS,
        CHALLENGE,
        ACCEPT,
        CALL_UNO,
        NEXT_ROUND,
        *(ChooseColor(color) for color in Color),
        *(ChooseEffect(effect) for effect in Effect),
        *(ChooseTarget(seat) for seat in seats),
        *(CatchUno(seat) for seat in seats),
        SHOUT,
    ]


@settings(SETTINGS, max_examples=max(10, EXAMPLES // 3))
@given(preset=presets, players=player_counts, seed=seeds)
def test_an_action_is_accepted_exactly_when_it_is_listed(preset: str, players: int, seed: int) -> None:
    """apply accepts what legal_actions lists and refuses everything else with IllegalAction, changing
    nothing (checked on a sample of the refusals against a full snapshot of the state)."""
    state = _table(preset, players).new_match(seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 80)):
        if state.is_round_over:
            break
        state.apply(*_choose(state, rng))
    sampled = 0
    for player in range(-1, players + 1):
        listed = set(state.legal_actions(player))
        for action in _candidate_actions(state, max(0, min(player, players - 1)), rng):
            if action in listed:
                state.clone().apply(player, action)
                continue
            if state.rules.confusion_penalty and isinstance(action, Play):
                continue  # uno-rapido-fr.txt, "règle de confusion": a wrong play is paid in cards, not refused
            check_all = sampled < 4 and rng.random() < 0.1
            before = snapshot(state) if check_all else None
            with pytest.raises(IllegalAction):
                state.apply(player, action)
            if check_all:
                sampled += 1
                assert snapshot(state) == before


def test_same_seed_same_match_other_seed_other_match() -> None:
    """Everything random comes from random.Random(seed)."""
    game = Game(4)
    first, second, other = game.new_match(5), game.new_match(5), game.new_match(6)
    assert first.events == second.events and first.hands == second.hands
    assert other.hands != first.hands


#: Every preset, and official+ with each house rule (and two mixes the rules name together).
_RULE_CASES = [(preset, ()) for preset in sorted(PRESETS)] + [("official+", (name,)) for name in sorted(HOUSE_RULES)]
_RULE_CASES += [("official+", ("strict-draw-four", "stacking")), ("family", ("quickos-anyone",))]


@pytest.mark.parametrize(("preset", "house"), _RULE_CASES,
                         ids=lambda case: case if isinstance(case, str) else ",".join(case) or "-")
def test_check_and_legal_actions_agree_under_every_preset_and_house_rule(preset: str, house: tuple[str, ...]) -> None:
    """One reading of legality (rules/checks.py asks rules/legal.py): over random matches of every preset and
    house rule, apply accepts an action exactly when legal_actions lists it (a card's play said with UNO, with
    INTERCEPTION or with its colour is the card's play), and refuses the others with a Reason, the state unchanged."""
    try:
        rules = with_house_rules(RuleSet.preset(preset), list(house))
        state = Game(4, rules).new_match(7)
    except ValueError:
        pytest.skip("these rules do not seat four players")
    rng = random.Random(f"{preset}{house}")
    sampled = 0
    for step in range(300):
        if state.is_match_over:
            break
        if step % 5 == 0:
            for player in range(4):
                listed = set(state.legal_actions(player))
                candidates = _candidate_actions(state, player, rng)
                candidates += [dataclasses.replace(action, uno=True) for action in candidates if isinstance(action, Play)]
                candidates += [Play(action.card, intercept=True) for action in candidates if isinstance(action, Play)]
                candidates += [dataclasses.replace(action, color=rng.choice(list(Color)))
                               for action in candidates if isinstance(action, Play) and action.card.chooses_color]
                for action in candidates:
                    plain = Play(action.card) if isinstance(action, Play) else action
                    if plain in listed and (not isinstance(action, Play) or action.color is None
                                            or action.card.chooses_color):
                        state.clone().apply(player, action)
                        continue
                    if state.rules.confusion_penalty and isinstance(action, Play):
                        continue  # uno-rapido-fr.txt, "règle de confusion": a wrong play is paid in cards
                    check_all = sampled < 20 and rng.random() < 0.05
                    before = snapshot(state) if check_all else None
                    with pytest.raises(IllegalAction) as refused:
                        state.apply(player, action)
                    assert isinstance(refused.value.reason, Reason)
                    if check_all:
                        sampled += 1
                        assert snapshot(state) == before
        if state.is_round_over:
            state.apply(0, NEXT_ROUND)
            continue
        options = [(player, action) for player in range(4) for action in state.legal_actions(player)]
        state.apply(*rng.choice(options))
