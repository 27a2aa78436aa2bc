# The console: every line the player reads or hears during a match.
# Conventions: one event per line, the key fact first; brief lines that
# matter (your turn, a card played, your hand) fit 40 braille cells.
# $you is "yes" when the line is about the player themself, else "no".
# $player is a player's name; $card a card already written (e.g. "r 7").

## Lists

# Between the items of a list ("r 7, b 4").
list-separator = {", "}
# Between the choices offered ("r, j, v ou b"): translators may not put "or" here; see error-color.
list-or = {", "}
# After the last item of a list.
list-end = .
# Before a list that follows a sentence ("Vous piochez 16 cartes, cumul : r 1, ...").
list-intro = {" :"}
# Between the last two choices offered, in the answers that say what is allowed ("r, j, v ou b").
list-or-last = {" ou "}
# Between the answering cards a player lacks ("Pas de +2 ni +4").
list-nor = {" ni "}

## Players

# The player themself, as a name in lists and scores.
player-you = Vous
# Bot names, seats 1 to 9: distinct when spoken, with distinct initials.
bot-name-1 = Anna
bot-name-2 = Bruno
bot-name-3 = Chloé
bot-name-4 = David
bot-name-5 = Émile
bot-name-6 = Fanny
bot-name-7 = Gaston
bot-name-8 = Hélène
bot-name-9 = Igor

## Events (one line each)

