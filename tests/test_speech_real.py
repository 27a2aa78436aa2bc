"""Real synthesis through pyttsx3 (espeak-ng on Linux): French and English to WAV files.

CI installs espeak-ng (.ci/run); these tests skip only when pyttsx3 or the
system synthesizer is truly absent. Checks are on the audio itself (format,
length plausible for the text, not silence) and on the voice chosen, never on
timing.
"""

from __future__ import annotations

import array
import importlib.util
import math
import os
import shutil
import subprocess
import sys
import textwrap
import wave
from pathlib import Path
from typing import Any

import pytest

from uno_access.notation import spoken
from uno_access.speech import Priority, SpeechUnavailable, TtsSpeaker, VoiceOptions, create_speaker
from uno_access.speech.synth import Synthesizer

from .test_speech import wait_for

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pyttsx3") is None, reason="pyttsx3 is not installed")

ANNOUNCEMENTS = {
    "fr": [
        "Alice joue un sept rouge. À vous de jouer.",
        "Bob joue un plus quatre et choisit le bleu. Vous piochez quatre cartes.",
        "Votre main : rouge trois, bleu cinq, vert neuf, joker.",
    ],
    "en": [
        "Alice plays a red seven. Your turn.",
        "Bob plays a wild draw four and chooses blue. You draw four cards.",
        "Your hand: red three, blue five, green nine, wild.",
    ],
}


@pytest.fixture(scope="module")
def synth() -> Synthesizer:
    s = Synthesizer()
    reason = s.wait_ready(30)
    if reason is SpeechUnavailable.NO_SYNTHESIZER:
        s.close()
        pytest.skip("no system synthesizer (install espeak-ng)")
    assert reason is None, reason
    yield s
    s.close()


def read_wav(path: Path) -> tuple[wave._wave_params, array.array]:  # type: ignore[name-defined]
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(params.nframes)
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


