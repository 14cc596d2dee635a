# Textes français de King of Chicago (Le Roi de Chicago) : noms et textes des cartes, entreprises, cases, mots.

## Gangsters

card-bomb_jack = Bomb Jack
    .text = Attaque d'entreprise +3 / Défense -1
card-bugs_benny = Bugs Benny
    .text = Attaque +2
card-charlie_the_fish = Charlie the Fish
    .text = Dans un bar, revenu +200 $
card-chicken_joe = Chicken Joe
    .text = Voiture +3
card-clean_gene = Clean Gene
    .text = La police perd automatiquement.
card-der_schweinehund = Der Schweinehund
    .text = Attaque d'entreprise +3 / Ne peut pas prendre de ressources
    .does = Tant qu'il est dans votre voiture, elle ne peut pas prendre de ressources (boissons, filles ou hommes de main, 5.2.1) ; dans une entreprise, il ne l'empêche pas (8.2).
card-dough_boy = Dough Boy
    .text = Défense +2
card-easy_mike = Easy Mike
    .text = Attaque +2 / Quand il est hospitalisé, n'importe qui peut venir le récupérer : celui qui le récupère à l'hôpital le garde pour de bon
    .hospital = (Easy Mike : le premier qui vient le récupérer à l'hôpital le garde pour de bon, 8.2.)
card-fat_fred = Fat Fred
    .text = Attaque +2 / Une place de moins dans la voiture : il y occupe deux places
card-foxtrot_o_flanigan = Foxtrot O'Flanigan
    .text = Défense de voiture +2
card-frankie_the_squealer = Frankie the Squealer
    .text = Attaque +2 / Défense +2 / S'il est en prison, vous ne récupérez aucun revenu
    .does = Tant qu'il est en prison, vous ne touchez aucun revenu à la phase de commerce (6.1), jusqu'à ce que votre voiture aille le chercher au commissariat (5.2.6).
card-freddie_forgery = Freddie Forgery
    .text = Lancez 1 dé pendant chaque phase de commerce. Si vous tirez 1-5, récupérez 100 $-500 $. Si vous tirez 6, il est emprisonné à perpétuité
    .where = d'ici aussi, son dé est lancé à chaque phase de commerce, et sur un { $jailed_on } il est emprisonné à perpétuité : il part au cimetière, hors du jeu pour de bon (8.2)
    .does = À chaque phase de commerce, tant qu'il est dans votre voiture ou une entreprise, son dé est lancé : sur un { $jailed_on }, il est emprisonné à perpétuité, part donc au cimetière, hors du jeu pour de bon, et ne rapporte rien (8.2).
card-harry_the_hand = Harry the Hand
    .text = Dans un casino, revenu +200 $
card-hyman_diamond = Hyman Diamond
    .text = Dans l'entreprise où il se trouve, quelle qu'elle soit : revenu +100 $ (une fois, pas pour chaque entreprise)
card-jack_knife = Jack Knife
    .text = +4 contre Mad-Dog Moe / +4 contre Swift Nick / +4 contre The Cleaner
card-jack_rabbit = Jack Rabbit
    .text = Conduite +2 cases
card-jealous_george = Jealous George
    .text = +4 contre The Mayor / +4 contre The Doctor / +4 contre Mr. Needle
card-john_doe = John Doe
    .text = Peut neutraliser 1 gangster par fusillade. Attaque 0, Défense 0.
card-johnny_favorite = Johnny Favorite
    .text = +200 $ pour soudoyer la police. Ne peut pas être emprisonné.
card-ken_evil = Ken Evil
    .text = Attaque de voiture +2
card-knuckles = Knuckles
    .text = Défense d'entreprise +2
card-lucky_lou = Lucky Lou
    .text = Trop veinard pour mourir
    .spared = c'est Lucky Lou qui tombe (trop veinard pour mourir, il part à l'hôpital)
    .does = Il ne peut pas mourir : tué dans une fusillade, il part à l'hôpital au lieu du cimetière, et votre voiture peut l'y reprendre (5.2.6) ; { card-he_had_an_accident } et { card-the_pillow } ne lui font rien (8.2).
card-mad_dog_moe = Mad-Dog Moe
    .text = Attaque +2 / Défense de voiture +2
card-mr_jesus = Mr. Jesus
    .text = Défense +3 / Coût : 2 boissons alcoolisées
card-mr_needle = Mr. Needle
    .text = Double les revenus de tous vos territoires
    .where = d'ici aussi, tous vos territoires rapportent le double : son pouvoir agit depuis la voiture ou n'importe quelle entreprise, pas depuis la prison ni l'hôpital
card-mr_rottweiler = Mr. Rottweiler
    .text = Attaque de voiture +2
card-red_irish = Red Irish
    .text = Attaque d'entreprise +2
card-rolls_roy = Rolls Roy
    .text = Conduite +1 case
card-sad_ken = Sad Ken
    .text = Récupère gratuitement les territoires adverses.
    .where = d'ici aussi, reprendre un territoire adverse vous coûte 0 $ : son pouvoir agit depuis la voiture ou n'importe quelle entreprise, pas depuis la prison ni l'hôpital
card-slick_rick = Slick Rick
    .text = Dans un bordel, revenu +200 $
card-sponge = Sponge
    .text = Défense d'entreprise +2
card-swift_nick = Swift Nick
    .text = Attaque +2 / Conduite +1 case
card-the_chemist = The Chemist
    .text = Dans un bar, +2 boissons alcoolisées à chaque phase de commerce
card-the_cleaner = The Cleaner
    .text = Attaque +4 / Coût : 2 boissons alcoolisées et 2 filles
card-the_dentist = The Dentist
    .text = Défense d'entreprise +3
card-the_doctor = The Doctor
    .text = Sur un lancer de dé de 4 à 6, un gangster tué est seulement blessé
    .where = d'ici aussi, un de vos gangsters tué dans une fusillade, où qu'elle ait lieu, n'est que blessé sur un dé de 4 à 6 : son pouvoir agit depuis la voiture ou n'importe quelle entreprise, pas depuis la prison ni l'hôpital
    .does = Son pouvoir agit depuis votre voiture ou n'importe laquelle de vos entreprises, pas depuis la prison ni l'hôpital : chaque fois qu'un de vos gangsters est tué, dans n'importe quelle fusillade, un dé de 4 à 6 le laisse seulement blessé, à l'hôpital.
card-the_dwarf = The Dwarf
    .text = Une place de plus dans la voiture ou dans une entreprise
    .does = La voiture ou l'entreprise où il se trouve accueille { $extra_seats } gangster de plus que sans lui, lui compris (une voiture de 3 en prend 4) ; avec { card-fat_fred } dans la même voiture, les deux s'annulent (8.2).
card-the_mayor = The Mayor
    .text = Double les revenus d'un bar, un bordel ou un casino / Attaque 0 / Défense 0
card-the_mechanic = The Mechanic
    .text = Aucun délai pour réparer les voitures.
card-the_pimp = The Pimp
    .text = Dans un bordel, +2 filles à chaque phase de commerce
card-the_reporter = The Reporter
    .text = Peut regarder dans une voiture ou une entreprise une fois par tour de jeu
    .does = Regarder : une fois par tour de jeu, au début de votre tour, vous voyez les gangsters face cachée dans la voiture ou l'entreprise d'un adversaire, et vous connaissez sa force avant de l'attaquer ; ce que vous avez vu vaut jusqu'au prochain placement (6.5). Son pouvoir agit depuis votre voiture ou n'importe laquelle de vos entreprises.
card-the_unionboss = The Unionboss
    .text = Dans un casino, +2 hommes de main à chaque phase de commerce
card-thin_tim = Thin Tim
    .text = Conduite +1 case / Il peut s'échapper d'une attaque de voiture une fois par tour de jeu
card-tight_mouth_larry = Tight Mouth Larry
    .text = Défense +2 / +4 contre Frankie the Squealer
card-tony_trouble = Tony Trouble
    .text = Attaque +2 / La police gagne automatiquement

## Événements

card-an_old_favor = Une vieille faveur
    .text = Jouez cette carte pendant la phase de commerce et prenez le contrôle d'un des gangsters de la pile d'enchères.
card-backstabbing_son_of_a_gun = Coup de poignard dans le dos
    .text = Ne faites confiance à personne à part vous-même. Jouez cette carte pendant la phase de commerce et volez, au hasard, un gangster à un de vos adversaires.
card-break_and_enter = Frappez et entrez
    .text = Jouez cette carte pendant la phase de commerce et volez, au hasard, 2 cartes d'événement ou de contrat non commencé à un de vos adversaires.
card-burglary = Cambriolage
    .text = Jouez cette carte pendant votre tour. Lancez le dé et volez de 1 à 6 ressources choisies à un de vos adversaires.
card-dynamite = Dynamite
    .text = Jouez cette carte au début d'une fusillade et ajoutez 4 à chacun de vos lancers de dé en attaque comme en défense. Ne peut être jouée que si vous avez au moins un gangster impliqué : l'un d'eux est automatiquement tué avant le début de la fusillade.
card-election_day = Jour d'élection
    .text = Les hommes politiques déclarent la guerre au crime organisé. Jouez cette carte pendant un tour d'action contre un de vos adversaires. Ses activités sont gelées pour les autres tours d'action. Il ne percevra aucun revenu lors de la prochaine phase de commerce.
card-fabulous_first_aid = Premiers soins fabuleux
    .text = Jouez cette carte immédiatement après qu'un de vos gangsters est tué dans une fusillade et placez-le à l'hôpital.
card-friends_on_the_inside = Amis à l'intérieur
    .text = Jouez cette carte pendant votre tour et prenez le contrôle de la voiture de police jusqu'à la prochaine phase de commerce. Vous pouvez maintenant déplacer la voiture de police avant de déplacer votre propre voiture.
card-getaway = Fuite
    .text = Jouez cette carte pour vous échapper d'une fusillade et déplacer votre voiture de 1 à 6 cases dans n'importe quelle direction. Cette carte ne peut pas être utilisée quand vous défendez une de vos entreprises.
card-he_had_an_accident = Il a eu un accident
    .text = Jouez cette carte n'importe quand et déplacez un gangster d'un de vos adversaires de la prison au cimetière.
card-massacre = Massacre
    .text = Jouez cette carte au début d'une fusillade. Tous les gangsters défaits sont envoyés au cimetière.
card-out_of_gas = Panne d'essence
    .text = Jouez cette carte à tout moment pour immobiliser la voiture d'un de vos adversaires pour un tour d'action.
card-shotguns = Bons tireurs
    .text = Jouez cette carte au début d'une fusillade et ajoutez 1 à chacun de vos lancers de dé en attaque comme en défense.
card-sneaking_out_the_backdoor = Filer par une porte dérobée
    .text = Jouez cette carte au début d'une attaque contre une de vos entreprises et retirez tous les gangsters défenseurs. Les gangsters qui s'enfuient ne peuvent pas être utilisés pour le reste du tour.
card-still_standing = Toujours debout
    .text = Jouez cette carte immédiatement après qu'un de vos gangsters est blessé, il reste dans la fusillade.
card-streetwise = Le sage de la rue
    .text = Certaines personnes connaissent tous les raccourcis. Jouez cette carte pendant votre phase d'action et lancez le dé encore une fois pour déplacer votre voiture.
card-the_feds_are_in_town = Les fédéraux sont en ville
    .text = Jouez cette carte à tout moment et la police dispose d'une action supplémentaire.
card-the_pillow = L'oreiller
    .text = Vous engagez un spécialiste pour rendre visite à un gangster hospitalisé d'un de vos adversaires. Jouez cette carte n'importe quand et déplacez un gangster de l'hôpital au cimetière.
card-the_rat = Le rat
    .text = Vous obtenez des informations sur un des entrepôts de vos adversaires. Jouez cette carte pendant votre tour et la police saisit, au hasard, 50% des ressources de cet adversaire.
card-the_severed_horsehead = La tête de cheval désagrégée
    .text = Jouez cette carte et vous pouvez éviter d'être démantelé par la police ou annulez les effets de la carte « Election Day » (Jour d'élection).
card-tommyguns = Tireurs d'élite
    .text = Jouez cette carte au début d'une fusillade et ajoutez 2 à chacun de vos lancers de dé en attaque comme en défense.

## Contrats

card-a_thorough_shaving = Un rasage intégral
    .text = Le président du syndicat sicilien a des ennemis puissants. Ils vous offrent 1200 $ si vous allez à la case Coiffeur (Barber) et vous assurez que le président soit rasé de très très près. Puis allez à la case Poste (Post Office) pour renvoyer sa tête en Sicile.
card-help_you_help_me = Aidez-vous, aidez-moi
    .text = Les républicains ont besoin d'aide pour être convaincants. Allez vous faire briefer à la case QG Républicain (Republican HQ), puis allez à la case QG Démocrate (Democrat HQ) porter la bonne parole. Vos amis Républicains vous donnent joyeusement 900 $.
card-one_down = Un de chute
    .text = Un puissant rival à l'épreuve. Vous savez qu'il fait confiance à son lâche comptable. Allez à la case Comptable (Accountant), torturez le comptable jusqu'à ce qu'il vous livre les comptes. Libérez-le à la case Tribunal (Courthouse). Le procureur vous paye 800 $.
card-pay_day_is_coming_up = Jour de paye
    .text = Braquez la Première Banque Fédérale (First National Bank) avec 2 gangsters dans votre voiture. Apportez le butin à une de vos cases entreprises (Business) et ajoutez 1500 $ à votre propre salaire.
card-red_hot_tip = Tuyau brûlant
    .text = Le cheval de course Man-O-War est en ville. Une rumeur prétend que la course est truquée. Allez à la case Bookmaker (Bookie) et informez-vous. Puis allez à la case Champ de courses (Race Track) pour placer un pari (minimum 50 $). Lancez un dé, si vous faites 1, 2 ou 3, vous perdez. Si vous faites 4, 5 ou 6, vous doublez votre mise.
    .short = un pari à l'arrivée : sur 4, 5 ou 6 vous touchez le double de votre mise, sur 1, 2 ou 3 vous la perdez
card-roses_are_red_and_bloody = Les roses sont rouges... et sanglantes
    .text = Le fleuriste (Florist) a empiété sur les côtés. C'est devenu tout à fait ennuyeux. Braquez sa boutique. Emmenez son cadavre à la case Boucher (Butcher) qui vous donnera 1100 $ sans poser de questions.
