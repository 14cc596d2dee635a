//! The anytime event cards' question at the table (RULINGS.md "Events": offered at the start of
//! every player turn and in the trade round): it names its moment, is held back at another
//! player's turn unless asked for with `event`, and "no card now" says so.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::engine::log::Logged;
use crate::engine::options::Options;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::event::Event;
use crate::games::king_of_chicago::load;

#[test]
fn the_anytime_question_names_its_moment_and_waits_at_another_s_turn() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    let prompt = "play_event:anytime";
    let options = Options::new(vec![Choice::Done, Choice::Card(Card::Event(0))], None);
    let moments = [
        (
            Event::Turn { seat: Seat(2) },
            true,
            [
                "Player 3's turn begins: play",
                "Le tour de Joueur 3 commence : jouer",
                "De beurt van Speler 3 begint: nu",
            ],
        ),
        (
            Event::Turn { seat: Seat(0) },
            false,
            ["Your turn begins: play", "Votre tour commence : jouer", "Je beurt begint: nu"],
        ),
        (
            Event::TradeRound { round: 1 },
            false,
            ["The trade round: play", "Phase de commerce : jouer", "De ruilronde: nu"],
        ),
    ];
    for (event, held, said) in moments {
        let log = [Logged::Game(event)];
        let view = View::new(&state, &content, &scripts, Seat(0), None, &log);
        for (lang, said) in ["en", "fr", "nl"].into_iter().zip(said) {
            let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
            let question = screen.question(&view, prompt);
            assert!(question.starts_with(said), "{lang}: {question}");
            assert_eq!(screen.unless_requested(&view, prompt, &options), held.then_some(0), "{lang}: {question}");
            assert_eq!(screen.requested_by(prompt), Some("event"));
            let help = screen.help(&view, prompt, &Choice::Done);
            assert!(help.contains("event"), "{lang}: the command is named: {help}");
        }
    }
    // Cards of other moments are asked as before.
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(screen.unless_requested(&view, "play_event:own_turn", &options), None);
    assert_eq!(screen.requested_by("play_event:own_turn"), None);
    assert_eq!(screen.question(&view, "play_event:own_turn"), "Play an event card now (in your turn)?");
}
