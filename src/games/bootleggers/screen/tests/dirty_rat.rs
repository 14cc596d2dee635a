//! You Dirty Rat's "whose marker?" says what the card does: the other's marker replaced by the
//! player's, the speakeasy keeping its count ("Remplacez un marqueur d'influence d'un autre
//! Truand par un des vôtres", DESCRIPTION DÉTAILLÉE DES CARTES VOYOU). Term review 23, finding
//! 1 (seed 32, turn 6, Barleycorn's at 1, 2 and 1 markers, open at 4): the options said, as for
//! a Hit, "it would close ... and sell nothing", and "Player 2 would then control it", where the
//! card gave the player control and kept it open.

use super::super::super::content::AuthorityId;
use super::super::super::rules::{Match, thugs};
use super::super::super::state::Phase;
use super::*;
use crate::engine::decision::{Decider, Scripted};
use crate::engine::play::{MatchOptions, OnScriptError};

/// Barleycorn's with the review's markers (you 1, Player 2: 2, Player 4: 1), authority cards
/// 60, 40, 30 and 10 face up.
fn position(content: &Content) -> super::super::super::state::State {
    let mut state = Bootleggers::new_game(content, 4, 5).unwrap();
    for (seat, n) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        state.players[Seat(seat)].played = Some(AuthorityId(n - 1));
    }
    state.revealed = true;
    state.phase = Phase::Authority;
    let at = content.board.speakeasy("barleycorns").unwrap();
    for (seat, n) in [(0, 1), (1, 2), (3, 1)] {
        state.speakeasies[usize::from(at.0)].influence[Seat(seat)] = n;
    }
    state
}

#[test]
fn you_dirty_rat_says_the_players_marker_takes_the_others_place() {
    let content = load(&Source::Embedded).unwrap();
    let state = position(&content);
    let at = content.board.speakeasy("barleycorns").unwrap();
    let rat = card(&content, "you_dirty_rat");
    let log = vec![
        Logged::Game(Event::TurnBegan { turn: 6 }),
        Logged::Game(Event::ThugPlayed { seat: Seat(0), card: rat }),
        chose("you_dirty_rat", Choice::Speakeasy(at)),
    ];
    for (lang, asked, two, four) in [
        (
            "en",
            "You Dirty Rat at Barleycorn's Feed & Grain: whose marker is replaced by one of yours from your reserve? Control there takes as many markers as all the others together (between two tied, the higher authority card); else the one with the most has the majority.",
            "Player 2 (2 markers there): you would then control it, 2 to 2",
            "Player 4 (one marker there): you would then control it, 2 to 2",
        ),
        (
            "fr",
            "You Dirty Rat (Sale rat) chez Barleycorn's Feed & Grain : de quel Truand remplacer un marqueur par un des vôtres, pris dans votre réserve ? Le contrôle y demande autant de marqueurs que tous les autres réunis (entre deux ex-aequo, la carte d'Autorité la plus élevée l'emporte) ; sinon, celui qui en a le plus y a l'influence majoritaire.",
            "Joueur 2, qui y a 2 marqueurs : vous en auriez alors le contrôle, 2 contre 2",
            "Joueur 4, qui y a un marqueur : vous en auriez alors le contrôle, 2 contre 2",
        ),
        (
            "nl",
            "You Dirty Rat (Vuile rat) bij Barleycorn's Feed & Grain: van wie vervang je een invloedsfiche door een van de jouwe uit je voorraad? Wie er evenveel fiches heeft als alle anderen samen, heeft er de controle (bij gelijkstand van twee de hoogste autoriteitskaart); anders heeft wie er de meeste heeft de meerderheid.",
            "Speler 2, met 2 fiches daar: dan heb jij er de controle, 2 tegen 2",
            "Speler 4, met één fiche daar: dan heb jij er de controle, 2 tegen 2",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let v = View::new(&state, &content, Seat(0), &log);
        assert_eq!(plain(&screen.question(&v, "you_dirty_rat_whose")), asked, "{lang}");
        let said = plain(&screen.option(&v, "you_dirty_rat_whose", &Choice::Player(Seat(1))));
        assert_eq!(said, two, "{lang}");
        assert_eq!(plain(&screen.option(&v, "you_dirty_rat_whose", &Choice::Player(Seat(3)))), four, "{lang}");
    }
    // What the engine does with each answer (Barleycorn's, the only speakeasy it may be played
    // on, taken without asking): the player's marker in the other's place, the
    // speakeasy still open at 4 and under the player's control (his 60 outranks Player 2's 40
    // in a tie, Contrôle de l'influence).
    for (victim, markers) in [(1u8, [2, 1, 0, 1]), (3, [2, 2, 0, 0])] {
        let mut answers = vec![Vec::new(); 4];
        answers[0] = vec![Choice::Player(Seat(victim))];
        let deciders: Vec<Box<dyn Decider<Bootleggers>>> =
            answers.into_iter().map(|a| Box::new(Scripted::new(a, false)) as Box<dyn Decider<Bootleggers>>).collect();
        let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
        let mut m = Match::new(&content, position(&content), deciders, &options);
        thugs::play(&mut m, Seat(0), rat).unwrap();
        assert_eq!(m.state.speakeasy(at).influence.0, markers);
        assert!(m.state.is_open(&content, at));
        assert_eq!(m.state.controller(&content, at), Some(Seat(0)));
    }
}