card-sleeping_with_the_fishes = Dormir avec les poissons
    .text = Le boss d'une compagnie de transport offre 1300 $ à quiconque fera disparaître le leader syndical. Kidnappez-le à la case Équipiers (Teamsters), emmenez-le à la case Quai (Wharf) et jetez-le à l'eau les pieds dans le ciment.
card-they_never_saw_it_coming = Ils ne l'ont pas vu venir
    .text = Un précédent bienfaiteur a besoin d'un coup de main pour accomplir un brillant guet-apens. Allez à la case Tailleur (Tailor) et payez 500 $ pour récupérer un paquet contenant des uniformes de policier. Livrez le paquet à la case Garage (Garage) où vous recevrez 1300 $ pour vos efforts.

## Entreprises

business-the_blind_pig = The Blind Pig
business-the_rusty_nail = The Rusty Nail
business-bathtub_gin_joint = Bathtub Gin Joint
business-booze_bash = Booze Bash
business-the_green_door = The Green Door
business-the_gilded_cellar = The Gilded Cellar
business-the_lucky_seven = The Lucky Seven
business-snake_eyes_parlor = Snake Eyes Parlor
business-back_alley_dice = Back Alley Dice
business-the_red_room = The Red Room
business-the_silver_wheel = The Silver Wheel
business-the_golden_ace = The Golden Ace
business-the_velvet_curtain = The Velvet Curtain
business-madame_rosies = Madame Rosie's
business-the_pink_lantern = The Pink Lantern
business-the_scarlet_garter = The Scarlet Garter
business-the_lace_parlor = The Lace Parlor
business-the_levee_palace = The Levee Palace

## Cases

square-pawn_shop = Prêteur sur gages
square-tailor = Tailleur
square-lawyer = Avocat
square-tobacco_trade = Bureau de tabac
square-museum = Musée
square-boxing_club = Salle de boxe
square-wharf = Quai
square-docks = Docks
square-randolph_st_station = Station de la rue Randolph
square-lasalle_st_station = Station de la rue LaSalle
square-laborers_union = Syndicat des travailleurs
square-teamsters = Équipiers
square-dry_cleaner = Teinturerie
square-barber = Coiffeur
square-post_office = Poste
square-republican_hq = QG Républicain
square-democrat_hq = QG Démocrate
square-accountant = Comptable
square-courthouse = Tribunal
square-first_national_bank = Première Banque Fédérale
square-bookie = Bookmaker
square-race_track = Champ de courses
square-florist = Fleuriste
square-butcher = Boucher
square-hospital = Hôpital
square-police_dept = Commissariat
square-garage_north = Garage Nord
square-garage_south = Garage Sud
square-garage_west = Garage Ouest
# Les cases sans nom sont désignées par la case de rue qu'elles bordent.
street-number = la rue { $n }
square-turf = le territoire près de { $street }
square-business = l'emplacement près de { $street }
# D'autres mots par lesquels une recherche (`board <mots>`) trouve un lieu, à côté de son nom sur le
# plateau : les noms qu'on lui donne, et les noms anglais du plateau imprimé que citent les cartes.
square-pawn_shop-also = Mont-de-piété, Pawn Shop
square-tailor-also = Couturier, Tailor
square-lawyer-also = Lawyer
square-tobacco_trade-also = Tabac, Buraliste, Tobacco Trade
square-museum-also = Museum, Galerie
square-boxing_club-also = Club de boxe, Boxing Club
square-wharf-also = Embarcadère, Wharf
square-docks-also = Port
square-randolph_st_station-also = Gare Randolph, Randolph St. Station
square-lasalle_st_station-also = Gare LaSalle, LaSalle St. Station
square-laborers_union-also = Syndicat, Union des travailleurs, Laborer's Union
square-teamsters-also = Camionneurs, Transporteurs, Routiers, Teamsters
square-dry_cleaner-also = Pressing, Blanchisserie, Dry Cleaner
square-barber-also = Barbier, Barber
square-post_office-also = Bureau de poste, La Poste, Post Office
square-republican_hq-also = Républicains, Republican HQ
square-democrat_hq-also = Démocrates, Democrat HQ
square-accountant-also = Expert-comptable, Accountant
square-courthouse-also = Palais de justice, Cour, Courthouse
square-first_national_bank-also = Banque, First National Bank
square-bookie-also = Bookie, Paris hippiques
square-race_track-also = Hippodrome, Champ de course, Courses, Race Track
square-florist-also = Fleuriste, Florist
square-butcher-also = Boucherie, Butcher
square-hospital-also = Hospital
square-police_dept-also = Commissariat de police, Police Dept.
square-garage_north-also = North Side Garage
square-garage_south-also = South Side Garage
square-garage_west-also = West Side Garage
find-street = Près de { $street } :
find-business = { $square } : { $business }, à { $seat }
find-business-free = { $square } : { $business }, à personne encore
find-lot = { $square } : libre ; { $size ->
        [small] un petit établissement
        [large] un grand établissement
       *[medium] un établissement moyen
    } peut y ouvrir (5.2.3)
# Une entreprise qui pourrait ouvrir sur un emplacement libre (5.2.3) : son prix, et ce qui manque au joueur.
find-lot-opens = { $business } ({ $kind }) pour { $cost }{ $short ->
        [yes] { " " }: il vous manque { $lacks }
       *[no] { " " }: vous les avez
    }
find-turf = { $square } : marqueur de { $seat }
find-turf-free = { $square } : libre
find-place = { $square } : { $count ->
       *[other] { $what } sur place
    }
find-place-uses = Ce qui amène une voiture ici : { $uses }.
find-place-resources = les cartes de ressources y déposent { $resources } pendant la phase de commerce (6.2.1), à prendre par une voiture dans la rue (5.2.1)
find-place-starts = le contrat { $contract } commence ici{ $held ->
        [hand] {" "}: une carte de votre main, à commencer depuis cette rue (5.2.4)
        [started] {" "}(5.2.4), et vous l'avez déjà commencé
       *[other] , mais ce n'est pas une carte de votre main : seul le joueur qui la détient peut le commencer (5.2.4)
    }
find-place-finishes = le contrat { $contract } s'achève ici{ $held ->
        [started] {" "}: vous l'avez commencé, achevez-le depuis cette rue (5.2.4)
        [hand] {" "}une fois commencé : une carte de votre main (5.2.4)
       *[other] , mais vous ne l'avez pas commencé : seul le joueur qui l'a commencé peut l'achever (5.2.4)
    }
find-place-unused = Aucune carte n'envoie de voiture ici.
find-police-car = la voiture de police
find-garage = { $square } : une voiture qui perd une fusillade est remorquée au garage le plus proche et y reste jusqu'à la fin de la prochaine phase de commerce (5.2.5)
find-hospital = { $square } : les gangsters blessés y restent et ne comptent pour rien jusqu'à ce que la voiture de leur propriétaire vienne les chercher depuis cette rue (5.2.6)
find-police = { $square }, avec la prison : les gangsters arrêtés y restent et ne comptent pour rien jusqu'à ce que la voiture de leur propriétaire vienne les libérer depuis cette rue (5.2.6)
find-nothing = rien que la route
find-cars = Voitures ici : { $cars }
find-roads = Routes vers { $streets }
find-gangster = { $gangster } ({ $where }{ $owned ->
        [yes] , à { $seat }
       *[no] {""}
    }) : { $text }
find-held = { $gangster } (à { $seat })
find-in-jail = Prison (5.2.6, 5.4), au { $square } près de { $street } : un gangster arrêté par la police y reste et ne compte pour rien jusqu'à ce que la voiture de son propriétaire s'arrête sur { $street } et le reprenne (une action). { $count ->
        [0] Personne n'est en prison.
       *[other] En prison : { $gangsters }.
    }
find-in-hospital = Hôpital (5.2.5, 5.2.6), près de { $street } : un gangster perdu dans une fusillade y arrive, sauf si les dés l'envoient au cimetière ; il ne compte pour rien jusqu'à ce que la voiture de son propriétaire s'arrête sur { $street } et le reprenne (une action). { $count ->
        [0] Personne n'est à l'hôpital.
       *[other] À l'hôpital : { $gangsters }.
    }
find-in-graveyard = Cimetière (5.2.5) : un gangster perdu dans une fusillade est mort quand les deux dés diffèrent de 3 ou plus et qu'il a fait le plus petit ; il est hors jeu pour de bon. { $count ->
        [0] Personne ne repose au cimetière.
       *[other] Au cimetière : { $gangsters }.
    }

## Mots

resource-booze = boissons
resource-girls = filles
resource-henchmen = hommes de main
resource-count-booze = { $n ->
        [one] { $n } boisson
       *[other] { $n } boissons
    }
resource-count-girls = { $n ->
        [one] { $n } fille
       *[other] { $n } filles
    }
resource-count-henchmen = { $n ->
        [one] { $n } homme de main
       *[other] { $n } hommes de main
    }
kind-bar = bar
kind-casino = casino
kind-brothel = bordel
size-small = petite
size-medium = moyenne
size-large = grande

## Narration

nothing = rien
nobody = personne
target-car = la voiture de { $seat }
resource-card = { $what } à la case { $place }
where-deck = la pioche
where-auction = la pile d'enchères
where-folder = le dossier privé
where-car = la voiture
where-business = une entreprise
where-jail = la prison
where-hospital = l'hôpital
where-graveyard = le cimetière
# Un gangster encore à placer au placement (6.5), dans le dossier et `board X` : là où il était,
# sa place jusqu'à ce qu'il soit placé ($now : placed, ou none s'il n'était ni en voiture ni en entreprise).
placing-where = { $now ->
        [placed] { $place }, encore à placer
       *[none] pas encore placé
    }
roll-movement = { $seat } lance { $face } pour rouler.
roll-police-movement = { $seat } lance { $face } pour la voiture de police.
dealt = { $seat } reçoit { $business } et { $gangster }.
first-player = { $seat } a le plus haut total et commence : le premier à choisir un emplacement de départ, le premier à jouer ; les autres suivent dans le sens des aiguilles d'une montre, quels que soient leurs totaux (3.2).
start-square = { $seat } ouvre { $business } sur { $square }.
resources-placed = Arrivage à la case { $place } : { $what }.
resources-none = La réserve est à sec : rien n'arrive à la case { $place }.
round-started = Le tour de jeu { $round } commence ; { $seat } ouvre le bal.
action-round = Tour d'action { $n } du tour de jeu { $round }.
moved = { $seat } roule jusqu'à { $to } ({ $allowed ->
        [one] { $allowed } case au plus
       *[other] { $allowed } cases au plus
    }{ $why }).
stayed = { $seat } ne bouge pas (pouvait rouler de { $allowed ->
        [one] { $allowed } case
       *[other] { $allowed } cases
    }{ $why }).
stuck-in-garage = La voiture de { $seat } est au garage.
no-action = { $seat } ne fait rien.
took-resources = { $seat } prend { $what } à la case { $place }.
turf-claimed = { $seat } prend { $square }, qui rapporte { $income } à chaque phase de commerce (6.1).
turf-taken-over = { $seat } reprend { $square } à { $owner } { $saving ->
        [0] pour { $paid } payés à la banque
       *[other] en payant { $paid } à la banque, { $saved } d'économie grâce à { $by ->
            [none] la carte d'un gangster
           *[other] { $by }
        } (5.2.2)
    } ; il rapporte { $income } à chaque phase de commerce (6.1).
respect-to = { $seat } détient désormais le marqueur de respect local.
respect-none = Personne ne détient le marqueur de respect local : aucun joueur n'a plus de territoires que chacun des autres (en cas d'égalité, personne ne l'obtient, 5.2.2).
business-opened = { $seat } ouvre { $business } sur { $square } en payant { $paid }.
gangster-moved = { $seat } déplace { $gangster }, qui quitte { $from } pour { $to }.
contract-terms = { $contract } ({ $start } → { $finish }, { $paid ->
        [0] { $rule }
       *[other] { $reward }
    })
# A contract whose reward the card's script decides, and which has no short words.
contract-reward-as-card = gain selon la carte
contract-started = { $seat } démarre le contrat « { $contract } ».
contract-completed = { $paid ->
        [0] { $seat } accomplit le contrat « { $contract } », qui ne rapporte aucune récompense en plus.
       *[other] { $seat } accomplit le contrat « { $contract } » et empoche { $reward }.
    }
contract-handed-over = { $from } doit céder le contrat « { $contract } » à { $to }.
contract-cancelled = Le contrat « { $contract } » de { $seat } est annulé.
shootout-started = Fusillade (5.2.5) ! Attaque { $attack } : { $attack_parts }. Défense { $defense } : { $defense_parts }. À chaque tour, chaque camp lance un dé et y ajoute son total.{ $alone ->
        [yes] { " " }Aucun gangster ne la défend : l'entreprise se bat seule, et il lui suffit de perdre une manche pour perdre la fusillade (5.2.5).
        [car] { " " }Aucun gangster n'est à bord : la voiture se bat seule, et il lui suffit de perdre une manche pour perdre la fusillade (5.2.5).
       *[no] {""}
    }
# Une part du total d'un camp (5.2.5, 2) : le bonus d'un gangster et d'où il vient.
part-standard = { $gangster } { $bonus } (standard)
part-standard-elsewhere = { $gangster } { $bonus } (standard : son bonus { bonus-name } { $value } ne compte { $mode ->
        [driveby] que dans une attaque de voiture
       *[business] que dans une attaque d'entreprise
    })
