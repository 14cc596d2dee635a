//! The position read during the placement (6.5): `status` and `board X` show each gangster
//! still to be placed where he was, with the car, the business and the power points as before.

use super::*;
use crate::engine::content::Source;
use crate::engine::game::Screen as _;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

/// Seat 0 owns a bar that Mr. Rottweiler defends; The Chemist and Sad Ken ride in its car.
fn placed(content: &Content) -> (State, [GangsterId; 3], BusinessId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    let bar = BusinessId(content.businesses.iter().position(|b| b.kind.key() == "bar").unwrap() as u8);
    state.businesses[usize::from(bar.0)].owner = Some(Seat(0));
    let (rott, chemist, ken) = (
        content.gangster_named("mr_rottweiler"),
        content.gangster_named("the_chemist"),
        content.gangster_named("sad_ken"),
    );
    *state.gangster_mut(rott) = GangsterState { owner: Some(Seat(0)), at: Where::Business(bar) };
    for g in [chemist, ken] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    }
    (state, [rott, chemist, ken], bar)
}

/// The line of seat 0 in the standings, and the line of its gangsters in its folder.
fn lines(status: &str, you: &str, mine: &str) -> (String, String) {
    let find = |what: &str| status.lines().find(|l| l.contains(what)).unwrap_or_default().to_string();
    (find(you), find(mine))
}

#[test]
fn the_placement_shows_each_gangster_where_he_was_with_the_power_points_as_before() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (before, [rott, chemist, ken], bar) = placed(&content);
    // The rules take all three up (6.5); Mr. Rottweiler is asked about first.
    let mut lifted = before.clone();
    for g in [rott, chemist, ken] {
        lifted.gangster_mut(g).at = Where::Reserve;
    }
    lifted.placing = vec![(rott, Where::Business(bar)), (chemist, Where::Car), (ken, Where::Car)];
    for (lang, you, mine, still, note, folder) in [
        (
            "en",
            "(you)",
            "Your gangsters:",
            ", still to be placed",
            "At the placement (6.5) a gangster still to be placed is shown where he was",
            "the private folder",
        ),
        (
            "fr",
            "(vous)",
            "Vos gangsters :",
            ", encore à placer",
            "Pendant le placement (6.5), un gangster encore à placer est montré là où il était",
            "le dossier privé",
        ),
        (
            "nl",
            "(jij)",
            "Jouw gangsters:",
            ", nog te plaatsen",
            "Tijdens het plaatsen (6.5) staat een gangster die nog geplaatst moet worden waar hij was",
            "de persoonlijke folder",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let was = terminal.status(&View::new(&before, &content, &scripts, Seat(0), None, &[]));
        let view = View::new(&lifted, &content, &scripts, Seat(0), None, &[]);
        let now = terminal.status(&view);
        let ((seat_was, _), (seat_now, gangsters)) = (lines(&was, you, mine), lines(&now, you, mine));
        assert_eq!(seat_now, seat_was, "{lang}: the power points and the car as before the placement\n{now}");
        let bar_name = String::from(terminal.n.business(bar));
        let rott_name = String::from(terminal.n.gangster(rott));
        assert!(gangsters.contains(&format!("{rott_name} ({bar_name}{still}")), "{lang}: {gangsters}");
        assert!(!gangsters.contains(&format!("{rott_name} ({folder}")) && now.contains(note), "{lang}: {now}");
        let bar_line = now.lines().find(|l| l.contains(&bar_name)).unwrap();
        assert_eq!(bar_line, was.lines().find(|l| l.contains(&bar_name)).unwrap(), "{lang}");
        let found = terminal.find(&view, "rottweiler").unwrap();
        assert!(found.contains(&format!("{rott_name} ({bar_name}{still}")), "{lang}: {found}");
        // Once placed, he is where he went, with no mark.
        let mut placed = lifted.clone();
        placed.gangster_mut(rott).at = Where::Car;
        placed.placing.remove(0);
        let found = terminal.find(&View::new(&placed, &content, &scripts, Seat(0), None, &[]), "rottweiler").unwrap();
        assert!(!found.contains(still), "{lang}: {found}");
    }
}

/// The browser's side panel (the board picture's text) said "Player 1: 6 power points … 0
/// gangsters" above the note saying a gangster still to be placed counts where he was (seed 37,
/// game round 8): it reads the position as the terminal's status does.
#[test]
fn the_pages_panel_counts_the_gangsters_still_to_be_placed_where_they_were() {
    use crate::engine::decision::{Decider, Scripted};
    use crate::engine::play::MatchOptions;
    let content = load::load(&Source::Embedded).unwrap();
    let (before, [rott, chemist, ken], bar) = placed(&content);
    let mut lifted = before.clone();
    for g in [rott, chemist, ken] {
        lifted.gangster_mut(g).at = Where::Reserve;
    }
    lifted.placing = vec![(rott, Where::Business(bar)), (chemist, Where::Car), (ken, Where::Car)];
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let terminal = Terminal { n: Narrator { content: &content, locale: &locale } };
        let was = terminal.status(&View::new(&before, &content, &scripts, Seat(0), None, &[]));
        let deciders: Vec<Box<dyn Decider<crate::games::king_of_chicago::KingOfChicago>>> =
            (0..3).map(|_| -> Box<dyn Decider<_>> { Box::new(Scripted::<Choice>::new(Vec::new(), true)) }).collect();
        let m = crate::games::king_of_chicago::rules::play::Match::new(
            &content,
            lifted.clone(),
            deciders,
            &MatchOptions::default(),
        );
        let panel = crate::games::king_of_chicago::picture::picture(&m, &locale, Some(Seat(0))).text;
        let you = terminal.n.locale.text("play-you", &[]);
        let (seat_was, seat_now) = (lines(&was, you.trim(), "-").0, lines(&panel, you.trim(), "-").0);
        assert!(!seat_was.is_empty(), "{lang}: {was}");
        assert_eq!(seat_now, seat_was, "{lang}: the power points and the car as before the placement\n{panel}");
        let bar_name = String::from(terminal.n.business(bar));
        let bar_line = panel.lines().find(|l| l.contains(&bar_name)).unwrap();
        assert_eq!(bar_line, was.lines().find(|l| l.contains(&bar_name)).unwrap(), "{lang}");
    }
}
