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
#
# Line length: every line said fits a 40-cell braille display (40 characters; a test checks it).
# The message's value is the first line, key word first ("Bluff caught:"); a longer
# sentence goes on in the .more attribute, one line per line of the file, cut where the
# sentence breaks naturally (one idea a line: they are read one after the other, and
# spoken in that order). A variant with nothing more gives { "" }.
# The start-up list of house rules joins the lines into one.

## Editions (presets)

# The official rules (official-rules-fr.txt).
rules-preset-official = Official UNO rules.
# Official rules with the optional cards.
rules-preset-official-plus = Official rules with the optional cards.
# The braille UNO deck's rule book.
rules-preset-braille = Braille UNO rules.
# UNO Rapido.
rules-preset-rapido = UNO Rapido rules.
rules-preset-olympic = UNO Olympique rules.
# UNO Family Quick (the deck line that follows says its 68 cards).
rules-preset-family = UNO Family Quick rules.
# UNO H2O Splash (the classic deck and its Downpour cards).
rules-preset-h2o = UNO H2O Splash rules.
# UNO Extreme / UNO Attack (the card launcher).
rules-preset-extreme = UNO Extreme rules.
# UNO Robot (a robot changes the rules now and then).
rules-preset-robot = UNO Robot rules.
# UNO Totem Power (the classic deck and four totems).
rules-preset-totem = UNO Totem Power rules.
# UNO Wizz (the classic deck, its Wizz cards and the wheel).
rules-preset-wizz = UNO Wizz rules.
# Said at start-up, after the edition is chosen: what makes it different, in a few short lines
# (the value, then .more; each line within 40 cells).
rules-summary-official = UNO as in the box: 108 cards,
    .more = +4 may be challenged, 500 points.
rules-summary-h2o = H2O Splash: 108 cards + 4 Downpour:
    .more =
        +1 or +2 to everyone else,
        you name the colour, no turn lost.
rules-summary-extreme = UNO Extreme: a launcher, 0 to 7 cards
    .more =
        a press each time you must draw;
        discard all, 2x, extreme hit
        instead of +2 and +4.
rules-summary-totem = UNO Totem Power: 108 cards and
    .more =
        four totems to take, to counter an
        action card with, and 4 give an UNO.
rules-summary-wizz = UNO Wizz: 108 cards + 8 Wizz;
    .more =
        after a Wizz, the next player spins
        the wheel instead of playing.
rules-summary-robot = UNO Robot: official rules, and now
    .more =
        and then a robot puts a house rule
        in force until it speaks again.
rules-summary-official-plus = Official, with the Shuffle Hands,
    .more = Swap Hands and 3 custom cards.
rules-summary-braille = Braille deck: 2 to 6 players,
    .more =
        +4 only with no other playable card,
        bluff taken back.
rules-summary-rapido = UNO Rapido, the fast UNO:
    .more =
        drawing ends the turn,
        identical cards out of turn,
        a wrong card costs 2 cards,
        UNO cards, lowest score wins.
rules-summary-olympic = UNO Olympique, the quick table, 15 s:
    .more =
        penalty 1 card, no lost turn; stacks;
        deal 7-15; interception; round of 2s;
        0, 7 chosen; invisible; round 100: -99.
        Social rules (banned word): yours.
rules-summary-family = Family Quick: 68 cards, family jokers,
    .more = +4 on anything, Quickos card.
# Rules changed by hand, not a known edition.
rules-preset-custom = Custom rules: { $name }.
# Said after the short list of rules: the words that list them all.
rules-more = "rules all": every option.

## Options

# How many players the rules allow.
rules-option-players = { $min } to { $max } players.
# After rules-option-deck, when the edition adds cards to the deck ($count: the cards in all).
rules-option-deck-total = With its own cards: { $count } in all.
# Which deck.
rules-option-deck = { $value ->
    [family] Family deck of 68 cards.
   *[classic] Classic deck of 108 cards.
}
    .more = { $value ->
        [family] Family jokers: the effect you choose,
            none, reverse, skip, +2 or swap.
            Quickos card: it sends a +4 back.
       *[classic] { "" }
    }
