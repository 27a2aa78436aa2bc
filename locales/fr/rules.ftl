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
#
# Line length: every line said fits a 40-cell braille display (40 characters; a test checks it).
# The message's value is the first line, key word first ("Bluff démasqué :"); a longer
# sentence goes on in the .more attribute, one line per line of the file, cut where the
# sentence breaks naturally (one idea a line: they are read one after the other, and
# spoken in that order). A variant with nothing more gives { "" }.
# The start-up list of house rules joins the lines into one.

## Editions (presets)

# The official rules (official-rules-fr.txt).
rules-preset-official = Règles officielles de UNO.
# Official rules with the optional cards.
rules-preset-official-plus = Règles officielles et cartes en option.
# The braille UNO deck's rule book.
rules-preset-braille = Règles du UNO braille.
# UNO Rapido.
rules-preset-rapido = Règles de UNO Rapido.
rules-preset-olympic = Règles de UNO Olympique.
# UNO Family Quick (the deck line that follows says its 68 cards).
rules-preset-family = Règles de UNO Family Quick.
# UNO H2O Splash (the classic deck and its Downpour cards).
rules-preset-h2o = Règles de UNO H2O Splash.
# UNO Extreme / UNO Attack (the card launcher).
rules-preset-extreme = Règles de UNO Extreme.
# UNO Robot (a robot changes the rules now and then).
rules-preset-robot = Règles de UNO Robot.
# UNO Totem Power (the classic deck and four totems).
rules-preset-totem = Règles de UNO Totem Power.
# UNO Wizz (the classic deck, its Wizz cards and the wheel).
rules-preset-wizz = Règles de UNO Wizz.
# Said at start-up, after the edition is chosen: what makes it different, in a few short lines
# (the value, then .more; each line within 40 cells).
rules-summary-official = Le UNO de la boîte : 108 cartes,
    .more = +4 contestable, 500 points.
rules-summary-h2o = H2O Splash : 108 cartes + 4 averses :
    .more =
        +1 ou +2 à tous les autres,
        vous nommez la couleur, sans passer.
rules-summary-extreme = UNO Extreme : un lanceur, 0 à 7 cartes
    .more =
        par pression, une à chaque pioche ;
        poser tout, 2x, coup extrême
        au lieu des +2 et +4.
rules-summary-totem = UNO Totem Power : 108 cartes et
    .more =
        quatre totems à prendre, pour contrer
        une carte action ; les 4 font Uno.
rules-summary-wizz = UNO Wizz : 108 cartes + 8 Wizz ;
    .more =
        après un Wizz, le joueur suivant fait
        tourner la roue au lieu de jouer.
rules-summary-robot = UNO Robot : règles officielles, et
    .more =
        de temps en temps un robot impose
        une règle maison jusqu'à la suivante.
rules-summary-official-plus = Officielles, avec les cartes
    .more =
        Mélanger les mains, Échange de main
        et 3 cartes perso.
rules-summary-braille = Jeu braille : 2 à 6 joueurs,
    .more =
        +4 seulement sans autre carte jouable,
        bluff repris.
rules-summary-rapido = UNO Rapido, le UNO rapide :
    .more =
        piocher finit le tour,
        cartes identiques hors tour,
        mauvaise carte : 2 cartes de pénalité,
        cartes UNO, petit score gagne.
rules-summary-olympic = UNO Olympique, table rapide, 15 s :
    .more =
        pénalité 1 carte sans perte ; cumul ;
        donne 7-15 ; interception ; tour de 2 ;
        0, 7 au choix ; invisible ; rond : -99.
        Règles sociales (mot banni) : à vous.
rules-summary-family = Family Quick : 68 cartes,
    .more =
        jokers famille, +4 sur tout,
        carte Quickos.
# Rules changed by hand, not a known edition.
rules-preset-custom = Règles personnalisées : { $name }.
# Said after the short list of rules: the words that list them all.
rules-more = « règles tout » : toutes les options.

## Options

