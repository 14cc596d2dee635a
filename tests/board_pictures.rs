//! What the board pictures tell a person who has not read the rulebook, in every language: the
//! replay viewer's page of a game among bots is written, and the words of its pictures and
//! backdrops read (the table in the browser draws the same pictures); and what the terminal's
//! standings say of the same things.

mod support;
use support::piped::{assert_says, play_game};
use support::viewer::viewer_strings;

/// Whether some string holds every one of `words`.
fn drawn(strings: &[String], words: &[&str]) -> bool {
    strings.iter().any(|s| words.iter().all(|w| s.contains(w)))
}

/// Chicago Poker at three players lays two establishments (3.0): the picture's two other places
/// say they are not in play and why, rather than stand blank as if a tile were to come; and a
/// legend says what the number after ★ counts, what a card face down and a disc are. A card face
/// down is grey and crossed: it was blue, and read as a Blue gangster (issue 35).
#[test]
fn chicago_poker_says_what_an_empty_place_and_its_marks_are() {
    // An apostrophe is written `&#39;` in the SVG.
    for (lang, unused, legend) in [
        (
            "en",
            ["Not in play", "2 establishments at 3"],
            [
                "N beside a player: the establishments he has won",
                "a grey, crossed card: laid face down",
                "a shootout token",
            ],
        ),
        (
            "fr",
            ["Hors jeu", "2 établissements à 3"],
            [
                "N à côté d&#39;un joueur : les établissements qu&#39;il a remportés",
                "une carte grise barrée : jouée face cachée",
                "un pion fusillade",
            ],
        ),
        (
            "nl",
            ["Niet in het spel", "2 gelegenheden bij 3"],
            [
                "N naast een speler: de gelegenheden die hij gewonnen heeft",
                "een grijze, gekruiste kaart: gedekt gelegd",
                "een schietpartijfiche",
            ],
        ),
    ] {
        let strings = viewer_strings("chicago-poker", "bot:greedy,bot:greedy,bot:greedy", "1", lang);
        let mut places = unused.to_vec();
        places.insert(0, "data-piece=\"empty-place\"");
        assert!(drawn(&strings, &places), "{lang}: an unused place does not say {unused:?}");
        let backdrop = strings.last().unwrap();
        // Each phrase within one line of the legend, which is cut at the rows' larger text.
        for words in legend {
            assert!(backdrop.contains(words), "{lang}: the legend does not say {words}");
        }
    }
    // At five players the four places are all laid: none is said to be out of play.
    let strings = viewer_strings("chicago-poker", "bot:greedy,bot:greedy,bot:greedy,bot:greedy,bot:greedy", "1", "en");
    assert!(!drawn(&strings, &["Not in play"]), "a place is out of play at five players");
}

/// The words of an SVG text, its elements' text joined by spaces (a legend's wrapped lines
/// read as one).
fn words_of(svg: &str) -> String {
    let mut words = String::new();
    for piece in svg.split('<').filter_map(|p| p.split_once('>')).map(|(_, text)| text.trim()) {
        if !piece.is_empty() {
            words.push_str(piece);
            words.push(' ');
        }
    }
    words
}

