//! What a newcomer reads of a fight, a police action and a frozen income: each side's total
//! with its parts (rulebook 5.2.5 B, "Calcul du bonus d'attaque et de défense d'un
//! gangster"), an arrest told as an arrest and a raid as a raid (5.4.1, 5.4.2), and the lost
//! income naming Election Day and who played it (8.1), in every language.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::games::king_of_chicago::content::{Content, GAME_ID};
use mobrules::games::king_of_chicago::event::{Event, Part};
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::state::{BusinessId, Card, FrozenBy, GangsterId, Target};

fn told(c: &Content, lang: &str, e: &Event) -> String {
    let locale = Locale::load(&c.source, GAME_ID, lang).expect("locale loads");
    let n = Narrator { content: c, locale: &locale };
    n.line_for(e, Seat(0)).expect("the event is told")
}

fn gangster(c: &Content, id: &str) -> GangsterId {
    GangsterId(c.gangsters.iter().position(|g| g.id == id).expect("a bundled gangster") as u8)
}

/// Foxtrot O'Flanigan's "Driveby Defence +2" counts in a drive-by only: defending a business
/// he gives the standard +1, and the narration says so beside the business's own +1.
#[test]
fn a_business_fight_tells_each_total_with_its_parts() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let (bugs, foxtrot) = (gangster(&c, "bugs_benny"), gangster(&c, "foxtrot_o_flanigan"));
    let pig = BusinessId(c.businesses.iter().position(|b| b.id == "the_blind_pig").expect("The Blind Pig") as u8);
    let e = Event::ShootoutStarted {
        attacker: Seat(0),
        defender: Seat(1),
        target: Target::Business(pig),
        attackers: vec![bugs],
        defenders: vec![foxtrot],
        attack: 2,
        defense: 2,
        parts: [
            vec![Part::Gangster { gangster: bugs, bonus: 2, printed: Some("attack"), neutralised: false }],
            vec![
                Part::Gangster { gangster: foxtrot, bonus: 1, printed: None, neutralised: false },
                Part::Building { business: pig, bonus: 1 },
            ],
        ],
    };
    let en = told(&c, "en", &e);
    assert!(en.contains("Attack +2: Bugs Benny +2 (Attack)."), "{en}");
    assert!(
        en.contains("Defence +2: Foxtrot O'Flanigan +1 (standard: his Driveby Defence +2 counts in a drive-by only), The Blind Pig +1 (small business)."),
        "{en}"
    );
    let fr = told(&c, "fr", &e);
    assert!(
        fr.contains(
            "Foxtrot O'Flanigan +1 (standard : son bonus Défense de voiture +2 ne compte que dans une attaque de voiture)"
        ),
        "{fr}"
    );
    assert!(fr.contains("Bugs Benny +2 (Attaque)"), "{fr}");
    let nl = told(&c, "nl", &e);
    assert!(
        nl.contains("Foxtrot O'Flanigan +1 (standaard: zijn Drive-by-verdediging +2 telt alleen bij een drive-by)"),
        "{nl}"
    );
    // One Dutch spelling of the drive-by, as the Dutch rules write it.
    assert!(!nl.contains("Driveby") && !nl.contains("Drive-by "), "{nl}");
    // The size before its noun, agreeing with it: "kleine zaak", "petite entreprise".
    assert!(nl.contains("The Blind Pig +1 (kleine zaak)"), "{nl}");
    assert!(fr.contains("The Blind Pig +1 (petite entreprise)"), "{fr}");
}

/// 5.4.2: busting a car is an arrest, not a raid; 5.4.1: a raid stays a raid.
#[test]
fn an_arrest_reads_as_an_arrest_and_a_raid_as_a_raid() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let bust = Event::Raid { seat: Seat(0), target: Target::Car(Seat(1)), police_die: 5, owner_die: 2, success: true };
    let raid = Event::Raid {
        seat: Seat(0),
        target: Target::Business(BusinessId(0)),
        police_die: 2,
        owner_die: 5,
        success: false,
    };
    let cases = [
        (
            "en",
            "pull over the car of Player 2 to arrest its gangsters: the police's die 5 against the owner's 2, arrested!",
            " raid ",
        ),
        (
            "fr",
            "arrête la voiture de Joueur 2 : dé de la police 5 contre 2 pour le propriétaire, arrestation réussie !",
            "descente",
        ),
        (
            "nl",
            "houdt de auto van Speler 2 aan: dobbelsteen van de politie 5 tegen 2 voor de eigenaar, aanhouding geslaagd!",
            "binnen",
        ),
    ];
    for (lang, arrest, raid_word) in cases {
        let told_bust = told(&c, lang, &bust);
        assert!(told_bust.contains(arrest), "{lang}: {told_bust}");
        assert!(!told_bust.contains(raid_word), "{lang}: {told_bust}");
        let told_raid = told(&c, lang, &raid);
        assert!(told_raid.contains(raid_word), "{lang}: {told_raid}");
    }
}

