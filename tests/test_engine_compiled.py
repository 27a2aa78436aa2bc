"""The compiled engine (mypyc) where a C compiler exists, its Python source elsewhere or when asked (issue 19)."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from uno_access import engine_build
from uno_access.version import engine_kind

ROOT = Path(__file__).resolve().parent.parent


def _kind_in_a_new_process(**environment: str) -> str:
    program = "from uno_access.version import engine_kind; print(engine_kind())"
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True,
                            env={**os.environ, **environment})
    return result.stdout.strip()


@pytest.mark.skipif(shutil.which("cc") is None and shutil.which("gcc") is None, reason="no C compiler on this machine")
@pytest.mark.skipif(os.environ.get(engine_build.VARIABLE) == "python", reason="this run asked for the Python engine")
def test_where_a_c_compiler_exists_the_install_built_the_compiled_engine_and_it_runs() -> None:
    assert engine_build.python_reason() is None, "the compiled engine is older than its sources: python3 -m tests builds it"
    assert engine_kind() == "compiled"


def test_the_python_engine_runs_when_asked() -> None:
    assert _kind_in_a_new_process(**{engine_build.VARIABLE: "python"}) == "python"


def test_a_compiled_engine_older_than_its_sources_is_never_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stamp = tmp_path / "_compiled_from.txt"
    stamp.write_text("00000000\n", encoding="ascii")
    monkeypatch.setattr(engine_build, "STAMP", stamp)
    monkeypatch.delenv(engine_build.VARIABLE, raising=False)
    assert engine_build.python_reason() == "stale"
    stamp.write_text(engine_build.sources_digest() + "\n", encoding="ascii")
    assert engine_build.python_reason() is None


def test_the_build_compiles_every_engine_module_but_the_packages_and_the_search() -> None:
    names = engine_build.compiled_modules()
    assert {"uno_access.engine.state", "uno_access.engine.events", "uno_access.engine.rules.olympic",
            "uno_access.bots.search", "uno_access.bots.ismcts", "uno_access.bots.rollout"} <= names
    assert not any(name.endswith("__init__") for name in names)
    engine = {path.stem for path in engine_build.ENGINE.rglob("*.py") if path.name != "__init__.py"}
    assert engine <= {name.rpartition(".")[2] for name in names}


def test_version_says_which_engine_runs() -> None:
    result = subprocess.run([sys.executable, "-m", "uno_access", "--version", "--lang", "en"], capture_output=True,
                            text=True, cwd=ROOT, check=True)
    assert ("Engine: compiled" if engine_kind() == "compiled" else "Engine: pure Python") in result.stdout.splitlines()


def test_the_compiled_engine_loads_from_any_directory(tmp_path: Path) -> None:
    """The modules' shared library lives inside the package, not beside it (an editable install, a console script
    run from the player's home directory: mypyc's default name, a hash at the top level, was not found there)."""
    result = subprocess.run([sys.executable, "-m", "uno_access", "--version", "--lang", "en"], capture_output=True,
                            text=True, cwd=tmp_path, check=False)
    assert result.returncode == 0, result.stderr
    assert ("Engine: compiled" if engine_kind() == "compiled" else "Engine: pure Python") in result.stdout.splitlines()


def _imports(path: Path) -> set[str]:
    """The modules a source file imports (absolute names; relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base]) if base else ".".join(parts)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def test_what_the_compiled_modules_import_needs_nothing_but_the_standard_library() -> None:
    """mypyc type-checks every module the compiled ones reach: in pip's isolated build environment, where the
    game's own dependencies are not installed, one import of fluent or prompt_toolkit on the way made the build
    fail, and the engine silently stayed Python (found in a fresh clone)."""
    seen: set[Path] = set()
    todo = list(engine_build.compiled_sources())
    outside: set[str] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in _imports(path):
            top = name.partition(".")[0]
            if top != "uno_access":
                if top not in sys.stdlib_module_names and top != "__future__":
                    outside.add(f"{path.relative_to(ROOT)}: {name}")
                continue
            parts = name.split(".")
            for end in range(1, len(parts) + 1):  # a package's __init__ runs on the way to its modules
                stem = ROOT.joinpath(*parts[:end])
                for candidate in (stem / "__init__.py", stem.with_suffix(".py")):
                    if candidate.exists():
                        todo.append(candidate)
    assert not outside, sorted(outside)
