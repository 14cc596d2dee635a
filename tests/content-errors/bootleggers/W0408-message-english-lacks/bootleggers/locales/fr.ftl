# French: a message English does not have.
play-titel = Un titre
