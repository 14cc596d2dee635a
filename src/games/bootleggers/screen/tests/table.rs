//! What newcomers met at the table and now read: a die kept in the back room said as doing
//! nothing there, the authority that counts on the status, what a speakeasy holds, the look-up's
//! marks on the board.

use super::super::super::choice::StillRef;
use super::*;

/// PHASE 1, 5b and AMÉLIORATION D'ALAMBIC ("les dés peuvent être conservés dans l'Arrière-Salle
/// pour une utilisation ultérieure"): "Where does the still improvement die go? … 2. the back
/// room" said nothing of what the die does there. Each option now says it: a still rolls one
/// more die at every production; in the back room the die makes nothing until moved onto a
/// still in phase 2. The same for a speakeasy improvement marker kept there.
#[test]
fn where_a_die_goes_says_what_it_does_there() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let back = Choice::Still(StillRef::BackRoom);
    let family = Choice::Still(StillRef::Family);
    for (lang, room, room_help, still, marker) in [
        (
            "en",
            "the back room: the die rolls nothing there until you move it onto a still, in phase 2",
            "makes nothing there",
            "one more die rolled there at every production",
            "the marker adds to no demand there",
        ),
        (
            "fr",
            "l'Arrière-Salle : le dé n'y produit rien tant que vous ne le posez pas sur un Alambic, en phase 2",
            "n'y produit rien",
            "un dé de plus lancé là à chaque production",
            "le marqueur n'y augmente aucune consommation",
        ),
        (
            "nl",
            "de achterkamer: daar gooit de dobbelsteen niets tot je hem op een stokerij zet, in fase 2",
            "maakt daar niets",
            "bij elke productie een dobbelsteen meer gegooid",
            "daar verhoogt het fiche geen vraag",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        let option = plain(&screen.option(&v, "die", &back));
        assert!(option.starts_with(room), "{lang}: {option}");
        let help = plain(&screen.help(&v, "die", &back));
        assert!(help.contains(room_help), "{lang}: {help}");
        let option = plain(&screen.option(&v, "die", &family));
        assert!(option.contains(still), "{lang}: {option}");
        let option = plain(&screen.option(&v, "improvement", &Choice::BackRoom));
        assert!(option.contains(marker), "{lang}: {option}");
    }
}

/// Big City Boys ("Ajoutez 5,5 à la valeur de cette carte", DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU): the status showed "autoriteitskaart 7" alone while the seat stood at 12,5 for the
/// order of play and ties. It now says the standing the game uses, and the card.
#[test]
fn the_status_shows_the_authority_big_city_boys_gives() {
    use super::super::super::content::AuthorityId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 61).unwrap();
    let seven = content.authority.iter().position(|a| a.number == 7).unwrap();
    state.players[Seat(0)].played = Some(AuthorityId(u8::try_from(seven).unwrap()));
    state.authority_bonus[Seat(0)] = 55;
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        ("en", "authority 12.5 this turn (card 7 + 5.5)"),
        ("fr", "Autorité 12,5 ce tour-ci (carte 7 + 5,5)"),
        ("nl", "autoriteit 12,5 deze beurt (kaart 7 + 5,5)"),
    ] {
        let locale = locale(lang);
        let status = plain(&screen_in(&content, &locale).status(&v));
        assert!(status.contains(said), "{lang}: {status}");
    }
    state.authority_bonus[Seat(0)] = 0;
    let v = View::new(&state, &content, Seat(0), &[]);
    let locale = locale("nl");
    let status = plain(&screen_in(&content, &locale).status(&v));
    assert!(status.contains("autoriteitskaart 7"), "{status}");
}

/// PHASE 2 and LES BARS CLANDESTINS ("Les cercles ombrés indiquent la quantité de marqueurs
/// d'influence exigée pour ouvrir"): "holds 5", "biedt plaats aan 5", "en tient 5" never said 5
/// what. The status and `board` now say influence markers, in each language.
#[test]
fn a_speakeasy_says_what_it_has_room_for() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 7).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, status, found) in [
        (
            "en",
            "(it opens at 3 markers and holds 5 at most)",
            "It opens with 3 markers and holds 5 influence markers at most",
        ),
        (
            "fr",
            "(ouvre à 3 marqueurs, en tient 5 au plus)",
            "Il ouvre avec 3 marqueurs et tient 5 marqueurs d'influence au plus",
        ),
        (
            "nl",
            "(opent bij 3 fiches, houdt er hooguit 5)",
            "Ze gaat open met 3 fiches en houdt hooguit 5 invloedsfiches",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        let said = plain(&screen.status(&v));
        assert!(said.contains(status), "{lang}: {said}");
        let said = plain(&screen.find(&v, "texas").unwrap_or_default());
        assert!(said.contains(found), "{lang}: {said}");
    }
}

