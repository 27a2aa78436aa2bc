## Playing with friends over the network (uno-access host, join, serve).
## Every line fits a 40-cell braille display.

# Said by `host`: the table's code, to read aloud to friends ($code: "482 913").
net-code = Code de la table : { $code }.
# Said by `host`: the address friends type after `join` ($address: "192.168.1.5:8765").
net-address = Adresse : { $address }.
# Said by `host`: the page friends open in a browser to join ($address: "http://192.168.1.5:8765/t/482913").
net-web-address = Dans un navigateur :
    { $address }
# `host`: the port is taken by another program (another `host` still running?) ($port); --port 0 takes any
# free port (keep the option name as is).
net-listen-in-use = Le port { $port } est déjà pris
    (un autre jeu ?) : --port 0 en
    choisit un libre.
# `host`: it cannot listen on that address ($address: host:port; not this computer's, or not allowed). The
# address on a line of its own: "Écoute impossible sur 10.255.255.1:8765 :" was 41 cells.
net-listen-failed = Écoute impossible sur
    { $address } :
    vérifiez --bind et --port.
# Said by `host` before the match: how to start it.
net-host-start = Entrée lance la partie.
# Said to a player who joined, before the match ($host: the host's name).
# Phrased so that no elision is needed before the name ("que Alice" would be wrong).
net-wait-host = { $host } lancera la partie.
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
# A chat line ($player: who said it, $text: what they said). It begins with "Chat," in every
# language: no chat line can read like a line of the game (a player named "Your turn"...).
net-said = Chat, { $player } : { $text }
# This console's connection dropped; it tries again by itself.
net-lost = Connexion perdue, reconnexion.
# This console's connection is back.
net-reconnected = Connexion rétablie.
# A seat kept on this computer was taken back (`join` typed again) with another `--name` than the seat's:
# the seat keeps its name, $player (at most 24 letters), said once as the console sits.
net-back-as = Vous retrouvez votre place,
    sous le nom { $player }.
# The table cannot be reached any more, for a reason the lines below do not name (the reason goes to
# connection.log, next to the saves, for a bug report: never a code on the screen).
net-gone = Table injoignable.
# `join ADRESSE` (ou `host --on ADRESSE`) sans adresse valide ($address : telle que tapée, sur une ligne à
# elle) : son port n'est pas un nombre de 0 à 65535, ou elle ne nomme aucun hôte. Ce qui n'allait pas, puis
# à quoi ressemble une adresse (« hôte:port », « ws://hôte:port » se tapent ainsi). 40 cellules par ligne.
net-bad-address = Adresse non valide :
    { $address }
    Une adresse : hôte:port, comme
    192.168.1.20:8765 ou ws://hôte:port.
# Un mot en trop sur la ligne de commande de `host`, `join` ou `serve` ($word : le premier) : une valeur
# de plusieurs mots donnée sans guillemets (« --password sésame ouvre » : « ouvre » restait). Ce qui
# n'allait pas, puis que faire (garder --password tel quel). 40 cellules par ligne.
net-extra-word = Un mot de trop : { $word }.
    Un mot de passe ou un nom de plusieurs
    mots se met entre guillemets :
    --password "sésame ouvre".
# The server did not answer at all, the first time ($address: as typed, or host:port): what to check.
net-unreachable = Pas de réponse à { $address }.
    Vérifiez l'adresse, et que le jeu
    de l'hôte ou le serveur est lancé.
# The connection dropped and no server answered again for 10 minutes: the console ends.
net-gone-gave-up = Pas de réponse depuis 10 minutes :
    la table est perdue. Au revoir.
# The connection dropped, the server's program stopped (a `host` killed, a server stopped) and, started
# again, did not have the table: a table of `host` lives in its host's program and is not kept. What to do.
net-gone-table = La table n'existe plus : le jeu de
    son hôte (ou le serveur) s'est arrêté,
    et elle avec. Demandez un nouveau
    code à l'hôte.
