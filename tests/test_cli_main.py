"""The program's edges: a reader that goes away, a real crash, the speech flags, the start-up questions."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_console_rules import assert_fits_braille
from uno_access import cli
from uno_access.i18n import Translator

ROOT = Path(__file__).resolve().parent.parent


def environment(tmp_path: Path, lang: str = "en") -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "UNO_ACCESS_DEBUG")}
    env.update({"LANG": "fr_FR.UTF-8" if lang == "fr" else "en_US.UTF-8", "UNO_ACCESS_CACHE": str(tmp_path / "cache"),
                "UNO_ACCESS_HOME": str(tmp_path / "home")})
    return env


# ---------------------------------------------------------------- 4. broken pipe, crash log


@pytest.mark.parametrize("args", [["--help"], ["--lang", "fr", "--bots", "2", "--seed", "3", "--speech", "off"]],
                         ids=["help", "match"])
def test_a_reader_that_goes_away_ends_the_program_quietly(tmp_path, args):
    """``uno-access --help | head -2``: no "internal error" line, no traceback, no crash log."""
    child = subprocess.Popen([sys.executable, "-m", "uno_access", *args], cwd=ROOT, env=environment(tmp_path),
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()  # the reader is gone before the program writes its first line
    _, err = child.communicate(b"main\n" * 50, timeout=60)
    assert err == b""
    assert not (tmp_path / "cache" / cli.CRASH_LOG).exists()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_real_crash_says_one_localized_line_and_logs_in_the_cache_folder(tmp_path, monkeypatch, capsys, lang):
    monkeypatch.setenv("UNO_ACCESS_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("UNO_ACCESS_DEBUG", raising=False)

    def broken(args: list[str], lang: str) -> int:
        raise RuntimeError("a bug")

    monkeypatch.setattr(cli, "_main", broken)
    assert cli.main(["--lang", lang]) == 1
    log = tmp_path / "cache" / cli.CRASH_LOG
    err = capsys.readouterr().err
    assert err.splitlines() == Translator(lang)("error-internal", path=str(log)).splitlines()
    assert_fits_braille(err.splitlines()[:-1], "crash")  # the path alone is as long as it is
    assert "RuntimeError: a bug" in log.read_text(encoding="utf-8")


# ---------------------------------------------------------------- 5. speech flags


def run_piped(tmp_path: Path, lines: str, *args: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--seed", "2", "--speech", "off", *args],
                          input=lines, capture_output=True, text=True, cwd=ROOT, env=environment(tmp_path, lang),
                          timeout=60)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("flag, value, low, high", [("--rate", "30", 50, 500), ("--rate", "vite", 50, 500),
                                                    ("--volume", "101", 0, 100)])
def test_speech_flags_out_of_range_are_refused_in_words(tmp_path, lang, flag, value, low, high):
    result = run_piped(tmp_path, "", flag, value, lang=lang)
    t = Translator(lang)
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == t("cli-error-number", flag=flag, value=value, low=low, high=high)
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_empty_voice_name_is_refused_in_words(tmp_path, lang):
    result = run_piped(tmp_path, "", "--voice", " ", lang=lang)
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == Translator(lang)("cli-error-voice", flag="--voice", value="")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_help_names_the_speech_flags(lang):
    text = cli._help_text(lang)
    for flag in ("--rate", "--volume", "--voice"):
        assert flag in text


def test_the_speech_flags_reach_the_speaker(monkeypatch):
    """--rate, --volume and --voice are given to create_speaker (volume as a fraction)."""
    import uno_access.speech as speech
    from uno_access.console.output import Output
    from uno_access.console.speech_setup import start_speech

    ns = cli.build_parser().parse_args(["--rate", "320", "--volume", "40", "--voice", "Mbrola fr1"])
    _, console, _ = cli.options_from_flags(ns, "fr")
    assert (console.rate, console.volume, console.voice) == (320, 40, "Mbrola fr1")
    calls: list[dict[str, object]] = []
    real = speech.create_speaker

    def recording(*args: object, **kwargs: object):  # the real function, its call noted
        calls.append(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(speech, "create_speaker", recording)
    output = Output()
    start_speech("auto", "fr", output, rate=console.rate, volume=console.volume, voice=console.voice)
    assert calls and calls[0]["rate"] == 320 and calls[0]["volume"] == 0.4 and calls[0]["voice"] == "Mbrola fr1"
    output.speaker.close()


def test_flags_win_over_the_settings_file_for_the_run_and_are_not_written(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.toml").write_text("rate = 180\nvolume = 70\n", encoding="utf-8")
    result = run_piped(tmp_path, "settings\n\nhand\n", "--rate", "300")
    assert result.returncode == 0, result.stderr
    from uno_access.storage import SPECS

    t = Translator("en")
    rate, volume = list(SPECS).index("rate") + 1, list(SPECS).index("volume") + 1
    assert t("storage-settings-item", number=rate, setting=t("storage-setting-rate"), value="300") in result.stdout
    assert t("storage-settings-item", number=volume, setting=t("storage-setting-volume"), value="70") in result.stdout
    text = (home / "settings.toml").read_text(encoding="utf-8")
    assert "rate = 180" in text and "300" not in text


def test_the_options_menu_changes_the_voice_at_once_and_for_the_rest_of_the_run():
    import io

    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions, MatchOptions
    from uno_access.console.output import Output
    from uno_access.console.settings_menu import settings_menu
    from uno_access.speech.base import RecordingSpeaker
    from uno_access.storage import SPECS
    from uno_access.storage.menu import StoredSettings

    speaker = RecordingSpeaker()
    session = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang="en", rate=300), Output(io.StringIO(), speaker))
    lines = [str(list(SPECS).index("rate") + 1), "260", str(list(SPECS).index("volume") + 1), "55", ""]

    class Reader:
        def read(self, prompt: str) -> str | None:
            return lines.pop(0) if lines else None

    session.reader = Reader()  # type: ignore[assignment]
    settings_menu(session, StoredSettings())
    options = [call.options for call in speaker.calls if call.method == "set_voice_options"]
    assert {"rate": 260} in options and {"volume": 0.55} in options
    assert (session.options.rate, session.options.volume) == (260, 55)


# ---------------------------------------------------------------- --help in lines of 40 braille cells


def _flags(parser: argparse.ArgumentParser) -> list[str]:
    """The long flags a parser takes (``--lang``…), in their order."""
    return [flag for action in parser._actions for flag in action.option_strings if flag.startswith("--")]


def _help_fits_and_names_each_flag_first(lines: list[str], flags: list[str], where: str) -> None:
    """Accessibility conventions: plain lines within 40 braille cells, one option a line, the flag first;
    no alignment spaces (a screen reader reads them out, a braille display shows them as empty cells)."""
    assert_fits_braille(lines, where)
    assert all(line == line.strip() and "  " not in line for line in lines), where
    starts = [line.split()[0].rstrip(":") for line in lines if line.startswith("--")]
    assert starts == flags, where


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_help_says_one_option_a_line_in_lines_of_40_cells(tmp_path, lang):
    """``uno-access --help``, as printed by the real program."""
    result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--help"], capture_output=True,
                            text=True, cwd=ROOT, env=environment(tmp_path, lang), timeout=60)
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == Translator(lang)("cli-usage")
    _help_fits_and_names_each_flag_first(lines, _flags(cli.build_parser()), f"{lang} --help")
    from uno_access.engine.rules import HOUSE_RULES, PRESETS, CustomEffect

    for name in [*PRESETS, *HOUSE_RULES, *(effect.value for effect in CustomEffect)]:  # every code name, whole
        assert any(name in line.rstrip(",.").split(", ") for line in lines), name


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_simulate_help_says_one_option_a_line_in_lines_of_40_cells(tmp_path, lang):
    """``uno-access simulate --help``: localized, no argparse columns."""
    from uno_access.simulate import build_parser

    result = subprocess.run([sys.executable, "-m", "uno_access", "simulate", "--help"], capture_output=True,
                            text=True, cwd=ROOT, env=environment(tmp_path, lang), timeout=60)
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == Translator(lang)("simulate-help-usage").splitlines()[0]
    flags = _flags(build_parser(Translator(lang)))
    _help_fits_and_names_each_flag_first(lines, [*flags[1:], flags[0]], f"{lang} simulate --help")  # --help last


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_bad_flag_points_to_the_help_in_lines_of_40_cells(tmp_path, lang):
    result = run_piped(tmp_path, "", "--bots", "12", lang=lang)
    assert result.returncode == 2
    assert_fits_braille(result.stderr.splitlines(), "--bots 12")
    assert result.stderr.splitlines()[-1] == Translator(lang)("cli-error-usage")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_flag_given_a_wrong_choice_lists_the_choices_in_lines_of_40_cells(tmp_path, lang):
    """--house with a rule that does not exist: what was wrong, then every house rule, cut between names."""
    result = run_piped(tmp_path, "", "--house", "nope", lang=lang)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert_fits_braille(lines, "--house nope")
    assert lines[0].startswith("--house nope")
    for name in ("stacking", "seven-zero", "elimination"):
        assert name in result.stderr


@pytest.mark.parametrize("answer", ["none", "aucune", "None"])
def test_house_none_means_no_house_rule_as_the_question_takes_it(answer):
    match, _, _ = cli.options_from_flags(cli.build_parser().parse_args(["--house", answer]), "fr")
    assert match.house == ()
