# Autosave, resume, settings and statistics (uno_access/storage).
# Each line fits one braille display line when it can: the key fact first.

## Save problems: one line at start-up, then the game goes on.
## $kept is "yes" when the bad file was kept aside as $file (never deleted).

# At start-up: the saves file cannot be read (truncated, damaged, not a database).
storage-problem-unreadable = { $kept ->
    [yes]
        Saves unreadable, kept aside:
        { $file }
   *[no] Saves unreadable.
}
# At start-up: the saves file comes from a newer version of the game.
storage-problem-too-new = { $kept ->
    [yes]
        Saves from a newer version,
        kept aside:
        { $file }
   *[no] Saves from a newer version of the game.
}
# At start-up: the saves file has an unknown or too old format.
storage-problem-incompatible = { $kept ->
    [yes]
        Saves in an unknown format,
        kept aside:
        { $file }
   *[no] Saves in an unknown format.
}
# The saved unfinished match no longer replays; a copy of the saves is kept.
storage-problem-replay-failed = { $kept ->
    [yes]
        Saved match cannot be resumed.
        Copy kept:
        { $file }
   *[no] Saved match cannot be resumed.
}
# The disk refuses to write: play goes on; the moves are written when the disk accepts again.
# $reason: disk-full, permission, read-only or other; $file: the saves file (on a line of its own).
storage-problem-unwritable =
    Cannot save: { $reason ->
        [disk-full] disk full.
        [permission] permission denied.
        [read-only] read-only disk.
       *[other] write refused.
    }
    { $file }
    The match goes on unsaved.
# The saves file vanished or was replaced while playing: it was written again, nothing lost.
# $kept is "yes" when a file found in its place was kept aside as $file.
storage-problem-rewritten = { $kept ->
    [yes]
        Saves file replaced: ours written again.
        The other one is kept:
        { $file }
   *[no] Saves file gone: written again.
}
# While playing: the saves file was found damaged where it is; it was kept aside as $file and
# written again from what the game holds: nothing lost.
storage-problem-damaged = { $kept ->
    [yes]
        Saves file damaged: ours written again.
        The damaged one is kept:
        { $file }
   *[no] Saves file damaged: written again.
}
# While playing: another program (a second copy of the game stopped mid-write, a database browser)
# holds the saves file's write lock. The game goes on; every move is written once the file is free.
storage-problem-busy =
    Save file busy (another program):
    moves kept in memory,
    saved when it is free.
# At start-up: the saves file was damaged (its latest moves were only in its WAL journal);
# the damaged file and its journal are kept aside together as $file (and $file-wal), and the
# matches read back from them are offered as usual.
storage-problem-recovered =
    Saves damaged: matches recovered.
    Damaged files kept aside:
    { $file }
# At start-up: the saves file was damaged and its journal could not be read back: the match is
# not offered; nothing is deleted: the files are kept aside together as $file, $file-wal, $file-shm.
storage-problem-unrecovered =
    Saves damaged: match not recovered.
    Kept aside, with its -wal and -shm:
    { $file }
# After "Cannot save": the disk accepts again and every move missed is now written.
storage-saving-again = Saving works again, nothing lost.

## Resuming a match

# At start-up, when a match is unfinished (answer yes or no; Enter alone: yes, shown in brackets).
storage-resume-question = Resume the match? (y/n) [yes] >
# Before the resume question, for each thing the command line asked that the saved match is not: the setting,
# then storage-resume-asked and storage-resume-saved, each followed by values (lines of 40 cells).
storage-resume-differs = { $setting }, not as asked:
# Followed by what the command line asked.
storage-resume-asked = asked:
# Followed by what the saved match is.
storage-resume-saved = this match:
# A time limit house rule in the resume lines, with the seconds --time-limit set.
storage-resume-time-limit = time limit, { $seconds } s
# Before the resume question: which match it is.
storage-resume-summary =
    Unfinished match: round { $round }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    },
    { $rules } rules.
# Under storage-resume-summary when the match was played with house rules: $rules their names.
storage-resume-house = House rules: { $rules }.
# An answer not understood to a yes/no question (resuming a match).
storage-answer-yes-no = Answer yes or no.
# After resuming.
storage-resumed = Match resumed.
# With --resume when no match is unfinished.
storage-resume-nothing = No unfinished match: new match.
# At start-up, when the unfinished match is being played by another copy of the game running now
# (another window or terminal): this copy plays a new match, saved apart; the other match is left alone.
storage-in-use =
    Match open in another window:
    new match here, saved separately.
