//! The rat (8.1) at the table: with one rival to lose anything its option names him and what
//! he loses, never what his folder holds (3.2); with several, each rival at its question says the same.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Res3;
use crate::games::king_of_chicago::load;

#[test]
fn the_rat_names_whom_it_hits_and_what_he_loses() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let rat = content.events.iter().position(|c| c.id == "the_rat").unwrap() as u8;
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    for s in 0..3 {
        state.players[Seat(s)].resources = Res3::default();
    }
    // Player 3's one girl loses nothing (half of 1, rounded down): only Player 2 is hit.
    state.players[Seat(1)].resources = Res3 { booze: 1, girls: 2, henchmen: 0 };
    state.players[Seat(2)].resources = Res3 { booze: 0, girls: 1, henchmen: 0 };
    let card = Choice::Card(Card::Event(rat));
    let said = [
        "the police raid Player 2's warehouse, the only rival with 2 resources or more (half, rounded down): he loses 1 at random",
        "la police fouille l'entrepôt de Joueur 2, le seul adversaire qui a au moins 2 ressources (la moitié, arrondie vers le bas) : il en perd 1 au hasard",
        "de politie valt de opslagplaats van Speler 2 binnen, de enige tegenstander met minstens 2 hulpmiddelen (de helft, naar beneden afgerond): hij verliest er willekeurig 1",
    ];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, said) in ["en", "fr", "nl"].into_iter().zip(said) {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let option = screen.option(&view, "play_event:own_turn", &card);
        assert!(option.contains(said), "{lang}: {option}");
    }
    // Two rivals to hit: the option says what the card does, the question what each would lose.
    state.players[Seat(2)].resources = Res3 { booze: 0, girls: 1, henchmen: 3 };
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let said = [
        "Player 3 (1 power point): he would lose 2 at random",
        "Joueur 3 (1 point de pouvoir) : il en perdrait 2 au hasard",
        "Speler 3 (1 machtspunt): hij zou er willekeurig 2 verliezen",
    ];
    for (lang, said) in ["en", "fr", "nl"].into_iter().zip(said) {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let option = screen.option(&view, "play_event:own_turn", &card);
        assert!(!option.contains("Player 2") && !option.contains("Joueur 2"), "{lang}: {option}");
        let who = screen.option(&view, "card:the_rat", &Choice::Player(Seat(2)));
        assert_eq!(who, said, "{lang}");
    }
}
