# Why the game's own voice cannot speak (said once, then the game goes on in text);
# a line each for a 40-cell braille display: what is wrong, what to do, then that play goes on.
# One message per reason of uno_access.speech.SpeechUnavailable.

speech-unavailable-no-engine =
    Voix du jeu indisponible :
    installez pyttsx3 (pip install pyttsx3).
    Le jeu continue en texte.
speech-unavailable-no-synthesizer =
    Voix du jeu indisponible :
    aucun synthétiseur.
    Sous Linux, installez espeak-ng.
    Le jeu continue en texte.
speech-unavailable-engine-failed =
    Voix du jeu arrêtée après des erreurs.
    Le jeu continue en texte.
speech-unavailable-no-player =
    Voix du jeu indisponible :
    aucun lecteur audio
    (paplay, pw-play ou aplay).
    Le jeu continue en texte.
speech-unavailable-no-audio-device =
    Voix du jeu indisponible :
    aucune sortie son.
    Vérifiez la carte son et le volume,
    ou tapez voix off et utilisez
    votre lecteur d'écran.
    Le jeu continue en texte.
speech-unavailable-no-reader =
    Aucun lecteur d'écran pour parler :
    aucun ne tourne ou ne répond,
    ou prismatoid manque
    (pip install prismatoid).
    Le jeu continue en texte.
# --speech reader, prismatoid installé, mais aucun lecteur d'écran ne tourne ou ne répond.
speech-unavailable-no-reader-running =
    Aucun lecteur d'écran ne répond :
    le jeu continue en texte.
# Le lecteur d'écran (ou speech-dispatcher) ouvert par le jeu ne prend pas ses lignes ($reader : son nom).
speech-reader-gone =
    { $reader } ne répond pas :
    le jeu continue en texte.
speech-unavailable-no-voice =
    Pas de voix française trouvée :
    la voix par défaut est utilisée.
# The voice was switched on or off with the "voix" command.
speech-on = Voix du jeu activée.
speech-off = Voix coupée : texte seul.
# Premières lignes du jeu : qui parle. $reader : le nom du lecteur d'écran (NVDA, JAWS, Orca, Speech Dispatcher...).
speech-source-reader = Voix : par { $reader }.
# Premières lignes du jeu, quand la voix du jeu parle.
speech-source-voice = Voix : celle du jeu.
# Les sons ne peuvent pas jouer. $reason : no-player ou no-audio-device (autre valeur : tout autre problème).
sounds-unavailable = { $reason ->
    [no-player] Sons coupés : aucun lecteur audio.
   *[other] Sons coupés : aucune sortie son.
}
# La commande « sons » : les sons sont activés ou coupés. Dit aussi par la page web quand « sons » ou
# « bip » tapé là règle sa case Sons.
sounds-on = Sons activés.
sounds-off = Sons coupés.
# « aide sons » : une ligne avant que les sons soient joués un par un.
sounds-demo = Les sons, chacun puis son nom :
# Le nom de chaque son, dit après lui dans « aide sons », un par ligne.
sound-name-your-turn = à vous de jouer.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-card-played = une carte posée par un autre.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-card-drawn = une carte piochée.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-uno = UNO annoncé.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-penalty = vous prenez une pénalité.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-challenge = un défi.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-round-won = manche ou partie gagnée.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-round-lost = manche ou partie perdue.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-error = refusé.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-window = à vous de réagir : contrer, intercepter.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-rule-change = le robot change une règle.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-wheel = UNO Wizz : la roue tourne.
# « aide sons » quand les sons sont coupés.
sounds-demo-off = Les sons sont coupés : tapez sons oui.
# Le nom d'un son (voir sound-name-your-turn).
sound-name-time = votre temps s'écoule.
