"""The game: validated table settings that start matches (OpenSpiel's Game/State split)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .actions import Action
from .cards import Card
from .rules import OFFICIAL, RuleSet
from .state import State


class Game:
    """A table: the rules and the number of players, checked once.

    >>> from uno_access.engine import Game
    >>> state = Game(num_players=3).new_match(seed=7)
    >>> state.current_player in (0, 1, 2)
    True
    """

    def __init__(self, num_players: int, rules: RuleSet = OFFICIAL) -> None:
        rules.check_players(num_players)
        self.num_players = num_players
        self.rules = rules

    def new_match(
        self,
        seed: int | None = None,
        *,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
        record_events: bool = True,
    ) -> State:
        """Start a match: choose the dealer (unless given), deal, turn the first card.

        ``deck`` fixes the order of the first round's cards, top card first,
        for scenario tests, bug reports and duplicate tournaments.
        ``record_events=False`` builds no event: faster, for simulations.
        """
        return State(self.rules, self.num_players, seed, deck=deck, dealer=dealer, record_events=record_events)

    def replay(
        self,
        seed: int | None,
        actions: Iterable[tuple[int, Action]],
        *,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
    ) -> State:
        """The match that ``seed`` and the action log give, action by action."""
        state = self.new_match(seed, deck=deck, dealer=dealer)
        for player, action in actions:
            state.apply(player, action)
        return state


def stacked_deck(
    num_players: int,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    first_card: Card,
    draw_pile: Sequence[Card] = (),
) -> list[Card]:
    """The deck order (top first) that deals ``hands`` and turns ``first_card``.

    ``hands[p]`` is player ``p``'s hand; all hands must have the same size.
    ``draw_pile`` is what is left to draw, top first.
    """
    size = len(hands[0])
    if any(len(hand) != size for hand in hands) or len(hands) != num_players:
        raise ValueError("every player needs a hand of the same size")
    order = [(dealer + offset) % num_players for offset in range(1, num_players + 1)]
    deck = [hands[player][index] for index in range(size) for player in order]
    return [*deck, first_card, *draw_pile]
