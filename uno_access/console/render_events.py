"""The engine's events as lines for the player at the viewer's seat: one event a sentence, the key fact
first, redacted with ``event.seen_by``.  Part of :mod:`.render`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import engine as e
from ..engine import predicates
from ..engine.cards import Color
from ..lines import BRAILLE_CELLS, wrap_items
from .render_base import RenderState, Words
from .render_views import ViewLines


class EventLines(Words):
    """Lines made from events (a part the :class:`~.render.Renderer` holds); the table's lines it says with an
    event (a hand dealt, the scores) are the view lines' (``views``)."""

    def __init__(self, state: RenderState, views: ViewLines) -> None:
        super().__init__(state)
        self.views = views
        #: The last event rendered, for the one after it when it comes in the next batch (a turn ended by Enter).
        self._previous_event: e.Event | None = None
        #: Who played the last card: the giver of the cards a customizable card makes another player draw.
        self._last_card_by: int | None = None
        #: The seat facing a +4 it may block with a 0 or a skip (strict +4, draw_four.py), while it does.
        self._facing_draw_four: int | None = None
        #: The last card played, seen by the strict +4's watch (a challenge offered after a +4 only).
        self._previous_card: e.Card | None = None
        #: Each event type's lines (a type not here gives none: a variant added later is not a crash).
        self.handlers: dict[type, Callable[[Any], list[str]]] = {
            e.DealerDraw: self._dealer_draw,
            e.DealerChosen: self._dealer_chosen,
            e.RoundStarted: self._round_started,
            e.HandDealt: self._hand_dealt,
            e.FirstCard: self._first_card,
            e.FirstCardReturned: self._first_card_returned,
            e.TurnStarted: self._turn_started,
            e.CardPlayed: self._card_played,
            e.ColorChosen: self._color_chosen,
            e.CardsDrawn: self._cards_drawn,
            e.DrawnCardPlayable: self._drawn_card_playable,
            e.TurnPassed: self._turn_passed,
            e.PlayerSkipped: self._player_skipped,
            e.DirectionChanged: self._direction_changed,
            e.PileReshuffled: self._pile_reshuffled,
            e.NoCardToDraw: self._no_card_to_draw,
            e.UnoCalled: self._uno_called,
            e.UnoMissed: self._uno_missed,
            e.UnoCaught: self._uno_caught,
            e.ChallengeOffered: self._challenge_offered,
            e.Challenged: self._challenged,
            e.HandRevealed: self._hand_revealed,
            e.HandsShuffled: self._hands_shuffled,
            e.HandsSwapped: self._hands_swapped,
            e.NewHand: self._new_hand,
            e.RoundEnded: self._round_ended,
            e.MatchEnded: self._match_ended,
            e.DrawOwed: self._draw_owed,
            e.EffectChosen: self._effect_chosen,
            e.HandsPassed: self._hands_passed,
            e.Confused: self._confused,
            e.PlayerEliminated: self._player_eliminated,
            e.OpenHands: self._open_hands,
            e.NextPlayerChosen: self._next_player_chosen,
            e.CursedCard: self._cursed_card,
            e.PartnersChanged: self._partners_changed,
            e.CursePaid: self._curse_paid,
            e.RoundHundred: self._round_hundred,
            e.DealChosen: self._deal_chosen,
            e.HandsKept: self._hands_kept,
            e.TwosRound: self._twos_round,
            e.MalusPassed: self._malus_passed,
            e.LauncherFired: self._launcher_fired,
            e.NextTurnLost: self._next_turn_lost,
            e.CardsDiscarded: self._cards_discarded,
            e.RobotSpoke: self._robot_spoke,
            e.WheelSpun: self._wheel_spun,
            e.HandShown: self._hand_shown,
            e.WarShown: self._war_shown,
            e.Shouted: self._shouted,
            e.TotemTaken: self._totem_taken,
            e.TotemSpent: self._totem_spent,
            e.TotemUnoCalled: self._totem_uno,
        }

    def render(self, events: Sequence[e.Event]) -> list[str]:
        """The lines of several events in order; a card drawn then kept is one line, not two, and a
        playable card drawn is said by the turn line that asks what to do with it."""
        lines: list[str] = []
        seen = [event.seen_by(self.viewer) for event in events]
        index = 0
        while index < len(seen):
            event = seen[index]
            following = seen[index + 1] if index + 1 < len(seen) else None
            before = seen[index - 1] if index else self._previous_event
            if event is not None and self._blocks_draw_four(event):
                # "Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte Passer": the card, then
                # that nobody draws the +4's cards (the card's line alone left them owed for the listener).
                assert isinstance(event, e.CardPlayed)
                lines.extend(self._card_played(event))
                lines.append(self.t("event-draw-four-blocked", card=self.card(event.card)))
                index += 1
                continue
            if isinstance(event, e.TurnPassed) and isinstance(before, e.CardPlayed) and before.player == event.player:
                # Enter after a card (a sequence stopped, a 7 or a 0 kept as it is): the turn ends, nothing
                # is passed ("You pass." sounded like a turn given up without playing).
                lines.append(self.t("event-turn-ended", **self.who(event.player)))
                index += 1
                continue
            if (isinstance(event, e.CardsDrawn) and event.reason is e.DrawReason.CHOICE
                    and isinstance(following, e.TurnPassed) and following.player == event.player):
                lines.append(self.t("event-drew-and-passed", cards=self.cards(event.cards), **self.who(event.player)))
                index += 2
                continue
            if isinstance(event, e.LauncherFired):
                # UNO Extreme: the press and what it gave in one line; a press by choice ends the turn, said by
                # the next player's line (the "passes" line would say it twice).
                after = index + 1
                # The pile run out during the press: its shuffle comes between the press and the cards, and is
                # said first ("You press: nothing." then an ordinary draw misled the listener).
                while after < len(seen) and isinstance(seen[after], e.PileReshuffled):
                    after += 1
                following = seen[after] if after < len(seen) else None
                drawn = following if isinstance(following, e.CardsDrawn) and following.player == event.player else None
                if drawn is None:
                    after = index + 1  # no cards came: the shuffle, if any, is said in its place after the press
                else:
                    lines.extend(self.render(seen[index + 1:after]))  # type: ignore[arg-type]
                lines.extend(self._launcher_lines(event, drawn))
                after += drawn is not None
                passed = seen[after] if after < len(seen) else None
                if isinstance(passed, e.TurnPassed) and passed.player == event.player:
                    after += 1
                index = after
                continue
            if (isinstance(event, e.CardsDrawn) and isinstance(following, e.DrawnCardPlayable)
                    and following.player == event.player and event.cards == (following.card,)):
                # The card drawn can be played: the line that opens the decision (turn-after-draw)
                # names it with the keys; "Vous piochez b 7." before it would say the card twice.
                index += 1
                continue
            if isinstance(event, e.CardPlayed) and isinstance(following, e.CardPlayed) \
                    and following.player == event.player and not following.jump_in:
                # A sequence ("Suites"): "Bob plays r 7, r 6, r 7, 4 cards." in one sentence.
                run = [event]
                while index + len(run) < len(seen):
                    more = seen[index + len(run)]
                    if not (isinstance(more, e.CardPlayed) and more.player == event.player and not more.jump_in):
                        break
                    run.append(more)
                last = run[-1]
                self._last_card_by = last.player
                lines.extend(self._cards_line("event-jumped-in" if event.jump_in else "event-card-played",
                                              [self.card(played.card) for played in run], left=last.cards_left,
                                              uno=last.uno_called, full=not self.brief, **self.who(last.player)))
                index += len(run)
                continue
            if (isinstance(event, e.CardPlayed) and isinstance(following, e.ColorChosen)
                    and following.player == event.player):
                # "Anna joue +4, bleu, 2 cartes.": the card and its colour in one sentence.
                lines.extend(self._card_played(event, chosen=following.color))
                index += 2
                continue
            if event is not None:
                lines.extend(self.lines(event))
            index += 1
        if seen:
            self._previous_event = seen[-1]
        return lines

    def _blocks_draw_four(self, event: e.Event) -> bool:
        """Whether ``event`` is a 0 or a skip laid on a +4 by the player facing it (strict +4: nobody draws);
        follows who faces a +4 (offered a challenge or owing its cards) until they play, draw or challenge."""
        rules = self.rules
        if rules is None or not rules.strict_draw_four:
            return False
        if isinstance(event, (e.ChallengeOffered, e.DrawOwed)):
            top = self._previous_card
            self._facing_draw_four = event.player if top is not None and top.rank is e.Rank.WILD_DRAW_FOUR else None
            return False
        if isinstance(event, e.CardPlayed):
            self._previous_card = event.card
            facing, self._facing_draw_four = self._facing_draw_four, None
            return facing == event.player and event.card.rank in (e.Rank.ZERO, e.Rank.SKIP)
        if isinstance(event, (e.CardsDrawn, e.Challenged, e.TurnPassed, e.RoundStarted)):
            self._facing_draw_four = None
        return False

    def _cards_line(self, message: str, cards: list[str], **args: Any) -> list[str]:
        """A message naming several cards: one line, or in brief verbosity cut between the cards into lines of 40
        cells, what follows the cards ("2 cartes.") on the last line."""
        separator = self.t("list-separator")
        line = self.t(message, card=separator.join(cards), **args)
        if not self.brief or len(line) <= BRAILLE_CELLS or len(cards) < 2:
            return [line]
        mark = "\x00"
        prefix, _, suffix = self.t(message, card=mark, **args).partition(mark)
        lines = wrap_items(cards, prefix, BRAILLE_CELLS, separator)
        if len(lines[-1]) + len(suffix) <= BRAILLE_CELLS:
            lines[-1] += suffix
        else:
            lines[-1] += separator.rstrip()
            lines.append(suffix.lstrip(" ,;:"))
        return lines

    def lines(self, event: e.Event) -> list[str]:
        """The lines ``event`` gives the viewer (none if hidden from them or unknown)."""
        seen = event.seen_by(self.viewer)
        if seen is None:
            return []
        handler = self.handlers.get(type(seen))
        if handler is None:
            return []
        return handler(seen)

    def _dealer_draw(self, ev: e.DealerDraw) -> list[str]:
        if self.brief:
            return []
        return [self.t("event-dealer-draw", card=self.card(ev.card), **self.who(ev.player))]

    def _dealer_chosen(self, ev: e.DealerChosen) -> list[str]:
        return []  # the round's first line names the dealer

    def _round_started(self, ev: e.RoundStarted) -> list[str]:
        self.state.round_number = ev.round_number
        return [self.t("event-round-started", round=ev.round_number, **self.who(ev.dealer))]

    def _hand_dealt(self, ev: e.HandDealt) -> list[str]:
        if ev.player != self.viewer:
            return []
        return self.views.hand_lines(ev.cards, (), intro=self.t("event-hand-dealt", count=ev.count))

    def _first_card(self, ev: e.FirstCard) -> list[str]:
        return [self.t("event-first-card", card=self.card(ev.card))]

    def _first_card_returned(self, ev: e.FirstCardReturned) -> list[str]:
        return [self.t("event-first-card-returned", card=self.card(ev.card))]

    def _turn_started(self, ev: e.TurnStarted) -> list[str]:
        # The human's turn has its own line with the table (see turn_line); others' turns
        # are implied by their action in brief verbosity.
        # Said only when the bots take their time (full verbosity, a pace): who is thinking.
        if ev.player == self.viewer or self.brief or self.options.pace <= 0:
            return []
        return [self.t("event-turn-started", **self.who(ev.player))]

    def _card_played(self, ev: e.CardPlayed, chosen: Color | None = None) -> list[str]:
        self._last_card_by = ev.player
        message = "event-jumped-in" if ev.jump_in else "event-card-played"
        args: dict[str, Any] = {"left": ev.cards_left, "uno": ev.uno_called, "full": not self.brief,
                                **self.who(ev.player)}
        card = self.card(ev.card, chosen)
        if chosen is not None:
            # "joker, jaune": the colour is an aside, closed by a comma when words follow ("and says UNO!").
            after = self.t(message, card="\x00", **args).partition("\x00")[2]
            if after[:1] == " " and after[1:2].isalpha():
                card += ","
        return [self.t(message, card=card, **args)]

    def _color_chosen(self, ev: e.ColorChosen) -> list[str]:
        return [self.t("event-color-chosen", color=self.color(ev.color), **self.who(ev.player))]

    def _cards_drawn(self, ev: e.CardsDrawn) -> list[str]:
        reason = ev.reason.value
        giver = self._last_card_by if ev.reason is e.DrawReason.GIVEN else None
        # The giver is unknown only when a resumed match starts between the card and the gift.
        by: dict[str, object] = {"by": "", "by_you": "none"}
        if giver is not None:
            by = {"by": self.name(giver), "by_you": giver == self.viewer}
        if ev.reason is e.DrawReason.RETURNED and ev.cards:  # face up on the pile: everyone knows the card
            return [self.t("event-card-taken-back", card=self.cards(ev.cards), **self.who(ev.player))]
        if ev.player == self.viewer and ev.cards:
            line = self.t("event-drew-cards", count=ev.count, cards=self.cards(ev.cards), reason=reason, **by)
            if self.brief and len(line) > BRAILLE_CELLS:
                # Many cards (a stack, a UNO card): the count and why first, then the cards, cut to 40 cells.
                intro = self.t("event-drew", count=ev.count, reason=reason, **by, **self.who(ev.player))
                return self.wrap([self.card(card) for card in ev.cards], intro[:-1] + self.t("list-intro") + " ")
            return [line]
        return [self.t("event-drew", count=ev.count, reason=reason, **by, **self.who(ev.player))]

    def _launcher_lines(self, ev: e.LauncherFired, drawn: e.CardsDrawn | None) -> list[str]:
        """UNO Extreme: a press and what it gave, in one line (your cards cut to 40 cells in brief verbosity)."""
        if drawn is None or not drawn.count:
            return [self.t("event-launcher-nothing", presses=ev.presses, **self.who(ev.player))]
        counted = self.t("event-launcher-drew", presses=ev.presses, count=drawn.count, **self.who(ev.player))
        if ev.player == self.viewer and drawn.cards:
            line = self.t("event-launcher-drew-cards", presses=ev.presses, cards=self.cards(drawn.cards))
            if self.brief and len(line) > BRAILLE_CELLS:
                return self.wrap([self.card(card) for card in drawn.cards], counted[:-1] + self.t("list-intro") + " ")
            return [line]
        return [counted]

    def _next_turn_lost(self, ev: e.NextTurnLost) -> list[str]:
        return [self.t("event-next-turn-lost", **self.who(ev.player))]

    def _launcher_fired(self, ev: e.LauncherFired) -> list[str]:
        return self._launcher_lines(ev, None) if not ev.count else []  # with cards: said with them (render)

    def _cards_discarded(self, ev: e.CardsDiscarded) -> list[str]:
        if self.rules is not None and (self.rules.wizz_cards or self.rules.totems):
            # UNO Wizz's wheel: cards let go without being played (none: the wheel asked for what is not held).
            if not ev.cards:
                return [self.t("event-wheel-nothing", **self.who(ev.player))]
            return self.wrap([self.card(card) for card in ev.cards],
                             self.t("event-wheel-let-go", left=ev.cards_left, **self.who(ev.player)) + " ")
        # UNO Extreme's Poser Tout: laid with the card.
        return [self.t("event-cards-discarded", cards=self.cards(ev.cards), left=ev.cards_left, **self.who(ev.player))]

    def _totem_taken(self, ev: e.TotemTaken) -> list[str]:
        previous = ev.previous
        return [self.t("event-totem-taken", color=self.color(ev.color), middle=previous < 0,
                       from_you=previous == self.viewer, previous=self.name(previous) if previous >= 0 else "",
                       **self.who(ev.player))]

    def _totem_spent(self, ev: e.TotemSpent) -> list[str]:
        return [self.t("event-totem-spent", color=self.color(ev.color), **self.who(ev.player))]

    def _totem_uno(self, ev: e.TotemUnoCalled) -> list[str]:
        return [self.t("event-totem-uno", **self.who(ev.player))]

    def _wheel_spun(self, ev: e.Event) -> list[str]:
        return [self.t("event-wheel-spun", outcome=ev.outcome.value, **self.who(ev.player))]  # type: ignore[attr-defined]

    def _hand_shown(self, ev: e.Event) -> list[str]:
        cards = ev.cards  # type: ignore[attr-defined]
        return self.wrap([self.card(card) for card in cards],
                         self.t("event-wheel-hand-shown", count=len(cards), **self.who(ev.player)) + " ")  # type: ignore[attr-defined]

    def _war_shown(self, ev: e.Event) -> list[str]:
        shown = [self.t("war-card", card=self.card(card), **self.who(seat))
                 for seat, card in enumerate(ev.cards) if card is not None]  # type: ignore[attr-defined]
        winner = ev.winner  # type: ignore[attr-defined]
        lines = self.wrap(shown, self.t("event-war-shown", count=len(shown)) + " ") if shown \
            else [self.t("event-war-shown", count=0)]
        who = self.who(winner) if winner is not None else {"player": "", "you": False}  # a tie names nobody
        lines.append(self.t("event-war-won", tie=winner is None, **who))
        return lines

    def _shouted(self, ev: e.Event) -> list[str]:
        player = ev.player  # type: ignore[attr-defined]
        return [self.t("event-shouted", nobody=player < 0, **self.who(player))]

    def _robot_spoke(self, ev: e.RobotSpoke) -> list[str]:
        rule = self.t(f"storage-setting-value-house-rules-{ev.rule}") if ev.rule else "none"
        return [self.t("event-robot-spoke", rule=rule)]

    def _drawn_card_playable(self, ev: e.DrawnCardPlayable) -> list[str]:
        return []  # the turn line says it, with the keys: "b 5 piochée : Entrée la joue, p passe."

    def _turn_passed(self, ev: e.TurnPassed) -> list[str]:
        return [self.t("event-turn-passed", **self.who(ev.player))]

    def _player_skipped(self, ev: e.PlayerSkipped) -> list[str]:
        return [self.t("event-player-skipped", **self.who(ev.player))]

    def _direction_changed(self, ev: e.DirectionChanged) -> list[str]:
        return [self.t("event-direction-changed", direction=ev.direction.name.lower())]

    def _pile_reshuffled(self, ev: e.PileReshuffled) -> list[str]:
        return [self.t("event-pile-reshuffled", count=ev.count)]

    def _no_card_to_draw(self, ev: e.NoCardToDraw) -> list[str]:
        return [self.t("event-no-card-to-draw", **self.who(ev.player))]

    def _uno_called(self, ev: e.UnoCalled) -> list[str]:
        return [self.t("event-uno-called", **self.who(ev.player))]

    def _uno_missed(self, ev: e.UnoMissed) -> list[str]:
        return [self.t("event-uno-missed", **self.who(ev.player))]

    def _uno_caught(self, ev: e.UnoCaught) -> list[str]:
        return [
            self.t(
                "event-uno-caught",
                catcher=self.name(ev.catcher),
                catcher_you=ev.catcher == self.viewer,
                **self.who(ev.target),
            )
        ]

    def _challenge_offered(self, ev: e.ChallengeOffered) -> list[str]:
        if ev.player == self.viewer:
            return []  # the turn line says it: "+4 from Bob: challenge or accept."
        if self.brief:
            return []
        return [self.t("event-challenge-offered", **self.who(ev.player))]

    def _challenged(self, ev: e.Challenged) -> list[str]:
        return [
            self.t(
                "event-challenged",
                target=self.name(ev.target),
                target_you=ev.target == self.viewer,
                bluff=ev.bluff,
                **self.who(ev.challenger),
            )
        ]

    def _hand_revealed(self, ev: e.HandRevealed) -> list[str]:
        if ev.player == self.viewer:
            return [self.t("event-hand-shown", to=self.name(ev.to))]
        # Cut between cards to fit the braille display ("Carol's hand: r 0, r 1, ..." was 43 cells).
        intro = self.t("event-hand-revealed", cards="\x00", **self.who(ev.player)).split("\x00")[0]
        return self.wrap([self.card(card) for card in ev.cards], intro)

    def _hands_shuffled(self, ev: e.HandsShuffled) -> list[str]:
        return [self.t("event-hands-shuffled", **self.who(ev.player))]

    def _hands_swapped(self, ev: e.HandsSwapped) -> list[str]:
        counts = self.counts if len(self.counts) > max(ev.player, ev.target) else None
        return [
            self.t(
                "event-hands-swapped",
                target=self.name(ev.target),
                target_you=ev.target == self.viewer,
                count=counts[ev.player] if counts else "?",
                target_count=counts[ev.target] if counts else "?",
                **self.who(ev.player),
            )
        ]

    def _new_hand(self, ev: e.NewHand) -> list[str]:
        if ev.player != self.viewer:
            return []
        return self.views.hand_lines(ev.cards, (), intro=self.t("event-new-hand", count=ev.count))

    def _round_ended(self, ev: e.RoundEnded) -> list[str]:
        lines = [self.t("event-round-won", points=ev.round_points[ev.winner], **self.who(ev.winner))]
        lines.extend(self._round_points(ev))
        lines.extend(self.views.score_lines(ev.scores, self.rules))
        return lines

    def _round_points(self, ev: e.RoundEnded) -> list[str]:
        """Who scored what from which hands, a line a player (the winner first): the totals alone did not say
        where the points came from."""
        rules = self.rules
        rounds_won = rules is not None and rules.scoring is e.Scoring.ROUNDS_WON and not rules.elimination
        players = range(len(ev.round_points))
        lines: list[str] = []
        for seat in sorted(players, key=lambda seat: seat != ev.winner):
            scored, hand = ev.round_points[seat], ev.hand_points[seat]
            if scored and rounds_won:
                source = "round"
            elif scored and scored == hand:
                source = "own"
            elif scored and rules is not None and rules.teams and rules.scoring is not e.Scoring.WINNER_COLLECTS:
                source = "team"
            elif scored:
                source = "hands"
            elif hand and ev.round_points[ev.winner] and not rounds_won:
                source = "given"  # their hand went to the round's winner
            else:
                source = "none"
            lines.append(self.t("event-round-points", source=source, scored=scored, hand=hand,
                                winner=self.name(ev.winner), winner_you=ev.winner == self.viewer, **self.who(seat)))
        return lines

    def _match_ended(self, ev: e.MatchEnded) -> list[str]:
        if len(ev.winners) == 1:
            winner = ev.winners[0]
            return [self.t("event-match-won", points=ev.scores[winner], **self.who(winner))]
        names = self.t("list-separator").join(self.name(seat) for seat in ev.winners)
        return [self.t("event-match-tied", players=names, points=ev.scores[ev.winners[0]])]

    def _draw_owed(self, ev: e.Event) -> list[str]:
        # Yours: the turn line (or the line taking the cards at once) says it.  Another player's:
        # their answer or their draw says it ("Bruno pioche 4 cartes, cumul."): said before as well,
        # a draw was heard twice in full verbosity.
        return []

    def _effect_chosen(self, ev: e.Event) -> list[str]:
        effect = self.t(f"effect-{ev.effect.value}")  # type: ignore[attr-defined]
        return [self.t("event-effect-chosen", effect=effect, **self.who(ev.player))]  # type: ignore[attr-defined]

    def _hands_passed(self, ev: e.Event) -> list[str]:
        if self.rules is not None and getattr(self.rules, "seven_zero_choice", False):
            # UNO Olympique: the way was chosen, so it is said.
            return [self.t("event-hands-passed-way", direction=ev.direction.name.lower())]  # type: ignore[attr-defined]
        return [self.t("event-hands-passed")]  # the line before says who played the 0

    def _deal_chosen(self, ev: e.DealChosen) -> list[str]:
        return [self.t("event-deal-chosen", count=ev.count, direction=ev.direction.name.lower(),
                       **self.who(ev.dealer))]

    def _hands_kept(self, ev: e.HandsKept) -> list[str]:
        return [self.t("event-hands-kept", **self.who(ev.player))]

    def _twos_round(self, ev: e.TwosRound) -> list[str]:
        return [self.t("event-twos-round")]  # the line before says who laid the 2

    def _malus_passed(self, ev: e.MalusPassed) -> list[str]:
        return [self.t("event-malus-passed", count=ev.count, target=self.name(ev.target),
                       target_you=ev.target == self.viewer)]

    def _open_hands(self, ev: e.Event) -> list[str]:
        return [self.t("event-open-hands", shown=bool(getattr(ev, "shown", False)))]

    def _next_player_chosen(self, ev: e.Event) -> list[str]:
        target = ev.target  # type: ignore[attr-defined]
        return [self.t("event-next-player-chosen", target=self.name(target), target_you=target == self.viewer,
                       again=target == ev.player, **self.who(ev.player))]  # type: ignore[attr-defined]

    def _confused(self, ev: e.Confused) -> list[str]:
        # Rapido's book calls it a confusion; the faults house rule's and Olympique's books, a fault.
        rapido = self.rules is not None and self.rules.name == "rapido"
        return [self.t("event-confused", card=self.card(ev.card), rapido=rapido, **self.who(ev.player))]

    def _cursed_card(self, ev: e.CursedCard) -> list[str]:
        return [self.t("event-cursed-card", card=self.card(ev.card))]

    def _partners_changed(self, ev: e.PartnersChanged) -> list[str]:
        # partners.py: "un partenaire différent pour chacune des 3 manches", said as at the match's start.
        self.state.teams = ev.teams  # this round's partners, for what is said until the next round
        partners = predicates.partners(ev.teams, self.viewer, len(ev.teams))
        names = self.t("list-separator").join(self.name(seat) for seat in partners)
        return [self.t("event-partners-changed", players=names, count=len(partners))]

    def _curse_paid(self, ev: e.CursePaid) -> list[str]:
        return [self.t("event-curse-paid", card=self.card(ev.card), points=ev.points, reason=ev.reason.value,
                       **self.who(ev.player))]

    def _round_hundred(self, ev: e.Event) -> list[str]:
        return [self.t("event-round-hundred", **self.who(ev.player))]  # type: ignore[attr-defined]

    def _player_eliminated(self, ev: e.Event) -> list[str]:
        return [self.t("event-player-eliminated", **self.who(ev.player))]  # type: ignore[attr-defined]
