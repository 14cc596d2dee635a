//! When the game ends is said at the turn's start and in the status from the turn after the
//! first scores announced, with those scores (FIN DU JEU ET VICTOIRE: after the sales of turn
//! 12, or of a turn in which a bootlegger has $100G or more; PHASE 6, 2: money is announced at
//! the end of turns 4 and 8 only). A newcomer learnt that the game was over only when it was:
//! seed 16, Player 2 won at turn 7 with $106G, nothing having said that it could end there.

use super::*;

fn told(content: &Content, lang: &str, e: &Event) -> String {
    plain(&Bootleggers::narrate(content, &locale(lang), e, Some(Seat(0))).unwrap())
}

/// The turn's start says nothing before turn 5, then when the game ends: after this turn's
/// sales if a bootlegger then has $100G, at the latest after turn 12's; the last turn says it
/// is the last.
#[test]
fn a_turn_s_start_says_when_the_game_ends_from_turn_five() {
    let content = load(&Source::Embedded).unwrap();
    let began = |turn| Event::TurnBegan { turn };
    for (lang, fourth, fifth, last) in [
        (
            "en",
            "Turn 4 begins.",
            "Turn 5 begins. The game ends after this turn's sales if a bootlegger then has $100G or more; otherwise it goes on, to the sales of turn 12 at the latest (8 turns, this one included).",
            "Turn 12 begins, the game's last: the game ends after its sales (phase 5), and the richest bootlegger wins.",
        ),
        (
            "fr",
            "Le tour 4 commence.",
            "Le tour 5 commence. La partie s'arrête après la vente de ce tour si un Truand a alors au moins $100G ; sinon elle continue, au plus tard jusqu'à la vente du tour 12 (8 tours, celui-ci compris).",
            "Le tour 12 commence : c'est le dernier de la partie, qui s'arrête après sa vente (PHASE 5) ; le Truand le plus riche gagne.",
        ),
        (
            "nl",
            "Beurt 4 begint.",
            "Beurt 5 begint. Het spel eindigt na de verkoop van deze beurt als een smokkelaar dan $100G of meer heeft; anders gaat het door, hooguit tot de verkoop van beurt 12 (8 beurten, deze meegerekend).",
            "Beurt 12 begint, de laatste van het spel: het spel eindigt na de verkoop ervan (fase 5) en de rijkste smokkelaar wint.",
        ),
    ] {
        assert_eq!(told(&content, lang, &began(4)), fourth, "{lang}");
        assert_eq!(told(&content, lang, &began(5)), fifth, "{lang}");
        assert_eq!(told(&content, lang, &began(12)), last, "{lang}");
    }
    // The content's numbers, not the rulebook's written in: a game of 10 turns ending at $60G.
    let mut short = content.clone();
    short.rules.turns = 10;
    short.rules.end_money = 60;
    assert_eq!(
        told(&short, "en", &began(9)),
        "Turn 9 begins. The game ends after this turn's sales if a bootlegger then has $60G or more; otherwise it goes on, to the sales of turn 10 at the latest (2 turns, this one included)."
    );
    assert!(told(&short, "en", &began(10)).starts_with("Turn 10 begins, the game's last"));
}

/// The scores announced at the end of turn 4 say how far the richest stands from the money
/// that ends the game, and that money is told only then.
#[test]
fn the_scores_say_how_far_the_richest_is_from_the_end() {
    let content = load(&Source::Embedded).unwrap();
    let scores = Event::ScoresAnnounced { money: vec![12, 17, 25, 17] };
    for (lang, said) in [
        (
            "en",
            "Scores announced: Player 1 $12G, Player 2 $17G, Player 3 $25G, Player 4 $17G. The richest has $25G, $75G short of the $100G that ends the game. Money is told only at these announcements; the rest of the time each bootlegger keeps their own secret.",
        ),
        (
            "fr",
            "Scores annoncés : Joueur 1 $12G, Joueur 2 $17G, Joueur 3 $25G, Joueur 4 $17G. Le plus riche a $25G : il lui manque $75G pour atteindre les $100G qui terminent la partie. L'argent n'est annoncé qu'à ces moments-là ; le reste du temps, chaque Truand garde le sien secret.",
        ),
        (
            "nl",
            "Aangekondigde scores: Speler 1 $12G, Speler 2 $17G, Speler 3 $25G, Speler 4 $17G. De rijkste heeft $25G, nog $75G te weinig voor de $100G waarmee het spel eindigt. Alleen bij deze aankondigingen wordt geld bekendgemaakt; de rest van de tijd houdt elke smokkelaar het zijne geheim.",
        ),
    ] {
        assert_eq!(told(&content, lang, &scores), said, "{lang}");
    }
}

