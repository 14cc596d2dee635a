# English texts for the godfather race: squares, pieces, the narration, the terminal table.

## Square types (LES CASES)

square-nothing = nothing to report
square-sniper = sniper
square-safety = safety
square-danger = danger

## Pieces and places

piece-godfather = { $seat }'s godfather
piece-henchman = { $seat }'s henchman { $n }
place-hq = the HQ
place-square = square { $n } ({ $kind })
place-square-plain = square { $n }
place-dead = out of play
place-home = the HQ

## Narration

seated = The HQs stand round the loop: { $squares }.
seated-one = { $seat } before square { $n }
first-player = { $seat } is drawn to play first.
turn-started = Turn { $turn }: { $seat } plays.
rolled = { $seat } rolls { $dice }{ $double ->
        [yes] , a double
       *[other] {""}
    }.
rolled-again = { $seat } rolls one die again for the double: { $die }.
only-move = { $you ->
        [yes] Your only move with { $dice }
       *[other] { $seat }'s only move with { $dice }
    }, made without asking: { $piece } from { $from } to { $to }{ $meaning ->
        [none] .
       *[other] { " " }— { $meaning }
    }
only-move-danger = if a rival's wheel picks it, all { $you ->
        [yes] your pieces
       *[other] { $seat }'s pieces
    } here are liquidated, godfather included.
