"""The state machine of a match: rounds, turns, decisions, scores.

One :meth:`State.apply` checks an action and returns the events it caused; the
phase and :attr:`State.current_player` say whose decision comes next, and
:meth:`State.legal_actions` lists, in a stable order, what any player may do,
out of turn included (catching a missed UNO).  Everything random comes from the
state's own ``random.Random``, so a seed and the action log replay a match.

Seats are numbered clockwise; play starts to the dealer's left
(official-rules-fr.txt: "le joueur à la gauche du donneur commence").
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum

from .actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseTarget,
    Draw,
    NextRound,
    Pass,
    Play,
    ACCEPT,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    NEXT_ROUND,
    PASS,
)
from .cards import COLORS, Card, Color, Rank
from .errors import IllegalAction, Reason
from .events import (
    CardPlayed,
    CardsDrawn,
    ChallengeOffered,
    Challenged,
    ColorChosen,
    DealerChosen,
    DealerDraw,
    Direction,
    DirectionChanged,
    DrawReason,
    DrawnCardPlayable,
    Event,
    FirstCard,
    FirstCardReturned,
    HandDealt,
    HandRevealed,
    HandsShuffled,
    HandsSwapped,
    MatchEnded,
    NewHand,
    NoCardToDraw,
    PileReshuffled,
    PlayerSkipped,
    RoundEnded,
    RoundStarted,
    TurnPassed,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    UnoMissed,
)
from .rules import BluffRule, DrawFourRestriction, FirstWildChooser, RuleSet, Scoring
from .view import Phase, PlayerView


class _Then(Enum):
    """What follows a colour or target choice."""

    RESOLVE_PLAY = "resolve-play"  # finish the effect of the card just played
    START_ROUND = "start-round"  # the first card was black: the round starts after the choice


class State:
    """A match in progress.  Create with :meth:`uno_access.engine.Game.new_match`."""

    def __init__(
        self,
        rules: RuleSet,
        num_players: int,
        seed: int | None = None,
        *,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
    ) -> None:
        rules.check_players(num_players)
        if dealer is not None and not 0 <= dealer < num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, dealer)
        self.rules = rules
        self.num_players = num_players
        self.seed = seed
        self.rng = random.Random(seed)
        self.scores = [0] * num_players
        self.round_number = 0
        self.log: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self._new: list[Event] = []
        self.phase = Phase.PLAY
        self.current_player: int | None = None
        self.direction = Direction.LEFT
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.draw_pile: list[Card] = []  # top of the pile is the end of the list
        self.discard: list[Card] = []  # top card is the end of the list
        self.color: Color | None = None
        self.winners: tuple[int, ...] = ()
        self._drawn: Card | None = None
        self._then = _Then.RESOLVE_PLAY
        self._pending_card: Card | None = None
        self._pending_player = 0
        self._preset_color: Color | None = None
        self._uno_declared = [False] * num_players
        self._uno_catchable: int | None = None
        self._challenge: tuple[int, int, bool, Color | None] | None = None  # bluffer, victim, bluff, colour before
        if dealer is None:
            dealer = self._choose_dealer()
        self.dealer = dealer
        self._start_round(deck)
        self._flush()

    # ------------------------------------------------------------------ queries

    @property
    def top_card(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def is_round_over(self) -> bool:
        return self.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)

    @property
    def is_match_over(self) -> bool:
        return self.phase is Phase.MATCH_OVER

    @property
    def uno_catchable(self) -> int | None:
        """A player down to one card who did not say UNO, while they can be caught."""
        return self._uno_catchable

    def next_player(self, player: int, steps: int = 1) -> int:
        """The player ``steps`` seats away from ``player`` in the direction of play."""
        return (player + self.direction.value * steps) % self.num_players

    def is_playable(self, card: Card) -> bool:
        """Whether ``card`` may go on the discard pile now (a +4 always may: bluffing is allowed)."""
        if card.color is None:
            return True
        if card.color is self.color:
            return True
        top = self.discard[-1] if self.discard else None
        if top is None or top.color is None or card.rank is Rank.FAMILY_QUICK:
            return False
        return card.rank is top.rank

    def legal_actions(self, player: int) -> list[Action]:
        """What ``player`` may do now, in a stable order: turn actions, then UNO calls and catches."""
        actions: list[Action] = []
        phase = self.phase
        if phase is Phase.MATCH_OVER:
            return actions
        if phase is Phase.ROUND_OVER:
            return [NEXT_ROUND]
        if player == self.current_player:
            hand = self.hands[player]
            if phase is Phase.PLAY:
                seen: set[Card] = set()
                for card in sorted(hand, key=Card.sort_key):
                    if card not in seen and self.is_playable(card):
                        seen.add(card)
                        actions.append(Play(card))
                actions.append(DRAW)
                if len(hand) == 2 and not self._uno_declared[player]:
                    actions.append(CALL_UNO)
            elif phase is Phase.AFTER_DRAW:
                assert self._drawn is not None
                actions.append(Play(self._drawn))
                actions.append(PASS)
                if len(hand) == 2 and not self._uno_declared[player]:
                    actions.append(CALL_UNO)
            elif phase is Phase.CHOOSE_COLOR:
                actions.extend(ChooseColor(color) for color in COLORS)
            elif phase is Phase.CHOOSE_TARGET:
                actions.extend(ChooseTarget(target) for target in self._swap_targets(player))
            elif phase is Phase.CHALLENGE:
                actions.extend((CHALLENGE, ACCEPT))
        catchable = self._uno_catchable
        if catchable is not None:
            if player == catchable:
                actions.append(CALL_UNO)
            else:
                actions.append(CatchUno(catchable))
        return actions

    def view_for(self, player: int) -> PlayerView:
        """What ``player`` may know: their own hand, the others' card counts, the table."""
        challenge_from = self._challenge[0] if self._challenge and self.phase is Phase.CHALLENGE else None
        return PlayerView(
            player=player,
            num_players=self.num_players,
            rules=self.rules,
            phase=self.phase,
            current_player=self.current_player,
            hand=tuple(sorted(self.hands[player], key=Card.sort_key)),
            hand_counts=tuple(len(hand) for hand in self.hands),
            top_card=self.top_card,
            color=self.color,
            direction=self.direction,
            draw_pile_size=len(self.draw_pile),
            discard=tuple(self.discard),
            dealer=self.dealer,
            round_number=self.round_number,
            scores=tuple(self.scores),
            drawn_card=self._drawn if player == self.current_player and self.phase is Phase.AFTER_DRAW else None,
            uno_catchable=self._uno_catchable,
            uno_called=frozenset(
                p for p in range(self.num_players) if self._uno_declared[p] and len(self.hands[p]) == 1
            ),
            challenge_from=challenge_from,
            legal_actions=tuple(self.legal_actions(player)),
        )

    def card_count(self) -> int:
        """All cards in hands and piles (conserved within a round)."""
        return sum(len(hand) for hand in self.hands) + len(self.draw_pile) + len(self.discard)

    # ------------------------------------------------------------------ applying

    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply ``player``'s ``action`` and return the events it caused.

        Raises :class:`IllegalAction` (with a :class:`Reason`) and leaves the
        state unchanged when the rules do not allow it.
        """
        self._check(player, action)
        self.log.append((player, action))
        self._dispatch(player, action)
        return self._flush()

    def _flush(self) -> list[Event]:
        new, self._new = self._new, []
        self.events.extend(new)
        return new

    def _emit(self, event: Event) -> None:
        self._new.append(event)

    def _check(self, player: int, action: Action) -> None:
        """Raise the most helpful :class:`IllegalAction` if ``action`` is not legal."""
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            raise IllegalAction(Reason.UNKNOWN_PLAYER, player, action)
        if self.phase is Phase.MATCH_OVER:
            raise IllegalAction(Reason.GAME_OVER, player, action)
        if isinstance(action, NextRound):
            if self.phase is not Phase.ROUND_OVER:
                raise IllegalAction(Reason.WRONG_PHASE, player, action)
            return
        if self.phase is Phase.ROUND_OVER:
            raise IllegalAction(Reason.ROUND_OVER, player, action)
        if isinstance(action, CatchUno):
            if self._uno_catchable is None or action.target != self._uno_catchable:
                raise IllegalAction(Reason.NOTHING_TO_CATCH, player, action)
            if action.target == player:
                raise IllegalAction(Reason.INVALID_TARGET, player, action)
            return
        if isinstance(action, CallUno):
            if player == self._uno_catchable:
                return
            if (
                player == self.current_player
                and self.phase in (Phase.PLAY, Phase.AFTER_DRAW)
                and len(self.hands[player]) == 2
                and not self._uno_declared[player]
            ):
                return
            raise IllegalAction(Reason.UNO_NOT_NOW, player, action)
        if player != self.current_player:
            raise IllegalAction(Reason.NOT_YOUR_TURN, player, action)
        phase = self.phase
        if isinstance(action, Play):
            if phase not in (Phase.PLAY, Phase.AFTER_DRAW):
                raise IllegalAction(Reason.WRONG_PHASE, player, action)
            if not isinstance(action.card, Card) or action.card not in self.hands[player]:
                raise IllegalAction(Reason.CARD_NOT_IN_HAND, player, action)
            if phase is Phase.AFTER_DRAW and action.card != self._drawn:
                raise IllegalAction(Reason.ONLY_DRAWN_CARD, player, action)
            if not self.is_playable(action.card):
                raise IllegalAction(Reason.CARD_DOES_NOT_MATCH, player, action)
            if action.color is not None and (not action.card.chooses_color or not isinstance(action.color, Color)):
                raise IllegalAction(Reason.COLOR_NOT_ALLOWED, player, action)
            return
        expected = {
            Draw: (Phase.PLAY,),
            Pass: (Phase.AFTER_DRAW,),
            ChooseColor: (Phase.CHOOSE_COLOR,),
            ChooseTarget: (Phase.CHOOSE_TARGET,),
            Challenge: (Phase.CHALLENGE,),
            Accept: (Phase.CHALLENGE,),
        }.get(type(action))
        if expected is None:
            raise IllegalAction(Reason.NOT_AVAILABLE, player, action)
        if phase not in expected:
            raise IllegalAction(Reason.WRONG_PHASE, player, action)
        if isinstance(action, ChooseColor) and not isinstance(action.color, Color):
            raise IllegalAction(Reason.COLOR_REQUIRED, player, action)
        if isinstance(action, ChooseTarget):
            if action.target not in self._all_other(player):
                raise IllegalAction(Reason.INVALID_TARGET, player, action)
            if action.target not in self._swap_targets(player):
                raise IllegalAction(Reason.TARGET_HAS_UNO, player, action)

    def _dispatch(self, player: int, action: Action) -> None:
        if isinstance(action, CatchUno):
            self._catch_uno(player, action.target)
            return
        if isinstance(action, CallUno):
            if player == self._uno_catchable:
                self._uno_catchable = None
            self._uno_declared[player] = True
            self._emit(UnoCalled(player))
            return
        if isinstance(action, NextRound):
            self.dealer = (self.dealer + 1) % self.num_players  # the next dealer is to the left
            self._start_round(None)
            return
        # Any turn action by another player closes the window to catch a missed UNO
        # (braille-uno-rules-fr.txt: "avant que le joueur suivant ne joue").
        if self._uno_catchable is not None and player != self._uno_catchable:
            self._uno_catchable = None
        if isinstance(action, Play):
            self._play(player, action)
        elif isinstance(action, Draw):
            self._draw_instead_of_playing(player)
        elif isinstance(action, Pass):
            self._drawn = None
            self._emit(TurnPassed(player))
            self._end_turn(player)
        elif isinstance(action, ChooseColor):
            self._choose_color(player, action.color)
        elif isinstance(action, ChooseTarget):
            self._swap_hands(player, action.target)
            preset, self._preset_color = self._preset_color, None
            if preset is not None:
                self._choose_color(player, preset)
            else:
                self.phase = Phase.CHOOSE_COLOR
        elif isinstance(action, Challenge):
            self._resolve_challenge(player)
        elif isinstance(action, Accept):
            self._accept_draw_four(player)

    # ------------------------------------------------------------------ setting up

    def _choose_dealer(self) -> int:
        """Each player draws a card; the highest number deals, symbols count 0, ties draw again."""
        deck = self.rules.build_deck()
        self.rng.shuffle(deck)
        contenders = list(range(self.num_players))
        while True:
            draws: dict[int, int] = {}
            for player in contenders:
                if not deck:
                    deck = self.rules.build_deck()
                    self.rng.shuffle(deck)
                card = deck.pop()
                self._emit(DealerDraw(player, card))
                draws[player] = card.number or 0
            best = max(draws.values())
            contenders = [player for player in contenders if draws[player] == best]
            if len(contenders) == 1:
                self._emit(DealerChosen(contenders[0]))
                return contenders[0]

    def _start_round(self, deck: Sequence[Card] | None) -> None:
        self.round_number += 1
        if deck is None:
            pile = self.rules.build_deck()
            self.rng.shuffle(pile)
        else:
            pile = list(reversed(deck))
        self.draw_pile = pile
        self.discard = []
        self.hands = [[] for _ in range(self.num_players)]
        self.direction = Direction.LEFT
        self.color = None
        self._drawn = None
        self._challenge = None
        self._uno_declared = [False] * self.num_players
        self._uno_catchable = None
        self.phase = Phase.PLAY
        self._emit(RoundStarted(self.round_number, self.dealer, self.rules.hand_size))
        order = [(self.dealer + offset) % self.num_players for offset in range(1, self.num_players + 1)]
        for _ in range(self.rules.hand_size):
            for player in order:
                if pile:
                    self.hands[player].append(pile.pop())
        for player in range(self.num_players):
            hand = self.hands[player]
            self._emit(HandDealt(player, tuple(sorted(hand, key=Card.sort_key)), len(hand)))
        self._turn_first_card()

    def _turn_first_card(self) -> None:
        """Turn the first card and apply its effect (official-rules-fr.txt, "en début de partie")."""
        first_player = (self.dealer + 1) % self.num_players
        while True:
            card = self._pop_draw_pile()
            if card is None:  # a stacked deck with nothing left: play on without a top card
                self._begin_turn(first_player)
                return
            if card.rank is Rank.WILD_DRAW_FOUR:
                # "le donneur la remet dans la pioche et sélectionne une autre carte"
                self._emit(FirstCardReturned(card))
                self.draw_pile.insert(self.rng.randrange(len(self.draw_pile) + 1), card)
                continue
            if card.rank is Rank.FAMILY_QUICK:
                # uno-family-quick-fr.txt: "remet alors la carte sous la pioche et en retourne une autre"
                self._emit(FirstCardReturned(card))
                self.draw_pile.insert(0, card)
                continue
            break
        self.discard.append(card)
        self.color = card.color
        self._emit(FirstCard(card))
        rank = card.rank
        if rank is Rank.DRAW_TWO:
            self._give(first_player, 2, DrawReason.DRAW_TWO)
            self._emit(PlayerSkipped(first_player))
            self._begin_turn(self.next_player(first_player))
        elif rank is Rank.REVERSE:
            # "le donneur joue en premier, et ensuite le jeu change de sens"
            self.direction = Direction.RIGHT
            self._emit(DirectionChanged(self.direction))
            self._begin_turn(self.dealer)
        elif rank is Rank.SKIP:
            self._emit(PlayerSkipped(first_player))
            self._begin_turn(self.next_player(first_player))
        elif card.chooses_color:
            chooser = first_player
            if rank is Rank.WILD and self.rules.first_wild_chooser is FirstWildChooser.DEALER:
                chooser = self.dealer
            self._then = _Then.START_ROUND
            self.current_player = chooser
            if rank is Rank.SWAP_HANDS and self._swap_targets(first_player):
                # "échange ses cartes avec le joueur de son choix avant de débuter la partie"
                self.phase = Phase.CHOOSE_TARGET
            else:
                self.phase = Phase.CHOOSE_COLOR
        else:
            self._begin_turn(first_player)

    # ------------------------------------------------------------------ turns

    def _begin_turn(self, player: int) -> None:
        self.current_player = player
        self.phase = Phase.PLAY
        self._drawn = None
        self._emit(TurnStarted(player))

    def _end_turn(self, player: int) -> None:
        """The turn of ``player`` is over without any effect: the next player plays."""
        self._uno_declared[player] = False
        self._begin_turn(self.next_player(player))

    def _play(self, player: int, action: Play) -> None:
        card = action.card
        hand = self.hands[player]
        previous_color = self.color
        hand.remove(card)
        self._drawn = None
        bluff = False
        if card.rank is Rank.WILD_DRAW_FOUR:
            bluff = self._is_bluff(hand, previous_color)
        self.discard.append(card)
        self.color = card.color
        called = action.uno or self._uno_declared[player]
        self._emit(CardPlayed(player, card, len(hand), uno_called=called and len(hand) == 1))
        if len(hand) == 1:
            if called:
                self._uno_declared[player] = True
            else:
                self._uno_catchable = player
                self._emit(UnoMissed(player))
        if not hand:
            self._finish_round(player, card)
            return
        if card.rank is Rank.WILD_DRAW_FOUR:
            self._challenge = (player, self.next_player(player), bluff, previous_color)
        self._pending_card = card
        self._pending_player = player
        self._then = _Then.RESOLVE_PLAY
        if card.rank is Rank.SHUFFLE_HANDS:
            self._shuffle_hands(player)
        if card.rank is Rank.SWAP_HANDS and self._swap_targets(player):
            self._preset_color = action.color
            self.phase = Phase.CHOOSE_TARGET
            return
        if card.chooses_color:
            if action.color is not None:
                self._choose_color(player, action.color)
            else:
                self.phase = Phase.CHOOSE_COLOR
            return
        self._resolve(player, card)

    def _is_bluff(self, hand: list[Card], previous_color: Color | None) -> bool:
        """Whether a +4 was played against the rule (the rest of the hand is ``hand``)."""
        if self.rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
            return previous_color is not None and any(card.color is previous_color for card in hand)
        return any(card.rank is not Rank.WILD_DRAW_FOUR and self._was_playable(card, previous_color) for card in hand)

    def _was_playable(self, card: Card, color: Color | None) -> bool:
        if card.color is None:
            return True
        if card.color is color:
            return True
        top = self.discard[-1] if self.discard else None
        return top is not None and top.color is not None and card.rank is top.rank

    def _choose_color(self, player: int, color: Color) -> None:
        self.color = color
        self._emit(ColorChosen(player, color))
        if self._then is _Then.START_ROUND:
            self._then = _Then.RESOLVE_PLAY
            self._begin_turn((self.dealer + 1) % self.num_players)
            return
        card = self._pending_card
        assert card is not None
        self._resolve(player, card)

    def _resolve(self, player: int, card: Card) -> None:
        """The effect of ``card``, played by ``player``, once any colour is chosen."""
        self._uno_declared[player] = len(self.hands[player]) == 1 and self._uno_declared[player]
        rank = card.rank
        following = self.next_player(player)
        if rank is Rank.SKIP:
            self._skip(following)
        elif rank is Rank.REVERSE:
            if self.num_players == 2 and self.rules.two_player_reverse_skips:
                # braille-uno-rules-fr.txt, "A 2 joueurs": reverse lets the player play again
                self._skip(following)
            else:
                self.direction = Direction(-self.direction.value)
                self._emit(DirectionChanged(self.direction))
                self._begin_turn(self.next_player(player))
        elif rank is Rank.DRAW_TWO:
            self._give(following, 2, DrawReason.DRAW_TWO)
            self._skip(following)
        elif rank is Rank.WILD_DRAW_FOUR:
            if self.rules.allow_challenge:
                self.current_player = following
                self.phase = Phase.CHALLENGE
                self._emit(ChallengeOffered(following, player))
            else:
                self._challenge = None
                self._give(following, 4, DrawReason.DRAW_FOUR)
                self._skip(following)
        else:
            self._begin_turn(following)

    def _skip(self, victim: int) -> None:
        self._emit(PlayerSkipped(victim))
        self._begin_turn(self.next_player(victim))

    def _draw_instead_of_playing(self, player: int) -> None:
        card = self._pop_draw_pile()
        if card is None:
            self._emit(NoCardToDraw(player))
            self._emit(TurnPassed(player))
            self._end_turn(player)
            return
        self.hands[player].append(card)
        self._uno_declared[player] = False
        self._emit(CardsDrawn(player, 1, (card,), DrawReason.CHOICE))
        if self.is_playable(card):
            # "Si elle peut être utilisée immédiatement, il s'en sert" - or keeps it and passes.
            self._drawn = card
            self.phase = Phase.AFTER_DRAW
            self._emit(DrawnCardPlayable(player, card))
        else:
            self._emit(TurnPassed(player))
            self._end_turn(player)

    # ------------------------------------------------------------------ +4 challenge

    def _accept_draw_four(self, victim: int) -> None:
        self._challenge = None
        self._give(victim, 4, DrawReason.DRAW_FOUR)
        self._skip(victim)

    def _resolve_challenge(self, challenger: int) -> None:
        assert self._challenge is not None
        bluffer, _victim, bluff, previous_color = self._challenge
        self._challenge = None
        self._emit(HandRevealed(bluffer, challenger, tuple(sorted(self.hands[bluffer], key=Card.sort_key))))
        self._emit(Challenged(challenger, bluffer, bluff))
        if not bluff:
            # "le joueur suivant pioche alors 6 cartes au lieu des 4"
            self._give(challenger, 6, DrawReason.CHALLENGE_LOST)
            self._skip(challenger)
            return
        if self.rules.bluff_rule is BluffRule.TAKE_BACK:
            # braille-uno-rules-fr.txt: "la reprend, et c'est alors à lui de tirer 4 cartes"
            card = self.discard.pop()
            self.hands[bluffer].append(card)
            self.color = previous_color
            self._emit(CardsDrawn(bluffer, 1, (card,), DrawReason.RETURNED))
        self._give(bluffer, 4, DrawReason.BLUFF_CAUGHT)
        self._begin_turn(challenger)

    # ------------------------------------------------------------------ UNO

    def _catch_uno(self, catcher: int, target: int) -> None:
        self._uno_catchable = None
        self._emit(UnoCaught(catcher, target))
        self._give(target, self.rules.uno_penalty, DrawReason.UNO_PENALTY)

    # ------------------------------------------------------------------ optional cards

    def _all_other(self, player: int) -> list[int]:
        return [p for p in range(self.num_players) if p != player]

    def _swap_targets(self, player: int) -> list[int]:
        """Whom Swap Hands may target: "pas contre un joueur qui n'a qu'une seule carte"."""
        return [p for p in self._all_other(player) if len(self.hands[p]) != 1]

    def _shuffle_hands(self, player: int) -> None:
        """Collect every hand, shuffle, deal them all out from the player's left."""
        cards = [card for hand in self.hands for card in hand]
        self.rng.shuffle(cards)
        self.hands = [[] for _ in range(self.num_players)]
        seat = player
        for card in cards:
            seat = self.next_player(seat)
            self.hands[seat].append(card)
        self._uno_catchable = None
        self._uno_declared = [False] * self.num_players
        self._emit(HandsShuffled(player))
        self._emit_new_hands(range(self.num_players))

    def _swap_hands(self, player: int, target: int) -> None:
        self.hands[player], self.hands[target] = self.hands[target], self.hands[player]
        self._uno_catchable = None
        self._uno_declared[player] = self._uno_declared[target] = False
        self._emit(HandsSwapped(player, target))
        self._emit_new_hands((player, target))

    def _emit_new_hands(self, players: "range | tuple[int, ...]") -> None:
        for p in players:
            self._emit(NewHand(p, tuple(sorted(self.hands[p], key=Card.sort_key)), len(self.hands[p])))

    # ------------------------------------------------------------------ piles

    def _pop_draw_pile(self) -> Card | None:
        if not self.draw_pile:
            if len(self.discard) <= 1:
                return None
            # "le talon sera mélangé (sauf la dernière carte, qui servira de continuité)"
            top = self.discard.pop()
            pile = self.discard
            self.rng.shuffle(pile)
            self.draw_pile = pile
            self.discard = [top]
            self._emit(PileReshuffled(len(pile)))
        return self.draw_pile.pop()

    def _give(self, player: int, count: int, reason: DrawReason) -> None:
        """``player`` draws ``count`` cards, or as many as there are."""
        drawn: list[Card] = []
        for _ in range(count):
            card = self._pop_draw_pile()
            if card is None:
                break
            drawn.append(card)
        self.hands[player].extend(drawn)
        self._uno_declared[player] = False
        if count and not drawn:
            self._emit(NoCardToDraw(player))
            return
        self._emit(CardsDrawn(player, len(drawn), tuple(drawn), reason, short=len(drawn) < count))

    # ------------------------------------------------------------------ end of round

    def _finish_round(self, winner: int, last_card: Card) -> None:
        """The round ends; a last +2 or +4 still makes the next player draw."""
        following = self.next_player(winner)
        if last_card.rank is Rank.DRAW_TWO:
            self._give(following, 2, DrawReason.DRAW_TWO)
        elif last_card.rank is Rank.WILD_DRAW_FOUR:
            self._give(following, 4, DrawReason.DRAW_FOUR)
        self._uno_catchable = None
        self._challenge = None
        self._drawn = None
        self.current_player = None
        points = self.rules.card_points
        hand_points = tuple(sum(points(card) for card in hand) for hand in self.hands)
        if self.rules.scoring is Scoring.WINNER_COLLECTS:
            round_points = tuple(sum(hand_points) if p == winner else 0 for p in range(self.num_players))
        else:
            round_points = hand_points
        for p, gained in enumerate(round_points):
            self.scores[p] += gained
        self._emit(RoundEnded(winner, hand_points, round_points, tuple(self.scores)))
        target = self.rules.target_score
        if self.rules.scoring is Scoring.WINNER_COLLECTS:
            winners = (winner,) if self.scores[winner] >= target else ()
        elif max(self.scores) >= target:
            lowest = min(self.scores)
            winners = tuple(p for p in range(self.num_players) if self.scores[p] == lowest)
        else:
            winners = ()
        if winners:
            self.winners = winners
            self.phase = Phase.MATCH_OVER
            self._emit(MatchEnded(winners, tuple(self.scores)))
        else:
            self.phase = Phase.ROUND_OVER

    # ------------------------------------------------------------------ copies

    def clone(self) -> "State":
        """An independent copy (for search): same cards, same random stream, empty event log."""
        other = object.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.scores = list(self.scores)
        other.log = list(self.log)
        other.events = []
        other._new = []
        other.hands = [list(hand) for hand in self.hands]
        other.draw_pile = list(self.draw_pile)
        other.discard = list(self.discard)
        other._uno_declared = list(self._uno_declared)
        return other