# Optional card "Mélanger les mains".
rules-option-shuffle-hands-card = { $value ->
    [yes] Shuffle Hands card:
   *[no] Without the Shuffle Hands card.
}
    .more = { $value ->
        [yes] every hand is gathered, shuffled
            and dealt again.
       *[no] { "" }
    }
# Optional card "Échange de main".
rules-option-swap-hands-card = { $value ->
    [yes] Swap Hands card:
   *[no] Without the Swap Hands card.
}
    .more = { $value ->
        [yes] swap hands with the player you choose.
       *[no] { "" }
    }
# How many blank cards to customise.
rules-option-custom-cards = { $value ->
    [0] No custom card.
    [one] One custom card.
   *[other] { $value } custom cards.
}
# One customised card, then (.more) its effect ($card: "custom card 1", $effect: one of rules-custom-effect-…).
rules-option-custom-effect = { $card }: a wild;
    .more = { $effect }.
# What a customizable card does, after "a wild;" (here and in the list read by ? at start-up):
# at most 39 characters, so that the line with its full stop fits 40.
rules-custom-effect-draw-until-color = the next player draws until your colour
rules-custom-effect-give-two = a chosen player draws 2 cards
rules-custom-effect-give-four = a chosen player draws 4 cards
rules-custom-effect-choose-next = you choose who plays next
rules-custom-effect-open-hands = hands shown until the next black card
rules-custom-effect-next-draws-four = the next player draws 4, then plays
# A customizable card's effect in a few words (22 characters at most, so that the start-up
# question "Custom card 1? [name]" fits 40 cells): that question's default, the list read by ?, and what
# --custom accepts. .accept: other words a player may type for it (comma-separated).
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
    [lowest-wins] Everyone scores their own hand;
    [rounds-won] Rounds won are counted.
   *[winner-collects] The round's winner scores the cards
}
    .more = { $value ->
        [lowest-wins] when someone reaches the target,
            the lowest score wins.
        [rounds-won] { "" }
       *[winner-collects] left in the other hands.
    }
# Scoring when elimination is on (UNO Challenge): the elimination line that follows says the rest.
rules-option-scoring-elimination = Everyone scores their own hand.
# The two-player rule for reverse.
rules-option-two-player-reverse-skips = With two players,
    .more = { $value ->
        [yes] reverse lets you play again.
       *[no] reverse does not let you play again.
    }
# Whether a +4 may be challenged.
rules-option-allow-challenge = { $value ->
    [yes] A +4 may be challenged.
   *[no] A +4 may not be challenged.
}
# What a caught bluffer does.
rules-option-bluff-rule = Bluff caught:
    .more = { $value ->
        [take-back] the player takes the +4 back.
       *[draw-four] the +4 stays.
    }
# Cards a caught +4 bluffer draws (4 in the official rules, 6 with the strict +4).
rules-option-bluff-penalty = A caught bluffer draws { $value } cards.
# When a +4 may be played honestly.
rules-option-draw-four-restriction = A +4 may be played only
    .more = { $value ->
        [no-playable-card] with no other playable card.
       *[no-matching-color] with no card of the colour to play.
    }
# Who names the colour when the first card is a Joker.
rules-option-first-wild-chooser = Wild as first card:
    .more = { $value ->
        [dealer] the dealer names the colour.
       *[first-player] the first player names the colour.
    }
# Who plays first when the first card turned is a reverse.
rules-option-first-reverse = Reverse as first card:
    .more = { $value ->
        [right-of-dealer] the player right of the dealer starts.
       *[dealer] the dealer starts, play goes right.
    }
# Who plays first when the first card turned is a skip.
rules-option-first-skip = Skip as first card:
    .more = { $value ->
        [second-right-of-dealer] the second player right
            of the dealer starts.
       *[skips-first-player] the dealer's left loses the turn.
    }
# Cards drawn for forgetting UNO.
rules-option-uno-penalty = { $value ->
    [0] No penalty for a forgotten UNO.
   *[other] UNO forgotten and caught:
}
    .more = { $value ->
        [0] { "" }
        [one] 1 penalty card.
       *[other] { $value } penalty cards.
    }
