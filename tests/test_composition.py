"""Classes hold their parts rather than inherit them (issue 35): no class of the package has more than one of
the package's classes as bases, and the renderer and the room are made of parts they own and call."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "uno_access"

#: The console's seat, made of parts in a change of its own (issue 35, the seat): its chain is listed here
#: until then, and this list only shrinks.
SEAT_CHAIN = {"Session"}


def _classes() -> dict[str, list[tuple[str, list[str]]]]:
    """Every class of the package: its module and the names of its bases."""
    classes: dict[str, list[tuple[str, list[str]]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(base).split(".")[-1] for base in node.bases]
                classes.setdefault(node.name, []).append((str(path.relative_to(PACKAGE)), bases))
    return classes


def _project_bases(name: str, classes: dict[str, list[tuple[str, list[str]]]]) -> list[str]:
    return [base for _module, bases in classes.get(name, []) for base in bases if base in classes]


def test_no_class_has_more_than_one_project_base() -> None:
    classes = _classes()
    mixed = {f"{module}:{name}": [base for base in bases if base in classes]
             for name, defs in classes.items() for module, bases in defs
             if len([base for base in bases if base in classes]) > 1 and name not in SEAT_CHAIN}
    assert mixed == {}, f"classes made of several project classes (hold them as parts instead): {mixed}"


def test_the_renderer_and_the_room_hold_their_parts() -> None:
    classes = _classes()
    assert _project_bases("Renderer", classes) == []
    assert _project_bases("Room", classes) == []
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.render import Renderer
    from uno_access.console.render_events import EventLines
    from uno_access.console.render_views import ViewLines

    renderer = Renderer(ConsoleOptions(lang="en"), ["You", "Anna"])
    assert isinstance(renderer.views, ViewLines) and isinstance(renderer.events, EventLines)
    renderer.state.counts = (3, 4)
    assert renderer.views.counts == renderer.events.counts == (3, 4)  # one state, read by every part
