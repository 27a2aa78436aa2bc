"""A rule family's plug into the core: its state record and the hook points it implements.

A rule family (UNO Wizz's wheel, the totems, sequences...) keeps what it must remember of a match in one frozen
record of its own, defined in its module: a new value replaces the old one on each change, so a copy of the
match (:meth:`.State.clone`, :func:`.determinize.determinize`) shares the records by reference and needs no list
of fields.  The family says, once, in a :class:`Family` value:

- which options of the :class:`~.ruleset.RuleSet` switch it on;
- its record at a fresh match (``fresh``), what a new round makes of it (``reset``: ``fresh`` by default), what
  a player's :class:`~.view.PlayerView` shows of it (``view``) and how a guess reads it back (``from_view``);
- the hook points of the core it implements, named after what the core does there: ``round_starts``,
  ``turn_starts``, ``dealt``, ``number_laid``, ``card_laid``, ``gives`` (cards given another way: UNO Extreme's
  launcher), ``team_of`` (teams seated another way: partners that change each round), and ``rounds`` (a match
  of so many rounds).

The registry (:mod:`.families`) lists the families, one line each; the core asks it once per ``RuleSet`` which
hooks to call (:class:`Hooks`).  With no family switched on, no hook runs: the official rules' fast path.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from .cards import Card, DeckKind
from .events import DrawReason

if TYPE_CHECKING:
    from .ruleset import RuleSet
    from .state import State
    from .view import PlayerView

R = TypeVar("R")

#: A round starts (before the deal): the family sets the table back (UNO Robot: the table's own rules).
RoundStarts = Callable[["State"], None]
#: ``player``'s turn is about to start: the family may speak (UNO Robot) or give the turn to another player (a
#: turn lost earlier); it returns whose turn starts.
TurnStarts = Callable[["State", int], int]
#: The hands are dealt and the first card turned (cursed cards: the card shown).
Dealt = Callable[["State"], None]
#: A card left ``player``'s hand, ``left`` cards remain (cursed cards: what it costs).  Also ``number_laid``: a
#: numbered card opens a turn, before its UNO is settled (a finish with one number, a Suite Royale).
CardLaid = Callable[["State", int, Card, int], None]
#: ``player`` is given ``count`` cards for ``reason``, this family's way (UNO Extreme: the launcher's presses).
Gives = Callable[["State", int, int, DrawReason], None]
#: The team ``player`` plays in now (0 or 1), when a family seats the teams its own way.
TeamOf = Callable[["State", int], int]


class Family(Generic[R]):
    """One rule family as the core sees it: its switch, its record and its hooks (see the module's text)."""

    def __init__(
        self,
        name: str,
        switched_on: Callable[[RuleSet], bool],
        fresh: R,
        *,
        reset: Callable[[R], R] | None = None,
        view: Callable[[State, int, R], Mapping[str, object]] | None = None,
        from_view: Callable[[PlayerView, R], R] | None = None,
        round_starts: RoundStarts | None = None,
        turn_starts: TurnStarts | None = None,
        dealt: Dealt | None = None,
        number_laid: CardLaid | None = None,
        card_laid: CardLaid | None = None,
        gives: Gives | None = None,
        team_of: TeamOf | None = None,
        rounds: int = 0,
    ) -> None:
        self.name = name
        self.switched_on = switched_on
        self.fresh = fresh
        self.reset = reset
        self.view = view
        self.from_view = from_view
        self.round_starts = round_starts
        self.turn_starts = turn_starts
        self.dealt = dealt
        self.number_laid = number_laid
        self.card_laid = card_laid
        self.gives = gives
        self.team_of = team_of
        #: The match is this many rounds (0: played to the target score).
        self.rounds = rounds
        #: Where the state keeps this family's record (``State.records``): its place in the registry.
        self.slot = -1

    def of(self, state: State) -> R:
        """This family's record in ``state``."""
        return cast(R, state.records[self.slot])

    def put(self, state: State, record: R) -> None:
        """Replace this family's record in ``state`` (records are frozen: a change is a new record)."""
        state.records[self.slot] = record


class Hooks:
    """The hooks the core calls for one ``RuleSet``: those of the families it switches on, in registry order.

    ``any`` is false for the official rules (and any table no family plugs into): the core's fast paths run.
    ``plain_deck``: no card of the deck has a playability exception (the UNO card, Family cards...): the fast path
    of ``legal_actions`` and ``apply`` for every card.
    """

    def __init__(self, families: tuple[Family[Any], ...], rules: RuleSet) -> None:
        self.families = families
        self.any = bool(families)
        self.plain_deck = rules.deck is DeckKind.CLASSIC and not rules.uno_cards and not rules.turn_cards \
            and not rules.invisible_cards and not rules.any_victim_cards and not rules.boomerang_cards \
            and not rules.totems  # totems.py: the four totems' UNO is a turn action of its own
        self.round_starts: tuple[RoundStarts, ...] = tuple(f.round_starts for f in families if f.round_starts)
        self.turn_starts: tuple[TurnStarts, ...] = tuple(f.turn_starts for f in families if f.turn_starts)
        self.dealt: tuple[Dealt, ...] = tuple(f.dealt for f in families if f.dealt)
        self.number_laid: tuple[CardLaid, ...] = tuple(f.number_laid for f in families if f.number_laid)
        self.card_laid: tuple[CardLaid, ...] = tuple(f.card_laid for f in families if f.card_laid)
        #: The first family's way of giving cards, if one has its own (``None``: from the draw pile).
        self.gives: Gives | None = next((f.gives for f in families if f.gives), None)
        #: The first family's way of seating teams, if one has its own (``None``: partners sit alternately).
        self.team_of: TeamOf | None = next((f.team_of for f in families if f.team_of), None)
        #: The rounds a match lasts, when a family fixes them (0: to the target score).
        self.rounds = max((f.rounds for f in families), default=0)

    # One per RuleSet, never changed: a copy of a state (deep or not) shares it.
    def __copy__(self) -> Hooks:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Hooks:
        return self
