"""Draw cards and skips owed, and the cards that answer them.

wikipedia-uno-fr.txt, "Cumul des « +2 » et « +4 »": "le fait de jouer une carte « +2 » ne pénalise pas le
joueur suivant s'il pose immédiatement une carte « +2 » lui aussi" (``RuleSet.stacking``);
uno-rapido-fr.txt, "règle de défense": a skip answered with a skip; uno-family-quick-fr.txt: the Quickos
card turns a +4 back (:mod:`.family`).  Whoever cannot or will not answer takes what is owed.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import (
    _DRAW_CARDS,
    _DRAW_REASONS,
)
from ..actions import (
    Play,
)
from ..cards import CARDS, Card, DeckKind, Rank
from ..events import (
    PLAYER_SKIPPED,
    ChallengeOffered,
    DrawOwed,
    DrawReason,
)
from ..pending import PendingDraw
from ..rules import Stacking
from ..view import Phase
from . import draw_four as rules_draw_four
from . import extra_cards as rules_extra_cards
from . import family as rules_family
from . import olympic as rules_olympic
from . import piles as rules_piles
from . import totems as rules_totems

if TYPE_CHECKING:
    from ..state import State


def answers(state: State, card: Card) -> bool:
    """Whether ``card`` answers the draw card or skip now owed (stacking, defence, Quickos)."""
    draw = state.pending_draw
    rank = draw.rank if draw is not None else None
    if card.rank is Rank.BOOMERANG:
        return rules_extra_cards.boomerang_answers(state)  # extra_cards.py: a +2 or a +4 goes back
    if card.rank is Rank.INVISIBLE:
        return rank is not None and rank is not Rank.TWO  # olympic.py: any malus but the round of 2s
    if rank is Rank.TWO:
        return card.rank is Rank.TWO  # olympic.py: "poser des « 2 » ou [...] piocher"
    if card.rank is Rank.QUICKOS:
        return rank is Rank.WILD_DRAW_FOUR and draw is not None and draw.by is not None
    if rank is Rank.SKIP:
        # uno-rapido-fr.txt's defence; a skip may also be owed for the invisible card's sake (olympic.py).
        return card.rank is Rank.SKIP and state.rules.skip_defence
    if rank is Rank.WILD_DRAW_FOUR and state.rules.strict_draw_four and rules_draw_four.answers_draw_four(state, card):
        return True  # draw_four.py: a +4 on a +4, or a 0 or a skip that blocks it
    stacking = state.rules.stacking
    if stacking is Stacking.SAME_CARD:
        return card.rank is rank
    if stacking is Stacking.PLUS_CARDS:
        return rank is not None and card.rank in CARDS[rank].stacked_by  # a +2 or a +4 on a +2, a +4 on a +4
    return False


def hit(state: State, player: int, victim: int, rank: Rank, count: int) -> None:
    """``victim`` faces a draw card or a skip: answer it, challenge it, or take it."""
    rules = state.rules
    draw = state.pending_draw
    answering = draw is not None
    on_a_draw_four = draw is not None and draw.rank is Rank.WILD_DRAW_FOUR
    # draw_four.py: under strict_draw_four a +4 laid on a +4 may be challenged too.
    challengeable = rank is Rank.WILD_DRAW_FOUR and rules.allow_challenge and (
        not answering or rules.strict_draw_four and on_a_draw_four)
    challenge = None
    if challengeable:
        choice = state.pending_choice  # the +4 just laid, weighed for a bluff when it left the hand
        challenge = choice.challenge if choice is not None else None
    state.pending_draw = draw = PendingDraw((draw.owed if draw is not None else 0) + count, rank, player, challenge,
                                            draw.earlier if draw is not None else None,
                                            draw.earlier_at if draw is not None else 0)
    state.current_player = victim
    if challengeable:
        state.phase = Phase.CHALLENGE
        state.emit(ChallengeOffered, victim, player)
        return
    # The victim is asked whenever the rules give an answer, whatever their hand:
    # asking only those who hold an answer would tell the table what they hold.
    defended = rank is Rank.SKIP and rules.skip_defence
    if rank is not Rank.SKIP and rules.stacking is not Stacking.OFF:
        defended = True
    if rank is Rank.WILD_DRAW_FOUR and rules.deck is DeckKind.FAMILY or rules.invisible_cards:
        defended = True  # the Quickos card, the invisible card (olympic.py) may be in any hand
    if rules.boomerang_cards and (rank is not Rank.SKIP or rules.boomerang_whole):
        defended = True  # extra_cards.py: so may a boomerang
    if rules.totems and rules_totems.may_counter(state, victim):
        defended = True  # totems.py: a totem counters it (who holds one is public)
    if defended:
        state.phase = Phase.ANSWER
        state.emit(DrawOwed, victim, draw.owed)
        return
    accept(state, victim)


def answer(state: State, player: int, action: Play) -> None:
    """An answer to a draw card or a skip: the total goes on to the next player."""
    card = action.card
    if card.rank is Rank.BOOMERANG:
        rules_extra_cards.boomerang(state, player, action)  # extra_cards.py: the cards go back to their player
        return
    if card.rank is Rank.INVISIBLE:
        rules_olympic.pass_malus(state, player, action)  # olympic.py: the malus goes on to the next player
        return
    draw = state.pending_draw
    if state.rules.strict_draw_four and draw is not None and draw.rank is Rank.WILD_DRAW_FOUR:
        if card.rank is Rank.WILD_DRAW_FOUR:
            # draw_four.py: both +4s may now be challenged; the earlier one is about to be covered
            draw = PendingDraw(draw.owed, draw.rank, draw.by, draw.challenge, draw.challenge, len(state.discard) - 1)
        elif card.rank is Rank.ZERO or card.rank is Rank.SKIP:
            rules_draw_four.block(state)  # "Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte Passer"
            draw = None
    if draw is not None and draw.challenge is not None:
        draw = PendingDraw(draw.owed, draw.rank, draw.by, None, draw.earlier, draw.earlier_at)
    state.pending_draw = draw
    if card.rank is Rank.QUICKOS:
        rules_family.quickos(state, player, action)
        return
    state._play(player, action)


def accept(state: State, victim: int) -> None:
    """Take what is owed: the cards, then the lost turn (but after a UNO card the victim plays)."""
    draw = state.pending_draw
    owed, rank = (draw.owed, draw.rank) if draw is not None else (0, None)
    state.pending_draw = None
    if rank is Rank.SKIP:
        skip(state, victim)
        return
    if rank is Rank.TWO:
        rules_olympic.miss_two(state, victim)  # olympic.py: one card, and the round of 2s goes on
        return
    single = rank is not None and owed == _DRAW_CARDS.get(rank)  # one draw card, not a stack
    reason = _DRAW_REASONS.get(rank, DrawReason.STACK) if single and rank is not None else DrawReason.STACK
    rules_piles.give(state, victim, owed, reason)
    if rank is Rank.UNO_CARD:
        # uno-rapido-fr.txt: "Celui-ci peut en revanche jouer après avoir pioché."
        state.begin_turn(victim)
        return
    skip(state, victim)


def skip(state: State, victim: int) -> None:
    if state.record_events:
        state.history.new_events.append(PLAYER_SKIPPED[victim])
    state.begin_turn(state.next_player(victim))
