"""``python3 -m tests``: run the whole test suite (installing what it needs on first use).

Extra arguments go to pytest, e.g. ``python3 -m tests -k engine``.

``python3 -m tests --fast`` is the inner loop: every test but the ones marked
``slow`` (the whole-program runs and the many-match sweeps, listed in
``tests/slow_tests.py``), on one engine, in about a minute and a half.

Where the compiled engine is built (a C compiler was there at install), the
whole suite runs on it, then the tests of the rules run a second time on the
engine's Python source (``UNO_ACCESS_ENGINE=python``): both engines play the
same games.  When an engine file changed since the compiled engine was built,
it is built again first (about a minute), so the suite never runs a stale one.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from uno_access._bootstrap import ROOT, ensure_installed

ensure_installed("tests", extras="test")

import pytest  # noqa: E402

from uno_access import engine_build  # noqa: E402

#: The tests that play the rules: run on both engines.
RULES_TESTS = ["tests/test_engine_*.py", "tests/test_rules_*.py", "tests/test_variants_*.py", "tests/test_bots*.py",
               "tests/test_storage_codec.py", "tests/test_simulate.py"]

os.chdir(ROOT)
if engine_build.python_reason() == "stale":
    print("Building the compiled engine again: its sources changed.", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], capture_output=True)
    if engine_build.python_reason() is None:  # built (else no compiler works here: the Python source runs)
        os.execv(sys.executable, [sys.executable, "-m", "tests", *sys.argv[1:]])  # a new process imports the new build
arguments = sys.argv[1:]
fast = "--fast" in arguments
if fast:
    arguments = [argument for argument in arguments if argument != "--fast"] + ["-m", "not slow"]
#: The tests run in WORKERS processes (pytest-xdist), each taking the next test as it is free: most of the
#: slow tests wait (a real pty at a typing speed, a server's timeout, a killed game), so more processes than
#: cores shorten the run (measured in the README).  ``-n 0`` (or ``-p no:xdist``) runs them in this process.
WORKERS = 4
parallel = ["-n", str(WORKERS), "--dist", "worksteal"]
if not any(argument == "-n" or argument.startswith(("-n", "--numprocesses")) or argument == "no:xdist"
           for argument in arguments):
    arguments = parallel + arguments
code = pytest.main(arguments)
from uno_access.version import engine_kind  # noqa: E402

if code == 0 and not sys.argv[1:] and engine_kind() == "compiled":  # the whole suite only, not --fast
    print("The rules' tests again, on the engine's Python source:", flush=True)
    files = sorted({str(path.relative_to(ROOT)) for pattern in RULES_TESTS for path in ROOT.glob(pattern)})
    environment = {**os.environ, engine_build.VARIABLE: "python"}
    code = subprocess.call([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *parallel, *files],
                           env=environment)
# pytest says 5 when no test ran: that is a failure of the suite, not a pass.
raise SystemExit(int(code))
