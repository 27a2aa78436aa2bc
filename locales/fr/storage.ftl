# Sauvegarde automatique, reprise, réglages et statistiques (uno_access/storage).
# Chaque ligne tient en une ligne de plage braille quand c'est possible : le fait important d'abord.

## Problèmes de sauvegarde : une ligne au démarrage, puis le jeu continue.
## $kept vaut "yes" quand le fichier abîmé a été mis de côté sous $file (jamais effacé).

# Au démarrage : le fichier des sauvegardes est illisible (tronqué, abîmé, pas une base de données).
storage-problem-unreadable = { $kept ->
    [yes]
        Sauvegardes illisibles, mises de côté :
        { $file }
   *[no] Sauvegardes illisibles.
}
# Au démarrage : le fichier des sauvegardes vient d'une version plus récente du jeu.
storage-problem-too-new = { $kept ->
    [yes]
        Sauvegardes d'une version plus récente,
        mises de côté :
        { $file }
   *[no] Sauvegardes d'une version plus récente.
}
# Au démarrage : le fichier des sauvegardes a un format inconnu ou trop ancien.
storage-problem-incompatible = { $kept ->
    [yes]
        Sauvegardes d'un format inconnu,
        mises de côté :
        { $file }
   *[no] Sauvegardes d'un format inconnu.
}
# La partie en cours sauvegardée ne peut plus être rejouée ; une copie des sauvegardes est gardée.
storage-problem-replay-failed = { $kept ->
    [yes]
        Partie sauvée impossible à reprendre.
        Copie gardée :
        { $file }
   *[no] Partie sauvée impossible à reprendre.
}
# Le disque refuse l'écriture : on continue ; les coups sont écrits quand le disque accepte de nouveau.
# $reason : disk-full, permission, read-only ou other ; $file : le fichier de sauvegarde (sur sa propre ligne).
storage-problem-unwritable =
    Sauvegarde impossible :
    { $reason ->
        [disk-full] disque plein.
        [permission] accès refusé.
        [read-only] disque en lecture seule.
       *[other] écriture refusée.
    }
    { $file }
    La partie continue sans être sauvée.
# Le fichier de sauvegarde a disparu ou été remplacé en cours de partie : il a été réécrit, rien n'est perdu.
# $kept vaut « yes » quand un fichier trouvé à sa place a été gardé de côté sous le nom $file.
storage-problem-rewritten = { $kept ->
    [yes]
        Sauvegarde remplacée :
        la nôtre est réécrite.
        L'autre est gardée :
        { $file }
   *[no] Sauvegarde disparue : réécrite.
}
# En jouant : le fichier de sauvegarde est abîmé sur place ; il est mis de côté ($file) et
# réécrit avec ce que le jeu garde : rien de perdu.
storage-problem-damaged = { $kept ->
    [yes]
        Sauvegarde abîmée : réécrite.
        L'abîmée est gardée :
        { $file }
   *[no] Sauvegarde abîmée : réécrite.
}
# En jouant : un autre programme (une deuxième copie du jeu arrêtée en pleine écriture, un
# navigateur de bases de données) tient le verrou d'écriture. Le jeu continue ; chaque coup
# est écrit dès que le fichier est libre.
storage-problem-busy =
    Sauvegarde occupée (autre programme) :
    coups gardés en mémoire,
    écrits dès qu'elle est libre.
# Au démarrage : le fichier de sauvegarde était abîmé (ses derniers coups n'étaient que dans
# son journal WAL) ; le fichier et son journal sont mis de côté ensemble sous $file (et $file-wal),
# et les parties relues sont proposées comme d'habitude.
storage-problem-recovered =
    Sauvegarde abîmée : parties récupérées.
    Fichiers abîmés mis de côté :
    { $file }
# Au démarrage : le fichier de sauvegarde était abîmé et son journal illisible : la partie n'est
# pas proposée ; rien n'est effacé : les fichiers sont gardés ensemble sous $file, $file-wal, $file-shm.
storage-problem-unrecovered =
    Sauvegarde abîmée : non récupérée.
    Gardées de côté, avec -wal et -shm :
    { $file }
