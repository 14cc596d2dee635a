//! What a newcomer reads at the tables of King of Chicago and Chicago Poker, `play` driven
//! through its standard input in English and French: an auction that says who is for sale and
//! what a bid costs, token counts listed as options, money written one way per language, a
//! shootout that says why the best hand won, and the discard pile kept short until asked for.

mod support;

use support::piped::play_game as play;

/// A newcomer's typing: `n` answers drawn from a fixed sequence (option numbers, a help, a bid
/// of $300), and `extra` typed after every `every` of them when `every` is not 0.
fn typing(n: usize, every: usize, extra: &str) -> String {
    const TYPED: [&str; 8] = ["1", "2", "2", "3", "3", "4", "help 1", "300"];
    let mut x: u64 = 1;
    let mut out = String::new();
    for i in 0..n {
        if every != 0 && i % every == every - 1 {
            out.push_str(extra);
            out.push('\n');
        }
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        out.push_str(TYPED[((x >> 33) % TYPED.len() as u64) as usize]);
        out.push('\n');
    }
    out
}

/// A game of King of Chicago at seed 3 against two greedy bots, in `lang`.
fn king_of_chicago(lang: &str) -> String {
    let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "3", "--lang", lang];
    let (code, out, err) = play("king-of-chicago", &args, &typing(5000, 0, ""));
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("The game is over.") || out.contains("La partie est terminée."), "{out}");
    out
}

/// Every run of amounts comes after options it is an alternative to ("1. pass / or an amount
/// from..."), never alone under its question.
fn no_amount_asked_alone(out: &str, or: &str) {
    let lines: Vec<&str> = out.lines().collect();
    for pair in lines.windows(2) {
        if pair[1].trim_start().starts_with(or) {
            let option = pair[0].trim_start().split_once(". ").is_some_and(|(n, _)| n.parse::<usize>().is_ok());
            assert!(option, "an amount asked with no option above it:\n{}\n{}", pair[0], pair[1]);
        }
    }
}

/// Whether a sum of money is written `$650` (`dollar_first`) or `650 $` anywhere in `out`.
fn money_written(out: &str, dollar_first: bool) -> bool {
    let b = out.as_bytes();
    (1..b.len()).any(|i| {
        if dollar_first {
            b[i - 1] == b'$' && b[i].is_ascii_digit()
        } else {
            b[i] == b'$' && i >= 2 && b[i - 1] == b' ' && b[i - 2].is_ascii_digit()
        }
    })
}

#[test]
fn king_of_chicago_auction_says_who_is_for_sale_and_what_a_bid_costs() {
    let out = king_of_chicago("en");
    assert!(!out.contains("the gangster on the block"), "the question names the gangster");
    // The question names him, his card's numbers and what he is worth toward winning (1.2).
    let asked = |out: &str, start: &str, end: &str| out.lines().any(|l| l.starts_with(start) && l.ends_with(end));
    assert!(
        asked(
            &out,
            "Player 1: Your bid for Jack Rabbit (Drive +2)? Toward winning (1.2): one power point per 2 gangsters",
            "Highest bid so far: $400, by Player 3."
        ),
        "the gangster and his card's numbers: {out}"
    );
    assert!(
        out.contains(
            "Gangster auction (6.3): pass. Jack Rabbit: Drive +2. He costs nothing but the bid. Bids go round"
        ),
        "help on an auction's option tells the gangster's card"
    );
    assert!(out.contains(". Nobody has bid yet.\n"), "or that nobody has");
    no_amount_asked_alone(&out, "or an amount");

    let out = king_of_chicago("fr");
    assert!(
        asked(
            &out,
            "Joueur 1 : Votre enchère pour Jack Rabbit (Conduite +2 cases) ? Pour gagner (1.2) : un point de pouvoir",
            "Plus haute enchère : 400 $, de Joueur 3."
        ),
        "{out}"
    );
    assert!(
        out.contains("Enchères pour les gangsters (6.3) : passer. Jack Rabbit : Conduite +2 cases. Il ne coûte rien"),
        "{out}"
    );
    no_amount_asked_alone(&out, "ou un montant");
}

