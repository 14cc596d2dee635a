# French: a message without its `=`.
card-bugs_benny Bugs Benny
