card-a_second_wind = Een Tweede Adem
    .text = Speel deze kaart als actie: je krijgt deze beurt { $actions } acties extra.
card-a_dud = Een Blindganger
    .text = Speel deze kaart als actie. Er gebeurt niets.
card-murder = Moord
    .text = Speel deze kaart als actie. Er gebeurt niets (onbruikbaar gemaakt om het oordeel te testen).
