"""Every rule option in one frozen, validated :class:`RuleSet`, with named presets.

House rules are flags of one rule set, combinable, never subclasses:

>>> from uno_access.engine.rules import RuleSet
>>> RuleSet.preset("official").target_score
500
>>> RuleSet.preset("official").replace(target_score=200).target_score
200
>>> RuleSet.preset("official").replace(colour="red")
Traceback (most recent call last):
...
uno_access.engine.errors.InvalidRuleOption: invalid rule option 'colour'; valid: ...
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from ._values import FrozenValue
from .cards import FAMILY_POINTS, OFFICIAL_POINTS, RAPIDO_POINTS, Card, DeckKind, Rank, classic_deck, family_deck
from .errors import ConflictingHouseRules, InvalidPlayerCount, InvalidRuleOption, UnknownPreset


class Scoring(Enum):
    """The two scoring schools of the rule books."""

    #: The round's winner collects the points left in the other hands; first to the target wins.
    WINNER_COLLECTS = "winner-collects"
    #: Each player scores their own hand; when someone reaches the target, the lowest total wins.
    LOWEST_WINS = "lowest-wins"
    #: wikipedia-uno-fr.txt: count the rounds won instead of points; the target is a number of rounds.
    ROUNDS_WON = "rounds-won"


class BluffRule(Enum):
    """What a caught +4 bluffer does."""

    #: official-rules-fr.txt: the bluffer draws 4 instead; the +4 and its colour stay.
    DRAW_FOUR = "draw-four"
    #: braille-uno-rules-fr.txt: the bluffer takes the +4 back, draws 4 and the colour reverts.
    TAKE_BACK = "take-back"


class DrawFourRestriction(Enum):
    """When a +4 may be played honestly."""

    #: official-rules-fr.txt: no card of the colour in play in hand.
    NO_MATCHING_COLOR = "no-matching-color"
    #: braille-uno-rules-fr.txt: no other playable card in hand.
    NO_PLAYABLE_CARD = "no-playable-card"


class Stacking(Enum):
    """Answering a draw card with another instead of drawing."""

    OFF = "off"
    #: wikipedia-uno-fr.txt, "Cumul des +2 et +4": +2 on +2, +4 on +2 or +4 (no +2 on a +4).
    PLUS_CARDS = "plus-cards"
    #: uno-rapido-fr.txt, "règle de défense": only the same card (+2 on +2, +4 on +4, UNO on UNO).
    SAME_CARD = "same-card"


class JumpIn(Enum):
    """Playing out of turn on an identical card ("Cartes identiques", "Interception", "Rapido")."""

    OFF = "off"
    #: Same colour and same number or symbol.
    IDENTICAL = "identical"
    #: Number cards only, the same number in any colour.
    SAME_NUMBER = "same-number"


class CustomEffect(Enum):
    """Effects for the customizable cards, from official-rules-fr.txt's list of ideas that software can enforce."""

    #: "Le joueur suivant doit piocher des cartes jusqu'à ce qu'il obtienne une carte d'une couleur précise"
    #: (the colour named with the card).
    DRAW_UNTIL_COLOR = "draw-until-color"
    #: "Vous pouvez donner 2 cartes au joueur de votre choix" (read as: that player draws 2).
    GIVE_TWO = "give-two"
    #: "Vous pouvez donner 4 cartes au joueur de votre choix" (that player draws 4).
    GIVE_FOUR = "give-four"
    #: "Vous décidez qui doit jouer en suivant."
    CHOOSE_NEXT = "choose-next"
    #: "Tout le monde doit jouer à découvert jusqu'à l'utilisation d'une nouvelle carte à fond noir"
    OPEN_HANDS = "open-hands"
    #: "Le joueur suivant doit [...] sélectionner 4 cartes dans la pioche" (and then plays).
    NEXT_DRAWS_FOUR = "next-draws-four"


class FirstWildChooser(Enum):
    """Who names the colour when the first card turned is a Joker."""

    FIRST_PLAYER = "first-player"  # official-rules-fr.txt
    DEALER = "dealer"  # braille-uno-rules-fr.txt


class FirstReverse(Enum):
    """Who plays first when the first card turned is a reverse."""

    #: official-rules-fr.txt: "le donneur joue en premier, et ensuite le jeu change de sens".
    DEALER = "dealer"
    #: braille-uno-rules-fr.txt: "le premier à jouer sera alors le joueur situé à droite du donneur".
    RIGHT_OF_DEALER = "right-of-dealer"


class FirstSkip(Enum):
    """Who plays first when the first card turned is a skip."""

    #: official-rules-fr.txt: as if the dealer had played it: the player at the dealer's left loses the turn.
    SKIPS_FIRST_PLAYER = "skips-first-player"
    #: braille-uno-rules-fr.txt: "le premier à jouer sera alors le 2ème joueur situé à droite du donneur".
    SECOND_RIGHT_OF_DEALER = "second-right-of-dealer"


