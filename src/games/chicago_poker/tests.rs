//! Whole games of Chicago Poker on the engine: random players who pick a kind of action first,
//! every special card's script run for real, the invariants checked after every step.

use super::ChicagoPoker;
use super::choice::Choice;
use super::content::Content;
use super::event::Event;
use super::view::View;
use crate::engine::content::Source;
use crate::engine::decision::{Decider, Interrupt, Request};
use crate::engine::game::Game;
use crate::engine::play::MatchOptions;
use crate::engine::rng::Rng;
use crate::table::{Played, play_with};

pub(crate) fn content() -> Content {
    ChicagoPoker::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
}

/// A random player who picks a kind of option first (draw, play a gangster, play a special,
/// stop...), then one of that kind: one who drew as rarely as one play among dozens would
/// empty his hand and never reach the hand limit or a reinforcement.
struct KindFirst(Rng);

impl Decider<ChicagoPoker> for KindFirst {
    fn decide(&mut self, _: &View<'_>, request: &Request<Choice>) -> Result<usize, Interrupt> {
        let kind = |c: &Choice| std::mem::discriminant(c);
        let mut kinds = Vec::new();
        let options: Vec<Choice> = request.options.iter().collect();
        for c in &options {
            if !kinds.contains(&kind(c)) {
                kinds.push(kind(c));
            }
        }
        let k = kinds[self.0.index(kinds.len())];
        let of_kind: Vec<usize> = (0..options.len()).filter(|&i| kind(&options[i]) == k).collect();
        Ok(of_kind[self.0.index(of_kind.len())])
    }

    fn name(&self) -> &str {
        "kind-first"
    }
}

pub(crate) fn random_game(content: &Content, seats: usize, seed: u64, turns: u32) -> Played<ChicagoPoker> {
    let deciders: Vec<Box<dyn Decider<ChicagoPoker>>> = (0..seats)
        .map(|i| Box::new(KindFirst(Rng::derived(seed, 100 + i as u64))) as Box<dyn Decider<ChicagoPoker>>)
        .collect();
    let options = MatchOptions { round_cap: Some(turns), check_invariants: true, ..MatchOptions::default() };
    play_with(content, deciders, seed, &options, None).unwrap_or_else(|u| panic!("seed {seed}: {}", u.message))
}

#[test]
fn random_games_keep_every_card_and_end() {
    let content = content();
    let mut finished = 0;
    for seed in 0..120u64 {
        let played = random_game(&content, 2 + (seed % 5) as usize, seed, 600);
        if !played.outcome.capped {
            finished += 1;
            assert!(
                matches!(played.log.entries().last().and_then(|e| e.game()), Some(Event::GameWon { seat, .. }) if Some(*seat) == played.outcome.winner)
            );
        }
    }
    assert!(finished >= 110, "only {finished} of 120 random games ended");
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let content = content();
    let a = random_game(&content, 4, 7, 600);
    let b = random_game(&content, 4, 7, 600);
    assert_eq!(a.log.entries(), b.log.entries());
}

/// Every event but the rarest (a tie no reinforcement breaks, pinned by a scenario and
/// `rules/tests.rs`) happens in a thousand random games, so the invariants are checked on all.
#[test]
fn random_games_reach_every_rule() {
    let content = content();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..1000u64 {
        let played = random_game(&content, 2 + (seed % 5) as usize, seed, 600);
        for e in played.log.entries() {
            let kind = serde_json::to_value(e).expect("json")["event"].as_str().unwrap_or("").to_string();
            let detail = match e.game() {
                Some(Event::ShootoutWon { decided, .. }) => format!("{kind}:{decided:?}"),
                Some(Event::GameWon { victory, .. }) => format!("{kind}:{victory:?}"),
                _ => kind,
            };
            seen.insert(detail);
        }
    }
    for wanted in [
        "table_laid",
        "dealt",
        "first_player",
        "turn_started",
        "drew",
        "reshuffled",
        "played",
        "token_placed",
        "special_played",
        "murdered",
        "informed",
        "moved",
        "extra_actions",
        "took_from_discard",
        "deck_rebuilt",
        "passed",
        "shootout_started",
        "shootout_revealed",
        "hands_ranked",
        "reinforcement",
        "shootout_won:Hand",
        "shootout_won:Reinforcement",
        "shootout_won:Alone",
        "new_tile",
        "no_tile_left",
        "game_won:Condition(SameType(3))",
        "game_won:Condition(DifferentTypes(4))",
        "game_won:Condition(Any(5))",
        "game_won:LastEstablishment",
    ] {
        assert!(seen.contains(wanted), "no `{wanted}` in 1000 random games: {seen:?}");
    }
    assert!(!seen.contains("script_failed"), "a bundled script failed");
}

