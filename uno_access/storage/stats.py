"""Statistics: rounds and matches played and won, best and average scores.

Counted by :meth:`SaveStore.append` from the engine's ``RoundEnded`` and
``MatchEnded`` events, in the same transaction as the action that ended the
round, so a kill never counts a round twice or loses it; read here as
numbers, per rule preset and bot level, and rendered by :func:`stats_lines`
with the ``storage-stats-…`` messages.

Scores are the human's final match scores.  With lowest-wins scoring
(``Scoring.LOWEST_WINS``) the best score is the lowest one; groups mixing the
two schools keep them apart because a preset has one school.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from .saves import MatchStatus, SaveStore
from .settings import SPECS


@dataclass(frozen=True)
class GroupStats:
    """The figures of one rule preset and bot level (or of everything)."""

    preset: str | None
    bot_level: str | None
    rounds_played: int = 0
    rounds_won: int = 0
    matches_played: int = 0
    matches_won: int = 0
    matches_abandoned: int = 0
    best_score: int | None = None
    average_score: float | None = None
    lowest_wins: bool = False

    @property
    def is_empty(self) -> bool:
        return not (self.rounds_played or self.matches_played or self.matches_abandoned)


@dataclass(frozen=True)
class StatsReport:
    """All statistics: one group per (preset, bot level) played, and the total."""

    groups: tuple[GroupStats, ...]
    total: GroupStats


def read_stats(store: SaveStore) -> StatsReport:
    """Read the statistics of every match the human played (bots-only matches are not counted)."""
    with store.locked():
        conn = store.connection_for_stats()
        try:
            rounds = conn.execute(
                "SELECT m.preset, m.level, COUNT(*), COALESCE(SUM(r.won), 0) FROM rounds r"
                " JOIN matches m ON m.id = r.match_id WHERE m.human_seat IS NOT NULL"
                " GROUP BY m.preset, m.level"
            ).fetchall()
            matches = conn.execute(
                "SELECT preset, level, lowest_wins, status, COUNT(*), COALESCE(SUM(won), 0),"
                " MAX(final_score), MIN(final_score), AVG(final_score)"
                " FROM matches WHERE human_seat IS NOT NULL AND status IN (?, ?)"
                " GROUP BY preset, level, lowest_wins, status",
                (MatchStatus.FINISHED.value, MatchStatus.ABANDONED.value),
            ).fetchall()
        except sqlite3.Error:
            rounds, matches = [], []
    figures: dict[tuple[str, str], dict[str, object]] = {}

    def group(preset: str, level: str) -> dict[str, object]:
        return figures.setdefault(
            (preset, level),
            {
                "rounds_played": 0,
                "rounds_won": 0,
                "matches_played": 0,
                "matches_won": 0,
                "matches_abandoned": 0,
                "best_score": None,
                "average_score": None,
                "lowest_wins": False,
            },
        )

    for preset, level, played, won in rounds:
        entry = group(preset, level)
        entry["rounds_played"] = int(played)
        entry["rounds_won"] = int(won)
    for preset, level, lowest_wins, status, count, won, highest, lowest, average in matches:
        entry = group(preset, level)
        if status == MatchStatus.ABANDONED.value:
            entry["matches_abandoned"] = int(entry["matches_abandoned"]) + int(count)  # type: ignore[call-overload]
            continue
        entry["matches_played"] = int(count)
        entry["matches_won"] = int(won)
        entry["lowest_wins"] = bool(lowest_wins)
        entry["best_score"] = int(lowest if lowest_wins else highest) if highest is not None else None
        entry["average_score"] = float(average) if average is not None else None
    groups = tuple(
        GroupStats(preset, level, **entry)  # type: ignore[arg-type]
        for (preset, level), entry in sorted(figures.items())
    )
    return StatsReport(groups, _total(groups))


def _total(groups: tuple[GroupStats, ...]) -> GroupStats:
    played = sum(g.matches_played for g in groups)
    scored = [g for g in groups if g.average_score is not None]
    average = (
        sum((g.average_score or 0.0) * g.matches_played for g in scored) / played
        if played and scored
        else None
    )
    schools = {g.lowest_wins for g in scored}
    best: int | None = None
    if len(schools) == 1:  # a best score across both schools would mean nothing
        bests = [g.best_score for g in scored if g.best_score is not None]
        if bests:
            best = min(bests) if schools == {True} else max(bests)
    return GroupStats(
        None,
        None,
        rounds_played=sum(g.rounds_played for g in groups),
        rounds_won=sum(g.rounds_won for g in groups),
        matches_played=played,
        matches_won=sum(g.matches_won for g in groups),
        matches_abandoned=sum(g.matches_abandoned for g in groups),
        best_score=best,
        average_score=average,
        lowest_wins=schools == {True},
    )


#: ``t(message_id, **args) -> str``, e.g. :class:`uno_access.i18n.Translator`.
Translate = Callable[..., str]


def stats_lines(report: StatsReport, t: Translate) -> list[str]:
    """The lines ``stats`` reads aloud: the total first, then one block per preset and level.

    Each line holds one fact, key fact first; numbers are given to Fluent as
    numbers so plurals agree.
    """
    if report.total.is_empty:
        return [t("storage-stats-none")]
    lines = _group_lines(report.total, t)
    if len(report.groups) > 1:
        for group in report.groups:
            lines.append(t("storage-stats-group", preset=_preset(group.preset, t), level=_level(group.bot_level, t)))
            lines.extend(_group_lines(group, t))
    else:
        only = report.groups[0]
        lines.insert(0, t("storage-stats-group", preset=_preset(only.preset, t), level=_level(only.bot_level, t)))
    return lines


def _preset(preset: str | None, t: Translate) -> str:
    """The rule preset's localized name (the settings' label), or its name."""
    return SPECS["rules"].value_label(preset or "", t)


def _level(level: str | None, t: Translate) -> str:
    """The bots' level in words; a level without a message (``random``) is said as it is."""
    message_id = f"storage-stats-level-{level}"
    label = t(message_id)
    return (level or "") if label == message_id else label


def _group_lines(group: GroupStats, t: Translate) -> list[str]:
    lines = [
        t("storage-stats-matches", played=group.matches_played, won=group.matches_won),
        t("storage-stats-rounds", played=group.rounds_played, won=group.rounds_won),
    ]
    if group.matches_abandoned:
        lines.append(t("storage-stats-abandoned", count=group.matches_abandoned))
    if group.best_score is not None:
        message = "storage-stats-best-lowest" if group.lowest_wins else "storage-stats-best"
        lines.append(t(message, score=group.best_score))
    if group.average_score is not None:
        lines.append(t("storage-stats-average", score=round(group.average_score)))
    return lines
