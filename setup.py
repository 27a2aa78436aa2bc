"""The build's one dynamic part: the rules engine compiled with mypyc, where it can be.

Everything else is in ``pyproject.toml``.  mypyc compiles the engine's typed
Python as it is (``uno_access/engine_build.py`` lists the modules).  Where no C
compiler works, or ``UNO_ACCESS_ENGINE=python`` is set, the install goes on
without compiled modules and the same Python source runs: the build never fails
for want of a compiler.  ``UNO_ACCESS_ENGINE=compiled`` (the wheels built by
cibuildwheel, ``pyproject.toml``) makes the compiled engine required: a build
that cannot compile it fails rather than make a platform wheel without it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("engine_build", ROOT / "uno_access" / "engine_build.py")
assert _spec is not None and _spec.loader is not None
engine_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(engine_build)


#: The wheels for players without a compiler must carry the compiled engine (cibuildwheel sets this).
REQUIRED = os.environ.get(engine_build.VARIABLE, "").strip().lower() == "compiled"


def _note(text: str) -> None:
    print(f"uno-access build: {text}", file=sys.stderr)


def compiled_extensions() -> list:
    """mypyc's extension modules for the engine, or none when they cannot be made here."""
    if os.environ.get(engine_build.VARIABLE, "").strip().lower() == "python":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        if REQUIRED:
            raise
        _note("mypyc is not installed: the engine stays Python")
        return []
    files = [path.relative_to(ROOT).as_posix() for path in engine_build.compiled_sources()]
    try:
        # The modules' shared library is named inside the package: mypyc's default, a hash of the module names at
        # the top level, is missed by an editable install once the module list changes, and from other directories.
        return mypycify(files, opt_level="3", debug_level="0", group_name=engine_build.GROUP)
    except BaseException as error:  # mypyc exits on a type error: keep the Python engine rather than no install
        if REQUIRED:
            raise
        _note(f"mypyc failed ({error!r}): the engine stays Python")
        return []


class OptionalBuildExt(build_ext):
    """Builds the compiled engine, or leaves it out when the C compiler fails (the Python engine runs)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler, no headers: a slower engine, never a failed install
            if REQUIRED:
                raise
            _note(f"the compiled engine was not built ({error}): the engine stays Python")
            return
        if self.extensions:
            stamp = engine_build.STAMP.relative_to(ROOT)
            targets = [ROOT / stamp] if self.inplace else [ROOT / stamp, Path(self.build_lib) / stamp]
            for target in targets:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(engine_build.sources_digest() + "\n", encoding="ascii")


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
