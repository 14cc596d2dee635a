# French: a variable under another name.
piece-godfather = { $nombre }
