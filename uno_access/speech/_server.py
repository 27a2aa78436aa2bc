"""Speech synthesis server: owns the pyttsx3 engine in a process of its own.

Run as a script (``python _server.py [--engine pyttsx3|silence]``) by
:mod:`uno_access.speech.synth`; it imports nothing from ``uno_access`` so it
works from a source checkout and an installed package alike.

Why a process: pyttsx3 and the system synthesizer write to stdout/stderr
("Audio saved to ...", C-level errors), libespeak-ng may ``exit()`` its host
on a broken install, and a driver can hang or crash. Here fds 1 and 2 point to
devnull, and a crash or a hang costs the game only its voice.

Protocol: JSON lines. Requests on stdin, replies on the original stdout (a pipe
to the game). The first reply is ``{"op": "hello", "ok": ...}``; then each
``{"op": "synth", "id", "text", "path", "language", "voice", "rate",
"volume"}`` gets one ``{"op": "done", "id", "ok", ...}`` as soon as the audio
file is complete. ``{"op": "cancel", "ids": [...]}`` drops requests not yet
started (each gets ``{"op": "done", "ok": false, "error": "cancelled"}``).
End of stdin ends the server.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys

# Running as a script puts this folder first on sys.path; drop it so nothing
# here can shadow a module of the standard library or of pyttsx3.
_HERE = os.path.dirname(os.path.abspath(__file__))
if sys.path and os.path.abspath(sys.path[0] or os.curdir) == _HERE:
    del sys.path[0]

import signal  # noqa: E402
import struct  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import wave  # noqa: E402
from typing import Any, BinaryIO  # noqa: E402

SYNTH_TIMEOUT = 10.0  # a part is at most 160 characters: about 20 ms of work
# pyttsx3 drivers that report "finished-utterance" for save_to_file; for the
# others (sapi5) the file is complete when runAndWait() returns.
_NOTIFYING_DRIVERS = {"espeak", "nsss", "avspeech"}


def _isolate_stdio() -> BinaryIO:
    """Keep the real stdout for the protocol; send fds 1 and 2 to devnull."""
    proto_fd = os.dup(1)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    quiet = open(os.devnull, "w", encoding="utf-8")
    sys.stdout = quiet
    sys.stderr = quiet
    return os.fdopen(proto_fd, "wb", buffering=0)


class _Channel:
    def __init__(self, out: BinaryIO) -> None:
        self._out = out
        self._lock = threading.Lock()

    def send(self, msg: dict[str, Any]) -> None:
        data = (json.dumps(msg, ensure_ascii=False) + "\n").encode("utf-8")
        with self._lock:
            try:
                self._out.write(data)
            except OSError:  # the game went away
                os._exit(0)


def _norm_lang(tag: str) -> str:
    return tag.strip().lower().replace("_", "-")


# When only the primary language is asked, prefer these regions.
_PREFERRED_REGION = {"fr": "fr-fr", "en": "en-gb", "es": "es-es", "pt": "pt-pt", "de": "de-de"}
_LANGUAGE_WORDS = {"fr": "french", "en": "english", "de": "german", "es": "spanish", "it": "italian"}


def pick_voice(voices: list[dict[str, Any]], language: str, wanted: str | None) -> tuple[str | None, bool]:
    """Choose a voice id. Returns (voice id or None for the default, matched?)."""
    if wanted:
        w = wanted.strip().lower()
        for test in (
            lambda v: v["id"].lower() == w or v["name"].lower() == w,
            lambda v: w in v["id"].lower() or w in v["name"].lower(),
        ):
            for v in voices:
                if test(v):
                    return v["id"], True
    lang = _norm_lang(language or "")
    primary = lang.split("-")[0]
    if not primary:
        return None, False
    preferred = _PREFERRED_REGION.get(primary, primary)
    best: tuple[int, int] | None = None
    best_id: str | None = None
    for index, v in enumerate(voices):
        if v["id"].lower().startswith("mb/"):  # mbrola voices need extra packages
            continue
        langs = [_norm_lang(x) for x in v.get("languages") or [] if isinstance(x, str)]
        score = 0
        for vl in langs:
            if vl == lang:
                score = max(score, 4)
            elif vl == preferred:
                score = max(score, 3)
            elif vl.split("-")[0] == primary:
                score = max(score, 2)
        if score == 0:
            name = v["name"].lower()
            word = _LANGUAGE_WORDS.get(primary)
            if word and word in name:
                score = 1
        if score and (best is None or (score, -index) > best):
            best = (score, -index)
            best_id = v["id"]
    return best_id, best_id is not None


def _driver_name(engine: Any) -> str:
    """The pyttsx3 driver in use ("espeak", "sapi5", "nsss"...), across pyttsx3 versions."""
    name = getattr(engine, "driver_name", None)
    if isinstance(name, str) and name:
        return name
    module = getattr(getattr(getattr(engine, "proxy", None), "_module", None), "__name__", "")
    if module.startswith("pyttsx3.drivers."):
        return module.rsplit(".", 1)[-1]
    return {"darwin": "nsss", "win32": "sapi5"}.get(sys.platform, "espeak")  # pyttsx3.init()'s default


class _Pyttsx3Engine:
    """Synthesis to a file through pyttsx3, one utterance at a time."""

    suffix = ".wav"

    def __init__(self, reply_early: Any) -> None:
        import pyttsx3  # import errors are reported by main()

        self._pyttsx3 = pyttsx3
        self._reply_early = reply_early
        self._done = threading.Event()
        self._current: dict[str, Any] | None = None
        self._voice: tuple[str | None, bool] = (None, False)
        self._make_engine()
        self.driver = _driver_name(self.engine)
        if self.driver == "nsss":
            self.suffix = ".aiff"  # NSSpeechSynthesizer writes AIFF whatever the name
        self.voices = self._list_voices()
        self._applied: dict[str, Any] = {}
        self._is_playing: Any = None
        if self.driver == "espeak":
            try:
                from pyttsx3.drivers import _espeak

                self._is_playing = _espeak.IsPlaying
            except Exception:  # noqa: BLE001
                self._is_playing = None
            self._skip_loop_sleep()
        if self.driver == "espeak":
            # What the pyttsx3 driver sets at start; reading them back races
            # with espeak's command queue (175 or 200 by chance).
            self._defaults = {"rate": 200, "volume": 1.0}
        else:
            self._defaults = {"rate": self._get("rate"), "volume": self._get("volume")}
        self._pick_cache: dict[tuple[str, str | None], tuple[str | None, bool]] = {}

    def _make_engine(self) -> None:
        self.engine = self._pyttsx3.init()
        self.engine.connect("finished-utterance", self._on_finished)
        # Belt and braces: silence the drivers' own print() calls
        # ("Audio saved to ...") even though fd 1 is devnull already.
        for name, module in list(sys.modules.items()):
            if name.startswith("pyttsx3") and module is not None:
                module.print = lambda *a, **k: None  # type: ignore[attr-defined]
        self._applied = {}

    def _get(self, name: str) -> Any:
        try:
            return self.engine.getProperty(name)
        except Exception:  # noqa: BLE001
            return None

    def _list_voices(self) -> list[dict[str, Any]]:
        out = []
        for v in self._get("voices") or []:
            langs = []
            for lang in getattr(v, "languages", None) or []:
                if isinstance(lang, bytes):
                    lang = lang.decode("utf-8", "ignore")
                langs.append(str(lang).lstrip("\x05").strip())
            out.append({"id": str(v.id), "name": str(getattr(v, "name", "") or ""), "languages": langs})
        return out

    def _on_finished(self, name: Any = None, completed: bool = True, **_: Any) -> None:
        if not completed:
            return  # from a stop()/cancel, not the end of our utterance
        self._done.set()
        req = self._current
        if req is not None and self.driver in _NOTIFYING_DRIVERS:
            self._reply_early(req, self._voice)

    def _apply(self, req: dict[str, Any]) -> tuple[str | None, bool]:
        key = (req.get("language") or "", req.get("voice"))
        if key not in self._pick_cache:
            self._pick_cache[key] = pick_voice(self.voices, *key)
        voice_id, matched = self._pick_cache[key]
        wanted = {
            "voice": voice_id,
            "rate": req["rate"] if req.get("rate") is not None else self._defaults["rate"],
            "volume": req["volume"] if req.get("volume") is not None else self._defaults["volume"],
        }
        for prop, value in wanted.items():
            if value is not None and self._applied.get(prop) != value:
                self.engine.setProperty(prop, value)
                self._applied[prop] = value
        return voice_id, matched

    @staticmethod
    def _skip_loop_sleep() -> None:
        """Drop the 10 ms sleep at the end of the espeak driver's run loop.

        In runAndWait() the driver's loop pumps endLoop on its first pass, so
        it always ends after one pass, then sleeps 10 ms for nothing: that
        delays the next utterance (an interrupt, the next part of a long
        message). The end of the utterance is awaited on finished-utterance
        anyway. Only that module's view of ``time`` changes.
        """
        try:
            from pyttsx3.drivers import espeak as driver_module
        except Exception:  # noqa: BLE001
            return
        real = getattr(driver_module, "time", None)
        if real is None or not hasattr(real, "sleep"):
            return

        class _NoLoopSleep:
            def __getattr__(self, name: str) -> Any:
                return getattr(real, name)

            @staticmethod
            def sleep(seconds: float) -> None:
                real.sleep(0)  # type: ignore[union-attr]

        driver_module.time = _NoLoopSleep()

    def _wait_idle(self, timeout: float = 2.0) -> None:
        """Let espeak finish its queued commands before the next utterance.

        pyttsx3 2.99's runAndWait() ends its loop with driver.stop(), which
        calls espeak_Cancel() while espeak's command queue is busy: a rate or
        volume change queued just before would be dropped (and a stray
        "finished-utterance" sent). With the queue idle, stop() does nothing.
        """
        if self._is_playing is None:
            return
        deadline = time.monotonic() + timeout
        while self._is_playing() and time.monotonic() < deadline:
            time.sleep(0.0002)

    def synthesize(self, req: dict[str, Any]) -> dict[str, Any]:
        path = req["path"]
        for attempt in range(2):
            voice_id, matched = self._voice = self._apply(req)
            self._wait_idle()
            self._done.clear()
            self._current = req
            self.engine.save_to_file(req["text"], path)
            self.engine.runAndWait()
            if self.driver in _NOTIFYING_DRIVERS:
                finished = self._done.wait(SYNTH_TIMEOUT)
            else:
                finished = True
            self._current = None
            if not finished:
                return {"ok": False, "error": "timeout", "fatal": True}
            if os.path.exists(path) and os.path.getsize(path) > 44:
                return {"ok": True, "voice": voice_id, "voice_matched": matched}
            if attempt == 0:
                # pyttsx3 2.99 on Windows may drop every utterance after the
                # first one; a fresh engine speaks again.
                try:
                    del self.engine
                    self._pyttsx3._activeEngines.clear()  # noqa: SLF001
                except Exception:  # noqa: BLE001
                    pass
                self._make_engine()
        return {"ok": False, "error": "no-audio"}


class _SilenceEngine:
    """Test and diagnostic engine: writes silence, 60 ms per character (max 10 s)."""

    suffix = ".wav"
    driver = "silence"

    def __init__(self, reply_early: Any) -> None:
        self.voices = [
            {"id": "silence/en", "name": "Silence English", "languages": ["en-gb"]},
            {"id": "silence/fr", "name": "Silence French", "languages": ["fr-fr"]},
        ]

    def synthesize(self, req: dict[str, Any]) -> dict[str, Any]:
        voice_id, matched = pick_voice(self.voices, req.get("language") or "", req.get("voice"))
        rate = 8000
        seconds = min(10.0, 0.06 * len(req["text"]))
        with wave.open(req["path"], "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(rate)
            w.writeframes(struct.pack("<h", 0) * int(rate * seconds))
        return {"ok": True, "voice": voice_id, "voice_matched": matched}


def _version_below(package: str, wanted: tuple[int, ...]) -> bool:
    try:
        from importlib.metadata import version

        numbers = tuple(int(p) for p in version(package).split(".")[: len(wanted)] if p.isdigit())
    except Exception:  # noqa: BLE001  (unknown version: assume recent)
        return False
    return numbers < wanted


def main(argv: list[str]) -> int:
    """Serve synthesis requests until stdin closes."""
    engine_name = "pyttsx3"
    if "--engine" in argv:
        engine_name = argv[argv.index("--engine") + 1]
    if hasattr(signal, "SIGINT"):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the game's business
    channel = _Channel(_isolate_stdio())
    replied: set[int] = set()
    replied_lock = threading.Lock()
    started: dict[int, float] = {}

    def reply(req: dict[str, Any], result: dict[str, Any]) -> None:
        with replied_lock:
            if req["id"] in replied:
                return
            replied.add(req["id"])
        ms = (time.perf_counter() - started.get(req["id"], time.perf_counter())) * 1000
        channel.send({"op": "done", "id": req["id"], "ms": round(ms, 3), **result})

    def reply_early(req: dict[str, Any], voice: tuple[str | None, bool]) -> None:
        # Called from the synthesizer's callback the moment the file is
        # complete, before pyttsx3's run loop has finished its housekeeping.
        voice_id, matched = voice
        if os.path.exists(req["path"]) and os.path.getsize(req["path"]) > 44:
            reply(req, {"ok": True, "voice": voice_id, "voice_matched": matched})

    engine: Any
    try:
        if engine_name == "silence":
            engine = _SilenceEngine(reply_early)
        else:
            try:
                import pyttsx3  # noqa: F401
            except Exception as exc:  # noqa: BLE001
                # Installed but failing to load is its system library missing (espeak-ng), not the package.
                installed = importlib.util.find_spec("pyttsx3") is not None
                channel.send({"op": "hello", "ok": False, "error": "no-synthesizer" if installed else "no-engine",
                              "detail": repr(exc)})
                return 0
            engine = _Pyttsx3Engine(reply_early)
            if engine.driver == "espeak" and _version_below("pyttsx3", (2, 99)):
                # Before 2.99 the espeak driver's save_to_file shells out to ffmpeg.
                channel.send({"op": "hello", "ok": False, "error": "engine-failed", "detail": "pyttsx3 < 2.99"})
                return 0
    except Exception as exc:  # noqa: BLE001
        channel.send({"op": "hello", "ok": False, "error": "no-synthesizer", "detail": repr(exc)})
        return 0
    channel.send(
        {"op": "hello", "ok": True, "driver": engine.driver, "suffix": engine.suffix, "voices": engine.voices}
    )
    # A reader thread keeps the requests not yet started, so that a "cancel"
    # (sent by the game on an interrupt) drops them before they cost anything.
    pending: list[dict[str, Any]] = []
    cond = threading.Condition()
    eof = [False]

    def read_requests() -> None:
        for raw in sys.stdin.buffer:
            try:
                req = json.loads(raw)
            except ValueError:
                continue
            if not isinstance(req, dict):
                continue
            with cond:
                if req.get("op") == "synth":
                    pending.append(req)
                elif req.get("op") == "cancel":
                    ids = set(req.get("ids") or [])
                    dropped = [r for r in pending if r["id"] in ids]
                    pending[:] = [r for r in pending if r["id"] not in ids]
                    for r in dropped:
                        reply(r, {"ok": False, "error": "cancelled"})
                cond.notify()
        with cond:
            eof[0] = True
            cond.notify()

    threading.Thread(target=read_requests, name="requests", daemon=True).start()
    while True:
        with cond:
            while not pending and not eof[0]:
                cond.wait()
            if not pending:
                return 0
            req = pending.pop(0)
        started[req["id"]] = time.perf_counter()
        try:
            result = engine.synthesize(req)
        except Exception as exc:  # noqa: BLE001
            result = {"ok": False, "error": "exception", "detail": repr(exc)}
        reply(req, result)
        started.pop(req["id"], None)
        if result.get("fatal"):
            return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
