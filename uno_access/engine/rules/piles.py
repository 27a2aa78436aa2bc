"""The draw pile and the discard pile: drawing a card, drawing until it fits, reshuffling, giving cards.

official-rules-fr.txt: a player who cannot or will not play draws one card, "Si elle peut être utilisée
immédiatement, il s'en sert"; when the draw pile is empty the discard pile (but its top card) is shuffled
into a new one; uno-rapido-fr.txt, "piocher, c'est jouer": drawing ends the turn (``RuleSet.draw_ends_turn``).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _AFTER_DRAW,
    _LEFT,
    _anyone_out,
    _shuffle,
)
from ..cards import Card, Color
from ..events import (
    TURN_PASSED,
    TURN_STARTED,
    CardPlayed,
    CardsDrawn,
    DrawnCardPlayable,
    DrawReason,
    NoCardToDraw,
    PileReshuffled,
    TurnPassed,
    UnoMissed,
    drawn_playable,
    drew_one,
)
from ..view import Phase

if TYPE_CHECKING:
    from ..actions import Play
    from ..state import State


def draw_one(state: State, player: int) -> None:
    """Draw one card instead of playing, the pile not empty: ``_draw_instead_of_playing`` for the official rule.

    official-rules-fr.txt: "Si elle peut être utilisée immédiatement, il s'en sert" (or keeps it and
    passes); a card that cannot be played ends the turn.
    """
    card = state.draw_pile.pop()
    state.hands[player].append(card)
    state.draws_this_turn = 1
    state.uno_declared[player] = False  # more than one card again: nothing to say, nothing to catch
    if state.uno_catchable == player:
        state.uno_catchable = None
    record = state.record_events
    if record:
        state.history.new_events.append(drew_one(player, card))
    color = state.color
    if card.color is color:
        playable = True
    elif state.hooks.plain_deck:
        discard = state.discard
        playable = card.is_black or bool(
            discard and discard[-1].color is not None and card.rank is discard[-1].rank
        )
    else:
        playable = state.fits_with(card, color)
    if playable:
        state.drawn = card
        state.phase = _AFTER_DRAW
        if record:
            state.history.new_events.append(drawn_playable(player, card))
        return
    if record:
        state.history.new_events.append(TURN_PASSED[player])
    following = (player + (1 if state.direction is _LEFT else -1)) % state.num_players  # _STEP, without a dictionary
    if _anyone_out(state.eliminated):
        following = state.next_player(player)
    if state.hooks.any:  # the next turn starts (inlined begin_turn)
        for starts in state.hooks.turn_starts:
            following = starts(state, following)  # robot.py: the robot may speak; lost_turns.py: a turn lost earlier
    state.current_player = following
    state.draws_this_turn = 0
    if record:
        state.history.new_events.append(TURN_STARTED[following])


def draw_instead_of_playing(state: State, player: int) -> None:
    rules = state.rules
    record = state.record_events
    gives = state.hooks.gives
    if gives is not None:
        # extreme.py: one press instead of a card, and "piocher" ends the turn, whatever it gave
        state.draws_this_turn += 1
        gives(state, player, 1, DrawReason.CHOICE)
        state.emit(TurnPassed, player)
        state.end_turn(player)
        return
    while True:
        card = state.draw_pile.pop() if state.draw_pile else pop_draw_pile(state)
        if card is None:
            state.emit(NoCardToDraw, player)
            state.emit(TurnPassed, player)
            state.end_turn(player)
            return
        state.draws_this_turn += 1
        state.hands[player].append(card)
        state.uno_declared[player] = False  # _no_longer_one_card, inlined
        if state.uno_catchable == player:
            state.uno_catchable = None
        if record:
            state.history.new_events.append(drew_one(player, card))
        if rules.draw_ends_turn:
            # uno-rapido-fr.txt, "piocher, c'est jouer": "il pioche et c'est au tour du joueur 2"
            break
        if card.color is state.color or state.fits_with(card, state.color):
            # "Si elle peut être utilisée immédiatement, il s'en sert" - or keeps it and passes.
            state.drawn = card
            state.phase = Phase.AFTER_DRAW
            state.emit(DrawnCardPlayable, player, card)
            return
        if state.draws_this_turn >= rules.draw_limit:
            break
    state.emit(TurnPassed, player)
    state.end_turn(player)


def lay_under_top(state: State, player: int, action: Play, *, out_of_turn: bool = False) -> None:
    """A card that answers without being matched (the invisible UNO card, the boomerang) leaves the hand and
    goes under the top card: the colour and the card to match stay."""
    card = action.card
    hand = state.hands[player]
    hand.remove(card)
    state.discard.insert(max(0, len(state.discard) - 1), card)
    called = action.uno or state.uno_declared[player]
    state.emit(CardPlayed, player, card, len(hand), uno_called=called and len(hand) == 1, jump_in=out_of_turn)
    after_card_left_hand(state, player, called)


def pop_draw_pile(state: State) -> Card | None:
    if not state.draw_pile:
        if len(state.discard) <= 1:
            return None
        # "le talon sera mélangé (sauf la dernière carte, qui servira de continuité)"
        top = state.discard.pop()
        pile = state.discard
        _shuffle(state.rng, pile)
        state.draw_pile = pile
        state.discard = [top]
        state.emit(PileReshuffled, len(pile))
    return state.draw_pile.pop()


def draw_until(state: State, player: int, color: Color, reason: DrawReason, *, black_stops: bool = False) -> None:
    """``player`` draws until a card of ``color`` (or, with ``black_stops``, any black card), or until no card
    is left: a customizable card's "pioche jusqu'à la couleur", UNO Wizz's red and blue sectors."""
    drawn: list[Card] = []
    while True:
        card = pop_draw_pile(state)
        if card is None:
            break
        drawn.append(card)
        if card.color is color or black_stops and card.color is None:
            break
    state.hands[player].extend(drawn)
    if not drawn:
        state.emit(NoCardToDraw, player)
        return
    no_longer_one_card(state, player)
    state.emit(CardsDrawn, player, len(drawn), tuple(drawn), reason)