/// The bundled content loaded with a mod of `files` (each a path in the mod's folder and its
/// text), and the folder, which must outlive the content (its scripts are read from there).
fn with_mod(files: &[(&str, &str)]) -> (tempfile::TempDir, Result<Content, crate::engine::diag::Diagnostics>) {
    let dir = crate::engine::content::test_folder(files);
    let loaded = ChicagoPoker::load(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()]));
    (dir, loaded)
}

/// Mods layer over every TOML file (`engine::layers`): a special taken out, a tile's type
/// changed, a colour added, a number changed.
#[test]
fn a_mod_layers_over_every_file() {
    let (_dir, modded) = with_mod(&[
        ("chicago-poker/game.toml", "[turn]\nhand_limit = 8\n"),
        ("chicago-poker/specials.toml", "remove = [\"revolver\"]\n"),
        ("chicago-poker/gangsters.toml", "[[colour]]\nid = \"orange\"\n"),
        ("chicago-poker/establishments.toml", "[[tile]]\nid = \"the_green_door\"\ntype = \"brewery\"\n"),
        ("chicago-poker/locales/en.ftl", "gangster-orange = Orange { $value }\n"),
    ]);
    let base = content();
    let modded = modded.unwrap_or_else(|d| panic!("the mod loads: {d}"));
    assert_eq!(modded.rules.hand_limit, 8);
    assert!(modded.special_index("revolver").is_none());
    assert_eq!(modded.colours.len(), base.colours.len() + 1);
    assert!(modded.card_index("orange_15").is_some());
    let door = modded.tile_index("the_green_door").unwrap();
    assert_eq!(modded.type_of(door).id, "brewery");
    assert_ne!(modded.digest, base.digest);
    let played = random_game(&modded, 3, 5, 600);
    assert!(played.log.entries().iter().filter_map(|e| e.game()).any(|e| matches!(e, Event::Played { .. })));
}

#[test]
fn a_mod_removing_what_is_not_there_is_told_where() {
    let (_dir, loaded) = with_mod(&[("chicago-poker/specials.toml", "remove = [\"revolvr\"]\n")]);
    let err = loaded.unwrap_err().to_string();
    assert!(
        err.contains(
            "chicago-poker/specials.toml:1:11: E0110: cannot remove `revolvr`: no such entry (did you mean `revolver`?)"
        ),
        "{err}"
    );
}

/// Numbers that do not fit the cards are told where a mod set them: gangster values that run
/// down (E0708) at the mod's `values`, and establishment types whose pattern is not as long as a
/// group (E0706) at the mod's `max_cards`.
#[test]
fn numbers_that_do_not_fit_the_cards_are_told_at_their_line() {
    let (_dir, loaded) = with_mod(&[
        ("chicago-poker/gangsters.toml", "# values, run down\nvalues = { lowest = 15, highest = 1 }\n"),
        ("chicago-poker/game.toml", "[establishment]\nmax_cards = 4\nshootout_at = 4\n"),
    ]);
    let err = loaded.unwrap_err().to_string();
    assert!(err.contains("chicago-poker/gangsters.toml:2:1: E0708: gangster values run from 15 down to 1"), "{err}");
    assert!(err.contains("chicago-poker/game.toml:2:1: E0706: type `"), "{err}");
}

/// A mod taking out every colour is told at its `remove` (E0708), not in the merged file at no
/// line.
#[test]
fn a_mod_removing_every_colour_is_told_at_its_remove() {
    let colours = content().colours.iter().map(|c| format!("\"{c}\"")).collect::<Vec<_>>().join(", ");
    let text = format!("# every colour out\nremove = [{colours}]\n");
    let (dir, loaded) = with_mod(&[("chicago-poker/gangsters.toml", &text)]);
    let err = loaded.unwrap_err().to_string();
    let at = format!("{}/chicago-poker/gangsters.toml:2:1: E0708: no gangster colour", dir.path().display());
    assert!(err.contains(&at), "{err}");
    assert!(!err.contains("with mods") && !err.contains("E0711"), "{err}");
}

/// A script reading a name its card's `params` lacks is refused at load, at the call (E0309).
#[test]
fn a_misspelt_param_is_found_at_load() {
    let (_dir, loaded) = with_mod(&[(
        "scripts/chicago-poker/revolver.rhai",
        "fn on_play(play) {\n    extra_actions(this.param(\"actons\"));\n}\n",
    )]);
    let err = loaded.unwrap_err().to_string();
    assert!(err.contains("revolver.rhai:2:") && err.contains("E0309"), "{err}");
    assert!(err.contains("did you mean `actions`?"), "{err}");
}

