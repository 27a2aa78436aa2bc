"""UNO Extreme / UNO Attack (wikipedia-uno-fr.txt): the card launcher and its three cards.

"Uno Extreme (Uno Attack aux États-Unis) : quand un joueur doit piocher, il actionne une machine qui distribue
aléatoirement entre 0 et 7 cartes. C'est cette variante qui remplace les cartes « +2 » et « +4 » / « Super
Joker » par les cartes « Poser Tout » et « Coup Extrême », du fait d'utiliser un distributeur aléatoire de
cartes."  The equipment list: "un distributeur électronique de cartes (Uno Extreme) distribuant un nombre
aléatoire de cartes (allant de 0 à 12)", "4 cartes « Poser Tout » [...] une par couleur, permettant au joueur
qui les joue de se défausser en un coup de toutes les cartes de la couleur demandée", "4 cartes « 2x » (une par
couleur) permettant au joueur qui l'utilise de forcer le joueur suivant à appuyer deux fois sur le distributeur";
the scoring list: "« Poser tout » [...] vaut 30 points", "« 2x » [...] 20 points", "« Coup Extrême » [...] 50".

This game's reading, said in the help:

- The launcher (``RuleSet.launcher``: 7, or 12 for the equipment list's): "quand un joueur doit piocher, il
  actionne une machine": each time a player must draw, whatever the cards owed (a draw by choice, a forgotten
  UNO, a +2 or a stack in a mix of rules), one press; a draw by choice then ends the turn, as with the real
  launcher.  Each press gives 0 to 7 (or 12) cards with the odds of :data:`ODDS`, from the game's seeded random
  source.  (One press per card owed was tried first: at about 2 cards a press, Rapido's UNO card, 8 presses,
  filled the hands and rounds between bots did not end.)
- A penalty (a forgotten UNO caught, a fault of the ``faults`` house rule) is ``RuleSet.penalty_presses``
  presses, 4 in the preset: "Tout commentaire ou tout conseil intempestif peut être pénalisé par 2 cartes à
  tirer dans la pioche (4 appels au distributeur dans le cas du Uno Extreme) [...] L'oubli de « UNO » est puni
  de la même manière" (Pénalités).
- "Poser Tout": a coloured card, laid on its colour or on another Poser Tout; then every other card of its
  colour leaves the hand at once (under it: it stays on top).  Left with one card, its player has said UNO.
- "2x": the next player presses twice and loses the turn.
- "Coup Extrême": the book does not say what it does.  We read it as the real edition's wild card that makes
  every other player press once (UNO Attack's "Wild All Hit"): its player names the colour, each other player
  from the next presses once, and the next player plays.
- Without a launcher (the Extreme cards in another edition, or the stress bench's mixes), a press is a card.
- The deck: the classic deck without its +2 and +4, with 4 Poser Tout, 4 2x (one per colour) and 4 Coup
  Extrême in their place: 108 cards.

Part of the rules engine: the core (:mod:`uno_access.engine.state`) and the other rule modules call these
functions as ``rules_x.fn(state, ...)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card
from ..events import CardsDiscarded, DrawReason, LauncherFired
from ..hooks import Family
from . import piles as rules_piles

if TYPE_CHECKING:
    from ..state import State

#: The odds of each number of cards a press gives, in hundredths, for the 0-to-7 launcher and the 0-to-12 one:
#: nothing a third of the time, rarely a handful (what the help says).
ODDS: dict[int, tuple[int, ...]] = {
    7: (35, 20, 14, 10, 8, 6, 4, 3),
    12: (35, 18, 12, 9, 7, 5, 4, 3, 2, 2, 1, 1, 1),
}


#: The draws that are penalties ("Pénalités"): a forgotten UNO, a wrong card, a jump-in without "interception".
PENALTIES: frozenset[DrawReason] = frozenset({DrawReason.UNO_PENALTY, DrawReason.CONFUSION,
                                              DrawReason.NO_INTERCEPTION})


def presses_for(state: State, reason: DrawReason) -> int:
    """Presses of the launcher a draw for ``reason`` takes: a penalty's (``RuleSet.penalty_presses``), else one."""
    return state.rules.penalty_presses if reason in PENALTIES else 1


def press(state: State, presses: int) -> int:
    """How many cards ``presses`` presses of the launcher give, drawn from the game's random source."""
    odds = ODDS[state.rules.launcher]
    total = 0
    for _ in range(presses):
        roll = state.rng.randrange(100)
        count = 0
        while roll >= odds[count]:
            roll -= odds[count]
            count += 1
        total += count
    return total


def fire(state: State, player: int, presses: int, reason: DrawReason) -> int:
    """``player`` presses the launcher ``presses`` times and takes what it gives; returns the cards given."""
    count = press(state, presses)
    available = len(state.draw_pile) + max(0, len(state.discard) - 1)
    state.emit(LauncherFired, player, presses, min(count, available))
    if count:
        rules_piles.give_cards(state, player, count, reason)
    return count


def hit(state: State, player: int, presses: int, reason: DrawReason) -> None:
    """The 2x and the Coup Extrême: ``presses`` presses of the launcher; without one, as many cards."""
    if state.rules.launcher:
        fire(state, player, presses, reason)
    else:
        rules_piles.give_cards(state, player, presses, reason)


def discard_all(state: State, player: int, card: Card) -> None:
    """"se défausser en un coup de toutes les cartes de la couleur demandée": the others of its colour."""
    hand = state.hands[player]
    laid = [other for other in hand if other.color is card.color]
    if not laid:
        return
    state.hands[player] = [other for other in hand if other.color is not card.color]
    top = state.discard.pop()
    state.discard.extend(laid)
    state.discard.append(top)
    state.emit(CardsDiscarded, player, tuple(laid), len(state.hands[player]))
    if len(state.hands[player]) == 1:
        state.uno_declared[player] = True  # laid in one go with the Poser Tout: no moment to be caught


def hit_everyone(state: State, player: int) -> None:
    """Coup Extrême: each other player, from the next one, presses once."""
    seat = state.next_player(player)
    while seat != player:
        hit(state, seat, 1, DrawReason.EXTREME)
        seat = state.next_player(seat)



def _gives(state: State, player: int, count: int, reason: DrawReason) -> None:
    """Cards given under the launcher: one press, whatever the count, or a penalty's presses."""
    fire(state, player, presses_for(state, reason), reason)


#: UNO Extreme gives cards its own way: the launcher (no record of its own).
FAMILY: Family[None] = Family("extreme", lambda rules: rules.launcher != 0, None, gives=_gives)