# Full verbosity: a player draws a card to choose the dealer.
event-dealer-draw = { $you ->
    [yes] Vous tirez { $card } pour la donne.
   *[no] { $player } tire { $card } pour la donne.
}
# A round starts; who deals it.
event-round-started = Manche { $round } : { $you ->
    [yes] vous distribuez.
   *[no] { $player } distribue.
}
# The player's hand was dealt; the cards follow on the same line (cut to 40 cells in brief verbosity).
event-hand-dealt = Vous recevez { $count ->
    [one] { $count } carte :
   *[other] { $count } cartes :
}
# The first card of the discard pile.
event-first-card = Première carte : { $card }.
# A first card that cannot start the round went back into the pile.
event-first-card-returned = { $card } remis dans la pioche.
# Full verbosity: whose turn it is (another player).
event-turn-started = À { $player } de jouer.
# A card played; $left is what the player has left, $uno says UNO was called.
event-card-played = { $you ->
    [yes] { $uno ->
        [yes] Vous jouez { $card } et dites UNO !
       *[no] { $left ->
            [0] Vous jouez { $card } et terminez.
           *[other] Vous jouez { $card }.
        }
    }
   *[no] { $uno ->
        [yes] { $player } joue { $card } et dit UNO !
       *[no] { $left ->
            [0] { $player } joue { $card } et termine.
            [one] { $player } joue { $card }, { $left } carte.
           *[other] { $player } joue { $card }, { $left } cartes.
        }
    }
}
# The colour chosen after a Joker: always said.
event-color-chosen = { $you ->
    [yes] Vous choisissez { $color }.
   *[no] { $player } choisit { $color }.
}
# The player drew; $cards lists them.  $reason says why; $by: who gave the cards (reason given), $by_you: yes (you did), no, or none (unknown).
event-drew-cards = Vous piochez { $cards }{ $reason ->
    [draw-two] {" "}(+2)
    [draw-four] {" "}(+4)
    [challenge-lost] , défi perdu
    [bluff-caught] , bluff démasqué
    [uno-penalty] , pénalité UNO
    [confusion] , mauvaise carte
    [time-up] , trop lent
    [twos-round] , pas de 2
    [stack] , cumul
    [uno-card] , carte UNO
    [quickos] , Quickos
    [given] , { $by_you ->
        [yes] par vous
        [none] cartes données
       *[no] par { $by }
    }
    [custom-card] , carte perso
    [downpour] , averse
    [boomerang] , boomerang
    [hit-twice] {" "}(2x)
    [extreme] , coup extrême
    [wheel] , roue
   *[other] {""}
}.
# Another player drew $count cards ($reason, $by, $by_you: as event-drew-cards).
event-drew = { $you ->
    [yes] Vous piochez
   *[no] { $player } pioche
} { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}{ $reason ->
    [draw-two] {" "}(+2)
    [draw-four] {" "}(+4)
    [challenge-lost] , défi perdu
    [bluff-caught] , bluff démasqué
    [uno-penalty] , pénalité UNO
    [confusion] , mauvaise carte
    [time-up] , trop lent
    [twos-round] , pas de 2
    [stack] , cumul
    [uno-card] , carte UNO
    [quickos] , Quickos
    [given] , { $by_you ->
        [yes] par vous
        [none] cartes données
       *[no] par { $by }
    }
    [custom-card] , carte perso
    [downpour] , averse
    [boomerang] , boomerang
    [hit-twice] {" "}(2x)
    [extreme] , coup extrême
    [wheel] , roue
   *[other] {""}
}.
# A card taken back into a hand (braille rule for a caught bluff).
event-card-taken-back = { $you ->
    [yes] Vous reprenez { $card }.
   *[no] { $player } reprend { $card }.
}
# A player drew a card and keeps it: the turn ends ($cards: the card, for the player themself).
event-drew-and-passed = { $you ->
    [yes] Vous piochez { $cards } et passez.
   *[no] { $player } pioche 1 carte et passe.
}
# A customizable card made everyone play with open hands ($shown), or a black card ended it.
event-open-hands = { $shown ->
    [yes] Jeu à découvert : tapez état.
   *[no] Fin du jeu à découvert.
}
# A customizable card: who plays next was chosen ($again: the player chose themself).
event-next-player-chosen = { $you ->
    [yes] { $target_you ->
        [yes] Vous rejouez.
       *[no] Vous choisissez { $target } pour jouer.
    }
   *[no] { $target_you ->
        [yes] { $player } vous choisit pour jouer.
       *[no] { $again ->
            [yes] { $player } rejoue.
           *[no] { $player } choisit { $target } pour jouer.
        }
    }
}
# In status, with open hands: another player's cards follow on the same line.
status-open-hand = Main { $player_de } :
# A player ends the turn without playing.
event-turn-passed = { $you ->
    [yes] Vous passez.
   *[no] { $player } passe.
}
# Enter after a card laid (a sequence stopped, a 7 or a 0 kept as it is): the turn ends.
event-turn-ended = { $you ->
    [yes] Vous finissez votre tour.
   *[no] { $player } finit son tour.
}
# A player loses their turn (skip, +2, +4).
event-player-skipped = { $you ->
    [yes] Vous perdez votre tour.
   *[no] { $player } perd son tour.
}
# $player will lose their next turn (a +2? read whole, a boomerang's whole effect, two skips paired).
event-next-turn-lost = { $you ->
    [yes] Vous passerez votre prochain tour.
   *[no] { $player } passera son prochain tour.
}
# The direction of play changed ($direction: left = clockwise, right = counter-clockwise).
event-direction-changed = { $direction ->
    [left] Changement de sens : sens horaire.
   *[right] Changement de sens : sens antihoraire.
}
# The discard pile became the draw pile.
event-pile-reshuffled = Talon mélangé : { $count } cartes à piocher.
# Nothing left to draw.
event-no-card-to-draw = Plus aucune carte à piocher.
# A player said UNO.
event-uno-called = { $you ->
    [yes] Vous dites UNO !
   *[no] { $player } dit UNO !
}
# A player is down to one card without saying UNO.
event-uno-missed = { $you ->
    [yes] Vous n'avez pas dit UNO !
   *[no] { $player } n'a pas dit UNO !
}
# The time limit: said (with its sound) when $seconds are left to choose a card.
# $seconds: at 1, the singular.
time-warning = { $seconds ->
    [1] Plus qu'une seconde.
   *[other] Plus que { $seconds } secondes.
}
# The rules allow jumping in out of turn with an identical card: which ones.
jump-in-hint = Vous pouvez intercepter avec { $cards }.
# The same, when the rules want "interception" said with the card (house rule faults).
jump-in-hint-word = Interceptez : interception { $cards }.
# Family deck, Quickos held by anyone: a +4 was laid on another player and you hold the Quickos card.
quickos-hint = Quickos : retourner le +4 ? quickos.
# Said after a bot forgot UNO: how to catch it.
catch-hint = Tapez contre pour prendre { $player }.
# Someone was caught without saying UNO.
event-uno-caught = { $catcher_you ->
    [yes] Vous prenez { $player } : UNO oublié.
   *[no] { $you ->
        [yes] { $catcher } vous contre : UNO oublié.
       *[no] { $catcher } prend { $player } : UNO oublié.
    }
}
# Full verbosity: another player may challenge a +4.
event-challenge-offered = { $player } peut contester le +4.
# The result of a challenge.
event-challenged = { $you ->
    [yes] Vous contestez { $target } : { $bluff ->
        [yes] bluff !
       *[no] pas de bluff.
    }
   *[no] { $target_you ->
        [yes] { $player } vous conteste : { $bluff ->
            [yes] bluff !
           *[no] pas de bluff.
        }
       *[no] { $player } conteste { $target } : { $bluff ->
            [yes] bluff !
           *[no] pas de bluff.
        }
    }
}
# The player's hand was shown to a challenger.
event-hand-shown = Votre main est montrée à { $to }.
# A challenged player's hand, shown to the player.
event-hand-revealed = Main { $player_de } : { $cards }.
# Shuffle Hands was played.
event-hands-shuffled = { $you ->
    [yes] Vous mélangez toutes les mains.
   *[no] { $player } mélange toutes les mains.
}
# Swap Hands was played.
event-hands-swapped = { $you ->
    [yes] Échange avec { $target } : vous avez { $count }.
   *[no] { $target_you ->
        [yes] { $player } échange avec vous : vous avez { $target_count }.
       *[no] Échange : { $player } { $count ->
            [one] { $count } carte
           *[other] { $count } cartes
        }, { $target } { $target_count }.
    }
}
# Swap Hands: players with one card cannot be chosen ("pas contre un joueur qui n'a qu'une seule carte").
turn-choose-target-excluded = { $count ->
    [one] { $players } : 1 carte, pas choisissable.
   *[other] { $players } : 1 carte, pas choisissables.
}
# The player's new hand after shuffling or swapping; the cards follow on the same line.
event-new-hand = Nouvelle main, { $count ->
    [one] { $count } carte :
   *[other] { $count } cartes :
}
# A Family Quick Joker's effect was chosen.
event-effect-chosen = { $you ->
    [yes] Vous choisissez l'effet : { $effect }.
   *[no] { $player } choisit l'effet : { $effect }.
}
# 7-0 rule: after a 0 (the line before says who played it), every hand passed on.
event-hands-passed = Toutes les mains tournent.
# A wrong play that costs cards: UNO Rapido's "confusion" ($rapido yes), else the book's "faute de jeu"
# (house rule faults, UNO Olympique).
event-confused = { $rapido ->
    [yes] { $you ->
        [yes] Confusion : { $card } ne va pas.
       *[no] Confusion { $player_de } : { $card } ne va pas.
    }
   *[no] { $you ->
        [yes] Faute de jeu : { $card } ne va pas.
       *[no] Faute { $player_de } : { $card } ne va pas.
    }
}
# UNO Challenge: a player leaves the table.
# UNO Olympique: the score landed on a round hundred (100, 200...): 99 points off.
event-round-hundred = { $you ->
    [yes] Compte rond : -99 points pour vous.
   *[no] Compte rond : -99 points, { $player }.
}
event-player-eliminated = { $you ->
    [yes] Vous êtes éliminé.
   *[no] { $player } est éliminé.
}
# Strict +4 (house rule strict-draw-four): the player facing a +4 laid a 0 or a skip ($card, just said
# played), which blocks it: nobody draws its cards.
event-draw-four-blocked = { $card } bloque le +4 : personne ne pioche.
# A player jumped in out of turn with an identical card: as event-card-played, with the cards left.
event-jumped-in = { $you ->
    [yes] { $uno ->
        [yes] Vous interceptez avec { $card } : UNO !
       *[no] { $left ->
            [0] Vous interceptez avec { $card } et terminez.
           *[other] Vous interceptez avec { $card } !
        }
    }
   *[no] { $uno ->
        [yes] { $player } intercepte avec { $card } : UNO !
       *[no] { $left ->
            [0] { $player } intercepte avec { $card } et termine.
            [one] { $player } intercepte avec { $card }, { $left } carte.
           *[other] { $player } intercepte avec { $card }, { $left } cartes.
        }
    }
}
# The round is over; the scores follow.
event-round-won = { $you ->
    [yes] Vous gagnez la manche{ $points ->
        [0] .
        [one] {" "}: { $points } point.
       *[other] {" "}: { $points } points.
    }
   *[no] { $player } gagne la manche{ $points ->
        [0] .
        [one] {" "}: { $points } point.
       *[other] {" "}: { $points } points.
    }
}
# The match is over.
event-match-won = { $you ->
    [yes] Vous gagnez la partie avec { $points } { $points ->
        [one] point
       *[other] points
    } !
   *[no] { $player } gagne la partie avec { $points } { $points ->
        [one] point
       *[other] points
    }.
}
# The match ends in a tie.
event-match-tied = Égalité : { $players }, { $points } { $points ->
    [one] point
   *[other] points
}.
# After the final scores.
match-over = Partie terminée. Merci d'avoir joué.