/// Chicago Poker's board draws, under each player's name, which types of establishment he has
/// won and how many of each (what the conditions of victory count, 6.0), in the page's
/// language; its legend says so with the conditions as set. It drew a count of stars alone.
#[test]
fn chicago_poker_draws_the_types_each_player_has_won() {
    // Seed 1's winner ends with two gambling halls and one of each other type.
    for (lang, held, legend) in [
        (
            "en",
            ["Speakeasy", "Jazz club", "Brewery/Distillery", "Gambling hall ×2"],
            "under his name, how many of each type (×2: two of that type). A player wins with 3 establishments \
             of one type, 4 establishments of different types or 5 establishments of any type (6.0)",
        ),
        (
            "fr",
            ["Speakeasy", "Club de jazz", "Brasserie/Distillerie", "Salle de jeu ×2"],
            "sous son nom, combien de chaque type (×2 : deux de ce type). On gagne avec 3 établissements du même \
             type, 4 établissements de types différents ou 5 établissements quelconques (6.0)",
        ),
        (
            "nl",
            ["Speakeasy", "Jazzclub", "Brouwerij/Stokerij", "Speelzaal ×2"],
            "onder zijn naam hoeveel van elke soort (×2: twee van die soort). Je wint met 3 gelegenheden van één \
             soort, 4 gelegenheden van verschillende soorten of 5 willekeurige gelegenheden (6.0)",
        ),
    ] {
        let strings = viewer_strings("chicago-poker", "bot:greedy,bot:greedy,bot:greedy", "1", lang);
        let lines =
            |s: &String| -> Vec<String> { s.split("</text>").map(|t| words_of(t).trim().to_string()).collect() };
        let won: Vec<Vec<String>> =
            strings.iter().filter(|s| s.starts_with("<g data-piece=\"won-types-3\">")).map(lines).collect();
        assert!(
            won.iter().any(|l| held.iter().all(|h| l.iter().any(|line| line == h))),
            "{lang}: the winner's types {held:?} are not drawn, only {won:?}"
        );
        let backdrop = words_of(strings.last().unwrap());
        assert!(backdrop.contains(legend), "{lang}: the legend does not say {legend:?}: {backdrop}");
    }
}

/// The height of the board of the replay viewer's page written of `game` among `seats`.
fn backdrop_height(game: &str, seats: &str) -> u64 {
    let strings = viewer_strings(game, seats, "1", "en");
    let backdrops: serde_json::Value = serde_json::from_str(strings.last().unwrap()).unwrap();
    backdrops[0]["height"].as_u64().expect("a height")
}

/// Bootleggers' board has a family's row for each player at the table, not room for six
/// whatever the table, and an offer space for each (four a row, after the truck card's);
/// under them a legend says what a truck's box and its number, a marker and the cop's badge
/// are.
#[test]
fn bootleggers_draws_its_families_and_says_what_its_marks_are() {
    let three = backdrop_height("bootleggers", "bot:greedy,bot:greedy,bot:greedy");
    let five = backdrop_height("bootleggers", "bot:greedy,bot:greedy,bot:greedy,bot:greedy,bot:greedy");
    assert_eq!(five - three, 2 * 148 + 92, "two families' rows and a row of offer spaces more at five than at three");
    for (lang, legend) in [
        ("en", ["a truck in its driver&#39;s colour: its number", "an influence marker", "that still produce nothing"]),
        (
            "fr",
            ["un Camion à la couleur de son conducteur", "un marqueur d&#39;influence", "cet Alambic ne produit rien"],
        ),
        ("nl", ["een vrachtwagen in de kleur van zijn chauffeur", "een invloedsfiche", "die stokerij maakt niets"]),
    ] {
        let strings = viewer_strings("bootleggers", "bot:greedy,bot:greedy,bot:greedy", "1", lang);
        let backdrop = strings.last().unwrap();
        // Each phrase within one line of the legend, which is cut at the rows' larger text.
        for words in legend {
            assert!(backdrop.contains(words), "{lang}: the legend does not say {words}");
        }
    }
}

