"""Nothing lost, end to end (issue 7): a real running game in a pseudo-terminal is killed
(SIGKILL) at random points, restarted with ``--resume``, and must be exactly where it was;
Ctrl+C asks, Ctrl+D saves and leaves, piped stdin works, a resize changes nothing, and a
corrupt saves file costs one localized line.

The game writes a JSON line per action to ``UNO_ACCESS_DEBUG_STATE`` (hands, top card,
scores, piles…), which the tests compare before the kill and after the resume.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pexpect
import pytest

from uno_access.engine import Game
from uno_access.storage import HOME_ENV, SaveStore
from uno_access.storage.autosave import DEBUG_STATE_ENV, read_snapshots, state_snapshot

from .test_cli_pty import end_with_ctrl_d

PROMPT = "> "
#: Phase -> what a player could type (the first is the one that moves the game on).
ANSWERS = {
    "play": ["draw", "draw", "draw", "hand", "status", "r9", "zzz", ""],
    "after-draw": ["pass", "pass", "xyz"],
    "choose-color": ["red", "blue", "purple"],
    "challenge": ["accept", "challenge", "maybe"],
    "answer": ["accept", "nope"],
    "choose-target": ["1", "2", "99"],
    "choose-effect": ["none", "skip", "??"],
    "round-over": ["", "", "hand"],
}


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("UNO_ACCESS")}
    env.update({HOME_ENV: str(home), DEBUG_STATE_ENV: str(home / "states.jsonl"), "TERM": "dumb",
                "NO_COLOR": "1", "LANG": "C.UTF-8"})
    env.update(extra)
    return env


def spawn(home: Path, *args: str, plain: bool = True) -> pexpect.spawn:
    # The bots play at once (a player's default pace is 1 s between bots).
    argv = ["-m", "uno_access", "--speech", "off", *(["--plain"] if plain else []), *args,
            *([] if "--pace" in args else ["--pace", "0"])]
    return pexpect.spawn(sys.executable, argv, env=environment(home), encoding="utf-8", timeout=30,
                         dimensions=(24, 80))


def states(home: Path) -> list[dict[str, Any]]:
    return read_snapshots(home / "states.jsonl")


def last_state(home: Path, pid: int | None = None) -> dict[str, Any]:
    lines = [line for line in states(home) if pid is None or line["pid"] == pid]
    assert lines, "the game wrote no state"
    return lines[-1]


def start_line(home: Path, pid: int) -> dict[str, Any]:
    return next(line for line in states(home) if line["pid"] == pid and line["why"] == "start")


def saved_state(home: Path, actions: int | None = None) -> tuple[dict[str, Any], int]:
    """The match as the saves database holds it (optionally only its first ``actions``), and its length."""
    store = SaveStore(home / "saves.db")
    assert store.issue is None
    saved = store.unfinished()
    store.close()
    assert saved is not None, "no unfinished match saved"
    log = saved.log if actions is None else saved.log[:actions]
    state = Game(saved.meta.num_players, saved.meta.rules).replay(saved.meta.seed, log)
    return state_snapshot(state), len(saved.log)


def play_some(child: pexpect.spawn, home: Path, rng: random.Random, commands: int) -> None:
    """Type ``commands`` answers fitting the phase (now and then a wrong one)."""
    for _ in range(commands):
        child.expect(PROMPT)
        phase = last_state(home, child.pid)["state"]["phase"]
        if phase == "match-over":
            return
        child.sendline(rng.choice(ANSWERS.get(phase, ["", "draw", "pass"])))


def kill(child: pexpect.spawn) -> None:
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close(force=True)
    assert child.signalstatus == signal.SIGKILL


# ---------------------------------------------------------------- SIGKILL at random points


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_kill_9_at_a_random_point_then_resume_gives_the_same_match(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    child = spawn(tmp_path, "--lang", rng.choice(["en", "fr"]), "--bots", str(rng.randint(1, 4)),
                  "--level", rng.choice(["easy", "normal", "hard"]), "--seed", str(seed))
    play_some(child, tmp_path, rng, rng.randint(1, 25))
    if rng.random() < 0.5:
        child.expect(PROMPT)  # killed while it waits for the player
    else:
        child.sendline(rng.choice(["draw", "pass", ""]))  # killed while it works: bots may be playing
        time.sleep(rng.random() * 0.05)
    kill(child)

    before = last_state(tmp_path)
    # What the database holds: every action the game reported, at most one more (the one in progress).
    prefix, saved_count = saved_state(tmp_path, before["actions"])
    assert before["actions"] <= saved_count <= before["actions"] + 1
    assert prefix == before["state"]
    expected, _ = saved_state(tmp_path)

    resumed = spawn(tmp_path, "--resume")
    resumed.expect(PROMPT)
    after = start_line(tmp_path, resumed.pid)["state"]
    # same hands, same top card, same scores, same piles, same turn
    for key in ("hands", "top_card", "scores", "color", "current_player", "phase", "draw_pile", "discard", "round"):
        assert after[key] == expected[key], key
    assert after == expected
    end_with_ctrl_d(resumed)
    resumed.expect(pexpect.EOF)
    resumed.close()
    assert resumed.exitstatus == 0


def test_a_resumed_match_goes_on_and_survives_a_second_kill(tmp_path: Path) -> None:
    rng = random.Random(11)
    child = spawn(tmp_path, "--lang", "en", "--bots", "3", "--seed", "11")
    play_some(child, tmp_path, rng, 10)
    child.expect(PROMPT)
    kill(child)
    resumed = spawn(tmp_path, "--resume")
    play_some(resumed, tmp_path, rng, 10)
    resumed.expect(PROMPT)
    at_kill = last_state(tmp_path, resumed.pid)
    kill(resumed)
    again = spawn(tmp_path, "--resume")
    again.expect(PROMPT)
    assert start_line(tmp_path, again.pid)["state"] == at_kill["state"]
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)


# ---------------------------------------------------------------- the resume question


def test_the_unfinished_match_is_offered_and_a_bad_answer_asked_again(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "fr", "--bots", "2", "--seed", "5")
    child.expect(PROMPT)
    child.sendline("pioche")
    child.expect(PROMPT)
    at_exit = last_state(tmp_path, child.pid)
    end_with_ctrl_d(child)
    child.expect("Partie sauvegardée")
    child.expect(pexpect.EOF)

    again = spawn(tmp_path, "--lang", "fr")
    again.expect("Reprendre la partie \\?")
    again.sendline("peut-être")
    again.expect("Répondez oui ou non.")
    again.expect("Reprendre la partie \\? \\(o/n\\) \\[oui\\]")
    again.sendline("")  # Enter alone: the default in brackets, resuming (nothing lost)
    again.expect("Partie reprise.")
    again.expect(PROMPT)
    assert start_line(tmp_path, again.pid)["state"] == at_exit["state"]
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)


def test_declining_starts_a_new_match_and_never_offers_the_old_one_again(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "en", "--seed", "5")
    child.expect(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    again = spawn(tmp_path, "--lang", "en", "--seed", "6")
    again.expect("Resume the match\\?")
    again.expect(PROMPT)
    again.sendline("no")
    again.expect("Round 1")  # the new match: its first question, not the rest of the one answered
    again.expect(PROMPT)
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)
    third = spawn(tmp_path, "--lang", "en", "--resume")
    third.expect(PROMPT)
    # the match resumed is the second one (seed 6), the first was abandoned
    store = SaveStore(tmp_path / "saves.db")
    assert [store.load(match_id).meta.seed for match_id in store.matches()] == [5, 6]
    store.close()
    end_with_ctrl_d(third)
    third.expect(pexpect.EOF)


def test_each_unfinished_match_is_offered_and_no_abandons_only_that_one(tmp_path: Path) -> None:
    """Issue 16, defect 3: two unfinished matches; "no" to the newest, then the older one is offered."""
    for seed in ("5", "6"):
        run_piped(tmp_path, "hand\n", "--lang", "en", "--seed", seed)
    child = spawn(tmp_path, "--lang", "en")
    child.expect("2 unfinished matches, newest first.")
    child.expect("Resume the match\\?")
    child.sendline("no")
    child.expect("Resume the match\\?")  # the older one, never mentioned before, is offered now
    child.sendline("yes")
    child.expect("Match resumed.")
    child.expect(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    store = SaveStore(tmp_path / "saves.db")
    statuses = {store.load(match_id).meta.seed: store.load(match_id).status.value for match_id in store.matches()}
    store.close()
    assert statuses == {5: "playing", 6: "abandoned"}


def test_resume_with_nothing_to_resume_says_so_and_starts(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "en", "--resume")
    child.expect("No unfinished match: new match.")
    child.expect(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


# ---------------------------------------------------------------- interruptions


def settle(child: pexpect.spawn) -> None:
    """Let the prompt take the terminal (prompt_toolkit switches it to raw mode after printing)."""
    time.sleep(0.3)


def quit_by_ctrl_c(child: pexpect.spawn) -> None:
    """Ctrl+C, then "y" to "Quit the match? (y/n)": the match saved, the game ended without an error."""
    child.sendcontrol("c")
    child.expect("Quit the match\\? \\(y/n\\)")
    settle(child)
    child.sendline("y")
    child.expect("Match saved.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_ctrl_c_asks_whether_to_quit_and_either_way_the_match_is_saved(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "en", "--seed", "8", plain=False)
    child.expect(PROMPT)
    settle(child)
    before = last_state(tmp_path, child.pid)
    child.sendcontrol("c")
    child.expect("Quit the match\\? \\(y/n\\) \\[no\\]")
    settle(child)
    child.sendline("")  # Enter alone: the safe default in brackets, the match goes on
    child.expect("The match goes on.")
    assert last_state(tmp_path, child.pid) == before  # nothing changed
    child.expect(PROMPT)
    settle(child)
    quit_by_ctrl_c(child)
    assert saved_state(tmp_path)[0] == before["state"]


def test_ctrl_c_asks_even_when_the_game_was_started_with_ctrl_c_ignored(tmp_path: Path) -> None:
    """A game started from a script or a job runner in the background may inherit SIGINT ignored (POSIX gives
    an asynchronous command of a shell without job control SIG_IGN): Ctrl+C at its own terminal echoed ``^C``
    and did nothing, at the prompt and between questions (the full-suite failures of this test's neighbour).
    Playing at the terminal it reads (its foreground), the game takes Ctrl+C back."""
    def ignore_ctrl_c() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    for plain in (True, False):  # input() lines, and the held terminal between questions
        home = tmp_path / str(plain)
        argv = ["-m", "uno_access", "--speech", "off", *(["--plain"] if plain else []), "--lang", "en",
                "--seed", "8", "--pace", "0"]
        child = pexpect.spawn(sys.executable, argv, env=environment(home, TERM="xterm"), encoding="utf-8",
                              timeout=30, dimensions=(24, 80), preexec_fn=ignore_ctrl_c)
        if plain:
            child.expect(PROMPT)
            settle(child)
        else:  # at once: the terminal is held (its own Ctrl+C), not yet the prompt's (a key)
            child.expect("Your turn")
        quit_by_ctrl_c(child)


def test_ctrl_d_saves_and_leaves_without_a_question(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "en", "--seed", "9", plain=False)
    child.expect(PROMPT)
    settle(child)
    before = last_state(tmp_path, child.pid)
    end_with_ctrl_d(child)
    child.expect("Match saved. It resumes next time.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Quit the match" not in (child.before or "")
    assert saved_state(tmp_path)[0] == before["state"]


def test_a_terminal_resize_changes_nothing(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--lang", "en", "--seed", "10", plain=False)
    child.expect(PROMPT)
    settle(child)
    before = last_state(tmp_path, child.pid)
    for rows, cols in ((10, 40), (50, 200), (24, 80)):
        child.setwinsize(rows, cols)
        time.sleep(0.1)
    child.sendline("top")
    child.expect(PROMPT)
    assert last_state(tmp_path, child.pid) == before
    settle(child)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_piped_commands_work_and_end_of_input_saves(tmp_path: Path) -> None:
    commands = "draw\npass\nhand\nnonsense\n\ndraw\n"
    result = subprocess.run(
        [sys.executable, "-m", "uno_access", "--lang", "en", "--seed", "12", "--speech", "off"],
        input=commands, capture_output=True, text=True, env=environment(tmp_path), timeout=60,
    )
    assert result.returncode == 0
    assert "Traceback" not in result.stdout + result.stderr
    assert "Match saved. It resumes next time." in result.stdout
    assert saved_state(tmp_path)[0] == last_state(tmp_path)["state"]


# ---------------------------------------------------------------- a corrupt saves file


def test_a_corrupt_saves_file_costs_one_line_and_is_kept(tmp_path: Path) -> None:
    garbage = random.Random(3).randbytes(3000)
    (tmp_path / "saves.db").write_bytes(garbage)
    child = spawn(tmp_path, "--lang", "fr", "--seed", "2")
    child.expect("Sauvegardes illisibles, mises de côté :\\s+(\\S+)")  # the path on its own line
    kept = Path(child.match.group(1).strip())
    child.expect(PROMPT)
    assert "Traceback" not in (child.before or "")
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert kept.read_bytes() == garbage
    assert saved_state(tmp_path)[1] >= 0  # a fresh database that saves


# ---------------------------------------------------------------- a corrupt settings file


def run_piped(home: Path, commands: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "uno_access", "--seed", "4", "--speech", "off", *args],
        input=commands, capture_output=True, text=True, env=environment(home), timeout=60,
    )


@pytest.mark.parametrize(
    ("content", "line"),
    [
        (b"bots = 1\n\x00\xff\xfe garbage \x89PNG\n", "Settings file damaged:\nunreadable lines ignored."),
        (b"bots = 1\nrate = 9000\n", "Settings, line 2:\nrate 9000 out of range,\n200 used.\nRange: 50 to 500."),
        (b"bots = 1\nvolume = loud\n", 'Settings, line 2:\nvolume "loud" is not a number,\n100 used.'),
        (b'bots = 1\nlanguage = "klingon"\n', 'Settings, line 2:\nlanguage "klingon" invalid,\nauto used.\n'
                                            'Choices: auto, fr, en.'),
        (b"bots = 1\ncolour = red\n", 'Settings, line 2:\n"colour" unknown, ignored.'),
        (b"bots = 1\n[table]\n", "Settings, line 2 unreadable, ignored."),
    ],
)
def test_a_bad_settings_file_is_reported_and_never_overwritten(tmp_path: Path, content: bytes, line: str) -> None:
    (tmp_path / "settings.toml").write_bytes(content)
    result = run_piped(tmp_path, "hand\n", "--lang", "en")
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr
    assert result.stdout.splitlines()[: len(line.splitlines())] == line.splitlines()  # a line each, 40 cells
    assert "Alice" in result.stdout and "Bob" not in result.stdout  # the good line counted: one bot
    assert (tmp_path / "settings.toml").read_bytes() == content  # nothing changed in game: untouched


def test_a_bad_settings_file_is_kept_aside_when_a_change_is_saved(tmp_path: Path) -> None:
    content = b"rate = 9000\nmy_own_line = 1\n"
    (tmp_path / "settings.toml").write_bytes(content)
    result = run_piped(tmp_path, "verbosity full\n", "--lang", "en")
    assert result.returncode == 0
    kept = list(tmp_path.glob("settings.toml.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert f"Old settings file kept:\n{kept[0]}\n" in result.stdout
    assert 'verbosity = "full"' in (tmp_path / "settings.toml").read_text()


def test_an_unreadable_settings_file_means_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").mkdir()  # unreadable as a file, whatever the user's rights
    result = run_piped(tmp_path, "", "--lang", "fr")
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr
    assert result.stdout.splitlines()[:2] == ["Fichier de réglages illisible :", "réglages par défaut."]


def test_without_a_terminal_only_resume_resumes(tmp_path: Path) -> None:
    first = run_piped(tmp_path, "draw\n", "--lang", "en")
    assert first.returncode == 0
    at_exit = last_state(tmp_path)["state"]
    resumed = run_piped(tmp_path, "hand\n", "--resume")
    assert "Match resumed." in resumed.stdout
    assert [line for line in states(tmp_path) if line["why"] == "start"][-1]["state"] == at_exit
    fresh = run_piped(tmp_path, "hand\n", "--lang", "en")
    assert "Unfinished match kept:\n--resume resumes it." in fresh.stdout  # issue 16: never thrown away
    again = run_piped(tmp_path, "hand\n", "--lang", "en")
    assert "2 unfinished matches kept:\n--resume resumes the newest." in again.stdout


# ---------------------------------------------------------------- statistics and the options menu


def test_stats_count_a_finished_match_and_are_read_in_the_next_run(tmp_path: Path) -> None:
    first = run_piped(tmp_path, "draw\npass\n\n" * 200, "--lang", "en", "--bots", "1", "--target", "1")
    assert first.returncode == 0 and "Traceback" not in first.stdout + first.stderr
    assert last_state(tmp_path)["state"]["phase"] == "match-over"
    second = run_piped(tmp_path, "stats\n", "--lang", "en", "--bots", "1")
    lines = second.stdout.splitlines()
    assert "official rules, normal bots:" in lines
    assert any(line.startswith("1 match played, ") for line in lines)
    assert any(line.startswith("1 round played, ") for line in lines)


def test_the_options_menu_of_the_real_program_saves_to_the_file(tmp_path: Path) -> None:
    from uno_access.storage import SPECS

    rate = str(list(SPECS).index("rate") + 1)
    result = run_piped(tmp_path, f"options\n{rate}\nvite\n260\n\nhand\n", "--lang", "fr")
    assert result.returncode == 0
    assert "« vite » n'est pas un nombre.\nDébit de la voix : de 50 à 500." in result.stdout
    assert "Débit de la voix : 260." in result.stdout
    assert "rate = 260" in (tmp_path / "settings.toml").read_text(encoding="utf-8")


def test_a_save_whose_table_the_console_cannot_rebuild_is_set_aside(tmp_path: Path) -> None:
    import sqlite3

    assert run_piped(tmp_path, "draw\n", "--lang", "en").returncode == 0
    conn = sqlite3.connect(tmp_path / "saves.db")
    conn.execute("UPDATE matches SET meta = json_set(meta, '$.extra.options.level', 'grandmaster')")
    conn.commit()
    conn.close()
    result = run_piped(tmp_path, "hand\n", "--lang", "en", "--resume")
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr
    assert "Saved match cannot be resumed.\nCopy kept:\n" in result.stdout
    assert "No unfinished match: new match." in result.stdout
    assert list(tmp_path.glob("saves.db.broken-*"))


def test_the_resume_question_comes_before_the_setup_questions(tmp_path: Path) -> None:
    """Issue 13: a saved match is offered first; the six setup questions are for a new match only."""
    run_piped(tmp_path, "hand\n", "--lang", "en", "--seed", "5")
    child = spawn(tmp_path)
    child.expect("Resume the match\\?")
    assert "English or French" not in child.before
    child.expect(PROMPT)
    child.sendline("no")
    child.expect("English or French\\?")  # a new match: now its questions
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_flags_that_ask_for_another_match_say_what_differs_before_the_resume_question(tmp_path: Path) -> None:
    run_piped(tmp_path, "hand\n", "--lang", "en", "--seed", "5")
    child = spawn(tmp_path, "--lang", "en", "--rules", "braille")
    child.expect("Rules, not as asked:\\s+asked: braille UNO\\.\\s+this match: official\\.")
    child.expect("Resume the match\\?")
    child.expect(PROMPT)
    child.sendline("no")
    child.expect("Round 1")
    child.expect(PROMPT)
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_the_resume_offer_names_the_house_rules_and_the_resumed_match_says_the_table(tmp_path: Path) -> None:
    """Tester: a match with house rules was offered as "official rules", and resumed at a question with only
    "Match resumed." before it (no card on the pile, no hand): the house rules are named under the summary,
    and the top card and the hand are said before the first question."""
    from uno_access.i18n import Translator
    from uno_access.storage.settings import SPECS

    t = Translator("en")
    run_piped(tmp_path, "hand\n", "--lang", "en", "--seed", "5", "--house", "stacking,jump-in")
    child = spawn(tmp_path)
    child.expect("Resume the match\\?")
    offer = child.before
    for name in ("stacking", "jump-in"):
        label = SPECS["house_rules"].value_label(name, t)
        assert label in " ".join(offer.split()), (label, offer)
    child.expect(PROMPT)
    child.sendline("yes")
    child.expect("Match resumed\\.")
    child.expect(PROMPT)
    after = child.before
    assert "Top: " in after and t("hand-intro", count=7).split(",")[0] in after, after
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
