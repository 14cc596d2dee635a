# Textes français de Bootleggers : les phrases de la règle (« Traduction Française des règles »),
# quelques coquilles corrigées (NOTES.md les liste). Les termes du jeu prennent une majuscule, comme dans
# la règle, dans tous les textes (Caisse, Camion, petit Camion, Alambic Familial, Arrière-Salle, Bar
# Clandestin, Truand, Flic, Voyou, Autorité, Amélioration ; mais marqueur d'influence, dé, dock, réserve).

## Cartes d'Hommes de Main

card-influence = Influence simple
    .text = Chaque carte simple d'influence doit être échangée immédiatement contre un marqueur d'influence que le Truand peut ensuite assigner à un Bar Clandestin. Les marqueurs d'influence peuvent être conservés dans l'Arrière-Salle pour une utilisation ultérieure.
    .short = un marqueur d'influence de votre réserve dans votre Arrière-Salle, à placer dans un Bar Clandestin
card-double_influence = Influence double
    .text = Les cartes d'influence double sont identiques aux cartes d'influence simple, sauf qu'elles sont échangées contre deux marqueurs d'influence.
    .short = deux marqueurs d'influence de votre réserve dans votre Arrière-Salle, à placer dans les Bars Clandestins
card-still_improvement = Amélioration d'Alambic simple
    .text = Chaque carte simple d'Amélioration d'Alambic doit être échangée immédiatement contre un dé d'Amélioration que le Truand peut ensuite assigner soit à l'Alambic Familial soit à un Alambic Délocalisé. Chaque Amélioration d'Alambic augmente la production de l'Alambic de un dé. Une carte d'Amélioration simple ne peut pas être employée pour démarrer un nouvel Alambic Délocalisé.
    .short = un dé de plus pour l'un de vos Alambics (ou votre Arrière-Salle), qui produira plus de Caisses
card-double_still_improvement = Amélioration d'Alambic double ou nouvel Alambic Délocalisé
    .text = Le Truand soit prend deux dés qu'il pose sur des emplacements disponibles de son Alambic Familial et/ou ses Alambics Délocalisés (il peut toujours les placer dans l'Arrière-Salle de sa famille pour un usage ultérieur) soit démarre un nouvel Alambic Délocalisé avec un dé. Cet Alambic Délocalisé doit être identifié par un marqueur d'influence provenant de sa réserve (pas de son Arrière-Salle).
    .short = deux dés de plus pour vos Alambics, ou un nouvel Alambic Délocalisé à un dé
card-speakeasy_improvement = Amélioration de Bar Clandestin
    .text = Chaque carte d'Amélioration de Bar Clandestin doit être échangée immédiatement contre un marqueur d'Amélioration de Bar Clandestin. Le Truand le pose sur un emplacement d'Amélioration de n'importe quel Bar Clandestin (il peut le placer dans l'Arrière-Salle de sa famille pour un usage ultérieur).
    .short = +{ $improvement } à chaque dé de consommation d'un Bar Clandestin au choix (marqueur d'Amélioration)

## Cartes de Voyou

card-a_little_vigorish = A Little Vigorish (Racket sur la production)
    .text = À jouer sur un Alambic. Le propriétaire de cet Alambic doit vous payer $3G par dé de production ou cet Alambic ne produira rien ce tour-ci.
    .short = un Alambic vous paie ${ $per_die }G par dé ou ne produit rien ce tour-ci
card-big_city_boys = Big City Boys (Malfrats affûtés)
    .text = À jouer sur une carte d'Autorité. Ajoutez 5,5 à la valeur de cette carte pour ce tour-ci.
    .short = une carte d'Autorité vaut 5,5 de plus ce tour-ci : la demie évite toute égalité
card-big_payoff = Big Payoff (Coup d'état)
    .text = À jouer sur un Bar Clandestin ouvert. Payez $5G à la banque pour prendre le contrôle de l'influence de ce Bar Clandestin ce tour-ci. Vous empochez le bénéfice correspondant. Ne peut pas être joué sur O'Malley's.
    .short = ${ $price }G pour l'influence et le bénéfice d'un Bar Clandestin ouvert ce tour-ci
card-call_in_a_big_favor = Call in a Big Favor (Emprunt de grand Camion)
    .text = Utilisez gratuitement un grand Camion ce tour-ci. Ce Camion provient de la réserve de Camions, pas d'un autre Truand.
    .short = un grand Camion de la réserve, gratuit ce tour-ci
card-call_in_a_little_favor = Call in a Little Favor (Emprunt de Camion moyen)
    .text = Utilisez gratuitement un Camion moyen ce tour-ci. Ce Camion provient de la réserve de Camions, pas d'un autre Truand.
    .short = un Camion moyen de la réserve, gratuit ce tour-ci
card-city_politics = City Politics (Corruption municipale)
    .text = Achetez 1 ou 2 marqueurs d'influence au coût de $4G chacun.
    .short = achetez { $least } ou { $most } marqueurs d'influence à ${ $price }G chacun
card-copper_in_the_house = Copper in the House (Descente de Flics)
    .text = À jouer sur un Bar Clandestin ouvert. Aucune influence, aucun bénéfice, consommation illimitée, prix de gros $1G par Caisse ce tour-ci. Ce Bar Clandestin est identique à O'Malley's pour un tour. Ne peut pas être joué sur O'Malley's.
    .short = un Bar Clandestin ouvert est comme O'Malley's ce tour-ci (Caisse à ${ $wholesale }G)
card-double_cross = Double Cross (Fourberie)
    .text = À jouer sur un Bar Clandestin. Soit vous détruisez un marqueur d'influence d'un autre Truand dans ce Bar Clandestin soit vous ajoutez un marqueur d'influence (un « libre » de la réserve, pas un de l'Arrière-Salle) dans ce Bar Clandestin.
    .short = dans un Bar Clandestin, détruisez un marqueur d'un autre Truand ou ajoutez-en un
card-friendly_union_boss = Friendly Union Boss (Bienveillance du chef du syndicat)
    .text = À placer face visible devant vous. Les salaires de vos chauffeurs n'existent pas tant que cette carte est visible devant vous. Ne la défaussez pas à moins que la carte de Voyou « Investigation » soit jouée sur cette carte.
    .short = aucun salaire de chauffeur, jusqu'à la fin ou une Enquête
card-g_men_bust_a_shipment = G-Men—Bust a Shipment (Perte de chargement)
    .text = À jouer durant la phase 4 « Envoyez le whiskey » sur un Camion. Le chargement de ce Camion est confisqué (il n'arrive pas jusqu'au Bar Clandestin). Le Camion vide est rendu à son propriétaire.
    .short = en phase 4, la cargaison d'un Camion est confisquée
card-g_men_bust_a_speakeasy = G-Men—Bust a Speakeasy (Fermeture de bar)
    .text = À jouer sur un Bar Clandestin ouvert. Il est fermé ce tour-ci. Peut être joué sur O'Malley's.
    .short = un Bar Clandestin ouvert est fermé ce tour-ci
card-g_men_investigation = G-Men—Investigation (Enquête)
    .text = À jouer sur une carte de Voyou qui vient d'être jouée (ou sur la carte « Friendly Union Boss » visible devant un Truand). Cette carte est annulée.
    .short = annule une carte de Voyou qui vient d'être jouée (ou un Friendly Union Boss)
card-hey_free_truck = Hey, Free Truck (Vol de Camion vide)
    .text = À jouer sur un Camion vide. Volez ce Camion. Ne jouez cette carte que pendant la phase 4 « Envoyez le whiskey », après que tous les Truands ont chargé toutes les Caisses sur des Camions. Cette carte ne peut pas être jouée pendant les négociations de ventes/locations de Camion et les ventes de Caisses.
    .short = en phase 4, une fois toutes les Caisses chargées, volez un Camion vide
card-hijack = Hijack (Hold-up)
    .text = À jouer sur un Camion chargé pendant la phase 4 « Envoyez le whiskey ». Vous prenez les Caisses de ce Camion et les chargez sur un de vos Camions vides. Embarquez-les comme si vous les aviez produites. Vous devez avoir un Camion vide disponible.
    .short = en phase 4, les Caisses d'un Camion chargé passent sur un de vos Camions vides
card-hit = Hit (Exécution)
    .text = À jouer sur un Bar Clandestin. Détruisez un marqueur d'influence de votre choix dans ce Bar Clandestin.
    .short = détruisez { $destroy ->
        [one] un marqueur d'influence
       *[other] { $destroy } marqueurs d'influence
    } de votre choix dans un Bar Clandestin
card-mob_war = Mob War (Guerre des gangs)
    .text = À jouer sur un Bar Clandestin. Détruisez deux marqueurs d'influence de votre choix dans ce Bar Clandestin.
    .short = détruisez { $destroy ->
        [one] un marqueur d'influence
       *[other] { $destroy } marqueurs d'influence
    } de votre choix dans un Bar Clandestin
card-moll = Moll (Poupée)
    .text = Elle est jolie... jolie et distrayante ! Choisissez un autre Truand et lancez un dé. Votre copine dépense autant de l'argent de ce Truand que le dé (1 = $1G, etc.). L'argent dépensé va à la banque, pas à vous.
    .short = lancez un dé, et un autre Truand de votre choix paie à la banque ${ $per_pip }G par point
card-move_over_pigeon = Move Over, Pigeon (Dégage, pigeon)
    .text = Jouez sur un Camion aligné à un Bar Clandestin. Vous « empruntez » ce Camion et volez sa cargaison. Rendez le Camion vide à son propriétaire après la vente. Le Camion ne se déplace pas et est déchargé selon la priorité de son propriétaire, pas la vôtre.
    .short = volez la cargaison d'un Camion aligné à un Bar Clandestin
card-muscling_in = Muscling In (Vol de capacité de production)
    .text = À jouer sur un Alambic Délocalisé. Volez un dé de cet Alambic et placez-le sur un de vos Alambics (ou dans l'Arrière-Salle de votre Alambic Familial). Cet Alambic Délocalisé n'est pas détruit même si vous volez le dernier dé.
    .short = volez { $dice ->
        [one] un dé
       *[other] { $dice } dés
    } d'un Alambic Délocalisé pour un de vos Alambics
card-opportunity_knocks = Opportunity Knocks (Déplacement d'Amélioration)
    .text = Déplacez un marqueur d'Amélioration d'un Bar Clandestin à un autre. Le Bar Clandestin d'arrivée doit être ouvert.
    .short = déplacez un marqueur d'Amélioration vers un Bar Clandestin ouvert
card-packing_heat = Packing Heat (Baisse des prix)
    .text = À jouer sur un Bar Clandestin ouvert. Prix de gros pour tout le monde, pour vous c'est $1G la Caisse pour un seul tour. La prendre c'est l'aimer ! Ne peut pas être joué sur O'Malley's.
    .short = les autres vous paient ${ $wholesale }G par Caisse vendue dans un Bar Clandestin ouvert
card-recruiting = Recruiting (Recrutement)
    .text = Lancez un dé. Autant de marqueurs d'influence deviennent disponibles. Vous obtenez le premier, puis chaque Truand en prend un dans l'ordre décroissant des cartes d'Autorité (vous y compris) jusqu'au nombre obtenu. Ainsi, si vous avez le plus d'Autorité, vous obtenez les deux premiers marqueurs, compris ?
    .short = lancez un dé, et autant de marqueurs d'influence sont répartis, vous d'abord
card-safe_house = Safe House (Repli)
    .text = Prenez jusqu'à trois de vos marqueurs d'influence des Bars Clandestins. Placez-les dans l'Arrière-Salle de votre Alambic Familial. Peut être utilisé pour déplacer des marqueurs d'influence entre des Bars Clandestins. Vous ne pouvez replacer ces marqueurs sur des Bars Clandestins avant le prochain tour.
    .short = déplacez jusqu'à { $markers } de vos marqueurs d'un Bar vers l'Arrière-Salle (un tour) ou un autre Bar
card-state_politics = State Politics (Corruption nationale)
    .text = Achetez 1, 2 ou 3 marqueurs d'influence au coût de $5G chacun.
    .short = achetez de { $least } à { $most } marqueurs d'influence à ${ $price }G chacun
card-thirsty = Thirsty (Canicule)
    .text = À jouer sur un Bar Clandestin ouvert. La consommation à ce Bar Clandestin est augmentée de un dé ce tour-ci. Ne peut pas être joué sur O'Malley's.
    .short = la consommation d'un Bar Clandestin ouvert augmente { $dice ->
        [one] d'un dé
       *[other] de { $dice } dés
    } ce tour-ci
card-turf_war = Turf War (Guerre pour les territoires)
    .text = À jouer sur un Alambic. Détruisez entièrement un Alambic Délocalisé (y compris ses dés d'Amélioration) ou un dé d'un Alambic Familial. Vous ne pouvez pas détruire le dernier dé d'un Alambic Familial.
    .short = détruisez un Alambic Délocalisé, ou un dé d'un Alambic Familial
card-warehouse = Warehouse (Entrepôt)
    .text = Stockage temporaire. Vous pouvez conserver les Caisses non expédiées jusqu'au prochain tour (seulement pendant un tour). Vous ne pouvez pas utiliser cette carte pour conserver des Caisses expédiées mais non vendues.
    .short = gardez vos Caisses non expédiées jusqu'au tour suivant
card-windfall = Windfall (Rafale de vent)
    .text = Piochez 1 carte d'Homme de Main face cachée. La carte piochée avec Windfall peut être jouée quand elle est prise ou pendant la phase d'Autorité d'un tour futur. La carte piochée est jouée selon ses règles habituelles.
    .short = { $cards ->
        [one] une carte de plus de la pioche, face cachée : influence, Amélioration ou Voyou
       *[other] { $cards } cartes de plus de la pioche, face cachée : influence, Amélioration ou Voyou
    }
card-word_of_mouth = Word of Mouth (Whiskey de meilleure qualité)
    .text = À jouer sur un Bar Clandestin ouvert. Le bénéfice à ce Bar Clandestin augmente de $1G par Caisse pour ce tour-ci. Ne peut pas être joué sur O'Malley's.
    .short = le bénéfice d'un Bar Clandestin ouvert augmente de ${ $margin }G par Caisse
card-you_dirty_rat = You Dirty Rat (Sale rat)
    .text = À jouer sur un Bar Clandestin. Remplacez un marqueur d'influence d'un autre Truand par un des vôtres (un « libre » de la réserve, pas celui de l'Arrière-Salle). Le marqueur retiré ne retourne pas dans l'Arrière-Salle de son propriétaire.
    .short = dans un Bar Clandestin, remplacez un marqueur d'un autre Truand par un des vôtres

## Cartes de Camion

card-small_truck = Petit Camion
    .text = 4 Caisses, prix d'achat $1G, salaire du chauffeur $1G.
card-medium_truck = Camion moyen
    .text = 6 Caisses, prix d'achat $1G, salaire du chauffeur $1G.
card-large_truck = Grand Camion
    .text = 9 Caisses, prix d'achat $3G, salaire du chauffeur $2G.

## Cartes d'Autorité

card-authority = Autorité { $number }
    .text = Coût : ${ $cost }G. Les cartes d'Autorité déterminent l'ordre du jeu et sont employées pour départager les joueurs pendant tout le tour.

band-red = rouge
band-green = vert
band-yellow = jaune
band-blue = bleu

## Le plateau

speakeasy-omalleys = O'Malley's Dry Goods
speakeasy-texas_lils = Texas Lil's Diner
speakeasy-mothers = Mother's Groceries
speakeasy-barleycorns = Barleycorn's Feed & Grain
speakeasy-real_mccoy = The Real McCoy Antiques
speakeasy-volstead = Volstead Imports

dock-majority = dock majoritaire
dock-minority = dock minoritaire
dock-public = dock public

truck-small = petit Camion
truck-medium = Camion moyen
truck-large = grand Camion

still-family = Alambic Familial
still-offsite = Alambic Délocalisé
back-room = l'Arrière-Salle
cop = le Flic

## Narration

money = ${ $n }G
truck-n = Camion { $n }
still-offsite-n = Alambic Délocalisé { $n }
setup = { $n } Truands s'installent, chacun avec un Alambic Familial { $dice ->
    [1] d'un dé
   *[other] de { $dice } dés
}, un { $truck }, { $influence ->
    [0] aucun marqueur d'influence
    [1] un marqueur d'influence
   *[other] { $influence } marqueurs d'influence
} dans l'Arrière-Salle et { $money }.
turn-began = Le tour { $turn } commence{ $stage ->
        [last] {" "}: c'est le dernier de la partie, qui s'arrête après sa vente (PHASE 5) ; le Truand le plus riche gagne.
        [on] . La partie s'arrête après la vente de ce tour si un Truand a alors au moins { $end_money } ; sinon elle continue, au plus tard jusqu'à la vente du tour { $turns } ({ $left } tours, celui-ci compris).
       *[early] .
    }
truck-offered = Sur l'espace d'offre de Camion : { $card }.
muscle-offered = Sur les espaces d'offre : { $cards }.
muscle-reshuffled = La pioche des cartes d'Hommes de Main est épuisée : sa défausse est mélangée en une nouvelle pioche.
authority-chosen = { $seat } pose la carte d'Autorité { $card } face cachée.
authority-chosen-hidden = { $seat } pose une carte d'Autorité face cachée.
authority-revealed = Cartes d'Autorité révélées : { $cards }.
paid = { $seat } paie { $wages } de salaires de chauffeurs et { $cost } pour sa carte d'Autorité{ $short ->
    [1] , mais n'a que { $paid } : il donne tout ce qu'il a ({ $paid }), et les { $rest } restants sont effacés : il continue à jouer, sans pénalité ni dette
   *[0] {""}
}.
took-truck = { $seat } prend la carte { $card } et achète le { $truck } pour { $price } ; un de ses marqueurs d'influence de la réserve est posé à côté pour montrer qu'il lui appartient (PHASE 1, 5b).
took-truck-discarded = { $seat } prend la carte { $card } mais ne peut pas payer le Camion : la carte est défaussée.
took-muscle = { $seat } prend la carte { $card }.
recruited = { $n ->
    [0] { $seat } ne reçoit aucun marqueur d'influence : sa réserve est vide.
    [one] { $seat } place un marqueur d'influence dans son Arrière-Salle.
   *[other] { $seat } place { $n } marqueurs d'influence dans son Arrière-Salle.
}
die-placed = { $seat } affecte un dé à son { $still }.
die-kept = { $seat } garde un dé dans l'Arrière-Salle.
offsite-started = { $seat } démarre son { $still } avec { $n ->
    [one] un dé
   *[other] { $n } dés
}.
improvement-placed = { $seat } pose un marqueur d'Amélioration sur { $speakeasy }.
improvement-kept = { $seat } garde un marqueur d'Amélioration dans son Arrière-Salle.
kept = { $seat } garde la carte { $card } en main.
kept-hidden = { $seat } garde une carte en main.
kept-waits = Vous gardez la carte { $card } en main sans qu'on vous demande de la jouer : elle ne peut pas être jouée maintenant, { $why ->
        [moment] ce n'est pas son moment
        [target] rien sur la table ne peut la recevoir
        [money] son prix dépasse ce que vous avez
        [truck] il ne reste aucun Camion de sa taille dans la réserve
       *[other] la condition de sa carte n'est pas remplie
    }. La carte : « { $text } » On vous demandera de la jouer dès qu'elle pourra l'être (UTILISATION DES CARTES VOYOU).
