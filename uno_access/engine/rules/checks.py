"""Whether an action is allowed now, and why not: the one place that refuses (:class:`~..errors.IllegalAction`
with a :class:`~..errors.Reason` the console says in words).

One reading of legality: an action is legal when :func:`.legal.legal_actions` lists it, so each rule says what
a player may do once, there (the answers of :mod:`.answers`, jump-in of :mod:`.jump_in`, the cards that fit);
the families that check their own answers (the wheel of :mod:`.wizz`, the totems of :mod:`.totems`) are asked
here, and so is the table's clock (:mod:`.timers`).  :func:`refusal` says why an action that is not listed is
refused, the first reason that holds; :mod:`.confusion` reads it (a wrong card under Rapido's confusion rule).

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
    ChooseColor,
    ChooseDirection,
    ChooseTarget,
    Deal,
    Draw,
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
from . import hands as rules_hands
from . import legal as rules_legal
from . import totems as rules_totems
from . import wizz as rules_wizz

if TYPE_CHECKING:
    from ..state import State


def check(state: State, player: int, action: Action) -> None:
    """Raise the most helpful :class:`IllegalAction` if ``action`` is not legal.

    One reading of legality: an action is legal when :func:`.legal.legal_actions` lists it (a colour or an UNO said
    with a card aside), or, for the families that check their own answers (the wheel, the totems) and the table's
    clock, when their rule allows it; :func:`refusal` only says why the others are not.
    """
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
    phase = state.phase
    if not isinstance(action, CatchUno) and not isinstance(action, CallUno) and not isinstance(action, NextRound) \
            and phase is not Phase.MATCH_OVER and phase is not Phase.ROUND_OVER and not state.eliminated[player]:
        if phase is Phase.SHOUT:
            # wizz.py: anyone may shout; only the table's clock (TIME_UP) closes the race
            if isinstance(action, Shout) or isinstance(action, TimeUp):
                return
            raise IllegalAction(Reason.SHOUT_NOW, player, action)
        if isinstance(action, SpendTotem) or isinstance(action, TotemUno):
            rules_totems.check(state, player, action)  # totems.py
            return
        if phase is Phase.WHEEL and not isinstance(action, Shout):
            rules_wizz.check(state, player, action)  # wizz.py: an answer to what the wheel asks
            return
    if _listed(state, player, action):
        return
    raise IllegalAction(refusal(state, player, action), player, action)


def _listed(state: State, player: int, action: Action) -> bool:
    """Whether ``action`` is one :func:`.legal.legal_actions` lists (a card's play said with its colour, UNO or
    INTERCEPTION is the card's play), or the table's clock closing the turn (timers.py)."""
    if isinstance(action, Play):
        card = action.card
        if not isinstance(card, Card):
            return False
        if action.color is not None:
            if not card.chooses_color or not isinstance(action.color, Color):
                return False
        elif not action.uno and not action.intercept:
            return _among(state.legal_actions(player), action)
        return _among(state.legal_actions(player), Play(card))  # UNO or INTERCEPTION said with it (jump_in.py)
    if isinstance(action, TimeUp):
        # timers.py: the clock of the player to act, in their turn (the table's action, never listed)
        return player == state.current_player and state.phase in _PLAY_PHASES and bool(state.rules.time_limit)
    if isinstance(action, Deal) and type(action.count) is not int:
        return False  # Deal(7.0) equals Deal(7): a count is a whole number
    if isinstance(action, ChooseDirection) and not isinstance(action.direction, Direction):
        return False
    if player == state.current_player and state.phase is Phase.AFTER_DRAW:
        return _among(state.legal_actions(player), action)  # the core's own list (a card drawn), short
    return _among(rules_legal.legal_actions(state, player, cards=False), action)  # not a card: no play listed


def _among(actions: list[Action], action: Action) -> bool:
    """``action in actions``, comparing only actions of its kind (an action's ``==`` is Python code, compiled too)."""
    kind = type(action)
    for listed in actions:
        if listed is action or type(listed) is kind and listed == action:
            return True
    return False


def refusal(state: State, player: int, action: Action) -> Reason:
    """Why ``player`` (a seat) may not take ``action``, an action :func:`.legal.legal_actions` does not list: the
    first reason that holds, in the order a player understands (the game, the card, the turn, the phase)."""
    phase = state.phase
    if phase is Phase.MATCH_OVER:
        return Reason.GAME_OVER
    if isinstance(action, NextRound):
        return Reason.WRONG_PHASE
    if phase is Phase.ROUND_OVER:
        return Reason.ROUND_OVER
    if state.eliminated[player]:
        return Reason.NOT_AVAILABLE
    if isinstance(action, CatchUno):
        if state.uno_catchable is None or action.target != state.uno_catchable:
            return Reason.NOTHING_TO_CATCH
        return Reason.INVALID_TARGET  # the one to catch is the player: they say UNO
    if isinstance(action, CallUno):
        return Reason.UNO_NOT_NOW
    if isinstance(action, Shout):
        return Reason.NOT_AVAILABLE
    if isinstance(action, Play):
        card = action.card
        if not isinstance(card, Card) or card not in state.hands[player]:
            return Reason.CARD_NOT_IN_HAND
        if action.color is not None and (not card.chooses_color or not isinstance(action.color, Color)):
            return Reason.COLOR_NOT_ALLOWED
        if player != state.current_player:
            if state.rules.jump_in is not JumpIn.OFF and phase in _PLAY_PHASES:
                return Reason.NOT_IDENTICAL
            return Reason.NOT_YOUR_TURN
        if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
            return Reason.MUST_ANSWER_DRAW
        if phase is Phase.SEQUENCE:
            return Reason.CARD_DOES_NOT_MATCH
        if phase not in _PLAY_PHASES:
            return Reason.WRONG_PHASE
        if phase is Phase.AFTER_DRAW and card != state.drawn:
            return Reason.ONLY_DRAWN_CARD
        return Reason.COLOR_IN_HAND if card.rank is Rank.DRAW_FOUR_ANY else Reason.CARD_DOES_NOT_MATCH
    if player != state.current_player:
        return Reason.NOT_YOUR_TURN
    expected = _ACTION_PHASES.get(type(action))
    if expected is None:
        return Reason.NOT_AVAILABLE
    if phase not in expected:
        if phase is Phase.ANSWER or phase is Phase.CHALLENGE:
            return Reason.MUST_ANSWER_DRAW
        return Reason.WRONG_PHASE
    if isinstance(action, Draw):
        return Reason.ONLY_DRAWN_CARD  # the draw limit reached, or the card drawn must be played
    if isinstance(action, Pass):
        if phase is Phase.CHOOSE_DIRECTION or phase is Phase.CHOOSE_TARGET:
            return Reason.NOT_AVAILABLE  # olympic.py: only a 0 or a 7 may be kept
        return Reason.ONLY_DRAWN_CARD  # the card drawn must be played, a sequence that may not stop
    if isinstance(action, ChooseColor):
        return Reason.COLOR_REQUIRED
    if isinstance(action, ChooseTarget):
        if rules_hands.target_purpose(state) is _Target.SWAP_CARD and action.target in rules_hands.others(state, player):
            return Reason.TARGET_HAS_UNO
        return Reason.INVALID_TARGET
    return Reason.NOT_AVAILABLE  # a deal, a direction, a challenge, an effect, the clock: not this one now
