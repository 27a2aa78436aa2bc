"""Speech through the player's own screen reader (NVDA, JAWS, VoiceOver, Orca through speech-dispatcher).

The messages go to the reader the player already uses, in its voice, speed and
language, with braille where the reader takes it; the game's printed lines stay
as they are.  The library is `prismatoid <https://pypi.org/project/prismatoid/>`_
(Prism: one API over NVDA, JAWS, SAPI, OneCore, VoiceOver, AVSpeech, Orca and
speech-dispatcher, with wheels for Windows, macOS and Linux on x86-64 and ARM).
Why it and not the others (README, "Speech through a screen reader"):

- ``accessible-output2`` knows the Windows readers and VoiceOver but reaches
  Linux only through speech-dispatcher's Python binding, and prints on stdout
  when that binding is missing;
- ``cytolk`` is Windows only;
- speech-dispatcher's own binding (``speechd``, Debian's python3-speechd) is
  Linux only and not on PyPI, so a virtual environment cannot install it.

Prism reaches speech-dispatcher through its C library, so an Orca user hears
the game in the speech-dispatcher voice Orca itself speaks with.

Every call to the library happens on one worker thread: :meth:`speak` only
queues, so a reader that answers slowly never holds up the game.
"""

from __future__ import annotations

import collections
import importlib.util
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

from .base import Priority, SpeechUnavailable

__all__ = ["ReaderSpeaker", "choose_backend", "open_reader", "orca_running", "processes_named",
           "reader_library_present", "SCREEN_READERS"]

#: Prism's back-ends that are screen readers (the rest are speech engines: SAPI, OneCore, AVSpeech,
#: speech-dispatcher...).  ``--speech auto`` uses a reader only when one of these is running.
SCREEN_READERS = frozenset({
    "NVDA", "JAWS", "ORCA", "VOICE_OVER", "ZDSR", "ZOOM_TEXT", "BOY_PC_READER", "PC_TALKER",
    "SENSE_READER", "SYSTEM_ACCESS", "WINDOW_EYES", "ANDROID_SCREEN_READER",
})

#: speech-dispatcher: Orca's voice on Linux.
SPEECH_DISPATCHER = "SPEECH_DISPATCHER"

#: speech-dispatcher's process name.
SPEECHD_PROCESS = "speech-dispatcher"

#: Readers' names as players know them (the game's first line says which one speaks).
DISPLAY_NAMES = {
    "NVDA": "NVDA", "JAWS": "JAWS", "ORCA": "Orca", "VOICE_OVER": "VoiceOver", "SAPI": "SAPI",
    "ONE_CORE": "OneCore", "AV_SPEECH": "AVSpeech", "SPEECH_DISPATCHER": "Speech Dispatcher",
    "ZDSR": "ZDSR", "ZOOM_TEXT": "ZoomText", "SYSTEM_ACCESS": "System Access", "PC_TALKER": "PC-Talker",
}


def reader_library_present() -> bool:
    """Whether prismatoid is installed (cheap: no import)."""
    try:
        return importlib.util.find_spec("prism") is not None
    except (ImportError, ValueError):
        return False


def processes_named(name: str, proc: str = "/proc") -> set[int]:
    """The process ids whose name is ``name`` (Linux's ``/proc/PID/comm``, which keeps 15 characters)."""
    try:
        entries = os.listdir(proc)
    except OSError:
        return set()
    found = set()
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(os.path.join(proc, entry, "comm"), encoding="utf-8", errors="replace") as file:
                comm = file.read().strip()
        except OSError:
            continue
        if comm in (name, name[:15]):
            found.add(int(entry))
    return found