offers-discarded = { $n ->
    [one] La carte restée sur les espaces d'offre, { $cards }, est défaussée.
   *[other] Les { $n } cartes restées sur les espaces d'offre sont défaussées : { $cards }.
}
influence-placed = { $seat } place { $n ->
    [one] un marqueur d'influence
   *[other] { $n } marqueurs d'influence
} chez { $speakeasy }{ $opens ->
    [1] , qui ouvre ses portes
   *[0] {""}
}.{ $lost ->
    [1] {" "}{ $loser_you ->
        [1] Vous en perdez
       *[0] { $loser } en perd
    } le contrôle : { $kept ->
        [one] un marqueur
       *[other] { $kept } marqueurs
    } contre { $others } pour tous les autres réunis ; { $taken ->
        [1] { $seat } en prend le contrôle, et le bénéfice{ $tie }
       *[0] plus personne n'en a le contrôle ni n'en touche le bénéfice
    }.
   *[0] {""}
}
# Control taken on a tie of markers, after what took it: the higher authority card (Contrôle de l'influence).
control-tie = {" "}(égalité ; { $you ->
        [1] vous avez
       *[0] { $seat } a
    } la carte d'Autorité la plus élevée, { $high } contre { $low })
opened = { $speakeasy } ouvre ses portes.
closed = { $speakeasy } ferme ses portes.
produced = { $seat } lance { $dice } et produit { $n ->
    [0] aucune Caisse
    [one] une Caisse
   *[other] { $n } Caisses
}.
produced-busted = { $seat } lance { $dice } : le Flic stoppe son Alambic Familial, { $n ->
    [0] aucune Caisse produite
    [one] une Caisse produite
   *[other] { $n } Caisses produites
}.
vigorish-paid = { $seat } paie { $paid } de racket à { $to }.
vigorish-refused = { $seat } refuse de payer le racket de { $to } : cet Alambic ne produit rien.
vigorish-unpaid = { $seat } ne peut pas payer les { $due } de racket de { $to } : cet Alambic ne produit rien ce tour-ci.
vigorish-unpaid-had = { $seat } ne peut pas payer les { $due } de racket de { $to }, n'ayant que { $had } : cet Alambic ne produit rien ce tour-ci.
rolled-on = { $dice } sur son { $still }
rolled-nothing-on = rien sur son { $still } (plus aucun dé)
# Où va le Flic après la production, et pourquoi : le plus de Caisses ce tour-ci ; à égalité, la plus petite carte d'Autorité (PHASE 3, 3).
cop-moved = Le Flic surveille désormais l'Alambic Familial de { $seat } : il a produit le plus de Caisses ce tour-ci, { $n }{ $tied ->
        [0] {""}
       *[other] , autant que celui de { $others } ; à égalité, le Flic surveille la plus petite carte d'Autorité, { $low } contre { $high }
    }.
deal-crates = { $from } vend { $n ->
    [one] une Caisse
   *[other] { $n } Caisses
} à { $to }
deal-crates-some = { $from } vend des Caisses à { $to }
deal-rent = { $from } donne le { $truck } en location à { $to }
deal-sell-truck = { $from } vend le { $truck } à { $to }
offered = { $by } propose : { $deal } pour { $price }.
accepted = Affaire conclue, proposée par { $proposer } : { $deal } pour { $price }.
offered-cards = { $by } propose : { $deal } pour { $price } et { $cards }.
accepted-cards = Affaire conclue, proposée par { $proposer } : { $deal } pour { $price } et { $cards }.
# Une affaire refusée, en entier ; pourquoi, là où le moteur le sait, dit à ses deux parties (l'argent est caché aux autres).
refused = { $why ->
    [said] { $by } refuse l'offre de { $proposer } ({ $deal } pour { $price }).
    [short] L'offre de { $proposer } ({ $deal } pour { $price }) est refusée sans demander à { $by }, car { $buyer } possède moins de { $price } : une offre au-delà de ce que possède celui qui paie est refusée (PHASE 4, 1).
   *[other] { $by } ne prend pas l'offre de { $proposer } ({ $deal } pour { $price }).
}
refused-cards = { $why ->
    [said] { $by } refuse l'offre de { $proposer } ({ $deal } pour { $price } et { $cards }).
    [short] L'offre de { $proposer } ({ $deal } pour { $price } et { $cards }) est refusée sans demander à { $by }, car { $buyer } possède moins de { $price } : une offre au-delà de ce que possède celui qui paie est refusée (PHASE 4, 1).
   *[other] { $by } ne prend pas l'offre de { $proposer } ({ $deal } pour { $price } et { $cards }).
}
no-more-offers = { $seat } ne veut plus d'offre ce tour-ci : personne ne lui propose d'affaire avant la prochaine négociation.
loaded = { $seat } charge { $n ->
    [0] aucune Caisse
    [one] une Caisse
   *[other] { $n } Caisses
} sur le { $truck }.
crates-lost = { $seat } perd { $n ->
    [one] la Caisse restée
   *[other] les { $n } Caisses restées
} hors des Camions.
warehoused = { $seat } garde { $n ->
    [one] une Caisse
   *[other] { $n } Caisses
} à l'entrepôt jusqu'au prochain tour.
nowhere-to-go = { $seat } perd { $n ->
    [one] la Caisse
   *[other] les { $n } Caisses
} du { $truck } : aucun Bar Clandestin n'était ouvert pour l'y conduire.
dispatched = { $seat } envoie le { $truck } chez { $speakeasy }{ $only ->
        [1] {" "}(le seul Bar Clandestin ouvert, donc sans question)
       *[0] {""}
    }, au { $dock }.
lined-up-again = Le { $truck } de { $seat } se réaligne chez { $speakeasy }, au { $dock }.
demand = { $speakeasy } lance { $dice }{ $plus ->
    [0] {""}
   *[other] , +{ $plus } par dé pour ses Améliorations
} : consommation { $n ->
    [0] nulle
    [one] d'une Caisse au plus
   *[other] de { $n } Caisses au plus
}.
demand-unlimited = { $speakeasy } achète toutes les Caisses apportées.
public-dock-allowed = { $seat } autorise les Camions du dock public à vendre chez { $speakeasy }.
public-dock-forbidden = { $seat } interdit aux Camions du dock public de vendre chez { $speakeasy }.
sold = { $seat } vend { $n ->
    [one] une Caisse
   *[other] { $n } Caisses
} du { $truck } chez { $speakeasy } pour { $paid }.
unsold = { $n ->
    [one] Une Caisse du { $truck } reste invendue
   *[other] { $n } Caisses du { $truck } restent invendues
} chez { $speakeasy } et { $n ->
    [one] est perdue
   *[other] sont perdues
}.
margin = { $seat } a le contrôle de l'influence chez { $speakeasy } et empoche { $paid } de bénéfice sur { $n ->
    [one] une Caisse
   *[other] { $n } Caisses
}.
no-margin = Personne n'a le contrôle de l'influence chez { $speakeasy } : personne n'empoche de bénéfice (le contrôle demande autant de marqueurs que tous les autres réunis).
no-margin-majority = Personne n'a le contrôle de l'influence chez { $speakeasy } : personne n'empoche de bénéfice ; { $seat } y a le plus de marqueurs, ses Camions vendent donc en premier, mais le contrôle demande autant de marqueurs que tous les autres réunis.
no-margin-raided = { card-copper_in_the_house } : { $speakeasy } est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice, quels que soient les marqueurs qui s'y trouvent.
no-margin-raided-control = { card-copper_in_the_house } : { $speakeasy } est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice ({ $seat } en a le contrôle { $payoff ->
        [1] par { card-big_payoff }
       *[0] par ses marqueurs
    }, et l'aurait empoché).
packing-heat = { $from } paie { $paid } à { $to } (Packing Heat).
truck-returned = { $by } rend le { $truck } à son propriétaire, { $owner }.
truck-returned-supply = { $by } rend le { $truck } à la réserve de Camions.
scores = Scores annoncés : { $list }. Le plus riche a { $top } : il lui manque { $short } pour atteindre les { $end_money } qui terminent la partie. L'argent n'est annoncé qu'à ces moments-là ; le reste du temps, chaque Truand garde le sien secret.
# Les tours du recrutement, le dernier après « et » (« 4 et 8 »).
turn-list = { $first } et { $last }
poorest = { $seat } est dernier au classement (le moins d'argent) et reçoit { $bonus ->
    [0] aucun marqueur d'influence supplémentaire
    [one] un marqueur d'influence supplémentaire
   *[other] { $bonus } marqueurs d'influence supplémentaires
} (à la fin { $count ->
    [one] du tour
   *[other] des tours
} { $turns }, le Truand le plus pauvre reçoit { $bonus ->
    [0] autant de marqueurs
    [one] un marqueur de plus
   *[other] { $bonus } marqueurs de plus
} que les autres ; en cas d'égalité, celui qui a la carte d'Autorité la plus basse ce tour-ci est considéré comme dernier).
game-ended = Après le tour { $turn }, { $seat } est le Truand le plus riche avec { $money } et gagne la partie.
thug-played = { $seat } joue { $card }.
cancelled = { $by } annule la carte { $card } jouée par { $seat }.
cancelled-spared = { $count ->
    [one] Le Camion chargé qu'elle pouvait viser garde ses Caisses : { $trucks }.
   *[other] Les Camions chargés qu'elle pouvait viser gardent leurs Caisses : { $trucks }.
}
cancelled-truck = le { $truck } de { $seat } ({ $load ->
    [one] une Caisse
   *[other] { $load } Caisses
})
did-destroyed = { $card } : un marqueur de { $owner } est retiré de chez { $speakeasy } et retourne dans la réserve de { $owner }, pas dans l'Arrière-Salle.
did-added = { $card } : { $seat } ajoute un marqueur chez { $speakeasy }.
did-replaced = { $card } : { $seat } remplace chez { $speakeasy } un marqueur de { $owner } par un de sa réserve ; le marqueur retiré retourne dans la réserve de { $owner }, pas dans l'Arrière-Salle.
did-paid = { $n ->
    [0] { $card } : { $seat } n'a pas d'argent, il n'y a rien à payer.
   *[other] { $card } : { $seat } paie { $amount } à la banque.
}
did-die-destroyed = { $card } : un dé de l'Alambic Familial de { $owner } est détruit.
did-authority = { $card } : { $bonus } s'ajoute à l'Autorité de { $seat } ce tour-ci (la demie départage : les cartes d'Autorité sont des nombres entiers, aucune n'est donc à égalité avec elle).
authority-tenths = { $whole },{ $tenth }
did-control = { $card } : { $seat } prend le contrôle de l'influence chez { $speakeasy } ce tour-ci.
# Le contrôle d'un Bar Clandestin qu'une carte de Voyou a fait perdre (Contrôle de l'influence) :
# comment (`why` : moins de marqueurs que tous les autres réunis, une égalité que l'Autorité
# plus haute d'un autre emporte désormais, ou la carte elle-même ce tour-ci : Big Payoff, Copper
# in the House), et qui l'a désormais.
did-control-lost = { $loser_you ->
        [1] Vous perdez
       *[0] { $loser } perd
    } le contrôle de l'influence chez { $speakeasy } à cause de { $card }{ $why ->
        [markers] {" "}: { $kept ->
            [0] aucun marqueur
            [one] un marqueur
           *[other] { $kept } marqueurs
        } contre { $others } pour tous les autres réunis ; { $taken ->
            [1] { $to } en prend le contrôle, et le bénéfice
           *[0] plus personne n'en a le contrôle ni n'en touche le bénéfice
        }
        [authority] {" "}: { $kept ->
            [one] un marqueur
           *[other] { $kept } marqueurs
        } contre { $others } pour tous les autres réunis, une égalité que l'Autorité de { $to }, désormais plus haute, départage ; { $to } en prend le contrôle, et le bénéfice
       *[card] {" "}ce tour-ci : { $taken ->
            [1] { $to } en prend le contrôle, et le bénéfice
           *[0] personne n'en a le contrôle ni n'en touche le bénéfice ce tour-ci
        }
    }.
