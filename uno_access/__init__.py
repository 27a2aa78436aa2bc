"""uno-access: UNO for blind and visually impaired players.

The folder layout is the architecture:

- ``engine``: the rules, pure and deterministic (no I/O, no wording);
- ``notation``: card names as printed on the braille deck, per locale;
- ``i18n``: every word the player reads or hears, from ``locales/``;
- ``bots``: computer opponents that see only their own view;
- ``console``: the screen-reader-first terminal game;
- ``speech``: the game's own voice, never blocking;
- ``storage``: autosave, settings and statistics.
"""

__version__ = "0.1.0"

from . import engine_build as _engine_build

# Before any engine module is imported: the compiled engine, or its Python source when asked or out of date.
_engine_build.choose()