## Your turn (one line, then the prompt)

# Top card, colour to play, number of cards in hand.
turn-play = À vous : { $top }, { $color }, { $count ->
    [one] { $count } carte.
   *[other] { $count } cartes.
}
# After a Joker: choose the colour.
# $colors: the colours' initials as choices ("r, j, v ou b").
turn-choose-color = Choisissez la couleur : { $colors }.
# A +4 was played on you: the keys; $answer "yes" when you may also answer with $cards (stacking).
turn-challenge = { $answer ->
    [yes] +4 { $by_de } : f conteste, a accepte, ou { $cards }.
   *[no] +4 { $by_de } : f conteste, a accepte.
}
# The strict +4: a +4 laid on a +4; the one under it may be challenged too (f and the player's name).
turn-challenge-earlier =
    Dessous, +4 { $by_de } : f { $by }.
    Dues : { $owed } cartes.
# The strict +4: the +4 on top was challenged; the one under it is still open.
turn-challenge-earlier-only =
    +4 { $by_de } encore contestable :
    f { $by } conteste, a prend { $owed }.
# The same in fewer words (brief lines fit 40 braille cells); the prompt names f and a.
turn-challenge-short = { $answer ->
    [yes] +4 { $by_de } : f, a, ou { $cards }.
   *[no] +4 { $by_de } : f ou a.
}
# The card just drawn can be played: the card, then the keys ($pass: "no" when the rules force the play).
# Keys as subjects, as "Espace pioche": "Entrée la joue" made the line 40 characters, 41 bytes.
turn-after-draw = { $pass ->
    [yes] Pioche : { $card }, Entrée joue, p passe.
   *[no] Pioche : { $card }, Entrée joue.
}
# A second card of the same number may follow at once (a jump-in by number, an Olympique pair).
turn-second-card = 2e carte : { $cards }, ou Entrée arrête.
# Sequences house rule: the cards of the hand that follow the one just laid; Enter stops the sequence.
turn-sequence = Suite : { $cards }, ou Entrée arrête.
# A finish with one number or a Suite Royale: the next card must follow (Enter lays it).
turn-finish = Suite : posez { $cards }, Entrée la pose.
# The same when the cards do not fit 40 cells: this intro, then the cards on lines of their own.
turn-sequence-intro = Suite, Entrée arrête ; cartes :
# The same in fewer words, when the card's name is long (brief lines fit 40 braille cells).
turn-after-draw-short = { $pass ->
    [yes] { $card } : Entrée la joue, p passe.
   *[no] { $card } : Entrée la joue.
}
# Choose a player; the players who can be chosen.  $why: "swap" (Swap Hands, a 7 of the 7-0 rule),
# "give" (a customizable card that makes a player draw $count cards), "next" (who plays next).
turn-choose-target = { $why ->
    [give] Qui pioche { $count } ? { $players }.
    [next] Qui joue ensuite ? { $players }.
   *[swap] Échanger avec qui ? { $players }.
}
# One player offered by turn-choose-target: $number the place to type to choose them (said first, so the
# cards held are not read as that number), the name, the number of cards in words.
target-choice = { $number }. { $player }, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
# Between two players offered by turn-choose-target (each has a comma of its own).
target-choice-separator = {" ; "}
# A draw card or a skip played on you, and you hold a card that answers it (stacking, Rapido defence,
# Quickos): $owed is the card to answer ("+2"), $cards your answers, $count the cards owed (0: a skip).
turn-answer = { $full ->
    [yes] { $count ->
        [0] Sur vous, { $owed } : répondez avec { $cards } ou perdez votre tour (Espace).
       *[other] Sur vous, { $owed } : répondez avec { $cards } ou piochez { $count } (Espace).
    }
   *[no] { $count ->
        [0] Sur vous, { $owed } : jouez { $cards } ou passez.
       *[other] Sur vous, { $owed } : { $cards } ou piochez { $count }.
    }
}
# The same in fewer words, when the cards' names are long (brief lines fit 40 braille cells).
turn-answer-short = { $count ->
    [0] Jouez { $cards } ou passez.
   *[other] Jouez { $cards } ou piochez { $count }.
}
# The same, but you hold no answer ($answers: the cards that would answer, e.g. "+2 ni +4").
turn-answer-none = { $count ->
    [0] Pas de { $answers } : a ou Espace, tour perdu.
   *[other] Pas de { $answers } : a ou Espace pioche { $count }.
}
# You hold no answer: the game takes the cards (or the lost turn) for you at once, and says so.
answer-taken-at-once = { $count ->
    [0] Pas de { $answers } : vous perdez votre tour.
   *[other] Pas de { $answers } : vous piochez { $count }.
}
# Family Quick Joker: choose what it does.
turn-choose-effect = Effet : aucun, inv, passe, +2 ou éch.

## The table

# No card on the discard pile yet.
table-no-card = aucune carte
# No colour to play yet.
table-no-color = aucune couleur
# The "talon" command: top card, colour, cards left to draw (said again on resuming a match).
# Two lines, each within 40 cells: "Talon : +4, aucune couleur. Pioche : 110 cartes." on one was 48.
table-top =
    Talon : { $top }, { $color }.
    Pioche : { $pile ->
        [one] { $pile } carte.
       *[other] { $pile } cartes.
    }

## Hand

# Before the hand; the cards follow on the same line.
hand-intro = Main, { $count ->
    [one] { $count } carte :
   *[other] { $count } cartes :
}
# A playable card in the hand listing: marked with a star.
hand-card-playable = { $full ->
    [yes] { $card } (jouable)
   *[no] { $card }*
}
# Empty hand.
hand-empty = Main vide.
# The "jouables" command.
playable-intro = { $count ->
    [one] Jouable :
   *[other] Jouables :
}
# No card can be played ($launcher: yes under UNO Extreme, where drawing is a press of the card launcher).
playable-none = { $launcher ->
    [yes] Rien de jouable : Espace, lanceur.
   *[no] Rien de jouable : Espace pioche.
}
# "jouables" asked while it is not your turn.
playable-not-your-turn = Ce n'est pas votre tour.
# The card under the keyboard cursor.
focus-card = { $card }{ $playable ->
    [yes] , jouable
   *[no] {""}
}, { $position } sur { $count }.

## Status and scores

