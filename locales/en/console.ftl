# The console: every line the player reads or hears during a match.
# Conventions: one event per line, the key fact first; brief lines that
# matter (your turn, a card played, your hand) fit 40 braille cells.
# $you is "yes" when the line is about the player themself, else "no".
# $player is a player's name; $card a card already written (e.g. "r 7").

## Lists

# Between the items of a list ("r 7, b 4").
list-separator = {", "}
# Between the choices offered ("r, y, g, b").
list-or = {", "}
# After the last item of a list.
list-end = .
# Before a list that follows a sentence ("You draw 16 cards, stacked: r 1, ...").
list-intro = :
# Between the last two choices offered, in the answers that say what is allowed ("r, y, g or b").
list-or-last = {" or "}
# Between the answering cards a player lacks ("No +2 or +4").
list-nor = {" or "}

## Players

# The player themself, as a name in lists and scores.
player-you = You
# Bot names, seats 1 to 9: distinct when spoken, with distinct initials.
bot-name-1 = Alice
bot-name-2 = Bob
bot-name-3 = Carol
bot-name-4 = Dan
bot-name-5 = Emma
bot-name-6 = Frank
bot-name-7 = Grace
bot-name-8 = Henry
bot-name-9 = Iris

## Events (one line each)

# Full verbosity: a player draws a card to choose the dealer.
event-dealer-draw = { $you ->
    [yes] You draw { $card } to choose the dealer.
   *[no] { $player } draws { $card } to choose the dealer.
}
# A round starts; who deals it.
event-round-started = Round { $round }: { $you ->
    [yes] you deal.
   *[no] { $player } deals.
}
# The player's hand was dealt; the cards follow on the same line (cut to 40 cells in brief verbosity).
event-hand-dealt = You get { $count ->
    [one] { $count } card:
   *[other] { $count } cards:
}
# The first card of the discard pile.
event-first-card = First card: { $card }.
# A first card that cannot start the round went back into the pile.
event-first-card-returned = { $card } goes back into the pile.
# Full verbosity: whose turn it is (another player).
event-turn-started = { $player }'s turn.
# A card played; $left is what the player has left, $uno says UNO was called.
event-card-played = { $you ->
    [yes] { $uno ->
        [yes] You play { $card } and say UNO!
       *[no] { $left ->
            [0] You play { $card } and go out.
           *[other] You play { $card }.
        }
    }
   *[no] { $uno ->
        [yes] { $player } plays { $card } and says UNO!
       *[no] { $left ->
            [0] { $player } plays { $card } and goes out.
            [one] { $player } plays { $card }, { $left } card.
           *[other] { $player } plays { $card }, { $left } cards.
        }
    }
}
# The colour chosen after a wild card: always said.
event-color-chosen = { $you ->
    [yes] You choose { $color }.
   *[no] { $player } chooses { $color }.
}
# The player drew; $cards lists them.  $reason says why; $by: who gave the cards (reason given), $by_you: yes (you did), no, or none (unknown).
event-drew-cards = You draw { $cards }{ $reason ->
    [draw-two] {" "}(+2)
    [draw-four] {" "}(+4)
    [challenge-lost] , challenge lost
    [bluff-caught] , bluff caught
    [uno-penalty] , UNO penalty
    [confusion] , wrong card
    [time-up] , too slow
    [twos-round] , no 2
    [stack] , stack
    [uno-card] , UNO card
    [quickos] , Quickos
    [given] , { $by_you ->
        [yes] given by you
        [none] cards given
       *[no] given by { $by }
    }
    [custom-card] , custom card
    [downpour] , downpour
    [boomerang] , boomerang
    [hit-twice] {" "}(2x)
    [extreme] , extreme hit
    [wheel] , wheel
   *[other] {""}
}.
# Another player drew $count cards ($reason, $by, $by_you: as event-drew-cards).
event-drew = { $you ->
    [yes] You draw
   *[no] { $player } draws
} { $count ->
    [one] { $count } card
   *[other] { $count } cards
}{ $reason ->
    [draw-two] {" "}(+2)
    [draw-four] {" "}(+4)
    [challenge-lost] , challenge lost
    [bluff-caught] , bluff caught
    [uno-penalty] , UNO penalty
    [confusion] , wrong card
    [time-up] , too slow
    [twos-round] , no 2
    [stack] , stack
    [uno-card] , UNO card
    [quickos] , Quickos
    [given] , { $by_you ->
        [yes] given by you
        [none] cards given
       *[no] given by { $by }
    }
    [custom-card] , custom card
    [downpour] , downpour
    [boomerang] , boomerang
    [hit-twice] {" "}(2x)
    [extreme] , extreme hit
    [wheel] , wheel
   *[other] {""}
}.
# A card taken back into a hand (braille rule for a caught bluff).
event-card-taken-back = { $you ->
    [yes] You take back { $card }.
   *[no] { $player } takes back { $card }.
}
# A player drew a card and keeps it: the turn ends ($cards: the card, for the player themself).
event-drew-and-passed = { $you ->
    [yes] You draw { $cards } and pass.
   *[no] { $player } draws 1 card and passes.
}
# A customizable card made everyone play with open hands ($shown), or a black card ended it.
event-open-hands = { $shown ->
    [yes] Open hands: type status.
   *[no] Open hands are over.
}
# A customizable card: who plays next was chosen ($again: the player chose themself).
event-next-player-chosen = { $you ->
    [yes] { $target_you ->
        [yes] You play again.
       *[no] You choose { $target } to play.
    }
   *[no] { $target_you ->
        [yes] { $player } chooses you to play.
       *[no] { $again ->
            [yes] { $player } plays again.
           *[no] { $player } chooses { $target } to play.
        }
    }
}
# In status, with open hands: another player's cards follow on the same line.
status-open-hand = { $player }'s hand:
# A player ends the turn without playing.
event-turn-passed = { $you ->
    [yes] You pass.
   *[no] { $player } passes.
}
# Enter after a card laid (a sequence stopped, a 7 or a 0 kept as it is): the turn ends.
event-turn-ended = { $you ->
    [yes] You end your turn.
   *[no] { $player } ends the turn.
}
# A player loses their turn (skip, +2, +4).
event-player-skipped = { $you ->
    [yes] You lose your turn.
   *[no] { $player } loses a turn.
}
# $player will lose their next turn (a +2? read whole, a boomerang's whole effect, two skips paired).
event-next-turn-lost = { $you ->
    [yes] You will lose your next turn.
   *[no] { $player } will lose their next turn.
}
# The direction of play changed ($direction: left = clockwise, right = counter-clockwise).
event-direction-changed = { $direction ->
    [left] Direction reversed: clockwise.
   *[right] Direction reversed: counter-clockwise.
}
# The discard pile became the draw pile.
event-pile-reshuffled = Discard pile shuffled: { $count } cards to draw.
# Nothing left to draw.
event-no-card-to-draw = No card left to draw.
# A player said UNO.
event-uno-called = { $you ->
    [yes] You say UNO!
   *[no] { $player } says UNO!
}
# A player is down to one card without saying UNO.
event-uno-missed = { $you ->
    [yes] You did not say UNO!
   *[no] { $player } did not say UNO!
}
# The time limit: said (with its sound) when $seconds are left to choose a card.
# $seconds: at 1, the singular.
time-warning = { $seconds ->
    [1] 1 second left.
   *[other] { $seconds } seconds left.
}
# The rules allow jumping in out of turn with an identical card: which ones.
jump-in-hint = You may jump in with { $cards }.
# The same, when the rules want "interception" said with the card (house rule faults).
jump-in-hint-word = You may jump in: interception { $cards }.
# Family deck, Quickos held by anyone: a +4 was laid on another player and you hold the Quickos card.
quickos-hint = Quickos: turn the +4 back? quickos.
# Said after a bot forgot UNO: how to catch it.
catch-hint = Type catch to catch { $player }.
# Someone was caught without saying UNO.
event-uno-caught = { $catcher_you ->
    [yes] You catch { $player }: UNO forgotten.
   *[no] { $you ->
        [yes] { $catcher } catches you: UNO forgotten.
       *[no] { $catcher } catches { $player }: UNO forgotten.
    }
}
# Full verbosity: another player may challenge a +4.
event-challenge-offered = { $player } may challenge the +4.
# The result of a challenge.
event-challenged = { $you ->
    [yes] You challenge { $target }: { $bluff ->
        [yes] bluff!
       *[no] no bluff.
    }
   *[no] { $target_you ->
        [yes] { $player } challenges you: { $bluff ->
            [yes] bluff!
           *[no] no bluff.
        }
       *[no] { $player } challenges { $target }: { $bluff ->
            [yes] bluff!
           *[no] no bluff.
        }
    }
}
# The player's hand was shown to a challenger.
event-hand-shown = Your hand is shown to { $to }.
# A challenged player's hand, shown to the player.
event-hand-revealed = { $player }'s hand: { $cards }.
# Shuffle Hands was played.
event-hands-shuffled = { $you ->
    [yes] You shuffle all hands.
   *[no] { $player } shuffles all hands.
}
# Swap Hands was played.
event-hands-swapped = { $you ->
    [yes] Swapped with { $target }: you have { $count }.
   *[no] { $target_you ->
        [yes] { $player } swaps with you: you have { $target_count }.
       *[no] Swap: { $player } { $count ->
            [one] { $count } card
           *[other] { $count } cards
        }, { $target } { $target_count }.
    }
}
# Swap Hands: players with one card cannot be chosen ("pas contre un joueur qui n'a qu'une seule carte").
turn-choose-target-excluded = { $count ->
    [one] { $players }: 1 card, cannot be chosen.
   *[other] { $players }: 1 card each, cannot be chosen.
}
# The player's new hand after shuffling or swapping; the cards follow on the same line.
event-new-hand = New hand, { $count ->
    [one] { $count } card:
   *[other] { $count } cards:
}
# A Family Quick Joker's effect was chosen.
event-effect-chosen = { $you ->
    [yes] You choose the effect: { $effect }.
   *[no] { $player } chooses the effect: { $effect }.
}
# 7-0 rule: after a 0 (the line before says who played it), every hand passed on.
event-hands-passed = Every hand moves on.
# A wrong play that costs cards: UNO Rapido's "confusion" ($rapido yes), else a fault (house rule faults,
# UNO Olympique).
event-confused = { $rapido ->
    [yes] { $you ->
        [yes] Confusion: { $card } does not match.
       *[no] { $player }'s confusion: { $card } does not match.
    }
   *[no] { $you ->
        [yes] Fault: { $card } does not match.
       *[no] { $player }'s fault: { $card } does not match.
    }
}
# UNO Challenge: a player leaves the table.
# UNO Olympique: the score landed on a round hundred (100, 200...): 99 points off.
event-round-hundred = { $you ->
    [yes] Round hundred: -99 points for you.
   *[no] Round hundred: -99 points, { $player }.
}
event-player-eliminated = { $you ->
    [yes] You are out.
   *[no] { $player } is out.
}
# Strict +4 (house rule strict-draw-four): the player facing a +4 laid a 0 or a skip ($card, just said
# played), which blocks it: nobody draws its cards.
event-draw-four-blocked = { $card } blocks the +4: nobody draws.
# A player jumped in out of turn with an identical card: as event-card-played, with the cards left.
event-jumped-in = { $you ->
    [yes] { $uno ->
        [yes] You jump in with { $card } and say UNO!
       *[no] { $left ->
            [0] You jump in with { $card } and go out.
           *[other] You jump in with { $card }!
        }
    }
   *[no] { $uno ->
        [yes] { $player } jumps in with { $card } and says UNO!
       *[no] { $left ->
            [0] { $player } jumps in with { $card } and goes out.
            [one] { $player } jumps in with { $card }, { $left } card.
           *[other] { $player } jumps in with { $card }, { $left } cards.
        }
    }
}
# The round is over; the scores follow.
event-round-won = { $you ->
    [yes] You win the round{ $points ->
        [0] .
        [one] : { $points } point.
       *[other] : { $points } points.
    }
   *[no] { $player } wins the round{ $points ->
        [0] .
        [one] : { $points } point.
       *[other] : { $points } points.
    }
}
# The match is over.
event-match-won = { $you ->
    [yes] You win the match with { $points } { $points ->
        [one] point
       *[other] points
    }!
   *[no] { $player } wins the match with { $points } { $points ->
        [one] point
       *[other] points
    }.
}
# The match ends in a tie.
event-match-tied = Tie: { $players }, { $points } { $points ->
    [one] point
   *[other] points
}.
# After the final scores.
match-over = Match over. Thanks for playing.

