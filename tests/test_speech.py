"""Speech: queueing, interruption, priorities, problems, silence on the terminal.

These tests use the ``silence`` engine (a real server process writing silent
WAV files) and a stand-in player (a small script that logs its start and end
and sleeps as long as the file lasts), so they run on a machine without a
sound card or espeak-ng. Real synthesis is tested in test_speech_real.py.
They assert orderings and "was killed" facts, never durations.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from uno_access.speech import (
    OffSpeaker,
    Priority,
    RecordingSpeaker,
    Speaker,
    SpeechUnavailable,
    TtsSpeaker,
    VoiceOptions,
    create_speaker,
)
from uno_access.speech._server import pick_voice
from uno_access.speech.tts import CHUNK_CHARS, split_for_speech

ROOT = Path(__file__).resolve().parent.parent

FAKE_PLAYER = textwrap.dedent(
    """
    import os, sys, time, wave
    log, scale, path = sys.argv[1], float(sys.argv[2]), sys.argv[-1]
    hold = os.path.join(os.path.dirname(log), "hold")
    def note(event):
        with open(log, "a", encoding="utf-8") as f:
            f.write(f"{event} {os.getpid()} {time.time():.6f} {path}\\n")
    note("start")
    if "probe" not in os.path.basename(path):
        while os.path.exists(hold):  # the test holds the player until it says so
            time.sleep(0.005)
        with wave.open(path) as w:
            seconds = w.getnframes() / w.getframerate()
        time.sleep(seconds * scale)
    note("end")
    """
)


def wait_for(predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.01)
    raise AssertionError("condition not met in time")


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie still answers kill(0); it is dead for our purpose.
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


class Harness:
    """A speaker with the silence engine, a stand-in player and a trace."""

    def __init__(self, tmp: Path, scale: float = 0.05, **kwargs: Any) -> None:
        self.log = tmp / "player.log"
        self.hold_file = tmp / "hold"
        script = tmp / "fake_player.py"
        script.write_text(FAKE_PLAYER, encoding="utf-8")
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.problems: list[SpeechUnavailable] = []
        self._lock = threading.Lock()
        kwargs.setdefault("engine", "silence")
        speaker, reason = create_speaker(
            "on",
            kwargs.pop("language", "fr"),
            stdout_is_tty=False,
            player_command=[sys.executable, "-I", "-S", str(script), str(self.log), str(scale)],
            on_problem=self.problems.append,
            trace=self._trace,
            **kwargs,
        )
        assert reason is None
        assert isinstance(speaker, TtsSpeaker)
        self.speaker: TtsSpeaker = speaker
        assert self.speaker.wait_ready(20) is None

    def _trace(self, event: str, info: dict[str, Any]) -> None:
        with self._lock:
            self.events.append((event, info))

    def traced(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [info for event, info in self.events if event == kind]

    def lines(self) -> list[tuple[str, int, str]]:
        """Player log as (event, pid, path), probe excluded."""
        if not self.log.exists():
            return []
        out = []
        for line in self.log.read_text(encoding="utf-8").splitlines():
            event, pid, _, path = line.split(" ", 3)
            if "probe" not in os.path.basename(path):
                out.append((event, int(pid), path))
        return out

    def text_of(self, pid: int) -> str | None:
        for info in self.traced("play"):
            if info["pid"] == pid:
                return str(info["text"])
        return None  # the player may log before the speech thread traces it

    def script(self) -> list[tuple[str, str]]:
        """Player log as (event, text), for players already traced."""
        out = []
        for event, pid, _ in self.lines():
            text = self.text_of(pid)
            if text is not None:
                out.append((event, text))
        return out

    def started(self, text: str) -> int | None:
        for info in self.traced("play"):
            if info["text"] == text:
                pid = int(info["pid"])
                if any(e == "start" and p == pid for e, p, _ in self.lines()):
                    return pid
        return None

    def ended(self, text: str) -> bool:
        return ("end", text) in self.script()

    def hold(self) -> None:
        """Players started from now on play until release() (or until killed)."""
        self.hold_file.write_text("")

    def release(self) -> None:
        self.hold_file.unlink(missing_ok=True)

    def close(self) -> None:
        self.release()
        self.speaker.close()


@pytest.fixture
def harness(tmp_path: Path):
    made: list[Harness] = []

    def make(**kwargs: Any) -> Harness:
        h = Harness(tmp_path, **kwargs)
        made.append(h)
        return h

    yield make
    for h in made:
        h.close()


# ------------------------------------------------------------ modes and API


def test_off_and_auto_without_terminal_make_a_silent_speaker() -> None:
    for mode, tty in (("off", True), ("off", False), ("auto", False)):
        speaker, reason = create_speaker(mode, "fr", stdout_is_tty=tty)  # type: ignore[arg-type]
        assert isinstance(speaker, OffSpeaker)
        assert reason is None
        assert speaker.unavailable is None
        speaker.speak("rien")
        speaker.cancel()
        speaker.repeat()
        speaker.set_voice_options(rate=200)
        speaker.close()


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError):
        create_speaker("loud", "fr", stdout_is_tty=True)  # type: ignore[arg-type]


def test_every_speaker_meets_the_protocol() -> None:
    assert isinstance(OffSpeaker(), Speaker)
    assert isinstance(RecordingSpeaker(), Speaker)
    assert all(hasattr(TtsSpeaker, m) for m in ("speak", "cancel", "repeat", "set_voice_options", "close", "unavailable"))


def test_recording_speaker_records_calls() -> None:
    rec = RecordingSpeaker()
    rec.speak("Alice joue un 7 rouge.")
    rec.speak("À vous de jouer.", Priority.HIGH, interrupt=True)
    rec.repeat()
    rec.cancel()
    rec.set_voice_options(rate=180, language="en")
    assert rec.spoken == ["Alice joue un 7 rouge.", "À vous de jouer.", "À vous de jouer."]
    assert [c.method for c in rec.calls] == ["speak", "speak", "repeat", "cancel", "set_voice_options"]
    assert rec.calls[1].priority is Priority.HIGH and rec.calls[1].interrupt
    assert rec.calls[-1].options == {"rate": 180, "language": "en"}


def test_voice_options_are_clamped_and_updated() -> None:
    o = VoiceOptions(language="fr", rate=5000, volume=-1)
    assert o.rate == 500 and o.volume == 0.0
    o2 = o.updated(volume=0.5, language="en")
    assert (o2.language, o2.rate, o2.volume) == ("en", 500, 0.5)
    assert o.updated() is o
    assert VoiceOptions(voice="  ").voice is None


def test_unavailable_reasons_are_documented_for_the_console() -> None:
    import uno_access.speech as speech

    doc = speech.__doc__ or ""
    for reason in SpeechUnavailable:
        assert reason.name in doc
    assert [r for r in SpeechUnavailable if not r.fatal] == [SpeechUnavailable.NO_VOICE]


# ------------------------------------------------------------ voice choice

ESPEAK_LIKE = [
    {"id": "gmw/af", "name": "Afrikaans", "languages": ["af"]},
    {"id": "gmw/en", "name": "English (Great Britain)", "languages": ["en-gb"]},
    {"id": "gmw/en-us", "name": "English (America)", "languages": ["en-us"]},
    {"id": "roa/fr-be", "name": "French (Belgium)", "languages": ["fr-be"]},
    {"id": "mb/mb-fr1", "name": "french-mbrola-1", "languages": ["fr-fr"]},
    {"id": "roa/fr", "name": "French (France)", "languages": ["fr-fr"]},
    {"id": "roa/fr-ca", "name": "French (Canada)", "languages": ["fr-ca"]},
]
SAPI_LIKE = [
    {"id": r"HKEY\Tokens\TTS_MS_EN-US_ZIRA", "name": "Microsoft Zira Desktop - English (United States)", "languages": ["en-US"]},
    {"id": r"HKEY\Tokens\TTS_MS_FR-FR_HORTENSE", "name": "Microsoft Hortense Desktop - French", "languages": ["fr-FR"]},
]
NSSS_LIKE = [
    {"id": "com.apple.voice.compact.en-US.Samantha", "name": "Samantha", "languages": ["en_US"]},
    {"id": "com.apple.voice.compact.fr-FR.Thomas", "name": "Thomas", "languages": ["fr_FR"]},
]


@pytest.mark.parametrize(
    ("voices", "language", "wanted", "expected"),
    [
        (ESPEAK_LIKE, "fr", None, "roa/fr"),
        (ESPEAK_LIKE, "fr-CA", None, "roa/fr-ca"),
        (ESPEAK_LIKE, "fr_BE", None, "roa/fr-be"),
        (ESPEAK_LIKE, "en", None, "gmw/en"),
        (ESPEAK_LIKE, "en-US", None, "gmw/en-us"),
        (ESPEAK_LIKE, "fr", "English (America)", "gmw/en-us"),
        (ESPEAK_LIKE, "fr", "belgium", "roa/fr-be"),
        (SAPI_LIKE, "fr", None, r"HKEY\Tokens\TTS_MS_FR-FR_HORTENSE"),
        (SAPI_LIKE, "en", None, r"HKEY\Tokens\TTS_MS_EN-US_ZIRA"),
        (NSSS_LIKE, "fr", None, "com.apple.voice.compact.fr-FR.Thomas"),
        (NSSS_LIKE, "en", None, "com.apple.voice.compact.en-US.Samantha"),
    ],
)
def test_voice_is_picked_by_language_or_name(voices, language, wanted, expected) -> None:
    assert pick_voice(voices, language, wanted) == (expected, True)


def test_no_voice_for_language_falls_back_to_default() -> None:
    assert pick_voice(ESPEAK_LIKE, "xx", None) == (None, False)
    assert pick_voice(ESPEAK_LIKE, "fr", "no such voice") == ("roa/fr", True)


# ------------------------------------------------------------ long messages

RULES = (
    "Chaque joueur reçoit sept cartes. À son tour, on pose une carte de la même couleur, "
    "du même chiffre ou du même symbole que celle du dessus de la défausse; sinon on pioche. "
    "Le plus deux fait piocher deux cartes au joueur suivant, qui passe son tour! "
    "Quand il ne vous reste qu'une carte, dites UNO, sinon vous piochez deux cartes de pénalité.\n"
    "Le premier qui n'a plus de cartes gagne la manche."
)


def test_short_messages_stay_whole_and_long_ones_are_cut_at_pauses() -> None:
    assert split_for_speech("Alice joue un 7 rouge. À vous de jouer.") == ["Alice joue un 7 rouge. À vous de jouer."]
    assert split_for_speech("   ") == []
    parts = split_for_speech(RULES)
    assert len(parts) > 1
    assert all(len(p) <= CHUNK_CHARS for p in parts)
    assert " ".join(parts).split() == RULES.split()
    assert all(p.endswith((".", "!", ";", ",")) for p in parts[:-1])
    words = split_for_speech("mot " * 200)
    assert all(len(p) <= CHUNK_CHARS for p in words) and " ".join(words).split() == ["mot"] * 200


def test_a_long_message_is_spoken_in_parts_in_order(harness) -> None:
    h = harness()
    h.speaker.speak(RULES)
    h.speaker.speak("Fin.")
    wait_for(lambda: h.ended("Fin."))
    starts = [t for e, t in h.script() if e == "start"]
    assert starts == [*split_for_speech(RULES), "Fin."]


# ------------------------------------------------------------ problems


def test_missing_player_program_is_reported_at_once(tmp_path: Path) -> None:
    speaker, reason = create_speaker(
        "on", "fr", stdout_is_tty=True, engine="silence", player_command=[str(tmp_path / "no-such-player")]
    )
    assert reason is SpeechUnavailable.NO_PLAYER
    assert isinstance(speaker, OffSpeaker) and speaker.unavailable is SpeechUnavailable.NO_PLAYER


def test_missing_pyttsx3_is_reported_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pyttsx3" else real(name, *a))
    speaker, reason = create_speaker("auto", "fr", stdout_is_tty=True)
    assert reason is SpeechUnavailable.NO_ENGINE
    assert isinstance(speaker, OffSpeaker)


def test_player_that_cannot_play_means_no_audio_device(tmp_path: Path) -> None:
    problems: list[SpeechUnavailable] = []
    failing = tmp_path / "failing_player.py"
    failing.write_text("import sys; print('ALSA lib: cannot find card', file=sys.stderr); sys.exit(1)\n")
    speaker, reason = create_speaker(
        "on", "fr", stdout_is_tty=True, engine="silence",
        player_command=[sys.executable, "-I", "-S", str(failing)], on_problem=problems.append,
    )
    try:
        assert reason is None
        assert speaker.wait_ready(20) is SpeechUnavailable.NO_AUDIO_DEVICE  # type: ignore[attr-defined]
        assert speaker.unavailable is SpeechUnavailable.NO_AUDIO_DEVICE
        speaker.speak("ignored")  # goes on in text: no error
        assert problems == [SpeechUnavailable.NO_AUDIO_DEVICE]
    finally:
        speaker.close()


def test_sound_device_lost_during_the_game_is_reported(tmp_path: Path) -> None:
    problems: list[SpeechUnavailable] = []
    flaky = tmp_path / "flaky_player.py"
    # Plays the start-up probe, then fails: the headset was unplugged.
    flaky.write_text("import sys\nsys.exit(0 if 'probe' in sys.argv[-1] else 1)\n")
    speaker, reason = create_speaker(
        "on", "fr", stdout_is_tty=True, engine="silence",
        player_command=[sys.executable, "-I", "-S", str(flaky)], on_problem=problems.append,
    )
    try:
        assert reason is None and speaker.wait_ready(20) is None  # type: ignore[attr-defined]
        for text in ("un", "deux", "trois", "quatre"):
            speaker.speak(text)
        wait_for(lambda: speaker.unavailable is not None)
        assert speaker.unavailable is SpeechUnavailable.NO_AUDIO_DEVICE
        assert problems == [SpeechUnavailable.NO_AUDIO_DEVICE]
    finally:
        speaker.close()


def test_empty_voice_goes_back_to_the_language_voice() -> None:
    o = VoiceOptions(language="fr", voice="English (America)")
    assert o.updated(voice="").voice is None
    assert o.updated(rate=200).voice == "English (America)"


def _fake_pyttsx3(tmp_path: Path, body: str) -> dict[str, str]:
    pkg = tmp_path / "fakesite" / "pyttsx3"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text(textwrap.dedent(body), encoding="utf-8")
    env_path = str(tmp_path / "fakesite")
    old = os.environ.get("PYTHONPATH")
    return {"PYTHONPATH": env_path + (os.pathsep + old if old else "")}


def _fake_engine(driver: str, save_to_file: str) -> str:
    """A fake pyttsx3 whose one French voice's engine (its ``driver``) runs ``save_to_file`` for each text."""
    return f"""
        import os
        class Voice:
            id, name, languages = "fake/fr", "French", ["fr-fr"]
        class Engine:
            driver_name = "{driver}"
            def connect(self, *a): pass
            def getProperty(self, name): return [Voice()] if name == "voices" else 1
            def setProperty(self, *a): pass
            def save_to_file(self, text, path): {save_to_file}
            def runAndWait(self): pass
        def init(*a, **k): return Engine()
        _activeEngines = {{}}
        """