did-speakeasy = { $card } : chez { $speakeasy }, { $change ->
    [closed] fermeture ce tour-ci
    [police_chief] comme chez O'Malley's ce tour-ci : aucune influence, aucun bénéfice, chaque Caisse achetée { $amount }
    [thirsty] { $n ->
        [one] un dé de consommation de plus
       *[other] { $n } dés de consommation de plus
    } ce tour-ci
    [word_of_mouth] { $amount } de bénéfice en plus par Caisse ce tour-ci
   *[packing_heat] chaque autre vendeur vend toujours au prix du lieu, { $price } la Caisse, et paie à { $seat } { $amount } par Caisse vendue ce tour-ci{ $only ->
        [1] {" "}(le seul Bar Clandestin ouvert où la carte pouvait être jouée : il a donc été choisi sans question)
       *[0] {""}
    }
}.
did-vigorish = { $card } : { $owner } doit payer { $seat } pour les dés de son { $still }, ou il ne produira rien ce tour-ci.
did-die-taken = { $card } : { $owner } perd un dé de son { $still }, qui va { $back ->
        [1] dans l'Arrière-Salle
       *[0] sur l'{ $to }
    } de { $seat }.
did-offsite-destroyed = { $card } : le { $still } de { $owner } est détruit.
did-improvement-moved = { $card } : un marqueur d'Amélioration passe de { $from } à { $to }.
did-truck = { $card } : le { $truck }{ $named ->
    [1] {" "}de { $owner }
   *[0] {""}
} { $change ->
    [lent] est prêté à { $seat } pour ce tour
    [seized] perd son chargement au profit des Incorruptibles
    [hijacked] est vidé dans un Camion de { $seat }
    [stolen] appartient désormais à { $seat }, plus à { $owner }
   *[taken] vendra son chargement pour { $seat }, pas pour { $owner }
}.
did-recruited = { $card } : nouveaux marqueurs pour { $list }.
did-safe-house = { $card } : { $seat } déplace un marqueur de { $from } vers { $to }.
did-warehouse = { $card } : { $seat } peut conserver ses Caisses non chargées jusqu'au prochain tour.
did-nothing = { $card } : rien sur quoi agir, la carte ne fait rien et est défaussée.
did-declined = { $card } : { $seat } ne choisit rien sur quoi agir, la carte ne fait rien et est défaussée.
did-face-up = { $seat } pose { $card } face visible.
# Friendly Union Boss posé face visible : combien de temps il épargne les salaires à son Truand.
did-face-up-wages = { $seat } pose { $card } face visible : { $seat } ne paie aucun salaire de chauffeur tant qu'elle y reste, c'est-à-dire jusqu'à la fin de la partie, sauf si { card-g_men_investigation } est jouée dessus.
did-rolled = { $card } : { $seat } fait { $face }{ $id ->
    [recruiting] { $face ->
        [one] {" "}: un nouveau marqueur est distribué, à { $seat }.
       *[other] {" "}: { $face } nouveaux marqueurs sont distribués, le premier à { $seat }, puis un à chacun dans l'ordre décroissant d'autorité, et on recommence jusqu'à les avoir tous donnés.
    }
    [moll] {" "}: sa copine dépense donc { $amount } de l'argent du Truand choisi (autant de $G que le dé), qui vont à la banque, pas à { $seat }.
   *[other] .
}
drew = { $seat } pioche { $card } face cachée.
drew-hidden = { $seat } pioche une carte face cachée.

## L'écran

play-turn = Tour { $turn } sur { $turns }.
play-end = { $stage ->
        [last] C'est le dernier tour de la partie : elle s'arrête après sa vente (PHASE 5), et le Truand le plus riche gagne.
       *[on] La partie s'arrête après la vente de ce tour si un Truand a alors au moins { $end_money } ; sinon, au plus tard après la vente du tour { $turns }.
    }
play-scores = Scores annoncés à la fin du tour { $turn } : { $list }{ $next ->
        [0] {" "}; l'argent reste secret jusqu'à la fin de la partie.
       *[other] {" "}; l'argent reste secret jusqu'à la prochaine annonce, à la fin du tour { $next }.
    }
play-cop = Le Flic surveille l'Alambic Familial de { $seat } : un { $face } sur l'un de ses dés, et il ne produit rien ce tour-là (les Alambics Délocalisés ne risquent rien) ; après chaque production, il va à l'Alambic Familial qui a le plus produit.
play-cop-nobody = Le Flic ne surveille encore personne : dès la production du tour { $turn }, il va à l'Alambic Familial qui a le plus produit ; un { $face } à ses dés l'arrête.
play-markers-of = { $seat } en a { $n }
play-nobody = personne
play-none = aucun
play-authority = carte d'Autorité { $n }, jouée ce tour-ci
play-authority-bonus = Autorité { $total } ce tour-ci (carte { $n } + { $bonus })
play-authority-hidden = une carte d'Autorité jouée face cachée
play-authority-none = pas encore de carte d'Autorité
play-authority-hand-none = aucune
# La main comptée quand ses cartes sont les choix de la question (phase 1, la carte à jouer).
play-authority-hand-count = { $n ->
        [one] une carte
       *[other] { $n } cartes
    }, au choix ci-dessous
play-truck = { $truck } ({ $size }, { $load }/{ $capacity } Caisses)
play-offsite = { $still } { $n ->
    [0] sans plus aucun dé (une carte l'a pris) : il ne produit rien tant qu'on n'y pose pas de dé
    [one] à un dé
   *[other] à { $n } dés
}
play-speakeasy = { $speakeasy } : { $circles ->
    [0] { $open ->
        [1] toujours ouvert
       *[0] fermé ce tour-ci par les G-Men
    }, ne prend aucun marqueur d'influence
   *[other] { $busted ->
        [1] fermé ce tour-ci par les G-Men
       *[0] { $open ->
            [1] ouvert
           *[0] fermé
        }
    }, marqueurs d'influence : { $markers } (ouvre à { $shaded } marqueurs, en tient { $circles } au plus)
}{ $slots ->
    [0] {""}
   *[other] , { $improvements ->
        [0] aucune Amélioration
        [one] une Amélioration
       *[other] { $improvements } Améliorations
    }
}{ $raided ->
        [1] {" "}; ce tour-ci, { card-copper_in_the_house } le rend identique à O'Malley's : il achète toutes les Caisses à { $price }, et personne n'y empoche de bénéfice
       *[0] {""}
    }{ $payoff ->
        [0] {""}
       *[other] {" "}; { payoff-control }
    }
play-family = { $seat } ({ $authority }) : Alambic Familial à { $family ->
    [one] un dé
   *[other] { $family } dés
}{ $offsites ->
    [0] {""}
   *[other] {" "}; Alambics Délocalisés : { $offsite }
} ; Camions : { $trucks } ; Arrière-Salle : { $influence ->
    [0] aucun marqueur
    [one] un marqueur
   *[other] { $influence } marqueurs
}, { $crates ->
    [0] aucune Caisse
    [one] une Caisse
   *[other] { $crates } Caisses
}{ $dice ->
    [0] {""}
    [one] , un dé
   *[other] , { $dice } dés
}{ $improvements ->
    [0] {""}
    [one] , une Amélioration
   *[other] , { $improvements } Améliorations
} ; { $reserve ->
    [0] aucun marqueur
    [one] un marqueur
   *[other] { $reserve } marqueurs
} en réserve{ $you ->
    [yes] { $marking ->
        [0] {""}
        [one] {" "}(sans compter celui qui marque votre Camion ou Alambic Délocalisé)
       *[other] {" "}(sans compter les { $marking } qui marquent vos Camions et Alambics Délocalisés)
    }
   *[no] { $marking ->
        [0] {""}
        [one] {" "}(+1 sur Camion ou Alambic)
       *[other] {" "}(+{ $marking } sur Camions ou Alambics)
    }
} ; { $cards ->
    [0] aucune carte
    [one] une carte
   *[other] { $cards } cartes
} en main{ $union ->
    [1] {" "}; { card-friendly_union_boss } face visible devant lui : aucun salaire de chauffeur jusqu'à la fin de la partie, sauf si { card-g_men_investigation } est jouée dessus
   *[0] {""}
}
play-you = Vous avez { $money } ; salaires de vos chauffeurs : { $wages } par tour (PHASE 1, 5a){ $union ->
        [1] {" "}({ card-friendly_union_boss } est face visible devant vous : vous n'en payez aucun jusqu'à la fin de la partie, sauf si { card-g_men_investigation } est jouée dessus)
       *[0] {""}
    } ; vos cartes d'Autorité en main, encore à jouer : { $authority }
picture-open = ouvert
picture-closed = fermé
picture-improvements = { $n ->
    [one] une Amélioration
   *[other] { $n } Améliorations
}
picture-family = Alambic Familial à { $family ->
    [one] un dé
   *[other] { $family } dés
}{ $offsite }
picture-back-room = Arrière-Salle : { $influence ->
    [0] aucun marqueur
    [one] un marqueur
   *[other] { $influence } marqueurs
}, { $crates ->
    [0] aucune Caisse
    [one] une Caisse
   *[other] { $crates } Caisses
} · { $reserve } marqueurs en réserve
# Les offres du plateau principal dans l'état du jeu (PHASE 1, 1-2), la carte de Camion dite comme sur le plateau.
play-offer = En offre (PHASE 1, 5b) : { $truck_offered ->
        [0] aucune carte de Camion
       *[1] la carte de Camion { $truck }
    } ; { $n ->
        [0] aucune carte d'Hommes de Main : de nouvelles sont posées au début du prochain tour
        [one] une carte d'Hommes de Main : { $cards }
       *[other] { $n } cartes d'Hommes de Main : { $cards }
    }.
play-hand = Vos cartes de Voyou : { $cards } — { $table ->
        [page] le bouton « { serve-command-thug } » en joue une à son moment (« { serve-rules } » dit quand).
       *[terminal] thug en joue une à son moment (help rules dit quand).
    }
prompt-authority = Quelle carte d'Autorité jouez-vous ce tour-ci (face cachée) ?{ $n ->
    [0] {""}
   *[other] {" "}Une fois toutes retournées, la plus haute choisit la première parmi les offres en vente : { $offers }.{ $truck ->
        [1] {" "}Seul le Camion se paie, au prix indiqué ; les autres offres ne coûtent rien.
       *[0] {" "}Aucune ne se paie.
    }
} La carte que vous jouez coûte ce qui est indiqué à côté d'elle ci-dessous. Chaque Truand a ses propres cartes d'Autorité, toutes de numéros différents ; celles que gardent vos rivaux restent cachées jusqu'à ce qu'ils les jouent.
prompt-offer = Quelle offre prenez-vous ? Seule la carte de Camion se paie (son prix est indiqué) ; les autres cartes ne coûtent rien.
prompt-die = Où va le dé d'Amélioration d'Alambic ?
prompt-double_improvement = Deux dés, ou un nouvel Alambic Délocalisé ?
# Le Flic pas encore venu, dit après une question d'Amélioration d'Alambic (PHASE 3, 3).
prompt-cop-coming = { $cop ->
        [this] La production de ce tour-ci décide où va le Flic : ensuite, il surveille l'Alambic Familial qui a le plus produit, et dès le tour suivant un { $face } sur l'un de ses dés l'arrête. Il ne surveille jamais un Alambic Délocalisé.
        [later] Le Flic arrive après la production du tour { $moves }, à l'Alambic Familial qui a le plus produit ; il ne surveille jamais un Alambic Délocalisé.
       *[watching] {""}
    }
