"""UNO Olympique's own rules (wikipedia-uno-fr.txt, "UNO Olympique"): the dealer's deal, the 0 and the 7 as the
player chooses, the round of 2s, the invisible UNO card.

- "Le donneur distribue entre 7 et 15 cartes, à son choix" and "Le sens de distribution des cartes est au choix du
  donneur et définit le sens du jeu" (``RuleSet.dealer_deals``): the round opens in the ``DEAL`` phase, the dealer
  answers with :class:`~..actions.Deal` then :class:`~..actions.ChooseDirection`.  At most 15, and never so many
  that the deck would not keep a draw pile (10 cards at least): with 10 players, 7 or 8.
- "Poser un « 0 » permet de tourner les jeux dans le sens du choix du poseur. Ce n'est pas obligatoire. Poser un
  « 7 » permet d'échanger son jeu avec le joueur de son choix. Ce n'est pas obligatoire" and "Si A échange ses
  cartes avec B, on considère que c'est B qui vient de jouer et le tour reprend à lui"
  (``RuleSet.seven_zero_choice``): after a 0 the player chooses a direction or keeps the hands (:class:`Pass`);
  after a 7 they choose a player or keep their hand; after a swap, play goes on from the player after B.  A 0 is
  a change of hands too ("c'est le jeu qui importe, et non le joueur, dans le cas d'un changement de jeux"):
  whoever receives the hand that laid it has just played, and play goes on from the player after them.
- "Poser un « 2 » oblige les autres joueurs à poser des « 2 » ou à piocher jusqu'à la fin du tour de table"
  (``RuleSet.twos_round``): this game's reading, said in the help: going round the table once from the player
  after, each other player lays a 2 of any colour or draws one card; then the player who laid the first 2 plays
  again, everyone having had their turn.  Only a 2 laid alone opens the round (not inside a sequence or a pair).
- "La carte « UNO » double-face est « invisible » : elle permet à un joueur d'éviter un malus, mais n'annule pas le
  malus : il est reporté sur le suivant. Elle peut être jouée n'importe quand." (``RuleSet.invisible_cards``): a
  player facing a draw card, a stack or a skip may lay it instead of answering; the whole malus falls on the next
  player, who may answer it in turn.  Invisible, it goes under the top card: the colour and the card to match
  stay.  A malus given at once (a forgotten UNO, too slow) has no moment to answer: the card cannot avoid it.
  The other reading of "n'importe quand" (``RuleSet.invisible_any_time``): at any moment, one's turn or not, while
  cards are being laid; with no malus to pass on it goes under the top card and changes nothing else (it is
  invisible), a way to be rid of its 100 points or to go out; laid at one's turn, the turn goes on.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .._shared import _Target
from .._values import FrozenValue
from ..actions import Deal, Play
from ..cards import Card, Direction, Rank
from ..events import (
    DealChosen,
    DrawOwed,
    DrawReason,
    HandsKept,
    MalusPassed,
    TwosRound,
)
from ..hooks import Family
from ..pending import PendingDraw
from ..view import Phase
from . import hands as rules_hands
from . import piles as rules_piles
from . import scoring as rules_scoring
from . import sequences as rules_sequences

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView


@dataclass(frozen=True, slots=True)
class OlympicRecord(FrozenValue):
    """The cards the dealer chose to deal, until they choose the direction (0: none chosen); who laid the 2 that
    goes round the table (``None``: no round of 2s)."""

    deal_count: int = 0
    twos_from: int | None = None


def _reset(record: OlympicRecord) -> OlympicRecord:
    return OlympicRecord(record.deal_count, None)  # the dealer's question opens the round (:func:`ask_deal`)


def _view(state: State, player: int, record: OlympicRecord) -> Mapping[str, object]:
    return {"dealing": record.deal_count, "twos_from": record.twos_from}


def _from_view(view: PlayerView, record: OlympicRecord) -> OlympicRecord:
    return OlympicRecord(view.dealing, view.twos_from)  # the deal's way (not a 0's), the round of 2s going on


FAMILY: Family[OlympicRecord] = Family("olympic", lambda rules: rules.twos_round or rules.dealer_deals,
                                       OlympicRecord(), reset=_reset, view=_view, from_view=_from_view)


def twos_from(state: State) -> int | None:
    """Who laid the 2 going round the table (``None`` outside the round of 2s)."""
    return FAMILY.of(state).twos_from

#: "entre 7 et 15 cartes"; the deck keeps at least this many cards besides the hands.
MOST_DEALT = 15
_PILE_KEPT = 10


def deal_counts(state: State) -> range:
    """How many cards the dealer may deal to each player: from the rules' hand size (7) to 15, within the deck."""
    low = state.rules.hand_size
    players = state.num_players - sum(state.eliminated)
    high = min(MOST_DEALT, (len(state.rules.build_deck()) - _PILE_KEPT) // players)
    return range(low, max(low, high) + 1)


def ask_deal(state: State) -> None:
    """The round opens with the dealer's question: how many cards, then which way."""
    FAMILY.put(state, OlympicRecord(0, FAMILY.of(state).twos_from))
    state.current_player = state.dealer
    state.phase = Phase.DEAL


def deal(state: State, player: int, action: Deal) -> None:
    FAMILY.put(state, OlympicRecord(action.count, FAMILY.of(state).twos_from))
    state.phase = Phase.CHOOSE_DIRECTION


def choose_direction(state: State, player: int, direction: Direction) -> None:
    """The deal's direction (it sets the direction of play), or the way a 0 turns the hands."""
    record = FAMILY.of(state)
    if record.deal_count:
        count = record.deal_count
        FAMILY.put(state, OlympicRecord(0, record.twos_from))
        state.direction = direction
        state.emit(DealChosen, player, count, direction)
        state.deal_cards(count)
        return
    rules_hands.pass_hands(state, player, direction)
    # "c'est le jeu qui importe, et non le joueur": the hand that laid the 0 has just played, where it is now.
    seats = [seat for seat in range(state.num_players) if not state.eliminated[seat]]
    holder = seats[(seats.index(player) + direction.value) % len(seats)]
    state.begin_turn(state.next_player(holder))


def may_keep_hands(state: State) -> bool:
    """Whether the question open is a 0's or a 7's under ``seven_zero_choice``: it may be declined."""
    if not state.rules.seven_zero_choice:
        return False
    if state.phase is Phase.CHOOSE_DIRECTION:
        return not FAMILY.of(state).deal_count
    return state.phase is Phase.CHOOSE_TARGET and state.pending_choice is not None \
        and state.pending_choice.target is _Target.SEVEN


def keep_hands(state: State, player: int) -> None:
    """A 0 or a 7 laid without turning or swapping: "Ce n'est pas obligatoire"."""
    state.emit(HandsKept, player)
    state.begin_turn(state.next_player(player))


def open_twos(state: State, player: int) -> None:
    """A 2 laid alone: every other player, round the table, lays a 2 or draws one."""
    FAMILY.put(state, OlympicRecord(FAMILY.of(state).deal_count, player))
    state.emit(TwosRound, player)
    ask_twos(state, state.next_player(player))


def ask_twos(state: State, player: int) -> None:
    """``player``'s part of the round of 2s; back at its opener, the round is over and they play."""
    record = FAMILY.of(state)
    opener = record.twos_from
    state.pending_draw = None
    if player == opener or opener is None:
        FAMILY.put(state, OlympicRecord(record.deal_count, None))
        state.begin_turn(player)
        return
    state.pending_draw = PendingDraw(1, Rank.TWO, opener)
    state.current_player = player
    state.phase = Phase.ANSWER
    state.emit(DrawOwed, player, 1)


def miss_two(state: State, player: int) -> None:
    """No 2 laid in the round of 2s: one card, and the round goes on."""
    rules_piles.give(state, player, 1, DrawReason.TWOS_ROUND)
    ask_twos(state, state.next_player(player))


#: The phases in which the invisible card may be laid out of turn under ``invisible_any_time``.
_ANY_TIME = (Phase.PLAY, Phase.AFTER_DRAW, Phase.SEQUENCE, Phase.ANSWER, Phase.CHALLENGE)


def may_lay_invisible(state: State, player: int, card: Card) -> bool:
    """``invisible_any_time``: whether ``player`` may lay ``card``, an invisible card, now with no malus to pass on:
    at their turn to play, or out of turn while cards are being laid."""
    if card.rank is not Rank.INVISIBLE or not state.rules.invisible_any_time or state.eliminated[player] \
            or rules_sequences.unbroken(state):
        return False
    if player == state.current_player:
        return state.phase is Phase.PLAY
    return state.phase in _ANY_TIME


def lay_invisible(state: State, player: int, action: Play) -> None:
    """"Elle peut être jouée n'importe quand": under the top card, nothing else changes (a turn goes on); laid
    last, it wins the round."""
    card = action.card
    rules_piles.lay_under_top(state, player, action, out_of_turn=player != state.current_player)
    if not state.hands[player]:
        rules_scoring.finish_round(state, player, card)


def pass_malus(state: State, player: int, action: Play) -> None:
    """The invisible UNO card: the malus owed goes on, whole, to the next player; the card goes under the top."""
    card = action.card
    hand = state.hands[player]
    rules_piles.lay_under_top(state, player, action)
    target = state.next_player(player)
    if not hand:
        if state.draw_owed:  # "il est reporté sur le suivant", even when the card was the last one
            rules_piles.give(state, target, state.draw_owed, DrawReason.STACK)
        rules_scoring.finish_round(state, player, card)
        return
    draw = state.pending_draw
    if draw is not None:  # the challenge was the first victim's, and the card avoided it
        state.pending_draw = PendingDraw(draw.owed, draw.rank, draw.by)
    state.emit(MalusPassed, player, target, state.draw_owed)
    state.current_player = target
    state.phase = Phase.ANSWER
    state.emit(DrawOwed, target, state.draw_owed)
