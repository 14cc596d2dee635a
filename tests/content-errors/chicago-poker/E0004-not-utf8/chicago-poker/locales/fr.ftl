# French saved as Latin-1, not UTF-8.
play-title = Café
