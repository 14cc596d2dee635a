# French: a variable under another name.
card-authority = { $nombre }