def stop_processes(pids: set[int], wait: float = 1.0) -> None:
    """Stop the processes the game started (a speech-dispatcher spawned by opening it): SIGTERM, then SIGKILL
    for those still there after ``wait`` seconds (a spawned speech-dispatcher ignores SIGTERM)."""
    import signal

    def alive(pid: int) -> bool:
        try:
            os.kill(pid, 0)
        except OSError:
            return False
        return True

    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline and any(alive(pid) for pid in pids):
        time.sleep(0.02)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def orca_running(proc: str = "/proc") -> bool:
    """Whether the Orca screen reader runs in this session (Linux: a process named ``orca``).

    Orca speaks through speech-dispatcher; older Orcas have no remote interface of
    their own, so the game reaches their user through speech-dispatcher too.
    """
    try:
        entries = os.listdir(proc)
    except OSError:
        return False
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(os.path.join(proc, entry, "comm"), encoding="utf-8", errors="replace") as file:
                if file.read().strip() == "orca":
                    return True
        except OSError:
            continue
    return False


def choose_backend(available: Sequence[str], *, orca: bool, readers_only: bool) -> str | None:
    """Which of the ``available`` back-ends (Prism's names, best first) the game speaks through.

    A running screen reader first.  Orca running: speech-dispatcher, its voice.
    Else, with ``readers_only`` (``--speech auto``) none — the game's own voice
    will speak — and without it (``--speech reader``) the best speech engine.

    >>> choose_backend(["SAPI", "NVDA"], orca=False, readers_only=True)
    'NVDA'
    >>> choose_backend(["SPEECH_DISPATCHER"], orca=True, readers_only=True)
    'SPEECH_DISPATCHER'
    >>> choose_backend(["SPEECH_DISPATCHER"], orca=False, readers_only=True) is None
    True
    >>> choose_backend(["SAPI", "ONE_CORE"], orca=False, readers_only=False)
    'SAPI'
    """
    for name in available:
        if name in SCREEN_READERS:
            return name
    if orca and SPEECH_DISPATCHER in available:
        return SPEECH_DISPATCHER
    if readers_only or not available:
        return None
    return available[0]


#: A reader library that did not answer within :data:`OPEN_TIMEOUT`: never asked again in this run.
_stuck: list[threading.Thread] = []
#: Seconds to wait for a reader to open (a few milliseconds usually; speech-dispatcher starting: a few hundred).
OPEN_TIMEOUT = 3.0
#: Seconds a message may take to be handed to the reader before the reader counts as gone.
STUCK_AFTER = 3.0