def _check_type(name: str, value: object) -> None:
    """Raise :class:`InvalidRuleOption` unless ``value`` has the type of option ``name``."""
    expected = _FIELD_TYPES[name]
    if expected is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidRuleOption(name, value, detail="a whole number is expected")
    elif not isinstance(value, expected):
        raise InvalidRuleOption(name, value, valid=_choices(expected))


@dataclass(frozen=True, slots=True)
class RuleSet(FrozenValue):
    """All the rules of a table.  Build with :meth:`preset` and :meth:`replace`."""

    name: str = "official"
    deck: DeckKind = DeckKind.CLASSIC
    #: Optional cards of the official deck.
    shuffle_hands_card: bool = False
    swap_hands_card: bool = False
    #: The Swap Hands card's points: 50 in official-rules-fr.txt, 30 for wikipedia-uno-fr.txt's "échange de jeu".
    swap_card_points: int = 50
    #: official-rules-fr.txt, "Carte à personnaliser": 0 to 3 blank cards, each a Joker with its own effect.
    custom_cards: int = 0
    #: The effect of the first, second and third customizable card, chosen at setup.
    custom_effects: tuple[CustomEffect, ...] = (
        CustomEffect.GIVE_TWO,
        CustomEffect.CHOOSE_NEXT,
        CustomEffect.OPEN_HANDS,
    )
    min_players: int = 2
    max_players: int = 10
    hand_size: int = 7
    target_score: int = 500
    scoring: Scoring = Scoring.WINNER_COLLECTS
    #: With two players, a reverse acts as a skip (the player plays again).
    two_player_reverse_skips: bool = True
    allow_challenge: bool = True
    bluff_rule: BluffRule = BluffRule.DRAW_FOUR
    draw_four_restriction: DrawFourRestriction = DrawFourRestriction.NO_MATCHING_COLOR
    first_wild_chooser: FirstWildChooser = FirstWildChooser.FIRST_PLAYER
    first_reverse: FirstReverse = FirstReverse.DEALER
    #: Who plays first after a first skip (braille-uno-rules-fr.txt reads it its own way).
    first_skip: FirstSkip = FirstSkip.SKIPS_FIRST_PLAYER
    #: Cards a caught +4 bluffer draws (official-rules-fr.txt: 4; wikipedia-uno-fr.txt, "Le « +4 »": 6).
    bluff_penalty: int = 4
    #: Penalty for being caught without saying UNO.
    uno_penalty: int = 2
    # ---- house rules (each off by default, combinable)
    stacking: Stacking = Stacking.OFF
    #: A 0 passes every hand on in the direction of play; a 7 swaps hands with a chosen player.
    seven_zero: bool = False
    jump_in: JumpIn = JumpIn.OFF
    #: wikipedia-uno-fr.txt, "Cartes identiques": "Il doit en même temps crier « INTERCEPTION ». S'il ne le fait
    #: pas, il pioche 2 cartes" (engine/rules/jump_in.py).
    interception_call: bool = False
    #: wikipedia-uno-fr.txt, "Pioche": draw until a card can be played, at most this many (1 = official).
    draw_limit: int = 1
    #: A drawn card that can be played must be played.
    forced_play: bool = False
    #: wikipedia-uno-fr.txt, "Suites": after a numbered card, the same number or the next one up or down in
    #: the same colour may follow in the same turn (engine/rules/sequences.py).
    sequences: bool = False
    #: wikipedia-uno-fr.txt, "Fin d'une manche": a hand of 2 to 4 cards of one number in different colours
    #: is laid together, without saying UNO, and wins the round (engine/rules/sequences.py).
    number_finish: bool = False
    #: wikipedia-uno-fr.txt, "Suite Royale": a whole run 1 to 9, any colours, laid in one go from 1 or from 9
    #: (engine/rules/sequences.py).
    royal_sequence: bool = False
    #: wikipedia-uno-fr.txt, "Mauvaises cartes": a card shown at each round's start curses the cards identical to
    #: it; laying one, or holding one at the end, costs points (engine/rules/cursed.py).
    cursed_cards: bool = False
    #: wikipedia-uno-fr.txt, "« Carte Uno »": this many UNO cards, played at any moment, even out of turn;
    #: every hand passes one seat against the direction of play (engine/rules/uno_turn.py).
    turn_cards: int = 0
    #: wikipedia-uno-fr.txt, "Le temps limité": seconds to choose a card (0: no limit), and the cards a player
    #: too slow draws (engine/rules/timers.py; the clock is the table's).
    time_limit: int = 0
    time_penalty: int = 2
    #: UNO Olympique: "En aucun cas [la pénalité] n'influe sur l'ordre des tours : un joueur qui prend une
    #: pénalité ne saute pas le sien" (engine/rules/timers.py: too slow, the player draws and plays on).
    penalty_keeps_turn: bool = False
    #: UNO Olympique: "Un joueur qui atteint un compte rond (100, 200, etc.) en tout ou pour une manche obtient
    #: une réduction de 99 points sur son score" (engine/rules/scoring.py).
    round_hundred: bool = False
    #: UNO Olympique: "Deux cartes exactement identiques (couleur ET signe) peuvent être jouées en même temps,
    #: sautant le tour du suivant" (engine/rules/jump_in.py; number cards).
    identical_pair: bool = False
    #: The same sentence read for the "signe" of an action card too: two identical skips, reverses or +2 laid
    #: together, each acting once (engine/rules/card_effects.py; this game's reading of the double effect, in the
    #: help): two skips skip the next two players, two reverses keep the way and skip the next, two +2 give 4.
    identical_pair_actions: bool = False
    #: UNO Olympique: "Poser un « 0 » permet de tourner les jeux dans le sens du choix du poseur. Ce n'est pas
    #: obligatoire. Poser un « 7 » permet d'échanger son jeu avec le joueur de son choix. Ce n'est pas
    #: obligatoire", and "Si A échange ses cartes avec B, on considère que c'est B qui vient de jouer et le tour
    #: reprend à lui" (engine/rules/olympic.py; with ``seven_zero``).
    seven_zero_choice: bool = False
    #: UNO Olympique: "Poser un « 2 » oblige les autres joueurs à poser des « 2 » ou à piocher jusqu'à la fin du
    #: tour de table" (engine/rules/olympic.py).
    twos_round: bool = False
    #: UNO Olympique: this many "invisible" UNO cards, which pass a malus on to the next player
    #: (engine/rules/olympic.py).
    invisible_cards: int = 0
    #: The invisible card's "Elle peut être jouée n'importe quand" in the other reading: at any moment, one's turn
    #: or not, even with no malus to pass on (then it goes under the top card and does nothing else); off: only
    #: by a player a malus falls on (engine/rules/olympic.py).
    invisible_any_time: bool = False
    #: UNO Olympique: "Le donneur distribue entre 7 et 15 cartes, à son choix" and chooses the direction of the
    #: deal, which "définit le sens du jeu" (engine/rules/olympic.py).
    dealer_deals: bool = False
    #: wikipedia-uno-fr.txt, "Le « +4 »": a +4 answered with a +4, the third player challenging either or both,
    #: and a 0 or a skip blocking a +4 (engine/rules/draw_four.py).
    strict_draw_four: bool = False
    #: wikipedia-uno-fr.txt, "Préparation du jeu": "Au début de chaque manche, chaque joueur tire une carte chiffre
    #: au hasard dans la pioche. Celui qui a le chiffre le plus élevé est le donneur de la manche"; off: the
    #: official "Le nouveau donneur est le joueur à la gauche du donneur" (engine/rules/dealing.py).
    dealer_each_round: bool = False
    #: wikipedia-uno-fr.txt, "Fin d'une manche": "S'il abat sa dernière carte sans jamais avoir dit « UNO », et qu'un
    #: adversaire annonce « CONTRE-UNO » avant lui, le "vainqueur" doit reprendre deux cartes ; la manche
    #: continue" (engine/rules/contre_uno.py).
    contre_uno: bool = False
    # ---- editions
    #: uno-rapido-fr.txt, "piocher, c'est jouer": drawing ends the turn.
    draw_ends_turn: bool = False
    #: uno-rapido-fr.txt, "règle de défense": a skip may be answered with a skip.
    skip_defence: bool = False
    #: uno-rapido-fr.txt, "règle de confusion": a wrong play costs this many cards (0 = refused, no penalty).
    confusion_penalty: int = 0
    #: Number of UNO cards in the deck (uno-rapido-fr.txt, "la carte UNO").
    uno_cards: int = 0
    #: uno-family-quick-fr.txt: +4 plays on anything (no challenge) and acts when turned first.
    family_draw_four: bool = False
    #: uno-family-quick-fr.txt, "Carte Quickos": "le joueur en possession de la carte Quickos peut retourner la
    #: carte contre lui".  Off: only the player the +4 hits may (engine/rules/family.py); on: whoever holds it.
    quickos_anyone: bool = False
    #: wikipedia-uno-fr.txt, "Uno H2O Splash Game": this many Downpour +1 and as many Downpour +2 added to the
    #: classic deck ("compatibles avec les instructions du jeu Uno original"; engine/rules/h2o.py).
    downpour_cards: int = 0
    #: wikipedia-uno-fr.txt's equipment list: "4 cartes « +2? » (une par couleur) et deux « +4? »", a +2 and a
    #: +4 "pouvant pénaliser indifféremment n'importe quel joueur" (engine/rules/extra_cards.py).
    any_victim_cards: bool = False
    #: The +2? and +4? in the other reading of "le même effet que des cartes « +2 » et « +4 » normales": the chosen
    #: player, whoever they are, also loses their turn (their next one); off, only the next player does.
    any_victim_skips: bool = False
    #: wikipedia-uno-fr.txt's equipment list: "4 cartes « boomerang » (sur fond blanc) renvoyant l'effet de la
    #: dernière carte spéciale jouée à celui qui l'a posée" (engine/rules/extra_cards.py).
    boomerang_cards: bool = False
    #: The boomerang sends back "l'effet de la dernière carte spéciale jouée" whole: a skip too, and with a +2 or
    #: a +4 the lost turn as well as the cards (its player loses their next turn); off, the cards only.
    boomerang_whole: bool = False
    #: wikipedia-uno-fr.txt, UNO Extreme: the Poser Tout, 2x and Coup Extrême cards instead of the +2 and +4
    #: (engine/rules/extreme.py).
    extreme_cards: bool = False
    #: UNO Extreme's card launcher: 0 (none: draw from the pile), 7 ("entre 0 et 7 cartes") or 12 (the
    #: equipment list's "allant de 0 à 12"); each draw is one press (engine/rules/extreme.py).
    launcher: int = 0
    #: wikipedia-uno-fr.txt, "Pénalités": "2 cartes à tirer dans la pioche (4 appels au distributeur dans le cas
    #: du Uno Extreme) [...] L'oubli de « UNO » est puni de la même manière": presses of the launcher for a
    #: penalty (a forgotten UNO, a fault); any other draw is one press (engine/rules/extreme.py).
    penalty_presses: int = 1
    #: wikipedia-uno-fr.txt, "Uno Robot : un robot interactif peut, à tout moment, intervenir et modifier les
    #: règles du jeu" (engine/rules/robot.py); ``robot_rule`` is the house rule it put in force ("" for none).
    robot: bool = False
    robot_rule: str = ""
    #: wikipedia-uno-fr.txt, "Uno Wizz": Wizz cards of each colour; when one is laid, the next player spins the
    #: wheel instead of playing (engine/rules/wizz.py).
    wizz_cards: int = 0
    #: wikipedia-uno-fr.txt, "Uno Totem Power": four totems, captured, exchanged, spent to counter an action
    #: card; the four at once give an immediate UNO (engine/rules/totems.py, this game's reading).
    totems: bool = False
    #: braille-uno-rules-fr.txt, "Jeu en équipes": partners sit alternately; a team scores together.
    teams: bool = False
    #: braille-uno-rules-fr.txt, "UNO CHALLENGE": whoever reaches the target is out; the last one wins.
    elimination: bool = False
    #: braille-uno-rules-fr.txt, "A 4 joueurs": "jouer en 3 manches, chaque joueur ayant un partenaire différent
    #: pour chacune des 3 manches" (engine/rules/partners.py).
    rotating_partners: bool = False

    def __post_init__(self) -> None:
        for field in fields(self):
            _check_type(field.name, getattr(self, field.name))
        for name, (low, high) in _RANGES.items():
            value = getattr(self, name)
            if not low <= value <= high:
                raise InvalidRuleOption(name, value, detail=f"from {low} to {high}")
        if self.min_players > self.max_players:
            raise InvalidRuleOption("min_players", self.min_players, detail="more than max_players")
        if len(self.custom_effects) != 3 or not all(isinstance(e, CustomEffect) for e in self.custom_effects):
            raise InvalidRuleOption("custom_effects", self.custom_effects, valid=_choices(CustomEffect))
        if self.launcher not in (0, 7, 12):
            raise InvalidRuleOption("launcher", self.launcher, detail="0 (none), 7 or 12")
        if self.launcher and not self.draw_ends_turn:
            raise InvalidRuleOption("launcher", self.launcher, detail="a press of the launcher ends the turn")
        if self.robot_rule and self.robot_rule not in HOUSE_RULES:
            raise InvalidRuleOption("robot_rule", self.robot_rule, valid=tuple(HOUSE_RULES))
        if self.identical_pair_actions and not self.identical_pair:
            raise InvalidRuleOption("identical_pair_actions", True, detail="with identical_pair")
        if self.teams and self.elimination:
            raise InvalidRuleOption("elimination", True, detail="not with teams")
        if self.rotating_partners and not self.teams:
            raise InvalidRuleOption("rotating_partners", True, detail="with teams")

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """The rule set of a named edition; see :data:`PRESETS`."""
        try:
            return PRESETS[name]
        except KeyError:
            raise UnknownPreset(name, tuple(PRESETS)) from None

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """Every option a rule set has, in declaration order."""
        return tuple(field.name for field in fields(cls))

    def replace(self, **options: Any) -> RuleSet:
        """A copy with some options changed; enum options also accept their value strings."""
        valid = self.option_names()
        converted: dict[str, Any] = {}
        for key, value in options.items():
            if key not in valid:
                raise InvalidRuleOption(key, valid=valid)
            expected = _FIELD_TYPES[key]
            if key == "custom_effects" and isinstance(value, str):
                value = tuple(part.strip() for part in value.split(","))
            if key == "custom_effects" and isinstance(value, (tuple, list)):
                try:
                    value = tuple(CustomEffect(part) if isinstance(part, str) else part for part in value)
                except ValueError:
                    raise InvalidRuleOption(key, value, valid=_choices(CustomEffect)) from None
            if isinstance(expected, type) and issubclass(expected, Enum) and isinstance(value, str):
                try:
                    value = expected(value)
                except ValueError:
                    raise InvalidRuleOption(key, value, valid=_choices(expected)) from None
            _check_type(key, value)  # before the constructor: a compiled RuleSet refuses a wrong type with a TypeError
            converted[key] = value
        return dataclasses.replace(self, **converted)

    def check_players(self, count: int) -> None:
        """Raise :class:`InvalidPlayerCount` unless ``count`` players may sit at this table."""
        if not self.min_players <= count <= self.max_players:
            raise InvalidPlayerCount(count, self.min_players, self.max_players)
        if self.teams and (count % 2 or count < 4):
            raise InvalidRuleOption("teams", True, detail=f"teams need an even number of players, at least 4, not {count}")
        if self.rotating_partners and count != 4:
            raise InvalidRuleOption("rotating_partners", True, detail=f"partners change at 4 players, not {count}")
        if count * self.hand_size >= len(self.build_deck()):
            raise InvalidRuleOption("hand_size", self.hand_size, detail=f"too many cards for {count} players")

    def build_deck(self) -> list[Card]:
        """A fresh, unshuffled deck for these rules."""
        return list(_deck_of(self.deck, self.shuffle_hands_card, self.swap_hands_card, self.custom_cards, self.uno_cards,
                             self.turn_cards, self.invisible_cards, self.downpour_cards, self.any_victim_cards,
                             self.boomerang_cards, self.extreme_cards, self.wizz_cards))

    @property
    def points(self) -> dict[Rank, int]:
        """The value of each rank when counting a hand."""
        if self.deck is DeckKind.FAMILY:
            table = FAMILY_POINTS
        else:
            table = RAPIDO_POINTS if self.uno_cards else OFFICIAL_POINTS
        if self.swap_card_points != table[Rank.SWAP_HANDS]:
            return _with_swap_points(self.deck, bool(self.uno_cards), self.swap_card_points)
        return table

    def card_points(self, card: Card) -> int:
        return self.points[card.rank]


