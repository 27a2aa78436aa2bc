"""The code stays clean: ruff and mypy, as configured in pyproject.toml, find nothing (issue 19, part 1).

The engine type-checks with mypy's strict checks (it is what mypyc compiles); the rest of the package with
mypy's defaults.  Both tools come with the test extra, so ``python3 -m tests`` (and CI) always runs them.
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


def test_mypy_finds_nothing_and_the_engine_is_strictly_typed() -> None:
    result = _run("mypy")  # files, and the engine's strict checks, from pyproject.toml
    assert result.returncode == 0, result.stdout + result.stderr
    strict = _run("mypy", "--strict", "uno_access/engine", "uno_access/bots/search.py", "uno_access/bots/ismcts.py")  # what mypyc compiles
    assert strict.returncode == 0, strict.stdout + strict.stderr
