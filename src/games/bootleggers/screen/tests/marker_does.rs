//! An influence marker's option says what this one marker changes (PHASE 2; Contrôle de
//! l'influence): the speakeasy opening, control gained or taken from whom and by how much; and
//! the news tells a bootlegger who loses control, and who took it. Web review 23, finding 2
//! (seed 35, turn 9): one marker at The Real McCoy Antiques (Player 2: 3, Player 3: 6, Player
//! 4: 3) took control from Player 3, 6 against 7, and decided the game; neither the option nor
//! the news said so.

use super::super::super::content::AuthorityId;
use super::super::super::event::ControlLost;
use super::super::super::rules::{Match, influence};
use super::super::super::state::{Phase, State, Tie};
use super::*;
use crate::engine::decision::{Decider, Scripted};
use crate::engine::play::{MatchOptions, OnScriptError};

/// Authority cards 60, 40, 30 and 10 face up, phase 2; The Real McCoy Antiques as in the review,
/// Barleycorn's held 2 to 1 by Player 2 against Player 1, Texas Lil's closed with Player 2's 2 markers.
fn position(content: &Content) -> State {
    let mut state = Bootleggers::new_game(content, 4, 5).unwrap();
    for (seat, n) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        state.players[Seat(seat)].played = Some(AuthorityId(n - 1));
    }
    state.revealed = true;
    state.phase = Phase::Influence;
    let mut set = |id: &str, markers: &[(u8, u8)]| {
        let at = content.board.speakeasy(id).unwrap();
        for &(seat, n) in markers {
            state.speakeasies[usize::from(at.0)].influence[Seat(seat)] = n;
        }
    };
    set("real_mccoy", &[(1, 3), (2, 6), (3, 3)]);
    set("barleycorns", &[(0, 1), (1, 2)]);
    set("texas_lils", &[(1, 2)]);
    state
}

