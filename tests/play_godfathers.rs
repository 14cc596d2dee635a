//! What a newcomer reads and sees of the godfather race, in English, French and Dutch: at the
//! table (`play` driven through its standard input), every move offered says what it would do
//! (a hostage taken or let go, a piece liquidated, a lap's recruits, what the square it stops on
//! means; a plain move says only where it goes; a move of both dice says where it starts too),
//! never the bare "nothing to report" of the square's type; on the board picture of the
//! viewer's page, each gang's HQ is drawn and each piece marked, with a legend.

mod support;

use support::piped::{assert_says, play_game as play};

/// The options offered to seat 1 over a whole race at seed 3 against a greedy bot, always
/// answering the first, in `lang`.
fn options(lang: &str) -> String {
    let args = ["--seats", "human,bot:greedy", "--seed", "3", "--lang", lang];
    let (code, out, err) = play("godfathers", &args, &"1\n".repeat(4000));
    assert_eq!(code, Some(0), "{err}");
    // "  4. Player 1's henchman 4 moves...": an option, not a row of the board ("39.    23.").
    let offered = |l: &&str| {
        l.trim_start().split_once(". ").is_some_and(|(n, rest)| n.parse::<usize>().is_ok() && !rest.starts_with(' '))
    };
    out.lines().filter(offered).map(|l| format!("{l}\n")).collect()
}

#[test]
fn every_move_offered_says_what_it_would_do() {
    for (lang, said, never) in [
        (
            "en",
            [
                "  2. Your henchman 4 moves 3 from the HQ to square 3: takes Player 2's henchman 1 hostage; ",
                "  2. Your henchman 4 moves 6 from the HQ to square 6: liquidates Player 2's henchman 1 and frees \
                 your henchman 3",
                "  3. Your henchman 1 moves 3 from the HQ to square 3: liquidates Player 2's henchman 1, held hostage \
                 there",
                "  1. Your henchman 3 moves 10 (both dice) from square 3 to square 13: lets his hostage Player 2's \
                 henchman 1 go",
                ": is liquidated there by the two rivals who stand on it",
                // Not a double: no word of a double's extra die.
                "a sniper square, so you spin the wheel once this roll is moved",
                "a safety square, safe from the snipers only",
                "a danger square, where all of yours are liquidated if a rival's wheel picks it",
                ": passes the HQ after a full lap and recruits one henchman",
                // REGLE GENERALE: a godfather alone on his square cannot leave it.
                "from the HQ to square 2: leaves him alone there, stuck",
            ],
            ["(nothing to report)", "(sniper)", "(safety)", "(danger)", "nothing happens there"],
        ),
        (
            "fr",
            [
                "  2. Votre homme de main 4 avance de 3, QG → case 3 : prend Joueur 2 (homme de main 1) en otage ; ",
                "  2. Votre homme de main 4 avance de 6, QG → case 6 : liquide Joueur 2 (homme de main 1) et libère \
                 votre homme de main 3",
                "  3. Votre homme de main 1 avance de 3, QG → case 3 : liquide Joueur 2 (homme de main 1), otage sur \
                 cette case",
                "(les deux dés), case 3 → case 13 : libère son otage, Joueur 2 (homme de main 1)",
                " : y est liquidé par les deux adversaires qui s'y trouvent",
                "case tir, vous lancez donc la roue une fois ce jet joué",
                "case sécurité, à l'abri des seuls tireurs d'élite",
                "case danger, où tous les vôtres sont liquidés si la roue d'un adversaire la désigne",
                " : repasse devant le QG après un tour complet et recrute un homme de main",
                "QG → case 2 : le laisse seul et bloqué sur cette case",
            ],
            ["(rien à signaler)", "(tir)", "(sécurité)", "(danger)", "rien ne s'y passe"],
        ),
        (
            "nl",
            [
                "  2. Jouw handlanger 4 gaat 3 van het hoofdkwartier naar veld 3: neemt handlanger 1 van Speler 2 in \
                 gijzeling; ",
                "  2. Jouw handlanger 4 gaat 6 van het hoofdkwartier naar veld 6: liquideert handlanger 1 van \
                 Speler 2 en bevrijdt jouw handlanger 3",
                "  3. Jouw handlanger 1 gaat 3 van het hoofdkwartier naar veld 3: liquideert handlanger 1 van \
                 Speler 2, daar in gijzeling",
                "(beide dobbelstenen) van veld 3 naar veld 13: laat zijn gijzelaar handlanger 1 van Speler 2 gaan",
                ": wordt daar geliquideerd door de twee rivalen die er staan",
                "een sluipschuttersveld, dus draai je aan het rad als deze worp gespeeld is",
                "een veilig veld, alleen beschut tegen sluipschutters",
                "een gevaarveld, waar al je stukken geliquideerd worden als het rad van een rivaal het aanwijst",
                ": komt na een volle ronde langs het hoofdkwartier en werft één handlanger",
                "van het hoofdkwartier naar veld 2: laat hem daar alleen staan, vast",
            ],
            ["(niets te melden)", "(sluipschutter)", "(veilig)", "(gevaar)", "daar gebeurt niets"],
        ),
    ] {
        assert_says(&options(lang), &said, &never);
    }
}

