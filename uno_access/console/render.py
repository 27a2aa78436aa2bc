"""Engine events and views to localized lines: one event per line, the key fact first.

The renderer knows who is watching (the human's seat) and redacts with
``event.seen_by``; it never decides anything.  Brief lines that matter fit a
40-cell braille display; full lines say everything in words.  An event type
it does not know (a variant added later) gives no line rather than a crash.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import engine as e
from ..engine.cards import CUSTOM_RANKS, Card, Color, DeckKind, Rank
from ..engine.rules import CustomEffect, RuleSet, Scoring, Stacking
from ..engine.view import Phase, PlayerView
from ..i18n import translator
from ..notation import format_card, format_color, format_rank
from .options import ConsoleOptions, HandOrder

from ..lines import BRAILLE_CELLS, wrap_items  # noqa: F401 - the renderer's own names for them


def bot_names(lang: str, count: int) -> list[str]:
    """Names of the bots for the seats 1..count, distinct when spoken, from ``console.ftl``."""
    t = translator(lang)
    return [t(f"bot-name-{seat}") for seat in range(1, count + 1)]


def sort_hand(hand: Sequence[Card], order: HandOrder) -> list[Card]:
    """The hand in reading order: by colour then value, or by value then colour."""
    if order is HandOrder.NUMBER:
        return sorted(hand, key=lambda card: (card.sort_key()[1], card.sort_key()[0]))
    return sorted(hand, key=Card.sort_key)


def answering_ranks(rules: RuleSet, owed: Rank) -> tuple[Rank, ...]:
    """The ranks that answer a draw card or a skip under ``rules``: for words only, the engine decides.

    wikipedia-uno-fr.txt, "Cumul des +2 et +4": a +2 or a +4 on a +2, a +4 on a +4;
    uno-rapido-fr.txt, "règle de défense": the same card (a skip on a skip);
    uno-family-quick-fr.txt: the Quickos card "retourne la carte contre lui" on a +4.
    """
    if owed is Rank.SKIP:
        return (Rank.SKIP,)
    ranks: list[Rank] = []
    if rules.stacking is Stacking.SAME_CARD:
        ranks.append(owed)
    elif rules.stacking is Stacking.PLUS_CARDS:
        if owed is Rank.DRAW_TWO:
            ranks.extend((Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR))
        elif owed is Rank.WILD_DRAW_FOUR:
            ranks.append(Rank.WILD_DRAW_FOUR)
    if owed is Rank.WILD_DRAW_FOUR and rules.deck is DeckKind.FAMILY:
        ranks.append(Rank.QUICKOS)
    return tuple(ranks) or (owed,)


class Renderer:
    """Turns what the engine says into lines for the player at ``viewer``."""

    def __init__(self, options: ConsoleOptions, names: Sequence[str], viewer: int = 0) -> None:
        self.options = options
        self.names = list(names)
        self.viewer = viewer
        #: The rules of the match, for the target said with the scores.
        self.rules: RuleSet | None = None
        #: Who played the last card: the giver of the cards a customizable card makes another player draw.
        self._last_card_by: int | None = None
        #: Every player's card count after the events being rendered (the table's news), if known.
        self.counts: tuple[int, ...] = ()
        self._handlers: dict[type, Callable[[Any], list[str]]] = {
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
        }
        # Events of the variants, looked up by name so an older engine still loads.
        for name, handler in (
            ("DrawOwed", self._draw_owed),
            ("EffectChosen", self._effect_chosen),
            ("HandsPassed", self._hands_passed),
            ("Confused", self._confused),
            ("PlayerEliminated", self._player_eliminated),
            ("OpenHands", self._open_hands),
            ("NextPlayerChosen", self._next_player_chosen),
        ):
            event_type = getattr(e, name, None)
            if event_type is not None:
                self._handlers[event_type] = handler

    # ------------------------------------------------------------ helpers

    @property
    def t(self):  # noqa: ANN201 - the translator of the current language
        return translator(self.options.lang)

    @property
    def brief(self) -> bool:
        return self.options.brief

    def name(self, seat: int) -> str:
        return self.names[seat]

    def who(self, seat: int) -> dict[str, object]:
        """The placeables every message about a player takes: its name and whether it is you."""
        return {"player": self.name(seat), "you": seat == self.viewer}

    def card(self, card: Card, chosen: Color | None = None) -> str:
        return format_card(card, self.options.lang, verbose=not self.brief, chosen=chosen)

    def cards(self, cards: Sequence[Card]) -> str:
        return self.t("list-separator").join(self.card(card) for card in cards)

    def color(self, color: Color) -> str:
        return format_color(color, self.options.lang, verbose=True)

    # ------------------------------------------------------------ events

    def render(self, events: Sequence[e.Event]) -> list[str]:
        """The lines of several events in order; a card drawn then kept is one line, not two, and a
        playable card drawn is said by the turn line that asks what to do with it."""
        lines: list[str] = []
        seen = [event.seen_by(self.viewer) for event in events]
        index = 0
        while index < len(seen):
            event = seen[index]
            following = seen[index + 1] if index + 1 < len(seen) else None
            if (isinstance(event, e.CardsDrawn) and event.reason is e.DrawReason.CHOICE
                    and isinstance(following, e.TurnPassed) and following.player == event.player):
                lines.append(self.t("event-drew-and-passed", cards=self.cards(event.cards), **self.who(event.player)))
                index += 2
                continue
            if (isinstance(event, e.CardsDrawn) and isinstance(following, e.DrawnCardPlayable)
                    and following.player == event.player and event.cards == (following.card,)):
                # The card drawn can be played: the line that opens the decision (turn-after-draw)
                # names it with the keys; "Vous piochez b 7." before it would say the card twice.
                index += 1
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
        return lines

    def lines(self, event: e.Event) -> list[str]:
        """The lines ``event`` gives the viewer (none if hidden from them or unknown)."""
        seen = event.seen_by(self.viewer)
        if seen is None:
            return []
        handler = self._handlers.get(type(seen))
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
        return [self.t("event-round-started", round=ev.round_number, **self.who(ev.dealer))]

    def _hand_dealt(self, ev: e.HandDealt) -> list[str]:
        if ev.player != self.viewer:
            return []
        return self.hand_lines(ev.cards, (), intro=self.t("event-hand-dealt", count=ev.count))

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
        return [
            self.t(
                "event-jumped-in" if ev.jump_in else "event-card-played",
                card=self.card(ev.card, chosen),
                left=ev.cards_left,
                uno=ev.uno_called,
                full=not self.brief,
                **self.who(ev.player),
            )
        ]

    def _color_chosen(self, ev: e.ColorChosen) -> list[str]:
        return [self.t("event-color-chosen", color=self.color(ev.color), **self.who(ev.player))]

    def _cards_drawn(self, ev: e.CardsDrawn) -> list[str]:
        reason = ev.reason.value
        giver = self._last_card_by if ev.reason is e.DrawReason.GIVEN else None
        # The giver is unknown only when a resumed match starts between the card and the gift.
        by: dict[str, object] = {"by": "", "by_you": "none"}
        if giver is not None:
            by = {"by": self.name(giver), "by_you": giver == self.viewer}
        if ev.player == self.viewer and ev.cards:
            if ev.reason is e.DrawReason.RETURNED:
                return [self.t("event-card-taken-back", card=self.cards(ev.cards), **self.who(ev.player))]
            line = self.t("event-drew-cards", count=ev.count, cards=self.cards(ev.cards), reason=reason, **by)
            if self.brief and len(line) > BRAILLE_CELLS:
                # Many cards (a stack, a UNO card): the count and why first, then the cards, cut to 40 cells.
                intro = self.t("event-drew", count=ev.count, reason=reason, **by, **self.who(ev.player))
                return self.wrap([self.card(card) for card in ev.cards], intro[:-1] + self.t("list-intro") + " ")
            return [line]
        return [self.t("event-drew", count=ev.count, reason=reason, **by, **self.who(ev.player))]

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
        return self.hand_lines(ev.cards, (), intro=self.t("event-new-hand", count=ev.count))

    def _round_ended(self, ev: e.RoundEnded) -> list[str]:
        lines = [self.t("event-round-won", points=ev.round_points[ev.winner], **self.who(ev.winner))]
        lines.extend(self.score_lines(ev.scores, self.rules))
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
        return [self.t("event-hands-passed")]  # the line before says who played the 0

    def _open_hands(self, ev: e.Event) -> list[str]:
        return [self.t("event-open-hands", shown=bool(getattr(ev, "shown", False)))]

    def _next_player_chosen(self, ev: e.Event) -> list[str]:
        target = ev.target  # type: ignore[attr-defined]
        return [self.t("event-next-player-chosen", target=self.name(target), target_you=target == self.viewer,
                       again=target == ev.player, **self.who(ev.player))]  # type: ignore[attr-defined]

    def _confused(self, ev: e.Event) -> list[str]:
        return [self.t("event-confused", card=self.card(ev.card), **self.who(ev.player))]  # type: ignore[attr-defined]

    def _player_eliminated(self, ev: e.Event) -> list[str]:
        return [self.t("event-player-eliminated", **self.who(ev.player))]  # type: ignore[attr-defined]

    # ------------------------------------------------------------ views

    def turn_lines(self, view: PlayerView) -> list[str]:
        """The turn line, cut to 40 cells in brief verbosity when it lists players to choose from;
        then who cannot be chosen, and why (Swap Hands: not a player with one card)."""
        lines = self._turn_lines(view)
        if view.phase is Phase.CHOOSE_TARGET and self.target_reason(view)[0] == "swap":
            targets = {a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)}
            left_out = [seat for seat in range(view.num_players)
                        if seat != view.player and seat not in targets and seat not in view.eliminated
                        and view.hand_counts[seat] == 1]
            if left_out:
                lines.append(self.t("turn-choose-target-excluded", count=len(left_out),
                                    players=self.t("list-separator").join(self.name(seat) for seat in left_out)))
        return lines

    def _turn_lines(self, view: PlayerView) -> list[str]:
        if view.phase is Phase.CHOOSE_TARGET and self.brief:
            targets = [a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)]
            why, count = self.target_reason(view)
            intro = self.t("turn-choose-target", players="", why=why, count=count).rstrip(" .")
            if len(self.turn_line(view)) > BRAILLE_CELLS:
                items = [self.t("target-choice", player=self.name(seat), count=view.hand_counts[seat])
                         for seat in targets]
                return self.wrap(items, intro + " ")
        return [self.turn_line(view)]

    def turn_line(self, view: PlayerView) -> str:
        """The one line that opens the human's turn: top card, colour to play, cards in hand."""
        top = self.card(view.top_card) if view.top_card else self.t("table-no-card")
        color = self.color(view.color) if view.color else self.t("table-no-color")
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            letters = [format_color(c, self.options.lang, verbose=False) for c in e.COLORS]
            colors = self.t("list-or").join(letters[:-1]) + self.t("list-or-last") + letters[-1]
            return self.t("turn-choose-color", colors=colors)
        if phase is Phase.CHALLENGE:
            by = self.name(view.challenge_from) if view.challenge_from is not None else ""
            answers = self.answers(view)
            args = {"by": by, "count": len(view.hand), "answer": bool(answers),
                    "cards": self.t("list-or").join(self.card(card) for card in answers)}
            line = self.t("turn-challenge", **args)
            if self.brief and len(line) > BRAILLE_CELLS:
                line = self.t("turn-challenge-short", **args)
            return line
        if phase is Phase.AFTER_DRAW and view.drawn_card is not None:
            args = {"card": self.card(view.drawn_card), "pass": e.PASS in view.legal_actions}
            line = self.t("turn-after-draw", **args)
            if self.brief and len(line) > BRAILLE_CELLS:  # a long card name ("r famille"): fewer words
                line = self.t("turn-after-draw-short", **args)
            return line
        if phase is Phase.CHOOSE_TARGET:
            targets = [a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)]
            players = self.t("list-or").join(
                self.t("target-choice", player=self.name(seat), count=view.hand_counts[seat]) for seat in targets
            )
            why, count = self.target_reason(view)
            return self.t("turn-choose-target", players=players, why=why, count=count)
        if phase is Phase.ANSWER:
            return self.answer_line(view)
        if phase.value == "choose-effect":
            return self.t("turn-choose-effect")
        return self.t("turn-play", top=top, color=color, count=len(view.hand))

    def answers(self, view: PlayerView) -> list[Card]:
        """The cards of the hand that answer what is owed now (ANSWER and CHALLENGE phases)."""
        return self.playable(view) if view.phase in (Phase.ANSWER, Phase.CHALLENGE) else []

    def owed_rank(self, view: PlayerView) -> Rank | None:
        """The rank of the card to answer: the top of the discard pile."""
        return view.top_card.rank if view.top_card is not None else None

    def missing_answers(self, view: PlayerView) -> str:
        """The cards that would answer, said as what you lack: "+2 ni +4"."""
        owed = self.owed_rank(view)
        ranks = answering_ranks(view.rules, owed) if owed is not None else ()
        return self.t("list-nor").join(format_rank(rank, self.options.lang, verbose=not self.brief) for rank in ranks)

    def answer_line(self, view: PlayerView) -> str:
        """A draw card or a skip to answer: what is owed, your answers, what Space takes."""
        answers = self.answers(view)
        count = view.draw_owed
        if not answers:
            return self.t("turn-answer-none", answers=self.missing_answers(view), count=count)
        owed = self.owed_rank(view)
        owed_text = format_rank(owed, self.options.lang, verbose=not self.brief) if owed is not None else ""
        cards = self.t("list-or").join(self.card(card) for card in answers)
        line = self.t("turn-answer", owed=owed_text, cards=cards, count=count, full=not self.brief)
        if self.brief and len(line) > BRAILLE_CELLS:  # "r +2, j +2, b +2": the kinds of card only ("+2")
            ranks = self.t("list-or").join(dict.fromkeys(format_rank(card.rank, self.options.lang) for card in answers))
            line = self.t("turn-answer", owed=owed_text, cards=ranks, count=count, full=False)
            if len(line) > BRAILLE_CELLS:
                line = self.t("turn-answer-short", owed=owed_text, cards=ranks, count=count)
        return line

    def target_reason(self, view: PlayerView) -> tuple[str, int]:
        """Why a player is to be chosen, from the card just played: ``swap``, ``give`` (and how many), ``next``."""
        top = view.top_card
        if top is not None and top.rank in CUSTOM_RANKS:
            effect = view.rules.custom_effects[CUSTOM_RANKS.index(top.rank)]
            if effect in (CustomEffect.GIVE_TWO, CustomEffect.GIVE_FOUR):
                return "give", 2 if effect is CustomEffect.GIVE_TWO else 4
            if effect is CustomEffect.CHOOSE_NEXT:
                return "next", 0
        return "swap", 0

    def top_line(self, view: PlayerView) -> str:
        top = self.card(view.top_card) if view.top_card else self.t("table-no-card")
        color = self.color(view.color) if view.color else self.t("table-no-color")
        return self.t("table-top", top=top, color=color, pile=view.draw_pile_size)

    def playable(self, view: PlayerView) -> list[Card]:
        """The cards of the hand the human may play now."""
        legal = {action.card for action in view.legal_actions if isinstance(action, e.Play)}
        return [card for card in sort_hand(view.hand, self.options.order) if card in legal]

    def hand_lines(self, hand: Sequence[Card], playable: Sequence[Card], intro: str | None = None) -> list[str]:
        """The hand in reading order, playable cards marked, cut to fit the braille display.

        ``intro`` replaces "Main, 7 cartes :" (the deal: "Vous recevez 7 cartes :").
        """
        playable_set = set(playable)
        items = []
        for card in sort_hand(hand, self.options.order):
            text = self.card(card)
            if card in playable_set:
                text = self.t("hand-card-playable", card=text, full=not self.brief)
            items.append(text)
        if not items:
            return [self.t("hand-empty")]
        first = (intro if intro is not None else self.t("hand-intro", count=len(hand))) + " "
        return self.wrap(items, first)

    def playable_lines(self, view: PlayerView) -> list[str]:
        cards = list(dict.fromkeys(self.playable(view)))  # "+4, +4, +4" says nothing more than "+4"
        if not cards:
            return [self.t("playable-none")]
        first = self.t("playable-intro", count=len(cards)) + " "
        return self.wrap([self.card(card) for card in cards], first)

    def wrap(self, items: list[str], first: str) -> list[str]:
        """Items listed after ``first``: one line in full verbosity, cut to 40 cells in brief."""
        separator = self.t("list-separator")
        if not self.brief:
            return [first + separator.join(items) + self.t("list-end")]
        lines = wrap_items(items, first, BRAILLE_CELLS, separator)
        lines[-1] += self.t("list-end")
        return lines

    def partners(self, num_players: int) -> list[int]:
        """The viewer's partners in a team game (braille-uno-rules-fr.txt: "Les joueurs se placent en
        alternance autour de la table"; the engine's ``State.team_of``: every other seat)."""
        if self.rules is None or not self.rules.teams:
            return []
        return [seat for seat in range(num_players) if seat != self.viewer and seat % 2 == self.viewer % 2]

    def partner_lines(self, num_players: int) -> list[str]:
        """Said when the match starts: who plays with you."""
        partners = self.partners(num_players)
        if not partners:
            return []
        names = self.t("list-separator").join(self.name(seat) for seat in partners)
        return [self.t("team-partners", players=names, count=len(partners))]

    def status_lines(self, view: PlayerView) -> list[str]:
        """Each player's card count in the order of play from you, the direction, whose turn."""
        lines = []
        seat = view.player
        partners = self.partners(view.num_players)
        order = [(seat + view.direction.value * step) % view.num_players for step in range(view.num_players)]
        for player in order:
            lines.append(
                self.t(
                    "status-player",
                    count=view.hand_counts[player],
                    uno=player in view.uno_called,
                    points=view.scores[player],
                    partner=player in partners,
                    **self.who(player),
                )
            )
        if view.open_hands is not None:  # a customizable card: everyone plays with open hands
            for player in order:
                if player != seat and view.open_hands[player]:
                    lines.extend(self.wrap([self.card(card) for card in sort_hand(view.open_hands[player], self.options.order)],
                                           self.t("status-open-hand", player=self.name(player)) + " "))
        lines.append(self.t("status-direction", direction=view.direction.name.lower()))
        if view.current_player is not None:
            lines.append(self.t("status-turn", **self.who(view.current_player)))
        return lines

    def score_lines(self, scores: Sequence[int], rules: RuleSet | None = None) -> list[str]:
        ranked = sorted(range(len(scores)), key=lambda seat: -scores[seat])
        if rules is not None and rules.scoring is Scoring.LOWEST_WINS:
            ranked.reverse()
        lines = [self.t("score-player", points=scores[seat], **self.who(seat)) for seat in ranked]
        if rules is not None:
            lines.append(self.t("score-target", target=rules.target_score))
        return lines
