# Card names, as printed on the braille UNO deck (braille-uno-rules-fr.txt:
# "le 4 bleu = b 4", "r + 2", inversion "] [", passer "[ ]").
#
# Each colour and rank has:
#   - its value: the word(s) said in full verbosity ("rouge", "plus deux");
#   - .short: the braille-deck code shown in brief verbosity ("r", "+2");
#   - .accept: what a player may type for it, comma separated (accents and
#     case do not matter; spaces inside a word do not matter either).
# The parser also accepts the other language's words when they do not clash.

## Colours

# Red cards; "r" on the braille deck.
card-color-red = rouge
    .short = r
    .accept = rouge, r, rge
# Yellow cards; "j" on the braille deck.
card-color-yellow = jaune
    .short = j
    .accept = jaune, j
# Green cards; "v" on the braille deck.
card-color-green = vert
    .short = v
    .accept = vert, verte, v
# Blue cards; "b" on the braille deck.
card-color-blue = bleu
    .short = b
    .accept = bleu, bleue, b

## Ranks (numbers are said as digits; the synthesizer reads them)

# The 0 card.
card-rank-zero = 0
    .short = 0
    .accept = 0, zero
# The 1 card.
card-rank-one = 1
    .short = 1
    .accept = 1, un
# The 2 card.
card-rank-two = 2
    .short = 2
    .accept = 2, deux
# The 3 card.
card-rank-three = 3
    .short = 3
    .accept = 3, trois
# The 4 card.
card-rank-four = 4
    .short = 4
    .accept = 4, quatre
# The 5 card.
card-rank-five = 5
    .short = 5
    .accept = 5, cinq
# The 6 card.
card-rank-six = 6
    .short = 6
    .accept = 6, six
# The 7 card.
card-rank-seven = 7
    .short = 7
    .accept = 7, sept
# The 8 card.
card-rank-eight = 8
    .short = 8
    .accept = 8, huit
# The 9 card.
card-rank-nine = 9
    .short = 9
    .accept = 9, neuf
# Draw two: the next player draws 2 cards and misses a turn.
card-rank-draw-two = plus deux
    .short = +2
    .accept = +2, plus deux, plus 2, p2
# Reverse: "] [" on the braille deck.
card-rank-reverse = inversion
    .short = ][
    .accept = ][, inversion, inverse, inv, sens
# Skip: "[ ]" on the braille deck.
card-rank-skip = passe
    .short = [ ]
    .accept = [], passe, passer, passe ton tour
# Joker (wild): the player chooses the colour.
card-rank-wild = joker
    .short = joker
    .accept = joker, jok
# +4 (wild draw four, "Super Joker" in the official rules).
card-rank-wild-draw-four = super joker
    .short = +4
    .accept = +4, super joker, superjoker, plus quatre, plus 4, sj, p4
# Optional card of the official deck: "Mélanger les mains".
card-rank-shuffle-hands = mélange des mains
    .short = mélange
    .accept = melange, melange des mains, melanger les mains
# Optional card of the official deck: "Échange de main".
card-rank-swap-hands = échange de main
    .short = échange
    .accept = echange, echange de main, echange de mains
# Optional blank cards to customise: the first, second and third (each has its own effect).
card-rank-custom = carte perso 1
    .short = perso 1
    .accept = perso 1, personnalisee 1, carte perso 1, carte personnalisee 1
card-rank-custom-2 = carte perso 2
    .short = perso 2
    .accept = perso 2, personnalisee 2, carte perso 2, carte personnalisee 2
card-rank-custom-3 = carte perso 3
    .short = perso 3
    .accept = perso 3, personnalisee 3, carte perso 3, carte personnalisee 3
# Family deck: Joker Family Quick (Hugo, Manon, Marco, Cathy).
card-rank-family-quick = joker famille
    .short = famille
    .accept = famille, joker famille, family, family quick
# Family deck: the Quickos card.
card-rank-quickos = quickos
    .short = quickos
    .accept = quickos
# UNO Rapido: the UNO card.
card-rank-uno-card = carte UNO
    .short = carte uno
    .accept = carte uno
# Règle maison « Carte Uno » : la carte UNO qui fait tourner toutes les mains d'une place.
card-rank-turn = carte UNO tournante
    .short = uno tourne
    .accept = uno tourne, tourne, carte uno tournante
# UNO Olympique : la carte UNO « invisible », qui reporte un malus sur le joueur suivant.
card-rank-invisible = carte UNO invisible
    .short = invisible
    .accept = invisible, inv uno, carte invisible, carte uno invisible
# UNO H2O Splash: Downpour +1, every other player draws 1 card (black: the player names the colour).
# The book keeps the English box's word, « Downpour »: said in French, an averse (still typed as dp+1 too).
card-rank-downpour-one = averse +1
    .short = av+1
    .accept = av+1, av 1, averse +1, averse 1, dp+1, dp 1, downpour +1, downpour 1
# UNO H2O Splash: Downpour +2, every other player draws 2 cards.
card-rank-downpour-two = averse +2
    .short = av+2
    .accept = av+2, av 2, averse +2, averse 2, dp+2, dp 2, downpour +2, downpour 2
# Extra card "+2?": a draw two whose player chooses who draws (coloured: "r +2?").
card-rank-draw-two-any = +2 au choix
    .short = +2?
    .accept = +2?, +2 au choix, plus 2 au choix
# Extra card "+4?": a wild draw four whose player chooses who draws.
card-rank-draw-four-any = +4 au choix
    .short = +4?
    .accept = +4?, +4 au choix, plus 4 au choix, super joker au choix
# Extra card: the boomerang sends a +2 or a +4 back to whoever laid it (no colour).
card-rank-boomerang = boomerang
    .short = boomerang
    .accept = boomerang, boom, bm
# UNO Extreme: "Poser Tout", lay every other card of its colour (coloured: "r all").
card-rank-discard-all = poser tout
    .short = tout
    .accept = tout, poser tout, pt
# UNO Extreme: "2x", the next player presses the launcher twice (coloured: "r 2x").
card-rank-hit-twice = 2x
    .short = 2x
    .accept = 2x, deux fois, x2
# UNO Extreme: "Coup Extrême", a wild after which every other player presses the launcher once.
card-rank-extreme-hit = coup extrême
    .short = extrême
    .accept = extrême, extreme, coup extrême, coup extreme, xt
# UNO Wizz: the Wizz card, played as a number; the next player spins the wheel (coloured: "r wizz").
card-rank-wizz = wizz
    .short = wizz
    .accept = wizz, wiz, wz

## Putting a card together (named placeholders: reorder freely)

# A coloured card in brief verbosity, e.g. "r 7", "v [ ]".
card-brief = { $color } { $rank }
# A coloured card in full verbosity, e.g. "rouge 7", "vert passe".
card-full = { $color } { $rank }
# A black card whose colour has been chosen, e.g. "joker, rouge".
card-with-color = { $card }, { $color }
# A card of a rank the game does not know yet (a new variant).
card-unknown = carte { $rank }
