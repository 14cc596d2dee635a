//! A Little Vigorish's answers say what the still would make and what it is worth, so that
//! whether paying is worth it can be weighed.

use super::super::super::state::{Asking, VigorishAsked};
use super::*;

/// "Le propriétaire de cet Alambic doit vous payer $3G par dé de production ou cet Alambic ne
/// produira rien ce tour-ci" (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU): `help N` on paying and on
/// refusing says what the still's dice make (a die its face in crates, PHASE 3, 1) and what
/// O'Malley's pays for them ("$1G par Caisse", "Consommation : Illimitée"), against the sum
/// asked; it said only "it produces as usual".
#[test]
fn the_vigorish_help_says_what_the_still_makes_and_what_o_malley_s_pays() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let vigorish = card(&content, "a_little_vigorish");
    state.asking =
        Some(Asking::Vigorish(VigorishAsked { card: vigorish, offsite: None, to: Seat(1), per_die: 3, dice: 2 }));
    let v = View::new(&state, &content, Seat(0), &[]);
    let mut one = state.clone();
    one.asking =
        Some(Asking::Vigorish(VigorishAsked { card: vigorish, offsite: None, to: Seat(1), per_die: 3, dice: 1 }));
    let one = View::new(&one, &content, Seat(0), &[]);
    for (lang, worth, single) in [
        (
            "en",
            "Each die makes as many crates as it shows, 1 to 6: that still's 2 dice make 2 to 12 crates, which O'Malley's Dry Goods buys at $1G each, however many: $2G to $12G, against the $6G asked.",
            "That still's die makes as many crates as it shows, 1 to 6, which O'Malley's Dry Goods buys at $1G each, however many: $1G to $6G, against the $3G asked.",
        ),
        (
            "fr",
            "Chaque dé produit autant de Caisses que sa valeur, de 1 à 6 : les 2 dés de cet Alambic produisent de 2 à 12 Caisses, et O'Malley's Dry Goods les achète toutes $1G pièce : de $2G à $12G, contre les $6G réclamés.",
            "Le dé de cet Alambic produit autant de Caisses que sa valeur, de 1 à 6, et O'Malley's Dry Goods les achète toutes $1G pièce : de $1G à $6G, contre les $3G réclamés.",
        ),
        (
            "nl",
            "Elke dobbelsteen levert zoveel kratten op als hij aangeeft, 1 tot 6: de 2 dobbelstenen van die stokerij leveren 2 tot 12 kratten op, en O'Malley's Dry Goods koopt ze allemaal aan $1G per krat: $2G tot $12G, tegenover de gevraagde $6G.",
            "De dobbelsteen van die stokerij levert zoveel kratten op als hij aangeeft, 1 tot 6, en O'Malley's Dry Goods koopt ze allemaal aan $1G per krat: $1G tot $6G, tegenover de gevraagde $3G.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        for answer in [Choice::Accept, Choice::Refuse] {
            let said = plain(&screen.help(&v, "vigorish", &answer));
            assert!(said.contains(worth), "{lang}: {said}");
            let said = plain(&screen.help(&one, "vigorish", &answer));
            assert!(said.contains(single), "{lang}: {said}");
        }
    }
}
