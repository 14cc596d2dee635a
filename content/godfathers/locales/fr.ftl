# Textes français de la course des parrains : cases, truands, récit, table de jeu.

## Types de cases (LES CASES)

square-nothing = rien à signaler
square-sniper = tir
square-safety = sécurité
square-danger = danger

## Truands et lieux

piece-godfather = { $seat } (parrain)
piece-henchman = { $seat } (homme de main { $n })
place-hq = QG
place-square = case { $n } ({ $kind })
place-square-plain = case { $n }
place-dead = hors jeu
place-home = QG

## Récit

seated = Les QG sont autour de la ville : { $squares }.
seated-one = { $seat } devant la case { $n }
first-player = { $seat } est tiré au sort pour jouer en premier.
turn-started = Tour { $turn } : { $seat } joue.
rolled = { $seat } lance { $dice }{ $double ->
        [yes] , un double
       *[other] {""}
    }.
rolled-again = { $seat } relance un dé pour le double : { $die }.
only-move = { $you ->
        [yes] Votre seul déplacement possible avec { $dice }
       *[other] Seul déplacement possible pour { $seat } avec { $dice }
    }, joué d'office : { $piece }, { $from } → { $to }{ $meaning ->
        [none] .
       *[other] { " " }— { $meaning }
    }
only-move-danger = si la roue d'un adversaire la désigne, tous { $you ->
        [yes] vos truands
       *[other] les truands de { $seat }
    } qui s'y trouvent sont liquidés, parrain compris.
