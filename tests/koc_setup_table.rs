//! King of Chicago's setup (3.2) as a newcomer meets it at the terminal, driven through
//! `play`'s standard input: nothing is said to be open or on the board before it is. At the
//! first lot of seed 49, Player 3's bar, still to be placed, read as "already has an open bar";
//! every seat read "1 business" before anyone opened one; and the cars waiting off the board
//! were drawn on the police department's street (`@+`), which `board 37` called "Cars here".

mod support;
use support::piped::{assert_says, play_game};

const SEATS: &str = "human,bot:greedy,bot:greedy,bot:greedy";

#[test]
fn the_setup_says_nothing_is_open_or_on_the_board_before_it_is() {
    for (lang, said, never) in [
        (
            "en",
            [
                "(Player 3 opens a bar too before the first round: no monopoly income of $400 for you while it stays open, 6.1)",
                "Player 1: 1 power point, 0 gangsters in the car, 0 businesses (1 to open), 0 turf (you)",
                "@1 Player 1's car (@+ several), P police car;",
            ],
            [
                "already has an open bar",
                "Cars here: Player 1",
                "Player 1: 1 power point, 0 gangsters in the car, 1 business",
            ],
        ),
        (
            "fr",
            [
                "(Joueur 3 ouvre aussi un bar avant le premier tour : pas de revenu de monopole de 400 $ pour vous tant qu'il reste ouvert, 6.1)",
                "Joueur 1 : 1 point, 0 gangster à bord, 0 entreprise (1 à ouvrir), 0 territoire (vous)",
                "@1 voiture du joueur 1 (@+ plusieurs), P police ;",
            ],
            ["a déjà un bar ouvert", "Joueur 1, Joueur 2", "Joueur 1 : 1 point, 0 gangster à bord, 1 entreprise"],
        ),
        (
            "nl",
            [
                "(Speler 3 opent ook een bar vóór de eerste ronde: geen monopolie-inkomsten van $400 voor jou zolang die open blijft, 6.1)",
                "Speler 1: 1 machtspunt, 0 gangsters in de auto, 0 zaken (1 te openen), 0 terreinen (jij)",
                "@1 auto van speler 1 (@+ meerdere), P politieauto;",
            ],
            ["heeft al een open bar", "Speler 1, Speler 2", "Speler 1: 1 machtspunt, 0 gangsters in de auto, 1 zaak"],
        ),
    ] {
        let (code, out, err) = play_game(
            "king-of-chicago",
            &["--lang", lang, "--seed", "49", "--seats", SEATS],
            "help 1\nhelp 2\nboard 37\nquit\n",
        );
        assert_eq!(code, Some(0), "{err}");
        assert_says(&out, &said, &never);
        // No car is drawn before its lot is picked: street 37 (the police department's) shows
        // only the police car.
        let map_row = out.lines().find(|l| l.contains("36----")).unwrap_or_default();
        assert!(!map_row.contains("@+") && !map_row.contains("@1"), "{lang}: {map_row}");
    }
}
