# Textes français de Chicago Poker : noms et textes des cartes, établissements, combinaisons, récit.

## Cartes gangster : un message par couleur, la carte nommée par sa valeur

gangster-red = { $value } rouge
gangster-blue = { $value } bleu
gangster-green = { $value } vert
gangster-yellow = { $value } jaune
gangster-purple = { $value } violet

## Cartes spéciales (leurs textes reçoivent les paramètres de la carte)

card-murder = Meurtre
    .text = Le joueur peut prendre la dernière carte posée, face visible ou face cachée, par un autre joueur sur un établissement de son choix et la défausse. Les groupes de cinq cartes, accompagnés d'un pion fusillade sont protégés contre le Meurtre. Les dernières cartes des autres joueurs présentes sur le même établissement ne sont en revanche pas protégées.
    .short = défaussez la dernière carte jouée par un autre joueur devant un établissement (pas un groupe de cinq sous un pion fusillade)
    .nothing = Jouée quand aucune carte d'un autre joueur ne peut être prise (aucune jouée, ou toutes dans des groupes sous un pion fusillade), elle ne fait rien, et la carte et l'action sont dépensées quand même.
card-informer = Informateur
    .text = Le joueur peut regarder toutes les cartes faces cachées jouées devant un établissement de son choix par un autre joueur de son choix.
    .short = regardez les cartes face cachée d'un autre joueur devant un établissement
    .nothing = Jouée quand elle ne trouve rien sur quoi agir, elle ne fait rien, et la carte et l'action sont dépensées quand même.
card-limousine = Limousine
    .text = Le joueur peut prendre les { $min_cards } à { $max_cards } dernières cartes qu'il avait jouées devant un établissement et les replacer toutes, dans l'ordre de son choix, devant un autre établissement. Il doit respecter les règles de placement des cartes, faces visibles ou cachées, de l'établissement de destination. Les cartes sous un pion fusillade ne peuvent pas être déplacées, mais les vôtres peuvent l'être devant un établissement où les cartes d'un autre joueur sont sous un tel pion.
    .short = déplacez vos { $min_cards } à { $max_cards } dernières cartes d'un établissement devant un autre
    .nothing = Jouée quand elle ne trouve rien sur quoi agir, elle ne fait rien, et la carte et l'action sont dépensées quand même.
card-revolver = Revolver
    .text = { $actions ->
        [one] Le joueur a droit à une action supplémentaire ce tour-ci.
       *[other] Le joueur a droit à { $actions } actions supplémentaires ce tour-ci.
    } Jouer cette carte est aussi une action.
    .short = { $actions ->
        [one] une action de plus
       *[other] { $actions } actions de plus
    } ce tour-ci
card-corruption = Corruption
    .text = Le joueur prend les cartes de la défausse et y choisit la carte de son choix, qu'il met dans sa main. Il remélange ensuite ensemble défausse et pioche pour constituer une nouvelle pioche.
    .short = prenez en main une carte de la défausse au choix ; puis la défausse est mélangée à la pioche
    .nothing = Jouée sur une défausse vide, elle ne prend aucune carte (seule la pioche est remélangée), et la carte et l'action sont dépensées quand même.

## Types d'établissement

type-speakeasy = Speakeasy
    .rule = Les deux premières cartes jouées par chaque joueur sont placées faces cachées, les trois suivantes faces visibles.
    .words = bar clandestin, débit clandestin, bar, saloon, speak-easy, blind pig, clandestiene kroeg
type-jazz_club = Club de jazz
    .rule = Les trois premières cartes jouées par chaque joueur sont placées faces visibles, les deux dernières faces cachées.
    .words = jazz, boîte de jazz, boîte de nuit, cabaret, jazz club, jazzclub
type-brewery = Brasserie/Distillerie
    .rule = Toutes les cartes sont jouées faces visibles.
    .words = brasserie, distillerie, bière, alambic, whisky, brewery, distillery, brouwerij, stokerij
type-gambling_hall = Salle de jeu
    .rule = Les première, troisième et cinquième cartes jouées par chaque joueur sont faces visibles, les deuxième et quatrième faces cachées.
    .words = tripot, salle de jeux, casino, maison de jeu, cercle de jeu, gambling hall, gambling, speelzaal, speelhol

## Tuiles établissement

