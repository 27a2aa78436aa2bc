# uno-access simulate : les robots jouent entre eux pour les mesurer (une
# commande pour les joueurs curieux et les développeurs). Lignes écrites dans le terminal.

# --help : ce que fait la commande.
simulate-description = Les robots jouent entre eux ; affiche la vitesse, les victoires de chaque niveau avec un intervalle de confiance à 95 %, et le nombre moyen de tours par manche.
# --help : la ligne de --help.
simulate-help-help = afficher cette aide et quitter
# --help : la ligne de --games.
simulate-help-games = combien de manches (ou de parties) jouer
# --help : la ligne de --players.
simulate-help-players = combien de joueurs à la table
# --help : la ligne de --bots. $levels énumère les niveaux.
simulate-help-bots = niveaux, séparés par des virgules, qui tournent sur les places : { $levels }
# --help : la ligne de --rules. $presets énumère les règles prédéfinies.
simulate-help-rules = les règles : { $presets }
# --help : la ligne de --house.
simulate-help-house = règles maison à ajouter, séparées par des virgules
# --help : la ligne de --custom. $effects énumère les noms de code des effets.
simulate-help-custom = effets des cartes perso 1 à 3 (règles official+), séparés par des virgules : { $effects }
# --help : la ligne de --seed.
simulate-help-seed = la même graine donne les mêmes résultats
# --help : la ligne de --match.
simulate-help-match = jouer des parties entières jusqu'au score visé au lieu de manches seules
# --help : la ligne de --json.
simulate-help-json = écrire un seul objet JSON au lieu de lignes
# --help : la ligne de --jobs.
simulate-help-jobs = combien de processus jouent en même temps (les résultats ne changent pas)

# Affiché après une erreur d'arguments.
simulate-usage = Usage : uno-access simulate --games N --players P --bots NIVEAU,NIVEAU --rules RÈGLES --seed S [--match] [--json]
# La ligne de commande n'a pas pu être lue. $detail est l'explication (en anglais) de l'analyseur.
simulate-error-arguments = Arguments incorrects : { $detail }
# --games valait 0 ou moins.
simulate-error-games = Le nombre de manches doit être au moins 1, pas { $games }.
# --jobs valait 0 ou moins.
simulate-error-jobs = Le nombre de processus doit être au moins 1, pas { $jobs }.
# Un niveau de --bots n'existe pas. $levels énumère les niveaux valides.
simulate-error-level = Niveau de robot inconnu « { $level } ». Niveaux : { $levels }.
# --rules ne nomme aucune règle prédéfinie. $presets les énumère.
simulate-error-rules = Règles inconnues « { $rules } ». Règles : { $presets }.
# --house nomme une règle maison qui n'existe pas. $valid énumère les valides.
simulate-error-house = Règle maison inconnue dans « { $house } ». Règles maison : { $valid }.
# --custom nomme un effet qui n'existe pas, ou plus de trois. $valid énumère « code (nom) » pour chacun.
simulate-error-custom = Effets de cartes perso inconnus « { $custom } » : 1 à 3, séparés par des virgules, parmi : { $valid }.
# --custom avec des règles sans carte perso ($rules : le nom de code des règles) ; la simulation continue.
simulate-custom-ignored = --custom sans effet : les règles { $rules } n'ont pas de carte perso.
# --players est hors de ce que permettent les règles.
simulate-error-players = { $players } joueurs : ces règles sont pour { $low } à { $high } joueurs.

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
# Vitesse de la simulation.
simulate-speed = { $rate } parties par seconde, { $seconds } secondes.
# Victoires d'un niveau : $percent des $played parties où il jouait, intervalle à 95 % de $low à $high.
simulate-wins = { $level } : { $percent } % gagnées, à 95 % de { $low } à { $high }, { $wins } sur { $played }.
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
