"""Speech through the player's screen reader (issue 18, part 1).

The reader libraries of Windows and macOS (NVDA, JAWS, VoiceOver) cannot run
here: their choice and the fallbacks are tested as logic.  speech-dispatcher
(Orca's voice on Linux) does run without a sound card: the last tests start a
real one, with an output module that writes down what it is asked to say, and
send the game's messages to it through prismatoid.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from uno_access.speech import OffSpeaker, Priority, SpeechUnavailable, create_speaker
from uno_access.speech import reader as reader_module
from uno_access.speech.reader import ReaderSpeaker, choose_backend, open_reader, orca_running


class StandIn:
    """A reader back-end that writes down what it is given (the logic tests' only fake)."""

    def __init__(self, *, braille: bool = False, fail: bool = False) -> None:
        self.calls: list[tuple[str, str, bool]] = []
        self.fail = fail
        self.features = type("Features", (), {"supports_output": braille})()

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.fail:
            raise OSError("the reader went away")
        self.calls.append(("speak", text, interrupt))

    def output(self, text: str, interrupt: bool = False) -> None:
        self.calls.append(("output", text, interrupt))

    def stop(self) -> None:
        self.calls.append(("stop", "", False))


def spoken(backend: StandIn, speaker: ReaderSpeaker) -> list[tuple[str, str, bool]]:
    assert speaker.wait_idle()
    return backend.calls


# ---------------------------------------------------------------- which reader

def test_a_running_screen_reader_comes_before_a_speech_engine() -> None:
    assert choose_backend(["SAPI", "ONE_CORE", "NVDA"], orca=False, readers_only=True) == "NVDA"
    assert choose_backend(["SAPI", "JAWS", "NVDA"], orca=False, readers_only=False) == "JAWS"


def test_auto_never_takes_a_bare_speech_engine_for_a_screen_reader() -> None:
    # SAPI or speech-dispatcher alone: nobody is using a screen reader, the game's voice speaks.
    assert choose_backend(["SAPI"], orca=False, readers_only=True) is None
    assert choose_backend(["SPEECH_DISPATCHER"], orca=False, readers_only=True) is None
    assert choose_backend([], orca=True, readers_only=True) is None


def test_orca_users_hear_the_game_through_speech_dispatcher() -> None:
    assert choose_backend(["SPEECH_DISPATCHER"], orca=True, readers_only=True) == "SPEECH_DISPATCHER"


def test_speech_reader_takes_the_best_engine_when_no_screen_reader_runs() -> None:
    assert choose_backend(["SPEECH_DISPATCHER"], orca=False, readers_only=False) == "SPEECH_DISPATCHER"


def test_orca_is_found_among_the_processes(tmp_path: Path) -> None:
    (tmp_path / "17").mkdir()
    (tmp_path / "17" / "comm").write_text("bash\n")
    (tmp_path / "self").mkdir()
    assert not orca_running(str(tmp_path))
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "comm").write_text("orca\n")
    assert orca_running(str(tmp_path))
    assert not orca_running(str(tmp_path / "missing"))


def test_without_the_library_there_is_no_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "reader_library_present", lambda: False)
    assert open_reader(readers_only=False) == (None, None)
    speaker, problem = create_speaker("reader", "fr", stdout_is_tty=True)
    assert isinstance(speaker, OffSpeaker) and problem is SpeechUnavailable.NO_READER
    assert speaker.unavailable is SpeechUnavailable.NO_READER


def test_auto_without_a_screen_reader_goes_on_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "orca_running", lambda proc="/proc": False)
    # Linux, no Orca: no reader is even looked for (speech-dispatcher is not started for nothing).
    assert open_reader(readers_only=True) == (None, None)
    speaker, problem = create_speaker("auto", "fr", stdout_is_tty=False)
    assert isinstance(speaker, OffSpeaker) and problem is None


# ---------------------------------------------------------------- the speaker's manners

def test_messages_reach_the_reader_in_order() -> None:
    backend = StandIn()
    speaker = ReaderSpeaker(backend, "NVDA")
    for line in ("Bob joue r 5.", "Carole pioche.", "À vous."):
        speaker.speak(line)
    assert spoken(backend, speaker) == [("speak", "Bob joue r 5.", False), ("speak", "Carole pioche.", False),
                                        ("speak", "À vous.", False)]
    speaker.close()


