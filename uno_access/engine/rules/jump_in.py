"""Jump-in: an identical card played out of turn.

wikipedia-uno-fr.txt, "Cartes identiques": "le joueur qui possède une carte de 1 à 9 identique (même
nombre) à celle qui vient d'être posée peut la poser même si ce n'est pas à son tour de jouer, et le jeu
se poursuit à partir de lui"; UNO Rapido plays it too (``RuleSet.jump_in``).  "Il doit en même temps crier
« INTERCEPTION ». S'il ne le fait pas, il pioche 2 cartes" (``RuleSet.interception_call``: ``Play.intercept``,
the word or key the console gives).  "Et si le même joueur a deux cartes identiques il peut également les
jouer en même temps à condition que le nombre soit le même, indépendamment de la couleur": after a
jump-in with a number (``JumpIn.SAME_NUMBER``), a second card of that number may follow at once
(:func:`open_twin`, in the phase of sequences).

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .._values import FrozenValue
from ..actions import Play
from ..cards import Card
from ..events import DrawReason
from ..hooks import Family
from ..rules import JumpIn
from ..view import Phase
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView


@dataclass(frozen=True, slots=True)
class Pairing(FrozenValue):
    """A jump-in being laid (a second card of its number may follow it: ``twin``); UNO Olympique's identical pair:
    its second card may follow (``pairing``), then the one after it is laid (``pair_second``)."""

    jumping: bool = False
    twin: bool = False
    pairing: bool = False
    pair_second: bool = False


_NONE = Pairing()


def _from_view(view: PlayerView, record: Pairing) -> Pairing:
    """UNO Olympique's identical pair, when nothing else of the rules opens the phase of sequences."""
    if view.phase is not Phase.SEQUENCE:
        return record
    rules = view.rules
    pairs_only = rules.identical_pair and not (rules.sequences or rules.number_finish or rules.royal_sequence) \
        and rules.jump_in is not JumpIn.SAME_NUMBER
    return Pairing(False, pairs_only, pairs_only, False)


FAMILY: Family[Pairing] = Family("jump_in", lambda rules: rules.jump_in is not JumpIn.OFF or rules.identical_pair,
                                 _NONE, from_view=_from_view)


def pairing(state: State) -> bool:
    """Whether the exactly identical card of an Olympique pair may follow now."""
    return FAMILY.of(state).pairing


def jumping(state: State) -> bool:
    """Whether a jump-in is being laid."""
    return FAMILY.of(state).jumping


def set_jumping(state: State, on: bool) -> None:
    record = FAMILY.of(state)
    FAMILY.put(state, Pairing(on, record.twin, record.pairing, record.pair_second))


def laid_in_turn(state: State) -> None:
    """A card laid in turn: the second card of an identical pair skips; the second identical number is the last."""
    record = FAMILY.of(state)
    if record.twin or record.pairing or record.pair_second:
        FAMILY.put(state, Pairing(record.jumping, False, False, record.pairing))


def passed(state: State) -> bool:
    """The player stops laying (a pair's twin or a jump-in's twin kept): whether an Olympique pair was open."""
    record = FAMILY.of(state)
    if record.twin or record.pairing:
        FAMILY.put(state, Pairing(record.jumping, False, False, record.pair_second))
    return record.pairing


def second_of_pair(state: State) -> bool:
    """Whether the card just laid is the second of an identical pair (it is said once: the flag is spent)."""
    record = FAMILY.of(state)
    if not record.pair_second:
        return False
    FAMILY.put(state, Pairing(record.jumping, record.twin, record.pairing, False))
    return True


def can_jump_in(state: State, card: Card) -> bool:
    """Whether ``card`` may be played out of turn on the top card (jump-in, Rapido)."""
    mode = state.rules.jump_in
    top = state.discard[-1] if state.discard else None
    if mode is JumpIn.OFF or top is None or card.color is None:
        return False
    if mode is JumpIn.SAME_NUMBER:
        # wikipedia-uno-fr.txt: "une carte de 1 à 9 identique (même nombre)": not a 0, nor a symbol.
        return bool(card.number) and card.rank is top.rank
    return card == top


def jump_in(state: State, player: int) -> None:
    """An identical card played out of turn: "le tour de jeu reprend à partir de lui"."""
    interrupted = state.current_player
    record = FAMILY.of(state)
    if record.twin or record.pairing:  # a pair or a twin being laid is interrupted with the turn
        FAMILY.put(state, Pairing(record.jumping, False, False, record.pair_second))
    if interrupted is not None:
        state.uno_declared[interrupted] = False
    state.drawn = None
    state.draws_this_turn = 0
    state.current_player = player
    state.phase = Phase.PLAY


def interception_said(state: State, player: int, action: Play) -> None:
    """After a jump-in: "S'il ne le fait pas [crier « INTERCEPTION »], il pioche 2 cartes"."""
    if state.rules.interception_call and not action.intercept and not state.is_round_over:
        rules_piles.give(state, player, 2, DrawReason.NO_INTERCEPTION)


def open_twin(state: State, player: int) -> bool:
    """After a jump-in with a number: a second card of that number, any colour, may follow at once."""
    number = state.discard[-1].number
    if number is None or state.rules.jump_in is not JumpIn.SAME_NUMBER:
        return False
    if not any(card.number == number for card in state.hands[player]):
        return False
    record = FAMILY.of(state)
    FAMILY.put(state, Pairing(record.jumping, True, record.pairing, record.pair_second))
    state.current_player = player
    state.phase = Phase.SEQUENCE
    return True


def open_pair(state: State, player: int) -> bool:
    """UNO Olympique: "Deux cartes exactement identiques (couleur ET signe) peuvent être jouées en même temps,
    sautant le tour du suivant": after a number card laid in turn, its twin (same colour, same number) may
    follow at once, and then the next player is skipped.  With ``identical_pair_actions``, an action card's
    twin too, before the card acts: card_effects.py gives the double effect, or the single one if it is kept."""
    record = FAMILY.of(state)
    FAMILY.put(state, Pairing(record.jumping, True, True, record.pair_second))
    state.current_player = player
    state.phase = Phase.SEQUENCE
    return True