/// `board` with the words the board's picture writes on an HQ ("QG B"), or the word for an HQ
/// and a player's name or number, finds that gang's HQ: its square, its godfather and its
/// henchmen at home (it found nothing), in each language.
#[test]
fn a_look_up_finds_an_hq_by_its_label_on_the_board() {
    for (lang, words, said) in [
        ("fr", "QG B", "QG B (Joueur 2) :\n  Joueur 2 (B) : QG devant la case "),
        ("en", "hq b", "HQ B (Player 2):\n  Player 2 (B): HQ in front of square "),
        ("en", "HQ Player 3", "HQ C (Player 3):\n  Player 3 (C): HQ in front of square "),
        ("nl", "HK 2", "HK B (Speler 2):\n  Speler 2 (B): hoofdkwartier vóór veld "),
    ] {
        let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "4", "--lang", lang];
        let (code, out, err) = play("godfathers", &args, &format!("board {words}\nquit\n"));
        assert_eq!(code, Some(0), "{lang}: {err}");
        assert_says(&out, &[said], &["HQ A (", "QG A (", "HK A ("]);
    }
}

/// The strings of the replay viewer's page of a race among three bots at seed 7, in `lang`: the
/// SVG elements of its pictures and backdrops among them.
fn viewer_strings(lang: &str) -> Vec<String> {
    support::viewer::viewer_strings("godfathers", "bot:greedy,bot:random,bot:greedy", "7", lang)
}

/// The board picture draws each gang's HQ in its colour, marks each piece (a godfather with his
/// gang's capital letter, a henchman with its small letter and his number) and says what the marks, the squares' colours and
/// the gangs' colours mean, in the page's language.
#[test]
fn the_board_picture_draws_the_hqs_and_tells_the_henchmen_apart() {
    // An apostrophe is written `&#39;` in the SVG.
    for (lang, hq, legend) in [
        (
            "en",
            "HQ",
            [
                "henchman 2 (his gang&#39;s small letter and his number)",
                "godfather (his gang&#39;s capital letter)",
                "a gang&#39;s HQ, where its pieces start",
            ],
        ),
        (
            "fr",
            "QG",
            [
                "homme de main 2 (la lettre minuscule de son gang et son numéro)",
                "parrain (la lettre majuscule de son gang)",
                "le QG d&#39;un gang, son point de départ",
            ],
        ),
        (
            "nl",
            "HK",
            [
                "handlanger 2 (de kleine letter van zijn bende en zijn nummer)",
                "peetvader (de hoofdletter van zijn bende)",
                "HK: het hoofdkwartier van een bende",
            ],
        ),
    ] {
        let strings = viewer_strings(lang);
        let drawn = |start: &str, holds: &str| strings.iter().any(|s| s.starts_with(start) && s.contains(holds));
        for (seat, letter) in [(1, 'A'), (2, 'B'), (3, 'C')] {
            assert!(
                drawn(&format!("<g data-piece=\"hq-{seat}\""), &format!(">{hq} {letter}</text>")),
                "{lang}: no HQ {seat}"
            );
            let godfather = format!("<g data-piece=\"seat-{seat}-g\"");
            assert!(drawn(&godfather, &format!(">{letter}</text>")), "{lang}: godfather {seat} unmarked");
            for h in 1..=4 {
                let henchman = format!("<g data-piece=\"seat-{seat}-h{h}\"");
                let small = letter.to_ascii_lowercase();
                assert!(drawn(&henchman, &format!(">{small}{h}</text>")), "{lang}: henchman {seat}-{h} unmarked");
            }
        }
        let all = strings.concat();
        for words in legend {
            assert!(all.contains(words), "{lang}: the legend does not say {words}");
        }
    }
}

