"""The ``expert`` level: hard's judgement, and a tree search over every choice of its turn.

Where ``hard`` weighs a few cards by sampling, ``expert`` searches every move
of its turn (each card, drawing, playing or keeping the card drawn, the colour
named after a Joker) by information-set Monte Carlo tree search
(:mod:`uno_access.bots.ismcts`): thousands of guesses of the hidden cards,
each consistent with everything it saw, each played out by ``normal``'s
habits after each of its moves still in doubt.  The tree is kept one move
deep (grown over every seat's replies, it won less), and its moves are
compared by sequential halving on those shared guesses: every move on the
first guesses, then the better half, and so on until one is left.  Its other decisions
(challenging a +4, bluffing one, catching a forgotten UNO, a variant's
questions) are hard's.

The work is a fixed amount (:data:`EXPERT_SEARCH`, less on the engine's
slower Python source) drawn from the decision's own random numbers: the same
seed gives the same game, resumed or not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from uno_access.engine.actions import Action, ChooseColor, Draw, Pass, Play
from uno_access.engine.cards import COLORS, Color
from uno_access.engine.view import PlayerView
from uno_access.engine_build import engine_kind

from .hard import HardBot
from .ismcts import TreeBudget, ismcts, root_moves
from .normal import NormalBot

#: How expert searches on the compiled engine (measured with ``bench/bots.py``; see README.md): one move deep, our
#: moves only (the tree grown over every seat's moves won 51.2% of 2,000 rounds against hard: its iterations
#: went to the opponents' replies), compared by sequential halving on shared guesses, which won 55.5% of 4,000
#: rounds against hard where UCB1 on separate guesses won 54.7% of 4,000 (3,000 iterations); a guess built once
#: for every move still in makes a playout cheaper, so the same time buys 4,500 playouts.  Issue 36 measured
#: and left off (README, Strength): playouts by hard's habits (``policy="hard"``), cut at 20 moves, the named
#: colour dealt (``named``), the halving limited to hard's best moves (``max_moves``): none clearly stronger.
#: A decision stops at 180 ms whatever the work done, so a slower or busier machine plays weaker, never slower.
#: Where the compact playout model covers the rules (:mod:`.rollout`: the official rules), the same playouts cost
#: half as much compiled and a quarter on the Python source (``bench/rollout.py``), and the old amount took 99% under
#: 40 ms on the quiet machine: there the work is ``model_iterations`` and ``model_max_steps``, set from the time on
#: the Python source's time (below): 9,000 playouts and 120,000 moves, 56.2% of 2,000 rounds against hard.  27,000
#: and 360,000 fit compiled (99% of decisions under 113 ms on the quiet machine) but won no more (55.2% of 1,325
#: rounds): compiled, the same amount takes 99% under 40 ms, and a busy machine's deadline cuts fewer searches.
#: The guesses read the opponents' draws (``voids``: a hand that drew held no card of the colour in play, none of
#: the top card's rank, no black card): +2.3 points against hard over 2,000 paired rounds (95% +0.5 to +4.0;
#: seeds 41 and 42, README), the decisions no slower.
#: Playouts by a policy learned from self-play (``learned``: weights fitted to expert's and hard's choices,
#: :mod:`.playout_weights`): +1.1 and +0.6 points over 658 paired rounds (95% -3.0 to +5.2, -3.4 to +4.6;
#: seeds 361 and 362, README): within the noise, off.
EXPERT_SEARCH = TreeBudget(iterations=4500, max_steps=60_000, max_actions=40, exploration=0.7, depth=1,
                           halving=True, deadline=0.180, model_iterations=9000, model_max_steps=120_000,
                           voids=True)
#: On the engine's Python source a move costs about seven times as much: the same time buys a fifth of the
#: playouts (measured on a busy machine: 99% of decisions under 162 ms there; a quarter took 208 ms).  On the
#: model, 9,000 playouts and 120,000 moves, as compiled: 99% of decisions under 144 ms on the quiet machine.
EXPERT_SEARCH_PYTHON = replace(EXPERT_SEARCH, iterations=900, max_steps=12_000, model_iterations=9000,
                               model_max_steps=120_000)


def default_tree_budget() -> TreeBudget:
    """Expert's search for the engine that runs here."""
    return EXPERT_SEARCH if engine_kind() == "compiled" else EXPERT_SEARCH_PYTHON


class ExpertBot(HardBot):
    level = "expert"

    def __init__(self, player: int, seed: int | None = None, *, tree: TreeBudget | None = None) -> None:
        super().__init__(player, seed)
        self.tree = tree if tree is not None else default_tree_budget()

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        return self._tree_searched(view, NormalBot.choose_play(self, view, turn))  # hard's rule of thumb, unsearched

    def choose_after_draw(self, view: PlayerView, turn: list[Action]) -> Action:
        return self._tree_searched(view, NormalBot.choose_after_draw(self, view, turn))

    def choose_color(self, view: PlayerView, colors: Sequence[Color]) -> Color:
        fallback = super().choose_color(view, colors)
        chosen = self._tree_searched(view, ChooseColor(fallback))
        return chosen.color if isinstance(chosen, ChooseColor) and chosen.color in colors else fallback

    def _tree_searched(self, view: PlayerView, fallback: Action) -> Action:
        """The move the tree search prefers, or ``fallback`` (hard's) when there is nothing to search."""
        if len(root_moves(view)) < 2 or not any(count for seat, count in enumerate(view.hand_counts)
                                                if seat != self.player):
            return fallback
        preferred = self._preferred(view, fallback) if self.tree.max_moves else ()
        try:
            result = ismcts(view, self.memory, self.rng, self.tree, previous_color=self.memory.color_before_last_play,
                            preferred=preferred)
        except Exception:  # noqa: BLE001 - a search failure must never stop the game: play hard's move
            return fallback
        if result.choice is None:
            return fallback
        choice = result.choice
        return self.with_uno(view, choice) if isinstance(choice, Play) else choice

    def _preferred(self, view: PlayerView, fallback: Action) -> list[Action]:
        """Our moves, best first by hard's judgement: its own move, the cards by its score, then the rest."""
        if isinstance(fallback, ChooseColor):
            return [ChooseColor(color) for color in sorted(
                COLORS, key=lambda color: -self.color_value(view, color, view.hand))]
        scored: list[tuple[float, Action]] = []
        rest: list[Action] = []
        for action in root_moves(view):
            score = self.score_card(view, action.card) if isinstance(action, Play) else None
            if score is None:
                rest.append(action)
            else:
                scored.append((score, action))
        scored.sort(key=lambda item: -item[0])
        rest.sort(key=lambda action: 0 if isinstance(action, (Draw, Pass)) else 1)
        return [fallback, *(action for _score, action in scored), *rest]
