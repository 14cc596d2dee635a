card-influence = Invloed
