# French: a variable under another name.
gangster-red = { $nombre }