def open_reader(*, readers_only: bool, language: str = "en",
                timeout: float = OPEN_TIMEOUT) -> tuple[Any | None, str | None]:
    """Open the back-end :func:`choose_backend` picks: ``(backend, its Prism name)``, or ``(None, None)``.

    Waits at most ``timeout`` seconds: a reader (or a speech-dispatcher) that hangs
    is no reader, and the game goes on without it.
    """
    if not reader_library_present() or any(thread.is_alive() for thread in _stuck):
        return None, None
    result: list[tuple[Any | None, str | None]] = []
    thread = threading.Thread(target=lambda: result.append(_open_reader(readers_only, language)),
                              name="screen-reader-open", daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        _stuck.append(thread)
        return None, None
    return result[0] if result else (None, None)


def _open_reader(readers_only: bool, language: str) -> tuple[Any | None, str | None]:
    orca = sys.platform.startswith("linux") and orca_running()
    if readers_only and sys.platform.startswith("linux") and not orca:
        return None, None  # no screen reader: do not start speech-dispatcher for nothing
    try:
        import prism  # only when a reader is wanted
    except Exception:  # noqa: BLE001 - a broken native library is "no reader", never a crash
        return None, None
    # Opening speech-dispatcher spawns it when it does not run: the processes that appear are the game's to stop.
    before = processes_named(SPEECHD_PROCESS) if sys.platform.startswith("linux") else set()
    try:
        context = prism.Context()
        opened: dict[str, Any] = {}
        names: list[str] = []
        for index in range(context.backends_count):
            backend_id = context.id_of(index)
            name = getattr(backend_id, "name", str(backend_id))
            if readers_only and name not in SCREEN_READERS and not (orca and name == SPEECH_DISPATCHER):
                continue
            try:
                backend = context.create(backend_id)
            except Exception:  # noqa: BLE001 - not running, not installed
                continue
            if getattr(backend.features, "is_supported_at_runtime", True):
                opened[name] = backend
                names.append(name)
        chosen = choose_backend(names, orca=orca, readers_only=readers_only)
    except Exception:  # noqa: BLE001
        chosen = None
    started = processes_named(SPEECHD_PROCESS) - before if sys.platform.startswith("linux") else set()
    if chosen != SPEECH_DISPATCHER:
        stop_processes(started)  # a speech-dispatcher opened while looking, and not spoken through
        started = set()
    if chosen is None:
        return None, None
    backend = opened[chosen]
    backend._uno_context = context  # noqa: SLF001 - ours, on the back-end: keep the context alive as long as it
    backend._uno_started = started  # noqa: SLF001 - ours, on the back-end: stopped when the game closes the reader
    if chosen == SPEECH_DISPATCHER:
        _pick_language(backend, language)
    return backend, chosen


def _pick_language(backend: Any, language: str) -> None:
    """speech-dispatcher speaks in its default language: pick a voice of the game's, when it has one."""
    wanted = language.split("-")[0].lower()
    try:
        for index in range(backend.voices_count):
            if backend.get_voice_language(index).lower().split("-")[0] == wanted:
                backend.voice = index
                return
    except Exception:  # noqa: BLE001 - voices are a nicety
        return


class ReaderSpeaker:
    """A :class:`~uno_access.speech.base.Speaker` that speaks through a screen reader.

    Priorities as with the game's voice: ``interrupt`` cuts what the reader is
    saying, unless the message being said is more urgent and probably not over
    (readers do not say when they are done: the estimate is a generous reading time).
    """

    #: Seconds a reader takes per character, generously (fast readers are 2-3 times quicker).
    SECONDS_PER_CHARACTER = 0.08

    def __init__(self, backend: Any, name: str, *, on_problem: Callable[[SpeechUnavailable], None] | None = None,
                 braille: bool | None = None, clock: Callable[[], float] = time.monotonic,
                 on_sent: Callable[[str], None] | None = None) -> None:
        self.backend = backend
        #: Prism's name of the back-end (``NVDA``, ``SPEECH_DISPATCHER``...).
        self.name = name
        self._on_problem = on_problem
        self._clock = clock
        self._on_sent = on_sent
        features = getattr(backend, "features", None)
        self._braille = bool(getattr(features, "supports_output", False)) if braille is None else braille
        self._queue: collections.deque[tuple[str, bool] | None] = collections.deque()
        self._ready = threading.Condition()
        self._last: tuple[str, Priority] | None = None
        #: The priority of the message sent last and when it is probably over.
        self._speaking: tuple[Priority, float] = (Priority.LOW, 0.0)
        self._failures = 0
        #: When the worker entered its current call to the reader (None between calls).
        self._busy_since: float | None = None
        self._unavailable: SpeechUnavailable | None = None
        self._closed = False
        #: Whether a message ever reached the reader: one that fails its very first message is no reader.
        self._sent = threading.Event()
        #: A line already handed over by :meth:`wait_ready`'s caller (the announcement): not said twice.
        self._said_already: str | None = None
        self._thread = threading.Thread(target=self._run, name="screen-reader", daemon=True)
        self._thread.start()

    @property
    def speaking(self) -> bool:
        """Whether the reader is probably still saying what it was given (an estimate: readers do not say)."""
        return self._clock() < self._speaking[1] or bool(self._queue)

    @property
    def display_name(self) -> str:
        """The reader's name as players know it."""
        return DISPLAY_NAMES.get(self.name, self.name.replace("_", " ").title())

    def speak(self, text: str, priority: Priority = Priority.NORMAL, interrupt: bool = False) -> None:
        """Queue ``text`` for the reader; ``interrupt`` drops what is queued and cuts the reader."""
        text = " ".join(text.split())
        if not text or self._closed or self._unavailable is not None:
            return
        if text == self._said_already:
            self._said_already = None
            return
        busy = self._busy_since
        if busy is not None and time.monotonic() - busy > STUCK_AFTER:
            self._give_up()  # the reader stopped answering: the game goes on in text
            return
        priority = Priority(priority)
        now = self._clock()
        with self._ready:
            self._last = (text, priority)
            speaking, until = self._speaking
            if interrupt and (priority >= speaking or now >= until):
                self._queue.clear()
            else:
                interrupt = False
            start = max(now, until) if not interrupt else now
            self._speaking = (priority, start + len(text) * self.SECONDS_PER_CHARACTER)
            self._queue.append((text, interrupt))
            self._ready.notify()

    def cancel(self) -> None:
        """Silence the reader and drop what is queued."""
        with self._ready:
            self._queue.clear()
            self._speaking = (Priority.LOW, 0.0)
            self._queue.append(None)
            self._ready.notify()

    def repeat(self) -> None:
        """Say the last message again, cutting the reader."""
        if self._last is not None:
            text, priority = self._last
            with self._ready:
                self._speaking = (Priority.LOW, 0.0)
            self.speak(text, priority, interrupt=True)

    def set_voice_options(self, *, rate: int | None = None, volume: float | None = None, voice: str | None = None,
                          language: str | None = None) -> None:
        """Nothing: the player's reader keeps its own voice, speed and volume."""

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        return self._unavailable

    def wait_ready(self, timeout: float) -> SpeechUnavailable | None:
        """After a first :meth:`speak`: wait until it reached the reader (``None``) or the reader failed it
        (:attr:`SpeechUnavailable.NO_READER`); a slow reader is not a failure (``None`` after ``timeout``)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not self._sent.is_set() and self._unavailable is None:
            self._sent.wait(0.01)
        return self._unavailable

    def said_already(self, text: str) -> None:
        """``text`` was spoken already: the next :meth:`speak` of it is dropped (the announcement, once)."""
        self._said_already = " ".join(text.split())

    def close(self) -> None:
        """Stop the worker (what is queued is dropped) and the speech-dispatcher the game started, if any."""
        with self._ready:
            self._closed = True
            self._queue.clear()
            self._ready.notify()
        self._thread.join(timeout=1.0)
        started = getattr(self.backend, "_uno_started", None)
        if started:
            self.backend._uno_started = set()  # noqa: SLF001 - ours (see _open_reader)
            stop_processes(set(started))

    def wait_idle(self, timeout: float = 2.0) -> bool:
        """Wait until every queued message has been handed to the reader (tests, benchmarks)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._ready:
                if not self._queue:
                    return True
            time.sleep(0.002)
        return False

    def _run(self) -> None:
        while True:
            with self._ready:
                while not self._queue and not self._closed:
                    self._ready.wait()
                if self._closed:
                    return
                item = self._queue.popleft()
            self._busy_since = time.monotonic()
            try:
                if item is None:
                    self.backend.stop()
                    continue
                text, interrupt = item
                if self._braille:
                    self.backend.output(text, interrupt)
                else:
                    self.backend.speak(text, interrupt)
                self._failures = 0
                self._sent.set()
                if self._on_sent is not None:
                    self._on_sent(text)
            except Exception:  # noqa: BLE001 - a reader that went away: text goes on
                self._failures += 1
                if self._failures >= 3 or not self._sent.is_set():
                    self._give_up()  # three failures, or the very first message: no reader speaks
            finally:
                self._busy_since = None

    def _give_up(self) -> None:
        """The reader is gone (errors, or no answer): said once, then silence."""
        with self._ready:
            if self._unavailable is not None:
                return
            self._unavailable = SpeechUnavailable.NO_READER
            self._queue.clear()
        if self._on_problem is not None:
            self._on_problem(SpeechUnavailable.NO_READER)
