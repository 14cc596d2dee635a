//! The local respect marker left with nobody (5.2.2: a tie at the top), and where a turf
//! taken over is paid.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;

fn turfs(content: &crate::games::king_of_chicago::content::Content) -> Vec<SquareId> {
    let board = &content.board;
    (0..board.squares.len())
        .filter(|&i| board.squares[i].kind == SquareKind::Turf)
        .map(|i| SquareId(i as u16))
        .collect()
}

/// 5.2.2: "if two players own the same number of turf squares, neither gets the marker".
/// Claiming the turf by street 8 tied Player 1 with Player 4 at 2 squares each; the option did
/// not say so, and the news said only "Nobody holds the local respect marker.".
#[test]
fn a_claim_that_ties_for_the_respect_marker_says_so() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for t in state.turf.iter_mut() {
        *t = None;
    }
    let squares = turfs(&content);
    state.turf[usize::from(squares[0].0)] = Some(Seat(0));
    state.turf[usize::from(squares[1].0)] = Some(Seat(3));
    state.turf[usize::from(squares[2].0)] = Some(Seat(3));
    state.respect = Some(Seat(3));
    let claim = Choice::Action(Action::ClaimTurf(squares[3]));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, option, news) in [
        (
            "en",
            " — you would tie with Player 4 at 2 turf squares each: nobody would hold the local respect marker, and \
             Player 4 would lose it: −1 power point for Player 4 (5.2.2)",
            "Nobody holds the local respect marker: no player has more turf squares than every other (on a tie, \
             nobody gets it, 5.2.2).",
        ),
        (
            "fr",
            " — vous seriez à égalité avec Joueur 4 avec 2 territoires chacun : personne n'aurait le marqueur de \
             respect local, que Joueur 4 perdrait : −1 point de pouvoir pour Joueur 4 (5.2.2)",
            "Personne ne détient le marqueur de respect local : aucun joueur n'a plus de territoires que chacun des \
             autres (en cas d'égalité, personne ne l'obtient, 5.2.2).",
        ),
        (
            "nl",
            " — je zou gelijk staan met Speler 4 met elk 2 terreinen: niemand zou de lokaal-respecttegel hebben, en \
             Speler 4 zou hem verliezen: −1 machtspunt voor Speler 4 (5.2.2)",
            "Niemand heeft de lokaal-respecttegel: geen speler heeft meer terreinen dan elk van de anderen (bij \
             gelijke stand krijgt niemand hem, 5.2.2).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = Screen { n: &n }.option(&view, "action", &claim);
        assert!(line.ends_with(option), "{lang}: {line}");
        assert_eq!(n.line(&Event::RespectMarker { holder: None }).as_deref(), Some(news), "{lang}");
    }
    // A claim that makes this seat the sole leader says it gets the marker and its point.
    state.turf[usize::from(squares[4].0)] = Some(Seat(0));
    state.respect = None;
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let line = Screen { n: &n }.option(&view, "action", &claim);
    assert!(
        line.ends_with(
            " — you would get the local respect marker, which nobody holds now: +1 power point for you (5.2.2)"
        ),
        "{line}"
    );
    // One that leaves the marker where it is says nothing of it.
    state.turf[usize::from(squares[5].0)] = Some(Seat(0));
    state.respect = Some(Seat(0));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let line = Screen { n: &n }.option(&view, "action", &claim);
    assert!(!line.contains("respect"), "{line}");
}

/// 5.2.2: a rival's turf is taken over "by paying $100 to the bank". The option and the news
/// said "for $100", which a player in a race for bids reads as paid to the rival.
#[test]
fn a_turf_taken_over_is_paid_to_the_bank() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for t in state.turf.iter_mut() {
        *t = None;
    }
    let squares = turfs(&content);
    state.turf[usize::from(squares[0].0)] = Some(Seat(3));
    let take = Choice::Action(Action::ClaimTurf(squares[0]));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let news = Event::TurfClaimed { seat: Seat(0), square: squares[0], from: Some(Seat(3)), paid: 100, by: Vec::new() };
    for (lang, option, told) in [
        ("en", "over from Player 4, paying the bank $100 (it pays", "from Player 4, paying $100 to the bank;"),
        ("fr", "à Joueur 4 en payant à la banque 100 $ (il rapporte", "à Joueur 4 pour 100 $ payés à la banque ;"),
        ("nl", "overnemen van Speler 4; je betaalt de bank $100 (het", "van Speler 4 en betaalt $100 aan de bank;"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let line = Screen { n: &n }.option(&view, "action", &take);
        assert!(line.contains(option), "{lang}: {line}");
        let said = n.line(&news).unwrap_or_default();
        assert!(said.contains(told), "{lang}: {said}");
    }
}

/// 5.2.2: taking a rival's turf may take his local respect marker too: a power point from him
/// and one for the taker. The option said only what the turf cost and paid (seed 33, round 7:
/// "Joueur 1 détient désormais le marqueur de respect local", 3 and 6 power points after).
#[test]
fn a_takeover_says_it_takes_the_respect_marker_and_its_power_point() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for t in state.turf.iter_mut() {
        *t = None;
    }
    // Player 1 holds 2 squares, Player 2 holds 3 and the marker.
    let squares = turfs(&content);
    for (i, seat) in [(0, 0), (1, 0), (2, 1), (3, 1), (4, 1)] {
        state.turf[usize::from(squares[i].0)] = Some(Seat(seat));
    }
    state.respect = Some(Seat(1));
    let take = Choice::Action(Action::ClaimTurf(squares[2]));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let street = content.board.street_of(squares[2]);
    for (lang, said) in [
        (
            "en",
            "you would take the local respect marker from Player 2: +1 power point for you, −1 for Player 2 (5.2.2)",
        ),
        (
            "fr",
            "vous prendriez le marqueur de respect local à Joueur 2 : +1 point de pouvoir pour vous, −1 pour Joueur 2 (5.2.2)",
        ),
        ("nl", "je zou de lokaal-respecttegel van Speler 2 afpakken: +1 machtspunt voor jou, −1 voor Speler 2 (5.2.2)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let line = screen.option(&view, "action", &take);
        assert!(line.ends_with(&format!(" — {said}")), "{lang}: {line}");
        // The drive's row to that street says it too.
        let row = screen.option(&view, "move", &Choice::Street(street));
        assert!(row.contains(said), "{lang}: {row}");
    }
    // The police clearing one of Player 2's squares: a tie, his marker back to the board.
    let clear = Choice::Police(PoliceAction::ClearTurf(squares[2]));
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let line = Screen { n: &n }.option(&view, "police", &clear);
    assert!(
        line.ends_with(
            "you would tie with Player 2 at 2 turf squares each: nobody would hold the local respect marker, and \
             Player 2 would lose it: −1 power point for Player 2 (5.2.2)"
        ),
        "{line}"
    );
}
