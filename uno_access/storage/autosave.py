"""The glue between a console match and the saves: record, resume, debug snapshots.

The console owns the questions and the loop; this module gives it the few
calls it needs, all of them safe (no exception for a bad file or a full
disk: a localized line through ``say`` instead)::

    store = open_saves(say, t)                       # reports a bad file set aside
    saved = resumable(store, say, t)                 # checked to replay, or None
    if saved is not None and (args.resume or yes(ask(t("storage-resume-question")))):
        options = saved_options(saved, MatchOptions)  # the console's own options back
        state = saved.rebuild()
        ...build the session with state=state, then feed_bots(opponents, state.events)
    else:
        if saved is not None:
            store.abandon(saved.match_id)
        match_id = store.start_match(meta)
    session.on_apply.append(Recorder(store, match_id, lambda: session.state, say, t))

:class:`Recorder` is the ``on_apply`` hook: it appends each action (and the
statistics it implies) and, when ``UNO_ACCESS_DEBUG_STATE`` names a file,
writes a JSON snapshot of the state there after every action (the
end-to-end tests compare it before a kill and after ``--resume``).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from uno_access.engine import State
from uno_access.engine.actions import Action
from uno_access.engine.events import Event

from .codec import CodecError, decode_value, encode_action, encode_card, encode_value
from .paths import saves_path
from .saves import SavedMatch, SaveStore, StorageError, StorageIssue

#: A file to write a JSON snapshot of the state to after every action (tests, bug reports).
DEBUG_STATE_ENV = "UNO_ACCESS_DEBUG_STATE"

Say = Callable[[str], None]
Translate = Callable[..., str]
T = TypeVar("T")


def issue_line(issue: StorageIssue, t: Translate) -> str:
    """The one localized line for a storage problem."""
    return t(issue.message_id, **issue.message_args)


def open_saves(say: Say, t: Translate, path: Path | None = None) -> SaveStore:
    """The saves database; a bad file set aside (or no saving possible) is said in one line."""
    store = SaveStore(path or saves_path())
    if store.issue is not None:
        say(issue_line(store.issue, t))
    return store


def resumable(store: SaveStore, say: Say, t: Translate) -> SavedMatch | None:
    """The unfinished match to offer, or ``None``; one that no longer replays is set aside and said."""
    try:
        return store.unfinished()
    except StorageError as error:
        say(issue_line(error.issue, t))
        return None


def options_extra(options: Any) -> dict[str, Any]:
    """A console options dataclass as JSON values, for :attr:`MatchMeta.extra`."""
    return {"options": encode_value(options)}


def saved_options(saved: SavedMatch, cls: type[T]) -> T | None:
    """The console options stored with :func:`options_extra`, or ``None`` if absent or unreadable."""
    data = saved.meta.extra.get("options")
    if data is None:
        return None
    try:
        return decode_value(data, cls)  # type: ignore[no-any-return]
    except CodecError:
        return None


def feed_bots(opponents: Mapping[int, Any], events: Iterable[Event]) -> None:
    """Replay ``events`` to fresh bots (``seat -> bot`` with ``observe``), each seeing only its share.

    Bots are deterministic from their seed and what they observed; a resumed
    match therefore rebuilds them from their seed and the replayed events.
    """
    for event in events:
        for seat, bot in opponents.items():
            seen = event.seen_by(seat)
            if seen is not None:
                bot.observe(seen)


class Recorder:
    """The console's ``on_apply`` hook: save every action; say a disk problem once."""

    def __init__(
        self,
        store: SaveStore,
        match_id: int,
        state: Callable[[], State],
        say: Say,
        t: Translate,
        debug_path: str | None = None,
    ) -> None:
        self.store = store
        self.match_id = match_id
        self.state = state
        self.say = say
        self.t = t
        self.debug_path = debug_path if debug_path is not None else os.environ.get(DEBUG_STATE_ENV) or None
        if self.debug_path:
            write_snapshot(self.debug_path, state())

    def __call__(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        issue = self.store.append(self.match_id, seat, action, events)
        if issue is not None:
            self.say(issue_line(issue, self.t))
        if self.debug_path:
            write_snapshot(self.debug_path, self.state())


def state_snapshot(state: State) -> dict[str, Any]:
    """What a player would check after a resume, as JSON values: hands, top card, scores, and the log."""
    top = state.discard[-1] if state.discard else None
    return {
        "actions": len(state.log),
        "log": [[player, encode_action(action)] for player, action in state.log],
        "round": state.round_number,
        "phase": state.phase.value,
        "current_player": state.current_player,
        "dealer": state.dealer,
        "hands": [sorted(encode_card(card) for card in hand) for hand in state.hands],
        "top_card": encode_card(top) if top is not None else None,
        "color": state.color.value if state.color is not None else None,
        "direction": state.direction.value,
        "discard": [encode_card(card) for card in state.discard],
        "draw_pile": [encode_card(card) for card in state.draw_pile],
        "scores": list(state.scores),
    }


def write_snapshot(path: str | Path, state: State) -> None:
    """Write :func:`state_snapshot` to ``path`` atomically (never a half-written file)."""
    target = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(prefix=".snapshot-", dir=target.parent)
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump(state_snapshot(state), file)
        os.replace(temporary, target)
    except OSError:
        pass  # a debugging aid must never disturb the game
