"""Never say "saved" unless it is (issue 16): storage faults injected while a match is played.

After each fault - a write failing once then succeeding, the file deleted,
replaced, truncated, made read-only, the disk full - the player's match is
either resumed exactly from the disk or the player was told it was not saved.
"Saved" is what a second, independent connection reads back from the path.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from uno_access.engine import Game, State
from uno_access.i18n import Translator
from uno_access.storage import HOME_ENV, MatchMeta, MatchStatus, SaveStore, Seat, StorageProblem, saves_path
from uno_access.storage.autosave import Recorder

from .test_storage_saves import step


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


def meta(seed: int = 7) -> MatchMeta:
    seats = (Seat("Vous"), Seat("Bot 1", "normal", 101), Seat("Bot 2", "normal", 102))
    return MatchMeta(seed=seed, rules=Game(3).rules, seats=seats, human_seat=0)


class Table:
    """A match being played and recorded as the console records it (the ``on_apply`` hook)."""

    def __init__(self, store: SaveStore, seed: int = 7) -> None:
        self.store = store
        self.state: State = Game(3).new_match(seed)
        self.match_id = store.start_match(meta(seed))
        self.lines: list[str] = []
        self.recorder = Recorder(store, self.match_id, lambda: self.state, lambda text: self.lines.extend(text.splitlines()),
                                 Translator("en"))
        self.rng = random.Random(seed)

    def play(self, actions: int) -> None:
        for _ in range(actions):
            player, action = step(self.state, self.rng)
            events = self.state.apply(player, action)
            self.recorder(player, action, events)


def played(actions: int) -> tuple[SaveStore, Table]:
    """A new match on the saves file, ``actions`` moves into it."""
    store = SaveStore(saves_path())
    table = Table(store)
    table.play(actions)
    return store, table


def assert_resumes_whole(store: SaveStore, table: Table) -> None:
    """Closed, the saves file resumes the very match played: every move, none missing."""
    store.close()
    assert resumed_log(saves_path()) == tuple(table.state.log)


def on_disk(path: Path, match_id: int) -> int:
    """How many actions of the match another program finds in the file (0 if no file)."""
    if not path.exists():
        return 0
    other = SaveStore(path)
    try:
        return len(other.load(match_id).log)
    finally:
        other.close()


def resumed_log(path: Path) -> tuple:
    store = SaveStore(path)
    try:
        saved = store.unfinished()
        assert saved is not None, "nothing to resume"
        return saved.log
    finally:
        store.close()


# ---------------------------------------------------------------- defect 1: a write failing, then working again


def test_a_write_failing_once_leaves_no_hole_once_writing_works_again() -> None:
    store, table = played(5)
    store.connection_for_stats().execute("PRAGMA query_only = ON")  # the disk refuses
    table.play(3)
    # Said once, with the reason and the file, however many moves go unsaved.
    assert table.lines == ["Cannot save: read-only disk.", str(saves_path()), "The match goes on unsaved."]
    assert not table.recorder.all_saved()
    store.connection_for_stats().execute("PRAGMA query_only = OFF")  # the disk accepts again
    table.play(2)
    assert table.recorder.all_saved()
    assert table.lines[-1] == "Saving works again, nothing lost."
    assert_resumes_whole(store, table)


def test_saved_is_said_only_when_the_whole_log_is_on_disk() -> None:
    store, table = played(4)
    assert table.recorder.all_saved()
    store.connection_for_stats().execute("PRAGMA query_only = ON")
    table.play(2)
    assert not table.recorder.all_saved()  # the goodbye must say "not saved"
    assert on_disk(saves_path(), table.match_id) == 4
    store.close()


def test_a_store_write_that_failed_does_not_advance_its_count() -> None:
    store = SaveStore(saves_path())
    match_id = store.start_match(meta())
    state = Game(3).new_match(7)
    rng = random.Random(1)
    store.connection_for_stats().execute("PRAGMA query_only = ON")
    player, action = step(state, rng)
    assert store.append(match_id, player, action, state.apply(player, action)) is not None
    assert store.failing
    store.connection_for_stats().execute("PRAGMA query_only = OFF")
    # The same action written again takes the place the failed write left, not the next one.
    assert store.append(match_id, player, action, ()) is None
    assert not store.failing
    store.close()
    assert on_disk(saves_path(), match_id) == 1


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("mount") is None, reason="a small tmpfs needs root")
def test_a_full_disk_then_space_again_loses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=640k", "tmpfs", str(disk)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr!r}")
    try:
        monkeypatch.setenv(HOME_ENV, str(disk))
        store = SaveStore(saves_path())
        table = Table(store)
        table.play(5)
        filler = disk / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:  # fill the disk to the last byte
            while os.write(fd, b"\0" * 512):
                pass
        except OSError:
            pass
        finally:
            os.close(fd)
        table.play(30)
        assert any(line.startswith("Cannot save") for line in table.lines), table.lines
        filler.unlink()
        table.play(3)
        assert table.recorder.all_saved()
        store.close()
        assert resumed_log(saves_path()) == tuple(table.state.log)
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


# ---------------------------------------------------------------- defect 2: the file deleted or replaced


def test_the_file_deleted_while_playing_is_written_again_with_the_whole_log() -> None:
    store, table = played(6)
    for name in ("saves.db", "saves.db-wal", "saves.db-shm"):
        (saves_path().parent / name).unlink(missing_ok=True)
    table.play(3)
    assert table.recorder.all_saved()
    assert any("written again" in line for line in table.lines), table.lines
    assert_resumes_whole(store, table)


def test_the_file_deleted_after_the_last_move_is_caught_before_saying_saved() -> None:
    store, table = played(6)
    saves_path().unlink()
    assert not store.confirm(table.match_id, len(table.state.log)) or saves_path().exists()
    assert table.recorder.all_saved()  # the check writes the file again
    assert_resumes_whole(store, table)


def test_the_file_replaced_while_playing_is_kept_aside_and_ours_written() -> None:
    store, table = played(4)
    saves_path().unlink()
    saves_path().write_bytes(b"somebody else's file")
    table.play(2)
    assert table.recorder.all_saved()
    kept = [path for path in saves_path().parent.iterdir() if ".replaced-" in path.name]
    assert kept and kept[0].read_bytes() == b"somebody else's file"
    assert_resumes_whole(store, table)


def test_the_file_truncated_while_playing_is_written_again() -> None:
    store, table = played(6)
    store.connection_for_stats().execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with open(saves_path(), "r+b") as file:
        file.truncate(1024)
    table.play(3)
    assert table.recorder.all_saved()
    assert_resumes_whole(store, table)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files anyway")
def test_the_file_made_read_only_is_said_not_saved() -> None:  # pragma: no cover - as root, skipped
    store, table = played(3)
    saves_path().chmod(0o400)
    table.play(3)
    assert not table.recorder.all_saved() or on_disk(saves_path(), table.match_id) == len(table.state.log)


def test_the_folder_made_read_only_after_deletion_is_said_not_saved(monkeypatch: pytest.MonkeyPatch) -> None:
    """The file is gone and cannot be made again: the goodbye must not say "saved"."""
    store, table = played(3)
    saves_path().unlink()
    monkeypatch.setattr(SaveStore, "_create_file", lambda self, content=None: (_ for _ in ()).throw(OSError(30, "Read-only")))
    table.play(2)
    assert not table.recorder.all_saved()
    assert any(line.startswith("Cannot save") for line in table.lines), table.lines
    store.close()


# ---------------------------------------------------------------- defect 3: several unfinished matches


def test_a_new_match_leaves_the_other_unfinished_matches_to_be_offered() -> None:
    store = SaveStore(saves_path())
    first = store.start_match(meta(5))
    second = store.start_match(meta(6))
    assert store.load(first).status is MatchStatus.PLAYING
    offered = [saved.match_id for saved in store.unfinished_matches()]
    assert offered == [second, first]  # newest first
    store.abandon(second)  # declined: only that one is put away
    assert store.load(first).status is MatchStatus.PLAYING
    assert [saved.match_id for saved in store.unfinished_matches()] == [first]
    store.close()


def test_the_unwritable_problem_says_why_and_where() -> None:
    for lang in ("fr", "en"):
        t = Translator(lang)
        from uno_access.storage import StorageIssue

        issue = StorageIssue(StorageProblem.UNWRITABLE, None, "OperationalError('database or disk is full')",
                             path=Path("/home/a/.local/share/uno-access/saves.db"))
        line = t(issue.message_id, **issue.message_args)
        assert "/home/a/.local/share/uno-access/saves.db" in line
        assert ("full" in line) if lang == "en" else ("plein" in line)
        assert all(len(part) <= 40 for part in line.splitlines() if "/" not in part), line


# ---------------------------------------------------------------- issue 31: settings files of any size and kind


@pytest.mark.parametrize(("line", "key"), [
    ("rate = " + "9" * 4301, "rate"),
    ("volume = " + "9" * 5000, "volume"),
    ("bot_pacing = " + "9" * 4400, "bot_pacing"),
    ("target_score = 0x" + "f" * 4000, "target_score"),
    ("sound_volume = -" + "1" * 4301, "sound_volume"),
    ("rate = 4" + "_0" * 4400, "rate"),
])
def test_a_number_of_thousands_of_digits_is_out_of_range_on_its_line(line: str, key: str) -> None:
    """R3-5: more than 4,300 digits was an internal error at every start (Python's int limit)."""
    from uno_access.storage import SettingIssue, SettingsFile, settings_path

    settings_path().write_text(f"# mine\n{line}\nbots = 2\n")
    values, problems = SettingsFile(settings_path()).load()
    assert [(problem.issue, problem.key, problem.line) for problem in problems] == [
        (SettingIssue.OUT_OF_RANGE, key, 2)]
    assert values.bots == 2
    text = Translator("en")(problems[0].message_id, **problems[0].message_args(Translator("en")))
    assert text.startswith("Settings, line 2:") and "out of range" in text
    assert all(len(part) <= 60 for part in text.splitlines()), text


def special_settings(home: Path, kind: str) -> None:
    from uno_access.storage import settings_path

    path = settings_path()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "huge":
        with open(path, "w") as file:
            file.write(("# " + "x" * 1000 + "\n") * 20_000 + "rate = 300\n")  # 20 MB of comments
    else:
        path.symlink_to(kind)


@pytest.mark.parametrize("kind", ["/dev/zero", "/dev/urandom", "/dev/full", "fifo", "huge"])
def test_a_settings_file_that_is_a_device_a_fifo_or_huge_is_not_read(home: Path, kind: str) -> None:
    """R3-9: /dev/zero, /dev/urandom were read whole (killed at 19-24 GB), a FIFO hung the start."""
    if kind.startswith("/dev/") and not Path(kind).exists():
        pytest.skip(f"no {kind} here")
    from uno_access.storage import SettingIssue, Settings, SettingsFile, settings_path

    special_settings(home, kind)
    file = SettingsFile(settings_path())
    values, problems = file.load()  # returns at once: a FIFO with no writer would block a plain open
    assert values == Settings()
    assert [problem.issue for problem in problems] == [SettingIssue.UNREADABLE]
    for lang in ("en", "fr"):
        t = Translator(lang)
        assert t(problems[0].message_id, **problems[0].message_args(t)).splitlines()[0] in (
            "Settings file unreadable:", "Fichier de réglages illisible :")
    # Saving writes a regular file in its place; a huge file of the player's is kept aside, not copied.
    kept, problem = file.save(values.replace(bots=2), Translator("en"))
    assert problem is None
    assert settings_path().is_file() and not settings_path().is_symlink()
    assert SettingsFile(settings_path()).load() == (Settings(bots=2), [])
    if kind == "huge":
        assert kept is not None and kept.stat().st_size > 20_000_000


# ---------------------------------------------------------------- issue 31: SQLite errors are not corruption

RACES = 20  # R3-1 to R3-3 are races: each is run this many times


class Disk:
    """A small tmpfs of our own, filled to the last byte and freed again (a real full disk)."""

    def __init__(self, where: Path, size: str = "1m") -> None:
        self.where = where
        where.mkdir()
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                                 capture_output=True)
        if mounted.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr!r}")
        self.filler = where / "filler"

    def fill(self) -> None:
        fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            for size in (65536, 4096, 512, 1):
                try:
                    while os.write(fd, b"\0" * size):
                        pass
                except OSError:
                    pass
        finally:
            os.close(fd)

    def free(self) -> None:
        self.filler.unlink(missing_ok=True)

    def unmount(self) -> None:
        subprocess.run(["umount", "-l", str(self.where)], capture_output=True)


