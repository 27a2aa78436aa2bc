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
from ..predicates import draw_four_is_bluff
from ..rules import BluffRule
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State


def is_bluff(state: State, hand: list[Card], previous_color: Color | None) -> bool:
    """Whether a +4 was played against the rule (the rest of the hand is ``hand``): :func:`.predicates.draw_four_is_bluff`."""
    # Called before the +4 goes on the pile: the top card is still the one it covers.
    return draw_four_is_bluff(state.rules, hand, previous_color, state.discard[-1] if state.discard else None,
                              state._owed_rank is Rank.WILD_DRAW_FOUR)


def answers_draw_four(state: State, card: Card) -> bool:
    """strict_draw_four: what answers a +4 besides taking it.

    wikipedia-uno-fr.txt, "Le « +4 »": "il peut alors poser lui aussi un « +4 »" (once: the third player
    challenges or draws 8), and "Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte
    Passer" (any colour: the block is the point).
    """
    rank = card.rank
    if rank is Rank.ZERO or rank is Rank.SKIP:
        return True
    return rank is Rank.WILD_DRAW_FOUR and state._earlier is None


def block(state: State) -> None:
    """A 0 or a skip blocks the +4s owed: nobody draws them, nothing is left to challenge."""
    state._owed, state._owed_rank, state._owed_by = 0, None, None
    state._challenge = state._earlier = None


def resolve_challenge(state: State, challenger: int, target: int | None = None) -> None:
    """``challenger`` says "tu bluffes" to the +4 on top, or (``target``) to an earlier one stacked under it."""
    earlier = state._earlier
    # Where the challenged +4 lies: on top, or (the earlier one) under the later one while that one stays.
    at = len(state.discard) - 1
    challenged: tuple[int, int, bool, Color | None] | None
    if target is not None and earlier is not None and target == earlier[0]:
        challenged, at = earlier, state._earlier_at
        state._earlier = None
    else:
        challenged = state._challenge
        state._challenge = None
    under = at < len(state.discard) - 1
    assert challenged is not None
    bluffer, _victim, bluff, previous_color = challenged
    double = earlier is not None
    state.emit(Challenged, challenger, bluffer, bluff)
    if state.record_events:
        state.new_events.append(HandRevealed(bluffer, challenger, tuple(sorted(state.hands[bluffer], key=BY_ORDER))))
    if not bluff:
        # "le joueur suivant pioche alors 6 cartes au lieu des 4"; stacked: "il rajoute 2 cartes".
        state._owed += 2
    else:
        if state.rules.bluff_rule is BluffRule.TAKE_BACK:
            # braille-uno-rules-fr.txt: "la reprend"; "Le « +4 »": "il reprend sa carte « +4 »".
            card = state.discard.pop(at)
            state.hands[bluffer].append(card)
            if not under:
                state.color = previous_color
            elif state._challenge is not None:
                later = state._challenge  # still open: if caught too, the colour goes back before both
                state._challenge = (later[0], later[1], later[2], previous_color)
            state.emit(CardsDrawn, bluffer, 1, (card,), DrawReason.RETURNED)
        rules_piles.give(state, bluffer, state.rules.bluff_penalty, DrawReason.BLUFF_CAUGHT)
        state._owed -= 4  # "le joueur suivant ne pioche rien" (for this +4)
    owed = state._owed
    if owed <= 0:
        state._owed, state._owed_rank, state._owed_by = 0, None, None
        state._challenge = state._earlier = None
        state.begin_turn(challenger)
        return
    if double and (state._challenge is not None or state._earlier is not None):
        state.emit(DrawOwed, challenger, owed)  # the other +4 may still be challenged
        return
    state._owed, state._owed_rank, state._owed_by = 0, None, None
    state._challenge = state._earlier = None
    reason = DrawReason.CHALLENGE_LOST if not bluff and not double else DrawReason.STACK
    rules_piles.give(state, challenger, owed, reason)
    state.skip(challenger)
