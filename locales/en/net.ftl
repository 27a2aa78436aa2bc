## Playing with friends over the network (uno-access host, join, serve).
## Every line fits a 40-cell braille display.

# Said by `host`: the table's code, to read aloud to friends ($code: "482 913").
net-code = Table code: { $code }.
# Said by `host`: the address friends type after `join` ($address: "192.168.1.5:8765").
net-address = Address: { $address }.
# Said by `host`: the page friends open in a browser to join ($address: "http://192.168.1.5:8765/t/482913").
net-web-address = In a browser:
    { $address }
# `host`: the port is taken by another program (another `host` still running?) ($port); --port 0 takes any
# free port (keep the option name as is).
net-listen-in-use = Port { $port } is in use (another
    game?): --port 0 takes a free one.
# `host`: it cannot listen on that address ($address: host:port; not this computer's, or not allowed). The
# address on a line of its own (an IPv6 one is long), each line within 40 cells.
net-listen-failed = Cannot listen on
    { $address }:
    check --bind and --port.
# Said by `host` before the match: how to start it.
net-host-start = Enter starts the match.
# Said to a player who joined, before the match ($host: the host's name).
net-wait-host = Waiting for { $host } to start.
# Someone sat down at the table ($player: their name).
net-joined = { $player } joins the table.
# Someone's connection dropped; the table waits for them.
net-away = { $player } lost the connection.
# Someone came back after a dropped connection.
net-back = { $player } is back.
# A bot plays for someone who is away (or left).
net-bot = A bot plays for { $player }.
# Someone left the table for good.
net-left = { $player } left the table.
# Said to a player coming back: a bot played for them while they were away.
net-bot-played = A bot played for you meanwhile.
# Said to a player coming back after a long absence: the oldest moves are no longer kept by the server.
net-missed = Some missed moves are no longer known.
# The host started the match.
net-started = The match starts.
# A chat line ($player: who said it, $text: what they said). It begins with "Chat," in every
# language: no chat line can read like a line of the game (a player named "Your turn"...).
net-said = Chat, { $player }: { $text }
# This console's connection dropped; it tries again by itself.
net-lost = Connection lost, reconnecting.
# This console's connection is back.
net-reconnected = Connection back.
# A seat kept on this computer was taken back (`join` typed again) with another `--name` than the seat's:
# the seat keeps its name, $player (at most 24 letters), said once as the console sits.
net-back-as = You are back at your seat
    as { $player }.
# The table cannot be reached any more, for a reason the lines below do not name (the reason goes to
# connection.log, next to the saves, for a bug report: never a code on the screen).
net-gone = The table is out of reach.
# `join ADDRESS` (or `host --on ADDRESS`) given no valid address ($address: as typed, on a line of its own):
# its port is no number from 0 to 65535, or it names no host. What was wrong, then what an address looks
# like (keep "host:port" and "ws://host:port" as they are: they are typed so). Each line within 40 cells.
net-bad-address = Not a valid address:
    { $address }
    An address: host:port, as
    192.168.1.20:8765 or ws://host:port.
# A word left over on the command line of `host`, `join` or `serve` ($word: the first one): a value of
# several words given without quotes ("--password sesame ouvre": "ouvre" was left over). What was wrong,
# then what to do (the example: keep --password; the words in quotes may be translated). 40 cells a line.
net-extra-word = One word too many: { $word }.
    A password or name of several words
    goes in quotes:
    --password "open sesame".
# The server did not answer at all, the first time ($address: as typed, or host:port): what to check.
net-unreachable = No answer at { $address }.
    Check the address, and that the
    host's game or server is running.
# The connection dropped and no server answered again for 10 minutes: the console ends.
net-gone-gave-up = No answer for 10 minutes:
    the table is lost. Goodbye.
# The connection dropped, the server's program stopped (a `host` killed, a server stopped) and, started
# again, did not have the table: a table of `host` lives in its host's program and is not kept. What to do.
net-gone-table = The table is gone: its host's game
    (or server) stopped, and the table
    with it. Ask the host for a new code.
# The connection dropped, and the server no longer has this seat: its table closed meanwhile (everyone left,
# nobody came back), or the seat was removed. The console ends.
net-gone-seat = Your seat is no more: the table
    closed, or you were removed.
# A wss:// address typed, and the server's certificate is not trusted (a self-signed one): --cafile FILE
# trusts it (keep the option name as is).
net-gone-cert = This server's certificate is not
    trusted (its own: --cafile FILE).