/// PHASE 1, 5a ("il paye ce qu'il peut (c'est-à-dire qu'il donne tout ce qu'il a !) et continue
/// à jouer sans pénalité ni dette"): the Dutch news "maar heeft slechts $2G: dat betaalt hij
/// helemaal" read as paying the whole bill. Each language now says all he has is paid and the
/// rest let go.
#[test]
fn a_seat_short_of_its_wages_pays_all_it_has_and_the_rest_is_let_go() {
    let content = load(&Source::Embedded).unwrap();
    let paid = Event::Paid { seat: Seat(1), wages: 1, cost: 4, paid: 2 };
    for (lang, said) in [
        ("en", "but has only $2G: they pay all they have ($2G), and the other $3G is let go"),
        ("fr", "mais n'a que $2G : il donne tout ce qu'il a ($2G), et les $3G restants sont effacés"),
        ("nl", "maar heeft slechts $2G: hij betaalt alles wat hij heeft ($2G), en de overige $3G vervalt"),
    ] {
        let locale = locale(lang);
        let told = plain(&Bootleggers::narrate(&content, &locale, &paid, None).unwrap_or_default());
        assert!(told.contains(said), "{lang}: {told}");
    }
}

/// The one-line list of commands under the first screen and after `help` left out `deal` and
/// `thug`, which Bootleggers accepts at every question (play-help-more); it names them now.
#[test]
fn the_command_line_names_deal_and_thug() {
    for lang in ["en", "fr", "nl"] {
        let said = plain(&locale(lang).text("play-input", &[]));
        assert!(said.contains("board X, deal, thug, log"), "{lang}: {said}");
    }
}

/// The browser table outlines what `board X` found, as in the other games: the speakeasies
/// named and the docks ("board dock", "board quai", "board kade": PHASE 4, 3, where trucks
/// line up), and `board` answers the docks in words; a question on a truck (Move Over, Pigeon:
/// "un Camion chargé d'un autre Truand aligné") marks the truck itself.
#[test]
fn a_look_up_marks_the_speakeasies_and_docks_it_found() {
    use super::super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let all = ["dock-majority", "dock-minority", "dock-public"];
    for (lang, words, public) in [
        (
            "en",
            ["dock", "docks"],
            "public dock (phase 4, 3 and phase 5, 2): the trucks of the bootleggers with no influence",
        ),
        ("fr", ["dock", "quai"], "dock public (PHASE 4, 3 et PHASE 5, 2) : les Camions des Truands sans influence"),
        (
            "nl",
            ["dok", "kade"],
            "openbaar dok (fase 4, 3 en fase 5, 2): de vrachtwagens van de smokkelaars zonder invloed",
        ),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        for w in words {
            assert_eq!(screen.found_marks(&v, w), all, "{lang}: {w}");
            let found = plain(&screen.find(&v, w).unwrap_or_default());
            assert!(found.contains(public), "{lang}: {found}");
        }
        assert_eq!(screen.found_marks(&v, "texas"), ["texas_lils"], "{lang}");
        assert!(screen.found_marks(&v, "nothing like it").is_empty(), "{lang}");
        assert_eq!(screen.marks(&v, "move_over_pigeon", &Choice::Truck(TruckId(4))), ["truck-5"], "{lang}");
    }
    let locale = locale("en");
    assert_eq!(screen_in(&content, &locale).found_marks(&v, "public"), ["dock-public"]);
}

/// Safe House ("Prenez jusqu'à trois de vos marqueurs d'influence des Bars Clandestins",
/// DESCRIPTION DÉTAILLÉE DES CARTES VOYOU) offered "play it now" with no warning when the seat
/// has no marker on any speakeasy, where it does nothing; the option says so now (and the
/// help of the card in hand), and not once a marker is out.
#[test]
fn safe_house_played_with_no_marker_out_says_it_would_do_nothing() {
    use super::super::super::content::SpeakeasyId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let safe = card(&content, "safe_house");
    let log: Vec<LogEntry<Bootleggers>> = vec![Logged::Game(Event::TookMuscle { seat: Seat(0), card: safe })];
    for (lang, said) in [
        ("en", "play it now — it would do nothing now: you have no influence marker on a speakeasy"),
        (
            "fr",
            "la jouer maintenant — elle ne ferait rien maintenant : vous n'avez aucun marqueur d'influence sur un Bar Clandestin",
        ),
        ("nl", "nu spelen — ze zou nu niets doen: je hebt geen invloedsfiche op een speakeasy"),
    ] {
        let locale = locale(lang);
        let screen = screen_in(&content, &locale);
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(plain(&screen.option(&v, "thug_taken", &Choice::PlayNow)), said, "{lang}");
        let why = said.split(": ").last().unwrap();
        let held = plain(&screen.help(&v, "thug", &Choice::Thug { card: safe }));
        assert!(held.contains(why), "{lang}: {held}");
    }
    state.speakeasy_mut(SpeakeasyId(1)).influence[Seat(0)] = 1;
    let v = View::new(&state, &content, Seat(0), &log);
    let locale = locale("en");
    assert_eq!(plain(&screen_in(&content, &locale).option(&v, "thug_taken", &Choice::PlayNow)), "play it now");
}
