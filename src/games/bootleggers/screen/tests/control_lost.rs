//! Control of a speakeasy ended by a thug card is told to the player who loses it, with the card
//! named (Contrôle de l'influence: control is as many markers as all the others together, the
//! higher authority card breaking a tie between two), as a marker placed tells the control it
//! ends (`marker_does`). A Hit's victim read "a marker of Player 2 is taken off Barleycorn's
//! Feed & Grain" and not that its profit was no longer his.

use super::super::super::content::AuthorityId;
use super::super::super::event::{ControlLost, LostBy, ThugDid};
use super::super::super::rules::{Match, thugs};
use super::super::super::state::{Phase, State, Tie};
use super::*;
use crate::engine::decision::{Decider, Scripted};
use crate::engine::play::{MatchOptions, OnScriptError};

/// Authority cards 60, 40, 30 and 10 face up; Barleycorn's open at 4 markers, Player 2
/// controlling it with 2 against Player 1's and Player 4's one each; Player 3 alone at Texas
/// Lil's.
fn position(content: &Content) -> State {
    let mut state = Bootleggers::new_game(content, 4, 5).unwrap();
    for (seat, n) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        state.players[Seat(seat)].played = Some(AuthorityId(n - 1));
    }
    state.revealed = true;
    state.phase = Phase::Authority;
    let barleycorns = content.board.speakeasy("barleycorns").unwrap();
    for (seat, n) in [(0, 1), (1, 2), (3, 1)] {
        state.speakeasy_mut(barleycorns).influence[Seat(seat)] = n;
    }
    state.speakeasy_mut(content.board.speakeasy("texas_lils").unwrap()).influence[Seat(2)] = 1;
    state
}

/// Player 1 plays `card` with `answers`; the control its effects ended, as logged.
fn played(content: &Content, card: &str, answers: Vec<Choice>) -> (Vec<Event>, Vec<ThugDid>) {
    let mut all = vec![Vec::new(); 4];
    all[0] = answers;
    let deciders: Vec<Box<dyn Decider<Bootleggers>>> =
        all.into_iter().map(|a| Box::new(Scripted::new(a, false)) as Box<dyn Decider<Bootleggers>>).collect();
    let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
    let mut m = Match::new(content, position(content), deciders, &options);
    thugs::play(&mut m, Seat(0), super::card(content, card)).unwrap();
    let events: Vec<Event> = m.log.entries().iter().filter_map(|e| e.game()).cloned().collect();
    let lost = events
        .iter()
        .filter_map(|e| match e {
            Event::ThugDid { what: what @ ThugDid::ControlLost { .. }, .. } => Some(what.clone()),
            _ => None,
        })
        .collect();
    (events, lost)
}

#[test]
fn control_lost_to_a_thug_card_is_told_with_the_card_named() {
    let content = load(&Source::Embedded).unwrap();
    let barleycorns = content.board.speakeasy("barleycorns").unwrap();
    // Hit on one of Player 2's markers: one each, nobody has as many as the others together.
    let hit = played(&content, "hit", vec![Choice::Speakeasy(barleycorns), Choice::Player(Seat(1))]);
    let lost = ControlLost { seat: Seat(1), markers: 1, others: 2, to: None, tie: None };
    assert_eq!(hit.1, [ThugDid::ControlLost { speakeasy: barleycorns, lost, why: LostBy::Markers }]);
    // You Dirty Rat on Player 4's: 2 to 2, which Player 1's 60 wins against Player 2's 40.
    let rat = played(&content, "you_dirty_rat", vec![Choice::Speakeasy(barleycorns), Choice::Player(Seat(3))]);
    let lost = ControlLost {
        seat: Seat(1),
        markers: 2,
        others: 2,
        to: Some(Seat(0)),
        tie: Some(Tie { won: Seat(0), over: Seat(1), high: 600, low: 400 }),
    };
    assert_eq!(rat.1, [ThugDid::ControlLost { speakeasy: barleycorns, lost, why: LostBy::Authority }]);
    // Big Payoff: Player 1 takes it this turn, whatever the markers.
    let payoff = played(&content, "big_payoff", Vec::new());
    let lost = ControlLost { tie: None, ..lost };
    assert_eq!(payoff.1, [ThugDid::ControlLost { speakeasy: barleycorns, lost, why: LostBy::Card }]);
    // Hit on Player 4's marker leaves Player 2 in control, 2 to 1: nothing lost, nothing told.
    let kept = played(&content, "hit", vec![Choice::Speakeasy(barleycorns), Choice::Player(Seat(3))]);
    assert!(kept.1.is_empty() && kept.0.iter().any(|e| matches!(e, Event::ThugDid { .. })), "{:?}", kept.0);
    for (lang, [hit_you, hit_others, rat_said, payoff_said]) in [
        (
            "en",
            [
                "You lose control of Barleycorn's Feed & Grain to Hit: one marker against 2 for all the others together, so nobody controls it now or takes its profit.",
                "Player 2 loses control of Barleycorn's Feed & Grain to Hit: one marker",
                "Player 2 loses control of Barleycorn's Feed & Grain to You Dirty Rat: 2 markers against 2 for all the others together is a tie, which Player 1's higher authority now wins, so Player 1 takes control there, and its profit.",
                "Player 2 loses control of Barleycorn's Feed & Grain to Big Payoff this turn: Player 1 takes it, and its profit.",
            ],
        ),
        (
            "fr",
            [
                "Vous perdez le contrôle de l'influence chez Barleycorn's Feed & Grain à cause de Hit (Exécution) : un marqueur contre 2 pour tous les autres réunis ; plus personne n'en a le contrôle ni n'en touche le bénéfice.",
                "Joueur 2 perd le contrôle de l'influence chez Barleycorn's Feed & Grain à cause de Hit (Exécution) : un marqueur",
                "Joueur 2 perd le contrôle de l'influence chez Barleycorn's Feed & Grain à cause de You Dirty Rat (Sale rat) : 2 marqueurs contre 2 pour tous les autres réunis, une égalité que l'Autorité de Joueur 1, désormais plus haute, départage ; Joueur 1 en prend le contrôle, et le bénéfice.",
                "ce tour-ci : Joueur 1 en prend le contrôle, et le bénéfice.",
            ],
        ),
        (
            "nl",
            [
                "Je verliest de controle over Barleycorn's Feed & Grain door Hit",
                "Speler 2 verliest de controle over Barleycorn's Feed & Grain door Hit",
                "tegen 2 voor alle anderen samen, een gelijkstand die Speler 1 nu wint met een hogere autoriteit, dus heeft Speler 1 er nu de controle, en de winst.",
                "deze beurt: Speler 1 heeft er de controle, en de winst.",
            ],
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        // Each told as the news tells it: the loser reads it as his own, the others by his name.
        let told = |events: &[Event], viewer: Seat| -> String {
            events.iter().filter_map(|e| n.line(e, Some(viewer))).map(|s| plain(&s)).collect::<Vec<_>>().join("\n")
        };
        let news = told(&hit.0, Seat(1));
        assert!(news.lines().any(|line| line.starts_with(hit_you)), "{lang}: {news}");
        let news = told(&hit.0, Seat(2));
        assert!(news.lines().any(|line| line.starts_with(hit_others)), "{lang}: {news}");
        let news = told(&rat.0, Seat(3));
        assert!(news.lines().any(|line| line.ends_with(rat_said)), "{lang}: {news}");
        let news = told(&payoff.0, Seat(2));
        assert!(news.lines().any(|line| line.ends_with(payoff_said)), "{lang}: {news}");
    }
}
