"""Statistics: rounds and matches played and won, per bot level and rule preset, best and
average scores; ``stats`` reads them (issue 7)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from uno_access.engine import Game, MatchEnded, RoundEnded, RuleSet, Scoring
from uno_access.i18n import Translator
from uno_access.storage import HOME_ENV, MatchMeta, MatchStatus, SaveStore, Seat, read_stats, saves_path, stats_lines

from .test_storage_saves import step


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


def play_match(
    store: SaveStore, rules: RuleSet, level: str = "normal", seed: int = 1, human: int | None = 0, limit: int = 5000
) -> tuple[list[RoundEnded], MatchEnded | None]:
    seats = tuple(Seat("Vous") if seat == human else Seat(f"Bot {seat}", level, seat) for seat in range(3))
    match_id = store.start_match(MatchMeta(seed=seed, rules=rules, seats=seats, human_seat=human))
    state = Game(3, rules).new_match(seed)
    rng = random.Random(seed)
    rounds: list[RoundEnded] = []
    ended: MatchEnded | None = None
    for _ in range(limit):
        if state.is_match_over:
            break
        player, action = step(state, rng)
        events = state.apply(player, action)
        store.append(match_id, player, action, events)
        rounds += [event for event in events if isinstance(event, RoundEnded)]
        ended = next((event for event in events if isinstance(event, MatchEnded)), ended)
    return rounds, ended


def test_nothing_played_says_so() -> None:
    store = SaveStore(saves_path(), durable=False)
    report = read_stats(store)
    assert report.total.is_empty and report.groups == ()
    assert stats_lines(report, Translator("fr")) == ["Aucune statistique :\npas encore de manche jouée."]


def test_rounds_and_matches_are_counted_from_the_events() -> None:
    store = SaveStore(saves_path(), durable=False)
    rules = RuleSet.preset("official").replace(target_score=120)
    expected_rounds = expected_won = matches_won = 0
    finals = []
    for seed in range(1, 5):
        rounds, ended = play_match(store, rules, seed=seed)
        assert ended is not None
        expected_rounds += len(rounds)
        expected_won += sum(event.winner == 0 for event in rounds)
        matches_won += 0 in ended.winners
        finals.append(ended.scores[0])
    total = read_stats(store).total
    assert (total.rounds_played, total.rounds_won) == (expected_rounds, expected_won)
    assert (total.matches_played, total.matches_won) == (4, matches_won)
    assert total.best_score == max(finals)
    assert total.average_score == pytest.approx(sum(finals) / 4)


def test_groups_by_preset_and_bot_level() -> None:
    store = SaveStore(saves_path(), durable=False)
    play_match(store, RuleSet.preset("official").replace(target_score=60), level="easy", seed=1)
    play_match(store, RuleSet.preset("braille").replace(target_score=60), level="hard", seed=2)
    play_match(store, RuleSet.preset("braille").replace(target_score=60), level="hard", seed=3)
    report = read_stats(store)
    assert [(group.preset, group.bot_level, group.matches_played) for group in report.groups] == [
        ("braille", "hard", 2),
        ("official", "easy", 1),
    ]
    assert report.total.matches_played == 3


def test_with_lowest_wins_the_best_score_is_the_lowest() -> None:
    store = SaveStore(saves_path(), durable=False)
    rules = RuleSet.preset("official").replace(target_score=80, scoring=Scoring.LOWEST_WINS)
    finals = []
    for seed in (1, 2, 3):
        _, ended = play_match(store, rules, seed=seed)
        assert ended is not None
        finals.append(ended.scores[0])
    total = read_stats(store).total
    assert total.lowest_wins and total.best_score == min(finals)
    assert "Meilleur score (le plus bas)" in "\n".join(stats_lines(read_stats(store), Translator("fr")))


def test_an_abandoned_match_is_counted_apart_and_bots_only_matches_not_at_all() -> None:
    store = SaveStore(saves_path(), durable=False)
    rules = RuleSet.preset("official").replace(target_score=100000)
    rounds, _ = play_match(store, rules, seed=4, limit=400)
    left = store.start_match(MatchMeta(seed=9, rules=rules, seats=(Seat("Vous"), Seat("B", "easy", 1))))
    for saved in store.unfinished_matches():  # offered at the next start; the player declines both
        store.abandon(saved.match_id)
    assert store.load(left).status is MatchStatus.ABANDONED
    play_match(store, RuleSet.preset("official").replace(target_score=50), seed=5, human=None)
    total = read_stats(store).total
    assert total.matches_abandoned == 2 and total.matches_played == 0  # the seed-9 match too, left for the bots
    assert total.rounds_played == len(rounds) > 0


def test_a_resumed_match_is_not_counted_twice() -> None:
    rules = RuleSet.preset("official").replace(target_score=150)
    store = SaveStore(saves_path(), durable=False)
    match_id = store.start_match(MatchMeta(seed=3, rules=rules, seats=(Seat("Vous"), Seat("B", "normal", 1))))
    state = Game(2, rules).new_match(3)
    rng = random.Random(3)
    for _ in range(60):
        player, action = step(state, rng)
        store.append(match_id, player, action, state.apply(player, action))
    store.close()
    store = SaveStore(saves_path(), durable=False)
    saved = store.unfinished()
    assert saved is not None
    state = saved.rebuild()  # replaying counts nothing
    rounds = sum(isinstance(event, RoundEnded) for event in state.events)
    while not state.is_match_over:
        player, action = step(state, rng)
        events = state.apply(player, action)
        rounds += sum(isinstance(event, RoundEnded) for event in events)
        store.append(match_id, player, action, events)
    total = read_stats(store).total
    assert (total.rounds_played, total.matches_played) == (rounds, 1)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_stats_read_aloud_one_fact_per_line(lang: str) -> None:
    store = SaveStore(saves_path(), durable=False)
    play_match(store, RuleSet.preset("official").replace(target_score=100), level="hard", seed=2)
    lines = stats_lines(read_stats(store), Translator(lang))
    assert len(lines) >= 4
    for line in lines:
        assert "\n" not in line and "{" not in line and "storage-" not in line
    expected = {"fr": ("Règles officielles, robots difficiles :", "1 partie jouée"),
                "en": ("official rules, hard bots:", "1 match played")}[lang]
    assert lines[0] == expected[0]
    assert lines[1].startswith(expected[1])


def test_french_plurals_agree() -> None:
    t = Translator("fr")
    assert t("storage-stats-matches", played=0, won=0) == "0 partie jouée, 0 gagnée."
    assert t("storage-stats-matches", played=3, won=2) == "3 parties jouées, 2 gagnées."
    assert Translator("en")("storage-stats-rounds", played=1, won=1) == "1 round played, 1 won."
