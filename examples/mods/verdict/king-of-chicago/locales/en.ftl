card-a_windfall = A Windfall
    .text = Play this card on your turn: the bank pays you ${$amount}.
card-a_dud = A Dud
    .text = Play this card on your turn. Nothing happens.