/// Bootleggers' board draws the main board's offer spaces, the cards on them named, and each
/// family's authority card (PHASE 1, 1-5), every label in the reader's words; the terminal's
/// board names the offers too, once the authority card is chosen (the question choosing it
/// names them). Neither showed them: the offers were named only in the
/// authority question.
#[test]
fn bootleggers_draws_the_offers_and_the_authority_cards() {
    for (lang, spaces, authority, offered) in [
        ("en", ["Offer spaces (phase 1)", "truck card", "henchman card 3"], "authority ", "On offer (phase 1, 5b): "),
        (
            "fr",
            ["Espaces d&#39;offre (PHASE 1)", "carte de Camion", "Hommes de Main 3"],
            "Autorité ",
            "En offre (PHASE 1, 5b) : ",
        ),
        (
            "nl",
            ["Aanbodvakken (fase 1)", "vrachtwagenkaart", "handlangerkaart 3"],
            "autoriteit ",
            "In het aanbod (fase 1, 5b): ",
        ),
    ] {
        let strings = viewer_strings("bootleggers", "bot:greedy,bot:greedy,bot:greedy", "1", lang);
        let backdrop = strings.last().unwrap();
        for words in spaces {
            assert!(backdrop.contains(words), "{lang}: the board does not say {words}");
        }
        assert!(drawn(&strings, &["data-piece=\"muscle-card\"", "<title>"]), "{lang}: no card on an offer space");
        assert!(drawn(&strings, &["data-piece=\"authority-1\"", authority]), "{lang}: no authority card drawn");
        let (code, out, err) =
            play_game("bootleggers", &["--seats", "human,bot:greedy,bot:greedy", "--lang", lang], "1\nboard\nquit\n");
        assert_eq!(code, Some(0), "{err}");
        assert!(out.lines().any(|l| l.starts_with(offered)), "{lang}: the terminal's board names no offer: {out}");
    }
}

/// King of Chicago before the first round: a business dealt but not yet on a lot says so and
/// when it will be (3.2), rather than "on —", in every language.
#[test]
fn king_of_chicago_says_a_dealt_business_is_not_on_the_board_yet() {
    for (lang, said) in [
        (
            "en",
            "Snake Eyes Parlor, not on the board yet: before the first round its owner picks a free starred lot for it (3.2)",
        ),
        ("fr", "Snake Eyes Parlor, pas encore sur le plateau : avant le premier tour"),
        ("nl", "Snake Eyes Parlor, nog niet op het bord: de eigenaar kiest er vóór de eerste ronde"),
    ] {
        // The first lot's question shows the board in short; `board all` shows it whole.
        let (code, out, err) = play_game(
            "king-of-chicago",
            &["--seats", "human,bot:greedy", "--seed", "3", "--lang", lang],
            "board all\nquit\n",
        );
        assert_eq!(code, Some(0), "{err}");
        assert_says(&out, &[said], &[" on —", " sur —", " op —"]);
    }
}

/// King of Chicago's start lots are starred, as the first question and the status call them
/// (3.2): on the page's board, a star on each; on the terminal's map, `b*` for a free one, and
/// its legend says so, in every language. Before, no star was drawn anywhere.
#[test]
fn king_of_chicago_stars_its_start_lots() {
    let strings = viewer_strings("king-of-chicago", "bot:greedy,bot:greedy,bot:greedy", "1", "en");
    let backdrop = strings.last().unwrap();
    assert_eq!(backdrop.matches("★").count(), 6, "one star on each of the box's six start lots");
    for (lang, legend) in [
        ("en", "b* a free start lot, 3.2"),
        ("fr", "b* un emplacement de départ libre, marqué d'une étoile, 3.2"),
        ("nl", "b* een vrij zakenveld met een ster, waar een eerste zaak opent, 3.2"),
    ] {
        let (code, out, err) = play_game(
            "king-of-chicago",
            &["--seats", "human,bot:greedy", "--seed", "3", "--lang", lang],
            "board all\nquit\n",
        );
        assert_eq!(code, Some(0), "{err}");
        assert_says(&out, &[legend], &[]);
        // The legend's own `b*` aside, the map marks the free start lots.
        assert!(out.matches("b*").count() > 1, "{lang}: no free start lot marked on the map\n{out}");
    }
}

