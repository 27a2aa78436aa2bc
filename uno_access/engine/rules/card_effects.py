"""What each card does when it is played: numbers (and the 7-0 rule), reverse, skip, the draw cards, the jokers.

official-rules-fr.txt: "Carte Inversion" changes the direction (with two players it "agit comme une carte
Passer"), "Carte Passer" makes the next player lose their turn, "Carte +2" makes them draw two and pass,
the Joker lets its player choose the colour; wikipedia-uno-fr.txt, the 7-0 rule: a 7 swaps hands with a
chosen player, a 0 passes every hand on (:mod:`.hands`).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _AFTER_DRAW,
    _DRAW_CARDS,
    _LEFT,
    _PLAY,
    _RIGHT,
    _anyone_out,
    _take,
    _Target,
)
from ..actions import Play
from ..cards import CUSTOM_RANKS, Card, Color, Rank
from ..events import (
    TURN_STARTED,
    UNO_MISSED,
    CardPlayed,
    ColorChosen,
    DirectionChanged,
    DrawReason,
    OpenHands,
    card_played,
)
from ..pending import PendingChallenge, PendingChoice, choice_of
from ..rules import Stacking
from ..view import Phase
from . import answers as rules_answers
from . import custom as rules_custom
from . import draw_four as rules_draw_four
from . import extra_cards as rules_extra_cards
from . import extreme as rules_extreme
from . import first_card as rules_first_card
from . import h2o as rules_h2o
from . import hands as rules_hands
from . import jump_in as rules_jump_in
from . import lost_turns as rules_lost_turns
from . import olympic as rules_olympic
from . import piles as rules_piles
from . import scoring as rules_scoring
from . import sequences as rules_sequences
from . import totems as rules_totems
from . import uno as rules_uno
from . import wizz as rules_wizz

if TYPE_CHECKING:
    from ..state import State


def play_number(state: State, player: int, card: Card, uno: bool) -> None:
    """A number card played in turn: the commonest action of all, so ``_play`` and ``_resolve`` inlined.

    It goes on the pile, UNO is settled, and the next player's turn starts.
    """
    hand = state.hands[player]
    _take(hand, card)
    state.drawn = None
    state.discard.append(card)
    state.color = card.color
    left = len(hand)
    runs = state.hooks.any  # sequences, a finish with one number, cursed cards: rare, so one flag on this path
    if runs:
        for laid in state.hooks.number_laid:
            laid(state, player, card, left)  # sequences.py: a finish with one number, a Suite Royale
    record = state.record_events
    if record:
        called = uno or state.uno_declared[player]
        state.history.new_events.append(card_played(player, card, left, called and left == 1))
    if runs:
        for laid in state.hooks.card_laid:
            laid(state, player, card, left)  # cursed.py: what the card costs, said after it
    if left == 1:
        if uno or state.uno_declared[player]:
            state.uno_declared[player] = True
        else:
            state.uno_catchable = player
            if record:
                state.history.new_events.append(UNO_MISSED[player])
    elif left:
        state.uno_declared[player] = False
    else:
        if not rules_uno.defer_going_out(state, player, uno or state.uno_declared[player]):  # uno.py: CONTRE-UNO
            rules_scoring.finish_round(state, player, card)
        return
    if runs:
        unbroken = rules_sequences.unbroken(state)  # a finish with one number or a Suite Royale being laid
        if state.rules.identical_pair and card in hand and not unbroken and rules_jump_in.open_pair(state, player):
            return  # jump_in.py: its identical twin may follow at once, and the next player is skipped
        if unbroken:
            state.uno_declared[player] = True  # a finish with one number or a Suite Royale needs no UNO
        if (state.rules.sequences or unbroken) and rules_sequences.open_sequence(state, player):
            return  # sequences.py: the player may lay more numbered cards
        if state.rules.twos_round and card.rank is Rank.TWO:
            rules_olympic.open_twos(state, player)  # olympic.py: the 2 goes round the table
            return
    following = (player + (1 if state.direction is _LEFT else -1)) % state.num_players  # _STEP, without a dictionary
    if _anyone_out(state.eliminated):
        following = state.next_player(player)
    if runs:
        for starts in state.hooks.turn_starts:  # the next turn starts (inlined begin_turn)
            following = starts(state, following)  # robot.py: the robot may speak; lost_turns.py: a turn lost earlier
    state.current_player = following
    state.phase = _PLAY
    state.draws_this_turn = 0
    if record:
        state.history.new_events.append(TURN_STARTED[following])


def resolve(state: State, player: int, rank: Rank) -> None:
    """The effect of a card of ``rank`` played by ``player``, once any colour is chosen."""
    # A finish with one number needs no UNO on the way (sequences.py): its player stays declared.
    extra = state.hooks.any
    state.uno_declared[player] = (len(state.hands[player]) == 1 and state.uno_declared[player]
                                  or extra and rules_sequences.unbroken(state))
    following = state.next_player(player)
    rules = state.rules
    # Without an answer in the rules (no skip defence, no stacking), a skip or a +2 takes effect at once:
    # the shortcut of _hit and _accept, with the same events.
    unanswered = state.pending_draw is None
    if rules.totems:
        rules_totems.card_laid(state, player, state.discard[-1])  # totems.py: an action card takes its totem
    countered = rules.totems and rules_totems.may_counter(state, following)  # totems.py: the victim may counter
    if extra and rules.identical_pair_actions and rank in _PAIRED_ACTIONS:
        if rules_jump_in.second_of_pair(state):
            if paired(state, player, following, rank):
                return
        elif (state.phase is _PLAY or state.phase is _AFTER_DRAW) and unanswered and not rules_jump_in.jumping(state) \
                and state.discard[-1] in state.hands[player] and rules_jump_in.open_pair(state, player):
            return  # jump_in.py: the exactly identical card may follow before this one acts
    if extra and rules_olympic.twos_from(state) is not None:
        rules_olympic.ask_twos(state, following)  # olympic.py: a 2 laid in the round of 2s; the round goes on
    elif rank is Rank.SKIP:
        if unanswered and not rules.skip_defence and not rules.invisible_cards and not countered \
                and not rules.boomerang_whole:  # extra_cards.py: a boomerang may send a skip back
            rules_answers.skip(state, following)
        else:
            rules_answers.hit(state, player, following, Rank.SKIP, 0)
    elif rank is Rank.DRAW_TWO and unanswered and rules.stacking is Stacking.OFF and not rules.invisible_cards \
            and not rules.boomerang_cards and not countered:
        rules_piles.give(state, following, 2, DrawReason.DRAW_TWO)
        rules_answers.skip(state, following)
    elif rank is Rank.REVERSE:
        players = state.num_players if True not in state.eliminated else state.num_players - sum(state.eliminated)
        if players == 2 and rules.two_player_reverse_skips:
            # braille-uno-rules-fr.txt, "A 2 joueurs": reverse lets the player play again
            rules_answers.skip(state, following)
        else:
            state.direction = _RIGHT if state.direction is _LEFT else _LEFT
            if state.record_events:
                state.history.new_events.append(DirectionChanged(state.direction))
            state.begin_turn(state.next_player(player))
    elif rank in _DRAW_CARDS:
        rules_answers.hit(state, player, following, rank, _DRAW_CARDS[rank])
    elif (rank is Rank.ZERO or rank is Rank.SEVEN) and extra and rules_sequences.unbroken(state) \
            and rules_sequences.open_sequence(state, player):
        return  # sequences.py: a finish or a Suite Royale "ne peut pas être interrompu", not even by the 7-0 rule
    elif rank is Rank.ZERO and rules.seven_zero and rules.seven_zero_choice:
        state.current_player = player  # olympic.py: "dans le sens du choix du poseur"
        state.phase = Phase.CHOOSE_DIRECTION
    elif rank is Rank.ZERO and rules.seven_zero:
        rules_hands.pass_hands(state, player)
        state.begin_turn(following)
    elif rank is Rank.SEVEN and rules.seven_zero and rules_hands.targets_for(state, player, _Target.SEVEN):
        state.pending_choice = PendingChoice(None, target=_Target.SEVEN)
        state.current_player = player
        state.phase = Phase.CHOOSE_TARGET
    elif rank is Rank.HIT_TWICE:
        rules_extreme.hit(state, following, 2, DrawReason.HIT_TWICE)  # extreme.py: two presses, the turn lost
        rules_answers.skip(state, following)
    elif rank is Rank.EXTREME_HIT:
        rules_extreme.hit_everyone(state, player)  # extreme.py: each other player presses once
        state.begin_turn(following)
    elif rank is Rank.DISCARD_ALL:
        rules_extreme.discard_all(state, player, state.discard[-1])  # extreme.py: the other cards of its colour
        if not state.hands[player]:
            rules_scoring.finish_round(state, player, state.discard[-1])
        else:
            state.begin_turn(following)
    elif rank is Rank.DOWNPOUR_ONE or rank is Rank.DOWNPOUR_TWO:
        rules_h2o.downpour(state, player, rank)  # h2o.py: every other player draws; "dans la même direction"
        state.begin_turn(following)
    elif rank is Rank.WIZZ:
        rules_wizz.spin(state, following)  # wizz.py: "le joueur suivant doit faire tourner la roue"
    elif rank is Rank.DRAW_TWO_ANY or rank is Rank.DRAW_FOUR_ANY:
        rules_extra_cards.choose_victim(state, player, rank)  # extra_cards.py: "n'importe quel joueur"
    elif rank in CUSTOM_RANKS:
        rules_custom.play_custom(state, player, following, rules_custom.custom_effect(state, rank))
    elif (rules.sequences or extra and rules_sequences.unbroken(state)) and state.discard[-1].number is not None \
            and rules_sequences.open_sequence(state, player):
        return  # sequences.py: the player may lay more numbered cards
    elif extra and rules_jump_in.jumping(state) and rules_jump_in.open_twin(state, player):
        return  # jump_in.py: a second card of the same number may follow the jump-in
    elif extra and rules_jump_in.second_of_pair(state):  # jump_in.py: "sautant le tour du suivant"
        rules_answers.skip(state, following)
    elif rank is Rank.TWO and rules.twos_round:
        rules_olympic.open_twos(state, player)  # olympic.py: the 2 goes round the table
    else:
        state.begin_turn(following)


#: UNO Olympique's pairs of action cards (``identical_pair_actions``): "couleur ET signe".
_PAIRED_ACTIONS = frozenset({Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO})


def paired(state: State, player: int, following: int, rank: Rank) -> bool:
    """The double effect of two identical action cards laid together, this game's reading of "Deux cartes
    exactement identiques (couleur ET signe) peuvent être jouées en même temps, sautant le tour du suivant":
    each card acts once.  Two +2: the next player owes 4 (a stack of two) and loses the turn; two reverses: the
    way turns twice, so stays, and the pair skips the next player; two skips: the next player is skipped (as by
    one skip, answered as one) and the one after loses their turn too (:mod:`.lost_turns`).  Returns whether the
    effect is complete (a skip goes on as one skip)."""
    if rank is Rank.DRAW_TWO:
        rules_answers.hit(state, player, following, Rank.DRAW_TWO, 4)
        return True
    if rank is Rank.REVERSE:
        rules_answers.skip(state, following)
        return True
    second = state.next_player(following)
    rules_lost_turns.lose_next_turn(state, following if second == player else second)
    return False


def choose_color(state: State, player: int, color: Color) -> None:
    state.color = color
    if state.record_events:  # built here rather than by _emit: no packing of its fields when nobody listens
        state.history.new_events.append(ColorChosen(player, color))
    choice = state.pending_choice
    assert choice is not None and choice.card is not None
    if choice.opening:
        rules_first_card.start_after_first_card(state)
        return
    resolve(state, player, choice.card.rank)


def play_black(state: State, player: int, action: Play, previous_color: Color | None, jump_in: bool) -> None:
    """A black card (or a Family Quick Joker) leaves ``player``'s hand: a +4's bluff is weighed, a colour is
    named or asked, Family and optional cards ask their own choice, then the card acts."""
    card = action.card
    hand = state.hands[player]
    bluff = False
    if card.rank is Rank.WILD_DRAW_FOUR and state.rules.allow_challenge:
        bluff = rules_draw_four.is_bluff(state, hand, previous_color)
    state.discard.append(card)
    if card.color is not None or card.rank is not Rank.UNO_CARD:
        state.color = card.color  # the UNO card has no colour: the colour in play stays
    if card.color is None and state.hooks.any and rules_custom.open_hands(state):
        # "jusqu'à l'utilisation d'une nouvelle carte à fond noir"
        rules_custom.FAMILY.put(state, False)
        state.emit(OpenHands, player, False)
    called = action.uno or state.uno_declared[player]
    if state.record_events:
        state.history.new_events.append(CardPlayed(player, card, len(hand), called and len(hand) == 1, jump_in))
    if state.hooks.any:
        for laid in state.hooks.card_laid:
            laid(state, player, card, len(hand))  # cursed.py: what the card costs, said after it
    rules_piles.after_card_left_hand(state, player, called)
    # draw_four.py: a +4 is weighed for a bluff as it leaves the hand, challenged once its colour is named.
    challenge = PendingChallenge(player, state.next_player(player), bluff, previous_color) \
        if card.rank is Rank.WILD_DRAW_FOUR else None
    if not hand:
        if not rules_uno.defer_going_out(state, player, called, action.color, challenge):  # uno.py: CONTRE-UNO
            rules_scoring.finish_round(state, player, card)
        return
    state.pending_choice = choice_of(card) if challenge is None else PendingChoice(card, challenge=challenge)
    if card.rank is Rank.SHUFFLE_HANDS:
        rules_hands.shuffle_hands(state, player)
    if card.rank is Rank.FAMILY_QUICK:
        state.phase = Phase.CHOOSE_EFFECT
        return
    if card.rank is Rank.SWAP_HANDS and rules_hands.swap_targets(state, player):
        state.pending_choice = PendingChoice(card, target=_Target.SWAP_CARD, preset_color=action.color)
        state.phase = Phase.CHOOSE_TARGET
        return
    if card.chooses_color:
        if action.color is not None:
            choose_color(state, player, action.color)
        else:
            state.phase = Phase.CHOOSE_COLOR
        return
    resolve(state, player, card.rank)
