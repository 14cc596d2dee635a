card-honest_john = Honest John
    .text = Defence +2 / In a business: income +$50 for each of your turf markers (at most $300)