@functools.cache
def _with_swap_points(kind: DeckKind, rapido: bool, swap_points: int) -> dict[Rank, int]:
    """A points table with the Swap Hands card's own value, built once per table kind."""
    if kind is DeckKind.FAMILY:
        table = FAMILY_POINTS
    else:
        table = RAPIDO_POINTS if rapido else OFFICIAL_POINTS
    return {**table, Rank.SWAP_HANDS: swap_points}


@functools.cache
def _deck_of(kind: DeckKind, shuffle_hands: bool, swap_hands: bool, custom_cards: int, uno_cards: int,
             turn_cards: int = 0, invisible_cards: int = 0, downpour_cards: int = 0,
             any_victim_cards: bool = False, boomerang_cards: bool = False,
             extreme_cards: bool = False, wizz_cards: int = 0) -> tuple[Card, ...]:
    """Each deck is built once (cards are values): dealing a round does not create 108 cards."""
    if kind is DeckKind.FAMILY:
        extra = classic_deck(turn_cards=turn_cards, invisible_cards=invisible_cards, downpour_cards=downpour_cards,
                             any_victim_cards=any_victim_cards, swap_hands=swap_hands,
                             boomerang_cards=boomerang_cards)[108:]
        return tuple(family_deck()) + tuple(extra)
    return tuple(
        classic_deck(shuffle_hands=shuffle_hands, swap_hands=swap_hands, custom_cards=custom_cards, uno_cards=uno_cards,
                     turn_cards=turn_cards, invisible_cards=invisible_cards, downpour_cards=downpour_cards,
                     any_victim_cards=any_victim_cards, boomerang_cards=boomerang_cards, extreme_cards=extreme_cards,
                     wizz_cards=wizz_cards)
    )


