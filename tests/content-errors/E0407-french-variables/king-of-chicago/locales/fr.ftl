# French: the player number under another name.
seat = Joueur { $num }
