//! The placement (6.5) counts who will defend each business: the gangsters placed there and
//! those still to be placed who stand there now (5.2.5).

use super::super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{Content, GAME_ID};
use crate::games::king_of_chicago::load;
use crate::games::king_of_chicago::state::{GangsterState, State};

fn business(content: &Content, id: &str) -> BusinessId {
    BusinessId(content.businesses.iter().position(|b| b.id == id).unwrap() as u8)
}

/// Seat 0 owns Bathtub Gin Joint and Madame Rosie's; every gangster of the game is set aside.
fn two_businesses(content: &Content) -> (State, BusinessId, BusinessId) {
    let mut state = crate::games::king_of_chicago::rules::setup::new_game(content, 3, 1).unwrap();
    for g in &mut state.gangsters {
        g.owner = None;
        g.at = Where::Deck;
    }
    for b in &mut state.businesses {
        b.owner = None;
    }
    let (gin, rosie) = (business(content, "bathtub_gin_joint"), business(content, "madame_rosies"));
    for b in [gin, rosie] {
        state.businesses[usize::from(b.0)].owner = Some(Seat(0));
    }
    (state, gin, rosie)
}

/// Term26 #1: Bathtub Gin Joint had no gangster when Mr. Rottweiler, just bought, was placed;
/// nothing said so, he went to the car and the bar was lost at the next turn in one round.
#[test]
fn a_business_with_no_defender_is_named_at_the_placement() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, gin, rosie) = two_businesses(&content);
    let (rott, hyman) = (content.gangster_named("mr_rottweiler"), content.gangster_named("hyman_diamond"));
    *state.gangster_mut(hyman) = GangsterState { owner: Some(Seat(0)), at: Where::Business(rosie) };
    *state.gangster_mut(rott) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    state.placing = vec![(rott, Where::Reserve)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, question, fills) in [
        (
            "en",
            "Bathtub Gin Joint has no defender yet: no gangster is there. He is the last one you place: unless he \
             goes there, one lost round of the shootout and an attacker takes it (5.2.5).",
            "Bathtub Gin Joint is empty now: he would be its only defender (5.2.5)",
        ),
        (
            "fr",
            "Bathtub Gin Joint n'a encore aucun défenseur : aucun gangster n'y est. Il est le dernier que vous \
             placez : s'il n'y va pas, une seule manche de fusillade perdue et un attaquant la prend (5.2.5).",
            "Bathtub Gin Joint est vide pour l'instant : il en serait le seul défenseur (5.2.5)",
        ),
        (
            "nl",
            "Bathtub Gin Joint heeft nog geen verdediger: er zit geen gangster. Hij is de laatste die je plaatst: \
             gaat hij er niet heen, dan neemt een aanvaller haar over na één verloren ronde van de schietpartij \
             (5.2.5).",
            "Bathtub Gin Joint staat nu leeg: hij zou er de enige verdediger zijn (5.2.5)",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "place_gangster");
        assert!(q.ends_with(question), "{lang}: {q}");
        // Madame Rosie's has Hyman Diamond: not named.
        assert!(!q.contains("Madame Rosie"), "{lang}: {q}");
        let option = |to| screen.option(&view, "place_gangster", &Choice::Place { gangster: rott, to });
        let into_gin = option(Where::Business(gin));
        assert!(into_gin.ends_with(fills), "{lang}: {into_gin}");
        for other in [option(Where::Car), option(Where::Business(rosie))] {
            assert!(!other.contains(fills), "{lang}: {other}");
        }
    }
}

/// Term26 #2: "Madame Rosie's is left with no defender unless another gangster goes there"
/// while The Pimp sat there, still to be asked.
#[test]
fn a_business_whose_gangster_is_still_to_be_placed_is_not_called_empty() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, gin, rosie) = two_businesses(&content);
    let (hyman, pimp, rott) = (
        content.gangster_named("hyman_diamond"),
        content.gangster_named("the_pimp"),
        content.gangster_named("mr_rottweiler"),
    );
    for g in [hyman, pimp] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    }
    *state.gangster_mut(rott) = GangsterState { owner: Some(Seat(0)), at: Where::Business(gin) };
    state.placing = vec![(hyman, Where::Business(rosie)), (pimp, Where::Business(rosie))];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, keeps, empty) in [
        (
            "en",
            "Madame Rosie's then keeps only The Pimp (still to be placed: if he stays there, it is defended, 5.2.5)",
            "no defender",
        ),
        (
            "fr",
            "Madame Rosie's ne garde alors que The Pimp (encore à placer : s'il y reste, elle est défendue, 5.2.5)",
            "sans défenseur",
        ),
        (
            "nl",
            "Madame Rosie's houdt dan alleen The Pimp (nog te plaatsen: blijft hij er, dan is ze verdedigd, 5.2.5)",
            "verdediger",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "place_gangster");
        assert!(!q.contains(empty), "{lang}: {q}");
        for to in [Where::Car, Where::Business(gin)] {
            let o = screen.option(&view, "place_gangster", &Choice::Place { gangster: hyman, to });
            assert!(o.contains(keeps) && !o.contains(empty), "{lang}: {o}");
        }
    }
}

/// Term28 #2: two businesses just taken had nobody in them while the gangster asked and one
/// bought after him were still to be placed; the question said "not even one still to be
/// placed" could defend them. It counts them now, and says who is asked after him, in order.
#[test]
fn an_empty_business_counts_the_gangster_asked_and_those_placed_after_him() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let (mut state, gin, rosie) = two_businesses(&content);
    let (hyman, rott) = (content.gangster_named("hyman_diamond"), content.gangster_named("mr_rottweiler"));
    for g in [hyman, rott] {
        *state.gangster_mut(g) = GangsterState { owner: Some(Seat(0)), at: Where::Reserve };
    }
    let (first, second) = if hyman.0 < rott.0 { (hyman, rott) } else { (rott, hyman) };
    state.placing = vec![(first, Where::Reserve), (second, Where::Reserve)];
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    for (lang, undefended, order, never) in [
        (
            "en",
            "have no defender yet: no gangster is there. Wherever neither he nor one placed after him goes, one lost \
             round of the shootout and an attacker takes the business (5.2.5).",
            "Still to place after him, in this order: ",
            "not even one",
        ),
        (
            "fr",
            "n'ont encore aucun défenseur : aucun gangster n'y est. Là où ni lui ni l'un de ceux placés après lui ne \
             va, une seule manche de fusillade perdue et un attaquant prend l'entreprise (5.2.5).",
            "Restent à placer après lui, dans cet ordre : ",
            "pas même",
        ),
        (
            "nl",
            "hebben nog geen verdediger: er zit geen gangster. Waar hij noch wie na hem geplaatst wordt heen gaat, \
             neemt een aanvaller de zaak over na één verloren ronde van de schietpartij (5.2.5).",
            "Daarna plaats je nog, in deze volgorde: ",
            "ook geen die",
        ),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let screen = Screen { n: &n };
        let q = screen.question(&view, "place_gangster");
        assert!(q.contains(undefended) && !q.contains(never), "{lang}: {q}");
        for b in [gin, rosie] {
            assert!(q.contains(&String::from(n.business(b))), "{lang}: {q}");
        }
        let after = format!("{order}{}.", String::from(n.gangster(second)));
        assert!(q.ends_with(&after), "{lang}: {q}");
    }
}
