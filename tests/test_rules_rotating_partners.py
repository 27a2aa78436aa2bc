"""Partners that change each round: braille-uno-rules-fr.txt, "Variantes de jeu", "A 4 joueurs" (issue 35's proof
that a new rule family plugs in: rules/partners.py and one line in engine/families.py).

"On peut également décider de jouer en 3 manches, chaque joueur ayant un partenaire différent pour chacune des 3
manches.  On tient alors les scores de la manière suivante : chacun totalise ses points individuellement pour
chacune des manches."
"""

from __future__ import annotations

import random

import pytest

from uno_access.engine import NEXT_ROUND, Game, Phase, RuleSet
from uno_access.engine import events as e
from uno_access.engine.determinize import determinize
from uno_access.engine.errors import InvalidRuleOption
from uno_access.engine.rules import with_house_rules

ROTATING = with_house_rules(RuleSet(), ["rotating-partners"])


def _play_round(state: object, rng: random.Random) -> None:
    from uno_access.engine.state import State

    assert isinstance(state, State)
    while not state.is_round_over:
        player = state.current_player
        assert player is not None
        state.apply(player, rng.choice(state.legal_actions(player)))


def test_each_of_the_three_rounds_gives_each_player_a_different_partner() -> None:
    """"chaque joueur ayant un partenaire différent pour chacune des 3 manches": opposite first (the teams' seats,
    "en alternance"), then the neighbours."""
    rng = random.Random(3)
    state = Game(4, ROTATING).new_match(seed=3)
    partners_of_zero = []
    for _round in range(3):
        partners_of_zero.append([seat for seat in range(1, 4) if state.same_side(0, seat)])
        assert state.view_for(1).teams == tuple(state.team_of(seat) for seat in range(4))
        _play_round(state, rng)
        if state.is_match_over:
            break
        state.apply(0, NEXT_ROUND)
    assert partners_of_zero == [[2], [1], [3]]


def test_each_round_says_who_plays_with_whom() -> None:
    rng = random.Random(5)
    state = Game(4, ROTATING).new_match(seed=5)
    _play_round(state, rng)
    state.apply(0, NEXT_ROUND)
    said = [event.teams for event in state.events if isinstance(event, e.PartnersChanged)]
    assert said == [(0, 1, 0, 1), (0, 0, 1, 1)]


@pytest.mark.parametrize("seed", range(6))
def test_the_match_is_three_rounds_and_each_keeps_their_own_total(seed: int) -> None:
    """"jouer en 3 manches [...] chacun totalise ses points individuellement": after the third round, whatever
    the scores, the highest total wins; partners of one round are not partners of the next, so totals differ."""
    rng = random.Random(seed)
    state = Game(4, ROTATING).new_match(seed=seed)
    while not state.is_match_over:
        _play_round(state, rng)
        if not state.is_match_over:
            assert state.round_number < 3
            state.apply(0, NEXT_ROUND)
    assert state.round_number == 3
    best = max(state.scores)
    assert state.winners == tuple(p for p in range(4) if state.scores[p] == best)
    ended = [event for event in state.events if isinstance(event, e.RoundEnded)]
    assert len(ended) == 3


def test_only_four_players_change_partners() -> None:
    """"A 4 joueurs": the rule needs exactly four (and teams)."""
    with pytest.raises(InvalidRuleOption):
        Game(6, ROTATING).new_match(seed=1)
    with pytest.raises(InvalidRuleOption):
        RuleSet(rotating_partners=True)


def test_a_guess_reads_the_partners_back_from_the_view() -> None:
    rng = random.Random(2)
    state = Game(4, ROTATING).new_match(seed=2)
    _play_round(state, rng)
    state.apply(0, NEXT_ROUND)
    while state.phase is not Phase.PLAY:
        player = state.current_player
        assert player is not None
        state.apply(player, rng.choice(state.legal_actions(player)))
    me = state.current_player
    assert me is not None
    view = state.view_for(me)
    guess = determinize(view, [list(hand) for hand in state.hands], list(state.draw_pile), seed=1)
    assert guess.view_for(me) == view
    assert [guess.team_of(seat) for seat in range(4)] == [state.team_of(seat) for seat in range(4)]


@pytest.mark.parametrize("lang, said", [("en", "This round, your partner: Ben."), ("fr", "votre partenaire : Ben")])
def test_the_console_says_the_new_partner_at_each_round(lang: str, said: str) -> None:
    """The round's partners are said as the match's first ones are ("team-partners"), and the status marks them."""
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.render import Renderer

    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Ben", "Cleo", "Dan"])
    renderer.state.rules = ROTATING
    lines = renderer.render([e.PartnersChanged((0, 0, 1, 1))])
    assert len(lines) == 1 and said in lines[0] and "Cleo" not in lines[0]
    assert renderer.partners(4) == [1] and renderer.partners(4, (0, 1, 1, 0)) == [3]  # said, or the view's
