//! What a person is asked about a card or a speakeasy, and told after: Double Cross's two ways,
//! Windfall's drawn card named, the last turn's thug question, who controls a speakeasy and who
//! only leads it, and Big City Boys' bonus on the card it was played on.

use super::*;

/// Double Cross (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Soit vous détruisez un marqueur
/// d'influence d'un autre Truand ... soit vous ajoutez un marqueur d'influence (un « libre » de
/// la réserve...)"): its second question's options say which destroys and which adds, and their
/// help what follows; they read "Player 2" and "Texas Lil's Diner", and every help the card's
/// text.
#[test]
fn double_cross_s_options_say_which_destroys_and_which_adds() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let log = vec![chose("double_cross", Choice::Speakeasy(texas))];
    let v = View::new(&state, &content, Seat(0), &log);
    let (destroy, add) = (Choice::Player(Seat(1)), Choice::Speakeasy(texas));
    for (lang, option_destroy, option_add, help_destroy, help_add) in [
        (
            "en",
            "destroy a marker of Player 2 there",
            "add one of your markers there, from your reserve",
            "Player 2 loses an influence marker at Texas Lil's Diner, back to Player 2's reserve",
            "an influence marker from your reserve (not your back room) goes to Texas Lil's Diner",
        ),
        (
            "fr",
            "détruire un marqueur de Joueur 2 dans ce Bar Clandestin",
            "y ajouter un de vos marqueurs, pris dans votre réserve",
            "Joueur 2 perd un marqueur d'influence chez Texas Lil's Diner",
            "un marqueur d'influence de votre réserve (pas de votre Arrière-Salle) va chez Texas Lil's Diner",
        ),
        (
            "nl",
            "een fiche van Speler 2 daar vernietigen",
            "er een van je fiches bij zetten, uit je voorraad",
            "Speler 2 verliest een invloedsfiche bij Texas Lil's Diner",
            "een invloedsfiche uit je voorraad (niet uit je achterkamer) gaat naar Texas Lil's Diner",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.option(&v, "double_cross_how", &destroy)), option_destroy, "{lang}");
        assert_eq!(plain(&screen.option(&v, "double_cross_how", &add)), option_add, "{lang}");
        let said = plain(&screen.help(&v, "double_cross_how", &destroy));
        assert!(said.contains(help_destroy), "{lang}: {said}");
        let said = plain(&screen.help(&v, "double_cross_how", &add));
        assert!(said.contains(help_add), "{lang}: {said}");
    }
}

/// Windfall draws a card face down; the question that follows names it and what it does (it
/// read "Play the card you drew now, or keep it?", the card named only in a news line that a
/// page had scrolled away).
#[test]
fn windfall_s_question_names_the_card_drawn() {
    use super::super::super::event::ThugDid;
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let moll = card(&content, "moll");
    let drew = Logged::Game(Event::ThugDid { seat: Seat(0), card: moll, what: ThugDid::Drew { card: moll } });
    let v = View::new(&state, &content, Seat(0), std::slice::from_ref(&drew));
    for (lang, asked) in [("en", "You drew Moll"), ("fr", "Vous avez pioché Moll"), ("nl", "Je trok Moll")] {
        let l = locale(lang);
        let said = plain(&screen_in(&content, &l).question(&v, "windfall"));
        assert!(said.starts_with(asked), "{lang}: {said}");
    }
}

/// In the game's last turn the thug questions no longer promise "next turn" (FIN DU JEU ET
/// VICTOIRE: the game ends after turn 12's phases; a card never played is worth nothing), nor
/// "this turn or a later one" when a card is taken, and the loading question no longer says
/// Warehouse keeps crates "until next turn".
#[test]
fn the_last_turn_s_thug_question_does_not_promise_a_next_turn() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.players[Seat(0)].back_room.crates = 6;
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let v = View::new(&state, &content, Seat(0), &[]);
    assert!(plain(&screen.question(&v, "thug")).contains("next turn"));
    state.turn = content.rules.game_turns();
    let v = View::new(&state, &content, Seat(0), &[]);
    for lang in ["en", "fr", "nl"] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        for prompt in ["thug", "thug_taken", "load"] {
            let said = plain(&screen.question(&v, prompt));
            let promises =
                ["next turn", "tour suivant", "volgende beurt", "prochain tour", "a later one", "ou un suivant"];
            for promise in promises.into_iter().chain(["of een latere"]) {
                assert!(!said.contains(promise), "{lang}, {prompt}: {said}");
            }
            assert!(["last", "dernier", "laatste"].iter().any(|w| said.contains(w)), "{lang}, {prompt}: {said}");
        }
    }
}

