"""Plain input (TERM=dumb, ``--plain``): keys cannot work, so the game says the words instead (issue 34).

Before, a dumb terminal announced "Type help, or F1.", ``keys`` listed the arrow keys, and a Right
arrow typed went into the line as ``^[[C`` and came back as "« ?[Cz » : ni carte ni commande."
"""

from __future__ import annotations

import sys

import pexpect
import pytest

from tests.test_storage_e2e import environment
from uno_access.i18n import Translator

from .test_cli_pty import end_with_ctrl_d


def spawn(home, lang: str, *args: str) -> pexpect.spawn:
    argv = ["-m", "uno_access", "--speech", "off", "--lang", lang, "--bots", "2", "--seed", "4", "--pace", "0", *args]
    child = pexpect.spawn(sys.executable, argv, env=environment(home, TERM="dumb"), encoding="utf-8", timeout=30,
                          dimensions=(40, 40))
    child.delaybeforesend = None
    return child


def ask(child: pexpect.spawn, line: str) -> str:
    """Type a line at the turn's prompt; what the game answered."""
    child.send(line + "\r")
    child.expect_exact("\n")  # the line itself, echoed by the terminal
    child.expect_exact("> ")
    return child.before


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_dumb_terminal_is_told_the_words_not_the_keys(tmp_path, lang):
    t = Translator(lang)
    child = spawn(tmp_path, lang)
    child.expect_exact("> ")
    said = child.before
    keys = ask(child, t("command-keys"))
    arrow = ask(child, "\x1b[C")
    arrow_and_letter = ask(child, "\x1b[Cz")
    helped = ask(child, t("command-help") + " " + t("command-repeat"))
    everything = ask(child, t("command-help") + " " + t("help-all"))  # every command explained
    child.send(" \r")  # Space then Enter: Space draws, as the prompts say ("a or Space")
    child.expect("You draw|drawn" if lang == "en" else "Vous piochez|piochée")
    child.expect_exact("> ")
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert "F1" not in said, said
    assert t("command-hand") in keys and t("command-draw") in keys, keys
    for answer in (keys, arrow, arrow_and_letter):
        assert "F1" not in answer and "Page" not in answer and "\x1b" not in answer, answer
    for answer in (arrow, arrow_and_letter):  # the words were said once (keys): one line that says the word
        assert t("keys-plain-again") in answer, answer
    assert "F2" not in helped and t("command-repeat") in helped, helped
    for key in ("F1", "F2", "Page", "Escape", "Échap", "Right", "Droite"):
        assert key not in everything, (key, everything)
    assert all(len(line) <= 40 for line in keys.splitlines()), keys


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_keys_typed_at_a_dumb_terminal_are_explained_in_full_once_then_in_one_line(tmp_path, lang):
    """Each arrow or F1 reprinted the whole block of words (11 lines); once is enough, then one short line that
    says the word to hear it again.  ``help`` says what ``keys`` gives where keys do not work."""
    t = Translator(lang)
    child = spawn(tmp_path, lang)
    child.expect_exact("> ")
    first = ask(child, "\x1b[A")
    second = ask(child, "\x1b[B")
    third = ask(child, "\x1bOP")  # F1
    helped = ask(child, t("command-help"))
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    block = t("help-keys-plain").splitlines()[0]
    assert block in first, first
    for answer in (second, third):
        lines = [line for line in answer.splitlines() if line.strip()]
        assert block not in answer and lines == [t("keys-plain-again")], answer
    assert t("help-more").splitlines()[-1] not in helped, helped
    assert t("command-keys") in helped, helped


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_word_typed_across_the_questions_opening_answers_no_question_in_plain_input(tmp_path, lang):
    """``han`` typed while the bots play (dropped), ``d`` and Enter at the turn: the line read ``d`` and drew a
    card.  The begun line's tail is refused and said; the next line answers the question."""
    import time

    t = Translator(lang)
    argv = ["-m", "uno_access", "--speech", "off", "--lang", lang, "--bots", "3", "--seed", "1", "--pace", "0.6"]
    child = pexpect.spawn(sys.executable, argv, env=environment(tmp_path, TERM="dumb"), encoding="utf-8",
                          timeout=30, dimensions=(40, 40))
    child.expect_exact("> ")
    child.send(t("command-draw") + "\r")
    child.expect_exact("? ")  # play or pass the card drawn
    child.send(t("command-pass") + "\r")
    time.sleep(0.2)
    word = t("command-hand")
    for key in word[:-1]:  # typed while the bots play: no question is open
        child.send(key)
        time.sleep(0.1)
    child.expect_exact(t("keys-typed-early"))
    child.expect_exact("> ")
    time.sleep(0.3)
    child.send(word[-1] + "\r")
    child.expect_exact(t("line-begun-early"))
    for drawn in ("drawn", "You draw", "pioch"):  # the d typed at the turn drew nothing
        assert drawn not in child.before, child.before
    child.expect_exact("> ")
    child.send(word + "\r")
    child.expect_exact("> ")
    assert t("line-begun-early") not in child.before, child.before
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
