"""Two copies of the game at once: each plays its own match, neither resumes nor spoils the other's.

A match being played is locked by its copy with an OS lock on a file beside
the saves (``fcntl.flock``), which the kernel drops when the copy dies, even
by ``kill -9``.  The first tests use two stores in one process (two opened
lock files conflict even there); the last ones run real copies of the game
in pseudo-terminals.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pexpect
import pytest

from uno_access.engine import RuleSet
from uno_access.storage import MatchMeta, MatchStatus, SaveStore, Seat
from uno_access.storage.locks import MatchLocks, lock_path

from .test_cli_pty import end_with_ctrl_d
from .test_storage_e2e import PROMPT, environment, kill, last_state, spawn, start_line

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the lock is tested with POSIX processes")


def meta(seed: int) -> MatchMeta:
    return MatchMeta(seed=seed, rules=RuleSet.preset("official"),
                     seats=(Seat("you"), Seat("Alice", "normal", seed)), human_seat=0)


def first_move(store: SaveStore, match_id: int) -> None:
    saved = store.load(match_id)
    state = saved.rebuild()
    player = state.current_player
    assert player is not None
    action = next(iter(state.legal_actions(player)))
    store.append(match_id, player, action, state.apply(player, action))


# ---------------------------------------------------------------- two stores, one database


def test_a_second_copy_does_not_offer_the_match_the_first_one_plays(tmp_path: Path) -> None:
    first = SaveStore(tmp_path / "saves.db")
    playing = first.start_match(meta(1))
    second = SaveStore(tmp_path / "saves.db")
    assert second.unfinished() is None
    assert second.busy == (playing,)
    first.close()
    second.close()


def test_a_second_copy_starts_its_own_match_and_leaves_the_first_one_playing(tmp_path: Path) -> None:
    first = SaveStore(tmp_path / "saves.db")
    theirs = first.start_match(meta(1))
    first_move(first, theirs)
    second = SaveStore(tmp_path / "saves.db")
    assert second.unfinished() is None
    mine = second.start_match(meta(2))
    first_move(second, mine)
    assert mine != theirs
    assert second.load(theirs).status is MatchStatus.PLAYING  # not abandoned by the second copy
    assert len(second.load(theirs).log) == 1 and second.load(mine).meta.seed == 2
    first_move(first, theirs)  # the first copy saves on, into its own match
    assert len(first.load(theirs).log) == 2 and len(first.load(mine).log) == 1
    first.close()
    second.close()


def test_when_the_first_copy_leaves_its_match_can_be_resumed_by_another(tmp_path: Path) -> None:
    first = SaveStore(tmp_path / "saves.db")
    theirs = first.start_match(meta(1))
    second = SaveStore(tmp_path / "saves.db")
    mine = second.start_match(meta(2))
    first.close()  # Ctrl+D: saved, resumes next time
    third = SaveStore(tmp_path / "saves.db")
    saved = third.unfinished()
    assert saved is not None and saved.match_id == theirs  # the second copy's match is still busy
    assert third.busy == (mine,)
    second.close()
    third.close()


def test_a_match_left_by_no_running_copy_stays_to_be_offered_after_a_new_match(tmp_path: Path) -> None:
    """Only the player's "no" abandons a match (issue 16): a new match leaves the old one unfinished."""
    first = SaveStore(tmp_path / "saves.db")
    old = first.start_match(meta(1))
    first.close()
    second = SaveStore(tmp_path / "saves.db")
    new = second.start_match(meta(2))
    assert second.load(old).status is MatchStatus.PLAYING
    assert second.load(new).status is MatchStatus.PLAYING
    second.close()
    third = SaveStore(tmp_path / "saves.db")
    assert [saved.match_id for saved in third.unfinished_matches()] == [new, old]
    third.close()


def test_lock_files_are_removed_when_done_and_a_stale_one_is_free(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "saves.db")
    match_id = store.start_match(meta(1))
    assert lock_path(tmp_path / "saves.db", match_id).exists()
    store.abandon(match_id)
    assert not lock_path(tmp_path / "saves.db", match_id).exists()
    store.close()
    stale = lock_path(tmp_path / "saves.db", 99)
    stale.write_text("")  # left by a copy that was killed: nobody holds it
    locks = MatchLocks(tmp_path / "saves.db")
    assert locks.claim(99) and locks.holds(99)
    locks.release_all()


