//! The speakeasy improvement card on the offer spaces: what it does and what it costs.

use super::*;

/// PHASE 1, 5b, c: « Le Truand prend un marqueur d'Amélioration de Bar Clandestin et le pose
/// sur un emplacement d'Amélioration de n'importe quel Bar Clandestin »; PHASE 5, 1: « Chaque
/// Amélioration de Bar Clandestin ajoute 1 à chaque dé de consommation ». The offer read
/// "Speakeasy improvement — played at once", with neither its effect nor its cost (none: only
/// the truck card is paid for, which the offer question says for every card).
#[test]
fn the_speakeasy_improvement_offer_says_its_effect_and_its_cost() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "speakeasy_improvement")];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, said) in [
        (
            "en",
            "Speakeasy improvement: +1 to each demand die of a speakeasy of your choice (an improvement marker), so it buys more crates — played at once",
        ),
        (
            "fr",
            "Amélioration de Bar Clandestin : +1 à chaque dé de consommation d'un Bar Clandestin au choix (marqueur d'Amélioration) — jouée tout de suite",
        ),
        (
            "nl",
            "Speakeasyverbetering: +1 op elke vraagdobbelsteen van een speakeasy naar keuze (een verbeteringsfiche), die dan meer koopt — meteen gespeeld",
        ),
    ] {
        let l = locale(lang);
        let option = plain(&screen_in(&content, &l).option(&v, "offer", &Choice::Muscle { space: 0 }));
        assert_eq!(option, said, "{lang}");
        // One line at the terminal: "  12. " before the option.
        assert!(option.chars().count() + 6 <= 160, "{lang}: {option}");
    }
}
