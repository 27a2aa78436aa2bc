"""The engine's readings of a few rules, as plain functions of what a player may see (issue 35).

The bots and the console used to write these again from their views (a card that fits, a +4 that is a bluff,
the next seat with players out, what answers a draw card): each copy read the rule a little differently (the
bots' "fits" took any black card, the UNO card on a +2 too).  Here is the one reading: the engine's own
:meth:`State.fits_with`, ``draw_four.is_bluff`` and ``State.next_player`` call these, and so do the bots and the
console, with a view's fields.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, Card, Color, DeckKind, Direction, Rank
from .ruleset import DrawFourRestriction, RuleSet, Stacking


def fits(card: Card, color: Color | None, top: Card | None, hand: Sequence[Card]) -> bool:
    """Whether ``card`` may go on ``top`` with ``color`` in play (a +4 always may: bluffing is allowed).

    ``hand``: the hand of the player to lay it, which UNO Extreme's +4? looks at (extra_cards.py: it may be laid
    only with no card of the colour in play in hand)."""
    card_color = card.color
    if card_color is not None and card_color is color:
        return True  # the common case first: a card of the colour in play
    kind = card.kind
    if card_color is None:
        if card.rank is Rank.DRAW_FOUR_ANY:
            return color is None or not any(other.color is color for other in hand)  # extra_cards.py: the +4's rule
        if kind.not_on:
            return top is None or top.rank not in kind.not_on  # Rapido's UNO card: not on a +2, a +4, a skip
        # family.py: the Quickos card only turns a +4 back, olympic.py: the invisible card only passes a
        # malus on, extra_cards.py: the boomerang only answers a +2 or a +4: none is laid as a card of its own.
        return kind.laid_alone
    if top is None or top.color is None or not kind.fits_its_rank:
        return False
    return card.rank is top.rank


def draw_four_is_bluff(rules: RuleSet, rest: Sequence[Card], color: Color | None, top: Card | None,
                       on_a_draw_four: bool) -> bool:
    """Whether a +4 laid with ``rest`` left in hand, on ``top`` with ``color`` in play, breaks the +4 rule.

    ``on_a_draw_four``: laid on a +4 owed (strict_draw_four): "Si la couleur demandée par un joueur à l'aide
    d'un « +4 » n'est pas présente dans la main de celui qui doit piocher, il peut alors poser lui aussi un
    « +4 »"."""
    if on_a_draw_four or rules.draw_four_restriction is DrawFourRestriction.NO_MATCHING_COLOR:
        return color is not None and any(card.color is color for card in rest)
    return any(card.rank is not Rank.WILD_DRAW_FOUR and fits(card, color, top, rest) for card in rest)


def next_seat(player: int, direction: Direction, num_players: int, out: Sequence[bool], steps: int = 1) -> int:
    """The seat ``steps`` away from ``player`` in ``direction``, skipping the seats ``out`` (eliminated)."""
    step = direction.value
    for _ in range(steps):
        player = (player + step) % num_players
        for _ in range(num_players):
            if not out[player]:
                break
            player = (player + step) % num_players
    return player


def answering_ranks(rules: RuleSet, owed: Rank) -> tuple[Rank, ...]:
    """The ranks that answer a draw card or a skip under ``rules`` (whoever holds them).

    wikipedia-uno-fr.txt, "Cumul des +2 et +4": a +2 or a +4 on a +2, a +4 on a +4;
    uno-rapido-fr.txt, "règle de défense": the same card (a skip on a skip);
    uno-family-quick-fr.txt: the Quickos card "retourne la carte contre lui" on a +4; the boomerang of the
    book's equipment list sends a +2 or a +4 back; strict_draw_four's +4, 0 and skip answer a +4.
    """
    if owed is Rank.TWO:
        return (Rank.TWO,)  # UNO Olympique's round of 2s: "poser des « 2 »"
    # UNO Olympique: the invisible card passes any other malus on.
    invisible = (Rank.INVISIBLE,) if rules.invisible_cards else ()
    if owed is Rank.SKIP:
        # extra_cards.py: the boomerang sends a skip back too when its whole effect goes back.
        boomerang = (Rank.BOOMERANG,) if rules.boomerang_cards and rules.boomerang_whole else ()
        if rules.skip_defence or not (invisible or boomerang):
            return (Rank.SKIP, *boomerang, *invisible)
        return (*boomerang, *invisible)
    ranks: list[Rank] = []
    if rules.stacking is Stacking.SAME_CARD:
        ranks.append(owed)
    elif rules.stacking is Stacking.PLUS_CARDS:
        ranks.extend(CARDS[owed].stacked_by)
    if owed is Rank.WILD_DRAW_FOUR and rules.strict_draw_four:
        # draw_four.py: "il peut alors poser lui aussi un « +4 »", and "Un joueur peut bloquer cette carte en
        # mettant une carte 0 ou une carte Passer".
        ranks.extend(rank for rank in (Rank.WILD_DRAW_FOUR, Rank.ZERO, Rank.SKIP) if rank not in ranks)
    if owed is Rank.WILD_DRAW_FOUR and rules.deck is DeckKind.FAMILY:
        ranks.append(Rank.QUICKOS)
    if rules.boomerang_cards and CARDS[owed].returned:
        return (*ranks, Rank.BOOMERANG, *invisible)  # extra_cards.py: it sends the cards back
    return tuple(ranks or (owed,)) + invisible


def partners(teams: Sequence[int] | None, player: int, num_players: int) -> list[int]:
    """``player``'s partners in a team game: the seats of their team this round (``teams``, a view's, when
    partners change each round: rules/partners.py), else every other seat ("Les joueurs se placent en
    alternance autour de la table", braille-uno-rules-fr.txt; ``State.team_of``)."""
    if teams is not None:
        return [seat for seat in range(num_players) if seat != player and teams[seat] == teams[player]]
    return [seat for seat in range(num_players) if seat != player and seat % 2 == player % 2]
