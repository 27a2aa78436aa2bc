"""The layers hold (issue 35): no import cycle between modules nor between packages, and the lower layers
(the engine, the table, storage, the bots, match set-up, the network's server side) never import the console,
the command line or the web pages.

Read from the source with ``ast``, every ``import`` of the package: at module level and inside functions (a
function-local import is still a dependency, only a later one); imports under ``if TYPE_CHECKING:`` are left
aside (annotations only, never run).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "uno_access"

#: The engine's rule modules imported each other in two circles (review of 2026-11-26, §1.3); the plug-in core
#: (issue 35) dissolved them: a rule module makes a card act, or a turn be skipped, through the core
#: (``state.resolve``, ``state.skip``) and gives cards another way through a hook (``gives``).  None is left.
ENGINE_CYCLES_LEFT: tuple[frozenset[str], ...] = ()

#: The lower layers, and what they must never reach (even through another module, even inside a function).
LOWER = ("uno_access.engine", "uno_access.table", "uno_access.storage", "uno_access.bots", "uno_access.match",
         "uno_access.net")
UPPER = ("uno_access.console", "uno_access.cli", "uno_access.flags", "uno_access.web", "uno_access.netplay")


def _within(module: str, packages: tuple[str, ...]) -> bool:
    """Whether ``module`` is one of ``packages`` or inside one (``uno_access.netplay`` is not in ``uno_access.net``)."""
    return any(module == package or module.startswith(package + ".") for package in packages)


def _modules() -> dict[str, Path]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts).removesuffix(".__init__")
        modules[name] = path
    return modules


def _under_type_checking(parents: list[ast.AST]) -> bool:
    return any(isinstance(parent, ast.If) and "TYPE_CHECKING" in ast.unparse(parent.test) for parent in parents)


def _edges(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's imports of the package's modules, run-time ones only."""
    edges: dict[str, set[str]] = defaultdict(set)
    for name, path in modules.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

        def visit(node: ast.AST, parents: list[ast.AST], name: str = name, package: list[str] = package) -> None:
            for child in ast.iter_child_nodes(node):
                targets: list[str] = []
                if isinstance(child, ast.ImportFrom) and not _under_type_checking(parents):
                    if child.level:
                        base = package[: len(package) - child.level + 1]
                        full = ".".join(base + ([child.module] if child.module else []))
                    else:
                        full = child.module or ""
                    targets = [f"{full}.{alias.name}" if f"{full}.{alias.name}" in modules else full
                               for alias in child.names]
                elif isinstance(child, ast.Import) and not _under_type_checking(parents):
                    targets = [alias.name for alias in child.names]
                edges[name].update(target for target in targets if target in modules and target != name)
                visit(child, [child, *parents])

        visit(ast.parse(path.read_text(encoding="utf-8")), [])
    return edges


