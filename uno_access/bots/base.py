"""What every bot shares: seeing events, answering each kind of decision, never crashing.

A bot decides from two things only: the :class:`PlayerView` it is handed and
the redacted events it observed.  :class:`BaseBot` routes each decision by
phase to a method the levels override, and falls back on a safe choice for
any phase or action it does not know (the variants add some), so a new rule
never makes a bot stop the game.

Randomness that survives a resume: a bot never carries one long random
stream.  Each decision re-seeds :attr:`BaseBot.rng` from the bot's seed, its
seat, the kind of question and the number of events it has observed
(:attr:`BaseBot.seen`, the bot's clock).  A bot rebuilt after a resume (the
same seed, fed the same events) therefore draws exactly the numbers the
uninterrupted one would have, however often it was asked before; and asking
it twice the same question at the same moment gets the same answer.  A
chance to catch a missed UNO (or to say one's own late) is weighed once, with
numbers drawn from the chance itself, so a rebuilt bot that weighs it again
decides as the original did.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from uno_access.engine import cards as cards_module
from uno_access.engine.actions import (
    SHOUT,
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseDirection,
    ChooseEffect,
    ChooseTarget,
    Deal,
    Draw,
    Effect,
    NextRound,
    Pass,
    Play,
    SpendTotem,
    TotemUno,
)
from uno_access.engine.cards import COLORS, Card, Color, Rank
from uno_access.engine.events import Event, Wheel
from uno_access.engine.predicates import partners
from uno_access.engine.view import Phase, PlayerView

from .memory import Memory
from .odds import color_counts, colors_by_count


class NoDecision(ValueError):
    """The bot was asked to choose while the rules leave it nothing to do."""


class BaseBot:
    """A rule-abiding player that sees only its own view; subclasses set the level's habits."""

    level = "base"

    def __init__(self, player: int, seed: int | None = None) -> None:
        self.player = player
        #: The root of every random number this bot draws (a fresh one when no seed is given).
        self.seed: int = seed if seed is not None else random.SystemRandom().getrandbits(63)
        #: The events observed so far: the clock that numbers this bot's decisions.
        self.seen = 0
        self._random = random.Random()
        #: The seed :attr:`rng` takes before its next number (seeding costs more than most decisions).
        self._pending: str | None = None
        self.reseed("start")
        self.memory = Memory(player)
        # Opportunities already weighed (a forgetful bot decides once per chance, not once per call).
        self._weighed: set[tuple[object, ...]] = set()

    # ------------------------------------------------------------------ protocol

    def observe(self, event: Event) -> None:
        """Remember an event; anything not meant for this player is redacted again or ignored."""
        if event is None:
            return
        seen = event.seen_by(self.player)
        if seen is not None:
            self.seen += 1
            self.memory.observe(seen)

    @property
    def rng(self) -> random.Random:
        """The random numbers of the decision being made (see :meth:`reseed`)."""
        if self._pending is not None:
            self._random.seed(self._pending, version=2)
            self._pending = None
        return self._random

    def reseed(self, *question: object) -> None:
        """Set :attr:`rng` for one decision: from the seed, the seat, ``question`` and the clock."""
        self._pending = _stream_key(self.seed, self.player, self.seen, question)

    @contextmanager
    def numbers_for(self, *chance: object) -> Iterator[None]:
        """Draw from a stream of ``chance``'s own while inside (whenever it is weighed, the same numbers)."""
        outer = self._random, self._pending
        self._random, self._pending = random.Random(), _stream_key(self.seed, self.player, None, chance)
        try:
            yield
        finally:
            self._random, self._pending = outer

    def choose(self, view: PlayerView) -> Action:
        """The action to take now; always one the rules allow."""
        self._check_view(view)
        self.reseed("choose")
        legal = view.legal_actions
        if not legal:
            raise NoDecision(f"player {self.player} has nothing to do in phase {view.phase}")
        uno = self._uno_opportunity(view)
        if uno is not None:
            return uno
        turn: list[Action] = [action for action in legal if not isinstance(action, (CallUno, CatchUno))]
        if not turn:
            # Only UNO actions are open to us: this is not a decision of ours.
            return legal[0]
        turn = _spare_cursed(view, turn)
        turn = _weigh_turn_card(view, turn)
        turn = _keep_invisible(view, turn)
        if len(turn) == 1 and isinstance(turn[0], Play) and turn[0].card.rank is Rank.TURN:
            return turn[0]  # worth laying now (_weigh_turn_card kept it alone)
        phase = view.phase
        if phase is Phase.ROUND_OVER:
            return _first(turn, NextRound)
        if phase is Phase.SHOUT:
            return SHOUT  # UNO Wizz's race: a bot always shouts (the table times it)
        if phase is Phase.WHEEL and view.current_player == self.player and view.wheel is not Wheel.ONE_COLOR_LESS:
            return self._legalize(self.choose_wheel(view, turn), view, turn)
        totem_uno = [a for a in turn if isinstance(a, TotemUno)]
        if totem_uno and phase is Phase.PLAY and view.current_player == self.player and len(view.hand) >= 3:
            return self.keep_with_totems(view, totem_uno)  # totems.py: the four totems' UNO
        turn = [a for a in turn if not isinstance(a, TotemUno)]
        if view.current_player != self.player:
            # Out of turn with something to do (a variant's jump-in): the level decides.
            reaction = self.react(view)
            return reaction if reaction is not None else turn[0]
        try:
            if phase is Phase.PLAY and any(isinstance(a, (Play, Draw)) for a in turn):
                action = self.choose_play(view, turn)
            elif phase is Phase.AFTER_DRAW and any(isinstance(a, Pass) for a in turn):
                action = self.choose_after_draw(view, turn)
            elif all(isinstance(a, ChooseColor) for a in turn):
                action = ChooseColor(self.choose_color(view, [a.color for a in turn if isinstance(a, ChooseColor)]))
            elif phase is Phase.DEAL:
                action = Deal(self.choose_deal(view, [a.count for a in turn if isinstance(a, Deal)]))
            elif phase is Phase.CHOOSE_DIRECTION or phase is Phase.CHOOSE_TARGET and Pass() in turn:
                action = self.choose_hands(view, turn)
            elif all(isinstance(a, ChooseTarget) for a in turn):
                action = ChooseTarget(self.choose_target(view, [a.target for a in turn if isinstance(a, ChooseTarget)]))
            elif any(isinstance(a, Accept) for a in turn):
                action = self.choose_answer(view, turn)
            elif all(isinstance(a, ChooseEffect) for a in turn):
                action = ChooseEffect(self.choose_effect(view, [a.effect for a in turn if isinstance(a, ChooseEffect)]))
            else:
                action = self.choose_other(view, turn)
        except NoDecision:
            action = self.choose_other(view, turn)
        return self._legalize(action, view, turn)

    def react(self, view: PlayerView) -> Action | None:
        """Something to do out of turn (catch a missed UNO, say a late UNO, jump in), or ``None``."""
        self._check_view(view)
        self.reseed("react")
        if view.current_player == self.player and view.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return None  # our own turn goes through choose()
        uno = self._uno_opportunity(view)
        if uno is not None:
            return uno
        if view.phase is Phase.SHOUT:
            return SHOUT  # UNO Wizz's race: the table (or the simulator) says who was fastest
        if view.phase is Phase.WHEEL:
            return None  # the wheel asks one player; the others wait
        jump = [a for a in view.legal_actions if isinstance(a, Play)]
        turning = [play for play in jump if play.card.rank is Rank.TURN]
        if turning:
            # The UNO card house rule: laid out of turn when the hand it brings is smaller enough.
            return turning[0] if _turn_gain(view) >= 2 else None
        invisible = [play for play in jump if play.card.rank is Rank.INVISIBLE]
        if invisible and view.rules.invisible_any_time:
            # UNO Olympique's invisible card laid "n'importe quand": kept to avoid a malus, unless it is the last.
            if len(view.hand) == 1:
                return invisible[0]
            jump = [play for play in jump if play not in invisible]
        quickos = [play for play in jump if play.card.rank is Rank.QUICKOS]
        if quickos:
            # The family deck's Quickos card, held by anyone (RuleSet.quickos_anyone): a +4 turned back on
            # its player, and a card of 50 points out of the hand.
            return self.with_uno(view, quickos[0])
        if jump:
            action = self.jump_in(view, jump)
            if isinstance(action, Play) and view.rules.interception_call:
                # "Il doit en même temps crier « INTERCEPTION »": a bot never forgets the word.
                action = dataclasses.replace(action, intercept=True)
            return action
        return None

    # ------------------------------------------------------------------ decisions the levels override

    def choose_play(self, view: PlayerView, turn: list[Action]) -> Action:
        """Play a card or draw (phase PLAY)."""
        plays = [a for a in turn if isinstance(a, Play)]
        if plays:
            return self.with_uno(view, plays[0])
        return _first(turn, Draw)

    def choose_after_draw(self, view: PlayerView, turn: list[Action]) -> Action:
        """Play the card just drawn, or keep it (phase AFTER_DRAW)."""
        plays = [a for a in turn if isinstance(a, Play)]
        return self.with_uno(view, plays[0]) if plays else _first(turn, Pass)

    def choose_color(self, view: PlayerView, colors: Sequence[Color]) -> Color:
        """The colour to name after a Joker: the one held most."""
        for color, _count in colors_by_count(view.hand):
            if color in colors:
                return color
        return colors[0]

    def choose_target(self, view: PlayerView, targets: Sequence[int]) -> int:
        """The player a card acts on: ourselves to play next, else the opponent with the fewest cards.

        Swapping hands (Swap Hands, a 7) takes the smallest hand; giving cards
        hits the player closest to going out; choosing who plays next, we pick
        ourselves.
        """
        if target_purpose(view) == "next" and self.player in targets:
            return self.player
        return min(targets, key=lambda seat: (seat == self.player, self.is_partner(view, seat), view.hand_counts[seat], seat))

    def choose_deal(self, view: PlayerView, counts: Sequence[int]) -> int:
        """UNO Olympique: how many cards to deal (the fewest: a short round puts fewer points at stake)."""
        return min(counts)

    def choose_hands(self, view: PlayerView, turn: list[Action]) -> Action:
        """UNO Olympique: the deal's direction (either), or a 0 or a 7 that may be declined: the smallest hand
        it can bring, kept when ours is already the smallest."""
        directions = [a.direction for a in turn if isinstance(a, ChooseDirection)]
        if directions and Pass() not in turn:
            return ChooseDirection(self.rng.choice(directions))  # the deal: no hand to weigh yet
        own = len(view.hand)
        seats = [seat for seat in range(view.num_players) if seat not in view.eliminated]
        options: list[tuple[int, Action]] = []
        for direction in directions:
            # The hands move one seat in ``direction``: ours comes from the seat before us that way.
            giver = seats[(seats.index(self.player) - direction.value) % len(seats)]
            options.append((view.hand_counts[giver], ChooseDirection(direction)))
        options.extend((view.hand_counts[a.target], a) for a in turn
                       if isinstance(a, ChooseTarget) and not self.is_partner(view, a.target))
        best = min(options, key=lambda option: option[0], default=None)
        if best is None or best[0] >= own:
            return Pass()
        return best[1]

    def should_challenge(self, view: PlayerView) -> bool:
        """Whether to challenge the +4 just played on us."""
        return False

    def choose_answer(self, view: PlayerView, turn: list[Action]) -> Action:
        """A draw card (or a skip) is aimed at us: pass it on with a card, challenge a +4, or accept."""
        totems = [a for a in turn if isinstance(a, SpendTotem)]
        if totems and self.spends_totem(view, len(totems)):
            return totems[0]
        plays = [a for a in turn if isinstance(a, Play)]
        if plays and self.passes_on(view, plays):
            return self.with_uno(view, self.choose_answer_card(view, plays))
        if any(isinstance(a, Challenge) for a in turn) and self.should_challenge(view):
            return Challenge()
        return _first(turn, Accept)

    def spends_totem(self, view: PlayerView, held: int) -> bool:
        """UNO Totem Power: give a totem back against cards to draw, unless it is the one that would complete
        the four for a small penalty; against a skip, only near the end of the hand."""
        owed = view.draw_owed
        if held == 3 and owed <= 2:
            return False
        return owed >= 2 or len(view.hand) <= 3

    def keep_with_totems(self, view: PlayerView, choices: list[TotemUno]) -> TotemUno:
        """UNO Totem Power's immediate UNO: keep a black card (it goes on anything), else one of the colour in
        play, else the fewest points."""
        points = view.rules.points
        return max(choices, key=lambda choice: (choice.card.is_black, choice.card.color is view.color,
                                                -points[choice.card.rank]))

    def passes_on(self, view: PlayerView, plays: list[Play]) -> bool:
        """Whether to answer a draw card with one of ours (stacking) rather than take it."""
        return True

    def choose_answer_card(self, view: PlayerView, plays: list[Play]) -> Play:
        """Which card answers: a coloured one before a black one, the colour held most."""
        counts = color_counts(view.hand)
        return max(plays, key=lambda play: (not play.card.is_black, counts[play.card.color] if play.card.color else 0))

    def choose_effect(self, view: PlayerView, effects: Sequence[Effect]) -> Effect:
        """What a Family Quick Joker does: swap with a smaller hand, else make the next player draw."""
        others = [count for seat, count in enumerate(view.hand_counts) if seat != self.player and count > 1]
        if Effect.SWAP_HANDS in effects and others and min(others) < len(view.hand) - 1:
            return Effect.SWAP_HANDS
        for effect in (Effect.DRAW_TWO, Effect.SKIP, Effect.REVERSE):
            if effect in effects:
                return effect
        return effects[0]

    def choose_wheel(self, view: PlayerView, turn: list[Action]) -> Action:
        """UNO Wizz's wheel asks for a card: the two to keep (black cards, then the colour held most), the
        number to let go (the one held most), the card to lay (the most points, a black card last), and the
        war's highest card always laid (one card fewer)."""
        plays = [a for a in turn if isinstance(a, Play)]
        if not plays:
            return turn[0]
        counts = color_counts(view.hand)
        if view.wheel is Wheel.ALMOST_UNO:
            return max(plays, key=lambda play: (play.card.is_black, counts[play.card.color] if play.card.color else 0))
        if view.wheel is Wheel.ONE_NUMBER_LESS:
            held = {play.card.number: sum(1 for card in view.hand if card.number == play.card.number) for play in plays}
            return max(plays, key=lambda play: (held[play.card.number], play.card.number or 0))
        points = view.rules.points
        return max(plays, key=lambda play: (not play.card.is_black, points[play.card.rank]))

    def wants_to_catch(self, view: PlayerView, target: int) -> bool:
        """Whether to catch ``target``, who did not say UNO."""
        return True

    def remembers_late_uno(self, view: PlayerView) -> bool:
        """Whether to say UNO late, having forgotten it with the card."""
        return True

    def says_uno(self, view: PlayerView) -> bool:
        """Whether to say UNO with the second-to-last card."""
        return True

    def jump_in(self, view: PlayerView, plays: list[Play]) -> Action | None:
        """Whether to play out of turn (a variant's jump-in); by default yes, with a coloured card."""
        coloured = [play for play in plays if not play.card.is_black]
        return self.with_uno(view, coloured[0]) if coloured else None

    def choose_other(self, view: PlayerView, turn: list[Action]) -> Action:
        """A phase or action this bot was not written for: a sensible default, never a crash."""
        plays = [a for a in turn if isinstance(a, Play)]
        if plays:
            best = max(plays, key=lambda play: (not play.card.is_black, self.rng.random()))
            return best
        for kind in (Accept, Draw, Pass, NextRound):
            for action in turn:
                if isinstance(action, kind):
                    return action
        colors = [a.color for a in turn if isinstance(a, ChooseColor)]
        if colors:
            return ChooseColor(self.choose_color(view, colors))
        targets = [a.target for a in turn if isinstance(a, ChooseTarget)]
        if targets:
            return ChooseTarget(self.choose_target(view, targets))
        return turn[0]

    # ------------------------------------------------------------------ helpers

    def with_uno(self, view: PlayerView, play: Play) -> Play:
        """The play, saying UNO when it leaves one card (if this bot remembers to)."""
        if len(view.hand) == 2 and not play.uno and self.says_uno(view):
            return Play(play.card, play.color, uno=True)
        return play

    def _uno_opportunity(self, view: PlayerView) -> Action | None:
        """Catch a player who forgot UNO, or say our own late; decided once per chance."""
        target = view.uno_catchable
        if target is None:
            return None
        key = (view.round_number, target, view.hand_counts[target], len(view.discard), view.draw_pile_size)
        if target == self.player:
            if CallUno() not in view.legal_actions:
                return None
            if key in self._weighed:
                return None
            self._weighed.add(key)
            with self.numbers_for("late-uno", *key):
                return CallUno() if self.remembers_late_uno(view) else None
        catch = CatchUno(target)
        if catch not in view.legal_actions or key in self._weighed or self.is_partner(view, target):
            return None
        self._weighed.add(key)
        with self.numbers_for("catch", *key):
            return catch if self.wants_to_catch(view, target) else None

    def is_partner(self, view: PlayerView, seat: int) -> bool:
        """Whether ``seat`` plays in our team (team play: partners sit alternately, or change each round)."""
        return view.rules.teams and seat in partners(view.teams, self.player, view.num_players)

    def _legalize(self, action: Action, view: PlayerView, turn: list[Action]) -> Action:
        """Make sure a decision is one the rules allow now (a bug must not stop the game)."""
        if isinstance(action, Play):
            base = Play(action.card)
            if action in turn or base in turn:
                if action.color is not None and not action.card.chooses_color:
                    return Play(action.card, uno=action.uno)
                return action
        elif action in turn:
            return action
        return self.choose_other(view, turn) if turn else view.legal_actions[0]

    def _check_view(self, view: PlayerView) -> None:
        if view.player != self.player:
            raise ValueError(f"bot of player {self.player} was handed the view of player {view.player}")


