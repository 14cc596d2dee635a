//! What a newcomer reads of a fight, a police action and a frozen income: each side's total
//! with its parts (rulebook 5.2.5 B, "Calcul du bonus d'attaque et de défense d'un
//! gangster"), an arrest told as an arrest and a raid as a raid (5.4.1, 5.4.2), and the lost
//! income naming Election Day and who played it (8.1); and the fight's news with its reasons:
//! whose die a card rolls (The Doctor's, 8.2), why one who fell goes to the graveyard or the
//! hospital (5.2.5, "Hospital or graveyard?"), and what a seat's power points are made of (1.2),
//! in every language.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::games::king_of_chicago::content::{Content, GAME_ID};
use mobrules::games::king_of_chicago::event::{Event, Fall, Part, PowerParts, Why};
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::points::Breakdown;
use mobrules::games::king_of_chicago::state::{BusinessId, Card, FrozenBy, GangsterId, Target, Where};

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
            "Aucun gangster n'est à bord : la voiture se bat seule, et il lui suffit de perdre une manche pour perdre la fusillade (5.2.5).",
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

/// term18 #1: "Joueur 3 lance le dé : 3" said neither that it was The Doctor's die nor what it
/// needed.
#[test]
fn a_card_s_roll_names_its_card_and_what_the_doctor_needs() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let doctor = gangster(&c, "the_doctor");
    let e = Event::Roll { seat: Some(Seat(2)), why: Why::Card, face: 3, card: Some(Card::Gangster(doctor.0)) };
    assert_eq!(told(&c, "en", &e), "Player 3 rolls the die for The Doctor: 3 (4 to 6 saves a gangster from death).");
    assert_eq!(
        told(&c, "fr", &e),
        "Joueur 3 lance le dé pour The Doctor : 3 (de 4 à 6, un gangster est sauvé de la mort)."
    );
    assert_eq!(
        told(&c, "nl", &e),
        "Speler 3 gooit de dobbelsteen voor The Doctor: 3 (met 4 tot 6 wordt een gangster van de dood gered)."
    );
}

/// term18 #1: "Hyman Diamond (Joueur 3) part pour le cimetière." said not why: the raw dice 3
/// or more apart send him there, less than 3 to the hospital.
#[test]
fn one_who_falls_is_told_why_he_goes_where_he_goes() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let hyman = gangster(&c, "hyman_diamond");
    let fell = |to, why| Event::Casualty { seat: Seat(2), gangster: hyman, to, why: Some(why) };
    let dead = fell(Where::Graveyard, Fall::Dice { winner: 6, loser: 1 });
    assert_eq!(
        told(&c, "en", &dead),
        "Player 3's Hyman Diamond goes to the graveyard (dice 6 against 1: 3 or more apart, 5.2.5)."
    );
    assert_eq!(
        told(&c, "fr", &dead),
        "Hyman Diamond (Joueur 3) part pour le cimetière (dés 6 contre 1 : 3 d'écart ou plus, 5.2.5)."
    );
    assert_eq!(
        told(&c, "nl", &dead),
        "Hyman Diamond van Speler 3 gaat naar het kerkhof (dobbelstenen 6 tegen 1: 3 of meer verschil, 5.2.5)."
    );
    let hurt = fell(Where::Hospital, Fall::Dice { winner: 4, loser: 2 });
    assert!(
        told(&c, "en", &hurt).ends_with("(dice 4 against 2: less than 3 apart, 5.2.5)."),
        "{}",
        told(&c, "en", &hurt)
    );
    assert!(told(&c, "fr", &hurt).ends_with("(dés 4 contre 2 : moins de 3 d'écart, 5.2.5)."));
    assert!(told(&c, "nl", &hurt).ends_with("(dobbelstenen 4 tegen 2: minder dan 3 verschil, 5.2.5)."));
    let higher = fell(Where::Hospital, Fall::Dice { winner: 2, loser: 6 });
    assert!(told(&c, "en", &higher).ends_with("(dice 2 against 6: his side rolled the higher die, 5.2.5)."));
    assert!(told(&c, "fr", &higher).ends_with("(dés 2 contre 6 : son camp a fait le plus haut dé, 5.2.5)."));
    assert!(told(&c, "nl", &higher).ends_with("(dobbelstenen 2 tegen 6: zijn kant gooide het hoogst, 5.2.5)."));
    let massacre = fell(Where::Graveyard, Fall::Massacre);
    assert!(told(&c, "en", &massacre).ends_with("goes to the graveyard (Massacre)."));
    assert!(told(&c, "nl", &massacre).ends_with("gaat naar het kerkhof (Massamoord)."));
}

/// term18 #1: "Joueur 1 a 1 point de pouvoir." (it was 2) said not what cost the point: the
/// news says what the points are made of, each source with its points, so that the part that
/// moved since the last count shows the cause (here the gangsters: 3 active give 1, where 4 gave 2).
#[test]
fn power_points_are_told_with_what_they_are_made_of() {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let lost = Event::Power {
        seat: Seat(0),
        points: 1,
        from: Some(PowerParts { by: Breakdown { gangsters: 1, ..Breakdown::default() }, active: 3 }),
    };
    assert_eq!(
        told(&c, "en", &lost),
        "Player 1 has 1 power point (1 from active gangsters: 3 now, a point for every 2)."
    );
    assert_eq!(
        told(&c, "fr", &lost),
        "Joueur 1 a 1 point de pouvoir (1 des gangsters actifs : 3 en jeu, un point par tranche de 2)."
    );
    assert_eq!(told(&c, "nl", &lost), "Speler 1 heeft 1 machtspunt (1 van actieve gangsters: nu 3, een punt per 2).");
    let took = Event::Power {
        seat: Seat(0),
        points: 3,
        from: Some(PowerParts { by: Breakdown { businesses: 2, respect: 1, ..Breakdown::default() }, active: 1 }),
    };
    assert_eq!(
        told(&c, "en", &took),
        "Player 1 has 3 power points (2 from open businesses; 1 from the local respect marker)."
    );
    assert_eq!(
        told(&c, "fr", &took),
        "Joueur 1 a 3 points de pouvoir (2 des établissements ouverts ; 1 du marqueur de respect local)."
    );
    assert_eq!(
        told(&c, "nl", &took),
        "Speler 1 heeft 3 machtspunten (2 uit open zaken; 1 van de lokaal-respecttegel)."
    );
    // No point left says the gangsters' part: one active gangster makes none.
    let none =
        Event::Power { seat: Seat(0), points: 0, from: Some(PowerParts { by: Breakdown::default(), active: 1 }) };
    assert_eq!(
        told(&c, "en", &none),
        "Player 1 has 0 power points (0 from active gangsters: 1 now, a point for every 2)."
    );
}