part-printed = { $gangster } { $bonus } ({ bonus-name })
part-neutralised = { $gangster } { $bonus } (standard : neutralisé)
part-card = la carte de { $gangster } { $bonus } (contre les gangsters qu'il affronte)
# Ce qu'une carte événement jouée sur la fusillade ajoute à chacun des lancers de son camp (8.1).
part-event = { $card ->
        [none] une carte { $bonus } (ajouté à chacun de ses lancers)
       *[other] { $card } { $bonus } (carte événement, ajouté à chacun de ses lancers, 8.1)
    }
part-building = { $business } { $bonus } ({ $size } entreprise)
part-nobody = aucun gangster
bonus-name = { $printed ->
        [attack] Attaque
        [defense] Défense
        [driveby] Voiture
        [driveby_attack] Attaque de voiture
        [driveby_defense] Défense de voiture
        [business_attack] Attaque d'entreprise
       *[business_defense] Défense d'entreprise
    }
target-business = { $business } de { $seat }
shootout-round = Attaquant : dé { $adie }, bonus { $abonus }, score { $attack } ; défenseur : dé { $ddie }, bonus { $dbonus }, score { $defense } : { $winner ->
        [attacker] l'attaquant remporte le tour de fusillade.
        [defender] le défenseur remporte le tour de fusillade.
       *[tie] égalité, on relance.
    }
casualty = { $gangster } ({ $seat }) part pour { $to }.
casualty-why = { $gangster } ({ $seat }) part pour { $to } ({ $why }).
# Pourquoi celui qui tombe va où il va (5.2.5, « Hôpital ou cimetière ? ») : les dés seuls, le gagnant d'abord.
fall-dice = dés { $winner } contre { $loser } : { $killed ->
        [yes] { $kill } d'écart ou plus
        [higher] son camp a fait le plus haut dé
       *[no] moins de { $kill } d'écart
    }, 5.2.5
fall-massacre = Massacre
shootout-ended = { $winner } remporte la fusillade ; { $loser } a perdu.
attack-declared = { $attacker } attaque { $target }.
garaged = La voiture de { $seat } est remorquée au { $garage }.
garaged-waits = La voiture de { $seat } est remorquée au { $garage } : elle ne roule plus de ce tour de jeu et sort du garage à la fin de la prochaine phase de commerce (5.2.5).
left-garage = La voiture de { $seat } sort du garage.
business-taken = { $seat } s'empare de { $business } aux dépens de { $from }.
business-taken-closed = { $seat } s'empare de { $business } aux dépens de { $from }. L'entreprise avait été fermée par une descente de police : elle reste fermée jusqu'à la fin de la prochaine phase de commerce et, d'ici sa réouverture, ne rapporte à { $seat } ni point de pouvoir ni revenu (5.4.1).
police-moved = { $seat } conduit la voiture de police jusqu'à { $to } ({ $allowed ->
        [one] { $allowed } case au plus
       *[other] { $allowed } cases au plus
    }{ $why }).
police-stayed = { $seat } laisse la voiture de police où elle est : elle ne bouge pas de { $to } (pouvait rouler de { $allowed ->
        [one] { $allowed } case
       *[other] { $allowed } cases
    }{ $why }).
raid-success = { $kind ->
        [car] La police de { $seat } arrête { $target } : dé de la police { $pdie } contre { $odie } pour le propriétaire, arrestation réussie ! Les gangsters de la voiture, s'il y en a, vont en prison et tout contrat en cours est perdu ; la voiture continue de rouler (5.4.2).
       *[business] La police de { $seat } fait une descente dans { $target } : dé de la police { $pdie } contre { $odie } pour le propriétaire, coup de filet réussi ! L'établissement ferme et ses gangsters vont en prison (5.4.1).
    }
raid-failed = { $kind ->
        [car] La police de { $seat } arrête { $target } : dé de la police { $pdie } contre { $odie } pour le propriétaire, personne n'est arrêté.
       *[business] La police de { $seat } fait une descente dans { $target } : dé de la police { $pdie } contre { $odie } pour le propriétaire, chou blanc.
    }
jailed = { $gangster } ({ $seat }) part en prison.
business-closed = { $business } est fermé jusqu'à la fin de la prochaine phase de commerce.
business-reopened = { $business } rouvre ses portes.
turf-cleared = La police de { $seat } enlève le marqueur de { $owner } posé sur { $square }.
confiscated = La police de { $seat } confisque { $what } à la case { $place }.
trade-round = Phase de commerce du tour de jeu { $round }.
income-cancelled = { $seat } ne touche rien cette fois : { $businesses } des entreprises et { $turf } des territoires sont perdus.
income-cancelled-by = { $seat } ne touche rien cette fois, à cause de la carte de { $card } : « { $text } », donc ni argent ni ressources (6.1) ; { $businesses } des entreprises et { $turf } des territoires sont perdus.
income-frozen = { $seat } ne touche aucun revenu : { $card }{ $by ->
        [none] {""}
       *[other] {" "}(carte de { $by })
    } l'a gelé pour ce tour (8.1) ; { $businesses } des entreprises et { $turf } des territoires sont perdus.
income = { $seat } encaisse { $total } ({ $businesses } des entreprises, { $turf } des territoires{ $extra ->
        [0] {""}
       *[other] , { $extra_money } des gangsters et des cartes
    }).
income-monopoly = Monopole (6.1) : aucun autre joueur n'a de { $kind } ouvert, donc ceux-ci touchent le revenu de monopole, qui dépend de la taille ({ $small } petite, { $medium } moyenne, { $large } grande entreprise, au lieu du revenu habituel de { $usual_small }, { $usual_medium }, { $usual_large }) : { $businesses }.
income-monopoly-paid = { $business } ({ $size ->
        [small] petit { $kind }
        [large] grand { $kind }
       *[medium] { $kind } moyen
    }) { $rate }
income-monopoly-paid-card = { $business } ({ $size ->
        [small] petit { $kind }
        [large] grand { $kind }
       *[medium] { $kind } moyen
    } : { $base }, porté à { $rate } par la carte d'un gangster)
drew = { $kind ->
        [gangster] { $seat } retourne { $card }, qui est mis aux enchères.
        [resource] { $seat } retourne une carte ressource : { $card }, posée sur le plateau.
       *[hand] { $seat } pioche { $card }.
    }
reshuffled = La défausse est mélangée en une nouvelle pioche de { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }.
drew-cards = { $seat } pioche { $count } cartes en tout : chaque carte ressource est posée sur le plateau et fait piocher une autre carte (6.2).
deck-empty = Plus aucune carte à piocher pour { $seat }.
lot = Aux enchères : { $gangster } ({ $text }).
bid = { $seat } offre { $amount }.
passed = { $seat } passe et ne prend plus part à cette enchère.
bought = { $seat } engage { $gangster } pour { $price }.
unsold = Personne n'enchérit sur { $gangster }.
cannot-bid = { $seat } ne peut pas enchérir sur { $gangster } : il coûte { $cost } en plus de l'enchère, et { $seat } ne les a pas (6.3).
police-lot = La police est prête à se laisser acheter.
# Un joueur dont l'argent ne couvre pas le plus petit pot-de-vin : on ne lui demande rien (6.4).
cannot-bribe = { $seat } ne peut pas acheter la police : le plus petit pot-de-vin est de { $least }, plus que ce que { $seat } possède (6.4).
police-bribed = { $seat } soudoie la police pour { $price }.
police-unbribed = Personne ne soudoie la police.
power = { $seat } a { $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    }.
# Ce qui a changé les points de pouvoir d'un joueur depuis la dernière fois (1.2).
power-why = { $seat } a { $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    } ({ $why }).
# After a capture that leaves the taker's points as they were (1.2, 5.4.1), following his points line.
power-kept = Pas plus qu'avant : l'établissement pris rapporte un point, mais les gangsters que { $seat } a perdus dans la fusillade en coûtent un (1.2).
power-kept-closed = Pas plus qu'avant : l'établissement pris est fermé et ne rapporte aucun point avant sa réouverture (5.4.1).
power-part-businesses = { $n } des établissements ouverts
power-part-contracts = { $n } des contrats achevés
power-part-respect = { $n } du marqueur de respect local
power-part-gangsters = { $n } des gangsters actifs : { $active } en jeu, un point par tranche de { $per }
power-part-and = { $a } ; { $b }
won = { $seat } est le Roi de Chicago avec { $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    } !
round-cap = La partie s'arrête après { $round ->
        [one] { $round } tour de jeu
       *[other] { $round } tours de jeu
    } ; { $seat } est en tête.
round-cap-draw = La partie s'arrête après { $round ->
        [one] { $round } tour de jeu
       *[other] { $round } tours de jeu
    } sur une égalité en tête.
where-hiding = la planque
roll-card = { $seat } lance le dé : { $face }.
# Le lancer propre à une carte, avec son nom ; celui de The Doctor dit ce qui sauve.
roll-card-for = { $seat } lance le dé pour { $card } : { $face }{ $from ->
        [none] { $jailed ->
            [yes] . Sa carte : sur un { $face }, il est emprisonné à perpétuité ; il part donc au cimetière, hors du jeu pour de bon.
           *[no] .
        }
       *[other] {" "}(de { $from } à 6, un gangster est sauvé de la mort).
    }
raid-decided-success = { $kind ->
        [car] La police de { $seat } arrête { $target } : une carte tranche, arrestation réussie !
       *[business] La police de { $seat } fait une descente dans { $target } : une carte tranche, coup de filet réussi !
    }
raid-decided-failed = { $kind ->
        [car] La police de { $seat } arrête { $target } : une carte tranche, personne n'est arrêté.
       *[business] La police de { $seat } fait une descente dans { $target } : une carte tranche, chou blanc.
    }
event-played = { $seat } joue la carte « { $card } ».
event-played-does = { $seat } joue la carte « { $card } ». En bref : { $does }.
neutralised = { $gangster } est neutralisé pour cette fusillade.
escaped = La voiture de { $seat } file avant le premier coup de feu.
fight-ended = { $seat } prend la fuite : la fusillade s'achève sans vainqueur.
roll-bonus = { $seat } ajoute { $bonus } à chacun de ses lancers dans cette fusillade.
massacre = Massacre : tous les gangsters vaincus partent au cimetière.
sacrificed = { $seat } sacrifie { $gangster }.
hid = { $gangster } ({ $seat }) file par une porte dérobée.
spared = { $gangster } échappe à la mort.
stays-in-fight = { $gangster } est blessé mais reste dans la fusillade.
police-cancelled = { $seat } fait annuler la descente de police ; cette action de police est quand même dépensée (5.3).
frozen = Les activités de { $seat } sont gelées par le Jour d'élection.
unfrozen = { $seat } a de nouveau les mains libres.
sits-out = { $seat } est gelé par le Jour d'élection et passe ce tour d'action (8.1) : sa voiture reste sur place et il n'effectue aucune action{ $police ->
        [none] .
        [free] {" "}; la voiture de police qu'il contrôle reste elle aussi sur place, sans action de police ce tour-ci.
       *[paid] {" "}; la voiture de police qu'il contrôle reste elle aussi sur place, sans action de police : les { $bribe } versés pour soudoyer la police ne lui rapportent rien ce tour-ci.
    }
out-of-gas = La voiture de { $seat } est en panne d'essence : elle reste où elle est à son prochain déplacement (8.1).
out-of-gas-now = Votre voiture ne roule pas à ce tour : { card-out_of_gas }{ $by ->
        [none] {""}
       *[other] , carte jouée par { $by }
    } (8.1).
extra-move = { $seat } obtient un lancer de dé supplémentaire pour rouler.
police-control = { $seat } prend le contrôle de la voiture de police.
extra-police-action = La police dispose d'une action supplémentaire.
produced = { $seat } reçoit { $what }.
lost-resources = { $seat } perd { $what }.
money-gained = { $seat } empoche { $amount }.
money-lost = { $seat } paie { $amount }.
by-card = { $card } : { $line }
stole = { $to } vole { $what } à { $from }.
hired = { $seat } prend { $gangster } dans la pile d'enchères.
stole-gangster = { $to } prend { $gangster } à { $from }.
stole-card = { $to } prend la carte « { $card } » à { $from }.
stole-fewer-cards = { $held ->
        [0] { $from } n'avait aucune carte pouvant être volée (cartes d'événement et contrats non commencés) : { $to } n'en prend aucune des { $asked } (8.1).
        [one] { $from } n'avait qu'une carte pouvant être volée (cartes d'événement et contrats non commencés) : { $to } en prend 1 au lieu de { $asked } (8.1).
       *[other] { $from } n'avait que { $held } cartes pouvant être volées (cartes d'événement et contrats non commencés) : { $to } en prend { $held } au lieu de { $asked } (8.1).
    }
peeked = { $seat } jette un œil dans { $target } : { $gangsters }.
car-moved = La voiture de { $seat } se rend jusqu'à { $to }.

## Jouer au terminal

hidden-dealt = { $seat } reçoit { $business } et un gangster, face cachée.
hidden-drew = { $seat } tire une carte et la garde face cachée dans son dossier privé : une carte événement ou un contrat, lui seul sait lequel (6.2). Il en a maintenant { $held }.
hidden-gangster-moved = { $seat } déplace un gangster, qui quitte { $from } pour { $to }.
hidden-stole-gangster = { $to } prend un gangster à { $from }.
hidden-stole-card = { $to } prend une carte à { $from }.
hidden-peeked = { $seat } regarde les gangsters face cachée de { $target }.
play-board = Tour de jeu { $round }, tour d'action { $action_round }
play-board-trade = Tour de jeu { $round }, phase de commerce
play-board-setup = Mise en place (3.2)
play-police = Voiture de police sur { $street }, contrôlée par { $seat }
play-police-free = Voiture de police sur { $street }, contrôlée par personne
play-seat-line = { $seat } : { $power ->
        [one] { $power } point de pouvoir
       *[other] { $power } points de pouvoir
    } ; voiture { $placed ->
        [no] pas encore sur le plateau (le premier emplacement de son propriétaire dira où elle part, 3.2)
       *[yes] sur { $street }
    } avec { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    } ; { $turf ->
        [one] { $turf } territoire
       *[other] { $turf } territoires
    } ; { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main
play-in-garage = , au garage
play-frozen = , gelé par { $card }{ $by ->
        [none] {""}
       *[other] {" "}(carte de { $by })
    } jusqu'à la fin de la phase de commerce : ni déplacement, ni action, ni échange{ $income ->
        [lost] , et aucun revenu à la phase de commerce
       *[done] {""}
    } (8.1)
play-you = { " " }(vous)
play-business-line = { $business } sur { $square }, { $gangsters ->
        [one] { $gangsters } gangster
       *[other] { $gangsters } gangsters
    }
