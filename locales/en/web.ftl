## The web page a friend opens to join a table from a browser (uno_access/web/static/).
## Only the page's own labels: every line of the game comes from the console's messages.

# The page's title and main heading.
web-title = Accessible UNO
# Under the heading, before joining: what the page is for.
web-intro = Join a table with its code, or open a new one.
# The language switch's label.
web-lang = Language
# The names of the two languages, each in its own language (the switch's choices).
web-lang-fr = Français
web-lang-en = English
# The sounds' switch (a checkbox, off at first): the console's sounds, played by the browser.
web-sounds = Sounds
# The name field's label.
web-name = Your name
# The table code field's label.
web-code = Table code
# The table's password field's label: left empty unless the host opened the table with a password.
web-password = Password, if the table has one
# The button that sits at the table whose code was typed.
web-join = Join the table
# The heading of the part of the page that opens a new table.
web-new = New table
# The number of bots field's label (when opening a table).
web-bots = Bots
# The button that opens a new table, with bots in the seats nobody takes.
web-create = Open a table
# The heading of the game's lines (the log, read by the screen reader).
web-log = Game
# The heading of the player's hand (a list of buttons, one per card).
web-hand = Your hand
# Said after a card's name when it may be played now (a screen reader's description).
web-playable = playable
# The command box's label: the console's commands are typed here.
web-command = Command
# The button that sends the command box's line (Enter does the same).
web-send = Send
# The keys of the page, said by the help under the hand.
web-keys = Arrows: cards. Enter: play. Space: draw.
    z, shift z: playable cards. F2: repeat.
    Page up, down: history. ?: help.
    A letter: the command box.
# A name is needed before joining (1 to 24 letters).
web-error-name = Type your name first (1 to 24 letters).
# A code is needed before joining.
web-error-code = Type the table's code first.
# Said while the page connects to the table.
web-connecting = Connecting.
# Said when the page's player types the console's `speech` or `silence` command: the game's own voice
# would play on the server's computer, not in the browser (there, the player's screen reader speaks).
web-not-here = Not in the browser:
    your screen reader speaks.
# Said once the match is over, after its last line (the seat's console ended): Enter in
# the command box goes back to the page's start, to join or open a table.
web-over = Enter: back to the start.
# Said (in the new language) when the page's language is switched at a table: the page's labels change at
# once, but the game's own lines stay in the seat's language until the player joins or opens a new table.
web-lang-later = The game's lines keep their language
    until the next table.
