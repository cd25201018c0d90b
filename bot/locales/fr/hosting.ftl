# L'hôte d'une partie en cours a quitté le serveur : le membre assis suivant devient l'hôte.
thread-host_left = { $old } (l'hôte) a quitté le serveur : { $name } est désormais l'hôte de la partie.
