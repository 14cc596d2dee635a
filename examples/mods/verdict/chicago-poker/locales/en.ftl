card-a_dud = A Dud
    .text = Play this card as an action. Nothing happens.
card-murder = Murder
    .text = Play this card as an action. Nothing happens (made useless to test the verdict).
