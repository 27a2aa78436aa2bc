# Help: the "help" command, the keys, and "uno-access --help".
#
# Line length: in the game, each line of a message is said as one line; every one fits a
# 40-cell braille display (40 characters; a test checks it). Cut a sentence where it breaks
# naturally, one idea a line, key word first: the lines are read one after the other, and
# spoken in that order.

## "help" with no word: what can be done now, then the list of commands.

# During your turn, to play.
help-now-play = Your turn: play a card, or draw.
    A card: r7, red 7 or 7r,
    or its value alone: 7.
    Two 7s? The game asks which colour.
    Add uno to say UNO: r7 uno.
# Sequences house rule: in the middle of a sequence.
help-now-sequence = Sequence: lay a card that follows,
    the same number in any colour,
    or the next one up or down
    in the same colour.
    Several at once: r6 r5 r4.
    Enter or pass stops.
# After drawing a playable card ($pass: "no" when the rules force the play).
help-now-after-draw = { $pass ->
    [yes] Enter or play: play the card drawn.
        pass: keep it and end your turn.
   *[no] Enter or play: play the card drawn.
}
# After a wild card.
help-now-choose-color = Type the colour: { $colors }.
# Swap Hands.
help-now-choose-target = Type the player's name or number.
# A +4 played on you.
help-now-challenge = You think it is a fake: challenge (f).
    Otherwise: accept (a).
# Stacking or defence.
help-now-answer = Play a card that answers,
    or accept (a or Space):
    you draw what is owed.
# Family Quick Joker.
help-now-choose-effect = Type the effect: none, reverse,
    skip, draw two or swap.
# UNO Olympique: the dealer chooses how many cards to deal.
help-now-deal = Type the number of cards each;
    Enter deals the fewest. Then the way.
# UNO Olympique: the direction of the deal, or of a 0.
help-now-choose-direction = l: clockwise, to the left;
    r: counter-clockwise, to the right.
    After a 0, Enter keeps the hands.
# UNO Wizz: the wheel asks you for a card, a number or a colour.
help-now-wheel = The wheel asks: arrows and Enter
    choose a card; a number or a colour
    letter as the question says.
# The same with plain input (--plain, TERM=dumb): no arrow key works there.
help-now-wheel-plain = The wheel asks: type a card,
    a number or a colour letter,
    as the question says.
# UNO Wizz: "Uno wizz", a race to shout.
help-now-shout = Uno wizz: Space shouts; the first
    lays a card. Enter lets the race go.
# Waiting for another player (one line: also said after a command that cannot be used now).
help-now-wait = The others play. Enter to go on.
# Another player forgot UNO (or you may jump in).
help-now-window = A player did not say UNO:
    catch makes them draw; else Enter.
# Between two rounds.
help-now-round-over = Enter: next round; or scores.
# The match is over (one line: also said after a command that cannot be used now).
help-now-match-over = The match is over.
# Said by "help" under a time limit: help, rules, hand, status and history stop the clock while read.
help-time-limit = Time limit: reading stops the clock.
# Before the list of command words.
help-commands = Commands:
# After the list: how to learn more (the command words first).
help-more = help draw: one command's help.
    help all: every command's help.
    keys: the keys of the keyboard.
# Plain input (no keys there): the last line says what "keys" gives, the words instead of keys.
help-more-plain = help draw: one command's help.
    help all: every command's help.
    keys: the words for each key.
# The words that ask for every command's help ("help all").
help-all = all
    .accept = all, everything

## One message per command: $words lists the words that work (the first line says them).

help-draw = { $words } or Space: draw a card.
help-pass = { $words }: keep the card drawn
    and end your turn.
help-uno = { $words }: say UNO.
    With your second-to-last card: r7 uno.
help-catch = { $words }: catch a player
    who did not say UNO; they draw 2.
help-challenge = { $words }: challenge a +4;
    a bluff draws 4, else you draw 6.
help-accept = { $words }: accept the +4
    or the cards owed.
help-hand = { $words }: your hand, sorted;
    a star marks playable cards.
help-playable = { $words }: only the playable cards.
help-top = { $words }: the top card
    and the colour to play.
help-status = { $words }: everyone's cards,
    the direction, whose turn.
help-scores = { $words }: the scores.
help-stats = { $words }: rounds and matches
    played and won, best and average scores.
help-rules = { $words }:
    the rules of this match;
    rules all for every one.
help-help = { $words } or F1: what you can do now.
help-keys = Keys, on an empty line:
    Right or Down: next card.
    Left or Up: previous card.
    Home, End: first, last card.
    z: next playable card.
    Capital Z: previous playable card.
    Enter: play the chosen card.
    Space: draw.
    Page Up and Page Down:
    step back or forward through history.
    F1: help. F2: repeat.
    Keys typed before a question opens
    are ignored: they were for earlier.
    Escape: stop the voice.
# Plain input (--plain, TERM=dumb): keys cannot work there, so "keys" lists the words that do
# what each key does (each line within 40 cells).
help-keys-plain = Keys do not work here (plain input):
    type words, then Enter.
    hand: your cards; playable: those
    that fit now; top: the card to cover.
    A card by its name: r 7, g +2, wild.
    draw, pass, uno, catch.
    Enter alone: your turn said again.
    history: the last events.
    repeat: the last messages again.
    silence: stop the voice.
    help: what you can do now.