moved = { $piece } avance de { $steps } : { $from } → { $to }.
unused = { $seat } ne peut déplacer personne avec { $dice }.
unused-alone = { $seat } ne peut déplacer personne avec { $dice } : son parrain est seul en { $place } et aucun de ses hommes de main n'est libre de le rejoindre ; un parrain ne quitte jamais une case où il est seul.
unused-stranded = { $seat } ne peut déplacer personne avec { $dice } : son parrain est seul en { $place } et tous ses hommes de main sont morts ; aucun ne peut le rejoindre, et seul le tour de ville d'un homme de main en recrute de nouveaux ; un parrain ne quitte jamais une case où il est seul. Il n'en partira que si un rival le liquide (il regagne alors son quartier général avec 3 recrues).
unused-hostage = { $seat } ne peut déplacer personne avec { $dice } : son parrain est pris en otage en { $place } et aucun de ses hommes de main n'est libre de venir le délivrer.
unused-you = Vous ne pouvez déplacer personne avec { $dice }.
unused-why = { $seat } ne peut déplacer personne avec { $dice } : { $why } (LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
unused-why-you = Vous ne pouvez déplacer personne avec { $dice } : { $why } (LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
blocked-and = { $first } et { $then }
blocked-comma = { $first }, { $then }
blocked-moved = { $pieces } a déjà avancé de l'autre dé, et deux truands différents jouent chacun un dé
blocked-held = { $pieces } { $count ->
        [one] est retenu
       *[other] sont retenus
    } en otage
blocked-alone = { $pieces } est seul sur sa case, et un parrain ne quitte jamais une case où il se trouve seul
blocked-fresh = { $count ->
        [one] { $pieces } est au QG depuis la chute du parrain ce tour-ci et n'en repart qu'au tour suivant
       *[other] { $pieces } sont au QG depuis la chute du parrain ce tour-ci et n'en repartent qu'au tour suivant
    }
blocked-full = toutes les cases où les dés mèneraient { $pieces } sont pleines (au plus { $max_pieces } truands de { $max_gangs } gangs par case)
unused-alone-you = Vous ne pouvez déplacer personne avec { $dice } : votre parrain est seul en { $place } et aucun de vos hommes de main n'est libre de le rejoindre ; un parrain ne quitte jamais une case où il est seul.
unused-stranded-you = Vous ne pouvez déplacer personne avec { $dice } : votre parrain est seul en { $place } et tous vos hommes de main sont morts ; aucun ne peut le rejoindre, et seul le tour de ville d'un homme de main en recrute de nouveaux ; un parrain ne quitte jamais une case où il est seul. Il n'en partira que si un rival le liquide (il regagne alors votre quartier général avec 3 recrues).
unused-hostage-you = Vous ne pouvez déplacer personne avec { $dice } : votre parrain est pris en otage en { $place } et aucun de vos hommes de main n'est libre de venir le délivrer.
took-hostage = { $kidnapper } prend { $hostage } en otage en { $square }.
freed = { $hostage } est libéré en { $square }.
liquidated = { $piece } est liquidé { $where ->
        [hq] au QG
       *[square] en { $place }
    } : { $cause ->
        [arrived_on_two] il est arrivé sur deux adversaires
        [outnumbered] deux truands du gang de son kidnappeur l'entourent
        [rescue] le gang de son otage est venu le chercher
        [sniper] les tireurs d'élite l'ont eu
        [danger] les tireurs d'élite ont balayé la case danger
       *[godfather] son parrain est tombé
    }.
back-to-hq = Le parrain de { $seat } tombe : il est renvoyé à son QG, et tous ses hommes de main sont tués.
last-henchman = { $you ->
        [yes] C'était votre dernier homme de main : votre parrain
       *[other] C'était le dernier homme de main de { $seat } : son parrain
    } { $where ->
        [hq] est seul dans { $you ->
            [yes] votre
           *[other] son
        } QG, et sans homme de main aucun tour de ville ne peut en recruter un qui vienne le chercher (RECRUTEMENT).
       *[square] est seul en { $place } et ne peut plus bouger : un parrain ne quitte jamais une case où il est seul, et sans homme de main aucun tour de ville ne peut en recruter un qui le rejoigne. Seul un rival qui le liquide le renvoie à { $you ->
            [yes] votre
           *[other] son
        } QG avec { $recruits } recrues, d'où la course reprend (RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
recruited = { $seat } recrute { $count ->
        [one] un homme de main
       *[other] { $count } hommes de main
    } au QG ({ $why ->
        [lap] un homme de main a repassé devant le QG après un tour complet
        [liquidated] le parrain a été liquidé
       *[overshoot] le parrain est passé devant son QG
    }).
spun = { $seat } engage les tireurs d'élite pour l'arrêt en { $stop } : la roue s'arrête sur son secteur { $sector }, qui désigne la { $square }.
spared = Personne n'est touché en { $square } : { $why ->
        [safety] c'est une case sécurité
       *[no_rival] aucun adversaire ne s'y trouve
    }.
game-won = Le parrain de { $seat } est rentré : { $seat } gagne la course !
capped = La limite de tours ({ $turns } tours) termine la course : le parrain de { $seat } est le plus près de chez lui.
capped-tie = La limite de tours ({ $turns } tours) termine la course sans meneur unique.

## La fin d'une partie

run-draw = Pas de vainqueur : la limite de tours a terminé la course sans meneur unique.
run-score = { $seat } ({ $kind }) : le parrain a parcouru { $score ->
        [one] { $score } case
       *[other] { $score } cases
    } de sa course

## L'image du plateau : la visionneuse et la table dans le navigateur

picture-hq = QG { $letter }
picture-godfather = parrain (la lettre majuscule de son gang)
picture-henchman = homme de main { $n } (la lettre minuscule de son gang et son numéro)
picture-hostage = pris en otage
picture-hq-key = le QG d'un gang, son point de départ

## La table de jeu

play-title = La course des parrains, graine { $seed } : { $seats }
# Le nom du jeu, là où la graine n'est pas dite (la page d'une place, la table dans le navigateur).
game-name = La course des parrains
play-score = { $seat } : le parrain a parcouru { $points ->
        [one] { $points } case
       *[other] { $points } cases
    } de sa course
play-no-winner = Pas de vainqueur : la limite de tours a terminé la course sans meneur unique.
play-turn = Tour { $turn } : à { $seat } de jouer.
play-legend = Cases : . rien, * tir, # sécurité, ! danger. Truands : une majuscule est un parrain, une minuscule un homme de main.
play-gang = { $seat } ({ $letter }) : QG devant la case { $entry } ; parrain { $godfather_home ->
        [yes] au QG
       *[other] { $home_in }
    } ; { $hq ->
        [one] { $hq } homme de main
       *[other] { $hq } hommes de main
    } au QG, { $out } sur le plateau, { $dead } hors jeu
play-godfather-home-in = en case { $square }, à { $left ->
        [one] un pas
       *[other] { $left } pas
    } de son QG{ $near ->
        [yes] {" "}(un { $left } sur un dé le ramène au QG{ $waits ->
            [held] , une fois libéré
            [alone] , dès qu'un de ses hommes de main l'y rejoint
           *[other] {""}
        })
       *[other] {""}
    }
play-hostage = { $hostage } est l'otage de { $kidnapper } en { $square }.
play-you = { " " }(vous)
play-forced-lost = Les dés ne vous laissaient pas le choix : { $piece }, { $from } → { $to }, joué d'office. Résultat : { $lost }.
play-godfather-waits = { $you ->
        [yes] Votre parrain
       *[other] Le parrain de { $seat }
    } est seul { $where ->
        [hq] au QG : il n'en repartira qu'avec un homme de main recruté au QG, quand un des { $you ->
            [yes] vôtres
           *[other] siens
        } aura fait le tour complet de la ville et repassera devant le QG (RÈGLE GÉNÉRALE, RECRUTEMENT).
       *[square] en { $place } et ne repartira que lorsqu'un de ses hommes de main l'y rejoindra{ $behind ->
            [no] {" "}; aucun n'est derrière lui : il faudra d'abord qu'un fasse le tour complet de la ville, en repassant devant le QG
           *[yes] {""}
        } (RÈGLE GÉNÉRALE).
    }
play-stuck = { $you ->
        [yes] Vous ne pouvez déplacer personne, quel que soit votre jet : votre parrain
       *[other] { $seat } ne peut déplacer personne, quel que soit son jet : son parrain
    } { $why ->
        [hostage] est l'otage de { $kidnapper } en { $place }, et aucun { $you ->
            [yes] de vos hommes de main
           *[other] de ses hommes de main
        } n'est libre de venir le délivrer. Il est libéré si son kidnappeur quitte cette case{ $henchmen ->
            [0] , mais, { $you ->
                [yes] vos
               *[other] ses
            } hommes de main étant tous morts, il resterait seul et bloqué
           *[other] {""}
        } ; s'il y est liquidé (par les tireurs d'élite{ $safety ->
            [1] , jamais sur cette case sécurité,
           *[0] {""}
        } ou par un autre truand du gang de { $kidnapper_seat } qui s'y arrête), il regagne le QG avec { $recruits } recrues et repart (PRISE D'OTAGE, RÈGLE GÉNÉRALE).
        [alone] est seul en { $place }, et tous { $you ->
            [yes] vos
           *[other] ses
        } hommes de main encore en vie sont otages : il repartira quand l'un d'eux sera libéré (son kidnappeur le quitte) et le rejoindra, ou si un rival le liquide, ce qui le renvoie au QG avec { $recruits } recrues (RÈGLE GÉNÉRALE).
       *[stranded] est seul en { $place }, et tous { $you ->
            [yes] vos
           *[other] ses
        } hommes de main sont morts : { $you ->
            [yes] vous ne pouvez
           *[other] il ne peut
        } rien pour le libérer ; seul un rival qui le liquide le renvoie au QG avec { $recruits } recrues (RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
# Pourquoi un gang qui ne pouvait plus bouger est de nouveau interrogé, après « vous pouvez
# de nouveau jouer, car » : son parrain liquidé, rentré au QG avec ses recrues, ou un homme de
# main libéré.
play-back-why = { $how ->
        [home] votre parrain a été liquidé et il est de retour à votre QG avec { $recruits ->
            [one] une recrue
           *[other] { $recruits } recrues
        } (RÈGLE GÉNÉRALE)
       *[free] { $piece } est de nouveau libre, en { $place }, et peut avancer (PRISE D'OTAGE)
    }
play-race-goes-on = { $count ->
        [0] Aucun autre gang ne peut bouger non plus : rien ne changera jusqu'à l'arrêt de la course après { $cap } tours de joueur, gagnée par le parrain le plus avancé sur son tour.
        [one] La course continue avec { $seats }, seul à pouvoir bouger, jusqu'à ce qu'un parrain rentre à son QG (ou que la course s'arrête après { $cap } tours de joueur).
       *[other] La course continue entre { $seats } jusqu'à ce qu'un parrain rentre à son QG (ou que la course s'arrête après { $cap } tours de joueur).
    }
piece-own-godfather = { $start ->
        [yes] Votre parrain
       *[other] votre parrain
    }
piece-own-henchman = { $start ->
        [yes] Votre homme de main { $n }
       *[other] votre homme de main { $n }
    }
prompt-move = Vous avez fait { $dice } : quel déplacement ?
prompt-second = Qui avance de l'autre dé (un { $die }) ?
prompt-extra = Le dé supplémentaire du double, { $dice } : qui avance ?
prompt-reach = (À portée : un adversaire qui peut s'y arrêter à son prochain tour, et y prend votre truand en otage s'il y est seul. Bloqué : un parrain seul ne repart qu'une fois rejoint par un homme de main.)
prompt-danger = Votre parrain se trouve en case { $square }, une case danger : si la roue d'un adversaire la désigne, il regagne le QG et tous vos hommes de main sont tués (DANGER, RÈGLE GÉNÉRALE).
prompt-gang = Votre gang : { $pieces }.
prompt-gang-piece = { $piece ->
        [0] parrain
       *[other] homme de main { $piece }
    } { $where ->
        [hq] au QG
        [dead] mort
        [held] otage en case { $square }
        [holding] en case { $square } tenant en otage { $hostage }
       *[square] en case { $square }
    }
prompt-wins = L'option { $n } ramène votre parrain au QG : vous gagnez la course.
prompt-wins-then = L'option { $n }, puis votre parrain avec le { $die }, vous fait gagner la course.
prompt-wins-then-too = L'option { $n }, puis votre parrain avec le { $die }, vous fait aussi gagner la course.
option-or = { $first } ou { $then }
option-both = { $first } et { $then }
prompt-rival-near-home = { $godfather }, en case { $square }, est à { $left ->
        [one] un pas
       *[other] { $left } pas
    } de son QG : un { $left } sur un dé lui fait gagner la course{ $waits ->
        [held] , une fois libéré
        [alone] , dès qu'un de ses hommes de main l'y rejoint
       *[other] {""}
    } (RETOUR DU PARRAIN).
prompt-leader = { $leaders } { $count ->
        [one] mène
       *[other] mènent
    } la course, à { $left ->
        [one] un pas
       *[other] { $left } pas
    } de { $count ->
        [one] son QG
       *[other] leur QG
    }{ $you ->
        [yes] { $next ->
            [none] {""}
           *[other] {" "}; suit { $next }, à { $second ->
                [one] un pas
               *[other] { $second } pas
            } du sien
        }
       *[other] {" "}; votre parrain est à { $mine ->
            [one] un pas
           *[other] { $mine } pas
        } du vôtre
    } (LE GAGNANT).
prompt-held = Votre parrain est l'otage de { $kidnapper } en case { $square } : si un truand du gang de { $seat } s'y arrête, il est liquidé et regagne le QG, et tous vos hommes de main sont tués (PRISE D'OTAGE). { $reach ->
        [yes] Il est { $near }.
       *[other] Aucun truand du gang de { $seat } ne peut l'atteindre en un tour.
    }{ $freeing ->
        [0] {" "}Aucune option ne le libère avec ce lancer.
       *[other] {" "}L'option { $frees } le libère.
    }
prompt-past-home = Votre parrain { $other ->
        [0] ne peut pas jouer le { $die }
       *[other] ne peut jouer ni le { $die } ni le { $other }
    } : il lui faut exactement { $left } pour rentrer (le QG compte pour un), et il ne dépasse son QG que si aucun autre déplacement n'est possible (RETOUR DU PARRAIN).
prompt-victim = Les tireurs d'élite visent vos truands : quel homme de main prend la balle ?
option-sum = { $piece } avance de { $steps } (les deux dés), { $from } → { $to } : { $does }
option-sum-plain = { $piece } avance de { $steps } (les deux dés), { $from } → { $to }
option-move = { $piece } avance de { $steps }, { $from } → { $to } : { $does }
option-move-plain = { $piece } avance de { $steps }, { $from } → { $to }
option-then-forced = l'autre dé ({ $die }) sera ensuite joué d'office : { $piece }, { $from } → { $to }
option-then-forced-does = l'autre dé ({ $die }) sera ensuite joué d'office : { $piece }, { $from } → { $to } — { $does }
option-then-unused = l'autre dé ({ $die }) sera alors perdu : aucun autre de vos truands ne peut le jouer
option-then-wins = l'autre dé ({ $die }) pourra ensuite ramener votre parrain au QG : vous gagnez la course
option-then-no-win = après elle, aucun dé de ce lancer ne peut plus ramener votre parrain au QG : { $count ->
        [one] c'est l'option { $n } qui gagne
       *[other] ce sont les options { $n } qui gagnent
    } la course
option-square = case { $n }
option-and = { $first } ; { $then }
option-does-frees = libère son otage, { $hostage }
option-does-freed = { $hostage }, otage de { $kidnapper }, est donc libéré en case { $square }{ $godfather ->
        [yes] {" "}({ $lap ->
            [one] { $lap } case
           *[other] { $lap } cases
        } de sa course parcourues)
       *[other] {""}
    }
option-does-recruits = repasse devant le QG après un tour complet et recrute { $count ->
        [one] un homme de main
       *[other] { $count } hommes de main
    }
option-does-overshoot = dépasse son QG et doit refaire un tour{ $count ->
        [0] {""}
        [one] , en recrutant un homme de main
       *[other] , en recrutant { $count } hommes de main
    }
option-does-wins = rentre au QG et gagne la course
option-near-home = { $what ->
        [held] { $godfather }, à { $left ->
            [one] un pas
           *[other] { $left } pas
        } de la victoire, ne peut plus bouger tant qu'il est otage
        [freed] { $godfather } est alors à { $left ->
            [one] un pas
           *[other] { $left } pas
        } de la victoire : un { $left } le ramène au QG{ $then ->
            [alone] , dès qu'un de ses hommes de main l'y rejoint
           *[other] {""}
        }
       *[other] { $godfather } était à { $left ->
            [one] un pas
           *[other] { $left } pas
        } de la victoire
    }
option-does-hostage = prend { $hostage } en otage{ $safety ->
        [1] {" "}(case sécurité : aucun abri contre le gang de { $seat })
       *[0] {""}
    }{ $godfather ->
        [yes] , au risque de tout votre gang
       *[other] {""}
    }
option-does-hostage-near = le plus proche de son gang : { $rival }, { $hq ->
        [yes] à son QG { $steps ->
            [one] juste derrière
           *[other] devant la case { $entry }, { $steps } cases derrière
        }
       *[other] { $steps ->
            [one] une case
           *[other] { $steps } cases
        } derrière
    }{ $double ->
        [yes] , avec un double
       *[other] {""}
    }{ $joined ->
        [yes] , une fois rejoint
       *[other] {""}
    }{ $also }
option-does-hostage-far = aucun truand du gang de { $seat } ne peut atteindre cette case en un tour
prompt-hostage = Si vous prenez un otage (PRISE D'OTAGE) : un truand de son gang qui s'arrête sur sa case y liquide votre preneur d'otage ; si c'est votre parrain, il regagne le QG et tous vos hommes de main sont tués.
option-does-killed = y est liquidé par les deux adversaires qui s'y trouvent
option-does-rescue = liquide { $kidnapper } et libère { $hostage }
option-does-execute = liquide { $hostage }, otage sur cette case
option-does-falls = le parrain de { $seat } tombe, renvoyé au QG et ses hommes de main tués
option-does-last = et c'était votre dernier homme de main : votre parrain, seul, ne pourra plus bouger jusqu'à ce qu'un rival le liquide et le renvoie au QG avec { $recruits } recrues
option-does-alone = le laisse seul et bloqué sur cette case
option-does-alone-unless = le laisse seul sur cette case, sauf si l'autre dé ({ $die }) y amène { $henchman }
option-does-joins = rejoint votre parrain, seul sur cette case, qui pourra repartir
option-does-meets = rejoint { $henchman } sur cette case : il n'y est pas seul et pourra repartir
option-does-strands = laisse votre parrain seul et bloqué sur sa case
option-does-strands-exposed = laisse votre parrain seul et bloqué en case { $square }, { $exposed }
option-does-hq-alone = laisse votre parrain seul au QG : il n'en repartira qu'avec un homme de main recruté au QG, quand un des vôtres aura fait le tour complet de la ville et repassera devant le QG{ $dead ->
        [0] {" "}(et aucun des vôtres n'est encore mort : il faut d'abord qu'un meure)
       *[other] {""}
    } (RÈGLE GÉNÉRALE, RECRUTEMENT)
option-does-none-behind = plus aucun de vos hommes de main derrière votre parrain, { $held ->
        [yes] otage en case { $square } : seul un homme de main qui fera le tour complet de la ville, en repassant devant le QG, pourra le libérer (PRISE D'OTAGE)
       *[other] seul en case { $square } : seul un homme de main qui fera le tour complet de la ville, en repassant devant le QG, pourra le rejoindre (RÈGLE GÉNÉRALE)
    }
option-does-only-joiner = { $piece }, en case { $square }, le seul de vos hommes de main à pouvoir encore rejoindre votre parrain, est { $exposed }
option-does-must-move = chaque jet devra alors déplacer { $piece }, le seul de vos truands encore libre de bouger : { $die ->
        [0] { $sum ->
            [0] aucun jet ne l'amène d'un coup à votre parrain
           *[other] seul un jet de { $sum } au total l'amène à votre parrain
        }
       *[other] seul un { $die }{ $sum ->
            [0] {""}
           *[other] {" "}(ou un jet de { $sum } au total)
        } l'amène à votre parrain
    } ; { $nearer ->
        [yes] un jet plus faible ne fait que l'en rapprocher, et tout autre jet lui fait dépasser votre parrain, qu'il ne pourra plus rejoindre qu'après un tour complet de la ville
       *[other] tout autre jet lui fait dépasser votre parrain, qu'il ne pourra plus rejoindre qu'après un tour complet de la ville
    }{ $extra ->
        [yes] {" "}; un double qui le laisse en deçà de votre parrain l'y amène encore si son dé supplémentaire donne les cases qui restent (LES DÉPLACEMENTS)
       *[other] {""}
    }
option-does-exposed = à portée de { $rival }, { $hq ->
        [yes] à son QG { $steps ->
            [one] juste derrière
           *[other] devant la case { $entry }, { $steps } cases derrière
        }
       *[other] { $steps ->
            [one] une case
           *[other] { $steps } cases
        } derrière
    }{ $double ->
        [yes] {" "}(avec un double)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(une fois rejoint)
       *[other] {""}
    }
option-does-reach-by = { $rival }, { $hq ->
        [yes] à son QG { $steps ->
            [one] juste derrière
           *[other] devant la case { $entry }, { $steps } cases derrière
        }
       *[other] { $steps ->
            [one] une case
           *[other] { $steps } cases
        } derrière
    }
option-does-exposed-two = à portée de { $first }, et de { $second } : { $double ->
        [yes] avec un double et son dé supplémentaire
       *[other] un dé chacun
    }, à eux deux ils le liquident, votre parrain renvoyé à son QG et tous vos hommes de main tués (au risque de tout votre gang)
option-does-exposed-named = { $piece }, en case { $square }, est à portée de { $rival }, { $hq ->
        [yes] à son QG { $steps ->
            [one] juste derrière
           *[other] devant la case { $entry }, { $steps } cases derrière
        }
       *[other] { $steps ->
            [one] une case
           *[other] { $steps } cases
        } derrière
    }{ $double ->
        [yes] {" "}(avec un double)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(une fois rejoint)
       *[other] {""}
    }
option-does-also = {" "}; plus près, { $rival }, { $steps ->
        [one] une case
       *[other] { $steps } cases
    } derrière, mais il ne bougera qu'une fois rejoint par un de ses hommes de main
option-does-leaves = laisse { $piece } { $alone ->
        [yes] seul en { $square }, { $exposed }
       *[other] en { $square } { $exposed }
    }
option-does-sniper = case tir, vous lancez donc la roue une fois ce jet joué{ $double ->
        [yes] , avant le dé supplémentaire de votre double
       *[other] {""}
    }
option-does-sniper-again = case tir : vous lancez donc la roue une deuxième fois, ce jet joué{ $double ->
        [yes] , avant le dé supplémentaire de votre double
       *[other] {""}
    }
option-does-safety = case sécurité, à l'abri des seuls tireurs d'élite
option-does-off-danger = le sort de la case danger
option-does-danger = case danger, où tous les vôtres sont liquidés si la roue d'un adversaire la désigne{ $godfather ->
        [yes] , votre parrain compris
       *[other] {""}
    }
option-victim = { $piece }
help-sum = Les déplacements : un homme de main peut avancer du total des deux dés ; un parrain jamais.
help-move = Les déplacements : deux truands avancent chacun d'un dé. S'arrêter sur un adversaire le prend en otage ; sur deux, votre truand est liquidé ; sur une case tir, vous lancez la roue une fois le jet joué{ $double ->
        [yes] {" "}: le dé supplémentaire de votre double vient ensuite.
       *[other] .
    }
help-godfather = Les déplacements : un parrain n'avance que d'un dé, et ne quitte jamais une case où il est seul. Rentrer demande le compte exact (le QG compte pour un) ; il ne dépasse son QG que si aucun autre déplacement n'est possible (RETOUR DU PARRAIN). Seul sur une case, il peut être pris en otage comme un homme de main (PRISE D'OTAGE).
help-victim = Tir : un homme de main sert de bouclier à son parrain ; vous choisissez lequel des vôtres sur cette case est touché.
help-square = Où il s'arrête (LES CASES) : { $square } — { $meaning }
help-meaning-danger = si la roue d'un adversaire la désigne, tous vos truands qui s'y trouvent sont liquidés, votre parrain compris ; si c'est la vôtre, ce sont tous les adversaires qui s'y trouvent.
help-hostage-again = { $hostage } devient votre otage : la règle de l'otage est donnée à la première option qui en prend un, l'option { $n }.
help-hostage = L'otage (PRISE D'OTAGE, TIR) : { $hostage } ne peut pas se déplacer tant que votre truand reste sur sa case. Si les tireurs d'élite visent cette case, il est liquidé à la place du vôtre, sauf si c'est { $seat } qui les a engagés : c'est alors le vôtre qui est liquidé, et l'otage est libéré. Un autre de vos truands qui s'arrête là liquide l'otage ; un truand du gang de { $seat } liquide le vôtre et libère l'otage{ $safety ->
        [1] , sur cette case sécurité aussi : elle ne protège que des tireurs d'élite (SÉCURITÉ).
       *[0] .
    }

## Comment gagner et comment se déroule un tour : le premier écran et `help rules`

play-rules =
    Comment gagner (DÉROULEMENT DU JEU, RETOUR DU PARRAIN) : soyez le premier à faire faire à votre parrain un tour complet de la ville, { $squares } cases dans le sens des aiguilles d'une montre, et à le ramener dans votre QG. Il ne rentre qu'avec le compte exact d'un dé (le QG compte pour une case), et ne dépasse son QG que si aucun autre déplacement n'est possible : il repart alors pour un tour.
    Votre tour (LES DÉPLACEMENTS) : lancez les deux dés, puis avancez un homme de main du total, ou deux de vos truands d'un dé chacun (un parrain n'avance jamais que d'un dé). Un double donne un dé de plus. Un parrain seul sur une case ne peut la quitter que rejoint par un homme de main : pour qu'il puisse toujours repartir, déplacez-le sur une case où se trouve déjà l'un de vos hommes de main. Au plus { $max_pieces } truands de { $max_gangs } gangs sur une même case.
    Rencontres (RÈGLE GÉNÉRALE, PRISE D'OTAGE) : s'arrêter sur un adversaire le prend en otage ; sur deux, votre truand est liquidé ; deux des vôtres sur un adversaire le liquident. Un parrain liquidé regagne son QG et ses hommes de main sont tués ; il y recrute { $liquidated ->
        [one] un homme de main, qui pourra
       *[other] { $liquidated } hommes de main, qui pourront
    } repartir du QG dès le tour suivant du gang.
    { $hostages }
    Cases (LES CASES) : * tir : s'y arrêter fait tourner la roue une fois le jet joué (avant le dé supplémentaire d'un double), et elle s'arrête sur l'un de ses { $sectors } secteurs, chacun désignant une case : cette case perd un adversaire (l'otage d'abord) ; # sécurité : personne n'y peut être tué par les tireurs (on y prend et liquide pourtant des otages) ; ! danger : quand la roue la désigne, tous les adversaires qui s'y trouvent meurent, parrain compris. Un homme de main qui repasse devant son QG après un tour complet recrute { $per_lap } homme de main éliminé (RECRUTEMENT).
    Hors règle : si personne n'est rentré après { $cap } tours de joueur (une bande peut rester bloquée pour toujours), la course s'arrête là, et le parrain le plus avancé sur son tour gagne ; si deux sont en tête ensemble, personne ne gagne.

## Ce que trouve `board X` : une case par son numéro, les cases d'un type, les QG

find-square = { $square } : { $meaning }
find-meaning-nothing = rien de particulier : seulement ce qui vaut sur toute case (s'arrêter sur un adversaire le prend en otage ; sur deux, votre truand est liquidé).
find-meaning-sniper = s'y arrêter engage les tireurs d'élite : une fois le jet joué, la roue désigne une case, et un adversaire qui s'y trouve est liquidé (l'otage d'abord).
find-meaning-safety = les tireurs d'élite n'y touchent jamais personne ; les prises d'otage s'y font quand même.
find-meaning-danger = quand la roue la désigne, tous les adversaires qui s'y trouvent sont liquidés, parrain compris.
find-pieces = Ici : { $pieces }.
find-nobody = Personne ici.
find-home = Depuis cette case, un parrain est { $list }, le QG comptant pour un pas (RETOUR DU PARRAIN).
find-home-seat = à { $steps ->
        [one] un pas
       *[other] { $steps } pas
    } { $you ->
        [yes] de votre QG
       *[other] du QG de { $seat }
    }
find-wheel = { $count ->
        [one] Le secteur { $sectors } de la roue désigne
       *[other] Les secteurs { $sectors } de la roue désignent
    } cette case.
find-hqs = Les QG :
find-hq = { $hq } ({ $seat }) :
# Words that name an HQ in "board HQ B", separated by commas.
find-hq-words = QG, quartier général, le QG
find-wheel-word = roue
rules-hostage = Otages (PRISE D'OTAGE) : un otage ne peut pas se déplacer tant que son kidnappeur reste sur sa case, et il est libéré quand le kidnappeur la quitte. Un truand du gang de l'otage qui s'y arrête liquide le kidnappeur et libère l'otage ; un truand du gang du kidnappeur y liquide l'otage. Les tireurs d'élite tuent l'otage d'abord, sauf si son propre gang les a engagés. Un parrain seul sur une case peut lui aussi être pris en otage.
find-hostage-word = otage
find-no-hostage = Personne n'est pris en otage en ce moment.
find-wheel-all = La roue des tireurs d'élite (TIR) : quand un truand s'arrête sur une case tir, elle désigne l'un de ses { $count } secteurs, chacun nommant une case : { $sectors }.
find-wheel-sector = { $sector } : { $square }
play-board-hint = { $table ->
        [page] cherchez le numéro d'une case (12), un type de case (danger), QG, roue ou otage.
       *[terminal] essayez board avec le numéro d'une case (board 12), un type de case (board danger), board QG, board roue ou board otage.
    }
play-board-what = la case numéro X, ou toutes les cases du type X (board 12, board danger, board QG, board roue, board otage)

## Pourquoi le vainqueur a gagné : sous son nom à la fin d'une table

why-won = le parrain de { $seat } est le premier rentré à son QG après un tour complet des { $squares } cases (LE GAGNANT).

# After a seat's name in the final standings (LE GAGNANT; RETOUR DU PARRAIN).
standing-home = le parrain est rentré au QG après un tour complet de la ville
standing-at-the-door = le parrain a parcouru les { $squares } cases de sa course mais reste à un pas de son QG
standing-walked = le parrain a parcouru { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } de sa course
standing-stuck = {" "}; à la fin, il était { $why ->
        [hostage] pris en otage { $where ->
            [hq] au QG
           *[square] en { $place }
        }, sans homme de main libre pour venir le délivrer : son gang ne pouvait plus déplacer personne{ $turn ->
            [0] {""}
           *[other] {" "}depuis le tour { $turn }
        } (PRISE D'OTAGE)
        [alone] seul { $where ->
            [hq] au QG
           *[square] en { $place }
        }, tous ses hommes de main pris en otage : son gang ne pouvait plus déplacer personne{ $turn ->
            [0] {""}
           *[other] {" "}depuis le tour { $turn }
        } (RÈGLE GÉNÉRALE)
       *[stranded] seul { $where ->
            [hq] au QG
           *[square] en { $place }
        }, tous ses hommes de main morts : son gang ne pouvait plus déplacer personne{ $turn ->
            [0] {""}
           *[other] {" "}depuis le tour { $turn }
        }, car un parrain ne quitte jamais une case où il est seul (RÈGLE GÉNÉRALE)
    }