/// Every number of an attribute `name` in `svg`: ` y="12"` and the like.
fn numbers(svg: &str, name: &str) -> Vec<i64> {
    svg.split(&format!(" {name}=\"")).skip(1).filter_map(|rest| rest.split('"').next()?.parse().ok()).collect()
}

/// At a 1280x720 window the page showed the ring and not the legend below it, so a person never
/// saw whose pieces were whose, and henchmen were told apart by their colour alone. The legend
/// (the gangs' colours and letters, the marks, the squares' types) stands in the ring's empty
/// middle, clear of the HQs one cell inside the loop, the board no taller than the ring; and
/// every piece carries its gang's letter: a godfather's capital, a henchman's small letter and
/// his number.
#[test]
fn the_legend_stands_inside_the_ring_and_every_piece_carries_its_gang_s_letter() {
    for lang in ["en", "nl"] {
        let strings = viewer_strings(lang);
        let backdrops: serde_json::Value = serde_json::from_str(strings.last().expect("strings")).expect("json");
        let backdrop = &backdrops[0];
        let (width, height) = (backdrop["width"].as_i64().unwrap_or(0), backdrop["height"].as_i64().unwrap_or(0));
        assert!(width > 0 && height <= width + 2, "{lang}: a board of {width}x{height}, taller than its ring");
        let svg = backdrop["svg"].as_str().unwrap_or_default();
        let backdrop_legend = svg.find("<g class=\"legend\"").map_or("", |at| &svg[at..]);
        let legends: Vec<&str> = strings
            .iter()
            .map(String::as_str)
            .chain([backdrop_legend])
            .filter(|s| s.starts_with("<g class=\"legend\""))
            .collect();
        assert!(legends.iter().any(|l| l.contains("data-legend=\"gangs\"")), "{lang}: no gangs' legend");
        // The ring's middle: two cells (the loop, then the HQs) in from each side.
        let cell = width / 13;
        for legend in &legends {
            for (name, at) in [("y", numbers(legend, "y")), ("cy", numbers(legend, "cy"))] {
                for v in at {
                    assert!(v > 2 * cell && v < width - 2 * cell, "{lang}: a legend's {name}={v} outside the middle");
                }
            }
            for x in numbers(legend, "x").into_iter().chain(numbers(legend, "cx")) {
                assert!(x > 2 * cell && x < width - 2 * cell, "{lang}: a legend's x={x} outside the middle");
            }
        }
        // Every piece on the board, its disc and its mark.
        let pieces: Vec<&String> = strings.iter().filter(|s| s.starts_with("<g data-piece=\"seat-")).collect();
        assert!(!pieces.is_empty(), "{lang}: no piece drawn");
        for piece in pieces {
            let name = piece.split('"').nth(1).unwrap_or_default();
            let (seat, kind) = name.trim_start_matches("seat-").split_once('-').unwrap_or_default();
            let letter = char::from(b'a' + seat.parse::<u8>().unwrap_or(1) - 1);
            let mark = match kind {
                "g" => letter.to_ascii_uppercase().to_string(),
                h => format!("{letter}{}", h.trim_start_matches('h')),
            };
            assert!(piece.contains(&format!(">{mark}</text>")), "{lang}: {name} not marked {mark}: {piece}");
        }
    }
}

