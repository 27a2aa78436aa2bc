"""The console: what the player touches, by keyboard, speech and braille.

Layers, each with one job:

- :mod:`.options` — the settings of a match and of the console;
- :mod:`.render` — engine events and views to localized lines, one per event;
- :mod:`.commands` — a typed line to an intent (localized command words);
- :mod:`.output` — prints a line, speaks the same text, keeps the history;
- :mod:`.reader` — reads a line: prompt_toolkit in a screen-reader mode,
  or plain ``input()`` / piped stdin;
- :mod:`.opponents` — the bots at the other seats;
- :mod:`.session` — the seat: the loop over the questions its table
  (a :class:`~uno_access.table.link.TableLink`, given by the program) opens,
  with its parts, objects it holds and calls (:mod:`.seat_base` lists them).
"""