#[test]
fn king_of_chicago_words_the_setup_and_a_cards_help_as_the_language_writes() {
    let out = king_of_chicago("en");
    assert!(out.contains("\nSetting up (3.2)\n"), "not a game round 0: {out}");
    assert!(out.contains("\nRolls Roy: Drive +1\n"), "{out}");
    let out = king_of_chicago("fr");
    assert!(out.contains("\nMise en place (3.2)\n"), "{out}");
    assert!(out.contains("\nRolls Roy : Conduite +1 case\n"), "a French colon: {out}");
    assert!(out.contains("déplacer des gangsters à Snake Eyes Parlor ; prendre 1 fille"), "{out}");
}

/// Where the police car may stop, the options say what the police could do there (5.4), not
/// what the seat's own car could ("claim the turf by street 12" was offered at street 12).
#[test]
fn king_of_chicago_police_car_options_name_police_actions() {
    for (lang, asked) in [
        (
            "en",
            "Player 1: Where does the police car drive? Up to 4 street squares from street 37: 2 on the die, +2 for the \
             police car (5.3). The police have one action left this game round, taken where the car stops (5.3).\n  1. street 6 — clear Player 2's turf — you would get the local respect marker, which nobody holds now: +1 \
             power point for you (5.2.2)\n  2. street 12\n",
        ),
        (
            "fr",
            "Joueur 1 : Où va la voiture de police ? Au plus 4 cases de rue depuis la rue 37 : 2 au dé, +2 pour la \
             voiture de police (5.3). La police a encore une action ce tour de jeu, à faire là où la voiture s'arrête \
             (5.3).\n  1. la rue 6 — enlever le marqueur de Joueur 2 — vous obtiendriez le marqueur de respect local, que \
             personne ne détient pour l'instant : +1 point de pouvoir pour vous (5.2.2)\n  2. la rue 12\n",
        ),
    ] {
        let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "5", "--lang", lang];
        let (code, out, err) = play("king-of-chicago", &args, &typing(5000, 0, ""));
        assert_eq!(code, Some(0), "{err}");
        assert!(out.contains(asked), "{out}");
    }
}

#[test]
fn king_of_chicago_lists_the_tokens_a_player_may_take() {
    let out = king_of_chicago("en");
    let asked = "Player 1: How many henchmen do you take?\n  1. take 2 henchmen\n  2. take 1 henchman\n  \
                 3. none (taking nothing at all still spends the action)\n";
    assert!(out.contains(asked), "{out}");
    let out = king_of_chicago("fr");
    let asked = "Joueur 1 : Combien d'hommes de main prenez-vous ?\n  1. prendre 2 hommes de main\n  \
                 2. prendre 1 homme de main\n  \
                 3. rien (ne rien prendre du tout consomme quand même l'action)\n";
    assert!(out.contains(asked), "{out}");
}

#[test]
fn king_of_chicago_writes_money_one_way_per_language() {
    let en = king_of_chicago("en");
    assert!(en.contains("Your folder (Player 1): $1000;"), "{en}");
    assert!(!money_written(&en, false), "English writes $650, never 650 $");
    let fr = king_of_chicago("fr");
    for shown in ["Votre dossier (Joueur 1) : 1000 $ ;", " offre 50 $.", "Plus haute enchère : "] {
        assert!(fr.contains(shown), "{shown}: {fr}");
    }
    assert!(!money_written(&fr, true), "French writes 350 $, never $350: status, options, narration, help");
    let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "3", "--lang", "nl"];
    let (code, nl, err) = play("king-of-chicago", &args, &typing(400, 0, ""));
    assert_eq!(code, Some(0), "{err}");
    assert!(nl.contains("Jouw persoonlijke folder (Speler 1): $1000;"), "{nl}");
    assert!(!money_written(&nl, false), "Dutch writes $650 as the English rulebook does");
}