# How many players the rules allow.
rules-option-players = De { $min } à { $max } joueurs.
# After rules-option-deck, when the edition adds cards to the deck ($count: the cards in all).
rules-option-deck-total = Avec ses cartes : { $count } en tout.
# Which deck.
rules-option-deck = { $value ->
    [family] Jeu Family de 68 cartes.
   *[classic] Jeu classique de 108 cartes.
}
    .more = { $value ->
        [family] Jokers famille : l'effet au choix,
            rien, inversion, passe, +2 ou échange.
            Carte Quickos : elle renvoie un +4.
       *[classic] { "" }
    }
# Optional card "Mélanger les mains".
rules-option-shuffle-hands-card = { $value ->
    [yes] Carte Mélanger les mains :
   *[no] Sans la carte Mélanger les mains.
}
    .more = { $value ->
        [yes] toutes les mains sont ramassées,
            mélangées et redistribuées.
       *[no] { "" }
    }
# Optional card "Échange de main".
rules-option-swap-hands-card = { $value ->
    [yes] Carte Échange de main :
   *[no] Sans la carte Échange de main.
}
    .more = { $value ->
        [yes] on échange sa main avec qui on veut.
       *[no] { "" }
    }
# How many blank cards to customise.
rules-option-custom-cards = { $value ->
    [0] Sans carte personnalisée.
    [one] Une carte personnalisée.
   *[other] { $value } cartes personnalisées.
}
# One customised card, then (.more) its effect ($card: "carte perso 1", $effect: one of rules-custom-effect-…).
rules-option-custom-effect = { $card } : un joker ;
    .more = { $effect }.
# What a customizable card does, after "un joker ;" (here and in the list read by ? at start-up):
# at most 39 characters, so that the line with its full stop fits 40.
rules-custom-effect-draw-until-color = le suivant pioche jusqu'à votre couleur
rules-custom-effect-give-two = un joueur choisi pioche 2 cartes
rules-custom-effect-give-four = un joueur choisi pioche 4 cartes
rules-custom-effect-choose-next = vous choisissez qui joue ensuite
rules-custom-effect-open-hands = mains visibles jusqu'à une carte noire
rules-custom-effect-next-draws-four = le suivant pioche 4 cartes puis joue
# A customizable card's effect in a few words (22 characters at most, so that the start-up
# question "Carte perso 1 ? [nom]" fits 40 cells): that question's default, the list read by ?, and what
# --custom accepts. .accept: other words a player may type for it (comma-separated).
# This one: the next player draws until the colour named.
rules-custom-effect-name-draw-until-color = jusqu'à une couleur
    .accept = piocher jusqu'à une couleur, pioche jusqu'à une couleur, jusqu'à la couleur
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
rules-option-target-rounds = { $value ->
    [one] Il faut gagner { $value } manche.
   *[other] Il faut gagner { $value } manches.
}
# How the points are counted.
rules-option-scoring = { $value ->
    [lowest-wins] Chacun compte les points de sa main ;
    [rounds-won] On compte les manches gagnées.
   *[winner-collects] Le gagnant de la manche marque
}
    .more = { $value ->
        [lowest-wins] quand quelqu'un atteint le total,
            le plus petit score gagne.
        [rounds-won] { "" }
       *[winner-collects] les points des cartes restées
            dans les autres mains.
    }
# Scoring when elimination is on (UNO Challenge): the elimination line that follows says the rest.
rules-option-scoring-elimination = Chacun compte les points de sa main.
# The two-player rule for reverse.
rules-option-two-player-reverse-skips = À deux joueurs,
    .more = { $value ->
        [yes] l'inversion fait rejouer.
       *[no] l'inversion ne fait pas rejouer.
    }
# Whether a +4 may be challenged.
rules-option-allow-challenge = { $value ->
    [yes] Un +4 peut être contesté.
   *[no] Un +4 ne peut pas être contesté.
}
# What a caught bluffer does.
rules-option-bluff-rule = Bluff démasqué :
    .more = { $value ->
        [take-back] le joueur reprend son +4.
       *[draw-four] le +4 reste.
    }
