# French: one message twice.
play-title = Un titre
play-title = Un autre titre
