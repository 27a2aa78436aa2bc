"""What a player may do outside the engine's fast path: every phase, out of turn, every deck.

:meth:`~uno_access.engine.state.State.legal_actions` answers the hottest question itself (the player to
play, a classic deck, or a card just drawn); everything else is listed here, in the same stable order:
turn actions, jump-ins and other plays out of turn, then UNO calls and catches.  Each rule's part cites its
module: sequences.py, answers.py, draw_four.py, family.py, jump_in.py, uno_turn.py.

Part of the rules engine: :class:`~uno_access.engine.state.State` binds these functions as its methods,
so the core calls them as ``self._name(...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import _PLAY_PHASES, _play_of
from ..actions import (
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
    Action,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseEffect,
    ChooseTarget,
    Deal,
    Effect,
    Play,
)
from ..cards import BY_ORDER, COLORS, Direction, Rank
from ..rules import JumpIn, Stacking
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State


def legal_actions(state: State, player: int) -> list[Action]:
    """Everything ``player`` may do now, for the phases and decks the core's fast path leaves out."""
    phase = state.phase
    if not 0 <= player < state.num_players:
        return []  # not a seat at this table: nothing apply would accept (no -1 read from the end)
    if phase is Phase.MATCH_OVER:
        return []
    if phase is Phase.ROUND_OVER:
        return [NEXT_ROUND]
    if state.eliminated[player]:
        return []
    actions: list[Action] = []
    hand = state.hands[player]
    if player == state.current_player:
        if phase is Phase.PLAY:
            # A deck with the UNO card or Family cards: each card asks is_playable (_fits).
            color = state.color
            playable = {card for card in hand if state._fits(card, color)}
            actions.extend(_play_of(card) for card in sorted(playable, key=BY_ORDER))
            actions.append(DRAW)
            if len(hand) == 2 and not state._uno_declared[player]:
                actions.append(CALL_UNO)
        elif phase is Phase.SEQUENCE:
            # sequences.py: the cards that follow the last one laid, or stop (not in a finish).
            actions.extend(_play_of(card) for card in state._distinct(hand) if state._can_follow(card))
            if not state._finishing and state._royal_laid < 2:
                actions.append(PASS)
            if len(hand) == 2 and not state._uno_declared[player]:
                actions.append(CALL_UNO)
        elif phase is Phase.CHOOSE_COLOR:
            actions.extend(ChooseColor(color) for color in COLORS)
        elif phase is Phase.CHOOSE_TARGET:
            actions.extend(ChooseTarget(target) for target in state._targets(player))
            if state._may_keep_hands():
                actions.append(PASS)  # olympic.py: a 7 "Ce n'est pas obligatoire"
        elif phase is Phase.CHOOSE_DIRECTION:
            actions.extend(ChooseDirection(direction) for direction in Direction)
            if state._may_keep_hands():
                actions.append(PASS)  # olympic.py: a 0 "Ce n'est pas obligatoire"
        elif phase is Phase.DEAL:
            actions.extend(Deal(count) for count in state._deal_counts())  # olympic.py
        elif phase is Phase.CHOOSE_EFFECT:
            actions.extend(ChooseEffect(effect) for effect in Effect)
        elif phase is Phase.CHALLENGE or phase is Phase.ANSWER:
            # Only stacking and the Quickos card answer a +4; the others answer draw cards and skips.
            rules = state.rules
            may_answer = phase is Phase.ANSWER or rules.stacking is not Stacking.OFF or not state._plain_deck \
                or rules.strict_draw_four
            answers = [Play(card) for card in state._distinct(hand) if state._answers(card)] if may_answer else []
            actions.extend(answers)
            if phase is Phase.CHALLENGE:
                if state._challenge is not None:
                    actions.append(CHALLENGE)
                if state._earlier is not None:  # draw_four.py: "ou même aux deux à tour de rôle"
                    actions.append(Challenge(state._earlier[0]))
            actions.append(ACCEPT)
            if answers and len(hand) == 2 and not state._uno_declared[player]:
                actions.append(CALL_UNO)
    elif (phase in _PLAY_PHASES or phase is Phase.SEQUENCE and not state._finishing and not state._royal) \
            and state.rules.jump_in is not JumpIn.OFF:
        actions.extend(Play(card) for card in state._distinct(hand) if state._can_jump_in(card))
    elif phase is Phase.ANSWER and state._quickos_anyone(player):
        actions.extend(Play(card) for card in state._distinct(hand) if card.rank is Rank.QUICKOS)
    if player != state.current_player and state.rules.turn_cards:
        # uno_turn.py: the UNO card "peut-être jouée à n'importe quel moment de la partie"
        actions.extend(Play(card) for card in state._distinct(hand) if state._may_turn(player, card))
    catchable = state._uno_catchable
    if catchable is not None:
        actions.append(CALL_UNO if player == catchable else CatchUno(catchable))
    return actions
