# French: a message without its `=`.
play-title Un titre
