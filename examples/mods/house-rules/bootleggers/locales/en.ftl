card-torpedo = Torpedo
    .text = Play on a speakeasy where another bootlegger has influence. Roll a die: on 4 or more, destroy one of his markers there.