tile-the_green_door = The Green Door
tile-the_blind_tiger = The Blind Tiger
tile-the_cellar_door = The Cellar Door
tile-the_hole_in_the_wall = The Hole in the Wall
tile-the_bathtub_club = The Bathtub Club
tile-the_sunset_cafe = The Sunset Cafe
tile-the_dreamland = The Dreamland
tile-the_lincoln_gardens = The Lincoln Gardens
tile-the_plantation = The Plantation
tile-the_grand_terrace = The Grand Terrace
tile-the_north_side_brewery = The North Side Brewery
tile-the_south_side_brewery = The South Side Brewery
tile-the_west_side_distillery = The West Side Distillery
tile-the_stockyards_distillery = The Stockyards Distillery
tile-the_river_still = The River Still
tile-the_four_deuces = The Four Deuces
tile-the_smoke_shop = The Smoke Shop
tile-the_horseshoe = The Horseshoe
tile-the_loaded_dice = The Loaded Dice
tile-the_silver_slipper = The Silver Slipper

## Les mains de poker, en ordre décroissant

hand-chicago_poker = Chicago Poker
    .rule = cinq gangsters de même valeur
hand-straight_flush = Quinte flush
    .rule = cinq gangsters de valeurs consécutives et de même couleur
hand-rainbow_straight = Suite arc-en-ciel
    .rule = cinq gangsters de cinq couleurs différentes et de valeurs consécutives
hand-four_of_a_kind = Carré
    .rule = quatre gangsters de même valeur
hand-full_house = Full
    .rule = un brelan et une paire
hand-flush = Couleur
    .rule = cinq gangsters de même couleur
hand-straight = Suite
    .rule = cinq gangsters de valeurs consécutives
hand-three_of_a_kind = Brelan
    .rule = trois gangsters de même valeur
hand-two_pair = Deux paires
    .rule = deux paires
hand-pair = Paire
    .rule = deux gangsters de même valeur
hand-high_card = Carte haute
    .rule = aucune des combinaisons ci-dessus

## Récit

table-laid = Les établissements sur la table : { $tiles }.
dealt = { $seat } reçoit { $count ->
        [one] une carte
       *[other] { $count } cartes
    } : { $cards }.
hidden-dealt = { $seat } reçoit { $count ->
        [one] une carte
       *[other] { $count } cartes
    }.
first-player = Le sort désigne { $seat } comme premier joueur.
turn-started = Tour { $turn } : { $seat } a { $actions ->
        [one] une action
       *[other] { $actions } actions
    }.
drew = { $seat } pioche { $card }.
hidden-drew = { $seat } pioche une carte.
reshuffled = La pioche est épuisée : la défausse est mélangée pour constituer une nouvelle pioche de { $count ->
        [one] une carte
       *[other] { $count } cartes
    } (4.1, Action I).
played-up = { $seat } joue { $card } face visible devant { $tile }.
played-down = { $seat } joue { $card } face cachée devant { $tile }.
hidden-played-down = { $seat } joue une carte face cachée devant { $tile }.
token-placed = { $seat } a cinq cartes devant { $tile } et prend un pion fusillade : la fusillade aura lieu au début de son prochain tour.
token-none = { $seat } a cinq cartes devant { $tile } mais ne prend pas de pion fusillade : { $held ->
        [held] { $holder } a déjà celui de cet établissement, et il n'y a qu'un pion par établissement
       *[none] il n'en reste aucun
    } (4.1, Action II).
special-played = { $seat } joue { $card }.
special-found-nothing = { $card } ne trouve rien sur quoi agir : la carte ne fait rien, et { $seat } a dépensé la carte et l'action quand même.
murdered = { $seat } assassine la dernière carte de { $victim } devant { $tile } : { $card } est défaussé.
informed = { $seat } regarde les cartes faces cachées de { $victim } devant { $tile } : { $count ->
        [0] il n'y en a aucune
        [one] { $cards }
       *[other] { $cards }
    }.
hidden-informed = { $seat } regarde les cartes faces cachées de { $victim } devant { $tile }.
moved = { $seat } emmène en limousine { $count ->
        [one] une carte
       *[other] { $count } cartes
    } de { $from } à { $to } : { $cards }.
hidden-moved = { $seat } emmène en limousine { $count ->
        [one] une carte
       *[other] { $count } cartes
    } de { $from } à { $to } ; { $up ->
        [0] aucune n'est face visible
       *[other] faces visibles maintenant : { $cards }
    }.
