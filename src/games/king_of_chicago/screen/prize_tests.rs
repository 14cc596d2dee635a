//! "attack Player 2's car" did not say that winning takes the contract it carries, nor
//! "complete X" what X pays (5.2.4: its reward and 1 power point).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::HeldContract;

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
/// the car carries no contract, which a newcomer cannot tell from "not said" (5.2.5 step 4).
#[test]
fn an_attack_on_a_car_with_no_contract_says_it_wins_only_the_garage() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 9).unwrap();
    let drive_by = Choice::Action(Action::DriveBy(Seat(2)));
    for (lang, said) in [
        ("en", ", which carries no contract: winning sends it to the garage, no more (5.2.5)"),
        ("fr", ", qui ne porte aucun contrat : la victoire l'envoie au garage, rien de plus (5.2.5)"),
        ("nl", ", die geen job bij zich heeft: wie wint, stuurt ze naar de garage, meer niet (5.2.5)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let screen = Screen { n: &n };
        let option = screen.option(&view, "action", &drive_by);
        assert!(option.contains(said), "{lang}: {option}");
    }
}