play-closed = , fermé
play-business-unplaced = { $business }, pas encore sur le plateau : avant le premier tour, son propriétaire lui choisit un emplacement de départ libre, marqué d'une étoile (3.2)
play-started-contract = contrat en cours : { $contract }
play-auction-row = Aux enchères : { $gangsters }
play-folder = Votre dossier ({ $seat }) : { $money } ; { $resources }
play-events = Cartes événement : { $cards }
play-contracts = Contrats en main : { $cards }
play-gangsters = Vos gangsters : { $gangsters }
play-folder-of = Dossier de { $seat } : { $money } ; { $resources }
play-gangsters-of = Gangsters de { $seat } : { $gangsters }
play-placing-note = Pendant le placement (6.5), un gangster encore à placer est montré là où il était, et y compte dans les points de pouvoir : il y reste si vous ne le mettez pas ailleurs.
# Le plateau avant un déplacement (5.1), en bref : une légende de deux lignes, une ligne par
# joueur ; `board tout` le montre en entier.
play-map-legend-drive = @1 voiture du joueur 1 (@+ plusieurs), P police ; B2/T2 entreprise/territoire du joueur 2, b./t. libres ; r3 3 ressources, G garage, H hôpital, J prison
play-map-legend-start = @1 voiture du joueur 1 (@+ plusieurs), P police ; B2/T2 entreprise/territoire du joueur 2, b./t. libres, b* emplacement de départ libre (3.2) ; r3 3 ressources, G garage, H hôpital, J prison
play-seat-line-drive = { $seat } : { $power ->
        [one] { $power } point
       *[other] { $power } points
    }, { $car ->
        [one] { $car } gangster
       *[other] { $car } gangsters
    } à bord, { $businesses ->
        [one] { $businesses } entreprise
       *[other] { $businesses } entreprises
    }{ $to-open ->
        [0] {""}
       *[other] {" "}({ $to-open } à ouvrir)
    }, { $turf ->
        [one] { $turf } territoire
       *[other] { $turf } territoires
    }
play-frozen-short = , gelé jusqu'à la phase de commerce (8.1)
prompt-move-board = { $table ->
        [terminal] Le plateau ci-dessus est abrégé : board tout le montre en entier.
       *[other] {""}
    }
# Les mots que `board` prend pour le plateau entier, le classement et le dossier (« all » dans toutes les langues).
find-all-words = tout
# What `status` shows here, in the engine's help.
play-status-what = le plateau, le classement et votre dossier (board aussi) ; avant une question, ils ne sont remontrés que s'ils ont changé
# The command `help` adds for King of Chicago's held-back deal (after the engine's `play-help`).
# The engine's one-line list of commands, with King of Chicago's own two (see play-help-more).
play-input = Tapez un numéro, ou help, help N, help rules, status, board X, deal, event, log, undo, save, quit.
play-help-more =
    deal       proposer un marché : la question vous est posée au prochain moment des marchés (avant votre déplacement, à la phase de commerce, avant de placer les gangsters)
    event      jouer une carte événement à tout moment : la question vous est posée au début du tour du joueur suivant (sinon seulement au début de votre tour et à la phase de commerce)
option-group-drive-only = rues où il n'y a rien à faire, seulement rouler
# La destination d'un déplacement en une ligne courte (5.1, 5.3) : la rue une fois, puis ce que
# la voiture pourrait y faire en quelques mots (`help N` dit chaque chose en entier) ; `$left` 0 :
# l'action de police de ce tour de jeu est jouée, la ligne dit seulement ce que la prochaine viserait.
drive-take-resources = prendre { $what }
drive-take-over-turf = reprendre le territoire de { $owner } pour { $cost }
drive-claim-turf = revendiquer le territoire libre
drive-open-business = ouvrir { $business } pour { $cost }
drive-start-contract = commencer { $contract }
drive-drive-by = attaquer la voiture de { $seat }{ $empty ->
        [yes] {" "}(vide)
       *[no] {""}
    }{ $wins }
drive-attack-business = attaquer { $business } (à { $seat }{ $closed ->
        [yes] {" "}; entreprise fermée par la police : aucun point de pouvoir avant sa réouverture, 5.4.1
       *[no] {""}
    })
drive-free-from-jail = libérer vos gangsters de prison
drive-pick-up = récupérer vos gangsters à l'hôpital
# La voiture ou l'entreprise d'un adversaire au bord de la rue, et aucun gangster dans la voiture (5.2.5).
drive-unarmed = pas d'attaque contre { $what } : aucun gangster dans votre voiture (5.2.5)
help-drive-unarmed = Votre voiture ne peut pas attaquer ici : il faut au moins un gangster dans votre voiture pour attaquer (5.2.5). Pour en prendre, garez-vous devant une de vos entreprises et faites-les monter dans la voiture, ou allez chercher les vôtres à la prison (devant le commissariat) ou à l'hôpital : cela coûte chaque fois une action (5.2.6). Au placement de la phase de commerce, vous pouvez aussi mettre des gangsters dans la voiture (6.5).
drive-police-raid = { $left ->
        [0] { $business } (à { $seat })
       *[other] descente dans { $business } (à { $seat })
    }
drive-police-bust = { $left ->
        [0] la voiture de { $seat }
       *[other] arrêter la voiture de { $seat }
    }{ $empty ->
        [yes] {" "}(vide)
       *[no] {""}
    }
drive-police-clear = { $left ->
        [0] le territoire de { $owner }
       *[other] enlever le marqueur de { $owner }
    }
drive-police-confiscate = { $left ->
        [0] { $what }
       *[other] confisquer { $what }
    }
# Les groupes d'un déplacement au terminal, selon ce que leurs rues offrent d'abord ; la règle
# qu'ils partagent dite une fois.
option-group-drive-attack = attaquer la voiture ou l'établissement d'un rival
option-group-drive-business = ouvrir un établissement, commencer ou achever un contrat
option-group-drive-gangsters = vos propres gangsters : les déplacer, les libérer de prison, les récupérer à l'hôpital
option-group-drive-resources = prendre les ressources sur place
option-group-drive-take-over = reprendre le territoire d'un rival (pour { $cost } ; un territoire rapporte { $income } à chaque phase de commerce)
option-group-drive-claim = revendiquer un territoire libre (personne ne le détient ; il rapporte { $income } à chaque phase de commerce)
option-group-police-raid = { $left ->
        [0] l'établissement d'un joueur
       *[other] descente dans l'établissement d'un joueur
    }
option-group-police-bust = { $left ->
        [0] la voiture d'un joueur
       *[other] arrêter la voiture d'un joueur
    }
option-group-police-clear = { $left ->
        [0] le territoire d'un joueur
       *[other] enlever le marqueur d'un joueur
    }
option-group-police-confiscate = { $left ->
        [0] des ressources sur place
       *[other] confisquer les ressources sur place
    }
option-group-police-nothing = { $left ->
        [0] rien qui appartienne à un joueur
       *[other] rien à faire pour la police, seulement rouler
    }
option-group-police-spent = rues où la voiture de police ne fait que stationner : son action de ce tour de jeu est épuisée
prompt-move = Où va votre voiture ?
prompt-move_police = Où va la voiture de police ?
prompt-move-reach = Où va votre voiture ? { $allowed ->
        [one] Au plus { $allowed } case de rue
       *[other] Au plus { $allowed } cases de rue
    } depuis { $street }{ $why }.
prompt-move_police-reach = Où va la voiture de police ? { $allowed ->
        [one] Au plus { $allowed } case de rue
       *[other] Au plus { $allowed } cases de rue
    } depuis { $street }{ $why }. { $left ->
        [0] Les actions de la police pour ce tour de jeu sont épuisées : la voiture ne fait plus que rouler, et là où vous la laissez, le prochain qui prendra la voiture de police partira de là (celui qui soudoiera la police à la prochaine phase de commerce, ou qui jouera { card-friends_on_the_inside }) ; loin de vos entreprises, elles restent hors de sa portée (5.3).
        [one] La police a encore une action ce tour de jeu, à faire là où la voiture s'arrête (5.3).
       *[other] La police a encore { $left } actions ce tour de jeu, une à faire là où la voiture s'arrête (5.3).
    }
prompt-action = Quelle action faites-vous ?
prompt-action-unarmed = Quelle action faites-vous ? Aucun gangster n'est dans votre voiture : vous ne pouvez pas attaquer { $what } ici, car il faut au moins un gangster dans la voiture pour attaquer (5.2.5) ; prenez-en dans une de vos entreprises.
prompt-casualty = Lequel de vos gangsters tombe ?
# La même question une fois les dés connus (5.2.5 « Hôpital ou cimetière ? »).
prompt-casualty-dice = Lequel de vos gangsters tombe ? Dés { $mine } contre { $theirs } : { $killed ->
        [massacre] celui qui tombe part au cimetière (Massacre)
        [yes] celui qui tombe part au cimetière ({ $kill } d'écart ou plus, et vous avez fait le plus petit : 5.2.5, « Hôpital ou cimetière ? »)
        [higher] celui qui tombe part à l'hôpital (vous avez fait le plus grand dé : 5.2.5, « Hôpital ou cimetière ? »)
       *[no] celui qui tombe part à l'hôpital (moins de { $kill } d'écart : 5.2.5, « Hôpital ou cimetière ? »)
    }{ $savers ->
        [none] .
       *[other] , sauf si { $savers }.
    }
casualty-saver-die = le dé de { $gangster } le sauve (de { $from } à 6)
prompt-police_action = Que fait la police ?
prompt-confiscate = Combien de jetons la police confisque-t-elle ?
prompt-place_gangster = Où va ce gangster ?
# La question du placement (6.5) nomme le gangster et dit où il est.
prompt-place_gangster-who = Où va { $gangster } ? { $now ->
        [car] Il est en ce moment dans votre voiture.
        [business] Il est en ce moment à { $place }.
       *[none] Il n'est pas encore placé.
    }
prompt-take_booze = Combien de boissons prenez-vous ?
prompt-take_girls = Combien de filles prenez-vous ?
prompt-take_henchmen = Combien d'hommes de main prenez-vous ?
prompt-take-lone = Il n'y a ici qu'un jeton, { $what } : le prenez-vous ?
prompt-into_business = Quel gangster entre dans l'établissement ?
prompt-into_business-named = Quel gangster passe de votre voiture à { $business } ?
prompt-move_gangster = Quel gangster se déplace ?
prompt-pick_up = Quel gangster récupérez-vous ?
prompt-pick_up-room = Quel gangster récupérez-vous ? { $room ->
        [one] Il reste une place dans votre voiture ({ $capacity } gangsters au plus, 5.2.6) : celui-ci la remplit, et la récupération s'arrête là.
       *[other] Il reste { $room } places dans votre voiture ({ $capacity } gangsters au plus, 5.2.6) : la question revient après chaque gangster récupéré, jusqu'à ce qu'elle soit pleine.
    }
prompt-garage = Dans quel garage va votre voiture ?
# A contract's start or finish in the card list (`cards`), where it is no one square.
spot-own-business = une de vos entreprises
spot-any-garage = n'importe quel garage
prompt-bid_gangster = Votre enchère pour le gangster mis en vente ?
prompt-bid_police = Votre pot-de-vin pour la police ?
prompt-bid_police-prize = Votre pot-de-vin pour la police ? Le plus gros pot-de-vin achète la voiture de police pour les { $rounds } prochains tours d'action : celui qui l'a versé la conduit après sa propre voiture à chacun de ces tours et fait { $actions ->
        [one] une action de police
       *[other] { $actions } actions de police
    } en tout (descente dans un établissement, arrestation d'une voiture, nettoyage d'un territoire ou confiscation de ressources ; 6.4, 5.3). Seul le plus offrant paie ; passer ne coûte rien et vous sort de cette enchère.
# Un gangster de l'enchérisseur dont la carte retire des dollars du pot-de-vin (Johnny Favorite, 8.2) :
# dans la voiture ou une entreprise il compte ; acheté à ces enchères (pas encore placé), en prison ou à l'hôpital, non.
bribe-discount = { $gangster } retire { $discount } de ce que vous payez si votre pot-de-vin l'emporte : vous pouvez donc offrir jusqu'à { $discount } de plus que votre argent (8.2).
bribe-discount-not = { $gangster } ne retire rien de ce pot-de-vin : ses { $discount } ne comptent que s'il est dans votre voiture ou une entreprise, { $at ->
        [folder] et les gangsters achetés à cette phase de commerce ne sont placés qu'après le pot-de-vin (6.5)
        [jail] et il est en prison jusqu'à ce que votre voiture aille le chercher (5.2.6)
        [hospital] et il est à l'hôpital jusqu'à ce que votre voiture aille le chercher (5.2.6)
       *[other] et il est hors jeu jusqu'au prochain placement (6.5)
    }.