prompt-improvement = Où va le marqueur d'Amélioration de Bar Clandestin ? Chaque Amélioration ajoute { $per_die } à chaque dé de consommation lancé là (PHASE 5) : ce Bar Clandestin achète plus de Caisses.
prompt-thug_taken = Jouer cette carte de Voyou maintenant, ou la garder ? { thug-later }
prompt-thug_taken-named = Vous avez pris { $card }. La jouer maintenant, ou la garder ? { thug-later }
thug-request-no-card = Vous n'avez aucune carte de Voyou en main pour l'instant : la question vous sera posée quand vous en aurez une (prise sur les espaces d'offre, PHASE 1) et que les règles permettront de la jouer.
prompt-thug-loading = Avant de charger vos Caisses sur le { $truck } : jouer une carte de Voyou gardée ? « Rien de plus » les charge comme vous l'avez dit.
prompt-thug-sale = Les Camions sont aux docks et les ventes viennent ensuite : jouer une carte de Voyou gardée ? C'est le moment de { $cards } : une carte qui agit sur la vente d'un Bar Clandestin se joue avant qu'il lance ses dés de consommation (PHASE 5), sinon elle ne fait rien ce tour-ci. « Rien de plus » : les ventes se font sans elle.
prompt-thug-asked-for = Jouer une carte de Voyou maintenant ? La question vous est posée parce que vous avez demandé à en jouer une à une question précédente ; dès que vous y répondez, par une carte ou par « rien de plus », cette demande prend fin.
thug-request-loading = thug : dites combien de Caisses vont sur le { $truck } ; avant qu'elles soient chargées, on vous proposera de jouer { $cards } : une carte de Voyou se joue à tout moment, pendant le chargement aussi (UTILISATION DES CARTES VOYOU).
thug-request-after-loading = thug : { $count ->
        [one] { $cards } ne se joue
       *[other] { $cards } ne se jouent
    } qu'une fois toutes les Caisses chargées sur les Camions, ou plus tard, comme l'indique la carte (UTILISATION DES CARTES VOYOU) : la question vous sera posée après le chargement.
# `thug` tapé quand des cartes en main ne peuvent pas être jouées : chaque carte, pourquoi pas
# maintenant, et quand elle pourra l'être (UTILISATION DES CARTES VOYOU).
thug-request-waiting = thug : { $waiting }{ $count ->
        [0] {""}
        [one] {" "}{ $ready } peut se jouer au prochain moment que permettent les règles : la question vous sera posée alors.
       *[other] {" "}{ $ready } peuvent se jouer au prochain moment que permettent les règles : la question vous sera posée alors.
    }
thug-waits = { $card } ne peut pas se jouer maintenant : { $why ->
        [shipping] elle ne se joue que pendant la phase 4{ thug-waits-when }
        [after_loading] elle ne se joue qu'une fois toutes les Caisses chargées sur les Camions, pendant la phase 4{ thug-waits-when }
        [lined_up] elle ne se joue que sur un Camion aligné à un Bar Clandestin, entre le départ des Camions vers les docks (phase 4) et les achats de chaque Bar Clandestin (phase 5){ thug-waits-when }
        [authority] piochée avec Windfall et gardée, elle se joue pendant la phase d'Autorité d'un tour futur{ thug-waits-when }
        [thug_played] elle ne se joue qu'en réponse à une carte de Voyou qu'un autre Truand vient de jouer, ou sur un Friendly Union Boss posé face visible : la question vous sera posée quand il en jouera une
        [money] elle coûte { $price } et vous avez { $money } : la question vous sera posée quand vous aurez assez
        [truck] elle prête un { $size } de la réserve, et il n'en reste aucun : la question vous sera posée quand il y en aura un de retour
        [open_speakeasy] elle se joue sur un Bar Clandestin ouvert{ $except ->
            [none] {""}
           *[other] , mais pas sur { $except }
        }, et il n'y en a aucun : la question vous sera posée dès qu'il en ouvrira un, comme un Bar Clandestin ouvre en phase 2 quand il a autant de marqueurs d'influence que de cercles ombrés
        [speakeasy] elle se joue sur les marqueurs d'influence d'un Bar Clandestin, et aucun n'en a : la question vous sera posée dès qu'il y en aura
        [improvement] elle déplace un marqueur d'Amélioration d'un Bar Clandestin à un autre, et aucun n'en a : la question vous sera posée dès qu'il y en aura un
        [offsite_still] elle se joue sur un Alambic Délocalisé d'un autre Truand qui porte un dé, et il n'y en a aucun : la question vous sera posée dès qu'il y en aura un
        [loaded_truck] elle se joue sur un Camion chargé, et aucun ne l'est : la question vous sera posée dès qu'il y en aura un, en phase 4
        [empty_truck] elle se joue sur un Camion vide d'un autre Truand, et il n'y en a aucun : la question vous sera posée dès qu'il y en aura un
        [lined_up_truck] elle se joue sur un Camion aligné à un Bar Clandestin, et aucun ne l'est : la question vous sera posée dès qu'il y en aura un
       *[other] la condition de la carte n'est pas remplie : la question vous sera posée quand elle le sera
    } (UTILISATION DES CARTES VOYOU).
thug-waits-when = { $turn ->
        [this] , plus tard dans ce tour : la question vous sera posée alors
        [next] , qui revient au prochain tour : la question vous sera posée alors
       *[last] , et c'est le dernier tour de la partie : elle ne peut plus être jouée
    }
thug-later = Gardée, elle se joue plus tard, à tout moment où les cartes d'Autorité sont face visible, { $last ->
        [yes] ce tour-ci
       *[no] ce tour-ci ou un suivant
    }, au moment que permet la carte (UTILISATION DES CARTES VOYOU) : { $last ->
        [yes] c'est le dernier tour de la partie, et une carte gardée au-delà n'est jamais jouée : la question revient seulement quand elle peut être jouée là où elle ne le pouvait pas ;
       *[no] la question revient au tour suivant, ou quand elle peut être jouée là où elle ne le pouvait pas ;
    } { $table ->
        [page] le bouton « { serve-command-thug } » la repose plus tôt.
       *[terminal] la commande thug la repose plus tôt.
    }
prompt-influence = Placer un marqueur d'influence de votre Arrière-Salle ? Vous y en avez { $left ->
    [one] un
   *[other] { $left }
}. La question revient après chaque marqueur : un Bar Clandestin qui se remplit quitte la liste et les numéros qui le suivent remontent, lisez donc les noms.
prompt-die_from_back_room = Poser un dé de votre Arrière-Salle sur un Alambic ?
prompt-improvement_from_back_room = Poser un marqueur d'Amélioration de votre Arrière-Salle sur un Bar Clandestin ? Chaque Amélioration ajoute { $per_die } à chaque dé de consommation lancé là (PHASE 5) : ce Bar Clandestin achète plus de Caisses.
prompt-vigorish = Payer le racket sur cet Alambic, ou le laisser ne rien produire ?
prompt-vigorish-due = { $seat } joue { $card } sur votre { $still } : payer { $due } à { $seat } ({ $per_die } par dé, { $dice ->
        [one] un dé
       *[other] { $dice } dés
    }), ou laisser cet Alambic ne rien produire ce tour-ci ?
prompt-deal = Proposer une affaire ?
# The deal question, with the crates waiting and the room on the trucks.
prompt-deal-room = Proposer une affaire ? { $crates ->
        [0] Vous n'avez aucune Caisse
        [one] Vous avez une Caisse
       *[other] Vous avez { $crates } Caisses
    } dans votre Arrière-Salle et de la place pour { $room } sur vos Camions ; les Caisses restées hors des Camions à la fin de cette phase sont perdues.
# Le bouton de la table dans le navigateur qui demande la question de l'affaire (`deal` au terminal).
serve-command-deal = Proposer une affaire
prompt-deal_crates = Combien de Caisses ?
prompt-deal_price = Pour combien ?
prompt-deal_crates-for = { $deal } : combien de Caisses ?
prompt-deal_price-for = { $deal } : pour combien ? { $you ->
    [1] C'est vous qui payez, et vous avez { $money } : offrez au plus { $money }, car une offre au-delà de ce que vous possédez est refusée.
   *[0] C'est { $payer } qui paie ; ce qu'il possède vous est caché, et une offre au-delà est refusée.
}
# Un prix au-delà de ce que possède la personne, tapé ou mis dans la case : refusé à la table.
prompt-deal_price-most = Vous avez { $money } : vous ne pouvez pas offrir plus, car une offre au-delà de ce que possède celui qui paie est refusée (PHASE 4, 1). Offrez au plus { $money }.
prompt-deal_cards = Ajouter une carte de Voyou au prix ?
prompt-deal_cards-for = { $deal }, pour { $price } : ajouter une carte de Voyou au prix ?
prompt-deal_answer = Acceptez-vous cette affaire ?
prompt-deal_answer-offer = Acceptez-vous cette affaire : { $deal } pour { $price } ?
prompt-deal_answer-offer-cards = Acceptez-vous cette affaire : { $deal } pour { $price } et { $cards } ?
prompt-deal_answer-you = { $kind ->
        [rent-out] { $other } vous offre { $price } pour conduire votre { $truck } ({ $size }, { $capacity } Caisses) ce tour-ci ; il vous revient après les ventes.
        [rent-in] { $other } vous propose de conduire son { $truck } ({ $size }, { $capacity } Caisses) ce tour-ci, pour { $price } que vous lui payez ; il lui revient après les ventes.
        [sell-truck] { $other } vous offre { $price } pour votre { $truck } ({ $size }, { $capacity } Caisses), qui devient le sien pour de bon.
        [buy-truck] { $other } vous propose de vous vendre son { $truck } ({ $size }, { $capacity } Caisses) pour { $price }, que vous lui payez ; il devient le vôtre pour de bon.
        [sell-crates] { $other } vous offre { $price } pour { $n ->
            [one] une de vos Caisses
           *[other] { $n } de vos Caisses
        }.
       *[buy-crates] { $other } vous propose de vous vendre { $n ->
            [one] une de ses Caisses
           *[other] { $n } de ses Caisses
        } pour { $price }, que vous lui payez.
    }{ $worth } Acceptez-vous ?
# Ce que rapporte une Caisse livrée par le Truand lui-même ce tour-ci, à côté d'une affaire de Caisses (PHASE 4, 1).
deal-crate-worth = Livrée par vos propres Camions ce tour-ci, une Caisse rapporte { $low } chez { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}et { $high } chez { $speakeasy } tant que sa consommation suit
    } ; { $have ->
        [0] vous n'avez aucune Caisse
        [one] vous avez une Caisse
       *[other] vous avez { $have } Caisses
    } dans votre Arrière-Salle, et { $room ->
        [0] vos Camions restés chez vous n'ont plus de place
        [one] vos Camions restés chez vous ont de la place pour une Caisse
       *[other] vos Camions restés chez vous ont de la place pour { $room } Caisses
    }.
# Ce que porterait un Camion loué ou acheté, à côté d'une offre (PHASE 4, 1).
deal-truck-worth = Vous avez { $have ->
        [0] aucune Caisse
        [one] une Caisse
       *[other] { $have } Caisses
    } dans votre Arrière-Salle, et { $room ->
        [0] vos Camions restés chez vous n'ont plus de place
        [one] vos Camions restés chez vous ont de la place pour une Caisse
       *[other] vos Camions restés chez vous ont de la place pour { $room } Caisses
    } : { $more ->
        [0] ce Camion ne porterait aucune Caisse de plus
        [one] ce Camion en porterait une de plus
       *[other] ce Camion en porterait { $more } de plus
    }, et les Caisses restées hors des Camions sont perdues à la fin de la phase 4. Une Caisse rapporte { $low } chez { $unlimited }{ $better ->
        [0] {""}
       *[other] {" "}et { $high } chez { $speakeasy } tant que sa consommation suit
    }.
# Un Camion acheté à un autre : le salaire de son chauffeur dès le prochain tour, et sur les tours restants.
deal-truck-wage = {" "}{ $union ->
        [1] Le salaire de son chauffeur ({ $wage } par tour) vous est épargné tant que votre { card-friendly_union_boss } reste face visible devant vous.
       *[0] { $turns ->
            [0] Le salaire de son chauffeur ({ $wage } par tour) ne sera jamais dû : la partie s'achève après ce tour.
            [one] Son chauffeur vous coûtera ensuite { $wage } par tour, payé avec votre carte d'Autorité dès le prochain tour : { $total } pour le seul tour restant.
           *[other] Son chauffeur vous coûtera ensuite { $wage } par tour, payé avec votre carte d'Autorité dès le prochain tour : jusqu'à { $total } sur les { $turns } tours restants.
        }
    }
# Des Bars Clandestins qui paient le même prix, le dernier après « ou ».
deal-worth-or = { $first } ou { $last }
# Un Bar Clandestin nommé dans ce que rapporte une Caisse, avec qui y empoche le bénéfice (PHASE 5, 3).
deal-worth-at = { $speakeasy }{ $profit ->
        [yours] {" "}(votre bénéfice de { $margin } par le contrôle compris)
        [payoff] {" "}({ payoff-control }, et en empoche le bénéfice)
        [theirs] {" "}({ $controller } en a le contrôle et en empoche le bénéfice)
       *[none] {""}
    }
# A price paid in money and thug cards.
deal-price-cards = { $price } et { $cards }
prompt-load = Combien de Caisses chargez-vous sur ce Camion ?
prompt-load-truck = Combien de Caisses chargez-vous sur le { $truck } ({ $size }, place pour { $room }) ? Vous avez { $crates ->
    [0] aucune Caisse
    [one] une Caisse
   *[other] { $crates } Caisses
} dans votre Arrière-Salle{ $other ->
    [0] {""}
   *[other] {" "}et de la place pour { $other } de plus sur vos autres Camions
}.{ $open ->
    [0] {" "}Aucun Bar Clandestin n'est ouvert : aucun Camion ne peut partir. Les Caisses chargées seront perdues après les ventes, sauf si un Bar Clandestin ouvre avant le départ des Camions ; celles laissées hors des Camions seront perdues à la fin de cette phase (PHASE 4, 2){ $warehouse ->
        [played] {" "}; le { card-warehouse } que vous avez joué les garde jusqu'au prochain tour
        [held] {" "}; le { card-warehouse } de votre main les garde jusqu'au prochain tour, si vous le jouez
        [last] {" "}; c'est le dernier tour de la partie : rien ne les garde au-delà
       *[none] {" "}; seule la carte de Voyou { card-warehouse } les garde, jusqu'au prochain tour
    }.
   *[other] {" "}{ $lost ->
        [0] Les Caisses laissées hors des Camions sont perdues à la fin de cette phase
        [one] Une Caisse ne trouve pas de place sur vos Camions : les Caisses laissées hors des Camions sont perdues à la fin de cette phase
       *[other] { $lost } Caisses ne trouvent pas de place sur vos Camions : les Caisses laissées hors des Camions sont perdues à la fin de cette phase
    } (PHASE 4, 2){ $warehouse ->
        [played] {" "}; le { card-warehouse } que vous avez joué les garde jusqu'au prochain tour
        [held] {" "}; le { card-warehouse } de votre main les garde jusqu'au prochain tour, si vous le jouez
        [last] {" "}; c'est le dernier tour de la partie : rien ne les garde au-delà
       *[none] {" "}; seule la carte de Voyou { card-warehouse } les garde, jusqu'au prochain tour
    }.
}
# A rival's thug card this seat saw him take, which threatens the truck being loaded.
prompt-load-threat = { $seat } a en main { $card } : { $what ->
    [empty] si le { $truck } est encore vide une fois que tout le monde a chargé, { $seat } peut le voler.
    [seized] une fois le { $truck } chargé, { $seat } peut faire confisquer ses Caisses par les G-Men : elles n'arriveraient à aucun Bar Clandestin.
    [hijacked] une fois le { $truck } chargé, { $seat } peut faire passer ses Caisses sur un de ses Camions vides assez grand pour toutes les prendre, et les vendre comme les siennes (le plus grand Camion vide de { $seat } en prend { $largest }).
   *[lined_up] une fois le { $truck } aligné à un Bar Clandestin, { $seat } peut s'emparer de ses Caisses et empocher le prix de leur vente.
}
# Après les menaces, quand un rival peut vider le Camion une fois chargé et qu'un autre (ou le même) peut ensuite le voler vide (FAQ : Hey, Free Truck après Hijack ou G-Men—Bust a Shipment).
prompt-load-threat-both = {" "}Les deux ensemble : si { $emptier } vide le { $truck } avec { $emptier_card } une fois chargé, il redevient vide, et { $stealer } peut alors le voler avec { $stealer_card } ; le charger ne le met donc pas à l'abri.
prompt-dispatch = Où va ce Camion ?
prompt-dispatch-truck = Où va le { $truck } ({ $size }, { $load ->
        [one] une Caisse
       *[other] { $load } Caisses
    }) ? Un Bar Clandestin n'achète que les Caisses que montrent ses dés de consommation, aux docks avant le vôtre d'abord : celles qu'il n'achète pas sont perdues (PHASE 5).
