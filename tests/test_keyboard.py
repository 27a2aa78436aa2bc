"""The keyboard held between questions (uno_access.console.keyboard), on a real pseudo-terminal."""

from __future__ import annotations

import os
import termios

from uno_access.console.keyboard import Keyboard, cooked


def test_held_keys_are_neither_echoed_nor_cooked_and_a_line_question_gets_them_back():
    main, secondary = os.openpty()
    try:
        keyboard = Keyboard(fd=secondary)
        assert keyboard.active
        keyboard.hold()
        lflag = termios.tcgetattr(secondary)[3]
        assert not lflag & termios.ECHO and not lflag & termios.ICANON
        with cooked():  # a question read with input() (the resume question of a new match)
            lflag = termios.tcgetattr(secondary)[3]
            assert lflag & termios.ECHO and lflag & termios.ICANON
        assert not termios.tcgetattr(secondary)[3] & termios.ICANON
        os.write(main, b" \r")
        assert keyboard.discard() == 2
        keyboard.release()
        assert termios.tcgetattr(secondary)[3] & termios.ICANON
    finally:
        os.close(main)
        os.close(secondary)


def test_a_ctrl_c_left_in_the_terminal_when_a_question_opens_asks_to_quit_instead_of_being_dropped():
    """Ctrl+C typed as a prompt closed (prompt_toolkit's raw mode still on, the key not read) stays in the
    terminal as a byte; the next question's discard dropped it with the type-ahead.  It is no type-ahead key:
    the discard raises ``KeyboardInterrupt`` as the terminal's own Ctrl+C does (the game asks to quit)."""
    import pytest

    main, secondary = os.openpty()
    try:
        attributes = termios.tcgetattr(secondary)
        attributes[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG)  # raw, as prompt_toolkit leaves it
        termios.tcsetattr(secondary, termios.TCSANOW, attributes)
        os.write(main, b"h\x03a")
        keyboard = Keyboard(fd=secondary)
        keyboard.hold()
        with pytest.raises(KeyboardInterrupt):
            keyboard.discard()
        assert keyboard.discard() == 0  # the rest was dropped with it
        keyboard.release()
    finally:
        os.close(main)
        os.close(secondary)
