# The terminal's group of options worded as a line of the board.
play-group = { $seat } holds { $cards }
