"""Rule 5, UNO: calling it with the second-to-last card, and catching a missed call."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    CALL_UNO,
    DRAW,
    CardPlayed,
    CardsDrawn,
    CatchUno,
    Color,
    DrawReason,
    IllegalAction,
    Play,
    Reason,
    UnoCalled,
    UnoCaught,
    UnoMissed,
)

from .conftest import card, cards, deal, snapshot

PILE = "b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4"


def _refused(state: object, player: int, action: object, reason: Reason) -> None:
    before = snapshot(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as refused:
        state.apply(player, action)  # type: ignore[attr-defined]
    assert refused.value.reason is reason
    assert snapshot(state) == before  # type: ignore[arg-type]


def test_uno_called_as_part_of_the_play() -> None:
    """official-rules-fr.txt: "Lorsqu'un joueur pose son avant-dernière carte, il doit crier « UNO »"."""
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    events = state.apply(0, Play(card("r5"), uno=True))
    assert events[0] == CardPlayed(0, card("r5"), 1, uno_called=True)
    assert not any(isinstance(event, UnoMissed) for event in events)
    assert state.uno_catchable is None
    assert state.view_for(1).uno_called == frozenset({0})
    assert all(not isinstance(action, CatchUno) for action in state.legal_actions(2))
    _refused(state, 2, CatchUno(0), Reason.NOTHING_TO_CATCH)


def test_uno_called_just_before_the_play() -> None:
    """braille-uno-rules-fr.txt: "On doit normalement annoncer UNO en jouant son avant-dernière carte, avant
    qu'elle ne soit posée sur le talon." """
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    assert CALL_UNO in state.legal_actions(0)
    assert state.apply(0, CALL_UNO) == [UnoCalled(0)]
    assert CALL_UNO not in state.legal_actions(0)
    events = state.apply(0, Play(card("r5")))
    assert events[0] == CardPlayed(0, card("r5"), 1, uno_called=True)
    assert state.uno_catchable is None


def test_uno_cannot_be_called_with_more_than_two_cards_or_out_of_turn() -> None:
    state = deal(["r5 r6 r8", "y1 y2 y3", "g1 g2 g3"], "r7", PILE)
    assert CALL_UNO not in state.legal_actions(0)
    _refused(state, 0, CALL_UNO, Reason.UNO_NOT_NOW)
    _refused(state, 1, CALL_UNO, Reason.UNO_NOT_NOW)


def test_a_missed_uno_is_caught_by_any_opponent_for_two_cards() -> None:
    """official-rules-fr.txt: "S'il ne le fait pas et que c'est un autre joueur qui lui en fait la remarque,
    il doit prendre 2 nouvelles cartes dans la pioche." Any opponent may catch, out of turn."""
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    events = state.apply(0, Play(card("r5")))
    assert UnoMissed(0) in events and state.uno_catchable == 0
    assert CatchUno(0) in state.legal_actions(1)
    assert CatchUno(0) in state.legal_actions(2), "not only the next player"
    assert CALL_UNO in state.legal_actions(0), "the forgetter may still say it"
    events = state.apply(2, CatchUno(0))
    assert events == [UnoCaught(catcher=2, target=0), CardsDrawn(0, 2, tuple(cards("b2 b3")), DrawReason.UNO_PENALTY)]
    assert len(state.hands[0]) == 3
    assert state.current_player == 1, "catching is not a turn"
    _refused(state, 1, CatchUno(0), Reason.NOTHING_TO_CATCH)


def test_the_uno_penalty_is_a_rule_option() -> None:
    from uno_access.engine import RuleSet

    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE, rules=RuleSet.preset("official").replace(uno_penalty=4))
    state.apply(0, Play(card("r5")))
    state.apply(1, CatchUno(0))
    assert len(state.hands[0]) == 1 + 4


def test_nobody_catches_themselves() -> None:
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    state.apply(0, Play(card("r5")))
    assert all(not isinstance(action, CatchUno) for action in state.legal_actions(0))
    _refused(state, 0, CatchUno(0), Reason.INVALID_TARGET)
    _refused(state, 1, CatchUno(2), Reason.NOTHING_TO_CATCH)


