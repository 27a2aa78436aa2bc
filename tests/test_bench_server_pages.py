"""``bench/server.py`` measures web pages too (issue 37): seats that ask for words, as the page's script plays
them, beside honest tables; a short run prints their line (no figure is asserted: the machine is shared)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_the_server_bench_holds_web_pages_and_prints_their_line() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "server.py"), "--configs", "", "--hostile", "", "--pages", "3",
         "--pages-tables", "4", "--hold", "6", "--think", "0.3"],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    found = re.search(r"page seats held: (\d+) of 3; (\d+) lines in 6 s; line to reply p50 [\d.]+ ms, "
                      r"p99 [\d.]+ ms, max [\d.]+ ms; beside 4 honest tables \(p99 [\d.]+ ms\)", result.stdout)
    assert found, result.stdout + result.stderr
    assert found.group(1) == "3" and int(found.group(2)) >= 3, result.stdout