# Cards a caught +4 bluffer draws (4 in the official rules, 6 with the strict +4).
rules-option-bluff-penalty = Bluff démasqué : { $value } cartes.
# When a +4 may be played honestly.
rules-option-draw-four-restriction = Le +4 se joue seulement
    .more = { $value ->
        [no-playable-card] sans autre carte jouable.
       *[no-matching-color] sans carte de la couleur demandée.
    }
# Who names the colour when the first card is a Joker.
rules-option-first-wild-chooser = Joker en première carte :
    .more = { $value ->
        [dealer] le donneur choisit la couleur.
       *[first-player] le premier joueur choisit la couleur.
    }
# Who plays first when the first card turned is a reverse.
rules-option-first-reverse = Inversion en première carte :
    .more = { $value ->
        [right-of-dealer] celui à droite du donneur commence.
       *[dealer] le donneur commence, vers la droite.
    }
# Who plays first when the first card turned is a skip.
rules-option-first-skip = Passe en première carte :
    .more = { $value ->
        [second-right-of-dealer] le 2e joueur à droite
            du donneur commence.
       *[skips-first-player] celui à gauche du donneur passe.
    }
# Cards drawn for forgetting UNO.
rules-option-uno-penalty = { $value ->
    [0] Pas de pénalité pour un UNO oublié.
   *[other] UNO oublié et repéré :
}
    .more = { $value ->
        [0] { "" }
        [one] 1 carte de pénalité.
       *[other] { $value } cartes de pénalité.
    }
# Stacking draw cards.
rules-option-stacking = { $value ->
    [plus-cards] Cumul des +2 et +4 :
    [same-card] Défense contre les +2 et +4 :
   *[off] Pas de cumul des +2 et +4.
}
    .more = { $value ->
        [plus-cards] à un +2, on répond par un +2 ou un +4 ;
            à un +4, par un +4.
        [same-card] on répond par la même carte.
       *[off] { "" }
    }
# The 7-0 rule.
rules-option-seven-zero = { $value ->
    [yes] Règle 7-0 :
   *[no] Pas de règle 7-0.
}
    .more = { $value ->
        [yes] un 0 fait passer toutes les mains ;
            un 7 échange sa main avec qui on veut.
       *[no] { "" }
    }
# Jumping in out of turn.
rules-option-jump-in = { $value ->
    [identical] Interception : une carte identique
    [same-number] Interception : le même chiffre,
   *[off] Pas d'interception.
}
    .more = { $value ->
        [identical] peut être jouée hors de son tour.
        [same-number] de toute couleur, peut être joué
            hors de son tour.
       *[off] { "" }
    }
# Drawing until a card can be played.
rules-option-draw-limit = { $value ->
    [one] On pioche une seule carte.
   *[other] On pioche jusqu'à une carte jouable,
}
    .more = { $value ->
        [one] { "" }
       *[other] { $value } au plus.
    }
# Sequences ("Suites"): after a numbered card, more in the same turn.
rules-option-sequences = { $value ->
    [yes] Suites : après une carte numérotée,
   *[no] Pas de suites.
}
    .more = { $value ->
        [yes] le même nombre, ou le suivant, plus
            ou moins, de sa couleur, peut suivre.
       *[no] { "" }
    }
# Finishing with one number ("Fin d'une manche").
rules-option-number-finish = { $value ->
    [yes] Main d'un seul nombre, 2 à 4 couleurs,
   *[no] Pas de fin d'un seul nombre.
}
    .more = { $value ->
        [yes] se pose d'un coup, sans UNO, et gagne.
       *[no] { "" }
    }
# Cursed cards ("Mauvaises cartes").
rules-option-cursed-cards = { $value ->
    [yes] Cartes maudites, une par manche ;
   *[no] Pas de mauvaises cartes.
}
    .more = { $value ->
        [yes]
            en poser une, ou en garder une à la fin,
            coûte 25, 50 ou 75 ; finir sur une
            le fait payer à tous les autres.
       *[no] { "" }
    }
# Suite Royale: a whole run 1 to 9 laid in one go.
rules-option-royal-sequence = { $value ->
    [yes] Suite Royale : 1 à 9, toutes couleurs,
   *[no] Pas de Suite Royale.
}
    .more = { $value ->
        [yes] posée d'un coup depuis 1 ou 9, sans UNO.
       *[no] { "" }
    }