prompt-public_dock = Autoriser les Camions du dock public à vendre ?
prompt-public_dock-at = Autoriser les Camions qui attendent au dock public de { $speakeasy } à vendre : { $trucks } ? Autorisés, ils vendent après les docks majoritaire et minoritaire, tant que la demande dure ; interdits, ils ne vendent rien là ce tour-ci et leurs Caisses sont perdues. Vous ne touchez le bénéfice sur leurs Caisses que si vous avez le contrôle de ce Bar Clandestin.
prompt-public_dock-truck = le { $truck } de { $seat }, avec { $load ->
    [one] une Caisse
   *[other] { $load } Caisses
}
prompt-thug = Jouer une carte de Voyou maintenant ? Si vous répondez « rien de plus », la question revient { $last ->
        [yes] seulement quand une autre de vos cartes peut être jouée dans ce tour, le dernier de la partie (une carte jamais jouée est perdue) ;
       *[no] au tour suivant, ou quand une autre de vos cartes peut être jouée ;
    } { $table ->
        [page] le bouton « { serve-command-thug } » la repose plus tôt.
       *[terminal] la commande thug la repose plus tôt.
    }
prompt-investigation = Annuler cette carte avec G-Men—Investigation (Enquête) ?
prompt-windfall = Jouer maintenant la carte piochée, ou la garder ?
# La seconde question de Muscling In (`muscling_in_own_still` de son script) : où va le dé volé.
prompt-muscling_in_own_still = { card-muscling_in } : où va le dé volé ? Sur un de vos Alambics qui a la place, ou dans l'Arrière-Salle de votre Alambic Familial.
prompt-windfall-named = Vous avez pioché { $card }. La jouer maintenant, ou la garder ?
# Hit's and Mob War's "whose marker?": the speakeasy, which of the card's markers, and what each
# option leaves there (control: as many markers as all the others together; the majority: more
# than any other).
prompt-whose-at = { $card } chez { $speakeasy } : { $replace ->
        [1] de quel Truand remplacer un marqueur par un des vôtres, pris dans votre réserve
       *[0] de quel Truand détruire un marqueur
    }{ $of ->
        [1] {""}
       *[other] {" "}({ $nth } sur { $of })
    } ? Le contrôle y demande autant de marqueurs que tous les autres réunis (entre deux ex-aequo, la carte d'Autorité la plus élevée l'emporte) ; sinon, celui qui en a le plus y a l'influence majoritaire.
option-whose = { $you ->
        [1] vous-même ({ $seat }), qui y avez { $n ->
            [one] un marqueur
           *[other] { $n } marqueurs
        }
       *[0] { $seat }, qui y a { $n ->
            [one] un marqueur
           *[other] { $n } marqueurs
        }
    } : { $then ->
        [control] { $leader_you ->
            [1] vous en auriez alors le contrôle
           *[0] { $leader } en aurait alors le contrôle
        }, { $lead } contre { $rest }
        [majority] { $leader_you ->
            [1] vous y auriez alors l'influence majoritaire, sans le contrôle
           *[0] { $leader } y aurait alors l'influence majoritaire, sans le contrôle
        }, { $lead } marqueurs contre { $rest } pour tous les autres réunis
        [none] personne n'y aurait alors ni le contrôle ni l'influence majoritaire
       *[empty] il n'y resterait plus aucun marqueur
    }{ $closes ->
        [1] {" "}; il fermerait, sous les { $shaded } marqueurs qu'il lui faut, et ne vendrait rien ce tour-ci
       *[0] {""}
    }
prompt-card = { $card } : { $step ->
    [whose] le marqueur de qui ?
    [to] vers où ?
    [own] lequel des vôtres ?
    [how] détruire un marqueur, ou ajouter un des vôtres ?
   *[first] { $target ->
        [speakeasy] sur quel Bar Clandestin ?
        [open_speakeasy] sur quel Bar Clandestin ouvert ?
        [still] sur quel Alambic ?
        [offsite_still] sur quel Alambic Délocalisé ?
        [loaded_truck] sur quel Camion chargé ?
        [empty_truck] sur quel Camion vide ?
        [lined_up_truck] sur quel Camion aligné à un Bar Clandestin ?
        [bootlegger] sur qui ?
       *[other] sur quoi ?
    }
}
prompt-politics = Combien de marqueurs d'influence achetez-vous ?
option-authority = carte d'Autorité { $n }, coûte { $cost }{ $over ->
        [0] {""}
       *[other] {" "}(avec { $wages } de salaires, { $short } de plus que vos { $money })
    }
option-truck-card = { $card } : porte { $capacity } Caisses, coûte { $price } tout de suite et { $wage } de salaire à chaque tour{ $short ->
        [money] {" "}— vous n'avez que { $money } : vous ne pouvez pas payer, donc la prendre la défausse, et vous ne prenez aucune autre offre ce tour-ci
        [box] {" "}— il ne reste aucun Camion de cette taille dans la boîte : la prendre la défausse, et vous ne prenez aucune autre offre ce tour-ci
       *[no] {""}
    }
# Une Amélioration d'Alambic simple offerte quand aucun Alambic du joueur n'a d'emplacement libre (PHASE 1, 5b a).
option-still-full = un dé de plus, mais { $offsites ->
        [0] votre Alambic Familial est plein ({ $max } dés sur { $max })
       *[other] tous vos Alambics sont pleins
    } : il attend dans votre Arrière-Salle et ne produit rien
help-still-full = Pour vous, maintenant : un dé de plus, mais { $offsites ->
        [0] votre Alambic Familial est plein ({ $max } dés sur { $max }) et vous n'avez pas d'Alambic Délocalisé
       *[other] tous vos Alambics sont pleins (Alambic Familial : { $max } dés sur { $max })
    } : le dé irait dans votre Arrière-Salle et ne produirait aucune Caisse tant qu'aucun de vos Alambics n'a de place pour lui (un nouvel Alambic Délocalisé, par une Amélioration d'Alambic double).
option-muscle = { $card } — { $thug ->
    [1] Voyou : { $later ->
        [open_speakeasy] pour plus tard
        [improvement] pour plus tard
        [offsite_still] pour plus tard
       *[no] jouer ou garder, { $window ->
            [shipping] en phase 4
            [shipping_after_loading] phase 4, chargé
            [trucks_lined_up] en phase 5
            [thug_played] contre un Voyou
           *[other] toute phase
        }
    }
   *[0] jouée tout de suite
}
option-group-deal = affaires avec { $seat }
option-deal-truck = { $deal } ({ $size })
# A deal to offer, from the asking seat's side, its kind first; sell-n and buy-n: a deal on crates in the questions after its number of crates, which they restate.
option-deal = { $kind ->
        [sell-crates] vendre des Caisses à { $other } (vous en avez { $have })
        [buy-crates] acheter des Caisses à { $other } (il en a { $have })
        [sell-n] vendre { $n } { $n ->
            [one] Caisse
           *[other] Caisses
        } à { $other } (vous en avez { $have })
        [buy-n] acheter { $n } { $n ->
            [one] Caisse
           *[other] Caisses
        } à { $other } (il en a { $have })
        [rent-out] louer votre { $truck } ({ $size }, { $capacity } Caisses) à { $other } pour ce tour
        [rent-in] prendre en location le { $truck } de { $other } ({ $size }, { $capacity } Caisses) pour ce tour
        [sell-truck] vendre votre { $truck } ({ $size }, { $capacity } Caisses) à { $other }
       *[buy-truck] acheter le { $truck } de { $other } ({ $size }, { $capacity } Caisses)
    }
# A deal offered that gives up the seat's truck, after its option: its crates with no room left (phase 4, 2).
option-deal-losing = {" "}— { deal-losing }
# What giving up a truck leaves of the crates, after the deal option or once under the deal question.
deal-losing = { $room ->
        [0] { $alone ->
                [1] { $crates ->
                    [one] il ne vous resterait alors aucun Camion pour votre seule Caisse, qui serait donc perdue
                   *[other] il ne vous resterait alors aucun Camion pour vos { $crates } Caisses, qui seraient donc toutes perdues
                }
               *[0] { $crates ->
                    [one] vos autres Camions n'ont pas de place pour votre seule Caisse, qui serait donc perdue
                   *[other] vos autres Camions n'ont pas de place pour vos { $crates } Caisses, qui seraient donc toutes perdues
                }
            }
       *[other] vos autres Camions ont de la place pour { $room } de vos { $crates } Caisses : { $lost ->
            [one] une serait donc perdue
           *[other] { $lost } seraient donc perdues
        }
    } à la fin de la phase 4
# Under the deal question, once for each truck of the seat's whose renting out or sale leaves crates with no room (phase 4, 2).
prompt-deal-losing = {" "}{ $n ->
        [one] Louer ou vendre votre { $truck }
       *[other] Louer ou vendre l'un de vos Camions ({ $truck })
    }{" "}: { deal-losing }.
# Le contrôle par Big Payoff ce tour-ci, tel que le disent les questions, l'état et la recherche : $payoff 1 un autre joueur l'y a joué, 2 le lecteur.
payoff-control = { $payoff ->
        [2] vous y avez joué { card-big_payoff } et en avez le contrôle ce tour-ci
       *[other] { $payer } y a joué { card-big_payoff } et en a le contrôle ce tour-ci
    }, quels que soient les marqueurs
option-dispatch = { $speakeasy } — { $unlimited ->
        [1] achète toutes les Caisses, { $price } chacune
       *[0] { $price } la Caisse, achète de { $min } à { $max } Caisses ({ $dice ->
            [one] un dé de consommation
           *[other] { $dice } dés de consommation
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } par dé pour ses Améliorations
        }) ; { $dock ->
            [majority] dock majoritaire : vend en premier
            [minority] dock minoritaire : vend après le dock majoritaire{ $payoff ->
                [1] , car { payoff-control }
               *[0] {""}
            }
           *[public] { $leads ->
                [0] dock public : personne n'y a la majorité, il ne vend donc rien
               *[other] dock public : vend en dernier, si { $decider } l'autorise
            }
        }{ $ahead ->
            [0] {""}
            [one] {" "}; une Caisse déjà devant{ $yours ->
                [all] , la vôtre
               *[none] {""}
            }
           *[other] {" "}; { $ahead } Caisses déjà devant{ $yours ->
                [all] , toutes à vous
                [some] , dont { $mine ->
                    [one] une
                   *[other] { $mine }
                } à vous
               *[none] {""}
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] {" "}; { card-packing_heat } : vous payez { $fee } par Caisse vendue à { $holder }
    }{ $profit ->
        [yours] {" "}; vous le contrôlez : { $margin } de bénéfice pour vous sur chaque Caisse vendue là, soit { $total } par Caisse en tout sur les vôtres
        [theirs] {" "}; { $controller } le contrôle et empoche le bénéfice de { $margin } sur chaque Caisse vendue là
       *[none] {""}
    }
help-rule = { $option } : { $what } (règle : { $rule })
# Une carte dans une option, avec ce qu'elle fait en bref.
card-with-short = { $card } : { $short }
# Les sections de la règle, nommées comme ses titres, pour la citation de help-rule.
help-section-phase-1 = PHASE 1
help-section-phase-2 = PHASE 2
help-section-phase-4 = PHASE 4
help-section-phase-4-rent = PHASE 4, 1
help-section-phase-5-2c = PHASE 5, 2c
help-section-thugs = UTILISATION DES CARTES VOYOU
help-authority = vous la payez { $cost } quand toutes sont révélées, avec les salaires de vos chauffeurs ; { $rank ->
        [only] c'est la dernière carte qui vous reste
        [highest] c'est la plus haute de vos cartes
        [lowest] c'est la plus basse de vos cartes
       *[middle] { $higher ->
            [one] une seule de vos cartes est plus haute
           *[other] { $higher } de vos cartes sont plus hautes
        }
    }.{ $over ->
        [0] {""}
       *[other] {" "}Avec les salaires de vos chauffeurs ({ $wages }), cela fait { $short } de plus que vos { $money } : vous donneriez tout ce que vous avez et continueriez à jouer, sans pénalité ni dette (PHASE 1, 5a).
    }
# La règle des cartes d'Autorité, une fois, sous la première carte de la liste.
help-authority-rule = Une carte d'Autorité se pose face cachée, et toutes sont révélées ensemble. Plus votre carte est haute, plus tôt vous agissez pendant tout le tour : vous choisissez le premier parmi les offres, placez l'influence et envoyez vos Camions en premier, et vos Camions s'alignent en tête aux docks. Elle départage aussi certaines égalités : si deux Truands ont chacun la moitié des marqueurs d'un Bar Clandestin, la plus haute carte en prend le contrôle ; si deux Alambics Familiaux ont produit autant, le Flic surveille celui de la plus basse carte ; si les plus riches sont à égalité à la fin, la plus haute carte du dernier tour gagne ; si les plus pauvres sont à égalité { $count ->
        [one] au tour
       *[other] aux tours
    } { $turns }, la plus basse carte reçoit le marqueur supplémentaire. Une égalité pour le plus de marqueurs sans contrôle n'est départagée par rien : personne n'y a alors l'influence majoritaire. Chaque carte ne sert qu'une fois par partie.
# Sous les autres cartes : où la règle est dite.
help-authority-again = Le fonctionnement de l'Autorité (l'ordre de jeu, les égalités qu'elle départage) est expliqué sous l'option { $n }.
help-truck-card = vous achetez ce Camion { $price } tout de suite (si vous ne pouvez pas payer, la carte est défaussée) ; il porte { $capacity } Caisses, et son chauffeur coûte { $wage } à chaque tour. Vous ne prenez pas de carte d'Homme de Main ce tour-ci.
help-muscle-thug = { $text } Carte de Voyou : { $later ->
        [no] vous la jouez aussitôt, ou la gardez cachée en main pour plus tard.
       *[other] rien sur la table ne peut la recevoir maintenant, vous la gardez donc cachée en main pour plus tard{ $later ->
            [open_speakeasy] , dès qu'un Bar Clandestin autre qu'O'Malley's ouvre
            [improvement] , dès qu'un Bar Clandestin a un marqueur d'Amélioration
           *[offsite_still] , dès qu'un autre Truand a un Alambic Délocalisé avec un dé
        }.
    }
help-muscle-at-once = { $text }
help-still = le dé va sur votre { $still } : un dé de plus lancé là à chaque production (phase 3), une Caisse par point. { $family ->
        [1] Plus votre Alambic Familial produit, plus le Flic risque de le surveiller : après chaque production à partir du tour { $moves }, il va à l'Alambic Familial qui a le plus produit, et tant qu'il surveille le vôtre, un { $face } sur l'un de ses dés l'empêche de produire ce tour-là.
       *[0] Le Flic ne surveille jamais un Alambic Délocalisé.
    }
option-still = { $still }, { $dice ->
        [0] encore aucun dé
        [one] un dé pour l'instant
       *[other] { $dice } dés pour l'instant
    } : un dé de plus lancé là à chaque production ; { $family ->
        [1] { $cop ->
            [this] la production de ce tour-ci décide quel Alambic Familial le Flic surveille : celui qui produit le plus
            [later] dès la production du tour { $moves }, le Flic surveille l'Alambic Familial qui produit le plus
            [yours] le Flic surveille votre Alambic Familial en ce moment : un { $face } sur n'importe lequel de ses dés, celui-ci compris, l'empêche de produire ce tour-là
           *[watching] le Flic surveille l'Alambic Familial qui produit le plus
        }
       *[0] le Flic ne le surveille jamais
    }
option-back-room = l'Arrière-Salle : { $what ->
        [die] le dé n'y produit rien tant que vous ne le posez pas sur un Alambic, en phase 2 de ce tour ou d'un tour suivant
       *[marker] le marqueur n'y augmente aucune consommation tant que vous ne le posez pas sur un Bar Clandestin, en phase 2 de ce tour ou d'un tour suivant
    }
