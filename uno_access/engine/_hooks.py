"""The rules' own state, with its defaults (a round resets them): each group names the rule module that uses it.

The core loop (:mod:`.state`) and the rule modules call each other's functions as ``rules_x.fn(state, ...)``:
a reader follows a call to its module, and a compiler (mypyc) sees plain calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card

if TYPE_CHECKING:
    from .events import Wheel
    from .ruleset import RuleSet


class RuleHooks:
    """The state each rule family keeps on the match, one group per module of uno_access/engine/rules/."""

    # Jump-in: an identical card played out of turn.  (jump_in)
    #: A jump-in is being laid, and a second card of its number may follow it (jump_in.py).
    _jumping = False
    _twin = False
    #: UNO Olympique: the second card of an identical pair may follow, and then the one after it is laid.
    _pairing = False
    _pair_second = False
    # Sequences ("Suites") and finishing with one number.  (sequences)
    #: A finish with one number is being laid (sequences.py): no stop, no interruption.
    _finishing = False
    #: A Suite Royale is being laid (sequences.py): +1 from 1, -1 from 9, 0 otherwise; cards laid so far.
    _royal = 0
    _royal_laid = 0
    # Cursed cards ("Mauvaises cartes").  (cursed)
    #: The card shown at the round's start: the cards identical to it are cursed (cursed.py).
    _cursed: Card | None = None
    # UNO Olympique: the dealer's deal, the 0 and the 7 as chosen, the round of 2s, the invisible card.  (olympic)
    #: The cards the dealer chose to deal, until they choose the direction (olympic.py).
    _deal_count = 0
    #: Who laid the 2 that goes round the table (olympic.py).
    _twos_from: int | None = None
    # UNO Robot.  (robot)
    #: The table's own rules, before the robot changed one (robot.py).
    _robot_base: RuleSet | None = None
    # UNO Wizz.  (wizz)
    #: What the wheel asks now (WHEEL and SHOUT phases), who spun it (play goes on after them), the cards kept.
    _wheel: Wheel | None = None
    _spinner = 0
    _kept: tuple[Card, ...] = ()
    # The +2? and +4?, the boomerang: a turn lost later, not at once.  (lost_turns)
    #: Players whose next turn is lost (``any_victim_skips``, ``boomerang_whole``), once each time they are named.
    _lost_turns: tuple[int, ...] = ()
    # UNO Totem Power.  (totems)
    #: Who holds each totem, in colour order (red U, yellow N, green O, blue !); -1: in the middle.
    _totems: tuple[int, ...] = (-1, -1, -1, -1)
