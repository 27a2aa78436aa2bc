# Help: the "help" command, the keys, and "uno-access --help".

## "help" with no word: what can be done now, then the list of commands.

# During your turn, to play.
help-now-play = Now: type a card (r7, red 7, 7r, or its place: 3), or draw. Add uno to say UNO.
# After drawing a playable card.
help-now-after-draw = Now: play the card drawn (Enter or its name) or pass.
# After a wild card.
help-now-choose-color = Now: type the colour: { $colors }.
# Swap Hands.
help-now-choose-target = Now: type the player's name.
# A +4 played on you.
help-now-challenge = Now: challenge (f) if you think it is a bluff, else accept (a).
# Stacking or defence.
help-now-answer = Now: play a card that answers, or accept (a or Space): you draw what is owed.
# Family Quick Joker.
help-now-choose-effect = Now: type the effect: none, reverse, skip, draw two, swap.
# Waiting for another player.
help-now-wait = Now: the others play. Enter to go on.
# Another player forgot UNO (or you may jump in).
help-now-window = Now: catch the player who did not say UNO, or Enter.
# Between two rounds.
help-now-round-over = Now: Enter for the next round, or scores.
# The match is over.
help-now-match-over = The match is over.
# Before the list of command words.
help-commands = Commands:
# After the list.
help-more = help and a command explains it; help all explains all; keys lists the keys.
# The words that ask for every command's help ("help all").
help-all = all
    .accept = all, everything

## One line per command: $words lists the words that work.

help-draw = { $words } or Space: draw a card.
help-pass = { $words }: keep the card drawn and end your turn.
help-uno = { $words }: say UNO before your second-to-last card; or r7 uno.
help-catch = { $words }: catch a player who did not say UNO; they draw 2.
help-challenge = { $words }: challenge a +4; a bluff draws 4, else you draw 6.
help-accept = { $words }: accept the +4 or the cards owed.
help-hand = { $words }: your hand, sorted; a star marks playable cards.
help-playable = { $words }: only the playable cards.
help-top = { $words }: the top card and the colour to play.
help-status = { $words }: everyone's cards, the direction, whose turn.
help-scores = { $words }: the scores.
help-stats = { $words }: rounds and matches played and won, best and average scores.
help-rules = { $words }: the rules of this match; rules all for every one.
help-help = { $words } or F1: what you can do now.
help-keys = Keys, on an empty line:
    Left and Right: previous or next card; Home and End: first or last.
    z and capital Z: next or previous playable card.
    Enter: play the chosen card. Space: draw.
    Page Up and Page Down: step back or forward through the history.
    F1: help. F2: repeat. Escape: stop the voice.
help-repeat = { $words } or F2: say the last messages again.
help-history = { $words }: the last 10 messages; history 30 for more; Page Up steps back line by line.
help-settings = { $words }: the settings.
help-verbosity = { $words }: brief or full messages.
help-pace = { $words } and seconds: the pause between two bot moves (0: none).
help-speech = { $words }: the game's voice, on or off.
help-sort = { $words }: sort the hand by colour or by number.
help-bell = { $words }: the "your turn" sound, on or off.
help-silence = { $words } or Escape: stop the voice.
help-quit = { $words }: quit the match.

## uno-access --help (each line as printed)

cli-usage = Usage: uno-access [options]
# The flags, one a line. $presets, $house, $custom: the code names --rules, --house and --custom take.
cli-help =
    Play UNO against bots, by keyboard, speech or braille.
    Without options, a few questions; Enter at each starts the game.
    Options:
      --lang fr|en: the language.
      --bots N: how many bots, 1 to 9.
      --level easy|normal|hard: how well the bots play.
      --rules NAME: the rules: { $presets }.
      --house R1,R2: house rules: { $house }.
      --custom E1,E2,E3: the effects of custom cards 1 to 3 (official+ rules), by name or number: { $custom }.
      --target N: the points to win.
      --seed N: the random seed (the same match again).
      --speech auto|on|off: the game's own voice.
      --rate N: the voice's rate, in words per minute, 50 to 500.
      --volume N: the voice's volume, 0 to 100.
      --voice NAME: the voice to use (its name or part of it).
      --verbosity brief|full: brief or full messages.
      --pace S: seconds between two bot moves.
      --plain: plain line input, without prompt_toolkit.
      --resume: resume the unfinished match without asking (every move is saved).
      --help: this help.
