"""The game's sounds (issue 18, part 2): short, distinct, never in the way.

Every sound is rendered to a WAV file (these machines have no sound card) and
measured: its length, its level, how far it is from every other sound.  The
player is a real process (``sox`` reading the file, or a shell that writes down
what it was given); the console's tests use a stand-in for the sounds only to
check which ones a burst of events asks for.
"""

from __future__ import annotations

import io
import itertools
import math
import os
import shutil
import subprocess
import sys
import time
import wave
from pathlib import Path

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, Level, MatchOptions
from uno_access.console.output import Output
from uno_access.console.session import HUMAN
from uno_access.console.sound_cues import burst_sounds
from uno_access.console.speech_setup import start_sounds
from uno_access.engine.cards import Card, Color, Rank
from uno_access.sounds.earcons import RATE, TARGET_RMS_DB, Earcon, duration, render, write_wav
from uno_access.sounds.player import NoSounds, SoundPlayer, create_sounds
from uno_access.speech.base import RecordingSpeaker, SpeechUnavailable
from uno_access.speech.player import PlayerSpec

RED5, RED6, BLUE2 = Card(Color.RED, Rank.FIVE), Card(Color.RED, Rank.SIX), Card(Color.BLUE, Rank.TWO)


def read_wav(path: Path) -> list[float]:
    with wave.open(str(path), "rb") as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, RATE)
        frames = file.readframes(file.getnframes())
    return [value / 32768 for value in memoryview(frames).cast("h")]


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[Earcon, list[float]]:
    folder = tmp_path_factory.mktemp("earcons")
    sounds = {}
    for earcon in Earcon:
        path = folder / f"{earcon.value}.wav"
        write_wav(str(path), render(earcon))
        sounds[earcon] = read_wav(path)
    return sounds


def rms_db(samples: list[float]) -> float:
    return 20 * math.log10(math.sqrt(sum(value * value for value in samples) / len(samples)))


def fingerprint(samples: list[float], segments: int = 4, bands: int = 20) -> list[float]:
    """Energy at log-spaced frequencies (120 Hz to 6 kHz) in each quarter of the sound (Goertzel)."""
    size = len(samples) // segments
    frequencies = [120 * (6000 / 120) ** (index / (bands - 1)) for index in range(bands)]
    out = []
    for segment in range(segments):
        chunk = samples[segment * size:(segment + 1) * size]
        for frequency in frequencies:
            coefficient = 2 * math.cos(2 * math.pi * frequency / RATE)
            previous = before = 0.0
            for value in chunk:
                previous, before = value + coefficient * previous - before, previous
            out.append(math.sqrt(max(0.0, previous * previous + before * before - coefficient * previous * before)))
    return out


def pitch(samples: list[float]) -> float:
    """A rough pitch: zero crossings a second, over the loud part."""
    loud = [value for value in samples if abs(value) > 0.02]
    crossings = sum(1 for a, b in zip(loud, loud[1:]) if (a < 0) != (b < 0))
    return crossings / 2 / (len(loud) / RATE)


# ---------------------------------------------------------------- the sounds themselves

def test_every_sound_is_short(rendered: dict[Earcon, list[float]]) -> None:
    for earcon, samples in rendered.items():
        seconds = len(samples) / RATE
        assert 0.04 <= seconds <= 0.25, earcon
        assert abs(seconds - duration(earcon)) < 0.01


def test_no_sound_clips_and_all_are_equally_loud(rendered: dict[Earcon, list[float]]) -> None:
    for earcon, samples in rendered.items():
        assert max(abs(value) for value in samples) < 0.9, earcon  # headroom, never full scale
        assert abs(rms_db(samples) - TARGET_RMS_DB) < 1.0, earcon


def test_no_two_sounds_are_alike(rendered: dict[Earcon, list[float]]) -> None:
    prints = {earcon: fingerprint(samples) for earcon, samples in rendered.items()}
    for a, b in itertools.combinations(Earcon, 2):
        x, y = prints[a], prints[b]
        similarity = sum(p * q for p, q in zip(x, y)) / math.sqrt(sum(p * p for p in x) * sum(q * q for q in y))
        assert similarity < 0.85, (a, b, similarity)