def test_an_interruption_cuts_the_reader_and_drops_what_waits() -> None:
    backend = StandIn()
    speaker = ReaderSpeaker(backend, "NVDA")
    speaker.speak("Bob joue r 5.")
    speaker.speak("À vous de jouer.", interrupt=True)
    calls = spoken(backend, speaker)
    assert calls[-1] == ("speak", "À vous de jouer.", True)
    speaker.close()


def test_a_low_message_does_not_cut_an_urgent_one_being_said() -> None:
    backend = StandIn()
    now = [100.0]
    speaker = ReaderSpeaker(backend, "NVDA", clock=lambda: now[0])
    speaker.speak("Refusé : ce n'est pas votre tour.", Priority.HIGH, interrupt=True)
    speaker.speak("r 5", Priority.LOW, interrupt=True)  # a card read while browsing, at once
    assert spoken(backend, speaker)[-1] == ("speak", "r 5", False)  # queued after, not cutting
    now[0] += 60  # long after: the urgent message is over, browsing cuts again
    speaker.speak("b 7", Priority.LOW, interrupt=True)
    assert spoken(backend, speaker)[-1] == ("speak", "b 7", True)
    speaker.close()


def test_braille_goes_with_speech_where_the_reader_takes_it() -> None:
    backend = StandIn(braille=True)
    speaker = ReaderSpeaker(backend, "JAWS")
    speaker.speak("À vous.")
    assert spoken(backend, speaker) == [("output", "À vous.", False)]
    speaker.close()


def test_cancel_and_repeat() -> None:
    backend = StandIn()
    speaker = ReaderSpeaker(backend, "NVDA")
    speaker.speak("Bob joue r 5.")
    speaker.cancel()
    assert spoken(backend, speaker)[-1] == ("stop", "", False)
    speaker.repeat()  # said again, cutting whatever the reader says
    assert spoken(backend, speaker)[-1] == ("speak", "Bob joue r 5.", True)
    speaker.close()


def test_a_reader_that_went_away_is_reported_once_and_the_game_goes_on() -> None:
    problems: list[SpeechUnavailable] = []
    speaker = ReaderSpeaker(StandIn(fail=True), "NVDA", on_problem=problems.append)
    for index in range(5):
        speaker.speak(f"ligne {index}")
    assert speaker.wait_idle()
    assert problems == [SpeechUnavailable.NO_READER] and speaker.unavailable is SpeechUnavailable.NO_READER
    speaker.close()


def test_the_reader_keeps_its_own_voice() -> None:
    backend = StandIn()
    speaker = ReaderSpeaker(backend, "NVDA")
    speaker.set_voice_options(rate=400, volume=0.1)
    assert spoken(backend, speaker) == []
    assert speaker.display_name == "NVDA" and ReaderSpeaker(backend, "SPEECH_DISPATCHER").display_name == \
        "Speech Dispatcher"
    speaker.close()


# ---------------------------------------------------------------- a real speech-dispatcher

_RECORDER = """\
GenericExecuteSynth "echo \\"start $(date +%s.%N) $DATA\\" >> {heard}; case \\"$DATA\\" in *long*) sleep 3;; *) sleep 0.05;; esac && echo \\"end $(date +%s.%N)\\" >> {heard}"
GenericLanguage "fr" "fr" "utf-8"
GenericLanguage "en" "en" "utf-8"
AddVoice "fr" "MALE1" "fr"
AddVoice "en" "MALE1" "en"
"""

_SERVER = """\
CommunicationMethod "unix_socket"
SocketPath "default"
LogLevel 3
DefaultModule recorder
AddModule "recorder" "sd_generic" "recorder.conf"
DefaultLanguage "fr"
AudioOutputMethod "alsa"
AudioALSADevice "null"
"""


