"""UNO Wizz (wikipedia-uno-fr.txt, "Uno Wizz"): the Wizz card and its wheel.

"Un joueur peut jouer une carte Wizz [...] comme il jouerait une carte portant un chiffre ordinaire.
Cependant, quand une carte Wizz est jouée, le joueur suivant doit faire tourner la roue.  Lorsqu'un joueur
fait tourner la roue, il ne peut pas jouer de carte."  The wheel's nine outcomes are :class:`Wheel`'s, each
equally likely, drawn from the match's seeded random source.

Where the book leaves a choice, the player it concerns chooses (the ``WHEEL`` phase): the two cards kept
("Presque Uno"), the number or the colour let go, the card laid after "Uno wizz", the highest card laid (or
kept: "peut la mettre") after "La guerre".  Only a real choice is asked: one possible answer is taken at once.

This game's reading where the book is silent (said in the help):

- the cards a player gets rid of go under the top card of the discard pile, face up: the card to match and
  the colour in play stay, and no card's effect is applied;
- a player left with one card by the wheel has said UNO (the wheel made them, nobody can catch them); left with
  none, they win the round;
- "Carte rouge" and "Carte bleue" stop at any black card (a "carte JOKER": a Joker or a +4);
- "Uno wizz" is a race (the ``SHOUT`` phase): the first :class:`~..actions.Shout` wins; the table closes a race
  nobody won with :data:`~..actions.TIME_UP`;
- "La guerre": on a tie for the highest number, nobody lays; players with no number card show nothing;
- a Wizz turned as the first card makes the first player spin, as if the dealer had laid it;
- after the wheel, play goes on with the player after the one who spun it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .._values import FrozenValue
from ..actions import PASS, SHOUT, Action, ChooseColor, Pass, Play
from ..cards import BY_ORDER, Card, Color, Direction
from ..errors import IllegalAction, Reason
from ..events import (
    CardsDiscarded,
    DrawReason,
    HandShown,
    Shouted,
    WarShown,
    Wheel,
    WheelSpun,
)
from ..hooks import Family
from ..view import Phase
from . import hands as rules_hands
from . import piles as rules_piles
from . import scoring as rules_scoring

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView

#: The wheel's nine sectors, in the book's order.
OUTCOMES: Final[tuple[Wheel, ...]] = tuple(Wheel)
#: The colour each "draw until" sector waits for.
_UNTIL: Final[dict[Wheel, Color]] = {Wheel.RED_CARD: Color.RED, Wheel.BLUE_CARD: Color.BLUE}
#: Cards a player keeps after "Presque Uno".
KEEP: Final = 2


@dataclass(frozen=True, slots=True)
class WheelRecord(FrozenValue):
    """What the wheel asks now (``WHEEL`` and ``SHOUT`` phases), who spun it (play goes on after them), and the
    cards kept so far ("Presque Uno")."""

    wheel: Wheel | None = None
    spinner: int = 0
    kept: tuple[Card, ...] = ()


def _reset(record: WheelRecord) -> WheelRecord:
    """A new round: no question open (who spun last stays, unread)."""
    return WheelRecord(None, record.spinner, ())


def _view(state: State, player: int, record: WheelRecord) -> Mapping[str, object]:
    return {"wheel": record.wheel, "spinner": record.spinner if record.wheel is not None else None,
            "kept": record.kept if player == state.current_player else ()}


def _from_view(view: PlayerView, record: WheelRecord) -> WheelRecord:
    return WheelRecord(view.wheel, view.spinner or 0, view.kept)  # the wheel's question open, and who spun it


FAMILY: Family[WheelRecord] = Family("wizz", lambda rules: rules.wizz_cards > 0, WheelRecord(), reset=_reset,
                                     view=_view, from_view=_from_view)


def _put(state: State, wheel: Wheel | None, spinner: int, kept: tuple[Card, ...]) -> None:
    FAMILY.put(state, WheelRecord(wheel, spinner, kept))


def spin(state: State, spinner: int) -> None:
    """``spinner`` spins the wheel instead of playing; its outcome is applied (or asked about)."""
    outcome = OUTCOMES[state.rng.randrange(len(OUTCOMES))]
    _put(state, FAMILY.of(state).wheel, spinner, ())
    state.emit(WheelSpun, spinner, outcome)
    if outcome is Wheel.ALMOST_UNO:
        if len(state.hands[spinner]) <= KEEP:
            _nothing(state, spinner)
        else:
            _ask(state, spinner, outcome)
    elif outcome is Wheel.ONE_NUMBER_LESS or outcome is Wheel.ONE_COLOR_LESS:
        if not choices(state, spinner, outcome):
            _nothing(state, spinner)  # no number (or no colour) to let go
        else:
            _ask(state, spinner, outcome)
    elif outcome is Wheel.RED_CARD or outcome is Wheel.BLUE_CARD:
        # "jusqu'à ce qu'il pioche une carte rouge [bleue] ou une carte JOKER"
        rules_piles.draw_until(state, spinner, _UNTIL[outcome], DrawReason.WHEEL, black_stops=True)
        _done(state)
    elif outcome is Wheel.PASS_HANDS:
        rules_hands.pass_hands(state, spinner, Direction.LEFT)  # "avec le joueur à sa gauche", whatever the way
        _done(state)
    elif outcome is Wheel.SHOW_HAND:
        state.emit(HandShown, spinner, tuple(sorted(state.hands[spinner], key=BY_ORDER)))
        _done(state)
    elif outcome is Wheel.UNO_WIZZ:
        record = FAMILY.of(state)
        _put(state, outcome, record.spinner, record.kept)
        state.current_player = spinner
        state.phase = Phase.SHOUT
    else:
        _war(state)


def choices(state: State, player: int, outcome: Wheel | None = None) -> list[Action]:
    """What ``player`` may answer the wheel's question, in a stable order (hand order)."""
    record = FAMILY.of(state)
    outcome = outcome or record.wheel
    hand = state.hands[player]
    if outcome is Wheel.ONE_COLOR_LESS:
        colors = {card.color for card in hand if card.color is not None}
        return [ChooseColor(color) for color in Color if color in colors]
    if outcome is Wheel.ONE_NUMBER_LESS:
        return [Play(card) for card in state.distinct(hand) if card.number is not None]  # each names its number
    if outcome is Wheel.ALMOST_UNO:
        return [Play(card) for card in state.distinct(_remaining(hand, record.kept))]
    if outcome is Wheel.WAR:
        return [*(Play(card) for card in state.distinct(hand) if card.number == _highest(hand)), PASS]
    if outcome is Wheel.UNO_WIZZ:
        return [Play(card) for card in state.distinct(hand)]
    return []