prompt-bid_gangster-named = Votre enchère pour { $gangster } ({ $text }) ?
bid-resource-cost = Qui l'emporte paie aussi { $cost } (le « coût » de sa carte), une seule fois, ici aux enchères, qui retournent à la réserve : rien de plus ensuite pour le garder. Seul un joueur qui les a peut enchérir.
bid-help-no-cost = Il ne coûte rien d'autre que l'enchère.
gangster-cost-behind = (ce coût ne se paie qu'aux enchères : il est à vous, rien à payer maintenant)
# Ce que vaut un gangster mis aux enchères pour gagner (1.2) : $with gangsters dans la voiture et
# les entreprises avec lui, $gain point de pouvoir de plus (0 ou 1).
bid-worth = Pour gagner (1.2) : un point de pouvoir par { $per } gangsters dans votre voiture ou vos entreprises ; avec lui vous en auriez { $with }{ $gain ->
        [0] , pas encore de point de pouvoir de plus.
       *[other] , un point de pouvoir de plus.
    }
bid-wins = Avec lui, une fois placé (6.5) : { $win }.
# Les entreprises d'un joueur fermées par une descente de police rouvrent à la fin de la phase
# de commerce, une fois les gangsters placés, avec leurs points de pouvoir (5.4.1).
bid-reopens = { $me ->
        [yes] { $count ->
            [one] Votre entreprise { $businesses }, fermée par une descente de police, rouvre
           *[other] Vos entreprises { $businesses }, fermées par une descente de police, rouvrent
        }
       *[no] { $count ->
            [one] L'entreprise { $businesses } de { $seat }, fermée par une descente de police, rouvre
           *[other] Les entreprises { $businesses } de { $seat }, fermées par une descente de police, rouvrent
        }
    } à la fin de cette phase de commerce, une fois les gangsters placés (5.4.1) : { $points ->
        [one] 1 point de pouvoir
       *[other] { $points } points de pouvoir
    } de plus{ $win ->
        [none] .
       *[other] {" "}: { $win }.
    }
bid-worth-more = Après lui, { $count ->
        [one] 1 autre gangster passe
       *[other] { $count } autres gangsters passent
    } à ces enchères ({ $names }) ; { $count ->
        [one] avec les deux
       *[other] avec les { $total }
    }, vous en auriez { $with }{ $gain ->
        [0] , pas encore de point de pouvoir de plus.
        [one] , un point de pouvoir de plus.
       *[other] , { $gain } points de pouvoir de plus.
    }
bid-wins-all = { $count ->
        [one] Avec les deux
       *[other] Avec les { $total }
    }, une fois placés (6.5) : { $win }.
bid-high = Plus haute enchère : { $amount }, de { $seat }.
bid-none-yet = Personne n'a encore enchéri.
prompt-confiscate-kind = { $kind ->
        [henchmen] Combien d'hommes de main
       *[other] Combien de { $what }
    } la police confisque-t-elle ?
prompt-start_square = Où ouvrez-vous votre premier établissement ?
prompt-start_square-named = Où ouvrez-vous { $business } ? Sur un emplacement de départ libre, marqué d'une étoile (b*, 3.2), votre voiture sur la rue d'à côté ; chaque emplacement dit ce qui borde sa rue : les ressources à y prendre, les territoires libres à y occuper.
prompt-play_event = Jouer une carte événement maintenant ({ $window }) ?
prompt-play_event-own-turn = Votre tour commence : jouer une carte événement maintenant ({ $window }) ?
prompt-play_event-turn = Le tour de { $seat } commence : jouer une carte événement maintenant ({ $window }) ?
prompt-play_event-trade = Phase de commerce : jouer une carte événement maintenant ({ $window }) ?
prompt-play_event-shootout = { $fight } Jouer une carte événement maintenant ({ $window }) ?
# Les chiffres de la fusillade à son début (5.2.5 B), les deux camps face visible, pour les deux joueurs interrogés.
shootout-odds = { $side ->
        [attacker] Vous attaquez { $target }
       *[defender] { $car ->
            [yes] { $attacker } attaque votre voiture
           *[no] { $attacker } attaque votre entreprise { $target }
        }
    } : attaque { $attack } ({ $attack_parts }) contre défense { $defense } ({ $defense_parts }).{ $alone ->
        [yes] { " " }Aucun gangster ne défend l'entreprise : une seule manche de fusillade perdue et elle est prise (5.2.5).
        [car] { " " }Aucun gangster n'est à bord de la voiture : une seule manche perdue et elle perd la fusillade (5.2.5).
       *[no] {""}
    }
# Ce que met en jeu une fusillade (5.2.5, 5.2.4, 5.4.1), et ce qu'un gangster qui tombe coûte
# aux points de pouvoir de son propriétaire (1.2) : dit aux deux camps au début.
shootout-stakes = { $what ->
        [car] Si l'attaquant gagne, la voiture attaquée part au garage et ses contrats en cours lui reviennent (5.2.5, 5.2.4) ; s'il perd, c'est sa propre voiture qui part au garage.
        [closed] Si l'attaquant gagne, l'entreprise { $business } est à lui, mais fermée par la police : aucun point de pouvoir avant sa réouverture, à la fin de la prochaine phase de commerce (5.4.1) ; s'il perd, sa voiture part au garage.
       *[business] Si l'attaquant gagne, l'entreprise { $business } est à lui, avec { $power ->
            [one] son point de pouvoir
           *[other] ses { $power } points de pouvoir
        } (5.2.5, 1.2) ; s'il perd, sa voiture part au garage.
    } Chaque gangster qui tombe ne compte plus pour les points de pouvoir de son propriétaire (1.2 : un par { $per } dans une voiture ou une entreprise).
prompt-card = { $card } : lequel ?
choice-street = { $street }
choice-street-stay = rester à { $street }
# L'adversaire d'Election Day (8.1) : ses points de pouvoir, et ce qu'il perd à la prochaine phase de commerce.
choice-election-day = { $seat } ({ $power ->
        [one] { $power } point de pouvoir
       *[other] { $power } points de pouvoir
    }) : gelé jusqu'à la phase de commerce, où il perd le revenu de { $businesses ->
        [one] { $businesses } établissement
       *[other] { $businesses } établissements
    } et de { $turf ->
        [one] { $turf } territoire
       *[other] { $turf } territoires
    }
choice-street-car = la voiture de { $seat }
play-separator = {" ; "}
choice-square = { $square }
# Un emplacement de départ (3.2) : ce qui borde sa rue, ressources à prendre et territoire libre.
choice-start-lot = { $square } — { $count ->
        [0] aucune ressource
       *[other] { $what }
    }, { $turfs ->
        [0] aucun territoire libre
        [one] un territoire libre
       *[other] { $turfs } territoires libres
    }
# Toute somme d'argent affichée (récit, dossier, options, aide) s'écrit par amount-money :
# une seule façon par langue.
amount-money = { $n } $
choice-amount = { $n }
choice-take = prendre { $what }
choice-confiscate = confisquer { $what }
choice-tokens-none = rien (ne rien prendre du tout consomme quand même l'action)
choice-confiscate-none = rien (ne rien confisquer du tout consomme quand même l'action de police)
choice-place = { $gangster } vers { $to }
# Ce qu'un gangster apporte là où il est placé (6.5), après l'option.
place-brings-car = il roule avec vous, attaque et défend la voiture (5.2.5)
place-brings-business = il la défend si elle est attaquée (5.2.5)
place-brings-income = son revenu augmente de { $income } tant qu'il y est (6.1)
# L'option de la voiture au placement (6.5) : un gangster qui prend plus que sa propre place dit
# combien (Fat Fred, 8.2 ; 5.2.5 : trois au plus), et celui qui laisse trop peu de places à ceux
# encore à placer qui étaient dans la voiture les nomme ($left des $count $riders y tiennent encore).
place-takes-seats = il occupe { $takes } des { $seats } places de la voiture
place-crowds-out = { $left ->
        [0] alors { $riders }, dans la voiture en ce moment, n'y { $count ->
            [one] a
           *[other] ont
        } plus de place
        [one] alors un seul parmi { $riders } (dans la voiture en ce moment) peut y rester
       *[other] alors seuls { $left } parmi { $riders } (dans la voiture en ce moment) peuvent y rester
    }
place-car-seats-then = { $takes } : { $crowd }
# La voiture absente du placement (6.5) : il n'y a plus de place pour lui (Fat Fred en prend deux).
place-no-car = Pas la voiture : il n'y reste aucune place pour lui ({ $riders } y sont déjà, sur { $seats } places{ $takers ->
        [none] {""}
       *[other] , et { $takers } en occupe deux à lui seul
    }).
# Une entreprise qui n'est pas proposée au placement (6.5) : elle est pleine.
place-no-business = Pas { $business } : cette entreprise est pleine ({ $inside } { $count ->
        [1] y est déjà
       *[other] y sont déjà
    } ; une entreprise accueille { $seats } gangsters au plus, 6.5).
# Quitter une entreprise au placement quand personne n'y est encore placé (5.2.5).
place-leaves-empty = { $business } reste sans défenseur si aucun autre gangster n'y va : une seule manche de fusillade perdue et un attaquant la prend (5.2.5)
place-leaves-empty-last = { $business } reste sans défenseur, car il ne vous reste aucun autre gangster à placer : une seule manche de fusillade perdue et un attaquant la prend (5.2.5)
place-leaves-keeps = { $business } ne garde alors que { $names } ({ $count ->
        [one] encore à placer : s'il y reste, elle est défendue
       *[other] encore à placer : si l'un d'eux y reste, elle est défendue
    }, 5.2.5)
# Les entreprises du siège que personne ne défend au placement (6.5) ; `last` vaut "yes"
# quand le gangster demandé est le dernier à placer.
place-undefended = { $businesses } { $count ->
        [one] n'a encore aucun défenseur
       *[other] n'ont encore aucun défenseur
    } : aucun gangster n'y est. { $last ->
        [yes] { $count ->
            [one] Il est le dernier que vous placez : s'il n'y va pas, une seule manche de fusillade perdue et un attaquant la prend
           *[other] Il est le dernier que vous placez et ne peut en défendre qu'une : pour les autres, une seule manche de fusillade perdue et un attaquant prend l'entreprise
        }
       *[no] { $count ->
            [one] Si ni lui ni l'un de ceux placés après lui n'y va, une seule manche de fusillade perdue et un attaquant la prend
           *[other] Là où ni lui ni l'un de ceux placés après lui ne va, une seule manche de fusillade perdue et un attaquant prend l'entreprise
        }
    } (5.2.5).
# Les gangsters du siège qui restent à placer après celui demandé (6.5), dans l'ordre.
place-order = Restent à placer après lui, dans cet ordre : { $names }.
place-fills-empty = { $business } est vide pour l'instant : il en serait le seul défenseur (5.2.5)
# Là où agit le pouvoir propre d'un gangster (6.1, 8.2), après l'option.
place-power-resource = { $what } de plus dans votre dossier à chaque phase de commerce tant qu'il y est (6.1)
place-power-resource-not = ses { $what } par phase de commerce ne viennent que dans { $kind ->
        [bar] un bar
        [casino] un casino
       *[brothel] un bordel
    } : rien ici
place-power-income-not = ses { $income } de revenu en plus ne comptent que dans { $kind ->
        [bar] un bar
        [casino] un casino
        [brothel] un bordel
       *[any] une entreprise
    }, pas ici
place-power-multiplier = son propre revenu doublé tant qu'il y est : { $more } de plus à chaque phase de commerce (de { $from } à { $to }, 6.1)
place-power-multiplier-closed = son propre revenu doublé tant qu'il y est, une fois qu'elle aura rouvert : fermée, elle ne rapporte rien (5.4.1, 6.1)
place-power-multiplier-not = il ne double le revenu d'une entreprise que s'il s'y trouve, pas depuis la voiture
# Un gangster à qui le placement (6.5) propose la place qu'il occupe déjà : il y reste.
choice-place-stay = { $gangster } reste { $car ->
        [yes] dans { $to }
       *[no] à { $to }
    }