# A playable drawn card must be played.
rules-option-forced-play = Une carte piochée jouable
    .more = { $value ->
        [yes] doit être jouée.
       *[no] peut être gardée.
    }
# UNO Rapido: drawing ends the turn.
rules-option-draw-ends-turn = { $value ->
    [yes] Piocher termine le tour.
   *[no] On peut jouer la carte qu'on pioche.
}
# UNO Rapido: a skip may be answered with a skip.
rules-option-skip-defence = { $value ->
    [yes] Un passe peut être renvoyé par un passe.
   *[no] Un passe ne se renvoie pas.
}
# UNO Rapido: a wrong play costs cards.
rules-option-confusion-penalty = Une carte qui ne va pas
    .more = { $value ->
        [0] est refusée, sans pénalité.
        [one] coûte 1 carte.
       *[other] coûte { $value } cartes.
    }
# UNO Rapido: UNO cards in the deck.
rules-option-uno-cards = { $value ->
    [0] Sans carte UNO.
    [one] Une carte UNO : elle fait piocher
   *[other] { $value } cartes UNO : elles font piocher
}
    .more = { $value ->
        [0] { "" }
       *[other] 8 cartes au suivant, qui joue ensuite.
    }
# UNO Family: the +4.
rules-option-family-draw-four = { $value ->
    [yes] Le +4 se joue sur tout,
   *[no] Le +4 suit la règle habituelle.
}
    .more = { $value ->
        [yes] sans contestation.
       *[no] { "" }
    }
# Playing in teams.
rules-option-teams = { $value ->
    [yes] Jeu en équipes :
   *[no] Chacun pour soi.
}
    .more = { $value ->
        [yes] partenaires assis en alternance ;
            une manche gagnée compte pour l'équipe.
       *[no] { "" }
    }
# UNO Challenge: elimination.
rules-option-elimination = { $value ->
    [yes] Élimination : qui atteint le total
   *[no] Pas d'élimination.
}
    .more = { $value ->
        [yes] sort ; le dernier gagne.
       *[no] { "" }
    }
# Partners that change each round (braille-uno-rules-fr.txt, "A 4 joueurs": "3 manches, chaque joueur ayant un
# partenaire différent pour chacune des 3 manches"; "chacun totalise ses points individuellement").
rules-option-rotating-partners = { $value ->
    [yes] Trois manches, un partenaire nouveau
   *[no] Les mêmes partenaires toute la partie.
}
    .more = { $value ->
        [yes]
            à chacune : en face, puis à gauche,
            puis à droite ; chacun garde son total,
            le meilleur gagne.
       *[no] { "" }
    }
# An option the game added without its sentence yet (name and value as they are).
rules-option-generic = { $name } : { $value }.
# La carte Quickos du jeu Family : qui peut retourner un +4 (« le joueur en possession de la carte Quickos »).
rules-option-quickos-anyone = { $value ->
    [yes] Quickos : qui la tient retourne un +4
   *[no] Quickos : la victime d'un +4 le retourne
}
    .more = { $value ->
        [yes] contre son poseur, même hors tour.
       *[no] contre son poseur.
    }
# Le « +4 » strict : un +4 sur un +4, contester l'un ou l'autre, bloquer.
rules-option-strict-draw-four = { $value ->
    [yes] +4 strict : un +4 sur un +4 sans la
   *[no] Pas de +4 strict.
}
    .more = { $value ->
        [yes]
            couleur demandée ; le suivant conteste
            l'un ou les deux, 2 cartes de plus
            par erreur ; un 0 ou un passe bloque.
       *[no] { "" }
    }
# Règle maison « Carte Uno » : $value cartes UNO qui font tourner toutes les mains d'une place.
rules-option-turn-cards = { $value ->
    [0] Pas de carte UNO tournante.
   *[other] Cartes UNO tournantes : { $value }, à tout
}
    .more = { $value ->
        [0] { "" }
       *[other]
            moment, même hors tour : chaque main
            recule d'une place ; 100 points.
    }
