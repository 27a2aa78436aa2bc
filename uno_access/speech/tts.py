"""The speaking speaker: pyttsx3 in a server process, a killable player per message.

One controller thread owns all the state (queue, synthesis requests in
flight, cache of audio files, the player process); the game's thread only
posts events to it, so :meth:`TtsSpeaker.speak` and friends never wait.

Flow of a message: cut in parts if long (see :data:`CHUNK_CHARS`) -> queued
by priority -> synthesized to a file by the server (up to ``lookahead``
messages ahead, once the current one has played :data:`LOOKAHEAD_DELAY`, so
the next one is ready when the current one ends) -> played by a player
process -> on interrupt or cancel the process is killed and the queue
dropped. Audio files are cached by text and voice options, so repeated
announcements and ``repeat()`` start at once.
"""

from __future__ import annotations

import atexit
import itertools
import os
import queue
import re
import shutil
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .base import Priority, ProblemCallback, SpeechUnavailable, VoiceOptions
from .player import Playback, PlayerSpec, probe_players, write_silence
from .synth import SynthServer, error_reason, synth_request

__all__ = ["TtsSpeaker", "TraceCallback"]

TraceCallback = Callable[[str, dict[str, Any]], None]
"""Diagnostics hook ``trace(event, info)``, called on the speech thread.

Events: ``ready``, ``problem`` (reason), ``synth`` (text, ms, voice),
``play`` (text, path, pid, t), ``end`` (text, pid), ``killed`` (text, pid,
cause: interrupt, cancel, failure or close),
``restart``. ``t`` is ``time.perf_counter()`` right after the player started.
"""

SYNTH_TIMEOUT = 15.0  # the server gives up on a part after 10 s
MAX_RESTARTS = 2
MAX_PLAYER_FAILURES = 3  # players failing in a row: the sound device went away
MAX_SYNTH_FAILURES = 3  # syntheses failing in a row: the engine does not work
LOOKAHEAD_DELAY = 0.15
"""Seconds a message plays before the next one is synthesized: players often
interrupt at the first syllable, and the engine is then free for what they
asked for. The next message still has the rest of this one to get ready."""
CHUNK_CHARS = 160
FIRST_CHUNK_CHARS = 80
"""Longer messages are spoken in parts (the first of at most FIRST_CHUNK_CHARS,
the others of at most CHUNK_CHARS characters), cut between sentences, else
between clauses, else between words: the first part plays after a short
synthesis, the next ones are synthesized while it plays, and an interrupt
never waits for a long synthesis."""

_SENTENCE_END = re.compile(r"(?<=[.!?…:;])\s+|\s*\n+\s*")
_CLAUSE_END = re.compile(r"(?<=[,)])\s+")


def _pieces(text: str, limit: int) -> list[str]:
    pieces: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        if len(sentence) <= limit:
            pieces.append(sentence)
            continue
        for clause in _CLAUSE_END.split(sentence):
            while len(clause) > limit:
                cut = clause.rfind(" ", 0, limit + 1)
                cut = cut if cut > 0 else limit
                pieces.append(clause[:cut])
                clause = clause[cut:].lstrip()
            pieces.append(clause)
    return [p.strip() for p in pieces if p.strip()]


def split_for_speech(text: str, limit: int = CHUNK_CHARS, first_limit: int = FIRST_CHUNK_CHARS) -> list[str]:
    """Cut ``text`` into parts at natural pauses (see :data:`FIRST_CHUNK_CHARS`).

    A text of at most ``limit`` characters comes back whole. Joining the
    parts with spaces gives the text back (whitespace aside).
    """
    text = text.strip()
    if len(text) <= limit:
        return [text] if text else []
    first_limit = min(first_limit, limit)
    parts: list[str] = []
    for piece in _pieces(text, first_limit):
        cap = first_limit if len(parts) == 1 else limit
        if parts and len(parts[-1]) + 1 + len(piece) <= cap:
            parts[-1] = f"{parts[-1]} {piece}"
        else:
            parts.append(piece)
    return parts