def _choices(expected: Any) -> tuple[str, ...]:
    if isinstance(expected, type) and issubclass(expected, Enum):
        return tuple(str(member.value) for member in expected)
    if expected is bool:
        return ("True", "False")
    return ()


_FIELD_TYPES: dict[str, Any] = {
    "name": str,
    "deck": DeckKind,
    "shuffle_hands_card": bool,
    "swap_hands_card": bool,
    "swap_card_points": int,
    "custom_cards": int,
    "custom_effects": tuple,
    "min_players": int,
    "max_players": int,
    "hand_size": int,
    "target_score": int,
    "scoring": Scoring,
    "two_player_reverse_skips": bool,
    "allow_challenge": bool,
    "bluff_rule": BluffRule,
    "draw_four_restriction": DrawFourRestriction,
    "first_wild_chooser": FirstWildChooser,
    "first_reverse": FirstReverse,
    "first_skip": FirstSkip,
    "bluff_penalty": int,
    "uno_penalty": int,
    "stacking": Stacking,
    "seven_zero": bool,
    "jump_in": JumpIn,
    "interception_call": bool,
    "draw_limit": int,
    "forced_play": bool,
    "sequences": bool,
    "number_finish": bool,
    "royal_sequence": bool,
    "cursed_cards": bool,
    "turn_cards": int,
    "time_limit": int,
    "time_penalty": int,
    "penalty_keeps_turn": bool,
    "round_hundred": bool,
    "identical_pair": bool,
    "identical_pair_actions": bool,
    "seven_zero_choice": bool,
    "twos_round": bool,
    "invisible_cards": int,
    "invisible_any_time": bool,
    "dealer_deals": bool,
    "strict_draw_four": bool,
    "dealer_each_round": bool,
    "contre_uno": bool,
    "draw_ends_turn": bool,
    "skip_defence": bool,
    "confusion_penalty": int,
    "uno_cards": int,
    "family_draw_four": bool,
    "quickos_anyone": bool,
    "downpour_cards": int,
    "any_victim_cards": bool,
    "any_victim_skips": bool,
    "boomerang_cards": bool,
    "boomerang_whole": bool,
    "extreme_cards": bool,
    "launcher": int,
    "penalty_presses": int,
    "robot": bool,
    "robot_rule": str,
    "wizz_cards": int,
    "totems": bool,
    "teams": bool,
    "elimination": bool,
    "rotating_partners": bool,
}