def audio_facts(path: Path) -> dict[str, float]:
    params, samples = read_wav(path)
    assert params.nchannels == 1 and params.sampwidth == 2, params
    assert params.framerate >= 8000, params
    n = len(samples)
    rms = math.sqrt(sum(s * s for s in samples) / n) if n else 0.0
    window = max(1, params.framerate // 50)  # 20 ms windows
    loud = 0
    windows = 0
    for start in range(0, n, window):
        chunk = samples[start : start + window]
        windows += 1
        if max(abs(s) for s in chunk) > 1000:
            loud += 1
    return {"seconds": n / params.framerate, "rms": rms, "voiced": loud / max(1, windows)}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_announcements_are_real_speech_of_plausible_length(synth: Synthesizer, tmp_path: Path, language: str) -> None:
    for i, text in enumerate(ANNOUNCEMENTS[language]):
        out = tmp_path / f"{language}{i}{synth.suffix}"
        result = synth.synthesize(text, str(out), VoiceOptions(language=language))
        assert result.ok, result
        assert result.voice_matched, result
        voice = next(v for v in synth.voices if v["id"] == result.voice)
        assert any(lang.lower().startswith(language) for lang in voice["languages"]), voice
        facts = audio_facts(out)
        # Speech at the engine's default rate runs about 10 to 20 characters a second.
        assert len(text) / 40 < facts["seconds"] < len(text) / 5, (text, facts)
        assert facts["rms"] > 300, facts
        assert facts["voiced"] > 0.3, facts


@pytest.mark.parametrize(
    "language, line", [("fr", "Anna joue b ][, puis v [ ]."), ("en", "Alice plays r ][, then g [ ].")]
)
def test_the_deck_symbols_are_silent_in_the_synthesizer_so_the_voice_says_them_in_words(
    synth: Synthesizer, tmp_path: Path, language: str, line: str
) -> None:
    """espeak-ng says nothing for ][ and [ ]: the card would be heard as its colour alone.
    notation.spoken gives the words the game's voice says instead (the printed line keeps the symbols)."""
    words = spoken(line, language)
    bare = line.replace("][", "").replace("[ ]", "")
    voiced = {}  # seconds of sound, pauses left out (espeak-ng may pause at a bracket, but says nothing)
    for name, text in (("symbols", line), ("bare", bare), ("words", words)):
        out = tmp_path / f"{name}{synth.suffix}"
        assert synth.synthesize(text, str(out), VoiceOptions(language=language, rate=200)).ok
        facts = audio_facts(out)
        voiced[name] = facts["seconds"] * facts["voiced"]
    assert abs(voiced["symbols"] - voiced["bare"]) < 0.15, voiced  # the symbols make (next to) no sound
    assert voiced["words"] > voiced["symbols"] + 0.3, voiced  # the words do


def test_french_voice_for_french_and_english_voice_for_english(synth: Synthesizer, tmp_path: Path) -> None:
    text = "Carte rouge, carte bleue."
    fr = synth.synthesize(text, str(tmp_path / "fr.wav"), VoiceOptions(language="fr"))
    en = synth.synthesize(text, str(tmp_path / "en.wav"), VoiceOptions(language="en"))
    assert fr.ok and en.ok
    assert fr.voice != en.voice
    assert read_wav(tmp_path / "fr.wav")[1] != read_wav(tmp_path / "en.wav")[1]


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng command not installed")
@pytest.mark.parametrize("language", ["fr", "en"])
def test_audio_matches_the_espeak_ng_voice_of_the_language(synth: Synthesizer, tmp_path: Path, language: str) -> None:
    if synth.hello.get("driver") != "espeak":
        pytest.skip("not the espeak driver")
    text = ANNOUNCEMENTS[language][1]
    ours = synth.synthesize(text, str(tmp_path / "ours.wav"), VoiceOptions(language=language, rate=200))
    assert ours.ok
    ref = tmp_path / "ref.wav"
    subprocess.run(
        ["espeak-ng", "-v", language, "-s", "200", "-w", str(ref), text],
        check=True, capture_output=True, timeout=30,
    )
    mine, theirs = audio_facts(tmp_path / "ours.wav")["seconds"], audio_facts(ref)["seconds"]
    assert abs(mine - theirs) / theirs < 0.15, (mine, theirs)
    other = "en" if language == "fr" else "fr"
    subprocess.run(
        ["espeak-ng", "-v", other, "-s", "200", "-w", str(ref), text],
        check=True, capture_output=True, timeout=30,
    )
    wrong = audio_facts(ref)["seconds"]
    assert abs(mine - theirs) < abs(mine - wrong), (mine, theirs, wrong)


def test_rate_and_volume_are_applied(synth: Synthesizer, tmp_path: Path) -> None:
    text = ANNOUNCEMENTS["fr"][1]
    slow = synth.synthesize(text, str(tmp_path / "slow.wav"), VoiceOptions(language="fr", rate=120))
    fast = synth.synthesize(text, str(tmp_path / "fast.wav"), VoiceOptions(language="fr", rate=320))
    quiet = synth.synthesize(text, str(tmp_path / "quiet.wav"), VoiceOptions(language="fr", rate=320, volume=0.2))
    assert slow.ok and fast.ok and quiet.ok
    s, f, q = (audio_facts(tmp_path / n) for n in ("slow.wav", "fast.wav", "quiet.wav"))
    assert s["seconds"] > 1.5 * f["seconds"], (s, f)
    assert q["rms"] < 0.6 * f["rms"], (q, f)
    # Back to the defaults: the engine's own rate and volume.
    again = synth.synthesize(text, str(tmp_path / "again.wav"), VoiceOptions(language="fr"))
    assert again.ok
    assert f["seconds"] < audio_facts(tmp_path / "again.wav")["seconds"] < s["seconds"]


def test_unicode_and_punctuation_are_spoken(synth: Synthesizer, tmp_path: Path) -> None:
    text = "« Élodie » a dit : UNO ! Ça, c'est 100 % sûr… Œuvre, naïf, Noël."
    r = synth.synthesize(text, str(tmp_path / "u.wav"), VoiceOptions(language="fr"))
    assert r.ok
    assert audio_facts(tmp_path / "u.wav")["seconds"] > 2.0


FAKE_PLAYER = textwrap.dedent(
    """
    import os, sys, time
    log, path = sys.argv[1], sys.argv[-1]
    hold = os.path.join(os.path.dirname(log), "hold")
    def note(event):
        with open(log, "a", encoding="utf-8") as f:
            f.write(f"{event} {os.getpid()} {path}\\n")
    note("start")
    while os.path.exists(hold) and "probe" not in path:
        time.sleep(0.005)
    note("end")
    """
)


def test_real_speaker_queues_interrupts_and_switches_language(tmp_path: Path) -> None:
    script = tmp_path / "player.py"
    script.write_text(FAKE_PLAYER, encoding="utf-8")
    log = tmp_path / "player.log"
    hold = tmp_path / "hold"
    events: list[tuple[str, dict[str, Any]]] = []
    speaker, reason = create_speaker(
        "on", "fr", stdout_is_tty=False,
        player_command=[sys.executable, "-I", "-S", str(script), str(log)],
        trace=lambda e, i: events.append((e, dict(i))),
    )
    assert reason is None and isinstance(speaker, TtsSpeaker)
    try:
        ready = speaker.wait_ready(30)
        if ready is SpeechUnavailable.NO_SYNTHESIZER:
            pytest.skip("no system synthesizer (install espeak-ng)")
        assert ready is None
        played: dict[str, str] = {}

        def plays() -> list[str]:
            return [i["text"] for e, i in events if e == "play"]

        hold.write_text("")
        speaker.speak(ANNOUNCEMENTS["fr"][0])
        speaker.speak(ANNOUNCEMENTS["fr"][1])
        def player_started(n: int) -> bool:
            lines = log.read_text().splitlines() if log.exists() else []
            return len([x for x in lines if x.startswith("start") and "probe" not in x]) >= n

        wait_for(lambda: plays() == [ANNOUNCEMENTS["fr"][0]] and player_started(1), 20.0)
        speaker.set_voice_options(language="en")
        speaker.speak(ANNOUNCEMENTS["en"][0], Priority.HIGH, interrupt=True)
        wait_for(lambda: len(plays()) == 2 and player_started(2), 20.0)
        hold.unlink()
        wait_for(lambda: any(e == "end" and i["text"] == ANNOUNCEMENTS["en"][0] for e, i in events), 20.0)
        assert plays() == [ANNOUNCEMENTS["fr"][0], ANNOUNCEMENTS["en"][0]]
        killed = [i for e, i in events if e == "killed"]
        assert [(k["text"], k["cause"]) for k in killed] == [(ANNOUNCEMENTS["fr"][0], "interrupt")]
        for e, i in events:
            if e == "play":
                played[i["text"]] = i["path"]
        voices = {i["text"]: i["voice"] for e, i in events if e == "synth"}
        assert voices[ANNOUNCEMENTS["fr"][0]] != voices[ANNOUNCEMENTS["en"][0]]
        starts = [line.split()[2] for line in log.read_text().splitlines() if line.startswith("start")]
        assert [p for p in starts if "probe" not in p] == [played[ANNOUNCEMENTS["fr"][0]], played[ANNOUNCEMENTS["en"][0]]]
    finally:
        if hold.exists():
            hold.unlink()
        speaker.close()
    assert speaker.join(10)
    assert not os.path.exists(os.path.dirname(played[ANNOUNCEMENTS["fr"][0]]))
