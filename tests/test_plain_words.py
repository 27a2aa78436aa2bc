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
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    assert "F1" not in said, said
    for answer in (keys, arrow, arrow_and_letter):
        assert t("command-hand") in answer and t("command-draw") in answer, answer
        assert "F1" not in answer and "Page" not in answer and "\x1b" not in answer, answer
    assert "F2" not in helped and t("command-repeat") in helped, helped
    for key in ("F1", "F2", "Page", "Escape", "Échap", "Right", "Droite"):
        assert key not in everything, (key, everything)
    assert all(len(line) <= 40 for line in keys.splitlines()), keys