# Stacking draw cards.
rules-option-stacking = { $value ->
    [plus-cards] Stacking +2 and +4:
    [same-card] Defence against +2 and +4:
   *[off] No stacking of +2 and +4.
}
    .more = { $value ->
        [plus-cards] answer a +2 with a +2 or a +4,
            and a +4 with a +4.
        [same-card] answer with the same card.
       *[off] { "" }
    }
# The 7-0 rule.
rules-option-seven-zero = { $value ->
    [yes] 7-0 rule:
   *[no] No 7-0 rule.
}
    .more = { $value ->
        [yes] a 0 passes every hand on;
            a 7 swaps hands with a chosen player.
       *[no] { "" }
    }
# Jumping in out of turn.
rules-option-jump-in = { $value ->
    [identical] Jump-in: an identical card
    [same-number] Jump-in: the same number,
   *[off] No jump-in.
}
    .more = { $value ->
        [identical] may be played out of turn.
        [same-number] any colour, may be played out of turn.
       *[off] { "" }
    }
# Drawing until a card can be played.
rules-option-draw-limit = { $value ->
    [one] You draw one card.
   *[other] You draw until a card can be played,
}
    .more = { $value ->
        [one] { "" }
       *[other] { $value } at most.
    }
# Sequences ("Suites"): after a numbered card, more in the same turn.
rules-option-sequences = { $value ->
    [yes] Sequences: after a numbered card,
   *[no] No sequences.
}
    .more = { $value ->
        [yes] the same number, or the next one up
            or down in its colour, may follow.
       *[no] { "" }
    }
# Finishing with one number ("Fin d'une manche").
rules-option-number-finish = { $value ->
    [yes] A hand of one number, 2 to 4 colours,
   *[no] No finish with one number.
}
    .more = { $value ->
        [yes] is laid together, no UNO, and wins.
       *[no] { "" }
    }
# Cursed cards ("Mauvaises cartes").
rules-option-cursed-cards = { $value ->
    [yes] Cursed cards: one shown each round;
   *[no] No cursed cards.
}
    .more = { $value ->
        [yes]
            laying one, or holding one at the end,
            costs 25, 50 or 75; going out on one
            costs every other player.
       *[no] { "" }
    }
# Suite Royale: a whole run 1 to 9 laid in one go.
rules-option-royal-sequence = { $value ->
    [yes] Suite Royale: 1 to 9, any colours,
   *[no] No Suite Royale.
}
    .more = { $value ->
        [yes] laid in one go from 1 or 9, no UNO.
       *[no] { "" }
    }
# A playable drawn card must be played.
rules-option-forced-play = A playable drawn card
    .more = { $value ->
        [yes] must be played.
       *[no] may be kept.
    }
# UNO Rapido: drawing ends the turn.
rules-option-draw-ends-turn = { $value ->
    [yes] Drawing ends your turn.
   *[no] You may play the card you draw.
}
# UNO Rapido: a skip may be answered with a skip.
rules-option-skip-defence = { $value ->
    [yes] A skip may be answered with a skip.
   *[no] A skip cannot be answered.
}
# UNO Rapido: a wrong play costs cards.
rules-option-confusion-penalty = A card that does not match
    .more = { $value ->
        [0] is refused, no penalty.
        [one] costs 1 card.
       *[other] costs { $value } cards.
    }
# UNO Rapido: UNO cards in the deck.
rules-option-uno-cards = { $value ->
    [0] No UNO card.
    [one] One UNO card: the next player
   *[other] { $value } UNO cards: the next player
}
    .more = { $value ->
        [0] { "" }
       *[other] draws 8 cards, then plays.
    }
# UNO Family: the +4.
rules-option-family-draw-four = { $value ->
    [yes] The +4 plays on anything
   *[no] The +4 follows the usual rule.
}
    .more = { $value ->
        [yes] and cannot be challenged.
       *[no] { "" }
    }
# Playing in teams.
rules-option-teams = { $value ->
    [yes] Teams: partners sit alternately;
   *[no] Every player for themselves.
}
    .more = { $value ->
        [yes] a round won by one counts for the team.
       *[no] { "" }
    }
# UNO Challenge: elimination.
rules-option-elimination = { $value ->
    [yes] Elimination: whoever reaches the target
   *[no] No elimination.
}
    .more = { $value ->
        [yes] is out; the last one wins.
       *[no] { "" }
    }
