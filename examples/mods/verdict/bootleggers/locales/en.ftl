card-a_dud = A Dud
    .text = Play this card whenever thug cards may be played. Nothing happens.
card-moll = Moll
    .text = Choose another bootlegger and roll a die. Nothing happens (made useless to test the verdict).
card-packing_heat = Packing Heat
    .text = Play on an open speakeasy. For one turn, every other bootlegger selling there pays you $10G a crate. Cannot be played on O'Malley's.