def test_a_lock_held_by_a_killed_process_is_free_at_once(tmp_path: Path) -> None:
    """kill -9 leaves the lock file behind, but the kernel has dropped the lock itself."""
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys, time
            from pathlib import Path
            from uno_access.storage.locks import MatchLocks
            locks = MatchLocks(Path({str(tmp_path / "saves.db")!r}))
            assert locks.claim(7)
            print("held", flush=True)
            time.sleep(60)
        """)],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        locks = MatchLocks(tmp_path / "saves.db")
        assert not locks.claim(7)  # the other process holds it
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait(timeout=30)
        assert lock_path(tmp_path / "saves.db", 7).exists()
        assert locks.claim(7)
        locks.release_all()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()


# ---------------------------------------------------------------- real copies of the game


def saved_matches(home: Path) -> dict[int, tuple[MatchStatus, int, int]]:
    """Every match of the database: id -> (status, seed, actions saved)."""
    store = SaveStore(home / "saves.db")
    try:
        result = {}
        for match_id in store.matches():
            saved = store.load(match_id)
            result[match_id] = (saved.status, saved.meta.seed, len(saved.log))
        return result
    finally:
        store.close()


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Match open in another window:"),
    ("fr", "Partie ouverte dans une autre fenêtre :"),
])
def test_two_running_copies_play_two_matches_and_a_killed_ones_match_resumes(
    tmp_path: Path, lang: str, line: str
) -> None:
    first = spawn(tmp_path, "--lang", lang, "--bots", "2", "--seed", "21")
    first.expect(PROMPT)
    first.sendline("draw" if lang == "en" else "pioche")
    first.expect(PROMPT)
    at_kill = last_state(tmp_path, first.pid)
    (theirs, (status, seed, count)), = saved_matches(tmp_path).items()
    assert (status, seed) == (MatchStatus.PLAYING, 21) and count == at_kill["actions"]

    # A second copy, started while the first one plays, with --resume even: one line, a match of its own.
    second = spawn(tmp_path, "--lang", lang, "--bots", "1", "--seed", "22", "--resume")
    second.expect_exact(line)
    second.expect(PROMPT)
    assert "Traceback" not in (second.before or "")
    second.sendline("draw" if lang == "en" else "pioche")
    second.expect(PROMPT)
    matches = saved_matches(tmp_path)
    assert matches[theirs] == (MatchStatus.PLAYING, 21, count)  # untouched by the second copy
    (mine,) = [match_id for match_id in matches if match_id != theirs]
    assert matches[mine][:2] == (MatchStatus.PLAYING, 22) and matches[mine][2] >= 1

    # The first copy dies (kill -9): its lock goes with it; a third copy resumes its match where it was.
    kill(first)
    third = spawn(tmp_path, "--resume")
    third.expect(PROMPT)
    assert start_line(tmp_path, third.pid)["state"] == at_kill["state"]
    assert saved_matches(tmp_path)[mine][0] is MatchStatus.PLAYING  # the second copy's match still plays

    for child in (second, third):
        end_with_ctrl_d(child)
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0


def test_piped_second_copy_says_so_and_saves_its_own_match(tmp_path: Path) -> None:
    first = spawn(tmp_path, "--lang", "en", "--seed", "31")
    first.expect(PROMPT)
    result = subprocess.run(
        [sys.executable, "-m", "uno_access", "--lang", "en", "--seed", "32", "--speech", "off"],
        input="draw\n", capture_output=True, text=True, env=environment(tmp_path), timeout=60,
    )
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr
    assert "Match open in another window:\nnew match here, saved separately." in result.stdout
    assert "abandoned" not in result.stdout
    statuses = {seed: status for status, seed, _ in saved_matches(tmp_path).values()}
    assert statuses == {31: MatchStatus.PLAYING, 32: MatchStatus.PLAYING}
    end_with_ctrl_d(first)
    first.expect(pexpect.EOF)
    first.close()


def test_two_running_copies_and_the_file_deleted_once_keep_every_move(tmp_path: Path) -> None:
    """Issue 31, R3-2 as the audit played it: the file deleted while two copies play; both say saved, truly."""
    first = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "5")
    first.expect(PROMPT)
    second = spawn(tmp_path, "--lang", "en", "--bots", "1", "--seed", "6")
    second.expect(PROMPT)
    for child in (first, second):
        child.sendline("draw")
        child.expect(PROMPT)
    (tmp_path / "saves.db").unlink()
    for move in range(5):
        for child in (first, second):
            child.sendline("draw" if move % 2 == 0 else "p")
            child.expect(PROMPT)
    told = []
    for child in (first, second):
        child.sendline("quit")
        child.expect_exact("(y/n)")
        child.sendline("y")
        child.expect(pexpect.EOF)
        told.append(child.before or "")
        child.close()
    assert all("Match saved. It resumes next time." in text for text in told), told
    # Each match holds every move its copy made (the last snapshot each copy wrote), and nothing was set aside.
    matches = saved_matches(tmp_path)
    played = {seed: last_state(tmp_path, child.pid)["actions"] for seed, child in ((5, first), (6, second))}
    assert {seed: count for _, seed, count in matches.values()} == played
    assert not [path.name for path in tmp_path.iterdir() if ".replaced-" in path.name or ".orphan-" in path.name]


def test_a_match_offered_then_left_is_not_written_again_by_the_copy_that_left_it(tmp_path: Path) -> None:
    """The file deleted: a copy writes into the new file only its own matches, not one it let go of."""
    path = tmp_path / "saves.db"
    old = SaveStore(path)
    kept = old.start_match(meta(1))
    first_move(old, kept)
    old.close()
    first = SaveStore(path)
    (offered,) = first.unfinished_matches()
    first.release(offered.match_id)  # not taken up (piped start): kept for a later start
    mine = first.start_match(meta(2))
    second = SaveStore(path)
    (resumed,) = second.unfinished_matches()
    assert resumed.match_id == kept
    first_move(second, kept)  # the second copy plays it on
    path.unlink()
    first_move(second, kept)  # the second copy writes the file again (with match 1 at 3 moves)...
    first_move(first, mine)  # ... and the first one adds its own match, and only that
    assert len(first.load(kept).log) == 3 and len(first.load(mine).log) == 1
    assert sorted(saved_matches(tmp_path)) == [kept, mine]
    first.close()
    second.close()


def test_stale_lock_files_are_removed_at_start_and_live_or_playing_ones_kept(tmp_path: Path) -> None:
    """kill -9 left ``saves.db.match-N.lock`` files forever (harmless: the kernel dropped the lock).
    At start the game removes the ones nobody holds of matches not to be resumed; the lock file of
    an unfinished match is kept for its resume, one another running copy holds is never touched,
    nor one of a number the file has not given yet (a copy may be starting that match)."""
    database = tmp_path / "saves.db"
    killed = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import time
            from pathlib import Path
            from uno_access.storage import SaveStore
            from uno_access.storage.locks import MatchLocks
            from tests.test_storage_two_copies import meta
            store = SaveStore(Path({str(database)!r}))
            ids = [store.start_match(meta(seed)) for seed in (1, 2, 3)]
            store.finish(ids[1])
            store.finish(ids[2])
            locks = MatchLocks(Path({str(database)!r}))
            assert locks.claim(ids[1]) and locks.claim(98)  # left behind by the kill below
            print(*ids, flush=True)
            time.sleep(60)
        """)],
        stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parent.parent,
    )
    try:
        assert killed.stdout is not None
        playing, finished, held_by_other = (int(word) for word in killed.stdout.readline().split())
        os.kill(killed.pid, signal.SIGKILL)
        killed.wait(timeout=30)
    finally:
        if killed.poll() is None:
            killed.kill()
            killed.wait()
    live = MatchLocks(database)
    assert live.claim(held_by_other)  # another running copy holds this one
    assert all(lock_path(database, number).exists() for number in (playing, finished, 98))
    store = SaveStore(database)
    assert not lock_path(database, finished).exists()  # stale: removed
    assert lock_path(database, held_by_other).exists()  # held by a running copy: kept
    assert lock_path(database, playing).exists()  # its match is offered: kept for the resume
    assert lock_path(database, 98).exists()  # a number not given yet: left alone
    assert store.unfinished() is not None
    store.close()
    live.release_all()