/// Contrôle de l'influence: control is as many markers as all the others together; the most
/// markers without that only sells first ("influence majoritaire", no profit). `board mother`
/// said "in control: nobody" beside "the most influence sells there first", and a person
/// could not tell why the most markers took no profit; the sales now say why nobody took it.
#[test]
fn who_controls_a_speakeasy_and_who_only_leads_it() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let mother = content.board.speakeasy("mothers").unwrap();
    state.speakeasy_mut(mother).influence.0 = vec![2, 3, 2];
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let n = Narrator { content: &content, locale: &l };
    let found = plain(&super::super::super::lookup::find(&n, &v, "mother").unwrap());
    assert!(found.contains("in control (as many markers as all the others together"), "{found}");
    assert!(found.contains("nobody; Player 2 has the most markers, and so sells first but takes no profit"), "{found}");
    let none = Event::NoMargin { speakeasy: mother, majority: Some(Seat(1)), raided: None, paid_off: false };
    for (lang, said) in [
        ("en", "Nobody controls Mother's Groceries, so nobody takes its profit: Player 2 has the most markers there"),
        (
            "fr",
            "Personne n'a le contrôle de l'influence chez Mother's Groceries : personne n'empoche de bénéfice ; Joueur 2",
        ),
        ("nl", "Niemand heeft de controle over Mother's Groceries, dus niemand strijkt de winst op: Speler 2"),
    ] {
        let l = locale(lang);
        let told = plain(&Bootleggers::narrate(&content, &l, &none, None).unwrap_or_default());
        assert!(told.starts_with(said), "{lang}: {told}");
    }
}

/// Contrôle de l'influence: "Si deux Truands sont ex-aequo, le Truand avec la carte d'Autorité
/// la plus élevée l'emporte"; and with two tied for the most markers nobody has the majority
/// either. `board mother` named one of two players tied 1–1 as in control with no word of why,
/// and said only "nobody" of a 2-2-1 speakeasy; `help rules` said the most influence sells
/// first, which the look-up contradicted.
#[test]
fn a_tie_for_control_or_for_the_most_markers_is_said() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let mother = content.board.speakeasy("mothers").unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(mother).influence.0 = vec![1, 0, 1];
    state.speakeasy_mut(texas).influence.0 = vec![2, 2, 1];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, tie, no_majority, rules) in [
        (
            "en",
            "a tie for control goes to the higher authority card this turn",
            "nobody; Player 1 and Player 2 tie for the most markers (2 each), so nobody has the majority either",
            "or else has the most markers sells there first, and only control takes the profit.",
        ),
        (
            "fr",
            "une égalité pour le contrôle revient à la plus haute carte d'Autorité de ce tour",
            "personne ; Joueur 1 et Joueur 2 sont à égalité pour le plus de marqueurs (2 chacun)",
            "ou à défaut le plus de marqueurs, y vend d'abord, et seul le contrôle empoche le bénéfice.",
        ),
        (
            "nl",
            "bij een gelijke stand gaat de controle naar de hoogste autoriteitskaart van deze beurt",
            "niemand; Speler 1 en Speler 2 staan gelijk met de meeste fiches (2 elk)",
            "of anders de meeste fiches, verkoopt er eerst, en alleen de controle strijkt de winst op.",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        let found = plain(&super::super::super::lookup::find(&n, &v, "mother").unwrap());
        assert!(found.contains(tie), "{lang}: {found}");
        let found = plain(&super::super::super::lookup::find(&n, &v, "texas").unwrap());
        assert!(found.contains(no_majority), "{lang}: {found}");
        // Each seat's markers with a colon: "Joueur 2 4" read as player 24.
        let markers = match lang {
            "en" => "you: 2, Player 2: 2, Player 3: 1",
            "fr" => "vous : 2, Joueur 2 : 2, Joueur 3 : 1",
            _ => "jij: 2, Speler 2: 2, Speler 3: 1",
        };
        assert!(found.contains(markers), "{lang}: {found}");
        let summary = plain(&l.text("play-rules", &[]));
        assert!(summary.contains(rules), "{lang}: {summary}");
    }
}

/// Muscling In's second question (its script's `muscling_in_own_still`; DESCRIPTION DÉTAILLÉE
/// DES CARTES VOYOU: "placez-le sur un de vos Alambics (ou dans l'Arrière-Salle de votre
/// Alambic Familial)") says it asks where the stolen die goes: "lequel des vôtres ?" did not.
#[test]
fn muscling_in_asks_where_the_stolen_die_goes() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, asked) in [
        (
            "en",
            "Muscling In: where does the stolen die go? Onto one of your stills with room for it, or into your family's back room.",
        ),
        (
            "fr",
            "Muscling In (Vol de capacité de production) : où va le dé volé ? Sur un de vos Alambics qui a la place, ou dans l'Arrière-Salle de votre Alambic Familial.",
        ),
        (
            "nl",
            "Muscling In (Productie stelen): waar gaat de gestolen dobbelsteen heen? Op een van je stokerijen met plaats ervoor, of in de achterkamer van je familie.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = screen.question(&v, "muscling_in_own_still").replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(said, asked, "{lang}");
    }
}
