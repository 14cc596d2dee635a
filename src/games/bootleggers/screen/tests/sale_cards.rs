//! Copper in the House and Packing Heat aimed at a speakeasy say what the card would do there
//! (web review 23, finding 1, seed 35 nl, turns 7 and 9: each option was the truck question's
//! "openbaar dok: verkoopt als laatste, als Speler 4 het toestaat" for a seat with no truck
//! there). DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: Copper in the House, "Aucune influence, aucun
//! bénéfice, consommation illimitée, prix de gros $1G par Caisse ce tour-ci"; Packing Heat,
//! "pour vous c'est $1G la Caisse" (RULINGS.md: every other seat selling there pays $1G a crate).

use super::super::super::state::{LinedUp, TruckId};
use super::*;

#[test]
fn copper_and_packing_heat_say_whose_crates_they_hit_and_for_what() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let texas = content.board.speakeasy("texas_lils").unwrap();
    let mothers = content.board.speakeasy("mothers").unwrap();
    let docks = content.board.speakeasies[usize::from(texas.0)].docks.clone();
    // This seat controls Texas Lil's (3 to 1) with 4 crates at its majority dock; Player 3 has
    // 3 crates at its minority dock. Mother's, under Player 4's control, has no truck.
    state.speakeasy_mut(texas).influence.0 = vec![3, 0, 1, 0];
    state.speakeasy_mut(mothers).influence.0 = vec![0, 0, 1, 3];
    let own = state.operated_by(Seat(0)).map(|(id, _)| id).next().unwrap_or(TruckId(0));
    let rival = state.operated_by(Seat(2)).map(|(id, _)| id).next().unwrap_or(TruckId(2));
    state.truck_mut(own).load = 4;
    state.truck_mut(own).at = Some(LinedUp { speakeasy: texas, dock: docks[0], order: 0 });
    state.truck_mut(rival).load = 3;
    state.truck_mut(rival).at = Some(LinedUp { speakeasy: texas, dock: docks[1], order: 1 });
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, copper_texas, copper_mothers, heat_texas, heat_mothers) in [
        (
            "en",
            "Texas Lil's Diner — every crate brought would sell there at $1G instead of $2G, and you would lose your $1G profit a crate as its controller; your 4 crates lined up there would fetch $1G each instead of $3G; rivals' crates lined up there: Player 3: 3, all bought at $1G",
            "Mother's Groceries — every crate brought would sell there at $1G instead of $2G, and Player 4 would lose the $1G profit a crate they take as its controller",
            "Texas Lil's Diner — rivals' crates lined up there: Player 3: 3; each one it buys pays you $1G (it buys 1 to 6 crates); your own crates there pay you nothing more",
            "Mother's Groceries — no rival's crate is lined up there: the card would pay you nothing",
        ),
        (
            "fr",
            "Texas Lil's Diner — toute Caisse livrée s'y vendrait $1G au lieu de $2G, et vous perdriez le bénéfice de $1G par Caisse que le contrôle vous y donne ; vos 4 Caisses qui y attendent rapporteraient $1G chacune au lieu de $3G ; Caisses des rivaux qui y attendent : Joueur 3 : 3, toutes achetées $1G",
            "Mother's Groceries — toute Caisse livrée s'y vendrait $1G au lieu de $2G, et Joueur 4 perdrait le bénéfice de $1G par Caisse que le contrôle lui y donne",
            "Texas Lil's Diner — Caisses des rivaux qui y attendent : Joueur 3 : 3 ; chacune qu'il achète vous rapporte $1G (il achète de 1 à 6 Caisses) ; vos propres Caisses ne vous y rapportent rien de plus",
            "Mother's Groceries — aucune Caisse d'un rival n'y attend : la carte ne vous rapporterait rien",
        ),
        (
            "nl",
            "Texas Lil's Diner — elk krat dat er aankomt, wordt er dan verkocht voor $1G in plaats van $2G, en je verliest de $1G winst per krat die de controle je er geeft; jouw 4 kratten die er klaarstaan, brengen dan elk $1G op in plaats van $3G; kratten van rivalen die er klaarstaan: Speler 3: 3, allemaal gekocht voor $1G",
            "Mother's Groceries — elk krat dat er aankomt, wordt er dan verkocht voor $1G in plaats van $2G, en Speler 4 verliest de $1G winst per krat die de controle hem er geeft",
            "Texas Lil's Diner — kratten van rivalen die er klaarstaan: Speler 3: 3; elk krat dat ze koopt, levert je $1G op (ze koopt 1 tot 6 kratten); je eigen kratten daar leveren je niets extra op",
            "Mother's Groceries — er staat geen krat van een rivaal klaar: de kaart levert je niets op",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = |card: &str, at| plain(&screen.option(&v, card, &Choice::Speakeasy(at)));
        assert_eq!(said("copper_in_the_house", texas), copper_texas, "{lang}");
        assert_eq!(said("copper_in_the_house", mothers), copper_mothers, "{lang}");
        assert_eq!(said("packing_heat", texas), heat_texas, "{lang}");
        assert_eq!(said("packing_heat", mothers), heat_mothers, "{lang}");
    }
}
