//! What two newcomers met at the table and could not read right: the sales' reason for a lost
//! profit under Copper in the House, a rival's Moll, the cost of an offer, the public dock, the
//! end of the game.

use super::*;

fn told(content: &Content, lang: &str, e: &Event, viewer: Option<Seat>) -> String {
    let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
    let n = Narrator { content, locale: &locale };
    n.line(e, viewer).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "")
}

/// Copper in the House (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Aucune influence, aucun
/// bénéfice ... Ce Bar Clandestin est identique à O'Malley's pour un tour"): a newcomer who
/// held 2 markers against 1 + 1 read at the sales "Nobody controls Texas Lil's Diner ...
/// (control needs as many markers there as all the others together)", which the markers
/// contradicted. The sales name the card, and who the markers would have made the controller.
#[test]
fn a_profit_lost_to_copper_in_the_house_names_the_card() {
    let content = load(&Source::Embedded).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let raided = Event::NoMargin { speakeasy: texas, majority: None, raided: Some(Some(Seat(0))), paid_off: false };
    let nobody = Event::NoMargin { speakeasy: texas, majority: None, raided: Some(None), paid_off: false };
    // Term review 27, finding 1 (nl, seed 48, turn 5): Player 4 held Mother's by Big Payoff with
    // 1 marker against 3, and the news said "by the markers".
    let paid_off = Event::NoMargin { speakeasy: texas, majority: None, raided: Some(Some(Seat(3))), paid_off: true };
    let payoff_said = [
        ("en", "(Player 4 controls it by Big Payoff, and would have taken it)."),
        ("fr", "(Joueur 4 en a le contrôle par Big Payoff (Coup d'état), et l'aurait empoché)."),
        ("nl", "(Speler 4 heeft er de controle door Big Payoff (Omkoopsom), en had de winst anders opgestreken)."),
    ];
    for (lang, said) in payoff_said {
        let told = told(&content, lang, &paid_off, None);
        assert!(told.ends_with(said), "{lang}: {told}");
    }
    for (lang, would, none) in [
        (
            "en",
            "Copper in the House: Texas Lil's Diner is like O'Malley's this turn, so nobody takes its profit (Player 1 controls it by the markers, and would have taken it).",
            "Copper in the House: Texas Lil's Diner is like O'Malley's this turn, so nobody takes its profit, whatever the markers there.",
        ),
        (
            "fr",
            "Copper in the House (Descente de Flics) : Texas Lil's Diner est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice (Joueur 1 en a le contrôle par ses marqueurs, et l'aurait empoché).",
            "Copper in the House (Descente de Flics) : Texas Lil's Diner est comme O'Malley's ce tour-ci, personne n'empoche donc de bénéfice, quels que soient les marqueurs qui s'y trouvent.",
        ),
        (
            "nl",
            "Copper in the House (Flik in huis): Texas Lil's Diner is deze beurt als O'Malley's, dus niemand strijkt de winst op (Speler 1 heeft er de controle door de fiches, en had de winst anders opgestreken).",
            "Copper in the House (Flik in huis): Texas Lil's Diner is deze beurt als O'Malley's, dus niemand strijkt de winst op, hoeveel fiches er ook staan.",
        ),
    ] {
        assert_eq!(told(&content, lang, &raided, Some(Seat(0))), would, "{lang}");
        assert_eq!(told(&content, lang, &nobody, None), none, "{lang}");
    }
}

/// Moll (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Votre copine dépense autant de l'argent de ce
/// Truand que le dé (1 = $1G, etc.). L'argent dépensé va à la banque, pas à vous."): a rival's
/// Moll was told as "Player 4 rolls 3." and then "Player 3 pays $3G to the bank", with no word
/// of why; the roll now says what it costs. And `board moll` / `board gangsterliefje` found
/// nothing, since the card was neither on offer nor in the reader's hand: any card of the deck
/// is found by its name, with its text.
#[test]
fn a_rival_s_moll_says_what_the_roll_costs_and_board_finds_it() {
    use super::super::super::event::ThugDid;
    let content = load(&Source::Embedded).unwrap();
    let moll = card(&content, "moll");
    let rolled = Event::ThugDid { seat: Seat(3), card: moll, what: ThugDid::Rolled { face: 3 } };
    let state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, words, said, found) in [
        (
            "en",
            "moll",
            "Moll: Player 4 rolls 3, so the moll spends $3G of the chosen bootlegger's money (as many $G as the die shows), paid to the bank, not to Player 4.",
            "Moll (a card of the henchman deck, the deck each turn's offers are dealt from; neither on offer nor in your hand now)",
        ),
        (
            "fr",
            "poupée",
            "Moll (Poupée) : Joueur 4 fait 3 : sa copine dépense donc $3G de l'argent du Truand choisi (autant de $G que le dé), qui vont à la banque, pas à Joueur 4.",
            "Moll (Poupée) (une carte du paquet d'Hommes de Main, le paquet d'où viennent les offres de chaque tour ; ni sur un espace d'offre ni dans votre main en ce moment)",
        ),
        (
            "nl",
            "gangsterliefje",
            "Moll (Gangsterliefje): Speler 4 gooit 3, dus het gangsterliefje geeft $3G uit van het geld van de gekozen smokkelaar (evenveel $G als de dobbelsteen), en dat gaat naar de bank, niet naar Speler 4.",
            "Moll (Gangsterliefje) (een kaart van de handlangerstapel, de stapel waaruit elke beurt het aanbod komt; nu niet in het aanbod en niet in je hand)",
        ),
    ] {
        assert_eq!(told(&content, lang, &rolled, None), said, "{lang}");
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let board = screen.find(&v, words).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        assert!(board.contains(found), "{lang}: {board}");
        assert_eq!(board.matches("Moll").count(), 1, "{lang}: {board}");
    }
}