/// `board 12` said what square 12 does and who stands there, nothing of how far it is from home
/// (RETOUR DU PARRAIN: the HQ counts one step): it says now how far a godfather there is from
/// each gang's HQ, the reader's first, in each language.
#[test]
fn a_square_looked_up_by_its_number_says_how_far_it_is_from_each_home() {
    for (lang, said) in [
        (
            "en",
            "  From here, a godfather is 37 steps from your HQ and 13 steps from Player 2's HQ, the HQ counting as one \
             step (The godfather's return; French rulebook: RETOUR DU PARRAIN).",
        ),
        (
            "fr",
            "  Depuis cette case, un parrain est à 37 pas de votre QG et à 13 pas du QG de Joueur 2, le QG comptant \
             pour un pas (RETOUR DU PARRAIN).",
        ),
        (
            "nl",
            "  Vanaf hier staat een peetvader 37 stappen van jouw hoofdkwartier en 13 stappen van het hoofdkwartier \
             van Speler 2, waarbij het hoofdkwartier als één stap telt (Terugkeer van de peetvader; Franse \
             spelregels: RETOUR DU PARRAIN).",
        ),
    ] {
        let args = ["--seats", "human,bot:greedy", "--seed", "4", "--lang", lang];
        let (code, out, err) = play("godfathers", &args, "board 12\nquit\n");
        assert_eq!(code, Some(0), "{lang}: {err}");
        assert!(out.lines().any(|l| l == said), "{lang}: no {said:?} in:\n{out}");
    }
    // A square found by its type says no distance: the list would grow by a line a square.
    let (_, out, _) = play("godfathers", &["--seats", "human,bot:greedy", "--seed", "4"], "board danger\nquit\n");
    assert!(!out.contains("From here"), "{out}");
}

/// `board 12` under a move's question: a question that fits half a screen is asked again whole,
/// its options in sight for the number typed (`play_status`); one taller than that in one line,
/// with what may be typed, so that what was found stays on the screen (a review, fr seed 47:
/// `board 47` reprinted a 45-row question over the `help 3` just read).
#[test]
fn a_look_up_asks_a_short_question_again_whole() {
    for (lang, found) in
        [("fr", "case 12 (danger) : quand la roue la désigne"), ("en", "square 12 (danger): when the wheel picks it")]
    {
        let args = ["--seats", "human,bot:greedy,bot:greedy", "--seed", "4", "--lang", lang];
        let (code, out, err) = play("godfathers", &args, "board 12\nquit\n");
        assert_eq!(code, Some(0), "{lang}: {err}");
        let (asked, after) = out.split_once(found).unwrap_or_else(|| panic!("{lang}: {out}"));
        assert!(asked.lines().any(|l| l.starts_with("  1. ")), "{lang}: {asked}");
        assert!(after.lines().any(|l| l.starts_with("  1. ")), "{lang}: {after}");
    }
}

/// The rules say what a sector of the wheel is, which every spin names ("the wheel stops on its
/// sector 5"): the word was never explained (TIR).
#[test]
fn the_rules_say_what_a_sector_of_the_wheel_is() {
    for (lang, said) in [
        ("en", "it stops on one of its 12 sectors, each naming a square: that square loses a rival"),
        ("fr", "elle s'arrête sur l'un de ses 12 secteurs, chacun désignant une case : cette case perd un adversaire"),
        ("nl", "het stopt op een van zijn 12 vakken, die elk een veld aanwijzen: dat veld verliest een rivaal"),
    ] {
        let args = ["--seats", "human,bot:greedy", "--seed", "4", "--lang", lang];
        let (code, out, err) = play("godfathers", &args, "rules\nquit\n");
        assert_eq!(code, Some(0), "{lang}: {err}");
        assert_says(&out, &[said], &[]);
    }
}
