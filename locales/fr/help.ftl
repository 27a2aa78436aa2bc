# Help: the "aide" command, the keys, and "uno-access --help".
#
# Line length: in the game, each line of a message is said as one line; every one fits a
# 40-cell braille display (40 characters; a test checks it). Cut a sentence where it breaks
# naturally, one idea a line, key word first: the lines are read one after the other, and
# spoken in that order.

## "aide" with no word: what can be done now, then the list of commands.

# During your turn, to play.
help-now-play = À vous : jouez une carte, ou pioche.
    Une carte : r7, rouge 7 ou 7r,
    ou sa valeur seule : 7.
    Deux 7 ? Le jeu demande la couleur.
    Ajoutez uno pour dire UNO : r7 uno.
# Sequences house rule: in the middle of a sequence.
help-now-sequence = Suite : posez une carte qui suit,
    le même nombre dans toute couleur,
    ou le suivant, plus ou moins,
    de la même couleur.
    Plusieurs d'un coup : r6 r5 r4.
    Entrée ou passe arrête.
# After drawing a playable card ($pass: "no" when the rules force the play).
help-now-after-draw = { $pass ->
    [yes] Entrée ou joue : jouer la carte piochée.
        passe : la garder et finir le tour.
   *[no] Entrée ou joue : jouer la carte piochée.
}
# After a Joker.
help-now-choose-color = Tapez la couleur : { $colors }.
# Swap Hands.
help-now-choose-target = Tapez le nom du joueur ou son numéro.
# A +4 played on you.
help-now-challenge = Vous croyez au bluff : conteste (f).
    Sinon : accepte (a).
# Stacking or defence.
help-now-answer = Jouez une carte qui répond,
    ou accepte (a ou Espace) :
    vous piochez ce qui est dû.
# Family Quick Joker.
help-now-choose-effect = Tapez l'effet : aucun, inversion,
    passe, plus deux ou échange.
# UNO Olympique : le donneur choisit combien de cartes distribuer.
help-now-deal = Tapez le nombre de cartes par joueur ;
    Entrée donne le moins. Puis le sens.
# UNO Olympique : le sens de la donne, ou d'un 0.
help-now-choose-direction = g : sens horaire, vers la gauche ;
    d : sens antihoraire, vers la droite.
    Après un 0, Entrée garde les jeux.
# UNO Wizz: the wheel asks you for a card, a number or a colour.
help-now-wheel = La roue demande : flèches et Entrée
    choisissent une carte ; un chiffre ou
    une couleur, comme dit la question.
# La même en saisie simple (--plain, TERM=dumb) : aucune flèche n'y marche.
help-now-wheel-plain = La roue demande : tapez une carte,
    un chiffre ou une couleur,
    comme dit la question.
# UNO Wizz: "Uno wizz", a race to shout.
help-now-shout = Uno wizz : Espace crie ; le premier
    pose une carte. Entrée laisse la course.
# Waiting for another player (one line: also said after a command that cannot be used now).
help-now-wait = Les autres jouent. Entrée : continuer.
# Another player forgot UNO (or you may jump in).
help-now-window = Un joueur n'a pas dit UNO :
    contre le fait piocher ; sinon Entrée.
# Between two rounds.
help-now-round-over = Entrée : manche suivante ; ou scores.
# The match is over (one line: also said after a command that cannot be used now).
help-now-match-over = La partie est finie.
# Dit par « aide » en temps limité : aide, règles, main, état et historique arrêtent l'horloge.
help-time-limit = Temps limité : lire arrête l'horloge.
# Before the list of command words.
help-commands = Commandes :
# After the list: how to learn more (the command words first).
help-more = aide pioche : l'aide d'une commande.
    aide tout : l'aide de chaque commande.
    touches : les touches du clavier.
# Plain input (no keys there): the last line says what "touches" gives, the words instead of keys.
help-more-plain = aide pioche : l'aide d'une commande.
    aide tout : l'aide de chaque commande.
    touches : les mots de chaque touche.
# The words that ask for every command's help ("aide tout").
help-all = tout
    .accept = tout, toutes, all

## One message per command: $words lists the words that work (the first line says them).