def target_purpose(view: PlayerView) -> str:
    """Why a player is being chosen, from the card on top: ``"swap"``, ``"give"`` or ``"next"``."""
    top = view.top_card
    if top is None:
        return "swap"
    if top.rank.value in ("+2?", "+4?"):
        return "give"  # the +2? and +4? (extra_cards.py): the chosen player draws
    custom_ranks = cards_module.CUSTOM_RANKS
    effects = view.rules.custom_effects
    if top.rank in custom_ranks and len(effects) == len(custom_ranks):
        value = effects[custom_ranks.index(top.rank)].value
        if value.startswith("give"):
            return "give"
        if value == "choose-next":
            return "next"
    return "swap"


def _stream_key(seed: int, player: int, clock: int | None, question: tuple[object, ...]) -> str:
    """The seed of one decision's numbers: plain text, hashed by :meth:`random.Random.seed` (SHA-512)."""
    return f"{seed}/{player}/{clock}/" + "/".join(map(str, question))


def _first(actions: Sequence[Action], kind: type) -> Action:
    for action in actions:
        if isinstance(action, kind):
            return action
    raise NoDecision(f"no {kind.__name__} among {actions!r}")


def random_color(rng: random.Random) -> Color:
    return rng.choice(COLORS)


def without(hand: Sequence[Card], card: Card) -> list[Card]:
    """The hand once ``card`` has left it."""
    rest = list(hand)
    rest.remove(card)
    return rest


