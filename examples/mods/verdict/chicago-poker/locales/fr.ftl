card-a_dud = Un Pétard Mouillé
    .text = Jouez cette carte comme action. Il ne se passe rien.
card-murder = Meurtre
    .text = Jouez cette carte comme action. Il ne se passe rien (rendue inutile pour tester le verdict).
