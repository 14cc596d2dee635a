card-a_dud = A Dud
    .text = Play this card whenever thug cards may be played. Nothing happens.
card-you_dirty_rat = You Dirty Rat
    .text = Play on a speakeasy. Nothing happens (made useless to test the verdict).
card-packing_heat = Packing Heat
    .text = Play on an open speakeasy. For one turn, every other bootlegger selling there pays you $10G a crate. Cannot be played on O'Malley's.
