//! The fight's news with its reasons, in every language: whose die a card rolls (The Doctor's,
//! 8.2), why one who fell goes to the graveyard or the hospital (5.2.5, "Hospital or
//! graveyard?"), and what a seat's power points are made of (1.2).

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::engine::seat::Seat;
use mobrules::games::king_of_chicago::content::{Content, GAME_ID};
use mobrules::games::king_of_chicago::event::{Event, Fall, PowerParts, Why};
use mobrules::games::king_of_chicago::load;
use mobrules::games::king_of_chicago::narrate::Narrator;
use mobrules::games::king_of_chicago::points::Breakdown;
use mobrules::games::king_of_chicago::state::{Card, GangsterId, Where};

fn told(c: &Content, lang: &str, e: &Event) -> String {
    let locale = Locale::load(&c.source, GAME_ID, lang).expect("locale loads");
    let n = Narrator { content: c, locale: &locale };
    n.line_for(e, Seat(0)).expect("the event is told")
}

fn gangster(c: &Content, id: &str) -> GangsterId {
    GangsterId(c.gangsters.iter().position(|g| g.id == id).expect("a bundled gangster") as u8)
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
