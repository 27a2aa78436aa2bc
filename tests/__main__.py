"""``python3 -m tests``: run the whole test suite (installing what it needs on first use).

Extra arguments go to pytest, e.g. ``python3 -m tests -k engine``.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from uno_access._bootstrap import ROOT, ensure_installed  # noqa: E402

ensure_installed("tests", extras="test")

import pytest  # noqa: E402

os.chdir(ROOT)
code = pytest.main(sys.argv[1:])
# pytest says 5 when no test ran: that is a failure of the suite, not a pass.
raise SystemExit(int(code))
