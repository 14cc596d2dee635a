//! The authority question says what each offer costs and whose authority cards are known (PHASE
//! 1, 3-5; "Des cartes de Camion"; Préparation). Term review 27, finding 4 (nl, seed 48, turn 1):
//! "kiest de hoogste kaart eerst uit het aanbod te koop" listed the offers with no price, the
//! cost told only after the reveal ("Alleen de vrachtwagenkaart kost geld"), and nothing said
//! that each player holds numbers of his own, the rivals' hidden.

use super::super::super::content::TruckCardId;
use super::*;

#[test]
fn the_authority_question_prices_the_offers_and_says_the_rivals_cards_are_hidden() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 48).unwrap();
    state.truck_offer = Some(TruckCardId(0));
    state.muscle_offer = vec![card(&content, "hit")];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, priced, hidden) in [
        (
            "en",
            ": Small truck ($1G); Hit. Only the truck is paid for, at the price beside it; the other offers cost nothing.",
            " Each bootlegger holds authority cards of their own, all different numbers; those your rivals still hold stay hidden until played.",
        ),
        (
            "fr",
            ": Petit Camion ($1G) ; Hit (Exécution). Seul le Camion se paie, au prix indiqué ; les autres offres ne coûtent rien.",
            " Chaque Truand a ses propres cartes d'Autorité, toutes de numéros différents ; celles que gardent vos rivaux restent cachées jusqu'à ce qu'ils les jouent.",
        ),
        (
            "nl",
            ": Kleine vrachtwagen ($1G); Hit (Afrekening). Alleen de vrachtwagen kost geld, de prijs staat erbij; de andere kaarten kosten niets.",
            " Elke smokkelaar heeft zijn eigen autoriteitskaarten, allemaal met andere nummers; welke je rivalen nog hebben, blijft verborgen tot ze gespeeld worden.",
        ),
    ] {
        let l = locale(lang);
        let question = plain(&screen_in(&content, &l).question(&v, "authority"));
        assert!(question.contains(priced), "{lang}: {question}");
        assert!(question.ends_with(hidden), "{lang}: {question}");
    }
}