# The connection dropped, and the server no longer has this seat: its table closed meanwhile (everyone left,
# nobody came back), or the seat was removed. The console ends.
net-gone-seat = Votre place n'existe plus : la
    table a fermé, ou on vous a exclu.
# A wss:// address typed, and the server's certificate is not trusted (a self-signed one): --cafile FILE
# trusts it (keep the option name as is).
net-gone-cert = Le certificat de ce serveur n'est pas
    reconnu (le sien : --cafile FICHIER).
# The server speaks TLS (wss://) and its certificate is not trusted ($address: its wss:// URL); a
# server's own certificate is trusted with --cafile FILE (keep the option name as is).
net-gone-tls = Ce serveur parle TLS : utilisez
    { $address }
    (son certificat : --cafile FICHIER).
# An answer arrived after the table had moved on (another player was faster).
net-too-late = Trop tard : la table a continué.
# Refusals from the server, each in one line.
# Refused: the code, or the table's password, is wrong (a started or full table is answered alike: which
# codes exist is told only to whoever has the code and the password).
net-refused-no-table = Aucune table n'a ce code
    (ou ce mot de passe).
# `join` of a table whose match this player quit (the server answers no-table to a started table: it is
# no lie to say the table plays on, and why no seat waits).  Lines of 40 cells at most.
net-left-table =
    Vous avez quitté la partie de cette
    table. Elle continue sans vous (ou
    est finie) : plus de place pour vous.
# Refused: this computer's address tried too many wrong codes; it may try again in a few minutes.
net-refused-locked = Trop de codes erronés :
    réessayez dans quelques minutes.
# This seat was taken by another console with the seat's token: this console stops (it does not take it back).
net-refused-taken-over = Votre place a été reprise
    depuis un autre endroit.
# The server holds as many connections as it can (from this address, or in all).
net-refused-busy = Serveur occupé : réessayez plus tard.
# Refused: the table already has 10 players.
net-refused-full = La table est complète.
# Refused: the match started; only its players may come back.
net-refused-started = La partie a déjà commencé.
# Refused: several servers share a Redis that cannot be reached now (try again in a moment).
net-refused-unavailable = Serveur indisponible, réessayez.
# Refused: only the host starts the match.
net-refused-not-host = Seul l'hôte lance la partie.
# Refused at start: team play needs an even number of players (people and bots together), 4 at least.
net-refused-teams =
    Équipes : un nombre pair de joueurs,
    4, 6, 8 ou 10, robots compris.
# Refused at start: the rules do not fit this many players (people and bots together).
net-refused-players =
    Ces règles ne vont pas
    à ce nombre de joueurs.
# Refused: a typed line too long (over 320 letters) or with a control character in it.
net-refused-bad-line = Ligne refusée : 320 lettres au plus,
    sans caractère de contrôle.
# Refused: a chat line too long or not printable ($max: 300).
net-refused-bad-chat = Un message : { $max } lettres au plus.
# Refused: too many messages in a short time.
net-refused-flood = Trop de messages : ralentissez.
# Refused: a shared server deals the cards itself; a seed asked by a player (host --seed) is not accepted.
net-refused-seed = Serveur partagé : --seed refusé.
# Refused: the server cannot write to its disk now (full, failing); nothing changed, the table waits for it.
net-refused-cannot-save = Sauvegarde impossible : la table attend.
# Said to everyone at the table when the server cannot save: the table waits (nothing is lost).
net-cannot-save = Sauvegarde impossible : la table attend.
# Said to everyone when the server can save again: the table goes on.
net-saving = Sauvegarde rétablie : la partie reprend.
# Refused: the server speaks another version of the protocol (the other program is older or newer).
net-refused-version = Ce serveur a une autre version :
    mettez uno-access à jour des deux côtés.
# Refused: the server failed on this message (a bug of the server); nothing changed.
net-refused-server-error = Erreur du serveur : réessayez.
# Refused, any other reason (never said as its code, which is for the logs).
net-refused = La table a refusé.
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
# A name typed at the name question held control keys (Ctrl+G, an arrow the line cannot move with): they
# were left out, the letters kept; the name sent, $name (at most 24 letters), is said.
net-name-keys-left = Touches de contrôle ignorées.
    Votre nom : { $name }.
