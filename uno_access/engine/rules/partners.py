"""Partners that change each round (``RuleSet.rotating_partners``, the house rule ``rotating-partners``).

braille-uno-rules-fr.txt, "Variantes de jeu", "A 4 joueurs": "On peut également décider de jouer en 3 manches,
chaque joueur ayant un partenaire différent pour chacune des 3 manches.  On tient alors les scores de la manière
suivante : chacun totalise ses points individuellement pour chacune des manches."

This game's reading, said in the help: four players in teams; the first round's partners sit opposite, as teams
do ("Les joueurs se placent en alternance"), the second round's partners are neighbours (seats 1 and 2 together,
3 and 4), the third's the other neighbours (1 and 4, 2 and 3); a round's points go to each partner of its
winner as in team play, into each player's own total; after the third round the match is over, and the highest
total wins (the lowest, when the table scores the points left in hand).  Each round says who plays with whom
(:class:`~..events.PartnersChanged`), and the view shows it (``PlayerView.teams``).

A rule family plugged into the core (engine/families.py): its record is each seat's team this round, set when a
round starts; the core asks it who plays with whom (``team_of``) and how many rounds a match lasts (``rounds``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from ..events import PartnersChanged
from ..hooks import Family

if TYPE_CHECKING:
    from ..state import State
    from ..view import PlayerView

#: "jouer en 3 manches".
ROUNDS: Final = 3
#: "A 4 joueurs": the only table size partners change at.
PLAYERS: Final = 4
#: The first seat's partner in each round: opposite, then on its left, then on its right.
_PARTNER_OF_FIRST: Final = (2, 1, 3)


def teams_in(round_number: int) -> tuple[int, ...]:
    """Each seat's team (0 or 1) in round ``round_number`` (1, 2, 3): "un partenaire différent" each time."""
    partner = _PARTNER_OF_FIRST[(round_number - 1) % ROUNDS]
    return tuple(0 if seat in (0, partner) else 1 for seat in range(4))


def round_starts(state: State) -> None:
    """A new round (its number not yet counted): its partners."""
    FAMILY.put(state, teams_in(state.round_number + 1))


def dealt(state: State) -> None:
    """The hands are dealt: who plays with whom this round is said."""
    state.emit(PartnersChanged, FAMILY.of(state))


def team_of(state: State, player: int) -> int:
    return FAMILY.of(state)[player]


def _keep(record: tuple[int, ...]) -> tuple[int, ...]:
    return record  # set by round_starts, before the new round's records


def _view(state: State, player: int, record: tuple[int, ...]) -> Mapping[str, object]:
    return {"teams": record}


def _from_view(view: PlayerView, record: tuple[int, ...]) -> tuple[int, ...]:
    return view.teams if view.teams is not None else record  # public: the same partners in every guess


#: Each seat's team this round; before the first round, the seats' alternate teams.
FAMILY: Family[tuple[int, ...]] = Family(
    "partners", lambda rules: rules.rotating_partners, teams_in(1), reset=_keep, view=_view, from_view=_from_view,
    round_starts=round_starts, dealt=dealt, team_of=team_of, rounds=ROUNDS)
