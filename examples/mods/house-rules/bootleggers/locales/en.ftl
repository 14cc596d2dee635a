card-torpedo = Torpedo
    .text = Play on a speakeasy where another bootlegger has influence. Roll a die: on 4 or more, destroy one of his markers there.
prompt-torpedo = Torpedo: which speakeasy do you hit?
prompt-torpedo_whose = Torpedo: whose marker do you destroy?
