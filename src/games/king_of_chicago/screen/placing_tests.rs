//! The placement (6.5) as the rules ask it, every gangster taken up first: the question says
//! where he is now, his own place reads "stays", leaving a business with nobody placed in it
//! warns, a card's power says where it works, and a car with no seat left says why.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

fn business_of_kind(content: &Content, kind: &str) -> BusinessId {
    BusinessId(content.businesses.iter().position(|b| b.kind.key() == kind).unwrap() as u8)
}

/// Seat 0 owns a bar and a brothel; Mr. Rottweiler was the bar's only defender, The Chemist
/// and Sad Ken rode in the car; all three are taken up, Mr. Rottweiler asked about first.
fn placing(content: &Content) -> (State, [GangsterId; 3], BusinessId, BusinessId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    let (bar, brothel) = (business_of_kind(content, "bar"), business_of_kind(content, "brothel"));
    for b in [bar, brothel] {
        state.businesses[usize::from(b.0)].owner = Some(Seat(0));
    }
    let rott = content.gangster_named("mr_rottweiler");
    let chemist = content.gangster_named("the_chemist");
    let ken = content.gangster_named("sad_ken");
    for g in [rott, chemist, ken] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    }
    state.placing = vec![(rott, Where::Business(bar)), (chemist, Where::Car), (ken, Where::Car)];
    (state, [rott, chemist, ken], bar, brothel)
}

#[test]
fn a_placement_says_where_he_is_and_what_leaving_costs() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (state, [rott, chemist, ken], bar, brothel) = placing(&content);
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, now, stays, empty, brings, not_here, anywhere) in [
        (
            "en",
            "He is in ",
            "stays at ",
            "is left with no defender unless another gangster goes there",
            "2 booze into your folder every trade round",
            "come only in a bar: none here",
            "his power works in the car or any business",
        ),
        (
            "fr",
            "Il est en ce moment à ",
            "reste à ",
            "reste sans défenseur si aucun autre gangster n'y va",
            "2 boissons de plus dans votre dossier à chaque phase de commerce",
            "ne viennent que dans un bar : rien ici",
            "son pouvoir agit depuis la voiture ou n'importe quelle entreprise",
        ),
        (
            "nl",
            "Hij zit nu in ",
            "blijft in ",
            "blijft zonder verdediger als er geen andere gangster heen gaat",
            "2 drank erbij in je persoonlijke folder elke ruilronde",
            "komen alleen in een bar: hier niets",
            "zijn kracht werkt vanuit de auto of elke zaak",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let bar_name = String::from(n.business(bar));
        let question = screen.question(&view, "place_gangster");
        assert!(question.contains(&String::from(n.gangster(rott))), "{lang}: {question}");
        assert!(question.contains(&format!("{now}{bar_name}")), "{lang}: {question}");
        let option = |g, to| screen.option(&view, "place_gangster", &Choice::Place { gangster: g, to });
        let home = option(rott, Where::Business(bar));
        assert!(home.contains(&format!("{stays}{bar_name}")) && !home.contains(empty), "{lang}: {home}");
        let away = option(rott, Where::Car);
        assert!(away.contains(&format!("{bar_name} {empty}")), "{lang}: {away}");
        let in_bar = option(chemist, Where::Business(bar));
        assert!(in_bar.contains(brings), "{lang}: {in_bar}");
        let in_brothel = option(chemist, Where::Business(brothel));
        assert!(in_brothel.contains(not_here), "{lang}: {in_brothel}");
        let ken_car = option(ken, Where::Car);
        assert!(ken_car.contains(anywhere), "{lang}: {ken_car}");
    }
}