needs_mount = pytest.mark.skipif(os.geteuid() != 0 or shutil.which("mount") is None,
                                 reason="mounting a small tmpfs needs root")


@pytest.fixture
def disk(tmp_path: Path) -> object:
    made = Disk(tmp_path / "disk")
    try:
        yield made
    finally:
        made.unmount()


class Resumed(Table):
    """The match offered at start, taken up and recorded as the console does."""

    def __init__(self, store: SaveStore, saved: object, seed: int = 7) -> None:
        self.store = store
        self.match_id = saved.match_id  # type: ignore[attr-defined]
        self.state = saved.rebuild()  # type: ignore[attr-defined]
        self.lines = []
        self.recorder = Recorder(store, self.match_id, lambda: self.state,
                                 lambda text: self.lines.extend(text.splitlines()), Translator("en"))
        self.rng = random.Random(seed + len(self.state.log))


def asides(folder: Path) -> list[str]:
    """Files kept aside in the saves folder (``.corrupt-``, ``.replaced-``, ``.orphan-``…)."""
    return sorted(path.name for path in folder.iterdir()
                  if any(tag in path.name for tag in (".corrupt-", ".replaced-", ".orphan-", ".broken-")))


@needs_mount
def test_a_full_disk_at_start_keeps_the_saves_where_they_are_and_offers_the_match(
        disk: Disk, monkeypatch: pytest.MonkeyPatch) -> None:
    """R3-1: the healthy saves.db was renamed .corrupt-* and the match never offered again."""
    for run in range(RACES):
        home = disk.where / f"uno-{run}"
        monkeypatch.setenv(HOME_ENV, str(home))
        store, table = played(3)
        store.close()
        inode = saves_path().stat().st_ino
        disk.fill()
        store = SaveStore(saves_path())
        assert store.issue is not None and store.issue.problem is StorageProblem.UNWRITABLE, store.issue
        assert store.issue.reason == "disk-full", store.issue
        assert asides(home) == [] and saves_path().stat().st_ino == inode  # left where it is
        saved = store.unfinished()
        assert saved is not None and saved.log == tuple(table.state.log)  # offered: it resumes
        again = Resumed(store, saved)
        assert again.recorder.all_saved()  # no move yet: every one is in the file, read apart
        again.play(2)
        assert not again.recorder.all_saved()  # the goodbye says "not saved" while the disk is full
        disk.free()
        again.play(1)  # saving starts as soon as there is space
        assert again.lines[-1] == "Saving works again, nothing lost.", again.lines
        assert again.recorder.all_saved()
        store.close()
        assert resumed_log(saves_path()) == tuple(again.state.log)
        assert asides(home) == []
        shutil.rmtree(home)