def test_good_news_rises_and_bad_news_falls(rendered: dict[Earcon, list[float]]) -> None:
    for earcon, rising in ((Earcon.ROUND_WON, True), (Earcon.YOUR_TURN, True), (Earcon.ROUND_LOST, False),
                           (Earcon.PENALTY, False)):
        samples = rendered[earcon]
        third = len(samples) // 3
        first, last = pitch(samples[:third]), pitch(samples[-third:])
        assert (last > first) is rising, (earcon, first, last)


def test_the_volume_scales_the_samples() -> None:
    loud, soft = render(Earcon.UNO, 1.0), render(Earcon.UNO, 0.5)
    assert abs(rms_db(loud) - rms_db(soft) - 20 * math.log10(2)) < 0.01
    assert max(map(abs, render(Earcon.UNO, 0.0))) == 0


# ---------------------------------------------------------------- which sounds a burst plays

def test_a_burst_of_twelve_events_plays_each_kind_once_in_order() -> None:
    burst = [
        e.CardPlayed(1, RED5, 6), e.CardsDrawn(2, 1, (), e.DrawReason.CHOICE), e.CardPlayed(2, RED6, 5),
        e.UnoCalled(1), e.CardPlayed(1, BLUE2, 1), e.CardsDrawn(HUMAN, 2, (RED5, RED6), e.DrawReason.UNO_PENALTY),
        e.CardPlayed(2, RED5, 4), e.CardsDrawn(1, 1, (), e.DrawReason.CHOICE), e.UnoCalled(2), e.UnoMissed(1),
        e.CardPlayed(1, RED6, 0), e.TurnStarted(HUMAN),
    ]
    assert len(burst) == 12
    assert burst_sounds(burst, HUMAN) == [Earcon.CARD_PLAYED, Earcon.CARD_DRAWN, Earcon.UNO, Earcon.PENALTY,
                                          Earcon.WINDOW]


def test_whose_news_it_is_decides_the_sound() -> None:
    mine = e.CardsDrawn(HUMAN, 6, (), e.DrawReason.CHALLENGE_LOST)
    theirs = e.CardsDrawn(1, 6, (), e.DrawReason.CHALLENGE_LOST)
    assert burst_sounds([mine], HUMAN) == [Earcon.PENALTY]
    assert burst_sounds([theirs], HUMAN) == [Earcon.CARD_DRAWN]
    assert burst_sounds([e.CardPlayed(HUMAN, RED5, 3)], HUMAN) == []  # the player knows what they laid
    ended = e.RoundEnded(2, (0, 0, 0, 0), (0, 0, 30, 0), (0, 0, 30, 0))
    assert burst_sounds([ended], HUMAN) == [Earcon.ROUND_LOST]
    assert burst_sounds([ended], HUMAN, same_side=lambda player: player in (0, 2)) == [Earcon.ROUND_WON]  # teams


# ---------------------------------------------------------------- playing, with real processes

def recording_player(log: Path) -> PlayerSpec:
    return PlayerSpec(("sh", "-c", f'basename "$0" >> {log}; sleep 0.05'))


def wait_for_lines(path: Path, count: int, timeout: float = 5.0) -> list[str]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = path.read_text().splitlines() if path.exists() else []
        if len(lines) >= count:
            return lines
        time.sleep(0.02)
    return path.read_text().splitlines() if path.exists() else []


def test_a_burst_is_played_one_sound_after_the_other(tmp_path: Path) -> None:
    log = tmp_path / "played.txt"
    started: list[tuple[Earcon, float]] = []
    player = SoundPlayer([recording_player(log)], probe=False, on_start=lambda earcon, s: started.append((earcon, s)))
    player.play([Earcon.CARD_PLAYED, Earcon.CARD_PLAYED, Earcon.UNO])
    player.play([Earcon.YOUR_TURN])
    assert wait_for_lines(log, 3) == ["card-played-100.wav", "uno-100.wav", "your-turn-100.wav"]
    player.close()
    assert [earcon for earcon, _ in started] == [Earcon.CARD_PLAYED, Earcon.UNO, Earcon.YOUR_TURN]


def test_a_key_press_silences_the_sounds_waiting(tmp_path: Path) -> None:
    log = tmp_path / "played.txt"
    player = SoundPlayer([PlayerSpec(("sh", "-c", f'basename "$0" >> {log}; sleep 2'))], probe=False)
    player.play([Earcon.CARD_PLAYED, Earcon.UNO, Earcon.YOUR_TURN])
    assert wait_for_lines(log, 1) == ["card-played-100.wav"]
    player.stop()
    player.play([Earcon.ERROR])
    assert wait_for_lines(log, 2) == ["card-played-100.wav", "error-100.wav"]
    player.close()