help-draw = { $words } ou Espace :
    piocher une carte.
help-pass = { $words } :
    garder la carte piochée, finir le tour.
help-uno = { $words } : dire UNO.
    Avec l'avant-dernière carte : r7 uno.
help-catch = { $words } :
    prendre un joueur qui n'a pas dit UNO ;
    il pioche 2 cartes.
help-challenge = { $words } :
    contester un +4 ; s'il bluffait,
    il pioche 4 ; sinon vous en piochez 6.
help-accept = { $words } :
    accepter le +4 ou les cartes dues.
help-hand = { $words } : votre main, triée ;
    une étoile marque les cartes jouables.
help-playable = { $words } :
    seulement les cartes jouables.
help-top = { $words } : la carte du talon
    et la couleur à jouer.
help-status = { $words } :
    les cartes de chacun, le sens, le tour.
help-scores = { $words } : les scores.
help-stats = { $words } :
    manches et parties jouées et gagnées,
    meilleur score et score moyen.
help-rules = { $words } :
    les règles de la partie ;
    règles tout pour toutes.
help-help = { $words } ou F1 :
    ce qu'on peut faire maintenant.
help-keys = Touches, sur une ligne vide :
    Droite ou Bas : carte suivante.
    Gauche ou Haut : carte précédente.
    Début, Fin : première, dernière carte.
    z : carte jouable suivante.
    Z majuscule : carte jouable précédente.
    Entrée : jouer la carte choisie.
    Espace : piocher.
    Pages précédente et suivante :
    reculer, avancer dans l'historique.
    F1 : aide. F2 : répéter.
    Les touches tapées avant une question
    sont ignorées : elles visaient avant.
    Échap : faire taire la voix.
# Saisie simple (--plain, TERM=dumb) : les touches n'y marchent pas, « touches » dit les mots qui
# font ce que fait chaque touche (chaque ligne en 40 cellules).
help-keys-plain = Pas de touches ici (saisie simple) :
    tapez des mots, puis Entrée.
    main : vos cartes ; jouables : celles
    qui vont ; talon : la carte à couvrir.
    Une carte par son nom : r 7, v +2.
    pioche, passe, uno, contre.
    Entrée seule : votre tour redit.
    historique : les derniers coups.
    répète : les derniers messages.
    silence : la voix se tait.
    aide : ce qu'on peut faire maintenant.
# L'aide de « aide » en saisie simple (pas de touche F1).
help-help-plain = { $words } :
    ce qu'on peut faire maintenant.
# L'aide de « répète » en saisie simple (pas de touche F2).
help-repeat-plain = { $words } :
    redire les derniers messages.
# L'aide de « historique » en saisie simple (pas de touche Page précédente).
help-history-plain = { $words } :
    les 10 derniers coups de la manche ;
    historique 30 pour plus,
    historique manche 2 : toute une manche.
    L'aide et les refus n'y sont pas.
help-repeat = { $words } ou F2 :
    redire les derniers messages.
help-history = { $words } :
    les 10 derniers coups de la manche ;
    historique 30 pour plus,
    historique manche 2 : toute une manche.
    Page précédente recule coup par coup,
    Ctrl+Page précédente manche par manche.
    L'aide et les refus n'y sont pas.
help-settings = { $words } :
    les réglages.
help-verbosity = { $words } :
    messages brefs ou complets ;
    complets : les cartes en mots,
    brefs : comme le jeu braille.
help-pace = { $words } :
    la pause entre deux coups des robots,
    en secondes : rythme 2 ; 0 : aucune.
    1 s par défaut : une ligne de robot
    dite par un lecteur d'écran courant.
    Les touches tapées entre-temps sont
    ignorées.
help-speech = { $words } :
    voix du jeu, oui ou non.
help-sort = { $words } :
    trier la main par couleur ou par valeur.
help-sounds = { $words } : les sons du jeu,
    oui ou non ;
    aide sons les fait entendre.
help-bell = { $words } :
    le signal sonore « à vous », oui ou non.
help-silence = { $words } ou Échap :
    faire taire la voix.
