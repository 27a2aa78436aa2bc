# Rules explained by the "règles" command and before a match.
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
rules-preset-official = Règles officielles de UNO.
# Official rules with the optional cards.
rules-preset-official-plus = Règles officielles avec les cartes optionnelles.
# The braille UNO deck's rule book.
rules-preset-braille = Règles du UNO braille.
# UNO Rapido.
rules-preset-rapido = Règles de UNO Rapido.
# UNO Family Quick.
rules-preset-family = Règles de UNO Family Quick, jeu de 68 cartes.
# One short line said at start-up, after the edition is chosen: what makes it different.
rules-summary-official = Le UNO de la boîte : 108 cartes, +4 contestable, 500 points.
rules-summary-official-plus = Officielles, avec les cartes Mélanger les mains, Échange de main et 3 cartes perso.
rules-summary-braille = Jeu braille : 2 à 6 joueurs, +4 seulement sans autre carte jouable, bluff repris.
rules-summary-rapido = Rapido : piocher finit le tour, cartes identiques hors tour, cartes UNO, petit score gagne.
rules-summary-family = Family Quick : 68 cartes, jokers famille, +4 sur tout, carte Quickos.
# Rules changed by hand, not a known edition.
rules-preset-custom = Règles personnalisées : { $name }.
# Said after the short list of rules.
rules-more = Tapez « règles tout » pour toutes les options.

## Options

# How many players the rules allow.
rules-option-players = De { $min } à { $max } joueurs.
# Which deck.
rules-option-deck = { $value ->
    [family] Jeu Family de 68 cartes : jokers famille (effet au choix : rien, inversion, passe, +2, échange) et carte Quickos (renvoie un +4).
   *[classic] Jeu classique de 108 cartes.
}
# Optional card "Mélanger les mains".
rules-option-shuffle-hands-card = { $value ->
    [yes] Carte Mélanger les mains : toutes les mains sont ramassées, mélangées et redistribuées.
   *[no] Sans la carte Mélanger les mains.
}
# Optional card "Échange de main".
rules-option-swap-hands-card = { $value ->
    [yes] Carte Échange de main : on échange sa main avec le joueur de son choix.
   *[no] Sans la carte Échange de main.
}
# How many blank cards to customise.
rules-option-custom-cards = { $value ->
    [0] Sans carte personnalisée.
    [one] Une carte personnalisée.
   *[other] { $value } cartes personnalisées.
}
# One customised card and its effect ($card: "carte perso 1", $effect: one of rules-custom-effect-…).
rules-option-custom-effect = { $card } : { $effect }.
rules-custom-effect-draw-until-color = un joker ; le suivant pioche jusqu'à la couleur que vous nommez
rules-custom-effect-give-two = un joker ; le joueur de votre choix pioche 2 cartes
rules-custom-effect-give-four = un joker ; le joueur de votre choix pioche 4 cartes
rules-custom-effect-choose-next = un joker ; vous choisissez qui joue ensuite
rules-custom-effect-open-hands = un joker ; tout le monde joue à découvert jusqu'à la prochaine carte noire
rules-custom-effect-next-draws-four = un joker ; le suivant pioche 4 cartes puis joue
# A customizable card's effect in a few words: the default of the start-up question "Carte perso 1 : effet…",
# the list read by ?, and what --custom accepts. .accept: other words a player may type for it (comma-separated).
# This one: the next player draws until the colour named.
rules-custom-effect-name-draw-until-color = piocher jusqu'à une couleur
    .accept = pioche jusqu'à une couleur, jusqu'à une couleur, jusqu'à la couleur
# Short name of the effect: the player you choose draws 2 cards.
rules-custom-effect-name-give-two = donner 2 cartes
    .accept = donner 2, donne 2, donner deux cartes
# Short name of the effect: the player you choose draws 4 cards.
rules-custom-effect-name-give-four = donner 4 cartes
    .accept = donner 4, donne 4, donner quatre cartes
# Short name of the effect: you choose who plays next.
rules-custom-effect-name-choose-next = choisir le suivant
    .accept = choisir qui joue, qui joue ensuite
# Short name of the effect: everyone plays with open hands until the next black card.
rules-custom-effect-name-open-hands = jeu à découvert
    .accept = à découvert, découvert, mains ouvertes
# Short name of the effect: the next player draws 4 cards, then plays.
rules-custom-effect-name-next-draws-four = le suivant pioche 4
    .accept = suivant pioche 4, le suivant pioche 4 cartes
