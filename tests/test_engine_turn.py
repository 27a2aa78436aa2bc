"""Rule 3, a turn: what may be played, drawing instead of playing, and refused actions."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    ACCEPT,
    CALL_UNO,
    DRAW,
    NEXT_ROUND,
    PASS,
    PRESETS,
    CardPlayed,
    CardsDrawn,
    CatchUno,
    ChallengeOffered,
    ChooseColor,
    ChooseTarget,
    Color,
    ColorChosen,
    DrawnCardPlayable,
    DrawReason,
    Game,
    IllegalAction,
    Phase,
    Play,
    Reason,
    RuleSet,
    TurnPassed,
    TurnStarted,
)

from .conftest import card, cards, deal, snapshot


def _plays(state: object, player: int) -> list[object]:
    return [action.card for action in state.legal_actions(player) if isinstance(action, Play)]  # type: ignore[attr-defined]


def test_play_a_card_of_the_same_colour_number_or_symbol() -> None:
    """official-rules-fr.txt: "Il recouvre la carte visible du talon avec une carte de la même couleur.
    Ou alors il choisit une carte ayant le même numéro ou le même symbole." """
    state = deal(["g2 r9 bskip y9 b4", "r1 r2 r3 r4 r5"], "g5")
    assert _plays(state, 0) == cards("g2")
    state.apply(0, Play(card("g2")))
    state.apply(1, Play(card("r2")))  # the same number
    assert _plays(state, 0) == cards("r9")  # the same colour
    state = deal(["r1 r2 r3 r4 r5", "g2 r9 bskip y9 b4"], "gskip")  # player 0 is skipped
    assert _plays(state, 1) == cards("g2 bskip")  # the same colour, or the same symbol
    state = deal(["g2 r9 bskip y9 b4", "r1 r2 r3 r4 r5"], "g9")
    assert _plays(state, 0) == cards("r9 y9 g2")


def test_a_joker_can_always_be_played() -> None:
    """official-rules-fr.txt, "Carte « Joker »": "la carte peut être utilisée après n'importe quelle
    autre carte, même si le joueur peut jouer d'autres cartes." """
    state = deal(["r5 wild b1", "g1 g2 g3"], "r7")
    assert card("wild") in _plays(state, 0)
    events = state.apply(0, Play(card("wild"), color=Color.BLUE))
    assert ColorChosen(0, Color.BLUE) in events
    assert state.color is Color.BLUE and state.current_player == 1
    assert card("g1") not in _plays(state, 1)


def test_a_joker_without_a_colour_asks_for_one() -> None:
    """The colour may be named with the play or just after it: "il annoncera son choix en jouant la carte"."""
    state = deal(["r5 wild b1", "g1 g2 g3"], "r7")
    state.apply(0, Play(card("wild")))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    assert state.legal_actions(0) == [ChooseColor(color) for color in Color]
    state.apply(0, ChooseColor(Color.GREEN))
    assert state.color is Color.GREEN and state.current_player == 1
    assert card("g1") in _plays(state, 1)


def test_a_joker_may_keep_the_colour_in_play() -> None:
    """official-rules-fr.txt: "le joueur peut décider de changer de couleur ou de continuer avec la couleur
    qui lui est demandée"."""
    state = deal(["r5 wild b1", "r1 g2 g3"], "r7")
    state.apply(0, Play(card("wild"), color=Color.RED))
    assert card("r1") in _plays(state, 1)


def test_a_draw_four_may_be_played_as_a_bluff() -> None:
    """official-rules-fr.txt: "L'utilisation de la carte « +4 » se fait uniquement lorsque le joueur ne
    dispose d'aucune carte de la couleur qui lui est demandée" — but, as at a real table, a player may
    bluff and risk a challenge (braille-uno-rules-fr.txt: "il est donc possible de bluffer")."""
    state = deal(["r5 +4 b1", "g1 g2 g3"], "r7")
    assert card("+4") in _plays(state, 0)
    events = state.apply(0, Play(card("+4"), color=Color.BLUE))
    assert ChallengeOffered(1, 0) in events
    assert state.phase is Phase.CHALLENGE and state.current_player == 1


def test_a_player_may_draw_instead_of_playing_a_playable_card() -> None:
    """official-rules-fr.txt: "Un joueur peut volontairement décider de ne pas jouer une carte. Dans ce cas,
    il en sélectionne une dans la pioche." """
    state = deal(["r5 r6 b1", "g1 g2 g3"], "r7", "y9 y8")
    assert DRAW in state.legal_actions(0)
    events = state.apply(0, DRAW)
    assert events[0] == CardsDrawn(0, 1, (card("y9"),), DrawReason.CHOICE)
    assert TurnPassed(0) in events and TurnStarted(1) in events
    assert state.current_player == 1 and len(state.hands[0]) == 4


