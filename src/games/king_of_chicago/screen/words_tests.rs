//! What a newcomer reads where a word or a rule went unexplained: a raid's and a drive-by's
//! stake at the destinations that name them (5.2.5, 5.4), the police bribe (6.4), monopoly
//! income (6.1), the look-up's words, in every language.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

/// The lots of the board, in board order, with their streets.
fn lots(content: &crate::games::king_of_chicago::content::Content) -> Vec<(SquareId, StreetId)> {
    let squares = content.board.squares.iter().enumerate();
    let lots = squares.filter(|(_, sq)| sq.kind == SquareKind::Business);
    lots.map(|(i, sq)| (SquareId(i as u16), sq.street)).collect()
}

/// 5.4.1, 5.3: where the police car may drive, a destination that names a raid says, in its
/// help, what the raid costs (the police action, whatever the dice say) and what it wins (the
/// business closed, its gangsters jailed); the next destination naming one points there. The
/// help said only "the options say what the police could do where it stops".
#[test]
fn a_police_destination_says_what_its_raid_costs_and_wins() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    state.police.controller = Some(Seat(0));
    state.police.actions_left = 1;
    // Two of Player 2's businesses on lots by two streets.
    let lots = lots(&content);
    let (first, second) = (lots[0], lots.iter().find(|(_, st)| *st != lots[0].1).copied().unwrap());
    for (i, (sq, _)) in [first, second].into_iter().enumerate() {
        state.businesses[i].owner = Some(Seat(1));
        state.businesses[i].square = Some(sq);
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let listed = [Choice::Street(first.1), Choice::Street(second.1)];
    for (lang, cost, wins, again) in [
        (
            "en",
            "Raid a business (5.4.1): it costs a police action of this game round, whatever the dice say",
            "the business is closed until the end of the next trade round",
            "the rule is given under the first option of its kind, option 1",
        ),
        (
            "fr",
            "Descente dans un établissement (5.4.1) : elle coûte une action de police de ce tour de jeu",
            "l'établissement est fermé jusqu'à la fin de la prochaine phase de commerce",
            "la règle est donnée à la première option de ce genre, l'option 1",
        ),
        (
            "nl",
            "Een zaak binnenvallen (5.4.1): dat kost een politieactie van deze spelronde",
            "dan is de zaak gesloten tot het einde van de volgende ruilronde",
            "de regel staat bij de eerste optie van deze soort, optie 1",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let help = screen.help_among(&view, "move_police", &listed, 0);
        assert!(help.contains(cost) && help.contains(wins), "{lang}: {help}");
        let next = screen.help_among(&view, "move_police", &listed, 1);
        let raid = screen.police(&view, PoliceAction::Raid(BusinessId(1)));
        assert!(next.contains(&format!("{raid}")) && next.contains(again), "{lang}: {next}");
        assert!(!next.contains(cost), "{lang}: said once: {next}");
    }
}

/// 5.2.5: where a seat's car may drive, a destination that names a drive-by says in its help
/// what a drive-by stakes and wins; it listed only what stands by the street.
#[test]
fn a_destination_naming_a_drive_by_says_what_it_stakes() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let here = state.players[Seat(0)].car.at;
    let there = lots(&content).into_iter().map(|(_, st)| st).find(|&st| st != here).unwrap();
    state.players[Seat(1)].car.at = there;
    // A gangster in Player 1's car: an empty car attacks nobody (5.2.5).
    *state.gangster_mut(GangsterId(0)) =
        crate::games::king_of_chicago::state::GangsterState { owner: Some(Seat(0)), at: Where::Car };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert!(view.actions_at(there).contains(&Action::DriveBy(Seat(1))), "{:?}", view.actions_at(there));
    let listed = [Choice::Street(there)];
    for (lang, rule) in [
        ("en", "Win a drive-by: the other car goes to the garage"),
        ("fr", "Attaque (5.2.5)"),
        ("nl", "Aanvallen (5.2.5)"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let help = Screen { n: &n }.help_among(&view, "move", &listed, 0);
        assert!(help.contains(rule), "{lang}: {help}");
    }
}

/// 6.4, 5.3: the police bribe's question says what the bribe buys and who pays, and its "pass"
/// says that passing costs nothing and ends the seat's bidding; its help says what follows
/// when everybody passes. The question asked only "Your bribe for the police?".
#[test]
fn the_police_bribe_says_its_prize_and_what_passing_does() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let listed = [Choice::Amount(0), Choice::Amount(150)];
    for (lang, prize, pass, nobody) in [
        (
            "en",
            "The highest bribe buys the police car for the next 4 action rounds",
            "pass (pay nothing; you bid no more for the police this trade round)",
            "when everybody passes, nobody drives the police car until then",
        ),
        (
            "fr",
            "Le plus gros pot-de-vin achète la voiture de police pour les 4 prochains tours d'action",
            "passer (vous ne payez rien et n'enchérissez plus pour la police pendant cette phase de commerce)",
            "si tout le monde passe, personne ne conduit la voiture de police d'ici là",
        ),
        (
            "nl",
            "Het hoogste smeergeld koopt de politieauto voor de volgende 4 actierondes",
            "passen (je betaalt niets en biedt deze ruilronde niet meer op de politie)",
            "past iedereen, dan rijdt tot dan niemand met de politieauto",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let question = screen.question(&view, "bid_police");
        assert!(question.contains(prize) && question.contains("(") && question.contains("6.4"), "{lang}: {question}");
        assert_eq!(screen.option(&view, "bid_police", &listed[0]), pass, "{lang}");
        let help = screen.help_among(&view, "bid_police", &listed, 0);
        assert!(help.contains(pass) && help.contains(nobody), "{lang}: {help}");
        // The gangster auction's pass is left as it was.
        assert_ne!(screen.option(&view, "bid_gangster", &listed[0]), pass, "{lang}");
    }
}
