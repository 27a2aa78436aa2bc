"""Rule 4, challenging a +4: bluff proven, challenge wrong, and who sees the hand."""

from __future__ import annotations

import pytest

from uno_access.engine import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    CardsDrawn,
    Challenged,
    Color,
    DrawReason,
    HandRevealed,
    IllegalAction,
    Phase,
    Play,
    PlayerSkipped,
    Reason,
    RuleSet,
)

from .conftest import card, cards, deal, snapshot

#: Player 0 holds a red card while red is in play: their +4 is a bluff.
BLUFF = ["r5 +4 b1", "g1 g2 g3", "y1 y2 y3"]
#: Player 0 holds no red card while red is in play: their +4 is honest.
HONEST = ["g5 +4 b1", "g1 g2 g3", "y1 y2 y3"]
PILE = "b2 b3 b4 b5 b6 b7 b8 b9"


def _offer(hands: list[str], rules: RuleSet | None = None) -> object:
    state = deal(hands, "r7", PILE, rules=rules)
    state.apply(0, Play(card("+4"), color=Color.GREEN))
    assert state.phase is Phase.CHALLENGE and state.current_player == 1
    return state


def test_the_next_player_may_challenge_or_accept() -> None:
    """official-rules-fr.txt: "Il a la possibilité de mettre au défi le joueur à l'origine de la carte
    « +4 » en lui demandant de présenter toutes ses cartes." """
    state = _offer(BLUFF)
    assert {CHALLENGE, ACCEPT} <= set(state.legal_actions(1))
    assert state.legal_actions(2) == []
    assert state.view_for(1).challenge_from == 0


def test_bluff_proven_the_bluffer_draws_four_and_the_challenger_is_not_penalised() -> None:
    """official-rules-fr.txt: "Soit le joueur à l'origine de la carte « +4 » est un menteur : il est alors
    sanctionné et doit piocher 4 cartes à la place de son adversaire." """
    state = _offer(BLUFF)
    events = state.apply(1, CHALLENGE)
    assert Challenged(challenger=1, target=0, bluff=True) in events
    assert CardsDrawn(0, 4, tuple(cards("b2 b3 b4 b5")), DrawReason.BLUFF_CAUGHT) in events
    assert len(state.hands[0]) == 2 + 4
    assert len(state.hands[1]) == 3, "the challenger draws nothing"
    assert state.current_player == 1 and state.phase is Phase.PLAY, "and plays their turn"
    assert state.color is Color.GREEN, "the +4 and its colour stay"
    assert state.top_card == card("+4")


def test_challenge_wrong_the_challenger_draws_six_and_is_skipped() -> None:
    """official-rules-fr.txt: "Soit le joueur à l'origine de la carte « +4 » est honnête : le joueur suivant
    pioche alors 6 cartes au lieu des 4 qu'il aurait dû piocher normalement." """
    state = _offer(HONEST)
    events = state.apply(1, CHALLENGE)
    assert Challenged(challenger=1, target=0, bluff=False) in events
    assert CardsDrawn(1, 6, tuple(cards("b2 b3 b4 b5 b6 b7")), DrawReason.CHALLENGE_LOST) in events
    assert PlayerSkipped(1) in events
    assert len(state.hands[0]) == 2 and len(state.hands[1]) == 3 + 6
    assert state.current_player == 2


def test_accepting_the_draw_four_draws_four_and_skips() -> None:
    """official-rules-fr.txt: "exiger que le joueur suivant pioche 4 cartes et passe son tour"."""
    state = _offer(BLUFF)
    events = state.apply(1, ACCEPT)
    assert CardsDrawn(1, 4, tuple(cards("b2 b3 b4 b5")), DrawReason.DRAW_FOUR) in events
    assert PlayerSkipped(1) in events
    assert not any(isinstance(event, HandRevealed) for event in events)
    assert state.current_player == 2


def test_the_challenger_alone_sees_the_bluffers_hand() -> None:
    """The challenger "demande de présenter toutes ses cartes": the hand is shown to them, not to the table."""
    state = _offer(BLUFF)
    events = state.apply(1, CHALLENGE)
    revealed = [event for event in events if isinstance(event, HandRevealed)]
    assert revealed == [HandRevealed(player=0, to=1, cards=tuple(cards("r5 b1")))]
    assert revealed[0].seen_by(1) == revealed[0]
    assert revealed[0].seen_by(2) is None
    seen_by_two = [event.seen_by(2) for event in events]
    assert not any(isinstance(event, HandRevealed) for event in seen_by_two)
    # What the bluffer then draws stays hidden from the others, challenger included.
    drawn = next(event for event in events if isinstance(event, CardsDrawn))
    assert drawn.seen_by(1).cards == () and drawn.seen_by(2).cards == ()


