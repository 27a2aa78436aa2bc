"""Cursed cards ("Mauvaises cartes", wikipedia-uno-fr.txt).

"Au début de chaque mène, une carte est piochée au hasard dans le paquet de carte par le donneur, montrée
aux joueurs, et replacée dans le paquet. Toutes les cartes identiques à la carte piochée par le donneur
sont « maudites ». Si un joueur pose une carte maudite sans terminer ou si une carte maudite est présente
dans le jeu d'un joueur alors que la mène est terminée, le joueur ajoute à son score +25 points si la carte
maudite est un chiffre, +50 points si la carte maudite est un « +2 », un « changement de sens » ou un
« passe ton tour », et +75 points si la carte maudite est un changement de couleur ou un « +4 ». En
revanche, si le joueur termine avec une carte maudite, les autres joueurs prennent les points indiqués
précédemment (en plus des points présents dans leur jeu). Pour que cette variante soit intéressante, il
faut l'associer aux variantes cartes « 0 » et « 7 »."

Readings chosen: the card is drawn at random from the draw pile once the hands are dealt and the first
card turned, and put back where it was; "identical" is the same colour and value (any Joker for a Joker); each player scores their
own hand (the house rule sets the lowest-wins scoring, as "en plus des points présents dans leur jeu"
says), so cursed points are bad points; the setup advises the 7-0 rule, as the book does.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..cards import Card, Rank
from ..events import CursedCard, CursePaid, CurseReason
from ..hooks import Family

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView

#: "+50 points si la carte maudite est un « +2 », un « changement de sens » ou un « passe ton tour »".
_FIFTY = frozenset({Rank.DRAW_TWO, Rank.REVERSE, Rank.SKIP})


def curse_points(card: Card) -> int:
    """What a cursed card costs: 25 for a number, 50 for +2, reverse or skip, 75 for a Joker or a +4."""
    if card.number is not None:
        return 25
    if card.color is None:
        return 75
    return 50 if card.rank in _FIFTY else 75


def is_cursed(state: State, card: Card) -> bool:
    cursed = FAMILY.of(state)
    return cursed is not None and card.rank is cursed.rank and card.color is cursed.color


def show_cursed(state: State) -> None:
    """The dealer shows a card drawn at random from the pack and puts it back where it was; the cards
    identical to it are cursed this round."""
    pile = state.draw_pile
    if not pile:
        return
    cursed = pile[state.rng.randrange(len(pile))]
    FAMILY.put(state, cursed)
    state.emit(CursedCard, cursed)


def card_laid(state: State, player: int, card: Card, left: int) -> None:
    """A card left ``player``'s hand (``left`` cards remain): a cursed one costs its points."""
    if not is_cursed(state, card):
        return
    if left:
        pay(state, player, card, CurseReason.LAID)
        return
    for other in range(state.num_players):
        if other != player and not state.eliminated[other]:
            pay(state, other, card, CurseReason.WENT_OUT)


def pay_held(state: State) -> None:
    """At the end of the round: each cursed card still in a hand costs its holder its points."""
    for player, hand in enumerate(state.hands):
        if state.eliminated[player]:
            continue
        for card in hand:
            if is_cursed(state, card):
                pay(state, player, card, CurseReason.HELD)


def pay(state: State, player: int, card: Card, reason: CurseReason) -> None:
    points = curse_points(card)
    state.scores[player] += points
    state.emit(CursePaid, player, card, points, reason)


def _keep(record: Card | None) -> Card | None:
    return record  # shown again once the new round's hands are dealt (:func:`show_cursed`)


def _view(state: State, player: int, record: Card | None) -> Mapping[str, object]:
    return {"cursed": record}


def _from_view(view: PlayerView, record: Card | None) -> Card | None:
    return view.cursed if view.cursed is not None else record  # shown to everyone: the same curse in every guess


#: The card shown at the round's start: the cards identical to it are cursed.
FAMILY: Family[Card | None] = Family("cursed", lambda rules: rules.cursed_cards, None, reset=_keep, view=_view,
                                     from_view=_from_view, dealt=show_cursed, card_laid=card_laid)