extra-actions = { $seat } a droit à { $actions ->
        [one] une action supplémentaire
       *[other] { $actions } actions supplémentaires
    } ce tour-ci.
took-from-discard = { $seat } prend { $card } dans la défausse.
deck-shuffled = La défausse est vide, aucune carte n'y est donc prise : seule la pioche est remélangée ({ $count ->
        [one] une carte
       *[other] { $count } cartes
    }).
deck-rebuilt = La défausse et la pioche sont remélangées en une nouvelle pioche de { $count ->
        [one] une carte
       *[other] { $count } cartes
    }.
passed = { $seat } termine son tour sans utiliser { $actions ->
        [one] sa dernière action
       *[other] ses { $actions } dernières actions
    }.
shootout-started = Fusillade devant { $tile }, déclenchée par { $seat } !
shootout-hand = { $seat } révèle { $cards } : { $hand }.
hands-ranked = { $seat } a le meilleur jeu devant { $tile } : { $hand }.
hands-tied = { $count ->
        [one] Un joueur a
       *[other] { $count } joueurs ont
    } le meilleur jeu devant { $tile } ({ $hand }) : { $seats } envoient des renforts.
hands-why-category = Pourquoi (5.0) : { $hand } l'emporte sur { $other } ({ $loser }), plus bas dans la liste des jeux.
hands-why-value = Pourquoi (5.0) : { $hand } contre { $hand } ({ $loser }) ; ce qui départage : { $part }, { $win } contre { $lose }.
hands-why-missing = Pourquoi (5.0) : { $hand } contre { $hand } ({ $loser }) ; ce qui départage : { $part }, { $win } contre aucune carte, car les cartes qui manquent à un jeu plus court valent moins que toute carte.
why-part = { $part ->
        [pair] la paire
        [high_pair] la paire la plus haute
        [low_pair] la seconde paire
        [three] le brelan
        [four] le carré
        [five] les cinq cartes de même valeur
        [full_pair] la paire du full
        [straight] la plus haute carte de la suite
        [kicker] { $n ->
            [1] la plus haute carte restante
           *[other] la { $n }e carte restante, en partant de la plus haute
        }
       *[card] { $n ->
            [1] la plus haute carte
           *[other] la { $n }e carte, en partant de la plus haute
        }
    }
reinforcement = { $seat } envoie { $card } en renfort.
reinforcement-none = { $seat } n'envoie pas de renfort.
shootout-won = { $decided ->
        [hand] { $seat } remporte la fusillade et prend { $tile }.
        [reinforcement] { $seat } remporte la fusillade avec le renfort le plus fort et prend { $tile }.
        [turn_order] Personne n'a pu envoyer de renfort : { $seat }, premier dans l'ordre du tour, prend { $tile }.
       *[alone] { $seat } était seul devant { $tile } et le prend.
    } Toutes les cartes jouées devant { $tile }{ $decided ->
        [reinforcement] , renforts compris,
       *[other] {""}
    } sont ensuite défaussées, face visible (5.0).
new-tile = { $tile } prend la place de { $replaces }.
no-tile-left = Il ne reste plus d'établissement pour remplacer { $replaces }.
game-won = { $victory ->
        [same_type] { $seat } contrôle { $count } établissements du même type et remporte la partie !
        [different_types] { $seat } contrôle { $count } établissements différents et remporte la partie !
        [any] { $seat } contrôle { $count } établissements et remporte la partie !
       *[last_establishment] { $seat } a remporté le dernier établissement et remporte la partie !
    }

## Questions et options

prompt-action = Que faites-vous ? { $actions ->
        [0] Aucune action restante.
        [one] Une action restante.
       *[other] { $actions } actions restantes.
    }
prompt-reinforcement = Quel gangster envoyez-vous en renfort ?
prompt-murder = La dernière carte de qui assassinez-vous ?
prompt-informer = Les cartes faces cachées de qui regardez-vous ?
prompt-limousine_from = Quel groupe de vos cartes la limousine emmène-t-elle ?
prompt-limousine_to = Où va la limousine ?
prompt-limousine_to-ride = Où la limousine conduit-elle vos dernières cartes de { $from } ? Elle prend { $most ->
        [one] votre dernière carte posée là
       *[other] vos 1 à { $most } dernières cartes posées là (vous direz combien ensuite)
    }, sur { $group ->
        [one] une carte
       *[other] { $group } cartes
    } jouées devant cet établissement, et pose chacune selon les règles de sa destination (4.1).
