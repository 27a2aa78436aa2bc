# Rules explained by the "rules" command and before a match.
#
# Pattern (for every option of the engine's RuleSet):
#   rules-option-<field-name-with-dashes> = one sentence, given { $value }:
#     - a flag (bool) gives "yes" or "no": use a selector { $value -> [yes] … *[no] … };
#     - an enum gives its value string ("plus-cards"): a selector with one variant per value;
#     - a number gives the number (plural selectors welcome).
#   rules-preset-<preset-name> = one sentence describing the edition.
# A field without its message is said with rules-option-generic (the raw name):
# add the message in both languages when you add an option.

## Editions (presets)

# The official rules (official-rules-fr.txt).
rules-preset-official = Official UNO rules.
# Official rules with the optional cards.
rules-preset-official-plus = Official rules with the optional cards.
# The braille UNO deck's rule book.
rules-preset-braille = Braille UNO rules.
# UNO Rapido.
rules-preset-rapido = UNO Rapido rules.
# UNO Family Quick.
rules-preset-family = UNO Family Quick rules, 68-card deck.
# One short line said at start-up, after the edition is chosen: what makes it different.
rules-summary-official = UNO as in the box: 108 cards, +4 may be challenged, 500 points.
rules-summary-official-plus = Official, with the Shuffle Hands, Swap Hands and 3 custom cards.
rules-summary-braille = Braille deck: 2 to 6 players, +4 only with no other playable card, bluff taken back.
rules-summary-rapido = Rapido: drawing ends the turn, identical cards out of turn, UNO cards, lowest score wins.
rules-summary-family = Family Quick: 68 cards, family jokers, +4 on anything, Quickos card.
# Rules changed by hand, not a known edition.
rules-preset-custom = Custom rules: { $name }.
# Said after the short list of rules.
rules-more = Type "rules all" for every option.

## Options

# How many players the rules allow.
rules-option-players = { $min } to { $max } players.
# Which deck.
rules-option-deck = { $value ->
    [family] Family deck of 68 cards: family jokers (effect of your choice: none, reverse, skip, +2, swap) and the Quickos card (sends a +4 back).
   *[classic] Classic deck of 108 cards.
}
# Optional card Shuffle Hands.
rules-option-shuffle-hands-card = { $value ->
    [yes] Shuffle Hands card: every hand is gathered, shuffled and dealt again.
   *[no] Without the Shuffle Hands card.
}
# Optional card Swap Hands.
rules-option-swap-hands-card = { $value ->
    [yes] Swap Hands card: you swap hands with the player of your choice.
   *[no] Without the Swap Hands card.
}
# How many blank cards to customise.
rules-option-custom-cards = { $value ->
    [0] No custom card.
    [one] One custom card.
   *[other] { $value } custom cards.
}
# One customised card and its effect ($card: "custom card 1", $effect: one of rules-custom-effect-…).
rules-option-custom-effect = { $card }: { $effect }.
rules-custom-effect-draw-until-color = a wild; the next player draws until the colour you name
rules-custom-effect-give-two = a wild; the player of your choice draws 2 cards
rules-custom-effect-give-four = a wild; the player of your choice draws 4 cards
rules-custom-effect-choose-next = a wild; you choose who plays next
rules-custom-effect-open-hands = a wild; everyone plays with open hands until the next black card
rules-custom-effect-next-draws-four = a wild; the next player draws 4 cards, then plays
# A customizable card's effect in a few words: the default of the start-up question "Custom card 1: effect…",
# the list read by ?, and what --custom accepts. .accept: other words a player may type for it (comma-separated).
# This one: the next player draws until the colour named.
rules-custom-effect-name-draw-until-color = draw until a colour
    .accept = draw until a color, draw until colour, until a colour
# Short name of the effect: the player you choose draws 2 cards.
rules-custom-effect-name-give-two = give 2 cards
    .accept = give 2, give two, give two cards
# Short name of the effect: the player you choose draws 4 cards.
rules-custom-effect-name-give-four = give 4 cards
    .accept = give 4, give four, give four cards
# Short name of the effect: you choose who plays next.
rules-custom-effect-name-choose-next = choose who plays next
    .accept = choose next, choose the next player
# Short name of the effect: everyone plays with open hands until the next black card.
rules-custom-effect-name-open-hands = open hands
    .accept = open, play open
# Short name of the effect: the next player draws 4 cards, then plays.
rules-custom-effect-name-next-draws-four = next draws 4
    .accept = next draws four, next player draws 4
