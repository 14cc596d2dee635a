//! `board family still` (`board alambic familial`, `board familiestokerij`): the stills found by
//! their name in the reader's language, the seat's own first, another's by number or player.

use super::super::super::event::Event;
use super::*;

/// The family still is named on the board, in the news and in the options, but `board
/// familiestokerij` found nothing. Each language finds every family's by its own name (the
/// seat's own first), one player's by its number or the player's name, with its dice, what it
/// rolled and made this turn (PHASE 3, 1) and whether the cop watches it (PHASE 3, 2-3).
#[test]
fn a_family_still_is_found_by_its_name_in_each_language() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.turn = content.rules.cop.watches_from_turn;
    state.cop = Some(Seat(1));
    state.players[Seat(1)].family_dice = 2;
    let log = vec![
        Logged::Game(Event::TurnBegan { turn: state.turn }),
        Logged::Game(Event::Produced {
            seat: Seat(1),
            family: vec![5, 3],
            offsite: Vec::new(),
            busted: true,
            crates: 0,
        }),
    ];
    let v = View::new(&state, &content, Seat(0), &log);
    for (lang, all, one, own, theirs) in [
        (
            "en",
            "family still",
            "family still 2",
            "Your family still: one die, which makes 1 to 6 crates at every production (phase 3); it has not produced yet this turn. The cop does not watch it (he watches Player 2's family still).",
            "Player 2's family still: 2 dice, each making 1 to 6 crates at every production (phase 3); this turn it rolled 5-3 and the cop stopped it on a 5: it made nothing. The cop watches it: a 5 on any of its dice makes it produce nothing.",
        ),
        (
            "fr",
            "alambic familial",
            "alambic familial joueur 2",
            "Votre Alambic Familial : un dé, qui produit de 1 à 6 Caisses à chaque production (PHASE 3) ; il n'a pas encore produit ce tour-ci. Le Flic ne le surveille pas (il surveille l'Alambic Familial de Joueur 2).",
            "Alambic Familial de Joueur 2 : 2 dés, qui produisent chacun de 1 à 6 Caisses à chaque production (PHASE 3) ; ce tour-ci, ses dés ont donné 5-3 et le Flic l'a arrêté sur un 5 : il n'a rien produit. Le Flic le surveille : un 5 sur l'un de ses dés l'empêche de produire.",
        ),
        (
            "nl",
            "familiestokerij",
            "familiestokerij 2",
            "Je familiestokerij: één dobbelsteen, die bij elke productie 1 tot 6 kratten oplevert (fase 3); ze heeft deze beurt nog niet geproduceerd. De flik houdt haar niet in het oog (hij houdt de familiestokerij van Speler 2 in het oog).",
            "De familiestokerij van Speler 2: 2 dobbelstenen, die bij elke productie elk 1 tot 6 kratten opleveren (fase 3); deze beurt gooide ze 5-3 en legde de flik haar stil op een 5: ze maakte niets. De flik houdt haar in het oog: een 5 op een van haar dobbelstenen maakt dat ze niets produceert.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let found = plain(&screen.find(&v, all).unwrap_or_default());
        let lines: Vec<&str> = found.lines().collect();
        assert_eq!(lines.len(), 3, "{lang}: {found}");
        assert_eq!(lines[0], own, "{lang}");
        assert_eq!(lines[1], theirs, "{lang}");
        let found = plain(&screen.find(&v, one).unwrap_or_default());
        assert_eq!(found.trim_end(), theirs, "{lang}");
    }
}
