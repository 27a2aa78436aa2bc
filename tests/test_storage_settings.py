"""Settings: a plain file the player can read and edit; a bad value is reported and replaced
by the default, and the file is never silently overwritten (issue 7)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uno_access.i18n import Translator
from uno_access.storage import (
    HOME_ENV,
    SPECS,
    SettingIssue,
    SettingKind,
    Settings,
    SettingsFile,
    SettingValueError,
    parse_setting,
    settings_path,
)
from uno_access.storage.settings import parse_settings_text, render_settings

FR = Translator("fr")
EN = Translator("en")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


def load(text: str | bytes) -> tuple[Settings, list]:
    path = settings_path()
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return SettingsFile(path).load()


# ---------------------------------------------------------------- reading the file


def test_no_file_means_the_defaults_and_no_complaint() -> None:
    assert SettingsFile(settings_path()).load() == (Settings(), [])


def test_a_written_file_reads_back_and_is_plain_text() -> None:
    chosen = Settings(language="fr", speech="off", rate=320, volume=70, voice="Mbrola fr4", verbosity="full",
                      bot_pacing=1.5, bots=5, bot_level="hard", target_score=200)
    file = SettingsFile(settings_path())
    assert file.save(chosen, FR) == (None, None)
    text = settings_path().read_text(encoding="utf-8")
    assert "rate = 320" in text and 'voice = "Mbrola fr4"' in text and "# Débit de la voix" in text
    assert SettingsFile(settings_path()).load() == (chosen, [])


def test_a_hand_edited_file_is_forgiving() -> None:
    text = """
    # my settings
    language = fr            # unquoted word: plainly meant
    bot-pacing = 2,5
    Speech = false
    volume = "80"
    """
    assert load(text) == (Settings(language="fr", bot_pacing=2.5, speech="off", volume=80), [])


@pytest.mark.parametrize(
    ("line", "issue", "key"),
    [
        ("rate = 900", SettingIssue.OUT_OF_RANGE, "rate"),
        ("rate = fast", SettingIssue.NOT_A_NUMBER, "rate"),
        ("rate = 1.5", SettingIssue.NOT_A_WHOLE_NUMBER, "rate"),
        ("bots = 0", SettingIssue.OUT_OF_RANGE, "bots"),
        ("bot_pacing = -1", SettingIssue.OUT_OF_RANGE, "bot_pacing"),
        ("bot_pacing = nan", SettingIssue.NOT_A_NUMBER, "bot_pacing"),
        ("volume = [1, 2]", SettingIssue.BAD_LINE, "volume"),
        ('language = "klingon"', SettingIssue.BAD_CHOICE, "language"),
        ('rules = "poker"', SettingIssue.BAD_CHOICE, "rules"),
        ('house_rules = "stacking,cheating"', SettingIssue.BAD_CHOICE, "house_rules"),
        ('bot_level = "master"', SettingIssue.BAD_CHOICE, "bot_level"),
        ('voice = "' + "x" * 500 + '"', SettingIssue.BAD_TEXT, "voice"),
        ("colour = red", SettingIssue.UNKNOWN_KEY, "colour"),
        ("just some words", SettingIssue.BAD_LINE, None),
        ("[section]", SettingIssue.BAD_LINE, None),
    ],
)
def test_a_bad_line_is_reported_and_the_default_used(line: str, issue: SettingIssue, key: str | None) -> None:
    values, problems = load(f"verbosity = full\n{line}\nhand_order = number\n")
    # the good lines around it still count
    assert (values.verbosity, values.hand_order) == ("full", "number")
    assert [(problem.issue, problem.key, problem.line) for problem in problems] == [(issue, key, 2)]
    if key in SPECS:
        assert getattr(values, key) == getattr(Settings(), key)


def test_a_duplicate_key_keeps_the_first() -> None:
    values, problems = load("rate = 300\nrate = 100\n")
    assert values.rate == 300
    assert [(problem.issue, problem.line) for problem in problems] == [(SettingIssue.DUPLICATE_KEY, 2)]


def test_binary_garbage_is_reported_once_and_the_readable_lines_kept() -> None:
    values, problems = load(b"rate = 250\n\x00\xff\xfe\x89PNG\r\n\x1a\n\xc3\x28 junk\nbots = 2\n")
    assert (values.rate, values.bots) == (250, 2)
    assert problems[0].issue is SettingIssue.NOT_TEXT


def test_a_byte_order_mark_is_fine() -> None:
    assert load("\ufeffrate = 120\n".encode()) == (Settings(rate=120), [])


def test_an_unreadable_file_is_reported_and_left_alone(home: Path) -> None:
    settings_path().mkdir()  # a folder where the file should be: reading it fails, as with no permission
    values, problems = SettingsFile(settings_path()).load()
    assert values == Settings()
    assert [problem.issue for problem in problems] == [SettingIssue.UNREADABLE]
    assert settings_path().is_dir()


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_read_permission_is_reported(home: Path) -> None:
    settings_path().write_text("rate = 300\n")
    settings_path().chmod(0)
    try:
        values, problems = SettingsFile(settings_path()).load()
    finally:
        settings_path().chmod(0o600)
    assert values == Settings() and [problem.issue for problem in problems] == [SettingIssue.UNREADABLE]


# ---------------------------------------------------------------- writing it back


def test_a_faulty_file_is_kept_aside_before_it_is_rewritten(home: Path) -> None:
    original = "rate = 900\nmy_own_note = keep me\nbots = 2\n"
    settings_path().write_text(original)
    file = SettingsFile(settings_path())
    values, problems = file.load()
    assert len(problems) == 2
    assert settings_path().read_text() == original  # loading never writes
    kept, problem = file.save(values.replace(speech="off"), EN)
    assert problem is None and kept is not None
    assert kept.read_text() == original and kept.name.startswith("settings.toml.bad-")
    assert SettingsFile(settings_path()).load() == (Settings(bots=2, speech="off"), [])
    # a second save of a now clean file keeps nothing more aside
    assert file.save(values, EN)[0] is None
    assert len(list(home.glob("settings.toml.bad-*"))) == 1


def test_a_file_that_cannot_be_written_is_reported(home: Path) -> None:
    blocker = home / "file-not-folder"
    blocker.write_text("x")
    kept, problem = SettingsFile(blocker / "settings.toml").save(Settings(), EN)
    assert kept is None and problem is not None and problem.issue is SettingIssue.UNWRITABLE
    assert blocker.read_text() == "x"


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_text_gives_valid_settings_and_localized_reports(text: str) -> None:
    values, problems = parse_settings_text(text)
    assert isinstance(values, Settings)
    for problem in problems:
        for t in (FR, EN):
            assert t.has(problem.message_id), problem.message_id
            line = t(problem.message_id, **problem.message_args(t))
            assert "{" not in line


@given(st.binary(max_size=300))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_bytes_give_valid_settings(data: bytes) -> None:
    values, _ = load(data)
    assert isinstance(values, Settings)


# ---------------------------------------------------------------- the menu's answers


@pytest.mark.parametrize(
    ("key", "answer", "value"),
    [
        ("speech", "off", "off"),
        ("speech", "Désactivée", "off"),
        ("speech", "désa", "off"),
        ("bot_level", "DIFFICILE", "hard"),
        ("language", "anglais", "en"),
        ("rules", "braille", "braille"),
        ("house_rules", "stacking, seven-zero", "stacking,seven-zero"),
        ("house_rules", "aucune", ""),
        ("rate", " 250 ", 250),
        ("bot_pacing", "0,5", 0.5),
        ("target_score", "200", 200),
        ("voice", "Mbrola fr1", "Mbrola fr1"),
    ],
)
def test_the_menu_understands_values_and_french_names(key: str, answer: str, value: object) -> None:
    assert parse_setting(key, answer, FR) == value


@pytest.mark.parametrize(
    ("key", "answer", "issue"),
    [
        ("speech", "maybe", SettingIssue.BAD_CHOICE),
        ("speech", "", SettingIssue.BAD_CHOICE),
        ("language", "a", SettingIssue.BAD_CHOICE),  # automatique or anglais: ambiguous
        ("rate", "vite", SettingIssue.NOT_A_NUMBER),
        ("rate", "1e3", SettingIssue.NOT_A_NUMBER),
        ("rate", "12.5", SettingIssue.NOT_A_WHOLE_NUMBER),
        ("volume", "101", SettingIssue.OUT_OF_RANGE),
        ("bot_pacing", "inf", SettingIssue.NOT_A_NUMBER),
        ("voice", "bad\x07voice", SettingIssue.BAD_TEXT),
        ("colour", "red", SettingIssue.UNKNOWN_KEY),
    ],
)
def test_a_refused_answer_says_what_is_allowed(key: str, answer: str, issue: SettingIssue) -> None:
    with pytest.raises(SettingValueError) as raised:
        parse_setting(key, answer, FR)
    assert raised.value.issue is issue
    for t in (FR, EN):
        line = t(raised.value.message_id, **raised.value.message_args(t))
        # Two lines, each a braille line: what was wrong, then what is allowed.
        assert t.has(raised.value.message_id) and "{" not in line and len(line.splitlines()) == 2
    french = FR(raised.value.message_id, **raised.value.message_args(FR))
    if issue is SettingIssue.OUT_OF_RANGE:
        assert "de 0 à 100" in french
    if issue is SettingIssue.BAD_CHOICE and key == "speech":
        assert "automatique, activée, lecteur d'écran, désactivée" in french


@given(st.sampled_from(list(SPECS)), st.text(max_size=40))
@settings(max_examples=500, deadline=None)
def test_any_answer_is_a_valid_value_or_a_localized_refusal(key: str, answer: str) -> None:
    before = Settings()
    try:
        value = parse_setting(key, answer, EN)
    except SettingValueError as error:
        assert EN.has(error.message_id)
        assert before == Settings()
    else:
        assert getattr(before.replace(**{key: value}), key) == value


def test_replace_refuses_bad_values() -> None:
    with pytest.raises(SettingValueError):
        Settings().replace(rate=10)
    with pytest.raises(SettingValueError):
        Settings().replace(colour="red")


# ---------------------------------------------------------------- every word localized


def test_every_setting_has_a_name_a_help_line_and_named_choices() -> None:
    for t in (FR, EN):
        for spec in SPECS.values():
            assert t.has(spec.label_id), spec.label_id
            assert t.has(spec.help_id), spec.help_id
            if spec.kind is SettingKind.CHOICE and spec.key != "rules":
                for choice in spec.choices:
                    assert t.has(spec.value_label_id(choice)), spec.value_label_id(choice)
        assert t.has("storage-settings-file-header")


def test_a_rule_preset_without_a_name_yet_is_said_as_it_is() -> None:
    assert SPECS["rules"].value_label("some-new-preset", EN) == "some-new-preset"
    assert SPECS["rules"].value_label("official", EN) == "official"


def test_the_file_comments_follow_the_language() -> None:
    assert "# Speech rate, words per minute: 50 to 500 (default 200)." in render_settings(Settings(), EN)