/// The status says when the game ends from turn 5, with the scores announced at the end of
/// turn 4 and when they are next; nothing of it at turn 3; at the last turn, that it is the
/// last, and that no score is announced again.
#[test]
fn the_status_says_when_the_game_ends_and_the_scores_announced_last() {
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 4, 5).unwrap();
    let log = vec![
        Logged::Game(Event::TurnBegan { turn: 4 }),
        Logged::Game(Event::ScoresAnnounced { money: vec![12, 17, 25, 17] }),
        Logged::Game(Event::TurnBegan { turn: 5 }),
    ];
    for (lang, end, scores, last) in [
        (
            "en",
            "The game ends after this turn's sales if a bootlegger then has $100G or more; otherwise after the sales of turn 12 at the latest.",
            "Scores announced at the end of turn 4: Player 1 $12G, Player 2 $17G, Player 3 $25G, Player 4 $17G; money stays secret until the next announcement, at the end of turn 8.",
            "This is the game's last turn: the game ends after its sales (phase 5), and the richest bootlegger wins. Scores announced at the end of turn 4: Player 1 $12G, Player 2 $17G, Player 3 $25G, Player 4 $17G; money stays secret from then to the end.",
        ),
        (
            "fr",
            "La partie s'arrête après la vente de ce tour si un Truand a alors au moins $100G ; sinon, au plus tard après la vente du tour 12.",
            "Scores annoncés à la fin du tour 4 : Joueur 1 $12G, Joueur 2 $17G, Joueur 3 $25G, Joueur 4 $17G ; l'argent reste secret jusqu'à la prochaine annonce, à la fin du tour 8.",
            "C'est le dernier tour de la partie : elle s'arrête après sa vente (PHASE 5), et le Truand le plus riche gagne. Scores annoncés à la fin du tour 4 : Joueur 1 $12G, Joueur 2 $17G, Joueur 3 $25G, Joueur 4 $17G ; l'argent reste secret jusqu'à la fin de la partie.",
        ),
        (
            "nl",
            "Het spel eindigt na de verkoop van deze beurt als een smokkelaar dan $100G of meer heeft; anders hooguit na de verkoop van beurt 12.",
            "Aan het eind van beurt 4 aangekondigde scores: Speler 1 $12G, Speler 2 $17G, Speler 3 $25G, Speler 4 $17G; het geld blijft geheim tot de volgende aankondiging, aan het eind van beurt 8.",
            "Dit is de laatste beurt van het spel: het eindigt na de verkoop ervan (fase 5) en de rijkste smokkelaar wint. Aan het eind van beurt 4 aangekondigde scores: Speler 1 $12G, Speler 2 $17G, Speler 3 $25G, Speler 4 $17G; het geld blijft geheim tot het einde.",
        ),
    ] {
        let l = locale(lang);
        let screen = screen_in(&content, &l);
        state.turn = 5;
        let status = plain(&screen.status(&View::new(&state, &content, Seat(0), &log)));
        let line = status.lines().nth(1).unwrap_or_default();
        assert_eq!(line, format!("{end} {scores}"), "{lang}");
        state.turn = 3;
        let early = plain(&screen.status(&View::new(&state, &content, Seat(0), &log[..1])));
        assert!(!early.contains(end) && !early.contains("$25G"), "{lang}: {early}");
        state.turn = 12;
        let status = plain(&screen.status(&View::new(&state, &content, Seat(0), &log)));
        assert_eq!(status.lines().nth(1).unwrap_or_default(), last, "{lang}");
    }
}