prompt-limousine_count = Combien de cartes emmène-t-elle ?
prompt-limousine_count-ride = La limousine conduit vos cartes de { $from } à { $to } : combien en prend-elle ? Vous avez { $group ->
        [one] une carte
       *[other] { $group } cartes
    } au départ, et il reste de la place pour { $room } à l'arrivée (au plus { $max } de chaque côté, 4.1).
prompt-limousine_order = Quelle carte placez-vous ensuite ?
prompt-limousine_order-first = Quelle carte placez-vous en premier ?
prompt-corruption = Quelle carte prenez-vous dans la défausse ?
option-group-value = les { $value }
option-group-special = les cartes spéciales
option-group-play = Jouer { $card }
# Un groupe de poses dont la ligne dit où la carte serait la cinquième du joueur (sa fusillade) ou
# sa dernière chance avant celle d'un autre (4.1, Action II ; 5.0).
option-group-marked = { $group } ({ $marks })
option-group-fifth = votre cinquième devant { $tiles }
option-group-last = dernière chance devant { $tiles }
option-draw = Piocher une carte
# The deck empty: the draw shuffles the discard pile into a new deck first (4.1 Action I).
option-draw-reshuffle = Piocher une carte (la pioche est épuisée : la défausse, { $count ->
        [one] une carte
       *[other] { $count } cartes
    }, est d'abord mélangée pour constituer une nouvelle pioche ; 4.1)
option-play = Jouer { $card } devant { $tile }, { $face ->
        [up] face visible
       *[down] face cachée
    }{ $fifth ->
        [held] , votre cinquième ici (pas de pion : { $holder } a celui-ci)
        [free] , votre cinquième ici : elle prend le pion fusillade, et la fusillade ouvre votre prochain tour
       *[other] {""}
    }{ $first ->
        [yes] {" "}; dernière chance avant la fusillade de { $holder }
       *[no] {""}
    }{ $more }
option-special = Jouer { $card }
option-special-short = Jouer { $card } : { $short }
option-special-empty = { $option } (défausse vide : aucune carte à prendre)
option-special-only-ride = Jouer { $card } : déplacez vos dernières cartes de { $from } devant { $to }, seul trajet possible maintenant
option-special-useless = Jouer { $name } : { $card ->
        [limousine] aucune de vos cartes ne peut bouger maintenant
        [murder] aucune carte d'un autre joueur ne peut être prise maintenant
        [informer] aucun autre joueur n'a de carte face cachée maintenant
       *[other] elle ne trouve rien sur quoi agir maintenant
    } ; elle coûterait tout de même la carte et une action
option-pass = Terminer votre tour
option-reinforce = Envoyer { $card }
option-send-none = Ne pas envoyer de renfort
option-group = Les cartes de { $seat } devant { $tile } ({ $count ->
        [one] une carte
       *[other] { $count } cartes
    }{ $down ->
        [0] {""}
        [one] , dont une face cachée
       *[other] , dont { $down } faces cachées
    })
option-murder = { $known ->
        [yes] { $card }
       *[no] une carte face cachée que vous n'avez pas vue
    } de { $seat } devant { $tile }, { $count ->
        [one] sa seule carte
       *[other] la dernière de ses { $count } cartes
    }{ $drops ->
        [yes] {" "}(son jeu y tombe de { $before } à { $after })
       *[no] {""}
    }

## La fin de partie, les échecs de script et la limite de tours

capped = La limite de tours ({ $turns } tours) termine la partie : { $seat } contrôle le plus d'établissements.
capped-tie = La limite de tours ({ $turns } tours) termine la partie sans meneur unique.
run-score = { $seat } ({ $kind }) : { $score ->
        [0] aucun établissement
        [one] un établissement
       *[other] { $score } établissements
    }

## La table en terminal

play-title = Chicago Poker, graine { $seed } : { $seats }
# Le nom du jeu, là où la graine n'est pas dite (la page d'une place, la table dans le navigateur).
game-name = Chicago Poker
play-score = { $seat } : { $points ->
        [0] aucun établissement
        [one] un établissement
       *[other] { $points } établissements
    }
play-turn = Tour { $turn } : à { $seat } de jouer, { $pending ->
        [yes] { $special } en cours, sa question d'abord ; ensuite{" "}
       *[other] {""}
    }{ $actions ->
        [0] aucune action restante
        [one] une action restante
       *[other] { $actions } actions restantes
    }. Pioche : { $deck ->
        [0] vide
        [one] une carte
       *[other] { $deck } cartes
    } ; { $tiles ->
        [0] aucun établissement
        [one] un établissement
       *[other] { $tiles } établissements
    } face cachée.
play-token = , pion fusillade de { $seat }
play-tile-group = { $seat } : { $cards }
play-tile-hand = {" "}— { $hand }
# Ce que font déjà les cartes qu'un joueur voit du groupe d'un autre ; celles face cachée ne peuvent qu'y ajouter.
play-tile-at-least = {" "}— au moins { $hand }
play-face-down = une carte face cachée
play-face-down-known = { $card } face cachée
play-standing = { $seat } : { $count ->
        [0] aucun établissement
        [one] un établissement ({ $tiles })
       *[other] { $count } établissements { $types ->
            [one] d'un seul type
           *[other] de { $types } types
        } ({ $tiles })
    } ; { $hand ->
        [0] aucune carte
        [one] une carte
       *[other] { $hand } cartes
    } en main
play-you = { " " }(vous)
play-none = aucune
play-discard-pile = Défausse (face visible) : { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    }, { $top } dessus{ $table ->
        [page] { " " }(cherchez « défausse » sur le plateau pour les voir toutes)
        [viewer] { "" }
       *[terminal] { " " }(board défausse les montre toutes)
    }
play-discard-empty = Défausse : vide
discard-pile-name = défausse
find-discard = Défausse (face visible), { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    }, en partant du dessus : { $cards }
find-discard-empty = La défausse est vide.
play-hand-of = Main de { $seat } : { $cards }
play-hand = Votre main ({ $seat }) : { $cards }
play-hand-over = Vous avez { $count } cartes en main : jouez-en { $over ->
        [one] une
       *[other] { $over }
    } avant la fin de votre tour pour revenir à { $limit } ; à la fin de son tour, un joueur ne doit pas avoir en main plus de { $limit } cartes (4.1, Action I).
# En tête de la question d'action quand piocher n'est pas possible, et pourquoi : les numéros des
# options changent (4.1, Action I). Au-delà de la limite, la phrase suivante dit combien en jouer.
play-no-draw-lead = L'option 1 n'est pas « { option-draw } » cette fois{ $why ->
        [deck] {" "}: la pioche et la défausse sont vides.
        [over] .
       *[limit] {" "}: avec { $count } cartes en main, piocher vous laisserait plus de { $limit } cartes à la fin de votre tour (4.1, Action I).
    }
help-draw = Piocher une carte (4.1, Action I) : prenez la première carte de la pioche. Vous ne pouvez pas piocher si cela vous laissait plus de { $limit } cartes en main à la fin de votre tour.
help-play = Jouer une carte (4.1, Action II) : posez une carte gangster devant votre côté de cet établissement ; jamais plus de cinq. { $rule } { $held ->
        [held] { $holder } a déjà le pion fusillade de cet établissement, et il n'y a qu'un pion par établissement : votre cinquième carte n'y en prend pas, et aucune fusillade ne sera la vôtre. Cette fusillade ouvre le prochain tour de { $holder }, avant le vôtre (5.0) : toutes les cartes posées ici sont alors révélées telles quelles, le meilleur jeu remporte l'établissement, et toutes les cartes sont défaussées. Ce tour-ci est votre dernière chance d'y bâtir un jeu.{ $more }
        [fifth] Cette carte est votre cinquième ici : elle prend le pion fusillade de l'établissement, et la fusillade sera résolue au début de votre prochain tour (5.0).{ $more }
       *[none] Votre cinquième carte y prend un pion fusillade : la fusillade sera résolue au début de votre prochain tour (5.0).{ $more }
    }
# Un jeu avec les valeurs qui le classent d'abord (Les mains de poker) : « Paire (6) ».
hand-valued = { $hand } ({ $kind ->
        [two] { $first } et { $second }
        [high] hauteur { $first }
       *[one] { $first }
    })
# À qui gagner la fusillade donne la partie (6.0), dans une option (après « ; ») et dans son aide.
play-stakes = { $wins ->
        [you] {" "}; si vous la gagnez, vous gagnez la partie
        [seat] {" "}; si { $winners } la gagne, il gagne la partie
        [both] {" "}; si vous la gagnez, vous gagnez la partie, et { $winners } aussi s'il la gagne
        [near] {" "}; si { $winners } la gagne, il sera à un établissement de la victoire
        [near-you] {" "}; si vous la gagnez, vous serez à un établissement de la victoire
       *[none] {""}
    }
help-stakes = { $wins ->
        [you] Si vous gagnez cette fusillade, vous gagnez la partie (6.0).
        [seat] Si { $winners } gagne cette fusillade, il gagne la partie (6.0).
        [both] Si vous gagnez cette fusillade, vous gagnez la partie, et { $winners } aussi s'il la gagne (6.0).
        [near] Si { $winners } gagne cette fusillade, il sera à un établissement de la victoire (6.0).
        [near-you] Si vous gagnez cette fusillade, vous serez à un établissement de la victoire (6.0).
       *[none] {""}
    }
# Les autres, sans carte ici, qui peuvent encore y jouer avant la fusillade et gagneraient la
# partie avec cet établissement (4.1, 6.0).
play-stakes-later = {" "}; { $later } peut encore jouer ici et y gagner la partie
help-stakes-later = { $later } peut encore jouer ici avant elle, et gagnerait la partie en la gagnant (4.1, 6.0).
# Une carte qui n'est pas la cinquième, devant un établissement qui donnerait la partie au joueur (6.0).
play-stakes-here = {" "}; remporter cet établissement vous donne la partie
help-stakes-here = Si vous remportez cet établissement, vous gagnez la partie (6.0 : { $condition }).
# Le jeu que fait la carte ici face au meilleur de ce que le joueur voit des cartes des autres (5.0).
play-against = {" "}; votre { $mine }{ $against ->
        [loses] {" "}perd face au jeu visible de { $rival } : { $theirs }{ $stop ->
            [yes] , donc cette carte n'arrête pas { $winners }
           *[no] {""}
        }
        [beats] {" "}bat le jeu visible de { $rival } : { $theirs }{ $hidden ->
            [yes] {" "}(les cartes face cachée peuvent changer cela)
           *[no] {""}
        }
        [ties] {" "}égale le jeu visible de { $rival } : { $theirs }{ $hidden ->
            [yes] {" "}(les cartes face cachée peuvent changer cela)
           *[no] {""}
        }
        [unseen] {" "}; les cartes des autres ici vous sont toutes cachées
       *[alone] {" "}; personne d'autre n'a encore de carte ici
    }
help-against = Avec cette carte, votre jeu fait { $mine }{ $against ->
        [loses] , battu par ce que vous voyez du jeu de { $rival } ici : { $theirs }{ $stop ->
            [yes] {" "}; cette carte n'arrête donc pas { $winners }
           *[no] {""}
        }.
        [beats] , qui bat ce que vous voyez du jeu de { $rival } ici, { $theirs }, tel que les cartes sont posées maintenant{ $hidden ->
            [yes] {" "}; les cartes face cachée peuvent changer cela
           *[no] {""}
        }.
        [ties] , à égalité avec ce que vous voyez du jeu de { $rival } ici, { $theirs } : des meilleurs jeux ex-æquo envoient des renforts (5.0){ $hidden ->
            [yes] {" "}; les cartes face cachée peuvent changer cela
           *[no] {""}
        }.
        [unseen] {" "}; les cartes des autres ici vous sont toutes cachées.
       *[alone] , et personne d'autre n'a encore de carte ici.
    }
# Ce qui peut encore changer les jeux ici avant que cette fusillade soit résolue (4.1, 5.0) : les
# joueurs qui jouent avant et ont de la place ici, et un Meurtre qui peut prendre la dernière carte du joueur.
play-still = {" "}; { $lay ->
        [none] un { card-murder } peut encore vous prendre votre dernière carte ici
        [all] les autres peuvent encore jouer ici{ $murder ->
            [yes] {" "}; un { card-murder } peut vous prendre votre dernière carte
           *[no] {""}
        }
       *[some] { $who } peut encore jouer ici{ $murder ->
            [yes] {" "}; un { card-murder } peut vous prendre votre dernière carte
           *[no] {""}
        }
    }
help-still = Avant cette fusillade, { $lay ->
        [none] un { card-murder } peut encore vous prendre votre dernière carte ici (4.1, { card-murder }).
        [all] les autres joueurs peuvent encore poser des cartes ici (4.1){ $murder ->
            [yes] , et un { card-murder } peut vous prendre votre dernière carte ici (4.1, { card-murder })
           *[no] {""}
        }.
       *[some] { $who } peut encore poser des cartes ici (4.1){ $murder ->
            [yes] , et un { card-murder } peut vous prendre votre dernière carte ici (4.1, { card-murder })
           *[no] {""}
        }.
    }
help-pass = Terminer votre tour maintenant, sans utiliser vos autres actions.
help-reinforce = Meilleurs jeux ex-æquo (5.0) : chaque joueur concerné envoie en renfort une carte gangster de sa main, face cachée, tous en même temps ; la plus haute l'emporte. Ne rien envoyer perd contre toute carte envoyée.
help-limousine-count = Limousine (4.1) : { $count ->
        [one] votre dernière carte
       *[other] vos { $count } dernières cartes
    } devant { $from } { $count ->
        [one] va
       *[other] vont, dans l'ordre que vous choisirez ensuite,
    } devant { $to }, face visible ou cachée comme le veut cet établissement : { $rule } Votre cinquième carte là-bas prend un pion fusillade.
help-special = { $card } (4.1) : { $text }{ $nothing }
help-corruption-card = { $card } : ce gangster va dans votre main ; puis le reste de la défausse est remélangé avec la pioche (4.1, { card-corruption }).

## Comment gagner et comment se déroule un tour (4.1, 5.0, 6.0) : le premier écran et `help rules`

play-rules =
    Comment gagner (6.0) : la partie se termine dès qu'un joueur contrôle { $conditions } ; ce joueur l'emporte. Si le dernier établissement est remporté sans que personne n'y soit parvenu, celui qui l'a remporté gagne.
    Votre tour (4.1) : { $actions } actions, chacune au choix : piocher une carte (pas plus de { $hand_limit } en main à la fin de votre tour), ou jouer une carte : un gangster devant votre côté d'un établissement visible (au plus { $max_cards } devant chacun ; faces cachées : les deux premières d'un speakeasy, les deux dernières d'un club de jazz, la deuxième et la quatrième d'une salle de jeu, aucune dans une brasserie), ou une carte spéciale, qui agit aussitôt. Les premiers joueurs du premier tour ont moins d'actions.
    Fusillades (5.0) : quand vous avez { $shootout_at } cartes devant un établissement, une fusillade y ouvre votre tour suivant : toutes les cartes sont révélées, et le meilleur jeu de poker remporte l'établissement. Les cartes gangster (2.2.1) : une de chaque valeur de { $lowest } à { $highest } dans chacune des { $colours } couleurs. Les jeux, du meilleur au plus faible (Les mains de poker) : { $hands }.