def _speaker_with_env(monkeypatch, tmp_path: Path, env: dict[str, str], problems: list) -> TtsSpeaker:
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    script = tmp_path / "ok_player.py"
    script.write_text("import sys; sys.exit(0)\n")
    speaker, reason = create_speaker(
        "on", "fr", stdout_is_tty=True, player_command=[sys.executable, "-I", "-S", str(script)],
        on_problem=problems.append,
    )
    if reason is SpeechUnavailable.NO_ENGINE:
        pytest.skip("pyttsx3 is not installed in the test environment")
    assert isinstance(speaker, TtsSpeaker)
    return speaker


def test_synthesizer_that_will_not_start_is_no_synthesizer(monkeypatch, tmp_path: Path) -> None:
    env = _fake_pyttsx3(
        tmp_path,
        """
        import sys
        print("espeak: cannot load library", file=sys.stderr)
        def init(*a, **k):
            raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")
        """,
    )
    problems: list[SpeechUnavailable] = []
    speaker = _speaker_with_env(monkeypatch, tmp_path, env, problems)
    try:
        assert speaker.wait_ready(20) is SpeechUnavailable.NO_SYNTHESIZER
        assert problems == [SpeechUnavailable.NO_SYNTHESIZER]
    finally:
        speaker.close()