_RANGES: dict[str, tuple[int, int]] = {
    "wizz_cards": (0, 4),
    "min_players": (2, 10),
    "max_players": (2, 10),
    "hand_size": (1, 20),
    "target_score": (1, 100_000),
    "uno_penalty": (0, 10),
    "bluff_penalty": (1, 10),
    "custom_cards": (0, 3),
    "draw_limit": (1, 3),
    "confusion_penalty": (0, 4),
    "uno_cards": (0, 4),
    "turn_cards": (0, 4),
    "invisible_cards": (0, 4),
    "time_limit": (0, 300),
    "time_penalty": (1, 4),
    "swap_card_points": (0, 100),
    "downpour_cards": (0, 4),
    "penalty_presses": (1, 4),
}

OFFICIAL = RuleSet()

#: Named editions of the rule books.
PRESETS: dict[str, RuleSet] = {
    # official-rules-fr.txt
    "official": OFFICIAL,
    # official-rules-fr.txt with its optional cards.
    "official+": OFFICIAL.replace(name="official+", shuffle_hands_card=True, swap_hands_card=True, custom_cards=3),
    # braille-uno-rules-fr.txt: 2 to 6 players, its own conventions.
    "braille": OFFICIAL.replace(
        name="braille",
        max_players=6,
        bluff_rule=BluffRule.TAKE_BACK,
        first_wild_chooser=FirstWildChooser.DEALER,
        first_reverse=FirstReverse.RIGHT_OF_DEALER,
        first_skip=FirstSkip.SECOND_RIGHT_OF_DEALER,
        draw_four_restriction=DrawFourRestriction.NO_PLAYABLE_CARD,
    ),
    # uno-rapido-fr.txt: the classic deck with its UNO cards and five extra rules.
    "rapido": OFFICIAL.replace(
        name="rapido",
        uno_cards=4,
        draw_ends_turn=True,
        stacking=Stacking.SAME_CARD,
        skip_defence=True,
        jump_in=JumpIn.IDENTICAL,
        confusion_penalty=2,
        scoring=Scoring.LOWEST_WINS,
    ),
    # wikipedia-uno-fr.txt, "UNO Olympique", what a program can enforce today: "La pénalité consiste en une
    # carte piochée [...] un joueur qui prend une pénalité ne saute pas le sien"; "Le jeu doit être rapide.
    # Quelqu'un qui hésite [...] prend une pénalité"; "Se tromper de carte ou de moment pour jouer coûte une
    # pénalité"; "L'Interception : [...] une carte exactement identique"; "La Surenchère : les « +2 » peuvent
    # être recouverts par des « +4 » et des « +2 ». Le « +4 » ne peut être recouvert que par un « +4 »";
    # "Poser un « 0 » permet de tourner les jeux [...] Poser un « 7 » permet d'échanger son jeu"; "c'est le
    # donneur qui a posé la première carte, et qui fait donc les choix"; "un compte rond [...] une réduction
    # de 99 points".  The lowest score wins: a reduction is good news.
    "olympic": OFFICIAL.replace(
        name="olympic",
        uno_penalty=1,
        confusion_penalty=1,
        time_limit=15,
        time_penalty=1,
        penalty_keeps_turn=True,
        jump_in=JumpIn.IDENTICAL,
        stacking=Stacking.PLUS_CARDS,
        seven_zero=True,
        first_wild_chooser=FirstWildChooser.DEALER,
        scoring=Scoring.LOWEST_WINS,
        round_hundred=True,
        identical_pair=True,
        seven_zero_choice=True,
        twos_round=True,
        invisible_cards=2,
        dealer_deals=True,
    ),
    # wikipedia-uno-fr.txt, "Uno H2O Splash Game": the classic deck and its Downpour +1 and +2, two of each
    # (the book gives no count: the "+1 Downpour" and "+2 Downpour" of the equipment list, a pair of each).
    "h2o": OFFICIAL.replace(name="h2o", downpour_cards=2),
    # wikipedia-uno-fr.txt, "Uno Extreme (Uno Attack aux États-Unis)": the launcher gives 0 to 7 cards, Poser
    # Tout, 2x and Coup Extrême instead of the +2 and +4 (engine/rules/extreme.py); a press ends the turn; a
    # penalty is "4 appels au distributeur dans le cas du Uno Extreme" (the book says it in so many words).
    "extreme": OFFICIAL.replace(name="extreme", extreme_cards=True, launcher=7, draw_ends_turn=True,
                                penalty_presses=4),
    # wikipedia-uno-fr.txt, "Uno Robot": the official rules and a robot that changes one of them now and then.
    "robot": OFFICIAL.replace(name="robot", robot=True),
    # wikipedia-uno-fr.txt, "Uno Wizz": the classic deck and its Wizz cards, two of each colour (the book gives
    # no count: as many as each colour's other action cards).
    "wizz": OFFICIAL.replace(name="wizz", wizz_cards=2),
    # wikipedia-uno-fr.txt, "Uno Totem Power": the classic deck and the four totems (engine/rules/totems.py).
    "totem": OFFICIAL.replace(name="totem", totems=True),
    # uno-family-quick-fr.txt: the 68-card deck, Family Quick Jokers and the Quickos card.
    "family": OFFICIAL.replace(name="family", deck=DeckKind.FAMILY, family_draw_four=True, allow_challenge=False),
}

