"""Extra cards for any deck, from wikipedia-uno-fr.txt's equipment list: the +2?, the +4? and the boomerang.

"4 cartes « +2? » (une par couleur) et deux « +4? » ayant le même effet que des cartes « +2 » et « +4 »
normales mais pouvant pénaliser indifféremment n'importe quel joueur" (``RuleSet.any_victim_cards``).

This game's reading, said in the help: the +2? is played as a +2 (on its colour or on another +2?), the +4?
as a +4 (its player names the colour); then their player chooses any other player, who draws 2 or 4.  If
that player is the next one, they also lose their turn, as under a +2 or a +4; anyone else only draws, and
the next player plays.  The card is not stacked nor challenged: the +4? may only be laid by a player holding
no card of the colour in play (the +4's rule in official-rules-fr.txt, checked here instead of challenged).
The other reading (``RuleSet.any_victim_skips``, ``--house any-victim-turn-lost``): the chosen player, whoever
they are, also loses their turn, as under a +2: their next one (:mod:`.lost_turns`).

"4 cartes « boomerang » (sur fond blanc) renvoyant l'effet de la dernière carte spéciale jouée à celui qui l'a
posée" (``RuleSet.boomerang_cards``).  This game's reading: a player facing a +2 or a +4 (or a stack of them, or
UNO Rapido's UNO card) may lay a boomerang instead of taking the cards: whoever laid that card draws them, and
play goes on from the player after the boomerang's.  It has no colour ("sur fond blanc"): it goes under the top
card, whose colour stays; it answers nothing else, is never laid on its own, and counts 20 points.  Every
player facing such a card is asked, whatever their hand: asking only those who hold one would tell the table.
The other reading (``RuleSet.boomerang_whole``, ``--house boomerang-whole``): the whole effect goes back, a +2's
or a +4's lost turn with its cards, and a skip too (whoever laid it loses their next turn, :mod:`.lost_turns`);
the boomerang's player, spared, ends their turn with it.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._shared import VICTIM_CARDS, _Target
from ..actions import Play
from ..cards import CARDS, Rank
from ..events import DrawReason
from ..pending import PendingChoice
from ..view import Phase
from . import lost_turns as rules_lost_turns
from . import piles as rules_piles
from . import scoring as rules_scoring

if TYPE_CHECKING:
    from ..state import State

def choose_victim(state: State, player: int, rank: Rank) -> None:
    """The card is laid (and its colour named): its player chooses who draws."""
    # The card on top: the +2? just laid, or the +4? whose colour was just named.
    state.pending_choice = PendingChoice(state.discard[-1], target=_Target.VICTIM, give_count=VICTIM_CARDS[rank][0])
    state.current_player = player
    state.phase = Phase.CHOOSE_TARGET


def hit_victim(state: State, player: int, victim: int) -> None:
    """The chosen player draws; the next player also loses their turn, as under a +2 or a +4."""
    choice = state.pending_choice
    card = choice.card if choice is not None else None
    reason = VICTIM_CARDS[card.rank][1] if card is not None and card.rank in VICTIM_CARDS else DrawReason.GIVEN
    rules_piles.give(state, victim, choice.give_count if choice is not None else 0, reason)
    following = state.next_player(player)
    if victim == following:
        state.skip(victim)
    else:
        if state.rules.any_victim_skips:
            rules_lost_turns.lose_next_turn(state, victim)  # "le même effet que des cartes « +2 »": the turn too
        state.begin_turn(following)



def boomerang_answers(state: State) -> bool:
    """Whether a boomerang answers what is owed now: a +2, a +4 (or a stack of them), Rapido's UNO card; and a
    skip when the whole effect goes back (``boomerang_whole``)."""
    draw = state.pending_draw
    if draw is None:
        return False
    if draw.rank is Rank.SKIP:
        return state.rules.boomerang_whole and draw.by is not None
    # "la dernière carte spéciale jouée": a draw card (cards.CARDS), with its stack.
    return CARDS[draw.rank].returned and draw.by is not None and draw.owed > 0


def boomerang(state: State, player: int, action: Play) -> None:
    """"renvoyant l'effet de la dernière carte spéciale jouée à celui qui l'a posée": whoever laid the draw card
    draws what was owed; the boomerang goes under the top card (it has no colour); the next player plays."""
    card = action.card
    hand = state.hands[player]
    rules_piles.lay_under_top(state, player, action)
    draw = state.pending_draw
    owed, rank, sender = (draw.owed, draw.rank, draw.by) if draw is not None else (0, None, None)
    state.pending_draw = None
    if sender is not None:
        if owed:
            rules_piles.give(state, sender, owed, DrawReason.BOOMERANG)
        if state.rules.boomerang_whole and rank is not Rank.UNO_CARD:
            # "l'effet de la dernière carte spéciale jouée" whole: a skip's, a +2's or a +4's lost turn
            # (Rapido's UNO card costs no turn: "Celui-ci peut en revanche jouer après avoir pioché").
            rules_lost_turns.lose_next_turn(state, sender)
    if not hand:
        rules_scoring.finish_round(state, player, card)
        return
    state.begin_turn(state.next_player(player))