/// King of Chicago's board writes a square's name only as its tooltip and draws the markers in
/// the players' colours: its legend says what the police car, a turf marker, a business marker
/// and a number on a place are, which colour is which player's, and how to read a name, in
/// every language (an apostrophe is written `&#39;`).
#[test]
fn king_of_chicago_legend_says_what_its_pieces_and_colours_are() {
    for (lang, legend) in [
        (
            "en",
            [
                "Police car",
                "Turf marker, in its holder&#39;s colour",
                "Business, in its owner&#39;s colour (white: nobody&#39;s; dashed: closed)",
                "Resource tokens lying on a place",
                "Car of Player 3",
                "Point at a square or a street to read its name.",
            ],
        ),
        (
            "fr",
            [
                "Voiture de police",
                "Marqueur de territoire, à la couleur de son détenteur",
                "Entreprise, à la couleur de son propriétaire (blanc : à personne ; pointillés : fermée)",
                "Jetons de ressources posés sur un lieu",
                "Voiture de Joueur 3",
                "Pointez une case ou une rue pour lire son nom.",
            ],
        ),
        (
            "nl",
            [
                "Politieauto",
                "Terreintegel, in de kleur van wie hem heeft",
                "Zaak, in de kleur van de eigenaar (wit: van niemand; gestippeld: gesloten)",
                "Hulpmiddelen die op een plaats liggen",
                "Auto van Speler 3",
                "Wijs een veld of straatveld aan om zijn naam te lezen.",
            ],
        ),
    ] {
        let strings = viewer_strings("king-of-chicago", "bot:greedy,bot:greedy,bot:greedy", "1", lang);
        let backdrop = strings.last().unwrap();
        // Each phrase within one line of the legend, which is cut at the rows' larger text.
        for words in legend {
            assert!(backdrop.contains(words), "{lang}: the legend does not say {words}");
        }
        assert!(!backdrop.contains("Player 4") && !backdrop.contains("Speler 4"), "{lang}: a fourth player at three");
    }
}

/// A number attribute `name="…"` of an SVG element's text.
fn attr(svg: &str, name: &str) -> i32 {
    let start = svg.find(&format!(" {name}=\"")).unwrap_or_else(|| panic!("no {name} in {svg}")) + name.len() + 3;
    svg[start..start + svg[start..].find('"').unwrap()].parse().unwrap()
}

/// King of Chicago's police car tag stands clear of the cars on its street: at the start every
/// car waits on the police's street, as the police car does (3.2).
#[test]
fn king_of_chicago_police_tag_leaves_the_cars_clear() {
    let strings =
        viewer_strings("king-of-chicago", "bot:greedy,bot:greedy,bot:greedy,bot:greedy,bot:greedy", "3", "en");
    let mut checked = 0;
    for police in strings.iter().filter(|s| s.starts_with("<g data-piece=\"police\"")) {
        let at = &police[police.find("data-at=").unwrap()..];
        let at = &at[..at.find('>').unwrap()];
        let (x, y, w, h) = (attr(police, "x"), attr(police, "y"), attr(police, "width"), attr(police, "height"));
        for car in strings.iter().filter(|s| s.starts_with("<g data-piece=\"car-") && s.contains(at)) {
            let (cx, cy, r) = (attr(car, "cx"), attr(car, "cy"), attr(car, "r"));
            let clear = cx + r <= x || cx - r >= x + w || cy + r <= y || cy - r >= y + h;
            assert!(clear, "the police tag {police} covers the car {car}");
            checked += 1;
        }
    }
    assert!(checked >= 5, "no car shared the police's street");
}

/// The centres of the circles of radius `r` in a picture's SVG text (escaped or not), by the
/// `cx`, `cy` and `r` attributes they are written with.
fn circles(svg: &str, r: i32) -> Vec<(i32, i32)> {
    let svg = svg.replace("\\\"", "\"");
    svg.split("<circle ")
        .skip(1)
        .filter(|c| c.contains(&format!(" r=\"{r}\"")))
        .map(|c| (attr(&format!(" {c}"), "cx"), attr(&format!(" {c}"), "cy")))
        .collect()
}

