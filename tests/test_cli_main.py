"""The program's edges: a reader that goes away, a real crash, the speech flags, the start-up questions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from uno_access import cli
from uno_access.i18n import Translator

ROOT = Path(__file__).resolve().parent.parent


def environment(tmp_path: Path, lang: str = "en") -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "UNO_ACCESS_DEBUG")}
    env.update({"LANG": "fr_FR.UTF-8" if lang == "fr" else "en_US.UTF-8", "UNO_ACCESS_CACHE": str(tmp_path / "cache"),
                "UNO_ACCESS_HOME": str(tmp_path / "home")})
    return env


# ---------------------------------------------------------------- 4. broken pipe, crash log


@pytest.mark.parametrize("args", [["--help"], ["--lang", "fr", "--bots", "2", "--seed", "3", "--speech", "off"]],
                         ids=["help", "match"])
def test_a_reader_that_goes_away_ends_the_program_quietly(tmp_path, args):
    """``uno-access --help | head -2``: no "internal error" line, no traceback, no crash log."""
    child = subprocess.Popen([sys.executable, "-m", "uno_access", *args], cwd=ROOT, env=environment(tmp_path),
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()  # the reader is gone before the program writes its first line
    _, err = child.communicate(b"main\n" * 50, timeout=60)
    assert err == b""
    assert not (tmp_path / "cache" / cli.CRASH_LOG).exists()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_real_crash_says_one_localized_line_and_logs_in_the_cache_folder(tmp_path, monkeypatch, capsys, lang):
    monkeypatch.setenv("UNO_ACCESS_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("UNO_ACCESS_DEBUG", raising=False)

    def broken(args: list[str], lang: str) -> int:
        raise RuntimeError("a bug")

    monkeypatch.setattr(cli, "_main", broken)
    assert cli.main(["--lang", lang]) == 1
    log = tmp_path / "cache" / cli.CRASH_LOG
    err = capsys.readouterr().err
    assert err.splitlines() == [Translator(lang)("error-internal", path=str(log))]
    assert "RuntimeError: a bug" in log.read_text(encoding="utf-8")