@dataclass(eq=False)
class _Msg:
    text: str
    priority: Priority
    seq: int
    options: VoiceOptions
    path: str | None = None
    req_id: int | None = None
    failed: bool = False

    @property
    def key(self) -> tuple[str, VoiceOptions]:
        return (self.text, self.options)


class TtsSpeaker:
    """A :class:`~uno_access.speech.base.Speaker` that speaks through pyttsx3.

    Use :func:`uno_access.speech.create_speaker` rather than this class
    directly. ``players`` are the candidate audio players (the first that can
    play a short silence is used); ``engine`` is ``"pyttsx3"`` or ``"silence"``
    (tests). ``on_problem`` is called on the speech thread when speech stops
    working (or, for NO_VOICE, degrades).
    """

    def __init__(
        self,
        options: VoiceOptions,
        *,
        players: Sequence[PlayerSpec],
        engine: str = "pyttsx3",
        on_problem: ProblemCallback | None = None,
        trace: TraceCallback | None = None,
        cache_size: int = 64,
        lookahead: int = 2,
    ) -> None:
        self._options = options
        self._players = list(players)
        self._engine_name = engine
        self._on_problem = on_problem
        self._trace = trace
        self._cache_size = max(1, cache_size)
        self._lookahead = max(1, lookahead)
        self._events: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        self._last: tuple[str, Priority] | None = None
        self._unavailable: SpeechUnavailable | None = None
        self._ready = threading.Event()
        self._silenced = threading.Event()
        self._closed = False
        self._hello: dict[str, Any] = {}
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()
        atexit.register(self._close_at_exit)

    # ----------------------------------------------------------- game's side

    def speak(self, text: str, priority: Priority = Priority.NORMAL, interrupt: bool = False) -> None:
        """Queue ``text`` (or, with ``interrupt``, stop stale speech first). Never waits."""
        if not text or not text.strip():
            return
        priority = Priority(priority)
        self._last = (text, priority)
        if self._closed or self._unavailable is not None:
            return
        self._events.put(("speak", text, priority, bool(interrupt)))

    @property
    def speaking(self) -> bool:
        """Whether something is being said or waits to be (a hint read from any thread, for the turn clock)."""
        if self._closed or self._unavailable is not None:
            return False
        return not self._events.empty() or bool(
            getattr(self, "_pending", None) or getattr(self, "_inflight", None) or getattr(self, "_current", None))

    def cancel(self) -> None:
        """Stop speaking at once and drop the queue."""
        if not self._closed:
            self._events.put(("cancel",))

    def repeat(self) -> None:
        """Say the last message again, interrupting current speech."""
        if self._last is not None:
            text, priority = self._last
            self.speak(text, priority, interrupt=True)

    def set_voice_options(
        self,
        *,
        rate: int | None = None,
        volume: float | None = None,
        voice: str | None = None,
        language: str | None = None,
    ) -> None:
        """Change rate, volume, voice or language; applies to every message not yet playing."""
        self._options = self._options.updated(rate=rate, volume=volume, voice=voice, language=language)
        if not self._closed:
            self._events.put(("options", self._options))

    @property
    def options(self) -> VoiceOptions:
        """The current voice options."""
        return self._options

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        """The fatal reason speech stopped, or None."""
        return self._unavailable

    @property
    def voices(self) -> list[dict[str, Any]]:
        """The engine's voices (dicts with id, name, languages) once it has started, else []."""
        return list(self._hello.get("voices") or [])

    def wait_ready(self, timeout: float = 10.0) -> SpeechUnavailable | None:
        """Block until speech works or has failed; the game need not call this (tests, tools)."""
        if not self._ready.wait(timeout):
            return SpeechUnavailable.ENGINE_FAILED
        return self._unavailable

    def close(self) -> None:
        """Stop speech at once; the server and temporary files go away in the background.

        Returns as soon as the voice is silent (a few milliseconds), not when
        the synthesis server has exited. At interpreter exit everything is
        waited for (at most a few seconds).
        """
        if not self._closed:
            self._closed = True
            self._events.put(("close",))
        if threading.current_thread() is not self._thread:
            self._silenced.wait(1.0)

    def join(self, timeout: float = 3.0) -> bool:
        """Wait until everything is released after :meth:`close`; True when done."""
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        return not self._thread.is_alive()

    def _close_at_exit(self) -> None:
        self.close()
        self.join(3.0)

    # ------------------------------------------------------ speech thread

    def _emit(self, event: str, **info: Any) -> None:
        if self._trace is not None:
            try:
                self._trace(event, info)
            except Exception:  # noqa: BLE001  (a diagnostics hook must not kill speech)
                pass

    def _problem(self, reason: SpeechUnavailable) -> None:
        self._emit("problem", reason=reason)
        if self._on_problem is not None:
            try:
                self._on_problem(reason)
            except Exception:  # noqa: BLE001
                pass

    def _run(self) -> None:
        self._seq = itertools.count()
        self._req_ids = itertools.count(1)
        self._gen = 0
        self._pending: list[_Msg] = []
        self._inflight: dict[int, tuple[_Msg | None, float, tuple[str, VoiceOptions]]] = {}
        self._cache: OrderedDict[tuple[str, VoiceOptions], str] = OrderedDict()
        self._current: _Msg | None = None
        self._playback: Playback | None = None
        self._play_started = 0.0
        self._cur_options = self._options
        self._engine_ok: bool | None = None
        self._player: PlayerSpec | None = None
        self._restarts = 0
        self._player_failures = 0
        self._synth_failures = 0
        self._warned_voice: set[tuple[str, str | None]] = set()
        self._server: SynthServer | None = None
        self._tmpdir = tempfile.mkdtemp(prefix="uno-speech-")
        try:
            self._start_server()
            silence = os.path.join(self._tmpdir, "probe-silence.wav")
            write_silence(silence)
            threading.Thread(
                target=lambda: self._events.put(("probe", probe_players(self._players, silence))),
                name="speech-probe",
                daemon=True,
            ).start()
            self._loop()
        finally:
            self._shutdown()

    def _start_server(self) -> None:
        self._gen += 1
        gen = self._gen
        self._engine_ok = None
        try:
            self._server = SynthServer(
                lambda msg: self._events.put(("msg", gen, msg)),
                lambda: self._events.put(("exit", gen)),
                engine=self._engine_name,
            )
        except OSError:
            self._server = None
            self._events.put(("exit", gen))

    def _next_wakeup(self) -> float | None:
        now = time.monotonic()
        deadlines = []
        if self._inflight:
            deadlines.append(min(sent for _, sent, _ in self._inflight.values()) + SYNTH_TIMEOUT)
        if self._playback is not None and now < self._play_started + LOOKAHEAD_DELAY:
            if any(m.path is None and m.req_id is None and not m.failed for m in self._pending[: self._lookahead]):
                deadlines.append(self._play_started + LOOKAHEAD_DELAY)
        return max(0.0, min(deadlines) - now) if deadlines else None

    def _loop(self) -> None:
        while True:
            timeout = self._next_wakeup()
            try:
                event = self._events.get(timeout=timeout)
            except queue.Empty:
                stale = [sent for _, sent, _ in self._inflight.values() if time.monotonic() - sent >= SYNTH_TIMEOUT]
                if stale and self._server is not None:
                    self._server.kill()  # hung engine: its exit restarts it
                self._pump()  # the look-ahead may start now
                continue
            kind = event[0]
            if kind == "close":
                return
            handler = getattr(self, "_on_" + kind)
            handler(*event[1:])
            if self._unavailable is not None:
                return
            self._pump()

    # events

    def _on_msg(self, gen: int, msg: dict[str, Any]) -> None:
        if gen != self._gen:
            return
        op = msg.get("op")
        if op == "hello":
            if msg.get("ok"):
                self._engine_ok = True
                self._hello = msg
                self._check_ready()
            else:
                self._fail(error_reason(msg.get("error")))
        elif op == "done":
            entry = self._inflight.pop(int(msg.get("id", -1)), None)
            if entry is None:
                return
            m, _, key = entry
            path = self._req_path(int(msg["id"]))
            if not msg.get("ok"):
                if m is not None and m.req_id == int(msg["id"]):
                    m.failed = True
                    m.req_id = None
                if msg.get("error") != "cancelled":
                    self._synth_failures += 1
                    if self._synth_failures >= MAX_SYNTH_FAILURES:
                        self._fail(SpeechUnavailable.ENGINE_FAILED)
                return
            self._synth_failures = 0
            self._emit("synth", text=key[0], ms=msg.get("ms"), voice=msg.get("voice"))
            self._cache_put(key, path)
            if m is not None and m.req_id == int(msg["id"]):
                m.path = path
                m.req_id = None
            if not msg.get("voice_matched"):
                wkey = (key[1].language, key[1].voice)
                if wkey not in self._warned_voice:
                    self._warned_voice.add(wkey)
                    self._problem(SpeechUnavailable.NO_VOICE)

    def _on_exit(self, gen: int) -> None:
        if gen != self._gen:
            return
        for m, _, _ in self._inflight.values():
            if m is not None:
                m.req_id = None
        self._inflight.clear()
        if self._engine_ok is None:  # died before saying hello
            self._fail(SpeechUnavailable.ENGINE_FAILED)
            return
        if self._restarts >= MAX_RESTARTS:
            self._fail(SpeechUnavailable.ENGINE_FAILED)
            return
        self._restarts += 1
        self._emit("restart", count=self._restarts)
        if self._server is not None:
            self._server.close(1.0)  # reap the dead one
        self._start_server()

    def _on_probe(self, result: PlayerSpec | SpeechUnavailable) -> None:
        if isinstance(result, SpeechUnavailable):
            self._fail(result)
        else:
            self._player = result
            self._check_ready()

    def _on_speak(self, text: str, priority: Priority, interrupt: bool) -> None:
        if interrupt:
            self._interrupt(priority)
        # Highest priority first, arrival order within a priority.
        index = len(self._pending)
        while index > 0 and self._pending[index - 1].priority < priority:
            index -= 1
        parts = [_Msg(part, priority, next(self._seq), self._cur_options) for part in split_for_speech(text)]
        self._pending[index:index] = parts

    def _on_cancel(self) -> None:
        self._stop_current()
        self._pending.clear()

    def _on_options(self, options: VoiceOptions) -> None:
        self._cur_options = options
        for m in self._pending:
            if m.options != options:
                m.options = options
                m.path = None
                m.req_id = None  # a reply still coming goes to the cache only
                m.failed = False

    def _on_ended(self, playback: Playback) -> None:
        if playback is not self._playback:
            return
        text = self._current.text if self._current else ""
        self._playback = None
        self._current = None
        self._emit("end", text=text, pid=playback.pid)
        self._player_failures = self._player_failures + 1 if playback.failed else 0
        if self._player_failures >= MAX_PLAYER_FAILURES:
            self._fail(SpeechUnavailable.NO_AUDIO_DEVICE)

    # helpers

    def _check_ready(self) -> None:
        if self._engine_ok and self._player is not None and not self._ready.is_set():
            self._ready.set()
            self._emit("ready", player=self._player.name, driver=self._hello.get("driver"))

    def _fail(self, reason: SpeechUnavailable) -> None:
        if self._unavailable is not None:
            return
        self._unavailable = reason
        self._stop_current("failure")
        self._pending.clear()
        self._ready.set()
        self._problem(reason)

    def _interrupt(self, priority: Priority) -> None:
        if self._current is not None and self._current.priority <= priority:
            self._stop_current("interrupt")
        self._pending = [m for m in self._pending if m.priority > priority]

    def _stop_current(self, cause: str = "cancel") -> None:
        if self._playback is not None:
            pb, text = self._playback, (self._current.text if self._current else "")
            self._playback = None
            self._current = None
            pb.kill()
            self._emit("killed", text=text, pid=pb.pid, cause=cause)

    def _req_path(self, req_id: int) -> str:
        return os.path.join(self._tmpdir, f"{req_id}{self._hello.get('suffix') or '.wav'}")

    def _cache_put(self, key: tuple[str, VoiceOptions], path: str) -> None:
        old = self._cache.pop(key, None)
        self._cache[key] = path
        if old is not None and old != path:
            self._discard(old)
        while len(self._cache) > self._cache_size:
            in_use = {m.path for m in self._pending}
            if self._playback is not None:
                in_use.add(self._playback.path)
            victim = next((k for k, p in self._cache.items() if p not in in_use), None)
            if victim is None:
                break
            self._discard(self._cache.pop(victim))

    def _discard(self, path: str) -> None:
        in_use = {m.path for m in self._pending}
        if self._playback is not None:
            in_use.add(self._playback.path)
        if path in in_use:
            return
        try:
            os.remove(path)
        except OSError:
            pass

    def _drop_stale_requests(self) -> None:
        """Forget syntheses whose message was dropped or changed; ask the server to skip them."""
        live = {id(m) for m in self._pending}
        stale = []
        for rid, (m, sent, key) in self._inflight.items():
            if m is not None and (id(m) not in live or m.req_id != rid):
                self._inflight[rid] = (None, sent, key)  # a reply still coming goes to the cache only
                stale.append(rid)
        if stale and self._server is not None:
            self._server.send({"op": "cancel", "ids": stale})

    def _pump(self) -> None:
        if not self._ready.is_set() or self._server is None or not self._engine_ok:
            return
        self._drop_stale_requests()
        while self._playback is None and self._pending:
            head = self._pending[0]
            if head.failed:
                self._pending.pop(0)
                continue
            if head.path is None and head.key in self._cache:
                head.path = self._cache[head.key]
                self._cache.move_to_end(head.key)
            if head.path is None:
                break
            self._pending.pop(0)
            self._play(head)
        if self._playback is not None and time.monotonic() < self._play_started + LOOKAHEAD_DELAY:
            return  # woken up again by _next_wakeup()
        live_requests = sum(1 for m, _, _ in self._inflight.values() if m is not None)
        # Silent: only what plays next. Playing (for LOOKAHEAD_DELAY): what follows.
        window = self._lookahead if self._playback is not None else 1
        for m in self._pending[:window]:
            if m.path is not None or m.req_id is not None or m.failed:
                continue
            cached = self._cache.get(m.key)
            if cached is not None:
                m.path = cached
                self._cache.move_to_end(m.key)
                continue
            if live_requests >= self._lookahead:
                break
            req_id = next(self._req_ids)
            if not self._server.send(synth_request(req_id, m.text, self._req_path(req_id), m.options)):
                break  # server gone: its exit event restarts it
            m.req_id = req_id
            live_requests += 1
            self._inflight[req_id] = (m, time.monotonic(), m.key)

    def _play(self, m: _Msg) -> None:
        assert self._player is not None and m.path is not None
        try:
            pb = Playback(self._player, m.path, lambda p: self._events.put(("ended", p)))
        except OSError:
            self._fail(SpeechUnavailable.NO_PLAYER)
            return
        self._playback = pb
        self._play_started = time.monotonic()
        self._current = m
        self._emit("play", text=m.text, path=m.path, pid=pb.pid, t=time.perf_counter())

    def _shutdown(self) -> None:
        self._stop_current("close")
        self._pending = []
        self._silenced.set()
        try:
            atexit.unregister(self._close_at_exit)
        except Exception:  # noqa: BLE001
            pass
        if self._server is not None:
            self._gen += 1  # ignore its last words
            self._server.close()
            self._server = None
        shutil.rmtree(self._tmpdir, ignore_errors=True)
        self._ready.set()