/// King of Chicago's cars stand beside their street's number, never over it, nor over one
/// another: five cars start on one street (3.2) and spread over the board as the game goes.
#[test]
fn king_of_chicago_cars_leave_the_street_numbers_clear() {
    let strings =
        viewer_strings("king-of-chicago", "bot:greedy,bot:greedy,bot:greedy,bot:greedy,bot:greedy", "3", "en");
    let streets = circles(strings.last().unwrap(), 9);
    assert!(streets.len() >= 40, "the backdrop's streets: {}", streets.len());
    let mut checked = 0;
    for picture in strings.iter().filter(|s| s.starts_with("<g data-piece=\"car-")) {
        for (cx, cy) in circles(picture, 6) {
            for &(x, y) in &streets {
                let (dx, dy) = (cx - x, cy - y);
                assert!(dx * dx + dy * dy >= 15 * 15, "the car {picture} covers the street number at ({x}, {y})");
            }
            checked += 1;
        }
    }
    assert!(checked >= 5, "no car drawn");
}

/// King of Chicago's police car tag touches no square of the board wherever the police car
/// stands: at the start it is on street 37, beside the Police Dept. (3.2), whose square its
/// tag overlapped by a pixel. Every square is a rect `CELL - 2` wide with a 1-pixel stroke.
#[test]
fn king_of_chicago_police_tag_touches_no_square() {
    let strings =
        viewer_strings("king-of-chicago", "bot:greedy,bot:greedy,bot:greedy,bot:greedy,bot:greedy", "3", "en");
    let backdrop = strings.last().unwrap().replace("\\\"", "\"");
    let squares: Vec<(i32, i32, i32)> = backdrop
        .split("<rect ")
        .skip(1)
        .map(|r| format!(" {r}"))
        .filter(|r| r.contains(" width=\"22\""))
        .map(|r| (attr(&r, "x"), attr(&r, "y"), attr(&r, "width")))
        .collect();
    assert!(squares.len() >= 40, "the backdrop's squares: {}", squares.len());
    let mut places = std::collections::BTreeSet::new();
    for police in strings.iter().filter(|s| s.starts_with("<g data-piece=\"police\"")) {
        let (x, y, w, h) = (attr(police, "x"), attr(police, "y"), attr(police, "width"), attr(police, "height"));
        for &(sx, sy, side) in &squares {
            // The square as drawn, its stroke half a pixel outside it: a pixel's gap at least.
            let clear = x + w < sx || x > sx + side || y + h < sy || y > sy + side;
            assert!(clear, "the police tag {police} touches the square at ({sx}, {sy})");
        }
        places.insert((x, y));
    }
    assert!(places.len() >= 3, "the police car stood on {} streets", places.len());
}

/// The texts of an SVG string: what stands between each `<text ...>` and its `</text>`.
fn texts(svg: &str) -> Vec<&str> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| t.split_once('>').and_then(|(_, rest)| rest.split("</text>").next()))
        .collect()
}

/// The attribute `name` of the first element of `svg` that has it.
fn first_attr<'a>(svg: &'a str, name: &str) -> Option<&'a str> {
    svg.split(&format!(" {name}=\"")).nth(1).and_then(|rest| rest.split('"').next())
}

/// Chicago Poker's cards: a gangster's value is written in black or white on a chip of its
/// colour, never in the colour itself on the white card (a yellow 10 on white could not be read).
#[test]
fn chicago_poker_card_numbers_read_on_their_colour() {
    let strings = viewer_strings("chicago-poker", "bot:greedy,bot:greedy,bot:greedy", "1", "en");
    let cards: Vec<&str> = strings.iter().flat_map(|s| s.split("<g data-piece=\"card\"").skip(1)).collect();
    let mut yellow = 0;
    for card in &cards {
        // The hand label drawn under a group of cards is no card's number.
        let card = card.split("<g data-piece=\"hand-").next().unwrap_or_default();
        let Some(number) = card.split("<text").nth(1) else { continue };
        let ink = first_attr(number, "fill").unwrap_or_default();
        assert!(ink == "#000" || ink == "#fff", "a card's number is drawn in {ink}: {card}");
        if card.contains("fill=\"yellow\"") {
            yellow += 1;
            assert_eq!(ink, "#000", "a number on a yellow chip is not black: {card}");
        }
    }
    assert!(yellow > 0, "no yellow card was drawn among {} cards", cards.len());
}

