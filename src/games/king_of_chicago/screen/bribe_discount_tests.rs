//! Johnny Favorite's "+$200 for police bribe" (8.2) did nothing, unsaid, at the bribe of the
//! trade round he was bought in: his card counts only in the car or a business, and the
//! gangsters bought at the auction (6.3) are placed after the bribe (6.5, 6.4). The bribe's
//! question now says what he does to this bid, or that he does not count yet and why.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::GangsterState;

#[test]
fn the_bribe_says_what_johnny_favorite_does_to_it() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let johnny = content.gangsters.iter().position(|g| g.id == "johnny_favorite").unwrap();
    for (lang, bought, placed) in [
        (
            "en",
            "Johnny Favorite takes nothing off this bribe: his $200 counts only while he is in your car or a business, and the gangsters bought at this trade round are placed only after the bribe (6.5).",
            "Johnny Favorite takes $200 off what you pay if your bribe wins, so you may bid up to $200 more than your cash (8.2).",
        ),
        (
            "fr",
            "Johnny Favorite ne retire rien de ce pot-de-vin : ses 200 $ ne comptent que s'il est dans votre voiture ou une entreprise, et les gangsters achetés à cette phase de commerce ne sont placés qu'après le pot-de-vin (6.5).",
            "Johnny Favorite retire 200 $ de ce que vous payez si votre pot-de-vin l'emporte : vous pouvez donc offrir jusqu'à 200 $ de plus que votre argent (8.2).",
        ),
        (
            "nl",
            "Johnny Favorite trekt niets af van dit smeergeld: zijn $200 telt alleen als hij in je auto of een zaak zit, en de gangsters die je in deze ruilronde kocht, worden pas na het smeergeld geplaatst (6.5).",
            "Johnny Favorite trekt $200 af van wat je betaalt als jouw smeergeld wint: je mag dus tot $200 meer bieden dan je geld hebt (8.2).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let before = screen.bid_question(&view, "bid_police");
        assert!(!before.contains("Johnny"), "{lang}: {before}");
        for (at, said) in [(Where::Reserve, bought), (Where::Car, placed)] {
            state.gangsters[johnny] = GangsterState { owner: Some(Seat(0)), at };
            let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
            let q = screen.bid_question(&view, "bid_police");
            assert!(q.contains(said), "{lang}: {q}");
        }
        state.gangsters[johnny] = GangsterState { owner: None, at: Where::Deck };
    }
}
