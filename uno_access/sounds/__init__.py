"""The game's sounds (earcons): made in code (:mod:`.earcons`), played off the game's thread (:mod:`.player`).

Which event plays which sound for a player is the console's business
(:mod:`uno_access.console.sound_cues`); this package knows no event and no word.
"""
