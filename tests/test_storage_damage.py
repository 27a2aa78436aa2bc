"""The saves file damaged where it is (issue 31, second round): a real game in a pseudo-terminal.

The tester's break: ``truncate -s0 saves.db`` (or page 1 overwritten by 100 bytes of X) while the
game runs, then ``kill -9``.  Every move of the match was then only in ``saves.db-wal``, and SQLite
throws away a WAL whose database file is empty: the match was lost without a word.  Now

- during play, the next move notices the damage (the file shrank, or its header is no longer
  SQLite's), says so at once and writes the file again from what the game holds;
- at start, a WAL beside an empty or non-SQLite file is never left to SQLite: the three files are
  kept aside together and the match is recovered from them, or the player is told where they are.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pexpect
import pytest

from .test_cli_pty import end_with_ctrl_d
from .test_storage_e2e import PROMPT, last_state, spawn, start_line, states


def truncate(path: Path) -> None:
    with open(path, "r+b") as file:
        file.truncate(0)


def overwrite_header(path: Path) -> None:
    with open(path, "r+b") as file:
        file.write(b"X" * 100)


DAMAGES: dict[str, Callable[[Path], None]] = {"truncated": truncate, "header": overwrite_header}


def actions_of(home: Path, pid: int) -> int:
    mine = [line for line in states(home) if line["pid"] == pid]
    return mine[-1]["actions"] if mine else 0


def play_until(child: pexpect.spawn, home: Path, actions: int) -> str:
    """Draw and pass (the bots answer) until the match holds ``actions`` actions; what was said.

    Called at the prompt; returns at the prompt."""
    said = ""
    while actions_of(home, child.pid) < actions:
        phase = last_state(home, child.pid)["state"]["phase"]
        child.sendline({"play": "draw", "after-draw": "pass", "choose-color": "red",
                        "challenge": "accept"}.get(phase, ""))
        child.expect(PROMPT)
        said += child.before or ""
    return said


def kill(child: pexpect.spawn) -> None:
    os.kill(child.pid, signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close(force=True)


def asides(home: Path) -> list[str]:
    return sorted(path.name for path in home.iterdir() if ".corrupt-" in path.name)


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_damaged_then_killed_at_the_prompt_the_match_is_recovered_from_the_wal(tmp_path: Path, damage: str) -> None:
    """Before: no "Unfinished match", a new match, and the WAL (every move) thrown away."""
    child = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "60")
    child.expect(PROMPT)
    play_until(child, tmp_path, 6)
    at_kill = last_state(tmp_path, child.pid)
    DAMAGES[damage](tmp_path / "saves.db")
    kill(child)  # no move after the damage: nothing running could notice it

    again = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "61")
    again.expect("Resume the match\\? \\(y/n\\) \\[yes\\] > ")
    said = again.before or ""
    assert "Saves damaged: matches recovered." in said, said
    assert "Traceback" not in said
    again.sendline("y")
    again.expect(PROMPT)
    assert start_line(tmp_path, again.pid)["state"] == at_kill["state"]
    # The damaged file, its WAL and its index are kept aside together, under one name.
    kept = asides(tmp_path)
    stem = next(name for name in kept if not name.endswith(("-wal", "-shm")))
    assert f"{stem}-wal" in kept, kept
    assert stem in said.replace("\r\n", "").replace("\n", "")
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_damaged_while_playing_is_said_at_the_next_move_and_survives_kill_9(tmp_path: Path, damage: str) -> None:
    """Before: the next moves said nothing, and after kill -9 the match was gone."""
    child = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "60")
    child.expect(PROMPT)
    play_until(child, tmp_path, 4)
    DAMAGES[damage](tmp_path / "saves.db")
    done = actions_of(tmp_path, child.pid)
    said = play_until(child, tmp_path, done + 1)
    assert "Saves file damaged: ours written again." in said, said
    play_until(child, tmp_path, done + 3)
    at_kill = last_state(tmp_path, child.pid)
    kill(child)
    assert len(asides(tmp_path)) >= 1  # the damaged file is kept

    again = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "61")
    again.expect("Resume the match\\? \\(y/n\\) \\[yes\\] > ")
    said = again.before or ""
    assert "unreadable" not in said and "damaged" not in said, said  # written again whole: nothing to repair
    again.sendline("y")
    again.expect(PROMPT)
    assert start_line(tmp_path, again.pid)["state"] == at_kill["state"]
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)


def test_the_file_deleted_alone_after_kill_9_the_match_is_recovered_from_its_wal(tmp_path: Path) -> None:
    """A WAL left without its saves file was deleted at the next start: now read back, kept aside."""
    child = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "60")
    child.expect(PROMPT)
    play_until(child, tmp_path, 6)
    at_kill = last_state(tmp_path, child.pid)
    kill(child)
    (tmp_path / "saves.db").unlink()

    again = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "61")
    again.expect("Resume the match\\? \\(y/n\\) \\[yes\\] > ")
    said = again.before or ""
    assert "Saves damaged: matches recovered." in said, said
    again.sendline("y")
    again.expect(PROMPT)
    assert start_line(tmp_path, again.pid)["state"] == at_kill["state"]
    assert any(name.endswith("-wal") for name in asides(tmp_path)), asides(tmp_path)
    end_with_ctrl_d(again)
    again.expect(pexpect.EOF)


def test_a_wal_that_cannot_be_read_back_is_kept_aside_with_its_file_and_said() -> None:
    """Nothing thrown away even when nothing can be recovered: the three files kept under one name."""
    import tempfile

    from uno_access.i18n import Translator
    from uno_access.storage import SaveStore, StorageProblem
    from uno_access.storage.autosave import issue_line

    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        (home / "saves.db").write_bytes(b"")
        (home / "saves.db-wal").write_bytes(b"garbage, not a WAL" * 100)
        store = SaveStore(home / "saves.db")
        assert store.issue is not None and store.issue.problem is StorageProblem.UNRECOVERED, store.issue
        kept = store.issue.kept_aside
        assert kept is not None and kept.read_bytes() == b""
        assert Path(f"{kept}-wal").read_bytes() == b"garbage, not a WAL" * 100
        line = issue_line(store.issue, Translator("en"))
        assert line.startswith("Saves damaged: match not recovered.") and str(kept) in line, line
        assert store.unfinished() is None and store.saving  # a new file, that saves
        store.close()


def crashed_after(tmp_path: Path, moves: int) -> tuple[Path, Any]:
    """A match of ``moves`` moves stored in ``tmp_path``, its file and its WAL copied to ``crashed/`` as a kill -9
    leaves them: that folder, and the match's state."""
    import random
    import shutil

    from uno_access.engine import Game
    from uno_access.storage import SaveStore

    from .test_storage_faults import meta
    from .test_storage_saves import step

    store = SaveStore(tmp_path / "saves.db")
    match_id = store.start_match(meta())
    state = Game(3).new_match(7)
    rng = random.Random(7)
    for _ in range(moves):
        player, action = step(state, rng)
        store.append(match_id, player, action, state.apply(player, action))
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in ("saves.db", "saves.db-wal"):
        shutil.copyfile(tmp_path / name, crashed / name)  # as a kill -9 leaves them
    store.close()
    return crashed, state