#: House rules that can be switched on by name (``--house stacking,seven-zero``), with the options they set.
HOUSE_RULES: dict[str, dict[str, Any]] = {
    "stacking": {"stacking": Stacking.PLUS_CARDS},
    "seven-zero": {"seven_zero": True},
    "jump-in": {"jump_in": JumpIn.IDENTICAL},
    "jump-in-number": {"jump_in": JumpIn.SAME_NUMBER},
    "draw-until-playable": {"draw_limit": 3},
    "forced-play": {"forced_play": True},
    "sequences": {"sequences": True},
    "number-finish": {"number_finish": True},
    "royal-sequence": {"royal_sequence": True},
    # The first card's reverse, in the reading of the other book (issue 14: both readings offered).
    "first-reverse-dealer": {"first_reverse": FirstReverse.DEALER},
    "first-reverse-right": {"first_reverse": FirstReverse.RIGHT_OF_DEALER},
    # "les autres joueurs prennent les points indiqués précédemment (en plus des points présents dans leur jeu)":
    # each player scores their own hand, and cursed points are bad points.
    "cursed-cards": {"cursed_cards": True, "scoring": Scoring.LOWEST_WINS},
    # wikipedia-uno-fr.txt, "Pénalités": "si un joueur se trompe en posant une carte (par exemple : ce n'est pas
    # à lui de jouer, il joue une carte de la mauvaise couleur…) cela est considéré comme une faute de jeu [...]
    # faire piocher deux cartes au fautif": the confusion mechanism of UNO Rapido (rules/confusion.py); and
    # "Cartes identiques": a jump-in without "INTERCEPTION" said, "il pioche 2 cartes" (rules/jump_in.py).
    "faults": {"confusion_penalty": 2, "interception_call": True},
    # wikipedia-uno-fr.txt, "Le « +4 »": "on ne peut poser une carte « +4 » seulement si on ne peut rien jouer
    # d'autre [...] il reprend sa carte « +4 » et pioche 6 cartes et le joueur suivant ne pioche rien".
    "strict-draw-four": {"strict_draw_four": True, "draw_four_restriction": DrawFourRestriction.NO_PLAYABLE_CARD,
                         "bluff_rule": BluffRule.TAKE_BACK, "bluff_penalty": 6, "allow_challenge": True},
    "no-two-player-rule": {"two_player_reverse_skips": False},
    "lowest-wins": {"scoring": Scoring.LOWEST_WINS},
    # "comptabiliser le nombre de manches gagnées": first to 3 rounds won unless a target is given.
    "rounds-won": {"scoring": Scoring.ROUNDS_WON, "target_score": 3},
    "teams": {"teams": True},
    "elimination": {"elimination": True, "scoring": Scoring.LOWEST_WINS},
    # The family deck's Quickos card in the other reading of its sentence: held by anyone, not only the victim.
    "quickos-anyone": {"quickos_anyone": True},
    # wikipedia-uno-fr.txt, "« Carte Uno »": "Une ou plusieurs cartes Uno": two in the deck.
    "uno-card": {"turn_cards": 2},
    # wikipedia-uno-fr.txt, "Le temps limité", at UNO Master's three speeds (engine/rules/timers.py).
    "time-limit": {"time_limit": 30},
    "time-limit-slow": {"time_limit": 45},
    "time-limit-fast": {"time_limit": 15},
    # UNO Olympique's rules one by one (engine/rules/olympic.py): the 0 and the 7 as the player chooses,
    # the round of 2s, the invisible UNO card (two in the deck), the dealer's deal.
    "seven-zero-choice": {"seven_zero": True, "seven_zero_choice": True},
    "twos-round": {"twos_round": True},
    "invisible-card": {"invisible_cards": 2},
    "dealer-deals": {"dealer_deals": True},
    # wikipedia-uno-fr.txt's equipment list, extra cards for any deck: "1 carte « échange de jeu »" (the
    # Swap Hands card, worth 30 in its scoring list: "« échange de jeu » vaut 30 points"), and "4 cartes
    # « +2? » (une par couleur) et deux « +4? »" (engine/rules/extra_cards.py); the boomerangs below.
    "swap-card": {"swap_hands_card": True, "swap_card_points": 30},
    "any-victim": {"any_victim_cards": True},
    # "4 cartes « boomerang »" (engine/rules/extra_cards.py).
    "boomerang": {"boomerang_cards": True},
    # UNO Extreme's launcher with the equipment list's range, "allant de 0 à 12", on any deck.
    "launcher-12": {"launcher": 12, "draw_ends_turn": True},
    # wikipedia-uno-fr.txt, "Préparation du jeu": the dealer drawn again at each round's start (rules/dealing.py).
    "dealer-drawn": {"dealer_each_round": True},
    # The +2? and +4? whose chosen player, anyone, also loses their (next) turn: "le même effet que des cartes
    # « +2 » et « +4 » normales" read whole (rules/extra_cards.py).
    "any-victim-turn-lost": {"any_victim_cards": True, "any_victim_skips": True},
    # The boomerang sending back the whole effect, "renvoyant l'effet de la dernière carte spéciale jouée à celui
    # qui l'a posée": a skip too, and a +2's or a +4's lost turn with its cards (rules/extra_cards.py).
    "boomerang-whole": {"boomerang_cards": True, "boomerang_whole": True},
    # UNO Olympique's "Deux cartes exactement identiques (couleur ET signe)": pairs of action cards too, with this
    # game's reading of their double effect (rules/card_effects.py).
    "pairs-of-actions": {"identical_pair": True, "identical_pair_actions": True},
    # wikipedia-uno-fr.txt, "Fin d'une manche": a last card laid without UNO may be caught (rules/contre_uno.py).
    "contre-uno": {"contre_uno": True},
    # UNO Olympique's invisible card, "Elle peut être jouée n'importe quand", laid at any moment (rules/olympic.py).
    "invisible-any-time": {"invisible_cards": 2, "invisible_any_time": True},
    # braille-uno-rules-fr.txt, "A 4 joueurs": three rounds, a different partner in each (rules/partners.py).
    "rotating-partners": {"teams": True, "rotating_partners": True},
}


def with_house_rules(rules: RuleSet, names: list[str] | tuple[str, ...]) -> RuleSet:
    """``rules`` with the named house rules switched on; an unknown name lists the valid ones."""
    options: dict[str, Any] = {}
    set_by: dict[str, str] = {}
    for name in names:
        if name not in HOUSE_RULES:
            raise InvalidRuleOption(name, valid=tuple(HOUSE_RULES))
        for option, value in HOUSE_RULES[name].items():
            # e.g. lowest-wins and rounds-won: one would silently undo the other.  Elimination scores
            # each hand itself, whatever the scoring option says: it conflicts with no scoring rule.
            overridden = option == "scoring" and "elimination" in names
            if option in options and options[option] != value and not overridden:
                raise ConflictingHouseRules(set_by[option], name)
            options[option] = value
            set_by.setdefault(option, name)
    return rules.replace(**options)
