//! The main board's offer spaces and the families' authority cards, on the terminal's board
//! and in the picture the browser draws, in the reader's words (PHASE 1, 1-5; DESCRIPTION
//! DÉTAILLÉE DES PIÈCES DU JEU: "un espace d'offre avec un Camion et six espaces additionnels
//! d'offre"): the offers were named only in the authority question, and the picture drew
//! neither them nor anyone's authority card.

use super::super::super::content::{AuthorityId, TruckCardId};
use super::super::super::picture::{backdrop, picture};
use super::super::super::rules::Match;
use super::super::super::state::State;
use super::*;
use crate::engine::play::MatchOptions;

/// Four bootleggers: the medium truck card and Safe House and Hit on offer; Player 1 has laid
/// authority card 27 face down and Player 2 card 40, Player 3 and 4 nothing yet.
fn position(content: &Content) -> State {
    let mut state = Bootleggers::new_game(content, 4, 5).unwrap();
    let medium = content.trucks.iter().position(|t| t.id == "medium_truck").unwrap();
    state.truck_offer = Some(TruckCardId(u8::try_from(medium).unwrap()));
    state.muscle_offer = vec![card(content, "safe_house"), card(content, "hit")];
    state.players[Seat(0)].played = Some(AuthorityId(26));
    state.players[Seat(1)].played = Some(AuthorityId(39));
    state.revealed = false;
    state
}

#[test]
fn the_board_shows_the_offer_spaces_in_the_readers_words() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = position(&content);
    for (lang, offered, none) in [
        (
            "en",
            "On offer (phase 1, 5b): a truck card, Medium truck (6 crates, $1G); 2 henchman cards: Safe House; Hit.",
            "On offer (phase 1, 5b): a truck card, Medium truck (6 crates, $1G); no henchman card: new ones are laid out at the start of the next turn.",
        ),
        (
            "fr",
            "En offre (PHASE 1, 5b) : la carte de Camion Camion moyen (6 Caisses, $1G) ; 2 cartes d'Hommes de Main : Safe House (Repli) ; Hit (Exécution).",
            "; aucune carte d'Hommes de Main : de nouvelles sont posées au début du prochain tour.",
        ),
        (
            "nl",
            "In het aanbod (fase 1, 5b): de vrachtwagenkaart Middelgrote vrachtwagen (6 kratten, $1G); 2 handlangerkaarten: Safe House (Schuilplaats); Hit",
            "; geen handlangerkaart: nieuwe worden aan het begin van de volgende beurt opengelegd.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        state.muscle_offer = vec![card(&content, "safe_house"), card(&content, "hit")];
        let status = plain(&screen.status(&View::new(&state, &content, Seat(0), &[])));
        assert!(status.lines().any(|line| line.starts_with(offered)), "{lang}: {status}");
        // Phase 1 over: the henchman cards left are discarded, the truck card stays.
        state.muscle_offer.clear();
        let status = plain(&screen.status(&View::new(&state, &content, Seat(0), &[])));
        assert!(status.lines().any(|line| line.ends_with(none)), "{lang}: {status}");
    }
}

/// The words of the group whose `data-piece` is `piece`, among the picture's parts, up to its
/// first inner group's end (a family's authority card stands in the family's group).
fn piece(svg: &[String], piece: &str) -> String {
    let mark = format!("data-piece=\"{piece}\"");
    let Some(part) = svg.iter().find(|g| g.contains(&mark)) else { return String::new() };
    let from = &part[part.find(&mark).unwrap_or(0)..];
    let group = &from[..from.find("</g>").unwrap_or(from.len())];
    // Its words alone, not its coordinates: what lies between the tags.
    let words: Vec<&str> = group.split('>').filter_map(|s| s.split('<').next()).filter(|s| !s.is_empty()).collect();
    plain(&words.join(" "))
}

#[test]
fn the_picture_draws_the_offer_spaces_and_the_authority_cards() {
    let content = load(&Source::Embedded).unwrap();
    let m = Match::new(&content, position(&content), Vec::new(), &MatchOptions::default());
    for (lang, spaces, [truck, safe], [own, hidden, none]) in [
        (
            "en",
            ["Offer spaces (phase 1)", "truck card", "henchman card 4"],
            ["Medium truck (6 crates, $1G)", "Safe House"],
            ["authority 27", "face down", "no card yet"],
        ),
        (
            "fr",
            ["Espaces d&#39;offre (PHASE 1)", "carte de Camion", "Hommes de Main 4"],
            ["Camion moyen (6 Caisses, $1G)", "Safe House (Repli)"],
            ["Autorité 27", "face cachée", "aucune carte"],
        ),
        (
            "nl",
            ["Aanbodvakken (fase 1)", "vrachtwagenkaart", "handlangerkaart 4"],
            ["Middelgrote vrachtwagen (6", "Safe House"],
            ["autoriteit 27", "gedekt", "nog geen kaart"],
        ),
    ] {
        let l = locale(lang);
        // The spaces, one for the truck card and one henchman space a bootlegger.
        let board = plain(&backdrop(&content, &l, 4).svg);
        for words in spaces {
            assert!(board.contains(words), "{lang}: the board does not say {words}");
        }
        assert!(board.contains("data-at=\"offer-truck\"") && board.contains("data-at=\"offer-4\""), "{lang}");
        assert!(!board.contains("data-at=\"offer-5\""), "{lang}: a fifth henchman space at four");
        let drawn = picture(&m, &l, Some(Seat(0))).svg;
        assert!(piece(&drawn, "truck-card").contains(truck), "{lang}: {drawn:?}");
        assert!(piece(&drawn, "muscle-card").contains(safe), "{lang}: {drawn:?}");
        // Player 1 sees his own card; Player 2's lies face down until all are turned up.
        assert!(piece(&drawn, "authority-1").contains(own), "{lang}: {}", piece(&drawn, "authority-1"));
        assert!(piece(&drawn, "authority-2").contains(hidden), "{lang}: {}", piece(&drawn, "authority-2"));
        assert!(!piece(&drawn, "authority-2").contains("40"), "{lang}: another's card shown face down");
        assert!(piece(&drawn, "authority-3").contains(none), "{lang}: {}", piece(&drawn, "authority-3"));
        // The observer sees every card.
        let observed = picture(&m, &l, None).svg;
        assert!(piece(&observed, "authority-2").contains("40"), "{lang}: {}", piece(&observed, "authority-2"));
    }
    // The offer a question takes is outlined on its space on a page.
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let v = View::new(&m.state, &content, Seat(0), &[]);
    assert_eq!(screen.marks(&v, "offer", &Choice::TruckCard), ["offer-truck"]);
    assert_eq!(screen.marks(&v, "offer", &Choice::Muscle { space: 1 }), ["offer-2"]);
}