# One player's line in "état" ($partner: "yes" for your partner in a team game).
status-player = { $player }{ $partner ->
    [yes] {" "}(partenaire)
   *[no] {""}
} : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}{ $uno ->
    [yes] , UNO
   *[no] {""}
}.
# A team game: said when the match starts.
team-partners = { $count ->
    [one] Votre partenaire : { $players }.
   *[other] Vos partenaires : { $players }.
}
# The direction of play.
status-direction = { $direction ->
    [left] Sens horaire.
   *[right] Sens inverse.
}
# Whose turn.
status-turn = { $you ->
    [yes] À vous de jouer.
   *[no] À { $player } de jouer.
}
# One player's score.
score-player = { $player } : { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
# The target of the match.
score-target = Objectif : { $target ->
    [one] { $target } point.
   *[other] { $target } points.
}
# Said with the scores when partners change each round: the match lasts 3 rounds ($round: this one).
score-round-of = Manche { $round } sur { $rounds }.

## Prompts (short: said each time the game waits)

prompt-play = >
# Each prompt names what may be answered.  $colors: the colour initials ("r, j, v, b").
prompt-color = Couleur ({ $colors }) ? >
prompt-challenge = Contester (f) ou accepter (a) ? >
prompt-answer = Une carte, ou prendre (a ou Espace) ? >
# After drawing a playable card: the question only; the line before it (turn-after-draw) names the card
# and the keys, and is the one the game's voice speaks. $pass: "no" when the rules force the play.
prompt-after-draw = { $pass ->
    [yes] Jouer ou passer ? >
   *[no] Jouer ? >
}
# $count: how many players are offered (they can be chosen by place).
prompt-target = { $count ->
    [one] Quel joueur (nom ou 1) ? >
   *[other] Quel joueur (nom ou 1 à { $count }) ? >
}
# Sequences: go on with a card that follows, or stop.
prompt-sequence = Carte suivante, ou Entrée arrête ? >
# Finishing with one number: the next card, or Enter for it.
prompt-finish = Carte suivante (Entrée) ? >
prompt-effect = Effet (aucun, inv, passe, +2, éch) ? >
# Another player forgot UNO ($catch) or you may jump in ($jump): act, or Enter to go on.
prompt-window = { $catch ->
    [yes] { $jump ->
        [yes] Contre (c), carte ou Entrée >
       *[no] Contre (c) ou Entrée >
    }
   *[no] Carte ou Entrée >
}
prompt-next-round = Entrée : manche suivante >
prompt-quit = Quitter la partie ? (o/n) [non] >
# At the end of the match: another one at the same table (same rules, bots, target).
# [oui]: what Enter answers, written as the start-up questions write their defaults.
prompt-again = Rejouer ? (o/n) [oui] >

## Answers and errors (short: what was understood, what is possible)

# Une ligne tapée (ou collée) plus longue que ce que le jeu lit : seul son début est pris.
input-line-cut = Ligne coupée à { $length } caractères.
# Typed text that is no card and no command (what may be typed follows on the next line).
# "f NAME" names nobody whose +4 may be challenged now. $names: those who may be.
error-challenge-whom =
    « { $name } » : aucun +4 de ce joueur.
    Contester : { $names }.
error-unknown = « { $text } » : ni carte ni commande.

# What may be typed now: said after an answer that was not understood, one message per question.
# During your turn (after error-unknown or a refusal).
allowed-play = Carte (r7 ou 7), Espace pioche, aide.
# After drawing a playable card ($pass: "no" when the rules force the play).
allowed-after-draw = { $pass ->
    [yes] Entrée joue { $card }, p passe.
   *[no] Entrée joue { $card }.
}
# A +4 played on you.
allowed-challenge = f conteste, a accepte.
# The same when cards answer it too ($cards: "+4", the strict +4 laid on a +4).
allowed-challenge-cards = f conteste, a accepte, ou { $cards }.
# A draw card or skip to answer: $cards your answers, $count the cards owed (0: a skip, "pass" or a loses the turn).
allowed-answer = { $count ->
    [0] Répondez { $cards }, ou passez (a).
   *[other] Répondez { $cards }, ou a : piocher { $count }.
}
# During a sequence.
allowed-sequence = Une carte qui suit, ou Entrée arrête.
# Between two rounds.
allowed-round-over = Entrée : manche suivante.
# Waiting at the out-of-turn chance: catch a player ($catch) and/or jump in.
allowed-window = { $catch ->
    [yes] c prend { $player }, ou Entrée.
   *[no] Jouez { $cards }, ou Entrée.
}
# Part of a card was understood.
error-unknown-part = « { $text } » pas compris, après { $understood }.
# Only a colour or a value was given and several cards fit: which one, as a question ($understood: "bleu", "7").
error-ambiguous = Quel { $understood } : { $cards } ?
# The card is not in the hand.
error-not-in-hand = Pas de { $card } dans votre main.
# Not a colour.
error-color = Couleur : { $colors }.
# Not a player who can be chosen.
error-target = Joueur : { $players }.
# Not an effect.
error-effect = Effet : { $effects }.
# A command that makes no sense now.
error-not-now = Pas maintenant.
# UNO Rapido : Entrée sur une carte qui ne va pas coûterait $count cartes (règle de confusion) : refusé.
error-confusion-enter =
    { $card } ne va pas ici :
    une erreur coûte { $count } cartes.
    Tapez-la pour la jouer quand même.
# A command or a card that does not answer the question asked (its answers follow on the next line).
error-not-an-answer = Ce n'est pas une réponse ici.
# A turn action while waiting for another player.
error-not-your-turn-window = Pas votre tour : contre, ou Entrée.
# Not yes or no.
error-yes-no = Répondez o ou n.
# A setting value that does not exist.
error-setting = « { $value } » : { $choices }.
# A pace that is not a number of seconds.
error-pace = « { $value } » : de 0 à 10 secondes.

# Why the rules refuse an action ($card, $top, $color, $drawn may be used).
error-game-over = La partie est finie.
error-round-over = Manche finie. Entrée : manche suivante.
error-unknown-player = Joueur inconnu.
error-not-your-turn = Ce n'est pas votre tour.
# A move typed while another player has the turn (a shared table's wait): whose turn it is, then what
# Enter does.  Lines of 40 cells at most.
error-not-your-turn-who =
    Pas votre tour : { $player } joue.
    Entrée : continuer.
error-wrong-phase = Pas maintenant.
error-card-not-in-hand = { $card } n'est pas dans votre main.
error-card-does-not-match = { $card } ne va pas sur { $top }, { $color }.
# The +4? while holding a card of the colour in play ($color): the +4's rule.
error-color-in-hand = { $card } : interdit, vous avez du { $color }.
error-only-drawn-card = Seule { $drawn } peut être jouée, ou passez.
error-color-not-allowed = Cette carte ne choisit pas de couleur.
error-color-required = Choisissez une couleur.
error-invalid-target = Ce joueur ne peut pas être choisi.
error-target-has-uno = Ce joueur n'a qu'une carte.
error-nothing-to-catch = Personne à prendre.
error-uno-not-now = UNO se dit avec l'avant-dernière carte.
# UNO typed again after it was said.
error-uno-already = UNO déjà dit : jouez une carte.
error-not-available = Impossible maintenant.
error-must-answer-draw = Répondez avec une carte ou acceptez.
error-not-identical = Il faut une carte identique.

## Settings

settings-verbosity = Verbosité : { $value ->
    [full] complète.
   *[brief] brève.
}
settings-pace = Rythme des robots : { $seconds } s.
# After "rythme" alone.
help-pace-how = rythme 1,5 le change : de 0 à 10 s.
settings-speech = Voix : { $value ->
    [off] non.
    [on] oui.
    [reader] lecteur d'écran.
   *[auto] automatique.
}
settings-sort = Tri : { $value ->
    [number] par valeur.
   *[color] par couleur.
}
# The "your turn" bell.
settings-bell = Signal « à vous » : { $value ->
    [yes] oui.
   *[no] non.
}
# How to change the settings.
settings-how = Tapez verbosité, rythme 0.5, voix, tri.
# Values typed after a setting command (value, then .accept words).
value-verbosity-brief = brève
    .accept = breve, bref, b, brief
value-verbosity-full = complète
    .accept = complete, complet, c, full
value-sort-color = couleur
    .accept = couleur, c, color, colour
value-sort-number = valeur
    .accept = valeur, v, nombre, number
value-speech-on = oui
    .accept = oui, o, on
value-speech-off = non
    .accept = non, n, off
value-speech-reader = lecteur d'écran
    .accept = lecteur, lecteur d'écran, l, reader

## History and quitting

history-empty = Rien encore.
# Before the last lines, again.
# Before the game's events said again: $round is the round, $total how many events it had.
history-intro = { $count ->
    [one] Manche { $round }, dernier événement :
   *[other] Manche { $round }, { $count } derniers sur { $total } :
}
# The word before a round's number: "historique manche 2".
history-round-word = manche
    .accept = manche, m, round
# "historique manche 9" when there were 2 rounds.
error-history-round = { $count ->
    [one] Une seule manche : historique manche 1.
   *[other] Manches 1 à { $count } : historique manche 2.
}
error-history = « { $value } » : un nombre, ou manche 2.
# Keys typed before a question opened are dropped: they were meant for an earlier moment.
keys-typed-early = Touches tapées trop tôt, ignorées.
# A line begun before the question opened (its first letters were dropped) ended with Enter: it answers no
# question; the question is asked again.
line-begun-early = Ligne commencée trop tôt : à retaper.
# A key (arrow, F1) typed again where keys do not work (plain input): the words were said once this match.
keys-plain-again = Pas de touches ici : tapez « touches ».
# One line of the history, stepped through with PageUp and PageDown.
history-line = { $line } ({ $position }/{ $count })
quit-cancelled = La partie continue.
goodbye = Au revoir.
answer-yes = oui
    .accept = oui, o, yes, y
answer-no = non
    .accept = non, n, no
# After drawing a playable card: words that play it (Enter and the card's name work too).
answer-play-drawn = joue
    .accept = joue, jouer, oui, o
# After drawing a playable card: words that keep it and end the turn.
answer-pass-drawn = passe
    .accept = passe, passer, non, n, p

## Family Quick Joker effects (value, then .accept words)

effect-none = aucun
    .accept = aucun, rien, none
effect-reverse = inversion
    .accept = inversion, inv, reverse
effect-skip = passe
    .accept = passe, skip
effect-draw-two = plus deux
    .accept = +2, plus deux
effect-swap-hands = échange
    .accept = echange, ech, swap

## Command words: the value is shown in help; .accept lists what may be typed.

# Before a card ("joue r7"), or alone: the card under the cursor, or the card just drawn.
command-play = joue
    .accept = joue, jouer

command-draw = pioche
    .accept = pioche, piocher
command-pass = passe
    .accept = passe, passer, p
# The word said with a card laid out of turn ("Cartes identiques": "Il doit en même temps crier
# « INTERCEPTION »"), typed before the card: "interception r5".
word-interception = interception
    .accept = interception, intercepte, int
command-uno = uno
    .accept = uno, u
command-catch = contre
    .accept = contre, contre-uno, c
command-challenge = conteste
    .accept = conteste, contester, f
command-accept = accepte
    .accept = accepte, accepter, a
command-hand = main
    .accept = main, m
command-playable = jouables
    .accept = jouables, jouable, jo
command-top = talon
    .accept = talon, t
command-status = état
    .accept = état, statut, e
command-scores = scores
    .accept = scores, score, s
command-stats = stats
    .accept = stats, statistiques
command-rules = règles
    .accept = règles, règle
command-help = aide
    .accept = aide, h, ?
command-keys = touches
    .accept = touches, clavier
command-repeat = répète
    .accept = répète, répéter, encore
command-history = historique
    .accept = historique, hist
command-settings = options
    .accept = options, réglages, o
command-verbosity = verbosité
    .accept = verbosité
command-pace = rythme
    .accept = rythme, vitesse
command-speech = voix
    .accept = voix, parole
command-sort = tri
    .accept = tri, trier
command-sounds = sons
    .accept = sons, son
command-bell = bip
    .accept = bip, signal
command-silence = silence
    .accept = silence, chut, tais-toi
command-quit = quitter
    .accept = quitter, quitte, q
# UNO Totem Power: give a totem back ("totem", "totem b"), or keep one card with the four ("totem r5").
command-totem = totem
    .accept = totem, to

## Start-up (uno-access started without options)

# Said once before the match (one line, within 40 cells).
welcome = UNO accessible. Tapez aide, ou F1.
# La première ligne en saisie simple (--plain, TERM=dumb, commandes par un tube) : aucune touche ne
# marche, donc pas de F1.
welcome-plain = UNO accessible. Tapez aide.
# The questions; [$default] is what Enter gives. The line that waits for the answer fits 40 cells
# with its default and a short answer (a braille display shows it as it is typed): a longer question
# says its choices on lines before it, and its last line has the first word of its first line
# (one line alone must say what is asked). Each line of the file is a line as printed.
question-language = Français ou anglais ? [{ $default }]
question-bots = Combien de robots, de 1 à 9 ? [{ $default }]
question-level =
    Niveau : facile, normal,
    difficile ou expert.
    Niveau des robots ? [{ $default }]
# $choices: the editions, already cut into lines of 40 cells: keep it on lines of its own.
question-rules =
    Règles au choix :
    { $choices }.
    Règles ? [{ $default }]
question-target = Points pour gagner ? [{ $default }]
# House rules: Enter for none (or those saved in the settings); names, numbers, or ? for the list.
question-house = Règles maison (? : liste) ? [{ $default }]
# No house rule (said as the default, and accepted as an answer).
question-house-none = aucune
    .accept = aucune, aucun, rien, non, none
# The list read by ?: for each house rule, this line (its number and name), then the lines of
# the "règles" command that say what it changes.
question-house-item = { $number }. { $name } :
# The last line of that list: how to choose.
question-house-how = Tapez des noms ou des numéros : 1, 3.
# The house rules chosen, said once.
question-house-chosen = Règles maison : { $names }.
# The customizable cards (official plus rules): one question per card, asked after the rules question.
# $number: the card (1 to 3); [$default]: the effect Enter keeps. Answers: a name, a number, or ? for the list.
# One line within 40 cells with the longest effect name (rules-custom-effect-name-… in rules.ftl).
question-custom = Carte perso { $number } ? [{ $default }]
# The list read by ? at that question: this line first (every effect is a wild)…
question-custom-list = Une carte perso est un joker. Effets :
# … then for each effect its number and short name, then (.more) what it does
# ($explanation: one of rules-custom-effect-… in rules.ftl).
question-custom-item = { $number }. { $name } :
    .more = { $explanation }.
# The effect typed for a card, said once (not when Enter kept it).
question-custom-chosen = Carte perso { $number } : { $effect }.
# An answer that is none of the choices.
question-not-understood = « { $answer } » pas compris.
    Entrée choisit la valeur entre crochets.
    ? explique les choix.
# What ? (or help) says at each start-up question, then the question is asked again.
# Each line fits 40 braille cells; .more lines are said after the first one.
# At the language question.
question-language-help = La langue du jeu et de sa voix :
    .more = français ou anglais.
# At the number of bots.
question-bots-help = Les robots qui jouent avec vous :
    .more = un nombre de 1 à 9.
# At the bots' level: one message per level, said in this order.
question-level-help-easy = facile : joue toute carte qui va,
    .more = oublie UNO, ne conteste jamais.
question-level-help-normal = normal : garde ses jokers,
    .more = dit toujours UNO, conteste à raison.
question-level-help-hard = difficile : retient toutes les cartes,
    .more = anticipe, bluffe, conteste.
question-level-help-expert = expert : joue comme difficile,
    .more = et réfléchit à chaque coup.
# At the rules: each edition's number and name, then its summary lines (rules-summary-… in rules.ftl).
question-rules-item = { $number }. { $name } :
# At the points to win.
question-target-help = Le score qui gagne la partie :
    .more = un nombre de 1 à 100000.
# Language names, and what may be typed for them.
language-fr = français
    .accept = francais, fr, f
language-en = anglais
    .accept = anglais, en, a, english
# Bot levels.
level-easy = facile
    .accept = facile, f, easy
level-normal = normal
    .accept = normal, n
level-hard = difficile
    .accept = difficile, d, hard
level-expert = expert
    .accept = expert, x
# Rule editions, as offered in the question.
preset-official = officielles
preset-official-plus = officielles plus
preset-braille = braille
preset-rapido = rapido
preset-family = famille
preset-olympic = olympique
preset-h2o = h2o
preset-robot = robot
    .accept = robot, uno robot
preset-totem = totem
    .accept = totem, totems, uno totem, totem power
preset-wizz = wizz
    .accept = wizz, uno wizz, roue
preset-extreme = extrême
    .accept = extreme, extrême, attack, uno attack
    .accept = h2o, h2o splash, splash

## A table the rules cannot seat (said before the match, by the flags' check or the house rules question)

# Too many or too few players for the edition.
table-error-players = Ces règles : { $min } à { $max } joueurs avec vous.
# Teams need partners: an even number of players, 4 at least.
table-error-teams = Équipes : 3, 5, 7 ou 9 robots.
table-error-teams-elimination = Pas d'élimination en équipes.
# Rotating partners (a new partner each round) are played by exactly 4: you and 3 bots.
table-error-rotating-partners =
    Un partenaire par manche : 4 joueurs,
    donc 3 robots.
# Not enough cards to deal every hand.
table-error-cards = Trop peu de cartes : { $max } joueurs au plus.
# Deux règles maison qui ne se jouent pas ensemble ($first, $second : leurs noms).
table-error-house-conflict =
    { $first } et { $second } :
    pas les deux, choisissez-en une.
# Any other rule that does not fit the table.
table-error-other = Ces règles ne vont pas avec cette table.

## Command line errors (printed before the game starts)

cli-error-number = { $flag } { $value } : un nombre de { $low } à { $high }.
# A flag given a value it does not take; $choices: the values it takes, on lines of 40 cells of their own.
cli-error-choice = { $flag } { $value } : au choix
    { $choices }.
# --voice with an empty, unprintable or too long name.
cli-error-voice = { $flag } « { $value } » : 1 à 100 caractères.
# --custom with an effect that does not exist, or more than three. $choices lists "code (name)" for each effect.
cli-error-custom =
    { $flag } « { $value } » : 1 à 3 effets,
    séparés par des virgules, parmi :
    { $choices }
# --custom given with rules that have no customizable card ($rules: the edition's name); the game goes on.
cli-custom-ignored = { $flag } sans effet : les règles { $rules } n'ont pas de carte perso.
cli-error-unknown = Option inconnue : { $argument }.
# Une option donnée en dernier, sans valeur après elle ($flag : --bots, --rules...).
cli-error-no-value = { $flag } demande une valeur.
cli-error-usage = Les options : uno-access --help
# Something went wrong inside the game; the details are saved in a file (the path on a line of its own).
# L'écran ne peut plus être écrit (sortie fermée, disque plein, terminal parti) : le jeu s'arrête.
# Chaque coup est sauvé quand il est joué ; --resume reprend la partie.
error-output-lost =
    Écriture à l'écran impossible :
    jeu arrêté.
# Something went wrong inside the game; the details are saved in a file (the path on a line of its own).
error-internal = Erreur interne du jeu, désolé.
    Détails dans :
    { $path }

# The options menu: `?` at its questions (a number picks a setting; at the value, `?` explains the setting).
settings-menu-help =
    Un numéro choisit un réglage ;
    puis ? l'explique, Entrée le garde.
    Entrée seule quitte les réglages.
# The bot pace in the options menu ($seconds: 0 to 10, written as the language writes numbers).
settings-menu-seconds = { $seconds } s
# A decimal setting in the options menu, written as the language writes numbers.
settings-menu-number = { $value }
# The "options" menu starts with the match being played, apart from the saved defaults below it.
settings-match-title = Cette partie :
settings-match-rules = { $house ->
    [none] Règles : { $rules }, sans règle maison.
   *[other] Règles : { $rules } ; { $house }.
}
settings-match-table = { $bots ->
    [one] 1 robot, { $level }.
   *[other] { $bots } robots, { $level }.
}
settings-match-target = Objectif : { $target } points.
settings-match-language = Langue : { $language }.
# The speech setting when the voice asked for cannot speak: "Voix : activée, ne marche pas".
settings-speech-not-working = { $value }, ne marche pas
# Before the question: the cards the player got while the others played on ("New cards: y +2, y 4.").
fate-new-cards = { $count ->
    [one] Nouvelle carte :
   *[other] Nouvelles cartes :
}
# A sequence typed in one line stopped before its end (the sequence ended): how many cards were not laid.
sequence-stopped = { $count ->
    [one] Suite finie : 1 carte non posée.
   *[other] Suite finie : { $count } cartes non posées.
}
# Cursed cards: the card shown at the round's start ("Mauvaises cartes").
event-cursed-card = Carte maudite de la manche : { $card }.
# Partners that change each round (braille book, "A 4 joueurs"): who plays with you in this round.
event-partners-changed = { $count ->
    [0] Cette manche, vous jouez seul.
    [one] Cette manche, votre partenaire : { $players }.
   *[other] Cette manche, vos partenaires : { $players }.
}
# Cursed cards: points paid; $reason: laid (without going out), went-out (the others pay), held (at the end).
event-curse-paid = { $reason ->
    [held] { $you ->
        [yes] Maudite { $card } en main : +{ $points } pour vous.
       *[no] Maudite { $card } en main : +{ $points } pour { $player }.
    }
   *[other] { $you ->
        [yes] Maudite { $card } : +{ $points } pour vous.
       *[no] Maudite { $card } : +{ $points } pour { $player }.
    }
}
# At the house rules question, cursed cards chosen without the 7-0 rule: the book's advice.
question-house-cursed-advice = Cartes maudites : le 7-0 est conseillé.

## UNO Olympique : la donne, le 0 et le 7 au choix, le tour de 2, la carte invisible

# Le donneur a choisi combien de cartes distribuer et dans quel sens ($direction : left = sens horaire,
# right = sens antihoraire), qui devient le sens du jeu.
event-deal-chosen = { $you ->
    [yes] Vous donnez { $count } cartes, { $direction ->
        [left] vers la gauche.
       *[right] vers la droite.
    }
   *[no] { $player } donne { $count } cartes, { $direction ->
        [left] vers la gauche.
       *[right] vers la droite.
    }
}
# Un 0 ou un 7 posé sans tourner ni échanger les jeux (ce n'est pas obligatoire).
event-hands-kept = { $you ->
    [yes] Vous gardez les jeux.
   *[no] { $player } garde les jeux.
}
# Un 0 : toutes les mains tournent dans le sens choisi par son joueur.
event-hands-passed-way = { $direction ->
    [left] Les mains tournent, sens horaire.
   *[right] Les mains tournent, sens antihoraire.
}
# Un 2 : chaque autre joueur, tour de table, pose un 2 ou pioche 1 (la ligne d'avant dit qui l'a posé).
event-twos-round = Tour de 2 : un 2 ou piochez 1.
# La carte invisible : le malus ($count cartes ; 0 : un tour perdu) passe au joueur suivant.
event-malus-passed = { $target_you ->
    [yes] { $count ->
        [0] Le malus passe : à vous, tour perdu.
       *[other] Le malus passe : à vous, { $count } cartes.
    }
   *[no] { $count ->
        [0] Le malus passe : { $target }, tour perdu.
       *[other] Le malus passe : { $target }, { $count } cartes.
    }
}
# Votre question de donneur : combien de cartes par joueur, de $low à $high.
turn-deal = Vous donnez : de { $low } à { $high } cartes.
# Le sens : de la donne (qui fixe le sens du jeu) ou, $keep, d'un 0 qu'on peut ne pas tourner.
turn-choose-direction = { $keep ->
    [yes] 0 : g horaire, d inverse, Entrée garde.
   *[no] Sens du jeu : g horaire ou d inverse.
}
# Un malus que seule la carte invisible éviterait, et vous ne l'avez pas ($count : 0 pour un tour perdu).
turn-answer-none-invisible = { $count ->
    [0] Sans invisible : Espace, tour perdu.
   *[other] Sans invisible : Espace pioche { $count }.
}
# Un 7 qu'on peut ne pas échanger : après la liste des joueurs.
turn-keep-hand = Entrée : garder votre jeu.
prompt-deal = Combien ({ $low } à { $high }, Entrée { $low }) ? >
prompt-direction = { $keep ->
    [yes] Sens (g, d, Entrée garde) ? >
   *[no] Sens (g ou d) ? >
}
# $count : combien de joueurs sont proposés ; Entrée garde votre jeu.
prompt-target-keep = { $count ->
    [one] Quel joueur (1), Entrée garde ? >
   *[other] Quel joueur (1 à { $count }), Entrée garde ? >
}
# Pas un nombre de cartes possible.
error-deal = Tapez un nombre de { $low } à { $high }.
# Pas un sens.
error-direction = { $keep ->
    [yes] Tapez g, d, ou Entrée pour garder.
   *[no] Tapez g (horaire) ou d (inverse).
}
# Les mots d'un sens : vers la gauche (horaire) ou vers la droite (inverse).
direction-left = gauche
    .accept = gauche, g, horaire, h
direction-right = droite
    .accept = droite, d, inverse, i, antihoraire

## UNO Extreme: the card launcher and the Poser Tout

# The launcher gave nothing ($presses: how many presses).
event-launcher-nothing = { $you ->
    [yes] Vous appuyez{ $presses ->
        [1] {""}
       *[other] {" "}{ $presses } fois
    } : rien.
   *[no] { $player } appuie{ $presses ->
        [1] {""}
       *[other] {" "}{ $presses } fois
    } : rien.
}
# The launcher gave $count cards (to you: said before the cards when they do not fit one line).
event-launcher-drew = { $you ->
    [yes] Vous appuyez
   *[no] { $player } appuie
}{ $presses ->
    [1] {""}
   *[other] {" "}{ $presses } fois
} : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}.
# The launcher gave you $cards.
event-launcher-drew-cards = Vous appuyez{ $presses ->
    [1] {""}
   *[other] {" "}{ $presses } fois
} : { $cards }.
# Poser Tout: the other cards of its colour, laid at once ($left: cards left in the hand).
event-cards-discarded = { $you ->
    [yes] Vous posez aussi { $cards }, { $left ->
        [one] { $left } carte.
       *[other] { $left } cartes.
    }
   *[no] { $player } pose aussi { $cards }, { $left ->
        [one] { $left } carte.
       *[other] { $left } cartes.
    }
}