/// The godfather race's summary of how to win names the squares by `*`, `#` and `!`, as the
/// terminal draws them: the board's picture marks each such square, and the legend, with its
/// symbol, and gives the sniper and danger squares colours far apart.
#[test]
fn godfathers_squares_carry_the_symbols_how_to_win_names() {
    let strings = viewer_strings("godfathers", "bot:greedy,bot:greedy", "3", "en");
    let backdrops: serde_json::Value = serde_json::from_str(strings.last().unwrap()).unwrap();
    let svg = backdrops[0]["svg"].as_str().unwrap_or_default();
    let fills: Vec<&str> = ["sniper", "safety", "danger"]
        .iter()
        .map(|kind| {
            let marked = format!("data-kind=\"{kind}\">");
            let symbol = match *kind {
                "sniper" => "*",
                "safety" => "#",
                _ => "!",
            };
            // Each square's group, whatever its `data-at` (its number, for the table's marks).
            let groups = || svg.split("<g class=\"square\"").skip(1);
            let squares = groups().filter(|g| g.contains(&marked)).count();
            assert!(squares > 0, "no {kind} square carries its symbol");
            assert!(svg.contains(&format!("{marked}{symbol}</text>")), "the {kind} squares are not marked {symbol}");
            let square = groups().find(|g| g.contains(&marked)).unwrap_or_default();
            first_attr(square.split("<rect").nth(1).unwrap_or_default(), "fill").unwrap_or_default()
        })
        .collect();
    let rgb = |hex: &str| {
        let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
        [16, 8, 0].map(|s| i32::try_from((v >> s) & 0xff).unwrap_or(0))
    };
    let (sniper, danger) = (rgb(fills[0]), rgb(fills[2]));
    let distance: i32 = sniper.iter().zip(danger).map(|(a, b)| (a - b).abs()).sum();
    assert!(distance > 150, "the sniper ({}) and danger ({}) squares look alike", fills[0], fills[2]);
    // The French panel says a lap of one square in the singular.
    let fr = viewer_strings("godfathers", "bot:greedy,bot:random,bot:greedy,bot:random", "3", "fr");
    assert!(!fr.iter().any(|s| s.contains(" 1 cases")), "the French panel says `1 cases`");
}

/// Bootleggers' families: no line of a family's rows is longer than the board is wide, a
/// family with two external stills included (in Dutch, the longest words), which writes its
/// stills on two lines.
#[test]
fn bootleggers_family_rows_fit_the_board() {
    let strings = viewer_strings("bootleggers", "bot:greedy,bot:random,bot:greedy,bot:random", "3", "nl");
    let families: Vec<&String> = strings.iter().filter(|s| s.starts_with("<g data-piece=\"family-")).collect();
    assert!(
        families.iter().any(|f| texts(f).concat().contains("externe stokerij 2")),
        "no family had two external stills: the game does not show what it should"
    );
    for family in families {
        for text in texts(family) {
            // FAMILY_LINE characters: at the rows' 20-unit text, a line well inside the
            // board's 760 units less the row's indent.
            assert!(text.chars().count() <= 58, "a family's line runs past the board: {text}");
        }
    }
}

/// The viewer's page has no look-up: Chicago Poker's panel there says how big the discard pile
/// is and its top card, and names no `board` command to see the rest, in any language.
#[test]
fn chicago_poker_viewer_names_no_command() {
    for (lang, pile) in
        [("en", "Discard pile (face up)"), ("fr", "Défausse (face visible)"), ("nl", "Aflegstapel (open)")]
    {
        let strings = viewer_strings("chicago-poker", "bot:greedy,bot:greedy,bot:greedy", "3", lang);
        assert!(strings.iter().any(|s| s.contains(pile)), "{lang}: the panel does not show the discard pile");
        let named = strings.iter().find(|s| s.split(|c: char| !c.is_alphanumeric()).any(|w| w == "board"));
        assert!(named.is_none(), "{lang}: the viewer names the board command: {named:?}");
    }
}