# Partners that change each round (braille-uno-rules-fr.txt, "A 4 joueurs": "3 manches, chaque joueur ayant un
# partenaire différent pour chacune des 3 manches"; "chacun totalise ses points individuellement").
rules-option-rotating-partners = { $value ->
    [yes] Three rounds, a new partner in each:
   *[no] The same partners all match long.
}
    .more = { $value ->
        [yes]
            opposite, then left, then right; each
            keeps their own total; the best wins.
       *[no] { "" }
    }
# An option the game added without its sentence yet (name and value as they are).
rules-option-generic = { $name }: { $value }.
# The family deck's Quickos card: who may turn a +4 back ("le joueur en possession de la carte Quickos").
rules-option-quickos-anyone = { $value ->
    [yes] Quickos: whoever holds it turns a +4
   *[no] Quickos: the player a +4 hits turns it
}
    .more = { $value ->
        [yes] back on its player, even out of turn.
       *[no] back on its player.
    }
# The strict +4 ("Le « +4 »"): a +4 on a +4, challenges of either, blocks.
rules-option-strict-draw-four = { $value ->
    [yes] Strict +4: a +4 on a +4 if you lack
   *[no] No strict +4.
}
    .more = { $value ->
        [yes]
            the colour asked; the next player may
            challenge either or both, 2 more cards
            each time wrong; a 0 or a skip blocks.
       *[no] { "" }
    }
# House rule "Carte Uno": $value UNO cards that turn every hand one seat.
rules-option-turn-cards = { $value ->
    [0] No UNO turn card.
   *[other] UNO turn cards: { $value }, at any time,
}
    .more = { $value ->
        [0] { "" }
       *[other]
            even out of turn: every hand moves one
            seat against play; 100 points.
    }
# The time limit ("Le temps limité"): $value seconds to choose a card, 0 for none; .more says
# the clock stops while the player reads what they asked for (help, rules, hand, status, history).
rules-option-time-limit = { $value ->
    [0] No time limit.
   *[other] { $value } seconds to choose a card,
}
    .more = { $value ->
        [0] { "" }
       *[other]
            counted once the turn is said;
            help, rules, hand, status and
            history stop it while you read.
    }
# Cards drawn by a player too slow (time limit).
rules-option-time-penalty = { $value ->
    [one] Too slow: 1 card.
   *[other] Too slow: { $value } cards.
}
# "Cartes identiques": "interception" must be said with a card laid out of turn.
rules-option-interception-call = { $value ->
    [yes] Jump-in: say interception
   *[no] Jump-in needs no word.
}
    .more = { $value ->
        [yes] with the card, or draw 2
            (interception r5).
       *[no] { "" }
    }
# UNO Olympique: a penalty never costs a turn.
rules-option-penalty-keeps-turn = { $value ->
    [yes] A penalty never costs a turn.
   *[no] Too slow: the turn passes.
}
# UNO Olympique: a score landing on a round hundred loses 99 points.
rules-option-round-hundred = { $value ->
    [yes] Score on a round hundred: -99.
   *[no] No round-hundred bonus.
}
# UNO Olympique: two exactly identical number cards laid together skip the next player.
rules-option-identical-pair = { $value ->
    [yes] Two identical number cards together
   *[no] No identical pairs.
}
    .more = { $value ->
        [yes] skip the next player.
       *[no] { "" }
    }
# UNO Olympique: a 0 moves the hands the way chosen, a 7 swaps as chosen; either may be kept;
# after a swap, play goes on from the player swapped with.
rules-option-seven-zero-choice = { $value ->
    [yes] 0 and 7 as you choose: the 0's way, or
   *[no] 0 and 7 always act.
}
    .more = { $value ->
        [yes]
            keep; after a 7, play goes on from
            who got your hand; after a 0 too.
       *[no] { "" }
    }
# UNO Olympique: a 2 makes each other player, once round the table, lay a 2 or draw 1.
rules-option-twos-round = { $value ->
    [yes] A 2 goes round the table: each lays
   *[no] No round of 2s.
}
    .more = { $value ->
        [yes] a 2 or draws 1; then its player again.
       *[no] { "" }
    }
