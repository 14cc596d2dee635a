//! What a person is asked by Opportunity Knocks, Double Cross and Windfall: where the
//! improvement marker comes from and goes, the speakeasy a Double Cross acts at (even where its
//! first question was not asked), and what Windfall gives.

use super::*;

/// Opportunity Knocks (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Déplacez un marqueur
/// d'Amélioration d'un Bar Clandestin à un autre. Le Bar Clandestin d'arrivée doit être
/// ouvert."): its script asks `opportunity_knocks` (the speakeasy the marker leaves), then
/// `opportunity_knocks_to`. They read "Opportunity Knocks: on what?" and "where to?" over bare
/// speakeasies, and `help N` gave the card's text.
#[test]
fn opportunity_knocks_says_where_the_improvement_comes_from_and_goes() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let mother = content.board.speakeasy("mothers").unwrap();
    state.speakeasy_mut(mother).improvements = 2;
    let from = Choice::Speakeasy(mother);
    let v = View::new(&state, &content, Seat(0), &[]);
    let log = vec![chose("opportunity_knocks", from)];
    let then = View::new(&state, &content, Seat(0), &log);
    for (lang, asked, option, helped, asked_to) in [
        (
            "en",
            "Opportunity Knocks: from which speakeasy does an improvement marker move? You then pick where it goes",
            "Mother's Groceries (2 improvement markers of 2: each demand die +2 now, +1 once one leaves)",
            "an improvement marker leaves Mother's Groceries: each of its demand dice then gets +1 instead of +2",
            "Opportunity Knocks: to which open speakeasy does the improvement marker taken from Mother's Groceries go?",
        ),
        (
            "fr",
            "Opportunity Knocks (Déplacement d'Amélioration) : de quel Bar Clandestin part un marqueur d'Amélioration ?",
            "Mother's Groceries (2 marqueurs d'Amélioration sur 2 : chaque dé de consommation +2 maintenant, +1 une fois un marqueur parti)",
            "un marqueur d'Amélioration quitte Mother's Groceries : chacun de ses dés de consommation n'aura plus que +1 au lieu de +2",
            "Opportunity Knocks (Déplacement d'Amélioration) : vers quel Bar Clandestin ouvert va le marqueur d'Amélioration pris chez Mother's Groceries ?",
        ),
        (
            "nl",
            "Opportunity Knocks (Buitenkans): van welke speakeasy gaat er een verbeteringsfiche weg?",
            "Mother's Groceries (2 verbeteringsfiches van 2: elke vraagdobbelsteen nu +2, +1 als er een weggaat)",
            "er gaat een verbeteringsfiche weg van Mother's Groceries: elk van haar vraagdobbelstenen krijgt dan +1 in plaats van +2",
            "Opportunity Knocks (Buitenkans): naar welke open speakeasy gaat het verbeteringsfiche van Mother's Groceries?",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "opportunity_knocks"));
        assert!(said.starts_with(asked), "{lang}: {said}");
        assert_eq!(plain(&screen.option(&v, "opportunity_knocks", &from)), option, "{lang}");
        let said = plain(&screen.help(&v, "opportunity_knocks", &from));
        assert!(said.contains(helped), "{lang}: {said}");
        let said = plain(&screen.question(&then, "opportunity_knocks_to"));
        assert!(said.starts_with(asked_to), "{lang}: {said}");
    }
}