def test_pyttsx3_installed_but_failing_to_load_is_no_synthesizer_not_install_pyttsx3(monkeypatch,
                                                                                      tmp_path: Path) -> None:
    """Issue 16: its system library missing, the player is told to install espeak-ng, not pyttsx3."""
    env = _fake_pyttsx3(tmp_path, """
        raise OSError("libespeak-ng.so.1: cannot open shared object file")
        """)
    problems: list[SpeechUnavailable] = []
    speaker = _speaker_with_env(monkeypatch, tmp_path, env, problems)
    try:
        assert speaker.wait_ready(20) is SpeechUnavailable.NO_SYNTHESIZER
    finally:
        speaker.close()


def test_engine_that_keeps_crashing_is_engine_failed(monkeypatch, tmp_path: Path) -> None:
    env = _fake_pyttsx3(tmp_path, _fake_engine("espeak", "os._exit(3)"))
    problems: list[SpeechUnavailable] = []
    speaker = _speaker_with_env(monkeypatch, tmp_path, env, problems)
    try:
        assert speaker.wait_ready(20) is None
        speaker.speak("boum")
        wait_for(lambda: speaker.unavailable is not None, 20)
        assert speaker.unavailable is SpeechUnavailable.ENGINE_FAILED
        assert problems == [SpeechUnavailable.ENGINE_FAILED]
    finally:
        speaker.close()


