card-a_second_wind = Un Second Souffle
    .text = Jouez cette carte comme action : vous avez droit à { $actions } actions supplémentaires ce tour-ci.
card-a_dud = Un Pétard Mouillé
    .text = Jouez cette carte comme action. Il ne se passe rien.
card-murder = Meurtre
    .text = Jouez cette carte comme action. Il ne se passe rien (rendue inutile pour tester le verdict).