## Your turn (one line, then the prompt)

# Top card, colour to play, number of cards in hand.
turn-play = Your turn: { $top }, { $color }, { $count ->
    [one] { $count } card.
   *[other] { $count } cards.
}
# After a wild card: choose the colour.
# $colors: the colours' initials as choices ("r, y, g or b").
turn-choose-color = Choose the colour: { $colors }.
# A +4 was played on you: the keys; $answer "yes" when you may also answer with $cards (stacking).
turn-challenge = { $answer ->
    [yes] +4 from { $by }: f challenges, a accepts, or { $cards }.
   *[no] +4 from { $by }: f challenges, a accepts.
}
# The strict +4: a +4 laid on a +4; the one under it may be challenged too (f and the player's name).
turn-challenge-earlier =
    Under it, +4 from { $by }: f { $by }.
    Owed: { $owed } cards.
# The strict +4: the +4 on top was challenged; the one under it is still open.
turn-challenge-earlier-only =
    +4 from { $by } still open:
    f { $by } challenges, a takes { $owed }.
# The same in fewer words (brief lines fit 40 braille cells); the prompt names f and a.
turn-challenge-short = { $answer ->
    [yes] +4 from { $by }: f, a, or { $cards }.
   *[no] +4 from { $by }: f or a.
}
# The card just drawn can be played: the card, then the keys ($pass: "no" when the rules force the play).
turn-after-draw = { $pass ->
    [yes] { $card } drawn: Enter plays it, p passes.
   *[no] { $card } drawn: Enter plays it.
}
# A second card of the same number may follow at once (a jump-in by number, an Olympique pair).
turn-second-card = Second card: { $cards }, or Enter stops.
# Sequences house rule: the cards of the hand that follow the one just laid; Enter stops the sequence.
turn-sequence = Sequence: { $cards }, or Enter stops.
# A finish with one number or a Suite Royale: the next card must follow (Enter lays it).
turn-finish = Go on: lay { $cards }, Enter lays it.
# The same when the cards do not fit 40 cells: this intro, then the cards on lines of their own.
turn-sequence-intro = Sequence, Enter stops; cards:
# The same in fewer words, when the card's name is long (brief lines fit 40 braille cells).
turn-after-draw-short = { $pass ->
    [yes] { $card }: Enter plays it, p passes.
   *[no] { $card }: Enter plays it.
}
# Choose a player; the players who can be chosen.  $why: "swap" (Swap Hands, a 7 of the 7-0 rule),
# "give" (a customizable card that makes a player draw $count cards), "next" (who plays next).
turn-choose-target = { $why ->
    [give] Who draws { $count }? { $players }.
    [next] Who plays next? { $players }.
   *[swap] Swap with whom? { $players }.
}
# One player offered by turn-choose-target: $number the place to type to choose them (said first, so the
# cards held are not read as that number), the name, the number of cards in words.
target-choice = { $number }. { $player }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# Between two players offered by turn-choose-target (each has a comma of its own).
target-choice-separator = {"; "}
# A draw card or a skip played on you, and you hold a card that answers it (stacking, Rapido defence,
# Quickos): $owed is the card to answer ("+2"), $cards your answers, $count the cards owed (0: a skip).
turn-answer = { $full ->
    [yes] { $count ->
        [0] On you, { $owed }: answer with { $cards } or lose your turn (Space).
       *[other] On you, { $owed }: answer with { $cards } or draw { $count } (Space).
    }
   *[no] { $count ->
        [0] On you, { $owed }: play { $cards } or pass.
       *[other] On you, { $owed }: play { $cards } or draw { $count }.
    }
}
# The same in fewer words, when the cards' names are long (brief lines fit 40 braille cells).
turn-answer-short = { $count ->
    [0] Play { $cards } or pass.
   *[other] Play { $cards } or draw { $count }.
}
# The same, but you hold no answer ($answers: the cards that would answer, e.g. "+2 or +4").
turn-answer-none = { $count ->
    [0] No { $answers }: a or Space, turn lost.
   *[other] No { $answers }: a or Space draws { $count }.
}
# You hold no answer: the game takes the cards (or the lost turn) for you at once, and says so.
answer-taken-at-once = { $count ->
    [0] No { $answers } to answer: you lose your turn.
   *[other] No { $answers } to answer: you draw { $count }.
}
# Family Quick Joker: choose what it does.
turn-choose-effect = Effect: none, rev, skip, +2 or swap.

