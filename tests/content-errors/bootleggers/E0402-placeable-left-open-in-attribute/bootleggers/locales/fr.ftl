# French: an attribute whose placeable is left open (`{ $` and a space).
card-hey = Hey! (Hé !)
    .short = prenez { $ truck } camion
