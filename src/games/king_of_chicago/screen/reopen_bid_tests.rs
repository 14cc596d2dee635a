//! A business the police closed reopens at the end of the trade round with its power points
//! (5.4.1: "Une entreprise fermée rouvre toujours après la phase de commerce, et ses revenus et
//! PV sont restaurés"), when the gangsters just bought are placed (6.5) and the rules count the
//! points again (7.0). The auction's question counted neither: a bid that won the game with
//! them read as "one power point more".

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

/// Seat 0 at 8 power points: the Gilded Cellar (large, 3), Booze Bash and the Green Door
/// (medium, 2 each) open, three gangsters in the car (one point); the Blind Pig (small, 1)
/// closed by a raid. The Chemist on the block makes a fourth gangster: a point, and with the
/// Blind Pig reopened, the tenth.
fn closed_pig(content: &crate::games::king_of_chicago::content::Content) -> (State, BusinessId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    for b in &mut state.businesses {
        b.owner = None;
    }
    let bid = |id: &str| BusinessId(content.businesses.iter().position(|b| b.id == id).unwrap() as u8);
    for id in ["the_gilded_cellar", "booze_bash", "the_green_door", "the_blind_pig"] {
        state.business_mut(bid(id)).owner = Some(Seat(0));
    }
    let pig = bid("the_blind_pig");
    state.business_mut(pig).closed = true;
    let chemist = content.gangster_named("the_chemist");
    let plain: Vec<GangsterId> = (0..content.gangsters.len() as u8)
        .map(GangsterId)
        .filter(|&g| g != chemist && content.gangsters[usize::from(g.0)].params.is_empty())
        .take(3)
        .collect();
    for g in plain {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    }
    state.gangster_mut(chemist).at = Where::Auction;
    state.lot = Some(chemist);
    (state, pig)
}

#[test]
fn a_bid_that_wins_with_a_business_reopening_says_so() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (state, _) = closed_pig(&content);
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    assert_eq!(view.power(Seat(0)), 8);
    for (lang, reopens, wins) in [
        (
            "en",
            "Your business The Blind Pig, closed by a police raid, reopens at the end of this trade round, once the \
             gangsters are placed (5.4.1): 1 power point more.",
            "With him, once placed (6.5): 10 power points, you would win (7.0).",
        ),
        (
            "fr",
            "Votre entreprise The Blind Pig, fermée par une descente de police, rouvre à la fin de cette phase \
             de commerce, une fois les gangsters placés (5.4.1) : 1 point de pouvoir de plus.",
            "Avec lui, une fois placé (6.5) : 10 points de pouvoir, vous gagneriez la partie (7.0).",
        ),
        (
            "nl",
            "Je zaak The Blind Pig, gesloten door een politie-inval, gaat aan het einde van deze ruilronde weer \
             open, zodra de gangsters geplaatst zijn (5.4.1): 1 machtspunt erbij.",
            "Met hem, eenmaal geplaatst (6.5): 10 machtspunten, je zou het spel winnen (7.0).",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let q = Screen { n: &n }.question(&view, "bid_gangster").replace(['\u{2068}', '\u{2069}'], "");
        assert!(q.contains(reopens), "{lang}: {q}");
        assert!(q.contains(wins), "{lang}: {q}");
        // The help on a bid says it too.
        let help =
            Screen { n: &n }.help(&view, "bid_gangster", &Choice::Amount(50)).replace(['\u{2068}', '\u{2069}'], "");
        assert!(help.contains(reopens) && help.contains(wins), "{lang}: {help}");
    }
}

/// A rival whose closed business alone takes him to the power that wins at the end of the trade
/// round is named, whoever wins the lot; with nothing closed, nothing is said of reopening.
#[test]
fn a_rival_whose_reopening_wins_is_named_at_the_auction() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, _) = closed_pig(&content);
    // A fourth gangster of his own: 9 points now, the Blind Pig makes 10.
    let extra = (0..content.gangsters.len() as u8)
        .map(GangsterId)
        .find(|&g| state.gangster(g).owner.is_none() && state.gangster(g).at == Where::Deck)
        .unwrap();
    *state.gangster_mut(extra) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    let view = View::new(&state, &content, &scripts, Seat(1), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "en").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let q = Screen { n: &n }.question(&view, "bid_gangster").replace(['\u{2068}', '\u{2069}'], "");
    assert!(
        q.contains(
            "Player 1's business The Blind Pig, closed by a police raid, reopens at the end of this trade round"
        ) && q.contains("1 power point more: Player 1 would have 10 power points and win (7.0)."),
        "{q}"
    );
    for b in &mut state.businesses {
        b.closed = false;
    }
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let q = Screen { n: &n }.question(&view, "bid_gangster");
    assert!(!q.contains("reopen"), "{q}");
}
