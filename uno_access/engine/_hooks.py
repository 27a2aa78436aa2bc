"""Where the core loop finds each rule: the functions of the rule modules (:mod:`.rules`), bound as methods.

:class:`~.state.State` inherits them, so the core calls ``self._name(...)`` and runs as fast as when they were
written in it.  Read this table to find the module of any rule: each group names its module.  The attributes
beside them are the rules' own state, with their defaults (a round resets them).
"""

from __future__ import annotations

from .cards import Card, Color
from .rules import answers as rules_answers
from .rules import card_effects as rules_card_effects
from .rules import checks as rules_checks
from .rules import confusion as rules_confusion
from .rules import cursed as rules_cursed
from .rules import custom as rules_custom
from .rules import dealing as rules_dealing
from .rules import draw_four as rules_draw_four
from .rules import family as rules_family
from .rules import first_card as rules_first_card
from .rules import hands as rules_hands
from .rules import jump_in as rules_jump_in
from .rules import legal as rules_legal
from .rules import olympic as rules_olympic
from .rules import piles as rules_piles
from .rules import scoring as rules_scoring
from .rules import sequences as rules_sequences
from .rules import timers as rules_timers
from .rules import uno as rules_uno
from .rules import uno_turn as rules_uno_turn


class RuleHooks:
    """The rule families, one module each (uno_access/engine/rules/)."""

    # The +4 and its challenge.  (draw_four)
    _is_bluff = rules_draw_four.is_bluff
    _resolve_challenge = rules_draw_four.resolve_challenge
    _answers_draw_four = rules_draw_four.answers_draw_four
    _block = rules_draw_four.block
    #: strict_draw_four: the first +4 when a second one was laid on it, still open to a challenge (draw_four.py).
    _earlier: tuple[int, int, bool, Color | None] | None = None
    _earlier_at = 0
    # Draw cards and skips owed, and the cards that answer them (stacking, Rapido's defence).  (answers)
    _answers = rules_answers.answers
    _hit = rules_answers.hit
    _answer = rules_answers.answer
    _accept = rules_answers.accept
    _skip = rules_answers.skip
    # UNO Family Quick: the Quick Joker's effect, the Quickos card.  (family)
    _quickos = rules_family.quickos
    # The time limit: too slow, cards to draw.  (timers)
    _time_up = rules_timers.time_up
    # The house rule "Carte Uno": every hand turns one seat.  (uno_turn)
    _lay_turn_card = rules_uno_turn.lay_turn_card
    _may_turn = rules_uno_turn.may_lay_out_of_turn
    _quickos_anyone = rules_family.may_turn_back
    _choose_effect = rules_family.choose_effect
    # The customizable cards of official+.  (custom)
    _custom_effect = rules_custom.custom_effect
    _play_custom = rules_custom.play_custom
    _suffer_custom = rules_custom.suffer_custom
    # Hands that change owners: Swap Hands, Shuffle Hands, the 7-0 rule, a chosen player.  (hands)
    _others = rules_hands.others
    _swap_targets = rules_hands.swap_targets
    _targets_for = rules_hands.targets_for
    _targets = rules_hands.targets
    _shuffle_hands = rules_hands.shuffle_hands
    _swap_hands = rules_hands.swap_hands
    _pass_hands = rules_hands.pass_hands
    _emit_new_hands = rules_hands.emit_new_hands
    _choose_target = rules_hands.choose_target
    # Jump-in: an identical card played out of turn.  (jump_in)
    _can_jump_in = rules_jump_in.can_jump_in
    _jump_in = rules_jump_in.jump_in
    _interception_said = rules_jump_in.interception_said
    _open_twin = rules_jump_in.open_twin
    #: A jump-in is being laid, and a second card of its number may follow it (jump_in.py).
    _jumping = False
    _twin = False
    #: UNO Olympique: the second card of an identical pair may follow, and then the one after it is laid.
    _pairing = False
    _pair_second = False
    _open_pair = rules_jump_in.open_pair
    # UNO Rapido's confusion rule: a wrong card costs cards instead of being refused.  (confusion)
    _is_confusion = rules_confusion.is_confusion
    _confuse = rules_confusion.confuse
    # Saying UNO, forgetting it, being caught.  (uno)
    _catch_uno = rules_uno.catch_uno
    _after_card_left_hand = rules_uno.after_card_left_hand
    _no_longer_one_card = rules_uno.no_longer_one_card
    # The end of a round and of the match: points, targets, elimination, teams.  (scoring)
    _finish_round = rules_scoring.finish_round
    _match_winners = rules_scoring.match_winners
    # Who deals.  (dealing)
    _choose_dealer = rules_dealing.choose_dealer
    # The first card turned at the start of a round, and what it does.  (first_card)
    _may_start = rules_first_card.may_start
    _turn_first_card = rules_first_card.turn_first_card
    _start_after_first_card = rules_first_card.start_after_first_card
    # Sequences ("Suites") and finishing with one number.  (sequences)
    _open_sequence = rules_sequences.open_sequence
    _can_follow = rules_sequences.can_follow
    _start_finish = rules_sequences.start_finish
    _start_royal = rules_sequences.start_royal
    _number_laid = rules_sequences.number_laid
    #: A finish with one number is being laid (sequences.py): no stop, no interruption.
    _finishing = False
    #: A Suite Royale is being laid (sequences.py): +1 from 1, -1 from 9, 0 otherwise; cards laid so far.
    _royal = 0
    _royal_laid = 0
    # Cursed cards ("Mauvaises cartes").  (cursed)
    _show_cursed = rules_cursed.show_cursed
    _card_laid = rules_cursed.card_laid
    _pay_cursed_held = rules_cursed.pay_held
    #: The card shown at the round's start: the cards identical to it are cursed (cursed.py).
    _cursed: Card | None = None
    # UNO Olympique: the dealer's deal, the 0 and the 7 as chosen, the round of 2s, the invisible card.  (olympic)
    _ask_deal = rules_olympic.ask_deal
    _deal_counts = rules_olympic.deal_counts
    _choose_deal = rules_olympic.deal
    _choose_direction = rules_olympic.choose_direction
    _keep_hands = rules_olympic.keep_hands
    _may_keep_hands = rules_olympic.may_keep_hands
    _open_twos = rules_olympic.open_twos
    _ask_twos = rules_olympic.ask_twos
    _miss_two = rules_olympic.miss_two
    _pass_malus = rules_olympic.pass_malus
    #: The cards the dealer chose to deal, until they choose the direction (olympic.py).
    _deal_count = 0
    #: Who laid the 2 that goes round the table (olympic.py).
    _twos_from: int | None = None
    # What each card does when played: numbers (and the 7-0 rule), reverse, skip, draw cards, jokers.  (card_effects)
    _play_number = rules_card_effects.play_number
    _play_black = rules_card_effects.play_black
    _resolve = rules_card_effects.resolve
    _choose_color = rules_card_effects.choose_color
    # The draw pile and the discard pile: drawing, reshuffling, giving cards.  (piles)
    _draw_one = rules_piles.draw_one
    _draw_instead_of_playing = rules_piles.draw_instead_of_playing
    _pop_draw_pile = rules_piles.pop_draw_pile
    _give = rules_piles.give
    # Whether an action is allowed now, and why not.  (checks)
    _check = rules_checks.check
    # What a player may do, outside the fast path of legal_actions.  (legal)
    _legal_elsewhere = rules_legal.legal_actions
