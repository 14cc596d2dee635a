seet = Speler { $n }