# A name with a tab, a control or an invisible sign (typed, or given with --name): what is allowed.
error-name-hidden = Pas de tabulation ni de signe
    invisible dans un nom : lettres,
    espaces, tirets, points, apostrophes.
# `--password` too long or not printable ($max: 64).
error-password = Un mot de passe : { $max } lettres au plus.
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

# `uno-access host --help`: one option a line, each line within 40 cells.
net-help-host =
    Utilisation : uno-access host [options]
    Une table sur cet ordinateur : son
    code et son adresse sont dits, pour
    vos amis ; Entrée lance la partie.
    --bots N : robots aux places libres,
    0 à 9.
    --rules, --house, --custom, --target,
    --level : comme en solo
    (uno-access --help).
    --wait S : secondes d'attente d'un
    joueur déconnecté avant qu'un robot
    joue pour lui (15 à 3600 ; 60).
    --silent N : tours qu'un joueur muet
    laisse jouer à un robot avant qu'il
    prenne sa place (3 ; 0 : jamais).
    Si vous quittez, la table s'arrête
    (les invités le savent) ; avec --on,
    elle continue sans vous.
    --port N : le port (8765 ; 0 : libre).
    --bind ADRESSE : l'adresse d'écoute
    (celle de l'ordinateur sur son réseau).
    --password MOTS : seuls ceux qui le
    donnent s'assoient (plusieurs mots :
    entre guillemets, --password "a b").
    --name NOM : votre nom (sinon demandé).
    --on ADRESSE : ouvrir la table sur
    un serveur (uno-access serve).
    --listed : dans la liste des tables
    ouvertes du serveur ; --unlisted :
    non (par défaut ; demandé avec --on).
    --quiet-watchers : les spectateurs
    ne parlent pas.
    --help : cette aide.