@needs_mount
def test_a_full_disk_when_a_new_match_starts_saves_it_once_space_is_back(
        disk: Disk, monkeypatch: pytest.MonkeyPatch) -> None:
    """R3-4: a match started on a full disk was never saved, even after space returned."""
    for run in range(3):
        home = disk.where / f"uno-{run}"
        monkeypatch.setenv(HOME_ENV, str(home))
        if run == 2:  # a saves file with an older match, then a new match on the full disk
            old, _ = played(2)
            old.close()
        disk.fill()
        store = SaveStore(saves_path())
        assert store.issue is not None and store.issue.reason == "disk-full", store.issue
        table = Table(store, seed=run)
        table.play(3)
        assert not table.recorder.all_saved()
        disk.free()
        table.play(3)
        assert table.lines[-1] == "Saving works again, nothing lost.", table.lines
        # A file never written is not "gone" (the tester's minor point: it was said so).
        assert not any(line.startswith("Saves file gone") for line in table.lines), table.lines
        assert table.recorder.all_saved()
        store.close()
        assert asides(home) == []
        check = SaveStore(saves_path())
        assert check.load(table.match_id).log == tuple(table.state.log)
        assert len(check.matches()) == (2 if run == 2 else 1)
        check.close()
        shutil.rmtree(home)


