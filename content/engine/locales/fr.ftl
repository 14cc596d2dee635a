# Les messages du moteur, les mêmes pour chaque jeu : les commandes de la table, la sauvegarde,
# l'annulation et la fin de partie. Le fichier de langue d'un jeu peut remplacer chacun d'eux.

play-handover = Passez le clavier à { $seat } ; les autres détournent les yeux. Appuyez sur Entrée quand vous êtes prêt.
play-ask = { $seat } : { $question }
play-ask-again = { $seat } : { $question } (Tapez un numéro de 1 à { $max } ; help N explique l'option N.)
play-begin = Appuyez sur Entrée pour commencer : le plateau et la première question suivent.
play-ask-groups = { $seat } : { $question } (Tapez une lettre pour voir les options d'un groupe, ou le numéro d'une option, de 1 à { $max }.)
# Un numéro tapé devant une liste en groupes, pour une option encore repliée : montrée, puis redemandée.
play-folded-option = L'option { $n } (ci-dessus) n'était pas encore à l'écran : tapez { $n } à nouveau pour la choisir, ou donnez une autre réponse.
play-group = { $letter }. { $heading } — { $count ->
        [one] une option
       *[other] { $count } options
    }
play-input = Tapez un numéro, ou help, help N, help rules, status, board X, log, undo, save, quit.
play-bad-input = « { $input } » n'est pas une option : tapez un numéro de 1 à { $max }, ou help.
play-no-help = Il n'y a pas d'option « { $input } » à expliquer : { $max ->
        [0] cette question n'énumère pas d'options ; help seul donne les commandes, help rules comment gagner.
       *[other] tapez help et le numéro d'une option, de 1 à { $max }, ou help rules pour savoir comment gagner.
    }
play-not-found = Rien sur le plateau ne répond à « { $input } » : { play-board-hint }
play-amounts = { $one ->
        [1] ou seulement { $first } : tapez ce montant
       *[other] ou un montant de { $first } à { $last }{ $by ->
            [1] {""}
           *[other] { " " }par pas de { $step }
        } : tapez le montant
    }
# Une question qui ne demande qu'un nombre (combien de Caisses), sans options au-dessus.
play-amounts-only = { $one ->
        [1] Tapez { $first }, le seul nombre possible.
       *[other] Tapez un nombre de { $first } à { $last }{ $by ->
            [1] {""}
           *[other] { " " }par pas de { $step }
        }.
    }
play-bad-amount = « { $input } » n'est pas une option : tapez le numéro d'une option, un montant de l'intervalle affiché, ou help.
play-bad-amount-only = « { $input } » n'est pas un nombre de l'intervalle affiché : tapez un nombre de l'intervalle, ou help.
play-undone = Vos choix depuis le début de ce tour de joueur, ou depuis le dernier jet de dé ou la dernière carte montrée, sont repris.
play-no-undo = Rien à reprendre : aucun de vos choix depuis le début de ce tour ne peut plus être repris (pas au-delà d'un jet de dé, d'une carte montrée ou de la réponse d'un autre joueur).
play-saved = Partie sauvegardée dans { $file } ; elle s'arrête ici. Reprenez-la avec : { $command } --load { $file }
play-requested = { $command } : la question vous sera posée la prochaine fois que les règles le permettent.
play-news-skipped = ({ $n ->
    [one] une nouvelle plus ancienne n'est pas affichée : tapez log pour la lire.
   *[other] { $n } nouvelles plus anciennes ne sont pas affichées : tapez log pour les lire.
})
play-out-of-play =
    { $seat } : { $why }
    { $enter ->
        [yes] (Plus rien ne vous sera demandé tant que votre place ne pourra pas rejouer. Appuyez sur Entrée pour suivre la suite de la partie.)
       *[other] (Plus rien ne vous sera demandé tant que votre place ne pourra pas rejouer.)
    }
play-forced-stop = { $seat } : { $why }{ $enter ->
        [yes] {" "}(Appuyez sur Entrée pour suivre la suite de la partie.)
       *[other] {""}
    }
play-back-in-play = { $seat } : Vous pouvez de nouveau jouer{ $why ->
        [none] .
       *[other] , car { $why }.
    }
play-news-more = ({ $n ->
    [one] Encore une ligne de nouvelles
   *[other] Encore { $n } lignes de nouvelles
} : appuyez sur Entrée pour lire la suite.)
play-log-skipped = ({ $n ->
    [one] Une ligne plus ancienne n'est pas affichée
   *[other] { $n } lignes plus anciennes ne sont pas affichées
} : le journal montre les { $shown } dernières.)
play-quit = Partie quittée sans sauvegarde.
play-over = La partie est terminée.
play-winner = Vainqueur : { $seat } ({ $kind })
play-no-winner = Pas de vainqueur : la limite de tours a terminé la partie sans meneur unique.
play-why = Pourquoi : { $why }
play-why-capped = Pourquoi : la partie a atteint la limite de tours de la table (une limite de ce programme, pas une règle du jeu), le vainqueur en tête des scores ci-dessous.
play-save-failed = La partie n'a pas pu être sauvegardée dans { $file } ({ $error }). Elle continue : sauvegardez dans un autre fichier avec save FICHIER.
play-scenario-written = La position à cette question (avant l'événement { $event }) est écrite dans { $file } : lancez-la avec mobrules scenario { $file }.
play-scenario-failed = Aucun fichier de scénario écrit (la raison, en anglais comme les fichiers de scénario) : { $error }
play-saved-over = La fin de la partie est sauvegardée dans { $file } : la charger montre comment la partie s'est terminée.
play-saved-over-failed = La fin de la partie n'a pas pu être sauvegardée ({ $error }) : { $file } garde la partie telle qu'à sa dernière sauvegarde.
play-loaded-over = Cette sauvegarde contient une partie terminée : voici comment elle s'est terminée. Commencez une nouvelle partie sans --load.
play-replaces-ended = { $file } contenait une partie terminée : cette nouvelle partie y sera sauvegardée à sa place.
play-help =
    Un numéro choisit cette option ; là où un montant est demandé comme intervalle, tapez le montant ($ et virgules permis), et #N pour l'option N.
    help N     ce que fait l'option N (la règle d'une action, le texte d'une carte)
    help rules comment gagner et comment se déroule un tour
    status     { play-status-what }
    board X    { play-board-what }
    log        ce qui s'est passé récemment, tel que vous pouvez le savoir
    undo       reprendre vos choix depuis le début de ce tour de joueur (pas au-delà d'un jet de dé, d'une carte montrée ou de la réponse d'un autre joueur)
    save       sauvegarder la partie et s'arrêter (la reprendre avec --load) ; save FICHIER sauvegarde dans FICHIER
    scenario   écrire la position à cette question en fichier de scénario, un test à lancer avec mobrules scenario FICHIER ; scenario FICHIER écrit dans FICHIER
    quit       s'arrêter sans sauvegarder

# Ce que `board X` cherche, dans l'aide et quand rien ne répond (un jeu peut le dire à sa façon).
play-board-hint = { $table ->
        [page] cherchez une partie du nom d'un lieu.
       *[terminal] essayez board avec une partie du nom d'un lieu.
    }
play-board-what = où se trouve le lieu nommé X, et ce qui s'y trouve (une partie de son nom suffit)
# What `status` shows, in the help (a game may say it its way).
play-status-what = la table, le classement et ce que vous avez en main (board aussi) ; avant une question, ils ne sont remontrés que s'ils ont changé

# Comment gagner et comment se déroule un tour : le premier écran d'une table, et `help rules`.
# Chaque jeu dit le sien à partir de ses nombres ; voici ce que dit un jeu qui n'en dit aucun.
play-rules = Comment gagner : la partie dit à sa fin qui a gagné et pourquoi.
play-rules-again = (help rules réaffiche ceci.)

# Un titre qui ne dit pas la graine (la page d'une place, la table dans le navigateur) : le nom du
# jeu (`game-name`) et ses places, celle d'une personne dite par `seat-kind-human`, un bot par `seat-kind-bot`.
play-title-public = { $game } : { $seats }
seat-kind-human = humain
# La place d'un bot en mots, par sa sorte (`bot:greedy`) et, pour un bot qui cherche, son
# budget par coup (`bot:search:2000` : parties imaginées ; `bot:search:250ms` : un temps).
seat-kind-bot = { $kind ->
        [random] bot au hasard
        [greedy] bot glouton
        [search] bot chercheur
        [balance] bot d'équilibrage
       *[other] bot { $kind }
    }{ $budget ->
        [ms] { " " }({ $amount } ms par coup)
        [playouts] { " " }({ $amount ->
            [one] { $amount } partie imaginée
           *[other] { $amount } parties imaginées
        } par coup)
       *[none] {""}
    }

# La page du visualiseur de parties (mobrules view).
view-observer = Observateur (voit tout)
view-reader = Vu par
view-language = Langue
view-first = Début
view-previous = Précédent
view-next = Suivant
view-next-turn = Tour suivant
view-last = Fin
view-play = Lecture
view-pause = Pause
view-speed = Événements par seconde
view-round = Tour
view-go = Aller
view-step = Événement
# Combien de temps la partie a duré à un événement, dans l'unité du jeu (un jeu dit la sienne).
view-length = tour { $length }
# Le nom de la langue dans sa langue, dans le menu des langues.
view-language-name = Français
view-end = Classement final
view-ends-early = Le journal s'arrête avant la fin de la partie.

# La table dans le navigateur (mobrules serve).
serve-seat = Vous jouez :
serve-waiting = On attend les autres joueurs…
serve-waiting-for = On attend { $seat }…
serve-help = Montrer ce que fait chaque option
serve-undo = Annuler
serve-save = Sauvegarder
serve-pick = Choisir
serve-amount-empty = Tapez d'abord un montant dans la case : aucun n'est choisi à votre place.
serve-purse = Vous avez { $money }.
serve-group = { $heading } — { $count ->
        [one] une option
       *[other] { $count } options
    }
play-standing-you = { $line } (vous)
serve-bad-amount = { $input } n'est pas un montant de la plage indiquée.
serve-save-failed = La partie n'a pas pu être sauvegardée. Elle continue.
serve-saved = Sauvegardée. Pour revenir plus tard à cette table, la personne qui fait tourner le serveur tape { $command } --load FICHIER, FICHIER étant le fichier de sauvegarde que le serveur a annoncé au démarrage : chaque place revient au même lien, avec les mêmes personnes et les mêmes bots.
serve-lost = La connexion est perdue : reconnexion…
serve-news = Ce qu'on vous a dit
serve-watch = Suivre la suite de la partie
serve-find = Chercher
serve-find-label = Chercher un nom sur le plateau (ce n'est pas la réponse à la question) :
serve-marks = Sur le plateau, les lieux que concernent ces choix sont entourés d'orange ; celui du choix sous le pointeur, ou du choix désigné, de rouge. Cliquez sur un lieu ou touchez-le pour en voir les choix.
serve-found = Sur le plateau, les lieux que cette recherche a trouvés sont entourés de tirets bleus.
serve-zoom = Agrandir le plateau
serve-unzoom = Ajuster le plateau à l'écran
serve-rules = Comment gagner
serve-scenario = Enregistrer comme scénario
serve-scenario-help = Télécharger la position à cette question comme fichier de scénario, un test à lancer avec mobrules scenario FICHIER
serve-scenario-written = La position à cette question (avant l'événement { $event }) est téléchargée sous le nom { $file } : lancez-la avec mobrules scenario { $file }.
serve-scenario-shared = Pas de fichier de scénario : il montrerait les cartes cachées de chaque joueur et les cartes à venir ; il n'est donc écrit qu'à une table où joue une seule personne.
serve-scenario-off = Pas de fichier de scénario : il montrerait les cartes cachées de chaque joueur et les cartes à venir ; il n'est donc écrit qu'à une table lancée avec --scenarios.
serve-scenario-gone = Pas de fichier de scénario : la question à laquelle il a été demandé a déjà reçu sa réponse.
# Ce que `serve` affiche au terminal de l'hôte, dans la langue de la table.
serve-host-listening = { $game } sur { $url }, graine { $seed }, sauvegarde dans { $file }
serve-host-person = { $seat } : { $url }
serve-host-bot = { $seat } : { $kind }
serve-host-network = (les autres joueurs du réseau remplacent { $ip } par l'adresse de cet ordinateur)
serve-host-secret = Chaque lien est le secret de sa place : ne le donnez qu'à la personne qui joue cette place. Ctrl-C arrête le serveur ; la table est sauvegardée.
serve-host-redrawn = Le secret du lien de { $seat } dans la sauvegarde n'est pas de ceux que ce programme tire : un nouveau lien est tiré.
serve-host-save-failed = La table n'a pas pu être sauvegardée : { $error }
serve-host-over = La partie est terminée. { $verdict } Les pages montrent le classement final ; Ctrl-C arrête le serveur.
# Ce que `serve` dit à l'hôte quand il ne peut pas démarrer ou continuer, dans la langue de la table.
serve-error-person = --seats : une table dans le navigateur demande une place humaine (des bots seuls : mobrules run)
serve-error-listen = --listen { $addr } : ce n'est pas ADRESSE:PORT (par exemple 127.0.0.1:1920, 0.0.0.0:1920, [::1]:1920 ou localhost:1920)
serve-error-port = --listen { $addr } : { $port } n'est pas un port (un nombre de 0 à 65535)
serve-error-in-use = --listen { $addr } : ce port est déjà pris (par un autre programme, ou un autre mobrules serve) : choisissez-en un autre, ou le port 0 pour n'importe quel port libre
serve-error-not-here = --listen { $addr } : cette adresse n'est pas l'une de celles de cet ordinateur : indiquez 127.0.0.1 pour cet ordinateur seul, ou 0.0.0.0 pour que le réseau puisse se joindre à la table
serve-error-denied = --listen { $addr } : ce port n'est pas ouvert à cet utilisateur (les ports sous 1024 demandent les droits d'administrateur) : choisissez un port à partir de 1024
serve-error-listen-failed = --listen { $addr } : le serveur ne peut pas écouter là : { $error }
serve-error-start = Le serveur n'a pas pu démarrer : { $error }
serve-error-stopped = Le serveur s'est arrêté.
serve-error-table = La table s'est arrêtée : { $error }
serve-error-table-gone = La table s'est arrêtée de façon inattendue.
serve-error-links = Les liens des places n'ont pas pu être tirés : cet ordinateur ne fournit pas de hasard ({ $error }).
load-error-unreadable = { $file } : la sauvegarde ne peut pas être lue : { $error }
io-error-not-found = ce fichier n'existe pas (ou un dossier de son chemin)
io-error-denied = cet utilisateur n'a pas le droit de l'ouvrir (permission refusée)
io-error-folder = c'est un dossier, pas un fichier
io-error-not-folder = un nom de son chemin est un fichier, pas un dossier
io-error-read-only = le disque est en lecture seule
io-error-full = le disque est plein
load-error-not-save = { $file } : ce n'est pas une sauvegarde de mobrules.
load-error-version = { $file } : cette sauvegarde est au format { $format }, que ce mobrules ne lit pas : chargez-la avec le mobrules qui l'a écrite.
load-error-damaged = { $file } : cette sauvegarde est abîmée : sa somme de contrôle ne correspond pas, elle a donc été tronquée ou modifiée depuis son écriture.
load-error-other-game = { $file } : cette sauvegarde est une partie de { $saved }, pas de { $here }.
load-error-other-content = { $file } : cette sauvegarde a été faite avec un autre contenu : chargez-la avec les mêmes options --content et --mod que la partie.
load-error-save-data = { $file } : les données de partie de cette sauvegarde ne correspondent pas à ce jeu : { $error }

# Ce que chaque jeu dit de même : les places, la fin d'une partie, un script de carte en échec,
# la limite de durée d'une partie. Un jeu a les siens là où il diffère (son score, sa durée).
seat = Joueur { $n }
run-winner = Vainqueur : { $seat } ({ $kind }) après { $length ->
        [one] { $length } tour
       *[other] { $length } tours
    }.
run-winner-capped = Vainqueur : { $seat } ({ $kind }) après { $length ->
        [one] { $length } tour
       *[other] { $length } tours
    }, à la limite de tours.
run-draw = Pas de vainqueur : la limite de tours a terminé la partie sans meneur unique.
run-score = { $seat } ({ $kind }) : { $score }
play-score = { $seat } : { $points }
run-standing-end = { $seat } ({ $kind }) : { $standing }
play-standing-end = { $seat } : { $standing }
script-failed = La carte { $card } a échoué dans { $hook } ({ $file }:{ $line }: { $message }) et reste sans effet cette fois.
# What a seat is told of it: the card may be one the seat is not shown.
hidden-script-failed = Le script d'une carte a échoué ; la carte ne fait rien cette fois.
capped = La partie a été arrêtée à la limite de tours.
capped-tie = La partie a été arrêtée à la limite de tours sans Truand en tête.

# `mobrules cards`, the card list for proofreading: a card's copies, and a game with none.
cards-in-deck = { $count } dans la pioche
cards-value = valeur { $value }
cards-none = { $game } n'a pas de cartes.

cli-error-unknown-game = jeu inconnu « { $game } » (jeux connus : { $known })
cli-error-unknown-seat = type de place inconnu « { $seat } » (types connus : { $known })
cli-error-unknown-option = { $option } n'est pas une option de mobrules { $command }
cli-error-no-value = { $option } attend une valeur, et aucune n'a été donnée
cli-error-bad-value = { $value } n'est pas une valeur valable pour { $option }
cli-error-missing = il manque { $option }
cli-error-bad-budget = { $kind ->
        [balance] budget de bot:balance non valable « { $budget } » (écrivez par exemple `bot:balance:24`, en parties simulées, { $playouts } au plus)
       *[search] budget de bot:search non valable « { $budget } » (écrivez `search:easy`, `search:normal` ou `search:hard`, `search:2000` en parties simulées, { $playouts } au plus, ou `search:250ms` en temps, { $millis }ms au plus)
    }
cli-error-conflict = { $option } ne peut pas être donné avec { $other }
cli-hint = Pour voir toutes les options : mobrules { $command } --help
