"""uno-access simulate (issue 5): bot-only games, wins with a 95% interval, the same seed the same results."""

from __future__ import annotations

import json
import re

import pytest

from uno_access.simulate import main, run_simulation, seat_levels, wilson_interval

KEYS = {"games", "players", "rules", "seconds", "games_per_second", "wins", "average_turns", "errors"}


def _figures(result: dict[str, object]) -> dict[str, object]:
    """A result without the timings, which vary from run to run."""
    return {key: value for key, value in result.items() if key not in ("seconds", "games_per_second")}


def test_a_run_gives_the_figures_of_the_issue() -> None:
    result = run_simulation(12, 2, ["normal", "random"], "official", seed=4)
    assert KEYS <= set(result)
    assert result["games"] == 12 and result["players"] == 2 and result["rules"] == "official"
    assert result["errors"] == 0
    assert sum(result["wins"].values()) == 12  # one winner a round
    assert set(result["wins"]) == {"normal", "random"}
    assert result["average_turns"] > 0


def test_the_same_seed_gives_the_same_results_whatever_the_processes() -> None:
    first = run_simulation(16, 3, ["easy", "hard", "random"], "braille", seed=9)
    again = run_simulation(16, 3, ["easy", "hard", "random"], "braille", seed=9)
    parallel = run_simulation(16, 3, ["easy", "hard", "random"], "braille", seed=9, jobs=2)
    assert _figures(first) == _figures(again) == _figures(parallel)
    other = run_simulation(16, 3, ["easy", "hard", "random"], "braille", seed=10)
    assert _figures(other) != _figures(first)


def test_levels_turn_round_the_seats() -> None:
    assert [seat_levels(["hard", "normal"], 2, game) for game in range(3)] == [
        ("hard", "normal"),
        ("normal", "hard"),
        ("hard", "normal"),
    ]
    assert seat_levels(["easy", "normal", "hard"], 3, 1) == ("normal", "hard", "easy")


def test_whole_matches_to_the_target_score() -> None:
    rules_result = run_simulation(2, 2, ["hard", "easy"], "official", seed=1, match=True)
    assert rules_result["errors"] == 0 and rules_result["match"] is True
    assert rules_result["average_turns"] > 0


def test_wilson_interval() -> None:
    low, high = wilson_interval(570, 1000)
    assert 0.538 < low < 0.540 and 0.600 < high < 0.601
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_json_is_one_object_on_stdout_and_nothing_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--games", "6", "--players", "2", "--bots", "hard,normal", "--rules", "official", "--seed", "3", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    result = json.loads(out)
    assert KEYS <= set(result) and result["games"] == 6
    assert err == ""  # progress lines only on a terminal


def test_the_report_is_plain_lines_in_the_players_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["--games", "4", "--bots", "normal,random", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("4 manches, 2 joueurs")
    assert any(line.startswith("normal : ") for line in lines)
    assert lines[-1] == "Aucune erreur."
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert main(["--games", "1", "--bots", "easy", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("1 round, 2 players")


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--bots", "master"], 'Unknown bot level "master".\nLevels:\neasy, normal, hard, expert, random.'),
        (["--rules", "house"], 'Unknown rules "house".\nRules:\n'),
        (["--players", "11"], "11 players:\nthese rules are for 2 to 10 players."),
        (["--games", "0"], "--games: at least 1 game, not 0."),
        (["--games", "many"], "Wrong arguments:\n"),
    ],
)
def test_bad_arguments_get_a_clear_answer_and_no_traceback(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    try:
        code = main(argv)
    except SystemExit as exit_:  # argparse's own refusals exit
        code = exit_.code
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.startswith(expected)
    assert "Traceback" not in err


def _messages(lang: str) -> dict[str, object]:
    from fluent.syntax import ast, parse

    from uno_access.i18n import locales_dir

    resource = parse((locales_dir() / lang / "simulate.ftl").read_text(encoding="utf-8"))
    assert not [entry for entry in resource.body if isinstance(entry, ast.Junk)], f"{lang}/simulate.ftl has errors"
    messages = {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}
    for message_id, message in messages.items():
        assert message_id.startswith("simulate-"), message_id
        assert message.comment is not None, f"{lang}: {message_id} has no translators' comment"
    return messages


def test_simulate_words_exist_in_both_languages_with_comments() -> None:
    """Every word the command prints comes from simulate.ftl, the same ids in French and English."""
    import re
    from pathlib import Path

    import uno_access.simulate as module

    french, english = _messages("fr"), _messages("en")
    assert sorted(french) == sorted(english)
    source = Path(module.__file__).read_text(encoding="utf-8")
    used = set(re.findall(r'"(simulate-[a-z-]+)"', source)) | {
        f"simulate-summary-{unit}" for unit in ("round", "match")
    }
    assert used <= set(english), used - set(english)


@pytest.mark.parametrize(
    "args", [["simulate", "--lang", "fr"], ["--lang", "fr", "simulate"], ["--lang=fr", "simulate"]]
)
def test_simulate_speaks_the_language_asked_with_its_decimal_comma(args, monkeypatch, capsys):
    """--lang before or after the word simulate; French figures are written 6,6 (a screen reader says "virgule")."""
    from uno_access import cli

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert cli.main([*args, "--games", "30", "--bots", "normal,easy", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("30 manches, 2 joueurs")
    assert " manches par seconde, " in out[1]
    assert re.search(r"\d,\d", "\n".join(out))  # the intervals' bounds, at least, have decimals
    assert not re.search(r"\d\.\d", "\n".join(out))  # no English decimal point left
