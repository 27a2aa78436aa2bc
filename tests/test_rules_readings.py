"""The readings the rule books allow (issue 35, last part): each one a small change in one rule family, an option
where the book reads two ways, each test quoting the book it reads.

wikipedia-uno-fr.txt, UNO Extreme's penalties, the +2? and +4?, the boomerang, UNO Olympique's pairs, invisible
card and "le jeu qui importe", "CONTRE-UNO" and the dealer drawn each round; uno-family-quick-fr.txt, the
Quickos card.
"""

from __future__ import annotations

from uno_access.engine import DRAW, CatchUno, Play, RuleSet
from uno_access.engine.events import DrawReason, LauncherFired

from .conftest import deal_variant, variant_card

PILE = " ".join([f"{c}{n}" for c in "bgy" for n in range(1, 10)] * 2)


# ---- UNO Extreme: a penalty is four presses of the launcher (engine/rules/extreme.py)


def test_extreme_a_forgotten_uno_is_four_presses_of_the_launcher() -> None:
    """wikipedia-uno-fr.txt, "Pénalités": "Tout commentaire ou tout conseil intempestif peut être pénalisé par 2
    cartes à tirer dans la pioche (4 appels au distributeur dans le cas du Uno Extreme). [...] L'oubli de « UNO »
    est puni de la même manière."  A draw that is no penalty stays one press."""
    rules = RuleSet.preset("extreme")
    assert rules.penalty_presses == 4
    state = deal_variant(["r1 r2", "g1 g3"], "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("r1")))  # without UNO
    events = state.apply(1, CatchUno(0))
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(0, 4)]
    assert all(e.reason is DrawReason.UNO_PENALTY for e in events if hasattr(e, "reason"))


def test_extreme_a_fault_is_four_presses_too() -> None:
    """"si un joueur se trompe en posant une carte [...] cela est considéré comme une faute de jeu": the
    ``faults`` house rule's wrong card, under UNO Extreme, is four presses; a draw by choice is one."""
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("extreme"), ["faults"])
    state = deal_variant(["r1 r2 g5", "g1 g3 y4"], "r9", PILE, rules=rules)
    events = state.apply(0, Play(variant_card("g5")))  # does not match a red 9
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(0, 4)]
    state = deal_variant(["r1 r2 g5", "g1 g3 y4"], "r9", PILE, rules=rules)
    events = state.apply(0, DRAW)
    assert [(e.player, e.presses) for e in events if isinstance(e, LauncherFired)] == [(0, 1)]


# ---- wikipedia-uno-fr.txt's base rules: the dealer drawn again each round (engine/rules/dealing.py)


def _play_out_first_round(rules: RuleSet) -> tuple[list[object], int]:
    """A round that ends at once (player 0 lays their only card), then the next one: its events and dealer."""
    from uno_access.engine import NEXT_ROUND

    state = deal_variant(["r1", "g1", "y1"], "r9", PILE, rules=rules, dealer=2)
    state.apply(0, Play(variant_card("r1")))
    assert state.is_round_over and not state.is_match_over
    return state.apply(0, NEXT_ROUND), state.dealer


def test_the_dealer_is_drawn_again_each_round_in_the_wikipedia_reading() -> None:
    """wikipedia-uno-fr.txt, "Préparation du jeu": "Au début de chaque manche, chaque joueur tire une carte chiffre
    au hasard dans la pioche. Celui qui a le chiffre le plus élevé est le donneur de la manche."  The official
    rules pass the deal to the left ("Le nouveau donneur est le joueur à la gauche du donneur de la manche
    précédente"): that stays the default, ``--house dealer-drawn`` draws each round."""
    from uno_access.engine.events import DealerChosen, DealerDraw, RoundStarted
    from uno_access.engine.rules import with_house_rules

    events, dealer = _play_out_first_round(RuleSet.preset("official"))
    assert dealer == 0 and not [e for e in events if isinstance(e, DealerDraw)]
    rules = with_house_rules(RuleSet.preset("official"), ["dealer-drawn"])
    assert rules.dealer_each_round
    events, dealer = _play_out_first_round(rules)
    draws = [e for e in events if isinstance(e, DealerDraw)]
    assert {e.player for e in draws} == {0, 1, 2}
    chosen = [e.dealer for e in events if isinstance(e, DealerChosen)]
    assert chosen == [dealer]
    last = {e.player: e.card.number or 0 for e in draws}  # a tie draws again: each player's last card
    assert last[dealer] == max(last.values())
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert [e.dealer for e in started] == [dealer]
    assert events.index(draws[-1]) < events.index(started[0])