# Le temps limité : $value secondes pour choisir une carte, 0 pour aucune limite ; .more dit que
# l'horloge s'arrête pendant que le joueur lit ce qu'il a demandé (aide, règles, main, état, historique).
rules-option-time-limit = { $value ->
    [0] Pas de temps limité.
   *[other] { $value } secondes pour choisir,
}
    .more = { $value ->
        [0] { "" }
       *[other]
            comptées une fois le tour annoncé ;
            aide, règles, main, état et
            historique l'arrêtent le temps de lire.
    }
# Cartes piochées par un joueur trop lent (temps limité).
rules-option-time-penalty = { $value ->
    [one] Trop lent : 1 carte.
   *[other] Trop lent : { $value } cartes.
}
# « Cartes identiques » : « interception » se dit avec une carte posée hors tour.
rules-option-interception-call = { $value ->
    [yes] Interception : dites le mot
   *[no] L'interception se passe de mot.
}
    .more = { $value ->
        [yes] avec la carte, ou piochez 2
            (interception r5).
       *[no] { "" }
    }
# UNO Olympique: a penalty never costs a turn.
rules-option-penalty-keeps-turn = { $value ->
    [yes] Une pénalité ne coûte jamais un tour.
   *[no] Trop lent : le tour passe.
}
# UNO Olympique: a score landing on a round hundred loses 99 points.
rules-option-round-hundred = { $value ->
    [yes] Score sur une centaine ronde : -99.
   *[no] Pas de compte rond.
}
# UNO Olympique: two exactly identical number cards laid together skip the next player.
rules-option-identical-pair = { $value ->
    [yes] Deux chiffres identiques posés ensemble
   *[no] Pas de paires identiques.
}
    .more = { $value ->
        [yes] font sauter le joueur suivant.
       *[no] { "" }
    }
# UNO Olympique : le 0 tourne les jeux dans le sens choisi, le 7 échange au choix ; l'un et l'autre
# facultatifs ; après un échange, le jeu reprend après le joueur échangé.
rules-option-seven-zero-choice = { $value ->
    [yes] 0 et 7 au choix : le sens du 0, ou
   *[no] 0 et 7 imposés.
}
    .more = { $value ->
        [yes]
            garder ; après un 7 ou un 0, on suit
            celui qui a reçu votre jeu.
       *[no] { "" }
    }
# UNO Olympique : un 2 oblige chaque autre joueur, en un tour de table, à poser un 2 ou piocher 1.
rules-option-twos-round = { $value ->
    [yes] Un 2 fait le tour de la table : chacun
   *[no] Pas de tour de 2.
}
    .more = { $value ->
        [yes] pose un 2 ou pioche 1 ; puis il rejoue.
       *[no] { "" }
    }
# UNO Olympique : $value cartes UNO invisibles, qui reportent un malus (+2, +4, cumul, passe) au suivant.
rules-option-invisible-cards = { $value ->
    [0] Pas de carte UNO invisible.
   *[other] Cartes UNO invisibles : { $value } ; posée
}
    .more = { $value ->
        [0] { "" }
       *[other]
            contre un malus, il passe au suivant ;
            100 points.
    }
# UNO Olympique : le donneur distribue de 7 à 15 cartes et choisit le sens, qui est celui du jeu.
rules-option-dealer-deals = { $value ->
    [yes] Le donneur donne 7 à 15 cartes et
   *[no] Donne fixe.
}
    .more = { $value ->
        [yes] choisit le sens du jeu.
       *[no] { "" }
    }

## Extra cards and UNO H2O (issue 15)

# wikipedia-uno-fr.txt: the Swap Hands card counts 30 points ("échange de jeu"), 50 in the official book.
rules-option-swap-card-points = Échange de main : { $value } points.
# UNO H2O Splash: $value Downpour +1 and as many Downpour +2 (in French, averse: the cards' names in cards.ftl).
rules-option-downpour-cards = { $value ->
    [0] Aucune carte averse.
   *[other] Averses +1 et +2 : { $value } de chaque ;
}
    .more = { $value ->
        [0] { "" }
       *[other]
            tous les autres piochent 1 ou 2,
            vous nommez la couleur, personne
            ne passe son tour ; 20 points.
    }