# Après « Sauvegarde impossible » : le disque accepte de nouveau, les coups manqués sont écrits.
storage-saving-again = Sauvegarde rétablie, rien de perdu.

## Reprise d'une partie

# Au démarrage, quand une partie n'est pas finie (réponse oui ou non ; Entrée seule : oui, entre crochets).
storage-resume-question = Reprendre la partie ? (o/n) [oui] >
# Before the resume question, for each thing the command line asked that the saved match is not: the setting,
# then storage-resume-asked and storage-resume-saved, each followed by values (lines of 40 cells).
storage-resume-differs = { $setting }, autre que demandé :
# Followed by what the command line asked.
storage-resume-asked = demandé :
# Followed by what the saved match is.
storage-resume-saved = cette partie :
# A time limit house rule in the resume lines, with the seconds --time-limit set.
storage-resume-time-limit = temps limité, { $seconds } s
# Avant la question de reprise : de quelle partie il s'agit.
storage-resume-summary =
    Partie en cours : manche { $round }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    },
    règles { $rules }.
# Sous storage-resume-summary quand la partie se joue avec des règles maison : $rules leurs noms.
storage-resume-house = Règles maison : { $rules }.
# Réponse incomprise à une question oui/non (reprise de partie).
storage-answer-yes-no = Répondez oui ou non.
# Après la reprise.
storage-resumed = Partie reprise.
# Avec --resume quand aucune partie n'est en cours.
storage-resume-nothing =
    Aucune partie en cours :
    nouvelle partie.
# Au démarrage, quand la partie en cours est jouée par une autre copie du jeu lancée en ce moment
# (autre fenêtre ou terminal) : celle-ci joue une nouvelle partie, sauvegardée à part ; l'autre n'est pas touchée.
storage-in-use =
    Partie ouverte dans une autre fenêtre :
    nouvelle partie ici, sauvée à part.
# Au démarrage sans terminal (commandes envoyées par un tube) : les parties en cours sont gardées pour un
# prochain lancement, et celui-ci joue une nouvelle partie.
storage-resume-kept = { $count ->
    [one]
        Partie en cours gardée :
        --resume la reprend.
   *[other]
        { $count } parties en cours gardées :
        --resume reprend la dernière.
}
# Au démarrage, quand plusieurs parties sont en cours : chacune est proposée à son tour, la dernière
# d'abord ; « non » n'abandonne que celle qui vient d'être proposée.
storage-resume-count =
    { $count } parties en cours,
    la dernière d'abord.
# En quittant (Ctrl+D, fin de l'entrée, ou oui à la question de Ctrl+C).
storage-saved-goodbye =
    Partie sauvegardée.
    Reprise au prochain lancement.
# En quittant quand la sauvegarde est impossible.
storage-not-saved-goodbye = Partie non sauvegardée.

## Fichier de réglages : problèmes trouvés au démarrage ; la valeur par défaut est prise.

# Le fichier de réglages contient une clé inconnue.
storage-settings-file-unknown-key =
    Réglages, ligne { $line } :
    « { $key } » inconnu, ignoré.
# Une valeur n'est pas parmi les choix possibles.
storage-settings-file-bad-choice =
    Réglages, ligne { $line } :
    { $key } « { $value } » invalide,
    { $default } pris.
    Au choix : { $allowed }.
# Un nombre hors des limites.
storage-settings-file-out-of-range =
    Réglages, ligne { $line } :
    { $key } { $value } hors limites,
    { $default } pris.
    Limites : de { $min } à { $max }.
# Pas un nombre.
storage-settings-file-not-a-number =
    Réglages, ligne { $line } :
    { $key } « { $value } » n'est pas un nombre,
    { $default } pris.
# Un nombre à virgule là où il faut un nombre entier.
storage-settings-file-not-a-whole-number =
    Réglages, ligne { $line } :
    { $key } { $value } doit être entier,
    { $default } pris.
