"""``--speech reader`` says one consistent thing and stops what it started (play audit, part 2, 7).

Through speech-dispatcher with no audio, the game said "Voix : par Speech Dispatcher." then, a few seconds
later, "Aucun lecteur d'écran… (pip install prismatoid)" with prismatoid installed; and the
``speech-dispatcher --spawn`` it had started was still running 20 minutes after "Au revoir." (SIGTERM did
not stop it).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time

import pytest

from uno_access.console.output import Output
from uno_access.console.speech_setup import start_speech
from uno_access.i18n import Translator
from uno_access.speech import reader as reader_module
from uno_access.speech.reader import ReaderSpeaker

from .test_speech_reader import StandIn


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_reader_that_cannot_speak_is_said_once_at_start_by_name(monkeypatch, lang):
    """The reader opened but fails its first message: one line, at start, naming it; no prismatoid advice."""
    backend = StandIn(fail=True)
    monkeypatch.setattr(reader_module, "open_reader", lambda readers_only, language: (backend, "SPEECH_DISPATCHER"))
    output = Output(io.StringIO())
    lines = start_speech("reader", lang, output, check=2.0, announce=False)
    t = Translator(lang)
    output.say([*lines, t("welcome")])
    time.sleep(0.3)  # what the speech thread would say later, if anything
    output.flush_later()
    text = output.stream.getvalue()  # type: ignore[attr-defined]
    assert "Speech Dispatcher" in lines[0]
    assert t("speech-source-reader", reader="Speech Dispatcher") not in text
    assert "prismatoid" not in text
    assert text.count("Speech Dispatcher") == 1, text
    output.speaker.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_reader_that_speaks_is_announced_once_and_heard_once(monkeypatch, lang):
    backend = StandIn()
    monkeypatch.setattr(reader_module, "open_reader", lambda readers_only, language: (backend, "NVDA"))
    output = Output(io.StringIO())
    lines = start_speech("reader", lang, output, check=2.0, announce=False)
    t = Translator(lang)
    assert lines == [t("speech-source-reader", reader="NVDA")]
    output.say([*lines, t("welcome")])
    assert isinstance(output.speaker, ReaderSpeaker) and output.speaker.wait_idle()
    assert [text for _, text, _ in backend.calls] == [lines[0], t("welcome")]
    output.speaker.close()


def test_no_reader_with_prismatoid_installed_does_not_advise_installing_it(monkeypatch):
    monkeypatch.setattr(reader_module, "open_reader", lambda readers_only, language: (None, None))
    monkeypatch.setattr(reader_module, "reader_library_present", lambda: True)
    lines = start_speech("reader", "fr", Output(io.StringIO()), check=2.0, announce=False)
    assert lines and "prismatoid" not in "\n".join(lines)
    monkeypatch.setattr(reader_module, "reader_library_present", lambda: False)
    lines = start_speech("reader", "fr", Output(io.StringIO()), check=2.0, announce=False)
    assert "prismatoid" in "\n".join(lines)


def _stubborn(name: str) -> subprocess.Popen[bytes]:
    """A process named ``name`` (as the kernel keeps it: 15 characters) that ignores SIGTERM, as the spawned
    speech-dispatcher did."""
    code = (f"open('/proc/self/comm', 'w').write({name[:15]!r})\n"
            "import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
            "print('ready', flush=True)\ntime.sleep(120)")
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc: Linux")
def test_the_speech_dispatcher_the_game_started_stops_with_it(tmp_path, monkeypatch):
    """Started by opening the reader: stopped by closing it, even when it ignores SIGTERM."""
    already = _stubborn("speech-dispatcher")  # the player's own, running before the game
    assert already.stdout is not None and already.stdout.readline() == b"ready\n"
    before = reader_module.processes_named("speech-dispatcher")
    assert already.pid in before
    ours = _stubborn("speech-dispatcher")
    assert ours.stdout is not None and ours.stdout.readline() == b"ready\n"
    started = reader_module.processes_named("speech-dispatcher") - before
    assert started == {ours.pid}
    backend = StandIn()
    backend._uno_started = started  # type: ignore[attr-defined]
    speaker = ReaderSpeaker(backend, "SPEECH_DISPATCHER")
    speaker.close()
    assert ours.wait(timeout=10) is not None  # stopped
    assert already.poll() is None  # not ours: left running
    already.kill()
    already.wait()


def test_processes_are_found_by_name_in_proc(tmp_path):
    for pid, name in ((12, "speech-dispatcher"), (13, "orca"), (14, "speech-dispatcher")):
        (tmp_path / str(pid)).mkdir()
        (tmp_path / str(pid) / "comm").write_text(name + "\n")
    (tmp_path / "self").mkdir()
    assert reader_module.processes_named("speech-dispatcher", str(tmp_path)) == {12, 14}
    assert reader_module.processes_named("speech-dispatcher", str(tmp_path / "nowhere")) == set()
    assert os.getpid() not in reader_module.processes_named("speech-dispatcher")