def _cycles(nodes: Iterable[str], edges: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one node (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def _package(module: str) -> str:
    """``uno_access.engine.rules.piles`` -> ``engine``; a top-level module is a package of its own."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_no_import_cycle_between_modules() -> None:
    modules = _modules()
    edges = _edges(modules)
    new = []
    for cycle in _cycles(sorted(modules), edges):
        short = {module.removeprefix("uno_access.engine.rules.") for module in cycle}
        if not any(short <= left for left in ENGINE_CYCLES_LEFT):
            new.append(sorted(cycle))
    assert new == []


def test_no_import_cycle_between_packages() -> None:
    modules = _modules()
    packages: dict[str, set[str]] = defaultdict(set)
    for module, imported in _edges(modules).items():
        packages[_package(module)].update(_package(target) for target in imported if _package(target) != _package(module))
    assert _cycles(sorted({_package(module) for module in modules}), packages) == []


#: The layers, lowest first, as ``uno_access/__init__.py`` lists them: each imports only from those before it (or
#: its own rank: the console's programs read its flags, the web seat is the console's network seat).  The small
#: helper modules (``typed``, ``lines``, ``version``...) are left out.
ORDER = (("engine",), ("i18n",), ("notation",), ("bots",), ("table",), ("match",), ("storage",), ("net",),
         ("speech", "sounds"), ("console", "flags", "netplay"), ("web",), ("cli", "simulate"))


def test_each_layer_imports_only_the_layers_before_it() -> None:
    rank = {package: index for index, group in enumerate(ORDER) for package in group}
    modules = _modules()
    upward = sorted({f"{_package(module)} -> {_package(target)}" for module, imported in _edges(modules).items()
                     for target in imported
                     if _package(module) in rank and _package(target) in rank
                     and rank[_package(target)] > rank[_package(module)]})
    assert upward == []


def test_the_lower_layers_never_reach_the_console_the_command_line_or_the_pages() -> None:
    """Through any chain of imports: a headless ``uno-access serve`` loads no console."""
    modules = _modules()
    edges = _edges(modules)
    reached: dict[str, list[str]] = {}
    for start in sorted(modules):
        if not _within(start, LOWER):
            continue
        seen, todo = {start}, [start]
        while todo:
            for target in edges.get(todo.pop(), ()):
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        upper = sorted(module for module in seen if _within(module, UPPER))
        if upper:
            reached[start] = upper
    assert reached == {}


def test_the_server_loads_no_console_when_it_starts() -> None:
    """The same, as Python sees it: importing the server (and the table it runs) loads no console module."""
    code = ("import sys, uno_access.net.server, uno_access.net.room, uno_access.net.client, uno_access.table.table; "
            "print(sorted(m for m in sys.modules if m.startswith(('uno_access.console', 'uno_access.cli', "
            "'uno_access.web', 'uno_access.flags', 'uno_access.netplay'))))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=PACKAGE.parent).stdout.strip()
    assert loaded == "[]"


def test_the_graph_reader_sees_a_cycle_and_a_local_import() -> None:
    """The reader itself: a cycle through a function-local import is found, one under TYPE_CHECKING is not."""
    edges = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert _cycles(["a", "b", "c"], edges) == [{"a", "b"}]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import x\n")
    node = tree.body[1]
    assert isinstance(node, ast.If) and _under_type_checking([node])


# ---------------------------------------------------------------- parts, not base classes (issue 35)


def _project_bases() -> dict[str, list[str]]:
    """Every class of the package (``module.Class``) and those of its bases that the package defines, each resolved
    through the module's own classes and its imports (``from .x import C``, ``from .. import engine as e`` then
    ``e.C``); a base from elsewhere (``Exception``, ``Protocol``, ``threading.Thread``) is left out."""
    modules = _modules()
    classes = {name: {node.name for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                      if isinstance(node, ast.ClassDef)} for name, path in modules.items()}
    found: dict[str, list[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        names: dict[str, str] = {}  # a name bound by an import -> the module (or module.Class) it stands for
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else []
                full = ".".join(base + ([node.module] if node.module else []))
                for alias in node.names:
                    names[alias.asname or alias.name] = f"{full}.{alias.name}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    names[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else \
                        alias.name.split(".")[0]

        def resolve(expression: ast.expr, name: str = name, names: dict[str, str] = names) -> str | None:
            dotted = ast.unparse(expression)
            head, _, rest = dotted.partition(".")
            if not rest and head in classes[name]:
                return f"{name}.{head}"
            target = names.get(head)
            if target is None:
                return None
            full = f"{target}.{rest}" if rest else target
            module, _, klass = full.rpartition(".")
            while module and module not in modules and "." in module:  # a package re-exporting the class
                module = module.rpartition(".")[0]
            if module in modules and klass in {c for m, cs in classes.items() for c in cs if m.startswith(module)}:
                return full
            return None

        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = [resolved for resolved in map(resolve, node.bases) if resolved is not None]
                found[f"{name}.{node.name}"] = bases
    return found


def test_no_class_has_more_than_one_base_of_the_project() -> None:
    """The seat holds its parts, the renderer its views and events: objects it owns and calls, not a chain of
    mixins read through one namespace (NVDA's speech manager holds its queue and trackers).  A class may extend
    one class of the project; with two or more it is parts glued by inheritance."""
    glued = {name: bases for name, bases in _project_bases().items() if len(bases) > 1}
    assert glued == {}


def test_the_class_check_reads_bases_through_imports() -> None:
    """The check above sees a base imported from another module (a bot extends another), and the console seat and
    its parts extend nothing: the seat holds its parts, each part holds the seat."""
    bases = _project_bases()
    assert bases["uno_access.bots.hard.HardBot"] == ["uno_access.bots.normal.NormalBot"]
    assert bases["uno_access.table.link.SharedTableLink"] == ["uno_access.table.link.TableLink"]
    seat = ("session.Session", "explain.Explaining", "settings_commands.SettingsCommands", "info.InfoCommands",
            "keys.HandKeys", "questions.CardQuestions", "turn.TurnCommands", "out_of_turn.OutOfTurn",
            "time_limit.TimeLimit", "net_seat.NetSeat")
    assert {name: bases[f"uno_access.console.{name}"] for name in seat} == {name: [] for name in seat}