## The table

# No card on the discard pile yet.
table-no-card = no card
# No colour to play yet.
table-no-color = no colour
# The "top" command: top card, colour, cards left to draw (said again on resuming a match).
# Two lines, each within 40 cells: "Top: +4, no colour. Draw pile: 110 cards." on one was 41.
table-top =
    Top: { $top }, { $color }.
    Draw pile: { $pile ->
        [one] { $pile } card.
       *[other] { $pile } cards.
    }

## Hand

# Before the hand; the cards follow on the same line.
hand-intro = Hand, { $count ->
    [one] { $count } card:
   *[other] { $count } cards:
}
# A playable card in the hand listing: marked with a star.
hand-card-playable = { $full ->
    [yes] { $card } (playable)
   *[no] { $card }*
}
# Empty hand.
hand-empty = Empty hand.
# The "playable" command.
playable-intro = { $count ->
    [one] Playable:
   *[other] Playable:
}
# No card can be played ($launcher: yes under UNO Extreme, where drawing is a press of the card launcher).
playable-none = { $launcher ->
    [yes] Nothing playable: press (d or Space).
   *[no] Nothing playable: draw (d or Space).
}
# "playable" asked while it is not your turn.
playable-not-your-turn = It is not your turn.
# The card under the keyboard cursor.
focus-card = { $card }{ $playable ->
    [yes] , playable
   *[no] {""}
}, { $position } of { $count }.

