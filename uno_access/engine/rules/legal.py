"""What a player may do outside the engine's fast path: every phase, out of turn, every deck.

:meth:`~uno_access.engine.state.State.legal_actions` answers the hottest question itself (the player to
play, a classic deck, or a card just drawn); everything else is listed here, in the same stable order:
turn actions, jump-ins and other plays out of turn, then UNO calls and catches.  Each rule's part cites its
module: sequences.py, answers.py, draw_four.py, family.py, jump_in.py, uno_turn.py.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

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
from . import answers as rules_answers
from . import family as rules_family
from . import hands as rules_hands
from . import jump_in as rules_jump_in
from . import olympic as rules_olympic
from . import sequences as rules_sequences
from . import totems as rules_totems
from . import uno_turn as rules_uno_turn
from . import wizz as rules_wizz

if TYPE_CHECKING:
    from ..state import State


#: The answers to a choice, built once and shared (actions are values; compiled, building a frozen dataclass runs
#: Python code): the colours, the directions, the Family Joker's effects, a seat of a table of up to ten.
_CHOOSE_COLOR: Final = tuple(ChooseColor(color) for color in COLORS)
_CHOOSE_DIRECTION: Final = tuple(ChooseDirection(direction) for direction in Direction)
_CHOOSE_EFFECT: Final = tuple(ChooseEffect(effect) for effect in Effect)
_CHOOSE_TARGET: Final = tuple(ChooseTarget(seat) for seat in range(10))
_CATCH: Final = tuple(CatchUno(seat) for seat in range(10))


def legal_actions(state: State, player: int, cards: bool = True) -> list[Action]:
    """Everything ``player`` may do now, for the phases and decks the core's fast path leaves out.

    ``cards=False``: everything but the plays of a card (what checks.py asks of an action that is not one)."""
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
    if phase is Phase.WHEEL or phase is Phase.SHOUT:
        actions.extend(rules_wizz.legal(state, player))  # wizz.py: the wheel's question, or the race
    elif player == state.current_player:
        if phase is Phase.PLAY:
            # A deck with the UNO card or Family cards: each card asks is_playable (_fits).
            color = state.color
            if cards:
                playable = {card for card in hand if state.fits_with(card, color)
                            or card.rank is Rank.INVISIBLE and rules_olympic.may_lay_invisible(state, player, card)}
                actions.extend(_play_of(card) for card in sorted(playable, key=BY_ORDER))
            actions.append(DRAW)
            if state.rules.totems:
                actions.extend(rules_totems.uno_choices(state, player))  # totems.py: the four totems' UNO
            if len(hand) == 2 and not state.uno_declared[player]:
                actions.append(CALL_UNO)
        elif phase is Phase.SEQUENCE:
            # sequences.py: the cards that follow the last one laid, or stop (not in a finish).
            if cards:
                actions.extend(_play_of(card) for card in state.distinct(hand) if rules_sequences.can_follow(state, card))
            if not rules_sequences.laying(state).finishing and rules_sequences.laying(state).royal_laid < 2:
                actions.append(PASS)
            if len(hand) == 2 and not state.uno_declared[player]:
                actions.append(CALL_UNO)
        elif phase is Phase.CHOOSE_COLOR:
            actions.extend(_CHOOSE_COLOR)
        elif phase is Phase.CHOOSE_TARGET:
            actions.extend(_CHOOSE_TARGET[target] if 0 <= target < len(_CHOOSE_TARGET) else ChooseTarget(target)
                           for target in rules_hands.targets(state, player))
            if rules_olympic.may_keep_hands(state):
                actions.append(PASS)  # olympic.py: a 7 "Ce n'est pas obligatoire"
        elif phase is Phase.CHOOSE_DIRECTION:
            actions.extend(_CHOOSE_DIRECTION)
            if rules_olympic.may_keep_hands(state):
                actions.append(PASS)  # olympic.py: a 0 "Ce n'est pas obligatoire"
        elif phase is Phase.DEAL:
            actions.extend(Deal(count) for count in rules_olympic.deal_counts(state))  # olympic.py
        elif phase is Phase.CHOOSE_EFFECT:
            actions.extend(_CHOOSE_EFFECT)
        elif phase is Phase.CHALLENGE or phase is Phase.ANSWER:
            # Only stacking and the Quickos card answer a +4; the others answer draw cards and skips.
            rules = state.rules
            may_answer = phase is Phase.ANSWER or rules.stacking is not Stacking.OFF or not state.hooks.plain_deck \
                or rules.strict_draw_four
            answers = [Play(card) for card in state.distinct(hand) if rules_answers.answers(state, card)] if may_answer else []
            if cards:
                actions.extend(answers)
            draw = state.pending_draw
            if phase is Phase.CHALLENGE and draw is not None:
                if draw.challenge is not None:
                    actions.append(CHALLENGE)
                if draw.earlier is not None:  # draw_four.py: "ou même aux deux à tour de rôle"
                    actions.append(Challenge(draw.earlier.bluffer))
            if state.rules.totems:
                actions.extend(rules_totems.counters(state, player))  # totems.py: a totem counters it
            actions.append(ACCEPT)
            if answers and len(hand) == 2 and not state.uno_declared[player]:
                actions.append(CALL_UNO)
    elif not cards:
        pass  # out of turn, only cards are laid
    elif (phase in _PLAY_PHASES or phase is Phase.SEQUENCE and not rules_sequences.unbroken(state)) \
            and state.rules.jump_in is not JumpIn.OFF:
        actions.extend(Play(card) for card in state.distinct(hand) if rules_jump_in.can_jump_in(state, card))
    elif phase is Phase.ANSWER and rules_family.may_turn_back(state, player):
        actions.extend(Play(card) for card in state.distinct(hand) if card.rank is Rank.QUICKOS)
    if cards and player != state.current_player and state.rules.turn_cards:
        # uno_turn.py: the UNO card "peut-être jouée à n'importe quel moment de la partie"
        actions.extend(Play(card) for card in state.distinct(hand) if rules_uno_turn.may_lay_out_of_turn(state, player, card))
    if cards and player != state.current_player and state.rules.invisible_any_time:
        # olympic.py: the invisible card "peut être jouée n'importe quand"
        actions.extend(Play(card) for card in state.distinct(hand) if rules_olympic.may_lay_invisible(state, player, card))
    catchable = state.uno_catchable
    if catchable is not None:
        actions.append(CALL_UNO if player == catchable else
                       _CATCH[catchable] if 0 <= catchable < len(_CATCH) else CatchUno(catchable))
    return actions