# The "+2?" (one per colour) and two "+4?": their player chooses who draws.
rules-option-any-victim-cards = { $value ->
    [yes] +2? et +4? : vous choisissez qui pioche
   *[no] Sans les cartes +2? et +4?.
}
    .more = { $value ->
        [yes]
            2 ou 4 ; si c'est le joueur suivant,
            il passe aussi son tour. Ni cumul
            ni contestation : +4? seulement
            sans la couleur demandée.
       *[no] { "" }
    }
# The boomerang: it sends a +2 or a +4 (or their stack) back to whoever laid it.
rules-option-boomerang-cards = { $value ->
    [yes] 4 boomerangs : face à un +2 ou un +4,
   *[no] Sans les cartes boomerang.
}
    .more = { $value ->
        [yes]
            posez-en un : son joueur pioche
            à votre place ; 20 points.
       *[no] { "" }
    }
# UNO Extreme's cards instead of the +2 and +4.
rules-option-extreme-cards = { $value ->
    [yes] Cartes Extreme : poser tout (pose
   *[no] Sans les cartes de UNO Extreme.
}
    .more = { $value ->
        [yes]
            toutes les cartes de sa couleur, 30
            points) ; 2x (le suivant appuie deux
            fois, passe son tour, 20) ; coup
            extrême (joker ; chaque autre joueur
            appuie une fois ; 50).
       *[no] { "" }
    }
# UNO Extreme's card launcher: $value is the most a press gives (0: no launcher); the odds as in extreme.py.
rules-option-launcher = { $value ->
    [0] Pas de lanceur de cartes.
    [12] Lanceur, 0 à 12 cartes par pression :
   *[other] Lanceur, 0 à 7 cartes par pression :
}
    .more = { $value ->
        [0] { "" }
        [12]
            une pression à chaque pioche ;
            piocher finit le tour. Chances en % :
            0 : 35, 1 : 18, 2 : 12, 3 : 9, 4 : 7,
            5 : 5, 6 : 4, 7 : 3, 8 : 2, 9 : 2,
            10 à 12 : 1 chacun.
       *[other]
            une pression à chaque pioche ;
            piocher finit le tour. Chances en % :
            0 : 35, 1 : 20, 2 : 14, 3 : 10, 4 : 8,
            5 : 6, 6 : 4, 7 : 3.
    }
# UNO Extreme's penalties ("4 appels au distributeur"): $value presses of the launcher for a forgotten UNO or a fault.
rules-option-penalty-presses = { $value ->
    [1] Pénalité : une pression du lanceur.
   *[other] Pénalité : { $value } pressions du lanceur
}
    .more = { $value ->
        [1] { "" }
       *[other] (UNO oublié, faute de jeu).
    }
# UNO Robot: a robot changes one rule now and then.
rules-option-robot = { $value ->
    [yes] Robot : de temps en temps, quand un
   *[no] Pas de robot.
}
    .more = { $value ->
        [yes]
            tour commence, il impose une règle
            maison (cumul, 7-0, interception,
            pioche jusqu'à jouer, jeu forcé,
            suites, inversion à 2 joueurs) ou
            les règles de la table, jusqu'à ce
            qu'il reparle ; chaque manche part
            des règles de la table.
       *[no] { "" }
    }
# UNO Totem Power: this game's reading of the book's one sentence (totems.py).
rules-option-totems = { $value ->
    [yes] Totems (notre lecture du livre) :
   *[no] Pas de totems.
}
    .more = { $value ->
        [yes]
            rouge U, jaune N, vert O, bleu !,
            au milieu au début de chaque manche.
            Posez un +2, inversion ou passe :
            prenez le totem de sa couleur, au
            milieu ou à qui l'a. Un +2, +4 ou
            passe posé sur vous : rendez un
            totem, il n'a pas d'effet. Les
            quatre à la fois : à votre tour,
            gardez une carte (totem + carte), les
            autres partent ; les totems
            reviennent au milieu, Uno dit.
       *[no] { "" }
    }