# At start without a terminal (piped commands): the unfinished matches are kept for a later start,
# and this run plays a new match.
storage-resume-kept = { $count ->
    [one]
        Unfinished match kept:
        --resume resumes it.
   *[other]
        { $count } unfinished matches kept:
        --resume resumes the newest.
}
# At start, when several matches are unfinished: each is then offered in turn, newest first;
# "no" abandons only the one just offered.
storage-resume-count = { $count } unfinished matches, newest first.
# When leaving (Ctrl+D, end of input, or yes to the Ctrl+C question).
storage-saved-goodbye = Match saved. It resumes next time.
# When leaving while saving is impossible.
storage-not-saved-goodbye = Match not saved.

## Settings file: problems found at start-up; the default is used.

# The settings file holds an unknown key.
storage-settings-file-unknown-key =
    Settings, line { $line }:
    "{ $key }" unknown, ignored.
# A value that is not one of the choices.
storage-settings-file-bad-choice =
    Settings, line { $line }:
    { $key } "{ $value }" invalid,
    { $default } used.
    Choices: { $allowed }.
# A number out of range.
storage-settings-file-out-of-range =
    Settings, line { $line }:
    { $key } { $value } out of range,
    { $default } used.
    Range: { $min } to { $max }.
# Not a number.
storage-settings-file-not-a-number =
    Settings, line { $line }:
    { $key } "{ $value }" is not a number,
    { $default } used.
# A decimal number where a whole number is needed.
storage-settings-file-not-a-whole-number =
    Settings, line { $line }:
    { $key } { $value } must be whole,
    { $default } used.
# A text too long or with control characters (voice name).
storage-settings-file-bad-text =
    Settings, line { $line }:
    { $key } invalid, default used.
# A line that is not key = value.
storage-settings-file-bad-line = Settings, line { $line } unreadable, ignored.
# The same key twice: the first one counts.
storage-settings-file-duplicate-key =
    Settings, line { $line }:
    { $key } given twice, ignored.
# The settings file is not text (unreadable bytes).
storage-settings-file-not-text =
    Settings file damaged:
    unreadable lines ignored.
# The settings file cannot be read (permissions).
storage-settings-file-unreadable =
    Settings file unreadable:
    default settings.
# The settings file cannot be written: the settings last until the end of the match.
storage-settings-file-unwritable =
    Settings not saved:
    they last until the end of the match.
# Before rewriting a settings file that had errors, it is copied aside.
storage-settings-file-kept-aside =
    Old settings file kept:
    { $file }
# Header of the settings file (comments; may be several lines).
storage-settings-file-header =
    uno-access settings. One setting per line: key = value.
    Edit them here or in the game with the "options" command.
    A bad value is reported at start-up and replaced by the default.

## Settings menu ("options" or "settings" command)

# Title of the menu.
storage-settings-title =
    Saved settings, for new matches too.
    Type a number to change one,
    or Enter to go back.
# One menu line per setting.
storage-settings-item = { $number }. { $setting }: { $value }
# Question to change a setting: the lines are said, the last one is the prompt.
# $allowed: the values allowed, already cut into lines of 40 cells.
storage-settings-ask =
    { $setting }:
    { $allowed }.
    Now { $value }.
    New value (? explains) >
# Prompt of the settings menu: the number of the setting to change.
storage-settings-prompt = Setting? >
# After changing a table setting (rules, bots…).
storage-settings-next-match = For new matches, not this one.
# After changing a setting the running match takes at once (voice, verbosity, pacing...).
storage-settings-now = Applies now and to new matches.
# After a change.
storage-settings-changed = { $setting }: { $value }.
# When leaving the menu without a change.
storage-settings-unchanged = Settings unchanged.
# A bad setting number in the menu.
storage-settings-bad-number =
    Type a number from 1 to { $count },
    or Enter to go back.

# A range of allowed numbers (menu and settings file).
storage-settings-range = { $min } to { $max }

## Answers refused in the settings menu; the setting does not change.

# A setting that does not exist.
storage-settings-answer-unknown-key =
    Unknown setting "{ $value }".
    Settings: { $allowed }.
# A value that is not one of the choices.
storage-settings-answer-bad-choice =
    "{ $value }" refused.
    { $setting }: { $allowed }.
# A number out of range.
storage-settings-answer-out-of-range =
    { $value } out of range.
    { $setting }: from { $min } to { $max }.
# Not a number.
storage-settings-answer-not-a-number =
    "{ $value }" is not a number.
    { $setting }: from { $min } to { $max }.
# A decimal number where a whole number is needed.
storage-settings-answer-not-a-whole-number =
    { $value }: a whole number is needed.
    { $setting }: from { $min } to { $max }.