def _turn_gain(view: PlayerView) -> int:
    """The UNO card house rule: how many cards fewer this bot holds once every hand turns one seat
    (it takes the hand of the next player in the direction of play)."""
    seat = view.player
    for _ in range(view.num_players):
        seat = (seat + view.direction.value) % view.num_players
        if seat not in view.eliminated:
            break
    return len(view.hand) - 1 - view.hand_counts[seat]


def _weigh_turn_card(view: PlayerView, turn: list[Action]) -> list[Action]:
    """The UNO card house rule: lay it alone when the hand it brings is at least 2 cards smaller, else keep
    it (as a last card it would hand the round to the player before)."""
    turning: list[Action] = [action for action in turn if isinstance(action, Play) and action.card.rank is Rank.TURN]
    if not turning:
        return turn
    if len(view.hand) > 1 and _turn_gain(view) >= 2:
        return turning[:1]
    others = [action for action in turn if action not in turning]
    return others or turn


def _keep_invisible(view: PlayerView, turn: list[Action]) -> list[Action]:
    """UNO Olympique's invisible card, which may be laid at any moment (``invisible_any_time``): at the bot's
    turn to play it is kept, to avoid a malus later, unless it is the last card (it wins)."""
    if view.phase is not Phase.PLAY or len(view.hand) == 1 or not view.rules.invisible_any_time:
        return turn
    kept = [action for action in turn if not (isinstance(action, Play) and action.card.rank is Rank.INVISIBLE)]
    return kept or turn


def _spare_cursed(view: PlayerView, turn: list[Action]) -> list[Action]:
    """Cursed cards ("Mauvaises cartes"): lay another card when there is one; a cursed card laid costs its
    points, but going out on one makes every other player pay, so the last card is laid whatever it is."""
    cursed = view.cursed
    if cursed is None or len(view.hand) <= 1:
        return turn

    def is_cursed(action: Action) -> bool:
        return isinstance(action, Play) and action.card.rank is cursed.rank and action.card.color is cursed.color

    spared = [action for action in turn if not is_cursed(action)]
    return spared if any(isinstance(action, Play) for action in spared) else turn
