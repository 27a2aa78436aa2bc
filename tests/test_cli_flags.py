"""Flags a player mistypes get one clear line naming what was wrong (issue 16, point 9)."""

from __future__ import annotations

import pytest

from uno_access import cli
from uno_access.engine import RuleSet
from uno_access.engine.errors import ConflictingHouseRules
from uno_access.engine.rules import with_house_rules


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.main(["--speech", "off", *argv])
    return code, capsys.readouterr().err


def test_conflicting_house_rules_are_refused_naming_both(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path))
    code, err = run(capsys, "--lang", "en", "--house", "lowest-wins,rounds-won,jump-in,jump-in-number")
    assert code == 2
    assert err.splitlines()[:2] == ["lowest wins and rounds won:", "not both at once, choose one."]
    with pytest.raises(ConflictingHouseRules):
        with_house_rules(RuleSet.preset("official"), ["jump-in", "jump-in-number"])
    # the same option set alike by two rules is no conflict: elimination counts the lowest score too
    assert with_house_rules(RuleSet.preset("official"), ["elimination", "lowest-wins"]).elimination


def test_a_choice_is_taken_in_any_case(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path))
    match, _console, _answered = cli.options_from_flags(cli.build_parser().parse_known_args(
        ["--rules", "Official", "--house", "Stacking", "--level", "HARD"])[0], "en")
    assert (match.rules, match.house, match.level.value) == ("official", ("stacking",), "hard")


@pytest.mark.parametrize(("lang", "line"), [("en", "--bots needs a value."), ("fr", "--bots demande une valeur.")])
def test_a_flag_without_its_value_is_named(capsys, monkeypatch, tmp_path, lang: str, line: str) -> None:
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path))
    code, err = run(capsys, "--lang", lang, "--bots")
    assert code == 2 and err.splitlines()[0] == line


def test_the_custom_error_lists_one_effect_a_line_within_40_cells(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path))
    code, err = run(capsys, "--lang", "fr", "--rules", "official+", "--custom", "zzz")
    assert code == 2
    lines = err.splitlines()
    assert lines[0] == "--custom « zzz » : 1 à 3 effets,"
    assert all(len(line) <= 40 for line in lines), lines
    assert "give-four (donner 4 cartes)" in lines


@pytest.mark.parametrize(("lang", "value", "line"), [
    ("en", "abc", "--reaction abc: a number from 0.3 to 10."),
    ("fr", "0,1", "--reaction 0,1 : un nombre de 0,3 à 10."),
])
def test_the_bots_reaction_time_is_a_number_in_its_range(capsys, monkeypatch, tmp_path, lang: str, value: str,
                                                           line: str) -> None:
    """UNO Wizz's race: ``--reaction S``, the bots' shouting delay; a French decimal comma is read too."""
    monkeypatch.setenv("UNO_ACCESS_HOME", str(tmp_path))
    code, err = run(capsys, "--lang", lang, "--reaction", value)
    assert code == 2 and err.splitlines()[0] == line
    _match, console, _answered = cli.options_from_flags(cli.build_parser().parse_known_args(["--reaction", "2,5"])[0], lang)
    assert console.reaction == 2.5