moved = { $piece } moves { $steps } from { $from } to { $to }.
unused = { $seat } can move nobody with { $dice }.
unused-alone = { $seat } can move nobody with { $dice }: his godfather stands alone on { $place } and no henchman of his is free to join him; a godfather never leaves a square where he is alone.
unused-stranded = { $seat } can move nobody with { $dice }: his godfather stands alone on { $place } and all his henchmen are dead, so none can come to join him, and only a henchman's lap recruits new ones; a godfather never leaves a square where he is alone. He leaves it only if a rival kills him (he then goes home to his HQ with 3 recruits).
unused-hostage = { $seat } can move nobody with { $dice }: his godfather is held hostage on { $place } and no henchman of his is free to come and free him.
unused-you = You can move nobody with { $dice }.
unused-why = { $seat } can move nobody with { $dice }: { $why } (Moving, General rule, Taking hostages; French rulebook: LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
unused-why-you = You can move nobody with { $dice }: { $why } (Moving, General rule, Taking hostages; French rulebook: LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).
blocked-and = { $first } and { $then }
blocked-comma = { $first }, { $then }
blocked-moved = { $pieces } moved the other die, and two pieces move one die each
blocked-held = { $pieces } { $count ->
        [one] is
       *[other] are
    } held hostage
blocked-alone = { $pieces } stands alone, and a godfather never leaves a square where he is alone
blocked-fresh = { $count ->
        [one] { $pieces } is in the HQ since the godfather fell this turn, and leaves it
       *[other] { $pieces } are in the HQ since the godfather fell this turn, and leave it
    } from the next turn on
blocked-full = every square the dice would take { $pieces } to is full (at most { $max_pieces } pieces of { $max_gangs } gangs on a square)
unused-alone-you = You can move nobody with { $dice }: your godfather stands alone on { $place } and no henchman of yours is free to join him; a godfather never leaves a square where he is alone.
unused-stranded-you = You can move nobody with { $dice }: your godfather stands alone on { $place } and all your henchmen are dead, so none can come to join him, and only a henchman's lap recruits new ones; a godfather never leaves a square where he is alone. He leaves it only if a rival kills him (he then goes home to your HQ with 3 recruits).
unused-hostage-you = You can move nobody with { $dice }: your godfather is held hostage on { $place } and no henchman of yours is free to come and free him.
took-hostage = { $kidnapper } takes { $hostage } hostage on { $square }.
freed = { $hostage } is freed on { $square }.
liquidated = { $piece } is liquidated { $where ->
        [hq] in the HQ
       *[square] on { $place }
    }: { $cause ->
        [arrived_on_two] he arrived on two rivals
        [outnumbered] two of his kidnapper's gang stand over him
        [rescue] his hostage's gang came for him
        [sniper] the snipers got him
        [danger] the snipers swept the danger square
       *[godfather] his godfather fell
    }.
back-to-hq = { $seat }'s godfather falls: he is sent back to his HQ, and all his henchmen are killed.
last-henchman = { $you ->
        [yes] That was your last henchman: your godfather
       *[other] That was { $seat }'s last henchman: his godfather
    } { $where ->
        [hq] is alone in { $you ->
            [yes] your
           *[other] his
        } HQ, and with no henchman left no lap can recruit one to come for him (Recruiting; French rulebook: RECRUTEMENT).
       *[square] is alone on { $place } and can move no more: a godfather never leaves a square where he is alone, and with no henchman left no lap can recruit one to join him. Only a rival who kills him sends him home to { $you ->
            [yes] your
           *[other] his
        } HQ with { $recruits } recruits, and the race goes on from there (General rule, Recruiting; French rulebook: RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
recruited = { $seat } recruits { $count ->
        [one] one henchman
       *[other] { $count } henchmen
    } into the HQ ({ $why ->
        [lap] a henchman passed the HQ after a full lap
        [liquidated] the godfather was liquidated
       *[overshoot] the godfather passed his HQ
    }).
spun = { $seat } hires the snipers for the stop on { $stop }: the wheel stops on its sector { $sector }, which picks { $square }.
spared = Nobody is shot on { $square }: { $why ->
        [safety] it is a safety square
       *[no_rival] no rival stands there
    }.
game-won = { $seat }'s godfather is home: { $seat } wins the race!
capped = The turn cap ({ $turns } turns) ends the race: { $seat }'s godfather is nearest home.
capped-tie = The turn cap ({ $turns } turns) ends the race with no single leader.

## The end of a run

run-draw = No winner: the turn cap ended the race with no single leader.
run-score = { $seat } ({ $kind }): the godfather has walked { $score ->
        [one] { $score } square
       *[other] { $score } squares
    } of his race

## The board picture: the replay viewer and the table in the browser

picture-hq = HQ { $letter }
picture-godfather = godfather (his gang's capital letter)
picture-henchman = henchman { $n } (his gang's small letter and his number)
picture-hostage = held hostage
picture-hq-key = a gang's HQ, where its pieces start

## The terminal table

play-title = The godfather race, seed { $seed }: { $seats }
# The game's name, where the seed is not told (a seat's page, the table in the browser).
game-name = The godfather race
play-score = { $seat }: the godfather has walked { $points ->
        [one] { $points } square
       *[other] { $points } squares
    } of his race
play-no-winner = No winner: the turn cap ended the race with no single leader.
play-turn = Turn { $turn }: { $seat } to play.
play-legend = Squares: . nothing, * sniper, # safety, ! danger. Pieces: a capital letter is a godfather, a small one a henchman.
play-gang = { $seat } ({ $letter }): HQ in front of square { $entry }; godfather { $godfather_home ->
        [yes] in the HQ
       *[other] { $home_in }
    }; { $hq ->
        [one] { $hq } henchman
       *[other] { $hq } henchmen
    } in the HQ, { $out } on the board, { $dead } out of play
play-godfather-home-in = on square { $square }, { $left ->
        [one] one step
       *[other] { $left } steps
    } from his HQ{ $near ->
        [yes] {" "}(a { $left } on one die takes him home{ $waits ->
            [held] , once freed
            [alone] , once a henchman joins him
           *[other] {""}
        })
       *[other] {""}
    }
play-hostage = { $hostage } is held hostage by { $kidnapper } on { $square }.
play-you = { " " }(you)
play-forced-lost = The dice left you no choice: { $piece } had to go from { $from } to { $to }. As a result, { $lost }.
play-godfather-waits = { $you ->
        [yes] Your godfather
       *[other] { $seat }'s godfather
    } stands alone { $where ->
        [hq] in the HQ: he leaves it only with a henchman recruited into it, once one of { $you ->
            [yes] yours
           *[other] his
        } has gone round the whole loop and passes the HQ (General rule, Recruiting; French rulebook: RÈGLE GÉNÉRALE, RECRUTEMENT).
       *[square] on { $place } and moves again once one of { $you ->
            [yes] your
           *[other] his
        } henchmen joins him{ $behind ->
            [no] ; none is behind him, so one must first go round the whole loop past the HQ
           *[yes] {""}
        } (General rule; French rulebook: RÈGLE GÉNÉRALE).
    }
play-stuck = { $you ->
        [yes] You can move nobody, whatever you roll: your godfather
       *[other] { $seat } can move nobody, whatever he rolls: his godfather
    } { $why ->
        [hostage] is held hostage by { $kidnapper } on { $place }, and no henchman of { $you ->
            [yes] yours
           *[other] his
        } is free to come and free him. He goes free if his kidnapper leaves that square{ $henchmen ->
            [0] , yet with every henchman of { $you ->
                [yes] yours
               *[other] his
            } dead he would still stand alone and stuck
           *[other] {""}
        }; if he is liquidated there (the snipers{ $safety ->
            [1] , never on this safety square,
           *[0] {""}
        } or one more of { $kidnapper_seat }'s gang stopping there), he goes home to the HQ with { $recruits } recruits and moves again (Taking hostages, General rule; French rulebook: PRISE D'OTAGE, RÈGLE GÉNÉRALE).
        [alone] stands alone on { $place }, and every henchman of { $you ->
            [yes] yours
           *[other] his
        } still alive is held hostage: he moves again once one of them goes free (his kidnapper leaves him) and joins him, or if a rival liquidates him, sending him home to the HQ with { $recruits } recruits (General rule; French rulebook: RÈGLE GÉNÉRALE).
       *[stranded] stands alone on { $place }, and all { $you ->
            [yes] your
           *[other] his
        } henchmen are dead: nothing { $you ->
            [yes] you
           *[other] he
        } can do frees him; only a rival who liquidates him sends him home to the HQ with { $recruits } recruits (General rule, Recruiting; French rulebook: RÈGLE GÉNÉRALE, RECRUTEMENT).
    }
# Why a gang that could move nobody is asked again, after "you can play again, because": its
# godfather liquidated and home with his recruits, or a henchman of his free again.
play-back-why = { $how ->
        [home] your godfather was liquidated and is back in your HQ with { $recruits ->
            [one] one recruit
           *[other] { $recruits } recruits
        } (General rule; French rulebook: RÈGLE GÉNÉRALE)
       *[free] { $piece } is free again, on { $place }, and can move (Taking hostages; French rulebook: PRISE D'OTAGE)
    }
play-race-goes-on = { $count ->
        [0] No other gang can move either: nothing changes until the race stops after { $cap } player turns, won by the godfather furthest along his lap.
        [one] The race goes on with { $seats } alone able to move, until a godfather comes home (or the race stops after { $cap } player turns).
       *[other] The race goes on among { $seats } until a godfather comes home (or the race stops after { $cap } player turns).
    }
piece-own-godfather = { $start ->
        [yes] Your godfather
       *[other] your godfather
    }
piece-own-henchman = { $start ->
        [yes] Your henchman { $n }
       *[other] your henchman { $n }
    }
prompt-move = You rolled { $dice }: which move?
prompt-second = Who moves the other die (a { $die })?
prompt-extra = The double's extra die, { $dice }: who moves?
prompt-reach = (Within reach: a rival who can stop there on his next turn, and takes your piece hostage if it stands alone there. Stuck: a godfather alone moves only once a henchman joins him.)
prompt-danger = Your godfather stands on square { $square }, a danger square: if a rival's wheel picks it, he goes back to the HQ and all your henchmen are killed (Danger, General rule; French rulebook: DANGER, RÈGLE GÉNÉRALE).
prompt-gang = Your gang: { $pieces }.
prompt-gang-piece = { $piece ->
        [0] godfather
       *[other] henchman { $piece }
    } { $where ->
        [hq] in the HQ
        [dead] dead
        [held] held on square { $square }
        [holding] on square { $square } holding { $hostage } hostage
       *[square] on square { $square }
    }
prompt-wins = Option { $n } brings your godfather home: you win the race.
prompt-wins-then = Option { $n }, then your godfather with the { $die }, wins the race.
prompt-wins-then-too = Option { $n }, then your godfather with the { $die }, wins the race too.
option-or = { $first } or { $then }
option-both = { $first } and { $then }
prompt-rival-near-home = { $godfather }, on square { $square }, is { $left ->
        [one] one step
       *[other] { $left } steps
    } from his HQ: a { $left } on one die wins him the race{ $waits ->
        [held] , once he is freed
        [alone] , once a henchman of his joins him
       *[other] {""}
    } (The godfather's return; French rulebook: RETOUR DU PARRAIN).
prompt-leader = { $leaders } { $count ->
        [one] leads
       *[other] lead
    } the race, { $left ->
        [one] one step
       *[other] { $left } steps
    } from { $count ->
        [one] his HQ
       *[other] their HQs
    }{ $you ->
        [yes] { $next ->
            [none] {""}
           *[other] ; next comes { $next }, { $second ->
                [one] one step
               *[other] { $second } steps
            } from his
        }
       *[other] ; your godfather is { $mine ->
            [one] one step
           *[other] { $mine } steps
        } from yours
    } (The winner; French rulebook: LE GAGNANT).
prompt-held = Your godfather is held hostage on square { $square } by { $kidnapper }: if one of { $seat }'s gang stops there, he is liquidated, back to the HQ with all your henchmen killed (Taking hostages; French rulebook: PRISE D'OTAGE). { $reach ->
        [yes] He is { $near }.
       *[other] None of { $seat }'s gang can reach him in one turn.
    }{ $freeing ->
        [0] {" "}No option frees him with this roll.
       *[other] {" "}Option { $frees } frees him.
    }
prompt-past-home = Your godfather cannot play the { $die }{ $other ->
        [0] {""}
       *[other] {" "}or the { $other }
    }: he needs exactly { $left } to come home (the HQ counts one), and goes past his HQ only when no other move can be played (The godfather's return; French rulebook: RETOUR DU PARRAIN).
prompt-victim = The snipers fire at your pieces: which henchman takes the bullet?
option-sum = { $piece } moves { $steps } (both dice) from { $from } to { $to }: { $does }
option-sum-plain = { $piece } moves { $steps } (both dice) from { $from } to { $to }
option-move = { $piece } moves { $steps } from { $from } to { $to }: { $does }
option-move-plain = { $piece } moves { $steps } from { $from } to { $to }
option-then-forced = the other die ({ $die }) is then played for you, with no question: { $piece } from { $from } to { $to }
option-then-forced-does = the other die ({ $die }) is then played for you, with no question: { $piece } from { $from } to { $to } — { $does }
option-then-unused = the other die ({ $die }) then goes unused: no other piece of yours can move it
option-then-wins = then the other die ({ $die }) can take your godfather home: you win the race
option-then-no-win = after it, no die of this roll can bring your godfather home: { $count ->
        [one] option { $n } wins
       *[other] options { $n } win
    } the race
option-square = square { $n }
option-and = { $first }; { $then }
option-does-frees = lets his hostage { $hostage } go
option-does-freed = so { $hostage }, held by { $kidnapper }, goes free on square { $square }{ $godfather ->
        [yes] {" "}({ $lap ->
            [one] { $lap } square
           *[other] { $lap } squares
        } into his race)
       *[other] {""}
    }
option-does-recruits = passes the HQ after a full lap and recruits { $count ->
        [one] one henchman
       *[other] { $count } henchmen
    }
option-does-overshoot = passes his HQ and must go round again{ $count ->
        [0] {""}
        [one] , recruiting one henchman
       *[other] , recruiting { $count } henchmen
    }
option-does-wins = comes home and wins the race
option-near-home = { $what ->
        [held] so { $godfather }, { $left ->
            [one] one step
           *[other] { $left } steps
        } from winning, cannot move while held
        [freed] { $godfather } is then { $left ->
            [one] one step
           *[other] { $left } steps
        } from winning: a { $left } takes him home{ $then ->
            [alone] , once a henchman joins him
           *[other] {""}
        }
       *[other] { $godfather } was { $left ->
            [one] one step
           *[other] { $left } steps
        } from winning
    }
option-does-hostage = takes { $hostage } hostage{ $safety ->
        [1] {" "}(a safety square: no shelter from { $seat }'s gang)
       *[0] {""}
    }{ $godfather ->
        [yes] , staking your whole gang
       *[other] {""}
    }
option-does-hostage-near = nearest of his gang: { $rival }, { $hq ->
        [yes] in his HQ { $steps ->
            [one] just behind
           *[other] in front of square { $entry }, { $steps } squares behind
        }
       *[other] { $steps ->
            [one] one square
           *[other] { $steps } squares
        } behind
    }{ $double ->
        [yes] , with a double
       *[other] {""}
    }{ $joined ->
        [yes] , once joined
       *[other] {""}
    }{ $also }
option-does-hostage-far = none of { $seat }'s gang can reach it in one turn
prompt-hostage = If you take a hostage (Taking hostages; French rulebook: PRISE D'OTAGE): one of his gang who stops on his square liquidates your piece that holds him; if that is your godfather, he goes back to the HQ and all your henchmen are killed.
option-does-killed = is liquidated there by the two rivals who stand on it
option-does-rescue = liquidates { $kidnapper } and frees { $hostage }
option-does-execute = liquidates { $hostage }, held hostage there
option-does-falls = { $seat }'s godfather falls, back to his HQ with his henchmen killed
option-does-last = and that was your last henchman: your godfather, alone, can then move no more until a rival kills him and sends him home with { $recruits } recruits
option-does-alone = leaves him alone there, stuck
option-does-alone-unless = leaves him alone there unless your other die ({ $die }) brings { $henchman } to him
option-does-joins = joins your godfather, alone there, who may move on again
option-does-meets = joins { $henchman } there, so he is not alone and may move on again
option-does-strands = leaves your godfather alone on his square, stuck
option-does-strands-exposed = leaves your godfather alone on square { $square }, stuck, { $exposed }
option-does-hq-alone = leaves your godfather alone in the HQ: he may leave it only with a henchman recruited into it, once one of yours has gone round the whole loop and passes the HQ{ $dead ->
        [0] {" "}(and none of yours has died yet, so one must die first)
       *[other] {""}
    } (General rule, Recruiting; French rulebook: RÈGLE GÉNÉRALE, RECRUTEMENT)
option-does-none-behind = no henchman of yours is left behind your godfather, { $held ->
        [yes] held hostage on square { $square }: only one who goes round the whole loop past the HQ can come to free him now (Taking hostages; French rulebook: PRISE D'OTAGE)
       *[other] alone on square { $square }: only one who goes round the whole loop past the HQ can come to him now (General rule; French rulebook: RÈGLE GÉNÉRALE)
    }
option-does-only-joiner = { $piece }, on square { $square }, the only henchman of yours who can still join your godfather, is { $exposed }
option-does-must-move = every roll must then move { $piece }, the only piece of yours left free to move: { $die ->
        [0] { $sum ->
            [0] no roll brings him to your godfather at once
           *[other] only a roll totalling { $sum } brings him to your godfather
        }
       *[other] only a { $die }{ $sum ->
            [0] {""}
           *[other] {" "}(or a roll totalling { $sum })
        } brings him to your godfather
    }; { $nearer ->
        [yes] a smaller roll only brings him nearer, and any other carries him past your godfather, who can then be joined only after a whole lap
       *[other] any other roll carries him past your godfather, who can then be joined only after a whole lap
    }{ $extra ->
        [yes] ; a double that leaves him short of your godfather still brings him there if its extra die shows the squares left (Moving; French rulebook: LES DÉPLACEMENTS)
       *[other] {""}
    }
option-does-exposed = within reach of { $rival }, { $hq ->
        [yes] in his HQ { $steps ->
            [one] just behind
           *[other] in front of square { $entry }, { $steps } squares behind
        }
       *[other] { $steps ->
            [one] one square
           *[other] { $steps } squares
        } behind
    }{ $double ->
        [yes] {" "}(with a double)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(once joined)
       *[other] {""}
    }
option-does-reach-by = { $rival }, { $hq ->
        [yes] in his HQ { $steps ->
            [one] just behind
           *[other] in front of square { $entry }, { $steps } squares behind
        }
       *[other] { $steps ->
            [one] one square
           *[other] { $steps } squares
        } behind
    }
option-does-exposed-two = within reach of { $first }, and of { $second }: { $double ->
        [yes] with a double and its extra die
       *[other] one die each
    }, together they liquidate him, your godfather back to his HQ and all your henchmen killed (your whole gang at stake)
option-does-exposed-named = { $piece }, on square { $square }, is within reach of { $rival }, { $hq ->
        [yes] in his HQ { $steps ->
            [one] just behind
           *[other] in front of square { $entry }, { $steps } squares behind
        }
       *[other] { $steps ->
            [one] one square
           *[other] { $steps } squares
        } behind
    }{ $double ->
        [yes] {" "}(with a double)
       *[other] {""}
    }{ $joined ->
        [yes] {" "}(once joined)
       *[other] {""}
    }
option-does-also = ; nearer, { $rival }, { $steps ->
        [one] one square
       *[other] { $steps } squares
    } behind, but he moves only once a henchman of his joins him
option-does-leaves = leaves { $piece } { $alone ->
        [yes] alone on { $square }, { $exposed }
       *[other] on { $square } { $exposed }
    }
option-does-sniper = a sniper square, so you spin the wheel once this roll is moved{ $double ->
        [yes] , before your double's extra die
       *[other] {""}
    }
option-does-sniper-again = a sniper square, so you spin the wheel a second time once this roll is moved{ $double ->
        [yes] , before your double's extra die
       *[other] {""}
    }
option-does-safety = a safety square, safe from the snipers only
option-does-off-danger = takes him off the danger square
option-does-danger = a danger square, where all of yours are liquidated if a rival's wheel picks it{ $godfather ->
        [yes] , your godfather too
       *[other] {""}
    }
option-victim = { $piece }
help-sum = Rulebook section “Moving” (French rulebook: LES DÉPLACEMENTS): one henchman may move the total of both dice; a godfather never may.
help-move = Rulebook section “Moving” (French rulebook: LES DÉPLACEMENTS): two pieces move one die each. Stopping on one rival takes him hostage; on two rivals, your piece is liquidated; on a sniper square, you spin the wheel once the roll is moved{ $double ->
        [yes] : your double's extra die comes after it.
       *[other] .
    }
help-godfather = Rulebook section “Moving” (French rulebook: LES DÉPLACEMENTS): a godfather moves one die only, and never leaves a square where he stands alone. Home needs the exact count (the HQ counts one); he goes past it only when no other move can be played (The godfather's return; French rulebook: RETOUR DU PARRAIN). Alone on a square, he can be taken hostage like a henchman (Taking hostages; French rulebook: PRISE D'OTAGE).
help-victim = Rulebook section “Shooting” (French rulebook: TIR): a henchman shields his godfather; you choose which of yours on that square is shot.
help-square = Where it stops (The squares; French rulebook: LES CASES): { $square } — { $meaning }
help-meaning-danger = if a rival's wheel picks it, every piece of yours here is liquidated, your godfather too; if your own wheel picks it, every rival here is.
help-hostage-again = { $hostage } becomes your hostage: the hostage rule is given under the first option that takes one, option { $n }.
help-hostage = A hostage (Taking hostages, Shooting; French rulebook: PRISE D'OTAGE, TIR): { $hostage } cannot move while your piece stays on his square. If the snipers hit that square, he dies in its place, unless { $seat } hired them: then yours dies and he goes free. One more of yours stopping there liquidates him; one of { $seat }'s gang liquidates yours and frees him{ $safety ->
        [1] , on this safety square too: it keeps off the snipers only (Safety; French rulebook: SÉCURITÉ).
       *[0] .
    }

## How to win and how a turn goes: the first screen and `help rules`

play-rules =
    How to win (Course of the game, The godfather's return; French rulebook: DÉROULEMENT DU JEU, RETOUR DU PARRAIN): be the first to walk your godfather once round the loop of { $squares } squares, clockwise, and back into your HQ. He gets home only on one die's exact count (the HQ counts as one step), and goes past his HQ only when no other move can be played: then he must go round again.
    Your turn (Moving; French rulebook: LES DÉPLACEMENTS): roll two dice, then move one henchman by their total, or two of your pieces by one die each (a godfather only ever moves by one die). A double gives one more die. A godfather alone on a square cannot leave it until a henchman joins him: to keep him moving, move him onto a square where one of your henchmen already stands. At most { $max_pieces } pieces of { $max_gangs } gangs on one square.
    Meeting rivals (General rule, Taking hostages; French rulebook: RÈGLE GÉNÉRALE, PRISE D'OTAGE): stopping on one rival takes him hostage; stopping on two, your piece is liquidated; two of yours on a rival liquidate him. A liquidated godfather goes back to his HQ and his henchmen die; he recruits { $liquidated ->
        [one] one henchman there, who may leave
       *[other] { $liquidated } henchmen there, who may leave
    } the HQ from the gang's next turn on.
    { $hostages }
    Squares (The squares; French rulebook: LES CASES): * sniper: stopping there spins the wheel once the roll is moved (before a double's extra die), and it stops on one of its { $sectors } sectors, each naming a square: that square loses a rival (a hostage first); # safety: nobody there can be shot by the snipers (hostages are still taken and liquidated there); ! danger: when the wheel picks it, every rival there dies, godfather too. A henchman back at his HQ after a full lap recruits { $per_lap } fallen henchman (Recruiting; French rulebook: RECRUTEMENT).
    Not a rule of the game: should nobody be home after { $cap } player turns (a gang may stay stuck for ever), the race stops there, and the godfather furthest along his lap wins; if two lead together, nobody wins.

## What `board X` finds: a square by its number, the squares of a type, the HQs

find-square = { $square }: { $meaning }
find-meaning-nothing = nothing special: only what holds on every square (stopping on one rival takes him hostage; on two, your piece is liquidated).
find-meaning-sniper = stopping here hires the snipers: once the roll is moved, the wheel picks a square, and a rival there is liquidated (a hostage first).
find-meaning-safety = the snipers can never hit anyone here; hostages are still taken.
find-meaning-danger = when the wheel picks it, every rival here is liquidated, godfather included.
find-pieces = Here: { $pieces }.
find-nobody = Nobody stands here.
find-home = From here, a godfather is { $list }, the HQ counting as one step (The godfather's return; French rulebook: RETOUR DU PARRAIN).
find-home-seat = { $steps ->
        [one] one step
       *[other] { $steps } steps
    } from { $you ->
        [yes] your HQ
       *[other] { $seat }'s HQ
    }
find-wheel = The wheel's { $count ->
        [one] sector { $sectors } names
       *[other] sectors { $sectors } name
    } this square.
find-hqs = The HQs:
find-hq = { $hq } ({ $seat }):
# Words that name an HQ in "board HQ B", separated by commas.
find-hq-words = HQ, headquarters, the HQ
# `board wheel`: the word that finds the snipers' wheel, and what it shows (B - TIR).
find-wheel-word = wheel
rules-hostage = Hostages (Taking hostages; French rulebook: PRISE D'OTAGE): a hostage cannot move while his kidnapper stays on his square, and goes free when the kidnapper leaves it. A piece of the hostage's gang stopping there liquidates the kidnapper and frees him; one of the kidnapper's gang liquidates the hostage. The snipers shoot a hostage first, unless his own gang hired them. A godfather alone on a square can be taken hostage too.
find-hostage-word = hostage
find-no-hostage = Nobody is held hostage now.
find-wheel-all = The snipers' wheel (Shooting; French rulebook: TIR): when a piece stops on a sniper square, it picks one of its { $count } sectors, each naming a square: { $sectors }.
find-wheel-sector = { $sector }: { $square }
play-board-hint = { $table ->
        [page] look up a square's number (12), a type of square (danger), HQ, wheel or hostage.
       *[terminal] try board with a square's number (board 12), a type of square (board danger), board HQ, board wheel or board hostage.
    }
play-board-what = square X by its number, or every square of the type X (board 12, board danger, board HQ, board wheel, board hostage)

## Why the winner won: under the winner at the end of a table

why-won = { $seat }'s godfather was the first to come home to his HQ after a full lap of the { $squares } squares (The winner; French rulebook: LE GAGNANT).

# After a seat's name in the final standings (LE GAGNANT; RETOUR DU PARRAIN).
standing-home = the godfather came home, round the loop and into his HQ
standing-at-the-door = the godfather has walked all { $squares } squares of his race but stands one step short of his HQ
standing-walked = the godfather has walked { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    } of his race
standing-stuck = ; at the end he stood { $why ->
        [hostage] held hostage { $where ->
            [hq] in the HQ
           *[square] on { $place }
        } with no henchman of his free to come for him, so his gang could move nobody{ $turn ->
            [0] {""}
           *[other] {" "}from turn { $turn } on
        } (Taking hostages; French rulebook: PRISE D'OTAGE)
        [alone] alone { $where ->
            [hq] in the HQ
           *[square] on { $place }
        } with every henchman of his held hostage, so his gang could move nobody{ $turn ->
            [0] {""}
           *[other] {" "}from turn { $turn } on
        } (General rule; French rulebook: RÈGLE GÉNÉRALE)
       *[stranded] alone { $where ->
            [hq] in the HQ
           *[square] on { $place }
        } with all his henchmen dead, so his gang could move nobody{ $turn ->
            [0] {""}
           *[other] {" "}from turn { $turn } on
        }: a godfather never leaves a square where he is alone (General rule; French rulebook: RÈGLE GÉNÉRALE)
    }