# The help of "help" with plain input (no F1 key there).
help-help-plain = { $words }: what you can do now.
# The help of "repeat" with plain input (no F2 key there).
help-repeat-plain = { $words }:
    say the last messages again.
# The help of "history" with plain input (no Page Up key there).
help-history-plain = { $words }: the last 10 events
    of this round; history 30 for more,
    history round 2 for a whole round.
    Help and refusals are not kept.
help-repeat = { $words } or F2:
    say the last messages again.
help-history = { $words }: the last 10 events
    of this round; history 30 for more,
    history round 2 for a whole round.
    Page Up steps back event by event,
    Ctrl+Page Up round by round.
    Help and refusals are not kept.
help-settings = { $words }: the settings.
help-verbosity = { $words }:
    brief or full messages;
    full writes cards in words,
    brief as the braille deck prints them.
help-pace = { $words }:
    the pause between two bot moves,
    in seconds: pace 2; 0: none.
    1 s by default: a bot's line said
    by a screen reader at a usual speed.
    Keys typed meanwhile are dropped.
help-speech = { $words }:
    the game's voice, on or off.
help-sort = { $words }: sort the hand
    by colour or by number.
help-sounds = { $words }: the game's sounds,
    on or off; help sounds plays them.
help-bell = { $words }: the "your turn" sound,
    on or off.
help-silence = { $words } or Escape:
    stop the voice.
# The help of "silence" with plain input (no Escape key there).
help-silence-plain = { $words }: stop the voice.
help-quit = { $words }: quit the match.

## uno-access --help (each line as printed)
#
# Every line fits a 40-cell braille display (a test checks it): one option a line, the flag
# first; its explanation on the same line when it fits, else on the next lines. No alignment
# spaces: a screen reader would read them.

# uno-access --version: one fact a line. $engine: "compiled" or "python"; $speech: the speech parts
# found (pyttsx3 and its version, the synthesizer, the audio players), or cli-version-no-speech.
cli-version =
    uno-access { $version }
    Engine: { $engine ->
        [compiled] compiled
       *[python] pure Python
    }
    Python { $python }
    Speech: { $speech }
# In cli-version, when no speech part is found.
cli-version-no-speech = none found
# The first line.
cli-usage = Usage: uno-access [options]
# The rest, one line as printed per line of the file. $presets, $house, $custom: the code names
# --rules, --house and --custom take, already cut into lines of 40 cells: keep each on lines of its own.
cli-help =
    Play UNO against bots,
    by keyboard, speech or braille.
    Without options, a few questions;
    Enter at each starts the game.
    Options:
    --lang fr|en: the language.
    --bots N: how many bots, 1 to 9.
    --level easy|normal|hard|expert:
    how well the bots play.
    --rules NAME: the rules, one of:
    { $presets }.
    UNO Dice, "avec des dés" (with dice),
    is all the book says of it:
    not playable here.
    --house R1,R2: house rules,
    separated by commas, from:
    { $house },
    or none.
    --custom E1,E2,E3:
    the effects of custom cards 1 to 3
    (official+ rules), by name or number:
    { $custom }.
    --target N: the points to win.
    --time-limit S: seconds to choose
    a card, 0 to 300 (0: none); counted
    once the turn is said.
    --seed N: the random seed;
    the same seed, the same match.
    --speech auto|on|reader|off: who speaks;
    reader: your screen reader,
    on: the game's voice; auto: the
    screen reader if one is running,
    else the game's voice.
    --sounds auto|on|off: the sounds.
    --sound-volume N: sounds' volume,
    0 to 100.
    --rate N: the voice's rate,
    in words per minute, 50 to 500.
    --volume N: the voice's volume,
    0 to 100.
    --voice NAME: the voice to use,
    its name or part of it.
    --verbosity brief|full:
    brief or full messages.
    --pace S: seconds of pause
    between two bot moves.
    --reaction S: UNO Wizz, seconds
    a bot takes to shout (1.5).
    --plain: plain line input,
    without prompt_toolkit.
    --resume: resume the unfinished match
    without asking; every move is saved.
    --version: the version, the engine
    and the speech parts found.
    --help: this help.
    With friends over the network:
    host: a table on this computer,
    its code said (--wait S, --port N).
    join [ADDRESS] CODE --name NAME:
    sit at a table (--watch: watch it).
    join ADDRESS: its open tables.
    serve: a server of many tables.
    host --help, join --help and
    serve --help say their options.
    simulate: bots against bots,
    in figures (simulate --help).
# The totem command (UNO Totem Power); $words: the words that type it.
help-totem = { $words }: Totem Power, give a totem
    back against an action card laid on
    you; with the four, keep one card.
# The say command (a shared table); $words: the words that type it.
help-say = { $words }, then your words:
    say them to the table. A chat line
    begins with "Chat," and its name.
# The chat command (a shared table).
help-chat = { $words }: hear the chat, or not.
