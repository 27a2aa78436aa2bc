## Playing with friends over the network (uno-access host, join, serve).
## Every line fits a 40-cell braille display.

# Said by `host`: the table's code, to read aloud to friends ($code: "482 913").
net-code = Table code: { $code }.
# Said by `host`: the address friends type after `join` ($address: "192.168.1.5:8765").
net-address = Address: { $address }.
# Said by `host`: the page friends open in a browser to join ($address: "http://192.168.1.5:8765/t/482913").
net-web-address = In a browser:
    { $address }
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
# A chat line ($player: who said it, $text: what they said).
net-said = { $player }: { $text }
# This console's connection dropped; it tries again by itself.
net-lost = Connection lost, reconnecting.
# This console's connection is back.
net-reconnected = Connection back.
# The table cannot be reached any more ($reason: a short code, for a bug report).
net-gone = The table is out of reach ({ $reason }).
# An answer arrived after the table had moved on (another player was faster).
net-too-late = Too late: the table moved on.
# Refusals from the server, each in one line.
net-refused-no-table = No table has this code.
# Refused: the table already has 10 players.
net-refused-full = The table is full.
# Refused: the match started; only its players may come back.
net-refused-started = The match has already started.
# Refused: only the host starts the match.
net-refused-not-host = Only the host starts the match.
# Refused: a chat line too long or not printable ($max: 300).
net-refused-bad-chat = A chat line: at most { $max } letters.
# Refused: too many messages in a short time.
net-refused-flood = Too many messages: slow down.
# Refused, any other reason ($reason: a short code).
net-refused = The table refused it ({ $reason }).
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