def test_after_drawing_only_the_drawn_card_may_be_played() -> None:
    """official-rules-fr.txt: "Si elle peut être utilisée immédiatement, il s'en sert. Cependant, il doit
    veiller à ne pas utiliser une carte qu'il avait déjà en main." """
    state = deal(["r5 r6 b1", "g1 g2 g3"], "r7", "r9 y8")
    events = state.apply(0, DRAW)
    assert DrawnCardPlayable(0, card("r9")) in events
    assert state.phase is Phase.AFTER_DRAW and state.current_player == 0
    assert state.legal_actions(0) == [Play(card("r9")), PASS]
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Play(card("r5")))
    assert refused.value.reason is Reason.ONLY_DRAWN_CARD
    assert snapshot(state) == before
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, DRAW)
    assert refused.value.reason in (Reason.WRONG_PHASE, Reason.ONLY_DRAWN_CARD)
    assert snapshot(state) == before
    state.apply(0, Play(card("r9")))
    assert state.top_card == card("r9") and state.current_player == 1


def test_the_drawn_card_may_be_kept_and_the_turn_passes() -> None:
    """official-rules-fr.txt: "il passe son tour, tout en conservant cette carte comme carte supplémentaire"."""
    state = deal(["r5 r6 b1", "g1 g2 g3"], "r7", "r9 y8")
    state.apply(0, DRAW)
    events = state.apply(0, PASS)
    assert events[0] == TurnPassed(0)
    assert state.current_player == 1 and card("r9") in state.hands[0]


def test_a_drawn_card_that_cannot_be_played_ends_the_turn() -> None:
    """official-rules-fr.txt: "si la carte ne peut être utilisée immédiatement, il passe son tour"."""
    state = deal(["r5 r6 b1", "g1 g2 g3"], "r7", "y9")
    events = state.apply(0, DRAW)
    assert not any(isinstance(event, DrawnCardPlayable) for event in events)
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_drawn_cards_are_hidden_from_the_other_players() -> None:
    """A drawn card is seen by its drawer only; the others learn how many cards were drawn."""
    state = deal(["r5 r6 b1", "g1 g2 g3", "y1 y2 y3"], "r7", "r9 y8")
    events = state.apply(0, DRAW)
    drawn = events[0]
    assert drawn.seen_by(0) == CardsDrawn(0, 1, (card("r9"),), DrawReason.CHOICE)
    for other in (1, 2):
        assert drawn.seen_by(other) == CardsDrawn(0, 1, (), DrawReason.CHOICE)
        assert [event for event in events if event.seen_by(other) is not None and isinstance(event, DrawnCardPlayable)] == []
        view = state.view_for(other)
        assert card("r9") not in view.hand and view.drawn_card is None
        assert view.hand_counts == (4, 3, 3)
    assert state.view_for(0).drawn_card == card("r9")
    assert card("r9") in state.view_for(0).hand


def test_hands_are_hidden_from_the_other_players() -> None:
    """Each player sees their own dealt hand; the others see only its size."""
    state = deal(["r5 r6", "g1 g2", "y1 y2"], "r7")
    from uno_access.engine import HandDealt

    dealt = [event for event in state.events if isinstance(event, HandDealt)]
    for event in dealt:
        for viewer in range(3):
            seen = event.seen_by(viewer)
            assert seen is not None and seen.count == 2
            assert (seen.cards != ()) == (viewer == event.player)
    for viewer in range(3):
        assert list(state.view_for(viewer).hand) == sorted(state.hands[viewer], key=lambda c: c.sort_key())


# ------------------------------------------------------------------ refused actions


