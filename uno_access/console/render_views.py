"""The table as the player's view shows it: the turn line, the hand, the playable cards, the status,
the scores.  Part of :mod:`.render`.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import engine as e
from ..engine.cards import CUSTOM_RANKS, Card, Rank
from ..engine.predicates import answering_ranks, partners
from ..engine.rules import CustomEffect, RuleSet, Scoring
from ..engine.rules import partners as partners_rules
from ..engine.view import Phase, PlayerView
from ..lines import BRAILLE_CELLS, wrap_items
from ..notation import format_color, format_rank
from .render_base import Words, deal_range, sort_hand


class ViewLines(Words):
    """Lines made from a :class:`PlayerView` (a part the :class:`~.render.Renderer` holds)."""

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
        if view.phase is Phase.CHOOSE_TARGET and e.PASS in view.legal_actions:
            lines.append(self.t("turn-keep-hand"))  # UNO Olympique: a 7 "Ce n'est pas obligatoire"
        if view.rules.totems and view.current_player == view.player:
            lines.extend(self.totem_lines(view))
        return lines

    def _turn_lines(self, view: PlayerView) -> list[str]:
        if view.phase is Phase.SEQUENCE and self.brief and len(self.turn_line(view)) > BRAILLE_CELLS:
            return self.wrap([self.card(card) for card in self.playable(view)], self.t("turn-sequence-intro") + " ")
        if view.phase is Phase.CHOOSE_TARGET and self.brief:
            targets = [a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)]
            why, count = self.target_reason(view)
            intro = self.t("turn-choose-target", players="", why=why, count=count).rstrip(" .")
            if len(self.turn_line(view)) > BRAILLE_CELLS:
                lines = wrap_items(self.target_items(view, targets), intro + " ", BRAILLE_CELLS,
                                   self.t("target-choice-separator"))
                lines[-1] += self.t("list-end")
                return lines
        return [self.turn_line(view)]

    def target_items(self, view: PlayerView, targets: list[int]) -> list[str]:
        """The players a question offers, each "1. Anna, 2 cartes": the number typed to choose first."""
        return [self.t("target-choice", number=place, player=self.name(seat), count=view.hand_counts[seat])
                for place, seat in enumerate(targets, 1)]

    def turn_line(self, view: PlayerView) -> str:
        """The one line that opens the human's turn: top card, colour to play, cards in hand."""
        top = self.card(view.top_card) if view.top_card else self.t("table-no-card")
        color = self.color(view.color) if view.color else self.t("table-no-color")
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            letters = [format_color(c, self.options.lang, verbose=False) for c in e.COLORS]
            return self.t("turn-choose-color", colors=self.or_list(letters))
        if phase is Phase.CHALLENGE and view.challenge_from is None:
            # The strict +4: the +4 on top was challenged, the one under it is still open.
            earlier = next(a.target for a in view.legal_actions if isinstance(a, e.Challenge) and a.target is not None)
            return self.t("turn-challenge-earlier-only", by=self.name(earlier), owed=view.draw_owed)
        if phase is Phase.CHALLENGE:
            by = self.name(view.challenge_from) if view.challenge_from is not None else ""
            answers = self.answers(view)
            args = {"by": by, "count": len(view.hand), "answer": bool(answers),
                    "cards": self.t("list-or").join(self.card(card) for card in answers)}
            line = self.t("turn-challenge", **args)
            if self.brief and len(line) > BRAILLE_CELLS:
                line = self.t("turn-challenge-short", **args)
            under = [a.target for a in view.legal_actions if isinstance(a, e.Challenge) and a.target is not None]
            if under and under[0] is not None:  # the strict +4: a +4 under it may be challenged too
                line += "\n" + self.t("turn-challenge-earlier", by=self.name(under[0]), owed=view.draw_owed)
            return line
        if phase is Phase.AFTER_DRAW and view.drawn_card is not None:
            args = {"card": self.card(view.drawn_card), "pass": e.PASS in view.legal_actions}
            line = self.t("turn-after-draw", **args)
            if self.brief and len(line) > BRAILLE_CELLS:  # a long card name ("r famille"): fewer words
                line = self.t("turn-after-draw-short", **args)
            return line
        if phase is Phase.CHOOSE_TARGET:
            targets = [a.target for a in view.legal_actions if isinstance(a, e.ChooseTarget)]
            players = self.t("target-choice-separator").join(self.target_items(view, targets))
            why, count = self.target_reason(view)
            return self.t("turn-choose-target", players=players, why=why, count=count)
        if phase is Phase.ANSWER:
            return self.answer_line(view)
        if phase is Phase.DEAL:
            low, high = deal_range(view)
            return self.t("turn-deal", low=low, high=high)
        if phase is Phase.CHOOSE_DIRECTION:
            return self.t("turn-choose-direction", keep=e.PASS in view.legal_actions)
        if phase.value == "choose-effect":
            return self.t("turn-choose-effect")
        if phase.value == "wheel":
            return self.wheel_line(view)
        if phase is Phase.SEQUENCE:
            cards = self.t("list-or").join(self.card(card) for card in self.playable(view))
            if e.PASS not in view.legal_actions:  # a finish with one number: the rest must follow
                return self.t("turn-finish", cards=cards)
            if not view.rules.sequences:  # a jump-in's twin, an Olympique pair: no "sequence" house rule here
                return self.t("turn-second-card", cards=cards)
            return self.t("turn-sequence", cards=cards)
        return self.t("turn-play", top=top, color=color, count=len(view.hand))

    def totems_lines(self, view: PlayerView) -> list[str]:
        """UNO Totem Power: who holds which totem, by colour ("Totems: you r y, Bob g; middle: b."), cut to 40
        cells in brief verbosity."""
        letters = [format_color(color, self.options.lang, verbose=False) for color in e.COLORS]
        holders = list(dict.fromkeys(holder for holder in view.totems if holder >= 0))
        items = [self.t("totem-held", color=" ".join(letter for letter, held in zip(letters, view.totems) if held == holder),
                        **self.who(holder)) for holder in holders]
        middle = [letter for letter, holder in zip(letters, view.totems) if holder < 0]
        if middle:
            items.append(self.t("totems-middle", middle=" ".join(middle)))
        return self.wrap(items, self.t("status-totems") + " ")

    def totem_lines(self, view: PlayerView) -> list[str]:
        """UNO Totem Power, at your turn: a totem to counter what is laid on you, or the four totems' UNO."""
        counters = [a.color for a in view.legal_actions if isinstance(a, e.SpendTotem)]
        if counters:
            colors = self.t("list-or").join(format_color(color, self.options.lang, verbose=False) for color in counters)
            return [self.t("turn-totem-counter", colors=colors, count=len(counters))]
        if any(isinstance(a, e.TotemUno) for a in view.legal_actions):
            return [self.t("turn-totem-uno")]
        return []

    def wheel_line(self, view: PlayerView) -> str:
        """UNO Wizz: what the wheel asks of you, and the answers when they are few."""
        wheel = view.wheel.value if view.wheel is not None else ""
        plays = [a.card for a in view.legal_actions if isinstance(a, e.Play)]
        colors = [format_color(a.color, self.options.lang, verbose=not self.brief) for a in view.legal_actions
                  if isinstance(a, e.ChooseColor)]
        numbers = [str(number) for number in sorted({card.number for card in plays if card.number is not None})]
        return self.t("turn-wheel", wheel=wheel, kept=len(view.kept), cards=self.or_list([self.card(card) for card in plays]),
                      colors=self.or_list(colors), numbers=self.or_list(numbers))

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
        # UNO Olympique's invisible card answers every malus: named, it would lengthen every such line.
        ranks = tuple(rank for rank in ranks if rank is not Rank.INVISIBLE)
        return self.t("list-nor").join(format_rank(rank, self.options.lang, verbose=not self.brief) for rank in ranks)

    def answer_line(self, view: PlayerView) -> str:
        """A draw card or a skip to answer: what is owed, your answers, what Space takes."""
        answers = self.answers(view)
        count = view.draw_owed
        if not answers:
            missing = self.missing_answers(view)
            if not missing:  # only the invisible card would answer (a skip, UNO Olympique)
                return self.t("turn-answer-none-invisible", count=count)
            return self.t("turn-answer-none", answers=missing, count=count)
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
        if top is not None and top.rank in (Rank.DRAW_TWO_ANY, Rank.DRAW_FOUR_ANY):
            return "give", 2 if top.rank is Rank.DRAW_TWO_ANY else 4  # the +2? and +4?: who draws
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
        """The cards of the hand the human may play now, each named once (two +4 answering a +2: "+4")."""
        legal = {action.card for action in view.legal_actions if isinstance(action, e.Play)}
        return list(dict.fromkeys(card for card in sort_hand(view.hand, self.options.order) if card in legal))

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
            return [self.t("playable-none", launcher=bool(view.rules.launcher))]
        first = self.t("playable-intro", count=len(cards)) + " "
        return self.wrap([self.card(card) for card in cards], first)

    def partners(self, num_players: int, teams: tuple[int, ...] | None = None) -> list[int]:
        """The viewer's partners in a team game (the engine's reading, ``predicates.partners``): every other
        seat, or this round's ``teams`` (a view's, or the last said) when partners change each round."""
        if self.rules is None or not self.rules.teams:
            return []
        return partners(teams if teams is not None else self.teams, self.viewer, num_players)

    def partner_lines(self, num_players: int, teams: tuple[int, ...] | None = None) -> list[str]:
        """Said when the match starts (and each round when partners change): who plays with you."""
        partners = self.partners(num_players, teams)
        if not partners:
            return []
        names = self.t("list-separator").join(self.name(seat) for seat in partners)
        return [self.t("team-partners", players=names, count=len(partners))]

    def status_lines(self, view: PlayerView) -> list[str]:
        """Each player's card count in the order of play from you, the direction, whose turn."""
        lines = []
        seat = view.player
        partners = self.partners(view.num_players, view.teams)
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
        if view.rules.totems:
            lines.extend(self.totems_lines(view))
        lines.append(self.t("status-direction", direction=view.direction.name.lower()))
        if view.current_player is not None:
            lines.append(self.t("status-turn", **self.who(view.current_player)))
        return lines

    def score_lines(self, scores: Sequence[int], rules: RuleSet | None = None, round_number: int = 0) -> list[str]:
        ranked = sorted(range(len(scores)), key=lambda seat: -scores[seat])
        if rules is not None and rules.scoring is Scoring.LOWEST_WINS:
            ranked.reverse()
        lines = [self.t("score-player", points=scores[seat], **self.who(seat)) for seat in ranked]
        round_number = round_number or self.state.round_number
        if rules is not None and rules.rotating_partners and round_number:
            # partners.py: "jouer en 3 manches", the best total then wins; no target to reach.
            lines.append(self.t("score-round-of", round=round_number, rounds=partners_rules.ROUNDS))
        elif rules is not None and not rules.rotating_partners:
            lines.append(self.t("score-target", target=rules.target_score))
        return lines