def check(state: State, player: int, action: Action) -> None:
    """Refuse what does not answer the wheel's question (the ``WHEEL`` phase)."""
    if player != state.current_player:
        raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
    if isinstance(action, Play) and action.card not in state.hands[player]:
        raise IllegalAction(Reason.CARD_NOT_IN_HAND, player, action)
    allowed = choices(state, player)
    if isinstance(action, Play) and Play(action.card) in allowed:
        return  # a colour or an UNO said with it changes nothing: the card is only chosen
    if (isinstance(action, ChooseColor) or isinstance(action, Pass)) and action in allowed:
        return
    raise IllegalAction(Reason.WHEEL_CHOICE, player, action)


def choose(state: State, player: int, action: Action) -> None:
    """Apply ``player``'s answer to the wheel (checked by :func:`check`)."""
    record = FAMILY.of(state)
    outcome = record.wheel
    hand = state.hands[player]
    if outcome is Wheel.ALMOST_UNO and isinstance(action, Play):
        so_far = (*record.kept, action.card)
        _put(state, outcome, record.spinner, so_far)
        if len(so_far) < KEEP and len(set(_remaining(hand, so_far))) > 1:
            return  # one more to keep
        kept = list(so_far)
        kept += _remaining(hand, so_far)[: KEEP - len(kept)]  # the last one, when only one kind is left
        _get_rid_of(state, player, _remaining(hand, tuple(kept)))
    elif outcome is Wheel.ONE_NUMBER_LESS and isinstance(action, Play):
        _get_rid_of(state, player, [card for card in hand if card.number == action.card.number])
    elif outcome is Wheel.ONE_COLOR_LESS and isinstance(action, ChooseColor):
        _get_rid_of(state, player, [card for card in hand if card.color is action.color])
    elif isinstance(action, Play):  # the card laid after "Uno wizz" or "La guerre"
        _get_rid_of(state, player, [action.card])
    if state.phase is not Phase.ROUND_OVER and state.phase is not Phase.MATCH_OVER:
        _done(state)