## UNO Robot

# The robot speaks: $rule is the house rule now in force (its name as in the settings), or "" for the table's own.
# Within 40 cells with the longest rule ("inversion normale à deux"): "Robot : désormais, …" was 44.
event-robot-spoke = { $rule ->
    [none] Robot : retour aux règles de la table.
   *[other] Robot impose { $rule }.
}

## UNO Wizz: the wheel

# A Wizz card was laid: $player spun the wheel; $outcome is the sector it stopped on (wizz.py's Wheel).
event-wheel-spun = Roue pour { $you ->
    [yes] vous
   *[no] { $player }
} : { $outcome ->
    [almost-uno] presque Uno !
    [one-number-less] un chiffre en moins.
    [one-color-less] une couleur en moins.
    [red-card] carte rouge.
    [blue-card] carte bleue.
    [pass-hands] mains à gauche.
    [show-hand] main visible.
    [uno-wizz] Uno wizz !
   *[war] la guerre !
}
# "Main visible": the cards follow, listed ($count: how many).
event-wheel-hand-shown = { $you ->
    [yes] Vous montrez :
   *[no] { $player } montre :
}
# "La guerre": one player's highest number card, in the list of event-war-shown.
war-card = { $you ->
    [yes] vous { $card }
   *[no] { $player } { $card }
}
# "La guerre": the cards shown follow ($count: how many players showed one).
event-war-shown = { $count ->
    [0] Guerre : personne n'a de chiffre.
   *[other] Guerre :
}
# Who won the war ($tie: nobody, two or more showed the same highest number).
event-war-won = { $tie ->
    [yes] Égalité : personne ne pose.
   *[no] { $you ->
        [yes] Vous gagnez la guerre.
       *[no] { $player } gagne la guerre.
    }
}
# "Uno wizz": who shouted first ($nobody: nobody in time).
event-shouted = { $nobody ->
    [yes] Personne n'a crié.
   *[no] { $you ->
        [yes] Vous criez le premier !
       *[no] { $player } crie le premier !
    }
}
# The wheel asks you ($wheel: as event-wheel-spun's outcome; $kept: cards kept so far; $cards, $colors,
# $numbers: the answers).
turn-wheel = { $wheel ->
    [almost-uno] { $kept ->
        [0] Presque Uno : une carte à garder ?
       *[other] 1 gardée : la deuxième ?
    }
    [one-number-less] Chiffre à jeter : { $numbers } ?
    [one-color-less] Couleur à jeter : { $colors } ?
    [war] Posez { $cards }, ou gardez-la ?
   *[uno-wizz] Posez une carte : laquelle ?
}
# The wheel's question ($wheel as turn-wheel; $colors: the colour letters).
prompt-wheel = { $wheel ->
    [almost-uno] Carte à garder ? >
    [one-number-less] Chiffre, ou carte ? >
    [one-color-less] Couleur ({ $colors }) ? >
    [war] Entrée garde, ou carte ? >
   *[uno-wizz] Carte à poser ? >
}
# The race is open: the key to shout.
race-line = Criez : Espace, ou Entrée laisse.
prompt-race = Espace crie >
# Something else than the shout while the race is open.
error-shout-now = Course au cri : Espace, ou Entrée.
# Refused: not an answer to what the wheel asks.
error-wheel-choice = Pas une réponse à la roue.
# The wheel asked for cards the player does not have (two cards or fewer, no number, no colour).
event-wheel-nothing = { $you ->
    [yes] Vous n'avez rien à jeter.
   *[no] { $player } n'a rien à jeter.
}
# UNO Wizz's wheel: the cards a player lets go follow, listed ($left: cards left in the hand).
event-wheel-let-go = { $you ->
    [yes] Vous jetez (reste { $left }) :
   *[no] { $player } jette (reste { $left }) :
}

