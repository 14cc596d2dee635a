card-a_windfall = Une Aubaine
    .text = Jouez cette carte pendant votre tour : la banque vous paie {$amount} $.
card-a_dud = Un Pétard Mouillé
    .text = Jouez cette carte pendant votre tour. Il ne se passe rien.