# UNO Olympique: $value invisible UNO cards, which pass a malus (+2, +4, stack, skip) to the next player.
rules-option-invisible-cards = { $value ->
    [0] No invisible UNO card.
   *[other] Invisible UNO cards: { $value }; laid
}
    .more = { $value ->
        [0] { "" }
       *[other]
            on a malus, it goes to the next player;
            100 points.
    }
# UNO Olympique: the dealer deals 7 to 15 cards and chooses the way, which is the direction of play.
rules-option-dealer-deals = { $value ->
    [yes] The dealer deals 7 to 15 cards and
   *[no] Fixed deal.
}
    .more = { $value ->
        [yes] chooses the direction of play.
       *[no] { "" }
    }

## Extra cards and UNO H2O (issue 15)

# wikipedia-uno-fr.txt: the Swap Hands card counts 30 points ("échange de jeu"), 50 in the official book.
rules-option-swap-card-points = Swap Hands card: { $value } points.
# UNO H2O Splash: $value Downpour +1 and as many Downpour +2.
rules-option-downpour-cards = { $value ->
    [0] No Downpour card.
   *[other] Downpour +1 and +2: { $value } each;
}
    .more = { $value ->
        [0] { "" }
       *[other]
            every other player draws 1 or 2,
            you name the colour, nobody skipped;
            20 points.
    }
# The "+2?" (one per colour) and two "+4?": their player chooses who draws.
rules-option-any-victim-cards = { $value ->
    [yes] +2? and +4?: you choose who draws
   *[no] Without the +2? and +4? cards.
}
    .more = { $value ->
        [yes]
            2 or 4; if it is the next player,
            they also lose their turn. No stack,
            no challenge: +4? only without
            the colour in play.
       *[no] { "" }
    }
# The boomerang: it sends a +2 or a +4 (or their stack) back to whoever laid it.
rules-option-boomerang-cards = { $value ->
    [yes] 4 boomerangs: facing a +2 or a +4,
   *[no] Without the boomerang cards.
}
    .more = { $value ->
        [yes]
            lay one: its player draws instead,
            the next player plays; 20 points.
       *[no] { "" }
    }
# UNO Extreme's cards instead of the +2 and +4.
rules-option-extreme-cards = { $value ->
    [yes] Extreme cards: discard all (lay
   *[no] Without the UNO Extreme cards.
}
    .more = { $value ->
        [yes]
            every card of its colour, 30 points);
            2x (the next presses twice, turn
            lost, 20); extreme hit (wild; every
            other player presses once; 50).
       *[no] { "" }
    }
# UNO Extreme's card launcher: $value is the most a press gives (0: no launcher); the odds as in extreme.py.
rules-option-launcher = { $value ->
    [0] No card launcher.
    [12] Launcher, 0 to 12 cards a press:
   *[other] Launcher, 0 to 7 cards a press:
}
    .more = { $value ->
        [0] { "" }
        [12]
            one press each time you must draw;
            a draw by choice ends the turn.
            Odds in %: 0: 35, 1: 18, 2: 12,
            3: 9, 4: 7, 5: 5, 6: 4, 7: 3, 8: 2,
            9: 2, 10 to 12: 1 each.
       *[other]
            one press each time you must draw;
            a draw by choice ends the turn.
            Odds in %: 0: 35, 1: 20, 2: 14,
            3: 10, 4: 8, 5: 6, 6: 4, 7: 3.
    }
# UNO Extreme's penalties ("4 appels au distributeur"): $value presses of the launcher for a forgotten UNO or a fault.
rules-option-penalty-presses = { $value ->
    [1] Penalty: one press of the launcher.
   *[other] Penalty: { $value } presses of the
}
    .more = { $value ->
        [1] { "" }
       *[other] launcher (UNO forgotten, a fault).
    }
# UNO Robot: a robot changes one rule now and then.
rules-option-robot = { $value ->
    [yes] Robot: now and then, when a turn
   *[no] No robot.
}
    .more = { $value ->
        [yes]
            starts, it puts a house rule in
            force (stacking, 7-0, jump-in,
            draw until playable, forced play,
            sequences, reverse with 2 players)
            or the table's own rules, until it
            speaks again; each round starts
            with the table's own rules.
       *[no] { "" }
    }
