card-a_windfall = Een Meevaller
    .text = Speel deze kaart tijdens je beurt: de bank betaalt je ${$amount}.
card-a_dud = Een Blindganger
    .text = Speel deze kaart tijdens je beurt. Er gebeurt niets.
