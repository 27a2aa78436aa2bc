"""Client of the synthesis server (:mod:`uno_access.speech._server`).

:class:`SynthServer` starts the server process and exchanges JSON lines with
it; replies arrive on a reader thread. :class:`Synthesizer` wraps it in a
blocking ``synthesize()`` for tests, benchmarks and tools (the game itself
uses the asynchronous form through :class:`~uno_access.speech.tts.TtsSpeaker`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from .base import SpeechUnavailable, VoiceOptions
from .player import _POPEN_FLAGS

__all__ = ["SynthServer", "Synthesizer", "SynthResult", "ENGINES"]

SERVER_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_server.py")
ENGINES = ("pyttsx3", "silence")
"""``pyttsx3``: the real voice. ``silence``: writes silent audio, for tests and diagnostics."""

_ERRORS = {
    "no-engine": SpeechUnavailable.NO_ENGINE,
    "no-synthesizer": SpeechUnavailable.NO_SYNTHESIZER,
}


def error_reason(code: str | None) -> SpeechUnavailable:
    """Map a server error code to a reason."""
    return _ERRORS.get(code or "", SpeechUnavailable.ENGINE_FAILED)


class SynthServer:
    """One synthesis server process. Thread-safe ``send``; callbacks run on its reader thread.

    ``on_message(msg)`` gets every reply (``hello`` first, then ``done``);
    ``on_exit()`` is called once when the server's output ends (exit or crash).
    """

    def __init__(
        self,
        on_message: Callable[[dict[str, Any]], None],
        on_exit: Callable[[], None],
        *,
        engine: str = "pyttsx3",
    ) -> None:
        if engine not in ENGINES:
            raise ValueError(f"unknown speech engine {engine!r}")
        self._on_message = on_message
        self._on_exit = on_exit
        self._lock = threading.Lock()
        self._proc = subprocess.Popen(
            [sys.executable, SERVER_SCRIPT, "--engine", engine],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            **_POPEN_FLAGS,  # type: ignore[call-overload]
        )
        self.pid = self._proc.pid
        threading.Thread(target=self._read, name="speech-synth-reader", daemon=True).start()

    def _read(self) -> None:
        out: IO[bytes] | None = self._proc.stdout
        assert out is not None
        try:
            for raw in out:
                try:
                    msg = json.loads(raw)
                except ValueError:
                    continue  # not ours: a native library writing to its stdout handle
                if isinstance(msg, dict):
                    self._on_message(msg)
        except (OSError, ValueError):
            pass
        try:
            out.close()
        except OSError:
            pass
        self._on_exit()

    def send(self, msg: dict[str, Any]) -> bool:
        """Send one request; False if the server is gone."""
        data = (json.dumps(msg, ensure_ascii=False) + "\n").encode("utf-8")
        with self._lock:
            stdin = self._proc.stdin
            if stdin is None or stdin.closed:
                return False
            try:
                stdin.write(data)
                stdin.flush()
            except (OSError, ValueError):
                return False
        return True

    def close(self, timeout: float = 0.5) -> None:
        """Ask the server to end (end of its input), kill it if it lingers."""
        self._close_input()
        try:
            self._proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()

    def kill(self) -> None:
        """Kill the server at once."""
        try:
            self._proc.kill()
            self._proc.wait(2)
        except (OSError, subprocess.TimeoutExpired):
            pass
        self._close_input()

    def _close_input(self) -> None:
        """Close the server's input (its end-of-work signal); already closed is fine."""
        with self._lock:
            try:
                if self._proc.stdin is not None:
                    self._proc.stdin.close()
            except OSError:
                pass


def synth_request(req_id: int, text: str, path: str, options: VoiceOptions) -> dict[str, Any]:
    """The protocol message asking for ``text`` to be written to ``path``."""
    return {
        "op": "synth",
        "id": req_id,
        "text": text,
        "path": path,
        "language": options.language,
        "voice": options.voice,
        "rate": options.rate,
        "volume": options.volume,
    }


@dataclass
class SynthResult:
    """The outcome of one synthesis."""

    ok: bool
    path: str
    voice: str | None = None
    voice_matched: bool = False
    server_ms: float = 0.0
    """Time spent in the server (engine work only)."""
    total_ms: float = 0.0
    """Time from the request to the reply, as seen by the caller."""
    error: str | None = None
    raw: dict[str, Any] = field(default_factory=dict)


class Synthesizer:
    """Blocking synthesis to files, one request at a time (tests, benchmarks, tools)."""

    def __init__(self, *, engine: str = "pyttsx3") -> None:
        self._hello = threading.Event()
        self._replies: dict[int, dict[str, Any]] = {}
        self._cond = threading.Condition()
        self._exited = False
        self.hello: dict[str, Any] = {}
        self._next_id = 0
        self._server = SynthServer(self._on_message, self._on_exit, engine=engine)

    def _on_message(self, msg: dict[str, Any]) -> None:
        with self._cond:
            if msg.get("op") == "hello":
                self.hello = msg
                self._hello.set()
            elif msg.get("op") == "done":
                self._replies[int(msg["id"])] = msg
            self._cond.notify_all()

    def _on_exit(self) -> None:
        with self._cond:
            self._exited = True
            self._hello.set()
            self._cond.notify_all()

    def wait_ready(self, timeout: float = 10.0) -> SpeechUnavailable | None:
        """Wait for the engine to start; None when it works, else the reason."""
        if not self._hello.wait(timeout):
            return SpeechUnavailable.ENGINE_FAILED
        if not self.hello.get("ok"):
            return error_reason(self.hello.get("error"))
        return None

    @property
    def voices(self) -> list[dict[str, Any]]:
        """The engine's voices (id, name, languages), once ready."""
        return list(self.hello.get("voices") or [])

    @property
    def suffix(self) -> str:
        """The audio file suffix the engine writes (``.wav``; ``.aiff`` on macOS)."""
        return str(self.hello.get("suffix") or ".wav")

    def synthesize(self, text: str, path: str, options: VoiceOptions, timeout: float = 20.0) -> SynthResult:
        """Write ``text`` spoken with ``options`` to ``path`` and wait for it."""
        reason = self.wait_ready(timeout)
        if reason is not None:
            return SynthResult(False, path, error=reason.value)
        with self._cond:
            self._next_id += 1
            req_id = self._next_id
        start = time.perf_counter()
        if not self._server.send(synth_request(req_id, text, path, options)):
            return SynthResult(False, path, error="server-gone")
        deadline = start + timeout
        with self._cond:
            while req_id not in self._replies and not self._exited:
                left = deadline - time.perf_counter()
                if left <= 0:
                    return SynthResult(False, path, error="timeout")
                self._cond.wait(left)
            msg = self._replies.pop(req_id, None)
        total = (time.perf_counter() - start) * 1000
        if msg is None:
            return SynthResult(False, path, error="server-gone", total_ms=total)
        return SynthResult(
            bool(msg.get("ok")),
            path,
            voice=msg.get("voice"),
            voice_matched=bool(msg.get("voice_matched")),
            server_ms=float(msg.get("ms") or 0.0),
            total_ms=total,
            error=msg.get("error"),
            raw=msg,
        )

    def close(self) -> None:
        """Stop the server."""
        self._server.close()

    def __enter__(self) -> Synthesizer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