choice-done = rien de plus
choice-done-into-empty = personne : l'entreprise reste vide, et sans gangster pour la défendre, une seule manche de fusillade perdue et un attaquant la prend (5.2.5)
choice-done-pick_up = personne de plus : les autres restent (ne prendre personne consomme quand même l'action)
choice-done-pick_up-last = personne : ils restent tous (ne prendre personne consomme quand même l'action)
choice-no-event = aucune carte maintenant
choice-no-event-idle = aucune carte maintenant (aucune des vôtres ne ferait rien pour l'instant)
choice-player-power = { $seat } ({ $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    })
# La victime de Frappez et entrez (8.1) : ses points de pouvoir, et combien de cartes il a que la carte peut prendre.
choice-rob-from = { $seat } ({ $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    } ; { $cards ->
        [0] aucune carte à lui prendre
        [one] 1 carte à lui prendre
       *[other] { $cards } cartes à lui prendre
    })
choice-gangster-of = { $gangster } (à { $seat })
choice-card = jouer { $card }
choice-yes = oui
choice-no = non
action-pass = aucune action
action-take-resources = prendre des ressources à la case { $square } ({ $what } sur place)
action-claim-turf = revendiquer { $square } (gratuit : personne ne le détient ; il rapporte { $income } à chaque phase de commerce)
action-take-over-turf = reprendre { $square } à { $owner } en payant à la banque { $cost } (il rapporte { $income } à chaque phase de commerce)
# Un territoire repris pour moins cher, avec les gangsters dont la carte le permet (Sad Ken, 5.2.2).
cost-by-cards = { $cost }, { $who } vous faisant économiser { $saved }
# Une prise de territoire qui laisserait le marqueur de respect local à personne : une égalité en tête (5.2.2).
respect-tie = { $me ->
        [yes] vous seriez à égalité avec { $others }
       *[no] { $tied } seraient à égalité
    } avec { $squares ->
        [one] { $squares } territoire
       *[other] { $squares } territoires
    } chacun : personne n'aurait le marqueur de respect local{ $lost ->
        [me] , que vous perdriez : −{ $points } { $points ->
            [one] point de pouvoir
           *[other] points de pouvoir
        } pour vous
        [other] , que { $loser } perdrait : −{ $points } { $points ->
            [one] point de pouvoir
           *[other] points de pouvoir
        } pour { $loser }
       *[none] {""}
    } (5.2.2)
# Le marqueur de respect local passant d'un joueur (ou du plateau) à un autre (5.2.2) : $from et
# $to valent « me », « other » (alors $loser, $winner le nomment) ou « none ».
respect-swing = { $to ->
        [me] vous { $from ->
            [none] obtiendriez le marqueur de respect local, que personne ne détient pour l'instant
           *[other] prendriez le marqueur de respect local
        }
       *[other] { $winner } { $from ->
            [none] obtiendrait le marqueur de respect local, que personne ne détient pour l'instant
           *[other] prendrait le marqueur de respect local
        }
    }{ $from ->
        [me] {" "}à vous
        [other] {" "}à { $loser }
       *[none] {""}
    } : +{ $points } { $points ->
        [one] point de pouvoir
       *[other] points de pouvoir
    } pour { $to ->
        [me] vous
       *[other] { $winner }
    }{ $from ->
        [me] , −{ $points } pour vous
        [other] , −{ $points } pour { $loser }
       *[none] {""}
    } (5.2.2)
# Une option qui mènerait un joueur au pouvoir qui gagne (7.0) ; $attack : si l'attaque réussit.
win-would = { $attack ->
        [yes] si vous gagnez l'attaque sans perdre de gangster : { $points } points de pouvoir, vous gagneriez la partie (7.0)
       *[no] { $me ->
            [yes] { $points } points de pouvoir, vous gagneriez la partie (7.0)
           *[no] { $seat } aurait { $points } points de pouvoir et gagnerait la partie (7.0)
        }
    }
action-open-business = ouvrir { $business } ({ $facts }) sur { $square } en payant { $cost }
business-facts = { $size ->
        [small] petit { $kind }
        [large] grand { $kind }
       *[medium] { $kind } moyen
    } : { $power ->
        [one] { $power } point de pouvoir
       *[other] { $power } points de pouvoir
    }, revenu de { $income } par phase de commerce{ $rival-count ->
        [0] , { $monopoly } tant qu'aucun autre joueur n'a de { $kind } ouvert
       *[other] {" "}({ $placed ->
            [no] { $rivals } { $rival-count ->
                [1] ouvre aussi un { $kind }
               *[other] ouvrent aussi chacun un { $kind }
            } avant le premier tour : pas de revenu de monopole de { $monopoly } pour vous tant { $rival-count ->
                [1] qu'il reste ouvert
               *[other] que l'un des leurs reste ouvert
            }, 6.1)
           *[yes] { $rivals } { $rival-count ->
            [1] a
           *[other] ont
        } déjà un { $kind } ouvert : pas de revenu de monopole de { $monopoly } pour vous{ $ends ->
            [yes] , et le vôtre met fin à celui de { $rivals }
           *[no] {""}
        }, 6.1)
        }
    }
action-start-contract = commencer { $contract }
action-complete-contract = achever { $contract } : { $prize } (5.2.4)
# Ce que rapporte un contrat achevé (5.2.4) : sa récompense et son point de pouvoir.
contract-prize = { $paid ->
        [0] { $rule }
       *[other] { $reward }
    } et { $power ->
        [one] { $power } point de pouvoir
       *[other] { $power } points de pouvoir
    }
action-drive-by = attaquer la voiture de { $seat }{ $empty ->
        [yes] { " " }(aucun gangster à bord : gagnez un seul tour et vous l'emportez, 5.2.5)
       *[no] {""}
    }{ $wins }
# La voiture d'un rival qui porte des contrats en cours : le vainqueur de l'attaque les reprend
# et les achève lui-même (5.2.4 « Intercepter un contrat »). Chaque contrat est un contract-won.
drive-by-wins = { $count ->
        [one] , et la victoire vous donne son contrat en cours : { $contracts } (5.2.4)
       *[other] , et la victoire vous donne ses contrats en cours : { $contracts } (5.2.4)
    }
# La voiture d'un rival sans contrat en cours : la victoire l'envoie seulement au garage (5.2.5, 4).
drive-by-wins-nothing = , qui ne porte aucun contrat : la victoire l'envoie au garage (5.2.5)
# Attaque d'une voiture où sont des gangsters (5.2.5 C) : ce que chaque tour perdu leur fait,
# et quelle perte coûte un point de pouvoir à son propriétaire (un par tant de gangsters en voiture ou en entreprise, 1.2).
drive-by-hurts = {" "}; chaque tour que la voiture perd envoie un de ses gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse celui du perdant de { $kill } ou plus (5.2.5), et { $seat } perd un point de pouvoir { $nth ->
        [1] dès le premier gangster
       *[other] au { $nth }e gangster
    } ainsi perdu (1 par tranche de { $per } gangsters en voiture ou en entreprise, 1.2)
contract-won = { $contract }, qui rapporte { $prize } une fois achevé
action-attack-business = attaquer { $business } (à { $seat }{ $closed ->
        [yes] {" "}; une descente de police a fermé l'entreprise : la prendre ne vous rapporte ni point de pouvoir ni revenu avant sa réouverture, à la fin de la prochaine phase de commerce, 5.4.1
       *[no] {" "}: la victoire vous la donne, avec { $power ->
            [one] son point de pouvoir
           *[other] ses { $power } points de pouvoir
        } et son revenu, 5.2.5
    })
action-move-gangsters = déplacer des gangsters à { $business }
action-free-from-jail = libérer vos gangsters de prison (sans caution : cela ne coûte que cette action, 5.2.6)
action-pick-up = récupérer vos gangsters à l'hôpital (gratuit : cela ne coûte que cette action, 5.2.6)
police-pass = la police ne fait rien
police-raid = descente dans { $business } (à { $seat })
# Ce qu'une descente met en jeu pour le propriétaire (5.4.1, 1.2) : les points de l'entreprise tant qu'elle est fermée, et ceux des gangsters emprisonnés.
police-raid-stake = {" "}— si la police l'emporte, { $seat } perd { $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    }{ $jailed ->
        [0] {""}
       *[other] {" "}(dont { $jailed } pour les gangsters envoyés de là en prison)
    } (5.4.1)
attack-foreseen = votre attaque { $attack } contre une défense de { $defense }{ $has-known ->
        [0] { $has-building ->
            [0] {""}
           *[other] {" "}(dont { $building } de l'établissement lui-même)
        }
       *[other] { $has-building ->
            [0] {" "}({ $known })
           *[other] {" "}({ $known } ; dont { $building } de l'établissement lui-même)
        }
    }{ $hidden ->
        [0] {""}
        [1] {" "}et 1 gangster face cachée dont vous ignorez l'identité
       *[other] {" "}et { $hidden } gangsters face cachée dont vous ignorez l'identité
    }
attack-chance = {" "}; vous gagnez la fusillade { $fight }{ $hidden ->
        [0] {""}
        [one] {" "}si le gangster face cachée n'a que le +1 habituel
       *[other] {" "}si les gangsters face cachée n'ont que le +1 habituel
    } (5.2.5)
help-attack-chance = Vos chances (5.2.5) : à chaque tour de fusillade, chaque camp lance un dé et y ajoute son total ; le plus haut score remporte le tour, et une égalité se relance. Avec { $attack } contre { $defense }, vous remportez un tour { $round }. Il vous faut en gagner { $win } (un par gangster défenseur et un pour { $car ->
        [yes] la voiture
       *[no] l'établissement
    }) avant d'en perdre { $lose } (un par gangster à vous et un pour votre voiture) : vous gagnez la fusillade { $fight }{ $hidden ->
        [0] {""}
       *[other] , en comptant chaque gangster face cachée au +1 habituel
    }. Une carte événement jouée au début de la fusillade change ces chances (8.1).
# Une chance comptée sur les dés (5.2.5), en dixièmes.
chance-in-ten = environ { $n } fois sur 10
chance-under-one = moins d'une fois sur 10
chance-over-nine = plus de 9 fois sur 10
chance-always = à coup sûr
chance-never = jamais
attack-lost-garage = {" "}; si vous perdez, votre voiture est remorquée au garage le plus proche et ne roule plus jusqu'à la fin de la prochaine phase de commerce (5.2.5)
attack-lost-round = {" "}; chaque tour perdu envoie un de vos gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse le vôtre de { $kill } ou plus (5.2.5)
# Ce que coûtent à l'attaquant, en points de pouvoir, ses gangsters qui tombent (1.2).
attack-lost-power = {" "}; un de vos gangsters qui tombe ne compte plus pour vos points de pouvoir (un par { $per } dans votre voiture et vos entreprises, 1.2 ; vous en avez { $active }) : { $count ->
        [one] le perdre { $all ->
            [0] ne vous coûte aucun point de pouvoir
            [one] vous coûte 1 point de pouvoir
           *[other] vous coûte { $all } points de pouvoir
        }
       *[other] le premier perdu { $first ->
            [0] ne vous coûte aucun point de pouvoir
           *[other] vous coûte { $first } point de pouvoir
        }, les { $count } de votre voiture { $all ->
            [0] aucun
            [one] 1 point de pouvoir
           *[other] { $all } points de pouvoir
        }
    }
attack-foreseen-known = { $count ->
        [one] { $names }, que vous savez là
       *[other] { $names }, que vous savez tous là
    }
police-bust = arrêter la voiture de { $seat }{ $empty ->
        [yes] { " " }(aucun gangster à bord : personne ne va en prison, seuls ses contrats en cours sont perdus, 5.4.2)
       *[no] {""}
    }
# Ce qu'une arrestation coûte en contrats (5.4.2, 5.2.4) : chacun de ceux en cours, avec ses termes.
police-bust-loses = {" "}; si la police l'emporte, { $seat } perd { $count ->
        [one] son contrat en cours : { $contracts }
       *[other] ses contrats en cours : { $contracts }
    } (5.4.2)
police-clear-turf = enlever le marqueur de { $owner } posé sur { $square }
police-confiscate = confisquer des jetons à la case { $square }
help-move = Déplacement (5.1) : votre voiture avance d'au plus le nombre de cases de rue indiqué par le dé ; les options disent ce que vous pourriez faire là où vous vous arrêtez.
help-move-police = Voiture de police (5.3) : déplacez la voiture de police d'au plus le nombre de cases de rue tiré, plus le bonus de la police (+{ $bonus }) ; les options disent ce que la police pourrait faire là où elle s'arrête (5.4), tant que l'action de police de ce tour de jeu n'est pas jouée.
help-rule-again = { $option } : la règle { $kind ->
        [take-resources] pour prendre des ressources
        [claim-turf] pour prendre un territoire
        [open-business] pour ouvrir une entreprise
        [contract] des contrats
        [attack] des attaques (de voiture ou d'établissement)
        [move-gangsters] pour déplacer des gangsters
        [jail-hospital] pour reprendre ses gangsters
        [raid] d'une descente
        [bust] d'une arrestation
        [clear] pour nettoyer un territoire
        [confiscate] des confiscations
       *[other] {""}
    } est donnée à l'option { $n }.
help-pass = Ne faire aucune action ce tour.
help-take-resources = Prendre des ressources (5.2.1) : prenez une partie ou la totalité des jetons posés sur la case à côté de votre voiture (l'option dit ce qui s'y trouve) et mettez-les dans votre dossier. Les boissons servent à ouvrir des bars, les filles des bordels et les hommes de main des casinos (5.2.3) ; les cartes ressources retournées à chaque phase de commerce posent de nouveaux jetons sur le plateau (6.2.1).
help-claim-turf = Étendre son territoire (5.2.2) : posez votre marqueur sur la case de territoire à côté de votre voiture ; elle rapporte { $turf_income } à chaque phase de commerce (6.1), et celui qui a le plus de cases de territoire prend le marqueur de respect local, qui vaut 1 point de pouvoir (5.2.2).
help-open-business = Ouvrir un établissement (5.2.3) : payez son prix en jetons, qui retournent à la réserve, et posez son marqueur sur le terrain libre à côté de votre voiture. La banque garde les marqueurs pas encore ouverts ; la taille du terrain (petit, moyen ou grand) décide de la taille de l'établissement qui s'y ouvre, et vous prenez le prochain marqueur de ce type et de cette taille. Tant qu'il est ouvert, il compte en points de pouvoir et rapporte un revenu à chaque phase de commerce.
help-business-facts = { $business } : { $facts } (1.2, 6.1).
help-contract = Contrats (5.2.4) : commencez un contrat de votre main, ou achevez un contrat en cours en livrant ce qu'il demande, contre sa récompense.
help-attack = Attaque (5.2.5) : une attaque de voiture, ou l'attaque d'un établissement à côté de votre voiture. Le total de chaque camp est compté au début et ne change plus : chaque gangster de la fusillade donne le bonus standard de { $base }, ou à la place le bonus que sa carte indique pour ce genre d'attaque (Attaque et Défense comptent partout, les bonus de Voiture seulement dans une attaque de voiture, ceux d'Entreprise seulement dans une attaque d'entreprise : une « Défense de voiture +2 » donne { $base } pour défendre une entreprise) ; une entreprise ajoute sa propre défense ({ $small } petite, { $medium } moyenne, { $large } grande) ; quelques gangsters ajoutent plus contre ceux qu'ils affrontent (Jack Knife), et des cartes d'événement s'ajoutent à chaque lancer ({ card-shotguns }, { card-tommyguns }, { card-dynamite }). Des manches de fusillade suivent : chaque camp lance un dé et ajoute son total ; le plus haut gagne la manche, et le perdant d'une manche perd un de ses gangsters, envoyé à l'hôpital ou au cimetière. Un camp gagne quand il a battu tous les gangsters de l'autre, puis la voiture ou l'établissement lui-même. Victoire contre un établissement : il devient le vôtre, avec son revenu et ses points de pouvoir, et vous pouvez y faire entrer des gangsters de votre voiture. Victoire d'une attaque de voiture : l'autre voiture part au garage jusqu'à la fin de la prochaine phase de commerce, et son contrat en cours devient le vôtre. Défaite : votre voiture part au garage le plus proche jusqu'à la fin de la prochaine phase de commerce. Chaque gangster qui tombe, d'un camp comme de l'autre, ne compte plus pour les points de pouvoir de son propriétaire (1.2 : un par { $per } dans une voiture ou une entreprise) tant qu'il n'y est pas revenu : de l'hôpital une fois que la voiture de son propriétaire va l'y chercher (5.2.6), jamais du cimetière.
help-move-gangsters = Déplacer des gangsters (5.2.6) : entre votre voiture et votre établissement à côté.
help-jail-hospital = À la prison ou à l'hôpital (5.2.6) : ramenez vos gangsters dans votre voiture. Pas de caution ni de frais : se garer devant la prison ou l'hôpital et y passer cette action, c'est tout le prix. Vous ne reprenez que vos propres gangsters, autant que votre voiture a de places.
help-police-pass = La police ne fait rien ici (5.3) : l'action de police n'est pas dépensée, et la voiture peut encore la faire là où elle s'arrêtera à un tour d'action suivant de ce tour de jeu.
help-police-clear = Dégager un territoire (5.4.3) : pas de dé ; le marqueur de territoire retourne à son propriétaire, et la case est de nouveau libre, ce qui peut faire changer de main le marqueur de respect local.
help-police-confiscate = Confisquer des ressources (5.4.4) : pas de dé ; vous choisissez combien de chaque ressource posée là retournent à la réserve, hors du jeu ; n'en prendre aucune dépense quand même l'action de police.
help-police-raid = Descente dans un établissement (5.4.1) : elle coûte une action de police de ce tour de jeu, quoi que disent les dés (5.3). Le contrôleur de la voiture de police et le propriétaire lancent chacun un dé, on relance en cas d'égalité ; les bonus des gangsters ne comptent pas, la chance est donc d'une sur deux, sauf si la carte d'un gangster en décide. Si la police gagne, l'établissement est fermé jusqu'à la fin de la prochaine phase de commerce (ni revenu ni points de pouvoir) et ses gangsters vont en prison, où ils ne comptent pour rien jusqu'à ce que la voiture de leur propriétaire vienne les chercher (5.2.6) : l'établissement fermé ne garde que sa propre défense, une cible facile pour une attaque. Si le propriétaire gagne, rien d'autre ne se passe.
help-police-bust = Arrêter une voiture (5.4.2) : cela coûte une action de police de ce tour de jeu, quoi que disent les dés (5.3). Le contrôleur de la voiture de police et le propriétaire de la voiture lancent chacun un dé, on relance en cas d'égalité ; les bonus des gangsters ne comptent pas, la chance est donc d'une sur deux, sauf si la carte d'un gangster en décide. Si la police gagne, les gangsters de la voiture vont en prison, où ils ne comptent pour rien jusqu'à ce que la voiture de leur propriétaire vienne les chercher (5.2.6), et les contrats en cours du propriétaire sont perdus ; la voiture, elle, continue de rouler, vide, et une voiture vide n'attaque personne. Si le propriétaire gagne, rien d'autre ne se passe.
deal-offered = { $from } propose un marché à { $to }.
deal-refused = { $to } refuse l'offre de { $from } : { $give } contre { $get }.
hidden-deal-refused = { $to } refuse le marché de { $from }.
deal-made = { $from } et { $to } concluent un marché : { $from } donne { $give }, { $to } donne { $get }.
hidden-deal = { $from } et { $to } concluent un marché.
prompt-deal = Proposer un marché ? À qui ?
# Le bouton de la table dans le navigateur qui demande la question du marché (`deal` au terminal).
serve-command-deal = Proposer un marché
serve-command-event = Jouer une carte événement
prompt-deal_give = Que proposez-vous ? (un à la fois, puis « rien de plus »)
prompt-deal_ask = Que demandez-vous en échange ? (un à la fois, puis « rien de plus »)
prompt-deal_give-to = Que proposez-vous à { $to } ? (un à la fois, puis « rien de plus »)
prompt-deal_ask-to = Que demandez-vous à { $to } en échange ? (un à la fois, puis « rien de plus »)
prompt-deal_accept = { $from } vous propose { $give } contre { $get }. Acceptez-vous ?
choice-no-deal = pas de marché, continuer
choice-more-money = { $n } de plus
choice-one-more = { $what } de plus
play-title = Le Roi de Chicago, graine { $seed } : { $seats }
# Le nom du jeu, là où la graine n'est pas dite (la page d'une place, la table dans le navigateur).
game-name = Le Roi de Chicago
play-score = { $seat } : { $points ->
        [one] { $points } point de pouvoir
       *[other] { $points } points de pouvoir
    }
play-no-winner = Pas de vainqueur : la limite de tours a terminé la partie sur une égalité.
choice-pass = passer
choice-pass-bribe = passer (vous ne payez rien et n'enchérissez plus pour la police pendant cette phase de commerce)
choice-bid = enchérir { $n }
play-map-legend = 01-47 cases de rue (la rue 24 est 24), @1 voiture du joueur 1 (@+ plusieurs), P voiture de police ; au coin de la rue qu'elles bordent : B2/b. emplacement avec un établissement du joueur 2/libre (b* un emplacement de départ libre, marqué d'une étoile, 3.2), T2/t. territoire avec le marqueur du joueur 2/libre, r3 un lieu où sont posés 3 jetons de ressources, G garage, H hôpital, J prison. board 24 dit ce qui borde la rue 24.
window-shootout_start = au début de la fusillade
window-after_wound = après qu'un gangster est blessé
window-after_kill = après qu'un gangster est tué
window-own_turn = pendant votre tour
window-trade_round = pendant la phase de commerce
window-anytime = à tout moment
window-police_action = contre la police
window-election_day = contre le jour d'élection
prompt-card-burglary = { card-burglary } : qui cambriolez-vous ? Vous lancez un dé et lui volez autant de ressources (au plus ce qu'il a), en choisissant chacune. Ce qu'il possède est dans son dossier personnel (3.2) : seuls les joueurs qui ont des ressources sont proposés, et vous voyez combien il en a de chaque sorte en choisissant.
prompt-card-burglary_resource = { card-burglary } : quelle ressource volez-vous à { $from } ? { $pick ->
        [1] (choix 1 sur { $of })
       *[other] (choix { $pick } sur { $of } ; déjà volé : { $taken })
    }
deal-so-far = Pour l'instant vous offrez : { $give } ; vous demandez : { $get }.

# L'image du plateau : sa légende (2.0), les lettres des garages, de l'hôpital et du
# commissariat, l'étiquette de la voiture de police.
picture-legend-street = Rue (son numéro)
picture-legend-business = Emplacement d'affaire
picture-legend-turf = Territoire
picture-legend-place = Lieu
picture-legend-garage = Garage
picture-legend-hospital = Hôpital
picture-legend-police = Commissariat
picture-letter-garage = G
picture-letter-hospital = H
picture-letter-police = C
picture-police-car = POLICE
# L'unité de durée du visualiseur : les tours de jeu.
view-round = Tour de jeu
view-length = tour de jeu { $length }

# The end of `mobrules run`.
run-winner = Vainqueur : { $seat } ({ $kind }) après { $length ->
        [one] { $length } tour de jeu
       *[other] { $length } tours de jeu
    }.
run-winner-capped = Vainqueur : { $seat } ({ $kind }) après { $length ->
        [one] { $length } tour de jeu
       *[other] { $length } tours de jeu
    }, à la limite de tours.
run-draw = Pas de vainqueur : la limite de tours a terminé la partie sur une égalité.
run-score = { $seat } ({ $kind }) : { $score ->
        [one] { $score } point de pouvoir
       *[other] { $score } points de pouvoir
    }

# `help N` on the options of a question: the rule behind it, with its rulebook section.
help-prompt-bid_gangster = Enchères pour les gangsters (6.3) : { $option }. { $gangster } : { $text }. { $cost } Les enchères tournent à partir du premier joueur ; chacun surenchérit ou passe et quitte l'enchère ; le dernier enchérisseur paie son offre et embauche le gangster. Personne n'offre plus que l'argent qu'il a.
help-prompt-bid_police = Soudoyer la police (6.4) : { $option }. Le plus gros dessous de table paie et reçoit le badge de la police : il contrôle la voiture de police pour les { $rounds } prochains tours d'action (5.3). Qui passe ne paie rien et sort de cette enchère jusqu'à la prochaine phase de commerce ; si tout le monde passe, personne ne conduit la voiture de police d'ici là. Personne n'offre plus qu'il ne pourrait payer (ce que ses gangsters retirent du pot-de-vin compte).
help-prompt-start_square = Placement (3.2) : { $option }. Votre première entreprise ouvre sur ce terrain libre, et votre voiture part de la rue voisine.
help-prompt-place_gangster = Placer les gangsters (6.5) : { $option }. Un gangster embauché va dans votre voiture ou dans une de vos entreprises, dans la limite de sa place.
help-prompt-take_booze = Prendre des ressources (5.2.1) : { $option }. Autant de jetons posés ici que vous voulez, d'aucun à tous.
help-prompt-take_girls = Prendre des ressources (5.2.1) : { $option }. Autant de jetons posés ici que vous voulez, d'aucun à tous.
help-prompt-take_henchmen = Prendre des ressources (5.2.1) : { $option }. Autant de jetons posés ici que vous voulez, d'aucun à tous.
help-prompt-confiscate = Confisquer des ressources (5.4.4) : { $option }. La police remet dans la réserve ce nombre de pions posés là où se trouve la voiture de police.
help-prompt-garage = Le garage (5.2.5) : { $option }. La voiture qui perd une attaque de voiture va au garage le plus proche (au choix entre des garages aussi proches) et y reste jusqu'à la fin de la prochaine phase de commerce.
help-prompt-into_business = Déplacer des gangsters (5.2.6) : { $option }. Ce gangster quitte votre voiture pour l'entreprise voisine.
help-prompt-move_gangster = Déplacer des gangsters (5.2.6) : { $option }. Ce gangster passe de votre voiture à votre entreprise voisine, ou l'inverse.
help-prompt-pick_up = Prison et hôpital (5.2.6) : { $option }. Ce gangster revient dans votre voiture.
help-prompt-casualty = Fusillades (5.2.5) : { $option }. Le camp qui perd une manche perd un de ses gangsters, de son choix. Il va à l'hôpital, ou au cimetière (mort, hors du jeu) quand les deux dés diffèrent de 3 ou plus et qu'il a fait le plus petit. Un gangster à l'hôpital ne compte pour aucun point de pouvoir jusqu'à ce que votre voiture s'arrête à l'hôpital et vienne le chercher (une action, 5.2.6).
help-prompt-deal = Accords (1.3) : { $option }. Vous pouvez conclure un accord pendant votre tour avant que votre voiture se déplace, et pendant la phase de commerce avant les enchères de gangsters et après celles de la police. Vous offrez de l'argent, des ressources, des cartes événements ou des contrats non démarrés, et demandez de l'argent ou des ressources ; l'autre joueur accepte ou refuse.
help-card = { $card } : { $text }
help-place-car = Dans votre voiture ({ $car } au plus) : il roule avec vous, tire dans vos attaques de voiture et d'entreprise, et défend la voiture si elle est attaquée ; le meilleur bonus de conduite de la voiture s'ajoute à son déplacement (5.1, 5.2.5).
help-place-business = Dans { $business } (un { $kind }, { $most } gangsters au plus) : il la défend si elle est attaquée ; une carte qui nomme un genre d'entreprise (« dans un bar ») n'agit que dans une entreprise de ce genre (5.2.5, 6.5).
help-card-question = { $option }. { $card } : { $text }
help-done-gangsters = { $option } ; plus aucun gangster ne bouge : chacun reste où il est (5.2.6).
help-done-event = { $option } : vous ne jouez pas de carte événement maintenant ; une carte de votre main pourra encore être jouée à un moment qu'elle indique.
help-done-event-anytime = { $option } : vous ne jouez pas de carte événement maintenant. Une carte jouable à tout moment vous est proposée de nouveau au début de votre propre tour et à la phase de commerce ; au début du tour d'un autre joueur (pour arrêter celui qui va rouler, par exemple) seulement si vous le demandez, { $table ->
        [page] avec le bouton « { serve-command-event } ».
       *[terminal] en tapant event.
    }
help-done-deal = { $option } : rien de plus ne s'ajoute à ce côté du marché.
# Aide d'une option d'un marché (1.3) : le marché tel qu'il serait alors, la part de chacun.
help-deal-accept-yes = { $option } : { $seat } vous donne { $give }, et vous donnez { $get } à { $seat }, tout de suite et pour de bon : rien n'est rendu plus tard, et une promesse faite à côté du marché n'engage personne (1.3). Si l'un des deux ne peut plus payer, rien ne change de mains.
help-deal-accept-no = { $option } : rien ne change de mains ; { $seat } garde { $give } et vous gardez { $get }.
help-deal-add = { $option } : votre offre à { $seat } serait alors : vous donnez { $give }, { $seat } vous donne { $get }. Si { $seat } accepte, tout change de mains tout de suite et pour de bon (1.3).
help-deal-gangster = Un gangster cédé quitte sa voiture ou son entreprise pour le dossier du joueur qui le reçoit, qui le place lors du placement (6.5).
help-done = { $option } : rien de plus n'est choisi ici.

# Ce que `board X` cherche : les rues par numéro, les lieux par nom.
play-board-hint = { $table ->
        [page] cherchez le numéro d'une rue, ou une partie du nom d'un lieu, d'une entreprise ou d'un gangster (24, docks, blind).
       *[terminal] essayez board avec le numéro d'une rue, ou une partie du nom d'un lieu, d'une entreprise ou d'un gangster (board 24, board docks, board blind).
    }
play-board-what = ce qui borde la rue X, où se trouve le lieu nommé X, l'entreprise nommée X (où elle est, à qui, ce qu'elle rapporte), ou le gangster X là où vous pouvez le voir, aux enchères par exemple (board 24, board banque, board blind, board doctor)

# Comment gagner et comment se déroule un tour (1.2, 4.1, 5.3, 6.0, 7.0) : le premier écran et `help rules`.
play-rules =
    Comment gagner (1.2, 7.0) : soyez le premier à avoir { $power } points de pouvoir ou plus. Chaque entreprise ouverte que vous contrôlez en donne { $small } (petite), { $medium } (moyenne) ou { $large } (grande) ; chaque contrat accompli { $contract } ; le marqueur de respect local { $respect }, à celui qui a le plus de cases de territoire ; et 1 par tranche de { $gangsters } gangsters dans votre voiture ou vos entreprises.
    Un tour de jeu (4.1) : { $action_rounds } tours d'action, puis une phase de commerce. À chaque tour d'action, chaque joueur à son tour déplace sa voiture, puis fait une action : prendre des ressources, étendre son territoire, ouvrir une entreprise, démarrer ou terminer un contrat, attaquer une voiture ou une entreprise, prendre des gangsters dans sa voiture ou les poser dans une entreprise (ou les sortir de prison ou de l'hôpital). Celui qui a soudoyé la police déplace aussi la voiture de police après la sienne, et fait { $police_actions ->
        [one] une action de police
       *[other] { $police_actions } actions de police
    } pendant ces { $action_rounds } tours (5.3). La phase de commerce (6.0) : revenus, pioche de cartes, enchères pour les gangsters, soudoiement de la police, placement des gangsters.
    Si personne n'a gagné après { $cap } tours de jeu, la table s'arrête là (une limite de ce programme, pas une règle du jeu) : le plus de points de pouvoir l'emporte alors, et une égalité en tête ne donne pas de vainqueur.

## Pourquoi le vainqueur a gagné : sous son nom à la fin d'une table

## Dit à côté d'un lancer : le total de l'ordre du tour (3.2), ce qu'un déplacement ajoute à son
## dé (5.3, 8.2), un camp qui se bat sans gangster (5.2.5)

## Ce que fait une carte événement, en bref, sur l'option qui la joue (`help N` en donne le texte)

## board MOTS : une entreprise par une partie de son nom (5.2.3, 6.1)

## La légende du plateau : les pièces, la couleur de chaque joueur, et comment lire un nom

why-won = { $seat } a été le premier à avoir { $target } points de pouvoir ou plus : { $points } (1.2, 7.0), dont { $businesses } des établissements ouverts, { $contracts } des contrats achevés, { $respect } du marqueur de respect local et { $gangsters } des gangsters actifs ({ $per ->
        [one] un point chacun
       *[other] un point pour { $per } gangsters
    }).

order-rolled = { $seat } lance { $dice } = { $total } pour savoir qui commence.
order-tied = { $seats } et { $last } sont à égalité avec { $total } et relancent.
move-why-die = {" "}: { $die } au dé (5.1)
move-why-driver = {" "}: { $die } au dé, +{ $bonus } pour la conduite de { $gangster }
move-why-driver-hidden = {" "}: { $die } au dé, +{ $bonus } pour un conducteur dans la voiture
move-why-police = {" "}: { $die } au dé, +{ $bonus } pour la voiture de police (5.3)
fights-on = { $seat } n'a plus aucun gangster dans la fusillade : { $what } continue seule le combat, avec { $side ->
        [attacker] une attaque
       *[defender] une défense
    } de { $total } fixée au départ (5.2.5) ; encore un tour perdu et la fusillade est perdue.

