//! A truck's destination says what the seat earns a crate there in all: the price, and the
//! profit on every crate sold there where it has control (PHASE 5, 3), Word of Mouth's added;
//! where another has control, that the profit is theirs.

use super::super::super::state::{Asking, TruckId};
use super::*;

/// Term review 21, finding 3 (nl, seed 21, turn 11): "2. Texas Lil's Diner — $2G per krat"
/// beside "4. Barleycorn's Feed & Grain — $2G per krat", where the seat controlled Texas and
/// took "$1G per krat aan wie de controle heeft" on every crate sold there, $1G more with Word
/// of Mouth; the options read the same price.
#[test]
fn a_destination_says_the_profit_of_control_and_whose_it_is() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let barleycorn = content.board.speakeasy("barleycorns").unwrap();
    state.speakeasy_mut(texas).influence.0 = vec![3, 1, 0, 0];
    state.speakeasy_mut(barleycorn).influence.0 = vec![0, 4, 0, 0];
    state.speakeasy_mut(texas).effects.extra_margin = 1;
    state.players[Seat(0)].back_room.crates = 4;
    let truck = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap_or(TruckId(0));
    state.truck_mut(truck).load = 4;
    state.asking = Some(Asking::Truck(truck));
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, yours, theirs, helped) in [
        (
            "en",
            "; you control it: $2G profit to you on every crate sold there, so $4G a crate in all on yours",
            "; Player 2 controls it and takes the $1G profit on every crate sold there",
            "You control it: you take its profit, $2G on every crate sold there, yours and the others', so each of yours brings you $4G in all (phase 5, 3).",
        ),
        (
            "fr",
            " ; vous le contrôlez : $2G de bénéfice pour vous sur chaque Caisse vendue là, soit $4G par Caisse en tout sur les vôtres",
            " ; Joueur 2 le contrôle et empoche le bénéfice de $1G sur chaque Caisse vendue là",
            "Vous le contrôlez : vous empochez son bénéfice, $2G sur chaque Caisse vendue là, les vôtres comme celles des autres, si bien que chacune des vôtres vous rapporte $4G en tout (PHASE 5, 3).",
        ),
        (
            "nl",
            "; jij hebt er de controle: $2G winst voor jou per krat die er verkocht wordt, dus $4G per krat in totaal op de jouwe",
            "; Speler 2 heeft er de controle en strijkt $1G winst op per krat die er verkocht wordt",
            "Jij hebt er de controle: jij strijkt de winst op, $2G per krat die er verkocht wordt, van jou en van de anderen, dus elke krat van jou brengt je in totaal $4G op (fase 5, 3).",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.option(&v, "dispatch", &Choice::Speakeasy(texas)));
        assert!(said.ends_with(yours), "{lang}: {said}");
        let said = plain(&screen.option(&v, "dispatch", &Choice::Speakeasy(barleycorn)));
        assert!(said.ends_with(theirs), "{lang}: {said}");
        let said = plain(&screen.help(&v, "dispatch", &Choice::Speakeasy(texas)));
        assert!(said.contains(helped), "{lang}: {said}");
    }
    // Copper in the House leaves nobody in control: no profit is said.
    state.speakeasy_mut(texas).effects.like_police_chief = Some(1);
    let v = View::new(&state, &content, Seat(0), &[]);
    let l = locale("en");
    let said = plain(&screen_in(&content, &l).option(&v, "dispatch", &Choice::Speakeasy(texas)));
    assert!(!said.contains("profit") && !said.contains("control"), "{said}");
}
