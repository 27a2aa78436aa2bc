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