def test_a_folder_in_place_of_the_wal_keeps_the_file_and_offers_its_match() -> None:
    """R3-1's twin: saves.db-wal a folder gave "Saves unreadable, kept aside" for an intact file."""
    store, table = played(3)
    store.close()
    wal = Path(f"{saves_path()}-wal")
    wal.mkdir()
    store = SaveStore(saves_path())
    assert store.issue is not None and store.issue.problem is StorageProblem.UNWRITABLE
    assert asides(saves_path().parent) == []
    saved = store.unfinished()
    assert saved is not None and saved.log == tuple(table.state.log)
    again = Resumed(store, saved)
    again.play(1)
    wal.rmdir()
    again.play(1)
    assert again.recorder.all_saved()
    store.close()
    assert resumed_log(saves_path()) == tuple(again.state.log)


def test_a_schema_being_made_by_another_copy_is_waited_for_not_judged_corrupt() -> None:
    """R3-3, made certain: the second copy found an empty file whose schema the first was writing."""
    import sqlite3
    import threading

    from uno_access.storage.saves import _SCHEMA, SCHEMA_VERSION

    path = saves_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    first = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    first.execute("PRAGMA journal_mode = WAL")
    first.execute("BEGIN IMMEDIATE")
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            first.execute(statement)
    first.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    timer = threading.Timer(0.3, lambda: first.execute("COMMIT"))
    timer.start()
    store = SaveStore(path)
    timer.join()
    first.close()
    assert store.issue is None, store.issue
    assert asides(path.parent) == []
    match_id = store.start_match(meta())
    assert store.load(match_id).status is MatchStatus.PLAYING
    store.close()


