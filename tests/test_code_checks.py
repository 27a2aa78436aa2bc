"""The code stays clean: ruff and mypy, as configured in pyproject.toml, find nothing (issue 19, part 1).

The whole package type-checks with ``mypy --strict`` (issue 35; the engine needs it besides for mypyc).
Both tools come with the test extra, so ``python3 -m tests`` (and CI) always runs them.
"""

from __future__ import annotations

import subprocess
import sys

from uno_access._bootstrap import ROOT


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          check=False)


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "uno_access", "tests", "bench")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing_in_the_whole_package() -> None:
    """``mypy --strict uno_access`` (issue 35; 46 errors at the review, 41 in the console), which pyproject.toml
    also asks of a bare ``mypy``; what mypyc compiles needs it anyway."""
    result = _run("mypy", "--strict", "uno_access")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing_in_the_server_bench() -> None:
    """``bench/server.py`` type-checks too (``mypy --strict bench/server.py``): it had two errors, a loop's
    number named like the table's seats it then went through."""
    result = _run("mypy", "--strict", "bench/server.py")
    assert result.returncode == 0, result.stdout + result.stderr
