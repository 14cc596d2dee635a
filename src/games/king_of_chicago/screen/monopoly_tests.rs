//! A business's monopoly income as the seat would get it (6.1).

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::board::SquareId;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{BusinessState, State};

/// 6.1: a monopoly income is paid only while no other player has an open business of that
/// kind. Opening The Lucky Seven while Player 4's Snake Eyes Parlor was open promised "$400
/// while no other player has an open casino": it pays $300, and ends Player 4's monopoly.
#[test]
fn opening_a_second_casino_says_it_pays_no_monopoly_and_ends_the_others() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for b in &mut state.businesses {
        b.owner = None;
    }
    let bid = |name: &str| BusinessId(content.businesses.iter().position(|b| b.id == name).unwrap() as u8);
    let (seven, parlor, dice) = (bid("the_lucky_seven"), bid("snake_eyes_parlor"), bid("back_alley_dice"));
    let open = Choice::Action(Action::OpenBusiness { square: SquareId(0), business: seven });
    let shown = |state: &State, lang: &str| {
        let view = View::new(state, &content, &scripts, Seat(0), None, &[]);
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        Screen { n: &n }.option(&view, "action", &open)
    };
    // Nobody else has a casino: the monopoly income is offered, as before.
    assert!(shown(&state, "en").contains("income $300 a trade round, $400 while no other player has an open casino"));
    *state.business_mut(parlor) = BusinessState { square: Some(SquareId(5)), owner: Some(Seat(3)), closed: false };
    for (lang, said) in [
        (
            "en",
            "income $300 a trade round (Player 4 already has an open casino: no monopoly income of $400 for you, \
             and yours ends Player 4's, 6.1)",
        ),
        (
            "fr",
            "revenu de 300 $ par phase de commerce (Joueur 4 a déjà un casino ouvert : pas de revenu de monopole de \
             400 $ pour vous, et le vôtre met fin à celui de Joueur 4, 6.1)",
        ),
        (
            "nl",
            "inkomsten $300 per ruilronde (Speler 4 heeft al een open casino: geen monopolie-inkomsten van $400 voor \
             jou, en Speler 4 verliest dan zijn monopolie, 6.1)",
        ),
    ] {
        let line = shown(&state, lang);
        assert!(line.contains(said), "{lang}: {line}");
    }
    // Two others with a casino: nobody holds the monopoly, none ends.
    *state.business_mut(dice) = BusinessState { square: Some(SquareId(9)), owner: Some(Seat(2)), closed: false };
    let line = shown(&state, "en");
    assert!(
        line.contains("(Player 3 and Player 4 already have an open casino: no monopoly income of $400 for you, 6.1)"),
        "{line}"
    );
    // A closed casino does not count (6.1): Player 3's raided one leaves Player 4 alone.
    state.business_mut(dice).closed = true;
    assert!(shown(&state, "en").contains("and yours ends Player 4's, 6.1)"));
}

/// 6.1: taking over a rival's bar ends a monopoly only where one exists. Attacking Player 2's
/// The Rusty Nail while Player 4 had another bar read "and yours ends Player 4's": Player 4 had
/// none, Player 2's bar being open (seed 33, round 4).
#[test]
fn a_takeover_ends_a_monopoly_only_where_there_is_one() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(&content, 4, 1).unwrap();
    for b in &mut state.businesses {
        b.owner = None;
    }
    let bars: Vec<BusinessId> = (0..content.businesses.len())
        .filter(|&i| content.businesses[i].kind.key() == "bar")
        .map(|i| BusinessId(i as u8))
        .collect();
    let (target, other) = (bars[0], bars[1]);
    *state.business_mut(target) = BusinessState { square: Some(SquareId(13)), owner: Some(Seat(1)), closed: false };
    *state.business_mut(other) = BusinessState { square: Some(SquareId(17)), owner: Some(Seat(3)), closed: false };
    let facts = |state: &State, lang: &str| {
        let view = View::new(state, &content, &scripts, Seat(0), None, &[]);
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        Screen { n: &n }.business_facts(&view, target)
    };
    for (lang, ends) in [("en", "and yours ends"), ("fr", "met fin"), ("nl", "verliest dan zijn monopolie")] {
        let line = facts(&state, lang);
        assert!(line.contains("Player 4") || line.contains("Joueur 4") || line.contains("Speler 4"), "{lang}: {line}");
        assert!(!line.contains(ends), "{lang}: {line}");
    }
    // Player 4 holding both bars, the one taken from him ends his monopoly.
    state.business_mut(target).owner = Some(Seat(3));
    assert!(facts(&state, "en").contains("and yours ends Player 4's, 6.1)"), "{}", facts(&state, "en"));
}
