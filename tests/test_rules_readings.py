"""The readings the rule books allow (issue 35, last part): each one a small change in one rule family, an option
where the book reads two ways, each test quoting the book it reads.

wikipedia-uno-fr.txt, UNO Extreme's penalties, the +2? and +4?, the boomerang, UNO Olympique's pairs, invisible
card and "le jeu qui importe", "CONTRE-UNO" and the dealer drawn each round; uno-family-quick-fr.txt, the
Quickos card.
"""

from __future__ import annotations

from uno_access.engine import DRAW, CatchUno, Play, RuleSet
from uno_access.engine.events import DrawReason, LauncherFired
from uno_access.engine.rules import lost_turns

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


# ---- The +2? and +4?: the chosen player also loses their turn, in the other reading (engine/rules/extra_cards.py)


def test_any_victim_in_the_other_reading_the_chosen_player_loses_their_next_turn() -> None:
    """wikipedia-uno-fr.txt's equipment list: "4 cartes « +2? » (une par couleur) et deux « +4? » ayant le même
    effet que des cartes « +2 » et « +4 » normales mais pouvant pénaliser indifféremment n'importe quel joueur".
    The same effect as a +2: draw 2 and lose the turn.  Read so (``--house any-victim-turn-lost``), the player
    across the table draws 2 now, the next player plays, and when the victim's turn comes it is lost."""
    from uno_access.engine.actions import ChooseTarget
    from uno_access.engine.events import NextTurnLost, PlayerSkipped, TurnStarted
    from uno_access.engine.rules import with_house_rules

    hands = ["r+2? r1 r2", "r3 g2 g3", "y1 y2 y3", "b1 b2 b3"]
    default = deal_variant(hands, "r9", PILE, rules=with_house_rules(RuleSet.preset("official"), ["any-victim"]))
    default.apply(0, Play(variant_card("r+2?")))
    default.apply(0, ChooseTarget(2))
    default.apply(1, Play(variant_card("r3")))
    assert default.current_player == 2  # this game's first reading: anyone but the next player only draws

    rules = with_house_rules(RuleSet.preset("official"), ["any-victim-turn-lost"])
    assert rules.any_victim_cards and rules.any_victim_skips
    state = deal_variant(hands, "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("r+2?")))
    events = state.apply(0, ChooseTarget(2))
    assert NextTurnLost(2) in events  # said now, so that everyone knows
    assert len(state.hands[2]) == 5 and state.current_player == 1
    events = state.apply(1, Play(variant_card("r3")))
    assert [type(e) for e in events][-2:] == [PlayerSkipped, TurnStarted]
    assert PlayerSkipped(2) in events and state.current_player == 3
    state.apply(3, DRAW)
    # the turn was lost once: next time round, the victim plays
    while state.current_player != 2:
        player = state.current_player
        assert player is not None
        state.apply(player, DRAW if state.phase.name == "PLAY" else state.legal_actions(player)[-1])
    assert state.current_player == 2


def test_any_victim_the_next_player_chosen_loses_this_turn_in_both_readings() -> None:
    from uno_access.engine.actions import ChooseTarget
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("official"), ["any-victim-turn-lost"])
    state = deal_variant(["r+2? r1 r2", "g1 g2 g3", "y1 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("r+2?")))
    state.apply(0, ChooseTarget(1))
    assert len(state.hands[1]) == 5 and state.current_player == 2 and not lost_turns.FAMILY.of(state)


# ---- The boomerang: the whole effect, against a skip too, in the other reading (engine/rules/extra_cards.py)


def test_boomerang_whole_a_plus_two_sent_back_its_player_draws_and_loses_their_turn() -> None:
    """wikipedia-uno-fr.txt's equipment list: "4 cartes « boomerang » (sur fond blanc) renvoyant l'effet de la
    dernière carte spéciale jouée à celui qui l'a posée".  The whole effect of a +2 is to draw 2 and lose the
    turn (``--house boomerang-whole``): its player draws, and their next turn is lost."""
    from uno_access.engine.events import CardsDrawn, PlayerSkipped
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("official"), ["boomerang-whole"])
    assert rules.boomerang_cards and rules.boomerang_whole
    state = deal_variant(["r+2 r1 r2", "boomerang g2 g3", "r4 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("r+2")))
    events = state.apply(1, Play(variant_card("boomerang")))
    assert [(e.player, e.count) for e in events if isinstance(e, CardsDrawn)] == [(0, 2)]
    assert state.current_player == 2
    events = state.apply(2, Play(variant_card("r4")))
    assert PlayerSkipped(0) in events and state.current_player == 1


def test_boomerang_whole_answers_a_skip_and_its_player_loses_their_turn() -> None:
    """"l'effet de la dernière carte spéciale jouée": a skip is a special card; sent back, whoever laid it loses
    their next turn, and the boomerang's player, spared, ends their turn with it.  In the first reading the
    boomerang answers only a +2 or a +4."""
    from uno_access.engine import ACCEPT, Phase
    from uno_access.engine.events import PlayerSkipped
    from uno_access.engine.rules import with_house_rules

    hands = ["rskip r1 r2", "boomerang g2 g3", "r4 y2 y3"]
    first = deal_variant(hands, "r9", PILE, rules=with_house_rules(RuleSet.preset("official"), ["boomerang"]))
    first.apply(0, Play(variant_card("rskip")))
    assert first.current_player == 2  # the skip took effect at once: nothing to answer

    rules = with_house_rules(RuleSet.preset("official"), ["boomerang-whole"])
    state = deal_variant(hands, "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("rskip")))
    assert state.phase is Phase.ANSWER and state.current_player == 1
    assert state.legal_actions(1) == [Play(variant_card("boomerang")), ACCEPT]
    state.apply(1, Play(variant_card("boomerang")))
    assert state.current_player == 2 and len(state.hands[0]) == 2
    events = state.apply(2, Play(variant_card("r4")))
    assert PlayerSkipped(0) in events and state.current_player == 1
    # without a boomerang, the skip is taken as ever
    state = deal_variant(["rskip r1 r2", "g1 g2 g3", "r4 y2 y3"], "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("rskip")))
    assert state.legal_actions(1) == [ACCEPT]
    events = state.apply(1, ACCEPT)
    assert PlayerSkipped(1) in events and state.current_player == 2


# ---- UNO Olympique: after a 0, the hand that played, not its player (engine/rules/olympic.py)


def test_olympique_after_a_zero_the_turn_follows_the_hand_that_laid_it() -> None:
    """wikipedia-uno-fr.txt, UNO Olympique, "Règles générales": "On considère que c'est le jeu qui importe, et non
    le joueur, dans le cas d'un changement de jeux.  Si A échange ses cartes avec B, on considère que c'est B qui
    vient de jouer et le tour reprend à lui."  A 0 turns the hands ("Poser un « 0 » permet de tourner les jeux
    dans le sens du choix du poseur"): a change of hands too, so whoever receives the hand that laid the 0 has
    just played, and play goes on from the player after them, as after a 7."""
    from uno_access.engine.actions import ChooseDirection
    from uno_access.engine.cards import Direction

    olympic = RuleSet.preset("olympic")
    hands = ["r0 r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"]
    state = deal_variant(hands, "r9", PILE, rules=olympic)
    state.apply(0, Play(variant_card("r0")))
    state.apply(0, ChooseDirection(Direction.LEFT))  # the way of play: player 0's hand goes to seat 1
    assert set(state.hands[1]) == {variant_card("r1"), variant_card("r2")}
    assert state.current_player == 2  # seat 1 "vient de jouer": the turn goes on from it
    state = deal_variant(hands, "r9", PILE, rules=olympic)
    state.apply(0, Play(variant_card("r0")))
    state.apply(0, ChooseDirection(Direction.RIGHT))  # against it: player 0's hand goes to seat 3
    assert set(state.hands[3]) == {variant_card("r1"), variant_card("r2")}
    assert state.current_player == 0 and state.direction is Direction.LEFT


# ---- UNO Olympique: pairs of identical action cards, in this game's reading of their double effect
# (engine/rules/jump_in.py asks for the twin, engine/rules/card_effects.py gives the double effect)

_PAIRS_HANDS = ("{0} {0} g1 g2", "b2 b3 b4 b6", "y1 y2 y3 y4", "g5 g6 g7 g8")


def _pairs(first: str) -> object:
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("olympic"), ["pairs-of-actions"])
    assert rules.identical_pair and rules.identical_pair_actions
    hands = [hand.format(first) for hand in _PAIRS_HANDS]
    return deal_variant(hands, "r9", PILE, rules=rules)


def test_olympique_two_identical_skips_laid_together_skip_the_next_two_players() -> None:
    """wikipedia-uno-fr.txt, UNO Olympique, "Déroulement": "Deux cartes exactement identiques (couleur ET signe)
    peuvent être jouées en même temps, sautant le tour du suivant."  A skip is a "signe" too; this game's reading
    of the double effect (said in the help): each skip skips a player, so the next two lose their turn."""
    from uno_access.engine import ACCEPT, Phase

    state = _pairs("rskip")
    state.apply(0, Play(variant_card("rskip")))
    assert state.phase is Phase.SEQUENCE and state.current_player == 0
    assert Play(variant_card("rskip")) in state.legal_actions(0)
    state.apply(0, Play(variant_card("rskip")))
    # A skip is a malus the invisible card may pass on: player 1 is asked, and takes it.
    assert state.phase is Phase.ANSWER and state.current_player == 1
    state.apply(1, ACCEPT)
    assert state.current_player == 3 and state.phase is Phase.PLAY  # players 1 and 2 skipped


def test_olympique_two_identical_draw_twos_make_the_next_player_draw_four() -> None:
    """The double effect of two +2: the next player owes 4 (and may stack on them, "La Surenchère"), then loses
    the turn."""
    from uno_access.engine import ACCEPT, Phase

    state = _pairs("r+2")
    state.apply(0, Play(variant_card("r+2")))
    state.apply(0, Play(variant_card("r+2")))
    assert state.phase is Phase.ANSWER and state.current_player == 1 and state.draw_owed == 4
    state.apply(1, ACCEPT)
    assert len(state.hands[1]) == 8 and state.current_player == 2


def test_olympique_two_identical_reverses_keep_the_way_and_skip_the_next_player() -> None:
    """Two reverses turn the way twice: it stays, and the pair skips the next player ("sautant le tour du
    suivant")."""
    from uno_access.engine.cards import Direction

    state = _pairs("rrev")
    state.apply(0, Play(variant_card("rrev")))
    state.apply(0, Play(variant_card("rrev")))
    assert state.direction is Direction.LEFT and state.current_player == 2


def test_olympique_an_action_cards_twin_may_be_kept_and_the_card_acts_alone() -> None:
    from uno_access.engine import ACCEPT, PASS
    from uno_access.engine.events import TurnPassed

    state = _pairs("rskip")
    state.apply(0, Play(variant_card("rskip")))
    events = state.apply(0, PASS)
    assert not [e for e in events if isinstance(e, TurnPassed)]
    assert state.current_player == 1 and state.hands[0].count(variant_card("rskip")) == 1
    state.apply(1, ACCEPT)
    assert state.current_player == 2
    state = _pairs("r+2")
    state.apply(0, Play(variant_card("r+2")))
    state.apply(0, PASS)
    assert state.draw_owed == 2
    state.apply(1, ACCEPT)
    assert len(state.hands[1]) == 6 and state.current_player == 2


def test_olympique_without_the_option_only_numbers_pair() -> None:
    state = deal_variant([hand.format("rskip") for hand in _PAIRS_HANDS], "r9", PILE, rules=RuleSet.preset("olympic"))
    state.apply(0, Play(variant_card("rskip")))
    assert state.phase.name == "ANSWER" and state.current_player == 1  # the skip acts at once, no twin asked


# ---- Every reading, in random play: no card created or lost, no round stuck


def test_random_rounds_under_the_new_readings_keep_every_card() -> None:
    from uno_access.engine.rules import with_house_rules

    from .conftest import random_rounds_keep_every_card

    for preset, names in (("olympic", ["pairs-of-actions"]), ("official", ["any-victim-turn-lost"]),
                          ("official", ["boomerang-whole", "stacking"]), ("extreme", ["faults"]),
                          ("official", ["dealer-drawn"]), ("official", ["contre-uno"]),
                          ("rapido", ["contre-uno"]), ("olympic", ["invisible-any-time"])):
        for players in (2, 4):
            random_rounds_keep_every_card(with_house_rules(RuleSet.preset(preset), names), players, seeds=4,
                                          actions=1500)


# ---- wikipedia-uno-fr.txt's "CONTRE-UNO": a last card laid without UNO may be caught (engine/rules/contre_uno.py)

_CONTRE = "S'il abat sa dernière carte sans jamais avoir dit « UNO », et qu'un adversaire annonce « CONTRE-UNO »"


def _contre_uno(hands: list[str]) -> object:
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("official"), ["contre-uno"])
    assert rules.contre_uno
    return deal_variant(hands, "r9", PILE, rules=rules)


def test_contre_uno_a_last_card_laid_without_uno_is_caught_and_the_round_goes_on() -> None:
    """wikipedia-uno-fr.txt, "Fin d'une manche": "Le joueur doit dans tous les cas annoncer « UNO » avant de poser
    sa dernière carte. S'il abat sa dernière carte sans jamais avoir dit « UNO », et qu'un adversaire annonce
    « CONTRE-UNO » avant lui, le "vainqueur" doit reprendre deux cartes ; la manche continue." """
    from uno_access.engine.events import CardsDrawn, UnoCaught, UnoMissed

    state = _contre_uno(["r1", "g1", "y1"])
    events = state.apply(0, Play(variant_card("r1")))
    assert UnoMissed(0) in events and not state.is_round_over and state.current_player == 1
    assert CatchUno(0) in state.legal_actions(1) and CatchUno(0) in state.legal_actions(2)
    events = state.apply(2, CatchUno(0))
    assert UnoCaught(2, 0) in events
    assert [(e.player, e.count) for e in events if isinstance(e, CardsDrawn)] == [(0, 2)]
    assert not state.is_round_over and len(state.hands[0]) == 2 and state.current_player == 1


def test_contre_uno_nobody_catches_and_the_next_player_acts_the_round_is_won() -> None:
    """Too late: the next player already plays; the round was won (their card stays in hand)."""
    state = _contre_uno(["r1", "r3", "y1"])
    state.apply(0, Play(variant_card("r1")))
    state.apply(1, Play(variant_card("r3")))
    assert state.is_round_over and state.scores[0] > 0
    assert len(state.hands[1]) == 1 and state.top_card == variant_card("r1")
    state = _contre_uno(["r1", "g3", "y1"])
    state.apply(0, Play(variant_card("r1")))
    state.apply(1, DRAW)
    assert state.is_round_over and len(state.hands[1]) == 1


def test_contre_uno_said_late_before_an_opponent_or_with_the_card_wins() -> None:
    """"qu'un adversaire annonce « CONTRE-UNO » avant lui": said first, UNO wins the round; said with the last card
    ("annoncer « UNO » avant de poser sa dernière carte"), nothing to catch."""
    from uno_access.engine import CALL_UNO

    state = _contre_uno(["r1", "g1", "y1"])
    state.apply(0, Play(variant_card("r1")))
    assert CALL_UNO in state.legal_actions(0)
    state.apply(0, CALL_UNO)
    assert state.is_round_over and state.scores[0] > 0
    state = _contre_uno(["r1", "g1", "y1"])
    state.apply(0, Play(variant_card("r1"), uno=True))
    assert state.is_round_over


def test_contre_uno_a_last_skip_caught_still_skips() -> None:
    """The card laid stays laid: caught, its player takes two cards and the card acts, as any card."""
    from uno_access.engine.events import PlayerSkipped

    state = _contre_uno(["rskip", "g1", "y1"])
    state.apply(0, Play(variant_card("rskip")))
    assert not state.is_round_over
    events = state.apply(1, CatchUno(0))
    assert PlayerSkipped(1) in events and state.current_player == 2 and len(state.hands[0]) == 2


def test_contre_uno_a_last_joker_caught_names_its_colour_then() -> None:
    from uno_access.engine import Phase
    from uno_access.engine.actions import ChooseColor
    from uno_access.engine.cards import Color

    state = _contre_uno(["wild", "g1", "y1"])
    state.apply(0, Play(variant_card("wild"), color=Color.BLUE))
    assert not state.is_round_over and state.current_player == 1
    state.apply(2, CatchUno(0))
    assert state.phase is Phase.PLAY and state.current_player == 1 and state.color is Color.BLUE
    state = _contre_uno(["wild", "g1", "y1"])
    state.apply(0, Play(variant_card("wild")))  # its colour not named yet: named when it acts
    assert not state.is_round_over and state.current_player == 1
    state.apply(1, CatchUno(0))
    assert state.phase is Phase.CHOOSE_COLOR and state.current_player == 0
    state.apply(0, ChooseColor(Color.GREEN))
    assert state.color is Color.GREEN and state.current_player == 1


def test_without_contre_uno_a_last_card_always_wins() -> None:
    state = deal_variant(["r1", "g1", "y1"], "r9", PILE, rules=RuleSet.preset("official"))
    state.apply(0, Play(variant_card("r1")))
    assert state.is_round_over


# ---- UNO Olympique: the invisible card "peut être jouée n'importe quand", in the other reading
# (engine/rules/olympic.py)


def test_olympique_the_invisible_card_may_be_laid_at_any_moment_in_the_other_reading() -> None:
    """wikipedia-uno-fr.txt, UNO Olympique, "Cartes spéciales": "La carte « UNO » double-face est « invisible » :
    elle permet à un joueur d'éviter un malus, mais n'annule pas le malus : il est reporté sur le suivant. Elle
    peut être jouée n'importe quand."  The first reading: whenever a malus falls on you.  The other
    (``--house invisible-any-time``): at any moment, your turn or not; with no malus to pass on it goes under
    the top card and changes nothing else (it is invisible): a way to be rid of its 100 points, or to go out."""
    from uno_access.engine import Phase
    from uno_access.engine.events import CardPlayed
    from uno_access.engine.rules import with_house_rules

    hands = ["r4 r5 g6", "invisible g3 r3", "y1 y3 y4"]
    olympic = RuleSet.preset("olympic")
    state = deal_variant(hands, "r9", PILE, rules=olympic)
    assert Play(variant_card("invisible")) not in state.legal_actions(1)
    rules = with_house_rules(olympic, ["invisible-any-time"])
    assert rules.invisible_any_time
    state = deal_variant(hands, "r9", PILE, rules=rules)
    assert Play(variant_card("invisible")) in state.legal_actions(1)  # out of turn
    events = state.apply(1, Play(variant_card("invisible")))
    assert [e for e in events if isinstance(e, CardPlayed)][0].jump_in
    assert state.top_card == variant_card("r9") and state.current_player == 0 and state.phase is Phase.PLAY
    assert len(state.hands[1]) == 2
    # at one's own turn: laid, and the turn goes on
    state = deal_variant(["invisible r5 g6", "g3 r3 b1", "y1 y3 y4"], "r9", PILE, rules=rules)
    assert Play(variant_card("invisible")) in state.legal_actions(0)
    state.apply(0, Play(variant_card("invisible")))
    assert state.current_player == 0 and state.phase is Phase.PLAY and state.top_card == variant_card("r9")
    state.apply(0, Play(variant_card("r5")))
    assert state.current_player == 1


def test_olympique_the_invisible_card_laid_last_at_any_moment_wins_and_still_passes_a_malus() -> None:
    from uno_access.engine import Phase
    from uno_access.engine.events import MalusPassed
    from uno_access.engine.rules import with_house_rules

    rules = with_house_rules(RuleSet.preset("olympic"), ["invisible-any-time"])
    state = deal_variant(["r4 r5", "invisible g3", "y1 y3"], "r9", PILE, rules=rules)
    state.hands[1] = [variant_card("invisible")]
    state.apply(1, Play(variant_card("invisible")))
    assert state.is_round_over
    state = deal_variant(["r+2 r4 r5", "invisible g3 g4", "y1 y3 y4"], "r9", PILE, rules=rules)
    state.apply(0, Play(variant_card("r+2")))
    events = state.apply(1, Play(variant_card("invisible")))
    assert MalusPassed(1, 2, 2) in events and state.phase is Phase.ANSWER and state.current_player == 2


def test_a_turn_lost_later_is_said_when_it_is_decided_in_both_languages() -> None:
    """A player who listens must know that Chloé will lose her next turn, not only hear it when it comes."""
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.render import Renderer
    from uno_access.engine.actions import ChooseTarget
    from uno_access.engine.rules import with_house_rules

    said = {}
    for lang in ("fr", "en"):
        rules = with_house_rules(RuleSet.preset("official"), ["any-victim-turn-lost"])
        state = deal_variant(["r+2? r1 r2", "g1 g2 g3", "y1 y2 y3", "b1 b2 b3"], "r9", PILE, rules=rules)
        renderer = Renderer(ConsoleOptions(lang=lang), ["you", "Anna", "Chloé", "Bruno"])
        renderer.state.rules = rules
        state.apply(0, Play(variant_card("r+2?")))
        said[lang] = renderer.render(state.apply(0, ChooseTarget(2)))
    assert "Chloé passera son prochain tour." in said["fr"]
    assert "Chloé will lose their next turn." in said["en"]
    assert all(len(line) <= 40 for lines in said.values() for line in lines)
