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
speech-unavailable-no-reader =
    No screen reader to speak through:
    none is running or answering,
    or prismatoid is missing
    (pip install prismatoid).
    The game goes on in text.
# --speech reader, prismatoid installed, but no screen reader runs or answers.
speech-unavailable-no-reader-running =
    No screen reader answers:
    the game goes on in text.
# The screen reader (or speech-dispatcher) the game opened does not take its lines ($reader: its name).
speech-reader-gone =
    { $reader } does not answer:
    the game goes on in text.
speech-unavailable-no-voice =
    No English voice found:
    the default voice is used.
# The voice was switched on or off with the "speech" command.
speech-on = The game's voice is on.
speech-off = Speech off: text only.
# The game's first lines: who speaks. $reader: the screen reader's name (NVDA, JAWS, Orca, Speech Dispatcher...).
speech-source-reader = Speech: through { $reader }.
# The game's first lines, when the game's own voice speaks.
speech-source-voice = Speech: the game's voice.
# The sounds cannot play. $reason: no-player or no-audio-device (another value: any other problem).
sounds-unavailable = { $reason ->
    [no-player] Sounds off: no audio player.
   *[other] Sounds off: no sound output.
}
# The "sounds" command: the sounds are switched on or off. Also said by the web page when "sounds" or
# "beep" typed there sets its Sounds box.
sounds-on = Sounds on.
sounds-off = Sounds off.
# "help sounds": a line before the sounds are played one by one.
sounds-demo = The sounds, each then its name:
# The name of each sound, said after it in "help sounds", one a line.
sound-name-your-turn = your turn.
# The name of a sound (see sound-name-your-turn).
sound-name-card-played = a card played by another player.
# The name of a sound (see sound-name-your-turn).
sound-name-card-drawn = a card drawn.
# The name of a sound (see sound-name-your-turn).
sound-name-uno = UNO called.
# The name of a sound (see sound-name-your-turn).
sound-name-penalty = you take a penalty.
# The name of a sound (see sound-name-your-turn).
sound-name-challenge = a challenge.
# The name of a sound (see sound-name-your-turn).
sound-name-round-won = round or match won.
# The name of a sound (see sound-name-your-turn).
sound-name-round-lost = round or match lost.
# The name of a sound (see sound-name-your-turn).
sound-name-error = refused.
# The name of a sound (see sound-name-your-turn).
sound-name-window = answer now: catch, jump in.
# The name of a sound (see sound-name-your-turn).
sound-name-rule-change = the robot changes a rule.
# The name of a sound (see sound-name-your-turn).
sound-name-wheel = UNO Wizz: the wheel spins.
# "help sounds" when the sounds are off.
sounds-demo-off = Sounds are off: type sounds on.
# The name of a sound (see sound-name-your-turn).
sound-name-time = your time is running out.