rules-win-same_type = { $n } établissements du même type
rules-win-different_types = { $n } établissements de types différents
rules-win-any = { $n } établissements quelconques
rules-win-or = { $first } ou { $last }

# One establishment from winning (6.0), under the action question and in `status`.
one-away = À un établissement de la victoire (6.0) : { $list }.
one-away-seat = { $seat } avec { $ways }
one-away-you = vous avec { $ways }
one-away-way = { $which ->
        [all] n'importe quel établissement de la table ({ $condition })
        [type] un établissement de type { $type } ({ $condition } ; aucun sur la table pour l'instant)
       *[some] { $tiles } ({ $condition })
    }
one-away-or = { $first } ou { $last }
one-away-ways = { $first }, ou avec { $last }
one-away-next = { $first } ; { $next }
one-away-shootout = La fusillade de { $seat } devant { $tile } ouvre son prochain tour : s'il la gagne, il gagne la partie.
one-away-shootout-you = Votre fusillade devant { $tile } ouvre votre prochain tour : gagnez-la et vous gagnez la partie.
rules-hand = { $hand } ({ $rule })

## Ce que trouve `board X` : les établissements par une partie de leur nom ou de leur type

find-tile-rule = Comment les cartes s'y posent (4.1) : { $rule }
find-tile-rule-away = Comment les cartes s'y poseront une fois l'établissement sur la table (4.1) : { $rule }
find-tile-won = { $tile } : remporté par { $seat }.
find-tile-away = { $tile } : pas sur la table (encore face cachée dans la pioche).
play-board-hint = { $table ->
        [page] cherchez une partie du nom ou du type d'un établissement (green, jazz), ou la défausse.
       *[terminal] essayez board avec une partie du nom ou du type d'un établissement (board green, board jazz).
    }
play-board-what = les établissements dont le nom ou le type contient X : les cartes devant eux, ou qui les a remportés (board silver, board jazz)

# L'image du plateau : sa légende, et une place sans établissement (3.0 ; 6.0, Cas particulier).
picture-legend-won = N à côté d'un joueur : les établissements qu'il a remportés ; sous son nom, combien de chaque type (×2 : deux de ce type). On gagne avec { $conditions } (6.0)
picture-legend-face-down = une carte grise barrée : jouée face cachée ; son propriétaire la connaît, pas les autres (4.1)
picture-legend-token = un disque : un pion fusillade ; une fusillade y ouvre le tour suivant de son propriétaire (5.0)
picture-place-unused = Hors jeu
picture-place-unused-why = { $places } établissements à { $players } joueurs (3.0)
picture-place-empty = Plus d'établissement ici
picture-place-empty-why = la pioche d'établissements est vide (6.0)

## Pourquoi le vainqueur a gagné : sous son nom à la fin d'une table

why-won = { $seat } contrôle { $condition }, ce qui termine aussitôt la partie (6.0). { why-others }
why-won-last = { $seat } a remporté le dernier établissement sans que personne ait rempli une condition de victoire (6.0, cas particulier). { why-others }
why-others = Pour les autres joueurs, la règle ne prévoit pas de classement : ce programme les classe selon le nombre d'établissements remportés, les ex aequo partageant la même place.

## Où en est un joueur à la fin de la partie : ce que comptent les conditions de victoire (6.0)

standing-won = { $count ->
        [0] aucun établissement
        [one] un établissement : { $held }
       *[other] { $count } établissements { $types ->
            [one] d'un seul type
           *[other] de { $types } types
        } : { $held }
    }
standing-won-type = { $count ->
        [one] { $type }
       *[other] { $type } ×{ $count }
    }

## La fin de la partie, là où était le tour : l'état une fois qu'elle est finie (6.0)

status-over = La partie est terminée (tour { $turn }) : { $seat } a gagné. Pioche : { $deck ->
        [0] vide
        [one] une carte
       *[other] { $deck } cartes
    } ; { $tiles ->
        [0] aucun établissement
        [one] un établissement
       *[other] { $tiles } établissements
    } face cachée.

## Le nombre et l'ordre de la Limousine (4.1 « Limousine »)

option-limousine-count = { $count ->
        [one] votre dernière carte
       *[other] vos { $count } dernières cartes
    }
option-limousine-count-at = { $count ->
        [one] votre dernière carte devant { $from }
       *[other] vos { $count } dernières cartes devant { $from }
    } : { $cards }
help-limousine-order = Limousine (4.1) : { $card } est posée { $face ->
        [up] face visible
       *[down] face cachée
    } devant { $to }, votre carte n° { $position } là-bas. { $rule }

## La cible du Meurtre (4.1 « Meurtre ») : ce que prendre cette carte a de particulier

help-murder = { card-murder } (4.1) : { $known ->
        [yes] { $card } va
       *[no] cette carte face cachée va face visible
    } sur la défausse ; { $seat } n'a plus ensuite { $left ->
        [0] aucune carte
        [one] qu'une carte
       *[other] que { $left } cartes
    } devant { $tile }.

## `board TYPE` : la pose du type une fois, ses établissements sur la table ou remportés, combien dans la pile (4.1)

find-type = { $type } (4.1) : { $rule }
find-type-away = Encore face cachée dans la pile, pas encore sur la table : { $count ->
        [one] un autre
       *[other] { $count } autres
    }.

## Une fusillade de trois jeux ou plus : les autres que le meilleur jeu bat aussi (5.0)

hands-why-also = { $hand } bat aussi { $count ->
        [one] { $last }
       *[other] { $first } et { $last }
    }.
hands-why-also-one = { $hand } ({ $seat })
# Le même genre de jeu battu : ce qui départage, comme pour le deuxième.
hands-why-also-one-by = { $hand } ({ $seat } ; ce qui départage : { $part }, { $win } contre { $lose ->
        [0] aucune carte
       *[other] { $lose }
    })