help-back-room = { $what ->
        [die] le dé attend dans votre Arrière-Salle et n'y produit rien : aucune Caisse n'en sort tant que vous ne le posez pas sur un de vos Alambics, ce que vous pourrez faire en phase 2 de ce tour ou d'un tour suivant.
       *[marker] le marqueur attend dans votre Arrière-Salle et n'y augmente aucune consommation tant que vous ne le posez pas sur un Bar Clandestin, ce que vous pourrez faire en phase 2 de ce tour ou d'un tour suivant.
    }
help-two-dice = deux dés, chacun posé sur un de vos Alambics ou dans votre Arrière-Salle.
help-new-offsite = un nouvel Alambic Délocalisé démarre avec un dé, marqué d'un marqueur d'influence de votre réserve. Il produit comme votre Alambic Familial, et le Flic ne le surveille jamais.
help-influence = un marqueur de votre Arrière-Salle va chez { $speakeasy }. Celui qui y a autant de marqueurs que tous les autres réunis en a le contrôle : ses Camions vendent en premier et il empoche le bénéfice ({ $margin } par Caisse) ; celui qui en a le plus sans cela a l'influence majoritaire : il vend en premier mais n'empoche aucun bénéfice. Le Bar Clandestin ouvre dès qu'il a { $shaded } marqueurs, et achète { $price } la Caisse.{ $payoff ->
        [0] {""}
       *[other] {" "}Mais { payoff-control } : les marqueurs posés maintenant ne comptent pour le contrôle qu'à partir du tour suivant.
    }
help-improvement = le marqueur d'Amélioration va chez { $speakeasy } : il ajoute { $plus } à chaque dé de consommation lancé là, qui achète donc plus de Caisses.
help-dispatch = le Camion va chez { $speakeasy }. { $unlimited ->
        [1] Il achète toutes les Caisses apportées, { $price } chacune, à tous les Camions : aucune n'y est perdue, et personne n'y touche de bénéfice.
       *[0] Il paie { $price } la Caisse et achète autant de Caisses que ses dés de consommation l'indiquent ({ $dice ->
            [one] un dé
           *[other] { $dice } dés
        }{ $plus ->
            [0] {""}
           *[other] , +{ $plus } par dé pour ses Améliorations
        } : de { $min } à { $max } Caisses), d'abord au dock majoritaire, puis au dock minoritaire, puis au dock public si le Truand qui a le contrôle ou la majorité l'autorise ; les Caisses qu'il n'achète pas sont perdues. Votre Camion s'alignerait au { $dock ->
            [majority] dock majoritaire, puisque vous avez le contrôle ou la majorité de son influence
            [minority] dock minoritaire, puisque vous y avez de l'influence sans la majorité{ $payoff ->
                [1] {" "}: { payoff-control }
               *[0] {""}
            }
           *[public] dock public, puisque vous n'y avez pas d'influence{ $leads ->
                [0] , et personne n'y a la majorité : le dock public n'y vend donc rien
               *[other] {" "}: { $decider } décide à la vente, une fois les autres docks servis et s'il reste de la consommation, s'il vend{ $decides ->
                    [control] {" "}; ayant le contrôle, { $decider } empoche aussi le bénéfice sur ces Caisses, et a donc intérêt à l'autoriser
                   *[majority] {" "}; avec la majorité sans le contrôle, { $decider } n'empoche aucun bénéfice sur elles, et ne gagne donc rien à l'autoriser
                } (PHASE 5, 2c)
            }
        }{ $ahead ->
            [0] .
            [one] , derrière une Caisse déjà alignée pour être achetée avant{ $yours ->
                [all] , la vôtre.
               *[none] .
            }
           *[other] , derrière { $ahead } Caisses déjà alignées pour être achetées avant{ $yours ->
                [all] , toutes à vous.
                [some] , dont { $mine ->
                    [one] une
                   *[other] { $mine }
                } à vous.
               *[none] .
            }
        }
    }{ $heat ->
        [0] {""}
       *[other] {" "}{ card-packing_heat } a été joué ici : vous payez à { $holder } { $fee } par Caisse que vous y vendez.
    }{ $profit ->
        [yours] {" "}Vous le contrôlez : vous empochez son bénéfice, { $margin } sur chaque Caisse vendue là, les vôtres comme celles des autres, si bien que chacune des vôtres vous rapporte { $total } en tout (PHASE 5, 3).
        [theirs] {" "}{ $controller } le contrôle et empoche son bénéfice, { $margin } sur chaque Caisse vendue là, les vôtres comprises (PHASE 5, 3).
       *[none] {""}
    }
help-target = { $card } : { $text }
option-double-cross = { $way ->
        [destroy] détruire { $n ->
            [one] un marqueur
           *[other] { $n } marqueurs
        } de { $seat } dans ce Bar Clandestin
       *[add] y ajouter { $n ->
            [one] un de vos marqueurs
           *[other] { $n } de vos marqueurs
        }, pris dans votre réserve
    }
option-big-city-boys = { $seat } : Autorité { $now }, { $then } avec la carte
option-vigorish-target = { $still } de { $seat } : { $dice ->
        [one] un dé
       *[other] { $dice } dés
    }, { $seat } vous paie { $due } ou il ne produit rien ce tour-ci
# Muscling In's first question: an offsite still of another's, and what stealing from it does.
option-muscling-in-target = { $still } de { $seat } : { $dice ->
        [one] un dé
       *[other] { $dice } dés
    }, vous en volez { $n ->
        [one] un
       *[other] { $n }
    }
help-muscling-in-target = vous volez { $n ->
        [one] un dé
       *[other] { $n } dés
    } de l'{ $still } de { $seat }, qui en garde { $left ->
        [0] aucun (il n'est pas détruit)
        [one] un
       *[other] { $left }
    } : chaque dé produit de 1 à { $sides } Caisses à chaque production (PHASE 3), autant de moins pour { $seat } et de plus pour vous. Vous choisissez ensuite où { $n ->
        [one] il va
       *[other] ils vont
    } : un de vos Alambics avec un emplacement libre, ou votre Arrière-Salle.
option-copper-target = { $speakeasy } — toute Caisse livrée s'y vendrait { $fee } au lieu de { $price }{ $profit ->
        [yours] , et vous perdriez le bénéfice de { $margin } par Caisse que le contrôle vous y donne
        [theirs] , et { $controller } perdrait le bénéfice de { $margin } par Caisse que le contrôle lui y donne
       *[none] {""}
    }{ $mine ->
        [0] {""}
        [one] {" "}; votre Caisse qui y attend rapporterait { $fee } au lieu de { $each }
       *[other] {" "}; vos { $mine } Caisses qui y attendent rapporteraient { $fee } chacune au lieu de { $each }
    }{ $rivals ->
        [0] {""}
       *[other] {" "}; Caisses des rivaux qui y attendent : { $list }, toutes achetées { $fee }
    }
option-packing-heat-target = { $speakeasy } — { $rivals ->
        [0] aucune Caisse d'un rival n'y attend{ $to_go ->
            [0] {" "}: la carte ne vous rapporterait rien
           *[other] {" "}pour l'instant : la carte ne vous rapporte que si un rival y envoie encore un Camion
        }
       *[other] Caisses des rivaux qui y attendent : { $list } ; chacune qu'il achète vous rapporte { $fee } ({ $unlimited ->
            [1] il achète toutes les Caisses
           *[0] il achète de { $min } à { $max } Caisses
        })
    }{ $mine ->
        [0] {""}
       *[other] {" "}; vos propres Caisses ne vous y rapportent rien de plus
    }
help-packing-heat-target = chaque autre Truand qui vend des Caisses chez { $speakeasy } ce tour-ci vous paie { $fee } par Caisse ; ce Bar Clandestin { $unlimited ->
        [1] achète toutes les Caisses apportées
       *[0] en achète de { $min } à { $max } ({ $dice ->
            [one] un dé de consommation
           *[other] { $dice } dés de consommation
        })
    }, { $price } chacune.
help-double-cross = { $way ->
        [destroy] { $seat } perd { $n ->
            [one] un marqueur d'influence
           *[other] { $n } marqueurs d'influence
        } chez { $speakeasy }, qui retourne dans la réserve de { $seat }, pas dans l'Arrière-Salle : cela peut changer qui a le contrôle et où les Camions s'alignent.
       *[add] { $n ->
            [one] un marqueur d'influence de votre réserve (pas de votre Arrière-Salle) va
           *[other] { $n } marqueurs d'influence de votre réserve (pas de votre Arrière-Salle) vont
        } chez { $speakeasy }, sur un cercle libre : il compte aussitôt pour le contrôle et pour les docks.
    }
help-big-city-boys = { $mine ->
        [1] votre carte d'Autorité
       *[other] la carte d'Autorité de { $seat }
    } vaut { $then } au lieu de { $now } pour le reste du tour : l'Autorité fixe l'ordre du jeu et départage les Truands pendant tout le tour.
help-vigorish-target = { $seat } doit vous payer { $due } ({ $per_die } par dé de son { $still } : { $dice }) avant qu'il ne produise, ou il ne produira rien ce tour-ci ; s'il a moins de { $due }, { $seat } ne peut pas payer et l'Alambic ne produit rien.
help-play-now = la carte agit maintenant, comme le dit son texte.
help-idle = { $why ->
        [favor] Jouée maintenant, son Camion ne transporterait rien : les Camions ne sont chargés qu'une fois par tour (phase 4, 2), et le chargement de ce tour est terminé. La carte est dépensée quand même ; jouée avant le chargement, une fois que les Alambics ont produit, son Camion est chargé avec les autres.
        [own_markers] Jouée maintenant, elle ne pourrait détruire que vos propres marqueurs d'influence : personne d'autre n'en a encore sur un Bar Clandestin. La carte est dépensée quand même.
        [no_crates] Jouée maintenant, elle ne rapporterait rien : elle vous paie sur les Caisses des rivaux vendues là où vous la jouez, et aucune n'attend aux docks avant que les Camions soient alignés (PHASE 4, 3). Gardée, elle vous est proposée à nouveau une fois qu'ils le sont ; jouée maintenant, la carte est dépensée quand même.
        [no_markers] Jouée maintenant, elle ne ferait rien : aucun marqueur d'influence n'est encore sur un Bar Clandestin, et la carte est dépensée quand même.
       *[safe_house] Jouée maintenant, elle ne ferait rien : vous n'avez aucun marqueur d'influence sur un Bar Clandestin.
    }
help-keep = la carte reste dans votre main, cachée aux autres, pour être jouée plus tard tant que les cartes d'Autorité sont face visible.
help-done = rien de plus pour l'instant.
help-done-at = { $at ->
        [deal_cards] le prix est proposé tel quel, avec les cartes déjà ajoutées s'il y en a.
        [back_room] il va dans votre Arrière-Salle, et pourra revenir sur un Bar Clandestin à partir du tour suivant, pas ce tour-ci.
        [back_room_die] il va dans votre Arrière-Salle, pour être placé sur un Alambic en phase 2.
        [card_first] la carte est déjà jouée : si vous ne choisissez rien, elle ne fait rien et est défaussée.
       *[card_more] la carte s'arrête là ; ce qu'elle a déjà fait reste acquis.
    }
help-done-influence = rien de plus pour l'instant : ce qui reste attend dans votre Arrière-Salle un tour suivant.
help-done-deal = vous ne faites plus d'offre pendant cette phase d'expédition (vous répondez toujours à celles des autres) ; { $table ->
        [page] le bouton « { serve-command-deal } » vous la repose.
       *[terminal] tapez deal pour que la question vous soit reposée.
    }
help-done-thug = vous ne jouez pas de carte de Voyou maintenant.
help-propose = vous proposez cette affaire : { $kind ->
        [sell-crates] { $have ->
            [one] on vous demande le prix de votre seule Caisse
           *[other] on vous demande combien de vos { $have } Caisses, puis le prix
        } ; si { $other } accepte, il le paie et les Caisses passent aussitôt dans son Arrière-Salle, à lui de les charger sur ses Camions.
        [buy-crates] { $have ->
            [one] on vous demande le prix de sa seule Caisse
           *[other] on vous demande combien de ses { $have } Caisses, puis le prix
        } ; si { $other } accepte, vous le payez et les Caisses arrivent aussitôt dans votre Arrière-Salle : chargez-les sur vos Camions, car les Caisses restées hors des Camions à la fin de la phase 4 sont perdues (sauf si { card-warehouse } les garde).
        [rent-out] on vous demande le prix ; si { $other } accepte, il le paie et conduit votre { $truck } ({ $size }, { $capacity } Caisses) pour ce tour seulement. Le Camion ne porte que ses Caisses, jamais les vôtres avec, et s'aligne aux docks que lui donne son influence ; il vous est rendu à la fin de la phase 5, après la vente des Caisses, et le salaire de son chauffeur ({ $wage }) reste à votre charge. Vos propres Caisses vont sur vos autres Camions, ou sont perdues à la fin de la phase 4 (sauf si { card-warehouse } les garde).
        [rent-in] on vous demande le prix ; si { $other } accepte, vous le payez et conduisez son { $truck } ({ $size }, { $capacity } Caisses) pour ce tour seulement. Le Camion ne porte que vos Caisses et s'aligne aux docks que vous donne votre influence ; il est rendu à { $other } à la fin de la phase 5, après la vente des Caisses, et le salaire de son chauffeur ({ $wage }) reste à sa charge. Ses propres Caisses ne peuvent pas y aller.
        [sell-truck] on vous demande le prix ; si { $other } accepte, il le paie et votre { $truck } ({ $size }, { $capacity } Caisses) est à lui pour de bon, avec le salaire de son chauffeur ({ $wage } par tour). Vos propres Caisses vont sur vos autres Camions, ou sont perdues à la fin de la phase 4 (sauf si { card-warehouse } les garde).
       *[buy-truck] on vous demande le prix ; si { $other } accepte, vous le payez et son { $truck } ({ $size }, { $capacity } Caisses) est à vous pour de bon : vous pouvez le charger aussitôt, et son chauffeur vous coûte { $wage } à chaque tour à partir du prochain.
    } L'argent et les cartes sont payés aussitôt et pour de bon.
