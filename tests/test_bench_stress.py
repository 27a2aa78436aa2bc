"""``bench/stress.py`` in every run of the suite (issue 16): a bounded run over every preset and
house-rule mix, with 0 invariant violations and 0 exceptions."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_stress_plays_every_preset_and_house_rule_mix_with_no_violation() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "stress.py"), "--rounds", "5000", "--seed", "16", "--jobs", "1"],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "violations: 0\n" in result.stdout and "exceptions: 0\n" in result.stdout, result.stdout
