# uno-access simulate : les robots jouent entre eux pour les mesurer (une
# commande pour les joueurs curieux et les développeurs). Lignes écrites dans le terminal.

# --help : chaque ligne tient sur un afficheur braille de 40 cellules (un test le vérifie) ;
# une option par ligne, l'option d'abord, son explication à la suite si elle tient, sinon
# sur les lignes suivantes ; aucun espace d'alignement (un lecteur d'écran les lirait).
# Les listes $levels, $presets, $house, $effects : les noms de code, déjà coupés en lignes
# de 40 cellules ; les laisser seules sur leurs lignes.

# --help : la première ligne.
simulate-help-usage = Utilisation :
    uno-access simulate [options]
# --help : ce que fait la commande.
simulate-description =
    Les robots jouent entre eux.
    Affiche la vitesse, les victoires
    de chaque niveau, avec un intervalle
    de confiance à 95 %,
    et le nombre moyen de tours par manche.
# --help : avant la liste des options.
simulate-help-options = Options :
# --help : --help.
simulate-help-help = --help : cette aide.
# --help : --games.
simulate-help-games = --games N : combien de manches
    (ou de parties) jouer.
# --help : --players.
simulate-help-players = --players N : joueurs à la table.
# --help : --bots. $levels énumère les niveaux.
simulate-help-bots = --bots N1,N2 : les niveaux,
    séparés par des virgules,
    qui tournent sur les places :
    { $levels }.
# --help : --rules. $presets énumère les règles prédéfinies.
simulate-help-rules = --rules NOM : les règles, au choix :
    { $presets }.
# --help : --house. $house énumère les règles maison.
simulate-help-house = --house R1,R2 : des règles maison,
    séparées par des virgules, au choix :
    { $house }.
# --help : --custom. $effects énumère les noms de code des effets.
simulate-help-custom = --custom E1,E2,E3 :
    les effets des cartes perso 1 à 3
    des règles official+,
    séparés par des virgules, au choix :
    { $effects }.
# --help : --seed.
simulate-help-seed = --seed N : la même graine
    donne les mêmes résultats.
# --help : --match.
simulate-help-match = --match : des parties entières,
    jusqu'au score visé,
    au lieu de manches seules.
# --help : --json.
simulate-help-json = --json : un seul objet JSON
    au lieu de lignes.
# --help : --jobs.
simulate-help-jobs = --jobs N : combien de processus
    jouent en même temps ;
    les résultats ne changent pas.
# --help : --lang.
simulate-help-lang = --lang fr|en : la langue.

# Affiché après une erreur d'arguments : où trouver les options.
simulate-usage = Options : uno-access simulate --help
# La ligne de commande n'a pas pu être lue. $detail est l'explication (en anglais) de l'analyseur.
simulate-error-arguments =
    Arguments incorrects :
    { $detail }
# --games valait 0 ou moins.
simulate-error-games = --games : au moins 1 manche, pas { $games }.
# --jobs valait 0 ou moins.
simulate-error-jobs = --jobs : au moins 1 processus, pas { $jobs }.
# Un niveau de --bots n'existe pas. $levels énumère les niveaux valides (déjà coupés en lignes).
simulate-error-level =
    Niveau de robot inconnu « { $level } ».
    Niveaux :
    { $levels }.
# --rules ne nomme aucune règle prédéfinie. $presets les énumère (déjà coupées en lignes).
simulate-error-rules =
    Règles inconnues « { $rules } ».
    Règles :
    { $presets }.
# --house nomme une règle maison qui n'existe pas. $valid énumère les valides (déjà coupées en lignes).
simulate-error-house =
    Règle maison inconnue dans « { $house } ».
    Règles maison :
    { $valid }.
# --custom nomme un effet qui n'existe pas, ou plus de trois. $valid énumère « code (nom) » pour chacun (déjà coupés en lignes).
simulate-error-custom =
    Effets de cartes perso inconnus :
    « { $custom } ».
    1 à 3 effets séparés par des virgules,
    parmi :
    { $valid }.
# --custom avec des règles sans carte perso ($rules : le nom de code des règles) ; la simulation continue.
simulate-custom-ignored =
    --custom sans effet : pas de carte perso
    dans les règles { $rules }.
# --players est hors de ce que permettent les règles.
simulate-error-players =
    { $players } joueurs :
    ces règles sont pour { $low } à { $high } joueurs.

# Avancement d'une longue simulation, écrit dans le terminal tous les dixièmes.
simulate-progress = { $percent } %

# Première ligne du bilan, quand chaque partie est une manche.
simulate-summary-round = { $games ->
    [one] 1 manche
   *[other] { $games } manches
}, { $players } joueurs, règles { $rules }.
# Première ligne du bilan, avec --match.
simulate-summary-match = { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $players } joueurs, règles { $rules }.
# Vitesse de la simulation ($unit : round, ou match avec --match).
simulate-speed = { $rate } { $unit ->
    [match] parties
   *[round] manches
} par seconde, { $seconds } { $seconds ->
    [one] seconde
   *[other] secondes
}.
# Le moteur de règles qui a tourné ($engine : compiled ou python), dont dépend la vitesse.
simulate-engine = { $engine ->
    [compiled] Moteur de règles : compilé.
   *[python] Moteur de règles : Python.
}
# Victoires d'un niveau : $percent des $played parties où il jouait, intervalle à 95 % de $low à $high.
simulate-wins =
    { $level } : { $percent } % gagnées,
    { $wins } sur { $played },
    à 95 % entre { $low } et { $high } %.
# Les effets des cartes perso, quand les règles en ont ($effects : leurs noms de code).
simulate-custom = Cartes perso : { $effects }.
# Durée moyenne d'une manche.
simulate-turns = { $turns } tours par manche en moyenne.
# Parties arrêtées par une erreur (devrait être 0).
simulate-errors = { $count ->
    [0] Aucune erreur.
    [one] 1 partie arrêtée par une erreur.
   *[other] { $count } parties arrêtées par une erreur.
}
