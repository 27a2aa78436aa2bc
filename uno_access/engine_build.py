"""Which rules engine runs: the compiled one (mypyc) when it is built and current, else the Python source.

Installing the project compiles the engine's modules with mypyc where a C
compiler is present (``setup.py``), and the bots' search beside them (its
playouts run the rules in a loop); the compiled modules sit beside their
sources, and Python's import system prefers them.  The Python source runs
instead when:

- ``UNO_ACCESS_ENGINE=python`` is set (the test suite runs the engine tests
  a second time this way, so both engines stay equal);
- in a source checkout, the compiled modules were built from other sources
  than the ones on disk (an engine file edited since): the stale build is
  never run, and ``python3 -m tests`` builds it again.

Standard library only, and imported by the package before the engine: it
decides how the engine's modules are found, so it may import none of them.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import zlib
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

# Imported by the package at every start: only modules Python has loaded already (``importlib.abc`` alone
# would cost 30 ms); the codec's source reading imports what it needs when it is called.

#: The folder of the engine package.
ENGINE = Path(__file__).resolve().parent / "engine"
#: Written by the build beside the compiled modules: the digest of the sources they were compiled from.
STAMP = ENGINE / "_compiled_from.txt"
#: The modules that stay Python: the packages' ``__init__`` (their star re-exports are not compiled by mypyc).
UNCOMPILED = {"__init__.py"}
#: Compiled with the engine: the bots' searches, whose playouts run the engine's rules in a loop.
COMPILED_BESIDE = (ENGINE.parent / "bots" / "search.py", ENGINE.parent / "bots" / "ismcts.py",
                   ENGINE.parent / "bots" / "rollout.py")
#: The compiled modules' shared library, ``uno_access/_engine__mypyc``: inside the package, found wherever it is.
GROUP = "uno_access._engine"
#: Set to ``python`` to run the Python source even where the compiled engine is built.
VARIABLE = "UNO_ACCESS_ENGINE"


def compiled_sources() -> list[Path]:
    """The source files that the build compiles (the engine's, and the search beside it), in a stable order."""
    files = [*ENGINE.glob("*.py"), *ENGINE.glob("rules/*.py")]
    engine = [path for path in files if path.name not in UNCOMPILED]
    return sorted([*engine, *COMPILED_BESIDE], key=lambda path: path.as_posix())


def compiled_modules() -> frozenset[str]:
    """The dotted names of the modules the build compiles."""
    root = ENGINE.parent.parent
    return frozenset(".".join(path.relative_to(root).with_suffix("").parts) for path in compiled_sources())


def sources_digest() -> str:
    """A digest of the compiled modules' sources (names and bytes) and of their library's name: changes whenever
    one of them does (a build made under another library name is stale: its modules look for that library)."""
    digest = zlib.crc32(GROUP.encode())
    for path in compiled_sources():
        digest = zlib.crc32(path.relative_to(ENGINE.parent).as_posix().encode() + b"\0" + path.read_bytes(), digest)
    return f"{digest:08x}"


def _in_checkout() -> bool:
    return (ENGINE.parent.parent / "pyproject.toml").exists()


def python_reason() -> str | None:
    """Why the Python source runs although a compiled engine may be built: ``asked``, ``stale``, or None."""
    if os.environ.get(VARIABLE, "").strip().lower() == "python":
        return "asked"
    if _in_checkout() and STAMP.exists():
        try:
            if STAMP.read_text(encoding="ascii").strip() != sources_digest():
                return "stale"
        except OSError:
            return "stale"
    return None


class _SourceFinder:
    """Finds the compiled modules as Python source only, never as compiled extensions (a meta path finder)."""

    def __init__(self) -> None:
        self.names = compiled_modules()

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names or path is None:
            return None
        for entry in path:
            finder = importlib.machinery.FileFinder(
                entry, (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
            )
            spec = finder.find_spec(fullname)
            if spec is not None:
                return spec
        return None


def choose() -> None:
    """Make the engine's modules import from their Python source when they must (see the module's docstring)."""
    if python_reason() is not None and not any(isinstance(finder, _SourceFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceFinder())


@cache
def _declared(path: Path) -> dict[str, dict[str, str]]:
    """Each class of a source file: its annotated names and their annotations, as written."""
    import ast  # only for the saves' codec, never at start-up

    classes: dict[str, dict[str, str]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            classes[node.name] = {
                item.target.id: ast.unparse(item.annotation)
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            }
    return classes


@cache
def declared_hints(cls: type) -> dict[str, Any]:
    """The field types of an engine class as its source declares them, compiled or not.

    A class compiled by mypyc keeps erased annotations (``type`` for
    ``Color | None``), so the saves' codec reads the source: the annotations of
    the class and its bases, evaluated in their module.
    """
    import typing

    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        module = sys.modules.get(klass.__module__)
        if module is None or not klass.__module__.startswith("uno_access.engine."):
            hints.update(typing.get_type_hints(klass) if klass is not object else {})
            continue
        path = ENGINE.joinpath(*klass.__module__.split(".")[2:]).with_suffix(".py")
        for name, annotation in _declared(path).get(klass.__name__, {}).items():
            hints[name] = eval(annotation, vars(module))  # our own source
    return hints


def engine_kind() -> str:
    """``compiled`` when the engine's core module is a compiled extension, else ``python``.

    Here (standard library only) rather than in ``version.py``: the bots' budgets ask it, and whatever a
    compiled module imports, mypyc type-checks in pip's build environment, where fluent is not installed.
    """
    from .engine import state

    return "compiled" if str(getattr(state, "__file__", "")).endswith((".so", ".pyd")) else "python"
