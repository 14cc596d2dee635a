# De eigen berichten van de engine, voor elk spel dezelfde: de opdrachten aan tafel, opslaan,
# ongedaan maken en het einde van een spel. Het taalbestand van een spel kan elk ervan vervangen.

play-handover = Geef het toetsenbord aan { $seat }; de anderen kijken weg. Druk op Enter als je klaar bent.
play-ask = { $seat }: { $question }
play-ask-again = { $seat }: { $question } (Typ een nummer van 1 tot en met { $max }; help N legt optie N uit.)
play-begin = Druk op Enter om te beginnen: het bord en de eerste vraag volgen.
play-ask-groups = { $seat }: { $question } (Typ een letter om de opties van een groep te zien, of het nummer van een optie, van 1 tot en met { $max }.)
# Een nummer getypt bij een lijst in groepen, voor een optie die nog dicht zat: getoond, dan opnieuw gevraagd.
play-folded-option = Optie { $n } (hierboven) stond nog niet op het scherm: typ { $n } nog eens om haar te kiezen, of geef een ander antwoord.
play-group = { $letter }. { $heading } — { $count ->
        [one] één optie
       *[other] { $count } opties
    }
play-input = Typ een nummer, of help, help N, help rules, status, board X, log, undo, save, quit.
play-bad-input = “{ $input }” is geen optie: typ een nummer van 1 tot { $max }, of help.
play-no-help = Er is geen optie “{ $input }” om uit te leggen: { $max ->
        [0] deze vraag noemt geen opties; help alleen geeft de commando's, help rules hoe je wint.
       *[other] typ help en het nummer van een optie, van 1 tot { $max }, of help rules voor hoe je wint.
    }
play-not-found = Niets op het bord heet “{ $input }”: { play-board-hint }
play-amounts = { $one ->
        [1] of alleen { $first }: typ dat bedrag
       *[other] of een bedrag van { $first } tot en met { $last }{ $by ->
            [1] {""}
           *[other] { " " }in stappen van { $step }
        }: typ het bedrag
    }
# Een vraag die alleen om een getal vraagt (hoeveel kratten), zonder opties erboven.
play-amounts-only = { $one ->
        [1] Typ { $first }, het enige getal dat kan.
       *[other] Typ een getal van { $first } tot en met { $last }{ $by ->
            [1] {""}
           *[other] { " " }in stappen van { $step }
        }.
    }
play-bad-amount = “{ $input }” is geen optie: typ het nummer van een optie, een getal uit het getoonde bereik, of help.
play-bad-amount-only = “{ $input }” is geen getal uit het getoonde bereik: typ een getal uit het bereik, of help.
play-undone = Je keuzes sinds het begin van deze spelersbeurt, of sinds de laatste worp of getoonde kaart, zijn teruggenomen.
play-no-undo = Niets terug te nemen: je maakte sinds het begin van deze beurt geen keuze die nog terug kan (niet voorbij een worp, een getoonde kaart of het antwoord van een andere speler).
play-saved = Spel bewaard in { $file }; het stopt hier. Speel verder met: { $command } --load { $file }
play-requested = { $command }: je krijgt de vraag de volgende keer dat de regels het toelaten.
play-news-skipped = ({ $n ->
    [one] één eerdere regel nieuws wordt niet getoond: typ log om hem te lezen.
   *[other] { $n } eerdere regels nieuws worden niet getoond: typ log om ze te lezen.
})
play-out-of-play =
    { $seat }: { $why }
    { $enter ->
        [yes] (Er wordt je niets meer gevraagd tot je weer kunt spelen. Druk op Enter om de rest van het spel te volgen.)
       *[other] (Er wordt je niets meer gevraagd tot je weer kunt spelen.)
    }
play-forced-stop = { $seat }: { $why }{ $enter ->
        [yes] {" "}(Druk op Enter om de rest van het spel te volgen.)
       *[other] {""}
    }
play-back-in-play = { $seat }: Je kunt weer spelen{ $why ->
        [none] .
       *[other] , want { $why }.
    }
