card-a_second_wind = A Second Wind
    .text = Play this card as an action: you get { $actions } more actions this turn.
card-a_dud = A Dud
    .text = Play this card as an action. Nothing happens.
card-murder = Murder
    .text = Play this card as an action. Nothing happens (made useless to test the verdict).