# Un texte trop long ou avec des caractères de contrôle (nom de voix).
storage-settings-file-bad-text =
    Réglages, ligne { $line } :
    { $key } invalide,
    valeur par défaut prise.
# Une ligne qui n'est pas de la forme clé = valeur.
storage-settings-file-bad-line = Réglages, ligne { $line } illisible, ignorée.
# La même clé deux fois : la première compte.
storage-settings-file-duplicate-key =
    Réglages, ligne { $line } :
    { $key } déjà donné, ignoré.
# Le fichier de réglages n'est pas du texte (octets illisibles).
storage-settings-file-not-text =
    Fichier de réglages abîmé :
    lignes illisibles ignorées.
# Le fichier de réglages ne peut pas être lu (droits).
storage-settings-file-unreadable =
    Fichier de réglages illisible :
    réglages par défaut.
# Le fichier de réglages ne peut pas être écrit : les réglages valent pour cette partie seulement.
storage-settings-file-unwritable =
    Réglages non enregistrés :
    ils valent jusqu'à la fin de la partie.
# Avant de réécrire un fichier de réglages qui avait des erreurs, il est copié à côté.
storage-settings-file-kept-aside =
    Ancien fichier de réglages gardé :
    { $file }
# En tête du fichier de réglages (commentaires ; plusieurs lignes possibles).
storage-settings-file-header =
    Réglages de uno-access. Une ligne par réglage : clé = valeur.
    Modifiables ici ou dans le jeu avec la commande « options ».
    Une valeur invalide est signalée au démarrage et remplacée par la valeur par défaut.

## Menu des réglages (commande « options » ou « réglages »)

# Titre du menu.
storage-settings-title =
    Réglages enregistrés, gardés
    pour les parties suivantes.
    Tapez un numéro pour changer,
    ou Entrée pour revenir.
