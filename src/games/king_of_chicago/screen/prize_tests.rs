//! "attack Player 2's car" did not say that winning takes the contract it carries, nor
//! "complete X" what X pays (5.2.4: its reward and 1 power point).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, HeldContract};

#[test]
fn an_attack_on_a_car_and_a_completion_say_what_they_win() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let fishes = content.contracts.iter().position(|k| k.id == "sleeping_with_the_fishes").unwrap() as u8;
    state.players[Seat(1)].contracts.push(HeldContract { card: fishes, started: true });
    let drive_by = Choice::Action(Action::DriveBy(Seat(1)));
    let drive_by_none = Choice::Action(Action::DriveBy(Seat(2)));
    let complete = Choice::Action(Action::CompleteContract(fishes));
    for (lang, car, done) in [
        (
            "en",
            ", and winning takes its contract under way: Sleeping with the fishes, worth $1300 and 1 power point once you complete it (5.2.4)",
            "complete Sleeping with the fishes: $1300 and 1 power point (5.2.4)",
        ),
        (
            "fr",
            ", et la victoire vous donne son contrat en cours : Dormir avec les poissons, qui rapporte 1300 $ et 1 point de pouvoir une fois achevé (5.2.4)",
            "achever Dormir avec les poissons : 1300 $ et 1 point de pouvoir (5.2.4)",
        ),
        (
            "nl",
            ", en als je wint, krijg je de lopende job: Bij de vissen slapen, goed voor $1300 en 1 machtspunt zodra je hem voltooit (5.2.4)",
            "Bij de vissen slapen voltooien: $1300 en 1 machtspunt (5.2.4)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &drive_by);
        assert!(option.contains(car), "{lang}: {option}");
        // A car with no contract under way wins nothing of the kind.
        let option = screen.option(&view, "action", &drive_by_none);
        assert!(!option.contains("5.2.4"), "{lang}: {option}");
        let option = screen.option(&view, "action", &complete);
        assert!(option.starts_with(done), "{lang}: {option}");
    }
}

/// term18 #4: "attaquer la voiture de Joueur 2 (vide)" said nothing of what winning gets where
/// the car carries no contract, which a newcomer cannot tell from "not said" (5.2.5 step 4);
/// web28 #1: it then said "no more", while the gangsters in that car go to the hospital or
/// the graveyard round by round, and one lost can cost their owner a power point (1.2).
#[test]
fn an_attack_on_a_car_says_what_it_does_to_the_gangsters_in_it() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let free: Vec<GangsterId> =
        (0..content.gangsters.len() as u8).map(GangsterId).filter(|&g| state.gangster(g).owner.is_none()).collect();
    // Player 3: one gangster in his car, one in no car or business; Player 4: two in his car.
    *state.gangster_mut(free[0]) = GangsterState { owner: Some(Seat(2)), at: Where::Car };
    *state.gangster_mut(free[1]) = GangsterState { owner: Some(Seat(2)), at: Where::Hospital };
    *state.gangster_mut(free[2]) = GangsterState { owner: Some(Seat(3)), at: Where::Car };
    *state.gangster_mut(free[3]) = GangsterState { owner: Some(Seat(3)), at: Where::Car };
    let odd = Choice::Action(Action::DriveBy(Seat(2)));
    let even = Choice::Action(Action::DriveBy(Seat(3)));
    let empty = Choice::Action(Action::DriveBy(Seat(1)));
    for (lang, said, second, first, gone) in [
        (
            "en",
            ", which carries no contract: winning sends it to the garage (5.2.5); each round the car loses sends one of its \
             gangsters to the hospital, or to the graveyard for good when the winner's die is 3 or more above the loser's \
             (5.2.5), and Player 3 loses a power point with the second gangster lost so (1 per 2 gangsters in a car or \
             business, 1.2)",
            "Player 3 loses a power point with the second gangster",
            "Player 4 loses a power point with the first gangster",
            "garage, no more",
        ),
        (
            "fr",
            ", qui ne porte aucun contrat : la victoire l'envoie au garage (5.2.5) ; chaque tour que la voiture perd envoie \
             un de ses gangsters à l'hôpital, ou au cimetière pour de bon si le dé du vainqueur dépasse celui du perdant de \
             3 ou plus (5.2.5), et Joueur 3 perd un point de pouvoir au 2e gangster ainsi perdu (1 par tranche de 2 \
             gangsters en voiture ou en entreprise, 1.2)",
            "Joueur 3 perd un point de pouvoir au 2e gangster",
            "Joueur 4 perd un point de pouvoir dès le premier gangster",
            "garage, rien de plus",
        ),
        (
            "nl",
            ", die geen job bij zich heeft: wie wint, stuurt ze naar de garage (5.2.5); elke ronde die de auto verliest, \
             stuurt een van de gangsters erin naar het ziekenhuis, of voorgoed naar het kerkhof als de dobbelsteen van de \
             winnaar 3 of meer hoger is dan die van de verliezer (5.2.5), en Speler 3 verliest een machtspunt bij de tweede \
             gangster die zo wegvalt (1 per 2 gangsters in een auto of zaak, 1.2)",
            "Speler 3 verliest een machtspunt bij de tweede gangster",
            "Speler 4 verliest een machtspunt bij de eerste gangster",
            "garage, meer niet",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &odd);
        assert!(option.contains(said), "{lang}: {option}");
        assert!(option.contains(second), "{lang}: {option}");
        assert!(!option.contains(gone), "{lang}: {option}");
        let option = screen.option(&view, "action", &even);
        assert!(option.contains(first), "{lang}: {option}");
        // An empty car has no gangster to hurt: its first lost round loses it.
        let option = screen.option(&view, "action", &empty);
        assert!(!option.contains("(1.2)") && !option.contains(gone), "{lang}: {option}");
    }
}

/// web28 #2: "bust Player 2's car (no gangster rides in it: … only its contracts under way are
/// lost, 5.4.2)" did not name the contract the panel showed under way, nor its worth.
#[test]
fn a_bust_names_the_contracts_it_costs() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let fishes = content.contracts.iter().position(|k| k.id == "sleeping_with_the_fishes").unwrap() as u8;
    state.players[Seat(1)].contracts.push(HeldContract { card: fishes, started: true });
    let bust = Choice::Police(PoliceAction::Bust(Seat(1)));
    let none = Choice::Police(PoliceAction::Bust(Seat(2)));
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let screen = Screen { n: &n };
        let terms: String = n.contract_terms(fishes).into();
        let lost = match lang {
            "en" => format!("; if the police win, Player 2 loses the contract under way: {terms} (5.4.2)"),
            "fr" => format!("; si la police l'emporte, Joueur 2 perd son contrat en cours : {terms} (5.4.2)"),
            _ => format!("; wint de politie, dan verliest Speler 2 de lopende job: {terms} (5.4.2)"),
        };
        assert!(terms.contains("1300"), "{lang}: {terms}");
        let option = screen.option(&view, "police_action", &bust);
        assert!(option.ends_with(&lost), "{lang}: {option}");
        // A car with no contract under way loses none.
        let option = screen.option(&view, "police_action", &none);
        assert!(!option.contains("(5.4.2)") || !option.contains(&terms), "{lang}: {option}");
        assert!(!option.contains(&lost), "{lang}: {option}");
    }
}
