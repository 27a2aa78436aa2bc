"""The examples in the engine's docstrings, run against the engine that is loaded (compiled or Python).

A compiled module keeps no docstrings of its functions for doctest to find, so
the examples are read from the source files and run with the module's names.
"""

from __future__ import annotations

import ast
import doctest
import importlib

import pytest

from uno_access.engine_build import ENGINE


def _examples() -> list[tuple[str, str, str]]:
    """(module, where, docstring) for every docstring of the engine's sources that holds an example."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        module = ".".join(("uno_access", *path.relative_to(ENGINE.parent).with_suffix("").parts))
        module = module.removesuffix(".__init__")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                text = ast.get_docstring(node, clean=False)
                if text and ">>>" in text:
                    found.append((module, getattr(node, "name", "(module)"), text))
    return found


EXAMPLES = _examples()


def test_the_engine_has_examples_to_run() -> None:
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize(("module", "where", "text"), EXAMPLES, ids=[f"{m}:{w}" for m, w, _ in EXAMPLES])
def test_example(module: str, where: str, text: str) -> None:
    globs = dict(vars(importlib.import_module(module)))
    test = doctest.DocTestParser().get_doctest(text, globs, f"{module}.{where}", module, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    messages: list[str] = []
    runner.run(test, out=messages.append)
    assert runner.failures == 0, "".join(messages)
