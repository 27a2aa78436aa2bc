# Lignes affichées une seule fois, au premier lancement depuis les sources, pendant l'installation.
# Format volontairement simple (clé = texte sur une ligne) : Fluent n'est pas encore installé à ce moment.
bootstrap-installing = Premier lancement : installation des composants d'uno-access, une minute environ.
bootstrap-done = Installation terminée.
bootstrap-failed = L'installation a échoué. Vérifiez la connexion et relancez la même commande.
