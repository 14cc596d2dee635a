card-torpedo = Torpille
    .text = A jouer sur un Bar Clandestin où un autre Truand a de l'influence. Lancez un dé : sur 4 ou plus, détruisez un de ses marqueurs d'influence dans ce Bar Clandestin.
prompt-torpedo = Torpille : quel Bar Clandestin visez-vous ?
prompt-torpedo_whose = Torpille : de qui détruisez-vous le marqueur ?