def give(state: State, player: int, count: int, reason: DrawReason) -> None:
    """``player`` draws ``count`` cards, or as many as there are (UNO Extreme: presses the launcher once,
    whatever the count, or a penalty's presses, extreme.py)."""
    gives = state.hooks.gives
    if gives is not None:
        gives(state, player, count, reason)  # extreme.py: the launcher
        return
    give_cards(state, player, count, reason)


def give_cards(state: State, player: int, count: int, reason: DrawReason) -> None:
    """``player`` takes ``count`` cards from the draw pile, or as many as there are."""
    pile = state.draw_pile
    if 0 < count <= len(pile):
        # Enough cards in the pile: taken from its top in one slice, no reshuffle to consider.
        drawn = pile[: -count - 1 : -1]
        del pile[-count:]
        state.hands[player].extend(drawn)
        no_longer_one_card(state, player)
        if state.record_events:
            state.history.new_events.append(CardsDrawn(player, count, tuple(drawn), reason))
        return
    drawn = []
    for _ in range(count):
        card = pop_draw_pile(state)
        if card is None:
            break
        drawn.append(card)
    state.hands[player].extend(drawn)
    if drawn:
        no_longer_one_card(state, player)
    if count and not drawn:
        state.emit(NoCardToDraw, player)
        return
    state.emit(CardsDrawn, player, len(drawn), tuple(drawn), reason, short=len(drawn) < count)


def after_card_left_hand(state: State, player: int, called: bool) -> None:
    """UNO: down to one card, the player is safe if they said it, else anyone may catch them."""
    if len(state.hands[player]) == 1:
        if called:
            state.uno_declared[player] = True
        else:
            state.uno_catchable = player
            state.emit(UnoMissed, player)


def no_longer_one_card(state: State, player: int) -> None:
    """A drawing player holds more than one card again: nothing to say, nothing to catch."""
    state.uno_declared[player] = False
    if state.uno_catchable == player:
        state.uno_catchable = None
