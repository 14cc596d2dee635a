//! What a newcomer reads at the table about an empty car (5.2.5, 5.4.2), a gangster fetched
//! from jail or hospital (5.2.6), and which places a look-up outlines on the page.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

/// Fr. rules 5.2.5: "Vous devez avoir au moins un gangster dans votre voiture pour pouvoir
/// attaquer", and "si vous attaquez une voiture vide ... vous devez gagner 1 tour de
/// fusillade pour gagner". The question says why no attack is offered; the options on an
/// empty car say what one lost round does, and a bust of it that nobody goes to jail (5.4.2).
#[test]
fn an_empty_car_says_why_it_attacks_nothing_and_what_attacking_it_does() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    assert_eq!(state.players[Seat(0)].car.at, state.players[Seat(1)].car.at, "both cars start on one street");
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let drive_by = Choice::Action(Action::DriveBy(Seat(1)));
    let bust = Choice::Police(PoliceAction::Bust(Seat(1)));
    for (lang, why, lost, jailed) in [
        (
            "en",
            "Which action do you take? No gangster rides in your car, so you cannot attack the car of Player 2 here: only gangsters in the car attack (5.2.5)",
            "drive-by on the car of Player 2 (no gangster rides in it: one lost round loses it, 5.2.5)",
            "bust the car of Player 2 (no gangster rides in it: nobody goes to jail, only its contracts under way are lost, 5.4.2)",
        ),
        (
            "fr",
            "Quelle action faites-vous ? Aucun gangster n'est dans votre voiture : vous ne pouvez pas attaquer la voiture de Joueur 2 ici",
            "(aucun gangster à bord : gagnez un seul tour et vous l'emportez, 5.2.5)",
            "(aucun gangster à bord : personne ne va en prison, seuls ses contrats en cours sont perdus, 5.4.2)",
        ),
        (
            "nl",
            "Welke actie voer je uit? Er zit geen gangster in je auto, dus je kunt de auto van Speler 2 hier niet aanvallen",
            "(er zit geen gangster in: één verloren ronde verliest ze, 5.2.5)",
            "(er zit geen gangster in: niemand gaat naar de gevangenis, alleen de lopende jobs gaan verloren, 5.4.2)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "action");
        assert!(q.starts_with(why), "{lang}: {q}");
        let o = screen.option(&view, "action", &drive_by);
        assert!(o.contains(lost), "{lang}: {o}");
        let o = screen.option(&view, "police_action", &bust);
        assert!(o.contains(jailed), "{lang}: {o}");
    }
}

/// 5.2.6: fetching one's gangsters from jail or hospital costs the action and nothing else.
#[test]
fn fetching_gangsters_from_jail_says_it_costs_only_the_action() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let jail = Choice::Action(Action::FreeFromJail);
    for (lang, option, help) in [
        ("en", "(no bail: it costs only this action, 5.2.6)", "There is no bail and no fee"),
        ("fr", "(sans caution : cela ne coûte que cette action, 5.2.6)", "Pas de caution ni de frais"),
        ("nl", "(geen borg: het kost alleen deze actie, 5.2.6)", "Er is geen borg en het kost niets"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let o = screen.option(&view, "action", &jail);
        assert!(o.contains(option), "{lang}: {o}");
        let h = screen.help(&view, "action", &jail);
        assert!(h.contains(help), "{lang}: {h}");
    }
}

/// `board docks` and `board garage` outline the Docks and the three garages on the page, not
/// the streets beside them; `board 24` still outlines street 24.
#[test]
fn a_look_up_of_a_place_outlines_the_place() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let found = |w: &str| super::super::lookup::places_found(&n, &view, w);
    assert_eq!(found("docks"), ["docks"]);
    assert_eq!(found("garage"), ["garage_north", "garage_west", "garage_south"]);
    assert_eq!(found("24"), ["s24"]);
}

/// 3.2: the start lots' options read alike ("the lot by street 1"); each one's help names the
/// business that opens there with what it earns, and what stands by its street.
#[test]
fn each_start_lot_says_what_opens_there_and_what_stands_by_it() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 2, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let mine = view.businesses_of(Seat(0))[0];
    let lots: Vec<_> = content.board.start_squares().collect();
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let helps: Vec<String> =
            lots.iter().map(|&sq| screen.help(&view, "start_square", &Choice::Square(sq))).collect();
        let name = String::from(n.business(mine));
        for (h, &sq) in helps.iter().zip(&lots) {
            assert!(h.contains(&format!("\n{name}")), "{lang}: {h}");
            let by = crate::games::king_of_chicago::lookup::standing_by(&n, &view, content.board.street_of(sq));
            assert!(by.iter().all(|line| h.contains(line.as_str())), "{lang}: {h}");
        }
        let mut distinct = helps.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), helps.len(), "{lang}: two start lots read the same");
    }
}