@pytest.fixture
def speech_dispatcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A real speech-dispatcher whose only voice writes down what it is asked to say."""
    binary = shutil.which("speech-dispatcher")
    if binary is None or not reader_module.reader_library_present():
        pytest.skip("speech-dispatcher (apt install speech-dispatcher) or prismatoid is missing")
    modules = next((path for path in ("/usr/lib/speech-dispatcher-modules", "/usr/libexec/speech-dispatcher-modules")
                    if os.path.isdir(path)), None)
    if modules is None:
        pytest.skip("speech-dispatcher's output modules are not installed")
    heard = tmp_path / "heard.txt"
    conf = tmp_path / "conf"
    (conf / "modules").mkdir(parents=True)
    (conf / "speechd.conf").write_text(_SERVER)
    (conf / "modules" / "recorder.conf").write_text(_RECORDER.format(heard=heard))
    socket = tmp_path / "speechd.sock"
    (tmp_path / "log").mkdir()
    # Its own pid file: a speech-dispatcher already running for this user (Orca's) is left alone.
    server = subprocess.Popen([binary, "-s", "-t", "60", "-C", str(conf), "-S", str(socket), "-L", str(tmp_path / "log"),
                               "-m", modules, "-P", str(tmp_path / "speechd.pid")], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not socket.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert socket.exists(), "speech-dispatcher did not start"
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{socket}")
    monkeypatch.setattr(reader_module, "orca_running", lambda proc="/proc": True)  # as if Orca ran
    yield heard
    server.terminate()
    try:
        server.wait(5)
    except subprocess.TimeoutExpired:
        server.kill()


def _heard(path: Path, count: int, timeout: float = 10.0) -> list[list[str]]:
    deadline = time.monotonic() + timeout
    lines: list[list[str]] = []
    while time.monotonic() < deadline:
        lines = [line.split(" ", 2) for line in path.read_text().splitlines()] if path.exists() else []
        if sum(1 for line in lines if line[0] == "start") >= count and lines[-1][0] == "end":
            break
        time.sleep(0.05)
    return lines


def test_speech_dispatcher_says_the_game_in_order(speech_dispatcher: Path) -> None:
    speaker, problem = create_speaker("auto", "fr", stdout_is_tty=True)  # Orca "runs": the reader is chosen
    assert problem is None and isinstance(speaker, ReaderSpeaker) and speaker.name == "SPEECH_DISPATCHER"
    for line in ("Bob joue r 5.", "Carole pioche.", "À vous de jouer."):
        speaker.speak(line)
    lines = _heard(speech_dispatcher, 3)
    assert [line[2] for line in lines if line[0] == "start"] == ["Bob joue r 5.", "Carole pioche.", "À vous de jouer."]
    speaker.close()


def test_speech_dispatcher_is_interrupted_by_the_players_turn(speech_dispatcher: Path) -> None:
    speaker, problem = create_speaker("reader", "fr", stdout_is_tty=True)
    assert problem is None and isinstance(speaker, ReaderSpeaker)
    speaker.speak("Un long récit de trois secondes.")  # "long": the recorder takes 3 s to say it
    time.sleep(0.5)
    speaker.speak("À vous de jouer.", Priority.NORMAL, interrupt=True)
    lines = _heard(speech_dispatcher, 2)
    starts = [(float(line[1]), line[2]) for line in lines if line[0] == "start"]
    assert [text for _, text in starts] == ["Un long récit de trois secondes.", "À vous de jouer."]
    # Cut: the turn was said well before the three seconds of the long message were over.
    assert starts[1][0] - starts[0][0] < 2.0
    speaker.close()


# ---------------------------------------------------------------- a reader that hangs never holds the game

class Hanging(StandIn):
    """A reader whose library never returns (seen: a speech-dispatcher that lost its audio output)."""

    def __init__(self) -> None:
        super().__init__()
        import threading

        self.release = threading.Event()

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.release.wait(30)


def test_a_hanging_reader_is_given_up_and_said_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader_module, "STUCK_AFTER", 0.2)
    problems: list[SpeechUnavailable] = []
    backend = Hanging()
    speaker = ReaderSpeaker(backend, "SPEECH_DISPATCHER", on_problem=problems.append)
    speaker.speak("Bob joue r 5.")
    time.sleep(0.4)
    started = time.monotonic()
    speaker.speak("À vous de jouer.")  # returns at once, and finds the reader gone
    speaker.speak("Encore.")
    assert time.monotonic() - started < 0.1
    assert problems == [SpeechUnavailable.NO_READER] and speaker.unavailable is SpeechUnavailable.NO_READER
    backend.release.set()
    speaker.close()


def test_a_reader_that_does_not_open_in_time_is_no_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    release = threading.Event()
    monkeypatch.setattr(reader_module, "reader_library_present", lambda: True)
    monkeypatch.setattr(reader_module, "_open_reader", lambda readers_only, language: (release.wait(30), None))
    monkeypatch.setattr(reader_module, "_stuck", [])
    started = time.monotonic()
    assert open_reader(readers_only=False, timeout=0.2) == (None, None)
    assert open_reader(readers_only=False, timeout=5) == (None, None)  # not asked again while it hangs
    assert time.monotonic() - started < 1.0
    release.set()