help-accept-deal = l'affaire est conclue : l'acheteur paie aussitôt, et les Caisses ou le Camion changent de mains.
help-accept-deal-you = { $kind ->
        [rent-out] vous touchez { $price } tout de suite. Ce tour-ci, votre { $truck } transporte les Caisses de { $other }, pas les vôtres{ $lost ->
            [0] {""}
           *[other] {" "}: { $crates ->
                [one] vos autres Camions n'ont pas de place pour votre seule Caisse, qui serait donc perdue à la fin de la phase 4 (sauf si { card-warehouse } la garde)
               *[other] vos autres Camions ont de la place pour { $room } de vos { $crates } Caisses, { $lost ->
                    [one] une Caisse serait donc perdue à la fin de la phase 4 (sauf si { card-warehouse } la garde)
                   *[other] { $lost } Caisses seraient donc perdues à la fin de la phase 4 (sauf si { card-warehouse } les garde)
                }
            }
        }. Il vous revient après les ventes, et son salaire reste à votre charge.
        [rent-in] vous payez { $price } tout de suite. Le Camion transporte vos Caisses ce tour-ci et s'aligne aux docks que vous donne votre influence ; il revient à { $other } après les ventes, et son salaire reste à sa charge.
        [sell-truck] vous touchez { $price } tout de suite, et le Camion est à { $other } pour de bon : vous ne payez plus son salaire{ $lost ->
            [0] {""}
           *[other] , mais { $crates ->
                [one] vos autres Camions n'ont pas de place pour votre seule Caisse, qui serait donc perdue à la fin de la phase 4 (sauf si { card-warehouse } la garde)
               *[other] vos autres Camions ont de la place pour { $room } de vos { $crates } Caisses, { $lost ->
                    [one] une Caisse serait donc perdue à la fin de la phase 4 (sauf si { card-warehouse } la garde)
                   *[other] { $lost } Caisses seraient donc perdues à la fin de la phase 4 (sauf si { card-warehouse } les garde)
                }
            }
        }.
        [buy-truck] vous payez { $price } tout de suite ; le Camion est à vous pour de bon, et son chauffeur coûte { $wage } à chaque tour à partir du prochain.
        [sell-crates] vous touchez { $price } tout de suite, et { $n ->
            [one] la Caisse quitte
           *[other] les Caisses quittent
        } aussitôt votre Arrière-Salle.
       *[buy-crates] vous payez { $price } tout de suite, et { $n ->
            [one] la Caisse arrive
           *[other] les Caisses arrivent
        } dans votre Arrière-Salle : vous en auriez { $crates }, et de la place pour { $room } sur vos Camions{ $lost ->
            [0] {""}
            [one] , une Caisse serait donc perdue à la fin de la phase 4 (sauf si { card-warehouse } la garde)
           *[other] , { $lost } Caisses seraient donc perdues à la fin de la phase 4 (sauf si { card-warehouse } les garde)
        }.
    }
help-refuse-deal = rien ne change de mains.
help-accept-vigorish = vous payez le racket pour chaque dé de cet Alambic, qui produit normalement{ $cop ->
        [1] , sauf que le Flic le surveille : un { $face } sur l'un de ses dés l'empêche quand même de produire (PHASE 3)
       *[0] {""}
    }.
help-refuse-vigorish = vous gardez votre argent, et cet Alambic ne produit rien ce tour-ci.
# What the still asked a vigorish would make, and what the speakeasy buying every crate pays.
help-vigorish-worth = { $dice ->
    [one] Le dé de cet Alambic produit autant de Caisses que sa valeur, de 1 à { $sides }
   *[other] Chaque dé produit autant de Caisses que sa valeur, de 1 à { $sides } : les { $dice } dés de cet Alambic produisent de { $min } à { $max } Caisses
}{ $has ->
    [1] , et { $speakeasy } les achète toutes { $price } pièce : de { $low } à { $high }, contre les { $due } réclamés.
   *[0] .
}
help-load = { $n ->
    [0] aucune Caisse ne va
    [one] une Caisse va
   *[other] { $n } Caisses vont
} sur ce Camion et { $rest ->
    [0] aucune ne reste dans votre Arrière-Salle
    [one] une reste dans votre Arrière-Salle
   *[other] { $rest } restent dans votre Arrière-Salle
}{ $rest ->
    [0] {""}
   *[other] { $lost ->
        [0] , et vos autres Camions ont de la place pour elles
       *[other] { $other ->
            [0] , sans autre Camion à charger
           *[other] , et vos autres Camions n'ont de la place que pour { $other }
        }
    }
} ; les Caisses restées hors des Camions à la fin de cette phase sont perdues (PHASE 4, 2){ $warehouse ->
    [played] {" "}; le { card-warehouse } que vous avez joué les garde jusqu'au prochain tour
    [held] {" "}; le { card-warehouse } de votre main les garde jusqu'au prochain tour, si vous le jouez
    [last] {" "}; c'est le dernier tour de la partie : rien ne les garde au-delà
   *[none] {" "}; seule la carte de Voyou { card-warehouse } les garde, jusqu'au prochain tour
}.
help-deal-crates = l'affaire porte sur { $n ->
    [one] une Caisse
   *[other] { $n } Caisses
}.
help-price = le prix demandé : { $price }, payé aussitôt si l'affaire est acceptée.
help-refuse-all-deals = rien ne change de mains, et les autres ne vous font plus d'offre ce tour-ci (vous pouvez encore en proposer vous-même).
help-allow = les Camions du dock public vendent aussi, après les docks majoritaire et minoritaire, tant qu'il reste de la demande.
help-forbid = les Camions du dock public ne vendent rien ici ce tour-ci.
option-two-dice = deux dés
option-new-offsite = un nouvel Alambic Délocalisé, que le Flic ne surveille jamais
# A rival known to hold a card played on a still, after an option that starts or improves one.
option-offsite-threat = {" "}; { $seat } a en main { $card } : { $seat } peut { $what ->
        [destroy] détruire à tout moment un Alambic Délocalisé entier, avec ses dés, celui-ci aussi
        [family_die] détruire à tout moment un dé de votre Alambic Familial, jamais le dernier
        [vigorish] vous faire payer { $per_die } par dé d'un Alambic, celui-ci compris, faute de quoi il ne produit rien ce tour-là
       *[steal] voler à tout moment un dé d'un Alambic Délocalisé, celui-ci compris
    }
option-play-now = la jouer maintenant
option-idle = { $why ->
        [favor] { $option } — le chargement est terminé : son Camion ne transporterait rien ce tour-ci, et la carte serait dépensée quand même
        [own_markers] { $option } — les seuls marqueurs d'influence sur les Bars Clandestins sont maintenant les vôtres : elle ne pourrait détruire que l'un des vôtres, et la carte serait dépensée quand même
        [no_crates] { $option } — elle ne rapporterait rien maintenant : aucune Caisse d'un rival n'attend encore aux docks ; gardez-la, elle vous sera proposée à nouveau une fois les Camions alignés
        [no_markers] { $option } — elle ne ferait rien maintenant : aucun marqueur d'influence n'est encore sur un Bar Clandestin, et la carte serait dépensée quand même
       *[safe_house] { $option } — elle ne ferait rien maintenant : vous n'avez aucun marqueur d'influence sur un Bar Clandestin
    }
option-keep = la garder
option-done = rien de plus
# "Nothing" as an answer, said as what it means where it is asked.
option-done-at = { $at ->
        [deal] ne rien proposer
        [deal_cards] le prix tel quel
        [investigation] non, la laisser agir
        [back_room] dans votre Arrière-Salle
        [card_first] rien : la carte est défaussée sans effet
        [card_more] rien de plus
        [keep] plus rien : garder le reste dans votre Arrière-Salle
       *[more] rien de plus
    }
option-accept = accepter
# Accepting an offer that leaves the seat's crates off its trucks: how many are lost (phase 4, 2).
option-accept-losing = accepter : { $kind ->
        [buy-crates] vous auriez { $crates ->
            [one] une Caisse
           *[other] { $crates } Caisses
        } et de la place pour { $room } sur vos Camions restés chez vous
       *[other] { $crates ->
            [one] vos autres Camions n'ont pas de place pour votre seule Caisse
           *[other] vos autres Camions ont de la place pour { $room } de vos { $crates } Caisses
        }
    }, donc { $lost ->
        [one] une Caisse est perdue
       *[other] { $lost } Caisses sont perdues
    } à la fin de la phase 4
option-refuse = refuser
option-pay-vigorish = payer { $due } à { $seat }
option-refuse-vigorish = ne pas payer : votre { $still } ne produit rien ce tour-ci
option-player-you = vous-même ({ $seat })
option-refuse-all = refuser, et toute autre offre ce tour-ci
option-allow = autoriser
option-forbid = interdire

## La fin de la partie et la table

play-title = Bootleggers, graine { $seed } : { $seats }
# Le nom du jeu, là où la graine n'est pas dite (la page d'une place, la table dans le navigateur).
game-name = Bootleggers
play-score = { $seat } : ${ $points }G
play-no-winner = Pas de vainqueur : la limite de tours a terminé la partie sur une égalité.
run-draw = Pas de vainqueur : la limite de tours a fini la partie sans Truand plus riche que les autres.
run-score = { $seat } ({ $kind }) : ${ $score }G

## Comment gagner et comment se déroule un tour : le premier écran et `help rules`

play-rules =
    Comment gagner (VUE D'ENSEMBLE, FIN DU JEU ET VICTOIRE) : être le plus riche. Le jeu finit après la phase de vente du tour { $turns }, ou plus tôt, après la phase de vente d'un tour où un Truand a accumulé au moins { $end_money } ; le Truand avec le plus d'argent gagne. Chacun démarre avec { $money } (l'argent se compte en $G : un G vaut mille dollars).
    Un tour, en six phases (VUE D'ENSEMBLE) : 1. Autorité : chacun pose une carte d'Autorité face cachée ; la plus forte choisit la première parmi les offres (Influence, Améliorations, Voyous, un Camion), et chacun paie le salaire de ses conducteurs. 2. Envoi des gars : placez vos marqueurs d'influence dans les Bars Clandestins ; celui qui en a le contrôle (autant de marqueurs que tous les autres réunis ; entre deux ex-aequo, la carte d'Autorité la plus élevée), ou à défaut le plus de marqueurs, y vend d'abord, et seul le contrôle empoche le bénéfice. 3. Activez les Alambics : lancez les dés de vos Alambics pour produire des Caisses. 4. Envoyez le whiskey : chargez vos Caisses sur des Camions et envoyez-les aux Bars Clandestins (Camions et Caisses peuvent s'acheter, se louer ou se vendre). 5. « Quel est le mot de passe ? » : chaque Bar Clandestin achète des Caisses, payant au vendeur un prix par Caisse et au Truand qui le contrôle un bénéfice. 6. Coup de chaleur : le Flic vient surveiller celui qui produit le plus de whiskey dans son Alambic Familial.
    Les docks (PHASE 4, 3 ; PHASE 5, c) : un Camion s'aligne au dock majoritaire d'un Bar Clandestin si son conducteur y a le contrôle ou la majorité de l'influence, au dock minoritaire s'il y a des marqueurs sans la majorité, sinon au dock public. À la vente, le dock majoritaire vend d'abord, puis le dock minoritaire ; le dock public vend en dernier, seulement s'il reste de la consommation et si le Truand qui a le contrôle ou la majorité l'autorise, à qui on le demande à ce moment-là (qui a le contrôle empoche aussi le bénéfice sur ces Caisses ; qui a seulement la majorité n'y gagne rien) ; si personne n'a ni contrôle ni majorité, il ne vend rien.
    Cartes de Voyou (UTILISATION DES CARTES VOYOU) : une carte prise est jouée tout de suite ou gardée en main ; gardée, elle se joue plus tard, ce tour-ci ou un autre, tant que les cartes d'Autorité sont face visible, au moment que dit la carte, et seulement si elle a de quoi être jouée et que son prix peut être payé.

## Ce que trouve `board X` : les Bars Clandestins par une partie de leur nom, et les cartes offertes et en main

find-speakeasy = { $speakeasy } : { $open ->
        [1] ouvert
       *[0] fermé
    } ; { $raided ->
        [1] ce tour-ci, { card-copper_in_the_house } le rend identique à O'Malley's : il achète toutes les Caisses apportées, à { $price } chacune, et personne n'y empoche de bénéfice, quels que soient les marqueurs (PHASE 5)
       *[0] il achète { $dice ->
            [0] toutes les Caisses apportées
            [one] autant de Caisses que montre { $dice } dé de consommation
           *[other] autant de Caisses que montrent { $dice } dés de consommation
        }, et paie { $wholesale } par Caisse à son vendeur et { $margin } par Caisse à celui qui le contrôle (PHASE 5)
    }.
find-speakeasy-influence = Marqueurs d'influence : { $markers } ; { $payoff ->
        [0] contrôle (autant de marqueurs que tous les autres réunis, deux ex-aequo départagés par la carte d'Autorité la plus élevée : vend en premier et empoche le bénéfice) : { $controller }
       *[other] contrôle : { payoff-control } (vend en premier et empoche le bénéfice)
    }. Il ouvre avec { $shaded } marqueurs et tient { $circles } marqueurs d'influence au plus (PHASE 2).
find-speakeasy-majority = personne ; { $seat } a l'influence majoritaire (le plus de marqueurs) : il vend en premier mais n'empoche aucun bénéfice
# Nobody in control while Copper in the House is in force, and who would be by the markers.
find-speakeasy-raided = personne ce tour-ci, puisque { card-copper_in_the_house } n'y laisse le contrôle à personne{ $would ->
        [1] {" "}({ $seat } { $payoff ->
            [1] l'a par { card-big_payoff }, pour ce tour seulement
           *[0] l'a par les marqueurs, et le retrouve une fois le tour de la carte passé
        })
       *[0] {""}
    }
find-speakeasy-tie = { $seat }, à égalité avec { $other } : une égalité pour le contrôle revient à la plus haute carte d'Autorité de ce tour
# Seats tied, the last two joined: "Player 1, Player 2 and Player 3".
find-seats-and = { $first } et { $last }
find-speakeasy-no-majority = personne ; { $seats } sont à égalité pour le plus de marqueurs ({ $most } chacun), donc personne n'a non plus l'influence majoritaire : personne ne vend en premier, les Camions des Truands qui y ont des marqueurs vont au dock minoritaire, et le dock public ne vend rien
find-speakeasy-improvements = Améliorations : { $improvements } sur { $slots }, chacune +{ $per_die } à chaque dé de consommation.
find-nobody = personne
# A still found by `board X`: whose, its dice, what it made this turn, whether the cop watches it.
find-still = { $you ->
        [1] Votre { $still }
       *[0] { $still } de { $seat }
    } : { $dice ->
        [0] aucun dé, il ne produit donc rien (PHASE 3)
        [one] un dé, qui produit de 1 à { $sides } Caisses à chaque production (PHASE 3)
       *[other] { $dice } dés, qui produisent chacun de 1 à { $sides } Caisses à chaque production (PHASE 3)
    }{ $rolled ->
        [1] {" "}; ce tour-ci, ses dés ont donné { $faces } et { $busted ->
            [1] le Flic l'a arrêté sur un { $face } : il n'a rien produit
           *[0] il a produit { $crates ->
                [0] rien
                [one] une Caisse
               *[other] { $crates } Caisses
            }
        }
       *[0] {" "}; il n'a pas encore produit ce tour-ci
    }. { $watch ->
        [yes] Le Flic le surveille : un { $face } sur l'un de ses dés l'empêche de produire.
        [never] Le Flic ne surveille jamais un Alambic Délocalisé.
       *[no] Le Flic ne le surveille pas{ $cop ->
            [nobody] {""}
           *[other] {" "}(il surveille l'Alambic Familial de { $cop })
        }.
    }{ $full ->
        [1] {" "}Il est plein ({ $max } dés sur { $max }) : aucun dé d'Amélioration ne peut plus y aller.
       *[0] {""}
    }
find-cop = { $seat ->
        [nobody] Le Flic ne surveille encore personne.
       *[other] Le Flic surveille l'Alambic Familial de { $seat }.
    } Après chaque production à partir du tour { $moves }, il va à l'Alambic Familial qui a le plus produit (égalité : la plus petite carte d'Autorité) ; tant qu'il en surveille un, un { $face } sur l'un de ses dés l'empêche de produire ce tour-là. Il ne surveille jamais un Alambic Délocalisé (PHASES 3 et 6).