def test_engine_that_never_writes_audio_is_engine_failed(monkeypatch, tmp_path: Path) -> None:
    # Like pyttsx3 2.98 on Linux, whose save_to_file needs ffmpeg.
    env = _fake_pyttsx3(tmp_path, _fake_engine("sapi5", 'print("ffmpeg: command not found")'))
    problems: list[SpeechUnavailable] = []
    speaker = _speaker_with_env(monkeypatch, tmp_path, env, problems)
    try:
        assert speaker.wait_ready(20) is None
        for text in ("un", "deux", "trois"):
            speaker.speak(text)
        wait_for(lambda: speaker.unavailable is not None, 20)
        assert speaker.unavailable is SpeechUnavailable.ENGINE_FAILED
        assert problems == [SpeechUnavailable.ENGINE_FAILED]
    finally:
        speaker.close()


# ------------------------------------------------------------ order and interruption


def test_queued_messages_play_one_after_the_other_in_order(harness) -> None:
    h = harness()
    h.hold()
    for text in ("Alice joue.", "Bob pioche.", "Carole dit UNO."):
        h.speaker.speak(text)
    wait_for(lambda: h.started("Alice joue."))
    h.release()
    wait_for(lambda: h.ended("Carole dit UNO."))
    assert h.script() == [
        ("start", "Alice joue."), ("end", "Alice joue."),
        ("start", "Bob pioche."), ("end", "Bob pioche."),
        ("start", "Carole dit UNO."), ("end", "Carole dit UNO."),
    ]