/// A game of Chicago Poker at seed 2 against two greedy bots in `lang`, `look` typed after
/// every tenth answer.
fn chicago_poker(lang: &str, look: &str) -> String {
    let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "2", "--lang", lang];
    let (code, out, err) = play("chicago-poker", &args, &typing(3000, 10, look));
    assert_eq!(code, Some(0), "{err}");
    out
}

#[test]
fn chicago_poker_says_why_the_best_hand_won() {
    let out = chicago_poker("en", "board discard");
    for why in [
        "Why (5.0): Pair beats High card (Player ",
        "which stands lower in the list of hands.",
        "Why (5.0): High card against High card (Player 2), decided by card 2, counting from the highest: 7 against \
         no card, since the cards a shorter hand lacks rank below every card.",
    ] {
        assert!(out.contains(why), "{why}: {out}");
    }
    let lines: Vec<&str> = out.lines().collect();
    for pair in lines.windows(2) {
        let (line, next) = (pair[0], pair[1].trim_start());
        if line.contains(" has the best hand at ") && !next.contains(" was alone at ") {
            assert!(next.starts_with("Why (5.0): "), "no reason after {line}");
        }
    }
    assert!(
        out.contains("\n      Player 1: Red 9, face-down Yellow 4, Yellow 2 — High card (9)\n"),
        "the hand a seat's own cards make"
    );
    let out = chicago_poker("fr", "board défausse");
    // The table is printed again when another seat changed it: after the third card, not between
    // the seat's own plays.
    assert!(out.contains("\n      Joueur 1 : 9 rouge, 4 jaune face cachée, 2 jaune — Carte haute (9)\n"), "{out}");
    assert!(out.contains("Pourquoi (5.0) : Paire l'emporte sur Carte haute (Joueur "), "{out}");
    assert!(
        out.contains("ce qui départage : la 2e carte, en partant de la plus haute, 7 contre aucune carte"),
        "{out}"
    );
}

#[test]
fn chicago_poker_shows_the_discard_pile_short_and_whole_on_request() {
    let out = chicago_poker("en", "board discard");
    assert!(
        out.contains("  Discard pile (face up): 12 cards, Purple 9 on top (board discard shows them all)\n"),
        "{out}"
    );
    assert!(
        out.contains("Discard pile (face up), 12 cards, from the top: Purple 9, Blue 10, Green 14, "),
        "board discard shows every card: {out}"
    );
    let longest = out.lines().filter(|l| l.contains("Discard pile (face up):")).map(str::len).max();
    assert!(longest.is_some_and(|n| n < 100), "the screen's line stays short");
    let out = chicago_poker("fr", "board défausse");
    assert!(
        out.contains("  Défausse (face visible) : 12 cartes, 9 violet dessus (board défausse les montre toutes)\n")
    );
    assert!(out.contains("Défausse (face visible), 12 cartes, en partant du dessus : 9 violet, "), "{out}");
}

/// The first screen says which cards lie face down at each type of establishment (4.1 Action
/// II), where it said only "the establishment's type says which", in every language.
#[test]
fn chicago_poker_s_first_screen_says_which_cards_lie_face_down() {
    for (lang, said) in [
        (
            "en",
            "face down: a speakeasy's first two, a jazz club's last two, a gambling hall's second and fourth, none at \
             a brewery)",
        ),
        (
            "fr",
            "faces cachées : les deux premières d'un speakeasy, les deux dernières d'un club de jazz, la deuxième et \
             la quatrième d'une salle de jeu, aucune dans une brasserie)",
        ),
        (
            "nl",
            "gedekt liggen: de eerste twee in een speakeasy, de laatste twee in een jazzclub, de tweede en vierde in \
             een speelzaal, geen in een brouwerij)",
        ),
    ] {
        let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "2", "--lang", lang];
        let (code, out, err) = play("chicago-poker", &args, "quit\n");
        assert_eq!(code, Some(0), "{err}");
        let first = out.split("(help rules").next().unwrap();
        assert!(first.contains(said), "{lang}: {first}");
        assert!(!first.contains("type says which") && !first.contains("dit lesquelles"), "{lang}: {first}");
    }
}