play-news-more = ({ $n ->
    [one] Nog één regel nieuws
   *[other] Nog { $n } regels nieuws
}: druk op Enter om verder te lezen.)
play-log-skipped = ({ $n ->
    [one] Eén eerdere regel wordt niet getoond
   *[other] { $n } eerdere regels worden niet getoond
}: het logboek toont de laatste { $shown }.)
play-quit = Spel verlaten zonder te bewaren.
play-over = Het spel is afgelopen.
play-winner = Winnaar: { $seat } ({ $kind })
play-no-winner = Geen winnaar: de beurtenlimiet beëindigde de partij zonder dat één speler alleen voorstond.
play-why = Waarom: { $why }
play-why-capped = Waarom: de partij bereikte de beurtenlimiet van de tafel (een grens van dit programma, geen spelregel), met de winnaar vooraan in de scores hieronder.
play-save-failed = Het spel kon niet bewaard worden in { $file } ({ $error }). Het gaat verder: bewaar in een ander bestand met save BESTAND.
play-scenario-written = De stelling bij deze vraag (voor gebeurtenis { $event }) is geschreven naar { $file }: draai ze met mobrules scenario { $file }.
play-scenario-failed = Geen scenariobestand geschreven (de reden, in het Engels zoals de scenariobestanden): { $error }
play-saved-over = Het einde van het spel is bewaard in { $file }: wie het laadt, ziet hoe het spel afliep.
play-saved-over-failed = Het einde van het spel kon niet bewaard worden ({ $error }): { $file } bevat het spel nog zoals het laatst bewaard werd.
play-loaded-over = Dit bestand bevat een spel dat afgelopen is: zo liep het af. Begin een nieuw spel zonder --load.
play-replaces-ended = { $file } bevatte een spel dat afgelopen is: dit nieuwe spel wordt daar voortaan bewaard.
play-help =
    Een nummer kiest die optie; waar een bedrag als bereik gevraagd wordt, typ het bedrag ($ en komma's mogen blijven), en #N voor optie N.
    help N     wat optie N doet (de regel van een actie, de tekst van een kaart)
    help rules hoe je wint en hoe een beurt verloopt
    status     { play-status-what }
    board X    { play-board-what }
    log        wat er onlangs gebeurde, zoals jij het mag weten
    undo       je keuzes sinds het begin van deze spelersbeurt terugnemen (niet voorbij een worp, een getoonde kaart of het antwoord van een andere speler)
    save       het spel bewaren en stoppen (verder spelen met --load); save BESTAND bewaart in BESTAND
    scenario   de stelling bij deze vraag als scenariobestand schrijven, een test om te draaien met mobrules scenario BESTAND; scenario BESTAND schrijft naar BESTAND
    quit       stoppen zonder te bewaren

# Wat `board X` zoekt, in de hulp en als niets antwoordt (een spel mag het op zijn manier zeggen).
play-board-hint = { $table ->
        [page] zoek met een deel van de naam van een plaats.
       *[terminal] probeer board met een deel van de naam van een plaats.
    }
play-board-what = waar de plaats X is, en wat er staat (een deel van de naam volstaat)
# What `status` shows, in the help (a game may say it its way).
play-status-what = de tafel, de stand en wat je in handen hebt (board ook); voor een vraag worden ze alleen opnieuw getoond als ze veranderd zijn

# Hoe je wint en hoe een beurt verloopt: het eerste scherm aan tafel, en `help rules`. Elk spel
# zegt het zijne met zijn eigen getallen; dit zegt een spel dat er geen zegt.
play-rules = Hoe je wint: het spel zegt aan het einde wie won en waarom.
play-rules-again = (help rules toont dit opnieuw.)

# Een titel die de seed niet verraadt (de pagina van één plaats, de tafel in de browser): de naam
# van het spel (`game-name`) en zijn plaatsen, die van een mens als `seat-kind-human`, een bot als `seat-kind-bot`.
play-title-public = { $game }: { $seats }
seat-kind-human = mens
# De plaats van een bot in woorden, naar zijn soort (`bot:greedy`) en, voor een bot die zoekt,
# zijn budget per zet (`bot:search:2000`: ingebeelde partijen; `bot:search:250ms`: een tijd).
seat-kind-bot = { $kind ->
        [random] willekeurige bot
        [greedy] gulzige bot
        [search] zoekende bot
        [balance] balansbot
       *[other] bot { $kind }
    }{ $budget ->
        [ms] { " " }({ $amount } ms per zet)
        [playouts] { " " }({ $amount ->
            [one] { $amount } ingebeelde partij
           *[other] { $amount } ingebeelde partijen
        } per zet)
       *[none] {""}
    }

# De pagina van de spelviewer (mobrules view).
view-observer = Toeschouwer (ziet alles)
view-reader = Gezien door
view-language = Taal
view-first = Begin
view-previous = Vorige
view-next = Volgende
view-next-turn = Volgende beurt
view-last = Einde
view-play = Afspelen
view-pause = Pauze
view-speed = Gebeurtenissen per seconde
view-round = Beurt
view-go = Ga
view-step = Gebeurtenis
# Hoe lang het spel op een gebeurtenis geduurd heeft, in de eenheid van het spel (een spel zegt de zijne).
view-length = beurt { $length }
# De naam van de taal in die taal, in het taalmenu.
view-language-name = Nederlands
view-end = Eindstand
view-ends-early = Het logboek eindigt voor het spel.

# De tafel in de browser (mobrules serve).
serve-seat = Je speelt:
serve-waiting = Wachten op de andere spelers…
serve-waiting-for = Wachten op { $seat }…
serve-help = Toon wat elke keuze doet
serve-undo = Ongedaan maken
serve-save = Bewaren
serve-pick = Kiezen
serve-amount-empty = Typ eerst een bedrag in het vak: er wordt er geen voor je gekozen.
serve-purse = Je hebt { $money }.
serve-group = { $heading } — { $count ->
        [one] één optie
       *[other] { $count } opties
    }
play-standing-you = { $line } (jij)
serve-bad-amount = { $input } ligt niet in het getoonde bereik.
serve-save-failed = Het spel kon niet bewaard worden. Het gaat door.
serve-saved = Bewaard. Om later naar deze tafel terug te keren, typt wie de server draait { $command } --load BESTAND, met als BESTAND het bewaarbestand dat de server bij het starten noemde: elke plaats komt terug op dezelfde link, met dezelfde mensen en bots.
serve-lost = De verbinding is weg: opnieuw verbinden…
serve-news = Wat je verteld werd
serve-watch = De rest van het spel volgen
serve-find = Zoeken
serve-find-label = Een naam op het bord zoeken (dit is geen antwoord op de vraag):
serve-marks = Op het bord zijn de plaatsen waar deze keuzes over gaan oranje omrand; die van de keuze onder de muisaanwijzer, of van de aangewezen keuze, rood. Klik of tik op een plaats om de keuzes ervoor aan te wijzen.
serve-found = Op het bord zijn de plaatsen die deze zoekopdracht vond met blauwe streepjes omrand.
serve-zoom = Het bord vergroten
serve-unzoom = Het bord aan het scherm aanpassen
serve-rules = Hoe je wint
serve-scenario = Opslaan als scenario
serve-scenario-help = Download de stelling bij deze vraag als scenariobestand, een test om te draaien met mobrules scenario BESTAND
serve-scenario-written = De stelling bij deze vraag (voor gebeurtenis { $event }) is gedownload als { $file }: draai ze met mobrules scenario { $file }.
serve-scenario-shared = Geen scenariobestand: het zou ieders verborgen kaarten en de kaarten die nog komen tonen, dus het wordt alleen geschreven aan een tafel met één persoon.
serve-scenario-off = Geen scenariobestand: het zou ieders verborgen kaarten en de kaarten die nog komen tonen, dus het wordt alleen geschreven aan een tafel die met --scenarios gestart is.
serve-scenario-gone = Geen scenariobestand: de vraag waarbij het gevraagd werd, is al beantwoord.
# Wat `serve` op de terminal van de gastheer toont, in de taal van de tafel.
serve-host-listening = { $game } op { $url }, seed { $seed }, bewaard in { $file }
serve-host-person = { $seat }: { $url }
serve-host-bot = { $seat }: { $kind }
serve-host-network = (anderen op het netwerk gebruiken het adres van deze computer in plaats van { $ip })
serve-host-secret = Elke link is het geheim van zijn plaats: geef hem alleen aan wie die plaats speelt. Ctrl-C stopt de server; de tafel wordt bewaard.
serve-host-redrawn = Het linkgeheim van { $seat } in het bewaarde spel is er geen dat dit programma trekt: er wordt een nieuwe link getrokken.
serve-host-save-failed = De tafel kon niet bewaard worden: { $error }
serve-host-over = Het spel is afgelopen. { $verdict } De pagina's tonen de eindstand; Ctrl-C stopt de server.
# Wat `serve` de host zegt als hij niet kan starten of verder kan, in de taal van de tafel.
serve-error-person = --seats: een tafel in de browser heeft een menselijke plaats nodig (alleen bots: mobrules run)
serve-error-listen = --listen { $addr }: dit is geen ADRES:POORT (bijvoorbeeld 127.0.0.1:1920, 0.0.0.0:1920, [::1]:1920 of localhost:1920)
serve-error-port = --listen { $addr }: { $port } is geen poort (een getal van 0 tot 65535)
serve-error-in-use = --listen { $addr }: deze poort is al in gebruik (door een ander programma, of een andere mobrules serve): kies een andere, of poort 0 voor een willekeurige vrije
serve-error-not-here = --listen { $addr }: dit adres is niet een van deze computer: geef 127.0.0.1 voor alleen deze computer, of 0.0.0.0 om het netwerk te laten meedoen
serve-error-denied = --listen { $addr }: deze poort staat niet open voor deze gebruiker (poorten onder 1024 vragen beheerdersrechten): kies een poort vanaf 1024
serve-error-listen-failed = --listen { $addr }: de server kan daar niet luisteren: { $error }
serve-error-start = De server kon niet starten: { $error }
serve-error-stopped = De server is gestopt.
serve-error-table = De tafel is gestopt: { $error }
serve-error-table-gone = De tafel is onverwacht gestopt.
serve-error-links = De links van de plaatsen konden niet getrokken worden: deze computer geeft geen toeval ({ $error }).
load-error-unreadable = { $file }: het bewaarbestand kan niet gelezen worden: { $error }
io-error-not-found = dit bestand bestaat niet (of een map op zijn pad niet)
io-error-denied = deze gebruiker mag het niet openen (geen toestemming)
io-error-folder = dit is een map, geen bestand
io-error-not-folder = een naam op zijn pad is een bestand, geen map
io-error-read-only = de schijf is alleen-lezen
io-error-full = de schijf is vol
load-error-not-save = { $file }: dit is geen bewaarbestand van mobrules.
load-error-version = { $file }: dit bewaarbestand heeft formaat { $format }, dat deze mobrules niet leest: laad het met de mobrules die het schreef.
load-error-damaged = { $file }: dit bewaarbestand is beschadigd: de controlesom klopt niet, dus het is ingekort of veranderd sinds het geschreven werd.
load-error-other-game = { $file }: dit bewaarbestand is een spel { $saved }, geen { $here }.
load-error-other-content = { $file }: dit bewaarbestand is gemaakt met andere inhoud: laad het met dezelfde opties --content en --mod als waarmee het spel gespeeld werd.
load-error-save-data = { $file }: de spelgegevens van dit bewaarbestand passen niet bij dit spel: { $error }

# Wat elk spel gelijk zegt: de plaatsen, het einde van een partij, een mislukt kaartscript, de
# grens aan de lengte van een spel. Een spel zegt het zelf waar het verschilt (score, lengte).
seat = Speler { $n }
run-winner = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } beurt
       *[other] { $length } beurten
    }.