def test_interrupt_kills_the_current_message_and_starts_the_new_one(harness) -> None:
    h = harness()
    h.hold()  # the player never ends by itself during the test
    h.speaker.speak("Alice joue un plus quatre et change la couleur en bleu.")
    old = wait_for(lambda: h.started("Alice joue un plus quatre et change la couleur en bleu."))
    h.speaker.speak("Bob pioche.")  # queued behind, dropped by the interrupt
    h.speaker.speak("À vous de jouer.", Priority.NORMAL, interrupt=True)
    new = wait_for(lambda: h.started("À vous de jouer."))
    wait_for(lambda: not pid_alive(old))
    assert new != old
    assert not h.ended("Alice joue un plus quatre et change la couleur en bleu.")
    assert h.traced("killed")[0]["pid"] == old
    h.speaker.cancel()
    wait_for(lambda: not pid_alive(new))
    assert h.started("Bob pioche.") is None


def test_cancel_stops_at_once_and_drops_the_queue(harness) -> None:
    h = harness()
    h.hold()
    h.speaker.speak("Un message assez long pour être coupé.")
    pid = wait_for(lambda: h.started("Un message assez long pour être coupé."))
    h.speaker.speak("Jamais dit.")
    h.speaker.cancel()
    wait_for(lambda: not pid_alive(pid))
    h.speaker.speak("Après.")
    after = wait_for(lambda: h.started("Après."))
    assert h.started("Jamais dit.") is None
    assert [t for e, t in h.script() if e == "start"] == ["Un message assez long pour être coupé.", "Après."]
    h.speaker.cancel()
    wait_for(lambda: not pid_alive(after))