def _race_one(home: str, seed: int, barrier: object, results: object) -> None:
    """One copy of the game on ``home``: start at the barrier, play 15 moves, say what it said."""
    os.environ[HOME_ENV] = home
    lines: list[str] = []
    try:
        barrier.wait()  # type: ignore[attr-defined]
        store = SaveStore(saves_path())
        if store.issue is not None:
            lines.append(f"issue {store.issue}")
        table = Table(store, seed)
        table.play(15)
        saved = table.recorder.all_saved()
        store.close()
        results.put((seed, table.match_id, [encode(entry) for entry in table.state.log], saved,  # type: ignore[attr-defined]
                     lines + table.lines))
    except BaseException as error:  # noqa: BLE001 - the parent reports it
        results.put((seed, 0, [], False, [repr(error)]))  # type: ignore[attr-defined]


def encode(entry: tuple) -> tuple:
    from uno_access.storage import encode_action

    return (entry[0], encode_action(entry[1]))


def stored_logs(path: Path) -> dict[int, list[tuple]]:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        logs: dict[int, list[tuple]] = {}
        for match_id, player, action in conn.execute("SELECT match_id, player, action FROM actions ORDER BY match_id, seq"):
            logs.setdefault(match_id, []).append((player, action))
        return logs
    finally:
        conn.close()


