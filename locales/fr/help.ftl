# Help: the "aide" command, the keys, and "uno-access --help".

## "aide" with no word: what can be done now, then the list of commands.

# During your turn, to play.
help-now-play = Maintenant : tapez une carte (r7, rouge 7, 7r, ou sa place : 3), ou pioche. Ajoutez uno pour dire UNO.
# After drawing a playable card.
help-now-after-draw = Maintenant : jouez la carte piochée (Entrée ou son nom) ou passe.
# After a Joker.
help-now-choose-color = Maintenant : tapez la couleur : { $colors }.
# Swap Hands.
help-now-choose-target = Maintenant : tapez le nom du joueur.
# A +4 played on you.
help-now-challenge = Maintenant : conteste (f) si vous croyez au bluff, sinon accepte (a).
# Stacking or defence.
help-now-answer = Maintenant : jouez une carte qui répond, ou accepte (a ou Espace) : vous piochez ce qui est dû.
# Family Quick Joker.
help-now-choose-effect = Maintenant : tapez l'effet : aucun, inversion, passe, plus deux, échange.
# Waiting for another player.
help-now-wait = Maintenant : les autres jouent. Entrée pour continuer.
# Another player forgot UNO (or you may jump in).
help-now-window = Maintenant : contre pour prendre le joueur qui n'a pas dit UNO, ou Entrée.
# Between two rounds.
help-now-round-over = Maintenant : Entrée pour la manche suivante, ou scores.
# The match is over.
help-now-match-over = La partie est finie.
# Before the list of command words.
help-commands = Commandes :
# After the list.
help-more = aide suivi d'une commande l'explique ; aide tout explique tout ; touches donne les touches.
# The words that ask for every command's help ("aide tout").
help-all = tout
    .accept = tout, toutes, all

## One line per command: $words lists the words that work.

help-draw = { $words } ou Espace : piocher une carte.
help-pass = { $words } : garder la carte piochée et finir le tour.
help-uno = { $words } : dire UNO avant l'avant-dernière carte ; ou r7 uno.
help-catch = { $words } : prendre un joueur qui n'a pas dit UNO ; il pioche 2 cartes.
help-challenge = { $words } : contester un +4 ; bluff, il pioche 4 ; sinon vous en piochez 6.
help-accept = { $words } : accepter le +4 ou les cartes dues.
help-hand = { $words } : votre main, triée ; une étoile marque les cartes jouables.
help-playable = { $words } : seulement les cartes jouables.
help-top = { $words } : la carte du talon et la couleur à jouer.
help-status = { $words } : les cartes de chacun, le sens, à qui le tour.
help-scores = { $words } : les scores.
help-stats = { $words } : manches et parties jouées et gagnées, meilleur score et score moyen.
help-rules = { $words } : les règles de la partie ; règles tout pour toutes.
help-help = { $words } ou F1 : ce qu'on peut faire maintenant.
help-keys = Touches, ligne vide :
    Gauche et Droite : carte précédente ou suivante ; Début et Fin : première ou dernière.
    z et Z majuscule : carte jouable suivante ou précédente.
    Entrée : jouer la carte choisie. Espace : piocher.
    Page précédente et Page suivante : reculer ou avancer dans l'historique.
    F1 : aide. F2 : répéter. Échap : faire taire la voix.
help-repeat = { $words } ou F2 : redire les derniers messages.
help-history = { $words } : les 10 derniers messages ; historique 30 pour plus ; Page précédente pour reculer ligne à ligne.
help-settings = { $words } : les réglages.
help-verbosity = { $words } : verbosité brève ou complète.
help-pace = { $words } suivi de secondes : la pause entre deux coups des bots (0 : aucune).
help-speech = { $words } : voix du jeu, oui ou non.
help-sort = { $words } : trier la main par couleur ou par valeur.
help-bell = { $words } : le signal sonore « à vous », oui ou non.
help-silence = { $words } ou Échap : faire taire la voix.
help-quit = { $words } : quitter la partie.

## uno-access --help (each line as printed)

cli-usage = Utilisation : uno-access [options]
# The flags, one a line. $presets, $house, $custom: the code names --rules, --house and --custom take.
cli-help =
    Jouer au UNO contre des bots, au clavier, avec la voix ou en braille.
    Sans option, quelques questions ; Entrée à chacune lance la partie.
    Options :
      --lang fr|en : la langue.
      --bots N : le nombre de bots, de 1 à 9.
      --level easy|normal|hard : le niveau des bots (facile, normal, difficile).
      --rules NOM : les règles : { $presets }.
      --house R1,R2 : des règles maison : { $house }.
      --custom E1,E2,E3 : l'effet des cartes perso 1 à 3 (règles official+), par nom ou numéro : { $custom }.
      --target N : les points pour gagner.
      --seed N : la graine du hasard (la même partie).
      --speech auto|on|off : la voix du jeu.
      --rate N : le débit de la voix, en mots par minute, de 50 à 500.
      --volume N : le volume de la voix, de 0 à 100.
      --voice NOM : la voix à utiliser (son nom ou une partie).
      --verbosity brief|full : messages brefs ou complets.
      --pace S : secondes entre deux coups des bots.
      --plain : lecture simple, sans prompt_toolkit.
      --resume : reprendre la partie en cours sans question (chaque coup est sauvegardé).
      --help : cette aide.
