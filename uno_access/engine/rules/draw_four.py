"""The +4 ("Super Joker") and its challenge.

official-rules-fr.txt, "Carte +4": the +4 may be played only without a card of the colour to play
(``RuleSet.draw_four_restriction``), and the next player may challenge it: "s'il a bluffé, il doit piocher
4 cartes", else "le joueur suivant pioche alors 6 cartes au lieu des 4"; braille-uno-rules-fr.txt: the
bluffer "la reprend, et c'est alors à lui de tirer 4 cartes" (``RuleSet.bluff_rule``).

wikipedia-uno-fr.txt, "Le « +4 »" (``RuleSet.strict_draw_four``, ``--house strict-draw-four``): "on ne peut
poser une carte « +4 » seulement si on ne peut rien jouer d'autre"; "le joueur suivant uniquement [...]
peut annoncer : « tu bluffes »"; "Si effectivement il bluffe [...] il reprend sa carte « +4 » et pioche 6
cartes et le joueur suivant ne pioche rien, si en revanche il ne bluffe pas, c'est l'autre joueur qui en
prend 6"; a +4 on a +4 when the victim lacks the colour asked: "Le troisième joueur pioche alors 8 cartes
et peut aussi annoncer la phrase : « tu bluffes » à l'un des deux joueurs, ou même aux deux à tour de
rôle. S'il se trompe, il rajoute 2 cartes [...] si l'un des deux bluffe vraiment, c'est lui qui pioche"
(read: the caught bluffer takes his +4 back and draws 6, the third player owes 4 fewer); "Un joueur peut
bloquer cette carte en mettant une carte 0 ou une carte Passer" (read: a 0 or a skip of any colour, laid
by whoever faces the +4; nobody draws, and the card does what it does).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import BY_ORDER, Card, Color, Rank
from ..events import (
    CardsDrawn,
    Challenged,
    DrawOwed,
    DrawReason,
    HandRevealed,
)
from ..pending import PendingChallenge, PendingDraw
from ..predicates import draw_four_is_bluff
from ..rules import BluffRule
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


def is_bluff(state: State, hand: list[Card], previous_color: Color | None) -> bool:
    """Whether a +4 was played against the rule (the rest of the hand is ``hand``): :func:`.predicates.draw_four_is_bluff`."""
    # Called before the +4 goes on the pile: the top card is still the one it covers.
    return draw_four_is_bluff(state.rules, hand, previous_color, state.discard[-1] if state.discard else None,
                              state.pending_draw is not None and state.pending_draw.rank is Rank.WILD_DRAW_FOUR)


def answers_draw_four(state: State, card: Card) -> bool:
    """strict_draw_four: what answers a +4 besides taking it.

    wikipedia-uno-fr.txt, "Le « +4 »": "il peut alors poser lui aussi un « +4 »" (once: the third player
    challenges or draws 8), and "Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte
    Passer" (any colour: the block is the point).
    """
    rank = card.rank
    if rank is Rank.ZERO or rank is Rank.SKIP:
        return True
    return rank is Rank.WILD_DRAW_FOUR and (state.pending_draw is None or state.pending_draw.earlier is None)


def block(state: State) -> None:
    """A 0 or a skip blocks the +4s owed: nobody draws them, nothing is left to challenge."""
    state.pending_draw = None


def resolve_challenge(state: State, challenger: int, target: int | None = None) -> None:
    """``challenger`` says "tu bluffes" to the +4 on top, or (``target``) to an earlier one stacked under it."""
    draw = state.pending_draw
    assert draw is not None
    earlier = draw.earlier
    # Where the challenged +4 lies: on top, or (the earlier one) under the later one while that one stays.
    at = len(state.discard) - 1
    challenged: PendingChallenge | None
    if target is not None and earlier is not None and target == earlier.bluffer:
        challenged, at = earlier, draw.earlier_at
        draw = PendingDraw(draw.owed, draw.rank, draw.by, draw.challenge, None, draw.earlier_at)
    else:
        challenged = draw.challenge
        draw = PendingDraw(draw.owed, draw.rank, draw.by, None, draw.earlier, draw.earlier_at)
    under = at < len(state.discard) - 1
    assert challenged is not None
    bluffer, bluff, previous_color = challenged.bluffer, challenged.bluff, challenged.color_before
    double = earlier is not None
    state.emit(Challenged, challenger, bluffer, bluff)
    if state.record_events:
        state.history.new_events.append(HandRevealed(bluffer, challenger, tuple(sorted(state.hands[bluffer], key=BY_ORDER))))
    if not bluff:
        # "le joueur suivant pioche alors 6 cartes au lieu des 4"; stacked: "il rajoute 2 cartes".
        draw = PendingDraw(draw.owed + 2, draw.rank, draw.by, draw.challenge, draw.earlier, draw.earlier_at)
    else:
        if state.rules.bluff_rule is BluffRule.TAKE_BACK:
            # braille-uno-rules-fr.txt: "la reprend"; "Le « +4 »": "il reprend sa carte « +4 »".
            card = state.discard.pop(at)
            state.hands[bluffer].append(card)
            if not under:
                state.color = previous_color
            elif draw.challenge is not None:
                later = draw.challenge  # still open: if caught too, the colour goes back before both
                draw = PendingDraw(draw.owed, draw.rank, draw.by,
                                   PendingChallenge(later.bluffer, later.victim, later.bluff, previous_color),
                                   draw.earlier, draw.earlier_at)
            state.emit(CardsDrawn, bluffer, 1, (card,), DrawReason.RETURNED)
        rules_piles.give(state, bluffer, state.rules.bluff_penalty, DrawReason.BLUFF_CAUGHT)
        # "le joueur suivant ne pioche rien" (for this +4)
        draw = PendingDraw(draw.owed - 4, draw.rank, draw.by, draw.challenge, draw.earlier, draw.earlier_at)
    owed = draw.owed
    if owed <= 0:
        state.pending_draw = None
        state.begin_turn(challenger)
        return
    if double and (draw.challenge is not None or draw.earlier is not None):
        state.pending_draw = draw
        state.emit(DrawOwed, challenger, owed)  # the other +4 may still be challenged
        return
    state.pending_draw = None
    reason = DrawReason.CHALLENGE_LOST if not bluff and not double else DrawReason.STACK
    rules_piles.give(state, challenger, owed, reason)
    state.skip(challenger)
