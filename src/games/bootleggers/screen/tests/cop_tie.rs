//! Where the cop goes after production, and why (PHASE 3, 3: "déplacez le Flic à côté de la
//! famille dont l'Alambic Familial a produit le plus de Caisses ... Les égalités sont résolues en
//! faveur du Truand avec le plus d'Autorité"). Term review 27, finding 3 (nl, seed 48, turn 4):
//! two families made 10 crates and the news said only "De flik houdt nu de familiestokerij van
//! Speler 1 in het oog.", with no word of the tie or what broke it.

use super::super::super::content::AuthorityId;
use super::super::super::rules::{Match, production};
use super::super::super::state::Phase;
use super::*;
use crate::engine::decision::{Decider, Scripted};
use crate::engine::play::{MatchOptions, OnScriptError};

#[test]
fn the_cop_s_move_says_the_crates_and_the_tie_broken_by_the_lower_card() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    for (seat, n) in [(0u8, 60u8), (1, 40), (2, 30), (3, 10)] {
        state.players[Seat(seat)].played = Some(AuthorityId(n - 1));
        state.players[Seat(seat)].family_dice = 1;
    }
    state.revealed = true;
    state.turn = 4;
    state.phase = Phase::Production;
    // In descending authority: Player 1 and Player 3 make 4 crates each.
    state.chance.fixed.push_kind("production", [4, 3, 4, 2]);
    let deciders: Vec<Box<dyn Decider<Bootleggers>>> =
        (0..4).map(|_| Box::new(Scripted::new(Vec::new(), false)) as Box<dyn Decider<Bootleggers>>).collect();
    let options = MatchOptions { on_script_error: OnScriptError::Stop, ..Default::default() };
    let mut m = Match::new(&content, state, deciders, &options);
    production::phase(&mut m).unwrap();
    let moved = m.log.entries().iter().filter_map(|e| e.game()).find(|e| matches!(e, Event::CopMoved { .. })).cloned();
    let expected = Event::CopMoved { seat: Seat(2), crates: 4, tied: vec![(Seat(0), 600)], authority: 300 };
    assert_eq!(moved.as_ref(), Some(&expected));
    let alone = Event::CopMoved { seat: Seat(1), crates: 11, tied: Vec::new(), authority: 400 };
    for (lang, tied, one) in [
        (
            "en",
            "The cop now watches Player 3's family still: it made the most crates this turn, 4, as many as Player 1; on a tie the cop watches the lower authority card, 30 against 60.",
            "The cop now watches Player 2's family still: it made the most crates this turn, 11.",
        ),
        (
            "fr",
            "Le Flic surveille désormais l'Alambic Familial de Joueur 3 : il a produit le plus de Caisses ce tour-ci, 4, autant que celui de Joueur 1 ; à égalité, le Flic surveille la plus petite carte d'Autorité, 30 contre 60.",
            "Le Flic surveille désormais l'Alambic Familial de Joueur 2 : il a produit le plus de Caisses ce tour-ci, 11.",
        ),
        (
            "nl",
            "De flik houdt nu de familiestokerij van Speler 3 in het oog: die maakte deze beurt de meeste kratten, 4, evenveel als die van Speler 1; bij gelijkstand gaat de flik naar de laagste autoriteitskaart, 30 tegen 60.",
            "De flik houdt nu de familiestokerij van Speler 2 in het oog: die maakte deze beurt de meeste kratten, 11.",
        ),
    ] {
        let l = locale(lang);
        let n = Narrator { content: &content, locale: &l };
        assert_eq!(plain(&n.line(&expected, None).unwrap()), tied, "{lang}");
        assert_eq!(plain(&n.line(&alone, None).unwrap()), one, "{lang}");
    }
}
