"""What the engine's frozen dataclasses (actions, events, rule sets) share: they copy and pickle as values."""

from __future__ import annotations

import dataclasses
from typing import Any


class FrozenValue:
    """A frozen dataclass's copy is itself, and it is pickled as a call with its fields.

    A compiled (mypyc) frozen dataclass cannot be rebuilt field by field, the
    way ``copy`` and ``pickle`` rebuild an object by default.
    """

    __slots__ = ()

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Any:
        return self

    def __reduce__(self) -> tuple[type[Any], tuple[object, ...]]:
        return type(self), tuple(getattr(self, field.name) for field in dataclasses.fields(self))  # type: ignore[arg-type]
