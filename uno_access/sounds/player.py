"""Playing the earcons: never on the game's thread, never on stdout, never two at once.

The sounds are written to WAV files once, on a thread of their own, and played
by the same killable player processes as the game's voice
(:mod:`uno_access.speech.player`: ``paplay``, ``pw-play``, ``aplay``,
``afplay``, winsound), their output sent to devnull.  A burst of events gives
at most one sound of each kind, played one after the other; a key press
(:meth:`SoundPlayer.stop`) silences them.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from ..speech.base import SpeechUnavailable
from ..speech.player import Playback, PlayerSpec, probe_players, resolve_players, write_silence
from .earcons import Earcon, render, write_wav

__all__ = ["Sounds", "NoSounds", "SoundPlayer", "create_sounds"]


class Sounds(Protocol):
    """What the console asks of its sounds; every method returns at once."""

    def play(self, earcons: Iterable[Earcon]) -> None:
        """Play each of ``earcons`` once, in order (repeated kinds are played once)."""

    def stop(self) -> None:
        """Stop the sound playing and drop those waiting."""

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        """Why the sounds cannot play (no player, no audio device), or None."""

    def close(self) -> None:
        """Release the player processes and files."""


class NoSounds:
    """Sounds off."""

    unavailable: SpeechUnavailable | None = None

    def __init__(self, reason: SpeechUnavailable | None = None) -> None:
        self.unavailable = reason

    def play(self, earcons: Iterable[Earcon]) -> None:
        """Nothing."""

    def stop(self) -> None:
        """Nothing."""

    def close(self) -> None:
        """Nothing."""


class SoundPlayer:
    """Plays earcons through a player process, one at a time, from a thread of its own.

    ``on_start(earcon, seconds)``, when given, is called as each sound's player
    has started, with the time since :meth:`play` was called (benchmarks).
    """

    def __init__(self, players: Sequence[PlayerSpec], *, volume: float = 1.0,
                 on_problem: Callable[[SpeechUnavailable], None] | None = None,
                 on_start: Callable[[Earcon, float], None] | None = None, probe: bool = True) -> None:
        self._players = list(players)
        self._volume = volume
        self._on_problem = on_problem
        self._on_start = on_start
        self._probe = probe
        self._dir = tempfile.mkdtemp(prefix="uno-access-sounds-")
        self._files: dict[Earcon, str] = {}
        self._queue: list[tuple[Earcon, float]] = []
        self._lock = threading.Condition()
        self._playing: Playback | None = None
        self._spec: PlayerSpec | None = None
        self._unavailable: SpeechUnavailable | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="sounds", daemon=True)
        self._thread.start()

    @property
    def unavailable(self) -> SpeechUnavailable | None:
        return self._unavailable

    def wait_ready(self, timeout: float = 3.0) -> SpeechUnavailable | None:
        """Wait until the sounds are written and the player checked; the problem found, if any."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._spec is None and self._unavailable is None and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._lock.wait(left)
        return self._unavailable

    def play(self, earcons: Iterable[Earcon]) -> None:
        now = time.perf_counter()
        with self._lock:
            if self._unavailable is not None or self._closed:
                return
            waiting = {earcon for earcon, _ in self._queue}
            for earcon in earcons:
                if earcon not in waiting:
                    waiting.add(earcon)
                    self._queue.append((earcon, now))
            self._lock.notify()

    def set_volume(self, volume: float) -> None:
        """Change the volume (0..1) of the sounds played from now on."""
        with self._lock:
            self._volume = volume
            self._files = {}  # written again at the new volume
            self._lock.notify()

    def stop(self) -> None:
        with self._lock:
            self._queue.clear()
            playing, self._playing = self._playing, None
        if playing is not None:
            playing.kill()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lock.notify()
        self.stop()
        self._thread.join(timeout=1.0)
        shutil.rmtree(self._dir, ignore_errors=True)

    # ------------------------------------------------------------------ the sound thread

    def _write(self) -> None:
        volume = self._volume
        for earcon in Earcon:
            path = os.path.join(self._dir, f"{earcon.value}-{int(volume * 100)}.wav")
            if not os.path.exists(path):
                write_wav(path, render(earcon, volume))
            self._files[earcon] = path

    def _fail(self, reason: SpeechUnavailable) -> None:
        with self._lock:
            self._unavailable = reason
            self._queue.clear()
            self._lock.notify_all()
        if self._on_problem is not None:
            self._on_problem(reason)

    def _run(self) -> None:
        try:
            self._write()
        except OSError:
            self._fail(SpeechUnavailable.NO_AUDIO_DEVICE)
            return
        if self._probe:
            silence = os.path.join(self._dir, "probe-silence.wav")
            write_silence(silence)
            found = probe_players(self._players, silence)
            if isinstance(found, SpeechUnavailable):
                self._fail(found)
                return
        elif not self._players:
            self._fail(SpeechUnavailable.NO_PLAYER)
            return
        else:
            found = self._players[0]
        with self._lock:
            self._spec = found
            self._lock.notify_all()
        while True:
            with self._lock:
                while not self._closed and (not self._queue or self._playing is not None):
                    self._lock.wait()
                if self._closed:
                    return
                earcon, asked = self._queue.pop(0)
                if not self._files:
                    self._write()  # the volume changed
                try:
                    # Started under the lock: its end (another thread) cannot be seen before it is recorded.
                    self._playing = Playback(found, self._files[earcon], self._ended)
                except OSError:
                    continue
            if self._on_start is not None:
                self._on_start(earcon, time.perf_counter() - asked)

    def _ended(self, playback: Playback) -> None:
        with self._lock:
            if self._playing is playback:
                self._playing = None
            self._lock.notify_all()


def create_sounds(enabled: bool, *, volume: int = 100, player_command: Sequence[str] | None = None,
                  on_problem: Callable[[SpeechUnavailable], None] | None = None,
                  probe: bool = True) -> Sounds:
    """The sounds for ``--sounds``: a :class:`SoundPlayer`, or :class:`NoSounds` (off, or no player)."""
    if not enabled:
        return NoSounds()
    players = resolve_players(player_command)
    if not players:
        return NoSounds(SpeechUnavailable.NO_PLAYER)
    return SoundPlayer(players, volume=volume / 100, on_problem=on_problem, probe=probe)
