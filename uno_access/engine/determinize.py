"""A full :class:`State` from one player's view and a guess at the hidden cards.

Search bots ("determinized sampling") deal the cards they cannot see in a way
consistent with what they saw, then play the position out on a real engine.
This is the only place where a state is built from a view, so it lives in the
engine package, next to the private attributes it has to set.

The guess is the caller's: :func:`determinize` checks that the cards add up
to what the view says (hand counts, draw pile size) and builds the state.  Any
attribute the engine gains later (a variant's counters) starts from the value
a freshly dealt state has, so new rules do not break old searchers.

>>> from uno_access.engine import Game
>>> from uno_access.engine.determinize import determinize
>>> real = Game(2).new_match(seed=3)
>>> me = real.current_player
>>> view = real.view_for(me)
>>> other = 1 - me
>>> guess = determinize(view, others_hands=[[] if p == me else list(real.hands[p]) for p in range(2)],
...                     draw_pile=list(real.draw_pile), seed=1)
>>> guess.view_for(me) == view
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ._shared import _Target
from .cards import CUSTOM_RANKS, Card, Color, Rank
from .events import History
from .families import from_view as families_from_view
from .pending import PendingChallenge, PendingChoice, PendingDraw
from .rules import CustomEffect, DrawFourRestriction, RuleSet
from .rules.scoring import Tally
from .state import State
from .view import Phase, PlayerView

#: The attributes set from the view and the guess.  Any other keeps the value of an empty ``State(start=False)``,
#: which is a freshly dealt round's (a test checks it for every preset): new rules do not break old searchers.
SET_HERE = frozenset(
    {
        "rules",
        "num_players",
        "seed",
        "rng",
        "tally",
        "history",
        "phase",
        "current_player",
        "direction",
        "hands",
        "draw_pile",
        "discard",
        "color",
        "eliminated",
        "drawn",
        "uno_declared",
        "uno_catchable",
        "pending_draw",
        "pending_choice",
        # Read from the view when its rules show them.
        "draws_this_turn",
        # The rule families' records, each read back by its family (families.py: ``from_view``).
        "records",
    }
)


class InconsistentGuess(ValueError):
    """The guessed hands or pile do not fit the view (wrong counts)."""


def determinize(
    view: PlayerView,
    others_hands: Sequence[Sequence[Card]],
    draw_pile: Sequence[Card],
    seed: int,
    *,
    previous_color: Color | None = None,
    bluff: bool | None = None,
    rng: random.Random | None = None,
) -> State:
    """The state in which ``view``'s player sees ``view``, with hidden cards as guessed.

    ``others_hands[p]`` is the guessed hand of player ``p`` (the viewer's own
    entry is ignored: the view gives it); ``draw_pile`` is the guessed draw
    pile, top card last.  ``seed`` seeds the state's random stream (reshuffles), unless
    ``rng`` is given: then the state draws from that stream (shared, as a search's playouts share theirs).
    For a +4 being challenged, ``previous_color`` is the colour in play before
    it and ``bluff`` whether it broke the rule (computed from the guessed hand
    when not given).
    """
    me = view.player
    count = view.num_players
    if len(others_hands) != count:
        raise InconsistentGuess(f"{len(others_hands)} hands guessed for {count} players")
    hands = [list(view.hand) if p == me else list(others_hands[p]) for p in range(count)]
    for p, hand in enumerate(hands):
        if len(hand) != view.hand_counts[p]:
            raise InconsistentGuess(f"player {p} holds {view.hand_counts[p]} cards, {len(hand)} guessed")
    if len(draw_pile) != view.draw_pile_size:
        raise InconsistentGuess(f"the draw pile holds {view.draw_pile_size} cards, {len(draw_pile)} guessed")

    state = State(view.rules, count, start=False)  # every attribute at a fresh round's value, then the view's
    state.seed = seed
    state.rng = random.Random(seed) if rng is None else rng
    state.tally = Tally(list(view.scores), view.round_number, (), view.dealer)
    state.history = History([], [], [])
    state.phase = view.phase
    state.current_player = view.current_player
    state.direction = view.direction
    state.hands = hands
    state.draw_pile = list(draw_pile)
    state.discard = list(view.discard)
    state.color = view.color
    state.eliminated = [p in view.eliminated for p in range(count)]
    current = view.current_player
    state.drawn = view.drawn_card if view.phase is Phase.AFTER_DRAW else None
    if state.drawn is None and view.phase is Phase.AFTER_DRAW and current is not None:
        # Someone else's drawn card: any playable card of theirs stands for it.
        playable = [card for card in hands[current] if state.is_playable(card)]
        state.drawn = playable[-1] if playable else None
        if state.drawn is None:
            state.phase = Phase.PLAY
    # A colour (or target) chosen with a single card on the pile can only be the round's first card.
    opening = view.phase in (Phase.CHOOSE_COLOR, Phase.CHOOSE_TARGET) and len(view.discard) == 1
    choosing = view.phase in (Phase.CHOOSE_COLOR, Phase.CHOOSE_TARGET, Phase.CHOOSE_EFFECT)
    target, give_count = _target_of(view) if view.phase is Phase.CHOOSE_TARGET else (_Target.SWAP_CARD, 0)
    families_from_view(state, view)  # each rule family reads its record back from what the view shows
    if hasattr(state, "draws_this_turn"):
        # Drawing again after a draw (draw until playable) is offered while under the limit.
        can_draw_again = any(type(action).__name__ == "Draw" for action in view.legal_actions)
        limit = getattr(view.rules, "draw_limit", 1)
        state.draws_this_turn = (1 if can_draw_again else limit) if view.phase is Phase.AFTER_DRAW else 0
    state.uno_declared = [p in view.uno_called for p in range(count)]
    if current == me and view.phase in (Phase.PLAY, Phase.AFTER_DRAW) and len(view.hand) == 2:
        # Without CallUno among our actions, we already said UNO this turn.
        state.uno_declared[me] = not any(type(action).__name__ == "CallUno" for action in view.legal_actions)
    state.uno_catchable = view.uno_catchable
    owed = view.draw_owed if view.phase in (Phase.ANSWER, Phase.CHALLENGE, Phase.CHOOSE_COLOR) else 0
    top = view.top_card
    answering = top is not None and (owed or view.phase is Phase.ANSWER)
    owed_rank = top.rank if answering and top is not None else None
    if view.phase is Phase.CHALLENGE and top is not None:
        owed_rank = top.rank
        if not owed:
            owed = 4
    owed_by = view.challenge_from
    if owed_rank is not None and owed_by is None and current is not None:
        owed_by = (current - view.direction.value) % count
    challenge = None  # a +4 waiting for its colour
    if choosing and top is not None and top.rank is Rank.WILD_DRAW_FOUR and current is not None:
        # A +4 waiting for its colour: the challenge it opens is already decided by the hand left.
        if previous_color is None and len(view.discard) >= 2:
            previous_color = view.discard[-2].color
        if bluff is None:
            bluff = _was_bluff(view.rules, hands[current], previous_color, view.discard)
        challenge = PendingChallenge(current, state.next_player(current), bluff, previous_color)
    open_challenge = None  # a +4 open to a challenge now
    if view.phase is Phase.CHALLENGE and view.challenge_from is not None and current is not None:
        bluffer = view.challenge_from
        if bluff is None:
            bluff = _was_bluff(view.rules, hands[bluffer], previous_color, view.discard)
        open_challenge = PendingChallenge(bluffer, current, bluff, previous_color)
    state.pending_draw = PendingDraw(owed, owed_rank, owed_by, open_challenge) if owed_rank is not None else None
    state.pending_choice = PendingChoice(view.top_card, opening, target, None, give_count, challenge) \
        if choosing else None
    return state


def _target_of(view: PlayerView) -> tuple[_Target, int]:
    """Why the player to act chooses a player, and the cards the chosen one draws, read from the card on top."""
    top = view.top_card
    rank = top.rank if top is not None else None
    if rank in CUSTOM_RANKS:
        effect = view.rules.custom_effects[CUSTOM_RANKS.index(rank)]
        if effect in (CustomEffect.GIVE_TWO, CustomEffect.GIVE_FOUR):
            return _Target.GIVE, 2 if effect is CustomEffect.GIVE_TWO else 4
        if effect is CustomEffect.CHOOSE_NEXT:
            return _Target.NEXT, 0
    elif rank is Rank.DRAW_TWO_ANY or rank is Rank.DRAW_FOUR_ANY:
        return _Target.VICTIM, 2 if rank is Rank.DRAW_TWO_ANY else 4  # extra_cards.py: the chosen player draws
    elif rank is Rank.SEVEN and getattr(view.rules, "seven_zero", False):
        return _Target.SEVEN, 0
    return _Target.SWAP_CARD, 0


def _was_bluff(
    rules: RuleSet, hand: Sequence[Card], previous_color: Color | None, discard: Sequence[Card]
) -> bool:
    """Whether a +4 on top of ``discard`` broke the +4 rule, given the hand left after it."""
    if previous_color is None:
        return False
    if rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
        return any(card.color is previous_color for card in hand)
    under = discard[-2] if len(discard) >= 2 else None
    for card in hand:
        if card.rank is Rank.WILD_DRAW_FOUR:
            continue
        if card.color is None or card.color is previous_color:
            return True
        if under is not None and under.color is not None and card.rank is under.rank:
            return True
    return False
