"""Shared helpers for the test suite (kept small: card shorthand and stacked matches).

Card shorthand, used by the engine scenario tests: a colour letter (``r``,
``y``, ``g``, ``b``) then a number or symbol (``+2``, ``rev``, ``skip``), or a
black card (``wild``, ``+4``, ``shuffle``, ``swap``, ``custom``)::

    cards("r7 g+2 brev yskip wild +4")
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from uno_access.bots import expert as expert_module
from uno_access.engine import Card, CardsDrawn, Color, Game, IllegalAction, Play, Reason, RuleSet, State, stacked_deck
from uno_access.engine.actions import Action, ChooseDirection, Deal
from uno_access.engine.cards import Direction, Rank

_COLORS = {"r": Color.RED, "y": Color.YELLOW, "g": Color.GREEN, "b": Color.BLUE}
_SYMBOLS = {"+2": Rank.DRAW_TWO, "rev": Rank.REVERSE, "skip": Rank.SKIP, "+2?": Rank.DRAW_TWO_ANY,
            "all": Rank.DISCARD_ALL}
_BLACK = {
    "wild": Rank.WILD,
    "+4": Rank.WILD_DRAW_FOUR,
    "shuffle": Rank.SHUFFLE_HANDS,
    "swap": Rank.SWAP_HANDS,
    "custom": Rank.CUSTOM,
}


def card(code: str) -> Card:
    """One card from its shorthand: ``card("r7")``, ``card("b+2")``, ``card("wild")``."""
    if code in _BLACK:
        return Card(None, _BLACK[code])
    color, rest = _COLORS[code[0]], code[1:]
    rank = _SYMBOLS[rest] if rest in _SYMBOLS else Rank(rest)
    return Card(color, rank)


def cards(codes: str) -> list[Card]:
    """Several cards from space-separated shorthand."""
    return [card(code) for code in codes.split()]


def deal(
    hands: Sequence[str],
    first: str,
    draw: str = "",
    *,
    rules: RuleSet | None = None,
    dealer: int | None = None,
    seed: int = 0,
) -> State:
    """A match whose first round deals ``hands`` and turns ``first``; ``draw`` is the pile, top first.

    The dealer is the last seat unless given, so player 0 plays first.
    """
    count = len(hands)
    dealer = count - 1 if dealer is None else dealer
    rules = (rules or RuleSet.preset("official")).replace(hand_size=len(hands[0].split()))
    deck = stacked_deck(count, dealer, [cards(hand) for hand in hands], card(first), cards(draw))
    return Game(count, rules).new_match(seed, deck=deck, dealer=dealer)


def random_rounds_keep_every_card(rules: RuleSet, players: int, seeds: int = 15, actions: int = 3000) -> None:
    """Random legal play by the player to act, round after round: no card is ever created or lost."""
    rng = random.Random(players)
    for seed in range(seeds):
        state = Game(players, rules).new_match(seed)
        total = state.card_count()
        for _ in range(actions):
            if state.is_round_over:
                break
            actor = state.current_player
            state.apply(actor, rng.choice(state.legal_actions(actor)))
            assert state.card_count() == total


def snapshot(state: State) -> dict[str, Any]:
    """Everything a state holds, deep-copied, to check that a refused action changed nothing."""
    data = {key: copy.deepcopy(value) for key, value in state.attributes().items() if key != "rng"}
    data["rng"] = state.rng.getstate()
    return data


_VARIANT_BLACK = {"quickos": Rank.QUICKOS, "unocard": Rank.UNO_CARD, "turn": Rank.TURN, "invisible": Rank.INVISIBLE,
                  "dp1": Rank.DOWNPOUR_ONE, "dp2": Rank.DOWNPOUR_TWO, "+4?": Rank.DRAW_FOUR_ANY,
                  "boomerang": Rank.BOOMERANG, "extreme": Rank.EXTREME_HIT}


def plays(state: State, player: int) -> list[object]:
    """The cards ``player`` may play now."""
    return [action.card for action in state.legal_actions(player) if isinstance(action, Play)]


def refused(state: State, player: int, action: Action, reason: Reason) -> None:
    """The action is refused with ``reason`` and the state is left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(player, action)
    assert error.value.reason is reason
    assert snapshot(state) == before


def drawn(events: list[object], player: int) -> int:
    """How many cards ``events`` put into ``player``'s hand."""
    return sum(event.count for event in events if isinstance(event, CardsDrawn) and event.player == player)


def variant_card(code: str) -> Card:
    """:func:`card` plus the variant cards: ``rfam`` (a red Family Quick Joker), ``quickos``, ``unocard``."""
    if code in _VARIANT_BLACK:
        return Card(None, _VARIANT_BLACK[code])
    if code[1:] == "fam":
        return Card(_COLORS[code[0]], Rank.FAMILY_QUICK)
    return card(code)


def deal_variant(
    hands: Sequence[str],
    first: str,
    draw: str = "",
    *,
    rules: RuleSet,
    dealer: int | None = None,
    seed: int = 0,
) -> State:
    """:func:`deal` for the editions and house rules, whose hands may hold variant cards."""
    count = len(hands)
    dealer = count - 1 if dealer is None else dealer
    rules = rules.replace(hand_size=len(hands[0].split()))
    dealt = [[variant_card(code) for code in hand.split()] for hand in hands]
    pile = [variant_card(code) for code in draw.split()]
    deck = stacked_deck(count, dealer, dealt, variant_card(first), pile)
    state = Game(count, rules).new_match(seed, deck=deck, dealer=dealer)
    if rules.dealer_deals:  # UNO Olympique: the dealer deals the stacked hands' size, clockwise
        state.apply(dealer, Deal(rules.hand_size))
        state.apply(dealer, ChooseDirection(Direction.LEFT))
    return state


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test touches the player's real saves or settings: each gets its own UNO_ACCESS_HOME (issue 7)."""
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path_factory.mktemp("home")))


#: Expert's search in the tests: the same search, a thirtieth of the work (its full budget is measured by
#: bench/bots.py, never timed here); a test of the full budget asks for it (``full_expert``).
SMALL_EXPERT = replace(expert_module.EXPERT_SEARCH, iterations=100, max_steps=2000, deadline=None,  # reproducible
                       model_iterations=200, model_max_steps=4000)


@pytest.fixture(autouse=True)
def _small_expert(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if "full_expert" not in request.keywords:
        monkeypatch.setattr(expert_module, "EXPERT_SEARCH", SMALL_EXPERT)
        monkeypatch.setattr(expert_module, "EXPERT_SEARCH_PYTHON", SMALL_EXPERT)


class FixedWheel(random.Random):
    """A random source whose UNO Wizz wheel stops on ``outcome``; every other draw as a seeded stream."""

    def __init__(self, outcome: object) -> None:
        super().__init__(0)
        self.outcome = outcome

    def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
        if args == (9,):  # wizz.py: the wheel's nine sectors
            from uno_access.engine import Wheel

            return list(Wheel).index(self.outcome)  # type: ignore[arg-type]
        return super().randrange(*args, **kwargs)  # type: ignore[arg-type]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``slow`` the tests measured slow (tests/slow_tests.py): ``python3 -m tests --fast`` leaves them out."""
    from tests.slow_tests import SLOW_TESTS

    for item in items:
        if item.nodeid.split("[")[0] in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
