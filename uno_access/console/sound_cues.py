"""Which sound a burst of events plays, for one player: at most one of each kind, in the order they happened.

The sound says what happened before any word does; whether it is good or bad
news depends on whose it is (a penalty is the player's own, a round is won by
the player or their team, or lost).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import engine as e
from ..sounds.earcons import Earcon

#: Cards taken as a penalty: a sound of their own when they are the player's.
_PENALTIES = frozenset({
    e.DrawReason.CHALLENGE_LOST, e.DrawReason.BLUFF_CAUGHT, e.DrawReason.UNO_PENALTY, e.DrawReason.CONFUSION,
    e.DrawReason.QUICKOS,
})


def _cue(event: e.Event, viewer: int, same_side: Callable[[int], bool]) -> Earcon | None:
    """The sound of one event for ``viewer``, or None (their own plays, turns, lists make none)."""
    kind = event.__class__
    if kind is e.CardPlayed:
        return None if event.player == viewer else Earcon.CARD_PLAYED  # type: ignore[attr-defined]
    if kind is e.CardsDrawn:
        if event.player == viewer and event.reason in _PENALTIES:  # type: ignore[attr-defined]
            return Earcon.PENALTY
        return Earcon.CARD_DRAWN
    if kind is e.UnoCalled:
        return Earcon.UNO
    if kind is e.UnoMissed:
        return None if event.player == viewer else Earcon.WINDOW  # type: ignore[attr-defined]
    if kind is e.UnoCaught:
        return None  # the penalty cards that follow say it
    if kind is e.Challenged or kind is e.ChallengeOffered:
        return Earcon.CHALLENGE
    if kind.__name__ == "RobotSpoke":
        return Earcon.RULE_CHANGE  # UNO Robot: a rule changes, for everyone
    if kind.__name__ == "WheelSpun":
        return Earcon.WHEEL  # UNO Wizz: the wheel spins, for everyone
    if kind is e.RoundEnded:
        return Earcon.ROUND_WON if same_side(event.winner) else Earcon.ROUND_LOST  # type: ignore[attr-defined]
    if kind is e.MatchEnded:
        return Earcon.ROUND_WON if any(same_side(w) for w in event.winners) else Earcon.ROUND_LOST  # type: ignore[attr-defined]
    return None


def burst_sounds(events: Iterable[e.Event], viewer: int, same_side: Callable[[int], bool] | None = None) -> list[Earcon]:
    """The sounds of a burst of events for ``viewer``: each kind once, in the order of its first event.

    >>> red5, red6 = e.Card(e.Color.RED, e.Rank.FIVE), e.Card(e.Color.RED, e.Rank.SIX)
    >>> burst_sounds([e.CardPlayed(1, red5, 6), e.CardPlayed(2, red6, 5), e.UnoCalled(3)], viewer=0)
    [<Earcon.CARD_PLAYED: 'card-played'>, <Earcon.UNO: 'uno'>]
    """
    side = same_side or (lambda player: player == viewer)
    sounds: list[Earcon] = []
    for event in events:
        sound = _cue(event, viewer, side)
        if sound is not None and sound not in sounds:
            sounds.append(sound)
    if Earcon.ROUND_WON in sounds or Earcon.ROUND_LOST in sounds:
        # The end of a round is the news; the cards before it are heard in its words.
        sounds = [sound for sound in sounds if sound in (Earcon.ROUND_WON, Earcon.ROUND_LOST, Earcon.PENALTY)]
    return sounds