def test_the_wal_is_replayed_up_to_its_last_whole_commit_only(tmp_path: Path) -> None:
    """A frame torn by a crash (its checksum wrong) ends the replay there, as SQLite's own does."""
    from uno_access.storage import SaveStore
    from uno_access.storage.salvage import wal_page_size

    crashed, state = crashed_after(tmp_path, 8)
    wal = bytearray((crashed / "saves.db-wal").read_bytes())
    frame = 24 + wal_page_size(bytes(wal))
    wal[len(wal) - frame + 24 + 100] ^= 0xFF  # the last frame (the last move's commit) torn
    (crashed / "saves.db-wal").write_bytes(bytes(wal))
    (crashed / "saves.db").write_bytes(b"")  # and the main file cut: only the WAL holds the moves
    again = SaveStore(crashed / "saves.db")
    assert again.issue is not None and again.issue.message_id == "storage-problem-recovered", again.issue
    saved = again.unfinished()
    assert saved is not None and saved.log == tuple(state.log[:7])  # every move but the torn one
    again.close()


def test_two_copies_and_the_file_damaged_in_place_write_it_once_and_lose_nothing(tmp_path: Path) -> None:
    """Two real processes share the file; it is cut (or its header overwritten) under both: the first
    to move keeps it aside and writes it again, the other adds its own moves; both matches whole."""
    from .test_storage_faults import copies_quit, copies_serving, stored_logs

    for run in range(6):
        home = tmp_path / f"two-{run}"
        pipes, copies = copies_serving(home)
        for pipe in pipes:
            pipe.send(("play", 2))
            assert pipe.recv()[0] == "played"
        (truncate if run % 2 == 0 else overwrite_header)(home / "saves.db")
        for _ in range(4):
            for pipe in pipes[:: 1 if run % 3 else -1]:  # now one, now the other moves first
                pipe.send(("play", 1))
                answer = pipe.recv()
                assert answer[0] == "played", answer
        goodbyes = copies_quit(pipes, copies)
        logs = stored_logs(home / "saves.db")
        for (saved, log, lines), match_id in zip(goodbyes, (1, 2)):
            assert saved, (run, lines)
            assert logs[match_id] == [tuple(entry) for entry in log], run
        said = [line for _, _, lines in goodbyes for line in lines if line.startswith("Saves file damaged")]
        assert len(said) == 1, (run, goodbyes)
        kept = sorted(name for name in asides(home) if not name.endswith(("-wal", "-shm")))
        assert len(kept) == 1 and f"{kept[0]}-wal" in asides(home), (run, asides(home))


def test_a_damaged_pair_that_cannot_be_moved_aside_is_read_by_hand_and_left_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the files cannot be kept aside (the folder refuses), the match is still offered, read from
    the WAL by hand, and the WAL is left where it is: SQLite never opened the pair to discard it."""
    from uno_access.storage import SaveStore
    from uno_access.storage.saves import _Condition

    crashed, state = crashed_after(tmp_path, 5)
    truncate(crashed / "saves.db")
    wal = (crashed / "saves.db-wal").read_bytes()

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise _Condition("cannot move aside: read-only folder")

    monkeypatch.setattr(SaveStore, "_move_aside", refuse)
    again = SaveStore(crashed / "saves.db")
    saved = again.unfinished()
    assert saved is not None and saved.log == tuple(state.log), again.issue
    again.close()
    assert (crashed / "saves.db-wal").read_bytes() == wal  # untouched, for the next start