## Status and scores

# One player's line in "status" ($partner: "yes" for your partner in a team game).
status-player = { $player }{ $partner ->
    [yes] {" "}(partner)
   *[no] {""}
}: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}{ $uno ->
    [yes] , UNO
   *[no] {""}
}.
# A team game: said when the match starts.
team-partners = { $count ->
    [one] Your partner: { $players }.
   *[other] Your partners: { $players }.
}
# The direction of play.
status-direction = { $direction ->
    [left] Clockwise.
   *[right] Counter-clockwise.
}
# Whose turn.
status-turn = { $you ->
    [yes] Your turn.
   *[no] { $player }'s turn.
}
# One player's score.
score-player = { $player }: { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
# The target of the match.
score-target = Target: { $target ->
    [one] { $target } point.
   *[other] { $target } points.
}
# Said with the scores when partners change each round: the match lasts 3 rounds ($round: this one).
score-round-of = Round { $round } of { $rounds }.

## Prompts (short: said each time the game waits)

prompt-play = >
# Each prompt names what may be answered.  $colors: the colour initials ("r, y, g, b").
prompt-color = Colour ({ $colors })? >
prompt-challenge = Challenge (f) or accept (a)? >
prompt-answer = Your card, or take it (a or Space)? >
# After drawing a playable card: the question only; the line before it (turn-after-draw) names the card
# and the keys, and is the one the game's voice speaks. $pass: "no" when the rules force the play.
prompt-after-draw = { $pass ->
    [yes] Play or pass? >
   *[no] Play it? >
}
# $count: how many players are offered (they can be chosen by place).
prompt-target = { $count ->
    [one] Which player (name or 1)? >
   *[other] Which player (name or 1 to { $count })? >
}
# Sequences: go on with a card that follows, or stop.
prompt-sequence = Next card, or Enter to stop? >
# Finishing with one number: the next card, or Enter for it.
prompt-finish = Next card (Enter)? >
prompt-effect = Effect (none, rev, skip, +2, swap)? >
# Another player forgot UNO ($catch) or you may jump in ($jump): act, or Enter to go on.
prompt-window = { $catch ->
    [yes] { $jump ->
        [yes] Catch (c), card or Enter >
       *[no] Catch (c) or Enter >
    }
   *[no] Card or Enter >
}
prompt-next-round = Enter: next round >
prompt-quit = Quit the match? (y/n) [no] >
# At the end of the match: another one at the same table (same rules, bots, target).
# [yes]: what Enter answers, written as the start-up questions write their defaults.
prompt-again = Play again? (y/n) [yes] >

## Answers and errors (short: what was understood, what is possible)

# Typed text that is no card and no command (what may be typed follows on the next line).
# A typed (or pasted) line longer than the game reads: only its beginning is taken.
input-line-cut = Line cut to { $length } characters.
# "f NAME" names nobody whose +4 may be challenged now. $names: those who may be.
error-challenge-whom =
    "{ $name }": no +4 of theirs to challenge.
    Challenge: { $names }.
error-unknown = "{ $text }": not a card or a command.

# What may be typed now: said after an answer that was not understood, one message per question.
# During your turn (after error-unknown or a refusal).
allowed-play = A card (r7 or 7), d draws, help.
# After drawing a playable card ($pass: "no" when the rules force the play).
allowed-after-draw = { $pass ->
    [yes] Enter plays { $card }, p passes.
   *[no] Enter plays { $card }.
}
# A +4 played on you.
allowed-challenge = f (fake!) challenges, a accepts.
# The same when cards answer it too ($cards: "+4", the strict +4 laid on a +4; "(fake!)" left out for 40 cells).
allowed-challenge-cards = f challenges, a accepts, or { $cards }.
# A draw card or skip to answer: $cards your answers, $count the cards owed (0: a skip, "pass" or a loses the turn).
allowed-answer = { $count ->
    [0] Answer { $cards }, or pass (a).
   *[other] Answer { $cards }, or a: draw { $count }.
}
# During a sequence.
allowed-sequence = A card that follows, or Enter stops.
# Between two rounds.
allowed-round-over = Enter: next round.
# Waiting at the out-of-turn chance: catch a player ($catch) and/or jump in.
allowed-window = { $catch ->
    [yes] c catches { $player }, or Enter.
   *[no] Play { $cards }, or Enter.
}
# Part of a card was understood.
error-unknown-part = "{ $text }" not understood, after { $understood }.
# Only a colour or a value was given and several cards fit: which one, as a question ($understood: "bleu", "7").
error-ambiguous = Which { $understood }: { $cards }?
# The card is not in the hand.
error-not-in-hand = No { $card } in your hand.
# Not a colour.
error-color = Colour: { $colors }.
# Not a player who can be chosen.
error-target = Player: { $players }.
# Not an effect.
error-effect = Effect: { $effects }.
# A command that makes no sense now.
error-not-now = Not now.
# UNO Rapido: Enter on a card that does not match would cost $count cards (confusion rule): refused.
error-confusion-enter =
    { $card } does not go here:
    a wrong card costs { $count } cards.
    Type it to play it anyway.
# A command or a card that does not answer the question asked (its answers follow on the next line).
error-not-an-answer = Not an answer to this question.
# A turn action while waiting for another player.
error-not-your-turn-window = Not your turn: catch, or Enter.
# Not yes or no.
error-yes-no = Answer y or n.
# A setting value that does not exist.
error-setting = "{ $value }": { $choices }.
# A pace that is not a number of seconds.
error-pace = "{ $value }": 0 to 10 seconds.

# Why the rules refuse an action ($card, $top, $color, $drawn may be used).
error-game-over = The match is over.
error-round-over = Round over. Enter: next round.
error-unknown-player = Unknown player.
error-not-your-turn = It is not your turn.
# A move typed while another player has the turn (a shared table's wait): whose turn it is, then what
# Enter does.  Lines of 40 cells at most.
error-not-your-turn-who =
    Not your turn: { $player } plays.
    Enter to go on.
error-wrong-phase = Not now.
error-card-not-in-hand = { $card } is not in your hand.
error-card-does-not-match = { $card } does not go on { $top }, { $color }.
# The +4? while holding a card of the colour in play ($color): the +4's rule.
error-color-in-hand = { $card }: not while you hold { $color }.
error-only-drawn-card = Only { $drawn } can be played, or pass.
error-color-not-allowed = This card does not choose a colour.
error-color-required = Choose a colour.
error-invalid-target = This player cannot be chosen.
error-target-has-uno = This player has only one card.
error-nothing-to-catch = Nobody to catch.
error-uno-not-now = Say UNO with your second-to-last card.
# UNO typed again after it was said.
error-uno-already = UNO already said: play a card.
error-not-available = Not possible now.
error-must-answer-draw = Answer with a card or accept.
error-not-identical = An identical card is needed.

## Settings

settings-verbosity = Verbosity: { $value ->
    [full] full.
   *[brief] brief.
}
settings-pace = Bot pace: { $seconds } s.
# After "pace" alone.
help-pace-how = pace 1.5 sets it: 0 to 10 seconds.
settings-speech = Voice: { $value ->
    [off] off.
    [on] on.
    [reader] screen reader.
   *[auto] automatic.
}
settings-sort = Sort: { $value ->
    [number] by number.
   *[color] by colour.
}
# The "your turn" bell.
settings-bell = "Your turn" sound: { $value ->
    [yes] on.
   *[no] off.
}
# How to change the settings.
settings-how = Type verbosity, pace 0.5, speech, sort.
# Values typed after a setting command (value, then .accept words).
value-verbosity-brief = brief
    .accept = brief, b
value-verbosity-full = full
    .accept = full, f
value-sort-color = colour
    .accept = colour, color, c
value-sort-number = number
    .accept = number, n, value
value-speech-on = on
    .accept = on, yes, y
value-speech-off = off
    .accept = off, no, n
value-speech-reader = screen reader
    .accept = reader, screen reader, r

## History and quitting

history-empty = Nothing yet.
# Before the last lines, again.
# Before the game's events said again: $round is the round, $total how many events it had.
history-intro = { $count ->
    [one] Round { $round }, last event:
   *[other] Round { $round }, last { $count } of { $total }:
}
# The word before a round's number: "history round 2".
history-round-word = round
    .accept = round, r, manche
# "history round 9" when there were 2 rounds.
error-history-round = { $count ->
    [one] Only one round: history round 1.
   *[other] Rounds 1 to { $count }: history round 2.
}
error-history = "{ $value }": a number, or round 2.
# Keys typed before a question opened are dropped: they were meant for an earlier moment.
keys-typed-early = Keys typed too early, ignored.
# A line begun before the question opened (its first letters were dropped) ended with Enter: it answers no
# question; the question is asked again.
line-begun-early = Line begun too early: type it again.
# A key (arrow, F1) typed again where keys do not work (plain input): the words were said once this match.
keys-plain-again = No keys here: type keys for the words.
# One line of the history, stepped through with PageUp and PageDown.
history-line = { $line } ({ $position }/{ $count })
quit-cancelled = The match goes on.
goodbye = Goodbye.
answer-yes = yes
    .accept = yes, y
answer-no = no
    .accept = no, n
# After drawing a playable card: words that play it (Enter and the card's name work too).
answer-play-drawn = play
    .accept = play, yes, y
# After drawing a playable card: words that keep it and end the turn.
answer-pass-drawn = pass
    .accept = pass, no, n, p

## Family Quick Joker effects (value, then .accept words)

effect-none = none
    .accept = none, nothing
effect-reverse = reverse
    .accept = reverse, rev
effect-skip = skip
    .accept = skip
effect-draw-two = draw two
    .accept = +2, draw two
effect-swap-hands = swap hands
    .accept = swap, swap hands

## Command words: the value is shown in help; .accept lists what may be typed.

# Before a card ("play r7"), or alone: the card under the cursor, or the card just drawn.
command-play = play
    .accept = play

command-draw = draw
    .accept = draw, d
command-pass = pass
    .accept = pass, p
# The word said with a card laid out of turn ("Cartes identiques": "Il doit en même temps crier
# « INTERCEPTION »"), typed before the card: "interception r5".
word-interception = interception
    .accept = interception, intercept, int
command-uno = uno
    .accept = uno, u
command-catch = catch
    .accept = catch, c
command-challenge = challenge
    .accept = challenge, f
command-accept = accept
    .accept = accept, a
command-hand = hand
    .accept = hand
command-playable = playable
    .accept = playable, pl
command-top = top
    .accept = top, t
command-status = status
    .accept = status
command-scores = scores
    .accept = scores, score, s
command-stats = stats
    .accept = stats, statistics
command-rules = rules
    .accept = rules
command-help = help
    .accept = help, h, ?
command-keys = keys
    .accept = keys
command-repeat = repeat
    .accept = repeat, again
command-history = history
    .accept = history, hist
command-settings = settings
    .accept = settings, options, o
command-verbosity = verbosity
    .accept = verbosity, verbose
command-pace = pace
    .accept = pace, speed
command-speech = speech
    .accept = speech, voice
command-sort = sort
    .accept = sort
command-sounds = sounds
    .accept = sounds, sound
command-bell = beep
    .accept = beep, bell, cue
command-silence = silence
    .accept = silence, stop, hush
command-quit = quit
    .accept = quit, q, exit
# UNO Totem Power: give a totem back ("totem", "totem b"), or keep one card with the four ("totem r5").
command-totem = totem
    .accept = totem, to

## Start-up (uno-access started without options)

# Said once before the match (one line, within 40 cells).
welcome = Accessible UNO. Type help, or F1.
# The first line with plain input (--plain, TERM=dumb, commands piped in): no key works, so no F1.
welcome-plain = Accessible UNO. Type help.
# The questions; [$default] is what Enter gives. The line that waits for the answer fits 40 cells
# with its default and a short answer (a braille display shows it as it is typed): a longer question
# says its choices on lines before it, and its last line has the first word of its first line
# (one line alone must say what is asked). Each line of the file is a line as printed.
question-language = English or French? [{ $default }]
question-bots = How many bots, 1 to 9? [{ $default }]
question-level =
    Bot level: easy, normal, hard, expert.
    Bot level? [{ $default }]
# $choices: the editions, already cut into lines of 40 cells: keep it on lines of its own.
question-rules =
    Rules to choose from:
    { $choices }.
    Rules? [{ $default }]
question-target = Points to win? [{ $default }]
# House rules: Enter for none (or those saved in the settings); names, numbers, or ? for the list.
question-house = House rules (? lists them)? [{ $default }]
# No house rule (said as the default, and accepted as an answer).
question-house-none = none
    .accept = none, no, aucune
# The list read by ?: for each house rule, this line (its number and name), then the lines of
# the "rules" command that say what it changes.
question-house-item = { $number }. { $name }:
# The last line of that list: how to choose.
question-house-how = Type names or numbers: 1, 3.
# The house rules chosen, said once.
question-house-chosen = House rules: { $names }.
# The customizable cards (official plus rules): one question per card, asked after the rules question.
# $number: the card (1 to 3); [$default]: the effect Enter keeps. Answers: a name, a number, or ? for the list.
# One line within 40 cells with the longest effect name (rules-custom-effect-name-… in rules.ftl).
question-custom = Custom card { $number }? [{ $default }]
# The list read by ? at that question: this line first (every effect is a wild)…
question-custom-list = A custom card is a wild. Effects:
# … then for each effect its number and short name, then (.more) what it does
# ($explanation: one of rules-custom-effect-… in rules.ftl).
question-custom-item = { $number }. { $name }:
    .more = { $explanation }.
# The effect typed for a card, said once (not when Enter kept it).
question-custom-chosen = Custom card { $number }: { $effect }.
# An answer that is none of the choices.
question-not-understood = "{ $answer }" not understood.
    Enter picks the value in brackets.
    ? explains the choices.
# What ? (or help) says at each start-up question, then the question is asked again.
# Each line fits 40 braille cells; .more lines are said after the first one.
# At the language question.
question-language-help = The language of the game and its voice:
    .more = English or French.
# At the number of bots.
question-bots-help = The bots who play with you:
    .more = a number from 1 to 9.
# At the bots' level: one message per level, said in this order.
question-level-help-easy = easy: plays any card that fits,
    .more = forgets UNO, never challenges.
question-level-help-normal = normal: keeps its Jokers,
    .more = always says UNO, challenges on odds.
question-level-help-hard = hard: remembers every card seen,
    .more = thinks ahead, bluffs, challenges.
question-level-help-expert = expert: plays like hard,
    .more = and thinks each move through.
# At the rules: each edition's number and name, then its summary lines (rules-summary-… in rules.ftl).
question-rules-item = { $number }. { $name }:
# At the points to win.
question-target-help = The score that wins the match:
    .more = a number from 1 to 100000.
# Language names, and what may be typed for them.
language-fr = French
    .accept = french, fr, f, francais
language-en = English
    .accept = english, en, e
# Bot levels.
level-easy = easy
    .accept = easy, e
level-normal = normal
    .accept = normal, n
level-hard = hard
    .accept = hard, h
level-expert = expert
    .accept = expert, x
# Rule editions, as offered in the question.
preset-official = official
preset-official-plus = official plus
preset-braille = braille
preset-rapido = rapido
preset-family = family
preset-olympic = olympic
preset-h2o = h2o
preset-robot = robot
    .accept = robot, uno robot
preset-totem = totem
    .accept = totem, totems, uno totem, totem power
preset-wizz = wizz
    .accept = wizz, uno wizz, wheel
preset-extreme = extreme
    .accept = extreme, attack, uno attack
    .accept = h2o, h2o splash, splash

## A table the rules cannot seat (said before the match, by the flags' check or the house rules question)

# Too many or too few players for the edition.
table-error-players = These rules: { $min } to { $max } players with you.
# Teams need partners: an even number of players, 4 at least.
table-error-teams = Teams: 3, 5, 7 or 9 bots.
table-error-teams-elimination = No elimination in teams.
# Rotating partners (a new partner each round) are played by exactly 4: you and 3 bots.
table-error-rotating-partners = Rotating partners: 4 players, so 3 bots.
# Not enough cards to deal every hand.
table-error-cards = Not enough cards: { $max } players at most.
# Two house rules that cannot be played together ($first, $second: their names).
table-error-house-conflict =
    { $first } and { $second }:
    not both at once, choose one.
# Any other rule that does not fit the table.
table-error-other = These rules do not fit this table.

## Command line errors (printed before the game starts)

cli-error-number = { $flag } { $value }: a number from { $low } to { $high }.
# A flag given a value it does not take; $choices: the values it takes, on lines of 40 cells of their own.
cli-error-choice = { $flag } { $value }: one of
    { $choices }.
# --voice with an empty, unprintable or too long name.
cli-error-voice = { $flag } "{ $value }": 1 to 100 characters.
# --custom with an effect that does not exist, or more than three. $choices lists "code (name)" for each effect.
cli-error-custom =
    { $flag } "{ $value }": 1 to 3 effects,
    separated by commas, from:
    { $choices }
# --custom given with rules that have no customizable card ($rules: the edition's name); the game goes on.
cli-custom-ignored = { $flag } has no effect: the { $rules } rules have no custom card.
cli-error-unknown = Unknown option: { $argument }.
# A flag given last, with no value after it ($flag: --bots, --rules...).
cli-error-no-value = { $flag } needs a value.
cli-error-usage = Type uno-access --help for the options.
# Something went wrong inside the game; the details are saved in a file (the path on a line of its own).
# The screen can no longer be written to (output closed, disk full, terminal gone): the game stops.
# Every move is saved as it is made; --resume goes on with the match.
error-output-lost =
    Cannot write to the screen:
    game stopped.
# Something went wrong inside the game; the details are saved in a file (the path on a line of its own).
error-internal = Internal error in the game, sorry.
    Details in:
    { $path }

# The options menu: `?` at its questions (a number picks a setting; at the value, `?` explains the setting).
settings-menu-help =
    A number picks a setting;
    then ? explains it, Enter keeps it.
    Enter alone leaves the settings.
# The bot pace in the options menu ($seconds: 0 to 10, written as the language writes numbers).
settings-menu-seconds = { $seconds } s
# A decimal setting in the options menu, written as the language writes numbers.
settings-menu-number = { $value }
# The "options" menu starts with the match being played, apart from the saved defaults below it.
settings-match-title = This match:
settings-match-rules = { $house ->
    [none] Rules: { $rules }, no house rule.
   *[other] Rules: { $rules }; { $house }.
}
settings-match-table = { $bots ->
    [one] 1 bot, { $level }.
   *[other] { $bots } bots, { $level }.
}
settings-match-target = Target: { $target } points.
settings-match-language = Language: { $language }.
# The speech setting when the voice asked for cannot speak: "Speech: on, not working".
settings-speech-not-working = { $value }, not working
# Before the question: the cards the player got while the others played on ("New cards: y +2, y 4.").
fate-new-cards = { $count ->
    [one] New card:
   *[other] New cards:
}
# A sequence typed in one line stopped before its end (the sequence ended): how many cards were not laid.
sequence-stopped = { $count ->
    [one] The sequence ended: 1 card not laid.
   *[other] The sequence ended: { $count } cards not laid.
}
# Cursed cards: the card shown at the round's start ("Mauvaises cartes").
event-cursed-card = Cursed this round: { $card }.
# Partners that change each round (braille book, "A 4 joueurs"): who plays with you in this round.
event-partners-changed = { $count ->
    [0] This round, you play alone.
    [one] This round, your partner: { $players }.
   *[other] This round, your partners: { $players }.
}
# Cursed cards: points paid; $reason: laid (without going out), went-out (the others pay), held (at the end).
event-curse-paid = { $reason ->
    [held] { $you ->
        [yes] Cursed { $card } in hand: +{ $points } for you.
       *[no] Cursed { $card } in hand: +{ $points } for { $player }.
    }
   *[other] { $you ->
        [yes] Cursed { $card }: +{ $points } for you.
       *[no] Cursed { $card }: +{ $points } for { $player }.
    }
}
# At the house rules question, cursed cards chosen without the 7-0 rule: the book's advice.
question-house-cursed-advice = Cursed cards: the book advises 7-0 too.

## UNO Olympique: the deal, the 0 and the 7 as chosen, the round of 2s, the invisible card

# The dealer chose how many cards to deal and which way ($direction: left = clockwise,
# right = counter-clockwise), which becomes the direction of play.
event-deal-chosen = { $you ->
    [yes] You deal { $count } cards, { $direction ->
        [left] clockwise.
       *[right] counter-clockwise.
    }
   *[no] { $player } deals { $count } cards, { $direction ->
        [left] clockwise.
       *[right] counter-clockwise.
    }
}
# A 0 or a 7 laid without turning or swapping hands (it is optional).
event-hands-kept = { $you ->
    [yes] You keep the hands.
   *[no] { $player } keeps the hands.
}
# A 0: every hand moves the way its player chose.
event-hands-passed-way = { $direction ->
    [left] The hands move clockwise.
   *[right] The hands move counter-clockwise.
}
# A 2: each other player, round the table, lays a 2 or draws 1 (the line before says who laid it).
event-twos-round = Round of 2s: a 2 or draw 1.
# The invisible card: the malus ($count cards; 0: a lost turn) goes to the next player.
event-malus-passed = { $target_you ->
    [yes] { $count ->
        [0] Malus passed on: to you, turn lost.
       *[other] Malus passed on: to you, { $count } cards.
    }
   *[no] { $count ->
        [0] Malus passed on: { $target }, turn lost.
       *[other] Malus passed on: { $target }, { $count } cards.
    }
}
# Your question as the dealer: how many cards each, from $low to $high.
turn-deal = You deal: { $low } to { $high } cards.
# The direction: of the deal (it sets the direction of play) or, $keep, of a 0 that may be kept.
turn-choose-direction = { $keep ->
    [yes] 0: l clockwise, r counter, Enter keeps.
   *[no] Direction: l clockwise or r counter.
}
# A malus only the invisible card would avoid, and you have none ($count: 0 for a lost turn).
turn-answer-none-invisible = { $count ->
    [0] No invisible card: Space, turn lost.
   *[other] No invisible card: Space draws { $count }.
}
# A 7 that may be declined: after the list of players.
turn-keep-hand = Enter: keep your hand.
prompt-deal = How many ({ $low } to { $high }, Enter { $low })? >
prompt-direction = { $keep ->
    [yes] Direction (l, r, Enter keeps)? >
   *[no] Direction (l or r)? >
}
# $count: how many players are offered; Enter keeps your hand.
prompt-target-keep = { $count ->
    [one] Which player (1), Enter keeps? >
   *[other] Which player (1 to { $count }), Enter keeps? >
}
# Not a number of cards that may be dealt.
error-deal = Type a number from { $low } to { $high }.
# Not a direction.
error-direction = { $keep ->
    [yes] Type l, r, or Enter to keep.
   *[no] Type l (clockwise) or r (counter).
}
# The words of a direction: to the left (clockwise) or to the right (counter-clockwise).
direction-left = left
    .accept = left, l, clockwise, c
direction-right = right
    .accept = right, r, counter, counter-clockwise, anticlockwise

## UNO Extreme: the card launcher and the Poser Tout

# The launcher gave nothing ($presses: how many presses).
event-launcher-nothing = { $you ->
    [yes] You press{ $presses ->
        [1] {""}
       *[other] {" "}{ $presses } times
    }: nothing.
   *[no] { $player } presses{ $presses ->
        [1] {""}
       *[other] {" "}{ $presses } times
    }: nothing.
}
# The launcher gave $count cards (to you: said before the cards when they do not fit one line).
event-launcher-drew = { $you ->
    [yes] You press
   *[no] { $player } presses
}{ $presses ->
    [1] {""}
   *[other] {" "}{ $presses } times
}: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
# The launcher gave you $cards.
event-launcher-drew-cards = You press{ $presses ->
    [1] {""}
   *[other] {" "}{ $presses } times
}: { $cards }.
# Poser Tout: the other cards of its colour, laid at once ($left: cards left in the hand).
event-cards-discarded = { $you ->
    [yes] You also lay { $cards }, { $left ->
        [one] { $left } card.
       *[other] { $left } cards.
    }
   *[no] { $player } also lays { $cards }, { $left ->
        [one] { $left } card.
       *[other] { $left } cards.
    }
}

## UNO Robot

# The robot speaks: $rule is the house rule now in force (its name as in the settings), or "" for the table's own.
# Within 40 cells with the longest rule ("normal reverse for two"): "Robot: from now on, …" was 43.
event-robot-spoke = { $rule ->
    [none] Robot: back to the table's rules.
   *[other] Robot imposes { $rule }.
}

## UNO Wizz: the wheel

# A Wizz card was laid: $player spun the wheel; $outcome is the sector it stopped on (wizz.py's Wheel).
event-wheel-spun = { $you ->
    [yes] You spin
   *[no] { $player } spins
}: { $outcome ->
    [almost-uno] almost UNO, keep 2.
    [one-number-less] one number less.
    [one-color-less] one colour less.
    [red-card] draw to a red or wild.
    [blue-card] draw to a blue or wild.
    [pass-hands] hands pass left.
    [show-hand] show the hand.
    [uno-wizz] Uno wizz!
   *[war] war!
}
# "Main visible": the cards follow, listed ($count: how many).
event-wheel-hand-shown = { $you ->
    [yes] You show:
   *[no] { $player } shows:
}
# "La guerre": one player's highest number card, in the list of event-war-shown.
war-card = { $you ->
    [yes] you { $card }
   *[no] { $player } { $card }
}
# "La guerre": the cards shown follow ($count: how many players showed one).
event-war-shown = { $count ->
    [0] War: nobody has a number.
   *[other] War:
}
# Who won the war ($tie: nobody, two or more showed the same highest number).
event-war-won = { $tie ->
    [yes] A tie: nobody lays.
   *[no] { $you ->
        [yes] You win the war.
       *[no] { $player } wins the war.
    }
}
# "Uno wizz": who shouted first ($nobody: nobody in time).
event-shouted = { $nobody ->
    [yes] Nobody shouted.
   *[no] { $you ->
        [yes] You shout first!
       *[no] { $player } shouts first!
    }
}
# The wheel asks you ($wheel: as event-wheel-spun's outcome; $kept: cards kept so far; $cards, $colors,
# $numbers: the answers).
turn-wheel = { $wheel ->
    [almost-uno] { $kept ->
        [0] Almost UNO: choose a card to keep.
       *[other] Kept 1: choose the second.
    }
    [one-number-less] Let go of a number: { $numbers }?
    [one-color-less] Let go of a colour: { $colors }?
    [war] Lay { $cards }, or keep it?
   *[uno-wizz] Lay any card: which one?
}
# The wheel's question ($wheel as turn-wheel; $colors: the colour letters).
prompt-wheel = { $wheel ->
    [almost-uno] Card to keep? >
    [one-number-less] Number, or a card? >
    [one-color-less] Colour ({ $colors })? >
    [war] Enter keeps, or a card? >
   *[uno-wizz] Card to lay? >
}
# The race is open: the key to shout.
race-line = Shout: Space, or Enter lets go.
prompt-race = Space shouts >
# Something else than the shout while the race is open.
error-shout-now = A race to shout: Space, or Enter.
# Refused: not an answer to what the wheel asks.
error-wheel-choice = Not an answer to the wheel.
# The wheel asked for cards the player does not have (two cards or fewer, no number, no colour).
event-wheel-nothing = { $you ->
    [yes] You have nothing to let go.
   *[no] { $player } has nothing to let go.
}
# UNO Wizz's wheel: the cards a player lets go follow, listed ($left: cards left in the hand).
event-wheel-let-go = { $you ->
    [yes] You let go ({ $left } left):
   *[no] { $player } lets go ({ $left } left):
}

## UNO Totem Power

# One totem and who holds it, in status-totems' list ($color: the colour's letter).
totem-held = { $you ->
    [yes] you { $color }
   *[no] { $player } { $color }
}
# The status line's start; the totem-held items and totems-middle follow, listed.
status-totems = Totems:
# The totems still in the middle ($middle: their colour letters), in status-totems' list.
totems-middle = middle { $middle }
# An action card was laid on you and you hold a totem ($colors, $count: those you hold; any one cancels it).
turn-totem-counter = A totem: type totem to cancel it.
# You hold the four totems: the immediate UNO, at your turn.
turn-totem-uno = 4 totems: totem + the card to keep.
# $player laid an action card and took the $color totem (from the middle, from you, or from $previous).
event-totem-taken = { $you ->
    [yes] You take
   *[no] { $player } takes
} the { $color } totem{ $middle ->
    [yes] .
   *[no] { $from_you ->
        [yes] {" "}from you.
       *[no] {" "}from { $previous }.
    }
}
# $player gave a totem back: the action card laid on them is cancelled.
event-totem-spent = { $you ->
    [yes] You counter: { $color } totem back.
   *[no] { $player } counters: { $color } totem back.
}
# $player used the four totems: an immediate UNO (the cards let go follow).
event-totem-uno = { $you ->
    [yes] Four totems: your UNO!
   *[no] Four totems: { $player }'s UNO!
}
# The totem command when it cannot be used (no action card laid on you, no totem, or not the four).
error-no-totem = Totem: nothing to counter now.
# A shared table: say a line to everyone ("say hello").
command-say = say
    .accept = say, tell
# A shared table: hear the chat or not.
command-chat = chat
    .accept = chat

# --- polish2: the round's points, a line a player (after event-round-won, before the totals) ---
# Key fact first: what the player scored this round, then from which hand.  $source: "hands" (the round's
# winner collects the others' hands), "own" (their own hand counts, lowest wins), "team" (their team's hands),
# "given" (their $hand points went to $winner), "round" (a round won counts 1), "none" (nothing scored).
event-round-points = { $you ->
    [yes] You
   *[no] { $player }
}: { $source ->
    [hands] +{ $scored }, the others' hands.
    [own] +{ $scored }, { $you ->
        [yes] your hand.
       *[no] their hand.
    }
    [team] +{ $scored }, the team's hands.
    [given] { $hand } in hand, { $winner_you ->
        [yes] to you.
       *[no] to { $winner }.
    }
    [round] +1 round.
   *[none] 0.
}
