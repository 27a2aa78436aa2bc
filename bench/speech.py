"""Speech benchmark: synthesis time and interrupt-to-next delay, real pyttsx3 engine.

Run: ``python bench/speech.py [--n 100]``. Prints medians and 99th
percentiles against the goals (synthesis <= 20 ms, interrupt to next message's
player start <= 20 ms). Not a test: it prints figures, it does not fail on them.

The player is a stand-in (``sh -c 'exec sleep 60'``), so it runs on a machine
without a sound card; "player start" is when the player process has been
spawned and exec'd (``subprocess.Popen`` returned), measured on the speech
thread. Synthesis times come from the synthesis server (the engine's work)
and from the caller (request to reply, including the pipe round trip).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# From a fresh clone with the system's Python: install what the game needs into .venv first, as
# ``python3 -m uno_access`` does, then run this script again with that environment.
from uno_access._bootstrap import ensure_installed  # noqa: E402

ensure_installed("bench", extras="test",  # latency and speech drive the game with pexpect
                 script=os.path.abspath(__file__))

from uno_access.speech import Priority, VoiceOptions, create_speaker  # noqa: E402
from uno_access.speech.synth import Synthesizer  # noqa: E402
from uno_access.speech.tts import TtsSpeaker, split_for_speech  # noqa: E402

GOAL_MS = 20.0

ANNOUNCEMENTS = {
    "fr": [
        "Alice joue un sept rouge. À vous de jouer.",
        "Bob joue un plus quatre et choisit le bleu. Vous piochez quatre cartes.",
        "Carole passe. Il lui reste deux cartes.",
        "Vous jouez un inversion vert. C'est à Bob de jouer.",
        "Votre main : rouge trois, bleu cinq, vert neuf, joker.",
    ],
    "en": [
        "Alice plays a red seven. Your turn.",
        "Bob plays a wild draw four and chooses blue. You draw four cards.",
        "Carol passes. She has two cards left.",
        "You play a green reverse. Bob's turn.",
        "Your hand: red three, blue five, green nine, wild.",
    ],
}

STAND_IN_PLAYER = ["sh", "-c", 'case "$0" in *probe-silence*) exit 0;; esac; exec sleep 60']


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def report(label: str, values: list[float], goal: float | None = GOAL_MS) -> None:
    med, p99 = statistics.median(values), pct(values, 99)
    line = f"{label:<52} median {med:6.2f} ms   p99 {p99:6.2f} ms   (n={len(values)})"
    if goal is not None:
        verdict = "meets" if p99 <= goal else ("median meets" if med <= goal else "MISSES")
        line += f"   goal <= {goal:g} ms: {verdict} (p99/goal {p99 / goal:.2f})"
    print(line, flush=True)


def bench_synthesis(n: int) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-speech-", ignore_cleanup_errors=True) as tmp, Synthesizer() as synth:
        reason = synth.wait_ready(30)
        if reason is not None:
            print(f"synthesis: engine unavailable ({reason.name}); nothing measured")
            return
        print(f"engine: pyttsx3 driver {synth.hello.get('driver')}, {len(synth.voices)} voices")
        for lang in ("fr", "en"):
            texts = ANNOUNCEMENTS[lang]
            synth.synthesize(texts[0], os.path.join(tmp, "warm.wav"), VoiceOptions(language=lang))
            engine_ms: list[float] = []
            caller_ms: list[float] = []
            back_to_back: list[float] = []
            voice = None
            for i in range(n):
                # The game speaks a few announcements per turn: the engine is
                # idle when one arrives. Leave it idle between requests.
                time.sleep(0.03)
                r = synth.synthesize(texts[i % len(texts)], os.path.join(tmp, f"{lang}{i}.wav"), VoiceOptions(language=lang))
                assert r.ok, r
                voice = r.voice
                engine_ms.append(r.server_ms)
                caller_ms.append(r.total_ms)
            for i in range(n):
                r = synth.synthesize(texts[i % len(texts)], os.path.join(tmp, f"b{lang}{i}.wav"), VoiceOptions(language=lang))
                back_to_back.append(r.total_ms)
            print(f"-- {lang} (voice {voice}), typical announcement of {statistics.mean(map(len, texts)):.0f} characters")
            report(f"synthesis {lang}, engine time", engine_ms)
            report(f"synthesis {lang}, request to reply (idle engine)", caller_ms)
            report(f"synthesis {lang}, request to reply (back to back)", back_to_back, None)


def bench_interrupt(n: int) -> None:
    plays: dict[str, float] = {}
    played = threading.Condition()

    def trace(event: str, info: dict[str, Any]) -> None:
        if event == "play":
            with played:
                plays[info["text"]] = info["t"]
                played.notify_all()

    def wait_play(text: str, timeout: float = 10.0) -> float:
        deadline = time.monotonic() + timeout
        with played:
            while text not in plays:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(text)
                played.wait(left)
            return plays[text]

    t0 = time.perf_counter()
    speaker, reason = create_speaker("on", "fr", stdout_is_tty=True, player_command=STAND_IN_PLAYER, trace=trace)
    created = (time.perf_counter() - t0) * 1000
    if reason is not None or not isinstance(speaker, TtsSpeaker):
        print(f"interrupt: speech unavailable ({reason}); nothing measured")
        return
    ready = speaker.wait_ready(30)
    ready_ms = (time.perf_counter() - t0) * 1000
    if ready is not None:
        print(f"interrupt: speech unavailable ({ready.name}); nothing measured")
        speaker.close()
        return
    print(f"create_speaker() returned in {created:.2f} ms; engine and player ready after {ready_ms:.0f} ms (in the background)")
    fresh: list[float] = []
    cached: list[float] = []
    stop: list[float] = []
    texts = ANNOUNCEMENTS["fr"]
    try:
        for i in range(n):
            speaker.cancel()  # the stand-in player never ends by itself
            current = f"{texts[i % len(texts)]} Tour {i}."
            speaker.speak(current)
            wait_play(current)
            time.sleep(0.08)  # it has been speaking for a while
            nxt = f"À vous de jouer, tour {i}."
            start = time.perf_counter()
            speaker.speak(nxt, Priority.HIGH, interrupt=True)
            fresh.append((wait_play(nxt) - start) * 1000)
            time.sleep(0.08)
            # The same announcement again (cached audio), e.g. "repeat".
            with played:
                plays.pop(nxt, None)
            start = time.perf_counter()
            speaker.repeat()
            cached.append((wait_play(nxt) - start) * 1000)
            time.sleep(0.03)
        # A long message (rules, help): first sound comes from its first part.
        long_first: list[float] = []
        long_worst: list[float] = []
        long_len = 0
        for i in range(min(n, 30)):
            for bucket, settle in ((long_first, 0.1), (long_worst, 0.0)):
                speaker.cancel()
                time.sleep(settle)  # 0: the previous long message's next part is still being synthesized
                text = " ".join([f"Règle {i}.{k} : {texts[k % len(texts)]}" for k in range(30)])
                if bucket is long_worst:
                    text = "Encore. " + text
                first = split_for_speech(text)[0]
                long_len = len(text)
                start = time.perf_counter()
                speaker.speak(text)
                bucket.append((wait_play(first) - start) * 1000)
                with played:
                    plays.pop(first, None)
        # Cancel to silence: from cancel() to the player process being gone.
        for i in range(min(n, 50)):
            speaker.cancel()
            text = f"Message à couper {i}."
            speaker.speak(text)
            wait_play(text)
            time.sleep(0.03)
            pid = _player_pid(speaker)
            start = time.perf_counter()
            speaker.cancel()
            while pid is not None and _alive(pid):
                time.sleep(0.0002)
            stop.append((time.perf_counter() - start) * 1000)
    finally:
        speaker.close()
    report("interrupt -> next player start (new text)", fresh)
    report("interrupt -> next player start (cached, repeat)", cached)
    report(f"long message ({long_len} chars) -> first player start", long_first)
    report("  same, cancelling a long message just begun", long_worst, None)
    report("cancel -> player process gone", stop, None)


def _player_pid(speaker: TtsSpeaker) -> int | None:
    pb = getattr(speaker, "_playback", None)
    return getattr(pb, "pid", None)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
            return f.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        try:
            os.kill(pid, 0)
        except OSError:
            return False
        return True


def bench_startup() -> None:
    code = (
        "import time, sys; import prompt_toolkit; t=time.perf_counter();"
        "from uno_access.speech import create_speaker;"
        "t1=time.perf_counter();"
        "sp, r = create_speaker(sys.argv[1], 'fr', stdout_is_tty=True, player_command=['true']);"
        "t2=time.perf_counter(); sp.close();"
        "print(f'{(t1-t)*1000:.2f} {(t2-t1)*1000:.2f}', 'pyttsx3' in sys.modules)"
    )
    # As installed (bytecode compiled), not as PYTHONDONTWRITEBYTECODE=1 would
    # have it: one warm-up run writes the bytecode.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", code, "auto"], capture_output=True, cwd=ROOT, env=env, check=True)
    imported = False
    for mode in ("off", "auto"):
        imports, creates = [], []
        for _ in range(10):
            out = subprocess.run(
                [sys.executable, "-c", code, mode], capture_output=True, text=True, cwd=ROOT, env=env, check=True
            )
            a, b, flag = out.stdout.split()
            imports.append(float(a))
            creates.append(float(b))
            imported = imported or flag == "True"
        report(f"game thread, --speech {mode}: import uno_access.speech", imports, None)
        report(f"game thread, --speech {mode}: create_speaker()", creates, None)
    print(f"pyttsx3 imported in the game's process: {imported}")


def bench_sounds(n: int) -> None:
    """Event to sound: from the console's call (``Output.sound``) to the player process started."""
    from uno_access.sounds.earcons import Earcon
    from uno_access.sounds.player import SoundPlayer
    from uno_access.speech.player import PlayerSpec

    delays: list[float] = []
    started = threading.Event()

    def on_start(_earcon: Earcon, seconds: float) -> None:
        delays.append(seconds * 1000)
        started.set()

    # The stand-in player (the machine may have no sound card) ends at once, like a 0.1 s earcon would soon.
    player = SoundPlayer([PlayerSpec(("sh", "-c", "exit 0"))], probe=False, on_start=on_start)
    player.wait_ready()
    kinds = list(Earcon)
    for index in range(n):
        started.clear()
        player.play((kinds[index % len(kinds)],))
        started.wait(2)
        time.sleep(0.01)
    player.close()
    report("event to sound (player process started)", delays)
    print(f"event to sound p99: {pct(delays, 99):.2f} ms", flush=True)


