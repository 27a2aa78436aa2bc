"""Playing audio files in a way that can be stopped at once.

Each file is played by a player process (``paplay``, ``pw-play``, ``aplay``,
``afplay`` or a command given by the user) whose stdin, stdout and stderr are
devnull and which is killed to stop; on Windows by ``winsound`` asynchronously.
"""

from __future__ import annotations

import os
import shutil
import signal
import struct
import subprocess
import sys
import threading
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .base import SpeechUnavailable

__all__ = ["PlayerSpec", "Playback", "default_players", "resolve_players", "probe_players", "write_silence"]

FILE_PLACEHOLDER = "{file}"
PROBE_TIMEOUT = 3.0

_POPEN_FLAGS: dict[str, object] = {}
if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    _POPEN_FLAGS["creationflags"] = getattr(subprocess, "CREATE_NO_WINDOW", 0) | getattr(
        subprocess, "CREATE_NEW_PROCESS_GROUP", 0
    )
else:
    # Own session: terminal signals (Ctrl-C, Ctrl-Z) are the game's business,
    # and the whole group (a wrapper script and its children) can be killed.
    _POPEN_FLAGS["start_new_session"] = True


@dataclass(frozen=True)
class PlayerSpec:
    """How to play a file: ``argv`` (the file is put at ``{file}`` or appended), or winsound."""

    argv: tuple[str, ...] = ()
    winsound: bool = False

    def command(self, path: str) -> list[str]:
        """The command line playing ``path``."""
        if FILE_PLACEHOLDER in self.argv:
            return [path if a == FILE_PLACEHOLDER else a for a in self.argv]
        return [*self.argv, path]

    @property
    def name(self) -> str:
        """A short name for diagnostics."""
        return "winsound" if self.winsound else os.path.basename(self.argv[0])


def default_players() -> list[PlayerSpec]:
    """Candidate players for this platform, best first (not checked)."""
    if sys.platform == "win32":
        return [PlayerSpec(winsound=True)]
    if sys.platform == "darwin":
        return [PlayerSpec(("afplay",))]
    # A sound server first: it mixes with a screen reader's own voice.
    return [PlayerSpec(("paplay",)), PlayerSpec(("pw-play",)), PlayerSpec(("aplay", "-q"))]


def resolve_players(command: Sequence[str] | None = None) -> list[PlayerSpec]:
    """The candidates that exist on this machine (cheap: a PATH lookup each).

    ``command`` replaces the platform's candidates with one command (its first
    element is looked up on PATH).
    """
    candidates = [PlayerSpec(tuple(command))] if command else default_players()
    found = []
    for spec in candidates:
        if spec.winsound:
            try:
                import winsound  # noqa: F401
            except ImportError:
                continue
            found.append(spec)
            continue
        exe = shutil.which(spec.argv[0])
        if exe:
            found.append(PlayerSpec((exe, *spec.argv[1:])))
    return found


def write_silence(path: str, seconds: float = 0.05, rate: int = 22050) -> None:
    """Write a short silent 16-bit mono WAV file."""
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(struct.pack("<h", 0) * int(rate * seconds))


def probe_players(candidates: Sequence[PlayerSpec], silence_path: str) -> PlayerSpec | SpeechUnavailable:
    """Play a short silence with each candidate; return the first that works.

    Blocking (up to a few seconds on a broken machine): call it off the game's thread.
    """
    if not candidates:
        return SpeechUnavailable.NO_PLAYER
    for spec in candidates:
        try:
            if spec.winsound:  # pragma: no cover - Windows only
                import winsound

                winsound.PlaySound(silence_path, winsound.SND_FILENAME | winsound.SND_NODEFAULT)  # type: ignore[attr-defined]  # Windows only
                return spec
            proc = subprocess.Popen(
                spec.command(silence_path),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                **_POPEN_FLAGS,  # type: ignore[call-overload]
            )
        except (OSError, RuntimeError):
            continue
        try:
            if proc.wait(PROBE_TIMEOUT) == 0:
                return spec
        except subprocess.TimeoutExpired:
            _kill(proc)
            try:
                proc.wait(1)
            except subprocess.TimeoutExpired:
                pass
    return SpeechUnavailable.NO_AUDIO_DEVICE


def _kill(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    try:
        if sys.platform != "win32":
            os.killpg(proc.pid, signal.SIGKILL)
        else:  # pragma: no cover
            proc.kill()
    except (ProcessLookupError, PermissionError, OSError):
        try:
            proc.kill()
        except OSError:
            pass


class Playback:
    """One file being played. ``on_end(self)`` is called once, when it ends or is killed."""

    def __init__(self, spec: PlayerSpec, path: str, on_end: Callable[[Playback], None]) -> None:
        self.path = path
        self.pid: int | None = None
        self._on_end = on_end
        self._stopped = threading.Event()
        self._proc: subprocess.Popen[bytes] | None = None
        if spec.winsound:  # pragma: no cover - Windows only
            self._start_winsound(path)
        else:
            self._proc = subprocess.Popen(
                spec.command(path),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                **_POPEN_FLAGS,  # type: ignore[call-overload]
            )
            self.pid = self._proc.pid
            threading.Thread(target=self._wait_proc, name="speech-player-wait", daemon=True).start()

    def _wait_proc(self) -> None:
        assert self._proc is not None
        self._proc.wait()
        self._on_end(self)

    def _start_winsound(self, path: str) -> None:  # pragma: no cover - Windows only
        import winsound

        try:
            with wave.open(path, "rb") as w:
                seconds = w.getnframes() / float(w.getframerate() or 1)
        except (OSError, wave.Error, EOFError):
            seconds = 0.0
        winsound.PlaySound(path, winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)  # type: ignore[attr-defined]  # Windows only

        def wait() -> None:
            self._stopped.wait(seconds + 0.05)
            self._on_end(self)

        threading.Thread(target=wait, name="speech-player-wait", daemon=True).start()

    @property
    def failed(self) -> bool:
        """True when the player ended by itself with an error (e.g. the sound device went away)."""
        if self._stopped.is_set() or self._proc is None:
            return False
        code = self._proc.poll()
        return code is not None and code != 0

    def kill(self) -> None:
        """Stop at once (returns without waiting for the process to be reaped)."""
        self._stopped.set()
        if self._proc is not None:
            _kill(self._proc)
        else:  # pragma: no cover - Windows only
            import winsound

            winsound.PlaySound(None, 0)  # type: ignore[attr-defined]  # Windows only