# UNO Wizz's cards: $value of each colour (0: none); the wheel's nine sectors as in wizz.py.
rules-option-wizz-cards = { $value ->
    [0] Pas de cartes Wizz.
   *[other] { $value } Wizz par couleur, jouées comme
}
    .more = { $value ->
        [0] { "" }
       *[other]
            un chiffre ; le suivant tourne la
            roue, sans jouer. 9 cases : presque
            Uno (gardez 2 cartes) ; un chiffre
            en moins ; une couleur en moins ;
            carte rouge, ou bleue (piochez
            jusqu'à elle ou un joker) ; mains à
            gauche ; main visible ; Uno wizz (le
            premier qui crie pose une carte) ;
            la guerre (le seul plus haut chiffre
            peut être posé). Les cartes jetées
            vont sous la carte du dessus, sans
            effet. Notre lecture : égalité à la
            guerre, personne ne pose ; 1 carte
            laissée par la roue vaut Uno dit.
            Wizz : 20 points.
    }
# The house rule the robot put in force ($rule: its name, as in the settings).
rules-robot-now = En vigueur, par le robot :
    .more = { $rule }.

## The readings the rule books allow (issue 35)

# wikipedia-uno-fr.txt: "Au début de chaque manche, chaque joueur tire une carte [...] le donneur de la manche".
rules-option-dealer-each-round = { $value ->
    [yes] À chaque manche, on tire le donneur :
   *[no] Chaque manche, la donne passe à gauche.
}
    .more = { $value ->
        [yes] le chiffre le plus haut donne.
       *[no] { "" }
    }
# The +2? and +4? read whole ("le même effet que des cartes « +2 »"): the chosen player, anyone, loses a turn.
rules-option-any-victim-skips = { $value ->
    [yes] +2? et +4? : le joueur choisi, quel
   *[no] +2? et +4? : seul le suivant choisi
}
    .more = { $value ->
        [yes] qu'il soit, passe son prochain tour.
       *[no] passe son tour.
    }
# The boomerang read whole ("l'effet de la dernière carte spéciale"): a skip too, and the lost turn.
rules-option-boomerang-whole = { $value ->
    [yes] Boomerang, effet entier : il renvoie
   *[no] Boomerang : les cartes seulement.
}
    .more = { $value ->
        [yes]
            aussi un passe-ton-tour ; qui a posé
            la carte passe son prochain tour
            (et pioche).
       *[no] { "" }
    }
# UNO Olympique's pairs read for action cards too ("couleur ET signe"): this game's reading of the double effect.
rules-option-identical-pair-actions = { $value ->
    [yes] Paires de cartes action aussi, chaque
   *[no] Paires de chiffres seulement.
}
    .more = { $value ->
        [yes]
            carte agit : deux +2, le suivant pioche
            4 et passe son tour ; deux inversions,
            le sens reste, le suivant passe ; deux
            passe-ton-tour, les deux suivants
            passent. Entrée garde la jumelle :
            une seule carte agit.
       *[no] { "" }
    }
# wikipedia-uno-fr.txt's CONTRE-UNO: a last card laid without UNO may be caught; the round goes on.
rules-option-contre-uno = { $value ->
    [yes] CONTRE-UNO : une dernière carte posée
   *[no] La dernière carte gagne, UNO dit ou non.
}
    .more = { $value ->
        [yes]
            sans dire UNO peut être dénoncée
            jusqu'au coup suivant : 2 cartes, la
            carte agit, la manche continue. UNO
            dit avant : vous gagnez.
       *[no] { "" }
    }
# UNO Olympique's invisible card, "Elle peut être jouée n'importe quand": at any moment, with no malus too.
rules-option-invisible-any-time = { $value ->
    [yes] La carte invisible, n'importe quand,
   *[no] La carte invisible, sur un malus.
}
    .more = { $value ->
        [yes]
            à votre tour ou non : sans malus, elle
            va sous la carte du dessus, sans effet.
       *[no] { "" }
    }