def bench_reader(n: int) -> None:
    """Event to screen reader: from the console's call to the reader library having taken the message.

    Through a real speech-dispatcher when the machine has one (started here, its output module writing
    nowhere), else not measured.
    """
    import shutil

    from uno_access.speech.reader import ReaderSpeaker, reader_library_present

    binary = shutil.which("speech-dispatcher")
    modules = next((path for path in ("/usr/lib/speech-dispatcher-modules", "/usr/libexec/speech-dispatcher-modules")
                    if os.path.isdir(path)), None)
    if binary is None or modules is None or not reader_library_present():
        print("event to screen reader: speech-dispatcher or prismatoid missing; nothing measured")
        return
    with tempfile.TemporaryDirectory(prefix="bench-reader-") as tmp:
        conf = Path(tmp) / "conf"
        (conf / "modules").mkdir(parents=True)
        (conf / "speechd.conf").write_text(
            'CommunicationMethod "unix_socket"\nSocketPath "default"\nDefaultModule quiet\n'
            'AddModule "quiet" "sd_generic" "quiet.conf"\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
        (conf / "modules" / "quiet.conf").write_text(
            'GenericExecuteSynth "sleep 0.01"\nGenericLanguage "en" "en" "utf-8"\nAddVoice "en" "MALE1" "en"\n')
        socket = Path(tmp) / "sock"
        server = subprocess.Popen([binary, "-s", "-t", "60", "-C", str(conf), "-S", str(socket), "-m", modules,
                                   "-P", str(Path(tmp) / "pid")],
                                  stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 10
            while not socket.exists() and time.monotonic() < deadline:
                time.sleep(0.05)
            os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{socket}"
            import prism

            context = prism.Context()
            backend = context.create(prism.BackendId.SPEECH_DISPATCHER)
            delays: list[float] = []
            asked = [0.0]
            got = threading.Event()

            def on_sent(_text: str) -> None:
                delays.append((time.perf_counter() - asked[0]) * 1000)
                got.set()

            speaker = ReaderSpeaker(backend, "SPEECH_DISPATCHER", on_sent=on_sent)
            texts = ANNOUNCEMENTS["en"]
            for index in range(n):
                got.clear()
                asked[0] = time.perf_counter()
                speaker.speak(texts[index % len(texts)], interrupt=index % 3 == 0)
                got.wait(2)
                time.sleep(0.01)
            speaker.close()
        finally:
            server.terminate()
            server.wait(5)
    report("event to screen reader (speech-dispatcher took it)", delays)
    print(f"event to screen reader p99: {pct(delays, 99):.2f} ms", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100, help="trials per figure")
    args = parser.parse_args()
    load = f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    print(f"speech benchmark, python {sys.version.split()[0]}, {os.cpu_count()} cpus{load}")
    bench_startup()
    bench_synthesis(args.n)
    bench_interrupt(args.n)
    bench_sounds(args.n)
    bench_reader(args.n)


if __name__ == "__main__":
    main()