# Une ligne du menu par réglage.
storage-settings-item = { $number }. { $setting } : { $value }
# Question pour changer un réglage : les lignes sont dites, la dernière sert d'invite.
# $allowed : les valeurs permises, déjà coupées en lignes de 40 cellules.
storage-settings-ask =
    { $setting } :
    { $allowed }.
    Actuellement { $value }.
    Nouvelle valeur (? l'explique) >
# Invite du menu des réglages : le numéro du réglage à changer.
storage-settings-prompt = Réglage ? >
# Après le changement d'un réglage de table (règles, robots…).
storage-settings-next-match = Aux parties suivantes, pas à celle-ci.
# Après le changement d'un réglage que le match en cours prend tout de suite.
storage-settings-now = Appliqué maintenant et aux suivants.
# Après un changement.
storage-settings-changed = { $setting } : { $value }.
# En quittant le menu sans rien changer.
storage-settings-unchanged = Réglages inchangés.
# Un numéro de réglage invalide dans le menu.
storage-settings-bad-number =
    Tapez un numéro de 1 à { $count },
    ou Entrée pour revenir.

# Une plage de nombres permis (menu et fichier de réglages).
storage-settings-range = de { $min } à { $max }

## Réponses refusées dans le menu des réglages ; le réglage ne change pas.

# Un réglage qui n'existe pas.
storage-settings-answer-unknown-key =
    Réglage « { $value } » inconnu.
    Réglages : { $allowed }.
# Une valeur hors des choix.
storage-settings-answer-bad-choice =
    « { $value } » refusé.
    { $setting } : { $allowed }.
# Un nombre hors limites.
storage-settings-answer-out-of-range =
    { $value } hors limites.
    { $setting } : de { $min } à { $max }.
# Pas un nombre.
storage-settings-answer-not-a-number =
    « { $value } » n'est pas un nombre.
    { $setting } : de { $min } à { $max }.
# Un nombre à virgule là où il faut un entier.
storage-settings-answer-not-a-whole-number =
    { $value } : nombre entier attendu.
    { $setting } : de { $min } à { $max }.
# Un texte trop long ou avec des caractères de contrôle.
storage-settings-answer-bad-text =
    { $setting } : { $length ->
        [one] { $length } caractère
       *[other] { $length } caractères
    } au plus,
    sans caractère de contrôle.

## Noms des réglages (menu et messages)

# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-language = Langue
# Aide : commentaire du fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-language-help = Langue du jeu : { $allowed } (défaut { $default }, celle du système).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-speech = Voix
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-speech-help = Qui parle : { $allowed } (défaut { $default } : le lecteur d'écran s'il tourne, sinon la voix du jeu).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-rate = Débit de la voix
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-rate-help = Débit de la voix, en mots par minute : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-volume = Volume
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-volume-help = Volume de la voix, en pour cent : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-voice = Nom de la voix
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-sounds = Sons
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-sounds-help = Les sons du jeu : { $allowed } (défaut { $default } : avec la voix du jeu).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-sound-volume = Volume des sons
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-sound-volume-help = Volume des sons, en pour cent : { $allowed } (défaut { $default }).
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-voice-help = Nom de la voix ; vide pour la voix par défaut de la langue.
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-verbosity = Verbosité
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-verbosity-help = Verbosité : { $allowed } (défaut { $default } ; brief tient sur 40 cellules braille).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-hand-order = Tri de la main
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-hand-order-help = Tri de la main : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-bot-pacing = Rythme des robots
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-bot-pacing-help = Secondes entre deux coups des robots : { $allowed } (défaut { $default } : le temps d'une ligne ; 0 : aussitôt).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-rules = Règles
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-rules-help = Règles des nouvelles parties : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-house-rules = Règles maison
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-house-rules-help = Règles maison, séparées par des virgules : { $allowed } (défaut aucune).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-target-score = Score à atteindre
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-target-score-help = Score qui termine la partie : { $allowed } (0 : celui des règles).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-bots = Nombre de robots
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-bots-help = Nombre de robots à la table : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-bot-level = Niveau des robots
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-bot-level-help = Niveau des robots : { $allowed } (défaut { $default }).
# Nom du réglage dans le menu des options et dans les réponses.
storage-setting-auto-accept = Piocher d'office sans réponse
# Commentaire au-dessus du réglage dans le fichier de réglages ; $allowed les valeurs, $default la valeur par défaut.
storage-setting-auto-accept-help = Un +2, un +4 ou une passe joué sur vous quand vous n'avez aucune carte pour y répondre : le premier choix le prend d'office, le second vous pose la question : { $allowed } (défaut { $default }).

## Noms des valeurs (menu, réponses acceptées)

# Valeur d'un réglage (language-auto) : dite dans le menu, acceptée en réponse.
storage-setting-value-language-auto = automatique
# Valeur d'un réglage (language-fr) : dite dans le menu, acceptée en réponse.
storage-setting-value-language-fr = français
# Valeur d'un réglage (language-en) : dite dans le menu, acceptée en réponse.
storage-setting-value-language-en = anglais
# Valeur d'un réglage (speech-auto) : dite dans le menu, acceptée en réponse.
storage-setting-value-speech-auto = automatique
# Valeur d'un réglage (speech-on) : dite dans le menu, acceptée en réponse.
storage-setting-value-speech-on = activée
# Valeur d'un réglage (speech-off) : dite dans le menu, acceptée en réponse.
storage-setting-value-speech-off = désactivée
# Valeur d'un réglage (speech-reader) : dite dans le menu, acceptée en réponse.
storage-setting-value-speech-reader = lecteur d'écran
# Valeur d'un réglage (sounds-auto) : dite dans le menu, acceptée en réponse.
storage-setting-value-sounds-auto = automatiques
# Valeur d'un réglage (sounds-on) : dite dans le menu, acceptée en réponse.
storage-setting-value-sounds-on = activés
# Valeur d'un réglage (sounds-off) : dite dans le menu, acceptée en réponse.
storage-setting-value-sounds-off = désactivés
# Valeur d'un réglage (verbosity-brief) : dite dans le menu, acceptée en réponse.
storage-setting-value-verbosity-brief = brève
# Valeur d'un réglage (verbosity-full) : dite dans le menu, acceptée en réponse.
storage-setting-value-verbosity-full = complète
# Valeur d'un réglage (hand-order-color) : dite dans le menu, acceptée en réponse.
storage-setting-value-hand-order-color = par couleur
# Valeur d'un réglage (hand-order-number) : dite dans le menu, acceptée en réponse.
storage-setting-value-hand-order-number = par numéro
# Valeur d'un réglage (rules-official) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-official = officielles
# Valeur d'un réglage (rules-official-plus) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-official-plus = officielles plus
# Valeur d'un réglage (rules-braille) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-braille = UNO braille
# Valeur d'un réglage (rules-rapido) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-rapido = UNO Rapido
# Valeur d'un réglage (rules-olympic) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-olympic = UNO Olympique
# Valeur d'un réglage (rules-family) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-family = UNO Family Quick
# Valeur d'un réglage (rules-h2o) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-h2o = UNO H2O Splash
# Valeur d'un réglage (rules-extreme) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-extreme = UNO Extreme
# Valeur d'un réglage (rules-robot) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-robot = UNO Robot
# Valeur d'un réglage (rules-totem) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-totem = UNO Totem Power
# Valeur d'un réglage (rules-wizz) : dite dans le menu, acceptée en réponse.
storage-setting-value-rules-wizz = UNO Wizz
# Valeur d'un réglage (house-rules-none) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-none = aucune
# Valeur d'un réglage (house-rules-stacking) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-stacking = cumul des +2 et +4
# Valeur d'un réglage (house-rules-seven-zero) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-seven-zero = 7 et 0
# Valeur d'un réglage (house-rules-jump-in) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-jump-in = interception
# Valeur d'un réglage (house-rules-jump-in-number) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-jump-in-number = interception par numéro
# Valeur d'un réglage (house-rules-draw-until-playable) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-draw-until-playable = pioche jusqu'à jouer
# Valeur d'un réglage (house-rules-forced-play) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-forced-play = carte piochée jouée
# Valeur d'un réglage (house-rules-sequences) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-sequences = suites
# Valeur d'un réglage (house-rules-number-finish) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-number-finish = fin d'un seul nombre
# Valeur d'un réglage (house-rules-no-two-player-rule) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-no-two-player-rule = inversion normale à deux
# Valeur d'un réglage (house-rules-lowest-wins) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-lowest-wins = le plus bas gagne
# Valeur d'un réglage (house-rules-rounds-won) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-rounds-won = manches gagnées
# Valeur d'un réglage (house-rules-teams) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-teams = en équipes
# Valeur d'un réglage (house-rules-elimination) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-elimination = élimination
# Valeur d'un réglage (bot-level-easy) : dite dans le menu, acceptée en réponse.
storage-setting-value-bot-level-easy = facile
# Valeur d'un réglage (bot-level-normal) : dite dans le menu, acceptée en réponse.
storage-setting-value-bot-level-normal = normal
# Valeur d'un réglage (bot-level-hard) : dite dans le menu, acceptée en réponse.
storage-setting-value-bot-level-hard = difficile
# Valeur d'un réglage (bot-level-expert) : dite dans le menu, acceptée en réponse.
storage-setting-value-bot-level-expert = expert
# Valeur d'un réglage (auto-accept-on) : dite dans le menu, acceptée en réponse.
storage-setting-value-auto-accept-on = oui
# Valeur d'un réglage (auto-accept-off) : dite dans le menu, acceptée en réponse.
storage-setting-value-auto-accept-off = non

# Valeur affichée d'un nom de voix vide.
storage-setting-value-voice-default = par défaut
# Valeur affichée d'un score à atteindre de 0 : celui des règles choisies.
storage-setting-value-target-score-default = celui des règles

## Statistiques (commande « stats »), une ligne par fait

# Aucune partie jouée encore.
storage-stats-none =
    Aucune statistique :
    pas encore de manche jouée.
# En tête d'un groupe : règles et niveau des robots.
storage-stats-group = Règles { $preset }, robots { $level } :
# Parties finies et gagnées.
storage-stats-matches = { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}.
# Manches jouées et gagnées.
storage-stats-rounds = { $played ->
    [one] { $played } manche jouée
   *[other] { $played } manches jouées
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}.
# Parties laissées pour en commencer une autre.
storage-stats-abandoned = { $count ->
    [one] { $count } partie abandonnée.
   *[other] { $count } parties abandonnées.
}
# Meilleur score final (le plus haut).
storage-stats-best = Meilleur score : { $score }.
# Meilleur score final quand le plus bas gagne.
storage-stats-best-lowest = Meilleur score (le plus bas) : { $score }.
# Score final moyen.
storage-stats-average = Score moyen : { $score }.
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-easy = faciles
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-normal = normaux
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-hard = difficiles
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-expert = experts
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-mixed = de niveaux variés
# Niveau des robots dans l'en-tête d'un groupe de statistiques (storage-stats-group).
storage-stats-level-none = absents
# Valeur d'un réglage (house-rules-cursed-cards) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-cursed-cards = mauvaises cartes
# Valeur d'un réglage (house-rules-faults) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-faults = fautes à 2 cartes
# Valeur d'un réglage (house-rules-royal-sequence) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-royal-sequence = suite royale
# Valeur d'un réglage (house-rules-first-reverse-dealer) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-first-reverse-dealer = inversion d'abord : le donneur
# Valeur d'un réglage (house-rules-first-reverse-right) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-first-reverse-right = inversion d'abord : à sa droite
# Valeur d'un réglage (house-rules-quickos-anyone) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-quickos-anyone = quickos par n'importe qui
# Valeur d'un réglage (house-rules-strict-draw-four) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-strict-draw-four = +4 strict
# Valeur d'un réglage (house-rules-uno-card) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-uno-card = carte uno tournante
# Valeur d'un réglage (house-rules-time-limit) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-time-limit = temps limité, 30 s
# Valeur d'un réglage (house-rules-time-limit-slow) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-time-limit-slow = temps limité, lent, 45 s
# Valeur d'un réglage (house-rules-time-limit-fast) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-time-limit-fast = temps limité, rapide, 15 s
# Valeur d'un réglage (house-rules-seven-zero-choice) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-seven-zero-choice = 0 et 7 au choix
# Valeur d'un réglage (house-rules-twos-round) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-twos-round = tour de 2
# Valeur d'un réglage (house-rules-invisible-card) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-invisible-card = carte uno invisible
# Valeur d'un réglage (house-rules-dealer-deals) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-dealer-deals = donne au choix
# Valeur d'un réglage (house-rules-swap-card) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-swap-card = carte échange de jeu, 30 points
# Valeur d'un réglage (house-rules-any-victim) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-any-victim = cartes +2? et +4?
# Valeur d'un réglage (house-rules-boomerang) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-boomerang = cartes boomerang
# Valeur d'un réglage (house-rules-launcher-12) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-launcher-12 = lanceur, 0 à 12 cartes
# Valeur d'un réglage (house-rules-dealer-drawn) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-dealer-drawn = donneur tiré à chaque manche
# Valeur d'un réglage (house-rules-any-victim-turn-lost) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-any-victim-turn-lost = +2? et +4?, tour perdu
# Valeur d'un réglage (house-rules-boomerang-whole) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-boomerang-whole = boomerang, effet entier
# Valeur d'un réglage (house-rules-pairs-of-actions) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-pairs-of-actions = paires de cartes action
# Valeur d'un réglage (house-rules-contre-uno) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-contre-uno = contre-uno sur la dernière carte
# Valeur d'un réglage (house-rules-invisible-any-time) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-invisible-any-time = carte invisible n'importe quand
# Valeur d'un réglage (house-rules-rotating-partners) : dite dans le menu, acceptée en réponse.
storage-setting-value-house-rules-rotating-partners = un partenaire par manche
