"""The strict +4 ("Le « +4 »", wikipedia-uno-fr.txt), house rule ``strict-draw-four`` (issue 14, item 4).

"Dans cette variante, on ne peut poser une carte « +4 » seulement si on ne peut rien jouer d'autre. [...]
Si un joueur pose une carte « +4 » alors qu'il pouvait jouer autre chose que cette carte, le joueur suivant
uniquement (s'il le veut) peut annoncer : « tu bluffes ». [...] Si effectivement il bluffe et pouvait
jouer autre chose, il reprend sa carte « +4 » et pioche 6 cartes et le joueur suivant ne pioche rien, si
en revanche il ne bluffe pas, c'est l'autre joueur qui en prend 6. Si la couleur demandée par un joueur à
l'aide d'un « +4 » n'est pas présente dans la main de celui qui doit piocher, il peut alors poser lui aussi
un « +4 ». Le troisième joueur pioche alors 8 cartes et peut aussi annoncer la phrase : « tu bluffes » à
l'un des deux joueurs, ou même aux deux à tour de rôle. S'il se trompe, il rajoute 2 cartes à celles qu'il
doit piocher, donc 4 s'il demande aux deux, en revanche si l'un des deux bluffe vraiment, c'est lui qui
pioche. [...] Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte Passer."
"""

from __future__ import annotations

import pytest

from uno_access.engine import ACCEPT, CHALLENGE, Challenge, Color, IllegalAction, Phase, Play, RuleSet
from uno_access.engine.events import CardsDrawn, DrawOwed, DrawReason
from uno_access.engine.rules import with_house_rules

from .conftest import card, deal_variant

STRICT = with_house_rules(RuleSet.preset("official"), ["strict-draw-four"])
PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9 r1 r2 r3"


def drawn(events: list[object], player: int) -> int:
    return sum(event.count for event in events if isinstance(event, CardsDrawn) and event.player == player
               and event.reason is not DrawReason.RETURNED)


def test_the_rule_sets_the_books_reading() -> None:
    """"seulement si on ne peut rien jouer d'autre"; "il reprend sa carte « +4 » et pioche 6 cartes"."""
    assert STRICT.strict_draw_four and STRICT.bluff_penalty == 6
    assert STRICT.draw_four_restriction.value == "no-playable-card" and STRICT.bluff_rule.value == "take-back"


