//! Mob War's "whose marker?" names the speakeasy and which of its two markers it asks for, and
//! each option the markers there and who would then control it (web review 19, finding 4,
//! seed 16, turn 6: "Mob War: whose marker?" over "1. Player 2 / 2. Player 3 / 3. yourself
//! (Player 1) / 4. Player 4", twice, the counts only on the question before). DESCRIPTION
//! DÉTAILLÉE DES CARTES VOYOU: "Détruisez deux marqueurs d'influence de votre choix dans ce Bar
//! Clandestin"; Contrôle de l'influence: as many markers as all the others together.

use super::*;

#[test]
fn mob_war_names_the_speakeasy_the_marker_and_what_each_leaves() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let at = content.board.speakeasy("barleycorns").unwrap();
    for (seat, n) in [(0, 4), (1, 2), (2, 1), (3, 1)] {
        state.speakeasies[usize::from(at.0)].influence[Seat(seat)] = n;
    }
    let mob_war = card(&content, "mob_war");
    let first = vec![
        Logged::Game(Event::TurnBegan { turn: 6 }),
        Logged::Game(Event::ThugPlayed { seat: Seat(0), card: mob_war }),
        chose("mob_war", Choice::Speakeasy(at)),
    ];
    let mut second = first.clone();
    second.push(chose("mob_war_whose", Choice::Player(Seat(1))));
    for (lang, asked, again, other, own, other_again) in [
        (
            "en",
            "Mob War at Barleycorn's Feed & Grain: whose marker is destroyed (1 of 2)? Control there takes as many markers as all the others together (between two tied, the higher authority card); else the one with the most has the majority.",
            "Mob War at Barleycorn's Feed & Grain: whose marker is destroyed (2 of 2)?",
            "Player 2 (2 markers there): you would then control it, 4 to 3",
            "yourself (Player 1) (4 markers there): you would then have the majority, without control, 3 markers to 4 for all the others together",
            "Player 2 (one marker there): you would then control it, 4 to 2",
        ),
        (
            "fr",
            "Mob War (Guerre des gangs) chez Barleycorn's Feed & Grain : de quel Truand détruire un marqueur (1 sur 2) ? Le contrôle y demande autant de marqueurs que tous les autres réunis (entre deux ex-aequo, la carte d'Autorité la plus élevée l'emporte) ; sinon, celui qui en a le plus y a l'influence majoritaire.",
            "Mob War (Guerre des gangs) chez Barleycorn's Feed & Grain : de quel Truand détruire un marqueur (2 sur 2) ?",
            "Joueur 2, qui y a 2 marqueurs : vous en auriez alors le contrôle, 4 contre 3",
            "vous-même (Joueur 1), qui y avez 4 marqueurs : vous y auriez alors l'influence majoritaire, sans le contrôle, 3 marqueurs contre 4 pour tous les autres réunis",
            "Joueur 2, qui y a un marqueur : vous en auriez alors le contrôle, 4 contre 2",
        ),
        (
            "nl",
            "Mob War (Bendeoorlog) bij Barleycorn's Feed & Grain: van wie vernietig je een invloedsfiche (1 van 2)? Wie er evenveel fiches heeft als alle anderen samen, heeft er de controle (bij gelijkstand van twee de hoogste autoriteitskaart); anders heeft wie er de meeste heeft de meerderheid.",
            "Mob War (Bendeoorlog) bij Barleycorn's Feed & Grain: van wie vernietig je een invloedsfiche (2 van 2)?",
            "Speler 2, met 2 fiches daar: dan heb jij er de controle, 4 tegen 3",
            "jezelf (Speler 1), met 4 fiches daar: dan heb jij er de meerderheid, zonder controle, 3 fiches tegen 4 voor alle anderen samen",
            "Speler 2, met één fiche daar: dan heb jij er de controle, 4 tegen 2",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &first);
        assert_eq!(plain(&screen.question(&v, "mob_war_whose")), asked, "{lang}");
        assert_eq!(plain(&screen.option(&v, "mob_war_whose", &Choice::Player(Seat(1)))), other, "{lang}");
        assert_eq!(plain(&screen.option(&v, "mob_war_whose", &Choice::Player(Seat(0)))), own, "{lang}");
        // The second marker: the first one's owner has one fewer there.
        let v = View::new(&state, &content, Seat(0), &second);
        assert!(plain(&screen.question(&v, "mob_war_whose")).starts_with(again), "{lang}");
        assert_eq!(plain(&screen.option(&v, "mob_war_whose", &Choice::Player(Seat(1)))), other_again, "{lang}");
    }
}

/// A marker that takes a speakeasy below its shaded circles closes it: the option says so.
#[test]
fn hit_says_when_a_marker_destroyed_closes_the_speakeasy() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let at = content.board.speakeasy("texas_lils").unwrap();
    for (seat, n) in [(1, 2), (2, 1)] {
        state.speakeasies[usize::from(at.0)].influence[Seat(seat)] = n;
    }
    let hit = card(&content, "hit");
    let log = vec![Logged::Game(Event::ThugPlayed { seat: Seat(0), card: hit })];
    let l = locale("en");
    let screen = screen_in(&content, &l);
    let v = View::new(&state, &content, Seat(0), &log);
    assert_eq!(
        plain(&screen.question(&v, "hit_whose")),
        "Hit at Texas Lil's Diner: whose marker is destroyed? Control there takes as many markers as all the others together (between two tied, the higher authority card); else the one with the most has the majority."
    );
    assert_eq!(
        plain(&screen.option(&v, "hit_whose", &Choice::Player(Seat(2)))),
        "Player 3 (one marker there): Player 2 would then control it, 2 to 0; it would close, below the 3 markers it needs, and sell nothing this turn"
    );
}
