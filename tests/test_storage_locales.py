"""storage.ftl: the same message ids in French and English, each with a translators' comment,
and every id the storage code can produce exists (no player-facing word in the Python code)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast, parse

from uno_access.i18n import Translator, locales_dir
from uno_access.storage import SPECS, SettingIssue, SettingKind, SettingProblem, StorageIssue, StorageProblem


def messages(lang: str) -> dict[str, ast.Message]:
    resource = parse((locales_dir() / lang / "storage.ftl").read_text(encoding="utf-8"))
    assert not [entry for entry in resource.body if isinstance(entry, ast.Junk)], f"{lang}/storage.ftl has syntax errors"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def test_french_and_english_have_the_same_ids() -> None:
    assert sorted(messages("fr")) == sorted(messages("en"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_message_is_prefixed_and_commented(lang: str) -> None:
    for message_id, message in messages(lang).items():
        assert message_id.startswith("storage-"), message_id
        assert message.comment is not None, f"{lang}: {message_id} has no translators' comment"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_id_the_code_produces_exists(lang: str) -> None:
    t = Translator(lang)
    wanted = {StorageIssue(problem).message_id for problem in StorageProblem}
    wanted |= {SettingProblem(issue).message_id for issue in SettingIssue}
    wanted |= {f"storage-settings-answer-{issue.value}" for issue in (
        SettingIssue.UNKNOWN_KEY, SettingIssue.BAD_CHOICE, SettingIssue.OUT_OF_RANGE,
        SettingIssue.NOT_A_NUMBER, SettingIssue.NOT_A_WHOLE_NUMBER, SettingIssue.BAD_TEXT)}
    for spec in SPECS.values():
        wanted |= {spec.label_id, spec.help_id}
        if spec.kind is SettingKind.CHOICE and spec.key != "rules":
            wanted |= {spec.value_label_id(choice) for choice in spec.choices}
    wanted |= {"storage-resume-question", "storage-saved-goodbye", "storage-not-saved-goodbye", "storage-saving-again",
               "storage-resume-kept", "storage-resume-count", "storage-settings-range",
                "storage-in-use", "storage-resume-nothing", "storage-resumed",
                "storage-stats-none", "storage-stats-group", "storage-stats-matches", "storage-stats-rounds"}
    assert sorted(message_id for message_id in wanted if not t.has(message_id)) == []


def test_the_resume_question_is_the_issues_wording() -> None:
    assert Translator("fr")("storage-resume-question") == "Reprendre la partie ? (o/n) [oui] >"
    assert Translator("en")("storage-resume-question") == "Resume the match? (y/n) [yes] >"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_key_lines_fit_a_braille_line(lang: str) -> None:
    """Questions and short answers fit 40 cells (accessibility conventions)."""
    t = Translator(lang)
    for message_id in ("storage-resume-question", "storage-quit-question", "storage-resumed",
                       "storage-settings-unchanged"):
        assert len(t(message_id)) <= 40, t(message_id)


def test_no_player_facing_literal_in_the_storage_code() -> None:
    """French words in Python would escape translation: the storage code holds none."""
    folder = Path(__file__).resolve().parent.parent / "uno_access" / "storage"
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for word in ("Reprendre", "Sauvegarde", "Réglages", "partie", "manche"):
            assert word not in text, f"{path.name} holds {word!r}"
