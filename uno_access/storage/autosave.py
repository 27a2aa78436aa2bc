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
        ...build the session, then feed_bots(opponents, state.events)  # the deal, as on resume
    session.on_apply.append(Recorder(store, match_id, lambda: session.state, say, t))
    take_up(session, saved)                          # resumed: the bots' pending reactions

Two copies of the game at once: the unfinished match another running copy
plays is locked by it (:mod:`.locks`); ``resumable`` passes over it
(``store.busy``), :func:`begin_match` says ``storage-in-use`` and this copy
plays a new match of its own, saved separately.

A resumed match goes on exactly as the uninterrupted one would have: the
bots are rebuilt from their seed and fed every event of the match, the deal
included (a new match feeds them the deal too, so both have the same
memory), and each bot draws the random numbers of a decision from its seed,
its seat and how many events it has seen (:mod:`uno_access.bots.base`), so
its choices do not depend on how many times it was asked before the kill.
:func:`take_up` then does what followed the last saved move: the bots'
reactions to it, or their waiting for the human's chance to react first.

:class:`Recorder` is the ``on_apply`` hook: it appends each action (and the
statistics it implies) and, when ``UNO_ACCESS_DEBUG_STATE`` names a file,
appends a JSON line with a snapshot of the state there after every action
(the end-to-end tests compare it before a kill and after ``--resume``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import secrets
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar, cast

from uno_access.engine import State
from uno_access.engine.actions import Action, CallUno, CatchUno, NextRound, Play
from uno_access.engine.events import Event

from .codec import CodecError, decode_value, encode_action, encode_card, encode_value
from .paths import saves_path
from .saves import (
    OPEN_PATIENCE,
    WRITE_PATIENCE,
    MatchMeta,
    SavedMatch,
    SaveStore,
    Seat,
    StorageError,
    StorageIssue,
)

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


S = TypeVar("S")


def begin_match(
    options: T,
    make_session: Callable[[T, State | None], S],
    *,
    resume: bool,
    ask: Callable[[str], str | None] | None,
    yes_no: Callable[[str], bool | None],
    say: Say,
    t: Translate,
    path: Path | None = None,
    setup: Callable[[T], T | None] | None = None,
    differences: Callable[[T], list[str]] | None = None,
) -> tuple[S, SaveStore] | None:
    """Resume the unfinished match or start a new one, saved after every action.

    ``options`` is the console's match options dataclass (with a ``seed``
    field; a missing seed is drawn here, since a match replays from its seed).
    ``make_session(options, state)`` builds the console session (``state`` is
    the rebuilt match, or ``None`` for a new one); the session must have
    ``state``, ``game.rules``, ``names``, ``opponents`` and ``on_apply``.
    An unfinished match that another running copy of the game plays is
    neither offered nor touched: one line says so and this copy plays a new
    match, saved separately.
    With ``resume`` (``--resume``) the match is resumed without asking; else
    ``ask`` (``None`` when stdin is not a terminal: no question, a new match)
    asks "storage-resume-question" until ``yes_no`` understands the answer.
    The resume question comes first, before any question about a new match:
    ``setup(options)`` (the start-up questions) is called only when a new
    match is played, and ``differences(saved_options)`` gives the lines that
    say how a saved match differs from what the flags asked, said before the
    question about it.
    Returns ``None`` when the input ended during a question.
    """
    store = open_saves(say, t, path)
    problems: list[StorageIssue] = []
    offers = store.unfinished_matches(problems)
    for problem in problems:
        say(issue_line(problem, t))
    # Another running copy of the game plays the unfinished match: this copy plays one of its own.
    in_use = not offers and bool(store.busy)
    usable: list[tuple[SavedMatch, T]] = []
    for saved in offers:
        restored = saved_options(saved, type(options))
        if restored is None:
            # The engine can replay it, but the console cannot rebuild its table: set it aside, say so.
            say(issue_line(store.set_aside(saved.match_id, "console options unreadable"), t))
        else:
            usable.append((saved, restored))
    chosen = _choose(usable, store, resume=resume, ask=ask, yes_no=yes_no, say=say, t=t,
                     differences=differences)
    if chosen is _INPUT_ENDED:
        store.close()
        return None
    picked = cast("tuple[SavedMatch, T] | None", chosen)
    for saved, _restored in usable:
        if picked is None or saved is not picked[0]:
            store.release(saved.match_id)  # kept as it is for a later start; another copy may take it
    session: S | None = None
    resumed: SavedMatch | None = None
    match_id = 0
    if isinstance(chosen, tuple):
        saved, restored = chosen
        try:
            state = saved.rebuild()
        except StorageError as error:  # checked by unfinished_matches(), but never crash on a save
            say(issue_line(store.set_aside(saved.match_id, error.issue.detail), t))
        else:
            session = make_session(restored, state)
            feed_bots(getattr(session, "opponents", {}), state.events)
            match_id = saved.match_id
            resumed = saved
            say(t("storage-resumed"))
    if session is None:
        if in_use:
            say(t("storage-in-use"))
        elif resume and not usable:
            say(t("storage-resume-nothing"))
        if setup is not None:
            answered = setup(options)
            if answered is None:
                store.close()
                return None
            options = answered
        if getattr(options, "seed", 0) is None:
            options = dataclasses.replace(options, seed=secrets.randbelow(2**62))  # type: ignore[type-var]
        session = make_session(options, None)
        # The bots see the deal, as a resumed match's bots do: the same memory either way.
        feed_bots(getattr(session, "opponents", {}), session.state.events)  # type: ignore[attr-defined]
        match_id = store.start_match(_meta(options, session))
    session.on_apply.append(  # type: ignore[attr-defined]
        Recorder(store, match_id, lambda: session.state, say, t)  # type: ignore[attr-defined]
    )
    if resumed is not None:
        take_up(session, resumed)
    return session, store


#: :func:`_choose`'s answer when the input ended during the question.
_INPUT_ENDED = object()


def _choose(
    usable: list[tuple[SavedMatch, T]],
    store: SaveStore,
    *,
    resume: bool,
    ask: Callable[[str], str | None] | None,
    yes_no: Callable[[str], bool | None],
    say: Say,
    t: Translate,
    differences: Callable[[T], list[str]] | None = None,
) -> tuple[SavedMatch, T] | None | object:
    """The unfinished match to resume, ``None`` for a new one, or :data:`_INPUT_ENDED`.

    Each unfinished match is offered in turn, newest first; a "no" abandons
    that one only.  ``--resume`` takes the newest without asking; without a
    terminal to ask on, every one is kept and the player is told so.
    """
    if not usable:
        return None
    if resume:
        return usable[0]
    if ask is None:
        say(t("storage-resume-kept", count=len(usable)))
        return None
    if len(usable) > 1:
        say(t("storage-resume-count", count=len(usable)))
    for candidate in usable:
        say(resume_summary(candidate[0], t))
        for line in resume_house_lines(candidate[0], t):
            say(line)
        for line in differences(candidate[1]) if differences is not None else ():
            say(line)
        wanted: bool | None = None
        while wanted is None:
            answer = ask(t("storage-resume-question") + " ")
            if answer is None:
                return _INPUT_ENDED
            # Enter alone resumes: nothing lost is the default, shown in brackets.
            wanted = yes_no(answer) if answer.strip() else True
            if wanted is None:
                say(t("storage-answer-yes-no"))
        if wanted:
            return candidate
        store.abandon(candidate[0].match_id)
    return None


def take_up(session: Any, saved: SavedMatch) -> None:
    """Do what followed the last saved move when the match was interrupted: the bots' reactions.

    After a bot's move the console lets the human react first (catch a
    missed UNO, jump in) and the bots wait; else the bots react at once.
    After the human's turn action the bots react.  Either may have been cut
    by the kill; doing it again is harmless, since a bot asked again at the
    same moment answers the same.  The human's own UNO call or catch changes
    nothing of this: the moves before it decide.  ``session`` needs
    ``after_bot_action()``, ``bots_react()`` and ``let_bots_wait()`` (else
    nothing is done).
    """
    human = saved.meta.human_seat
    if human is None:
        return
    log = saved.log
    index = len(log) - 1
    while index >= 0 and log[index][0] == human and isinstance(log[index][1], (CallUno, CatchUno)):
        index -= 1  # the human's out-of-turn words: the bots' reactions were settled before them
    if index < 0:
        return
    seat, action = log[index]
    try:
        if index < len(log) - 1:
            # The bots waited for the human's chance when the kill came; they wait again.
            if seat != human and _human_may_react(saved.rebuild(actions=index + 1), human):
                getattr(session, "let_bots_wait", lambda: None)()
        elif seat != human:
            getattr(session, "after_bot_action", lambda: None)()
        elif not isinstance(action, NextRound):
            getattr(session, "bots_react", lambda: None)()
    except StorageError:
        pass  # rebuilt once already: cannot happen; never crash on a save


def _human_may_react(state: State, human: int) -> bool:
    """The console's rule (``Session.human_may_react``): the human may catch a player or jump in."""
    if state.is_round_over:
        return False
    return any(
        isinstance(action, CatchUno) or (isinstance(action, Play) and state.current_player != human)
        for action in state.legal_actions(human)
    )


def _meta(options: Any, session: Any) -> MatchMeta:
    """The match description of a new console session: seed, rules, seats, and the options."""
    level = getattr(getattr(options, "level", None), "value", getattr(options, "level", None))
    names = list(getattr(session, "names", []))
    rules = session.game.rules
    count = session.game.num_players
    seats = tuple(
        Seat(names[seat] if seat < len(names) else str(seat), None if seat == 0 else str(level), options.seed)
        for seat in range(count)
    )
    return MatchMeta(seed=options.seed, rules=rules, seats=seats, human_seat=0, extra=options_extra(options))


def resume_summary(saved: SavedMatch, t: Translate) -> str:
    """One line naming the unfinished match: its round, players and rules."""
    rounds = 1 + sum(1 for _, action in saved.log if type(action).__name__ == "NextRound")
    from .settings import SPECS

    rules = SPECS["rules"].value_label(saved.meta.rules.name, t)
    return t("storage-resume-summary", round=rounds, players=saved.meta.num_players, rules=rules)


def resume_house_lines(saved: SavedMatch, t: Translate) -> list[str]:
    """The house rules of the unfinished match, in words, cut to 40 cells (none: no line); the summary says
    the edition only, and "official rules" alone hid a match played with stacking or jump-in."""
    options = saved.meta.extra.get("options")
    house = options.get("house") if isinstance(options, dict) else None
    if not isinstance(house, (list, tuple)) or not house:
        return []
    from ..lines import BRAILLE_CELLS, wrap_items
    from .settings import SPECS

    spec = SPECS["house_rules"]
    labels = [spec.value_label(name, t) for name in house if isinstance(name, str)]
    if not labels:
        return []
    intro = t("storage-resume-house", rules="\x00").partition("\x00")
    lines = wrap_items(labels, intro[0], BRAILLE_CELLS, t("list-separator"))
    lines[-1] += intro[2]
    return lines


class Recorder:
    """The console's ``on_apply`` hook: save every action, in order, with no hole.

    It saves from the state's own log, so an action whose hook was cut short
    (Ctrl+C at the wrong instant) is caught up by the next call.  An action
    the disk refused stays pending and is written, before any later one,
    as soon as the disk accepts again; the player hears once that saving
    stopped and once that it works again.  :meth:`all_saved` is the only
    way to know the match is saved: it reads the file back.
    """

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
        #: How many actions of the state's log were handed to the store (written or pending).
        self.seen = len(state().log)
        #: Actions not yet on disk, oldest first: ``(player, action, events)``.
        self.pending: list[tuple[int, Action, Sequence[Event]]] = []
        # Saving refused when the store opened: said then; its return is said as after a move's refusal.
        self._said_failing = store.failing
        if self.debug_path:
            write_snapshot(self.debug_path, state(), "start")

    def __call__(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        self.catch_up(but_last=True)
        self.pending.append((seat, action, events))
        self.seen += 1
        self.flush()
        if self.debug_path:
            write_snapshot(self.debug_path, self.state())

    def catch_up(self, *, but_last: bool = False) -> None:
        """Take the actions applied since the last call (a hook cut short by Ctrl+C or a signal) as
        pending, without their events; ``but_last`` leaves the newest, which the caller brings with its events."""
        log = self.state().log
        end = len(log) - 1 if but_last else len(log)
        self.pending.extend((player, missed, ()) for player, missed in log[self.seen : end])
        self.seen = max(self.seen, end)

    def flush(self, *, patience: float = WRITE_PATIENCE) -> None:
        """Write the pending actions in order, stopping at the first the disk refuses (another
        program's write waited for ``patience`` seconds)."""
        notice = self.store.take_notice()  # the file written again when the match began
        if notice is not None:
            self._tell(issue_line(notice, self.t))
        while self.pending:
            player, action, events = self.pending[0]
            issue = self.store.append(self.match_id, player, action, events, patience=patience)
            if issue is not None:
                self._tell(issue_line(issue, self.t))
            if self.store.failing:
                self._said_failing = True
                return
            del self.pending[0]
        if self._said_failing and self.store.saving:
            self._said_failing = False
            self._tell(self.t("storage-saving-again"))

    def all_saved(self) -> bool:
        """True only when every action of the match is in the saves file, read back from the disk."""
        self.catch_up()
        self.flush(patience=OPEN_PATIENCE)  # the goodbye waits longer for a busy file than a move does
        if self.pending:
            return False
        # Even with no move since the disk refused at start, the file may accept now: confirm() looks.
        saved = self.store.confirm(self.match_id, len(self.state().log))
        notice = self.store.take_notice()  # the check wrote the file again: said, as a move's repair is
        if notice is not None:
            self._tell(issue_line(notice, self.t))
        return saved

    def _tell(self, text: str) -> None:
        for line in text.splitlines():
            self.say(line)


def match_saved(session: Any) -> bool:
    """True only when the session's match is wholly in the saves file, read back (see :meth:`Recorder.all_saved`).

    Said before "Match saved" at goodbye: a match whose file vanished is
    written again first, and a disk that still refuses means "not saved".
    """
    for hook in getattr(session, "on_apply", ()):
        if isinstance(hook, Recorder):
            return hook.all_saved()
    return False


def state_snapshot(state: State) -> dict[str, Any]:
    """What a player would check after a resume, as JSON values: hands, top card, scores, and the log."""
    top = state.discard[-1] if state.discard else None
    return {
        "actions": len(state.log),
        "last_action": [state.log[-1][0], encode_action(state.log[-1][1])] if state.log else None,
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


def write_snapshot(path: str | Path, state: State, why: str = "action") -> None:
    """Append one JSON line ``{"why", "pid", "actions", "t", "state"}`` to ``path``.

    One line per action (``why`` = ``action``) and one when a match starts or
    resumes (``start``), so a test can compare the state before a kill with
    the state after ``--resume``.  A line cut by a kill is simply unreadable.
    ``t`` is ``time.monotonic()`` after the action (one clock for every process of the machine): a test
    typing keys tells whether they came before the question that followed.
    """
    line = json.dumps({"why": why, "pid": os.getpid(), "actions": len(state.log), "t": time.monotonic(),
                       "state": state_snapshot(state)})
    try:
        with open(path, "a", encoding="utf-8") as file:
            file.write(line + "\n")
            file.flush()
    except OSError:
        pass  # a debugging aid must never disturb the game


def read_snapshots(path: str | Path) -> list[dict[str, Any]]:
    """The complete lines of a snapshot file (a line cut by a kill is skipped)."""
    lines = []
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return []
    for line in text.splitlines():
        try:
            lines.append(json.loads(line))
        except ValueError:
            continue
    return lines