/// Dutch that read as broken or said the opposite (issue 35): "sluit aan aan de dokken die je
/// invloed je geeft", "dus 1 zouden verloren gaan", "zijn loon blijft voor jou" (read as: you
/// keep the wage, where you still pay it).
#[test]
fn dutch_rent_words_read_right() {
    use super::super::super::choice::Deal;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 1;
    let mine = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    let theirs = state.operated_by(Seat(1)).map(|(id, _)| id).next().unwrap();
    let l = locale("nl");
    let screen = screen_in(&content, &l);
    let out = Deal::RentTruck { from: Seat(0), to: Seat(1), truck: mine };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(1), deal: out, price: 2, cards: Vec::new() })];
    let v = View::new(&state, &content, Seat(0), &offered);
    let said = plain(&screen.help(&v, "deal_answer", &Choice::Accept));
    assert!(
        said.contains("dus die zou verloren gaan als fase 4 eindigt (tenzij Warehouse (Opslagplaats) hem bewaart)"),
        "{said}"
    );
    assert!(said.contains("zijn loon blijft voor jouw rekening"), "{said}");
    let rent_in = Deal::RentTruck { from: Seat(1), to: Seat(0), truck: theirs };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(1), deal: rent_in, price: 2, cards: Vec::new() })];
    let v = View::new(&state, &content, Seat(0), &offered);
    let said = plain(&screen.help(&v, "deal_answer", &Choice::Accept));
    assert!(said.contains("sluit aan bij de dokken waar jouw invloed je recht op geeft"), "{said}");
    assert!(said.contains("blijft voor rekening van Speler 2"), "{said}");
    for words in ["aan aan", "je invloed je", "blijft voor jou.", "1 zouden"] {
        assert!(!said.contains(words), "{said}");
    }
}

