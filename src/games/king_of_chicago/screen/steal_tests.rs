//! Backstabbing son of a gun's target question gives what the table knows of each rival's
//! gangsters, and why a rival is not offered (8.1; RULINGS.md: the card steals from a car, a
//! business, the folder or hiding).

use super::super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

/// Term26 #4: "1. Player 2 / 2. Player 3", and Player 4 missing with no word.
#[test]
fn the_steal_target_says_what_each_rival_has_and_why_one_is_missing() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    let (p2, p3) = (Seat(1), Seat(2));
    let [jack, dentist, ken, foxtrot] =
        ["jack_knife", "the_dentist", "sad_ken", "foxtrot_o_flanigan"].map(|id| content.gangster_named(id));
    for g in [jack, dentist] {
        *state.gangster_mut(g) = GangsterState { owner: Some(p2), at: Where::Car };
    }
    *state.gangster_mut(ken) = GangsterState { owner: Some(p2), at: Where::Reserve };
    *state.gangster_mut(foxtrot) = GangsterState { owner: Some(p3), at: Where::Hospital };
    // Jack Knife and The Dentist were bought in the open; Sad Ken came to Player 2 unseen.
    let bought = |g| Logged::Game(Event::Bought { seat: p2, gangster: g, price: 100, resources: Res3::default() });
    let log = vec![
        bought(jack),
        bought(dentist),
        Logged::Game(Event::GangsterMoved { seat: p2, gangster: jack, from: Where::Reserve, to: Where::Car }),
    ];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
    let prompt = "card:backstabbing_son_of_a_gun";
    for (lang, option, missing) in [
        (
            "en",
            "Player 2 — 3 gangsters in their car, businesses or folder, where the card steals; known to be theirs: \
             Jack Knife and The Dentist",
            "Player 3 is not offered: none of their gangsters is in a car, a business or their folder, where the \
             card steals (Foxtrot O'Flanigan in the hospital).",
        ),
        (
            "fr",
            "Joueur 2 — 3 gangsters dans sa voiture, ses entreprises ou son dossier, là où la carte vole ; on sait \
             qu'il a Jack Knife et The Dentist",
            "Joueur 3 n'est pas proposé : aucun de ses gangsters n'est dans une voiture, une entreprise ou son \
             dossier, là où la carte vole (Foxtrot O'Flanigan : l'hôpital).",
        ),
        (
            "nl",
            "Speler 2 — 3 gangsters in auto, zaken of persoonlijke folder, waar de kaart steelt; bekend: Jack Knife \
             en The Dentist",
            "Speler 3 staat er niet bij: geen van zijn gangsters zit in een auto, een zaak of zijn persoonlijke \
             folder, waar de kaart steelt (Foxtrot O'Flanigan in het ziekenhuis).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let o = screen.option(&view, prompt, &Choice::Player(p2));
        assert_eq!(o, option, "{lang}");
        let q = screen.question(&view, prompt);
        assert!(q.ends_with(missing), "{lang}: {q}");
    }
}

/// Term28 #7: Break and enter's "whom do you rob?" showed only each rival's power points; each
/// option now says how many of his cards it may take (event cards and contracts not started),
/// and the card's short text words its cards for a player, not as the printed card's "used job
/// cards".
#[test]
fn break_and_enter_says_how_many_cards_each_rival_holds_that_it_may_take() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.players[Seat(1)].events = vec![0, 1];
    state.players[Seat(1)].contracts.clear();
    state.players[Seat(2)].events.clear();
    state.players[Seat(2)].contracts.clear();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, two, none, short) in [
        ("en", "; 2 cards you could take)", "; no card you could take)", "contracts he has not started yet (8.1)"),
        (
            "fr",
            " ; 2 cartes à lui prendre)",
            " ; aucune carte à lui prendre)",
            "contrats qu'il n'a pas commencés (8.1)",
        ),
        ("nl", "; 2 kaarten om te nemen)", "; geen kaart om te nemen)", "jobs die hij nog niet gestart is (8.1)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = |p| screen.option(&view, "card:break_and_enter", &Choice::Player(p));
        assert!(option(Seat(1)).ends_with(two), "{lang}: {}", option(Seat(1)));
        assert!(option(Seat(2)).ends_with(none), "{lang}: {}", option(Seat(2)));
        let text = locale.text("card-break_and_enter-short", &[]);
        assert!(text.ends_with(short) && !text.contains('“') && !text.contains('„'), "{lang}: {text}");
    }
}