# UNO Totem Power: this game's reading of the book's one sentence (totems.py).
rules-option-totems = { $value ->
    [yes] Totems (our reading of the book):
   *[no] No totems.
}
    .more = { $value ->
        [yes]
            red U, yellow N, green O, blue !,
            in the middle at each round's start.
            Lay a +2, reverse or skip: take the
            totem of its colour, from the middle
            or from its holder. A +2, +4 or skip
            laid on you: give a totem back
            and it does nothing to you. All four
            at once: at your turn, keep one card
            (totem + card), let the rest go; the
            totems go back, UNO said.
       *[no] { "" }
    }
# UNO Wizz's cards: $value of each colour (0: none); the wheel's nine sectors as in wizz.py.
rules-option-wizz-cards = { $value ->
    [0] No Wizz cards.
   *[other] { $value } Wizz a colour, played as a number;
}
    .more = { $value ->
        [0] { "" }
       *[other]
            the next player spins the wheel, no
            card played. 9 sectors: almost UNO
            (keep 2 cards); a number less; a
            colour less; draw to a red, or to a
            blue, or a wild; hands pass left;
            show your hand; Uno wizz (the first
            to shout lays a card); war (the one
            highest number may be laid). Cards
            let go go under the top card, with
            no effect. Our reading: a tie at war
            lays none; 1 card left by the wheel
            is an UNO said. Wizz: 20 points.
    }
# The house rule the robot put in force ($rule: its name, as in the settings).
rules-robot-now = Now in force, by the robot:
    .more = { $rule }.

## The readings the rule books allow (issue 35)

# wikipedia-uno-fr.txt: "Au début de chaque manche, chaque joueur tire une carte [...] le donneur de la manche".
rules-option-dealer-each-round = { $value ->
    [yes] Each round, the dealer is drawn
   *[no] Each round, the deal passes left.
}
    .more = { $value ->
        [yes] again: the highest number deals.
       *[no] { "" }
    }
# The +2? and +4? read whole ("le même effet que des cartes « +2 »"): the chosen player, anyone, loses a turn.
rules-option-any-victim-skips = { $value ->
    [yes] +2? and +4?: whoever is chosen also
   *[no] +2? and +4?: only the next player
}
    .more = { $value ->
        [yes] loses their next turn.
       *[no] chosen loses the turn.
    }
# The boomerang read whole ("l'effet de la dernière carte spéciale"): a skip too, and the lost turn.
rules-option-boomerang-whole = { $value ->
    [yes] Boomerang, whole effect: it answers
   *[no] Boomerang: the cards only.
}
    .more = { $value ->
        [yes]
            a skip too; whoever laid the card
            loses their next turn (and draws).
       *[no] { "" }
    }
# UNO Olympique's pairs read for action cards too ("couleur ET signe"): this game's reading of the double effect.
rules-option-identical-pair-actions = { $value ->
    [yes] Pairs of action cards too, each
   *[no] Pairs of numbers only.
}
    .more = { $value ->
        [yes]
            acting once: two +2, the next draws 4
            and loses the turn; two reverses, the
            way stays, the next is skipped; two
            skips, the next two are skipped.
            Enter keeps the twin: one card acts.
       *[no] { "" }
    }
# wikipedia-uno-fr.txt's CONTRE-UNO: a last card laid without UNO may be caught; the round goes on.
rules-option-contre-uno = { $value ->
    [yes] CONTRE-UNO: a last card laid without
   *[no] A last card wins, UNO said or not.
}
    .more = { $value ->
        [yes]
            UNO said may be caught until the next
            move: 2 cards, the card acts, the
            round goes on. Say UNO first: you win.
       *[no] { "" }
    }
# UNO Olympique's invisible card, "Elle peut être jouée n'importe quand": at any moment, with no malus too.
rules-option-invisible-any-time = { $value ->
    [yes] The invisible card, at any moment,
   *[no] The invisible card, only on a malus.
}
    .more = { $value ->
        [yes]
            your turn or not: with no malus, it
            goes under the top card, nothing else.
       *[no] { "" }
    }