# L'aide de « silence » en saisie simple (pas de touche Échap).
help-silence-plain = { $words } :
    faire taire la voix.
help-quit = { $words } :
    quitter la partie.

## uno-access --help (each line as printed)
#
# Every line fits a 40-cell braille display (a test checks it): one option a line, the flag
# first; its explanation on the same line when it fits, else on the next lines. No alignment
# spaces: a screen reader would read them.

# uno-access --version : un fait par ligne. $engine : « compiled » ou « python » ; $speech : ce qui a été
# trouvé pour la parole (pyttsx3 et sa version, le synthétiseur, les lecteurs audio), ou cli-version-no-speech.
cli-version =
    uno-access { $version }
    Moteur : { $engine ->
        [compiled] compilé
       *[python] Python pur
    }
    Python { $python }
    Parole : { $speech }
# Dans cli-version, quand rien n'est trouvé pour la parole.
cli-version-no-speech = rien de trouvé
# The first line.
cli-usage = Utilisation : uno-access [options]
# The rest, one line as printed per line of the file. $presets, $house, $custom: the code names
# --rules, --house and --custom take, already cut into lines of 40 cells: keep each on lines of its own.
cli-help =
    Jouer au UNO contre des robots,
    au clavier, à la voix ou en braille.
    Sans option, quelques questions ;
    Entrée à chacune lance la partie.
    Options :
    --lang fr|en : la langue.
    --bots N : combien de robots, de 1 à 9.
    --level easy|normal|hard|expert :
    le niveau des robots, facile,
    normal, difficile ou expert.
    --rules NOM : les règles, au choix :
    { $presets }.
    UNO Dice, « avec des dés », est tout
    ce que le livre en dit :
    pas jouable ici.
    --house R1,R2 : des règles maison,
    séparées par des virgules, au choix :
    { $house },
    ou aucune.
    --custom E1,E2,E3 :
    les effets des cartes perso 1 à 3
    des règles official+,
    par nom ou numéro, au choix :
    { $custom }.
    --target N : les points pour gagner.
    --time-limit S : secondes pour choisir
    une carte, de 0 à 300 (0 : aucune) ;
    comptées une fois le tour annoncé.
    --seed N : la graine du hasard ;
    la même graine, la même partie.
    --speech auto|on|reader|off :
    qui parle ; reader : votre
    lecteur d'écran ; on : la voix
    du jeu ; auto : le lecteur d'écran
    s'il tourne, sinon la voix du jeu.
    --sounds auto|on|off : les sons.
    --sound-volume N : volume des sons,
    de 0 à 100.
    --rate N : le débit de la voix,
    en mots par minute, de 50 à 500.
    --volume N : le volume de la voix,
    de 0 à 100.
    --voice NOM : la voix à utiliser,
    son nom ou une partie.
    --verbosity brief|full :
    messages brefs ou complets.
    --pace S : secondes de pause
    entre deux coups des robots.
    --reaction S : UNO Wizz, secondes
    d'un robot pour crier (1,5).
    --plain : lecture simple,
    sans prompt_toolkit.
    --resume : reprendre sans question
    la partie en cours ;
    chaque coup est sauvegardé.
    --version : la version, le moteur
    et ce qui est trouvé pour la parole.
    --help : cette aide.
    Avec des amis, par le réseau :
    host : une table sur cet ordinateur,
    son code dit (--wait S, --port N).
    join [ADRESSE] CODE --name NOM :
    s'asseoir à une table (--watch :
    la regarder).
    join ADRESSE : ses tables ouvertes.
    serve : un serveur de tables.
    host --help, join --help et
    serve --help disent leurs options.
    simulate : robots contre robots,
    en chiffres (simulate --help).
# The totem command (UNO Totem Power); $words: the words that type it.
help-totem = { $words } : Totem Power, rendre un
    totem contre une carte action posée
    sur vous ; avec les quatre, garder
    une seule carte.
# The say command (a shared table); $words: the words that type it.
help-say = { $words }, puis vos mots :
    les dire à la table. Un message
    commence par « Chat, » et son nom.
# The chat command (a shared table).
help-chat = { $words } :
    entendre la discussion, ou non.