def test_priorities_order_the_queue_and_protect_higher_speech(harness) -> None:
    h = harness()
    h.hold()
    h.speaker.speak("Premier message, qui joue.")
    wait_for(lambda: h.started("Premier message, qui joue."))
    h.speaker.speak("n1")
    h.speaker.speak("low", Priority.LOW)
    h.speaker.speak("high", Priority.HIGH)
    h.speaker.speak("n2")
    h.release()  # the first message ends only once all four are queued
    wait_for(lambda: h.ended("low"))
    starts = [t for e, t in h.script() if e == "start"]
    assert starts == ["Premier message, qui joue.", "high", "n1", "n2", "low"]


def test_low_priority_interrupt_does_not_cut_high_priority_speech(harness) -> None:
    h = harness()
    h.hold()
    h.speaker.speak("Annonce importante en cours.", Priority.HIGH)
    pid = wait_for(lambda: h.started("Annonce importante en cours."))
    h.speaker.speak("petit conseil", Priority.LOW, interrupt=True)
    h.speaker.cancel()  # handled after the interrupt, in order
    wait_for(lambda: not pid_alive(pid))
    killed = h.traced("killed")
    assert [(k["text"], k["cause"]) for k in killed] == [("Annonce importante en cours.", "cancel")]
    assert h.started("petit conseil") is None


def test_repeat_says_the_last_message_again(harness) -> None:
    h = harness()
    h.speaker.speak("Votre main : rouge 3, bleu 5.")
    wait_for(lambda: h.ended("Votre main : rouge 3, bleu 5."))
    h.speaker.repeat()
    wait_for(lambda: h.script().count(("end", "Votre main : rouge 3, bleu 5.")) == 2)
    plays = [i for i in h.traced("play") if i["text"] == "Votre main : rouge 3, bleu 5."]
    assert len(plays) == 2
    assert plays[0]["path"] == plays[1]["path"]  # from the cache: no new synthesis
    assert len([i for i in h.traced("synth") if i["text"] == "Votre main : rouge 3, bleu 5."]) == 1


def test_voice_options_apply_live(harness) -> None:
    h = harness(language="fr")
    h.speaker.speak("Bonjour.")
    wait_for(lambda: h.ended("Bonjour."))
    h.speaker.set_voice_options(language="en", rate=250, volume=0.5)
    assert h.speaker.options == VoiceOptions(language="en", rate=250, volume=0.5)
    h.speaker.speak("Hello.")
    wait_for(lambda: h.ended("Hello."))
    voices = {i["text"]: i["voice"] for i in h.traced("synth")}
    assert voices == {"Bonjour.": "silence/fr", "Hello.": "silence/en"}


def test_language_without_voice_warns_once_and_still_speaks(harness) -> None:
    h = harness(language="xx")
    h.speaker.speak("un")
    h.speaker.speak("deux")
    wait_for(lambda: h.ended("deux"))
    assert h.problems == [SpeechUnavailable.NO_VOICE]
    assert h.speaker.unavailable is None


def test_speak_never_waits_for_speech(harness) -> None:
    h = harness()
    h.hold()
    h.speaker.speak("Un long message qui occupe le haut-parleur.")
    pid = wait_for(lambda: h.started("Un long message qui occupe le haut-parleur."))
    start = time.monotonic()
    for i in range(200):
        h.speaker.speak(f"message {i}")
    h.speaker.speak("tour suivant", interrupt=True)
    h.speaker.cancel()
    # Playing all that would take minutes; queueing it takes a blink.
    assert time.monotonic() - start < 2.0
    wait_for(lambda: not pid_alive(pid))


