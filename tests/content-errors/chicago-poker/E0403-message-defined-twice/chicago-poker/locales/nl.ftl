card-murder = Moord
    .text = Neem de laatste kaart, open of gedekt, die een andere speler bij een gelegenheid naar keuze heeft gelegd, en leg die af. Groepen van vijf kaarten met een schietpartijfiche zijn beschermd tegen de moordenaar; de laatste kaarten van de andere spelers bij diezelfde gelegenheid niet.
card-informer = Verklikker
    .text = Bekijk alle gedekte kaarten die een andere speler naar keuze bij een gelegenheid naar keuze heeft gelegd.
card-murder = Moordenaar
