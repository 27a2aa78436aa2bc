"""What a bot remembers from the events it was allowed to see.

The view already shows every card face up on the discard pile; memory adds
what a careful player keeps in mind besides: which colours each opponent
seems to lack (they drew instead of playing on it), which colours they named
with a Joker, cards known to be in a hand (a hand shown after a challenge, a
hand given away by a swap, a +4 taken back), and how each opponent behaved
with +4 cards (bluffs caught, challenges made).

Memory is fed only redacted events (:meth:`Event.seen_by`), so it can never
hold more than its player may know.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    Challenged,
    ChallengeOffered,
    ColorChosen,
    DrawReason,
    Event,
    FirstCard,
    HandDealt,
    HandRevealed,
    HandShown,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    NewHand,
    RoundStarted,
    TurnPassed,
)

#: What a hand may be known to lack: a colour, a rank (no card of that rank in a colour: the rank of the
#: coloured card on top when the hand drew), or ``None`` (no black card: a Joker fits everything).
Lack = Color | Rank | None


def is_of(card: Card, kind: Lack) -> bool:
    """Whether ``card`` is of ``kind`` (a colour, a rank of a coloured card, ``None``: black)."""
    color = card.color
    return kind is color or color is not None and kind is card.rank


@dataclass(slots=True)
class OpponentModel:
    """What one opponent's behaviour has shown, this round and this match."""

    #: Colour -> cards drawn since the opponent showed they lacked it (0 = just now).
    void_since: dict[Color, int] = field(default_factory=dict)
    #: What the hand lacked when the opponent drew instead of playing, read as a player who plays whenever a
    #: card fits (every level but easy does: hard and normal draw only when no card fits, a Joker included, and
    #: play the card drawn when it fits): the colour in play, the rank of the coloured card on top, black
    #: cards.  Each -> at most how many of the cards in the hand now came in since (0: none; a card drawn
    #: since lifts it for one card).  Read by the search's guesses with ``TreeBudget.voids``.
    lacked: dict[Lack, int] = field(default_factory=dict)
    #: Cards known to be in the hand.
    known: Counter[Card] = field(default_factory=Counter)
    #: The colour last named with a Joker (probably held).
    named: Color | None = None
    #: +4 cards challenged: how many were bluffs, how many honest (whole match).
    bluffs_caught: int = 0
    honest_shown: int = 0
    #: +4 cards faced: how many challenged, how many accepted (whole match).
    challenged: int = 0
    accepted: int = 0

    def forget_hand(self) -> None:
        """The hand changed completely (new round, shuffle, swap)."""
        self.void_since.clear()
        self.lacked.clear()
        self.known.clear()
        self.named = None