# Cards dealt to each player.
rules-option-hand-size = { $value } cards dealt to each player.
# Points (or rounds) to win the match.
rules-option-target-score = The match is played to { $value } points.
# The target when rounds won are counted.
rules-option-target-rounds = The match is played to { $value ->
    [one] { $value } round won.
   *[other] { $value } rounds won.
}
# How the points are counted.
rules-option-scoring = { $value ->
    [lowest-wins] Everyone scores their own hand; when someone reaches the target, the lowest score wins.
    [rounds-won] Rounds won are counted.
   *[winner-collects] The round's winner scores the cards left in the other hands.
}
# The two-player rule for reverse.
rules-option-two-player-reverse-skips = { $value ->
    [yes] With two players, reverse lets you play again.
   *[no] With two players, reverse does not let you play again.
}
# Whether a +4 may be challenged.
rules-option-allow-challenge = { $value ->
    [yes] A +4 may be challenged.
   *[no] A +4 may not be challenged.
}
# What a caught bluffer does.
rules-option-bluff-rule = { $value ->
    [take-back] Bluff caught: the player takes the +4 back and draws 4.
   *[draw-four] Bluff caught: the player draws 4, the +4 stays.
}
# When a +4 may be played honestly.
rules-option-draw-four-restriction = { $value ->
    [no-playable-card] A +4 may be played only with no other playable card.
   *[no-matching-color] A +4 may be played only with no card of the colour to play.
}
# Who names the colour when the first card is a Joker.
rules-option-first-wild-chooser = { $value ->
    [dealer] Wild as first card: the dealer names the colour.
   *[first-player] Wild as first card: the first player names the colour.
}
# Cards drawn for forgetting UNO.
rules-option-uno-penalty = { $value ->
    [0] No penalty for a forgotten UNO.
    [one] UNO forgotten and caught: 1 penalty card.
   *[other] UNO forgotten and caught: { $value } penalty cards.
}
# Stacking draw cards.
rules-option-stacking = { $value ->
    [plus-cards] Stacking: answer a +2 with a +2 or a +4, and a +4 with a +4.
    [same-card] Defence: answer a +2 or +4 card with the same card.
   *[off] No stacking of +2 and +4.
}
# The 7-0 rule.
rules-option-seven-zero = { $value ->
    [yes] 7-0 rule: a 0 passes every hand on, a 7 swaps hands with a chosen player.
   *[no] No 7-0 rule.
}
# Jumping in out of turn.
rules-option-jump-in = { $value ->
    [identical] Jump-in: an identical card may be played out of turn.
    [same-number] Jump-in: the same number, any colour, may be played out of turn.
   *[off] No jump-in.
}
# Drawing until a card can be played.
rules-option-draw-limit = { $value ->
    [one] You draw one card.
   *[other] You draw until a card can be played, { $value } at most.
}
# A playable drawn card must be played.
rules-option-forced-play = { $value ->
    [yes] A playable drawn card must be played.
   *[no] A playable drawn card may be kept.
}
# UNO Rapido: drawing ends the turn.
rules-option-draw-ends-turn = { $value ->
    [yes] Drawing ends your turn.
   *[no] After drawing, you may play the card drawn.
}
# UNO Rapido: a skip may be answered with a skip.
rules-option-skip-defence = { $value ->
    [yes] A skip may be answered with a skip.
   *[no] A skip cannot be answered.
}
# UNO Rapido: a wrong play costs cards.
rules-option-confusion-penalty = { $value ->
    [0] A card that does not match is refused, no penalty.
    [one] A card that does not match costs 1 card.
   *[other] A card that does not match costs { $value } cards.
}
# UNO Rapido: UNO cards in the deck.
rules-option-uno-cards = { $value ->
    [0] No UNO card.
    [one] One UNO card: the next player draws 8 cards, then plays.
   *[other] { $value } UNO cards: the next player draws 8 cards, then plays.
}
# UNO Family: the +4.
rules-option-family-draw-four = { $value ->
    [yes] The +4 plays on anything and cannot be challenged.
   *[no] The +4 follows the usual rule.
}
# Playing in teams.
rules-option-teams = { $value ->
    [yes] Teams: partners sit alternately; a round won by one counts for the team.
   *[no] Every player for themselves.
}
# UNO Challenge: elimination.
rules-option-elimination = { $value ->
    [yes] Elimination: whoever reaches the target is out; the last one wins.
   *[no] No elimination.
}
# An option the game added without its sentence yet (name and value as they are).
rules-option-generic = { $name }: { $value }.