def shout(state: State, player: int) -> None:
    """``player`` shouted "Uno wizz" first: they lay a card of their choice."""
    state.emit(Shouted, player)
    if len(set(state.hands[player])) <= 1:
        _get_rid_of(state, player, state.hands[player][:1])  # no choice to make
        if state.phase is Phase.SHOUT:
            _done(state)
        return
    _ask(state, player, Wheel.UNO_WIZZ)


def nobody_shouted(state: State) -> None:
    """The table closed the race: nobody shouted in time, nobody lays."""
    state.emit(Shouted, -1)
    _done(state)


def _ask(state: State, player: int, outcome: Wheel) -> None:
    """Ask ``player`` the wheel's question, unless it has only one answer (then that one is applied)."""
    record = FAMILY.of(state)
    _put(state, outcome, record.spinner, record.kept)
    state.current_player = player
    state.phase = Phase.WHEEL
    allowed = choices(state, player, outcome)
    numbers = {action.card.number for action in allowed if isinstance(action, Play)}
    if len(allowed) == 1 or outcome is Wheel.ONE_NUMBER_LESS and len(numbers) == 1:
        choose(state, player, allowed[0])  # one possible answer (one number, whatever its cards): no question


def _nothing(state: State, player: int) -> None:
    """The wheel asked ``player`` to get rid of cards they do not have: said (no card left), and play goes on."""
    state.emit(CardsDiscarded, player, (), len(state.hands[player]))
    _done(state)


def _done(state: State) -> None:
    """The wheel has done its work: the player after the one who spun it plays."""
    spinner = FAMILY.of(state).spinner
    _put(state, None, spinner, ())
    state.begin_turn(state.next_player(spinner))


def _remaining(hand: list[Card], kept: tuple[Card, ...]) -> list[Card]:
    """``hand`` without one copy of each card in ``kept``."""
    rest = list(hand)
    for card in kept:
        rest.remove(card)
    return rest


def _highest(hand: list[Card]) -> int | None:
    numbers = [card.number for card in hand if card.number is not None]
    return max(numbers) if numbers else None


def _get_rid_of(state: State, player: int, cards: list[Card]) -> None:
    """``cards`` leave ``player``'s hand and go under the top card, face up; an empty hand wins the round."""
    if not cards:
        return
    hand = state.hands[player]
    for card in cards:
        hand.remove(card)
    laid = sorted(cards, key=BY_ORDER)  # the pile's order from the cards alone, not from the hand's order
    top = state.discard.pop()
    state.discard.extend(laid)
    state.discard.append(top)
    state.emit(CardsDiscarded, player, tuple(laid), len(hand))
    if len(hand) == 1:
        state.uno_declared[player] = True  # the wheel made them: nobody can catch them
        if state.uno_catchable == player:
            state.uno_catchable = None
    elif not hand:
        _put(state, None, FAMILY.of(state).spinner, ())
        rules_scoring.finish_round(state, player, None)


def _war(state: State) -> None:
    """"La guerre": everyone shows their highest number at once; the only highest may lay it."""
    shown: list[Card | None] = []
    for seat, hand in enumerate(state.hands):
        best = _highest(hand) if not state.eliminated[seat] else None
        shown.append(None if best is None else next(card for card in sorted(hand, key=BY_ORDER) if card.number == best))
    numbers = [number for number in (card.number for card in shown if card is not None) if number is not None]
    top = max(numbers) if numbers else None
    leaders = [seat for seat, card in enumerate(shown) if card is not None and card.number == top]
    winner = leaders[0] if len(leaders) == 1 else None
    state.emit(WarShown, tuple(shown), winner)
    if winner is None:
        _done(state)
        return
    record = FAMILY.of(state)
    _put(state, Wheel.WAR, record.spinner, record.kept)
    state.current_player = winner
    state.phase = Phase.WHEEL


def legal(state: State, player: int) -> list[Action]:
    """The wheel's answers for the player it asks; in a race, the shout for everyone still in."""
    if state.phase is Phase.SHOUT:
        return [SHOUT]
    return choices(state, player) if player == state.current_player else []
