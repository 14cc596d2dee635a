//! Dutch as a Dutch speaker writes it: one player is no "hun", and Recruiting's aside is no
//! "begrepen?".

use super::super::super::content::TruckCardId;
use super::super::super::state::TruckId;
use super::*;

/// "een van hun invloedsfiches" named one player's marker with the plural "hun" (English
/// "their"), and Recruiting's "krijg je de eerste twee, begrepen?" read as a translation of
/// "got it?": the news names the player, the card asks "snap je?".
#[test]
fn dutch_says_one_player_s_marker_and_recruiting_s_aside_naturally() {
    let content = load(&Source::Embedded).unwrap();
    let l = locale("nl");
    let took = Event::TookTruck { seat: Seat(1), card: TruckCardId(0), truck: Some(TruckId(3)), price: 1 };
    let told = plain(&Bootleggers::narrate(&content, &l, &took, None).unwrap_or_default());
    assert!(told.contains("; een invloedsfiche uit de voorraad van Speler 2 komt ernaast"), "{told}");
    let recruiting = plain(&l.text("card-recruiting.text", &[]));
    assert!(
        recruiting.ends_with("Heb jij dus de meeste autoriteit, dan krijg je de eerste twee, snap je?"),
        "{recruiting}"
    );
    let nl =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/content/bootleggers/locales/nl.ftl")).unwrap();
    for (i, line) in nl.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with('#')) {
        let words: Vec<&str> = line.split(|c: char| !c.is_alphanumeric()).collect();
        assert!(!words.contains(&"begrepen"), "nl.ftl:{}: {line}", i + 1);
        // "hun" only for more than one: the trucks waiting at a public dock ("hun kratten").
        assert!(!words.contains(&"hun") || line.contains("vrachtwagens"), "nl.ftl:{}: {line}", i + 1);
    }
}