def test_close_ends_players_server_and_temporary_files(harness) -> None:
    h = harness()
    h.hold()
    h.speaker.speak("Encore un long message en cours de lecture.")
    pid = wait_for(lambda: h.started("Encore un long message en cours de lecture."))
    folder = Path(h.traced("play")[0]["path"]).parent
    assert folder.is_dir()
    h.speaker.close()  # returns once silent
    assert not pid_alive(pid) or wait_for(lambda: not pid_alive(pid))
    assert h.speaker.join(10)
    assert not folder.exists()
    h.speaker.speak("after close")  # harmless
    h.speaker.close()  # idempotent


# ------------------------------------------------------------ nothing reaches the terminal

LEAK_SCRIPT = textwrap.dedent(
    """
    import sys, time
    engine = sys.argv[1]
    noisy, failing, result = sys.argv[2], sys.argv[3], sys.argv[4]
    from uno_access.speech import create_speaker, Priority
    out = []
    events = []
    sp, reason = create_speaker("on", "fr", stdout_is_tty=True, engine=engine,
                                player_command=[sys.executable, noisy],
                                trace=lambda e, i: events.append(e))
    out.append(f"reason={reason} pyttsx3_in_game={'pyttsx3' in sys.modules}")
    out.append(f"ready={sp.wait_ready(30)}")
    def wait_ends(n):
        deadline = time.time() + 20
        while events.count("end") < n and time.time() < deadline:
            time.sleep(0.01)
    sp.speak("Alice joue un 7 rouge.")
    sp.speak("Bob pioche une carte.")
    wait_ends(2)
    sp.set_voice_options(language="en", rate=300)
    sp.speak("Your turn.", Priority.HIGH, interrupt=True)
    wait_ends(3)
    sp.repeat()
    wait_ends(4)
    sp.cancel()
    sp.close()
    out.append(f"events={sorted(set(events))}")
    # A player that fails loudly (like aplay without a sound card).
    sp2, reason2 = create_speaker("on", "en", stdout_is_tty=True, engine=engine,
                                  player_command=[sys.executable, failing])
    out.append(f"failing={sp2.wait_ready(30)}")
    sp2.speak("nobody hears this")
    sp2.close()
    out.append(f"pyttsx3_in_game_end={'pyttsx3' in sys.modules}")
    open(result, "w", encoding="utf-8").write("\\n".join(out))
    """
)


@pytest.mark.parametrize("engine", ["silence", "pyttsx3"])
def test_nothing_the_speech_stack_prints_reaches_stdout_or_stderr(tmp_path: Path, engine: str) -> None:
    if engine == "pyttsx3" and importlib.util.find_spec("pyttsx3") is None:
        pytest.skip("pyttsx3 is not installed")
    noisy = tmp_path / "noisy_player.py"
    noisy.write_text(
        "import os, sys\nprint('Playing WAVE', sys.argv[-1])\nprint('ALSA lib warning', file=sys.stderr)\n"
        "os.write(1, b'raw fd1\\n'); os.write(2, b'raw fd2\\n')\n"
    )
    failing = tmp_path / "failing_player.py"
    failing.write_text(
        "import sys\nprint('aplay: main:831: audio open error', file=sys.stderr)\nprint('oops')\nsys.exit(1)\n"
    )
    result = tmp_path / "result.txt"
    script = tmp_path / "leak.py"
    script.write_text(LEAK_SCRIPT, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run(
        [sys.executable, str(script), engine, str(noisy), str(failing), str(result)],
        capture_output=True, timeout=120, env=env, cwd=tmp_path,
    )
    report = result.read_text(encoding="utf-8") if result.exists() else ""
    assert proc.returncode == 0, (proc.stdout, proc.stderr, report)
    assert proc.stdout == b"", proc.stdout
    assert proc.stderr == b"", proc.stderr
    lines = report.splitlines()
    if engine == "pyttsx3" and "ready=SpeechUnavailable.NO_SYNTHESIZER" in report:
        pytest.skip("espeak-ng (or another system synthesizer) is not installed")
    assert lines[0] == "reason=None pyttsx3_in_game=False"
    assert lines[1] == "ready=None"
    assert "'play'" in lines[2] and "'synth'" in lines[2] and "'end'" in lines[2]
    assert lines[3] == "failing=SpeechUnavailable.NO_AUDIO_DEVICE"
    assert lines[4] == "pyttsx3_in_game_end=False"
