//! `help N` on a deal's option said only the option ("yes", "$100 more"): it says what the deal
//! would then give and cost each side, and that it is for good (1.3).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::defs::Resource;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{Bundle, Deal};

#[test]
fn a_deal_s_option_says_what_each_side_gives() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let mut get = Bundle::default();
    *get.resources.get_mut(Resource::Booze) += 1;
    state.offer = Some(Deal { from: Seat(1), to: Seat(0), give: Bundle { money: 100, ..Bundle::default() }, get });
    let asked = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let mut mine = state.clone();
    mine.offer = Some(Deal { from: Seat(0), to: Seat(2), give: Bundle::default(), get: Bundle::default() });
    let proposing = View::new(&mine, &content, &scripts, Seat(0), None, &[]);
    for (lang, yes, no, add) in [
        (
            "en",
            "Player 2 hands you $100, and you hand Player 2 1 booze, at once and for good",
            "nothing changes hands; Player 2 keeps $100 and you keep 1 booze.",
            "your offer to Player 3 would then be: you hand over $100, Player 3 hands you nothing.",
        ),
        (
            "fr",
            "Joueur 2 vous donne 100 $, et vous donnez 1 boisson à Joueur 2, tout de suite et pour de bon",
            "rien ne change de mains ; Joueur 2 garde 100 $ et vous gardez 1 boisson.",
            "votre offre à Joueur 3 serait alors : vous donnez 100 $, Joueur 3 vous donne rien.",
        ),
        (
            "nl",
            "Speler 2 geeft je $100, en jij geeft Speler 2 1 drank, meteen en voorgoed",
            "er wisselt niets van eigenaar; Speler 2 houdt $100 en jij houdt 1 drank.",
            "je bod aan Speler 3 wordt dan: jij geeft $100, Speler 3 geeft jou niets.",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let help = screen.help(&asked, "deal_accept", &Choice::Yes);
        assert!(help.contains(yes), "{lang}: {help}");
        let help = screen.help(&asked, "deal_accept", &Choice::No);
        assert!(help.contains(no), "{lang}: {help}");
        let help = screen.help(&proposing, "deal_give", &Choice::Amount(100));
        assert!(help.contains(add), "{lang}: {help}");
    }
}