def test_two_copies_started_at_the_same_moment_on_an_empty_folder_each_save_their_match(tmp_path: Path) -> None:
    """R3-3: two real processes, released together on an empty folder, twenty times."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    for run in range(RACES):
        home = tmp_path / f"race-{run}"
        barrier = context.Barrier(2)
        results = context.Queue()
        copies = [context.Process(target=_race_one, args=(str(home), seed, barrier, results)) for seed in (5, 6)]
        for copy in copies:
            copy.start()
        outcomes = [results.get(timeout=120) for _ in copies]
        for copy in copies:
            copy.join(timeout=60)
        for seed, _match_id, _log, saved, lines in outcomes:
            assert saved and lines == [], (run, seed, lines)
        assert sorted(path.name for path in home.iterdir()) == ["saves.db"], run
        logs = stored_logs(home / "saves.db")
        assert {match_id: [tuple(entry) for entry in log] for _, match_id, log, _, _ in outcomes} == logs, run


def copies_serving(home: Path) -> tuple[list[Any], list[Any]]:
    """Two copies of the game (forked processes, seeds 5 and 6) serving :func:`_copy_serving` on ``home``, each
    ready: their pipes and their processes."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    pipes: list[Any] = []
    copies: list[Any] = []
    for seed in (5, 6):
        mine, theirs = context.Pipe()
        copy = context.Process(target=_copy_serving, args=(str(home), seed, theirs))
        copy.start()
        assert mine.recv()[0] == "ready"
        pipes.append(mine)
        copies.append(copy)
    return pipes, copies


def copies_quit(pipes: list[Any], copies: list[Any]) -> list[Any]:
    """Each copy of :func:`copies_serving` quits; their goodbyes (saved, the match's log, the lines said), once
    their processes ended."""
    goodbyes = []
    for pipe in pipes:
        pipe.send(("quit", 0))
        goodbyes.append(pipe.recv())
    for copy in copies:
        copy.join(timeout=60)
    return goodbyes


def _copy_serving(home: str, seed: int, pipe: object) -> None:
    """One copy of the game on ``home`` that plays when told: ``play N``, then ``quit`` (its goodbye)."""
    os.environ[HOME_ENV] = home
    try:
        store = SaveStore(saves_path())
        table = Table(store, seed)
        pipe.send(("ready", table.match_id))  # type: ignore[attr-defined]
        while True:
            command, count = pipe.recv()  # type: ignore[attr-defined]
            if command == "play":
                table.play(count)
                pipe.send(("played", list(table.lines)))  # type: ignore[attr-defined]
            else:
                saved = table.recorder.all_saved()
                store.close()
                pipe.send((saved, [encode(entry) for entry in table.state.log], table.lines))  # type: ignore[attr-defined]
                return
    except BaseException as error:  # noqa: BLE001 - the parent reports it
        pipe.send(("error", repr(error)))  # type: ignore[attr-defined]


def test_two_copies_and_the_file_deleted_once_write_it_once_and_lose_nothing(tmp_path: Path) -> None:
    """R3-2: each copy moved the other's file aside on every move; "Match saved" was said for 3 of 17 moves."""
    for run in range(RACES):
        home = tmp_path / f"two-{run}"
        pipes, copies = copies_serving(home)
        for pipe in pipes:
            pipe.send(("play", 1))
            assert pipe.recv()[0] == "played"
        for name in ("saves.db",) if run % 2 == 0 else ("saves.db", "saves.db-wal", "saves.db-shm"):
            (home / name).unlink(missing_ok=True)
        for _ in range(5):
            for pipe in pipes:
                pipe.send(("play", 1))
                answer = pipe.recv()
                assert answer[0] == "played", answer
        goodbyes = copies_quit(pipes, copies)
        logs = stored_logs(home / "saves.db")
        for (saved, log, lines), match_id in zip(goodbyes, (1, 2)):
            assert saved, (run, lines)  # "Match saved" ...
            assert logs[match_id] == [tuple(entry) for entry in log], run  # ... and it is, every move
            assert sum("written again" in line for line in lines) <= 1, (run, lines)
        assert sum("written again" in line for _, _, lines in goodbyes for line in lines) == 1, run
        assert sorted(path.name for path in home.iterdir()) == ["saves.db"], run  # nothing aside, no orphan