choice-card-does = jouer { $card } — { $does }
# Ce qu'une carte ajoutée aux lancers fait de la fusillade à son début (8.1, 5.2.5).
fight-card-change = {" "}: { $mine } contre { $theirs } avec elle{ $sacrificed ->
        [0] {""}
       *[other] {" "}(sans votre gangster au plus petit bonus, sacrifié)
    }, et vous gagnez la fusillade { $with } (sans elle : { $without })
# Filer par la porte de derrière dans un combat pour l'entreprise du défenseur (8.1, 5.2.5) : l'entreprise seule, et la chance de la garder.
fight-card-backdoor = {" "}: votre entreprise se bat alors seule, sa propre défense { $mine } contre { $theirs }, et vous la gardez { $with } (sans la carte : { $without }) ; cachés, vos défenseurs ne comptent pour aucun point de pouvoir jusqu'à ce qu'ils soient replacés (1.2)
# « Aucune carte maintenant » au début d'un combat : les totaux et la chance en l'état (`$keep` : yes pour le défenseur d'une entreprise).
choice-no-event-chance = {" "}: { $mine } contre { $theirs }, et vous { $keep ->
        [yes] gardez votre entreprise
       *[no] gagnez la fusillade
    } { $chance } (5.2.5)
# Les cartes jouées après une blessure ou une mort, qui nomment le gangster tombé.
card-fabulous_first_aid-named = { $gangster }, qui vient d'être tué, part à l'hôpital à la place
card-still_standing-named = { $gangster }, qui vient d'être blessé, reste dans la fusillade
card-an_old_favor-short = prenez gratuitement un gangster de votre choix aux enchères
# An old favor's option names the gangsters in the auction row now: with one only, its question is never asked.
card-an_old_favor-option = { card-an_old_favor-short } ({ $count ->
        [0] personne n'est aux enchères pour l'instant
       *[other] aux enchères maintenant : { $auction }
    })
