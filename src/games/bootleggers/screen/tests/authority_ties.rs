//! The authority card's help says which ties it breaks (PHASE 1, 4: « sont employées pour
//! départager les joueurs pendant tout le tour »), and that a tie for the most markers short
//! of control is not one of them (Contrôle de l'influence, influence majoritaire: « plus
//! d'influence ... que n'importe quel autre Truand »).

use super::*;

/// Term review 21, finding 5 (nl, seed 21): `help 10` read "en je wint bij gelijke stand";
/// the reviewer paid $4G for card 69 to tie for the most markers at Barleycorn's, where the
/// tie left nobody the majority; `board Barleycorn` said "het publieke dok" where every other
/// text says "openbaar dok".
#[test]
fn the_authority_help_says_which_ties_it_breaks() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 21).unwrap();
    let barleycorn = content.board.speakeasy("barleycorns").unwrap();
    state.speakeasy_mut(barleycorn).influence.0 = vec![4, 4, 1, 0];
    let authority = state.players[Seat(0)].authority[0];
    let v = View::new(&state, &content, Seat(0), &[]);
    let card = Choice::Authority { card: authority };
    for (lang, wrong, ties) in [
        (
            "en",
            "you win ties",
            "It also breaks some ties: where two bootleggers hold half the markers of a speakeasy each, the higher card takes control; where two family stills made as much, the cop watches the lower card's; where the richest tie at the end, the higher card of the last turn wins; where the poorest tie at turns 4 and 8, the lower card takes the extra marker. A tie for the most markers short of control is broken by nothing: nobody has the majority there.",
        ),
        (
            "fr",
            "vous gagnez les égalités",
            "Elle départage aussi certaines égalités : si deux Truands ont chacun la moitié des marqueurs d'un Bar Clandestin, la plus haute carte en prend le contrôle ; si deux Alambics Familiaux ont produit autant, le Flic surveille celui de la plus basse carte ; si les plus riches sont à égalité à la fin, la plus haute carte du dernier tour gagne ; si les plus pauvres sont à égalité aux tours 4 et 8, la plus basse carte reçoit le marqueur supplémentaire. Une égalité pour le plus de marqueurs sans contrôle n'est départagée par rien : personne n'y a alors l'influence majoritaire.",
        ),
        (
            "nl",
            "je wint bij gelijke stand",
            "Ze beslist ook sommige gelijke standen: hebben twee spelers elk de helft van de fiches in een speakeasy, dan krijgt de hoogste kaart de controle; hebben twee familiestokerijen evenveel gemaakt, dan houdt de flik die van de laagste kaart in het oog; zijn de rijksten aan het eind gelijk, dan wint de hoogste kaart van de laatste beurt; zijn de armsten in de beurten 4 en 8 gelijk, dan krijgt de laagste kaart de extra fiche. Een gelijke stand in de meeste fiches zonder controle beslist niets: dan heeft niemand er de meerderheid.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let said = plain(&screen.help(&v, "authority", &card));
        assert!(said.contains(ties) && !said.contains(wrong), "{lang}: {said}");
    }
    let l = locale("nl");
    let found = plain(&screen_in(&content, &l).find(&v, "barleycorn").unwrap_or_default());
    assert!(found.contains("en het openbare dok verkoopt niets") && !found.contains("publieke"), "{found}");
}
