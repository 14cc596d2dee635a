card-a_dud = Un Pétard Mouillé
    .text = Jouez cette carte quand les cartes de Voyou peuvent être jouées. Il ne se passe rien.
card-you_dirty_rat = You Dirty Rat (Sale rat)
    .text = À jouer sur un Bar Clandestin. Il ne se passe rien (rendue inutile pour tester le verdict).
card-packing_heat = Packing Heat (Baisse des prix)
    .text = À jouer sur un Bar Clandestin ouvert. Pour un tour, chaque autre Truand qui y vend vous paie $10G la Caisse. Ne peut pas être joué sur O'Malley's.
