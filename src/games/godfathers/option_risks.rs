//! What the race's options say of the risks a newcomer met (two reviews, a page in French and a
//! terminal in Dutch): a godfather left with no henchman able to come to him, which piece each
//! "within reach" clause is about, a lone rival godfather who can come once joined, a godfather
//! taking a hostage, what the first die leaves the other, and who frees whom in a fall.

use super::Godfathers;
use super::choice::Choice;
use super::content::GAME_ID;
use super::event::Event;
use super::forced;
use super::narrate::Narrator;
use super::race_by_hand::{content, race, race_of, said};
use super::screen::Terminal;
use super::state::{PieceRef, State};
use super::stranded;
use crate::engine::content::Source;
use crate::engine::game::Screen;
use crate::engine::locale::Locale;
use crate::engine::play::{Match, MatchOptions};
use crate::engine::seat::Seat;
use crate::engine::view::Open;

/// REGLE GENERALE and RULINGS.md ("a godfather left alone in his HQ waits there until a
/// henchman is recruited into it"): the last henchman walking out of the HQ says so, with
/// the way out (RECRUTEMENT); a newcomer took "QG → case 4: case tir" for harmless and his
/// godfather never left the HQ again.
#[test]
fn the_last_henchman_leaving_the_hq_says_the_godfather_is_left_there() {
    let c = content();
    // Player 1's godfather and henchman 3 in the HQ, henchman 2 out, henchman 1 dead.
    let s = race(&c, &[(0, 1, 255), (0, 2, 5), (0, 4, 255)]);
    for (lang, words) in [
        (
            "en",
            "leaves your godfather alone in the HQ: he may leave it only with a henchman recruited into it, \
             once one of yours has gone round the whole loop and passes the HQ (General rule, Recruiting; \
             French rulebook: RÈGLE GÉNÉRALE, RECRUTEMENT)",
        ),
        (
            "fr",
            "laisse votre parrain seul au QG : il n'en repartira qu'avec un homme de main recruté au QG, \
             quand un des vôtres aura fait le tour complet de la ville et repassera devant le QG \
             (RÈGLE GÉNÉRALE, RECRUTEMENT)",
        ),
        (
            "nl",
            "laat je peetvader alleen in het hoofdkwartier: hij kan er pas weg met een handlanger die daar \
             geworven wordt, als een van de jouwe de hele ronde gelopen heeft en langs het hoofdkwartier komt \
             (Algemene regel, Werving; Franse spelregels: RÈGLE GÉNÉRALE, RECRUTEMENT)",
        ),
    ] {
        let option = said(lang, &s, 3, 4);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // With none of his henchmen dead, nobody can be recruited until one dies: said too.
    let s = race(&c, &[(0, 1, 3), (0, 2, 5), (0, 4, 7)]);
    let option = said("en", &s, 3, 4);
    assert!(option.contains("and none of yours has died yet, so one must die first"), "{option}");
    // A henchman still with him in the HQ: nothing of the kind.
    let s = race(&c, &[(0, 1, 255), (0, 2, 5)]);
    assert!(!said("en", &s, 3, 4).contains("alone in the HQ"), "{}", said("en", &s, 3, 4));
}

/// REGLE GENERALE: a lone godfather is joined only by a henchman behind him (or one leaving
/// the HQ). The last one behind going past him was not warned (a newcomer's godfather
/// then waited a whole lap and was killed waiting).
#[test]
fn the_last_henchman_behind_a_lone_godfather_going_past_him_is_warned() {
    let c = content();
    // Godfather alone on square 29, henchman 2 on 26 the last behind him, the others ahead
    // or dead.
    let s = race(&c, &[(0, 0, 29), (0, 1, 255), (0, 2, 26), (0, 3, 35), (0, 4, 255)]);
    for (lang, words) in [
        (
            "en",
            "no henchman of yours is left behind your godfather, alone on square 29: only one who goes round \
             the whole loop past the HQ can come to him now (General rule; French rulebook: RÈGLE GÉNÉRALE)",
        ),
        (
            "fr",
            "plus aucun de vos hommes de main derrière votre parrain, seul en case 29 : seul un homme de main \
             qui fera le tour complet de la ville, en repassant devant le QG, pourra le rejoindre (RÈGLE GÉNÉRALE)",
        ),
        (
            "nl",
            "geen enkele handlanger van je staat nog achter je peetvader, alleen op veld 29: alleen een die \
             de hele ronde loopt, langs het hoofdkwartier, kan hem nog bereiken (Algemene regel; Franse \
             spelregels: RÈGLE GÉNÉRALE)",
        ),
    ] {
        let option = said(lang, &s, 2, 5);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // Stopping short of him, or joining him: no such word.
    assert!(!said("en", &s, 2, 2).contains("left behind"), "{}", said("en", &s, 2, 2));
    assert!(!said("en", &s, 2, 3).contains("left behind"), "{}", said("en", &s, 2, 3));
    // A henchman still in the HQ can come to him: no such word.
    let s = race(&c, &[(0, 0, 29), (0, 1, 0), (0, 2, 26), (0, 3, 35), (0, 4, 255)]);
    assert!(!said("en", &s, 2, 5).contains("left behind"), "{}", said("en", &s, 2, 5));
    // The last henchman beside him walking on, every other ahead: the same word after
    // "leaves your godfather alone".
    let s = race(&c, &[(0, 0, 29), (0, 1, 255), (0, 2, 29), (0, 3, 35), (0, 4, 255)]);
    let option = said("en", &s, 2, 3);
    assert!(option.starts_with("leaves your godfather alone on "), "{option}");
    assert!(option.contains("no henchman of yours is left behind your godfather, alone on square 29"), "{option}");
}

/// The words `lang` gives `s`'s option of Player 1's `piece` moving `steps`, with what the
/// option's pieces are called cut out (`cut`: the rival's name, which other words may spell
/// otherwise), so the assertion reads the clause's own words.
fn without(lang: &str, s: &State, piece: u8, steps: u8, cut: &[&str]) -> String {
    cut.iter().fold(said(lang, s, piece, steps), |all, name| all.replace(name, "<rival>"))
}

/// Two "within reach" clauses in one option, one about the godfather left behind and one about
/// the henchman walking on, read as one piece at two distances ("à portée de Joueur 4 (homme de
/// main 1), 7 cases derrière [...] ; à portée de Joueur 4 (homme de main 1), 11 cases
/// derrière"): each names its piece and square, in each language.
#[test]
fn each_within_reach_clause_names_the_piece_it_is_about() {
    let c = content();
    let s = race(&c, &[(0, 0, 4), (0, 1, 4), (1, 1, 45)]);
    let rival = [
        "Player 2's henchman 1",
        "Joueur 2 (homme de main 1)",
        "Handlanger 1 van Speler 2",
        "handlanger 1 van Speler 2",
    ];
    for (lang, words) in [
        (
            "en",
            "leaves your godfather alone on square 4, stuck, within reach of <rival>, 7 squares behind; your \
             henchman 1, on square 8, is within reach of <rival>, 11 squares behind",
        ),
        (
            "fr",
            "laisse votre parrain seul et bloqué en case 4, à portée de <rival>, 7 cases derrière ; votre homme de \
             main 1, en case 8, est à portée de <rival>, 11 cases derrière",
        ),
        (
            "nl",
            "laat je peetvader alleen op veld 4, vast, binnen bereik van <rival>, 7 velden erachter; jouw \
             handlanger 1 op veld 8 is binnen bereik van <rival>, 11 velden erachter",
        ),
    ] {
        let option = without(lang, &s, 1, 4, &rival);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // A henchman moving on his own keeps the short words.
    let s = race(&c, &[(0, 1, 4), (1, 1, 45)]);
    assert_eq!(said("en", &s, 1, 4), "within reach of Player 2's henchman 1, 11 squares behind");
}

/// REGLE GENERALE: a godfather alone moves only once one of his henchmen joins him, and NOTES.md
/// 3: "A henchman that reaches his lone godfather with the first die lets him leave with the
/// second". A lone rival godfather 2 squares behind was not named, the option naming a henchman
/// 7 behind, and he took the newcomer's godfather the next turn. The square is said within
/// reach, by the rival who comes there on a plain roll, his henchman (`reach_words`): the
/// godfather said after him, in every option, ran a real race's question past 50 rows.
#[test]
fn a_lone_rival_godfather_a_henchman_can_join_is_within_reach() {
    let c = content();
    // Player 2's godfather alone on 18, his henchman 1 on 13; Player 1's godfather moves from 17
    // to 20, his henchman staying on 17.
    let s = race(&c, &[(0, 0, 17), (0, 1, 17), (1, 0, 18), (1, 1, 13)]);
    for (lang, words) in [
        ("en", "within reach of Player 2's henchman 1, 7 squares behind"),
        ("fr", "à portée de Joueur 2 (homme de main 1), 7 cases derrière"),
        ("nl", "binnen bereik van handlanger 1 van Speler 2, 7 velden erachter"),
    ] {
        let option = said(lang, &s, 0, 3);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // His henchman too far to join him with one die: the godfather cannot come this turn.
    let s = race(&c, &[(0, 0, 17), (0, 1, 17), (1, 0, 18), (1, 1, 5)]);
    let option = said("en", &s, 0, 3);
    assert!(!option.contains("Player 2's godfather"), "{option}");
}

/// REGLE GENERALE: "Si le parrain est liquidé, il regagne son quartier général et tous ses
/// hommes de main sont tués": a godfather taking a hostage was told only that the hostage's gang
/// "would liquidate yours", the words of a henchman's risk, and lost the race to it.
#[test]
fn a_godfather_taking_a_hostage_is_told_what_his_liquidation_costs() {
    let c = content();
    let s = race(&c, &[(0, 0, 30), (0, 3, 30), (1, 1, 32)]);
    for (lang, words) in [
        ("en", "takes Player 2's henchman 1 hostage, staking your whole gang;"),
        ("fr", "prend Joueur 2 (homme de main 1) en otage, au risque de tout votre gang ;"),
        ("nl", "neemt handlanger 1 van Speler 2 in gijzeling, met je hele bende op het spel;"),
    ] {
        let option = said(lang, &s, 0, 2);
        assert!(option.contains(words), "{lang}: {option}");
    }
    // A henchman's hostage costs a henchman: no such words.
    let s = race(&c, &[(0, 1, 30), (1, 1, 32)]);
    assert!(!said("en", &s, 1, 2).contains("whole gang"), "{}", said("en", &s, 1, 2));
}

/// LES DEPLACEMENTS, RULINGS.md ("Part of a roll may go unused only when no legal move uses
/// it"): a first move after which one piece alone can move the other die says that move, made
/// without asking; one after which none can says the die is lost. A newcomer expected a second
/// question that never came.
#[test]
fn a_first_move_says_what_the_other_die_will_do_when_there_is_no_choice() {
    let c = content();
    // Player 1's godfather and henchman 3 on 30, henchman 1 on 40 before square 44, which three
    // of Player 2's fill; Player 2's henchman 1 on 32.
    let s = race(
        &c,
        &[(0, 0, 30), (0, 3, 30), (0, 1, 40), (0, 2, 255), (0, 4, 255), (1, 1, 32), (1, 2, 44), (1, 3, 44), (1, 4, 44)],
    );
    for (lang, forced, unused) in [
        (
            "en",
            "the other die (4) is then played for you, with no question: your henchman 3 from square 30 to square 34",
            "the other die (4) then goes unused: no other piece of yours can move it",
        ),
        (
            "fr",
            "l'autre dé (4) sera ensuite joué d'office : votre homme de main 3, case 30 → case 34",
            "l'autre dé (4) sera alors perdu : aucun autre de vos truands ne peut le jouer",
        ),
        (
            "nl",
            "de andere dobbelsteen (4) wordt dan zonder vraag voor je gespeeld: jouw handlanger 3 van veld 30 naar veld 34",
            "de andere dobbelsteen (4) gaat dan verloren: geen ander stuk van je kan hem spelen",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let n = Narrator { content: &c, locale: &locale };
        let plain = |t: Option<String>| t.unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        // Said with what it does: henchman 3 goes past the godfather (forced_die).
        let then = plain(forced::then(&n, &s, 0, 2, 4));
        assert!(then.starts_with(&format!("{forced} — ")), "{lang}: {then}");
        // Henchman 3 gone to 32, the godfather is left alone and henchman 1 finds 44 full.
        assert_eq!(plain(forced::then(&n, &s, 3, 2, 4)), unused, "{lang}");
        // Henchman 1 moving first leaves a choice: nothing said.
        assert_eq!(forced::then(&n, &s, 1, 2, 4), None, "{lang}");
    }
    // The option of the first question says it, after what the move does.
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![2, 4] });
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    let option = screen.option(&Open::of(&m, Seat(0)), "move", &Choice::Move { piece: 0, die: 2 });
    let option = option.replace(['\u{2068}', '\u{2069}'], "");
    assert!(option.starts_with("Your godfather moves 2 from square 30 to square 32: takes"), "{option}");
    assert!(
        option.contains(
            "; the other die (4) is then played for you, with no question: your henchman 3 from square 30 to square 34 \
             — a sniper square, so you spin the wheel once this roll is moved; no henchman of yours is left behind your godfather, alone on square 32"
        ),
        "{option}"
    );
}

/// REGLE GENERALE (a liquidated godfather's henchmen are all killed) and PRISE D'OTAGE ("Si le
/// kidnappeur quitte la case, l'otage est libéré"): a hostage freed by his kidnapper's fall was
/// said as the mover's own "lets his hostage go", first, naming a captor who held nobody, and
/// hid that the race's leader went free. He is said after the fall, with who held him.
#[test]
fn a_hostage_freed_by_a_fall_is_said_after_it_with_his_captor() {
    let c = content();
    // Three gangs. Player 1's henchman 2 on 6 holds Player 3's godfather; Player 3's henchman 3
    // on 1 holds Player 2's godfather. Player 1's henchman 3 on 3 moves 3 onto square 6.
    let mut s = race_of(&c, 3, &[(0, 2, 6), (2, 0, 6), (2, 3, 1), (1, 0, 1), (0, 3, 3)]);
    s.gangs[Seat(2)].pieces[0].held_by = Some(PieceRef { seat: Seat(0), piece: 2 });
    s.gangs[Seat(1)].pieces[0].held_by = Some(PieceRef { seat: Seat(2), piece: 3 });
    for (lang, words) in [
        (
            "en",
            "Player 3's godfather falls, back to his HQ with his henchmen killed; so Player 2's godfather, held by \
             Player 3's henchman 3, goes free on square 1 (33 squares into his race)",
        ),
        (
            "fr",
            "le parrain de Joueur 3 tombe, renvoyé au QG et ses hommes de main tués ; Joueur 2 (parrain), otage de \
             Joueur 3 (homme de main 3), est donc libéré en case 1 (33 cases de sa course parcourues)",
        ),
        (
            "nl",
            "de peetvader van Speler 3 valt: hij gaat terug naar zijn hoofdkwartier en zijn handlangers sterven; \
             daardoor komt de peetvader van Speler 2, gegijzeld door handlanger 3 van Speler 3, vrij op veld 1 \
             (33 velden van zijn race gelopen)",
        ),
    ] {
        let option = said(lang, &s, 3, 3);
        assert!(option.contains(words), "{lang}: {option}");
        assert!(!option.contains("hostage Player") && !option.contains("libère son otage"), "{lang}: {option}");
    }
    // Player 1's godfather dies on two rivals: his henchman 2 falls with him and lets Player 3's
    // godfather go.
    let mut s = race_of(&c, 3, &[(0, 0, 28), (0, 1, 28), (1, 1, 29), (1, 2, 29), (0, 2, 6), (2, 0, 6)]);
    s.gangs[Seat(2)].pieces[0].held_by = Some(PieceRef { seat: Seat(0), piece: 2 });
    let option = said("en", &s, 0, 1);
    assert!(option.starts_with("is liquidated there by the two rivals who stand on it"), "{option}");
    assert!(option.contains("; so Player 3's godfather, held by your henchman 2, goes free on square 6"), "{option}");
    assert!(!option.contains("lets his hostage"), "{option}");
}

/// The status of a godfather left alone in his HQ, or alone on the loop with no henchman
/// behind him, says so, and what frees him (REGLE GENERALE; RULINGS.md: "a godfather left alone
/// in his HQ waits there until a henchman is recruited into it"); the panel said nothing while
/// a newcomer's godfather waited in the HQ for the rest of the race.
#[test]
fn the_status_says_a_godfather_waits_alone() {
    let c = content();
    let hq = race(&c, &[(0, 1, 255), (0, 2, 5), (0, 3, 9), (0, 4, 255)]);
    let m: Match<'_, Godfathers> = Match::new(&c, hq, Vec::new(), &MatchOptions::default());
    for (lang, words) in [
        ("en", "Your godfather stands alone in the HQ: he leaves it only with a henchman recruited into it"),
        ("fr", "Votre parrain est seul au QG : il n'en repartira qu'avec un homme de main recruté au QG"),
        ("nl", "Je peetvader staat alleen in het hoofdkwartier: hij kan er pas weg met een handlanger die daar"),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let status = screen.status(&Open::of(&m, Seat(0))).replace(['\u{2068}', '\u{2069}'], "");
        assert!(status.contains(words), "{lang}: {status}");
    }
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let n = Narrator { content: &c, locale: &locale };
    let plain = |t: Option<String>| t.unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
    // Alone on square 29, every henchman ahead or dead.
    let ahead = race(&c, &[(0, 0, 29), (0, 1, 255), (0, 2, 31), (0, 3, 35), (0, 4, 255)]);
    assert_eq!(
        plain(stranded::waits(&n, &ahead, Seat(0), false)),
        "Player 1's godfather stands alone on square 29 and moves again once one of his henchmen joins him; none is \
         behind him, so one must first go round the whole loop past the HQ (General rule; French rulebook: RÈGLE \
         GÉNÉRALE)."
    );
    // One behind him: the way back is open, said without the lap.
    let behind = race(&c, &[(0, 0, 29), (0, 1, 255), (0, 2, 20), (0, 3, 35), (0, 4, 255)]);
    assert!(!plain(stranded::waits(&n, &behind, Seat(0), true)).contains("none is behind"));
    // Beside a henchman: nothing.
    let beside = race(&c, &[(0, 0, 29), (0, 2, 29)]);
    assert_eq!(stranded::waits(&n, &beside, Seat(0), true), None);
}

/// A rival godfather and his henchman standing together the same distance behind: the henchman,
/// whom the dice bring without a double, is the threat said (PRISE D'OTAGE). The godfather, the
/// lower piece, was chosen on the tie; needing a double, he was left out of a henchman's warning,
/// and the move read as safe (a newcomer's game, fr seed 4, turn 12).
#[test]
fn a_rival_pair_behind_is_said_by_the_piece_the_dice_bring_without_a_double() {
    let c = content();
    let s = race(&c, &[(0, 1, 4), (1, 0, 47), (1, 1, 47)]);
    assert_eq!(said("en", &s, 1, 4), "within reach of Player 2's henchman 1, 9 squares behind");
}

/// A newcomer's race (fr seed 23, turn 24): his godfather and henchman 2 on square 9, a danger
/// square; no option said it, and a rival's wheel picked square 9 on the next turn and wiped out
/// his gang (D - DANGER; REGLE GENERALE). The question says it once, in each language; the
/// option moving the godfather off the square says so, and no other repeats it.
#[test]
fn a_godfather_on_a_danger_square_is_said_once_under_the_question() {
    let c = content();
    let s = race(&c, &[(0, 0, 9), (0, 2, 9), (1, 1, 40)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 1] });
    let v = Open::of(&m, Seat(0));
    for (lang, line, off) in [
        (
            "en",
            "Your godfather stands on square 9, a danger square: if a rival's wheel picks it, he goes back to the HQ \
             and all your henchmen are killed (Danger, General rule; French rulebook: DANGER, RÈGLE GÉNÉRALE).",
            "takes him off the danger square",
        ),
        (
            "fr",
            "Votre parrain se trouve en case 9, une case danger : si la roue d'un adversaire la désigne, il regagne \
             le QG et tous vos hommes de main sont tués (DANGER, RÈGLE GÉNÉRALE).",
            "le sort de la case danger",
        ),
        (
            "nl",
            "Je peetvader staat op veld 9, een gevaarveld: wijst het rad van een rivaal het aan, dan gaat hij terug \
             naar het hoofdkwartier en worden al je handlangers gedood (Gevaar, Algemene regel; Franse spelregels: \
             DANGER, RÈGLE GÉNÉRALE).",
            "haalt hem weg van het gevaarveld",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
        let plain = |t: String| t.replace(['\u{2068}', '\u{2069}'], "");
        let question = plain(screen.question(&v, "move"));
        // The question's paragraph; the gang's line stands under it.
        assert!(question.lines().next().is_some_and(|q| q.ends_with(line)), "{lang}: {question}");
        // The godfather moving 1, to square 10, leaves the danger square: said; moving 3, to
        // square 12, another danger square: not said; a henchman's move: not said.
        let option = |piece: u8, die: u8| plain(screen.option(&v, "move", &Choice::Move { piece, die }));
        assert!(option(0, 1).contains(off), "{lang}: {}", option(0, 1));
        assert!(!option(0, 3).contains(off), "{lang}: {}", option(0, 3));
        assert!(!option(2, 1).contains(off), "{lang}: {}", option(2, 1));
    }
    // Off a danger square, nothing of the kind.
    let s = race(&c, &[(0, 0, 10), (0, 2, 10), (1, 1, 40)]);
    let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
    m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 1] });
    let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
    let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
    assert!(!screen.question(&Open::of(&m, Seat(0)), "move").contains("danger square"));
}
