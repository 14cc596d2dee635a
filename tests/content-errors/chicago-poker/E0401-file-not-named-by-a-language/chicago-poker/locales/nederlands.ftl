# Dutch, named by the language's name, not its tag.
play-title = Een titel