/// PHASE 4, 1-2 (« Toutes les Caisses qui ne sont pas chargées sur un Camion à la fin de la
/// phase 4 sont perdues »): "Player 2 offers you $2G to drive your truck 5 ... Do you accept?"
/// looked like money for nothing; only `help 1` said that the seat's 6 crates would then be
/// lost. The option says it. And an offer for a crate says how many the seat has, beside the
/// room on its trucks.
#[test]
fn accepting_an_offer_says_the_crates_it_loses_and_a_crate_offer_those_held() {
    use super::super::super::choice::Deal;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 6;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap();
    let rent = Deal::RentTruck { from: Seat(0), to: Seat(1), truck };
    let offered = vec![Logged::Game(Event::Offered { by: Seat(1), deal: rent, price: 2, cards: Vec::new() })];
    let v = View::new(&state, &content, Seat(0), &offered);
    let sell = Deal::SellCrates { from: Seat(0), to: Seat(2), crates: 1 };
    let crates = vec![Logged::Game(Event::Offered { by: Seat(2), deal: sell, price: 1, cards: Vec::new() })];
    let w = View::new(&state, &content, Seat(0), &crates);
    for (lang, accept, have) in [
        (
            "en",
            "accept: your other trucks have room for 0 of your 6 crates, so 6 crates are lost when phase 4 ends",
            "you have 6 crates in your back room, and your trucks at home have room for 4 crates.",
        ),
        (
            "fr",
            "accepter : vos autres Camions ont de la place pour 0 de vos 6 Caisses, donc 6 Caisses sont perdues à la fin de la phase 4",
            "vous avez 6 Caisses dans votre Arrière-Salle, et vos Camions restés chez vous ont de la place pour 4 Caisses.",
        ),
        (
            "nl",
            "aannemen: je andere vrachtwagens hebben plaats voor 0 van je 6 kratten, dus gaan er 6 kratten verloren als fase 4 eindigt",
            "je hebt 6 kratten in je achterkamer, en je vrachtwagens thuis hebben plaats voor 4 kratten.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.option(&v, "deal_answer", &Choice::Accept)), accept, "{lang}");
        let said = plain(&screen.question(&w, "deal_answer"));
        assert!(said.contains(have), "{lang}: {said}");
        // Nothing lost: the plain word.
        assert_eq!(plain(&screen.option(&w, "deal_answer", &Choice::Accept)), plain(&l.text("option-accept", &[])));
    }
}

/// PHASE 5, c (« le Truand ... possédant le contrôle de l'influence ou l'influence majoritaire
/// peut alors choisir s'il autorise le Bar Clandestin à acheter des Caisses ... au dock
/// public »; 3: the profit goes to the one in control): every destination said "public dock:
/// sells last, if Player 2 allows", and nothing said who decides, when, or why they would.
/// The option's help says it of that speakeasy, and `help rules` of every one.
#[test]
fn the_public_dock_says_who_decides_when_and_why() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![0, 2, 1];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, help, rules) in [
        (
            "en",
            "public dock, since you have no influence there: Player 2 decides at the sales, once the other docks have sold and if demand is left, whether it sells; in control, Player 2 takes the profit on those crates too, so has reason to allow it (phase 5, 2c)",
            "the public dock sells last, only if demand is left and the bootlegger in control or with the majority allows it, asked at that moment",
        ),
        (
            "fr",
            "dock public, puisque vous n'y avez pas d'influence : Joueur 2 décide à la vente, une fois les autres docks servis et s'il reste de la consommation, s'il vend ; ayant le contrôle, Joueur 2 empoche aussi le bénéfice sur ces Caisses, et a donc intérêt à l'autoriser (PHASE 5, 2c)",
            "le dock public vend en dernier, seulement s'il reste de la consommation et si le Truand qui a le contrôle ou la majorité l'autorise, à qui on le demande à ce moment-là",
        ),
        (
            "nl",
            "openbaar dok, omdat je er geen invloed hebt: Speler 2 beslist bij de verkoop, als de andere dokken verkocht hebben en er nog vraag is, of het verkoopt; met de controle strijkt Speler 2 ook de winst op die kratten op, en heeft er dus baat bij het toe te staan (fase 5, 2c)",
            "het openbaar dok verkoopt als laatste, alleen als er nog vraag is en de smokkelaar met de controle of de meerderheid het toestaat, die het op dat moment gevraagd wordt",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.help(&v, "dispatch", &Choice::Speakeasy(texas)));
        assert!(said.contains(help), "{lang}: {said}");
        let said = plain(&screen.rules(&l));
        assert!(said.contains(rules), "{lang}: {said}");
    }
}

/// PHASE 6, 2 (« en cas d'égalité, celui ayant la carte d'Autorité la plus basse est considéré
/// comme étant dernier »): after scores of $14G for Player 2 and Player 4, "Player 2 has the
/// least money and recruits one more marker" gave no reason why not Player 4.
#[test]
fn the_poorest_says_how_a_tie_is_broken() {
    let content = load(&Source::Embedded).unwrap();
    let poorest = Event::Poorest { seat: Seat(1) };
    for (lang, said) in [
        ("en", "of two or more with as little, the one with the lowest authority card this turn counts as poorest)."),
        (
            "fr",
            "en cas d'égalité, celui qui a la carte d'Autorité la plus basse ce tour-ci est considéré comme dernier).",
        ),
        (
            "nl",
            "hebben er meer even weinig, dan geldt wie deze beurt de laagste autoriteitskaart heeft als de armste).",
        ),
    ] {
        let told = told(&content, lang, &poorest, None);
        assert!(told.ends_with(said), "{lang}: {told}");
    }
}

/// PHASE 3, 2-3: with the cop watching the seat's own family still, "family still, 2 dice
/// now: one more die rolled there at every production; the cop watches the family still that
/// makes most" said the general rule, not that each extra die there is one more chance of the
/// face that stops it.
#[test]
fn a_die_on_a_watched_family_still_says_the_cop_watches_it() {
    use super::super::super::choice::StillRef;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.cop = Some(Seat(0));
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        (
            "en",
            "the cop watches your family still now: a 5 on any of its dice, this one too, makes it produce nothing that turn",
        ),
        (
            "fr",
            "le Flic surveille votre Alambic Familial en ce moment : un 5 sur n'importe lequel de ses dés, celui-ci compris, l'empêche de produire ce tour-là",
        ),
        (
            "nl",
            "de flik houdt je familiestokerij nu in het oog: een 5 op een van haar dobbelstenen, deze ook, legt haar die beurt stil",
        ),
    ] {
        let l = locale(lang);
        let option = plain(&screen_in(&content, &l).option(&v, "die", &Choice::Still(StillRef::Family)));
        assert!(option.ends_with(said), "{lang}: {option}");
    }
}