# A text too long or with control characters.
storage-settings-answer-bad-text =
    { $setting }: at most { $length ->
        [one] { $length } character
       *[other] { $length } characters
    },
    no control characters.

## Setting names (menu and messages)

# Name of the setting in the options menu and in answers.
storage-setting-language = Language
# Help: a comment of the settings file; $allowed the values, $default the default.
storage-setting-language-help = Game language: { $allowed } (default { $default }, the system's).
# Name of the setting in the options menu and in answers.
storage-setting-speech = Speech
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-speech-help = Who speaks: { $allowed } (default { $default }: the screen reader when one runs, else the game's voice).
# Name of the setting in the options menu and in answers.
storage-setting-rate = Speech rate
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-rate-help = Speech rate, words per minute: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-volume = Volume
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-volume-help = Speech volume, percent: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-voice = Voice name
# Name of the setting in the options menu and in answers.
storage-setting-sounds = Sounds
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-sounds-help = The game's sounds: { $allowed } (default { $default }: with the game's voice).
# Name of the setting in the options menu and in answers.
storage-setting-sound-volume = Sound volume
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-sound-volume-help = Volume of the sounds, percent: { $allowed } (default { $default }).
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-voice-help = Voice name; empty for the language's default voice.
# Name of the setting in the options menu and in answers.
storage-setting-verbosity = Verbosity
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-verbosity-help = Verbosity: { $allowed } (default { $default }; brief fits 40 braille cells).
# Name of the setting in the options menu and in answers.
storage-setting-hand-order = Hand order
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-hand-order-help = How the hand is sorted: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-bot-pacing = Bot pacing
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-bot-pacing-help = Seconds between two bot moves: { $allowed } (default { $default }: a line heard; 0: at once).
# Name of the setting in the options menu and in answers.
storage-setting-rules = Rules
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-rules-help = Rules of new matches: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-house-rules = House rules
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-house-rules-help = House rules, comma separated: { $allowed } (default none).
# Name of the setting in the options menu and in answers.
storage-setting-target-score = Target score
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-target-score-help = Score that ends the match: { $allowed } (0: the rules' own).
# Name of the setting in the options menu and in answers.
storage-setting-bots = Number of bots
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-bots-help = Bots at the table: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-bot-level = Bot level
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-bot-level-help = Bot level: { $allowed } (default { $default }).
# Name of the setting in the options menu and in answers.
storage-setting-auto-accept = Take at once if no answer
# Comment above the setting in the settings file; $allowed the values, $default the default.
storage-setting-auto-accept-help = A +2, +4 or skip played on you when you hold no card to answer it: the first choice takes it at once, the second asks you: { $allowed } (default { $default }).

## Value names (menu, accepted answers)

# A setting's value (language-auto): said in the menu, accepted as an answer.
storage-setting-value-language-auto = automatic
# A setting's value (language-fr): said in the menu, accepted as an answer.
storage-setting-value-language-fr = French
# A setting's value (language-en): said in the menu, accepted as an answer.
storage-setting-value-language-en = English
# A setting's value (speech-auto): said in the menu, accepted as an answer.
storage-setting-value-speech-auto = automatic
# A setting's value (speech-on): said in the menu, accepted as an answer.
storage-setting-value-speech-on = on
# A setting's value (speech-off): said in the menu, accepted as an answer.
storage-setting-value-speech-off = off
# A setting's value (speech-reader): said in the menu, accepted as an answer.
storage-setting-value-speech-reader = screen reader
# A setting's value (sounds-auto): said in the menu, accepted as an answer.
storage-setting-value-sounds-auto = automatic
# A setting's value (sounds-on): said in the menu, accepted as an answer.
storage-setting-value-sounds-on = on
# A setting's value (sounds-off): said in the menu, accepted as an answer.
storage-setting-value-sounds-off = off
# A setting's value (verbosity-brief): said in the menu, accepted as an answer.
storage-setting-value-verbosity-brief = brief
# A setting's value (verbosity-full): said in the menu, accepted as an answer.
storage-setting-value-verbosity-full = full
# A setting's value (hand-order-color): said in the menu, accepted as an answer.
storage-setting-value-hand-order-color = by colour
# A setting's value (hand-order-number): said in the menu, accepted as an answer.
storage-setting-value-hand-order-number = by number
# A setting's value (rules-official): said in the menu, accepted as an answer.
storage-setting-value-rules-official = official
# A setting's value (rules-official-plus): said in the menu, accepted as an answer.
storage-setting-value-rules-official-plus = official plus
# A setting's value (rules-braille): said in the menu, accepted as an answer.
storage-setting-value-rules-braille = braille UNO
# A setting's value (rules-rapido): said in the menu, accepted as an answer.
storage-setting-value-rules-rapido = UNO Rapido
# A setting's value (rules-olympic): said in the menu, accepted as an answer.
storage-setting-value-rules-olympic = UNO Olympique
# A setting's value (rules-h2o): said in the menu, accepted as an answer.
storage-setting-value-rules-h2o = UNO H2O Splash
# A setting's value (rules-extreme): said in the menu, accepted as an answer.
storage-setting-value-rules-extreme = UNO Extreme
# A setting's value (rules-robot): said in the menu, accepted as an answer.
storage-setting-value-rules-robot = UNO Robot
# A setting's value (rules-totem): said in the menu, accepted as an answer.
storage-setting-value-rules-totem = UNO Totem Power
# A setting's value (rules-wizz): said in the menu, accepted as an answer.
storage-setting-value-rules-wizz = UNO Wizz
# A setting's value (rules-family): said in the menu, accepted as an answer.
storage-setting-value-rules-family = UNO Family Quick
# A setting's value (house-rules-none): said in the menu, accepted as an answer.
storage-setting-value-house-rules-none = none
# A setting's value (house-rules-stacking): said in the menu, accepted as an answer.
storage-setting-value-house-rules-stacking = stacking +2 and +4
# A setting's value (house-rules-seven-zero): said in the menu, accepted as an answer.
storage-setting-value-house-rules-seven-zero = seven-zero
# A setting's value (house-rules-jump-in): said in the menu, accepted as an answer.
storage-setting-value-house-rules-jump-in = jump-in
# A setting's value (house-rules-jump-in-number): said in the menu, accepted as an answer.
storage-setting-value-house-rules-jump-in-number = jump-in by number
# A setting's value (house-rules-draw-until-playable): said in the menu, accepted as an answer.
storage-setting-value-house-rules-draw-until-playable = draw until playable
# A setting's value (house-rules-sequences): said in the menu, accepted as an answer.
storage-setting-value-house-rules-sequences = sequences
# A setting's value (house-rules-number-finish): said in the menu, accepted as an answer.
storage-setting-value-house-rules-number-finish = finish with one number
# A setting's value (house-rules-forced-play): said in the menu, accepted as an answer.
storage-setting-value-house-rules-forced-play = forced play
# A setting's value (house-rules-no-two-player-rule): said in the menu, accepted as an answer.
storage-setting-value-house-rules-no-two-player-rule = normal reverse for two
# A setting's value (house-rules-lowest-wins): said in the menu, accepted as an answer.
storage-setting-value-house-rules-lowest-wins = lowest wins
# A setting's value (house-rules-rounds-won): said in the menu, accepted as an answer.
storage-setting-value-house-rules-rounds-won = rounds won
# A setting's value (house-rules-teams): said in the menu, accepted as an answer.
storage-setting-value-house-rules-teams = teams
# A setting's value (house-rules-elimination): said in the menu, accepted as an answer.
storage-setting-value-house-rules-elimination = elimination
# A setting's value (bot-level-easy): said in the menu, accepted as an answer.
storage-setting-value-bot-level-easy = easy
# A setting's value (bot-level-normal): said in the menu, accepted as an answer.
storage-setting-value-bot-level-normal = normal
# A setting's value (bot-level-hard): said in the menu, accepted as an answer.
storage-setting-value-bot-level-hard = hard
# A setting's value (bot-level-expert): said in the menu, accepted as an answer.
storage-setting-value-bot-level-expert = expert
# A setting's value (auto-accept-on): said in the menu, accepted as an answer.
storage-setting-value-auto-accept-on = yes
# A setting's value (auto-accept-off): said in the menu, accepted as an answer.
storage-setting-value-auto-accept-off = no

# Shown value of an empty voice name.
storage-setting-value-voice-default = default
# Shown value of a target score of 0: the chosen rules' own.
storage-setting-value-target-score-default = the rules' own

## Statistics ("stats" command), one fact per line

# Nothing played yet.
storage-stats-none = No statistics: no round played yet.
# Heading of a group: rules and bot level.
storage-stats-group = { $preset } rules, { $level } bots:
# Matches finished and won.
storage-stats-matches = { $played ->
    [one] { $played } match played
   *[other] { $played } matches played
}, { $won } won.
# Rounds played and won.
storage-stats-rounds = { $played ->
    [one] { $played } round played
   *[other] { $played } rounds played
}, { $won } won.
# Matches left to start another one.
storage-stats-abandoned = { $count ->
    [one] { $count } match abandoned.
   *[other] { $count } matches abandoned.
}
# Best final score (the highest).
storage-stats-best = Best score: { $score }.
# Best final score when the lowest wins.
storage-stats-best-lowest = Best score (lowest): { $score }.
# Average final score.
storage-stats-average = Average score: { $score }.
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-easy = easy
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-normal = normal
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-hard = hard
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-expert = expert
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-mixed = mixed-level
# Bot level in the heading of a statistics group (storage-stats-group).
storage-stats-level-none = no
# A setting's value (house-rules-cursed-cards): said in the menu, accepted as an answer.
storage-setting-value-house-rules-cursed-cards = cursed cards
# A setting's value (house-rules-faults): said in the menu, accepted as an answer.
storage-setting-value-house-rules-faults = faults cost 2
# A setting's value (house-rules-royal-sequence): said in the menu, accepted as an answer.
storage-setting-value-house-rules-royal-sequence = royal sequence
# A setting's value (house-rules-first-reverse-dealer): said in the menu, accepted as an answer.
storage-setting-value-house-rules-first-reverse-dealer = first reverse: dealer starts
# A setting's value (house-rules-first-reverse-right): said in the menu, accepted as an answer.
storage-setting-value-house-rules-first-reverse-right = first reverse: right of dealer
# A setting's value (house-rules-quickos-anyone): said in the menu, accepted as an answer.
storage-setting-value-house-rules-quickos-anyone = quickos held by anyone
# A setting's value (house-rules-strict-draw-four): said in the menu, accepted as an answer.
storage-setting-value-house-rules-strict-draw-four = strict +4
# A setting's value (house-rules-uno-card): said in the menu, accepted as an answer.
storage-setting-value-house-rules-uno-card = uno turn card
# A setting's value (house-rules-time-limit): said in the menu, accepted as an answer.
storage-setting-value-house-rules-time-limit = time limit, 30 s
# A setting's value (house-rules-time-limit-slow): said in the menu, accepted as an answer.
storage-setting-value-house-rules-time-limit-slow = time limit, slow, 45 s
# A setting's value (house-rules-time-limit-fast): said in the menu, accepted as an answer.
storage-setting-value-house-rules-time-limit-fast = time limit, fast, 15 s
# A setting's value (house-rules-seven-zero-choice): said in the menu, accepted as an answer.
storage-setting-value-house-rules-seven-zero-choice = 0 and 7 as chosen
# A setting's value (house-rules-twos-round): said in the menu, accepted as an answer.
storage-setting-value-house-rules-twos-round = round of 2s
# A setting's value (house-rules-invisible-card): said in the menu, accepted as an answer.
storage-setting-value-house-rules-invisible-card = invisible uno card
# A setting's value (house-rules-dealer-deals): said in the menu, accepted as an answer.
storage-setting-value-house-rules-dealer-deals = dealer's deal
# A setting's value (house-rules-swap-card): said in the menu, accepted as an answer.
storage-setting-value-house-rules-swap-card = swap card, 30 points
# A setting's value (house-rules-any-victim): said in the menu, accepted as an answer.
storage-setting-value-house-rules-any-victim = +2? and +4? cards
# A setting's value (house-rules-boomerang): said in the menu, accepted as an answer.
storage-setting-value-house-rules-boomerang = boomerang cards
# A setting's value (house-rules-launcher-12): said in the menu, accepted as an answer.
storage-setting-value-house-rules-launcher-12 = launcher, 0 to 12 cards
# A setting's value (house-rules-dealer-drawn): said in the menu, accepted as an answer.
storage-setting-value-house-rules-dealer-drawn = dealer drawn each round
# A setting's value (house-rules-any-victim-turn-lost): said in the menu, accepted as an answer.
storage-setting-value-house-rules-any-victim-turn-lost = +2? and +4?, turn lost
# A setting's value (house-rules-boomerang-whole): said in the menu, accepted as an answer.
storage-setting-value-house-rules-boomerang-whole = boomerang, whole effect
# A setting's value (house-rules-pairs-of-actions): said in the menu, accepted as an answer.
storage-setting-value-house-rules-pairs-of-actions = pairs of action cards
# A setting's value (house-rules-contre-uno): said in the menu, accepted as an answer.
storage-setting-value-house-rules-contre-uno = contre-uno on a last card
# A setting's value (house-rules-invisible-any-time): said in the menu, accepted as an answer.
storage-setting-value-house-rules-invisible-any-time = invisible card at any moment
# A setting's value (house-rules-rotating-partners): said in the menu, accepted as an answer.
storage-setting-value-house-rules-rotating-partners = a new partner each round
