"""Sequences ("Suites"): after a numbered card, more numbered cards in the same turn.

wikipedia-uno-fr.txt, "Suites": "lorsqu'un joueur a posé une carte numérotée, il peut continuer à poser
des cartes de 0 à 9 portant le même numéro (éventuellement d'une autre couleur) ou un nombre consécutif
(de la même couleur) [...] Par exemple, il est possible de réaliser la suite suivante : 6 rouge, 5 rouge,
5 rouge, 4 rouge, 4 vert, 5 vert. Le joueur peut être interrompu dans sa suite par un joueur ayant une
carte identique (variante des cartes identiques). Rappel : il est impossible d'accumuler deux cartes
spéciales comme +2/+4."

Readings chosen where the book is silent: each card follows the one just laid (the example's 4 vert
follows 4 rouge by its number, 5 vert follows 4 vert by its colour); the player says when they stop
(``Pass``), or stops when nothing in their hand can follow; a 7 or a 0 under the 7-0 rule ends the
sequence with its effect; drawing is not allowed in the middle of a sequence.

Finishing with one number ("Fin d'une manche", wikipedia-uno-fr.txt): "si le joueur possède deux,
trois ou quatre cartes en main d'un nombre identique mais de couleurs différentes, [...] celui-ci peut
poser les cartes en question en même temps sans avoir à dire Uno et peut donc remporter la manche."
Read as: the first card is played as usual, then the others must follow at once (no stop, no
interruption), and the one card left on the way needs no UNO.  Under the 7-0 rule a 7 or a 0 keeps its
effect and does not start such a finish.

Suite Royale (wikipedia-uno-fr.txt): "un joueur possédant une suite de chiffre complète de 1 à 9, peu
importe la couleur, de la poser en commençant par le chiffre 1 ou 9. Cette pose ne peut pas être
interrompu et il n'est pas nécessaire de dire Uno, cependant, la première carte de la suite doit pouvoir
être posée normalement et les cartes posées à la suite ne peuvent contenir qu'une seul fois le même
chiffre."  Read as: a player holding every number 1 to 9 who lays a 1 (or a 9) as usual may go on with
2, 3... 9 (or 8, 7... 1) in any colours; they may decline at the second card (``Pass``), not after; nobody
may jump in; no UNO is needed on the way.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .._values import FrozenValue
from ..cards import Card
from ..hooks import Family
from ..view import Phase
from . import jump_in as rules_jump_in

if TYPE_CHECKING:
    from ..state import State


@dataclass(frozen=True, slots=True)
class Laying(FrozenValue):
    """A finish with one number being laid (no stop, no interruption); a Suite Royale being laid (+1 from 1, -1
    from 9, 0: none) and its cards laid so far."""

    finishing: bool = False
    royal: int = 0
    royal_laid: int = 0


#: Nothing being laid: a new round, or a turn that ended.
_NONE = Laying()


def laying(state: State) -> Laying:
    """What is being laid now (a finish with one number, a Suite Royale)."""
    return FAMILY.of(state)


def unbroken(state: State) -> bool:
    """Whether a finish with one number or a Suite Royale is being laid: it may not be interrupted, nor needs UNO."""
    record = FAMILY.of(state)
    return record.finishing or record.royal != 0


def stop(state: State) -> None:
    """The turn's laying ends (a Suite Royale declined, a turn passed)."""
    record = FAMILY.of(state)
    if record.royal or record.royal_laid:
        FAMILY.put(state, Laying(record.finishing, 0, 0))


def follows(card: Card, last: Card) -> bool:
    """Whether ``card`` may follow ``last`` in a sequence: the same number in any colour, or the next
    number up or down in the same colour."""
    number, previous = card.number, last.number
    if number is None or previous is None:
        return False
    return number == previous or card.color is last.color and abs(number - previous) == 1


def can_follow(state: State, card: Card) -> bool:
    """Whether ``card`` goes on the sequence being laid (the top of the discard pile is its last card)."""
    if not state.discard:
        return False
    record = FAMILY.of(state)
    if record.royal:
        last = state.discard[-1].number
        return card.number is not None and last is not None and card.number == last + record.royal
    pair = rules_jump_in.FAMILY.of(state)
    if pair.pairing:  # jump_in.py: UNO Olympique's pair, the exactly identical card
        return card is state.discard[-1]
    if record.finishing or pair.twin:  # jump_in.py: two identical numbers at once
        return card.number is not None and card.number == state.discard[-1].number
    return follows(card, state.discard[-1])


def finishes(rest: list[Card], card: Card) -> bool:
    """Whether ``card`` and the hand left after it, ``rest``, are 2 to 4 cards of one number in different
    colours: the hand that may be laid together to win."""
    if not 1 <= len(rest) <= 3 or card.number is None:
        return False
    colors = {card.color}
    for other in rest:
        if other.number != card.number or other.color in colors:
            return False
        colors.add(other.color)
    return True


def number_laid(state: State, player: int, card: Card, left: int) -> None:
    """A numbered card opens a turn (played, or drawn and played): a finish with one number or a Suite Royale
    may start with it."""
    rules = state.rules
    if left < 4 and rules.number_finish and not FAMILY.of(state).finishing:
        start_finish(state, player, card)  # the rest of the hand follows, no UNO needed
    if rules.royal_sequence and not FAMILY.of(state).royal and left >= 8:
        start_royal(state, player, card)  # from 1 or from 9


def start_finish(state: State, player: int, card: Card) -> bool:
    """Before the UNO check of a numbered card: a finish with one number starts (its UNO is not needed)."""
    if not finishes(state.hands[player], card):
        return False
    record = FAMILY.of(state)
    FAMILY.put(state, Laying(True, record.royal, record.royal_laid))
    state.uno_declared[player] = True
    return True


def open_sequence(state: State, player: int) -> bool:
    """After ``player`` laid a numbered card: let them go on when a card of their hand can follow.

    ``True`` when the sequence goes on (the player keeps the turn, in :attr:`Phase.SEQUENCE`).
    """
    record = FAMILY.of(state)
    if record.royal:
        record = Laying(record.finishing, record.royal, record.royal_laid + 1)
        FAMILY.put(state, record)
        if state.discard[-1].number == (9 if record.royal > 0 else 1):
            FAMILY.put(state, Laying(record.finishing, 0, 0))  # the Suite Royale is laid: the turn ends
            return False
    for card in state.hands[player]:
        if can_follow(state, card):
            state.current_player = player
            state.phase = Phase.SEQUENCE
            return True
    return False


def start_royal(state: State, player: int, card: Card) -> bool:
    """A 1 or a 9 laid by a player who holds the rest of a run to 9 (or to 1): a Suite Royale may follow."""
    if card.number not in (1, 9):
        return False
    held = {other.number for other in state.hands[player]}
    rest = range(2, 10) if card.number == 1 else range(1, 9)
    if not all(number in held for number in rest):
        return False
    FAMILY.put(state, Laying(FAMILY.of(state).finishing, 1 if card.number == 1 else -1, 0))
    return True


#: A finish with one number, a Suite Royale being laid; sequences themselves need no record (the pile shows them).
FAMILY: Family[Laying] = Family("sequences",
                                lambda rules: rules.sequences or rules.number_finish or rules.royal_sequence,
                                _NONE, number_laid=number_laid)