# The server speaks TLS (wss://) and its certificate is not trusted ($address: its wss:// URL); a
# server's own certificate is trusted with --cafile FILE (keep the option name as is).
net-gone-tls = This server speaks TLS: use
    { $address }
    (its own certificate: --cafile FILE).
# An answer arrived after the table had moved on (another player was faster).
net-too-late = Too late: the table moved on.
# Refusals from the server, each in one line.
# Refused: the code, or the table's password, is wrong (a started or full table is answered alike: which
# codes exist is told only to whoever has the code and the password).
net-refused-no-table = No table has this code (or password).
# `join` of a table whose match this player quit (the server answers no-table to a started table: it is
# no lie to say the table plays on, and why no seat waits).  Lines of 40 cells at most.
net-left-table =
    You left this table's match.
    It plays on without you (or has
    ended): no seat to come back to.
# Refused: this computer's address tried too many wrong codes; it may try again in a few minutes.
net-refused-locked = Too many wrong codes:
    try again in a few minutes.
# This seat was taken by another console with the seat's token: this console stops (it does not take it back).
net-refused-taken-over = Your seat was taken over
    from another place.
# The server holds as many connections as it can (from this address, or in all).
net-refused-busy = The server is busy: try again later.
# Refused: the table already has 10 players.
net-refused-full = The table is full.
# Refused: the match started; only its players may come back.
net-refused-started = The match has already started.
# Refused: several servers share a Redis that cannot be reached now (try again in a moment).
net-refused-unavailable = Server unavailable, try again.
# Refused: only the host starts the match.
net-refused-not-host = Only the host starts the match.
# Refused at start: team play needs an even number of players (people and bots together), 4 at least.
net-refused-teams =
    Teams need an even number of players:
    4, 6, 8 or 10, bots included.
# Refused at start: the rules do not fit this many players (people and bots together).
net-refused-players = Rules unfit for this many players.
# Refused: a typed line too long (over 320 letters) or with a control character in it.
net-refused-bad-line = Line refused: at most 320 letters,
    no control characters.
# Refused: a chat line too long or not printable ($max: 300).
net-refused-bad-chat = A chat line: at most { $max } letters.
# Refused: too many messages in a short time.
net-refused-flood = Too many messages: slow down.
# Refused: a shared server deals the cards itself; a seed asked by a player (host --seed) is not accepted.
net-refused-seed = A shared server deals: --seed refused.
# Refused: the server cannot write to its disk now (full, failing); nothing changed, the table waits for it.
net-refused-cannot-save = The server cannot save; the table waits.
# Said to everyone at the table when the server cannot save: the table waits (nothing is lost).
net-cannot-save = The server cannot save; the table waits.
# Said to everyone when the server can save again: the table goes on.
net-saving = The server saves again; play goes on.
# Refused: the server speaks another version of the protocol (the other program is older or newer).
net-refused-version = This server runs another version:
    update uno-access on both sides.
# Refused: the server failed on this message (a bug of the server); nothing changed.
net-refused-server-error = The server met an error: try again.
# Refused, any other reason (never said as its code, which is for the logs).
net-refused = The table refused that.
# The chat is muted or heard again.
chat-off = Chat off.
# The chat is heard again.
chat-on = Chat on.
# `say` without anything to say.
chat-empty = Say what? say, then your words.
# A player name asked when none was given (join).
prompt-name = Your name >
# The name given is empty or too long ($max: 24).
error-name = A name: 1 to { $max } letters.
# A name typed at the name question held control keys (Ctrl+G, an arrow the line cannot move with): they
# were left out, the letters kept; the name sent, $name (at most 24 letters), is said.
net-name-keys-left = Control keys left out.
    Your name: { $name }.
# A name with a tab, a control or an invisible sign (typed, or given with --name): what is allowed.
error-name-hidden = No tab or invisible sign in a name:
    letters, spaces, hyphens, dots,
    apostrophes only.
# `--password` too long or not printable ($max: 64).
error-password = A password: at most { $max } letters.
# The prompt while others play at a shared table: commands still work.
prompt-wait = Wait >
# The host's prompt before the match.
prompt-lobby-host = Enter starts >
# A player's prompt before the match.
prompt-lobby = Waiting >
# Connecting to a table ($address).
net-connecting = Connecting to { $address }.
# `serve`: the server listens ($port).
net-serving = Serving tables on port { $port }.
# Waiting while other people play at a shared table (the news come by themselves).
help-now-wait-shared = Others are playing. hand: your
    cards, status: the table, say: chat.

