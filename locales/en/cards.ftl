# Card names, as printed on the braille UNO deck (braille-uno-rules-fr.txt:
# "le 4 bleu = b 4", "r + 2", reverse "] [", skip "[ ]").
#
# Each colour and rank has:
#   - its value: the word(s) said in full verbosity ("red", "draw two");
#   - .short: the braille-deck code shown in brief verbosity ("r", "+2");
#   - .accept: what a player may type for it, comma separated (accents and
#     case do not matter; spaces inside a word do not matter either).
# The parser also accepts the other language's words when they do not clash.

## Colours

# Red cards; "r" on the braille deck.
card-color-red = red
    .short = r
    .accept = red, r
# Yellow cards; "y" in English (the French deck prints "j").
card-color-yellow = yellow
    .short = y
    .accept = yellow, y
# Green cards; "g" in English (the French deck prints "v").
card-color-green = green
    .short = g
    .accept = green, g
# Blue cards; "b" on the braille deck.
card-color-blue = blue
    .short = b
    .accept = blue, b

## Ranks (numbers are said as digits; the synthesizer reads them)

# The 0 card.
card-rank-zero = 0
    .short = 0
    .accept = 0, zero
# The 1 card.
card-rank-one = 1
    .short = 1
    .accept = 1, one
# The 2 card.
card-rank-two = 2
    .short = 2
    .accept = 2, two
# The 3 card.
card-rank-three = 3
    .short = 3
    .accept = 3, three
# The 4 card.
card-rank-four = 4
    .short = 4
    .accept = 4, four
# The 5 card.
card-rank-five = 5
    .short = 5
    .accept = 5, five
# The 6 card.
card-rank-six = 6
    .short = 6
    .accept = 6, six
# The 7 card.
card-rank-seven = 7
    .short = 7
    .accept = 7, seven
# The 8 card.
card-rank-eight = 8
    .short = 8
    .accept = 8, eight
# The 9 card.
card-rank-nine = 9
    .short = 9
    .accept = 9, nine
# Draw two: the next player draws 2 cards and misses a turn.
card-rank-draw-two = draw two
    .short = +2
    .accept = +2, draw two, draw 2, plus two, plus 2, d2, dt
# Reverse: "] [" on the braille deck.
card-rank-reverse = reverse
    .short = ][
    .accept = ][, reverse, rev
# Skip: "[ ]" on the braille deck.
card-rank-skip = skip
    .short = [ ]
    .accept = [], skip, sk
# Wild: the player chooses the colour.
card-rank-wild = wild
    .short = wild
    .accept = wild, w
# Wild draw four.
card-rank-wild-draw-four = wild draw four
    .short = +4
    .accept = +4, wild draw four, wild draw 4, draw four, draw 4, plus four, plus 4, wd4, wd
# Optional card of the official deck: Shuffle Hands.
card-rank-shuffle-hands = shuffle hands
    .short = shuffle
    .accept = shuffle, shuffle hands
# Optional card of the official deck: Swap Hands.
card-rank-swap-hands = swap hands
    .short = swap
    .accept = swap, swap hands
# Optional blank cards to customise: the first, second and third (each has its own effect).
card-rank-custom = custom card 1
    .short = custom 1
    .accept = custom 1, custom card 1
card-rank-custom-2 = custom card 2
    .short = custom 2
    .accept = custom 2, custom card 2
card-rank-custom-3 = custom card 3
    .short = custom 3
    .accept = custom 3, custom card 3
# Family deck: Family Quick wild (Hugo, Manon, Marco, Cathy).
card-rank-family-quick = family quick
    .short = family
    .accept = family, family quick
# Family deck: the Quickos card.
card-rank-quickos = quickos
    .short = quickos
    .accept = quickos
# UNO Rapido: the UNO card.
card-rank-uno-card = UNO card
    .short = uno card
    .accept = uno card
# House rule "Carte Uno": the UNO card that turns every hand one seat.
card-rank-turn = UNO turn card
    .short = uno turn
    .accept = uno turn, turn, uno turn card
# UNO Olympique: the "invisible" UNO card, which passes a malus on to the next player.
card-rank-invisible = invisible UNO card
    .short = invisible
    .accept = invisible, invisible card, invisible uno card
# UNO H2O Splash: Downpour +1, every other player draws 1 card (black: the player names the colour).
card-rank-downpour-one = downpour +1
    .short = dp+1
    .accept = dp+1, dp 1, downpour +1, downpour 1, downpour plus 1
# UNO H2O Splash: Downpour +2, every other player draws 2 cards.
card-rank-downpour-two = downpour +2
    .short = dp+2
    .accept = dp+2, dp 2, downpour +2, downpour 2, downpour plus 2
# Extra card "+2?": a draw two whose player chooses who draws (coloured: "r +2?").
card-rank-draw-two-any = draw two, any player
    .short = +2?
    .accept = +2?, any +2, draw two any, d2?
# Extra card "+4?": a wild draw four whose player chooses who draws.
card-rank-draw-four-any = wild draw four, any player
    .short = +4?
    .accept = +4?, any +4, draw four any, wd4?
# Extra card: the boomerang sends a +2 or a +4 back to whoever laid it (no colour).
card-rank-boomerang = boomerang
    .short = boomerang
    .accept = boomerang, boom, bm
# UNO Extreme: "Poser Tout", lay every other card of its colour (coloured: "r all").
card-rank-discard-all = discard all
    .short = all
    .accept = all, discard all, da
# UNO Extreme: "2x", the next player presses the launcher twice (coloured: "r 2x").
card-rank-hit-twice = hit twice
    .short = 2x
    .accept = 2x, hit twice, hit 2, x2
# UNO Extreme: "Coup Extrême", a wild after which every other player presses the launcher once.
card-rank-extreme-hit = extreme hit
    .short = extreme
    .accept = extreme, extreme hit, coup extreme, xt
# UNO Wizz: the Wizz card, played as a number; the next player spins the wheel (coloured: "r wizz").
card-rank-wizz = wizz
    .short = wizz
    .accept = wizz, wiz, wz

## Putting a card together (named placeholders: reorder freely)

# A coloured card in brief verbosity, e.g. "r 7", "g [ ]".
card-brief = { $color } { $rank }
# A coloured card in full verbosity, e.g. "red 7", "green skip".
card-full = { $color } { $rank }
# A black card whose colour has been chosen, e.g. "wild, red".
card-with-color = { $card }, { $color }
# A card of a rank the game does not know yet (a new variant).
card-unknown = card { $rank }