card-backstabbing_son_of_a_gun-short = volez au hasard un gangster à un adversaire
card-break_and_enter-short = volez au hasard 2 cartes à un adversaire : cartes événement, ou contrats qu'il n'a pas commencés (8.1)
card-burglary-short = lancez un dé et volez autant de ressources de votre choix à un adversaire
card-dynamite-short = sacrifiez un de vos gangsters de la fusillade : +4 à chacun de vos lancers
card-election_day-short = gelez un adversaire jusqu'à la phase de commerce, où il ne touche aucun revenu
card-fabulous_first_aid-short = votre gangster qui vient d'être tué part à l'hôpital à la place
card-friends_on_the_inside-short = vous contrôlez la voiture de police jusqu'à la prochaine phase de commerce
card-getaway-short = quittez la fusillade et roulez jusqu'à 6 cases (pas en défendant une entreprise)
card-he_had_an_accident-short = envoyez au cimetière un gangster d'un adversaire qui est en prison
card-massacre-short = tout gangster battu dans cette fusillade part au cimetière
card-out_of_gas-short = la voiture d'un adversaire ne peut pas rouler à son prochain tour
card-shotguns-short = +1 à chacun de vos lancers dans cette fusillade
card-sneaking_out_the_backdoor-short = vos défenseurs quittent le combat et se cachent jusqu'au prochain placement
card-still_standing-short = votre gangster qui vient d'être blessé reste dans la fusillade
card-streetwise-short = lancez un autre dé et roulez encore ce tour-ci
card-the_feds_are_in_town-short = la police dispose d'une action de police de plus
# Les cartes de police (8.1) disent qui la police sert maintenant (`$police` : un joueur, ou none ;
# `$mine` : le lecteur) et ce qui reste de l'action de police de ce tour de jeu (`$left`).
card-the_feds_are_in_town-option = { card-the_feds_are_in_town-short }, { $police ->
        [none] pour le prochain qui soudoie la police (personne ne la contrôle)
       *[other] { $mine ->
            [yes] pour vous : vous contrôlez la voiture de police maintenant
           *[no] pour { $police }, qui contrôle la voiture de police maintenant
        }
    }
card-friends_on_the_inside-option = { $police ->
        [none] { card-friends_on_the_inside-short }, avec l'action de police de ce tour de jeu
       *[other] { $mine ->
            [yes] vous contrôlez déjà la voiture de police : la jouer maintenant ne changerait rien
           *[no] { $left ->
                [0] vous avez la voiture de police jusqu'à la phase de commerce, mais elle ne fait que rouler : l'action de police du tour est jouée
               *[other] vous prenez la voiture de police à { $police } jusqu'à la prochaine phase de commerce, avec l'action de police qui reste
            }
        }
    }
card-the_pillow-short = envoyez au cimetière un gangster d'un adversaire qui est à l'hôpital
card-the_rat-short = la police saisit au hasard la moitié des ressources d'un adversaire
# The rat when its script picks the only rival who would lose anything (8.1): $stock is what he holds, $n what he loses, $min the fewest resources that lose one.
card-the_rat-one = la police fouille l'entrepôt de { $seat }, le seul adversaire qui a au moins { $min } ressources (la moitié, arrondie vers le bas) : il en perd { $n } au hasard
card-the_severed_horsehead-short = annulez une descente de police contre vous, ou le Jour d'élection
card-tommyguns-short = +2 à chacun de vos lancers dans cette fusillade

find-business-named = { $business } ({ $kind }, { $size } entreprise) : { $where }. Revenu { $income } par phase de commerce, ou { $monopoly } tant que son propriétaire est le seul joueur à avoir un { $kind } ouvert (un monopole, 6.1) ; { $power ->
        [one] { $power } point de pouvoir
       *[other] { $power } points de pouvoir
    }, défense { $defense } contre une attaque.
find-business-at = sur { $square }, à { $seat }
find-business-at-free = sur { $square }, à personne
find-business-unplaced = à { $seat }, pas encore sur le plateau : avant le premier tour, son propriétaire lui choisit un emplacement de départ libre, marqué d'une étoile (3.2)
find-business-bank = à la banque : un joueur peut l'ouvrir sur un emplacement libre de sa taille en payant { $cost } (5.2.3)

picture-legend-turf-marker = Marqueur de territoire, à la couleur de son détenteur
picture-legend-business-marker = Entreprise, à la couleur de son propriétaire (blanc : à personne ; pointillés : fermée)
picture-legend-tokens = Jetons de ressources posés sur un lieu
picture-legend-names = { $table ->
        [page] Pointez une case ou une rue pour lire son nom ; la boîte de recherche la trouve par son nom.
       *[other] Pointez une case ou une rue pour lire son nom.
    }
picture-legend-car = Voiture de { $seat }
picture-legend-police-car = Voiture de police

# Les questions que pose le script d'une carte (8.1, 8.2, 8.3) : ce qu'on choisit, et ce que cela fait.
prompt-card-an_old_favor = { card-an_old_favor } : quel gangster de la liste d'enchères prenez-vous ? Il est à vous pour rien : sans enchère, et sans payer non plus les ressources que demande sa carte.
prompt-card-backstabbing_son_of_a_gun = { card-backstabbing_son_of_a_gun } : à qui volez-vous un gangster ? Un de ses gangsters, tiré au hasard, devient le vôtre.
choice-steal-from = { $seat } — { $count ->
        [one] 1 gangster
       *[other] { $count } gangsters
    } dans sa voiture, ses entreprises ou son dossier, là où la carte vole{ $known ->
        [0] , dont aucun que vous connaissiez de nom
       *[other] {" "}; on sait qu'il a { $names }
    }
steal-away = { $gangster } : { $place }
steal-not-offered = { $seat } n'est pas proposé : aucun de ses gangsters n'est dans une voiture, une entreprise ou son dossier, là où la carte vole{ $away ->
        [0] {""}
       *[other] {" "}({ $names })
    }.
prompt-card-break_and_enter = { card-break_and_enter } : qui cambriolez-vous ? Vous lui prenez 2 cartes au hasard : des cartes événement, ou des contrats qu'il n'a pas commencés.
prompt-card-dynamite = { card-dynamite } : lequel de vos gangsters de cette fusillade sacrifiez-vous ? Il est tué, et vous ajoutez +4 à chacun de vos jets.
prompt-card-election_day = { card-election_day } : quel adversaire gelez-vous ? Il ne peut plus rien faire pendant le reste des tours d'action et ne touche aucun revenu à la prochaine phase de commerce.
prompt-card-getaway = { card-getaway } : où va votre voiture ? Jusqu'à 6 cases de rue, hors de la fusillade.
prompt-card-he_had_an_accident = { card-he_had_an_accident } : quel gangster adverse en prison part au cimetière ?
prompt-card-john_doe_neutralise = { card-john_doe } : quel gangster adverse neutralisez-vous dans cette fusillade ? Ses bonus et ses capacités n'y comptent pas ; il tire quand même et peut être touché.
prompt-card-out_of_gas = { card-out_of_gas } : quelle voiture tombe en panne d'essence ? Elle ne peut pas bouger au prochain tour de son propriétaire.
prompt-card-stake = { card-red_hot_tip } : combien pariez-vous au champ de courses ? Sur 4, 5 ou 6 vous gagnez une fois votre mise en plus ; sur 1, 2 ou 3 vous la perdez.
prompt-card-the_pillow = { card-the_pillow } : quel gangster adverse à l'hôpital part au cimetière ?
prompt-card-the_rat = { card-the_rat } : quel entrepôt dénoncez-vous ? La police saisit la moitié des ressources de son propriétaire (arrondie vers le bas), tirées au hasard.
prompt-card-reporter_look = { card-the_reporter } : dans quelle voiture ou quel établissement regardez-vous ? Vous y voyez les gangsters posés face cachée (une fois par tour de jeu).
prompt-card-thin_tim_escape = { card-thin_tim } : votre voiture échappe-t-elle à cette attaque avant le premier coup de feu ? (une fois par tour de jeu)
# Une ressource que Cambriolage peut voler, avec combien la victime en a encore (8.1).
# A rival at The rat's question (8.1): $who is his name and power points.
choice-rat-victim = { $who } : il en perdrait { $n } au hasard
choice-steal-resource = { $what } (il en a { $n })
# Le dé de Cambriolage demandait plus que ce qu'il restait à la victime (8.1).
stole-ran-out = { $from } n'a plus de ressources : { $short ->
        [one] 1 de plus permise par le dé n'est pas volée
       *[other] { $short } de plus permises par le dé ne sont pas volées
    }.
# Ce qui se trouve à une destination : une phrase, son propre établissement compris.
choice-street-own-business = votre établissement { $business }
choice-street-business = l'établissement { $business } de { $seat }
list-and = { $first } et { $last }
list-or = { $first } ou { $last }
# `board police` : la voiture de police, qui la contrôle et ce qu'elle fait, et le commissariat.
find-police-named = La voiture de police (5.3, 5.4) est sur { $street }, { $controlled ->
        [yes] contrôlée par { $seat } jusqu'à la prochaine phase de commerce
       *[no] contrôlée par personne : personne n'a soudoyé la police
    }. Qui soudoie la police à la phase de commerce (6.4) la conduit après sa propre voiture, d'un jet de dé + { $bonus } cases de rue, et fait { $actions ->
        [one] une action de police
       *[other] { $actions } actions de police
    } pendant les { $rounds } tours d'action suivants là où elle s'arrête : descente dans un établissement, arrestation d'une voiture, retrait d'un marqueur de territoire ou confiscation de jetons (5.4). Le { $station }, avec la prison, se trouve près de { $by }.
choice-street-garage = le { $square }
choice-street-hospital = { $square ->
       *[other] { where-hospital }
    }
choice-street-police = le { $square }

# Les mots d'une carte de gangster en mots simples (5.1, 5.2.5, 5.4, 4.1), sous l'aide d'un lot et
# d'une carte, et trouvés par `board <mot>` ; `.words` : comment les cartes de cette langue l'écrivent.
term-driveby = Attaque de voiture (5.2.5) : une attaque menée depuis votre voiture contre la voiture d'un autre joueur arrêtée dans la même rue. Un bonus « de voiture » ne compte que dans ce combat, en attaque ou en défense selon la carte ; la voiture qui le perd part au garage jusqu'à la fin de la prochaine phase de commerce.
    .words = de voiture, voiture +, drive-by, driveby
term-business = Attaque d'entreprise, Défense d'entreprise (5.2.5) : un bonus qui ne compte que dans un combat à un établissement, pour l'attaquer ou le défendre ; dans tout autre combat, le gangster donne le bonus standard de { $base }.
    .words = d'entreprise
term-sequence = Une fois par tour de jeu : une fois à chaque tour de jeu, c'est-à-dire les { $rounds } tours d'action et la phase de commerce qui les suit (4.1) ; de nouveau au tour de jeu suivant.
    .words = par tour de jeu, game sequence
term-drive = Conduite +N cases (5.1) : avec lui dans votre voiture, elle peut rouler d'autant de cases de rue de plus que le dé ne le dit.
    .words = conduite
term-police = La police gagne ou perd automatiquement (5.4) : quand la police fait une descente dans l'établissement où il se trouve ou arrête la voiture où il roule, elle gagne sans lancer de dé si Tony Trouble y est, et perd sans lancer si Clean Gene y est ; s'ils y sont tous les deux, les dés décident comme d'habitude.
    .words = la police gagne, la police perd
term-versus = +4 contre un gangster (5.2.5) : il compte 4 de plus dans un combat contre ce gangster.
    .words = +4 contre
term-minus = Défense -1 (5.2.5) : un bonus négatif remplace le bonus standard de { $base } comme tout autre bonus : avec Défense -1, il compte -1 au lieu de { $base } chaque fois qu'il défend (sa voiture ou une entreprise) ; son camp compte donc moins avec lui qu'avec un gangster ordinaire.
    .words = défense -, attaque -

# `mobrules cards`: where a resource card lies.
cards-resource-at = { $resource } : { $place }
