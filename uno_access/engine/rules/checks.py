"""Whether an action is allowed now, and why not: the one place that refuses (:class:`~..errors.IllegalAction`
with a :class:`~..errors.Reason` the console says in words).

It asks the rule of each family: the phase and the player whose decision it is, a card that fits the top
of the discard pile, the +4 restriction (:mod:`.draw_four`), answers to what is owed (:mod:`.answers`),
jump-in (:mod:`.jump_in`), a wrong card under Rapido's confusion rule (:mod:`.confusion`).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _ACTION_PHASES,
    _PLAY_PHASES,
    _Target,
)
from ..actions import (
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseEffect,
    ChooseTarget,
    Deal,
    Draw,
    Effect,
    NextRound,
    Pass,
    Play,
    Shout,
    SpendTotem,
    TimeUp,
    TotemUno,
)
from ..cards import Card, Color, Direction, Rank
from ..errors import IllegalAction, Reason
from ..rules import JumpIn
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


def check(state: State, player: int, action: Action) -> None:
    """Raise the most helpful :class:`IllegalAction` if ``action`` is not legal."""
    if (
        type(action) is Play
        and type(player) is int
        and player == state.current_player
        and state.phase is Phase.PLAY
        and action.color is None
        and action.card in state.hands[player]
        and state.is_playable(action.card)
    ):
        return  # the common case, checked first; anything else gets the full check and its reason
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < state.num_players:
        raise IllegalAction(Reason.UNKNOWN_PLAYER, player, action)
    if state.phase is Phase.MATCH_OVER:
        raise IllegalAction(Reason.GAME_OVER, player, action)
    if isinstance(action, NextRound):
        if state.phase is not Phase.ROUND_OVER:
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        return
    if state.phase is Phase.ROUND_OVER:
        raise IllegalAction(Reason.ROUND_OVER, player, action)
    if state.eliminated[player]:
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if isinstance(action, CatchUno):
        if state._uno_catchable is None or action.target != state._uno_catchable:
            raise IllegalAction(Reason.NOTHING_TO_CATCH, player, action)
        if action.target == player:
            raise IllegalAction(Reason.INVALID_TARGET, player, action)
        return
    if isinstance(action, CallUno):
        if player == state._uno_catchable:
            return
        if (
            player == state.current_player
            and len(state.hands[player]) == 2
            and not state._uno_declared[player]
            and (
                state.phase in _PLAY_PHASES
                or state.phase is Phase.SEQUENCE
                or state.phase in (Phase.ANSWER, Phase.CHALLENGE)
                and any(rules_answers.answers(state, card) for card in state.hands[player])
            )
        ):
            return
        raise IllegalAction(Reason.UNO_NOT_NOW, player, action)
    phase = state.phase
    if phase is Phase.SHOUT:
        # wizz.py: anyone may shout; only the table's clock (TIME_UP) closes the race
        if isinstance(action, Shout) or isinstance(action, TimeUp):
            return
        raise IllegalAction(Reason.SHOUT_NOW, player, action)
    if isinstance(action, Shout):
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if isinstance(action, SpendTotem) or isinstance(action, TotemUno):
        rules_totems.check(state, player, action)  # totems.py
        return
    if phase is Phase.WHEEL:
        rules_wizz.check(state, player, action)  # wizz.py: an answer to what the wheel asks
        return
    if isinstance(action, Play):
        card = action.card
        if not isinstance(card, Card) or card not in state.hands[player]:
            raise IllegalAction(Reason.CARD_NOT_IN_HAND, player, action)
        if action.color is not None and (not card.chooses_color or not isinstance(action.color, Color)):
            raise IllegalAction(Reason.COLOR_NOT_ALLOWED, player, action)
        if player != state.current_player:
            if phase is Phase.ANSWER and card.rank is Rank.QUICKOS and rules_family.may_turn_back(state, player):
                return  # family.py: whoever holds the Quickos card turns the +4 back
            if rules_uno_turn.may_lay_out_of_turn(state, player, card):
                return  # uno_turn.py: "à n'importe quel moment de la partie"
            if rules_olympic.may_lay_invisible(state, player, card):
                return  # olympic.py: the invisible card "peut être jouée n'importe quand"
            if (phase in _PLAY_PHASES or phase is Phase.SEQUENCE and not state._finishing and not state._royal) \
                    and rules_jump_in.can_jump_in(state, card):
                return  # sequences.py: "Le joueur peut être interrompu dans sa suite" by an identical card
            if state.rules.jump_in is not JumpIn.OFF and phase in _PLAY_PHASES:
                raise IllegalAction(Reason.NOT_IDENTICAL, player, action)
            raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
        if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
            if not rules_answers.answers(state, card):
                raise IllegalAction(Reason.MUST_ANSWER_DRAW, player, action)
            return
        if phase is Phase.SEQUENCE:
            if not rules_sequences.can_follow(state, card):
                raise IllegalAction(Reason.CARD_DOES_NOT_MATCH, player, action)
            return
        if phase not in _PLAY_PHASES:
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        if phase is Phase.AFTER_DRAW and card != state._drawn:
            raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
        if not state.is_playable(card) and not rules_olympic.may_lay_invisible(state, player, card):
            reason = Reason.COLOR_IN_HAND if card.rank is Rank.DRAW_FOUR_ANY else Reason.CARD_DOES_NOT_MATCH
            raise IllegalAction(reason, player, action)
        return
    if player != state.current_player:
        raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
    expected = _ACTION_PHASES.get(type(action))
    if expected is None:
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if phase not in expected:
        if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
            raise IllegalAction(Reason.MUST_ANSWER_DRAW, player, action)
        raise IllegalAction(Reason.WRONG_PHASE, player, action)
    if (
        isinstance(action, Draw)
        and phase is Phase.AFTER_DRAW
        and (state.rules.forced_play or state._draws_this_turn >= state.rules.draw_limit)
    ):
        raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
    if isinstance(action, Pass) and (phase is Phase.CHOOSE_DIRECTION or phase is Phase.CHOOSE_TARGET):
        if not rules_olympic.may_keep_hands(state):
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)  # olympic.py: only a 0 or a 7 may be kept
    elif isinstance(action, Pass) and (state.rules.forced_play and phase is Phase.AFTER_DRAW or state._finishing
                                       or state._royal_laid >= 2):
        raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
    if isinstance(action, Deal) and (type(action.count) is not int or action.count not in rules_olympic.deal_counts(state)):
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)  # olympic.py: "entre 7 et 15 cartes"
    if isinstance(action, ChooseDirection) and not isinstance(action.direction, Direction):
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if isinstance(action, TimeUp) and not state.rules.time_limit:
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)  # timers.py: no clock at this table
    if isinstance(action, Challenge):
        draw = state.pending_draw
        earlier = draw.earlier if draw is not None else None
        if action.target is None and (draw is None or draw.challenge is None) \
                or action.target is not None and (earlier is None or action.target != earlier.bluffer):
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)  # draw_four.py: that +4 is not open
    if isinstance(action, ChooseColor) and not isinstance(action.color, Color):
        raise IllegalAction(Reason.COLOR_REQUIRED, player, action)
    if isinstance(action, ChooseEffect) and not isinstance(action.effect, Effect):
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if isinstance(action, ChooseTarget) and action.target not in rules_hands.targets(state, player):
        if rules_hands.target_purpose(state) is _Target.SWAP_CARD and action.target in rules_hands.others(state, player):
            raise IllegalAction(Reason.TARGET_HAS_UNO, player, action)
        raise IllegalAction(Reason.INVALID_TARGET, player, action)
