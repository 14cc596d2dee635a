//! The authority card question's help says the rule once, under the first card listed, and
//! under each other card only what is its own: its cost and where it stands in the hand (PHASE
//! 1, 3-5). Web review 23, finding 4 (nl, seed 35, turn 1): the same 110 words stood under each
//! of the twelve cards, and card 62 was far below the fold.

use super::*;

#[test]
fn the_authority_rule_is_said_once_and_each_card_says_its_own() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 4, 35).unwrap();
    let log = vec![Logged::Game(Event::TurnBegan { turn: 1 })];
    let v = View::new(&state, &content, Seat(0), &log);
    let mut hand = state.players[Seat(0)].authority.clone();
    hand.sort_by_key(|a| content.authority[usize::from(a.0)].number);
    let listed: Vec<Choice> = hand.iter().rev().map(|&card| Choice::Authority { card }).collect();
    for (lang, rule, own_first, own_second, again) in [
        (
            "en",
            "An authority card is laid face down, and all are turned face up together. The higher your card, the earlier you act all turn",
            "; it is the highest card you hold.",
            "; one card you hold is higher.",
            "How authority works (the order of play, the ties it breaks) is said under option 1.",
        ),
        (
            "fr",
            "Une carte d'Autorité se pose face cachée, et toutes sont révélées ensemble. Plus votre carte est haute, plus tôt vous agissez pendant tout le tour",
            " ; c'est la plus haute de vos cartes.",
            " ; une seule de vos cartes est plus haute.",
            "Le fonctionnement de l'Autorité (l'ordre de jeu, les égalités qu'elle départage) est expliqué sous l'option 1.",
        ),
        (
            "nl",
            "Een autoriteitskaart leg je gedekt neer, en alle kaarten worden samen omgedraaid. Hoe hoger je kaart, hoe eerder je de hele beurt aan zet bent",
            "; het is de hoogste kaart die je hebt.",
            "; één kaart die je hebt, is hoger.",
            "Hoe autoriteit werkt (de volgorde van spelen, de gelijke standen die ze beslist), staat bij optie 1.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        let first = plain(&screen.help_among(&v, "authority", &listed, 0));
        assert!(first.contains(rule) && first.contains(own_first), "{lang}: {first}");
        let second = plain(&screen.help_among(&v, "authority", &listed, 1));
        assert!(second.contains(own_second) && second.contains(again), "{lang}: {second}");
        // Under every card but the first, the rule is not said again.
        for at in 1..listed.len() {
            let help = plain(&screen.help_among(&v, "authority", &listed, at));
            assert!(!help.contains(rule), "{lang} {at}: {help}");
            assert!(help.len() * 2 < first.len(), "{lang} {at}: {help}");
        }
        // The lowest card says so; `help` on one card alone says the rule with it.
        let last = plain(&screen.help_among(&v, "authority", &listed, listed.len() - 1));
        assert!(!last.contains(own_first), "{lang}: {last}");
        let alone = plain(&screen.help(&v, "authority", &listed[4]));
        assert!(alone.contains(rule), "{lang}: {alone}");
    }
}

/// The ties rule names the recruiting turns of the content (`rules.recruiting.turns`), not
/// "turns 4 and 8" written into the words.
#[test]
fn the_authority_rule_names_the_recruiting_turns_of_the_content() {
    let mut content = load(&Source::Embedded).unwrap();
    content.rules.recruiting.turns = vec![3, 6, 9];
    let state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    let card = Choice::Authority { card: state.players[Seat(0)].authority[0] };
    for (lang, tie) in [
        ("en", "where the poorest tie at turns 3, 6 and 9,"),
        ("fr", "si les plus pauvres sont à égalité aux tours 3, 6 et 9,"),
        ("nl", "zijn de armsten in de beurten 3, 6 en 9 gelijk"),
    ] {
        let l = locale(lang);
        let help = plain(&screen_in(&content, &l).help(&v, "authority", &card));
        assert!(help.contains(tie), "{lang}: {help}");
    }
}
