## Playing with friends over the network (uno-access host, join, serve).
## Every line fits a 40-cell braille display.

# Said by `host`: the table's code, to read aloud to friends ($code: "482 913").
net-code = Code de la table : { $code }.
# Said by `host`: the address friends type after `join` ($address: "192.168.1.5:8765").
net-address = Adresse : { $address }.
# Said by `host`: the page friends open in a browser to join ($address: "http://192.168.1.5:8765/t/482913").
net-web-address = Dans un navigateur :
    { $address }
# Said by `host` before the match: how to start it.
net-host-start = Entrée lance la partie.
# Said to a player who joined, before the match ($host: the host's name).
net-wait-host = On attend que { $host } lance.
# Someone sat down at the table ($player: their name).
net-joined = { $player } rejoint la table.
# Someone's connection dropped; the table waits for them.
net-away = { $player } a perdu la connexion.
# Someone came back after a dropped connection.
net-back = { $player } est de retour.
# A bot plays for someone who is away (or left).
net-bot = Un robot joue pour { $player }.
# Someone left the table for good.
net-left = { $player } a quitté la table.
# Said to a player coming back: a bot played for them while they were away.
net-bot-played = Un robot a joué pour vous entre-temps.
# Said to a player coming back after a long absence: the oldest moves are no longer kept by the server.
net-missed = Des coups manqués ne sont plus connus.
# The host started the match.
net-started = La partie commence.
# A chat line ($player: who said it, $text: what they said).
net-said = { $player } : { $text }
# This console's connection dropped; it tries again by itself.
net-lost = Connexion perdue, reconnexion.
# This console's connection is back.
net-reconnected = Connexion rétablie.
# The table cannot be reached any more ($reason: a short code, for a bug report).
net-gone = Table injoignable ({ $reason }).
# An answer arrived after the table had moved on (another player was faster).
net-too-late = Trop tard : la table a continué.
# Refusals from the server, each in one line.
net-refused-no-table = Aucune table n'a ce code.
# Refused: the table already has 10 players.
net-refused-full = La table est complète.
# Refused: the match started; only its players may come back.
net-refused-started = La partie a déjà commencé.
# Refused: only the host starts the match.
net-refused-not-host = Seul l'hôte lance la partie.
# Refused: a chat line too long or not printable ($max: 300).
net-refused-bad-chat = Un message : { $max } lettres au plus.
# Refused: too many messages in a short time.
net-refused-flood = Trop de messages : ralentissez.
# Refused, any other reason ($reason: a short code).
net-refused = La table a refusé ({ $reason }).
# The chat is muted or heard again.
chat-off = Discussion coupée.
# The chat is heard again.
chat-on = Discussion rétablie.
# `say` without anything to say.
chat-empty = Dire quoi ? dis, puis vos mots.
# A player name asked when none was given (join).
prompt-name = Votre nom >
# The name given is empty or too long ($max: 24).
error-name = Un nom : 1 à { $max } lettres.
# The prompt while others play at a shared table: commands still work.
prompt-wait = Attente >
# The host's prompt before the match.
prompt-lobby-host = Entrée lance >
# A player's prompt before the match.
prompt-lobby = Attente >
# Connecting to a table ($address).
net-connecting = Connexion à { $address }.
# `serve`: the server listens ($port).
net-serving = Tables servies sur le port { $port }.
# Waiting while other people play at a shared table (the news come by themselves).
help-now-wait-shared = Les autres jouent. m : votre main,
    état : la table, dis : discuter.
