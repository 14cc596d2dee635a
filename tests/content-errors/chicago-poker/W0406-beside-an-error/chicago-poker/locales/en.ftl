card-tipster = Tipster
    .text = Look at another player's hand.