/// Double Cross played where a single speakeasy could take it: its first question is not
/// asked (one option is taken without asking), so no answer names the speakeasy, and its
/// second question's option read "Player 2" alone, under "Double Cross: destroy a marker, or
/// add one of yours?". The question names the speakeasy and the option what it does to him.
#[test]
fn double_cross_unasked_speakeasy_is_named_and_its_target_option_says_what_happens() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![0, 2, 0];
    // No marker in reserve: no speakeasy where one could be added, Texas Lil's alone.
    state.players[Seat(0)].reserve = 0;
    let v = View::new(&state, &content, Seat(0), &[]);
    let rival = Choice::Player(Seat(1));
    for (lang, first, asked, option) in [
        (
            "en",
            "Double Cross: at which speakeasy? There you then destroy another bootlegger's influence marker",
            "Double Cross at Texas Lil's Diner: destroy another bootlegger's influence marker there",
            "destroy a marker of Player 2 there",
        ),
        (
            "fr",
            "Double Cross (Fourberie) : dans quel Bar Clandestin ? Vous y détruirez ensuite",
            "Double Cross (Fourberie) chez Texas Lil's Diner : y détruire un marqueur d'influence d'un autre Truand",
            "détruire un marqueur de Joueur 2 dans ce Bar Clandestin",
        ),
        (
            "nl",
            "Double Cross (Verraad): in welke speakeasy? Daar vernietig je dan",
            "Double Cross (Verraad) in Texas Lil's Diner: daar een invloedsfiche van een andere smokkelaar vernietigen",
            "een fiche van Speler 2 daar vernietigen",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.question(&v, "double_cross"));
        assert!(said.starts_with(first), "{lang}: {said}");
        let said = plain(&screen.question(&v, "double_cross_how"));
        assert!(said.starts_with(asked), "{lang}: {said}");
        assert_eq!(plain(&screen.option(&v, "double_cross_how", &rival)), option, "{lang}");
        let said = plain(&screen.help(&v, "double_cross_how", &rival));
        assert!(said.contains("Texas Lil's Diner"), "{lang}: {said}");
    }
}

/// Windfall on offer said "draw a henchman card face down": a newcomer did not know what that
/// gives him. It says one more card of the henchman deck, and of which kinds (its question
/// then names the card drawn: `windfall_s_question_names_the_card_drawn`).
#[test]
fn windfall_says_what_it_gives() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "windfall")];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        (
            "en",
            "Windfall: one more card from the henchman deck, face down: an influence card, an improvement or a thug card",
        ),
        (
            "fr",
            "Windfall (Rafale de vent) : une carte de plus de la pioche, face cachée : influence, Amélioration ou Voyou",
        ),
        (
            "nl",
            "Windfall (Meevaller): een extra kaart van de handlangerstapel, gedekt: een invloeds-, verbeterings- of boevenkaart",
        ),
    ] {
        let l = locale(lang);
        let option = plain(&screen_in(&content, &l).option(&v, "offer", &Choice::Muscle { space: 0 }));
        assert!(option.starts_with(said), "{lang}: {option}");
    }
}

/// A card's first question names what it is played on: Packing Heat's read "on what?" above a
/// list of speakeasies ("A jouer sur un Bar Clandestin ouvert", DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU); Hey, Free Truck's an empty truck.
#[test]
fn a_card_s_first_question_names_what_it_is_played_on() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, heat, free) in [
        ("en", "Packing Heat: on which open speakeasy?", "Hey, Free Truck: on which empty truck?"),
        (
            "fr",
            "Packing Heat (Baisse des prix) : sur quel Bar Clandestin ouvert ?",
            "Hey, Free Truck (Vol de Camion vide) : sur quel Camion vide ?",
        ),
        (
            "nl",
            "Packing Heat (Gewapend): op welke open speakeasy?",
            "Hey, Free Truck (Lege vrachtwagen stelen): op welke lege vrachtwagen?",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        assert_eq!(plain(&screen.question(&v, "packing_heat")), heat, "{lang}");
        assert_eq!(plain(&screen.question(&v, "hey_free_truck")), free, "{lang}");
    }
}

/// Packing Heat's speakeasies: `help N` printed the card's text on each; it says what the
/// others selling there pay (RULINGS.md: every other seat selling there this turn pays the
/// player $1G a crate) and what that speakeasy buys.
#[test]
fn packing_heat_s_help_on_a_speakeasy_says_what_it_brings() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let mothers = Choice::Speakeasy(content.board.speakeasy("mothers").unwrap());
    for (lang, helped) in [
        (
            "en",
            "every other bootlegger who sells crates at Mother's Groceries this turn pays you $1G for each one; it buys 2 to 12 crates (2 demand dice) at $2G each.",
        ),
        (
            "fr",
            "chaque autre Truand qui vend des Caisses chez Mother's Groceries ce tour-ci vous paie $1G par Caisse ; ce Bar Clandestin en achète de 2 à 12 (2 dés de consommation), $2G chacune.",
        ),
        (
            "nl",
            "elke andere smokkelaar die deze beurt kratten verkoopt bij Mother's Groceries, betaalt jou $1G per krat; die speakeasy koopt er 2 tot 12 (2 vraagdobbelstenen), aan $2G per stuk.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.help(&v, "packing_heat", &mothers));
        assert!(said.contains(helped), "{lang}: {said}");
    }
}
