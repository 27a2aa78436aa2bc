"""uno-access: UNO for blind and visually impaired players.

The folder layout is the architecture:

- ``engine``: the rules, pure and deterministic (no I/O, no wording);
- ``i18n``: every word the player reads or hears, from ``locales/``;
- ``notation``: card names as printed on the braille deck, per locale;
- ``bots``: computer opponents that see only their own view;
- ``table``: the authority of a match: the state, its seats, its bots;
- ``match``: match set-up (options, rules, bots), for every program;
- ``storage``: autosave, settings and statistics;
- ``net``: the table server and its client (never the console);
- ``speech``, ``sounds``: the game's own voice and earcons, never blocking;
- ``console``: the screen-reader-first terminal game, with ``flags`` (the command line's flags) and
  ``netplay`` (its ``host``, ``join`` and ``serve``);
- ``web``: the browser's page, and the console's words for it;
- ``cli``, ``simulate``: the programs (the command line gives the servers it starts their web pages).

Each imports only what comes before it in this list; ``tests/test_layers.py`` keeps it so.
"""

__version__ = "0.1.0"

from . import engine_build as _engine_build

# Before any engine module is imported: the compiled engine, or its Python source when asked or out of date.
_engine_build.choose()
