"""Playout policies learned from self-play, as weights of the playout model's features (issue 36).

:func:`uno_access.bots.rollout.features` describes a card the seat to move
may play (cards of its colour left, a stopper, playing again, the next
player lacking its colour...); a policy scores each card by its weights and
plays the best (ties broken by the playout's random numbers, as ``normal``).
``normal``'s own habits are such weights (:data:`rollout.NORMAL_WEIGHTS`).
The weights below were fitted by ``bench/selfplay.py`` (a conditional logit,
by gradient ascent) to the cards chosen in rounds of expert against hard,
played on the engine: :data:`EXPERT_WEIGHTS` imitates expert's search,
:data:`HARD_WEIGHTS` imitates hard.  Plain constants: the same weights on
every install, so a seed still replays a game.
"""

from __future__ import annotations

from typing import Final

from .rollout import FEATURES, NORMAL_WEIGHTS

#: Fitted to expert's choices (as shipped, no deadline) in 240 rounds against hard (``bench/selfplay.py collect
#: --games 300 --seed 1001``, and ``--seed 1002``, each stopped after 120 rounds; then ``fit FILES --level expert
#: --epochs 400 --l2 0.001``): 1,790 turns; they pick expert's card in 64.9% of the 358 turns held out, where
#: ``normal``'s pick it in 51.7%.
EXPERT_WEIGHTS: Final[tuple[float, ...]] = (
    0.044, -0.968, -0.022, 0.360, -0.940, 0.628, 0.474, 0.209, -0.880, -0.124, -3.151, -2.550, 1.469, 0.586, -0.166)
#: Fitted to hard's choices in the same rounds (``fit FILES --level hard``, the same settings): 1,525 turns; they
#: pick hard's card in 76.1% of the 305 turns held out, ``normal``'s (the model's opponent as shipped) in 64.8%.
HARD_WEIGHTS: Final[tuple[float, ...]] = (
    -0.532, 1.191, 0.103, 1.960, -2.037, 0.881, 0.418, -0.850, -1.253, 0.157, -3.004, -1.864, 1.482, 0.627, 0.005)

assert len(EXPERT_WEIGHTS) == len(HARD_WEIGHTS) == len(FEATURES)


def for_seats(mode: str, me: int, players: int) -> list[list[float]]:
    """Each seat's weights for ``TreeBudget.learned``'s ``mode`` (an empty list: ``normal``'s habits)."""
    if mode == "expert":
        return [list(EXPERT_WEIGHTS) for _ in range(players)]
    if mode == "hard":
        return [[] if seat == me else list(HARD_WEIGHTS) for seat in range(players)]
    if mode == "both":
        return [list(EXPERT_WEIGHTS) if seat == me else list(HARD_WEIGHTS) for seat in range(players)]
    if mode == "normal":
        return [list(NORMAL_WEIGHTS) for _ in range(players)]
    raise ValueError(f"unknown learned playout policy {mode!r}")
