"""The rules: the options of a table (:mod:`uno_access.engine.ruleset`, re-exported here), and one module
per rule family, each quoting the rule book sentences it implements.

- :mod:`.checks` — whether an action is allowed now, and why not;
- :mod:`.card_effects` — what each card does when played;
- :mod:`.piles` — drawing, reshuffling, giving cards;
- :mod:`.first_card` — the first card turned and what it does;
- :mod:`.answers` — draw cards and skips owed, and the cards that answer them (stacking, Rapido's defence);
- :mod:`.draw_four` — the +4 and its challenge;
- :mod:`.jump_in` — an identical card played out of turn;
- :mod:`.sequences` — sequences of numbered cards in one turn ("Suites");
- :mod:`.hands` — Swap Hands, Shuffle Hands, the 7-0 rule, a chosen player;
- :mod:`.family` — UNO Family Quick's Quick Joker and Quickos card;
- :mod:`.custom` — the customizable cards of official+;
- :mod:`.confusion` — UNO Rapido's confusion rule;
- :mod:`.uno` — saying UNO, forgetting it, being caught;
- :mod:`.cursed` — cursed cards ("Mauvaises cartes");
- :mod:`.scoring` — the end of a round and of the match;
- :mod:`.h2o` — UNO H2O Splash's Downpour cards;
- :mod:`.extra_cards` — the +2?, +4? and boomerang of the book's equipment list;
- :mod:`.extreme` — UNO Extreme's card launcher, Poser Tout, 2x and Coup Extrême;
- :mod:`.robot` — UNO Robot, who changes a rule now and then;
- :mod:`.wizz` — UNO Wizz's Wizz card and its wheel;
- :mod:`.totems` — UNO Totem Power's four totems (this game's reading).

The core loop (:mod:`uno_access.engine.state`) and the modules call each other's functions as
``rules_x.fn(state, ...)``: the rule for a card is read in one file, and a call leads to its module.
"""

from .. import ruleset as _ruleset
from ..ruleset import *  # noqa: F403 - the table's options, as they were imported from here before the split

__all__ = [name for name in vars(_ruleset) if not name.startswith("_")]