# Other words `board` finds the cop by, beside his name (`cop`).
find-cop-names = flic, police, policier, cop, flik
# Une carte trouvée par `board X` : son nom et où elle se trouve (puis ce qu'elle fait).
find-card = { $card } ({ $where ->
        [truck] la carte de Camion offerte
        [offer] sur un espace d'offre
        [taken] la carte que vous venez de prendre, à jouer maintenant ou à garder en main
        [deck] une carte du paquet d'Hommes de Main, le paquet d'où viennent les offres de chaque tour ; ni sur un espace d'offre ni dans votre main en ce moment
       *[hand] dans votre main
    })
# La pioche des cartes d'Hommes de Main, que `board homme` trouve : ce qu'elle contient et ce qu'il en advient.
find-deck = Cartes d'Hommes de Main (la pioche, { $cards } cartes) : à chaque tour, { $offers ->
        [one] une carte par Truand en est retournée
       *[other] { $offers } cartes par Truand en sont retournées
    } sur les espaces d'offre, et les Truands les prennent dans l'ordre décroissant des cartes d'Autorité (PHASE 1, 2 et 5b). Les cartes d'influence et d'Amélioration sont jouées tout de suite ; ses { $thugs } cartes de Voyou peuvent être jouées tout de suite ou gardées en main pour plus tard. Windfall en pioche une face cachée.
# Les mots par lesquels `board` trouve la pioche des Hommes de Main.
find-deck-names = homme de main, hommes de main, pioche, muscle, voyou, voyous, carte de voyou, cartes de voyou
# Un dock trouvé par `board X` (PHASE 4, 3 et PHASE 5, 2).
find-dock = { $dock } (PHASE 4, 3 et PHASE 5, 2) : { $id ->
        [majority] les Camions du Truand qui contrôle l'influence d'un Bar Clandestin ou y a la majorité s'y alignent ; ils vendent en premier.
        [minority] les Camions des Truands qui ont de l'influence dans un Bar Clandestin, mais pas le plus, s'y alignent ; ils vendent après le dock majoritaire.
       *[public] les Camions des Truands sans influence dans un Bar Clandestin s'y alignent ; ils vendent en dernier, et seulement si le Truand qui a le contrôle ou la majorité l'autorise. O'Malley's n'a que ce dock, et achète toutes les Caisses qu'on y apporte.
    }
# Les mots par lesquels `board` trouve tous les docks.
find-dock-names = dock, docks, quai, quais
# Un Camion trouvé par `board X` (« board camion 2 ») : à qui, sa taille, qui le conduit, son chargement et où il attend.
find-truck = { $truck } : { $owned ->
        [1] { $size } de { $owner }
       *[0] { $size } prêté par la réserve de Camions pour ce tour
    }{ $rented ->
        [1] , conduit ce tour-ci par { $driver }, qui le loue
       *[0] {""}
    }, { $load ->
        [0] vide
        [one] une Caisse à bord
       *[other] { $load } Caisses à bord
    } (capacité { $capacity }), { $at ->
        [1] aligné au { $dock } de { $speakeasy }
       *[0] à la maison
    } (PHASE 4).{ $owned ->
        [1] {" "}Son conducteur coûte { $wage } par tour à { $owner } (PHASE 1, 5a).
       *[0] {""}
    }
# Les mots par lesquels `board` trouve tous les Bars Clandestins.
find-speakeasy-names = Bar Clandestin, Bars Clandestins, bar, bars, speakeasy, speakeasies
play-board-hint = { $table ->
        [page] cherchez une partie du nom d'un Bar Clandestin, ou d'une carte offerte ou en main, ou un Camion par son numéro (mother, texas, rafale, Camion 2).
       *[terminal] essayez board avec une partie du nom d'un Bar Clandestin, ou d'une carte offerte ou en main, ou un Camion par son numéro (board mother, board texas, board rafale, board Camion 2).
    }
play-board-what = les Bars Clandestins dont le nom contient X : ce que chacun achète et paie, ses marqueurs et qui le contrôle ; les cartes des espaces d'offre et de votre main dont le nom contient X : ce que fait chacune (board mother, board windfall) ; board homme : la pioche des cartes offertes ; board quai : où les Camions s'alignent et dans quel ordre ils vendent ; board Camion 2 : à qui est le Camion 2, ce qu'il porte et où il attend ; board Alambic Familial : chaque Alambic Familial, le vôtre en premier (board Alambic Familial 2 : celui de Joueur 2), ses dés, ce qu'il a produit ce tour-ci et si le Flic le surveille

# La légende de l'image du plateau (phases 2 à 4).
picture-legend-truck = un Camion à la couleur de son conducteur : son numéro, puis les Caisses qu'il porte sur sa capacité (5 : 2/4, c'est le Camion 5, qui porte 2 Caisses et a place pour 4) ; près d'une famille chez lui, à un dock en file pour vendre ; à un dock encombré seul son numéro paraît : pointez-le pour le reste
picture-truck = { $n } : { $load }/{ $capacity }
picture-offsite = { $still } : { $n ->
    [0] aucun dé, ne produit rien
    [one] un dé
   *[other] { $n } dés
}
picture-legend-marker = un marqueur d'influence au numéro de son joueur : assez de marqueurs ouvrent un Bar Clandestin
picture-legend-cop = près d'une famille : un 5 sur son Alambic Familial et cet Alambic ne produit rien
picture-legend-authority = la carte d'Autorité d'une famille ce tour-ci : face cachée jusqu'à ce que toutes soient retournées ensemble, puis son numéro ; la plus forte agit la première à chaque phase et départage les égalités (PHASE 1, 4)
# Les espaces d'offre du plateau principal, sous les Bars Clandestins (PHASE 1, 1-2), et la carte d'Autorité d'une famille.
picture-offers = Espaces d'offre (PHASE 1) : la plus forte carte d'Autorité choisit la première
picture-offer-truck = carte de Camion
picture-offer-muscle = Hommes de Main { $n }
picture-offer-size = { $card } ({ $capacity } Caisses, { $price })
picture-authority = { $state ->
        [shown] Autorité { $n }
        [bonus] Autorité { $total }
        [hidden] face cachée
       *[none] aucune carte
    }

## Pourquoi le vainqueur a gagné : sous son nom à la fin d'une table

why-won = { $early ->
        [yes] un Truand avait au moins { $end_money } après la vente du tour { $turn }, ce qui termine la partie, et { $seat } était le plus riche, avec { $money }
       *[other] { $seat } était le plus riche après le dernier tour, le tour { $turn }, avec { $money }
    } (FIN DU JEU ET VICTOIRE).
# Le « combien » de City et State Politics, avec la carte, le prix d'un marqueur et ce que le joueur a.
prompt-politics-price = { $card } : combien de marqueurs d'influence achetez-vous, à { $price } chacun, payés à la banque ? Vous avez { $money } : de quoi en acheter { $afford ->
    [0] aucun
    [one] un
   *[other] { $afford }
}.
option-politics = { $n ->
    [one] un marqueur
   *[other] { $n } marqueurs
} pour { $cost }
help-politics = vous payez { $cost } à la banque et placez { $n ->
    [one] un marqueur d'influence
   *[other] { $n } marqueurs d'influence
} dans votre Arrière-Salle ; il vous restera { $left }.
help-done-thug-window = vous ne jouez pas de carte de Voyou maintenant. La question revient { $last ->
        [yes] (c'est le dernier tour de la partie : une carte qui n'y est pas jouée ne l'est jamais)
       *[no] au tour suivant,
    } ou quand l'une de vos cartes peut être jouée alors qu'elle ne le pouvait pas (après le chargement, une fois les Camions alignés, une carte qu'on vous a donnée) ; { $table ->
        [page] le bouton « { serve-command-thug } » vous la pose au prochain moment où les règles le permettent.
       *[terminal] tapez thug pour qu'elle vous soit posée au prochain moment où les règles le permettent.
    }
# Le bouton de la table dans le navigateur qui demande la question des cartes de Voyou (le `thug` du terminal).
serve-command-thug = Jouer une carte de Voyou
# La liste d'une ligne des commandes, avec les deux de Bootleggers (voir play-help-more).
play-input = Tapez un numéro, ou help, help N, help rules, status, board X, deal, thug, log, undo, save, quit.
# The commands `help` adds for Bootleggers' held-back questions (after the engine's `play-help`).
play-help-more =
    deal       proposer une affaire : la question vous sera posée au prochain moment de l'expédition (phase 4) où se font les offres
    thug       jouer une carte de Voyou que vous avez : la question vous sera posée au prochain moment où les règles le permettent
# La question de Moll : sur qui elle est jouée.
prompt-moll = Moll (Poupée) : l'argent de quel Truand votre copine dépense-t-elle ?
# Thirsty's question: what the speakeasy picked gets.
prompt-thirsty = Thirsty (Canicule) : quel Bar Clandestin lance un dé de consommation de plus ce tour-ci ?
# Un Camion sur lequel une carte de Voyou est jouée : à qui, ce qu'il porte, où il attend.
option-truck-lined-up = { $truck } de { $seat }, { $load ->
    [0] vide
    [one] une Caisse
   *[other] { $load } Caisses
}, aligné chez { $speakeasy }
option-truck-home = { $truck } de { $seat }, { $load ->
    [0] vide
    [one] une Caisse
   *[other] { $load } Caisses
}, chez lui

# Ce qui sépare les noms de cartes d'une liste : un nom peut contenir une virgule (« Move Over, Pigeon »).
card-list-separator = { " ; " }

# Un Bar Clandestin comme option : à qui sont les marqueurs d'influence qui s'y trouvent et,
# quand on y pose un marqueur de l'Arrière-Salle, la place que laissent ses cercles.
option-speakeasy-markers = { $speakeasy } ({ $markers })
option-speakeasy-room = { $speakeasy } ({ $opens ->
        [0] {""}
       *[other] fermé, ouvre à { $opens } marqueurs ;{" "}
    }place pour { $room } ; { $markers }{ $payoff ->
        [0] {""}
       *[other] {" "}; { payoff-control }
    }){ $does }
# Ce que change un marqueur posé là (phase 2) : l'ouverture, et qui en a alors le contrôle ou
# l'influence majoritaire, le contrôle pris à qui ; `$then` dit à qui.
option-marker-does = {" "}: { $opens ->
        [1] il ouvrirait ;{" "}
       *[0] {""}
    }{ $then ->
        [take] vous en prendriez le contrôle à { $loser }, { $mine } contre { $rest }
        [control] vous en auriez alors le contrôle, { $mine } contre { $rest }
        [keep] vous en garderiez le contrôle, { $mine } contre { $rest }
        [majority] { $lost ->
            [1] { $loser } en perdrait le contrôle, { $lost_n } contre { $lost_rest }, et vous
           *[0] vous
        } y auriez l'influence majoritaire, sans le contrôle (pas de bénéfice), { $mine } contre { $rest }
        [lead] { $lost ->
            [1] { $leader } en perdrait le contrôle, { $lead } contre { $lead_rest }, et n'y garderait que l'influence majoritaire
           *[0] { $leader } y garderait l'influence majoritaire, sans le contrôle
        }
        [other] { $leader } en garderait le contrôle, { $lead } contre { $lead_rest }
       *[none] { $lost ->
            [1] { $loser } en perdrait le contrôle, { $lost_n } contre { $lost_rest }, et personne n'y aurait plus ni le contrôle ni l'influence majoritaire
           *[0] personne n'y aurait encore ni le contrôle ni l'influence majoritaire
        }
    }
option-speakeasy-improvements = { $speakeasy } ({ $busted ->
        [1] fermé ce tour-ci par les G-Men ;{" "}
       *[0] { $opens ->
            [0] {""}
           *[other] fermé, ouvre à { $opens } marqueurs ;{" "}
        }
    }{ $free ->
    [one] un emplacement d'Amélioration libre
   *[other] { $free } emplacements d'Amélioration libres
} sur { $slots } ; { $markers })
option-markers-of = { $you ->
    [1] vous
   *[0] { $seat }
} : { $n }{ $kind ->
    [influence] {" "}{ $n ->
        [one] marqueur d'influence
       *[other] marqueurs d'influence
    }
   *[bare] {""}
}
option-markers-none = { $kind ->
    [influence] aucun marqueur d'influence
   *[bare] aucun marqueur
}

# `mobrules cards`: a truck card's size, price and wage.
cards-truck = { $capacity } Caisses, prix { $price }, salaire { $wage }

# Les deux questions d'Opportunity Knocks : d'où vient le marqueur d'Amélioration, puis où il va.
prompt-opportunity_knocks = { card-opportunity_knocks } : de quel Bar Clandestin part un marqueur d'Amélioration ? Vous choisissez ensuite où il va : un autre Bar Clandestin, ouvert, avec un emplacement d'Amélioration libre. Chaque marqueur ajoute { $per_die } à chaque dé de consommation lancé là où il se trouve (PHASE 5).
prompt-opportunity_knocks_to = { card-opportunity_knocks } : vers quel Bar Clandestin ouvert va le marqueur d'Amélioration{ $named ->
        [1] {" "}pris chez { $from }
       *[0] {""}
    } ? Il y ajoute { $per_die } à chaque dé de consommation lancé (PHASE 5) : ce Bar Clandestin achète plus de Caisses.
# Un Bar Clandestin d'où un marqueur d'Amélioration peut partir (Opportunity Knocks) : ses marqueurs, et le bonus de ses dés de consommation avant et après.
option-improvement-from = { $speakeasy } ({ $n ->
        [one] un marqueur d'Amélioration
       *[other] { $n } marqueurs d'Amélioration
    } sur { $slots } : chaque dé de consommation +{ $now } maintenant, +{ $then } une fois un marqueur parti)
help-improvement-from = un marqueur d'Amélioration quitte { $speakeasy } : chacun de ses dés de consommation n'aura plus que +{ $then } au lieu de +{ $now }, et il achètera donc moins de Caisses (PHASE 5). Vous choisissez ensuite le Bar Clandestin ouvert où il va.
# Les deux questions de Double Cross : le Bar Clandestin, puis ce qu'elle y fait.
prompt-double_cross = { card-double_cross } : dans quel Bar Clandestin ? Vous y détruirez ensuite un marqueur d'influence d'un autre Truand, ou y ajouterez un des vôtres pris dans votre réserve.
prompt-double_cross_how = { card-double_cross } chez { $speakeasy } : y détruire un marqueur d'influence d'un autre Truand, ou y ajouter un des vôtres pris dans votre réserve ?
