//! What the table says of the speakeasies and the reserve: each speakeasy option's standing
//! (whose markers, and where a marker is placed the room left), the authority question's offers,
//! the reserve markers that mark trucks and stills, and the look-up of the word "speakeasy".

use super::*;
use crate::engine::locale::Arg;

/// PHASE 2 (placement): the influence question's options gave only names ("1. Mother's
/// Groceries 2. Texas Lil's Diner") and their numbers shifted as a speakeasy filled; each now
/// says the room its circles leave (RULINGS.md) and whose markers stand there, and the question
/// that the list is asked again. A card's target (Hit, Mob War: "whose markers would it take?")
/// says whose markers stand there, without the room.
#[test]
fn a_speakeasy_option_says_its_room_and_whose_markers_stand_there() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![1, 3, 0];
    state.players[Seat(0)].back_room.influence = 2;
    let room = content.board.speakeasies[usize::from(texas.0)].circles() - 4;
    let mother = content.board.speakeasy("mothers").unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, placed, hit, empty, asked_again) in [
        (
            "en",
            format!("Texas Lil's Diner (room for {room}; you: 1, Player 2: 3): Player 2 would keep control, 3 to 2"),
            "Texas Lil's Diner (you: 1, Player 2: 3)",
            "Mother's Groceries (no markers yet)",
            "You are asked again after each one",
        ),
        (
            "fr",
            format!(
                "Texas Lil's Diner (place pour {room} ; vous : 1, Joueur 2 : 3) : Joueur 2 en garderait le contrôle, 3 contre 2"
            ),
            "Texas Lil's Diner (vous : 1, Joueur 2 : 3)",
            "Mother's Groceries (aucun marqueur)",
            "La question revient après chaque marqueur",
        ),
        (
            "nl",
            format!(
                "Texas Lil's Diner (plaats voor {room}; jij: 1, Speler 2: 3): dan houdt Speler 2 er de controle, 3 tegen 2"
            ),
            "Texas Lil's Diner (jij: 1, Speler 2: 3)",
            "Mother's Groceries (nog geen fiches)",
            "Na elk fiche krijg je de vraag opnieuw",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.option(&v, "influence", &Choice::Speakeasy(texas))), placed, "{lang}");
        assert_eq!(plain(&screen.option(&v, "hit", &Choice::Speakeasy(texas))), hit, "{lang}");
        assert_eq!(plain(&screen.option(&v, "hit", &Choice::Speakeasy(mother))), empty, "{lang}");
        let question = plain(&screen.question(&v, "influence"));
        assert!(question.contains(asked_again), "{lang}: {question}");
    }
}

/// PHASE 1, 3-5: the authority card is chosen before the offers are taken, highest first; the
/// question lists what is on sale, which the board did not show while a person chose.
#[test]
fn the_authority_question_lists_the_offers_on_sale() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let first_muscle = card(&content, "hit");
    state.muscle_offer = vec![first_muscle, card(&content, "windfall")];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, lead) in [
        ("en", "the highest card picks first among the offers on sale: "),
        ("fr", "la plus haute choisit la première parmi les offres en vente : "),
        ("nl", "dan kiest de hoogste kaart eerst uit het aanbod te koop: "),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let question = plain(&screen_in(&content, &l).question(&v, "authority"));
        assert!(question.contains(lead), "{lang}: {question}");
        assert!(question.contains(&plain(&String::from(n.muscle(first_muscle)))), "{lang}: {question}");
    }
}

/// Préparation; PHASE 1, 5b: a truck owned and an offsite still are each marked with a marker
/// from the reserve, so "markers in reserve" fell as trucks were bought with nothing said; the
/// status says how many more mark them, and why, as not counted among those in reserve ("one
/// more marks a truck" was read as one more to be taken).
#[test]
fn the_status_says_the_reserve_markers_that_mark_trucks() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let marking = state.markers_in_use(Seat(0)) as i64
        - i64::from(state.players[Seat(0)].back_room.influence)
        - i64::from(state.placed(Seat(0)));
    assert!(marking > 0, "no truck or still is marked at the start: {marking}");
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, why) in [
        ("en", "markers in reserve (not counting the one on your truck or offsite still, which it marks)"),
        ("fr", "marqueurs en réserve (sans compter celui qui marque votre Camion ou Alambic Délocalisé)"),
        ("nl", "fiches in voorraad (zonder die op je vrachtwagen of externe stokerij, die hem markeert)"),
    ] {
        let l = locale(lang);
        let status = plain(&screen_in(&content, &l).status(&v));
        assert!(status.contains(why), "{lang}: {status}");
    }
}

/// `board speakeasy` (and the French and Dutch words for one) finds every speakeasy of the
/// game, where it found nothing; a part of one name still finds that one alone.
#[test]
fn the_word_speakeasy_finds_every_speakeasy() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, word) in [("en", "speakeasy"), ("fr", "bar clandestin"), ("nl", "kroeg")] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let found = plain(&super::super::super::lookup::find(&n, &v, word).unwrap_or_default());
        for (id, _) in content.board.in_game(3) {
            let name = plain(&String::from(n.speakeasy(id)));
            assert!(found.contains(&name), "{lang}: {word} did not find {name}: {found}");
        }
        let one = plain(&super::super::super::lookup::find(&n, &v, "mother").unwrap_or_default());
        assert!(!one.contains("Texas Lil's Diner"), "{lang}: {one}");
    }
}

/// The thug notice wrote "PHASE 1" in capitals in English and Dutch, which write the phase as
/// a word ("phase 1", "fase 1"); French keeps the rulebook's "PHASE 1".
#[test]
fn the_thug_notice_writes_the_phase_as_the_language_does() {
    for (lang, phase) in [("en", "phase 1"), ("nl", "fase 1"), ("fr", "PHASE 1")] {
        let said = plain(&locale(lang).text("thug-request-no-card", &[]));
        assert!(said.contains(phase), "{lang}: {said}");
    }
}

/// PHASE 5: a speakeasy's demand dice each get +1 per improvement marker on it. The news and
/// the truck options read "+1 a die" ("+1 per dobbelsteen"), which a newcomer took for a bonus
/// of every die; they say it comes from its improvements.
#[test]
fn the_demand_s_plus_says_it_comes_from_the_improvements() {
    for (lang, said) in [
        ("en", "+1 a die for its improvements"),
        ("fr", "+1 par dé pour ses Améliorations"),
        ("nl", "+1 per dobbelsteen door de verbeteringen"),
    ] {
        let args = [
            ("speakeasy", Arg::Str("Texas Lil's Diner".into())),
            ("dice", Arg::Str("5".into())),
            ("plus", Arg::Num(1)),
            ("n", Arg::Num(6)),
        ];
        let told = plain(&locale(lang).text("demand", &args));
        assert!(told.contains(said), "{lang}: {told}");
    }
}
