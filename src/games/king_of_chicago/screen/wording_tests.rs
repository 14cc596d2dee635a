//! Words a reviewer read wrong: a gangster offered the place he holds stays there (6.5), an
//! empty business is taken by an attacker (5.2.5), a bonus is "his bonus", a spared gangster's
//! way to the hospital is told once.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

/// 6.5: at the placement, a gangster already in the car was offered "Rolls Roy to the car",
/// one in a business "to" that business: he stays where he is.
#[test]
fn a_gangster_offered_his_own_place_stays_there() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.businesses[0].owner = Some(Seat(0));
    let b = BusinessId(0);
    *state.gangster_mut(GangsterId(0)) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    *state.gangster_mut(GangsterId(1)) = GangsterState { owner: Some(Seat(0)), at: Where::Business(b) };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, car, business, moves) in [
        ("en", "stays in the car", "stays at ", " to the car"),
        ("fr", "reste dans la voiture", "reste à ", " vers la voiture"),
        ("nl", "blijft in de auto", "blijft in ", " naar de auto"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let stays = screen.option(&view, "place_gangster", &Choice::Place { gangster: GangsterId(0), to: Where::Car });
        assert!(stays.contains(car), "{lang}: {stays}");
        let to = Where::Business(b);
        let stays = screen.option(&view, "place_gangster", &Choice::Place { gangster: GangsterId(1), to });
        assert!(stays.contains(&format!("{business}{}", String::from(n.business(b)))), "{lang}: {stays}");
        let goes = screen.option(&view, "place_gangster", &Choice::Place { gangster: GangsterId(1), to: Where::Car });
        assert!(goes.contains(moves), "{lang}: {goes}");
    }
}

/// 5.2.5: "un seul tour perdu la fait perdre à un attaquant" read as the attacker losing the
/// business; "sa Attaque de voiture" mixed genders.
#[test]
fn the_french_says_who_takes_an_empty_business_and_his_bonus() {
    let content = load::load(&Source::Embedded).unwrap();
    let locale = Locale::load(&content.source, GAME_ID, "fr").unwrap();
    let empty = locale.text("choice-done-into-empty", &[]);
    assert!(empty.contains("une seule manche de fusillade perdue et un attaquant la prend"), "{empty}");
    let part = locale.text(
        "part-standard-elsewhere",
        &[
            ("gangster", "Ken Evil".into()),
            ("bonus", "+1".into()),
            ("printed", "driveby_attack".into()),
            ("value", "+2".into()),
            ("mode", "business".into()),
        ],
    );
    assert!(part.contains("son bonus Attaque de voiture +2"), "{part}");
}

/// 5.2.5: a gangster spared in a fight read "Lucky Lou is spared and goes to the hospital."
/// then at once "Player 1's Lucky Lou goes to the hospital.": the spared line says he escapes
/// death, the next where he goes (and outside a fight, he stays where he was).
#[test]
fn a_spared_gangster_goes_to_the_hospital_once() {
    let content = load::load(&Source::Embedded).unwrap();
    for (lang, hospital) in [("en", "hospital"), ("fr", "hôpital"), ("nl", "ziekenhuis")] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let spared = locale.text("spared", &[("gangster", "Lucky Lou".into()), ("to", n.place(Where::Hospital))]);
        assert!(spared.contains("Lucky Lou") && !spared.contains(hospital), "{lang}: {spared}");
    }
}

/// 5.2.5: a drive-by on an empty car said "un seul tour perdu la fait perdre", read as the
/// attacker losing it, as the placement's sentence once did; a side fighting alone said "un
/// seul tour perdu fait perdre la fusillade", losing it for no one said.
#[test]
fn the_french_says_who_loses_a_fight_with_no_gangster() {
    let content = load::load(&Source::Embedded).unwrap();
    let locale = Locale::load(&content.source, GAME_ID, "fr").unwrap();
    let drive_by =
        locale.text("action-drive-by", &[("seat", "Joueur 2".into()), ("empty", "yes".into()), ("wins", "".into())]);
    assert!(
        drive_by.ends_with("(aucun gangster à bord : gagnez un seul tour et vous l'emportez, 5.2.5)"),
        "{drive_by}"
    );
    for (alone, side) in [("yes", "l'entreprise"), ("car", "la voiture")] {
        let args = [
            ("attack", "+2".into()),
            ("attack_parts", "Bugs Benny +2".into()),
            ("defense", "0".into()),
            ("defense_parts", "aucun gangster".into()),
            ("alone", alone.into()),
        ];
        let started = locale.text("shootout-started", &args);
        let says =
            format!("{side} se bat seule, et il lui suffit de perdre une manche pour perdre la fusillade (5.2.5).");
        assert!(started.ends_with(&says), "{started}");
    }
    for id in ["action-drive-by", "shootout-started", "police-bust", "choice-done-into-empty"] {
        let text = locale.text(id, &[("empty", "yes".into()), ("alone", "yes".into())]);
        assert!(!text.contains("fait perdre"), "{id}: {text}");
    }
}