class Memory:
    """The events one player saw, digested for decisions."""

    def __init__(self, player: int) -> None:
        self.player = player
        self.models: dict[int, OpponentModel] = {}
        #: The colour in play, followed from the events.
        self.color: Color | None = None
        #: The colour in play before the last card was played (to judge a +4).
        self.color_before_last_play: Color | None = None
        #: The card under the last card played.
        self.card_before_last_play: Card | None = None
        self.top: Card | None = None
        #: My own hand as the events tell it (to know what a swap gave away).
        self.hand: Counter[Card] = Counter()
        self._offered_by: int | None = None
        #: An opponent who just drew instead of playing, and what that showed their hand lacked: until their
        #: card drawn is played (it was one of the cards that came in) or kept (it did not fit either).
        self._drawing: tuple[int, tuple[Lack, ...]] | None = None

    def model(self, player: int) -> OpponentModel:
        model = self.models.get(player)
        if model is None:
            model = self.models[player] = OpponentModel()
        return model

    def observe(self, event: Event) -> None:
        """Digest one event (already redacted for this player)."""
        me = self.player
        if isinstance(event, RoundStarted):
            self._drawing = None
            for model in self.models.values():
                model.forget_hand()
            self.color = self.color_before_last_play = None
            self.top = self.card_before_last_play = None
            self.hand = Counter()
        elif isinstance(event, HandDealt):
            if event.player == me:
                self.hand = Counter(event.cards)
        elif isinstance(event, FirstCard):
            self.top = event.card
            self.color = event.card.color
        elif isinstance(event, CardPlayed):
            if event.card.rank is not Rank.INVISIBLE:  # UNO Olympique's invisible card goes under the top
                self.color_before_last_play = self.color
                self.card_before_last_play = self.top
                self.top = event.card
                self.color = event.card.color
            if event.player == me:
                self._drawing = None
                self.hand[event.card] -= 1
                if self.hand[event.card] <= 0:
                    del self.hand[event.card]
            else:
                model = self.model(event.player)
                self._played(model, event.player, event.card)
                if event.card.color is not None:
                    model.void_since.pop(event.card.color, None)
                if model.known[event.card] > 0:
                    model.known[event.card] -= 1
                    if not model.known[event.card]:
                        del model.known[event.card]
        elif isinstance(event, ColorChosen):
            self.color = event.color
            if event.player != me:
                model = self.model(event.player)
                model.named = event.color
                model.void_since.pop(event.color, None)
        elif isinstance(event, CardsDrawn):
            self._drawn(event)
        elif isinstance(event, TurnPassed):
            drawing = self._drawing
            if drawing is not None and drawing[0] == event.player:
                # The card drawn is kept: it did not fit either (a player who plays when a card fits).
                lacked = self.model(event.player).lacked
                for kind in drawing[1]:
                    if kind in lacked:
                        lacked[kind] = max(0, lacked[kind] - 1)
            self._drawing = None
        elif isinstance(event, ChallengeOffered):
            self._offered_by = event.player
        elif isinstance(event, Challenged):
            self._offered_by = None
            if event.challenger != me:
                self.model(event.challenger).challenged += 1
            if event.target != me:
                target = self.model(event.target)
                if event.bluff:
                    target.bluffs_caught += 1
                else:
                    target.honest_shown += 1
        elif isinstance(event, HandRevealed):
            if event.player != me and event.to == me:
                model = self.model(event.player)
                model.known = Counter(event.cards)
                held = {card.color for card in event.cards}
                model.void_since = {color: 0 for color in COLORS if color not in held}
        elif isinstance(event, HandShown):
            # UNO Wizz's "Main visible": the whole hand, shown to everyone.
            if event.player != me:
                model = self.model(event.player)
                model.known = Counter(event.cards)
                held = {card.color for card in event.cards}
                model.void_since = {color: 0 for color in COLORS if color not in held}
        elif isinstance(event, CardsDiscarded):
            # UNO Extreme's Poser Tout, UNO Wizz's wheel: cards that left a hand face up.
            known = self.hand if event.player == me else self.model(event.player).known
            known.subtract(event.cards)
            for card in [card for card, count in known.items() if count <= 0]:
                del known[card]
        elif isinstance(event, HandsSwapped):
            self._swapped(event.player, event.target)
        elif isinstance(event, HandsShuffled):
            for model in self.models.values():
                model.forget_hand()
        elif isinstance(event, HandsPassed):
            # 7-0 rule: every hand moved one seat on; what we knew is now scattered.
            for model in self.models.values():
                model.forget_hand()
        elif isinstance(event, NewHand):
            if event.player == me:
                self.hand = Counter(event.cards)
        # Any other event (including the variants' new ones) is ignored: memory
        # only gets less precise, and sampling checks it against the view.

    def _drawn(self, event: CardsDrawn) -> None:
        me = self.player
        if event.player == me:
            self.hand.update(event.cards)
            if event.reason is DrawReason.DRAW_FOUR and self._offered_by == me:
                self._offered_by = None
            return
        model = self.model(event.player)
        if event.reason is DrawReason.DRAW_FOUR and self._offered_by == event.player:
            model.accepted += 1
            self._offered_by = None
        if event.reason is DrawReason.RETURNED and self.top is not None:
            # braille rule: the bluffer takes the +4 back; everyone saw it.
            model.known[Card(None, Rank.WILD_DRAW_FOUR)] += 1
            self.top = self.card_before_last_play
            self.color = self.color_before_last_play
        for color in model.void_since:
            model.void_since[color] += event.count
        if event.reason is DrawReason.CHOICE and self.color is not None:
            # Drew instead of playing: most likely nothing of the colour in play.
            model.void_since[self.color] = 0
        self._drawing = None
        lacked = model.lacked
        for kind in lacked:
            lacked[kind] += event.count
        if event.reason is DrawReason.CHOICE and self.color is not None:
            # Drew instead of playing: the hand held then had no card that fitted (the cards drawn now are
            # not known yet: the card drawn is played if it fits, else kept, and the next event says which).
            top = self.top
            kinds: tuple[Lack, ...] = (self.color, None)
            if top is not None and top.color is not None:
                kinds = (self.color, top.rank, None)
            for kind in kinds:
                lacked[kind] = min(lacked.get(kind, event.count), event.count)
            self._drawing = (event.player, kinds)

    def _played(self, model: OpponentModel, player: int, card: Card) -> None:
        """What an opponent's card played tells of what their hand lacked."""
        lacked = model.lacked
        drawing = self._drawing
        self._drawing = None
        if not lacked:
            return
        if drawing is not None and drawing[0] == player:
            # The card just drawn, played: one of the cards that came in since each lack was seen left.
            for kind in lacked:
                lacked[kind] = max(0, lacked[kind] - 1)
            return
        for kind in [kind for kind in lacked if is_of(card, kind)]:
            if lacked[kind]:
                lacked[kind] -= 1  # it came in since: one card fewer of those
            else:
                del lacked[kind]  # they held it after all: this player does not play as we read them

    def _swapped(self, player: int, target: int) -> None:
        me = self.player
        if me in (player, target):
            other = target if player == me else player
            model = self.model(other)
            model.forget_hand()
            model.known = Counter(self.hand)  # they hold what I held
            held = {card.color for card in self.hand}
            model.void_since = {color: 0 for color in COLORS if color not in held}
            # My new hand arrives with the NewHand event.
        else:
            first, second = self.model(player), self.model(target)
            first.void_since, second.void_since = second.void_since, first.void_since
            first.lacked, second.lacked = second.lacked, first.lacked
            first.known, second.known = second.known, first.known
            first.named, second.named = second.named, first.named

    def void_probability(self, player: int, color: Color, share: float) -> float:
        """How likely ``player`` holds no card of ``color``, from their draws alone.

        ``share`` is the part of the unseen cards that are of that colour.
        Returns 0.0 when nothing suggests a lack.
        """
        model = self.models.get(player)
        if model is None or color not in model.void_since:
            return 0.0
        return (1.0 - share) ** model.void_since[color]