def test_a_proven_bluff_takes_the_card_back_and_draws_six_and_the_next_player_draws_nothing() -> None:
    # Player 0 could play r1 on r9: the +4 is a bluff.
    state = deal_variant(["+4 r1 g2", "b3 b4 b5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    assert state.phase is Phase.CHALLENGE and state.current_player == 1
    assert state.legal_actions(2) == []  # "le joueur suivant uniquement"
    events = state.apply(1, CHALLENGE)
    assert drawn(events, 0) == 6 and drawn(events, 1) == 0
    assert card("+4") in state.hands[0] and state.color is Color.RED  # taken back, the colour as before
    assert state.current_player == 1 and state.phase is Phase.PLAY


def test_an_honest_draw_four_costs_the_challenger_six() -> None:
    # Player 0 holds nothing playable on r9 but the +4.
    state = deal_variant(["+4 g2 b7", "b3 b4 b5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    events = state.apply(1, CHALLENGE)
    assert drawn(events, 1) == 6 and state.current_player == 2


def test_a_draw_four_on_a_draw_four_and_the_third_player_challenges_both_in_turn() -> None:
    """"Le troisième joueur pioche alors 8 cartes et peut aussi annoncer [...] aux deux à tour de rôle"."""
    # 0 bluffs (r1 playable); 1 has no blue (the colour asked): honest.
    state = deal_variant(["+4 r1 g2", "+4 g4 g5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    assert Play(card("+4")) in state.legal_actions(1)
    state.apply(1, Play(card("+4"), color=Color.GREEN))
    assert state.phase is Phase.CHALLENGE and state.current_player == 2 and state.draw_owed == 8
    assert state.legal_actions(2)[-3:] == [CHALLENGE, Challenge(0), ACCEPT]
    # First the +4 on top (player 1's): honest, 2 more.
    events = state.apply(2, CHALLENGE)
    assert DrawOwed(2, 10) in events and state.phase is Phase.CHALLENGE
    assert CHALLENGE not in state.legal_actions(2) and Challenge(0) in state.legal_actions(2)
    # Then player 0's, under it: a bluff; he takes it back and draws 6, the third player owes 4 fewer.
    events = state.apply(2, Challenge(0))
    assert drawn(events, 0) == 6 and card("+4") in state.hands[0]
    assert drawn(events, 2) == 6 and state.current_player == 0  # 10 - 4, and player 2 loses the turn
    assert state.top_card == card("+4") and state.color is Color.GREEN  # player 1's +4 and colour stay


def test_two_bluffs_caught_and_the_third_player_draws_nothing() -> None:
    # 0 bluffs (r1); 1 holds blue (b4), the colour asked: a bluff too.
    state = deal_variant(["+4 r1 g2", "+4 b4 g5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    state.apply(1, Play(card("+4"), color=Color.GREEN))
    state.apply(2, Challenge(0))
    events = state.apply(2, CHALLENGE)
    assert drawn(events, 1) == 6 and drawn(events, 2) == 0
    assert state.current_player == 2 and state.phase is Phase.PLAY
    assert state.color is Color.RED and state.top_card == card("r9")  # both +4s back in their hands


def test_a_wrong_challenge_of_each_costs_four_more() -> None:
    """"S'il se trompe, il rajoute 2 cartes à celles qu'il doit piocher, donc 4 s'il demande aux deux"."""
    state = deal_variant(["+4 g2 b7", "+4 g4 g5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    state.apply(1, Play(card("+4"), color=Color.GREEN))
    state.apply(2, CHALLENGE)
    events = state.apply(2, Challenge(0))
    assert drawn(events, 2) == 12 and state.current_player == 0


def test_a_third_draw_four_is_not_an_answer() -> None:
    state = deal_variant(["+4 g2 b7", "+4 g4 g5", "+4 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    state.apply(1, Play(card("+4"), color=Color.GREEN))
    assert Play(card("+4")) not in state.legal_actions(2)
    with pytest.raises(IllegalAction):
        state.apply(2, Play(card("+4"), color=Color.RED))


@pytest.mark.parametrize("blocker", ["y0", "bskip"])
def test_a_zero_or_a_skip_blocks_the_draw_four(blocker: str) -> None:
    """"Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte Passer": nobody draws."""
    state = deal_variant(["+4 g2 b7", f"{blocker} g4 g5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    assert Play(card(blocker)) in state.legal_actions(1)
    events = state.apply(1, Play(card(blocker)))
    assert drawn(events, 1) == 0 and state.top_card == card(blocker)
    # The card then does what it does: a 0 nothing more (player 2 plays), a skip skips player 2.
    assert state.current_player == (2 if blocker == "y0" else 0)


def test_challenging_a_draw_four_that_is_not_there_is_refused() -> None:
    state = deal_variant(["+4 g2 b7", "b3 b4 b5", "y1 y2 y3"], "r9", PILE, rules=STRICT)
    state.apply(0, Play(card("+4"), color=Color.BLUE))
    with pytest.raises(IllegalAction):
        state.apply(1, Challenge(2))


# ---------------------------------------------------------------- in the console

@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_player_challenges_both_draw_fours_by_name(lang: str) -> None:
    """"Le troisième joueur [...] peut aussi annoncer [...] « tu bluffes » à l'un des deux joueurs, ou même
    aux deux à tour de rôle": the player (seat 0) faces two +4s, challenges the one on top, then the one
    under it by its player's name."""
    from uno_access.console.commands import parse_command
    from uno_access.console.session import HUMAN

    from .test_console_questions import said, table

    session = table(["y1 y2 y3", "+4 r1 g2", "+4 b4 g5"], "r9", PILE, rules=STRICT, lang=lang)
    # Seat 1 bluffs (r1), seat 2 bluffs too (b4, the colour asked); seat 0, the human, owes 8.
    session.table.apply(1, Play(card("+4"), color=Color.BLUE))
    session.table.apply(2, Play(card("+4"), color=Color.GREEN))
    view = session.view
    assert view.phase is Phase.CHALLENGE and view.current_player == HUMAN and view.draw_owed == 8
    lines = session.renderer.turn_lines(view)
    bob, alice = session.names[2], session.names[1]
    assert any(alice in line for line in lines) and any("8" in line for line in lines)
    session.turn_commands.handle(parse_command("f", lang), view)  # the +4 on top: seat 2's, a bluff
    view = session.view
    assert view.phase is Phase.CHALLENGE and view.challenge_from is None
    assert alice in session.renderer.turn_lines(view)[0]
    session.turn_commands.handle(parse_command("f zzz", lang), view)
    assert any("zzz" in line for line in said(session))  # refused, in words, nothing changed
    session.turn_commands.handle(parse_command(f"f {alice[:3]}", lang), session.view)
    assert session.state.current_player == HUMAN and session.state.phase is Phase.PLAY
    assert len(session.state.hands[HUMAN]) == 3 and bob