def _refused(state: object, player: int, action: object, reason: Reason) -> None:
    """``action`` raises IllegalAction(reason) and the state is exactly as before."""
    before = snapshot(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as refused:
        state.apply(player, action)  # type: ignore[attr-defined]
    assert refused.value.reason is reason, refused.value
    assert snapshot(state) == before  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("player", "action", "reason"),
    [
        (1, Play(card("g1")), Reason.NOT_YOUR_TURN),
        (1, DRAW, Reason.NOT_YOUR_TURN),
        (0, Play(card("b1")), Reason.CARD_DOES_NOT_MATCH),
        (0, Play(card("g9")), Reason.CARD_NOT_IN_HAND),
        (0, Play(card("r5"), color=Color.BLUE), Reason.COLOR_NOT_ALLOWED),
        (0, PASS, Reason.WRONG_PHASE),
        (0, ChooseColor(Color.RED), Reason.WRONG_PHASE),
        (0, ACCEPT, Reason.WRONG_PHASE),
        (0, ChooseTarget(1), Reason.WRONG_PHASE),
        (0, NEXT_ROUND, Reason.WRONG_PHASE),
        (0, CALL_UNO, Reason.UNO_NOT_NOW),
        (5, DRAW, Reason.UNKNOWN_PLAYER),
        (-1, DRAW, Reason.UNKNOWN_PLAYER),
        (0, "draw", Reason.NOT_AVAILABLE),
    ],
)
def test_refused_actions_give_a_reason_and_change_nothing(player: int, action: object, reason: Reason) -> None:
    """An action the rules do not allow is refused with its reason; the game is unchanged."""
    state = deal(["r5 r6 b1", "g1 g2 g3"], "r7", "r9 y8")
    _refused(state, player, action, reason)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("player", [99, -1, "0", None, 1.0])
def test_a_player_who_is_not_a_seat_is_refused_as_such_under_every_edition(preset: str, player: object) -> None:
    """Even where a wrong play costs cards (uno-rapido-fr.txt, "règle de confusion"), a stranger is refused."""
    state = Game(2, RuleSet.preset(preset)).new_match(1)
    if state.phase is Phase.DEAL:  # UNO Olympique: the dealer deals first, as many cards and the way they choose
        state.apply(state.dealer, state.legal_actions(state.dealer)[0])
        state.apply(state.dealer, state.legal_actions(state.dealer)[0])
    seat = state.current_player
    for action in (Play(state.hands[seat][0]), Play(state.hands[seat][0], color=Color.RED), DRAW):
        _refused(state, player, action, Reason.UNKNOWN_PLAYER)  # type: ignore[arg-type]


def test_colour_choice_must_be_a_colour() -> None:
    state = deal(["r5 wild b1", "g1 g2 g3"], "r7")
    state.apply(0, Play(card("wild")))
    try:
        not_a_colour = ChooseColor("red")  # type: ignore[arg-type]
    except TypeError:
        pass  # the compiled engine checks an action's field types when it is built
    else:
        _refused(state, 0, not_a_colour, Reason.COLOR_REQUIRED)  # the Python engine when it is applied
    _refused(state, 0, Play(card("r5")), Reason.WRONG_PHASE)
    _refused(state, 1, ChooseColor(Color.RED), Reason.NOT_YOUR_TURN)


def test_legal_actions_are_for_any_player_in_a_stable_order() -> None:
    """Sorted playable cards (each value once), then Draw, then UNO calls; nothing for a waiting player."""
    state = deal(["wild r5 r5 y7 r2 +4 b7", "g1 g2 g3 g4 g5 g6 g7"], "r7")
    assert state.legal_actions(0) == [
        Play(card("r2")),
        Play(card("r5")),
        Play(card("y7")),
        Play(card("b7")),
        Play(card("wild")),
        Play(card("+4")),
        DRAW,
    ]
    assert state.legal_actions(0) == state.legal_actions(0)
    assert state.legal_actions(1) == []
    assert state.view_for(0).legal_actions == tuple(state.legal_actions(0))


def test_every_listed_action_is_accepted() -> None:
    """What legal_actions lists, apply accepts (on a copy of the state)."""
    state = deal(["wild r5 r5 y7 r2 +4 b7", "g1 g2 g3 g4 g5 g6 g7"], "r7", "r1 r2 r3")
    for action in state.legal_actions(0):
        state.clone().apply(0, action)


def test_a_played_card_is_public() -> None:
    state = deal(["r5 r6 b1", "g1 g2 g3", "y1 y2 y3"], "r7")
    events = state.apply(0, Play(card("r5")))
    assert events[0] == CardPlayed(0, card("r5"), 2)
    assert all(events[0].seen_by(viewer) == events[0] for viewer in range(3))


@pytest.mark.parametrize("seat", [-1, 3, 10])
def test_a_seat_that_does_not_exist_has_no_legal_action(seat: int) -> None:
    """legal_actions answers for any seat; a seat that is not at the table may do nothing (as apply says)."""
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", "b1 b2 b3")
    state.apply(0, Play(card("r5")))  # player 0 forgot UNO: every real opponent may catch them
    assert state.legal_actions(seat) == []
    _refused(state, seat, CatchUno(0), Reason.UNKNOWN_PLAYER)
