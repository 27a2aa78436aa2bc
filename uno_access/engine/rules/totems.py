"""UNO Totem Power (wikipedia-uno-fr.txt, "Autres variantes"): four totems.

The book gives one sentence: "quatre « totems » (un de chaque couleur, marquée U, N, O, et !) peuvent être
capturés ou échangés par les joueurs. Un totem permet de contrer les cartes « action », et la possession
simultanée des 4 pièces permet d'obtenir un Uno immédiat."  This game's reading, complete and said in the
help (``rules-option-totems``):

- the totems are red U, yellow N, green O and blue ! (the book names the marks, not which colour bears
  which); each round starts with the four in the middle of the table, and who holds which is public;
- **captured, exchanged**: laying an action card of a colour (+2, reverse, skip) takes that colour's totem,
  from the middle or from the player who holds it (a totem changes hands);
- **countering an action card**: a player a +2, a +4, a skip (or their stack, or Rapido's UNO card) is laid on
  who holds a totem may give one back to the middle (:class:`~..actions.SpendTotem`, the colour of their
  choice): its effect on them is cancelled, nothing to draw, no turn lost, and they play;
- **an immediate UNO**: a player who holds the four at once may, at their turn, instead of playing, keep one
  card of their choice and let the others go under the top card, face up, with no effect
  (:class:`~..actions.TotemUno`); the four totems go back to the middle, the player has said UNO, and the next
  player plays.

Everything a bot needs is public (the holders), so the bots weigh it as a person would.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from ..actions import Action, SpendTotem, TotemUno
from ..cards import BY_ORDER, COLORS, Card, Color, Rank
from ..errors import IllegalAction, Reason
from ..events import CardsDiscarded, TotemSpent, TotemTaken, TotemUnoCalled
from ..hooks import Family
from ..view import Phase

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView

#: Nobody holds it: the totem stands in the middle of the table.
MIDDLE: Final = -1
#: The four totems' marks, in the order of the colours (red, yellow, green, blue).
MARKS: Final[tuple[str, ...]] = ("U", "N", "O", "!")
#: The cards that capture the totem of their colour.
_CAPTURING: Final = frozenset({Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP})


def _view(state: State, player: int, record: tuple[int, ...]) -> Mapping[str, object]:
    return {"totems": record}


def _from_view(view: PlayerView, record: tuple[int, ...]) -> tuple[int, ...]:
    return view.totems  # who holds them is public


#: Who holds each totem, in colour order (red U, yellow N, green O, blue !); -1: in the middle.  Each round starts
#: with the four in the middle.
FAMILY: Family[tuple[int, ...]] = Family("totems", lambda rules: rules.totems, (MIDDLE,) * len(COLORS),
                                         view=_view, from_view=_from_view)


def holders(state: State) -> tuple[int, ...]:
    """Who holds each totem, in colour order (:data:`MIDDLE`: nobody)."""
    return FAMILY.of(state)


def held_by(state: State, player: int) -> list[Color]:
    """The colours of the totems ``player`` holds."""
    return [color for color, holder in zip(COLORS, FAMILY.of(state)) if holder == player]


def card_laid(state: State, player: int, card: Card) -> None:
    """An action card of a colour takes that colour's totem, from the middle or from its holder."""
    if card.rank not in _CAPTURING or card.color is None:
        return
    index = COLORS.index(card.color)
    totems = list(FAMILY.of(state))
    holder = totems[index]
    if holder == player:
        return
    totems[index] = player
    FAMILY.put(state, tuple(totems))
    state.emit(TotemTaken, player, card.color, holder)


def may_counter(state: State, victim: int) -> bool:
    """Whether ``victim`` holds a totem to counter the action card laid on them."""
    return victim in FAMILY.of(state)


def counters(state: State, player: int) -> list[Action]:
    """The totems ``player`` may give back to counter what is owed, in colour order."""
    return [SpendTotem(color) for color in held_by(state, player)]


def spend(state: State, player: int, color: Color) -> None:
    """``player`` gives the ``color`` totem back: the action card's effect on them is cancelled; they play."""
    totems = list(FAMILY.of(state))
    totems[COLORS.index(color)] = MIDDLE
    FAMILY.put(state, tuple(totems))
    state.emit(TotemSpent, player, color, state.draw_owed)
    state.pending_draw = None
    state.begin_turn(player)


def check(state: State, player: int, action: Action) -> None:
    """Refuse a totem spent without an action card to counter, or not held; an immediate UNO without the four."""
    if not state.rules.totems or player != state.current_player:
        raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
    if isinstance(action, SpendTotem):
        if state.phase is not Phase.ANSWER and state.phase is not Phase.CHALLENGE:
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        if action not in counters(state, player):
            raise IllegalAction(Reason.NO_TOTEM, player, action)
        return
    if isinstance(action, TotemUno):
        if state.phase is not Phase.PLAY:
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        if action.card not in state.hands[player]:
            raise IllegalAction(Reason.CARD_NOT_IN_HAND, player, action)
        if action not in uno_choices(state, player):
            raise IllegalAction(Reason.NO_TOTEM, player, action)
        return
    raise IllegalAction(Reason.NOT_AVAILABLE, player, action)  # pragma: no cover - only totem actions come here


def uno_choices(state: State, player: int) -> list[Action]:
    """The cards ``player`` may keep with the four totems (at their turn, more than one card in hand)."""
    if len(held_by(state, player)) < len(COLORS) or len(state.hands[player]) < 2:
        return []
    return [TotemUno(card) for card in state.distinct(state.hands[player])]


def immediate_uno(state: State, player: int, kept: Card) -> None:
    """The four totems: ``player`` keeps ``kept`` and lets the others go; the totems go back to the middle."""
    hand = state.hands[player]
    gone = list(hand)
    gone.remove(kept)
    gone.sort(key=BY_ORDER)  # the pile's order from the cards alone, not from the hand's order
    state.hands[player] = [kept]
    top = state.discard.pop()
    state.discard.extend(gone)
    state.discard.append(top)
    FAMILY.put(state, FAMILY.fresh)
    state.emit(TotemUnoCalled, player)
    state.emit(CardsDiscarded, player, tuple(gone), 1)
    state.uno_declared[player] = True
    if state.uno_catchable == player:
        state.uno_catchable = None
    state.end_turn(player)
    state.uno_declared[player] = True  # _end_turn forgets the UNO said for the turn; this one holds
