## La page web qu'un ami ouvre pour rejoindre une table depuis un navigateur (uno_access/web/static/).
## Seulement les libellés propres à la page : chaque ligne du jeu vient des messages de la console.

# The page's title and main heading.
web-title = UNO accessible
# Under the heading, before joining: what the page is for.
web-intro = Rejoignez une table avec son code, ou ouvrez-en une.
# The language switch's label.
web-lang = Langue
# The names of the two languages, each in its own language (the switch's choices).
web-lang-fr = Français
web-lang-en = English
# The sounds' switch (a checkbox, off at first): the console's sounds, played by the browser.
web-sounds = Sons
# The name field's label.
web-name = Votre nom
# The table code field's label.
web-code = Code de la table
# The table's password field's label: left empty unless the host opened the table with a password.
web-password = Mot de passe, si la table en a un
# The button that sits at the table whose code was typed.
web-join = Rejoindre la table
# The heading of the part of the page that opens a new table.
web-new = Nouvelle table
# The number of bots field's label (when opening a table).
web-bots = Robots
# The button that opens a new table, with bots in the seats nobody takes.
web-create = Ouvrir une table
# The heading of the game's lines (the log, read by the screen reader).
web-log = Partie
# The heading of the player's hand (a list of buttons, one per card).
web-hand = Votre main
# Said after a card's name when it may be played now (a screen reader's description).
web-playable = jouable
# The command box's label: the console's commands are typed here.
web-command = Commande
# The button that sends the command box's line (Enter does the same).
web-send = Envoyer
# The keys of the page, said by the help under the hand.
web-keys = Flèches : les cartes. Entrée : jouer.
    Espace : piocher. z, maj z : jouables.
    F2 : répéter. Pages : historique.
    ? : aide. Une lettre : la commande.
# A name is needed before joining (1 to 24 letters).
web-error-name = Tapez d'abord votre nom (1 à 24 lettres).
# A code is needed before joining.
web-error-code = Tapez d'abord le code de la table.
# Said while the page connects to the table.
web-connecting = Connexion.
# Said when the page's player types the console's `speech` or `silence` command: the game's own voice
# would play on the server's computer, not in the browser (there, the player's screen reader speaks).
web-not-here = Pas dans le navigateur :
    votre lecteur d'écran parle.
# Said once the match is over, after its last line (the seat's console ended): Enter in
# the command box goes back to the page's start, to join or open a table.
web-over = Entrée : retour au début.
# Said (in the new language) when the page's language is switched at a table: the page's labels change at
# once, but the game's own lines stay in the seat's language until the player joins or opens a new table.
web-lang-later = Le jeu garde sa langue
    jusqu'à la prochaine table.
