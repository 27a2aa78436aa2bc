# Why the game's own voice cannot speak (said once, then the game goes on in text);
# a line each for a 40-cell braille display: what is wrong, what to do, then that play goes on.
# One message per reason of uno_access.speech.SpeechUnavailable.

speech-unavailable-no-engine =
    The game's voice is unavailable:
    install pyttsx3 (pip install pyttsx3).
    The game goes on in text.
speech-unavailable-no-synthesizer =
    The game's voice is unavailable:
    no synthesizer.
    On Linux, install espeak-ng.
    The game goes on in text.
speech-unavailable-engine-failed =
    The game's voice stopped after errors.
    The game goes on in text.
speech-unavailable-no-player =
    The game's voice is unavailable:
    no audio player
    (paplay, pw-play or aplay).
    The game goes on in text.
speech-unavailable-no-audio-device =
    The game's voice is unavailable:
    no sound output.
    Check the sound card and its volume,
    or type speech off and use
    your screen reader.
    The game goes on in text.
speech-unavailable-no-voice =
    No English voice found:
    the default voice is used.
# The voice was switched on or off with the "speech" command.
speech-on = The game's voice is on.
speech-off = The game's voice is off.