@pytest.mark.skipif(shutil.which("sox") is None, reason="sox is not installed")
def test_a_real_player_reads_every_sound(tmp_path: Path) -> None:
    # sox reads each file as an audio player would and plays it to its null output.
    started: list[Earcon] = []
    player = SoundPlayer([PlayerSpec(("sox", "-q", "{file}", "-n"))], on_start=lambda earcon, _: started.append(earcon))
    assert player.wait_ready() is None
    player.play(list(Earcon))
    deadline = time.monotonic() + 10
    while len(started) < len(Earcon) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert started == list(Earcon)
    player.close()


def test_sounds_never_print_on_the_screen(tmp_path: Path) -> None:
    # A player that talks on stdout and stderr (as aplay does on errors): the game's output stays clean.
    program = f"""
import time
from uno_access.sounds.player import SoundPlayer
from uno_access.sounds.earcons import Earcon
from uno_access.speech.player import PlayerSpec
player = SoundPlayer([PlayerSpec(("sh", "-c", 'echo noisy; echo error >&2; touch {tmp_path}/ran'))])
player.wait_ready()
player.play([Earcon.UNO, Earcon.YOUR_TURN])
time.sleep(0.5)
player.close()
"""
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "ran").exists()
    assert result.stdout == "" and result.stderr == ""


def test_no_audio_device_turns_the_sounds_off_with_one_line() -> None:
    problems: list[SpeechUnavailable] = []
    player = SoundPlayer([PlayerSpec(("false",))], on_problem=problems.append)
    assert player.wait_ready() is SpeechUnavailable.NO_AUDIO_DEVICE
    player.play([Earcon.UNO])  # nothing happens, nothing breaks
    assert problems == [SpeechUnavailable.NO_AUDIO_DEVICE]
    player.close()
    sounds = create_sounds(True, player_command=["no-such-player-anywhere"])
    assert isinstance(sounds, NoSounds) and sounds.unavailable is SpeechUnavailable.NO_PLAYER


# ---------------------------------------------------------------- in the console

class Sounds:
    """The sounds a session asks for (the real player is tested above)."""

    unavailable = None

    def __init__(self) -> None:
        self.played: list[list[Earcon]] = []

    def play(self, earcons: object) -> None:
        self.played.append(list(earcons))  # type: ignore[call-overload]

    def stop(self) -> None:
        """Nothing to stop."""

    def close(self) -> None:
        """Nothing to release."""


def test_auto_plays_sounds_with_the_games_voice_only(monkeypatch: pytest.MonkeyPatch) -> None:
    output = Output(io.StringIO(), RecordingSpeaker())
    options = ConsoleOptions(lang="fr", sounds="auto")
    monkeypatch.setattr("uno_access.sounds.player.resolve_players", lambda command=None: [PlayerSpec(("true",))])
    start_sounds(options, output)
    assert isinstance(output.sounds, SoundPlayer)  # a voice speaks: the sounds play
    output.sounds.close()
    output.speaker = __import__("uno_access.speech.base", fromlist=["OffSpeaker"]).OffSpeaker()
    start_sounds(options, output)
    assert isinstance(output.sounds, NoSounds)  # text only: no sound unless asked
    start_sounds(ConsoleOptions(lang="fr", sounds="on"), output)
    assert isinstance(output.sounds, SoundPlayer)
    output.sounds.close()


def test_the_players_turn_plays_its_sound_after_what_happened_before_it() -> None:
    stream = io.StringIO()
    output = Output(stream, RecordingSpeaker())
    sounds = Sounds()
    output.sounds = sounds  # type: ignore[assignment]
    session = solo_seat(MatchOptions(bots=2, seed=5, level=Level.NORMAL), ConsoleOptions(lang="fr"), output)
    from tests.test_console_session import Lines

    session.reader = Lines(["pioche", "", "", "quitter", "oui"])
    session.run()
    flat = [earcon for played in sounds.played for earcon in played]
    assert Earcon.YOUR_TURN in flat
    for played in sounds.played:
        assert len(played) == len(set(played))  # one of each kind a burst
        if Earcon.YOUR_TURN in played:
            assert played == [Earcon.YOUR_TURN]  # played alone, after the burst's own sounds