def test_another_program_holding_the_write_lock_costs_a_line_not_a_freeze() -> None:
    """R3-11: each move waited 5 s twice, silently, then "Cannot save: write refused."."""
    import sqlite3

    store, table = played(3)
    other = sqlite3.connect(saves_path(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a database browser, a copy stopped mid-write
    try:
        table.play(2)
        assert table.lines == ["Save file busy (another program):", "moves kept in memory,",
                               "saved when it is free."], table.lines
        assert not store.saving
    finally:
        other.execute("ROLLBACK")
        other.close()
    table.play(1)
    assert table.lines[-1] == "Saving works again, nothing lost."
    assert table.recorder.all_saved()
    # Held again at goodbye: the goodbye waits longer than a move for it to be free, then says saved.
    import threading

    other = sqlite3.connect(saves_path(), isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    table.play(1)
    assert not store.saving
    timer = threading.Timer(0.3, lambda: other.execute("ROLLBACK"))
    timer.start()
    assert table.recorder.all_saved()
    timer.join()
    other.close()
    assert_resumes_whole(store, table)
    fr = Translator("fr")
    from uno_access.storage import StorageIssue

    line = fr("storage-problem-busy", **StorageIssue(StorageProblem.BUSY, detail="locked").message_args)
    assert "occupé" in line and all(len(part) <= 40 for part in line.splitlines()), line


def test_a_file_damaged_in_place_is_said_damaged_not_replaced() -> None:
    """R3-16: a file damaged where it is was announced "Saves file replaced"."""
    store, table = played(6)
    store.connection_for_stats().execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with open(saves_path(), "r+b") as file:
        file.seek(100)
        file.write(os.urandom(3000))
    table.play(3)
    assert table.recorder.all_saved()
    assert not any("replaced" in line for line in table.lines), table.lines
    assert any(line.startswith("Saves file damaged") for line in table.lines), table.lines
    assert_resumes_whole(store, table)


def test_a_deleted_file_written_again_leaves_no_orphan_wal_behind() -> None:
    """R3-16: every repair left saves.db-wal.orphan-* and saves.db-shm.orphan-* (32 KB each)."""
    store, table = played(4)
    saves_path().unlink()
    table.play(2)
    assert table.recorder.all_saved()
    store.close()
    assert sorted(path.name for path in saves_path().parent.iterdir()) == ["saves.db"]


def test_a_repair_at_goodbye_is_said() -> None:
    """R3-16: a file written again by the goodbye's check was not announced."""
    store, table = played(4)
    saves_path().unlink()
    assert table.recorder.all_saved()
    assert table.lines == ["Saves file gone: written again."], table.lines
    store.close()


def test_the_goodbye_when_not_saved_says_goodbye_once() -> None:
    """R3-16: "Goodbye." then "Match not saved. Goodbye."."""
    for lang, word in (("en", "Goodbye"), ("fr", "Au revoir")):
        assert word not in Translator(lang)("storage-not-saved-goodbye")


def test_sqlite_errors_are_judged_by_their_code_not_their_words(tmp_path: Path) -> None:
    """Only SQLITE_CORRUPT and SQLITE_NOTADB mean a damaged file; a full disk, a lock, a missing table do not."""
    import sqlite3

    from uno_access.storage import ErrorKind, error_kind

    def raised(action: object) -> BaseException:
        try:
            action()  # type: ignore[operator]
        except (sqlite3.Error, OSError) as error:
            return error
        raise AssertionError("no error")

    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"x" * 4096)
    assert error_kind(raised(lambda: sqlite3.connect(garbage).execute("SELECT 1 FROM t"))) is ErrorKind.DAMAGED

    full = sqlite3.connect(tmp_path / "full.db", isolation_level=None)
    full.execute("CREATE TABLE t (x)")
    full.execute("PRAGMA max_page_count = 3")  # SQLite's own "database or disk is full"
    error = raised(lambda: full.execute("INSERT INTO t VALUES (zeroblob(100000))"))
    assert error.sqlite_errorname == "SQLITE_FULL" and error_kind(error) is ErrorKind.REFUSED  # type: ignore[attr-defined]

    other = sqlite3.connect(tmp_path / "full.db", isolation_level=None, timeout=0)
    full.execute("BEGIN IMMEDIATE")
    assert error_kind(raised(lambda: other.execute("BEGIN IMMEDIATE"))) is ErrorKind.BUSY
    full.execute("ROLLBACK")
    assert error_kind(raised(lambda: other.execute("CREATE TABLE t (x)"))) is ErrorKind.REFUSED  # "already exists"
    assert error_kind(OSError(28, "No space left on device")) is ErrorKind.REFUSED


def test_a_disk_full_for_sqlite_mid_match_keeps_the_file_and_catches_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLITE_FULL without root: the file's page limit reached; nothing moved, every move written later."""
    store, table = played(4)
    conn = store.connection_for_stats()
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    inode = saves_path().stat().st_ino
    for _ in range(400):  # until a move needs a page more
        table.play(1)
        if table.lines or table.state.is_match_over:
            break
    assert table.lines[:1] == ["Cannot save: disk full."], table.lines
    table.play(3)
    assert saves_path().stat().st_ino == inode and asides(saves_path().parent) == []
    conn.execute("PRAGMA max_page_count = 1000000")
    table.play(1)
    assert table.lines[-1] == "Saving works again, nothing lost."
    assert table.recorder.all_saved()
    assert_resumes_whole(store, table)


def test_a_match_begun_in_memory_takes_a_free_number_when_the_file_gave_its_own_away(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The saves could not be read at start (nothing offered): the new match, numbered 1 in memory,
    is written as match 2 beside the file's match 1, which is left as it was."""
    old, table = played(3)
    old.close()
    wal = Path(f"{saves_path()}-wal")
    wal.mkdir()  # the file cannot be opened for now
    from uno_access.storage import saves as saves_module

    monkeypatch.setattr(SaveStore, "_snapshot", lambda self: saves_module._empty_database())
    store = SaveStore(saves_path())
    assert store.issue is not None and store.issue.problem is StorageProblem.UNWRITABLE
    new = Table(store, seed=9)
    assert new.match_id == table.match_id  # the same number, for now
    new.play(2)
    wal.rmdir()
    new.play(2)
    assert new.recorder.all_saved()
    store.close()
    check = SaveStore(saves_path())
    assert check.load(table.match_id).log == tuple(table.state.log)  # untouched
    (other,) = [match_id for match_id in check.matches() if match_id != table.match_id]
    assert check.load(other).log == tuple(new.state.log) and check.load(other).meta.seed == 9
    check.close()


def test_a_write_lock_held_when_a_new_match_starts_costs_a_line_then_it_is_saved() -> None:
    """R3-11 at the start of a match: begun in memory after a short wait, said busy, written when free."""
    import sqlite3

    store = SaveStore(saves_path())
    store.close()
    other = sqlite3.connect(saves_path(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        store = SaveStore(saves_path())
        assert store.issue is None  # reading is not blocked
        table = Table(store)
        table.play(3)
        assert table.lines == ["Save file busy (another program):", "moves kept in memory,",
                               "saved when it is free."], table.lines
    finally:
        other.execute("ROLLBACK")
        other.close()
    table.play(1)
    assert table.lines[-1] == "Saving works again, nothing lost."
    assert table.recorder.all_saved()
    assert_resumes_whole(store, table)


def test_the_file_deleted_between_two_matches_is_said_at_the_first_move() -> None:
    """A file written again when a new match begins is said, as a move's repair is."""
    store, first = played(3)
    first.recorder.all_saved()
    saves_path().unlink()
    second = Table(store, seed=8)
    assert second.lines == []
    second.play(1)
    assert second.lines[0] == "Saves file gone: written again.", second.lines
    assert second.recorder.all_saved() and first.recorder.all_saved()
    store.close()


def test_a_match_resumed_while_the_file_refused_and_left_without_a_move_is_said_saved() -> None:
    """No move since a refusing start: at goodbye the file accepts again and holds every move: "saved"."""
    store, table = played(3)
    store.close()
    wal = Path(f"{saves_path()}-wal")
    wal.mkdir()
    store = SaveStore(saves_path())
    saved = store.unfinished()
    assert saved is not None
    again = Resumed(store, saved)
    assert again.recorder.all_saved()  # still refused, but the file holds every move (read apart)
    wal.rmdir()
    assert again.recorder.all_saved()
    assert again.lines == []
    again.play(1)  # "Cannot save" was said at start: its end is said too
    assert again.lines == ["Saving works again, nothing lost."], again.lines
    store.close()