/// 8.1: Election Day's victim "receives no income in the next trade round": the line names the
/// card and the player who played it.
#[test]
fn a_frozen_income_names_election_day_and_its_player() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let card = Card::Event(c.events.iter().position(|e| e.id == "election_day").expect("Election Day") as u8);
    let e = Event::Income {
        seat: Seat(0),
        businesses: 300,
        turf: 50,
        total: 0,
        frozen: Some(FrozenBy { card, seat: Some(Seat(1)) }),
        monopolies: Vec::new(),
        cancelled_by: None,
    };
    assert_eq!(
        told(&c, "en", &e),
        "Player 1 gets no income: Election Day (card of Player 2) froze him this round (8.1); $300 from businesses and $50 from turf are lost."
    );
    assert!(told(&c, "fr", &e).contains("Jour d'élection (carte de Joueur 2) l'a gelé pour ce tour"));
    assert!(told(&c, "nl", &e).contains("Verkiezingen (kaart van Speler 2) heeft hem deze ronde stilgelegd"));
}

fn business(c: &Content, id: &str) -> BusinessId {
    BusinessId(c.businesses.iter().position(|b| b.id == id).expect("a bundled business") as u8)
}

/// 6.1: the monopoly is said once for its kind, with the rate each business was actually paid
/// (The Mayor's "x2 income" doubles The Blind Pig's $400).
#[test]
fn a_monopoly_is_said_once_with_the_rates_paid() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let (pig, nail) = (business(&c, "the_blind_pig"), business(&c, "the_rusty_nail"));
    let e = Event::Income {
        seat: Seat(0),
        businesses: 1200,
        turf: 0,
        total: 1200,
        frozen: None,
        monopolies: vec![(pig, 800), (nail, 400)],
        cancelled_by: None,
    };
    for (lang, said) in [
        ("en", "The Blind Pig (small bar: $400, made $800 by a gangster's card), The Rusty Nail (small bar) $400."),
        (
            "fr",
            "The Blind Pig (petit bar : 400 $, porté à 800 $ par la carte d'un gangster), The Rusty Nail (petit bar) 400 $.",
        ),
        (
            "nl",
            "The Blind Pig (bar, klein: $400, $800 door de kaart van een gangster), The Rusty Nail (bar, klein) $400.",
        ),
    ] {
        let line = told(&c, lang, &e);
        assert!(line.ends_with(said), "{lang}: {line}");
        assert_eq!(line.matches("(6.1)").count(), 1, "{lang}: {line}");
    }
}

/// 5.2.5: the attack is said once ("Player 1 attacks the car of Player 2."); the shootout's
/// start gives the totals, and for a car with nobody in it, that one lost round loses it (fr.
/// rules: "si vous attaquez une voiture vide ... vous devez gagner 1 tour de fusillade").
#[test]
fn an_empty_cars_shootout_says_one_lost_round_loses_it_and_names_the_attack_once() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let bugs = gangster(&c, "bugs_benny");
    let e = Event::ShootoutStarted {
        attacker: Seat(0),
        defender: Seat(1),
        target: Target::Car(Seat(1)),
        attackers: vec![bugs],
        defenders: vec![],
        attack: 2,
        defense: 0,
        parts: [vec![Part::Gangster { gangster: bugs, bonus: 2, printed: Some("attack"), neutralised: false }], vec![]],
    };
    for (lang, start, alone) in [
        (
            "en",
            "Shootout (5.2.5)! Attack +2",
            "No gangster rides in it: the car fights alone, and one lost round loses the shootout (5.2.5).",
        ),
        (
            "fr",
            "Fusillade (5.2.5) ! Attaque +2",
            "Aucun gangster n'est à bord : la voiture se bat seule, et il lui suffit de perdre un tour pour perdre la fusillade (5.2.5).",
        ),
        (
            "nl",
            "Schietpartij (5.2.5)! Aanval +2",
            "Er zit geen gangster in: de auto vecht alleen, en één verloren ronde verliest de schietpartij (5.2.5).",
        ),
    ] {
        let line = told(&c, lang, &e);
        assert!(line.starts_with(start), "{lang}: {line}");
        assert!(line.ends_with(alone), "{lang}: {line}");
        assert!(
            !line.contains("Player 1") && !line.contains("Joueur 1") && !line.contains("Speler 1"),
            "{lang}: {line}"
        );
    }
}

/// 8.1: Break and enter takes 2 cards; when the victim holds fewer, the table is told why.
#[test]
fn fewer_cards_stolen_say_why() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let e = Event::StoleFewerCards { from: Seat(1), to: Seat(0), asked: 2, held: 0 };
    assert_eq!(
        told(&c, "en", &e),
        "Player 2 held no card that may be taken (event cards and contracts not yet started), so Player 1 takes none of the 2 (8.1)."
    );
}
