"""What the player types, made safe before it is used or said back.

Everything typed goes through here before it reaches a number, a message or
the screen:

- :func:`whole_number` reads a place in a list or a setting: ASCII digits
  only (``²`` and Arabic-Indic digits are not numbers here), and never more
  digits than any answer needs, so a pasted wall of digits is simply "not a
  number" (Python refuses ``int()`` of over 4,300 digits, and formatting a
  27-digit number went through Babel's decimal code).
- :func:`cap_line` cuts a typed line to :data:`MAX_LINE` characters: no
  answer of the game is longer, and a pasted novel must not cost seconds of
  parsing (the console says the line was cut).
- :func:`shown` is the only form in which typed text is written back:
  control characters and escape sequences named by a visible mark, invisible
  marks (zero-width, bidirectional) dropped, bytes that were not UTF-8
  replaced, at most a few dozen characters.  Nothing typed can move the
  cursor, change the window title or ring the bell.

>>> whole_number("3", 1, 7), whole_number("0003", 1, 7), whole_number("8", 1, 7)
(3, 3, None)
>>> whole_number("9" * 5000, 1, 7) is None and whole_number("²", 1, 9) is None
True
>>> shown("\\x1b]0;title\\x07r7")
'?]0;title?r7'
>>> shown("a\\u200bb\\u202ec")
'abc'
>>> shown("x" * 100)
'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'
"""

from __future__ import annotations

import unicodedata

__all__ = ["MAX_LINE", "SHOWN_LENGTH", "cap_line", "shown", "whole_number"]

#: The longest line the game reads; longer ones are cut (no command, card list or name needs more).
MAX_LINE = 300
#: How much of a typed text is said back in a refusal ("…" marks the cut).
SHOWN_LENGTH = 30
#: More digits than any number the game asks for (places, counts, scores, seeds go through argparse).
_MAX_DIGITS = 9


def whole_number(text: str, low: int, high: int) -> int | None:
    """The whole number typed, if it is made of ASCII digits and lies in ``low..high``; else ``None``."""
    stripped = text.strip()
    if not stripped or not (stripped.isascii() and stripped.isdigit()):
        return None
    digits = stripped.lstrip("0") or "0"
    if len(digits) > _MAX_DIGITS:
        return None
    number = int(digits)
    return number if low <= number <= high else None


def is_digits(text: str) -> bool:
    """True for ASCII digits only (what :func:`whole_number` may read as a number)."""
    stripped = text.strip()
    return bool(stripped) and stripped.isascii() and stripped.isdigit()


def cap_line(line: str) -> tuple[str, bool]:
    """The line cut to :data:`MAX_LINE` characters, and whether it was cut."""
    if len(line) <= MAX_LINE:
        return line, False
    return line[:MAX_LINE], True


def shown(text: str, limit: int = SHOWN_LENGTH) -> str:
    """``text`` as it may be printed or spoken back: printable, visible, at most ``limit`` characters.

    Control characters (escape, bell, backspace...) become ``?``; format
    characters (zero-width spaces and joiners, bidirectional marks) are
    dropped; lone surrogates (bytes that were not UTF-8) become ``?``;
    surrounding spaces are dropped; a longer text ends with ``...``.
    """
    out: list[str] = []
    for char in text.strip():
        category = unicodedata.category(char)
        if category == "Cf":
            continue
        if category in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp"):
            char = "?"
        out.append(char)
        if len(out) > limit:
            return "".join(out[:limit]) + "..."
    return "".join(out)