# `uno-access host --help`: one option a line, each line within 40 cells.
net-help-host =
    Usage: uno-access host [options]
    A table on this computer: its code
    and address are said, for friends
    to join; Enter starts the match.
    --bots N: bots in the seats nobody
    takes, 0 to 9.
    --rules, --house, --custom, --target,
    --level: as in a solo game
    (uno-access --help).
    --wait S: seconds a dropped player
    is waited for before a bot plays
    for them (15 to 3600; 60).
    --silent N: turns a silent player
    lets a bot play before a bot takes
    the seat (3; 0: never).
    If you quit, the table ends (the
    guests are told): with --on, it
    goes on without you.
    --port N: the port (8765; 0: any).
    --bind ADDRESS: the address to listen
    on (this computer's on its network).
    --password WORDS: only those who give
    it sit at the table (several words:
    in quotes, --password "a b").
    --name NAME: your name (else asked).
    --on ADDRESS: open the table on a
    server (uno-access serve) instead.
    --listed: in the server's list of
    open tables; --unlisted: not (the
    default; asked with --on).
    --quiet-watchers: spectators may
    not chat.
    --help: this help.
# `uno-access join --help`.
net-help-join =
    Usage: uno-access join
    ADDRESS CODE [options]
    Sit at a table. ADDRESS, optional:
    host, host:port or a ws:// or wss://
    URL; without it, this computer.
    CODE: the table's code, as said
    by its host. Without CODE: the
    server's open tables, one a line;
    arrows and Enter, or a number.
    --watch: watch the table, no hand.
    --name NAME: your name (else asked).
    --password WORDS: the table's.
    --cafile FILE: trust this certificate
    (a wss:// server's own).
    --port N: the port on this computer
    (8765).
    --lang, --speech, --verbosity, --pace
    and the voice: as in a solo game.
    --help: this help.
# `uno-access serve --help`.
net-help-serve =
    Usage: uno-access serve [options]
    A server of many tables; it sits
    at none (host --on ADDRESS opens
    one there).
    --port N: the port (8765; 0: any).
    --bind ADDRESS: the address to
    listen on (all by default).
    --certfile F, --keyfile F: TLS
    (then join wss://...).
    --store FILE: where tables are kept
    (server.db next to the saves).
    --redis URL: several servers share
    this Redis as their directory.
    --public URL: this server's address
    as clients reach it.
    --allow-origin URL: a web page
    allowed to connect.
    --proxy ADDRESS: a reverse proxy in
    front of it (X-Forwarded-For).
    --help: this help.

## The room around the table (issue 33): the list of open tables, spectators, names, chat.

# Words of the game no player may take as a name, separated by "|" (compared as spoken: letter case,
# accents and punctuation aside; a name that holds one as whole words is refused too): words of the
# game's lines ("Your turn", "Match over"), cards ("Red", "Wild"), the list's words ("open"), "You"... The server
# refuses the words of every language.
net-reserved-names = you | your turn | your cards | table | chat | server | everyone | nobody
    | plays | play | draws | draw | draw pile | match over | match | round | new hand | hand | first card
    | top | target | connection lost | connection | goodbye | direction | reversed | reverse | skip
    | wild | joker | uno | counter uno | red | green | blue | yellow | plus | bot | a bot | card | cards
    | too much chat | no open table | open | full | password | playing | watching | official | wins
    | score | points | host | hosts | spectator | vote | removed | left | joins
# Refused: someone at this table (sitting or watching) has this name; the console asks for another.
net-refused-name-taken = Someone here has this name:
    choose another.
# Refused: a name holds something else than letters, spaces, - ' and . (a comma, an emoji, "!!!"), or a
# number of its own ("r 7", "Round 1"): no name may read like a card or a line of the game.  Every mark
# allowed is named in words (a screen reader at its default punctuation says neither "-", "'" nor "."),
# each line within 40 cells.
net-refused-name-letters = Names: letters, spaces, hyphens, dots,
    apostrophes; digits only inside a word.
# Refused: a name mixes Latin letters with Cyrillic or Greek ones ("Sаm" with a Cyrillic "а" looks like
# "Sam": it could pass for another player). What was wrong, then what is allowed; each line within 40 cells.
net-refused-name-scripts = Letters of two alphabets mixed:
    write a name in one alphabet only.
# Refused: the name holds a word of the game ("Your turn", "You"...), when the console cannot tell which
# (net-refused-name-word says it); what was wrong, then what is allowed.  The console asks for another.
net-refused-name-reserved = That name holds a word of the game:
    choose a name without game words.
# Refused: the name holds $word, a word of the game ("plays" in "Alice plays"; a word of either language,
# as net-reserved-names writes it: at most 16 letters); what was wrong, then what is allowed.  Each line
# within 40 cells.  The console asks for another.
net-refused-name-word = A word of the game: { $word }.
    Choose a name without it.
# Refused: a name empty, longer than $max (24), or with a tab, a control or an invisible sign (the console
# checks a name first: said by a server of another version).
net-refused-bad-name = A name: 1 to { $max } letters, spaces,
    hyphens, dots, apostrophes;
    no tab or invisible sign.
# Refused: too many chat lines at once; said once, the next lines are dropped for a moment.
net-refused-chat-flood = Too much chat: wait a moment.
# Refused: the host keeps spectators from chatting.
net-refused-chat-off = Spectators may not chat here.
# Refused: a spectator only watches and chats.
net-refused-not-now = Not now: you are watching.
# Someone started watching the table ($player: their name).
net-watching = { $player } is watching.
# A spectator stopped watching.
net-stopped-watching = { $player } stopped watching.
# A chat line from a spectator ($player: who, $text: what). Every chat line begins with "Chat,": no
# chat line can read like a line of the game.
net-said-watcher = Chat, { $player } watching: { $text }
# `join ADDRESS` without a code: how many open tables the server lists (the lines follow).
net-list-count = { $count ->
    [one] One open table:
   *[other] { $count } open tables:
}
# One open table, key fact first ($number: its number in the list; $host: its host's name;
# $rules: the rules' name, e.g. "official"; $people: people sitting; $seats: players once it
# starts, people and bots; $state: net-list-open, net-list-password, net-list-full, net-list-playing
# or net-list-yours).  A line over 40 cells is cut after one of its commas (the console does it: a
# long host name, "officielles plus", "mot de passe"): keep the parts separated by ", ".
net-list-table = { $number }. { $host }, { $rules }, { $people } of { $seats }, { $state }.
# The state of a table in the list: people may sit.
net-list-open = open
# People may sit, with the table's password (asked next).
net-list-password = password
# No seat is left at the table (people and bots: 10): nobody may sit.
net-list-full = full
# The table chosen in the list is full: the list goes on.
net-list-full-chosen = That table is full:
    choose another.
# The password typed at the list was wrong: it is asked again (Enter alone: leave).
net-list-password-wrong = Wrong password: try again,
    or Enter alone to leave.
# Its match is being played: it may be watched.
net-list-playing = playing
# This computer holds a seat at that table (its console was closed): chosen, it comes back.
net-list-yours = your seat
# After the list, with keys: how to choose.
net-list-how = Arrows, then Enter: sit there.
    Or type its number, or a code.
# After the list, without keys (--plain): how to choose.
net-list-how-plain = Type a table's number,
    or a code; q leaves.
# The prompt while choosing a table in the list.
prompt-list = Table >
# The server lists no open table: what to do.
net-list-empty = No open table on this server.
    A private one: join ADDRESS CODE.
# A number not in the list ($count: how many tables).
net-list-no-such = No such table: 1 to { $count }.
# A line typed at the list that is no table's number nor a code ($text: that line, cut short; $count:
# how many tables are listed): what was wrong, then what is allowed.  Lines of 40 cells at most.
net-list-not-table = { $count ->
    [0] Not a table: { $text }. Type
        a code of 6 digits; q leaves.
   *[other] Not a table: { $text }. Type
        1 to { $count }, or a code of 6
        digits; q leaves.
}
# Enter with no table chosen yet.
net-list-choose = Arrows choose a table.
# The table chosen is playing: this console watches it.
net-list-watching = It is playing: you watch it.
# The prompt for a table's password (a table in the list that asks one).
prompt-password = Password >
# A password typed at "Password >" (a table of the list) held control keys (Ctrl+G, an arrow the
# line cannot move with): they were left out, the rest sent.  The password itself is never said.
net-password-keys-left = Control keys left out of the password.
# Said to a spectator when they sit ($host: the host's name).
net-watch-welcome = You watch { $host }'s table.
    say: chat; quit: leave.
# The prompt of a spectator.
prompt-watch = Watch >
# A spectator's command that only players have (play, draw, hand...).
net-watch-only = You watch: say, status, help, quit.
# A spectator's help.
help-watch = You watch the table: every
    move is said, and no hand.
    say and your words: chat.
    Chat lines begin with "Chat,".
    status: the table, the counts.
    history: the moves so far.
    quit: stop watching.
# `host --on ADDRESS` without --listed or --unlisted: is the table in the server's list of open tables?
net-ask-listed = List this table on the server,
    for anyone to join? (yes/no)
# An answer that is neither yes nor no.
net-ask-listed-again = Yes or no, please.
# A spectator asked `status` before the match started.
net-watch-not-started = The match has not started yet.
# Said to a spectator after "Match over": they go on watching, the table may play again.
net-watch-again = Still watching, if they play again.
# Said to a spectator when the table they watch plays again: a new match starts (same table).
net-watch-new-match = They play again: a new match.
# Said to spectators when every player of the match is away: the table plays nothing until one is back.
net-waiting = The players are away: the table waits.
# Said to spectators when the server closes the table (everyone left, or nobody came back): their
# console ends.
net-table-closed = The table is closed.

## Who holds the table (issue 33): the host's role passing on, removing a player, votes, silent seats,
## play again, a `host` table closed with its program. Every line fits 40 cells with short names.
# The host left: $player hosts the table now (starts the match, removes players); $you: yes to the new host.
net-host = { $you ->
    [yes] You host the table now.
   *[no] { $player } now hosts.
}
# $player was removed from the table (by the host, or a vote while the host was away).
net-kicked = { $player } was removed from the table.
# Refused: a `host` table's server (in its host's program) opens no other table; only `serve` opens
# tables for whoever asks.  What was wrong, then what is allowed; each line within 40 cells.
net-refused-no-new-table = This computer opens no other table:
    join a table with its code.
# Said to the console removed from the table: it stops, and its seat's token no longer brings it back.
net-refused-kicked = You were removed from the table.
# Refused: `kick NAME` names nobody else at the table.
net-refused-no-player = No other player has that name.
# Refused: `kick NAME` by a guest while the host is here (a vote happens only while the host is away).
net-refused-host-here = Only the host removes a player.
# $player did not answer within the table's wait: a bot played this turn for them ($you: yes when it is the
# player reading).
net-silent = { $you ->
    [yes] Too long: a bot played for you.
   *[no] { $player } is silent: a bot played.
}
# After several silent turns a bot plays for $player until they answer (to the player: Enter takes it back).
net-silent-bot = { $you ->
    [yes] A bot plays for you: Enter to play.
   *[no] A bot plays for { $player } now.
}
# $player let a chance out of turn (catch a missed UNO, jump in) go unanswered for the table's wait: it
# passed, as when nobody takes it, and play goes on ($you: yes when it is the player reading).
net-passed = { $you ->
    [yes] Too long: play goes on.
   *[no] { $player } did not answer: play goes on.
}
# Said to a player whose seat a bot took for silence, once they pressed Enter: the seat is theirs again.
net-back-you = You play again.
# At "Match over", $player said yes to playing again.
net-again = { $player } plays again.
# A `host` table lived in its host's program, which ended: the table is closed ($player: the host).
net-closed = { $player } quit: the table is closed.
# A vote to remove $target while the host is away: $player voted ($you: yes for the player reading); $votes
# of the $needed votes are in.
net-voted = { $you ->
    [yes] You vote out { $target }: { $votes } of { $needed }.
   *[no] { $player } votes out { $target }: { $votes } of { $needed }.
}
# Asked at "Match over" at a shared table: a new match, same table, same seats (bots where people left).
prompt-again-table = Play again, same people? (y/n) >
# A host leaving at "Play again, same people?" (no, Ctrl+C, Ctrl+D) while people sit at its table: its
# table closes with this program, for them too: why it asks, then the question.  Enter alone: no.
net-close-table-why = Your guests lose the table too.
prompt-close-table = Close the table? (y/n) [no] >
# Said after "yes": the new match starts once everyone still here said yes.
net-again-wait = Waiting for the others.
# Said by `host` (a table in this program) with its code: what quitting does to the table.
net-host-quit = If you quit, the table ends
    (a server keeps it: host --on ADDRESS).
# `host` given --store, --certfile or --keyfile: they are serve's (a table that outlives its host, TLS);
# `host --on ADDRESS` opens the table on such a server (keep the option names as they are).
net-host-serve-only = --store, --certfile, --keyfile:
    for serve; then host --on ADDRESS.
# A shared table: remove a player by name (the host; a vote while the host is away).
command-kick = kick
    .accept = kick, remove
# `kick` without a name.
kick-empty = Kick whom? kick, then a name.
# The kick command (a shared table); $words: the words that type it.
help-kick = { $words }, then a name: remove
    a player (the host; while the host
    is away, a vote of those here).
