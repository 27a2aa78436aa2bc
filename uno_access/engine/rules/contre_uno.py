"""The base rules' "CONTRE-UNO" (``RuleSet.contre_uno``, ``--house contre-uno``): a last card laid without UNO.

wikipedia-uno-fr.txt, "Fin d'une manche": "Le joueur doit dans tous les cas annoncer « UNO » avant de poser sa
dernière carte. S'il abat sa dernière carte sans jamais avoir dit « UNO », et qu'un adversaire annonce
« CONTRE-UNO » avant lui, le "vainqueur" doit reprendre deux cartes ; la manche continue."

This game's reading: a player who lays their last card without UNO said (at one card, or with the card) does not
win at once (:func:`uno.defer_going_out`): they can be caught, as a forgotten UNO, until another player's turn
action.  Caught (:func:`caught`), they draw the UNO penalty and the card acts as any card laid (a Joker's colour
named then); said first, UNO wins the round (:func:`said_in_time`); the next turn action by someone else comes
too late: the round was won and that action is void (:func:`too_late`).  Only the classic deck's cards wait so.

Called by the core only (:mod:`uno_access.engine.state`): while the window is open, the catchable player is the
one with an empty hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..pending import PendingChoice
from ..view import Phase
from . import card_effects as rules_card_effects
from . import scoring as rules_scoring
from . import uno as rules_uno

if TYPE_CHECKING:
    from ..state import State


def caught(state: State, catcher: int, target: int) -> None:
    """"le "vainqueur" doit reprendre deux cartes ; la manche continue": the penalty, then the card acts."""
    rules_uno.catch_uno(state, catcher, target)
    card = state.discard[-1]
    waiting = state.pending_choice  # uno.py: the colour named with the card, a +4's challenge
    color = waiting.preset_color if waiting is not None else None
    state.pending_choice = PendingChoice(card, challenge=waiting.challenge if waiting is not None else None)
    if card.chooses_color:
        if color is not None:
            rules_card_effects.choose_color(state, target, color)
        else:
            state.current_player = target
            state.phase = Phase.CHOOSE_COLOR
        return
    rules_card_effects.resolve(state, target, card.rank)


def said_in_time(state: State, player: int) -> None:
    """UNO said before anyone said CONTRE-UNO: the round is won, the last card acting as a last card."""
    rules_scoring.finish_round(state, player, state.discard[-1])


def too_late(state: State) -> None:
    """Another player's turn action: nobody said CONTRE-UNO in time; the round was won before it."""
    winner = state.uno_catchable
    assert winner is not None
    state.pending_choice = None
    rules_scoring.finish_round(state, winner, state.discard[-1])