/// HOOKS.md's `[engine.script_limits]`: the base file leaves them out (the engine's defaults), a
/// mod sets one, and the scripts are compiled under it.
#[test]
fn a_mod_sets_a_script_limit() {
    let (_dir, loaded) = with_mod(&[("chicago-poker/game.toml", "[engine.script_limits]\nmax_array_size = 512\n")]);
    let c = loaded.unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(c.rules.script_limits.max_array_size, 512);
    assert_eq!(c.rules.script_limits.max_operations, crate::engine::script::Limits::default().max_operations);
    let scripts = super::script::compile(&c).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(scripts.host.engine().max_array_size(), 512);
}

/// A shootout of three hands of one kind says what decided each, not only the runner-up: the
/// best high card "also beats High card (Player 3)" read as a contradiction (5.0).
#[test]
fn the_best_hand_says_what_decided_it_against_each_hand_of_its_kind() {
    use super::content::TileId;
    use super::event::RankedHand;
    use super::hand::{Category, HandRank};
    use super::narrate::Narrator;
    use crate::engine::locale::Locale;
    use crate::engine::seat::Seat;
    let content = ChicagoPoker::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let high = |seat: u8, values: [u8; 3]| RankedHand {
        seat: Seat(seat),
        rank: HandRank {
            category: Category::HighCard,
            values: [Some(values[0]), Some(values[1]), Some(values[2]), None, None],
        },
    };
    let pair = RankedHand { seat: Seat(3), rank: HandRank { category: Category::Pair, values: [Some(4); 5] } };
    // A pair first: it beats high cards by its kind alone.
    let hands = vec![pair, high(0, [15, 9, 2]), high(1, [13, 12, 3]), high(2, [15, 7, 5])];
    let event = Event::HandsRanked { tile: TileId(0), hands, tied: Vec::new() };
    for (lang, said) in [
        ("en", "Pair also beats High card (Player 1; decided by "),
        ("fr", "Paire bat aussi Carte haute (Joueur 1 ; ce qui départage : "),
        ("nl", "(Speler 1; doorslaggevend: "),
    ] {
        let locale = Locale::load(&Source::Embedded, super::content::GAME_ID, lang).unwrap_or_else(|d| panic!("{d}"));
        let n = Narrator { content: &content, locale: &locale };
        let told = n.line(&event, None).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        assert!(!told.contains(said), "{lang}: a pair beats high cards by its kind alone: {told}");
    }
    // High cards only, best first: 15-9-2 beats 15-7-5 by its second card (the why above)
    // and 13-12-3 by its highest.
    let event = Event::HandsRanked {
        tile: TileId(0),
        hands: vec![high(0, [15, 9, 2]), high(2, [15, 7, 5]), high(1, [13, 12, 3])],
        tied: Vec::new(),
    };
    let locale = Locale::load(&Source::Embedded, super::content::GAME_ID, "en").unwrap_or_else(|d| panic!("{d}"));
    let n = Narrator { content: &content, locale: &locale };
    let told = n.line(&event, None).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
    assert!(
        told.contains("High card also beats High card (Player 2; decided by the highest card: 15 against 13)."),
        "{told}"
    );
}

/// 5.0: "Toutes les cartes sont ensuite défaussées": the shootout's news said who took the
/// establishment and nothing of the cards just shown there; it now says they go to the discard
/// pile, the reinforcements with them, in each language.
#[test]
fn the_shootout_s_news_says_the_cards_shown_are_discarded() {
    use super::content::TileId;
    use super::event::Decided;
    use super::narrate::Narrator;
    use crate::engine::locale::Locale;
    use crate::engine::seat::Seat;
    let content = ChicagoPoker::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
    let won = |decided| Event::ShootoutWon { seat: Seat(1), tile: TileId(0), decided };
    for (lang, hand, reinforced) in [
        (
            "en",
            " then go to the discard pile, face up (5.0).",
            ", reinforcements included, then go to the discard pile, face up (5.0).",
        ),
        ("fr", " sont ensuite défaussées, face visible (5.0).", ", renforts compris, sont ensuite défaussées"),
        (
            "nl",
            " gespeeld zijn gaan daarna open naar de aflegstapel (5.0).",
            " gespeeld zijn, de versterkingen inbegrepen, gaan daarna open naar de aflegstapel (5.0).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::content::GAME_ID, lang).unwrap_or_else(|d| panic!("{d}"));
        let n = Narrator { content: &content, locale: &locale };
        let told = |d| n.line(&won(d), None).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        for decided in [Decided::Hand, Decided::Alone, Decided::TurnOrder] {
            assert!(told(decided).ends_with(hand), "{lang}: {}", told(decided));
        }
        assert!(told(Decided::Reinforcement).contains(reinforced), "{lang}: {}", told(Decided::Reinforcement));
    }
}
