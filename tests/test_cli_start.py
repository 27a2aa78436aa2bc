"""The command line's edges found by the round-3 audits: each flag answers its own question only, every
subcommand's ``--help`` only prints help, an odd ``PYTHONIOENCODING`` never crashes the game."""

from __future__ import annotations

import re
import subprocess
import sys

import pexpect
import pytest

from tests.test_cli_main import ROOT, environment
from tests.test_console_rules import assert_fits_braille
from uno_access.i18n import Translator

from .test_cli_pty import spawn


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_language_flag_answers_the_language_question_only(tmp_path, lang):
    """``--lang fr`` used to skip every start question (play audit, part 2, 3): now only the language's."""
    other = "en" if lang == "fr" else "fr"
    child = spawn("--lang", lang, "--speech", "off", lang=other, env={"UNO_ACCESS_HOME": str(tmp_path)})
    t = Translator(lang)
    child.expect(re.escape(t("question-bots", default=3).split(" ")[0]) + r".*\] ")
    assert t("question-language", default="X").split(" ")[0] not in child.before
    for question in ("question-level", "question-rules", "question-house", "question-target"):
        child.send("\r")
        child.expect(re.escape(t(question, default="X", choices="Y").split(" ")[0]) + r".*\] ")
    child.send("\r")
    child.expect(">")
    child.sendcontrol("c")
    child.expect(re.escape(t("prompt-quit")))
    child.send(t("answer-yes") + "\r")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("command", ["serve", "host", "join"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_subcommand_help_prints_its_help_and_exits(tmp_path, command, lang):
    """R3-10: ``serve --help`` served on port 8765 and ``host --help`` opened a table."""
    result = subprocess.run([sys.executable, "-m", "uno_access", command, "--help", "--port", "0"],
                            capture_output=True, text=True, cwd=ROOT, env=environment(tmp_path, lang), timeout=60,
                            stdin=subprocess.DEVNULL)
    t = Translator(lang)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == t(f"net-help-{command}").splitlines()[0]
    assert_fits_braille(lines, f"{command} --help")
    serving = re.escape(t("net-serving", port="PORT")).replace("PORT", r"\d+")
    assert not re.search(serving, result.stdout)  # nothing served, no table code
    assert t("net-code", code="X").split(" ")[0] not in result.stdout


@pytest.mark.parametrize("command", ["serve", "host"])
def test_a_subcommand_version_prints_the_version_and_exits(tmp_path, command):
    result = subprocess.run([sys.executable, "-m", "uno_access", command, "--version", "--port", "0"],
                            capture_output=True, text=True, cwd=ROOT, env=environment(tmp_path), timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0 and "uno-access" in result.stdout.lower()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_help_names_simulate(tmp_path, lang):
    """The README uses ``simulate`` everywhere; ``--help`` named only host, join and serve."""
    result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--help"], capture_output=True,
                            text=True, cwd=ROOT, env=environment(tmp_path, lang), timeout=60)
    assert any(line.startswith("simulate") for line in result.stdout.splitlines()), result.stdout


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-16-le"])
def test_an_io_encoding_that_is_not_ascii_compatible_plays_instead_of_crashing(tmp_path, encoding):
    """R3-15: ``PYTHONIOENCODING=utf-16`` gave "Internal error in the game" (its decoder wants a BOM on stdin)."""
    env = environment(tmp_path)
    env["PYTHONIOENCODING"] = encoding
    result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", "en", "--bots", "1", "--seed", "3",
                             "--speech", "off"], input=b"status\nquit\ny\n", capture_output=True, cwd=ROOT, env=env,
                            timeout=60)
    t = Translator("en")
    out = result.stdout.decode("utf-8", "replace") + result.stderr.decode("utf-8", "replace")
    assert result.returncode == 0, out
    assert t("error-internal", path="X").split(" ")[0] not in out
    assert t("storage-saved-goodbye") in out


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_network_helps_name_every_network_flag(lang):
    from uno_access.netplay import _net_parser

    t = Translator(lang)
    helps = "\n".join(t(f"net-help-{command}") for command in ("host", "join", "serve"))
    flags = [option for action in _net_parser()._actions for option in action.option_strings]
    assert flags and [flag for flag in flags if flag not in helps] == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_rotating_partners_ask_no_points_to_win(tmp_path, lang):
    """Three rounds, the best total wins: "Points to win? [500]" asked for a target the match never had."""
    child = spawn("--lang", lang, "--speech", "off", env={"UNO_ACCESS_HOME": str(tmp_path)})
    t = Translator(lang)
    target = t("question-target", default="X").split("[")[0]
    house = t("question-house", default="X").split("[")[0]
    while (found := child.expect([re.escape(target), re.escape(house) + r".*\] ", r"\] ", ">"])) in (1, 2):
        child.send("rotating-partners\r" if found == 1 else "\r")  # the other questions: their defaults
    assert found == 3, "asked the points to win"
    child.sendcontrol("c")
    child.expect(re.escape(t("prompt-quit")))
    child.send(t("answer-yes") + "\r")
    child.expect(pexpect.EOF)