def test_the_window_closes_when_the_next_player_plays() -> None:
    """braille-uno-rules-fr.txt: "si l'un d'entre eux le remarque avant que le joueur suivant ne joue
    (c'est-à-dire joue sa carte ou tire une carte de la pioche)"."""
    state = deal(["r5 r6", "y1 r2", "g1 g2"], "r7", PILE)
    state.apply(0, Play(card("r5")))
    state.apply(1, Play(card("r2"), uno=True))
    assert state.uno_catchable is None
    assert all(not isinstance(action, CatchUno) for action in state.legal_actions(2))
    _refused(state, 2, CatchUno(0), Reason.NOTHING_TO_CATCH)


def test_the_window_closes_when_the_next_player_draws() -> None:
    """"... (c'est-à-dire joue sa carte ou tire une carte de la pioche)"."""
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    state.apply(0, Play(card("r5")))
    state.apply(1, DRAW)
    _refused(state, 2, CatchUno(0), Reason.NOTHING_TO_CATCH)


def test_the_window_stays_open_while_the_forgetter_names_a_colour() -> None:
    """Naming the colour of a Joker is part of the same play: the next player has not played yet."""
    state = deal(["wild r6", "y1 y2", "g1 g2"], "r7", PILE)
    state.apply(0, Play(card("wild")))
    assert CatchUno(0) in state.legal_actions(1)
    from uno_access.engine import ChooseColor

    state.apply(0, ChooseColor(Color.YELLOW))
    assert CatchUno(0) in state.legal_actions(2)


def test_a_late_call_before_being_caught_is_safe() -> None:
    """The forgetter may still say UNO until someone catches them; then there is nothing to catch."""
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", PILE)
    state.apply(0, Play(card("r5")))
    assert state.apply(0, CALL_UNO) == [UnoCalled(0)]
    assert state.uno_catchable is None
    _refused(state, 1, CatchUno(0), Reason.NOTHING_TO_CATCH)


def test_a_caught_player_must_call_again_the_next_time() -> None:
    """After a penalty the player has more than one card again: going down to one card needs a new call."""
    state = deal(["r5 r6", "y1 y2"], "r7", "r3 r4 b8 b9", dealer=1)
    state.apply(0, Play(card("r5")))
    state.apply(1, CatchUno(0))  # 0 draws r3 r4: r6 r3 r4
    state.apply(1, DRAW)  # b8 cannot be played on a red 5: the turn passes
    state.apply(0, Play(card("r6")))
    state.apply(1, DRAW)  # b9 cannot be played on a red 6 either
    events = state.apply(0, Play(card("r3")))
    assert UnoMissed(0) in events and state.uno_catchable == 0


def test_a_call_does_not_carry_over_after_drawing_cards() -> None:
    """A player who said UNO then had to draw (+2) says it again when back down to one card."""
    state = deal(["r5 r6 r8 r9", "r1 r+2 r3 r4"], "r7", "r2 b3 b4 g5 g6", dealer=1)
    for player, code in ((0, "r5"), (1, "r1"), (0, "r6"), (1, "r3")):
        state.apply(player, Play(card(code)))
    state.apply(0, Play(card("r8"), uno=True))
    assert state.view_for(1).uno_called == frozenset({0})
    state.apply(1, Play(card("r+2"), uno=True))  # 0 draws r2 b3 and is skipped
    assert state.view_for(1).uno_called == frozenset({1})
    state.apply(1, DRAW)  # b4 cannot be played on red: the turn passes
    state.apply(0, Play(card("r9")))
    state.apply(1, DRAW)  # g5 cannot be played: the turn passes
    assert state.hands[0] == cards("r2 b3")
    assert CALL_UNO in state.legal_actions(0)
    events = state.apply(0, Play(card("r2")))
    assert UnoMissed(0) in events


def test_in_two_players_the_forgetters_next_play_closes_the_window() -> None:
    """With two players a skip gives the forgetter the next turn: "avant que le joueur suivant ne joue" —
    the next player is the forgetter. Once they draw, they no longer hold one card: nothing to catch."""
    state = deal(["rskip b6", "y1 y2"], "r7", "g5 g6 g7", dealer=1)
    events = state.apply(0, Play(card("rskip")))
    assert UnoMissed(0) in events and state.current_player == 0
    assert CatchUno(0) in state.legal_actions(1), "caught before their next play"
    state.apply(0, DRAW)  # g5: cannot be played, the turn passes
    assert len(state.hands[0]) == 2
    assert state.uno_catchable is None
    assert all(not isinstance(action, CatchUno) for action in state.legal_actions(1))
    assert state.legal_actions(0).count(CALL_UNO) <= 1
    _refused(state, 1, CatchUno(0), Reason.NOTHING_TO_CATCH)
