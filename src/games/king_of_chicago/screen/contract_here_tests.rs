//! A contract's start square on a drive (5.2.4): only the player holding its card starts it.
//! "the contract Roses are red... and bloody starts here" read as an invitation to a player
//! with no card in hand; he drove there and his turn was spent with "takes no action".

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{GAME_ID, Spot};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::HeldContract;

#[test]
fn a_contract_starts_here_only_for_the_player_holding_its_card() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for p in 0..4 {
        state.players[Seat(p)].contracts.clear();
    }
    let (c, sq) = content
        .contracts
        .iter()
        .enumerate()
        .find_map(|(i, k)| match k.start {
            Spot::Square(sq) => Some((i as u8, sq)),
            _ => None,
        })
        .unwrap();
    let street = content.board.street_of(sq);
    let help = |state: &crate::games::king_of_chicago::state::State, lang: &str| {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let view = View::new(state, &content, &scripts, Seat(0), None, &[]);
        Screen { n: &n }.help(&view, "move", &Choice::Street(street))
    };
    for (lang, not_mine, mine) in [
        (
            "en",
            "starts here, a card not in your hand: only the player holding it can start it (5.2.4)",
            "starts here: a card in your hand, started from this street (5.2.4)",
        ),
        (
            "fr",
            "commence ici, mais ce n'est pas une carte de votre main : seul le joueur qui la détient peut le \
             commencer (5.2.4)",
            "commence ici : une carte de votre main, à commencer depuis cette rue (5.2.4)",
        ),
        (
            "nl",
            "begint hier, maar die kaart zit niet in je hand: alleen wie haar heeft, kan de job starten (5.2.4)",
            "begint hier: een kaart in je hand, te starten vanaf dit straatveld (5.2.4)",
        ),
    ] {
        // Nobody's, or another player's: the same words (whose hand it is in stays hidden).
        state.players[Seat(0)].contracts.clear();
        for holder in [None, Some(Seat(2))] {
            if let Some(h) = holder {
                state.players[h].contracts.push(HeldContract { card: c, started: false });
            }
            let said = help(&state, lang);
            assert!(said.contains(not_mine) && !said.contains(mine), "{lang}: {said}");
        }
        state.players[Seat(2)].contracts.clear();
        state.players[Seat(0)].contracts.push(HeldContract { card: c, started: false });
        let said = help(&state, lang);
        assert!(said.contains(mine) && !said.contains(not_mine), "{lang}: {said}");
    }
}
