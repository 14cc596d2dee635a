//! What a crate fetches beside a deal on crates names who takes the profit at each speakeasy
//! said (PHASE 5, 3: « Ce Truand perçoit la marge bénéficiaire sur CHAQUE Caisse »), one by
//! one, where two pay the same.

use super::super::super::choice::Deal;
use super::*;

/// Web review 25, finding 4: "$3G at Texas Lil's Diner or The Real McCoy Antiques, your $0G
/// profit as its controller included", where the seat took $1G at Texas Lil's and nothing at
/// McCoy's; finding 3 and term review 25, finding 6: "your $0G profit as its controller
/// included" where another's Big Payoff held control, with no reason.
#[test]
fn each_speakeasy_paying_the_same_says_who_takes_its_profit() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let mccoy = content.board.speakeasy("real_mccoy").unwrap();
    // Texas Lil's: $2G, this seat in control (+$1G); McCoy's: $3G, Player 2 in control.
    state.speakeasy_mut(texas).influence.0 = vec![2, 1, 0];
    state.speakeasy_mut(mccoy).influence.0 = vec![1, 7, 0];
    let buy = Deal::SellCrates { from: Seat(1), to: Seat(0), crates: 0 };
    let log = vec![chose("deal", Choice::Propose(buy))];
    for (lang, both) in [
        (
            "en",
            " and $3G at Texas Lil's Diner (your $1G profit as its controller included) or The Real McCoy Antiques (Player 2 controls it and takes its profit) while its demand lasts;",
        ),
        (
            "fr",
            " et $3G chez Texas Lil's Diner (votre bénéfice de $1G par le contrôle compris) ou The Real McCoy Antiques (Joueur 2 en a le contrôle et en empoche le bénéfice) tant que sa consommation suit ;",
        ),
        (
            "nl",
            " en $3G bij Texas Lil's Diner (met je $1G winst door de controle erbij) of The Real McCoy Antiques (Speler 2 heeft er de controle en strijkt de winst op), zolang de vraag er groot genoeg is;",
        ),
    ] {
        let v = View::new(&state, &content, Seat(0), &log);
        let l = locale(lang);
        let said = plain(&screen_in(&content, &l).question(&v, "deal_price"));
        assert!(said.contains(both), "{lang}: {said}");
    }
    // Texas Lil's alone open, the seat's 3 markers there, another's Big Payoff in control.
    state.speakeasy_mut(mccoy).influence.0 = vec![0, 0, 0];
    state.speakeasy_mut(texas).influence.0 = vec![3, 0, 0];
    state.speakeasy_mut(texas).effects.control = Some(Seat(1));
    for (lang, payoff) in [
        (
            "en",
            " and $2G at Texas Lil's Diner (Player 2 played Big Payoff here and controls it this turn, whatever the markers, and takes its profit) while",
        ),
        (
            "fr",
            " et $2G chez Texas Lil's Diner (Joueur 2 y a joué Big Payoff (Coup d'état) et en a le contrôle ce tour-ci, quels que soient les marqueurs, et en empoche le bénéfice) tant que",
        ),
        (
            "nl",
            " en $2G bij Texas Lil's Diner (Speler 2 speelde hier Big Payoff (Omkoopsom) en heeft er deze beurt de controle, hoeveel fiches er ook liggen, en strijkt de winst op), zolang",
        ),
    ] {
        let v = View::new(&state, &content, Seat(0), &log);
        let l = locale(lang);
        let said = plain(&screen_in(&content, &l).question(&v, "deal_price"));
        assert!(said.contains(payoff) && !said.contains("$0G"), "{lang}: {said}");
    }
}