## UNO Totem Power

# One totem and who holds it, in status-totems' list ($color: the colour's letter).
totem-held = { $you ->
    [yes] vous { $color }
   *[no] { $player } { $color }
}
# The status line's start; the totem-held items and totems-middle follow, listed.
status-totems = Totems :
# The totems still in the middle ($middle: their colour letters), in status-totems' list.
totems-middle = milieu { $middle }
# An action card was laid on you and you hold a totem ($colors, $count: those you hold; any one cancels it).
turn-totem-counter = Un totem : tapez totem pour l'annuler.
# You hold the four totems: the immediate UNO, at your turn.
turn-totem-uno = 4 totems : totem + la carte à garder.
# $player laid an action card and took the $color totem (from the middle, from you, or from $previous).
event-totem-taken = { $you ->
    [yes] Vous prenez
   *[no] { $player } prend
} le totem { $color }{ $middle ->
    [yes] .
   *[no] { $from_you ->
        [yes] {" "}à vous.
       *[no] {" "}à { $previous }.
    }
}
# $player gave a totem back: the action card laid on them is cancelled.
event-totem-spent = { $you ->
    [yes] Vous contrez : totem { $color } rendu.
   *[no] { $player } contre : totem { $color } rendu.
}
# $player used the four totems: an immediate UNO (the cards let go follow).
event-totem-uno = { $you ->
    [yes] Quatre totems : votre Uno !
   *[no] Quatre totems : Uno pour { $player } !
}
# The totem command when it cannot be used (no action card laid on you, no totem, or not the four).
error-no-totem = Totem : rien à contrer maintenant.
# A shared table: say a line to everyone ("say hello").
command-say = dis
    .accept = dis, dire
# A shared table: hear the chat or not.
command-chat = tchat
    .accept = tchat, chat, discussion

# --- polish2: the round's points, a line a player (after event-round-won, before the totals) ---
# Key fact first: what the player scored this round, then from which hand.  $source: "hands" (the round's
# winner collects the others' hands), "own" (their own hand counts, lowest wins), "team" (their team's hands),
# "given" (their $hand points went to $winner), "round" (a round won counts 1), "none" (nothing scored).
event-round-points = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $source ->
    [hands] +{ $scored }, les mains des autres.
    [own] +{ $scored }, { $you ->
        [yes] votre main.
       *[no] sa main.
    }
    [team] +{ $scored }, les mains de l'équipe.
    [given] { $hand } en main, { $winner_you ->
        [yes] pour vous.
       *[no] pour { $winner }.
    }
    [round] +1 manche.
   *[none] 0.
}