#[test]
fn a_marker_option_says_whose_control_it_takes_or_ends() {
    let content = load(&Source::Embedded).unwrap();
    let state = position(&content);
    let log = vec![Logged::Game(Event::TurnBegan { turn: 9 })];
    let at = |id: &str| Choice::Speakeasy(content.board.speakeasy(id).unwrap());
    for (lang, mccoy, barleycorns, texas) in [
        (
            "en",
            "The Real McCoy Antiques (room for 3; Player 2: 3, Player 3: 6, Player 4: 3): Player 3 would lose control, 6 to 7, and keep only the majority",
            ": it would open; you would take control from Player 2, 2 to 2 (a tie; you hold the higher authority card, 60 against 40)",
            ": it would open; Player 2 would keep control, 2 to 1",
        ),
        (
            "fr",
            "The Real McCoy Antiques (place pour 3 ; Joueur 2 : 3, Joueur 3 : 6, Joueur 4 : 3) : Joueur 3 en perdrait le contrôle, 6 contre 7, et n'y garderait que l'influence majoritaire",
            " : il ouvrirait ; vous en prendriez le contrôle à Joueur 2, 2 contre 2 (égalité ; vous avez la carte d'Autorité la plus élevée, 60 contre 40)",
            " : il ouvrirait ; Joueur 2 en garderait le contrôle, 2 contre 1",
        ),
        (
            "nl",
            "The Real McCoy Antiques (plaats voor 3; Speler 2: 3, Speler 3: 6, Speler 4: 3): dan verliest Speler 3 er de controle, 6 tegen 7, en houdt alleen de meerderheid",
            ": ze gaat dan open; dan neem jij er de controle over van Speler 2, 2 tegen 2 (gelijk; jij hebt de hoogste autoriteitskaart, 60 tegen 40)",
            ": ze gaat dan open; dan houdt Speler 2 er de controle, 2 tegen 1",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(plain(&screen.option(&v, "influence", &at("real_mccoy"))), mccoy, "{lang}");
        let said = plain(&screen.option(&v, "influence", &at("barleycorns")));
        assert!(said.ends_with(barleycorns), "{lang}: {said}");
        let said = plain(&screen.option(&v, "influence", &at("texas_lils")));
        assert!(said.ends_with(texas), "{lang}: {said}");
    }
}

#[test]
fn the_news_tells_who_loses_control_to_a_marker() {
    let content = load(&Source::Embedded).unwrap();
    let mccoy = content.board.speakeasy("real_mccoy").unwrap();
    let barleycorns = content.board.speakeasy("barleycorns").unwrap();
    // Term review 27, finding 2: a control taken on a tie says what broke it, card against card.
    let won_on_tie = Tie { won: Seat(0), over: Seat(1), high: 600, low: 400 };
    // The engine: Player 1's one marker at McCoy ends Player 3's control, nobody takes it; at
    // Barleycorn's, Player 1 takes it from Player 2 (the higher card breaks the tie).
    for (to, lost) in [
        (mccoy, ControlLost { seat: Seat(2), markers: 6, others: 7, to: None, tie: None }),
        (barleycorns, ControlLost { seat: Seat(1), markers: 2, others: 2, to: Some(Seat(0)), tie: Some(won_on_tie) }),
    ] {
        let mut state = position(&content);
        for seat in 0..4u8 {
            state.players[Seat(seat)].back_room.influence = u8::from(seat == 0);
        }
        let mut answers = vec![Vec::new(); 4];
        answers[0] = vec![Choice::Speakeasy(to)];
        let deciders: Vec<Box<dyn Decider<Bootleggers>>> =
            answers.into_iter().map(|a| Box::new(Scripted::new(a, false)) as Box<dyn Decider<Bootleggers>>).collect();
        let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
        let mut m = Match::new(&content, state, deciders, &options);
        influence::phase(&mut m).unwrap();
        let placed = m.log.entries().iter().filter_map(|e| e.game()).find_map(|e| match e {
            Event::InfluencePlaced { lost, .. } => Some(*lost),
            _ => None,
        });
        assert_eq!(placed, Some(Some(lost)));
    }
    let event = |lost| Event::InfluencePlaced { seat: Seat(0), speakeasy: mccoy, markers: 1, opens: false, lost };
    let nobody = event(Some(ControlLost { seat: Seat(2), markers: 6, others: 7, to: None, tie: None }));
    let taken = event(Some(ControlLost { seat: Seat(2), markers: 6, others: 7, to: Some(Seat(0)), tie: None }));
    let tied =
        event(Some(ControlLost { seat: Seat(1), markers: 2, others: 2, to: Some(Seat(0)), tie: Some(won_on_tie) }));
    for (lang, to_others, to_loser, took, tie) in [
        (
            "en",
            "Player 1 places an influence marker on The Real McCoy Antiques. Player 3 loses control of it: 6 markers against 7 for all the others together, so nobody controls it now or takes its profit.",
            "You lose control of it: 6 markers against 7",
            "so Player 1 takes control there, and its profit.",
            "so Player 1 takes control there, and its profit (a tie; Player 1 holds the higher authority card, 60 against 40).",
        ),
        (
            "fr",
            "Joueur 1 place un marqueur d'influence chez The Real McCoy Antiques. Joueur 3 en perd le contrôle : 6 marqueurs contre 7 pour tous les autres réunis ; plus personne n'en a le contrôle ni n'en touche le bénéfice.",
            "Vous en perdez le contrôle : 6 marqueurs contre 7",
            "; Joueur 1 en prend le contrôle, et le bénéfice.",
            "; Joueur 1 en prend le contrôle, et le bénéfice (égalité ; Joueur 1 a la carte d'Autorité la plus élevée, 60 contre 40).",
        ),
        (
            "nl",
            "Speler 1 legt één invloedsfiche in The Real McCoy Antiques. Speler 3 verliest daar de controle: 6 fiches tegen 7 voor alle anderen samen, dus heeft niemand er nu de controle of de winst.",
            "Je verliest daar de controle: 6 fiches tegen 7",
            "dus heeft Speler 1 er nu de controle, en de winst.",
            "dus heeft Speler 1 er nu de controle, en de winst (gelijk; Speler 1 heeft de hoogste autoriteitskaart, 60 tegen 40).",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        assert_eq!(plain(&n.line(&nobody, Some(Seat(1))).unwrap()), to_others, "{lang}");
        let said = plain(&n.line(&nobody, Some(Seat(2))).unwrap());
        assert!(said.contains(to_loser), "{lang}: {said}");
        let said = plain(&n.line(&taken, None).unwrap());
        assert!(said.ends_with(took), "{lang}: {said}");
        let said = plain(&n.line(&tied, Some(Seat(3))).unwrap());
        assert!(said.ends_with(tie), "{lang}: {said}");
    }
}