# `uno-access join --help`.
net-help-join =
    Utilisation : uno-access join
    ADRESSE CODE [options]
    S'asseoir à une table. ADRESSE,
    facultative : hôte, hôte:port ou une
    URL ws:// ou wss:// ; sans elle,
    cet ordinateur.
    CODE : le code de la table, dit
    par son hôte. Sans CODE : les tables
    ouvertes du serveur, une par ligne ;
    flèches et Entrée, ou un numéro.
    --watch : regarder, sans main.
    --name NOM : votre nom (sinon demandé).
    --password MOTS : celui de la table.
    --cafile FICHIER : se fier à ce
    certificat (celui d'un serveur wss://).
    --port N : le port sur cet ordinateur
    (8765).
    --lang, --speech, --verbosity, --pace
    et la voix : comme en solo.
    --help : cette aide.
# `uno-access serve --help`.
net-help-serve =
    Utilisation : uno-access serve [options]
    Un serveur de tables ; il ne joue
    à aucune (host --on ADRESSE en
    ouvre une).
    --port N : le port (8765 ; 0 : libre).
    --bind ADRESSE : l'adresse d'écoute
    (toutes par défaut).
    --certfile F, --keyfile F : TLS
    (puis join wss://...).
    --store FICHIER : où garder les tables
    (server.db près des sauvegardes).
    --redis URL : des serveurs partagent
    ce Redis comme annuaire.
    --public URL : l'adresse de ce
    serveur pour les clients.
    --allow-origin URL : une page web
    autorisée à se connecter.
    --proxy ADRESSE : un proxy inverse
    devant lui (X-Forwarded-For).
    --help : cette aide.

## The room around the table (issue 33): the list of open tables, spectators, names, chat.

# Words of the game no player may take as a name, separated by "|" (compared as spoken: letter case,
# accents and punctuation aside; a name that holds one as whole words is refused too): words of the
# game's lines ("À vous", "Partie terminée"), cards ("Rouge", "Joker"), the list's words, "Vous"... The server
# refuses the words of every language.
net-reserved-names = vous | à vous | vos cartes | table | chat | serveur | tout le monde | personne
    | joue | jouer | pioche | partie terminée | partie | manche | nouvelle main | main | première carte
    | dessus | cible | connexion perdue | connexion | au revoir | sens | inversé | passe | joker
    | uno | contre uno | rouge | vert | bleu | jaune | plus | robot | un robot | carte | cartes
    | trop de chat | aucune table | ouverte | pleine | mot de passe | en jeu | regarde | officielle
    | gagne | score | points | hôte | spectateur | vote | exclu | parti | rejoint
# Refused: someone at this table (sitting or watching) has this name; the console asks for another.
net-refused-name-taken = Quelqu'un ici a ce nom :
    choisissez-en un autre.
# Refusé : un nom contient autre chose que des lettres, des espaces, - ' et . (une virgule, un emoji,
# « !!! »), ou un nombre seul (« r 7 », « Manche 1 ») : aucun nom ne se lit comme une carte ou une ligne du jeu.
# Chaque signe permis est dit en mots (un lecteur d'écran, à sa ponctuation par défaut, ne dit ni « - »,
# ni « ' », ni « . »), chaque ligne en 40 cellules.
net-refused-name-letters = Nom : lettres, espaces, tirets, points,
    apostrophes ; chiffres dans un mot.
# Refusé : un nom mêle des lettres latines et des lettres cyrilliques ou grecques (« Sаm » avec un « а »
# cyrillique ressemble à « Sam » : il pourrait passer pour un autre joueur). Ce qui n'allait pas, puis ce qui est
# permis ; chaque ligne en 40 cellules.
net-refused-name-scripts = Lettres de deux alphabets mêlées :
    écrivez le nom dans un seul alphabet.
# Refused: the name holds a word of the game ("À vous", "Vous"...), when the console cannot tell which
# (net-refused-name-word says it); what was wrong, then what is allowed.  The console asks for another.
net-refused-name-reserved = Ce nom contient un mot du jeu :
    choisissez un nom sans mot du jeu.
# Refused: the name holds $word, a word of the game ("joue" in "Alice joue"; a word of either language,
# as net-reserved-names writes it: at most 16 letters); what was wrong, then what is allowed.  Each line
# within 40 cells.  The console asks for another.
net-refused-name-word = Un mot du jeu : { $word }.
    Choisissez un nom sans ce mot.
# Refused: a name empty, longer than $max (24), or with a tab, a control or an invisible sign (the console
# checks a name first: said by a server of another version).
net-refused-bad-name = Un nom : 1 à { $max } lettres, espaces,
    tirets, points, apostrophes ;
    sans tabulation ni signe invisible.
# Refused: too many chat lines at once; said once, the next lines are dropped for a moment.
net-refused-chat-flood = Trop de messages : patientez.
# Refused: the host keeps spectators from chatting.
net-refused-chat-off = Ici, les spectateurs ne parlent pas.
# Refused: a spectator only watches and chats.
net-refused-not-now = Pas maintenant : vous regardez.
# Someone started watching the table ($player: their name).
net-watching = { $player } regarde la partie.
# A spectator stopped watching.
net-stopped-watching = { $player } ne regarde plus.
# A chat line from a spectator ($player: who, $text: what). Every chat line begins with "Chat,": no
# chat line can read like a line of the game.
net-said-watcher = Chat, { $player } spectateur : { $text }
# `join ADDRESS` without a code: how many open tables the server lists (the lines follow).
net-list-count = { $count ->
    [one] Une table ouverte :
   *[other] { $count } tables ouvertes :
}
# One open table, key fact first ($number: its number in the list; $host: its host's name;
# $rules: the rules' name, e.g. "officielles"; $people: people sitting; $seats: players once it
# starts, people and bots; $state: net-list-open, net-list-password, net-list-full, net-list-playing
# or net-list-yours).  A line over 40 cells is cut after one of its commas (the console does it: a
# long host name, "officielles plus", "mot de passe"): keep the parts separated by ", ".
net-list-table = { $number }. { $host }, { $rules }, { $people } sur { $seats }, { $state }.
# The state of a table in the list: people may sit.
net-list-open = ouverte
# People may sit, with the table's password (asked next).
net-list-password = mot de passe
# No seat is left at the table (people and bots: 10): nobody may sit.
net-list-full = pleine
# The table chosen in the list is full: the list goes on.
net-list-full-chosen = Cette table est pleine :
    choisissez-en une autre.
# The password typed at the list was wrong: it is asked again (Enter alone: leave).
net-list-password-wrong = Mauvais mot de passe : réessayez,
    ou Entrée seule pour partir.
# Its match is being played: it may be watched.
net-list-playing = en jeu
# This computer holds a seat at that table (its console was closed): chosen, it comes back.
net-list-yours = votre place
# After the list, with keys: how to choose.
net-list-how = Flèches, puis Entrée : s'y asseoir.
    Ou tapez son numéro, ou un code.
# After the list, without keys (--plain): how to choose.
net-list-how-plain = Tapez le numéro d'une table,
    ou un code ; q pour partir.
# The prompt while choosing a table in the list.
prompt-list = Table >
# The server lists no open table: what to do.
net-list-empty = Aucune table ouverte ici.
    Une table privée : join ADRESSE CODE.
# A number not in the list ($count: how many tables).
net-list-no-such = Pas de telle table : 1 à { $count }.
# A line typed at the list that is no table's number nor a code ($text: that line, cut short; $count:
# how many tables are listed): what was wrong, then what is allowed.  Lines of 40 cells at most.
net-list-not-table = { $count ->
    [0] Pas une table : { $text }. Tapez
        un code de 6 chiffres ; q : partir.
   *[other] Pas une table : { $text }. Tapez
        1 à { $count }, ou un code de 6
        chiffres ; q : partir.
}
# Enter with no table chosen yet.
net-list-choose = Les flèches choisissent une table.
# The table chosen is playing: this console watches it.
net-list-watching = Elle joue : vous la regardez.
# The prompt for a table's password (a table in the list that asks one).
prompt-password = Mot de passe >
# A password typed at "Password >" (a table of the list) held control keys (Ctrl+G, an arrow the
# line cannot move with): they were left out, the rest sent.  The password itself is never said.
net-password-keys-left = Touches de contrôle ignorées
    dans le mot de passe.
# Said to a spectator when they sit ($host: the host's name).
# "chez" never elides ("de Alice" would be wrong).
net-watch-welcome = Vous regardez la partie chez { $host }.
    dis : parler ; quitter : partir.
# The prompt of a spectator.
prompt-watch = Regarder >
# A spectator's command that only players have (play, draw, hand...).
net-watch-only = Vous regardez : dis, état, aide, quitter.
# A spectator's help.
help-watch = Vous regardez la table : chaque
    coup est dit, aucune main.
    dis et vos mots : parler.
    Les messages commencent par « Chat, ».
    état : la table, les cartes.
    historique : les coups passés.
    quitter : ne plus regarder.
# `host --on ADDRESS` without --listed or --unlisted: is the table in the server's list of open tables?
net-ask-listed = Montrer cette table dans la liste
    du serveur, ouverte à tous ? (oui/non)
# An answer that is neither yes nor no.
net-ask-listed-again = Oui ou non, s'il vous plaît.
# A spectator asked `status` before the match started.
net-watch-not-started = La partie n'a pas encore commencé.
# Said to a spectator after "Match over": they go on watching, the table may play again.
net-watch-again = Vous regardez encore, s'ils rejouent.
# Said to a spectator when the table they watch plays again: a new match starts (same table).
net-watch-new-match = Ils rejouent : nouvelle partie.
# Said to spectators when every player of the match is away: the table plays nothing until one is back.
net-waiting = Joueurs absents : la table les attend.
# Said to spectators when the server closes the table (everyone left, or nobody came back): their
# console ends.
net-table-closed = La table est fermée.

## Who holds the table (issue 33): the host's role passing on, removing a player, votes, silent seats,
## play again, a `host` table closed with its program. Every line fits 40 cells with short names.
# The host left: $player hosts the table now (starts the match, removes players); $you: yes to the new host.
net-host = { $you ->
    [yes] Vous êtes l'hôte désormais.
   *[no] { $player } est l'hôte désormais.
}
# $player was removed from the table (by the host, or a vote while the host was away).
net-kicked = { $player } est exclu de la table.
# Refused: a `host` table's server (in its host's program) opens no other table; only `serve` opens
# tables for whoever asks.  What was wrong, then what is allowed; each line within 40 cells.
net-refused-no-new-table = Cet ordinateur n'ouvre pas d'autre
    table : rejoignez-en une par son code.
# Said to the console removed from the table: it stops, and its seat's token no longer brings it back.
net-refused-kicked = Vous êtes exclu de la table.
# Refused: `kick NAME` names nobody else at the table.
net-refused-no-player = Aucun autre joueur n'a ce nom.
# Refused: `kick NAME` by a guest while the host is here (a vote happens only while the host is away).
net-refused-host-here = Seul l'hôte exclut un joueur.
# $player did not answer within the table's wait: a bot played this turn for them ($you: yes when it is the
# player reading).
net-silent = { $you ->
    [yes] Trop long : un robot a joué pour vous.
   *[no] { $player } se tait : un robot a joué.
}
# After several silent turns a bot plays for $player until they answer (to the player: Enter takes it back).
net-silent-bot = { $you ->
    [yes] Un robot joue pour vous : Entrée.
   *[no] Un robot joue pour { $player }.
}
# $player let a chance out of turn (catch a missed UNO, jump in) go unanswered for the table's wait: it
# passed, as when nobody takes it, and play goes on ($you: yes when it is the player reading).
net-passed = { $you ->
    [yes] Trop long : la partie continue.
   *[no] { $player } n'a pas répondu : on continue.
}
# Said to a player whose seat a bot took for silence, once they pressed Enter: the seat is theirs again.
net-back-you = Vous reprenez la main.
# At "Match over", $player said yes to playing again.
net-again = { $player } rejoue.
# A `host` table lived in its host's program, which ended: the table is closed ($player: the host).
net-closed = { $player } a quitté : table fermée.
# A vote to remove $target while the host is away: $player voted ($you: yes for the player reading); $votes
# of the $needed votes are in.
net-voted = { $you ->
    [yes] Vous votez contre { $target } : { $votes } sur { $needed }.
   *[no] { $player } vote contre { $target } : { $votes } sur { $needed }.
}
# Asked at "Match over" at a shared table: a new match, same table, same seats (bots where people left).
prompt-again-table = Rejouer avec les mêmes ? (o/n) >
# A host leaving at "Play again, same people?" (no, Ctrl+C, Ctrl+D) while people sit at its table: its
# table closes with this program, for them too: why it asks, then the question.  Enter alone: no.
net-close-table-why = Vos invités perdront la table.
prompt-close-table = Fermer la table ? (o/n) [non] >
# Said after "yes": the new match starts once everyone still here said yes.
net-again-wait = On attend les autres.
# Said by `host` (a table in this program) with its code: what quitting does to the table.
net-host-quit = Si vous quittez, la table s'arrête
    (un serveur la garde : host --on).
# `host` given --store, --certfile or --keyfile: they are serve's (a table that outlives its host, TLS);
# `host --on ADDRESS` opens the table on such a server (keep the option names as they are).
net-host-serve-only = --store, --certfile, --keyfile :
    pour serve ; puis host --on ADRESSE.
# A shared table: remove a player by name (the host; a vote while the host is away).
command-kick = exclure
    .accept = exclure, expulser, kick
# `kick` without a name.
kick-empty = Exclure qui ? exclure, puis un nom.
# The kick command (a shared table); $words: the words that type it.
help-kick = { $words }, puis un nom :
    exclure un joueur (l'hôte ; s'il est
    absent, un vote de ceux qui sont là).
