//! A G-Men—Bust a Shipment cancelled by G-Men—Investigation names the loaded trucks it spared.

use super::*;

/// Investigation cancels "une carte de Voyou qui vient d'être jouée" before it acts, and Bust a
/// Shipment's truck is chosen as it acts: the news said the card was cancelled and not whose
/// truck kept its crates. It names the loaded trucks of the others it could have hit; a card
/// on no truck (Hit) says nothing more.
#[test]
fn a_cancelled_bust_a_shipment_names_the_trucks_it_spared() {
    let c = content();
    let mut s = position(&c, Phase::Shipping);
    s.trucks[1].load = 4;
    s.trucks[0].load = 3;
    let investigation = card(&c, "g_men_investigation");
    s.players[Seat(1)].hand.push(investigation);
    let mut m = table(&c, s, vec![vec![], vec![Choice::Thug { card: investigation }]]);
    thugs::play(&mut m, Seat(0), card(&c, "g_men_bust_a_shipment")).expect("played");
    assert_eq!(m.state.trucks[1].load, 4, "the Bust did nothing");
    let spared = m.log.entries().iter().filter_map(|e| e.game()).find_map(|e| match e {
        Event::Cancelled { spared, .. } => Some(spared.clone()),
        _ => None,
    });
    assert_eq!(spared, Some(vec![(TruckId(1), Seat(1), 4)]), "its player's own truck is not among them");
    for (lang, said) in [
        (
            "en",
            "Player 2 cancels Player 1's G-Men—Bust a Shipment. The loaded truck it could have hit keeps its crates: Player 2's truck 2 (4 crates).",
        ),
        (
            "fr",
            "Joueur 2 annule la carte G-Men—Bust a Shipment (Perte de chargement) jouée par Joueur 1. Le Camion chargé qu'elle pouvait viser garde ses Caisses : le Camion 2 de Joueur 2 (4 Caisses).",
        ),
        (
            "nl",
            "Speler 2 annuleert G-Men—Bust a Shipment (Beslag) van Speler 1. De geladen vrachtwagen waarop ze gespeeld kon worden, houdt zijn kratten: vrachtwagen 2 van Speler 2 (4 kratten).",
        ),
    ] {
        let told = super::told::told(&m, lang, None);
        assert!(told.iter().any(|l| l == said), "{lang}: {told:#?}");
    }
}