# Cards dealt to each player.
rules-option-hand-size = { $value } cartes distribuées à chacun.
# Points (or rounds) to win the match.
rules-option-target-score = La partie se joue en { $value } points.
# The target when rounds won are counted.
rules-option-target-rounds = La partie se joue en { $value ->
    [one] { $value } manche gagnée.
   *[other] { $value } manches gagnées.
}
# How the points are counted.
rules-option-scoring = { $value ->
    [lowest-wins] Chacun compte les points de sa main ; quand quelqu'un atteint le total, le plus petit score gagne.
    [rounds-won] On compte les manches gagnées.
   *[winner-collects] Le gagnant de la manche marque les points des cartes restées dans les autres mains.
}
# The two-player rule for reverse.
rules-option-two-player-reverse-skips = { $value ->
    [yes] À deux joueurs, l'inversion fait rejouer.
   *[no] À deux joueurs, l'inversion ne fait pas rejouer.
}
# Whether a +4 may be challenged.
rules-option-allow-challenge = { $value ->
    [yes] Un +4 peut être contesté.
   *[no] Un +4 ne peut pas être contesté.
}
# What a caught bluffer does.
rules-option-bluff-rule = { $value ->
    [take-back] Bluff démasqué : le joueur reprend son +4 et pioche 4 cartes.
   *[draw-four] Bluff démasqué : le joueur pioche 4 cartes, le +4 reste.
}
# When a +4 may be played honestly.
rules-option-draw-four-restriction = { $value ->
    [no-playable-card] Le +4 se joue seulement sans autre carte jouable.
   *[no-matching-color] Le +4 se joue seulement sans carte de la couleur demandée.
}
# Who names the colour when the first card is a Joker.
rules-option-first-wild-chooser = { $value ->
    [dealer] Joker en première carte : le donneur choisit la couleur.
   *[first-player] Joker en première carte : le premier joueur choisit la couleur.
}
# Cards drawn for forgetting UNO.
rules-option-uno-penalty = { $value ->
    [0] Pas de pénalité pour un UNO oublié.
    [one] UNO oublié et repéré : 1 carte de pénalité.
   *[other] UNO oublié et repéré : { $value } cartes de pénalité.
}
# Stacking draw cards.
rules-option-stacking = { $value ->
    [plus-cards] Cumul : on peut répondre à un +2 par un +2 ou un +4, et à un +4 par un +4.
    [same-card] Défense : on peut répondre à une carte +2 ou +4 par la même carte.
   *[off] Pas de cumul des +2 et +4.
}
# The 7-0 rule.
rules-option-seven-zero = { $value ->
    [yes] Règle 7-0 : un 0 fait passer toutes les mains, un 7 échange sa main avec un joueur choisi.
   *[no] Pas de règle 7-0.
}
# Jumping in out of turn.
rules-option-jump-in = { $value ->
    [identical] Interception : une carte identique peut être jouée hors de son tour.
    [same-number] Interception : le même chiffre, de toute couleur, peut être joué hors de son tour.
   *[off] Pas d'interception.
}
# Drawing until a card can be played.
rules-option-draw-limit = { $value ->
    [one] On pioche une seule carte.
   *[other] On pioche jusqu'à une carte jouable, { $value } au plus.
}
# A playable drawn card must be played.
rules-option-forced-play = { $value ->
    [yes] Une carte piochée jouable doit être jouée.
   *[no] Une carte piochée jouable peut être gardée.
}
# UNO Rapido: drawing ends the turn.
rules-option-draw-ends-turn = { $value ->
    [yes] Piocher termine le tour.
   *[no] Après avoir pioché, on peut jouer la carte piochée.
}
# UNO Rapido: a skip may be answered with a skip.
rules-option-skip-defence = { $value ->
    [yes] Un passe peut être renvoyé par un passe.
   *[no] Un passe ne se renvoie pas.
}
# UNO Rapido: a wrong play costs cards.
rules-option-confusion-penalty = { $value ->
    [0] Une carte qui ne va pas est refusée, sans pénalité.
    [one] Une carte qui ne va pas coûte 1 carte.
   *[other] Une carte qui ne va pas coûte { $value } cartes.
}
# UNO Rapido: UNO cards in the deck.
rules-option-uno-cards = { $value ->
    [0] Sans carte UNO.
    [one] Une carte UNO : elle fait piocher 8 cartes au suivant, qui joue ensuite.
   *[other] { $value } cartes UNO : elles font piocher 8 cartes au suivant, qui joue ensuite.
}
# UNO Family: the +4.
rules-option-family-draw-four = { $value ->
    [yes] Le +4 se joue sur tout, sans contestation.
   *[no] Le +4 suit la règle habituelle.
}
# Playing in teams.
rules-option-teams = { $value ->
    [yes] Jeu en équipes : les partenaires sont assis en alternance ; la manche gagnée par l'un compte pour l'équipe.
   *[no] Chacun pour soi.
}
# UNO Challenge: elimination.
rules-option-elimination = { $value ->
    [yes] Élimination : qui atteint le total sort ; le dernier gagne.
   *[no] Pas d'élimination.
}
# An option the game added without its sentence yet (name and value as they are).
rules-option-generic = { $name } : { $value }.