def test_the_bluff_is_judged_on_the_colour_in_play_not_the_number() -> None:
    """official-rules-fr.txt: "uniquement lorsque le joueur ne dispose d'aucune carte de la couleur qui lui
    est demandée": a card of the same number in another colour does not make it a bluff."""
    state = _offer(["g7 +4 b1", "g1 g2 g3", "y1 y2 y3"])
    events = state.apply(1, CHALLENGE)
    assert Challenged(1, 0, bluff=False) in events


def test_the_bluff_is_judged_on_the_colour_chosen_for_a_joker() -> None:
    """After a Joker, "la couleur qui lui est demandée" is the colour the Joker named."""
    state = deal(["g5 +4 r1", "wild g2 g3", "y1 y2 y3"], "g7", PILE, dealer=0)  # player 1 plays first
    state.apply(1, Play(card("wild"), color=Color.RED))
    state.apply(2, DRAW)  # b2: cannot be played, the turn passes
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    events = state.apply(1, CHALLENGE)
    assert Challenged(1, 0, bluff=True) in events


def test_braille_bluffer_takes_the_card_back_and_the_colour_reverts() -> None:
    """braille-uno-rules-fr.txt, "PENALITES": "le joueur qui vient de la poser à mauvais escient la reprend,
    et c'est alors à lui de tirer 4 cartes de la pioche" (the braille preset)."""
    state = _offer(BLUFF, RuleSet.preset("braille"))
    state.apply(1, CHALLENGE)
    assert card("+4") in state.hands[0]
    assert len(state.hands[0]) == 3 + 4
    assert state.top_card == card("r7") and state.color is Color.RED


def test_everyone_sees_the_draw_four_taken_back() -> None:
    """The +4 taken back was face up on the pile: the table is told which card went back, not "draws 1 card"
    (found reading a strict +4 double challenge: "Anna pioche 1 carte." before her 6)."""
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.render import Renderer
    from uno_access.engine import CardsDrawn, DrawReason

    state = _offer(BLUFF, RuleSet.preset("braille"))
    events = state.apply(1, CHALLENGE)
    returned = [ev for ev in events if isinstance(ev, CardsDrawn) and ev.reason is DrawReason.RETURNED]
    assert returned and returned[0].seen_by(2) == returned[0]
    for lang, line in (("fr", "Anna reprend +4."), ("en", "Anna takes back +4.")):
        renderer = Renderer(ConsoleOptions(lang=lang), ["Anna", "Bruno", "Chloé"], viewer=2)
        assert renderer.lines(returned[0].seen_by(2)) == [line]


def test_braille_a_draw_four_is_honest_only_without_any_playable_card() -> None:
    """braille-uno-rules-fr.txt, "+4": "cette carte ne peut être jouée que s'il n'a en main aucune autre
    carte possiblement jouable !" — a 7 of another colour on a red 7 makes it a bluff."""
    state = _offer(["g7 +4 b1", "g1 g2 g3", "y1 y2 y3"], RuleSet.preset("braille"))
    events = state.apply(1, CHALLENGE)
    assert Challenged(1, 0, bluff=True) in events


def test_no_challenge_when_the_option_is_off() -> None:
    """With challenges off, a +4 simply makes the next player draw 4 and lose their turn."""
    rules = RuleSet.preset("official").replace(allow_challenge=False)
    state = deal(BLUFF, "r7", PILE, rules=rules)
    events = state.apply(0, Play(card("+4"), color=Color.GREEN))
    assert CardsDrawn(1, 4, tuple(cards("b2 b3 b4 b5")), DrawReason.DRAW_FOUR) in events
    assert state.current_player == 2


@pytest.mark.parametrize(
    ("player", "action", "reason"),
    [
        (2, CHALLENGE, Reason.NOT_YOUR_TURN),
        (0, CHALLENGE, Reason.NOT_YOUR_TURN),
        (1, DRAW, None),
        (1, Play(card("g1")), None),
    ],
)
def test_the_challenge_decision_cannot_be_skipped(player: int, action: object, reason: Reason | None) -> None:
    """Only the player hit by the +4 answers it, by challenging or accepting; the state stays as it was."""
    state = _offer(BLUFF)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(player, action)
    if reason is not None:
        assert refused.value.reason is reason
    else:
        assert refused.value.reason in (Reason.WRONG_PHASE, Reason.MUST_ANSWER_DRAW)
    assert snapshot(state) == before


def test_a_challenge_outside_the_challenge_phase_is_refused() -> None:
    state = deal(HONEST, "r7", PILE)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, CHALLENGE)
    assert refused.value.reason is Reason.WRONG_PHASE
    assert snapshot(state) == before