/// Fat Fred takes up two of the car's 3 seats: "to the car" went from the list without a word.
#[test]
fn a_full_car_at_the_placement_says_why() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, [_, chemist, ken], _, _) = placing(&content);
    let fred = content.gangster_named("fat_fred");
    *state.gangster_mut(fred) = GangsterState { owner: Some(Seat(0)), at: Where::Car };
    state.gangster_mut(ken).at = Where::Car;
    state.placing = vec![(chemist, Where::Car)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, full, takes) in [
        ("en", "Not your car: no seat is left for him there", "and Fat Fred takes up two of them"),
        ("fr", "Pas la voiture : il n'y reste aucune place pour lui", "et Fat Fred en occupe deux à lui seul"),
        ("nl", "Niet de auto: daar is geen plaats meer voor hem", "en Fat Fred neemt er in zijn eentje twee in"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let question = Screen { n: &n }.question(&view, "place_gangster");
        assert!(question.contains(full) && question.contains(takes), "{lang}: {question}");
    }
}

/// The last of the seat's gangsters to place leaves his business with nobody: "unless another
/// gangster goes there" promised a gangster the seat no longer had to place (6.5).
#[test]
fn the_last_gangster_to_place_leaves_his_business_empty_for_good() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, [rott, chemist, ken], bar, _) = placing(&content);
    for g in [chemist, ken] {
        state.gangster_mut(g).at = Where::Car;
    }
    state.placing = vec![(rott, Where::Business(bar))];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, last, unless) in [
        ("en", "is left with no defender, as you have no other gangster to place", "unless another"),
        ("fr", "reste sans défenseur, car il ne vous reste aucun autre gangster à placer", "si aucun autre"),
        ("nl", "blijft zonder verdediger, want je hebt geen andere gangster meer te plaatsen", "als er geen andere"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let away = Screen { n: &n }.option(&view, "place_gangster", &Choice::Place { gangster: rott, to: Where::Car });
        assert!(away.contains(last) && !away.contains(unless), "{lang}: {away}");
    }
}

/// Term26 #7: The Mayor's options read "its own income doubled" for a $300 and a $600
/// business alike; Hyman Diamond's give the sum. The Mayor's now say how much (6.1): a small
/// bar with another player's bar open pays $300, the brothel alone of its kind its monopoly $400.
#[test]
fn the_mayors_placement_says_what_the_doubling_is_worth() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, _, bar, brothel) = placing(&content);
    for (i, b) in state.businesses.iter_mut().enumerate() {
        if i != usize::from(bar.0) && i != usize::from(brothel.0) {
            b.owner = None;
        }
    }
    let other_bar = BusinessId(
        content
            .businesses
            .iter()
            .enumerate()
            .position(|(i, b)| b.kind.key() == "bar" && i != usize::from(bar.0))
            .unwrap() as u8,
    );
    state.businesses[usize::from(other_bar.0)].owner = Some(Seat(1));
    let mayor = content.gangster_named("the_mayor");
    *state.gangster_mut(mayor) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    state.placing.insert(0, (mayor, Where::Reserve));
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, in_bar, in_brothel) in [
        (
            "en",
            "its own income doubled while he is there: $300 more a trade round ($300 to $600, 6.1)",
            "$400 more a trade round ($400 to $800, 6.1)",
        ),
        (
            "fr",
            "son propre revenu doublé tant qu'il y est : 300 $ de plus à chaque phase de commerce (de 300 $ à 600 $, 6.1)",
            "400 $ de plus à chaque phase de commerce (de 400 $ à 800 $, 6.1)",
        ),
        (
            "nl",
            "haar eigen inkomen verdubbeld zolang hij er is: $300 meer per ruilronde (van $300 naar $600, 6.1)",
            "$400 meer per ruilronde (van $400 naar $800, 6.1)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let option = |to| screen.option(&view, "place_gangster", &Choice::Place { gangster: mayor, to });
        let o = option(Where::Business(bar));
        assert!(o.contains(in_bar), "{lang}: {o}");
        let o = option(Where::Business(brothel));
        assert!(o.contains(in_brothel), "{lang}: {o}");
    }
}