def test_a_refusal_plays_the_error_sound_and_cuts_older_speech() -> None:
    speaker = RecordingSpeaker()
    output = Output(io.StringIO(), speaker)
    sounds = Sounds()
    output.sounds = sounds  # type: ignore[assignment]
    session = solo_seat(MatchOptions(bots=2, seed=5, level=Level.NORMAL), ConsoleOptions(lang="fr"), output)
    from tests.test_console_session import advance_to_human_play

    advance_to_human_play(session)
    hand = session.state.hands[HUMAN]
    wrong = next((card for card in hand if not session.state.is_playable(card)), None)
    if wrong is None:
        pytest.skip("this deal has no unplayable card")
    session.turn_commands.try_apply(e.Play(wrong))
    assert sounds.played[-1] == [Earcon.ERROR]
    assert speaker.calls[-1].interrupt or any(call.interrupt for call in speaker.calls[-3:])


def test_help_sounds_plays_each_sound_then_says_its_name() -> None:
    speaker = RecordingSpeaker()
    stream = io.StringIO()
    output = Output(stream, speaker)
    sounds = Sounds()
    output.sounds = sounds  # type: ignore[assignment]
    session = solo_seat(MatchOptions(bots=2, seed=5, level=Level.NORMAL), ConsoleOptions(lang="en"), output)
    import uno_access.console.sound_demo as demo

    original = (demo._PER_CHARACTER, demo._PAUSE)
    demo._PER_CHARACTER, demo._PAUSE = 0.0, 0.0
    try:
        demo_thread = demo.play_demo(session)
        assert demo_thread is not None
        demo_thread.join(10)
    finally:
        demo._PER_CHARACTER, demo._PAUSE = original
    assert [played[0] for played in sounds.played] == list(Earcon)
    said = speaker.spoken
    assert said[-len(Earcon):] == [session.t(f"sound-name-{earcon.value}") for earcon in Earcon]
    text = stream.getvalue()
    assert "1. your turn." in text and f"{len(Earcon)}. your time is running out." in text


def test_help_sounds_with_the_sounds_off_says_how_to_turn_them_on() -> None:
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=2, seed=5, level=Level.NORMAL), ConsoleOptions(lang="fr"),
                      Output(stream, RecordingSpeaker()))
    from uno_access.console.sound_demo import play_demo

    assert play_demo(session) is None
    assert "Les sons sont coupés : tapez sons oui." in stream.getvalue()


def test_sounds_flags_are_checked() -> None:
    assert os.environ.get("UNO_ACCESS_HOME") is not None  # conftest isolates the settings
    for flags in (["--sounds", "loud"], ["--sound-volume", "200"]):
        result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", "en", *flags], capture_output=True,
                                text=True, timeout=60, stdin=subprocess.DEVNULL)
        assert result.returncode == 2 and "Traceback" not in result.stderr, flags
        assert flags[0] in result.stderr


def test_a_chance_to_answer_now_plays_the_window_sound_before_its_hint() -> None:
    output = Output(io.StringIO(), RecordingSpeaker())
    sounds = Sounds()
    output.sounds = sounds  # type: ignore[assignment]
    session = solo_seat(MatchOptions(bots=2, seed=5, level=Level.NORMAL, house=("jump-in",)),
                      ConsoleOptions(lang="fr"), output)
    session.narrator.hint(session.t("jump-in-hint", cards="r 5"))
    session.narrator.flush()
    assert sounds.played == [[Earcon.WINDOW]]
    session.narrator.flush()  # nothing new: no sound
    assert sounds.played == [[Earcon.WINDOW]]


def test_no_audio_device_is_said_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's thread may find the device missing before start_sounds looks: one line all the same."""
    output = Output(io.StringIO(), RecordingSpeaker())
    monkeypatch.setattr("uno_access.sounds.player.resolve_players", lambda command=None: [PlayerSpec(("false",))])
    start_sounds(ConsoleOptions(lang="fr", sounds="on"), output)
    assert isinstance(output.sounds, SoundPlayer)
    output.sounds.wait_ready()
    time.sleep(0.05)
    start = len(output.history)
    output.flush_later()
    assert output.history[start:] == ["Sons coupés : aucune sortie son."]
    output.sounds.close()
