# Lignes affichées une seule fois, au premier lancement depuis les sources, pendant l'installation.
# Format volontairement simple : Fluent n'est pas encore installé à ce moment. Un message est
# « clé = texte » ou « clé = » suivi de lignes en retrait (une ligne de 40 cellules braille chacune).
bootstrap-installing =
    Premier lancement : installation
    des composants d'uno-access,
    deux minutes environ.
bootstrap-done = Installation terminée.
bootstrap-failed =
    L'installation a échoué.
    Vérifiez la connexion
    et relancez la même commande.