run-winner-capped = Winnaar: { $seat } ({ $kind }) na { $length ->
        [one] { $length } beurt
       *[other] { $length } beurten
    }, bij de beurtenlimiet.
run-draw = Geen winnaar: de beurtenlimiet beëindigde de partij zonder dat één speler alleen voorstond.
run-score = { $seat } ({ $kind }): { $score }
play-score = { $seat }: { $points }
run-standing-end = { $seat } ({ $kind }): { $standing }
play-standing-end = { $seat }: { $standing }
script-failed = De kaart { $card } faalde in { $hook } ({ $file }:{ $line }: { $message }) en doet deze keer niets.
# What a seat is told of it: the card may be one the seat is not shown.
hidden-script-failed = Het script van een kaart faalde; de kaart doet deze keer niets.
capped = Het spel werd bij de beurtlimiet gestopt.
capped-tie = Het spel werd bij de beurtlimiet gestopt zonder dat iemand voorstond.

# `mobrules cards`, the card list for proofreading: a card's copies, and a game with none.
cards-in-deck = { $count } in de stapel
cards-value = waarde { $value }
cards-none = { $game } heeft geen kaarten.

cli-error-unknown-game = onbekend spel „{ $game }” (bekende spellen: { $known })
cli-error-unknown-seat = onbekende soort speler „{ $seat }” (bekende soorten: { $known })
cli-error-unknown-option = { $option } is geen optie van mobrules { $command }
cli-error-no-value = { $option } heeft een waarde nodig, en er is er geen gegeven
cli-error-bad-value = { $value } is geen geldige waarde voor { $option }
cli-error-missing = { $option } ontbreekt
cli-error-bad-budget = { $kind ->
        [balance] ongeldig budget voor bot:balance „{ $budget }” (schrijf bijvoorbeeld `bot:balance:24` voor gesimuleerde partijen, hoogstens { $playouts })
       *[search] ongeldig budget voor bot:search „{ $budget }” (schrijf `search:easy`, `search:normal` of `search:hard`, `search:2000` voor gesimuleerde partijen, hoogstens { $playouts }, of `search:250ms` voor een tijd, hoogstens { $millis }ms)
    }
cli-error-conflict = { $option } kan niet samen met { $other } gegeven worden
cli-hint = Alle opties zien: mobrules { $command } --help
