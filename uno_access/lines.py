"""Text cut for a 40-cell braille display: lists cut between items, never inside a name.

Shared by the console, the command line's help and the simulator, so none of them imports another.
"""

from __future__ import annotations

from collections.abc import Sequence

#: How many braille cells the lines that matter must fit in brief verbosity.
BRAILLE_CELLS = 40


def wrap_items(items: Sequence[str], first: str, width: int = BRAILLE_CELLS, separator: str = ", ") -> list[str]:
    """Join ``items`` after ``first`` into lines of at most ``width`` characters, cut between items.

    A line keeps one cell free for the full stop that ends the list.

    >>> wrap_items(["r 1", "r 2", "r 3"], "Main : ", width=16)
    ['Main : r 1, r 2,', 'r 3']
    """
    lines: list[str] = []
    current = first
    empty = True
    for item in items:
        if empty and len(current) + len(item) > width - 1 and current.strip():
            lines.append(current.rstrip())  # the intro alone: the first item would not fit after it
            current = item
            empty = False
        elif empty:
            current += item
            empty = False
        elif len(current) + len(separator) + len(item) > width - 1:
            lines.append(current + separator.rstrip())
            current = item
        else:
            current += separator + item
    lines.append(current)
    return lines


def cut_between_parts(line: str, width: int = BRAILLE_CELLS, separator: str = ", ") -> list[str]:
    """``line`` in lines of at most ``width`` characters, cut after a ``separator`` (each line but the last
    ends with its comma), never inside a part; a part longer than a line alone is cut between its words.

    >>> cut_between_parts("1. Hana, officielles, 1 sur 2, mot de passe.")
    ['1. Hana, officielles, 1 sur 2,', 'mot de passe.']
    """
    if len(line) <= width:
        return [line]
    import textwrap

    mark = separator.rstrip()
    parts = line.split(separator)
    lines: list[str] = []
    current = parts[0]
    for part in parts[1:]:
        if len(current) + len(separator) + len(part) + len(mark) <= width:
            current += separator + part
        else:
            lines.append(current + mark)
            current = part
    lines.append(current)
    return [short for each in lines
            for short in (textwrap.wrap(each, width, break_long_words=False, break_on_hyphens=False) or [each])]


def names_in_lines(names: Sequence[str], separator: str = ", ") -> str:
    """``names`` listed in lines of 40 braille cells at most, cut between names, for a message
    that puts them on lines of their own (``--help``, the rules question)."""
    return "\n".join(wrap_items(names, "", separator=separator))
