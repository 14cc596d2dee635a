//! A full business left out of a gangster's placement says why (6.5: no more than 3 gangsters
//! in a car or business at a time).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{BusinessState, GangsterState};

/// The Pimp's placement left out The Velvet Curtain, the only brothel, where Ken Evil, Red
/// Irish and Sad Ken had just been placed, and explained only the missing car. The question
/// now says the business is full and how many it holds; the help on a business gives its limit.
#[test]
fn a_full_business_left_out_of_the_placement_is_named_with_the_reason() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let id = |name: &str| GangsterId(content.gangsters.iter().position(|g| g.id == name).unwrap() as u8);
    let bid = |name: &str| BusinessId(content.businesses.iter().position(|b| b.id == name).unwrap() as u8);
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let (curtain, pig) = (bid("the_velvet_curtain"), bid("the_blind_pig"));
    for b in [curtain, pig] {
        *state.business_mut(b) = BusinessState { owner: Some(Seat(0)), square: None, closed: false };
    }
    for name in ["ken_evil", "red_irish", "sad_ken"] {
        *state.gangster_mut(id(name)) = GangsterState { owner: Some(Seat(0)), at: Where::Business(curtain) };
    }
    let pimp = id("the_pimp");
    *state.gangster_mut(pimp) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    state.placing = vec![(pimp, Where::Reserve)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let into_pig = Choice::Place { gangster: pimp, to: Where::Business(pig) };
    for (lang, full, help) in [
        (
            "en",
            "Not The Velvet Curtain: it is full (Ken Evil, Red Irish and Sad Ken are already there; a business \
             holds 3 gangsters at most, 6.5).",
            "In The Blind Pig (a bar, 3 gangsters at most)",
        ),
        (
            "fr",
            "Pas The Velvet Curtain : cette entreprise est pleine (Ken Evil, Red Irish et Sad Ken y sont déjà ; \
             une entreprise accueille 3 gangsters au plus, 6.5).",
            "Dans The Blind Pig (un bar, 3 gangsters au plus)",
        ),
        (
            "nl",
            "Niet The Velvet Curtain: die zaak zit vol (Ken Evil, Red Irish en Sad Ken zitten er al; in een zaak \
             passen hoogstens 3 gangsters, 6.5).",
            "In The Blind Pig (een bar, hoogstens 3 gangsters)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "place_gangster");
        assert!(q.contains(full), "{lang}: {q}");
        // The Blind Pig has room: it is not named as full (only, after, as empty).
        assert!(!q.split(full).next().unwrap().contains("The Blind Pig"), "{lang}: {q}");
        let h = screen.help(&view, "place_gangster", &into_pig);
        assert!(h.contains(help), "{lang}: {h}");
    }
}
