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
speech-unavailable-no-voice =
    Pas de voix française trouvée :
    la voix par défaut est utilisée.
# The voice was switched on or off with the "voix" command.
speech-on = Voix du jeu activée.
speech-off = Voix du jeu coupée.
